"""How the Tigris & Euphrates table moves: pieces sliding to their squares, leaving for their
owner's panel, banners, and the clock that drives them."""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.core import Event
from game.i18n import N_, gettext
from game.tigris.state import CATASTROPHE, EMPTY, MONUMENTS, NSQ, parse_square
from ui.views.base import ease_out
from ui.views.tigris import art

_SQUARE_RE = re.compile(r"\b([A-P](?:1[01]|[1-9]))\b")  # a square's name in the log


class Anim:
    """A piece moving from ``p0`` to ``p1`` (centres) with ease-out; ``hide`` is a square
    whose piece stays off the cached layer until the animation ends."""

    __slots__ = ("surf", "p0", "p1", "t", "dur", "hide", "fade", "s0", "s1", "delay", "watch")

    def __init__(self, surf: pygame.Surface, p0: tuple, p1: tuple, dur: float, hide: int = -1,
                 fade: bool = False, s0: float = 1.0, s1: float = 1.0, delay: float = 0.0,
                 watch: bool = True) -> None:
        self.surf, self.p0, self.p1 = surf, p0, p1
        self.t, self.dur, self.hide, self.fade = 0.0, dur, hide, fade
        self.s0, self.s1, self.delay, self.watch = s0, s1, delay, watch


SOUND_OF = (("game_over", "fanfare"), ("monument", "fanfare"), ("ziggurat", "fanfare"),
            ("conflict_resolved", "cubes"), ("conflict", "cubes"), ("treasure", "piece"),
            ("catastrophe", "tile"), ("tile_placed", "tile"), ("leader_placed", "piece"),
            ("leader_withdrawn", "piece"), ("swap", "card"), ("commit", "tile"))


BANNER_KINDS = ("conflict_resolved", "monument", "game_over", "ziggurat")


class TigrisMotion:
    """How the Tigris & Euphrates table moves: pieces sliding to their squares, leaving for their
    owner's panel, banners, and the clock that drives them."""

    # ================================================================== animation
    def _seat_home(self, seat: int) -> tuple[int, int]:
        r = self.public_rects.get(seat)
        if r is not None:
            return r.center
        g = self.geo
        assert g is not None
        return (g.rect.right + g.s, g.rect.y + g.s * (1 + 2 * seat))

    def _animate_diff(self, old: Any, new: Any, events: list[Event]) -> None:
        speed = self.ctx.anim_speed
        if speed <= 0 or old.players != new.players or old.board is not new.board:
            self.anims.clear()
            return
        g = self.geo
        assert g is not None
        s = g.s
        k = 1.0 / speed
        changes = sum(1 for i in range(NSQ) if old.tile[i] != new.tile[i]
                      or old.leader[i] != new.leader[i])
        if changes > 24:  # a jump (load, undo of many moves): no animation
            self.anims.clear()
            return
        winner = next((e.data.get("winner") for e in events if e.kind == "conflict_resolved"),
                      None)
        taker = next((e.data.get("seat") for e in events if e.kind == "treasure"), None)
        # leaders: arrivals, moves and departures
        for i in range(len(new.leader_pos)):
            p0, p1 = old.leader_pos[i], new.leader_pos[i]
            if p0 == p1:
                continue
            seat, colour = divmod(i, 4)
            surf = self._leader_surf(seat, colour, s - 2 * self._pad() - 2)
            home = self._seat_home(seat)
            if p1 >= 0:
                start = g.square_center(p0) if p0 >= 0 else home
                if self.held is None and self._just_dropped(p1):
                    start = self._just_dropped(p1)  # type: ignore[assignment]
                self.anims.append(Anim(surf, start, g.square_center(p1), 0.25 * k, hide=p1,
                                       s0=1.12, s1=1.0))
            else:
                self.anims.append(Anim(surf, g.square_center(p0), home, 0.45 * k, fade=True,
                                       s1=0.6, delay=0.15 * k))
        # monuments and the ziggurat come down onto their squares
        for m, tl in enumerate(new.monuments):
            if tl >= 0 and old.monuments[m] < 0:
                ms = int(s * 1.45)
                c = g.square_rect(tl).bottomright
                self.anims.append(Anim(art.monument(*MONUMENTS[m], ms), (c[0], c[1] - s), c,
                                       0.3 * k, hide=1000 + m, s0=1.25))
        zig = getattr(new, "ziggurat", -1)
        if zig is not None and zig >= 0 and getattr(old, "ziggurat", -1) != zig:
            zs = int(s * 1.3)
            c = g.square_center(zig)
            self.anims.append(Anim(art.ziggurat(zs), (c[0], c[1] - s), c, 0.3 * k, hide=2000,
                                   s0=1.25))
        # tiles and treasures
        ts = s - 2 * self._pad()
        for sq in range(NSQ):
            a, b = old.tile[sq], new.tile[sq]
            c = g.square_center(sq)
            if a != b:
                if b in (0, 1, 2, 3) or b == CATASTROPHE:
                    surf = art.tile(b, ts) if b != CATASTROPHE else art.catastrophe(ts)
                    start = self._just_dropped(sq) or (c[0], c[1] - s // 3)
                    self.anims.append(Anim(surf, start, c, 0.2 * k, hide=sq, s0=1.15))
                if a in (0, 1, 2, 3) and b in (EMPTY, CATASTROPHE):
                    dest = self._seat_home(winner) if isinstance(winner, int) else \
                        (c[0], g.rect.y - s)
                    self.anims.append(Anim(art.tile(a, ts), c, dest, 0.5 * k, fade=True,
                                           s1=0.5, delay=0.2 * k))
            if old.treasure[sq] and not new.treasure[sq]:
                dest = self._seat_home(taker if isinstance(taker, int) else new.active)
                tsz = max(6, int(s * 0.3))
                self.anims.append(Anim(art.treasure(tsz), self._treasure_pos(sq), dest, 0.5 * k,
                                       fade=True, delay=0.1 * k))
        self._drop_at = None

    _drop_at: tuple[int, tuple[int, int]] | None = None
    _mouse_seen: tuple[int, int] | None = None  # the pointer's place when last followed
    log_squares: tuple[int, ...] = ()  # squares named by the hovered log line

    def _just_dropped(self, sq: int) -> tuple[int, int] | None:
        if self._drop_at and self._drop_at[0] == sq:
            return self._drop_at[1]
        return None

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.interactive and pygame.display.get_init() and pygame.mouse.get_focused():
            pos = pygame.mouse.get_pos()  # hover works while others decide too
            if pos != self._mouse_seen:  # (once the pointer moves: see _quiet)
                self._mouse_seen = pos
                self.hover_pos = pos
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left - dt > 0 else None
        keep = []
        for an in self.anims:
            if an.delay > 0:
                an.delay -= dt
                keep.append(an)
                continue
            an.t += dt
            if an.t < an.dur:
                keep.append(an)
        self.anims = keep

    def busy(self) -> bool:
        return any(a.watch for a in self.anims)

    def _draw_anim(self, surf: pygame.Surface, an: Anim) -> None:
        if an.delay > 0 and an.hide < 0:
            p, t = an.p0, 0.0
        else:
            t = ease_out(an.t / an.dur if an.dur > 0 else 1.0)
            p = (an.p0[0] + (an.p1[0] - an.p0[0]) * t, an.p0[1] + (an.p1[1] - an.p0[1]) * t)
        sc = an.s0 + (an.s1 - an.s0) * t
        img = an.surf
        if abs(sc - 1.0) > 0.01:
            w = max(2, int(img.get_width() * sc))
            img = pygame.transform.smoothscale(img, (w, w))
        if an.fade and t > 0.6:
            img = img.copy()
            img.set_alpha(int(255 * (1 - (t - 0.6) / 0.4)))
        surf.blit(img, (p[0] - img.get_width() // 2, p[1] - img.get_height() // 2))

    def _score_flash(self, old: Any) -> None:
        """Remember the viewer's score gains so the private panel can show them rising."""
        s, seat = self.state, self.viewer
        if old is None or s is None or seat is None or seat < 0 or self.ctx.anim_speed <= 0:
            return
        if old.viewer != s.viewer or old.players != s.players:
            return
        now = [*s.scores[seat], s.treasures[seat]]
        before = [*old.scores[seat], old.treasures[seat]]
        for k in range(5):
            if now[k] > before[k]:
                self.flash[k] = (now[k] - before[k], self.time)

    @staticmethod
    def _marks(events: list[Event]) -> tuple[int, ...]:
        """The squares where these events put something."""
        return tuple(e.data["square"] for e in events
                     if e.kind in ("tile_placed", "leader_placed", "catastrophe")
                     and isinstance(e.data.get("square"), int))

    def highlight_log(self, text: str | None) -> None:
        """Outline the squares a log line names ("C2", "D3"); None: no line hovered."""
        squares: tuple[int, ...] = ()
        if text:
            squares = tuple(parse_square(m) for m in _SQUARE_RE.findall(text)
                            if 0 <= parse_square(m) < NSQ)
        if squares != self.log_squares:
            self.log_squares = squares

    def mark_last(self, events: list[Event]) -> None:
        """Mark where the last move (``events``) put something, without a sound or a show
        (the scene calls it after Continue or Load)."""
        self.last_squares = self._marks(events)

    def _react(self, events: list[Event]) -> None:
        kinds = {e.kind for e in events}
        marks = self._marks(events)
        if marks or events:
            self.last_squares = marks
        for kind, sound in SOUND_OF:
            if kind in kinds:
                self.ctx.play_sound(sound)
                break
        for e in events:
            if e.kind == "conflict_resolved":
                self.banner = (self._conflict_text(e), 3.5)
            elif e.kind in BANNER_KINDS:
                text = None
                describe = getattr(self.ctx.rules, "describe_event", None)
                if describe is not None:
                    try:
                        text = describe(e, self.ctx.lang)
                    except Exception:
                        text = None
                if text:
                    self.banner = (text, 3.2)

    def _conflict_text(self, e: Event) -> str:
        d = e.data
        lang = self.ctx.lang
        names = self.ctx.seat_names

        def nm(x: Any) -> str:
            return names[x] if isinstance(x, int) and 0 <= x < len(names) else "?"

        c = d.get("colour", 0) if isinstance(d.get("colour"), int) else 0
        leader = art.LEADER_NAMES.get(lang, art.LEADER_NAMES["en"])[c % 4]
        a, b = d.get("attacker_total", 0), d.get("defender_total", 0)
        score = f"{max(a, b)}–{min(a, b)}"
        pts = d.get("points", 1)
        msg = (N_("{winner} wins the revolt {score} (+{pts}) · {loser}'s {leader} goes home")
               if d.get("kind") == "revolt" else
               N_("{winner} wins the war {score} (+{pts}) · {loser}'s {leader} goes home"))
        return gettext(msg, lang, winner=nm(d.get("winner")), loser=nm(d.get("loser")),
                       score=score, pts=pts, leader=leader)
