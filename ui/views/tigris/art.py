"""Tigris & Euphrates artwork drawn by code: the printed board and the pieces.

Everything here is cached (per size, colour, ...); the board view only blits.
Small symbols are drawn at three times their size and smoothed down, which gives
them soft, printed-looking edges.
"""

from __future__ import annotations

import math
import os
import random
from functools import lru_cache

import pygame

from game.i18n import N_, ByLang
from ui.paths import asset_path
from ui.theme import INK, PAPER, render
from ui.views.tigris.geometry import Geometry

Color = tuple[int, int, int]

# Tile / leader colours, indexed like game.tigris.state (black, red, blue, green).
TILE_RGB: tuple[Color, ...] = ((54, 50, 48), (170, 52, 38), (44, 94, 152), (56, 122, 66))
TILE_LIGHT: Color = (240, 230, 204)  # the printed symbols
COLOUR_NAMES = ByLang((N_("black"), N_("red"), N_("blue"), N_("green")))
TILE_NAMES = ByLang((N_("settlement"), N_("temple"), N_("farm"), N_("market")))
TILES_PLURAL = ByLang((N_("settlements"), N_("temples"), N_("farms"), N_("markets")))
LEADER_NAMES = ByLang((N_("king"), N_("priest"), N_("farmer"), N_("trader")))
DYNASTIES = ("archer", "bull", "urn", "lion")
DYNASTY_NAMES = ByLang((N_("Archer"), N_("Bull"), N_("Urn"), N_("Lion")))

SAND: Color = (231, 212, 168)
OCHRE: Color = (214, 183, 124)
WATER: Color = (86, 148, 160)
WATER_DARK: Color = (52, 104, 120)
GOLD: Color = (214, 164, 52)
SS = 3  # supersampling factor for symbols


def lerp(a: Color, b: Color, t: float) -> Color:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def shade(c: Color, f: float) -> Color:
    """Darker (f < 1) or lighter (f > 1) version of ``c``."""
    if f <= 1:
        return tuple(int(v * f) for v in c)  # type: ignore[return-value]
    return tuple(int(v + (255 - v) * (f - 1)) for v in c)  # type: ignore[return-value]


# --------------------------------------------------------------------------- paper


@lru_cache(maxsize=1)
def _paper_tile() -> pygame.Surface | None:
    path = asset_path("art", "paper.png")
    if os.path.exists(path):
        try:
            return pygame.image.load(path)
        except (pygame.error, FileNotFoundError):
            return None
    return None


@lru_cache(maxsize=4)
def _grain(n: int = 160, seed: int = 7) -> pygame.Surface:
    """A tileable speckle layer (dark and light specks, low alpha)."""
    rnd = random.Random(seed)
    t = pygame.Surface((n, n), pygame.SRCALPHA)
    for _ in range(n * n // 3):
        x, y = rnd.randrange(n), rnd.randrange(n)
        if rnd.random() < 0.55:
            t.set_at((x, y), (70, 48, 24, rnd.randrange(6, 22)))
        else:
            t.set_at((x, y), (255, 250, 235, rnd.randrange(6, 26)))
    return t


def scanner_noise(surf: pygame.Surface) -> None:
    """A faint speckle over a finished picture, as if it had been scanned."""
    g = _grain(128, 29)
    w, h = surf.get_size()
    for y in range(0, h, 128):
        for x in range(0, w, 128):
            surf.blit(g, (x, y))


def make_paper(w: int, h: int, seed: int = 1) -> pygame.Surface:
    """Parchment of size ``w`` x ``h``: texture, blotches, fibres and worn edges."""
    surf = pygame.Surface((w, h))
    tile = _paper_tile()
    if tile is not None:
        tw, th = tile.get_size()
        for y in range(0, h, th):
            for x in range(0, w, tw):
                surf.blit(tile, (x, y))
        tint = pygame.Surface((w, h))
        tint.fill((244, 230, 200))
        surf.blit(tint, (0, 0), special_flags=pygame.BLEND_MULT)
    else:
        surf.fill(PAPER)
    rnd = random.Random(seed)
    # soft blotches: a tiny random image blown up
    bw, bh = max(2, w // 48), max(2, h // 48)
    blot = pygame.Surface((bw, bh), pygame.SRCALPHA)
    for y in range(bh):
        for x in range(bw):
            v = rnd.random()
            blot.set_at((x, y), (120, 84, 40, int(max(0.0, v - 0.55) * 60)))
    surf.blit(pygame.transform.smoothscale(blot, (w, h)), (0, 0))
    g = _grain()
    gw = g.get_width()
    for y in range(0, h, gw):
        for x in range(0, w, gw):
            surf.blit(g, (x, y))
    # fibres
    fib = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 2500):
        x, y = rnd.randrange(w), rnd.randrange(h)
        a = rnd.uniform(0, math.tau)
        ln = rnd.uniform(4, 14)
        col = (90, 64, 34, rnd.randrange(10, 30)) if rnd.random() < 0.6 else (255, 248, 230, 40)
        pygame.draw.aaline(fib, col, (x, y), (x + math.cos(a) * ln, y + math.sin(a) * ln))
    surf.blit(fib, (0, 0))
    # worn, darker edges
    edge = pygame.Surface((w, h), pygame.SRCALPHA)
    k = max(6, min(w, h) // 40)
    for i in range(k):
        a = int(46 * (1 - i / k) ** 2)
        pygame.draw.rect(edge, (96, 62, 26, a), (i, i, w - 2 * i, h - 2 * i), 1)
    surf.blit(edge, (0, 0))
    return surf


# --------------------------------------------------------------------------- wobbly ink


def ink_line(surf: pygame.Surface, color: tuple, p0: tuple, p1: tuple, width: float,
             rnd: random.Random, wobble: float = 0.7) -> None:
    """A printed-looking line: slightly uneven position and width."""
    x0, y0 = p0
    x1, y1 = p1
    n = max(2, int(math.hypot(x1 - x0, y1 - y0) / 6))
    dx, dy = (x1 - x0) / n, (y1 - y0) / n
    ln = math.hypot(dx, dy) or 1
    px, py = -dy / ln, dx / ln
    prev = (x0, y0)
    off = 0.0
    wdt = max(1, round(width + rnd.uniform(-0.3, 0.3)))
    for i in range(1, n + 1):
        off = off * 0.6 + rnd.uniform(-wobble, wobble) * 0.6
        if i == n:
            off = 0.0
        cur = (x0 + dx * i + px * off, y0 + dy * i + py * off)
        pygame.draw.line(surf, color, prev, cur, wdt)
        if wdt > 1 and rnd.random() < 0.25:  # a touch more ink here and there
            pygame.draw.line(surf, color, prev, cur, wdt + 1)
        prev = cur


# --------------------------------------------------------------------------- unit shapes


def _pts(pts: list, box: pygame.Rect) -> list[tuple[float, float]]:
    return [(box.x + x * box.w, box.y + y * box.h) for x, y in pts]


def _r(rect: tuple, box: pygame.Rect) -> pygame.Rect:
    x, y, w, h = rect
    return pygame.Rect(round(box.x + x * box.w), round(box.y + y * box.h),
                       max(1, round(w * box.w)), max(1, round(h * box.h)))


def _big(size: int) -> tuple[pygame.Surface, pygame.Rect]:
    n = size * SS
    return pygame.Surface((n, n), pygame.SRCALPHA), pygame.Rect(0, 0, n, n)


def _down(big: pygame.Surface, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (size, size))


def _tile_symbol(s: pygame.Surface, box: pygame.Rect, colour: int, fg: tuple, bg: tuple) -> None:
    lw = max(1, box.w // 22)
    if colour == 0:  # settlement: a house with a door
        pygame.draw.polygon(s, fg, _pts([(0.2, 0.47), (0.5, 0.2), (0.8, 0.47), (0.74, 0.47),
                                         (0.74, 0.8), (0.26, 0.8), (0.26, 0.47)], box))
        pygame.draw.rect(s, bg, _r((0.43, 0.58, 0.14, 0.22), box))
        pygame.draw.rect(s, bg, _r((0.31, 0.53, 0.08, 0.08), box))
        pygame.draw.rect(s, bg, _r((0.61, 0.53, 0.08, 0.08), box))
    elif colour == 1:  # temple: a stepped ziggurat with its stair
        for rect in ((0.16, 0.64, 0.68, 0.16), (0.27, 0.47, 0.46, 0.17),
                     (0.37, 0.31, 0.26, 0.16), (0.44, 0.19, 0.12, 0.12)):
            pygame.draw.rect(s, fg, _r(rect, box))
        pygame.draw.rect(s, bg, _r((0.47, 0.47, 0.06, 0.33), box))
        for i in range(4):
            y = 0.5 + i * 0.08
            pygame.draw.line(s, fg, _pts([(0.47, y)], box)[0], _pts([(0.53, y)], box)[0], lw)
    elif colour == 2:  # farm: an ear of wheat
        pygame.draw.line(s, fg, _pts([(0.5, 0.86)], box)[0], _pts([(0.5, 0.3)], box)[0], lw * 2)
        for y in (0.36, 0.5, 0.64):
            pygame.draw.polygon(s, fg, _pts([(0.5, y + 0.07), (0.36, y), (0.31, y - 0.11),
                                             (0.45, y - 0.05)], box))
            pygame.draw.polygon(s, fg, _pts([(0.5, y + 0.07), (0.64, y), (0.69, y - 0.11),
                                             (0.55, y - 0.05)], box))
        pygame.draw.ellipse(s, fg, _r((0.44, 0.13, 0.12, 0.2), box))
    else:  # market: a pair of scales
        pygame.draw.rect(s, fg, _r((0.47, 0.24, 0.06, 0.52), box))
        pygame.draw.rect(s, fg, _r((0.32, 0.74, 0.36, 0.07), box))
        pygame.draw.rect(s, fg, _r((0.16, 0.27, 0.68, 0.05), box))
        pygame.draw.circle(s, fg, _pts([(0.5, 0.23)], box)[0], box.w * 0.045)
        for cx in (0.22, 0.78):
            top = _pts([(cx, 0.3)], box)[0]
            for dx in (-0.09, 0.09):
                pygame.draw.line(s, fg, top, _pts([(cx + dx, 0.55)], box)[0], lw)
            pygame.draw.ellipse(s, fg, _r((cx - 0.13, 0.5, 0.26, 0.12), box))
            pygame.draw.rect(s, bg, _r((cx - 0.14, 0.49, 0.28, 0.055), box))


def _dynasty_symbol(s: pygame.Surface, box: pygame.Rect, dyn: int, fg: tuple, bg: tuple) -> None:
    lw = max(2, box.w // 16)
    if dyn == 0:  # archer: a drawn bow with its arrow
        pygame.draw.arc(s, fg, _r((0.18, 0.17, 0.5, 0.66), box), -math.pi / 2, math.pi / 2,
                        lw + 1)
        pygame.draw.line(s, fg, _pts([(0.43, 0.19)], box)[0], _pts([(0.43, 0.81)], box)[0],
                         max(1, lw // 2))
        pygame.draw.line(s, fg, _pts([(0.2, 0.5)], box)[0], _pts([(0.76, 0.5)], box)[0], lw)
        pygame.draw.polygon(s, fg, _pts([(0.86, 0.5), (0.72, 0.42), (0.72, 0.58)], box))
        for d in (-1, 1):
            pygame.draw.line(s, fg, _pts([(0.2, 0.5)], box)[0],
                             _pts([(0.13, 0.5 + d * 0.08)], box)[0], lw)
            pygame.draw.line(s, fg, _pts([(0.27, 0.5)], box)[0],
                             _pts([(0.2, 0.5 + d * 0.08)], box)[0], lw)
    elif dyn == 1:  # bull: a horned head
        pygame.draw.polygon(s, fg, _pts([(0.37, 0.36), (0.63, 0.36), (0.61, 0.62), (0.56, 0.8),
                                         (0.44, 0.8), (0.39, 0.62)], box))
        for m in (1, -1):
            def fx(x: float, m: int = m) -> float:
                return x if m == 1 else 1 - x
            pygame.draw.polygon(s, fg, _pts([(fx(0.4), 0.4), (fx(0.22), 0.36), (fx(0.14), 0.17),
                                             (fx(0.28), 0.27), (fx(0.41), 0.31)], box))
            pygame.draw.polygon(s, fg, _pts([(fx(0.38), 0.42), (fx(0.22), 0.47),
                                             (fx(0.38), 0.51)], box))
            pygame.draw.circle(s, bg, _pts([(fx(0.45), 0.72)], box)[0], box.w * 0.025)
            pygame.draw.circle(s, bg, _pts([(fx(0.44), 0.48)], box)[0], box.w * 0.025)
    elif dyn == 2:  # urn: an amphora with handles
        pygame.draw.ellipse(s, fg, _r((0.3, 0.34, 0.4, 0.44), box))
        pygame.draw.rect(s, fg, _r((0.42, 0.23, 0.16, 0.16), box))
        pygame.draw.rect(s, fg, _r((0.35, 0.19, 0.3, 0.06), box))
        pygame.draw.rect(s, fg, _r((0.39, 0.75, 0.22, 0.07), box))
        pygame.draw.arc(s, fg, _r((0.22, 0.26, 0.22, 0.26), box), math.pi / 2, math.pi * 1.5, lw)
        pygame.draw.arc(s, fg, _r((0.56, 0.26, 0.22, 0.26), box), -math.pi / 2, math.pi / 2, lw)
        pygame.draw.line(s, bg, _pts([(0.33, 0.52)], box)[0], _pts([(0.67, 0.52)], box)[0], lw)
    else:  # lion: a maned head
        cx, cy = box.centerx, box.y + box.h * 0.5
        pts = []
        for i in range(28):
            a = i * math.tau / 28
            rr = (0.37 if i % 2 == 0 else 0.28) * box.w
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.polygon(s, fg, pts)
        pygame.draw.circle(s, bg, (cx, cy + box.h * 0.02), box.w * 0.2)
        for dx in (-0.08, 0.08):
            pygame.draw.circle(s, fg, (cx + dx * box.w, cy - box.h * 0.04), box.w * 0.03)
        pygame.draw.polygon(s, fg, [(cx - box.w * 0.06, cy + box.h * 0.05),
                                    (cx + box.w * 0.06, cy + box.h * 0.05),
                                    (cx, cy + box.h * 0.12)])
        pygame.draw.line(s, fg, (cx, cy + box.h * 0.12), (cx, cy + box.h * 0.17), lw)


# --------------------------------------------------------------------------- pieces


@lru_cache(maxsize=64)
def shadow(w: int, h: int, blur: int, alpha: int = 90, radius: int = 4) -> pygame.Surface:
    """A soft shadow for a ``w`` x ``h`` rounded rectangle, ``blur`` px wide."""
    W, H = w + 2 * blur, h + 2 * blur
    small = pygame.Surface((max(2, W // 4), max(2, H // 4)), pygame.SRCALPHA)
    b = blur / 4
    pygame.draw.rect(small, (20, 12, 4, alpha), (b, b, w / 4, h / 4),
                     border_radius=max(0, radius // 4))
    out = pygame.transform.smoothscale(small, (W, H))
    return pygame.transform.smoothscale(pygame.transform.smoothscale(out, (W // 2 + 1, H // 2 + 1)),
                                        (W, H))


def _cardboard(base: Color, size: int, edge: float = 0.55) -> tuple[pygame.Surface, int, int]:
    """A blank tile of colour ``base`` on its darker cardboard edge: the surface, the
    corner radius and the width of the edge."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rad = max(2, size // 9)
    e = max(1, size // 24)  # the thin cardboard edge
    pygame.draw.rect(surf, shade(base, edge), (e, e, size - e, size - e), border_radius=rad)
    pygame.draw.rect(surf, base, (0, 0, size - e, size - e), border_radius=rad)
    return surf, rad, e


def _round_corners(surf: pygame.Surface, size: int, rad: int) -> None:
    """Cut whatever was drawn over the corners of a tile of ``size``."""
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, size, size), border_radius=rad)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


@lru_cache(maxsize=64)
def tile(colour: int, size: int, marked: bool = False) -> pygame.Surface:
    """A printed cardboard civilization tile (no shadow): face, edge, symbol."""
    size = max(8, size)
    base = TILE_RGB[colour]
    surf, rad, e = _cardboard(base, size)
    face = pygame.Rect(0, 0, size - e, size - e)
    # a faint light top edge and a printed inner line
    pygame.draw.rect(surf, shade(base, 1.25), face, max(1, size // 30), border_radius=rad)
    inner = face.inflate(-size // 6, -size // 6)
    pygame.draw.rect(surf, shade(base, 1.35), inner, 1, border_radius=max(1, rad // 2))
    sym = max(8, int(face.w * 0.78))
    big, box = _big(sym)
    light = (210, 196, 160) if marked else TILE_LIGHT
    _tile_symbol(big, box, colour, light, (*base, 255))
    surf.blit(_down(big, sym), (face.centerx - sym // 2, face.centery - sym // 2))
    # a trace of print grain
    g = _grain(64, 11 + colour)
    surf.blit(g, (0, 0), special_flags=0)
    _round_corners(surf, size, rad)
    return surf


@lru_cache(maxsize=16)
def tile_back(size: int) -> pygame.Surface:
    """A face-down tile (under a monument, or a hidden rack tile)."""
    size = max(8, size)
    base = (150, 112, 70)
    surf, rad, e = _cardboard(base, size, 0.6)
    pat = shade(base, 1.18)
    step = max(4, size // 6)
    for k in range(-size, size * 2, step):
        pygame.draw.line(surf, pat, (k, 0), (k - size, size), 1)
        pygame.draw.line(surf, pat, (k - size, 0), (k, size), 1)
    pygame.draw.rect(surf, shade(base, 0.75), (0, 0, size - e, size - e), max(1, size // 16),
                     border_radius=rad)
    _round_corners(surf, size, rad)
    return surf


@lru_cache(maxsize=16)
def catastrophe(size: int) -> pygame.Surface:
    """A catastrophe tile: an ash-grey tile with a red-black burst and cracks."""
    size = max(8, size)
    base = (196, 186, 164)
    surf, rad, e = _cardboard(base, size)
    big, box = _big(size - e)
    cx, cy, R = box.centerx, box.centery, box.w * 0.42
    rnd = random.Random(5)
    pts = []
    for i in range(18):
        a = i * math.tau / 18 + 0.1
        rr = R * (1.0 if i % 2 == 0 else rnd.uniform(0.38, 0.5))
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    pygame.draw.polygon(big, (62, 34, 26, 255), pts)
    inner = [(cx + (x - cx) * 0.62, cy + (y - cy) * 0.62) for x, y in pts]
    pygame.draw.polygon(big, (186, 54, 30, 255), inner)
    pygame.draw.circle(big, (236, 170, 60, 255), (cx, cy), R * 0.16)
    surf.blit(_down(big, size - e), (0, 0))
    pygame.draw.rect(surf, shade(base, 0.7), (0, 0, size - e, size - e), 1, border_radius=rad)
    return surf


@lru_cache(maxsize=16)
def unification(size: int) -> pygame.Surface:
    """The unification marker: a small cream token with two linked rings."""
    size = max(8, size)
    big, box = _big(size)
    c = box.center
    R = box.w * 0.48
    pygame.draw.circle(big, (90, 70, 40, 255), c, R)
    pygame.draw.circle(big, (238, 226, 196, 255), c, R * 0.9)
    lw = max(2, box.w // 14)
    for dx in (-0.13, 0.13):
        pygame.draw.circle(big, (150, 110, 30, 255), (c[0] + dx * box.w, c[1]), box.w * 0.2, lw)
    return _down(big, size)


@lru_cache(maxsize=64)
def leader(colour: int, dynasty: int, ring: Color, size: int, mark: bool = False) -> pygame.Surface:
    """A leader disc of its colour with the dynasty's symbol, ringed in the player colour."""
    size = max(10, size)
    big, box = _big(size)
    c = box.center
    R = box.w * 0.5 - 1
    base = TILE_RGB[colour]
    pygame.draw.circle(big, (*shade(ring, 0.6), 255), (c[0] + box.w * 0.02, c[1] + box.w * 0.03),
                       R * 0.97)
    pygame.draw.circle(big, (*ring, 255), c, R * 0.96)
    pygame.draw.circle(big, (*shade(ring, 1.35), 255), c, R * 0.96, max(1, box.w // 40))
    pygame.draw.circle(big, (*TILE_LIGHT, 255), c, R * 0.8)
    pygame.draw.circle(big, (*shade(base, 0.6), 255), c, R * 0.77)
    pygame.draw.circle(big, (*base, 255), (c[0] - box.w * 0.01, c[1] - box.w * 0.01), R * 0.73)
    pygame.draw.arc(big, (*shade(base, 1.4), 255), pygame.Rect(0, 0, R * 1.4, R * 1.4).move(
        c[0] - R * 0.71, c[1] - R * 0.71), math.pi * 0.55, math.pi * 1.05, max(1, box.w // 40))
    inner = pygame.Rect(0, 0, int(R * 1.3), int(R * 1.3))
    inner.center = c
    _dynasty_symbol(big, inner, dynasty, (*TILE_LIGHT, 255), (*base, 255))
    if mark:  # colour-blind help: the tile symbol of its colour, small, at the bottom
        sub = pygame.Rect(0, 0, int(R * 0.5), int(R * 0.5))
        sub.midbottom = (c[0], c[1] + R * 0.95)
        pygame.draw.circle(big, (*TILE_LIGHT, 255), sub.center, sub.w * 0.55)
        _tile_symbol(big, sub, colour, (*base, 255), (*TILE_LIGHT, 255))
    return _down(big, size)


@lru_cache(maxsize=16)
def badge(dynasty: int, ring: Color, size: int) -> pygame.Surface:
    """A player's badge: the dynasty symbol on a disc of the player's colour."""
    size = max(10, size)
    big, box = _big(size)
    c = box.center
    R = box.w * 0.5 - 1
    pygame.draw.circle(big, (*shade(ring, 0.55), 255), c, R)
    pygame.draw.circle(big, (*ring, 255), c, R * 0.9)
    inner = pygame.Rect(0, 0, int(R * 1.45), int(R * 1.45))
    inner.center = c
    light = (255, 250, 236, 255) if sum(ring) < 560 else (*INK, 255)
    _dynasty_symbol(big, inner, dynasty, light, (*ring, 255))
    return _down(big, size)


@lru_cache(maxsize=8)
def treasure(size: int, priority: bool = False) -> pygame.Surface:
    """A gold treasure cube (a ring round it on priority squares)."""
    size = max(6, size)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    b = max(1, size // 6)
    side = size - b
    pygame.draw.rect(surf, shade(GOLD, 0.55), (b, b, side, side), border_radius=max(1, size // 8))
    pygame.draw.rect(surf, GOLD, (0, 0, side, side), border_radius=max(1, size // 8))
    pygame.draw.rect(surf, shade(GOLD, 1.45), (b, b, side - 2 * b, side - 2 * b),
                     border_radius=max(1, size // 10))
    pygame.draw.rect(surf, shade(GOLD, 1.15), (b + 1, b + 1, side - 2 * b - 2, side - 2 * b - 2),
                     border_radius=max(1, size // 10))
    if priority:
        pygame.draw.rect(surf, (120, 30, 20), (0, 0, side, side), max(1, size // 10),
                         border_radius=max(1, size // 8))
    return surf


@lru_cache(maxsize=16)
def monument(a: int, b: int, size: int) -> pygame.Surface:
    """A monument seen from above: a square base of colour ``a``, a stepped top of ``b``."""
    size = max(12, size)
    big, box = _big(size)
    ca, cb = TILE_RGB[a], TILE_RGB[b]
    r = box.w
    pygame.draw.rect(big, (*shade(ca, 0.5), 255), (r * 0.05, r * 0.05, r * 0.93, r * 0.93),
                     border_radius=int(r * 0.05))
    pygame.draw.rect(big, (*ca, 255), (r * 0.02, r * 0.02, r * 0.92, r * 0.92),
                     border_radius=int(r * 0.05))
    pygame.draw.polygon(big, (*shade(ca, 1.3), 255), [(r * 0.02, r * 0.02), (r * 0.94, r * 0.02),
                                                      (r * 0.74, r * 0.22), (r * 0.22, r * 0.22)])
    pygame.draw.polygon(big, (*shade(ca, 0.75), 255), [(r * 0.94, r * 0.94), (r * 0.02, r * 0.94),
                                                       (r * 0.22, r * 0.74), (r * 0.74, r * 0.74)])
    pygame.draw.rect(big, (*shade(cb, 0.55), 255), (r * 0.24, r * 0.24, r * 0.54, r * 0.54))
    pygame.draw.rect(big, (*cb, 255), (r * 0.22, r * 0.22, r * 0.52, r * 0.52))
    pygame.draw.polygon(big, (*shade(cb, 1.35), 255), [(r * 0.22, r * 0.22), (r * 0.74, r * 0.22),
                                                       (r * 0.62, r * 0.34), (r * 0.34, r * 0.34)])
    pygame.draw.rect(big, (*shade(cb, 1.15), 255), (r * 0.34, r * 0.34, r * 0.28, r * 0.28))
    pygame.draw.rect(big, (*TILE_LIGHT, 255), (r * 0.43, r * 0.43, r * 0.1, r * 0.1))
    return _down(big, size)


@lru_cache(maxsize=16)
def building(colour: int, size: int) -> pygame.Surface:
    """A civilization building: an ivory house piece with a roof of its colour."""
    size = max(8, size)
    big, box = _big(size)
    c = TILE_RGB[colour]
    lw = max(2, box.w // 16)
    body = _pts([(0.14, 0.5), (0.86, 0.5), (0.86, 0.94), (0.14, 0.94)], box)
    roof = _pts([(0.04, 0.54), (0.5, 0.08), (0.96, 0.54)], box)
    pygame.draw.polygon(big, (30, 20, 10, 110), [(x + lw, y + lw) for x, y in body + roof[::2]])
    pygame.draw.polygon(big, (236, 226, 200, 255), body)
    pygame.draw.polygon(big, (*c, 255), roof)
    pygame.draw.polygon(big, (40, 28, 16, 255), body, lw)
    pygame.draw.polygon(big, (40, 28, 16, 255), roof, lw)
    pygame.draw.rect(big, (*c, 255), _r((0.42, 0.66, 0.16, 0.28), box))
    return _down(big, size)


@lru_cache(maxsize=8)
def ziggurat(size: int) -> pygame.Surface:
    """The ziggurat tower seen from above: stepped sand-coloured squares."""
    size = max(12, size)
    big, box = _big(size)
    r = box.w
    for i, f in enumerate((0.0, 0.12, 0.24, 0.34)):
        col = shade((196, 162, 104), 0.8 + i * 0.12)
        pygame.draw.rect(big, (*shade(col, 0.6), 255),
                         (r * f + r * 0.02, r * f + r * 0.02, r * (1 - 2 * f) - r * 0.02,
                          r * (1 - 2 * f) - r * 0.02))
        pygame.draw.rect(big, (*col, 255), (r * f, r * f, r * (1 - 2 * f) - r * 0.02,
                                            r * (1 - 2 * f) - r * 0.02))
    return _down(big, size)


@lru_cache(maxsize=8)
def _shedu(size: int) -> pygame.Surface:
    """The winged bull (shedu) printed on starting-temple squares, in faded ink."""
    big, box = _big(size)
    ink = (*INK, 255)
    light = (*SAND, 255)
    body = [(0.16, 0.47), (0.6, 0.44), (0.72, 0.5), (0.74, 0.68), (0.62, 0.72), (0.22, 0.72),
            (0.13, 0.63)]
    pygame.draw.polygon(big, ink, _pts(body, box))
    for x, y, h in ((0.18, 0.68, 0.2), (0.3, 0.68, 0.2), (0.54, 0.68, 0.2), (0.64, 0.66, 0.22)):
        pygame.draw.rect(big, ink, _r((x, y, 0.07, h), box))
        pygame.draw.rect(big, ink, _r((x - 0.01, y + h - 0.03, 0.09, 0.03), box))
    pygame.draw.line(big, ink, _pts([(0.15, 0.5)], box)[0], _pts([(0.07, 0.66)], box)[0],
                     max(2, box.w // 40))
    pygame.draw.circle(big, ink, _pts([(0.07, 0.68)], box)[0], box.w * 0.025)
    wing = [(0.3, 0.48), (0.2, 0.3), (0.17, 0.14), (0.3, 0.12), (0.52, 0.2), (0.66, 0.38),
            (0.6, 0.46)]
    pygame.draw.polygon(big, ink, _pts(wing, box))
    for i in range(5):
        t = 0.2 + i * 0.1
        pygame.draw.line(big, light, _pts([(0.56 - i * 0.03, 0.42 - i * 0.01)], box)[0],
                         _pts([(0.22 + i * 0.04, t - 0.04)], box)[0], max(1, box.w // 60))
    neck = [(0.64, 0.48), (0.74, 0.3), (0.86, 0.3), (0.85, 0.5), (0.74, 0.56)]
    pygame.draw.polygon(big, ink, _pts(neck, box))
    pygame.draw.circle(big, ink, _pts([(0.81, 0.3)], box)[0], box.w * 0.07)
    pygame.draw.rect(big, ink, _r((0.74, 0.1, 0.13, 0.14), box))
    for y in (0.14, 0.19):
        pygame.draw.line(big, light, _pts([(0.75, y)], box)[0], _pts([(0.86, y)], box)[0],
                         max(1, box.w // 80))
    pygame.draw.polygon(big, ink, _pts([(0.77, 0.34), (0.9, 0.33), (0.88, 0.5), (0.79, 0.5)], box))
    for x in (0.8, 0.84):
        pygame.draw.line(big, light, _pts([(x, 0.37)], box)[0], _pts([(x, 0.48)], box)[0],
                         max(1, box.w // 90))
    pygame.draw.circle(big, light, _pts([(0.84, 0.28)], box)[0], box.w * 0.012)
    out = _down(big, size)
    out.set_alpha(150)
    return out


# --------------------------------------------------------------------------- the board


def render_board(geo: Geometry, river: tuple, temples: tuple, priority: frozenset,
                 show_coords: bool, seed: int = 3) -> pygame.Surface:
    """The printed board (no pieces) at the geometry's size, as one surface."""
    W, H = geo.rect.size
    s, m, cols, rows = geo.s, geo.m, geo.cols, geo.rows
    surf = make_paper(W, H, seed)
    rnd = random.Random(seed)

    def sr(sq: int) -> pygame.Rect:
        r, c = divmod(sq, cols)
        return pygame.Rect(m + c * s, m + r * s, s, s)

    # land: sand and ochre washes, each square a little different
    land = pygame.Surface((W, H), pygame.SRCALPHA)
    for sq in range(cols * rows):
        if river[sq]:
            continue
        t = rnd.uniform(0.05, 0.55)
        col = lerp(SAND, OCHRE, t)
        pygame.draw.rect(land, (*col, 150), sr(sq))
    surf.blit(land, (0, 0))
    # rivers: a teal wash that stops a hair short of its outline, printed a touch off register
    d = max(2, s // 14)
    e = max(3, s // 12)  # the river runs out to the printed frame
    wash = pygame.Surface((W, H), pygame.SRCALPHA)
    reg = (1, 1)
    for sq in range(cols * rows):
        if not river[sq]:
            continue
        r, c = divmod(sq, cols)
        rect = sr(sq)
        left = c == 0 or river[sq - 1]
        right = c == cols - 1 or river[sq + 1]
        up = r == 0 or river[sq - cols]
        down = r == rows - 1 or river[sq + cols]
        x0 = rect.left - (e if c == 0 else 0) + (0 if left else d)
        x1 = rect.right + (e if c == cols - 1 else 0) - (0 if right else d)
        y0 = rect.top - (e if r == 0 else 0) + (0 if up else d)
        y1 = rect.bottom + (e if r == rows - 1 else 0) - (0 if down else d)
        wc = lerp(WATER, (112, 168, 176), rnd.uniform(0, 0.5))
        pygame.draw.rect(wash, (*wc, 205), (x0 + reg[0], y0 + reg[1], x1 - x0, y1 - y0))
    # water ripples
    for sq in range(cols * rows):
        if not river[sq]:
            continue
        rect = sr(sq)
        for _ in range(2):
            x = rect.x + rnd.uniform(0.15, 0.55) * s
            y = rect.y + rnd.uniform(0.2, 0.8) * s
            w = s * 0.3
            pts = [(x + w * i / 6, y + math.sin(i / 6 * math.tau) * s * 0.03) for i in range(7)]
            pygame.draw.lines(wash, (*WATER_DARK, 120), False, pts, max(1, s // 40))
    surf.blit(wash, (0, 0))
    # river banks: uneven ink where water meets land
    bank = (*lerp(INK, WATER_DARK, 0.35), 230)
    inkl = pygame.Surface((W, H), pygame.SRCALPHA)
    for sq in range(cols * rows):
        if not river[sq]:
            continue
        r, c = divmod(sq, cols)
        rect = sr(sq)
        bw = max(1.5, s / 26)
        if c > 0 and not river[sq - 1]:
            ink_line(inkl, bank, rect.topleft, rect.bottomleft, bw, rnd)
        if c < cols - 1 and not river[sq + 1]:
            ink_line(inkl, bank, rect.topright, rect.bottomright, bw, rnd)
        if r > 0 and not river[sq - cols]:
            ink_line(inkl, bank, rect.topleft, rect.topright, bw, rnd)
        if r < rows - 1 and not river[sq + cols]:
            ink_line(inkl, bank, rect.bottomleft, rect.bottomright, bw, rnd)
    # faint grid
    grid = (*INK, 40)
    for c in range(cols + 1):
        x = m + c * s
        ink_line(inkl, grid, (x, m), (x, m + rows * s), 1, rnd, 0.3)
    for r in range(rows + 1):
        y = m + r * s
        ink_line(inkl, grid, (m, y), (m + cols * s, y), 1, rnd, 0.3)
    surf.blit(inkl, (0, 0))
    # the printed frame round the playing area
    frame = pygame.Surface((W, H), pygame.SRCALPHA)
    outer = pygame.Rect(m, m, cols * s, rows * s).inflate(2 * e, 2 * e)
    for p0, p1 in ((outer.topleft, outer.topright), (outer.topright, outer.bottomright),
                   (outer.bottomright, outer.bottomleft), (outer.bottomleft, outer.topleft)):
        ink_line(frame, (*INK, 220), p0, p1, max(2, s / 22), rnd, 0.4)
    inner = pygame.Rect(m, m, cols * s, rows * s)
    pygame.draw.rect(frame, (*INK, 150), inner, 1)
    surf.blit(frame, (0, 0))
    # shedu on the starting temples, frames round the priority treasures
    sh = _shedu(int(s * 0.9))
    deco = pygame.Surface((W, H), pygame.SRCALPHA)
    for sq in temples:
        rect = sr(sq)
        surf.blit(sh, (rect.x + s * 0.05, rect.y + s * 0.05))
        if sq in priority:
            fr = rect.inflate(max(4, s // 10), max(4, s // 10))
            pygame.draw.rect(deco, (120, 36, 24, 220), fr, max(2, s // 20))
            pygame.draw.rect(deco, (120, 36, 24, 160), fr.inflate(-max(6, s // 7),
                                                                   -max(6, s // 7)), 1)
            k = max(3, s // 9)
            for cx, cy in (fr.topleft, fr.topright, fr.bottomleft, fr.bottomright):
                pygame.draw.polygon(deco, (150, 52, 30, 235), [(cx - k, cy), (cx, cy - k),
                                                               (cx + k, cy), (cx, cy + k)])
    surf.blit(deco, (0, 0))
    # coordinates in the margin
    if show_coords:
        fs = max(9, int(m * 0.6))
        pad = (outer.w - inner.w) // 2
        for c in range(cols):
            t = render(chr(65 + c), fs, (96, 72, 46))
            x = m + c * s + s // 2 - t.get_width() // 2
            surf.blit(t, (x, (m - pad - t.get_height()) // 2))
        for r in range(rows):
            t = render(str(r + 1), fs, (96, 72, 46))
            y = m + r * s + s // 2 - t.get_height() // 2
            surf.blit(t, ((m - pad - t.get_width()) // 2, y))
    # the fold crease across the middle
    crease = pygame.Surface((W, H), pygame.SRCALPHA)
    x = W // 2
    pygame.draw.line(crease, (60, 40, 20, 26), (x + 2, 0), (x + 2, H), 4)
    pygame.draw.line(crease, (60, 40, 20, 40), (x + 1, 0), (x + 1, H), 1)
    pygame.draw.line(crease, (255, 252, 240, 110), (x, 0), (x, H), 1)
    surf.blit(crease, (0, 0))
    return surf
