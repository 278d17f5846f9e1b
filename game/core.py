"""The common game protocol every Tavola game speaks (see ARCHITECTURE.md).

A game package exposes one ``Rules`` object; ``game.GAMES`` lists them by id.
The UI, the AIs, saves, undo and replays use only what is defined here.
"""

from __future__ import annotations

import math
import re
import typing
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple, Protocol

from game.i18n import N_, Text, gettext

# --------------------------------------------------------------------------- errors


class IllegalAction(Exception):
    """An action the rules forbid. ``str(exc)`` is a reason a player can read (English);
    ``text(lang)`` says it in the player's language.

    ``reason`` is an English message id (``N_("...")``) or a :class:`game.i18n.Text` (a
    message with values)."""

    def __init__(self, reason: str | Text) -> None:
        self.message = reason if isinstance(reason, Text) else Text(reason)
        self.reason = self.message.render("en")
        super().__init__(self.reason)

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang`` (its catalog's translation; English where it has none)."""
        return self.message.render(lang)


# --------------------------------------------------------------------------- events


class Event(NamedTuple):
    """Something that happened while an action was applied (log, sound, animation).

    ``kind`` is a short id ("tile_placed", "war", "tower_throw", ...), ``data`` plain
    JSON-able values. ``reveal`` is True when the event showed players something that
    was hidden before (a tile drawn, a card turned, a tower throw): undo never goes
    back past such an event. ``seat`` is the seat the event concerns, if any; when
    ``private`` is True only that seat may read the event's data.
    """

    kind: str
    data: dict = {}
    reveal: bool = False
    seat: int | None = None
    private: bool = False


# --------------------------------------------------------------------------- random numbers


_MASK = (1 << 64) - 1


class Rng:
    """A tiny deterministic generator (SplitMix64) whose copy is one integer.

    Game states keep one of these instead of ``random.Random`` so that
    ``State.copy()`` stays cheap and every draw comes from the match seed.
    """

    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        self.s = seed & _MASK

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.s = self.s
        return r

    def next64(self) -> int:
        z = self.s = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (n >= 1)."""
        return self.next64() % n

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)

    def choice(self, seq: Any) -> Any:
        return seq[self.next64() % len(seq)]

    def shuffle(self, seq: list) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.next64() % (i + 1)
            seq[i], seq[j] = seq[j], seq[i]


# --------------------------------------------------------------------------- options and outcome


@dataclass(frozen=True)
class Option:
    """A rule option (variant) a game offers on the new-game screen."""

    key: str
    label_en: str  # an English message id
    default: Any = False
    choices: tuple = (False, True)  # allowed values; booleans by default
    value_names: tuple = ()  # (value, English message id) for values that need words
    # the value a save made before this option existed was played with (None: ``default``)
    legacy: Any = None
    players: tuple = ()  # the player counts it applies to (empty: every count)

    def label(self, lang: str = "en") -> str:
        """The label in ``lang``."""
        return gettext(self.label_en, lang)

    def applies(self, players: int) -> bool:
        """Whether the option matters in a game of ``players`` (else it is not offered)."""
        return not self.players or players in self.players

    def value_name(self, value: Any, lang: str = "en") -> str | None:
        """What the new-game screen shows for ``value`` (None: the value itself)."""
        for v, en in self.value_names:
            if v == value:
                return gettext(en, lang)
        return None


@dataclass
class Outcome:
    """The final result of a game.

    ``scores``: the headline score per seat; ``ranks``: 1 for the winner, equal ranks
    for a true tie after all tie-breaks; ``breakdown``: per seat, an ordered list of
    (English message, its values, value) rows the results screen shows
    (:func:`game.i18n.outcome_row`); ``tiebreak``: how ties were broken, as (English
    message, its values) sentences, or empty. Both are put into words only when shown
    (``row_label``, ``tiebreak_text``) and are JSON as they are, so a remote table sends
    them too.
    """

    scores: list[float]
    ranks: list[int]
    breakdown: list[list[tuple[str, dict, Any]]] = field(default_factory=list)
    tiebreak: list[tuple[str, dict]] = field(default_factory=list)

    def tiebreak_text(self, lang: str) -> str:
        """How ties were broken, in ``lang`` ("" when nothing was tied)."""
        return " ".join(gettext(msg, lang, **kw) for msg, kw in self.tiebreak)

    def winners(self) -> list[int]:
        return [s for s, r in enumerate(self.ranks) if r == 1]


def row_label(row: tuple[str, dict, Any], lang: str) -> str:
    """The label of a breakdown row in ``lang``."""
    return gettext(row[0], lang, **row[1])


SEAT_REF = "\u27e6{}\u27e7"  # ⟦n⟧ in a log text: the match writes seat n's name there


def seat_ref(seat: int) -> str:
    """A seat's name in a ``describe``/``describe_event`` text (the rules know seats by
    number only; :class:`game.match.Match` puts the players' names in)."""
    return SEAT_REF.format(seat)


_SEAT_REF_RE = re.compile("\u27e6(\\d+)\u27e7")


def put_names(text: str, names: Sequence[str]) -> str:
    """``text`` with each :func:`seat_ref` replaced by that seat's name ("#n" past the end)."""
    if "\u27e6" not in text:
        return text

    def name(m: re.Match) -> str:
        i = int(m.group(1))
        return names[i] if 0 <= i < len(names) else f"#{i + 1}"

    return _SEAT_REF_RE.sub(name, text)


def ranks_from_keys(keys: list[tuple]) -> list[int]:
    """Competition ranking (1, 2, 2, 4) from per-seat sort keys, higher is better."""
    return [1 + sum(1 for other in keys if other > k) for k in keys]


# --------------------------------------------------------------------------- state and rules


class State:
    """Base of every game's state. Subclasses use ``__slots__`` and a fast ``copy``.

    Every state has ``players`` (seat count) and ``options`` (a dict).
    """

    __slots__ = ()

    def copy(self) -> State:  # pragma: no cover - every game overrides it
        raise NotImplementedError


class Rules(Protocol):
    """The contract of a game package (one instance per game, stateless).

    Optional: ``apply_trusted(state, action)`` carries out an action taken from
    ``legal_actions`` (or the game's own rollout policy) without checking it again; the
    AI search uses it where checking costs much. Everything else calls ``apply``.
    """

    id: str
    title: str  # the game's own title (not translated)
    min_players: int
    max_players: int
    hidden_information: bool  # True when pass-and-play needs the hand-over screen
    options: tuple[Option, ...]
    action_types: dict[str, type]  # every Action class by its name, for JSON

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State: ...

    def to_act(self, state: State) -> int | None: ...

    def legal_actions(self, state: State) -> list: ...

    def apply(self, state: State, action: Any) -> list[Event]: ...

    def observe(self, state: State, seat: int) -> State: ...

    def determinize(self, state: State, seat: int, rng: Rng) -> State: ...

    def is_over(self, state: State) -> bool: ...

    def outcome(self, state: State) -> Outcome: ...

    def describe(self, action: Any, lang: str = "en") -> str: ...


class BaseRules:
    """Helpers shared by game packages; subclasses fill in the protocol."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    hidden_information: ClassVar[bool] = True
    options: ClassVar[tuple[Option, ...]] = ()
    action_types: ClassVar[dict[str, type]] = {}

    def default_options(self) -> dict:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: dict | None) -> dict:
        """Fill defaults and reject unknown keys or values."""
        out = self.default_options()
        for k, v in (options or {}).items():
            spec = next((o for o in self.options if o.key == k), None)
            if spec is None:
                raise ValueError(f"unknown option {k!r} for {self.id}")
            if v not in spec.choices:
                raise ValueError(f"option {k!r} cannot be {v!r}")
            out[k] = v
        return out

    def is_over(self, state: Any) -> bool:
        return self.to_act(state) is None  # type: ignore[attr-defined]

    def describe_event(self, event: Event, lang: str = "en") -> str | None:
        """A log line for an event (None: the event is not logged on its own)."""
        return None

    def logs_action(self, action: Any) -> bool:
        """False for a first step whose next action tells the whole story (no log line)."""
        return True


# --------------------------------------------------------------------------- action types


def _typed_eq(self: tuple, other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)  # type: ignore[arg-type]


def _typed_ne(self: tuple, other: object) -> bool:
    return not _typed_eq(self, other)


def _typed_hash(self: tuple) -> int:
    return hash((type(self).__name__, tuple.__hash__(self)))


def action_registry(*classes: type) -> dict[str, type]:
    """``{name: class}`` for a game's actions, making actions of different kinds unequal.

    Plain NamedTuples compare as tuples, so ``PlaceTile(1, 40) == PlaceLeader(1, 40)``
    and ``EndTurn() == Pass()``. Legal-move sets and search-tree keys need the kind to
    count, so equality and hashing of every class listed here include the class.
    """
    for cls in classes:
        cls.__eq__ = _typed_eq  # type: ignore[method-assign,assignment]
        cls.__ne__ = _typed_ne  # type: ignore[method-assign,assignment]
        cls.__hash__ = _typed_hash  # type: ignore[method-assign,assignment]
    return {cls.__name__: cls for cls in classes}


# --------------------------------------------------------------------------- field types


def _exact(kind: type) -> Any:
    return lambda v: type(v) is kind


def _scalar(v: Any) -> bool:
    if type(v) is float:
        return math.isfinite(v)
    return v is None or type(v) in (int, bool, str) or (
        type(v) is tuple and all(_scalar(x) for x in v))


def _checker(hint: Any) -> Any:
    """A predicate for one declared field type (exact types: ``True`` is not an int)."""
    if hint in (int, bool, str):
        return _exact(hint)
    if hint is float:
        return lambda v: type(v) in (int, float) and math.isfinite(v)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is tuple or (origin is tuple and not args):
        return lambda v: type(v) is tuple and all(_scalar(x) for x in v)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda v: type(v) is tuple and all(item(x) for x in v)
        items = [_checker(a) for a in args]
        return lambda v: (type(v) is tuple and len(v) == len(items)
                          and all(f(x) for f, x in zip(items, v, strict=True)))
    return _scalar


_FIELD_CHECKS: dict[type, tuple] = {}


def _field_checks(cls: type) -> tuple:
    checks = _FIELD_CHECKS.get(cls)
    if checks is None:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # an annotation that does not resolve: plain JSON values only
            hints = {}
        fields = getattr(cls, "_fields", ())
        checks = tuple((f, _checker(hints.get(f, Any))) for f in fields)
        _FIELD_CHECKS[cls] = checks
    return checks


def check_action_types(action: Any) -> None:
    """Raise IllegalAction unless every field of ``action`` has exactly its declared type.

    A float ``1.0`` or ``True`` compares equal to ``1`` and would pass for a legal move,
    then break the rules later; every game's ``apply`` calls this before anything else.
    A value that is no move at all (None, a class, a plain tuple) or a move built with
    the wrong number of fields (``tuple.__new__``) is refused the same way.
    """
    fields = getattr(type(action), "_fields", None)
    if type(fields) is not tuple or not isinstance(action, tuple) \
            or len(action) != len(fields):
        raise IllegalAction(N_("This is not a move of this game."))
    for name, ok in _field_checks(type(action)):
        if not ok(getattr(action, name)):
            raise IllegalAction(Text(N_("This move is malformed: its {name!r} has the wrong "
                                        "type."), name=name))


# --------------------------------------------------------------------------- actions as JSON


def _to_json(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_to_json(x) for x in v]
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    raise TypeError(f"action field {v!r} is not JSON-able")


def _to_tuple(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_to_tuple(x) for x in v)
    return v


def action_to_json(action: Any) -> list:
    """``Place(3, 4)`` -> ``["Place", 3, 4]``; nested tuples become lists."""
    return [type(action).__name__, *(_to_json(x) for x in action)]


def action_from_json(rules: Rules, data: Any) -> Any:
    """The inverse of :func:`action_to_json`; raises ValueError on foreign data."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"not an action: {data!r}")
    cls = rules.action_types.get(data[0])
    if cls is None:
        raise ValueError(f"unknown action type {data[0]!r} for {rules.id}")
    try:
        action = cls(*(_to_tuple(x) for x in data[1:]))
    except TypeError as exc:
        raise ValueError(f"bad action {data!r}: {exc}") from None
    try:
        check_action_types(action)
    except IllegalAction as exc:
        raise ValueError(f"bad action {data!r}: {exc}") from None
    return action
