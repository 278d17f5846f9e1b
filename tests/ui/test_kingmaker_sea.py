"""Ships at sea on the Kingmaker map: each sea zone's ships ride in a block of sea off its
own coast, its name printed beside the block; no block touches land, another zone's
block or name, or any name on the map; ships drawn at sea stay inside their block, one
beside the other, and a ship with nobles aboard shows how many."""

from __future__ import annotations

import pygame
import pytest
from test_kingmaker_view import QUICK, RULES, SIZES, make_view, screen, show  # noqa: F401

from game.kingmaker import data as D
from ui.views.kingmaker import art
from ui.views.kingmaker import geometry as G
from ui.views.kingmaker.labels import map_labels

Box = tuple[float, float, float, float]


def _cell(a: int) -> Box:
    x, y = D.AREA_COORD[a]
    w, h = G.STEP_X, G.STEP_Y
    if D.AREA_KIND[a] == "ireland":
        w, h = w * 1.3, h * 2.2
    return (x - w / 2, y - h / 2, x + w / 2, y + h / 2)


def _apart(a: Box, b: Box) -> float:
    dx = max(a[0] - b[2], b[0] - a[2], 0.0)
    dy = max(a[1] - b[3], b[1] - a[3], 0.0)
    return (dx * dx + dy * dy) ** 0.5


def test_each_zone_has_a_block_and_a_name_band_at_sea_off_its_own_coast():
    u = G.UNIT
    land = [_cell(a) for a in range(D.N_AREAS)]
    assert len(G.HARBOURS) == D.N_ZONES
    for z, h in enumerate(G.HARBOURS):
        for box in (h.block, h.band):
            assert G.X0 < box[0] < box[2] < G.X1 and G.Y0 < box[1] < box[3] < G.Y1, z
            wet = [_apart(box, c) for c in land]
            assert min(wet) >= 0.05 * u, (D.ZONE_ID[z], D.AREA_NAME[wet.index(min(wet))])
        coast = [_apart(h.block, land[a]) for a in range(D.N_AREAS) if z in D.AREA_ZONES[a]]
        assert min(coast) <= 1.0 * u, D.ZONE_ID[z]  # off its own coast
        assert _apart(h.block, h.band) <= 0.1 * u  # the name against the block
        assert h.cols * (h.block[2] - h.block[0]) > 0
        for o, other in enumerate(G.HARBOURS):
            if o == z:
                continue
            for mine in (h.block, h.band):
                for theirs in (other.block, other.band):
                    assert _apart(mine, theirs) >= 0.08 * u, (D.ZONE_ID[z], D.ZONE_ID[o])


def _at_sea(state, counts: dict[int, int]) -> dict[int, int]:
    """Put ``counts[z]`` ships in each zone ``z`` (held by nobles in play); the zone of
    each ship."""
    nobles = [n for n in D.NOBLES if state.faction[n] >= 0]
    ships = list(D.SHIPS)
    where = {}
    for z, k in counts.items():
        for _ in range(k):
            sh = ships.pop()
            state.ship_pos[sh] = D.SEA0 + z
            if state.holder[sh] < 0:
                state.holder[sh] = nobles[sh % len(nobles)]
            where[sh] = z
    for sh in ships:
        state.ship_pos[sh] = -1
    return where


@pytest.mark.parametrize("size", list(SIZES))
def test_ships_at_sea_ride_in_their_zones_block_clear_of_every_name(screen, size):  # noqa: F811
    s = RULES.new_game(7, 11, QUICK)
    full = {z: G.HARBOURS[z].cols for z in range(D.N_ZONES)}  # every block full
    counts = {}
    for z in sorted(full, key=lambda z: -full[z]):
        counts[z] = min(full[z], len(D.SHIPS) - sum(counts.values()))
    where = _at_sea(s, counts)
    view = make_view(7, size)
    show(view, s, screen[size], size)
    geo = view.geo
    names = [lab.box for lab in map_labels(geo)]
    tokens = {}
    for sh, z in where.items():
        t = art.ship_token((200, 40, 40), int(geo.unit * 0.42), 0).get_rect()
        t.center = view.ship_pts[sh]
        tokens[sh] = t
        assert geo.harbour[z].inflate(4, 4).contains(t), (D.ZONE_ID[z], t, geo.harbour[z])
        assert t.collidelist(names) < 0, D.ZONE_ID[z]
        assert t.collidelist(geo.cells) < 0, D.ZONE_ID[z]
        assert geo.place_at(t.center) == D.SEA0 + z
    for sh, t in tokens.items():
        for other, o in tokens.items():
            if other != sh:
                assert not t.inflate(-4, -4).colliderect(o.inflate(-4, -4))


def test_a_ship_alone_rides_in_the_middle_of_its_block(screen):  # noqa: F811
    s = RULES.new_game(2, 11, QUICK)
    where = _at_sea(s, {0: 1})
    view = make_view(2)
    show(view, s, screen[(1280, 800)])
    (sh, z), = where.items()
    assert abs(view.ship_pts[sh][0] - view.geo.harbour[z].centerx) <= 2


def test_a_ship_with_nobles_aboard_shows_their_number(screen):  # noqa: F811
    u = 40
    bare = art.ship_token((200, 40, 40), int(u * 0.42), 0)
    one = art.ship_token((200, 40, 40), int(u * 0.42), 1)
    two = art.ship_token((200, 40, 40), int(u * 0.42), 2)
    # the disc with the number grows the counter round its middle
    assert one.get_width() > bare.get_width() and one.get_height() > bare.get_height()
    assert (one.get_width() - bare.get_width()) % 2 == 0
    assert pygame.image.tobytes(one, "RGBA") != pygame.image.tobytes(two, "RGBA")
    # and the number is big enough to read: a disc of 14 px or more
    assert one.get_height() - bare.get_height() >= 14


@pytest.mark.parametrize("size", list(SIZES))
def test_seven_factions_at_calais_stand_in_two_rows_inside_the_map(screen, size):  # noqa: F811
    """Calais lies at the map's edge: seven factions' stacks there (a Parliament at Calais)
    stand in a grid of tokens of 12 px or more, none over another, all inside Calais's
    square (issue 36: at 1366x768 stacks stay inside their squares)."""
    from game.kingmaker.board import nobles_of

    s = RULES.new_game(7, 11, QUICK)
    calais = next(a for a in range(D.N_AREAS) if D.AREA_KIND[a] == "continent")
    for seat in range(7):
        n = next(n for n in nobles_of(s, seat) if s.npos[n] >= 0)
        s.npos[n] = calais
    view = make_view(7, size)
    show(view, s, screen[size], size)
    here = [(pt, view.stack_size[(p, seat)]) for (p, seat), (pt, _n) in view.stacks.items()
            if p == calais]
    assert len(here) == 7
    assert len({pt[1] for pt, _d in here}) >= 2  # in rows
    cell = view.geo.cells[calais]
    for i, ((x, y), d) in enumerate(here):
        assert d >= 12
        disc = pygame.Rect(x - d // 2, y - d // 2, d, d)
        assert cell.contains(disc) and view.geo.map.contains(disc)
        for (x2, y2), _d in here[i + 1:]:
            assert abs(x - x2) >= d or abs(y - y2) >= d


def test_more_ships_than_slots_ride_closer_inside_the_block(screen):  # noqa: F811
    s = RULES.new_game(2, 11, QUICK)
    z = next(z for z in range(D.N_ZONES) if G.HARBOURS[z].cols == 2)
    where = _at_sea(s, {z: 6})
    view = make_view(2)
    show(view, s, screen[(1280, 800)])
    block = view.geo.harbour[z]
    xs = sorted(view.ship_pts[sh][0] for sh in where)
    assert len(set(xs)) == 6  # none hidden under another
    for sh in where:
        assert block.collidepoint(view.ship_pts[sh])
