"""The contract between the play scene and a game's board view.

The play scene (ui/scenes/play.py) owns the window layout, the log, the buttons,
the hand-over screen and the AI worker. A board view draws one game's state and
turns pointer and keyboard gestures into actions of that game's protocol. Views
are registered in ``ui.views.VIEWS`` by game id.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import Event, Rules, State
from game.i18n import Contextual, message


def ease_out(t: float) -> float:
    """Cubic ease-out on [0, 1], the curve of every short move on the table."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def lookup(words: dict[str, str | Contextual], lang: str, key: str, **kw: Any) -> str:
    """A view's phrase ``key`` (its English message, marked ``N_``/``NP_`` in ``words``)
    in ``lang`` from the catalogs, formatted with ``kw``; an unknown key shows itself."""
    msg = words.get(key)
    return key if msg is None else message(msg, lang, **kw)


def table_in(words: dict[str, str | Contextual], lang: str) -> dict[str, str]:
    """A whole phrase table in ``lang``, placeholders left unformatted."""
    return {key: message(msg, lang) for key, msg in words.items()}


@dataclass
class ViewContext:
    """What a view may use from the application."""

    rules: Rules
    seat_names: list[str]
    seat_colors: list[tuple[int, int, int]]  # one RGB per seat, from the palette in use
    lang: str = "en"
    # play_sound("tile" | "piece" | "cubes" | "card" | "fanfare" | "click")
    play_sound: Callable[[str], None] = lambda name: None
    anim_speed: float = 1.0  # 0 = animations off, 1 = normal, 2 = fast
    colorblind: bool = False
    show_coords: bool = False
    extra: dict = field(default_factory=dict)


class BoardView:
    """Base class of every game's board view.

    The play scene calls, each frame: ``update(dt)`` then ``draw_board``,
    ``draw_public`` for each seat and ``draw_private`` for the seat to act (only
    when that seat's private information may be shown). Input events go to
    ``handle_event``; when it returns an action the scene plays it (and, if the
    rules reject it, calls ``show_illegal`` with the reason).
    """

    def __init__(self, ctx: ViewContext) -> None:
        self.ctx = ctx
        self.state: State | None = None  # the state as ``viewer`` may see it (observe())
        self.viewer: int | None = None  # the human seat deciding now, or None
        self.interactive = False  # True when ``viewer`` must decide now
        self.status = ""  # one line for the status bar: a hint or why a move was refused
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.emphasis: list = []  # actions the scene asks to light (a lesson step, a hint)

    # ------------------------------------------------------------------ state
    def set_state(self, state: State, viewer: int | None, interactive: bool,
                  events: list[Event] | None = None) -> None:
        """A new position; ``events`` are what the last action did (for animation)."""
        self.state = state
        self.viewer = viewer
        self.interactive = interactive

    # ------------------------------------------------------------------ drawing
    def layout(self, board_rect: pygame.Rect) -> None:
        """The area the board may use changed (window resized)."""
        self.board_rect = pygame.Rect(board_rect)

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def busy(self) -> bool:
        """True while an animation the players should watch is running."""
        return False

    def recall(self, states: Iterable[State]) -> None:
        """The positions a match went through before this view opened on it (a game
        loaded or continued), oldest first: what the view would remember had it watched
        them (a view that keeps nothing from earlier positions ignores them)."""

    def track_pointer(self, pos: tuple[int, int]) -> None:
        """The pointer moved while the view takes no input (a computer thinks, a show is
        on): hover cards and tips follow it all the same."""

    def holding(self) -> bool:
        """True while the player holds something picked up (a piece, a tile, a card on its
        way) that Esc puts back: Esc then does only that, the pause menu stays shut."""
        return False

    def unseen(self, action: Any) -> bool:
        """True for a computer's move there is nothing to watch of (the next computer
        then waits only the shortest pause)."""
        return False

    def skippable(self) -> bool:
        """True while a click or a key would skip something shown (a view with ``skip``):
        what ``busy`` names, and what stays on the table with animations off (a sheet)."""
        return self.busy()

    def draw_board(self, surf: pygame.Surface) -> None:
        raise NotImplementedError

    def draw_overlay(self, surf: pygame.Surface) -> None:
        """What lies over every panel (a hover card of a card in the hand), drawn last."""

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """What everyone may see of ``seat``: pieces, public scores."""
        raise NotImplementedError

    def public_panel_height(self, width: int) -> int:
        return 96

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """What only ``seat`` may see (rack, hand, hidden scores) and its controls."""
        raise NotImplementedError

    def private_panel_height(self, width: int) -> int:
        return 180

    def private_beside(self, area: pygame.Rect, priv_h: int
                       ) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(board, private panel) when the view sets its private panel of ``priv_h`` pixels
        (0: none) inside ``area``, the room of both; None: the panel goes under the board."""
        return None

    def prompt(self) -> str:
        """What the deciding player is asked to do now, in ``ctx.lang``."""
        return ""

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        """Return an action to play, or None. Only called when ``interactive``."""
        return None

    def show_illegal(self, reason: str) -> None:
        self.status = reason

    # ------------------------------------------------------------------ emphasis
    def emphasise(self, actions: list) -> None:
        """Light these actions for the player (a guided game's step, a hint); [] for none.
        The scene draws the glow (``ui.views.common.emphasis``) over what
        :meth:`emphasis_rects` names, after the board and the panels."""
        self.emphasis = list(actions)

    def action_rects(self, action: Any) -> list[pygame.Rect]:
        """Where ``action`` shows on screen: its piece and its target on the board. A game's
        view names its places; the buttons carrying the action are found for it."""
        return []

    def tentative(self) -> list:
        """Actions the player has set up on the table but not sent yet (a secret plan
        arranged card by card before Confirm): a lesson takes the one it asks for."""
        return []

    def withdraw(self, action: Any) -> None:
        """Take back a move of :meth:`tentative` (a lesson refused it): its piece goes back
        to where it came from."""

    def emphasis_rects(self) -> list[pygame.Rect]:
        """The screen rectangles of the emphasised actions: their places on the board and
        the view's buttons that play them."""
        out: list[pygame.Rect] = []
        for a in self.emphasis:
            try:
                out += self.action_rects(a)
            except Exception:  # a place the view cannot find is simply not lit
                continue
        for b in getattr(self, "buttons", ()):
            a = getattr(b, "action", None)  # same class too: Income(0) == Claim(0) as tuples
            if a is not None and any(type(e) is type(a) and e == a for e in self.emphasis):
                out.append(pygame.Rect(b.rect))
        return out
