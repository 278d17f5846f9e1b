"""Where every place of the Revolution table is for one board rectangle, and what lies
under the pointer. Built in ``layout``; never stored on the game state.

Places are tuples: ``("prov", p)`` a province (its countryside), ``("set", s)`` a city or
town, ``("space", i)`` an army space, ``("region", r)`` a command section (its row of
army spaces), ``("box", i)`` a support-box space, ``("track", s)`` a city's row of the
allegiance track, ``("order", g)`` a turn-order space, ``("tray",)`` the acting
faction's supply and treasury.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.revolution import data as D
from ui.views.common.hits import first_hit, nearest
from ui.views.revolution.printed import province_label, province_labels

# the normalised canvas of the data that the map shows (x east, y south)
X0, X1, Y0, Y1 = 0.03, 0.93, 0.0, 0.95
# display positions of crowded places (drawing only; the data keep geography)
PROV_SHOW = {"pv_venlo": (0.695, 0.525), "pv_geldern": (0.745, 0.475),
             "pv_mechelen": (0.44, 0.565), "pv_maastricht": (0.625, 0.6),
             "pv_tournai": (0.235, 0.685), "pv_limburg": (0.69, 0.665)}
# where a province's name is printed when it differs from its cell's centre
LABEL_SHOW = {"pv_brabant": (0.482, 0.57), "pv_holland": (0.47, 0.3)}
# the coast: the sea lies north-west of this line (y at x, linear between points)
COAST = [(0.0, 0.70), (0.06, 0.675), (0.14, 0.61), (0.24, 0.515), (0.3, 0.43), (0.37, 0.37),
         (0.41, 0.29), (0.43, 0.2), (0.47, 0.14), (0.54, 0.085), (0.62, 0.055), (0.72, 0.03),
         (0.85, 0.015), (1.0, 0.0)]
LAND_R = 0.135  # beyond this distance from every province centre: foreign land or sea


def coast_y(x: float) -> float:
    for (xa, ya), (xb, yb) in zip(COAST, COAST[1:], strict=False):
        if xa <= x <= xb:
            t = (x - xa) / (xb - xa)
            y = ya + t * (yb - ya)
            return y + 0.006 * math.sin(x * 71) + 0.004 * math.sin(x * 173)
    return 0.0


class Geo:
    """The screen places for one board rectangle (see the module docstring)."""

    def __init__(self, rect: pygame.Rect, scale: float = 1.0, lang: str = "en") -> None:
        self.rect = pygame.Rect(rect)
        self.lang = lang  # the map's names are printed in it (Italian names where they exist)
        r = self.rect
        self.strip = pygame.Rect(r.x, r.y, r.w, max(24, int(r.h * 0.045)))
        body = pygame.Rect(r.x, self.strip.bottom + 4, r.w, r.bottom - self.strip.bottom - 4)
        mw = int(min(body.h * 1.02, body.w * 0.66))
        self.map = pygame.Rect(body.x, body.y, mw, body.h)
        self.col = pygame.Rect(self.map.right + 8, body.y, body.right - self.map.right - 8,
                               body.h)
        sx = self.map.w / (X1 - X0)
        sy = self.map.h / (Y1 - Y0)
        self.k = min(sx, sy)
        self.ox = self.map.x + (self.map.w - self.k * (X1 - X0)) / 2
        self.oy = self.map.y + (self.map.h - self.k * (Y1 - Y0)) / 2
        self.u = max(6, int(self.k * 0.012))  # the size of one piece
        self.cell = max(3, self.map.w // 170)
        self.seed = [self.pt(PROV_SHOW.get(p["id"], p["pos"])) for p in D.PROVINCES]
        self.prov = [self.pt(LABEL_SHOW.get(p["id"], PROV_SHOW.get(p["id"], p["pos"])))
                     for p in D.PROVINCES]
        self.sett = [self.pt(s["pos"]) for s in D.SETTLEMENTS]
        self._spread_settlements()
        self.grid = self._grid()
        self._clear_province_labels()
        self._regions()
        self._column()

    # ------------------------------------------------------------------ map
    def pt(self, xy: Any) -> tuple[int, int]:
        return (int(self.ox + (xy[0] - X0) * self.k), int(self.oy + (xy[1] - Y0) * self.k))

    def norm(self, pos: tuple[float, float]) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.k + X0, (pos[1] - self.oy) / self.k + Y0)

    def _spread_settlements(self) -> None:
        """Push apart settlements drawn too close to each other or to a province label."""
        pts = [list(p) for p in self.sett]
        gap = self.u * 2.6
        for _ in range(30):
            moved = False
            for i in range(len(pts)):
                for j in range(i + 1, len(pts)):
                    dx, dy = pts[j][0] - pts[i][0], pts[j][1] - pts[i][1]
                    d = math.hypot(dx, dy)
                    if d < gap:
                        if d < 0.01:
                            dx, dy, d = 1.0, 0.3, 1.04
                        push = (gap - d) / 2 + 0.5
                        pts[i][0] -= dx / d * push
                        pts[i][1] -= dy / d * push
                        pts[j][0] += dx / d * push
                        pts[j][1] += dy / d * push
                        moved = True
            for i, p in enumerate(pts):  # keep clear of the province's own label
                c = self.prov[D.SET_PROV[i]]
                dx, dy = p[0] - c[0], p[1] - c[1]
                d = math.hypot(dx, dy)
                if d < gap * 1.3:
                    if d < 0.01:
                        dx, dy, d = 0.0, 1.0, 1.0
                    p[0] = c[0] + dx / d * gap * 1.3
                    p[1] = c[1] + dy / d * gap * 1.3
                    moved = True
            if not moved:
                break
        lo, hi = self.map.inflate(-2 * self.u, -4 * self.u), self.map
        self.sett = [(int(min(max(x, lo.left), lo.right)), int(min(max(y, lo.top), lo.bottom)))
                     for x, y in pts]
        del hi

    def _grid(self) -> list[list[int]]:
        """Province index (or -1 sea, -2 foreign land) per map cell: nearest centre."""
        c = self.cell
        cols, rows = self.map.w // c + 1, self.map.h // c + 1
        big = [i for i in range(D.P) if not D.SMALL[i]]
        centres = [(i, *self.norm(self.seed[i])) for i in big]
        smalls = [(i, self.seed[i]) for i in range(D.P) if D.SMALL[i]]
        rs = self.u * 1.6
        grid = []
        for gy in range(rows):
            row = []
            for gx in range(cols):
                px, py = self.map.x + gx * c + c / 2, self.map.y + gy * c + c / 2
                nx, ny = self.norm((px, py))
                if ny < coast_y(nx):
                    row.append(-1)
                    continue
                hit = -2
                for i, (sx, sy) in smalls:
                    if (px - sx) ** 2 + (py - sy) ** 2 < rs * rs:
                        hit = i
                        break
                if hit == -2:
                    bd = LAND_R * LAND_R
                    for i, cx, cy in centres:
                        d = (nx - cx) ** 2 + (ny - cy) ** 2
                        if d < bd:
                            bd, hit = d, i
                row.append(hit)
            grid.append(row)
        return grid

    def cell_at(self, pos: tuple[int, int]) -> int:
        gx = (pos[0] - self.map.x) // self.cell
        gy = (pos[1] - self.map.y) // self.cell
        if 0 <= gy < len(self.grid) and 0 <= gx < len(self.grid[0]):
            return self.grid[gy][gx]
        return -2

    def _clear_province_labels(self) -> None:
        """A province's name and values that would sit on a settlement's marker or touch
        another province's move a little (the nearest clean place, vertical moves first),
        staying in their province."""

        u = self.u
        marks = [pygame.Rect(x - u, y - u, 2 * u, 2 * u) for x, y in self.sett]
        steps = sorted(((dx * u // 2, dy * u // 2) for dx in range(-8, 9)
                        for dy in range(-6, 7)), key=lambda d: (d[0] ** 2 + 2 * d[1] ** 2, d))
        for p in range(D.P):
            x, y = self.prov[p]
            others = marks + [r.inflate(u, 2) for q in range(D.P) if q != p
                              for r in province_label(self, q, self.prov[q])]
            for dx, dy in steps:
                at = (x + dx, y + dy)
                rects = province_label(self, p, at)
                if (dx or dy) and self.cell_at(at) != p:
                    continue
                if not any(r.colliderect(m) for r in rects for m in others):
                    self.prov[p] = at
                    break

    def _regions(self) -> None:
        """The row of army spaces of each command section: near its centre, inside its
        provinces, where it covers the fewest names, settlements and other rows; never on a
        province's name or printed values, nor on a settlement, where a place allows it."""

        u = self.u
        side = int(u * 1.7)
        self.space_rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * D.NSPACES
        self.region_rects: list[pygame.Rect] = []
        labels = [pygame.Rect(x - u * 3, y - int(u * 1.6), u * 6, int(u * 5.2))
                  for x, y in self.prov]
        towns = [pygame.Rect(x - u * 2, y - int(u * 1.6), u * 4, int(u * 3)) for x, y in self.sett]
        printed = [r.inflate(2, 2) for r in province_labels(self)]
        printed += [pygame.Rect(x - u, y - int(u * 1.2), 2 * u, int(u * 2.2)) for x, y in self.sett]
        self.printed = printed
        steps = [k * 0.012 for k in range(-8, 9)]
        for r, reg in enumerate(D.REGIONS):
            n = len(D.REGION_SPACES[r])
            w = n * side + (n - 1) * 2
            home = reg["pos"]
            best, best_cost = None, None
            for dx in steps:
                for dy in steps:
                    cx, cy = self.pt((home[0] + dx, home[1] + dy))
                    rr = pygame.Rect(0, 0, w + 6, side + 6)
                    rr.center = (cx, cy)
                    inside = [self.cell_at(pt) for pt in (rr.topleft, rr.topright, rr.bottomleft,
                                                          rr.bottomright)]
                    if any(c == -2 for c in inside) or not self.map.contains(rr):
                        continue
                    cost = (dx * dx + dy * dy) * 400
                    # a corner at sea or in another section: only where its own has no room
                    cost += 300 * sum(1 for c in inside if c < 0 or D.PROV_REGION[c] != r)
                    cost += 1000 * len(rr.collidelistall(printed))
                    cost += 3 * len(rr.collidelistall(labels))
                    cost += 2 * len(rr.collidelistall(towns))
                    cost += 12 * sum(1 for pt in self.sett if rr.inflate(8, 8).collidepoint(pt))
                    cost += 12 * sum(1 for pt in self.prov if rr.inflate(8, 8).collidepoint(pt))
                    cost += 6 * len(rr.collidelistall(self.region_rects))
                    if best_cost is None or cost < best_cost:
                        best, best_cost = rr, cost
            if best is None:
                best = pygame.Rect(0, 0, w + 6, side + 6)
                best.center = self.pt(home)
            self.region_rects.append(best)
            for k, i in enumerate(D.REGION_SPACES[r]):
                self.space_rects[i] = pygame.Rect(best.x + 3 + k * (side + 2), best.y + 3, side,
                                                  side)

    # ------------------------------------------------------------------ the column
    def _column(self) -> None:
        col = self.col
        two = col.w >= 430
        track_rows = 6 if two else 12
        rows = 2 + 1 + track_rows + 1 + len(D.BOXES) + 1 + 2 + 1 + 2.2 + 1.2
        rh = max(14, min(int(col.h / (rows + 4)), 36))
        lw = int(min(col.w * 0.36, rh * 5.5))  # the label column
        # the bishoprics' and universities' names whole: in two lines of cells when one
        # line leaves a cell too narrow for the longest (a narrow column, 1280x800)
        self.name_lines = 1 if self._names_fit(col.w - lw, rh) else 2
        if self.name_lines == 2:
            rh = max(14, min(int(col.h / (rows + 2 + 4)), 36))
            lw = int(min(col.w * 0.36, rh * 5.5))
        self.rh = rh
        gap = max(4, rh // 3)
        y = col.y
        x0 = col.x
        self.sections: dict[str, pygame.Rect] = {}

        def section(name: str, n_rows: float) -> pygame.Rect:
            nonlocal y
            r = pygame.Rect(x0, y, col.w, int(rh * n_rows))
            self.sections[name] = r
            y = r.bottom + gap
            return r

        self.label_w = lw
        t = section("turns", 1)
        cw = (t.w - lw) // 6
        self.turn_cells = [pygame.Rect(t.x + lw + i * cw, t.y + 1, cw - 3, rh - 2)
                           for i in range(6)]
        o = section("order", 1)
        cw = (o.w - lw) // 5
        self.order_cells = [pygame.Rect(o.x + lw + i * cw, o.y + 1, cw - 3, rh - 2)
                            for i in range(5)]
        a = section("allegiance", 1 + track_rows)
        self.track_rows: dict[int, pygame.Rect] = {}
        self.track_cells: dict[int, list[pygame.Rect]] = {}
        self.bid_zones: dict[int, pygame.Rect] = {}
        half = a.w // 2 if two else a.w
        for k, si in enumerate(D.CITIES):
            c, rr = (k // 6, k % 6) if two else (0, k)
            row = pygame.Rect(a.x + c * half, a.y + rh * (1 + rr), half - 6, rh - 1)
            self.track_rows[si] = row
            nw = int(min(row.w * 0.3, rh * 5))
            bz = int(min(row.w * 0.24, rh * 5))  # the bids, right of the spaces
            cw = (row.w - nw - bz) // D.TRACK_SPACES
            self.track_cells[si] = [pygame.Rect(row.x + nw + j * cw, row.y + 1, cw - 2, rh - 3)
                                    for j in range(D.TRACK_SPACES)]
            end = self.track_cells[si][-1].right + 3
            self.bid_zones[si] = pygame.Rect(end, row.y, row.right - end, rh - 1)
        b = section("boxes", 1 + len(D.BOXES))
        self.box_rows: list[pygame.Rect] = []
        self.box_cells: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * D.NBOXSP
        most = max(len(x) for x in D.BOX_SPACES)
        cw = min(rh, (b.w - lw) // most)
        for bi in range(len(D.BOXES)):
            row = pygame.Rect(b.x, b.y + rh * (1 + bi), b.w, rh - 1)
            self.box_rows.append(row)
            for k, i in enumerate(D.BOX_SPACES[bi]):
                self.box_cells[i] = pygame.Rect(row.x + lw + k * cw, row.y + 1, cw - 3, rh - 3)
        self.beggar_row = section("beggars", 1)
        self.bishop_row = section("bishoprics", self.name_lines)
        self.univ_row = section("universities", self.name_lines)
        self.score_row = section("score", 1)
        # the switches keep their height at the foot of the column; the tray takes what
        # is left above them (at most 2.2 rows)
        sh = max(20, int(rh * 1.3))
        self.switches = pygame.Rect(x0, col.bottom - sh - 4, col.w, sh)
        self.sections["switches"] = self.switches
        th = max(0, min(int(rh * 2.2), self.switches.y - gap - y))
        self.tray = pygame.Rect(x0, y, col.w, th)
        self.sections["tray"] = self.tray
        self.bishop_cells = self._cells(self.bishop_row, len(D.BISHOP_PROVS))
        self.univ_cells = self._cells(self.univ_row, len(D.UNIV))

    def _cells(self, row: pygame.Rect, n: int) -> list[pygame.Rect]:
        """``n`` cells right of the row's label, in ``name_lines`` lines."""
        per = -(-n // self.name_lines)
        cw = (row.w - self.label_w) // per
        h = row.h // self.name_lines
        return [pygame.Rect(row.x + self.label_w + (i % per) * cw, row.y + 1 + (i // per) * h,
                            cw - 3, h - 2) for i in range(n)]

    def _names_fit(self, width: int, rh: int) -> bool:
        """Every bishopric's and university's name fits a cell of a one-line row
        ``width`` wide, at the smallest size the column prints them (8 px)."""
        from game.revolution.text import pname, sname
        from ui.theme import render  # the names are measured as they will be printed

        names = [pname(p, self.lang) for p in D.BISHOP_PROVS]
        unis = [sname(si, self.lang).title() for si in D.UNIV]
        for group in (names, unis):
            cell = width // len(group) - 3 - 4
            if max(render(x, 8, (0, 0, 0)).get_width() for x in group) > cell:
                return False
        return True

    # ------------------------------------------------------------------ hit-testing
    def hits(self, pos: tuple[int, int]) -> list:
        """Every place under ``pos``, the most specific first."""
        out: list = []
        if self.tray.collidepoint(pos):
            return [("tray",)]
        if self.col.collidepoint(pos):
            got = first_hit(((("box", i), r) for i, r in enumerate(self.box_cells)), pos, (2, 2))
            if got is not None:
                return [got]
            got = first_hit(((("track", si), r) for si, r in self.track_rows.items()), pos)
            if got is not None:
                return [got]
            got = first_hit(((("order", g), r) for g, r in enumerate(self.order_cells)), pos,
                            (3, 3))
            if got is None:
                got = first_hit(((("bish", k), r) for k, r in enumerate(self.bishop_cells)), pos)
            if got is None:
                got = first_hit(((("univ", k), r) for k, r in enumerate(self.univ_cells)), pos)
            if got is None and self.beggar_row.collidepoint(pos):
                got = ("beggars",)
            return [got] if got is not None else []
        if not self.map.collidepoint(pos):
            return []
        sp = first_hit(((("space", i), r) for i, r in enumerate(self.space_rects)), pos, (2, 2))
        if sp is not None:
            out.append(sp)
        st = nearest(((("set", i), p) for i, p in enumerate(self.sett)), pos, self.u * 1.3)
        if st is not None:
            out.append(st)
        rg = first_hit(((("region", r), rr) for r, rr in enumerate(self.region_rects)), pos)
        if rg is not None:
            out.append(rg)
        c = self.cell_at(pos)
        if c >= 0:
            out.append(("prov", c))
        return out

    def anchor(self, place: Any) -> tuple[int, int]:
        """The screen point a place is drawn at (pieces in flight, glows)."""
        kind = place[0]
        if kind == "prov":
            return self.prov[place[1]]
        if kind == "set":
            return self.sett[place[1]]
        if kind == "space":
            return self.space_rects[place[1]].center
        if kind == "region":
            return self.region_rects[place[1]].center
        if kind == "box":
            return self.box_cells[place[1]].center
        if kind == "track":
            return self.track_rows[place[1]].center
        if kind == "order":
            return self.order_cells[place[1]].center
        return self.tray.center
