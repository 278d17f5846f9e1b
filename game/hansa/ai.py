"""Heuristics for the Hansa Teutonica AIs: evaluation, a fast progress rollout policy
and move pruning for tree search.

The evaluation gives every seat a raw worth in rough prestige points: the points it
would score if the game ended now (as ``game.hansa.scoring`` counts them), plus what
its position promises — pieces on routes it alone occupies (more the fuller the route
and the better its claim: office, upgrade, marker), offices, ability levels (more
while much of the game is left; Actiones most), unused bonus markers, a little for
pieces in the personal supply and the stock and, for the seat to move, the actions it
has left this turn and the value of the action under way (others count half a turn).
A piece on a route it can still claim is worth more than in the supply, and an unused
action more than nothing, so placing beats passing; a piece on a route shared with
others is stuck and worth little, yet placing it can still pay by blocking a rival.
A claim waiting for its benefit is valued at its best benefit. The raw worths become
win-chance-like values by a logistic of each seat's lead over its best opponent,
normalised to sum to one.
"""

from __future__ import annotations

import math

from game.core import Rng
from game.hansa import engine
from game.hansa.actions import (
    Claim,
    Coellen,
    Displace,
    EndTurn,
    Income,
    Move,
    NoBenefit,
    Office,
    Place,
    Relocate,
    Start,
    StopMove,
    StopRemove,
    Upgrade,
    UseActions,
    UseUpgrade,
)
from game.hansa.board import marker_data
from game.hansa.engine import control
from game.hansa.scoring import DEVELOPED, marker_points, score_parts
from game.hansa.state import (
    ACT3,
    ACT4,
    ACTIONES,
    BURSA,
    CLAIM_CHOICE,
    CLAVIS_URBIS,
    DISPLACE,
    DISPLACED,
    LIBER_SOPHIAE,
    MAIN,
    MERCHANT,
    MOVE,
    NEUTRAL,
    NEUTRAL_CLAIM,
    PLACE,
    PLACE_MARKERS,
    PRIVILEGIUM,
    REMOVE,
    TRADER,
    UPGRADE,
    HansaState,
)

_UPGRADE_ORDER = (ACTIONES, BURSA, PRIVILEGIUM, 2, 1)

# ---- weights of the evaluation (rough prestige points) ----
ACTION = 0.3  # an action still to take this turn (others: half a turn's worth)
SUPPLY_NEAR = 0.4  # each supply piece up to one more than the seat's actions per turn
SUPPLY_FAR = 0.08  # each further supply piece
SUPPLY_DISC = 0.1  # a disc (up to two) in the supply: round offices need them
STOCK = 0.1  # a piece in the general stock (income brings it back)
SCARCE = 0.15  # more per stock piece while the supply has fewer than SCARCE_BELOW
SCARCE_BELOW = 4
PIECE_BASE = 0.42  # a piece on a route only its owner occupies
PIECE_PROGRESS = 1.2  # ... plus this times the squared fill fraction, times claimability
MOVE_SHARE = 0.5  # of the best gain of moving one piece, for a Move action just started
MOVE_DOUBT = 0.2  # less for that action than for an unused one
DISPLACE_COST = 0.8  # the displacing piece and a one-cube fee, from the supply
DISPLACE_SHARE = 0.8  # of the best displacement gain, for a Displace action just started
CONTESTED = 0.15  # a piece on a route shared with others: stuck until displaced
OFFICE = 2.5  # an office held (its control and network points come from the score)
MARKER_OPTION = 0.5  # an unused bonus marker that is not an actions marker
# per level of an ability, scaled by how much of the game is left
ABILITY_WEIGHT = {ACTIONES: 3.0, CLAVIS_URBIS: 1.0, LIBER_SOPHIAE: 0.8, PRIVILEGIUM: 1.5,
                  BURSA: 1.0}
_STACK0 = sum(marker_data()["editions"]["4th"].values()) - len(marker_data()["start_markers"])


def projected_scores(s: HansaState) -> list[float]:
    """Each seat's score if the game ended now."""
    return [float(sum(v for _, _, v in score_parts(s, seat))) for seat in range(s.players)]


def _final_scores(s: HansaState) -> list[float]:
    """Same as :func:`projected_scores`, faster: offices are counted once for all
    seats (the network search runs on those counts)."""
    b = s.board
    n = s.players
    out = [float(x) for x in s.prestige]
    for c in range(b.n_cities):
        k = control(s, c)
        if 0 <= k < n:
            out[k] += 2
    counts = [[0] * b.n_cities for _ in range(n)]
    office, oc = s.office, b.office_city
    for o in range(b.n_offices):
        v = office[o]
        if v and (v - 1) >> 1 < n:
            counts[(v - 1) >> 1][oc[o]] += 1
    for c, ex in enumerate(s.extra):
        for v in ex:
            if (v - 1) >> 1 < n:
                counts[(v - 1) >> 1][c] += 1
    lvl = s.level
    adj = b.city_adj
    for seat in range(n):
        row = 5 * seat
        out[seat] += sum(4 for a in DEVELOPED if lvl[row + a] >= b.ability_max[a])
        out[seat] += marker_points(len(s.unused[seat]) + len(s.used[seat]))
        count = counts[seat]
        seen = [False] * b.n_cities
        best = 0
        for c in range(b.n_cities):
            if count[c] and not seen[c]:
                seen[c] = True
                todo = [c]
                total = 0
                while todo:
                    x = todo.pop()
                    total += count[x]
                    for d in adj[x]:
                        if count[d] and not seen[d]:
                            seen[d] = True
                            todo.append(d)
                best = max(best, total)
        if best:
            out[seat] += best * b.ability_values[CLAVIS_URBIS][lvl[row + CLAVIS_URBIS]]
    for i in range(4):
        if s.coellen[i]:
            out[s.coellen[i] - 1] += b.coellen_points[i]
    return out


def progress(s: HansaState) -> float:
    """How far the game is towards one of its end conditions, 0 to 1."""
    p = max(s.prestige) / engine.PRESTIGE_END
    c = s.completed / engine.CITIES_END
    k = 1.0 - len(s.stack) / _STACK0
    return min(1.0, max(p, c, k))


def _free_offices(s: HansaState) -> list[int]:
    """Each city's leftmost empty printed office (global index), or -1."""
    office = s.office
    out = []
    for rg in s.board.city_offices:
        f = -1
        for o in rg:
            if not office[o]:
                f = o
                break
        out.append(f)
    return out


def _claimable(s: HansaState, r: int, seat: int, free: list[int], shapes: int = 3) -> float:
    """How much claiming route ``r`` would give ``seat``: 1 for an office or an
    upgrade (1.2 for Actiones), 0.7 for a bonus marker only, else 0.3. ``free`` is
    :func:`_free_offices`; ``shapes`` says which office shapes the route's pieces can
    fill (bit 0 square, bit 1 round)."""
    b = s.board
    lvl = s.level
    row = 5 * seat
    priv = b.ability_values[PRIVILEGIUM][lvl[row + PRIVILEGIUM]]
    best = 0.7 if s.route_marker[r] else 0.3
    for c in (b.route_a[r], b.route_b[r]):
        o = free[c]
        if o >= 0 and b.office_level[o] <= priv and shapes >> b.office_shape[o] & 1:
            best = max(best, 1.0)
        a = b.city_ability[c]
        if a >= 0 and lvl[row + a] < b.ability_max[a]:
            best = max(best, 1.2 if a == ACTIONES else 1.0)
    return best


def _own_route_value(k: int, length: int, cf: float) -> float:
    """Worth of ``k`` pieces of one seat alone on a route of ``length`` posts."""
    f = k / length
    return k * PIECE_BASE + PIECE_PROGRESS * cf * f * f


def _supply_value(n: int, discs: int, actions: int) -> float:
    near = min(n, actions + 1)
    return SUPPLY_NEAR * near + SUPPLY_FAR * (n - near) + SUPPLY_DISC * min(discs, 2)


def raw_values(s: HansaState) -> list[float]:
    """Each seat's worth in rough prestige points (see the module docstring)."""
    if s.phase == CLAIM_CHOICE:
        return _after_best_benefit(s)
    b = s.board
    n = s.players
    post = s.post
    raw = _final_scores(s)
    cur = s.cur
    free = _free_offices(s)
    best_place = 0.0  # the best gain of placing one piece, for the seat to move
    cheapest = 99.0  # the least loss of taking one of its pieces off a route
    best_displace = 0.0  # the best gain of displacing the only foreign piece on a route
    cnt = [0] * 6
    for r in b.live_routes:
        rp = b.route_posts[r]
        for i in range(6):
            cnt[i] = 0
        empty = 0
        owners = 0
        shapes = 0
        for p in rp:
            v = post[p]
            if v:
                shapes |= 1 << ((v - 1) & 1)
                o = (v - 1) >> 1
                if not cnt[o]:
                    owners += 1
                cnt[o] += 1
            else:
                empty += 1
        length = len(rp)
        if owners == 1:
            o = next(i for i in range(6) if cnt[i])
            if o < n:
                cf = _claimable(s, r, o, free, 3 if empty else shapes)
                here = _own_route_value(cnt[o], length, cf)
                raw[o] += here
                if o == cur:
                    cheapest = min(cheapest, here - _own_route_value(cnt[o] - 1, length, cf))
                if o == cur and empty:
                    gain = (_own_route_value(cnt[o] + 1, length, cf)
                            - _own_route_value(cnt[o], length, cf))
                    best_place = max(best_place, gain)
                    continue
            if o != cur:
                if empty:
                    best_place = max(best_place, CONTESTED)  # a blocking piece
                if cnt[o] == 1:
                    mine = _own_route_value(1, length, _claimable(s, r, cur, free))
                    best_displace = max(best_displace, mine - DISPLACE_COST)
        elif owners == 0:
            best_place = max(best_place, _own_route_value(1, length, _claimable(s, r, cur, free)))
        else:
            for o in range(n):
                if cnt[o]:
                    raw[o] += CONTESTED * cnt[o]
            k = cnt[cur]
            if k:
                cheapest = min(cheapest, CONTESTED)
                if length - empty - k == 1:
                    mine = _own_route_value(k + 1, length, _claimable(s, r, cur, free))
                    best_displace = max(best_displace, mine - CONTESTED * k - DISPLACE_COST)
            if empty:
                best_place = max(best_place, CONTESTED)
    # offices held
    for o in s.office:
        if o:
            w = (o - 1) >> 1
            if w < n:
                raw[w] += OFFICE
    for ex in s.extra:
        for o in ex:
            w = (o - 1) >> 1
            if w < n:
                raw[w] += OFFICE
    left = 1.0 - progress(s)
    scale = 0.25 + 0.75 * left
    vals = b.ability_values
    for seat in range(n):
        row = 5 * seat
        lvl = s.level
        acts = vals[ACTIONES][lvl[row]]
        a = ABILITY_WEIGHT
        raw[seat] += scale * (a[ACTIONES] * (acts - 2)
                              + a[CLAVIS_URBIS] * lvl[row + CLAVIS_URBIS]
                              + a[LIBER_SOPHIAE] * lvl[row + LIBER_SOPHIAE]
                              + a[PRIVILEGIUM] * lvl[row + PRIVILEGIUM]
                              + a[BURSA] * lvl[row + BURSA])
        sup_t, sup_m = s.supply[2 * seat], s.supply[2 * seat + 1]
        raw[seat] += _supply_value(sup_t + sup_m, sup_m, acts)
        stock = s.stock[2 * seat] + s.stock[2 * seat + 1]
        raw[seat] += STOCK * stock + SCARCE * min(stock, max(0, SCARCE_BELOW - sup_t - sup_m))
        for k in s.unused[seat]:
            if k != ACT3 and k != ACT4:
                raw[seat] += MARKER_OPTION * scale
    # actions: the seat to move has its actions left this turn (and the action under
    # way), every other seat half a turn's worth, so that ending a turn early loses
    # exactly the actions left unused
    ph = s.phase
    for seat in range(n):
        if seat != cur or ph == PLACE_MARKERS:
            raw[seat] += ACTION * 0.5 * vals[ACTIONES][s.level[5 * seat]]
    left_acts = engine.actions_left(s)
    if ph == MAIN or ph == REMOVE or ph == NEUTRAL_CLAIM:
        raw[cur] += ACTION * max(0, left_acts)
    elif ph == PLACE:
        own = s.supply[2 * cur] + s.supply[2 * cur + 1]
        acts = vals[ACTIONES][s.level[5 * cur]]
        cost = (_supply_value(own, s.supply[2 * cur + 1], acts)
                - _supply_value(own - 1, s.supply[2 * cur + 1], acts))
        raw[cur] += ACTION * (max(0, left_acts) + 1) + max(0.05, best_place - cost)
    elif ph == DISPLACE:
        raw[cur] += ACTION * (max(0, left_acts) + 1) + DISPLACE_SHARE * best_displace
    elif ph == MOVE:
        raw[cur] += ACTION * max(0, left_acts)
        if not s.pend[0]:
            raw[cur] += ACTION - MOVE_DOUBT + MOVE_SHARE * max(0.0, best_place - cheapest)
    elif ph == DISPLACED:
        raw[cur] += ACTION * max(0, left_acts)
        _, shape, extras, owner, _ = s.pend
        if owner < n:
            raw[owner] += CONTESTED * ((shape >= 0) + max(0, extras))
    return raw


def _after_best_benefit(s: HansaState) -> list[float]:
    """Raw worths once the claim under way takes its best benefit for the claimant."""
    best: list[float] | None = None
    cur = s.cur
    for a in engine.legal_actions(s):
        child = s.copy()
        engine.apply(child, a)
        if engine.to_act(child) is None:  # the game is decided: winners far ahead
            top = max(_final_scores(child))
            v = [100.0 if x == top else 0.0 for x in _final_scores(child)]
        else:
            v = raw_values(child)
        if best is None or v[cur] > best[cur]:
            best = v
    assert best is not None
    return best


def win_values(raw: list[float], spread: float) -> list[float]:
    """Logistic of each seat's lead over its best opponent, normalised to sum to 1."""
    n = len(raw)
    out = []
    for i in range(n):
        best = max(raw[j] for j in range(n) if j != i)
        d = (raw[i] - best) / spread
        d = max(-30.0, min(30.0, d))
        out.append(1.0 / (1.0 + math.exp(-d)))
    tot = sum(out)
    return [x / tot for x in out]


def _route_scores(s: HansaState, seat: int) -> list[tuple[float, int]]:
    """(score, route) for routes worth placing on, best first."""
    b = s.board
    post = s.post
    office = s.office
    out = []
    for r in b.live_routes:
        own = empty = opp = 0
        for p in b.route_posts[r]:
            v = post[p]
            if not v:
                empty += 1
            elif (v - 1) >> 1 == seat:
                own += 1
            else:
                opp += 1
        if not empty or opp:
            continue
        free = 0
        for c in (b.route_a[r], b.route_b[r]):
            rg = b.city_offices[c]
            if not office[rg[-1]]:
                free += 1
            if b.city_ability[c] >= 0:
                free += 1
        score = own * 3.0 - empty + free + (2 if s.route_marker[r] else 0)
        out.append((score, r))
    out.sort(reverse=True)
    return out


def _threats(s: HansaState, seat: int) -> list[tuple[float, int]]:
    """(score, route) of routes that opponents alone occupy, most filled first."""
    b = s.board
    post = s.post
    out = []
    for r in b.live_routes:
        rp = b.route_posts[r]
        own = -1
        k = 0
        ok = True
        for p in rp:
            v = post[p]
            if v:
                o = (v - 1) >> 1
                if o == seat or (own >= 0 and o != own):
                    ok = False
                    break
                own = o
                k += 1
        if ok and k:
            out.append((k / len(rp) + (0.5 if own != NEUTRAL else 0.0), r))
    out.sort(reverse=True)
    return out


def _useful_moves(s: HansaState, actions: list | None) -> list:
    """The Move-phase actions that make progress: a piece goes to a route no one else
    occupies, coming from a route shared with others or from one with no more own
    pieces than the target (so repeated moves gather pieces and never shuffle them
    back), plus swaps and StopMove. With ``actions`` None (phase MAIN): whether a
    Move action could make any such move (a list with one entry, or empty)."""
    b = s.board
    post = s.post
    seat = s.cur
    n_r = b.n_routes
    own = [0] * n_r
    foreign = [False] * n_r
    for r in b.live_routes:
        for p in b.route_posts[r]:
            v = post[p]
            if v:
                if (v - 1) >> 1 == seat:
                    own[r] += 1
                else:
                    foreign[r] = True
    pr = b.post_route

    def useful(src: int, dst: int) -> bool:
        return not foreign[dst] and (foreign[src] or own[dst] >= own[src])

    if actions is None:
        opens = [pr[q] for q in engine.open_posts(s)]
        for src in b.live_routes:
            if own[src] and any(d != src and useful(src, d) for d in opens):
                return [True]
        return []
    keep = [a for a in actions if type(a) is not Move or post[a.to]
            or useful(pr[a.post], pr[a.to])]
    if any(type(a) is Move for a in keep):
        return keep
    return [a for a in actions if type(a) is StopMove]


class HansaHeuristics:
    """``evaluate``, ``rollout_action`` and ``candidates`` for the shared AIs."""

    rollout_plies = 6  # about one turn: the evaluation judges the rest
    exploration = 0.3  # values differ by little: a lower UCB constant than the default

    def __init__(self, rules) -> None:
        self.rules = rules
        self._plan: tuple = (None, None)  # (state key, second step of a started action)

    # ------------------------------------------------------------------ evaluation

    def evaluate(self, s: HansaState) -> list[float]:
        """Rough chance of winning per seat, from each seat's worth relative to the best
        opponent's (see :func:`raw_values`)."""
        if engine.to_act(s) is None:
            out = self.rules.outcome(s)
            best = max(out.scores)
            winners = [i for i, x in enumerate(out.scores) if x == best]
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(s.players)]
        spread = 1.5 + 2.5 * (1.0 - progress(s))
        return win_values(raw_values(s), spread)

    # ------------------------------------------------------------------ rollout policy

    def rollout_action(self, s: HansaState, rng: Rng):
        """A sensible legal action, fast: claim full routes, build toward claimable
        routes, take income when the supply runs low, end the turn otherwise."""
        ph = s.phase
        if s.turn > 400:  # a stalled position: fall back on random play, which ends
            acts = engine.legal_actions(s)
            claims = [a for a in acts if type(a) is Claim]
            return claims[0] if claims else acts[rng.randrange(len(acts))]
        if ph == MAIN:
            a = self._main(s, rng)
            if type(a) is Place or type(a) is Displace:
                self._plan = ((id(s), s.turn, s.actions + 1), a)
                return Start("place" if type(a) is Place else "displace")
            return a
        if ph == PLACE or ph == DISPLACE:
            key, a = self._plan
            if key == (id(s), s.turn, s.actions):
                self._plan = (None, None)
                return a
            acts = engine.legal_actions(s)
            return acts[rng.randrange(len(acts))]
        if ph == CLAIM_CHOICE:
            acts = engine.legal_actions(s)
            offices = [a for a in acts if type(a) is Office]
            ups = [a for a in acts if type(a) is Upgrade]
            coel = [a for a in acts if type(a) is Coellen]
            if coel:
                return coel[-1]
            if ups and (not offices or rng.random() < 0.5):
                for a in ups:
                    if a.ability == ACTIONES or a.ability == PRIVILEGIUM:
                        return a
                return ups[0]
            if offices:
                return offices[rng.randrange(len(offices))]
            return NoBenefit()
        if ph == REMOVE:
            return StopRemove()
        if ph == MOVE:
            return self._move(s, rng)
        acts = engine.legal_actions(s)
        return acts[rng.randrange(len(acts))]

    def _main(self, s: HansaState, rng: Rng):
        seat = s.cur
        b = s.board
        if engine.actions_left(s) <= 0:
            unused = s.unused[seat]
            if ACT4 in unused:
                return UseActions(4)
            if ACT3 in unused:
                return UseActions(3)
            if UPGRADE in unused:
                for a in _UPGRADE_ORDER:
                    if s.level[5 * seat + a] < b.ability_max[a]:
                        return UseUpgrade(a)
            return EndTurn()
        post = s.post
        # 1. claim a full route of ours
        for r in b.live_routes:
            rp = b.route_posts[r]
            v = post[rp[0]]
            if v and (v - 1) >> 1 == seat and engine.route_full_of(s, r) == seat:
                return Claim(r)
        sup_t, sup_m = s.supply[2 * seat], s.supply[2 * seat + 1]
        stock = s.stock[2 * seat] + s.stock[2 * seat + 1]
        if sup_t + sup_m == 0 or (sup_t + sup_m == 1 and stock >= 3 and rng.random() < 0.5):
            if stock:
                rg = engine._income_range(s)
                return Income(rg[-1] if rng.random() < 0.3 else rg[0])
            if engine._can_move(s) and _route_scores(s, seat):
                return Start("move")
            return EndTurn()
        # 2. sometimes displace an opponent alone on a short route
        if sup_t >= 2 and rng.random() < 0.08:
            for _ in range(4):
                p = b.live_posts[rng.randrange(len(b.live_posts))]
                v = post[p]
                if v and (v - 1) >> 1 != seat and not (v - 1) & 1:
                    return Displace(p, TRADER, 0)
        # 3. place toward the best route
        ranked = _route_scores(s, seat)
        shape = TRADER if sup_t else MERCHANT
        if ranked:
            k = 0 if rng.random() < 0.7 else rng.randrange(min(3, len(ranked)))
            r = ranked[k][1]
            for p in b.route_posts[r]:
                if not post[p]:
                    return Place(p, shape)
        empties = [p for p in b.live_posts if not post[p]]
        if empties:
            return Place(empties[rng.randrange(len(empties))], shape)
        # 4. the board is full: displace someone
        for p in b.live_posts:
            v = post[p]
            if v and (v - 1) >> 1 != seat:
                opts = engine._displace_options(sup_t, sup_m, (v - 1) & 1)
                if opts:
                    sh, fm = opts[0]
                    return Displace(p, sh, fm)
        return EndTurn()

    def _move(self, s: HansaState, rng: Rng):
        """Move one piece: from a route blocked by opponents (or the weakest one) to
        the most promising route, then stop."""
        seat = s.cur
        b = s.board
        post = s.post
        if s.pend[0]:
            return StopMove()
        best_p, best_k = -1, 99.0
        for r in b.live_routes:
            own = opp = 0
            mine = -1
            for p in b.route_posts[r]:
                v = post[p]
                if v:
                    if (v - 1) >> 1 == seat:
                        own += 1
                        mine = p
                    else:
                        opp += 1
            if mine >= 0:
                k = own - 3 * opp
                if opp == 0 and own == len(b.route_posts[r]):
                    k += 10
                if k < best_k:
                    best_p, best_k = mine, k
        src = b.post_route[best_p] if best_p >= 0 else -1
        opens = engine.open_posts(s)
        for _, r in _route_scores(s, seat):
            if r != src:
                for p in opens:
                    if b.post_route[p] == r:
                        return Move(best_p, p)
        acts = engine.legal_actions(s)
        return acts[rng.randrange(len(acts))]

    # ------------------------------------------------------------------ pruning

    def candidates(self, s: HansaState, actions: list) -> list:
        """Prune move lists: places on the most promising routes (own and blocking),
        displacements of the biggest threats, only moves that gather pieces
        (:func:`_useful_moves`); in MAIN no ending the turn (nor Move) while a piece
        can still be placed, income taken or a route claimed, and no ending it while
        a useful move is left. Never empty; claims and benefit choices are always
        kept."""
        seat = s.cur
        b = s.board
        ph = s.phase
        if ph == MOVE:
            return _useful_moves(s, actions) or actions
        if ph == MAIN:
            if Start("move") in actions and not _useful_moves(s, None):
                actions = [a for a in actions if type(a) is not Start or a.kind != "move"]
            elif Start("move") in actions and engine.actions_left(s) > 0:
                # a leader must not sit on its lead: with nothing to place, gather
                # pieces rather than pass (two passing AIs would never end the game)
                actions = [a for a in actions if type(a) is not EndTurn]
            if engine.actions_left(s) > 0 and any(
                    type(a) is Start and a.kind == "place" or type(a) is Claim
                    or type(a) is Income for a in actions):
                keep = [a for a in actions if type(a) is not EndTurn
                        and (type(a) is not Start or a.kind != "move")]
                incomes = [a for a in keep if type(a) is Income]
                if len(incomes) > 2:
                    drop = set(incomes[1:-1])
                    keep = [a for a in keep if type(a) is not Income or a not in drop]
                return keep or actions
            return actions
        if len(actions) <= 12:
            return actions
        if ph == PLACE:
            mine = [r for _, r in _route_scores(s, seat)[:4]]
            block = [r for _, r in _threats(s, seat)[:2]]
            good = set(mine) | set(block)
            top2 = set(mine[:2])
            no_t = s.supply[2 * seat] == 0
            keep = [a for a in actions if b.post_route[a.post] in good
                    and (a.shape == TRADER or no_t or b.post_route[a.post] in top2)]
            return keep or actions[:8]
        if ph == DISPLACE:
            threat = {r: i for i, (_, r) in enumerate(_threats(s, seat))}
            keep = [a for a in actions if a.shape == TRADER and (
                a.fee_merchants == 0 or s.supply[2 * seat] < 3)]
            keep.sort(key=lambda a: threat.get(b.post_route[a.post], 99))
            return (keep or actions)[:10]
        if ph == DISPLACED:
            owner = s.pend[3]
            if owner >= s.players:
                return actions
            good = {r for _, r in _route_scores(s, owner)[:4]}
            keep = [a for a in actions if type(a) is not Relocate
                    or b.post_route[a.post] in good]
            return keep if any(type(a) is Relocate for a in keep) else actions
        return actions


__all__ = ["HansaHeuristics", "projected_scores", "raw_values", "win_values", "progress",
           "MERCHANT", "MAIN"]
