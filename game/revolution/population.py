"""Revolution's population phases, one decision at a time: support-box movement ([6.2]),
new units ([6.10]), conflict ([6.11]), neutral units ([6.12]), surplus population ([6.13])
and movement within provinces ([6.14]); with turn 0's versions ([5.1]-[5.6]).
"""

from __future__ import annotations

from game.core import Event
from game.revolution import data as D
from game.revolution.actions import (
    Done,
    Evict,
    NeutralIn,
    NewUnit,
    Occupy,
    SupportMove,
    Withdraw,
)
from game.revolution.board import (
    _PROV_BASES,
    add_from_stock,
    controller,
    is_besieged_loc,
    loc_counts,
    move_piece,
    opt,
    prov_counts,
    to_stock,
    town_owner,
)
from game.revolution.flow import (
    ask,
    next_faction,
)
from game.revolution.state import RState

P, S, NEU = D.P, D.S, D.NEUTRAL
C, H, N, B, R = D.C, D.H, D.N, D.B, D.R


def run_support(s: RState, ev: list[Event]) -> bool:
    # [6.2] / [5.1]
    if "intercept" in s.ctx:
        return ask(s, "intercept", s.ctx["intercept"])
    while s.fi < len(s.order):
        f = s.order[s.fi]
        if s.ctx.get("started") or f in s.box:
            s.ctx["started"] = 1
            return ask(s, "support", f)
        next_faction(s)
    return False


def run_newunits(s: RState, ev: list[Event]) -> bool:
    # [6.10] / [5.2]
    while s.fi < len(s.order):
        f = s.order[s.fi]
        if "left" not in s.ctx:
            if s.turn == 0:
                n = min(D.TURN0_UNITS[f], s.stock[f])
                ev.append(Event("new_units", {"f": f, "fixed": D.TURN0_UNITS[f], "total": n},
                                seat=s.seat_of[f]))
            else:
                parts = new_units_count(s, f)
                total = sum(parts.values())
                n = min(max(total, D.NEW_MIN), s.stock[f])
                ev.append(Event("new_units", {"f": f, **parts, "sum": total, "total": n},
                                seat=s.seat_of[f]))
            cnt = s.cnt
            base = tuple(sum(cnt[b + f] for b in bases) for bases in _PROV_BASES)
            s.ctx = {"left": n, "base": base, "placed": (0,) * P}
        if s.ctx["left"] > 0 and has_newunit_target(s, f):
            return ask(s, "newunit", f)
        finish_newunits(s, f, ev)
        next_faction(s)
    return False


def finish_newunits(s: RState, f: int, ev: list[Event]) -> None:
    left = min(s.ctx.get("left", 0), s.stock[f])
    if left > 0:
        s.stock[f] -= left
        s.treas[f] += left
    placed = s.ctx.get("placed", ())
    ev.append(Event("units_placed", {
        "f": f, "provinces": [[p, k] for p, k in enumerate(placed) if k],
        "boxes": s.ctx.get("boxes", 0), "coins": left}, seat=s.seat_of[f]))


def new_units_count(s: RState, f: int) -> dict:
    """[6.10] The new-units breakdown: cities, towns, countryside, support."""
    cities = 0
    for si in D.CITIES:
        if s.ccard[si] == f:
            cities += 1 + sum(1 for x in D.CITY_CARD[si] if controller(s, x) == f)
    towns = sum(1 for si in D.TOWNS if s.cnt[(P + si) * 6 + f])
    country = sum(s.cnt[p * 6 + f] for p in range(P)) // D.COUNTRY_DIV
    support = sum(1 for x in s.box if x == f)
    return {"cities": cities, "towns": towns, "countryside": country, "support": support}


def box_usable(s: RState, f: int, b: int) -> bool:
    if f not in D.BOX_USERS[b]:
        return False
    if D.BOX_EXCLUSIVE[b]:
        return all(s.box[x] in (-1, f) for x in D.BOX_SPACES[b])
    return True


def newunit_targets(s: RState, f: int) -> list[NewUnit]:
    if s.stock[f] <= 0:
        return []
    base, placed = s.ctx["base"], s.ctx["placed"]
    if s.turn == 0:
        out = [NewUnit(p, -1) for p in range(P) if base[p] and placed[p] < 2 * base[p]]
    else:
        pcard = s.pcard
        out = [NewUnit(p, -1) for p in range(P)
               if base[p] and (pcard[p] == f or placed[p] < base[p])]
    for b in _FACTION_BOXES[f]:
        if not box_usable(s, f, b):
            continue
        kinds = set()
        for x in D.BOX_SPACES[b]:
            if s.box[x] < 0:
                k = D.BOX_SPACE_KIND[x]
                if k not in kinds:
                    kinds.add(k)
                    out.append(NewUnit(-1, x))
    return out


_FACTION_BOXES = [[b for b in range(len(D.BOXES)) if f in D.BOX_USERS[b]] for f in range(5)]


def has_newunit_target(s: RState, f: int) -> bool:
    """Whether :func:`newunit_targets` would offer anything (without building the list)."""
    if s.stock[f] <= 0:
        return False
    base, placed = s.ctx["base"], s.ctx["placed"]
    if s.turn == 0:
        if any(base[p] and placed[p] < 2 * base[p] for p in range(P)):
            return True
    else:
        pcard = s.pcard
        if any(base[p] and (pcard[p] == f or placed[p] < base[p]) for p in range(P)):
            return True
    box = s.box
    return any(box_usable(s, f, b) and any(box[x] < 0 for x in D.BOX_SPACES[b])
               for b in _FACTION_BOXES[f])


def run_conflict(s: RState, ev: list[Event]) -> bool:
    # [6.11] / [5.3]
    ctx = s.ctx
    while True:
        if "queue" in ctx:
            q = ctx["queue"]
            p = ctx["p"]
            if q:
                f = q[0]
                if f == NEU:
                    remove_neutral(s, p)
                    note_loss(s, NEU)
                    ctx["queue"] = q[1:]
                    continue
                return ask(s, "remove", f)
            counts = prov_counts(s, p)
            owners = [o for o in range(6) if counts[o]]
            if sum(counts) <= D.LIMIT[p] or len(owners) <= 1:
                ev.append(Event("conflict", {"p": p, "loss": list(ctx["loss"])}))
                for k in ("queue", "groups", "loss"):
                    ctx.pop(k, None)
                ctx["p"] = p + 1
                continue
            groups = ctx["groups"]
            if not groups:
                groups = conflict_groups(s, counts)
            ctx["queue"], ctx["groups"] = groups[0], groups[1:]
            continue
        p = ctx.get("p", 0)
        while p < P:
            counts = prov_counts(s, p)
            if sum(counts) > D.LIMIT[p] and sum(1 for x in counts if x) >= 2:
                break
            p += 1
        if p >= P:
            return False
        ctx["p"] = p
        ctx["loss"] = (0,) * 6
        groups = conflict_groups(s, prov_counts(s, p))
        ctx["queue"], ctx["groups"] = groups[0], groups[1:]


def conflict_groups(s: RState, counts: list[int]) -> tuple:
    owners = sorted((counts[o], o) for o in range(6) if counts[o])
    groups: list[tuple[int, ...]] = []
    for k, o in owners:
        if groups and counts[groups[-1][0]] == k:
            groups[-1] = groups[-1] + (o,)
        else:
            groups.append((o,))
    return tuple(groups)


def note_loss(s: RState, o: int) -> None:
    loss = list(s.ctx["loss"])
    loss[o] += 1
    s.ctx["loss"] = tuple(loss)


def remove_neutral(s: RState, p: int) -> None:
    """[A 14] Neutrals leave the countryside first, then towns, then cities."""
    locs = [p] + [P + si for si in D.PROV_SETTLEMENTS[p] if not D.IS_CITY[si]] + \
        [P + si for si in D.PROV_SETTLEMENTS[p] if D.IS_CITY[si]]
    for loc in locs:
        if s.cnt[loc * 6 + NEU] and not is_besieged_loc(s, loc):
            to_stock(s, NEU, loc)
            return


def limit_count(s: RState, p: int, phase_excl: bool = True) -> int:
    excl = phase_excl or opt(s, "besieged_limit") == "everywhere"
    return sum(prov_counts(s, p, excl))


def run_neutral(s: RState, ev: list[Event]) -> bool:
    # [6.12] / [5.4]
    if "pending" in s.ctx:
        if s.ctx["left"] > 0 and s.ctx["pending"]:
            return ask(s, "neutral_to", s.order[0])
        return False
    off = 1 if s.turn == 0 else 0
    need = [max(0, D.LIMIT[p] - off - limit_count(s, p, False)) for p in range(P)]
    supply = s.stock[NEU]
    added = [0] * P
    if sum(need) <= supply:
        for p in range(P):
            for _ in range(need[p]):
                add_from_stock(s, NEU, p)
                added[p] += 1
    else:
        while True:
            elig = [p for p in range(P) if need[p] > added[p]]
            if not elig or s.stock[NEU] < len(elig):
                break
            for p in elig:
                add_from_stock(s, NEU, p)
                added[p] += 1
        elig = [p for p in range(P) if need[p] > added[p]]
        if elig and s.stock[NEU] > 0:
            s.ctx = {"pending": tuple(elig), "left": s.stock[NEU]}
    ev.append(Event("neutrals", {"added": [[p, k] for p, k in enumerate(added) if k]}))
    if "pending" in s.ctx:
        return ask(s, "neutral_to", s.order[0])
    return False


def surplus_provinces(s: RState, f: int) -> list[int]:
    out = []
    cnt = s.cnt
    for p in range(P):
        if sum(cnt[b + f] for b in _PROV_BASES[p]) <= D.LIMIT[p]:
            continue
        c = prov_counts(s, p)
        if c[f] > 0 and sum(c) == c[f] and c[f] > D.LIMIT[p]:
            out.append(p)
    return out


def river_ok(s: RState, f: int, p: int, q: int) -> bool:
    for provs, blocks in D.RIVERS:
        if p in provs and q in provs:
            i, j = provs.index(p), provs.index(q)
            lo, hi = min(i, j), max(i, j)
            if all(controller(s, si) in (-1, f) for k in range(lo + 1, hi) for si in blocks[k]):
                return True
    return False


def surplus_room(s: RState, q: int) -> bool:
    c = prov_counts(s, q, opt(s, "besieged_limit") == "everywhere")
    n = sum(c) if opt(s, "surplus_room") == "all" else sum(c) - c[NEU]
    return n < D.LIMIT[q]


def surplus_targets(s: RState, f: int, p: int, room: list[bool] | None = None) -> list[int]:
    if room is None:
        room = [surplus_room(s, q) for q in range(P)]
    out = []
    for q in range(P):
        if q == p or not room[q]:
            continue
        if q in D.ADJ[p] or river_ok(s, f, p, q):
            out.append(q)
    return out


def surplus_piece_locs(s: RState, f: int, p: int) -> list[int]:
    """[6.13] The locations of province ``p`` holding a piece of ``f`` that may leave
    (not in a besieged city): the owner chooses which piece goes."""
    return [loc for loc in D.PROV_LOCS[p]
            if s.cnt[loc * 6 + f] and not is_besieged_loc(s, loc)]


def run_surplus(s: RState, ev: list[Event]) -> bool:
    # [6.13] / [5.5]: a move (Surplus) or Done (the rest to stock) is followed by the
    # choice of the piece that leaves (SurplusPiece; automatic when only one location
    # holds a movable piece). ctx: "p" the origin, "to" the destination (-1: stock),
    # "stock" after Done.
    while s.fi < len(s.order):
        f = s.order[s.fi]
        if "to" in s.ctx:
            return ask(s, "surplus_piece", f)
        provs = surplus_provinces(s, f)
        if s.ctx.get("stock"):
            if provs:
                s.ctx = {"stock": True, "p": provs[0], "to": -1}
                return ask(s, "surplus_piece", f)
        elif provs:
            return ask(s, "surplus", f)
        next_faction(s)
    # [A 15] neutral-only provinces over their limit lose the excess
    for p in range(P):
        c = prov_counts(s, p)
        while sum(c) == c[NEU] and c[NEU] > D.LIMIT[p]:
            remove_neutral(s, p)
            c = prov_counts(s, p)
    return False


def within_rank(s: RState, p: int) -> tuple[int, ...]:
    c = prov_counts(s, p)
    facs = [f for f in s.order if c[f] > 0]
    pos = {f: i for i, f in enumerate(s.order)}
    facs.sort(key=lambda f: (-c[f], pos[f]))
    return tuple(facs)


def run_within(s: RState, ev: list[Event]) -> bool:
    # [6.14] / [5.6]
    ctx = s.ctx
    while True:
        if "rf" in ctx:
            if ctx["rf"] and s.cnt[ctx["p"] * 6 + NEU]:
                return ask(s, "refill", s.order[0])
            del ctx["rf"]
            ctx["p"] += 1
            continue
        if "rank" in ctx:
            if ctx["rank"]:
                return ask(s, "within", ctx["rank"][0])
            del ctx["rank"]
            short = refill_neutrals(s, ctx["p"])
            if short:
                ctx["rf"] = short
            else:
                ctx["p"] += 1
            continue
        p = ctx.get("p", 0)
        while p < P and not within_rank(s, p):
            p += 1
        if p >= P:
            return False
        ctx["p"] = p
        ctx["rank"] = within_rank(s, p)
        ctx["moved"] = ()
        ctx["added"] = (0,) * len(D.PROV_SETTLEMENTS[p])
        ctx["nm"] = 0
        ctx["nmax"] = prov_counts(s, p)[NEU]


def refill_neutrals(s: RState, p: int) -> tuple[int, ...]:
    """[6.14 step 4] Countryside neutrals fill the empty cities (2) and towns (1).

    Returns the empty settlements when the neutrals are too few: then the first
    faction in turn order decides where they go (A 16), one piece at a time.
    """
    empty = [si for si in D.PROV_SETTLEMENTS[p]
             if not is_besieged_loc(s, P + si) and not sum(loc_counts(s, P + si))]
    need = sum(2 if D.IS_CITY[si] else 1 for si in empty)
    have = s.cnt[p * 6 + NEU]
    if not empty or not have:
        return ()
    if have < need:
        return tuple(empty)
    for si in empty:
        for _ in range(2 if D.IS_CITY[si] else 1):
            move_piece(s, NEU, p, P + si)
    return ()


def refill_actions(s: RState) -> list:
    out = []
    for si in s.ctx["rf"]:
        n = s.cnt[(P + si) * 6 + NEU]
        if n < (2 if D.IS_CITY[si] else 1):
            out.append(NeutralIn(si))
    return out


def within_actions(s: RState, f: int) -> list:
    p = s.ctx["p"]
    moved = s.ctx["moved"]
    added = s.ctx["added"]
    out: list = [Done()]
    has_country = s.cnt[p * 6 + f] > 0
    # [6.14 step 3] neutrals may be moved too; each mover moves at most as many
    # neutral pieces as the province holds (so a mover's turn always ends)
    nmove = s.ctx.get("nm", 0) < s.ctx.get("nmax", 0)
    neu_country = nmove and s.cnt[p * 6 + NEU] > 0
    for k, si in enumerate(D.PROV_SETTLEMENTS[p]):
        loc = P + si
        if s.besieged[si] != -1:
            continue
        here = s.cnt[loc * 6 + f]
        if D.IS_CITY[si]:
            if has_country:
                out.append(Occupy(si))
            if nmove and s.cnt[loc * 6 + NEU]:
                out.append(Evict(si))
            if neu_country:
                out.append(NeutralIn(si))
        else:
            occ = town_owner(s, si)
            if has_country and occ != f and occ not in moved:
                out.append(Occupy(si))
            if neu_country and occ == -1:
                out.append(NeutralIn(si))
        if here - added[k] > 0:
            out.append(Withdraw(si))
    return out


def support_actions(s: RState, f: int) -> list:
    out: list = [Done()]
    seen = set()
    for x in range(D.NBOXSP):
        if s.box[x] != f:
            continue
        b = D.BOX_OF_SPACE[x]
        kind = D.BOX_SPACE_KIND[x]
        if (b, kind) in seen:
            continue
        seen.add((b, kind))
        if kind in ("filled", "diagonal"):
            out.append(SupportMove(x, -1))
        if kind in ("plain", "diagonal"):
            out.extend(SupportMove(x, p) for p in D.BOX_PROVS[b])
    return out


def hug_available(s: RState) -> int:
    n = sum(1 for x in D.BOX_SPACES[D.HUGUENOTS] if s.box[x] >= 0)
    if opt(s, "huguenot_coin") == "stock":
        n -= s.hug_used
    return max(0, n)


def hug_owner(s: RState) -> int:
    for x in D.BOX_SPACES[D.HUGUENOTS]:
        if s.box[x] >= 0:
            return s.box[x]
    return -1
