"""The translation catalogs: complete, consistent with the code, and used at run time."""

from __future__ import annotations

import importlib.util
import logging
import os

import pytest

from game import i18n

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
babel = pytest.importorskip("babel", reason="Babel (pip install -e '.[dev]') checks catalogs")


def _load():
    spec = importlib.util.spec_from_file_location(
        "tavola_catalogs", os.path.join(ROOT, "build", "catalogs.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


catalogs = _load()


def test_a_catalog_for_every_language_but_english():
    assert set(catalogs.po_files()) == set(i18n.LANGS) - {i18n.SOURCE_LANG}


def test_every_catalog_compiles(tmp_path):
    import shutil

    for lang, po in catalogs.po_files().items():
        target = tmp_path / lang / "LC_MESSAGES"
        target.mkdir(parents=True)
        shutil.copy(po, target)
    done = catalogs.compile_catalogs(tmp_path)
    assert len(done) == len(catalogs.po_files())
    for lang in catalogs.po_files():
        assert (tmp_path / lang / "LC_MESSAGES" / "tavola.mo").stat().st_size > 1000


def test_no_message_is_untranslated_fuzzy_or_with_other_placeholders():
    found = [p for po in catalogs.po_files().values() for p in catalogs.problems(po)]
    assert not found, "\n".join(found[:40])


def test_the_placeholder_check_sees_a_renamed_name():
    assert catalogs.placeholders("{name} has {n!r} {{literal}}") == ["n", "name"]


def test_every_message_of_the_code_is_in_each_catalog_and_no_other():
    code = catalogs.extracted_ids()
    assert len(code) > 100
    for lang, po in catalogs.po_files().items():
        have = catalogs.catalog_ids(po)
        missing, stale = code - have, have - code
        assert not missing, f"{lang} lacks {sorted(missing, key=str)[:10]}: make translations"
        assert not stale, f"{lang} keeps {sorted(stale, key=str)[:10]}: make translations"


def test_the_runtime_reads_each_catalog():
    i18n.reload()
    assert i18n.gettext("New game", "it") == "Nuova partita"
    assert i18n.gettext("New game", "de") == "Neues Spiel"
    assert i18n.gettext("{name} to play", "de", name="Ada") == "Ada ist am Zug"


def test_a_missing_catalog_or_message_shows_english_and_logs_once(tmp_path, monkeypatch,
                                                                  caplog):
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.reload()
    try:
        with caplog.at_level(logging.WARNING, logger="game.i18n"):
            assert i18n.gettext("New game", "de") == "New game"
            assert i18n.ngettext("{n} tile", "{n} tiles", 3, "de") == "3 tiles"
            assert i18n.gettext("New game", "de") == "New game"
        assert caplog.text.count("no de catalog") == 1
    finally:
        monkeypatch.undo()
        i18n.reload()
    with caplog.at_level(logging.WARNING, logger="game.i18n"):
        assert i18n.gettext("A text no catalog has", "it") == "A text no catalog has"
    assert "no it translation" in caplog.text


def test_bad_placeholders_in_a_translation_never_crash():
    assert i18n.gettext("{name} to play", "en", other=1) == "{name} to play"


def test_the_system_language_when_there_is_a_catalog_else_english():
    assert i18n.system_lang({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.system_lang({"LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"}) == "it"
    assert i18n.system_lang({"LANGUAGE": "fr:de", "LANG": "fr_FR"}) == "de"
    assert i18n.system_lang({"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.system_lang({"LANG": "C"}) == "en"
    assert i18n.system_lang({}) == "en"


def test_plural_rules_of_each_language():
    for lang in ("it", "de"):
        t = i18n.translation(lang)
        assert t.ngettext("a", "b", 1) == "a" and t.ngettext("a", "b", 2) == "b"
