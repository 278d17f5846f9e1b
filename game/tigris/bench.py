"""Speed figures for the Tigris & Euphrates engine: ``python -m game.tigris.bench``."""

from __future__ import annotations

import time

from game.core import Rng
from game.tigris.rules import RULES


def _games(seconds: float, players: int, policy: str) -> tuple[int, int, float]:
    games = actions = 0
    seed = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds or games == 0:
        s = RULES.new_game(players, seed)
        rng = Rng(seed)
        seed += 1
        while not RULES.is_over(s):
            if policy == "rollout":
                a = RULES.heuristics.rollout_action(s, rng)
            else:
                acts = RULES.legal_actions(s)
                a = acts[rng.randrange(len(acts))]
            RULES.apply(s, a)
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - t0


def bench(seconds: float = 3.0) -> dict:
    """Games and actions per second (4 players), copy and legal-move timings."""
    out: dict = {}
    g, a, t = _games(seconds, 4, "rollout")
    out["rollout_games_per_s_4p"] = round(g / t, 1)
    out["rollout_actions_per_s"] = round(a / t)
    g, a, t = _games(seconds, 4, "random")
    out["random_legal_games_per_s_4p"] = round(g / t, 1)
    out["random_legal_actions_per_s"] = round(a / t)
    # a mid-game position
    s = RULES.new_game(4, 1)
    rng = Rng(1)
    for _ in range(60):
        if RULES.is_over(s):
            break
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    n = 20000
    t0 = time.perf_counter()
    for _ in range(n):
        s.copy()
    out["copy_us"] = round((time.perf_counter() - t0) / n * 1e6, 2)
    n = 300
    t0 = time.perf_counter()
    for _ in range(n):
        acts = RULES.legal_actions(s)
    out["legal_actions_ms"] = round((time.perf_counter() - t0) / n * 1e3, 3)
    out["legal_actions_count"] = len(acts)
    return out


if __name__ == "__main__":
    for k, v in bench().items():
        print(f"{k}: {v}")
