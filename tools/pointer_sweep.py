"""What every click, click-click, drag and key of a table does, for before/after checks.

``python tools/pointer_sweep.py GAME [--out F] [--grid 40] [--positions 4]`` plays a
seeded game with random legal moves, stops at a few positions, and at each one puts the
play scene (1920x1080, SDL's dummy driver, animations off) through:

- a click at every point of a grid: the action it plays, whether a piece is held, the
  prompt and the lit rectangles;
- for each distinct held state, a second click at every grid point (click-click) and a
  drag onto the centre of every lit rectangle and of every target's place (the last
  rectangle ``action_rects`` names for each action the held piece may make), or, when
  neither is known, of every place a legal action names: the action each plays;
- the keyboard walk: up to 40 presses of Right, the status after each and what Enter plays.

It writes one JSON line per probe. Two runs (before and after a change to a table's
gestures) compare with ``diff``: every line that differs is a behaviour that changed.

For a table that keeps state the look above does not show (a selected card, a plan laid
out on a desk), three options make the sweep stricter, the same flags before and after:
``--at 0,1,55`` stops after those numbers of moves instead of every ``--span``;
``--fresh`` gives every probe a new view (nothing carried over from the probe before);
``--frames`` adds a hash of the drawn table (the pointer moved away first, so hover does
not count) to every look, follows up every first click that changed it (not only those
that hold a piece) and drags also onto every point of the ``--grid2`` grid.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SIZE = (1920, 1080)


def _positions(rules, players: int, seed: int, count: int, span: int,
               at: list[int] | None = None):
    """Matches stopped after 0, span, 2*span... random legal moves, or after each number
    of moves in ``at`` (same seed: same games)."""
    from game.match import Match, Seat

    seats = [Seat(f"P{i + 1}", i, "human") for i in range(players)]
    rng = random.Random(seed)
    match = Match(rules, seats, seed)
    marks = sorted(set(at)) if at else [k * span for k in range(count)]
    stops = []
    for k in marks:
        while len(match.actions) < k and not match.is_over():
            legal = rules.legal_actions(match.state)
            match.play(legal[rng.randrange(len(legal))])
        stops.append(list(match.actions))
    out = []
    for actions in stops:
        m = Match(rules, seats, seed)
        for a in actions:
            m.play(a)
        out.append(m)
    return out


def _ev(kind: str, pos=(0, 0), key: int = 0):
    import pygame

    if kind == "down":
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    if kind == "up":
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind == "move":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


class Probe:
    """The play scene at one position, reset before every probe."""

    def __init__(self, app, match, fresh: bool = False, frames: bool = False) -> None:
        from ui.scenes.computer import Computer
        from ui.scenes.play import PlayScene

        self.scene = PlayScene(app, match, computer=Computer("inline"), autosave=False)
        self.scene.covered_for = None
        self.scene.last_human = match.to_act()
        app.push(self.scene)
        self.app = app
        self.match = match
        self.fresh = fresh
        self.frames = frames
        self.reset()

    def reset(self) -> None:
        if self.fresh:  # a new view: nothing kept from the probe before
            from ui.scenes.play import make_view

            self.scene.view = make_view(self.match, self.app)
            self.scene.layout(self.app.screen.get_size())
        self.scene.refresh(None)
        self.scene.draw(self.app.screen)  # lays out the board and the buttons

    def send(self, *events) -> list[str]:
        """Each event through the view; the actions they return, as text."""
        out = []
        view = self.scene.view
        for e in events:
            if e.type == 1024:  # MOUSEMOTION: the scene tracks the pointer too
                view.track_pointer(e.pos)
            a = view.handle_event(e)
            if a is not None:
                out.append(repr(a))
        return out

    def targets(self) -> list[str]:
        """The actions the held piece may make (its ``targets``), as text."""
        held = getattr(self.scene.view, "held", None)
        targets = getattr(held, "targets", None) or {}
        return sorted(repr(t) for t in targets.values())

    def places(self) -> list[tuple[int, int]]:
        """The centre of every place a legal action names: where a drag may end."""
        from ui.views.common.legal import legal_actions

        view = self.scene.view
        points: set = set()
        for a in legal_actions(view.ctx.rules, view.state):
            try:
                points.update(tuple(r.center) for r in view.action_rects(a))
            except Exception:  # noqa: BLE001 - a place the view cannot find is not probed
                continue
        return sorted(points)

    def target_points(self) -> list[tuple[int, int]]:
        """The centre of each held target's place: the last rectangle of its action."""
        view = self.scene.view
        held = getattr(view, "held", None)
        points = set()
        for t in (getattr(held, "targets", None) or {}).values():
            a = t[0] if isinstance(t, list) and t else t
            try:
                rects = view.action_rects(a)
            except Exception:  # noqa: BLE001 - a place the view cannot find is not probed
                rects = []
            if rects:
                points.add(tuple(rects[-1].center))
        return sorted(points)

    def look(self) -> dict:
        view = self.scene.view
        lit = sorted(tuple(r) for r in view.emphasis_rects())
        out = {"held": bool(view.holding()), "prompt": view.prompt(), "lit": lit,
               "targets": self.targets(),
               "tentative": [repr(a) for a in view.tentative()],
               "status": str(getattr(view, "status", ""))}
        if self.frames:
            out["frame"] = self.frame()
        return out

    def frame(self) -> str:
        """A hash of the table as drawn now, the pointer moved off it first (a held piece
        is not dragged: it is not drawn there)."""
        import hashlib

        import pygame

        view = self.scene.view
        view.track_pointer((1, 1))
        q = getattr(view, "queue", None)
        kept = list(q) if q else None
        view.handle_event(_ev("move", (1, 1)))
        if kept is not None:  # the move must not send a queued step
            q[:] = kept
        self.scene.draw(self.app.screen)
        return hashlib.md5(pygame.image.tobytes(self.app.screen, "RGB")).hexdigest()[:12]


def sweep(game: str, players: int | None, seed: int, grid: int, count: int, span: int,
          out, at: list[int] | None = None, fresh: bool = False, frames: bool = False,
          grid2: int = 120) -> int:
    import pygame

    import game as games
    from ui import widgets
    from ui.app import App
    from ui.settings import Settings

    rules = games.GAMES[game]
    settings = Settings()
    settings.anim = "off"
    app = App(settings, SIZE)
    widgets.set_scale(SIZE)
    points = [(x, y) for y in range(grid // 2, SIZE[1], grid)
              for x in range(grid // 2, SIZE[0], grid)]
    coarse = [(x, y) for y in range(grid2 // 2, SIZE[1], grid2)
              for x in range(grid2 // 2, SIZE[0], grid2)] if frames else []
    lines = 0

    def write(rec: dict) -> None:
        nonlocal lines
        out.write(json.dumps(rec, sort_keys=True, default=repr) + "\n")
        lines += 1

    for n, match in enumerate(_positions(rules, players or rules.min_players, seed, count,
                                         span, at)):
        if match.is_over():
            continue
        probe = Probe(app, match, fresh, frames)
        seen: set[str] = set()
        rest = json.dumps(probe.look(), default=repr) if frames else ""
        for p in points:
            probe.reset()
            acts = probe.send(_ev("down", p), _ev("up", p))
            look = probe.look()
            ends = [(r[0] + r[2] // 2, r[1] + r[3] // 2) for r in look["lit"]]
            ends += [c for c in probe.target_points() if c not in ends]
            ends = ends or probe.places()
            write({"pos": n, "click": p, "acts": acts, **look})
            sig = json.dumps(look, default=repr)
            changed = frames and not acts and sig != rest
            if not (look["held"] or changed) or sig in seen:
                continue
            seen.add(sig)
            for q in (coarse or points):
                probe.reset()
                probe.send(_ev("down", p), _ev("up", p))
                rec = {"pos": n, "click": p, "then": q,
                       "acts": probe.send(_ev("down", q), _ev("up", q))}
                if frames:
                    rec.update(probe.look())
                write(rec)
            ends += [c for c in coarse if c not in ends]
            for c in ends:
                probe.reset()
                acts = probe.send(_ev("down", p), _ev("move", (p[0] + 9, p[1] + 9)),
                                  _ev("move", c), _ev("up", c))
                rec = {"pos": n, "drag": p, "to": c, "acts": acts}
                if frames:
                    rec.update(probe.look())
                write(rec)
        probe.reset()
        for k in range(40):
            probe.send(_ev("key", key=pygame.K_RIGHT))
            look = probe.look()
            write({"pos": n, "right": k + 1, **look})
        probe.reset()
        for _ in range(3):
            probe.send(_ev("key", key=pygame.K_RIGHT))
        write({"pos": n, "enter_after": 3, "acts": probe.send(_ev("key", key=pygame.K_RETURN))})
        app.pop()
    pygame.quit()
    return lines


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("game")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--grid", type=int, default=40)
    p.add_argument("--positions", type=int, default=4)
    p.add_argument("--span", type=int, default=25, help="random moves between positions")
    p.add_argument("--at", default="", help="stop after these numbers of moves: 0,1,55")
    p.add_argument("--fresh", action="store_true", help="a new view for every probe")
    p.add_argument("--frames", action="store_true",
                   help="hash the drawn table; follow up every click that changed it")
    p.add_argument("--grid2", type=int, default=120, help="--frames: the drag/second grid")
    p.add_argument("--out", default="-")
    args = p.parse_args(argv)
    at = [int(x) for x in args.at.split(",") if x.strip()] or None
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")
    try:
        n = sweep(args.game, args.players, args.seed, args.grid, args.positions, args.span,
                  out, at, args.fresh, args.frames, args.grid2)
    finally:
        if out is not sys.stdout:
            out.close()
    print(f"{args.game}: {n} probes", file=sys.stderr)


if __name__ == "__main__":
    main()
