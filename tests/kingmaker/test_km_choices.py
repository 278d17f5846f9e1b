"""Decisions that used to be taken for the players: the WRIT at Parliament [H 2.5], the
set-up allocation [3.4], the Embassy escort [5] and the storm port [5, H 2.1], the relief
of a besieged place [7.6] and ransoms of several cards [7.7]."""

from __future__ import annotations

from km_util import area, blank, card, loc, put

from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import (
    Delegate,
    Summon,
)
from game.kingmaker.board import votes
from game.kingmaker.state import PARLIAMENT, SUMMON
from game.kingmaker.text import describe

WRIT = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "writ")
MBS = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "parliament_may_be_summoned")
STORM = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "storm_at_sea")
EMBASSY_YORK = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "embassy"
                    and D.LOC_NAME[D.EVENT_DEST[e]] == "York")
HENRY = D.HEIR_ID.index("roy_henry_vi")


def _both_languages(action) -> None:
    en, it = describe(action, "en"), describe(action, "it")
    assert en and it and en != it and "Delegate(" not in en


# ------------------------------------------------------------------ 1. WRIT at Parliament


def _parliament_with_writ():
    """Seat 0 (the sole King's) summons; seat 1 holds a WRIT, with Neville (50) and
    Stanley with Saxon foot (60) free to attend."""
    s = blank(3)
    put(s, "nob_percy", 0, loc("london"), "off_constable_of_the_tower",
        "bsh_archbishop_of_canterbury")
    neville = put(s, "nob_neville", 1, area("york"))
    stanley = put(s, "nob_stanley", 1, area("bristol"), "mrc_saxon_foot_5")
    put(s, "nob_audley", 2, area("bristol"))
    s.held_events[0] = [MBS]
    s.held_events[1] = [WRIT]
    s.chancery = [card("off_treasurer_of_england")]
    s.phase = SUMMON
    return s, neville, stanley


def test_h25_writ_delegates_a_noble_summoned_by_parliament():
    """[H 2.5] the WRIT delegates one's own noble to replace another of equal or lesser
    strength summoned to Parliament: Stanley (60) may go for Neville (50), not the other
    way round; Neville stays where he is and his votes are not at Parliament."""
    s, neville, stanley = _parliament_with_writ()
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    assert s.pending and s.pending[0][0] == "writ_parl" and s.to_act() == 1
    acts = RULES.legal_actions(s)
    assert Delegate(neville, stanley) in acts
    assert Delegate(stanley, neville) not in acts  # the replaced must not be stronger
    assert Delegate(-1, -1) in acts
    _both_languages(Delegate(neville, stanley))
    _both_languages(Delegate(-1, -1))
    RULES.apply(s, Delegate(neville, stanley))
    assert s.phase == PARLIAMENT
    assert s.npos[neville] == area("york")
    assert R.area_of(s, s.npos[stanley]) == area("london")
    assert WRIT not in s.held_events[1] and WRIT in s.event_discard
    lords_at_parliament = votes(s, 1, area("london"))[0]
    assert lords_at_parliament == D.LORDS[stanley]  # Neville's 4 Lords votes stay home


def test_h25_writ_at_parliament_may_be_declined_and_is_kept():
    s, neville, stanley = _parliament_with_writ()
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    RULES.apply(s, Delegate(-1, -1))
    assert s.phase == PARLIAMENT
    assert R.area_of(s, s.npos[neville]) == area("london")
    assert WRIT in s.held_events[1]


def test_h25_no_writ_no_question_at_parliament():
    s, neville, stanley = _parliament_with_writ()
    s.held_events[1] = []
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    assert s.phase == PARLIAMENT and not any(q[0] == "writ_parl" for q in s.pending)
