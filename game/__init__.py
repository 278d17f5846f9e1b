"""Tavola's rules: pure Python, no pygame. ``GAMES`` lists every playable game."""

from __future__ import annotations

from game.core import Rules

GAMES: dict[str, Rules] = {}


def _register() -> None:
    import importlib

    for mod in ("game.tigris", "game.hansa", "game.wallenstein", "game.kingmaker"):
        try:
            rules = importlib.import_module(mod).RULES
        except ModuleNotFoundError as exc:  # a game not written yet
            if exc.name != mod:
                raise
            continue
        GAMES[rules.id] = rules


_register()
