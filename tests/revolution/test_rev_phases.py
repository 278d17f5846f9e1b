"""Phase procedures on small positions: conflict rounds, movement within provinces,
surplus, siege resolution."""

from __future__ import annotations

from rev_helpers import P, clear_board, game, prov, put, sett

from game.revolution import RULES
from game.revolution import engine as E
from game.revolution.actions import Done, Evict, NeutralIn, Occupy, Surplus, SurplusPiece
from game.revolution.text import describe, describe_event

C, H, N, B, R, NEU = 0, 1, 2, 3, 4, 5


def _at(s, phase: str) -> list:
    s.turn, s.ph, s.fi, s.ctx, s.need = 1, E.STANDARD.index(phase), 0, {}, None
    ev: list = []
    E.advance(s, ev)
    return ev


def test_conflict_smallest_first_and_stops_at_the_limit():
    s = game(5, 1)
    clear_board(s)
    u = prov("utrecht")  # limit 4
    put(s, C, u, 3)
    put(s, B, u, 2)
    put(s, NEU, u, 1)
    ev = _at(s, "conflict")
    loss = next(e for e in ev if e.kind == "conflict" and e.data["p"] == u).data["loss"]
    assert loss == [0, 0, 0, 1, 0, 1]  # neutrals, then Burghers; the Catholics keep 3


def test_conflict_ties_remove_together_and_may_end_below_the_limit():
    s = game(5, 1)
    clear_board(s)
    n = prov("namur")  # limit 2
    for f in (C, B, R):
        put(s, f, n, 1)
    ev = _at(s, "conflict")
    loss = next(e for e in ev if e.kind == "conflict" and e.data["p"] == n).data["loss"]
    assert loss == [1, 0, 0, 1, 1, 0]


def test_within_province_order_locks_and_neutrals():
    s = game(5, 1)
    clear_board(s)
    h = prov("holland")
    put(s, B, h, 3)
    put(s, R, h, 2)
    put(s, NEU, P + sett("tn_delft"))
    put(s, NEU, h, 1)
    _at(s, "within")
    assert s.need == "within" and s.actor == B and s.ctx["p"] == h
    legal = RULES.legal_actions(s)
    assert Occupy(sett("tn_delft")) in legal  # the first mover may push a neutral out
    RULES.apply(s, Occupy(sett("tn_delft")))
    assert s.cnt[(P + sett("tn_delft")) * 6 + B] == 1
    RULES.apply(s, NeutralIn(sett("ct_leiden")))  # a neutral to stop a rival majority
    RULES.apply(s, Done())
    assert s.actor == R
    legal = RULES.legal_actions(s)
    assert Occupy(sett("tn_delft")) not in legal  # held by a faction that has moved
    assert Evict(sett("ct_leiden")) in legal


def test_surplus_moves_or_goes_back_to_stock():
    s = game(5, 1)
    clear_board(s)
    n = prov("namur")  # limit 2, a lone faction with 4
    put(s, C, n, 4)
    _at(s, "surplus")
    assert s.need == "surplus" and s.actor == C
    legal = RULES.legal_actions(s)
    assert Surplus(n, prov("hainaut")) in legal
    RULES.apply(s, Surplus(n, prov("hainaut")))
    stock = s.stock[C]
    RULES.apply(s, Done())
    assert s.cnt[n * 6 + C] == 2 and s.cnt[prov("hainaut") * 6 + C] == 1
    assert s.stock[C] == stock + 1


def _utrecht_surplus(s, country: int, city: int, town: int) -> tuple[int, int, int]:
    """The Catholics alone in Utrecht (limit 4): pieces in its countryside, UTRECHT and
    Amersfoort. Returns the three locations."""
    clear_board(s)
    u, c, a = prov("utrecht"), P + sett("ct_utrecht"), P + sett("tn_amersfoort")
    put(s, C, u, country)
    put(s, C, c, city)
    put(s, C, a, town)
    return u, c, a


def test_surplus_owner_chooses_which_piece_moves():
    # [6.13] the faction chooses which of its pieces leave: here the city piece
    s = game(5, 1)
    u, c, a = _utrecht_surplus(s, 3, 2, 1)  # 6 > 4: two surplus pieces
    _at(s, "surplus")
    hol = prov("holland")
    RULES.apply(s, Surplus(u, hol))
    assert s.need == "surplus_piece" and s.actor == C
    assert RULES.legal_actions(s) == [SurplusPiece(u), SurplusPiece(c), SurplusPiece(a)]
    ev = RULES.apply(s, SurplusPiece(c))
    assert s.cnt[c * 6 + C] == 1 and s.cnt[u * 6 + C] == 3 and s.cnt[hol * 6 + C] == 1
    moved = next(e for e in ev if e.kind == "surplus")
    assert moved.data == {"f": C, "from": u, "to": hol, "loc": c}
    assert describe_event(moved) == "Catholics: a surplus piece goes from UTRECHT to Holland"
    assert s.need == "surplus"  # one surplus piece left to move or send back


def test_surplus_left_over_goes_to_stock_piece_by_piece_as_the_owner_says():
    s = game(5, 1)
    u, c, a = _utrecht_surplus(s, 3, 2, 1)
    _at(s, "surplus")
    stock = s.stock[C]
    RULES.apply(s, Done())
    assert s.need == "surplus_piece"  # which of the two surplus pieces go back?
    RULES.apply(s, SurplusPiece(a))
    assert s.need == "surplus_piece"
    ev = RULES.apply(s, SurplusPiece(c))
    assert s.stock[C] == stock + 2
    assert (s.cnt[u * 6 + C], s.cnt[c * 6 + C], s.cnt[a * 6 + C]) == (3, 1, 0)
    back = next(e for e in ev if e.kind == "surplus_stock")
    assert back.data == {"f": C, "p": u, "loc": c}
    assert describe_event(back, "it") == \
        "Cattolici: una pedina in eccesso torna alla riserva da UTRECHT"
    assert s.need != "surplus_piece" and not (s.need == "surplus" and s.actor == C)


def test_surplus_piece_is_chosen_automatically_when_only_one_place_holds_movable_pieces():
    # pieces in a besieged city neither count for the limit nor may leave
    s = game(5, 1)
    u, c, a = _utrecht_surplus(s, 5, 2, 0)
    s.besieged[c - P] = 0
    s.arm[0] = H
    _at(s, "surplus")
    assert s.need == "surplus" and s.actor == C
    RULES.apply(s, Surplus(u, prov("holland")))  # only the countryside may give: no question
    assert s.need != "surplus_piece"
    assert s.cnt[u * 6 + C] == 4 and s.cnt[c * 6 + C] == 2


def test_surplus_piece_words_in_both_languages():
    loc = P + sett("ct_utrecht")
    assert describe(SurplusPiece(loc)) == "picks the surplus piece that leaves: UTRECHT"
    assert describe(SurplusPiece(prov("utrecht")), "it") == \
        "sceglie la pedina in eccesso che parte: campagna di Utrecht"


def test_siege_converts_two_and_neutralises_the_rest():
    s = game(5, 1)
    clear_board(s)
    c = sett("ct_utrecht")
    put(s, B, P + c, 3)
    put(s, R, P + c, 1)
    i = 0
    s.arm[i] = H
    s.besieged[c], s.asiege[i] = i, c
    _at(s, "siegeres")
    assert s.need == "siege_take" and s.actor == H
    RULES.apply(s, RULES.legal_actions(s)[0])
    if s.need == "siege_take":
        RULES.apply(s, RULES.legal_actions(s)[0])
    cnt = s.cnt[(P + c) * 6:(P + c) * 6 + 6]
    assert cnt[H] == 2 and cnt[B] + cnt[R] == 0 and cnt[NEU] == 2
    assert s.besieged[c] == -1 and s.asiege[i] == -1


def test_two_player_allies_do_not_besiege_each_other():
    s = game(2, 1)
    clear_board(s)
    c = sett("ct_utrecht")
    put(s, NEU, P + c, 1)
    s.ccard[c] = H
    i = list(E.D.REGION_SPACES[E.D.RIDX["rg_holland"]])[0]
    s.arm = [-1] * E.D.NSPACES
    s.arm[i] = C
    assert E.siege_actions(s, C) == []
    s.arm[i] = B
    assert [a.settlement for a in E.siege_actions(s, B)] == [c]


def test_log_phrases_give_the_new_units_breakdown_in_both_languages():
    from game.core import Event

    e = Event("new_units", {"f": C, "cities": 4, "towns": 1, "countryside": 1, "support": 2,
                            "sum": 8, "total": 8})
    assert RULES.describe_event(e, "en") == \
        "Catholics new units: cities 4, towns 1, countryside 1, support 2 = 8"
    assert RULES.describe_event(e, "it").startswith("Cattolici, nuove pedine: città 4")
    c = Event("conflict", {"p": prov("holland"), "loss": [0, 0, 0, 1, 0, 1]})
    assert RULES.describe_event(c, "en") == \
        "Conflict in Holland: losses Burghers 1 and neutrals 1"


def test_too_few_neutrals_to_refill_the_first_faction_chooses():
    """[6.14 step 4, A 16] Empty cities want 2 neutrals each, towns 1."""
    s = game(5, 1)
    clear_board(s)
    h = prov("holland")
    for si in E.D.PROV_SETTLEMENTS[h]:
        if not E.D.IS_CITY[si]:
            put(s, B, P + si)  # every town held: only the three cities are empty
    put(s, NEU, h, 3)
    s.order = [R, B, N, H, C]
    _at(s, "within")
    while s.need == "within":
        RULES.apply(s, Done())
    assert s.need == "refill" and s.actor == R
    assert {a.settlement for a in RULES.legal_actions(s)} == \
        {sett("ct_amsterdam"), sett("ct_haarlem"), sett("ct_leiden")}
    RULES.apply(s, NeutralIn(sett("ct_leiden")))
    RULES.apply(s, NeutralIn(sett("ct_leiden")))
    assert NeutralIn(sett("ct_leiden")) not in RULES.legal_actions(s)
    RULES.apply(s, NeutralIn(sett("ct_haarlem")))
    assert s.need != "refill"
    assert s.cnt[(P + sett("ct_leiden")) * 6 + NEU] == 2
    assert s.cnt[(P + sett("ct_haarlem")) * 6 + NEU] == 1
