"""The worked examples of the rulebook (seed) and of the reference, as tests."""

from __future__ import annotations

from rev_helpers import P, clear_board, drive, game, prov, put, sett

from game.revolution import RULES
from game.revolution import data as D
from game.revolution import engine as E
from game.revolution import examples as X
from game.revolution.actions import NewUnit

C, H, N, B, R, NEU = 0, 1, 2, 3, 4, 5


def test_julich_new_units_limit_turn0():
    """[5.2] 1 Nobility piece in Jülich allows at most 2 new pieces there."""
    s = game(5, 3)
    julich = prov("julich")
    drive(s, lambda s: s.need == "newunit" and s.actor == N)
    assert s.turn == 0
    assert E.prov_counts(s, julich)[N] == 1
    RULES.apply(s, NewUnit(julich, -1))
    RULES.apply(s, NewUnit(julich, -1))
    assert s.need == "newunit" and s.actor == N
    assert NewUnit(julich, -1) not in RULES.legal_actions(s)
    assert E.prov_counts(s, julich)[N] == 3


def test_koln_absolute_majority():
    """[5.7] 2 Catholics, 1 Nobility, 1 Habsburg in KÖLN: 2 of 4 is no absolute majority."""
    s = X.koln()
    k = P + sett("ct_koln")
    E.award_cards(s, [])
    assert s.ccard[sett("ct_koln")] == -1
    put(s, C, k)  # 3 of 5
    E.award_cards(s, [])
    assert s.ccard[sett("ct_koln")] == C
    clear_board(s)
    put(s, NEU, k, 2)
    put(s, C, k)
    E.award_cards(s, [])  # the neutrals' majority gives the card to nobody
    assert s.ccard[sett("ct_koln")] == -1


def test_new_units_count_example_is_8():
    """[6.10] KÖLN 1 + UTRECHT 3, town Cleve 1, countryside 8/5 = 1, Jesuits 2: total 8."""
    s = X.new_units()
    parts = E.new_units_count(s, C)
    assert parts == {"cities": 4, "towns": 1, "countryside": 1, "support": 2}
    assert sum(parts.values()) == 8


def _battle(armies: list[int], players: int = 5) -> list[int]:
    s = X.battle(tuple(armies), players)
    r = D.RIDX[X.BATTLE_REGION]
    E.battle_in(s, r)
    return [s.arm[i] for i in D.REGION_SPACES[r]]


def test_the_registered_battle_examples_end_as_the_rulebook_says():
    for build, left in ((X.battle, [B]), (X.battle_standoff, [C, N])):
        s = build()
        E.battle_in(s, D.RIDX[X.BATTLE_REGION])
        assert sorted(a for a in s.arm if a >= 0) == left
    s = X.koln_majority()
    E.award_cards(s, [])
    assert s.ccard[sett("ct_koln")] == C


def test_battle_example_1_burghers_survive():
    assert _battle([N, B, R]) == [B, -1, -1, -1, -1]


def test_battle_example_2_corrected_one_habsburg_survives():
    """[A 8] Catholic 1, Habsburg 2, Burghers 2: C+B die, then H+B: one Habsburg is left."""
    seats = (0, 1, 2, 3, 4)
    survivors, dead = E.eliminate([B, H, C, B, H], seats)
    assert survivors == [H]
    assert sorted(dead) == [C, H, B, B]


def test_battle_example_2_is_played_through_in_one_section():
    """[6.5] «Esempio 2: In una parte a 4 giocatori, una sezione di comando contiene 1
    esercito dei Cattolici, 2 eserciti degli Asburgo e 2 eserciti dei Borghesi. L'esercito
    dei Cattolici e 1 esercito dei Borghesi si eliminano per primi. Poi l'esercito restante
    dei Borghesi e 1 degli eserciti dei Asburgo si elimina.» (what is left is a Habsburg
    army, [A 8]). The section must hold the five armies: every section has 5 spaces."""
    assert all(len(sp) >= 5 for sp in D.REGION_SPACES)
    s = X.battle_five()
    assert s.players == 4
    r = D.RIDX[X.BATTLE_REGION]
    assert sorted(a for a in s.arm if a >= 0) == [C, H, H, B, B]
    ev = []
    E.run_battles(s, ev)
    (battle,) = [e for e in ev if e.kind == "battle"]
    assert battle.data["armies"] == [C, H, H, B, B] and battle.data["dead"] == [C, H, B, B]
    spaces = E.region_spaces(s, r)
    assert [s.arm[i] for i in spaces] == [H, -1, -1, -1, -1]  # «sulle caselle a sinistra»
    assert [a for a in s.arm if a >= 0] == [H]


def test_a_fifth_army_moves_into_a_section_of_four_only_with_the_seeds_room():
    """[6.5] example 2 needs five armies in a section; the old reconstruction (3-4 spaces,
    kept for old saves by the option army_room) had no room for the fifth."""
    for room, fits in (("seed", True), ("reconstructed", False)):
        s = game(4, 1, army_room=room)
        s.arm = [-1] * D.NSPACES
        r = D.RIDX[X.BATTLE_REGION]
        for i in D.REGION_SPACES[r][:4]:
            s.arm[i] = H
        assert (E.first_empty(s, r) >= 0) is fits
        s.treas[B] = 20
        s.cnt[(P + sett("tn_leuven")) * 6 + B] += 1  # a Burgher piece in the section
        assert (r in E.raise_targets(s, B)) is fits, room


def test_battle_example_3_stand_off_remains():
    assert sorted(x for x in _battle([C, C, N, N]) if x >= 0) == [C, N]


def test_two_player_allies_do_not_fight():
    assert _battle([C, H, H], players=2) == [C, H, H, -1, -1]
    assert sorted(x for x in _battle([C, H, B], players=2) if x >= 0) == [H]


def _reach(s, f: int, frm: int) -> set[str]:
    return {D.PROVINCES[q]["name"] for q in range(D.P)
            if q != frm and (q in D.ADJ[frm] or E.river_ok(s, f, frm, q))}


def test_gelderland_surplus_routes():
    """[6.13] By land and by river from Gelderland; Namur only past an open LIEGE."""
    s = game(5, 1)
    g = prov("gelderland")
    s.ccard[sett("ct_liege")] = C
    land = {"Cleve", "The Generality", "Holland", "Overijssel", "Geldern", "Utrecht"}
    river = {"Limburg", "Köln", "Liège", "Maastricht", "Venlo"}
    assert _reach(s, B, g) == land | river
    for holder in (-1, B):  # uncontrolled or the mover's own: open
        s.ccard[sett("ct_liege")] = holder
        assert _reach(s, B, g) == land | river | {"Namur"}


def test_holland_surplus_reaches_koln_past_arnhem_or_nijmegen():
    s = game(5, 1)
    clear_board(s)
    h, k = prov("holland"), prov("koln")
    put(s, C, P + sett("tn_arnhem"))
    put(s, C, P + sett("tn_nijmegen"))
    assert not E.river_ok(s, B, h, k)
    s.cnt[(P + sett("tn_nijmegen")) * 6 + C] = 0
    s.cnt[(P + sett("tn_nijmegen")) * 6 + NEU] = 1  # a neutral town does not block
    assert E.river_ok(s, B, h, k)
    s.cnt[(P + sett("tn_nijmegen")) * 6 + NEU] = 0
    s.cnt[(P + sett("tn_nijmegen")) * 6 + C] = 1
    s.cnt[(P + sett("tn_arnhem")) * 6 + C] = 0
    put(s, B, P + sett("tn_arnhem"))  # the mover's own town
    assert E.river_ok(s, B, h, k)


def test_koln_influence_bidding_with_wasted_coins():
    """[6.16] KÖLN on 2; C 1, H 1, N 2, B 1: 2->1, wasted, 1->2, 2->3 and a wasted coin."""
    s = game(5, 1)
    k = sett("ct_koln")
    assert s.allg[k] == 2
    s.order = [C, H, N, B, R]
    s.ctx = {"bids": ((C, k), (H, k), (N, k), (N, k), (B, k))}
    ev = []
    E.resolve_influence(s, ev)
    assert s.allg[k] == 3
    inf = [e for e in ev if e.kind == "influence"]
    assert inf[0].data == {"s": k, "from": 2, "to": 3, "wasted": 2}


def test_turn0_ties_follow_the_seat_order():
    """[5.8] Tied factions place their cards in the order Catholics ... Reformers."""
    found = 0
    for seed in range(1, 12):
        s = game(5, seed)
        drive(s, lambda s: s.need == "order")
        assert s.turn == 0
        srt = s.ctx["sorted"]
        assert list(srt) == sorted(range(5), key=lambda f: (-s.vp[f], f))
        found += any(s.vp[a] == s.vp[b] for a in range(5) for b in range(a))
    assert found, "no tie seen: the test proves nothing"


def test_later_ties_follow_the_current_turn_order():
    s = game(5, 2)
    s.order = [R, B, N, H, C]
    s.turn = 1
    s.ph = E.STANDARD.index("final")
    s.ctx = {}
    s.vp = [0.0] * 5
    E.run_final(s, [])
    srt = s.ctx["sorted"]
    pos = {f: i for i, f in enumerate([R, B, N, H, C])}
    assert list(srt) == sorted(range(5), key=lambda f: (-s.vp[f], pos[f]))


def test_habsburgs_score_2_for_two_starting_armies_in_two_regions():
    s = game(5, 4)
    drive(s, lambda s: s.need == "order")
    regions = {D.SPACE_REGION[i] for i, a in enumerate(s.arm) if a == H}
    assert len(regions) == 2
    assert dict(s.vpd[H])["objective"] == 2
