"""Losses: a noble's death and where its cards go, ships removed or sunk, and the
gale at sea [H 2.5].

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import BEAUFORT_SLOT, LOC0, SEA0, SHIP0, held, royal_ctrl, senior
from game.kingmaker.placement import _nearest_port
from game.kingmaker.royal import _fix_heirs, _kill_heir
from game.kingmaker.state import KState


def _give_up(s: KState, c: int, ev: list) -> None:
    """A noble loses card ``c``: titles, offices and bishops to the Chancery, the rest to
    the Crown discard; a lost ship leaves the sea [7.8]."""
    s.holder[c] = -1
    if D.CARD_TYPE[c] in D.CHANCERY_TYPES:
        s.chancery.append(c)
    else:
        _to_discard(s, c)
    if D.CARD_TYPE[c] == "ship":
        _remove_ship(s, c, ev)


def _kill_noble(s: KState, n: int, ev: list, why: str, asterisk: bool = False) -> None:
    """Death of a noble [7.8]: title, office and bishops to the Chancery, the rest to
    the Crown discard; a Plantagenet killed by an asterisked card waits to return
    [H 2.4]."""
    if s.faction[n] < 0:
        return
    seat = s.faction[n]
    ev.append(Event("noble_dies", {"noble": n, "seat": seat, "why": why}))
    for c in held(s, n):
        _give_up(s, c, ev)
    pos = s.npos[n]
    s.faction[n] = -1
    s.npos[n] = -1
    s.lent[n] = -1
    s.commander[n] = -1
    s.cont_rounds[n] = 0
    if n == D.BEAUFORT:
        s.heir_crowned[BEAUFORT_SLOT] = 0
    if D.PLANTAGENET[n] and asterisk:
        h = senior(s, D.YORK if "york" in D.CARD_ID[n] else D.LANCASTER)
        s.plant_dead[n] = s.round
        s.plant_ctrl[n] = royal_ctrl(s, h) if h >= 0 else -1
    else:
        s.discard.append(n)
    if pos >= 0:
        _fix_heirs(s)


def _to_discard(s: KState, c: int) -> None:
    """Into the Crown discard pile; the King's ship goes back out of play instead, to
    come again with the next Admiral of England."""
    if c != D.KINGS_SHIP:
        s.discard.append(c)


def _remove_ship(s: KState, sh: int, ev: list) -> None:
    """A ship counter leaves the board; passengers go ashore where it is, or to the
    nearest port if it was at sea."""
    p = s.ship_pos[sh]
    s.ship_pos[sh] = -1
    if p < 0:
        return
    if p >= SEA0:
        port = _nearest_port(s, p - SEA0, -1)
        land = D.LOC_AREA[port] if port >= 0 else 0
    else:
        land = D.LOC_AREA[p - LOC0]
    pos = SHIP0 + sh
    npos = s.npos
    if pos in npos[:_N_NOBLES]:  # most ships carry nobody: one C scan of the nobles
        for n in _NOBLES:
            if npos[n] == pos:
                npos[n] = land
    if pos in s.heir_pos:
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == pos:
                s.heir_pos[h] = land


_NOBLES = tuple(D.NOBLES)
_N_NOBLES = len(_NOBLES)
assert _NOBLES == tuple(range(_N_NOBLES))  # the nobles are the first cards


def _sink(s: KState, sh: int, ev: list) -> None:
    """A ship sinks: its card to the Crown discard, everyone aboard dies [H 2.1, 2.5]."""
    for n in D.NOBLES:
        if s.npos[n] == SHIP0 + sh and s.faction[n] >= 0:
            _kill_noble(s, n, ev, "drowned")
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == SHIP0 + sh:
            _kill_heir(s, h, ev, "drowned")
    if s.holder[sh] >= 0:
        s.holder[sh] = -1
        _to_discard(s, sh)
    s.ship_pos[sh] = -1
    ev.append(Event("ship_sinks", {"ship": sh}))


def _gale(s: KState, ev: list) -> None:
    """GALE AT SEA: every ship not in port sinks [H 2.5]."""
    for sh in D.SHIPS:
        if s.ship_pos[sh] >= SEA0:
            _sink(s, sh, ev)
