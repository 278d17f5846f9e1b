"""Report how each catalog translates the games' key terms (one word for one thing).

The terms live in ``locale/terms.toml``: per game, an English pattern and the stems each
language is expected to use, with the other translations seen so far. For every message of
that game whose English uses a term, this counts the messages that use the expected word,
the ones that use a known other word instead, and lists the ones that use neither:

    python tools/term_check.py            # every game, both languages
    python tools/term_check.py hansa de   # one game, one language
    python tools/term_check.py -v hansa   # also list the messages that use the expected word

A message belongs to a game when its source files, context or comments name only that game
(``game/hansa/``, ``ui/views/hansa/``, ``msgctxt "rules hansa"``, ``#. hansa lesson``).
tests/test_terms.py holds the terms marked ``tested`` to their expected word.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TERMS = ROOT / "locale" / "terms.toml"
GAMES = ("tigris", "hansa", "wallenstein", "revolution", "kingmaker")
LANGS = ("it", "de")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@dataclass(frozen=True)
class Term:
    """One English term of one game and the words each language uses for it."""

    game: str
    en: str
    expected: dict[str, list[str]]
    others: dict[str, list[str]]
    tested: bool = False
    exceptions: tuple[str, ...] = ()

    def in_english(self, text: str) -> bool:
        """The English uses the term (and is not one of the messages excepted from it)."""
        if any(text.startswith(e) for e in self.exceptions):
            return False
        return re.search(self.en, words(text), re.IGNORECASE) is not None

    def uses(self, lang: str, text: str) -> bool:
        return any(re.search(p, words(text), re.IGNORECASE) for p in self.expected.get(lang, []))

    def other_words(self, lang: str, text: str) -> list[str]:
        return [p for p in self.others.get(lang, [])
                if re.search(p, words(text), re.IGNORECASE)]


def words(text: str) -> str:
    """A message without its placeholders: ``{route}`` names no route."""
    return PLACEHOLDER.sub("", text)


@dataclass
class Message:
    """One catalog message: its game, English and its translations (plural forms joined)."""

    game: str | None
    en: str
    text: dict[str, str] = field(default_factory=dict)


def load_terms(path: Path = TERMS) -> list[Term]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    terms = []
    for game in GAMES:
        for row in data.get(game, []):
            terms.append(Term(
                game=game, en=row["en"],
                expected={lang: row.get(lang, []) for lang in LANGS},
                others={lang: row.get(f"{lang}_other", []) for lang in LANGS},
                tested=row.get("tested", False), exceptions=tuple(row.get("except", []))))
    return terms


def game_of(where: str) -> str | None:
    """The one game a message's locations, context and comments name, else None."""
    named = [g for g in GAMES if g in where.lower()]
    return named[0] if len(named) == 1 else None


def _joined(value: str | tuple | list | None) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else "\n".join(v for v in value if v)


def load_messages(root: Path = ROOT) -> list[Message]:
    """Every translated message of the Italian and German catalogs, keyed as in the .po."""
    from babel.messages.pofile import read_po

    by_key: dict[tuple, Message] = {}
    for lang in LANGS:
        with open(root / "locale" / lang / "LC_MESSAGES" / "tavola.po", "rb") as f:
            catalog = read_po(f, locale=lang)
        for m in catalog:
            if not m.id:
                continue
            key = (m.context, m.id if isinstance(m.id, str) else tuple(m.id))
            if key not in by_key:
                where = " ".join([*(p for p, _ in m.locations), m.context or "",
                                  *m.auto_comments])
                by_key[key] = Message(game_of(where), _joined(m.id))
            by_key[key].text[lang] = _joined(m.string)
    return list(by_key.values())


@dataclass
class Finding:
    """How one term is translated in one language across its game's messages."""

    term: Term
    lang: str
    expected: list[Message] = field(default_factory=list)
    other: dict[str, list[Message]] = field(default_factory=dict)
    neither: list[Message] = field(default_factory=list)


def check(terms: list[Term], messages: list[Message], lang: str) -> list[Finding]:
    out = []
    for term in terms:
        f = Finding(term, lang)
        for m in messages:
            if m.game != term.game or not term.in_english(m.en) or not m.text.get(lang):
                continue
            text = m.text[lang]
            others = term.other_words(lang, text)
            for word in others:
                f.other.setdefault(word, []).append(m)
            if term.uses(lang, text):
                if not others:
                    f.expected.append(m)
            elif not others:
                f.neither.append(m)
        out.append(f)
    return out


def _short(text: str, width: int = 150) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 1] + "…"


def report(findings: list[Finding], verbose: bool = False) -> str:
    lines = []
    for f in findings:
        t = f.term
        total = len(f.expected) + len(f.neither) + len({id(m) for ms in f.other.values()
                                                         for m in ms})
        if not total:
            continue
        mark = " [tested]" if t.tested else ""
        lines.append(f"{t.game} {f.lang} /{t.en}/ -> {'|'.join(t.expected[f.lang])}{mark}: "
                     f"{len(f.expected)} of {total} messages")
        for word, ms in f.other.items():
            lines.append(f"  other word /{word}/ in {len(ms)}:")
            lines += [f"    {_short(m.text[f.lang])}" for m in ms]
        if f.neither:
            lines.append(f"  neither in {len(f.neither)}:")
            for m in f.neither:
                lines.append(f"    EN {_short(m.en)}")
                lines.append(f"    {f.lang.upper()} {_short(m.text[f.lang])}")
        if verbose:
            lines += [f"  ok {_short(m.text[f.lang])}" for m in f.expected]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", nargs="?", choices=GAMES)
    parser.add_argument("lang", nargs="?", choices=LANGS)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    terms = [t for t in load_terms() if args.game in (None, t.game)]
    messages = load_messages()
    for lang in [args.lang] if args.lang else LANGS:
        print(report(check(terms, messages, lang), args.verbose))
    return 0


if __name__ == "__main__":
    sys.exit(main())
