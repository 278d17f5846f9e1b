"""Bonus markers, game end and final scoring."""

from __future__ import annotations

import pytest
from hansa_helpers import M, R, T, city, game, office, pieces, place_from_supply, route

from game.core import IllegalAction
from game.examples import example, problems
from game.hansa.actions import (
    Claim,
    EndTurn,
    NoBenefit,
    Office,
    PlaceMarker,
    Remove,
    StopRemove,
    UseActions,
    UseSwap,
    UseUpgrade,
)
from game.hansa.engine import legal_actions, network, network_offices
from game.hansa.scoring import marker_points, score_parts
from game.hansa.state import (
    ACT3,
    ACT4,
    ACTIONES,
    BURSA,
    CLAVIS_URBIS,
    LIBER_SOPHIAE,
    MAIN,
    OVER,
    PLACE_MARKERS,
    PRIVILEGIUM,
    REMOVE,
    REMOVE3,
    SWAP,
    UPGRADE,
    code,
)


@pytest.mark.parametrize("n,points", [(0, 0), (1, 1), (2, 3), (3, 3), (4, 6), (5, 6), (6, 10),
                                      (7, 10), (8, 15), (9, 15), (10, 21), (11, 21)])
def test_bonus_marker_table(n, points):
    assert marker_points(n) == points


def test_extra_actions_markers_are_free_and_last_this_turn():
    s = game(4)
    s.unused[0] = (ACT3, ACT4)
    R.apply(s, UseActions(4))
    assert s.actions_left() == 6 and s.used[0] == (ACT4,)
    R.apply(s, EndTurn())
    assert s.cur == 1 and s.bonus == 0
    with pytest.raises(IllegalAction):
        R.apply(s, UseActions(3))  # not seat 1's marker


def test_turn_waits_while_markers_can_be_played():
    s = game(4)
    s.unused[0] = (ACT3,)
    s.actions = 2
    R.apply(s, UseActions(3))
    assert s.cur == 0 and s.actions_left() == 3


def test_upgrade_marker_and_maxed_abilities():
    s = game(4)
    s.unused[0] = (UPGRADE,)
    s.level[LIBER_SOPHIAE] = 3  # maxed
    s.supply[1] += 3
    assert UseUpgrade(LIBER_SOPHIAE) not in legal_actions(s)
    R.apply(s, UseUpgrade(CLAVIS_URBIS))
    assert s.level[CLAVIS_URBIS] == 1 and s.supply[0] == 6
    assert pieces(s, 0) == (27, 4)


def test_a_marker_not_held_is_refused_naming_it_in_each_language():
    s = game(4)
    s.unused[0] = ()
    with pytest.raises(IllegalAction) as exc:
        R.apply(s, UseUpgrade(CLAVIS_URBIS))
    assert exc.value.text("en") == "You have no unused Upgrade 1 Ability marker."
    assert exc.value.text("de") == ("Du hast kein unbenutztes Bonusplättchen "
                                    "„1 Fähigkeit verbessern“.")
    assert exc.value.text("it") == "Non hai un gettone Migliora una Abilità da usare."


def test_swap_offices_needs_an_own_office_and_neighbours():
    s = game(4)
    s.unused[0] = (SWAP,)
    office(s, "arnheim", 0, 1)
    office(s, "arnheim", 1, 2)
    office(s, "arnheim", 2, 0)
    a = city(s, "arnheim")
    acts = legal_actions(s)
    assert UseSwap(a, 1) in acts and UseSwap(a, 0) not in acts
    s2 = game(4, swap_any=True)
    s2.unused[0] = (SWAP,)
    for i, seat in enumerate((1, 2, 0)):
        office(s2, "arnheim", i, seat)
    assert UseSwap(a, 0) in legal_actions(s2)
    R.apply(s, UseSwap(a, 1))
    o = s.board.city_offices[a]
    assert s.office[o[1]] == code(0, T) and s.office[o[2]] == code(2, M)
    assert s.prestige[0] == 0


def test_remove_three_returns_pieces_to_their_owners_supply():
    s = game(4)
    s.unused[0] = (REMOVE3,)
    r = route(s, "hamburg", "luebeck")
    place_from_supply(s, r, 1)
    ps = list(s.board.route_posts[r])
    R.apply(s, Remove(ps[0]))
    assert s.phase == REMOVE
    R.apply(s, Remove(ps[1]))
    R.apply(s, StopRemove())
    assert s.phase == MAIN and s.supply[2] == 6 - 1
    assert pieces(s, 1) == (27, 4)
    s2 = game(4, remove3_opponents_only=True)
    s2.unused[0] = (REMOVE3,)
    place_from_supply(s2, r, 0)
    assert not any(type(a) is Remove for a in legal_actions(s2))


def test_replacement_markers_go_to_empty_routes_with_a_free_office():
    s = game(4)
    r = s.board.start_routes[0]
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    if s.phase != MAIN:
        R.apply(s, NoBenefit())
    busy = route(s, "hamburg", "luebeck")
    s.post[s.board.route_posts[busy][0]] = code(1, T)
    s.supply[2] -= 1
    full_city = route(s, "dortmund", "duisburg")
    office(s, "dortmund", 0, 2)
    office(s, "dortmund", 1, 2)
    office(s, "dortmund", 2, 2)
    office(s, "duisburg", 0, 2)
    R.apply(s, EndTurn())
    assert s.phase == PLACE_MARKERS and R.to_act(s) == 0
    legal = {a.route for a in legal_actions(s)}
    assert r in legal, "the route just claimed qualifies"
    assert busy not in legal and full_city not in legal
    assert not legal & {x for x in range(s.board.n_routes) if s.route_marker[x]}
    kind = s.plate[0][0]
    ev = R.apply(s, PlaceMarker(r))
    assert s.route_marker[r] == kind + 1 and s.cur == 1
    assert any(e.kind == "marker_placed" and e.reveal for e in ev)


def test_game_ends_after_the_claim_that_reaches_20():
    s = game(4)
    s.prestige[1] = 19
    office(s, "hamburg", 0, 1)
    r = route(s, "hamburg", "luebeck")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    assert s.prestige[1] == 20 and s.phase != OVER, "the claim is finished first"
    R.apply(s, Office(city(s, "luebeck")))
    assert s.phase == OVER and R.to_act(s) is None
    assert s.office[s.board.city_offices[city(s, "luebeck")][0]] == code(0, T)
    assert R.legal_actions(s) == []


def test_game_ends_with_the_tenth_city():
    s = game(4)
    s.completed = 9
    r = route(s, "dortmund", "duisburg")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    R.apply(s, Office(city(s, "duisburg")))
    assert s.completed == 10 and R.is_over(s)


def test_game_ends_when_a_marker_must_be_drawn_from_an_empty_stack():
    s = game(4)
    s.stack = []
    r = s.board.start_routes[1]
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    assert len(s.unused[0]) == 1 and s.plate[0] == ()
    if s.phase != OVER:
        R.apply(s, legal_actions(s)[0])
    assert R.is_over(s)


def test_scoring_example_network_of_18_points():
    """The rulebook's red player scores 18 for the network: here 6 offices in connected
    cities (branches count, two offices in Hamburg count twice) at Clavis Urbis 3; an
    office in an unconnected city does not count."""
    # the position the rules screen draws (game.hansa.examples): offices in Hamburg (two),
    # Lübeck, Stade, Bremen, Hannover and, isolated, Coellen
    ex = example("hansa", "network")
    s = ex.build()
    assert problems(ex, s) == []
    assert s.ability(0, CLAVIS_URBIS) == 3
    assert network_offices(s, 0) == 6
    assert {s.board.city_ids[c] for c in network(s, 0)} == {
        "hamburg", "luebeck", "stade", "bremen", "hannover"}
    parts = dict((en, v) for en, _, v in score_parts(s, 0))
    assert parts["Network (Clavis Urbis)"] == 18


def test_final_scoring_parts():
    s = game(4)
    s.prestige[0] = 12
    for a in (ACTIONES, LIBER_SOPHIAE, PRIVILEGIUM, BURSA, CLAVIS_URBIS):
        s.level[a] = s.board.ability_max[a]
    s.unused[0] = (ACT3, SWAP)
    s.used[0] = (UPGRADE, ACT4)
    s.coellen = [1, 0, 1, 0]
    office(s, "duisburg", 0, 0)
    office(s, "brunswick", 0, 0)
    office(s, "hamburg", 0, 1)
    parts = {en: v for en, _, v in score_parts(s, 0)}
    assert parts == {
        "Prestige track": 12, "Fully developed abilities": 16, "Bonus markers": 6,
        "Coellen table": 7 + 9, "Controlled cities": 4, "Network (Clavis Urbis)": 4,
    }
    out = R.outcome(s)
    assert out.scores[0] == 12 + 16 + 6 + 16 + 4 + 4
    assert out.breakdown[0][-1][2] == out.scores[0]


def test_ties_are_shared_by_default_and_broken_with_the_big_box_option():
    s = game(2)
    s.post = [0] * len(s.post)
    s.level[ACTIONES] = 1  # seat 0 developed Actiones more
    out = R.outcome(s)
    assert out.scores[0] == out.scores[1] and out.ranks == [1, 1]
    s.options = dict(s.options, bigbox_tiebreak=True)
    assert R.outcome(s).ranks == [2, 1]


def test_neutral_city_blocks_control_points():
    s = game(2)
    office(s, "duisburg", 0, 5)
    assert dict((en, v) for en, _, v in score_parts(s, 0))["Controlled cities"] == 0
    assert R.control(s, city(s, "duisburg")) == 5


def test_displaced_piece_with_no_room_anywhere_goes_back_to_the_stock():
    from game.hansa.actions import Displace, Start

    s = game(4)
    for p in s.board.live_posts:
        s.post[p] = code(2, T)
    target = s.board.route_posts[route(s, "dortmund", "duisburg")][0]
    s.post[target] = code(1, T)
    s.supply[2] -= 1
    R.apply(s, Start("displace"))
    R.apply(s, Displace(target, T, 0))
    assert s.phase == MAIN and s.stock[2] == 5 + 1
    assert pieces(s, 1) == (27, 4)


def test_replacement_marker_falls_back_to_routes_with_pieces():
    s = game(4)
    r = s.board.start_routes[0]
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    if s.phase != MAIN:
        R.apply(s, NoBenefit())
    for x in s.board.live_routes:
        p = s.board.route_posts[x][0]
        if not s.post[p]:
            s.post[p] = code(3, T)
    R.apply(s, EndTurn())
    legal = [a.route for a in legal_actions(s)]
    assert s.phase == PLACE_MARKERS and legal
    assert all(not s.route_marker[x] for x in legal)


def test_several_coellen_spaces_for_one_player():
    from game.hansa.actions import Coellen

    s = game(4)
    s.coellen = [1, 0, 0, 0]
    s.supply[1] += 1
    s.level[LIBER_SOPHIAE] = 0
    s.level[PRIVILEGIUM] = 1
    s.supply[0] += 1
    r = s.board.coellen_route
    place_from_supply(s, r, 0, [T, M, T, T])
    s.supply[1] -= 1  # the disc already on the table came from the supply
    R.apply(s, Claim(r))
    assert Coellen(0) not in legal_actions(s) and Coellen(1) in legal_actions(s)
    R.apply(s, Coellen(1))
    assert s.coellen == [1, 1, 0, 0]


def test_marker_won_by_a_claim_is_usable_from_the_next_action_on():
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    s.route_marker[r] = ACT3 + 1
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    if s.phase != MAIN:
        R.apply(s, NoBenefit())
    assert s.unused[0] == (ACT3,)
    assert UseActions(3) in legal_actions(s)
    R.apply(s, UseActions(3))
    assert s.actions_left() == 1 + 3
