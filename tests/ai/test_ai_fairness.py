"""Fairness: an AI's decision depends only on what its seat can see.

For every game with hidden information (and the toy game) positions are reached
by random play; for the seat to act a *variant* state is built that agrees with
everything that seat sees and differs in what it cannot see: the game's own
``hidden_variant(state, seat, rng)`` when it offers one, otherwise a
determinization of the seat's observation (by definition a full state consistent
with that view, other hands and deck order drawn afresh). Then:

- both states give structurally equal observations (observe is canonical);
- easy, normal and hard (fixed iterations, same seed) choose the same action.
"""

from __future__ import annotations

import pytest

from game import GAMES
from game.ai import choose_action
from game.ai.compare import state_diff
from game.core import Rng
from tests.ai import toygame

HIDDEN = {gid: r for gid, r in GAMES.items() if getattr(r, "hidden_information", False)}
CASES = [toygame.RULES, *HIDDEN.values()]
IDS = ["toy", *HIDDEN]


def positions(rules, players: int, seed: int, stops: tuple[int, ...]):
    """States after ``stops`` random plies (those reached before the game ends)."""
    rng = Rng(seed)
    s = rules.new_game(players, seed)
    ply = 0
    for stop in stops:
        while ply < stop and rules.to_act(s) is not None:
            acts = rules.legal_actions(s)
            rules.apply(s, acts[rng.randrange(len(acts))])
            ply += 1
        if rules.to_act(s) is None:
            return
        yield s.copy()


def variant(rules, state, seat: int, rng: Rng):
    make = getattr(rules, "hidden_variant", None)
    if make is not None:
        return make(state, seat, rng)
    return rules.determinize(rules.observe(state, seat), seat, rng)


def same_action(a, b) -> bool:
    return type(a) is type(b) and a == b


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_decision_ignores_what_the_seat_cannot_see(rules):
    players = max(rules.min_players, 3 if rules.max_players >= 3 else 2)
    differed = 0
    for s in positions(rules, players, 5, (0, 7, 19)):
        seat = rules.to_act(s)
        other = variant(rules, s, seat, Rng(99))
        if state_diff(s, other) is not None:
            differed += 1
        obs, obs2 = rules.observe(s, seat), rules.observe(other, seat)
        assert state_diff(obs, obs2) is None, state_diff(obs, obs2)
        for level in ("easy", "normal", "hard"):
            a = choose_action(rules, obs, seat, level, 42, iterations=25)
            b = choose_action(rules, obs2, seat, level, 42, iterations=25)
            assert same_action(a, b), (level, a, b)
    assert differed, "the variant states never differed: the test proved nothing"


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_determinization_agrees_with_the_observation(rules):
    players = rules.min_players
    for s in positions(rules, players, 8, (0, 11)):
        for seat in range(players):
            obs = rules.observe(s, seat)
            d = rules.determinize(obs, seat, Rng(seat + 1))
            assert state_diff(rules.observe(d, seat), obs) is None
            assert rules.to_act(d) == rules.to_act(s)


def test_toy_observation_hides_the_other_hand():
    s = toygame.RULES.new_game(2, 1)
    other = s.copy()
    other.hands[1], other.deck[:3] = other.deck[:3], other.hands[1]
    assert state_diff(s, other) is not None
    assert state_diff(toygame.RULES.observe(s, 0), toygame.RULES.observe(other, 0)) is None
    assert state_diff(toygame.RULES.observe(s, 1), toygame.RULES.observe(other, 1)) is not None


def test_state_diff_names_the_first_difference():
    a = toygame.RULES.new_game(2, 1)
    b = a.copy()
    assert state_diff(a, b) is None
    b.rng.next64()
    assert "rng" in state_diff(a, b)
    b = a.copy()
    b.hands[1][0] += 1
    assert state_diff(a, b).startswith("state.hands[1][0]")
    assert state_diff({"x": [1, (2, 3)]}, {"x": [1, (2, 4)]}) == "state['x'][1][1]: 3 != 4"
