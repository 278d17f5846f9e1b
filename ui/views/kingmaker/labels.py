"""The names printed on the Kingmaker map: the cities, the islands, Ireland and Calais, and
the sea zones. Each is set at a size that stays readable (no letter under ``MIN_PX``
pixels, the small letters of the small capitals included) and put, among spots round
what it names, where it hides the fewest place symbols and piece spots, no other name,
and (a sea's name) no land."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import pygame

from game.kingmaker import data as D
from ui import theme
from ui.views.kingmaker.geometry import Geo

MIN_PX = 11
SEA_INK = (40, 80, 86)
SMALL = 0.78  # the small letters of theme.smallcaps


class Label(NamedTuple):
    """A name on the map: its kind ("city", "area", "sea"), its lines, the text size,
    where its ink is on screen (``box``) and where its surface goes (``pos``)."""

    kind: str
    lines: tuple[str, ...]
    size: int
    box: pygame.Rect
    pos: tuple[int, int]


def caps_size(unit: int) -> int:
    """Small-capital size of city and island names: the small letters at least MIN_PX."""
    least = next(s for s in range(MIN_PX, 40) if int(s * SMALL) >= MIN_PX)
    return max(least, min(24, round(unit * 0.36)))


def sea_size(unit: int) -> int:
    return max(MIN_PX + 1, min(19, round(unit * 0.3)))


def text_surface(kind: str, lines: tuple[str, ...], size: int) -> pygame.Surface:
    """The name as printed: ink (a city's with a thin paper halo, to read over the roads
    and borders), one line under the other, centred."""
    return _text(kind, lines, size)


@lru_cache(maxsize=64)
def _text(kind: str, lines: tuple[str, ...], size: int) -> pygame.Surface:
    if kind == "sea":
        rows = [theme.render(t, size, SEA_INK, "italic") for t in lines]
        halo = None
    else:
        rows = [theme.smallcaps(t, size, theme.INK) for t in lines]
        halo = [theme.smallcaps(t, size, theme.PAPER) for t in lines]
    pad = 1 if halo else 0
    lh = max(r.get_height() for r in rows)
    step = int(lh * 0.82)
    w = max(r.get_width() for r in rows) + 2 * pad
    h = step * (len(rows) - 1) + lh + 2 * pad
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for i, r in enumerate(rows):
        x = (w - r.get_width()) // 2
        y = pad + i * step
        if halo:
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
                out.blit(halo[i], (x + dx, y + dy))
        out.blit(r, (x, y))
    return out


def _symbol_rect(geo: Geo, loc: int) -> pygame.Rect:
    """Round a place's printed symbol (its keep or walls, cross and anchor)."""
    x, y = geo.loc_pt[loc]
    s = max(4, geo.unit // 6)
    r = pygame.Rect(0, 0, 2 * s + 10, 2 * s + 10 + s // 2)
    r.center = (x, y - s // 4)
    if D.LOC_CATHEDRAL[loc]:
        r.w += s // 2 + 3
    return r


def _piece_spots(geo: Geo) -> list[pygame.Rect]:
    """Where pieces stand: stacks at each place and on each area's open ground, ships
    in port, and the row of ships at sea by each sea zone's name."""
    u = geo.unit
    out = []
    for x, y in list(geo.loc_pt) + [geo.open_pt[a] for a in range(D.N_AREAS)]:
        r = pygame.Rect(0, 0, int(u * 0.95), int(u * 0.55))
        r.center = (x, y)
        out.append(r)
    for loc in range(D.N_LOCS):
        if D.LOC_PORT[loc]:
            x, y = geo.loc_pt[loc]
            out.append(pygame.Rect(x - int(u * 0.62), y + int(u * 0.08), int(u * 0.6),
                                   int(u * 0.45)))
    for zx, zy in geo.zone_pt:
        out.append(pygame.Rect(zx - int(u * 1.3), zy - int(u * 0.25), int(u * 2.6),
                               int(u * 0.5)))
    return out


def _overlap(r: pygame.Rect, rects: list[pygame.Rect]) -> int:
    total = 0
    for i in r.collidelistall(rects):
        c = r.clip(rects[i])
        total += c.w * c.h
    return total


class _Placer:
    """Puts names one after another, each at its least hiding spot."""

    def __init__(self, geo: Geo) -> None:
        self.geo = geo
        self.bounds = geo.map.inflate(-6, -6)
        self.symbols = [_symbol_rect(geo, loc) for loc in range(D.N_LOCS)]
        self.pieces = _piece_spots(geo)
        self.land = [c.inflate(4, 4) for c in geo.cells]
        self.taken: list[pygame.Rect] = []
        self.out: list[Label] = []

    def cost(self, box: pygame.Rect, kind: str, own: int) -> float:
        if not self.bounds.contains(box) or box.collidelist(self.taken) >= 0:
            return float("inf")
        c = 12.0 * _overlap(box, self.symbols) + 2.0 * _overlap(box, self.pieces)
        if kind == "sea":
            c += 8.0 * _overlap(box, self.land)
        elif kind == "area":
            c += 6.0 * _overlap(box, [r for i, r in enumerate(self.land) if i != own])
        return c

    def put(self, kind: str, variants: list[tuple[str, ...]], size: int,
            anchor: tuple[int, int], offsets, own: int = -1, far: float = 2.0) -> None:
        best = None
        for lines in variants:
            surf = text_surface(kind, lines, size)
            ink = surf.get_bounding_rect()
            for dx, dy in offsets(ink.w, ink.h):
                box = pygame.Rect(0, 0, ink.w, ink.h)
                box.center = (anchor[0] + round(dx), anchor[1] + round(dy))
                c = self.cost(box.inflate(4, 2), kind, own)
                c += far * (dx * dx + dy * dy) ** 0.5 + 40 * (len(lines) - 1)
                if best is None or c < best[0]:
                    best = (c, lines, box, ink)
        if best is None or best[0] == float("inf"):
            return
        _c, lines, box, ink = best
        self.taken.append(box.inflate(4, 2))
        self.out.append(Label(kind, lines, size, box, (box.x - ink.x, box.y - ink.y)))


def _near_place(geo: Geo, loc: int):
    s = max(4, geo.unit // 6)

    def offsets(w: int, h: int):
        ry = s + 5 + h / 2
        rx = s + 7 + w / 2
        for fy in (-1.0, 1.0, -1.25, 1.25, -1.5, 1.5):  # above or below, touching the symbol
            for fx in (0.0, -0.3, 0.3):
                yield fx * w, fy * ry
        for fx in (-1.0, 1.0):  # or beside it
            for fy in (0.0, -0.5, 0.5):
                yield fx * rx, fy * ry
    return offsets


def _round_cell(cell: pygame.Rect):
    def offsets(w: int, h: int):
        for fx in (0.0, -0.4, 0.4):
            yield fx * w, cell.h / 2 + h / 2 + 3
            yield fx * w, -cell.h / 2 - h / 2 - 3
        for fy in (0.0, -0.4, 0.4):
            yield cell.w / 2 + w / 2 + 4, fy * cell.h
            yield -cell.w / 2 - w / 2 - 4, fy * cell.h
        yield 0.0, cell.h / 2 - h / 2 - 2  # inside, at the foot of the cell
    return offsets


def _round_sea(unit: int):
    def offsets(w: int, h: int):
        step_x, step_y = max(4, unit // 2), max(3, unit // 3)
        for j in range(-7, 8):
            for i in range(-6, 7):
                yield i * step_x, j * step_y
    return offsets


@lru_cache(maxsize=4)
def _labels(x: int, y: int, w: int, h: int, beside: int) -> tuple[Label, ...]:
    geo = Geo(pygame.Rect(x, y, w, h), beside)
    p = _Placer(geo)
    cs = caps_size(geo.unit)
    for loc in range(D.N_LOCS):
        if D.LOC_TYPE[loc] == "city":
            p.put("city", [(D.LOC_NAME[loc],)], cs, geo.loc_pt[loc], _near_place(geo, loc),
                  far=3.0)
    for a in range(D.N_AREAS):
        if D.AREA_KIND[a] != "land":
            cell = geo.cells[a]
            p.put("area", [(D.AREA_NAME[a].split(" (")[0],)], cs, cell.center,
                  _round_cell(cell), own=a, far=0.5)
    ss = sea_size(geo.unit)
    for z, pt in enumerate(geo.zone_pt):
        name = D.ZONE_NAME[z].split(" & ")[0]
        variants = [(name,)]
        if " (" in name:
            head, tail = name.split(" (", 1)
            variants.append((head, "(" + tail))
        p.put("sea", variants, ss, pt, _round_sea(geo.unit), far=1.5)
    return tuple(p.out)


def map_labels(geo: Geo) -> tuple[Label, ...]:
    """Every name on the map for this layout, placed (screen coordinates); cached."""
    return _labels(geo.board.x, geo.board.y, geo.board.w, geo.board.h, geo.beside)
