"""Revolution engine speed (figures, never pass/fail): ``python -m game.revolution.bench``.

Wall-clock and CPU rates of full random games at 2-5 players, the copy of a mid-game
state and one evaluation; the CPU rate is the one-core figure on a shared machine.
"""

from __future__ import annotations

import sys
import time

from game.core import Rng


def _games(players: int, seconds: float) -> tuple[float, float, float]:
    """(games/s wall, games/s CPU, actions per game) of random full games."""
    from game.revolution import RULES

    rng = Rng(4242 + players)
    games = actions = 0
    seed = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while True:
        seed += 1
        s = RULES.new_game(players, seed)
        while s.need is not None:
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
            actions += 1
        games += 1
        el = time.perf_counter() - wall
        if el >= seconds:
            return games / el, games / (time.process_time() - cpu), actions / games


def _mid_state():
    from game.revolution import RULES

    s = RULES.new_game(5, 3)
    rng = Rng(3)
    for _ in range(400):
        RULES.apply(s, rng.choice(RULES.legal_actions(s)))
    return s


def bench(seconds: float = 2.0) -> dict:
    from game.revolution import ai

    out: dict = {}
    for n in (2, 3, 4, 5):
        g, c, a = _games(n, seconds / 4)
        out[f"{n}p_random_games_per_s_wall"] = round(g, 1)
        out[f"{n}p_random_games_per_s_cpu"] = round(c, 1)
        out[f"{n}p_actions_per_game"] = round(a)
    s = _mid_state()
    k = 2000
    t = time.perf_counter()
    for _ in range(k):
        s.copy()
    out["copy_us"] = round((time.perf_counter() - t) / k * 1e6, 1)
    t = time.perf_counter()
    for _ in range(200):
        ai.evaluate(s)
    out["evaluate_us"] = round((time.perf_counter() - t) / 200 * 1e6)
    return out


if __name__ == "__main__":
    for key, v in bench(float(sys.argv[1]) if len(sys.argv) > 1 else 8.0).items():
        print(f"{key:30s} {v}")
