"""The 4th-edition 2-player rules with the neutral colour."""

from __future__ import annotations

from hansa_helpers import R, T, city, game, place_from_supply, route

from game.hansa.actions import (
    Claim,
    Displace,
    EndTurn,
    NeutralOffice,
    NoBenefit,
    PlaceMarker,
    Relocate,
    Start,
)
from game.hansa.engine import legal_actions
from game.hansa.state import DISPLACED, MAIN, NEUTRAL, NEUTRAL_CLAIM, PLACE_MARKERS, code

NEUTRAL_CUBE = code(NEUTRAL, T)


def test_setup_puts_neutral_cubes_on_ability_and_tavern_routes():
    s = game(2)
    assert s.board.side == "2-3"
    names = {s.board.route_ids[s.board.post_route[p]] for p, v in enumerate(s.post) if v}
    assert names == {"emden-groningen", "hamburg-stade", "hamburg-luebeck",
                     "goettingen-quedlinburg", "halle-quedlinburg", "bremen-osnabrueck",
                     "lueneburg-perleberg", "goslar-hildesheim"}
    assert s.post.count(NEUTRAL_CUBE) == 8


def test_displaced_neutral_cube_is_replaced_by_the_other_player_with_one_more():
    s = game(2)
    r = route(s, "hamburg", "luebeck")
    p = next(q for q in s.board.route_posts[r] if s.post[q] == NEUTRAL_CUBE)
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p, T, 0))
    assert s.phase == DISPLACED and R.to_act(s) == 1
    R.apply(s, legal_actions(s)[0])
    assert R.to_act(s) == 1
    assert all(type(a) is Relocate for a in legal_actions(s)), "the extra cube is mandatory"
    R.apply(s, legal_actions(s)[0])
    assert s.phase == MAIN and s.post.count(NEUTRAL_CUBE) == 9
    assert s.supply[0:2] == [3, 1]


def test_route_full_of_neutral_cubes_is_established_at_once():
    s = game(2)
    r = route(s, "goslar", "magdeburg")
    ps = list(s.board.route_posts[r])
    s.post[ps[0]] = NEUTRAL_CUBE
    # seat 0 displaces a neutral cube next door; seat 1 fills Goslar-Magdeburg
    r2 = route(s, "goslar", "hildesheim")
    p2 = next(q for q in s.board.route_posts[r2] if s.post[q] == NEUTRAL_CUBE)
    s.office[s.board.city_offices[city(s, "magdeburg")][0]] = code(0, 1)
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p2, T, 0))
    R.apply(s, Relocate(ps[1], T, -1))
    # the route is now all neutral; the extra neutral cube still follows
    extra = next(a for a in legal_actions(s) if a.post != ps[1])
    R.apply(s, extra)
    assert s.phase == NEUTRAL_CLAIM and R.to_act(s) == 0
    R.apply(s, NeutralOffice(city(s, "goslar")))
    assert s.prestige[0] == 1, "seat 0 controls Magdeburg: +1"
    assert s.office[s.board.city_offices[city(s, "goslar")][0]] == NEUTRAL_CUBE
    assert s.completed == 1  # Goslar has one office on the 2-3 side
    assert all(s.post[q] == 0 for q in ps)
    assert s.phase == MAIN


def test_neutral_claim_without_control_points_option():
    s = game(2, neutral_claim_awards_control=False)
    r = route(s, "goslar", "magdeburg")
    ps = list(s.board.route_posts[r])
    s.post[ps[0]] = NEUTRAL_CUBE
    r2 = route(s, "goslar", "hildesheim")
    p2 = next(q for q in s.board.route_posts[r2] if s.post[q] == NEUTRAL_CUBE)
    s.office[s.board.city_offices[city(s, "magdeburg")][0]] = code(0, 1)
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p2, T, 0))
    R.apply(s, Relocate(ps[1], T, -1))
    R.apply(s, next(a for a in legal_actions(s) if a.post != ps[1]))
    assert s.prestige[0] == 0


def test_placed_bonus_marker_brings_a_neutral_cube():
    s = game(2)
    r = route(s, "bremen", "osnabrueck")
    for q in s.board.route_posts[r]:
        s.post[q] = 0
    place_from_supply(s, r, 0)
    s.supply[0] += 0
    R.apply(s, Claim(r))
    if s.phase != MAIN:
        R.apply(s, NoBenefit())
    R.apply(s, EndTurn())
    assert s.phase == PLACE_MARKERS
    target = legal_actions(s)[0].route
    before = s.post.count(NEUTRAL_CUBE)
    R.apply(s, PlaceMarker(target))
    assert s.post.count(NEUTRAL_CUBE) == before + 1
    assert any(s.post[q] == NEUTRAL_CUBE for q in s.board.route_posts[target])


def test_neutral_route_with_no_free_office_is_simply_cleared():
    s = game(2)
    r = route(s, "goslar", "magdeburg")
    ps = list(s.board.route_posts[r])
    s.post[ps[0]] = NEUTRAL_CUBE
    for name in ("goslar", "magdeburg"):
        for o in s.board.city_offices[city(s, name)]:
            s.office[o] = code(1, s.board.office_shape[o])
    r2 = route(s, "goslar", "hildesheim")
    p2 = next(q for q in s.board.route_posts[r2] if s.post[q] == NEUTRAL_CUBE)
    R.apply(s, Start("displace"))
    R.apply(s, Displace(p2, T, 0))
    R.apply(s, Relocate(ps[1], T, -1))
    R.apply(s, next(a for a in legal_actions(s) if a.post != ps[1]))
    assert s.phase == MAIN and all(s.post[q] == 0 for q in ps)
