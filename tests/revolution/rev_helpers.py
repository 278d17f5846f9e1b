"""Helpers for the Revolution tests: fresh states, empty boards, a simple driver."""

from __future__ import annotations

from game.revolution import RULES
from game.revolution import data as D
from game.revolution.actions import Done
from game.revolution.state import RState

P = D.P


def prov(name: str) -> int:
    return D.PIDX["pv_" + name]


def sett(sid: str) -> int:
    return D.SIDX[sid]


def game(players: int = 5, seed: int = 1, **options) -> RState:
    return RULES.new_game(players, seed, options)


def clear_board(s: RState) -> None:
    """No pieces on the map and no cards (stocks refilled)."""
    for loc in range(D.NLOC):
        for o in range(6):
            k = s.cnt[loc * 6 + o]
            s.cnt[loc * 6 + o] = 0
            s.stock[o] += k
    s.ccard = [-1] * D.S
    s.pcard = [-1] * D.P


def put(s: RState, owner: int, loc: int, n: int = 1) -> None:
    for _ in range(n):
        s.stock[owner] -= 1
        s.cnt[loc * 6 + owner] += 1


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
