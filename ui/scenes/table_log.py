"""The table's game log: wrapped once per new entry, scrolled, each line marked with its
player's colour; pointing at a line lets the board light the places it names."""

from __future__ import annotations

from typing import Any

import pygame

from ui import i18n, paper
from ui.theme import INK
from ui.widgets import blit_text, px, wrap


class TableLog:
    """Mixin of the play scene: the log panel (``self`` is the table)."""

    app: Any
    match: Any
    view: Any
    pointer: Any
    log_hold: int | None
    log_scroll: Any
    _log_cache: Any
    _log_lines: list
    _log_owner: list
    _wrap_style: Any
    _wrapped: list

    def _wrapped_log(self, width: int) -> list[tuple[str, int | None]]:
        """The log as wrapped lines (text, seat on its first line); only entries added
        since the last call are wrapped (a long game's log would otherwise be re-wrapped
        on every move)."""
        log_ = self.match.log
        n = len(log_)
        hold = self.log_hold
        if hold is not None and hold < n and self.view.busy():
            n = hold  # a move's lines come once the table has shown it (the tower's throw)
        style = (width, self.app.settings.lang, px(100))
        key = (id(log_), n, log_[n - 1] if n else None, style)
        if key == self._log_cache:
            return self._log_lines
        if style != self._wrap_style:
            self._wrap_style = style
            self._wrapped = []
        done = self._wrapped
        k = 0
        while k < len(done) and k < n and done[k][0] is log_[k]:
            k += 1
        del done[k:]  # an undo replaced the entries from here on
        for entry in log_[k:n]:
            text = entry.text(self.app.settings.lang)
            if entry.seat is not None and 0 <= entry.seat < self.match.players:
                # "Player 2 (Burghers) raises an army": a line naming its faction first
                sep = " " if text.startswith("(") else ": "
                text = f"{self.match.seats[entry.seat].name}{sep}{text}"
            parts = wrap(text, px(16), width)
            done.append((entry, [(part, entry.seat if j == 0 else None)
                                 for j, part in enumerate(parts)]))
        self._log_lines = [line for _, lines in done for line in lines]
        self._log_owner = [entry for entry, lines in done for _ in lines]
        self._log_cache = key
        return self._log_lines

    def draw_log(self, surf: pygame.Surface, rect: pygame.Rect, sheet: bool = True) -> None:
        if rect.h < px(40):
            return
        if sheet:
            paper.panel(surf, rect)
        blit_text(surf, i18n.t("play.log"), px(18), (rect.x + px(12), rect.y + px(6)), INK,
                  "bold")
        lh = px(20)
        area = pygame.Rect(rect.x + px(12), rect.y + px(32), rect.w - px(24), rect.h - px(40))
        area.h = max(lh, area.h // lh * lh)  # whole lines only
        lines = self._wrapped_log(area.w - px(20))
        self.log_scroll.set_sizes(len(lines) * lh, area.h)
        clip = surf.get_clip()
        surf.set_clip(area)
        first = self.log_scroll.offset // lh
        self._hover_log(area, lh, len(lines))
        for i in range(first, min(len(lines), first + area.h // lh + 2)):
            text, seat = lines[i]
            y = area.y + i * lh - self.log_scroll.offset
            if seat is not None and seat < len(self.view.ctx.seat_colors):
                pygame.draw.circle(surf, self.view.ctx.seat_colors[seat],
                                   (area.x + px(5), y + lh // 2), px(4))
            blit_text(surf, text, px(16), (area.x + px(14), y), INK)
        surf.set_clip(clip)
        self.log_scroll.draw_bar(surf, area)

    def _hover_log(self, area: pygame.Rect, lh: int, n: int) -> None:
        """The board lights the places named by the log line under the pointer (views
        with ``highlight_log(text or None)``)."""
        light = getattr(self.view, "highlight_log", None)
        if light is None:
            return
        text = None
        p = self.pointer
        if p is not None and area.collidepoint(p):
            i = (p[1] - area.y + self.log_scroll.offset) // lh
            if 0 <= i < min(n, len(self._log_owner)):
                text = self._log_owner[i].text(self.app.settings.lang)
        light(text)
