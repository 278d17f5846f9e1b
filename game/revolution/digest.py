"""Fingerprints of seeded games, to show an engine change keeps every game the same:
``python -m game.revolution.digest [games] > file``, before and after, then ``diff``.

Each line: seed, players, decisions, final VP per seat and a hash of every legal list,
chosen action, event and the final state (uniformly random choices on even seeds, the
AI's rollout policy on odd ones; 2 to 5 players in turn).
"""

from __future__ import annotations

import hashlib
import sys

from game.core import Rng
from game.revolution.state import _SLOTS


def digest(seed: int) -> str:
    from game.revolution import RULES

    players = 2 + seed % 4
    s = RULES.new_game(players, seed)
    rng = Rng(seed * 7)
    h = hashlib.sha256()
    steps = 0
    while s.need is not None:
        legal = RULES.legal_actions(s)
        h.update(repr(legal).encode())
        a = RULES.heuristics.rollout_action(s, rng) if seed % 2 else rng.choice(legal)
        events = RULES.apply(s, a)
        h.update(repr(a).encode())
        h.update(repr([(e.kind, e.data, e.seat) for e in events
                       if e.kind != "acted"]).encode())  # log lines, not play
        steps += 1
    h.update(repr([getattr(s, k) for k in _SLOTS if k != "rng"]).encode())
    h.update(repr(s.rng.s).encode())
    vp = " ".join(f"{v:g}" for v in s.scores)
    return f"{seed} {players} {steps} [{vp}] {h.hexdigest()[:16]}"


def main(argv: list[str]) -> None:
    for seed in range(1, 1 + (int(argv[0]) if argv else 20)):
        print(digest(seed), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
