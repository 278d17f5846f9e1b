"""Posting real pygame events to an App and running frames (window tests)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    """Post one key press and run a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    app.step(1 / 60)


def click(app, pos: tuple[int, int], button: int = 1) -> None:
    """Post a mouse click at ``pos`` and run a frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 60)


@contextmanager
def module_home(tmp_path_factory) -> Iterator[None]:
    """A fresh user data folder for a module-scoped fixture (``monkeypatch`` is per test);
    the display is closed after."""
    mp = pytest.MonkeyPatch()
    mp.setenv("TAVOLA_HOME", str(tmp_path_factory.mktemp("home")))
    try:
        yield
    finally:
        mp.undo()
        pygame.display.quit()


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)
