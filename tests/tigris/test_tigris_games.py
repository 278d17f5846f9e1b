"""Random full games with invariants, illegal actions, hidden information, texts."""

from __future__ import annotations

import pytest
from tigris_helpers import at, blank, leader, play, rack, tiles

from game.core import IllegalAction, Rng
from game.tigris import RULES
from game.tigris.actions import (
    ACTION_TYPES,
    EndTurn,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
)
from game.tigris.engine import kingdoms, leaders_in
from game.tigris.state import DOWN, PH_ACTION, RED, TILE_COUNTS


def check_invariants(s) -> None:
    on_board = sum(1 for t in s.tile if 0 <= t <= DOWN)
    total = on_board + sum(map(sum, s.racks)) + sum(s.bag) + sum(map(sum, s.swapped)) \
        + sum(s.removed)
    assert total == sum(TILE_COUNTS) == 153
    for c in range(4):
        face_up = sum(1 for t in s.tile if t == c)
        held = sum(r[c] for r in s.racks) + s.bag[c] + sum(w[c] for w in s.swapped)
        assert face_up + held + s.removed[c] <= TILE_COUNTS[c]
    assert all(len([x for x in r if x < 0]) == 0 for r in s.racks)
    assert s.rack_n == [sum(r) for r in s.racks]
    for i, pos in enumerate(s.leader_pos):
        if pos >= 0:
            assert s.leader[pos] == i
            assert any(s.tile[y] == RED for y in s.board.neigh[pos]), "leader without temple"
            assert not s.board.river[pos]
    if s.phase == PH_ACTION:
        lab, n = kingdoms(s)
        for k in range(n):
            colours = [i & 3 for i in leaders_in(s, lab, k)]
            assert len(colours) == len(set(colours)), "two leaders of one colour"
            if 3 in colours:  # a trader leaves at most one treasure in its kingdom
                assert sum(1 for x in s.board.temples if s.treasure[x] and lab[x] == k) <= 1
        assert s.unify_sq == -1


def play_random(players: int, seed: int, options=None, policy: str = "legal"):
    s = RULES.new_game(players, seed, options)
    rng = Rng(seed)
    steps = 0
    while not RULES.is_over(s):
        if policy == "legal":
            acts = RULES.legal_actions(s)
            # favour building over swapping so that games develop
            build = [a for a in acts if type(a) not in (SwapTiles, EndTurn)]
            a = rng.choice(build if build and rng.random() < 0.97 else acts)
        else:
            a = RULES.heuristics.rollout_action(s, rng)
        RULES.apply(s, a)
        check_invariants(s)
        steps += 1
        assert steps < 5000
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_keep_the_invariants(players, seed):
    s = play_random(players, seed)
    out = RULES.outcome(s)
    assert s.end_reason in ("bag", "treasures")
    assert len(out.ranks) == players and min(out.ranks) == 1
    assert all(len(rows) == 6 for rows in out.breakdown)


@pytest.mark.parametrize("players", [2, 4])
def test_rollout_games_end(players):
    s = play_random(players, 7, policy="rollout")
    assert RULES.is_over(s)


@pytest.mark.parametrize("opts", [{"english_variant": True},
                                  {"advanced_board": True, "buildings": True,
                                   "ziggurat": True}])
def test_random_games_with_options(opts):
    s = play_random(3, 5, opts)
    assert RULES.is_over(s)


def test_new_game_setup():
    for n in (2, 3, 4):
        s = RULES.new_game(n, 1)
        assert sum(s.bag) == 143 - 6 * n
        assert s.rack_n == [6] * n
        assert sum(s.treasure) == 10
        assert s.catastrophes == [2] * n
        assert s.leader_pos == [-1] * (4 * n)
        assert sum(1 for t in s.tile if t == RED) == 10
    with pytest.raises(ValueError):
        RULES.new_game(5, 1)


def test_illegal_actions_leave_the_state_unchanged():
    s = blank(2)
    rack(s, 0, blue=1, red=1)
    tiles(s, RED, at(4, 4), at(6, 4))
    leader(s, 1, 0, at(4, 5))
    leader(s, 1, 2, at(6, 5))
    cases = [
        (PlaceTile(2, at(8, 3)), "A farm must go on a river square."),
        (PlaceTile(1, at(4, 0)), "Only farms may go on river squares."),
        (PlaceTile(0, at(8, 3)), "You have no such tile."),
        (PlaceTile(1, at(4, 4)), "A tile must go on an empty square."),
        (PlaceLeader(0, at(4, 0)), "A leader can never stand on a river square."),
        (PlaceLeader(0, at(10, 4)), "A leader must stand next to a temple."),
        (PlaceLeader(0, at(5, 4)), "A leader may not join two kingdoms."),
    ]
    for action, reason in cases:
        before = s.copy()
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s, action)
        assert str(err.value) == reason
        assert err.value.text("it") != reason
        assert s == before
    assert RULES.describe(PlaceTile(1, at(3, 4)), "en") == "places a temple on D5"
    assert RULES.describe(PlaceTile(1, at(3, 4)), "it") == "piazza un tempio in D5"


def test_three_kingdoms_cannot_be_joined_by_a_tile():
    s = blank(3)
    tiles(s, RED, at(4, 4), at(6, 4), at(5, 5))
    leader(s, 0, 0, at(3, 4))
    leader(s, 1, 0, at(7, 4))
    leader(s, 2, 0, at(5, 6))
    rack(s, 0, green=1)
    assert kingdoms(s)[1] == 3
    before = s.copy()
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, PlaceTile(3, at(5, 4)))
    assert "three kingdoms" in str(err.value) and s == before
    assert PlaceTile(3, at(5, 4)) not in RULES.legal_actions(s)


def test_observe_hides_racks_scores_and_bag_order():
    s = RULES.new_game(3, 9)
    rng = Rng(9)
    for _ in range(40):
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    a = RULES.observe(s, 0)
    assert a.racks[0] == s.racks[0]
    assert a.racks[1] == [0, 0, 0, 0] and a.rack_n[1] == s.rack_n[1]
    assert a.scores[1] == [0, 0, 0, 0] and a.scores[0] == s.scores[0]
    # a world that differs only in hidden things looks the same
    other = RULES.determinize(s, 0, Rng(4))
    assert other.racks[1:] != s.racks[1:] or other.racks == s.racks
    assert RULES.observe(other, 0) == a
    # open scoring shows everybody's points
    s2 = RULES.new_game(2, 9, {"open_scores": True})
    s2.scores[1][2] = 4
    assert RULES.observe(s2, 0).scores[1][2] == 4


def test_scores_are_shown_to_everyone_once_the_game_is_over():
    s = RULES.new_game(2, 5)
    rng = Rng(5)
    while RULES.to_act(s) is not None:
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    seen = RULES.observe(s, 0)
    assert not seen.scores_hidden
    assert seen.scores[1] == s.scores[1] and any(s.scores[1])


def test_draw_events_are_private_reveals():
    s = blank(2)
    rack(s, 0, black=2)
    ev = play(s, PlaceTile(0, at(8, 3)), PlaceTile(0, at(10, 3)))
    drawn = [e for e in ev if e.kind == "tiles_drawn"]
    assert drawn and all(e.private and e.reveal and e.seat is not None for e in drawn)
    for e in ev:
        if e.kind == "score":
            assert e.private


def test_every_action_type_and_event_is_described():
    s = RULES.new_game(4, 3)
    rng = Rng(3)
    kinds = set()
    while not RULES.is_over(s):
        for a in RULES.legal_actions(s)[:50]:
            for lang in ("en", "it"):
                assert RULES.describe(a, lang).strip()
        ev = RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
        for e in ev:
            kinds.add(e.kind)
            for lang in ("en", "it"):
                line = RULES.describe_event(e, lang)
                assert line is None or line.strip()
    assert {"tile_placed", "tiles_drawn", "turn_end", "game_over"} <= kinds
    assert set(ACTION_TYPES) >= {"PlaceTile", "Commit", "TakeTreasure"}


def test_describe_every_action_class_in_both_languages():
    samples = {
        "PlaceLeader": (1, 20), "MoveLeader": (0, 21), "WithdrawLeader": (3,),
        "PlaceTile": (2, 4), "PlaceCatastrophe": (5,), "SwapTiles": ((1, 0, 2, 0),),
        "EndTurn": (), "Commit": (2,), "ChooseWar": (3,), "BuildMonument": (0, 40),
        "DeclineMonument": (), "TakeTreasure": (17,), "PlaceBuilding": (2, 36),
        "DeclineBuilding": (), "BuildZiggurat": (60,), "ZigguratIncome": (1,),
    }
    assert set(samples) == set(ACTION_TYPES)
    texts = set()
    for name, args in samples.items():
        a = ACTION_TYPES[name](*args)
        en, it = RULES.describe(a, "en"), RULES.describe(a, "it")
        assert en.strip() and it.strip() and en != it
        texts.add(en)
    assert len(texts) == len(samples)
    assert RULES.describe(ACTION_TYPES["MoveLeader"](2, 0), "it") == "sposta l'agricoltore in A1"
    assert RULES.describe(ACTION_TYPES["BuildZiggurat"](-1), "en") == "declines the ziggurat"


def test_remembered_kingdoms_follow_the_board_and_are_private_copies():
    s = blank(2)
    tiles(s, RED, at(4, 4))
    leader(s, 0, 0, at(3, 4))
    leader(s, 1, 0, at(6, 4))
    lab, n = kingdoms(s)
    assert n == 2 and lab[at(4, 4)] == lab[at(3, 4)] != lab[at(6, 4)]
    lab[at(6, 4)] = 99  # a caller scribbling on its labels changes nothing remembered
    assert kingdoms(s)[0][at(6, 4)] != 99
    # a tile written straight into the board joins the two kingdoms at the next call
    s.tile[at(5, 4)] = RED
    lab, n = kingdoms(s)
    assert n == 1 and lab[at(6, 4)] == lab[at(3, 4)] == 0
    # the wall square (a unification during war) splits them again
    assert kingdoms(s, at(5, 4))[1] == 2
