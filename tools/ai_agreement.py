"""How often two searches choose the same move: normal with normal, hard with hard,
normal with hard, on positions of one rollout-policy game (a figure, not a test).

    python tools/ai_agreement.py GAME PLAYERS NORMAL_ITERATIONS HARD_ITERATIONS [POSITIONS]

High agreement between normal and hard means the extra search time rarely changes the
move; low hard-with-hard agreement means hard's choices are still noisy.
"""

from __future__ import annotations

import sys

from game import GAMES
from game.ai.adapter import GameView
from game.ai.agents import HARD_PARAMS
from game.ai.ismcts import search
from game.core import Rng


def main(argv: list[str]) -> None:
    game, players, n_normal, n_hard = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    wanted = int(argv[4]) if len(argv) > 4 else 40
    rules = GAMES[game]
    view = GameView(rules)
    s = rules.new_game(players, 21)
    rng = Rng(5)
    ply = total = nn = nh = hh = 0
    while rules.to_act(s) is not None and total < wanted:
        seat = rules.to_act(s)
        if ply % 7 == 3 and len(view.candidates(s, rules.legal_actions(s))) > 1:
            obs = rules.observe(s, seat)
            n1 = search(view, obs, seat, Rng(1), iterations=n_normal).best()
            n2 = search(view, obs, seat, Rng(2), iterations=n_normal).best()
            h1 = search(view, obs, seat, Rng(3), iterations=n_hard, params=HARD_PARAMS).best()
            h2 = search(view, obs, seat, Rng(4), iterations=n_hard, params=HARD_PARAMS).best()
            total += 1
            nn += n1 == n2
            nh += n1 == h1
            hh += h1 == h2
        rules.apply(s, rules.heuristics.rollout_action(s, rng))
        ply += 1
    print(f"{game}: {total} positions; same move normal-normal {nn}, hard-hard {hh}, "
          f"normal-hard {nh}")


if __name__ == "__main__":
    main(sys.argv[1:])
