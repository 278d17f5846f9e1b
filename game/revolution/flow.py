"""Revolution's flow helpers shared by the phase modules: ask for a decision, move on to
the next faction, a runner for per-faction phases.
"""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.revolution import data as D
from game.revolution.state import RState

P, S, NEU = D.P, D.S, D.NEUTRAL
C, H, N, B, R = D.C, D.H, D.N, D.B, D.R


def ask(s: RState, need: str, actor: int) -> bool:
    s.need = need
    s.actor = actor
    return True


def next_faction(s: RState) -> None:
    s.fi += 1
    s.ctx = {}


def run_per_faction(need: str, has: Any) -> Any:
    def run(s: RState, ev: list[Event]) -> bool:
        while s.fi < len(s.order):
            f = s.order[s.fi]
            if has(s, f):
                return ask(s, need, f)
            next_faction(s)
        return False
    return run
