"""Italian lines name cards and areas in Italian (issue 36, Words): no English title or
"the" inside an Italian line, and a noble summoned to the open is «in aperta campagna»."""

from game.kingmaker import data as D
from game.kingmaker.text import area_name, card_name, describe_event, pos_at

ENGLISH = ("Earl of", "Duke of", "Ship of", "Bishop", "King's", " the ", "(the ", "Isle of",
           "Crossbowmen", "Foot Soldiers", "Chancellor", "Warden")


def test_no_english_title_inside_an_italian_card_or_area_name():
    names = [card_name(c, "it") for c in range(D.N_CARDS)]
    names += [area_name(a, "it") for a in range(D.N_AREAS)]
    assert not [n for n in names if any(w in f" {n} " for w in ENGLISH)]
    assert card_name(D.CARD_NAME.index("Neville (Earl of Warwick)"), "it") == \
        "Neville (Conte di Warwick)"  # the family stays, the title is translated
    calais = D.AREA_NAME.index("Calais (the Pale of Calais)")
    assert area_name(calais, "it") == "Calais (territorio di Calais)"
    assert area_name(calais, "en") == D.AREA_NAME[calais]  # English unchanged


def test_a_summons_to_the_open_reads_in_aperta_campagna():
    noble = D.CARD_NAME.index("Stanley")
    line = describe_event("summoned", {"noble": noble, "dest": 0}, "it")
    assert line is not None and "convocato in aperta campagna (" in line
    assert " a aperta" not in line
    town = D.LOC0 + 0
    assert pos_at(town, "it") == f"a {D.LOC_NAME[0]}"
    assert pos_at(0, "en").startswith("in the open")


def test_a_ransom_of_one_card_says_one_card():
    """'per 1 carte', 'for 1 card(s)' and 'carta/e' read as slips: one card is singular."""
    from game.kingmaker.actions import Ransom
    from game.kingmaker.text import describe

    n = D.CARD_NAME.index("Stanley")
    assert describe(Ransom(n, 1), "it").endswith("per 1 carta")
    assert describe(Ransom(n, 2), "it").endswith("per 2 carte")
    assert describe(Ransom(n, 1), "en").endswith("for 1 card")
    assert describe(Ransom(n, 3), "en").endswith("for 3 cards")
