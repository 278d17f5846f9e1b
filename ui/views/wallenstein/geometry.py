"""Where the Wallenstein table's places are on screen and what is under the pointer.

``MapGeom`` places the traced province outlines in a rectangle and finds the province
under the pointer (an index picture, so gaps of the tracing never lose a click: the
nearest anchor answers there); ``WallensteinGeometry.layout`` splits the board area into
the map, the grain track, the right column (action order, events, tower) and the stage.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.wallenstein import data as D
from game.wallenstein.actions import Campaign, RecruitMove
from ui.views.wallenstein import tower

ASPECT = 0.954  # map width / height, from provinces.json


def fit_rect(area: pygame.Rect) -> pygame.Rect:
    """The largest map rectangle of the right aspect centred in ``area``."""
    h = area.h
    w = int(h * ASPECT)
    if w > area.w:
        w = area.w
        h = int(w / ASPECT)
    r = pygame.Rect(0, 0, w, h)
    r.center = area.center
    return r


class MapGeom:
    """Province shapes and anchors in screen pixels for one map rectangle."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        w, h = self.rect.size
        self.unit = max(6.0, w / 46)  # the size of an army cube, labels scale with it
        self.polys: list[list[tuple[int, int]]] = []
        self.anchor: list[tuple[int, int]] = []
        for p in D.PROVINCES:
            self.polys.append([(int(x * w), int(y * h)) for x, y in p["outline"]])
            self.anchor.append((int(p["x"] * w), int(p["y"] * h)))
        self._index = _index_surface(w, h)

    def to_screen(self, pt: tuple[int, int]) -> tuple[int, int]:
        return pt[0] + self.rect.x, pt[1] + self.rect.y

    def anchor_screen(self, p: int) -> tuple[int, int]:
        return self.to_screen(self.anchor[p])

    def army_pos(self, p: int) -> tuple[int, int]:
        """Centre of the army cube of province ``p`` (screen)."""
        ax, ay = self.anchor_screen(p)
        return ax - int(self.unit * 0.55), ay + int(self.unit * 0.55)

    def province_at(self, pos: tuple[int, int]) -> int:
        """The province under ``pos`` (screen), or -1 off the map."""
        x, y = pos[0] - self.rect.x, pos[1] - self.rect.y
        w, h = self.rect.size
        if not (0 <= x < w and 0 <= y < h):
            return -1
        c = self._index.get_at((x, y))
        if c.a and c.r > 0:
            return c.r - 1
        best, bd = -1, (self.unit * 2.2) ** 2
        for i, (ax, ay) in enumerate(self.anchor):
            d = (ax - x) ** 2 + (ay - y) ** 2
            if d < bd:
                best, bd = i, d
        return best


@lru_cache(maxsize=4)
def _index_surface(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    for i, p in enumerate(D.PROVINCES):
        pts = [(int(x * w), int(y * h)) for x, y in p["outline"]]
        pygame.draw.polygon(surf, (i + 1, 0, 0, 255), pts)
        pygame.draw.polygon(surf, (i + 1, 0, 0, 255), pts, 2)
    return surf


class WallensteinGeometry:
    """Where the map, the grain track, the right column and the stage lie in the board area; the
    province under the pointer."""

    # ================================================================== layout
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        br = self.board_rect
        gs = max(20, int(br.h * 0.05))
        area = pygame.Rect(br.x, br.y, int(br.w * 0.6), br.h - gs - 4)
        mr = fit_rect(area)
        mr.topleft = (br.x, br.y)
        self.map_rect = mr
        self.geom = MapGeom(mr)
        self.grain_rect = pygame.Rect(mr.x, mr.bottom + 4, mr.w, gs)
        gap = max(8, br.w // 120)
        self.col_rect = pygame.Rect(mr.right + gap, br.y, br.right - mr.right - gap, br.h)
        cr = self.col_rect
        pad = max(6, cr.w // 60)
        self.head_h = max(22, cr.h // 16)
        ow = (cr.w - 2 * pad - 9 * 4) // 10
        self.order_h = min(int(ow * 1.3), int(cr.h * 0.2))
        top = cr.y + pad + self.head_h + self.order_h + max(14, cr.h // 28) + 8
        area = pygame.Rect(cr.x + pad, top, cr.w - 2 * pad, cr.bottom - pad - top)
        aspect = tower.WORLD_W / tower.WORLD_H
        self.events_grid = area.h > area.w * 0.95  # a tall column: events above the tower
        if self.events_grid:
            eh = min(int(area.h * 0.36), int(area.w * 0.5))
            self.events_rect = pygame.Rect(area.x, area.y, area.w, eh)
            rest = pygame.Rect(area.x, area.y + eh + 2 * pad, area.w, area.h - eh - 2 * pad)
            th = min(rest.h, int(rest.w / aspect))
            self.tower_rect = pygame.Rect(rest.x, rest.bottom - th, rest.w, th)
        else:
            tw = min(int(area.w * 0.6), int(area.h * aspect))
            self.tower_rect = pygame.Rect(area.x, area.y, tw, area.h)
            self.events_rect = pygame.Rect(area.x + tw + pad, area.y,
                                           area.right - area.x - tw - pad, area.h)
        self._col_key = None
        self._col_surf: pygame.Surface | None = None
        sh = int(br.h * 0.94)
        sw = min(br.w - 20, int((sh - 20) * tower.WORLD_W / tower.WORLD_H + sh * 0.5))
        self.stage_rect = pygame.Rect(0, 0, sw, sh)
        self.stage_rect.center = br.center
        self._pieces_key = None
        self._glow_cache.clear()

    def _hover_province(self) -> int:
        if self.hover is None or self.geom is None or self.shows:
            return -1
        b = self._button_at(self.hover)
        if b is not None:
            a = b.action
            if type(a) in (Campaign, RecruitMove) and a.target >= 0:
                return a.target
            return -1
        if self.map_rect.collidepoint(self.hover):
            p = self.geom.province_at(self.hover)
            if p in self.targets() or p == self.source():
                return p
        return -1
