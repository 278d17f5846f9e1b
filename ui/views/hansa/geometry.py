"""Where every place of the Hansa Teutonica map is on screen, and what lies under the pointer
(posts, routes, offices, cities, scrolls, the Coellen table)."""

from __future__ import annotations

import math

import pygame

from game.hansa import engine
from game.hansa.board import Board
from ui.views.common.hits import first_hit, first_within, nearest

Pt = tuple[int, int]

ABILITY_TITLES = ("Actiones", "Clavis Urbis", "Liber Sophiae", "Privilegium", "Bursa")


class Geo:
    """Pixel positions of everything on one board side inside ``area`` (aspect kept).

    Positions are local to the map surface (``rect.topleft`` is their origin).
    """

    def __init__(self, board: Board, area: pygame.Rect) -> None:
        raw = board.raw
        self.board = board
        self.side = board.side
        aspect = raw["coordinate_frame"]["aspect_ratio_w_over_h"]
        w = max(200, min(area.w, int(area.h * aspect)))
        h = int(w / aspect)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = area.center
        self.w, self.h = w, h
        self.box = max(8, round(w * 0.0178))  # office box side
        self.post_r = max(5, round(w * 0.0082))
        self.piece = max(8, round(w * 0.0150))  # cube side / disc diameter on the map
        P = self.p
        cities = raw["cities"]
        self.city_pos = [P(c["x"], c["y"]) for c in cities]
        self.office_pos: list[Pt] = []
        for c in cities:
            for o in sorted(c["offices"], key=lambda o: o["index"]):
                self.office_pos.append(P(o["x"], o["y"]))
        self.office_rect = [self._box_at(p) for p in self.office_pos]
        self.spacing = round(self.box * 1.22)
        self.city_rect = []
        for ci in range(board.n_cities):
            rs = [self.office_rect[o] for o in board.city_offices[ci]]
            r = rs[0].unionall(rs[1:]) if rs else pygame.Rect(*self.city_pos[ci], 1, 1)
            self.city_rect.append(r.inflate(round(self.box * 0.5), round(self.box * 0.5)))
        raw_routes = {r["id"]: r for r in raw["routes"]}
        self.post_pos: list[Pt | None] = [None] * board.n_posts
        self.anchor: list[Pt | None] = [None] * board.n_routes
        for ri, rid in enumerate(board.route_ids):
            rr = raw_routes.get(rid)
            if rr is None or not board.route_live[ri]:
                continue
            for p, (x, y) in zip(board.route_posts[ri], rr["post_positions"], strict=True):
                self.post_pos[p] = P(x, y)
            ba = rr.get("bonus_anchor")
            if ba:
                self.anchor[ri] = P(ba["x"], ba["y"])
            else:
                ps = [self.post_pos[p] for p in board.route_posts[ri]]
                self.anchor[ri] = ps[len(ps) // 2]
        self.taverns = [(board.route_index[t["route"]], P(t["x"], t["y"]))
                        for t in raw["taverns"]]
        ct = raw["coellen_table"]
        self.coellen = [P(s["x"], s["y"]) for s in ct["spaces"]]
        self.completed = [P(x, y) for x, y in raw["completed_cities_track"]["space_positions"]]
        cc = raw["prestige_track"]["corner_centers"]
        self.corners = {int(k): P(*v) for k, v in cc.items()}
        self.scrolls: dict[int, pygame.Rect] = {}
        sw, sh = round(w * 0.047), round(h * 0.075)
        right = self.p(raw["prestige_track"]["corner_centers"]["0"][0], 0)[0] - round(w * 0.022)
        for ab, info in raw["ability_scrolls"].items():
            ai = ABILITY_TITLES.index(_title(ab))
            x, y = P(*info["scroll_top_left"])
            self.scrolls[ai] = pygame.Rect(min(x, right - sw), y, sw, sh)
        ew = raw["east_west_connection"]["marker_approx"]
        self.ew_pos = P(ew["x"], ew["y"])

    def p(self, x: float, y: float) -> Pt:
        return round(x * self.w), round(y * self.h)

    def _box_at(self, p: Pt) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.box, self.box)
        r.center = p
        return r

    def extra_rect(self, city: int, k: int) -> pygame.Rect:
        """The k-th extra office of ``city`` (0 nearest the printed offices)."""
        first = self.office_rect[self.board.city_offices[city][0]]
        return first.move(-self.spacing * (k + 1), 0)

    def prestige_pos(self, n: int) -> Pt:
        """Centre of prestige-track space ``n`` (the track wraps after 99)."""
        n %= 100
        c = self.corners
        if n <= 20:
            a, b, t = c[0], c[20], n / 20
        elif n <= 50:
            a, b, t = c[20], c[50], (n - 20) / 30
        elif n <= 70:
            a, b, t = c[50], c[70], (n - 50) / 20
        else:
            a, b, t = c[70], c[0], (n - 70) / 30
        return round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)

    def route_path(self, r: int) -> list[Pt]:
        b = self.board
        pts = [self.post_pos[p] for p in b.route_posts[r]]
        return [self.city_pos[b.route_a[r]], *pts, self.city_pos[b.route_b[r]]]  # type: ignore


def _title(ability_id: str) -> str:
    return {"actiones": "Actiones", "clavis_urbis": "Clavis Urbis",
            "liber_sophiae": "Liber Sophiae", "privilegium": "Privilegium",
            "bursa": "Bursa"}[ability_id]


def seg_dist(p: tuple[float, float], a: Pt, b: Pt) -> float:
    """Distance from ``p`` to the segment ``a``-``b``."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    ln = dx * dx + dy * dy
    t = 0.0 if ln == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / ln))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


# =========================================================================== small drawing helpers


class HansaGeometry:
    """Where every place of the Hansa Teutonica map is on screen, and what lies under the pointer
    (posts, routes, offices, cities, scrolls, the Coellen table)."""

    def to_screen(self, p: tuple) -> tuple[int, int]:
        g = self.geo
        assert g is not None
        return round(p[0] + g.rect.x), round(p[1] + g.rect.y)

    def post_center(self, post: int) -> tuple[int, int]:
        """Screen position of a trading post (for tests and animations)."""
        assert self.geo is not None
        return self.to_screen(self.geo.post_pos[post])  # type: ignore[arg-type]

    def office_center(self, office: int) -> tuple[int, int]:
        assert self.geo is not None
        return self.to_screen(self.geo.office_rect[office].center)

    def city_target(self, city: int) -> tuple[int, int]:
        """Screen position of the office a claim would fill in ``city``."""
        o = engine.first_empty_office(self.s, city)
        if o < 0:
            o = self.s.board.city_offices[city][0]
        return self.office_center(o)

    def route_center(self, route: int) -> tuple[int, int]:
        """A point on the road of ``route`` between two posts (clicking it claims)."""
        assert self.geo is not None
        posts = self.s.board.route_posts[route]
        a = self.geo.post_pos[posts[0]]
        b = self.geo.post_pos[posts[1]] if len(posts) > 1 else self.geo.city_pos[
            self.s.board.route_b[route]]
        return self.to_screen(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))  # type: ignore[index]

    # ------------------------------------------------------------------ hit tests
    def _local(self, pos: tuple[int, int]) -> tuple[int, int]:
        g = self.geo
        assert g is not None
        return pos[0] - g.rect.x, pos[1] - g.rect.y

    def post_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None or not g.rect.collidepoint(pos):
            return None
        posts = ((p, g.post_pos[p]) for p in self.s.board.live_posts)
        return nearest(posts, self._local(pos), g.post_r * 1.5)

    def route_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None or not g.rect.collidepoint(pos):
            return None
        lp = self._local(pos)
        best, bd = None, g.post_r * 1.2
        for r in self.s.board.live_routes:
            path = g.route_path(r)
            for a, b in zip(path, path[1:], strict=False):
                d = seg_dist(lp, a, b)
                if d < bd:
                    best, bd = r, d
        return best

    def anchor_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        anchors = ((r, g.anchor[r]) for r in self.s.board.live_routes)
        return first_within(anchors, self._local(pos), g.box * 0.8)

    def office_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        return first_hit(enumerate(g.office_rect), self._local(pos), (2, 2))

    def city_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        return first_hit(enumerate(g.city_rect), self._local(pos), (0, g.box))

    def extra_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        extras = ((c, g.extra_rect(c, len(self.s.extra[c]))) for c in self.by_extra)
        return first_hit(extras, self._local(pos), (4, 4))

    def scroll_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        ab = first_hit(g.scrolls.items(), self._local(pos))
        return ab if ab is not None else first_hit(self.priv.get("abilities", {}).items(), pos)

    def coellen_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        x, y = self._local(pos)
        for i, (cx, cy) in enumerate(g.coellen):
            if abs(cx - x) < g.box * 0.8 and abs(cy - y) < g.box * 0.9:
                return i
        return None
