"""Parts of the active faction's legal list kept from one query to the next on the same
state (movement and combat phases): each part is rebuilt only when what it depends on
changed, found by comparing copies of the state's lists, so a state edited by hand is
still answered right. ``tests/kingmaker/test_km_move_cache.py`` compares every kept
list with a fresh one through random games.
"""

from __future__ import annotations

from bisect import insort
from itertools import compress
from operator import is_not, itemgetter

from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD, EndAlliance, ExecuteHeir, Offer, OfferAlliance
from game.kingmaker.board import CAPTIVE, LOC0, SEA0, allied, nobles_of, occupancy
from game.kingmaker.cards import _hand_plays, _tradeable_allocated
from game.kingmaker.common import _tup
from game.kingmaker.naval import fleet_offers
from game.kingmaker.state import KState

_CARDS = range(D.N_CARDS)
_IS_NOBLE = tuple(D.CARD_TYPE[c] == "noble" for c in _CARDS)
_NO_LENT = [-1] * D.N_CARDS  # compared with, never changed nor handed out


class TurnMemo:
    """What one seat's legal lists were built from, and the parts built (see module)."""

    __slots__ = ("seat", "tnum", "faction", "lent", "besieged", "alliances", "npos",
                 "holder", "heir_pos", "heir_alive", "heir_ctrl", "hand", "events",
                 "occ", "ship_pos", "ships", "mine", "mine_f", "escorted",
                 "hand_acts", "heir_acts", "give", "placed", "offer_acts", "any_time", "move_part",
                 "part_of", "part_esc", "owned", "prev_npos", "last_moved",
                 "combat_part", "combat_of", "fleet", "fleet_of")

    def __init__(self, s: KState, seat: int) -> None:
        self.seat = seat
        self.tnum = s.tnum
        self.faction = s.faction[:]
        self.lent = s.lent[:]
        self.besieged = s.besieged[:]
        self.alliances = s.alliances[:]
        self.npos = s.npos[:]
        self.holder = s.holder[:]
        self.heir_pos = self.heir_alive = self.heir_ctrl = None
        self.hand = self.events = None
        self.occ = None
        self.ship_pos = self.ships = None
        fac, lent = s.faction, s.lent
        self.mine_f = nobles_of(s, seat)
        if lent == _NO_LENT:  # nobody lent: the seat moves its own nobles
            self.mine = self.mine_f
        else:
            self.mine = [n for n in D.NOBLES
                         if fac[n] >= 0 and (lent[n] if lent[n] >= 0 else fac[n]) == seat]
        self.owned = None
        self.escorted: set[int] = set()
        self.hand_acts = self.heir_acts = self.offer_acts = None
        self.give = self.placed = None
        self.any_time = [EndAlliance(b if a == seat else a) for a, b in s.alliances
                         if seat in (a, b)]
        # the movement phase's moves, sails and embarkings (``movelist``)
        self.move_part = self.part_of = self.part_esc = None
        # the positions' copy before the last query and the cards it found moved (read
        # by ``movememo._places``, which shares these copies: none is changed in place)
        self.prev_npos = self.last_moved = None
        self.combat_part = self.combat_of = None  # the combat phase's list (legal.py)
        # the alliances offered for stacked ships [H 2.1], and the ship positions and
        # ``placed`` list they were found from
        self.fleet = self.fleet_of = None


def turn_memo(s: KState) -> tuple[TurnMemo, list[int] | None, bool]:
    """The memo of the active seat, brought up to date: (memo, cards whose position
    changed since the last query or None when none did, whether allocations changed)."""
    seat = s.active
    m = getattr(s, "_memo", None)
    if (m is None or m.seat != seat or m.tnum != s.tnum or m.faction != s.faction
            or m.lent != s.lent or m.besieged != s.besieged or m.alliances != s.alliances):
        m = s._memo = TurnMemo(s, seat)
        return m, None, True
    moved = None
    npos = s.npos
    m.prev_npos = m.npos
    if m.npos != npos:
        old = m.npos
        # the cards moved (or whose equal position was stored anew: harmless)
        changed = list(compress(_CARDS, map(is_not, old, npos)))
        moved = list(zip(changed, map(old.__getitem__, changed), strict=True))  # no frame
        m.npos = npos[:]
        occ = m.occ
        if occ is not None:  # the same factions: only the moved nobles change places
            fac = s.faction
            for c, p in moved:
                if not _IS_NOBLE[c] or fac[c] < 0:
                    continue
                if p >= 0:
                    there = occ[p]
                    there.remove(c)
                    if not there:
                        del occ[p]
                q = npos[c]
                if q >= 0:
                    there = occ.get(q)
                    if there is None:
                        occ[q] = [c]
                    else:
                        insort(there, c)  # in card order, as occupancy() lists them
    m.last_moved = moved
    held = m.holder != s.holder
    if held:
        m.holder = s.holder[:]
    return m, moved, held


def memo_occ(s: KState, m: TurnMemo) -> dict:
    """The occupancy snapshot of the memo's positions."""
    occ = m.occ
    if occ is None:
        occ = m.occ = occupancy(s)
    return occ


def my_ships(s: KState, m: TurnMemo, held: bool) -> list[int]:
    """The seat's ships on the board (owned through the nobles holding them)."""
    if held or m.owned is None:  # held by the seat's nobles, on the board or not
        holder, fac, seat = s.holder, s.faction, m.seat
        owned = m.owned = []
        for sh in D.SHIPS:  # plain loops: a comprehension's frame costs more here
            h = holder[sh]
            if h >= 0 and fac[h] == seat:
                owned.append(sh)
        m.ships = None
    if m.ships is None or m.ship_pos != s.ship_pos:
        m.ship_pos = sp = s.ship_pos[:]
        ships = m.ships = []
        for sh in m.owned:
            if sp[sh] >= 0:
                ships.append(sh)
    return m.ships


def escorted(s: KState, m: TurnMemo) -> set[int]:
    """Positions of the royal pieces the seat controls."""
    if m.heir_pos != s.heir_pos or m.heir_alive != s.heir_alive or m.heir_ctrl != s.heir_ctrl:
        m.heir_pos, m.heir_alive, m.heir_ctrl = s.heir_pos[:], s.heir_alive[:], s.heir_ctrl[:]
        seat = m.seat
        m.escorted = {s.heir_pos[h] for h in range(D.N_HEIRS)
                      if s.heir_alive[h] and s.heir_ctrl[h] == seat}
        m.heir_acts = [ExecuteHeir(h) for h in range(D.N_HEIRS)
                       if s.heir_alive[h] and s.heir_ctrl[h] == seat]
    return m.escorted


def _free(s: KState, p: int) -> bool:
    """A noble at ``p`` is neither captive nor besieged (tradeable cards)."""
    return p != CAPTIVE and not (LOC0 <= p < SEA0 and s.besieged[p - LOC0] >= 0)


def _takes_cards(s: KState, p: int) -> bool:
    """A noble at ``p`` may take a card [9.1]: free and not at sea."""
    return _free(s, p) and p < SEA0


def own_turn_extras(s: KState, m: TurnMemo, moved: list | None, held: bool,
                    fresh: bool = False) -> list:
    """Cards from the hand, executing royal pieces, offers and ending alliances: the
    same list as :func:`game.kingmaker.legal._own_turn_extras`, from kept parts
    (``fresh``: :func:`escorted` was just brought up to date)."""
    seat = m.seat
    hand = s.hands[seat]
    fac = s.faction
    if held or m.hand_acts is None or m.hand != hand or moved and _took(s, moved, seat):
        m.hand_acts = _hand_plays(s, seat, m.mine_f)
    if not fresh:
        escorted(s, m)
    out = m.hand_acts + m.heir_acts
    if s.offers_made < D.R["offers_per_turn"]:
        events = s.held_events[seat]
        if (held or m.give is None or m.hand != hand or m.events != events
                or moved and _freed(s, moved)):
            give = sorted(set(hand)) + _tradeable_allocated(s, seat, m.mine_f)
            if events:  # held event cards are rare: no comprehension frame without them
                give += [EVENT_CARD + e for e in sorted(set(events))]
            if give != m.give:
                m.give = give
                m.offer_acts = None
            m.events = events[:]
        npos = s.npos
        if m.placed is None or moved and _touches(moved, npos, m.mine_f):
            occ = memo_occ(s, m)
            lent = s.lent
            placed = []  # (noble, factions stacked with him) where another stands
            for n in m.mine_f:
                q = npos[n]
                if q >= 0:
                    there = set()
                    for x in occ.get(q, ()):
                        if lent[x] < 0:
                            there.add(fac[x])
                    if len(there) > 1 or seat not in there:
                        placed.append((n, there))
            if placed != m.placed:
                m.placed = placed
                m.offer_acts = None
        if m.offer_acts is None:
            m.offer_acts = _offers(s, seat, m.give, m.placed)
        out = out + m.offer_acts
        if s.options["naval_seed"]:  # stacked ships ally as nobles do [H 2.1]
            fleet = m.fleet
            if fleet is None or held or m.fleet_of[1] is not m.placed \
                    or m.fleet_of[0] != s.ship_pos:
                fleet = m.fleet = fleet_offers(s, seat, m.placed)
                m.fleet_of = (s.ship_pos[:], m.placed)
            if fleet:
                out = out + fleet
    else:  # no offers: rebuilt from scratch if they come back
        m.give = m.placed = m.offer_acts = None
    m.hand = hand[:]
    return out + m.any_time if m.any_time else out


def _took(s: KState, moved: list, seat: int) -> bool:
    """Did a noble of ``seat`` among ``moved`` ((card, old position) pairs) become able or
    unable to take a card?"""
    fac, npos, bes = s.faction, s.npos, s.besieged
    for c, p in moved:  # _takes_cards inline
        if fac[c] == seat:
            q = npos[c]
            if ((p != CAPTIVE and p < SEA0 and not (p >= LOC0 and bes[p - LOC0] >= 0))
                    != (q != CAPTIVE and q < SEA0 and not (q >= LOC0 and bes[q - LOC0] >= 0))):
                return True
    return False


def _freed(s: KState, moved: list) -> bool:
    """Did a card among ``moved`` become free or stop being free (:func:`_free`)?"""
    npos, bes = s.npos, s.besieged
    for c, p in moved:  # _free inline
        q = npos[c]
        if ((p != CAPTIVE and not (LOC0 <= p < SEA0 and bes[p - LOC0] >= 0))
                != (q != CAPTIVE and not (LOC0 <= q < SEA0 and bes[q - LOC0] >= 0))):
            return True
    return False


def _touches(moved: list, npos: list, nobles: list) -> bool:
    """Did a card that ``moved`` ((card, old position) pairs) move one of ``nobles`` or
    leave or enter a position where one of them stands?"""
    here = set(map(npos.__getitem__, nobles))
    for c, p in moved:
        if p in here or npos[c] in here or c in nobles:
            return True
    return False


def _offers(s: KState, seat: int, give: list, placed: list) -> list:
    """Offers to each other seat in turn: each card of ``give`` given for nothing or for
    a card, a card asked for nothing, then (when not allied) an alliance, defensive and
    offensive with each of ``placed``'s nobles stacked with that seat's."""
    key = tuple(give)
    row = _ROWS.get(key) or _row_getter(key)
    out: list = []
    if not placed:  # no alliance to offer: the offers to each other seat in turn
        for p in range(s.players):
            if p != seat:
                out += row(_FLAT[p])
        return out
    for p in range(s.players):
        if p == seat:
            continue
        out += row(_FLAT[p])
        if not allied(s, seat, p):
            # defensive: stacked nobles; offensive: a commander in the stack
            ally = _ALLY[p]
            first = True
            for n, there in placed:
                if p in there:
                    if first:
                        out.append(ally[0])
                        first = False
                    out.append(ally[n + 1])
    return out


_SEATS = range(7)  # Kingmaker is for 2 to 7 players
_GIVEN = list(range(D.N_CARDS)) + [EVENT_CARD + e for e in range(D.N_EVENTS)]
_SLOT = {g: i for i, g in enumerate(_GIVEN)}  # a card (or held event card): its pair's slot
# per seat: each card's offers without and with a price, in slot order, then a card asked
# for nothing
_FLAT = tuple(tuple(_tup(Offer, (p, g, x)) for g in _GIVEN for x in (0, 1))
              + (Offer(p, -1, 1),) for p in _SEATS)
_ASK_AT = 2 * len(_GIVEN)
# per seat: the alliance offers to it, defensive (first) then with each noble commanding
_ALLY = tuple(tuple(_tup(OfferAlliance, (p, n)) for n in [-1] + list(D.NOBLES)) for p in _SEATS)
# (cards to give): what picks one seat's offers from its ``_FLAT`` row
_ROWS: dict[tuple, itemgetter] = {}


def _row_getter(give: tuple) -> itemgetter:
    """What picks, from a seat's ``_FLAT`` row, each card of ``give`` given for nothing
    or for a card, then a card asked for nothing (a tuple, as one seat's offers)."""
    at = [i for g in give for i in (2 * _SLOT[g], 2 * _SLOT[g] + 1)]
    at.append(_ASK_AT)
    get = itemgetter(*at) if len(at) > 1 else itemgetter(slice(_ASK_AT, _ASK_AT + 1))
    if len(_ROWS) > 20000:
        _ROWS.clear()
    _ROWS[give] = get
    return get
