"""Engine speed: ``python -m game.bench [--game ID] [--seconds S]``.

For each game and player count: full random-playout games per second and actions
per second (Kingmaker with a 30-round limit), the same with the game's own rollout
policy, and the time of ``State.copy()`` on a mid-game state. Figures, never pass/fail.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time

from game import GAMES
from game.core import Rng

# games whose default options have no end that random play reaches (Kingmaker has no round
# limit by default: one crowned heir must be left): measured with a limit
BOUNDED = {"kingmaker": {"turn_limit": 30}}


def playouts(rules, players: int, seconds: float, policy: bool) -> tuple[float, float]:
    """(games/s, actions/s) of full games until ``seconds`` have passed."""
    games = actions = 0
    rng = Rng(12345 + players)
    heur = getattr(rules, "heuristics", None) if policy else None
    start = time.perf_counter()
    seed = 0
    while True:
        seed += 1
        state = rules.new_game(players, seed, BOUNDED.get(rules.id))
        while rules.to_act(state) is not None:
            if heur is not None:
                a = heur.rollout_action(state, rng)
            else:
                a = rng.choice(rules.legal_actions(state))
            rules.apply(state, a)
            actions += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed, actions / elapsed


def copy_time(rules, players: int) -> float:
    """Microseconds per State.copy() of a state a third of the way into a game."""
    state = rules.new_game(players, 3)
    rng = Rng(3)
    for _ in range(60):
        if rules.to_act(state) is None:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    n = 2000
    start = time.perf_counter()
    for _ in range(n):
        state.copy()
    return (time.perf_counter() - start) / n * 1e6


def interpreter() -> str:
    """Which Python runs the figures: the same code runs 1.1-1.2x faster on a build with
    profile-guided optimisation than on a plain one (docs/ai.md, Kingmaker engine speed)."""
    return (f"{platform.python_implementation()} {platform.python_version()}"
            f" ({sys.executable})")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", choices=sorted(GAMES), help="one game (default: all)")
    ap.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = ap.parse_args(argv)
    print(interpreter())
    for gid in [args.game] if args.game else sorted(GAMES):
        rules = GAMES[gid]
        print(f"{rules.title} ({gid})")
        for n in range(rules.min_players, rules.max_players + 1):
            g, a = playouts(rules, n, args.seconds, policy=False)
            line = f"  {n} players: random {g:7.1f} games/s {a:9.0f} actions/s"
            if getattr(rules, "heuristics", None) is not None:
                g2, a2 = playouts(rules, n, args.seconds, policy=True)
                line += f" | policy {g2:7.1f} games/s {a2:9.0f} actions/s"
            print(line, flush=True)
        print(f"  State.copy(): {copy_time(rules, rules.max_players):.1f} us", flush=True)


if __name__ == "__main__":
    main()
