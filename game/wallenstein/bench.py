"""Wallenstein engine speed (figures, never pass/fail): ``python -m game.wallenstein.bench``."""

from __future__ import annotations

import sys
import time

from game.core import Rng


def _playouts(players: int, seconds: float, policy: bool) -> tuple[float, float]:
    from game.wallenstein import RULES

    rng = Rng(999 + players)
    games = actions = 0
    seed = 0
    start = time.perf_counter()
    while True:
        seed += 1
        s = RULES.new_game(players, seed)
        while s.to_act() is not None:
            if policy:
                a = RULES.heuristics.rollout_action(s, rng)
            else:
                a = rng.choice(RULES.legal_actions(s))
            RULES.apply(s, a)
            actions += 1
        games += 1
        el = time.perf_counter() - start
        if el >= seconds:
            return games / el, actions / el


def _tower_rate(seconds: float) -> float:
    from game.wallenstein.tower import Tower

    rng = Rng(7)
    t = Tower()
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            t.throw([0, 0, 0, 1, 1], rng)
        n += 100
    return n / (time.perf_counter() - start)


def bench(seconds: float = 2.0) -> dict:
    """Random and rollout-policy full games per second at 3-5 players, tower throws/s."""
    per = max(0.2, seconds / 7)
    out: dict = {}
    for n in (3, 4, 5):
        g, a = _playouts(n, per, False)
        out[f"{n}p_random_games_per_s"] = round(g, 1)
        out[f"{n}p_random_actions_per_s"] = round(a)
    g, a = _playouts(4, per, True)
    out["4p_policy_games_per_s"] = round(g, 1)
    out["4p_policy_actions_per_s"] = round(a)
    out["tower_throws_per_s"] = round(_tower_rate(per))
    return out


if __name__ == "__main__":
    for k, v in bench(float(sys.argv[1]) if len(sys.argv) > 1 else 7.0).items():
        print(f"{k:28s} {v}")
