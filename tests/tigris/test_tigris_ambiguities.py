"""Every ambiguity of the rules reference (section 18, A1-A22) with the resolution chosen."""

from __future__ import annotations

import itertools

import pytest
from tigris_helpers import at, blank, leader, play, play_asked, rack, tiles

from game.core import IllegalAction, Rng
from game.tigris import RULES
from game.tigris.actions import (
    BuildMonument,
    ChooseWar,
    Commit,
    DeclineMonument,
    EndTurn,
    MoveLeader,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
    TakeTreasure,
)
from game.tigris.engine import kingdoms
from game.tigris.rules import final_totals
from game.tigris.state import (
    BLACK,
    BLUE,
    BOARDS,
    CATASTROPHE,
    DOWN,
    EMPTY,
    GREEN,
    MONUMENTS,
    PH_ACTION,
    PH_COMMIT,
    PH_MONUMENT,
    PH_OVER,
    PH_TREASURE,
    PH_WAR_COLOUR,
    RED,
)


def _refused(s, action, words: str) -> None:
    before = s.copy()
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, action)
    assert words in str(err.value)
    assert err.value.text("it") and err.value.text("it") != str(err.value)
    assert s == before


def test_a1_a_leader_links_leaderless_groups_but_never_two_kingdoms():
    s = blank(2)
    tiles(s, RED, at(4, 4), at(6, 4))
    play(s, PlaceLeader(BLACK, at(5, 4)))
    lab, n = kingdoms(s)
    assert n == 1 and lab[at(4, 4)] == lab[at(6, 4)] == lab[at(5, 4)]
    # two kingdoms: seat 1's king at E6 next to E5, seat 1's farmer at G6 next to G5
    s = blank(2)
    tiles(s, RED, at(4, 4), at(6, 4))
    leader(s, 1, BLACK, at(4, 5))
    leader(s, 1, BLUE, at(6, 5))
    _refused(s, PlaceLeader(RED, at(5, 4)), "two kingdoms")
    assert PlaceLeader(RED, at(5, 4)) not in RULES.legal_actions(s)


def _red_war():
    """Seat 0 (active) unifies its priest's kingdom with seat 1's stronger one at F5."""
    s = blank(2)
    tiles(s, RED, at(0, 4), at(1, 4), at(3, 4), at(4, 4))  # seat 0's side: 4 temples
    s.treasure[at(0, 4)] = 1
    leader(s, 0, RED, at(2, 4))
    leader(s, 0, BLUE, at(3, 5))  # keeps D5 next to a leader
    tiles(s, RED, at(6, 4), at(8, 4), at(9, 4), at(10, 4), at(11, 4))  # seat 1's: 5
    leader(s, 1, RED, at(7, 4))
    rack(s, 0, red=1)
    return s


def test_a2_the_unifying_tile_never_counts_and_stays():
    s = _red_war()
    ev = play_asked(s, PlaceTile(RED, at(5, 4)))
    war = next(e for e in ev if e.kind == "conflict")
    assert (war.data["attacker_strength"], war.data["defender_strength"]) == (4, 5)
    assert s.tile[at(5, 4)] == RED  # the unification temple was not removed
    assert s.unify_sq == -1


def test_a3_a4_priest_exception_and_war_points():
    s = _red_war()
    ev = play_asked(s, PlaceTile(RED, at(5, 4)))
    res = next(e for e in ev if e.kind == "conflict_resolved")
    assert res.data["winner"] == 1
    assert s.leader_pos[0 * 4 + RED] == -1
    removed = next(e for e in ev if e.kind == "removed")
    assert sorted(removed.data["squares"]) == [at(1, 4), at(4, 4)]
    assert s.tile[at(0, 4)] == RED  # carries a treasure
    assert s.tile[at(3, 4)] == RED  # next to seat 0's own farmer
    assert s.leader_pos[0 * 4 + BLUE] == at(3, 5)  # so the farmer keeps a temple
    assert s.scores[1][RED] == 3  # 1 priest + 2 removed temples; survivors give nothing


def test_a4_committed_tiles_never_score():
    # Mayfair FAQ: supporters 3 against 4, each side adds 2: the winner scores 4.
    s = blank(2)
    tiles(s, GREEN, at(1, 4), at(3, 4), at(4, 4))
    tiles(s, RED, at(2, 5))
    leader(s, 0, GREEN, at(2, 4))
    tiles(s, GREEN, at(6, 4), at(7, 4), at(9, 4), at(10, 4))
    tiles(s, RED, at(8, 5))
    leader(s, 1, GREEN, at(8, 4))
    rack(s, 0, green=3)
    rack(s, 1, green=2)
    play(s, PlaceTile(GREEN, at(5, 4)), Commit(2), Commit(2))
    assert s.scores[1][GREEN] == 4
    assert s.scores[0] == [0, 0, 0, 0]
    assert s.removed[GREEN] == 4 + 3


def test_a5_active_player_orders_wars_and_attacker_is_next_clockwise():
    s = blank(3)
    s.active = 2
    tiles(s, RED, at(1, 4), at(3, 4), at(5, 4), at(5, 5), at(7, 3))
    leader(s, 1, BLACK, at(2, 4))
    leader(s, 1, GREEN, at(3, 5))
    leader(s, 0, BLACK, at(6, 4))
    leader(s, 0, GREEN, at(6, 5))
    rack(s, 2, black=1)
    play_asked(s, PlaceTile(BLACK, at(4, 4)))
    assert s.phase == PH_WAR_COLOUR and RULES.to_act(s) == 2  # uninvolved, still orders
    ev = play_asked(s, ChooseWar(BLACK))
    # seats 0 and 1 fight; clockwise from seat 2 comes seat 0 first
    wars = [e.data for e in ev if e.kind == "conflict"]
    assert [(w["colour"], w["attacker"], w["defender"]) for w in wars] == [
        (BLACK, 0, 1), (GREEN, 0, 1)]
    assert s.scores[1][BLACK] == 1  # 0-0: the defender (seat 1) won the kings' war
    assert s.leader_pos[0 * 4 + BLACK] == -1


def test_a6_a_lost_revolt_may_be_retried_at_once():
    s = blank(2)
    tiles(s, RED, at(1, 4), at(3, 4), at(4, 4), at(6, 4), at(5, 5))
    leader(s, 1, RED, at(2, 4))
    rack(s, 0, red=3)
    rack(s, 1, red=3)
    play(s, PlaceLeader(RED, at(5, 4)), Commit(0), Commit(2))  # 3 against 4: lost
    assert s.leader_pos[RED] == -1 and s.actions_left == 1
    play(s, PlaceLeader(RED, at(5, 4)))  # same leader, same square, second action
    assert s.phase == PH_COMMIT and (s.c_att_base, s.c_def_base) == (3, 2)
    play(s, Commit(3), Commit(1))  # 6 against 3
    assert s.leader_pos[1 * 4 + RED] == -1 and s.scores[0][RED] == 1


def test_a7_non_active_trader_owner_chooses_the_treasure():
    s = blank(2)
    leader(s, 1, GREEN, at(4, 9))
    tiles(s, BLACK, at(6, 9), at(7, 9), at(9, 9), at(10, 9))
    rack(s, 0, black=1)
    play(s, PlaceTile(BLACK, at(8, 9)))
    assert s.phase == PH_TREASURE and RULES.to_act(s) == 1
    assert set(s.t_choices) == {at(5, 9), at(10, 10)}
    play(s, TakeTreasure(at(10, 10)))
    assert s.treasures[1] == 1 and s.treasure[at(5, 9)] == 1 and s.treasure[at(10, 10)] == 0
    assert s.phase == PH_ACTION and RULES.to_act(s) == 0 and s.actions_left == 1


def test_a7_corner_treasures_first_then_a_free_choice():
    s = blank(2)
    # a kingdom holding B8 (corner), F10 and K11: take the corner one, choose one more
    leader(s, 0, GREEN, at(2, 7))
    tiles(s, BLACK, at(2, 8), at(3, 8), at(4, 8), at(4, 9), at(6, 9), at(7, 9), at(8, 9),
          at(9, 9), at(10, 9))
    rack(s, 0, black=1)
    play(s, PlaceTile(BLACK, at(1, 8)))
    assert s.treasure[at(1, 7)] == 0 and s.treasures[0] == 1
    assert s.phase == PH_TREASURE and set(s.t_choices) == {at(5, 9), at(10, 10)}
    assert s.t_take == 1


def test_a8_fewer_than_two_actions():
    s = blank(2)
    rack(s, 0, black=2)
    play(s, PlaceTile(BLACK, at(8, 3)), EndTurn())
    assert s.active == 1 and s.actions_left == 2
    play(s, EndTurn())
    assert s.active == 0


def _three_treasures():
    s = blank(2, keep_temples=False)
    tiles(s, RED, at(1, 1), at(5, 9), at(10, 10), treasure=True)
    leader(s, 0, GREEN, at(4, 9))
    tiles(s, BLACK, at(6, 9), at(7, 9), at(9, 9), at(10, 9))
    rack(s, 0, black=2)
    return s


def test_a9_treasure_end_is_checked_at_the_end_of_the_turn():
    s = _three_treasures()
    play(s, PlaceTile(BLACK, at(8, 9)), TakeTreasure(at(5, 9)))
    assert sum(s.treasure) == 2 and not s.over and s.actions_left == 1
    assert RULES.legal_actions(s)
    play(s, PlaceTile(BLACK, at(14, 10)))
    assert s.over and s.end_reason == "treasures" and s.phase == PH_OVER
    assert RULES.to_act(s) is None and RULES.legal_actions(s) == []


def test_a10_bag_end_only_when_a_draw_fails():
    s = blank(2)
    s.bag = [0, 2, 0, 0]
    rack(s, 0, black=2, green=4)
    play(s, SwapTiles((2, 0, 0, 0)))  # the bag is exactly empty: the game goes on
    assert not s.over and sum(s.bag) == 0 and s.rack_n[0] == 6
    play(s, SwapTiles((0, 1, 0, 0)))  # cannot draw: the game ends mid-turn
    assert s.over and s.end_reason == "bag"


def test_a10_bag_end_at_refill():
    s = blank(2)
    s.bag = [1, 0, 0, 0]
    rack(s, 0, black=2)
    rack(s, 1, red=6)
    play(s, PlaceTile(BLACK, at(8, 3)))
    assert not s.over
    play(s, PlaceTile(BLACK, at(10, 3)))
    assert s.over and s.end_reason == "bag"


def test_a11_catastrophes():
    s = blank(2)
    tiles(s, RED, at(6, 4))
    leader(s, 1, BLACK, at(6, 5))
    s.catastrophes[0] = 2
    play(s, PlaceCatastrophe(at(4, 0)))  # an empty river square
    assert s.tile[at(4, 0)] == CATASTROPHE
    ev = play(s, PlaceCatastrophe(at(6, 4)))  # the king's only temple
    assert s.leader_pos[1 * 4 + BLACK] == -1
    assert any(e.kind == "leader_removed" for e in ev)
    assert s.removed[RED] == 1
    s = blank(2)
    leader(s, 1, BLACK, at(6, 2))
    _refused(s, PlaceCatastrophe(at(6, 2)), "leader")
    _refused(s, PlaceCatastrophe(at(5, 2)), "treasure")
    s.catastrophes[0] = 0
    _refused(s, PlaceCatastrophe(at(8, 3)), "catastrophe tiles left")


def test_a12_declined_monument_bars_that_square_only():
    s = blank(2)
    tiles(s, BLACK, at(4, 4), at(5, 4), at(4, 5))
    rack(s, 0, black=3)
    play(s, PlaceTile(BLACK, at(5, 5)))
    assert s.phase == PH_MONUMENT
    play(s, DeclineMonument())
    assert at(4, 4) in s.barred and s.phase == PH_ACTION
    # the same four squares are never offered again
    s.tile[at(5, 5)] = EMPTY
    s.racks[0][BLACK] += 1
    s.rack_n[0] += 1
    play(s, PlaceTile(BLACK, at(5, 5)))
    assert s.phase != PH_MONUMENT
    # a different block (E6 F6 E7 F7 ... here F5 G5 F6 G6) is a new chance
    tiles(s, BLACK, at(6, 4))
    s.active, s.actions_left = 0, 2
    play(s, PlaceTile(BLACK, at(6, 5)))
    assert s.phase == PH_MONUMENT
    assert {a.square for a in RULES.legal_actions(s) if type(a) is BuildMonument} == {at(5, 4)}


def test_a13_face_down_tiles_are_not_temples():
    s = blank(2)
    tiles(s, DOWN, at(4, 4), at(5, 4), at(4, 5), at(5, 5))
    s.monuments[0] = at(4, 4)
    _refused(s, PlaceLeader(BLACK, at(6, 4)), "next to a temple")
    _refused(s, PlaceCatastrophe(at(4, 4)), "monument")


def test_a14_end_of_turn_order():
    s = blank(3)
    red_black = MONUMENTS.index((RED, BLACK))
    tiles(s, DOWN, at(4, 4), at(5, 4), at(4, 5), at(5, 5))
    s.monuments[red_black] = at(4, 4)
    tiles(s, RED, at(7, 4))
    leader(s, 0, BLACK, at(6, 4))
    rack(s, 0, black=5)
    rack(s, 1, red=4)
    rack(s, 2, red=6)
    ev = play(s, EndTurn())
    kinds = [(e.kind, e.seat) for e in ev if e.kind in ("score", "tiles_drawn", "turn_end")]
    assert kinds == [("score", 0), ("tiles_drawn", 0), ("tiles_drawn", 1), ("turn_end", None)]
    assert s.scores[0] == [1, 0, 0, 0]  # the king only from the black half


def test_a15_full_tie_is_a_shared_place():
    s = blank(2)
    s.scores = [[3, 4, 5, 6], [6, 5, 4, 3]]
    s.phase, s.over = PH_OVER, True
    assert RULES.outcome(s).ranks == [1, 1]


def test_a16_treasures_go_where_they_help_most():
    s = blank(2)
    s.scores[0] = [5, 2, 3, 9]
    s.treasures[0] = 4
    best = max(tuple(sorted(s.scores[0][c] + split.count(c) for c in range(4)))
               for split in itertools.product(range(4), repeat=4))
    assert tuple(sorted(final_totals(s, 0))) == best == (4, 5, 5, 9)


def test_a17_a_moving_leader_is_lifted_first():
    s = blank(2)
    tiles(s, RED, at(1, 4), at(3, 4), at(5, 4))
    leader(s, 0, BLACK, at(0, 4))
    leader(s, 0, RED, at(2, 4))
    leader(s, 1, RED, at(6, 4))
    rack(s, 1, red=1)
    # lifted, the priest no longer links D5 to the king: E5 touches one kingdom only
    play(s, MoveLeader(RED, at(4, 4)))
    assert s.phase == PH_COMMIT and s.c_kind == 0 and (s.c_att, s.c_def) == (0, 1)
    s = blank(2)
    tiles(s, RED, at(1, 4), at(3, 4), at(5, 4))
    leader(s, 0, BLACK, at(3, 5))
    leader(s, 0, RED, at(2, 4))
    leader(s, 1, RED, at(6, 4))
    _refused(s, MoveLeader(RED, at(4, 4)), "two kingdoms")
    _refused(s, MoveLeader(RED, at(2, 4)), "already on that square")


def test_a18_one_leader_per_colour_per_player():
    s = blank(2)
    play(s, PlaceLeader(BLACK, at(5, 3)))
    _refused(s, PlaceLeader(BLACK, at(6, 2)), "already on the board")


def test_a19_discards_and_racks_are_hidden():
    s = blank(2)
    rack(s, 0, black=6)
    play(s, SwapTiles((3, 0, 0, 0)))
    obs = RULES.observe(s, 1)
    assert obs.swapped[0] == [0, 0, 0, 0] and obs.swapped_n[0] == 3
    assert obs.racks[0] == [0, 0, 0, 0] and obs.rack_n[0] == 6
    assert sum(obs.bag) == sum(s.bag) + 6 + 3
    assert RULES.observe(s, 0).swapped[0] == [3, 0, 0, 0]
    det = RULES.determinize(obs, 1, Rng(3))
    assert sum(det.racks[0]) == 6 and sum(det.swapped[0]) == 3 and det.bag_size() == s.bag_size()


def test_a20_one_unification_marker():
    s = _red_war()
    ev = play_asked(s, PlaceTile(RED, at(5, 4)))
    assert [e.kind for e in ev].count("unification") == 1
    assert [e.kind for e in ev].count("unification_removed") == 1


def test_a21_three_kingdoms_touching_the_unification_square():
    s = blank(2)
    tiles(s, RED, at(4, 4), at(2, 5), at(5, 5), at(7, 3))
    tiles(s, GREEN, at(4, 5), at(6, 4), at(8, 4))
    leader(s, 0, BLACK, at(3, 4))
    leader(s, 0, GREEN, at(3, 5))
    leader(s, 0, BLUE, at(5, 6))
    leader(s, 1, GREEN, at(7, 4))
    leader(s, 1, BLACK, at(7, 2))
    leader(s, 1, BLUE, at(6, 3))
    rack(s, 0, black=1)
    play_asked(s, PlaceTile(BLACK, at(5, 4)))
    assert s.phase == PH_WAR_COLOUR
    play_asked(s, ChooseWar(GREEN))  # 1 market against 2: seat 0 loses and its market goes
    assert s.tile[at(4, 5)] == EMPTY
    lab, _ = kingdoms(s, s.unify_sq)
    assert lab[at(3, 4)] != lab[at(5, 6)]  # seat 0's side is now two kingdoms
    assert s.phase == PH_WAR_COLOUR  # ... both still part of the merged kingdom
    assert {a.colour for a in RULES.legal_actions(s)} == {BLACK, BLUE}
    play_asked(s, ChooseWar(BLUE))
    assert s.leader_pos[0 * 4 + BLUE] == -1 and s.leader_pos[0 * 4 + BLACK] == -1
    assert s.unify_sq == -1 and s.phase == PH_ACTION


def test_a22_advanced_board_outer_treasures():
    prio = BOARDS["advanced"].priority
    assert len(prio) == 6 and at(9, 10) in prio and at(8, 10) not in prio
    s = RULES.new_game(3, 1, {"advanced_board": True})
    assert sum(s.treasure) == 14 and sum(s.bag) == 139 - 18


def test_english_variant_commitments():
    s = blank(2, options={"english_variant": True})
    tiles(s, RED, at(1, 4), at(3, 4), at(4, 4), at(6, 4), at(5, 5))
    leader(s, 1, RED, at(2, 4))
    rack(s, 0, red=4)
    rack(s, 1, red=5)
    play(s, PlaceLeader(RED, at(5, 4)))  # 3 against 2: the attacker already leads
    assert [a.count for a in RULES.legal_actions(s)] == [0, 1, 2, 3, 4]
    play(s, Commit(1))  # 4 against 2: the defender may only tie, with exactly 2
    assert [a.count for a in RULES.legal_actions(s)] == [0, 2]
    _refused(s, Commit(3), "cannot commit 3")
    play(s, Commit(2))
    assert s.scores[1][RED] == 1


def test_english_variant_attacker_must_get_ahead():
    s = blank(2, options={"english_variant": True})
    tiles(s, RED, at(1, 4), at(3, 4), at(2, 5))
    leader(s, 1, RED, at(2, 4))
    rack(s, 0, red=4)
    rack(s, 1, red=5)
    play(s, PlaceLeader(RED, at(4, 4)))  # 1 against 3: needs 3 more to get ahead
    assert [a.count for a in RULES.legal_actions(s)] == [0, 3, 4]
