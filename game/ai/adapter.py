"""What the search needs from a game, with fallbacks when a game lacks heuristics.

Every AI goes through :class:`GameView`: it binds a ``Rules`` object once and
offers evaluation, rollout policy, move pruning, determinization and final
values, so the search code never has to ask what a game provides.
"""

from __future__ import annotations

from typing import Any

from game.core import Rng, State

_MASK = (1 << 64) - 1


def mix_seed(*parts: int) -> int:
    """A stable 64-bit seed from integers (no use of Python's randomized ``hash``)."""
    h = 0x243F6A8885A308D3
    for p in parts:
        h = (h ^ (int(p) & _MASK)) & _MASK
        h = (h * 0x100000001B3 + 0x9E3779B97F4A7C15) & _MASK
        h ^= h >> 29
    return h


def outcome_values(rules: Any, state: State) -> list[float]:
    """Per-seat value of a finished game: the winners share 1, everyone else gets 0."""
    ranks = rules.outcome(state).ranks
    winners = [s for s, r in enumerate(ranks) if r == 1]
    if not winners:
        return [1.0 / len(ranks)] * len(ranks)
    share = 1.0 / len(winners)
    return [share if r == 1 else 0.0 for r in ranks]


class GameView:
    """A game's rules plus its AI heuristics, with neutral fallbacks."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self.hidden = bool(getattr(rules, "hidden_information", True))
        h = getattr(rules, "heuristics", None)
        self.heuristics = h
        self._evaluate = getattr(h, "evaluate", None)
        self._rollout = getattr(h, "rollout_action", None)
        self._candidates = getattr(h, "candidates", None)
        self._secret = getattr(h, "secret", None)
        self._turn_index = getattr(h, "turn_index", None)
        self._budget_share = getattr(h, "budget_share", None)
        self._apply_trusted = getattr(rules, "apply_trusted", None) or rules.apply
        self.has_evaluation = self._evaluate is not None
        self.has_rollout = self._rollout is not None
        self.has_secrets = self._secret is not None
        self.has_turn_index = self._turn_index is not None
        # Plies a playout runs before the evaluation scores it; games may tune it.
        default_plies = 12 if self._evaluate is not None else 200
        self.rollout_plies: int = int(getattr(h, "rollout_plies", default_plies))
        self.exploration: float = float(getattr(h, "exploration", 0.7))

    # ------------------------------------------------------------------ protocol
    def to_act(self, state: State) -> int | None:
        return self.rules.to_act(state)

    def legal(self, state: State) -> list:
        return self.rules.legal_actions(state)

    def apply(self, state: State, action: Any) -> None:
        self.rules.apply(state, action)

    def apply_trusted(self, state: State, action: Any) -> None:
        """Apply an action the rules themselves offered (no second legality check)."""
        self._apply_trusted(state, action)

    def players(self, state: State) -> int:
        return int(state.players)  # type: ignore[attr-defined]

    def determinize(self, observation: State, seat: int, rng: Rng) -> State:
        """A full state consistent with ``seat``'s view; its own generator is reseeded.

        Reseeding the state's ``rng`` (when it has one) makes future draws differ
        between samples: the observer cannot know them, and observations carry a
        fixed placeholder generator.
        """
        if self.hidden:
            state = self.rules.determinize(observation, seat, rng)
        else:
            state = observation.copy()
        if isinstance(getattr(state, "rng", None), Rng):
            state.rng = Rng(rng.next64())  # type: ignore[attr-defined]
        return state

    # ------------------------------------------------------------------ heuristics
    def values(self, state: State) -> list[float]:
        """Per-seat values in [0, 1]: the result when over, else the game's evaluation."""
        if self.rules.to_act(state) is None:
            return outcome_values(self.rules, state)
        if self._evaluate is not None:
            return list(self._evaluate(state))
        n = self.players(state)
        return [1.0 / n] * n

    def rollout_action(self, state: State, actions: list | None, rng: Rng) -> Any:
        if self._rollout is not None:
            return self._rollout(state, rng)
        if actions is None:
            actions = self.rules.legal_actions(state)
        return actions[rng.randrange(len(actions))]

    def secret(self, state: State) -> bool:
        """Whether the seat to act decides in secret (others learn the choice later)."""
        return self._secret is not None and bool(self._secret(state))

    def budget_share(self, state: State) -> float:
        """The share of its search budget the seat to act spends on this decision (games
        that give ``budget_share``: less for their many small decisions; 1 otherwise)."""
        if self._budget_share is None:
            return 1.0
        return min(1.0, max(0.0, float(self._budget_share(state))))

    def turn_index(self, state: State) -> int:
        """How many turns have begun (games that give ``turn_index``; 0 otherwise)."""
        return int(self._turn_index(state)) if self._turn_index is not None else 0

    def candidates(self, state: State, actions: list) -> list:
        if self._candidates is None or len(actions) <= 1:
            return actions
        pruned = self._candidates(state, actions)
        return pruned if pruned else actions
