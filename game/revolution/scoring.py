"""Revolution's awards and scoring: cards by absolute majority, bishoprics,
universities and the VP count of every turn ([6.17]-[6.20], [5.7], [8.1])."""

from __future__ import annotations

from game.core import Event
from game.revolution import data as D
from game.revolution.board import controller, loc_counts, opt, town_owner
from game.revolution.state import RState

P, S, NEU = D.P, D.S, D.NEUTRAL
C, H, N, B, R = D.C, D.H, D.N, D.B, D.R


def award_cards(s: RState, ev: list[Event]) -> None:
    """[6.17] Absolute majority, neutrals counting as one more faction."""
    keep = opt(s, "card_retention") == "keep"
    changes = []
    for si in D.CITIES:
        c = loc_counts(s, P + si)
        tot = sum(c)
        win = next((o for o in range(6) if 2 * c[o] > tot), -1)
        new = win if win < NEU else -1
        if new == -1 and keep:
            new = s.ccard[si]
        if new != s.ccard[si]:
            changes.append(["city", si, s.ccard[si], new])
        s.ccard[si] = new
    cities_count = s.turn > 0 and opt(s, "city_majority") == "after_turn0"
    for p in range(P):
        c = [0] * 6
        for loc in D.PROV_LOCS[p]:
            if D.LOC_CITY[loc] and not cities_count:
                continue
            for o in range(6):
                c[o] += s.cnt[loc * 6 + o]
        tot = sum(c)
        win = next((o for o in range(6) if 2 * c[o] > tot), -1)
        new = win if win < NEU else -1
        if new == -1 and keep:
            new = s.pcard[p]
        if new != s.pcard[p]:
            changes.append(["province", p, s.pcard[p], new])
        s.pcard[p] = new
    ev.append(Event("cards", {"changes": changes}))


BISHOP_TARGET = {C: 0, H: 1, N: 1, B: 2, R: 3, -1: 1}


def award_bishoprics(s: RState, ev: list[Event], direct: bool = False) -> None:
    """[6.18] / [5.7] Each bishopric heads for its province controller's state."""
    out = []
    for p in D.BISHOP_PROVS:
        ctl = s.pcard[p]
        target = BISHOP_TARGET[ctl]
        cur = s.bish[p]
        if direct or (ctl == -1 and opt(s, "black_bishop") == "direct"):
            new = target
        else:
            new = cur + (target > cur) - (target < cur)
        s.bish[p] = new
        if new != cur:
            out.append([p, cur, new])
    ev.append(Event("bishoprics", {"changes": out}))


def award_universities(s: RState, ev: list[Event]) -> None:
    """[6.19], and [5.7] in turn 0 (option univ_turn0): a Burgher or Reformer KÖLN or Leuven
    makes its university Reformed; an empty Leuven turns it Catholic (option leuven_empty)."""
    out = []
    rule57 = s.turn == 0 and opt(s, "univ_turn0") == "rule_5_7"
    leuven_catholic = (C, H, NEU, -1) if opt(s, "leuven_empty") == "catholic" else (C, H, NEU)
    for u in D.UNIV:
        ctl = controller(s, u)
        cur = s.univ[u]
        new = cur
        if u in D.UNIV_START:
            if u == D.LEUVEN:
                occ = town_owner(s, u)
                if occ == R or (rule57 and occ == B):
                    new = 2
                elif occ in leuven_catholic:
                    new = 1
            else:
                if ctl == R or (rule57 and ctl == B):
                    new = 2
                elif ctl in (C, H, -1):
                    new = 1
        else:
            if ctl == R:
                new = 2
            elif ctl in (C, H):
                new = 0
        s.univ[u] = new
        if new != cur:
            out.append([u, cur, new])
    ev.append(Event("universities", {"changes": out}))


def compute_vp(s: RState, final: bool) -> list[dict]:
    """[8.1] VP per faction by source, recomputed from zero."""
    rows = []
    div = D.COUNTS[str(s.players)]["nobility_vp_divisor"]
    for f in range(5):
        if not s.inplay[f]:
            rows.append({})
            continue
        cities = sum(1 for si in D.CITIES if s.ccard[si] == f)
        provs = sum(D.VP[p] + (D.VP_FINAL[p] if final else 0.0)
                    for p in range(P) if s.pcard[p] == f)
        if f == C:
            obj = sum(1 for p in D.BISHOP_PROVS if s.bish[p] in (0, 1))
        elif f == H:
            obj = sum(1 for r in range(D.NREG) if any(s.arm[i] == H and not s.aband[i]
                                                      for i in D.REGION_SPACES[r]))
        elif f == N:
            k = sum(s.cnt[loc * 6 + N] for loc in range(D.NLOC) if not D.LOC_CITY[loc])
            if div:
                obj = -(-k // div) if opt(s, "nobility_round") == "up" else k // div
            else:
                obj = 0
        elif f == B:
            obj = sum(1 for si in range(S) if D.TRADE[si] and controller(s, si) == B)
        else:
            obj = sum(1 for u in D.UNIV if s.univ[u] == 2)
        rows.append({"cities": cities, "provinces": provs, "objective": obj,
                     "total": cities + provs + obj})
    return rows
