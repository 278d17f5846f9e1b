"""Frame time of the Wallenstein view while the tower throws a battle:
``python -m ui.views.wallenstein.bench [--size 1920x1080] [--frames 100]``.

Plays quick random moves until a throw of at least ``--cubes`` cubes, gives the view the
position before and after it (so the tower animation runs), and times each frame's view
work (update, the board, every public panel and the private panel) on SDL's dummy
driver. Prints the median and the 90th percentile, wall clock and CPU time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--frames", type=int, default=100)
    p.add_argument("--cubes", type=int, default=12)
    p.add_argument("--seed", type=int, default=5)
    args = p.parse_args(argv)

    import pygame

    from game.core import Rng
    from game.wallenstein import RULES
    from ui.theme import player_color
    from ui.views.base import ViewContext
    from ui.views.wallenstein.view import WallensteinView

    w, h = (int(x) for x in args.size.split("x"))
    pygame.init()
    screen = pygame.display.set_mode((w, h))
    s = RULES.new_game(4, args.seed)
    rng = Rng(9)
    while True:
        before = s.copy()
        acts = RULES.legal_actions(s)
        events = RULES.apply(s, acts[rng.randrange(len(acts))])
        if any(e.kind == "tower_throw" and len(e.data["cubes"]) >= args.cubes for e in events):
            break
        if RULES.is_over(s):
            s = RULES.new_game(4, args.seed + 1)
    seat = RULES.to_act(s) or 0
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i + 1}" for i in range(4)],
                      seat_colors=[player_color(i) for i in range(4)])
    view = WallensteinView(ctx)
    side = int(w * 0.27)
    board = pygame.Rect(10, 10, w - side - 30, int(h * 0.68))
    private = pygame.Rect(10, board.bottom + 10, board.w, h - board.bottom - 60)
    panels = [pygame.Rect(w - side - 10, 10 + i * 130, side, 110) for i in range(4)]
    view.layout(board)
    view.set_state(RULES.observe(before, seat), seat, False)
    view.set_state(RULES.observe(s, seat), seat, True, events)
    wall, cpu = [], []
    for _ in range(args.frames):
        t0, c0 = time.perf_counter(), time.process_time()
        view.update(1 / 60)
        view.draw_board(screen)
        for i, r in enumerate(panels):
            view.draw_public(screen, r, i)
        view.draw_private(screen, private, seat)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    wall.sort()
    cpu.sort()
    n = len(wall)
    print(f"tower animation at {w}x{h}, {args.frames} frames, busy at the end: {view.busy()}")
    print(f"  wall  median {statistics.median(wall) * 1000:6.2f} ms   "
          f"p90 {wall[int(n * 0.9)] * 1000:6.2f} ms")
    print(f"  cpu   median {statistics.median(cpu) * 1000:6.2f} ms   "
          f"p90 {cpu[int(n * 0.9)] * 1000:6.2f} ms")


if __name__ == "__main__":
    main()
