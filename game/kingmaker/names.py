"""Kingmaker's names in the language asked: Crown cards, areas, sea zones, event titles,
the royal heirs.

The English names are those of the data files. Babel reads them there with
:func:`extract` (pyproject.toml maps game/kingmaker/data/*.json to it), so each one is a
message id of the catalogs, and a translator finds them beside every other text. Family
names and English places stay in every language (the seed keeps them: «Calais», «WRIT»);
a title, an office, a bishop, a ship or a band of mercenaries is translated, and so are
the royal heirs, as the rules screens name them ("Eduard, Graf von March").
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

from game.i18n import ByLang
from game.kingmaker import data as D

# file -> (list, field) of the names it holds
FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "crown_cards.json": (("cards", "name"),),
    "events.json": (("events", "title"),),
    "heirs.json": (("heirs", "name"),),
    "map.json": (("areas", "name"), ("sea_zones", "name")),
}

CARD_NAMES = ByLang(D.CARD_NAME)
AREA_NAMES = ByLang(D.AREA_NAME)
ZONE_NAMES = ByLang(D.ZONE_NAME)
EVENT_TITLES = ByLang(D.EVENT_TITLE)
HEIR_NAMES = ByLang(D.HEIR_NAME)


def extract(fileobj: Any, keywords: Any, comment_tags: Any,
            options: dict) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel extraction method: the names of one Kingmaker data file as messages."""
    data = json.load(fileobj)
    name = os.path.basename(getattr(fileobj, "name", ""))
    for key, field in FIELDS.get(name, ()):
        for item in data.get(key, ()):
            text = item.get(field)
            if isinstance(text, str) and text:
                yield 1, None, text, [f"Kingmaker {key[:-1].replace('_', ' ')} name"]
