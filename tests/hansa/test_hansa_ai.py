"""The Hansa Teutonica AI heuristics: evaluation, rollout policy, pruning, and that
games between the one-ply levels reach their end."""

from __future__ import annotations

from game.ai import choose_action
from game.ai.adapter import mix_seed
from game.core import Rng
from game.hansa import RULES as R
from game.hansa.actions import (
    Claim,
    EndTurn,
    Income,
    Office,
    Place,
    Start,
    Upgrade,
)
from game.hansa.ai import _final_scores, projected_scores, raw_values, win_values
from game.hansa.state import ACTIONES, CLAIM_CHOICE, MAIN, PLACE
from game.match import Match, Seat
from tests.hansa.hansa_helpers import fill, game, route

H = R.heuristics


def _after(s, *actions):
    t = s.copy()
    for a in actions:
        R.apply(t, a)
    return t


def _mid_game(players: int, seed: int, plies: int = 120):
    s = game(players, seed=seed)
    rng = Rng(seed)
    for _ in range(plies):
        if R.to_act(s) is None:
            break
        R.apply(s, H.rollout_action(s, rng))
    return s


def test_values_are_chances_that_sum_to_one():
    for players in (2, 3, 5):
        s = _mid_game(players, players)
        v = H.evaluate(s)
        assert len(v) == players and all(0.0 <= x <= 1.0 for x in v)
        assert abs(sum(v) - 1.0) < 1e-9


def test_the_leader_gets_the_higher_value():
    assert win_values([10.0, 4.0], 3.0)[0] > 0.8
    v = win_values([5.0, 9.0, 1.0], 3.0)
    assert v[1] > v[0] > v[2]


def test_fast_final_score_matches_the_scoring_module():
    for players in (2, 4):
        s = _mid_game(players, 10 + players, plies=200)
        assert _final_scores(s) == projected_scores(s)


def test_placing_beats_ending_the_turn_and_a_piece_on_the_board_beats_the_supply():
    s = game(2, seed=3)
    seat = s.cur
    end = H.evaluate(_after(s, EndTurn()))[seat]
    start = _after(s, Start("place"))
    assert start.phase == PLACE
    assert H.evaluate(start)[seat] > end
    best = max(H.evaluate(_after(start, a))[seat] for a in R.legal_actions(start))
    assert best > end
    # the same position with one supply cube on an empty route instead: worth more
    r = next(r for r in s.board.live_routes if not any(s.post[p] for p in s.board.route_posts[r]))
    placed = s.copy()
    placed.supply[2 * seat] -= 1
    placed.post[s.board.route_posts[r][0]] = 1 + 2 * seat
    assert raw_values(placed)[seat] > raw_values(s)[seat]


def test_ending_a_turn_with_actions_left_looks_worse_than_income():
    s = game(3, seed=4)
    seat = s.cur
    s.supply[2 * seat] = 0
    s.supply[2 * seat + 1] = 0
    assert R.legal_actions(s)[0] == Income(0)
    inc = H.evaluate(_after(s, Income(0)))[seat]
    assert inc > H.evaluate(_after(s, EndTurn()))[seat]


def test_a_full_route_is_worth_claiming():
    s = game(3, seed=5)
    seat = s.cur
    r = route(s, "Lubeck", "Hamburg") if "Lubeck" in s.board.city_index else None
    if r is None:
        r = next(iter(s.board.live_routes))
    fill(s, r, seat)
    s.supply[2 * seat] -= len(s.board.route_posts[r])
    claim = _after(s, Claim(r))
    assert H.evaluate(claim)[seat] > H.evaluate(_after(s, EndTurn()))[seat]
    assert raw_values(claim)[seat] > raw_values(s)[seat] - 0.31  # at most one action's worth


def test_the_claim_choice_is_valued_at_its_best_benefit():
    s = game(2, seed=6)
    seat = s.cur
    b = s.board
    r = next(r for r in b.live_routes
             if any(b.city_ability[c] == ACTIONES for c in (b.route_a[r], b.route_b[r])))
    for p in b.route_posts[r]:
        s.post[p] = 1 + 2 * seat
    t = _after(s, Claim(r))
    assert t.phase == CLAIM_CHOICE
    options = R.legal_actions(t)
    assert Upgrade(ACTIONES) in options
    best = max(raw_values(_after(t, a))[seat] for a in options)
    assert abs(raw_values(t)[seat] - best) < 1e-9
    # an Actiones upgrade early on is worth more than giving up the benefit
    assert raw_values(_after(t, Upgrade(ACTIONES)))[seat] > raw_values(_after(t, options[-1]))[seat]


def test_rollout_actions_are_legal_and_claim_full_routes():
    s = _mid_game(4, 7, plies=60)
    rng = Rng(7)
    for _ in range(300):
        if R.to_act(s) is None:
            break
        a = H.rollout_action(s, rng)
        assert a in R.legal_actions(s)
        R.apply(s, a)
    s = game(2, seed=8)
    r = s.board.live_routes[5]
    fill(s, r, s.cur)
    assert H.rollout_action(s, Rng(1)) == Claim(r)


def test_candidates_prune_but_keep_claims_and_benefits():
    s = game(2, seed=9)
    r = s.board.live_routes[3]
    fill(s, r, s.cur)
    legal = R.legal_actions(s)
    cand = H.candidates(s, legal)
    assert Claim(r) in cand and EndTurn() not in cand and set(cand) <= set(legal)
    t = _after(s, Claim(r))
    if t.phase == CLAIM_CHOICE:
        assert H.candidates(t, R.legal_actions(t)) == R.legal_actions(t)
    p = _after(game(4, seed=9), Start("place"))
    legal = R.legal_actions(p)
    cand = H.candidates(p, legal)
    assert cand and len(cand) < len(legal) and all(type(a) is Place for a in cand)
    assert all(a in legal for a in cand)


def _play(levels: list[str], seed: int, limit: int) -> tuple[object, int]:
    s = R.new_game(len(levels), seed)
    n = 0
    while R.to_act(s) is not None and n < limit:
        seat = R.to_act(s)
        a = choose_action(R, R.observe(s, seat), seat, levels[seat], seed * 10_000 + n)
        R.apply(s, a)
        n += 1
    return s, n


def test_two_greedy_seats_finish_a_game():
    s, n = _play(["greedy", "greedy"], 1, 1500)
    assert R.to_act(s) is None, f"no end after {n} actions"
    out = R.outcome(s)
    assert max(out.scores) >= 15
    assert sum(1 for e in (s.completed >= 10, max(s.prestige) >= 20, not s.stack) if e)


def test_easy_seats_finish_a_three_player_game():
    s, n = _play(["easy", "easy", "greedy"], 2, 1500)
    assert R.to_act(s) is None, f"no end after {n} actions"


def test_search_with_fixed_iterations_is_deterministic_and_legal():
    s = _mid_game(2, 11, plies=40)
    while s.phase != MAIN:
        R.apply(s, H.rollout_action(s, Rng(1)))
    seat = R.to_act(s)
    obs = R.observe(s, seat)
    a = choose_action(R, obs, seat, "normal", 5, iterations=60)
    assert a in R.legal_actions(s)
    assert choose_action(R, obs, seat, "normal", 5, iterations=60) == a


def test_search_claims_an_office_route_it_owns():
    s = game(2, seed=12)
    seat = s.cur
    b = s.board
    r = next(r for r in b.live_routes if len(b.route_posts[r]) == 3
             and not any(s.post[p] for p in b.route_posts[r]))
    fill(s, r, seat)
    s.supply[2 * seat] = max(0, s.supply[2 * seat] - 3)
    a = choose_action(R, R.observe(s, seat), seat, "normal", 3, iterations=150)
    assert a == Claim(r)
    t = _after(s, a)
    if t.phase == CLAIM_CHOICE:
        b2 = choose_action(R, R.observe(t, seat), seat, "greedy", 3)
        assert type(b2) in (Office, Upgrade)


def _two_and_one(seed: int):
    """A 2-player start in which the seat to act has two pieces on one empty
    three-post route (``big``) and one on another (``small``)."""
    s = game(2, seed=seed)
    seat = s.cur
    b = s.board
    empty = [r for r in b.live_routes if len(b.route_posts[r]) == 3
             and not any(s.post[p] for p in b.route_posts[r])]
    big, small = empty[0], empty[1]
    for p in list(b.route_posts[big])[:2]:
        s.post[p] = 1 + 2 * seat
    s.post[b.route_posts[small][0]] = 1 + 2 * seat
    return s, seat, big, small


def test_move_candidates_gather_pieces_and_never_shuffle_them_back():
    s, _, big, small = _two_and_one(13)
    b = s.board
    t = _after(s, Start("move"))
    cand = H.candidates(t, R.legal_actions(t))
    assert cand and all(type(a).__name__ == "Move" for a in cand)
    routes = {(b.post_route[a.post], b.post_route[a.to]) for a in cand}
    assert (small, big) in routes  # gathering onto the fuller route
    assert all(src != big for src, _ in routes)  # never out of the fuller one


def _starved(seed: int):
    """:func:`_two_and_one` with nothing left in supply or stock."""
    s, seat, big, _ = _two_and_one(seed)
    for i in range(4):
        s.supply[i] = s.stock[i] = 0
    return s, seat, big


def test_a_starved_seat_gathers_pieces_instead_of_passing():
    # Two normal AIs once passed turn after turn in such a position (ply 330 of
    # seed 7): the leader sat on its lead and the game never ended.
    s, seat, big = _starved(14)
    legal = R.legal_actions(s)
    assert EndTurn() in legal and Start("move") in legal
    cand = H.candidates(s, legal)
    assert EndTurn() not in cand and Start("move") in cand
    a = choose_action(R, R.observe(s, seat), seat, "normal", 3, iterations=100)
    assert a == Start("move")


def test_two_searching_seats_finish_a_game():
    # the match that stalled at 4-3 from ply 330 on before the starved-seat pruning
    seats = [Seat(f"ai {i}", i, "ai", "normal") for i in range(2)]
    match = Match(R, seats, mix_seed(7, 0))
    while not match.is_over() and len(match.actions) < 1500:
        seat = match.to_act()
        obs = R.observe(match.state, seat)
        match.play(choose_action(R, obs, seat, "normal", mix_seed(1, len(match.actions), seat),
                                 iterations=30))
    assert match.is_over(), f"no end after {len(match.actions)} actions"
    assert max(R.outcome(match.state).scores) >= 15
