"""Winter scoring, region majorities, the end of the game and its tie-breaks."""

from __future__ import annotations

from game.core import row_label
from game.wallenstein import RULES
from game.wallenstein import rules as R
from game.wallenstein.state import CHURCH, OVER, PALACE, TRADING
from tests.wallenstein.positions import P, bare, give


def test_region_majorities_sole_and_tied():
    s = bare(3)
    # Bayern: seat 0 two palaces, seat 1 one palace -> 3 for seat 0 alone
    give(s, 0, P("augsburg"), 1, PALACE | CHURCH | TRADING)
    give(s, 0, P("regensburg"), 1, PALACE)
    give(s, 1, P("wuerzburg"), 1, PALACE)
    # churches tied 1-1 in Bayern -> 1 each; trading houses tied -> 0 each
    give(s, 1, P("oberpfalz"), 1, CHURCH | TRADING)
    # Sachsen: a lone trading house of seat 2 -> 1
    give(s, 2, P("vogtland"), 1, TRADING)
    rows = R.score_winter(s)
    assert rows[0] == {"provinces": 2, "buildings": 4, "palace": 3, "church": 1, "trading": 0,
                       "total": 10}
    assert rows[1] == {"provinces": 2, "buildings": 3, "palace": 0, "church": 1, "trading": 0,
                       "total": 6}
    assert rows[2] == {"provinces": 1, "buildings": 1, "palace": 0, "church": 0, "trading": 1,
                       "total": 3}


def test_tied_palace_majority_gives_two_each():
    s = bare(3)
    give(s, 0, P("augsburg"), 1, PALACE)
    give(s, 1, P("regensburg"), 1, PALACE)
    rows = R.score_winter(s)
    assert rows[0]["palace"] == rows[1]["palace"] == 2


def test_no_buildings_no_majority():
    s = bare(3)
    give(s, 0, P("augsburg"), 1)
    assert R.score_winter(s)[0]["total"] == 1


def _end(s):
    s.phase = OVER
    s.pending = ()


def _four_tied_on_points():
    """Four players on 20 points, told apart by palaces, then churches, then trading
    houses."""
    s = bare(4)
    give(s, 0, P("augsburg"), 1, PALACE)
    give(s, 1, P("kursachsen"), 1, CHURCH | TRADING)
    give(s, 2, P("lausitz"), 1, CHURCH)
    give(s, 3, P("anhalt"), 1, TRADING)
    s.score = [20, 20, 20, 20]
    _end(s)
    return s


def test_tie_broken_by_palaces_then_churches_then_trading_houses():
    out = RULES.outcome(_four_tied_on_points())
    assert out.ranks == [1, 2, 3, 4]
    assert "palazzi" in out.tiebreak_text("it")
    assert out.tiebreak_text("en") == ("Players 1, 2, 3, 4 tied on 20 points; the tie is broken by "
                               "palaces, then churches, then trading houses.")
    assert out.winners() == [0]


def test_full_tie_is_shared():
    s = bare(3)
    give(s, 0, P("augsburg"), 1, PALACE)
    give(s, 1, P("kursachsen"), 1, PALACE)
    s.score = [12, 12, 5]
    _end(s)
    out = RULES.outcome(s)
    assert out.ranks == [1, 1, 3]
    assert "share" in out.tiebreak_text("en") and "condivide" in out.tiebreak_text("it")


def test_tie_break_sentences_are_worded_in_each_language_when_shown():
    """The results screen words the tie-break in the language chosen, German included:
    the outcome keeps messages and their values, not rendered text."""
    out = RULES.outcome(_four_tied_on_points())
    assert out.tiebreak_text("it") == (
        "I giocatori 1, 2, 3, 4 sono a pari merito con 20 punti; per lo spareggio contano "
        "palazzi, poi chiese, poi empori.")
    assert out.tiebreak_text("de") == (
        "Die Spieler 1, 2, 3, 4 sind mit 20 Punkten gleichauf; den Ausschlag geben die "
        "Paläste, dann die Kirchen, dann die Handelshäuser.")


def test_two_winters_accumulate_and_breakdown_lists_each_winter():
    s = bare(3)
    give(s, 0, P("augsburg"), 3, PALACE)
    s.season = 3
    R._finish_winter(s, [])
    assert s.year == 2 and s.score[0] == 1 + 1 + 3
    s.season = 3
    R._finish_winter(s, [])
    assert s.phase == OVER and s.score[0] == 10
    out = RULES.outcome(s)
    labels = [row_label(row, "en") for row in out.breakdown[0]]
    assert "Provinces (winter 1)" in labels and "Palace majorities (winter 2)" in labels
    assert out.breakdown[0][labels.index("Total")][2] == 10
    assert out.breakdown[0][labels.index("Total winter 2")][2] == 5
    assert out.scores[0] == 10.0 and out.ranks[0] == 1


def test_the_winter_rows_are_worded_in_each_language():
    """The per-winter rows of the results keep their winter as a value, so they read in
    German too (they were English and Italian texts made once)."""
    s = bare(3)
    s.season = 3
    R._finish_winter(s, [])
    s.season = 3
    R._finish_winter(s, [])
    rows = RULES.outcome(s).breakdown[0]
    assert [row_label(r, "de") for r in rows[5::6]] == ["Summe Winter 1", "Summe Winter 2"]
    assert row_label(rows[2], "it") == "Maggioranze palazzi (inverno 1)"
    assert row_label(rows[-1], "de") == "Handelshäuser"


def test_winter_removes_revolt_markers():
    s = bare(3)
    give(s, 0, P("augsburg"), 3, revolts=2)
    s.season = 3
    R._finish_winter(s, [])
    assert s.revolts[P("augsburg")] == 0
