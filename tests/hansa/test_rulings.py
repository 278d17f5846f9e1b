"""Audit of the engine against the 4th-edition rulebook and the rulings of
shared/rules/hansa-teutonica.md (§13): one test per passage or ruling not covered
elsewhere."""

from __future__ import annotations

import pytest
from hansa_helpers import M, R, T, city, fill, game, office, pieces, place_from_supply, route

from game.core import IllegalAction
from game.hansa.actions import (
    Claim,
    DeclineExtras,
    Displace,
    EndTurn,
    ExtraOffice,
    Income,
    Move,
    NeutralOffice,
    NoBenefit,
    Office,
    Place,
    Relocate,
    Remove,
    Start,
    StopRemove,
    Upgrade,
    UseSwap,
    UseUpgrade,
)
from game.hansa.engine import control, legal_actions, network_offices
from game.hansa.scoring import score_parts
from game.hansa.state import (
    ACT3,
    ADD_OFFICE,
    BURSA,
    CLAIM_CHOICE,
    CLAVIS_URBIS,
    DISPLACED,
    LIBER_SOPHIAE,
    MAIN,
    MOVE,
    NEUTRAL,
    NEUTRAL_CLAIM,
    OVER,
    PLACE_MARKERS,
    SWAP,
    code,
)

NEUTRAL_CUBE = code(NEUTRAL, T)


def _parts(s, seat):
    return {en: v for en, _, v in score_parts(s, seat)}


# ----------------------------------------------------------------- Move (Liber Sophiae)


def _two_full_routes():
    """Seat 0 fills Hamburg-Luebeck with cubes and Hamburg-Stade with a disc and cubes."""
    s = game(4)
    r1, r2 = route(s, "hamburg", "luebeck"), route(s, "hamburg", "stade")
    place_from_supply(s, r1, 0, [T, T, T])
    place_from_supply(s, r2, 0, [M, T, T])
    s.supply[0] += 5  # keep the count of 27: the cubes came from nowhere in particular
    s.stock[0] -= 5
    return s, r1, r2


def test_move_can_swap_a_cube_and_a_disc_between_two_full_routes():
    """Rulebook p.5 (Move): the player moves Liber Sophiae pieces; a post vacated in
    the same action is free again, so two own pieces may trade places (reference §6D
    and ruling 11: a swap uses 2 of the moves)."""
    s, r1, r2 = _two_full_routes()
    cube, disc = s.board.route_posts[r1][0], s.board.route_posts[r2][0]
    R.apply(s, Start("move"))
    assert Move(cube, disc) in legal_actions(s)
    R.apply(s, Move(cube, disc))
    assert s.post[cube] == code(0, M) and s.post[disc] == code(0, T)
    assert s.phase == MAIN, "Liber Sophiae 2: the swap used both moves"
    assert pieces(s, 0) == (27, 4)
    # both routes are still full and claimable; the disc now sits next to Luebeck
    assert Claim(r1) in legal_actions(s) and Claim(r2) in legal_actions(s)


def test_a_swap_needs_two_moves_left():
    s, r1, r2 = _two_full_routes()
    cube, disc = s.board.route_posts[r1][0], s.board.route_posts[r2][0]
    other = s.board.route_posts[route(s, "bremen", "hamburg")][0]
    s.post[other] = code(0, T)
    s.supply[0] -= 1
    R.apply(s, Start("move"))
    R.apply(s, Move(other, s.board.route_posts[route(s, "emden", "groningen")][0]))
    assert s.phase == MOVE
    assert Move(cube, disc) not in legal_actions(s)
    with pytest.raises(IllegalAction):
        R.apply(s, Move(cube, disc))


def test_a_swap_with_an_opponent_or_same_shape_is_not_a_move():
    s, r1, r2 = _two_full_routes()
    cubes = list(s.board.route_posts[r1])
    R.apply(s, Start("move"))
    with pytest.raises(IllegalAction):
        R.apply(s, Move(cubes[0], s.board.route_posts[r2][1]))  # cube onto a cube
    foe = s.board.route_posts[route(s, "bremen", "hamburg")][0]
    s.post[foe] = code(1, M)
    with pytest.raises(IllegalAction):
        R.apply(s, Move(cubes[0], foe))


# ----------------------------------------------------------------- displacement


def test_displacement_ring_is_recomputed_after_each_piece():
    """Reference §6C / ruling 7: filling the last post of the nearest ring opens the
    next ring for the remaining pieces."""
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    p = s.board.route_posts[r][0]
    s.post[p] = code(1, T)
    s.supply[2] -= 1
    ring1 = s.board.route_rings[r][0]
    for q in ring1:
        fill(s, q, 2)
    last = s.board.route_posts[ring1[0]][-1]
    s.post[last] = 0  # a single hole in ring 1
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    assert [a.post for a in legal_actions(s)] == [last]
    R.apply(s, Relocate(last, T, -1))
    ring2 = set(s.board.route_rings[r][1])
    extras = [a for a in legal_actions(s) if type(a) is Relocate]
    assert extras and all(s.board.post_route[a.post] in ring2 for a in extras)


def test_declined_extras_stay_in_the_stock():
    """Rulebook p.5 note: the displaced player need not take the extra pieces, but
    cannot use this to bring pieces from the stock into the personal supply."""
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    p = s.board.route_posts[r][0]
    s.post[p] = code(1, T)
    s.supply[2] -= 1
    before = (s.supply[2:4], s.stock[2:4])
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    R.apply(s, Relocate(s.board.route_posts[route(s, "arnheim", "duisburg")][0], T, -1))
    R.apply(s, DeclineExtras())
    assert (s.supply[2:4], s.stock[2:4]) == before
    assert pieces(s, 1) == (27, 4)


def test_displaced_merchant_goes_back_as_a_merchant():
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    p = s.board.route_posts[r][0]
    s.post[p] = code(1, M)
    s.supply[3] -= 1
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    assert s.phase == DISPLACED and s.pend[2] == 2
    assert {a.shape for a in legal_actions(s)} == {M, T}  # the disc, or a cube extra first
    assert DeclineExtras() not in legal_actions(s)
    for _ in range(2):  # both extras (cubes from the stock) first
        R.apply(s, next(a for a in legal_actions(s) if a.shape == T))
    assert s.pend[1] == M and {a.shape for a in legal_actions(s)} == {M}
    R.apply(s, legal_actions(s)[0])
    assert s.phase == MAIN and pieces(s, 1) == (27, 4)


# ----------------------------------------------------------------- claims


def test_filling_a_route_does_not_claim_it():
    """Rulebook p.10: claiming costs an action and never happens by itself."""
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    s.post[s.board.route_posts[r][0]] = code(0, T)
    s.supply[0] -= 1
    R.apply(s, Start("place"))
    R.apply(s, Place(s.board.route_posts[r][1], T))
    assert s.office == [0] * len(s.office) and s.stock[0] == 6
    assert Claim(r) in legal_actions(s)


def test_claim_between_two_completed_cities_gives_no_office_but_an_extra_one():
    """Rulebook p.6: with both cities complete no new office, except with the
    Additional Office marker (which also works in completed cities)."""
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    for i in range(3):
        office(s, "dortmund", i, 1)
    office(s, "duisburg", 0, 2)
    s.unused[0] = (ADD_OFFICE,)
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    acts = legal_actions(s)
    assert not any(type(a) is Office for a in acts)
    assert ExtraOffice(city(s, "duisburg"), T) in acts
    R.apply(s, ExtraOffice(city(s, "duisburg"), T))
    assert s.completed == 0, "an extra office never completes a city"
    assert control(s, city(s, "duisburg")) == 2, "printed office wins the 1-1 tie"


def test_maxed_ability_is_no_claim_benefit():
    """Ruling 15."""
    s = game(4)
    r = route(s, "hamburg", "luebeck")
    s.level[BURSA] = 3
    s.supply[0] += 3
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    assert Upgrade(BURSA) not in legal_actions(s)


def test_upgraded_liber_sophiae_gives_a_disc_to_the_personal_supply():
    """Rulebook p.4: upgrading Liber Sophiae releases a disc into the personal supply."""
    s = game(4)
    r = route(s, "emden", "groningen")
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    R.apply(s, Upgrade(LIBER_SOPHIAE))
    assert s.supply[0:2] == [2, 2] and s.stock[0:2] == [9, 0]
    assert s.ability(0, LIBER_SOPHIAE) == 3
    assert pieces(s, 0) == (27, 4)


def test_control_points_can_end_the_game_for_another_player():
    """Rulebook p.8: 20 PP may be reached during another player's turn; the claim is
    finished (marker taken, office placed) and then the game stops at once."""
    s = game(4)
    s.prestige[2] = 19
    office(s, "luebeck", 0, 2)
    r = route(s, "hamburg", "luebeck")
    s.route_marker[r] = ACT3 + 1
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    assert s.prestige[2] == 20 and s.unused[0] == (ACT3,)
    assert s.phase == CLAIM_CHOICE
    R.apply(s, Office(city(s, "hamburg")) if Office(city(s, "hamburg")) in legal_actions(s)
            else NoBenefit())
    assert s.phase == OVER and s.plate[0], "no end-of-turn marker placement"
    assert _parts(s, 0)["Bonus markers"] == 1, "tin-plate markers do not score"


def test_marker_won_on_the_last_action_keeps_the_turn_open():
    """Rulebook p.6: markers may be used after the action that won them, and using one
    costs no action."""
    s = game(4)
    s.actions = 1
    r = route(s, "dortmund", "duisburg")
    s.route_marker[r] = ACT3 + 1
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    R.apply(s, NoBenefit())
    assert s.cur == 0 and s.phase == MAIN and s.actions_left() == 0
    assert legal_actions(s) == [legal_actions(s)[0], EndTurn()]
    R.apply(s, legal_actions(s)[0])
    assert s.actions_left() == 3


# ----------------------------------------------------------------- markers


def test_swap_onto_a_coin_office_earns_nothing():
    """Ruling 2 / §7.4: only a normal placement earns the coin."""
    s = game(4)
    s.unused[0] = (SWAP,)
    office(s, "groningen", 0, 1, T)
    office(s, "groningen", 1, 0, M)
    R.apply(s, UseSwap(city(s, "groningen"), 0))
    o = s.board.city_offices[city(s, "groningen")]
    assert s.office[o[0]] == code(0, M) and s.prestige[0] == 0


def test_remove_three_takes_at_most_three_and_neutral_cubes_go_to_the_pool():
    s = game(2)
    s.unused[0] = (3,)  # REMOVE3
    neutral = [p for p in s.board.live_posts if s.post[p] == NEUTRAL_CUBE]
    for p in neutral[:3]:
        R.apply(s, Remove(p))
    assert s.phase == MAIN and s.post.count(NEUTRAL_CUBE) == 5
    assert s.supply[0:4] == [5, 1, 6, 1]
    with pytest.raises(IllegalAction):
        R.apply(s, StopRemove())


def test_income_with_an_empty_stock_is_not_offered():
    """Ruling 19: legal but pointless; the engine prunes it."""
    s = game(4)
    s.supply[0] += s.stock[0]
    s.stock[0] = 0
    assert not any(type(a) is Income for a in legal_actions(s))


# ----------------------------------------------------------------- scoring


def test_coellen_table_is_not_an_office():
    """Ruling 13: no control, no network from the Coellen table."""
    s = game(4)
    s.coellen = [1, 0, 0, 0]
    assert control(s, city(s, "coellen")) == -1
    assert network_offices(s, 0) == 0
    assert _parts(s, 0)["Coellen table"] == 7


def test_extra_offices_count_for_network_and_control():
    """Rulebook p.8: an extra office counts for control (last in ties) and, being an
    office, for the network."""
    s = game(4)
    office(s, "hamburg", 0, 1)
    hb, lb = city(s, "hamburg"), city(s, "luebeck")
    s.extra[hb] = (code(0, T), code(0, M))
    office(s, "luebeck", 0, 0)
    assert control(s, hb) == 0
    s.level[CLAVIS_URBIS] = 1
    assert network_offices(s, 0) == 3 and _parts(s, 0)["Network (Clavis Urbis)"] == 6
    assert control(s, lb) == 0


# ----------------------------------------------------------------- 2 players


def test_neutral_completion_can_complete_the_tenth_city_and_end_the_game():
    s = game(2)
    s.completed = 9
    r = route(s, "goslar", "magdeburg")
    ps = list(s.board.route_posts[r])
    s.post[ps[0]] = NEUTRAL_CUBE
    office(s, "magdeburg", 0, 1)
    office(s, "magdeburg", 1, 1)
    s.completed = 9
    r2 = route(s, "goslar", "hildesheim")
    p2 = next(q for q in s.board.route_posts[r2] if s.post[q] == NEUTRAL_CUBE)
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p2, T, 0))
    R.apply(s, Relocate(ps[1], T, -1))
    R.apply(s, next(a for a in legal_actions(s) if a.post != ps[1]))
    assert s.completed == 10 and s.phase == OVER


def _neutral_fill(s, target, via):
    """Fill ``target`` with neutral cubes: its empty posts but one by hand, the last
    one by displacing a neutral cube put on ``via`` (adjacent to ``target``)."""
    ps = [p for p in s.board.route_posts[target] if not s.post[p]]
    for p in ps[:-1]:
        s.post[p] = NEUTRAL_CUBE
    v = s.board.route_posts[via][0]
    s.post[v] = NEUTRAL_CUBE
    R.apply(s, Start("displace"))
    R.apply(s, Displace(v, T, 0))
    R.apply(s, Relocate(ps[-1], T, -1))
    R.apply(s, next(a for a in legal_actions(s) if a.post != ps[-1]))


def test_neutral_never_earns_east_west_or_coins():
    s = game(2)
    for name in ("stendal", "magdeburg", "goslar", "hildesheim", "paderborn", "dortmund",
                 "duisburg", "arnheim"):
        office(s, name, 0, NEUTRAL, T)
    _neutral_fill(s, route(s, "hamburg", "stade"), route(s, "hamburg", "luebeck"))
    if s.phase == NEUTRAL_CLAIM:
        R.apply(s, NeutralOffice(city(s, "stade")))
    st = s.board.city_offices[city(s, "stade")][0]
    assert s.board.office_coin[st] and s.office[st] == NEUTRAL_CUBE
    assert s.prestige == [0, 0] and s.east_west == [0, 0]


def test_neutral_cube_goes_with_a_marker_placed_by_the_active_player():
    """Rulebook p.10: the marker won by a neutral completion is discarded; its
    replacement is placed by the active player at the end of the turn, with a neutral
    cube on the same route."""
    s = game(2)
    r = route(s, "goslar", "hildesheim")
    kind = s.route_marker[r] - 1
    _neutral_fill(s, r, route(s, "goslar", "magdeburg"))
    if s.phase == NEUTRAL_CLAIM:
        R.apply(s, NeutralOffice(city(s, "hildesheim")))
    assert s.discarded == [kind] and len(s.plate[0]) == 1 and not s.route_marker[r]
    R.apply(s, EndTurn())
    assert s.phase == PLACE_MARKERS and s.cur == 0
    n = s.post.count(NEUTRAL_CUBE)
    a = legal_actions(s)[0]
    R.apply(s, a)
    assert s.post.count(NEUTRAL_CUBE) == n + 1 and s.cur == 1
    assert any(s.post[q] == NEUTRAL_CUBE for q in s.board.route_posts[a.route])


# ----------------------------------------------------------------- board facts of the rulebook


@pytest.mark.parametrize("players,coins", [(2, 6), (3, 6), (4, 4), (5, 4)])
def test_coin_offices_six_for_two_or_three_players_four_for_four_or_five(players, coins):
    """Rulebook p.6 note: 6 coin cities with 2-3 players, 4 with 4-5."""
    b = game(players).board
    assert len({b.office_city[o] for o in range(b.n_offices) if b.office_coin[o]}) == coins


@pytest.mark.parametrize("players", [2, 4])
def test_ability_cities_coellen_table_and_taverns(players):
    s = game(players)
    b = s.board
    ab = {b.city_ids[c]: b.city_ability[c] for c in range(b.n_cities) if b.city_ability[c] >= 0}
    assert ab == {"groningen": LIBER_SOPHIAE, "stade": 3, "luebeck": BURSA,
                  "goettingen": 0, "halle": CLAVIS_URBIS}
    assert b.coellen_points == [7, 8, 9, 11] and b.coellen_level == [1, 2, 3, 4]
    assert b.route_ids[b.coellen_route] == "coellen-warburg"
    assert {b.route_ids[r] for r in b.start_routes} == {
        "bremen-osnabrueck", "lueneburg-perleberg", "goslar-hildesheim"}
    assert [b.city_ids[b.east], b.city_ids[b.west]] == ["stendal", "arnheim"]
    assert b.east_west_awards == [7, 4, 2]
    assert b.ability_values == [[2, 3, 3, 4, 4, 5], [1, 2, 2, 3, 4], [2, 3, 4, 5],
                                [1, 2, 3, 4], [3, 5, 7, 99]]


def test_displaced_player_chooses_which_piece_takes_the_last_near_post():
    """Rulebook p.5: the displaced piece and the extras go together on the adjacent
    routes, in no set order; with one hole left in the nearest ring, the owner may put
    an extra disc there and the displaced cube one ring further out."""
    s = game(4)
    r = route(s, "dortmund", "duisburg")
    p = s.board.route_posts[r][0]
    s.post[p] = code(1, T)
    s.supply[2] -= 1
    s.supply[3], s.stock[3] = 0, 1  # seat 1's disc waits in the stock
    ring1 = s.board.route_rings[r][0]
    for q in ring1:
        fill(s, q, 2)
    hole = s.board.route_posts[ring1[0]][-1]
    s.post[hole] = 0
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    assert Relocate(hole, M, -1) in legal_actions(s)
    assert DeclineExtras() not in legal_actions(s), "the displaced piece must go back"
    R.apply(s, Relocate(hole, M, -1))
    assert s.stock[3] == 0 and s.phase == DISPLACED and s.pend[1] == T
    ring2 = set(s.board.route_rings[r][1])
    legal = legal_actions(s)
    assert legal and all(type(a) is Relocate and a.shape == T and a.source == -1
                         and s.board.post_route[a.post] in ring2 for a in legal)
    R.apply(s, legal[0])
    assert s.phase == MAIN and pieces(s, 1) == (27, 4)


def test_two_player_setup_cubes_sit_on_the_middle_post():
    """Ruling 12(a): the post is unspecified; the engine uses the middle one."""
    s = game(2)
    for r in s.board.neutral_routes:
        ps = s.board.route_posts[r]
        assert [s.post[p] for p in ps].count(NEUTRAL_CUBE) == 1
        assert s.post[ps[len(ps) // 2]] == NEUTRAL_CUBE


def test_actiones_upgraded_by_a_marker_gives_the_new_action_at_once():
    """Rulebook p.7: a new action is usable in the same turn, also when it comes from
    a bonus marker."""
    s = game(4)
    s.unused[0] = (2,)  # UPGRADE
    s.actions = 2
    R.apply(s, UseUpgrade(0))
    assert s.cur == 0 and s.actions_left() == 1 and s.phase == MAIN


def test_fallback_marker_route_never_fills_a_route_with_neutral_cubes():
    """2 players, no route meets the three conditions (ruling 14 fallback): the
    neutral cube that comes with the marker must not complete a neutral route at the
    end of the turn, so such routes are skipped."""
    s = game(2)
    r = s.board.start_routes[0]
    for q in s.board.route_posts[r]:
        s.post[q] = 0
    place_from_supply(s, r, 0)
    R.apply(s, Claim(r))
    if s.phase != MAIN:
        R.apply(s, NoBenefit())
    for x in s.board.live_routes:
        p = s.board.route_posts[x][0]
        if not s.post[p]:
            s.post[p] = code(1, T)
    two = route(s, "dortmund", "duisburg")
    s.post[s.board.route_posts[two][0]] = NEUTRAL_CUBE
    R.apply(s, EndTurn())
    assert s.phase == PLACE_MARKERS
    legal = {a.route for a in legal_actions(s)}
    assert legal and two not in legal
