"""A match: options, seed, seats and the list of actions, which together are the game.

Replaying the actions from the seed rebuilds any position; that gives saves, undo,
replays and bug reports. Saves are JSON with a format version, written atomically.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from game.core import Event, IllegalAction, Rules, action_from_json, action_to_json

SAVE_FORMAT = "tavola-save"
SAVE_VERSION = 1
LEVELS = ("easy", "normal", "hard")
_SEAT_REF = re.compile("\u27e6(\\d+)\u27e7")  # game.core.seat_ref


class SaveError(Exception):
    """A save file that cannot be loaded; ``str(exc)`` is a message for the player."""


def write_save(path: str | os.PathLike, data: dict) -> None:
    """Write ``data`` (a :meth:`Match.to_json`) atomically: a synced temporary file
    beside ``path``, then a rename, so a crash leaves the old save or the new one."""
    path = os.fspath(path)
    folder = os.path.dirname(path) or "."
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


@dataclass
class Seat:
    """One chair at the table."""

    name: str
    color: int = 0  # index into the game's player palette
    kind: str = "human"  # "human" or "ai"
    level: str = "normal"  # AI level when kind == "ai"

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class LogLine:
    """One line of the game log, in both languages."""

    seat: int | None
    en: str
    it: str

    def text(self, lang: str) -> str:
        return self.it if lang == "it" else self.en


@dataclass
class Match:
    """A game in progress (or finished) and everything needed to rebuild it."""

    rules: Rules
    seats: list[Seat]
    seed: int
    options: dict = field(default_factory=dict)
    actions: list = field(default_factory=list)
    actors: list = field(default_factory=list)  # the seat that took each action
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    notes: list[str] = field(default_factory=list)  # e.g. "seat 2 fell back to easy"

    def __post_init__(self) -> None:
        self.state = self.rules.new_game(len(self.seats), self.seed, self.options or None)
        self.options = dict(getattr(self.state, "options", self.options) or self.options)
        self.log: list[LogLine] = []
        self.barrier = 0  # undo never goes below this many actions
        replay, self.actions, self.actors = self.actions, [], []
        for a in replay:
            self.play(a)

    # ------------------------------------------------------------------ play
    @property
    def players(self) -> int:
        return len(self.seats)

    def to_act(self) -> int | None:
        return self.rules.to_act(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def play(self, action: Any) -> list[Event]:
        """Apply ``action`` for the seat to act; IllegalAction leaves everything as it was."""
        seat = self.rules.to_act(self.state)
        if seat is None:
            raise IllegalAction("The game is over.", "La partita è finita.")
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        self.actors.append(seat)
        self.updated = time.time()
        logs_action = getattr(self.rules, "logs_action", None)
        if logs_action is None or logs_action(action):
            self.log.append(LogLine(seat, self._named(self.rules.describe(action, "en")),
                                    self._named(self.rules.describe(action, "it"))))
        describe_event = getattr(self.rules, "describe_event", None)
        for ev in events:
            if describe_event is not None and not ev.private:
                en = self._named(describe_event(ev, "en"))
                last = self.log[-1] if self.log else None
                if en and (last is None or (en, ev.seat) != (last.en, last.seat)):  # no echo
                    self.log.append(LogLine(ev.seat, en,
                                            self._named(describe_event(ev, "it")) or en))
            if ev.reveal:
                self.barrier = len(self.actions)
        return events

    def _named(self, text: str | None) -> str | None:
        """``text`` with each seat reference (:func:`game.core.seat_ref`) as that
        player's name."""
        if not text or "\u27e6" not in text:
            return text

        def name(m: re.Match) -> str:
            i = int(m.group(1))
            return self.seats[i].name if 0 <= i < len(self.seats) else m.group(0)

        return _SEAT_REF.sub(name, text)

    # ------------------------------------------------------------------ undo
    def undo_target(self, seat: int | None = None) -> int | None:
        """How many actions remain after an undo, or None when undo is not allowed.

        Undo takes back the last action of the seat now to act (``seat``, when given,
        must be that seat: the one at the screen), made since that seat's turn began.
        It never crosses another seat's decision (human or computer), a change of the
        seat to act, an action that revealed hidden information, or the end of the game.
        """
        acting = self.to_act()
        if acting is None or (seat is not None and seat != acting) \
                or self.seats[acting].is_ai:  # a computer is never at the screen
            return None
        i = len(self.actions) - 1
        if i < self.barrier or self.actors[i] != acting:
            return None
        return i

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_target(seat) is not None

    def undo(self, seat: int | None = None) -> bool:
        target = self.undo_target(seat)
        if target is None:
            return False
        self.rebuild(target)
        return True

    def rebuild(self, n: int) -> None:
        """Replay the first ``n`` actions from the seed."""
        keep = self.actions[:n]
        self.actions, self.actors = keep, []
        self.__post_init__()

    # ------------------------------------------------------------------ saves
    def to_json(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.rules.id,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [asdict(s) for s in self.seats],
            "actions": [action_to_json(a) for a in self.actions],
            "created": self.created,
            "updated": self.updated,
            "over": self.is_over(),
            "progress": len(self.actions),
            "notes": list(self.notes),
        }

    def save(self, path: str | os.PathLike) -> None:
        """Write atomically: a temporary file beside ``path``, then a rename."""
        write_save(path, self.to_json())

    @classmethod
    def from_json(cls, data: Any, games: dict[str, Rules]) -> Match:
        """Rebuild a match; raises SaveError with a readable message on bad data."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("This is not a Tavola save file.")
        version = data.get("version")
        if not isinstance(version, int) or version > SAVE_VERSION:
            raise SaveError(
                f"This save comes from a newer Tavola (format {version}); please update."
            )
        rules = games.get(data.get("game"))  # type: ignore[arg-type]
        if rules is None:
            raise SaveError(f"This save is for an unknown game: {data.get('game')!r}.")
        try:
            seats = [Seat(**s) for s in data["seats"]]
            if not rules.min_players <= len(seats) <= rules.max_players:
                raise SaveError(f"A save with {len(seats)} players is not possible here.")
            actions = [action_from_json(rules, a) for a in data["actions"]]
            m = cls(
                rules,
                seats,
                int(data["seed"]),
                saved_options(rules, data.get("options") or {}),
                actions,
                created=float(data.get("created", time.time())),
                updated=float(data.get("updated", time.time())),
                notes=list(data.get("notes", [])),
            )
        except SaveError:
            raise
        except IllegalAction as exc:
            raise SaveError(f"The save is damaged: a recorded move is illegal ({exc}).") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(f"The save is damaged ({exc}).") from None
        return m

    @classmethod
    def load(cls, path: str | os.PathLike, games: dict[str, Rules]) -> Match:
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(f"The file cannot be read ({exc}).") from None
        except json.JSONDecodeError:
            raise SaveError("The save is damaged or truncated (not valid JSON).") from None
        return cls.from_json(data, games)


def saved_options(rules: Rules, saved: dict) -> dict:
    """A save's options, plus the ``legacy`` value of every option the save predates,
    so that an old game goes on under the rules it was played with."""
    out = dict(saved)
    for o in getattr(rules, "options", ()):
        if o.key not in out and o.legacy is not None:
            out[o.key] = o.legacy
    return out


def random_start(seats: list[Seat], seed: int) -> list[Seat]:
    """The chairs rotated so that a start player drawn from ``seed`` sits first.

    Every engine lets seat 0 begin; the rulebooks choose the start player at random
    and play goes on clockwise, which a rotation of the table keeps.
    """
    k = seed % len(seats)
    return seats[k:] + seats[:k]


def peek(path: str | os.PathLike) -> dict:
    """The summary the load screen lists, without replaying; raises SaveError."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError("damaged or unreadable") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a Tavola save")
    if not isinstance(data.get("version"), int) or data["version"] > SAVE_VERSION:
        raise SaveError("made by a newer Tavola")
    return {
        "game": data.get("game"),
        "seats": [s.get("name", "?") for s in data.get("seats", [])],
        "updated": data.get("updated", 0),
        "progress": data.get("progress", len(data.get("actions", []))),
        "over": bool(data.get("over", False)),
    }
