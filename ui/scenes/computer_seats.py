"""The computer seats of a table: a seat's move is asked of the worker as soon as it is
to act (it thinks while the table still shows the last move), played when the show and
the pause after it end, and replaced by the easy level's move if the computer fails."""

from __future__ import annotations

import logging
import time
from typing import Any

from game.core import IllegalAction
from game.match import LogLine
from ui import i18n
from ui.scenes.computer import fallback

log = logging.getLogger("ui.scenes.play")

PAUSE = {"off": 0.15, "normal": 0.7, "fast": 0.3}  # seconds between computer moves


class ComputerSeats:
    """Mixin of the play scene: its computer seats (``match``, ``view``, ``computer``,
    ``ai_seat``, ``ai_answer``, ``ai_wait`` and ``refresh`` are the scene's)."""

    def _computer_turn(self, dt: float) -> None:
        seat = self.to_act()
        if seat is None or not self.match.seats[seat].is_ai or self.covered_for is not None:
            return
        if self.stuck:
            return
        busy = self.view.busy()
        if not busy:
            self.ai_wait -= dt
        if self.ai_seat is None:  # it thinks while the table still shows the last move
            self.ai_seat = seat
            self.ai_answer = None
            self.ai_started = time.monotonic()
            level = self.match.seats[seat].level
            self.computer.ask(self.match, seat, level)
            return
        if self.ai_answer is None:
            self.ai_answer = self.computer.poll()
            if self.ai_answer is None:
                return
        if busy or self.ai_wait > 0:  # its move waits for the show to end
            return
        answer, self.ai_answer = self.ai_answer, None
        self.ai_seat = None
        action, error = answer
        if error is None and action is not None:
            try:
                self.play_checked(action)
                return
            except IllegalAction as exc:
                error = f"illegal move: {exc}"
            except Exception as exc:
                log.exception("the computer's move %r failed", action)
                error = f"{type(exc).__name__}: {exc}"
        try:
            self._fall_back(seat, error or "no move")
        except Exception:
            log.exception("even the easy move failed; the computer seat stops")
            self.stuck = True
            self.say(i18n.t("play.ai_stuck"))

    def play_checked(self, action: Any) -> None:
        """Play a computer's move; IllegalAction propagates (the caller falls back)."""
        hold = len(self.match.log)
        events = self.match.play(action)
        self.log_hold = hold
        self.ai_wait = PAUSE["off"] if self.view.unseen(action) else \
            PAUSE.get(self.app.settings.anim, 0.7)
        self._autosave()
        self.refresh(events)

    def _fall_back(self, seat: int, error: str) -> None:
        name = self.match.seats[seat].name
        log.warning("AI for seat %s (%s) failed: %s; falling back to easy", seat, name, error)
        note = f"seat {seat} ({name}) fell back to easy: {error}"
        self.match.notes.append(note)
        action = fallback(self.match, seat)
        self.play_checked(action)
        self.match.log.append(LogLine(seat, render=lambda lang: i18n.text_in(
            "play.fallback", lang, name=name)))

