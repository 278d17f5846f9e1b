"""The scanned-paper look at run time: paper fills, panels, label buttons, creases.

The textures come from art/ (made by tools/make_art.py). Everything is drawn at
the real size asked for and cached by size, so the window stays sharp when it is
resized. A missing image is logged once, naming the file, and a flat colour is
used instead.
"""

from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from ui.paths import asset_path
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, PAPER, PAPER_DARK

log = logging.getLogger(__name__)
_missing: set[str] = set()


def load_image(*parts: str, alpha: bool = False) -> pygame.Surface | None:
    """An image from the assets, or None (logged once, naming the file) when missing."""
    path = asset_path(*parts)
    try:
        img = pygame.image.load(path)
    except (pygame.error, FileNotFoundError, OSError) as exc:
        if path not in _missing:
            _missing.add(path)
            log.error("missing or unreadable image %s: %s", path, exc)
        return None
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        img = img.convert_alpha() if alpha else img.convert()
    return img


@lru_cache(maxsize=4)
def _paper_tile() -> pygame.Surface | None:
    return load_image("art", "paper.png")


@lru_cache(maxsize=4)
def _vignette() -> pygame.Surface | None:
    return load_image("art", "vignette.png", alpha=True)


@lru_cache(maxsize=160)
def _sheet(w: int, h: int, tint: tuple | None, worn: bool) -> pygame.Surface:
    surf = pygame.Surface((max(1, w), max(1, h)))
    tile = _paper_tile()
    if tile is None:
        surf.fill(PAPER)
    else:
        tw, th = tile.get_size()
        for x in range(0, w, tw):
            for y in range(0, h, th):
                surf.blit(tile, (x, y))
    if tint is not None:
        surf.fill(tint, special_flags=pygame.BLEND_RGB_MULT)
    if worn:
        vig = _vignette()
        if vig is not None:
            surf.blit(pygame.transform.smoothscale(vig, (max(1, w), max(1, h))), (0, 0))
    return _fast(surf)


def _fast(surf: pygame.Surface) -> pygame.Surface:
    """The surface in the window's pixel format (blits several times faster)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert()
    return surf


def sheet(size: tuple[int, int], tint: tuple | None = None, worn: bool = True) -> pygame.Surface:
    """A paper sheet of ``size`` (cached; do not draw on the returned surface)."""
    return _sheet(int(size[0]), int(size[1]), tint, worn)


def fill(surf: pygame.Surface, rect: pygame.Rect | None = None) -> None:
    """Cover ``rect`` (default: all of ``surf``) with worn paper."""
    rect = pygame.Rect(rect or surf.get_rect())
    surf.blit(sheet(rect.size), rect.topleft)


def shadow(surf: pygame.Surface, rect: pygame.Rect, depth: int = 4, radius: int = 6) -> None:
    """A soft contact shadow under a sheet lying on the table."""
    rect = pygame.Rect(rect)
    surf.blit(_shadow(rect.w, rect.h, depth, radius), (rect.x - depth * 2, rect.y - depth * 2))


@lru_cache(maxsize=64)
def _shadow(w: int, h: int, depth: int, radius: int) -> pygame.Surface:
    layer = pygame.Surface((w + depth * 4, h + depth * 4), pygame.SRCALPHA)
    for k in range(depth, 0, -1):
        a = int(36 / k)
        pygame.draw.rect(layer, (40, 26, 12, a),
                         pygame.Rect(depth * 2 - k + depth // 2, depth * 2 - k + depth,
                                     w + 2 * k, h + 2 * k),
                         border_radius=radius + k)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return layer.convert_alpha()
    return layer


def panel(surf: pygame.Surface, rect: pygame.Rect, title_rule: bool = False,
          tint: tuple | None = None, border: bool = True) -> None:
    """A paper panel: shadow, worn sheet, a thin printed frame."""
    rect = pygame.Rect(rect)
    if rect.w <= 2 or rect.h <= 2:
        return
    shadow(surf, rect)
    surf.blit(sheet(rect.size, tint), rect.topleft)
    if border:
        pygame.draw.rect(surf, INK_SOFT, rect, width=1)
        inner = rect.inflate(-8, -8)
        if inner.w > 0 and inner.h > 0:
            pygame.draw.rect(surf, (*INK_SOFT, 255), inner, width=1)


def crease(surf: pygame.Surface, rect: pygame.Rect, vertical: bool = True) -> None:
    """The fold of a board: a thin lighter line with a soft shadow beside it."""
    rect = pygame.Rect(rect)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    if vertical:
        x = rect.w // 2
        for k, a in ((1, 26), (2, 16), (3, 8)):
            pygame.draw.line(layer, (70, 45, 20, a), (x + k, 0), (x + k, rect.h))
        pygame.draw.line(layer, (255, 250, 235, 70), (x, 0), (x, rect.h))
    else:
        y = rect.h // 2
        for k, a in ((1, 26), (2, 16), (3, 8)):
            pygame.draw.line(layer, (70, 45, 20, a), (0, y + k), (rect.w, y + k))
        pygame.draw.line(layer, (255, 250, 235, 70), (0, y), (rect.w, y))
    surf.blit(layer, rect.topleft)


def rule(surf: pygame.Surface, x0: int, x1: int, y: int, color: tuple = INK_SOFT) -> None:
    """A printed horizontal rule with thin-thick-thin weight."""
    pygame.draw.line(surf, color, (x0, y), (x1, y))
    pygame.draw.line(surf, color, (x0 + 6, y + 3), (x1 - 6, y + 3), 2)


def label_plate(surf: pygame.Surface, rect: pygame.Rect, pressed: bool = False,
                enabled: bool = True, hover: bool = False) -> None:
    """A printed label glued on card: the face of every button."""
    rect = pygame.Rect(rect)
    if not pressed:
        shadow(surf, rect, depth=2, radius=4)
    face = rect.move(0, 1) if pressed else rect
    tint = None
    if not enabled:
        tint = (226, 222, 214)
    elif hover:
        tint = (255, 250, 236)
    surf.blit(sheet(face.size, tint or (246, 236, 214)), face.topleft)
    col = INK if enabled else (150, 136, 116)
    pygame.draw.rect(surf, col, face, width=2, border_radius=3)
    inner = face.inflate(-6, -6)
    if inner.w > 4 and inner.h > 4:
        pygame.draw.rect(surf, col, inner, width=1, border_radius=2)


# fill and inner accent ring (width; 0 none) of a board view's small button, per state
_BUTTON_STATES = {
    "up": (PAPER, 0),
    "hover": (GLOW, 0),
    "off": (PAPER_DARK, 0),
    "on": ((232, 206, 140), 2),  # toggled
    "sel": (GLOW, 2),  # selected
    "hot": ((240, 220, 168), 1),  # the suggested move
}


@lru_cache(maxsize=512)
def button_face(w: int, h: int, state: str = "up", radius: int = 5) -> pygame.Surface:
    """The small card buttons of the board views, in ``state`` (see _BUTTON_STATES)."""
    w, h = max(8, w), max(8, h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    fill, ring = _BUTTON_STATES.get(state, _BUTTON_STATES["up"])
    border = INK_SOFT if state == "off" else INK
    pygame.draw.rect(surf, (40, 24, 10, 60), (2, 3, w - 2, h - 3), border_radius=radius)
    pygame.draw.rect(surf, fill, (0, 0, w - 2, h - 3), border_radius=radius)
    pygame.draw.rect(surf, border, (0, 0, w - 2, h - 3), 1, border_radius=radius)
    if ring:
        pygame.draw.rect(surf, ACCENT, (2, 2, w - 6, h - 7), ring, border_radius=radius - 1)
    return surf


def focus_ring(surf: pygame.Surface, rect: pygame.Rect, color: tuple = (142, 46, 32)) -> None:
    """The keyboard focus: a red-brown pencilled ring round the control."""
    r = pygame.Rect(rect).inflate(8, 8)
    pygame.draw.rect(surf, color, r, width=2, border_radius=6)


def table(surf: pygame.Surface) -> None:
    """The table the sheets lie on: a dark walnut-brown cloth, not pure black."""
    w, h = surf.get_size()
    surf.blit(_table(w, h), (0, 0))


@lru_cache(maxsize=8)
def _table(w: int, h: int) -> pygame.Surface:
    base = pygame.Surface((max(1, w), max(1, h)))
    base.fill((96, 72, 48))
    tile = _paper_tile()
    if tile is not None:
        grain = sheet((w, h), worn=False).copy()
        grain.fill((112, 84, 58), special_flags=pygame.BLEND_RGB_MULT)
        base.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        base.fill((74, 54, 36), special_flags=pygame.BLEND_RGB_ADD)
    vig = _vignette()
    if vig is not None:
        base.blit(pygame.transform.smoothscale(vig, (max(1, w), max(1, h))), (0, 0))
    return _fast(base)


def clear_caches() -> None:
    _sheet.cache_clear()
    _table.cache_clear()
    _shadow.cache_clear()
    _paper_tile.cache_clear()
    _vignette.cache_clear()


PAPER_COLORS = (PAPER, PAPER_DARK)
__all__ = ["sheet", "fill", "panel", "crease", "label_plate", "focus_ring", "table",
           "shadow", "rule", "load_image", "clear_caches"]
