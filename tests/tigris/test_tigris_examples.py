"""The worked examples of the Italian rulebook (Examples 1-6, first round), as positions.

Positions and moves come from the registry the rules screen draws (game.tigris.examples),
so an example shown to players can never disagree with these tests.
"""

from __future__ import annotations

from tigris_helpers import play

from game.core import row_label
from game.examples import example, problems
from game.tigris import RULES
from game.tigris.actions import (
    BuildMonument,
    ChooseWar,
    Commit,
    DeclineBuilding,
    EndTurn,
    PlaceBuilding,
    PlaceLeader,
    PlaceTile,
)
from game.tigris.engine import kingdoms, temples_next_to
from game.tigris.examples import at
from game.tigris.rules import final_totals
from game.tigris.state import (
    BLACK,
    BLUE,
    DOWN,
    EMPTY,
    GREEN,
    MONUMENTS,
    PH_ACTION,
    PH_BUILDING,
    PH_COMMIT,
    PH_MONUMENT,
    PH_OVER,
    PH_WAR_COLOUR,
    RED,
)


def test_example_1_revolt_tie_goes_to_the_defender():
    # Defender (seat 1) priest with 2 adjacent temples; attacker (seat 0) joins with 3.
    ex = _example("example_1")
    s = ex.build()
    assert ex.steps == (PlaceLeader(RED, at(5, 4)), Commit(2), Commit(3))
    ev = play(s, PlaceLeader(RED, at(5, 4)))
    assert s.phase == PH_COMMIT and RULES.to_act(s) == 0
    assert (s.c_att_base, s.c_def_base) == (3, 2)
    revolt = next(e for e in ev if e.kind == "conflict").data
    assert sorted(revolt["attacker_side"]) == [at(4, 4), at(6, 4), at(5, 5)]
    assert sorted(revolt["defender_side"]) == [at(1, 4), at(3, 4)]
    play(s, Commit(2))
    assert RULES.to_act(s) == 1  # the defender decides after seeing the attacker
    ev = play(s, Commit(3))
    res = next(e for e in ev if e.kind == "conflict_resolved")
    assert (res.data["attacker_total"], res.data["defender_total"]) == (5, 5)
    assert res.data["winner"] == 1
    assert s.scores[1][RED] == 1 and s.scores[0] == [0, 0, 0, 0]
    assert s.leader_pos[0 * 4 + RED] == -1  # the attacker's priest went home
    assert s.leader_pos[1 * 4 + RED] == at(2, 4)
    assert s.removed[RED] == 5  # all committed temples leave the game
    assert s.racks[0][RED] == 2 and s.racks[1][RED] == 0
    assert s.phase == PH_ACTION and s.actions_left == 1


def _example(example_id: str):
    ex = example("tigris", example_id)
    assert problems(ex, ex.build()) == []  # a position the rules allow
    return ex


def test_example_2_two_colour_war_active_player_orders():
    # Lion (seat 0, active): king + trader + 1 market; Pot (seat 1): king + trader,
    # 2 markets that are the only link from Pot's king to the unification square.
    ex = _example("example_2")
    assert ex.steps == (PlaceTile(GREEN, at(5, 4)), ChooseWar(GREEN), Commit(4), Commit(1),
                        EndTurn())
    s = ex.build()
    play(s, PlaceTile(GREEN, at(5, 4)))
    assert s.unify_sq == at(5, 4)
    assert s.phase == PH_WAR_COLOUR and RULES.to_act(s) == 0
    assert {a.colour for a in RULES.legal_actions(s)} == {BLACK, GREEN}
    ev = play(s, ChooseWar(GREEN))
    war = next(e for e in ev if e.kind == "conflict")
    assert war.data["attacker_side"] == [at(4, 4)]
    assert war.data["defender_side"] == [at(6, 4), at(7, 4)]
    assert (s.c_att, s.c_def) == (0, 1)
    assert (s.c_att_base, s.c_def_base) == (1, 2)  # the unifying market counts for nobody
    play(s, Commit(4))
    ev = play(s, Commit(1))
    res = next(e for e in ev if e.kind == "conflict_resolved")
    assert (res.data["attacker_total"], res.data["defender_total"]) == (5, 3)
    assert s.scores[0][GREEN] == 3  # 1 leader + 2 removed markets
    assert s.leader_pos[1 * 4 + GREEN] == -1
    assert s.tile[at(6, 4)] == EMPTY and s.tile[at(7, 4)] == EMPTY
    assert s.tile[at(4, 4)] == GREEN and s.tile[at(5, 4)] == GREEN
    assert s.removed[GREEN] == 7  # 5 committed + 2 removed
    # the kingdom split: the kings' war is avoided, the marker is gone
    assert s.leader_pos[0 * 4 + BLACK] == at(1, 4)
    assert s.leader_pos[1 * 4 + BLACK] == at(8, 4)
    assert s.unify_sq == -1 and s.phase == PH_ACTION
    assert not any(e.kind == "conflict" and e.data["colour"] == BLACK for e in ev)
    # the unifying tile gave no point
    assert s.scores[0][BLACK] == 0 and s.scores[1] == [0, 0, 0, 0]
    # "Alla fine del turno del giocatore attivo, anche tutti gli altri giocatori che hanno
    # impegnato tessere ... rinnovano le proprie tessere ... fino ad averne 6."
    ev = play(s, EndTurn())
    assert [(e.seat, e.data["count"]) for e in ev if e.kind == "tiles_drawn"] == [(0, 6),
                                                                                 (1, 6)]
    assert s.rack_n == [6, 6] and s.active == 1


def test_example_3_monument_from_temples_and_its_income():
    # Bull (seat 0) completes a 2x2 of temples; Lion (seat 1) has a trader whose only
    # temple is in the square and a priest that keeps another temple.
    ex = _example("example_3")
    s = ex.build()
    red_blue = MONUMENTS.index((BLUE, RED))
    assert ex.steps == (PlaceTile(RED, at(5, 5)), BuildMonument(red_blue, at(4, 4)),
                        EndTurn(), EndTurn())
    play(s, PlaceTile(RED, at(5, 5)))
    assert s.scores[1][RED] == 1  # Lion's priest scores the temple
    assert s.phase == PH_MONUMENT
    assert BuildMonument(red_blue, at(4, 4)) in RULES.legal_actions(s)
    ev = play(s, BuildMonument(red_blue, at(4, 4)))
    for x in (at(4, 4), at(5, 4), at(4, 5), at(5, 5)):
        assert s.tile[x] == DOWN
    assert s.leader_pos[1 * 4 + GREEN] == -1  # Lion's trader lost its only temple
    assert any(e.kind == "leader_removed" and e.data["reason"] == "no_temple" for e in ev)
    assert s.leader_pos[0 * 4 + BLUE] == at(6, 4)  # Bull's farmer keeps the temple at H5
    play(s, EndTurn())
    assert s.scores[0][BLUE] == 1  # Bull's farmer, end of Bull's turn
    assert s.scores[1][RED] == 1  # Lion collects only at the end of his own turn
    play(s, EndTurn())
    assert s.scores[1][RED] == 2


def test_example_4_points_first_then_the_corner_treasure():
    # Bull's farmer and Lion's trader share the kingdom of the corner temple B8; a
    # leaderless group of temples reaches the starting temple F10 (another treasure).
    ex = _example("example_4")
    s = ex.build()
    assert ex.steps == (PlaceTile(BLUE, at(3, 7)),)
    assert s.treasure[at(1, 7)] and s.treasure[at(5, 9)]
    ev = play(s, PlaceTile(BLUE, at(3, 7)))
    kinds = [e.kind for e in ev]
    assert kinds.index("score") < kinds.index("treasure")
    assert s.scores[1][BLUE] == 1  # Bull's farmer scores the farm
    assert s.treasures[0] == 1  # Lion's trader takes one treasure ...
    assert s.treasure[at(1, 7)] == 0  # ... and it must be the corner one
    assert s.treasure[at(5, 9)] == 1


def test_example_5_final_scoring_and_tie_breaks():
    # seats: 0 Pot, 1 Lion, 2 Bull, 3 Archer; colours [black, red, blue, green]
    s = _example("example_5").build()
    assert s.phase == PH_OVER and s.over
    out = RULES.outcome(s)
    assert out.scores == [11.0, 10.0, 10.0, 9.0]
    # Lion's 3 treasures go to his farms (7 -> 10), Archer's to his temples (6 -> 9)
    assert final_totals(s, 1) == [12, 10, 10, 14]
    assert final_totals(s, 3) == [22, 9, 10, 10]
    assert sorted(final_totals(s, 2))[2] == 11 < sorted(final_totals(s, 1))[2] == 12
    assert out.ranks == [1, 2, 3, 4]
    assert "weakest colour" in out.tiebreak_text("en") and out.tiebreak_text("it")
    rows = out.breakdown[1]
    assert ("Treasures", {}, 3) in rows and row_label(rows[-2], "it") == "Tesori"
    assert rows[-1][2] == 10


def test_example_6_buildings_need_a_line_of_three():
    """Esempio 6: a horizontal line of 3 farms (A) holds the granary, a vertical line of 3
    temples (B) the library; 3 markets not in line (C) cannot hold the market hall; a
    settlement placed at D completes a line and lets the player place the palace."""
    # A: farms H9 I9 + J9 -> the granary
    ex = _example("example_6a")
    s = ex.build()
    assert ex.steps == (PlaceTile(BLUE, at(9, 8)), PlaceBuilding(BLUE, at(8, 8)))
    play(s, PlaceTile(BLUE, at(9, 8)))
    assert s.phase == PH_BUILDING
    assert {(a.colour, a.square) for a in RULES.legal_actions(s) if type(a) is PlaceBuilding} \
        == {(BLUE, at(7, 8)), (BLUE, at(8, 8)), (BLUE, at(9, 8))}
    play(s, PlaceBuilding(BLUE, at(8, 8)))
    assert s.buildings == [-1, -1, at(8, 8), -1]
    # B: temples J3 J4 + J5 (vertical) -> the library
    ex = _example("example_6b")
    s = ex.build()
    assert ex.steps == (PlaceTile(RED, at(9, 4)), PlaceBuilding(RED, at(9, 3)))
    play(s, PlaceTile(RED, at(9, 4)))
    assert s.phase == PH_BUILDING
    assert {(a.colour, a.square) for a in RULES.legal_actions(s) if type(a) is PlaceBuilding} \
        == {(RED, at(9, 2)), (RED, at(9, 3)), (RED, at(9, 4))}
    play(s, PlaceBuilding(RED, at(9, 3)))
    assert s.buildings == [-1, at(9, 3), -1, -1]
    # C: markets F5 G5 + G6 form an L, not a line: no market hall
    ex = _example("example_6c")
    s = ex.build()
    assert ex.steps == (PlaceTile(GREEN, at(6, 5)),)
    play(s, PlaceTile(GREEN, at(6, 5)))
    assert s.phase == PH_ACTION and s.buildings[GREEN] == -1
    assert DeclineBuilding() not in RULES.legal_actions(s)
    # D: settlements D10 E10 + C10 -> the palace may be placed (or declined)
    ex = _example("example_6d")
    s = ex.build()
    assert ex.steps == (PlaceTile(BLACK, at(2, 9)), PlaceBuilding(BLACK, at(3, 9)))
    play(s, PlaceTile(BLACK, at(2, 9)))
    assert s.phase == PH_BUILDING and DeclineBuilding() in RULES.legal_actions(s)
    assert {a.square for a in RULES.legal_actions(s) if type(a) is PlaceBuilding} \
        == {at(2, 9), at(3, 9), at(4, 9)}
    play(s, PlaceBuilding(BLACK, at(3, 9)))
    assert s.buildings == [at(3, 9), -1, -1, -1]


def test_first_round_example_four_players():
    ex = _example("first_round")
    s = ex.build()
    assert ex.steps == (
        PlaceLeader(BLACK, at(8, 5)), PlaceLeader(RED, at(5, 3)), PlaceLeader(BLUE, at(6, 2)),
        PlaceTile(BLUE, at(4, 2)), PlaceLeader(BLACK, at(12, 4)), PlaceTile(RED, at(12, 5)),
        PlaceLeader(RED, at(5, 1)), Commit(3), Commit(0), PlaceTile(RED, at(6, 1)))
    assert s.racks == [[3, 2, 0, 1], [3, 0, 3, 0], [0, 2, 0, 4], [2, 4, 0, 0]]
    bag_before = sum(s.bag)
    # Turn 1, Paul: king next to I7, priest next to F3: two kingdoms
    play(s, PlaceLeader(BLACK, at(8, 5)), PlaceLeader(RED, at(5, 3)))
    assert s.active == 1 and s.rack_n[0] == 6
    assert kingdoms(s)[1] == 2
    # Turn 2, Olivia: farmer into the priest's kingdom, a farm on the river beside it
    play(s, PlaceLeader(BLUE, at(6, 2)))
    lab, n = kingdoms(s)
    assert n == 2 and lab[at(6, 2)] == lab[at(5, 3)]  # it expands the priest's kingdom
    ev = play(s, PlaceTile(BLUE, at(4, 2)))
    assert s.scores[1] == [0, 0, 1, 0]
    drawn = [e for e in ev if e.kind == "tiles_drawn"]
    assert [e.data["count"] for e in drawn] == [1] and drawn[0].private and drawn[0].reveal
    # Turn 3, Ben: king next to N5, a temple beside him scores red through the king
    play(s, PlaceLeader(BLACK, at(12, 4)), PlaceTile(RED, at(12, 5)))
    assert s.scores[2] == [0, 1, 0, 0]
    assert kingdoms(s)[1] == 3 and temples_next_to(s, at(12, 4)) == 2
    # Turn 4, Karen: priest into Paul's priest's kingdom: revolt 1 against 1
    play(s, PlaceLeader(RED, at(5, 1)))
    assert (s.c_att, s.c_def, s.c_att_base, s.c_def_base) == (3, 0, 1, 1)
    play(s, Commit(3), Commit(0))
    assert s.scores[3] == [0, 1, 0, 0] and s.removed[RED] == 3
    assert s.leader_pos[0 * 4 + RED] == -1
    ev = play(s, PlaceTile(RED, at(6, 1)))
    assert s.scores[3] == [0, 2, 0, 0]
    assert [e.data["count"] for e in ev if e.kind == "tiles_drawn"] == [4]
    assert s.active == 0 and all(n == 6 for n in s.rack_n)
    assert bag_before - sum(s.bag) == 1 + 1 + 4
