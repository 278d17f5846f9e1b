"""The shared layer's own phrases, in English and Italian."""

from __future__ import annotations

from typing import Any

from ui.views.base import lookup

WORDS = {
    "en": {
        "drop_lit": "Drop it on a lit place.",
        "pick_place": "Now choose a lit place (Esc cancels).",
        "pick_how": "Choose how:",
    },
    "it": {
        "drop_lit": "Lascialo su un posto illuminato.",
        "pick_place": "Ora scegli un posto illuminato (Esc annulla).",
        "pick_how": "Scegli come:",
    },
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)
