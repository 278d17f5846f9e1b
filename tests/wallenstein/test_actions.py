"""The ten actions: building, income, recruiting, recruit-1/move; events that modify them."""

from __future__ import annotations

from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import Count, RecruitMove
from game.wallenstein.state import CHURCH, EXECUTE, PALACE, TRADING
from tests.wallenstein.positions import P, bare, conserved, give


def run(s, seat, space, prov):
    """Execute one planned action of ``seat`` (space, province); returns the events."""
    s.phase, s.season = EXECUTE, 0
    s.slot, s.pos = 0, 0
    s.order_cards = [space] + [x for x in range(10) if x != space]
    s.turn_order = list(range(s.players))
    s.plans = [[-1] * 10 for _ in range(s.players)]
    s.plans[seat][space] = prov
    s.revealed = [0] * s.players
    ev = []
    s.pending = ()
    R._advance(s, ev)
    return ev


def test_build_costs_and_one_building_per_city():
    s = bare()
    lausitz = P("lausitz")  # one city
    give(s, 0, lausitz, 1)
    ev = run(s, 0, 0, lausitz)
    assert s.buildings[lausitz] == PALACE and s.gold[0] == 15 - D.BUILD_COST[0]
    assert any(e.kind == "build" for e in ev)
    ev = run(s, 0, 1, lausitz)  # no free city left: cancelled
    assert s.buildings[lausitz] == PALACE and any(e.kind == "cancelled" for e in ev)


def test_different_buildings_in_one_province_and_gold_needed():
    s = bare()
    p = P("mittelmark")  # three cities
    give(s, 0, p, 1)
    run(s, 0, 2, p)
    run(s, 0, 2, p)  # a second trading house: cancelled
    assert s.buildings[p] == TRADING and s.gold[0] == 14
    s.gold[0] = 1
    run(s, 0, 1, p)  # a church costs 2: cancelled
    assert s.buildings[p] == TRADING and s.gold[0] == 1
    s.gold[0] = 2
    run(s, 0, 1, p)
    assert s.buildings[p] == TRADING | CHURCH and s.gold[0] == 0


def test_income_adds_a_revolt_marker_every_time():
    s = bare()
    p = P("wolfenbuettel")
    give(s, 0, p, 2)
    run(s, 0, 4, p)
    assert s.gold[0] == 15 + 7 and s.revolts[p] == 1
    run(s, 0, 3, p)
    assert s.pending[0] == "revolt" and s.grain[0] == 2


def test_recruit_is_cancelled_when_it_cannot_be_done_completely():
    s = bare()
    p = P("lausitz")
    give(s, 0, p, 1)
    s.supply[0] = 4
    run(s, 0, 5, p)  # recruit 5 with 4 cubes in supply
    assert s.armies[p] == 1 and s.gold[0] == 15
    run(s, 0, 6, p)
    assert s.armies[p] == 4 and s.gold[0] == 13 and s.supply[0] == 1
    s.gold[0] = 1
    s.supply[0] = 10
    run(s, 0, 6, p)  # 2 gold needed
    assert s.armies[p] == 4


def test_recruit_penalty_event():
    s = bare()
    p = P("lausitz")
    give(s, 0, p, 1)
    s.event = next(i for i, c in enumerate(D.EVENT_DECKS["2012"]) if c.kind == "recruit_penalty")
    run(s, 0, 5, p)
    assert s.armies[p] == 1 + 3 and s.gold[0] == 12


def test_recruit_one_and_move_to_a_friendly_neighbour_only():
    s = bare()
    a, b, c = P("kursachsen"), P("anhalt"), P("lausitz")
    give(s, 0, a, 1)
    give(s, 0, b, 1)
    give(s, 1, c, 1)
    run(s, 0, 7, a)
    acts = RULES.legal_actions(s)
    # one army: only recruiting, or recruiting then moving to the own neighbour
    assert set(acts) == {RecruitMove(True, -1), RecruitMove(True, b)}
    RULES.apply(s, RecruitMove(True, b))  # 2 armies: moving 1 is forced
    assert s.armies[a] == 1 and s.armies[b] == 2 and s.gold[0] == 14
    s.armies[a] = 5
    s.supply[0] -= 4
    s.options = {**s.options, R.RECRUIT1_OPTIONAL: True}  # the older reading: move alone
    run(s, 0, 7, a)
    assert RecruitMove(False, b) in RULES.legal_actions(s)
    assert all(x.target != c for x in RULES.legal_actions(s))
    RULES.apply(s, RecruitMove(False, b))  # moving costs nothing
    RULES.apply(s, Count(4))
    assert s.armies[a] == 1 and s.armies[b] == 6 and s.gold[0] == 14
    assert conserved(s)


def test_harvest_events_modify_income():
    s = bare()
    p = P("lueneburg")  # grain 5
    give(s, 0, p, 1)
    s.event = next(i for i, c in enumerate(D.EVENT_DECKS["2012"]) if c.kind == "harvest_max_3")
    run(s, 0, 3, p)
    assert s.grain[0] == 3
