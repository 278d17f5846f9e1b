"""A remote table's tie-break sentences: only well-formed (message, values) pairs are kept,
and the results are worded in the joining player's language."""

from __future__ import annotations

from game.core import Outcome, tiebreak_pair
from ui.scenes.remote import _tiebreak

SHARE = "Players {who} share the victory with equal scores."


def test_well_formed_pairs_are_kept_and_anything_else_dropped():
    got = _tiebreak([[SHARE, {"who": "1, 2"}], ["x"], [3, {}], [SHARE, {"who": [1]}], "no"])
    assert got == [(SHARE, {"who": "1, 2"})]
    assert _tiebreak(None) == [] and _tiebreak({"a": 1}) == []


def test_a_received_outcome_speaks_german():
    tie = _tiebreak([[SHARE, {"who": "1, 3"}]])
    o = Outcome([4.0, 2.0, 4.0], [1, 3, 1], [], *tiebreak_pair(tie), tiebreak=tie)
    assert o.tiebreak_en == "Players 1, 3 share the victory with equal scores."
    assert o.tiebreak_text("de") == "Die Spieler 1, 3 teilen sich den Sieg mit gleicher Punktzahl."
    assert o.tiebreak_text("it") == "I giocatori 1, 3 condividono la vittoria a pari punti."


def test_an_outcome_without_messages_keeps_its_two_sentences():
    o = Outcome([1.0], [1], [], "Ties: none.", "Pareggi: nessuno.")
    assert o.tiebreak_text("it") == "Pareggi: nessuno."
    assert o.tiebreak_text("de") == "Ties: none."
