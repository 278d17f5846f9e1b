"""Placing pieces: nobles at home or at the nearest friendly place, ships at
ports, the nearest port, and who owns a ship.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.kingmaker import data as D
from game.kingmaker.board import LOC0, allied, at, held, occupants, place_ctrl
from game.kingmaker.state import KState


def _home_spots(s: KState, n: int) -> list[int]:
    """Where a noble entering play may stand: a friendly or neutral unoccupied home
    castle, then a place his cards control [3.6, 9.2]."""
    seat = s.faction[n]
    out = []
    fac = s.faction
    for loc in D.CONTROLS[n]:
        c = place_ctrl(s, loc)
        if s.besieged[loc] < 0 and (c in (-1, seat)):
            for o in occupants(s, loc):
                if fac[o] != seat:
                    break
            else:  # nobody there, or only the seat's nobles
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
    if c >= 0:  # held by a faction not allied to the seat
        return False
    inside = occ.get(LOC0 + loc, ()) if occ is not None else at(s, LOC0 + loc)  # occupants
    for o in inside:
        if not allied(s, s.faction[o], seat):
            return False
    return True


def _place_ship(s: KState, sh: int) -> None:
    """Ship counters start at their home port, else the nearest friendly or neutral
    port [3.7]."""
    seat = s.faction[s.holder[sh]]
    home = D.HOME_PORT[sh]
    if home >= 0 and _port_ok(s, home, seat):
        s.ship_pos[sh] = LOC0 + home
        return
    for loc in _ports_near(home):  # the first that fits is the nearest (most are near)
        if _port_ok(s, loc, seat):
            s.ship_pos[sh] = LOC0 + loc
            return
    s.ship_pos[sh] = LOC0 + home


_PORT_LOCS = tuple(loc for loc in range(D.N_LOCS) if D.LOC_PORT[loc])
_PORTS_NEAR: dict[int, tuple[int, ...]] = {}


def _ports_near(home: int) -> tuple[int, ...]:
    """Every port by distance from ``home``'s area, equally near ones in map order
    (memoised: the map is fixed)."""
    got = _PORTS_NEAR.get(home)
    if got is None:
        ha, hb = _grid(D.LOC_AREA[home])
        got = _PORTS_NEAR[home] = tuple(sorted(_PORT_LOCS,
                                               key=lambda p: _dist2(ha, hb, D.LOC_AREA[p])))
    return got


def _grid(a: int) -> tuple[float, float]:
    return D.AREA_COORD[a]


def _dist2(x: float, y: float, a: int) -> float:
    u, v = D.AREA_COORD[a]
    return (u - x) ** 2 + (v - y) ** 2


def _nearest_port(s: KState, zone: int, seat: int) -> int:
    """The first port (map order) of the nearest zone reachable from ``zone`` that the
    seat may enter (friendly, or neutral and unoccupied); any port if seat is -1."""
    return _nearest(zone, D.ZONE_NB, D.ZONE_PORTS,
                    lambda loc: seat < 0 or _port_ok(s, loc, seat))


def _nearest_ports(s: KState, zone: int, seat: int) -> list[int]:
    """Every port (map order) of the nearest ring of zones around ``zone`` that ``seat``
    may enter, or any port if seat is -1: the equally near choices of a storm [5]."""
    seen = {zone}
    frontier = [zone]
    while frontier:
        out: list[int] = []
        for z in frontier:
            for loc in D.ZONE_PORTS[z]:
                if loc not in out and (seat < 0 or _port_ok(s, loc, seat)):
                    out.append(loc)
        if out:
            return out
        nxt = []
        for z in frontier:
            for m in D.ZONE_NB[z]:
                if m not in seen:
                    seen.add(m)
                    nxt.append(m)
        frontier = nxt
    return []


def _ship_owner(s: KState, sh: int) -> int:
    h = s.holder[sh]
    return s.faction[h] if h >= 0 else -1
