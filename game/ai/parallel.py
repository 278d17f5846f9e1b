"""Root-parallel search for the hard level: a helper process searches the same position.

No game state crosses the process boundary: the helper receives the match as
JSON (``Match.to_json()``), replays it (only the new actions when it extends the
previous request, see :mod:`game.ai.replay`), takes ``rules.observe(state, seat)`` itself
and searches it with another seed; it returns per-action visit counts as JSON,
which the caller adds to its own (see :meth:`RootStats.merge`).

The helper is started lazily with the "spawn" start method, kept for later
moves, and stopped by :func:`close_helper` (also registered with ``atexit``). It
exits by itself when its parent goes away (its pipe reaches end of file).
"""

from __future__ import annotations

import atexit
import importlib
import json
import multiprocessing
import time
from typing import Any

from game.ai.adapter import GameView
from game.ai.ismcts import Params, RootStats, search
from game.ai.replay import MatchCache
from game.core import Rng, action_from_json, action_to_json


def rules_table(modules: tuple[str, ...] | list[str] = ()) -> dict[str, Any]:
    """``game.GAMES`` plus the ``RULES`` of extra modules (test games)."""
    from game import GAMES

    games = dict(GAMES)
    for name in modules:
        rules = importlib.import_module(name).RULES
        games[rules.id] = rules
    return games


def module_of(rules: Any) -> str:
    """The module defining the rules object's class; games keep ``RULES`` beside it."""
    return type(rules).__module__


class _NewRequest:
    """A cancellation flag that is set as soon as another request is waiting."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    def is_set(self) -> bool:
        try:
            return bool(self.conn.poll())
        except (EOFError, OSError):
            return True


_CACHE: MatchCache | None = None  # the helper's last match (replays only new actions)


def _search_request(req: dict, cancelled: Any = None) -> dict:
    global _CACHE
    module = req.get("module")
    games = rules_table()
    if req["position"].get("game") not in games and module:
        games = rules_table([module])
    if _CACHE is None:
        _CACHE = MatchCache()
    match = _CACHE.match(req["position"], games)
    rules = match.rules
    seat = int(req["seat"])
    observation = rules.observe(match.state, seat)
    stats = search(
        GameView(rules),
        observation,
        seat,
        Rng(int(req["seed"])),
        deadline=req.get("deadline"),
        iterations=req.get("iterations"),
        cancelled=cancelled,
        params=Params(**req["params"]) if req.get("params") else None,
    )
    rows = [
        [action_to_json(a), n, s]
        for a, n, s in zip(stats.actions, stats.visits, stats.value_sums, strict=True)
    ]
    return {"stats": rows, "iterations": stats.iterations}


def _helper_main(conn: Any) -> None:
    """The helper process: answer search requests until the pipe closes or None arrives."""
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        req = json.loads(msg)
        try:
            reply = _search_request(req, _NewRequest(conn))
        except Exception as exc:  # report, keep serving
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        reply["id"] = req.get("id")
        try:
            conn.send(json.dumps(reply))
        except (BrokenPipeError, OSError):
            return


class Helper:
    """One persistent helper process and its pipe."""

    def __init__(self) -> None:
        self._proc: Any = None
        self._conn: Any = None
        self._next_id = 0

    def _ensure(self) -> bool:
        if self._proc is not None and self._proc.is_alive():
            return True
        self.close()
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_helper_main, args=(child,), daemon=True, name="tavola-ai-helper")
        try:
            proc.start()
        except (AssertionError, OSError):  # e.g. inside a daemonic process
            parent.close()
            child.close()
            return False
        child.close()
        self._proc, self._conn = proc, parent
        return True

    def submit(self, req: dict) -> int | None:
        """Send a search request; the request id, or None when no helper can run."""
        if not self._ensure():
            return None
        self._next_id += 1
        req = dict(req, id=self._next_id)
        try:
            self._conn.send(json.dumps(req))
        except (BrokenPipeError, OSError):
            self.close()
            return None
        return self._next_id

    def collect(self, rid: int, rules: Any, timeout: float) -> RootStats | None:
        """The helper's statistics for request ``rid``, or None (error, late or dead)."""
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            try:
                if left <= 0 or not self._conn.poll(left):
                    self.close()  # too late: it may still be busy, start afresh next time
                    return None
                reply = json.loads(self._conn.recv())
            except (EOFError, OSError):
                self.close()
                return None
            if reply.get("id") != rid:
                continue  # an answer to an abandoned request
            if "error" in reply:
                return None
            rows = reply["stats"]
            return RootStats(
                [action_from_json(rules, r[0]) for r in rows],
                [int(r[1]) for r in rows],
                [float(r[2]) for r in rows],
                int(reply["iterations"]),
            )

    def close(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            try:
                conn.send(None)
            except (BrokenPipeError, OSError):
                pass
            conn.close()
        if proc is not None:
            proc.join(0.5)
            if proc.is_alive():
                proc.terminate()
                proc.join(2)
            if proc.is_alive():  # pragma: no cover - stubborn process
                proc.kill()
                proc.join(1)


_HELPER: Helper | None = None


def helper() -> Helper:
    """The process-wide helper (created on first use)."""
    global _HELPER
    if _HELPER is None:
        _HELPER = Helper()
        atexit.register(close_helper)
    return _HELPER


def close_helper() -> None:
    """Stop the helper process, if any."""
    if _HELPER is not None:
        _HELPER.close()
