"""The table's own buttons in the Tab order of the play scene.

A view draws its decision buttons (``Button`` of ui/views/common/buttons.py) and handles
their clicks itself; ``ViewControl`` puts each enabled one in the scene's ``FocusGroup`` so
Tab reaches it and Enter or Space presses it, as for the scene's own buttons. It only draws
the focus ring (the view draws the button) and leaves mouse clicks to the view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ui.paper import focus_ring
from ui.widgets import Widget


class ViewControl(Widget):
    """One of the view's buttons, reachable with the keyboard."""

    takes_clicks = False  # the view handles its own clicks

    def __init__(self, button: Any, press: Callable[[Any], None]) -> None:
        self.button = button
        self.press = press
        self.enabled = bool(button.enabled)
        self.visible = True
        self.hover = False
        self.tip = ""

    @property
    def rect(self) -> pygame.Rect:  # the view lays its buttons out as it draws them
        return self.button.rect

    def _same(self) -> tuple:
        b = self.button
        return (b.label, b.key, repr(b.action))

    def __eq__(self, other: object) -> bool:  # a new position's same button keeps the focus
        return isinstance(other, ViewControl) and other._same() == self._same()

    def __hash__(self) -> int:
        return hash(self._same())

    def activate(self) -> None:
        self.press(self.button)

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        if focused:
            focus_ring(surf, self.rect)


def view_controls(view: Any, press: Callable[[Any], None]) -> list[ViewControl]:
    """The enabled buttons of ``view`` (``controls()`` where the view has the shared flow)."""
    controls = view.controls() if hasattr(view, "controls") else getattr(view, "buttons", [])
    return [ViewControl(b, press) for b in controls
            if getattr(b, "enabled", False) and getattr(b, "rect", pygame.Rect(0, 0, 0, 0)).w > 0]
