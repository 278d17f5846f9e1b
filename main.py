"""Tavola: historical board games on one desktop table. ``python main.py`` opens it.

Demo mode (also the smoke test)::

    python main.py --demo tigris [--players N] [--seed S] [--frames N]
                   [--screenshot FILE] [--scene menu|newgame|play|results|learn|examples|rules]
                   [--lesson N]

plays computer against computer in the window (SDL_VIDEODRIVER=dummy runs it
without a screen). TAVOLA_TIMING=1 prints "first-frame <seconds>" once the first
frame is on screen. The log of every run is data_dir()/tavola.log.
"""

from __future__ import annotations

import time

_T0 = time.time()  # as early as possible: the fallback for "process start"

import argparse  # noqa: E402
import logging  # noqa: E402
import logging.handlers  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402

from game.i18n import LANGS, N_, gettext  # noqa: E402

log = logging.getLogger("tavola")

DEMO_NAMES = ["Ada", "Bruno", "Clara", "Dario", "Elena", "Fausto", "Giulia", "Ugo"]


def process_age() -> float:
    """Seconds since this process was created (the OS's own clock where it tells)."""
    try:
        if sys.platform.startswith("linux"):
            with open("/proc/self/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            start_ticks = int(fields[19])
            with open("/proc/uptime") as f:
                uptime = float(f.read().split()[0])
            return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
        if sys.platform == "win32":
            import ctypes
            from ctypes import wintypes

            ft = [wintypes.FILETIME() for _ in range(4)]
            h = ctypes.windll.kernel32.GetCurrentProcess()
            if ctypes.windll.kernel32.GetProcessTimes(h, *[ctypes.byref(x) for x in ft]):
                created = (ft[0].dwHighDateTime << 32 | ft[0].dwLowDateTime) / 1e7 - 11644473600
                return max(0.0, time.time() - created)
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    return time.time() - _T0


def setup_logging() -> str:
    """Log to data_dir()/tavola.log (kept small, one backup) and to stderr for warnings."""
    from ui.paths import data_dir

    path = os.path.join(data_dir(), "tavola.log")
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    for h in list(root.handlers):  # a second call (tests) replaces our own handlers
        if getattr(h, "_tavola", False):
            root.removeHandler(h)
            h.close()
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        fh = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=1,
                                                  encoding="utf-8")
        fh.setFormatter(fmt)
        fh._tavola = True  # type: ignore[attr-defined]
        root.addHandler(fh)
    except OSError as exc:
        print(f"Tavola: cannot write the log file {path}: {exc}", file=sys.stderr)
    sh = logging.StreamHandler(sys.stderr)
    sh.setLevel(logging.WARNING)
    sh.setFormatter(fmt)
    sh._tavola = True  # type: ignore[attr-defined]
    root.addHandler(sh)

    def hook(kind, value, tb):  # uncaught exceptions go to the log as well
        logging.getLogger("tavola").critical("uncaught exception", exc_info=(kind, value, tb))

    sys.excepthook = hook
    log.info("Tavola starting (Python %s, %s)", sys.version.split()[0], sys.platform)
    return path


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="tavola", description="Historical board games.")
    p.add_argument("--demo", metavar="GAME", help="computer against computer in GAME")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--frames", type=int, default=None, help="exit after this many frames")
    p.add_argument("--screenshot", metavar="FILE", help="save the last frame as a PNG")
    p.add_argument("--scene", choices=("menu", "newgame", "play", "results", "learn",
                                          "examples", "rules"),
                   default="play")
    p.add_argument("--advance", type=int, default=0, metavar="K",
                   help="demo: play K moves at once before showing the table (--scene "
                        "learn: open at step K + 1; examples: Show me K times on the first, "
                        "up to its last step; rules: K pages down)")
    p.add_argument("--size", default=None,
                   help="window size, e.g. 1920x1080 (default: the last window, or one that "
                        "fits the screen; 1280x800 for a demo)")
    p.add_argument("--lesson", type=int, default=1, metavar="N",
                   help="--scene learn: the game's Nth guided game (default 1)")
    p.add_argument("--lang", choices=LANGS, default=None,
                   help="the language (default: the saved setting, else the system's)")
    p.add_argument("--worker", action="store_true",
                   help="demo: computer seats think in the worker process")
    p.add_argument("--serve", type=int, metavar="PORT", default=None,
                   help="run the headless club server on PORT (no window)")
    p.add_argument("--data", metavar="DIR", default=None,
                   help="--serve: the folder of its tables.sqlite and log")
    p.add_argument("--bind", metavar="ADDRESS", default="127.0.0.1",
                   help="--serve: the address to listen on (default 127.0.0.1)")
    p.add_argument("--ready-file", metavar="FILE", default=None, help=argparse.SUPPRESS)
    p.add_argument("--join", metavar="HOST:PORT", default=None,
                   help="join a remote table at HOST:PORT (with --code)")
    p.add_argument("--code", default=None, help="--join: your seat code")
    return p.parse_args(argv)


def show_me(shows: list, k: int) -> None:
    """--scene examples --advance K: "Show me" pressed K times on the first example, up to
    its last step (one press more would go back to its start, where no move is said)."""
    if shows:
        for _ in range(min(k, shows[0].steps)):
            shows[0].step()


def _fast_forward(match, moves: int | None) -> None:
    """Play ``moves`` (None: to the end) quick moves in this process: the game's rollout
    policy on what the seat sees when it has one, else random legal moves."""
    from game.core import Rng
    from ui.scenes.computer import random_action

    rules = match.rules
    policy = getattr(getattr(rules, "heuristics", None), "rollout_action", None)
    rng = Rng(match.seed * 7919 + 17)
    n = 0
    while not match.is_over() and (moves is None or n < moves) and n < 20000:
        seat = match.to_act()
        obs = rules.observe(match.state, seat)
        action = None
        if policy is not None:
            try:
                action = policy(rules.determinize(obs, seat, rng), rng)
            except Exception:
                log.exception("rollout policy failed; playing random moves")
                policy = None
        if action is None:
            action = random_action(rules, obs, seat, rng.next64())
        match.play(action)
        n += 1


def build_demo(app, args: argparse.Namespace) -> None:
    import game
    from game.match import Match, Seat
    from ui.scenes.computer import Computer
    from ui.scenes.menu import MenuScene
    from ui.scenes.newgame import NewGameScene
    from ui.scenes.play import PlayScene
    from ui.scenes.results import ResultsScene

    if args.scene == "menu":
        app.push(MenuScene(app))
        return
    rules = game.GAMES[args.demo]
    if args.scene == "learn":  # a guided game at its first step
        from ui.scenes.learn import LearnScene

        app.push(MenuScene(app))
        learn = LearnScene(app, rules.id, max(0, args.lesson - 1))
        learn.skip_steps(args.advance)  # --advance K: open at step K + 1
        app.push(learn)
        return
    if args.scene in ("examples", "rules"):  # the rules screen, its text or its examples
        from ui.scenes.rules import RulesScene

        app.push(MenuScene(app))
        rules_scene = RulesScene(app, rules.id)
        if args.scene == "rules":  # --advance K: K pages down
            rules_scene.pages_down = args.advance
            app.push(rules_scene)
            return
        rules_scene.toggle_examples()
        show_me(rules_scene.examples(), args.advance)
        app.push(rules_scene)
        return
    if args.scene == "newgame":
        app.push(MenuScene(app))
        app.push(NewGameScene(app, rules.id))
        return
    n = args.players or rules.min_players
    n = max(rules.min_players, min(rules.max_players, n))
    seats = [Seat(DEMO_NAMES[i % len(DEMO_NAMES)], i, "ai", "easy") for i in range(n)]
    match = Match(rules, seats, args.seed)
    if args.scene == "results":
        _fast_forward(match, None)
    elif args.advance:
        _fast_forward(match, args.advance)
    computer = Computer("worker" if args.worker else "inline")
    play = PlayScene(app, match, demo=True, computer=computer)
    play.own_computer = True
    app.push(play)
    if args.scene == "results":
        play.results_shown = True
        app.push(ResultsScene(app, play))


def _shown_lang() -> str:
    """The language the window was speaking (English before it had one)."""
    ui_i18n = sys.modules.get("ui.i18n")
    return ui_i18n.lang() if ui_i18n is not None else "en"


def show_fatal(message: str) -> None:
    """A readable message in a plain window (when there is a screen), else stderr only."""
    print(message, file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame

        from ui import paper
        from ui.theme import INK
        from ui.widgets import blit_text, wrap

        pygame.display.init()
        pygame.font.init()
        screen = pygame.display.set_mode((760, 300))
        pygame.display.set_caption("Tavola")
        start = time.time()
        while time.time() - start < 120:
            for ev in pygame.event.get():
                if ev.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    return
            paper.fill(screen)
            for i, line in enumerate(wrap(message, 20, 700)):
                blit_text(screen, line, 20, (30, 30 + i * 28), INK)
            pygame.display.flip()
            time.sleep(0.05)
    except Exception:  # the message already went to stderr and the log
        pass


def _tidy_saves_folder() -> None:
    """At start-up: remove the temporary files a write killed before its rename left."""
    from game.match import remove_stale_temps
    from ui.paths import saves_dir

    try:
        gone = remove_stale_temps(saves_dir())
    except OSError as exc:
        log.warning("cannot tidy the saves folder: %s", exc)
        return
    if gone:
        log.info("removed %d stale temporary save file(s)", gone)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.serve is not None:  # headless: no window, no pygame
        from net.serve import main as serve

        return serve(args.serve, args.data, args.bind, args.ready_file)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    log_path = setup_logging()
    try:
        import game

        if args.demo is not None and args.demo not in game.GAMES:
            known = ", ".join(game.GAMES) or "none"
            print(f"Unknown game {args.demo!r}; known games: {known}", file=sys.stderr)
            return 2
        from ui import settings as settings_mod
        from ui.app import App
        from ui.scenes.menu import MenuScene

        st = settings_mod.load()
        if args.lang:
            st.lang = args.lang
        size: tuple[int, int] | None = None
        if args.size or args.demo is not None:
            try:
                w, h = (int(x) for x in (args.size or "1280x800").lower().split("x"))
                size = (w, h)
            except ValueError:
                size = (1280, 800)
        if args.demo is not None:
            st.fullscreen = False
        app = App(st, size)
        if os.environ.get("TAVOLA_TIMING") == "1":
            app.first_frame_hook = lambda: print(f"first-frame {process_age():.3f}", flush=True)
        if args.demo is not None:
            build_demo(app, args)
        elif args.join:  # straight to a remote table
            from ui.scenes.registry import scene

            app.push(MenuScene(app))
            app.push(scene("join")(app, args.join, args.code or "", go=bool(args.code)))
        else:
            _tidy_saves_folder()
            app.push(MenuScene(app))
        if args.screenshot:
            shot = args.screenshot
            last = args.frames if args.frames is not None else 60

            def grab(a) -> None:
                if a.frame == last:
                    a.screenshot(shot)

            app.after_frame.append(grab)
        code = app.run(args.frames)
        log.info("Tavola closed normally")
        return code
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        log.exception("Tavola stopped because of an error")
        show_fatal(gettext(
            N_("Tavola stopped because of an error: {error}\n\n"
               "Details are in {path} - please attach that file to a bug report."),
            _shown_lang(), error=f"{type(exc).__name__}: {exc}", path=log_path))
        return 1
    finally:
        try:
            import pygame

            pygame.quit()
        except Exception:
            pass


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
