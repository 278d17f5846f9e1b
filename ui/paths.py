"""Where the program's files are: bundled assets (also inside a PyInstaller build)
and the user's own data folder for saves, settings and the log."""

from __future__ import annotations

import os
import sys

from platformdirs import user_data_dir

APP = "Tavola"


def root() -> str:
    """The folder holding art/, sounds/ and main.py (the bundle when frozen)."""
    if getattr(sys, "frozen", False):
        return getattr(sys, "_MEIPASS", os.path.dirname(sys.executable))
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def asset_path(*parts: str) -> str:
    return os.path.join(root(), *parts)


def data_dir() -> str:
    """The user's data folder (saves, settings, log); TAVOLA_HOME overrides it."""
    path = os.environ.get("TAVOLA_HOME") or user_data_dir(APP, appauthor=False)
    os.makedirs(path, exist_ok=True)
    return path


def saves_dir() -> str:
    path = os.path.join(data_dir(), "saves")
    os.makedirs(path, exist_ok=True)
    return path
