"""Drawing pieces of the Tigris & Euphrates panels: paper buttons and the paper cards of
the hover notes and decisions."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ui import paper
from ui.theme import INK, INK_SOFT, render
from ui.views.common.buttons import Button
from ui.views.tigris import art


def draw_button(surf: pygame.Surface, b: Button, hover: bool, size: int = 18) -> None:
    state = "off" if not b.enabled else ("on" if b.toggled else ("hover" if hover else "up"))
    surf.blit(paper.button_face(b.rect.w, b.rect.h, state, radius=6), b.rect)
    color = INK_SOFT if not b.enabled else INK
    t = render(b.label, size, color) if b.label else None
    iw = b.icon.get_width() + (6 if t else 0) if b.icon else 0
    tw = t.get_width() if t else 0
    x = b.rect.centerx - (iw + tw) // 2 - 1
    if b.icon:
        surf.blit(b.icon, (x, b.rect.centery - b.icon.get_height() // 2 - 1))
    if t:
        surf.blit(t, (x + iw, b.rect.centery - t.get_height() // 2 - 2))


@lru_cache(maxsize=1)
def _card_paper() -> pygame.Surface:
    return art.make_paper(900, 600, seed=17)


@lru_cache(maxsize=64)
def card(w: int, h: int) -> pygame.Surface:
    """A small paper card with an ink border and a soft shadow (cached per size)."""
    w, h = max(8, w), max(8, h)
    pad = 8
    surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    surf.blit(art.shadow(w, h, pad, 110, 8), (2, 4))
    big = _card_paper()
    if w <= big.get_width() and h <= big.get_height():
        paper = big.subsurface((0, 0, w, h))
    else:
        paper = pygame.transform.smoothscale(big, (w, h))
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    face.blit(paper, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=8)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(face, (pad, pad))
    pygame.draw.rect(surf, INK, (pad, pad, w, h), 2, border_radius=8)
    pygame.draw.rect(surf, (*INK_SOFT, 120), (pad + 4, pad + 4, w - 8, h - 8), 1,
                     border_radius=6)
    return surf


def blit_card(surf: pygame.Surface, rect: pygame.Rect) -> None:
    surf.blit(card(rect.w, rect.h), (rect.x - 8, rect.y - 8))
