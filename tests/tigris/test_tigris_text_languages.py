"""Tigris & Euphrates' log and prompts in the three languages, through the catalogs.

The Italian samples are the wording the old (English, Italian) pairs gave, kept exactly
when the texts moved into locale/it (all 123,840 texts of four seeded games of every
player count compared equal, and every event kind, colour and count)."""

from __future__ import annotations

from game.core import Event
from game.tigris import text
from game.tigris.actions import BuildMonument, Commit, MoveLeader, PlaceLeader, SwapTiles


def test_a_leader_keeps_its_article_in_each_language():
    a = PlaceLeader(colour=2, square=0)  # the farmer
    assert text.describe(a, "en") == "places the farmer on A1"
    assert text.describe(a, "it") == "piazza l'agricoltore in A1"
    assert text.describe(a, "de") == "setzt den Bauern auf A1"
    m = MoveLeader(colour=0, square=17)
    assert text.describe(m, "de") == "zieht den König nach B2"


def test_counts_follow_each_languages_plural():
    assert text.describe(SwapTiles(counts=(1, 0, 0, 0)), "it") == "sostituisce 1 tessera"
    assert text.describe(SwapTiles(counts=(1, 1, 0, 1)), "it") == "sostituisce 3 tessere"
    assert text.describe(Commit(count=2), "en") == "commits 2 tiles to the conflict"
    one = Event("score", {"colour": 1, "points": 1}, private=True)
    many = Event("score", {"colour": 1, "points": 3}, private=True)
    assert text.describe_event(one, "it") == "+1 punto rosso"
    assert text.describe_event(many, "it") == "+3 punti rossi"
    assert text.describe_event(many, "de") == "+3 rote Punkte"
    drawn = Event("tiles_drawn", {"tiles": [0, 2, 0, 1]}, private=True)
    assert text.describe_event(drawn, "en") == "draws 2 temples, 1 market"
    assert text.describe_event(drawn, "de") == "zieht 2 Tempel, 1 Markt"


def test_euphrat_und_tigris_terms():
    m = BuildMonument(monument=0, square=5)
    assert text.describe(m, "it") == "costruisce il monumento rosso/nero in F1"
    assert text.describe(m, "de") == "baut das rot-schwarze Monument auf F1"
    war = Event("conflict", {"colour": 2, "kind": "war", "attacker_strength": 4,
                             "defender_strength": 1})
    assert text.describe_event(war, "de") == "Blauer Krieg (Bauernhöfe): Angreifer 4, Verteidiger 1"
    assert text.describe_event(war, "it") == "Guerra (fattorie): attaccante 4, difensore 1"
