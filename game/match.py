"""A match: options, seed, seats and the list of actions, which together are the game.

Replaying the actions from the seed rebuilds any position; that gives saves, undo,
replays and bug reports. Saves are JSON with a format version, written atomically.
Everything read from a save is checked (types and ranges) before it is used: a damaged
file gets a message in both languages, never an exception from deeper down.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import time
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from game.core import (
    Event,
    IllegalAction,
    Rules,
    action_from_json,
    action_to_json,
    put_names,
)
from game.i18n import N_, Text

SAVE_FORMAT = "tavola-save"
SAVE_VERSION = 1
LEVELS = ("easy", "normal", "hard")
KINDS = ("human", "ai")
NAME_MAX = 20  # characters in a player's name (the new-game name field takes as many)
COLOURS = 7  # entries in the player palettes of ui.theme
MAX_SAVE_BYTES = 5 * 1024 * 1024  # no real save comes near this (a long game: ~50 kB)
TMP_PREFIX = ".tmp-"
_LATEST = 253402300799.0  # 9999-12-31: dates beyond cannot be shown


class SaveError(Exception):
    """A save file that cannot be loaded; ``text(lang)`` is a message for the player.

    ``SaveError(N_("... {n} ..."), n=3)``: an English message id and its arguments,
    translated when shown.
    """

    def __init__(self, message: str | Text, **kw: object) -> None:
        self.message = message if isinstance(message, Text) else Text(message, **kw)
        self.en = self.text("en")
        super().__init__(self.en)

    def text(self, lang: str = "en") -> str:
        return self.message.render(lang)


def _damaged(reason: str, **kw: object) -> SaveError:
    return SaveError(N_("The save is damaged: {reason}."), reason=Text(reason, **kw))


def clean_text(text: str, limit: int | None = None) -> str:
    """``text`` made safe to keep, save and draw: NFC, no control, format, surrogate or
    private characters, one space for any run of blanks, no mark without a letter to
    carry it, at most ``limit`` characters."""
    out: list[str] = []
    text = "".join(ch for ch in text if not "\ud800" <= ch <= "\udfff")  # lone surrogates
    for ch in unicodedata.normalize("NFC", text):
        cat = unicodedata.category(ch)
        if cat[0] == "C" or cat in ("Zl", "Zp"):
            continue
        if cat[0] == "Z" or ch.isspace():
            if out and out[-1] != " ":
                out.append(" ")
            continue
        if cat[0] == "M" and (not out or out[-1] == " "):
            continue  # a combining mark with nothing to sit on
        out.append(ch)
    cleaned = "".join(out).strip()
    if limit is not None and len(cleaned) > limit:
        cleaned = cleaned[:limit].rstrip()
    return cleaned


def clean_name(name: str) -> str:
    """A player's name as typed or loaded, cleaned and cut to :data:`NAME_MAX`."""
    return clean_text(name, NAME_MAX)


def _json_bytes(data: dict) -> bytes:
    """UTF-8 JSON; text that cannot be encoded (a lone surrogate) is written escaped."""
    try:
        return json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(data).encode("ascii")


def _sync_folder(folder: str) -> None:
    """Make a rename in ``folder`` durable (a power cut after it), where the system can."""
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None:  # Windows: a folder cannot be opened this way
        return
    try:
        fd = os.open(folder, os.O_RDONLY | flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_save(path: str | os.PathLike, data: dict) -> None:
    """Write ``data`` (a :meth:`Match.to_json`) atomically: a synced temporary file
    beside ``path``, then a rename (and a sync of the folder), so a crash leaves the old
    save or the new one."""
    path = os.fspath(path)
    folder = os.path.dirname(path) or "."
    os.makedirs(folder, exist_ok=True)
    payload = _json_bytes(data)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    _sync_folder(folder)


def remove_stale_temps(folder: str | os.PathLike, older_than: float = 60.0) -> int:
    """Delete the temporary files :func:`write_save` left in ``folder`` when the program
    was killed before its rename (only ours, only those ``older_than`` seconds, so a
    writer still at work is left alone); how many went."""
    removed = 0
    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        if not (name.startswith(TMP_PREFIX) and name.endswith(".json")):
            continue
        p = os.path.join(folder, name)
        try:
            if os.path.isfile(p) and now - os.path.getmtime(p) >= older_than:
                os.unlink(p)
                removed += 1
        except OSError:
            pass
    return removed


@dataclass
class Seat:
    """One chair at the table."""

    name: str
    color: int = 0  # index into the game's player palette
    kind: str = "human"  # "human" or "ai"
    level: str = "normal"  # AI level when kind == "ai"

    def __post_init__(self) -> None:
        if isinstance(self.name, str):
            self.name = clean_name(self.name)

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


class LogLine:
    """One line of the game log, put into words in the language asked: ``render(lang)``
    describes the action or event again, so a change of language re-renders the log
    (each language's text is kept once made). A line received from a remote table is
    fixed words, ``LogLine(seat, {lang: text})``; a language it lacks shows its English."""

    __slots__ = ("seat", "_render", "_made")

    def __init__(self, seat: int | None, texts: dict[str, str] | None = None, *,
                 render: Callable[[str], str | None] | None = None) -> None:
        self.seat = seat
        if render is None:
            render = dict(texts or {}).get
        self._render = render
        self._made: dict[str, str] = {}

    def text(self, lang: str) -> str:
        made = self._made.get(lang)
        if made is None:
            made = self._render(lang) or (self._render("en") if lang != "en" else "") or ""
            self._made[lang] = made
        return made

    @property
    def en(self) -> str:
        return self.text("en")

    @property
    def it(self) -> str:
        return self.text("it")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LogLine) and (self.seat, self.en) == (other.seat, other.en)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LogLine({self.seat!r}, {self.en!r})"


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
            raise IllegalAction(N_("The game is over."))
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        self.actors.append(seat)
        self.updated = time.time()
        first = len(self.log)  # this action's lines: an echo is looked for among them only
        logs_action = getattr(self.rules, "logs_action", None)
        if logs_action is None or logs_action(action):
            self.log.append(LogLine(seat, render=lambda lang, a=action: self._named(
                self.rules.describe(a, lang))))
        describe_event = getattr(self.rules, "describe_event", None)
        for ev in events:
            if describe_event is not None and not ev.private:
                line = LogLine(ev.seat, render=lambda lang, e=ev: self._named(
                    describe_event(e, lang)))
                last = self.log[-1] if len(self.log) > first else None
                if line.en and (last is None or line != last):  # no echo of this action
                    self.log.append(line)
            if ev.reveal:
                self.barrier = len(self.actions)
        return events

    def _named(self, text: str | None) -> str | None:
        """``text`` with each seat reference (:func:`game.core.seat_ref`) as that
        player's name."""
        return put_names(text, [s.name for s in self.seats]) if text else text

    # ------------------------------------------------------------------ undo
    def undo_target(self, seat: int | None = None) -> int | None:
        """How many actions remain after an undo, or None when undo is not allowed.

        Undo takes back the last action of the seat now to act (``seat``, when given,
        must be that seat: the one at the screen), made since that seat's turn began.
        It never crosses another seat's decision (human or computer), a change of the
        seat to act, an action that revealed hidden information, or the end of the game.
        An action the rules call ``undo_with_next`` (one that only opens the next step)
        goes back together with the step after it.
        """
        acting = self.to_act()
        if acting is None or (seat is not None and seat != acting) \
                or self.seats[acting].is_ai:  # a computer is never at the screen
            return None
        i = len(self.actions) - 1
        if i < self.barrier or self.actors[i] != acting:
            return None
        joins = getattr(self.rules, "undo_with_next", None)  # optional: a step-opening action
        while joins is not None and i > self.barrier and self.actors[i - 1] == acting \
                and joins(self.actions[i - 1]):
            i -= 1
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
        head = check_save(data)
        rules = games.get(head["game"])
        if rules is None:
            raise SaveError(N_("This save is for an unknown game: {game!r}."),
                            game=head["game"])
        seats = head["seats"]
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise SaveError(N_("A save with {n} players is not possible here."), n=len(seats))
        seed = data.get("seed")
        if type(seed) is not int or not -(1 << 63) <= seed < (1 << 64):
            raise _damaged(N_("its random seed is not a whole number"))
        options = data.get("options")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise _damaged(N_("its rule options are not a list of settings"))
        specs = {o.key: o for o in getattr(rules, "options", ())}
        for k, v in options.items():  # exact types: 1 is no True, 1.0 no 1
            spec = specs.get(k)
            if spec is None or not any(type(c) is type(v) and c == v for c in spec.choices):
                raise _damaged(N_("a rule option is unknown or has an impossible value"))
        actions = []
        for i, a in enumerate(data["actions"]):  # a list: check_save saw to it
            try:
                actions.append(action_from_json(rules, a))
            except (ValueError, TypeError, RecursionError):
                raise _damaged(N_("move {n} cannot be read"), n=i + 1) from None
        try:
            m = cls(rules, seats, seed, saved_options(rules, dict(options)), [])
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError):
            raise _damaged(N_("the game cannot be set up from it")) from None
        try:
            for a in actions:
                m.play(a)
        except IllegalAction as exc:
            n = len(m.actions) + 1
            raise SaveError(N_("The save is damaged: recorded move {n} is not allowed "
                               "({reason})."), n=n, reason=exc.text) from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError):
            raise _damaged(N_("move {n} cannot be replayed"), n=len(m.actions) + 1) from None
        now = time.time()
        m.created = head["created"] if head["created"] is not None else now
        m.updated = head["updated"] if head["updated"] is not None else now
        m.notes = head["notes"]
        return m

    @classmethod
    def load(cls, path: str | os.PathLike, games: dict[str, Rules]) -> Match:
        return cls.from_json(read_save(path), games)


def read_save(path: str | os.PathLike) -> Any:
    """The JSON in ``path``; SaveError for a file too large, unreadable or not JSON."""
    try:
        size = os.path.getsize(path)
        if size > MAX_SAVE_BYTES:
            mb = size / (1024 * 1024)
            raise SaveError(N_("The file is too large to be a Tavola save ({mb:.0f} MB)."),
                            mb=mb)
        with open(path, "rb") as f:
            raw = f.read(MAX_SAVE_BYTES + 1)
        text = raw.decode("utf-8")
        return json.loads(text)
    except SaveError:
        raise
    except OSError as exc:
        reason = exc.strerror or "?"
        raise SaveError(N_("The file cannot be read ({reason})."), reason=reason) from None
    except UnicodeDecodeError:
        raise SaveError(N_("The save is damaged: it is not text.")) from None
    except (ValueError, RecursionError):
        raise SaveError(N_("The save is damaged or truncated (not valid JSON).")) from None


def _time_field(data: dict, key: str) -> float | None:
    v = data.get(key)
    if v is None:
        return None
    if type(v) not in (int, float) or not math.isfinite(v) or not 0 <= v <= _LATEST:
        raise _damaged(N_("its date ({key!r}) is not a time"), key=key)
    return float(v)


def _check_seat(i: int, s: Any) -> Seat:
    n = i + 1
    if not isinstance(s, dict):
        raise _damaged(N_("player {n} is not described"), n=n)
    name = s.get("name")
    if not isinstance(name, str):
        raise _damaged(N_("the name of player {n} is not text"), n=n)
    color = s.get("color", 0)
    if type(color) is not int or not 0 <= color < COLOURS:
        raise _damaged(N_("the colour of player {n} is not one of the palette"), n=n)
    kind = s.get("kind", "human")
    if kind not in KINDS:
        raise _damaged(N_("player {n} is neither a person nor the computer"), n=n)
    level = s.get("level", "normal")
    if level not in LEVELS:
        raise _damaged(N_("the level of player {n} is unknown"), n=n)
    return Seat(clean_name(name) or f"{n}", color, kind, level)


def check_save(data: Any) -> dict:
    """The checked parts of a save every reader needs (game, seats, dates, summary);
    raises SaveError for anything a save cannot hold. Never looks at the moves' meaning."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(N_("This is not a Tavola save file."))
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise _damaged(N_("its format version is missing or not a whole number"))
    if version > SAVE_VERSION:
        raise SaveError(N_("This save comes from a newer Tavola (format {version}); please "
                           "update."), version=version)
    game = data.get("game")
    if not isinstance(game, str) or not game or len(game) > 64:
        raise _damaged(N_("it does not say which game it is"))
    seats = data.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 16:
        raise _damaged(N_("its list of players is missing or wrong"))
    checked = [_check_seat(i, s) for i, s in enumerate(seats)]
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise _damaged(N_("its move list is missing or is not a list"))
    progress = data.get("progress", len(actions))
    if type(progress) is not int or progress < 0:
        raise _damaged(N_("its move count is not a whole number"))
    if progress != len(actions):  # a move dropped, the tail cut or the list emptied
        raise _damaged(N_("it records {progress} moves but holds {held}"), progress=progress,
                       held=len(actions))
    over = data.get("over", False)
    if type(over) is not bool:
        raise _damaged(N_("it does not say clearly whether the game is over"))
    notes = data.get("notes", [])
    if not isinstance(notes, list) or not all(isinstance(x, str) for x in notes):
        raise _damaged(N_("its notes are not text"))
    return {
        "game": game,
        "seats": checked,
        "created": _time_field(data, "created"),
        "updated": _time_field(data, "updated"),
        "progress": progress,
        "over": over,
        "notes": [clean_text(x, 200) for x in notes[:50]],
    }


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
    """The summary the load screen lists, without replaying; raises SaveError.

    ``seats`` are the players' cleaned names; ``updated`` is None when the save has no
    date."""
    head = check_save(read_save(path))
    return {
        "game": head["game"],
        "seats": [s.name for s in head["seats"]],
        "updated": head["updated"],
        "progress": head["progress"],
        "over": head["over"],
    }
