"""Crown cards in play (section 9): who may hold a card, allocation, playing from the hand,
tradeable cards and transfers between factions.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD, PlayCard
from game.kingmaker.board import (
    CAPTIVE,
    LOC0,
    SEA0,
    has_office,
    has_title,
    held_by,
    holds_office,
    nobles_of,
    titled,
)
from game.kingmaker.common import _tup
from game.kingmaker.losses import _remove_ship
from game.kingmaker.placement import _place_noble, _place_ship
from game.kingmaker.royal import _fix_heirs, _take_heirs_at
from game.kingmaker.state import MOVE, KState


def _eligible(s: KState, card: int, n: int, setup: bool = False) -> bool:
    """May ``card`` be allocated to noble ``n`` [9.1]?"""
    p = s.npos[n]
    if s.faction[n] < 0 or p == CAPTIVE:
        return False
    if not setup and (p >= SEA0 or p >= LOC0 and s.besieged[p - LOC0] >= 0):
        return False  # at sea, or besieged (board.besieged_pos)
    if card < 0:  # only whether the noble may take a card now
        return True
    t = D.CARD_TYPE[card]
    if t == "title":
        return not has_title(s, n)
    if t == "office":
        return has_title(s, n) and not has_office(s, n)
    return t in _FREE_CARDS


def _eligible_nobles(s: KState, card: int, nobles) -> list[int]:
    """The nobles of ``nobles`` that ``card`` (>= 0) may be allocated to now:
    :func:`_eligible` of each, with the card's type and the allocations read once."""
    t = D.CARD_TYPE[card]
    if t != "title" and t != "office" and t not in _FREE_CARDS:
        return []
    fac, npos, besieged = s.faction, s.npos, s.besieged
    by = held_by(s)
    out = []
    for n in nobles:
        p = npos[n]
        if fac[n] < 0 or p == CAPTIVE or p >= SEA0 or p >= LOC0 and besieged[p - LOC0] >= 0:
            continue
        if t == "title":
            if titled(n, by[n]):
                continue
        elif t == "office" and (not titled(n, by[n]) or holds_office(by[n])):
            continue
        out.append(n)
    return out


def _allocate(s: KState, card: int, n: int, ev: list) -> None:
    s.holder[card] = n
    data = {"card": card, "noble": n, "seat": s.faction[n]}
    ev.append(_tup(Event, ("allocated", data, False, None, False)))
    if D.CARD_TYPE[card] == "ship" and s.ship_pos[card] < 0:
        _place_ship(s, card)
    if card == D.ADMIRAL and s.holder[D.KINGS_SHIP] < 0:
        s.holder[D.KINGS_SHIP] = n  # the Admiral brings the King's ship
        _place_ship(s, D.KINGS_SHIP)


def _hand_plays(s: KState, seat: int, mine: list | None = None) -> list:
    """The seat's PlayCard actions (``mine``: its nobles, when the caller has them)."""
    out: list = []
    hand = s.hands[seat]
    if not hand:
        return out
    if mine is None:
        mine = nobles_of(s, seat)
    kinds = None  # per noble of the seat: (may take a card, has a title, has an office)
    for c in sorted(set(hand)):
        t = D.CARD_TYPE[c]
        if t == "noble":
            out.append(_tup(PlayCard, (c, -1)))
        elif t == "special":
            continue
        else:
            if kinds is None:
                kinds = _takers(s, mine)
            if t == "title":
                for n, ok, ti, _ in kinds:
                    if ok and not ti:
                        out.append(_tup(PlayCard, (c, n)))
            elif t == "office":
                for n, ok, ti, of in kinds:
                    if ok and ti and not of:
                        out.append(_tup(PlayCard, (c, n)))
            elif t in _FREE_CARDS:
                for n, ok, _, _ in kinds:
                    if ok:
                        out.append(_tup(PlayCard, (c, n)))
    return out


_FREE_CARDS = ("bishop", "town", "ship", "mercenary")


def _takers(s: KState, mine: list) -> list[tuple[int, bool, bool, bool]]:
    """Per noble of ``mine``: (noble, may take a card now, has a title, has an office):
    ``has_title`` and ``has_office`` with the allocations read once."""
    by = held_by(s)
    fac, npos, besieged = s.faction, s.npos, s.besieged
    out = []
    for n in mine:
        p = npos[n]
        # _eligible(s, -1, n): in play, not captive, at sea nor besieged
        ok = fac[n] >= 0 and p != CAPTIVE and p < SEA0 and (p < LOC0 or besieged[p - LOC0] < 0)
        cards = by[n]
        if cards:  # titled(n, cards), holds_office(cards)
            ti = _TITLED[n]
            of = False
            for c in cards:
                if _IS_TITLE[c]:
                    ti = True
                elif _IS_OFFICE[c]:
                    of = True
            out.append((n, ok, ti, of))
        else:
            out.append((n, ok, _TITLED[n], False))
    return out


_TITLED = D.TITLED
_IS_TITLE = tuple(D.CARD_TYPE[c] == "title" for c in range(D.N_CARDS))
_IS_OFFICE = tuple(D.CARD_TYPE[c] == "office" for c in range(D.N_CARDS))


def _play_card(s: KState, seat: int, c: int, n: int, ev: list) -> None:
    """Play a hidden card [9.2]: a noble onto the map, any other card to a noble."""
    s.hands[seat].remove(c)
    ev.append(_tup(Event, ("card_played", {"seat": seat, "card": c, "noble": n}, True, None,
                           False)))
    if n < 0:
        s.faction[c] = seat
        if not _place_noble(s, c):
            _place_noble(s, c, fallback_area=D.LOC_AREA[D.CONTROLS[c][0]] if D.CONTROLS[c]
                         else 0)
        if s.phase != MOVE:
            s.moved[c] = 3
        _take_heirs_at(s, s.npos[c], seat)
        _fix_heirs(s)
        return
    _allocate(s, c, n, ev)


def _tradeable_allocated(s: KState, seat: int, mine: list | None = None) -> list[int]:
    """Allocated cards a faction may trade or give: towns, ships, mercenaries, bishops of
    its free nobles [9.4]; titles and offices stay (``mine``: its nobles, when the
    caller has them)."""
    npos, besieged = s.npos, s.besieged
    by = held_by(s)
    out: list[int] = []
    for n in nobles_of(s, seat) if mine is None else mine:
        cards = by[n]
        if cards:
            p = npos[n]
            if p != CAPTIVE and not (LOC0 <= p < SEA0 and besieged[p - LOC0] >= 0):
                for c in cards:
                    if _IS_SPOIL[c]:
                        out.append(c)
    out.sort()  # in card order
    return out


_IS_SPOIL = tuple(D.CARD_TYPE[c] in D.SPOILS and c != D.KINGS_SHIP for c in range(D.N_CARDS))


def _transfer(s: KState, frm: int, to: int, c: int) -> None:
    """Hand a card over: it goes into the receiver's hand, to be placed in his own turn
    [H 1.d]."""
    if c >= EVENT_CARD:
        s.held_events[frm].remove(c - EVENT_CARD)
        s.held_events[to].append(c - EVENT_CARD)
    elif s.holder[c] >= 0:
        s.holder[c] = -1
        if D.CARD_TYPE[c] == "ship":
            _remove_ship(s, c, [])
        s.hands[to].append(c)
    else:
        s.hands[frm].remove(c)
        s.hands[to].append(c)


def _ransom_payable(s: KState, seat: int) -> list[int]:
    """What a faction may pay a ransom with, one card at a time [7.7]: cards in its hand,
    transferable allocated cards of its free nobles, held event cards."""
    return (sorted(set(s.hands[seat])) + _tradeable_allocated(s, seat)
            + [EVENT_CARD + e for e in sorted(set(s.held_events[seat]))])
