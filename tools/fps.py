"""Frame rate of the real window while a computer opponent thinks.

Opens the real App at the Tigris & Euphrates table (one human seat, computer seats at
the given level thinking in game.ai.worker.AIWorker's process, as the play scene
does), runs the app's own main loop with its normal frame cap for ``--seconds`` and
prints the median frame time, the frames per second and the 5th percentile FPS, for
all frames and for the frames during which the computer was thinking. The human's
moves are played at once (a sensible legal move) so the computer keeps thinking.

Run it under a real display path, e.g.::

    Xvfb :97 -screen 0 1920x1080x24 &  DISPLAY=:97 python tools/fps.py

A benchmark, not a test: it prints numbers and never fails on them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def summary(label: str, gaps: list[float]) -> str:
    if not gaps:
        return f"{label}: no frames"
    ms = sorted(g * 1000 for g in gaps)
    med = statistics.median(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]  # the slow 5 %: its frame time
    return (f"{label}: {len(ms)} frames, median {med:.1f} ms ({1000 / med:.1f} FPS), "
            f"5th percentile {1000 / p95:.1f} FPS (frame time {p95:.1f} ms), "
            f"worst {ms[-1]:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--players", type=int, default=2, help="1 human + computers")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args(argv)
    os.environ.setdefault("TAVOLA_HOME", tempfile.mkdtemp(prefix="tavola-fps-"))

    import pygame

    import game
    from game.core import Rng
    from game.match import Match, Seat
    from ui.app import FPS, App
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    rules = game.GAMES["tigris"]
    seats = [Seat(f"Computer {i}", i, "ai", args.level) for i in range(args.players - 1)]
    seats.append(Seat("Human", args.players - 1, "human", "normal"))
    match = Match(rules, seats, args.seed)
    w, h = (int(v) for v in args.size.split("x"))
    app = App(Settings(), size=(w, h))
    play = PlayScene(app, match)
    assert play.computer.mode == "worker", "the AI worker is not available"
    app.push(play)
    print(f"display driver: {pygame.display.get_driver()}, window {app.size}, cap {FPS} FPS, "
          f"level {args.level}, {os.cpu_count()} CPUs, load average "
          f"{os.getloadavg()[0]:.1f}, framebuffer acceleration "
          f"{os.environ.get('SDL_FRAMEBUFFER_ACCELERATION', 'SDL default')}")

    rng = Rng(args.seed)
    stamps: list[tuple[float, bool]] = []
    moves = {"computer": 0, "human": 0}
    start = [0.0]

    def after(a: App) -> None:
        now = time.perf_counter()
        if not start[0]:
            start[0] = now
        stamps.append((now, play.ai_seat is not None))
        if play.human_to_act() is not None and play.view.interactive:
            play.play(rules.heuristics.rollout_action(match.state, rng))
            moves["human"] += 1
        if now - start[0] > args.seconds or match.is_over():
            a.quit()

    app.after_frame.append(after)
    n0 = len(match.actions)
    app.run()
    moves["computer"] = len(match.actions) - n0 - moves["human"]
    gaps = [b[0] - a[0] for a, b in zip(stamps, stamps[1:], strict=False)]
    thinking = [b[0] - a[0] for a, b in zip(stamps, stamps[1:], strict=False) if a[1] and b[1]]
    span = stamps[-1][0] - stamps[0][0] if len(stamps) > 1 else 0.0
    print(f"{span:.1f} s, computer moves {moves['computer']}, human moves {moves['human']}, "
          f"thinking {100 * len(thinking) / max(1, len(gaps)):.0f}% of the frames")
    print(summary("all frames", gaps))
    print(summary("while the computer thinks", thinking))
    pygame.quit()
    return 0


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
