"""The results screen's table: every seat's rows in their order, numbers in the language's
own form."""

from __future__ import annotations

from game.core import Outcome
from game.i18n import outcome_row
from ui.scenes.results import fmt, merged_rows, points


def test_a_seat_with_its_own_rows_keeps_them_before_the_shared_total():
    """A two-player Revolution: each seat scores two factions of its own, then the Total;
    the second seat's factions must not land after the first seat's Total."""
    o = Outcome([30.0, 25.0], [1, 2], [
        [outcome_row("Catholics: cities", 10), outcome_row("Habsburgs: cities", 20),
         outcome_row("Total", 30)],
        [outcome_row("Burghers: cities", 12), outcome_row("Reformers: cities", 13),
         outcome_row("Total", 25)],
    ])
    labels, values = merged_rows(o, [0, 1], "en")
    assert labels == ["Catholics: cities", "Habsburgs: cities", "Burghers: cities",
                      "Reformers: cities", "Total"]
    assert values["Total"] == {0: 30, 1: 25} and values["Burghers: cities"] == {1: 12}


def test_shared_rows_are_one_row_and_winter_rows_read_in_german():
    rows = [outcome_row("Total winter {w}", 5, w=1), outcome_row("Total", 9)]
    o = Outcome([9.0, 7.0], [1, 2], [rows, [outcome_row("Total winter {w}", 4, w=1),
                                            outcome_row("Total", 7)]])
    labels, values = merged_rows(o, [1, 0], "de")
    assert labels == ["Summe Winter 1", "Summe"]
    assert values["Summe Winter 1"] == {0: 5, 1: 4}
    assert merged_rows(None, [0], "de") == ([], {})


def test_scores_take_the_languages_decimal_mark_and_plural():
    assert fmt(10.5, "de") == "10,5" and fmt(10.5, "it") == "10,5" and fmt(10.5, "en") == "10.5"
    assert fmt(12.0, "de") == "12" and fmt(7, "de") == "7"
    assert points(1.0, "en") == "1 point" and points(12.0, "en") == "12 points"
    assert points(10.5, "de") == "10,5 Punkte" and points(1.0, "it") == "1 punto"
