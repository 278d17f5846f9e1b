"""Hansa Teutonica gestures: pointer and keys turned into actions, and why a drop did
nothing.

Gestures (all resolved against ``rules.legal_actions`` of the observation):
- drag a cube or disc from the personal supply onto a trading post (place, or displace
  the piece there); drag an opponent's piece off its post to displace it; drag an own
  piece onto another route (any of its posts, or the road) to move it there, then go on
  moving pieces up to Liber Sophiae or press "Stop moving" (S); with two moves left, an
  own cube and disc on two full routes may swap places: drop (or click) one on the
  other, lit in blue while the first is held;
- click a full route of your own to claim it, then the lit office, scroll, escritoire
  row or Coellen space; click the stock for income; click a bonus marker, then its
  target;
- ←/→ walk through every legal action, Enter plays the one shown, 1-9 press the
  buttons, Backspace (or the right button) cancels; the buttons (labelled with
  ``rules.describe``) always offer the decisions that have no place on the map.

When one gesture means several engine actions (the engine's ``Start(kind)`` before the
first Place, Displace or Move step), the view returns the first and queues the rest
(ui/views/common/queue.py): ``set_state`` posts ``QUEUE_EVENT`` so that ``handle_event``
is called again and hands over the next one while it is legal.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.hansa.actions import (
    Claim,
    Displace,
    EndTurn,
    Income,
    Relocate,
    Remove,
    StopMove,
    StopRemove,
    UseActions,
    UseSwap,
    UseUpgrade,
)
from game.hansa.actions import Place as PlaceAct
from game.hansa.state import ACT3, ACT4, MAIN, REMOVE3, SWAP, TRADER, UPGRADE
from ui.views.common.buttons import Button, button_at
from ui.views.common.keys import walk
from ui.views.hansa import art
from ui.views.hansa.motion import Anim
from ui.views.hansa.targets import DISPLACE_PHASE, PLACE_PHASE, engine_owner, is_legal

DRAG_SLOP = 5


class Held:
    """What the pointer holds (a drag in progress or a click selection)."""

    def __init__(self, kind: str, shape: int, color: art.Color, start: tuple[int, int],
                 key: Any = None, mark: str | None = None) -> None:
        self.kind = kind  # "supply", "post", "relocate", "marker"
        self.shape, self.color, self.start, self.key, self.mark = shape, color, start, key, mark
        self.pos = start
        self.dragging = False


class HansaGestures:
    """Hansa Teutonica gestures: pointer and keys turned into actions (drag, click-click, the
    keyboard walk through legal actions, the numbered buttons), and why a drop did nothing."""

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if self.state is None or self.geo is None:
            return None
        step = self.queue.take(lambda a: is_legal(self._canonical(a), self.legal))
        if step is not None:  # the next step of a gesture (set_state drops stale ones)
            return step
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press is not None and not self.press.dragging:
                sx, sy = self.press.start
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_SLOP:
                    self.press.dragging = True
                    self.held = self.press
                    self.ctx.play_sound("click")
            if self.held is not None:
                self.held.pos = event.pos
            return None
        if et == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 3:
                self.cancel()
                return None
            if event.button != 1:
                return None
            return self._press(event.pos)
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            return self._release(event.pos)
        if et == pygame.KEYDOWN:
            return self._key(event)
        return None

    def holding(self) -> bool:
        return self.held is not None or bool(self.choices)

    def cancel(self) -> None:
        self.held = self.press = None
        self.choices = []
        self.status = ""

    def _supply_usable(self, shape: int) -> bool:
        return any(type(a) in (PlaceAct, Displace) and a.shape == shape
                   for acts in self.by_post.values() for a in acts)

    def _button_at(self, pos: tuple[int, int]) -> Button | None:
        return button_at(self.buttons, pos, enabled_only=True)

    def _press(self, pos: tuple[int, int]) -> Any:
        b = self._button_at(pos)
        if b is not None:
            return self._click_button(b)
        if not self.legal:
            return None
        s = self.s
        seat = self.decider if self.decider is not None else s.cur
        # private panel: supply pieces, pieces to re-place, markers, stock
        for key, rect in self.priv.get("pieces", []):
            if rect.collidepoint(pos):
                kind, shape = key
                if kind == "supply" and not self._supply_usable(shape):
                    return None
                self.press = Held(kind, shape, self.color_of(seat), pos, None, self.mark_of(seat))
                return None
        for rect, kind in self.priv.get("markers", []):
            if rect.collidepoint(pos):
                return self._pick_marker(kind)
        stock = self.priv.get("stock")
        if stock is not None and stock.collidepoint(pos):
            return self._resolve([a for a in self.legal if type(a) is Income])
        # the map
        p = self.post_at(pos)
        if p is not None and s.post[p] and (self.held is None or self.held.kind == "post"):
            v = s.post[p]
            owner, shape = engine_owner(v), v - 1 & 1
            self.press = Held("post", shape, self.color_of(owner), pos, p, self.mark_of(owner))
            return None
        return None

    def _release(self, pos: tuple[int, int]) -> Any:
        pr = self.press
        self.press = None
        if pr is not None and pr.dragging:
            self.held = None
            return self._drop(pr, pos)
        if pr is not None:
            return self._click(pr, pos)
        if self.held is not None or self.legal:
            return self._click(None, pos)
        return None

    def _drop(self, h: Held, pos: tuple[int, int]) -> Any:
        """A drag ended at ``pos``."""
        p = self.post_at(pos)
        if h.kind == "post" and p == h.key:
            return None
        if p is not None:
            opts = self._post_options(p, h)
            if opts:
                return self._resolve(opts)
        r = self.s.board.post_route[p] if p is not None else self.route_at(pos)
        if h.kind == "post" and (h.key in self.moves or h.key in self.swaps):  # an own piece
            opts = self._move_to(h.key, r)
            if opts:
                return self._resolve(opts)
            self.status = self._why_not_move(h.key, r)
            return None
        if h.kind == "post":  # an opponent's piece dragged off: displace it
            q = h.key
            opts = [a for a in self.by_post.get(q, []) if type(a) is Displace]
            if opts and self.s.phase in (MAIN, DISPLACE_PHASE):
                return self._resolve(opts)
        self.status = self._why_not(p)
        if self.ctx.anim_speed > 0 and h.kind != "post":  # it slides back home
            size = self.geo.piece if self.geo else 16
            self.anims.append(Anim(h.color, h.shape, pos, h.start, 0.2 / self.ctx.anim_speed,
                                   size=size, mark=h.mark))
        return None

    def _why_not_move(self, src: int, route: int | None) -> str:
        """Why an own piece dropped on ``route`` (None: off the routes) did not move."""
        if route is None:
            return self.w("move_on_route")
        if route == self.s.board.post_route[src]:
            return self.w("move_same_route")
        return self.w("move_full")

    def _why_not(self, p: int | None) -> str:
        """Why a piece dropped on post ``p`` (or off the posts) did nothing."""
        if p is None:
            return self.w("drop_on_post")
        v = self.s.post[p]
        if v and engine_owner(v) == self.s.cur and self.s.phase in (MAIN, PLACE_PHASE):
            return self.w("own_there")
        if v:
            return self.w("taken")
        return self.w("not_there")

    def _click(self, pr: Held | None, pos: tuple[int, int]) -> Any:
        """A click (press and release without dragging) at ``pos``."""
        s = self.s
        h = self.held
        if pr is not None:  # a click on a piece
            if pr.kind in ("supply", "relocate"):
                if h is not None and h.kind == pr.kind and h.shape == pr.shape:
                    self.held = None
                else:
                    self.held = pr
                    self.status = self.w("p_target")
                return None
            if pr.kind == "post":
                q = pr.key
                mine = q in self.moves or q in self.swaps or any(
                    type(a) is Relocate and a.source == q
                    for acts in self.by_post.values() for a in acts)
                if h is not None and h.kind == "post" and h.key == q:  # second click: put down
                    self.held = None
                    self.status = ""
                    return None
                if h is not None and h.kind == "post" and q in self.swaps.get(h.key, {}):
                    return self._resolve([self.swaps[h.key][q]])  # the two swap places
                if h is not None and not (h.kind == "post" and mine):
                    opts = self._post_options(q, h)
                    if opts:
                        return self._resolve(opts)
                # claim a full route by clicking one of its pieces
                r = s.board.post_route[q]
                claim = [a for a in self.by_route.get(r, []) if type(a) is Claim]
                if claim and s.phase == MAIN:
                    return self._resolve(claim)
                acts = self.by_post.get(q, [])
                if mine:  # pick up an own piece: then click where it goes
                    self.held = pr
                    self.status = self.w("p_target")
                    return None
                if s.phase in (MAIN, DISPLACE_PHASE):
                    return self._resolve([a for a in acts if type(a) is Displace])
                return self._resolve(list(acts))
        # a click on the map or elsewhere
        p = self.post_at(pos)
        if p is not None:
            opts = self._post_options(p, h)
            if opts:
                return self._resolve(opts)
        if p is None and h is not None and h.kind == "post":  # a road of another route
            opts = self._move_to(h.key, self.route_at(pos))
            if opts:
                return self._resolve(opts)
        o = self.office_at(pos)
        if o is not None and o in self.by_swap and (h is None or h.key == SWAP):
            return self._resolve(self.by_swap[o])
        c = self.extra_at(pos)
        if c is not None:
            return self._resolve(self.by_extra[c])
        c = self.city_at(pos)
        if c is not None and self.by_city.get(c):
            return self._resolve(self.by_city[c])
        ab = self.scroll_at(pos)
        if ab is not None and self.by_ability.get(ab):
            acts = self.by_ability[ab]
            if h is not None and h.kind == "marker":
                acts = [a for a in acts if type(a) is UseUpgrade]
            elif s.phase == MAIN:
                acts = []
            return self._resolve(acts)
        i = self.coellen_at(pos)
        if i is not None and self.by_coellen.get(i):
            return self._resolve(self.by_coellen[i])
        r = self.anchor_at(pos)
        if r is None:
            r = self.route_at(pos)
        if r is not None and self.by_route.get(r):
            return self._resolve(self.by_route[r])
        if h is not None and self.geo is not None and self.geo.rect.collidepoint(pos):
            self.held = None
            self.status = ""
        return None

    def _pick_marker(self, kind: int) -> Any:
        s = self.s
        if s.phase != MAIN:
            return None
        if kind in (ACT3, ACT4):
            return self._resolve([a for a in self.legal if type(a) is UseActions
                                  and a.extra == (3 if kind == ACT3 else 4)])
        has = {UPGRADE: UseUpgrade, SWAP: UseSwap, REMOVE3: Remove}.get(kind)
        if has is None or not any(type(a) is has for a in self.legal):
            return None
        seat = s.cur
        self.held = Held("marker", TRADER, self.color_of(seat), self.mouse, kind)
        self.choices = [a for a in self.legal if type(a) is has] if kind == UPGRADE else []
        self.status = self.w("p_target")
        self.ctx.play_sound("card")
        return None

    def _click_button(self, b: Button) -> Any:
        if b.key == "cancel":
            self.ctx.play_sound("click")
            self.cancel()
            return None
        if b.action is not None:
            return self._commit(b.action)
        return None

    def _key(self, event: pygame.event.Event) -> Any:
        k = event.key
        if k in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_ESCAPE):
            self.cancel()
            self.cursor = -1
            return None
        if k in (pygame.K_RIGHT, pygame.K_LEFT) and self.legal:
            step = 10 if event.mod & pygame.KMOD_SHIFT else 1
            d = step if k == pygame.K_RIGHT else -step
            self.cursor = walk(self.cursor, len(self.legal), d)
            self.status = f"{self.cursor + 1}/{len(self.legal)}: " + self.describe(
                self.legal[self.cursor])
            return None
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if 0 <= self.cursor < len(self.legal):
                a = self.legal[self.cursor]
                self.cursor = -1
                return self._commit(a)
            hot = [b for b in self.buttons if b.hot and b.enabled]
            if hot and k != pygame.K_SPACE:
                return self._click_button(hot[0])
            return None
        if pygame.K_1 <= k <= pygame.K_9:
            i = k - pygame.K_1
            numbered = [b for b in self.buttons if b.enabled]
            if i < len(numbered):
                return self._click_button(numbered[i])
        if k == pygame.K_e:
            return self._resolve([a for a in self.legal if type(a) is EndTurn])
        if k == pygame.K_s:
            return self._resolve([a for a in self.legal if type(a) in (StopMove, StopRemove)])
        if k == pygame.K_i:
            return self._resolve([a for a in self.legal if type(a) is Income])
        return None
