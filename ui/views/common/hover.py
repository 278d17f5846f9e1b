"""Hover cards: a note about the place under the pointer, set beside it and kept on the
table (each game draws its own card; where it goes is the same for all)."""

from __future__ import annotations

import pygame


def place_card(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect,
               after: tuple[int, int] = (8, 4), before: tuple[int, int] = (8, 4)) -> pygame.Rect:
    """Where a card of ``size`` goes: below and to the right of ``anchor`` (``after`` pixels
    away), flipped to the left or above (``before`` pixels away) when it would leave
    ``bounds``, and finally clamped inside them. A point is an anchor of size 0."""
    rect = pygame.Rect(anchor.right + after[0], anchor.bottom + after[1], *size)
    if rect.right > bounds.right:
        rect.right = anchor.left - before[0]
    if rect.bottom > bounds.bottom:
        rect.bottom = anchor.top - before[1]
    rect.clamp_ip(bounds)
    return rect
