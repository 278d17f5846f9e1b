"""Board geometry of both sides, loaded once from the shipped JSON and precomputed.

Cities, routes, posts and offices become index spaces; adjacency, displacement rings
and ability cities are lists of ints so the engine never touches dictionaries in its
hot loops.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from game.hansa.state import ABILITY_IDS

DATA = Path(__file__).resolve().parent / "data"


@cache
def marker_data() -> dict:
    """The bonus-marker mixes and the other values of ``data/markers.json``."""
    return json.loads((DATA / "markers.json").read_text(encoding="utf-8"))


class Board:
    """One side of the board.

    ``side`` "4-5" or "2-3"; ``raw`` the JSON dict (positions for the view).
    Cities: ``city_ids``, ``city_names``, ``city_offices[c]`` (a ``range`` of global
    office indices, left to right), ``city_ability[c]`` (ability index or -1),
    ``city_adj[c]`` (neighbour cities), ``city_routes[c]``.
    Offices: ``office_city``, ``office_shape`` (0 square, 1 round), ``office_level``
    (privilege 1-4), ``office_coin``.
    Routes (numbered as on the 4-5 side on both sides): ``route_ids``, ``route_a``,
    ``route_b``, ``route_live`` (False for the two routes missing on the 2-3 side),
    ``live_routes``, ``route_posts[r]`` (a ``range`` of global post indices from city a
    to b), ``route_rings[r]`` (lists of routes at distance 1, 2, ... in the
    route-adjacency graph).
    Posts: ``post_route``, ``post_live``, ``live_posts``.
    Special places: ``coellen_city``, ``coellen_route``, ``coellen_points``,
    ``coellen_level``, ``east``/``west`` (Stendal, Arnheim),
    ``start_routes`` (taverns), ``neutral_routes`` (2-player setup routes).
    """

    def __init__(self, raw: dict, template: dict) -> None:
        self.raw = raw
        self.side = raw["side"]
        cities = raw["cities"]
        self.city_ids = [c["id"] for c in cities]
        self.city_names = [c["name"] for c in cities]
        cidx = {cid: i for i, cid in enumerate(self.city_ids)}
        self.city_index = cidx
        self.city_offices: list[range] = []
        self.office_city: list[int] = []
        self.office_shape: list[int] = []
        self.office_level: list[int] = []
        self.office_coin: list[bool] = []
        self.city_ability: list[int] = []
        for i, c in enumerate(cities):
            start = len(self.office_city)
            for o in sorted(c["offices"], key=lambda o: o["index"]):
                self.office_city.append(i)
                self.office_shape.append(1 if o["shape"] == "round" else 0)
                self.office_level.append(o["privilege_level"])
                self.office_coin.append(bool(o["coin"]))
            self.city_offices.append(range(start, len(self.office_city)))
            ab = c["ability"]
            self.city_ability.append(ABILITY_IDS.index(ab) if ab else -1)
        # Routes and posts use the 4-5 side's numbering on both sides, so that an action
        # means the same route everywhere; the two routes missing on the 2-3 side are
        # "dead" (``route_live`` False) and their posts are never used.
        routes = template["routes"]
        present = {r["id"] for r in raw["routes"]}
        self.route_ids = [r["id"] for r in routes]
        self.route_index = {rid: i for i, rid in enumerate(self.route_ids)}
        self.route_live = [r["id"] in present for r in routes]
        self.route_a = [cidx[r["a"]] for r in routes]
        self.route_b = [cidx[r["b"]] for r in routes]
        self.route_posts: list[range] = []
        self.post_route: list[int] = []
        for i, r in enumerate(routes):
            start = len(self.post_route)
            self.post_route.extend([i] * r["posts"])
            self.route_posts.append(range(start, len(self.post_route)))
        nc, nr = len(cities), len(routes)
        self.n_cities, self.n_routes = nc, nr
        self.n_posts, self.n_offices = len(self.post_route), len(self.office_city)
        self.live_routes = [r for r in range(nr) if self.route_live[r]]
        self.live_posts = [p for p in range(self.n_posts) if self.route_live[self.post_route[p]]]
        self.post_live = [self.route_live[self.post_route[p]] for p in range(self.n_posts)]
        self.city_routes: list[list[int]] = [[] for _ in range(nc)]
        self.city_adj: list[list[int]] = [[] for _ in range(nc)]
        for i in self.live_routes:
            a, b = self.route_a[i], self.route_b[i]
            self.city_routes[a].append(i)
            self.city_routes[b].append(i)
            self.city_adj[a].append(b)
            self.city_adj[b].append(a)
        self.route_adj = [
            sorted({q for c in (self.route_a[r], self.route_b[r]) for q in self.city_routes[c]}
                   - {r}) if self.route_live[r] else []
            for r in range(nr)
        ]
        self.route_rings = [self._rings(r) if self.route_live[r] else [] for r in range(nr)]
        ct = raw["coellen_table"]
        self.coellen_city = cidx[ct["city"]]
        self.coellen_route = self.route_index[ct["claim_route"]]
        self.coellen_points = [s["points"] for s in ct["spaces"]]
        self.coellen_level = [s["privilege_level"] for s in ct["spaces"]]
        ew = raw["east_west_connection"]
        self.east, self.west = cidx[ew["cities"][0]], cidx[ew["cities"][1]]
        self.east_west_awards = list(ew["awards_in_order"])
        self.start_routes = [self.route_index[r] for r in raw["start_bonus_routes"]]
        ability_cities = {i for i, a in enumerate(self.city_ability) if a >= 0}
        self.neutral_routes = sorted(
            {r for r in self.live_routes if self.route_a[r] in ability_cities
             or self.route_b[r] in ability_cities} | set(self.start_routes)
        )
        vals = marker_data()["ability_values"]
        self.ability_values = [vals[a] for a in ABILITY_IDS]
        self.ability_max = [len(v) - 1 for v in self.ability_values]

    def _rings(self, origin: int) -> list[list[int]]:
        seen = {origin}
        ring = [origin]
        out = []
        while ring:
            nxt = sorted({q for r in ring for q in self.route_adj[r]} - seen)
            if not nxt:
                break
            seen.update(nxt)
            out.append(nxt)
            ring = nxt
        return out

    def route_between(self, a: int, b: int) -> int:
        """The route joining cities ``a`` and ``b``, or -1."""
        for r in self.city_routes[a]:
            if self.route_a[r] == b or self.route_b[r] == b:
                return r
        return -1


def _load(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


@cache
def board_for(players: int) -> Board:
    """The side for a player count: 2-3 players the back, 4-5 the front."""
    return side_board("2-3" if players <= 3 else "4-5")


@cache
def side_board(side: str) -> Board:
    """A board side by name ("4-5" or "2-3")."""
    template = _load("board-45.json")
    return Board(template if side == "4-5" else _load("board-23.json"), template)
