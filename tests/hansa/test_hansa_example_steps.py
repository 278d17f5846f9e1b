"""The rules screen's Hansa Teutonica examples are played by the engine: each starts at a
real decision, its steps are legal moves, and it ends in the state its caption says."""

from __future__ import annotations

import pytest

from game.examples import example, examples
from game.hansa import RULES
from game.hansa import examples as X
from game.hansa.actions import Office
from game.hansa.state import (
    ADD_OFFICE,
    MAIN,
    MERCHANT,
    PRIVILEGIUM,
    TRADER,
    code,
)
from tests.example_steps import play as play_example

RED, BLUE = 0, 1


def play(ex_id: str):
    return play_example("hansa", ex_id)


def data(events, kind):
    return [e.data for e in events if e.kind == kind]


@pytest.mark.parametrize("ex", [ex for ex in examples("hansa") if ex.steps], ids=lambda e: e.id)
def test_every_example_with_steps_has_both_captions_and_ends_between_actions(ex):
    assert ex.caption("en") != ex.caption("it") != ex.caption("de")
    _, s, _ = play(ex.id)
    # the action is over: Red goes on (or, after his turn's end, Blue begins)
    assert (s.cur, s.phase) == (BLUE if ex.id == "marker" else RED, MAIN)


def test_displaced_trader_comes_back_with_one_more_on_the_routes_next_to_it():
    """«Se 1 dei propri Mercanti è stato rimpiazzato, egli può piazzare tale Mercante,
    assieme ad un proprio Mercante o Grossista da prendere dalla riserva generale, su una o
    più rotte commerciali adiacenti a quella dove si trovava.»"""
    first, s, ev = play("displace")
    target = X.post_of(s, *X.DISPLACE_ROUTE, 1)
    assert s.post[target] == code(RED, TRADER)
    (d,) = data(ev, "displaced")
    assert (d["victim"], d["fee"]) == (BLUE, 1)
    # "deve pagare una penalità rimettendo un Mercante ... nella riserva generale"
    assert s.supply[2 * RED] == first.supply[2 * RED] - 2
    assert s.stock[2 * RED] == first.stock[2 * RED] + 1
    back = [s.post[X.post_of(s, a, b, 0)] for a, b in X.DISPLACE_RING]
    assert back == [code(BLUE, TRADER)] * 2
    assert [r["source"] for r in data(ev, "relocated")] == ["displaced", "stock"]
    assert s.stock[2 * BLUE] == first.stock[2 * BLUE] - 1


def test_claim_scores_the_controller_and_the_coin_office():
    """«Ogni giocatore che controlla una Città collegata alla rotta commerciale completata
    riceve 1 punto prestigio»; «se l'Ufficio che il giocatore occupa ha raffigurata sopra
    una Moneta, il giocatore riceve anche immediatamente 1 Punto Prestigio.»"""
    first, s, ev = play("claim_office")
    assert s.prestige[:2] == [1, 1]
    assert [(p["seat"], p["why"]) for p in data(ev, "prestige")] == [
        (BLUE, "control"), (RED, "coin")]
    luebeck = s.board.city_offices[X.city(s, "luebeck")][0]
    assert s.office[luebeck] == code(RED, TRADER) and s.board.office_coin[luebeck]
    r = X.route(s, "hamburg", "luebeck")
    assert not any(s.post[p] for p in s.board.route_posts[r])
    assert s.stock[2 * RED] == first.stock[2 * RED] + 2  # the other two traders


def test_no_office_above_the_privilegium_so_the_claim_upgrades_it():
    """«deve essere eleggibile per occupare tale Ufficio in base al colore di quest'ultimo»;
    «il giocatore può scegliere di migliorare tale Abilità sul suo Scrittoio anziché
    occupare un nuovo Ufficio.»"""
    ex = example("hansa", "privilegium")
    s = ex.build()
    RULES.apply(s, ex.steps[0])
    offered = RULES.legal_actions(s)
    assert Office(X.city(s, "hamburg")) not in offered  # orange: Privilegium 2 needed
    assert Office(X.city(s, "stade")) not in offered  # full
    hamburg = s.board.city_offices[X.city(s, "hamburg")]
    assert s.board.office_level[hamburg[1]] == 2 > s.ability(RED, PRIVILEGIUM)
    first, s, ev = play("privilegium")
    assert data(ev, "prestige") == [{"seat": BLUE, "points": 2, "why": "control", "total": 2}]
    assert s.ability(RED, PRIVILEGIUM) == 2  # white and orange now
    assert s.supply[2 * RED] == first.supply[2 * RED] + 1  # the uncovered trader
    assert s.stock[2 * RED] == first.stock[2 * RED] + 3  # the route's traders


def test_coellen_table_takes_the_merchant_on_a_space_the_privilegium_allows():
    """«il giocatore anziché occupare un Ufficio come al solito, può mettere 1 Grossista
    dalla rotta commerciale reclamata su qualsiasi spazio Bonus presente nella tabella
    ..., assumendo che egli sia eleggibile per occupare il colore scelto»"""
    ex = example("hansa", "coellen")
    s = ex.build()
    RULES.apply(s, ex.steps[0])
    spaces = sorted(a.space for a in RULES.legal_actions(s) if type(a).__name__ == "Coellen")
    assert spaces == [0, 1]  # white and orange, not pink or black
    first, s, ev = play("coellen")
    assert s.coellen == [0, RED + 1, 0, 0]
    assert data(ev, "coellen")[0]["points"] == s.board.coellen_points[1] == 8
    assert s.stock[2 * RED] == first.stock[2 * RED] + 3
    assert s.stock[2 * RED + MERCHANT] == first.stock[2 * RED + MERCHANT]


def test_bonus_marker_taken_not_usable_in_that_action_replaced_at_turn_end():
    """«I giocatori possono usare i gettoni Bonus in qualsiasi momento eccetto che come
    parte della stessa Azione con cui l'hanno guadagnato»; the replacement goes on a route
    that «deve essere vuota; deve avere una Città collegata con almeno 1 Ufficio libero; non
    deve contenere già un gettone Bonus»."""
    ex = example("hansa", "marker")
    s = ex.build()
    r = X.route(s, "bremen", "osnabrueck")
    assert s.route_marker[r] == ADD_OFFICE + 1
    RULES.apply(s, ex.steps[0])
    assert s.unused[RED] == (ADD_OFFICE,) and len(s.plate[RED]) == 1
    assert not any(type(a).__name__ == "ExtraOffice" for a in RULES.legal_actions(s))
    first, s, ev = play("marker")
    target = X.route(s, "bremen", "hannover")
    (placed,) = data(ev, "marker_placed")
    assert placed["route"] == target and s.route_marker[target] == placed["kind"] + 1
    assert s.route_marker[r] == 0 and s.plate[RED] == () and s.unused[RED] == (ADD_OFFICE,)
    osna = s.board.city_offices[X.city(s, "osnabrueck")][0]
    assert s.office[osna] == code(RED, TRADER)

