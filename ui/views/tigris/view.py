"""The Tigris & Euphrates board view: the wiring of its parts.

``TigrisView`` keeps the state of the table and answers the play scene; each job lives in
its own module of this package: ``geometry`` (where the squares are), ``gestures`` (which
target means which action, pointer and keys), ``board`` (the printed board, cached per
size, the pieces, cached per position, and what each frame adds), ``motion`` (sounds,
banners and pieces in flight), ``kingdoms`` (what the hover cards read from the position),
``panels`` (public and private panels, decision cards), ``art`` and ``panel_art`` (the
drawings), ``words`` (its phrases).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Event
from ui.views.base import BoardView, ViewContext
from ui.views.common.buttons import Button
from ui.views.tigris import panels
from ui.views.tigris.board import TigrisBoard
from ui.views.tigris.geometry import Geometry
from ui.views.tigris.gestures import Held, TigrisGestures
from ui.views.tigris.kingdoms import TigrisKingdoms
from ui.views.tigris.motion import Anim, TigrisMotion
from ui.views.tigris.words import word


class TigrisView(TigrisGestures, TigrisBoard, TigrisMotion, TigrisKingdoms, BoardView):
    """Board view of Tigris & Euphrates (see the module docstring)."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.geo: Geometry | None = None
        self._boards: dict[tuple, pygame.Surface] = {}
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self.version = 0
        self.time = 0.0
        self.held: Held | None = None
        self.pointer = (0, 0)
        self.hover_pos: tuple[int, int] | None = None
        self.cursor = -1
        self.swap_mode = False
        self.swap_marks: set[int] = set()
        self.anims: list[Anim] = []
        self.banner: tuple[str, float] | None = None
        self.legal: list = []
        self.legal_set: set = set()
        self.t_tile: dict[int, dict[int, Any]] = {}
        self.t_place: dict[int, dict[int, Any]] = {}
        self.t_move: dict[int, dict[int, Any]] = {}
        self.t_withdraw: dict[int, Any] = {}
        self.t_cat: dict[int, Any] = {}
        self.sq_decisions: dict[int, Any] = {}
        self.private_rect: pygame.Rect | None = None
        self.private_seat: int | None = None
        self.priv: panels.PrivateLayout | None = None
        self.public_rects: dict[int, pygame.Rect] = {}
        self.buttons: list[Button] = []  # private-panel controls (last drawn)
        self.card_buttons: list[Button] = []  # decision card (last laid out)
        self.card_rect: pygame.Rect | None = None
        self._lab_cache: tuple[int, list[int]] | None = None
        self._outline_cache: dict[tuple, list] = {}
        self.flash: dict[int, tuple[int, float]] = {}  # score index -> (gain, when)
        self.last_squares: tuple[int, ...] = ()  # where the last action put something

    # ================================================================== state
    def set_state(self, state: Any, viewer: int | None, interactive: bool,
                  events: list[Event] | None = None) -> None:
        old = self.state
        if state is old and interactive == self.interactive and viewer == self.viewer:
            return
        super().set_state(state, viewer, interactive, events)
        self.version += 1
        self._lab_cache = None
        self._outline_cache.clear()
        self.swap_mode = False
        self.swap_marks.clear()
        self.reset_gestures()
        self.index_targets()
        if old is not None and state is not None and self.geo is not None:
            self._animate_diff(old, state, events or [])
        self._react(events or [])
        self._score_flash(old)
        self.status = ""


    # ================================================================== geometry
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self.geo = Geometry(pygame.Rect(board_rect))
        self._layer_key = None

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        self.public_rects[seat] = pygame.Rect(rect)
        if self.state is not None:
            panels.draw_public(self, surf, pygame.Rect(rect), seat)

    def _ui_scale(self) -> float:
        try:
            return max(0.6, min(2.5, float(self.ctx.extra.get("ui_scale", 1.0))))
        except (TypeError, ValueError):
            return 1.0

    def public_panel_height(self, width: int) -> int:
        return int(66 * self._ui_scale())

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        self.private_rect = pygame.Rect(rect)
        self.private_seat = seat
        if self.state is not None:
            panels.draw_private(self, surf, pygame.Rect(rect), seat)

    def private_panel_height(self, width: int) -> int:
        return int(128 * self._ui_scale())

    def prompt(self) -> str:
        lang = self.ctx.lang
        if self.held is not None:
            if self.held.kind == "board":
                return word(lang, "pick_square") + " " + word(lang, "withdraw_hint")
            return word(lang, "pick_square")
        if self.swap_mode:
            return word(lang, "mark_swap")
        fn = getattr(self.ctx.rules, "prompt", None)
        if fn is not None and self.state is not None:
            try:
                return fn(self.state, lang)
            except Exception:
                return ""
        return ""

    def action_rects(self, action: Any) -> list[pygame.Rect]:
        """The square an action names (tile, leader, treasure, monument): lit by a lesson
        or a hint; Commit and the other decisions of the card through its buttons."""
        out = [pygame.Rect(b.rect) for b in self.card_buttons
               if type(b.action) is type(action) and b.action == action]
        kind = type(action).__name__
        if self.priv is not None and kind == "PlaceTile":  # the first tile of that colour
            cols = self.rack_colours()
            if action.colour in cols and cols.index(action.colour) < len(self.priv.rack):
                out.append(pygame.Rect(self.priv.rack[cols.index(action.colour)]))
        elif self.priv is not None and kind == "PlaceLeader" \
                and 0 <= action.colour < len(self.priv.leaders):
            out.append(pygame.Rect(self.priv.leaders[action.colour]))
        sq = getattr(action, "square", None)
        if self.geo is not None and isinstance(sq, int) and sq >= 0:
            out.append(self.geo.square_rect(sq))
        return out


VIEW = TigrisView
