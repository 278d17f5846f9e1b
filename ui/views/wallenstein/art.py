"""Small printed and wooden things of the Wallenstein view: cubes, buildings, tokens,
cards and buttons. Everything is drawn by code and cached per size and colour."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ui import paper
from ui.theme import ACCENT, INK, INK_SOFT, PAPER, render
from ui.views.base import ease_out  # re-exported (see __all__) for the other Wallenstein modules
from ui.views.common.buttons import Button

GREEN_CUBE = (128, 178, 58)  # the peasants' cubes (lime, with a pale ring mark)
WOOD = (196, 160, 112)
WOOD_DARK = (120, 84, 50)
CARD_FACE = (246, 238, 218)


def shade(c: tuple, k: float) -> tuple[int, int, int]:
    """``c`` darker (k < 1) or lighter (k > 1)."""
    if k <= 1:
        return tuple(max(0, min(255, int(v * k))) for v in c[:3])  # type: ignore[return-value]
    return tuple(max(0, min(255, int(v + (255 - v) * (k - 1)))) for v in c[:3])  # type: ignore


def mix(a: tuple, b: tuple, t: float) -> tuple[int, int, int]:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


# ----------------------------------------------------------------------------- cubes
@lru_cache(maxsize=256)
def cube(size: int, colour: tuple, shadow: bool = True) -> pygame.Surface:
    """A wooden cube seen from above at a slight angle: bevelled top, darker sides, a
    faint grain and a contact shadow. The surface is ``size + size//4`` square."""
    s = max(4, size)
    pad = max(1, s // 4)
    surf = pygame.Surface((s + pad, s + pad), pygame.SRCALPHA)
    if shadow:
        pygame.draw.rect(surf, (30, 18, 8, 70), (pad // 2 + 1, pad // 2 + 2, s, s),
                         border_radius=max(1, s // 6))
    side = shade(colour, 0.62)
    pygame.draw.rect(surf, side, (0, 0, s, s), border_radius=max(1, s // 6))
    b = max(1, s // 7)
    top = pygame.Rect(b // 2, 0, s - b, s - b)
    pygame.draw.rect(surf, colour, top, border_radius=max(1, s // 7))
    hi = shade(colour, 1.25)
    pygame.draw.line(surf, hi, (top.x + 1, top.y + 1), (top.right - 2, top.y + 1))
    pygame.draw.line(surf, hi, (top.x + 1, top.y + 1), (top.x + 1, top.bottom - 2))
    grain = shade(colour, 0.9)
    for k in range(1, 3):
        y = top.y + top.h * k // 3
        pygame.draw.line(surf, grain, (top.x + 2, y), (top.right - 3, y + (k % 2)))
    pygame.draw.rect(surf, shade(colour, 0.45), (0, 0, s, s), 1, border_radius=max(1, s // 6))
    if tuple(colour) == GREEN_CUBE and s >= 8:  # peasants: a pale ring, told apart by shape
        pygame.draw.circle(surf, (236, 244, 200), top.center, max(2, s // 4), max(1, s // 9))
    return surf


@lru_cache(maxsize=2048)
def cube_rot(size: int, colour: tuple, step: int) -> pygame.Surface:
    """``cube`` turned by ``step`` * 6 degrees (squares repeat every 90 degrees)."""
    base = cube(size, colour, False)
    return pygame.transform.rotate(base, step * 6)


def mark(surf: pygame.Surface, kind: str, center: tuple[int, int], r: int,
         color: tuple = (250, 246, 236)) -> None:
    """The colour-blind mark of a palette index drawn on a piece."""
    x, y = center
    if kind == "circle":
        pygame.draw.circle(surf, color, center, r, max(1, r // 3))
    elif kind == "square":
        pygame.draw.rect(surf, color, (x - r, y - r, 2 * r, 2 * r), max(1, r // 3))
    elif kind == "triangle":
        pygame.draw.polygon(surf, color, [(x, y - r), (x + r, y + r), (x - r, y + r)],
                            max(1, r // 3))
    elif kind == "diamond":
        pygame.draw.polygon(surf, color, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)],
                            max(1, r // 3))
    elif kind == "cross":
        pygame.draw.line(surf, color, (x - r, y - r), (x + r, y + r), max(1, r // 2))
        pygame.draw.line(surf, color, (x - r, y + r), (x + r, y - r), max(1, r // 2))
    else:
        pygame.draw.line(surf, color, (x - r, y), (x + r, y), max(1, r // 2))


# ----------------------------------------------------------------------------- buildings
@lru_cache(maxsize=64)
def building(kind: int, size: int) -> pygame.Surface:
    """A wooden building piece: 0 palace, 1 church, 2 trading house."""
    s = max(8, size)
    surf = pygame.Surface((s + 2, s + 2), pygame.SRCALPHA)
    body = {0: (214, 190, 140), 1: (236, 230, 214), 2: (186, 132, 84)}[kind]
    roof = {0: (150, 52, 38), 1: (86, 92, 110), 2: (120, 60, 36)}[kind]
    edge = INK
    pygame.draw.ellipse(surf, (30, 18, 8, 60), (1, s - s // 5, s, s // 4 + 1))
    if kind == 0:  # palace: a wide block with two towers
        w = s - 2
        pygame.draw.rect(surf, body, (1, s // 2, w, s // 2 - 1))
        for tx in (1, w - s // 4 + 1):
            pygame.draw.rect(surf, body, (tx, s // 5, s // 4, s - s // 5 - 1))
            pygame.draw.polygon(surf, roof, [(tx - 1, s // 5), (tx + s // 8, 0),
                                             (tx + s // 4 + 1, s // 5)])
            pygame.draw.polygon(surf, edge, [(tx - 1, s // 5), (tx + s // 8, 0),
                                             (tx + s // 4 + 1, s // 5)], 1)
            pygame.draw.rect(surf, edge, (tx, s // 5, s // 4, s - s // 5 - 1), 1)
        pygame.draw.rect(surf, edge, (1, s // 2, w, s // 2 - 1), 1)
        pygame.draw.rect(surf, INK, (s // 2 - 1, s - s // 4, max(2, s // 6), s // 4 - 1))
    elif kind == 1:  # church: a nave and a spire with a cross
        pygame.draw.rect(surf, body, (s // 3, s // 2, s * 2 // 3 - 1, s // 2 - 1))
        pygame.draw.polygon(surf, roof, [(s // 3, s // 2), (s * 2 // 3, s // 3),
                                         (s - 1, s // 2)])
        pygame.draw.rect(surf, body, (2, s // 3, s // 3, s * 2 // 3 - 1))
        pygame.draw.polygon(surf, roof, [(1, s // 3), (2 + s // 6, s // 12 + 2),
                                         (s // 3 + 3, s // 3)])
        pygame.draw.line(surf, edge, (2 + s // 6, 0), (2 + s // 6, s // 12 + 2))
        pygame.draw.rect(surf, edge, (s // 3, s // 2, s * 2 // 3 - 1, s // 2 - 1), 1)
        pygame.draw.rect(surf, edge, (2, s // 3, s // 3, s * 2 // 3 - 1), 1)
    else:  # trading house: a tall gabled house
        pygame.draw.rect(surf, body, (2, s // 2 - 1, s - 4, s // 2))
        pygame.draw.polygon(surf, roof, [(1, s // 2), (s // 2, 1), (s - 2, s // 2)])
        pygame.draw.polygon(surf, edge, [(1, s // 2), (s // 2, 1), (s - 2, s // 2)], 1)
        pygame.draw.rect(surf, edge, (2, s // 2 - 1, s - 4, s // 2), 1)
        pygame.draw.rect(surf, INK, (s // 2 - 1, s - s // 3, max(2, s // 5), s // 3 - 1))
    return surf


@lru_cache(maxsize=16)
def revolt_token(size: int) -> pygame.Surface:
    """A round revolt marker: red-brown disc with a raised fist (a pitchfork)."""
    s = max(8, size)
    surf = pygame.Surface((s + 2, s + 2), pygame.SRCALPHA)
    pygame.draw.circle(surf, (30, 18, 8, 70), (s // 2 + 1, s // 2 + 2), s // 2)
    pygame.draw.circle(surf, (168, 44, 30), (s // 2, s // 2), s // 2)
    pygame.draw.circle(surf, INK, (s // 2, s // 2), s // 2, 1)
    c = (250, 232, 200)
    x, y = s // 2, s // 2
    r = s // 3
    pygame.draw.line(surf, c, (x, y - r), (x, y + r), max(1, s // 10))
    for dx in (-r // 2, 0, r // 2):
        pygame.draw.line(surf, c, (x + dx, y - r), (x + dx, y - r // 3), max(1, s // 12))
    pygame.draw.line(surf, c, (x - r // 2, y - r // 3), (x + r // 2, y - r // 3),
                     max(1, s // 12))
    return surf


@lru_cache(maxsize=16)
def coin(size: int) -> pygame.Surface:
    s = max(6, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.circle(surf, (214, 170, 64), (s // 2, s // 2), s // 2)
    pygame.draw.circle(surf, (150, 108, 30), (s // 2, s // 2), s // 2, 1)
    pygame.draw.circle(surf, (240, 206, 120), (s // 2 - 1, s // 2 - 1), max(1, s // 4), 1)
    return surf


@lru_cache(maxsize=16)
def sheaf(size: int) -> pygame.Surface:
    """A grain sheaf: stalks tied in the middle with ears on top."""
    s = max(6, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    col = (196, 150, 52)
    dark = (128, 92, 30)
    cx = s // 2
    for dx in (-s // 4, 0, s // 4):
        pygame.draw.line(surf, dark, (cx + dx // 2, s - 1), (cx + dx, s // 4), 1)
        pygame.draw.ellipse(surf, col, (cx + dx - max(1, s // 8), 0, max(2, s // 4), s // 3 + 1))
    pygame.draw.line(surf, dark, (cx - s // 5, s * 3 // 5), (cx + s // 5, s * 3 // 5), 1)
    return surf


# ----------------------------------------------------------------------------- cards
@lru_cache(maxsize=128)
def card_face(w: int, h: int, tint: tuple = CARD_FACE, back: bool = False) -> pygame.Surface:
    """A cardboard card with rounded corners, a thin edge and a shadow (pad 4)."""
    w, h = max(8, w), max(8, h)
    pad = 4
    surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (30, 18, 8, 60), (pad + 1, pad + 2, w, h), border_radius=5)
    face = paper.sheet((w, h), tint, worn=False)
    m = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), (0, 0, w, h), border_radius=5)
    tmp = pygame.Surface((w, h), pygame.SRCALPHA)
    tmp.blit(face, (0, 0))
    tmp.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(tmp, (pad, pad))
    if back:
        inner = pygame.Rect(pad + 4, pad + 4, w - 8, h - 8)
        pygame.draw.rect(surf, shade(tint, 0.7), inner, border_radius=3)
        step = max(4, w // 6)
        col = shade(tint, 0.55)
        for k in range(-h, w, step):
            pygame.draw.line(surf, col, (inner.x + max(0, k), inner.y + max(0, -k)),
                             (inner.x + min(inner.w - 1, k + inner.h),
                              inner.y + min(inner.h - 1, inner.h - 1 - max(0, k + inner.h
                                                                           - inner.w))))
        pygame.draw.rect(surf, INK_SOFT, inner, 1, border_radius=3)
    pygame.draw.rect(surf, INK, (pad, pad, w, h), 1, border_radius=5)
    return surf


def blit_card(surf: pygame.Surface, rect: pygame.Rect, tint: tuple = CARD_FACE,
              back: bool = False) -> None:
    surf.blit(card_face(rect.w, rect.h, tint, back), (rect.x - 4, rect.y - 4))


# ----------------------------------------------------------------------------- buttons
def fit_text(text: str, size: int, width: int, color: tuple = INK,
             style: str = "regular") -> pygame.Surface:
    """``text`` rendered at ``size`` or smaller (down to 9 px), cut with an ellipsis."""
    s = size
    t = render(text, s, color, style)
    while t.get_width() > width and s > 9:
        s -= 1
        t = render(text, s, color, style)
    if t.get_width() > width:
        cut = text
        while len(cut) > 1 and t.get_width() > width:
            cut = cut[:-1]
            t = render(cut + "…", s, color, style)
    return t


def draw_button(surf: pygame.Surface, b: Button, hover: bool, size: int,
                selected: bool = False) -> None:
    state = "off" if not b.enabled else ("sel" if selected else "on" if b.toggled
                                         else "hover" if hover else "up")
    surf.blit(paper.button_face(b.rect.w, b.rect.h, state), b.rect)
    t = fit_text(b.label, size, b.rect.w - 10, INK if b.enabled else INK_SOFT)
    surf.blit(t, (b.rect.centerx - t.get_width() // 2 - 1,
                  b.rect.centery - t.get_height() // 2 - 2))


def banner(surf: pygame.Surface, center: tuple[int, int], lines: list[str], size: int,
           alpha: int = 255) -> None:
    """A paper scroll with one or two lines, for results and announcements."""
    ts = [render(t, size if i == 0 else int(size * 0.7), INK, "bold" if i == 0 else "italic")
          for i, t in enumerate(lines) if t]
    if not ts:
        return
    w = max(t.get_width() for t in ts) + size * 2
    h = sum(t.get_height() for t in ts) + size
    rect = pygame.Rect(0, 0, w, h)
    rect.center = center
    layer = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    pygame.draw.rect(layer, (30, 18, 8, 80), (4, 6, w, h), border_radius=8)
    layer.blit(paper.sheet((w, h), (250, 240, 214), worn=False), (0, 0))
    pygame.draw.rect(layer, INK, (0, 0, w, h), 2, border_radius=4)
    pygame.draw.rect(layer, ACCENT, (5, 5, w - 10, h - 10), 1, border_radius=3)
    y = size // 2
    for t in ts:
        layer.blit(t, ((w - t.get_width()) // 2, y))
        y += t.get_height()
    if alpha < 255:
        layer.set_alpha(alpha)
    surf.blit(layer, rect.topleft)


def dashed_circle(surf: pygame.Surface, color: tuple, center: tuple, r: int, w: int = 2,
                  phase: float = 0.0) -> None:
    n = max(8, r // 2)
    for k in range(0, n, 2):
        a0 = 2 * math.pi * (k + phase) / n
        a1 = 2 * math.pi * (k + 1 + phase) / n
        pygame.draw.line(surf, color, (center[0] + r * math.cos(a0), center[1] + r * math.sin(a0)),
                         (center[0] + r * math.cos(a1), center[1] + r * math.sin(a1)), w)


__all__ = ["cube", "cube_rot", "building", "revolt_token", "coin", "sheaf", "card_face",
           "blit_card", "draw_button", "fit_text", "ease_out", "banner", "shade",
           "mix", "GREEN_CUBE", "WOOD", "WOOD_DARK", "PAPER", "mark"]
