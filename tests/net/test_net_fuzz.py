"""Fuzz: garbage, oversize, unknown and hostile messages against a running host. Each
bad connection is closed with a reason; the tables go on and nothing hidden leaks."""

from __future__ import annotations

import asyncio
import json
import random

from netplay import LOOPBACK, join, remote_table, start_host
from test_net_faults import _play_moves
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from net import protocol
from net.wire import encode_state, observation


def _garbage(rnd: random.Random, legal: list) -> str | bytes:
    """One random bad message."""
    kind = rnd.randrange(12)
    if kind == 0:
        return bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 200)))
    if kind == 1:
        return "{" * rnd.randrange(1, 5000)
    if kind == 2:
        return json.dumps([1, 2, 3])
    if kind == 3:
        return json.dumps({"v": rnd.choice([0, 2, "1", None, True]), "t": "ping"})
    if kind == 4:
        return json.dumps({"v": 1, "t": "".join(chr(rnd.randrange(32, 0x2FFF))
                                                 for _ in range(rnd.randrange(1, 50)))})
    if kind == 5:
        return json.dumps({"v": 1, "t": "act", "move": rnd.choice(["0", 1.5, None, []]),
                           "action": legal[0] if legal else []})
    if kind == 6:
        deep: object = 0
        for _ in range(rnd.randrange(100, 3000)):
            deep = [deep]
        return json.dumps({"v": 1, "t": "chat", "text": "x", "deep": deep}) \
            if rnd.random() < 0.5 else "[" * 3000 + "]" * 3000
    if kind == 7:
        return json.dumps({"v": 1, "t": "hello", "code": "A" * rnd.randrange(0, 50),
                           "since": "x"})
    if kind == 8:
        return json.dumps({"v": 1, "t": "admin", "key": 5, "op": "renew", "seat": 0})
    if kind == 9:
        return json.dumps({"v": 1, "t": "act", "move": 0, "action": legal[0] if legal else []})
    if kind == 10:
        return json.dumps({"v": 1, "t": "create", "game": "tigris", "players": 2,
                           "seats": [{}, {}]})
    return "\ud800 not json \u0000"


def test_garbage_closes_only_the_sender_and_the_tables_go_on():
    async def main():
        a = remote_table("tigris", 4, 8_888_777_666)
        b = remote_table("wallenstein", 3, 5_555_444_333)
        host = await start_host([a, b])
        url = f"ws://{LOOPBACK}:{host.port}"
        try:
            sa = {i: await join(host, c["code"]) for i, c in enumerate(a.invitations())}
            sb = {i: await join(host, c["code"]) for i, c in enumerate(b.invitations())}
            rnd = random.Random(7)
            await _play_moves(sa, 5, rnd)
            closed = 0
            got_views = 0
            legal = sa[a.match.to_act()].view["legal"]
            for i in range(120):
                async with connect(url, compression=None, max_size=None) as ws:
                    raw = _garbage(rnd, legal)
                    try:
                        await ws.send(raw)
                        while True:
                            reply = await asyncio.wait_for(ws.recv(), 5)
                            if json.loads(reply)["t"] == "view":
                                got_views += 1
                    except ConnectionClosed:
                        closed += 1
                    except TimeoutError:
                        pass  # answered (e.g. a refusal) and left open: also fine
                if i % 20 == 0:  # the tables keep serving between the attacks
                    await _play_moves(sa, 2, rnd)
                    await _play_moves(sb, 2, rnd)
            assert got_views == 0  # nobody who did not join saw a table
            assert closed >= 80
            assert host.stats["closed_bad"] >= 60
            # an oversize message: closed by the size limit, with a logged reason
            bad_before = host.stats["closed_bad"]
            async with connect(url, compression=None, max_size=None) as ws:
                await ws.send(protocol.dumps("chat", text="y" * (protocol.MAX_MESSAGE * 4)))
                try:
                    await asyncio.wait_for(ws.recv(), 5)
                    raise AssertionError("an oversize message was answered")
                except ConnectionClosed as exc:
                    assert exc.rcvd is not None and exc.rcvd.code == 1009
            for _ in range(50):
                if host.stats["closed_bad"] > bad_before:
                    break
                await asyncio.sleep(0.02)
            assert host.stats["closed_bad"] == bad_before + 1
            # a joined client acting for other seats, on old positions, with bad forms
            me = next(i for i in sa if i != a.match.to_act())
            spy = sa[me]
            spy.capture = True
            spy.received.clear()
            before = a.move
            for bad in ([a.move, legal[0]], [a.move - 1, legal[0]], [a.move + 7, legal[0]],
                        [a.move, ["PlaceTile", "x", 1]], [a.move, ["Nope"]],
                        [a.move, [None]], [a.move, []]):
                await spy.send("act", move=bad[0], action=bad[1])
                msg = await asyncio.wait_for(spy.receive(), 5)
                assert msg["t"] == "refused", msg
                assert msg["code"] in ("turn", "stale", "duplicate", "malformed"), msg
            assert a.move == before
            # the joined spy only ever sees its own seat's observation
            for raw in spy.received:
                m = json.loads(raw)
                assert m["t"] != "view" or m["seat"] == me
            await _play_moves(sa, 10, rnd)
            await _play_moves(sb, 10, rnd)
            for table, sessions in ((a, sa), (b, sb)):
                for i, s in sessions.items():
                    assert s.view["move"] == table.move
                    assert s.view["state"] == encode_state(
                        observation(table.rules, table.match.state, i))
        finally:
            await host.stop()

    asyncio.run(main())


def test_wrong_codes_are_limited_per_connection_and_address():
    async def main():
        t = remote_table("tigris", 2, 1)
        host = await start_host([t])
        url = f"ws://{LOOPBACK}:{host.port}"
        try:
            async with connect(url, compression=None) as ws:
                replies = []
                try:
                    for k in range(5):
                        await ws.send(protocol.dumps("hello", code=f"AAAA-AAA{k + 2}"))
                        replies.append(json.loads(await asyncio.wait_for(ws.recv(), 5))["t"])
                except ConnectionClosed:
                    pass
                assert replies == ["unknown_code"] * 3  # then the connection is closed
            async with connect(url, compression=None) as ws:  # same address: must wait
                await ws.send(protocol.dumps("hello", code=t.codes[0]))
                msg = json.loads(await asyncio.wait_for(ws.recv(), 5))
                assert msg["t"] == "wait" and msg["seconds"] > 0
            host.limiter.succeeded("127.0.0.1")  # (the host's wait has passed)
            s = await join(host, t.codes[0])
            assert s.view["seat"] == 0
        finally:
            await host.stop()

    asyncio.run(main())
