"""How long a human waits for the computers in a round of Kingmaker at the table (issue 36).

``python tools/km_round_wait.py [--players 7] [--level normal] [--rounds 3] [--seed 5]
[--anim normal]``: the real play scene on SDL's dummy driver, seat 0 human (its decisions
made by the rollout policy through the scene, as clicks would), the other seats computers
thinking inline. The scene runs on its own clock (1/60 s a frame), so the table's time
(pauses, glides, sheets) is counted exactly and apart from the computers' thinking, which is
measured on the wall clock. For each round: from the human's last decision of his turn to
his next turn's first decision, table time + thinking time = the wait.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
DT = 1 / 60


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--players", type=int, default=7)
    p.add_argument("--level", default="normal")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--anim", default="normal")
    p.add_argument("--computer", default="inline", choices=("inline", "worker"),
                   help="worker: the computers think in their process, as in the program, "
                        "and the scene runs on the wall clock (the wait is measured whole)")
    args = p.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("TAVOLA_HOME", "/tmp/km_wait_home")
    from game import GAMES
    from game.core import Rng
    from game.kingmaker.state import MOVE
    from game.match import Match, Seat
    from ui.app import App
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    rules = GAMES["kingmaker"]
    seats = [Seat("You", 0, "human")] + [Seat(f"CPU {i}", i, "ai", args.level)
                                          for i in range(1, args.players)]
    m = Match(rules, seats, args.seed, {"setup_choice": False})
    st = Settings()
    st.anim = args.anim
    app = App(st, size=(1366, 768))
    comp = Computer(args.computer)
    wall = args.computer == "worker"
    think = [0.0]
    real_ask = comp.ask

    def ask(*a, **k):  # inline: the whole thinking happens in this call
        t0 = time.perf_counter()
        real_ask(*a, **k)
        think[0] += time.perf_counter() - t0

    comp.ask = ask
    scene = app.push(PlayScene(app, m, computer=comp, autosave=False))
    rng = Rng(args.seed)
    results = []
    waiting = False
    table_t = 0.0
    think0 = 0.0
    own_turn_seen = False
    frames = 0
    n0 = moves = 0
    glided = False
    last = time.perf_counter()
    parts = {"glides": 0.0, "sheets": 0.0, "pauses": 0.0}
    while len(results) < args.rounds and not m.is_over() and frames < 60 * 60 * 30:
        s = m.state
        human = scene.human_to_act() == 0 and scene.covered_for is None
        mine = human and not s.pending and s.active == 0 and s.phase == MOVE
        if waiting and mine:
            results.append((table_t, think[0] - think0))
            th = think[0] - think0
            head = (f"wait {table_t:5.1f} s on the wall clock" if wall else
                    f"table {table_t:5.1f} s + thinking {th:5.1f} s = {table_t + th:5.1f} s")
            print(f"round {s.round}: {head} ({len(m.actions) - n0} actions, {moves} glided; "
                  + ", ".join(f"{k} {v:.1f} s" for k, v in parts.items()) + ")", flush=True)
            parts = dict.fromkeys(parts, 0.0)
            waiting = False
        if human and scene.view.interactive:
            own_turn_seen = own_turn_seen or mine
            a = rules.heuristics.rollout_action(m.state, rng)
            scene.play(a)
            if own_turn_seen and m.to_act() != 0 and m.state.active != 0 and not waiting:
                waiting, table_t, think0 = True, 0.0, think[0]
                n0, moves = len(m.actions), 0
        if waiting and scene.view.glides and not glided:
            moves += 1
        glided = bool(scene.view.glides)
        if wall:
            t1 = time.perf_counter()
            time.sleep(max(0.0, DT - (t1 - last)))
            dt = time.perf_counter() - last
            last = time.perf_counter()
        else:
            dt = DT
        app.step(dt)
        frames += 1
        if waiting:
            table_t += dt
            v = scene.view
            if v.glides:
                parts["glides"] += dt
            elif v.busy():
                parts["sheets"] += dt
            elif scene.ai_seat is None or getattr(scene, "ai_answer", None) is not None:
                parts["pauses"] += dt
    if wall:
        comp.close()
    if results:
        n = len(results)
        tt = sum(r[0] for r in results) / n
        th = sum(r[1] for r in results) / n
        what = (f"wall clock {tt:.1f} s" if wall else
                f"table {tt:.1f} s + thinking {th:.1f} s = {tt + th:.1f} s")
        print(f"{args.players} seats, {args.level}, anim {args.anim}, {args.computer}: "
              f"mean {what} a round ({n} rounds)")


if __name__ == "__main__":
    main()
