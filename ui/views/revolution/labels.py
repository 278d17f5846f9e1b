"""Where each settlement's name goes: a greedy placer, run once per layout.

Each name may sit below, above, right or left of its marker, or at a corner; the names
are placed one after another (the most crowded first) at the first candidate that
touches no other name, marker or fixed obstacle (province names and badges, army rows,
the places pieces are drawn), else at the candidate that overlaps least."""

from __future__ import annotations

import pygame


def _overlap(r: pygame.Rect, others: list[pygame.Rect]) -> int:
    total = 0
    for o in r.collidelistall(others):
        c = r.clip(others[o])
        total += c.w * c.h
    return total


def candidates(size: tuple[int, int], marker: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """The positions a name of ``size`` may take around ``marker``, the preferred first."""
    w, h = size
    r = pygame.Rect(0, 0, w, h)
    out = []
    for far in (0, h // 2, h):  # next to the marker first, then a little further out
        out += _ring(r, marker.inflate(2 * far, 2 * far), gap)
    return out


def _ring(r: pygame.Rect, marker: pygame.Rect, gap: int) -> list[pygame.Rect]:
    out = []
    for attr, point in (("midtop", (marker.centerx, marker.bottom + gap)),
                        ("midbottom", (marker.centerx, marker.top - gap)),
                        ("midleft", (marker.right + gap, marker.centery)),
                        ("midright", (marker.left - gap, marker.centery)),
                        ("topleft", (marker.right, marker.bottom)),
                        ("topright", (marker.left, marker.bottom)),
                        ("bottomleft", (marker.right, marker.top)),
                        ("bottomright", (marker.left, marker.top))):
        c = r.copy()
        setattr(c, attr, point)
        out.append(c)
    return out


def place(sizes: list[tuple[int, int]], markers: list[pygame.Rect],
          obstacles: list[pygame.Rect], bounds: pygame.Rect, gap: int = 1,
          firm: tuple[pygame.Rect, ...] = ()) -> list[pygame.Rect]:
    """One rectangle per name (``sizes[i]`` next to ``markers[i]``), inside ``bounds``;
    a name avoids the ``firm`` obstacles (the army rows) as it avoids other names."""
    n = len(sizes)
    crowd = [len(markers[i].inflate(sizes[i][0] * 2, sizes[i][1] * 4).collidelistall(markers))
             for i in range(n)]
    placed: list[pygame.Rect | None] = [None] * n
    taken: list[pygame.Rect] = []
    for i in sorted(range(n), key=lambda k: -crowd[k]):
        others = [m for j, m in enumerate(markers) if j != i]
        best, best_cost = None, None
        for c in candidates(sizes[i], markers[i], gap):
            if not bounds.contains(c):
                continue
            cost = 50 * (_overlap(c, taken) + _overlap(c, others) + _overlap(c, list(firm)))
            cost += _overlap(c, obstacles)
            if best_cost is None or cost < best_cost:
                best, best_cost = c, cost
                if cost == 0:
                    break
        if best is None:
            best = candidates(sizes[i], markers[i], gap)[0].clamp(bounds)
        placed[i] = best
        taken.append(best)
    return [r for r in placed if r is not None]
