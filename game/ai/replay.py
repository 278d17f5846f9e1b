"""Rebuilding matches from JSON cheaply in the AI processes.

The worker and the hard level's helper receive the whole match as JSON for every
request. Replaying every action from the start grows with the game (about 0.1 s
late in a Hansa game), but consecutive requests usually extend the previous
position by a few actions. :class:`MatchCache` keeps the last rebuilt match and,
when the new request is the same match with more actions, plays only the new
ones; anything else (an undo, another game, a changed seat) rebuilds from scratch.
"""

from __future__ import annotations

from typing import Any

from game.core import action_from_json
from game.match import Match

_SAME = ("format", "version", "game", "seed", "options", "seats")


class MatchCache:
    """The last match rebuilt from JSON, reused when a request extends it.

    The returned :class:`Match` is shared with later calls: callers must only read
    it (``rules.observe`` copies the state).
    """

    def __init__(self) -> None:
        self._match: Match | None = None
        self._head: dict = {}
        self._actions: list = []
        self.replayed = 0  # actions applied by the latest call (tests, tuning)

    def match(self, data: dict, games: dict[str, Any]) -> Match:
        """The match ``data`` describes (``Match.to_json()`` form)."""
        head = {k: data.get(k) for k in _SAME}
        actions = list(data.get("actions") or [])
        old, n = self._match, len(self._actions)
        if (
            old is not None
            and head == self._head
            and n <= len(actions)
            and actions[:n] == self._actions
        ):
            try:
                for a in actions[n:]:
                    old.play(action_from_json(old.rules, a))
            except Exception:
                self._match = None  # a half-played cache is useless: rebuild below
            else:
                self._actions = actions
                self.replayed = len(actions) - n
                return old
        self._match = None
        match = Match.from_json(data, games)
        self._match, self._head, self._actions = match, head, actions
        self.replayed = len(actions)
        return match
