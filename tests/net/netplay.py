"""Helpers of the network tests: a host and scripted clients in one event loop, on
127.0.0.1 only."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from game import GAMES
from game.core import action_from_json
from game.match import Match
from net.client import Session
from net.host import Host
from net.table import Table, new_table

LOOPBACK = "127.0.0.1"


async def start_host(tables: list[Table], **kw: Any) -> Host:
    host = Host(GAMES, **kw)
    for t in tables:
        host.add_table(t)
    await host.start(LOOPBACK, 0)
    return host


# random play never ends a Kingmaker game without a round limit (none by default)
BOUNDED = {"kingmaker": {"turn_limit": 30}}


def remote_table(game: str, players: int, seed: int, kinds: list[str] | None = None) -> Table:
    kinds = kinds or ["remote"] * players
    return new_table(GAMES[game], [{"name": f"P{i + 1}", "kind": k, "level": "easy"}
                                   for i, k in enumerate(kinds)], seed=seed,
                     options=BOUNDED.get(game))


async def join(host: Host, code: str, capture: bool = True) -> Session:
    s = Session(f"{LOOPBACK}:{host.port}", code)
    s.capture = capture
    await s.open()
    while s.view is None:
        msg = await asyncio.wait_for(s.receive(), 5)
        assert msg["t"] != "unknown_code", code
    return s


async def play_out(sessions: list[Session], seed: int, limit: int = 50_000,
                   pick: Any = None) -> list[list]:
    """Scripted players: each client, when its view says it must decide, sends a random
    legal action from that view. Returns the accepted actions (JSON) in move order."""
    done = asyncio.Event()
    sent: dict[int, list] = {}

    async def run(s: Session) -> None:
        rnd = random.Random(seed * 31 + s.view["seat"])
        while True:
            v = s.view
            if v["over"] or len(sent) >= limit:
                done.set()
                return
            if v["to_act"] == v["seat"] and v["legal"] and v["move"] not in sent:
                action = pick(s, rnd, v) if pick else rnd.choice(v["legal"])
                sent[v["move"]] = action
                await s.act(action, v["move"])
            while True:
                msg = await s.receive()
                if msg["t"] == "view":
                    break
                assert msg["t"] not in ("refused",), msg

    tasks = [asyncio.create_task(run(s)) for s in sessions]
    await asyncio.wait_for(asyncio.gather(*tasks), 600)
    return [sent[k] for k in sorted(sent)]


def easy_ai(games: dict) -> Any:
    """A pick for :func:`play_out`: the easy computer on the client's decoded view."""
    from game.ai import choose_action
    from game.core import action_to_json

    def pick(session: Session, rnd: random.Random, view: dict) -> list:
        rules = games[session.welcome["game"]]
        obs = session.state(games)
        return action_to_json(choose_action(rules, obs, view["seat"], "easy",
                                            rnd.randrange(1 << 30)))

    return pick


def replay(table: Table, actions: list[list]) -> Match:
    """The game replayed locally from the seed and the accepted actions."""
    rules = table.rules
    m = table.match
    return Match(rules, m.seats, m.seed, dict(m.options),
                 [action_from_json(rules, a) for a in actions])
