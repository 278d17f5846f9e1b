"""Computer opponents shared by every game.

``choose_action(rules, observation, seat, level, seed)`` returns an action for
``seat`` given only what that seat sees (``rules.observe(state, seat)``). Levels:

- ``"easy"``: greedy one-ply on the game's evaluation, with some noise (instant);
- ``"normal"``: information-set MCTS for about one second;
- ``"hard"``: the same for about four seconds, root-parallel over two processes
  when the match is given as ``position`` (``Match.to_json()``);
- ``"random"`` and ``"greedy"`` (noiseless one-ply) for the arena and tests.

What the search uses from a game's ``rules.heuristics`` (all optional, with
neutral fallbacks): ``evaluate``, ``rollout_action``, ``candidates``, ``secret``
(True when the seat to act decides face down, as with Wallenstein's plans or a
sealed bid: the search then plays other seats' secret choices by the rollout
policy instead of letting them answer the observer's), and the tuning
attributes ``rollout_plies`` (playout length before evaluation, default 12) and
``exploration`` (the UCB constant, default 0.7); ``hard_params`` (a ``Params``: the
hard level's search shape for that game, else ``HARD_PARAMS``) and ``turn_index``
(turns begun so far, for ``Params.turn_horizon``).

The UI runs agents in :class:`game.ai.worker.AIWorker`; ``python -m game.ai.arena``
plays agents against each other.
"""

from __future__ import annotations

from typing import Any

from game.ai.agents import BUDGETS, Agent, make_agent
from game.core import State

LEVELS = ("easy", "normal", "hard")
ALL_LEVELS = ("random", "easy", "greedy", "normal", "hard")

__all__ = [
    "ALL_LEVELS",
    "BUDGETS",
    "LEVELS",
    "Agent",
    "choose_action",
    "fallback_action",
    "make_agent",
]


def choose_action(
    rules: Any,
    observation: State,
    seat: int,
    level: str,
    seed: int,
    *,
    iterations: int | None = None,
    time_scale: float = 1.0,
    position: dict | None = None,
    cancelled: Any = None,
) -> Any:
    """The action the AI of ``level`` takes for ``seat`` from its observation.

    Deterministic given the observation and the seed when ``iterations`` is fixed.
    ``position`` (the match as JSON) lets the hard level use a second process;
    ``cancelled`` (anything with ``is_set()``) stops a search early.
    """
    agent = make_agent(level, iterations=iterations, time_scale=time_scale)
    return agent.choose(rules, observation, seat, seed, position, cancelled)


def fallback_action(rules: Any, observation: State, seat: int, seed: int) -> Any:
    """The easy level's choice: what the UI plays when a stronger AI fails."""
    return choose_action(rules, observation, seat, "easy", seed)
