"""Setup, board data and the Income / Place / Displace / Move actions."""

from __future__ import annotations

import json

import pytest
from hansa_helpers import M, R, T, city, fill, game, pieces, posts, route

from game.core import IllegalAction
from game.hansa.actions import (
    DeclineExtras,
    Displace,
    EndTurn,
    Income,
    Move,
    Place,
    Relocate,
    Start,
    StopMove,
)
from game.hansa.board import DATA, board_for, marker_data
from game.hansa.engine import actions_left, legal_actions
from game.hansa.state import (
    ACTIONES,
    ADD_OFFICE,
    BURSA,
    DISPLACED,
    LIBER_SOPHIAE,
    MAIN,
    MOVE,
    REMOVE3,
    SWAP,
    code,
)


@pytest.mark.parametrize("players,name", [(2, "board-23.json"), (4, "board-45.json")])
def test_board_matches_the_counts_in_the_data(players, name):
    b = board_for(players)
    counts = json.loads((DATA / name).read_text())["counts"]
    assert b.n_cities == counts["cities"]
    assert len(b.live_routes) == counts["routes"]
    assert len(b.live_posts) == counts["posts"]
    assert b.n_offices == counts["offices"]
    assert sum(b.office_coin) == counts["coin_offices"]


def test_both_sides_number_routes_alike():
    a, b = board_for(4), board_for(2)
    assert a.route_ids == b.route_ids
    dead = {a.route_ids[r] for r in range(a.n_routes) if not b.route_live[r]}
    assert dead == {"emden-stade", "goettingen-warburg"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_starting_supplies_by_seat(players):
    s = game(players)
    for seat in range(players):
        assert s.supply[2 * seat:2 * seat + 2] == [5 + seat, 1]
        assert s.stock[2 * seat:2 * seat + 2] == [6 - seat, 0]
        assert pieces(s, seat) == (27, 4)
        assert s.ability(seat, ACTIONES) == 2 and s.ability(seat, BURSA) == 3
        assert s.ability(seat, LIBER_SOPHIAE) == 2


def test_start_markers_and_stack_follow_the_4th_edition_mix():
    s = game(4, seed=5)
    on_taverns = sorted(s.route_marker[r] - 1 for r in s.board.start_routes)
    assert on_taverns == sorted([ADD_OFFICE, SWAP, REMOVE3])
    assert sum(1 for k in s.route_marker if k) == 3
    assert len(s.stack) == 13
    mix = marker_data()["editions"]["4th"]
    everything = sorted(s.stack + on_taverns)
    assert [everything.count(k) for k in range(6)] == [4, 3, 3, 2, 2, 2] == list(mix.values())


def test_first_edition_mix_is_an_option():
    s = game(4, marker_mix="1st")
    everything = s.stack + [k - 1 for k in s.route_marker if k]
    assert everything.count(ADD_OFFICE) == 5 and everything.count(SWAP) == 2


def test_income_follows_bursa_and_c_takes_everything():
    s = game(4)
    R.apply(s, Income(0))
    assert s.supply[0:2] == [8, 1] and s.stock[0:2] == [3, 0]
    s2 = game(4)
    s2.level[BURSA] = 3  # C
    s2.stock[0:2] = [9, 2]
    assert [a for a in legal_actions(s2) if type(a) is Income] == [Income(2)]
    R.apply(s2, Income(2))
    assert s2.supply[0:2] == [5 + 9, 1 + 2] and s2.stock[0:2] == [0, 0]
    s3 = game(4)
    s3.level[BURSA] = 1  # 5 pieces
    s3.stock[0:2] = [6, 2]
    assert {a.merchants for a in legal_actions(s3) if type(a) is Income} == {0, 1, 2}
    R.apply(s3, Income(2))
    assert s3.supply[0:2] == [8, 3]


def test_place_uses_the_personal_supply_and_an_action():
    s = game(4)
    R.apply(s, Start("place"))
    p = posts(s, route(s, "hamburg", "luebeck"))[0]
    R.apply(s, Place(p, M))
    assert s.post[p] == code(0, M) and s.supply[1] == 0
    assert actions_left(s) == 1
    R.apply(s, Start("place"))
    with pytest.raises(IllegalAction):
        R.apply(s, Place(p, T))  # taken
    third = posts(s, route(s, "hamburg", "luebeck"))[2]
    assert Place(third, T) not in R.legal_actions(s), "one offer per route: its first post"
    R.apply(s, Place(third, T))  # rules: "any empty post"; the piece stays where it is put
    assert s.post[third] == code(0, T) and not s.post[posts(s, route(s, "hamburg", "luebeck"))[1]]
    assert s.cur == 1, "two actions used: the turn passes on"


def _displace_setup(victim_shape):
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    p = posts(s, r)[0]
    s.post[p] = code(1, victim_shape)
    s.supply[2 + victim_shape] -= 1
    return s, r, p


def test_displacing_a_trader_costs_one_piece_and_gives_one_extra():
    s, r, p = _displace_setup(T)
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    assert s.post[p] == code(0, T)
    assert s.supply[0:2] == [3, 1] and s.stock[0:2] == [7, 0]  # 1 placed + 1 fee
    assert s.phase == DISPLACED and R.to_act(s) == 1
    # the displaced piece first, on a route adjacent to Dortmund-Duisburg only
    legal = R.legal_actions(s)
    ring1 = set(s.board.route_rings[r][0])
    assert legal and all(s.board.post_route[a.post] in ring1 for a in legal)
    assert all(a.shape == T for a in legal)
    target = posts(s, route(s, "arnheim", "duisburg"))[0]
    R.apply(s, Relocate(target, T, -1))
    # one extra piece, from the stock first
    stock_before = s.stock[2]
    R.apply(s, Relocate(posts(s, route(s, "dortmund", "paderborn"))[0], T, -1))
    assert s.stock[2] == stock_before - 1
    assert s.phase == MAIN and R.to_act(s) == 0
    for seat in range(4):
        assert pieces(s, seat) == (27, 4)


def test_displacing_a_merchant_costs_two_and_gives_two_extras():
    s, r, p = _displace_setup(M)
    s.supply[0:2] = [2, 0]
    with pytest.raises(IllegalAction):
        R.apply(s, Start("displace"))  # needs 1 + 2 pieces
    s.supply[0:2] = [3, 0]
    R.apply(s, Start("displace"))
    with pytest.raises(IllegalAction):
        R.apply(s, Displace(p, T, 1))  # no merchant to pay with
    R.apply(s, Displace(p, T, 0))
    assert s.supply[0:2] == [0, 0] and s.stock[0] == 6 + 2
    assert s.pend[2] == 2
    R.apply(s, Relocate(posts(s, route(s, "arnheim", "duisburg"))[0], M, -1))
    R.apply(s, Relocate(posts(s, route(s, "arnheim", "duisburg"))[1], T, -1))
    R.apply(s, DeclineExtras())
    assert s.phase == MAIN


def test_displace_needs_the_full_fee():
    s, r, p = _displace_setup(T)
    s.supply[0:2] = [1, 0]
    assert Start("displace") not in R.legal_actions(s)
    with pytest.raises(IllegalAction):
        R.apply(s, Start("displace"))


def test_displaced_pieces_overflow_to_the_next_ring_only_when_full():
    s, r, p = _displace_setup(T)
    b = s.board
    ring1 = b.route_rings[r][0]
    for q in ring1:
        fill(s, q, 2)
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    ring2 = set(b.route_rings[r][1])
    legal = R.legal_actions(s)
    assert legal and all(b.post_route[a.post] in ring2 for a in legal)
    # the origin route is never a destination even with room on it
    assert all(b.post_route[a.post] != r for a in legal)


def test_extras_come_from_supply_then_from_the_board():
    s, r, p = _displace_setup(T)
    s.stock[2:4] = [0, 0]
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    R.apply(s, Relocate(posts(s, route(s, "arnheim", "duisburg"))[0], T, -1))
    sup = s.supply[2]
    R.apply(s, Relocate(posts(s, route(s, "dortmund", "paderborn"))[0], T, -1))
    assert s.supply[2] == sup - 1  # stock empty: personal supply
    # with nothing in stock or supply, a piece may come from the board
    s2, r2, p2 = _displace_setup(M)
    s2.stock[2:4] = [0, 0]
    s2.supply[2:4] = [0, 0]
    far = posts(s2, route(s2, "hamburg", "luebeck"))[0]
    s2.post[far] = code(1, T)
    s2.supply[2] = 0
    s2.supply[0:2] = [5, 1]
    R.apply(s2, Start("displace"))
    R.apply(s2, Displace(p2, T, 0))
    R.apply(s2, Relocate(posts(s2, route(s2, "arnheim", "duisburg"))[0], M, -1))
    legal = R.legal_actions(s2)
    assert any(type(a) is Relocate and a.source == far for a in legal)
    assert DeclineExtras() in legal
    a = next(a for a in legal if type(a) is Relocate and a.source == far)
    R.apply(s2, a)
    assert s2.post[far] == 0 and s2.post[a.post] == code(1, T)
    assert all(type(x) is not Relocate or x.source >= 0 for x in R.legal_actions(s2))


def test_move_is_limited_by_liber_sophiae_and_can_trade_places():
    s = game(4)
    r1, r2, r3 = (route(s, "hamburg", "luebeck"), route(s, "hamburg", "stade"),
                  route(s, "bremen", "hamburg"))
    a1, a2, a3 = posts(s, r1)[0], posts(s, r2)[0], posts(s, r3)[0]
    s.post[a1], s.post[a2], s.post[a3] = code(0, T), code(0, M), code(0, T)
    s.supply[0:2] = [2, 0]
    R.apply(s, Start("move"))
    assert s.phase == MOVE
    R.apply(s, Move(a1, posts(s, r2)[1]))
    R.apply(s, Move(a2, a1))  # into the post vacated this action
    assert s.phase == MAIN, "Liber Sophiae 2: two pieces, then the action ends"
    assert s.post[a1] == code(0, M) and s.post[posts(s, r2)[1]] == code(0, T)
    assert s.post[a2] == 0
    s2 = game(4)
    s2.post[a1] = code(0, T)
    s2.supply[0] -= 1
    R.apply(s2, Start("move"))
    R.apply(s2, Move(a1, posts(s2, r3)[0]))
    assert StopMove() in R.legal_actions(s2) or s2.phase == MAIN


def test_actiones_upgrade_from_2nd_to_3rd_space_adds_no_action():
    s = game(4)
    s.level[ACTIONES] = 1
    assert actions_left(s) == 3
    s.level[ACTIONES] = 2
    assert actions_left(s) == 3
    s.level[ACTIONES] = 3
    assert actions_left(s) == 4


def test_end_turn_passes_early():
    s = game(4)
    R.apply(s, EndTurn())
    assert s.cur == 1 and s.phase == MAIN


def test_own_piece_cannot_be_displaced():
    s = game(4)
    p = posts(s, route(s, "hamburg", "luebeck"))[0]
    s.post[p] = code(0, T)
    s.post[posts(s, route(s, "bremen", "hamburg"))[0]] = code(1, T)
    R.apply(s, Start("displace"))
    with pytest.raises(IllegalAction):
        R.apply(s, Displace(p, T, 0))
    assert city(s, "hamburg") >= 0
