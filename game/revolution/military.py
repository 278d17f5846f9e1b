"""Revolution's money and military phases: set-up armies, taxes ([6.1]), army upkeep ([6.3]),
raising armies ([6.4]), battles ([6.5]), sieges ([6.6]), the Water Beggars ([6.7]), army
movement ([6.8]), military influence ([6.9]) and siege resolution ([6.15]).
"""

from __future__ import annotations

from game.core import Event
from game.revolution import data as D
from game.revolution.actions import (
    BeggarAct,
    Besiege,
    Convert,
    Loot,
    MoveArmy,
    Upkeep,
)
from game.revolution.board import (
    add_from_stock,
    allies,
    armies_on_map,
    first_empty,
    loc_counts,
    opt,
    region_armies,
    replace_piece,
)
from game.revolution.flow import (
    ask,
    next_faction,
)
from game.revolution.state import RState

P, S, NEU = D.P, D.S, D.NEUTRAL
C, H, N, B, R = D.C, D.H, D.N, D.B, D.R


def run_setup_armies(s: RState, ev: list[Event]) -> bool:
    if not s.inplay[H] or armies_on_map(s, H) >= min(2, s.armies_max):
        return False
    return ask(s, "army_start", H)


def run_taxes(s: RState, ev: list[Event]) -> bool:
    # [6.1]
    while s.fi < len(s.order):
        f = s.order[s.fi]
        if any(s.ccard[si] == f for si in D.CITIES):
            return ask(s, "tax", f)
        collect_tax(s, f, 0, ev)
        next_faction(s)
    return False


def tax_total(s: RState, f: int, rate: int) -> int:
    prov = int(sum(D.TAX[p] for p in range(P) if s.pcard[p] == f) + 1e-9)
    return prov + rate * sum(1 for si in D.CITIES if s.ccard[si] == f)


def collect_tax(s: RState, f: int, rate: int, ev: list[Event]) -> None:
    due = tax_total(s, f, rate)
    got = min(due, s.stock[f])
    s.stock[f] -= got
    s.treas[f] += got
    if due:
        ev.append(Event("tax", {"f": f, "rate": rate, "due": due, "got": got},
                        seat=s.seat_of[f]))


def run_upkeep(s: RState, ev: list[Event]) -> bool:
    # [6.3]
    while s.fi < len(s.order):
        f = s.order[s.fi]
        if "loot" in s.ctx:
            return ask(s, "loot", f)
        handled = s.ctx.get("handled", ())
        for i in range(D.NSPACES):
            if s.arm[i] == f and not s.aband[i] and i not in handled:
                s.ctx["cur"] = i
                return ask(s, "upkeep", f)
        next_faction(s)
    return False


def run_raise(s: RState, ev: list[Event]) -> bool:
    # [6.4]
    while s.fi < len(s.order):
        f = s.order[s.fi]
        if raise_targets(s, f):
            return ask(s, "raise", f)
        next_faction(s)
    return False


def raise_targets(s: RState, f: int) -> list[int]:
    k = s.ctx.get("raised", 0)
    if k >= 3 or armies_on_map(s, f) >= s.armies_max:
        return []
    costs = D.RAISE_COST[f]
    step = costs[k] - (costs[k - 1] if k else 0)
    if s.treas[f] < step:
        return []
    out = []
    arm, cnt = s.arm, s.cnt
    for r in range(D.NREG):
        sp = D.REGION_SPACES[r]
        if first_empty(s, r) < 0:
            continue  # the section is full
        if any(arm[i] == f and not s.aband[i] for i in sp):
            out.append(r)
            continue
        for b in _REGION_BASES[r]:
            if cnt[b + f]:
                out.append(r)
                break
    return out


_REGION_BASES = [[loc * 6 for loc in D.REGION_LOCS[r]] for r in range(D.NREG)]


def eliminate(armies: list[int], seat_of: tuple) -> tuple[list[int], list[int]]:
    """[6.5] Remove the leftmost and rightmost armies (alignment order) together until one
    faction (2 players: one player) or at most two armies remain: (survivors, dead)."""
    armies = sorted(armies)
    dead: list[int] = []
    while len(armies) > 2 and len({seat_of[a] for a in armies}) > 1:
        dead.append(armies.pop(0))
        dead.append(armies.pop())
    return armies, dead


def battle_in(s: RState, r: int) -> list[int]:
    """Fight the battle of region ``r``; returns the casualties' factions."""
    spaces = region_armies(s, r)
    armies, dead = eliminate([s.arm[i] for i in spaces], s.seat_of)
    if not dead:
        return dead
    survivors = armies
    aband = [s.arm[i] for i in D.REGION_SPACES[r] if s.arm[i] >= 0 and s.aband[i]]
    rs = list(D.REGION_SPACES[r])
    for i in rs:
        s.arm[i] = -1
        s.aband[i] = 0
        s.asiege[i] = -1
    for k, a in enumerate(survivors):
        s.arm[rs[k]] = a
    for k, a in enumerate(aband):
        s.arm[rs[len(survivors) + k]] = a
        s.aband[rs[len(survivors) + k]] = 1
    return dead


def run_battles(s: RState, ev: list[Event]) -> bool:
    for r in range(D.NREG):
        before = sorted(s.arm[i] for i in region_armies(s, r))
        dead = battle_in(s, r)
        if dead:
            ev.append(Event("battle", {"r": r, "armies": before, "dead": sorted(dead)}))
    return False


def standoff(s: RState, r: int) -> bool:
    a = [s.arm[i] for i in region_armies(s, r)]
    return len(a) == 2 and a[0] != a[1]


def siege_actions(s: RState, f: int) -> list:
    out: list = []
    for i in range(D.NSPACES):
        if s.arm[i] != f or s.aband[i] or s.asiege[i] >= 0:
            continue
        r = D.SPACE_REGION[i]
        if standoff(s, r):
            continue
        for p in D.REGION_PROVS[r]:
            for si in D.PROV_SETTLEMENTS[p]:
                if not D.IS_CITY[si] or s.besieged[si] != -1:
                    continue
                holder = s.ccard[si]
                if holder >= 0 and allies(s, holder, f):
                    continue
                c = loc_counts(s, P + si)
                if sum(c) - c[f] > 0:
                    out.append(Besiege(i, si))
    return out


def run_beggars(s: RState, ev: list[Event]) -> bool:
    # [6.7]
    ctx = s.ctx
    if s.hirer < 0:
        k = ctx.get("k", 0)
        while k < len(s.order):
            f = s.order[k]
            if f in (B, R) and s.treas[f] >= D.BEGGAR_COST:
                ctx["k"] = k
                return ask(s, "hire", f)
            k += 1
        ctx["k"] = k
        return False
    if ctx.get("toplace", 0) > 0:
        return ask(s, "beggar_to", s.hirer)
    for r in D.BEGGAR_REGIONS:
        if s.bgroup[r] > 0:
            ctx["br"] = r
            return ask(s, "beggar_act", s.hirer)
    return False


def beggar_actions(s: RState) -> list:
    r = s.ctx["br"]
    g = s.bgroup[r]
    a = region_armies(s, r)
    out: list = [BeggarAct(r, 4, -1)]
    if g > len(a) and any(s.arm[i] in (C, H, N) for i in a):
        out.append(BeggarAct(r, 0, -1))
    if a and g >= len(a):
        for i in a:
            if s.asiege[i] >= 0:
                out.append(BeggarAct(r, 1, s.asiege[i]))
    if not a:
        for p in D.REGION_PROVS[r]:
            if p not in D.BEGGAR_RANGE:
                continue
            for si in D.PROV_SETTLEMENTS[p]:
                if not D.IS_CITY[si]:
                    out.append(BeggarAct(r, 2, si))
                elif g >= 2 and s.besieged[si] == -1 and sum(loc_counts(s, P + si)):
                    out.append(BeggarAct(r, 3, si))
    return out


def movement_actions(s: RState, f: int) -> list:
    out: list = []
    for i in range(D.NSPACES):
        if s.arm[i] != f or s.aband[i] or s.aused[i] or s.asiege[i] >= 0:
            continue
        r = D.SPACE_REGION[i]
        for r2 in sorted(D.REGION_LINKS[r]):
            if first_empty(s, r2) >= 0:
                out.append(MoveArmy(i, r2))
    return out


def milinf_actions(s: RState, f: int) -> list:
    out: list = []
    if s.stock[f] <= 0:
        return out
    for i in range(D.NSPACES):
        if s.arm[i] != f or s.aband[i] or s.aused[i]:
            continue
        if s.asiege[i] >= 0 and not opt(s, "besieger_influence"):
            continue
        r = D.SPACE_REGION[i]
        if any(s.arm[j] != f for j in region_armies(s, r)):
            continue
        for loc in D.REGION_LOCS[r]:
            if D.LOC_CITY[loc]:
                continue
            b = loc * 6
            for o in range(6):
                if o != f and s.cnt[b + o]:
                    out.append(Convert(i, loc, o))
    return out


def run_siegeres(s: RState, ev: list[Event]) -> bool:
    # [6.15]
    ctx = s.ctx
    while True:
        if "city" in ctx:
            si, f = ctx["city"], ctx["by"]
            c = loc_counts(s, P + si)
            if ctx["takes"] > 0 and sum(c) - c[f] > 0:
                return ask(s, "siege_take", f)
            finish_siege(s, si, f, ev)
            del ctx["city"]
            continue
        queue = siege_queue(s)
        if not queue:
            for r in range(D.NREG):
                s.bblock[r] = 0
                s.bgroup[r] = 0
            return False
        si, f = queue[0]
        if f < 0:  # beggars
            loc = P + si
            for o in range(5):
                while s.cnt[loc * 6 + o]:
                    replace_piece(s, o, loc, NEU)
            s.besieged[si] = -1
            ev.append(Event("siege", {"s": si, "by": -1}))
            continue
        c = loc_counts(s, P + si)
        takes = 2 if opt(s, "siege_cap") == "convert2" else max(0, 2 - c[f])
        ctx["city"], ctx["by"], ctx["takes"] = si, f, takes


def siege_queue(s: RState) -> list[tuple[int, int]]:
    pos = {f: i for i, f in enumerate(s.order)}
    q = []
    for si in D.CITIES:
        b = s.besieged[si]
        if b == -1:
            continue
        f = s.arm[b] if b >= 0 else -1
        q.append((pos.get(f if f >= 0 else s.hirer, 9), si, f))
    q.sort()
    return [(si, f) for _, si, f in q]


def finish_siege(s: RState, si: int, f: int, ev: list[Event]) -> None:
    loc = P + si
    for o in range(5):  # neutrals already there stay (a neutral for a neutral)
        if o == f:
            continue
        while s.cnt[loc * 6 + o]:
            replace_piece(s, o, loc, NEU)
    b = s.besieged[si]
    if b >= 0:
        s.asiege[b] = -1
    s.besieged[si] = -1
    ev.append(Event("siege", {"s": si, "by": f}))


def upkeep_actions(s: RState, f: int) -> list:
    out = []
    if s.treas[f] >= D.UPKEEP[f]:
        out.append(Upkeep(0))
    if s.treas[f] >= D.DISBAND:
        out.append(Upkeep(1))
    out.append(Upkeep(2))
    return out


def loot_actions(s: RState) -> list:
    i = s.ctx["loot"]
    r = D.SPACE_REGION[i]
    out: list = []
    provs = range(P) if opt(s, "loot_scope") == "anywhere" else D.REGION_PROVS[r]
    for p in provs:
        if any(not D.IS_CITY[si] for si in D.PROV_SETTLEMENTS[p]):
            out.append(Loot(p, -1, -1))
    for p in D.REGION_PROVS[r]:
        for loc in D.PROV_LOCS[p]:
            if D.LOC_CITY[loc]:
                continue
            for o in range(5):
                if s.cnt[loc * 6 + o]:
                    out.append(Loot(p, loc, o))
    return out


def beggar_act(s: RState, a: BeggarAct, ev: list[Event]) -> None:
    r = a.region
    if a.kind == 0:
        arm = region_armies(s, r)
        target = min((i for i in arm if s.arm[i] in (C, H, N)), key=lambda i: (s.arm[i], i))
        victim = s.arm[target]
        if s.asiege[target] >= 0:
            s.besieged[s.asiege[target]] = -1
        s.arm[target] = -1
        s.asiege[target] = -1
        s.bgroup[r] = 0
        ev.append(Event("beggars", {"r": r, "kind": 0, "victim": victim}))
    elif a.kind == 1:
        lift = [a.target]
        if opt(s, "lift") == "all":
            lift = [s.asiege[i] for i in region_armies(s, r) if s.asiege[i] >= 0]
        for si in lift:
            sp = s.besieged[si]
            if sp >= 0:
                s.asiege[sp] = -1
            s.besieged[si] = -1
        s.bgroup[r] = 0
        ev.append(Event("beggars", {"r": r, "kind": 1, "s": lift}))
    elif a.kind == 2:
        add_from_stock(s, NEU, D.SET_PROV[a.target])
        s.bgroup[r] -= 1
        ev.append(Event("beggars", {"r": r, "kind": 2, "s": a.target}))
    elif a.kind == 3:
        s.besieged[a.target] = -2
        s.bgroup[r] -= 2
        ev.append(Event("beggars", {"r": r, "kind": 3, "s": a.target}))
    else:
        s.bblock[r] += s.bgroup[r]
        s.bgroup[r] = 0
        ev.append(Event("beggars", {"r": r, "kind": 4, "n": s.bblock[r]}))
