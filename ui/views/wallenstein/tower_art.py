"""The picture of the cube tower: a stone castle tower with its front cut away, wooden
ledges inside, battlements on top and a walled tray at its foot.

``tower_layers`` renders, once per size, what lies behind the cubes (the dark inside,
the back wall) and what lies in front of them (the cut stone walls, the ledge boards,
the tray's front wall); ``draw_tower`` puts the cubes between the two.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ui.theme import INK, render
from ui.views.wallenstein import art
from ui.views.wallenstein.tower import (
    CS,
    EXIT_Y,
    FLOOR,
    LEDGES,
    TOP,
    TRAY,
    TRAY_FLOOR,
    WALL_L,
    WALL_R,
    WORLD_H,
    WORLD_W,
)

STONE = (186, 170, 142)
STONE_DARK = (122, 108, 88)
MORTAR = (96, 82, 64)
WOOD = (176, 128, 78)
INSIDE = (70, 48, 30)


def scale_for(rect: pygame.Rect) -> tuple[float, int, int]:
    """(scale, x offset, y offset) fitting the world into ``rect``, standing on its floor."""
    k = min(rect.w / WORLD_W, rect.h / WORLD_H)
    ox = rect.x + int((rect.w - WORLD_W * k) / 2)
    oy = rect.y + int(rect.h - WORLD_H * k)
    return k, ox, oy


def _stones(surf: pygame.Surface, rect: pygame.Rect, k: float, seed: int,
            base: tuple = STONE) -> None:
    """Courses of dressed stone with mortar joints filling ``rect``."""
    rnd = random.Random(seed)
    clip = surf.get_clip()
    surf.set_clip(rect)
    ch = max(4, int(11 * k))
    y = rect.y
    row = 0
    while y < rect.bottom:
        x = rect.x - (row % 2) * int(9 * k)
        while x < rect.right:
            w = max(6, int(rnd.uniform(15, 24) * k))
            c = art.shade(base, rnd.uniform(0.86, 1.08))
            r = pygame.Rect(x, y, w - 1, ch - 1)
            pygame.draw.rect(surf, c, r)
            pygame.draw.line(surf, art.shade(c, 1.12), r.topleft, (r.right - 1, r.top))
            pygame.draw.line(surf, art.shade(c, 0.8), (r.left, r.bottom - 1),
                             (r.right - 1, r.bottom - 1))
            if rnd.random() < 0.3:  # a pit or a crack
                px, py = rnd.randint(r.left, max(r.left, r.right - 2)), rnd.randint(
                    r.top, max(r.top, r.bottom - 2))
                pygame.draw.line(surf, art.shade(c, 0.7), (px, py), (px + 2, py + 1))
            pygame.draw.line(surf, MORTAR, (r.right, r.top), (r.right, r.bottom))
            x += w
        pygame.draw.line(surf, MORTAR, (rect.x, y + ch - 1), (rect.right, y + ch - 1))
        y += ch
        row += 1
    surf.set_clip(clip)


def _planks(surf: pygame.Surface, rect: pygame.Rect, base: tuple, seed: int,
            vertical: bool = True) -> None:
    rnd = random.Random(seed)
    pygame.draw.rect(surf, base, rect)
    n = max(2, (rect.w if vertical else rect.h) // 12)
    for j in range(n):
        c = art.shade(base, rnd.uniform(0.82, 1.06))
        if vertical:
            r = pygame.Rect(rect.x + j * rect.w // n, rect.y, rect.w // n + 1, rect.h)
        else:
            r = pygame.Rect(rect.x, rect.y + j * rect.h // n, rect.w, rect.h // n + 1)
        pygame.draw.rect(surf, c, r)
        for _ in range(max(2, (r.h if vertical else r.w) // 16)):
            if vertical:
                x = rnd.randint(r.x + 1, max(r.x + 1, r.right - 2))
                y = rnd.randint(r.y, r.bottom)
                pygame.draw.line(surf, art.shade(c, 0.86), (x, y), (x, min(r.bottom, y + 14)))
            else:
                y = rnd.randint(r.y + 1, max(r.y + 1, r.bottom - 2))
                x = rnd.randint(r.x, r.right)
                pygame.draw.line(surf, art.shade(c, 0.86), (x, y), (min(r.right, x + 16), y))
        edge = (r.x, r.y), ((r.x, r.bottom) if vertical else (r.right, r.y))
        pygame.draw.line(surf, art.shade(base, 0.55), *edge)


def _board(surf: pygame.Surface, P, a: tuple, b: tuple, th: float, k: float) -> None:
    """A wooden board from ``a`` to ``b`` with a lit top and a darker front edge."""
    top = [P(*a), P(*b), P(b[0], b[1] + th * 0.45), P(a[0], a[1] + th * 0.45)]
    face = [P(a[0], a[1] + th * 0.45), P(b[0], b[1] + th * 0.45), P(b[0], b[1] + th),
            P(a[0], a[1] + th)]
    pygame.draw.polygon(surf, art.shade(WOOD, 1.12), top)
    pygame.draw.polygon(surf, art.shade(WOOD, 0.72), face)
    n = max(2, int(math.hypot(b[0] - a[0], b[1] - a[1]) / 14))
    for j in range(1, n):
        t = j / n
        x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        pygame.draw.line(surf, art.shade(WOOD, 0.6), P(x, y + th * 0.5), P(x, y + th * 0.95))
    pygame.draw.polygon(surf, art.shade(WOOD, 0.42), top + face[2:], 1)
    pygame.draw.line(surf, art.shade(WOOD, 1.35), P(*a), P(*b), max(1, int(1.4 * k)))


def _jag(rnd: random.Random, x_out: float, x_in: float, y0: float, y1: float,
         step: float = 9.0) -> list[tuple[float, float]]:
    """A ragged cut edge running down between ``y0`` and ``y1``."""
    pts = []
    y = y0
    while y < y1:
        pts.append((x_in + rnd.uniform(-3.5, 3.5), y))
        y += rnd.uniform(step * 0.6, step * 1.3)
    pts.append((x_in, y1))
    return [(x_out, y0)] + pts + [(x_out, y1)]


@lru_cache(maxsize=6)
def tower_layers(w: int, h: int) -> tuple[pygame.Surface, pygame.Surface]:
    """(back, front) pictures of the cut-away tower for a ``w`` x ``h`` area."""
    rect = pygame.Rect(0, 0, w, h)
    k, ox, oy = scale_for(rect)

    def P(x: float, y: float) -> tuple[int, int]:
        return int(ox + x * k), int(oy + y * k)

    back = pygame.Surface((w, h), pygame.SRCALPHA)
    front = pygame.Surface((w, h), pygame.SRCALPHA)
    wt = 13.0  # wall thickness
    top_y = TOP - 16
    base_y = FLOOR[1][1] + 16
    # shadow on the table
    sh = pygame.Surface((int(360 * k), int(34 * k)), pygame.SRCALPHA)
    pygame.draw.ellipse(sh, (20, 12, 4, 80), sh.get_rect())
    back.blit(sh, P(WALL_L - wt - 12, WORLD_H - 26))
    # the inside: dark planks, darker towards the top and near the walls
    x0, y0 = P(WALL_L, top_y)
    x1, y1 = P(WALL_R, base_y)
    inside = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
    _planks(back, inside, INSIDE, 3)
    shade = pygame.Surface(inside.size, pygame.SRCALPHA)
    for yy in range(0, inside.h, 2):
        a = int(110 * (1 - yy / max(1, inside.h)) ** 2)
        pygame.draw.line(shade, (16, 8, 2, a), (0, yy), (inside.w, yy))
    for xx in range(0, int(16 * k)):
        a = int(90 * (1 - xx / (16 * k)))
        pygame.draw.line(shade, (16, 8, 2, a), (xx, 0), (xx, inside.h))
        pygame.draw.line(shade, (16, 8, 2, a), (inside.w - 1 - xx, 0), (inside.w - 1 - xx,
                                                                         inside.h))
    back.blit(shade, inside.topleft)
    # the tray: a courtyard floor and its back wall
    tb = pygame.Rect(*P(TRAY.x - 6, TRAY_FLOOR - 40), int((TRAY.w + 16) * k), int(44 * k))
    _stones(back, tb, k, 9, art.shade(STONE, 0.78))
    fl = pygame.Rect(*P(TRAY.x - 2, TRAY_FLOOR - 3), int((TRAY.w + 6) * k), int(7 * k))
    pygame.draw.rect(back, art.shade(WOOD, 0.8), fl)
    # ---------------------------------------------------------------- front layer
    rnd = random.Random(77)
    # side walls (cut through: the section shows the wall's thickness)
    for wx, side in ((WALL_L - wt, -1), (WALL_R, 1)):
        bottom = base_y if side < 0 else EXIT_Y
        r = pygame.Rect(*P(wx, top_y), int(wt * k) + 1, int((bottom - top_y) * k) + 1)
        _stones(front, r, k, int(wx) + 5)
        pygame.draw.rect(front, art.shade(STONE, 0.45), r, 1)
        # the remnant of the cut front wall: a ragged strip over the opening
        xo = WALL_L if side < 0 else WALL_R
        xi = xo + 9 * (-side)
        poly = [P(x, y) for x, y in _jag(rnd, xo, xi, top_y, bottom)]
        strip = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(strip, (*art.shade(STONE, 1.02), 255), poly)
        front.blit(strip, (0, 0))
        pygame.draw.lines(front, art.shade(STONE, 0.4), False, poly[1:-1], max(1, int(1.3 * k)))
    # the exit arch under the right wall
    arch = pygame.Rect(*P(WALL_R - 2, EXIT_Y - 4), int((wt + 4) * k), int(10 * k))
    pygame.draw.rect(front, art.shade(STONE, 0.6), arch)
    # the crown: a corbelled band and battlements, with the mouth for the cubes
    band = pygame.Rect(*P(WALL_L - wt - 6, top_y - 12), int((WALL_R - WALL_L + 2 * wt + 12) * k),
                       int(14 * k))
    _stones(front, band, k, 41, art.shade(STONE, 1.05))
    pygame.draw.rect(front, art.shade(STONE, 0.45), band, 1)
    for j in range(9):
        cx = WALL_L - wt - 6 + 4 + j * ((WALL_R - WALL_L + 2 * wt + 4) / 8.6)
        cb = pygame.Rect(*P(cx - 2, top_y - 12 + 14), int(8 * k), int(5 * k))
        pygame.draw.rect(front, art.shade(STONE, 0.7), cb)
    mouth = pygame.Rect(*P(70, top_y - 12), int(64 * k), int(14 * k))
    front.fill((0, 0, 0, 0), mouth)  # open: the cubes pour in here
    pygame.draw.rect(back, (34, 22, 12), mouth)
    pygame.draw.line(front, art.shade(STONE, 0.4), mouth.topleft, mouth.bottomleft)
    pygame.draw.line(front, art.shade(STONE, 0.4), mouth.topright, mouth.bottomright)
    merlon_w = 17
    x = WALL_L - wt - 6
    j = 0
    while x < WALL_R + wt + 6 - merlon_w + 1:
        if not (62 < x + merlon_w / 2 < 142):
            m = pygame.Rect(*P(x, top_y - 30), int(merlon_w * k), int(19 * k))
            _stones(front, m, k, 51 + j, art.shade(STONE, 1.04))
            pygame.draw.rect(front, art.shade(STONE, 0.45), m, 1)
        x += merlon_w + 8
        j += 1
    # the funnel boards and the ledges
    _board(front, P, (WALL_L, TOP + 18), (78, TOP + 52), 6, k)
    _board(front, P, (WALL_R, TOP + 18), (126, TOP + 52), 6, k)
    for i, (a, b) in enumerate(LEDGES):
        _board(front, P, a, b, 8, k)
        # a bracket under the board at the wall
        wx = a[0]
        d = 1 if b[0] > a[0] else -1
        br = [P(wx, a[1] + 8), P(wx + d * 22, a[1] + 8 + 22 * abs((b[1] - a[1]) / (b[0] - a[0]))),
              P(wx, a[1] + 30)]
        pygame.draw.polygon(front, art.shade(WOOD, 0.62), br)
        pygame.draw.polygon(front, art.shade(WOOD, 0.4), br, 1)
        lab = render(("I", "II")[i], max(9, int(10 * k)), (250, 236, 200), "bold")
        mx, my = P(a[0] + (b[0] - a[0]) * 0.72, a[1] + (b[1] - a[1]) * 0.72 + 12)
        front.blit(lab, (mx - lab.get_width() // 2, my))
    # the floor ramp and the chute to the tray
    _board(front, P, FLOOR[0], FLOOR[1], 8, k)
    _board(front, P, FLOOR[1], (TRAY.x + 2, TRAY_FLOOR), 6, k)
    # the plinth
    pl = pygame.Rect(*P(WALL_L - wt - 8, base_y - 2), int((WALL_R - WALL_L + wt + 4) * k),
                     int((WORLD_H - base_y - 6) * k))
    _stones(front, pl, k, 61, art.shade(STONE, 0.9))
    pygame.draw.rect(front, art.shade(STONE, 0.42), pl, 1)
    # the tray's front wall and its far end
    lip = pygame.Rect(*P(TRAY.x - 8, TRAY_FLOOR - 2), int((TRAY.w + 18) * k), int(12 * k))
    _stones(front, lip, k, 71, art.shade(STONE, 1.0))
    pygame.draw.rect(front, art.shade(STONE, 0.42), lip, 1)
    end = pygame.Rect(*P(TRAY.right + 2, TRAY_FLOOR - 34), int(9 * k), int(44 * k))
    _stones(front, end, k, 73)
    pygame.draw.rect(front, art.shade(STONE, 0.42), end, 1)
    return back, front


def draw_tower(surf: pygame.Surface, rect: pygame.Rect,
               cubes: list[tuple[float, float, float, int]], colours: dict[int, tuple],
               labels: dict[int, tuple] | None = None,
               counts: dict[int, int] | None = None,
               marks: dict[int, str] | None = None) -> None:
    """The tower in ``rect`` with ``cubes`` (x, y, angle, colour) inside and in the tray;
    ``counts`` (colour -> n) are written above the sorted piles at ``labels``."""
    back, front = tower_layers(rect.w, rect.h)
    surf.blit(back, rect.topleft)
    k, ox, oy = scale_for(rect)
    size = max(4, int(CS * k))
    for x, y, a, col in cubes:
        rgb = colours.get(col, (128, 128, 128))
        spr = art.cube_rot(size, rgb, int(round((a % 90) / 6)) % 15)
        cx, cy = int(ox + x * k), int(oy + y * k)
        surf.blit(spr, (cx - spr.get_width() // 2, cy - spr.get_height() // 2))
        if marks and col in marks:
            art.mark(surf, marks[col], (cx, cy), max(2, size // 4))
    surf.blit(front, rect.topleft)
    if counts and labels:
        for col, n in counts.items():
            if col not in labels:
                continue
            x, y = labels[col]
            t = render(str(n), max(11, int(15 * k)), INK, "bold")
            cx, cy = int(ox + x * k), int(oy + y * k)
            pad = pygame.Rect(0, 0, t.get_width() + 12, t.get_height() + 2)
            pad.center = (cx, cy)
            pygame.draw.rect(surf, (250, 242, 222), pad, border_radius=6)
            pygame.draw.rect(surf, colours.get(col, INK), pad, 2, border_radius=6)
            surf.blit(t, (cx - t.get_width() // 2, cy - t.get_height() // 2 - 1))


__all__ = ["tower_layers", "draw_tower", "scale_for"]
