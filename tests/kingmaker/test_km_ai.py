"""The Kingmaker heuristics: answers to offers, evaluation, pruning."""

from __future__ import annotations

from fractions import Fraction

from km_util import area, blank, card, combat_card, on_top, put

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import ai as A
from game.kingmaker import data as D
from game.kingmaker.actions import Answer, Battle, Execute, Move, Offer, OfferAlliance, Ransom
from game.kingmaker.board import allied
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
    s.options = {**s.options, "turn_limit": 30}
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


def test_every_royal_piece_dead_is_a_tie_for_the_evaluation_as_for_the_outcome():
    """[12] all royal pieces dead: nobody wins and every seat ranks first, so the seat
    ahead in votes must not value that end as a win (it was seen executing the last two
    royal pieces while leading)."""
    from game.kingmaker.actions import ExecuteHeir
    from game.kingmaker.state import OVER

    s = blank(2)
    put(s, "nob_percy", 0, area("york"), "off_chancellor_of_england")
    put(s, "nob_audley", 1, area("york"))
    for h in range(D.N_HEIRS):
        s.heir_alive[h] = 0
    s.heir_alive[0] = 1
    s.heir_pos[0] = area("york")
    s.heir_ctrl[0] = 0
    R_fix(s)
    assert s.heir_ctrl[0] == 0 and A.all_votes(s)[0] > A.all_votes(s)[1]
    RULES.apply(s, ExecuteHeir(0))
    assert s.phase == OVER and s.end_reason == "all_dead"
    assert RULES.outcome(s).ranks == [1, 1]
    assert A.evaluate(s) == [0.5, 0.5]


def R_fix(s):
    from game.kingmaker import rules as R

    R._fix_heirs(s)
    s._legal = None


def test_pruning_drops_the_execution_of_the_royal_piece_the_seat_would_crown():
    """Executing one's own best royal piece is never kept while others live; a junior
    one may still be executed, and the last one alive too (a tie: the evaluation
    judges it)."""
    from game.kingmaker.actions import ExecuteHeir

    s = blank(2)
    put(s, "nob_percy", 0, area("york"))
    put(s, "nob_neville", 0, area("london"))
    henry, margaret = 0, 1  # Henry VI (crowned, senior) and Margaret
    s.heir_pos[henry] = area("york")
    s.heir_pos[margaret] = area("london")
    s.heir_ctrl[henry] = s.heir_ctrl[margaret] = 0
    R_fix(s)
    assert s.heir_ctrl[henry] == 0 and s.heir_ctrl[margaret] == 0
    acts = RULES.legal_actions(s)
    assert ExecuteHeir(henry) in acts and ExecuteHeir(margaret) in acts
    c = A.candidates(s, acts)
    assert ExecuteHeir(henry) not in c and ExecuteHeir(margaret) in c
    for h in range(D.N_HEIRS):
        if h != henry:
            s.heir_alive[h] = 0
    s._legal = None
    acts = RULES.legal_actions(s)
    assert ExecuteHeir(henry) in A.candidates(s, acts)


def test_a_trade_never_gives_back_a_card_worth_more_than_the_one_received():
    """Offered a Saxon band (10 troops) for a card of choice, the seat may give back only
    a cheaper card: never the office in its hand (the search kept that answer)."""
    s = blank(2)
    put(s, "nob_percy", 0, area("york"))
    put(s, "nob_neville", 1, area("york"))
    s.hands[0] = [card("mrc_saxon_foot_5")]
    s.hands[1] = [card("off_marshal_of_england"), card("twn_swansea"), card("shp_01_london")]
    RULES.apply(s, Offer(1, card("mrc_saxon_foot_5"), 1))
    acts = RULES.legal_actions(s)
    assert Answer(True, card("off_marshal_of_england")) in acts
    c = A.candidates(s, acts)
    assert Answer(True, card("off_marshal_of_england")) not in c
    assert Answer(True, card("twn_swansea")) not in c  # a place (10) + nothing: not below
    assert Answer(True, card("shp_01_london")) in c and Answer(False, -1) in c
    assert _answer(s) == Answer(True, card("shp_01_london"))


def test_a_ransom_weighs_the_cards_the_noble_holds():
    """A captive is worth his card and the cards he keeps (title and office come back with
    him [7.7]): paying two mercenary bands for Audley alone is refused, for Audley with
    the Marshal's office accepted."""
    from game.kingmaker.actions import Ransom as _Ransom

    def ransom_state(*held):
        s = blank(2)
        a = area("york")
        percy = put(s, "nob_percy", 0, a, "off_marshal_of_england")
        aud = put(s, "nob_audley", 1, a, *held)
        s.hands[1] = [card("mrc_irish_kerns_11"), card("mrc_scottish_foot_10")]
        s.phase = COMBAT
        on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[percy, aud]))
        RULES.apply(s, Battle(a, 1, True))
        assert s.pending[0][0] == "captive"
        RULES.apply(s, _Ransom(aud, 2))
        assert s.pending[0][0] == "ransom"
        return s

    s = ransom_state()
    c = A.candidates(s, RULES.legal_actions(s))
    assert c == [Answer(False, -1)] and _answer(s) == Answer(False, -1)
    s = ransom_state("ttl_earl_of_kent", "off_treasurer_of_england")
    c = A.candidates(s, RULES.legal_actions(s))
    assert Answer(True, card("mrc_irish_kerns_11")) in c
    assert _answer(s) == Answer(True, card("mrc_irish_kerns_11"))


def test_a_card_in_hand_is_worth_what_it_brings():
    """An office in hand scores more than a small mercenary band in hand (both were 0.4)."""
    s = blank(2)
    put(s, "nob_percy", 0, area("york"))
    put(s, "nob_neville", 1, area("york"))
    s.hands[0] = [card("off_marshal_of_england")]
    s.hands[1] = [card("mrc_saxon_foot_5")]
    sc = A.scores(s)
    s.hands[0], s.hands[1] = s.hands[1], s.hands[0]
    swapped = A.scores(s)
    # Marshal (100 troops): 0.87 points in hand, Saxons (10): 0.27
    assert (sc[0] - sc[1]) - (swapped[0] - swapped[1]) > 1.0


def test_policy_never_moves_a_noble_to_the_place_he_is_in():
    """A noble inside a place with a royal piece held by another seat, drawn out by weak
    prey in the area around it: the rollout policy once sent him to the place he was
    already in (an illegal Move the search applied unchecked); it now moves him out or not
    at all, and only by legal moves."""
    from km_util import loc

    s = blank(3)
    henry = D.HEIR_ID.index("roy_henry_vi")
    for h in range(D.N_HEIRS):
        s.heir_alive[h] = int(h == henry)
    london = loc("london")
    n = put(s, "nob_neville", 0, london, "off_marshal_of_england")
    put(s, "nob_percy", 1, area("london"))  # 5 troops: prey for Neville's stack outside
    s.heir_pos[henry] = london
    s.heir_ctrl[henry] = 1  # held by seat 1, though Neville is inside with him
    s.conquered[london - D.LOC0] = 0  # and seat 0 holds London: he may enter it
    from game.kingmaker.legal import forget_legal

    forget_legal(s)
    legal = RULES.legal_actions(s)
    moves = [A._policy_move(s, 0, -1, Rng(k)) for k in range(40)]
    assert any(m is not None for m in moves)
    for m in moves:
        if m is not None:
            assert m.dest != s.npos[n] and m in legal, m


def test_shared_threats_match_a_count_from_scratch():
    """Fields seeing the same hostile stacks share their threats (``_THREATS``): each
    threat handed out equals the strongest enemy seat's troops within a land move,
    counted from the nobles on the map, through random games at 2 and 5 players."""
    for players, seed in ((2, 3), (5, 4)):
        s = RULES.new_game(players, seed)
        rng = Rng(seed)
        for k in range(400):
            seat = s.to_act()
            if seat is None:
                break
            if k % 20 == 0:
                fld = A._Field(s, seat)
                for a in range(0, D.N_AREAS, 7):
                    per = [0] * players
                    for n in D.NOBLES:
                        p = s.npos[n]
                        f = s.lent[n] if s.lent[n] >= 0 else s.faction[n]
                        if (s.faction[n] >= 0 and 0 <= p < D.SEA0
                                and not allied(s, f, seat)
                                and D.LAND_DIST[a][A._LAND_AREA[p]] <= A.SAFETY_REACH):
                            per[f] += A.strength(s, n)
                    assert fld.threat(a) == max(per), (k, a)
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
