"""Computer seats for the play scene: ask for a move, poll for the answer.

``Computer("worker")`` thinks in game.ai.worker.AIWorker's background process so
the window stays smooth; ``Computer("inline")`` answers in this process at once
(demo mode, tests). When game.ai is missing, a random legal move of the seat's
observation is played. Errors come back with the answer; the play scene then
falls back to the easy level (:func:`fallback`).
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Any

from game.core import Rng, action_from_json
from game.match import Match

log = logging.getLogger(__name__)


def _mix(*parts: int) -> int:
    h = 0x9E3779B97F4A7C15
    for p in parts:
        h = ((h ^ (p & 0xFFFFFFFFFFFFFFFF)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    return h


def random_action(rules: Any, observation: Any, seat: int, seed: int) -> Any:
    """A uniformly random legal action for ``seat`` from its observation."""
    rng = Rng(seed)
    state = observation
    determinize = getattr(rules, "determinize", None)
    if determinize is not None:
        try:
            state = determinize(observation, seat, rng)
        except NotImplementedError:
            state = observation
    legal = rules.legal_actions(state)
    return legal[rng.randrange(len(legal))]


def fallback(match: Match, seat: int) -> Any:
    """The easy level's move for ``seat`` (random when game.ai is unavailable)."""
    rules = match.rules
    obs = rules.observe(match.state, seat)
    seed = _mix(match.seed, len(match.actions), seat)
    try:
        from game.ai import fallback_action
    except ImportError:
        return random_action(rules, obs, seat, seed)
    try:
        return fallback_action(rules, obs, seat, seed)
    except Exception:  # the easy AI itself failed: a random legal move still keeps going
        log.exception("easy AI failed for seat %s; playing a random move", seat)
        return random_action(rules, obs, seat, seed)


def lower_priority(pid: int) -> None:
    """Let a thinking process yield the CPU to the window and the display server."""
    try:
        if hasattr(os, "setpriority"):
            os.setpriority(os.PRIO_PROCESS, pid, 10)
        elif sys.platform == "win32":
            import ctypes

            k32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            handle = k32.OpenProcess(0x0200, False, pid)  # PROCESS_SET_INFORMATION
            if handle:
                k32.SetPriorityClass(handle, 0x4000)  # BELOW_NORMAL_PRIORITY_CLASS
                k32.CloseHandle(handle)
    except (OSError, AttributeError, ValueError) as exc:
        log.info("could not lower the AI's priority: %s", exc)


def worker_available() -> bool:
    try:
        import game.ai.worker  # noqa: F401
    except ImportError:
        return False
    return True


class Computer:
    """One pending request at a time; ``poll`` gives ``(action, error)`` once ready."""

    def __init__(self, mode: str = "worker", modules: tuple[str, ...] = (),
                 time_scale: float = 1.0) -> None:
        self.mode = mode if mode == "inline" or worker_available() else "inline"
        self.modules = modules
        self.time_scale = time_scale
        self._worker: Any = None
        self._rid = 0
        self._pending: tuple[int, Match, int] | None = None
        self._hint = False  # the pending request is a hint (its answer: Hint.to_json())
        self._inline_answer: tuple[Any, str | None] | None = None
        self._lowered: int | None = None  # the worker pid whose priority was lowered

    def _get_worker(self) -> Any:
        if self._worker is None:
            from game.ai.worker import AIWorker

            self._worker = AIWorker(modules=self.modules, time_scale=self.time_scale)
        return self._worker

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    def ask(self, match: Match, seat: int, level: str) -> None:
        self.cancel()
        self._hint = False
        self._rid += 1
        self._pending = (self._rid, match, seat)
        if self.mode == "inline":
            self._inline_answer = self._inline(match, seat, level)
            return
        try:
            worker = self._get_worker()
            worker.ask(self._rid, match.to_json(), seat, level)
            pid = worker.pid  # a new process after a restart
            if pid is not None and pid != self._lowered:
                self._lowered = pid
                lower_priority(pid)
        except Exception as exc:  # the process could not start: answer in-process
            log.exception("AI worker unavailable")
            self._inline_answer = (None, f"AI worker unavailable: {exc}")

    def ask_hint(self, match: Match, seat: int, level: str = "normal") -> None:
        """The move the ``level`` computer would choose for ``seat`` and why: ``poll`` then
        gives ``(Hint.to_json(), error)``. Thought out in the worker process."""
        self.cancel()
        self._rid += 1
        self._pending = (self._rid, match, seat)
        self._hint = True
        if self.mode == "inline":
            try:
                from game.ai.hint import hint

                obs = match.rules.observe(match.state, seat)
                seed = _mix(match.seed, len(match.actions), seat)
                found = hint(match.rules, obs, seat, seed, level=level,
                             time_scale=self.time_scale)
                self._inline_answer = (found.to_json(), None)
            except Exception as exc:
                log.exception("in-process hint failed")
                self._inline_answer = (None, f"{type(exc).__name__}: {exc}")
            return
        try:
            self._get_worker().ask_hint(self._rid, match.to_json(), seat, level)
        except Exception as exc:
            log.exception("AI worker unavailable")
            self._inline_answer = (None, f"AI worker unavailable: {exc}")

    def _inline(self, match: Match, seat: int, level: str) -> tuple[Any, str | None]:
        rules = match.rules
        seed = _mix(match.seed, len(match.actions), seat)
        try:
            obs = rules.observe(match.state, seat)
            try:
                from game.ai import choose_action
            except ImportError:
                return random_action(rules, obs, seat, seed), None
            return choose_action(rules, obs, seat, level, seed), None
        except Exception as exc:
            log.exception("in-process AI failed")
            return None, f"{type(exc).__name__}: {exc}"

    def poll(self) -> tuple[Any, str | None] | None:
        if self._pending is None:
            return None
        rid, match, seat = self._pending
        if self._inline_answer is not None:
            answer, self._inline_answer = self._inline_answer, None
            self._pending = None
            return answer
        reply = self._worker.poll() if self._worker is not None else None
        if reply is None:
            return None
        got, action_json, error = reply
        if got != rid:
            return None
        self._pending = None
        if error is not None:
            return None, error
        if self._hint:
            return action_json, None
        try:
            return action_from_json(match.rules, action_json), None
        except ValueError as exc:
            return None, str(exc)

    def cancel(self) -> None:
        if self._pending is not None and self._worker is not None:
            self._worker.cancel()
        self._pending = None
        self._inline_answer = None

    def close(self) -> None:
        self.cancel()
        if self._worker is not None:
            self._worker.close()
            self._worker = None
