"""Claiming routes: control prestige, markers, offices, upgrades, Coellen, East-West."""

from __future__ import annotations

import pytest
from hansa_helpers import M, R, T, city, fill, game, office, pieces, place_from_supply, route

from game.core import IllegalAction
from game.hansa.actions import Claim, Coellen, ExtraOffice, NoBenefit, Office, Upgrade
from game.hansa.engine import control, legal_actions
from game.hansa.state import (
    ACTIONES,
    ADD_OFFICE,
    CLAIM_CHOICE,
    MAIN,
    PRIVILEGIUM,
    code,
)


def test_claim_needs_every_post_of_your_own():
    s = game(4)
    r = route(s, "hamburg", "luebeck")
    fill(s, r, 0)
    s.post[s.board.route_posts[r][1]] = code(1, T)
    with pytest.raises(IllegalAction):
        R.apply(s, Claim(r))


def test_claim_gives_control_points_to_both_cities_controllers_first():
    s = game(4)
    r = route(s, "hamburg", "luebeck")
    office(s, "hamburg", 0, 1)  # seat 1 controls Hamburg
    office(s, "luebeck", 0, 2)  # seat 2 controls Luebeck
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    assert s.prestige[:3] == [0, 1, 1]
    # control was checked before the new office: take Luebeck's 2nd office (pink: no)
    assert s.phase == CLAIM_CHOICE
    acts = legal_actions(s)
    assert Office(city(s, "hamburg")) not in acts  # orange needs privilege 2
    assert Upgrade(4) in acts  # Luebeck: Bursa
    R.apply(s, Upgrade(4))
    assert s.level[4] == 1 and s.supply[0] == 5 - 3 + 1
    assert s.stock[0] == 6 + 3
    assert pieces(s, 0) == (27, 4)


def test_office_is_leftmost_with_colour_and_shape_and_coin():
    s = game(4)
    r = route(s, "emden", "groningen")
    place_from_supply(s, r, 0, [T, T, M])
    R.apply(s, Claim(r))
    acts = legal_actions(s)
    assert Office(city(s, "emden")) in acts  # round white: our disc
    assert Office(city(s, "groningen")) in acts  # square white with a coin
    R.apply(s, Office(city(s, "groningen")))
    assert s.prestige[0] == 1, "coin office"
    o = s.board.city_offices[city(s, "groningen")]
    assert s.office[o[0]] == code(0, T) and s.office[o[1]] == 0
    assert s.stock[0:2] == [6 + 1, 0 + 1]
    assert pieces(s, 0) == (27, 4)


def test_round_office_needs_a_disc_on_the_route():
    s = game(4)
    r = route(s, "emden", "groningen")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    acts = legal_actions(s)
    assert Office(city(s, "emden")) not in acts
    assert Office(city(s, "groningen")) in acts


def test_privilege_closes_a_city_whose_leftmost_free_office_is_too_high():
    s = game(4)
    r = route(s, "goslar", "magdeburg")
    office(s, "goslar", 0, 2)
    office(s, "magdeburg", 0, 2)
    place_from_supply(s, r, 0)
    s2 = s.copy()
    R.apply(s, Claim(r))
    # Goslar's next office is black, Magdeburg's orange: nothing to choose
    assert s.phase == MAIN and s.stock[0] == 6 + 2
    s2.level[PRIVILEGIUM] = 1
    R.apply(s2, Claim(r))
    acts = legal_actions(s2)
    assert Office(city(s2, "magdeburg")) in acts and Office(city(s2, "goslar")) not in acts


def test_completing_a_city_advances_the_track():
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    R.apply(s, Office(city(s, "duisburg")))
    assert s.completed == 1


def test_claim_takes_the_marker_and_draws_a_face_down_replacement():
    s = game(4)
    r = s.board.start_routes[0]
    kind = s.route_marker[r] - 1
    place_from_supply(s, r, 0)
    top = s.stack[-1]
    R.apply(s, Claim(r))
    assert s.unused[0] == (kind,) and s.route_marker[r] == 0
    assert s.plate[0] == (top,) and len(s.stack) == 12


def test_additional_office_marker_cannot_be_used_on_the_claim_that_won_it():
    s = game(4)
    r = next(r for r in s.board.start_routes if s.route_marker[r] - 1 == ADD_OFFICE)
    a, b = s.board.route_a[r], s.board.route_b[r]
    s.office[s.board.city_offices[a][0]] = code(1, s.board.office_shape[
        s.board.city_offices[a][0]])
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    assert s.phase == CLAIM_CHOICE
    assert not any(type(x) is ExtraOffice for x in legal_actions(s))
    assert b >= 0


def test_additional_office_goes_left_and_ranks_lowest_in_ties():
    s = game(4)
    s.unused[0] = (ADD_OFFICE,)
    r = route(s, "hamburg", "luebeck")
    office(s, "hamburg", 0, 1)
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    hb = city(s, "hamburg")
    assert ExtraOffice(hb, T) in legal_actions(s)
    R.apply(s, ExtraOffice(hb, T))
    assert s.extra[hb] == (code(0, T),) and s.used[0] == (ADD_OFFICE,)
    assert s.phase == MAIN, "by default it replaces the normal office"
    # one office each: the rightmost (printed) one wins the tie
    assert control(s, hb) == 1
    assert s.completed == 0


def test_additional_office_in_addition_option():
    s = game(4, extra_office_in_addition=True)
    s.unused[0] = (ADD_OFFICE,)
    r = route(s, "hamburg", "luebeck")
    office(s, "hamburg", 0, 1)
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    R.apply(s, ExtraOffice(city(s, "hamburg"), T))
    assert s.phase == CLAIM_CHOICE
    R.apply(s, Office(city(s, "luebeck")))
    assert s.office[s.board.city_offices[city(s, "luebeck")][0]] == code(0, T)
    assert pieces(s, 0) == (27, 4)


def test_control_tie_goes_to_the_rightmost_office():
    s = game(4)
    office(s, "arnheim", 0, 1)
    office(s, "arnheim", 1, 2)
    office(s, "arnheim", 2, 1)
    office(s, "arnheim", 3, 2)
    assert control(s, city(s, "arnheim")) == 2
    office(s, "arnheim", 3, 1)
    assert control(s, city(s, "arnheim")) == 1
    assert control(s, city(s, "bremen")) == -1


def test_coellen_table_needs_a_disc_and_privilege():
    s = game(4)
    r = s.board.coellen_route
    place_from_supply(s, r, 0, [T, M, T, T])
    R.apply(s, Claim(r))
    acts = legal_actions(s)
    assert Coellen(0) in acts and Coellen(1) not in acts
    s.level[PRIVILEGIUM] = 3
    s.supply[0] += 3  # the uncovered cubes
    assert Coellen(3) in legal_actions(s)
    R.apply(s, Coellen(3))
    assert s.coellen == [0, 0, 0, 1]
    assert pieces(s, 0) == (27, 4)


def test_claiming_for_nothing_is_allowed():
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    R.apply(s, NoBenefit())
    assert s.stock[0] == 6 + 2 and s.phase == MAIN


def _east_west_chain(s, seat):
    chain = ["stendal", "magdeburg", "goslar", "hildesheim", "paderborn", "dortmund",
             "duisburg"]
    for i, name in enumerate(chain):
        office(s, name, 0, seat, T)
        assert i < 1 or s.board.route_between(city(s, chain[i - 1]), city(s, name)) >= 0


@pytest.mark.parametrize("order,points", [(0, 7), (1, 4), (2, 2), (3, 0)])
def test_east_west_connection_awards_7_4_2(order, points):
    s = game(4)
    for k in range(order):
        s.east_west[k + 1] = (7, 4, 2)[k]
    _east_west_chain(s, 0)
    r = route(s, "arnheim", "duisburg")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    before = s.prestige[0]  # includes control of Duisburg
    R.apply(s, Office(city(s, "arnheim")))
    assert s.prestige[0] - before == points
    assert s.east_west[0] == (points or -1)


def test_actiones_upgrade_applies_at_once():
    s = game(4)
    r = route(s, "goettingen", "quedlinburg")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    R.apply(s, Upgrade(ACTIONES))
    assert s.level[ACTIONES] == 1
    assert s.actions_left() == 2, "3 actions now, one spent"
