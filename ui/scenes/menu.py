"""The title screen (New game, Continue, Load, Rules, Settings, Quit) and the in-game
pause menu (Esc at the table)."""

from __future__ import annotations

import logging

import pygame

import game
from ui import i18n, paper
from ui.app import App, Scene
from ui.scenes.registry import open_match, scene
from ui.theme import ACCENT, INK, INK_SOFT, font, smallcaps
from ui.widgets import Button, blit_text, px, wrap

log = logging.getLogger(__name__)


class MenuScene(Scene):
    """The title page."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message = ""
        self._off_text = ""  # why Continue is off, when it is shown as the message
        self.continue_path: str | None = None
        s = self.click
        self.buttons = [
            Button(lambda: i18n.t("menu.new"), self.new_game, sound=s, size=24),
            Button(lambda: i18n.t("menu.continue"), self.resume_game, sound=s, size=24),
            Button(lambda: i18n.t("menu.load"), self.load, sound=s, size=24),
            Button(lambda: i18n.t("menu.join"), self.join, sound=s, size=24),
            Button(lambda: i18n.t("menu.learn"), self.learn, sound=s, size=24),
            Button(lambda: i18n.t("menu.rules"), self.rules, sound=s, size=24),
            Button(lambda: i18n.t("menu.settings"), self.settings, sound=s, size=24),
            Button(lambda: i18n.t("menu.quit"), app.quit, sound=s, size=24),
        ]
        self.focus.set(self.buttons)
        self.focus.focus = 0
        self.refresh()

    def refresh(self) -> None:
        from ui.scenes.saves import latest_autosave, players_text

        if self.message and self.message == self._off_text:
            self.message = ""  # said by an earlier refresh: said again below if still true
        entry = latest_autosave()
        self.continue_path = entry.path if entry else None
        self.buttons[1].enabled = self.continue_path is not None
        self.buttons[1].tip = ""
        if entry is not None and entry.info is not None:
            rules = game.GAMES.get(entry.info["game"])
            title = i18n.title(rules) if rules else str(entry.info["game"])
            players = players_text(entry.info)
            moves = i18n.n_("{n} move played", "{n} moves played",
                            int(entry.info.get("progress", 0)))
            self.buttons[1].tip = f"{title} · {players} · {moves}"
        if entry is None:
            self._why_no_continue()
        if not self.buttons[1].enabled and self.focus.focus == 1:
            self.focus.focus = 0

    def _why_no_continue(self) -> None:
        """Continue is off although an unfinished game was autosaved: say why."""
        from ui.scenes.saves import describe_error, list_saves

        for e in list_saves():
            if not e.autosave or (e.info is not None and e.info.get("over")):
                continue
            if e.info is None:
                error = describe_error(e.error_text(i18n.lang()) or "")
            elif e.info.get("game") not in game.GAMES:
                error = i18n.t("load.err.unknown_game", game=e.info.get("game"))
            else:
                continue
            text = i18n.t("menu.continue_off", error=error)
            self.buttons[1].tip = f"{text} ({e.name})"
            self.message = self._off_text = text
            return

    def resume(self) -> None:
        self.refresh()

    def new_game(self) -> None:
        NewGameScene = scene("newgame")

        self.app.push(NewGameScene(self.app))

    def resume_game(self) -> None:
        if self.continue_path:
            err = open_match(self.app, self.continue_path)
            if err:
                from ui.scenes.saves import describe_error

                self.message = i18n.t("menu.continue_failed", error=describe_error(err))

    def learn(self) -> None:
        """A guided game of the last game chosen (or the first game that has one)."""
        from game.learn import has_lesson

        ids = [g for g in game.GAMES if has_lesson(g)]
        if not ids:
            return
        last = self.app.settings.last_game
        self.app.push(scene("learn")(self.app, last if last in ids else ids[0]))

    def join(self) -> None:
        self.app.push(scene("join")(self.app))

    def load(self) -> None:
        LoadScene = scene("load")

        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        RulesScene = scene("rules")

        self.app.push(RulesScene(self.app, self.app.settings.last_game or None))

    def settings(self) -> None:
        SettingsScene = scene("settings")

        self.app.push(SettingsScene(self.app))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(560)), min(h - px(40), px(700)))
        self.sheet.center = (w // 2, h // 2)
        bw, bh, gap = px(320), px(44), px(10)
        y = self.sheet.y + px(222)
        for b in self.buttons:
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (self.sheet.centerx, y)
            y += bh + gap

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.focus.focus_on(self.buttons[-1])  # Esc points at Quit; Enter confirms
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        paper.crease(surf, sh, vertical=True)
        title = smallcaps("Tavola", px(84), INK)
        surf.blit(title, title.get_rect(midtop=(sh.centerx, sh.y + px(40))))
        blit_text(surf, i18n.t("menu.subtitle"), px(22), (sh.centerx, sh.y + px(148)), INK_SOFT,
                  "italic", "midtop", max_width=sh.w - px(40))
        paper.rule(surf, sh.x + px(80), sh.right - px(80), sh.y + px(196))
        self.focus.draw(surf)
        if self.message:
            for i, line in enumerate(wrap(self.message, px(18), sh.w - px(60))):
                blit_text(surf, line, px(18), (sh.centerx, self.buttons[-1].rect.bottom + px(14)
                                               + i * px(22)), ACCENT, "italic", "midtop")
        lines = _title_lines([i18n.title(r) for r in game.GAMES.values()], px(16), sh.w - px(40))
        for i, line in enumerate(lines):
            y = sh.bottom - px(12) - (len(lines) - i) * px(20)
            blit_text(surf, line, px(16), (sh.centerx, y), INK_SOFT, "italic", "midtop")


def _title_lines(titles: list[str], size: int, width: int) -> list[str]:
    """The games' titles, comma-separated, on as many lines as they need, each title kept
    whole where it fits (one line cut the list and never named Kingmaker)."""
    lines: list[str] = []
    for title in titles:
        if lines and font(size, "italic").size(f"{lines[-1]}, {title}")[0] <= width:
            lines[-1] = f"{lines[-1]}, {title}"
        else:
            if lines:
                lines[-1] += ","
            lines += wrap(title, size, width, "italic")
    return lines


class PauseScene(Scene):
    """Esc at the table: resume, save a copy, rules, settings, leave."""

    overlay = True

    def __init__(self, app: App, play: Scene) -> None:
        super().__init__(app)
        self.play = play
        s = self.click
        demo = getattr(play, "demo", False)
        self.buttons = [
            Button(lambda: i18n.t("pause.resume"), self.close, sound=s, size=22),
            Button(lambda: i18n.t("pause.save"), self.save, sound=s, size=22),
            Button(lambda: i18n.t("menu.rules"), self.rules, sound=s, size=22),
            Button(lambda: i18n.t("menu.settings"), self.settings, sound=s, size=22),
            Button(lambda: i18n.t("pause.leave"), self.leave, sound=s, size=22),
            Button(lambda: i18n.t("menu.quit"), app.quit, sound=s, size=22),
        ]
        self.buttons[1].enabled = not demo
        self.focus.set(self.buttons)
        self.focus.focus = 0
        self.message = ""

    def close(self) -> None:
        self.app.pop()

    def save(self) -> None:
        path = self.play.save_copy()  # type: ignore[attr-defined]
        if path:
            import os

            self.message = i18n.t("play.saved", name=os.path.basename(path))

    def rules(self) -> None:
        RulesScene = scene("rules")

        self.app.push(RulesScene(self.app, self.play.rules.id))  # type: ignore[attr-defined]

    def settings(self) -> None:
        SettingsScene = scene("settings")

        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        self.app.pop_to(MenuScene)
        if not self.app.stack:
            self.app.running = True
            self.app.push(MenuScene(self.app))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bw, bh, gap = px(300), px(44), px(10)
        n = len(self.buttons)
        self.sheet = pygame.Rect(0, 0, bw + px(100), n * (bh + gap) + px(150))
        self.sheet.center = (w // 2, h // 2)
        y = self.sheet.y + px(86)
        for b in self.buttons:
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (self.sheet.centerx, y)
            y += bh + gap

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((40, 26, 14, 130))
        surf.blit(veil, (0, 0))
        paper.panel(surf, self.sheet)
        t = smallcaps(i18n.t("pause.title"), px(36), INK)
        surf.blit(t, t.get_rect(midtop=(self.sheet.centerx, self.sheet.y + px(22))))
        self.focus.draw(surf)
        if self.message:
            blit_text(surf, self.message, px(17), (self.sheet.centerx, self.sheet.bottom - px(34)),
                      ACCENT, "italic", "midtop", max_width=self.sheet.w - px(30))
