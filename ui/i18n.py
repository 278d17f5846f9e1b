"""Interface text in English and Italian: ``t("menu.new")`` in the current language.

Every string the interface shows lives in ui/strings.py (key -> (English,
Italian)); placeholders use ``str.format`` names: ``t("play.thinking", name=n)``.
A missing key is logged once and shown as the key itself, never a crash.
"""

from __future__ import annotations

import logging

from ui.strings import STRINGS

log = logging.getLogger(__name__)

LANGS = ("en", "it")
_lang = "en"
_missing: set[str] = set()


def set_lang(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGS else "en"


def lang() -> str:
    return _lang


def t(key: str, **kw: object) -> str:
    """The text of ``key`` in the current language, formatted with ``kw``."""
    pair = STRINGS.get(key)
    if pair is None:
        if key not in _missing:
            _missing.add(key)
            log.error("missing interface text %r", key)
        return key
    text = pair[1] if _lang == "it" else pair[0]
    if kw:
        try:
            return text.format(**kw)
        except (KeyError, IndexError, ValueError):
            log.error("bad placeholders in interface text %r", key)
            return text
    return text


_ = t


def both(key: str, **kw: object) -> tuple[str, str]:
    """``key`` in English and in Italian (for log lines kept in both languages)."""
    global _lang
    keep = _lang
    try:
        _lang = "en"
        en = t(key, **kw)
        _lang = "it"
        it = t(key, **kw)
    finally:
        _lang = keep
    return en, it


def level_name(level: str) -> str:
    return t(f"level.{level}")


def plural(n: int, one: str, many: str) -> str:
    """``t(one)`` when n == 1 else ``t(many)``, both formatted with n."""
    return t(one if n == 1 else many, n=n)


def default_name(name: str) -> str:
    """A name the program proposed ("Player 2", "Giocatore 2") in the current language;
    any name a player typed comes back unchanged."""
    for n in range(1, 9):
        if name in both("seat.default", n=n):
            return t("seat.default", n=n)
    return name
