"""Load test of the club server (a script, never a unit test): one ``--serve`` process
on 127.0.0.1, TABLES tables of four seats (the five games in turn), one scripted client
per seat, MOVES moves per table (random legal moves from each seat's own view).

Reports actions per second, the round trip of a move (sent -> the sender's view of the
next position; median, p95, max), the server's memory per table (resident size before
and after) and lost or duplicated moves (every accepted move must be in the server's
store exactly once).

    python tools/net_load.py [--tables 50] [--moves 60] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from websockets.asyncio.client import connect  # noqa: E402

from game import GAMES  # noqa: E402
from net.client import Session  # noqa: E402
from net.store import Store  # noqa: E402

LOOPBACK = "127.0.0.1"
ORDER = ("tigris", "hansa", "wallenstein", "revolution", "kingmaker")


def rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    """User + system CPU seconds the process has used so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start(data: str) -> tuple[subprocess.Popen, int]:
    ready = os.path.join(data, "port")
    prof = os.environ.get("NET_LOAD_PROFILE")  # a file: the server runs under cProfile
    pre = ["-m", "cProfile", "-o", prof] if prof else []
    proc = subprocess.Popen([sys.executable, *pre, os.path.join(ROOT, "main.py"), "--serve", "0",
                             "--bind", LOOPBACK, "--data", data, "--ready-file", ready],
                            cwd=ROOT, stdout=subprocess.DEVNULL)
    for _ in range(400):
        if os.path.exists(ready) and open(ready).read().strip():
            return proc, int(open(ready).read())
        time.sleep(0.05)
    proc.kill()
    raise SystemExit("the server did not start")


async def create(port: int, game: str) -> list[str]:
    async with connect(f"ws://{LOOPBACK}:{port}", compression=None) as ws:
        s = Session(f"{LOOPBACK}:{port}", "")
        s.ws = ws
        await s.send("create", game=game, players=4,
                     seats=[{"name": f"P{i + 1}", "kind": "remote"} for i in range(4)])
        while True:
            msg = await s.receive()
            if msg["t"] == "created":
                return [x["code"] for x in msg["invitations"]]


async def play_table(port: int, codes: list[str], moves: int, seed: int,
                     rtts: list[float], sent: dict, refused: list[int],
                     think: float = 0.0) -> None:
    sessions = [Session(f"{LOOPBACK}:{port}", c) for c in codes]
    for s in sessions:
        await s.open()
    done = asyncio.Event()

    async def run(s: Session) -> None:
        rnd = random.Random(seed * 7 + codes.index(s.code))
        pending: tuple[int, float] | None = None
        while not done.is_set():
            try:
                msg = await asyncio.wait_for(s.receive(), 30)
            except TimeoutError:
                return
            if msg["t"] == "refused":
                refused[0] += 1
            if msg["t"] != "view":
                continue
            v = s.view
            if pending is not None and v["move"] > pending[0]:
                rtts.append(time.perf_counter() - pending[1])
                pending = None
            if v["over"] or v["move"] >= moves:
                done.set()
                return
            if v["to_act"] == v["seat"] and v["legal"]:
                if think > 0:  # a person reads the table first (0.5x to 1.5x ``think``)
                    await asyncio.sleep(think * (0.5 + rnd.random()))
                pending = (v["move"], time.perf_counter())
                sent[codes[0]] = sent.get(codes[0], 0) + 1
                await s.act(rnd.choice(v["legal"]), v["move"])

    await asyncio.gather(*(run(s) for s in sessions))
    for s in sessions:
        await s.close()


async def main_async(port: int, tables: int, moves: int, seed: int, pid: int,
                     think: float = 0.0) -> dict:
    games = [ORDER[i % len(ORDER)] for i in range(tables)]
    mem0 = rss_kb(pid)
    codes = [await create(port, g) for g in games]
    mem1 = rss_kb(pid)
    rtts: list[float] = []
    sent: dict[str, int] = {}  # moves sent per table (by its first code)
    refused = [0]
    t0 = time.perf_counter()
    c0 = cpu_s(pid)
    await asyncio.gather(*(play_table(port, c, moves, seed + i, rtts, sent, refused, think)
                           for i, c in enumerate(codes)))
    elapsed = time.perf_counter() - t0
    mem2 = rss_kb(pid)
    cpu = cpu_s(pid) - c0
    return {"cpu": cpu, "elapsed": elapsed, "sent": sent, "refused": refused[0], "rtts": rtts,
            "mem": (mem0, mem1, mem2)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--moves", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--think", type=float, default=0.0,
                   help="seconds a client waits before each move (0: as fast as it can)")
    a = p.parse_args()
    if not 1 <= a.tables <= 200 or not 1 <= a.moves <= 2000:
        raise SystemExit("at most 200 tables and 2000 moves each")
    with tempfile.TemporaryDirectory() as data:
        proc, port = start(data)
        try:
            r = asyncio.run(asyncio.wait_for(
                main_async(port, a.tables, a.moves, a.seed, proc.pid, a.think), 600))
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(20)
        store = Store(os.path.join(data, "tables.sqlite"))
        stored = store.load_all(GAMES)
        store.close()
    total = sum(t.move for t in stored)
    by_code = {t.codes[0]: t.move for t in stored}
    lost = sum(max(0, n - by_code.get(c, 0)) for c, n in r["sent"].items())
    dups = sum(max(0, by_code.get(c, 0) - n) for c, n in r["sent"].items())
    rt = sorted(r["rtts"])
    p95 = rt[int(0.95 * (len(rt) - 1))] if rt else float("nan")
    mem0, mem1, mem2 = r["mem"]
    print(f"tables {a.tables} x 4 clients, {a.moves} moves each, thinking {a.think} s, "
          f"on {LOOPBACK}")
    print(f"moves sent {sum(r['sent'].values())}, stored {total}, lost {lost}, "
          f"duplicated {dups}, refused {r['refused']}")
    print(f"{total / r['elapsed']:.0f} actions/s over {r['elapsed']:.1f} s")
    print(f"move round trip: median {statistics.median(rt) * 1000:.1f} ms, "
          f"p95 {p95 * 1000:.1f} ms, max {rt[-1] * 1000:.1f} ms")
    print(f"server CPU: {r['cpu']:.1f} s, {r['cpu'] * 1000 / max(1, total):.2f} ms per move "
          f"(machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    print(f"server memory: {mem0 / 1024:.1f} MB empty, {mem1 / 1024:.1f} MB with the tables, "
          f"{mem2 / 1024:.1f} MB after play: {(mem2 - mem0) / a.tables:.0f} kB per table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
