"""Board views by game id."""

from __future__ import annotations

import importlib

from ui.views.base import BoardView, ViewContext

VIEWS: dict[str, type[BoardView]] = {}

for _game, _mod in (("tigris", "ui.views.tigris"), ("hansa", "ui.views.hansa"),
                    ("wallenstein", "ui.views.wallenstein")):
    try:
        VIEWS[_game] = importlib.import_module(_mod).VIEW
    except ModuleNotFoundError as _exc:
        if _exc.name != _mod:
            raise

__all__ = ["VIEWS", "BoardView", "ViewContext"]
