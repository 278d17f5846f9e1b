"""Kingmaker heuristics for the shared AIs: evaluation, rollout policy, pruning, answers.

The evaluation weighs royal pieces held (by seniority, crowned or not), troops, places and
votes; the rollout policy plays cards, moves towards royal pieces and weak enemies, fights
only at good odds and answers offers as a cautious player would.
"""

from __future__ import annotations

import math

from game.ai.ismcts import Params
from game.core import Rng
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import (
    EVENT_CARD,
    Answer,
    Battle,
    DefendFrench,
    Delegate,
    Discard,
    DrawEvent,
    EndAlliance,
    EndPhase,
    Escort,
    Execute,
    ExecuteHeir,
    KeepAlliance,
    Move,
    PlayCard,
    Port,
    Propose,
    Ransom,
    ShipFate,
    Siege,
    StormPort,
    Summon,
    UseWrit,
    Vote,
    Withdraw,
)
from game.kingmaker.board import (
    BEAUFORT_SLOT,
    LOC0,
    SEA0,
    allied,
    area_of,
    at,
    crowned,
    force,
    is_ambush,
    living_royals,
    place_ctrl,
    rounded_ratio,
    royal_ctrl,
    senior,
    strength,
)
from game.kingmaker.board import (
    all_votes as seat_votes,
)
from game.kingmaker.state import COMBAT, MOVE, OVER, KState


def royal_value(s: KState, h: int) -> float:
    """How much holding royal piece ``h`` is worth: the senior of a house most."""
    house = D.LANCASTER if h == BEAUFORT_SLOT else D.HEIR_HOUSE[h]
    rank = 1 + sum(1 for g in living_royals(s) if g != h and g != BEAUFORT_SLOT
                   and D.HEIR_HOUSE[g] == house and D.HEIR_RANK[g] < D.HEIR_RANK[h]) \
        if h != BEAUFORT_SLOT else 1
    v = 3.0 / rank
    if crowned(s, h):
        v += 2.0
    return v


def all_votes(s: KState) -> list[int]:
    """Lords plus Commons of every seat (``board.votes`` summed, per seat): the count that
    ranks a game ended by the turn limit."""
    return [lords + commons for lords, commons in seat_votes(s)]


# Votes rank a game ended by the turn limit (and the arena scores such a game by that
# rank), so their weight grows as the limit nears: VOTE_W0 points a vote at the start,
# VOTE_W0 + VOTE_W1 at the last round.
VOTE_W0 = 0.04
VOTE_W1 = 0.26


def scores(s: KState) -> list[float]:
    """A strength score per seat."""
    n = s.players
    out = [0.0] * n
    limit = s.options.get("turn_limit", 30)
    # no round limit: votes never rank the game, only Parliament's offices count them
    frac = min(1.0, max(0.0, (s.round - 1) / limit)) if limit else 0.0
    w = VOTE_W0 + VOTE_W1 * frac * frac
    for p, v in enumerate(all_votes(s)):
        out[p] += w * v
    alive = living_royals(s)
    for h in alive:
        c = royal_ctrl(s, h)
        if c >= 0:
            out[c] += royal_value(s, h) * 4.0
    troops = [0] * n
    faction, npos, holder = s.faction, s.npos, s.holder
    st: dict[int, int] = {}  # each noble's strength, once
    for nb in _NOBLES:
        f = faction[nb]
        if f >= 0 and npos[nb] >= 0:
            troops[f] += (v := strength(s, nb))
            st[nb] = v
    for p in range(n):
        out[p] += troops[p] / 60.0 + sum(_hand_worth(c) for c in s.hands[p])
    for loc, worth in _FORT_WORTH:
        c = place_ctrl(s, loc)
        if c >= 0:
            out[c] += worth
    for c in _RANK_CARDS:
        h = holder[c]
        if h >= 0:
            out[faction[h]] += 0.3
    if SAFETY_W:
        exposure(s, out)
    land = None  # (faction, area, troops) of each noble on land, when a heir needs them
    for h in range(D.N_HEIRS):  # threats: a stronger enemy within reach of a held heir
        c = s.heir_ctrl[h]
        if c < 0 or not s.heir_alive[h]:
            continue
        hp = s.heir_pos[h]
        ha = area_of(s, hp)
        if ha < 0:
            continue
        mine = sum(st.get(nb) or strength(s, nb) for nb in at(s, hp) if faction[nb] == c)
        if LOC0 <= hp < SEA0:
            mine += D.LOC_GARRISON[hp - LOC0]
        if land is None:
            land = [(faction[nb], _LAND_AREA[npos[nb]], st[nb]) for nb in _NOBLES
                    if faction[nb] >= 0 and 0 <= npos[nb] < SEA0]
        row = D.LAND_DIST[ha]
        danger = sum(v for f, a, v in land if f != c and row[a] <= 5)
        if danger > mine:
            out[c] -= 0.8 * royal_value(s, h)
    for p in range(n):
        mine = sum(1 for h in alive if royal_ctrl(s, h) == p)
        if alive and mine == len(alive):
            out[p] += 6.0
    return out


# Noble safety: a stack that an enemy seat's nobles within a land move could outnumber
# loses SAFETY_W (half of it against mere superiority) times what its nobles are worth.
# Off: at 0.5 normal won 0.62 of 20 two-player games against greedy (seed 301, 50
# iterations), below the 0.70 without it on the same seed (docs/ai.md).
SAFETY_W = 0.0
SAFETY_REACH = 5  # areas: the land allowance [6.2]


def exposure(s: KState, out: list[float], weight: float | None = None) -> None:
    """Subtract from ``out`` each seat's exposure: its stacks on land that one enemy seat's
    nobles within reach outnumber (by 3:2 in full, by any margin in half). A noble is worth
    0.5, plus its troops / 60, plus 0.3 a title, office or bishopric it holds; ``weight``
    (default SAFETY_W) scales the whole."""
    w = SAFETY_W if weight is None else weight
    faction, npos = s.faction, s.npos
    stacks: dict[int, list[int]] = {}
    for nb in D.NOBLES:
        f = faction[nb]
        if f >= 0 and 0 <= npos[nb] < SEA0:
            stacks.setdefault(npos[nb], []).append(nb)
    if len(stacks) < 2:
        return
    # per (seat, area): land strength, computed once
    by_area: dict[tuple[int, int], int] = {}
    st: dict[int, int] = {}
    lent = s.lent
    for pos, group in stacks.items():
        a = area_of(s, pos)
        for nb in group:
            v = st[nb] = strength(s, nb)
            key = (lent[nb] if lent[nb] >= 0 else faction[nb], a)
            by_area[key] = by_area.get(key, 0) + v
    items = [(e, ea, v) for (e, ea), v in by_area.items()]
    seat_total = [0] * s.players
    for e, _, v in items:
        seat_total[e] += v
    dist = D.LAND_DIST
    holder = s.holder
    allies = bool(s.alliances)
    for pos, group in stacks.items():
        row = None
        for seat in {faction[nb] for nb in group}:
            own = [nb for nb in group if faction[nb] == seat]
            if allies:
                mine = sum(st[nb] for nb in group if allied(s, R.ctl(s, nb), seat))
            else:
                mine = sum(st[nb] for nb in group if R.ctl(s, nb) == seat)
            if LOC0 <= pos:
                mine += D.LOC_GARRISON[pos - LOC0]
            if max(v for e, v in enumerate(seat_total) if e != seat) <= mine:
                continue
            if row is None:
                row = dist[area_of(s, pos)]
            threat = [0] * s.players
            for e, ea, v in items:
                if e != seat and row[ea] <= SAFETY_REACH:
                    threat[e] += v
            if allies:
                threat = [v if not allied(s, e, seat) else 0 for e, v in enumerate(threat)]
            worst = max(threat)
            if worst <= mine:
                continue
            k = w if 2 * worst >= 3 * mine else w / 2
            worth = 0.0
            for nb in own:
                worth += st[nb] / 60.0 + 0.5
                worth += 0.3 * sum(1 for c in _RANK_CARDS if holder[c] == nb)
            out[seat] -= k * worth


_RANK_CARDS = tuple(c for c in range(D.N_CARDS) if D.CARD_TYPE[c] in ("office", "bishop",
                                                                        "title"))
# each fortified place with what holding it is worth to the evaluation
_FORT_WORTH = tuple((loc, 0.15 + D.LOC_VOTES[loc] * 0.1) for loc in range(D.N_LOCS)
                    if D.LOC_FORTIFIED[loc])


# Score points per factor e of the winning odds: with 3 a seat ten points behind (a
# royal piece or thirty late votes) was near 0 in every line, and the search could not
# tell its moves apart.
TEMPERATURE = 5.0


def evaluate(s: KState) -> list[float]:
    """Per seat a rough chance of winning in [0, 1]."""
    n = s.players
    if s.phase == OVER:
        if s.winner >= 0:
            return [1.0 if p == s.winner else 0.0 for p in range(n)]
        if s.end_reason == "all_dead" and not s.options.get("tournament_scoring"):
            return [1.0 / n] * n  # nobody wins: every seat ranks first, as in ``outcome``
        vv = all_votes(s)
        top = max(vv)
        w = [1.0 if v == top else 0.0 for v in vv]
        t = sum(w)
        return [x / t for x in w]
    sc = scores(s)
    top = max(sc)
    ex = [math.exp((v - top) / TEMPERATURE) for v in sc]
    tot = sum(ex)
    return [e / tot for e in ex]


def keeper(s: KState, seat: int) -> int:
    """The royal piece the seat plans to crown (its most valuable), or -1."""
    mine = [h for h in range(D.N_HEIRS) if s.heir_alive[h] and s.heir_ctrl[h] == seat]
    return max(mine, key=lambda h: royal_value(s, h), default=-1)


_TDIST: dict[frozenset, tuple[int, ...]] = {}


def target_dist(targets: set[int]) -> tuple[int, ...]:
    """Per area, the land distance to the nearest of ``targets`` (cached by set)."""
    key = frozenset(targets)
    got = _TDIST.get(key)
    if got is None:
        if len(_TDIST) > 4096:
            _TDIST.clear()
        got = tuple(min(row[t] for t in key) for row in D.LAND_DIST)
        _TDIST[key] = got
    return got


def _target_areas(s: KState, seat: int) -> set[int]:
    """Areas of royal pieces not held by the seat."""
    out = set()
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_ctrl[h] != seat:
            a = area_of(s, s.heir_pos[h])
            if a >= 0:
                out.add(a)
    return out


def _fight_odds(s: KState, a) -> float:
    """A rough value of a combat action for the attacker (positive: worth it)."""
    if isinstance(a, Battle):
        att = R._attackers(s, a.area)
        dfn = [n for n in R.field(s, a.area) if s.faction[n] == a.target]
        sa, sd = force(s, att), force(s, dfn)
        if is_ambush(sa, sd) or sa <= sd:
            return -1.0
        r = float(rounded_ratio(sa, sd))
        return r - 1.4 + 0.8 * sum(1 for h in range(D.N_HEIRS) if s.heir_alive[h]
                                   and s.heir_ctrl[h] == a.target
                                   and area_of(s, s.heir_pos[h]) == a.area)
    if isinstance(a, Siege):
        v = 0.6 + D.LOC_VOTES[a.loc] * 0.1
        v += sum(1.5 for h in range(D.N_HEIRS) if s.heir_alive[h]
                 and s.heir_pos[h] == LOC0 + a.loc)
        return v
    return -1.0


def _threat(hostile: tuple, area: int) -> int:
    """The strongest seat's troops among ``hostile`` stacks ((seat, area, troops)) within a
    land move of ``area``."""
    row = D.LAND_DIST[area]
    per: dict[int, int] = {}
    for e, ea, v in hostile:
        if row[ea] <= SAFETY_REACH:
            per[e] = per.get(e, 0) + v
    return max(per.values(), default=0)


_NOBLES = tuple(D.NOBLES)
# per land position (open ground or a place): its area and the garrison defending it
_LAND_AREA = tuple(range(LOC0)) + tuple(D.LOC_AREA)
_GARRISON = (0,) * LOC0 + tuple(D.LOC_GARRISON)
# per set of hostile stacks: the threat found so far in each area (the map is fixed)
_THREATS: dict[tuple, dict[int, int]] = {}


class _Field:
    """What a seat sees of the land at one moment: each hostile seat's stacks by area, and
    the seat's own strength by position; threats are counted once per area asked."""

    __slots__ = ("s", "seat", "hostile", "own", "prey", "_threat")

    def __init__(self, s: KState, seat: int) -> None:
        self.s, self.seat = s, seat
        by: dict[tuple[int, int], int] = {}
        own: dict[int, int] = {}
        faction, npos, lent = s.faction, s.npos, s.lent
        allies = bool(s.alliances)
        for nb in D.NOBLES:
            f = faction[nb]
            pos = npos[nb]
            if f < 0 or not 0 <= pos < SEA0:
                continue
            c = lent[nb] if lent[nb] >= 0 else f
            if c == seat or (allies and allied(s, c, seat)):
                own[pos] = own.get(pos, 0) + strength(s, nb)
            else:
                key = (c, _LAND_AREA[pos])
                by[key] = by.get(key, 0) + strength(s, nb)
        self.hostile = hostile = tuple([(e, a, v) for (e, a), v in by.items()])
        prey: dict[int, int] = {}  # per area, the weakest hostile seat's stack there
        for (_, a), v in by.items():
            if v < prey.get(a, 1 << 30):
                prey[a] = v
        self.prey = prey
        self.own = own
        # threats depend on the hostile stacks alone: shared by every field that sees the
        # same ones (a seat's moves in a turn, the search's playouts from one position)
        got = _THREATS.get(hostile)
        if got is None:
            if len(_THREATS) > 4096:
                _THREATS.clear()
            got = _THREATS[hostile] = {}
        self._threat = got

    def threat(self, area: int) -> int:
        """The strongest hostile seat's troops within a land move of ``area``."""
        got = self._threat.get(area)
        if got is None:
            got = self._threat[area] = _threat(self.hostile, area)
        return got

    def weak_prey(self, area: int, troops: int) -> bool:
        """Is a hostile stack in ``area`` outnumbered 3:2 by ``troops`` there?"""
        v = self.prey.get(area)
        return v is not None and 2 * troops >= 3 * v

    def danger(self, pos: int, troops: int) -> float:
        """How exposed ``troops`` of the seat would be at ``pos`` (with friends and the
        garrison there): 0 safe, 1 outnumbered, 2 outnumbered 3:2 within a move."""
        if 0 <= pos < SEA0:
            area = _LAND_AREA[pos]
            mine = troops + _GARRISON[pos]
        else:
            area = area_of(self.s, pos)
            mine = troops
        t = self._threat.get(area)
        if t is None:
            t = self.threat(area)
        if t <= mine:
            return 0.0
        return 2.0 if 2 * t >= 3 * mine else 1.0


# Rollout and pruning weights of a move's safety: a noble that would stand outnumbered
# 3:2 within a land move of one enemy seat loses DANGER_W twice, once by any margin;
# joining friends, or stepping out of danger, scores the difference.
DANGER_W = 1.5
PREY_W = 2.0


def _move_scorer(s: KState, seat: int, targets: set[int], keep: int):
    """A function scoring a move of ``seat``: nearer to royal pieces of others and to weak
    enemy stacks, the kept royal piece to a cathedral, out of danger and into friends'
    company (what is the same for every move is computed once)."""
    fld = _Field(s, seat)
    own = fld.own
    td = target_dist(targets) if targets else ()
    heir_at = {s.heir_pos[h] for h in range(D.N_HEIRS)
               if s.heir_alive[h] and s.heir_ctrl[h] != seat}
    # per noble: (position, its area, troops, danger where he stands), once
    per: dict[int, tuple[int, int, int, float]] = {}
    keep_pos = s.heir_pos[keep] if keep >= 0 else -99
    npos, danger, prey = s.npos, fld.danger, fld.prey

    def score(a: Move) -> float:
        n, dest = a.noble, a.dest
        got = per.get(n)
        if got is None:
            here = npos[n]
            src = area_of(s, here)
            if src < 0 or here == keep_pos:
                got = per[n] = (here, src, 0, 0.0)
            else:
                st = strength(s, n)
                got = per[n] = (here, src, st, DANGER_W * danger(here, own.get(here, 0)))
        here, src_area, st, stay = got
        dest_area = _LAND_AREA[dest] if 0 <= dest < SEA0 else area_of(s, dest)
        if dest_area < 0 or src_area < 0:
            return -9.0
        if here == keep_pos:
            if not a.heirs:
                return -2.0 if len(at(s, here)) <= 1 else 0.0
            if dest >= LOC0 and D.LOC_CATHEDRAL[dest - LOC0]:
                return 3.0
            return -1.0
        if td:
            v = float(td[src_area] - td[dest_area]) + (4.0 if dest in heir_at else 0.0)
        else:
            v = -1.0
        there = own.get(dest, 0) + st
        v += stay - DANGER_W * danger(dest, there)
        if dest < LOC0:  # fld.weak_prey inline
            w = prey.get(dest_area)
            if w is not None and 2 * there >= 3 * w:
                v += PREY_W
        return v

    return score


def _policy_move(s: KState, seat: int, keep: int, rng: Rng):
    """The first noble (in a random order) with a move worth making, by the measure of
    :func:`_move_scorer` over the areas it reaches (and the place holding an enemy royal
    piece there): towards royal pieces held by others and weak enemy stacks, out of
    danger, or the kept royal piece towards a cathedral; None if none."""
    targets = _target_areas(s, seat)
    faction, lent, moved, npos, bes = s.faction, s.lent, s.moved, s.npos, s.besieged
    mine = [n for n in _NOBLES if faction[n] >= 0
            and (lent[n] if lent[n] >= 0 else faction[n]) == seat  # R.ctl
            and not moved[n] & 1 and 0 <= npos[n] < SEA0
            and not (npos[n] >= LOC0 and bes[npos[n] - LOC0] >= 0)]  # R.besieged_pos
    if not mine:
        return None
    rng.shuffle(mine)
    fld = _Field(s, seat)
    own, prey_at, threat = fld.own, fld.prey, fld._threat
    td = target_dist(targets) if targets else ()
    heir_at = {s.heir_pos[h] for h in range(D.N_HEIRS)
               if s.heir_alive[h] and s.heir_ctrl[h] != seat}
    for n in mine:
        p = s.npos[n]
        here = area_of(s, p)
        escort = any(s.heir_alive[h] and s.heir_pos[h] == p and s.heir_ctrl[h] == seat
                     for h in range(D.N_HEIRS))
        reach = R._reach(s, here, seat)
        if keep >= 0 and s.heir_pos[keep] == p:
            if crowned(s, keep) or (p >= LOC0 and D.LOC_CATHEDRAL[p - LOC0]):
                continue
            st = strength(s, n)
            for a in reach:
                for loc in D.AREA_LOCS[a]:
                    if D.LOC_CATHEDRAL[loc] and R.can_enter(s, loc, seat, st):
                        return Move(n, LOC0 + loc, True)
            continue
        st = strength(s, n)
        stay = DANGER_W * fld.danger(p, own.get(p, 0))
        base = td[here] if td else 0
        best, best_v = -1, 0.5
        for a in reach:
            if a == p:
                continue
            v = (base - td[a] + (4.0 if a in heir_at else 0.0)) if td else -1.0
            there = own.get(a, 0) + st
            w = prey_at.get(a)
            if w is not None and 2 * there >= 3 * w:
                v += PREY_W
            if v + stay + 0.3 <= best_v:
                continue
            t = threat.get(a)  # fld.danger(a, there) inline: open ground, no garrison
            if t is None:
                t = fld.threat(a)
            d = 0.0 if t <= there else 2.0 if 2 * t >= 3 * there else 1.0
            v += stay - DANGER_W * d + 0.3 * rng.random()
            if v > best_v:
                best, best_v = a, v
        if best < 0:
            continue
        if best in targets:
            for h in range(D.N_HEIRS):  # the royal piece may be inside a place there
                hp = s.heir_pos[h]
                if s.heir_alive[h] and s.heir_ctrl[h] != seat and LOC0 <= hp < SEA0 \
                        and hp != p and D.LOC_AREA[hp - LOC0] == best \
                        and R.can_enter(s, hp - LOC0, seat, st):
                    return Move(n, hp, escort)
        return Move(n, best, escort)
    return None


def rollout_action(s: KState, rng: Rng):
    """A fast, sensible legal action for the seat to act."""
    seat = s.to_act()
    if s.pending:
        acts = R._pending_actions(s)
        return acts[0] if len(acts) == 1 else answer(s, acts, rng)
    if s.phase not in (MOVE, COMBAT):
        acts = R.legal_actions(s)
        first = acts[0]
        if isinstance(first, (Propose, Withdraw)):
            props = [a for a in acts if isinstance(a, Propose) and s.faction[a.noble] == seat]
            if props:
                return props[0]
            return next(a for a in acts if isinstance(a, Withdraw))
        return first  # summon at the first venue offered (London when possible)
    plays = R._hand_plays(s, seat)
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    keep = keeper(s, seat)
    if keep >= 0:
        for h in range(D.N_HEIRS):
            if h != keep and s.heir_alive[h] and s.heir_ctrl[h] == seat:
                return ExecuteHeir(h)
    if s.phase == MOVE:
        m = _policy_move(s, seat, keep, rng)
        return m if m is not None else EndPhase()
    if not s.weather:
        best, best_v = None, 0.0
        for a in R._combat_actions(s):
            if isinstance(a, (Battle, Siege)):
                v = _fight_odds(s, a) + 0.3 * rng.random()
                if v > best_v:
                    best, best_v = a, v
        if best is not None:
            return best
    return EndPhase()


def card_value(c: int) -> float:
    """A rough worth of a Crown card (or a held event card) to its holder: troops, 4 a
    vote, 10 a place, 40 more for a noble, 8 for a ship (a fleet's capacity) and 10 for
    a King's Pardon (a noble saved from execution)."""
    if c >= EVENT_CARD:
        return 6.0  # WRIT or MAY BE SUMMONED
    if c < 0:
        return 0.0
    return _CARD_VALUE[c]


def _card_value(c: int) -> float:
    v = D.TROOPS[c] + 4.0 * (D.LORDS[c] + D.COMMONS[c]) + 10.0 * len(D.CONTROLS[c])
    kind = D.CARD_TYPE[c]
    if kind == "noble":
        v += 40.0
    elif kind == "ship":
        v += 8.0
    elif kind == "special":
        v += 10.0
    return v


_CARD_VALUE = tuple(_card_value(c) for c in range(D.N_CARDS))
# Score points of a card in hand (was 0.4 whatever the card): an office or a strong
# noble in hand is worth about twice a ship or a small mercenary band.
_HAND_WORTH = tuple(0.2 + v / 150.0 for v in _CARD_VALUE)


def _hand_worth(c: int) -> float:
    return _HAND_WORTH[c] if 0 <= c < D.N_CARDS else 0.3


def answer(s: KState, acts: list, rng: Rng):
    """Out-of-turn decisions as a cautious player takes them: gifts accepted, trades
    when the card received is worth more than the cheapest card given back, votes for
    one's own nobles and against the leader's, dangerous prisoners executed."""
    p = s.pending[0]
    kind = p[0]
    seat = p[1]
    if kind == "vote":
        prop = s.parl[3]
        if prop is None:
            return Vote(True)
        card, n = prop
        f = s.faction[n]
        if f == seat:
            return Vote(True)
        sc = scores(s)
        return Vote(sc[f] < sc[seat] and sc[f] < max(sc))
    if kind == "captive":
        n = p[2]
        ransoms = [a for a in acts if isinstance(a, Ransom)]
        holds_heir = any(s.heir_alive[h] and s.heir_ctrl[h] == s.faction[n]
                         for h in range(D.N_HEIRS))
        if D.TROOPS[n] >= 40 or holds_heir or not ransoms:
            return Execute(n)
        return max((a for a in ransoms if a.price <= 1), key=lambda a: a.price)
    if kind == "ransom":
        n, price, paid = p[3], p[4], p[5]
        pay = sorted((a for a in acts if isinstance(a, Answer) and a.yes),
                     key=lambda a: card_value(a.card))
        if not pay:
            return Answer(False, -1)
        if paid:  # a ransom accepted is paid in full
            return pay[0]
        if sum(card_value(a.card) for a in pay[:max(price, 1)]) <= noble_worth(s, n) + 20:
            return pay[0]
        return Answer(False, -1)
    if kind == "offer":
        give, ask = p[3], p[4]
        if give >= 0 and not ask:
            return Answer(True, -1)
        backs = [a for a in fair_payments(s, acts) if isinstance(a, Answer) and a.yes]
        if give >= 0 and backs:
            return min(backs, key=lambda a: card_value(a.card))
        return Answer(False, -1)
    if kind == "alliance":
        frm, cmd = p[2], p[3]
        if cmd >= 0:
            return Answer(False, -1)  # lending nobles gives their control away
        sc = scores(s)
        leader = max(range(s.players), key=lambda q: sc[q])
        return Answer(leader not in (seat, frm), -1)
    if kind in ("ally", "ally_siege"):  # keep an alliance, unless it helps the leader
        partner = p[2]
        sc = scores(s)
        if partner == max(range(s.players), key=lambda q: sc[q]) and sc[partner] > sc[seat]:
            end = [a for a in acts if type(a) is EndAlliance and a.other == partner]
            if end:
                return end[0]
        return next(a for a in acts if type(a) is KeepAlliance)
    if kind == "ambush_french":  # [H 2.3]
        return DefendFrench(_french_defence(s, seat, p[2]))
    if kind == "draw":
        return DrawEvent()
    if kind == "writ":
        subs = [a for a in acts if isinstance(a, UseWrit) and a.substitute >= 0]
        n = p[2]
        escorts_heir = any(s.heir_alive[h] and s.heir_pos[h] == s.npos[n]
                           for h in range(D.N_HEIRS))
        return subs[0] if subs and escorts_heir else UseWrit(-1)
    if kind == "continent":
        cards = [a for a in acts if isinstance(a, Discard)]
        return min(cards, key=lambda a: card_value(a.card) + 1000 * (a.card == p[2]))
    if kind == "fallback":
        takes = [a for a in acts if isinstance(a, Answer) and a.yes]
        return takes[0] if takes else Answer(False, -1)
    if kind == "pardon":
        return Answer(True, -1)
    if kind == "setup":
        return setup_pick(s, acts)
    if kind == "ship_fate":
        return ship_fate(s, acts)
    if kind == "storm_port":
        return storm_port(s, p, acts)
    return acts[0]


def _french_defence(s: KState, seat: int, area: int) -> bool:
    """Defend an ambush with the French Foot Soldiers? Only one named defender dies, the
    strongest [7.3]: leave them out when they make the seat's most valuable noble there
    its strongest one, so that another noble would be the one to fall."""
    mine = [n for n in R.field(s, area) if s.faction[n] == seat]
    if len(mine) < 2:
        return True
    best = max(mine, key=lambda n: noble_worth(s, n))
    strongest_with = max(mine, key=lambda n: strength(s, n))
    strongest_without = max(mine, key=lambda n: strength(s, n, False))
    return not (strongest_with == best and strongest_without != best)


def ship_fate(s: KState, acts: list):
    """A boarded ship [H 2.1]: captured (a ship card is worth its capacity to the
    fleet) when a port can take it, sunk when none can (it would drift at sea)."""
    q = s.pending[0]
    winner, zone = q[1], q[2]
    if R._nearest_port(s, zone, winner) >= 0 or len(acts) == 1:
        return acts[0]
    return acts[-1]


def storm_port(s: KState, q: tuple, acts: list):
    """The stronger fleet's port after a storm [H 2.1]: one the seat or an ally holds,
    else a neutral one, last one an enemy holds (its garrison); then the first."""
    seat = q[1]

    def rank(a) -> int:
        c = R.place_ctrl(s, a.loc)
        if c >= 0 and R.allied(s, c, seat):
            return 0
        return 1 if c < 0 else 2

    return min(acts, key=rank)


def setup_pick(s: KState, actions: list):
    """The set-up allocation [3.4]: the card with most troops of the group the engine asks
    for first, to the noble with most printed troops that may take it (troops gather on
    the strong nobles, who win battles by the ratio [7.2]). Weighing the cards' votes and
    places too, or the nobles' held troops and home castles near a royal piece, did no
    better in greedy games (docs/ai.md)."""
    return max(actions, key=lambda a: (D.TROOPS[a.card], D.TROOPS[a.noble], -a.card,
                                       -a.noble))


def _no_self_harm(s: KState, seat: int, actions: list) -> list:
    """``actions`` without the execution of the seat's own most valuable royal piece (the
    one it would crown), unless that is the last one alive (all dead: a tie)."""
    keep = keeper(s, seat)
    if keep < 0 or sum(s.heir_alive) <= 1:
        return actions
    return [a for a in actions if not (type(a) is ExecuteHeir and a.heir == keep)]


def fair_payments(s: KState, actions: list) -> list:
    """An offer's or a ransom's answers without the cards worth more than what comes back:
    a trade gives back only a card worth less than the one received, a ransom is paid
    only while the cards of its price are worth less than the noble (with the cards he
    holds) plus a margin; declining stays."""
    p = s.pending[0]
    if p[0] == "offer":
        give, ask = p[3], p[4]
        if not ask or give < 0:
            return actions
        worth = card_value(give)
        return [a for a in actions if not (type(a) is Answer and a.yes
                                           and card_value(a.card) >= worth)]
    n, price, paid = p[3], p[4], p[5]
    pay = sorted(card_value(a.card) for a in actions if type(a) is Answer and a.yes)
    if paid or not price or not pay:
        return actions
    if sum(pay[:price]) <= noble_worth(s, n) + 20:
        return actions
    return [a for a in actions if not (type(a) is Answer and a.yes)]


def noble_worth(s: KState, n: int) -> float:
    """A noble's card plus the cards allocated to him (a ransomed noble keeps them)."""
    return card_value(n) + sum(card_value(c) for c in range(D.N_CARDS) if s.holder[c] == n)


_CHEAP = (EndPhase, Withdraw, Summon, Vote, Answer, Execute, Ransom, UseWrit, Discard,
          Delegate, Escort, Port, KeepAlliance, DefendFrench, DrawEvent, ShipFate, StormPort)


_KEPT = frozenset(_CHEAP + (PlayCard, Siege, ExecuteHeir))


def candidates(s: KState, actions: list) -> list:
    """A pruned, non-empty sublist of ``actions`` for tree search."""
    if s.pending and s.pending[0][0] == "setup":  # set-up allocation: no search [3.4]
        return [setup_pick(s, actions)]
    seat = s.to_act()
    if s.pending and s.pending[0][0] in ("offer", "ransom"):
        actions = fair_payments(s, actions)
    elif seat is not None and any(type(a) is ExecuteHeir for a in actions):
        actions = _no_self_harm(s, seat, actions)
    if len(actions) <= 8:
        return actions
    # kept: every cheap decision, card play, siege and execution, battles at good odds,
    # the ten best moves and four of the seat's own Parliament proposals; never offers
    keep: list = []
    battles: list = []
    moves: list = []
    props: list = []
    for a in actions:  # one pass by type (actions are plain NamedTuples, never subclassed)
        t = type(a)
        if t in _KEPT:
            keep.append(a)
        elif t is Move:
            moves.append(a)
        elif t is Battle:
            battles.append(a)
        elif t is Propose:
            props.append(a)
    keep += [a for a in battles if _fight_odds(s, a) > 0]
    if moves and seat is not None:
        score = _move_scorer(s, seat, _target_areas(s, seat), keeper(s, seat))
        moves.sort(key=score, reverse=True)  # stable: equal scores keep the list's order
    keep += moves[:10]
    keep += [a for a in props if s.faction[a.noble] == seat][:4]
    return keep or actions[:8]


class Heuristics:
    """The object ``RULES.heuristics`` the shared AIs call."""

    rollout_plies = 16
    # Values of moves differ by a few hundredths (by less at 7 players, where each seat's
    # odds are near 1/7): with the default 0.7 the UCB term swamped them and visits
    # spread almost evenly over the candidates, as in Hansa.
    exploration = 0.3
    # The hard level's search (game.ai.agents reads it): HARD_PARAMS' shape, but each
    # playout stops when the second turn after the root's begins (at most 80 plies), so
    # every leaf is scored at the same point of the turn cycle; after a fixed 16 plies a
    # move and ending the phase were scored at different points of the opponent's turn.
    hard_params = Params(exploration_scale=0.5, widen_rate=1.0, prior_weight=2,
                         turn_horizon=2, rollout_plies=80)

    def evaluate(self, state: KState) -> list[float]:
        return evaluate(state)

    def rollout_action(self, state: KState, rng: Rng):
        return rollout_action(state, rng)

    def candidates(self, state: KState, actions: list) -> list:
        return candidates(state, actions)

    def turn_index(self, state: KState) -> int:
        """Turns begun so far (for a search that scores playouts at a turn's start)."""
        return state.tnum


__all__ = ["Heuristics", "evaluate", "rollout_action", "candidates", "answer", "royal_value",
           "setup_pick",
           "senior", "SEA0", "ExecuteHeir"]
