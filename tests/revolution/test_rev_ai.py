"""The Revolution heuristics: legal, bounded, and better than chance."""

from __future__ import annotations

from game.core import Rng
from game.revolution import RULES, ai

HEUR = RULES.heuristics


def test_evaluate_candidates_and_rollouts_are_sane():
    s = RULES.new_game(4, 6)
    rng = Rng(6)
    k = 0
    while RULES.to_act(s) is not None:
        legal = RULES.legal_actions(s)
        if k % 7 == 0:
            vals = HEUR.evaluate(s)
            assert len(vals) == 4 and all(0.0 <= v <= 1.0 for v in vals)
            assert abs(sum(vals) - 1.0) < 1e-9
        cand = HEUR.candidates(s, legal)
        assert cand and all(c in legal for c in cand)
        assert len(cand) <= max(9, len(legal))
        a = HEUR.rollout_action(s, rng)
        assert a in legal
        RULES.apply(s, a)
        k += 1
    final = HEUR.evaluate(s)
    scores = RULES.outcome(s).scores
    assert final[scores.index(max(scores))] == max(final)


def test_projection_reads_the_award_to_come():
    """Pieces placed now show in the projection before the award phase hands out cards."""
    from rev_helpers import clear_board, prov, put

    s = RULES.new_game(5, 2)
    clear_board(s)
    u = prov("utrecht")
    put(s, 3, u, 3)
    put(s, 0, u, 2)
    assert ai.virtual_cards(s)[1][u] == 3
    with_card = ai.projected_vp(s)[3]
    put(s, 0, u, 2)
    assert ai.virtual_cards(s)[1][u] == 0
    assert ai.projected_vp(s)[3] < with_card


def test_rollout_policy_beats_random_play():
    wins = 0
    games = 6
    for seed in range(games):
        s = RULES.new_game(5, seed)
        rng = Rng(seed)
        while RULES.to_act(s) is not None:
            if RULES.to_act(s) == 0:
                a = HEUR.rollout_action(s, rng)
            else:
                a = rng.choice(RULES.legal_actions(s))
            RULES.apply(s, a)
        out = RULES.outcome(s)
        wins += out.ranks[0] == 1  # chance alone: about 1 game in 5
    assert wins >= games // 2
