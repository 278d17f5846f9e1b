"""Wallenstein heuristics for the shared AIs: evaluation, a fast rollout policy, pruning."""

from __future__ import annotations

import math

from game.core import Rng
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import (
    Campaign,
    Count,
    Defend,
    DraftReplace,
    DraftTake,
    LeaveEmpty,
    PlaceGroup,
    Plan,
    RecruitMove,
)
from game.wallenstein.state import (
    ANNOUNCE,
    BLANK,
    DRAFT,
    EXECUTE,
    NEUTRAL,
    OVER,
    PLACE,
    PLAN,
    UNSET,
    WState,
)

_BITS = tuple(bin(i).count("1") for i in range(8))
# spaces a short player gives up first (least useful first)
_EMPTY_FIRST = (9, 2, 7, 6, 1, 0, 8, 5, 3, 4)


def province_value(p: int) -> float:
    """A rough worth of a province card in the draft."""
    return D.GOLD[p] + D.GRAIN[p] + 1.5 * D.CITIES[p]


def _projection(s: WState) -> list[float]:
    """Expected final points per seat: points so far, plus what the map would score at
    every winter still to come, plus small terms for armies, gold and grain."""
    rows = R.score_winter(s)
    n = s.players
    armies = [0] * n
    provs = [0] * n
    for p, o in enumerate(s.owner):
        if o >= 0:
            armies[o] += s.armies[p]
            provs[o] += 1
    out = []
    for i in range(n):
        left = 2 - len(s.winters[i])
        v = s.score[i] + left * rows[i]["total"] + 0.1 * armies[i] + 0.06 * s.gold[i]
        if s.phase in (PLAN, EXECUTE) and s.season < 3:
            v += 0.25 * _plan_quality(s, i)
        if left and s.season < 3:
            v -= 0.5 * max(0, provs[i] - s.grain[i] - 3 * (2 - s.season))
        out.append(v)
    return out


def _plan_quality(s: WState, seat: int) -> float:
    """How promising the seat's planned, not yet carried out, cards look."""
    plan = s.plans[seat]
    rev = s.revealed[seat]
    total = 0.0
    for space in range(10):
        p = plan[space]
        if p >= 0 and not rev >> space & 1 and s.owner[p] == seat:
            total += plan_value(s, seat, space, p)
    return total


def evaluate(s: WState) -> list[float]:
    """Per seat a rough chance of winning in [0, 1] (softmax of projected points)."""
    if s.phase == OVER:
        counts = [[0, 0, 0] for _ in range(s.players)]
        for p, o in enumerate(s.owner):
            if o >= 0:
                b = s.buildings[p]
                counts[o][0] += b & 1
                counts[o][1] += b >> 1 & 1
                counts[o][2] += b >> 2 & 1
        keys = [(s.score[i], *counts[i]) for i in range(s.players)]
        top = max(keys)
        win = [1.0 if k == top else 0.0 for k in keys]
        return [w / sum(win) for w in win]
    vals = _projection(s)
    top = max(vals)
    temp = 3.0 + 4.0 * (2 - min(2, len(s.winters[0])))
    ex = [math.exp((v - top) / temp) for v in vals]
    tot = sum(ex)
    return [e / tot for e in ex]


def _enemy_next_to(s: WState, seat: int, p: int) -> int:
    """Strongest foreign army stack next to ``p`` (0 when none)."""
    best = 0
    for t in D.NEIGHBORS[p]:
        o = s.owner[t]
        if o >= 0 and o != seat and s.armies[t] > best:
            best = s.armies[t]
    return best


def _attack_target(s: WState, seat: int, p: int) -> int:
    """A good campaign target from ``p``, or -1."""
    a = s.armies[p] - 1
    best, best_v = -1, 0.0
    for t in D.NEIGHBORS[p]:
        o = s.owner[t]
        if o == NEUTRAL:
            v = (province_value(t) / 4.0) if a >= 2 else 0.0
            v -= s.revolts[t] * 0.1
        elif o >= 0 and o != seat:
            if a < s.armies[t] * 2 + 2:
                continue
            v = province_value(t) / 4.0 + _BITS[s.buildings[t]] * 1.5
        else:
            continue
        if v > best_v:
            best, best_v = t, v
    return best


def plan_value(s: WState, seat: int, space: int, p: int) -> float:
    """How much ``seat`` wants province ``p`` on ``space`` (blank = 0)."""
    gold = s.gold[seat]
    if space <= 2:
        b = s.buildings[p]
        bit = 1 << space
        if b & bit or _BITS[b] >= D.CITIES[p] or gold < D.BUILD_COST[space] + 1:
            return -1.0
        return (3.2, 2.4, 1.6)[space] + 0.3 * _BITS[b]
    if space == 3:
        need = len(s.plan_pool[seat]) + 2 - s.grain[seat]
        v = D.GRAIN[p] * (0.8 if need > 0 else 0.2)
        return v - 3.0 * s.revolts[p] + (0.5 if s.armies[p] >= 4 else 0.0) * s.revolts[p]
    if space == 4:
        return D.GOLD[p] * 0.5 - 3.0 * s.revolts[p] + (0.5 if gold < 6 else 0.0)
    if space in (5, 6):
        cost = D.RECRUIT_COST[5 if space == 5 else 3]
        if gold < cost + 1:
            return -1.0
        threat = _enemy_next_to(s, seat, p)
        front = any(s.owner[t] != seat and s.owner[t] >= -1 for t in D.NEIGHBORS[p])
        return (1.0 if front else -0.5) + 0.3 * min(threat, 6) + (0.5 if space == 5 else 0.0)
    if space == 7:
        return 0.4 if gold >= 2 else -0.2
    if s.armies[p] < 3:
        return -1.0
    return 1.5 if _attack_target(s, seat, p) >= 0 else -0.5


def rollout_action(s: WState, rng: Rng):
    """A fast, sensible legal action for the seat to act."""
    ph = s.phase
    seat = s.to_act()
    if ph == DRAFT:
        fu = s.faceup
        if not s.replaced and tuple(sorted(fu)) == s.seen[seat] and len(s.deck) >= 2 \
                and max(province_value(p) for p in fu) < 11:
            return DraftReplace()
        best = max(range(len(fu)), key=lambda i: province_value(fu[i]))
        if province_value(fu[best]) >= 10.5 or not s.deck:
            return DraftTake(best)
        return DraftTake(2)
    if ph == PLACE:
        return PlaceGroup(max(s.groups[seat]))
    if ph == ANNOUNCE:
        plan = s.plans[seat]
        for i in _EMPTY_FIRST:
            if plan[i] == UNSET:
                return LeaveEmpty(i)
    if ph == PLAN:
        acts = R.legal_actions(s)
        best, best_v = acts[0], -9.0
        for a in acts:
            v = 0.0 if a.card == BLANK else plan_value(s, seat, a.space, a.card)
            v += rng.random() * 0.6
            if v > best_v:
                best, best_v = a, v
        return best
    pend = s.pending
    kind = pend[0]
    if kind == "act":
        prov, space = pend[2], pend[3]
        if space == 7:  # recruit alone when that is legal, else the first choice (a move)
            opts = R.legal_actions(s)
            for o in opts:
                if o.recruit and o.target < 0:
                    return o
            return opts[0]
        targets = R.campaign_targets(s, seat, prov)
        t = _attack_target(s, seat, prov)
        if t in targets:
            return Campaign(t)
        own = [x for x in targets if s.owner[x] == seat]
        if own:
            return Campaign(min(own, key=lambda x: s.armies[x] - _enemy_next_to(s, seat, x)))
        return Campaign(max(targets, key=lambda x: -s.armies[x]))
    if kind == "count":
        prov, target = pend[2], pend[4]
        a = s.armies[prov]
        if s.owner[target] == seat:
            return Count(max(1, (a - 1) // 2))
        if target == _attack_target(s, seat, prov):
            return Count(a - 1)
        return Count(1)  # a forced attack without a chance: risk as little as possible
    return Defend(s.armies[pend[2]])


def candidates(s: WState, actions: list) -> list:
    """A pruned, non-empty sublist of ``actions`` for tree search."""
    if len(actions) <= 6:
        return actions
    t = type(actions[0])
    if t is Plan:
        seat = s.to_act()
        scored = sorted(actions, key=lambda a: -(0.0 if a.card == BLANK
                                                 else plan_value(s, seat, a.space, a.card)))
        return scored[:6]
    if t in (Count, Defend):
        n = len(actions)
        idx = sorted({0, n // 4, n // 2, (3 * n) // 4, n - 1})
        return [actions[i] for i in idx]
    if t is LeaveEmpty:
        return actions[:6]
    if t is RecruitMove:  # recruiting choices first: moving alone is rarely better
        return sorted(actions, key=lambda a: not a.recruit)[:8]
    if t is Campaign:
        return actions[:8]
    return actions


class Heuristics:
    """The object ``RULES.heuristics`` the shared AIs call."""

    def evaluate(self, state: WState) -> list[float]:
        return evaluate(state)

    def rollout_action(self, state: WState, rng: Rng):
        return rollout_action(state, rng)

    def candidates(self, state: WState, actions: list) -> list:
        return candidates(state, actions)

    def secret(self, state: WState) -> bool:
        """Action cards go onto the plan face down."""
        return state.phase == PLAN
