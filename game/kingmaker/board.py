"""Board queries of Kingmaker: positions, control, strength, votes, royal pieces.

Pure functions of a :class:`~game.kingmaker.state.KState`; nothing here changes it.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import compress
from operator import is_not

from game.kingmaker import data as D
from game.kingmaker.state import KState

LOC0, SEA0, SHIP0 = D.LOC0, D.SEA0, D.SHIP0
CAPTIVE = -2  # npos of a captured noble awaiting ransom or execution
BEAUFORT_SLOT = D.N_HEIRS  # index of Beaufort in heir_crowned


def area_of(s: KState, pos: int) -> int:
    """The land area of a position (-1 at sea or off the board)."""
    if pos < 0:
        return -1
    if pos < LOC0:
        return pos
    if pos < SEA0:
        return D.LOC_AREA[pos - LOC0]
    if pos < SHIP0:
        return -1
    sp = s.ship_pos[pos - SHIP0]
    return area_of(s, sp) if sp >= 0 else -1


def zone_of(s: KState, pos: int) -> int:
    """The sea zone of a position at sea (-1 otherwise)."""
    if SEA0 <= pos < SHIP0:
        return pos - SEA0
    if pos >= SHIP0:
        return zone_of(s, s.ship_pos[pos - SHIP0])
    return -1


def ctl(s: KState, n: int) -> int:
    """The seat that moves and fights with noble ``n`` (the commander when lent)."""
    return s.lent[n] if s.lent[n] >= 0 else s.faction[n]


def allied(s: KState, a: int, b: int) -> bool:
    """Are seats ``a`` and ``b`` the same faction or allies (-1, nobody, is no ally)?"""
    if a == b:
        return a >= 0
    if a < 0 or b < 0 or not s.alliances:
        return False
    return ((a, b) if a < b else (b, a)) in s.alliances


def nobles_in_play(s: KState) -> list[int]:
    return [n for n in D.NOBLES if s.faction[n] >= 0]


def nobles_of(s: KState, seat: int) -> list[int]:
    """The nobles of faction ``seat``, in card order (found by C scans of the nobles'
    factions)."""
    ahead = s.faction[:_N_NOBLES]
    out = []
    n = -1
    for _ in range(ahead.count(seat)):
        n = ahead.index(seat, n + 1)
        out.append(n)
    return out


_NOBLES = tuple(D.NOBLES)


def at(s: KState, pos: int) -> list[int]:
    """Nobles (not captives) at exactly ``pos``, in card order."""
    npos = s.npos
    if pos not in npos[:_N_NOBLES]:  # most asks find nobody: one C scan of the nobles
        return []
    fac = s.faction
    out = []
    for n in _NOBLES:  # a loop over the 25 nobles beats list.count over all 91 cards
        if npos[n] == pos and fac[n] >= 0:
            out.append(n)
    return out


_N_NOBLES = len(_NOBLES)
assert _NOBLES == tuple(range(_N_NOBLES))  # the nobles are the first cards


_IS_NOBLE = tuple(D.CARD_TYPE[c] == "noble" for c in range(D.N_CARDS))


def held(s: KState, n: int) -> list[int]:
    """Cards allocated to noble ``n``."""
    return list(held_by(s)[n])


def has_title(s: KState, n: int) -> bool:
    return titled(n, held_by(s)[n])


def has_office(s: KState, n: int) -> bool:
    return holds_office(held_by(s)[n])


def titled(n: int, cards: tuple[int, ...]) -> bool:
    """Is noble ``n``, holding ``cards``, titled (by himself or by a title card)?"""
    if _TITLED[n]:
        return True
    for c in cards:
        if _IS_TITLE[c]:
            return True
    return False


def holds_office(cards: tuple[int, ...]) -> bool:
    """Is an office among a noble's ``cards``?"""
    for c in cards:
        if _IS_OFFICE[c]:
            return True
    return False


_TITLED = D.TITLED


_IS_TITLE = tuple(D.CARD_TYPE[c] == "title" for c in range(D.N_CARDS))
_IS_OFFICE = tuple(D.CARD_TYPE[c] == "office" for c in range(D.N_CARDS))


def held_by(s: KState) -> tuple[tuple[int, ...], ...]:
    """Per card index, the cards allocated to it (in card order): kept on the state with
    a copy of ``holder`` it was built from, and brought up to date when ``holder``
    differs from it (so a state edited by hand is still answered right). The kept pair
    is never changed, only replaced, so copies of the state may share it."""
    hc = s._held
    holder = s.holder
    if hc is None:
        by: list = [()] * D.N_CARDS
        for c in compress(_CARDS, map(_IS_HELD, holder)):
            by[holder[c]] += (c,)
    elif hc[0] != holder:  # only the cards whose holder changed
        old = hc[0]
        by = list(hc[1])
        for c in compress(_CARDS, map(is_not, old, holder)):  # changed (or stored anew)
            o = old[c]
            if o >= 0:
                got = by[o]
                if c in got:  # once at most: cut it out without a comprehension
                    i = got.index(c)
                    by[o] = got[:i] + got[i + 1:]
            h = holder[c]
            if h >= 0:
                by[h] = tuple(sorted(by[h] + (c,)))
    else:
        return hc[1]
    hc = s._held = (holder[:], tuple(by))
    return hc[1]


_CARDS = range(D.N_CARDS)
_IS_HELD = (-1).__lt__  # an allocated card's holder, not -1


def strength(s: KState, n: int, french: bool = True) -> int:
    """Troops of noble ``n`` with his cards and regional bonuses where he stands."""
    hc = s._held
    if hc is None or hc[0] != s.holder:
        cards = held_by(s)[n]
    else:
        cards = hc[1][n]
    if not cards:
        return _TROOPS[n]
    p = s.npos[n]
    if LOC0 <= p < SEA0:
        a = _LOC_AREA[p - LOC0]
    elif not 0 <= p < LOC0:
        a = area_of(s, p)  # -1 (no region) at sea, captive or off the board
    else:
        a = p
    tab = _CARD_ST if french else _CARD_ST_NF
    st = _TROOPS[n]
    for c in cards:
        st += tab[c][a]
    return st


_TROOPS, _LOC_AREA = D.TROOPS, D.LOC_AREA


def _card_strengths(french: bool) -> tuple:
    """Per card, per area (index -1: no area) what the card adds to its holder's troops
    there: its troops and its regional bonus [9], without French cards when not
    ``french``."""
    out = []
    for c in range(D.N_CARDS):
        if not french and D.FRENCH[c]:
            out.append((0,) * (D.N_AREAS + 1))
            continue
        b = D.BONUS[c]
        row = [D.TROOPS[c] + (b[0] if b is not None and b[1] in D.AREA_REGIONS[a] else 0)
               for a in range(D.N_AREAS)]
        row.append(D.TROOPS[c])
        out.append(tuple(row))
    return tuple(out)


_CARD_ST, _CARD_ST_NF = _card_strengths(True), _card_strengths(False)


def force(s: KState, nobles: list[int], french: bool = True) -> int:
    total = 0
    for n in nobles:
        total += strength(s, n, french)
    return total


def occupants(s: KState, loc: int) -> list[int]:
    return at(s, LOC0 + loc)


def occupancy(s: KState) -> dict[int, list[int]]:
    """Nobles by position (a snapshot for one query)."""
    occ: dict[int, list[int]] = {}
    npos, fac = s.npos, s.faction
    for n in _NOBLES:
        p = npos[n]
        if p >= 0 and fac[n] >= 0:
            if p in occ:
                occ[p].append(n)
            else:
                occ[p] = [n]
    return occ


_OPEN = frozenset(("open_town", "unfortified_town"))
_LOC_OPEN = tuple(t in _OPEN for t in D.LOC_TYPE)


def place_ctrl(s: KState, loc: int, occ: dict | None = None) -> int:
    """The faction controlling location ``loc`` (-1: neutral)."""
    c = s.conquered[loc]
    if c >= 0:
        return c
    if _LOC_OPEN[loc]:
        o = occ.get(LOC0 + loc, ()) if occ is not None else at(s, LOC0 + loc)  # occupants
        return s.faction[o[0]] if o else -1
    card = D.LOC_CARD[loc]
    if card < 0:
        return -1
    if _IS_NOBLE[card]:
        return s.faction[card]
    h = s.holder[card]
    return s.faction[h] if h >= 0 else -1


def friendly(s: KState, loc: int, seat: int) -> bool:
    return allied(s, place_ctrl(s, loc), seat)


def garrison(s: KState, loc: int) -> int:
    if D.LOC_TYPE[loc] == "open_town":
        return D.R["open_town_garrison_when_occupied"] if occupants(s, loc) else 0
    return D.LOC_GARRISON[loc]


def besieged_pos(s: KState, pos: int) -> bool:
    return LOC0 <= pos < SEA0 and s.besieged[pos - LOC0] >= 0


def can_enter(s: KState, loc: int, seat: int, troops: int, occ: dict | None = None) -> bool:
    """May a force of ``seat`` with ``troops`` go inside ``loc`` without a siege?"""
    if s.besieged[loc] >= 0:
        return False
    inside = occ.get(LOC0 + loc, ()) if occ is not None else at(s, LOC0 + loc)  # occupants
    if D.LOC_TYPE[loc] in _OPEN:
        if any(not allied(s, s.faction[o], seat) for o in inside):
            return False
    elif not allied(s, place_ctrl(s, loc, occ), seat):
        return False
    cap = D.LOC_CAP[loc]
    if not inside or cap >= 10**6:
        return troops <= cap
    return force(s, list(inside)) + troops <= cap


# ----------------------------------------------------------------- combat arithmetic


def rounded_ratio(big: int, small: int) -> Fraction:
    """``big:small`` rounded down to the ladder 1:1, 5:4, 3:2, 2:1, 3:1, 4:1."""
    small = max(small, 1)
    best = D.LADDER[0]
    for step, num, den in _LADDER:  # big/small >= num/den, in integers
        if big * den >= num * small:
            best = step
    return best


_LADDER = tuple((step, step.numerator, step.denominator) for step in D.LADDER)


def is_ambush(attack: int, defence: int) -> bool:
    """An attack below a quarter of the defence is an ambush."""
    return attack * _AMBUSH_DEN < defence * _AMBUSH_NUM


_AMBUSH = Fraction(D.R["ambush_below_fraction"]).limit_denominator()
_AMBUSH_NUM, _AMBUSH_DEN = _AMBUSH.numerator, _AMBUSH.denominator


# ----------------------------------------------------------------- royal pieces


def beaufort_is_heir(s: KState) -> bool:
    """Beaufort is the Lancastrian heir once Henry VI, Margaret and Edward are dead
    and he is in play [8.6]."""
    alive = s.heir_alive
    for h in _LANCASTRIANS:
        if alive[h]:
            return False
    return s.faction[D.BEAUFORT] >= 0 and s.npos[D.BEAUFORT] != CAPTIVE


_LANCASTRIANS = tuple(h for h in range(D.N_HEIRS) if D.HEIR_HOUSE[h] == D.LANCASTER)


def senior(s: KState, house: int) -> int:
    """The senior surviving royal piece of ``house`` (BEAUFORT_SLOT, or -1: none)."""
    alive = s.heir_alive
    for h in _BY_RANK[house]:
        if alive[h]:
            return h
    if house == D.LANCASTER and beaufort_is_heir(s):
        return BEAUFORT_SLOT
    return -1


# per house, its royal pieces by seniority (rank, then index: the first of equals wins)
_BY_RANK = {house: tuple(sorted((h for h in range(D.N_HEIRS) if D.HEIR_HOUSE[h] == house),
                                key=lambda h: (D.HEIR_RANK[h], h)))
            for house in set(D.HEIR_HOUSE) | {D.LANCASTER, D.YORK}}


def royal_ctrl(s: KState, h: int) -> int:
    if h == BEAUFORT_SLOT:
        return s.faction[D.BEAUFORT]
    return s.heir_ctrl[h]


def royal_pos(s: KState, h: int) -> int:
    return s.npos[D.BEAUFORT] if h == BEAUFORT_SLOT else s.heir_pos[h]


def living_royals(s: KState) -> list[int]:
    out = list(compress(_HEIRS, s.heir_alive))
    if beaufort_is_heir(s):
        out.append(BEAUFORT_SLOT)
    return out


_HEIRS = range(D.N_HEIRS)


def crowned(s: KState, h: int) -> bool:
    return bool(s.heir_crowned[h])


def sole_king(s: KState) -> int:
    """The only crowned living royal piece, or -1 (none, or two Kings)."""
    crown = s.heir_crowned
    king = -1
    for h in living_royals(s):
        if crown[h]:
            if king >= 0:
                return -1  # two Kings
            king = h
    return king


def summoner(s: KState) -> int:
    """The faction entitled to summon Parliament (sole King's controller, else the
    Chancellor's), or -1."""
    k = sole_king(s)
    if k >= 0 and royal_ctrl(s, k) >= 0:
        return royal_ctrl(s, k)
    h = s.holder[D.CHANCELLOR]
    return s.faction[h] if h >= 0 else -1


# ----------------------------------------------------------------- votes


def votes(s: KState, seat: int, attending_area: int = -1) -> tuple[int, int]:
    """(Lords, Commons) of ``seat``. Nobles' own and card votes count only for nobles in
    ``attending_area`` when it is given (Parliament); places and royal pieces always."""
    lords = commons = 0
    fac, npos = s.faction, s.npos
    by = held_by(s)
    for n in D.NOBLES:
        if fac[n] != seat or npos[n] == CAPTIVE:
            continue
        if attending_area >= 0 and area_of(s, npos[n]) != attending_area:
            continue
        lords += _LORDS[n]
        commons += _COMMONS[n]
        for c in by[n]:  # town cards' votes are the places' (below)
            lords += _CARD_LORDS[c]
            commons += _CARD_COMMONS[c]
    lo = [0] * s.players
    co = [0] * s.players
    _add_seat_votes(s, lo, co)
    return lords + lo[seat], commons + co[seat]


def all_votes(s: KState, attending_area: int = -1) -> list[tuple[int, int]]:
    """:func:`votes` of every seat, by seat, in one pass over the nobles and places."""
    lords = [0] * s.players
    commons = [0] * s.players
    fac, npos = s.faction, s.npos
    by = held_by(s)
    for n in _NOBLES:
        seat = fac[n]
        p = npos[n]
        if seat < 0 or p == CAPTIVE:
            continue
        if attending_area >= 0:  # area_of(s, p), land positions read from a table
            a = _LAND_AREA[p] if p < SEA0 else area_of(s, p)
            if a != attending_area:
                continue
        lo, co = _LORDS[n], _COMMONS[n]
        for c in by[n]:  # town cards' votes are the places' (below)
            lo += _CARD_LORDS[c]
            co += _CARD_COMMONS[c]
        lords[seat] += lo
        commons[seat] += co
    _add_seat_votes(s, lords, commons)
    return list(zip(lords, commons, strict=True))


def _add_seat_votes(s: KState, lords: list[int], commons: list[int]) -> None:
    """Add, per seat, the votes that do not sit on a noble: the Commons of the places it
    controls, 10 and 10 for each house's senior royal piece it holds and 20 Commons for
    the sole King (without one, for the Chancellor's faction)."""
    fac, conquered, holder = s.faction, s.conquered, s.holder
    for loc, v, card, noble_card, is_open in _VOTE_PLACES:  # place_ctrl inline
        c = conquered[loc]
        if c < 0:
            if is_open:
                o = at(s, LOC0 + loc)
                c = fac[o[0]] if o else -1
            elif card < 0:
                c = -1
            elif noble_card:
                c = fac[card]
            else:
                h = holder[card]
                c = fac[h] if h >= 0 else -1
        if c >= 0:
            commons[c] += v
    for house in (D.LANCASTER, D.YORK):
        h = senior(s, house)
        c = royal_ctrl(s, h) if h >= 0 else -1
        if c >= 0:
            lords[c] += 10
            commons[c] += 10
    k = sole_king(s)
    if k >= 0:
        c = royal_ctrl(s, k)
    else:
        hc = holder[D.CHANCELLOR]
        c = fac[hc] if hc >= 0 else -1
    if c >= 0:
        commons[c] += 20


_LORDS, _COMMONS = D.LORDS, D.COMMONS
# per land position (index -1: off the board, -2: captive): its area, as area_of answers
_LAND_AREA = tuple(range(LOC0)) + tuple(D.LOC_AREA) + (-1, -1)
_CARD_LORDS = tuple(0 if D.CARD_TYPE[c] == "town" else D.LORDS[c] for c in range(D.N_CARDS))
_CARD_COMMONS = tuple(0 if D.CARD_TYPE[c] == "town" else D.COMMONS[c]
                      for c in range(D.N_CARDS))
_VOTE_LOCS = tuple((loc, D.LOC_VOTES[loc]) for loc in range(D.N_LOCS) if D.LOC_VOTES[loc])
# per place with votes: (place, votes, its card, a noble card, open) for place_ctrl inline
_VOTE_PLACES = tuple((loc, v, D.LOC_CARD[loc], D.LOC_CARD[loc] >= 0 and _IS_NOBLE[D.LOC_CARD[loc]],
                      _LOC_OPEN[loc]) for loc, v in _VOTE_LOCS)


def tournament_points(v: list[int], winner: int = -1) -> list[float]:
    """The seed's tournament scoring [H 3]: rank by V; 1st V(1+0.1N), k-th (k >= 2)
    V(1+0.1(N-k)), last V; ties take the higher multiplier. After a normal victory
    only the winner scores (the first-place formula). Rounded to two decimals."""
    n = len(v)
    if winner >= 0:
        return [round(v[i] * (1 + 0.1 * n), 2) if i == winner else 0.0 for i in range(n)]
    out = []
    for i in range(n):
        place = 1 + sum(1 for j in range(n) if v[j] > v[i])
        mult = 1 + 0.1 * n if place == 1 else 1 + 0.1 * (n - place)
        out.append(round(v[i] * mult, 2))
    return out
