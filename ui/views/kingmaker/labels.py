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
from game.kingmaker.names import AREA_NAMES
from ui import theme
from ui.views.kingmaker.geometry import HARBOURS, Geo

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
    """Where pieces stand: stacks at each place and on each area's open ground, royal
    pieces by their place, ships in port. (The blocks where ships ride at sea are kept
    clear of every name.)"""
    u = geo.unit
    out = []
    for x, y in list(geo.loc_pt) + [geo.open_pt[a] for a in range(D.N_AREAS)]:
        r = pygame.Rect(0, 0, int(u * 0.95), int(u * 0.55))
        r.center = (x, y)
        out.append(r)
    cs = max(8, int(u * 0.3))
    for x, y in geo.loc_pt:  # a royal piece, up and right of its place (board.draw_pieces)
        out.append(pygame.Rect(x + int(u * 0.22), y - int(u * 0.42), cs + 2, cs + 5))
    for loc in range(D.N_LOCS):
        if D.LOC_PORT[loc]:
            x, y = geo.loc_pt[loc]
            out.append(pygame.Rect(x - int(u * 0.62), y + int(u * 0.08), int(u * 0.6),
                                   int(u * 0.45)))
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
        self.taken: list[pygame.Rect] = [r.inflate(2, 2) for r in geo.harbour]
        self.out: list[Label] = []

    def cost(self, box: pygame.Rect, kind: str, own: int) -> float:
        if not self.bounds.contains(box) or box.collidelist(self.taken) >= 0:
            return float("inf")
        c = 12.0 * _overlap(box, self.symbols) + 6.0 * _overlap(box, self.pieces)
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


    def put_sea(self, lines: tuple[str, ...], size: int, band: pygame.Rect,
                align: tuple[float, float]) -> None:
        """A sea's name in its band, against its ships' block; when the band is too small
        or taken, at the least hiding spot round it."""
        ink = text_surface("sea", lines, size).get_bounding_rect()
        box = pygame.Rect(0, 0, ink.w, ink.h)
        box.x = band.x + round((band.w - ink.w) * align[0])
        box.y = band.y + round((band.h - ink.h) * align[1])
        if self.cost(box, "sea", -1) <= 0:
            self.taken.append(box.inflate(4, 2))
            self.out.append(Label("sea", lines, size, box, (box.x - ink.x, box.y - ink.y)))
            return
        self.put("sea", [lines], size, box.center, _round_sea(self.geo.unit), far=1.5)


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
def _labels(x: int, y: int, w: int, h: int, beside: int, lang: str) -> tuple[Label, ...]:
    geo = Geo(pygame.Rect(x, y, w, h), beside)
    p = _Placer(geo)
    ss = sea_size(geo.unit)
    for z, band in enumerate(geo.name_band):  # first, in the bands kept for them
        p.put_sea(HARBOURS[z].lines(lang), ss, band, HARBOURS[z].align)
    cs = caps_size(geo.unit)
    for loc in range(D.N_LOCS):
        if D.LOC_TYPE[loc] == "city":
            p.put("city", [(D.LOC_NAME[loc],)], cs, geo.loc_pt[loc], _near_place(geo, loc),
                  far=3.0)
    for a in range(D.N_AREAS):
        if D.AREA_KIND[a] != "land":
            cell = geo.cells[a]
            name = AREA_NAMES[lang][a]
            p.put("area", [(name.split(" (")[0],)], cs, cell.center,
                  _round_cell(cell), own=a, far=0.5)
    return tuple(p.out)


def map_labels(geo: Geo, lang: str = "en") -> tuple[Label, ...]:
    """Every name on the map for this layout, placed (screen coordinates; the seas named
    in ``lang``); cached."""
    return _labels(geo.board.x, geo.board.y, geo.board.w, geo.board.h, geo.beside, lang)


def clear_open_ground(geo: Geo, lang: str = "en") -> None:
    """Move the open ground of an area (where its stacks outside the places stand, and its
    roads meet) off the names printed over it, to the first free spot of its cell (the
    names are placed first: the stacks would hide them)."""
    u = geo.unit
    names = [lab.box.inflate(4, 4) for lab in map_labels(geo, lang) if lab.kind != "sea"]
    symbols = [_symbol_rect(geo, loc).inflate(-6, -6) for loc in range(D.N_LOCS)]

    def spot(pt: tuple[int, int]) -> pygame.Rect:
        r = pygame.Rect(0, 0, int(u * 0.56), int(u * 0.5))  # a stack's disc
        r.center = pt
        return r

    for a, pt in enumerate(geo.open_pt):
        if spot(pt).collidelist(names) < 0:
            continue
        cell = geo.cells[a]
        for fy in (0.8, 0.7, 0.88, 0.55, 0.4, 0.3):
            for fx in (0.5, 0.32, 0.68, 0.22, 0.78):
                p = (cell.x + int(cell.w * fx), cell.y + int(cell.h * fy))
                if spot(p).collidelist(names) < 0 and spot(p).collidelist(symbols) < 0:
                    geo.open_pt[a] = p
                    break
            else:
                continue
            break

