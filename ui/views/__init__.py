"""Board views by game id: the package ``ui.views.<id>`` of each game exports ``VIEW``
(see ui/views/README.md). A game whose package is not written yet is left out quietly."""

from __future__ import annotations

import importlib
import logging

from ui.views.base import BoardView, ViewContext

VIEWS: dict[str, type[BoardView]] = {}
BROKEN: dict[str, str] = {}  # game id -> why its view could not be loaded

GAME_IDS = ("tigris", "hansa", "wallenstein", "revolution", "kingmaker")

for _game in GAME_IDS:
    _mod = f"ui.views.{_game}"
    try:
        VIEWS[_game] = importlib.import_module(_mod).VIEW
    except ModuleNotFoundError as _exc:
        if _exc.name != _mod:
            BROKEN[_game] = repr(_exc)
    except Exception as _exc:  # a broken view must not stop the other games
        BROKEN[_game] = repr(_exc)
        logging.getLogger(__name__).exception("board view %s failed to load", _mod)

__all__ = ["BROKEN", "VIEWS", "BoardView", "ViewContext"]
