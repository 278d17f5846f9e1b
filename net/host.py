"""The host: tables served over WebSocket (asyncio, the ``websockets`` library).

One :class:`Host` serves one table (a window hosting its game) or many (the club
server). A connection first says ``hello`` with a seat code and from then on acts for
that seat only; the host answers every change with each connected seat's own view
(:meth:`net.table.Table.view`). Garbage, oversize or unknown messages close that
connection with a logged reason; the table goes on. Computer seats play on the host,
in a worker thread, so the loop keeps serving.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.core import Rules
from game.i18n import N_
from game.match import LEVELS
from net import protocol
from net.codes import JoinLimiter
from net.protocol import ProtocolError, dumps
from net.table import Refused, Table, new_table
from net.wire import observation

log = logging.getLogger(__name__)

MAX_TABLES = 10_000  # on one club server
CREATES_PER_CONNECTION = 20
CREATES_PER_ADDRESS = 200  # tables one address may open while the server runs
FAILS_PER_CONNECTION = 3  # wrong codes before the host closes a connection
# why a table's creator cannot do an operation to a seat (only remote seats can)
ADMIN_REFUSED = {
    "renew": N_("Only a seat played from afar has a code."),
    "computer": N_("Only a seat played from afar can be handed to the computer."),
    "person": N_("Only a seat played from afar can be handed back to its player."),
}


def _mix(*parts: int) -> int:
    h = 0x9E3779B97F4A7C15
    for p in parts:
        h = ((h ^ (p & 0xFFFFFFFFFFFFFFFF)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    return h


def computer_move(rules: Rules, obs: Any, seat: int, level: str, seed: int) -> Any:
    """The host's computer player (the game's AI at ``level``; random without it)."""
    from game.ai import choose_action

    return choose_action(rules, obs, seat, level, seed)


class Conn:
    """One client connection and what it has been sent."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        addr = getattr(ws, "remote_address", None)
        self.addr = str(addr[0]) if addr else "?"
        self.table: Table | None = None
        self.seat: int | None = None
        self.log_sent = 0  # log lines this client has
        self.state_sent: dict | None = None  # the observation it has (views after the
        # first carry only the fields that changed: "patch")
        self.fails = 0
        self.creates = 0

    async def send(self, kind: str, **fields: Any) -> None:
        try:
            await self.ws.send(dumps(kind, **fields))
        except ConnectionClosed:
            pass


class Host:
    """Tables served to their remote seats; ``store`` (a :class:`net.store.Store`) keeps
    them across restarts; ``allow_create`` lets clients open tables (the club server)."""

    def __init__(self, games: dict[str, Rules], store: Any = None, allow_create: bool = False,
                 choose: Callable[..., Any] = computer_move, ai_pause: float = 0.0,
                 on_change: Callable[[Table], None] | None = None,
                 computers: bool = True) -> None:
        self.games = games
        self.store = store
        self.allow_create = allow_create
        self.choose = choose
        self.ai_pause = ai_pause
        self.on_change = on_change
        self.computers = computers  # False: the window hosting plays its computer seats
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.limiter = JoinLimiter()
        self.created_by: dict[str, int] = {}  # tables opened per address
        self.server: Server | None = None
        self.executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tavola-ai")
        self._ai_tasks: dict[str, asyncio.Task] = {}
        self.stats = {"actions": 0, "refused": 0, "closed_bad": 0}
        if store is not None:
            for table in store.load_all(games):
                self.add_table(table)

    # ------------------------------------------------------------------ tables
    def add_table(self, table: Table) -> Table:
        self.tables[table.id] = table
        self.conns.setdefault(table.id, set())
        return table

    def find_code(self, code: str) -> tuple[Table, int] | None:
        for table in self.tables.values():
            seat = table.seat_of_code(code)
            if seat is not None:
                return table, seat
        return None

    def find_key(self, key: str) -> Table | None:
        for table in self.tables.values():
            if secrets.compare_digest(table.host_key, key):
                return table
        return None

    # ------------------------------------------------------------------ running
    async def start(self, host: str, port: int) -> Server:
        """Listen on ``host``:``port`` (port 0: any free one, see :attr:`port`)."""
        self.server = await serve(self.handle, host, port, max_size=protocol.MAX_MESSAGE,
                                  compression=None, ping_interval=20, ping_timeout=20,
                                  close_timeout=2)
        for table in self.tables.values():
            self.kick(table)
        return self.server

    @property
    def port(self) -> int:
        assert self.server is not None
        return self.server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Close every connection and stop listening (within a few seconds)."""
        for task in list(self._ai_tasks.values()):
            task.cancel()
        if self.server is not None:
            self.server.close()
            try:
                await asyncio.wait_for(self.server.wait_closed(), 3)
            except TimeoutError:
                log.warning("some connections did not close in time")
        for conns in self.conns.values():
            for c in list(conns):
                c.ws.transport.abort()
        self.executor.shutdown(wait=False, cancel_futures=True)

    async def handle(self, ws: ServerConnection) -> None:
        conn = Conn(ws)
        try:
            async for raw in ws:
                try:
                    msg = protocol.parse(raw)
                    await self.dispatch(conn, msg)
                except ProtocolError as exc:
                    self.stats["closed_bad"] += 1
                    log.warning("closing %s: %s", conn.addr, exc)
                    await ws.close(1008, str(exc)[:100])
                    return
        except ConnectionClosed as exc:
            codes = {f.code for f in (exc.sent, exc.rcvd) if f is not None}
            if 1009 in codes:  # the size limit closed it
                self.stats["closed_bad"] += 1
                log.warning("closed %s: a message over %d bytes", conn.addr,
                            protocol.MAX_MESSAGE)
        finally:
            await self.leave(conn)

    async def leave(self, conn: Conn) -> None:
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            return
        self.conns[table.id].discard(conn)
        table.connected[seat] = max(0, table.connected[seat] - 1)
        conn.table = None
        await self.broadcast_seats(table)

    async def dispatch(self, conn: Conn, msg: dict) -> None:
        kind = msg["t"]
        if kind == "ping":
            await conn.send("pong")
        elif kind == "hello":
            await self.hello(conn, msg)
        elif kind == "create":
            await self.create(conn, msg)
        elif kind == "admin":
            await self.admin(conn, msg)
        elif conn.table is None or conn.seat is None:
            raise ProtocolError(f"{kind!r} before joining a table")
        elif kind == "act":
            await self.act(conn, msg)
        elif kind == "undo":
            await self.undo(conn, msg)
        elif kind == "chat":
            line = conn.table.say(conn.seat, msg["text"])
            if line is not None:
                self.saved(conn.table)
                for c in list(self.conns[conn.table.id]):
                    await c.send("chat", line=line)

    # ------------------------------------------------------------------ joining
    async def hello(self, conn: Conn, msg: dict) -> None:
        if conn.table is not None:
            raise ProtocolError("hello twice")
        wait = max(self.limiter.wait(conn.addr), 0.0)
        if wait > 0:
            await conn.send("wait", seconds=round(wait, 1))
            return
        found = self.find_code(msg["code"])
        if found is None:
            self.limiter.failed(conn.addr)
            conn.fails += 1
            await conn.send("unknown_code")
            if conn.fails >= FAILS_PER_CONNECTION:
                raise ProtocolError("too many wrong codes")
            return
        self.limiter.succeeded(conn.addr)
        table, seat = found
        conn.table, conn.seat = table, seat
        self.conns[table.id].add(conn)
        table.connected[seat] += 1
        await conn.send("welcome", **table.welcome(seat))
        since = msg.get("since", 0)
        if msg.get("epoch", 0) != table.epoch or not 0 <= since <= len(table.match.log):
            since = 0  # the client's lines may have been taken back: the whole log
        await self.send_view(conn, since, events=False)
        await self.broadcast_seats(table)

    async def create(self, conn: Conn, msg: dict) -> None:
        if not self.allow_create:
            raise ProtocolError("this host does not open tables")
        conn.creates += 1
        self.created_by[conn.addr] = self.created_by.get(conn.addr, 0) + 1
        if conn.creates > CREATES_PER_CONNECTION or len(self.tables) >= MAX_TABLES \
                or self.created_by[conn.addr] > CREATES_PER_ADDRESS:
            await conn.send("refused", **Refused("full", N_("No more tables here.")).message(0))
            return
        rules = self.games.get(msg["game"])
        seats = msg["seats"]
        try:
            if rules is None or len(seats) != msg["players"] or \
                    not all(isinstance(s, dict) and s.get("kind", "remote") in ("remote", "ai")
                            for s in seats):
                raise ValueError("bad table")
            table = new_table(rules, seats, options=msg.get("options"))
        except (ValueError, TypeError):
            await conn.send("refused",
                            **Refused("table", N_("That table cannot be set up.")).message(0))
            return
        self.add_table(table)
        self.saved(table)
        await conn.send("created", table=table.id, key=table.host_key,
                        invitations=table.invitations())
        self.kick(table)

    async def admin(self, conn: Conn, msg: dict) -> None:
        table = self.find_key(msg["key"])
        if table is None:
            self.limiter.failed(conn.addr)
            conn.fails += 1
            if conn.fails >= FAILS_PER_CONNECTION:
                raise ProtocolError("too many wrong keys")
            await conn.send("unknown_code")
            return
        seat, op = msg["seat"], msg["op"]
        try:
            if not 0 <= seat < table.players:
                raise Refused("admin", N_("This table has no seat {n}."), n=seat + 1)
            level = msg.get("level", "normal") if op == "computer" else None
            if op not in ADMIN_REFUSED or (op == "computer" and level not in LEVELS):
                raise Refused("admin", N_("The server does not know that request."))
            try:
                if op == "renew":
                    table.renew_code(seat)
                else:
                    table.hand_to_computer(seat, level)
            except ValueError:
                raise Refused("admin", ADMIN_REFUSED[op]) from None
        except Refused as exc:
            await conn.send("refused", **exc.message(table.move))
            return
        self.saved(table)
        await conn.send("admin_ok", table=table.id, invitations=table.invitations(),
                        seats=table.public_seats())
        await self.broadcast(table, events=False)
        self.kick(table)

    # ------------------------------------------------------------------ playing
    async def act(self, conn: Conn, msg: dict) -> None:
        table, seat = conn.table, conn.seat
        assert table is not None and seat is not None
        try:
            table.act(seat, msg["move"], msg["action"])
        except Refused as exc:
            self.stats["refused"] += 1
            await conn.send("refused", **exc.message(table.move))
            if exc.code == "duplicate":
                await self.send_view(conn, conn.log_sent, events=False)
            return
        self.stats["actions"] += 1
        await self.changed(table)

    async def undo(self, conn: Conn, msg: dict) -> None:
        table, seat = conn.table, conn.seat
        assert table is not None and seat is not None
        try:
            table.undo(seat, msg["move"])
        except Refused as exc:
            await conn.send("refused", **exc.message(table.move))
            return
        await self.changed(table, events=False)

    async def changed(self, table: Table, events: bool = True) -> None:
        self.saved(table)
        await self.broadcast(table, events)
        self.kick(table)

    def saved(self, table: Table) -> None:
        if self.store is not None:
            self.store.save(table)
        if self.on_change is not None:
            self.on_change(table)

    async def broadcast(self, table: Table, events: bool = True) -> None:
        conns = list(self.conns.get(table.id, ()))
        await asyncio.gather(*(self.send_view(c, c.log_sent, events) for c in conns))

    async def broadcast_seats(self, table: Table) -> None:
        seats = table.public_seats()
        await asyncio.gather(*(c.send("seats", seats=seats)
                               for c in list(self.conns.get(table.id, ()))))

    async def send_view(self, conn: Conn, log_from: int, events: bool = True) -> None:
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            return
        if log_from > len(table.match.log):
            log_from = 0  # an undo shortened the log: the client takes it anew
        view = table.view(seat, log_from, events)
        conn.log_sent = len(table.match.log)
        state = view["state"]
        last = conn.state_sent
        if last is not None and last.keys() == state.keys():  # only what changed
            del view["state"]
            view["patch"] = {k: v for k, v in state.items() if last[k] != v}
        conn.state_sent = state
        await conn.send("view", **view)

    # ------------------------------------------------------------------ computer seats
    def kick(self, table: Table) -> None:
        """Start the computer if a computer seat must decide (once per table)."""
        task = self._ai_tasks.get(table.id)
        if not self.computers or table.ai_to_play() is None \
                or (task is not None and not task.done()):
            return
        self._ai_tasks[table.id] = asyncio.get_running_loop().create_task(self._ai(table))

    async def _ai(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        while (seat := table.ai_to_play()) is not None:
            if self.ai_pause:
                await asyncio.sleep(self.ai_pause)
            move = table.move
            level = table.computer_level(seat) or "easy"
            obs = observation(table.rules, table.match.state, seat)
            seed = _mix(table.match.seed, move, seat)
            try:
                action = await loop.run_in_executor(self.executor, self.choose, table.rules,
                                                    obs, seat, level, seed)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the computer failed for seat %s", seat)
                action = None
            if table.move != move or table.ai_to_play() != seat:
                continue  # the table changed meanwhile (an undo, a hand-back)
            try:
                if action is None:
                    raise Refused("illegal", "no move")  # only logged
                table.play(action)
            except Refused as exc:
                log.error("seat %s's computer move refused (%s): a random legal move",
                          seat, exc)
                legal = table.rules.legal_actions(table.match.state)
                table.play(legal[secrets.randbelow(len(legal))])
            self.stats["actions"] += 1
            await self.changed_no_kick(table)

    async def changed_no_kick(self, table: Table) -> None:
        self.saved(table)
        await self.broadcast(table)
