"""The rules screen's Wallenstein examples are played by the engine through the seeded
tower: each starts at a real decision, its steps are legal, and it ends as its caption
says."""

from __future__ import annotations

import pytest

from game.examples import examples
from game.wallenstein import RULES
from game.wallenstein import examples as X
from game.wallenstein.state import CHURCH, GREEN, PALACE, TRADING
from tests.example_steps import play as play_example

RED, BLUE, GREEN_SEAT = 0, 1, 2


def play(ex_id: str):
    return play_example("wallenstein", ex_id)


def one(events, kind):
    (d,) = [e.data for e in events if e.kind == kind]
    return d


@pytest.mark.parametrize("ex", examples("wallenstein"), ids=lambda e: e.id)
def test_every_example_starts_at_a_decision_and_plays_the_same_twice(ex):
    s = ex.build()
    assert s.pending and RULES.to_act(s) is not None
    assert ex.caption("en") != ex.caption("it") != ex.caption("de")
    assert [a for a in ex.steps] and play(ex.id)[1] == play(ex.id)[1]


def test_battle_more_cubes_win_and_lose_as_many_as_the_loser():
    """«Tra i contendenti, chi ne ha più vince, ma perde tante unità quante sono quelle
    dello sconfitto.»"""
    first, s, ev = play("battle")
    throw = one(ev, "tower_throw")
    assert throw["thrown"].count(RED) == 6 and throw["thrown"].count(BLUE) == 4
    assert throw["out"].count(RED) == 6 and throw["out"].count(BLUE) == 3
    assert first.tower.ledges != [[], []]  # cubes waited inside: some of the red came out
    b = one(ev, "battle")
    assert (b["attack"], b["defence"], b["peasants"], b["result"]) == (6, 3, 0, "attacker")
    kur, boe = X.P("kursachsen"), X.P("boehmen")
    assert s.owner[boe] == RED and s.armies[boe] == 3 and s.armies[kur] == 2
    assert s.tower.tray and all(c not in (RED, BLUE) for c in s.tower.tray)


def test_tax_with_revolt_markers_starts_a_revolt_then_adds_a_marker():
    """«Se è presente almeno un gettone rivolta, se ne verifica una. Aggiungere sempre un
    gettone rivolta alla provincia (ultimo passo).»"""
    first, s, ev = play("tax_revolt")
    anhalt = X.P("anhalt")
    assert first.gold[RED] - RULES.new_game(4, 1).gold[RED] == 5  # the tax came first
    throw = one(ev, "tower_throw")
    assert throw["thrown"].count(RED) == 3 and throw["thrown"].count(GREEN) == 2
    r = one(ev, "revolt")
    assert (r["army"], r["peasants"], r["crushed"]) == (4, 1, True)
    assert s.owner[anhalt] == RED and s.armies[anhalt] == 3 and s.revolts[anhalt] == 3


def test_palace_wins_the_region_majority_in_winter():
    """«Punti vittoria: 1 per ogni provincia e ogni edificio. Per ogni macroregione, 3 (2 in
    caso di parità) punti per la maggioranza palazzi, 2 (1) per la maggioranza di chiese,
    1 (0) per la maggioranza di empori.»"""
    first, s, ev = play("palace")
    mittel = X.P("mittelmark")
    assert first.buildings[mittel] == 0 and one(ev, "build")["province"] == mittel
    assert s.gold[RED] == first.gold[RED] - 3
    assert one(ev, "scoring")["points"] == [9, 6, 2, 0]
    red, blue, green = s.winters[RED][0], s.winters[BLUE][0], s.winters[GREEN_SEAT][0]
    assert (red["provinces"], red["buildings"], red["palace"], red["church"]) == (2, 3, 3, 1)
    assert (blue["provinces"], blue["buildings"], blue["palace"], blue["church"],
            blue["trading"]) == (2, 3, 0, 1, 0)
    assert (green["provinces"], green["buildings"], green["trading"]) == (1, 1, 0)
    assert s.year == 2  # winter is over
    assert first.buildings[X.P("altmark")] == PALACE | CHURCH
    assert first.buildings[X.P("vorpommern")] == TRADING


def test_battle_two_red_cubes_came_from_inside_the_tower():
    """The caption's "(2 had waited inside)": the tower returns cubes of earlier throws."""
    _, _, ev = play("battle")
    paths = one(ev, "tower_throw")["cubes"]
    old_red = [c for c in paths if c["colour"] == RED and c["start"] != "top" and
               c["stop"] == "tray"]
    assert len(old_red) == 2


def test_the_campaign_slot_comes_first_and_its_conquest_cancels_the_recruit():
    """«vengono eseguite secondo l'ordine delle carte azione e secondo l'ordine di gioco nel
    turno»; «Se vince l'attaccante, si impossessa della carta provincia (azione
    cancellata).»"""
    first, s, ev = play("order")
    anhalt = X.P("anhalt")
    assert first.plans[RED][X.RECRUIT5] == anhalt
    assert first.order_cards[-2:] == [X.CAMPAIGN, X.RECRUIT5]
    b = one(ev, "battle")
    assert (b["attacker"], b["attack"], b["defence"], b["result"]) == (BLUE, 3, 2, "attacker")
    assert s.owner[anhalt] == BLUE and s.armies[anhalt] == 1
    assert not [e for e in ev if e.kind == "recruit"]  # Red's card was taken
    assert s.gold[RED] == first.gold[RED] and s.season == 1  # summer: the spring is over
