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
(click-click); pressed again, the held piece is put down by a click or dragged after all.
Right button, Esc or Backspace puts it down. Left/right arrows walk through every legal
action (the status line shows it), Enter plays the one shown or the hot button, 1-9 press
the enabled buttons in order.

Hooks with defaults a game may change: ``controls()`` (the buttons clicks, digits and
Enter reach), ``drop_action(piece, place)`` (what a drop means), ``walk_list()`` (what
the arrows walk), ``hint(key)`` (the flow's phrases), ``explain_drag`` (say the engine's
"why not" while a piece is dragged over a place that refuses it), ``after_legal()`` and
``queued_ok(action)`` (a queued step the engine takes without listing it).

When one gesture may mean several actions (a displacement paid two ways), ``offer(options)``
plays the only one, or keeps them in ``self.choices`` and asks which (the view draws each
as a button, and a ``Button`` with key ``CANCEL_KEY``); the right button, Esc or that
button forgets them.
"""

from __future__ import annotations

from typing import Any

import pygame

from ui.views.common.buttons import Button, button_at
from ui.views.common.keys import CANCEL, ENTER, digit, walk
from ui.views.common.legal import legal_actions, same_action, why_not
from ui.views.common.queue import ActionQueue
from ui.views.common.words import word

CANCEL_KEY = "cancel"  # a Button with this key puts down what is held (and the choices)


class Piece:
    """Something the pointer may hold: ``targets`` maps each lit place to its action."""

    __slots__ = ("key", "targets", "home", "press", "pos", "dragging", "again")

    def __init__(self, key: Any, targets: dict[Any, Any],
                 home: tuple[int, int] = (0, 0)) -> None:
        self.key = key  # what it is, for the view (equal keys: the same piece)
        self.targets = targets
        self.home = home  # where it goes back to when a drop is refused
        self.press: tuple[int, int] | None = None
        self.pos = home
        self.dragging = False
        self.again = False  # pressed while held: a click puts it down, a drag moves it


class TableGestures:
    """Pick up, glow, drop, click-click, keyboard walk and Enter, the queue of a gesture
    that is several actions, and the engine's "why not" (see the module docstring)."""

    DRAG_SLOP = 5
    view_name = "table"  # named in the wake-up events of the queue
    explain_drag = False  # the status says why not while a piece is dragged over a place
    _why: tuple[Any, str] | None = None  # (held piece and place, the reason) last asked

    held: Piece | None = None
    cursor = -1
    buttons: list[Button]
    choices: list  # the actions one gesture may mean, waiting for the player's pick
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
        """The piece let go on ``place`` (``drops_on`` said yes): play what it means."""
        return self.play(self.drop_action(piece, place))

    def drops_on(self, piece: Piece, place: Any) -> bool:
        """Does letting ``piece`` go on ``place`` mean something (a target, or a place
        ``drop_action`` gives a meaning)?"""
        return place is not None and (place in piece.targets
                                      or self.drop_action(piece, place) is not None)

    def command(self, key: str) -> Any:
        """A button of the view's own (``Button.key``) was pressed; an action or None."""
        return None

    def describe(self, action: Any) -> str:
        return self.ctx.rules.describe(action, self.ctx.lang)

    def controls(self) -> list[Button]:
        """The buttons a click, Enter (the hot one) and 1-9 (the enabled ones) reach."""
        return self.buttons

    def drop_action(self, piece: Piece, place: Any) -> Any:
        """What dropping ``piece`` on ``place`` plays (an action or a list), or None."""
        return piece.targets.get(place) if place in piece.targets else None

    def walk_list(self) -> list:
        """The actions the arrow keys walk through."""
        return self.legal

    def hint(self, key: str) -> str:
        """The flow's phrase ``key`` ("pick_place", "drop_lit") in the player's language."""
        return word(self.ctx.lang, key)

    def after_legal(self) -> None:
        """Hook: ``self.legal`` is new; file it by place before the queue's next step is
        checked (a view whose ``queued_ok`` reads that filing)."""

    def queued_ok(self, action: Any) -> bool:
        """May the queue's next step ``action`` go out now? (A view whose engine takes an
        action it does not list, e.g. a piece on any empty post of a route, says so.)"""
        return same_action(action, self.legal)

    # ------------------------------------------------------------------ state
    def reset_gestures(self) -> None:
        """A new position: drop what was held, index the legal actions, and send the next
        queued step (or forget the queue when this position refuses it)."""
        if not hasattr(self, "queue"):
            self.queue = ActionQueue()
        if not hasattr(self, "buttons"):
            self.buttons = []
        self.held = None
        self.choices = []
        self.cursor = -1
        self._why: tuple[Any, str] | None = None
        s = self.state
        self.legal = legal_actions(self.ctx.rules, s) if self.interactive else []
        self.after_legal()
        if self.queue:
            if self.interactive and self.queued_ok(self.queue[0]):
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

    def offer(self, options: list) -> Any:
        """What a gesture may mean: none, nothing happens; one, it is played; several,
        they wait in ``self.choices`` and the status asks which (``pick_how``)."""
        if not options:
            return None
        if len(options) == 1:
            return self.play(options[0])
        self.choices = list(options)
        self.status = self.hint("pick_how")
        return None

    def put_down(self) -> None:
        self.held = None
        self.choices = []
        self.status = ""

    def holding(self) -> bool:
        return getattr(self, "held", None) is not None or bool(getattr(self, "choices", ()))

    # ------------------------------------------------------------------ events
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if self.queue:
            a = self.queue.take(self.queued_ok)
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
                if h.dragging and self.explain_drag:
                    self.explain_drop(h, event.pos)
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

    def explain_drop(self, h: Piece, pos: tuple[int, int]) -> None:
        """While ``h`` is dragged: the engine's reason why the place under ``pos`` will not
        take it on the status line, or nothing (asked once per place and position)."""
        place = self.place_at(pos)
        if place is None or self.drop_action(h, place) is not None:
            self.status = ""
            return
        key = (h.key, place)
        if self._why is None or self._why[0] != key:
            action = self.candidate(h, place)
            self._why = (key, why_not(self.ctx.rules, self.state, action, self.ctx.lang)
                         if action is not None else "")
        self.status = self._why[1]

    def _press(self, pos: tuple[int, int]) -> Any:
        b = button_at(self.controls(), pos, enabled_only=True)
        if b is not None:
            return self.press_button(b)
        h = self.held
        if h is not None and not h.dragging:  # the second click of click-click
            place = self.place_at(pos)
            if self.drops_on(h, place):
                return self.drop(h, place)
            other = self.piece_at(pos)
            if other is None:
                self.refuse(h, place)
            elif other.key == h.key:  # the held piece pressed again: a click puts it down
                h.press = h.pos = pos
                h.again = True
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
            if self.drops_on(h, place):
                return self.drop(h, place)
            self.refuse(h, place)
            return None
        if h.again:  # the held piece clicked again: put it down
            self.put_down()
            return None
        h.press = None  # a click: the piece stays held, the next click places it
        self.status = self.hint("pick_place")
        return None

    def refuse(self, h: Piece, place: Any) -> None:
        """A drop that means nothing: the piece goes home and the status says why."""
        self.held = None
        action = self.candidate(h, place) if place is not None else None
        reason = why_not(self.ctx.rules, self.state, action, self.ctx.lang) \
            if action is not None else ""
        self.status = reason or self.hint("drop_lit")

    def press_button(self, b: Button) -> Any:
        self.ctx.play_sound("click")
        if b.action is not None:
            return self.play(b.action)
        if b.key == CANCEL_KEY:
            self.put_down()
            return None
        return self.command(b.key)

    def _key(self, event: pygame.event.Event) -> Any:
        k = event.key
        if k in CANCEL:
            self.put_down()
            self.cursor = -1
            return None
        steps = self.walk_list()
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and steps:
            step = 10 if event.mod & pygame.KMOD_SHIFT else 1
            self.cursor = walk(self.cursor, len(steps), step if k == pygame.K_RIGHT else -step)
            self.status = f"{self.cursor + 1}/{len(steps)}: " + self.describe(
                steps[self.cursor])
            return None
        if k in ENTER:
            if 0 <= self.cursor < len(steps):
                a = steps[self.cursor]
                self.cursor = -1
                return self.play(a)
            hot = [b for b in self.controls() if b.hot and b.enabled]
            return self.press_button(hot[0]) if hot else None
        d = digit(k)
        numbered = [b for b in self.controls() if b.enabled]
        if d is not None and 1 <= d <= len(numbered):
            return self.press_button(numbered[d - 1])
        return None
