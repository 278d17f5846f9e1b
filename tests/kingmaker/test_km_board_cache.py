"""The board queries' kept data (``board.held_by`` and what reads it) and their faster
forms must answer exactly as a computation from scratch does, through random games at
2, 4 and 7 players and after hand edits of the state."""

from __future__ import annotations

from km_util import area, blank, loc, put

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import board as B
from game.kingmaker import data as D
from game.kingmaker.state import KState

# ----------------------------------------------------------------- from scratch


def ref_held(s: KState, n: int) -> list[int]:
    return [c for c in range(D.N_CARDS) if s.holder[c] == n]


def ref_strength(s: KState, n: int, french: bool = True) -> int:
    st = D.TROOPS[n]
    a = B.area_of(s, s.npos[n])
    regs = D.AREA_REGIONS[a] if a >= 0 else frozenset()
    for c in ref_held(s, n):
        if not french and D.FRENCH[c]:
            continue
        st += D.TROOPS[c]
        b = D.BONUS[c]
        if b is not None and b[1] in regs:
            st += b[0]
    return st


def ref_at(s: KState, pos: int) -> list[int]:
    return [c for c in range(D.N_CARDS)
            if s.npos[c] == pos and D.CARD_TYPE[c] == "noble" and s.faction[c] >= 0]


def ref_title(s: KState, n: int) -> bool:
    return D.TITLED[n] or any(D.CARD_TYPE[c] == "title" for c in ref_held(s, n))


def ref_office(s: KState, n: int) -> bool:
    return any(D.CARD_TYPE[c] == "office" for c in ref_held(s, n))


def check(s: KState) -> int:
    """Compare every kept or fast answer with the reference; the number compared."""
    k = 0
    for n in D.NOBLES:  # each query first, so that none finds data another just renewed
        assert B.strength(s, n) == ref_strength(s, n), n
    for n in D.NOBLES:
        assert B.has_title(s, n) == ref_title(s, n)
        assert B.has_office(s, n) == ref_office(s, n)
        assert B.strength(s, n, french=False) == ref_strength(s, n, False), n
        assert B.held(s, n) == ref_held(s, n)
        k += 1
    for pos in {s.npos[n] for n in D.NOBLES} | {0, D.LOC0, D.SEA0}:
        assert B.at(s, pos) == ref_at(s, pos)
    return k


def random_states(players: int, seed: int, every: int = 7):
    """States along a random game (the same object, changing)."""
    s = RULES.new_game(players, seed, {"turn_limit": 10, "setup_choice": False})
    rng = Rng(seed)
    i = 0
    while s.to_act() is not None:
        if i % every == 0:
            yield s
        RULES.apply(s, rng.choice(RULES.legal_actions(s)))
        i += 1
    yield s


# ----------------------------------------------------------------- tests


def test_kept_board_answers_equal_fresh_ones_through_random_games():
    compared = 0
    for players, seed in ((2, 5), (4, 8), (7, 3), (7, 11)):
        for s in random_states(players, seed):
            compared += check(s)
            c = s.copy()  # a copy shares the kept data, still right
            compared += check(c)
            c._held = None  # and from nothing
            compared += check(c)
    assert compared > 5000


def test_hand_edits_are_seen_by_the_kept_answers():
    rng = Rng(77)
    edits = 0
    for players, seed in ((2, 6), (4, 9), (7, 4)):
        for s in random_states(players, seed, every=23):
            s = s.copy()
            check(s)  # builds the kept data
            for _ in range(5):  # move a card to another noble (or take it away), by hand
                c = rng.randrange(D.N_CARDS)
                s.holder[c] = rng.choice(list(D.NOBLES) + [-1])
                n = rng.choice(list(D.NOBLES))
                s.npos[n] = rng.randrange(D.SHIP0)
                check(s)
                edits += 1
    assert edits > 30


def test_strength_counts_the_regional_bonus_only_in_its_region():
    # a card with a regional bonus adds it only where its holder stands in that region
    s = blank(2)
    bonus = next(c for c in range(D.N_CARDS) if D.BONUS[c] is not None)
    amount, region = D.BONUS[bonus]
    inside = next(a for a in range(D.N_AREAS) if region in D.AREA_REGIONS[a])
    outside = next(a for a in range(D.N_AREAS) if region not in D.AREA_REGIONS[a])
    n = put(s, "nob_neville", 0, inside)
    s.holder[bonus] = n
    base = D.TROOPS[n] + D.TROOPS[bonus]
    assert B.strength(s, n) == base + amount
    s.npos[n] = outside
    assert B.strength(s, n) == base
    s.holder[bonus] = -1
    assert B.strength(s, n) == D.TROOPS[n]


def test_french_cards_stay_out_only_when_asked():
    s = blank(2)
    french = next(c for c in range(D.N_CARDS) if D.FRENCH[c])
    n = put(s, "nob_percy", 0, area("windsor"))
    s.holder[french] = n
    assert B.strength(s, n) == ref_strength(s, n) > D.TROOPS[n]
    assert B.strength(s, n, french=False) == ref_strength(s, n, False)
    s.npos[n] = loc("windsor")
    assert B.strength(s, n) == ref_strength(s, n)


def test_combat_ratios_in_integers_equal_the_fractions():
    # the ladder and the ambush line [7.2, 7.3] compared in integers, as with Fractions
    from fractions import Fraction

    quarter = Fraction(D.R["ambush_below_fraction"]).limit_denominator()
    for big in range(0, 900, 10):
        for small in range(0, 500, 15):
            r = Fraction(big, max(small, 1))
            want = max((st for st in D.LADDER if r >= st), default=D.LADDER[0])
            assert B.rounded_ratio(big, small) == want, (big, small)
            assert B.is_ambush(big, small) == (big < small * quarter)
    assert B.rounded_ratio(450, 240) == Fraction(3, 2)
