"""What the players watch between decisions: tower throws, banners and the winter scoring.

``Show`` is one item of the view's queue; only the first one runs. ``apply_throw`` keeps
the picture of the cubes resting inside the tower in step with the model (the window
knows from the events which cubes were knocked loose and which stuck; the observation
only gives the cubes inside, so the picture is what the events said)."""

from __future__ import annotations

from typing import Any

from ui.views.wallenstein.tower import TowerSim


class Show:
    """A tower throw (``throw`` data, ``result`` text lines) or a banner (``lines``)."""

    __slots__ = ("kind", "throw", "result", "lines", "t", "dur", "sim", "hold", "data",
                 "sounded", "info_size")

    def __init__(self, kind: str, lines: list[str] | None = None, dur: float = 1.6,
                 throw: dict | None = None, data: Any = None) -> None:
        self.kind = kind  # "tower", "banner", "scoring"
        self.throw = throw or {}
        self.result: list[str] = []
        self.lines = lines or []
        self.t = 0.0
        self.dur = dur
        self.sim: TowerSim | None = None
        self.hold = 0.0  # seconds the result has been shown
        self.data = data
        self.sounded = False
        self.info_size: tuple | None = None  # (panel size, language, done) -> type size


def apply_throw(resting: list[list[int]], paths: list[dict]) -> list[list[int]]:
    """The cubes on each ledge after a throw with these per-cube ``paths``."""
    out = [list(resting[0]), list(resting[1])]
    for p in paths:
        s = p["start"]
        if s in (0, 1) and p["colour"] in out[s]:
            out[s].remove(p["colour"])
    for p in paths:
        if p["stop"] in (0, 1):
            out[p["stop"]].append(p["colour"])
    return out


def split_inside(ledges: list[list[int]]) -> list[list[int]]:
    """A picture of the ledges from a state's tower (an observation mixes them)."""
    return [list(ledges[0]), list(ledges[1])]


def same_cubes(a: list[list[int]], b: list[list[int]]) -> bool:
    return sorted(a[0] + a[1]) == sorted(b[0] + b[1])


__all__ = ["Show", "apply_throw", "split_inside", "same_cubes"]
