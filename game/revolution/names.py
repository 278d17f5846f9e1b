"""Revolution's place names in the language asked: provinces, settlements (cities in
capitals), command sections and support boxes.

The English names are those of the map file (data/map_reconstructed.json), as the board
prints them. Babel reads them there with :func:`extract` (pyproject.toml maps the file to
it), so each is a message id of the catalogs, with the context ``CONTEXT`` (Kingmaker's
Holland is a family, Revolution's a province): a language gives its own name where it
has one (Italian «ANVERSA», «Fiandre»; German «BRÜSSEL», «Flandern») and the printed one
otherwise.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from game.i18n import LANG_NAMES, Contextual, message
from game.revolution import data as D

# the map file's lists whose items' "name" is a message
FIELDS: tuple[tuple[str, str], ...] = (
    ("provinces", "province"), ("settlements", "settlement"), ("regions", "command section"),
    ("support_boxes", "support box"),
)

CONTEXT = "Revolution map"


class Words(dict):
    """``{lang: words}`` as views index it (``PROVINCES[lang][p]``): the English under
    ``"en"``, another language translated from its catalog on first use. Each word is a
    :class:`Contextual` message (the same English may need two translations)."""

    def __init__(self, msgs: tuple[Contextual, ...]) -> None:
        super().__init__(en=tuple(m.message for m in msgs))
        self.msgs = msgs

    def __missing__(self, lang: str) -> tuple[str, ...]:
        if lang not in LANG_NAMES:
            raise KeyError(lang)
        words = tuple(message(m, lang) for m in self.msgs)
        self[lang] = words
        return words


def _places(names: list[str]) -> Words:
    return Words(tuple(Contextual(CONTEXT, n) for n in names))


PROVINCES = _places(D.PROV_NAMES)
SETTLEMENTS = _places(D.SET_NAMES)
REGIONS = _places(D.REGION_NAMES)
BOXES = _places(D.BOX_NAMES)


def extract(fileobj: Any, keywords: Any, comment_tags: Any,
            options: dict) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel extraction method: the place names of Revolution's map file as messages."""
    data = json.load(fileobj)
    for key, what in FIELDS:
        for item in data.get(key, ()):
            text = item.get("name")
            if isinstance(text, str) and text:
                yield 1, "NP_", (CONTEXT, text), [f"Revolution {what} name"]
