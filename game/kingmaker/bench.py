"""Kingmaker engine speed and how games end (figures, never pass/fail):
``python -m game.kingmaker.bench [seconds per measurement] [turn limit]``.

Random play rarely kills every rival heir, so games stop at the turn limit option;
the figures say how many ended by victory, by time, or with every heir dead.
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from game.core import Rng


def playouts(players: int, seconds: float, policy: bool, limit: int) -> tuple[float, float,
                                                                               Counter]:
    """(games/s, actions/s, end reasons) of full games until ``seconds`` have passed."""
    from game.kingmaker import RULES

    rng = Rng(999 + players)
    games = actions = 0
    ends: Counter = Counter()
    seed = 0
    start = time.perf_counter()
    while True:
        seed += 1
        s = RULES.new_game(players, seed, {"turn_limit": limit})
        while s.to_act() is not None:
            if policy:
                a = RULES.heuristics.rollout_action(s, rng)
            else:
                a = rng.choice(RULES.legal_actions(s))
            RULES.apply(s, a)
            actions += 1
        games += 1
        ends[s.end_reason] += 1
        el = time.perf_counter() - start
        if el >= seconds:
            return games / el, actions / el, ends


def main(argv: list[str]) -> None:
    seconds = float(argv[0]) if argv else 5.0
    limit = int(argv[1]) if len(argv) > 1 else 30
    print(f"Kingmaker, turn limit {limit} rounds")
    for n in range(2, 8):
        for policy in (False, True):
            g, a, ends = playouts(n, seconds, policy, limit)
            kind = "policy" if policy else "random"
            print(f"  {n}p {kind:6s} {g:6.2f} games/s {a:7.0f} actions/s  ends: "
                  + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
