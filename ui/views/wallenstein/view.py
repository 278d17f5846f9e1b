"""The Wallenstein board view: the wiring of its parts.

``WallensteinView`` keeps the state of the table and answers the play scene; each job
lives in its own module of this package: ``geometry`` (where the map, the right column
and the stage lie, and the province under the pointer), ``gestures`` (which target means
which action, pointer and keys, the plan), ``board`` (the map, cached per size in
``map_art.static_layer``, the pieces, cached per position, glows, marches, the column),
``panels`` (public panels and the private desk with its buttons), ``motion`` (the shows:
tower throws, banners, scoring), ``stage`` (drawing the shows and the hover label),
``tower`` (the cube tower's model), the ``*_art`` modules (the drawings) and ``words``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Event
from game.wallenstein import data as D
from game.wallenstein.state import (
    ANNOUNCE,
    BUILDING_BITS,
    DRAFT,
    EXECUTE,
    GREEN,
    PLACE,
    PLAN,
    SEASONS,
    UNSET,
)
from game.wallenstein.texts import SPACE_NAMES
from ui.theme import PLAYER_MARKS
from ui.views.base import BoardView, ViewContext
from ui.views.common.buttons import Button
from ui.views.common.queue import ActionQueue
from ui.views.wallenstein import art
from ui.views.wallenstein import map_art as wmap
from ui.views.wallenstein.board import WallensteinBoard
from ui.views.wallenstein.geometry import MapGeom, WallensteinGeometry
from ui.views.wallenstein.gestures import WallensteinGestures
from ui.views.wallenstein.motion import WallensteinMotion
from ui.views.wallenstein.panels import WallensteinPanels
from ui.views.wallenstein.shows import Show, same_cubes, split_inside
from ui.views.wallenstein.words import word


class WallensteinView(WallensteinGestures, WallensteinGeometry, WallensteinBoard, WallensteinPanels,
                      WallensteinMotion, BoardView):
    """Board view of Wallenstein (see the module docstring)."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.shown: Any = None  # the position drawn (the last one before a running throw)
        self.legal: list = []
        self.geom: MapGeom | None = None
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.grain_rect = pygame.Rect(0, 0, 0, 0)
        self.col_rect = pygame.Rect(0, 0, 0, 0)
        self.tower_rect = pygame.Rect(0, 0, 0, 0)
        self.stage_rect = pygame.Rect(0, 0, 0, 0)
        self.t = 0.0
        self.local_plan: dict[int, int] = {}
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        self.space_rects: list[pygame.Rect] = []
        self.faceup_rects: list[tuple[pygame.Rect, Any]] = []
        self.group_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons: list[Button] = []
        self.opt_sel = -1
        self.page = 0
        self.count = 1
        self.recruit = True
        self.hover: tuple[int, int] | None = None
        self.queue = ActionQueue()
        self.shows: list[Show] = []
        self.resting: list[list[int]] = [[], []]
        self.flash: dict[tuple[int, int], float] = {}
        self._pieces_key: Any = None
        self._pieces_surf: pygame.Surface | None = None
        self._glow_cache: dict[tuple[int, int], tuple[pygame.Surface, tuple[int, int]]] = {}
        self.last_province = -1
        self._pub_cache: dict[int, tuple] = {}
        self._plan_owner: tuple = ()
        self.flights: list[list] = []  # [from, to, seat, armies, elapsed, duration]
        self.flips: dict[int, float] = {}  # action-order slot -> when its card turns
        self.stage_bg: tuple | None = None  # (key, picture of the veiled table)

    # ================================================================== helpers
    @property
    def lang(self) -> str:
        return self.ctx.lang

    @property
    def devastated(self) -> frozenset[int]:
        """Provinces lying waste in the position on screen (kept by the state itself)."""
        return wmap.wasted(self.shown or self.state)

    @staticmethod
    def executing(s: Any) -> tuple[int, int] | None:
        """(action-order slot, seat) of the action being carried out, or None."""
        if s is None or s.phase != EXECUTE or s.season >= 3 or (s.slot == 0 and s.pos == 0):
            return None
        if s.pos == 0:
            return s.slot - 1, s.turn_order[-1]
        return s.slot, s.turn_order[s.pos - 1]

    def marks(self) -> dict[int, str] | None:
        """Colour-blind marks per cube colour (None when the usual palette is in use)."""
        if not self.ctx.colorblind:
            return None
        return {i: PLAYER_MARKS[i % len(PLAYER_MARKS)] for i in range(len(self.ctx.seat_colors))}

    def colours(self) -> dict[int, tuple]:
        cols = {i: tuple(c) for i, c in enumerate(self.ctx.seat_colors)}
        cols[GREEN] = art.GREEN_CUBE
        return cols

    def seat_colour(self, seat: int) -> tuple:
        cols = self.ctx.seat_colors
        return tuple(cols[seat]) if 0 <= seat < len(cols) else (128, 128, 128)

    def seat_name(self, seat: int) -> str:
        names = self.ctx.seat_names
        return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"

    def _ui(self) -> float:
        return float(self.ctx.extra.get("ui_scale", 1.0))

    # ================================================================== state
    def set_state(self, state: Any, viewer: int | None, interactive: bool,
                  events: list[Event] | None = None) -> None:
        old = self.state
        super().set_state(state, viewer, interactive, events)
        self.status = ""
        if self.queue and (state is None or self.queue.seat != self.ctx.rules.to_act(state)):
            self.queue.clear()  # queued for a seat no longer to act
        self.reset_gestures()  # drops what was held, the legal actions, the next queued step
        if state is None:
            return
        owner = (viewer, state.year, state.season, state.planner)
        if state.phase not in (PLAN, ANNOUNCE) or owner != self._plan_owner:
            self.local_plan = {}  # a plan in the making belongs to one seat and season
            self._plan_owner = owner
        self._clean_plan()
        self._react(old, events or [])
        if old is not None and events and self.ctx.anim_speed > 0 \
                and (old.year, old.season) == (state.year, state.season) \
                and state.order_shown > old.order_shown:
            for k in range(old.order_shown, state.order_shown):  # the cards being turned
                self.flips[k] = self.t + (k - old.order_shown) * 0.12
        if not same_cubes(self.resting, state.tower.ledges):  # a load, an undo: resync
            self.resting = split_inside(state.tower.ledges)
        if not self.shows:
            self.shown = state
        self._pending_defaults()
        self.rehold()

    def planned(self) -> list[int]:
        """The card on each of the ten spaces of the seat planning now (its confirmed
        cards and the ones placed on the desk; UNSET where none yet)."""
        s = self.state
        seat = self.ctx.rules.to_act(s) if s is not None else None
        if s is None or seat is None or s.phase != PLAN:
            return [UNSET] * 10
        plan = s.plans[seat]
        return [plan[i] if plan[i] != UNSET else self.local_plan.get(i, UNSET)
                for i in range(10)]

    def plan_missing(self) -> int:
        """How many spaces of the plan in the making are still empty."""
        return sum(1 for c in self.planned() if c == UNSET)

    def doomed_spaces(self) -> list[tuple[int, int]]:
        """(space, province) of planned buildings that already stand there: the card is
        sure to be cancelled when it is revealed."""
        s = self.state
        out = []
        for sp, card in enumerate(self.planned()[:3]):
            if card >= 0 and s.buildings[card] & BUILDING_BITS[sp]:
                out.append((sp, card))
        return out

    # ================================================================== prompt
    def prompt(self) -> str:
        s = self.state
        if s is None:
            return ""
        lang = self.lang
        seat = self.ctx.rules.to_act(s)
        if seat is None:
            return ""
        if not self.interactive:
            return word(lang, "wait", n=self.seat_name(seat))
        ph = s.phase
        if ph == DRAFT:
            return word(lang, "draft")
        if ph == PLACE:
            return word(lang, "place", p=D.NAMES[s.last_taken] if s.last_taken >= 0 else "")
        if ph == ANNOUNCE:
            return word(lang, "announce")
        if ph == PLAN:
            missing = self.plan_missing()
            doomed = self.doomed_spaces()
            if doomed:  # a plan that will surely be cancelled: say so while planning
                sp, card = doomed[0]
                return word(lang, "plan_warn", what=SPACE_NAMES[lang if lang in SPACE_NAMES
                                                                else "en"][sp],
                            p=D.NAMES[card])
            if missing == 10:
                return word(lang, "plan")
            return word(lang, "plan_missing", n=missing) if missing else word(lang, "plan_done")
        if s.pending:
            kind = s.pending[0]
            p = D.NAMES[s.pending[2]]
            if kind == "act":
                return word(lang, "act_move" if s.pending[3] == 7 else "act_campaign", p=p)
            return word(lang, kind, p=p)
        return ""

    def tentative(self) -> list:
        """The cards laid on the action spaces, not yet confirmed, as the engine's Plans."""
        from game.wallenstein.actions import Plan

        return [Plan(sp, card) for sp, card in sorted(self.local_plan.items())]

    def withdraw(self, action: Any) -> None:
        """A card laid on an action space goes back to the hand (a lesson refused it)."""
        sp, card = getattr(action, "space", -1), getattr(action, "card", None)
        if self.local_plan.get(sp) == card:
            del self.local_plan[sp]

    def action_rects(self, action: Any) -> list[pygame.Rect]:
        """What an action names: the card and the action space of a plan, the province a
        campaign marches into (lit by a lesson or a hint; counts through their buttons)."""
        from ui.views.common.emphasis import square

        out: list[pygame.Rect] = []
        if type(action).__name__ == "Plan":
            if 0 <= action.space < len(self.space_rects):
                out.append(pygame.Rect(self.space_rects[action.space]))
            out += [pygame.Rect(r) for r, c in self.hand_rects if c == action.card]
        elif hasattr(action, "target") and action.target >= 0 and self.geom is not None:
            u = int(self.geom.unit)
            out.append(square(self.geom.anchor_screen(action.target), u * 4))
        return out


VIEW = WallensteinView

__all__ = ["WallensteinView", "VIEW", "SEASONS", "SPACE_NAMES", "word"]
