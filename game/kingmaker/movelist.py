"""The movement phase's legal list (section 6) from the kept parts of :mod:`turnmemo` and
:mod:`movememo`: each noble's Move actions, each ship's Sail and Embark actions, then the
turn's extras (cards, royal pieces, offers, alliances) and EndPhase.

The movement part (moves, sails, embarkings) is kept whole on the turn memo and handed out
again when nothing it depends on changed since the last query: the turn memo saw no noble
move and no card change hands, and the copies kept here of the other lists it reads
(moved flags, ships, conquests, heirs, stays on the Continent, weather, storm, round) are
equal to the state's. ``tests/kingmaker/test_km_move_cache.py`` compares every list with
one built from the plain functions, through random games and hand edits.
"""

from __future__ import annotations

from game.kingmaker import data as D
from game.kingmaker.actions import Embark, EndPhase
from game.kingmaker.board import LOC0, SEA0
from game.kingmaker.movememo import land_moves, move_memo, ship_sails
from game.kingmaker.movement import _embark_ok
from game.kingmaker.state import KState
from game.kingmaker.turnmemo import (
    TurnMemo,
    escorted,
    memo_occ,
    my_ships,
    own_turn_extras,
    turn_memo,
)

_END = EndPhase()
_LOC_AREA = D.LOC_AREA
# per position: its land area, -1 at sea, aboard, captive (-2) or off the board (-1)
_LAND_AREA = (tuple(range(LOC0)) + tuple(_LOC_AREA) + (-1,) * (D.SHIP0 + D.N_CARDS - SEA0)
              + (-1, -1))


def move_phase_actions(s: KState) -> list:
    """Every legal action of the active seat in its movement phase (no decision
    pending)."""
    m, moved, held = turn_memo(s)
    esc = escorted(s, m)
    part = m.move_part
    if part is None or moved is not None or held or not _same(s, m, esc):
        part = m.move_part = _movement(s, m, esc, held)
        m.part_of = (s.moved[:], s.ship_pos[:], s.conquered[:], s.cont_ban[:], s.weather,
                     s.storm, s.round)
        m.part_esc = esc
    out = part + own_turn_extras(s, m, moved, held, True)
    out.append(_END)
    return out


def _same(s: KState, m: TurnMemo, esc: set) -> bool:
    """The lists the movement part reads beyond positions and allocations are unchanged
    (the heirs' through :func:`escorted`, which rebuilds its set when they change)."""
    mv, sp, cq, ban, weather, storm, rnd = m.part_of
    return (esc is m.part_esc and mv == s.moved and sp == s.ship_pos and cq == s.conquered
            and ban == s.cont_ban and weather == s.weather and storm == s.storm
            and rnd == s.round)


def _movement(s: KState, m: TurnMemo, esc: set, held: bool) -> list:
    """The moves, sails and embarkings of the memo's seat, in the order of the legal
    list."""
    seat = m.seat
    out: list = []
    occ = memo_occ(s, m)
    mm = move_memo(s, seat, occ, m)
    mv, npos, besieged = s.moved, s.npos, s.besieged
    land, reach = mm.land, mm.reach
    mine = m.mine
    for n in mine:
        if mv[n] & 1:
            continue
        p = npos[n]
        e = land.get(n)
        if e is not None and e[0] == p and 0 <= p < SEA0 and p not in esc:
            # land_moves' answer kept for the same position and reach, without escort
            if p < LOC0:
                if e[1] is reach[p]:
                    out += e[4]
                    continue
            elif besieged[p - LOC0] >= 0:
                continue  # besieged: no land moves
            elif e[1] is reach[_LOC_AREA[p - LOC0]]:
                out += e[4]
                continue
        out += land_moves(s, mm, n, p in esc)
    for sh in my_ships(s, m, held):
        out += ship_sails(s, mm, sh, occ)
        sp = s.ship_pos[sh]
        if LOC0 <= sp < SEA0 and not mv[sh]:  # else _embark_ok refuses every noble
            port = _LOC_AREA[sp - LOC0]
            for n in mine:  # only nobles in the port's area may board
                if _LAND_AREA[npos[n]] == port and _embark_ok(s, n, sh, seat):
                    out.append(Embark(n, sh))
    return out
