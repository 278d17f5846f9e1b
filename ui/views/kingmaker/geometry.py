"""Where every place of the Kingmaker map is on screen for one board rectangle, and what
is under the pointer. The map is the engine's grid of areas (``game/kingmaker/data``):
each land area is a cell of the grid, the islands, Ireland and Calais sit at their own
coordinates, and each sea zone has a block of sea off its coast where its ships ride,
with the zone's name printed beside it."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.i18n import LANGS, N_, gettext
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


# Where each sea zone's ships ride and where its name is printed, set by hand like a
# printed map's, in cells of the land grid (column, row; fractions allowed): the top-left
# corner of the block of slots the ships ride in (a slot: a ship with a royal piece on
# board over it, ``SLOT_W`` x ``SLOT_H`` units), its columns and rows of slots, the side
# of the block the name is set on, level with the block's middle ("below", "above",
# "left", "right") or with its left or right end ("<" or ">" after the side), and the
# name's lines in each language. The Thames zone's ships ride in the Strait of Dover, under Kent and
# Calais: the name printed there is the strait's. Block and name are wholly at sea, the
# name's space measured for the smallest layout and the longer language (``CHAR`` units
# a letter, ``LINE`` a line), and clear of every other zone's (test_kingmaker_sea.py).
SLOT_W, SLOT_H = 0.58, 0.8
CHAR, LINE = 0.155, 0.42
UNIT = min(STEP_X, STEP_Y)
_HARBOURS = {  # the name's lines, one message: a translation breaks its own lines
    "north_sea_north": ((8.2, 1.0), 4, 1, "below", N_("North Sea (north)")),
    "north_sea_south": ((10.6, 4.6), 4, 1, "above", N_("North Sea (south)")),
    "thames_approaches": ((11.7, 12.6), 3, 1, "below>", N_("Strait of Dover")),
    "channel_east": ((8.82, 12.6), 3, 1, "below", N_("English Channel\n(east)")),
    "channel_west": ((4.7, 13.65), 2, 1, "right", N_("English Channel\n(west)")),
    "western_approaches": ((-0.4, 12.5), 2, 1, "above<", N_("Western Approaches\n(Cornwall)")),
    "bristol_channel": ((2.68, 10.58), 3, 1, "left", N_("Bristol Channel")),
    "st_georges_channel": ((-0.45, 7.6), 4, 1, "below<", N_("St George's\nChannel")),
    "irish_sea_south": ((0.8, 4.6), 2, 1, "right", N_("Irish Sea\n(south)")),
    "irish_sea_north": ((2.0, 1.6), 4, 1, "above>", N_("Irish Sea (north)")),
}

Box = tuple[float, float, float, float]


class Harbour(NamedTuple):
    """A zone's block for its ships (``cols`` x ``rows`` slots, map coordinates), the band
    kept for its name, where in the band the name sits (fractions: 0 left or top, 1 right
    or bottom: against the block) and the name's lines in each language."""

    block: Box
    cols: int
    rows: int
    band: Box
    align: tuple[float, float]
    name: str  # English message id, its lines split by "\n"

    def lines(self, lang: str) -> tuple[str, ...]:
        return tuple(gettext(self.name, lang).split("\n"))


def _harbour(z: int) -> Harbour:
    (c, r), cols, rows, side, name = _HARBOURS[D.ZONE_ID[z]]
    names = [gettext(name, lang).split("\n") for lang in LANGS]
    x0, y0 = X0 + (c + 0.6) * STEP_X, Y0 + (r + 0.6) * STEP_Y
    block = (x0, y0, x0 + cols * SLOT_W * UNIT, y0 + rows * SLOT_H * UNIT)
    w = max(len(t) for lines in names for t in lines) * CHAR * UNIT + 0.1 * UNIT
    h = max(len(lines) for lines in names) * LINE * UNIT + 0.05 * UNIT
    g = 0.08 * UNIT
    end = {"<": 0.0, ">": 1.0}.get(side[-1], 0.5)
    side = side.rstrip("<>")
    if side in ("below", "above"):
        x = block[0] + (block[2] - block[0] - w) * end
        y = block[3] + g if side == "below" else block[1] - g - h
        align = (end, 0.0 if side == "below" else 1.0)
    else:
        y = block[1] + (block[3] - block[1] - h) * end
        x = block[2] + g if side == "right" else block[0] - g - w
        align = (0.0 if side == "right" else 1.0, end)
    return Harbour(block, cols, rows, (x, y, x + w, y + h), align, name)


HARBOURS = tuple(_harbour(z) for z in range(D.N_ZONES))


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
        self.harbour = [self.rect(h.block) for h in HARBOURS]
        self.name_band = [self.rect(h.band) for h in HARBOURS]
        self.zone_pt = [r.center for r in self.harbour]

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

    def rect(self, box: Box) -> pygame.Rect:
        """The screen rectangle of a box in map coordinates."""
        (ax, ay), (bx, by) = self.pt(box[0], box[1]), self.pt(box[2], box[3])
        return pygame.Rect(ax, ay, bx - ax, by - ay)

    def ship_slot(self, z: int, k: int, n: int) -> tuple[int, int]:
        """Where the ``k``-th of ``n`` ships at sea in zone ``z`` rides: its block's slots
        row by row, a row's ships centred (a ship low in its slot, a royal piece on board
        over it); more ships than slots ride closer, overlapping like counters, still in
        the block."""
        r, rows = self.harbour[z], HARBOURS[z].rows
        cols = max(HARBOURS[z].cols, -(-n // rows))
        sw, sh = r.w / cols, r.h / rows
        row = k // cols
        in_row = min(cols, n - row * cols)
        return (r.x + int(sw * (k % cols + 0.5 + (cols - in_row) / 2)),
                r.y + int(sh * (row + 0.6)))

    def place_at(self, pos: tuple[int, int], extra: dict[int, tuple[int, int]] | None = None
                 ) -> int | None:
        """The position code under ``pos``: a ship or stack point in ``extra`` first, then a
        place symbol, the open ground of an area, a sea zone's ships or name."""
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
        for z, r in enumerate(self.harbour):
            if r.inflate(self.unit // 2, self.unit // 2).collidepoint(pos) \
                    or self.name_band[z].collidepoint(pos):
                return SEA0 + z
        return None
