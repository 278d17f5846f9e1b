"""Each house rule of the seed (Albano & Briotti), cited by its paragraph."""

from __future__ import annotations

from fractions import Fraction

import pytest
from km_util import area, blank, card, combat_card, kinds, loc, on_top, put

from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import (
    EVENT_CARD,
    Answer,
    Battle,
    Discard,
    EndAlliance,
    EndPhase,
    Execute,
    ExecuteHeir,
    KeepAlliance,
    Move,
    NavalAttack,
    Offer,
    OfferAlliance,
    PlayCard,
    Propose,
    Summon,
    UseWrit,
    Vote,
    Withdraw,
)
from game.kingmaker.board import CAPTIVE, tournament_points, votes
from game.kingmaker.state import COMBAT, OVER, PARLIAMENT

WRIT = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "writ")
MBS = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "parliament_may_be_summoned")
GALE = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "gale_at_sea")
QUIET = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "none")


# ------------------------------------------------------------------ 1.a hidden cards


def test_1a_hidden_cards_only_in_own_turn_or_in_parliament():
    s = blank(2)
    put(s, "nob_percy", 0, area("york"))
    put(s, "nob_neville", 1, area("london"))
    s.hands[0] = [card("mrc_saxon_foot_5")]
    s.hands[1] = [card("mrc_saxon_foot_6")]
    legal = RULES.legal_actions(s)
    assert PlayCard(card("mrc_saxon_foot_5"), card("nob_percy")) in legal
    # seat 1 answering an offer in seat 0's turn may not play its hidden card
    RULES.apply(s, Offer(1, card("mrc_saxon_foot_5"), 0))
    assert s.to_act() == 1
    assert not any(isinstance(a, PlayCard) for a in RULES.legal_actions(s))
    RULES.apply(s, Answer(False, -1))
    # while Parliament sits, every voter may play cards
    s.parl = (0, D.LOC_INDEX["london"], (card("off_treasurer_of_england"),), None, (), None)
    s.phase = PARLIAMENT
    RULES.apply(s, Propose(card("off_treasurer_of_england"), card("nob_percy")))
    assert s.to_act() == 0
    RULES.apply(s, Vote(True))
    assert s.to_act() == 1
    assert PlayCard(card("mrc_saxon_foot_6"), card("nob_neville")) in RULES.legal_actions(s)


# ------------------------------------------------------------------ 1.b adjacency


def test_1b_corner_contact_is_not_adjacency():
    for a in range(D.N_AREAS):
        if D.AREA_KIND[a] != "land":
            continue
        ca, ra = map(int, D.AREA_ID[a][3:].split("_"))
        for b in D.AREA_NB[a]:
            if D.AREA_KIND[b] != "land":
                continue
            cb, rb = map(int, D.AREA_ID[b][3:].split("_"))
            assert abs(ca - cb) + abs(ra - rb) == 1, (D.AREA_ID[a], D.AREA_ID[b])
    s = blank(2)
    s.weather = True  # three areas: a diagonal step would cost one, not two
    n = put(s, "nob_audley", 0, area("sq_07_09"))
    reach = set(R._reach(s, area("sq_07_09"), 0)) - {a for r in D.ROADS for a in r}
    for a in reach:
        c, r = map(int, D.AREA_ID[a][3:].split("_"))
        assert abs(c - 7) + abs(r - 9) <= 3
    assert n >= 0


# ------------------------------------------------------------------ 1.c executions


def test_1c_heir_executed_only_in_the_controllers_own_turn():
    s = blank(2)
    henry = D.HEIR_ID.index("roy_henry_vi")
    put(s, "nob_percy", 1, loc("london"), "off_constable_of_the_tower")
    assert s.heir_ctrl[henry] == 1
    assert ExecuteHeir(henry) not in RULES.legal_actions(s)  # seat 0's turn
    s.active = 1
    assert ExecuteHeir(henry) in RULES.legal_actions(s)
    ev = RULES.apply(s, ExecuteHeir(henry))
    assert not s.heir_alive[henry] and "heir_dies" in kinds(ev)


# ------------------------------------------------------------------ 1.d trade and gifts


def test_1d_received_card_goes_at_once_to_a_noble_who_has_fought():
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a, "off_marshal_of_england")
    put(s, "nob_audley", 1, a)
    s.hands[1] = [card("mrc_scots_archers_7")]
    s.phase = COMBAT
    on_top(s, combat_card(weather=True))
    RULES.apply(s, Battle(a, 1, True))
    assert s.fought[percy]
    RULES.apply(s, Offer(1, -1, 1))  # asks any card in return for nothing
    RULES.apply(s, Answer(True, card("mrc_scots_archers_7")))
    assert card("mrc_scots_archers_7") in s.hands[0]
    assert PlayCard(card("mrc_scots_archers_7"), percy) in RULES.legal_actions(s)
    RULES.apply(s, PlayCard(card("mrc_scots_archers_7"), percy))
    assert s.holder[card("mrc_scots_archers_7")] == percy


# ------------------------------------------------------------------ 1.e Parliament


def _parliament(players=3):
    s = blank(players)
    lon = D.LOC_INDEX["london"]
    henry = D.HEIR_ID.index("roy_henry_vi")
    percy = put(s, "nob_percy", 0, loc("london"), "off_constable_of_the_tower",
                "bsh_archbishop_of_canterbury")
    neville = put(s, "nob_neville", 1, area("york"))
    audley = put(s, "nob_audley", 2, area("bristol"))
    assert s.heir_ctrl[henry] == 0  # the sole King: seat 0 summons
    s.held_events[0] = [MBS]
    s.chancery = [card("off_treasurer_of_england"), card("ttl_earl_of_kent"),
                  card("bsh_bishop_of_lincoln")]
    s.phase = COMBAT
    RULES.apply(s, EndPhase())
    assert Summon(lon) in RULES.legal_actions(s)
    return s, percy, neville, audley


def test_1e_titles_first_then_offices_and_bishoprics_in_the_presiders_order():
    s, percy, neville, audley = _parliament()
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    assert s.phase == PARLIAMENT and MBS not in s.held_events[0]
    legal = RULES.legal_actions(s)
    assert {a.card for a in legal if isinstance(a, Propose)} == {card("ttl_earl_of_kent")}
    # proposals go to nobles (untitled ones for a title), never to a faction
    assert {a.noble for a in legal if isinstance(a, Propose)} == {audley}
    RULES.apply(s, Withdraw(card("ttl_earl_of_kent")))
    while s.pending:
        RULES.apply(s, Answer(False, -1))
    legal = RULES.legal_actions(s)
    assert {a.card for a in legal if isinstance(a, Propose)} == {
        card("off_treasurer_of_england"), card("bsh_bishop_of_lincoln")}


def test_1e_presider_may_reject_his_own_proposal_and_propose_again():
    s, percy, neville, audley = _parliament()
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    kent = card("ttl_earl_of_kent")
    RULES.apply(s, Propose(kent, audley))
    RULES.apply(s, Vote(False))  # the presider votes against his own proposal
    RULES.apply(s, Vote(False))
    RULES.apply(s, Vote(False))
    assert s.holder[kent] == -1 and s.parl[4] == ((kent, audley),)
    assert Propose(kent, audley) not in RULES.legal_actions(s)
    s.faction[card("nob_berkeley")] = 1
    s.npos[card("nob_berkeley")] = area("york")
    assert Propose(kent, card("nob_berkeley")) in RULES.legal_actions(s)
    RULES.apply(s, Propose(kent, card("nob_berkeley")))
    for _ in range(3):
        RULES.apply(s, Vote(True))
    assert s.holder[kent] == card("nob_berkeley")


def test_1e_the_vote_event_carries_each_factions_votes():
    """Each vote's result names every faction's Lords and Commons at the sitting and how it
    voted (plain JSON), the sum decides it [10.3], and the log gives the count of each
    House in English and Italian."""
    import json

    s, percy, neville, audley = _parliament()
    lon = D.LOC_INDEX["london"]
    RULES.apply(s, Summon(lon))
    kent = card("ttl_earl_of_kent")
    RULES.apply(s, Propose(kent, audley))
    want = [votes(s, p, D.LOC_AREA[lon]) for p in range(3)]
    assert want[0] != want[1] != want[2]
    RULES.apply(s, Vote(True))  # seat 0 presides and votes first
    RULES.apply(s, Vote(False))
    ev = RULES.apply(s, Vote(True))
    e = next(e for e in ev if e.kind == "vote_result")
    assert json.loads(json.dumps(e.data)) == e.data
    rows = e.data["votes"]
    assert [(r["seat"], r["lords"], r["commons"], r["yes"]) for r in rows] == [
        (p, *want[p], p != 1) for p in range(3)]
    lf = want[0][0] + want[2][0]
    cf = want[0][1] + want[2][1]
    la, ca = want[1]
    assert e.data["passed"] == (lf > la and cf > ca) == (s.holder[kent] == audley)
    assert f"(Lords {lf}\u2013{la}, Commons {cf}\u2013{ca})" in RULES.describe_event(e, "en")
    assert f"(Lord {lf}\u2013{la}, Comuni {cf}\u2013{ca})" in RULES.describe_event(e, "it")


def test_1e_rejected_card_goes_by_the_stated_order_bishoprics_by_lords():
    s, percy, neville, audley = _parliament()
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    kent = card("ttl_earl_of_kent")
    RULES.apply(s, Withdraw(kent))
    # a) the presiding faction has no untitled noble: then by votes, so seat 2 (Audley)
    assert s.pending[0][:3] == ("fallback", 2, kent)
    RULES.apply(s, Answer(False, -1))
    assert kent in s.chancery  # nobody takes it: back to the Chancery
    bishop = card("bsh_bishop_of_lincoln")
    RULES.apply(s, Withdraw(bishop))
    order = [s.pending[0][1]]
    assert order == [0]  # a) the presider first
    RULES.apply(s, Answer(False, -1))
    lords = {p: votes(s, p)[0] for p in (1, 2)}
    nxt = s.pending[0][1]
    assert lords[nxt] == max(lords.values())  # then by Lords votes alone


def test_1e_discard_is_shuffled_when_it_holds_chancery_cards():
    s, *_ = _parliament()
    s.discard = [card("ttl_earl_of_essex")] + [card(c) for c in
                                                ("mrc_saxon_foot_5", "mrc_saxon_foot_6",
                                                 "twn_bristol", "twn_coventry")]
    ev = RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    assert "discard_shuffled" in kinds(ev)
    s2, *_ = _parliament()
    s2.discard = [card("mrc_saxon_foot_5")]
    assert "discard_shuffled" not in kinds(RULES.apply(s2, Summon(D.LOC_INDEX["london"])))


def test_1e_nobles_travel_by_land_and_not_by_ship():
    s, percy, neville, audley = _parliament()
    grey = put(s, "nob_grey", 1, loc("carisbrooke"))  # on the Isle of Wight, no ship
    holland = put(s, "nob_holland", 2, loc("calais"), "shp_07_sandwich")
    s.ship_pos[card("shp_07_sandwich")] = loc("calais")  # a ship in port: he must sail
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    london_area = area("london")
    assert R.area_of(s, s.npos[neville]) == london_area
    assert s.npos[grey] == loc("carisbrooke")
    assert R.area_of(s, s.npos[holland]) == london_area


def test_1e_kings_peace_after_parliament():
    s, percy, neville, audley = _parliament()
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    while s.phase == PARLIAMENT:
        acts = RULES.legal_actions(s)
        w = [a for a in acts if isinstance(a, Withdraw)]
        RULES.apply(s, w[0] if w else Answer(False, -1) if Answer(False, -1) in acts else acts[0])
    assert any(p[0] == area("london") and p[2] == -1 for p in s.peace)
    assert R._peaceful(s, area("london"), 1, 2)


# ------------------------------------------------------------------ 1.f alliances


def test_1f_alliance_only_in_a_participants_turn_and_defensive_stack():
    s = blank(3)
    a = area("york")
    put(s, "nob_percy", 0, a, "off_marshal_of_england")
    put(s, "nob_neville", 1, a)
    put(s, "nob_stanley", 2, a)
    assert OfferAlliance(2, -1) in RULES.legal_actions(s)
    RULES.apply(s, Offer(1, -1, 1))
    assert s.to_act() == 1  # answering out of turn: no alliance offers there
    assert not any(isinstance(x, OfferAlliance) for x in RULES.legal_actions(s))
    RULES.apply(s, Answer(False, -1))
    s.active = 1
    RULES.apply(s, OfferAlliance(2, -1))
    RULES.apply(s, Answer(True, -1))
    assert (1, 2) in s.alliances
    s.active = 0
    s.phase = COMBAT
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[card("nob_percy")]))
    RULES.apply(s, Battle(a, 1, True))
    assert s.pending[0][:3] == ("ally", 2, 1)  # Stanley's seat may end it first [1.f]
    ev = RULES.apply(s, KeepAlliance(1))
    b = next(e for e in ev if e.kind == "battle")
    assert b.data["defence"] == 100  # Neville 50 and his ally Stanley 50 defend together


def test_1f_offensive_alliance_lends_nobles_who_move_again_and_any_member_ends_it():
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a)
    neville = put(s, "nob_neville", 1, a)
    s.moved[neville] = 1
    RULES.apply(s, OfferAlliance(1, percy))
    assert s.to_act() == 1
    RULES.apply(s, Answer(True, -1))
    assert s.lent[neville] == 0 and not s.moved[neville]
    assert any(isinstance(x, Move) and x.noble == neville for x in RULES.legal_actions(s))
    RULES.apply(s, EndAlliance(1))
    assert s.lent[neville] == -1 and not s.alliances
    assert R._peaceful(s, a, 0, 1)  # the peace round in the alliance's area


# ------------------------------------------------------------------ 1.g, 1.h


def test_1g_1h_no_optional_victory_and_no_advanced_battle_options():
    keys = {o.key for o in RULES.options}
    assert not keys & {"optional_victory", "advanced_battle", "revised_alliance"}
    s, percy, neville, audley = _parliament()
    RULES.apply(s, Summon(D.LOC_INDEX["london"]))
    RULES.apply(s, Propose(card("ttl_earl_of_kent"), audley))
    for _ in range(3):
        RULES.apply(s, Vote(True))
    assert s.phase != OVER  # carrying Parliament with the sole King wins nothing


# ------------------------------------------------------------------ 2.1 naval combat


def _fleets(boarding_troops=True, **options):
    s = blank(2, **options)
    z = D.ZONE_INDEX["channel_east"]
    sea = D.SEA0 + z
    a = put(s, "nob_percy", 0, area("london"), "shp_01_london")  # 300
    b = put(s, "nob_neville", 1, area("bristol"), "shp_05_newcastle")  # 100
    s.ship_pos[card("shp_01_london")] = sea
    s.ship_pos[card("shp_05_newcastle")] = sea
    if boarding_troops:
        s.npos[b] = D.SHIP0 + card("shp_05_newcastle")
    s.phase = COMBAT
    return s, z, a, b


def test_2_1_bombardment_uses_capacities_and_sinks_the_loser():
    s, z, a, b = _fleets()
    on_top(s, combat_card(ratio=Fraction(2, 1), avoid=[a, b]))
    ev = RULES.apply(s, NavalAttack(z, 1, False))
    nav = next(e for e in ev if e.kind == "naval")
    assert (nav.data["attack"], nav.data["defence"]) == (300, 100)
    assert nav.data["result"] == "attacker"
    assert s.ship_pos[card("shp_05_newcastle")] == -1 and s.faction[b] == -1  # drowned


def test_2_1_boarding_adds_troops_and_captures_ships_and_nobles():
    """The earlier reading (saves made before option ``naval_seed``): the ships are
    captured and sent to port without asking."""
    s, z, a, b = _fleets(naval_seed=False)
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[a, b]))
    ev = RULES.apply(s, NavalAttack(z, 1, True))
    nav = next(e for e in ev if e.kind == "naval")
    assert (nav.data["attack"], nav.data["defence"]) == (300, 100 + 50)
    assert s.holder[card("shp_05_newcastle")] == a  # captured, taken to a port
    assert D.LOC0 <= s.ship_pos[card("shp_05_newcastle")] < D.SEA0
    assert s.npos[b] == CAPTIVE and s.pending[0][:3] == ("captive", 0, b)


def test_2_1_gale_during_naval_combat_sinks_both_fleets():
    s, z, a, b = _fleets()
    on_top(s, GALE)
    RULES.apply(s, NavalAttack(z, 1, True))
    assert s.ship_pos[card("shp_01_london")] == -1 and s.ship_pos[card("shp_05_newcastle")] == -1
    assert card("shp_01_london") in s.discard and s.faction[b] == -1


def test_2_1_storm_sends_both_fleets_to_port():
    s, z, a, b = _fleets()
    storm = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "storm_at_sea")
    on_top(s, storm)
    RULES.apply(s, NavalAttack(z, 1, False))
    while s.pending:  # equally near ports: the stronger side chooses
        RULES.apply(s, RULES.legal_actions(s)[0])
    for sh in ("shp_01_london", "shp_05_newcastle"):
        p = s.ship_pos[card(sh)]
        assert D.LOC0 <= p < D.SEA0 and D.LOC_PORT[p - D.LOC0]


# ------------------------------------------------------------------ 2.2 the Continent


def test_2_2_stay_on_the_continent_is_int_troops_100_plus_1_rounds():
    s = blank(2)
    n = put(s, "nob_percy", 0, loc("calais"), "mrc_burgundian_crossbowmen_1",
            "mrc_flemish_crossbowmen_3")  # 150 troops: 2 rounds
    put(s, "nob_neville", 1, area("york"))
    ev: list = []
    for _ in range(2):
        R._end_round(s, ev)
    assert not s.pending
    R._end_round(s, ev)
    assert s.pending == [("continent", 0, n)]
    acts = RULES.legal_actions(s)
    assert set(acts) == {Discard(card("mrc_burgundian_crossbowmen_1")),
                         Discard(card("mrc_flemish_crossbowmen_3"))}
    RULES.apply(s, Discard(card("mrc_flemish_crossbowmen_3")))
    assert s.holder[card("mrc_flemish_crossbowmen_3")] == -1
    # home again: no return for as many rounds as spent there
    s.npos[n] = area("london")
    s.active = 0
    R._end_turn(s, [])
    assert s.cont_ban[n] > s.round


def test_2_2_a_noble_back_from_the_continent_may_not_sail_there_again_at_once():
    s = blank(2)
    n = put(s, "nob_percy", 0, D.SHIP0 + card("shp_07_sandwich"), "shp_07_sandwich")
    s.ship_pos[card("shp_07_sandwich")] = loc("sandwich")
    s.cont_ban[n] = s.round + 2
    dests = R._ship_dests(s, card("shp_07_sandwich"))
    assert loc("calais") not in dests
    s.cont_ban[n] = 0
    assert loc("calais") in R._ship_dests(s, card("shp_07_sandwich"))


# ------------------------------------------------------------------ 2.3 French mercenaries


def test_2_3_french_may_stay_out_of_an_ambush():
    s = blank(2, optional_cards=True)
    a = area("york")
    french = card("mrc_french_foot_9")
    audley = put(s, "nob_audley", 0, a, "mrc_french_foot_9")  # 110
    put(s, "nob_percy", 1, a, "off_marshal_of_england")  # 200
    put(s, "nob_neville", 1, a, "mrc_burgundian_crossbowmen_1", "mrc_burgundian_crossbowmen_2")
    put(s, "nob_stanley", 1, a, "mrc_flemish_crossbowmen_3")  # 70
    put(s, "nob_mowbray", 1, a, "mrc_scots_archers_7")  # 70: 450 > 4 x 110
    s.phase = COMBAT
    legal = RULES.legal_actions(s)
    assert Battle(a, 1, False) in legal and Battle(a, 1, True) in legal
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[audley]))
    ev = RULES.apply(s, Battle(a, 1, False))
    b = next(e for e in ev if e.kind == "battle")
    assert b.data["ambush"] and b.data["attack"] == 10  # the French stayed out
    assert s.holder[french] == audley  # and are no spoils of the captor
    assert s.npos[audley] == CAPTIVE


# ------------------------------------------------------------------ 2.4 Plantagenets


def test_2_4_plantagenet_killed_by_asterisked_card_and_returns():
    s = blank(2, optional_cards=True)
    a = area("york")
    py = put(s, "nob_plantagenet_york", 0, a, "off_marshal_of_england")
    put(s, "nob_audley", 1, a)
    richard = D.HEIR_ID.index("roy_richard_duke_of_york")
    s.heir_pos[richard] = a
    s.heir_ctrl[richard] = 0
    s.phase = COMBAT
    e = combat_card(asterisk=True, avoid=[py, card("nob_audley")])
    on_top(s, e)
    ev = RULES.apply(s, Battle(a, 1, True))
    assert s.faction[py] == -1 and s.plant_dead[py] >= 0 and py not in s.discard
    assert "noble_dies" in kinds(ev)
    s.heir_ctrl[richard] = 1  # the guaranteeing royal piece changes faction
    R._end_round(s, [])
    assert s.faction[py] == 1 and s.npos[py] >= 0


def test_2_4_no_asterisk_no_plantagenet_death():
    s = blank(2, optional_cards=True)
    a = area("york")
    py = put(s, "nob_plantagenet_york", 0, a, "off_marshal_of_england")
    put(s, "nob_audley", 1, a)
    s.phase = COMBAT
    on_top(s, combat_card(asterisk=False, avoid=[py, card("nob_audley")]))
    RULES.apply(s, Battle(a, 1, True))
    assert s.faction[py] == 0


# ------------------------------------------------------------------ 2.5 event cards


def test_2_5_gale_event_sinks_every_ship_not_in_port():
    s = blank(2)
    a = put(s, "nob_percy", 0, area("london"), "shp_01_london", "shp_02_bristol")
    b = put(s, "nob_audley", 0, D.SHIP0 + card("shp_01_london"))
    s.ship_pos[card("shp_01_london")] = D.SEA0 + D.ZONE_INDEX["channel_east"]
    s.ship_pos[card("shp_02_bristol")] = loc("bristol")
    on_top(s, GALE)
    ev: list = []
    R._event_phase(s, ev)
    assert s.ship_pos[card("shp_01_london")] == -1 and s.faction[b] == -1
    assert s.ship_pos[card("shp_02_bristol")] == loc("bristol") and s.faction[a] == 0


def test_2_5_gale_in_a_land_battle_draws_another_card():
    s = blank(2)
    a = area("york")
    p = put(s, "nob_percy", 0, a, "off_marshal_of_england", "shp_01_london")
    put(s, "nob_audley", 1, a)
    s.ship_pos[card("shp_01_london")] = D.SEA0 + D.ZONE_INDEX["channel_east"]
    s.phase = COMBAT
    nxt = combat_card(ratio=Fraction(1, 1), avoid=[p, card("nob_audley")])
    on_top(s, nxt)
    on_top(s, GALE)
    ev = RULES.apply(s, Battle(a, 1, True))
    cards = [e.data["event"] for e in ev if e.kind == "combat_card"]
    assert cards == [GALE, nxt]
    assert s.ship_pos[card("shp_01_london")] == -1
    assert next(e for e in ev if e.kind == "battle").data["result"] == "attacker"


def test_2_5_writ_sends_an_equal_or_stronger_noble_instead():
    s = blank(3)
    e = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "summons"
             and D.EVENT_SUMMONED[e] == (card("off_warden_northern_marches"), card("nob_percy")))
    weak = put(s, "nob_audley", 1, area("london"), "off_warden_northern_marches")  # 60
    strong = put(s, "nob_neville", 1, area("york"))  # 50: too weak
    put(s, "nob_stanley", 1, area("bristol"), "mrc_saxon_foot_5")  # 60: equal, may go
    s.held_events[1] = [WRIT]
    on_top(s, e)
    ev: list = []
    R._event_phase(s, ev)
    assert s.pending and s.pending[0][0] == "writ" and s.to_act() == 1
    acts = RULES.legal_actions(s)
    assert UseWrit(card("nob_stanley")) in acts and UseWrit(strong) not in acts
    RULES.apply(s, UseWrit(card("nob_stanley")))
    assert s.npos[weak] == area("london")
    assert R.area_of(s, s.npos[card("nob_stanley")]) == area("berwick")
    assert WRIT not in s.held_events[1] and WRIT in s.event_discard


def test_2_5_writ_and_may_be_summoned_are_kept_and_another_event_drawn():
    s = blank(2)
    on_top(s, QUIET)
    on_top(s, WRIT)
    on_top(s, MBS)
    ev: list = []
    R._event_phase(s, ev)
    assert s.held_events[0] == [MBS, WRIT]
    assert [x.data["event"] for x in ev if x.kind == "event"] == [MBS, WRIT, QUIET]
    # and they may be traded
    put(s, "nob_percy", 0, area("york"))
    assert Offer(1, EVENT_CARD + MBS, 0) in RULES.legal_actions(s)
    RULES.apply(s, Offer(1, EVENT_CARD + MBS, 0))
    RULES.apply(s, Answer(True, -1))
    assert MBS in s.held_events[1]


def test_2_5_option_off_makes_may_be_summoned_an_event_again():
    s = blank(2, house_events=False)
    on_top(s, MBS)
    R._event_phase(s, [])
    assert s.parl_allowed and not s.held_events[0]


# ------------------------------------------------------------------ 3 tournament scoring


def test_3_tournament_scoring_formulas():
    assert tournament_points([100, 80, 60]) == [130.0, 88.0, 60.0]
    # seven players: 1st V(1.7), 2nd V(1.5), 3rd V(1.4) ... last V
    pts = tournament_points([70, 60, 50, 40, 30, 20, 10])
    assert pts == [119.0, 90.0, 70.0, 52.0, 36.0, 22.0, 10.0]
    assert tournament_points([33, 33, 10]) == [42.9, 42.9, 10.0]  # ties: higher multiplier
    assert tournament_points([17, 5, 3], winner=1) == [0.0, 6.5, 0.0]
    assert tournament_points([11, 7, 3, 2]) == [15.4, 8.4, 3.3, 2.0]


@pytest.mark.parametrize("tour", [False, True])
def test_3_timed_end_ranks_by_votes(tour):
    s = RULES.new_game(3, 8, {"turn_limit": 10, "tournament_scoring": tour})
    from game.core import Rng
    rng = Rng(8)
    while s.to_act() is not None:
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    out = RULES.outcome(s)
    if s.end_reason == "time":
        vv = [sum(votes(s, p)) for p in range(3)]
        assert out.ranks[vv.index(max(vv))] == 1
        if tour:
            assert out.scores == tournament_points(vv)
        else:
            assert out.scores == [float(v) for v in vv]
    assert min(out.ranks) == 1


def test_captive_must_be_ransomed_or_executed():
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a, "off_marshal_of_england")
    aud = put(s, "nob_audley", 1, a, "mrc_saxon_foot_5", "ttl_earl_of_kent")
    s.phase = COMBAT
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[percy, aud]))
    RULES.apply(s, Battle(a, 1, True))
    assert s.holder[card("mrc_saxon_foot_5")] == percy  # spoils
    assert s.holder[card("ttl_earl_of_kent")] == aud  # titles stay with the prisoner
    assert set(RULES.legal_actions(s)) >= {Execute(aud)}
    RULES.apply(s, Execute(aud))
    assert s.faction[aud] == -1 and card("ttl_earl_of_kent") in s.chancery


def test_1f_defensive_alliance_ends_when_the_nobles_no_longer_stack():
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a)
    put(s, "nob_neville", 1, a)
    put(s, "nob_stanley", 1, area("london"))
    assert OfferAlliance(1, -1) in RULES.legal_actions(s)
    RULES.apply(s, OfferAlliance(1, -1))
    RULES.apply(s, Answer(True, -1))
    assert (0, 1) in s.alliances
    dest = next(x for x in RULES.legal_actions(s) if isinstance(x, Move) and x.noble == percy
                and x.dest != a)
    ev = RULES.apply(s, dest)
    assert "alliance_ends" in kinds(ev) and not s.alliances


def test_1d_allocated_transferable_cards_may_be_given_and_placed_at_once():
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a, "mrc_saxon_foot_5", "off_marshal_of_england")
    neville = put(s, "nob_neville", 1, a)
    legal = RULES.legal_actions(s)
    assert Offer(1, card("mrc_saxon_foot_5"), 0) in legal
    assert Offer(1, card("off_marshal_of_england"), 0) not in legal  # offices stay
    RULES.apply(s, Offer(1, card("mrc_saxon_foot_5"), 0))
    RULES.apply(s, Answer(True, -1))
    assert s.holder[card("mrc_saxon_foot_5")] == -1 and card("mrc_saxon_foot_5") in s.hands[1]
    assert percy >= 0
    assert not any(isinstance(x, PlayCard) for x in RULES.legal_actions(s))  # not his turn
    s.active = 1
    RULES.apply(s, PlayCard(card("mrc_saxon_foot_5"), neville))
    assert s.holder[card("mrc_saxon_foot_5")] == neville
