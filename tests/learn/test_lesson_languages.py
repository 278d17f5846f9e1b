"""The lessons' words come from the gettext catalogs: the files hold the English only,
each lesson runs through in German with every text said, and Babel extracts them."""

from __future__ import annotations

import io
import json

import pytest

from game import GAMES
from game.i18n import LANGS, lookup
from game.learn import (
    WRONG,
    Lesson,
    check_scenario,
    extract,
    parse_scenario,
    scenario_paths,
    scenarios,
)

PATHS = [p for g in GAMES for p in scenario_paths(g)]


def _texts(sc) -> list:
    """Every text of a scenario, in the order of its file."""
    out = [sc.title, sc.intro]
    for st in sc.steps:
        out += [t for t in (st.say, st.explain, st.why) if t is not None]
    return [*out, sc.end]


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.parent.parent.name}/{p.name}")
def test_a_lesson_file_holds_only_english_and_every_text_is_in_each_catalog(path):
    raw = path.read_text(encoding="utf-8")
    assert '"it"' not in raw and '"de"' not in raw  # the catalogs hold the other languages
    extracted = [m for _l, _f, m, _c in extract(io.BytesIO(raw.encode()), (), (), {})]
    sc = parse_scenario(json.loads(raw), path=str(path))
    assert extracted == [t.en for t in _texts(sc)]
    for lang in LANGS:
        for text in _texts(sc):
            assert lookup(text.en, lang), (lang, text.en)  # translated, not the English
            if lang != "en":
                assert text.text(lang) != text.en or text.en.isupper(), (lang, text.en)


@pytest.mark.parametrize("game_id", [g for g in GAMES if scenario_paths(g)])
def test_each_lesson_runs_through_in_german_with_its_narration(game_id):
    for sc in scenarios(game_id):
        lesson = check_scenario(sc)
        assert lesson.finished
        said = [sc.title_text("de"), sc.intro.text("de"), sc.end.text("de")]
        said += [st.text("de") for st in sc.steps]
        said += [st.explain.text("de") for st in sc.steps if st.explain is not None]
        assert all(s.strip() for s in said)
        assert all(st.text("de") != st.say.en for st in sc.steps)  # German, not English
        first = Lesson(sc)
        while first.step is not None and first.step.expect is None:
            first.acknowledge()
        step = first.step
        assert step is not None
        wrong = next((a for a in first.rules.legal_actions(first.state)
                      if not step.accepts(a) and not first.check(a).ok), None)
        if wrong is not None:  # refused in German: the step's "why not", then the pointer
            verdict = first.attempt(wrong)
            assert not verdict.ok and verdict.text("de").endswith(WRONG.text("de"))
            assert WRONG.text("de") != WRONG.en


def test_a_lesson_written_before_the_catalogs_keeps_its_own_italian():
    """A lesson file of the older shape ('en' and 'it' side by side) still loads; where the
    catalog has no such message its own Italian is said, German falls back to English."""
    good = json.loads(PATHS[0].read_text(encoding="utf-8"))
    step = dict(good["steps"][0], say={"en": "A sentence no catalog has.",
                                       "it": "Una frase che nessun catalogo ha."})
    sc = parse_scenario(dict(good, steps=[step, *good["steps"][1:]]))
    assert sc.steps[0].text("it") == "Una frase che nessun catalogo ha."
    assert sc.steps[0].text("de") == "A sentence no catalog has."
    assert sc.steps[1].text("it") == lookup(sc.steps[1].say.en, "it")
