"""Screenshots of Revolution's table at a chosen decision, through the real play scene.

``python tools/rev_table_shots.py --need bid --players 5 --size 1366x768 --lang en
--out F.png`` plays quick moves (the game's rollout policy, seeded) until the first
human seat faces ``need`` (with ``--after K``: the K-th such decision), then draws the
window for a few frames and saves it. Seat 0 is human, the others computers; with
``--bids N`` the human's own decision comes after N bids of the others (bid phase).
"""

from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def reach(match, need: str, after: int, min_bids: int, seat: int, limit: int = 20000) -> bool:
    """Quick moves until ``seat`` decides ``need`` for the ``after``-th time (bids: with at
    least ``min_bids`` bids already on the track)."""
    from game.core import Rng

    rules = match.rules
    policy = rules.heuristics.rollout_action
    rng = Rng(match.seed * 31 + 7)
    seen = 0
    for _ in range(limit):
        s = match.state
        if s.need is None:
            return False
        if s.need == need and match.to_act() == seat:
            if need != "bid" or len(s.ctx.get("bids", ())) >= min_bids:
                seen += 1
                if seen > after:
                    return True
        action = policy(rules.determinize(s, match.to_act(), rng), rng)
        match.play(action)
    return False


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, ROOT)
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--need", default="bid")
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--after", type=int, default=0)
    p.add_argument("--bids", type=int, default=0)
    p.add_argument("--size", default="1366x768")
    p.add_argument("--lang", default="en", choices=("en", "it"))
    p.add_argument("--hover", default="",
                   help="track:<city id>, set:<settlement id> or prov:<province id>: hover it")
    p.add_argument("--zoom", type=int, default=1, help="the map's lens (2 or 3)")
    p.add_argument("--out", required=True)
    args = p.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.match import Match, Seat
    from game.revolution import RULES
    from game.revolution import data as D
    from ui.app import App
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    st = Settings()
    st.lang = args.lang
    st.fullscreen = False
    st.anim = "off"
    w, h = (int(x) for x in args.size.split("x"))
    app = App(st, (w, h))
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
    seats = [Seat(names[0], 0, "human")] + [Seat(names[i], i, "ai", "easy")
                                              for i in range(1, args.players)]
    match = Match(RULES, seats, args.seed)
    if not reach(match, args.need, args.after, args.bids, 0):
        print(f"no {args.need} decision for seat 0 reached", file=sys.stderr)
        return 1
    scene = PlayScene(app, match, autosave=False)
    app.push(scene)
    for _ in range(3):
        app.step(1 / 30)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(w - 2, h - 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))  # no stray hover card
    scene.view.zoom = args.zoom
    if args.hover:
        kind, sid = args.hover.split(":")
        view = scene.view
        place = (kind, D.PIDX[sid] if kind == "prov" else D.SIDX[sid])
        pos = view.geo.anchor(place)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        for _ in range(3):
            app.step(1 / 30)
    for _ in range(2):
        app.step(1 / 30)
    app.screenshot(args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
