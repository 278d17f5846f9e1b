"""Kingmaker's log and names in German through the catalogs, each place with its own
preposition and case. The Italian is the wording the old pairs and names_it.py gave
(1,077,500 texts of two seeded games of every player count, every position, card, area,
zone and event title, and 78 hand-built events compared equal when it moved)."""

from __future__ import annotations

from game.kingmaker import data as D
from game.kingmaker import names_it
from game.kingmaker.names import CARD_NAMES
from game.kingmaker.text import describe_event, pos_at


def test_each_kind_of_place_has_its_own_message():
    town, sea = D.LOC0, D.SEA0
    assert pos_at(town, "it") == f"a {D.LOC_NAME[0]}"
    assert pos_at(town, "de") == f"in {D.LOC_NAME[0]}"
    noble = D.NOBLES[0]
    line = describe_event("summoned", {"noble": noble, "dest": sea}, "it")
    assert line.endswith(" è convocato in Mare del Nord (nord)")
    line = describe_event("summoned", {"noble": noble, "dest": sea}, "de")
    assert line.endswith(" wird in das Seegebiet Nordsee (Nord) gerufen")
    line = describe_event("summoned", {"noble": noble, "dest": town}, "de")
    assert line.endswith(f" wird nach {D.LOC_NAME[0]} gerufen")


def test_titles_are_translated_and_family_names_stay():
    warwick = D.CARD_NAME.index("Neville (Earl of Warwick)")
    assert CARD_NAMES["it"][warwick] == "Neville (Conte di Warwick)"
    assert CARD_NAMES["de"][warwick] == "Neville (Graf von Warwick)"
    assert names_it.CARD_NAME_IT[warwick] == "Neville (Conte di Warwick)"  # older readers
    calais = D.AREA_NAME.index("Calais (the Pale of Calais)")
    assert names_it.AREA_NAME_IT[calais] == "Calais (territorio di Calais)"
