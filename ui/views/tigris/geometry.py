"""Where the Tigris & Euphrates squares are on screen, and which square is under the
pointer (one ``Geometry`` per window size)."""

from __future__ import annotations

import pygame


class Geometry:
    """Where the 16 x 11 squares are inside a given area, with a margin round them."""

    MARGIN = 0.62  # in squares

    def __init__(self, area: pygame.Rect, cols: int = 16, rows: int = 11) -> None:
        self.cols, self.rows = cols, rows
        s = int(min(area.w / (cols + 2 * self.MARGIN), area.h / (rows + 2 * self.MARGIN)))
        self.s = max(8, s)
        self.m = int(self.s * self.MARGIN)
        self.rect = pygame.Rect(0, 0, cols * self.s + 2 * self.m, rows * self.s + 2 * self.m)
        self.rect.center = area.center
        self.ox, self.oy = self.rect.x + self.m, self.rect.y + self.m
        self.grid = pygame.Rect(self.ox, self.oy, cols * self.s, rows * self.s)

    def square_rect(self, sq: int) -> pygame.Rect:
        r, c = divmod(sq, self.cols)
        return pygame.Rect(self.ox + c * self.s, self.oy + r * self.s, self.s, self.s)

    def square_center(self, sq: int) -> tuple[int, int]:
        return self.square_rect(sq).center

    def square_at(self, pos: tuple[int, int]) -> int | None:
        x, y = pos[0] - self.ox, pos[1] - self.oy
        if x < 0 or y < 0:
            return None
        c, r = int(x // self.s), int(y // self.s)
        if c >= self.cols or r >= self.rows:
            return None
        return r * self.cols + c
