"""The Hansa Teutonica board view: the wiring of its parts.

``HansaView`` keeps the state of the table and answers the play scene; each job lives in
its own module of this package: ``geometry`` (where every place of the map is, what is
under the pointer), ``targets`` (which target means which action), ``gestures`` (pointer
and keys), ``board`` (the map and its pieces each frame), ``hover`` (the hover cards),
``panels`` (escritoires, the private panel, the buttons), ``motion`` (sounds and pieces in
flight), ``art`` and ``panel_art`` (the drawings), ``words`` (its phrases).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pygame

from game.core import Event
from game.hansa import engine
from game.hansa.state import (
    CLAIM_CHOICE,
    DISPLACED,
    MAIN,
    MOVE,
    NEUTRAL,
    NEUTRAL_CLAIM,
    OVER,
    PLACE_MARKERS,
    REMOVE,
    HansaState,
)
from ui.views.base import BoardView, ViewContext
from ui.views.common import wood
from ui.views.common.buttons import Button
from ui.views.common.queue import ActionQueue
from ui.views.hansa import art
from ui.views.hansa import words as hui
from ui.views.hansa.board import HansaBoard
from ui.views.hansa.geometry import Geo, HansaGeometry
from ui.views.hansa.gestures import HansaGestures
from ui.views.hansa.hover import HansaHover
from ui.views.hansa.motion import Anim, HansaMotion
from ui.views.hansa.panels import HansaPanels
from ui.views.hansa.pieces import Held
from ui.views.hansa.targets import DISPLACE_PHASE, PLACE_PHASE, HansaTargets


class HansaView(HansaGestures, HansaTargets, HansaGeometry, HansaBoard, HansaHover, HansaPanels,
                HansaMotion, BoardView):
    """Board view of Hansa Teutonica (see the module docstring)."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.geo: Geo | None = None
        self.map_surf: pygame.Surface | None = None
        self.legal: list = []
        self.by_post: dict[int, list] = defaultdict(list)
        self.by_route: dict[int, list] = defaultdict(list)
        self.by_city: dict[int, list] = defaultdict(list)
        self.by_extra: dict[int, list] = defaultdict(list)
        self.by_ability: dict[int, list] = defaultdict(list)
        self.by_coellen: dict[int, list] = defaultdict(list)
        self.by_swap: dict[int, list] = defaultdict(list)  # by global office index
        self.moves: dict[int, dict[int, Any]] = {}  # own piece's post -> route -> its Move
        # Swaps (a Move onto an own piece): either piece's post -> the other's -> the Move.
        # The engine offers one cube and one disc per full route; the others stand for them.
        self.swaps: dict[int, dict[int, Any]] = {}
        # When the engine splits an action in two (``Start(kind)`` then its details), the
        # details are looked ahead and the gesture plays both: detail class -> Start.
        self.start_of: dict[type, Any] = {}
        self.alias: dict[int, int] = {}  # empty post -> the post of its route actions use
        self.held: Held | None = None
        self.prior: Held | None = None
        self.choices: list = []
        self.queue = ActionQueue()
        self.anims: list[Anim] = []
        self.buttons: list[Button] = []
        self.priv: dict[str, Any] = {}  # hit areas of the private panel (screen)
        self.anchors: dict[int, tuple[int, int]] = {}  # per seat: where its panel is
        self.mouse: tuple[int, int] = (-1, -1)
        self.cursor = -1
        self.clock = 0.0
        self.decider: int | None = None

    # ------------------------------------------------------------------ helpers
    @property
    def s(self) -> HansaState:
        return self.state  # type: ignore[return-value]

    def lang(self) -> str:
        return self.ctx.lang

    def w(self, key: str, **kw: Any) -> str:
        return hui.word(self.ctx.lang, key, **kw)

    def color_of(self, owner: int) -> art.Color:
        if owner == NEUTRAL or owner >= len(self.ctx.seat_colors):
            return art.NEUTRAL_RGB
        return tuple(self.ctx.seat_colors[owner])  # type: ignore[return-value]

    def mark_of(self, owner: int) -> str | None:
        if not self.ctx.colorblind or owner == NEUTRAL:
            return None
        return wood.mark_of(self.color_of(owner)) or art.PLAYER_MARKS[owner % 7]

    def name_of(self, owner: int) -> str:
        if owner == NEUTRAL:
            return self.w("neutral")
        if 0 <= owner < len(self.ctx.seat_names):
            return self.ctx.seat_names[owner]
        return f"#{owner + 1}"

    def ui(self, n: float) -> int:
        return max(1, round(n * float(self.ctx.extra.get("ui_scale", 1.0))))

    # ------------------------------------------------------------------ state
    def set_state(self, state: Any, viewer: int | None, interactive: bool,
                  events: list[Event] | None = None) -> None:
        old = self.state
        super().set_state(state, viewer, interactive, events)
        if self.geo is None or self.geo.side != state.board.side:
            self._relayout()
        self.decider = engine.to_act(state)
        self.reset_gestures()  # the legal actions filed (after_legal), the queue's next step
        self.prior = None
        self.choices = []
        self.status = ""
        if events is not None and old is not None and old.board is state.board:
            self._react(events)
            self._animate(old, state)

    def show_illegal(self, reason: str) -> None:
        self.status = reason
        self.queue.clear()

    def prompt_short(self) -> str:
        key = {CLAIM_CHOICE: "p_claim", DISPLACED: "p_displaced", NEUTRAL_CLAIM: "p_neutral",
               PLACE_MARKERS: "p_markers", OVER: "p_over", MOVE: "p_move",
               REMOVE: "p_remove", PLACE_PHASE: "p_place",
               DISPLACE_PHASE: "p_displace"}.get(self.s.phase, "p_main")
        return self.w(key)

    def prompt(self) -> str:
        if self.state is None:
            return ""
        s = self.s
        if not self.interactive:
            if s.phase == OVER:
                return self.w("p_over")
            who = self.decider if self.decider is not None else s.cur
            return self.w("p_wait", name=self.name_of(who))
        if self.choices:
            return self.w("p_pick")
        if s.phase == DISPLACED and s.pend[1] < 0:
            return self.w("p_displaced_extra", n=s.pend[2])
        return self.prompt_short() if s.phase != MAIN else self.w("p_main")

    def action_rects(self, action: Any) -> list[pygame.Rect]:
        """The post, route or city an action names: lit by a lesson or a hint (Income,
        Upgrade and other decisions are lit through their buttons)."""
        from ui.views.common.emphasis import square

        if self.geo is None or self.state is None:
            return []
        size = max(12, self.geo.post_r * 4)
        if hasattr(action, "post") and action.post >= 0:
            piece = [pygame.Rect(r) for key, r in (self.priv or {}).get("pieces", ())
                     if type(action).__name__ == "Place" and key == ("supply", action.shape)]
            return [square(self.post_center(action.post), size), *piece]
        if hasattr(action, "route") and action.route >= 0:
            return [square(self.route_center(action.route), size)]
        if hasattr(action, "city") and action.city >= 0:
            return [square(self.city_target(action.city), self.geo.box * 2)]
        return []

    @staticmethod
    def _placed(actions: list) -> list:
        """The moves of ``actions`` that name a post, a route or a city."""
        return [a for a in actions if any(getattr(a, k, -1) >= 0 for k in ("post", "route", "city"))
                and all(type(getattr(a, k, 0)) is int for k in ("post", "route", "city"))]

    def picture_zoom(self, actions: list) -> float:
        """A rule example whose moves name places is drawn twice as large (its picture shows
        their part of the map: :meth:`picture_part`); one that names none, the whole map."""
        return 2.0 if self._placed(list(actions)) else 1.0

    def picture_part(self, actions: list, aspect: float) -> pygame.Rect | None:
        """The part of the map where a rule example's moves ``actions`` happen (the whole
        map is too small to read on the rules screen); None: they name no place."""
        from ui.views.common.picture import frame_around

        if self.geo is None:
            return None
        rects = [r for a in self._placed(list(actions)) for r in self.action_rects(a)]
        return frame_around(rects, pygame.Rect(self.geo.rect), aspect,
                            pygame.Rect(self.board_rect))


VIEW = HansaView
