"""Wallenstein's rules engine: set-up, draft, planning, execution, battles, winter.

The Italian seed summary wins over the English reference; choices the sources leave
open are listed in ``data/reconstructed.json``.
"""

from __future__ import annotations

from game.core import Event, IllegalAction, Rng
from game.i18n import N_
from game.wallenstein import data as D
from game.wallenstein.actions import (
    Campaign,
    Count,
    Defend,
    DraftReplace,
    DraftTake,
    LeaveEmpty,
    PlaceGroup,
    Plan,
    RecruitMove,
)
from game.wallenstein.state import (
    ANNOUNCE,
    BLANK,
    BUILDING_BITS,
    CHURCH,
    DRAFT,
    EMPTY,
    EXECUTE,
    GREEN,
    HIDDEN,
    NEUTRAL,
    OUT,
    OVER,
    PALACE,
    PLACE,
    PLAN,
    TRADING,
    UNSET,
    WState,
)

NB = D.NEIGHBORS
_BITCOUNT = tuple(bin(i).count("1") for i in range(8))


# ============================================================================ set-up


def new_game(players: int, seed: int, options: dict) -> WState:
    s = WState(players, options, seed * 0x2545F4914F6CDD1D + 0x57A11E)
    rng = s.rng
    n = D.N_PROVINCES
    three = players == 3
    s.owner = [OUT if three and D.EXCLUDED_3P[p] else NEUTRAL for p in range(n)]
    s.armies = [0] * n
    s.buildings = [0] * n
    s.revolts = [0] * n
    s.devastated = [False] * n
    gold = D.STARTING_GOLD[players]
    if players == 5:
        gold = options.get("gold5", gold)
    s.gold = [gold] * players
    s.supply = [D.ARMIES_PER_PLAYER - D.GRAIN_MARKER] * players
    s.green = D.GREEN_CUBES
    # pre-load the tower; what falls out goes straight back
    per, greens = D.TOWER["preload_per_colour"], D.TOWER["preload_green"]
    cubes = [c for c in range(players) for _ in range(per)] + [GREEN] * greens
    for c in range(players):
        s.supply[c] -= per
    s.green -= greens
    out, _ = s.tower.throw(cubes, rng, options.get("tower"), paths=False)
    for c in out:
        if c == GREEN:
            s.green += 1
        else:
            s.supply[c] += 1
    deck = [p for p in range(n) if s.owner[p] == NEUTRAL]
    rng.shuffle(deck)
    s.deck = deck
    s.faceup = [deck.pop(), deck.pop()]
    s.groups = [list(D.SETUP[players]["army_groups"]) for _ in range(players)]
    ev = list(range(len(D.EVENT_DECKS[options["events"]])))
    rng.shuffle(ev)
    s.event_deck = ev
    s.drafter = s.draft_start = rng.randrange(players)
    s.turn_order = [(s.draft_start + i) % players for i in range(players)]
    s.prev_order = s.turn_order[:]
    s.phase = DRAFT
    return s


def event_card(s: WState, idx: int | None = None) -> D.EventCard | None:
    """The card ``idx`` (default: the current event) of the deck in use, or None."""
    i = s.event if idx is None else idx
    return None if i < 0 else D.EVENT_DECKS[s.options["events"]][i]


def _kind(s: WState) -> str:
    return "" if s.event < 0 else D.EVENT_DECKS[s.options["events"]][s.event].kind


def _start_year(s: WState, ev: list[Event]) -> None:
    s.shown = [s.event_deck.pop() for _ in range(min(4, len(s.event_deck)))]
    s.used = []
    s.grain = [0] * s.players
    ev.append(Event("year_start", {"year": s.year, "events": list(s.shown),
                                   "deck": s.options["events"]}, reveal=True))


def _start_season(s: WState, ev: list[Event]) -> None:
    rng = s.rng
    cards = list(range(10))
    rng.shuffle(cards)
    s.order_cards = cards
    s.order_shown = 5
    s.plans = [[UNSET] * 10 for _ in range(s.players)]
    s.revealed = [0] * s.players
    s.slot = s.pos = 0
    s.pending = ()
    for seat in range(s.players):
        pool = tuple(p for p, o in enumerate(s.owner) if o == seat)
        s.plan_pool[seat] = pool
        s.to_empty[seat] = max(0, 10 - len(pool) - D.BLANKS)
    ev.append(Event("season_start", {"year": s.year, "season": s.season,
                                     "order": cards[:5]}, reveal=True))
    # the leader cards still show the season just played (the draft order before the
    # first spring): short players announce in that order
    s.prev_order = s.turn_order[:]
    short = [p for p in s.prev_order if s.to_empty[p] > 0]
    if short:
        s.phase = ANNOUNCE
        s.planner = short[0]
    else:
        s.phase = PLAN
        s.planner = 0


def _next_space(s: WState, seat: int) -> int:
    plan = s.plans[seat]
    for i in range(10):
        if plan[i] == UNSET:
            return i
    return -1


def _begin_execution(s: WState, ev: list[Event]) -> None:
    rng = s.rng
    order = list(range(s.players))
    rng.shuffle(order)
    s.turn_order = order
    left = [c for c in s.shown if c not in s.used]
    s.event = rng.choice(left) if left else -1
    if s.event >= 0:
        s.used.append(s.event)
    ev.append(Event("turn_order", {"order": order}, reveal=True))
    ev.append(Event("season_event", {"card": s.event, "deck": s.options["events"]},
                    reveal=True))
    if _kind(s) == "trade_revolt_relief":
        for p in range(D.N_PROVINCES):
            if s.buildings[p] & TRADING and s.revolts[p] > 0:
                s.revolts[p] -= 1
    s.phase = EXECUTE
    s.slot = s.pos = 0


# ============================================================================ execution


def _cancel_card(s: WState, seat: int, prov: int) -> None:
    """The card of ``prov`` leaves ``seat``'s planning board (conquest, devastation)."""
    if seat < 0:
        return
    plan = s.plans[seat]
    for i in range(10):
        if plan[i] == prov:
            s.revealed[seat] |= (1 << i) | (1 << (10 + i))


def _devastate(s: WState, prov: int) -> None:
    seat = s.owner[prov]
    if seat >= 0:
        s.supply[seat] += s.armies[prov]
        _cancel_card(s, seat, prov)
    s.armies[prov] = 0
    s.buildings[prov] = 0
    s.revolts[prov] = 0
    s.owner[prov] = NEUTRAL
    s.devastated[prov] = True


def _income(s: WState, seat: int, prov: int, space: int) -> int:
    kind = _kind(s)
    card = event_card(s)
    if space == 3:
        v = D.GRAIN[prov]
        if kind == "harvest_max_3":
            v = min(v, 3)
        elif kind == "harvest_min_4":
            v = max(v, 4)
        elif kind == "good_harvest" and card.region == D.REGION[prov]:
            v += 2
        elif kind == "harvest_failure" and card.region == D.REGION[prov]:
            v = max(0, v - 2)
    else:
        v = D.GOLD[prov]
        if kind == "tax_max_5":
            v = min(v, 5)
        elif kind == "tax_min_6":
            v = max(v, 6)
    return v


def recruit_size(s: WState, prov: int, base: int) -> int:
    """Armies a recruit action of nominal size ``base`` places in ``prov`` now."""
    kind = _kind(s)
    if kind == "recruit_penalty":
        return {5: 3, 3: 2}.get(base, base)
    if kind == "lack_of_troops" and event_card(s).region == D.REGION[prov]:
        return base - 1
    return base


def build_cost(s: WState, k: int) -> int:
    """Gold a building of kind ``k`` (0 palace, 1 church, 2 trading house) costs now."""
    c = D.BUILD_COST[k]
    if _kind(s) == "commercial_bonus":
        c = max(0, c - 1)
    return c


def can_build(s: WState, seat: int, prov: int, k: int) -> bool:
    b = s.buildings[prov]
    bit = BUILDING_BITS[k]
    if b & bit or _BITCOUNT[b] >= D.CITIES[prov] or s.gold[seat] < build_cost(s, k):
        return False
    return sum(1 for x in s.buildings if x & bit) < D.BUILDING_PIECES[k]


def campaign_targets(s: WState, seat: int, prov: int) -> list[int]:
    """Where a campaign from ``prov`` may go (empty when it is impossible)."""
    if s.armies[prov] < 2:
        return []
    protect = _kind(s) == "church_protection"
    out = []
    for t in NB[prov]:
        o = s.owner[t]
        if o == OUT:
            continue
        if protect and o >= 0 and o != seat and s.buildings[t] & CHURCH:
            continue
        out.append(t)
    return out


# rule option: the recruit-1/move card may move without recruiting although it could recruit
RECRUIT1_OPTIONAL = "recruit1_optional"


def recruit1_obstacle(s: WState, seat: int, prov: int) -> str:
    """Why the recruit part of a recruit-1/move in ``prov`` cannot happen now: "event" (the
    event leaves no army to recruit), "gold" or "supply"; "" when it can."""
    n = recruit_size(s, prov, 1)
    if n <= 0:
        return "event"
    if s.gold[seat] < D.RECRUIT_COST[1]:
        return "gold"
    if s.supply[seat] < n:
        return "supply"
    return ""


def _recruit_move_options(s: WState, seat: int, prov: int) -> list[RecruitMove]:
    """The seed: "Se possibile, ogni azione pianificata deve essere eseguita", so every
    choice recruits whenever recruiting is possible; the move stays optional. Moving alone
    is open when recruiting is not (or with the older reading's option)."""
    rec = not recruit1_obstacle(s, seat, prov)
    own = [t for t in NB[prov] if s.owner[t] == seat]
    out = []
    if rec:
        out.append(RecruitMove(True, -1))
    a = s.armies[prov]
    if own:
        if a >= 2 and (not rec or s.options.get(RECRUIT1_OPTIONAL, False)):
            out.extend(RecruitMove(False, t) for t in own)
        if rec and a + recruit_size(s, prov, 1) >= 2:
            out.extend(RecruitMove(True, t) for t in own)
    return out


def _execute(s: WState, seat: int, prov: int, space: int, ev: list[Event]) -> None:
    """Carry out (or cancel) the planned action of ``seat`` in ``prov``."""
    if space <= 2:
        if can_build(s, seat, prov, space):
            s.gold[seat] -= build_cost(s, space)
            s.buildings[prov] |= BUILDING_BITS[space]
            ev.append(Event("build", {"province": prov, "building": space}, seat=seat))
            return
    elif space <= 4:
        v = _income(s, seat, prov, space)
        if space == 3:
            s.grain[seat] += v
        else:
            s.gold[seat] += v
        ev.append(Event("income", {"province": prov, "grain" if space == 3 else "gold": v},
                        seat=seat))
        markers = s.revolts[prov]
        if markers > 0 and _kind(s) != "weary_peasants":
            s.pending = ("revolt", seat, prov, markers, "harvest" if space == 3 else "tax")
            return
        s.revolts[prov] += 1
        return
    elif space <= 6:
        base = 5 if space == 5 else 3
        n = recruit_size(s, prov, base)
        cost = D.RECRUIT_COST[base]
        if n > 0 and s.gold[seat] >= cost and s.supply[seat] >= n:
            s.gold[seat] -= cost
            s.supply[seat] -= n
            s.armies[prov] += n
            ev.append(Event("recruit", {"province": prov, "armies": n}, seat=seat))
            return
    elif space == 7:
        if _recruit_move_options(s, seat, prov):
            s.pending = ("act", seat, prov, space)
            return
    else:
        if campaign_targets(s, seat, prov):
            s.pending = ("act", seat, prov, space)
            return
    ev.append(Event("cancelled", {"province": prov, "space": space}, seat=seat))


def _throw(s: WState, cubes: list[int], ev: list[Event], info: dict) -> list[int]:
    tray = s.tower.tray
    thrown = cubes + tray
    s.tower.tray = []
    out, paths = s.tower.throw(thrown, s.rng, s.options.get("tower"))
    d = dict(info)
    d["from_tray"] = len(tray)
    d["thrown"] = thrown
    d["cubes"] = paths
    d["out"] = out
    ev.append(Event("tower_throw", d, reveal=True))
    return out


def _to_tray(s: WState, out: list[int], keep: tuple) -> None:
    s.tower.tray.extend(c for c in out if c not in keep)


def battle_player(s: WState, att: int, src: int, n: int, prov: int, d: int,
                  ev: list[Event]) -> str:
    """A campaign of ``n`` armies against another player's province; the defender throws
    ``d`` of its armies. Returns "attacker", "defender" or "devastated"."""
    dfd = s.owner[prov]
    s.armies[prov] -= d
    cubes = [att] * n + [dfd] * d
    guard = 0
    if _kind(s) == "palace_guard" and s.buildings[prov] & PALACE and s.supply[dfd] > 0:
        s.supply[dfd] -= 1
        guard = 1
        cubes.append(dfd)
    out = _throw(s, cubes, ev, {"battle": "player", "province": prov, "attacker": att,
                                "defender": dfd, "source": src, "guard": guard})
    a, dd, g = out.count(att), out.count(dfd), out.count(GREEN)
    help_ = s.revolts[prov] <= 1
    if not help_:
        g_help = 0
        _to_tray(s, out, (att, dfd))
    else:
        g_help = g
        _to_tray(s, out, (att, dfd, GREEN))
    s.green += g_help
    strength = dd + g_help
    if a > strength:
        s.supply[att] += strength
        s.supply[dfd] += dd + s.armies[prov]
        s.armies[prov] = a - strength
        _cancel_card(s, dfd, prov)
        s.owner[prov] = att
        res = "attacker"
    elif strength > a:
        s.supply[att] += a
        g_lost = min(g_help, a)
        d_lost = a - g_lost
        s.supply[dfd] += d_lost
        s.armies[prov] += dd - d_lost
        res = "defender"
    else:
        s.supply[att] += a
        s.supply[dfd] += dd
        _devastate(s, prov)
        res = "devastated"
    ev.append(Event("battle", {"province": prov, "attacker": att, "defender": dfd,
                               "attack": a, "defence": dd, "peasants": g_help,
                               "result": res}, reveal=True, seat=att))
    return res


def battle_neutral(s: WState, att: int, src: int, n: int, prov: int, ev: list[Event]) -> str:
    """A campaign of ``n`` armies into a neutral province, defended by peasants."""
    kind = _kind(s)
    k = 2 if kind == "peasants_x2" else 0 if kind == "weary_peasants" else 1
    k = min(k, s.green)
    s.green -= k
    out = _throw(s, [att] * n + [GREEN] * k, ev,
                 {"battle": "neutral", "province": prov, "attacker": att, "source": src,
                  "peasants": k})
    a, g = out.count(att), out.count(GREEN)
    _to_tray(s, out, (att, GREEN))
    s.green += g
    if a > g:
        s.supply[att] += g
        s.armies[prov] = a - g
        s.owner[prov] = att
        s.devastated[prov] = False  # conquered again: the waste is over
        s.revolts[prov] += 1
        res = "attacker"
    else:
        s.supply[att] += a
        res = "defender" if g > a else "devastated"
        if res == "devastated":  # a tie devastates: the free province loses any token
            _devastate(s, prov)
    ev.append(Event("battle", {"province": prov, "attacker": att, "defender": NEUTRAL,
                               "attack": a, "defence": 0, "peasants": g, "result": res},
                    reveal=True, seat=att))
    return res


def revolt(s: WState, seat: int, prov: int, peasants: int, o: int, cause: str,
           ev: list[Event]) -> bool:
    """A revolt of ``peasants`` green cubes; the owner throws ``o`` armies of the province.
    Returns True when the revolt succeeds (the province is devastated)."""
    k = min(peasants, s.green)
    s.green -= k
    s.armies[prov] -= o
    out = _throw(s, [seat] * o + [GREEN] * k, ev,
                 {"battle": "revolt", "province": prov, "owner": seat, "peasants": k,
                  "cause": cause})
    mine, g = out.count(seat), out.count(GREEN)
    _to_tray(s, out, (seat, GREEN))
    s.green += g
    if mine > g:
        s.supply[seat] += g
        s.armies[prov] += mine - g
        ok = True
    else:
        s.supply[seat] += mine
        _devastate(s, prov)
        ok = False
    ev.append(Event("revolt", {"province": prov, "owner": seat, "army": mine, "peasants": g,
                               "cause": cause, "crushed": ok}, reveal=True, seat=seat))
    return not ok


# ============================================================================ winter


def _winter(s: WState, ev: list[Event]) -> None:
    s.season = 3
    s.event = -1
    left = [c for c in s.shown if c not in s.used]
    loss = event_card(s, left[0]).grain_loss if left else 0
    for seat in range(s.players):
        s.grain[seat] = max(0, s.grain[seat] - loss)
    ev.append(Event("grain_loss", {"card": left[0] if left else -1, "loss": loss},
                    reveal=True))
    queue = []
    for seat in s.turn_order:
        provs = [p for p, o in enumerate(s.owner) if o == seat]
        k, extra = D.hunger(len(provs) - s.grain[seat])
        k = min(k, len(provs))
        for _ in range(k):
            p = provs.pop(s.rng.randrange(len(provs)))
            queue.append((seat, p, extra))
    if queue:
        ev.append(Event("hunger", {"revolts": [list(q) for q in queue]}, reveal=True))
    s.revolt_queue = queue


def score_winter(s: WState) -> list[dict]:
    """This winter's points per seat (provinces, buildings, majorities by kind)."""
    n = s.players
    rows = [{"provinces": 0, "buildings": 0, "palace": 0, "church": 0, "trading": 0}
            for _ in range(n)]
    counts = [[[0] * n for _ in range(3)] for _ in D.REGIONS]
    for p, o in enumerate(s.owner):
        if o < 0:
            continue
        rows[o]["provinces"] += 1
        b = s.buildings[p]
        if b:
            rows[o]["buildings"] += _BITCOUNT[b]
            reg = counts[D.REGION[p]]
            for k in range(3):
                if b & BUILDING_BITS[k]:
                    reg[k][o] += 1
    keys = ("palace", "church", "trading")
    for reg in counts:
        for k in range(3):
            c = reg[k]
            top = max(c)
            if top <= 0:
                continue
            leaders = [i for i in range(n) if c[i] == top]
            pts = D.MAJORITY[k][0] if len(leaders) == 1 else D.MAJORITY[k][1]
            for i in leaders:
                rows[i][keys[k]] += pts
    for r in rows:
        r["total"] = r["provinces"] + r["buildings"] + r["palace"] + r["church"] + r["trading"]
    return rows


def _finish_winter(s: WState, ev: list[Event]) -> None:
    rows = score_winter(s)
    for seat in range(s.players):
        s.score[seat] += rows[seat]["total"]
        s.winters[seat].append(rows[seat])
    ev.append(Event("scoring", {"year": s.year, "points": [r["total"] for r in rows],
                                "score": list(s.score)}))
    s.revolts = [0] * D.N_PROVINCES
    s.log_seasons += 1
    if s.year >= 2:
        s.phase = OVER
        s.pending = ()
        ev.append(Event("game_over", {"score": list(s.score)}))
        return
    s.year += 1
    s.season = 0
    _start_year(s, ev)
    _start_season(s, ev)


# ============================================================================ the loop


def _advance(s: WState, ev: list[Event]) -> None:
    """Run automatic steps until a seat must decide (or the game ends)."""
    while s.phase == EXECUTE:
        if s.pending:
            forced = _forced(s)
            if forced is None:
                return
            _decide(s, forced, ev)
            continue
        if s.season == 3:
            if s.revolt_queue:
                seat, p, extra = s.revolt_queue.pop(0)
                if s.owner[p] == seat:
                    s.pending = ("revolt", seat, p, s.revolts[p] + extra, "winter")
                continue
            _finish_winter(s, ev)
            continue
        if s.pos == 0 and s.slot > 0:
            s.order_shown = max(s.order_shown, min(10, 5 + s.slot))
        if s.slot >= 10:
            s.event = -1
            s.log_seasons += 1
            if s.season == 2:
                _winter(s, ev)
            else:
                s.season += 1
                _start_season(s, ev)
            continue
        seat = s.turn_order[s.pos]
        space = s.order_cards[s.slot]
        s.pos += 1
        if s.pos >= s.players:
            s.pos = 0
            s.slot += 1
        bit = 1 << space
        if s.revealed[seat] & (bit << 10):
            continue
        card = s.plans[seat][space]
        s.revealed[seat] |= bit
        if card >= 0:
            ev.append(Event("reveal", {"space": space, "card": card}, reveal=True, seat=seat))
            if s.owner[card] == seat:
                _execute(s, seat, card, space, ev)
            else:
                ev.append(Event("cancelled", {"province": card, "space": space}, seat=seat))


def _forced(s: WState):
    """The only possible decision when the pending one has a single option, else None."""
    kind = s.pending[0]
    if kind == "defend" or kind == "revolt":
        if s.armies[s.pending[2]] == 0:
            return Defend(0)
    elif kind == "count":
        _, seat, prov, space, target, _ = s.pending
        if s.armies[prov] == 2:
            return Count(1)
    return None


def _decide(s: WState, a, ev: list[Event]) -> None:
    """Apply a pending-decision action (already checked)."""
    pend = s.pending
    kind = pend[0]
    s.pending = ()
    if kind == "act":
        _, seat, prov, space = pend
        if type(a) is RecruitMove:
            rec = False
            if a.recruit:
                n = recruit_size(s, prov, 1)
                s.gold[seat] -= D.RECRUIT_COST[1]
                s.supply[seat] -= n
                s.armies[prov] += n
                rec = True
                ev.append(Event("recruit", {"province": prov, "armies": n}, seat=seat))
            else:
                why = recruit1_obstacle(s, seat, prov)
                if why:  # the log says why the card only moves
                    ev.append(Event("no_recruit", {"province": prov, "reason": why}, seat=seat))
            if a.target >= 0:
                s.pending = ("count", seat, prov, space, a.target, rec)
        else:
            s.pending = ("count", seat, prov, space, a.target, False)
    elif kind == "count":
        _, seat, prov, space, target, _ = pend
        n = a.n
        s.armies[prov] -= n
        o = s.owner[target]
        if o == seat:
            s.armies[target] += n
            ev.append(Event("move", {"from": prov, "to": target, "armies": n}, seat=seat))
        elif o == NEUTRAL:
            ev.append(Event("attack", {"from": prov, "to": target, "armies": n}, seat=seat))
            battle_neutral(s, seat, prov, n, target, ev)
        else:
            ev.append(Event("attack", {"from": prov, "to": target, "armies": n}, seat=seat))
            s.pending = ("defend", o, target, seat, prov, n)
    elif kind == "defend":
        _, dfd, prov, att, src, n = pend
        battle_player(s, att, src, n, prov, a.n, ev)
    elif kind == "revolt":
        _, seat, prov, peasants, cause = pend
        lost = revolt(s, seat, prov, peasants, a.n, cause, ev)
        if cause != "winter" and (not lost or D.MARKER_AFTER_LOST_REVOLT):
            s.revolts[prov] += 1  # the seed: a new token always, as the last step


# ============================================================================ protocol


def legal_actions(s: WState) -> list:
    ph = s.phase
    if ph == OVER:
        return []
    if ph == DRAFT:
        acts = [DraftTake(0), DraftTake(1)] if len(s.faceup) == 2 else \
            [DraftTake(i) for i in range(len(s.faceup))]
        if s.deck:
            acts.append(DraftTake(2))
        if (not s.replaced and len(s.deck) >= 2 and len(s.faceup) == 2
                and tuple(sorted(s.faceup)) == s.seen[s.drafter]):
            acts.append(DraftReplace())
        return acts
    if ph == PLACE:
        return [PlaceGroup(g) for g in sorted(set(s.groups[s.drafter]), reverse=True)]
    if ph == ANNOUNCE:
        plan = s.plans[s.planner]
        return [LeaveEmpty(i) for i in range(10) if plan[i] == UNSET]
    if ph == PLAN:
        seat = s.planner
        plan = s.plans[seat]
        space = _next_space(s, seat)
        acts = []
        if plan.count(BLANK) < D.BLANKS:
            acts.append(Plan(space, BLANK))
        for p in s.plan_pool[seat]:
            if p not in plan:
                acts.append(Plan(space, p))
        return acts
    pend = s.pending
    kind = pend[0]
    if kind == "act":
        _, seat, prov, space = pend
        if space == 7:
            return _recruit_move_options(s, seat, prov)
        return [Campaign(t) for t in campaign_targets(s, seat, prov)]
    if kind == "count":
        return [Count(i) for i in range(1, s.armies[pend[2]])]
    return [Defend(i) for i in range(s.armies[pend[2]] + 1)]


def _check(s: WState, a) -> None:
    if s.phase == OVER:
        raise IllegalAction(N_("The game is over."))
    t = type(a)
    for x in legal_actions(s):
        if type(x) is t and x == a:
            return
    reason = N_("That move is not possible now.")
    if s.phase in (DRAFT, PLACE):
        if t is DraftReplace:
            reason = N_("You may replace the face-up cards only when you see the same two "
                        "again.")
        elif t is PlaceGroup:
            reason = N_("You have no unused army group of that size.")
        else:
            reason = N_("Now it is the province draft.")
    elif s.phase in (ANNOUNCE, PLAN):
        if t is Plan:
            reason = N_("That card cannot go on that space (used already, not yours, or out "
                        "of order).")
        elif t is LeaveEmpty:
            reason = N_("Only a player short of cards announces empty spaces.")
        else:
            reason = N_("Now the actions are being planned.")
    else:
        kind = s.pending[0]
        if t is Count:
            reason = N_("At least one army must move and at least one must stay behind.")
        elif t is Defend:
            reason = N_("You cannot throw more armies than the province holds.")
        elif t is Campaign:
            reason = N_("That province is not a neighbour you may march into.")
        elif t is RecruitMove:
            reason = N_("That recruit or move is not possible.")
        if kind in ("defend", "revolt") and t is not Defend:
            reason = N_("Choose how many armies to throw into the tower.")
    raise IllegalAction(reason)


def apply(s: WState, a, check: bool = True) -> list[Event]:
    """Carry out ``a``; ``check=False`` trusts that it came from :func:`legal_actions`."""
    if check:
        _check(s, a)
    ev: list[Event] = []
    t = type(a)
    seat = s.to_act()
    if t is DraftTake:
        s.seen[seat] = tuple(sorted(s.faceup))
        if a.choice == 2:
            p = s.deck.pop()
        else:
            p = s.faceup.pop(a.choice)
            if s.deck:
                s.faceup.insert(a.choice, s.deck.pop())
        s.owner[p] = seat
        s.last_taken = p
        s.phase = PLACE
        ev.append(Event("draft", {"province": p, "choice": a.choice}, reveal=True, seat=seat))
    elif t is DraftReplace:
        old = s.faceup
        s.faceup = [s.deck.pop(), s.deck.pop()]
        s.deck[:0] = old
        s.replaced = True
        ev.append(Event("draft_replace", {"faceup": list(s.faceup)}, reveal=True, seat=seat))
    elif t is PlaceGroup:
        p = s.last_taken
        s.groups[seat].remove(a.size)
        s.armies[p] = a.size
        s.supply[seat] -= a.size
        s.last_taken = -1
        s.replaced = False
        ev.append(Event("place_group", {"province": p, "armies": a.size}, seat=seat))
        s.drafter = (s.drafter + 1) % s.players
        if not s.groups[s.drafter]:
            _start_year(s, ev)
            _start_season(s, ev)
        else:
            s.phase = DRAFT
    elif t is LeaveEmpty:
        s.plans[seat][a.space] = EMPTY
        s.to_empty[seat] -= 1
        ev.append(Event("leave_empty", {"space": a.space}, seat=seat))
        if s.to_empty[seat] == 0:
            short = [p for p in s.prev_order if s.to_empty[p] > 0]
            if short:
                s.planner = short[0]
            else:
                s.phase = PLAN
                s.planner = 0
    elif t is Plan:
        s.plans[seat][a.space] = a.card
        ev.append(Event("plan", {"space": a.space}, seat=seat))
        if _next_space(s, seat) < 0:
            nxt = seat + 1
            while nxt < s.players and _next_space(s, nxt) < 0:
                nxt += 1
            if nxt >= s.players:
                _begin_execution(s, ev)
            else:
                s.planner = nxt
    else:
        _decide(s, a, ev)
    _advance(s, ev)
    return ev


def observe(s: WState, seat: int) -> WState:
    o = s.copy()
    o.rng = Rng(0)
    for other in range(s.players):
        if other == seat:
            continue
        plan = o.plans[other]
        rev = o.revealed[other]
        for i in range(10):
            if plan[i] >= BLANK and not rev & (1 << i):
                plan[i] = HIDDEN
    k = o.order_shown
    o.order_cards[k:] = sorted(o.order_cards[k:])
    o.event_deck.sort()
    o.deck.sort()
    inside = sorted(o.tower.ledges[0] + o.tower.ledges[1])
    cap0 = D.TOWER["capacity"][0]
    o.tower.ledges = [inside[:cap0], inside[cap0:]]
    return o


def determinize(s: WState, seat: int, rng: Rng) -> WState:
    d = observe(s, seat)
    d.rng = Rng(rng.next64())
    rng.shuffle(d.deck)
    rng.shuffle(d.event_deck)
    k = d.order_shown
    rest = d.order_cards[k:]
    rng.shuffle(rest)
    d.order_cards[k:] = rest
    inside = d.tower.ledges[0] + d.tower.ledges[1]
    rng.shuffle(inside)
    c0, c1 = D.TOWER["capacity"]
    lo, hi = max(0, len(inside) - c1), min(c0, len(inside))
    cut = lo + rng.randrange(hi - lo + 1) if hi >= lo else len(inside) // 2
    d.tower.ledges = [inside[:cut], inside[cut:]]
    for other in range(d.players):
        plan = d.plans[other]
        hidden = [i for i in range(10) if plan[i] == HIDDEN]
        if not hidden:
            continue
        known = set(plan)
        pool = [p for p in d.plan_pool[other] if p not in known and d.owner[p] == other]
        pool += [BLANK] * (D.BLANKS - plan.count(BLANK))
        rng.shuffle(pool)
        for i, c in zip(hidden, pool, strict=False):
            plan[i] = c
    return d
