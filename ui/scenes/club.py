"""A table on a club server, opened from the New game screen: the server opens it and
answers with every seat's code, this window joins its own seat, and the creator's
invitations sheet renews codes or hands seats to the server's computer."""

from __future__ import annotations

import asyncio
from typing import Any

import pygame

from game.match import Match
from net.client import Background
from net.texts import in_language
from ui import i18n, paper
from ui.app import App, Scene
from ui.scenes.invitations import InvitationsSheet
from ui.scenes.remote import RemoteMatch, RemotePlayScene
from ui.theme import INK
from ui.widgets import Button, blit_text, px, wrap

# --------------------------------------------------------------------------- club server


def _create_on_server(address: str, payload: dict) -> dict:
    """Open a table on a club server (in a worker thread): its "created" answer."""
    from websockets.asyncio.client import connect

    from net import protocol
    from net.client import url_of

    async def go() -> dict:
        async with connect(url_of(address), compression=None, open_timeout=8) as ws:
            await ws.send(protocol.dumps("create", **payload))
            while True:
                msg = protocol.loads(await asyncio.wait_for(ws.recv(), 10), protocol.MAX_VIEW)
                if msg["t"] in ("created", "refused"):
                    return msg

    return asyncio.run(go())


class ClubTableScene(Scene):
    """Opens the New game screen's table on a club server, then joins it at the first
    seat of this screen: a short "opening…" sheet, then the joined table."""

    def __init__(self, app: App, address: str, match: Match, kinds: list[str]) -> None:
        super().__init__(app)
        import queue
        import threading

        self.address = address
        self.message = i18n.t("net.creating", address=address)
        self.answers: queue.Queue = queue.Queue()
        seats = [{"name": s.name, "kind": "ai" if k == "ai" else "remote", "level": s.level}
                 for s, k in zip(match.seats, kinds, strict=True)]
        self.here = kinds.index("here") if "here" in kinds else 0
        payload = {"game": match.rules.id, "players": match.players,
                   "options": dict(match.options), "seats": seats}

        def work() -> None:
            try:
                self.answers.put(_create_on_server(address, payload))
            except Exception as exc:  # any failure is shown, never raised in the window
                self.answers.put({"t": "error", "error": str(exc) or type(exc).__name__})

        threading.Thread(target=work, name="tavola-create", daemon=True).start()
        self.link: Background | None = None
        self.first: list[tuple[str, dict]] = []
        self.invitations: list[dict] = []
        self.btn_back = Button(lambda: i18n.t("common.back"), self.back, sound=self.click)
        self.focus.set([self.btn_back])

    def back(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None
        self.app.replace(scene_by_name("menu")(self.app))

    def update(self, dt: float) -> None:
        import queue

        if self.link is None:
            try:
                msg = self.answers.get_nowait()
            except queue.Empty:
                return
            if msg.get("t") != "created":
                why = msg.get("error") or in_language(msg.get("reason"), i18n.lang(), "?")
                self.message = i18n.t("net.create_failed", error=why)
                return
            self.invitations = msg.get("invitations") or []
            self.key = str(msg.get("key") or "")
            mine = next((x["code"] for x in self.invitations if x.get("seat") == self.here),
                        None)
            if mine is None:
                self.message = i18n.t("net.create_failed", error="no seat")
                return
            self.link = Background(self.address, mine)
            return
        for kind, msg in self.link.poll():
            self.first.append((kind, msg))
            if kind == "status" and msg.get("s") in ("refused", "closed"):
                self.message = i18n.t(f"net.{msg['s']}")
            if kind == "view":
                welcome = next((m for k, m in self.first if k == "welcome"), None)
                if welcome is None:
                    continue
                link, self.link = self.link, None
                table = RemotePlayScene(self.app, link, RemoteMatch(welcome), self.first)
                table.invitations = (self.address, self.invitations)
                table.host_key = self.key
                self.app.replace(table)
                self.app.push(ClubInvitationsScene(self.app, table))
                return

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(640)), px(260))
        self.sheet.center = (w // 2, h // 2)
        self.btn_back.rect = pygame.Rect(0, 0, px(180), px(46))
        self.btn_back.rect.midbottom = (self.sheet.centerx, self.sheet.bottom - px(18))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        paper.panel(surf, self.sheet)
        for i, line in enumerate(wrap(self.message, px(20), self.sheet.w - px(60))):
            blit_text(surf, line, px(20), (self.sheet.centerx, self.sheet.y + px(50) + i * px(26)),
                      INK, "italic", "midtop")
        self.focus.draw(surf)


def scene_by_name(name: str) -> Any:
    from ui.scenes.registry import scene

    return scene(name)


class ClubInvitationsScene(InvitationsSheet):
    """A club server table's invitations: its address and each seat's code; for the
    table's creator, a new code or the server's computer for a seat (and back)."""

    def __init__(self, app: App, table: RemotePlayScene) -> None:
        self.table = table
        managed = []
        if table.host_key and table.invitations is not None:
            managed = [seat for inv in table.invitations[1]
                       if (seat := int(inv.get("seat", -1))) != table.my_seat
                       and 0 <= seat < table.match.players]
        super().__init__(app, managed)

    def address(self) -> str:
        return self.table.invitations[0] if self.table.invitations else ""

    @property
    def invitations(self) -> list[dict]:
        return self.table.invitations[1] if self.table.invitations else []

    def lines(self) -> list[tuple[int, str, str, str]]:
        return [(int(i.get("seat", -1)), str(i.get("name", "")), str(i.get("code", "")), "")
                for i in self.invitations]

    def renew(self, seat: int) -> None:
        self.table.admin("renew", seat)

    def by_computer(self, seat: int) -> bool:
        return bool(self.table.match.public[seat].get("computer"))  # type: ignore[attr-defined]

    def hand_over(self, seat: int, to_computer: bool) -> None:
        self.table.admin("computer" if to_computer else "person", seat)

    def update(self, dt: float) -> None:
        for kind, msg in self.table.link.poll():  # the table keeps taking the host's news
            self.table._take(kind, msg)
