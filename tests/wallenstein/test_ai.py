"""The Wallenstein heuristics: legal, bounded, and better than chance."""

from __future__ import annotations

from game.core import Rng
from game.wallenstein import RULES

H = RULES.heuristics


def test_evaluate_candidates_and_rollouts_are_sane():
    s = RULES.new_game(4, 6)
    rng = Rng(6)
    while RULES.to_act(s) is not None:
        vals = H.evaluate(s)
        assert len(vals) == 4 and all(0.0 <= v <= 1.0 for v in vals)
        legal = RULES.legal_actions(s)
        cand = H.candidates(s, legal)
        assert cand and all(c in legal for c in cand) and len(cand) <= max(8, len(legal) // 2)
        RULES.apply(s, H.rollout_action(s, rng))
    final = H.evaluate(s)
    best = max(range(4), key=lambda i: s.score[i])
    assert final[best] == max(final)


def test_rollout_policy_beats_random_play():
    wins = 0
    for seed in range(12):
        s = RULES.new_game(4, seed)
        rng = Rng(seed)
        while RULES.to_act(s) is not None:
            if RULES.to_act(s) == 0:
                a = H.rollout_action(s, rng)
            else:
                a = rng.choice(RULES.legal_actions(s))
            RULES.apply(s, a)
        wins += RULES.outcome(s).ranks[0] == 1
    assert wins >= 8


def test_policy_works_on_determinized_observations():
    s = RULES.new_game(5, 8)
    rng = Rng(8)
    for _ in range(400):
        if RULES.to_act(s) is None:
            break
        seat = RULES.to_act(s)
        world = RULES.determinize(RULES.observe(s, seat), seat, rng)
        a = H.rollout_action(world, rng)
        assert a in RULES.legal_actions(s)
        RULES.apply(s, a)
