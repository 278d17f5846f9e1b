"""The AI heuristics: values in range, legal fast rollouts, pruned candidates."""

from __future__ import annotations

from tigris_helpers import at, blank, leader, play, rack, tiles

from game.core import Rng
from game.tigris import RULES
from game.tigris.actions import (
    Commit,
    EndTurn,
    MoveLeader,
    PlaceLeader,
    PlaceTile,
    WithdrawLeader,
)
from game.tigris.engine import kingdoms
from game.tigris.state import BLACK, PH_ACTION, RED

H = RULES.heuristics


def test_evaluate_rollout_and_candidates_along_a_game():
    s = RULES.new_game(3, 12)
    rng = Rng(12)
    while not RULES.is_over(s):
        vals = H.evaluate(s)
        assert len(vals) == 3 and all(0.0 <= v <= 1.0 for v in vals)
        legal = RULES.legal_actions(s)
        a = H.rollout_action(s, rng)
        assert a in legal
        cands = H.candidates(s, legal)
        assert cands and all(c in legal for c in cands)
        if s.phase == PH_ACTION and len(legal) > 100:
            assert len(cands) < len(legal) // 3
            assert any(type(c) in (PlaceLeader, MoveLeader, WithdrawLeader) for c in cands)
        RULES.apply(s, a)
    vals = H.evaluate(s)
    assert max(vals) > 0.3 and abs(sum(vals) - 1.0) < 1e-9


def test_evaluate_prefers_the_stronger_weakest_colour():
    s = blank(2)
    s.scores = [[4, 4, 4, 4], [9, 9, 9, 1]]
    v = H.evaluate(s)
    assert v[0] > v[1]


def test_rollout_commits_to_win_when_it_can():
    s = blank(2)
    tiles(s, RED, at(1, 4), at(3, 4), at(4, 4), at(6, 4), at(5, 5))
    leader(s, 1, RED, at(2, 4))
    rack(s, 0, red=1, black=5)
    rack(s, 1, red=3, black=3)
    play(s, PlaceLeader(RED, at(5, 4)))  # 3 against 2; the attacker has one temple
    assert H.rollout_action(s, Rng(1)) in (Commit(0), Commit(1))
    play(s, Commit(1))  # 4 against 2: the defender ties with exactly 2
    assert H.rollout_action(s, Rng(1)) == Commit(2)


def test_rollout_scores_with_its_own_leader():
    s = blank(2)
    tiles(s, RED, at(8, 3))
    for c, x in zip(range(4), (at(8, 4), at(7, 3), at(9, 3), at(8, 2)), strict=True):
        leader(s, 0, c, x)
    rack(s, 0, black=6)
    lab, _ = kingdoms(s)
    for seed in range(5):
        a = H.rollout_action(s, Rng(seed))
        assert type(a) is PlaceTile and a.colour == BLACK
        assert any(lab[y] == lab[at(8, 4)] for y in s.board.neigh[a.square])


def test_hidden_scores_are_guessed_from_the_viewer():
    s = blank(2)
    s.scores = [[6, 6, 6, 6], [2, 2, 2, 2]]
    obs = RULES.observe(s, 0)
    assert obs.scores[1] == [0, 0, 0, 0] and obs.score_base == (0, (6, 6, 6, 6))
    v = H.evaluate(obs)
    assert abs(v[0] - v[1]) < 0.05  # no runaway confidence from hidden zeros
    world = RULES.determinize(obs, 0, Rng(2))
    world.scores[1][RED] += 3  # seat 1 gains during a search
    assert H.evaluate(world)[1] > v[1]
    assert RULES.observe(s, 1).score_base == (1, (2, 2, 2, 2))
    assert RULES.observe(RULES.new_game(2, 1, {"open_scores": True}), 0).score_base is None


def test_no_passing_while_a_tile_scores_for_us():
    # Two normal AIs once passed 276 times in a 2-player game: the leader sat on its
    # lead. A tile that scores for us is always searched instead of a pass.
    s = blank(2)
    tiles(s, RED, at(8, 3))
    for c, x in zip(range(4), (at(8, 4), at(7, 3), at(9, 3), at(8, 2)), strict=True):
        leader(s, 0, c, x)
    rack(s, 0, black=3, red=3)
    legal = RULES.legal_actions(s)
    assert EndTurn() in legal and len(legal) > 30
    cands = H.candidates(s, legal)
    assert EndTurn() not in cands
    assert any(type(a) is PlaceTile for a in cands)
    # with no leader of ours on the board nothing scores, and passing stays a choice
    t = blank(2)
    tiles(t, RED, at(8, 3))
    rack(t, 0, black=3, red=3)
    assert EndTurn() in H.candidates(t, RULES.legal_actions(t))
