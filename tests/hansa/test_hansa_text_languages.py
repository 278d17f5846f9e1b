"""Hansa Teutonica's words in the three languages, through the catalogs: the choices (the
imperative of the buttons) and the log (the third person, tests/hansa/test_hansa_log.py).

The Italian samples are the wording the old (English, Italian) pairs gave, kept exactly
when the texts moved into locale/it (151,532 texts of three seeded games of every player
count compared equal, and every event kind and marker built by hand)."""

from __future__ import annotations

from game.core import Event
from game.hansa import actions as A
from game.hansa import text


def test_a_shape_keeps_its_article_in_each_language():
    a = A.Displace(post=0, shape=1, fee_merchants=0)
    where = text.post_name(0)
    assert text.describe_choice(a, "en") == f"Displace the piece on {where} with a merchant"
    assert text.describe_choice(a, "it") == f"Rimpiazza il pezzo su {where} con un grossista"
    assert text.describe_choice(a, "de") == f"Verdränge den Stein auf {where} mit einem Kaufmann"
    assert text.describe(a, "en") == f"displaces the piece on {where} with a merchant"
    assert text.describe(a, "it") == f"rimpiazza il pezzo su {where} con un grossista"
    assert text.describe(a, "de") == f"verdrängt den Stein auf {where} mit einem Kaufmann"


def test_hansa_teutonica_terms():
    assert text.describe_choice(A.Office(city=2), "de").startswith("Errichte ein Kontor in ")
    assert text.describe(A.Office(city=2), "de").startswith("errichtet ein Kontor in ")
    taken = Event("marker_taken", {"kind": 0})
    assert text.describe_event(taken, "it") == "prende il gettone Ufficio addizionale"
    assert text.describe_event(taken, "de") == "nimmt das Bonusplättchen „Zusätzliches Kontor“"
    assert text.describe_choice(A.Upgrade(ability=4), "it") == "Migliora Borsa di Monete"
    assert text.describe(A.Upgrade(ability=4), "it") == "migliora Borsa di Monete"


def test_views_index_the_names_by_any_language():
    assert text.MARKER["en"][1] == "Swap Offices"
    assert text.MARKER["it"][1] == "Scambio di posto agli Uffici"
    assert text.MARKER["de"][1] == "Kontore tauschen"
    assert text.MARKER.get("xx") is None


def test_german_says_allgemeiner_and_persoenlicher_vorrat_everywhere():
    """docs/german_terms.md: stock and supply are "allgemeiner Vorrat" and "persönlicher
    Vorrat"; the panels' short labels say "Allg. Vorrat" and "Vorrat" (they said "Lager",
    a word no message used)."""
    from babel.messages.pofile import read_po

    from game.i18n import locale_dir

    with open(locale_dir() / "de" / "LC_MESSAGES" / "tavola.po", "rb") as f:
        catalog = read_po(f)
    hansa = [m for m in catalog if m.id and any("hansa" in path for path, _ in m.locations)]
    assert len(hansa) > 200
    for m in hansa:
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert "Lager" not in s, (m.id, s)
    assert catalog.get("Stock").string == "Allg. Vorrat"
    assert catalog.get("Supply").string == "Vorrat"
