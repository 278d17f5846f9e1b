"""Things every table draws the same way: wooden pieces (cubes and discs) with their
colour-blind marks and soft shadows, ink lines smoothed like a printed stroke, and shades
of a colour. Small symbols are drawn at ``SS`` times their size and smoothed down."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ui.theme import PLAYER_COLORS_CB, PLAYER_MARKS

Color = tuple[int, int, int]

SS = 3  # supersampling for small symbols


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


def chaikin(pts: list[tuple[float, float]], n: int = 3, closed: bool = False) -> list:
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


def canvas(w: int, h: int) -> pygame.Surface:
    """A transparent surface ``SS`` times the size, to draw a small symbol on."""
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def smoothed(big: pygame.Surface) -> pygame.Surface:
    """A :func:`canvas` smoothed down to its real size."""
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


def mark_ink(color: Color) -> Color:
    return (250, 244, 230) if sum(color) < 330 else (40, 30, 20)


# =========================================================================== pieces


def _wood(size: int) -> tuple[pygame.Surface, int, int]:
    """The supersampled canvas of a wooden piece of ``size`` seen a little from the front:
    the canvas, the piece's width on it and the depth of its visible side."""
    size = max(6, size)
    side = max(2, size // 4)
    return canvas(size, size + side), size * SS, side * SS


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
        draw_mark(big, mark, (S / 2, S / 2), S * 0.27, mark_ink(color), max(2, SS * 2))
    return smoothed(big)


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
        draw_mark(big, mark, (S / 2, S / 2), S * 0.25, mark_ink(color), max(2, SS * 2))
    return smoothed(big)


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
