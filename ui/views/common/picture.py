"""The part of a table a rule example's picture shows (``BoardView.picture_part``): a
rectangle around the places that matter, with the picture's shape."""

from __future__ import annotations

import pygame


def frame_around(rects: list[pygame.Rect], frame: pygame.Rect, aspect: float,
                 whole: pygame.Rect) -> pygame.Rect | None:
    """A rectangle of ``aspect`` (width / height) around ``rects`` with a margin, inside
    ``frame`` (a map) when it fits there, else inside ``whole`` (None: no rects)."""
    if not rects:
        return None
    r = rects[0].unionall(rects[1:]) if len(rects) > 1 else pygame.Rect(rects[0])
    w = max(r.w + frame.w // 3, int(frame.h * 0.45 * aspect))
    h = max(r.h + frame.h // 3, int(w / aspect))
    w = int(h * aspect)
    z = pygame.Rect(0, 0, min(w, whole.w), min(h, whole.h))
    z.center = r.center
    return z.clamp(frame if frame.w >= z.w and frame.h >= z.h else whole)


def fit(part: pygame.Rect, aspect: float, whole: pygame.Rect) -> pygame.Rect:
    """``part`` widened or heightened to ``aspect``, kept inside ``whole``."""
    cut = pygame.Rect(part)
    if cut.w / max(1, cut.h) < aspect:
        cut.inflate_ip(int(cut.h * aspect) - cut.w, 0)
    else:
        cut.inflate_ip(0, int(cut.w / aspect) - cut.h)
    return cut.clamp(whole).clip(whole)
