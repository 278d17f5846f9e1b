"""Kingmaker's rules: set-up, the turn, events, movement, combat, Parliament, victory.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules
(Albano & Briotti), which this engine follows where they change the base game.
"""

from __future__ import annotations

from game.core import Event, IllegalAction, Rng
from game.kingmaker import data as D
from game.kingmaker.actions import (
    EVENT_CARD,
    Answer,
    Battle,
    Discard,
    Embark,
    EndAlliance,
    EndPhase,
    Execute,
    ExecuteHeir,
    Move,
    NavalAttack,
    Offer,
    OfferAlliance,
    PlayCard,
    Propose,
    Ransom,
    Sail,
    Sally,
    Siege,
    Summon,
    UseWrit,
    Vote,
    Withdraw,
)
from game.kingmaker.board import (
    _OPEN,
    BEAUFORT_SLOT,
    CAPTIVE,
    LOC0,
    SEA0,
    SHIP0,
    allied,
    area_of,
    at,
    besieged_pos,
    can_enter,
    crowned,
    ctl,
    force,
    garrison,
    has_office,
    has_title,
    held,
    is_ambush,
    living_royals,
    nobles_of,
    occupancy,
    occupants,
    place_ctrl,
    rounded_ratio,
    royal_ctrl,
    royal_pos,
    senior,
    sole_king,
    strength,
    summoner,
    votes,
)
from game.kingmaker.state import COMBAT, MOVE, OVER, PARLIAMENT, SUMMON, KState, new_state

_ILL = IllegalAction


def _opt(s: KState, key: str):
    return s.options[key]


def ev_kind(e: int) -> str:
    return D.EVENT_KIND[e]


# =================================================================== set-up (section 3)


def new_game(players: int, seed: int, options: dict) -> KState:
    s = new_state(players, options, seed)
    rng = s.rng
    use_opt = options["optional_cards"]
    deck = [c for c in range(D.N_CARDS) if D.IN_DECK[c] and (use_opt or not D.OPTIONAL[c])]
    rng.shuffle(deck)
    evs = [e for e in range(D.N_EVENTS) if options["gale_at_sea"] or ev_kind(e) != "gale_at_sea"]
    rng.shuffle(evs)
    s.event_deck = evs
    deals, s.crown_deck = deal(players, deck)
    for seat in range(players):
        cards = deals[seat]
        if not any(D.CARD_TYPE[c] == "noble" for c in cards):
            drawn = []  # draw until a noble turns up; the rest is shuffled back [3.5]
            while s.crown_deck:
                c = s.crown_deck.pop()
                if D.CARD_TYPE[c] == "noble":
                    cards.append(c)
                    break
                drawn.append(c)
            s.crown_deck.extend(drawn)
            rng.shuffle(s.crown_deck)
        _setup_allocate(s, seat, cards)
    for n in D.NOBLES:
        if s.faction[n] >= 0:
            _place_noble(s, n, setup=True)
    if s.holder[D.ADMIRAL] >= 0:  # the Admiral of England brings the King's ship
        s.holder[D.KINGS_SHIP] = s.holder[D.ADMIRAL]
    for sh in D.SHIPS:
        if s.holder[sh] >= 0:
            _place_ship(s, sh)
    s.first = _first_player(s)
    s.active = s.first
    _fix_heirs(s)
    _begin_turn(s, [])
    return s


def deal(players: int, deck: list[int]) -> tuple[list[list[int]], list[int]]:
    """Deal 36 Crown cards as evenly as possible; the cards that cannot be dealt evenly
    go back into the deck [3.3] (7 players: 5 each, 1 returned)."""
    deck = deck[:]
    each = D.R["deal_size"] // players
    deals = [[deck.pop() for _ in range(each)] for _ in range(players)]
    return deals, deck


def _setup_allocate(s: KState, seat: int, cards: list[int]) -> None:
    """Allocate a deal as the set-up requires [3.4]: nobles face up, titles to different
    untitled nobles, offices to different titled nobles, the rest to any noble; titles
    and offices that cannot be placed go to the Chancery."""
    nobles = sorted((c for c in cards if D.CARD_TYPE[c] == "noble"), key=lambda n: -D.TROOPS[n])
    for n in nobles:
        s.faction[n] = seat
    for kind in ("title", "office"):
        for c in sorted((c for c in cards if D.CARD_TYPE[c] == kind), key=lambda c: -D.TROOPS[c]):
            ok = [n for n in nobles if _eligible(s, c, n, setup=True)]
            if ok:
                s.holder[c] = ok[0]
            else:
                s.chancery.append(c)
    for c in cards:
        if D.CARD_TYPE[c] in ("noble", "title", "office"):
            continue
        if nobles:
            s.holder[c] = nobles[0]
        else:  # pragma: no cover - every faction draws a noble at set-up
            s.discard.append(c)


def _first_player(s: KState) -> int:
    for c in D.FIRST_PLAYER_CARDS:
        h = s.holder[c]
        if h >= 0:
            return s.faction[h]
    troops = [sum(_strength_static(s, n) for n in nobles_of(s, p)) for p in range(s.players)]
    return max(range(s.players), key=lambda p: (troops[p], -p))


def _strength_static(s: KState, n: int) -> int:
    return D.TROOPS[n] + sum(D.TROOPS[c] for c in held(s, n))


def _eligible(s: KState, card: int, n: int, setup: bool = False) -> bool:
    """May ``card`` be allocated to noble ``n`` [9.1]?"""
    if s.faction[n] < 0 or s.npos[n] == CAPTIVE:
        return False
    if not setup:
        p = s.npos[n]
        if besieged_pos(s, p) or p >= SEA0:
            return False
    if card < 0:  # only whether the noble may take a card now
        return True
    t = D.CARD_TYPE[card]
    if t == "title":
        return not has_title(s, n)
    if t == "office":
        return has_title(s, n) and not has_office(s, n)
    return t in _FREE_CARDS


def _home_spots(s: KState, n: int) -> list[int]:
    """Where a noble entering play may stand: a friendly or neutral unoccupied home
    castle, then a place his cards control [3.6, 9.2]."""
    seat = s.faction[n]
    out = []
    for loc in D.CONTROLS[n]:
        c = place_ctrl(s, loc)
        occ = occupants(s, loc)
        if s.besieged[loc] < 0 and (c in (-1, seat)) and all(s.faction[o] == seat for o in occ):
            out.append(loc)
    for c in held(s, n):
        for loc in D.CONTROLS[c]:
            if place_ctrl(s, loc) == seat and s.besieged[loc] < 0 and loc not in out:
                out.append(loc)
    return out


def _nearest_friendly(s: KState, seat: int, area: int) -> int:
    """The friendly location nearest to ``area`` (breadth first), or -1."""
    return _nearest(area, D.AREA_NB, D.AREA_LOCS, lambda loc: D.LOC_FORTIFIED[loc]
                    and place_ctrl(s, loc) == seat and s.besieged[loc] < 0)


def _nearest(start: int, neighbours, places, fits) -> int:
    """The first place (map order) that ``fits`` in the nearest ring of nodes around
    ``start``, searched breadth first through ``neighbours``; -1 if there is none."""
    seen = {start}
    frontier = [start]
    while frontier:
        for n in frontier:
            for loc in places[n]:
                if fits(loc):
                    return loc
        nxt = []
        for n in frontier:
            for m in neighbours[n]:
                if m not in seen:
                    seen.add(m)
                    nxt.append(m)
        frontier = nxt
    return -1


def _place_noble(s: KState, n: int, setup: bool = False, fallback_area: int = -1) -> bool:
    spots = _home_spots(s, n)
    if spots:
        s.npos[n] = LOC0 + spots[0]
        return True
    home = D.CONTROLS[n][0] if D.CONTROLS[n] else D.HEIR_START[0]
    start = fallback_area if fallback_area >= 0 else D.LOC_AREA[home]
    loc = _nearest_friendly(s, s.faction[n], start)
    if loc >= 0:
        s.npos[n] = LOC0 + loc
        return True
    if setup or fallback_area >= 0:
        s.npos[n] = start
        return True
    return False


def _port_ok(s: KState, loc: int, seat: int, occ: dict | None = None) -> bool:
    if not D.LOC_PORT[loc] or s.besieged[loc] >= 0:
        return False
    c = place_ctrl(s, loc, occ)
    if allied(s, c, seat):
        return True
    inside = occ.get(LOC0 + loc, ()) if occ is not None else occupants(s, loc)
    return c < 0 and all(allied(s, s.faction[o], seat) for o in inside)


def _place_ship(s: KState, sh: int) -> None:
    """Ship counters start at their home port, else the nearest friendly or neutral
    port [3.7]."""
    seat = s.faction[s.holder[sh]]
    home = D.HOME_PORT[sh]
    if home >= 0 and _port_ok(s, home, seat):
        s.ship_pos[sh] = LOC0 + home
        return
    ports = [loc for loc in range(D.N_LOCS) if _port_ok(s, loc, seat)]
    if not ports:
        s.ship_pos[sh] = LOC0 + home
        return
    ha, hb = _grid(D.LOC_AREA[home])
    s.ship_pos[sh] = LOC0 + min(ports, key=lambda p: _dist2(ha, hb, D.LOC_AREA[p]))


def _grid(a: int) -> tuple[float, float]:
    return D.AREA_COORD[a]


def _dist2(x: float, y: float, a: int) -> float:
    u, v = D.AREA_COORD[a]
    return (u - x) ** 2 + (v - y) ** 2


# =================================================================== royal pieces


def _fix_heirs(s: KState) -> None:
    """A royal piece with no escort of its controller belongs to the faction holding
    the place it is in, otherwise to nobody [7.5]."""
    for h in range(D.N_HEIRS):
        if not s.heir_alive[h]:
            continue
        p = s.heir_pos[h]
        c = s.heir_ctrl[h]
        if c >= 0 and any(ctl(s, n) == c or s.faction[n] == c for n in at(s, p)):
            continue
        if LOC0 <= p < SEA0:
            s.heir_ctrl[h] = place_ctrl(s, p - LOC0)
        elif p >= SHIP0:
            sh = p - SHIP0
            s.heir_ctrl[h] = s.faction[s.holder[sh]] if s.holder[sh] >= 0 else -1
        else:
            s.heir_ctrl[h] = -1


def _take_heirs_at(s: KState, pos: int, seat: int) -> None:
    """A noble ending with unescorted royal pieces takes them [7.5]."""
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == pos:
            c = s.heir_ctrl[h]
            if c < 0 or not any(s.faction[n] == c for n in at(s, pos)):
                s.heir_ctrl[h] = seat


def _kill_heir(s: KState, h: int, ev: list, why: str) -> None:
    s.heir_alive[h] = 0
    s.heir_ctrl[h] = -1
    ev.append(Event("heir_dies", {"heir": h, "why": why}))


# =================================================================== nobles dying


def _kill_noble(s: KState, n: int, ev: list, why: str, asterisk: bool = False) -> None:
    """Death of a noble [7.8]: title, office and bishops to the Chancery, the rest to
    the Crown discard; a Plantagenet killed by an asterisked card waits to return
    [H 2.4]."""
    if s.faction[n] < 0:
        return
    seat = s.faction[n]
    ev.append(Event("noble_dies", {"noble": n, "seat": seat, "why": why}))
    for c in held(s, n):
        s.holder[c] = -1
        if D.CARD_TYPE[c] in D.CHANCERY_TYPES:
            s.chancery.append(c)
        else:
            _to_discard(s, c)
        if D.CARD_TYPE[c] == "ship":
            _remove_ship(s, c, ev)
    pos = s.npos[n]
    s.faction[n] = -1
    s.npos[n] = -1
    s.lent[n] = -1
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
    for n in D.NOBLES:
        if s.npos[n] == SHIP0 + sh:
            s.npos[n] = land
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == SHIP0 + sh:
            s.heir_pos[h] = land


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


def _nearest_port(s: KState, zone: int, seat: int) -> int:
    """The first port (map order) of the nearest zone reachable from ``zone`` that the
    seat may enter (friendly, or neutral and unoccupied); any port if seat is -1."""
    return _nearest(zone, D.ZONE_NB, D.ZONE_PORTS,
                    lambda loc: seat < 0 or _port_ok(s, loc, seat))


def _ship_owner(s: KState, sh: int) -> int:
    h = s.holder[sh]
    return s.faction[h] if h >= 0 else -1


# =================================================================== turn flow (section 4)


def _begin_turn(s: KState, ev: list) -> None:
    """The active faction's turn starts with the event phase [4.1]."""
    s.phase = MOVE
    for i in range(D.N_CARDS):
        s.moved[i] = 0
        s.fought[i] = 0
    s.weather = False
    s.storm = False
    s.offers_made = 0
    s.peace = [p for p in s.peace if p[1] > s.tnum]
    ev.append(Event("turn_start", {"seat": s.active, "round": s.round}))
    _event_phase(s, ev)
    _check_victory(s, ev)


def _draw_event(s: KState, ev: list) -> int:
    if not s.event_deck:
        s.event_deck = s.event_discard
        s.event_discard = []
        s.rng.shuffle(s.event_deck)
        ev.append(Event("event_reshuffle", {}))
    e = s.event_deck.pop()
    s.last_event = e
    return e


def _event_phase(s: KState, ev: list) -> None:
    while True:
        e = _draw_event(s, ev)
        kind = ev_kind(e)
        ev.append(Event("event", {"event": e, "seat": s.active}, reveal=True))
        if kind in ("parliament_may_be_summoned", "writ") and _opt(s, "house_events"):
            # MAY BE SUMMONED and WRIT are kept (tradeable) and another card is drawn [H 2.5]
            s.held_events[s.active].append(e)
            ev.append(Event("event_kept", {"event": e, "seat": s.active}))
            continue
        s.event_discard.append(e)
        _resolve_event(s, e, ev)
        return


def _resolve_event(s: KState, e: int, ev: list) -> None:
    kind = ev_kind(e)
    if kind == "plague":
        for loc in D.EVENT_LOCS[e]:
            for n in occupants(s, loc):
                _kill_noble(s, n, ev, "plague")
            for h in range(D.N_HEIRS):
                if s.heir_alive[h] and s.heir_pos[h] == LOC0 + loc:
                    _kill_heir(s, h, ev, "plague")
    elif kind == "bad_weather":
        s.weather = True
    elif kind == "storm_at_sea":
        s.storm = True
        for sh in D.SHIPS:
            p = s.ship_pos[sh]
            if p >= SEA0:
                port = _nearest_port(s, p - SEA0, _ship_owner(s, sh))
                if port < 0:
                    port = _nearest_port(s, p - SEA0, -1)
                s.ship_pos[sh] = LOC0 + port
                ev.append(Event("ship_to_port", {"ship": sh, "loc": port}))
    elif kind == "summons":
        _summons(s, e, ev)
    elif kind == "embassy":
        dest = D.EVENT_DEST[e]
        for h in living_royals(s):
            if h == BEAUFORT_SLOT or not crowned(s, h):
                continue
            p = s.heir_pos[h]
            if p < 0 or p >= SEA0 or besieged_pos(s, p):
                continue
            c = s.heir_ctrl[h]
            escorts = sorted((n for n in at(s, p) if s.faction[n] == c),
                             key=lambda n: -strength(s, n))[:D.R["embassy_escorts"]]
            troops = force(s, escorts)
            to = LOC0 + dest if c >= 0 and can_enter(s, dest, c, troops) else D.LOC_AREA[dest]
            s.heir_pos[h] = to
            for n in escorts:
                s.npos[n] = to
            ev.append(Event("embassy", {"heir": h, "dest": to}))
        _fix_heirs(s)
    elif kind == "parliament_may_be_summoned":
        s.parl_allowed = True
    elif kind == "gale_at_sea":
        _gale(s, ev)


def _summon_exempt(s: KState, n: int) -> bool:
    """Besieged, at sea, on an island, in Calais or Ireland, or captured: does not go."""
    p = s.npos[n]
    if p < 0 or p >= SEA0 or besieged_pos(s, p):
        return True
    return D.SUMMONS_EXEMPT[area_of(s, p)]


def _summons(s: KState, e: int, ev: list) -> None:
    """Summons [5]: each noble who is or holds a listed card goes, alone, to the place
    (inside if friendly, else its area); a noble summoned twice obeys the first listed.
    A faction holding a WRIT may send a noble at least as strong instead [H 2.5]."""
    dest = D.EVENT_DEST[e]
    done: list[int] = []
    for c in D.EVENT_SUMMONED[e]:
        n = c if D.CARD_TYPE[c] == "noble" else s.holder[c]
        if n < 0 or s.faction[n] < 0 or n in done or _summon_exempt(s, n):
            continue
        done.append(n)
        seat = s.faction[n]
        if _writ_held(s, seat) >= 0 and _writ_subs(s, n, done):
            s.pending.append(("writ", seat, n, dest, e))
        else:
            _go_summoned(s, n, dest, ev, e)


def _writ_held(s: KState, seat: int) -> int:
    for e in s.held_events[seat]:
        if ev_kind(e) == "writ":
            return e
    return -1


def _writ_subs(s: KState, n: int, exclude: list[int]) -> list[int]:
    st = strength(s, n)
    return [m for m in nobles_of(s, s.faction[n]) if m != n and m not in exclude
            and not _summon_exempt(s, m) and strength(s, m) >= st]


def _go_summoned(s: KState, n: int, dest: int, ev: list, e: int) -> None:
    seat = s.faction[n]
    to = LOC0 + dest if can_enter(s, dest, seat, strength(s, n)) else D.LOC_AREA[dest]
    s.npos[n] = to
    ev.append(Event("summoned", {"noble": n, "dest": to, "event": e}))
    _fix_heirs(s)


def _end_turn(s: KState, ev: list) -> None:
    """Coronation [8.4], the Crown deck draw [4.6], then the next faction's turn."""
    _coronation(s, ev)
    _check_victory(s, ev)
    if s.phase == OVER:
        return
    seat = s.active
    if not s.crown_deck and s.discard:
        s.crown_deck = s.discard
        s.discard = []
        s.rng.shuffle(s.crown_deck)
        ev.append(Event("crown_reshuffle", {}))
    if s.crown_deck:
        c = s.crown_deck.pop()
        s.hands[seat].append(c)
        ev.append(Event("crown_draw", {"seat": seat, "card": c}, reveal=True, seat=seat,
                        private=True))
    for n in D.NOBLES:  # leaving the Continent starts the ban on returning [H 2.2]
        if s.cont_rounds[n] and not _on_continent(s, n):
            s.cont_ban[n] = s.round + s.cont_rounds[n]
            s.cont_rounds[n] = 0
    s.active = (s.active + 1) % s.players
    s.tnum += 1
    if s.active == s.first:
        _end_round(s, ev)
        if s.phase == OVER:
            return
    _begin_turn(s, ev)


def _on_continent(s: KState, n: int) -> bool:
    p = s.npos[n]
    if p < 0 or p >= SEA0 and p < SHIP0:
        return False
    a = area_of(s, p)
    return a >= 0 and D.CONTINENT[a] and p < SHIP0


def _end_round(s: KState, ev: list) -> None:
    """End of a round: stays on the Continent [H 2.2], Plantagenets' return [H 2.4],
    the turn limit."""
    if _opt(s, "continent_limit"):
        groups: dict[tuple[int, int], list[int]] = {}
        for n in D.NOBLES:
            if s.faction[n] >= 0 and _on_continent(s, n):
                groups.setdefault((s.faction[n], area_of(s, s.npos[n])), []).append(n)
        for (seat, _a), ns in sorted(groups.items()):
            allowed = force(s, ns) // 100 + 1
            for n in ns:
                s.cont_rounds[n] += 1
                if s.cont_rounds[n] > allowed:
                    s.pending.append(("continent", seat, n))
    if _opt(s, "optional_cards"):
        for n in D.NOBLES:
            if s.plant_dead[n] < 0:
                continue
            h = senior(s, D.YORK if "york" in D.CARD_ID[n] else D.LANCASTER)
            c = royal_ctrl(s, h) if h >= 0 else -1
            if c >= 0 and (c != s.plant_ctrl[n] or s.round > s.plant_dead[n]):
                s.faction[n] = c
                s.plant_dead[n] = -1
                s.plant_ctrl[n] = -1
                _place_noble(s, n, setup=True)
                ev.append(Event("plantagenet_returns", {"noble": n, "seat": c}))
    s.round += 1
    s.start_ctrl = tuple(s.heir_ctrl)
    if s.round > _opt(s, "turn_limit"):
        s.phase = OVER
        s.pending = []
        s.end_reason = "time"
        ev.append(Event("time_up", {"round": s.round - 1}))


def _coronation(s: KState, ev: list) -> None:
    """Crown every eligible royal piece of the active faction [8.4]."""
    seat = s.active
    for h in living_royals(s):
        if crowned(s, h) or royal_ctrl(s, h) != seat or senior(s, _house(h)) != h:
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


# =================================================================== movement (section 6)


def _land_dests(s: KState, n: int, occ: dict | None = None,
                cache: dict | None = None) -> list[int]:
    """Positions noble ``n`` may move to this movement phase (``occ`` and ``cache``:
    snapshots shared by the nobles of one query)."""
    p = s.npos[n]
    if p < 0 or s.moved[n] & 1:
        return []
    seat = ctl(s, n)
    if p >= SHIP0:  # aboard a ship in port: go ashore only
        sp = s.ship_pos[p - SHIP0]
        if not (LOC0 <= sp < SEA0):
            return []
        areas = [D.LOC_AREA[sp - LOC0]]
    elif besieged_pos(s, p):
        return []
    else:
        start = area_of(s, p)
        if cache is None:
            cache = {}
        key = ("pairs", start, seat)
        pairs = cache.get(key)
        if pairs is None:
            pairs = cache[key] = _dest_rooms(s, _reach(s, start, seat), seat, occ, cache)
        st = strength(s, n)
        return [q for q, r in pairs if st <= r and q != p]
    pairs = _dest_rooms(s, areas, seat, occ, cache if cache is not None else {})
    st = strength(s, n)
    return [q for q, r in pairs if st <= r and q != p]


_ANY = 10**9  # room on open ground: unlimited


def _dest_rooms(s: KState, areas: list[int], seat: int, occ: dict | None,
                cache: dict) -> list[tuple[int, int]]:
    """(position, troops that may still go there) for each area and each place in it."""
    if occ is None:
        occ = occupancy(s)
    room = cache.get(("room", seat))
    if room is None:
        room = cache[("room", seat)] = {}
    out = []
    app = out.append
    for a in areas:
        app((a, _ANY))
        for loc, pos in _AREA_LOCPOS[a]:
            r = room.get(loc)
            if r is None:
                r = room[loc] = _room(s, loc, seat, occ)
            app((pos, r))
    return out


_AREA_LOCPOS = tuple(tuple((loc, LOC0 + loc) for loc in locs) for locs in D.AREA_LOCS)


_IS_OPEN = tuple(D.LOC_TYPE[loc] in _OPEN for loc in range(D.N_LOCS))
_NOBLE_CARD = tuple(D.CARD_TYPE[c] == "noble" for c in range(D.N_CARDS))


def _room(s: KState, loc: int, seat: int, occ: dict) -> int:
    """Troops ``seat`` may still take inside ``loc`` without a siege (-1: none); the
    same answer as :func:`can_enter` with the troops left open (``place_ctrl`` and
    ``allied`` written out: this is the hottest test of a move)."""
    if s.besieged[loc] >= 0:
        return -1
    inside = occ.get(LOC0 + loc)
    al = s.alliances
    if _IS_OPEN[loc]:
        if inside:
            fac = s.faction
            for o in inside:
                f = fac[o]
                if f != seat and (f < 0 or not al or (min(f, seat), max(f, seat)) not in al):
                    return -1
    else:
        c = s.conquered[loc]
        if c < 0:
            card = D.LOC_CARD[loc]
            if card >= 0:
                if _NOBLE_CARD[card]:
                    c = s.faction[card]
                else:
                    h = s.holder[card]
                    c = s.faction[h] if h >= 0 else -1
        if c != seat and (c < 0 or not al or (min(c, seat), max(c, seat)) not in al):
            return -1
    cap = D.LOC_CAP[loc]
    if not inside or cap >= 10**6:
        return cap
    r = cap - force(s, inside)
    return r if r >= 0 else -1


_AREA_STEPS: dict[tuple[int, bool], frozenset[int]] = {}


def _area_steps(start: int, bad_weather: bool) -> frozenset[int]:
    """Areas within the land allowance from ``start`` (memoised: the map is fixed)."""
    got = _AREA_STEPS.get((start, bad_weather))
    if got is None:
        limit = D.R["bad_weather_move_areas"] if bad_weather else D.R["land_move_areas"]
        seen = {start}
        frontier = [start]
        for step in range(limit):
            nxt = []
            for a in frontier:
                for b in D.AREA_NB[a]:
                    if b in seen:
                        continue
                    if b == D.ANGLESEY:
                        if step == 0:
                            seen.add(b)
                        continue
                    seen.add(b)
                    nxt.append(b)
            frontier = nxt
        got = _AREA_STEPS[(start, bad_weather)] = frozenset(seen)
    return got


def _road_runs(start: int) -> tuple[tuple[int, ...], ...]:
    """The areas along each road from ``start``, one run per road and direction."""
    runs = []
    for road in D.ROADS:
        if start not in road:
            continue
        i = road.index(start)
        runs.append(tuple(road[i + 1:]))
        runs.append(tuple(road[:i][::-1]))
    return tuple(runs)


_ROAD_RUNS = tuple(_road_runs(a) if D.ON_ROAD[a] else () for a in range(len(D.ON_ROAD)))


def _reach(s: KState, start: int, seat: int) -> list[int]:
    """Areas within the land allowance (5, 3 in bad weather) or along a road [6.2, 6.3];
    the Menai Strait is crossed only as a whole move."""
    if start == D.ANGLESEY:
        return [start, D.ARFON]
    base = _area_steps(start, bool(s.weather))
    runs = _ROAD_RUNS[start]
    if not runs:
        return sorted(base)
    seen = set(base)
    for run in runs:
        for b in run:
            seen.add(b)
            if _road_blocked(s, b, seat):
                break
    return sorted(seen)


def _road_blocked(s: KState, a: int, seat: int) -> bool:
    """A fortified place on the road the mover's side does not control blocks passage;
    an unfortified town on the road blocks while non-allied nobles occupy it [6.3]."""
    for loc in D.AREA_LOCS[a]:
        if not D.LOC_ONROAD[loc]:
            continue
        if D.LOC_TYPE[loc] == "unfortified_town":
            if any(not allied(s, s.faction[o], seat) for o in occupants(s, loc)):
                return True
            continue
        c = place_ctrl(s, loc)
        if c < 0 and not D.R["neutral_on_road_place_blocks"]:
            continue
        if not allied(s, c, seat):
            return True
    return False


def _do_move(s: KState, n: int, dest: int, heirs: bool, ev: list) -> None:
    src = s.npos[n]
    seat = ctl(s, n)
    if heirs:
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == src and s.heir_ctrl[h] == seat:
                s.heir_pos[h] = dest
    s.npos[n] = dest
    s.moved[n] |= 1
    ev.append(Event("move", {"noble": n, "from": src, "to": dest}))
    _take_heirs_at(s, dest, seat)
    _fix_heirs(s)
    _check_sieges(s)


_ZONE_REACH: dict[tuple[int, ...], tuple[int, ...]] = {}


def _zones_from(starts: tuple[int, ...]) -> tuple[int, ...]:
    """Sea zones within the ship allowance from ``starts`` (memoised: the map is fixed)."""
    got = _ZONE_REACH.get(starts)
    if got is None:
        seen = set(starts)
        frontier = list(starts)
        for _ in range(D.R["ship_move_zones"] - 1):
            nxt = []
            for z in frontier:
                for y in D.ZONE_NB[z]:
                    if y not in seen:
                        seen.add(y)
                        nxt.append(y)
            frontier = nxt
        got = _ZONE_REACH[starts] = tuple(sorted(seen))
    return got


def _ship_dests(s: KState, sh: int, occ: dict | None = None,
                cache: dict | None = None) -> list[int]:
    """Ports and sea zones ``sh`` may sail to: through up to 3 sea zones [6.5]."""
    p = s.ship_pos[sh]
    if p < 0 or s.moved[sh] or s.storm:
        return []
    if p >= SEA0:
        starts: tuple[int, ...] = (p - SEA0,)
        here = -1
    else:
        starts = D.AREA_ZONES[D.LOC_AREA[p - LOC0]]
        here = p - LOC0
    seen = _zones_from(starts)
    seat = _ship_owner(s, sh)
    aboard = [n for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    troops = force(s, aboard)
    banned = any(s.cont_ban[n] > s.round for n in aboard)
    out = [SEA0 + z for z in seen if SEA0 + z != p]
    ports = _PORTS_OF.get(seen)
    if ports is None:
        ports = _PORTS_OF[seen] = tuple(sorted({loc for z in seen for loc in D.ZONE_PORTS[z]}))
    if occ is None:
        occ = occupancy(s)
    ok = cache.setdefault(("port", seat), {}) if cache is not None else {}
    for loc in ports:
        if loc == here:
            continue
        if banned and D.CONTINENT[D.LOC_AREA[loc]]:
            continue
        good = ok.get(loc)
        if good is None:
            good = ok[loc] = _port_ok(s, loc, seat, occ)
        if good:
            out.append(LOC0 + loc)
            continue
        inside = occ.get(LOC0 + loc, ())  # what garrison() counts, from the snapshot
        if D.LOC_TYPE[loc] == "open_town":
            g = D.R["open_town_garrison_when_occupied"] if inside else 0
        else:
            g = D.LOC_GARRISON[loc]
        if troops >= g + force(s, inside):
            out.append(LOC0 + loc)
    return out


_PORTS_OF: dict[tuple[int, ...], tuple[int, ...]] = {}


def _do_sail(s: KState, sh: int, dest: int, ev: list) -> None:
    s.moved[sh] = 1
    s.ship_pos[sh] = dest
    ev.append(Event("sail", {"ship": sh, "to": dest}))
    aboard = [n for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    for n in aboard:
        s.moved[n] |= 3
    if dest < SEA0:  # into port: everyone goes ashore, inside if friendly
        loc = dest - LOC0
        seat = _ship_owner(s, sh)
        inside = _port_ok(s, loc, seat) and D.LOC_TYPE[loc] != "unfortified_town" and \
            can_enter(s, loc, seat, force(s, aboard))
        to = dest if inside else D.LOC_AREA[loc]
        for n in aboard:
            s.npos[n] = to
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == SHIP0 + sh:
                s.heir_pos[h] = to
        if aboard:
            _take_heirs_at(s, to, ctl(s, aboard[0]))
        _fix_heirs(s)


def _embark_ok(s: KState, n: int, sh: int, seat: int) -> bool:
    sp = s.ship_pos[sh]
    if not (LOC0 <= sp < SEA0) or _ship_owner(s, sh) != seat or s.moved[sh]:
        return False
    p = s.npos[n]
    if p < 0 or p >= SEA0 or s.moved[n] & 2 or besieged_pos(s, p):
        return False
    if area_of(s, p) != D.LOC_AREA[sp - LOC0]:
        return False
    aboard = [m for m in D.NOBLES if s.npos[m] == SHIP0 + sh]
    return force(s, aboard) + strength(s, n) <= D.CAPACITY[sh]


def _check_sieges(s: KState) -> None:
    """A siege is lifted when the besiegers' strength drops below the requirement."""
    if max(s.besieged) < 0:
        return
    for loc in range(D.N_LOCS):
        g = s.besieged[loc]
        if g < 0:
            continue
        a = D.LOC_AREA[loc]
        att = [n for n in at(s, a) if allied(s, ctl(s, n), g)]
        if force(s, att) < garrison(s, loc) + force(s, occupants(s, loc)) or not att:
            s.besieged[loc] = -1


# =================================================================== combat (section 7)


def _peaceful(s: KState, area: int, a: int, b: int) -> bool:
    for pa, until, x, y in s.peace:
        if pa == area and until > s.tnum and (x < 0 or {x, y} == {a, b}):
            return True
    return False


def field(s: KState, area: int) -> list[int]:
    """Nobles who fight in the open of ``area``: in the open or in an unfortified town
    there, which gives no protection [6.4]."""
    out = at(s, area)
    for loc in D.AREA_UNFORTIFIED[area]:
        out += at(s, LOC0 + loc)
    return out


def _attackers(s: KState, area: int) -> list[int]:
    seat = s.active
    return [n for n in field(s, area) if ctl(s, n) == seat and not s.fought[n]]


def _draw_combat(s: KState, ev: list, land: bool) -> int:
    """Draw an Event card for its combat section; GALE AT SEA sinks every ship at sea and,
    in a land fight, another card is drawn [H 2.5]."""
    while True:
        e = _draw_event(s, ev)
        s.event_discard.append(e)
        ev.append(Event("combat_card", {"event": e}, reveal=True))
        if D.COMBAT_RESULT[e] == "gale":
            _gale(s, ev)
            if land:
                continue
        return e


def _named_dead(s: KState, e: int, nobles: list[int]) -> list[int]:
    out = [n for n in nobles if n in D.COMBAT_KILLED[e]]
    if D.ASTERISK[e] and _opt(s, "optional_cards"):  # Plantagenets [H 2.4]
        out += [n for n in nobles if D.PLANTAGENET[n] and n not in out]
    return out


def _battle(s: KState, att: list[int], dfn: list[int], target: int, ev: list,
            french: bool = True, where: str = "battle") -> None:
    """A battle in the open [7.2] or an ambush [7.3]."""
    seat = s.active
    sa = force(s, att)
    sd = force(s, dfn)
    ambush = is_ambush(sa, sd)
    if ambush and not french:
        sa = force(s, att, french=False)
    for n in att:
        s.fought[n] = 1
    e = _draw_combat(s, ev, land=True)
    res = D.COMBAT_RESULT[e]
    info = {"attack": sa, "defence": sd, "event": e, "ambush": ambush, "seat": seat,
            "target": target, "kind": where}
    if res == "no_battle":
        ev.append(Event("battle", {**info, "result": "weather"}))
        return
    ast = D.ASTERISK[e]
    if ambush:
        for n in _named_dead(s, e, att):
            _kill_noble(s, n, ev, "battle", ast)
        dead = [n for n in dfn if n in D.COMBAT_KILLED[e]]
        if dead:
            _kill_noble(s, max(dead, key=lambda n: strength(s, n)), ev, "battle", ast)
        ev.append(Event("battle", {**info, "result": "ambush"}))
        survivors = [n for n in dfn if s.faction[n] >= 0]
        _capture(s, [n for n in att if s.faction[n] >= 0], target, survivors, ev,
                 keep_french=not french)
        return
    decisive = sa != sd and rounded_ratio(max(sa, sd), min(sa, sd)) >= D.COMBAT_RATIO[e]
    for n in _named_dead(s, e, att + dfn):
        _kill_noble(s, n, ev, "battle", ast)
    if not decisive:
        ev.append(Event("battle", {**info, "result": "indecisive"}))
        return
    if sa > sd:
        ev.append(Event("battle", {**info, "result": "attacker"}))
        _capture(s, [n for n in dfn if s.faction[n] >= 0], seat,
                 [n for n in att if s.faction[n] >= 0], ev)
    else:
        ev.append(Event("battle", {**info, "result": "defender"}))
        _capture(s, [n for n in att if s.faction[n] >= 0], target,
                 [n for n in dfn if s.faction[n] >= 0], ev)


def _capture(s: KState, losers: list[int], captor: int, winners: list[int], ev: list,
             keep_french: bool = False, into: int = -2) -> None:
    """Captured nobles [7.7]: their royal pieces go to the captor, their transferable
    cards are the spoils of the captor's strongest noble present; the captor must
    ransom or execute each (decisions follow)."""
    if not losers:
        return
    taker = max((n for n in winners if s.faction[n] == captor), key=lambda n: strength(s, n),
                default=max(winners, key=lambda n: strength(s, n), default=-1))
    dest = s.npos[taker] if taker >= 0 and into == -2 else into
    for n in losers:
        p = s.npos[n]
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == p and s.heir_ctrl[h] == s.faction[n]:
                s.heir_ctrl[h] = captor
                if dest >= 0:
                    s.heir_pos[h] = dest
    for n in losers:
        for c in held(s, n):
            if D.CARD_TYPE[c] in D.SPOILS and taker >= 0 and not (keep_french and D.FRENCH[c]):
                s.holder[c] = taker
                ev.append(Event("spoils", {"card": c, "to": taker}))
        s.npos[n] = CAPTIVE
        s.lent[n] = -1
        ev.append(Event("captured", {"noble": n, "by": captor}))
        s.pending.append(("captive", captor, n))
    _fix_heirs(s)


def _siege(s: KState, loc: int, ev: list) -> None:
    """A siege [7.4]: weather leaves the place under siege, any other result takes it."""
    seat = s.active
    a = D.LOC_AREA[loc]
    att = _attackers(s, a)
    inside = occupants(s, loc)
    for n in att:
        s.fought[n] = 1
    e = _draw_combat(s, ev, land=True)
    info = {"loc": loc, "attack": force(s, att), "need": garrison(s, loc) + force(s, inside),
            "event": e, "seat": seat}
    if D.COMBAT_RESULT[e] == "no_battle":
        s.besieged[loc] = seat
        ev.append(Event("siege", {**info, "result": "holds"}))
        return
    ast = D.ASTERISK[e]
    for n in _named_dead(s, e, att + inside):
        _kill_noble(s, n, ev, "siege", ast)
    ev.append(Event("siege", {**info, "result": "falls"}))
    s.besieged[loc] = -1
    prev = place_ctrl(s, loc)
    card = D.LOC_CARD[loc]
    survivors = [n for n in att if s.faction[n] >= 0]
    losers = [n for n in inside if s.faction[n] >= 0]
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == LOC0 + loc:
            s.heir_ctrl[h] = seat
    _capture(s, losers, seat, survivors, ev, into=LOC0 + loc)
    if D.LOC_TYPE[loc] != "open_town":
        s.conquered[loc] = seat
    if (card >= 0 and D.CARD_TYPE[card] == "town" and s.holder[card] >= 0
            and s.faction[s.holder[card]] not in (-1, seat) and survivors):
        s.holder[card] = max(survivors, key=lambda n: strength(s, n))
        ev.append(Event("spoils", {"card": card, "to": s.holder[card]}))
    room = D.LOC_CAP[loc]
    for n in sorted(survivors, key=lambda n: strength(s, n)):
        st = strength(s, n)
        if st <= room:
            room -= st
            s.npos[n] = LOC0 + loc
    if prev != seat:
        ev.append(Event("place_taken", {"loc": loc, "seat": seat}))
    _fix_heirs(s)


def _naval(s: KState, zone: int, target: int, boarding: bool, ev: list) -> None:
    """Naval combat [H 2.1]: bombardment (capacities) or boarding (capacity + troops)."""
    seat = s.active
    mine = [sh for sh in D.SHIPS if s.ship_pos[sh] == SEA0 + zone
            and allied(s, _ship_owner(s, sh), seat) and not s.fought[sh]]
    theirs = [sh for sh in D.SHIPS if s.ship_pos[sh] == SEA0 + zone
              and allied(s, _ship_owner(s, sh), target) and not allied(s, _ship_owner(s, sh),
                                                                          seat)]

    def power(ships: list[int]) -> int:
        v = sum(D.CAPACITY[sh] for sh in ships)
        if boarding:
            v += sum(force(s, [n for n in D.NOBLES if s.npos[n] == SHIP0 + sh]) for sh in ships)
        return v

    sa, sd = power(mine), power(theirs)
    for sh in mine:
        s.fought[sh] = 1
    e = _draw_combat(s, ev, land=False)
    info = {"zone": zone, "attack": sa, "defence": sd, "event": e, "seat": seat,
            "target": target, "boarding": boarding}
    res = D.COMBAT_RESULT[e]
    if res == "gale":  # both fleets sink with everyone aboard
        ev.append(Event("naval", {**info, "result": "gale"}))
        return
    if ev_kind(e) == "storm_at_sea":  # both fleets make for port; the stronger chooses
        for sh in mine + theirs:
            who = seat if sa >= sd else target
            port = _nearest_port(s, zone, who)
            if port < 0:
                port = _nearest_port(s, zone, -1)
            s.ship_pos[sh] = LOC0 + port
        ev.append(Event("naval", {**info, "result": "storm"}))
        return
    if res == "no_battle":
        ev.append(Event("naval", {**info, "result": "weather"}))
        return
    aboard = [n for sh in mine + theirs for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    for n in _named_dead(s, e, aboard):
        _kill_noble(s, n, ev, "battle", D.ASTERISK[e])
    if sa == sd or rounded_ratio(max(sa, sd), min(sa, sd)) < D.COMBAT_RATIO[e]:
        ev.append(Event("naval", {**info, "result": "indecisive"}))
        return
    win, lose = (mine, theirs) if sa > sd else (theirs, mine)
    winner = seat if sa > sd else target
    ev.append(Event("naval", {**info, "result": "attacker" if sa > sd else "defender"}))
    if not boarding:  # the beaten fleet is removed as by a gale
        for sh in lose:
            _sink(s, sh, ev)
        return
    # boarding: the winner takes the ships (to the nearest free or friendly port) and
    # captures the nobles aboard, who are released ashore if ransomed
    win_nobles = [n for sh in win for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    taker = max(win_nobles, key=lambda n: strength(s, n), default=-1)
    if taker < 0:
        taker = max((s.holder[sh] for sh in win if s.holder[sh] >= 0),
                    key=lambda n: strength(s, n), default=-1)
    port = _nearest_port(s, zone, winner)
    losers = [n for sh in lose for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    if port >= 0:
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] >= SHIP0 and s.heir_pos[h] - SHIP0 in lose:
                s.heir_pos[h] = D.LOC_AREA[port]
    _capture(s, losers, winner, win_nobles or ([taker] if taker >= 0 else []), ev,
             into=D.LOC_AREA[port] if port >= 0 else -2)
    for sh in lose:
        if taker >= 0:
            s.holder[sh] = taker
            s.ship_pos[sh] = LOC0 + port if port >= 0 else s.ship_pos[sh]
            s.moved[sh] = 1
            ev.append(Event("ship_captured", {"ship": sh, "by": winner}))
        else:
            _sink(s, sh, ev)


# =================================================================== Parliament (section 10)


def _venues(s: KState, seat: int) -> list[int]:
    out = []
    for loc in range(D.N_LOCS):
        if D.LOC_TYPE[loc] not in D.R["parliament_venue_types"] or s.besieged[loc] >= 0:
            continue
        c = place_ctrl(s, loc)
        if c < 0 or allied(s, c, seat):
            out.append(loc)
    return out


def _can_summon(s: KState) -> bool:
    seat = s.active
    if summoner(s) != seat:
        return False
    if _opt(s, "house_events"):
        return any(ev_kind(e) == "parliament_may_be_summoned" for e in s.held_events[seat])
    return s.parl_allowed


def _open_parliament(s: KState, venue: int, ev: list) -> None:
    """Summon Parliament [10.2, H 1.e]: free nobles travel to the venue by land (those
    who could only go by ship stay away), then the Chancery is revealed."""
    seat = s.active
    if _opt(s, "house_events"):
        e = next(e for e in s.held_events[seat] if ev_kind(e) == "parliament_may_be_summoned")
        s.held_events[seat].remove(e)
        s.event_discard.append(e)
    s.parl_allowed = False
    area = D.LOC_AREA[venue]
    for n in D.NOBLES:
        if s.faction[n] < 0:
            continue
        p = s.npos[n]
        if p < 0 or p >= SEA0 or besieged_pos(s, p):
            continue
        f = s.faction[n]
        if D.ABROAD[area_of(s, p)] and not _ship_home(s, f, area_of(s, p)):
            continue  # by ship only where there is no other way, and only with a ship
        to = LOC0 + venue if D.LOC_TYPE[venue] != "unfortified_town" and \
            can_enter(s, venue, f, strength(s, n)) else area
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == p and s.heir_ctrl[h] == f:
                s.heir_pos[h] = to
        s.npos[n] = to
    _fix_heirs(s)
    if any(D.CARD_TYPE[c] in D.CHANCERY_TYPES for c in s.discard):
        s.rng.shuffle(s.discard)  # [H 1.e] first observation
        ev.append(Event("discard_shuffled", {}))
    order = {"title": 0, "office": 1, "bishop": 1}
    cards = tuple(sorted(s.chancery, key=lambda c: (order[D.CARD_TYPE[c]], c)))
    s.chancery = []
    ev.append(Event("parliament", {"seat": seat, "venue": venue, "cards": list(cards)},
                    reveal=True))
    # parl = (presider, venue, cards still to settle, proposal (card, noble) or None,
    #         (card, noble) pairs already refused, fallback (card, seats left) or None)
    s.parl = (seat, venue, cards, None, (), None)
    s.phase = PARLIAMENT
    _parl_advance(s, ev)


def _ship_home(s: KState, seat: int, area: int) -> bool:
    """Has ``seat`` a ship in a port of ``area`` (to cross to Parliament) [H 1.e]?"""
    return any(_ship_owner(s, sh) == seat and LOC0 <= s.ship_pos[sh] < SEA0
               and D.LOC_AREA[s.ship_pos[sh] - LOC0] == area for sh in D.SHIPS)


def _parl_advance(s: KState, ev: list) -> None:
    """Close Parliament when every Chancery card is settled."""
    seat, venue, cards, prop, tried, fb = s.parl
    if cards or prop or fb:
        return
    s.parl = None
    until = s.tnum + s.players * D.R["kings_peace_rounds"]
    s.peace.append((D.LOC_AREA[venue], until, -1, -1))  # the King's Peace [10.6]
    ev.append(Event("parliament_closes", {"venue": venue}))
    _end_turn(s, ev)


def _proposable(s: KState, card: int) -> list[int]:
    seat, venue, cards, prop, tried, fb = s.parl
    return [n for n in D.NOBLES if _eligible(s, card, n) and (card, n) not in tried]


def _parl_front(s: KState) -> list[int]:
    """Cards the presiding faction may propose now: titles first [H 1.e]."""
    cards = s.parl[2]
    titles = [c for c in cards if D.CARD_TYPE[c] == "title"]
    return titles or list(cards)


def _tally(s: KState) -> bool:
    seat, venue, cards, prop, tried, fb = s.parl
    area = D.LOC_AREA[venue]
    yes = [0, 0]
    no = [0, 0]
    for p, v in enumerate(s.votes_cast):
        lo, co = votes(s, p, area)
        side = yes if v else no
        side[0] += lo
        side[1] += co
    return yes[0] > no[0] and yes[1] > no[1]


def _start_fallback(s: KState, card: int, ev: list) -> None:
    """A card definitively rejected goes by the order a) presiding faction, b) the sole
    King's, c) the Chancellor's, then factions by votes in both Houses (Lords only for
    bishoprics) [H 1.e]."""
    seat, venue, cards, prop, tried, fb = s.parl
    order: list[int] = [seat]
    k = sole_king(s)
    if k >= 0 and royal_ctrl(s, k) >= 0:
        order.append(royal_ctrl(s, k))
    hc = s.holder[D.CHANCELLOR]
    if hc >= 0:
        order.append(s.faction[hc])
    tot = []
    for p in range(s.players):
        lo, co = votes(s, p)
        tot.append(lo if D.CARD_TYPE[card] == "bishop" else lo + co)
    rest = sorted(range(s.players), key=lambda p: (-tot[p], (p - seat) % s.players))
    for p in rest:
        if p not in order:
            order.append(p)
    seen: list[int] = []
    for p in order:
        if p not in seen and any(_eligible(s, card, n) for n in nobles_of(s, p)):
            seen.append(p)
    s.parl = (seat, venue, tuple(c for c in cards if c != card), None, tried, (card, tuple(seen)))
    _fallback_next(s, ev)


def _fallback_next(s: KState, ev: list) -> None:
    seat, venue, cards, prop, tried, fb = s.parl
    card, left = fb
    if not left:
        s.chancery.append(card)
        ev.append(Event("to_chancery", {"card": card}))
        s.parl = (seat, venue, cards, None, tried, None)
        _parl_advance(s, ev)
        return
    s.pending.append(("fallback", left[0], card))


def _allocate(s: KState, card: int, n: int, ev: list) -> None:
    s.holder[card] = n
    ev.append(Event("allocated", {"card": card, "noble": n, "seat": s.faction[n]}))
    if D.CARD_TYPE[card] == "ship" and s.ship_pos[card] < 0:
        _place_ship(s, card)
    if card == D.ADMIRAL and s.holder[D.KINGS_SHIP] < 0:
        s.holder[D.KINGS_SHIP] = n  # the Admiral brings the King's ship
        _place_ship(s, D.KINGS_SHIP)


# =================================================================== legal actions


def _hand_plays(s: KState, seat: int) -> list:
    out: list = []
    hand = s.hands[seat]
    if not hand:
        return out
    mine = nobles_of(s, seat)
    kinds = None  # per noble of the seat: (may take a card, has a title, has an office)
    for c in sorted(set(hand)):
        t = D.CARD_TYPE[c]
        if t == "noble":
            out.append(PlayCard(c, -1))
        elif t == "special":
            continue
        else:
            if kinds is None:
                kinds = [(n, _eligible(s, -1, n), has_title(s, n), has_office(s, n))
                         for n in mine]
            if t == "title":
                out.extend(_tup(PlayCard, (c, n)) for n, ok, ti, _ in kinds if ok and not ti)
            elif t == "office":
                out.extend(_tup(PlayCard, (c, n)) for n, ok, ti, of in kinds
                           if ok and ti and not of)
            elif t in _FREE_CARDS:
                out.extend(_tup(PlayCard, (c, n)) for n, ok, _, _ in kinds if ok)
    return out


_FREE_CARDS = ("bishop", "town", "ship", "mercenary")


def _any_time(s: KState, seat: int) -> list:
    """Decisions open to a seat whenever it acts: ending an alliance [H 1.f]."""
    return [EndAlliance(b if a == seat else a) for a, b in s.alliances if seat in (a, b)]


def _own_turn_extras(s: KState) -> list:
    seat = s.active
    out = _hand_plays(s, seat)
    out += [ExecuteHeir(h) for h in range(D.N_HEIRS)
            if s.heir_alive[h] and s.heir_ctrl[h] == seat]
    if s.offers_made < D.R["offers_per_turn"]:
        occ = occupancy(s)
        give = sorted(set(s.hands[seat])) + _tradeable_allocated(s, seat) + [
            EVENT_CARD + e for e in sorted(set(s.held_events[seat]))]
        # for each placed noble of the seat: the factions with a noble (not lent) there
        placed = [(n, {s.faction[m] for m in occ.get(s.npos[n], ()) if s.lent[m] < 0})
                  for n in nobles_of(s, seat) if s.npos[n] >= 0]
        for p in range(s.players):
            if p == seat:
                continue
            out += [_tup(Offer, (p, g, ask)) for g in give for ask in (0, 1)]
            out.append(Offer(p, -1, 1))
            if not allied(s, seat, p):
                stacked = [n for n, there in placed if p in there]
                if stacked:  # defensive: stacked nobles; offensive: a commander in the stack
                    out.append(OfferAlliance(p, -1))
                out += [OfferAlliance(p, n) for n in stacked]
    out += _any_time(s, seat)
    return out


_tup = tuple.__new__  # builds an action without its Python-level __new__


def legal_actions(s: KState) -> list:
    """Every legal decision of the seat to act; remembered with a snapshot of the state so
    that :func:`apply` checks a chosen action by membership while the state is unchanged."""
    out = _legal_actions(s)
    s._legal = (s.copy(), tuple(out))
    return out


def _legal_actions(s: KState) -> list:
    if s.phase == OVER:
        return []
    if s.pending:
        return _pending_actions(s)
    seat = s.active
    if s.phase == MOVE:
        out: list = []
        occ = occupancy(s)
        cache: dict = {}
        fac, lent = s.faction, s.lent
        mine = [n for n in D.NOBLES
                if fac[n] >= 0 and (lent[n] if lent[n] >= 0 else fac[n]) == seat]
        escorted = {s.heir_pos[h] for h in range(D.N_HEIRS)
                    if s.heir_alive[h] and s.heir_ctrl[h] == seat}
        for n in mine:
            dests = _land_dests(s, n, occ, cache)
            if dests:
                if s.npos[n] in escorted:
                    for d in dests:
                        out.append(_tup(Move, (n, d, False)))
                        out.append(_tup(Move, (n, d, True)))
                else:
                    out += [_tup(Move, (n, d, False)) for d in dests]
        for sh in D.SHIPS:
            if s.ship_pos[sh] < 0 or _ship_owner(s, sh) != seat:
                continue
            out += [_tup(Sail, (sh, d)) for d in _ship_dests(s, sh, occ, cache)]
            for n in mine:
                if _embark_ok(s, n, sh, seat):
                    out.append(Embark(n, sh))
        out += _own_turn_extras(s)
        out.append(EndPhase())
        return out
    if s.phase == COMBAT:
        out = []
        if not s.weather:
            out += _combat_actions(s)
        out += _own_turn_extras(s)
        out.append(EndPhase())
        return out
    if s.phase == SUMMON:
        return [Summon(v) for v in _venues(s, seat)] + _hand_plays(s, seat) + [EndPhase()]
    if s.phase == PARLIAMENT:
        seat_p, venue, cards, prop, tried, fb = s.parl
        out = []
        for c in _parl_front(s):
            out += [Propose(c, n) for n in _proposable(s, c)]
            out.append(Withdraw(c))
        return out + _hand_plays(s, seat)
    return []  # pragma: no cover


def _combat_actions(s: KState) -> list:
    seat = s.active
    out: list = []
    areas = sorted({area_of(s, s.npos[n]) for n in D.NOBLES
                    if s.faction[n] >= 0 and ctl(s, n) == seat and not s.fought[n]
                    and (0 <= s.npos[n] < LOC0 or LOC0 <= s.npos[n] < SEA0
                         and D.LOC_TYPE[s.npos[n] - LOC0] == "unfortified_town")})
    for a in areas:
        att = _attackers(s, a)
        sa = force(s, att)
        targets = sorted({s.faction[n] for n in field(s, a) if not allied(s, s.faction[n], seat)
                          and ctl(s, n) != seat})
        for t in targets:
            if _peaceful(s, a, seat, t):
                continue
            out.append(Battle(a, t, True))
            has_french = any(D.FRENCH[c] and s.holder[c] in att for c in range(D.N_CARDS))
            dfn = [n for n in field(s, a) if allied(s, s.faction[n], t)]
            if has_french and is_ambush(sa, force(s, dfn)):
                out.append(Battle(a, t, False))
        for loc in D.AREA_LOCS[a]:
            if not D.LOC_FORTIFIED[loc] or _peaceful(s, a, seat, place_ctrl(s, loc)):
                continue
            if D.LOC_TYPE[loc] == "open_town" and not occupants(s, loc):
                continue
            c = place_ctrl(s, loc)
            if allied(s, c, seat):
                continue
            if any(allied(s, s.faction[o], seat) for o in occupants(s, loc)):
                continue
            if sa >= garrison(s, loc) + force(s, occupants(s, loc)):
                out.append(Siege(loc))
    for loc in range(D.N_LOCS):
        g = s.besieged[loc]
        if g >= 0 and not allied(s, g, seat):
            if any(ctl(s, n) == seat and not s.fought[n] for n in occupants(s, loc)):
                out.append(Sally(loc))
    zones = sorted({s.ship_pos[sh] - SEA0 for sh in D.SHIPS if s.ship_pos[sh] >= SEA0
                    and _ship_owner(s, sh) == seat and not s.fought[sh]})
    if _opt(s, "naval_combat"):
        for z in zones:
            targets = sorted({_ship_owner(s, sh) for sh in D.SHIPS
                              if s.ship_pos[sh] == SEA0 + z and _ship_owner(s, sh) >= 0
                              and not allied(s, _ship_owner(s, sh), seat)})
            for t in targets:
                out += [NavalAttack(z, t, False), NavalAttack(z, t, True)]
    return out


def _pending_actions(s: KState) -> list:
    p = s.pending[0]
    kind, seat = p[0], p[1]
    extra = _any_time(s, seat)
    if kind == "offer":
        _, to, frm, give, ask = p
        if ask:
            back = sorted(set(s.hands[to])) + [EVENT_CARD + e for e in sorted(set(
                s.held_events[to]))]
            return [Answer(True, c) for c in back] + [Answer(False, -1)] + extra
        return [Answer(True, -1), Answer(False, -1)] + extra
    if kind == "alliance":
        return [Answer(True, -1), Answer(False, -1)] + extra
    if kind == "captive":
        n = p[2]
        prices = [r for r in D.R["ransom_prices"] if r <= len(s.hands[s.faction[n]])]
        return [Execute(n)] + [Ransom(n, r) for r in prices]
    if kind == "ransom":
        _, owner, captor, n, price = p
        if price:
            return [Answer(True, c) for c in sorted(set(s.hands[owner]))] + [Answer(False, -1)]
        return [Answer(True, -1), Answer(False, -1)]
    if kind == "pardon":
        return [Answer(True, -1), Answer(False, -1)]
    if kind == "writ":
        _, seat, n, dest, e = p
        if _writ_held(s, seat) < 0 or s.faction[n] < 0:
            return [UseWrit(-1)]
        return [UseWrit(m) for m in _writ_subs(s, n, [])] + [UseWrit(-1)]
    if kind == "continent":
        n = p[2]
        cards = held(s, n)
        return [Discard(c) for c in cards] if cards else [Discard(n)]
    if kind == "vote":
        return [Vote(True), Vote(False)] + _hand_plays(s, seat) + extra
    if kind == "fallback":
        card = p[2]
        return ([Answer(True, n) for n in nobles_of(s, seat) if _eligible(s, card, n)]
                + [Answer(False, -1)] + _hand_plays(s, seat))
    return []  # pragma: no cover


# =================================================================== apply


def apply(s: KState, action, check: bool = True) -> list[Event]:
    if s.phase == OVER:
        raise _ILL("The game is over.", "La partita è finita.")
    if check and not _known_legal(s, action) and not _is_legal(s, action):
        raise _ILL(f"{type(action).__name__} is not allowed now.",
                   f"{type(action).__name__} non è consentito ora.")
    ev: list[Event] = []
    seat = s.to_act()
    t = type(action)
    if t is PlayCard:
        _play_card(s, seat, action.card, action.noble, ev)
    elif t is EndAlliance:
        _end_alliance(s, seat, action.other, ev)
    elif s.pending:
        _apply_pending(s, action, ev)
    elif t is Move:
        _do_move(s, action.noble, action.dest, action.heirs, ev)
    elif t is Embark:
        n, sh = action
        src = s.npos[n]
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == src and s.heir_ctrl[h] == seat and not \
                    any(m != n and s.faction[m] == seat for m in at(s, src)):
                s.heir_pos[h] = SHIP0 + sh
        s.npos[n] = SHIP0 + sh
        s.moved[n] |= 1
        ev.append(Event("embark", {"noble": n, "ship": sh}))
        _fix_heirs(s)
        _check_sieges(s)
    elif t is Sail:
        _do_sail(s, action.ship, action.dest, ev)
    elif t is ExecuteHeir:
        _kill_heir(s, action.heir, ev, "executed")
    elif t is Offer:
        s.offers_made += 1
        s.pending.append(("offer", action.to, seat, action.give, action.ask))
        ev.append(Event("offer", {"from": seat, "to": action.to, "ask": action.ask}))
    elif t is OfferAlliance:
        s.offers_made += 1
        s.pending.append(("alliance", action.to, seat, action.commander))
        ev.append(Event("alliance_offer", {"from": seat, "to": action.to,
                                           "commander": action.commander}))
    elif t is EndPhase:
        _end_phase(s, ev)
    elif t is Battle:
        a = action.area
        att = _attackers(s, a)
        dfn = [n for n in field(s, a) if allied(s, s.faction[n], action.target)
               and not allied(s, s.faction[n], seat)]
        _battle(s, att, dfn, action.target, ev, action.french)
    elif t is Siege:
        _siege(s, action.loc, ev)
    elif t is Sally:
        loc = action.loc
        g = s.besieged[loc]
        out = [n for n in occupants(s, loc) if ctl(s, n) == seat and not s.fought[n]]
        area = D.LOC_AREA[loc]
        for n in out:
            s.npos[n] = area
        s.besieged[loc] = -1
        dfn = [n for n in at(s, area) if allied(s, s.faction[n], g)]
        _battle(s, out, dfn, g, ev, where="sally")
    elif t is NavalAttack:
        _naval(s, action.zone, action.target, action.boarding, ev)
    elif t is Summon:
        _open_parliament(s, action.venue, ev)
    elif t is Propose:
        seat_p, venue, cards, prop, tried, fb = s.parl
        s.parl = (seat_p, venue, cards, (action.card, action.noble), tried, fb)
        s.votes_cast = []
        ev.append(Event("proposal", {"card": action.card, "noble": action.noble}))
        order = [(seat_p + i) % s.players for i in range(s.players)]
        s.pending.extend(("vote", p) for p in order)
    elif t is Withdraw:
        ev.append(Event("withdrawn", {"card": action.card}))
        _start_fallback(s, action.card, ev)
    else:  # pragma: no cover
        raise _ILL("Unknown action.", "Azione sconosciuta.")
    _check_sieges(s)
    _check_alliances(s, ev)
    _check_victory(s, ev)
    return ev


def _check_alliances(s: KState, ev: list) -> None:
    """A defensive alliance (no lent nobles) ends when its nobles no longer stack
    [H 1.f]."""
    for key in list(s.alliances):
        a, b = key
        if any(s.lent[n] in key and s.faction[n] in key for n in D.NOBLES):
            continue
        pos_a = {s.npos[n] for n in D.NOBLES if s.faction[n] == a and s.npos[n] >= 0}
        if not any(s.faction[n] == b and s.npos[n] in pos_a for n in D.NOBLES):
            s.alliances.remove(key)
            ev.append(Event("alliance_ends", {"a": a, "b": b}))


def _known_legal(s: KState, a) -> bool:
    """``a`` is in the list :func:`legal_actions` gave for this very state."""
    got = getattr(s, "_legal", None)
    if got is None:
        return False
    for x in got[1]:  # the very object handed out, found without calling __eq__
        if x is a:
            break
    else:
        if a not in got[1]:
            return False
    return got[0].same(s)


def _is_legal(s: KState, a) -> bool:
    """``a in legal_actions(s)``, answered cheaply for the common movement actions."""
    t = type(a)
    if t is Move and not s.pending and s.phase == MOVE:
        n = a.noble
        if not (0 <= n < D.N_CARDS) or s.faction[n] < 0 or ctl(s, n) != s.active:
            return False
        if a.heirs and not any(s.heir_alive[h] and s.heir_pos[h] == s.npos[n]
                               and s.heir_ctrl[h] == s.active for h in range(D.N_HEIRS)):
            return False
        return a.dest in _land_dests(s, n)
    if s.pending:
        return t not in (Move, Sail, EndPhase) and a in _pending_actions(s) or (
            t is PlayCard and a in _hand_plays(s, s.pending[0][1])
            and s.pending[0][0] in ("vote", "fallback"))
    if t is EndPhase:
        return s.phase in (MOVE, COMBAT, SUMMON)
    if t is PlayCard and s.phase in (MOVE, COMBAT, PARLIAMENT):
        return a in _hand_plays(s, s.active)
    if t is Offer and s.phase in (MOVE, COMBAT):
        seat = s.active
        if s.offers_made >= D.R["offers_per_turn"] or a.to == seat or not 0 <= a.to < s.players:
            return False
        if a.give == -1:
            return a.ask == 1
        if a.ask not in (0, 1):
            return False
        if a.give >= EVENT_CARD:
            return a.give - EVENT_CARD in s.held_events[seat]
        return a.give in s.hands[seat] or a.give in _tradeable_allocated(s, seat)
    if t is PlayCard and s.phase == SUMMON:
        return a in _hand_plays(s, s.active)
    if t in (Battle, Siege, Sally, NavalAttack):
        return s.phase == COMBAT and not s.weather and a in _combat_actions(s)
    if t is Sail and not s.pending and s.phase == MOVE:
        sh = a.ship
        return (0 <= sh < D.N_CARDS and sh in D.SHIPS and _ship_owner(s, sh) == s.active
                and a.dest in _ship_dests(s, sh))
    return a in legal_actions(s)


def _end_phase(s: KState, ev: list) -> None:
    if s.phase == MOVE:
        s.phase = COMBAT
        ev.append(Event("phase", {"phase": "combat"}))
        return
    if s.phase == COMBAT:
        if _can_summon(s):
            s.phase = SUMMON
            return
        _end_turn(s, ev)
        return
    if s.phase == SUMMON:
        _end_turn(s, ev)


def _play_card(s: KState, seat: int, c: int, n: int, ev: list) -> None:
    """Play a hidden card [9.2]: a noble onto the map, any other card to a noble."""
    s.hands[seat].remove(c)
    ev.append(Event("card_played", {"seat": seat, "card": c, "noble": n}, reveal=True))
    if n < 0:
        s.faction[c] = seat
        if not _place_noble(s, c):
            _place_noble(s, c, fallback_area=D.LOC_AREA[D.CONTROLS[c][0]] if D.CONTROLS[c]
                         else 0)
        if s.phase != MOVE:
            s.moved[c] = 3
        _take_heirs_at(s, s.npos[c], seat)
        _fix_heirs(s)
        return
    _allocate(s, c, n, ev)


def _end_alliance(s: KState, seat: int, other: int, ev: list) -> None:
    """Any member ends an alliance at any moment; lent nobles go back; a round of
    peace follows where the allies stood together [H 1.f]."""
    key = (min(seat, other), max(seat, other))
    if key in s.alliances:
        s.alliances.remove(key)
    areas = set()
    for n in D.NOBLES:
        if s.faction[n] in key and s.lent[n] in key:
            s.lent[n] = -1
        if s.faction[n] == seat and s.npos[n] >= 0:
            if any(s.faction[m] == other for m in at(s, s.npos[n])):
                areas.add(area_of(s, s.npos[n]))
    until = s.tnum + s.players * D.R["alliance_peace_rounds"]
    for a in sorted(areas):
        if a >= 0:
            s.peace.append((a, until, key[0], key[1]))
    ev.append(Event("alliance_ends", {"a": seat, "b": other}))
    _fix_heirs(s)


def _tradeable_allocated(s: KState, seat: int) -> list[int]:
    """Allocated cards a faction may trade or give: towns, ships, mercenaries, bishops of
    its free nobles [9.4]; titles and offices stay."""
    return [c for c in range(D.N_CARDS) if s.holder[c] >= 0 and D.CARD_TYPE[c] in D.SPOILS
            and c != D.KINGS_SHIP
            and s.faction[s.holder[c]] == seat and s.npos[s.holder[c]] != CAPTIVE
            and not besieged_pos(s, s.npos[s.holder[c]])]


def _transfer(s: KState, frm: int, to: int, c: int) -> None:
    """Hand a card over: it goes into the receiver's hand, to be placed in his own turn
    [H 1.d]."""
    if c >= EVENT_CARD:
        s.held_events[frm].remove(c - EVENT_CARD)
        s.held_events[to].append(c - EVENT_CARD)
    elif s.holder[c] >= 0:
        s.holder[c] = -1
        if D.CARD_TYPE[c] == "ship":
            _remove_ship(s, c, [])
        s.hands[to].append(c)
    else:
        s.hands[frm].remove(c)
        s.hands[to].append(c)


def _apply_pending(s: KState, a, ev: list) -> None:
    p = s.pending.pop(0)
    kind = p[0]
    if kind == "offer":
        _, to, frm, give, ask = p
        if a.yes:
            if give >= 0:
                _transfer(s, frm, to, give)
            if ask and a.card >= 0:
                _transfer(s, to, frm, a.card)
        ev.append(Event("offer_answer", {"from": frm, "to": to, "yes": a.yes}))
    elif kind == "alliance":
        _, to, frm, cmd = p
        if a.yes:
            key = (min(to, frm), max(to, frm))
            if key not in s.alliances:
                s.alliances.append(key)
            if cmd >= 0 and s.faction[cmd] == frm:
                for m in at(s, s.npos[cmd]):
                    if s.faction[m] == to:
                        s.lent[m] = frm
                        s.moved[m] = 0  # lent nobles may move and fight again [H 1.f]
                        s.fought[m] = 0
        ev.append(Event("alliance_answer", {"from": frm, "to": to, "yes": a.yes,
                                            "commander": cmd}))
    elif kind == "captive":
        _, captor, n = p
        owner = s.faction[n]
        if type(a) is Execute:
            pardon = next((c for c in s.hands[owner] if D.PARDON[c]), -1)
            if pardon >= 0 and _opt(s, "optional_cards"):
                s.pending.insert(0, ("pardon", owner, captor, n))
            else:
                _kill_noble(s, n, ev, "executed")
        else:
            s.pending.insert(0, ("ransom", owner, captor, n, a.price))
            ev.append(Event("ransom_offer", {"noble": n, "price": a.price, "by": captor}))
    elif kind == "ransom":
        _, owner, captor, n, price = p
        if a.yes:
            if price and a.card >= 0:
                _transfer(s, owner, captor, a.card)
            _release(s, n, ev)
        else:
            _kill_noble(s, n, ev, "executed")
    elif kind == "pardon":
        _, owner, captor, n = p
        if a.yes:
            c = next(c for c in s.hands[owner] if D.PARDON[c])
            s.hands[owner].remove(c)
            s.discard.append(c)
            ev.append(Event("pardon", {"noble": n}, reveal=True))
            _release(s, n, ev)
        else:
            _kill_noble(s, n, ev, "executed")
    elif kind == "writ":
        _, seat, n, dest, e = p
        if s.faction[n] < 0:
            pass
        elif a.substitute >= 0:
            w = _writ_held(s, seat)
            s.held_events[seat].remove(w)
            s.event_discard.append(w)
            ev.append(Event("writ", {"noble": n, "substitute": a.substitute}))
            _go_summoned(s, a.substitute, dest, ev, e)
        else:
            _go_summoned(s, n, dest, ev, e)
    elif kind == "continent":
        _, seat, n = p
        c = a.card
        if c == n:
            _kill_noble(s, n, ev, "continent")
        else:
            s.holder[c] = -1
            if D.CARD_TYPE[c] in D.CHANCERY_TYPES:
                s.chancery.append(c)
            else:
                _to_discard(s, c)
            if D.CARD_TYPE[c] == "ship":
                _remove_ship(s, c, ev)
            ev.append(Event("continent_loss", {"noble": n, "card": c}))
    elif kind == "vote":
        s.votes_cast.append(a.yes)
        if len(s.votes_cast) == s.players:
            _close_vote(s, ev)
    elif kind == "fallback":
        seat_p, venue, cards, prop, tried, fb = s.parl
        card, left = fb
        if a.yes:
            _allocate(s, card, a.card, ev)
            s.parl = (seat_p, venue, cards, None, tried, None)
            _parl_advance(s, ev)
        else:
            s.parl = (seat_p, venue, cards, None, tried, (card, left[1:]))
            _fallback_next(s, ev)


def _close_vote(s: KState, ev: list) -> None:
    seat_p, venue, cards, prop, tried, fb = s.parl
    card, n = prop
    # votes were cast in order from the presiding seat: re-index them by seat
    cast = s.votes_cast
    s.votes_cast = [cast[(p - seat_p) % s.players] for p in range(s.players)]
    ok = _tally(s) and _eligible(s, card, n)
    s.votes_cast = []
    ev.append(Event("vote_result", {"card": card, "noble": n, "passed": ok}))
    if ok:
        _allocate(s, card, n, ev)
        s.parl = (seat_p, venue, tuple(c for c in cards if c != card), None, tried, None)
        _parl_advance(s, ev)
    else:
        s.parl = (seat_p, venue, cards, None, tried + ((card, n),), None)


def _release(s: KState, n: int, ev: list) -> None:
    """A ransomed noble returns with title and office to the nearest friendly place,
    his home castle, or the area [7.7]."""
    seat = s.faction[n]
    spots = _home_spots(s, n)
    if spots:
        s.npos[n] = LOC0 + spots[0]
    else:
        home = D.CONTROLS[n][0] if D.CONTROLS[n] else D.HEIR_START[0]
        loc = _nearest_friendly(s, seat, D.LOC_AREA[home])
        s.npos[n] = LOC0 + loc if loc >= 0 else D.LOC_AREA[home]
    s.moved[n] = 3
    s.fought[n] = 1
    ev.append(Event("released", {"noble": n}))


# =================================================================== hidden information


def observe(s: KState, seat: int) -> KState:
    o = s.copy()
    for p in range(s.players):
        if p != seat:
            o.hands[p] = [-1] * len(s.hands[p])
    o.crown_deck = [-1] * len(s.crown_deck)
    o.chancery = [-1] * len(s.chancery)
    o.event_deck = sorted(s.event_deck)
    o.pending = [_mask_pending(s, q, seat) for q in s.pending]
    o.rng = Rng(0)
    return o


def _mask_pending(s: KState, q: tuple, seat: int) -> tuple:
    if (q[0] == "offer" and seat not in (q[1], q[2]) and 0 <= q[3] < EVENT_CARD
            and s.holder[q[3]] < 0):
        return q[:3] + (-2,) + q[4:]
    return q


def determinize(s: KState, seat: int, rng: Rng) -> KState:
    o = observe(s, seat)
    known = set(o.hands[seat])
    seen = set()
    for c in range(D.N_CARDS):
        if o.holder[c] >= 0 or o.faction[c] >= 0 or c in o.discard or c in known:
            seen.add(c)
        if s.plant_dead[c] >= 0:
            seen.add(c)
    if o.parl is not None:  # the revealed Chancery cards Parliament is settling
        seen.update(o.parl[2])
        if o.parl[5] is not None:
            seen.add(o.parl[5][0])
    offered: dict[int, list[int]] = {}  # cards the seat saw offered to it, by offerer
    for q in o.pending:
        if q[0] == "captive":
            seen.add(q[2])
        if q[0] == "offer" and 0 <= q[3] < EVENT_CARD and q[2] != seat and o.holder[q[3]] < 0:
            seen.add(q[3])
            offered.setdefault(q[2], []).append(q[3])
    use_opt = s.options["optional_cards"]
    pool = [c for c in range(D.N_CARDS) if c not in seen and D.IN_DECK[c]
            and (use_opt or not D.OPTIONAL[c])]
    rng.shuffle(pool)
    chancery_pool = [c for c in pool if D.CARD_TYPE[c] in D.CHANCERY_TYPES]
    chan = chancery_pool[:len(o.chancery)]
    rest = [c for c in pool if c not in chan]
    o.chancery = chan
    for p in range(s.players):
        if p != seat:
            known = offered.get(p, [])
            k = len(o.hands[p]) - len(known)
            o.hands[p], rest = rest[:k] + known, rest[k:]
    o.crown_deck = rest[:len(o.crown_deck)]
    evd = o.event_deck[:]
    rng.shuffle(evd)
    o.event_deck = evd
    for i, q in enumerate(o.pending):
        if q[0] == "offer" and q[3] == -2:
            hand = o.hands[q[2]]
            o.pending[i] = q[:3] + ((hand[0] if hand else -1),) + q[4:]
    o.rng = Rng(rng.next64())
    return o
