"""Texts that cross the wire, in every language: ``{lang: text}``.

The host puts each text a client shows (a refusal's reason, a log line) into words in
every language the catalogs have (:data:`game.i18n.LANGS`) and each client shows its
own: the host needs to know no one's language, and a client that changes language
re-renders at once, as a table at one screen does. The log is made of render callables
(the action or event described again), so it cannot travel as message ids; a line's
words are made once per language and kept (:meth:`game.match.LogLine.text`).

A language whose words equal the English is left out; the reading side falls back to
the English, and tolerates anything malformed (a wrong type, a missing language).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import LANGS, SOURCE_LANG
from game.match import LogLine


def every_language(render: Callable[[str], str]) -> dict[str, str]:
    """``render(lang)`` for each language, without those that repeat the English."""
    english = render(SOURCE_LANG)
    out = {SOURCE_LANG: english}
    for lang in LANGS:
        if lang != SOURCE_LANG:
            text = render(lang)
            if text != english:
                out[lang] = text
    return out


def texts_from_json(got: Any) -> dict[str, str]:
    """The well-formed ``lang: text`` entries of a received ``{lang: text}``."""
    if not isinstance(got, dict):
        return {}
    return {k: v for k, v in got.items() if isinstance(k, str) and isinstance(v, str)}


def in_language(got: Any, lang: str, default: str = "") -> str:
    """A received ``{lang: text}`` in ``lang``, else its English, else any text it has,
    else ``default``."""
    texts = texts_from_json(got)
    return texts.get(lang) or texts.get(SOURCE_LANG) or next(
        (t for t in texts.values() if t), default)


def log_line_json(line: LogLine) -> list:
    """One log line as sent: ``[seat, {lang: text}]``."""
    return [line.seat, every_language(line.text)]


def log_line_from_json(got: Any, players: int) -> LogLine | None:
    """A received log line (None when it holds no text): a seat that is not one of the
    ``players`` reads as no seat. The older ``[seat, en, it]`` form is read too."""
    if not isinstance(got, list) or len(got) not in (2, 3):
        return None
    seat = got[0] if type(got[0]) is int and 0 <= got[0] < players else None
    if len(got) == 3:
        texts = texts_from_json({"en": got[1], "it": got[2]})
    else:
        texts = texts_from_json(got[1])
    english = in_language(texts, SOURCE_LANG)
    if not english:
        return None
    return LogLine(seat, {**texts, SOURCE_LANG: english})
