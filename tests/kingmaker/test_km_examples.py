"""The worked examples of the rules reference (shared/rules/kingmaker.md)."""

from __future__ import annotations

from fractions import Fraction

from km_util import area, blank, card, combat_card, kinds, loc, on_top, put

from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import examples as X
from game.kingmaker import rules as R
from game.kingmaker.actions import Battle, EndPhase, Siege
from game.kingmaker.board import force, rounded_ratio
from game.kingmaker.state import COMBAT

ATT, DEF = X.ATT, X.DEF


def test_450_against_240_rounds_down_to_3_to_2():
    """Section 7.2: 450 vs 240 = 1.875 rounds down to 3:2; 1.46 rounds down to 5:4."""
    assert rounded_ratio(450, 240) == Fraction(3, 2)
    assert rounded_ratio(410, 280) == Fraction(5, 4)
    assert rounded_ratio(400, 100) == Fraction(4, 1)
    assert rounded_ratio(900, 100) == Fraction(4, 1)  # the ladder stops at 4:1
    assert rounded_ratio(240, 240) == Fraction(1, 1)


def _battle_450_240(ratio: Fraction):
    s = X.battle_450_240(ratio)
    assert force(s, [card(n) for n in ATT]) == 450 and force(s, [card(n) for n in DEF]) == 240
    return s, RULES.apply(s, Battle(area("kenilworth"), 1, True))


def test_450_against_240_wins_a_3_to_2_card_and_not_a_2_to_1_card():
    s, ev = _battle_450_240(Fraction(3, 2))
    res = next(e.data["result"] for e in ev if e.kind == "battle")
    assert res == "attacker"
    assert all(s.npos[card(n)] == -2 for n in DEF)  # every loser captured
    assert [p[0] for p in s.pending].count("captive") == len(DEF)
    s, ev = _battle_450_240(Fraction(2, 1))
    assert next(e.data["result"] for e in ev if e.kind == "battle") == "indecisive"
    assert not s.pending


def test_kenilworth_and_edward_need_200():
    """Section 7.4: taking Kenilworth with Edward, Prince of Wales needs 200 (the garrison
    of an unoccupied neutral royal castle); the place falls with him to the besieger."""
    s = blank(2)
    a = area("kenilworth")
    kenil = D.LOC_INDEX["kenilworth"]
    edward = D.HEIR_ID.index("roy_edward_prince_of_wales")
    assert s.heir_pos[edward] == loc("kenilworth") and s.heir_ctrl[edward] == -1
    percy = put(s, "nob_percy", 0, a)
    neville = put(s, "nob_neville", 0, a, "mrc_burgundian_crossbowmen_1", "mrc_saxon_foot_5")
    s.phase = COMBAT
    assert force(s, [percy, neville]) == 190
    assert Siege(kenil) not in RULES.legal_actions(s)
    s.holder[card("mrc_saxon_foot_5")] = -1
    s.holder[card("mrc_scots_archers_7")] = neville
    assert force(s, [percy, neville]) == 200
    assert Siege(kenil) in RULES.legal_actions(s)
    s = X.kenilworth()  # the registered example: the same 200, the castle falls
    assert force(s, [percy, neville]) == 200
    ev = RULES.apply(s, Siege(kenil))
    assert "siege" in kinds(ev) and "place_taken" in kinds(ev)
    assert s.heir_ctrl[edward] == 0
    assert s.conquered[kenil] == 0


def test_siege_in_weather_leaves_the_place_under_siege():
    s = blank(2)
    a = area("kenilworth")
    kenil = D.LOC_INDEX["kenilworth"]
    put(s, "nob_percy", 0, a, "off_marshal_of_england")
    s.phase = COMBAT
    on_top(s, combat_card(weather=True))
    RULES.apply(s, Siege(kenil))
    assert s.besieged[kenil] == 0
    assert s.heir_ctrl[D.HEIR_ID.index("roy_edward_prince_of_wales")] == -1


def test_summons_first_listed_and_who_does_not_go():
    """Section 5: a noble who is listed and also holds a listed card goes once, to the
    first place listed; nobles in Calais (or besieged, at sea, on an island, in Ireland,
    captured) do not go; a listed card in the Chancery or a hand does nothing."""
    s = blank(3, house_events=False)
    e = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "summons"
             and D.EVENT_SUMMONED[e] == (card("off_warden_northern_marches"), card("nob_percy")))
    percy = put(s, "nob_percy", 1, area("york"), "off_warden_northern_marches")
    on_top(s, e)
    ev: list = []
    R._event_phase(s, ev)
    summoned = [x for x in ev if x.kind == "summoned"]
    assert len(summoned) == 1 and summoned[0].data["noble"] == percy
    assert s.npos[percy] in (loc("berwick"), area("berwick"))
    # in Calais the same noble stays where he is
    s.npos[percy] = loc("calais")
    on_top(s, e)
    ev = []
    R._event_phase(s, ev)
    assert s.npos[percy] == loc("calais") and "summoned" not in kinds(ev)
    # the office in the Chancery summons nobody
    s.npos[percy] = area("york")
    s.faction[percy] = -1
    s.holder[card("off_warden_northern_marches")] = -1
    s.chancery.append(card("off_warden_northern_marches"))
    on_top(s, e)
    ev = []
    R._event_phase(s, ev)
    assert "summoned" not in kinds(ev)


def test_summons_obeys_the_listed_order():
    """Two listed cards held by two nobles: both go, in the order the card lists them."""
    s = blank(3, house_events=False)
    e = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "summons"
             and all(D.CARD_TYPE[c] == "bishop" for c in D.EVENT_SUMMONED[e]))
    listed = D.EVENT_SUMMONED[e]
    holders = [put(s, n, i % 3, area("lincoln")) for i, n in
               enumerate(["nob_audley", "nob_berkeley", "nob_bourchier"])]
    for c, n in zip(listed, holders, strict=True):
        s.holder[c] = n
    on_top(s, e)
    ev: list = []
    R._event_phase(s, ev)
    assert [x.data["noble"] for x in ev if x.kind == "summoned"] == holders


def test_seven_players_get_five_cards_each_and_one_returns():
    """Section 3.3: 36 cards dealt evenly; with 7 players 5 each and 1 back in the deck."""
    deck = list(range(60))
    deals, rest = R.deal(7, deck)
    assert [len(d) for d in deals] == [5] * 7
    assert len(rest) == 60 - 35
    assert sorted(sum(deals, []) + rest) == deck
    deals, rest = R.deal(5, deck)  # 36 / 5: 7 each, 1 returned
    assert [len(d) for d in deals] == [7] * 5 and len(rest) == 25
    for choice in (False, True):  # allocated by the program, or waiting in the hands
        s = RULES.new_game(7, 4, {"setup_choice": choice})
        dealt = [c for c in range(D.N_CARDS) if s.faction[c] >= 0 or s.holder[c] >= 0]
        dealt += [c for h in s.hands for c in h] + s.chancery
        extra_draws = 0  # a faction without a noble draws one more (rare)
        assert 35 <= len(dealt) <= 35 + 7 + extra_draws
        assert len(set(dealt)) == len(dealt)
        assert all(any(s.faction[n] == p for n in D.NOBLES) for p in range(7))


def test_every_faction_starts_with_a_noble_and_the_chancellor_starts():
    for seed in range(1, 12):
        s = RULES.new_game(7, seed)
        assert all(any(s.faction[n] == p for n in D.NOBLES) for p in range(7))
        h = s.holder[D.CHANCELLOR]
        if h >= 0:
            assert s.first == s.faction[h]
        for c in range(D.N_CARDS):  # allocation limits: one title, one office per noble
            if s.holder[c] >= 0 and D.CARD_TYPE[c] == "title":
                assert not D.TITLED[s.holder[c]]
        offices = [s.holder[c] for c in range(D.N_CARDS)
                   if s.holder[c] >= 0 and D.CARD_TYPE[c] == "office"]
        assert len(offices) == len(set(offices))


def test_end_phase_moves_to_combat():
    s = blank(2)
    put(s, "nob_percy", 0, area("york"))
    RULES.apply(s, EndPhase())
    assert s.phase == COMBAT


def test_an_unfortified_town_gives_no_protection():
    """Section 6.4: a force in an unfortified town is attacked as in the open."""
    s = blank(2)
    plymouth = loc("plymouth")
    a = area("plymouth")
    percy = put(s, "nob_percy", 0, a, "off_marshal_of_england")
    aud = put(s, "nob_audley", 1, plymouth)
    s.phase = COMBAT
    assert Battle(a, 1, True) in RULES.legal_actions(s)
    assert not any(isinstance(x, Siege) and x.loc == D.LOC_INDEX["plymouth"]
                   for x in RULES.legal_actions(s))
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[percy, aud]))
    RULES.apply(s, Battle(a, 1, True))
    assert s.npos[aud] == -2  # captured
