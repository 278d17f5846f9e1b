"""Structural comparison of game states (fairness checks, determinization tests).

States use ``__slots__`` and rarely define ``__eq__``; :func:`state_diff` walks
slots, attributes, containers and ``Rng`` generators and names the first place
two states differ.
"""

from __future__ import annotations

from typing import Any

from game.core import Rng

_PLAIN = (int, float, str, bytes, bool, type(None))


def _fields(obj: Any) -> list[str]:
    """The slots and attributes that make up ``obj``, less the caches its class names in
    ``CACHE_SLOTS`` (kept answers rebuilt on demand: not part of the position)."""
    caches = getattr(type(obj), "CACHE_SLOTS", ())
    names: list[str] = []
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        names.extend(s for s in slots if s not in ("__dict__", "__weakref__"))
    if hasattr(obj, "__dict__"):
        names.extend(k for k in vars(obj) if k not in names)
    return [n for n in names if n not in caches]


def state_diff(a: Any, b: Any, path: str = "state") -> str | None:
    """None when ``a`` and ``b`` are structurally equal, else a description of a difference."""
    if a is b:
        return None
    if isinstance(a, _PLAIN) or isinstance(b, _PLAIN):
        return None if type(a) is type(b) and a == b else f"{path}: {a!r} != {b!r}"
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, Rng):
        return None if a.s == b.s else f"{path}: generator states differ"
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path}: length {len(a)} != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            d = state_diff(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    if isinstance(a, dict):
        if list(a.keys()) != list(b.keys()) and set(a.keys()) != set(b.keys()):
            return f"{path}: keys differ"
        for k in a:
            d = state_diff(a[k], b[k], f"{path}[{k!r}]")
            if d:
                return d
        return None
    if isinstance(a, (set, frozenset)):
        return None if a == b else f"{path}: sets differ"
    fields = _fields(a)
    if not fields:
        return None if a == b else f"{path}: {a!r} != {b!r}"
    for name in fields:
        x = getattr(a, name, None)
        y = getattr(b, name, None)
        d = state_diff(x, y, f"{path}.{name}")
        if d:
            return d
    return None


def same_state(a: Any, b: Any) -> bool:
    return state_diff(a, b) is None
