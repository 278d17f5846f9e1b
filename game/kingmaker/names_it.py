"""Kingmaker's names in Italian, for readers from before the catalogs: the names live in
locale/<lang>/LC_MESSAGES/tavola.po now (see game/kingmaker/names.py)."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    from game.kingmaker.names import AREA_NAMES, CARD_NAMES

    if name == "CARD_NAME_IT":
        return CARD_NAMES["it"]
    if name == "AREA_NAME_IT":
        return AREA_NAMES["it"]
    raise AttributeError(name)
