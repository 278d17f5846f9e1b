"""The autosave writer: the table hands it a snapshot after every move and a
background thread puts it on disk, so the window never waits for the disk.

Only the newest snapshot matters: one still waiting when a newer one comes is
replaced. :meth:`AutoSaver.close` (leaving the table, quitting) writes what is
left before it returns, and so does the interpreter's exit (after a crash, say) for
every writer still open. A failed write is reported, never raised.
"""

from __future__ import annotations

import atexit
import logging
import threading
import weakref

from game.match import write_save

log = logging.getLogger(__name__)
_OPEN: weakref.WeakSet[AutoSaver] = weakref.WeakSet()  # writers with a thread running


class AutoSaver:
    """One background writer for one table."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: tuple[str, dict] | None = None
        self._writing = False
        self._closed = False
        self._error: str | None = None
        self._thread: threading.Thread | None = None

    def submit(self, path: str, data: dict) -> None:
        """Write ``data`` to ``path`` soon (replacing a snapshot not yet written)."""
        with self._cond:
            self._pending = (path, data)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
                _OPEN.add(self)
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every snapshot handed over is written (False on timeout)."""
        with self._cond:
            return self._cond.wait_for(
                lambda: self._pending is None and not self._writing, timeout
            )

    def take_error(self) -> str | None:
        """The last write's failure since the previous call (None: all went well)."""
        with self._cond:
            error, self._error = self._error, None
            return error

    def close(self, timeout: float = 10.0) -> bool:
        """Write what is left, then stop the thread (a later :meth:`submit` starts a
        new one). True when nothing was lost."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
            thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(timeout)
        with self._cond:
            self._closed = False
        _OPEN.discard(self)
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return  # closed with nothing left
                path, data = self._pending
                self._pending = None
                self._writing = True
            error = None
            try:
                write_save(path, data)
            except Exception as exc:  # a full disk or a lost folder must not kill the thread
                log.error("autosave failed: %s", exc)
                error = str(exc) or type(exc).__name__
            with self._cond:
                self._writing = False
                if error is not None:
                    self._error = error
                self._cond.notify_all()


@atexit.register
def _close_all() -> None:
    """At the interpreter's exit: write what every open writer still holds."""
    for saver in list(_OPEN):
        saver.close(timeout=5.0)
