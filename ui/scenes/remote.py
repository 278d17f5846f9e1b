"""Play at a distance in the window: the table of a joined player, the table of a host
with remote seats, the invitations and the Join screen.

A joined table (:class:`RemotePlayScene`) is the ordinary table scene fed by the host's
views: a background thread (:class:`net.client.Background`) talks to the host and the
scene takes its messages once a frame; it never waits on a socket. A hosting table
(:class:`HostedPlayScene`) keeps the match here, as at one table, and serves its remote
seats from an asyncio loop that the window advances a step after every frame (never
blocking): the match changes on this thread only.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from typing import Any

import pygame

import game
from game.core import action_to_json
from game.match import LogLine, Match, Seat, write_save
from net.client import Background
from net.host import Host
from net.table import Table
from net.wire import Decoder, WireError
from ui import i18n, paper
from ui.app import App, Scene
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene
from ui.theme import ACCENT, INK, INK_SOFT, smallcaps
from ui.widgets import Button, TextInput, blit_text, px, wrap

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765


def _under_tests() -> bool:
    return "PYTEST_CURRENT_TEST" in os.environ


def discovery_on() -> bool:
    """Zeroconf announcing and listing (TAVOLA_DISCOVERY=0 turns both off; never while
    the test suite runs: it sends no multicast)."""
    return os.environ.get("TAVOLA_DISCOVERY", "1") != "0" and not _under_tests()


def default_bind() -> str:
    """Where a hosting window listens: every network (friends must reach it) unless
    TAVOLA_BIND says otherwise; only 127.0.0.1 while the test suite runs."""
    return os.environ.get("TAVOLA_BIND") or ("127.0.0.1" if _under_tests() else "0.0.0.0")


# --------------------------------------------------------------------------- joined table


class _Rules:
    """The game's rules, with the final result the host sent (the client's observation
    may not hold everything the ranking needs)."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules
        self.final: Any = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def outcome(self, state: Any) -> Any:
        return self.final if self.final is not None else self._rules.outcome(state)


class RemoteMatch:
    """What the table scene reads of a match, rebuilt from the host's views: seats, the
    seat's observation, the log. It holds no seed and cannot play by itself."""

    def __init__(self, welcome: dict) -> None:
        rules = game.GAMES[welcome["game"]]
        self.rules = _Rules(rules)
        probe = Decoder(rules, welcome["players"], {})
        self.options = probe.value(welcome.get("options") or {"d": {}})
        self.decoder = Decoder(rules, welcome["players"], self.options)
        self.state: Any = self.decoder.skeleton
        self.seat: int = welcome["seat"]
        self.seats = [Seat(f"{i + 1}") for i in range(welcome["players"])]
        self.public: list[dict] = [{} for _ in self.seats]
        self.log: list[LogLine] = []
        self.actions: list = []
        self.view: dict = {}
        self.seed = 0
        self.notes: list[str] = []
        self.created = self.updated = time.time()

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def move(self) -> int:
        return int(self.view.get("move", 0))

    def to_act(self) -> int | None:
        return self.view.get("to_act")

    def is_over(self) -> bool:
        return bool(self.view.get("over"))

    def can_undo(self, seat: int | None = None) -> bool:
        return bool(self.view.get("undo")) and seat in (None, self.seat)

    def take_seats(self, seats: Any) -> None:
        if not isinstance(seats, list) or len(seats) != len(self.seats):
            return
        for i, s in enumerate(seats):
            if not isinstance(s, dict):
                continue
            self.public[i] = s
            self.seats[i] = Seat(str(s.get("name", i + 1)), int(s.get("color", i)) % 7,
                                 "ai" if s.get("kind") == "ai" or s.get("computer") else "human",
                                 s.get("level") if s.get("level") in ("easy", "normal", "hard")
                                 else "normal")

    def take_view(self, view: dict, log_lines: list) -> list:
        """Take a view (WireError when it does not fit the game); the events it shows."""
        state = self.decoder.state(view["state"])
        self.state = state
        self.view = view
        self.take_seats(view.get("seats"))
        self.log = [LogLine(x[0], str(x[1]), str(x[2])) for x in log_lines
                    if isinstance(x, list) and len(x) == 3]
        self.actions = [None] * self.move
        self.updated = time.time()
        out = view.get("outcome")
        if out is not None:
            from game.core import Outcome

            o = self.decoder.value(out)
            self.rules.final = Outcome(o["scores"], o["ranks"], o.get("breakdown", []),
                                       o.get("tiebreak_en", ""), o.get("tiebreak_it", ""))
        from net.wire import event_from_json

        return [event_from_json(self.decoder, e) for e in view.get("events") or []]

    def connected(self, seat: int) -> bool:
        return bool(self.public[seat].get("connected", True)) if self.public[seat] else True

    def play(self, action: Any) -> list:  # pragma: no cover - the scene sends instead
        raise RuntimeError("a joined table plays through its host")


class ChatLine:
    """The chat line of a table: T opens it, Enter sends, Esc closes."""

    def __init__(self, send: Any) -> None:
        self.send = send
        self.text: str | None = None  # None: closed

    def handle(self, event: pygame.event.Event) -> bool:
        if self.text is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_t \
                    and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.text = ""
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            if event.text.lower() == "t" and self.text == "" and not getattr(self, "_typed", 0):
                self._typed = 1  # the T that opened the line
                return True
            self.text = (self.text + event.text)[:200]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.text, self._typed = None, 0
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.text.strip():
                    self.send(self.text)
                self.text, self._typed = None, 0
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            return True
        return event.type in (pygame.KEYUP, pygame.TEXTEDITING)


def chat_toast(line: dict) -> str:
    name = str(line.get("name") or "")
    return f"{name}: {line.get('text', '')}" if name else str(line.get("text", ""))


class RemotePlayScene(PlayScene):
    """The table of a player who joined a host: the same board, panels and gestures;
    every move goes to the host, which answers with the new view (or the reason it
    refused)."""

    def __init__(self, app: App, link: Background, match: RemoteMatch,
                 first: list[tuple[str, dict]] | None = None) -> None:
        self.link = link
        self.invitations: tuple[str, list[dict]] | None = None  # a club table's creator
        self.host_key = ""  # the creator's key: new codes, seats to the server's computer
        self.net_status = "connected"
        self.pending: int | None = None  # the move number of an action sent
        super().__init__(app, match, computer=Computer("inline"), autosave=False)  # type: ignore[arg-type]
        self.humans = [match.seat]
        self.chat = ChatLine(lambda text: self.link.send("chat", text=text))
        self.btn_save.enabled = False
        for kind, msg in first or []:
            self._take(kind, msg)

    @property
    def my_seat(self) -> int:
        return self.match.seat  # type: ignore[attr-defined]

    # the host decides who plays: only this seat is at this screen
    def human_to_act(self) -> int | None:
        seat = self.to_act()
        return seat if seat == self.my_seat and not self.match.is_over() else None

    def viewer(self) -> int | None:
        return self.my_seat

    def needs_cover(self, seat: int) -> bool:
        return False

    def hints_allowed(self) -> bool:
        return False

    def _mark_last_move(self) -> None:
        pass

    def _computer_turn(self, dt: float) -> None:
        pass

    def show_results(self) -> None:
        """The final ranking, without Watch again (the moves and the seed stay with the
        host)."""
        super().show_results()
        top = self.app.top
        replay = getattr(top, "btn_replay", None)
        if replay is not None and replay in top.buttons:  # type: ignore[union-attr]
            top.buttons.remove(replay)  # type: ignore[union-attr]
            top.focus.set(top.buttons)  # type: ignore[union-attr]
            top.layout(self.app.size)  # type: ignore[union-attr]

    def _autosave(self) -> None:
        pass

    def save_copy(self) -> str | None:
        return None

    def refresh(self, events: list | None) -> None:
        m = self.match
        interactive = (self.human_to_act() is not None and self.pending is None
                       and self.net_status == "connected")
        if events:
            events = [e for e in events if not e.private or e.seat == self.my_seat]
        self.view.set_state(m.state.copy(), self.my_seat, interactive, events or None)
        self._drop_hint()
        self.btn_undo.enabled = m.can_undo(self.my_seat) and self.pending is None

    def play(self, action: Any) -> bool:
        if self.pending is not None or self.net_status != "connected":
            return False
        move = self.match.move  # type: ignore[attr-defined]
        self.link.send("act", move=move, action=action_to_json(action))
        self.pending = move
        self.last_human = self.my_seat
        self.refresh(events=None)
        return True

    def undo(self) -> None:
        if self.match.can_undo(self.my_seat) and self.pending is None:
            self.link.send("undo", move=self.match.move)  # type: ignore[attr-defined]
            self.pending = self.match.move  # type: ignore[attr-defined]
        else:
            self.say(i18n.t("play.undo_refused"))

    # ------------------------------------------------------------------ messages
    def _take(self, kind: str, msg: dict) -> None:
        m: RemoteMatch = self.match  # type: ignore[assignment]
        if kind == "status":
            s = msg.get("s")
            was = self.net_status
            self.net_status = "connected" if s == "connected" else str(s)
            if s in ("reconnecting", "closed", "refused"):
                self.pending = None
            if self.net_status != was:
                self.refresh(events=None)
        elif kind == "view":
            hold = len(m.log)
            try:
                events = m.take_view(msg, self.link.session.log)
            except (WireError, KeyError, TypeError, ValueError) as exc:
                log.error("a view from the host cannot be read: %s", exc)
                return
            self.pending = None
            self.log_hold = hold if events else None
            self.results_shown = self.results_shown and m.is_over()
            self.refresh(events or None)
        elif kind == "refused":
            self.pending = None
            lang = self.app.settings.lang
            self.view.show_illegal(str(msg.get("reason_it" if lang == "it" else "reason_en")))
            self.refresh(events=None)
        elif kind == "chat" and isinstance(msg.get("line"), dict):
            self.say(chat_toast(msg["line"]))
            self.toast_time = 8.0
        elif kind == "seats":
            m.take_seats(msg.get("seats"))
        elif kind == "wait":
            self.say(i18n.t("net.wait", s=msg.get("seconds", "?")))
        elif kind == "admin_ok" and self.invitations is not None:
            self.invitations = (self.invitations[0], list(msg.get("invitations") or []))
            m.take_seats(msg.get("seats"))

    def admin(self, op: str, seat: int) -> None:
        """Ask the club server (with this creator's key) to renew a seat's code or hand
        the seat to its computer and back."""
        if self.host_key:
            self.link.send("admin", key=self.host_key, op=op, seat=seat, level="normal")

    def update(self, dt: float) -> None:
        for kind, msg in self.link.poll():
            self._take(kind, msg)
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        if self.chat.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_i and self.invitations \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.app.push(ClubInvitationsScene(self.app, self))
            return
        super().handle(event)

    def status_text(self) -> tuple[str, str]:
        if self.chat.text is not None:
            return i18n.t("net.chat", text=self.chat.text), ""
        if self.net_status == "reconnecting":
            return i18n.t("net.reconnecting"), ""
        if self.net_status in ("closed", "refused"):
            return i18n.t(f"net.{self.net_status}"), ""
        who, hint = super().status_text()
        if self.pending is not None:
            hint = i18n.t("net.sent")
        return who, hint or i18n.t("net.chat_hint")

    def seat_kind_text(self, seat: int) -> str:
        pub = self.match.public[seat]  # type: ignore[attr-defined]
        if pub.get("kind") == "remote" and not pub.get("computer"):
            return i18n.t("net.remote") if pub.get("connected") else i18n.t("net.disconnected")
        return super().seat_kind_text(seat)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.btn_save.enabled = False  # the game is saved by its host

    def exit(self) -> None:
        self.link.close()
        super().exit()


# --------------------------------------------------------------------------- hosting


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
        wanted = port if port is not None else int(os.environ.get("TAVOLA_PORT", DEFAULT_PORT))
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
            while self.table.chat and self.table.chat[-1] is not getattr(self, "_last_chat", None):
                self._last_chat = self.table.chat[-1]
                self.say(chat_toast(self._last_chat))
                break
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        if self.chat.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_i \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.show_invitations()
            return
        super().handle(event)

    def status_text(self) -> tuple[str, str]:
        if self.chat.text is not None:
            return i18n.t("net.chat", text=self.chat.text), ""
        who, hint = super().status_text()
        seat = self.to_act()
        if seat is not None and self.kinds[seat] == "remote" and not self.match.seats[seat].is_ai:
            hint = i18n.t("net.remote") if self.table.connected[seat] else \
                i18n.t("net.disconnected")
        return who, hint

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


class InvitationsScene(Scene):
    """Each remote seat's invitation (address and code), whether it is connected, and
    the host's controls: a new code, the computer plays it, give it back."""

    def __init__(self, app: App, table: HostedPlayScene) -> None:
        super().__init__(app)
        self.hosted = table
        self.rows: list[tuple[int, Button, Button]] = []
        for seat, kind in enumerate(table.kinds):
            if kind != "remote":
                continue
            renew = Button(lambda: i18n.t("net.renew"), lambda s=seat: table.renew(s), size=17,
                           sound=self.click)
            comp = Button(lambda s=seat: i18n.t("net.to_person")
                          if table.table.computer[s] else i18n.t("net.to_computer"),
                          lambda s=seat: table.hand_over(s, None if table.table.computer[s]
                                                         else "normal"),
                          size=17, sound=self.click)
            self.rows.append((seat, renew, comp))
        self.btn_close = Button(lambda: i18n.t("net.close"), app.pop, size=22, sound=self.click)
        self.focus.set([w for _, a, b in self.rows for w in (a, b)] + [self.btn_close])

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(860)),
                                 min(h - px(40), px(250) + px(56) * len(self.rows)))
        self.sheet.center = (w // 2, h // 2)
        y = self.sheet.y + px(170)
        for _, renew, comp in self.rows:
            renew.rect = pygame.Rect(self.sheet.right - px(390), y, px(170), px(40))
            comp.rect = pygame.Rect(self.sheet.right - px(210), y, px(190), px(40))
            y += px(56)
        self.btn_close.rect = pygame.Rect(0, 0, px(200), px(46))
        self.btn_close.rect.midbottom = (self.sheet.centerx, self.sheet.bottom - px(16))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("net.invite_title"), px(34), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(14))))
        hosted = self.hosted
        port = hosted.port
        addrs = ", ".join(f"{a}:{port}" for a in hosted.addresses()[:3]) if port else "—"
        blit_text(surf, i18n.t("net.address", address=addrs), px(21),
                  (sh.centerx, sh.y + px(66)), INK, "bold", "midtop", max_width=sh.w - px(40))
        for i, line in enumerate(wrap(i18n.t("net.invite_body"), px(17), sh.w - px(80))):
            blit_text(surf, line, px(17), (sh.centerx, sh.y + px(100) + i * px(22)), INK_SOFT,
                      "italic", "midtop")
        for seat, renew, _ in self.rows:
            y = renew.rect.centery
            name = hosted.match.seats[seat].name
            code = hosted.table.codes[seat] or ""
            blit_text(surf, name, px(20), (sh.x + px(24), y), INK, "bold", "midleft",
                      max_width=px(180))
            blit_text(surf, code, px(24), (sh.x + px(220), y), INK, "bold", "midleft")
            state = i18n.t("net.remote") if hosted.table.connected[seat] else \
                i18n.t("net.disconnected")
            blit_text(surf, state, px(16), (renew.rect.x - px(12), y), INK_SOFT, "italic",
                      "midright")
        self.focus.draw(surf)


# --------------------------------------------------------------------------- joining


class JoinScene(Scene):
    """Join a table: the tables heard on this network, or an address and a seat code."""

    def __init__(self, app: App, address: str = "", code: str = "", go: bool = False) -> None:
        super().__init__(app)
        self.address, self.code = address, code
        self.name = ""
        self.in_address = TextInput(address, lambda v: setattr(self, "address", v), max_len=80)
        self.in_code = TextInput(code, lambda v: setattr(self, "code", v), max_len=12)
        self.btn_join = Button(lambda: i18n.t("join.go"), self.join, size=24, sound=self.click)
        self.btn_back = Button(lambda: i18n.t("common.back"), self.back, sound=self.click)
        self.link: Background | None = None
        self.first: list[tuple[str, dict]] = []
        self.message = ""
        self.browser: Any = None
        self.found: list[dict] = []
        self.found_buttons: list[Button] = []
        if discovery_on() and not go:
            try:
                from net.discovery import Browser

                self.browser = Browser()
            except Exception:
                log.exception("tables on this network cannot be listed")
        self.focus.set([self.in_address, self.in_code, self.btn_join, self.btn_back])
        if go:
            self.join()

    def back(self) -> None:
        self._drop()
        self.app.pop()

    def _drop(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None

    def join(self) -> None:
        if not self.address.strip() or not self.code.strip():
            self.message = i18n.t("join.need")
            return
        self._drop()
        self.first = []
        self.message = i18n.t("net.connecting")
        self.link = Background(self.address, self.code)

    def update(self, dt: float) -> None:
        if self.browser is not None:
            found = self.browser.tables()
            if [f["address"] for f in found] != [f["address"] for f in self.found]:
                self.found = found
                self.found_buttons = [
                    Button(f"{f['name']} · {f['address']}",
                           lambda a=f["address"]: self._pick(a), size=17, sound=self.click)
                    for f in found[:5]]
                self.focus.set([*self.found_buttons, self.in_address, self.in_code,
                                self.btn_join, self.btn_back])
                self.layout(self.size)
        if self.link is None:
            return
        for kind, msg in self.link.poll():
            if kind == "status" and msg.get("s") in ("refused", "closed"):
                self.message = i18n.t(f"net.{msg['s']}")
                self._drop()
                return
            if kind == "status" and msg.get("s") == "reconnecting":
                self.message = i18n.t("net.unreachable", address=self.address.strip())
            if kind == "wait":
                self.message = i18n.t("net.wait", s=msg.get("seconds", "?"))
            self.first.append((kind, msg))
            if kind == "view":
                self._open()
                return

    def _pick(self, address: str) -> None:
        self.address = self.in_address.text = address
        self.focus.focus_on(self.in_code)

    def _open(self) -> None:
        link, first = self.link, self.first
        assert link is not None
        welcome = next((m for k, m in first if k == "welcome"), None)
        if welcome is None or welcome.get("game") not in game.GAMES:
            self.message = i18n.t("net.closed")
            self._drop()
            return
        try:
            match = RemoteMatch(welcome)
        except (WireError, KeyError, TypeError, ValueError):
            log.exception("the table's welcome cannot be read")
            self.message = i18n.t("net.closed")
            self._drop()
            return
        self.link = None  # the table scene owns it now
        scene = RemotePlayScene(self.app, link, match, first)
        self.app.replace(scene)

    def exit(self) -> None:
        if self.browser is not None:
            try:
                self.browser.close()
            except Exception:
                log.exception("closing the table listing failed")
            self.browser = None
        self._drop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(640)), min(h - px(40), px(620)))
        self.sheet.center = (w // 2, h // 2)
        x = self.sheet.x + px(50)
        fw = self.sheet.w - px(100)
        y = self.sheet.y + px(110)
        for b in self.found_buttons:
            b.rect = pygame.Rect(x, y, fw, px(36))
            y += px(42)
        y = max(y, self.sheet.y + px(160)) + px(30)
        self.in_address.rect = pygame.Rect(x, y + px(26), fw, px(42))
        self.in_code.rect = pygame.Rect(x, y + px(110), px(220), px(42))
        self.btn_join.rect = pygame.Rect(0, 0, px(220), px(50))
        self.btn_join.rect.bottomright = (self.sheet.right - px(50), self.sheet.bottom - px(24))
        self.btn_back.rect = pygame.Rect(0, 0, px(180), px(50))
        self.btn_back.rect.bottomleft = (self.sheet.x + px(50), self.sheet.bottom - px(24))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.focus.focused in (self.in_address, self.in_code):
            self.join()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("join.title"), px(40), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(16))))
        x = sh.x + px(50)
        blit_text(surf, i18n.t("join.found") if self.found else
                  (i18n.t("join.none") if self.browser is not None else ""), px(18),
                  (x, sh.y + px(78)), INK_SOFT, "italic", max_width=sh.w - px(100))
        blit_text(surf, i18n.t("join.address"), px(19),
                  (x, self.in_address.rect.y - px(26)), INK, "bold")
        blit_text(surf, i18n.t("join.code"), px(19), (x, self.in_code.rect.y - px(26)), INK,
                  "bold")
        self.focus.draw(surf)
        if self.message:
            for i, line in enumerate(wrap(self.message, px(18), sh.w - px(100))):
                blit_text(surf, line, px(18), (sh.centerx, self.in_code.rect.bottom + px(24)
                                               + i * px(22)), ACCENT, "italic", "midtop")


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
                why = msg.get("error") or msg.get("reason_" + i18n.lang()) or "?"
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


class ClubInvitationsScene(Scene):
    """A club server table's invitations: its address and each seat's code; for the
    table's creator, a new code or the server's computer for a seat (and back)."""

    def __init__(self, app: App, table: RemotePlayScene) -> None:
        super().__init__(app)
        self.table = table
        self.rows: list[tuple[int, Button, Button]] = []
        if table.host_key and table.invitations is not None:
            for inv in table.invitations[1]:
                seat = int(inv.get("seat", -1))
                if seat == table.my_seat or not 0 <= seat < table.match.players:
                    continue
                renew = Button(lambda: i18n.t("net.renew"),
                               lambda s=seat: table.admin("renew", s), size=17,
                               sound=self.click)
                comp = Button(lambda s=seat: i18n.t("net.to_person") if self._computer(s)
                              else i18n.t("net.to_computer"),
                              lambda s=seat: table.admin("person" if self._computer(s)
                                                         else "computer", s),
                              size=17, sound=self.click)
                self.rows.append((seat, renew, comp))
        self.btn_close = Button(lambda: i18n.t("net.close"), app.pop, size=22, sound=self.click)
        self.focus.set([w for _, a, b in self.rows for w in (a, b)] + [self.btn_close])

    def _computer(self, seat: int) -> bool:
        return bool(self.table.match.public[seat].get("computer"))  # type: ignore[attr-defined]

    @property
    def invitations(self) -> list[dict]:
        return self.table.invitations[1] if self.table.invitations else []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(860)),
                                 min(h - px(40), px(250) + px(50) * len(self.invitations)))
        self.sheet.center = (w // 2, h // 2)
        rows = {seat: (a, b) for seat, a, b in self.rows}
        y = self.sheet.y + px(170)
        for inv in self.invitations:
            pair = rows.get(int(inv.get("seat", -1)))
            if pair is not None:
                pair[0].rect = pygame.Rect(self.sheet.right - px(390), y - px(20), px(170),
                                           px(40))
                pair[1].rect = pygame.Rect(self.sheet.right - px(210), y - px(20), px(190),
                                           px(40))
            y += px(50)
        self.btn_close.rect = pygame.Rect(0, 0, px(200), px(46))
        self.btn_close.rect.midbottom = (self.sheet.centerx, self.sheet.bottom - px(16))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        for kind, msg in self.table.link.poll():  # the table keeps taking the host's news
            self.table._take(kind, msg)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("net.invite_title"), px(34), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(14))))
        address = self.table.invitations[0] if self.table.invitations else ""
        blit_text(surf, i18n.t("net.address", address=address), px(21),
                  (sh.centerx, sh.y + px(66)), INK, "bold", "midtop", max_width=sh.w - px(40))
        for i, line in enumerate(wrap(i18n.t("net.invite_body"), px(17), sh.w - px(80))):
            blit_text(surf, line, px(17), (sh.centerx, sh.y + px(100) + i * px(22)), INK_SOFT,
                      "italic", "midtop")
        y = sh.y + px(170)
        for inv in self.invitations:
            blit_text(surf, str(inv.get("name", "")), px(20), (sh.x + px(30), y), INK, "bold",
                      "midleft", max_width=px(200))
            blit_text(surf, str(inv.get("code", "")), px(24), (sh.x + px(240), y), INK, "bold",
                      "midleft")
            y += px(50)
        self.focus.draw(surf)
