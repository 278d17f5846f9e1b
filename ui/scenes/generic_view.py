"""A plain board view for a game whose own view is not available: the legal moves as
a scrollable list of sentences (``rules.describe``), so every registered game is
playable and testable. Real games register their own view in ``ui.views.VIEWS``.
"""

from __future__ import annotations

from typing import Any

import pygame

from ui import i18n, paper
from ui.theme import ACCENT, INK, INK_SOFT, smallcaps
from ui.views.base import BoardView
from ui.widgets import Scroller, blit_text, px


class GenericView(BoardView):
    """The legal moves as a list; click one, or use the arrows and Enter."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.actions: list = []
        self.lines: list[str] = []
        self.selected = 0
        self.scroll = Scroller()
        self.rows: list[tuple[pygame.Rect, int]] = []

    def set_state(self, state, viewer, interactive, events=None) -> None:
        super().set_state(state, viewer, interactive, events)
        self.actions, self.lines = [], []
        if interactive and state is not None:
            try:
                self.actions = list(self.ctx.rules.legal_actions(state))
            except Exception:  # an observation the rules cannot enumerate
                self.actions = []
            self.lines = [self.ctx.rules.describe(a, self.ctx.lang) for a in self.actions]
        self.selected = 0
        self.scroll.offset = 0

    def _line_h(self) -> int:
        return px(26)

    def draw_board(self, surf: pygame.Surface) -> None:
        r = self.board_rect
        paper.panel(surf, r)
        title = smallcaps(i18n.title(self.ctx.rules), px(34), INK)
        surf.blit(title, title.get_rect(midtop=(r.centerx, r.y + px(16))))
        paper.rule(surf, r.x + px(40), r.right - px(40), r.y + px(64))
        area = pygame.Rect(r.x + px(30), r.y + px(80), r.w - px(60), r.h - px(100))
        self.rows = []
        if not self.interactive:
            blit_text(surf, i18n.t("generic.watch"), px(20), area.midtop, INK_SOFT, "italic",
                      "midtop")
            return
        lh = self._line_h()
        self.scroll.set_sizes(len(self.lines) * lh, area.h)
        clip = surf.get_clip()
        surf.set_clip(area)
        for i, text in enumerate(self.lines):
            y = area.y + i * lh - self.scroll.offset
            if y + lh < area.y or y > area.bottom:
                continue
            row = pygame.Rect(area.x, y, area.w - px(10), lh)
            self.rows.append((row, i))
            if i == self.selected:
                pygame.draw.rect(surf, (*ACCENT, 0), row, width=1, border_radius=px(3))
                pygame.draw.rect(surf, ACCENT, row, width=1, border_radius=px(3))
            blit_text(surf, text, px(19), (row.x + px(8), row.centery), INK, anchor="midleft",
                      max_width=row.w - px(16))
        surf.set_clip(clip)
        self.scroll.draw_bar(surf, area)

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        score = None
        scores = getattr(self.state, "scores", None)
        if isinstance(scores, list) and seat < len(scores):
            score = scores[seat]
        if score is not None:
            blit_text(surf, f"{i18n.t('generic.score')}: {score}", px(18),
                      (rect.x, rect.y), INK_SOFT, max_width=rect.w)

    def public_panel_height(self, width: int) -> int:
        return px(26)

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        moves = i18n.n_("{n} possible move", "{n} possible moves", len(self.actions))
        blit_text(surf, moves, px(18), rect.topleft, INK_SOFT, "italic", max_width=rect.w)

    def private_panel_height(self, width: int) -> int:
        return px(30)

    def prompt(self) -> str:
        return i18n.t("generic.prompt") if self.interactive else ""

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if not self.actions:
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll.scroll(-event.y * self._line_h() * 3)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row, i in self.rows:
                if row.collidepoint(event.pos):
                    return self.actions[i]
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                d = 1 if event.key == pygame.K_DOWN else -1
                self.selected = (self.selected + d) % len(self.actions)
                lh = self._line_h()
                top = self.selected * lh
                if top < self.scroll.offset:
                    self.scroll.offset = top
                elif top + lh > self.scroll.offset + self.scroll.view:
                    self.scroll.offset = top + lh - self.scroll.view
                self.scroll.clamp()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.actions[self.selected]
        return None
