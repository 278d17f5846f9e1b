"""The client side: a connection to a host for one seat.

:class:`Session` is the asyncio part (tests and scripts drive it directly);
:class:`Background` runs one in a thread for the window, reconnecting by itself, and
hands every message to the scene through a queue: the scene never waits on a socket.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from net import protocol
from net.protocol import ProtocolError, dumps
from net.wire import Decoder

RETRY = (0.5, 1.0, 2.0, 4.0, 8.0)  # seconds between reconnection attempts, then the last


def url_of(address: str) -> str:
    """``host:port`` (or a ws:// or wss:// address) as the URL to connect to."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    return f"ws://{address}"


class Session:
    """One seat's connection: ``hello`` with the code, then views in, actions out."""

    def __init__(self, address: str, code: str, name: str = "") -> None:
        self.url = url_of(address)
        self.code = code
        self.name = name
        self.ws: ClientConnection | None = None
        self.welcome: dict | None = None
        self.view: dict | None = None
        self.log: list[list] = []  # [seat, {lang: text}] lines so far (net.texts)
        self.chat: list[dict] = []
        self.received: list[str] = []  # every message's text, when ``capture`` is on
        self.capture = False
        self.decoder: Decoder | None = None

    def state(self, games: dict) -> Any:
        """The last view's observation as a state of the game (WireError if foreign)."""
        assert self.welcome is not None and self.view is not None
        if self.decoder is None:
            w = self.welcome
            rules = games[w["game"]]
            self.decoder = Decoder(rules, w["players"], {})
            self.decoder = Decoder(rules, w["players"], self.decoder.value(w["options"]))
        return self.decoder.state(self.view["state"])

    async def open(self) -> None:
        self.ws = await connect(self.url, max_size=protocol.MAX_VIEW, compression=None,
                                open_timeout=5, ping_interval=20, ping_timeout=20)
        epoch = self.view.get("epoch", 0) if self.view else 0
        await self.send("hello", code=self.code, name=self.name, since=len(self.log),
                        epoch=epoch if type(epoch) is int else 0)

    async def send(self, kind: str, **fields: Any) -> None:
        assert self.ws is not None
        await self.ws.send(dumps(kind, **fields))

    async def act(self, action: list, move: int | None = None) -> None:
        """Send ``action`` (JSON form) made on position ``move`` (default: the last view)."""
        if move is None:
            assert self.view is not None
            move = self.view["move"]
        await self.send("act", move=move, action=action)

    async def receive(self) -> dict:
        """The next message (views and chat also update this session)."""
        assert self.ws is not None
        raw = await self.ws.recv()
        if self.capture:
            self.received.append(raw if isinstance(raw, str) else raw.decode("utf-8"))
        msg = protocol.loads(raw, protocol.MAX_VIEW)
        self.take(msg)
        return msg

    def take(self, msg: dict) -> None:
        kind = msg["t"]
        if kind == "welcome":
            self.welcome = msg
            self.chat = list(msg.get("chat") or [])
        elif kind == "view":
            patch = msg.pop("patch", None)
            if isinstance(patch, dict) and "state" not in msg:  # the fields that changed
                base = self.view["state"] if self.view is not None else {}
                msg["state"] = {**base, **patch}
            lines = msg.get("log")
            lines = lines if isinstance(lines, list) else []  # a malformed log: no lines
            start = msg.get("log_from", 0)
            if type(start) is int and 0 <= start <= len(self.log):
                self.log[start:] = lines
            else:
                self.log = list(lines)
            self.view = msg
        elif kind == "chat" and isinstance(msg.get("line"), dict):
            self.chat.append(msg["line"])
        elif kind == "seats" and self.view is not None:
            self.view = {**self.view, "seats": msg.get("seats")}

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


class Background:
    """A :class:`Session` in its own thread and event loop, for the window.

    ``inbox`` receives ``(kind, message)``: every host message, and ``("status", {"s":
    ...})`` with "connecting", "connected", "reconnecting", "refused" (a wrong code) or
    "closed". The thread reconnects by itself with the same code after a drop.
    """

    def __init__(self, address: str, code: str, name: str = "") -> None:
        self.session = Session(address, code, name)
        self.inbox: queue.Queue[tuple[str, dict]] = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self.stopping = False
        self.thread = threading.Thread(target=self._run, name="tavola-net", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._main())
        finally:
            self.loop.close()

    async def _main(self) -> None:
        attempt = 0
        self._status("connecting")
        while not self.stopping:
            try:
                await self.session.open()
                while True:
                    msg = await self.session.receive()
                    if msg["t"] == "view":
                        attempt = 0
                        self._status("connected")
                        msg["log_so_far"] = list(self.session.log)  # as of this view
                    if msg["t"] == "unknown_code":
                        self._status("refused")
                        await self.session.close()
                        return
                    self.inbox.put((msg["t"], msg))
            except (TimeoutError, OSError, ConnectionClosed, InvalidHandshake, InvalidURI,
                    ProtocolError) as exc:
                if self.stopping:
                    break
                if isinstance(exc, InvalidURI):
                    self._status("refused")
                    return
                self._status("reconnecting")
                await asyncio.sleep(RETRY[min(attempt, len(RETRY) - 1)])
                attempt += 1
        self._status("closed")

    def _status(self, s: str) -> None:
        self.inbox.put(("status", {"s": s}))

    def send(self, kind: str, **fields: Any) -> None:
        """Queue a message for the host (dropped while disconnected: the view then
        comes anew on reconnection and the player acts again)."""
        async def go() -> None:
            try:
                await self.session.send(kind, **fields)
            except (ConnectionClosed, AssertionError, OSError):
                pass

        if not self.stopping and self.loop.is_running():
            asyncio.run_coroutine_threadsafe(go(), self.loop)

    def poll(self) -> list[tuple[str, dict]]:
        """Every message that arrived since the last poll (never blocks)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        self.stopping = True
        if self.loop.is_running():
            asyncio.run_coroutine_threadsafe(self.session.close(), self.loop)
        self.thread.join(timeout=2)
