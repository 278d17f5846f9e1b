"""The sixth round of Kingmaker engine speed-ups must answer exactly as the plain code:
offers accepted by the rules instead of a scan of the legal list, ships leaving the board,
the victory check ``apply`` skips, the PlayCard list's facts about each noble, a seat's
nobles, the occupancy snapshot, the alliance check, Parliament's majorities, home spots,
ship placement and entering a place, through random games and hand-built positions."""

from __future__ import annotations

import random

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import play as P
from game.kingmaker.actions import EVENT_CARD, EndPhase, Offer
from game.kingmaker.board import (
    LOC0,
    SEA0,
    SHIP0,
    allied,
    can_enter,
    held,
    held_by,
    holds_office,
    nobles_of,
    occupancy,
    occupants,
    place_ctrl,
    strength,
    titled,
)
from game.kingmaker.cards import _eligible, _takers
from game.kingmaker.legal import _is_legal
from game.kingmaker.losses import _remove_ship
from game.kingmaker.offers import _check_alliances
from game.kingmaker.parliament import _majorities
from game.kingmaker.placement import (
    _home_spots,
    _nearest_port,
    _place_ship,
    _port_ok,
    _ports_near,
)
from game.kingmaker.royal import _check_victory, _coronation
from game.kingmaker.state import COMBAT, MOVE, OVER


def _games(cases, limit: int = 10):
    """Every state (before each action) of random games."""
    for players, seed in cases:
        s = RULES.new_game(players, seed, {"turn_limit": limit})
        rng = Rng(seed * 7 + players)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            yield s, legal
            RULES.apply(s, rng.choice(legal))


def test_offers_accepted_by_the_rules_are_legal_and_exactly_typed():
    """``_offer_ok`` (apply's shortcut) only accepts Offers whose fields are ints and that
    ``_is_legal`` allows, and it accepts every listed offer (allocated cards included)."""
    odd = random.Random(3)
    weird = (True, False, 1.0, 0.0, None, "1")
    fast = listed = built = 0
    for s, legal in _games(((7, 1), (7, 2), (3, 4), (2, 5))):
        seat = s.active
        offers = [a for a in legal if type(a) is Offer]
        for a in offers:
            assert P._offer_ok(s, a) and _is_legal(s, a)
            fast += 0 <= a.give < D.N_CARDS and s.holder[a.give] >= 0
            listed += 1
        allocated = [c for c in range(D.N_CARDS) if s.holder[c] >= 0]
        for _ in range(6):  # offers built by hand, legal or not, of any field types
            fields = [odd.randrange(-2, s.players + 1),
                      odd.choice([-1, -2, D.N_CARDS, odd.randrange(D.N_CARDS),
                                  EVENT_CARD + odd.randrange(D.N_EVENTS)]
                                 + s.hands[seat][:2] + allocated[:3]),
                      odd.randrange(-1, 3)]
            if odd.random() < 0.2:
                fields[odd.randrange(3)] = odd.choice(weird)
            a = Offer(*fields)
            if P._offer_ok(s, a):
                assert all(type(x) is int for x in a)
                assert _is_legal(s, a)
                built += 1
    assert listed > 2000 and fast > 1000 and built > 100


def _plain_remove_ship(s, sh: int) -> None:
    """The ship leaves the board: passengers ashore where it is, or at the nearest port."""
    p = s.ship_pos[sh]
    s.ship_pos[sh] = -1
    if p < 0:
        return
    if p >= SEA0:
        port = _nearest_port(s, p - SEA0, -1)
        land = D.LOC_AREA[port] if port >= 0 else 0
    else:
        land = D.LOC_AREA[p - LOC0]
    for n in D.NOBLES:
        if s.npos[n] == SHIP0 + sh:
            s.npos[n] = land
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == SHIP0 + sh:
            s.heir_pos[h] = land


def test_removing_a_ship_equals_the_plain_rule():
    edits = random.Random(8)
    compared = carrying = 0
    for k, (s, _legal) in enumerate(_games(((7, 3), (2, 6)))):
        if k % 5:
            continue
        for sh in D.SHIPS:
            if s.ship_pos[sh] < 0:
                continue
            a, b = s.copy(), s.copy()
            if edits.random() < 0.5:  # someone aboard, and maybe a royal piece
                for t in (a, b):
                    t.npos[D.NOBLES[k % len(D.NOBLES)]] = SHIP0 + sh
                    if k % 3 == 0:
                        t.heir_pos[k % D.N_HEIRS] = SHIP0 + sh
            carrying += SHIP0 + sh in a.npos[:len(D.NOBLES)]
            _remove_ship(a, sh, [])
            _plain_remove_ship(b, sh)
            assert a.same(b)
            compared += 1
    assert compared > 300 and carrying > 100


def test_victory_check_skipped_by_apply_finds_nothing():
    """For every pattern of living and crowned royal pieces, apply either checks victory
    or the check would have changed nothing [12]."""
    calls = []
    real = P._check_victory

    def counting(s, ev):
        calls.append(1)
        real(s, ev)

    P._check_victory = counting
    try:
        skipped = checked = 0
        starts = [RULES.new_game(3, seed, {"setup_choice": False}) for seed in range(1, 6)]
        for alive in range(1 << D.N_HEIRS):
            for crowned in (0, 1, 2, 3, 5, 1 << D.N_HEIRS, (1 << (D.N_HEIRS + 1)) - 1,
                            alive, alive | 1 << D.N_HEIRS):
                s = starts[alive % 5].copy()
                s.heir_alive = [alive >> h & 1 for h in range(D.N_HEIRS)]
                s.heir_crowned = [crowned >> h & 1 for h in range(D.N_HEIRS + 1)]
                assert s.phase == MOVE and not s.pending
                del calls[:]
                P.apply(s, EndPhase(), check=False)
                if calls:
                    checked += 1
                    continue
                t = s.copy()
                _check_victory(t, [])
                assert t.same(s) and t.phase != OVER
                skipped += 1
    finally:
        P._check_victory = real
    assert skipped > 1000 and checked > 20


def test_card_takers_and_a_seats_nobles_equal_the_plain_queries():
    """``_takers`` (the PlayCard list's per-noble facts, written out) and ``nobles_of``
    (C scans) answer as ``_eligible``, ``titled``, ``holds_office`` and a plain filter."""
    edits = random.Random(11)
    compared = 0
    for k, (s, _legal) in enumerate(_games(((7, 4), (3, 2), (2, 7)))):
        if k % 3 == 0:  # besiege, capture or ship off a random noble now and then
            s = s.copy()
            n = edits.randrange(len(D.NOBLES))
            s.npos[n] = edits.choice([-2, -1, SEA0, SHIP0 + D.SHIPS[0], LOC0 + 3, 5])
            s.besieged[3] = edits.choice([-1, 0])
        for seat in range(-1, s.players):
            mine = nobles_of(s, seat)
            assert mine == [n for n in D.NOBLES if s.faction[n] == seat]
            by = held_by(s)
            want = [(n, _eligible(s, -1, n), titled(n, by[n]), holds_office(by[n]))
                    for n in mine]
            got = _takers(s, mine)
            assert [(n, bool(a), bool(b), bool(c)) for n, a, b, c in got] == want
            compared += 1
    assert compared > 3000


def _plain_occupancy(s) -> dict:
    occ: dict = {}
    for n in D.NOBLES:
        if s.npos[n] >= 0 and s.faction[n] >= 0:
            occ.setdefault(s.npos[n], []).append(n)
    return occ


def _plain_check_alliances(s, ev: list) -> None:
    """A defensive alliance ends when its nobles no longer stack [H 1.f] (with the
    seed's naval rules: nobles aboard stack where their ship is, and ships stack) [H 2.1]."""
    for key in list(s.alliances):
        a, b = key
        if any(s.lent[n] in key and s.faction[n] in key for n in D.NOBLES):
            continue
        if s.options["naval_seed"]:  # [H 2.1] aboard: where the ship is; fleets stack too
            def where(n):
                p = s.npos[n]
                return s.ship_pos[p - D.SHIP0] if p >= D.SHIP0 else p

            def fleet(f):
                return {s.ship_pos[sh] for sh in D.SHIPS if s.ship_pos[sh] >= 0
                        and s.holder[sh] >= 0 and s.faction[s.holder[sh]] == f}
        else:
            def where(n):
                return s.npos[n]

            def fleet(f):
                return set()
        pos_a = {where(n) for n in D.NOBLES if s.faction[n] == a and s.npos[n] >= 0}
        if not any(s.faction[n] == b and s.npos[n] >= 0 and where(n) in pos_a
                   for n in D.NOBLES) and not fleet(a) & fleet(b):
            s.alliances.remove(key)
            ev.append(("alliance_ends", a, b))


def test_occupancy_and_the_alliance_check_equal_the_plain_rules():
    """``occupancy`` lists the same nobles in the same order as a plain grouping, and
    ``_check_alliances`` (skipping the lent test when nobody is lent) ends the same
    alliances, on random positions given alliances and loans by hand."""
    edits = random.Random(21)
    compared = ended = lent = 0
    for k, (s, _legal) in enumerate(_games(((7, 6), (4, 2), (2, 3)))):
        t = s.copy()
        if k % 4 == 0:  # a noble out of play left on the board
            t.faction[edits.randrange(len(D.NOBLES))] = -1
        assert list(occupancy(t).items()) == list(_plain_occupancy(t).items())
        if k % 2:
            continue
        pairs = [(a, b) for a in range(t.players) for b in range(a + 1, t.players)]
        t.alliances = sorted(edits.sample(pairs, min(len(pairs), 3)))
        if edits.random() < 0.4:
            n = edits.randrange(len(D.NOBLES))
            if t.faction[n] >= 0:
                t.lent[n] = edits.choice([a for a, _ in t.alliances] + [0])
                lent += 1
        u = t.copy()
        got: list = []
        want: list = []
        _check_alliances(t, got)
        _plain_check_alliances(u, want)
        assert t.alliances == u.alliances
        assert [(e.kind, e.data["a"], e.data["b"]) for e in got] == want
        compared += 1
        ended += len(want)
    assert compared > 400 and ended > 200 and lent > 100



def test_majorities_equal_the_plain_sums():
    """Parliament passes a card with more votes for than against in both Houses [10.3]."""
    rng = random.Random(41)
    passed = 0
    for _ in range(2000):
        rows = [{"seat": p, "lords": rng.randrange(0, 30), "commons": rng.randrange(0, 40),
                 "yes": rng.random() < 0.5} for p in range(rng.randrange(2, 8))]
        yes = [sum(r[h] for r in rows if r["yes"]) for h in ("lords", "commons")]
        no = [sum(r[h] for r in rows if not r["yes"]) for h in ("lords", "commons")]
        want = yes[0] > no[0] and yes[1] > no[1]
        assert _majorities(rows) == want
        passed += want
    assert 200 < passed < 1800


def _plain_home_spots(s, n: int) -> list[int]:
    seat = s.faction[n]
    out = []
    for loc in D.CONTROLS[n]:
        c = place_ctrl(s, loc)
        if s.besieged[loc] < 0 and c in (-1, seat) and all(
                s.faction[o] == seat for o in occupants(s, loc)):
            out.append(loc)
    for c in held(s, n):
        for loc in D.CONTROLS[c]:
            if place_ctrl(s, loc) == seat and s.besieged[loc] < 0 and loc not in out:
                out.append(loc)
    return out


def test_home_spots_and_ship_placement_equal_the_plain_rules():
    """A noble's home spots (a loop instead of ``all``) and a ship's port (each port
    asked without an occupancy snapshot) are the plain rule's [3.6, 3.7, 9.2]."""
    pick = random.Random(51)
    spots = placed = 0
    for k, (s, _legal) in enumerate(_games(((7, 10), (3, 6)))):
        if k % 3:
            continue
        t = s.copy()
        t.besieged[pick.randrange(D.N_LOCS)] = pick.choice([-1, 0])
        for n in D.NOBLES:
            for seat in (t.faction[n], pick.randrange(t.players)):
                u = t.copy()
                u.faction[n] = seat
                got = _home_spots(u, n)
                assert got == _plain_home_spots(u, n)
                spots += bool(got)
        for sh in D.SHIPS:
            h = t.holder[sh]
            if h < 0 or t.faction[h] < 0:
                continue
            a, b = t.copy(), t.copy()
            _place_ship(a, sh)
            home = D.HOME_PORT[sh]
            seat = b.faction[h]
            if home >= 0 and _port_ok(b, home, seat):
                b.ship_pos[sh] = LOC0 + home
            else:
                occ = occupancy(b)
                fits = [loc for loc in _ports_near(home) if _port_ok(b, loc, seat, occ)]
                b.ship_pos[sh] = LOC0 + (fits[0] if fits else home)
            assert a.same(b)
            placed += 1
    assert spots > 2000 and placed > 100


def _plain_can_enter(s, loc: int, seat: int, troops: int) -> bool:
    if s.besieged[loc] >= 0:
        return False
    inside = occupants(s, loc)
    if D.LOC_TYPE[loc] in ("open_town", "unfortified_town"):
        if any(not allied(s, s.faction[o], seat) for o in inside):
            return False
    elif not allied(s, place_ctrl(s, loc), seat):
        return False
    cap = D.LOC_CAP[loc]
    if not inside or cap >= 10**6:
        return troops <= cap
    return sum(strength(s, n) for n in inside) + troops <= cap


def test_entering_a_place_equals_the_plain_rule():
    """``can_enter`` with alliance tests written out equals the plain rule [6.1], with
    and without an occupancy snapshot and alliances."""
    pick = random.Random(61)
    yes = no = 0
    for k, (s, _legal) in enumerate(_games(((7, 11), (3, 7)))):
        if k % 4:
            continue
        u = s.copy()
        u.alliances = [(0, 2), (1, 2)]
        u.besieged[pick.randrange(D.N_LOCS)] = 1
        for t in (s, u):
            occ = occupancy(t)
            for loc in range(0, D.N_LOCS, 3 if k % 8 else 1):
                seat = pick.randrange(-1, t.players)
                troops = pick.choice([0, 1, 3, 6, 12, 40])
                want = _plain_can_enter(t, loc, seat, troops)
                assert can_enter(t, loc, seat, troops) == want
                assert can_enter(t, loc, seat, troops, occ) == want
                yes += want
                no += not want
    assert yes > 1000 and no > 1000


def test_turn_change_skips_only_victory_checks_that_find_nothing():
    """The end and the start of a turn skip ``_check_victory`` under the same test as
    apply: after a turn change no victory is left unnoticed, and one is found when due
    [12]."""
    starts = [RULES.new_game(3, seed, {"setup_choice": False}) for seed in range(1, 4)]
    over = quiet = 0
    for alive in range(1 << D.N_HEIRS):
        if bin(alive).count("1") > 2:
            continue
        for crowned in (0, alive, 1 << D.N_HEIRS, alive | 1 << D.N_HEIRS):
            for ctrl in (-1, 0, 1):
                s = starts[alive % 3].copy()
                s.phase = COMBAT
                s.heir_alive = [alive >> h & 1 for h in range(D.N_HEIRS)]
                s.heir_crowned = [crowned >> h & 1 for h in range(D.N_HEIRS + 1)]
                s.heir_ctrl = [ctrl if s.heir_alive[h] else -1 for h in range(D.N_HEIRS)]
                due = s.copy()  # the check at the end of the turn, after the coronation
                _coronation(due, [])
                _check_victory(due, [])
                hands = [h[:] for h in s.hands]
                P.apply(s, EndPhase(), check=False)
                if due.phase == OVER:  # found before the Crown card is drawn [4.6]
                    assert s.phase == OVER and s.winner == due.winner and s.hands == hands
                if s.phase == OVER:
                    over += 1
                    continue
                t = s.copy()
                _check_victory(t, [])
                assert t.same(s)
                quiet += 1
    assert over > 10 and quiet > 100
