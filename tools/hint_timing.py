"""How long a hint takes: the 95th percentile over many positions of each game.

    python tools/hint_timing.py [--positions 20] [--games tigris,hansa,wallenstein]
                                [--worker] [--level normal]

Positions come from games played by each game's rollout policy, cut at random plies.
Without ``--worker`` the hint is computed in this process (``game.ai.hint.hint``); with
it, through ``AIWorker.ask_hint`` as the window does (JSON, replay in the worker,
search, reason), measured from the request to the reply. Target: 1.5 s at the 95th
percentile. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import GAMES  # noqa: E402
from game.ai.hint import hint  # noqa: E402
from game.core import Rng  # noqa: E402
from game.match import Match, Seat  # noqa: E402

PLAYERS = {"tigris": 2, "hansa": 3, "wallenstein": 3, "revolution": 3, "kingmaker": 3}


def positions(game_id: str, n: int, seed: int = 1) -> list[Match]:
    """``n`` matches cut at random plies of rollout-policy games."""
    rules = GAMES[game_id]
    players = PLAYERS.get(game_id, rules.min_players)
    rng = Rng(seed)
    out = []
    g = 0
    while len(out) < n:
        g += 1
        m = Match(rules, [Seat(f"P{i}") for i in range(players)], seed * 1000 + g)
        cut = 1 + rng.randrange(250)
        h = getattr(rules, "heuristics", None)
        while len(m.actions) < cut and not m.is_over():
            s = m.state
            a = h.rollout_action(s, rng) if h is not None else rng.choice(
                rules.legal_actions(s))
            m.play(a)
        if not m.is_over():
            out.append(m)
    return out


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--level", default="normal")
    ap.add_argument("--worker", action="store_true")
    args = ap.parse_args()
    worker = None
    if args.worker:
        from game.ai.worker import AIWorker

        worker = AIWorker()
    try:
        for game_id in args.games.split(","):
            rules = GAMES[game_id]
            times = []
            for i, m in enumerate(positions(game_id, args.positions)):
                seat = m.to_act()
                t0 = time.perf_counter()
                if worker is None:
                    hint(rules, rules.observe(m.state, seat), seat, i, level=args.level)
                else:
                    worker.ask_hint(i, m.to_json(), seat, args.level)
                    while (reply := worker.poll()) is None:
                        time.sleep(0.002)
                    if reply[2] is not None:
                        print("error:", reply[2])
                times.append(time.perf_counter() - t0)
            print(f"{game_id:12} n={len(times):3}  median {statistics.median(times):.2f} s"
                  f"  p95 {pct(times, 0.95):.2f} s  max {max(times):.2f} s"
                  f"  ({'worker' if worker else 'in process'}, {args.level})", flush=True)
    finally:
        if worker is not None:
            worker.close()


if __name__ == "__main__":
    main()
