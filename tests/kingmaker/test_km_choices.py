"""Decisions that used to be taken for the players: the WRIT at Parliament [H 2.5], the
set-up allocation [3.4], the Embassy escort [5] and the storm port [5, H 2.1], the relief
of a besieged place [7.6] and ransoms of several cards [7.7]."""

from __future__ import annotations

from fractions import Fraction

from km_util import area, blank, card, combat_card, loc, on_top, put

from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import (
    Allocate,
    Answer,
    Battle,
    Delegate,
    Escort,
    NavalAttack,
    Port,
    Ransom,
    Relieve,
    Summon,
)
from game.kingmaker.ai import candidates
from game.kingmaker.board import CAPTIVE, votes
from game.kingmaker.examples import battle_450_240
from game.kingmaker.state import COMBAT, MOVE, PARLIAMENT, SUMMON
from game.kingmaker.text import describe, describe_choice

WRIT = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "writ")
MBS = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "parliament_may_be_summoned")
STORM = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "storm_at_sea")
EMBASSY_YORK = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "embassy"
                    and D.LOC_NAME[D.EVENT_DEST[e]] == "York")
HENRY = D.HEIR_ID.index("roy_henry_vi")


def _both_languages(action) -> None:
    en, it = describe(action, "en"), describe(action, "it")
    assert en and it and en != it and not en.startswith(type(action).__name__)


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


# ------------------------------------------------------------------ 2. set-up allocation


def _setup_game(players: int, seed: int):
    return RULES.new_game(players, seed, {"setup_choice": True})


def _finish_setup(s, pick=-1) -> int:
    asked = 0
    while s.pending and s.pending[0][0] == "setup":
        acts = RULES.legal_actions(s)
        assert len(acts) >= 2  # forced allocations are made automatically
        assert all(type(a) is Allocate for a in acts)
        RULES.apply(s, acts[pick])
        asked += 1
    return asked


def test_3_4_players_allocate_their_dealt_cards_one_at_a_time():
    """[3.4] each player allocates his whole deal: titles to different untitled nobles,
    offices to different titled nobles, the rest to any noble; one of each per noble."""
    asked_total = 0
    for seed in range(1, 9):
        s = _setup_game(4, seed)
        seat = s.to_act()
        if s.pending:
            assert s.pending[0][0] == "setup"
            # what is still to allocate is hidden from the other seats
            other = (seat + 1) % 4
            assert set(RULES.observe(s, other).hands[seat]) <= {-1}
        asked_total += _finish_setup(s, pick=seed % 2)
        assert s.phase == MOVE and not any(q[0] == "setup" for q in s.pending)
        assert all(not h for h in s.hands) or s.tnum > 0
        titles = [s.holder[c] for c in range(D.N_CARDS)
                  if s.holder[c] >= 0 and D.CARD_TYPE[c] == "title"]
        offices = [s.holder[c] for c in range(D.N_CARDS)
                   if s.holder[c] >= 0 and D.CARD_TYPE[c] == "office"]
        assert len(titles) == len(set(titles)) and not any(D.TITLED[n] for n in titles)
        assert len(offices) == len(set(offices))
        assert all(D.TITLED[n] or n in titles for n in offices)
        h = s.holder[D.CHANCELLOR]
        if h >= 0:
            assert s.first == s.faction[h]
    assert asked_total > 0  # the players were asked


def test_3_4_the_choice_is_the_players():
    """Two different choices at the first question give two different allocations."""
    for seed in range(1, 30):
        a = _setup_game(3, seed)
        if not a.pending:
            continue
        acts = RULES.legal_actions(a)
        nobles = {x.noble for x in acts if x.card == acts[0].card}
        if len(nobles) < 2:
            continue
        b = _setup_game(3, seed)
        RULES.apply(a, acts[0])
        other = next(x for x in acts if x.card == acts[0].card and x.noble != acts[0].noble)
        RULES.apply(b, other)
        assert a.holder[acts[0].card] == acts[0].noble
        assert b.holder[acts[0].card] == other.noble
        _both_languages(acts[0])
        return
    raise AssertionError("no seed offered a choice")


def test_3_4_titles_come_before_offices():
    for seed in range(1, 30):
        s = _setup_game(5, seed)
        while s.pending and s.pending[0][0] == "setup":
            seat = s.pending[0][1]
            acts = RULES.legal_actions(s)
            kinds = {D.CARD_TYPE[a.card] for a in acts}
            if "title" in {D.CARD_TYPE[c] for c in s.hands[seat]}:
                assert kinds == {"title"}
            RULES.apply(s, acts[0])


def test_3_4_computers_allocate_without_searching():
    s = _setup_game(7, 3)
    while s.pending and s.pending[0][0] == "setup":
        acts = RULES.legal_actions(s)
        assert len(candidates(s, acts)) == 1
        RULES.apply(s, candidates(s, acts)[0])
    assert s.phase == MOVE


def test_3_4_automatic_set_up_remains_an_option():
    s = RULES.new_game(4, 5, {"setup_choice": False})
    assert not any(q[0] == "setup" for q in s.pending) and not any(s.hands[p] for p in
                                                                     range(4) if p != s.active)


def test_3_4_set_up_through_the_protocol_at_2_and_7_players():
    """Every set-up question is the same in a determinized sample of what the seat sees,
    and the game then plays on."""
    from game.core import Rng

    for players in (2, 7):
        s = _setup_game(players, 11)
        while s.pending and s.pending[0][0] == "setup":
            seat = s.to_act()
            det = RULES.determinize(RULES.observe(s, seat), seat, Rng(players))
            assert RULES.legal_actions(det) == RULES.legal_actions(s)
            RULES.apply(s, RULES.legal_actions(s)[0])
        for _ in range(40):
            if RULES.is_over(s):
                break
            RULES.apply(s, RULES.legal_actions(s)[-1])


# ------------------------------------------------------------------ 3. Embassy and storm


def test_5_embassy_escort_is_the_controllers_choice():
    """[5] a crowned King answering an Embassy takes the escort his controller chooses,
    at least one noble if one is there."""
    s = blank(3)
    s.active = 1
    percy = put(s, "nob_percy", 0, loc("london"))
    neville = put(s, "nob_neville", 0, loc("london"))
    s.heir_ctrl[HENRY] = 0  # Percy and Neville escort Henry VI
    on_top(s, EMBASSY_YORK)
    R._event_phase(s, [])
    assert s.pending[0][0] == "embassy" and s.to_act() == 0
    acts = RULES.legal_actions(s)
    assert set(acts) == {Escort(percy), Escort(neville)}  # at least one must go
    RULES.apply(s, Escort(neville))
    acts = RULES.legal_actions(s)
    assert set(acts) == {Escort(percy), Escort(-1)}
    _both_languages(Escort(percy))
    _both_languages(Escort(-1))
    RULES.apply(s, Escort(-1))
    assert not s.pending
    assert s.heir_pos[HENRY] == s.npos[neville] and R.area_of(s, s.npos[neville]) == area("york")
    assert s.npos[percy] == loc("london")


def test_5_embassy_with_one_escort_needs_no_question():
    s = blank(3)
    s.active = 1
    percy = put(s, "nob_percy", 0, loc("london"))
    s.heir_ctrl[HENRY] = 0
    on_top(s, EMBASSY_YORK)
    R._event_phase(s, [])
    assert not s.pending
    assert R.area_of(s, s.npos[percy]) == area("york") and s.heir_pos[HENRY] == s.npos[percy]


def _ship_at_sea(s, seat: int):
    sh = card("shp_05_newcastle")
    put(s, "nob_percy", seat, area("alnwick"), "shp_05_newcastle")
    s.ship_pos[sh] = D.SEA0 + 0  # the North Sea zone of Newcastle, Scarborough, Berwick
    return sh


def test_5_storm_at_sea_owner_chooses_between_equally_near_ports():
    s = blank(2)
    s.active = 1
    sh = _ship_at_sea(s, 0)
    on_top(s, STORM)
    R._event_phase(s, [])
    assert s.pending[0][0] == "port" and s.to_act() == 0
    acts = RULES.legal_actions(s)
    ports = {a.loc for a in acts}
    assert len(ports) >= 2 and all(p in D.ZONE_PORTS[0] for p in ports)
    berwick = D.LOC_INDEX["berwick"]
    assert Port(sh, berwick) in acts
    _both_languages(Port(sh, berwick))
    RULES.apply(s, Port(sh, berwick))
    assert s.ship_pos[sh] == D.LOC0 + berwick and not s.pending


def test_h21_naval_storm_the_stronger_side_chooses_the_ports():
    """[H 2.1] a STORM AT SEA drawn in a naval fight sends both fleets to port; with
    ports equally near, the stronger side (the attacker if equal) chooses, ship by ship
    (the earlier reading, kept for old saves: option ``naval_seed`` off)."""
    s = blank(2, naval_seed=False)
    mine = _ship_at_sea(s, 0)  # 100
    big = card("shp_01_london")  # 300: seat 1 is stronger
    put(s, "nob_neville", 1, area("york"), "shp_01_london")
    s.ship_pos[big] = D.SEA0 + 0
    s.phase = COMBAT
    on_top(s, STORM)
    RULES.apply(s, NavalAttack(0, 1, False))
    assert [q[0] for q in s.pending] == ["port", "port"]
    assert {q[1] for q in s.pending} == {1}
    for _ in range(2):
        acts = RULES.legal_actions(s)
        RULES.apply(s, acts[-1])
    assert all(D.LOC0 <= s.ship_pos[x] < D.SEA0 for x in (mine, big))


# ------------------------------------------------------------------ 4. relief


def _besieged_warwick():
    """Seat 1 (Percy 100, Mowbray 50) besieges Warwick, where seat 0's Neville (50) is;
    seat 0's Stanley and mercenaries (130) stand outside."""
    s = blank(2)
    w = D.LOC_INDEX["warwick"]
    a = D.LOC_AREA[w]
    neville = put(s, "nob_neville", 0, loc("warwick"))
    stanley = put(s, "nob_stanley", 0, a, "mrc_burgundian_crossbowmen_1",
                  "mrc_burgundian_crossbowmen_2", "mrc_flemish_crossbowmen_3")
    percy = put(s, "nob_percy", 1, a)
    mowbray = put(s, "nob_mowbray", 1, a)
    s.besieged[w] = 1
    s.phase = COMBAT
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[neville, stanley, percy, mowbray]))
    return s, w, a, neville, stanley, percy, mowbray


def test_7_6_relief_the_besieged_join_the_relieving_force():
    """[7.6] a relieving force attacks the besiegers; the besieged of the same faction
    join it and leave the place: 130 + 50 against 150 wins at 1:1."""
    s, w, a, neville, stanley, percy, mowbray = _besieged_warwick()
    acts = RULES.legal_actions(s)
    assert Relieve(w) in acts and Battle(a, 1, True) in acts
    _both_languages(Relieve(w))
    ev = RULES.apply(s, Relieve(w))
    b = next(e for e in ev if e.kind == "battle")
    assert b.data["attack"] == 180 and b.data["defence"] == 150
    assert b.data["result"] == "attacker"
    assert s.npos[neville] == a and s.besieged[w] == -1
    assert s.npos[percy] == CAPTIVE and s.npos[mowbray] == CAPTIVE


def test_7_6_without_the_besieged_the_same_relief_fails():
    s, w, a, neville, stanley, percy, mowbray = _besieged_warwick()
    ev = RULES.apply(s, Battle(a, 1, True))
    b = next(e for e in ev if e.kind == "battle")
    assert b.data["attack"] == 130 and b.data["result"] == "defender"
    assert s.npos[neville] == loc("warwick")


def test_7_6_no_relief_without_a_force_outside():
    s, w, a, neville, stanley, percy, mowbray = _besieged_warwick()
    s.npos[stanley] = area("london")
    assert Relieve(w) not in RULES.legal_actions(s)


# ------------------------------------------------------------------ 5. ransom


def _captives():
    s = battle_450_240()
    talbot = card("nob_talbot")
    ev = RULES.apply(s, Battle(area("kenilworth"), 1, True))
    assert any(e.kind == "captured" for e in ev)
    s.hands[1] = [card("mrc_saxon_foot_6"), card("mrc_scots_archers_8"),
                  card("ttl_earl_of_kent")]
    while s.pending[0][2] != talbot:  # the other prisoners first: executed
        RULES.apply(s, RULES.legal_actions(s)[0])
    return s, talbot


def test_7_7_ransom_of_several_cards():
    """[7.7] a captured noble may be ransomed for any consideration the players agree:
    here two cards, paid one at a time."""
    s, talbot = _captives()
    acts = RULES.legal_actions(s)
    assert Ransom(talbot, 2) in acts and Ransom(talbot, 3) in acts
    assert Ransom(talbot, 4) not in acts  # more than the owner can pay
    RULES.apply(s, Ransom(talbot, 2))
    assert s.to_act() == 1
    RULES.apply(s, Answer(True, card("mrc_saxon_foot_6")))
    assert s.npos[talbot] == CAPTIVE and s.to_act() == 1
    acts = RULES.legal_actions(s)
    assert Answer(False, -1) not in acts  # once accepted, the price is paid in full
    RULES.apply(s, Answer(True, card("ttl_earl_of_kent")))
    assert s.npos[talbot] not in (CAPTIVE, -1)
    assert {card("mrc_saxon_foot_6"), card("ttl_earl_of_kent")} <= set(s.hands[0])
    assert s.hands[1] == [card("mrc_scots_archers_8")]


def test_7_7_ransom_refused_means_execution():
    s, talbot = _captives()
    RULES.apply(s, Ransom(talbot, 3))
    RULES.apply(s, Answer(False, -1))
    assert s.faction[talbot] == -1 and len(s.hands[1]) == 3


def test_7_7_each_payment_names_its_card_in_both_languages():
    """The owner picks which card to pay: every choice reads differently."""
    s, talbot = _captives()
    RULES.apply(s, Ransom(talbot, 1))
    labels = {describe_choice(a, lang) for a in RULES.legal_actions(s)
              for lang in ("en", "it")}
    assert len(labels) == 2 * len(RULES.legal_actions(s))
    assert "accepts: " + D.CARD_NAME[card("ttl_earl_of_kent")] in labels
    # the log, which every seat reads, does not name the card going to a hidden hand
    assert describe(Answer(True, card("ttl_earl_of_kent")), "en") == "accepts"


def test_computers_take_every_new_decision():
    """The shared search answers each new question with one of its legal actions."""
    from game.ai import choose_action

    s1, _, _ = _parliament_with_writ()
    RULES.apply(s1, Summon(D.LOC_INDEX["london"]))
    s2 = blank(3)
    s2.active = 1
    put(s2, "nob_percy", 0, loc("london"))
    put(s2, "nob_neville", 0, loc("london"))
    s2.heir_ctrl[HENRY] = 0
    on_top(s2, EMBASSY_YORK)
    R._event_phase(s2, [])
    s3 = blank(2)
    s3.active = 1
    _ship_at_sea(s3, 0)
    on_top(s3, STORM)
    R._event_phase(s3, [])
    s4, talbot = _captives()
    RULES.apply(s4, Ransom(talbot, 2))
    kinds = []
    for s in (s1, s2, s3, s4):
        seat = s.to_act()
        kinds.append(s.pending[0][0])
        for level in ("greedy", "normal"):
            a = choose_action(RULES, RULES.observe(s, seat), seat, level, 3, iterations=30)
            assert a in RULES.legal_actions(s)
    assert kinds == ["writ_parl", "embassy", "port", "ransom"]


def test_5_embassy_second_king_whose_escort_left_with_the_first_goes_alone():
    """[5] Two crowned Kings in one stack: when the first takes every noble as his escort,
    the second has nobody left to choose and goes at once, alone, instead of a question
    with no answer (a greedy game once stopped there with no legal action)."""
    s = blank(3)
    s.active = 1
    percy = put(s, "nob_percy", 0, loc("london"))
    neville = put(s, "nob_neville", 0, loc("london"))
    edward = D.HEIR_ID.index("roy_edward_earl_of_march")
    for h in (HENRY, edward):
        s.heir_ctrl[h] = 0
        s.heir_alive[h] = 1
        s.heir_crowned[h] = 1
        s.heir_pos[h] = loc("london")
    on_top(s, EMBASSY_YORK)
    R._event_phase(s, [])
    first = s.pending[0][2]
    assert [q[0] for q in s.pending] == ["embassy", "embassy"]
    RULES.apply(s, Escort(percy))
    RULES.apply(s, Escort(neville))  # the escort is complete: nobody is left in London
    assert not s.pending
    assert s.heir_pos[first] == s.npos[percy] == s.npos[neville]
    assert R.area_of(s, s.npos[percy]) == area("york")
    assert all(R.area_of(s, s.heir_pos[h]) == area("york") for h in (HENRY, edward))


def test_5_embassy_question_with_no_escort_left_lets_the_king_go_alone():
    """A question left with nobody to choose (made before the stack changed) still has
    an answer: the King goes alone [5]."""
    s = blank(3)
    s.active = 1
    s.heir_ctrl[HENRY] = 0
    s.pending.append(("embassy", 0, HENRY, D.EVENT_DEST[EMBASSY_YORK], ()))
    acts = RULES.legal_actions(s)
    assert acts == [Escort(-1)]
    RULES.apply(s, Escort(-1))
    assert not s.pending and R.area_of(s, s.heir_pos[HENRY]) == area("york")
