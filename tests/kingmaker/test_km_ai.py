"""The Kingmaker heuristics: answers to offers, evaluation, pruning."""

from __future__ import annotations

from fractions import Fraction

from km_util import area, blank, card, combat_card, on_top, put

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import ai as A
from game.kingmaker import data as D
from game.kingmaker.actions import Answer, Battle, Execute, Move, Offer, OfferAlliance, Ransom
from game.kingmaker.state import COMBAT


def _answer(s):
    return A.rollout_action(s, Rng(1))


def test_gift_accepted_and_trade_only_for_a_better_card():
    s = blank(2)
    put(s, "nob_percy", 0, area("york"))
    put(s, "nob_neville", 1, area("york"))
    s.hands[0] = [card("mrc_burgundian_crossbowmen_1"), card("mrc_saxon_foot_5")]
    s.hands[1] = [card("mrc_saxon_foot_6"), card("twn_bristol")]
    RULES.apply(s, Offer(1, card("mrc_saxon_foot_5"), 0))
    assert _answer(s) == Answer(True, -1)
    RULES.apply(s, Answer(True, -1))
    RULES.apply(s, Offer(1, card("mrc_burgundian_crossbowmen_1"), 1))
    # Burgundians (30) for the cheapest card of seat 1: a Saxon foot (10)
    assert _answer(s) in (Answer(True, card("mrc_saxon_foot_6")),
                          Answer(True, card("mrc_saxon_foot_5")))


def test_trade_of_a_cheap_card_for_a_dear_one_declined():
    s = blank(2)
    put(s, "nob_percy", 0, area("york"))
    put(s, "nob_neville", 1, area("york"))
    s.hands[0] = [card("mrc_saxon_foot_5")]
    s.hands[1] = [card("twn_bristol")]
    RULES.apply(s, Offer(1, card("mrc_saxon_foot_5"), 1))
    assert _answer(s) == Answer(False, -1)


def test_offensive_alliance_declined_and_strong_prisoner_executed():
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a, "off_marshal_of_england")
    neville = put(s, "nob_neville", 1, a)
    RULES.apply(s, OfferAlliance(1, percy))
    assert _answer(s) == Answer(False, -1)
    RULES.apply(s, Answer(False, -1))
    s.phase = COMBAT
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[percy, neville]))
    RULES.apply(s, Battle(a, 1, True))
    assert s.pending[0][0] == "captive"
    assert _answer(s) == Execute(neville)  # 50 troops: too dangerous to give back
    s2 = blank(2)
    percy = put(s2, "nob_percy", 0, a, "off_marshal_of_england")
    aud = put(s2, "nob_audley", 1, a)
    s2.hands[1] = [card("mrc_saxon_foot_5")]
    s2.phase = COMBAT
    on_top(s2, combat_card(ratio=Fraction(1, 1), avoid=[percy, aud]))
    RULES.apply(s2, Battle(a, 1, True))
    assert _answer(s2) == Ransom(aud, 1)


def test_evaluation_prefers_holding_the_senior_heirs():
    s = blank(2)
    put(s, "nob_percy", 0, D.LOC0 + D.LOC_INDEX["london"], "off_constable_of_the_tower")
    put(s, "nob_audley", 1, area("york"))
    v = A.evaluate(s)
    assert abs(sum(v) - 1) < 1e-9 and v[0] > v[1]


def test_candidates_prune_but_keep_fights_and_ending():
    s = RULES.new_game(3, 6)
    acts = RULES.legal_actions(s)
    if len(acts) > 8:
        c = A.candidates(s, acts)
        assert c and len(c) < len(acts) and set(c) <= set(acts)


def test_heuristics_hold_on_every_state_of_a_game():
    """Evaluation, pruning and the rollout policy on every state of mixed play."""
    for players, seed in ((4, 5), (6, 49)):
        s = RULES.new_game(players, seed, {"turn_limit": 10, "optional_cards": True})
        rng = Rng(seed)
        h = RULES.heuristics
        while s.to_act() is not None:
            acts = RULES.legal_actions(s)
            v = h.evaluate(s)
            assert len(v) == players and abs(sum(v) - 1) < 1e-6
            c = h.candidates(s, acts)
            assert c and set(c) <= set(acts)
            a = h.rollout_action(s, rng) if rng.random() < 0.5 else rng.choice(acts)
            assert a in acts
            RULES.apply(s, a)


def test_one_pass_vote_count_matches_the_rules_count():
    from game.kingmaker.board import votes

    for players, seed in ((2, 8), (7, 9)):
        s = RULES.new_game(players, seed, {"turn_limit": 5})
        rng = Rng(seed)
        checked = 0
        while s.to_act() is not None:
            assert A.all_votes(s) == [sum(votes(s, p)) for p in range(players)]
            checked += 1
            RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
        assert checked > 20


def test_votes_weigh_more_as_the_turn_limit_nears():
    """A game ended by the turn limit is ranked by votes: the same lead in votes is worth
    more to the evaluation in the last round than in the first."""
    s = blank(2)
    put(s, "nob_percy", 0, area("york"), "off_chancellor_of_england")
    put(s, "nob_audley", 1, area("york"))
    assert A.all_votes(s)[0] > A.all_votes(s)[1]
    s.round = 1
    early = A.evaluate(s)[0]
    s.round = s.options["turn_limit"]
    late = A.evaluate(s)[0]
    assert 0.5 < early < late


def test_evaluation_prefers_a_lone_noble_out_of_a_stronger_stack_s_reach(monkeypatch):
    """Noble safety (when its weight is on): the same lone noble next to a much stronger
    enemy stack (one area away, inside the land allowance [6.2]) is worth less than far
    from it."""
    monkeypatch.setattr(A, "SAFETY_W", 0.5)
    y = area("york")
    near = D.AREA_INDEX["sq_08_05"]
    far = next(k for k in range(D.N_AREAS) if 10 <= D.LAND_DIST[y][k] < 99)
    assert D.LAND_DIST[y][near] == 1
    vals = {}
    for where in (near, far):
        s = blank(2)
        put(s, "nob_percy", 1, y)  # 100 troops
        put(s, "nob_audley", 0, where)  # 10 troops, alone
        out = [0.0, 0.0]
        A.exposure(s, out, 0.5)
        assert out[1] == 0.0  # the strong stack is not exposed
        assert (out[0] < 0) == (where == near)
        vals[where] = A.evaluate(s)[0]
    assert vals[near] < vals[far]
    # a stack strong enough to hold its own is not exposed
    s = blank(2)
    put(s, "nob_percy", 1, y)
    put(s, "nob_neville", 0, near, "off_marshal_of_england")
    put(s, "nob_stanley", 0, near)
    out = [0.0, 0.0]
    A.exposure(s, out, 0.5)
    assert out[0] == 0.0


def test_move_scores_weigh_danger_company_and_weak_prey():
    """The rollout's and the pruning's measure of a move: a lone noble loses by ending
    within a land move [6.2] of a much stronger enemy stack, unless friends there make
    the stack as strong; leaving such a spot gains, and a strong noble gains by closing on
    a weak enemy stack."""
    y = area("york")
    near = D.AREA_INDEX["sq_08_05"]
    far = [k for k in range(D.N_AREAS) if 10 <= D.LAND_DIST[y][k] < 99]
    s = blank(2)
    put(s, "nob_percy", 1, y)  # 100 troops
    aud = put(s, "nob_audley", 0, far[0])  # 10 troops, alone
    score = A._move_scorer(s, 0, set(), -1)
    assert score(Move(aud, near, False)) < score(Move(aud, far[1], False))
    put(s, "nob_stanley", 0, near)  # 50 + 50 + Audley's 10 outnumber Percy's 100
    put(s, "nob_neville", 0, near)
    score = A._move_scorer(s, 0, set(), -1)
    assert score(Move(aud, near, False)) == score(Move(aud, far[1], False))
    s.npos[aud] = D.AREA_INDEX["sq_08_06"]  # alone in reach: leaving is worth it
    assert D.LAND_DIST[y][s.npos[aud]] <= A.SAFETY_REACH
    score = A._move_scorer(s, 0, set(), -1)
    assert score(Move(aud, far[1], False)) > 0
    s2 = blank(2)
    put(s2, "nob_audley", 1, near)
    percy = put(s2, "nob_percy", 0, y)
    score = A._move_scorer(s2, 0, set(), -1)
    assert score(Move(percy, near, False)) > score(Move(percy, far[1], False))
    assert A._Field(s2, 0).weak_prey(near, 100) and not A._Field(s2, 1).weak_prey(y, 10)
