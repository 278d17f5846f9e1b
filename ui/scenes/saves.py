"""The saves folder as the menu and the load screen see it (never modifies a file)."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass

from game.i18n import N_
from game.match import SaveError, peek
from ui import i18n
from ui.paths import saves_dir

log = logging.getLogger(__name__)


@dataclass
class SaveEntry:
    path: str
    info: dict | None  # game, seats, updated, progress, over (from game.match.peek)
    error: str | None  # why the file cannot be loaded (English)
    problem: SaveError | None = None  # the error itself, put into words when shown

    def error_text(self, lang: str) -> str | None:
        if self.problem is not None:
            return self.problem.text(lang)
        return self.error

    @property
    def name(self) -> str:
        return os.path.basename(self.path)

    @property
    def autosave(self) -> bool:
        return self.name.startswith("autosave-")

    @property
    def mtime(self) -> float:
        try:
            return float(os.path.getmtime(self.path))
        except (OSError, ValueError, OverflowError):
            return 0.0

    @property
    def when(self) -> float:
        """The time the list is sorted by: the save's own date, else the file's."""
        updated = (self.info or {}).get("updated")
        return float(updated) if isinstance(updated, (int, float)) else self.mtime


def players_text(info: dict) -> str:
    """A save's players as a list shows them: the names the program proposed ("Player 1")
    in the interface language, typed names as they are."""
    return ", ".join(i18n.default_name(str(n)) for n in info.get("seats", []))


def list_saves(folder: str | None = None) -> list[SaveEntry]:
    """Every .json file in the saves folder, newest first, with its summary or error."""
    folder = folder or saves_dir()
    out = []
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    for name in names:
        if not name.endswith(".json") or name.startswith(".tmp-"):
            continue
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        try:
            out.append(SaveEntry(path, peek(path), None))
        except SaveError as exc:
            out.append(SaveEntry(path, None, exc.text("en"), problem=exc))
        except Exception:  # a file peek cannot even summarise: listed, never fatal
            log.exception("cannot summarise %s", path)
            exc = SaveError(N_("The save is damaged."))
            out.append(SaveEntry(path, None, exc.text("en"), problem=exc))
    out.sort(key=lambda e: e.when, reverse=True)
    return out


def latest_autosave(folder: str | None = None) -> SaveEntry | None:
    """The most recent unfinished autosave (what Continue resumes)."""
    for e in list_saves(folder):
        if e.autosave and e.info is not None and not e.info.get("over"):
            return e
    return None


def describe_error(error: str) -> str:
    """A peek/load error (game.match speaks English) in the interface language."""
    known = {
        "damaged or unreadable": "load.err.damaged",
        "not a Tavola save": "load.err.foreign",
        "made by a newer Tavola": "load.err.newer",
    }
    key = known.get(error)
    if key:
        return i18n.t(key)
    prefixes = (
        ("This is not a Tavola save", "load.err.foreign"),
        ("This save comes from a newer Tavola", "load.err.newer"),
        ("This save is for an unknown game", "load.err.damaged"),
        ("The save is damaged", "load.err.damaged"),
        ("The file cannot be read", "load.err.damaged"),
        ("A save with", "load.err.damaged"),
    )
    for prefix, k in prefixes:
        if error.startswith(prefix):
            return i18n.t(k) if i18n.lang() != "en" or k == "load.err.newer" else error
    return error
