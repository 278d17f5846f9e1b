"""Tigris & Euphrates mechanics: kingdoms, legality, applying actions, turn flow.

Everything works on :class:`game.tigris.state.State` in place; ``apply`` validates an
action completely before touching the state, so an illegal action leaves it unchanged.
"""

from __future__ import annotations

from itertools import product

from game.core import Event, IllegalAction
from game.i18n import N_, Text
from game.tigris.actions import (
    BuildMonument,
    BuildZiggurat,
    ChooseWar,
    Commit,
    DeclineBuilding,
    DeclineMonument,
    EndTurn,
    MoveLeader,
    PlaceBuilding,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
    TakeTreasure,
    WithdrawLeader,
    ZigguratIncome,
)
from game.tigris.state import (
    BLACK,
    BLUE,
    CATASTROPHE,
    COLS,
    DOWN,
    EMPTY,
    GREEN,
    MONUMENTS,
    NSQ,
    PH_ACTION,
    PH_BUILDING,
    PH_COMMIT,
    PH_MONUMENT,
    PH_OVER,
    PH_TREASURE,
    PH_WAR_COLOUR,
    PH_ZIGGURAT,
    PH_ZIGGURAT_INCOME,
    RACK_SIZE,
    RED,
    REVOLT,
    ROWS,
    WAR,
    State,
)

RANGE = range(NSQ)
# tile value -> does it join a region (face-up or face-down tiles do; catastrophes don't)
_OCCUPIED = {EMPTY: False, 0: True, 1: True, 2: True, 3: True, DOWN: True, CATASTROPHE: False}


# --------------------------------------------------------------------------- kingdoms


_KINGDOMS_CACHE: dict[tuple, tuple[list[int], int]] = {}
_KINGDOMS_CACHE_SIZE = 4096


def kingdoms(s: State, wall: int = -1) -> tuple[list[int], int]:
    """Kingdom id per square (-1 outside every kingdom) and the number of kingdoms.

    Regions are flood-filled from each leader over tiles (either face) and leaders, never
    through catastrophes nor through ``wall`` (the unification square during wars).
    Results are remembered by board contents (a search asks again for the same board
    about twice in three calls); the caller gets its own copy of the labels.
    """
    key = (s.board.name, wall, *s.leader_pos, *s.tile)
    hit = _KINGDOMS_CACHE.get(key)
    if hit is None:
        if len(_KINGDOMS_CACHE) >= _KINGDOMS_CACHE_SIZE:
            _KINGDOMS_CACHE.clear()
        hit = _KINGDOMS_CACHE[key] = _flood_kingdoms(s, wall)
    return hit[0][:], hit[1]


def _flood_kingdoms(s: State, wall: int) -> tuple[list[int], int]:
    neigh = s.board.neigh
    occ = list(map(_OCCUPIED.__getitem__, s.tile))
    for pos in s.leader_pos:
        if pos >= 0:
            occ[pos] = True
    if wall >= 0:
        occ[wall] = False
    lab = [-1] * NSQ
    k = 0
    for pos in s.leader_pos:
        if pos < 0 or not occ[pos]:
            continue
        occ[pos] = False
        lab[pos] = k
        stack = [pos]
        pop, push = stack.pop, stack.append
        while stack:
            for y in neigh[pop()]:
                if occ[y]:
                    occ[y] = False
                    lab[y] = k
                    push(y)
        k += 1
    return lab, k


def region(s: State, start: int, wall: int = -1) -> list[int]:
    """The squares of the region (kingdom or not) containing ``start``."""
    tile, leader, neigh = s.tile, s.leader, s.board.neigh
    seen = {start}
    stack = [start]
    while stack:
        for y in neigh[stack.pop()]:
            if y not in seen and y != wall and (0 <= tile[y] < 5 or leader[y] >= 0):
                seen.add(y)
                stack.append(y)
    return list(seen)


def leaders_in(s: State, lab: list[int], k: int) -> list[int]:
    """Leader ids (``seat * 4 + colour``) standing in kingdom ``k``."""
    return [i for i, pos in enumerate(s.leader_pos) if pos >= 0 and lab[pos] == k]


def has_temple(s: State, sq: int) -> bool:
    tile = s.tile
    return any(tile[y] == RED for y in s.board.neigh[sq])


def temples_next_to(s: State, sq: int) -> int:
    tile = s.tile
    return sum(1 for y in s.board.neigh[sq] if tile[y] == RED)


def _touching(lab: list[int], neigh: tuple[int, ...]) -> set[int]:
    return {lab[y] for y in neigh if lab[y] >= 0}


# --------------------------------------------------------------------------- legal squares


def temple_neighbours(s: State) -> list[int]:
    """Empty land squares next to a face-up temple (where leaders may stand)."""
    tile, leader, neigh, river = s.tile, s.leader, s.board.neigh, s.board.river
    out = set()
    for x in RANGE:
        if tile[x] == RED:
            for y in neigh[x]:
                if tile[y] == EMPTY and leader[y] < 0 and not river[y]:
                    out.add(y)
    return sorted(out)


def leader_squares(s: State, lab: list[int], skip: int = -1,
                   cand: list[int] | None = None) -> list[int]:
    """Squares where a leader may stand given kingdom labels ``lab`` (``skip``: its old
    square when moving; ``cand``: ``temple_neighbours(s)`` when already known)."""
    neigh = s.board.neigh
    out = []
    for sq in temple_neighbours(s) if cand is None else cand:
        if sq == skip:
            continue
        k = -1
        for y in neigh[sq]:
            ly = lab[y]
            if ly >= 0:
                if k < 0:
                    k = ly
                elif ly != k:
                    break
        else:
            out.append(sq)
    return out


def tile_squares(s: State, lab: list[int]) -> tuple[list[int], list[int]]:
    """(land squares, river squares) where a tile may go (at most two kingdoms touched)."""
    tile, leader, neigh, river = s.tile, s.leader, s.board.neigh, s.board.river
    land: list[int] = []
    water: list[int] = []
    for sq in RANGE:
        if tile[sq] != EMPTY or leader[sq] >= 0:
            continue
        a = b = -1
        ok = True
        for y in neigh[sq]:
            ly = lab[y]
            if ly >= 0 and ly != a and ly != b:
                if a < 0:
                    a = ly
                elif b < 0:
                    b = ly
                else:
                    ok = False
                    break
        if ok:
            (water if river[sq] else land).append(sq)
    return land, water


def catastrophe_ok(s: State, sq: int) -> bool:
    t = s.tile[sq]
    return not (
        s.leader[sq] >= 0 or t == DOWN or t == CATASTROPHE or s.treasure[sq]
        or sq in s.buildings
    )


def lifted_labels(s: State, seat: int, colour: int) -> tuple[list[int], int]:
    """Kingdom labels computed with ``seat``'s leader of ``colour`` lifted off the board."""
    i = seat * 4 + colour
    pos = s.leader_pos[i]
    s.leader[pos] = -1
    s.leader_pos[i] = -1
    try:
        return kingdoms(s)
    finally:
        s.leader[pos] = i
        s.leader_pos[i] = pos


# --------------------------------------------------------------------------- legal actions


def legal_actions(s: State) -> list:
    ph = s.phase
    if ph == PH_ACTION:
        return main_actions(s)
    if ph == PH_COMMIT:
        return [Commit(k) for k in commit_options(s)]
    if ph == PH_WAR_COLOUR:
        return [ChooseWar(c) for c in contested(s)]
    if ph == PH_MONUMENT:
        acts: list = [BuildMonument(m, tl) for tl, m in monument_options(s, s.monument_sq)]
        acts.append(DeclineMonument())
        return acts
    if ph == PH_TREASURE:
        return [TakeTreasure(sq) for sq in s.t_choices]
    if ph == PH_BUILDING:
        acts = [PlaceBuilding(c, sq) for c, sq in building_options(s)]
        acts.append(DeclineBuilding())
        return acts
    if ph == PH_ZIGGURAT:
        acts = [BuildZiggurat(c) for c in ziggurat_centres(s, s.placed_sq)]
        acts.append(BuildZiggurat(-1))
        return acts
    if ph == PH_ZIGGURAT_INCOME:
        return [ZigguratIncome(c) for c in range(4)]
    return []


def main_actions(s: State) -> list:
    seat = s.active
    lab, _ = kingdoms(s)
    acts: list = []
    free = None
    cand = temple_neighbours(s)
    for c in range(4):
        pos = s.leader_pos[seat * 4 + c]
        if pos < 0:
            if free is None:
                free = leader_squares(s, lab, -1, cand)
            acts.extend(PlaceLeader(c, sq) for sq in free)
        else:
            lab2, _ = lifted_labels(s, seat, c)
            acts.extend(MoveLeader(c, sq) for sq in leader_squares(s, lab2, pos, cand))
            acts.append(WithdrawLeader(c))
    rack = s.racks[seat]
    if s.rack_n[seat]:
        land, water = tile_squares(s, lab)
        for c in (BLACK, RED, GREEN):
            if rack[c]:
                acts.extend(PlaceTile(c, sq) for sq in land)
        if rack[BLUE]:
            acts.extend(PlaceTile(BLUE, sq) for sq in water)
    if s.catastrophes[seat]:
        acts.extend(PlaceCatastrophe(sq) for sq in RANGE if catastrophe_ok(s, sq))
    if s.rack_n[seat]:
        for counts in product(*(range(n + 1) for n in rack)):
            if any(counts):
                acts.append(SwapTiles(counts))
    acts.append(EndTurn())
    return acts


def commit_options(s: State) -> list[int]:
    """Tile counts the seat deciding a conflict commitment may commit."""
    c = s.c_colour if s.c_kind == WAR else RED
    english = s.options.get("english_variant", False)
    if s.c_att_commit < 0:
        have = s.racks[s.c_att][c]
        if not english:
            return list(range(have + 1))
        need = max(1, s.c_def_base - s.c_att_base + 1)
        return [0] + list(range(need, have + 1))
    have = s.racks[s.c_def][c]
    if not english:
        return list(range(have + 1))
    need = s.c_att_base + s.c_att_commit - s.c_def_base
    if 0 < need <= have:
        return [0, need]
    return [0]


def contested(s: State) -> list[int]:
    """Colours with two leaders in the kingdom being unified at ``unify_sq``."""
    lab, _ = kingdoms(s, s.unify_sq)
    ks = _touching(lab, s.board.neigh[s.unify_sq])
    seen = [0, 0, 0, 0]
    for i, pos in enumerate(s.leader_pos):
        if pos >= 0 and lab[pos] in ks:
            seen[i & 3] += 1
    return [c for c in range(4) if seen[c] >= 2]


def monument_options(s: State, sq: int) -> list[tuple[int, int]]:
    """(top-left square, monument) pairs a tile on ``sq`` lets the active player build."""
    if sq < 0:
        return []
    tile = s.tile
    c = tile[sq]
    if not 0 <= c < 4:
        return []
    mons = [m for m, pair in enumerate(MONUMENTS) if c in pair and s.monuments[m] < 0]
    if not mons:
        return []
    out = []
    r, col = divmod(sq, COLS)
    for dr in (0, 1):
        for dc in (0, 1):
            tr, tc = r - dr, col - dc
            if tr < 0 or tc < 0 or tr >= ROWS - 1 or tc >= COLS - 1:
                continue
            tl = tr * COLS + tc
            if tl in s.barred:
                continue
            if tile[tl] == c and tile[tl + 1] == c and tile[tl + COLS] == c \
                    and tile[tl + COLS + 1] == c:
                out.extend((tl, m) for m in mons)
    return out


def line_through(s: State, sq: int, step: int) -> list[int]:
    """Squares of the straight line of face-up tiles of ``sq``'s colour through ``sq``."""
    c = s.tile[sq]
    out = [sq]
    for d in (step, -step):
        x = sq
        while True:
            nx = x + d
            if d in (1, -1) and nx // COLS != x // COLS:
                break
            if not 0 <= nx < NSQ or s.tile[nx] != c:
                break
            out.append(nx)
            x = nx
    return out


def building_options(s: State) -> list[tuple[int, int]]:
    """Advanced buildings: (colour, square) the active player may place or move."""
    sq = s.placed_sq
    if sq < 0 or not s.options.get("buildings"):
        return []
    c = s.tile[sq]
    if not 0 <= c < 4:
        return []
    cur = s.buildings[c]
    cur_len = 0
    if cur >= 0:
        cur_len = max(len(line_through(s, cur, 1)), len(line_through(s, cur, COLS)))
    out: set[int] = set()
    for step in (1, COLS):
        line = line_through(s, sq, step)
        if len(line) >= 3 and len(line) > cur_len:
            out.update(x for x in line if x != cur)
    return [(c, x) for x in sorted(out)]


def ziggurat_ok(s: State, sq: int) -> bool:
    """A plus of 5 face-up tiles of one colour centred next to/at the placed tile."""
    return bool(ziggurat_centres(s, sq))


def ziggurat_centres(s: State, sq: int) -> list[int]:
    """Centres of the crosses of 5 face-up tiles of one colour that the tile on ``sq``
    completes (it is their centre or one of their arms)."""
    if sq < 0 or not s.options.get("ziggurat") or s.ziggurat >= 0:
        return []
    c = s.tile[sq]
    if not 0 <= c < 4:
        return []
    out = []
    for centre in (sq, *s.board.neigh[sq]):
        ns = s.board.neigh[centre]
        if len(ns) == 4 and s.tile[centre] == c and all(s.tile[y] == c for y in ns):
            out.append(centre)
    return out


# --------------------------------------------------------------------------- validation


def check(s: State, a) -> list[int] | None:
    """Raise IllegalAction when ``a`` is not legal now; never mutates ``s``.

    Returns the kingdom labels it computed for a tile placement (reused by ``apply``)."""
    if s.phase == PH_OVER:
        raise IllegalAction(N_("The game is over."))
    t = type(a)
    ph = s.phase
    if ph == PH_ACTION:
        return _check_main(s, a, t)
    if ph == PH_COMMIT:
        if t is not Commit:
            raise IllegalAction(N_("First decide how many tiles to commit to the conflict."))
        if a.count not in commit_options(s):
            raise IllegalAction(Text(N_("You cannot commit {n} tiles here."), n=a.count))
        return
    if ph == PH_WAR_COLOUR:
        if t is not ChooseWar or a.colour not in contested(s):
            raise IllegalAction(N_("Choose which contested colour to resolve first."))
        return
    if ph == PH_MONUMENT:
        if t is DeclineMonument:
            return
        if t is not BuildMonument or (a.square, a.monument) not in monument_options(
                s, s.monument_sq):
            raise IllegalAction(N_("Choose an available monument for the completed square, or "
                              "decline."))
        return
    if ph == PH_TREASURE:
        if t is not TakeTreasure or a.square not in s.t_choices:
            raise IllegalAction(N_("Take one of the treasures offered."))
        return
    if ph == PH_BUILDING:
        if t is DeclineBuilding:
            return
        if t is not PlaceBuilding or (a.colour, a.square) not in building_options(s):
            raise IllegalAction(N_("A building must go on a tile of the new line."))
        return
    if ph == PH_ZIGGURAT:
        if t is not BuildZiggurat or (a.square != -1
                                      and a.square not in ziggurat_centres(s, s.placed_sq)):
            raise IllegalAction(N_("Build the ziggurat here or decline."))
        return
    if ph == PH_ZIGGURAT_INCOME:
        if t is not ZigguratIncome or a.colour not in range(4):
            raise IllegalAction(N_("Choose the colour of the ziggurat point."))
        return


def _sq_ok(sq) -> bool:
    return isinstance(sq, int) and not isinstance(sq, bool) and 0 <= sq < NSQ


def _colour_ok(c) -> bool:
    return isinstance(c, int) and not isinstance(c, bool) and 0 <= c < 4


def _check_leader_target(s: State, sq: int, lab: list[int]) -> None:
    if s.tile[sq] != EMPTY or s.leader[sq] >= 0:
        raise IllegalAction(N_("A leader must go on an empty square."))
    if s.board.river[sq]:
        raise IllegalAction(N_("A leader can never stand on a river square."))
    if not has_temple(s, sq):
        raise IllegalAction(N_("A leader must stand next to a temple."))
    if len(_touching(lab, s.board.neigh[sq])) > 1:
        raise IllegalAction(N_("A leader may not join two kingdoms."))


def _check_main(s: State, a, t) -> list[int] | None:
    seat = s.active
    if t is PlaceLeader or t is MoveLeader:
        if not (_colour_ok(a.colour) and _sq_ok(a.square)):
            raise IllegalAction(N_("No such leader or square."))
        pos = s.leader_pos[seat * 4 + a.colour]
        if t is PlaceLeader:
            if pos >= 0:
                raise IllegalAction(N_("That leader is already on the board: move it instead."))
            lab, _ = kingdoms(s)
        else:
            if pos < 0:
                raise IllegalAction(N_("That leader is not on the board."))
            if pos == a.square:
                raise IllegalAction(N_("The leader is already on that square."))
            lab, _ = lifted_labels(s, seat, a.colour)
        _check_leader_target(s, a.square, lab)
        return
    if t is WithdrawLeader:
        if not _colour_ok(a.colour) or s.leader_pos[seat * 4 + a.colour] < 0:
            raise IllegalAction(N_("That leader is not on the board."))
        return
    if t is PlaceTile:
        if not (_colour_ok(a.colour) and _sq_ok(a.square)):
            raise IllegalAction(N_("No such tile or square."))
        if s.racks[seat][a.colour] <= 0:
            raise IllegalAction(N_("You have no such tile."))
        sq = a.square
        if s.tile[sq] != EMPTY or s.leader[sq] >= 0:
            raise IllegalAction(N_("A tile must go on an empty square."))
        if a.colour == BLUE and not s.board.river[sq]:
            raise IllegalAction(N_("A farm must go on a river square."))
        if a.colour != BLUE and s.board.river[sq]:
            raise IllegalAction(N_("Only farms may go on river squares."))
        lab, _ = kingdoms(s)
        if len(_touching(lab, s.board.neigh[sq])) > 2:
            raise IllegalAction(N_("A tile may not join three kingdoms."))
        return lab
    if t is PlaceCatastrophe:
        if not _sq_ok(a.square):
            raise IllegalAction(N_("No such square."))
        if s.catastrophes[seat] <= 0:
            raise IllegalAction(N_("You have no catastrophe tiles left."))
        if not catastrophe_ok(s, a.square):
            raise IllegalAction(N_("A catastrophe cannot go on a leader, a treasure, a monument or "
                              "another catastrophe."))
        return
    if t is SwapTiles:
        cs = a.counts
        if not (isinstance(cs, tuple) and len(cs) == 4
                and all(isinstance(x, int) and x >= 0 for x in cs) and sum(cs) > 0):
            raise IllegalAction(N_("Choose at least one tile to swap."))
        if any(cs[c] > s.racks[seat][c] for c in range(4)):
            raise IllegalAction(N_("You do not have those tiles."))
        return
    if t is EndTurn:
        return
    raise IllegalAction(N_("It is time to choose an action."))


# --------------------------------------------------------------------------- apply


def apply(s: State, a) -> list[Event]:
    lab = check(s, a)
    ev: list[Event] = []
    t = type(a)
    if t is PlaceLeader or t is MoveLeader:
        _do_leader(s, a, t is MoveLeader, ev)
    elif t is WithdrawLeader:
        seat = s.active
        pos = _remove_leader(s, seat * 4 + a.colour)
        ev.append(Event("leader_withdrawn", {"seat": seat, "colour": a.colour, "square": pos},
                        seat=seat))
        _finish_action(s, ev)
    elif t is PlaceTile:
        _do_tile(s, a, ev, lab)
    elif t is PlaceCatastrophe:
        _do_catastrophe(s, a.square, ev)
    elif t is SwapTiles:
        _do_swap(s, a.counts, ev)
    elif t is EndTurn:
        ev.append(Event("pass", {"seat": s.active, "actions_left": s.actions_left},
                        seat=s.active))
        s.actions_left = 0
        _end_turn(s, ev)
    elif t is Commit:
        _do_commit(s, a.count, ev)
    elif t is ChooseWar:
        _start_war(s, a.colour, ev)
    elif t is BuildMonument:
        _build_monument(s, a.monument, a.square, ev)
        _after_monument(s, ev)
    elif t is DeclineMonument:
        tls = {tl for tl, _ in monument_options(s, s.monument_sq)}
        s.barred = s.barred | tls
        ev.append(Event("monument_declined", {"seat": s.active, "squares": sorted(tls)},
                        seat=s.active))
        s.monument_sq = -1
        _after_monument(s, ev)
    elif t is TakeTreasure:
        _take_treasure(s, s.t_seat, a.square, ev)
        s.t_take -= 1
        s.t_choices = tuple(x for x in s.t_choices if x != a.square)
        if s.t_take <= 0:
            s.t_seat, s.t_choices = -1, ()
            _treasures_then_done(s, ev)
    elif t is PlaceBuilding:
        old = s.buildings[a.colour]
        s.buildings[a.colour] = a.square
        ev.append(Event("building", {"seat": s.active, "colour": a.colour, "square": a.square,
                                     "from": old}, seat=s.active))
        _finish_action(s, ev)
    elif t is DeclineBuilding:
        _finish_action(s, ev)
    elif t is BuildZiggurat:
        if a.square >= 0:
            _build_ziggurat(s, a.square, ev)
            _finish_action(s, ev)
        else:
            _after_ziggurat(s, ev)
    elif t is ZigguratIncome:
        _score(s, s.active, a.colour, 1, "ziggurat", ev)
        _end_turn_rest(s, ev)
    return ev


# --------------------------------------------------------------------------- pieces


def _remove_leader(s: State, i: int) -> int:
    pos = s.leader_pos[i]
    s.leader[pos] = -1
    s.leader_pos[i] = -1
    return pos


def _put_leader(s: State, i: int, sq: int) -> None:
    s.leader[sq] = i
    s.leader_pos[i] = sq


def _score(s: State, seat: int, colour: int, n: int, why: str, ev: list[Event]) -> None:
    if n <= 0:
        return
    s.scores[seat][colour] += n
    ev.append(Event("score", {"seat": seat, "colour": colour, "points": n, "reason": why},
                    seat=seat, private=True))


def _orphans(s: State, ev: list[Event]) -> None:
    """Leaders without an adjacent face-up temple go back to their owners."""
    for i, pos in enumerate(s.leader_pos):
        if pos >= 0 and not has_temple(s, pos):
            _remove_leader(s, i)
            ev.append(Event("leader_removed", {"seat": i >> 2, "colour": i & 3, "square": pos,
                                               "reason": "no_temple"}, seat=i >> 2))


def _draw(s: State, seat: int, n: int, ev: list[Event]) -> bool:
    """Draw ``n`` tiles for ``seat``; False (game over) when the bag runs short."""
    bag = s.bag
    total = bag[0] + bag[1] + bag[2] + bag[3]
    got = [0, 0, 0, 0]
    short = total < n
    rack = s.racks[seat]
    for _ in range(min(n, total)):
        r = s.rng.randrange(total)
        c = 0
        while r >= bag[c]:
            r -= bag[c]
            c += 1
        bag[c] -= 1
        rack[c] += 1
        got[c] += 1
        total -= 1
    drawn = sum(got)
    s.rack_n[seat] += drawn
    if drawn:
        ev.append(Event("tiles_drawn", {"seat": seat, "tiles": got, "count": drawn},
                        reveal=True, seat=seat, private=True))
    if short:
        _game_over(s, "bag", ev)
        return False
    return True


def _game_over(s: State, why: str, ev: list[Event]) -> None:
    s.over = True
    s.end_reason = why
    s.phase = PH_OVER
    s.unify_sq = -1
    # With hidden scores the end shows everyone's points: undo never goes back past it.
    ev.append(Event("game_over", {"reason": why},
                    reveal=not s.options.get("open_scores", False)))


# --------------------------------------------------------------------------- main actions


def _do_leader(s: State, a, move: bool, ev: list[Event]) -> None:
    seat = s.active
    i = seat * 4 + a.colour
    old = _remove_leader(s, i) if move else -1
    _put_leader(s, i, a.square)
    ev.append(Event("leader_placed", {"seat": seat, "colour": a.colour, "square": a.square,
                                      "from": old}, seat=seat))
    if move:
        _orphans(s, ev)  # cannot happen (a leader never holds a temple) but cheap
    here = set(region(s, a.square))
    for j in range(a.colour, len(s.leader_pos), 4):
        if j != i and s.leader_pos[j] in here:
            s.c_kind = REVOLT
            s.c_colour = a.colour
            s.c_att, s.c_def = seat, j >> 2
            s.c_att_sq, s.c_def_sq = a.square, s.leader_pos[j]
            s.c_att_base = temples_next_to(s, a.square)
            s.c_def_base = temples_next_to(s, s.c_def_sq)
            s.c_att_commit = -1
            s.phase = PH_COMMIT
            data = _conflict_data(s)
            nb = s.board.neigh
            data["attacker_side"] = [y for y in nb[s.c_att_sq] if s.tile[y] == RED]
            data["defender_side"] = [y for y in nb[s.c_def_sq] if s.tile[y] == RED]
            ev.append(Event("conflict", data, seat=seat))
            return
    _finish_action(s, ev)


def _conflict_data(s: State) -> dict:
    """The public facts of a conflict that starts (the callers add each side's squares:
    ``attacker_side`` / ``defender_side``, the tiles counted in each base strength)."""
    return {"kind": "revolt" if s.c_kind == REVOLT else "war", "colour": s.c_colour,
            "attacker": s.c_att, "defender": s.c_def, "attacker_square": s.c_att_sq,
            "defender_square": s.c_def_sq, "attacker_strength": s.c_att_base,
            "defender_strength": s.c_def_base, "unification": s.unify_sq}


def _do_tile(s: State, a, ev: list[Event], lab: list[int] | None) -> None:
    seat, c, sq = s.active, a.colour, a.square
    if lab is None:
        lab, _ = kingdoms(s)
    ks = _touching(lab, s.board.neigh[sq])
    s.racks[seat][c] -= 1
    s.rack_n[seat] -= 1
    s.tile[sq] = c
    s.placed_sq = sq
    ev.append(Event("tile_placed", {"seat": seat, "colour": c, "square": sq}, seat=seat))
    if len(ks) == 1:
        k = ks.pop()
        ls = leaders_in(s, lab, k)
        who = next((j for j in ls if (j & 3) == c), None)
        if who is None:
            who = next((j for j in ls if (j & 3) == BLACK), None)
        if who is not None:
            pts = 1
            b = s.buildings[c]
            # the tile's kingdom now includes any leaderless region it linked
            if b >= 0 and (lab[b] == k or b in region(s, sq)):
                pts = 2
            _score(s, who >> 2, c, pts, "tile", ev)
        _after_wars(s, ev)
    elif len(ks) == 2:
        s.unify_sq = sq
        ev.append(Event("unification", {"seat": seat, "square": sq}, seat=seat))
        _next_war(s, ev)
    else:
        _after_wars(s, ev)


def _do_catastrophe(s: State, sq: int, ev: list[Event]) -> None:
    seat = s.active
    old = s.tile[sq]
    if 0 <= old < 4:
        s.removed[old] += 1
    s.tile[sq] = CATASTROPHE
    s.catastrophes[seat] -= 1
    ev.append(Event("catastrophe", {"seat": seat, "square": sq, "tile": old}, seat=seat))
    _finish_action(s, ev)


def _do_swap(s: State, counts: tuple, ev: list[Event]) -> None:
    seat = s.active
    n = sum(counts)
    rack, sw = s.racks[seat], s.swapped[seat]
    for c in range(4):
        rack[c] -= counts[c]
        sw[c] += counts[c]
    s.rack_n[seat] -= n
    s.swapped_n[seat] += n
    ev.append(Event("swap", {"seat": seat, "count": n}, seat=seat))
    ev.append(Event("discarded", {"seat": seat, "tiles": list(counts)}, seat=seat,
                    private=True))
    if _draw(s, seat, n, ev):
        _finish_action(s, ev)


# --------------------------------------------------------------------------- conflicts


def _do_commit(s: State, n: int, ev: list[Event]) -> None:
    c = s.c_colour if s.c_kind == WAR else RED
    if s.c_att_commit < 0:
        seat = s.c_att
        s.c_att_commit = n
        last = False
    else:
        seat = s.c_def
        last = True
    s.racks[seat][c] -= n
    s.rack_n[seat] -= n
    s.removed[c] += n
    # Every side is asked, even one with a single choice (no tile of the colour): nobody
    # can tell "had none" from "added none", and the answer is that seat's own decision.
    ev.append(Event("commit", {"seat": seat, "colour": c, "count": n,
                               "role": "defender" if last else "attacker"}, seat=seat))
    if not last:
        return
    att = s.c_att_base + s.c_att_commit
    dfn = s.c_def_base + n
    if s.c_kind == REVOLT:
        _resolve_revolt(s, att, dfn, ev)
    else:
        _resolve_war(s, att, dfn, ev)


def _resolve_revolt(s: State, att: int, dfn: int, ev: list[Event]) -> None:
    win, lose = (s.c_att, s.c_def) if att > dfn else (s.c_def, s.c_att)
    lose_sq = s.c_def_sq if win == s.c_att else s.c_att_sq
    i = s.leader[lose_sq]
    _remove_leader(s, i)
    ev.append(Event("conflict_resolved", {
        "kind": "revolt", "colour": s.c_colour, "winner": win, "loser": lose,
        "attacker_total": att, "defender_total": dfn, "points": 1, "square": lose_sq},
        seat=win))
    ev.append(Event("leader_removed", {"seat": lose, "colour": s.c_colour, "square": lose_sq,
                                       "reason": "revolt"}, seat=lose))
    _score(s, win, RED, 1, "revolt", ev)
    _clear_conflict(s)
    _finish_action(s, ev)


def _clear_conflict(s: State) -> None:
    s.c_colour = -1
    s.c_att = s.c_def = -1
    s.c_att_sq = s.c_def_sq = -1
    s.c_att_base = s.c_def_base = 0
    s.c_att_commit = -1
    s.phase = PH_ACTION


def _next_war(s: State, ev: list[Event]) -> None:
    cs = contested(s)
    if not cs:
        ev.append(Event("unification_removed", {"square": s.unify_sq}))
        s.unify_sq = -1
        _after_wars(s, ev)
    elif len(cs) == 1:
        _start_war(s, cs[0], ev)
    else:
        s.phase = PH_WAR_COLOUR


def _start_war(s: State, colour: int, ev: list[Event]) -> None:
    lab, _ = kingdoms(s, s.unify_sq)
    ks = _touching(lab, s.board.neigh[s.unify_sq])
    pair = [i for i, pos in enumerate(s.leader_pos)
            if pos >= 0 and (i & 3) == colour and lab[pos] in ks]
    n = s.players
    pair.sort(key=lambda i: ((i >> 2) - s.active) % n)
    a, d = pair[0], pair[1]
    s.c_kind = WAR
    s.c_colour = colour
    s.c_att, s.c_def = a >> 2, d >> 2
    s.c_att_sq, s.c_def_sq = s.leader_pos[a], s.leader_pos[d]
    tile = s.tile
    ka, kd = lab[s.c_att_sq], lab[s.c_def_sq]
    s.c_att_base = sum(1 for x in RANGE if lab[x] == ka and tile[x] == colour)
    s.c_def_base = sum(1 for x in RANGE if lab[x] == kd and tile[x] == colour)
    s.c_att_commit = -1
    s.phase = PH_COMMIT
    data = _conflict_data(s)
    data["attacker_side"] = [x for x in RANGE if lab[x] == ka and tile[x] == colour]
    data["defender_side"] = [x for x in RANGE if lab[x] == kd and tile[x] == colour]
    ev.append(Event("conflict", data, seat=s.c_att))


def _resolve_war(s: State, att: int, dfn: int, ev: list[Event]) -> None:
    colour = s.c_colour
    if att > dfn:
        win, lose, lose_sq = s.c_att, s.c_def, s.c_def_sq
    else:
        win, lose, lose_sq = s.c_def, s.c_att, s.c_att_sq
    lab, _ = kingdoms(s, s.unify_sq)
    k = lab[lose_sq]
    _remove_leader(s, lose * 4 + colour)
    tile, leader, neigh = s.tile, s.leader, s.board.neigh
    gone = []
    for x in RANGE:
        if lab[x] != k or tile[x] != colour or x == s.unify_sq:
            continue
        if s.buildings[colour] == x:
            continue
        if colour == RED and (s.treasure[x] or any(leader[y] >= 0 for y in neigh[x])):
            continue
        gone.append(x)
    for x in gone:
        tile[x] = EMPTY
    s.removed[colour] += len(gone)
    ev.append(Event("conflict_resolved", {
        "kind": "war", "colour": colour, "winner": win, "loser": lose,
        "attacker_total": att, "defender_total": dfn, "points": 1 + len(gone),
        "square": lose_sq}, seat=win))
    ev.append(Event("leader_removed", {"seat": lose, "colour": colour, "square": lose_sq,
                                       "reason": "war"}, seat=lose))
    if gone:
        ev.append(Event("removed", {"squares": gone, "colour": colour, "reason": "war"}))
    _score(s, win, colour, 1 + len(gone), "war", ev)
    _clear_conflict(s)
    _next_war(s, ev)


# --------------------------------------------------------------------------- after a tile


def _after_wars(s: State, ev: list[Event]) -> None:
    sq = s.placed_sq
    if monument_options(s, sq):
        s.monument_sq = sq
        s.phase = PH_MONUMENT
        return
    _after_monument(s, ev)


def _build_monument(s: State, m: int, tl: int, ev: list[Event]) -> None:
    sqs = (tl, tl + 1, tl + COLS, tl + COLS + 1)
    for x in sqs:
        s.tile[x] = DOWN
    for c in range(4):
        if s.buildings[c] in sqs:
            s.buildings[c] = -1
    s.monuments[m] = tl
    s.monument_sq = -1
    ev.append(Event("monument", {"seat": s.active, "monument": m, "square": tl,
                                 "squares": list(sqs)}, seat=s.active))


def _after_monument(s: State, ev: list[Event]) -> None:
    s.phase = PH_ACTION
    s.monument_sq = -1
    if ziggurat_centres(s, s.placed_sq):
        s.phase = PH_ZIGGURAT
        return
    _after_ziggurat(s, ev)


def _build_ziggurat(s: State, centre: int, ev: list[Event]) -> None:
    sqs = (centre, *s.board.neigh[centre])
    for x in sqs:
        s.tile[x] = DOWN
    for c in range(4):
        if s.buildings[c] in sqs:
            s.buildings[c] = -1
    s.ziggurat = centre
    ev.append(Event("ziggurat", {"seat": s.active, "square": centre, "squares": list(sqs)},
                    seat=s.active))


def _after_ziggurat(s: State, ev: list[Event]) -> None:
    s.phase = PH_ACTION
    if building_options(s):
        s.phase = PH_BUILDING
        return
    _finish_action(s, ev)


def _finish_action(s: State, ev: list[Event]) -> None:
    """Orphaned leaders leave, then treasures are handed out, then the action ends."""
    s.phase = PH_ACTION
    s.placed_sq = -1
    _orphans(s, ev)
    _treasures_then_done(s, ev)


def _take_treasure(s: State, seat: int, sq: int, ev: list[Event]) -> None:
    s.treasure[sq] = 0
    s.treasures[seat] += 1
    ev.append(Event("treasure", {"seat": seat, "square": sq}, seat=seat))


def _treasures_then_done(s: State, ev: list[Event]) -> None:
    if any(s.leader_pos[i] >= 0 for i in range(GREEN, len(s.leader_pos), 4)):
        lab, _ = kingdoms(s)
    else:
        lab = []
    temples = s.board.temples
    prio = s.board.priority
    for i in range(GREEN, len(s.leader_pos), 4):
        pos = s.leader_pos[i]
        if pos < 0:
            continue
        k = lab[pos]
        here = [x for x in temples if s.treasure[x] and lab[x] == k]
        if len(here) < 2:
            continue
        seat = i >> 2
        take = len(here) - 1
        first = [x for x in here if x in prio]
        rest = [x for x in here if x not in prio]
        if len(first) <= take:
            for x in first:
                _take_treasure(s, seat, x, ev)
            take -= len(first)
            pool = rest
        else:
            pool = first
        if take <= 0:
            continue
        s.phase = PH_TREASURE
        s.t_seat, s.t_take, s.t_choices = seat, take, tuple(pool)
        return
    s.phase = PH_ACTION
    s.actions_left -= 1
    if s.actions_left <= 0:
        _end_turn(s, ev)


def _end_turn(s: State, ev: list[Event]) -> None:
    seat = s.active
    if s.ziggurat < 0 and max(s.monuments) < 0:
        _end_turn_rest(s, ev)
        return
    lab, _ = kingdoms(s)
    for m, tl in enumerate(s.monuments):
        if tl < 0:
            continue
        k = lab[tl]
        if k < 0:
            continue
        for c in MONUMENTS[m]:
            pos = s.leader_pos[seat * 4 + c]
            if pos >= 0 and lab[pos] == k:
                _score(s, seat, c, 1, "monument", ev)
    z = s.ziggurat
    if z >= 0 and lab[z] >= 0:
        king = s.leader_pos[seat * 4 + BLACK]
        if king >= 0 and lab[king] == lab[z]:
            s.phase = PH_ZIGGURAT_INCOME
            return
    _end_turn_rest(s, ev)


def _end_turn_rest(s: State, ev: list[Event]) -> None:
    s.phase = PH_ACTION
    n = s.players
    for k in range(n):
        p = (s.active + k) % n
        need = RACK_SIZE - s.rack_n[p]
        if need > 0 and not _draw(s, p, need, ev):
            return
    ev.append(Event("turn_end", {"seat": s.active, "turn": s.turn}))
    if sum(s.treasure) <= 2:
        _game_over(s, "treasures", ev)
        return
    s.active = (s.active + 1) % n
    s.actions_left = 2
    s.turn += 1


# --------------------------------------------------------------------------- for views


def leader_strengths(s: State) -> dict[int, tuple[int, int]]:
    """Per leader on the board (``seat * 4 + colour``): (revolt strength = adjacent
    face-up temples, war strength = face-up tiles of its colour in its kingdom)."""
    lab, nk = kingdoms(s)
    counts = [[0, 0, 0, 0] for _ in range(nk)]
    tile = s.tile
    for x in RANGE:
        k = lab[x]
        if k >= 0 and 0 <= tile[x] < 4:
            counts[k][tile[x]] += 1
    return {i: (temples_next_to(s, pos), counts[lab[pos]][i & 3])
            for i, pos in enumerate(s.leader_pos) if pos >= 0}
