"""Each rule option (the ambiguities of the reference's section 13) changes what it says."""

from __future__ import annotations

from rev_helpers import P, clear_board, drive, game, prov, put, sett

from game.revolution import ALL_OPTIONS, RULES
from game.revolution import data as D
from game.revolution import engine as E
from game.revolution.actions import Convert, Done, TaxRate

C, H, N, B, R, NEU = 0, 1, 2, 3, 4, 5


def test_every_option_has_a_test_here():
    tested = {"three", "neutrals", "besieged_limit", "city_majority", "tax", "huguenot_coin",
              "loot_scope", "besieger_influence", "lift", "voluntary_coins", "surplus_room",
              "univ_turn0", "siege_cap", "substitute", "card_retention", "black_bishop",
              "nobility_round", "leuven_empty", "army_room"}
    assert {o.key for o in ALL_OPTIONS} == tested
    assert RULES.options == ALL_OPTIONS  # all offered (the new-game screen pages them)
    assert [o.players for o in ALL_OPTIONS if o.players] == [(3,)]  # the 3-player factions
    for o in ALL_OPTIONS:  # the advanced ones speak both languages too
        assert o.label("en") != o.label("it") and o.default in o.choices
        for value in o.choices:
            if isinstance(value, str):
                assert o.value_name(value, "en") != o.value_name(value, "it")


def test_three_player_factions():
    assert game(3, 1).inplay == (True, False, True, False, True)
    assert game(3, 1, three="CHB").inplay == (True, True, False, True, False)


def test_neutral_supply():
    a, b = game(5, 1, neutrals=40), game(5, 1, neutrals=80)
    assert b.stock[NEU] - a.stock[NEU] == 40


def _besieged_utrecht(**opts):
    s = game(5, 1, **opts)
    clear_board(s)
    u = sett("ct_utrecht")
    put(s, C, P + u, 3)
    s.besieged[u] = -2
    return s


def test_besieged_pieces_in_the_limit():
    u = prov("utrecht")
    assert E.limit_count(_besieged_utrecht(), u, False) == 0
    assert E.limit_count(_besieged_utrecht(besieged_limit="conflict_surplus"), u, False) == 3


def test_cities_in_province_majority():
    for value, holder in (("never", -1), ("after_turn0", C)):
        s = game(5, 1, city_majority=value)
        clear_board(s)
        s.turn = 2
        put(s, C, P + sett("ct_utrecht"), 3)
        put(s, B, prov("utrecht"), 1)
        E.award_cards(s, [])
        assert s.pcard[prov("utrecht")] == (holder if holder >= 0 else B)


def test_tax_over_stock():
    for value, rates in (("capped", [1, 2, 3]), ("exact", [1, 2])):
        s = game(5, 1, tax=value)
        s.ccard[sett("ct_koln")] = C
        s.stock[C] = 2
        s.need, s.actor = "tax", C
        assert [a.rate for a in RULES.legal_actions(s)] == rates
        assert TaxRate(1) in RULES.legal_actions(s)


def _intercept(value):
    s = game(5, 1, huguenot_coin=value)
    sp = list(D.BOX_SPACES[D.SPANISH])
    s.box[sp[0]] = C
    s.stock[C] -= 1
    s.turn, s.ph, s.fi, s.ctx = 1, E.STANDARD.index("support"), 0, {}
    s.order = [C, H, N, B, R]
    E.advance(s, [])
    assert s.need == "support" and s.actor == C
    RULES.apply(s, type(RULES.legal_actions(s)[1])(sp[0], -1))
    if s.need == "support":  # Done is applied at once when it is the only choice
        RULES.apply(s, Done())
    assert s.need == "intercept" and s.actor == B
    treas_b = s.treas[B]
    RULES.apply(s, RULES.legal_actions(s)[1])
    hug = sum(1 for x in D.BOX_SPACES[D.HUGUENOTS] if s.box[x] == B)
    return hug, s.treas[B] - treas_b, s.treas[C]


def test_huguenot_coin():
    assert _intercept("piece") == (0, 1, 4)
    assert _intercept("stock") == (1, 1, 4)


def _h_army(s) -> int:
    """A Habsburg army on the first orange space."""
    i = D.ORANGE[0]
    s.arm[i] = H
    return i


def _loot(value):
    s = game(5, 1, loot_scope=value)
    i = _h_army(s)
    s.need, s.actor, s.ctx = "loot", H, {"loot": i}
    return {a.province for a in RULES.legal_actions(s) if a.loc < 0}


def test_loot_scope():
    region = set(D.REGION_PROVS[D.SPACE_REGION[D.ORANGE[0]]])
    assert _loot("region") == region
    assert _loot("anywhere") == set(range(D.P))


def _besieger_can_convert(value):
    s = game(5, 1, besieger_influence=value)
    i = _h_army(s)
    s.asiege[i] = 0
    return any(type(a) is Convert and a.space == i for a in E.milinf_actions(s, H))


def test_besieger_influence():
    assert _besieger_can_convert(True) and not _besieger_can_convert(False)


def _lift(value):
    s = game(5, 1, lift=value)
    s.arm = [-1] * D.NSPACES
    r = D.RIDX["rg_holland"]
    sp = list(D.REGION_SPACES[r])
    for i, city in zip(sp[:2], ("ct_amsterdam", "ct_haarlem"), strict=True):
        s.arm[i] = H
        s.asiege[i] = sett(city)
        s.besieged[sett(city)] = i
    s.bgroup[r] = 3
    s.hirer = B
    s.need, s.actor, s.ctx = "beggar_act", B, {"br": r}
    RULES.apply(s, next(a for a in RULES.legal_actions(s) if a.kind == 1))
    return sum(1 for x in s.besieged if x != -1)


def test_lift_one_or_all():
    assert _lift("one") == 1 and _lift("all") == 0


def test_voluntary_coins():
    for value in (False, True):
        s = game(5, 1, voluntary_coins=value)
        drive(s, lambda s: s.need == "newunit")
        assert (Done() in RULES.legal_actions(s)) is value


def test_surplus_room():
    for value, room in (("non_neutral", True), ("all", False)):
        s = game(5, 1, surplus_room=value)
        clear_board(s)
        put(s, NEU, prov("utrecht"), D.LIMIT[prov("utrecht")])
        assert E.surplus_room(s, prov("utrecht")) is room


def test_universities_in_turn0():
    for value, state in (("rule_6_19", 1), ("rule_5_7", 2)):
        s = game(5, 1, univ_turn0=value)
        lv = sett("tn_leuven")
        s.cnt[(P + lv) * 6 + C] = 0
        s.cnt[(P + lv) * 6 + B] = 1
        E.award_universities(s, [])
        assert s.univ[lv] == state


def _siege(value):
    s = game(5, 1, siege_cap=value)
    clear_board(s)
    c = sett("ct_utrecht")
    put(s, H, P + c, 1)
    put(s, B, P + c, 3)
    i = _h_army(s)
    s.besieged[c] = i
    s.asiege[i] = c
    s.turn, s.ph, s.fi, s.ctx = 1, E.STANDARD.index("siegeres"), 0, {}
    E.advance(s, [])
    return s.cnt[(P + c) * 6 + H]


def test_siege_conversion_cap():
    assert _siege("convert2") == 3 and _siege("cap2") == 2


def test_substitute_anti_catholic_units():
    for value, who in (("nobility_3p", N), ("no_nobility", NEU)):
        s = game(3, 1, three="CHN", substitute=value)
        k = sett("ct_koln")
        s.allg[k] = 6
        before = s.cnt[(P + k) * 6:(P + k) * 6 + 6]
        E.adjust_city(s, k, [])
        after = s.cnt[(P + k) * 6:(P + k) * 6 + 6]
        assert [b - a for a, b in zip(before, after, strict=True)][who] == 1


def test_card_retention():
    for value, holder in (("recompute", -1), ("keep", B)):
        s = game(5, 1, card_retention=value)
        clear_board(s)
        s.ccard[sett("ct_haarlem")] = B
        E.award_cards(s, [])
        assert s.ccard[sett("ct_haarlem")] == holder


def test_black_bishop_one_step_or_direct():
    for value, state in (("one_step", 2), ("direct", 1)):
        s = game(5, 1, black_bishop=value)
        clear_board(s)
        s.turn = 2
        s.bish[prov("utrecht")] = 3
        E.award_bishoprics(s, [])
        assert s.bish[prov("utrecht")] == state


def test_nobility_rounding():
    for value, vp in (("up", 2), ("down", 1)):
        s = game(5, 1, nobility_round=value)
        clear_board(s)
        put(s, N, prov("julich"), 4)
        assert E.compute_vp(s, False)[N]["objective"] == vp
