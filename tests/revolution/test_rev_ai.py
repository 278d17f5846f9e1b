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


def _to_bid(players: int, who: tuple[int, ...]):
    """A rollout-played game stopped at a bid, before turn 5, of one of the factions
    ``who`` (the first seed that gets there)."""
    for seed in range(20):
        s = RULES.new_game(players, seed)
        rng = Rng(seed)
        while s.need is not None and s.turn < 5:
            if s.need == "bid" and s.actor in who:
                return s
            RULES.apply(s, HEUR.rollout_action(s, rng))
    raise AssertionError("no bid reached")


def test_a_coin_is_worth_less_than_a_piece_and_a_hoard_little():
    """Issue 18: a coin used to outweigh a piece on the map, and computers hoarded."""
    from game.revolution.data import B
    from game.revolution.engine import STANDARD

    s = _to_bid(2, (B,))
    left = ai.resolutions_left(s)
    assert left >= 1
    base = ai.economy(s, B, left, 0)
    s.stock[B] -= 1
    s.treas[B] += 1  # a tax coin: a piece out of the stock into the treasury
    one = ai.economy(s, B, left, 0) - base
    assert one < 0.04  # below the map-piece term alone
    s.stock[B] = 0
    s.treas[B] = ai.SPEND_PER_TURN * left
    full = ai.economy(s, B, left, 0)
    s.treas[B] += 10
    assert ai.economy(s, B, left, 0) - full < 10 * ai.COIN_W * 0.2  # a hoard adds little
    s.turn, s.ph = 5, len(STANDARD) - 1  # after the last allegiance: coins buy nothing
    assert ai.resolutions_left(s) == 0


def test_a_useful_bid_raises_the_bidders_projection():
    """A coin on a city the bidder can pull towards an allegiance effect is worth more than
    the coin (the bids are read before they resolve); a wasted one is not."""
    from game.revolution import engine as E
    from game.revolution.actions import Bid
    from game.revolution.data import CITIES, TRACK_SPACES

    s = _to_bid(2, (3, 4))  # Burghers or Reformers
    f = s.actor
    seat = s.seat_of[f]

    def seat_vp(st):
        vp = ai.projected_vp(st)
        return sum(vp[g] for g in range(5) if st.seat_of[g] == seat)

    si = CITIES[0]
    s.allg[si] = TRACK_SPACES - 2  # one step short of the anti-Catholic effect
    before = seat_vp(s)
    t = s.copy()
    E.apply(t, Bid(si))
    assert seat_vp(t) > before
    s.allg[si] = TRACK_SPACES  # already at the bidder's end: the coin would be wasted
    before = seat_vp(s)
    t = s.copy()
    E.apply(t, Bid(si))
    assert seat_vp(t) < before


def _at_beggars(treasury: int, army: int | None):
    """2 players, turn 2, the Water Beggars' phase with the Burghers to hire first; a lone
    army of ``army`` (or none) in Holland & Utrecht, in the Beggars' range."""
    from game.revolution import data as D
    from game.revolution import engine as E

    s = RULES.new_game(2, 4)
    s.arm = [-1] * D.NSPACES
    if army is not None:
        s.arm[D.REGION_SPACES[D.RIDX["rg_holland"]][0]] = army
    s.treas[3], s.treas[4] = treasury, 0
    s.turn, s.ph, s.fi, s.ctx = 2, E.STANDARD.index("beggars"), 0, {}
    s.order = (3, 0, 1, 4)
    E.advance(s, [])
    assert s.need == "hire" and s.actor == 3
    return s


def test_water_beggars_are_hired_when_they_destroy_an_army():
    """[6.7] Two Beggars outnumber a lone Catholic army in their range: hiring them is the
    greedy choice (it was never: the evaluation gave them no value), and nothing is hired
    when no army is in range."""
    from game.ai.agents import make_agent
    from game.revolution.actions import Hire

    greedy = make_agent("greedy")
    s = _at_beggars(6, 0)
    assert greedy.choose(RULES, s.copy(), s.seat_of[3], 1) == Hire(2)
    s = _at_beggars(6, None)
    assert greedy.choose(RULES, s.copy(), s.seat_of[3], 1) == Hire(0)
    s = _at_beggars(6, 0)
    rng = Rng(3)
    assert sum(ai.rollout_action(s, rng) == Hire(2) for _ in range(50)) > 30


def test_bishoprics_are_projected_over_the_awards_left():
    """[6.18] «Un indicatore di fedeltà può essere spostato di un solo spazio per turno di
    gioco, così che un vescovato fortemente cattolico non può diventare molto riformista in
    meno di 2 turni»: a Strongly Catholic bishopric in a Reformed province is lost to the
    Catholics if two awards are left, not if one is."""
    from rev_helpers import clear_board, prov, put

    from game.revolution import engine as E

    def loss(turn: int) -> float:
        """The Catholics' projection with Utrecht's countryside neutral, less with it held
        by the Reformers (the rest of the board empty and the same)."""
        vals = []
        for owner in (5, 4):
            s = RULES.new_game(4, 2)
            clear_board(s)
            put(s, owner, prov("utrecht"), 3)
            s.bish = [0 if b >= 0 else b for b in s.bish]
            s.turn, s.ph = turn, E.STANDARD.index("taxes")
            vals.append(ai.projected_vp(s)[0])
        return vals[0] - vals[1]

    assert abs(loss(3) - 1.0) < 1e-9  # three awards left: 0 -> 1 -> 2, lost
    assert abs(loss(4) - 1.0) < 1e-9  # two awards left: lost too
    assert abs(loss(5)) < 1e-9  # one award: still Catholic at the end
