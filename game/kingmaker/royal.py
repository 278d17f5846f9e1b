"""Royal pieces (section 8): heirs following their controllers, deaths of heirs, the coronation,
the houses and victory (section 12).

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from itertools import compress

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import (
    BEAUFORT_SLOT,
    LOC0,
    SEA0,
    SHIP0,
    area_of,
    at,
    crowned,
    held,
    living_royals,
    place_ctrl,
    royal_ctrl,
    royal_pos,
    senior,
)
from game.kingmaker.state import OVER, KState


def _fix_heirs(s: KState) -> None:
    """A royal piece with no escort of its controller belongs to the faction holding
    the place it is in, otherwise to nobody [7.5]."""
    hpos, hctrl, fac = s.heir_pos, s.heir_ctrl, s.faction
    for h in compress(_HEIRS, s.heir_alive):  # the living ones
        p = hpos[h]
        c = hctrl[h]
        if c >= 0 and _escort_at(s, p, c):
            continue
        if LOC0 <= p < SEA0:
            hctrl[h] = place_ctrl(s, p - LOC0)
        elif p >= SHIP0:
            k = s.holder[p - SHIP0]
            hctrl[h] = fac[k] if k >= 0 else -1
        else:
            hctrl[h] = -1


_HEIRS = range(D.N_HEIRS)


def _escort_at(s: KState, p: int, seat: int) -> bool:
    """Is a noble in play at ``p`` of faction ``seat``, or lent to it (``ctl``)? The
    nobles there found by C scans of the nobles' positions."""
    ahead = s.npos[:_N_NOBLES]
    k = ahead.count(p)
    if not k:
        return False
    fac, lent = s.faction, s.lent
    n = -1
    for _ in range(k):
        n = ahead.index(p, n + 1)
        f = fac[n]
        if f >= 0 and (f == seat or lent[n] == seat):
            return True
    return False


_NOBLES = D.NOBLES
_N_NOBLES = len(_NOBLES)
assert tuple(_NOBLES) == tuple(range(_N_NOBLES))  # the nobles are the first cards


def _take_heirs_at(s: KState, pos: int, seat: int) -> None:
    """A noble ending with unescorted royal pieces takes them [7.5]."""
    if pos not in s.heir_pos:
        return
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == pos:
            c = s.heir_ctrl[h]
            if c < 0 or not any(s.faction[n] == c for n in at(s, pos)):
                s.heir_ctrl[h] = seat


def _kill_heir(s: KState, h: int, ev: list, why: str) -> None:
    s.heir_alive[h] = 0
    s.heir_ctrl[h] = -1
    ev.append(Event("heir_dies", {"heir": h, "why": why}))


def _coronation(s: KState, ev: list) -> None:
    """Crown every eligible royal piece of the active faction [8.4]."""
    seat = s.active
    if seat not in s.heir_ctrl and s.faction[D.BEAUFORT] != seat:
        return  # the faction controls no royal piece (royal_ctrl)
    crown, hctrl = s.heir_crowned, s.heir_ctrl
    for h in living_royals(s):
        # crowned(s, h), royal_ctrl(s, h) read directly
        if crown[h] or (s.faction[D.BEAUFORT] if h == BEAUFORT_SLOT else hctrl[h]) != seat \
                or senior(s, _house(h)) != h:
            continue
        p = royal_pos(s, h)
        if not (LOC0 <= p < SEA0) or not D.LOC_CATHEDRAL[p - LOC0]:
            continue
        escorts = [n for n in at(s, p) if s.faction[n] == seat]
        if not escorts:
            continue
        church = [c for n in escorts for c in held(s, n) if D.CARD_TYPE[c] == "bishop"]
        if any(D.ARCHBISHOP[c] for c in church) or len(church) >= 2:
            s.heir_crowned[h] = 1
            ev.append(Event("crowned", {"heir": h, "seat": seat, "loc": p - LOC0}))


def _house(h: int) -> int:
    return D.LANCASTER if h == BEAUFORT_SLOT else D.HEIR_HOUSE[h]


def _check_victory(s: KState, ev: list) -> None:
    """The faction controlling the only surviving royal piece, crowned and in England,
    wins; if all die nobody wins [12]. A crowned Yorkist against Beaufort alone wins
    [8.6]."""
    if s.phase == OVER:
        return
    left = len(s.heir_alive) - s.heir_alive.count(0)
    if left >= 2:  # two heirs alive: no winner yet
        return
    crown = s.heir_crowned
    if left and not crown[BEAUFORT_SLOT] and not crown[s.heir_alive.index(1)]:
        return  # the one living heir is not crowned, nor is Beaufort: nobody wins yet
    alive = living_royals(s)
    if not alive and not any(s.heir_alive):
        s.phase = OVER
        s.pending = []
        s.end_reason = "all_dead"
        ev.append(Event("all_dead", {}))
        return
    heirs = [h for h in alive if h != BEAUFORT_SLOT]
    if len(alive) == 1:
        cand = alive[0]
    elif (len(heirs) == 1 and BEAUFORT_SLOT in alive and D.HEIR_HOUSE[heirs[0]] == D.YORK
          and crowned(s, heirs[0])):
        cand = heirs[0]
    else:
        return
    c = royal_ctrl(s, cand)
    if c < 0 or not crowned(s, cand):
        return
    p = royal_pos(s, cand)
    a = area_of(s, p)
    if D.R["king_must_be_in_england_to_win"] and (a < 0 or D.ABROAD[a] or p >= SEA0):
        return
    s.phase = OVER
    s.pending = []
    s.winner = c
    s.end_reason = "victory"
    ev.append(Event("victory", {"seat": c, "heir": cand}))
