"""The route a moving piece is drawn along: the fewest steps between two position codes
over the map's neighbours and roads (a noble) or its sea zones (a ship). Only for the
animation: the engine has already judged the move legal, so the route is a likely one,
not a rule."""

from __future__ import annotations

from collections import deque
from functools import lru_cache

from game.kingmaker import data as D

LOC0, SEA0, SHIP0 = D.LOC0, D.SEA0, D.SHIP0


def area_of_code(p: int) -> int:
    """The area of a land position code (open ground or a place), -1 otherwise."""
    if 0 <= p < LOC0:
        return p
    if LOC0 <= p < SEA0:
        return D.LOC_AREA[p - LOC0]
    return -1


@lru_cache(maxsize=1)
def _land_links() -> tuple[tuple[int, ...], ...]:
    links = [set(nb) for nb in D.AREA_NB]
    for road in D.ROADS:
        for a, b in zip(road, road[1:], strict=False):
            links[a].add(b)
            links[b].add(a)
    return tuple(tuple(sorted(s)) for s in links)


def _bfs(start: int, goal: int, links) -> list[int]:
    if start == goal:
        return [start]
    prev = {start: start}
    todo = deque([start])
    while todo:
        u = todo.popleft()
        for v in links(u):
            if v in prev:
                continue
            prev[v] = u
            if v == goal:
                path = [v]
                while path[-1] != start:
                    path.append(prev[path[-1]])
                return path[::-1]
            todo.append(v)
    return [start, goal]


def land_route(src: int, dest: int) -> list[int]:
    """Position codes from ``src`` to ``dest``: the areas passed on the way between them
    (open ground), the end points as given. A straight hop when no land route joins them."""
    a, b = area_of_code(src), area_of_code(dest)
    if a < 0 or b < 0 or a == b:
        return [src, dest]
    links = _land_links()
    mid = _bfs(a, b, lambda u: links[u])[1:-1]
    return [src] + mid + [dest]


def _sea_links(z: int) -> tuple[int, ...]:
    return D.ZONE_NB[z]


def sea_route(src: int, dest: int) -> list[int]:
    """Position codes from ``src`` to ``dest`` for a ship (a port place or a sea zone):
    the sea zones it crosses in between."""
    def zones(p: int) -> tuple[int, ...]:
        if SEA0 <= p < SHIP0:
            return (p - SEA0,)
        a = area_of_code(p)
        return D.AREA_ZONES[a] if a >= 0 else ()

    za, zb = zones(src), zones(dest)
    if not za or not zb:
        return [src, dest]
    best: list[int] | None = None
    for x in za:
        for y in zb:
            path = _bfs(x, y, _sea_links)
            if best is None or len(path) < len(best):
                best = path
    mid = [SEA0 + z for z in best or []]
    out = [src] + [c for c in mid if c not in (src, dest)] + [dest]
    return out
