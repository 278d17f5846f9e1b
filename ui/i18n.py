"""Interface text in the player's language: ``t("menu.new")`` or ``_("New game")``.

ui/strings.py maps each key to its English (the catalogs' message id); the
translations are in locale/<lang>/LC_MESSAGES/tavola.po (see game/i18n.py).
Placeholders use ``str.format`` names: ``t("play.thinking", name=n)``.
A missing key is logged once and shown as the key itself, never a crash.
"""

from __future__ import annotations

import logging

from game import i18n as core
from game.i18n import LANG_NAMES, LANGS
from ui.strings import STRINGS

log = logging.getLogger(__name__)

__all__ = ["LANGS", "LANG_NAMES", "t", "_", "n_", "lang", "set_lang"]

_lang = "en"
_missing: set[str] = set()


def set_lang(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGS else "en"


def lang() -> str:
    return _lang


def text_in(key: str, lang: str, **kw: object) -> str:
    """The text of ``key`` in ``lang``, formatted with ``kw``."""
    msg = STRINGS.get(key)
    if msg is None:
        if key not in _missing:
            _missing.add(key)
            log.error("missing interface text %r", key)
        return key
    return core.message(msg, lang, **kw)


def t(key: str, **kw: object) -> str:
    """The text of ``key`` in the current language, formatted with ``kw``."""
    return text_in(key, _lang, **kw)


def _(message: str, **kw: object) -> str:
    """``message`` (English, the message id) in the current language."""
    return core.gettext(message, _lang, **kw)


def n_(singular: str, plural: str, n: int, **kw: object) -> str:
    """The plural form for ``n`` in the current language (``n`` is a placeholder too)."""
    return core.ngettext(singular, plural, n, _lang, **kw)


def every_lang(key: str, **kw: object) -> dict[str, str]:
    """``key`` in each language (to recognise a text the program wrote in any of them)."""
    return {code: text_in(key, code, **kw) for code in LANGS}


def title(rules: object) -> str:
    """A game's title in the current language (German «Euphrat & Tigris»)."""
    return core.game_title(rules, _lang)


def level_name(level: str) -> str:
    return t(f"level.{level}")


def default_name(name: str) -> str:
    """A name the program proposed ("Player 2", "Giocatore 2", "Spieler 2") in the
    current language; any name a player typed comes back unchanged."""
    for n in range(1, 9):
        if name in every_lang("seat.default", n=n).values():
            return t("seat.default", n=n)
    return name
