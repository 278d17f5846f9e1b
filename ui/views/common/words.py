"""The shared layer's own phrases, in English and Italian."""

from __future__ import annotations

from typing import Any

from game.i18n import N_
from ui.views.base import lookup

WORDS = {
    "drop_lit": N_("Drop it on a lit place."),
    "pick_place": N_("Now choose a lit place (Esc cancels)."),
    "pick_how": N_("Choose how:"),
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)
