"""The fourth round of Kingmaker engine speed-ups (the side of ``apply``) must answer
exactly as the plain code: who is at a place, who is aboard a ship, alliances, the
votes of every seat at once, titles and offices from the allocations read once, the
Parliament summons check and the ports a ship may enter."""

from __future__ import annotations

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.board import (
    LOC0,
    SEA0,
    SHIP0,
    all_votes,
    allied,
    at,
    held_by,
    holds_office,
    place_ctrl,
    summoner,
    titled,
    votes,
)
from game.kingmaker.cards import _eligible, _eligible_nobles
from game.kingmaker.common import ev_kind
from game.kingmaker.movement import _aboard
from game.kingmaker.parliament import _can_summon
from game.kingmaker.placement import _dist2, _grid, _place_ship, _port_ok


def _games(players: int, seeds: tuple, limit: int = 10):
    """States along random games with default options (the same object, changing)."""
    for seed in seeds:
        s = RULES.new_game(players, seed, {"turn_limit": limit})
        rng = Rng(seed + 29)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            yield s
            RULES.apply(s, rng.choice(legal))


def _ref_at(s, pos: int) -> list[int]:
    return [c for c in range(D.N_CARDS)
            if D.CARD_TYPE[c] == "noble" and s.npos[c] == pos and s.faction[c] >= 0]


def _ref_allied(s, a: int, b: int) -> bool:
    if a == b:
        return a >= 0
    return a >= 0 and b >= 0 and (min(a, b), max(a, b)) in s.alliances


def _ref_can_summon(s) -> bool:
    seat = s.active
    if summoner(s) != seat:
        return False
    if s.options["house_events"]:
        return any(ev_kind(e) == "parliament_may_be_summoned" for e in s.held_events[seat])
    return s.parl_allowed


def _ref_port_ok(s, loc: int, seat: int) -> bool:
    if not D.LOC_PORT[loc] or s.besieged[loc] >= 0:
        return False
    c = place_ctrl(s, loc)
    if _ref_allied(s, c, seat):
        return True
    return c < 0 and all(_ref_allied(s, s.faction[o], seat) for o in _ref_at(s, LOC0 + loc))


def test_board_scans_equal_the_plain_ones_through_random_games():
    checked = summons = 0
    positions = sorted(set(range(-2, LOC0 + D.N_LOCS)) | {SEA0, SEA0 + 3, SHIP0 + 1})
    for s in _games(7, (3, 4)):
        pos = positions[checked % len(positions)]
        assert at(s, pos) == _ref_at(s, pos)
        for n in D.NOBLES:
            if s.npos[n] >= 0:
                assert at(s, s.npos[n]) == _ref_at(s, s.npos[n])
        for sh in D.SHIPS:
            assert _aboard(s, sh) == [n for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
        # alliances are rare in random play: a copy allied by hand too
        u = s.copy()
        u.alliances = [(0, 2), (1, 3), (3, 6)]
        for t in (s, u):
            for a in range(-1, s.players):
                for b in range(-1, s.players):
                    assert allied(t, a, b) == _ref_allied(t, a, b)
        by = held_by(s)
        for n in D.NOBLES:
            assert titled(n, by[n]) == (D.TITLED[n] or any(D.CARD_TYPE[c] == "title"
                                                           for c in by[n]))
            assert holds_office(by[n]) == any(D.CARD_TYPE[c] == "office" for c in by[n])
        assert _can_summon(s) == _ref_can_summon(s)
        loc = checked % D.N_LOCS
        for seat in range(-1, s.players):
            for t in (s, u):
                assert _port_ok(t, loc, seat) == _ref_port_ok(t, loc, seat)
        summons += any(ev_kind(e) == "parliament_may_be_summoned"
                       for e in s.held_events[s.active])  # the summoner is asked then
        checked += 1
    assert checked > 1000 and summons > 50


def test_all_votes_equal_each_seats_votes_through_random_games():
    checked = 0
    for i, s in enumerate(_games(5, (6, 7), limit=10)):
        if i % 7:
            continue
        area = -1 if i % 2 else D.LOC_AREA[i % D.N_LOCS]
        assert all_votes(s, area) == [votes(s, p, area) for p in range(s.players)]
        checked += 1
    assert checked > 100


def _ref_place_ship(s, sh: int) -> int:
    """Where [3.7] puts ship ``sh``: its home port, else the nearest port its faction
    may enter (the first of equally near ones in map order), else home anyway."""
    seat = s.faction[s.holder[sh]]
    home = D.HOME_PORT[sh]
    if home >= 0 and _ref_port_ok(s, home, seat):
        return LOC0 + home
    ports = [loc for loc in range(D.N_LOCS) if _ref_port_ok(s, loc, seat)]
    if not ports:
        return LOC0 + home
    ha, hb = _grid(D.LOC_AREA[home])
    return LOC0 + min(ports, key=lambda p: _dist2(ha, hb, D.LOC_AREA[p]))


def test_ship_placement_equals_the_nearest_port_scan_through_random_games():
    checked = away = 0
    for i, s in enumerate(_games(7, (5,))):
        if i % 5:
            continue
        for sh in D.SHIPS:
            h = s.holder[sh]
            if h < 0 or s.faction[h] < 0:
                continue
            t = s.copy()
            _place_ship(t, sh)
            want = _ref_place_ship(s, sh)
            assert t.ship_pos[sh] == want
            away += want != LOC0 + D.HOME_PORT[sh]
            checked += 1
    assert checked > 200 and away > 20


def test_eligible_nobles_equal_eligible_per_noble_through_random_games():
    checked = some = 0
    for i, s in enumerate(_games(7, (12, 13))):
        if i % 3:
            continue
        card = i % D.N_CARDS
        want = [n for n in D.NOBLES if _eligible(s, card, n)]
        assert _eligible_nobles(s, card, D.NOBLES) == want
        checked += 1
        some += bool(want)
    assert checked > 300 and some > 50
