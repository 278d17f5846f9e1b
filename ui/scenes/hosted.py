"""A table at this screen with remote seats (play at a distance): the match, the seed
and the autosave stay here; the remote seats are served from an asyncio loop that the
window advances a step after every frame (never blocking), so the match changes on the
window's thread only. Also the invitations sheet and re-hosting from an autosave.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
from typing import Any

import pygame

import game
from game.match import Match, write_save
from net.host import Host
from net.table import Table
from ui import i18n
from ui.app import App
from ui.scenes.invitations import InvitationsSheet
from ui.scenes.play import PlayScene
from ui.scenes.remote import ChatLine, chat_toast, default_bind, discovery_on

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765


# --------------------------------------------------------------------------- hosting


def env_port() -> int:
    """The port a hosting window asks for: TAVOLA_PORT, else 8765."""
    try:
        port = int(os.environ.get("TAVOLA_PORT", DEFAULT_PORT))
    except ValueError:
        return DEFAULT_PORT
    return port if 0 <= port <= 65535 else DEFAULT_PORT


class HostedPlayScene(PlayScene):
    """A table at this screen whose remote seats play from their own computers.

    The match, the seed and the autosave stay here. Computer seats (and remote seats
    handed to the computer) are played by this scene as at any table; the host only
    serves the remote seats' views and takes their moves, through
    :class:`net.table.Table`'s checks."""

    def __init__(self, app: App, match: Match, kinds: list[str], bind: str | None = None,
                 port: int | None = None, seat_codes: list | None = None,
                 host_key: str | None = None, **kw: Any) -> None:
        self.kinds = list(kinds)
        self.table = Table(match, self.kinds, seat_codes=seat_codes, host_key=host_key)
        self._sidecar_written: tuple | None = None
        self._dirty = False
        self._broadcast: bool | None = None  # events flag of a pending broadcast
        self._quiet = False
        self._last_chat: dict | None = None  # the chat line shown last
        super().__init__(app, match, **kw)
        self.humans = [i for i, k in enumerate(self.kinds) if k == "here"]
        self.covered_for = None  # (the table scene counted the remote seats as here)
        self._quiet = True
        self.refresh(events=None)
        self._quiet = False
        self.loop = asyncio.new_event_loop()
        self.host = Host(game.GAMES, computers=False, on_change=self._remote_change)
        self.host.add_table(self.table)
        self.bind = bind or default_bind()
        wanted = port if port is not None else env_port()
        self.error = ""
        self.announcer: Any = None
        for p in (wanted, 0):
            try:
                self.loop.run_until_complete(self.host.start(self.bind, p))
                break
            except OSError as exc:
                self.error = str(exc)
        else:
            self.say(i18n.t("net.host_failed", error=self.error))
        self.chat = ChatLine(self._host_chat)
        app.after_frame.append(self._pump)
        self._announce()

    @property
    def port(self) -> int | None:
        return self.host.port if self.host.server is not None else None

    def addresses(self) -> list[str]:
        if self.bind not in ("0.0.0.0", ""):
            return [self.bind]
        from net.discovery import local_addresses

        return local_addresses()

    def _announce(self) -> None:
        if self.port is None or not discovery_on() or self.bind.startswith("127."):
            return
        try:
            from net.discovery import Announcer

            seats = f"{sum(1 for k in self.kinds if k == 'remote')}/{self.match.players}"
            self.announcer = Announcer(f"{self.match.seats[0].name} {self.rules.title}",
                                       self.port, [a for a in self.addresses()
                                                   if not a.startswith("127.")][:4],
                                       {"game": self.rules.id, "seats": seats})
        except Exception:
            log.exception("the table could not be announced on the network")

    # ------------------------------------------------------------------ the host loop
    def _pump(self, app: App) -> None:
        """One non-blocking step of the host's loop (after every frame, whatever scene
        is on top, so remote players are served while the host reads the rules)."""
        if self.loop.is_closed():
            return
        if self._broadcast is not None:
            events, self._broadcast = self._broadcast, None
            self.loop.create_task(self.host.broadcast(self.table, events))
        for _ in range(4):
            self.loop.run_until_complete(asyncio.sleep(0))

    def _remote_change(self, table: Table) -> None:
        self._dirty = True

    def _host_chat(self, text: str) -> None:
        line = self.table.say(self.humans[0] if self.humans else None, text)
        if line is not None:
            self._last_chat = line
            self.say(chat_toast(line))
            for c in list(self.host.conns.get(self.table.id, ())):
                self.loop.create_task(c.send("chat", line=line))

    def human_to_act(self) -> int | None:
        seat = self.to_act()
        if seat is not None and self.kinds[seat] == "here" and not self.match.seats[seat].is_ai:
            return seat
        return None

    def refresh(self, events: list | None) -> None:
        super().refresh(events)
        if not self._quiet:  # a change made here: the remote seats get their views
            if events is not None:
                self.table.last_events = list(events)
            self._broadcast = bool(events) or bool(self._broadcast)

    def update(self, dt: float) -> None:
        if self._dirty:  # a remote seat moved, took back or talked
            self._dirty = False
            self._quiet = True
            try:
                self.ai_wait = 0.7
                self.results_shown = self.results_shown and self.match.is_over()
                self._autosave()
                self.refresh(self.table.last_events or None)
            finally:
                self._quiet = False
            if self.table.chat and self.table.chat[-1] is not self._last_chat:
                self._last_chat = self.table.chat[-1]  # a remote player's chat line
                self.say(chat_toast(self._last_chat))
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        if self.chat.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_i \
                and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.show_invitations()
            return
        super().handle(event)

    def status_text(self) -> tuple[str, str]:
        if self.chat.text is not None:
            return i18n.t("net.chat", text=self.chat.text), ""
        who, hint = super().status_text()
        seat = self.to_act()
        if seat is not None and self.kinds[seat] == "remote" and not self.match.seats[seat].is_ai:
            state = i18n.t("net.remote") if self.table.connected[seat] else \
                i18n.t("net.disconnected")
            hint = f"{state} · {i18n.t('net.keys')}"
        return who, hint or i18n.t("net.keys")

    def seat_kind_text(self, seat: int) -> str:
        if self.kinds[seat] == "remote" and not self.match.seats[seat].is_ai:
            return i18n.t("net.remote") if self.table.connected[seat] else \
                i18n.t("net.disconnected")
        return super().seat_kind_text(seat)

    def _autosave(self) -> None:
        super()._autosave()
        if not self.autosave or self.autosave_file is None:
            return
        t = self.table
        data = {"format": SIDECAR_FORMAT, "kinds": t.kinds, "codes": t.codes,
                "host_key": t.host_key}
        key = (self.autosave_file, tuple(t.codes))
        if key == self._sidecar_written:
            return
        try:
            write_save(sidecar_path(self.autosave_file), data)
            self._sidecar_written = key
        except OSError as exc:
            log.error("the table's seats could not be saved beside the autosave: %s", exc)

    @classmethod
    def from_save(cls, app: App, match: Match, path: str) -> HostedPlayScene | None:
        """The hosted table of an autosave, or None (see :func:`hosted_from_save`)."""
        return hosted_from_save(app, match, path)

    def show_invitations(self) -> None:
        self.app.push(InvitationsScene(self.app, self))

    def enter(self) -> None:
        super().enter()
        if any(k == "remote" for k in self.kinds) and not getattr(self, "_invited", False):
            self._invited = True
            self.show_invitations()

    def hand_over(self, seat: int, level: str | None) -> None:
        """A remote seat to the computer at ``level`` (None: back to its player)."""
        self.table.hand_to_computer(seat, level)
        s = self.match.seats[seat]
        s.kind, s.level = ("ai", level) if level else ("human", s.level)
        self._broadcast = False
        self.loop.create_task(self.host.broadcast_seats(self.table))

    def renew(self, seat: int) -> None:
        self.table.renew_code(seat)
        self._autosave()

    def exit(self) -> None:
        if self._pump in self.app.after_frame:
            self.app.after_frame.remove(self._pump)
        if self.announcer is not None:
            try:
                self.announcer.close()
            except Exception:
                log.exception("the announcement could not be withdrawn")
        if not self.loop.is_closed():
            self.loop.run_until_complete(self.host.stop())
            rest = asyncio.all_tasks(self.loop)
            for task in rest:
                task.cancel()

            async def drain() -> None:
                await asyncio.gather(*rest, return_exceptions=True)

            self.loop.run_until_complete(drain())
            self.loop.close()
        super().exit()


SIDECAR_FORMAT = "tavola-table"


def sidecar_path(save: str) -> str:
    """Where a hosted match's seats (kinds and codes) are kept beside its autosave."""
    return (save[:-5] if save.endswith(".json") else save) + ".table"


def hosted_from_save(app: App, match: Match, path: str) -> HostedPlayScene | None:
    """The table again open to its remote seats with the same codes, when ``path`` was
    a hosted table's autosave (None: an ordinary save)."""
    side = sidecar_path(path)
    if not os.path.exists(side):
        return None
    try:
        with open(side, encoding="utf-8") as f:
            data = json.load(f)
        kinds, codes = data["kinds"], data["codes"]
        ok = (data.get("format") == SIDECAR_FORMAT and isinstance(kinds, list)
              and len(kinds) == match.players and isinstance(codes, list)
              and len(codes) == match.players and "remote" in kinds
              and all(k in ("here", "remote", "ai") for k in kinds)
              and all(c is None or isinstance(c, str) for c in codes)
              and isinstance(data.get("host_key"), str))
    except (OSError, ValueError, KeyError, TypeError):
        ok = False
    if not ok:
        log.warning("the seats beside %s cannot be read: the table opens here only", path)
        return None
    return HostedPlayScene(app, match, kinds, seat_codes=codes, host_key=data["host_key"],
                           autosave_file=path)


class InvitationsScene(InvitationsSheet):
    """Each remote seat's invitation, whether it is connected, and the host's controls."""

    def __init__(self, app: App, table: HostedPlayScene) -> None:
        self.hosted = table
        super().__init__(app, [s for s, kind in enumerate(table.kinds) if kind == "remote"])

    def address(self) -> str:
        port = self.hosted.port
        return ", ".join(f"{a}:{port}" for a in self.hosted.addresses()[:3]) if port else "—"

    def lines(self) -> list[tuple[int, str, str, str]]:
        h = self.hosted
        return [(seat, h.match.seats[seat].name, h.table.codes[seat] or "",
                 i18n.t("net.remote") if h.table.connected[seat] else i18n.t("net.disconnected"))
                for seat, *_ in self.rows]

    def renew(self, seat: int) -> None:
        self.hosted.renew(seat)

    def by_computer(self, seat: int) -> bool:
        return bool(self.hosted.table.computer[seat])

    def hand_over(self, seat: int, to_computer: bool) -> None:
        self.hosted.hand_over(seat, "normal" if to_computer else None)
