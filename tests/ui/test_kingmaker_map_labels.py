"""The names on the Kingmaker map in the layouts the play scene really gives at 1280x800
and 1920x1080 (computers only, or a human seat: the hand panel under the side column;
the map fills the height in both): every name set at 11 px or more (the small letters of
the small capitals included), none on another, none on another place's symbol, a sea's
name at sea and near its zone, a city's name by its city; and the names are printed
(the seas' in English and in Italian)."""

from __future__ import annotations

import pygame
import pytest
from uihelp import frames, module_home

from game import GAMES
from game.kingmaker import data as D
from game.match import Match, Seat

RULES = GAMES["kingmaker"]
MIN_PX = 11


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(a.left - b.right, b.left - a.right, 0)
    dy = max(a.top - b.bottom, b.top - a.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def _board(size: tuple[int, int], human: bool) -> tuple[pygame.Rect, int]:
    """The board rectangle the play scene gives the Kingmaker view, and the height of the
    private panel under its side column."""
    from ui.app import App
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    app = App(Settings(), size)
    kinds = ["human" if human else "ai"] + ["ai"] * 6
    match = Match(RULES, [Seat(f"P{i}", i, k, "easy") for i, k in enumerate(kinds)], 3, {})
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 1)
    try:
        return pygame.Rect(play.view.geo.board), play.view.geo.beside
    finally:
        app.close_scenes()


@pytest.fixture(scope="module")
def boards(tmp_path_factory):
    with module_home(tmp_path_factory):
        yield {(size, human): _board(size, human) for size in ((1280, 800), (1920, 1080))
               for human in (False, True)}


@pytest.mark.parametrize("size, lang", [((1280, 800), "en"), ((1920, 1080), "en"),
                                        ((1280, 800), "it")])
@pytest.mark.parametrize("human", [False, True])
def test_map_names_are_readable_and_clear_of_each_other(boards, display, size, human, lang,
                                                        monkeypatch):
    from ui import theme
    from ui.views.kingmaker import art, labels
    from ui.views.kingmaker.geometry import HARBOURS, Geo

    geo = Geo(*boards[(size, human)])
    sizes: list[int] = []
    real_render, real_caps = theme.render, theme.smallcaps
    monkeypatch.setattr(theme, "render", lambda t, s, *a, **k: (
        sizes.append(s), real_render(t, s, *a, **k))[1])
    monkeypatch.setattr(theme, "smallcaps", lambda t, s, *a, **k: (
        sizes.append(int(s * labels.SMALL)), real_caps(t, s, *a, **k))[1])
    for cached in (art._map, labels._labels, labels._text):
        cached.cache_clear()
    surf = art.map_surface(geo, lang)  # the printed map, its names set under the spy
    labs = labels.map_labels(geo, lang)
    monkeypatch.setattr(art, "map_labels", lambda g, *a: ())
    art._map.cache_clear()
    bare = art.map_surface(geo, lang)  # the same map without its names
    art._map.cache_clear()
    assert sizes and min(sizes) >= MIN_PX, sorted(set(sizes))[:3]
    kinds = [lab.kind for lab in labs]
    assert kinds.count("city") == D.LOC_TYPE.count("city")
    assert kinds.count("area") == sum(1 for k in D.AREA_KIND if k != "land")
    assert kinds.count("sea") == D.N_ZONES
    u = geo.unit
    cities = [loc for loc in range(D.N_LOCS) if D.LOC_TYPE[loc] == "city"]
    symbols = [labels._symbol_rect(geo, loc).inflate(-6, -6) for loc in range(D.N_LOCS)]
    for i, lab in enumerate(labs):
        assert geo.map.contains(lab.box), lab
        for other in labs[i + 1:]:
            assert not lab.box.colliderect(other.box), (lab.lines, other.lines)
        hit = [D.LOC_NAME[k] for k in lab.box.collidelistall(symbols)]
        assert not hit, (lab.lines, hit)  # no place's symbol under a name
        assert lab.box.collidelist(geo.harbour) < 0, lab.lines  # no name where ships ride
        if lab.kind == "sea":
            z = next(z for z in range(D.N_ZONES) if HARBOURS[z].lines(lang) == lab.lines)
            zx, zy = geo.zone_pt[z]
            assert abs(lab.box.centerx - zx) <= 3.5 * u and abs(lab.box.centery - zy) <= 3 * u
            # set against its own ships' block, nearer it than any other zone's
            gaps = [_gap(lab.box, r) for r in geo.harbour]
            assert gaps[z] <= 0.2 * u and gaps[z] == min(gaps), (lab.lines, gaps)
            on_land = sum(lab.box.clip(geo.cells[k]).w * lab.box.clip(geo.cells[k]).h
                          for k in lab.box.collidelistall(geo.cells))
            assert on_land <= 0.05 * lab.box.w * lab.box.h, lab.lines
        # the name is printed on the map where the layout says
        box = lab.box.move(-geo.map.x, -geo.map.y)
        same = pygame.mask.from_threshold(surf.subsurface(box), (0, 0, 0, 255),
                                             (1, 1, 1, 255), bare.subsurface(box), 1)
        assert box.w * box.h - same.count() > 0.2 * box.w * box.h, lab.lines
    for loc, lab in zip(cities, [lab for lab in labs if lab.kind == "city"], strict=True):
        assert lab.lines == (D.LOC_NAME[loc],)
        x, y = geo.loc_pt[loc]
        gap_x = max(lab.box.left - x, x - lab.box.right, 0)
        gap_y = max(lab.box.top - y, y - lab.box.bottom, 0)
        assert max(gap_x, gap_y) <= u * 0.75, lab  # by its own city


def test_names_are_bigger_than_before_at_1280x800():
    """The smallest layout at 1280x800 (a human seat): the cities' small capitals at
    15 px or more, where the old map set them at 8."""
    from ui.views.kingmaker import labels

    assert labels.caps_size(31) >= 15 and int(labels.caps_size(31) * labels.SMALL) >= MIN_PX
    assert labels.sea_size(31) >= MIN_PX + 1
    assert labels.caps_size(62) > labels.caps_size(31)  # and grow with the map


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("human", [False, True])
def test_open_ground_moves_off_the_names_within_its_own_cell(boards, display, size, human):
    """An area's open ground (where its stacks outside the places stand) that lay under a
    city's or island's name moves to a free spot of its own cell, clear of every name and
    place symbol; without the AI's hand panel at 1920x1080 at most two stay under a name
    (Bristol and the Isle of Wight fill the only room their neighbours have)."""
    from ui.views.kingmaker import labels
    from ui.views.kingmaker.geometry import Geo

    geo = Geo(*boards[(size, human)])
    before = list(geo.open_pt)
    labels.clear_open_ground(geo)
    u = geo.unit
    names = [lab.box for lab in labels.map_labels(geo) if lab.kind != "sea"]
    symbols = [labels._symbol_rect(geo, loc).inflate(-6, -6) for loc in range(D.N_LOCS)]

    def disc(pt):
        r = pygame.Rect(0, 0, int(u * 0.56), int(u * 0.5))
        r.center = pt
        return r

    moved = [a for a in range(D.N_AREAS) if geo.open_pt[a] != before[a]]
    assert moved  # there are names over open ground at every layout
    for a in moved:
        assert geo.cells[a].collidepoint(geo.open_pt[a]), D.AREA_NAME[a]
        assert disc(geo.open_pt[a]).collidelist(names) < 0, D.AREA_NAME[a]
        assert disc(geo.open_pt[a]).collidelist(symbols) < 0, D.AREA_NAME[a]
    covered = [D.AREA_NAME[a] for a, pt in enumerate(geo.open_pt)
               if disc(pt).collidelist(names) >= 0]
    if size == (1920, 1080) and not human:
        assert len(covered) <= 2, covered
