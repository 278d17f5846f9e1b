"""The province names on the Wallenstein map in the boards the play scene really gives at
1366x768, 1280x800 and 1920x1080 (computers only, or a human seat with its panel), in three-
and four-player games: each name's letters lie inside its own province (before,
"Hessen-Kassel", "Oberösterreich", "Bm. Zweibrücken" and "Tirol" ran over their borders),
clear of its printed cities and values (touching them on the smallest maps) and of
every other name, set at 11 px or more, in one line, two lines of it or a short form; the
map prints each one there, and an owner's ring stops where it meets a name."""

from __future__ import annotations

import pygame
import pytest
from uihelp import frames, module_home

from game import GAMES
from game.match import Match, Seat
from game.wallenstein import data as D

RULES = GAMES["wallenstein"]
SIZES = ((1366, 768), (1280, 800), (1920, 1080))


def _map(size: tuple[int, int], human: bool) -> pygame.Rect:
    """The map rectangle the play scene gives the Wallenstein view."""
    from ui.app import App
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    app = App(Settings(), size)
    kinds = ["human" if human else "ai"] + ["ai"] * 3
    match = Match(RULES, [Seat(f"P{i}", i, k, "easy") for i, k in enumerate(kinds)], 3,
                  RULES.default_options())
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 1)
    try:
        return pygame.Rect(play.view.map_rect)
    finally:
        app.close_scenes()


@pytest.fixture(scope="module")
def maps(tmp_path_factory):
    with module_home(tmp_path_factory):
        yield {(size, human): _map(size, human) for size in SIZES for human in (False, True)}


def _forms(name: str) -> set[tuple[str, ...]]:
    from ui.views.wallenstein.labels import _breaks, _variants

    out = {(name,)} | set(_breaks(name))
    assert {lines for lines, _ in _variants(name)} >= out
    return {lines for lines, _ in _variants(name)}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("human", [False, True])
@pytest.mark.parametrize("players", [3, 4])
def test_every_name_inside_its_province_and_clear(maps, display, size, human, players):
    from ui.views.wallenstein import labels
    from ui.views.wallenstein.geometry import MapGeom, _index_surface

    mr = maps[(size, human)]
    geom = MapGeom(pygame.Rect(0, 0, mr.w, mr.h))
    index = _index_surface(mr.w, mr.h)
    placed = labels.placements(mr.w, mr.h, players)
    assert len(placed) == D.N_PROVINCES
    seen: list[pygame.Rect] = []
    for i, lab in enumerate(placed):
        name = D.NAMES[i]
        assert lab.lines in _forms(name), (name, lab.lines)
        for text, r, ink in zip(lab.lines, lab.rects, lab.inks, strict=True):
            img = labels.map_label(text, lab.size, (0, 0, 0))
            assert img.get_size() == r.size and r.contains(ink)
            off = [(x, y) for x in range(ink.left, ink.right)  # the index map draws each
                   for y in range(ink.top, ink.bottom)  # outline 2 px wide: a pixel inside
                   if index.get_at((x, y)).r != i + 1]
            assert not off, (size, human, name, text, off[:3])
            printed, _ = labels.obstacles(geom, i, players)  # each with a pixel round it
            touch = sum(ink.clip(b).w * ink.clip(b).h for b in printed)
            # the smallest maps (a human's panel at 1366x768 or 1280x800): a corner may touch
            assert touch <= (16 if mr.w < 500 else 0), (size, name, text, touch)
            assert not [s for s in seen if ink.colliderect(s)], (size, name, text)
        seen += lab.inks


@pytest.mark.parametrize("w, h", [(471, 494), (816, 855), (1300, 1362)])
def test_the_map_prints_every_name_where_it_was_placed(display, monkeypatch, w, h):
    """Each placed name is drawn, its lower case at 11 px or more (plain letters at 11 px
    on a small map, small capitals on a large one)."""
    from ui import theme
    from ui.views.wallenstein import labels, map_art

    placed = labels.placements(w, h, 4)
    drawn, sizes = [], []
    real_draw = labels.draw
    monkeypatch.setattr(labels, "draw", lambda surf, lab, col: (drawn.append(lab),
                                                                 real_draw(surf, lab, col)))
    monkeypatch.setattr(labels, "render", lambda t, px, *a: (sizes.append(px),
                                                             theme.render(t, px, *a))[1])
    monkeypatch.setattr(labels, "smallcaps", lambda t, px, *a: (
        sizes.append(int(px * 0.78)), theme.smallcaps(t, px, *a))[1])
    map_art.static_layer.cache_clear()
    map_art.static_layer(w, h, 4)
    map_art.static_layer.cache_clear()
    assert drawn == list(placed)
    assert len(sizes) >= D.N_PROVINCES and min(sizes) >= labels.MIN_LABEL


def test_an_owners_ring_stops_at_the_name(display):
    """Every province owned: where a name's letters are, the map with the pieces shows the
    printed map (no ring line through them), away from the pieces themselves."""
    from ui.theme import player_color
    from ui.views.base import ViewContext
    from ui.views.wallenstein import labels, map_art
    from ui.views.wallenstein.view import WallensteinView

    s = RULES.new_game(4, 3, RULES.default_options())
    s.owner = [i % 4 for i in range(D.N_PROVINCES)]
    s.armies = [3] * D.N_PROVINCES
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i}" for i in range(4)],
                      seat_colors=[player_color(i) for i in range(4)], anim_speed=0.0)
    view = WallensteinView(ctx)
    view.layout(pygame.Rect(0, 0, 1000, 640))
    view.set_state(s, None, False)
    mr = view.map_rect
    pieces = view._pieces(s)
    printed = map_art.static_layer(mr.w, mr.h, 4)
    geom = view.geom
    checked = 0
    for i, lab in enumerate(labels.placements(mr.w, mr.h, 4)):
        _, under = labels.obstacles(geom, i, 4)
        for ink in lab.inks:
            for x in range(ink.left, ink.right):
                for y in range(ink.top, ink.bottom):
                    if any(b.collidepoint(x, y) for b in under):
                        continue
                    assert pieces.get_at((x, y)) == printed.get_at((x, y)), (D.NAMES[i], x, y)
                    checked += 1
    assert checked > 1000
