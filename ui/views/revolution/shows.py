"""What the players watch after the engine resolves something on its own: conflicts
(the losing pieces leave their province one by one for the supply), battles (the armies
of a region pair off and the fallen ones fade), sieges (a ring closes on the settlement)
and surplus moves (the piece flies with its caption). One show runs at a time, under the
animation-speed setting; a click or a key skips to the end of all of them; while any runs
``busy()`` holds the computers back."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Event
from game.revolution import data as D
from game.revolution.text import describe_event
from ui.theme import INK, render
from ui.views.base import ease_out
from ui.views.revolution import art

STEP = 0.22  # seconds per piece leaving, at normal speed
HOLD = 0.7  # seconds the caption stays after the last piece
MOST = 16  # pieces drawn leaving per conflict at most


class Show:
    """One show: ``kind`` (conflict, battle, siege, surplus), its event data, its caption,
    ``t`` seconds played and ``dur`` seconds long (at normal speed)."""

    __slots__ = ("kind", "data", "caption", "t", "dur")

    def __init__(self, kind: str, data: dict, caption: str, dur: float) -> None:
        self.kind, self.data, self.caption, self.t, self.dur = kind, data, caption, 0.0, dur


def shows_for(events: list[Event], lang: str) -> list[Show]:
    """The shows ``events`` call for, in their order."""
    out: list[Show] = []
    for e in events:
        d = e.data
        cap = describe_event(e, lang) or ""
        if e.kind == "conflict" and any(d.get("loss", [])):
            n = min(MOST, sum(d["loss"]))
            out.append(Show("conflict", dict(d), cap, n * STEP + HOLD))
        elif e.kind == "battle" and d.get("dead"):
            out.append(Show("battle", dict(d), cap, 1.6 + HOLD))
        elif e.kind == "siege":
            out.append(Show("siege", dict(d), cap, 1.0 + HOLD))
        elif e.kind == "surplus":
            out.append(Show("surplus", dict(d), cap, 0.6 + HOLD))
    return out


class RevolutionShows:
    """Mixin: ``queue_shows(events)``, ``step_shows(dt)``, ``draw_shows(surf)``, ``skip``."""

    shows: list[Show]

    def queue_shows(self, events: list[Event] | None) -> None:
        self.shows = []
        if events and self.ctx.anim_speed > 0:
            self.shows = shows_for(events, self.ctx.lang)

    def step_shows(self, dt: float) -> None:
        if not self.shows:
            return
        speed = self.ctx.anim_speed
        if speed <= 0:
            self.shows = []
            return
        sh = self.shows[0]
        sh.t += dt * speed
        if sh.t >= sh.dur:
            self.shows.pop(0)

    def skip(self) -> None:
        """A click or a key during a show: everything lands at once."""
        self.shows = []
        self.flights = []

    # ------------------------------------------------------------------ drawing
    def draw_shows(self, surf: pygame.Surface) -> None:
        if not self.shows or self.geo is None:
            return
        sh = self.shows[0]
        getattr(self, "_show_" + sh.kind)(surf, sh)
        self._caption(surf, sh)

    def _caption(self, surf: pygame.Surface, sh: Show) -> None:
        g = self.geo
        size = max(12, int(g.u * 1.5))
        t = render(sh.caption, size, INK, "bold")
        while t.get_width() > g.map.w - 40 and size > 9:
            size -= 1
            t = render(sh.caption, size, INK, "bold")
        box = t.get_rect(midbottom=(g.map.centerx, g.map.bottom - 10)).inflate(24, 12)
        pygame.draw.rect(surf, (252, 248, 236), box, border_radius=6)
        pygame.draw.rect(surf, (150, 30, 30), box, 2, border_radius=6)
        surf.blit(t, t.get_rect(center=box.center))
        hint = render(self.w("skip_hint"), max(10, size - 4), INK, "regular")
        surf.blit(hint, hint.get_rect(midbottom=(box.centerx, box.top - 3)))

    def _piece(self, surf: pygame.Surface, owner: int, pos: Any, round_: bool = False,
               scale: float = 1.0, alpha: int = 255) -> None:
        size = max(6, int(self.geo.u * 1.3 * scale))
        pc = art.piece(owner, size, round_, self.ctx.colorblind)
        if alpha < 255:
            pc = pc.copy()
            pc.set_alpha(alpha)
        surf.blit(pc, pc.get_rect(center=(int(pos[0]), int(pos[1]))))

    def _show_conflict(self, surf: pygame.Surface, sh: Show) -> None:
        g = self.geo
        p = sh.data["p"]
        src = g.prov[p]
        dst = g.tray.center
        pygame.draw.circle(surf, (150, 30, 30), src, int(g.u * 3.2), 3)
        leaving = [o for o, n in enumerate(sh.data["loss"]) for _ in range(n)][:MOST]
        for k, o in enumerate(leaving):
            k0 = (sh.t - k * STEP) / (STEP * 2.5)
            if k0 <= 0:
                self._piece(surf, o, (src[0] + (k % 4 - 1.5) * g.u * 1.4,
                                      src[1] - g.u * 2 - (k // 4) * g.u * 1.4))
            elif k0 < 1:
                e = ease_out(k0)
                x = src[0] + (dst[0] - src[0]) * e
                y = src[1] + (dst[1] - src[1]) * e - 30 * (1 - (2 * e - 1) ** 2)
                self._piece(surf, o, (x, y), alpha=int(255 * (1 - 0.5 * e)))

    def _show_battle(self, surf: pygame.Surface, sh: Show) -> None:
        g = self.geo
        rs = [g.space_rects[i] for i in D.REGION_SPACES[sh.data["r"]]]
        cx = sum(r.centerx for r in rs) // len(rs)
        cy = sum(r.centery for r in rs) // len(rs)
        armies = list(sh.data["armies"])
        dead = list(sh.data["dead"])
        fallen = [False] * len(armies)
        for f in dead:  # mark one army of each casualty's faction as fallen
            for k, a in enumerate(armies):
                if a == f and not fallen[k]:
                    fallen[k] = True
                    break
        n = len(armies)
        pairs = (n + 1) // 2
        sp = g.u * 3.4
        k = min(1.0, sh.t / 0.8)
        e = ease_out(k)
        fade = max(0.0, min(1.0, (sh.t - 0.8) / 0.8))
        back = pygame.Rect(0, 0, int(sp * pairs + g.u * 2), int(g.u * 6.5))
        back.center = (cx, cy)
        pygame.draw.rect(surf, (252, 248, 236), back, border_radius=8)
        pygame.draw.rect(surf, (150, 30, 30), back, 3, border_radius=8)
        for pr in range(pairs):  # the two armies of a pair face each other across a line
            x = int(cx + (pr - (pairs - 1) / 2) * sp)
            pygame.draw.line(surf, (150, 30, 30), (x - g.u, cy), (x + g.u, cy), 2)
        for j, a in enumerate(armies):
            home = rs[j % len(rs)].center
            pair = j // 2
            side = -1 if j % 2 == 0 else 1
            tx = cx + (pair - (pairs - 1) / 2) * sp
            ty = cy + side * g.u * 1.7
            x = home[0] + (tx - home[0]) * e
            y = home[1] + (ty - home[1]) * e
            alpha = int(255 * (1 - fade)) if fallen[j] else 255
            if alpha > 10:
                self._piece(surf, a, (x, y), True, 2.0, alpha)

    def _show_siege(self, surf: pygame.Surface, sh: Show) -> None:
        g = self.geo
        x, y = g.sett[sh.data["s"]]
        k = min(1.0, sh.t / 1.0)
        r = int(g.u * (6 - 4.2 * ease_out(k)))
        pygame.draw.circle(surf, (150, 30, 30), (x, y), r, 3)
        if sh.data.get("by", -1) >= 0 and k >= 1:
            self._piece(surf, sh.data["by"], (x, y - g.u * 2.4), True, 1.2)

    def _show_surplus(self, surf: pygame.Surface, sh: Show) -> None:
        g = self.geo
        a, b = g.prov[sh.data["from"]], g.prov[sh.data["to"]]
        e = ease_out(min(1.0, sh.t / 0.6))
        pygame.draw.line(surf, (150, 30, 30), a, b, 2)
        self._piece(surf, sh.data["f"], (a[0] + (b[0] - a[0]) * e,
                                         a[1] + (b[1] - a[1]) * e - 20 * (1 - (2 * e - 1) ** 2)))

