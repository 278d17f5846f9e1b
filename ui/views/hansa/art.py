"""Hansa Teutonica artwork drawn by code: the printed map (one cached surface per board
side and size), the wooden pieces, office boxes, bonus markers and small icons.

Positions come from the board JSON (normalised 0..1 over the printed sheet, see
``game/hansa/data``); ``geometry.Geo`` turns them into pixels for one board rectangle.
Small symbols are drawn at three times their size and smoothed down.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.hansa.board import Board
from ui import paper
from ui.theme import INK, INK_SOFT, PLAYER_COLORS_CB, PLAYER_MARKS, render, smallcaps
from ui.views.hansa.geometry import ABILITY_TITLES, Geo, Pt

Color = tuple[int, int, int]

SS = 3  # supersampling for small symbols
LAND_TINT = (226, 236, 206)  # multiplies the paper into a pale green-beige
SEA = (146, 176, 168)
SEA_INK = (92, 126, 122)
RIVER = (120, 158, 166)
ROAD = (150, 66, 46)
POST_FILL = (246, 238, 214)
WALL = (238, 226, 196)
BEAM = (92, 60, 36)
ROOF = (156, 72, 50)
TRACK = (214, 200, 160)
NEUTRAL_RGB = (176, 166, 146)
STOCK_RGB = (196, 184, 160)  # pieces in the general supply, drawn in a muted tone
PRIVILEGE_RGB: dict[int, Color] = {1: (248, 246, 238), 2: (230, 146, 62), 3: (222, 132, 160),
                                   4: (54, 50, 48)}


def shade(c: Color, f: float) -> Color:
    """Darker (f < 1) or lighter (f > 1) version of ``c``."""
    if f <= 1:
        return tuple(int(v * f) for v in c)  # type: ignore[return-value]
    return tuple(int(v + (255 - v) * (f - 1)) for v in c)  # type: ignore[return-value]


def mark_of(color: Color) -> str | None:
    """The colour-blind mark drawn on pieces of ``color`` (by palette entry)."""
    for i, (_, rgb) in enumerate(PLAYER_COLORS_CB):
        if tuple(rgb) == tuple(color):
            return PLAYER_MARKS[i % len(PLAYER_MARKS)]
    return None


def _chaikin(pts: list[tuple[float, float]], n: int = 3, closed: bool = False) -> list:
    for _ in range(n):
        out = []
        m = len(pts) if closed else len(pts) - 1
        if not closed:
            out.append(pts[0])
        for i in range(m):
            a, b = pts[i], pts[(i + 1) % len(pts)]
            out.append((a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25))
            out.append((a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75))
        if not closed:
            out.append(pts[-1])
        pts = out
    return pts


def ink_polyline(surf: pygame.Surface, color: tuple, pts: list, width: float,
                 rnd: random.Random, wobble: float = 0.5) -> None:
    """A printed-looking line: slightly uneven position and width."""
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        n = max(1, int(math.hypot(x1 - x0, y1 - y0) / 7))
        dx, dy = (x1 - x0) / n, (y1 - y0) / n
        ln = math.hypot(dx, dy) or 1
        nx, ny = -dy / ln, dx / ln
        prev = (x0, y0)
        for i in range(1, n + 1):
            off = rnd.uniform(-wobble, wobble) if i < n else 0.0
            cur = (x0 + dx * i + nx * off, y0 + dy * i + ny * off)
            wd = max(1, round(width + rnd.uniform(-0.35, 0.35)))
            pygame.draw.line(surf, color, prev, cur, wd)
            if wd > 2:
                pygame.draw.circle(surf, color, cur, wd / 2 - 0.5)
            prev = cur


def dashed(surf: pygame.Surface, color: tuple, pts: list, width: int, dash: float,
           gap: float) -> None:
    """A dashed polyline; the pattern runs on across corners."""
    on, left = True, dash
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        seg = math.hypot(x1 - x0, y1 - y0)
        if seg == 0:
            continue
        ux, uy = (x1 - x0) / seg, (y1 - y0) / seg
        t = 0.0
        while t < seg:
            step = min(left, seg - t)
            if on:
                a = (x0 + ux * t, y0 + uy * t)
                b = (x0 + ux * (t + step), y0 + uy * (t + step))
                pygame.draw.line(surf, color, a, b, width)
                if width > 2:
                    pygame.draw.circle(surf, color, a, width / 2 - 0.3)
                    pygame.draw.circle(surf, color, b, width / 2 - 0.3)
            t += step
            left -= step
            if left <= 1e-6:
                on = not on
                left = dash if on else gap


def _big(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def _down(big: pygame.Surface) -> pygame.Surface:
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (max(1, w // SS), max(1, h // SS)))


@lru_cache(maxsize=64)
def soft_shadow(w: int, h: int, round_: bool, alpha: int = 90) -> pygame.Surface:
    """A blurred contact shadow for a piece of ``w`` x ``h``."""
    pad = max(2, w // 4)
    W, H = w + 2 * pad, h + 2 * pad
    small = pygame.Surface((max(2, W // 3), max(2, H // 3)), pygame.SRCALPHA)
    r = pygame.Rect(pad // 3, pad // 3, max(1, w // 3), max(1, h // 3))
    if round_:
        pygame.draw.ellipse(small, (30, 18, 6, alpha), r)
    else:
        pygame.draw.rect(small, (30, 18, 6, alpha), r, border_radius=1)
    return pygame.transform.smoothscale(small, (W, H))


def draw_mark(s: pygame.Surface, mark: str, c: tuple[float, float], r: float, color: tuple,
              width: int) -> None:
    """A colour-blind shape mark centred on ``c`` of radius ``r``."""
    x, y = c
    if mark == "circle":
        pygame.draw.circle(s, color, (x, y), r, width)
    elif mark == "square":
        pygame.draw.rect(s, color, (x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6), width)
    elif mark == "triangle":
        pygame.draw.polygon(s, color, [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)],
                            width)
    elif mark == "diamond":
        pygame.draw.polygon(s, color, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)], width)
    elif mark == "cross":
        pygame.draw.line(s, color, (x - r, y - r), (x + r, y + r), width)
        pygame.draw.line(s, color, (x - r, y + r), (x + r, y - r), width)
    elif mark == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
        pygame.draw.polygon(s, color, pts, width)
    else:  # bar
        pygame.draw.rect(s, color, (x - r, y - r * 0.3, r * 2, r * 0.6), width)


def _mark_ink(color: Color) -> Color:
    return (250, 244, 230) if sum(color) < 330 else (40, 30, 20)


# =========================================================================== pieces


def _wood(size: int) -> tuple[pygame.Surface, int, int]:
    """The supersampled canvas of a wooden piece of ``size`` seen a little from the front:
    the canvas, the piece's width on it and the depth of its visible side."""
    size = max(6, size)
    side = max(2, size // 4)
    return _big(size, size + side), size * SS, side * SS


@lru_cache(maxsize=256)
def cube(color: Color, size: int, mark: str | None = None) -> pygame.Surface:
    """A wooden trader cube seen from above and a little in front (no shadow)."""
    big, S, d = _wood(size)
    rad = max(2, S // 8)
    pygame.draw.rect(big, shade(color, 0.55), (0, d, S, S), border_radius=rad)
    pygame.draw.rect(big, color, (0, 0, S, S), border_radius=rad)
    pygame.draw.rect(big, shade(color, 1.18), (SS, SS, S - 2 * SS, S - 2 * SS), max(1, SS * 2),
                     border_radius=rad)
    pygame.draw.rect(big, shade(color, 0.7), (0, 0, S, S), max(1, SS), border_radius=rad)
    rnd = random.Random(hash(color) & 0xFFFF)
    for _ in range(4):  # wood grain
        y = rnd.uniform(0.2, 0.85) * S
        pygame.draw.line(big, (*shade(color, 0.86), 120), (S * 0.12, y),
                         (S * 0.88, y + rnd.uniform(-S * 0.05, S * 0.05)), SS)
    if mark:
        draw_mark(big, mark, (S / 2, S / 2), S * 0.27, _mark_ink(color), max(2, SS * 2))
    return _down(big)


@lru_cache(maxsize=256)
def disc(color: Color, size: int, mark: str | None = None) -> pygame.Surface:
    """A wooden merchant disc (no shadow)."""
    big, S, d = _wood(size)
    pygame.draw.ellipse(big, shade(color, 0.55), (0, d, S, S))
    pygame.draw.rect(big, shade(color, 0.55), (0, S // 2, S, d))
    pygame.draw.ellipse(big, color, (0, 0, S, S))
    pygame.draw.ellipse(big, shade(color, 1.2), (S * 0.1, S * 0.1, S * 0.8, S * 0.8), SS * 2)
    pygame.draw.ellipse(big, shade(color, 0.7), (0, 0, S, S), SS)
    pygame.draw.circle(big, (*shade(color, 0.85), 140), (S / 2, S / 2), S * 0.22, SS)
    if mark:
        draw_mark(big, mark, (S / 2, S / 2), S * 0.25, _mark_ink(color), max(2, SS * 2))
    return _down(big)


def piece(color: Color, shape: int, size: int, mark: str | None = None) -> pygame.Surface:
    return disc(color, size, mark) if shape else cube(color, size, mark)


def blit_piece(surf: pygame.Surface, color: Color, shape: int, size: int, center: tuple,
               mark: str | None = None, lifted: float = 0.0) -> None:
    """A piece with its contact shadow, centred on ``center`` (``lifted`` 0..1 raises it)."""
    sp = piece(color, shape, size, mark)
    x, y = center
    lift = round(lifted * size * 0.35)
    sh = soft_shadow(size, size, bool(shape), 80 if not lifted else 60)
    off = max(1, size // 8) + lift
    surf.blit(sh, (x - sh.get_width() // 2 + off // 2, y - sh.get_height() // 2 + off))
    surf.blit(sp, (x - size // 2, y - size // 2 - lift - sp.get_height() // 10))


# =========================================================================== printed bits


@lru_cache(maxsize=128)
def office_box(shape: int, level: int, coin: bool, size: int) -> pygame.Surface:
    """An empty printed office: square or round, in its privilege colour, coin mark."""
    big = _big(size, size)
    S = size * SS
    col = PRIVILEGE_RGB.get(level, PRIVILEGE_RGB[1])
    ink = INK
    r = pygame.Rect(SS, SS, S - 2 * SS, S - 2 * SS)
    if shape:
        pygame.draw.ellipse(big, col, r)
        pygame.draw.ellipse(big, ink, r, max(2, SS * 2))
    else:
        pygame.draw.rect(big, col, r, border_radius=SS * 2)
        pygame.draw.rect(big, ink, r, max(2, SS * 2), border_radius=SS * 2)
    if coin:
        c = (S * 0.5, S * 0.5)
        gold = (214, 170, 60)
        pygame.draw.circle(big, gold, c, S * 0.24)
        pygame.draw.circle(big, shade(gold, 0.6), c, S * 0.24, SS)
        pygame.draw.circle(big, shade(gold, 0.7), c, S * 0.13, SS)
    return _down(big)


MARKER_FACE = (236, 204, 128)


@lru_cache(maxsize=64)
def marker_token(kind: int, size: int, face_up: bool = True) -> pygame.Surface:
    """A round cardboard bonus marker; ``kind`` as in game.hansa.state (or -1 hidden)."""
    big = _big(size, size)
    S = size * SS
    c = (S / 2, S / 2)
    edge = (92, 52, 26)
    if not face_up or kind < 0:
        pygame.draw.circle(big, (150, 110, 70), c, S / 2 - SS)
        pygame.draw.circle(big, (110, 76, 44), c, S / 2 - SS, SS * 2)
        for k in range(3):
            pygame.draw.circle(big, (172, 132, 90), c, S * (0.14 + 0.1 * k), SS)
        return _down(big)
    pygame.draw.circle(big, shade(edge, 0.8), (c[0] + SS, c[1] + SS * 2), S / 2 - SS * 2)
    pygame.draw.circle(big, MARKER_FACE, c, S / 2 - SS * 2)
    pygame.draw.circle(big, edge, c, S / 2 - SS * 2, SS * 3)
    pygame.draw.circle(big, shade(edge, 1.6), c, S / 2 - SS * 6, SS)
    ink = (110, 30, 20)
    lw = max(2, S // 14)
    if kind in (4, 5):  # +3 / +4 actions
        t = pygame.transform.smoothscale_by(
            render(f"+{kind - 1}", max(8, int(size * 0.62)), ink, "bold"), SS)
        big.blit(t, t.get_rect(center=(S / 2, S / 2 - SS)))
    elif kind == 0:  # additional office: a box with a plus
        r = pygame.Rect(0, 0, S * 0.36, S * 0.36)
        r.center = (S * 0.42, S * 0.55)
        pygame.draw.rect(big, ink, r, lw)
        pygame.draw.line(big, ink, (S * 0.7, S * 0.22), (S * 0.7, S * 0.46), lw)
        pygame.draw.line(big, ink, (S * 0.58, S * 0.34), (S * 0.82, S * 0.34), lw)
    elif kind == 1:  # swap offices: two boxes and crossing arrows
        for x in (0.3, 0.7):
            r = pygame.Rect(0, 0, S * 0.22, S * 0.22)
            r.center = (S * x, S * 0.62)
            pygame.draw.rect(big, ink, r, lw)
        pygame.draw.arc(big, ink, (S * 0.3, S * 0.2, S * 0.4, S * 0.36), 0.2, math.pi - 0.2, lw)
        pygame.draw.polygon(big, ink, [(S * 0.25, S * 0.4), (S * 0.35, S * 0.4),
                                       (S * 0.3, S * 0.5)])
        pygame.draw.polygon(big, ink, [(S * 0.65, S * 0.4), (S * 0.75, S * 0.4),
                                       (S * 0.7, S * 0.5)])
    elif kind == 2:  # upgrade: an arrow up over a bar
        pygame.draw.polygon(big, ink, [(S * 0.5, S * 0.18), (S * 0.72, S * 0.45),
                                       (S * 0.58, S * 0.45), (S * 0.58, S * 0.68),
                                       (S * 0.42, S * 0.68), (S * 0.42, S * 0.45),
                                       (S * 0.28, S * 0.45)])
        pygame.draw.line(big, ink, (S * 0.3, S * 0.78), (S * 0.7, S * 0.78), lw)
    elif kind == 3:  # remove 3: three small cubes, one struck out
        for i, x in enumerate((0.3, 0.5, 0.7)):
            r = pygame.Rect(0, 0, S * 0.15, S * 0.15)
            r.center = (S * x, S * 0.5)
            pygame.draw.rect(big, ink, r, 0 if i == 1 else lw)
        pygame.draw.line(big, ink, (S * 0.22, S * 0.3), (S * 0.78, S * 0.7), lw)
    return _down(big)


@lru_cache(maxsize=16)
def ability_icon(ability: int, size: int, color: Color = INK) -> pygame.Surface:
    """A small printed emblem for an ability: fist, key, book, seal, purse."""
    big = _big(size, size)
    S = size * SS
    lw = max(2, S // 12)
    if ability == 0:  # actiones: a hand with fingers (stylised as a fan of strokes)
        pygame.draw.ellipse(big, color, (S * 0.25, S * 0.45, S * 0.5, S * 0.42))
        for i in range(4):
            x = S * (0.3 + i * 0.13)
            pygame.draw.line(big, color, (x, S * 0.55), (x, S * (0.18 + abs(1.5 - i) * 0.06)),
                             lw + SS)
    elif ability == 1:  # clavis urbis: a key
        pygame.draw.circle(big, color, (S * 0.3, S * 0.5), S * 0.17, lw)
        pygame.draw.line(big, color, (S * 0.45, S * 0.5), (S * 0.88, S * 0.5), lw)
        pygame.draw.line(big, color, (S * 0.78, S * 0.5), (S * 0.78, S * 0.68), lw)
        pygame.draw.line(big, color, (S * 0.66, S * 0.5), (S * 0.66, S * 0.64), lw)
    elif ability == 2:  # liber sophiae: an open book
        pygame.draw.polygon(big, color, [(S * 0.1, S * 0.3), (S * 0.48, S * 0.36),
                                         (S * 0.48, S * 0.8), (S * 0.1, S * 0.72)], lw)
        pygame.draw.polygon(big, color, [(S * 0.9, S * 0.3), (S * 0.52, S * 0.36),
                                         (S * 0.52, S * 0.8), (S * 0.9, S * 0.72)], lw)
    elif ability == 3:  # privilegium: a seal with ribbons
        pygame.draw.circle(big, color, (S * 0.5, S * 0.42), S * 0.26)
        pygame.draw.polygon(big, color, [(S * 0.36, S * 0.6), (S * 0.3, S * 0.92),
                                         (S * 0.45, S * 0.82), (S * 0.5, S * 0.64)])
        pygame.draw.polygon(big, color, [(S * 0.64, S * 0.6), (S * 0.7, S * 0.92),
                                         (S * 0.55, S * 0.82), (S * 0.5, S * 0.64)])
    else:  # bursa: a tied purse
        pygame.draw.ellipse(big, color, (S * 0.2, S * 0.38, S * 0.6, S * 0.52))
        pygame.draw.polygon(big, color, [(S * 0.38, S * 0.42), (S * 0.3, S * 0.16),
                                         (S * 0.5, S * 0.3), (S * 0.7, S * 0.16),
                                         (S * 0.62, S * 0.42)])
    return _down(big)


@lru_cache(maxsize=8)
def tavern_icon(size: int) -> pygame.Surface:
    """A little inn with a hanging sign (the start-marker routes)."""
    big = _big(size, size)
    S = size * SS
    pygame.draw.rect(big, WALL, (S * 0.18, S * 0.45, S * 0.56, S * 0.45))
    pygame.draw.polygon(big, ROOF, [(S * 0.1, S * 0.48), (S * 0.46, S * 0.14),
                                    (S * 0.82, S * 0.48)])
    pygame.draw.rect(big, BEAM, (S * 0.18, S * 0.45, S * 0.56, S * 0.45), SS * 2)
    pygame.draw.rect(big, BEAM, (S * 0.38, S * 0.64, S * 0.14, S * 0.26))
    pygame.draw.line(big, BEAM, (S * 0.74, S * 0.56), (S * 0.94, S * 0.56), SS * 2)
    pygame.draw.rect(big, (200, 150, 70), (S * 0.82, S * 0.6, S * 0.14, S * 0.14))
    pygame.draw.rect(big, BEAM, (S * 0.82, S * 0.6, S * 0.14, S * 0.14), SS)
    return _down(big)


# =========================================================================== the map


# A rough coastline (normalised points) for the North Sea and the Baltic.
NORTH_SEA = [(0.03, 0.05), (0.52, 0.05), (0.5, 0.07), (0.455, 0.085), (0.43, 0.11),
             (0.39, 0.12), (0.34, 0.13), (0.3, 0.122), (0.245, 0.128), (0.2, 0.14),
             (0.16, 0.138), (0.12, 0.13), (0.075, 0.142), (0.05, 0.17), (0.045, 0.24),
             (0.04, 0.3), (0.03, 0.3)]
BALTIC = [(0.8, 0.05), (0.97, 0.05), (0.97, 0.2), (0.95, 0.19), (0.935, 0.15),
          (0.918, 0.11), (0.9, 0.075), (0.86, 0.058)]
RIVERS = [
    [(0.03, 0.96), (0.06, 0.9), (0.075, 0.84), (0.1, 0.78), (0.105, 0.72), (0.1, 0.62),
     (0.088, 0.56), (0.06, 0.45), (0.045, 0.39)],  # Rhine
    [(0.52, 0.95), (0.5, 0.86), (0.47, 0.78), (0.44, 0.66), (0.46, 0.55), (0.47, 0.43),
     (0.49, 0.33), (0.47, 0.2), (0.45, 0.1)],  # Weser
    [(0.97, 0.7), (0.93, 0.72), (0.91, 0.68), (0.93, 0.58), (0.92, 0.48), (0.88, 0.4),
     (0.84, 0.34), (0.79, 0.24), (0.75, 0.17), (0.7, 0.13), (0.62, 0.1), (0.55, 0.075)],  # Elbe
]


@lru_cache(maxsize=4)
def render_map(side: str, w: int, h: int) -> pygame.Surface:
    """The printed board of ``side`` at ``w`` x ``h`` pixels (cached)."""
    from game.hansa.board import side_board

    board = side_board(side)
    area = pygame.Rect(0, 0, w, h)
    geo = Geo(board, area)
    surf = paper.sheet((geo.w, geo.h), LAND_TINT).copy()
    rnd = random.Random(7 if side == "4-5" else 11)
    _draw_water(surf, geo, rnd)
    _draw_border(surf, geo)
    _draw_routes(surf, geo, rnd)
    _draw_cities(surf, geo, board, rnd)
    _draw_specials(surf, geo, board)
    paper.crease(surf, surf.get_rect(), vertical=True)
    return surf


def _np(geo: Geo, pts: list) -> list[tuple[float, float]]:
    return [(x * geo.w, y * geo.h) for x, y in pts]


def _draw_water(surf: pygame.Surface, geo: Geo, rnd: random.Random) -> None:
    wash = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for poly in (NORTH_SEA, BALTIC):
        pts = _chaikin(_np(geo, poly), 3, closed=True)
        pygame.draw.polygon(wash, (*SEA, 150), pts)
        # coastline hatching: a few parallel lines offshore
        for k in range(1, 4):
            sh = [(x, y - k * geo.h * 0.007) for x, y in pts]
            pygame.draw.lines(wash, (*SEA_INK, 70 - k * 15), True, sh, 1)
        pygame.draw.lines(wash, (*SEA_INK, 200), True, pts, max(1, geo.w // 900 + 1))
    for river in RIVERS:
        pts = _chaikin(_np(geo, river), 3)
        pygame.draw.lines(wash, (*RIVER, 190), False, pts, max(2, geo.w // 420))
    surf.blit(wash, (0, 0))
    # waves in the seas
    f = max(9, geo.w // 70)
    for x, y in ((0.2, 0.085), (0.33, 0.08), (0.1, 0.1), (0.93, 0.085)):
        cx, cy = x * geo.w, y * geo.h
        for k in range(3):
            pygame.draw.arc(surf, SEA_INK, (cx + k * f * 0.8, cy, f, f * 0.6), 0.3, math.pi - 0.3,
                            1)


def _draw_border(surf: pygame.Surface, geo: Geo) -> None:
    """The prestige track round the edge and the frame inside it."""
    c = geo.corners
    x0, y0 = c[70]
    x1, y1 = c[20]
    step_x = (x1 - x0) / 30
    step_y = (y1 - y0) / 20
    cw, ch = step_x, step_y
    band = pygame.Rect(round(x0 - cw / 2), round(y0 - ch / 2), round(x1 - x0 + cw),
                       round(y1 - y0 + ch))
    inner = band.inflate(-round(cw * 2), -round(ch * 2))
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(layer, (*TRACK, 150), band)
    pygame.draw.rect(layer, (0, 0, 0, 0), inner)
    surf.blit(layer, (0, 0))
    size = max(7, round(min(cw, ch) * 0.42))
    for n in range(100):
        x, y = geo.prestige_pos(n)
        r = pygame.Rect(0, 0, round(cw) - 1, round(ch) - 1)
        r.center = (x, y)
        pygame.draw.rect(surf, INK_SOFT, r, 1)
        if n % 5 == 0:
            pygame.draw.rect(surf, (*shade(TRACK, 0.9),), r.inflate(-2, -2))
            pygame.draw.rect(surf, INK_SOFT, r, 1)
        t = render(str(n), size, INK if n % 5 == 0 else INK_SOFT,
                   "bold" if n % 5 == 0 else "regular")
        surf.blit(t, t.get_rect(center=(x, y - 1)))
    pygame.draw.rect(surf, INK, band, 2)
    pygame.draw.rect(surf, INK, inner, 2)
    pygame.draw.rect(surf, INK_SOFT, inner.inflate(-6, -6), 1)


def _draw_routes(surf: pygame.Surface, geo: Geo, rnd: random.Random) -> None:
    b = geo.board
    road_w = max(2, round(geo.w * 0.0032))
    under = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for r in b.live_routes:
        pts = _chaikin([tuple(map(float, p)) for p in geo.route_path(r)], 2)
        pygame.draw.lines(under, (216, 196, 150, 150), False, pts, road_w * 4)
    surf.blit(under, (0, 0))
    for r in b.live_routes:
        pts = _chaikin([tuple(map(float, p)) for p in geo.route_path(r)], 2)
        dashed(surf, ROAD, pts, road_w, road_w * 3.2, road_w * 2.2)
    pr = geo.post_r
    for p in b.live_posts:
        c = geo.post_pos[p]
        pygame.draw.circle(surf, (70, 44, 24), (c[0] + 1, c[1] + 2), pr)
        pygame.draw.circle(surf, POST_FILL, c, pr)
        pygame.draw.circle(surf, ROAD, c, pr, max(2, pr // 4))
        pygame.draw.circle(surf, (*shade(ROAD, 1.5),), c, max(1, pr // 2), 1)
    ti = tavern_icon(max(14, round(geo.box * 1.5)))
    for _r, (x, y) in geo.taverns:
        surf.blit(ti, ti.get_rect(center=(x, y)))


def _draw_cities(surf: pygame.Surface, geo: Geo, board: Board, rnd: random.Random) -> None:
    raw_cities = board.raw["cities"]
    name_size = max(15, round(geo.w * 0.0105))  # small capitals: the lower case >= 11 px
    for ci, c in enumerate(raw_cities):
        rect = geo.city_rect[ci]
        roof_h = max(5, round(geo.box * 0.55))
        # a soft ground shadow, the plaster wall, the timber frame and the roof
        sh = soft_shadow(rect.w, rect.h, False, 70)
        surf.blit(sh, (rect.x - sh.get_width() // 2 + rect.w // 2 + 2,
                       rect.y - sh.get_height() // 2 + rect.h // 2 + 3))
        pygame.draw.rect(surf, WALL, rect)
        roof = [(rect.x - 3, rect.y + 1), (rect.x + roof_h, rect.y - roof_h),
                (rect.right - roof_h, rect.y - roof_h), (rect.right + 3, rect.y + 1)]
        pygame.draw.polygon(surf, ROOF, roof)
        pygame.draw.polygon(surf, shade(ROOF, 0.6), roof, 1)
        for k in range(1, 3):
            yy = rect.y - roof_h * k // 3
            pygame.draw.line(surf, shade(ROOF, 0.8), (rect.x + k * roof_h // 3, yy),
                             (rect.right - k * roof_h // 3, yy))
        pygame.draw.rect(surf, BEAM, rect, max(2, geo.box // 8))
        offs = list(board.city_offices[ci])
        for a, b2 in zip(offs, offs[1:], strict=False):
            x = (geo.office_rect[a].right + geo.office_rect[b2].left) // 2
            pygame.draw.line(surf, BEAM, (x, rect.y), (x, rect.bottom), max(1, geo.box // 10))
        for o in offs:
            box = office_box(board.office_shape[o], board.office_level[o], board.office_coin[o],
                             geo.box)
            surf.blit(box, geo.office_rect[o])
        name = smallcaps(c["name"], name_size, INK)
        nr = name.get_rect(midtop=(rect.centerx, rect.bottom + 1))
        plate = nr.inflate(6, 0)
        pl = pygame.Surface(plate.size, pygame.SRCALPHA)
        pl.fill((246, 238, 214, 170))
        surf.blit(pl, plate)
        surf.blit(name, nr)
        if ci in (board.east, board.west):
            star_c = (rect.right + geo.box // 3, rect.y - geo.box // 3)
            _compass_star(surf, star_c, max(5, geo.box // 2))


def _compass_star(surf: pygame.Surface, c: Pt, r: int) -> None:
    pts = []
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        rr = r if i % 2 == 0 else r * 0.4
        pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
    pygame.draw.polygon(surf, (214, 170, 60), pts)
    pygame.draw.polygon(surf, INK, pts, 1)


def scroll_surface(ability: int, w: int, h: int) -> pygame.Surface:
    return _scroll(ability, w, h)


@lru_cache(maxsize=16)
def _scroll(ability: int, w: int, h: int) -> pygame.Surface:
    """A hanging parchment scroll naming an ability (printed next to its city)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    curl = max(4, w // 7)
    body = pygame.Rect(2, curl // 2, w - 4, h - curl)
    pygame.draw.rect(s, (70, 44, 20, 60), body.move(2, 2), border_radius=3)
    pygame.draw.rect(s, (244, 228, 186), body, border_radius=3)
    pygame.draw.rect(s, INK_SOFT, body, 1, border_radius=3)
    for y in (curl // 2, h - curl // 2):
        pygame.draw.ellipse(s, (226, 204, 156), (0, y - curl // 2, w, curl))
        pygame.draw.ellipse(s, INK_SOFT, (0, y - curl // 2, w, curl), 1)
    ic = ability_icon(ability, max(8, int(w * 0.42)), (96, 34, 26))
    s.blit(ic, ic.get_rect(midtop=(w // 2, body.y + curl // 2 + 1)))
    words = ABILITY_TITLES[ability].split()
    size = max(7, int(w * 0.2))
    y = body.y + curl // 2 + ic.get_height() + 1
    for word in words:
        for sz in range(size, 5, -1):  # a smaller size before a squeeze
            t = render(word, sz, INK, "italic")
            if t.get_width() <= w - 6:
                break
        if t.get_width() > w - 6:
            t = pygame.transform.smoothscale(t, (w - 6, t.get_height()))
        s.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += t.get_height() - 3
    return s


def _draw_specials(surf: pygame.Surface, geo: Geo, board: Board) -> None:
    fs = max(8, round(geo.w * 0.0085))
    # ability scrolls
    for ab, r in geo.scrolls.items():
        surf.blit(_scroll(ab, r.w, r.h), r)
    # Coellen prestige table
    sz = geo.box + 2
    rects = []
    for x, y in geo.coellen:
        r = pygame.Rect(0, 0, round(sz * 1.45), round(sz * 1.9))
        r.center = (x, y + sz // 4)
        rects.append(r)
    frame = rects[0].unionall(rects[1:]).inflate(sz // 2, sz // 2)
    frame.y -= fs
    frame.h += fs
    pygame.draw.rect(surf, (244, 230, 196), frame, border_radius=4)
    pygame.draw.rect(surf, BEAM, frame, 2, border_radius=4)
    t = render("Coellen", fs, INK, "italic")
    surf.blit(t, t.get_rect(midtop=(frame.centerx, frame.y + 2)))
    for i, r in enumerate(rects):
        lvl = board.coellen_level[i]
        box = office_box(1, lvl, False, sz)
        surf.blit(box, box.get_rect(center=(r.centerx, geo.coellen[i][1])))
        pts = render(str(board.coellen_points[i]), fs + 1, INK, "bold")
        surf.blit(pts, pts.get_rect(midtop=(r.centerx, geo.coellen[i][1] + sz // 2 + 1)))
    # completed cities track
    cs = geo.completed
    cell = max(8, round((cs[1][0] - cs[0][0]) * 0.86))
    lab = render("Civitates completae", max(7, fs - 1), INK, "italic")
    lh = lab.get_height() - 2
    row = pygame.Rect(0, 0, cs[-1][0] - cs[0][0] + cell + 8, cell + 6 + lh)
    row.midtop = ((cs[0][0] + cs[-1][0]) // 2, cs[0][1] - cell // 2 - 3 - lh)
    pygame.draw.rect(surf, (244, 230, 196), row, border_radius=4)
    pygame.draw.rect(surf, BEAM, row, 2, border_radius=4)
    surf.blit(lab, lab.get_rect(midtop=(row.centerx, row.y)))
    for i, (x, y) in enumerate(cs):
        r = pygame.Rect(0, 0, cell, cell)
        r.center = (x, y)
        fill = (214, 120, 96) if i == len(cs) - 1 else (238, 226, 196)
        pygame.draw.rect(surf, fill, r, border_radius=2)
        pygame.draw.rect(surf, INK_SOFT, r, 1, border_radius=2)
        n = render(str(i), max(7, fs - 2), INK_SOFT)
        surf.blit(n, n.get_rect(center=r.center))
    # East-West plaque near Arnheim
    x, y = geo.ew_pos
    txt = render(f"{board.city_names[board.east]} – {board.city_names[board.west]}", fs, INK,
                 "italic")
    awards = "  ".join(str(a) for a in board.east_west_awards)
    pts = render(awards, fs + 1, INK, "bold")
    pl = pygame.Rect(0, 0, max(txt.get_width(), pts.get_width()) + 14,
                     txt.get_height() + pts.get_height() + 6)
    pl.center = (x, y)
    pygame.draw.rect(surf, (244, 230, 196), pl, border_radius=4)
    pygame.draw.rect(surf, BEAM, pl, 1, border_radius=4)
    _compass_star(surf, (pl.x, pl.y), max(5, geo.box // 2))
    surf.blit(txt, txt.get_rect(midtop=(pl.centerx, pl.y + 2)))
    surf.blit(pts, pts.get_rect(midbottom=(pl.centerx, pl.bottom - 2)))
    # title cartouche, in the emptiest spot near the bottom middle
    title = smallcaps("Hansa Teutonica", max(14, round(geo.w * 0.024)), (96, 34, 26))
    taken = [frame, row, pl, *geo.scrolls.values()]
    tr = title.get_rect()
    c70, c20 = geo.corners[70], geo.corners[20]
    cell = (c20[0] - c70[0]) / 30
    inner = pygame.Rect(round(c70[0] + cell), round(c70[1] + cell),
                        round(c20[0] - c70[0] - 2 * cell), round(c20[1] - c70[1] - 2 * cell))
    best = None
    for j in range(36):
        for i in range(29):
            x, y = 0.15 + i * 0.025, 0.93 - j * 0.022
            tr.center = (round(x * geo.w), round(y * geo.h))
            if inner.contains(tr) and tr.collidelist(taken) < 0 and side_has_room(geo, tr):
                cost = abs(x - 0.5) + abs(y - 0.93) * 1.5
                if best is None or cost < best[0]:
                    best = (cost, tr.copy())
    if best is not None:
        surf.blit(title, best[1])
        rule_y = best[1].bottom + 1
        pygame.draw.line(surf, (96, 34, 26), (best[1].x + 8, rule_y), (best[1].right - 8, rule_y))


def side_has_room(geo: Geo, r: pygame.Rect) -> bool:
    """True when ``r`` (with a margin) touches no city, trading post, tavern or road."""
    big = r.inflate(geo.post_r * 2, geo.post_r * 2)
    if big.collidelist(geo.city_rect) >= 0:
        return False
    b = geo.board
    for rt in b.live_routes:
        path = geo.route_path(rt)
        for a, c in zip(path, path[1:], strict=False):
            if big.clipline(a, c):
                return False
    return all(not big.collidepoint(p) for _r, p in geo.taverns)
