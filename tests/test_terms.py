"""One word for one thing: every message that uses a key term of a game says it the same way.

The terms and their expected Italian and German words are in locale/terms.toml; the ones
marked ``tested`` are held here (tools/term_check.py reports all of them).
"""

from __future__ import annotations

import importlib.util
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
pytest.importorskip("babel", reason="Babel (pip install -e '.[dev]') reads the catalogs")


def _load():
    spec = importlib.util.spec_from_file_location(
        "term_check", os.path.join(ROOT, "tools", "term_check.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


term_check = _load()
TERMS = [t for t in term_check.load_terms() if t.tested]
MESSAGES = term_check.load_messages()


def _id(term) -> str:
    return f"{term.game}:{term.en}"


def test_the_table_marks_terms_to_hold():
    assert {t.game for t in TERMS} >= {"hansa", "tigris", "wallenstein"}


def test_each_message_belongs_to_its_game():
    """The Hansa lesson's title is Hansa's; a menu word is no game's."""
    games = {m.en: m.game for m in MESSAGES}
    assert games["Routes, offices and abilities"] == "hansa"
    assert games.get("Supply") == "hansa"


@pytest.mark.parametrize("lang", term_check.LANGS)
@pytest.mark.parametrize("term", TERMS, ids=_id)
def test_expected_word_where_the_english_uses_the_term(term, lang):
    if not term.expected[lang]:
        pytest.skip(f"no expected {lang} word")
    (finding,) = term_check.check([term], MESSAGES, lang)
    assert finding.expected, "the term is used by no message: is the pattern right?"
    wrong = [f"{m.en!r} -> {m.text[lang]!r}" for m in finding.neither]
    wrong += [f"{word}: {m.text[lang]!r}" for word, ms in finding.other.items() for m in ms]
    assert not wrong, f"{term.en} is not {term.expected[lang]} in:\n" + "\n".join(wrong)


def test_a_wrong_word_is_caught():
    """The check itself: "Scorta" for Hansa's stock is reported as another word."""
    (stock,) = [t for t in TERMS if t.game == "hansa" and "stock" in t.en]
    fake = term_check.Message("hansa", "Stock", {"it": "Scorta", "de": "Lager"})
    (it,) = term_check.check([stock], [fake], "it")
    (de,) = term_check.check([stock], [fake], "de")
    assert it.other and not it.expected
    assert de.other and not de.expected
