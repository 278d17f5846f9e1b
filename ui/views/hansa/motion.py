"""How the Hansa Teutonica table moves and sounds: pieces flying between posts, offices and the
players' panels."""

from __future__ import annotations

import pygame

from game.core import Event
from game.hansa.state import HansaState
from ui.views.base import ease_out
from ui.views.hansa import art
from ui.views.hansa.pieces import engine_owner


class Anim:
    """A piece flying from ``p0`` to ``p1`` (board-local or screen coordinates)."""

    def __init__(self, color: art.Color, shape: int, p0: tuple, p1: tuple, dur: float,
                 hide: tuple | None = None, fade: bool = False, size: int = 16,
                 mark: str | None = None, delay: float = 0.0) -> None:
        self.color, self.shape, self.p0, self.p1 = color, shape, p0, p1
        self.dur, self.t, self.hide, self.fade = max(0.01, dur), -delay, hide, fade
        self.size, self.mark = size, mark

    def pos(self) -> tuple[float, float]:
        k = ease_out(max(0.0, self.t) / self.dur)
        return (self.p0[0] + (self.p1[0] - self.p0[0]) * k,
                self.p0[1] + (self.p1[1] - self.p0[1]) * k)


class HansaMotion:
    """How the Hansa Teutonica table moves and sounds: pieces flying between posts, offices and the
    players' panels."""

    # ------------------------------------------------------------------ sounds and motion
    def _react(self, events: list[Event]) -> None:
        kinds = {e.kind for e in events}
        if kinds & {"placed", "moved", "office", "extra_office", "relocated", "displaced",
                    "claimed"}:
            self.ctx.play_sound("piece")
        elif kinds & {"marker_taken", "marker_placed", "marker_used", "marker_drawn"}:
            self.ctx.play_sound("card")
        elif "income" in kinds:
            self.ctx.play_sound("cubes")

    def _anchor(self, seat: int) -> tuple[int, int]:
        g = self.geo
        if seat in self.anchors:
            return self.anchors[seat]
        assert g is not None
        return g.rect.right, g.rect.y + g.rect.h // 2

    def _animate(self, old: HansaState, new: HansaState) -> None:
        speed = self.ctx.anim_speed
        g = self.geo
        if speed <= 0 or g is None:
            return
        dur = 0.24 / speed
        gone: dict[int, tuple] = {}  # code -> list of board-local points it left
        for p in new.board.live_posts:
            if old.post[p] and old.post[p] != new.post[p]:
                gone.setdefault(old.post[p], []).append(self.to_screen(g.post_pos[p]))
        for o in range(new.board.n_offices):
            if old.office[o] and old.office[o] != new.office[o]:
                gone.setdefault(old.office[o], []).append(self.to_screen(g.office_rect[o].center))
        used: set = set()
        dests = []
        for p in new.board.live_posts:
            v = new.post[p]
            if v and v != old.post[p]:
                dests.append((v, self.to_screen(g.post_pos[p]), ("post", p), g.piece))
        for o in range(new.board.n_offices):
            v = new.office[o]
            if v and v != old.office[o]:
                dests.append((v, self.to_screen(g.office_rect[o].center), ("office", o),
                              g.box - 2))
        for v, to, hide, size in dests:
            owner, shape = engine_owner(v), v - 1 & 1
            src = None
            for i, pt in enumerate(gone.get(v, [])):
                if (v, i) not in used:
                    used.add((v, i))
                    src = pt
                    break
            if src is None:
                src = self._anchor(owner)
            self.anims.append(Anim(self.color_of(owner), shape, src, to, dur, hide,
                                   size=size, mark=self.mark_of(owner)))
        for v, pts in gone.items():
            owner, shape = engine_owner(v), v - 1 & 1
            for i, pt in enumerate(pts):
                if (v, i) not in used:
                    self.anims.append(Anim(self.color_of(owner), shape, pt, self._anchor(owner),
                                           dur * 1.3, None, fade=True, size=g.piece,
                                           mark=self.mark_of(owner)))

    def update(self, dt: float) -> None:
        self.clock += dt
        for a in self.anims:
            a.t += dt
        self.anims = [a for a in self.anims if a.t < a.dur]
        if pygame.display.get_init() and pygame.mouse.get_focused():
            self.mouse = pygame.mouse.get_pos()

    def busy(self) -> bool:
        return bool(self.anims)
