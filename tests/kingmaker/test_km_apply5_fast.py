"""The fifth round of Kingmaker engine speed-ups must answer exactly as the plain code:
the combat phase's actions (place control, garrisons and alliances written out from
per-area tables, the attackers' strength summed only when needed), through random
games and on positions edited by hand."""

from __future__ import annotations

import random

from game.core import Rng, check_action_types
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import (
    EVENT_CARD,
    Answer,
    Battle,
    EndAlliance,
    Move,
    NavalAttack,
    Relieve,
    Sail,
    Sally,
    Siege,
    Vote,
)
from game.kingmaker.board import (
    BEAUFORT_SLOT,
    LOC0,
    SEA0,
    SHIP0,
    allied,
    area_of,
    at,
    can_enter,
    ctl,
    force,
    garrison,
    is_ambush,
    occupants,
    place_ctrl,
)
from game.kingmaker.cards import _hand_plays, _ransom_payable
from game.kingmaker.combat import (
    _attackers,
    _lift_sieges,
    _peaceful,
    _relievers_inside,
    field,
    with_commander,
)
from game.kingmaker.examples import area, blank, put
from game.kingmaker.examples import loc as loc_pos
from game.kingmaker.legal import _combat_actions, _pending_actions, forget_legal
from game.kingmaker.movement import _check_sieges, _do_move, _do_sail
from game.kingmaker.placement import _port_ok, _ship_owner
from game.kingmaker.royal import _check_victory, _fix_heirs, _take_heirs_at
from game.kingmaker.state import COMBAT, OVER
from game.kingmaker.turn import _CONT_POS, _on_continent
from game.kingmaker.turnmemo import turn_memo


def _ref_combat_actions(s) -> list:
    """The combat phase's actions from the board queries, one rule at a time [7]."""
    seat = s.active
    out: list = []
    areas = set()
    for n in D.NOBLES:
        if s.faction[n] < 0 or ctl(s, n) != seat or s.fought[n]:
            continue
        p = s.npos[n]
        if 0 <= p < LOC0:
            areas.add(p)
        elif LOC0 <= p < SEA0 and D.LOC_TYPE[p - LOC0] == "unfortified_town":
            areas.add(D.LOC_AREA[p - LOC0])
    for a in sorted(areas):
        here = field(s, a)
        att = _attackers(s, a)  # an alliance attacks with its commander [H 1.f]
        if not att:
            continue
        sa = force(s, att)
        targets = sorted({s.faction[n] for n in here if not allied(s, s.faction[n], seat)
                          and ctl(s, n) != seat})
        french = any(s.holder[c] in att for c in range(D.N_CARDS) if D.FRENCH[c])
        for t in targets:
            if _peaceful(s, a, seat, t):
                continue
            out.append(Battle(a, t, True))
            dfn = [n for n in here if allied(s, s.faction[n], t)]
            if french and is_ambush(sa, force(s, dfn)):
                out.append(Battle(a, t, False))
        for loc in D.AREA_LOCS[a]:
            if not D.LOC_FORTIFIED[loc]:
                continue
            c = place_ctrl(s, loc)
            if allied(s, c, seat) or _peaceful(s, a, seat, c):
                continue
            inside = occupants(s, loc)
            if D.LOC_TYPE[loc] == "open_town" and not inside:
                continue
            if any(allied(s, s.faction[o], seat) for o in inside):
                continue
            if sa >= garrison(s, loc) + force(s, inside):
                out.append(Siege(loc))
    for loc in range(D.N_LOCS):
        g = s.besieged[loc]
        if g >= 0 and not allied(s, g, seat):
            if with_commander(s, [n for n in occupants(s, loc)
                                  if ctl(s, n) == seat and not s.fought[n]]):
                out.append(Sally(loc))
            a = D.LOC_AREA[loc]
            if (_relievers_inside(s, loc, seat) and _attackers(s, a)
                    and not _peaceful(s, a, seat, g)):
                out.append(Relieve(loc))
    zones = sorted({s.ship_pos[sh] - SEA0 for sh in D.SHIPS if s.ship_pos[sh] >= SEA0
                    and not s.fought[sh] and _ship_owner(s, sh) == seat})
    if s.options["naval_combat"]:
        for z in zones:
            owners = {_ship_owner(s, sh) for sh in D.SHIPS if s.ship_pos[sh] == SEA0 + z}
            for t in sorted(o for o in owners if o >= 0 and not allied(s, o, seat)):
                out += [NavalAttack(z, t, False), NavalAttack(z, t, True)]
    return out


def _combat_states(players: int, seeds: tuple, limit: int = 10):
    """Combat-phase states of random games (the same object, changing)."""
    for seed in seeds:
        s = RULES.new_game(players, seed, {"turn_limit": limit})
        rng = Rng(seed * 7 + players)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            if s.phase == COMBAT and not s.pending:
                yield s
            RULES.apply(s, rng.choice(legal))


def _edit(t, rng: random.Random) -> None:
    """A hand edit of what the combat list reads."""
    inplay = [n for n in D.NOBLES if t.faction[n] >= 0]
    k = rng.randint(0, 8)
    if k == 0 and inplay:
        t.npos[rng.choice(inplay)] = rng.randint(0, SEA0 - 1)
    elif k == 1 and inplay:
        t.fought[rng.choice(inplay)] ^= 1
    elif k == 2 and inplay:
        c = rng.choice([c for c in range(D.N_CARDS) if D.CARD_TYPE[c] != "noble"])
        t.holder[c] = rng.choice(inplay + [-1])
    elif k == 3:
        t.peace.append((rng.randrange(D.N_AREAS), t.tnum + 5, -1, -1))
    elif k == 4:
        t.conquered[rng.randint(0, D.N_LOCS - 1)] = rng.randint(-1, t.players - 1)
    elif k == 5:
        other = rng.randint(0, t.players - 1)
        key = (min(other, t.active), max(other, t.active))
        if other != t.active and key not in t.alliances:
            t.alliances.append(key)
    elif k == 6 and inplay:
        t.lent[rng.choice(inplay)] = rng.randint(-1, t.players - 1)
    elif k == 7:
        sh = rng.choice(D.SHIPS)
        t.ship_pos[sh] = rng.choice([-1, rng.randint(D.SEA0, D.SHIP0 - 1)])
    else:  # a noble of the seat (or an ally's) inside a place where the seat may attack
        field_areas = [t.npos[n] for n in inplay if ctl(t, n) == t.active and t.npos[n] < LOC0]
        places = [loc for a in field_areas for loc in D.AREA_LOCS[a] if D.LOC_FORTIFIED[loc]]
        own = [n for n in inplay if t.faction[n] == t.active]
        if places and own:
            t.npos[rng.choice(own)] = LOC0 + rng.choice(places)


def test_combat_actions_equal_the_plain_rules_through_random_games():
    compared = edited = 0
    kinds: set[str] = set()
    edits = random.Random(5)
    for players, seeds in ((7, (1, 2, 5)), (3, (3,)), (2, (4,))):
        for s in _combat_states(players, seeds):
            want = _ref_combat_actions(s)
            assert _combat_actions(s) == want
            assert _combat_actions(s, turn_memo(s)[0]) == want
            compared += 1
            kinds.update(type(a).__name__ for a in want)
            if compared % 3:
                continue
            t = s.copy()
            for _ in range(4):
                _edit(t, edits)
            forget_legal(t)
            want = _ref_combat_actions(t)
            assert _combat_actions(t) == want
            assert _combat_actions(t, turn_memo(t)[0]) == want
            kinds.update(type(a).__name__ for a in want)
            edited += 1
    assert compared > 250 and edited > 80
    assert {"Battle", "Siege", "NavalAttack"} <= kinds


def test_siege_refused_while_a_friendly_noble_is_inside():
    """Kenilworth, a neutral royal castle (garrison 200) [7.4]: 310 in the open may
    besiege it with an enemy Audley (10) inside, not while a noble of the seat or of an
    ally is inside; the fast list and the plain rules agree each time."""
    s = blank(3)
    a = area("kenilworth")
    kenil = D.LOC_INDEX["kenilworth"]
    put(s, "nob_percy", 0, a, "off_marshal_of_england", "mrc_french_foot_9")
    put(s, "nob_neville", 0, a, "mrc_burgundian_crossbowmen_1", "mrc_scots_archers_7",
        "mrc_saxon_foot_5")
    s.phase = COMBAT
    audley = put(s, "nob_audley", 2, loc_pos("kenilworth"))
    assert force(s, [audley]) == 10 and place_ctrl(s, kenil) == -1

    def siege_listed() -> bool:
        forget_legal(s)
        got = _combat_actions(s, turn_memo(s)[0])
        assert got == _combat_actions(s) == _ref_combat_actions(s)
        return Siege(kenil) in got

    assert siege_listed()
    s.faction[audley] = 0  # the seat's own noble inside: no siege
    assert not siege_listed()
    s.faction[audley] = 1  # an ally's: no siege
    s.alliances.append((0, 1))
    assert not siege_listed()
    s.alliances.clear()  # a stranger's again
    assert siege_listed()
    s.lent[audley] = 0  # lent to the seat, but a faction not allied to it: still besieged
    assert siege_listed()


def _ref_answers(s) -> list | None:
    """The answers to an offer, an alliance, a ransom or a pardon, or a vote, built
    fresh (None for the other pending decisions)."""
    p = s.pending[0]
    kind, seat = p[0], p[1]
    extra = [EndAlliance(b if a == seat else a) for a, b in s.alliances if seat in (a, b)]
    if kind == "offer":
        to, ask = p[1], p[4]
        if not ask:
            return [Answer(True, -1), Answer(False, -1)] + extra
        back = sorted(set(s.hands[to])) + [EVENT_CARD + e for e in sorted(set(s.held_events[to]))]
        return [Answer(True, c) for c in back] + [Answer(False, -1)] + extra
    if kind == "alliance":
        return [Answer(True, -1), Answer(False, -1)] + extra
    # the seed's 1.a: hidden cards also while answering one's own decisions in one's turn
    own = _hand_plays(s, seat) if s.options["seed_text"] and seat == s.active else []
    if kind == "ransom":
        owner, price, paid = p[1], p[4], p[5]
        if not price:
            return [Answer(True, -1), Answer(False, -1)] + own
        pay = [Answer(True, c) for c in _ransom_payable(s, owner)]
        return (pay if paid else pay + [Answer(False, -1)]) + own
    if kind == "pardon":
        return [Answer(True, -1), Answer(False, -1)] + own
    if kind == "vote":
        return [Vote(True), Vote(False)] + _hand_plays(s, seat) + extra
    return None


def test_pending_answers_equal_fresh_ones_through_random_games():
    """The answers handed out from tables built once equal fresh ones, field types
    included, also after the hand, the held events and the alliances are edited."""
    compared = edited = 0
    kinds: set[str] = set()
    edits = random.Random(8)
    for players, seed in ((7, 1), (7, 2), (4, 3), (2, 4)):
        s = RULES.new_game(players, seed, {"turn_limit": 10})
        rng = Rng(seed + 41)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            want = _ref_answers(s) if s.pending else None
            if want is not None:
                assert legal == want and _pending_actions(s) == want
                for a in legal:
                    check_action_types(a)
                kinds.add(s.pending[0][0])
                compared += 1
                t = s.copy()
                to = t.pending[0][1]
                # cards by hand, now and then a hidden one (-1) as in an observation
                t.hands[to] = [edits.randrange(-1, D.N_CARDS) for _ in range(edits.randint(0, 6))]
                t.held_events[to] = [edits.randrange(-1, D.N_EVENTS)
                                     for _ in range(edits.randint(0, 2))]
                if edits.random() < 0.5 and players > 2:
                    t.alliances = [(min(to, (to + 1) % players), max(to, (to + 1) % players))]
                forget_legal(t)
                assert RULES.legal_actions(t) == _ref_answers(t)
                edited += 1
            RULES.apply(s, rng.choice(legal))
    assert compared > 300 and edited == compared
    assert {"offer", "vote", "ransom"} <= kinds


def _ref_fix_heirs(s) -> None:
    for h in range(D.N_HEIRS):
        if not s.heir_alive[h]:
            continue
        p, c = s.heir_pos[h], s.heir_ctrl[h]
        if c >= 0 and any(ctl(s, n) == c or s.faction[n] == c for n in at(s, p)):
            continue
        if LOC0 <= p < SEA0:
            s.heir_ctrl[h] = place_ctrl(s, p - LOC0)
        elif p >= SHIP0:
            holder = s.holder[p - SHIP0]
            s.heir_ctrl[h] = s.faction[holder] if holder >= 0 else -1
        else:
            s.heir_ctrl[h] = -1


def _ref_do_sail(s, sh: int, dest: int) -> None:
    """Sailing [6.5] as the plain rules say it: whoever is aboard goes ashore in port,
    inside if friendly and there is room; royal pieces aboard go with them."""
    s.moved[sh] = 1
    s.ship_pos[sh] = dest
    aboard = [n for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    for n in aboard:
        s.moved[n] |= 3
    if dest < SEA0:
        loc = dest - LOC0
        seat = _ship_owner(s, sh)
        inside = (_port_ok(s, loc, seat) and D.LOC_TYPE[loc] != "unfortified_town"
                  and can_enter(s, loc, seat, force(s, aboard)))
        to = dest if inside else D.LOC_AREA[loc]
        for n in aboard:
            s.npos[n] = to
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == SHIP0 + sh:
                s.heir_pos[h] = to
        if aboard:
            _take_heirs_at(s, to, ctl(s, aboard[0]))
        _ref_fix_heirs(s)


def test_sailing_and_heirs_equal_the_plain_rules_through_random_games():
    """Sails (empty ships skip the landing), moves (sieges lifted by the besieged places
    only) and the heirs' control equal the plain rules, also with nobles and royal pieces
    put aboard by hand."""
    sails = moves = boarded = 0
    edits = random.Random(3)
    for players, seed in ((7, 1), (7, 2), (3, 5)):
        s = RULES.new_game(players, seed, {"turn_limit": 10})
        rng = Rng(seed + 3)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            a = rng.choice(legal)
            t = s.copy()
            if type(a) is Sail:
                if edits.random() < 0.3:  # someone aboard, put there by hand
                    live = [h for h in range(D.N_HEIRS) if t.heir_alive[h]]
                    if edits.random() < 0.5 and live:
                        t.heir_pos[edits.choice(live)] = SHIP0 + a.ship
                    else:
                        n = edits.choice([n for n in D.NOBLES if t.faction[n] >= 0])
                        t.npos[n] = SHIP0 + a.ship
                    boarded += 1
                u = t.copy()
                _do_sail(t, a.ship, a.dest, [])
                _ref_do_sail(u, a.ship, a.dest)
                assert t.same(u)
                sails += 1
            elif type(a) is Move:
                u = t.copy()
                _do_move(t, a.noble, a.dest, a.heirs, [])
                u.npos[a.noble] = a.dest  # the move itself, then the checks by the plain code
                u.moved[a.noble] |= 1
                if a.heirs:
                    for h in range(D.N_HEIRS):
                        if (s.heir_alive[h] and s.heir_pos[h] == s.npos[a.noble]
                                and s.heir_ctrl[h] == ctl(s, a.noble)):
                            u.heir_pos[h] = a.dest
                _take_heirs_at(u, a.dest, ctl(s, a.noble))
                _ref_fix_heirs(u)
                _check_sieges(u)
                assert t.same(u)
                moves += 1
            else:
                _fix_heirs(t)
                _ref_fix_heirs(s)
                assert t.heir_ctrl == s.heir_ctrl
            RULES.apply(s, a)
    assert sails > 100 and moves > 300 and boarded > 20


def test_turn_end_shortcuts_equal_the_plain_checks_through_random_games():
    """The Continent by a table of positions equals the plain area test [H 2.2]; the
    victory check apply skips (two heirs alive, or the one living heir not crowned, nor
    Beaufort) would find nothing [12]; a plague place without a royal piece kills none."""
    checked = skipped = 0
    for players, seed in ((7, 1), (7, 3), (2, 6)):
        s = RULES.new_game(players, seed, {"turn_limit": 10})
        rng = Rng(seed + 5)
        while s.to_act() is not None:
            for n in D.NOBLES:
                p = s.npos[n]
                a = area_of(s, p)
                plain = 0 <= p < SEA0 and a >= 0 and bool(D.CONTINENT[a])
                assert _CONT_POS[p] == plain == bool(_on_continent(s, n))
            alive = s.heir_alive
            left = len(alive) - alive.count(0)
            if s.phase != OVER and not (left < 2 and (
                    not left or s.heir_crowned[BEAUFORT_SLOT]
                    or s.heir_crowned[alive.index(1)])):
                t = s.copy()
                _check_victory(t, [])
                assert t.same(s)
                skipped += 1
            checked += 1
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
    assert checked > 1000 and skipped > 500
    for p in range(-2, SHIP0 + D.N_CARDS):  # every position, ships in port included
        s = RULES.new_game(3, 1)
        s.npos[0] = p
        if p >= SHIP0:
            s.ship_pos[p - SHIP0] = LOC0 + D.LOC_INDEX["calais"]
        assert _CONT_POS[p] == bool(_on_continent(s, 0))


def test_heirs_control_and_siege_lifting_equal_the_plain_rules_after_hand_edits():
    """The heirs' control [7.5] (escorts found by C scans, place control written out)
    and the lifting of sieges [7.4] (besiegers and garrisons written out) equal the
    plain rules on random positions with escorts, loans, alliances, conquests and
    sieges made by hand."""
    edits = random.Random(12)
    escorted = lifted = allied_sieges = 0
    for players, seed in ((7, 1), (3, 2)):
        for s in _combat_states(players, (seed,)):
            t = s.copy()
            live = [h for h in range(D.N_HEIRS) if t.heir_alive[h]]
            inplay = [n for n in D.NOBLES if t.faction[n] >= 0]
            for _ in range(3):
                if live and inplay:  # an escort (or a stranger) joins a royal piece
                    h = edits.choice(live)
                    n = edits.choice(inplay)
                    t.npos[n] = t.heir_pos[h]
                    t.heir_ctrl[h] = edits.choice([t.faction[n], edits.randrange(players)])
                if inplay and edits.random() < 0.3:
                    t.lent[edits.choice(inplay)] = edits.randrange(players)
                if edits.random() < 0.3:
                    t.conquered[edits.randrange(D.N_LOCS)] = edits.randrange(-1, players)
                if players > 2 and edits.random() < 0.4:
                    a, b = edits.sample(range(players), 2)
                    if (min(a, b), max(a, b)) not in t.alliances:
                        t.alliances.append((min(a, b), max(a, b)))
                t.besieged[edits.randrange(D.N_LOCS)] = edits.randrange(players)
            u = t.copy()
            _fix_heirs(t)
            _ref_fix_heirs(u)
            assert t.heir_ctrl == u.heir_ctrl
            escorted += sum(1 for h in live if t.heir_ctrl[h] >= 0)
            before = t.besieged[:]
            _lift_sieges(t)
            _check_sieges(u)
            assert t.besieged == u.besieged
            lifted += sum(1 for x, y in zip(before, t.besieged, strict=True) if x != y)
            allied_sieges += bool(t.alliances) and max(t.besieged) >= 0
    assert escorted > 100 and lifted > 100 and allied_sieges > 5


