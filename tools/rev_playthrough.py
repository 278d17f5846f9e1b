"""Play Revolution as a person would, in the real window: New game, then the human's moves
as clicks of the X server's pointer (xdotool) on the lit target or the button.

``DISPLAY=:57 python tools/rev_playthrough.py --players 2 --faction B --until 3 --shots D``
opens the New game screen, seats the human (seat 1) with the chosen faction (``C``, ``B``...;
at two players the pair holding it) against computers of ``--level`` (thinking in the
worker, as in the program), starts the game and plays the human's decisions with the
game's rollout policy until turn ``--until`` begins: each move whose place can be clicked
is clicked with ``xdotool`` (a real pointer event through the window), the others (Done,
a choice among more buttons than fit) through the scene's own entry point. It saves a
screenshot of each kind of decision the human meets per turn in ``--shots`` and prints
the moves made, how many by the pointer, the computers' fallbacks and the longest waits
for the human's turn. Needs an X display (Xvfb) and xdotool: a check to run, not a test.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pointer_spot(view, action) -> tuple[int, int] | None:
    """Where one click plays ``action``: its button, or a tray piece's lit target."""
    from ui.views.revolution.gestures import source_target

    for b in view.buttons:
        if b.action == action:
            return b.rect.center
    src, dst = source_target(action)
    if src == ("tray",) and dst is not None and action not in view.loose:
        return view.geo.anchor(dst)
    return None


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, ROOT)
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--faction", default="B", help="C, H, N, B or R (the human's)")
    p.add_argument("--level", default="normal")
    p.add_argument("--until", type=int, default=3, help="stop when this turn begins")
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--lang", default="en")
    p.add_argument("--shots", default="/tmp/rev-playthrough")
    args = p.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        print("needs an X display (e.g. Xvfb :57 and DISPLAY=:57)", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TAVOLA_HOME", "/tmp/tavola-rev-playthrough")
    os.makedirs(args.shots, exist_ok=True)
    import pygame

    from game.core import Rng
    from game.revolution import actions as A
    from game.revolution import data as D
    from ui import i18n
    from ui.app import App
    from ui.scenes.newgame import NewGameScene
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    st = Settings()
    st.fullscreen = False
    st.lang = args.lang
    app = App(st, (1366, 768))
    i18n.set_lang(args.lang)
    ng = app.push(NewGameScene(app, "revolution"))
    app.step(1 / 60)
    ng.set_players(args.players)
    for i in range(1, args.players):
        ng.set_kind(i, f"ai:{args.level}")
    ng.kinds[0] = "human"
    ng.set_role(0, "CHNBR".index(args.faction))  # factions in alignment order
    ng.start()
    play = app.top
    assert isinstance(play, PlayScene)
    match = play.match
    human = next(i for i, s in enumerate(match.seats) if not s.is_ai)
    mine = [D.FACTIONS[f] for f in range(5) if match.state.seat_of[f] == human]
    print(f"seed {match.seed}: the human sits at chair {human} with {', '.join(mine)}")
    try:
        wx, wy = pygame.display.get_window_position()  # type: ignore[attr-defined]
    except AttributeError:
        wx = wy = 0
    rng = Rng(args.seed)
    policy = match.rules.heuristics.rollout_action
    seen: set[tuple[int, str]] = set()
    moves = clicks = 0
    waits: list[tuple[float, int, str]] = []
    waiting_since = time.perf_counter()
    clock = pygame.time.Clock()
    last = time.perf_counter()
    while not match.is_over() and match.state.turn < args.until:
        now = time.perf_counter()
        app.step(min(0.1, now - last))
        last = now
        clock.tick(60)
        view = play.view
        if play.human_to_act() != human or not view.interactive or view.busy():
            continue
        s = match.state
        if waiting_since is not None:
            waits.append((time.perf_counter() - waiting_since, s.turn, s.need))
            waiting_since = None
        if (s.turn, s.need) not in seen:
            seen.add((s.turn, s.need))
            for _ in range(3):
                app.step(1 / 60)
            pygame.image.save(pygame.display.get_surface(),
                              os.path.join(args.shots, f"t{s.turn}-{s.need}.png"))
        action = policy(s.copy(), rng)
        before = len(match.actions)
        spot = pointer_spot(view, action)
        if spot is not None and type(action) is not A.Done:
            subprocess.run(["xdotool", "mousemove", str(wx + spot[0]), str(wy + spot[1]),
                            "click", "1"], check=True)
            deadline = time.perf_counter() + 3
            while len(match.actions) == before and time.perf_counter() < deadline:
                app.step(1 / 60)
                clock.tick(60)
            if len(match.actions) > before:
                assert match.actions[-1] == action, (match.actions[-1], action)
                clicks += 1
        if len(match.actions) == before:
            assert play.play(action), view.status
        moves += 1
        if match.to_act() != human:
            waiting_since = time.perf_counter()
    pygame.image.save(pygame.display.get_surface(), os.path.join(args.shots, "end.png"))
    play.computer.close()
    waits.sort(reverse=True)
    print(f"reached turn {match.state.turn}: {moves} human decisions, {clicks} by the "
          f"pointer; {len(match.actions)} actions in all; fallbacks {match.notes or 'none'}")
    print("longest waits for the human's turn (s, turn, decision): "
          + ", ".join(f"{w:.1f} {t} {n}" for w, t, n in waits[:6]))
    print(f"total wait {sum(w for w, _, _ in waits):.1f} s over {len(waits)} hand-overs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
