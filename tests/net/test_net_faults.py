"""Faults: a client dropped mid-turn comes back with its code to the exact position;
the club server killed with SIGKILL mid-game and started again serves every table
where it stood, and no move is lost or applied twice."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time

from netplay import LOOPBACK, join, remote_table, start_host

from game import GAMES
from game.core import action_from_json
from game.match import Match
from net.client import Session
from net.texts import log_line_json
from net.wire import encode_state, observation

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


async def _until(s: Session, cond, timeout: float = 5.0) -> dict:
    async def go():
        while True:
            msg = await s.receive()
            if cond(msg):
                return msg
    return await asyncio.wait_for(go(), timeout)


async def _play_moves(sessions: dict[int, Session], n: int, rnd: random.Random) -> list:
    """``n`` moves, each by the client of the seat to act (every client kept up to date)."""
    done = []
    for _ in range(n):
        v = next(iter(sessions.values())).view
        if v["over"]:
            break
        s = sessions[v["to_act"]]
        move = v["move"]
        action = rnd.choice(s.view["legal"])
        await s.act(action, move)
        done.append(action)
        for c in sessions.values():
            await _until(c, lambda m, k=move: m["t"] == "view" and m["move"] == k + 1)
    return done


def test_dropped_client_reconnects_to_the_exact_position():
    async def main():
        table = remote_table("kingmaker", 3, 42)
        host = await start_host([table])
        try:
            codes = [c["code"] for c in table.invitations()]
            sessions = {i: await join(host, c) for i, c in enumerate(codes)}
            rnd = random.Random(1)
            await _play_moves(sessions, 40, rnd)
            seat = table.match.to_act()
            victim = sessions[seat]
            victim.ws.transport.abort()  # the cable pulled mid-turn, no goodbye
            other = sessions[(seat + 1) % 3]
            msg = await _until(other, lambda m: m["t"] == "seats"
                               and not m["seats"][seat]["connected"])
            assert msg["seats"][seat]["connected"] is False
            # the host hands the seat to a computer and back while it is away
            table.hand_to_computer(seat, "easy")
            table.hand_to_computer(seat, None)
            again = Session(f"{LOOPBACK}:{host.port}", codes[seat])
            again.log = list(victim.log)  # it kept what it had and asks for the rest
            await again.open()
            await _until(again, lambda m: m["t"] == "view")
            assert again.view["move"] == table.move
            assert again.view["log_from"] == len(victim.log)
            assert again.view["state"] == encode_state(
                observation(table.rules, table.match.state, seat))
            assert again.log == [log_line_json(ln) for ln in table.match.log]
            assert again.view["legal"]  # still its turn, nothing lost
            await _until(other, lambda m: m["t"] == "seats" and m["seats"][seat]["connected"])
            sessions[seat] = again
            before = table.move
            await _play_moves(sessions, 10, rnd)
            assert table.move == before + 10
        finally:
            await host.stop()

    asyncio.run(main())


def _start_server(data: str) -> tuple[subprocess.Popen, int]:
    ready = os.path.join(data, "port")
    if os.path.exists(ready):
        os.unlink(ready)
    proc = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py"), "--serve", "0",
                             "--bind", LOOPBACK, "--data", data, "--ready-file", ready],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if os.path.exists(ready) and open(ready).read().strip():
            return proc, int(open(ready).read())
        if proc.poll() is not None:
            raise AssertionError(proc.stderr.read().decode())
        time.sleep(0.05)
    proc.kill()
    raise AssertionError("the server did not start")


def test_server_killed_mid_game_resumes_every_table(tmp_path):
    data = str(tmp_path)
    proc, port = _start_server(data)
    played: dict[str, list] = {}
    tables: dict[str, list[str]] = {}
    seen: dict[str, dict] = {}  # what each seat saw just before the kill

    async def first():
        for game, players in (("tigris", 3), ("hansa", 4)):
            c = Session(f"{LOOPBACK}:{port}", "")
            c.ws = None
            from websockets.asyncio.client import connect
            c.ws = await connect(c.url, compression=None)
            await c.send("create", game=game, players=players, seats=[
                {"name": f"P{i + 1}", "kind": "remote"} for i in range(players)])
            msg = await _until(c, lambda m: m["t"] == "created")
            await c.close()
            codes = [x["code"] for x in msg["invitations"]]
            tables[game] = codes
            sessions = {i: await join_at(port, code) for i, code in enumerate(codes)}
            played[game] = await _play_moves(sessions, 25, random.Random(3))
            seen[game] = {i: (s.view["state"], s.view["legal"], list(s.log))
                          for i, s in sessions.items()}
            # a move sent, then the kill before its answer can matter: the view after the
            # last move is in, so the server has stored it
            for s in sessions.values():
                await s.close()

    asyncio.run(first())
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    proc2, port2 = _start_server(data)
    try:
        async def second():
            for game, codes in tables.items():
                rules = GAMES[game]
                sessions = {i: await join_at(port2, code) for i, code in enumerate(codes)}
                v = sessions[0].view
                assert v["move"] == len(played[game]) == 25
                # the exact position: a local replay of the moves played shows the same
                first_seats = v["seats"]
                from game.match import Seat
                seats = [Seat(x["name"], x["color"]) for x in first_seats]
                # the seed stays on the server: compare what each seat sees instead
                for i, s in sessions.items():
                    assert s.view["move"] == 25 and s.view["seat"] == i
                    assert (s.view["state"], s.view["legal"], s.log) == seen[game][i]
                await _play_moves(sessions, 10, random.Random(4))
                assert sessions[0].view["move"] == 35
                del seats, rules
                for s in sessions.values():
                    await s.close()
        asyncio.run(second())
    finally:
        proc2.send_signal(signal.SIGTERM)
        proc2.wait(10)
    # the stored record holds exactly the 35 moves, none twice, none lost
    from net.store import Store
    store = Store(os.path.join(data, "tables.sqlite"))
    records = {t.rules.id: t for t in store.load_all(GAMES)}
    store.close()
    for game in tables:
        t = records[game]
        assert t.move == 35
        prefix = [a for a in t.match.to_json()["actions"][:25]]
        assert prefix == played[game]
        m = t.match
        replayed = Match(m.rules, m.seats, m.seed, dict(m.options),
                         [action_from_json(m.rules, a) for a in m.to_json()["actions"]])
        assert encode_state(replayed.state) == encode_state(m.state)


async def join_at(port: int, code: str) -> Session:
    s = Session(f"{LOOPBACK}:{port}", code)
    await s.open()
    await _until(s, lambda m: m["t"] == "view", 10)
    return s


def test_a_client_back_after_an_undo_gets_the_log_anew():
    async def main():
        table = remote_table("wallenstein", 3, 9)
        host = await start_host([table])
        try:
            codes = [c["code"] for c in table.invitations()]
            sessions = {i: await join(host, c) for i, c in enumerate(codes)}
            rnd = random.Random(2)
            for _ in range(300):  # to a position where the seat to act may take back
                seat = table.match.to_act()
                if table.move and table.can_undo(seat) and len(table.match.log) > 3:
                    break
                await _play_moves(sessions, 1, rnd)
            seat = table.match.to_act()
            away = next(i for i in sessions if i != seat)
            gone = sessions.pop(away)
            gone.ws.transport.abort()
            await asyncio.sleep(0.05)
            table.undo(seat, table.move)  # lines the absent client holds are taken back
            table.play(table.rules.legal_actions(table.match.state)[-1])
            again = Session(f"{LOOPBACK}:{host.port}", codes[away])
            again.log, again.view = list(gone.log), gone.view
            await again.open()
            await _until(again, lambda m: m["t"] == "view")
            assert again.view["log_from"] == 0
            assert again.log == [log_line_json(ln) for ln in table.match.log]
        finally:
            await host.stop()

    asyncio.run(main())
