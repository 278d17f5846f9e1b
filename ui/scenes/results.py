"""The final ranking: places, scores, each player's breakdown and the tie-break."""

from __future__ import annotations

import logging

import pygame

from game.core import Outcome, row_label
from game.i18n import decimal, ngettext
from ui import i18n, paper
from ui.app import App, Scene
from ui.hint_notes import hints_used
from ui.scenes.registry import scene
from ui.theme import ACCENT, INK, INK_SOFT, smallcaps
from ui.widgets import Button, Scroller, blit_text, px, seat_swatch, wrap

log = logging.getLogger(__name__)


def fmt(v: object, lang: str) -> str:
    """A score as the results show it: whole numbers without a fraction, halves with the
    language's decimal mark (12,5 in German)."""
    if isinstance(v, float):
        return decimal(round(v, 1), lang)
    return str(v)


def points(v: float, lang: str) -> str:
    """"12 points", "1 point", "10,5 Punkte": the headline score of a seat."""
    n = int(v) if float(v).is_integer() else 2  # a fraction takes the plural
    return ngettext("{score} point", "{score} points", n, lang, score=fmt(v, lang))


def merged_rows(o: Outcome | None, order: list[int], lang: str
                ) -> tuple[list[str], dict[str, dict[int, object]]]:
    """The breakdown as one table: the row labels (in ``lang``) and each label's value per
    seat. Every seat's rows keep their order: a label only one seat has goes before the next
    label that seat shares (a two-player Revolution seat's factions before the Total)."""
    labels: list[str] = []
    values: dict[str, dict[int, object]] = {}
    for seat in order:
        new: list[str] = []  # this seat's labels not yet in the table, since the last shared
        for row in (o.breakdown[seat] if o and seat < len(o.breakdown) else []):
            key = row_label(row, lang)
            if key in values:
                at = labels.index(key)
                labels[at:at] = new
                new = []
            else:
                new.append(key)
                values[key] = {}
            values[key][seat] = row[2]
        labels += new
    return labels, values


class ResultsScene(Scene):
    """Shown when the match is over; 'Back to the board' returns to the final position."""

    def __init__(self, app: App, play: Scene) -> None:
        super().__init__(app)
        self.play = play
        match = play.match  # type: ignore[attr-defined]
        self.match = match
        try:
            self.outcome: Outcome | None = match.rules.outcome(match.state)
        except Exception:
            log.exception("outcome failed")
            self.outcome = None
        self.scroll = Scroller()
        self.btn_board = Button(lambda: i18n.t("results.board"), app.pop, sound=self.click)
        self.btn_new = Button(lambda: i18n.t("menu.new"), self.new_game, sound=self.click)
        self.btn_menu = Button(lambda: i18n.t("results.menu"), self.menu, sound=self.click)
        self.buttons = [self.btn_new, self.btn_menu, self.btn_board]
        ReplayScene = scene("replay")

        if match.is_over() and not isinstance(play, ReplayScene):
            self.btn_replay = Button(lambda: i18n.t("results.replay"), self.replay,
                                     sound=self.click)
            self.buttons.append(self.btn_replay)
        self.focus.set(self.buttons)
        self.focus.focus = 0

    def replay(self) -> None:
        """Watch the finished match again, move by move."""
        ReplayScene = scene("replay")

        self.app.push(ReplayScene(self.app, self.match))

    def new_game(self) -> None:
        MenuScene = scene("menu")
        NewGameScene = scene("newgame")

        self.menu()
        if not any(isinstance(s, MenuScene) for s in self.app.stack):
            self.app.push(MenuScene(self.app))
        self.app.push(NewGameScene(self.app, self.match.rules.id))

    def menu(self) -> None:
        MenuScene = scene("menu")

        self.app.pop_to(MenuScene)
        if not self.app.stack:
            self.app.running = True
            self.app.push(MenuScene(self.app))

    def order(self) -> list[int]:
        if self.outcome is None:
            return list(range(self.match.players))
        o = self.outcome
        return sorted(range(self.match.players), key=lambda s: (o.ranks[s], -o.scores[s]))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(1000)), h - px(60))
        self.sheet.center = (w // 2, h // 2)
        n, gap, bh = len(self.buttons), px(20), px(44)
        bw = min(px(230), (self.sheet.w - px(80) - (n - 1) * gap) // n)
        y = self.sheet.bottom - px(64)
        x = self.sheet.centerx - (n * bw + (n - 1) * gap) // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        self.area = pygame.Rect(self.sheet.x + px(40), self.sheet.y + px(112),
                                self.sheet.w - px(80), y - px(16) - self.sheet.y - px(112))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.scroll.handle(event, self.area, px(24)):
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("results.title"), px(44), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(20))))
        blit_text(surf, i18n.title(self.match.rules), px(20), (sh.centerx, sh.y + px(74)), INK_SOFT,
                  "italic", "midtop")
        lang = i18n.lang()
        area = self.area
        clip = surf.get_clip()
        surf.set_clip(area)
        y = area.y - self.scroll.offset
        o = self.outcome
        colors = self.play.view.ctx.seat_colors  # type: ignore[attr-defined]
        if o is None:
            blit_text(surf, i18n.t("results.unknown"), px(20), (area.x, y), ACCENT, "italic")
            y += px(30)
        order = self.order()
        for seat in order:
            s = self.match.seats[seat]
            rank = o.ranks[seat] if o else 0
            winner = rank == 1
            row = pygame.Rect(area.x, y, area.w, px(40))
            if winner:
                pygame.draw.rect(surf, (248, 232, 190), row, border_radius=px(4))
            blit_text(surf, i18n.t("results.place", n=rank) if o else "–", px(26),
                      (row.x + px(10), row.centery), ACCENT if winner else INK, "bold",
                      "midleft")
            sw = pygame.Rect(row.x + px(70), row.centery - px(10), px(20), px(20))
            own = getattr(self.play.view, "seat_square", None)  # a faction's colour
            if own is None or not own(surf, sw, seat):
                seat_swatch(surf, sw, s.color, self.app.settings.colorblind)
            kind = i18n.t("seat.computer", level=i18n.level_name(s.level)) if s.is_ai \
                else i18n.t("seat.human")
            used = hints_used(self.match, seat)
            if used:
                kind += " · " + i18n.n_("1 hint", "{n} hints", used)
            nr = blit_text(surf, s.name, px(26), (sw.right + px(12), row.centery), INK, "bold",
                           "midleft", max_width=area.w // 2)
            blit_text(surf, kind, px(17), (nr.right + px(12), row.centery + px(2)), INK_SOFT,
                      "italic", "midleft")
            if o:
                blit_text(surf, points(o.scores[seat], lang), px(24),
                          (row.right - px(10), row.centery), INK, "bold", "midright")
            y = row.bottom + px(4)
        # the breakdown as a table: one row per item, one column per player (by rank)
        labels, values = merged_rows(o, order, lang)
        if labels:
            y += px(14)
            col_w = min(px(150), (area.w - px(300)) // max(1, len(order)))
            x0 = area.right - col_w * len(order)
            for k, seat in enumerate(order):
                cx = x0 + k * col_w + col_w // 2
                pygame.draw.circle(surf, colors[seat], (cx - px(40), y + px(12)), px(6))
                blit_text(surf, self.match.seats[seat].name, px(18), (cx - px(30), y + px(12)),
                          INK, "bold", "midleft", max_width=col_w - px(20))
            y += px(30)
            pygame.draw.line(surf, INK_SOFT, (area.x, y), (area.right, y))
            y += px(4)
            for i, key in enumerate(labels):
                if i % 2 == 0:
                    band = pygame.Rect(area.x, y, area.w, px(24))
                    pygame.draw.rect(surf, (236, 222, 192), band)
                blit_text(surf, key, px(18), (area.x + px(10), y + px(1)), INK_SOFT,
                          max_width=x0 - area.x - px(20))
                for k, seat in enumerate(order):
                    v = values[key].get(seat)
                    if v is not None:
                        blit_text(surf, fmt(v, lang), px(18),
                                  (x0 + k * col_w + col_w // 2, y + px(1)), INK, anchor="midtop")
                y += px(24)
            y += px(12)
        if o:
            tb = o.tiebreak_text(lang)
            if tb:
                for line in wrap(tb, px(18), area.w - px(20)):
                    blit_text(surf, line, px(18), (area.x + px(10), y), INK, "italic")
                    y += px(24)
        surf.set_clip(clip)
        self.scroll.set_sizes(y + self.scroll.offset - area.y, area.h)
        self.scroll.draw_bar(surf, area)
        self.focus.draw(surf)
