"""The Hansa Teutonica hover cards: what the place under the pointer means (a city's control, a
route's claim, a marker)."""

from __future__ import annotations

import pygame

from game.hansa import engine
from game.hansa.state import NEUTRAL
from ui.views.hansa import panel_art as hpa
from ui.views.hansa import words as hui
from ui.views.hansa.pieces import engine_owner


class HansaHover:
    """The Hansa Teutonica hover cards: what the place under the pointer means (a city's control, a
    route's claim, a marker)."""

    # ------------------------------------------------------------------ hover notes
    def _hover_target(self, pos: tuple[int, int]) -> tuple[str, int]:
        """("city", c), ("route", r) or ("", -1) under ``pos`` (cached per position)."""
        key = (pos, id(self.state), self.geo.rect.topleft if self.geo else None)
        if self.priv.get("hover_key") == key:
            return self.priv["hover"]
        out: tuple[str, int] = ("", -1)
        if self.geo is not None and self.state is not None and self.geo.rect.collidepoint(pos):
            c = self.city_at(pos)
            if c is not None:
                out = ("city", c)
            else:
                r = self.route_at(pos)
                if r is None:
                    p = self.post_at(pos)
                    r = self.s.board.post_route[p] if p is not None else None
                if r is not None:
                    out = ("route", r)
        self.priv["hover_key"], self.priv["hover"] = key, out
        return out

    def hover_lines(self, pos: tuple[int, int]) -> list[str]:
        """What the note under the pointer says (city control, route scoring)."""
        kind, what = self._hover_target(pos)
        if kind == "city":
            return self._city_lines(what)
        if kind != "route":
            return []
        s = self.s
        b = s.board
        r = what
        name = f"{b.city_names[b.route_a[r]]} – {b.city_names[b.route_b[r]]}"
        lines = [name]
        full = engine.route_full_of(s, r)
        if full >= 0:
            lines.append(self.w("claimable", name=self.name_of(full)))
        who = []
        for cc in (b.route_a[r], b.route_b[r]):
            ctl = engine.control(s, cc)
            if 0 <= ctl < s.players:
                who.append(f"{self.name_of(ctl)} ({b.city_names[cc]})")
        lines.append(self.w("would_score", who=", ".join(who)) if who
                     else self.w("would_score_none"))
        if s.route_marker[r]:
            from game.hansa.text import MARKER
            lines.append(self.w("marker_here", m=MARKER[self.lang() if self.lang() in MARKER
                                                           else "en"][s.route_marker[r] - 1]))
        return lines

    def _city_lines(self, c: int) -> list[str]:
        s = self.s
        b = s.board
        city = b.city_names[c]
        ctl = engine.control(s, c)
        free = sum(1 for o in b.city_offices[c] if not s.office[o])
        extra = hui.count(self.ctx.lang, "open_offices", free) if free else self.w("full")
        if ctl < 0:
            return [self.w("nobody", city=city), extra]
        counts = [engine.offices_of(s, seat, c) for seat in range(s.players)]
        if ctl == NEUTRAL:
            n = sum(1 for o in b.city_offices[c] if s.office[o] and engine_owner(s.office[o])
                    == NEUTRAL)
        else:
            n = counts[ctl]
        tie = sum(1 for k in counts if k == n) > 1 or (ctl != NEUTRAL and n == sum(
            1 for o in b.city_offices[c] if s.office[o] and engine_owner(s.office[o]) == NEUTRAL))
        why = self.w("why_tie", n=n) if tie else self.w("why_most", n=n)
        head = self.w("controls", name=self.name_of(ctl), city=city)
        parts = [f"{self.name_of(seat)}: {k}" for seat, k in enumerate(counts) if k]
        return [head, why, self.w("offices") + " — " + ", ".join(parts), extra]

    def _draw_hover(self, surf: pygame.Surface) -> None:
        if self.held is not None and self.held.dragging:
            return
        lines = self.hover_lines(self.mouse)
        if lines:
            hpa.tooltip(surf, lines, self.mouse, max(12, self.ui(15)), self.board_rect)
