"""Every word a player reads, through gettext catalogs (no pygame: game texts use it too).

The English text is the message id in the source; each other language has a catalog,
``locale/<lang>/LC_MESSAGES/tavola.po`` in the repository, compiled to ``tavola.mo`` by
``make translations`` (and by the install and the packaging). Helpers take the language
explicitly, because game texts are rendered per language (``rules.describe(action,
lang)``) and the log re-renders when the player changes language.

Placeholders are ``str.format`` names (``"{name} to play"``); a translation keeps the
same names. A missing catalog or message is logged once and shows the English.
"""

from __future__ import annotations

import gettext as _gettext
import io
import locale as _locale
import logging
import os
import sys
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import NamedTuple

from game.po_file import mo_bytes

log = logging.getLogger(__name__)

DOMAIN = "tavola"
SOURCE_LANG = "en"
_warned: set[str] = set()


def locale_dir() -> Path:
    """The ``locale`` folder: beside the packages, or inside the PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "locale"
    return Path(__file__).resolve().parent.parent / "locale"


def catalog_langs(root: Path) -> tuple[str, ...]:
    """English, then every language with a catalog in ``root`` (``<lang>/LC_MESSAGES/
    tavola.po``, or its compiled ``.mo``), by code: a language is added by adding its .po."""
    def has_catalog(folder: Path) -> bool:
        return any((folder / "LC_MESSAGES" / f"{DOMAIN}{ext}").is_file() for ext in (".po", ".mo"))

    try:
        found = sorted(p.name for p in root.iterdir() if p.name != SOURCE_LANG and has_catalog(p))
    except OSError:
        found = []
    return (SOURCE_LANG, *found)


LANGS: tuple[str, ...] = catalog_langs(locale_dir())


def _warn_once(what: str, *args: object) -> None:
    key = what % args
    if key not in _warned:
        _warned.add(key)
        log.warning(what, *args)


class _Fallback(_gettext.NullTranslations):
    """Shows the English of a message the catalog lacks, logging it once (each message,
    when there is a catalog; only the missing catalog, when there is none)."""

    def __init__(self, lang: str, quiet: bool = False) -> None:
        super().__init__()
        self.lang = lang
        self.quiet = quiet

    def _missing(self, message: str, context: str | None = None) -> None:
        if not self.quiet:
            _warn_once("no %s translation for %r%s", self.lang, message,
                       f" ({context})" if context else "")

    def gettext(self, message: str) -> str:
        self._missing(message)
        return message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self._missing(msgid1)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context: str, message: str) -> str:
        self._missing(message, context)
        return message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        self._missing(msgid1, context)
        return msgid1 if n == 1 else msgid2


@cache
def translation(lang: str) -> _gettext.NullTranslations:
    """The catalog of ``lang`` (English: the message ids themselves), cached."""
    if lang == SOURCE_LANG or lang not in LANGS:
        return _gettext.NullTranslations()
    try:
        cat = _gettext.translation(DOMAIN, localedir=str(locale_dir()), languages=[lang])
    except (OSError, ValueError) as exc:  # missing or damaged .mo
        po = locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        try:  # a source checkout nobody compiled: read the .po itself
            cat = _gettext.GNUTranslations(io.BytesIO(mo_bytes(po)))
            _warn_once("%s catalog read from %s (make translations compiles it)", lang, po)
        except (OSError, ValueError, SyntaxError, KeyError) as exc2:
            _warn_once("no %s catalog in %s (%s; %s): showing English", lang, locale_dir(),
                       exc, exc2)
            return _Fallback(lang, quiet=True)
    cat.add_fallback(_Fallback(lang))
    return cat


def reload() -> None:
    """Forget the loaded catalogs (after ``make translations`` while running, and tests)."""
    translation.cache_clear()
    _warned.clear()


def N_(message: str) -> str:
    """Marks ``message`` for extraction where it is defined; translate it where shown."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a singular and plural pair where it is defined (see :func:`ngettext`)."""
    return singular, plural


class Contextual(NamedTuple):
    """A message marked with a context: one English text that needs two translations."""

    context: str
    message: str


def NP_(context: str, message: str) -> Contextual:
    """Marks a message with a context (see :func:`pgettext`) where it is defined."""
    return Contextual(context, message)


class _OwnNames(Mapping):
    """Each language by its own name, for the Settings list: its catalog's translation of
    "English" in the context "language name" (Italiano, Deutsch), read when first asked."""

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGS:
            raise KeyError(lang)
        return message(LANGUAGE_NAME, lang)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)

    def __contains__(self, lang: object) -> bool:
        return lang in LANGS


# Translators: your language's own name, as Settings lists it (Italiano, Deutsch, Français)
LANGUAGE_NAME = NP_("language name", "English")
LANG_NAMES: Mapping[str, str] = _OwnNames()


def gettext(message: str, lang: str, **kw: object) -> str:
    """``message`` in ``lang``, formatted with ``kw`` when given."""
    return _format(translation(lang).gettext(message), kw)


def ngettext(singular: str, plural: str, n: int, lang: str, **kw: object) -> str:
    """The form of ``singular``/``plural`` for ``n`` by ``lang``'s plural rule; ``n`` is
    a placeholder too."""
    return _format(translation(lang).ngettext(singular, plural, n), {"n": n, **kw})


def pgettext(context: str, message: str, lang: str, **kw: object) -> str:
    """``message`` in ``lang`` where one English text needs two translations."""
    return _format(translation(lang).pgettext(context, message), kw)


def npgettext(context: str, singular: str, plural: str, n: int, lang: str,
              **kw: object) -> str:
    return _format(translation(lang).npgettext(context, singular, plural, n),
                   {"n": n, **kw})


# the context of the games' titles (each game's ``rules.title`` is marked with it)
TITLE_CONTEXT = "game title"


def game_title(rules: object, lang: str) -> str:
    """A game's title in ``lang``: the published edition's where it has its own (German
    «Euphrat & Tigris»). Saves keep the game's id, never a title."""
    title = str(getattr(rules, "title", "") or getattr(rules, "id", ""))
    return pgettext(TITLE_CONTEXT, title, lang)


def message(msg: str | Contextual, lang: str, **kw: object) -> str:
    """A marked message (``N_`` text or ``NP_`` pair) in ``lang``."""
    if isinstance(msg, Contextual):
        return pgettext(msg.context, msg.message, lang, **kw)
    return gettext(msg, lang, **kw)


class Text:
    """A message and its arguments, put into words only when shown, in the language asked
    (arguments that are Text, or callables taking the language, are rendered in the same
    language): nothing is kept as rendered text, so a change of language re-renders it."""

    __slots__ = ("msg", "kw")

    def __init__(self, msg: str | Contextual, **kw: object) -> None:
        self.msg = msg
        self.kw = kw

    def render(self, lang: str) -> str:
        kw = {k: v.render(lang) if isinstance(v, Text) else v(lang) if callable(v) else v
              for k, v in self.kw.items()}
        return message(self.msg, lang, **kw)

    def __repr__(self) -> str:
        return f"Text({self.msg!r}, **{self.kw!r})"


class ByLang(dict):
    """``{lang: names}`` for tables that views index by language (``MARKER[lang][k]``):
    the English names (marked ``N_`` where the table is made) under ``"en"``, any other
    language translated from its catalog on first use."""

    def __init__(self, names: tuple[str, ...]) -> None:
        super().__init__(en=tuple(names))

    def __missing__(self, lang: str) -> tuple[str, ...]:
        if lang not in LANG_NAMES:
            raise KeyError(lang)
        names = tuple(gettext(n, lang) for n in self["en"])
        self[lang] = names
        return names

    def get(self, lang: str, default: object = None) -> object:  # type: ignore[override]
        try:
            return self[lang]
        except KeyError:
            return default


def lookup(message: str, lang: str) -> str | None:
    """The translation of ``message`` in ``lang`` when its catalog has one (English: the
    message itself), else None; nothing is logged (for texts that may not be messages)."""
    if lang == SOURCE_LANG:
        return message
    found = getattr(translation(lang), "_catalog", {}).get(message)
    return found if isinstance(found, str) else None


def decimal(x: float, lang: str) -> str:
    """``x`` as short as it goes (``:g``: 12, 12.5) with ``lang``'s decimal mark (12,5)."""
    text = f"{x:g}"
    if "." not in text:
        return text
    # Translators: the decimal mark of numbers ("12.5" points): a comma in most languages
    return text.replace(".", pgettext("decimal mark", ".", lang))


def outcome_row(label: str, value: object, **kw: object) -> tuple[str, dict, object]:
    """A row of :class:`game.core.Outcome`'s breakdown: an English message id with its
    values (``{w}``…), put into words by the results screen, and the row's value."""
    return label, kw, value


def _format(text: str, kw: dict) -> str:
    if not kw:
        return text
    try:
        return text.format(**kw)
    except (KeyError, IndexError, ValueError, AttributeError):
        _warn_once("bad placeholders in %r", text)
        return text


def system_lang(environ: os._Environ | dict | None = None) -> str:
    """The system's language when Tavola has a catalog for it, else English.

    Looks at LANGUAGE, LC_ALL, LC_MESSAGES and LANG (as gettext does), then at the
    locale the system reports (Windows and macOS set no variables)."""
    env = os.environ if environ is None else environ
    found: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            found.extend(value.split(":"))
            break
    if not found and environ is None:
        try:
            code = _locale.getlocale()[0]
        except (ValueError, TypeError):
            code = None
        if code:
            found.append(code)
    for code in found:
        lang = code.replace("-", "_").split("_")[0].split(".")[0].lower()
        if lang in LANG_NAMES:
            return lang
    return SOURCE_LANG
