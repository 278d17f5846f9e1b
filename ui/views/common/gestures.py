"""The gesture flow every table shares, ready for a new game's view.

A view mixes ``TableGestures`` in before ``BoardView``, calls ``reset_gestures()`` from
``set_state`` and supplies only what is its own:

- ``piece_at(pos) -> Piece | None``: what the deciding player may pick up at ``pos`` (a
  piece of the supply, a card, a piece on the board), with its ``targets``: place ->
  the legal action a drop there means (or a list: one gesture, several engine steps);
- ``place_at(pos)``: the place under the pointer (a key of those targets), or None;
- ``candidate(piece, place)`` (optional): the action a drop there would be if it were
  legal, so the engine can say why not;
- ``drop(piece, place)`` (optional): what a drop on one of the piece's targets does; by
  default it plays the target's action (a view may lay the piece on a desk of its own
  instead, as Wallenstein's plan, and return None);
- ``self.buttons``: a ``Button`` for each decision with no place on the map, laid out
  when the panels are drawn; ``command(key)`` for buttons of the view's own.

The flow: a press picks a piece up and ``lit()`` names its targets (the view makes them
glow); past ``DRAG_SLOP`` pixels it is dragged; released on a target it plays that action,
elsewhere the status line gives the engine's reason and the piece goes home. A click
without a drag keeps the piece held, and the next click on a target plays it
(click-click). Right button, Esc or Backspace puts it down. Left/right arrows walk through
every legal action (the status line shows it), Enter plays the one shown or the hot
button, 1-9 press the enabled buttons in order.
"""

from __future__ import annotations

from typing import Any

import pygame

from ui.views.common.buttons import Button, button_at
from ui.views.common.keys import CANCEL, ENTER, digit, walk
from ui.views.common.legal import legal_actions, same_action, why_not
from ui.views.common.queue import ActionQueue
from ui.views.common.words import word


class Piece:
    """Something the pointer may hold: ``targets`` maps each lit place to its action."""

    __slots__ = ("key", "targets", "home", "press", "pos", "dragging")

    def __init__(self, key: Any, targets: dict[Any, Any],
                 home: tuple[int, int] = (0, 0)) -> None:
        self.key = key  # what it is, for the view (equal keys: the same piece)
        self.targets = targets
        self.home = home  # where it goes back to when a drop is refused
        self.press: tuple[int, int] | None = None
        self.pos = home
        self.dragging = False


class TableGestures:
    """Pick up, glow, drop, click-click, keyboard walk and Enter, the queue of a gesture
    that is several actions, and the engine's "why not" (see the module docstring)."""

    DRAG_SLOP = 5
    view_name = "table"  # named in the wake-up events of the queue

    held: Piece | None = None
    cursor = -1
    buttons: list[Button]
    legal: list
    queue: ActionQueue

    # ------------------------------------------------------------------ what a game supplies
    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        return None

    def place_at(self, pos: tuple[int, int]) -> Any:
        return None

    def candidate(self, piece: Piece, place: Any) -> Any:
        return None

    def drop(self, piece: Piece, place: Any) -> Any:
        """The piece let go on ``place``, one of its targets: play what it means."""
        return self.play(piece.targets[place])

    def command(self, key: str) -> Any:
        """A button of the view's own (``Button.key``) was pressed; an action or None."""
        return None

    def describe(self, action: Any) -> str:
        return self.ctx.rules.describe(action, self.ctx.lang)

    # ------------------------------------------------------------------ state
    def reset_gestures(self) -> None:
        """A new position: drop what was held, index the legal actions, and send the next
        queued step (or forget the queue when this position refuses it)."""
        if not hasattr(self, "queue"):
            self.queue = ActionQueue()
        if not hasattr(self, "buttons"):
            self.buttons = []
        self.held = None
        self.cursor = -1
        s = self.state
        self.legal = legal_actions(self.ctx.rules, s) if self.interactive else []
        if self.queue:
            if self.interactive and same_action(self.queue[0], self.legal):
                self.queue.wake(self.view_name)
            else:
                self.queue.clear()

    def lit(self) -> set:
        """The places to light now: the targets of the held piece."""
        return set(self.held.targets) if self.held is not None else set()

    def play(self, what: Any) -> Any:
        """Hand ``what`` to the play scene: an action, or a list (the first now, the rest
        queued for the following events)."""
        self.held = None
        self.status = ""
        if isinstance(what, list):
            if not what:
                return None
            self.queue.plan(what[1:], self.viewer)
            return what[0]
        return what

    def put_down(self) -> None:
        self.held = None
        self.status = ""

    def holding(self) -> bool:
        return getattr(self, "held", None) is not None

    # ------------------------------------------------------------------ events
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if self.queue:
            a = self.queue.take(lambda x: same_action(x, self.legal))
            if a is not None:
                return a
        et = event.type
        if et == pygame.MOUSEMOTION:
            h = self.held
            if h is not None and h.press is not None and not h.dragging:
                px, py = h.press
                if abs(event.pos[0] - px) + abs(event.pos[1] - py) > self.DRAG_SLOP:
                    h.dragging = True
            if h is not None:
                h.pos = event.pos
            return None
        if not self.interactive or self.state is None:
            return None
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.put_down()
            return None
        if et == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _press(self, pos: tuple[int, int]) -> Any:
        b = button_at(self.buttons, pos, enabled_only=True)
        if b is not None:
            return self.press_button(b)
        h = self.held
        if h is not None and not h.dragging:  # the second click of click-click
            place = self.place_at(pos)
            if place is not None and place in h.targets:
                return self.drop(h, place)
            other = self.piece_at(pos)
            if other is None:
                self.refuse(h, place)
            elif other.key == h.key:  # the held piece clicked again: put it down
                self.put_down()
            else:
                other.press = other.pos = pos
                self.held = other
            return None
        got = self.piece_at(pos)
        if got is not None:
            got.press = got.pos = pos
            self.held = got
            self.status = ""
            self.ctx.play_sound("click")
        return None

    def _release(self, pos: tuple[int, int]) -> Any:
        h = self.held
        if h is None or h.press is None:
            return None
        if h.dragging:
            place = self.place_at(pos)
            if place is not None and place in h.targets:
                return self.drop(h, place)
            self.refuse(h, place)
            return None
        h.press = None  # a click: the piece stays held, the next click places it
        self.status = word(self.ctx.lang, "pick_place")
        return None

    def refuse(self, h: Piece, place: Any) -> None:
        """A drop that means nothing: the piece goes home and the status says why."""
        self.held = None
        action = self.candidate(h, place) if place is not None else None
        reason = why_not(self.ctx.rules, self.state, action, self.ctx.lang) \
            if action is not None else ""
        self.status = reason or word(self.ctx.lang, "drop_lit")

    def press_button(self, b: Button) -> Any:
        self.ctx.play_sound("click")
        if b.action is not None:
            return self.play(b.action)
        return self.command(b.key)

    def _key(self, event: pygame.event.Event) -> Any:
        k = event.key
        if k in CANCEL:
            self.put_down()
            self.cursor = -1
            return None
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and self.legal:
            step = 10 if event.mod & pygame.KMOD_SHIFT else 1
            self.cursor = walk(self.cursor, len(self.legal),
                               step if k == pygame.K_RIGHT else -step)
            self.status = f"{self.cursor + 1}/{len(self.legal)}: " + self.describe(
                self.legal[self.cursor])
            return None
        if k in ENTER:
            if 0 <= self.cursor < len(self.legal):
                a = self.legal[self.cursor]
                self.cursor = -1
                return self.play(a)
            hot = [b for b in self.buttons if b.hot and b.enabled]
            return self.press_button(hot[0]) if hot else None
        d = digit(k)
        numbered = [b for b in self.buttons if b.enabled]
        if d is not None and 1 <= d <= len(numbered):
            return self.press_button(numbered[d - 1])
        return None
