"""Tigris decisions that show something hidden, which undo must not take back (issue 24):
the end of a game with hidden scores, and a commitment with a single possible answer."""

from __future__ import annotations

import pytest
from tigris_helpers import at, blank, leader, rack, tiles

from game import GAMES
from game.ai.agents import make_agent
from game.core import Rng
from game.match import Match, Seat
from game.tigris.actions import Commit, PlaceTile
from game.tigris.state import GREEN, PH_COMMIT, RED


@pytest.mark.parametrize("open_scores", [False, True])
def test_tigris_end_with_hidden_scores_is_a_reveal(open_scores):
    rules = GAMES["tigris"]
    seats = [Seat(f"P{i}") for i in range(3)]  # all human: undo would take one back
    m = Match(rules, seats, 5, {"open_scores": open_scores})
    rng = Rng(5)
    while not m.is_over():
        before = m.state.copy()
        events = m.play(rng.choice(rules.legal_actions(m.state)))
    end = next(e for e in events if e.kind == "game_over")
    assert end.reveal is not open_scores
    rules.apply(before, m.actions[-1])
    assert rules.is_over(before)
    if not open_scores:
        assert not m.can_undo(), "undo would cross the reveal of everyone's hidden points"


def _war_with_a_side_lacking_the_colour():
    """Seat 0 joins two trader kingdoms; seat 1 holds no market tile."""
    s = blank(2)
    tiles(s, RED, at(2, 4), at(7, 3))
    leader(s, 0, GREEN, at(3, 4))
    tiles(s, GREEN, at(4, 4))
    leader(s, 1, GREEN, at(7, 4))
    tiles(s, GREEN, at(6, 4), at(8, 4))
    rack(s, 0, green=2, black=1)
    rack(s, 1, black=3, blue=2)
    return s, PlaceTile(GREEN, at(5, 4))


def test_tigris_a_side_with_one_possible_commitment_is_still_asked():
    rules = GAMES["tigris"]
    s, move = _war_with_a_side_lacking_the_colour()
    rules.apply(s, move)
    assert s.phase == PH_COMMIT and rules.to_act(s) == 0
    rules.apply(s, Commit(1))
    # the defender has no market: it is asked all the same, with its single answer
    assert s.phase == PH_COMMIT and rules.to_act(s) == 1
    assert rules.legal_actions(s) == [Commit(0)]
    ev = rules.apply(s, Commit(0))
    assert any(e.kind == "conflict_resolved" for e in ev)
    assert [e.data["count"] for e in ev if e.kind == "commit"] == [0]


def test_tigris_a_single_commitment_is_recorded_as_the_seat_s_own_decision():
    """The computer defender's answer is its own move in the match (so an undo that never
    crosses another seat's decision stops at it), not a side effect of the human's."""
    rules = GAMES["tigris"]
    s, move = _war_with_a_side_lacking_the_colour()
    m = Match(rules, [Seat("Ann"), Seat("Bot", kind="ai")], 1)
    m.state = s
    m.play(move)
    m.play(Commit(1))
    assert m.to_act() == 1 and not m.is_over()  # the computer seat decides
    m.play(rules.legal_actions(m.state)[0])
    assert m.actions[-2:] == [Commit(1), Commit(0)] and m.actors[-2:] == [0, 1]


def test_tigris_search_treats_a_single_commitment_as_the_seat_s_decision():
    rules = GAMES["tigris"]
    s, move = _war_with_a_side_lacking_the_colour()
    rules.apply(s, move)
    rules.apply(s, Commit(1))
    for level in ("easy", "normal"):
        agent = make_agent(level, iterations=40)
        assert agent.choose(rules, rules.observe(s, 1), 1, seed=3) == Commit(0)
