"""Helpers for the Revolution tests: fresh states, empty boards, a simple driver (the
position builders are game.revolution.examples', shared with the rules screen)."""

from __future__ import annotations

from game.revolution import RULES
from game.revolution.actions import Done
from game.revolution.examples import P, clear_board, game, prov, put, sett
from game.revolution.state import RState

__all__ = ["P", "clear_board", "drive", "game", "prov", "put", "sett"]


def drive(s: RState, stop, pick=None, limit: int = 5000) -> None:
    """Play Done where possible (else ``pick`` or the first legal action) until ``stop(s)``."""
    for _ in range(limit):
        if stop(s):
            return
        legal = RULES.legal_actions(s)
        a = pick(s, legal) if pick else None
        if a is None:
            a = Done() if Done() in legal else legal[0]
        RULES.apply(s, a)
    raise AssertionError("stop condition never reached")
