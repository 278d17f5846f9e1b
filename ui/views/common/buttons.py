"""The paper button of a decision that has no place on the map (or of a command of the
view itself): where it is, what it says, and what clicking it means."""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass, field
from typing import Any

import pygame


@dataclass
class Button:
    """A clickable button: ``action`` is played when clicked, or ``key`` names a command
    the view handles itself."""

    rect: pygame.Rect
    label: str
    action: Any = None
    key: str = ""
    enabled: bool = True
    _: KW_ONLY
    hot: bool = False  # drawn as the main suggestion (Enter presses it)
    toggled: bool = False
    icon: pygame.Surface | None = None
    squares: tuple = ()  # places lit on the board while the button is hovered
    extra: dict = field(default_factory=dict)


def button_at(buttons: list[Button], pos: tuple[int, int],
              enabled_only: bool = False) -> Button | None:
    """The first button under ``pos`` (only enabled ones when ``enabled_only``)."""
    for b in buttons:
        if (b.enabled or not enabled_only) and b.rect.collidepoint(pos):
            return b
    return None
