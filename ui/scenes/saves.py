"""The saves folder as the menu and the load screen see it (never modifies a file)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from game.match import SaveError, peek
from ui.paths import saves_dir


@dataclass
class SaveEntry:
    path: str
    info: dict | None  # game, seats, updated, progress, over (from game.match.peek)
    error: str | None  # why the file cannot be loaded

    @property
    def name(self) -> str:
        return os.path.basename(self.path)

    @property
    def autosave(self) -> bool:
        return self.name.startswith("autosave-")

    @property
    def mtime(self) -> float:
        try:
            return os.path.getmtime(self.path)
        except OSError:
            return 0.0


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
            info = peek(path)
            if not isinstance(info.get("game"), str):
                raise SaveError("not a Tavola save")
            out.append(SaveEntry(path, info, None))
        except SaveError as exc:
            out.append(SaveEntry(path, None, str(exc)))
        except Exception as exc:  # a file peek cannot even summarise
            out.append(SaveEntry(path, None, f"damaged or unreadable ({type(exc).__name__})"))
    out.sort(key=lambda e: (e.info or {}).get("updated") or e.mtime, reverse=True)
    return out


def latest_autosave(folder: str | None = None) -> SaveEntry | None:
    """The most recent unfinished autosave (what Continue resumes)."""
    for e in list_saves(folder):
        if e.autosave and e.info is not None and not e.info.get("over"):
            return e
    return None
