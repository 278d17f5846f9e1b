"""The glow of emphasised actions (a guided game's step, a hint): a pulsing ring drawn
by the scene over every rectangle the view names (``BoardView.emphasis_rects``)."""

from __future__ import annotations

import math

import pygame

RING = (214, 64, 40)  # warm red, distinct from the gold of legal targets
HALO = (255, 214, 120)


def draw_emphasis(surf: pygame.Surface, rects: list[pygame.Rect], t: float) -> None:
    """A pulsing double ring around each of ``rects`` (``t``: seconds, for the pulse)."""
    if not rects:
        return
    p = 0.5 + 0.5 * math.sin(t * 5.0)
    for r in rects:
        grow = int(3 + 4 * p)
        outer = r.inflate(2 * grow + 6, 2 * grow + 6)
        radius = max(4, min(outer.w, outer.h) // 4)
        pygame.draw.rect(surf, HALO, outer.inflate(4, 4), 3, border_radius=radius + 2)
        pygame.draw.rect(surf, RING, outer, 3, border_radius=radius)


def square(center: tuple[int, int], size: int) -> pygame.Rect:
    """A ``size`` square centred on ``center`` (a point place: a post, a province)."""
    r = pygame.Rect(0, 0, size, size)
    r.center = (int(center[0]), int(center[1]))
    return r
