"""Events (section 5): drawing and resolving event cards, summons and writs [H 2.5].

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import (
    BEAUFORT_SLOT,
    LOC0,
    SEA0,
    at,
    besieged_pos,
    can_enter,
    crowned,
    force,
    living_royals,
    nobles_of,
    occupants,
    strength,
)
from game.kingmaker.common import _tup
from game.kingmaker.losses import _gale, _kill_noble
from game.kingmaker.placement import _nearest_ports, _ship_owner
from game.kingmaker.royal import _fix_heirs, _kill_heir
from game.kingmaker.state import KState


def _draw_event(s: KState, ev: list) -> int:
    if not s.event_deck:
        s.event_deck = s.event_discard
        s.event_discard = []
        s.rng.shuffle(s.event_deck)
        ev.append(Event("event_reshuffle", {}))
    e = s.event_deck.pop()
    s.last_event = e
    return e


def _event_phase(s: KState, ev: list) -> None:
    while True:
        deck = s.event_deck
        if deck:  # _draw_event(s, ev) without a reshuffle
            e = s.last_event = deck.pop()
        else:
            e = _draw_event(s, ev)
        kind = _KIND[e]  # ev_kind(e)
        ev.append(_tup(Event, ("event", {"event": e, "seat": s.active}, True, None, False)))
        if kind in _KEPT and s.options["house_events"]:
            # MAY BE SUMMONED and WRIT are kept (tradeable) and another card is drawn [H 2.5]
            s.held_events[s.active].append(e)
            ev.append(Event("event_kept", {"event": e, "seat": s.active}))
            continue
        s.event_discard.append(e)
        _resolve_event(s, e, ev)
        return


_KIND = D.EVENT_KIND
_KEPT = ("parliament_may_be_summoned", "writ")  # kept in hand [H 2.5]


def _resolve_event(s: KState, e: int, ev: list) -> None:
    kind = _KIND[e]  # ev_kind(e)
    if kind == "plague":
        for loc in D.EVENT_LOCS[e]:
            for n in occupants(s, loc):
                _kill_noble(s, n, ev, "plague")
            if LOC0 + loc not in s.heir_pos:  # no royal piece there, living or dead
                continue
            for h in range(D.N_HEIRS):
                if s.heir_alive[h] and s.heir_pos[h] == LOC0 + loc:
                    _kill_heir(s, h, ev, "plague")
    elif kind == "bad_weather":
        s.weather = True
    elif kind == "storm_at_sea":
        s.storm = True
        for sh in D.SHIPS:
            p = s.ship_pos[sh]
            if p >= SEA0:
                _storm_to_port(s, sh, p - SEA0, _ship_owner(s, sh), ev)
    elif kind == "summons":
        _summons(s, e, ev)
    elif kind == "embassy":
        dest = D.EVENT_DEST[e]
        for h in living_royals(s):
            if h == BEAUFORT_SLOT or not crowned(s, h):
                continue
            p = s.heir_pos[h]
            if p < 0 or p >= SEA0 or besieged_pos(s, p):
                continue
            c = s.heir_ctrl[h]
            escorts = [n for n in at(s, p) if s.faction[n] == c] if c >= 0 else []
            if len(escorts) > 1:  # the controller chooses the escort [5]
                s.pending.append(("embassy", c, h, dest, ()))
            else:
                _embassy_go(s, h, dest, escorts, ev)
    elif kind == "parliament_may_be_summoned":
        s.parl_allowed = True
    elif kind == "gale_at_sea":
        _gale(s, ev)


def _storm_to_port(s: KState, sh: int, zone: int, chooser: int, ev: list) -> None:
    """A ship caught by a storm makes for the nearest port it may enter; between equally
    near ports ``chooser`` decides [5, H 2.1]."""
    owner = _ship_owner(s, sh)
    ports = _nearest_ports(s, zone, owner) or _nearest_ports(s, zone, -1)
    if chooser >= 0 and len(ports) > 1:
        s.pending.append(("port", chooser, sh, tuple(ports)))
    elif ports:
        _to_port(s, sh, ports[0], ev)


def _to_port(s: KState, sh: int, port: int, ev: list) -> None:
    s.ship_pos[sh] = LOC0 + port
    ev.append(Event("ship_to_port", {"ship": sh, "loc": port}))


def _escorts_left(s: KState, q: tuple) -> list[int]:
    """Nobles who may still join the escort of an Embassy question ``q``."""
    _, c, h, dest, chosen = q
    return [n for n in at(s, s.heir_pos[h]) if s.faction[n] == c and n not in chosen]


def _answer_escort(s: KState, q: tuple, n: int, ev: list) -> None:
    """The controller added ``n`` to the King's escort (-1: the escort is complete)."""
    _, c, h, dest, chosen = q
    if n >= 0:
        chosen += (n,)
        q = (q[0], c, h, dest, chosen)
        if _escorts_left(s, q):
            s.pending.insert(0, q)
            return
    _embassy_go(s, h, dest, list(chosen), ev)
    _settle_embassies(s, ev)


def _settle_embassies(s: KState, ev: list) -> None:
    """The next Embassy questions once a King has gone: one whose escort has left with
    him (two crowned Kings in one stack) now has one noble or none to choose from, and
    goes at once as when the event was drawn [5]."""
    while s.pending and s.pending[0][0] == "embassy" and not s.pending[0][4]:
        q = s.pending[0]
        left = _escorts_left(s, q)
        if len(left) > 1:
            return
        s.pending.pop(0)
        _embassy_go(s, q[2], q[3], left, ev)


def _embassy_go(s: KState, h: int, dest: int, escorts: list[int], ev: list) -> None:
    """A crowned King goes to the embassy with his escort: inside if his controller may
    enter with them, else into the area [5]."""
    c = s.heir_ctrl[h]
    to = (LOC0 + dest if c >= 0 and can_enter(s, dest, c, force(s, escorts))
          else D.LOC_AREA[dest])
    s.heir_pos[h] = to
    for n in escorts:
        s.npos[n] = to
    ev.append(Event("embassy", {"heir": h, "dest": to}))
    _fix_heirs(s)


def _summon_exempt(s: KState, n: int) -> bool:
    """Besieged, at sea, on an island, in Calais or Ireland, or captured: does not go."""
    p = s.npos[n]
    if p < 0 or p >= SEA0:
        return True
    if p < LOC0:  # area_of(s, p), besieged_pos(s, p) written out
        return D.SUMMONS_EXEMPT[p]
    return s.besieged[p - LOC0] >= 0 or D.SUMMONS_EXEMPT[D.LOC_AREA[p - LOC0]]


def _summons(s: KState, e: int, ev: list) -> None:
    """Summons [5]: each noble who is or holds a listed card goes, alone, to the place
    (inside if friendly, else its area); a noble summoned twice obeys the first listed.
    A faction holding a WRIT may send a noble at least as strong instead [H 2.5]."""
    dest = D.EVENT_DEST[e]
    done: list[int] = []
    for c in D.EVENT_SUMMONED[e]:
        n = c if D.CARD_TYPE[c] == "noble" else s.holder[c]
        if n < 0 or s.faction[n] < 0 or n in done or _summon_exempt(s, n):
            continue
        done.append(n)
        seat = s.faction[n]
        if _writ_held(s, seat) >= 0 and _writ_subs(s, n, done):
            s.pending.append(("writ", seat, n, dest, e))
        else:
            _go_summoned(s, n, dest, ev, e)


def _writ_held(s: KState, seat: int) -> int:
    for e in s.held_events[seat]:
        if _KIND[e] == "writ":  # ev_kind(e)
            return e
    return -1


def _writ_subs(s: KState, n: int, exclude: list[int]) -> list[int]:
    st = strength(s, n)
    return [m for m in nobles_of(s, s.faction[n]) if m != n and m not in exclude
            and not _summon_exempt(s, m) and strength(s, m) >= st]


def _go_summoned(s: KState, n: int, dest: int, ev: list, e: int) -> None:
    seat = s.faction[n]
    to = LOC0 + dest if can_enter(s, dest, seat, strength(s, n)) else D.LOC_AREA[dest]
    s.npos[n] = to
    ev.append(_tup(Event, ("summoned", {"noble": n, "dest": to, "event": e}, False, None,
                           False)))
    _fix_heirs(s)
