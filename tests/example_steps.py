"""Playing a rule example's steps in the tests of each game's examples."""

from __future__ import annotations

from typing import Any

from game import GAMES
from game.examples import example, problems


def play(game_id: str, ex_id: str) -> tuple[Any, Any, list]:
    """Every step of the example, checked legal before it is applied and the position
    checked after: (first state, last state, all events)."""
    rules = GAMES[game_id]
    ex = example(game_id, ex_id)
    s = ex.build()
    first = s.copy()
    events: list = []
    for a in ex.steps:
        assert a in rules.legal_actions(s), f"{ex_id}: {a} is not legal"
        events += rules.apply(s, a)
        assert problems(ex, s) == []
    return first, s, events
