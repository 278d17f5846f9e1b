"""A game state's observation as JSON and back, without pickle.

The client rebuilds a state from a skeleton (``rules.new_game`` with a dummy seed and
the match's options: the static board, the right classes) and the observation's fields.
What never crosses: the random generator (a client gets ``Rng(0)``), caches (slots
named ``_...`` or ``memo``, rebuilt by the rules on demand) and the static board.
Tuples, sets and dicts with non-text keys are tagged so that they come back as they
left; named tuples come back only as classes of the game's own package.
"""

from __future__ import annotations

import copy
import importlib
import pkgutil
from typing import Any

from game.core import Event, Rng, Rules, State

SKIPPED = ("rng", "memo", "board")  # never sent: regenerated, a cache, static data


def slots_of(obj: Any) -> list[str]:
    """Every slot of ``obj``'s class and its bases, in order."""
    out: list[str] = []
    for cls in reversed(type(obj).__mro__):
        s = cls.__dict__.get("__slots__", ())
        out += [s] if isinstance(s, str) else list(s)
    return out


_PLAIN = frozenset((int, str, bool, float, type(None)))


def _sent(name: str) -> bool:
    return not name.startswith("_") and name not in SKIPPED


class WireError(ValueError):
    """Data that does not describe a state of this game."""


def encode_value(v: Any) -> Any:
    """A JSON-able form of one field's value."""
    t = type(v)
    if v is None or t in (bool, int, str):
        return v
    if t is float:
        return v
    if t is list:
        if _PLAIN.issuperset(map(type, v)):
            return v[:]  # the common case, a list of numbers (a copy: states share lists)
        return [encode_value(x) for x in v]
    if t is tuple:
        if _PLAIN.issuperset(map(type, v)):
            return {"t": list(v)}
        return {"t": [encode_value(x) for x in v]}
    if isinstance(v, tuple) and hasattr(t, "_fields"):  # a named tuple of the game
        return {"n": t.__name__, "v": [encode_value(x) for x in v]}
    if t in (set, frozenset):
        return {"s" if t is set else "f": sorted((encode_value(x) for x in v), key=repr)}
    if t is dict:
        if all(type(k) is str for k in v):
            return {"d": {k: encode_value(x) for k, x in v.items()}}
        return {"k": [[encode_value(k), encode_value(x)] for k, x in v.items()]}
    if slots_of(v) and not hasattr(v, "__dict__"):  # a small object of the state (a tower)
        return {"o": {k: encode_value(getattr(v, k)) for k in slots_of(v)
                      if _sent(k) and hasattr(v, k)}}
    raise TypeError(f"cannot send a {t.__name__}")


def encode_state(state: State) -> dict:
    """The fields of an observation (never the generator, caches or the static board)."""
    return {k: encode_value(getattr(state, k)) for k in slots_of(state)
            if _sent(k) and hasattr(state, k)}


class Decoder:
    """Turns :func:`encode_state` output back into a state of ``rules``' game."""

    def __init__(self, rules: Rules, players: int, options: dict) -> None:
        self.rules = rules
        self.skeleton = rules.new_game(players, 0, dict(options) or None)
        self.tuples = _named_tuples(type(self.skeleton).__module__.split(".")[0:2])
        self.tuples.update({"Event": Event})

    def value(self, data: Any, like: Any = None, depth: int = 0) -> Any:
        if depth > 40:
            raise WireError("too deeply nested")
        if data is None or type(data) in (bool, int, float, str):
            return data
        if type(data) is list:
            return [self.value(x, None, depth + 1) for x in data]
        if type(data) is not dict or len(data) not in (1, 2):
            raise WireError("unknown value")
        if "t" in data:
            return tuple(self.value(x, None, depth + 1) for x in _list(data["t"]))
        if "n" in data:
            cls = self.tuples.get(data["n"]) if type(data["n"]) is str else None
            if cls is None:
                raise WireError(f"unknown kind {data['n']!r}")
            try:
                return cls(*(self.value(x, None, depth + 1) for x in _list(data.get("v"))))
            except TypeError as exc:
                raise WireError(str(exc)) from None
        if "s" in data or "f" in data:
            items = [self.value(x, None, depth + 1) for x in _list(data.get("s", data.get("f")))]
            try:
                return set(items) if "s" in data else frozenset(items)
            except TypeError as exc:
                raise WireError(str(exc)) from None
        if "d" in data:
            d = data["d"]
            if type(d) is not dict:
                raise WireError("bad mapping")
            return {k: self.value(x, None, depth + 1) for k, x in d.items()}
        if "k" in data:
            out = {}
            for pair in _list(data["k"]):
                if type(pair) is not list or len(pair) != 2:
                    raise WireError("bad mapping")
                try:
                    out[self.value(pair[0], None, depth + 1)] = self.value(pair[1], None,
                                                                           depth + 1)
                except TypeError as exc:
                    raise WireError(str(exc)) from None
            return out
        if "o" in data:
            if like is None or not slots_of(like) or type(data["o"]) is not dict:
                raise WireError("an object where the game has none")
            obj = copy.copy(like)
            self._fill(obj, data["o"], depth + 1)
            return obj
        raise WireError("unknown value")

    def _fill(self, obj: Any, fields: dict, depth: int) -> None:
        allowed = {k for k in slots_of(obj) if _sent(k)}
        for k, v in fields.items():
            if k not in allowed:
                raise WireError(f"unknown field {k!r}")
            setattr(obj, k, self.value(v, getattr(obj, k, None), depth))

    def state(self, data: Any) -> State:
        """A state of the game from :func:`encode_state` data; WireError if foreign."""
        if type(data) is not dict:
            raise WireError("not a state")
        s = self.skeleton.copy()
        self._fill(s, data, 0)
        if hasattr(type(s), "memo") or "memo" in slots_of(s):
            s.memo = None  # type: ignore[attr-defined]
        if "rng" in slots_of(s):
            s.rng = Rng(0)  # type: ignore[attr-defined]
        return s


def _list(v: Any) -> list:
    if type(v) is not list:
        raise WireError("a list was expected")
    return v


_TUPLE_CACHE: dict[str, dict[str, type]] = {}


def _named_tuples(parts: list[str]) -> dict[str, type]:
    """The named-tuple classes defined in the game's package (``game.<id>``)."""
    package = ".".join(parts)
    found = _TUPLE_CACHE.get(package)
    if found is not None:
        return dict(found)
    found = {}
    pkg = importlib.import_module(package)
    names = [package] + [f"{package}.{m.name}" for m in
                         pkgutil.iter_modules(getattr(pkg, "__path__", []))]
    for name in names:
        try:
            mod = importlib.import_module(name)
        except Exception:  # a module that needs more than the rules (never on the wire)
            continue
        for obj in vars(mod).values():
            if isinstance(obj, type) and issubclass(obj, tuple) and hasattr(obj, "_fields") \
                    and obj.__module__.startswith(package):
                found.setdefault(obj.__name__, obj)
    _TUPLE_CACHE[package] = found
    return dict(found)


def observation(rules: Rules, state: State, seat: int) -> State:
    """What ``seat`` may see of ``state``: the rules' ``observe``, and never the
    generator (a game whose observation keeps it would let a client foresee draws)."""
    o = rules.observe(state, seat)
    if "rng" in slots_of(o):
        o.rng = Rng(0)  # type: ignore[attr-defined]
    return o


def event_json(ev: Event) -> dict:
    return {"kind": ev.kind, "data": encode_value(dict(ev.data)), "reveal": ev.reveal,
            "seat": ev.seat, "private": ev.private}


def event_from_json(dec: Decoder, data: Any) -> Event:
    if type(data) is not dict or type(data.get("kind")) is not str:
        raise WireError("not an event")
    payload = dec.value(data.get("data", {"d": {}}))
    if type(payload) is not dict:
        raise WireError("bad event data")
    seat = data.get("seat")
    if seat is not None and type(seat) is not int:
        raise WireError("bad event seat")
    return Event(data["kind"], payload, bool(data.get("reveal")), seat,
                 bool(data.get("private")))
