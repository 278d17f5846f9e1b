"""Every table's own words come from the catalogs (issue 41): each view's phrase table is
English message ids, read in the table's language, with each language's plural rule."""

from __future__ import annotations

import importlib

import pytest

from game.i18n import Contextual, translation
from ui.views.base import lookup, table_in

TABLES = [
    ("ui.views.common.words", "WORDS"),
    ("ui.views.tigris.words", "WORDS"),
    ("ui.views.hansa.words", "WORDS"),
    ("ui.views.wallenstein.words", "WORDS"),
    ("ui.views.wallenstein.words", "CHOICES"),
    ("ui.views.revolution.words", "WORDS"),
    ("ui.views.revolution.words", "PHASES"),
    ("ui.views.kingmaker.words", "WORDS"),
    ("ui.views.kingmaker.setup", "WORDS"),
    ("ui.scenes.learn", "WORDS"),
]


@pytest.mark.parametrize("lang", ["it", "de"])
@pytest.mark.parametrize(("module", "name"), TABLES)
def test_every_phrase_of_every_table_is_translated(module, name, lang):
    table = getattr(importlib.import_module(module), name)
    catalog = translation(lang)._catalog
    for key, msg in table.items():
        found = catalog.get(f"{msg.context}\x04{msg.message}" if isinstance(msg, Contextual)
                            else msg)
        assert found, (module, key, lang)


def test_a_phrase_reads_in_the_tables_language():
    from ui.views.tigris.words import WORDS

    assert lookup(WORDS, "en", "bag", n=5) == "Bag 5"
    assert lookup(WORDS, "it", "bag", n=5) == "Sacchetto 5"  # the Italian of the old pair
    assert lookup(WORDS, "de", "bag", n=5) == "Beutel 5"
    assert lookup(WORDS, "de", "no such key") == "no such key"  # shown, never a crash
    assert table_in(WORDS, "de")["rack"] == "Deine Plättchen"


def test_counted_phrases_follow_each_languages_plural_rule():
    from ui.views.hansa.words import count
    from ui.views.revolution.words import coins

    assert count("en", "open_offices", 1) == "1 office still free"
    assert count("it", "open_offices", 1) == "1 ufficio ancora libero"
    assert count("it", "open_offices", 3) == "3 uffici ancora liberi"
    assert count("de", "n_merchants", 1) == "1 Kaufmann"
    assert count("de", "n_merchants", 2) == "2 Kaufleute"
    assert [coins("it", n) for n in (1, 2)] == ["1 moneta", "2 monete"]
    assert [coins("de", n) for n in (1, 0)] == ["1 Münze", "0 Münzen"]


def test_sea_zone_names_keep_their_lines_in_every_language():
    """One message a zone, its line break inside: the Italian lines are the old pairs'."""
    from game.kingmaker import data as D
    from ui.views.kingmaker.geometry import HARBOURS

    east = HARBOURS[D.ZONE_ID.index("channel_east")]
    assert east.lines("en") == ("English Channel", "(east)")
    assert east.lines("it") == ("Manica", "(est)")
    assert east.lines("de") == ("Ärmelkanal", "(Ost)")
    dover = HARBOURS[D.ZONE_ID.index("thames_approaches")]
    assert dover.lines("it") == ("Stretto", "di Dover")
