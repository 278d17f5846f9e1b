"""Wallenstein gestures: pointer and keys turned into actions.

Drag (or click a card, then a space) to plan; drag the armies from the acting province to
a lit neighbour (or click the neighbour); counters by +/-, the mouse wheel or the
buttons; every legal decision is also a button labelled by the rules' own description,
reachable by the keyboard (arrows, Enter).

A plan is arranged freely and sent on "Confirm" as the engine's space-by-space ``Plan``
actions; a march sends ``Campaign`` and then the chosen ``Count``. Such follow-up actions
wait in ``queue`` and go out one per event (ui/views/common/queue.py).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.wallenstein import data as D
from game.wallenstein.actions import (
    Campaign,
    Count,
    Defend,
    LeaveEmpty,
    PlaceGroup,
    Plan,
    RecruitMove,
)
from game.wallenstein.state import (
    ANNOUNCE,
    BLANK,
    EXECUTE,
    OUT,
    PLACE,
    PLAN,
    UNSET,
)
from ui.views.common.buttons import Button, button_at
from ui.views.common.keys import digit as key_digit
from ui.views.wallenstein.words import word


class Drag:
    """Something picked up: a planning card, the armies of a province, an army group."""

    __slots__ = ("kind", "value", "origin", "press", "pos", "moved")

    def __init__(self, kind: str, value: int, origin: int, press: tuple[int, int]) -> None:
        self.kind = kind  # "card", "army", "group"
        self.value = value  # card / province / group size
        self.origin = origin  # the space a card was taken from (-1: the hand)
        self.press = press
        self.pos = press
        self.moved = False


class WallensteinGestures:
    """Wallenstein gestures: plan cards dragged or clicked onto the planning spaces, armies dragged
    to a lit neighbour, counters, and every other decision by button or key; follow-up actions
    wait in the queue."""

    def _clean_plan(self) -> None:
        s, seat = self.state, self.viewer
        if s is None or seat is None or seat < 0 or s.phase != PLAN:
            return
        committed = s.plans[seat]
        pool = set(s.plan_pool[seat])
        blanks = D.BLANKS - committed.count(BLANK)
        keep: dict[int, int] = {}
        for sp, card in sorted(self.local_plan.items()):
            if committed[sp] != UNSET:
                continue
            if card == BLANK:
                if blanks <= 0:
                    continue
                blanks -= 1
            elif card not in pool or card in committed or card in keep.values():
                continue
            keep[sp] = card
        self.local_plan = keep

    def _pending_defaults(self) -> None:
        s = self.state
        if s is None or s.phase != EXECUTE or not s.pending:
            return
        kind = s.pending[0]
        prov = s.pending[2]
        if kind in ("defend", "revolt"):
            self.count = s.armies[prov]
        elif kind == "act":
            self.count = max(1, s.armies[prov] - 1)
            self.recruit = any(type(a) is RecruitMove and a.recruit for a in self.legal)
        elif kind == "count":
            self.count = max(1, s.armies[prov] - 1)
        if prov != self.last_province:
            self.last_province = prov
            self.page = 0
            self.opt_sel = -1

    def targets(self) -> dict[int, Any]:
        """Provinces that are legal targets of the current decision -> action."""
        out: dict[int, Any] = {}
        s = self.state
        if s is None or not self.legal or self.shows:
            return out
        for a in self.legal:
            t = type(a)
            if t is Campaign:
                out[a.target] = a
            elif t is RecruitMove and a.target >= 0:
                if a.recruit == self.recruit or a.target not in out:
                    out[a.target] = a
        if s.phase == PLACE and s.last_taken >= 0:
            out[s.last_taken] = None
        return out

    def source(self) -> int:
        s = self.state
        if s is None or s.phase != EXECUTE or not s.pending or not self.interactive:
            return -1
        return s.pending[2]

    def hand(self) -> list[int]:
        """The viewer's planning cards not yet on the board (provinces, then blanks)."""
        s, seat = self.state, self.viewer
        if s is None or seat is None or seat < 0 or s.phase != PLAN:
            return []
        plan = s.plans[seat]
        used = set(plan) | set(self.local_plan.values())
        cards = [p for p in s.plan_pool[seat] if p not in used]
        blanks = D.BLANKS - plan.count(BLANK) - list(self.local_plan.values()).count(BLANK)
        return cards + [BLANK] * max(0, blanks)

    def _count_range(self) -> tuple[int, int]:
        s = self.state
        if s is None or not s.pending:
            return 1, 0
        kind = s.pending[0]
        a = s.armies[s.pending[2]]
        if kind in ("defend", "revolt"):
            return 0, a
        if kind == "act":
            if s.pending[3] == 7:
                a += 1 if self.recruit else 0
            return 1, a - 1
        return 1, a - 1

    # ================================================================== input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.drag is not None:
                self.drag.pos = event.pos
                px, py = self.drag.press
                if abs(event.pos[0] - px) + abs(event.pos[1] - py) > 6:
                    self.drag.moved = True
            return self._from_queue()
        if self.shows:
            if et in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.skip()
            return None
        if self.flights and et in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.flights = []  # the marching armies arrive at once; the press counts too
        if self.queue:
            return self._from_queue()
        if self.state is None or not self.interactive:
            return None
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.hover = event.pos
            return self._press(event.pos)
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if et == pygame.MOUSEWHEEL:
            self._bump(1 if event.y > 0 else -1)
            return None
        if et == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _from_queue(self) -> Any | None:
        if self.shows:
            return None
        # not yet when the position refuses it (then set_state drops the queue)
        return self.queue.take(lambda a: self.interactive and a in self.legal)

    def _button_at(self, pos: tuple[int, int]) -> Button | None:
        return button_at(self.buttons, pos)

    def _press(self, pos: tuple[int, int]) -> Any | None:
        s = self.state
        b = self._button_at(pos)
        if b is not None:
            return self._activate(b)
        for r, a in self.faceup_rects:
            if r.collidepoint(pos):
                return a
        for r, g in self.group_rects:
            if r.collidepoint(pos):
                self.drag = Drag("group", g, -1, pos)
                return None
        if s.phase == PLAN:
            for r, c in reversed(self.hand_rects):
                if r.collidepoint(pos):
                    self.drag = Drag("card", c, -1, pos)
                    return None
            for sp, r in enumerate(self.space_rects):
                if r.collidepoint(pos):
                    if sp in self.local_plan:
                        self.drag = Drag("card", self.local_plan[sp], sp, pos)
                    else:
                        self.drag = Drag("space", sp, sp, pos)
                    return None
        if s.phase == ANNOUNCE:
            for sp, r in enumerate(self.space_rects):
                if r.collidepoint(pos) and LeaveEmpty(sp) in self.legal:
                    return LeaveEmpty(sp)
        if self.map_rect.collidepoint(pos) and self.geom is not None:
            p = self.geom.province_at(pos)
            if p < 0:
                return None
            if p == self.source() and s.pending and s.pending[0] == "act":
                self.drag = Drag("army", p, p, pos)
                return None
            tg = self.targets()
            if p in tg:
                return self._target_action(p, tg[p])
            self._explain(p)
        return None

    def _explain(self, p: int) -> None:
        s = self.state
        if s.owner[p] == OUT:
            self.status = ("Out of play with three players." if self.lang != "it"
                           else "Fuori gioco con tre giocatori.")
        elif self.targets():
            self.status = ("Not a province you may choose now." if self.lang != "it"
                           else "Non è una provincia che puoi scegliere ora.")

    def _target_action(self, p: int, a: Any) -> Any | None:
        s = self.state
        if s.phase == PLACE:
            sizes = sorted({x.size for x in self.legal if type(x) is PlaceGroup}, reverse=True)
            return PlaceGroup(sizes[0]) if sizes else None
        if type(a) is RecruitMove:
            want = RecruitMove(self.recruit, p)
            if want in self.legal:
                a = want
            n = s.armies[s.pending[2]] + (1 if a.recruit else 0) - 1
            self.queue.plan([Count(max(1, min(self.count, n)))], self.viewer)
        else:
            self.queue.plan([Count(max(1, min(self.count, s.armies[s.pending[2]] - 1)))],
                            self.viewer)
        self.ctx.play_sound("piece")
        return a

    def _release(self, pos: tuple[int, int]) -> Any | None:
        d, self.drag = self.drag, None
        if d is None:
            return None
        s = self.state
        if d.kind == "space":  # a click on an empty space: put the selected card there
            if self.sel_card is not None:
                self._put(d.value, self.sel_card)
                self.sel_card = None
            else:
                self.sel_space = d.value
            return None
        if d.kind == "card":
            if not d.moved:  # a click: select (from the hand) or take back (from a space)
                if d.origin >= 0:
                    self.local_plan.pop(d.origin, None)
                    self.sel_card = d.value
                else:
                    self.sel_card = None if self.sel_card == d.value else d.value
                    if self.sel_card is not None and self.sel_space >= 0:
                        self._put(self.sel_space, self.sel_card)
                        self.sel_card = None
                return None
            for sp, r in enumerate(self.space_rects):
                if r.collidepoint(pos):
                    if d.origin >= 0:
                        self.local_plan.pop(d.origin, None)
                    self._put(sp, d.value, swap_from=d.origin)
                    return None
            if d.origin >= 0:
                self.local_plan.pop(d.origin, None)
            return None
        if d.kind == "group":
            if not d.moved:
                return PlaceGroup(d.value) if PlaceGroup(d.value) in self.legal else None
            if self.map_rect.collidepoint(pos) and s.last_taken >= 0 and \
                    self.geom.province_at(pos) == s.last_taken:
                return PlaceGroup(d.value)
            self.status = self._no_target_text()
            return None
        if d.kind == "army":
            if not d.moved:
                return None  # click-click: the source stays marked; click a target next
            p = self.geom.province_at(pos) if self.map_rect.collidepoint(pos) else -1
            tg = self.targets()
            if p in tg:
                return self._target_action(p, tg[p])
            self.status = self._no_target_text()
        return None

    def _no_target_text(self) -> str:
        return ("Drop it on a lit province." if self.lang != "it"
                else "Lascialo su una provincia illuminata.")

    def _put(self, sp: int, card: int, swap_from: int = -1) -> None:
        s, seat = self.state, self.viewer
        if s is None or seat is None or s.plans[seat][sp] != UNSET:
            self.status = word(self.lang, "illegal_space")
            return
        old = self.local_plan.get(sp)
        for k, v in list(self.local_plan.items()):
            if v == card and card != BLANK:
                del self.local_plan[k]
        self.local_plan[sp] = card
        if old is not None and swap_from >= 0 and swap_from != sp:
            self.local_plan[swap_from] = old
        self.sel_space = -1
        self._clean_plan()
        self.ctx.play_sound("card")

    def _activate(self, b: Button) -> Any | None:
        if not b.enabled:
            return None
        if b.action is not None:
            a = b.action
            return a if a in self.legal else None
        k = b.key
        if k == "confirm":
            return self._confirm()
        if k == "clear":
            self.local_plan = {}
            self.sel_card = None
        elif k == "plus":
            self._bump(1)
        elif k == "minus":
            self._bump(-1)
        elif k == "recruit":
            self.recruit = not self.recruit
            lo, hi = self._count_range()
            self.count = max(lo, min(hi, self.count))
        elif k == "page":
            self.page += 1
            self.opt_sel = -1
        return None

    def _bump(self, d: int) -> None:
        lo, hi = self._count_range()
        self.count = max(lo, min(hi, self.count + d))

    def _confirm(self) -> Any | None:
        s, seat = self.state, self.viewer
        if s is None or seat is None or s.phase != PLAN:
            return None
        plan = s.plans[seat]
        todo = [i for i in range(10) if plan[i] == UNSET]
        if any(i not in self.local_plan for i in todo):
            self.status = word(self.lang, "plan")
            return None
        acts = [Plan(i, self.local_plan[i]) for i in todo]
        if not acts or acts[0] not in self.legal:
            self.status = word(self.lang, "plan")
            return None
        self.queue.plan(acts[1:], seat)
        return acts[0]

    def holding(self) -> bool:
        return self.drag is not None

    def track_pointer(self, pos: tuple[int, int]) -> None:
        self.hover = pos

    def _key(self, event: pygame.event.Event) -> Any | None:
        k = event.key
        if k == pygame.K_ESCAPE:  # what the pointer carries goes back where it was
            self.drag = None
            return None
        s = self.state
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self._bump(1)
            return None
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self._bump(-1)
            return None
        if s.phase == PLAN:
            cards = self.hand()
            if k in (pygame.K_LEFT, pygame.K_RIGHT) and cards:
                i = cards.index(self.sel_card) if self.sel_card in cards else -1
                i = (i + (1 if k == pygame.K_RIGHT else -1)) % len(cards)
                self.sel_card = cards[i]
                return None
            digit = key_digit(k, zero=10)
            if digit is not None:
                sp = (digit - 1) % 10
                if self.sel_card is not None:
                    self._put(sp, self.sel_card)
                    nxt = self.hand()
                    self.sel_card = nxt[0] if nxt else None
                else:
                    self.local_plan.pop(sp, None)
                return None
            if k in (pygame.K_BACKSPACE, pygame.K_DELETE):
                if self.local_plan:
                    self.local_plan.pop(max(self.local_plan))
                return None
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self._confirm()
            return None
        acts = [b for b in self.buttons if b.enabled]
        if not acts:
            return None
        if k in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.opt_sel = (self.opt_sel + 1) % len(self.buttons)
            return None
        if k in (pygame.K_UP, pygame.K_LEFT):
            self.opt_sel = (self.opt_sel - 1) % len(self.buttons)
            return None
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if 0 <= self.opt_sel < len(self.buttons):
                return self._activate(self.buttons[self.opt_sel])
            for b in self.buttons:  # Enter alone: the main button of the decision
                if b.action is not None and b.enabled and type(b.action) in (Defend, Count):
                    return self._activate(b)
        return None
