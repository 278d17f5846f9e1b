"""The army rows of the Revolution map (five spaces a command section) in the board the
play scene really gives at 1366x768, 1280x800 and 1920x1080, two and five players: no row
covers a province's name or its printed values (limit, tax, VP), a settlement, or a
settlement's name, and no row covers another."""

from __future__ import annotations

import pytest
from revolution_boards import SIZES

from game import GAMES
from game.revolution import data as D

RULES = GAMES["revolution"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_no_army_row_covers_a_name_a_count_or_a_settlement(revolution_boards, display, size,
                                                           players):
    from ui.theme import INK, INK_SOFT, render
    from ui.views.revolution import art
    from ui.views.revolution.geometry import Geo

    geo = Geo(revolution_boards[(size, players)])
    rows = geo.region_rects
    assert len(rows) == len(D.REGIONS)
    printed = art.province_labels(geo)
    names = [f"{D.PROVINCES[k // 2]['name']} {'name' if k % 2 == 0 else 'values'}"
             for k in range(len(printed))]
    fs = max(9, int(geo.u * 1.05))
    texts = [render(st["name"], fs, INK, "bold") if D.IS_CITY[si] else
             render(st["name"], fs, INK_SOFT, "italic") for si, st in enumerate(D.SETTLEMENTS)]
    for si, r in enumerate(art.settlement_labels(geo, texts)):
        printed.append(r.move(geo.map.topleft))
        names.append(f"{D.SET_NAMES[si]} name")
        printed.append(art._marker(geo, si).move(geo.map.topleft))
        names.append(f"{D.SET_NAMES[si]} marker")
    for k, row in enumerate(rows):
        assert geo.map.contains(row), D.REGION_NAMES[k]
        hits = [names[i] for i in row.collidelistall(printed)]
        assert not hits, (size, D.REGION_NAMES[k], hits)
        others = [o for j, o in enumerate(rows) if j != k]
        assert row.collidelist(others) < 0, D.REGION_NAMES[k]
        for i in D.REGION_SPACES[k]:
            assert row.contains(geo.space_rects[i])
