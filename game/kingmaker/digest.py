"""Fingerprints of seeded games, to show an engine change keeps every game the same:
``python -m game.kingmaker.digest [games] > file``, before and after, then ``diff``.

Each line: seed, players, actions played, how the game ended and a hash of every legal
list, chosen action, event and the final state (random choices on even seeds, the
rollout policy on odd ones).
"""

from __future__ import annotations

import hashlib
import sys

from game.core import Rng


def digest(seed: int) -> str:
    from game.kingmaker import RULES

    players = 2 + seed % 6
    s = RULES.new_game(players, seed, {"turn_limit": 10 if seed < 15 else 30,
                                       "setup_choice": False})  # as when the digest began
    rng = Rng(seed * 7)
    h = hashlib.sha256()
    steps = 0
    while s.to_act() is not None:
        legal = RULES.legal_actions(s)
        h.update(repr(legal).encode())
        a = RULES.heuristics.rollout_action(s, rng) if seed % 2 else rng.choice(legal)
        events = RULES.apply(s, a)
        h.update(repr(a).encode())
        h.update(repr([(e.kind, e.data) for e in events]).encode())
        steps += 1
    h.update(repr(s._key()).encode())
    return f"{seed} {players} {steps} {s.end_reason} {h.hexdigest()[:16]}"


def main(argv: list[str]) -> None:
    for seed in range(1, 1 + (int(argv[0]) if argv else 20)):
        print(digest(seed), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
