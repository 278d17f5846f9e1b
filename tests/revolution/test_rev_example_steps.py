"""The rules screen's Revolution examples are played by the engine: each starts at a real
decision, its steps are legal moves, and it ends in the state its caption says."""

from __future__ import annotations

import pytest

from game.examples import examples, show
from game.revolution import RULES
from game.revolution import data as D
from game.revolution import examples as X
from tests.example_steps import play as play_example

C, H, N, B, R, NEU = 0, 1, 2, 3, 4, 5
P = D.P


def play(ex_id: str):
    """(last state, all events) of the example's steps played and checked."""
    _first, s, events = play_example("revolution", ex_id)
    return s, events


def one(events, kind):
    (e,) = [e.data for e in events if e.kind == kind]
    return e


@pytest.mark.parametrize("ex", examples("revolution"), ids=lambda ex: ex.id)
def test_every_example_is_moves_from_a_real_decision_with_both_captions(ex):
    s = ex.build()
    assert s.need is not None and s.memo  # the engine asked for this decision
    assert ex.steps, "Show me plays something"
    assert ex.steps[0] in RULES.legal_actions(s)
    assert ex.caption("en") != ex.caption("it") and ex.title("it").strip()
    n = sum(1 for _ in show(ex))
    assert n == len(ex.steps)


def test_koln_no_absolute_majority_the_card_goes_to_nobody():
    """[5.7] «Ci sono 4 pedine a KÖLN. 2 Cattolici, 1 Nobile ed 1 Asburgo. La carta della
    città KÖLN non è distribuita ai Cattolici, perché 2 pedine su un totale di 4 pedine non
    costituiscono una maggioranza assoluta.»"""
    s, ev = play("koln_no_majority")
    k = X.sett("ct_koln")
    assert s.cnt[(P + k) * 6:(P + k) * 6 + 6] == [2, 1, 1, 0, 0, 0]
    changes = one(ev, "cards")["changes"]
    assert ["city", k, C, -1] in changes and s.ccard[k] == -1
    assert ["province", X.prov("koln"), -1, N] in changes  # "the province card goes to..."


def test_koln_three_of_five_wins_the_card():
    s, ev = play("koln_majority")
    k = X.sett("ct_koln")
    assert s.cnt[(P + k) * 6:(P + k) * 6 + 6] == [3, 1, 1, 0, 0, 0]
    assert ["city", k, -1, C] in one(ev, "cards")["changes"] and s.ccard[k] == C


def test_new_units_example_counts_8_for_the_catholics():
    """[6.10] «Ricevono il seguente numero di pedine dunque: 1+ 3 = 4 per le città, 1 per
    le cittadine, 8/5 = 1 pedina in provincia / nelle campagne, più 2 per le» caselle."""
    s, ev = play("new_units")
    count = [e.data for e in ev if e.kind == "new_units" and e.data["f"] == C][0]
    assert (count["cities"], count["towns"], count["countryside"], count["support"]) == (
        4, 1, 1, 2)
    assert count["sum"] == count["total"] == 8
    assert (s.need, s.actor, s.ctx["left"]) == ("newunit", C, 8)  # the Catholics place 8


def survivors(s) -> list[int]:
    return sorted(f for f in s.arm if f >= 0)


def test_battle_1_the_burghers_survive():
    """[6.5] «La Nobiltà ed i Riformisti essendo le fazioni più oppositrici ritirano
    ciascuna un esercito, così che i Borghesi sono i soli a conservare un esercito»."""
    s, ev = play("battle_1")
    assert one(ev, "raise")["f"] == B
    assert one(ev, "battle") == {"r": D.RIDX[X.BATTLE_REGION], "armies": [N, B, R],
                                 "dead": [N, R]}
    assert survivors(s) == [B]


def test_battle_2_five_armies_leave_one_habsburg_army():
    """[6.5] «L'esercito dei Cattolici e 1 esercito dei Borghesi si eliminano per primi.
    Poi l'esercito restante dei Borghesi e 1 degli eserciti dei Asburgo si elimina.»"""
    s, ev = play("battle_2")
    assert s.players == 4
    assert one(ev, "battle")["armies"] == [C, H, H, B, B]
    assert survivors(s) == [H]


def test_battle_3_a_stand_off():
    """[6.5] «Ogni fazione perde 1 esercito ed i 2 eserciti superstiti "si tengono a
    distanza."»"""
    s, ev = play("battle_3")
    assert one(ev, "battle")["dead"] == [C, N]
    assert survivors(s) == [C, N]


def test_the_siege_converts_two_pieces_and_the_rest_turns_neutral():
    """[6.15] «Un massimo di 2 pedine presenti in questa città è convertita poi in pedine
    della fazione assediante. [...] Se c'erano più di 2 pedine in questa città, le pedine
    supplementari sono sostituite dalle pedine neutre.»"""
    start = X.siege()
    si = X.sett(X.SIEGE_CITY)
    assert start.besieged[si] >= 0 and (start.need, start.actor) == ("siege_take", B)
    s, ev = play("siege")
    assert s.cnt[(P + si) * 6:(P + si) * 6 + 6] == [0, 0, 0, 2, 0, 1]
    assert one(ev, "siege") == {"s": si, "by": B}
    assert s.besieged[si] == -1
    assert ["city", si, H, B] in one(ev, "cards")["changes"]


def test_influence_on_koln_ends_on_space_3_with_two_coins_wasted():
    """[6.16] «I Cattolici [...] spostano l'indicatore di fedeltà di una casella verso
    sinistra [...] Gli Asburgo non possono spostare l'indicatore di fedeltà di più verso
    sinistra. I Borghesi spostano l'indicatore di fedeltà di una casella verso destra.
    Infine, la Nobiltà sposta l'indicatore di fedeltà di una casella in direzione della
    casella centrale» (at most 3 spaces a turn: the Nobility's second coin is wasted)."""
    k = X.sett("ct_koln")
    start = X.koln_influence()
    assert start.allg[k] == 2 and (start.need, start.actor) == ("bid", C)
    s, ev = play("koln_influence")
    bidders = [e.data["f"] for e in ev if e.kind == "acted"]
    assert bidders == [C, H, N, N, B]  # in turn order, the Nobility's two coins
    assert one(ev, "influence") == {"s": k, "from": 2, "to": 3, "wasted": 2}
    assert s.allg[k] == 3
