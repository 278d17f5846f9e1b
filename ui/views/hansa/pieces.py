"""What the pointer may hold on the Hansa Teutonica table, and whose a piece on the map is
(shared by the gestures, the targets, the drawing and the motion, which import it and not
each other)."""

from __future__ import annotations

from typing import Any

from ui.views.common.gestures import Piece
from ui.views.hansa import art


def engine_owner(code: int) -> int:
    """Owner seat (or NEUTRAL) of a non-empty piece code."""
    return (code - 1) >> 1


class Held(Piece):
    """A piece picked up: ``kind`` is "supply", "relocate" (a displaced piece to re-place),
    "post" (a piece on the map, ``key`` its post) or "marker" (a bonus marker, ``key`` its
    kind); ``shape``, ``color`` and ``mark`` draw it."""

    __slots__ = ("kind", "shape", "color", "mark")

    def __init__(self, kind: str, shape: int, color: art.Color, start: tuple[int, int],
                 key: Any = None, mark: str | None = None) -> None:
        super().__init__(key, {}, start)
        self.kind, self.shape, self.color, self.mark = kind, shape, color, mark

    @property
    def start(self) -> tuple[int, int]:
        """Where it was picked up (a refused drop slides it back there)."""
        return self.home
