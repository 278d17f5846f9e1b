"""Revolution's rules: set-up, turn 0 and turns 1-5, one decision at a time.

The flow is a list of phases per turn. ``advance`` runs phases until one needs a
decision (``state.need``, ``state.actor``); a decision with a single legal action is
applied at once. Section numbers in comments are the rulebook's ([6.13] ...); "A n"
is ambiguity n of the reference's section 13, settled by a rule option.

This module holds the set-up, the flow, the award and score phases, the legal actions
and how each action is applied; the other phases' runners and move lists live in
:mod:`~game.revolution.population`, :mod:`~game.revolution.military` and
:mod:`~game.revolution.influence` (re-exported here). ``python -m
game.revolution.digest`` fingerprints seeded games to show a change keeps them the same.
"""

from __future__ import annotations

from typing import Any

from game.core import Event, IllegalAction, Rng
from game.i18n import N_
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
    add_from_stock,
    first_empty,
    is_besieged_loc,
    loc_counts,
    move_piece,
    opt,
    prov_counts,  # noqa: F401 (re-exported)
    region_spaces,  # noqa: F401 (re-exported)
    replace_piece,
    to_stock,
    town_owner,
)
from game.revolution.flow import (  # noqa: F401 (re-exported)
    ask,
    next_faction,
    run_per_faction,
)
from game.revolution.influence import (  # noqa: F401 (re-exported)
    adjust_city,
    resolve_influence,
    run_influence,
    step_toward,
)
from game.revolution.military import (  # noqa: F401 (re-exported)
    _REGION_BASES,
    battle_in,
    beggar_act,
    beggar_actions,
    collect_tax,
    eliminate,
    finish_siege,
    loot_actions,
    milinf_actions,
    movement_actions,
    raise_targets,
    run_battles,
    run_beggars,
    run_raise,
    run_setup_armies,
    run_siegeres,
    run_taxes,
    run_upkeep,
    siege_actions,
    siege_queue,
    standoff,
    tax_total,
    upkeep_actions,
)
from game.revolution.population import (  # noqa: F401 (re-exported)
    _FACTION_BOXES,
    box_usable,
    conflict_groups,
    finish_newunits,
    has_newunit_target,
    hug_available,
    hug_owner,
    limit_count,
    new_units_count,
    newunit_targets,
    note_loss,
    refill_actions,
    refill_neutrals,
    remove_neutral,
    river_ok,
    run_conflict,
    run_neutral,
    run_newunits,
    run_support,
    run_surplus,
    run_within,
    support_actions,
    surplus_piece_locs,
    surplus_provinces,
    surplus_room,
    surplus_targets,
    within_actions,
    within_rank,
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


# ============================================================================ awards and score
# (the other phases' runners: population.py, military.py, influence.py)

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


# ============================================================================ apply

def apply(s: RState, action: Any, check: bool = True) -> list[Event]:
    if s.need is None:
        raise IllegalAction(N_("The game is over."))
    if check and action not in legal_actions(s):
        raise IllegalAction(N_("This move is not allowed now."))
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
        raise IllegalAction(N_("This is not a move of this game."))


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


