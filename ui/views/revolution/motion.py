"""Pieces in flight after an action: the view compares the old and new positions, pairs
each piece that left a place with one of the same owner that arrived elsewhere, and
flies it there (pieces from or to the supply fly from or to the tray), one after another,
under the animation-speed setting (off: nothing moves)."""

from __future__ import annotations

import pygame

from ui.views.base import ease_out
from ui.views.revolution import art

FLIGHT = 0.25  # seconds per piece at normal speed
STAGGER = 0.06  # seconds between two pieces leaving
MOST = 12  # pieces animated per action at most (the rest simply appear)


class Flight:
    __slots__ = ("owner", "a", "b", "t0", "round_")

    def __init__(self, owner: int, a: tuple, b: tuple, t0: float, round_: bool) -> None:
        self.owner, self.a, self.b, self.t0, self.round_ = owner, a, b, t0, round_


class RevolutionMotion:
    """Mixin: ``animate(old, new)`` after each action, ``draw_flights`` each frame."""

    flights: list

    def animate(self, old, new) -> None:
        self.flights = []
        speed = self.ctx.anim_speed
        if old is None or speed <= 0 or self.geo is None or len(old.cnt) != len(new.cnt):
            return
        g = self.geo
        P = len(g.prov)
        tray = g.tray.center
        gone: dict[int, list] = {}
        came: dict[int, list] = {}
        for i, (x, y) in enumerate(zip(old.cnt, new.cnt, strict=True)):
            if x == y:
                continue
            loc, owner = divmod(i, 6)
            pt = g.prov[loc] if loc < P else g.sett[loc - P]
            (gone if x > y else came).setdefault(owner, []).extend([pt] * abs(x - y))
        for i, (x, y) in enumerate(zip(old.box, new.box, strict=True)):
            if x != y:
                if x >= 0:
                    gone.setdefault(x, []).append(g.box_cells[i].center)
                if y >= 0:
                    came.setdefault(y, []).append(g.box_cells[i].center)
        t = 0.0
        for owner in sorted(set(gone) | set(came)):
            a, b = gone.get(owner, []), came.get(owner, [])
            for k in range(max(len(a), len(b))):
                if len(self.flights) >= MOST:
                    return
                src = a[k] if k < len(a) else tray
                dst = b[k] if k < len(b) else tray
                self.flights.append(Flight(owner, src, dst, t, False))
                t += STAGGER / speed
        for i, (x, y) in enumerate(zip(old.arm, new.arm, strict=True)):
            if x == y or y < 0:
                continue
            src = next((g.space_rects[j].center for j, v in enumerate(old.arm)
                        if v == y and new.arm[j] != y), tray)
            self.flights.append(Flight(y, src, g.space_rects[i].center, t, True))
            t += STAGGER / speed

    def busy(self) -> bool:
        return bool(getattr(self, "flights", None))

    def step_flights(self, dt: float) -> None:
        if not getattr(self, "flights", None):
            return
        self.fclock = getattr(self, "fclock", 0.0) + dt
        dur = FLIGHT / max(0.1, self.ctx.anim_speed)
        if all(self.fclock - f.t0 >= dur for f in self.flights):
            self.flights = []
            self.fclock = 0.0

    def draw_flights(self, surf: pygame.Surface) -> None:
        if not getattr(self, "flights", None):
            return
        dur = FLIGHT / max(0.1, self.ctx.anim_speed)
        size = max(8, int(self.geo.u * 1.3))
        for f in self.flights:
            k = (self.fclock - f.t0) / dur
            if k < 0 or k >= 1:
                continue
            e = ease_out(k)
            x = f.a[0] + (f.b[0] - f.a[0]) * e
            y = f.a[1] + (f.b[1] - f.a[1]) * e - 14 * (1 - (2 * e - 1) ** 2)  # a little hop
            pc = art.piece(f.owner, size, f.round_, self.ctx.colorblind)
            surf.blit(pc, pc.get_rect(center=(int(x), int(y))))
