"""Revolution heuristics for the shared AIs: evaluation, a fast rollout policy, pruning.

The evaluation predicts each faction's final VP from the board as it stands: the cards
an award would hand out now (absolute majorities), the bishoprics and universities
those holders would move, the objectives, plus small terms for what is still to come:
pieces on the map and in stock, armies, the allegiance markers (after this turn's bids),
and coins valued for what they can still buy (capped by what a faction can spend in the
turns left, so a hoard is worth little). Seats' predictions are turned into win chances
by a softmax that sharpens as the game nears its end.
"""

from __future__ import annotations

import math

from game.core import Rng
from game.revolution import data as D
from game.revolution import engine as E
from game.revolution.actions import (
    BeggarAct,
    BeggarTo,
    Bid,
    Convert,
    Done,
    Hire,
    NewUnit,
    Occupy,
    OrderPlace,
    Raise,
    Surplus,
    TaxRate,
    Upkeep,
)
from game.revolution.board import region_armies
from game.revolution.scoring import BISHOP_TARGET
from game.revolution.state import RState

P, S, NEU = D.P, D.S, D.NEUTRAL
C, H, N, B, R = range(5)
_CITY_BASES = [(si, (P + si) * 6) for si in D.CITIES]
_OPEN_BASES = [[loc * 6 for loc in D.PROV_LOCS[p] if not D.LOC_CITY[loc]] for p in range(P)]
_TARGET = BISHOP_TARGET
_INFLUENCE = E.STANDARD.index("influence")
_BISHOPS = E.STANDARD.index("bishops")

# The economy's weights in projected VP (issue 18: a coin used to be worth more than a
# piece on the map, so Burghers and Reformers hoarded 30+ coins).
COIN_W = 0.03  # a coin that can still be spent (a piece on the map: 0.04 + its majority)
SPEND_PER_TURN = 5  # coins a faction can use well in a turn
STOCK_W = 0.02  # a piece in stock, waiting to be a new unit or a conversion
STOCK_NEED = 8
ARMY_W = 0.06  # an army on the map, per turn left (a conversion a turn)
TRACK_W = 0.1  # a piece gained or lost by an allegiance effect, per resolution left
SIEGE_LIFT_W = 0.5  # a siege of a city the Water Beggars lift (the city's pieces saved)
BLOCK_W = 0.05  # a Water Beggar left to block an army's move or influence


def _track_gains() -> dict[int, tuple[float, float]]:
    """Pieces per resolution at each allegiance space, (anti-Catholic, Catholic), from the
    track's effects ([6.16], data); a space without effects counts 0.3 of its neighbours'."""
    base = {}
    for k in range(1, D.TRACK_SPACES + 1):
        e = D.TRACK_EFFECTS.get(k, {})
        base[k] = (float(e.get("add_anti_catholic", 0) - e.get("remove_anti_catholic", 0)),
                   float(e.get("add_catholic", 0) - e.get("remove_catholic", 0)))
    out = {}
    for k, (a, c) in base.items():
        if a == c == 0:
            near = [base[j] for j in (k - 1, k + 1) if j in base]
            a = 0.3 * max([0.0] + [x for x, _ in near])
            c = 0.3 * max([0.0] + [y for _, y in near])
        out[k] = (a, c)
    return out


_TRACK_GAIN = _track_gains()


def _majority(c: list[int]) -> int:
    tot = sum(c)
    for o in range(5):
        if 2 * c[o] > tot:
            return o
    return -1


def virtual_cards(s: RState) -> tuple[list[int], list[int]]:
    """City and province holders if the cards were awarded now."""
    cnt = s.cnt
    ccard = s.ccard[:]
    for si, b in _CITY_BASES:
        ccard[si] = _majority(cnt[b:b + 6])
    pcard = [-1] * P
    for p in range(P):
        bases = _OPEN_BASES[p]
        if len(bases) == 1:
            c = cnt[bases[0]:bases[0] + 6]
        else:
            c = [sum(x) for x in zip(*[cnt[b:b + 6] for b in bases], strict=True)]
        pcard[p] = _majority(c)
    return ccard, pcard


def projected_vp(s: RState) -> list[float]:
    """Per faction: the final VP the board predicts, plus small economic terms."""
    if s.need is None:
        return list(s.vp)
    ccard, pcard = virtual_cards(s)
    cnt = s.cnt
    out = [0.0] * 5
    left = resolutions_left(s)
    steps = bishop_awards_left(s)
    div = D.COUNTS[str(s.players)]["nobility_vp_divisor"]
    on_map = [sum(cnt[o::6]) for o in range(5)]
    armies = [0] * 6  # on the map and not abandoned, per faction
    if left:
        for a, ab in zip(s.arm, s.aband, strict=True):
            if a >= 0 and not ab:
                armies[a] += 1
    for f in range(5):
        if not s.inplay[f]:
            continue
        v = float(sum(1 for si in D.CITIES if ccard[si] == f))
        v += sum(D.VP[p] + D.VP_FINAL[p] for p in range(P) if pcard[p] == f)
        if f == C:  # each award moves a bishopric one step toward its holder's state
            obj = 0
            for p in D.BISHOP_PROVS:
                t, cur = _TARGET[pcard[p]], s.bish[p]
                k = min(steps, abs(t - cur))
                obj += cur + (k if t > cur else -k) <= 1
            v += obj
        elif f == H:
            v += sum(1 for r in range(D.NREG) if any(s.arm[i] == H and not s.aband[i]
                                                    for i in D.REGION_SPACES[r]))
        elif f == N and div:
            k = on_map[N] - sum(cnt[b + N] for _, b in _CITY_BASES)
            v += -(-k // div)
        elif f == B:
            for si in range(S):
                if D.TRADE[si]:
                    owner = ccard[si] if D.IS_CITY[si] else E.town_owner(s, si)
                    v += owner == B
        elif f == R:  # as award_universities ([6.19], [5.7] in turn 0)
            rule57 = s.turn == 0 and s.options["univ_turn0"] == "rule_5_7"
            for u in D.UNIV:
                ctl = ccard[u] if D.IS_CITY[u] else E.town_owner(s, u)
                st = s.univ[u]
                if ctl == R or (rule57 and ctl == B and u in D.UNIV_START):
                    st = 2
                elif ctl in (C, H) or (u in D.UNIV_START and ctl in (-1, NEU)):
                    st = 1 if u in D.UNIV_START else 0
                v += st == 2
        if left:
            v += 0.04 * on_map[f] + 0.05 * s.box.count(f) + economy(s, f, left, armies[f])
        out[f] = v
    if left:
        allegiance(s, out, left)
        if s.hirer >= 0:
            beggars(s, out)
    return out


def bishop_awards_left(s: RState) -> int:
    """Bishopric awards ([6.18]) still to come, the one of this turn included (at least
    one: the next award, which the scoring of turn 0 already follows)."""
    if s.turn == 0:
        return 5
    return max(1, 5 - s.turn + (s.ph <= _BISHOPS))


def _beggar_effect(s: RState, r: int, g: int) -> tuple[int, float]:
    """What ``g`` Water Beggars in region ``r`` can do ([6.7]): (the faction that loses an
    army, its loss) when they outnumber the armies there, else (-1, the hirer's gain)."""
    arm = region_armies(s, r)
    foes = [i for i in arm if s.arm[i] in (C, H, N)]
    turns = 5 - s.turn
    if g > len(arm) and foes:
        i = min(foes, key=lambda j: (s.arm[j], j))
        f = s.arm[i]
        loss = ARMY_W * turns + (SIEGE_LIFT_W if s.asiege[i] >= 0 else 0.0)
        if f == H and sum(1 for j in arm if s.arm[j] == H) == 1:
            loss += 1.0  # the Habsburgs' objective counts sections with an army
        return f, loss
    if arm and g >= len(arm) and any(s.asiege[i] >= 0 for i in arm):
        return -1, SIEGE_LIFT_W
    return -1, BLOCK_W * g


def beggars(s: RState, out: list[float]) -> None:
    """The Water Beggars hired this turn and not yet used ([6.7]): each group's best act
    (an army destroyed, a siege lifted, moves blocked), the ones still to place going to
    the region where they do most."""
    hirer = s.hirer
    pending = s.ctx.get("toplace", 0) if s.need == "beggar_to" else 0
    groups = s.bgroup
    if not pending and not any(groups):
        return
    best = None
    for r in D.BEGGAR_REGIONS:
        if groups[r] or pending:
            now = _beggar_effect(s, r, groups[r]) if groups[r] else (-1, 0.0)
            if pending:
                more = _beggar_effect(s, r, groups[r] + pending)
                gain = more[1] - (now[1] if now[0] == more[0] else 0.0)
                if best is None or gain > best[2]:
                    best = (r, more, gain)
            if groups[r]:
                f, v = now
                if f >= 0:
                    out[f] -= v
                else:
                    out[hirer] += v
    if best is not None:
        r, (f, v), _ = best
        if groups[r]:  # counted above with the group already there: replace it
            f0, v0 = _beggar_effect(s, r, groups[r])
            if f0 >= 0:
                out[f0] += v0
            else:
                out[hirer] -= v0
        if f >= 0:
            out[f] -= v
        else:
            out[hirer] += v


def _paying_hire(s: RState, f: int) -> int:
    """How many Water Beggars destroy an enemy army in range now (0: none can)."""
    afford = min(D.BEGGARS, s.treas[f] // D.BEGGAR_COST)
    best = 0
    for r in D.BEGGAR_REGIONS:
        arm = region_armies(s, r)
        if any(s.arm[i] in (C, H, N) for i in arm) and len(arm) + 1 <= afford:
            if not best or len(arm) + 1 < best:
                best = len(arm) + 1
    return best


def resolutions_left(s: RState) -> int:
    """How many allegiance resolutions ([6.16]) the game has still to play: the chances
    left to spend coins on bids, and the turns a marker's position still acts."""
    if s.turn == 0:
        return 5
    return 5 - s.turn + (s.ph <= _INFLUENCE)


def economy(s: RState, f: int, left: int, armies: int) -> float:
    """Coins, pieces in stock and armies, valued for what they still buy.

    A coin is worth ``COIN_W`` (below a piece on the map) up to what a faction can spend
    usefully in the turns left (``SPEND_PER_TURN`` a turn: upkeep, an army, bids), little
    beyond; the rate falls in the last turns. A piece in stock is the new unit, conversion
    or allegiance piece to come (every coin is a piece out of stock), up to ``STOCK_NEED``.
    An army on the map converts a piece a turn (military influence): ``ARMY_W`` a turn.
    """
    w = COIN_W * min(1.0, left / 2)
    t = s.treas[f]
    useful = SPEND_PER_TURN * left
    v = w * min(t, useful) + 0.1 * w * max(0, t - useful)
    v += STOCK_W * min(s.stock[f], STOCK_NEED)
    return v + ARMY_W * armies * min(left, 5 - s.turn)


def _track_after_bids(s: RState) -> list[int]:
    """The allegiance markers once the bids made so far are resolved (as [6.16])."""
    pos = s.allg[:]
    bids = s.ctx.get("bids", ()) if s.need == "bid" else ()
    if not bids:
        return pos
    seq = [f for f in s.order if f != N] + ([N] if N in s.order else [])
    for si in {c for _, c in bids}:
        p, steps = pos[si], 0
        for f in seq:
            for g, c in bids:
                if g != f or c != si or steps >= D.TRACK_MAX_STEPS:
                    continue
                p2 = E.step_toward(p, f)
                if p2 != p:
                    p, steps = p2, steps + 1
        pos[si] = p
    return pos


def allegiance(s: RState, out: list[float], left: int) -> None:
    """Each city's allegiance marker (after the bids made this turn) adds and removes
    pieces at every resolution left ([6.16]); credit the faction that gains them first."""
    cath = next((f for f in (C, H) if s.inplay[f]), -1)
    anti = next((f for f in (R, B) if s.inplay[f]), -1)
    pos = _track_after_bids(s)
    for si in D.CITIES:
        ga, gc = _TRACK_GAIN[pos[si]]
        if cath >= 0:
            out[cath] += TRACK_W * left * gc
        if anti >= 0:
            out[anti] += TRACK_W * left * ga


def evaluate(s: RState) -> list[float]:
    """Per seat a rough chance of winning in [0, 1] (softmax of projected VP)."""
    fvp = projected_vp(s)
    vals = [sum(fvp[f] for f in range(5) if s.seat_of[f] == seat) for seat in range(s.players)]
    top = max(vals)
    if s.need is None:
        win = [1.0 if v == top else 0.0 for v in vals]
        k = sum(win)
        return [w / k for w in win]
    temp = 1.0 + 0.7 * max(0, 5 - s.turn)
    ex = [math.exp((v - top) / temp) for v in vals]
    tot = sum(ex)
    return [e / tot for e in ex]


def _unit_value(s: RState, f: int, p: int) -> float:
    """How much one more piece of ``f`` in province ``p`` may matter for its card."""
    c = E.prov_counts(s, p)
    tot = sum(c)
    if tot + 1 > D.LIMIT[p] and c[f] * 2 > tot:
        return 0.1  # already holding and full: the piece will be lost or surplus
    gap = (tot - c[f]) - c[f]  # pieces short of an absolute majority (+1 needed)
    worth = D.VP[p] + D.VP_FINAL[p] + 0.3 * D.TAX[p]
    if gap >= 0:
        return worth / (1.0 + gap)
    return 0.2 * worth


def rollout_action(s: RState, rng: Rng):
    """A cheap, sensible move for playouts."""
    legal = E.legal_now(s)
    need = s.need
    f = s.actor
    if len(legal) == 1:
        return legal[0]
    if need == "newunit":
        provs = [a for a in legal if type(a) is NewUnit and a.province >= 0]
        if provs and rng.random() < 0.85:
            best = max(provs, key=lambda a: _unit_value(s, f, a.province) + 0.2 * rng.random())
            return best
        return legal[rng.randrange(len(legal))]
    if need == "within":
        occ = [a for a in legal if type(a) is Occupy]
        if occ and rng.random() < 0.7:
            return occ[rng.randrange(len(occ))]
        return Done()
    if need == "milinf":
        conv = [a for a in legal if type(a) is Convert]
        if conv and rng.random() < 0.9:
            towns = [a for a in conv if a.loc >= P]
            pool = towns if towns and rng.random() < 0.6 else conv
            return pool[rng.randrange(len(pool))]
        return Done()
    if need == "surplus":
        mv = [a for a in legal if type(a) is Surplus]
        if mv and rng.random() < 0.9:
            return mv[rng.randrange(len(mv))]
        return Done()
    if need == "surplus_piece":  # usually the countryside piece, keeping settlements held
        if legal[0].loc < P and rng.random() < 0.9:
            return legal[0]
        return legal[rng.randrange(len(legal))]
    if need == "bid":  # a coin on a marker that can still move towards the bidder
        if rng.random() < 0.55:
            return Done()
        allg = s.allg
        rest = [a for a in legal if type(a) is Bid
                and E.step_toward(allg[a.settlement], f) != allg[a.settlement]]
        return rest[rng.randrange(len(rest))] if rest else Done()
    if need in ("raise", "move", "siege", "support"):
        if rng.random() < 0.55:
            return Done()
        rest = [a for a in legal if type(a) is not Done]
        return rest[rng.randrange(len(rest))]
    if need == "upkeep":
        return Upkeep(0) if Upkeep(0) in legal else legal[-1]
    if need == "hire":  # when they can destroy an army
        k = _paying_hire(s, f)
        if k and rng.random() < 0.8:
            return Hire(k)
        return Hire(0) if rng.random() < 0.9 else legal[rng.randrange(len(legal))]
    if need == "beggar_to":
        g = s.bgroup
        for r in D.BEGGAR_REGIONS:
            arm = region_armies(s, r)
            if any(s.arm[i] in (C, H, N) for i in arm) and g[r] <= len(arm):
                return BeggarTo(r)
        return legal[rng.randrange(len(legal))]
    if need == "beggar_act":
        for kind in (0, 1):
            for a in legal:
                if type(a) is BeggarAct and a.kind == kind:
                    return a
        return legal[rng.randrange(len(legal))]
    if need == "tax":
        return TaxRate(3) if rng.random() < 0.7 else legal[rng.randrange(len(legal))]
    return legal[rng.randrange(len(legal))]


def candidates(s: RState, actions: list) -> list:
    """Prune long move lists to the moves worth searching."""
    if len(actions) <= 8:
        return actions
    need = s.need
    f = s.actor
    if need == "newunit":
        provs = [a for a in actions if a.province >= 0]
        boxes = [a for a in actions if a.province < 0]
        provs.sort(key=lambda a: -_unit_value(s, f, a.province))
        return provs[:6] + boxes[:2]
    if need == "bid":
        good = [a for a in actions if type(a) is Done or
                (type(a) is Bid and E.step_toward(s.allg[a.settlement], f)
                 != s.allg[a.settlement])]
        return good[:8] if good else actions
    if need == "milinf":
        conv = [a for a in actions if type(a) is Convert]
        conv.sort(key=lambda a: (a.loc < P, a.owner == NEU))
        return [Done()] + conv[:8]
    if need == "surplus":
        mv = [a for a in actions if type(a) is Surplus]
        mv.sort(key=lambda a: -_unit_value(s, f, a.to))
        return [Done()] + mv[:6]
    if need == "raise":
        return [a for a in actions if type(a) is not Raise][:1] + \
            [a for a in actions if type(a) is Raise][:6]
    if need == "order":
        return [OrderPlace(0), OrderPlace(len(actions) - 1)] + \
            ([OrderPlace(1)] if len(actions) > 2 else [])
    return actions


# The share of the search budget a decision gets (docs/ai.md, issue 38 item 6). A turn at
# five players asks each faction about 25 small questions: a movement within a province,
# a new unit's province, a piece removed from a conflict, a surplus piece, a tax; these
# get a fifth of the budget (at the shipped 1 s, about 0.2 s and some 40 iterations). The
# support boxes, the turn order, military influence, hiring Beggars and loot get half; bids,
# armies (raising, moving, sieges, upkeep, interceptions) and the rest the whole budget.
SMALL_SHARE = 0.2
MID_SHARE = 0.5
SMALL_NEEDS = frozenset({"within", "newunit", "remove", "surplus", "surplus_piece", "refill",
                         "neutral_to", "tax"})
MID_NEEDS = frozenset({"support", "order", "milinf", "hire", "loot"})


def budget_share(s: RState) -> float:
    """The share of the search budget for the decision ``s`` asks for."""
    if s.need in SMALL_NEEDS:
        return SMALL_SHARE
    if s.need in MID_NEEDS:
        return MID_SHARE
    return 1.0


class Heuristics:
    """What the shared search reads (see docs/ai.md)."""

    rollout_plies = 40
    exploration = 0.7

    def evaluate(self, s: RState) -> list[float]:
        return evaluate(s)

    def rollout_action(self, s: RState, rng: Rng):
        return rollout_action(s, rng)

    def candidates(self, s: RState, actions: list) -> list:
        return candidates(s, actions)

    def budget_share(self, s: RState) -> float:
        return budget_share(s)


__all__ = ["Heuristics", "budget_share", "candidates", "evaluate", "projected_vp", "rollout_action",
           "virtual_cards"]
