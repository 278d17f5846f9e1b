"""Speed of the Hansa Teutonica engine: ``python -m game.hansa.bench [seconds]``."""

from __future__ import annotations

import sys
import time

from game.core import Rng


def bench(seconds: float = 2.0) -> dict:
    """Actions per second with the progress rollout policy and with uniform random
    play (5 players), and microseconds per ``State.copy()`` of a mid-game state."""
    from game.hansa import RULES as R

    out: dict = {}
    for label, policy in (("policy", True), ("random", False)):
        rng = Rng(99)
        games = acts = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            s = R.new_game(5, games + 1)
            games += 1
            while R.to_act(s) is not None:
                if policy:
                    a = R.heuristics.rollout_action(s, rng)
                else:
                    a = rng.choice(R.legal_actions(s))
                R.apply(s, a)
                acts += 1
        el = time.perf_counter() - start
        out[f"{label}_actions_per_s"] = acts / el
        out[f"{label}_games_per_s"] = games / el
    s = R.new_game(5, 7)
    rng = Rng(7)
    for _ in range(150):
        if R.to_act(s) is None:
            break
        R.apply(s, R.heuristics.rollout_action(s, rng))
    n = 20000
    t = time.perf_counter()
    for _ in range(n):
        s.copy()
    out["copy_us"] = (time.perf_counter() - t) / n * 1e6
    return out


if __name__ == "__main__":
    for k, v in bench(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0).items():
        print(f"{k}: {v:,.1f}")
