"""A worker process that thinks for the UI, so the window stays smooth.

Usage from the play scene::

    worker = AIWorker()
    worker.ask(request_id, match.to_json(), seat, "normal")   # returns at once
    ...each frame: reply = worker.poll()  ->  None, or (request_id, action_json, error)
    worker.ask_hint(request_id, match.to_json(), seat)   # a hint: reply carries Hint.to_json()
    worker.cancel()   # e.g. on undo or when leaving the table
    worker.close()    # at the end (also done by an atexit guard)

Only JSON crosses the boundary: the worker rebuilds the ``Match`` from
``Match.to_json()`` with ``game.GAMES`` (replaying only the actions added since
its previous request, see :mod:`game.ai.replay`), takes ``rules.observe(state, seat)`` and
searches, so no game state is ever pickled. When the reply carries an error (an
exception, a crashed process, or no answer within ``budget * 3 + 5`` seconds)
the UI should play :func:`game.ai.fallback_action` (the easy level) instead.

Processes use the "spawn" start method everywhere, so behaviour is the same on
Linux, Windows and macOS and inside a PyInstaller build. The program's entry
point must therefore call ``multiprocessing.freeze_support()`` first thing under
``if __name__ == "__main__":`` (main.py does), or a frozen executable would
start a new window instead of a worker.

The worker is not a daemon because the hard level starts a helper process of its
own (see :mod:`game.ai.parallel`); it exits when its pipe closes, and ``close``
(registered with ``atexit``) stops it explicitly.
"""

from __future__ import annotations

import atexit
import json
import multiprocessing
import time
from typing import Any

from game.ai.agents import BUDGETS

Reply = tuple[int, list | dict | None, str | None]  # dict: the answer to a hint request


class CancelFlag:
    """A cancel flag shared with the worker process, without a lock.

    A ``multiprocessing.Event`` takes a lock even to read it: a worker killed while
    reading it (the search reads it every iteration) leaves that lock held, and the next
    ``set()`` in the window's process then waits forever. One shared byte cannot be left
    locked.
    """

    def __init__(self, ctx: Any) -> None:
        self._v = ctx.RawValue("b", 0)

    def set(self) -> None:
        self._v.value = 1

    def clear(self) -> None:
        self._v.value = 0

    def is_set(self) -> bool:
        return bool(self._v.value)


def _worker_main(conn: Any, cancelled: Any, modules: tuple[str, ...], time_scale: float) -> None:
    """The worker process: answer (id, match JSON text, seat, level) requests."""
    from game.ai import choose_action
    from game.ai.adapter import mix_seed
    from game.ai.hint import hint
    from game.ai.parallel import close_helper, rules_table
    from game.ai.replay import MatchCache
    from game.core import action_to_json

    games = rules_table(modules)
    cache = MatchCache()  # consecutive requests replay only the new actions
    try:
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                break
            if msg is None:
                break
            rid, payload, seat, level, *extra = msg
            kind = extra[0] if extra else "move"
            cancelled.clear()
            try:
                data = json.loads(payload)
                match = cache.match(data, games)
                rules = match.rules
                if rules.to_act(match.state) != seat:
                    raise ValueError(f"seat {seat} is not the one to act")
                observation = rules.observe(match.state, seat)
                seed = mix_seed(match.seed, len(match.actions), seat)
                if kind == "hint":  # the move plus its reason, as Hint.to_json()
                    found = hint(rules, observation, seat, seed, level=level,
                                 time_scale=time_scale, position=data, cancelled=cancelled)
                    reply: Reply = (rid, found.to_json(), None)
                else:
                    action = choose_action(
                        rules,
                        observation,
                        seat,
                        level,
                        seed,
                        time_scale=time_scale,
                        position=data,
                        cancelled=cancelled,
                    )
                    reply = (rid, action_to_json(action), None)
            except Exception as exc:  # reported to the UI, which falls back to easy
                reply = (rid, None, f"{type(exc).__name__}: {exc}")
            try:
                conn.send(reply)
            except (BrokenPipeError, OSError):
                break
    finally:
        close_helper()


class AIWorker:
    """One background process answering AI requests, one request at a time.

    ``modules`` names extra modules whose ``RULES`` the worker should know (test
    games); ``time_scale`` multiplies the levels' time budgets.
    """

    def __init__(self, modules: tuple[str, ...] = (), time_scale: float = 1.0) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._modules = tuple(modules)
        self._time_scale = time_scale
        self._proc: Any = None
        self._conn: Any = None
        self._cancelled = CancelFlag(self._ctx)
        self._current: tuple[int, float, float] | None = None  # id, start, time limit
        self._closed = False
        atexit.register(self.close)
        self._start()

    # ------------------------------------------------------------------ process
    def _start(self) -> None:
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(
            target=_worker_main,
            args=(child, self._cancelled, self._modules, self._time_scale),
            daemon=False,
            name="tavola-ai-worker",
        )
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def _stop(self, graceful: bool) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            if graceful:
                try:
                    conn.send(None)
                except (BrokenPipeError, OSError):
                    pass
            conn.close()
        if proc is not None:
            if graceful:
                proc.join(2.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(3.0)
            if proc.is_alive():  # pragma: no cover - stubborn process
                proc.kill()
                proc.join(1.0)

    def _restart(self) -> None:
        self._stop(graceful=False)
        if not self._closed:
            self._start()

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    # ------------------------------------------------------------------ requests
    def busy(self) -> bool:
        return self._current is not None

    def ask(self, request_id: int, match_json: dict, seat: int, level: str) -> None:
        """Start thinking for ``seat`` in the match; returns at once (drops any older request)."""
        self._send(request_id, match_json, seat, level)

    def _send(self, request_id: int, match_json: dict, seat: int, level: str,
              *kind: str) -> None:
        if self._closed:
            raise RuntimeError("the AI worker is closed")
        if self._current is not None:
            self.cancel()
        if self._proc is None or not self._proc.is_alive():
            self._restart()
        # generous: a busy or slow computer must not send a seat to the easy level
        limit = BUDGETS.get(level, BUDGETS["hard"]) * self._time_scale * 3 + 15
        self._current = (request_id, time.monotonic(), limit)
        msg = (request_id, json.dumps(match_json), seat, level, *kind)
        try:
            self._conn.send(msg)
        except (BrokenPipeError, OSError):
            self._restart()
            self._conn.send(msg)

    def ask_hint(self, request_id: int, match_json: dict, seat: int,
                 level: str = "normal") -> None:
        """Like :meth:`ask`, for a hint: the reply's second item is then
        :meth:`game.ai.hint.Hint.to_json` (``{"action", "line", "en", "it", "before",
        "after"}``) instead of an action."""
        self._send(request_id, match_json, seat, level, "hint")

    def poll(self) -> Reply | None:
        """The answer ``(request_id, action_json, error)`` when ready, else None."""
        if self._current is None:
            return None
        rid, start, limit = self._current
        try:
            while self._conn.poll():
                msg = self._conn.recv()
                if msg[0] == rid:
                    self._current = None
                    return (msg[0], msg[1], msg[2])
                # else: the answer to a cancelled request
        except (EOFError, OSError):
            self._current = None
            self._restart()
            return (rid, None, "the AI process stopped unexpectedly")
        if not self._proc.is_alive():
            self._current = None
            self._restart()
            return (rid, None, "the AI process stopped unexpectedly")
        if time.monotonic() - start > limit:
            self._current = None
            self._restart()
            return (rid, None, f"the AI gave no answer within {limit:.0f} s")
        return None

    def cancel(self) -> None:
        """Drop the current request: its search stops early and its answer is ignored."""
        if self._current is not None:
            self._current = None
            self._cancelled.set()

    def close(self) -> None:
        """Stop the worker process (idempotent); no process is left behind."""
        if self._closed:
            return
        self._closed = True
        self._current = None
        self._cancelled.set()
        self._stop(graceful=True)
        try:
            atexit.unregister(self.close)
        except Exception:  # pragma: no cover
            pass
