"""Load a saved game: every save listed with game, players, date and progress. A file
that cannot be loaded is listed with the reason and left exactly as it is."""

from __future__ import annotations

import os
import time

import pygame

import game
from ui import i18n, paper
from ui.app import App, Scene
from ui.scenes.saves import SaveEntry, describe_error, list_saves, players_text
from ui.theme import ACCENT, INK, INK_SOFT, smallcaps
from ui.widgets import Button, Scroller, Widget, blit_text, px, wrap


def date_text(when: float) -> str:
    """A save's date as the list shows it ("" for one no calendar can show)."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(when))
    except (OverflowError, OSError, ValueError):
        return ""


class SaveRow(Widget):
    def __init__(self, scene: LoadScene, entry: SaveEntry) -> None:
        super().__init__()
        self.scene = scene
        self.entry = entry

    def activate(self) -> None:
        self.scene.open(self.entry)

    @property
    def delete_rect(self) -> pygame.Rect:
        """The small × at the row's lower right that deletes the save (asked twice)."""
        d = px(22)
        return pygame.Rect(self.rect.right - px(10) - d, self.rect.bottom - px(8) - d, d, d)

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if button == 1 and self.delete_rect.collidepoint(pos):
            self.scene.ask_delete(self.entry)
            return True
        return super().click(pos, button)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.scene.ask_delete(self.entry)
            return True
        return False

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        r = self.rect
        e = self.entry
        bad = e.info is None or e.info.get("game") not in game.GAMES
        armed = self.scene.armed == e.path
        tint = (244, 214, 200) if armed else (250, 240, 220) if not bad else (246, 226, 214)
        surf.blit(paper.sheet(r.size, tint, worn=False), r.topleft)
        pygame.draw.rect(surf, ACCENT if self.scene.error_for == e.path or armed else INK_SOFT,
                         r, 1, border_radius=px(3))
        self._draw_delete(surf, armed)
        x = r.x + px(14)
        if e.info is None:
            blit_text(surf, e.name, px(20), (x, r.y + px(6)), INK, "bold", max_width=r.w // 2)
            reason = describe_error(e.error_text(i18n.lang()) or "")
            blit_text(surf, i18n.t("load.cannot", reason=reason), px(18),
                      (x, r.y + px(32)), ACCENT, "italic", max_width=r.w - px(64))
        else:
            info = e.info
            rules = game.GAMES.get(info["game"])
            title = i18n.title(rules) if rules else info["game"]
            blit_text(surf, title, px(21), (x, r.y + px(5)), INK, "bold", max_width=r.w // 2)
            when = date_text(e.when)
            blit_text(surf, when, px(18), (r.right - px(14), r.y + px(7)), INK_SOFT,
                      anchor="topright")
            players = players_text(info)
            if info.get("over"):
                progress = i18n.n_("finished after {n} move", "finished after {n} moves",
                                   int(info.get("progress", 0)))
            else:
                progress = i18n.n_("{n} move played", "{n} moves played",
                                   int(info.get("progress", 0)))
            kind = i18n.t("load.autosave") if e.autosave else e.name
            line = f"{players}  ·  {progress}  ·  {kind}"
            if rules is None:
                line = i18n.t("load.cannot", reason=i18n.t("load.err.unknown_game",
                                                            game=info["game"]))
            blit_text(surf, line, px(17), (x, r.y + px(34)), ACCENT if rules is None else
                      INK_SOFT, "italic", max_width=r.w - px(64))
        if focused:
            paper.focus_ring(surf, r)

    def _draw_delete(self, surf: pygame.Surface, armed: bool) -> None:
        d = self.delete_rect
        hot = armed or (self.hover and d.collidepoint(pygame.mouse.get_pos()))
        if hot:
            pygame.draw.circle(surf, ACCENT if armed else (236, 214, 190), d.center, d.w // 2)
        col = (255, 246, 230) if armed else ACCENT if hot else INK_SOFT
        k = d.w // 4
        pygame.draw.line(surf, col, (d.centerx - k, d.centery - k), (d.centerx + k, d.centery + k),
                         max(2, px(2)))
        pygame.draw.line(surf, col, (d.centerx - k, d.centery + k), (d.centerx + k, d.centery - k),
                         max(2, px(2)))


class LoadScene(Scene):
    """The saves folder; click or Enter on a save to play it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = Scroller()
        self.btn_back = Button(lambda: i18n.t("common.back"), app.pop, sound=self.click)
        self.message = ""
        self.error_for: str | None = None
        self.armed: str | None = None  # the save whose × was pressed once
        self.refresh()

    def refresh(self) -> None:
        self.entries = list_saves()
        self.rows = [SaveRow(self, e) for e in self.entries]
        self.focus.set([*self.rows, self.btn_back], keep=False)
        self.focus.focus = 0 if self.rows else len(self.rows)

    def resume(self) -> None:
        self.refresh()
        self.layout(self.size)

    def ask_delete(self, entry: SaveEntry) -> None:
        """The first × (or Delete key) on a save asks; the second deletes the file."""
        self.click()
        self.error_for = None
        if self.armed != entry.path:
            self.armed = entry.path
            self.message = i18n.t("load.delete_confirm", name=entry.name)
            return
        self.armed = None
        try:
            os.remove(entry.path)
        except OSError as exc:
            self.message = i18n.t("load.delete_failed", name=entry.name,
                                  reason=exc.strerror or type(exc).__name__)
            self.error_for = entry.path
            return
        index = self.focus.focus or 0
        self.refresh()
        self._place_rows()
        if self.rows:
            self.focus.focus_on(self.rows[min(index, len(self.rows) - 1)])
            self._show(self.rows[min(index, len(self.rows) - 1)])
        self.message = i18n.t("load.deleted", name=entry.name)

    def open(self, entry: SaveEntry) -> None:
        from ui.scenes.registry import open_match

        self.click()
        self.armed = None
        if entry.info is None:
            self.message = i18n.t("load.cannot",
                                  reason=describe_error(entry.error_text(i18n.lang()) or ""))
            self.error_for = entry.path
            return
        if entry.info.get("game") not in game.GAMES:
            self.message = i18n.t("load.cannot", reason=i18n.t("load.err.unknown_game",
                                                                game=entry.info.get("game")))
            self.error_for = entry.path
            return
        err = open_match(self.app, entry.path)
        if err:
            self.message = i18n.t("load.cannot", reason=describe_error(err))
            self.error_for = entry.path

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(960)), h - px(60))
        self.sheet.center = (w // 2, h // 2)
        self.area = pygame.Rect(self.sheet.x + px(36), self.sheet.y + px(90),
                                self.sheet.w - px(72), self.sheet.h - px(190))
        self.btn_back.rect = pygame.Rect(self.sheet.x + px(36), self.sheet.bottom - px(68),
                                         px(200), px(46))
        self._place_rows()

    def _place_rows(self) -> None:
        rh, gap = px(62), px(8)
        self.scroll.set_sizes(len(self.rows) * (rh + gap), self.area.h)
        for i, row in enumerate(self.rows):
            row.rect = pygame.Rect(self.area.x, self.area.y + i * (rh + gap) - self.scroll.offset,
                                   self.area.w - px(12), rh)
            row.visible = row.rect.bottom > self.area.y and row.rect.top < self.area.bottom

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.scroll.handle(event, self.area, px(24)):
            self._place_rows()
            self._hover(pygame.mouse.get_pos())  # the row now under the pointer
            return
        if event.type == pygame.MOUSEBUTTONDOWN and not self.area.collidepoint(event.pos) \
                and not self.btn_back.rect.collidepoint(event.pos):
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        self.focus.handle(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)

    def _hover(self, pos: tuple[int, int]) -> None:
        inside = self.area.collidepoint(pos)
        for row in self.rows:
            row.hover = inside and row.visible and row.rect.collidepoint(pos)

    def _key(self, event: pygame.event.Event) -> bool:
        """Up/Down, Page Up/Down, Home/End and Tab walk every row (seen or not) and the
        Back button; the list scrolls to keep the focused row whole in sight."""
        if not self.rows:
            return False
        order = [*self.rows, self.btn_back]
        f = self.focus.focused()
        i = order.index(f) if f in order else None
        page = max(1, self.area.h // px(70))
        k = event.key
        shift = event.mod & pygame.KMOD_SHIFT
        if k == pygame.K_TAB:
            j = (-1 if i is None else i) + (-1 if shift else 1)
            j %= len(order)
        elif k == pygame.K_DOWN:
            j = 0 if i is None else min(len(order) - 1, i + 1)
        elif k == pygame.K_UP:
            j = 0 if i is None else max(0, i - 1)
        elif k == pygame.K_PAGEDOWN:
            j = min(len(self.rows) - 1, (i or 0) + page)
        elif k == pygame.K_PAGEUP:
            j = max(0, (i or 0) - page)
        elif k == pygame.K_HOME:
            j = 0
        elif k == pygame.K_END:
            j = len(self.rows) - 1
        else:
            return False
        self.focus.focus_on(order[j])
        self._show(order[j])
        return True

    def _show(self, w: object) -> None:
        """Scroll so that row ``w`` is wholly inside the list's window."""
        if not isinstance(w, SaveRow):
            return
        if w is self.rows[-1]:
            self.scroll.to_bottom()
        elif w.rect.top < self.area.y:
            self.scroll.scroll(w.rect.top - self.area.y)
        elif w.rect.bottom > self.area.bottom:
            self.scroll.scroll(w.rect.bottom - self.area.bottom)
        self._place_rows()

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("load.title"), px(40), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(18))))
        if not self.rows:
            blit_text(surf, i18n.t("load.none"), px(20), (self.area.centerx, self.area.y + px(40)),
                      INK_SOFT, "italic", "midtop")
        clip = surf.get_clip()
        surf.set_clip(self.area)
        for row in self.rows:
            if row.visible:
                row.draw(surf, row is self.focus.focused())
        surf.set_clip(clip)
        self.scroll.draw_bar(surf, self.area)
        self.btn_back.draw(surf, self.btn_back is self.focus.focused())
        if self.message:
            for i, line in enumerate(wrap(self.message, px(18), sh.w - px(320))):
                blit_text(surf, line, px(18), (self.btn_back.rect.right + px(24),
                                               self.btn_back.rect.y + i * px(22)), ACCENT,
                          "italic")
