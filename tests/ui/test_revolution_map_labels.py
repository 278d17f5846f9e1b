"""No piece on a name on the Revolution map (issue 38, item 4), in the board the play
scene really gives at 1366x768, 1280x800 and 1920x1080: at mid-game positions of two-
and five-player games (several phases of turns 1 to 3), no piece, count or army drawn on
the map covers a province's or a settlement's printed name; a lit target (and the ring
of the place a decision is about) leaves every other name readable (it is printed again
over the glow); the column's labels fit their cells."""

from __future__ import annotations

import pygame
import pytest
from revolution_boards import SIZES

from game.core import Rng
from game.revolution import RULES
from game.revolution import data as D
from ui.views.base import ViewContext
from ui.views.revolution.view import RevolutionView

NEEDS = ("within", "bid", "upkeep", "newunit", "move", "remove", "siege")


def positions(players: int, seed: int) -> list:
    """Positions of a seeded game (the rollout policy's moves): the first decision of
    each kind in NEEDS, in turns 1, 2 and 3."""
    s = RULES.new_game(players, seed, RULES.default_options())
    rng = Rng(seed)
    out, seen = [], set()
    while s.need is not None and s.turn <= 3:
        if s.turn >= 1 and s.need in NEEDS and (s.turn, s.need) not in seen:
            seen.add((s.turn, s.need))
            out.append(s.copy())
        RULES.apply(s, RULES.heuristics.rollout_action(s.copy(), rng))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,lang", [(2, "en"), (5, "it"), (5, "de")])
def test_no_piece_or_lit_target_covers_a_name(revolution_boards, display, size, players, lang):
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i}" for i in range(players)],
                      seat_colors=[(200, 0, 0)] * players, lang=lang, anim_speed=0.0)
    view = RevolutionView(ctx)
    view.layout(revolution_boards[(size, players)])
    screen = pygame.Surface(size)
    names = [(place, r) for place, r in view.printed_names() if place[2:] == ("name",)]
    assert len(names) == D.P + D.S
    checked = 0
    for seed in (1, 2):
        for s in positions(players, seed):
            view.set_state(s, s.to_act(), True, [])
            view.draw_board(screen)
            checked += 1
            for what, r in view.drawn:  # pieces, counts, armies
                hits = [p for p, n in names if r.colliderect(n.inflate(-2, -2))]
                assert not hits, (size, s.turn, s.need, what, hits)
            printed = view.map_surface()
            m = view.geo.map.topleft
            washed = {lit[:2] for lit in [*view.lit(), *view.focus()] if lit[0] == "prov"}
            for place, n in names:  # a name under a glow or a ring is printed again
                if place[:2] in washed:  # its own ring goes round it, under a faint wash
                    continue
                rings = [own for ring, own in view._rings if ring.colliderect(n)]
                if rings:
                    want = printed.subsurface(n.move(-m[0], -m[1]))
                    got = screen.subsurface(n)
                    assert all(got.get_at((x, y)) == want.get_at((x, y))
                               for x in range(0, n.w, 3) for y in range(0, n.h, 3)), \
                        (size, s.need, place, rings)
    assert checked >= 20


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_the_columns_bishoprics_and_universities_are_not_cut(revolution_boards, display, size,
                                                             lang):
    """Each bishopric's and university's name fits its cell whole at 8 px or more (at
    1280x800 the cells go in two lines; before, "Groningen" and "Harderwijk" were squeezed
    into 32 px)."""
    from game.revolution.text import pname, sname
    from ui.theme import INK, render
    from ui.views.revolution.geometry import Geo

    geo = Geo(revolution_boards[(size, 2)], lang=lang)
    cells = list(zip(geo.bishop_cells, [pname(p, lang) for p in D.BISHOP_PROVS], strict=True))
    cells += zip(geo.univ_cells, [sname(si, lang).title() for si in D.UNIV], strict=True)
    for cell, name in cells:
        assert render(name, 8, INK).get_width() <= cell.w - 4, (size, name, cell)
        assert geo.col.contains(cell)
    rows = [geo.bishop_row, geo.univ_row, geo.score_row, geo.tray, geo.switches]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_a_small_provinces_ring_keeps_off_its_name(revolution_boards, display, size, lang):
    """Mechelen, Tournai, Maastricht and Venlo are printed as a ring round their values
    with the name above it (before, a circle of 1.6 pieces round the label point ran
    through the name): the ring's line touches no letter's box of its own name, nor of
    any other at 1920x1080 (at the two smaller sizes Brabant's label already crowds
    Mechelen's), and goes round the values."""
    from ui.views.revolution.geometry import Geo
    from ui.views.revolution.printed import province_label, small_ring

    geo = Geo(revolution_boards[(size, 2)], lang=lang)
    view = RevolutionView(ViewContext(rules=RULES, seat_names=["A", "B"],
                                      seat_colors=[(200, 0, 0)] * 2, lang=lang))
    view.layout(revolution_boards[(size, 2)])
    m = view.geo.map.topleft
    small = [p for p in range(D.P) if D.SMALL[p]]
    assert len(small) == 4
    names = [province_label(geo, q, geo.prov[q])[0] for q in range(D.P)]
    for p in small:
        ring = small_ring(geo, p, geo.prov[p])
        ink = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.ellipse(ink, (0, 0, 0), ink.get_rect(), 1)
        line = pygame.mask.from_surface(ink)
        for q, name in enumerate(names):
            if q != p and size != (1920, 1080):
                continue
            assert not line.overlap(pygame.mask.Mask(name.size, True),
                                    (name.x - ring.x, name.y - ring.y)), (size, p, q)
        _, values = province_label(geo, p, geo.prov[p])
        assert values.contains(ring)
        # the ring is printed: its bottom point is ink on the map
        printed = view.map_surface()
        x, y = ring.centerx - m[0], ring.bottom - 1 - m[1]
        assert any(sum(printed.get_at((x, y + dy))[:3]) < 300 for dy in (-1, 0)), (size, p)
