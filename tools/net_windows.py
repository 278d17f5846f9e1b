"""Two (or more) Tavola windows playing one game through host/join, for a look under
Xvfb: each window plays its own seats with random legal moves, through the real table
scenes and the real connection on 127.0.0.1.

    python tools/net_windows.py host GAME PLAYERS --remote K --info FILE [--shot PNG]
    python tools/net_windows.py join --info FILE --seat S [--shot PNG]

The host window keeps seat 0 here, seats 1..K remote and the rest computer (easy); it
writes the port and the codes to FILE. Each window prints the move count and ends when
the game is over (a screenshot of the final table first).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("TAVOLA_DISCOVERY", "0")
os.environ["TAVOLA_BIND"] = "127.0.0.1"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=("host", "join"))
    p.add_argument("game", nargs="?")
    p.add_argument("players", nargs="?", type=int)
    p.add_argument("--remote", type=int, default=1)
    p.add_argument("--info", required=True)
    p.add_argument("--seat", type=int, default=1)
    p.add_argument("--shot", default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-seconds", type=float, default=600)
    p.add_argument("--easy", action="store_true",
                   help="play the easy computer's moves instead of random ones")
    a = p.parse_args()

    import pygame

    import game
    from game.core import action_from_json
    from game.match import Match, Seat
    from ui.app import App
    from ui.scenes.hosted import HostedPlayScene
    from ui.scenes.join import JoinScene
    from ui.scenes.menu import MenuScene
    from ui.scenes.remote import RemotePlayScene
    from ui.settings import Settings

    st = Settings()
    st.anim = "off"
    st.fullscreen = False
    app = App(st, (1280, 760))
    app.remember = False
    rnd = random.Random(a.seed * 11 + (a.seat if a.mode == "join" else 0))
    app.push(MenuScene(app))
    if a.mode == "host":
        rules = game.GAMES[a.game]
        kinds = ["here"] + ["remote"] * a.remote + ["ai"] * (a.players - 1 - a.remote)
        seats = [Seat(f"{k.title()} {i + 1}", i % 7, "ai" if k == "ai" else "human", "easy")
                 for i, k in enumerate(kinds)]
        match = Match(rules, seats, a.seed)
        scene = HostedPlayScene(app, match, kinds, bind="127.0.0.1", port=0)
        app.push(scene)
        with open(a.info + ".tmp", "w") as f:
            json.dump({"port": scene.port, "codes": scene.table.codes}, f)
        os.replace(a.info + ".tmp", a.info)
    else:
        for _ in range(400):
            if os.path.exists(a.info):
                break
            time.sleep(0.05)
        info = json.load(open(a.info))
        app.push(JoinScene(app, f"127.0.0.1:{info['port']}", info["codes"][a.seat], go=True))
    started = time.monotonic()
    state = {"last": 0.0, "over_at": None, "done": False}

    def table():
        for s in reversed(app.stack):
            if isinstance(s, (HostedPlayScene, RemotePlayScene)):
                return s
        return None

    def drive(app_: App) -> None:
        t = table()
        now = time.monotonic()
        if now - started > a.max_seconds:
            print("time is up", flush=True)
            app_.running = False
            return
        if t is None:
            return
        while app_.top is not t and not isinstance(app_.top, (JoinScene,)) \
                and state["over_at"] is None:
            app_.pop()  # close the invitations or the results
        m = t.match
        if m.is_over():
            if state["over_at"] is None:
                state["over_at"] = now
                if a.shot:
                    app_.draw()
                    app_.screenshot(a.shot)
                print(f"{a.mode}: over after {len(m.actions)} moves", flush=True)
            elif now - state["over_at"] > 2.0:
                app_.running = False
            return
        if os.environ.get("NETWIN_DEBUG") and int(now * 2) != state.get("tick"):
            state["tick"] = int(now * 2)
            print(a.mode, "to_act", m.to_act(), "here", t.human_to_act(), "interactive",
                  t.view.interactive, "busy", t.view.busy(), "moves", len(m.actions),
                  getattr(t, "net_status", ""), getattr(t, "pending", ""), flush=True)
        if now - state["last"] < 0.02 or t.view.busy():
            return
        seat = t.human_to_act()
        if seat is None or not t.view.interactive:
            return
        if isinstance(t, RemotePlayScene):
            legal = [action_from_json(m.rules, x) for x in m.view.get("legal") or []]
        else:
            legal = m.rules.legal_actions(m.state)
        if legal:
            state["last"] = now
            action = rnd.choice(legal)
            if a.easy:
                from game.ai import choose_action

                obs = m.state if isinstance(t, RemotePlayScene) else \
                    m.rules.observe(m.state, seat)
                action = choose_action(m.rules, obs, seat, "easy", rnd.randrange(1 << 30))
            t.play(action)
            if len(m.actions) % 100 == 0:
                print(f"{a.mode}: move {len(m.actions)}", flush=True)

    app.after_frame.append(drive)
    try:
        app.run()
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
