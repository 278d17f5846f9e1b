"""Options: advanced board, civilization buildings, ziggurat, open scoring."""

from __future__ import annotations

import pytest
from tigris_helpers import at, blank, leader, play, rack, tiles

from game.core import IllegalAction
from game.tigris import RULES
from game.tigris.actions import (
    BuildZiggurat,
    DeclineBuilding,
    EndTurn,
    PlaceBuilding,
    PlaceCatastrophe,
    PlaceTile,
    ZigguratIncome,
)
from game.tigris.state import (
    BLACK,
    BLUE,
    DOWN,
    GREEN,
    PH_ACTION,
    PH_BUILDING,
    PH_ZIGGURAT,
    PH_ZIGGURAT_INCOME,
    RED,
)


def test_option_list():
    keys = {o.key for o in RULES.options}
    assert keys == {"english_variant", "open_scores", "advanced_board", "buildings",
                    "ziggurat"}
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, {"no_such_option": True})


def test_advanced_board_outer_treasures_are_taken_first():
    s = blank(2, options={"advanced_board": True})
    board = s.board
    assert len(board.temples) == 14 and all(s.treasure[x] for x in board.temples)
    assert at(4, 9) in board.priority and at(7, 7) not in board.priority
    # seat 0's trader by the outer temple E10 reaches the inner temple H8
    leader(s, 0, GREEN, at(3, 9))
    tiles(s, BLACK, at(4, 8), at(4, 6), at(5, 6), at(6, 6))
    tiles(s, BLUE, at(4, 7))
    rack(s, 0, black=1)
    play(s, PlaceTile(BLACK, at(7, 6)))
    assert s.treasures[0] == 1
    assert s.treasure[at(4, 9)] == 0 and s.treasure[at(7, 7)] == 1
    assert s.phase == PH_ACTION


def test_buildings_double_points_and_protection():
    s = blank(2, options={"buildings": True})
    tiles(s, RED, at(5, 4), at(6, 4))
    leader(s, 0, RED, at(7, 4))
    tiles(s, RED, at(8, 5))
    rack(s, 0, red=3)
    play(s, PlaceTile(RED, at(4, 4)))  # a line of 3 temples E5-G5
    assert s.scores[0][RED] == 1
    assert s.phase == PH_BUILDING
    play(s, PlaceBuilding(RED, at(5, 4)))
    assert s.buildings[RED] == at(5, 4)
    play(s, EndTurn())  # seat 1
    s.active, s.actions_left = 0, 2
    play(s, PlaceTile(RED, at(3, 4)))  # the library is in this kingdom: 2 points
    assert s.scores[0][RED] == 3
    # the line grew to D5-G5 but the library already stands on it: nothing to offer
    assert s.buildings[RED] == at(5, 4) and s.phase == PH_ACTION
    s.catastrophes[0] = 1
    with pytest.raises(IllegalAction):
        RULES.apply(s, PlaceCatastrophe(at(5, 4)))


def test_building_moves_only_to_a_longer_line():
    s = blank(2, options={"buildings": True})
    tiles(s, BLUE, at(4, 7), at(5, 7), at(6, 7))
    s.buildings[BLUE] = at(5, 7)
    tiles(s, BLUE, at(9, 8), at(10, 8))
    rack(s, 0, blue=2)
    play(s, PlaceTile(BLUE, at(11, 8)))  # another line of 3: not longer
    assert s.phase == PH_ACTION and s.buildings[BLUE] == at(5, 7)
    play(s, PlaceTile(BLUE, at(8, 8)))  # now 4 farms J9-L9... (I9-L9): longer
    assert s.phase == PH_BUILDING
    opts = {a.square for a in RULES.legal_actions(s) if type(a) is PlaceBuilding}
    assert opts == {at(8, 8), at(9, 8), at(10, 8), at(11, 8)}
    play(s, PlaceBuilding(BLUE, at(9, 8)))
    assert s.buildings[BLUE] == at(9, 8)
    assert DeclineBuilding() != EndTurn()


def test_ziggurat_and_its_income():
    s = blank(2, options={"ziggurat": True})
    tiles(s, BLACK, at(8, 2), at(7, 3), at(9, 3))
    tiles(s, RED, at(10, 3))
    leader(s, 0, BLACK, at(10, 4) - 16 + 16)  # K5, next to the temple K4
    rack(s, 0, black=2)
    play(s, PlaceTile(BLACK, at(8, 4)))
    assert s.phase == PH_ACTION  # no plus yet (the centre I4 is empty)
    play(s, PlaceTile(BLACK, at(8, 3)))
    assert s.phase == PH_ZIGGURAT
    play(s, BuildZiggurat(at(8, 3)))
    assert s.ziggurat == at(8, 3)
    for x in (at(8, 3), at(8, 2), at(7, 3), at(9, 3), at(8, 4)):
        assert s.tile[x] == DOWN
    # end of the turn: the king shares the ziggurat's kingdom -> a point of any colour
    assert s.phase == PH_ZIGGURAT_INCOME and RULES.to_act(s) == 0
    play(s, ZigguratIncome(RED))
    assert s.scores[0][RED] == 1 and s.active == 1
