"""How long one mid-game frame takes to draw: ``python -m ui.bench GAME [--frames 100]``.

Plays quick legal moves to the middle of a game, then times the play scene's
drawing work (board, every public panel, the private panel) at 1920x1080 on
SDL's dummy driver and prints the median and the 95th percentile.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def mid_game(rules, players: int, seed: int):
    """A match played half-way, judged by the length of a full game from the same seed."""
    from game.match import Match, Seat

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from main import _fast_forward

    seats = [Seat(f"P{i + 1}", i, "human") for i in range(players)]
    full = Match(rules, seats, seed)
    _fast_forward(full, None)
    half = Match(rules, seats, seed)
    for a in full.actions[: len(full.actions) // 2]:
        half.play(a)
    return half


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("game")
    p.add_argument("--frames", type=int, default=100)
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--size", default="1920x1080")
    args = p.parse_args(argv)

    import pygame

    import game
    from ui import widgets
    from ui.app import App
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    rules = game.GAMES.get(args.game)
    if rules is None:
        sys.exit(f"unknown game {args.game!r}; known: {', '.join(game.GAMES)}")
    w, h = (int(x) for x in args.size.split("x"))
    app = App(Settings(), (w, h))
    n = args.players or rules.min_players
    match = mid_game(rules, n, args.seed)
    scene = PlayScene(app, match, computer=Computer("inline"), autosave=False)
    scene.covered_for = None
    scene.last_human = match.to_act()
    scene.refresh(None)
    app.push(scene)
    widgets.set_scale((w, h))
    surf = app.screen
    view = scene.view
    seat = match.to_act()  # the human at the table: their private panel is drawn
    for _ in range(5):  # warm the caches
        scene.draw(surf)
    board, panels, full = [], [], []
    for _ in range(args.frames):
        t0 = time.perf_counter()
        view.draw_board(surf)
        t1 = time.perf_counter()
        for s, rect in enumerate(scene.panel_rects):  # as the scene draws them (same
            scene.draw_public(surf, s, rect)  # inner rects, so the views' caches hold)
        if seat is not None and scene.rects["private"].h:
            scene.draw_private(surf, scene.rects["private"])
        t2 = time.perf_counter()
        scene.draw(surf)
        t3 = time.perf_counter()
        board.append(t1 - t0)
        panels.append(t2 - t1)
        full.append(t3 - t2)

    def show(name: str, xs: list[float]) -> None:
        xs = sorted(xs)
        p95 = xs[min(len(xs) - 1, int(len(xs) * 0.95))]
        print(f"{name:<28} median {statistics.median(xs) * 1000:7.2f} ms   "
              f"p95 {p95 * 1000:7.2f} ms")

    print(f"{rules.title}: {n} players, move {len(match.actions)}, {w}x{h}, "
          f"{args.frames} frames")
    show("board (view.draw_board)", board)
    show("panels (public + private)", panels)
    show("whole play scene", full)
    pygame.quit()


if __name__ == "__main__":
    main()
