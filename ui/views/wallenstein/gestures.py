"""Wallenstein on the shared gesture flow (ui/views/common/gestures.py): what may be
picked up, where it may go, and the decisions of its own.

The pieces: a planning card (from the hand or from a space), whose places are the ten
planning spaces; an empty planning space, whose places are the hand's cards (click a
space, then a card); an army group of the placement, going to the province just taken;
the armies of the acting province, going to a lit neighbour. A drop on the desk lays the
card there (``drop``): the plan is arranged freely and sent on Confirm as the engine's
space-by-space ``Plan`` actions. The last two pieces rest in hand from the start (a click
on the lit province plays), as Revolution's tray; a march sends ``Campaign`` and then the
chosen ``Count`` through the queue.

Extras on top of the shared keys: +/- and the mouse wheel set the counter, Up/Down choose
a button of the desk and Enter or Space press it, Backspace with nothing held takes the
last card laid on the desk back. A click on a province out of play says so.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.wallenstein.actions import Campaign, LeaveEmpty, PlaceGroup, RecruitMove
from game.wallenstein.state import ANNOUNCE, OUT, PLACE, PLAN
from ui.views.common.buttons import Button, button_at
from ui.views.common.gestures import Piece, TableGestures
from ui.views.common.keys import ENTER, walk
from ui.views.common.legal import same_action, why_not
from ui.views.common.why import generic
from ui.views.wallenstein.desk import WallensteinDesk
from ui.views.wallenstein.words import choice, word

RESTING = -2  # the origin of a piece in hand from the start (not picked up by the player)
PLUS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS = (pygame.K_MINUS, pygame.K_KP_MINUS)


class Held(Piece):
    """A Wallenstein piece: ``kind`` ("card", "space", "group", "army"), ``value`` (card,
    space, group size or province) and ``origin`` (the space a card was taken from, -1 the
    hand, ``RESTING`` a piece in hand from the start)."""

    __slots__ = ("kind", "value", "origin")

    def __init__(self, kind: str, value: int, origin: int, targets: dict,
                 home: tuple[int, int] = (0, 0)) -> None:
        super().__init__((kind, value, origin), targets, home)
        self.kind = kind
        self.value = value
        self.origin = origin

    @property
    def moved(self) -> bool:
        return self.dragging


class WallensteinGestures(WallensteinDesk, TableGestures):
    """Wallenstein's half of the gesture flow (see the module docstring)."""

    DRAG_SLOP = 6
    view_name = "wallenstein"
    held: Held | None = None

    # ------------------------------------------------------------------ what is held
    @property
    def drag(self) -> Held | None:
        """The piece under the pressed pointer (pressed or dragged), or None."""
        h = self.held
        return h if h is not None and (h.press is not None or h.dragging) else None

    @property
    def sel_card(self) -> int | None:
        """The hand's card picked up by a click (it waits for a space), or None."""
        h = self.held
        if h is not None and h.kind == "card" and h.origin == -1 and h.press is None:
            return h.value
        return None

    @property
    def sel_space(self) -> int:
        """The planning space picked by a click (it waits for a card), or -1."""
        h = self.held
        return h.value if h is not None and h.kind == "space" and h.press is None else -1

    def holding(self) -> bool:
        return self.held is not None and self.held.origin != RESTING

    def describe(self, action: Any) -> str:
        """An action as its button says it (a plan names its card: the walk is private)."""
        return choice(action, self.lang) or self.ctx.rules.describe(action, self.lang)

    def track_pointer(self, pos: tuple[int, int]) -> None:
        self.hover = pos

    def rehold(self) -> None:
        """Hold the piece of the decision again while nothing else is held: the armies of
        the acting province, or the biggest group of the placement."""
        s = self.state
        if self.held is not None or s is None or not self.interactive or self.shows:
            return
        tg = self.targets()
        if not tg:
            return
        if s.phase == PLACE:
            sizes = sorted({a.size for a in self.legal if type(a) is PlaceGroup}, reverse=True)
            if sizes and s.last_taken >= 0:
                self.held = Held("group", sizes[0], RESTING,
                                 {("prov", s.last_taken): PlaceGroup(sizes[0])})
            return
        src = self.source()
        if src >= 0:
            home = self.geom.army_pos(src) if self.geom is not None else (0, 0)
            self.held = Held("army", src, RESTING, {("prov", p): a for p, a in tg.items()},
                             home)

    def put_down(self) -> None:
        super().put_down()
        self.rehold()

    # ------------------------------------------------------------------ the shared hooks
    def _province(self, pos: tuple[int, int]) -> int:
        if self.geom is None or not self.map_rect.collidepoint(pos):
            return -1
        return self.geom.province_at(pos)

    def piece_at(self, pos: tuple[int, int]) -> Held | None:
        s = self.state
        for r, g in self.group_rects:
            if r.collidepoint(pos):
                return Held("group", g, -1, {("prov", s.last_taken): PlaceGroup(g)}, r.center)
        if s.phase != PLAN:
            return None
        spaces = {("space", sp): None for sp in range(10)}
        for r, c in reversed(self.hand_rects):
            if r.collidepoint(pos):
                return Held("card", c, -1, spaces, r.center)
        for sp, r in enumerate(self.space_rects):
            if r.collidepoint(pos):
                if sp in self.local_plan:
                    return Held("card", self.local_plan[sp], sp, spaces, r.center)
                return Held("space", sp, sp, {("card", c): None for c in self.hand()},
                            r.center)
        return None

    def place_at(self, pos: tuple[int, int]) -> Any:
        h = self.held
        if self.state.phase == PLAN:
            if h is not None and h.kind == "space":
                for r, c in reversed(self.hand_rects):
                    if r.collidepoint(pos):
                        return ("card", c)
            for sp, r in enumerate(self.space_rects):
                if r.collidepoint(pos):
                    if h is not None and not h.dragging and sp in self.local_plan:
                        return None  # a click on a laid card picks that card up
                    return ("space", sp)
        p = self._province(pos)
        return ("prov", p) if p >= 0 else None

    def candidate(self, piece: Piece, place: Any) -> Any:
        """The march a refused drop of the armies would have been (the engine says why)."""
        s = self.state
        if piece.kind != "army" or place is None or place[0] != "prov" or not s.pending:
            return None
        p = place[1]
        return RecruitMove(self.recruit, p) if s.pending[3] == 7 else Campaign(p)

    def drop(self, piece: Piece, place: Any) -> Any:
        kind = piece.kind
        if kind in ("card", "space"):  # laid on the desk, not yet sent
            self.held = None
            if kind == "card":
                if piece.origin >= 0:
                    self.local_plan.pop(piece.origin, None)
                self._put(place[1], piece.value, swap_from=piece.origin)
            else:
                self._put(piece.value, place[1])
            return None
        self.ctx.play_sound("piece")
        if kind == "army":
            return self.play(self._march(place[1], piece.targets[place]))
        return self.play(piece.targets[place])

    def refuse(self, h: Piece, place: Any) -> None:
        """A drop that means nothing. Off the desk a card goes back to the hand (from a
        space: taken back), silently; on the map the status says why."""
        self.held = None
        if h.kind in ("card", "space"):
            self.status = ""
            if not h.dragging and place is not None and place[0] == "prov":
                self._explain(place[1])  # a province out of play, clicked, says so
        if h.kind == "card" and h.origin >= 0:
            self.local_plan.pop(h.origin, None)
        if h.kind in ("army", "group"):
            if h.dragging:  # the engine's reason when it names one, else where to drop
                a = self.candidate(h, place)
                why = why_not(self.ctx.rules, self.state, a, self.lang) if a else ""
                self.status = why if why and not generic(why) else word(self.lang, "drop_lit")
            elif place is not None:
                self._explain(place[1])
        self.rehold()

    def _explain(self, p: int) -> None:
        if self.state.owner[p] == OUT:
            self.status = word(self.lang, "out_of_play")
        elif self.targets():
            self.status = word(self.lang, "not_choosable")

    # ------------------------------------------------------------------ pointer
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.hover = event.pos
        if self.shows:
            if et in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.skip()
            return None
        if self.flights and et in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.flights = []  # the marching armies arrive at once; the press counts too
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.hover = event.pos
        if et == pygame.MOUSEWHEEL and not self.queue and self.interactive \
                and self.state is not None:
            self._bump(1 if event.y > 0 else -1)
            return None
        if et == pygame.KEYDOWN and event.key == pygame.K_SPACE:  # Space as Enter
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=event.mod,
                                       unicode="\r")
        return super().handle_event(event)

    def _button_at(self, pos: tuple[int, int]) -> Button | None:
        return button_at(self.buttons, pos)

    def _press(self, pos: tuple[int, int]) -> Any | None:
        b = self._button_at(pos)
        if b is not None:  # an idle button takes the click too
            return self.press_button(b) if b.enabled else None
        for r, a in self.faceup_rects:  # a card of the draft: taken at once
            if r.collidepoint(pos):
                return a
        if self.state.phase == ANNOUNCE:
            for sp, r in enumerate(self.space_rects):
                if r.collidepoint(pos) and same_action(LeaveEmpty(sp), self.legal):
                    return LeaveEmpty(sp)
        self.rehold()
        h = self.held
        if h is not None and h.kind == "army" and h.origin == RESTING and h.press is None \
                and self._province(pos) == h.value:
            h.press = h.pos = pos  # the acting province: a drag may start here
            return None
        if h is None and self.piece_at(pos) is None:
            p = self._province(pos)
            if p >= 0:
                self._explain(p)
            return None
        return super()._press(pos)

    def _release(self, pos: tuple[int, int]) -> Any | None:
        h = self.held
        if h is not None and h.press is not None and not h.dragging:
            if h.kind == "army":  # a click on the acting province: it stays marked
                h.press = None
                return None
            if h.kind == "group":
                g = PlaceGroup(h.value)
                self.held = None
                return self.play(g) if same_action(g, self.legal) else None
            if h.kind == "card" and h.origin >= 0:  # a laid card clicked: back to the hand
                self.local_plan.pop(h.origin, None)
                self.held = Held("card", h.value, -1, h.targets, h.home)
                self.held.press = h.press
        return super()._release(pos)

    # ------------------------------------------------------------------ keys
    def _key(self, event: pygame.event.Event) -> Any | None:
        k = event.key
        if k in PLUS or k in MINUS:
            self._bump(1 if k in PLUS else -1)
            return None
        if k in (pygame.K_BACKSPACE, pygame.K_DELETE) and not self.holding() \
                and self.state.phase == PLAN and self.local_plan:
            self.local_plan.pop(max(self.local_plan))
            return None
        if k in (pygame.K_UP, pygame.K_DOWN) and any(b.enabled for b in self.buttons):
            self.opt_sel = walk(self.opt_sel, len(self.buttons),
                                1 if k == pygame.K_DOWN else -1)
            self.cursor = -1
            return None
        if k in ENTER and 0 <= self.opt_sel < len(self.buttons) and self.cursor < 0:
            b = self.buttons[self.opt_sel]
            return self.press_button(b) if b.enabled else None
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.opt_sel = -1
        return super()._key(event)
