"""The Crown cards' and areas' names in the table's language (game.kingmaker.names_it)."""

from __future__ import annotations

from game.kingmaker import data as D
from game.kingmaker.names_it import AREA_NAME_IT
from game.kingmaker.text import card_names

# indexed by "is the language Italian?"
AREA_NAMES: tuple[tuple[str, ...], tuple[str, ...]] = (D.AREA_NAME, AREA_NAME_IT)

__all__ = ["AREA_NAMES", "card_names"]
