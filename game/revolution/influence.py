"""Revolution's allegiance of citizens ([6.16]): influence bids, at most three steps per
city per turn, and what each track space does to the city's population.
"""

from __future__ import annotations

from game.core import Event
from game.revolution import data as D
from game.revolution.board import (
    add_from_stock,
    opt,
    to_stock,
)
from game.revolution.flow import (
    ask,
)
from game.revolution.state import RState

P, S, NEU = D.P, D.S, D.NEUTRAL
C, H, N, B, R = D.C, D.H, D.N, D.B, D.R


def run_influence(s: RState, ev: list[Event]) -> bool:
    # [6.16]
    while s.fi < len(s.order):
        f = s.order[s.fi]
        if s.treas[f] > 0:
            return ask(s, "bid", f)
        s.fi += 1
    resolve_influence(s, ev)
    return False


def resolve_influence(s: RState, ev: list[Event]) -> None:
    bids = s.ctx.get("bids", ())
    seq = [f for f in s.order if f != N] + ([N] if N in s.order else [])
    for si in D.CITIES:
        pos = s.allg[si]
        start = pos
        steps = 0
        wasted = 0
        for f in seq:
            k = sum(1 for g, c in bids if g == f and c == si)
            for _ in range(k):
                pos2 = step_toward(pos, f)
                if steps >= D.TRACK_MAX_STEPS or pos2 == pos:
                    wasted += 1
                    continue
                pos = pos2
                steps += 1
        s.allg[si] = pos
        if any(c == si for _, c in bids):
            ev.append(Event("influence", {"s": si, "from": start, "to": pos, "wasted": wasted}))
    for si in D.CITIES:
        adjust_city(s, si, ev)


def step_toward(pos: int, f: int) -> int:
    if f in (C, H):
        return max(1, pos - 1)
    if f in (B, R):
        return min(D.TRACK_SPACES, pos + 1)
    if pos < D.TRACK_CENTRE:
        return pos + 1
    if pos > D.TRACK_CENTRE:
        return pos - 1
    return pos


def adjust_city(s: RState, si: int, ev: list[Event]) -> None:
    """[6.16] Adjustments printed on the allegiance space (data: allegiance_track.effects)."""
    if s.allg[si] in D.TRACK_CENTRAL:  # "le tre caselle centrali ... restano immutate"
        return
    eff = D.TRACK_EFFECTS.get(s.allg[si], {})
    loc = P + si
    done = []
    for key in ("remove_anti_catholic", "remove_catholic", "add_catholic", "add_anti_catholic"):
        for _ in range(int(eff.get(key, 0))):
            if key == "remove_anti_catholic":
                cands = (R, B)
            elif key == "remove_catholic":
                cands = (C, H)
            elif key == "add_catholic":
                cands = (C, H, NEU)
            else:
                cands = (R, B) + ((N,) if s.players == 3 and
                                  opt(s, "substitute") == "nobility_3p" else ()) + (NEU,)
            for o in cands:
                if o < NEU and not s.inplay[o]:
                    continue
                if key.startswith("remove"):
                    if s.cnt[loc * 6 + o]:
                        to_stock(s, o, loc)
                        done.append([key, o])
                        break
                elif add_from_stock(s, o, loc):
                    done.append([key, o])
                    break
    if done:
        ev.append(Event("allegiance", {"s": si, "space": s.allg[si], "done": done}))
