"""Heuristics for the Hansa Teutonica AIs: evaluation, a fast progress rollout policy
and move pruning for tree search."""

from __future__ import annotations

import math

from game.core import Rng
from game.hansa import engine
from game.hansa.actions import (
    Claim, Coellen, Displace, EndTurn, Income, Move, NoBenefit, Office, Place, Remove,
    StopRemove, Upgrade, UseActions, UseUpgrade,
)
from game.hansa.scoring import score_parts
from game.hansa.state import (
    ACT3, ACT4, ACTIONES, BURSA, CLAIM_CHOICE, MAIN, MERCHANT, PRIVILEGIUM, REMOVE, TRADER,
    UPGRADE, HansaState,
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
        if ph == MAIN:
            return self._main(s, rng)
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

    # ------------------------------------------------------------------ pruning

    def candidates(self, s: HansaState, actions: list) -> list:
        """Keep claims, income, marker uses, ending the turn, and places/displacements
        on the few most promising routes; other phases keep everything."""
        if s.phase != MAIN or len(actions) <= 24:
            return actions
        seat = s.cur
        b = s.board
        good = {r for _, r in _route_scores(s, seat)[:4]}
        keep = []
        seen_disp = 0
        for a in actions:
            t = type(a)
            if t is Place:
                if b.post_route[a.post] in good and (a.shape == TRADER or
                                                     s.supply[2 * seat] == 0):
                    keep.append(a)
            elif t is Displace:
                if a.fee_merchants == 0 and a.shape == TRADER and seen_disp < 6:
                    keep.append(a)
                    seen_disp += 1
            elif t is Move or t is Remove:
                continue
            else:
                keep.append(a)
        if not any(type(a) is Place for a in keep):
            keep.extend([a for a in actions if type(a) is Place][:4])
        return keep or actions


__all__ = ["HansaHeuristics", "projected_scores", "MERCHANT"]
