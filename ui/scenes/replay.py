"""Watching a finished match again, move by move.

The replay rebuilds the match from its seed and plays the recorded actions one at a
time: forward with the board's own animations, back by replaying one action fewer,
or on its own at the animation speed of the settings. The game is over, so the
whole table shows (every rack, hand and plan). Nothing is saved.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.match import Match
from ui import i18n
from ui.app import App
from ui.scenes.play import PAUSE, PlayScene
from ui.widgets import Button


class ReplayScene(PlayScene):
    """The table of a finished match, with back, forward, play/pause and close."""

    def __init__(self, app: App, source: Match) -> None:
        self.script = list(source.actions)
        fresh = Match(source.rules, [replace(s) for s in source.seats], source.seed,
                      dict(source.options))
        super().__init__(app, fresh, demo=True, autosave=False)
        self.results_shown = True  # the ranking is not pushed again at the end
        self.playing = False
        self.btn_undo = Button(lambda: i18n.t("replay.back"), self.back, size=19,
                               sound=self.click)
        self.btn_save = Button(lambda: i18n.t("replay.forward"), self.forward, size=19,
                               sound=self.click)
        self.btn_rules = Button(
            lambda: i18n.t("replay.pause" if self.playing else "replay.play"), self.toggle,
            size=19, sound=self.click)
        self.btn_menu = Button(lambda: i18n.t("replay.close"), self.close, size=19,
                               sound=self.click)
        self._enable()

    # ------------------------------------------------------------------ moving
    @property
    def position(self) -> int:
        """How many of the recorded actions are on the table."""
        return len(self.match.actions)

    def forward(self) -> bool:
        """Play the next recorded action (animated unless the board is still busy)."""
        k = self.position
        if k >= len(self.script):
            self.playing = False
            return False
        events = self.match.play(self.script[k])
        self.ai_wait = PAUSE.get(self.app.settings.anim, 0.7)
        self.refresh(None if self.view.busy() else events)  # refresh sets the buttons
        return True

    def back(self) -> None:
        self.playing = False
        if self.position:
            self.go_to(self.position - 1)

    def go_to(self, n: int) -> None:
        """Show the table after the first ``n`` recorded actions, without animation."""
        n = max(0, min(len(self.script), n))
        if n < self.position:
            self.match.rebuild(n)
        while self.position < n:
            self.match.play(self.script[self.position])
        self.refresh(events=None)

    def toggle(self) -> None:
        if self.position >= len(self.script):
            self.go_to(0)  # from the end, play from the start
        self.playing = not self.playing
        self.ai_wait = 0.0

    def close(self) -> None:
        self.app.pop()

    def _enable(self) -> None:
        self.btn_undo.enabled = self.position > 0
        self.btn_save.enabled = self.position < len(self.script)
        self.btn_rules.enabled = bool(self.script)

    # ------------------------------------------------------------------ scene
    def _computer_turn(self, dt: float) -> None:
        """Nobody thinks in a replay: when playing, the next recorded move comes."""
        if not self.playing or self.view.busy():
            return
        self.ai_wait -= dt
        if self.ai_wait <= 0:
            self.forward()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.match.is_over():
            self.playing = False

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self._enable()

    def refresh(self, events: list | None) -> None:
        super().refresh(events)
        self._enable()  # the play scene's refresh judges Undo by its own rules

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            if event.key == pygame.K_LEFT or (ctrl and event.key == pygame.K_z):
                self.back()
                return
            if event.key == pygame.K_RIGHT:
                self.playing = False
                self.forward()
                return
            if event.key == pygame.K_SPACE:
                self.toggle()
                return
            if event.key == pygame.K_HOME:
                self.playing = False
                self.go_to(0)
                return
            if event.key == pygame.K_END:
                self.playing = False
                self.go_to(len(self.script))
                return
            if ctrl and event.key == pygame.K_s:
                return  # nothing to save: the match is saved already
        super().handle(event)

    def status_text(self) -> tuple[str, str]:
        who = i18n.t("replay.status", k=self.position, n=len(self.script))
        return who, i18n.t("replay.keys")
