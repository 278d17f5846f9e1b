"""Each seat's land destinations and ship destinations kept on the state from one legal
query to the next (section 6), updated from what changed since the last query.

A :class:`MoveMemo` holds, for one seat: the room left in every place
(:func:`movement._room`), which road areas block (:func:`movement._road_blocked`), the
areas each starting area reaches, each noble's destinations with their Move actions, the
ports the seat may enter and each ship's Sail actions. Each query compares copies of the
state's lists (positions, allocations, factions, sieges, conquests, alliances, weather)
with the current ones: the places whose occupants, troops inside or control changed are
recomputed, and a noble's destinations are rebuilt only when his position, his strength
or his reach changed or a place within his reach gained or lost room for his troops. A
state edited by hand is therefore still answered right. The plain functions
:func:`movement._land_dests` and :func:`movement._ship_dests` are the reference the tests
compare with (``tests/kingmaker/test_km_move_cache.py``).
"""

from __future__ import annotations

from itertools import compress
from operator import is_not, itemgetter

from game.kingmaker import data as D
from game.kingmaker.actions import Move, Sail
from game.kingmaker.board import LOC0, SEA0, SHIP0, force, occupancy, strength
from game.kingmaker.common import _tup
from game.kingmaker.movement import (
    _ANY,
    _AREA_LOCPOS,
    _IS_OPEN,
    _NOBLE_CARD,
    _ROAD_LOCS,
    _ROAD_RUNS,
    _aboard,
    _area_steps,
    _ship_dests,
    _zones_from,
)
from game.kingmaker.placement import _ship_owner
from game.kingmaker.state import KState
from game.kingmaker.turnmemo import TurnMemo

_CARDS = range(D.N_CARDS)
_LOCS = range(D.N_LOCS)
_CARD_LOCS = tuple(tuple(loc for loc in _LOCS if D.LOC_CARD[loc] == c) for c in _CARDS)
_LOC_AREA = D.LOC_AREA
_ONROAD = D.LOC_ONROAD
_PORT = D.LOC_PORT
_LOC_CARD = D.LOC_CARD
_CAP = D.LOC_CAP
_STRONG = tuple(D.TROOPS[c] != 0 or D.BONUS[c] is not None for c in _CARDS)  # add troops
# per area: the starting areas whose road runs pass through it (their reach may change)
_RUN_STARTS = tuple(tuple(a for a in range(D.N_AREAS) if any(b in run for run in _ROAD_RUNS[a]))
                    for b in range(D.N_AREAS))

_MOVES: list = [None] * D.N_CARDS  # per noble: its Move to each land position, built once


def moves_of(n: int) -> tuple[tuple, tuple]:
    """Noble ``n``'s Move to every land position: without and with the royal pieces."""
    got = _MOVES[n]
    if got is None:
        got = _MOVES[n] = (tuple(_tup(Move, (n, d, False)) for d in range(SEA0)),
                           tuple(_tup(Move, (n, d, True)) for d in range(SEA0)))
    return got


_SAILS: list = [None] * D.N_CARDS  # per ship: its Sail to each port or sea zone


def sails_of(sh: int) -> tuple:
    got = _SAILS[sh]
    if got is None:
        got = _SAILS[sh] = tuple(_tup(Sail, (sh, d)) for d in range(SHIP0))
    return got


class Places:
    """Who is inside each place, their troops and who controls it (shared by the seats'
    memos), with copies of the state's lists it was built from and a log of what changed:
    a place (its index) or a noble whose strength changed (``-1 - noble``)."""

    __slots__ = ("npos", "holder", "faction", "besieged", "conquered", "ctrl", "facs",
                 "troops", "log", "base")

    def __init__(self, s: KState, occ: dict | None = None) -> None:
        if occ is None:
            occ = occupancy(s)
        self.npos = s.npos[:]
        self.holder = s.holder[:]
        self.faction = s.faction[:]
        self.besieged = s.besieged[:]
        self.conquered = s.conquered[:]
        self.ctrl = [-1] * D.N_LOCS  # place_ctrl()
        self.facs: list = [()] * D.N_LOCS  # the factions of the nobles inside, in card order
        self.troops = [0] * D.N_LOCS  # their troops
        for loc in _LOCS:
            _look(s, self, loc, occ)
        self.log: list[int] = []
        self.base = 0  # the log position of log[0] (the log is cut when long)


def _look(s: KState, pl: Places, loc: int, occ: dict) -> bool:
    """Update what ``pl`` holds of ``loc`` (``occ``: :func:`board.occupancy` of the
    state); whether it changed."""
    inside = occ.get(LOC0 + loc, ())
    fac = s.faction
    c = s.conquered[loc]
    if c < 0:
        if _IS_OPEN[loc]:
            c = fac[inside[0]] if inside else -1
        else:
            card = _LOC_CARD[loc]
            if card >= 0:
                if _NOBLE_CARD[card]:
                    c = fac[card]
                else:
                    h = s.holder[card]
                    c = fac[h] if h >= 0 else -1
    # one noble is the common case: no comprehension frame for it
    facs = (fac[inside[0]],) if len(inside) == 1 else tuple([fac[o] for o in inside])
    troops = force(s, inside) if inside else 0
    if c == pl.ctrl[loc] and troops == pl.troops[loc] and facs == pl.facs[loc]:
        return False
    pl.ctrl[loc] = c
    pl.facs[loc] = facs
    pl.troops[loc] = troops
    return True


_FIRST = itemgetter(0)  # the card of a (card, old position) pair


def _places(s: KState, memos: dict, occ: dict | None, tm: TurnMemo | None) -> Places:
    """The shared table of places, brought up to date with the state (``occ``: its
    :func:`board.occupancy`, or None; ``tm``: the active seat's turn memo when
    :func:`turnmemo.turn_memo` has just brought it up to date, or None). The table keeps
    the turn memo's copies of the lists (never changed in place): a copy it holds is
    known equal to the state's without comparing, and the cards moved are the memo's."""
    pl = memos.get(-1)
    if pl is None:
        pl = memos[-1] = Places(s, occ)
        return pl
    npos, holder, faction, besieged = s.npos, s.holder, s.faction, s.besieged
    if tm is None:
        new_pos = moved = None if pl.npos == npos else list(
            compress(_CARDS, map(is_not, pl.npos, npos)))
        same = (pl.holder == holder, pl.faction == faction, pl.besieged == besieged)
    else:
        new_pos = tm.npos
        if pl.npos is new_pos:
            moved = None
        elif pl.npos is tm.prev_npos:
            moved = list(map(_FIRST, tm.last_moved))
        else:
            moved = None if pl.npos == npos else list(
                compress(_CARDS, map(is_not, pl.npos, npos)))
        same = (pl.holder is tm.holder or pl.holder == holder,
                pl.faction is tm.faction or pl.faction == faction,
                pl.besieged is tm.besieged or pl.besieged == besieged)
    if moved is None and all(same) and pl.conquered == s.conquered:
        if tm is not None:
            pl.npos, pl.holder, pl.faction, pl.besieged = (tm.npos, tm.holder, tm.faction,
                                                           tm.besieged)
        return pl
    old_pos, old_holder = pl.npos, pl.holder
    dirty: set[int] = set()
    add = dirty.add
    log = pl.log
    if moved:
        for c in moved:
            p = old_pos[c]
            if LOC0 <= p < SEA0:
                add(p - LOC0)
            p = npos[c]
            if LOC0 <= p < SEA0:
                add(p - LOC0)
    if not same[0]:
        for c in compress(_CARDS, map(is_not, old_holder, holder)):
            if _STRONG[c]:  # the strength of the old and the new holder changes
                for h in (old_holder[c], holder[c]):
                    if h >= 0:
                        log.append(-1 - h)
                        for p in (old_pos[h], npos[h]):
                            if LOC0 <= p < SEA0:
                                add(p - LOC0)
            dirty.update(_CARD_LOCS[c])  # so may the control of the places c gives
    if not same[1]:
        old_fac = pl.faction
        for c in compress(_CARDS, map(is_not, old_fac, faction)):
            for p in (old_pos[c], npos[c]):
                if LOC0 <= p < SEA0:
                    add(p - LOC0)
            dirty.update(_CARD_LOCS[c])
            for x in _CARDS:  # the places controlled through the cards c holds
                if holder[x] == c or old_holder[x] == c:
                    dirty.update(_CARD_LOCS[x])
    if not same[2]:
        for loc in compress(_LOCS, map(is_not, pl.besieged, besieged)):
            log.append(loc)  # a siege changes room and ports even when nothing else does
    if pl.conquered != s.conquered:
        dirty.update(compress(_LOCS, map(is_not, pl.conquered, s.conquered)))
    if tm is None:
        pl.npos, pl.holder, pl.faction, pl.besieged = (npos[:], holder[:], faction[:],
                                                       besieged[:])
    else:
        pl.npos, pl.holder, pl.faction, pl.besieged = (new_pos, tm.holder, tm.faction,
                                                       tm.besieged)
    pl.conquered = s.conquered[:]
    if dirty and occ is None:
        occ = occupancy(s)
    for loc in dirty:
        if _look(s, pl, loc, occ):
            log.append(loc)
    if len(log) > 4096:  # memos that have not read the part cut start afresh
        del log[:2048]
        pl.base += 2048
    return pl


class MoveMemo:
    """One seat's movement answers, and how far it has read the places' log."""

    __slots__ = ("seat", "alliances", "weather", "seen", "room", "blocked", "reach", "land",
                 "ports", "ships")

    def __init__(self, s: KState, pl: Places, seat: int) -> None:
        self.seat = seat
        self.alliances = s.alliances[:]
        self.weather = s.weather
        self.seen = pl.base + len(pl.log)
        self.room = [_room_of(s, pl, loc, seat) for loc in _LOCS] + [_ANY]  # last: open ground
        self.blocked: list = [None] * D.N_AREAS  # per road area: blocks the seat (None: unknown)
        # per start: (areas in order, their set, positions in order, their room slots)
        self.reach: list = [None] * D.N_AREAS
        # per noble: (position, reach, strength, destinations, moves, moves with escort)
        self.land: dict[int, list] = {}
        self.ports: list = [None] * D.N_LOCS  # per port: troops needed to sail in (None: unknown)
        # per ship: (position, aboard, banned from the Continent, troops, ports it reaches,
        # Sail actions)
        self.ships: dict[int, tuple] = {}


def _friend(al: list, c: int, seat: int) -> bool:
    """``allied(c, seat)`` for a seat >= 0."""
    return c == seat or c >= 0 and bool(al) and (min(c, seat), max(c, seat)) in al


def _all_friends(al: list, facs: tuple, seat: int) -> bool:
    for f in facs:
        if f != seat and (f < 0 or not al or (min(f, seat), max(f, seat)) not in al):
            return False
    return True


_BIG = 10**6  # a capacity this large is unlimited


def _room_of(s: KState, pl: Places, loc: int, seat: int) -> int:
    """:func:`movement._room` from the table."""
    if s.besieged[loc] >= 0:
        return -1
    al = s.alliances
    if _IS_OPEN[loc]:
        if not _all_friends(al, pl.facs[loc], seat):
            return -1
    elif not _friend(al, pl.ctrl[loc], seat):
        return -1
    r = _CAP[loc]
    if pl.facs[loc] and r < _BIG:
        r -= pl.troops[loc]
        if r < 0:
            return -1
    return r


def _need_of(s: KState, pl: Places, loc: int, seat: int) -> int:
    """Troops a ship of ``seat`` needs aboard to sail into port ``loc`` (-1: any, the port
    is friendly): the garrison and the troops inside [6.5], as :func:`movement._ship_dests`
    counts them."""
    al = s.alliances
    c = pl.ctrl[loc]
    if s.besieged[loc] < 0 and (_friend(al, c, seat)
                                or c < 0 and _all_friends(al, pl.facs[loc], seat)):
        return -1
    if _OPEN_TOWN[loc]:
        return pl.troops[loc] + (_OPEN_GARRISON if pl.facs[loc] else 0)
    return pl.troops[loc] + _GARRISON[loc]


def _blocked_of(s: KState, pl: Places, a: int, seat: int) -> bool:
    """:func:`movement._road_blocked` from the table."""
    al = s.alliances
    for loc, unfortified in _ROAD_LOCS[a]:
        if unfortified:
            if not _all_friends(al, pl.facs[loc], seat):
                return True
            continue
        c = pl.ctrl[loc]
        if c < 0 and not _NEUTRAL_BLOCKS:
            continue
        if not _friend(al, c, seat):
            return True
    return False


_NEUTRAL_BLOCKS = D.R["neutral_on_road_place_blocks"]


def move_memo(s: KState, seat: int, occ: dict | None = None,
              tm: TurnMemo | None = None) -> MoveMemo:
    """``seat``'s memo on ``s``, brought up to date with the state (``occ``: the state's
    :func:`board.occupancy` when the caller keeps one; ``tm``: see :func:`_places`)."""
    memos = getattr(s, "_moves", None)
    if memos is None:
        memos = s._moves = {}
    pl = _places(s, memos, occ, tm)
    mm = memos.get(seat)
    if mm is None or mm.alliances != s.alliances or mm.seen < pl.base:
        mm = memos[seat] = MoveMemo(s, pl, seat)
        return mm
    if mm.weather != s.weather:
        mm.weather = s.weather
        mm.reach = [None] * D.N_AREAS
    end = pl.base + len(pl.log)
    if mm.seen != end:
        _sync(s, pl, mm, pl.log[mm.seen - pl.base:])
        mm.seen = end
    return mm


def _sync(s: KState, pl: Places, mm: MoveMemo, news: list[int]) -> None:
    """Read what changed since the memo last looked (see the module)."""
    seat = mm.seat
    room, blocked, ports, land = mm.room, mm.blocked, mm.ports, mm.land
    flips = []
    port_flips = []
    ships = mm.ships
    al, besieged = s.alliances, s.besieged
    ctrl, facs, troops = pl.ctrl, pl.facs, pl.troops
    for loc in set(news):
        if loc < 0:  # a noble's strength changed
            land.pop(-1 - loc, None)
            if ships:  # troops aboard may change
                gone = []  # plain loops here: a comprehension's frame costs more
                for sh, v in ships.items():
                    if v[1]:
                        gone.append(sh)
                for sh in gone:
                    del ships[sh]
            continue
        if al:
            r = _room_of(s, pl, loc, seat)
        elif besieged[loc] >= 0:  # _room_of without alliances
            r = -1
        else:
            f = facs[loc]
            if f.count(seat) != len(f) if _IS_OPEN[loc] else ctrl[loc] != seat:
                r = -1
            else:
                r = _CAP[loc]
                if f and r < _BIG:
                    r -= troops[loc]
                    if r < 0:
                        r = -1
        if r != room[loc]:
            old = room[loc]
            flips.append((_LOC_AREA[loc], old, r) if old < r else (_LOC_AREA[loc], r, old))
            room[loc] = r
        if _ONROAD[loc]:
            a = _LOC_AREA[loc]
            b = blocked[a]
            if b is not None and b != _blocked_of(s, pl, a, seat):
                blocked[a] = not b
                reach = mm.reach
                for start in _RUN_STARTS[a]:
                    reach[start] = None
        if _PORT[loc]:
            k = ports[loc]
            if k is not None:
                k2 = _need_of(s, pl, loc, seat)
                if k2 != k:
                    ports[loc] = k2
                    port_flips.append((loc, k, k2) if k < k2 else (loc, k2, k))
    if flips:
        for a, lo, hi in flips:  # room for troops st appeared or vanished: lo < st <= hi
            gone = []
            for n, e in land.items():
                if lo < e[2] <= hi and a in e[1][1]:
                    gone.append(n)
            for n in gone:
                del land[n]
    if port_flips:
        for loc, lo, hi in port_flips:  # open or closed to troops lo <= t < hi
            gone = []
            for sh, v in ships.items():
                if lo <= v[3] < hi and loc in v[4]:
                    gone.append(sh)
            for sh in gone:
                del ships[sh]


def _reach(s: KState, mm: MoveMemo, start: int) -> tuple:
    """(areas, their set, positions in order, their room slots) reached from ``start``:
    :func:`movement._reach`, kept."""
    runs = _ROAD_RUNS[start]
    cuts = []
    if runs and start != D.ANGLESEY:
        blocked, seat = mm.blocked, mm.seat
        for run in runs:  # how far along each road the seat may go
            i = 0
            for b in run:
                i += 1
                k = blocked[b]
                if k is None:
                    k = blocked[b] = _blocked_of(s, s._moves[-1], b, seat)
                if k:
                    break
            cuts.append(i)
    key = (start, bool(s.weather), tuple(cuts))
    got = _REACH.get(key)
    if got is None:
        if start == D.ANGLESEY:
            areas = (start, D.ARFON)
        else:
            seen = set(_area_steps(start, key[1]))
            for run, i in zip(runs, cuts, strict=True):
                seen.update(run[:i])
            areas = tuple(sorted(seen))
        pos = []
        slot = []
        for a in areas:
            pos.append(a)
            slot.append(D.N_LOCS)
            for loc, q in _AREA_LOCPOS[a]:
                pos.append(q)
                slot.append(loc)
        got = _REACH[key] = (areas, frozenset(areas), tuple(pos), tuple(slot), _runs(areas))
    mm.reach[start] = got
    return got


# (start, bad weather, how far along each road): the reach data (the map is fixed)
_REACH: dict[tuple, tuple] = {}


def _dests(mm: MoveMemo, reach: tuple, st: int, p: int) -> list:
    """Each area reached and the places in it with room for ``st`` troops, but ``p`` (the
    order of :func:`movement._land_dests`)."""
    room = mm.room
    out: list[int] = []
    for run, locs in reach[4]:
        out += run  # open ground: room for any force
        for q, k in locs:
            if room[k] >= st:
                out.append(q)
    if p in out:
        out.remove(p)
    return out


def land_entry(s: KState, mm: MoveMemo, n: int) -> list | None:
    """[position, reach, strength, destinations, moves, moves with escort (or None)] of
    noble ``n`` (not moved, moving for the memo's seat), or None when he cannot move by
    land (besieged, captive, at sea)."""
    p = s.npos[n]
    if p < LOC0:
        if p < 0:
            return None
        start = p
    elif p < SEA0:
        if s.besieged[p - LOC0] >= 0:
            return None
        start = _LOC_AREA[p - LOC0]
    elif p >= SHIP0:  # aboard a ship in port: ashore in the port's area only
        sp = s.ship_pos[p - SHIP0]
        if not LOC0 <= sp < SEA0:
            return None
        a = _LOC_AREA[sp - LOC0]
        d = _dests(mm, _area_alone(a), strength(s, n), p)
        plain = moves_of(n)[0]
        return [p, None, None, d, tuple([plain[x] for x in d]), None]
    else:
        return None
    reach = mm.reach[start] or _reach(s, mm, start)
    e = mm.land.get(n)
    if e is not None and e[0] == p and e[1] is reach:
        return e
    st = strength(s, n)
    d = _dests(mm, reach, st, p)
    plain = moves_of(n)[0]
    e = mm.land[n] = [p, reach, st, d, tuple([plain[x] for x in d]), None]
    return e


def land_moves(s: KState, mm: MoveMemo, n: int, esc: bool) -> tuple:
    """Noble ``n``'s Move actions (each destination alone, or also with the royal pieces
    when ``esc``)."""
    e = land_entry(s, mm, n)
    if e is None:
        return ()
    if not esc:
        return e[4]
    acts = e[5]
    if acts is None:
        plain, escort = moves_of(n)
        acts = e[5] = tuple(a for d in e[3] for a in (plain[d], escort[d]))
    return acts


def land_dests(s: KState, n: int) -> tuple:
    """:func:`movement._land_dests` from the memo of the seat moving ``n``."""
    p = s.npos[n]
    if p < 0 or s.moved[n] & 1:
        return ()
    f = s.lent[n]
    mm = move_memo(s, f if f >= 0 else s.faction[n])
    e = land_entry(s, mm, n)
    return () if e is None else e[3]


def ship_sails(s: KState, mm: MoveMemo, sh: int, occ: dict | None = None) -> tuple:
    """Ship ``sh``'s Sail actions (:func:`movement._ship_dests`; the ship is the memo's
    seat's), kept while its position and passengers are the same and no port within its
    reach became open or closed to the troops aboard. ``occ``: the state's
    :func:`board.occupancy`, or None (a noble out of play is off the board, so the
    nobles it lists aboard are :func:`movement._aboard`'s)."""
    p = s.ship_pos[sh]
    if p < 0 or s.moved[sh] or s.storm:
        return ()
    got = occ.get(SHIP0 + sh) if occ is not None else (
        _aboard(s, sh) if s.npos.count(SHIP0 + sh) else None)
    if got:
        aboard = tuple(got)
        ban, rnd = s.cont_ban, s.round
        banned = False
        for n in aboard:
            if ban[n] > rnd:
                banned = True
                break
    else:
        aboard = ()
        banned = False
    got = mm.ships.get(sh)
    if got is not None and got[0] == p and got[1] == aboard and got[2] == banned:
        return got[5]
    troops = force(s, aboard)
    zones, ports = _sea_data(p)
    need = mm.ports
    seat = mm.seat
    pl = s._moves[-1]
    dests = list(zones)
    for loc, cont in ports:
        if banned and cont:
            continue
        k = need[loc]
        if k is None:
            k = need[loc] = _need_of(s, pl, loc, seat)
        if troops >= k:
            dests.append(LOC0 + loc)
    sails = sails_of(sh)
    got = mm.ships[sh] = (p, aboard, banned, troops, _ports_near(p),
                          tuple([sails[x] for x in dests]))
    return got[5]


_OPEN_TOWN = tuple(t == "open_town" for t in D.LOC_TYPE)
_OPEN_GARRISON = D.R["open_town_garrison_when_occupied"]
_GARRISON = D.LOC_GARRISON
_SEA: dict[int, tuple] = {}


def _sea_data(p: int) -> tuple:
    """(sea zones a ship at ``p`` may sail to, (port, on the Continent) for each port it
    may sail to), in the order of :func:`movement._ship_dests` (the map is fixed)."""
    got = _SEA.get(p)
    if got is None:
        if p >= SEA0:
            starts: tuple[int, ...] = (p - SEA0,)
            here = -1
        else:
            starts = D.AREA_ZONES[_LOC_AREA[p - LOC0]]
            here = p - LOC0
        seen = _zones_from(starts)
        ports = sorted({loc for z in seen for loc in D.ZONE_PORTS[z]})
        got = _SEA[p] = (tuple(SEA0 + z for z in seen if SEA0 + z != p),
                         tuple((loc, D.CONTINENT[_LOC_AREA[loc]]) for loc in ports
                               if loc != here))
    return got


def ship_dests(s: KState, sh: int) -> list[int]:
    """:func:`movement._ship_dests` from the memo of the ship's owner."""
    seat = _ship_owner(s, sh)
    if seat < 0:
        return _ship_dests(s, sh)
    return [a.dest for a in ship_sails(s, move_memo(s, seat), sh)]


def _area_alone(a: int) -> tuple:
    """The reach data of area ``a`` alone (going ashore from a ship)."""
    got = _ALONE.get(a)
    if got is None:
        locs = D.AREA_LOCS[a]
        got = _ALONE[a] = ((a,), frozenset((a,)), (a,) + tuple(LOC0 + loc for loc in locs),
                           (D.N_LOCS,) + tuple(locs), _runs((a,)))
    return got


_ALONE: dict[int, tuple] = {}  # per area (the map is fixed)


def _runs(areas: tuple) -> tuple:
    """The reach's positions in order as (areas in a row, then the (position, place) of
    the last one's places): open ground always has room, so :func:`_dests` looks only at
    the places."""
    out = []
    run: list[int] = []
    for a in areas:
        run.append(a)
        locs = _AREA_LOCPOS[a]
        if locs:
            out.append((tuple(run), tuple((q, loc) for loc, q in locs)))
            run = []
    if run:
        out.append((tuple(run), ()))
    return tuple(out)


_NEAR: dict[int, frozenset] = {}


def _ports_near(p: int) -> frozenset:
    """The ports a ship at ``p`` may reach."""
    got = _NEAR.get(p)
    if got is None:
        got = _NEAR[p] = frozenset(loc for loc, _ in _sea_data(p)[1])
    return got
