"""How long each guided game ("Learn to play") takes a new player, estimated by walking it
through the real learn scene headless.

    python tools/learn_time.py [--games tigris,kingmaker] [--lang en|it|de] [--wpm 200]
                               [--gesture 4] [--anim normal] [--lesson N]

For every step the callout's text is counted as shown ("What happened" and "Now"; the
heading is not counted), the gestures the step needs (Continue for a message step; for a
move, one click per lit place of the expected action -- the piece and where it goes, or
its button -- at most two, since a drag does both at once), and the seconds the scripted
seats take on screen (the scene's own pacing and animations, in simulated time). The
estimate is reading at ``--wpm`` words a minute, plus ``--gesture`` seconds a gesture
(finding the lit piece, moving the pointer), plus the watching. It follows the path
without mistakes; a learner who tries other moves first takes longer. A measurement, not a
test. Target from issue 22: under 10 minutes a game.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TAVOLA_HOME", tempfile.mkdtemp(prefix="tavola-learn-time-"))

import pygame  # noqa: E402

from game.i18n import LANGS  # noqa: E402
from game.learn import has_lesson  # noqa: E402

GAMES = ["tigris", "hansa", "wallenstein", "revolution", "kingmaker"]
DT = 1 / 20  # simulated seconds a frame while the script plays


def words(text: str) -> int:
    return len(text.split())


def walk(game_id: str, lang: str, anim: str, index: int = 0) -> list[dict]:
    """One row per step: words read, gestures made, seconds spent watching the script."""
    from ui import i18n
    from ui.app import App
    from ui.scenes.learn import LearnScene
    from ui.settings import Settings

    settings = Settings()
    settings.lang, settings.anim = lang, anim
    i18n.set_lang(lang)
    app = App(settings)
    scene = LearnScene(app, game_id, index)
    app.push(scene)
    app.step(1 / 60)
    lesson = scene.lesson
    rules = lesson.rules
    rows: list[dict] = []
    for _ in range(500):
        if lesson.finished:
            break
        app.step(1 / 60)
        _head, before, now = scene.callout_texts()
        row = {"step": lesson.index + 1, "words": words(before) + words(now), "gestures": 1,
               "watch": 0.0}
        if scene.reading():
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r", scancode=0))
            app.step(1 / 60)
        else:
            targets = lesson.targets()
            if not targets:
                raise SystemExit(f"{game_id} step {row['step']}: nothing lit")
            scene.view.emphasise(targets[:1])
            row["gestures"] = max(1, min(2, len(scene.view.emphasis_rects())))
            scene.view.emphasise(targets)
            legal = rules.legal_actions(lesson.state)
            if targets[0] not in legal:  # the engine's first half of one gesture (Hansa)
                scene.play(next(a for a in legal if lesson.check(a).ok))
            if not scene.play(targets[0]):
                raise SystemExit(f"{game_id} step {row['step']}: the move was refused")
        while lesson.scripting() or scene.view.busy():
            app.step(DT)
            row["watch"] += DT
        rows.append(row)
    app.step(1 / 60)
    _head, before, now = scene.callout_texts()  # the end: what happened and what's next
    rows.append({"step": "end", "words": words(before) + words(now), "gestures": 1,
                 "watch": 0.0})
    for s in reversed(app.stack):
        s.exit()
    app.stack.clear()
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--lang", default="en", choices=LANGS)
    ap.add_argument("--wpm", type=float, default=200.0, help="reading speed, words a minute")
    ap.add_argument("--gesture", type=float, default=4.0, help="seconds a gesture")
    ap.add_argument("--anim", default="normal", choices=("off", "normal", "fast"))
    ap.add_argument("--steps", action="store_true", help="print every step too")
    ap.add_argument("--lesson", type=int, default=1, help="the game's Nth guided game")
    args = ap.parse_args()
    print(f"reading {args.wpm:g} words/min, {args.gesture:g} s a gesture, animations "
          f"{args.anim}, language {args.lang}")
    print(f"{'game':<12} {'steps':>5} {'words':>6} {'gestures':>8} {'read':>7} {'act':>7} "
          f"{'watch':>7} {'total':>7}")
    for game_id in args.games.split(","):
        if not has_lesson(game_id):
            print(f"{game_id:<12} no guided game")
            continue
        rows = walk(game_id, args.lang, args.anim, args.lesson - 1)
        w = sum(r["words"] for r in rows)
        g = sum(r["gestures"] for r in rows)
        watch = sum(r["watch"] for r in rows)
        read = w / args.wpm * 60
        act = g * args.gesture
        total = read + act + watch
        if args.steps:
            for r in rows:
                print(f"    step {r['step']!s:>3}: {r['words']:>3} words, {r['gestures']} "
                      f"gesture(s), {r['watch']:5.1f} s watching")
        print(f"{game_id:<12} {len(rows) - 1:>5} {w:>6} {g:>8} {read / 60:>6.1f}m "
              f"{act / 60:>6.1f}m {watch / 60:>6.1f}m {total / 60:>6.1f}m")


if __name__ == "__main__":
    main()
