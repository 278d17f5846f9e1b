"""A remote table's tie-break sentences: only well-formed (message, values) pairs are kept,
and the results are worded in the joining player's language."""

from __future__ import annotations

from game.core import Outcome, row_label
from ui.scenes.remote import _breakdown, _tiebreak

SHARE = "Players {who} share the victory with equal scores."


def test_well_formed_pairs_are_kept_and_anything_else_dropped():
    got = _tiebreak([[SHARE, {"who": "1, 2"}], ["x"], [3, {}], [SHARE, {"who": [1]}], "no"])
    assert got == [(SHARE, {"who": "1, 2"})]
    assert _tiebreak(None) == [] and _tiebreak({"a": 1}) == []


def test_a_received_outcome_speaks_german():
    tie = _tiebreak([[SHARE, {"who": "1, 3"}]])
    o = Outcome([4.0, 2.0, 4.0], [1, 3, 1], [], tie)
    assert o.tiebreak_text("en") == "Players 1, 3 share the victory with equal scores."
    assert o.tiebreak_text("de") == "Die Spieler 1, 3 teilen sich den Sieg mit gleicher Punktzahl."
    assert o.tiebreak_text("it") == "I giocatori 1, 3 condividono la vittoria a pari punti."


def test_received_score_rows_keep_only_well_formed_rows_and_speak_german():
    got = _breakdown([[["Total winter {w}", {"w": 2}, 7], ["Total", {}, 9], ["Total", "Totale", 9],
                       ["x", {}, "7"], ["Total", {}, True], "no"], "no", []], players=2)
    assert got == [[("Total winter {w}", {"w": 2}, 7), ("Total", {}, 9)], []]
    assert [row_label(r, "de") for r in got[0]] == ["Summe Winter 2", "Summe"]
    assert _breakdown(None, 3) == [] and _breakdown([[], [], [], []], 2) == [[], []]


def test_an_outcome_without_ties_says_nothing():
    assert Outcome([1.0], [1]).tiebreak_text("de") == ""
