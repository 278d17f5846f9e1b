"""Write docs/screenshots/*.png through the demo mode of main.py.

``python tools/screenshots.py [--game tigris] [--size 1280x800]`` writes menu.png,
newgame.png, play.png, results.png, learn.png (a guided game at its fourth step) and
examples.png (the rules screen's drawn examples) for the first game (or --game), and
play-<game>.png for every registered game. With no DISPLAY it uses SDL's dummy
video driver (same pixels: everything is drawn in software).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "screenshots")


def shoot(out: str, game: str, scene: str, size: str, extra: list[str] | None = None,
          env: dict | None = None) -> str:
    path = os.path.join(out, f"{scene}.png")
    cmd = [sys.executable, os.path.join(ROOT, "main.py"), "--demo", game, "--scene", scene,
           "--frames", "45", "--size", size, "--screenshot", path, *(extra or [])]
    subprocess.run(cmd, check=True, env=env, timeout=300)
    return path


def main(argv: list[str] | None = None) -> None:
    sys.path.insert(0, ROOT)
    import game as games
    from game.i18n import LANGS

    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--game", default=None)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--out", default=OUT)
    p.add_argument("--lang", default="en", choices=LANGS)
    args = p.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    env = dict(os.environ)
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    if not env.get("DISPLAY") and sys.platform.startswith("linux"):
        env["SDL_VIDEODRIVER"] = "dummy"
    # a private data folder: screenshots never depend on (or touch) the user's saves
    env["TAVOLA_HOME"] = os.path.join(args.out, ".home")
    ids = list(games.GAMES)
    if not ids:
        sys.exit("no game is registered")
    first = args.game or ids[0]
    common = ["--lang", args.lang, "--players", "3"]
    written = [
        shoot(args.out, first, "menu", args.size, common, env),
        shoot(args.out, first, "newgame", args.size, common, env),
        shoot(args.out, first, "play", args.size, [*common, "--advance", "40"], env),
        shoot(args.out, first, "results", args.size, common, env),
        shoot(args.out, first, "learn", args.size, ["--lang", args.lang, "--advance", "3"], env),
        shoot(args.out, first, "examples", args.size, ["--lang", args.lang, "--advance", "2"],
              env),
    ]
    for gid in ids:
        path = os.path.join(args.out, f"play-{gid}.png")
        cmd = [sys.executable, os.path.join(ROOT, "main.py"), "--demo", gid, "--scene", "play",
               "--frames", "45", "--size", args.size, "--screenshot", path, "--advance", "40",
               *common]
        subprocess.run(cmd, check=True, env=env, timeout=300)
        written.append(path)
    import shutil

    shutil.rmtree(env["TAVOLA_HOME"], ignore_errors=True)
    for w in written:
        print(w)


if __name__ == "__main__":
    main()
