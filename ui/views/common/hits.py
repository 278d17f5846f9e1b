"""What lies under the pointer: a game's geometry lists its places (points or
rectangles, by key) and these answer which one a position means."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import pygame

Point = tuple[float, float]


def nearest(points: Iterable[tuple[Any, Point | None]], pos: Point, radius: float) -> Any:
    """The key of the point nearest ``pos`` closer than ``radius`` (the first on a tie),
    or None."""
    best, bd = None, radius
    for key, pt in points:
        if pt is None:
            continue
        d = math.hypot(pt[0] - pos[0], pt[1] - pos[1])
        if d < bd:
            best, bd = key, d
    return best


def first_within(points: Iterable[tuple[Any, Point | None]], pos: Point,
                 radius: float) -> Any:
    """The key of the first point closer than ``radius`` to ``pos``, or None."""
    for key, pt in points:
        if pt is not None and math.hypot(pt[0] - pos[0], pt[1] - pos[1]) < radius:
            return key
    return None


def first_hit(rects: Iterable[tuple[Any, pygame.Rect]], pos: Point,
              grow: tuple[int, int] = (0, 0)) -> Any:
    """The key of the first rectangle (grown by ``grow``) holding ``pos``, or None."""
    for key, r in rects:
        if (r.inflate(*grow) if grow != (0, 0) else r).collidepoint(pos):
            return key
    return None
