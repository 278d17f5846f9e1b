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


def ref_votes(s: KState, seat: int, attending_area: int = -1) -> tuple[int, int]:
    lords = commons = 0
    for n in D.NOBLES:
        if s.faction[n] != seat or s.npos[n] == B.CAPTIVE:
            continue
        if attending_area >= 0 and B.area_of(s, s.npos[n]) != attending_area:
            continue
        lords += D.LORDS[n]
        commons += D.COMMONS[n]
        for c in ref_held(s, n):
            if D.CARD_TYPE[c] != "town":
                lords += D.LORDS[c]
                commons += D.COMMONS[c]
    for lc in range(D.N_LOCS):
        if D.LOC_VOTES[lc] and B.place_ctrl(s, lc) == seat:
            commons += D.LOC_VOTES[lc]
    for house in (D.LANCASTER, D.YORK):
        h = B.senior(s, house)
        if h >= 0 and B.royal_ctrl(s, h) == seat:
            lords += 10
            commons += 10
    k = B.sole_king(s)
    if k >= 0:
        commons += 20 if B.royal_ctrl(s, k) == seat else 0
    elif s.holder[D.CHANCELLOR] >= 0 and s.faction[s.holder[D.CHANCELLOR]] == seat:
        commons += 20
    return lords, commons


def ref_senior(s: KState, house: int) -> int:
    best, rank = -1, 99
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and D.HEIR_HOUSE[h] == house and D.HEIR_RANK[h] < rank:
            best, rank = h, D.HEIR_RANK[h]
    if best < 0 and house == D.LANCASTER and B.beaufort_is_heir(s):
        return B.BEAUFORT_SLOT
    return best


def ref_living(s: KState) -> list[int]:
    return [h for h in range(D.N_HEIRS) if s.heir_alive[h]] + (
        [B.BEAUFORT_SLOT] if B.beaufort_is_heir(s) else [])


def ref_place_ctrl(s: KState, lc: int) -> int:
    if s.conquered[lc] >= 0:
        return s.conquered[lc]
    if D.LOC_TYPE[lc] in ("open_town", "unfortified_town"):
        o = ref_at(s, D.LOC0 + lc)
        return s.faction[o[0]] if o else -1
    card = D.LOC_CARD[lc]
    if card < 0:
        return -1
    if D.CARD_TYPE[card] == "noble":
        return s.faction[card]
    return s.faction[s.holder[card]] if s.holder[card] >= 0 else -1


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
    for lc in range(D.N_LOCS):
        assert B.place_ctrl(s, lc) == ref_place_ctrl(s, lc)
    for a in range(-1, s.players):
        for b in range(-1, s.players):
            want = a == b >= 0 or (min(a, b) >= 0 and (min(a, b), max(a, b)) in s.alliances)
            assert B.allied(s, a, b) == want
    for house in (D.LANCASTER, D.YORK):
        assert B.senior(s, house) == ref_senior(s, house)
    assert B.living_royals(s) == ref_living(s)
    kings = [h for h in ref_living(s) if s.heir_crowned[h]]
    assert B.sole_king(s) == (kings[0] if len(kings) == 1 else -1)
    areas = {B.area_of(s, s.npos[n]) for n in D.NOBLES if s.npos[n] >= 0} - {-1}
    for p in range(s.players):
        assert B.votes(s, p) == ref_votes(s, p)
        for a in sorted(areas)[:3]:
            assert B.votes(s, p, a) == ref_votes(s, p, a)
    return k


def random_states(players: int, seed: int, every: int = 13):
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
    assert compared > 3000


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
                if rng.random() < 0.3:  # a place taken, an alliance made
                    s.conquered[rng.randrange(D.N_LOCS)] = rng.randrange(players)
                if rng.random() < 0.3 and players > 2:
                    s.alliances.append((0, 1 + rng.randrange(players - 1)))
                h = rng.randrange(D.N_HEIRS)  # a royal piece dies or is crowned
                if rng.random() < 0.5:
                    s.heir_alive[h] = 0
                else:
                    s.heir_crowned[h] = 1
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


def test_lifting_sieges_visits_only_besieged_places_with_the_same_result():
    # combat._lift_sieges (after each action) against movement._check_sieges (every place)
    from game.kingmaker.combat import _lift_sieges, any_siege
    from game.kingmaker.movement import _check_sieges

    rng = Rng(5)
    lifted = kept = 0
    for players, seed in ((2, 3), (4, 5), (7, 6)):
        for s in random_states(players, seed, every=17):
            s = s.copy()
            for _ in range(6):  # sieges by hand, by random seats, some hopeless
                s.besieged[rng.randrange(D.N_LOCS)] = rng.randrange(players)
            a, b = s.copy(), s.copy()
            assert any_siege(a)
            _lift_sieges(a)
            assert any_siege(a) == (max(a.besieged) >= 0)
            _check_sieges(b)
            assert a.besieged == b.besieged
            lifted += sum(1 for x, y in zip(s.besieged, a.besieged, strict=True) if x != y)
            kept += sum(1 for x in a.besieged if x >= 0)
    assert lifted > 50 and kept > 0


def test_hand_plays_equal_the_card_by_card_eligibility():
    # cards._hand_plays against _eligible, has_title and has_office asked per noble [9.1]
    from game.kingmaker.actions import PlayCard
    from game.kingmaker.cards import _eligible, _hand_plays

    def ref(s: KState, seat: int) -> list:
        out = []
        for c in sorted(set(s.hands[seat])):
            if D.CARD_TYPE[c] == "noble":
                out.append(PlayCard(c, -1))
            elif D.CARD_TYPE[c] != "special":
                out += [PlayCard(c, n) for n in D.NOBLES if s.faction[n] == seat
                        and _eligible(s, c, n)]
        return out

    rng = Rng(8)
    plays = 0
    for players, seed in ((2, 7), (4, 2), (7, 9)):
        for s in random_states(players, seed, every=5):
            for seat in range(players):
                got = _hand_plays(s, seat)
                assert got == ref(s, seat)
                plays += len(got)
            c = s.copy()
            for _ in range(4):  # cards, sieges and captures by hand
                n = rng.choice(list(D.NOBLES))
                c.holder[rng.randrange(D.N_CARDS)] = n
                c.besieged[rng.randrange(D.N_LOCS)] = 0
                c.npos[rng.choice(list(D.NOBLES))] = B.CAPTIVE
            for seat in range(players):
                assert _hand_plays(c, seat) == ref(c, seat)
    assert plays > 500
