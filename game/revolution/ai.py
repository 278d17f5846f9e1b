"""Revolution heuristics for the shared AIs: evaluation, a fast rollout policy, pruning."""

from __future__ import annotations

import math

from game.core import Rng
from game.revolution import data as D
from game.revolution import engine as E
from game.revolution.actions import Bid, Done, Hire, NewUnit, Occupy, Upkeep
from game.revolution.state import RState


def projected_vp(s: RState) -> list[float]:
    """Per faction: the VP the board would score now, plus small terms for what grows it."""
    rows = E.compute_vp(s, final=True)
    out = []
    turns_left = max(0, 5 - s.turn)
    for f in range(5):
        if not s.inplay[f]:
            out.append(0.0)
            continue
        v = float(rows[f]["total"])
        pieces = sum(s.cnt[loc * 6 + f] for loc in range(D.NLOC))
        v += 0.03 * pieces * min(1, turns_left) + 0.02 * s.treas[f]
        v += 0.01 * sum(1 for x in s.box if x == f)
        out.append(v)
    return out


def evaluate(s: RState) -> list[float]:
    """Per seat a rough chance of winning in [0, 1] (softmax of projected VP)."""
    fvp = projected_vp(s)
    vals = [sum(fvp[f] for f in range(5) if s.seat_of[f] == seat) for seat in range(s.players)]
    top = max(vals)
    temp = 1.0 + 0.6 * max(0, 5 - s.turn)
    ex = [math.exp((v - top) / temp) for v in vals]
    tot = sum(ex)
    return [e / tot for e in ex]


def rollout_action(s: RState, rng: Rng):
    """A cheap, sensible move: mostly stop multi-step phases early, place units well."""
    legal = E.legal_actions(s)
    need = s.need
    if need in ("within", "bid", "move", "milinf", "siege", "raise", "surplus", "support"):
        non_done = [a for a in legal if type(a) is not Done]
        if not non_done or rng.random() < 0.35:
            return Done() if Done() in legal else legal[0]
        if need == "bid":
            return rng.choice(non_done)
        if need == "within":
            occ = [a for a in non_done if type(a) is Occupy]
            if occ and rng.random() < 0.8:
                return rng.choice(occ)
        return rng.choice(non_done)
    if need == "upkeep":
        return Upkeep(0) if Upkeep(0) in legal else legal[0]
    if need == "hire":
        return Hire(0) if rng.random() < 0.5 else rng.choice(legal)
    return legal[rng.randrange(len(legal))]


def candidates(s: RState, actions: list) -> list:
    """Prune long move lists: new units only where the faction holds or contests."""
    if len(actions) <= 12:
        return actions
    if s.need == "newunit":
        return [a for a in actions if a.province < 0 or s.pcard[a.province] in (-1, s.actor)
                ] or actions
    if s.need == "bid":
        return [a for a in actions if type(a) is not Bid or s.ccard[a.settlement] in
                (-1, s.actor)] or actions
    return actions


class Heuristics:
    """What the shared search reads (see docs/ai.md)."""

    rollout_plies = 30
    exploration = 0.7

    def evaluate(self, s: RState) -> list[float]:
        return evaluate(s)

    def rollout_action(self, s: RState, rng: Rng):
        return rollout_action(s, rng)

    def candidates(self, s: RState, actions: list) -> list:
        return candidates(s, actions)


__all__ = ["Heuristics", "evaluate", "rollout_action", "candidates", "projected_vp", "NewUnit"]
