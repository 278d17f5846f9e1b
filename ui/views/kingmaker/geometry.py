"""Where every place of the Kingmaker map is on screen for one board rectangle, and what
is under the pointer. The map is the engine's grid of areas (``game/kingmaker/data``):
each land area is a cell of the grid, the islands, Ireland and Calais sit at their own
coordinates, and the sea zones are labelled off the coast they touch."""

from __future__ import annotations

import pygame

from game.kingmaker import data as D

LOC0, SEA0, SHIP0 = D.LOC0, D.SEA0, D.SHIP0
_GRID = [(i, D.AREA_COORD[i]) for i in range(D.N_AREAS) if D.AREA_KIND[i] == "land"]


def _steps() -> tuple[float, float]:
    xs = sorted({round(x, 4) for _, (x, _y) in _GRID})
    ys = sorted({round(y, 4) for _, (_x, y) in _GRID})
    dx = min(b - a for a, b in zip(xs, xs[1:], strict=False) if b - a > 1e-3)
    dy = min(b - a for a, b in zip(ys, ys[1:], strict=False) if b - a > 1e-3)
    return dx, dy


STEP_X, STEP_Y = _steps()
X0 = min(x for x, _ in D.AREA_COORD) - STEP_X * 0.6
X1 = max(x for x, _ in D.AREA_COORD) + STEP_X * 0.6
Y0 = min(y for _, y in D.AREA_COORD) - STEP_Y * 0.6
Y1 = max(y for _, y in D.AREA_COORD) + STEP_Y * 0.6
_LAND_C = (sum(x for _, (x, _y) in _GRID) / len(_GRID), sum(y for _, (_x, y) in _GRID) / len(_GRID))


def _zone_anchor(z: int) -> tuple[float, float]:
    """A point at sea for zone ``z``: the middle of its coast, pushed off the land."""
    pts = [D.AREA_COORD[a] for a in range(D.N_AREAS) if z in D.AREA_ZONES[a]]
    mx = sum(p[0] for p in pts) / len(pts)
    my = sum(p[1] for p in pts) / len(pts)
    best = (mx, my)
    for k in range(1, 12):  # walk away from the land until no area is that close
        vx, vy = mx - _LAND_C[0], my - _LAND_C[1]
        n = max(1e-6, (vx * vx + vy * vy) ** 0.5)
        cx, cy = mx + vx / n * STEP_X * 0.45 * k, my + vy / n * STEP_Y * 0.45 * k
        best = (cx, cy)
        if all(abs(cx - ax) > STEP_X * 0.8 or abs(cy - ay) > STEP_Y * 0.8
               for ax, ay in D.AREA_COORD):
            break
    return (min(max(best[0], X0 + STEP_X * 0.3), X1 - STEP_X * 0.3),
            min(max(best[1], Y0 + STEP_Y * 0.3), Y1 - STEP_Y * 0.3))


ZONE_ANCHOR = tuple(_zone_anchor(z) for z in range(D.N_ZONES))


# where the places of an area sit in its cell (fractions), by how many there are; the
# open ground (the stacks outside) is at the bottom middle
_SPOTS = {1: ((0.5, 0.32),), 2: ((0.27, 0.3), (0.73, 0.3)),
          3: ((0.22, 0.25), (0.78, 0.25), (0.5, 0.5)),
          4: ((0.22, 0.22), (0.78, 0.22), (0.22, 0.55), (0.78, 0.55))}


# with a human at the table the map takes the whole height and the side column, over the
# private panel, this share of the width (at least ``SIDE_MIN`` pixels)
SIDE_SHARE, SIDE_MIN = 0.34, 340


class Geo:
    """The map for one board rectangle: the map's rectangle on the left, the side column
    (succession, Chancery) on the right, the cell of each area, the point of each place."""

    def __init__(self, board: pygame.Rect, beside: int = 0) -> None:
        self.board = pygame.Rect(board)
        self.beside = beside
        m = max(4, board.h // 80)
        side_min = max(200, board.w // 4)
        if beside:  # the private panel (``beside`` pixels high) under the side column
            side_min = max(SIDE_MIN, int(board.w * SIDE_SHARE))
        nx, ny = X1 - X0, Y1 - Y0
        self.scale = max(10.0, min((board.h - 2 * m) / ny, (board.w - side_min - 3 * m) / nx))
        mw, mh = int(nx * self.scale), int(ny * self.scale)
        self.map = pygame.Rect(board.x + m, board.y + (board.h - mh) // 2, mw, mh)
        self.side = pygame.Rect(self.map.right + m, board.y + m,
                                board.right - self.map.right - 2 * m,
                                board.h - 2 * m - beside)
        self.cw = max(6, int(STEP_X * self.scale))
        self.ch = max(6, int(STEP_Y * self.scale))
        self.unit = max(8, min(self.cw, self.ch))
        self.cells: list[pygame.Rect] = []
        for a in range(D.N_AREAS):
            cx, cy = self.pt(*D.AREA_COORD[a])
            w, h = self.cw, self.ch
            if D.AREA_KIND[a] == "ireland":
                w, h = int(self.cw * 1.3), int(self.ch * 2.2)
            r = pygame.Rect(0, 0, w, h)
            r.center = (cx, cy)
            self.cells.append(r)
        self.loc_pt: list[tuple[int, int]] = [(0, 0)] * D.N_LOCS
        self.open_pt: list[tuple[int, int]] = []
        for a in range(D.N_AREAS):
            r = self.cells[a]
            locs = D.AREA_LOCS[a]
            spots = _SPOTS.get(len(locs), _SPOTS[4])
            for loc, (fx, fy) in zip(locs, spots, strict=False):
                self.loc_pt[loc] = (r.x + int(r.w * fx), r.y + int(r.h * fy))
            self.open_pt.append((r.centerx, r.y + int(r.h * (0.8 if locs else 0.5))))
        self.zone_pt = [self.pt(*ZONE_ANCHOR[z]) for z in range(D.N_ZONES)]

    def pt(self, x: float, y: float) -> tuple[int, int]:
        return (self.map.x + int((x - X0) * self.scale), self.map.y + int((y - Y0) * self.scale))

    def pos_pt(self, code: int) -> tuple[int, int]:
        """The screen point of a position code (open ground, a place, a sea zone)."""
        if 0 <= code < LOC0:
            return self.open_pt[code]
        if LOC0 <= code < SEA0:
            return self.loc_pt[code - LOC0]
        if SEA0 <= code < SHIP0:
            return self.zone_pt[code - SEA0]
        return self.map.center

    def place_at(self, pos: tuple[int, int], extra: dict[int, tuple[int, int]] | None = None
                 ) -> int | None:
        """The position code under ``pos``: a ship or stack point in ``extra`` first, then a
        place symbol, a sea-zone label, the open ground of an area."""
        x, y = pos
        near = self.unit * 0.32
        pts = list(extra.items()) if extra else []
        pts += [(LOC0 + i, p) for i, p in enumerate(self.loc_pt)]
        pts += [(a, p) for a, p in enumerate(self.open_pt) if D.AREA_LOCS[a]]
        code, (px, py) = min(pts, key=lambda kv: (kv[1][0] - x) ** 2 + (kv[1][1] - y) ** 2)
        if abs(px - x) <= near and abs(py - y) <= near:
            return code
        for a, r in enumerate(self.cells):
            if r.collidepoint(pos):
                return a
        for z, (zx, zy) in enumerate(self.zone_pt):
            if abs(zx - x) <= self.unit * 1.2 and abs(zy - y) <= self.unit * 0.8:
                return SEA0 + z
        return None
