"""Kingmaker engine speed and how games end (figures, never pass/fail):
``python -m game.kingmaker.bench [seconds per measurement] [turn limit]``.

Random play rarely kills every rival heir, so games stop at the turn limit option;
the figures say how many ended by victory, by time, or with every heir dead. Rates are
per CPU second of this process (``time.process_time``), so other load on the machine
does not lower them. The set-up is allocated automatically (option ``setup_choice`` off),
as in the figures measured before players allocated their own cards by default.
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from game.core import Rng


def playouts(players: int, seconds: float, policy: bool, limit: int) -> tuple[float, float,
                                                                               Counter]:
    """(games/CPU-s, actions/CPU-s, end reasons) of full games until ``seconds`` of CPU
    time have passed."""
    from game.kingmaker import RULES

    rng = Rng(999 + players)
    games = actions = 0
    ends: Counter = Counter()
    seed = 0
    start = time.process_time()
    while True:
        seed += 1
        s = RULES.new_game(players, seed, {"turn_limit": limit, "setup_choice": False})
        while s.to_act() is not None:
            if policy:
                a = RULES.heuristics.rollout_action(s, rng)
            else:
                a = rng.choice(RULES.legal_actions(s))
            RULES.apply(s, a)
            actions += 1
        games += 1
        ends[s.end_reason] += 1
        el = time.process_time() - start
        if el >= seconds:
            return games / el, actions / el, ends


def search_rate(players: int, iterations: int = 200) -> float:
    """Search iterations per CPU second of the computer opponents' search, from the seat to
    act 80 random actions into two seeded games."""
    from game.ai.adapter import GameView
    from game.ai.ismcts import search
    from game.kingmaker import RULES

    view = GameView(RULES)
    spent = 0.0
    for seed in (3, 4):
        s = RULES.new_game(players, seed, {"setup_choice": False})
        rng = Rng(seed)
        for _ in range(80):
            if s.to_act() is None:
                break
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
        seat = s.to_act()
        if seat is None:
            continue
        obs = RULES.observe(s, seat)
        start = time.process_time()
        search(view, obs, seat, Rng(7), iterations=iterations)
        spent += time.process_time() - start
    return 2 * iterations / spent if spent else 0.0


def main(argv: list[str]) -> None:
    seconds = float(argv[0]) if argv else 5.0
    limit = int(argv[1]) if len(argv) > 1 else 30
    from game.bench import interpreter

    print(f"Kingmaker, turn limit {limit} rounds, {interpreter()}")
    for n in range(2, 8):
        for policy in (False, True):
            g, a, ends = playouts(n, seconds, policy, limit)
            kind = "policy" if policy else "random"
            print(f"  {n}p {kind:6s} {g:6.2f} games/CPU-s {a:7.0f} actions/CPU-s  ends: "
                  + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())), flush=True)
    for n in (2, 7):
        print(f"  {n}p search {search_rate(n):6.0f} iterations/CPU-s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
