"""Revolution's rules: set-up, turn 0 and turns 1-5, one decision at a time.

The flow is a list of phases per turn. ``advance`` runs phases until one needs a
decision (``state.need``, ``state.actor``); a decision with a single legal action is
applied at once. Section numbers in comments are the rulebook's ([6.13] ...); "A n"
is ambiguity n of the reference's section 13, settled by a rule option.
"""

from __future__ import annotations

from typing import Any

from game.core import Event, IllegalAction, Rng
from game.revolution import data as D
from game.revolution.actions import (
    ArmyStart,
    BeggarAct,
    BeggarTo,
    Besiege,
    Bid,
    Convert,
    Done,
    Evict,
    Hire,
    Intercept,
    Loot,
    MoveArmy,
    NeutralIn,
    NeutralTo,
    NewUnit,
    Occupy,
    OrderPlace,
    Raise,
    Remove,
    SiegeTake,
    SupportMove,
    Surplus,
    SurplusPiece,
    TaxRate,
    Upkeep,
    Withdraw,
)
from game.revolution.board import (
    _PROV_BASES,
    add_from_stock,
    allies,
    armies_on_map,
    controller,
    first_empty,
    is_besieged_loc,
    loc_counts,
    move_piece,
    opt,
    prov_counts,
    region_armies,
    replace_piece,
    to_stock,
    town_owner,
)
from game.revolution.scoring import (
    award_bishoprics,
    award_cards,
    award_universities,
    compute_vp,
)
from game.revolution.state import RState, new_state

P, S, NEU = D.P, D.S, D.NEUTRAL
C, H, N, B, R = D.C, D.H, D.N, D.B, D.R

TURN0 = ("setup_armies", "support", "newunits", "conflict", "neutral", "surplus", "within",
         "award0", "final")
STANDARD = ("taxes", "support", "upkeep", "raise", "battles", "sieges", "beggars", "movement",
            "milinf", "newunits", "conflict", "neutral", "surplus", "within", "siegeres",
            "influence", "award", "bishops", "univs", "final")

THREE = {"CNR": (C, N, R), "CHN": (C, H, N), "CHB": (C, H, B), "CHR": (C, H, R),
         "CNB": (C, N, B), "CBR": (C, B, R)}


# ============================================================================ helpers

def phases(s: RState) -> tuple[str, ...]:
    return TURN0 if s.turn == 0 else STANDARD


# ============================================================================ set-up

def new_game(players: int, seed: int, options: dict) -> RState:
    s = new_state()
    s.rng = Rng(seed)
    s.players = players
    s.options = options
    cfg = D.COUNTS[str(players)]
    if players == 2:
        facs = (C, H, B, R)
        seat_of = [0, 0, -1, 1, 1]
    elif players == 3:
        key = options.get("three", "CNR")
        if key == "random":
            others = [H, N, B, R]
            s.rng.shuffle(others)
            facs = tuple(sorted((C, others[0], others[1])))
        else:
            facs = THREE[key]
        seat_of = [-1] * 5
        for i, f in enumerate(facs):
            seat_of[f] = i
    else:
        facs = tuple(D.FIDX[f] for f in cfg["factions"])
        seat_of = [-1] * 5
        for i, f in enumerate(facs):
            seat_of[f] = i
    s.inplay = tuple(f in facs for f in range(5))
    s.seat_of = tuple(seat_of)
    s.pieces = int(cfg["resource_pieces_per_faction"])
    s.armies_max = int(cfg["armies_per_faction"])
    s.cnt = [0] * (D.NLOC * 6)
    s.stock = [s.pieces if s.inplay[f] else 0 for f in range(5)] + [int(options["neutrals"])]
    s.treas = [0] * 5
    s.box = [-1] * D.NBOXSP
    s.hug_used = 0
    s.arm = [-1] * D.NSPACES
    s.aband = [0] * D.NSPACES
    s.asiege = [-1] * D.NSPACES
    s.aused = [0] * D.NSPACES
    s.besieged = [-1] * S
    s.bgroup = [0] * D.NREG
    s.bblock = [0] * D.NREG
    s.hirer = -1
    s.ccard = [-1] * S
    s.pcard = [-1] * P
    s.allg = [D.TRACK_START.get(i, 0) for i in range(S)]
    s.bish = [-1] * P
    for p in D.BISHOP_PROVS:
        s.bish[p] = 1
    s.univ = [-1] * S
    for u in D.UNIV:
        s.univ[u] = 1 if u in D.UNIV_START else 0
    s.order = [f for f in range(5) if s.inplay[f]]
    s.vp = [0.0] * 5
    s.vpd = ()
    s.turn = 0
    s.ph = 0
    s.fi = 0
    s.need = None
    s.actor = -1
    s.ctx = {}
    for f in s.order:
        st = D.START[D.FACTIONS[f]]
        for sid, k in st["settlements"].items():
            for _ in range(k):
                add_from_stock(s, f, P + D.SIDX[sid])
        for bid, k in st["support"].items():
            spaces = list(D.BOX_SPACES[D.BIDX[bid]])
            kind = st.get("support_space_type", {}).get(bid)
            if kind:
                spaces = [x for x in spaces if D.BOX_SPACE_KIND[x] == kind] + \
                    [x for x in spaces if D.BOX_SPACE_KIND[x] != kind]
            for x in spaces[:k]:
                s.box[x] = f
                s.stock[f] -= 1
        coins = min(st["treasury_coins"], s.stock[f])
        s.treas[f] += coins
        s.stock[f] -= coins
    # [3.6] neutrals: 2 in every empty city, 1 in every empty town
    for si in range(S):
        loc = P + si
        if sum(loc_counts(s, loc)) == 0:
            for _ in range(2 if D.IS_CITY[si] else 1):
                add_from_stock(s, NEU, loc)
    ev: list[Event] = []
    advance(s, ev)
    return s


# ============================================================================ flow

def advance(s: RState, ev: list[Event]) -> None:
    """Run phases until a decision with more than one choice is needed, or the end."""
    while True:
        if s.turn > 5:
            s.need = None
            return
        ph = phases(s)[s.ph]
        if RUNNERS[ph](s, ev):
            legal = legal_actions(s)
            if len(legal) == 1:
                do_apply(s, legal[0], ev)
                continue
            s.memo = legal
            return
        s.ph += 1
        s.fi = 0
        s.ctx = {}
        if 1 in s.aused:
            s.aused = [0] * D.NSPACES
        if s.ph >= len(phases(s)):
            end_turn(s, ev)


def end_turn(s: RState, ev: list[Event]) -> None:
    for i in range(D.NSPACES):
        if s.aband[i]:
            s.arm[i] = -1
            s.aband[i] = 0
        s.asiege[i] = -1
        s.aused[i] = 0
    s.hug_used = 0
    s.hirer = -1
    s.turn += 1
    s.ph = 0
    s.fi = 0
    s.ctx = {}
    if s.turn <= 5:
        ev.append(Event("turn_start", {"turn": s.turn}))


def ask(s: RState, need: str, actor: int) -> bool:
    s.need = need
    s.actor = actor
    return True


def next_faction(s: RState) -> None:
    s.fi += 1
    s.ctx = {}


# ============================================================================ runners

def run_setup_armies(s: RState, ev: list[Event]) -> bool:
    if not s.inplay[H] or armies_on_map(s, H) >= min(2, s.armies_max):
        return False
    return ask(s, "army_start", H)


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


def run_award(s: RState, ev: list[Event]) -> bool:
    award_cards(s, ev)
    return False


def run_award0(s: RState, ev: list[Event]) -> bool:
    # [5.7]
    award_cards(s, ev)
    award_bishoprics(s, ev, direct=True)
    award_universities(s, ev)
    return False


def run_bishops(s: RState, ev: list[Event]) -> bool:
    award_bishoprics(s, ev)
    return False


def run_univs(s: RState, ev: list[Event]) -> bool:
    award_universities(s, ev)
    return False


def run_final(s: RState, ev: list[Event]) -> bool:
    # [5.8] / [6.20]
    if "sorted" not in s.ctx:
        final = s.turn == 5
        rows = compute_vp(s, final)
        s.vp = [float(r.get("total", 0.0)) for r in rows]
        s.vpd = tuple(tuple(sorted(r.items())) for r in rows)
        ev.append(Event("vp", {"turn": s.turn, "rows": [dict(r) for r in rows]}))
        if final:
            s.turn = 6
            s.need = None
            ev.append(Event("game_over", {"vp": s.vp[:]}))
            return False
        pos = {f: i for i, f in enumerate(s.order)}
        srt = tuple(sorted(s.order, key=lambda f: (-s.vp[f], pos[f])))
        s.ctx = {"sorted": srt, "row": ()}
    srt, row = s.ctx["sorted"], s.ctx["row"]
    if len(row) < len(srt):
        return ask(s, "order", srt[len(row)])
    s.order = list(row)
    ev.append(Event("turn_order", {"order": list(row)}))
    return False


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
        if min(arm[sp.start:sp.stop]) >= 0:
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


def run_per_faction(need: str, has: Any) -> Any:
    def run(s: RState, ev: list[Event]) -> bool:
        while s.fi < len(s.order):
            f = s.order[s.fi]
            if has(s, f):
                return ask(s, need, f)
            next_faction(s)
        return False
    return run


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


RUNNERS = {
    "setup_armies": run_setup_armies,
    "support": run_support,
    "newunits": run_newunits,
    "conflict": run_conflict,
    "neutral": run_neutral,
    "surplus": run_surplus,
    "within": run_within,
    "award0": run_award0,
    "final": run_final,
    "taxes": run_taxes,
    "upkeep": run_upkeep,
    "raise": run_raise,
    "battles": run_battles,
    "sieges": run_per_faction("siege", lambda s, f: bool(siege_actions(s, f))),
    "beggars": run_beggars,
    "movement": run_per_faction("move", lambda s, f: bool(movement_actions(s, f))),
    "milinf": run_per_faction("milinf", lambda s, f: bool(milinf_actions(s, f))),
    "siegeres": run_siegeres,
    "influence": run_influence,
    "award": run_award,
    "bishops": run_bishops,
    "univs": run_univs,
}


# ============================================================================ legal actions

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


def legal_actions(s: RState) -> list:
    need = s.need
    if need is None:
        return []
    f = s.actor
    if need == "army_start":
        used = {D.SPACE_REGION[i] for i in range(D.NSPACES) if s.arm[i] == H}
        return [ArmyStart(i) for i in D.ORANGE
                if s.arm[i] < 0 and D.SPACE_REGION[i] not in used]
    if need == "support":
        return support_actions(s, f)
    if need == "intercept":
        k = min(s.ctx["spanish"], hug_available(s))
        return [Intercept(n) for n in range(k + 1)]
    if need == "newunit":
        out = newunit_targets(s, f)
        if opt(s, "voluntary_coins"):
            out.append(Done())
        return out
    if need == "remove":
        p = s.ctx["p"]
        return [Remove(loc) for loc in D.PROV_LOCS[p]
                if s.cnt[loc * 6 + f] and not is_besieged_loc(s, loc)]
    if need == "neutral_to":
        return [NeutralTo(p) for p in s.ctx["pending"]]
    if need == "surplus":
        out = [Done()]
        provs = surplus_provinces(s, f)
        if provs:
            room = [surplus_room(s, q) for q in range(P)]
            for p in provs:
                out.extend(Surplus(p, q) for q in surplus_targets(s, f, p, room))
        return out
    if need == "surplus_piece":
        return [SurplusPiece(loc) for loc in surplus_piece_locs(s, f, s.ctx["p"])]
    if need == "within":
        return within_actions(s, f)
    if need == "refill":
        return refill_actions(s)
    if need == "order":
        return [OrderPlace(g) for g in range(len(s.ctx["row"]) + 1)]
    if need == "tax":
        rates = [1, 2, 3]
        if opt(s, "tax") == "exact":
            rates = [r for r in rates if tax_total(s, f, r) <= s.stock[f]] or [1]
        return [TaxRate(r) for r in rates]
    if need == "upkeep":
        return upkeep_actions(s, f)
    if need == "loot":
        return loot_actions(s)
    if need == "raise":
        return [Done()] + [Raise(r) for r in raise_targets(s, f)]
    if need == "siege":
        return [Done()] + siege_actions(s, f)
    if need == "hire":
        return [Hire(n) for n in range(min(D.BEGGARS, s.treas[f] // D.BEGGAR_COST) + 1)]
    if need == "beggar_to":
        return [BeggarTo(r) for r in D.BEGGAR_REGIONS]
    if need == "beggar_act":
        return beggar_actions(s)
    if need == "move":
        return [Done()] + movement_actions(s, f)
    if need == "milinf":
        return [Done()] + milinf_actions(s, f)
    if need == "siege_take":
        si = s.ctx["city"]
        c = loc_counts(s, P + si)
        return [SiegeTake(o) for o in range(6) if o != f and c[o]]
    if need == "bid":
        return [Done()] + [Bid(si) for si in D.CITIES]
    raise AssertionError(need)


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


# ============================================================================ apply

def apply(s: RState, action: Any, check: bool = True) -> list[Event]:
    if s.need is None:
        raise IllegalAction("The game is over.", "La partita è finita.")
    if check and action not in legal_actions(s):
        raise IllegalAction(f"{action!r} is not allowed now.",
                            f"{action!r} non è consentita ora.")
    s.memo = None
    ev: list[Event] = []
    do_apply(s, action, ev)
    advance(s, ev)
    return ev


def legal_now(s: RState) -> list:
    """The legal actions, from the list ``advance`` kept when the state came through
    :func:`apply` (the search's playouts ask for it twice otherwise). The list is shared:
    never mutate it."""
    m = s.memo
    return m if m is not None else legal_actions(s)


def do_apply(s: RState, a: Any, ev: list[Event]) -> None:
    f = s.actor
    seat = s.seat_of[f]
    t = type(a)
    ctx = s.ctx
    if t is ArmyStart:
        s.arm[a.space] = H
        ev.append(Event("army_start", {"space": a.space}, seat=seat))
    elif t is SupportMove:
        b = D.BOX_OF_SPACE[a.space]
        # take the last occupied space of that kind (spaces of one kind are alike)
        kind = D.BOX_SPACE_KIND[a.space]
        x = max(y for y in D.BOX_SPACES[b] if s.box[y] == f and D.BOX_SPACE_KIND[y] == kind)
        s.box[x] = -1
        if a.province < 0:
            s.treas[f] += 1
            if b == D.SPANISH:
                ctx["spanish"] = ctx.get("spanish", 0) + 1
        else:
            s.cnt[a.province * 6 + f] += 1
    elif t is Done:
        done_step(s, f, ev)
    elif t is Intercept:
        mover = ctx["mover"]
        h = ctx["intercept"]
        for _ in range(a.n):
            s.treas[mover] -= 1
            s.stock[mover] += 1
            if opt(s, "huguenot_coin") == "stock":
                s.hug_used += 1
                if s.stock[h] > 0:
                    s.stock[h] -= 1
                    s.treas[h] += 1
            else:
                x = max(y for y in D.BOX_SPACES[D.HUGUENOTS] if s.box[y] == h)
                s.box[x] = -1
                s.treas[h] += 1
        if a.n:
            ev.append(Event("intercept", {"f": h, "from": mover, "n": a.n},
                            seat=s.seat_of[h]))
        s.ctx = {}
        s.fi = s.order.index(mover) + 1
    elif t is NewUnit:
        s.stock[f] -= 1
        ctx["left"] -= 1
        if a.province >= 0:
            s.cnt[a.province * 6 + f] += 1
            pl = list(ctx["placed"])
            pl[a.province] += 1
            ctx["placed"] = tuple(pl)
        else:
            s.box[a.space] = f
            ctx["boxes"] = ctx.get("boxes", 0) + 1
    elif t is Remove:
        to_stock(s, f, a.loc)
        note_loss(s, f)
        ctx["queue"] = ctx["queue"][1:]
    elif t is NeutralTo:
        add_from_stock(s, NEU, a.province)
        ctx["left"] -= 1
        ctx["pending"] = tuple(p for p in ctx["pending"] if p != a.province)
    elif t is Surplus:
        s.ctx = {"p": a.frm, "to": a.to}
    elif t is SurplusPiece:
        s.cnt[a.loc * 6 + f] -= 1
        p, to = ctx["p"], ctx["to"]
        if to >= 0:
            s.cnt[to * 6 + f] += 1
            ev.append(Event("surplus", {"f": f, "from": p, "to": to, "loc": a.loc}, seat=seat))
            s.ctx = {}
        else:
            s.stock[f] += 1
            ev.append(Event("surplus_stock", {"f": f, "p": p, "loc": a.loc}, seat=seat))
            s.ctx = {"stock": True}
    elif t is Occupy:
        p = ctx["p"]
        loc = P + a.settlement
        if not D.IS_CITY[a.settlement]:
            occ = town_owner(s, a.settlement)
            if occ >= 0:
                move_piece(s, occ, loc, p)
        move_piece(s, f, p, loc)
        k = D.PROV_SETTLEMENTS[p].index(a.settlement)
        ad = list(ctx["added"])
        ad[k] += 1
        ctx["added"] = tuple(ad)
    elif t is Withdraw:
        move_piece(s, f, P + a.settlement, ctx["p"])
    elif t is Evict:
        loc = P + a.settlement
        while s.cnt[loc * 6 + NEU]:
            move_piece(s, NEU, loc, ctx["p"])
            ctx["nm"] = ctx.get("nm", 0) + 1
    elif t is NeutralIn:
        move_piece(s, NEU, ctx["p"], P + a.settlement)
        if "rf" in ctx:  # the refill of 6.14 step 4
            if not refill_actions(s):
                ctx["rf"] = ()
        else:
            ctx["nm"] = ctx.get("nm", 0) + 1
    elif t is OrderPlace:
        row = list(ctx["row"])
        row.insert(a.gap, f)
        ctx["row"] = tuple(row)
    elif t is TaxRate:
        collect_tax(s, f, a.rate, ev)
        next_faction(s)
    elif t is Upkeep:
        i = ctx["cur"]
        ctx["handled"] = ctx.get("handled", ()) + (i,)
        if a.choice == 0:
            s.treas[f] -= D.UPKEEP[f]
            s.stock[f] += D.UPKEEP[f]
        elif a.choice == 1:
            s.treas[f] -= D.DISBAND
            s.stock[f] += D.DISBAND
            s.arm[i] = -1
        else:
            s.aband[i] = 1
            ctx["loot"] = i
        ev.append(Event("upkeep", {"f": f, "r": D.SPACE_REGION[i], "choice": a.choice},
                        seat=seat))
    elif t is Loot:
        if a.loc < 0:
            add_from_stock(s, NEU, a.province)
        else:
            to_stock(s, a.owner, a.loc)
            add_from_stock(s, NEU, a.loc)
        ev.append(Event("loot", {"f": f, "p": a.province, "owner": a.owner}, seat=seat))
        del ctx["loot"]
    elif t is Raise:
        k = ctx.get("raised", 0)
        costs = D.RAISE_COST[f]
        step = costs[k] - (costs[k - 1] if k else 0)
        s.treas[f] -= step
        s.stock[f] += step
        s.arm[first_empty(s, a.region)] = f
        ctx["raised"] = k + 1
        ev.append(Event("raise", {"f": f, "r": a.region, "cost": step}, seat=seat))
    elif t is Besiege:
        s.asiege[a.space] = a.settlement
        s.besieged[a.settlement] = a.space
        ev.append(Event("besiege", {"f": f, "s": a.settlement}, seat=seat))
    elif t is Hire:
        if a.n == 0:
            ctx["k"] = ctx.get("k", 0) + 1
        else:
            cost = a.n * D.BEGGAR_COST
            s.treas[f] -= cost
            s.stock[f] += cost
            s.hirer = f
            ctx["toplace"] = a.n
            ev.append(Event("hire", {"f": f, "n": a.n}, seat=seat))
    elif t is BeggarTo:
        s.bgroup[a.region] += 1
        ctx["toplace"] -= 1
    elif t is BeggarAct:
        beggar_act(s, a, ev)
    elif t is MoveArmy:
        r = D.SPACE_REGION[a.space]
        if s.bblock[r] > 0 and f in (C, H, N):
            s.bblock[r] -= 1
            s.aused[a.space] = 1
            ev.append(Event("blocked", {"f": f, "r": r, "what": "move"}, seat=seat))
        else:
            j = first_empty(s, a.region)
            s.arm[a.space] = -1
            s.arm[j] = f
            s.aused[a.space] = 0
            s.aused[j] = 1
            ev.append(Event("army_move", {"f": f, "from": r, "to": a.region}, seat=seat))
    elif t is Convert:
        r = D.SPACE_REGION[a.space]
        s.aused[a.space] = 1
        if s.bblock[r] > 0 and f in (C, H, N):
            s.bblock[r] -= 1
            ev.append(Event("blocked", {"f": f, "r": r, "what": "influence"}, seat=seat))
        else:
            replace_piece(s, a.owner, a.loc, f)
            ev.append(Event("convert", {"f": f, "loc": a.loc, "owner": a.owner}, seat=seat))
    elif t is SiegeTake:
        replace_piece(s, a.owner, P + ctx["city"], f)
        ctx["takes"] -= 1
    elif t is Bid:
        s.treas[f] -= 1
        s.stock[f] += 1
        ctx["bids"] = ctx.get("bids", ()) + ((f, a.settlement),)
    else:  # pragma: no cover
        raise IllegalAction(f"unknown action {a!r}")


def done_step(s: RState, f: int, ev: list[Event]) -> None:
    need = s.need
    ctx = s.ctx
    if need == "support":
        k = ctx.get("spanish", 0)
        h = hug_owner(s)
        if k and h >= 0 and h != f and hug_available(s) > 0:
            s.ctx = {"intercept": h, "mover": f, "spanish": k}
            return
        next_faction(s)
    elif need == "newunit":
        finish_newunits(s, f, ev)
        next_faction(s)
    elif need == "surplus":
        s.ctx = {"stock": True}  # the rest goes to stock, piece by piece (run_surplus)
    elif need == "within":
        ctx["rank"] = ctx["rank"][1:]
        ctx["moved"] = ctx["moved"] + (f,)
        ctx["added"] = (0,) * len(D.PROV_SETTLEMENTS[ctx["p"]])
        ctx["nm"] = 0
    elif need in ("raise", "siege", "move", "milinf"):
        next_faction(s)
    elif need == "bid":
        s.fi += 1
    else:  # pragma: no cover
        raise AssertionError(need)


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
