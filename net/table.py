"""The host side of one table, without any network: the match, who sits where, the seat
codes, and what each seat may see.

Every action a client sends is checked here: its move number (stale or a duplicate),
its seat (only the seat its code names, only when that seat must decide), its form
(:func:`game.core.action_from_json`) and the rules (``Match.play`` refuses with the
engine's reason). :meth:`Table.view` is everything one seat receives: its observation,
the log, the visible events of the last move, whose turn it is and its legal actions —
never the seed or the full state.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from game.core import Event, IllegalAction, Rules, action_from_json, action_to_json
from game.i18n import N_, Text
from game.match import LEVELS, Match, SaveError, Seat, clean_text
from net import codes
from net.protocol import CHAT_MAX
from net.texts import every_language, log_line_json
from net.wire import encode_state, encode_value, event_json, observation

KINDS = ("here", "remote", "ai")  # a seat: a person at the host's screen, far away, or AI
CHAT_KEEP = 100  # chat lines a table keeps


class Refused(Exception):
    """An action, undo, table or request the host does not carry out; ``code`` names why
    ("stale", "duplicate", "turn", "seat", "malformed", "illegal", "undo", "over",
    "full", "table", "admin"). The reason is an English message id with its values
    (``Refused("stale", N_("Move {n} ..."), n=3)``) or the engine's ``text(lang)``;
    it is sent in every language (:func:`net.texts.every_language`)."""

    def __init__(self, code: str, reason: str | Text | Callable[[str], str],
                 **kw: object) -> None:
        self.code = code
        self.reason = Text(reason, **kw) if isinstance(reason, str) else reason
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        """The reason in ``lang``."""
        r = self.reason
        return r.render(lang) if isinstance(r, Text) else r(lang)

    def message(self, move: int) -> dict:
        """The fields of the ``refused`` message."""
        return {"code": self.code, "reason": every_language(self.text), "move": move}


class Table:
    """One match hosted for local, remote and computer seats."""

    def __init__(self, match: Match, kinds: list[str], table_id: str | None = None,
                 seat_codes: list[str | None] | None = None, host_key: str | None = None,
                 computer: list[str | None] | None = None, chat: list | None = None) -> None:
        n = match.players
        if len(kinds) != n or any(k not in KINDS for k in kinds):
            raise ValueError("one kind per seat: here, remote or ai")
        self.match = match
        self.rules: Rules = match.rules
        self.kinds = list(kinds)
        self.id = table_id or secrets.token_hex(6)
        self.codes: list[str | None] = list(seat_codes) if seat_codes else [
            codes.new_code() if k == "remote" else None for k in kinds]
        self.host_key = host_key or secrets.token_urlsafe(12)
        # a remote seat the host handed to a computer: its level, else None
        self.computer: list[str | None] = list(computer) if computer else [None] * n
        self.connected = [0] * n  # open connections per seat
        self.chat: list[dict] = list(chat or [])[-CHAT_KEEP:]
        self.last_events: list[Event] = []  # the events of the last move, for the views
        self.changed = time.time()
        self.stored = 0  # moves the store holds (an undo lowers it: those are rewritten)
        self.epoch = 0  # the log's generation: an undo rewrites lines a client may hold

    # ------------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return self.match.players

    def seat_of_code(self, code: str) -> int | None:
        code = codes.normal_code(code)
        for seat, c in enumerate(self.codes):
            if c is not None and secrets.compare_digest(c, code):
                return seat
        return None

    def renew_code(self, seat: int) -> str:
        """A new code for a remote seat (the old one stops working)."""
        if self.kinds[seat] != "remote":
            raise ValueError("only a remote seat has a code")
        self.codes[seat] = codes.new_code()
        return self.codes[seat]  # type: ignore[return-value]

    def hand_to_computer(self, seat: int, level: str | None) -> None:
        """A remote seat played by the host's computer at ``level`` (None: back to its
        player)."""
        if self.kinds[seat] != "remote" or (level is not None and level not in LEVELS):
            raise ValueError("only a remote seat can be handed to a computer level")
        self.computer[seat] = level

    def computer_level(self, seat: int) -> str | None:
        """The level a computer plays ``seat`` at on the host, or None (a person)."""
        if self.kinds[seat] == "ai":
            return self.match.seats[seat].level
        return self.computer[seat]

    def ai_to_play(self) -> int | None:
        seat = self.match.to_act()
        if seat is not None and self.computer_level(seat) is not None:
            return seat
        return None

    # ------------------------------------------------------------------ moves
    @property
    def move(self) -> int:
        return len(self.match.actions)

    def act(self, seat: int, move: int, action_data: Any) -> list[Event]:
        """Carry out a client's action for ``seat``, made on position ``move``."""
        m = self.match
        if move < self.move:
            i = move
            if 0 <= i < self.move and m.actors[i] == seat \
                    and action_to_json(m.actions[i]) == action_data:
                raise Refused("duplicate", N_("Move {n} was already played."), n=move + 1)
            raise Refused("stale", N_("This move was made on an older position (move {n}); "
                                      "the table is at move {now}."),
                          n=move + 1, now=self.move + 1)
        if move > self.move:
            raise Refused("stale", N_("Move {n} has not been reached yet."), n=move + 1)
        to_act = m.to_act()
        if to_act is None:
            raise Refused("over", N_("The game is over."))
        if to_act != seat:
            raise Refused("turn", N_("It is not your turn."))
        if self.computer_level(seat) is not None:
            raise Refused("seat", N_("A computer plays this seat now."))
        try:
            action = action_from_json(self.rules, action_data)
        except (ValueError, TypeError, RecursionError):
            raise Refused("malformed", N_("This move is malformed.")) from None
        return self.play(action)

    def play(self, action: Any) -> list[Event]:
        """Apply a checked-form action for the seat to act (IllegalAction -> Refused)."""
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            raise Refused("illegal", exc.text) from None
        self.last_events = events
        self.changed = time.time()
        return events

    def undo(self, seat: int, move: int) -> None:
        """Take back ``seat``'s own moves of this turn, under the same rule as at one
        table (:meth:`Match.undo_target`)."""
        if move != self.move:
            raise Refused("stale", N_("The table has moved on."))
        if self.computer_level(seat) is not None or not self.match.undo(seat):
            raise Refused("undo", N_("That move cannot be taken back."))
        self.stored = min(self.stored, self.move)
        self.epoch += 1
        self.last_events = []
        self.changed = time.time()

    def can_undo(self, seat: int) -> bool:
        return self.computer_level(seat) is None and self.match.can_undo(seat)

    # ------------------------------------------------------------------ chat
    def say(self, seat: int | None, text: str) -> dict | None:
        """A chat line from ``seat`` (None: the host), cleaned; None when empty."""
        text = clean_text(text, CHAT_MAX)
        if not text:
            return None
        name = self.match.seats[seat].name if seat is not None else ""
        line = {"seat": seat, "name": name, "text": text, "time": time.time()}
        self.chat.append(line)
        del self.chat[:-CHAT_KEEP]
        return line

    # ------------------------------------------------------------------ what a seat sees
    def public_seats(self) -> list[dict]:
        return [{"name": s.name, "color": s.color, "kind": self.kinds[i],
                 "level": self.computer_level(i) or s.level,
                 "computer": self.computer_level(i) is not None,
                 "connected": self.kinds[i] != "remote" or self.connected[i] > 0}
                for i, s in enumerate(self.match.seats)]

    def view(self, seat: int, log_from: int = 0, events: bool = True) -> dict:
        """Everything ``seat`` receives after a change: never the seed or the full state."""
        m = self.match
        to_act = m.to_act()
        log_from = log_from if 0 <= log_from <= len(m.log) else 0
        out: dict[str, Any] = {
            "table": self.id,
            "move": self.move,
            "seat": seat,
            "to_act": to_act,
            "over": to_act is None,
            "state": encode_state(observation(self.rules, m.state, seat)),
            "legal": [], "undo": False,
            "seats": self.public_seats(),
            "log_from": log_from,
            "epoch": self.epoch,
            "log": [log_line_json(ln) for ln in m.log[log_from:]],  # each in every language
            "events": [event_json(e) for e in self.last_events
                       if not e.private or e.seat == seat] if events else [],
        }
        if to_act == seat and self.computer_level(seat) is None:
            out["legal"] = [action_to_json(a) for a in self.rules.legal_actions(m.state)]
            out["undo"] = self.can_undo(seat)
        if to_act is None:
            o = self.rules.outcome(m.state)
            out["outcome"] = encode_value({"scores": o.scores, "ranks": o.ranks,
                                           "breakdown": o.breakdown,
                                           "tiebreak": o.tiebreak})
        return out

    def welcome(self, seat: int) -> dict:
        """What a joining client needs to build its table (no seed, no codes)."""
        return {"table": self.id, "seat": seat, "game": self.rules.id,
                "players": self.players, "options": encode_value(dict(self.match.options)),
                "chat": self.chat[-30:]}

    def invitations(self) -> list[dict]:
        """For the host only: each remote seat's name and code."""
        return [{"seat": i, "name": self.match.seats[i].name, "code": c}
                for i, c in enumerate(self.codes) if c is not None]

    # ------------------------------------------------------------------ storage
    def to_record(self, actions: bool = True) -> dict:
        """Everything to keep; without ``actions`` the match's moves are left out (the
        store keeps them one row each) and ``progress`` still counts them."""
        m = self.match
        if actions:
            match = m.to_json()
        else:
            kept, m.actions = m.actions, []
            try:
                match = m.to_json()
            finally:
                m.actions = kept
            match["progress"] = len(kept)
        return {"id": self.id, "match": match, "kinds": self.kinds, "codes": self.codes,
                "host_key": self.host_key, "computer": self.computer, "chat": self.chat,
                "epoch": self.epoch}

    @classmethod
    def from_record(cls, data: Any, games: dict[str, Rules]) -> Table:
        """A stored table; SaveError when the record is damaged."""
        if not isinstance(data, dict):
            raise SaveError(N_("The table record is damaged."))
        match = Match.from_json(data.get("match"), games)
        n = match.players
        kinds, seat_codes = data.get("kinds"), data.get("codes")
        computer = data.get("computer") or [None] * n
        ok = (isinstance(kinds, list) and len(kinds) == n and all(k in KINDS for k in kinds)
              and isinstance(seat_codes, list) and len(seat_codes) == n
              and all(c is None or isinstance(c, str) for c in seat_codes)
              and isinstance(computer, list) and len(computer) == n
              and all(c is None or c in LEVELS for c in computer)
              and isinstance(data.get("id"), str) and isinstance(data.get("host_key"), str))
        if not ok:
            raise SaveError(N_("The table record is damaged."))
        chat = [c for c in data.get("chat") or [] if isinstance(c, dict)]
        table = cls(match, kinds, data["id"], seat_codes, data["host_key"], computer, chat)
        epoch = data.get("epoch", 0)
        table.epoch = epoch + 1 if type(epoch) is int else 1  # a restart: lines anew
        return table


def new_table(rules: Rules, seats: list[dict], seed: int | None = None,
              options: dict | None = None) -> Table:
    """A table from seat descriptions ``{"name", "kind": here|remote|ai, "level"}``."""
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise ValueError(f"{rules.id} is played by {rules.min_players}-{rules.max_players}")
    kinds, chairs = [], []
    for i, s in enumerate(seats):
        kind = s.get("kind", "remote")
        level = s.get("level", "normal")
        if kind not in KINDS or level not in LEVELS:
            raise ValueError("a seat is here, remote or ai, at a known level")
        name = clean_text(str(s.get("name") or ""), 20) or f"{i + 1}"
        kinds.append(kind)
        chairs.append(Seat(name, i % 7, "ai" if kind == "ai" else "human", level))
    seed = secrets.randbits(63) if seed is None else seed
    opts = rules.check_options(options) if hasattr(rules, "check_options") else options or {}
    return Table(Match(rules, chairs, seed, opts), kinds)


def seats_json(match: Match) -> list[dict]:
    return [asdict(s) for s in match.seats]
