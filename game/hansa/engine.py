"""Hansa Teutonica mechanics: setup, legal actions, applying actions, control, network.

Every handler checks its action completely before it changes anything, so an
illegal action raises :class:`~game.core.IllegalAction` and leaves the state as it was.
"""

from __future__ import annotations

from game.core import Event, IllegalAction, Rng
from game.hansa.actions import (
    Claim,
    Coellen,
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
    PlaceMarker,
    Relocate,
    Remove,
    Start,
    StopMove,
    StopRemove,
    Upgrade,
    UseActions,
    UseSwap,
    UseUpgrade,
)
from game.hansa.board import Board, board_for, marker_data
from game.hansa.state import (
    ACT3,
    ACT4,
    ACTIONES,
    ADD_OFFICE,
    BURSA,
    CLAIM_CHOICE,
    DISPLACE,
    DISPLACED,
    LIBER_SOPHIAE,
    MAIN,
    MARKER_IDS,
    MERCHANT,
    MOVE,
    NEUTRAL,
    NEUTRAL_CLAIM,
    OVER,
    PLACE,
    PLACE_MARKERS,
    PRIVILEGIUM,
    REMOVE,
    REMOVE3,
    SWAP,
    TRADER,
    UPGRADE,
    HansaState,
)
from game.hansa.text import MARKER
from game.i18n import N_, Text

PRESTIGE_END = 20
CITIES_END = 10
NEUTRAL_CUBE = 1 + 2 * NEUTRAL  # code of a neutral cube


# why a start of action is refused, by kind of action
CANNOT_NOW = {"place": N_("You cannot place now."), "displace": N_("You cannot displace now."),
              "move": N_("You cannot move now.")}


# =========================================================================== setup


def marker_mix(options: dict) -> list[int]:
    """Every marker of the edition chosen in the options, as kinds (start ones first)."""
    data = marker_data()
    mix = data["editions"][options.get("marker_mix", "4th")]
    out = [MARKER_IDS.index(k) for k in data["start_markers"]]
    rest = dict(mix)
    for k in data["start_markers"]:
        rest[k] -= 1
    for k in MARKER_IDS:
        out.extend([MARKER_IDS.index(k)] * rest.get(k, 0))
    return out


def new_game(players: int, seed: int, options: dict) -> HansaState:
    b = board_for(players)
    s = HansaState.__new__(HansaState)
    s.players, s.options, s.board = players, options, b
    rng = Rng(seed)
    s.post = [0] * b.n_posts
    s.office = [0] * b.n_offices
    s.extra = [()] * b.n_cities
    s.coellen = [0, 0, 0, 0]
    s.route_marker = [0] * b.n_routes
    s.completed = 0
    cubes = marker_data()["start_supply_cubes"]
    s.supply, s.stock = [], []
    for seat in range(players):
        s.supply += [cubes[seat], 1]
        s.stock += [11 - cubes[seat], 0]
    s.level = [0] * (5 * players)
    s.prestige = [0] * players
    s.unused = [()] * players
    s.used = [()] * players
    s.plate = [()] * players
    s.east_west = [0] * players
    mix = marker_mix(options)
    start, rest = mix[:3], mix[3:]
    rng.shuffle(start)
    for r, k in zip(b.start_routes, start, strict=True):
        s.route_marker[r] = k + 1
    rng.shuffle(rest)
    s.stack = rest
    s.discarded = []
    if players == 2:
        for r in b.neutral_routes:
            posts = b.route_posts[r]
            s.post[posts[len(posts) // 2]] = NEUTRAL_CUBE
    s.rng = rng
    s.cur, s.phase, s.actions, s.bonus = 0, MAIN, 0, 0
    s.pend, s.ending, s.turn, s.viewer = (), False, 1, -1
    return s


# =========================================================================== queries


def value(s: HansaState, seat: int, ability: int) -> int:
    return s.board.ability_values[ability][s.level[5 * seat + ability]]


def actions_left(s: HansaState) -> int:
    return s.board.ability_values[ACTIONES][s.level[5 * s.cur]] + s.bonus - s.actions


def control(s: HansaState, city: int) -> int:
    """Seat (or NEUTRAL) controlling ``city``: most offices, ties to the rightmost; -1."""
    b = s.board
    counts = [0] * 6
    rng_ = b.city_offices[city]
    office = s.office
    any_ = False
    for o in rng_:
        v = office[o]
        if v:
            counts[(v - 1) >> 1] += 1
            any_ = True
        else:
            break
    for v in s.extra[city]:
        counts[(v - 1) >> 1] += 1
        any_ = True
    if not any_:
        return -1
    best = max(counts)
    if counts.count(best) == 1:
        return counts.index(best)
    for o in reversed(rng_):
        v = office[o]
        if v and counts[(v - 1) >> 1] == best:
            return (v - 1) >> 1
    for v in s.extra[city]:
        if counts[(v - 1) >> 1] == best:
            return (v - 1) >> 1
    return -1  # pragma: no cover


def offices_of(s: HansaState, seat: int, city: int) -> int:
    """How many offices (printed and extra) ``seat`` holds in ``city``."""
    n = 0
    for o in s.board.city_offices[city]:
        v = s.office[o]
        if v and (v - 1) >> 1 == seat:
            n += 1
    for v in s.extra[city]:
        if (v - 1) >> 1 == seat:
            n += 1
    return n


def network(s: HansaState, seat: int) -> list[int]:
    """Cities of ``seat``'s scoring network: the connected group (cities with an office
    of the seat, joined by map routes) holding the most of the seat's offices."""
    b = s.board
    count = [offices_of(s, seat, c) for c in range(b.n_cities)]
    seen = [False] * b.n_cities
    best: list[int] = []
    best_n = 0
    for c in range(b.n_cities):
        if count[c] and not seen[c]:
            comp = [c]
            seen[c] = True
            i = 0
            while i < len(comp):
                for d in b.city_adj[comp[i]]:
                    if count[d] and not seen[d]:
                        seen[d] = True
                        comp.append(d)
                i += 1
            n = sum(count[x] for x in comp)
            if n > best_n:
                best, best_n = comp, n
    return sorted(best)


def network_offices(s: HansaState, seat: int) -> int:
    return sum(offices_of(s, seat, c) for c in network(s, seat))


def _connected_east_west(s: HansaState, seat: int) -> bool:
    b = s.board
    if not offices_of(s, seat, b.east):
        return False
    seen = {b.east}
    todo = [b.east]
    while todo:
        c = todo.pop()
        if c == b.west:
            return True
        for d in b.city_adj[c]:
            if d not in seen and offices_of(s, seat, d):
                seen.add(d)
                todo.append(d)
    return False


def first_empty_office(s: HansaState, city: int) -> int:
    """Global index of the leftmost empty printed office of ``city``, or -1."""
    office = s.office
    for o in s.board.city_offices[city]:
        if not office[o]:
            return o
    return -1


def route_full_of(s: HansaState, r: int) -> int:
    """Owner whose pieces fill every post of route ``r``, or -1."""
    post = s.post
    rp = s.board.route_posts[r]
    v = post[rp[0]]
    if not v:
        return -1
    own = (v - 1) >> 1
    for p in rp:
        v = post[p]
        if not v or (v - 1) >> 1 != own:
            return -1
    return own


def open_posts(s: HansaState) -> list[int]:
    """The first empty post of every route that has one.

    Where a piece stands on its route never matters to the rules, so the legal actions
    that put a piece on a route name the route's first empty post: one choice per route.
    ``apply`` takes a Place or Move onto any other empty post of that route as the same
    decision (the table puts a piece where the player dropped it).
    """
    post = s.post
    out = []
    for r in s.board.live_routes:
        for p in s.board.route_posts[r]:
            if not post[p]:
                out.append(p)
                break
    return out


def is_open(s: HansaState, p: int) -> bool:
    """``p`` is the first empty post of its route."""
    post = s.post
    for q in s.board.route_posts[s.board.post_route[p]]:
        if not post[q]:
            return q == p
    return False


def ring_posts(s: HansaState, route: int) -> list[int]:
    """Posts open to a displaced piece: the first empty post of each route in the
    nearest ring of routes (around the displacement route) that has room."""
    post = s.post
    rposts = s.board.route_posts
    for ring in s.board.route_rings[route]:
        empties = []
        for r in ring:
            for p in rposts[r]:
                if not post[p]:
                    empties.append(p)
                    break
        if empties:
            return empties
    return []


def _marker_routes(s: HansaState) -> list[int]:
    """Routes a replacement marker may go to (with the engine's fallbacks)."""
    b = s.board
    free = [first_empty_office(s, c) >= 0 for c in range(b.n_cities)]
    post, rm = s.post, s.route_marker
    tiers: list[list[int]] = [[], [], []]
    two = s.players == 2
    for r in b.live_routes:
        if rm[r]:
            continue
        if two and _neutral_cube_would_fill(post, b.route_posts[r]):
            continue  # fallback only: the marker's neutral cube must not fill a route
        tiers[2].append(r)
        if free[b.route_a[r]] or free[b.route_b[r]]:
            tiers[1].append(r)
            if not any(post[p] for p in b.route_posts[r]):
                tiers[0].append(r)
    for t in tiers:
        if t:
            return t
    return []


def _neutral_cube_would_fill(post: list[int], rposts: range) -> bool:
    """One more neutral cube would fill this route with neutral cubes (2 players)."""
    empty = 0
    for p in rposts:
        v = post[p]
        if not v:
            empty += 1
        elif v != NEUTRAL_CUBE:
            return False
    return empty == 1


def _swap_ok(s: HansaState, city: int, index: int) -> bool:
    rng_ = s.board.city_offices[city]
    if not 0 <= index < len(rng_) - 1:
        return False
    v, w = s.office[rng_[index]], s.office[rng_[index + 1]]
    if not v or not w:
        return False
    ov, ow = (v - 1) >> 1, (w - 1) >> 1
    if ov == ow:
        return False
    return bool(s.options.get("swap_any")) or s.cur in (ov, ow)


def _remove_ok(s: HansaState, p: int) -> bool:
    v = s.post[p]
    if not v or not s.board.post_live[p]:
        return False
    return not (s.options.get("remove3_opponents_only") and (v - 1) >> 1 == s.cur)


def usable_markers(s: HansaState) -> bool:
    """Whether the active seat can play some bonus marker now (phase MAIN)."""
    seat = s.cur
    for k in set(s.unused[seat]):
        if k in (ACT3, ACT4):
            return True
        if k == UPGRADE and any(s.level[5 * seat + a] < s.board.ability_max[a] for a in range(5)):
            return True
        if k == REMOVE3 and any(s.post[p] for p in s.board.live_posts):
            if _any_remove(s):
                return True
        if k == SWAP and _any_swap(s):
            return True
    return False


def _any_remove(s: HansaState) -> bool:
    return any(_remove_ok(s, p) for p in s.board.live_posts)


def _any_swap(s: HansaState) -> bool:
    b = s.board
    return any(_swap_ok(s, c, i) for c in range(b.n_cities) for i in range(len(b.city_offices[c])))


# =========================================================================== legal actions


def legal_actions(s: HansaState) -> list:
    ph = s.phase
    if ph == MAIN:
        return _legal_main(s)
    if ph == CLAIM_CHOICE:
        return _legal_claim(s)
    if ph == DISPLACED:
        return _legal_displaced(s)
    if ph == MOVE:
        return _legal_move(s)
    if ph == PLACE:
        return _legal_place(s)
    if ph == DISPLACE:
        return _legal_displace(s)
    if ph == REMOVE:
        return [Remove(p) for p in s.board.live_posts if _remove_ok(s, p)] + [StopRemove()]
    if ph == NEUTRAL_CLAIM:
        return [NeutralOffice(c) for c in _neutral_cities(s, s.pend[0])]
    if ph == PLACE_MARKERS:
        return [PlaceMarker(r) for r in _marker_routes(s)]
    return []


def _income_range(s: HansaState) -> range:
    seat = s.cur
    n = value(s, seat, BURSA)
    st, sm = s.stock[2 * seat], s.stock[2 * seat + 1]
    total = min(n, st + sm)
    return range(max(0, total - st), min(sm, total) + 1)


def _displace_options(sup_t: int, sup_m: int, target_shape: int) -> list[tuple[int, int]]:
    fee = 1 + target_shape
    out = []
    for shape in (TRADER, MERCHANT):
        for fm in range(fee + 1):
            need_t = (shape == TRADER) + fee - fm
            need_m = (shape == MERCHANT) + fm
            if sup_t >= need_t and sup_m >= need_m:
                out.append((shape, fm))
    return out


def _can_place(s: HansaState) -> bool:
    seat = s.cur
    if not s.supply[2 * seat] + s.supply[2 * seat + 1]:
        return False
    post = s.post
    return any(not post[p] for p in s.board.live_posts)


def _can_displace(s: HansaState) -> bool:
    seat = s.cur
    sup_t, sup_m = s.supply[2 * seat], s.supply[2 * seat + 1]
    if sup_t + sup_m < 2:
        return False
    ok = [bool(_displace_options(sup_t, sup_m, sh)) for sh in (TRADER, MERCHANT)]
    for p in s.board.live_posts:
        v = s.post[p]
        if v and (v - 1) >> 1 != seat and ok[(v - 1) & 1]:
            return True
    return False


def _can_move(s: HansaState) -> bool:
    t = 1 + 2 * s.cur
    post = s.post
    mine = {s.board.post_route[p] for p in s.board.live_posts if post[p] == t or post[p] == t + 1}
    if not mine:
        return False
    if any(s.board.post_route[q] not in mine or len(mine) > 1 for q in open_posts(s)):
        return True
    return value(s, s.cur, LIBER_SOPHIAE) >= 2 and bool(swap_pairs(s))


def swap_pairs(s: HansaState) -> list[tuple[int, int]]:
    """(cube post, disc post) of the active seat's pieces that a Move action may swap.

    Lifting two own pieces and putting each on the other's post uses 2 moves. Only
    a cube and a disc on two different *full* routes need it: with an empty post on
    either route, two ordinary moves give the same result. One cube and one disc per
    route stand for all (a piece's place on its route never matters).
    """
    t = 1 + 2 * s.cur
    post = s.post
    b = s.board
    cubes: list[tuple[int, int]] = []
    discs: list[tuple[int, int]] = []
    for r in b.live_routes:
        c = d = -1
        for p in b.route_posts[r]:
            v = post[p]
            if not v:
                break
            if v == t:
                if c < 0:
                    c = p
            elif v == t + 1:
                if d < 0:
                    d = p
        else:
            if c >= 0:
                cubes.append((r, c))
            if d >= 0:
                discs.append((r, d))
    return [(c, d) for rc, c in cubes for rd, d in discs if rc != rd]


def _legal_place(s: HansaState) -> list:
    seat = s.cur
    sup_t, sup_m = s.supply[2 * seat], s.supply[2 * seat + 1]
    acts: list = []
    for p in open_posts(s):
        if sup_t:
            acts.append(Place(p, TRADER))
        if sup_m:
            acts.append(Place(p, MERCHANT))
    return acts


def _legal_displace(s: HansaState) -> list:
    seat = s.cur
    sup_t, sup_m = s.supply[2 * seat], s.supply[2 * seat + 1]
    dis = [_displace_options(sup_t, sup_m, sh) for sh in (TRADER, MERCHANT)]
    acts: list = []
    post = s.post
    for p in s.board.live_posts:
        v = post[p]
        if v and (v - 1) >> 1 != seat:
            acts.extend(Displace(p, sh, fm) for sh, fm in dis[(v - 1) & 1])
    return acts


def _legal_main(s: HansaState) -> list:
    seat = s.cur
    b = s.board
    acts: list = []
    if actions_left(s) > 0:
        if s.stock[2 * seat] + s.stock[2 * seat + 1]:
            acts.extend(Income(m) for m in _income_range(s))
        if _can_place(s):
            acts.append(Start("place"))
        if _can_displace(s):
            acts.append(Start("displace"))
        if _can_move(s):
            acts.append(Start("move"))
        acts.extend(Claim(r) for r in b.live_routes if route_full_of(s, r) == seat)
    unused = s.unused[seat]
    if ACT3 in unused:
        acts.append(UseActions(3))
    if ACT4 in unused:
        acts.append(UseActions(4))
    if UPGRADE in unused:
        acts.extend(UseUpgrade(a) for a in range(5) if s.level[5 * seat + a] < b.ability_max[a])
    if SWAP in unused:
        acts.extend(UseSwap(c, i) for c in range(b.n_cities)
                    for i in range(len(b.city_offices[c])) if _swap_ok(s, c, i))
    if REMOVE3 in unused:
        acts.extend(Remove(p) for p in b.live_posts if _remove_ok(s, p))
    acts.append(EndTurn())
    return acts


def _route_shapes(s: HansaState, r: int) -> tuple[bool, bool]:
    has_t = has_m = False
    for p in s.board.route_posts[r]:
        v = s.post[p]
        if v:
            if (v - 1) & 1:
                has_m = True
            else:
                has_t = True
    return has_t, has_m


def _legal_claim(s: HansaState) -> list:
    r, gained, extra_done = s.pend
    b = s.board
    seat = s.cur
    has_t, has_m = _route_shapes(s, r)
    acts: list = []
    priv = value(s, seat, PRIVILEGIUM)
    ends = (b.route_a[r], b.route_b[r])
    for c in ends:
        o = first_empty_office(s, c)
        if o >= 0 and b.office_level[o] <= priv and (has_m if b.office_shape[o] else has_t):
            acts.append(Office(c))
    if not extra_done:
        n_add = s.unused[seat].count(ADD_OFFICE) - (gained == ADD_OFFICE)
        if n_add > 0:
            for c in ends:
                if s.office[b.city_offices[c][0]]:
                    if has_t:
                        acts.append(ExtraOffice(c, TRADER))
                    if has_m:
                        acts.append(ExtraOffice(c, MERCHANT))
    for c in ends:
        a = b.city_ability[c]
        if a >= 0 and s.level[5 * seat + a] < b.ability_max[a]:
            acts.append(Upgrade(a))
    if r == b.coellen_route and has_m:
        acts.extend(Coellen(i) for i in range(4)
                    if not s.coellen[i] and b.coellen_level[i] <= priv)
    acts.append(NoBenefit())
    return acts


def _legal_displaced(s: HansaState) -> list:
    """The displaced piece (while in hand) and the extras go on in any order: with the
    displaced piece still in hand, ``Relocate(p, its shape, -1)`` places it, and the
    extras of the other shape (or from the board) may go first."""
    route, shape, extras, owner, _ = s.pend
    posts = ring_posts(s, route)
    acts: list = []
    if shape >= 0:
        acts.extend(Relocate(p, shape, -1) for p in posts)
        if extras <= 0 or owner == NEUTRAL:
            return acts
    elif owner == NEUTRAL:
        return [Relocate(p, TRADER, -1) for p in posts]
    st, sm = s.stock[2 * owner], s.stock[2 * owner + 1]
    if st + sm:
        shapes = [sh for sh, n in ((TRADER, st), (MERCHANT, sm)) if n and sh != shape]
    else:
        st, sm = s.supply[2 * owner], s.supply[2 * owner + 1]
        shapes = [sh for sh, n in ((TRADER, st), (MERCHANT, sm)) if n and sh != shape]
    if st + sm:
        acts.extend(Relocate(p, sh, -1) for p in posts for sh in shapes)
    else:
        for q in s.board.live_posts:
            v = s.post[q]
            if v and (v - 1) >> 1 == owner:
                acts.extend(Relocate(p, (v - 1) & 1, q) for p in posts)
    if shape < 0:
        acts.append(DeclineExtras())
    return acts


def _legal_move(s: HansaState) -> list:
    seat = s.cur
    b = s.board
    post = s.post
    acts: list = []
    if s.pend[0] >= value(s, seat, LIBER_SOPHIAE):
        return acts
    t = 1 + 2 * seat
    opens = open_posts(s)
    pr = b.post_route
    for p in b.live_posts:
        if post[p] == t or post[p] == t + 1:
            r = pr[p]
            acts.extend(Move(p, q) for q in opens if pr[q] != r)
    if s.pend[0] + 2 <= value(s, seat, LIBER_SOPHIAE):
        acts.extend(Move(c, d) for c, d in swap_pairs(s))
    if s.pend[0]:
        acts.append(StopMove())
    return acts


def _neutral_cities(s: HansaState, r: int) -> list[int]:
    b = s.board
    return [c for c in (b.route_a[r], b.route_b[r]) if first_empty_office(s, c) >= 0]


# =========================================================================== apply


def apply(s: HansaState, a) -> list[Event]:
    handler = _HANDLERS.get((s.phase, type(a)))
    if handler is None:
        if s.phase == OVER:
            raise IllegalAction(N_("The game is over."))
        raise IllegalAction(N_("This move is not possible now."))
    ev: list[Event] = []
    handler(s, a, ev)
    return ev


def _need_action(s: HansaState) -> None:
    if actions_left(s) <= 0:
        raise IllegalAction(N_("No actions left this turn."))


def _check_post(s: HansaState, p) -> None:
    if type(p) is not int or not 0 <= p < s.board.n_posts or not s.board.post_live[p]:
        raise IllegalAction(N_("There is no such post."))


def _check_shape(shape) -> None:
    if shape not in (TRADER, MERCHANT) or type(shape) is not int:
        raise IllegalAction(N_("Unknown piece shape."))


def _gain(s: HansaState, seat: int, n: int, why: str, ev: list[Event]) -> None:
    if n <= 0 or seat < 0 or seat >= s.players:
        return
    s.prestige[seat] += n
    ev.append(Event("prestige", {"seat": seat, "points": n, "why": why,
                                 "total": s.prestige[seat]}, seat=seat))
    if s.prestige[seat] >= PRESTIGE_END:
        s.ending = True


def _gain_control(s: HansaState, r: int, ev: list[Event]) -> None:
    """+1 prestige to the controller of each end city of route ``r``: one event per seat
    (a seat controlling both cities gets +2 at once, so the log does not print "+1 PP"
    twice in a row, which it would show once)."""
    b = s.board
    first, second = control(s, b.route_a[r]), control(s, b.route_b[r])
    if first == second:
        _gain(s, first, 2, "control", ev)
    else:
        _gain(s, first, 1, "control", ev)
        _gain(s, second, 1, "control", ev)


# --------------------------------------------------------------------------- MAIN actions


def _do_income(s: HansaState, a: Income, ev: list[Event]) -> None:
    _need_action(s)
    seat = s.cur
    if s.stock[2 * seat] + s.stock[2 * seat + 1] == 0:
        raise IllegalAction(N_("Your stock is empty."))
    rng_ = _income_range(s)
    if a.merchants not in rng_ or type(a.merchants) is not int:
        raise IllegalAction(N_("You cannot take that many merchants."))
    n = value(s, seat, BURSA)
    m = a.merchants
    t = min(s.stock[2 * seat], n - m)
    s.actions += 1
    s.stock[2 * seat] -= t
    s.stock[2 * seat + 1] -= m
    s.supply[2 * seat] += t
    s.supply[2 * seat + 1] += m
    ev.append(Event("income", {"seat": seat, "traders": t, "merchants": m, "log_only": True},
                    seat=seat))
    _after_action(s, ev)


def _do_start(s: HansaState, a: Start, ev: list[Event]) -> None:
    _need_action(s)
    check = {"place": _can_place, "displace": _can_displace, "move": _can_move}.get(a.kind)
    if check is None:
        raise IllegalAction(N_("Unknown action."))
    if not check(s):
        raise IllegalAction(CANNOT_NOW[a.kind])
    s.actions += 1
    s.phase = {"place": PLACE, "displace": DISPLACE, "move": MOVE}[a.kind]
    if a.kind == "move":
        s.pend = (0,)


def _do_place(s: HansaState, a: Place, ev: list[Event]) -> None:
    _check_post(s, a.post)
    _check_shape(a.shape)
    seat = s.cur
    if s.post[a.post]:  # any empty post: legal_actions names each route's first one
        raise IllegalAction(N_("Pieces go on an empty post."))
    if not s.supply[2 * seat + a.shape]:
        raise IllegalAction(N_("You have no such piece in your personal supply."))
    s.supply[2 * seat + a.shape] -= 1
    s.post[a.post] = 1 + 2 * seat + a.shape
    ev.append(Event("placed", {"seat": seat, "post": a.post, "shape": a.shape}, seat=seat))
    _after_action(s, ev)


def _do_displace(s: HansaState, a: Displace, ev: list[Event]) -> None:
    _check_post(s, a.post)
    _check_shape(a.shape)
    seat = s.cur
    v = s.post[a.post]
    if not v:
        raise IllegalAction(N_("There is no piece to displace there."))
    owner, tshape = (v - 1) >> 1, (v - 1) & 1
    if owner == seat:
        raise IllegalAction(N_("You cannot displace your own piece."))
    opts = _displace_options(s.supply[2 * seat], s.supply[2 * seat + 1], tshape)
    if (a.shape, a.fee_merchants) not in opts:
        raise IllegalAction(N_("Your personal supply cannot pay for this displacement."))
    fee = 1 + tshape
    s.supply[2 * seat + a.shape] -= 1
    s.supply[2 * seat] -= fee - a.fee_merchants
    s.supply[2 * seat + 1] -= a.fee_merchants
    s.stock[2 * seat] += fee - a.fee_merchants
    s.stock[2 * seat + 1] += a.fee_merchants
    s.post[a.post] = 1 + 2 * seat + a.shape
    route = s.board.post_route[a.post]
    decider = owner if owner != NEUTRAL else 1 - seat
    extras = 1 if owner == NEUTRAL else fee
    ev.append(Event("displaced", {"seat": seat, "post": a.post, "shape": a.shape,
                                  "victim": owner, "victim_shape": tshape, "fee": fee,
                                  "log_only": True},
                    seat=seat))
    s.pend = (route, tshape, extras, owner, decider)
    s.phase = DISPLACED
    _displaced_continue(s, ev)


def _displaced_continue(s: HansaState, ev: list[Event]) -> None:
    """Finish the displacement when nothing is left to place or there is no room."""
    route, shape, extras, owner, _ = s.pend
    if shape < 0 and extras <= 0:
        _after_action(s, ev)
        return
    if ring_posts(s, route):
        if shape < 0 and owner != NEUTRAL and not _extra_source_exists(s, owner):
            _after_action(s, ev)
        return
    if shape >= 0 and owner != NEUTRAL:  # no room anywhere: back to the stock
        s.stock[2 * owner + shape] += 1
        ev.append(Event("returned_to_stock", {"seat": owner, "shape": shape}, seat=owner))
    _after_action(s, ev)


def _extra_source_exists(s: HansaState, owner: int) -> bool:
    if s.stock[2 * owner] + s.stock[2 * owner + 1] + s.supply[2 * owner] + s.supply[2 * owner + 1]:
        return True
    target = 1 + 2 * owner
    return any(v == target or v == target + 1 for v in s.post)


def _do_claim(s: HansaState, a: Claim, ev: list[Event]) -> None:
    _need_action(s)
    b = s.board
    r = a.route
    if type(r) is not int or not 0 <= r < b.n_routes or not b.route_live[r]:
        raise IllegalAction(N_("There is no such route."))
    seat = s.cur
    if route_full_of(s, r) != seat:
        raise IllegalAction(N_("Every post of the route must hold your pieces."))
    s.actions += 1
    ev.append(Event("claimed", {"seat": seat, "route": r}, seat=seat))
    _gain_control(s, r, ev)
    gained = _take_marker(s, r, seat, ev)
    s.pend = (r, gained, 0)
    s.phase = CLAIM_CHOICE
    acts = _legal_claim(s)
    if len(acts) == 1:
        _finish_claim(s, ev)


def _take_marker(s: HansaState, r: int, seat: int, ev: list[Event]) -> int:
    """Step 2 of a claim: take the route's marker (seat -1: discard it) and draw."""
    k = s.route_marker[r] - 1
    if k < 0:
        return -1
    s.route_marker[r] = 0
    if seat >= 0:
        s.unused[seat] = s.unused[seat] + (k,)
        ev.append(Event("marker_taken", {"seat": seat, "route": r, "kind": k}, seat=seat))
    else:
        s.discarded.append(k)
        ev.append(Event("marker_discarded", {"route": r, "kind": k}))
    if s.stack:
        s.plate[s.cur] = s.plate[s.cur] + (s.stack.pop(),)
        ev.append(Event("marker_drawn", {"seat": s.cur, "left": len(s.stack)}, seat=s.cur))
    else:
        s.ending = True
        ev.append(Event("stack_empty", {}))
    return k


def _clear_route(s: HansaState, r: int) -> None:
    post, stock = s.post, s.stock
    for p in s.board.route_posts[r]:
        v = post[p]
        if v:
            if v < NEUTRAL_CUBE:
                stock[v - 1] += 1
            post[p] = 0


def _finish_claim(s: HansaState, ev: list[Event]) -> None:
    _clear_route(s, s.pend[0])
    s.pend = ()
    _after_action(s, ev)


def _take_from_route(s: HansaState, r: int, shape: int) -> None:
    for p in s.board.route_posts[r]:
        v = s.post[p]
        if v and (v - 1) & 1 == shape:
            s.post[p] = 0
            return
    raise AssertionError("no such piece on the route")  # pragma: no cover


def _in_claim(s: HansaState, a) -> None:
    if a not in _legal_claim(s):
        raise IllegalAction(N_("That benefit is not available for this route."))


def _do_office(s: HansaState, a: Office, ev: list[Event]) -> None:
    _in_claim(s, a)
    b = s.board
    seat, r = s.cur, s.pend[0]
    o = first_empty_office(s, a.city)
    shape = b.office_shape[o]
    _take_from_route(s, r, shape)
    _establish(s, seat, a.city, o, shape, ev)
    _finish_claim(s, ev)


def _establish(s: HansaState, owner: int, city: int, o: int, shape: int,
               ev: list[Event]) -> None:
    b = s.board
    s.office[o] = 1 + 2 * owner + shape
    idx = o - b.city_offices[city][0]
    ev.append(Event("office", {"seat": owner, "city": city, "index": idx, "shape": shape},
                    seat=owner if owner != NEUTRAL else None))
    if owner != NEUTRAL and b.office_coin[o]:
        _gain(s, owner, 1, "coin", ev)
    if s.office[b.city_offices[city][-1]]:
        s.completed += 1
        ev.append(Event("city_completed", {"city": city, "completed": s.completed}))
        if s.completed >= CITIES_END:
            s.ending = True
    if owner != NEUTRAL:
        _check_east_west(s, owner, ev)


def _check_east_west(s: HansaState, seat: int, ev: list[Event]) -> None:
    if s.east_west[seat] or not _connected_east_west(s, seat):
        return
    awards = s.board.east_west_awards
    n = sum(1 for x in s.east_west if x)
    pts = awards[n] if n < len(awards) else 0
    s.east_west[seat] = pts if pts else -1
    ev.append(Event("east_west", {"seat": seat, "points": pts, "rank": n + 1}, seat=seat))
    _gain(s, seat, pts, "east_west", ev)


def _spend_marker(s: HansaState, seat: int, kind: int) -> None:
    u = list(s.unused[seat])
    u.remove(kind)
    s.unused[seat] = tuple(u)
    s.used[seat] = s.used[seat] + (kind,)


def _do_extra_office(s: HansaState, a: ExtraOffice, ev: list[Event]) -> None:
    _in_claim(s, a)
    seat, r = s.cur, s.pend[0]
    _spend_marker(s, seat, ADD_OFFICE)
    _take_from_route(s, r, a.shape)
    s.extra[a.city] = s.extra[a.city] + (1 + 2 * seat + a.shape,)
    ev.append(Event("marker_used", {"seat": seat, "kind": ADD_OFFICE}, seat=seat))
    ev.append(Event("extra_office", {"seat": seat, "city": a.city, "shape": a.shape},
                    seat=seat))
    _check_east_west(s, seat, ev)
    if s.options.get("extra_office_in_addition"):
        s.pend = (r, s.pend[1], 1)
        if len(_legal_claim(s)) > 1:
            return
    _finish_claim(s, ev)


def _upgrade(s: HansaState, seat: int, ab: int, ev: list[Event]) -> None:
    s.level[5 * seat + ab] += 1
    s.supply[2 * seat + (MERCHANT if ab == LIBER_SOPHIAE else TRADER)] += 1
    ev.append(Event("upgraded", {"seat": seat, "ability": ab,
                                 "level": s.level[5 * seat + ab]}, seat=seat))


def _do_upgrade(s: HansaState, a: Upgrade, ev: list[Event]) -> None:
    _in_claim(s, a)
    _upgrade(s, s.cur, a.ability, ev)
    _finish_claim(s, ev)


def _do_coellen(s: HansaState, a: Coellen, ev: list[Event]) -> None:
    _in_claim(s, a)
    seat, r = s.cur, s.pend[0]
    _take_from_route(s, r, MERCHANT)
    s.coellen[a.space] = seat + 1
    ev.append(Event("coellen", {"seat": seat, "space": a.space,
                                "points": s.board.coellen_points[a.space]}, seat=seat))
    _finish_claim(s, ev)


def _do_no_benefit(s: HansaState, a: NoBenefit, ev: list[Event]) -> None:
    _finish_claim(s, ev)


# --------------------------------------------------------------------------- sub-phases


def _do_relocate(s: HansaState, a: Relocate, ev: list[Event]) -> None:
    if a not in _legal_displaced(s):
        raise IllegalAction(N_("The piece must go on an empty post of the nearest routes with "
                               "room."))
    route, shape, extras, owner, decider = s.pend
    piece = 1 + 2 * owner + a.shape
    if shape >= 0 and a.shape == shape and a.source < 0:
        s.pend = (route, -1, extras, owner, decider)
        src = "displaced"
    else:
        s.pend = (route, shape, extras - 1, owner, decider)
        if owner == NEUTRAL:
            src = "pool"
        elif a.source >= 0:
            s.post[a.source] = 0
            src = "board"
        elif s.stock[2 * owner] + s.stock[2 * owner + 1]:
            s.stock[2 * owner + a.shape] -= 1
            src = "stock"
        else:
            s.supply[2 * owner + a.shape] -= 1
            src = "supply"
    s.post[a.post] = piece
    ev.append(Event("relocated", {"seat": owner, "post": a.post, "shape": a.shape,
                                  "source": src, "from": a.source, "log_only": True},
                    seat=owner if owner != NEUTRAL else None))
    _displaced_continue(s, ev)


def _do_decline(s: HansaState, a: DeclineExtras, ev: list[Event]) -> None:
    if s.pend[1] >= 0 or s.pend[3] == NEUTRAL:
        raise IllegalAction(N_("The displaced piece must be placed first."))
    _after_action(s, ev)


def _do_move(s: HansaState, a: Move, ev: list[Event]) -> None:
    _check_post(s, a.post)
    _check_post(s, a.to)
    v = s.post[a.post]
    if not v or (v - 1) >> 1 != s.cur:
        raise IllegalAction(N_("You can only move your own pieces on posts."))
    if s.pend[0] >= value(s, s.cur, LIBER_SOPHIAE):
        raise IllegalAction(N_("Your Liber Sophiae allows no more pieces."))
    pr = s.board.post_route
    w = s.post[a.to]
    if w:  # a swap of two own pieces (2 moves)
        if s.pend[0] + 2 > value(s, s.cur, LIBER_SOPHIAE) or \
                (a.post, a.to) not in swap_pairs(s):
            raise IllegalAction(N_("Swap a cube and a disc of yours on two full routes, with two "
                              "moves left."))
        s.post[a.post], s.post[a.to] = w, v
        s.pend = (s.pend[0] + 2,)
        for frm, to, piece in ((a.post, a.to, v), (a.to, a.post, w)):
            ev.append(Event("moved", {"seat": s.cur, "post": frm, "to": to,
                                      "shape": (piece - 1) & 1, "swap": True,
                                      "log_only": True}, seat=s.cur))
    else:
        if pr[a.to] == pr[a.post]:  # any empty post of another route (see open_posts)
            raise IllegalAction(N_("Pieces move to an empty post of another route."))
        s.post[a.post] = 0
        s.post[a.to] = v
        s.pend = (s.pend[0] + 1,)
        ev.append(Event("moved", {"seat": s.cur, "post": a.post, "to": a.to,
                                  "shape": (v - 1) & 1, "log_only": True}, seat=s.cur))
    if not _legal_move(s):
        s.pend = ()
        _after_action(s, ev)


def _do_stop_move(s: HansaState, a: StopMove, ev: list[Event]) -> None:
    if not s.pend[0]:
        raise IllegalAction(N_("Move at least one piece."))
    s.pend = ()
    _after_action(s, ev)


def _do_neutral_office(s: HansaState, a: NeutralOffice, ev: list[Event]) -> None:
    if a.city not in _neutral_cities(s, s.pend[0]):
        raise IllegalAction(N_("The neutral office must go to an end city with a free office."))
    _resolve_neutral(s, s.pend[0], a.city, ev)
    s.pend = ()
    _after_action(s, ev)


def _resolve_neutral(s: HansaState, r: int, city: int, ev: list[Event]) -> None:
    ev.append(Event("neutral_claim", {"route": r}))
    if s.options.get("neutral_claim_awards_control", True):
        _gain_control(s, r, ev)
    _take_marker(s, r, -1, ev)
    if city >= 0:
        _establish(s, NEUTRAL, city, first_empty_office(s, city), TRADER, ev)
    _clear_route(s, r)


# --------------------------------------------------------------------------- markers


def _has_marker(s: HansaState, kind: int) -> None:
    if kind not in s.unused[s.cur]:
        raise IllegalAction(Text(N_("You have no unused {marker} marker."),
                                 marker=lambda lang: MARKER[lang][kind]))


def _do_use_actions(s: HansaState, a: UseActions, ev: list[Event]) -> None:
    if a.extra not in (3, 4):
        raise IllegalAction(N_("Markers give 3 or 4 extra actions."))
    kind = ACT3 if a.extra == 3 else ACT4
    _has_marker(s, kind)
    _spend_marker(s, s.cur, kind)
    s.bonus += a.extra
    ev.append(Event("marker_used", {"seat": s.cur, "kind": kind}, seat=s.cur))
    _after_action(s, ev)


def _do_use_upgrade(s: HansaState, a: UseUpgrade, ev: list[Event]) -> None:
    _has_marker(s, UPGRADE)
    ab = a.ability
    if type(ab) is not int or not 0 <= ab < 5 or \
            s.level[5 * s.cur + ab] >= s.board.ability_max[ab]:
        raise IllegalAction(N_("That ability cannot be upgraded."))
    _spend_marker(s, s.cur, UPGRADE)
    ev.append(Event("marker_used", {"seat": s.cur, "kind": UPGRADE}, seat=s.cur))
    _upgrade(s, s.cur, ab, ev)
    _after_action(s, ev)


def _do_use_swap(s: HansaState, a: UseSwap, ev: list[Event]) -> None:
    _has_marker(s, SWAP)
    if type(a.city) is not int or type(a.index) is not int or \
            not 0 <= a.city < s.board.n_cities or not _swap_ok(s, a.city, a.index):
        raise IllegalAction(N_("Swap two neighbouring occupied offices, at least one of them "
                               "yours."))
    _spend_marker(s, s.cur, SWAP)
    rng_ = s.board.city_offices[a.city]
    o1, o2 = rng_[a.index], rng_[a.index + 1]
    s.office[o1], s.office[o2] = s.office[o2], s.office[o1]
    ev.append(Event("marker_used", {"seat": s.cur, "kind": SWAP}, seat=s.cur))
    ev.append(Event("offices_swapped", {"seat": s.cur, "city": a.city, "index": a.index},
                    seat=s.cur))
    _check_east_west(s, s.cur, ev)
    _after_action(s, ev)


def _remove_piece(s: HansaState, p: int, ev: list[Event]) -> None:
    v = s.post[p]
    s.post[p] = 0
    if v < NEUTRAL_CUBE:
        s.supply[v - 1] += 1
    ev.append(Event("removed", {"seat": s.cur, "post": p, "owner": (v - 1) >> 1,
                                "shape": (v - 1) & 1, "log_only": True}, seat=s.cur))


def _do_remove_start(s: HansaState, a: Remove, ev: list[Event]) -> None:
    _has_marker(s, REMOVE3)
    _check_post(s, a.post)
    if not _remove_ok(s, a.post):
        raise IllegalAction(N_("There is no piece you may remove on that post."))
    _spend_marker(s, s.cur, REMOVE3)
    ev.append(Event("marker_used", {"seat": s.cur, "kind": REMOVE3, "log_only": True},
                    seat=s.cur))
    _remove_piece(s, a.post, ev)
    s.pend = (1,)
    s.phase = REMOVE
    if not _any_remove(s):
        s.pend = ()
        _after_action(s, ev)


def _do_remove_more(s: HansaState, a: Remove, ev: list[Event]) -> None:
    _check_post(s, a.post)
    if not _remove_ok(s, a.post):
        raise IllegalAction(N_("There is no piece you may remove on that post."))
    _remove_piece(s, a.post, ev)
    s.pend = (s.pend[0] + 1,)
    if s.pend[0] >= 3 or not _any_remove(s):
        s.pend = ()
        _after_action(s, ev)


def _do_stop_remove(s: HansaState, a: StopRemove, ev: list[Event]) -> None:
    s.pend = ()
    _after_action(s, ev)


# --------------------------------------------------------------------------- turn flow


def _after_action(s: HansaState, ev: list[Event]) -> None:
    """An action (or free marker use) is finished: end checks, neutral claims, turn end."""
    if s.ending:
        s.phase = OVER
        s.pend = ()
        ev.append(Event("game_end", {"turn": s.turn, **_end_reason(s)}))
        return
    if s.players == 2:
        b = s.board
        for r in b.live_routes:
            if route_full_of(s, r) == NEUTRAL:
                cities = _neutral_cities(s, r)
                if len(cities) > 1:
                    s.phase = NEUTRAL_CLAIM
                    s.pend = (r,)
                    return
                _resolve_neutral(s, r, cities[0] if cities else -1, ev)
                _after_action(s, ev)
                return
    s.phase = MAIN
    s.pend = ()
    if actions_left(s) <= 0 and not usable_markers(s):
        _end_turn(s, ev)


def _end_reason(s: HansaState) -> dict:
    """Why the game ends, for its log line: a seat's prestige (the highest), ten complete
    cities, or else the empty marker stack."""
    best = max(range(s.players), key=lambda p: s.prestige[p])
    if s.prestige[best] >= PRESTIGE_END:
        return {"why": "prestige", "seat": best, "points": s.prestige[best]}
    return {"why": "cities" if s.completed >= CITIES_END else "stack"}


def _do_end_turn(s: HansaState, a: EndTurn, ev: list[Event]) -> None:
    _end_turn(s, ev)


def _end_turn(s: HansaState, ev: list[Event]) -> None:
    ev.append(Event("turn_end", {"seat": s.cur, "turn": s.turn}, seat=s.cur))
    _settle_markers(s, ev)


def _settle_markers(s: HansaState, ev: list[Event]) -> None:
    seat = s.cur
    while s.plate[seat]:
        if _marker_routes(s):
            s.phase = PLACE_MARKERS
            return
        k = s.plate[seat][-1]
        s.plate[seat] = s.plate[seat][:-1]
        s.discarded.append(k)
        ev.append(Event("marker_discarded", {"kind": k}, reveal=True))
    s.cur = (seat + 1) % s.players
    s.actions = s.bonus = 0
    s.phase = MAIN
    s.pend = ()
    s.turn += 1
    ev.append(Event("turn_start", {"seat": s.cur, "turn": s.turn}, seat=s.cur))


def _do_place_marker(s: HansaState, a: PlaceMarker, ev: list[Event]) -> None:
    if a.route not in _marker_routes(s):
        raise IllegalAction(N_("A new marker needs an empty route with no marker and a free office "
                          "in one of its cities."))
    seat, r = s.cur, a.route
    k = s.plate[seat][-1]
    s.plate[seat] = s.plate[seat][:-1]
    s.route_marker[r] = k + 1
    ev.append(Event("marker_placed", {"seat": seat, "route": r, "kind": k, "log_only": True},
                    reveal=True,
                    seat=seat))
    if s.players == 2:
        posts = s.board.route_posts[r]
        mid = posts[len(posts) // 2]
        free = [mid] if not s.post[mid] else [p for p in posts if not s.post[p]]
        if free:
            s.post[free[0]] = NEUTRAL_CUBE
            ev.append(Event("neutral_placed", {"post": free[0]}))
    _settle_markers(s, ev)


_HANDLERS = {
    (MAIN, Income): _do_income,
    (MAIN, Start): _do_start,
    (PLACE, Place): _do_place,
    (DISPLACE, Displace): _do_displace,
    (MAIN, Claim): _do_claim,
    (MAIN, UseActions): _do_use_actions,
    (MAIN, UseUpgrade): _do_use_upgrade,
    (MAIN, UseSwap): _do_use_swap,
    (MAIN, Remove): _do_remove_start,
    (MAIN, EndTurn): _do_end_turn,
    (CLAIM_CHOICE, Office): _do_office,
    (CLAIM_CHOICE, ExtraOffice): _do_extra_office,
    (CLAIM_CHOICE, Upgrade): _do_upgrade,
    (CLAIM_CHOICE, Coellen): _do_coellen,
    (CLAIM_CHOICE, NoBenefit): _do_no_benefit,
    (DISPLACED, Relocate): _do_relocate,
    (DISPLACED, DeclineExtras): _do_decline,
    (MOVE, Move): _do_move,
    (MOVE, StopMove): _do_stop_move,
    (REMOVE, Remove): _do_remove_more,
    (REMOVE, StopRemove): _do_stop_remove,
    (NEUTRAL_CLAIM, NeutralOffice): _do_neutral_office,
    (PLACE_MARKERS, PlaceMarker): _do_place_marker,
}


def to_act(s: HansaState) -> int | None:
    if s.phase == OVER:
        return None
    if s.phase == DISPLACED:
        return s.pend[4]
    return s.cur


def board_of(s: HansaState) -> Board:
    return s.board
