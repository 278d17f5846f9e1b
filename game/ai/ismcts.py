"""Information-set Monte Carlo tree search (single observer), multi-player.

After Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree
Search": every iteration draws a fresh determinization of the observer's view,
walks the tree using only the actions available in that sample, and selects with
UCB in which a child's exploration term counts how often it was *available*
rather than how often its parent was visited. With perfect information the
determinization is a plain copy and this is ordinary UCT.

Values are vectors, one per seat (max^n): each node keeps the sum of the value
vectors that passed through it and the seat deciding at a node picks the child
best for itself. Playouts follow the game's rollout policy for a limited number
of plies and are then scored by the game's evaluation.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from game.ai.adapter import GameView
from game.core import Rng, State


def key(action: Any) -> tuple:
    """A dictionary key for an action that tells action types apart.

    NamedTuples compare as plain tuples, so ``Play(2) == Discard(2)``; the type
    must be part of the key.
    """
    return (type(action), action)


class Node:
    """A tree node reached by one action (the root by none); children by :func:`key`."""

    __slots__ = ("children", "visits", "avail", "sums", "prior")

    def __init__(self, players: int) -> None:
        self.children: dict[tuple, Node] = {}
        self.visits = 0
        self.avail = 0
        self.sums = [0.0] * players
        self.prior: dict[tuple, list[float]] | None = None  # one-ply values by action key


@dataclass
class RootStats:
    """What a search learnt about each root action: visits and the observer's value sum."""

    actions: list
    visits: list[int]
    value_sums: list[float]
    iterations: int

    def best(self) -> Any:
        """The most visited action; ties go to the better mean, then to list order."""
        best_i = 0
        best_key = (-1, -1.0)
        for i, n in enumerate(self.visits):
            key = (n, self.value_sums[i] / n if n else 0.0)
            if key > best_key:
                best_i, best_key = i, key
        return self.actions[best_i]

    def merge(self, other: RootStats) -> RootStats:
        """Root-parallel merge: add the other search's counts for the same actions."""
        index = {key(a): i for i, a in enumerate(self.actions)}
        visits, sums = list(self.visits), list(self.value_sums)
        actions = list(self.actions)
        for a, n, s in zip(other.actions, other.visits, other.value_sums, strict=True):
            i = index.get(key(a))
            if i is None:
                index[key(a)] = len(actions)
                actions.append(a)
                visits.append(n)
                sums.append(s)
            else:
                visits[i] += n
                sums[i] += s
        return RootStats(actions, visits, sums, self.iterations + other.iterations)


# Progressive widening: a node with more than WIDEN_FROM candidate actions only
# considers its first WIDEN_BASE + WIDEN_RATE * sqrt(visits) children, taken in
# order of a one-ply evaluation (computed once the node has PRIOR_AT visits; at
# once for the root) or, before that, the rollout policy's pick first.
WIDEN_FROM = 8
WIDEN_BASE = 3
WIDEN_RATE = 1.5
PRIOR_AT = 8
PRIOR_WEIGHT = 1  # pseudo-visits a child's one-ply value counts for


@dataclass(frozen=True)
class Params:
    """Search shape for one level (the defaults are the normal level's).

    ``exploration_scale`` multiplies the game's UCB constant; ``widen_rate`` replaces
    :data:`WIDEN_RATE` below the root (the root always widens at that rate) and
    ``prior_weight`` replaces :data:`PRIOR_WEIGHT`. With ``level_horizon`` every
    playout stops the same number of plies from the root (tree depth plus playout,
    see :func:`playout_plies`) instead of a fixed number of plies after the leaf:
    evaluations swing with whose turn it is, and leaves at different depths would
    otherwise be scored at different points of the turn cycle. Only tree plies count:
    another seat's fused secret decision (below) is walked like a chance event and
    moves that playout's end one ply later (counting those plies too measured no
    better). A level
    with many more iterations does best with a smaller constant, slower widening
    and a heavier heuristic prior: its extra visits then deepen the promising lines
    instead of spreading evenly over dozens of near-equal moves.

    With ``fuse_secrets`` another seat's secret decision (``GameView.secret``, such
    as a hidden plan) gets no tree node: it is played by the rollout policy and the
    walk stays at the same node, since the observer's information does not change.
    Otherwise the tree would let that seat answer a plan it cannot see (strategy
    fusion).

    ``rollout_plies``, when given, replaces the game's playout length
    (``GameView.rollout_plies``). With ``turn_horizon`` (a number of turns) and a game
    that numbers its turns (``GameView.turn_index``), a playout instead stops as soon
    as that many turns have begun since the root, so every leaf is scored at the same
    point of the turn cycle whatever the moves it took to get there; the playout
    length (``rollout_plies``) is then only a cap.
    """

    exploration_scale: float = 1.0
    widen_rate: float = WIDEN_RATE
    prior_weight: int = PRIOR_WEIGHT
    level_horizon: bool = False
    fuse_secrets: bool = True
    rollout_plies: int | None = None
    turn_horizon: int = 0


def search(
    view: GameView,
    observation: State,
    seat: int,
    rng: Rng,
    *,
    budget: float = 1.0,
    iterations: int | None = None,
    deadline: float | None = None,
    cancelled: Any = None,
    params: Params | None = None,
) -> RootStats:
    """Search from ``seat``'s observation; time-bounded unless ``iterations`` is given.

    ``deadline`` (a ``time.time()`` value) overrides ``budget``; ``cancelled`` is an
    optional object with ``is_set()`` polled between iterations.
    """
    start = time.time()
    end = deadline if deadline is not None else start + budget
    tree = _Tree(view, view.players(observation), seat, rng, params or Params())
    done = 0
    failures = 0
    last_error: Exception | None = None

    while True:
        if iterations is not None:
            if done >= iterations:
                break
        elif done > 0 and time.time() >= end:
            break
        if cancelled is not None and cancelled.is_set():
            break
        try:
            state = view.determinize(observation, seat, rng)
            if tree.root_actions is None:
                tree.root_actions = view.candidates(state, view.legal(state))
            tree.iterate(state)
        except Exception as exc:  # a rules bug in one sample must not lose the move
            failures += 1
            last_error = exc
            if failures > 20 and failures > 2 * done:
                raise
            if iterations is not None:
                done += 1
            continue
        done += 1

    if tree.root_actions is None:
        raise RuntimeError(f"search found no legal action: {last_error!r}")
    visits, sums = [], []
    for a in tree.root_actions:
        child = tree.root.children.get(key(a))
        visits.append(child.visits if child else 0)
        sums.append(child.sums[seat] if child else 0.0)
    return RootStats(list(tree.root_actions), visits, sums, done)


HORIZON_CYCLE = 4  # plies in a round of short turns; deep leaves keep this phase


def playout_plies(plies: int, depth: int) -> int:
    """Playout length for a leaf at ``depth`` so that it ends ``plies + 1`` from the root.

    Leaves deeper than that play on to the next ply with the same phase modulo
    :data:`HORIZON_CYCLE`.
    """
    horizon = plies + 1
    if depth <= horizon:
        return horizon - depth
    return (horizon - depth) % HORIZON_CYCLE


class _Tree:
    """The search tree and its parameters."""

    def __init__(
        self, view: GameView, players: int, observer: int, rng: Rng, params: Params
    ) -> None:
        self.view = view
        self.observer = observer
        self.fuse = params.fuse_secrets and view.has_secrets
        self.rules = view.rules
        self.players = players
        self.rng = rng
        self.c = view.exploration * params.exploration_scale
        self.widen_rate = params.widen_rate
        self.prior_weight = params.prior_weight
        self.level_horizon = params.level_horizon
        self.plies = view.rollout_plies if params.rollout_plies is None else params.rollout_plies
        self.has_eval = view.has_evaluation
        self.turn_horizon = params.turn_horizon if view.has_turn_index else 0
        self.root = Node(players)
        self.root_actions: list | None = None

    def _prior(self, node: Node, state: State, acts: list) -> dict[tuple, list[float]]:
        """One-ply values of each action from ``state`` (on this determinization)."""
        table = {}
        for a in acts:
            child = state.copy()
            try:
                self.view.apply_trusted(child, a)
            except Exception:
                continue
            table[key(a)] = self.view.values(child)
        node.prior = table
        return table

    def iterate(self, state: State) -> None:
        """One iteration on a determinized ``state``: select, expand, play out, back up."""
        rules, players, c = self.rules, self.players, self.c
        stop_turn = self.view.turn_index(state) + self.turn_horizon if self.turn_horizon else None
        node = self.root
        path = [node]
        while True:
            mover = rules.to_act(state)
            if mover is None:
                break
            if self.fuse and mover != self.observer and self.view.secret(state):
                self.view.apply_trusted(state, self.view.rollout_action(state, None, self.rng))
                continue
            if node is self.root:
                acts = self.root_actions
            else:
                acts = self.view.candidates(state, rules.legal_actions(state))
            children = node.children
            fresh = []
            known = []
            for a in acts:
                child = children.get(key(a))
                if child is None:
                    fresh.append(a)
                else:
                    child.avail += 1
                    known.append(a)
            wide = len(acts) > WIDEN_FROM
            rate = WIDEN_RATE if node is self.root else self.widen_rate
            if fresh and (not wide or len(known) < WIDEN_BASE + rate * math.sqrt(node.visits)):
                prior = node.prior
                if (
                    prior is None
                    and wide
                    and self.has_eval
                    and (node is self.root or node.visits >= PRIOR_AT)
                ):
                    prior = self._prior(node, state, acts)
                a = self._pick_fresh(state, fresh, prior, mover)
                child = Node(players)
                child.avail = 1
                if prior is not None and key(a) in prior:
                    w = self.prior_weight
                    child.visits = w
                    child.sums = [w * v for v in prior[key(a)]]
                children[key(a)] = child
                self.view.apply_trusted(state, a)
                path.append(child)
                break
            best = None
            best_score = -1.0
            for a in known:
                ch = children[key(a)]
                if ch.visits == 0:  # left unscored by a failed iteration
                    best = a
                    break
                score = ch.sums[mover] / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best, best_score = a, score
            node = children[key(best)]
            self.view.apply_trusted(state, best)
            path.append(node)

        depth = len(path) - 1
        if stop_turn is not None:
            values = self._playout_to_turn(state, stop_turn)
        else:
            plies = playout_plies(self.plies, depth) if self.level_horizon else self.plies
            values = self._playout(state, plies)
        for n in path:
            n.visits += 1
            s = n.sums
            for i in range(players):
                s[i] += values[i]

    def _pick_fresh(self, state: State, fresh: list, prior: dict | None, mover: int) -> Any:
        if prior is not None:
            best, best_v = fresh[0], -1.0
            for a in fresh:
                v = prior.get(key(a))
                if v is not None and v[mover] > best_v:
                    best, best_v = a, v[mover]
            return best
        if len(fresh) > 1 and self.view.has_rollout:
            try:
                pick = self.view.rollout_action(state, None, self.rng)
            except Exception:
                pick = None
            if pick is not None:
                k = key(pick)
                for a in fresh:
                    if key(a) == k:
                        return a
        return fresh[self.rng.randrange(len(fresh))]

    def _playout_to_turn(self, state: State, stop_turn: int) -> list[float]:
        """Play out until turn ``stop_turn`` has begun (at most ``self.plies`` plies)."""
        rules, view, rng = self.rules, self.view, self.rng
        for _ in range(self.plies):
            if rules.to_act(state) is None or view.turn_index(state) >= stop_turn:
                break
            view.apply_trusted(state, view.rollout_action(state, None, rng))
        return view.values(state)

    def _playout(self, state: State, plies: int) -> list[float]:
        rules, view, rng = self.rules, self.view, self.rng
        for _ in range(plies):
            if rules.to_act(state) is None:
                break
            view.apply_trusted(state, view.rollout_action(state, None, rng))
        return view.values(state)
