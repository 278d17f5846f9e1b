"""How long a computer seat takes for its whole secret Wallenstein plan, asked through
the worker process as at the table (issue 25, item 28).

``python tools/plan_wait.py [normal|hard] [seed ...]``: for each seed, a 3-player match
(a human and two computers) is played by the rollout policy up to seat 1's first
planning card; then seat 1's ten cards are asked of the worker one by one.
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(argv: list[str]) -> None:
    from game.core import Rng
    from game.match import Match, Seat
    from game.wallenstein import RULES
    from game.wallenstein.actions import Plan
    from ui.scenes.computer import Computer

    level = argv[0] if argv else "normal"
    seeds = [int(x) for x in argv[1:]] or [5, 6]
    comp = Computer("worker")
    times = []
    try:
        for seed in seeds:
            seats = [Seat("H", 0), Seat("A", 1, "ai", level), Seat("B", 2, "ai", level)]
            m = Match(RULES, seats, seed)
            rng = Rng(seed)
            def planning(m: Match = m) -> bool:
                return m.to_act() == 1 and type(RULES.legal_actions(m.state)[0]) is Plan

            while not planning():
                m.play(RULES.heuristics.rollout_action(m.state, rng))
            t0 = time.monotonic()
            n = 0
            while planning():
                comp.ask(m, 1, level)
                while (answer := comp.poll()) is None:
                    time.sleep(0.005)
                m.play(answer[0])
                n += 1
            times.append(time.monotonic() - t0)
            print(f"seed {seed}: {n} cards in {times[-1]:.1f} s", flush=True)
    finally:
        comp.close()
    print(f"{level}: mean {sum(times) / len(times):.1f} s per seat's plan")


if __name__ == "__main__":
    main(sys.argv[1:])
