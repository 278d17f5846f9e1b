"""The ladder of computer opponents: random, greedy (easy), ISMCTS (normal, hard).

Every agent sees only an observation (``rules.observe(state, seat)``) and a seed;
given both — and a fixed ``iterations`` count for the tree search — its choice is
deterministic. Without ``iterations`` the search runs for a time budget.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from game.ai import parallel
from game.ai.adapter import GameView, mix_seed
from game.ai.ismcts import Params, RootStats, search
from game.core import IllegalAction, Rng, State
from game.i18n import N_

# Seconds per move for each level (before any time scale).
BUDGETS: dict[str, float] = {"random": 0.0, "easy": 0.0, "greedy": 0.0, "normal": 1.0, "hard": 4.0}
# Seconds per secret decision (GameView.secret: a Wallenstein plan is ten of them, made
# one after the other while the players wait): a season then waits a few seconds per
# computer, not ten or forty (issue 25, item 28; measured in docs/ai.md).
SECRET_BUDGETS: dict[str, float] = {"normal": 0.2, "hard": 0.25}

# The hard level's search shape: with about eight times normal's iterations it
# explores less evenly, widens more slowly below the root, trusts the one-ply
# prior more and scores every playout at the same distance from the root, so the
# extra time deepens the best lines without skewing their values (ismcts.Params).
HARD_PARAMS = Params(exploration_scale=0.5, widen_rate=1.0, prior_weight=2, level_horizon=True)
# A game's heuristics may give their own hard shape as this attribute (a Params); the
# other games keep HARD_PARAMS.
HARD_PARAMS_ATTR = "hard_params"


class Agent:
    """Base: ``choose`` returns a legal action for ``seat`` from its observation."""

    level = "?"

    def choose(
        self,
        rules: Any,
        observation: State,
        seat: int,
        seed: int,
        position: dict | None = None,
        cancelled: Any = None,
    ) -> Any:
        raise NotImplementedError

    @staticmethod
    def _root(view: GameView, observation: State, seat: int, rng: Rng) -> tuple[State, list]:
        state = view.determinize(observation, seat, rng)
        legal = view.legal(state)
        if not legal:
            raise IllegalAction(N_("There is nothing to decide: the game is over."))
        return state, legal


class RandomAgent(Agent):
    """A uniformly random legal action."""

    level = "random"

    def choose(self, rules, observation, seat, seed, position=None, cancelled=None):
        rng = Rng(mix_seed(seed, seat, 11))
        _, legal = self._root(GameView(rules), observation, seat, rng)
        return legal[rng.randrange(len(legal))]


class GreedyAgent(Agent):
    """One ply: apply each candidate to sampled states and keep the best evaluation.

    ``noise`` adds a uniform random amount in [0, noise) to each value (easy level);
    with hidden information each candidate is scored on ``samples`` determinizations.
    """

    def __init__(self, level: str = "greedy", noise: float = 0.0, samples: int = 2) -> None:
        self.level = level
        self.noise = noise
        self.samples = max(1, samples)

    def choose(self, rules, observation, seat, seed, position=None, cancelled=None):
        view = GameView(rules)
        rng = Rng(mix_seed(seed, seat, 13))
        state, legal = self._root(view, observation, seat, rng)
        if len(legal) == 1:
            return legal[0]
        cands = view.candidates(state, legal)
        states = [state]
        if view.hidden:
            states += [view.determinize(observation, seat, rng) for _ in range(self.samples - 1)]
        best, best_v = cands[0], -1.0
        for a in cands:
            total, n = 0.0, 0
            for s in states:
                child = s.copy()
                try:
                    rules.apply(child, a)
                except IllegalAction:
                    continue
                total += view.values(child)[seat]
                n += 1
            if n == 0:
                continue
            v = total / n + self.noise * rng.random() + 1e-9 * rng.random()
            if v > best_v:
                best, best_v = a, v
        return best


class MCTSAgent(Agent):
    """Information-set MCTS for a time budget (or a fixed number of iterations).

    With ``parallel`` and a ``position`` (the match as JSON, from which the helper
    rebuilds the same observation) a second process searches with another seed
    and the root visit counts are added together. With ``game_params`` (the name of an
    attribute of the game's heuristics) a game that defines that attribute searches
    with its own :class:`Params` instead of ``params``.
    """

    def __init__(
        self,
        level: str = "normal",
        budget: float = 1.0,
        parallel: bool = False,
        iterations: int | None = None,
        params: Params | None = None,
        secret_budget: float | None = None,
        game_params: str | None = None,
    ) -> None:
        self.level = level
        self.budget = budget
        self.secret_budget = secret_budget  # for secret decisions (None: ``budget``)
        self.parallel = parallel
        self.iterations = iterations
        self.params = params or Params()
        self.game_params = game_params
        self.last_stats: RootStats | None = None  # the latest root statistics (tests, tuning)

    def params_for(self, rules: Any) -> Params:
        """The search shape for ``rules``: the game's own when it gives one, else ``params``."""
        if self.game_params:
            own = getattr(getattr(rules, "heuristics", None), self.game_params, None)
            if isinstance(own, Params):
                return own
        return self.params

    def choose(self, rules, observation, seat, seed, position=None, cancelled=None):
        view = GameView(rules)
        params = self.params_for(rules)
        rng = Rng(mix_seed(seed, seat, 17))
        state, legal = self._root(view, observation, seat, rng.copy())
        if len(legal) == 1:
            return legal[0]
        cands = view.candidates(state, legal)
        if len(cands) == 1:
            return cands[0]
        budget = self.budget
        if self.secret_budget is not None and view.secret(state):
            budget = min(budget, self.secret_budget)
        share = view.budget_share(state)
        budget *= share
        iterations = self.iterations
        if iterations is not None and share < 1.0:
            iterations = max(1, round(iterations * share))
        deadline = time.time() + budget
        rid = None
        helper = None
        if self.parallel and position is not None:
            helper = parallel.helper()
            from game import GAMES

            rid = helper.submit(
                {
                    "position": position,
                    "module": None if rules.id in GAMES else parallel.module_of(rules),
                    "seat": seat,
                    "seed": mix_seed(seed, seat, 19),
                    "deadline": deadline,
                    "iterations": iterations,
                    "params": dataclasses.asdict(params),
                }
            )
        stats = search(
            view,
            observation,
            seat,
            rng,
            deadline=deadline,
            iterations=iterations,
            cancelled=cancelled,
            params=params,
        )
        if (
            rid is not None
            and helper is not None
            and not (cancelled is not None and cancelled.is_set())
        ):
            wait = 600.0 if iterations is not None else max(0.0, deadline - time.time()) + 3
            other = helper.collect(rid, rules, wait)
            if other is not None:
                stats = stats.merge(other)
        self.last_stats = stats
        return stats.best()


def make_agent(level: str, *, iterations: int | None = None, time_scale: float = 1.0) -> Agent:
    """The agent for a level: "random", "easy", "greedy", "normal" or "hard".

    ``time_scale`` multiplies the search budgets; ``iterations`` replaces them by a
    fixed count (deterministic tests).
    """
    if level == "random":
        return RandomAgent()
    if level == "easy":
        return GreedyAgent("easy", noise=0.15, samples=1)
    if level == "greedy":
        return GreedyAgent("greedy", noise=0.0, samples=2)
    if level == "normal":
        return MCTSAgent("normal", BUDGETS["normal"] * time_scale, False, iterations,
                         secret_budget=SECRET_BUDGETS["normal"] * time_scale)
    if level == "hard":
        return MCTSAgent("hard", BUDGETS["hard"] * time_scale, True, iterations, HARD_PARAMS,
                         secret_budget=SECRET_BUDGETS["hard"] * time_scale,
                         game_params=HARD_PARAMS_ATTR)
    raise ValueError(f"unknown AI level {level!r}")
