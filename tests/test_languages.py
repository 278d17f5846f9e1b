"""Languages come from the catalogs: a translator adds one by adding its .po file."""

from __future__ import annotations

import pytest

from game import i18n

FRENCH = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"

msgctxt "language name"
msgid "English"
msgstr "Français"

msgid "Quit"
msgstr "Quitter"
'''


def test_the_tree_has_english_german_and_italian_each_by_its_own_name():
    assert i18n.LANGS == ("en", "de", "it")
    assert dict(i18n.LANG_NAMES) == {"en": "English", "de": "Deutsch", "it": "Italiano"}
    assert "fr" not in i18n.LANG_NAMES


def test_a_folder_counts_only_with_a_catalog(tmp_path):
    (tmp_path / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "fr" / "LC_MESSAGES" / "tavola.po").write_text(FRENCH, encoding="utf-8")
    (tmp_path / "nl" / "LC_MESSAGES").mkdir(parents=True)  # no catalog inside
    (tmp_path / "README").write_text("not a language")
    assert i18n.catalog_langs(tmp_path) == ("en", "fr")
    assert i18n.catalog_langs(tmp_path / "missing") == ("en",)


@pytest.fixture
def french(tmp_path, monkeypatch):
    """A locale folder holding only a French .po, nobody compiled."""
    (tmp_path / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "fr" / "LC_MESSAGES" / "tavola.po").write_text(FRENCH, encoding="utf-8")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    monkeypatch.setattr(i18n, "LANGS", i18n.catalog_langs(tmp_path))
    i18n.reload()
    yield
    monkeypatch.undo()
    i18n.reload()


def test_one_po_file_adds_a_language_with_its_name_and_words(french):
    assert list(i18n.LANG_NAMES.items()) == [("en", "English"), ("fr", "Français")]
    assert i18n.gettext("Quit", "fr") == "Quitter"
    assert i18n.gettext("New game", "fr") == "New game"  # untranslated: the English
    assert i18n.system_lang({"LANG": "fr_FR.UTF-8"}) == "fr"
