"""The table of a player who joined a host from another computer (play at a distance).

:class:`RemotePlayScene` is the ordinary table scene fed by the host's views: a
background thread (:class:`net.client.Background`) talks to the host and the scene takes
its messages once a frame; it never waits on a socket. The hosting table is in
``hosted.py``, the Join screen in ``join.py``, club server tables in ``club.py``.
"""

from __future__ import annotations

import logging
import os
import time
from typing import Any

import pygame

import game
from game.core import action_to_json
from game.match import LogLine, Seat
from net.client import Background
from net.texts import in_language, log_line_from_json
from net.wire import Decoder, WireError
from ui import i18n
from ui.app import App
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene
from ui.scenes.registry import scene

log = logging.getLogger(__name__)

def _values(got: object) -> dict | None:
    """A message's values from the host: plain words and numbers only, else None."""
    if isinstance(got, dict) and all(isinstance(v, (str, int, float)) for v in got.values()):
        return {str(k): v for k, v in got.items()}
    return None


def _tiebreak(got: object) -> list[tuple[str, dict]]:
    """The host's tie-break sentences, (message, values) pairs, kept only when well formed."""
    out: list[tuple[str, dict]] = []
    for item in got if isinstance(got, (list, tuple)) else ():
        if isinstance(item, (list, tuple)) and len(item) == 2 and isinstance(item[0], str) \
                and (values := _values(item[1])) is not None:
            out.append((item[0], values))
    return out


def _breakdown(got: object, players: int) -> list[list[tuple[str, dict, object]]]:
    """The host's score rows per seat, (message, values, number), kept only when well
    formed (a seat whose rows are not is shown without them)."""
    seats = list(got) if isinstance(got, (list, tuple)) else []
    out: list[list[tuple[str, dict, object]]] = []
    for rows in seats[:players]:
        kept = []
        for row in rows if isinstance(rows, (list, tuple)) else ():
            if isinstance(row, (list, tuple)) and len(row) == 3 and isinstance(row[0], str) \
                    and (values := _values(row[1])) is not None \
                    and isinstance(row[2], (int, float)) and not isinstance(row[2], bool):
                kept.append((row[0], values, row[2]))
        out.append(kept)
    return out


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
        self._log_got: list[tuple[object, LogLine | None]] = []  # each line as received
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
        self.take_log(log_lines)
        self.actions = [None] * self.move
        self.updated = time.time()
        out = view.get("outcome")
        if out is not None:
            from game.core import Outcome

            o = self.decoder.value(out)
            self.rules.final = Outcome(o["scores"], o["ranks"],
                                       _breakdown(o.get("breakdown"), len(o["ranks"])),
                                       _tiebreak(o.get("tiebreak")))
        from net.wire import event_from_json

        return [event_from_json(self.decoder, e) for e in view.get("events") or []]

    def take_log(self, lines: object) -> None:
        """The log as received (``[seat, {lang: text}]`` lines, see :mod:`net.texts`;
        a line that holds no text is left out). Lines already taken keep their
        :class:`LogLine`, so the table re-wraps only the new ones."""
        got = lines if isinstance(lines, list) else []
        kept = self._log_got
        k = 0
        while k < len(kept) and k < len(got) and kept[k][0] is got[k]:
            k += 1
        kept[k:] = [(x, log_line_from_json(x, self.players)) for x in got[k:]]
        self.log = [line for _, line in kept if line is not None]

    def connected(self, seat: int) -> bool:
        return bool(self.public[seat].get("connected", True)) if self.public[seat] else True

    def play(self, action: Any) -> list:  # pragma: no cover - the scene sends instead
        raise RuntimeError("a joined table plays through its host")


class ChatLine:
    """The chat line of a table: Ctrl+T opens it, Enter sends, Esc closes (plain letters
    are the boards' own keys: T picks Tigris's trader)."""

    def __init__(self, send: Any) -> None:
        self.send = send
        self.text: str | None = None  # None: closed

    def handle(self, event: pygame.event.Event) -> bool:
        if self.text is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_t \
                    and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.text = ""
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + event.text)[:200]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.text = None
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.text.strip():
                    self.send(self.text)
                self.text = None
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
                events = m.take_view(msg, msg.get("log_so_far", self.link.session.log))
            except (WireError, KeyError, TypeError, ValueError) as exc:
                log.error("a view from the host cannot be read: %s", exc)
                return
            self.pending = None
            self.log_hold = hold if events else None
            self.results_shown = self.results_shown and m.is_over()
            self.refresh(events or None)
        elif kind == "refused":
            self.pending = None
            self.view.show_illegal(in_language(msg.get("reason"), self.app.settings.lang,
                                               i18n.t("net.host_refused")))
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
                and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.app.push(scene("club_invitations")(self.app, self))
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
