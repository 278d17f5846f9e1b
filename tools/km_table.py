"""Open a Kingmaker table at a chosen kind of decision and save a screenshot (issue 36).

``python tools/km_table.py OUT.png [--size 1366x768] [--players 7] [--lang it] [--seed S]
[--until offer|summon|combat|parliament|vote|answer|ransom|pay|alliance|any|pending:KIND] [--skip K]
[--tab diplomacy] [--keys compose:offer] [--frames N] [--crop x,y,w,h]``: a match is
played by the rollout policy until a seat faces the asked decision; that seat is the
human, the others computers (they never move here); the play scene opens on it and the
window is saved. Runs on SDL's dummy driver without a display.
"""

from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def wanted(rules, state, kind: str) -> bool:
    from game.kingmaker import actions as A

    if kind.startswith("pending:"):  # a decision of the engine's pending kind
        return bool(state.pending) and state.pending[0][0] == kind[8:]
    legal = rules.legal_actions(state)
    names = {type(a).__name__ for a in legal}
    return {
        "offer": "Offer" in names and "Move" in names,
        "summon": "Summon" in names,
        "combat": "Battle" in names or "Siege" in names,
        "parliament": "Propose" in names,
        "vote": "Vote" in names,
        "answer": any(isinstance(a, A.Answer) for a in legal),
        "ransom": "Ransom" in names,
        "alliance": "OfferAlliance" in names,
        "execute": "ExecuteHeir" in names,
        "pay": bool(state.pending) and state.pending[0][0] == "ransom",
        "any": True,
    }[kind]


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("out")
    p.add_argument("--size", default="1366x768")
    p.add_argument("--players", type=int, default=7)
    p.add_argument("--lang", default="en")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--until", default="offer")
    p.add_argument("--skip", type=int, default=0, help="pass this many matching positions")
    p.add_argument("--tab", default="")
    p.add_argument("--keys", default="", help="commands of the view, comma separated")
    p.add_argument("--frames", type=int, default=20)
    p.add_argument("--crop", default="", help="x,y,w,h: save only this part of the window")
    args = p.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TAVOLA_HOME", "/tmp/km/home")
    import pygame

    from game import GAMES
    from game.core import Rng
    from game.match import Match, Seat
    from ui import i18n
    from ui.app import App
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    rules = GAMES["kingmaker"]
    def seats(me: int) -> list:
        return [Seat("You", i, "human") if i == me else Seat(f"CPU {i}", i, "ai", "easy")
                for i in range(args.players)]

    m = Match(rules, seats(0), args.seed, {})
    rng = Rng(args.seed)
    skip = args.skip
    for _ in range(20000):
        if m.is_over():
            sys.exit("the match ended first")
        if wanted(rules, m.state, args.until):
            if skip == 0:
                break
            skip -= 1
        m.play(rules.heuristics.rollout_action(m.state, rng))
    m = Match(rules, seats(m.to_act()), args.seed, {}, list(m.actions))
    w, h = (int(x) for x in args.size.split("x"))
    st = Settings()
    st.lang = args.lang
    i18n.set_lang(args.lang)
    app = App(st, size=(w, h))
    scene = app.push(PlayScene(app, m, autosave=False))
    scene._computer_turn = lambda dt: None
    v = scene.view
    for _ in range(args.frames):
        app.step(1 / 60)
    if args.tab:
        v.command("tab:" + args.tab)
    for k in filter(None, args.keys.split(",")):
        v.command(k)
    for _ in range(3):
        app.step(1 / 60)
    shot = app.screen
    if args.crop:
        shot = shot.subsurface(pygame.Rect(*(int(v) for v in args.crop.split(","))))
    pygame.image.save(shot, args.out)
    if os.environ.get("KM_DEBUG"):
        print("lit", sorted(v.lit()), "legal", len(v.legal), "compose", v.compose)
    print(args.out, len(m.actions), "actions")


if __name__ == "__main__":
    main()
