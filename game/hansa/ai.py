"""Heuristics for the Hansa Teutonica AIs: evaluation, a fast progress rollout policy
and move pruning for tree search."""

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
    Start,
    StopMove,
    StopRemove,
    Upgrade,
    UseActions,
    UseUpgrade,
)
from game.hansa.scoring import score_parts
from game.hansa.state import (
    ACT3,
    ACT4,
    ACTIONES,
    BURSA,
    CLAIM_CHOICE,
    DISPLACE,
    MAIN,
    MERCHANT,
    MOVE,
    PLACE,
    PRIVILEGIUM,
    REMOVE,
    TRADER,
    UPGRADE,
    HansaState,
)

_UPGRADE_ORDER = (ACTIONES, BURSA, PRIVILEGIUM, 2, 1)


def projected_scores(s: HansaState) -> list[float]:
    """Each seat's score if the game ended now."""
    return [float(sum(v for _, _, v in score_parts(s, seat))) for seat in range(s.players)]


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


class HansaHeuristics:
    """``evaluate``, ``rollout_action`` and ``candidates`` for the shared AIs."""

    def __init__(self, rules) -> None:
        self.rules = rules
        self._plan: tuple = (None, None)  # (state key, second step of a started action)

    # ------------------------------------------------------------------ evaluation

    def evaluate(self, s: HansaState) -> list[float]:
        """Rough chance of winning per seat, from the projected final scores."""
        if engine.to_act(s) is None:
            out = self.rules.outcome(s)
            best = max(out.scores)
            winners = [i for i, x in enumerate(out.scores) if x == best]
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(s.players)]
        sc = projected_scores(s)
        # supplies and abilities are worth something before the end
        for seat in range(s.players):
            sc[seat] += 0.3 * (s.supply[2 * seat] + s.supply[2 * seat + 1])
            sc[seat] += 1.5 * sum(s.level[5 * seat:5 * seat + 5])
        top = max(sc)
        w = [math.exp((x - top) / 6.0) for x in sc]
        tot = sum(w)
        return [x / tot for x in w]

    # ------------------------------------------------------------------ rollout policy

    def rollout_action(self, s: HansaState, rng: Rng):
        """A sensible legal action, fast: claim full routes, build toward claimable
        routes, take income when the supply runs dry, end the turn otherwise."""
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
        if sup_t + sup_m == 0:
            if s.stock[2 * seat] + s.stock[2 * seat + 1]:
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
        """Keep claims, income, marker uses, ending the turn, and places/displacements
        on the few most promising routes; other phases keep everything."""
        if len(actions) <= 16:
            return actions
        seat = s.cur
        b = s.board
        if s.phase == PLACE:
            good = {r for _, r in _route_scores(s, seat)[:4]}
            keep = [a for a in actions if b.post_route[a.post] in good
                    and (a.shape == TRADER or s.supply[2 * seat] == 0)]
            return keep or actions[:8]
        if s.phase == DISPLACE:
            keep = [a for a in actions if a.fee_merchants == 0 and a.shape == TRADER]
            return (keep or actions)[:12]
        if s.phase == MOVE:
            good = {r for _, r in _route_scores(s, seat)[:3]}
            keep = [a for a in actions if type(a) is not Move or b.post_route[a.to] in good]
            return keep if any(type(a) is Move for a in keep) else actions
        return actions


__all__ = ["HansaHeuristics", "projected_scores", "MERCHANT", "MAIN"]
