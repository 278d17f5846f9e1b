"""One gesture, several engine actions.

A view returns one action per call of ``handle_event``. When one gesture means more
(a plan of ten cards, "start" then "where", a march then its count), the view returns the
first and keeps the rest in an ``ActionQueue``; on the next position it calls ``wake``,
which posts ``QUEUE_EVENT`` so the play scene calls ``handle_event`` again, and ``take``
hands over the next step while the position still allows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

QUEUE_EVENT = pygame.USEREVENT + 7  # "send the next queued action"


class ActionQueue(list):
    """The actions still to play for the last gesture (a list), and the seat they are for."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.seat: int | None = None

    def plan(self, actions: list, seat: int | None = None) -> None:
        """Queue ``actions`` (replacing what was queued) for ``seat``."""
        self[:] = actions
        self.seat = seat

    def take(self, ok: Callable[[Any], bool]) -> Any | None:
        """The next action when ``ok`` accepts it (it leaves the queue), else None."""
        if self and ok(self[0]):
            return self.pop(0)
        return None

    def wake(self, view: str) -> None:
        """Ask the play scene for another event, so the next step goes out."""
        try:
            pygame.event.post(pygame.event.Event(QUEUE_EVENT, {"view": view}))
        except pygame.error:
            pass
