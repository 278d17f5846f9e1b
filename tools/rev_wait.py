"""How long a human waits for the computers in one turn of Revolution, in the play scene.

``python tools/rev_wait.py --level normal --turn 1`` opens the real play scene (SDL's
dummy driver unless a display is given), seat 0 human and four computers of ``--level``
at five players, plays turn 0 (and any turn before ``--turn``) quickly with the rollout
policy, then runs the window's frame loop through turn ``--turn``: the human's
decisions are answered at once (the rollout policy), the computers think in the worker
process as in the real program. It prints the turn's wall time, the computers'
decisions, and the time from each request to its move on the table (the computer thinks
while the table shows the last move, so thinking and showing overlap). ``--plain`` gives
back the full pause after every move (to compare). A measurement to report, not a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, ROOT)
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--level", default="normal")
    p.add_argument("--turn", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--anim", default="normal", choices=("off", "fast", "normal"))
    p.add_argument("--plain", action="store_true")
    p.add_argument("--inline", action="store_true", help="think in this process")
    args = p.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not os.environ.get("DISPLAY"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    import pygame

    from game.core import Rng
    from game.match import Match, Seat
    from game.revolution import RULES
    from ui.app import App
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    os.environ.setdefault("TAVOLA_HOME", "/tmp/tavola-rev-wait")
    st = Settings()
    st.fullscreen = False
    st.anim = args.anim
    app = App(st, (1366, 768))
    seats = [Seat("Human", 0, "human")] + [Seat(f"C{i}", i, "ai", args.level)
                                            for i in range(1, args.players)]
    match = Match(RULES, seats, args.seed)
    rng = Rng(args.seed * 101)
    policy = RULES.heuristics.rollout_action
    while match.state.turn < args.turn and not match.is_over():
        match.play(policy(match.state.copy(), rng))
    computer = Computer("inline" if args.inline else "worker")
    scene = PlayScene(app, match, autosave=False, computer=computer)
    if args.plain:
        scene.view.unseen = lambda action: False
    app.push(scene)
    think = 0.0
    asked: list[float] = []
    ask, poll = computer.ask, computer.poll

    def timed_ask(*a, **k):
        asked.append(time.perf_counter())
        return ask(*a, **k)

    def timed_poll():
        nonlocal think
        got = poll()
        if got is not None and asked:  # from the request to the move played
            think += time.perf_counter() - asked[-1]
        return got

    computer.ask, computer.poll = timed_ask, timed_poll
    start = time.perf_counter()
    last = start
    human = 0
    clock = pygame.time.Clock()
    while match.state.turn == args.turn and not match.is_over():
        now = time.perf_counter()
        app.step(min(0.1, now - last))
        last = now
        if match.to_act() == 0 and not scene.view.busy():
            scene.play(policy(match.state.copy(), rng))
            human += 1
        clock.tick(60)
        if now - start > 1500:
            print("stopped after 25 minutes", file=sys.stderr)
            break
    wall = time.perf_counter() - start
    n = len(asked)
    computer.close()
    print(f"turn {args.turn}, {args.players} players, level {args.level}, anim {args.anim}"
          f"{' (plain pauses)' if args.plain else ''}: {wall:.1f} s in all, {n} computer "
          f"decisions ({wall / max(1, n):.2f} s each), request to move {think:.1f} s; "
          f"{human} human decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
