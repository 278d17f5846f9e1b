"""Movement (section 6): land destinations, roads and blocking, room in places, ships and embarking,
sieges begun by entering.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.actions import Move, Sail
from game.kingmaker.board import (
    _OPEN,
    LOC0,
    SEA0,
    SHIP0,
    allied,
    area_of,
    at,
    besieged_pos,
    can_enter,
    ctl,
    force,
    garrison,
    occupancy,
    occupants,
    place_ctrl,
    strength,
)
from game.kingmaker.combat import _lift_sieges
from game.kingmaker.common import _tup
from game.kingmaker.placement import _port_ok, _ship_owner
from game.kingmaker.royal import _fix_heirs, _take_heirs_at
from game.kingmaker.state import KState


def _land_dests(s: KState, n: int, occ: dict | None = None) -> list[int]:
    """Positions noble ``n`` may move to this movement phase, computed afresh (``occ``: an
    occupancy snapshot; the legal list keeps these answers in :mod:`movememo`)."""
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
        areas = _reach(s, area_of(s, p), seat, occ)
    pairs = _dest_rooms(s, areas, seat, occ, {})
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
        room = cache[("room", seat)] = [None] * D.N_LOCS
    out = []
    app = out.append
    for a in areas:
        app(_AREA_ANY[a])
        for loc, pos in _AREA_LOCPOS[a]:
            r = room[loc]
            if r is None:
                r = room[loc] = _room(s, loc, seat, occ)
            app((pos, r))
    return out


_AREA_ANY = tuple((a, _ANY) for a in range(len(D.AREA_LOCS)))
_AREA_LOCPOS = tuple(tuple((loc, LOC0 + loc) for loc in locs) for locs in D.AREA_LOCS)


_IS_OPEN = tuple(D.LOC_TYPE[loc] in _OPEN for loc in range(D.N_LOCS))


_NOBLE_CARD = tuple(D.CARD_TYPE[c] == "noble" for c in range(D.N_CARDS))


def _room(s: KState, loc: int, seat: int, occ: dict) -> int:
    """Troops ``seat`` may still take inside ``loc`` without a siege (-1: none); the
    same answer as :func:`can_enter` with the troops left open (``place_ctrl`` and
    ``allied`` written out: this is the hottest test of a move)."""
    return _room_in(s, loc, seat, occ.get(LOC0 + loc))


def _room_in(s: KState, loc: int, seat: int, inside: list[int] | None) -> int:
    """:func:`_room` given the nobles ``inside`` the place (card order)."""
    if s.besieged[loc] >= 0:
        return -1
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


def _reach(s: KState, start: int, seat: int, occ: dict | None = None) -> list[int]:
    """Areas within the land allowance (5, 3 in bad weather) or along a road [6.2, 6.3];
    the Menai Strait is crossed only as a whole move (``occ``: an occupancy snapshot)."""
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
            if _road_blocked(s, b, seat, occ):
                break
    return sorted(seen)


def _road_blocked(s: KState, a: int, seat: int, occ: dict | None = None) -> bool:
    """A fortified place on the road the mover's side does not control blocks passage;
    an unfortified town on the road blocks while non-allied nobles occupy it [6.3]."""
    for loc, unfortified in _ROAD_LOCS[a]:
        if unfortified:
            inside = occ.get(LOC0 + loc, ()) if occ is not None else occupants(s, loc)
            if any(not allied(s, s.faction[o], seat) for o in inside):
                return True
            continue
        c = place_ctrl(s, loc, occ)
        if c < 0 and not D.R["neutral_on_road_place_blocks"]:
            continue
        if not allied(s, c, seat):
            return True
    return False


_ROAD_LOCS = tuple(tuple((loc, D.LOC_TYPE[loc] == "unfortified_town") for loc in locs
                         if D.LOC_ONROAD[loc]) for locs in D.AREA_LOCS)


def _do_move(s: KState, n: int, dest: int, heirs: bool, ev: list) -> None:
    """Noble ``n`` moves to ``dest``, with his faction's royal pieces there if ``heirs``."""
    _move(s, _tup(Move, (n, dest, heirs)), -1, ev)
    if s.besieged != _NO_SIEGE:  # no siege: nothing to lift
        _lift_sieges(s)  # _check_sieges, visiting only the besieged places


def _move(s: KState, a: Move, seat: int, ev: list) -> None:
    """:func:`_do_move` of a Move action (apply's handler: one call less; apply then
    lifts the sieges the move ended, as :func:`_do_move` does)."""
    n, dest, heirs = a
    src = s.npos[n]
    seat = s.lent[n]  # ctl(s, n)
    if seat < 0:
        seat = s.faction[n]
    if heirs:
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == src and s.heir_ctrl[h] == seat:
                s.heir_pos[h] = dest
    s.npos[n] = dest
    s.moved[n] |= 1
    ev.append(_tup(Event, ("move", {"noble": n, "from": src, "to": dest}, False, None, False)))
    if dest in s.heir_pos:  # else _take_heirs_at finds no royal piece there
        _take_heirs_at(s, dest, seat)
    _fix_heirs(s)


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


def _ship_dests(s: KState, sh: int, occ: dict | None = None) -> list[int]:
    """Ports and sea zones ``sh`` may sail to: through up to 3 sea zones [6.5], computed
    afresh (the legal list keeps these answers in :mod:`movememo`)."""
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
    aboard = _aboard(s, sh)
    banned = any(s.cont_ban[n] > s.round for n in aboard)
    troops = force(s, aboard)
    out = [SEA0 + z for z in seen if SEA0 + z != p]
    ports = _PORTS_OF.get(seen)
    if ports is None:
        ports = _PORTS_OF[seen] = tuple(sorted({loc for z in seen for loc in D.ZONE_PORTS[z]}))
    for loc in ports:
        if loc == here:
            continue
        if banned and D.CONTINENT[D.LOC_AREA[loc]]:
            continue
        if _port_ok(s, loc, seat, occ):
            out.append(LOC0 + loc)
            continue
        inside = occ.get(LOC0 + loc, ()) if occ is not None else occupants(s, loc)
        if D.LOC_TYPE[loc] == "open_town":  # what garrison() counts
            g = D.R["open_town_garrison_when_occupied"] if inside else 0
        else:
            g = D.LOC_GARRISON[loc]
        if troops >= g + force(s, inside):
            out.append(LOC0 + loc)
    return out


_PORTS_OF: dict[tuple[int, ...], tuple[int, ...]] = {}


def _aboard(s: KState, sh: int) -> list[int]:
    """Nobles aboard ship ``sh``, in card order."""
    npos = s.npos
    pos = SHIP0 + sh
    if pos not in npos[:_N_NOBLES]:  # most ships sail empty: one C scan of the nobles
        return []
    out = []
    for n in D.NOBLES:
        if npos[n] == pos:
            out.append(n)
    return out


def _do_sail(s: KState, sh: int, dest: int, ev: list) -> None:
    """Ship ``sh`` sails to ``dest``; in port, whoever is aboard goes ashore."""
    _sail(s, _tup(Sail, (sh, dest)), -1, ev)


def _sail(s: KState, a: Sail, seat: int, ev: list) -> None:
    """:func:`_do_sail` of a Sail action (apply's handler: one call less)."""
    sh, dest = a
    s.moved[sh] = 1
    s.ship_pos[sh] = dest
    ev.append(_tup(Event, ("sail", {"ship": sh, "to": dest}, False, None, False)))
    # _aboard(s, sh), asked only when one C scan finds somebody aboard
    aboard = _aboard(s, sh) if SHIP0 + sh in s.npos[:_N_NOBLES] else ()
    for n in aboard:
        s.moved[n] |= 3
    if dest < SEA0 and (aboard or SHIP0 + sh in s.heir_pos):
        # into port: everyone goes ashore, inside if friendly (an empty ship: nobody)
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
    if dest < SEA0:
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
    return force(s, _aboard(s, sh)) + strength(s, n) <= D.CAPACITY[sh]


_NO_SIEGE = [-1] * D.N_LOCS  # compared with, never changed nor handed out
_N_NOBLES = len(D.NOBLES)
assert tuple(D.NOBLES) == tuple(range(_N_NOBLES))  # the nobles are the first cards


def _check_sieges(s: KState) -> None:
    """A siege is lifted when the besiegers' strength drops below the requirement."""
    if s.besieged == _NO_SIEGE:
        return
    for loc in range(D.N_LOCS):
        g = s.besieged[loc]
        if g < 0:
            continue
        a = D.LOC_AREA[loc]
        att = [n for n in at(s, a) if allied(s, ctl(s, n), g)]
        if force(s, att) < garrison(s, loc) + force(s, occupants(s, loc)) or not att:
            s.besieged[loc] = -1
