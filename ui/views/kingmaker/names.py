"""The Crown cards' and areas' names in the table's language (game.kingmaker.names)."""

from __future__ import annotations

from game.kingmaker.names import AREA_NAMES
from game.kingmaker.text import card_names

__all__ = ["AREA_NAMES", "card_names"]
