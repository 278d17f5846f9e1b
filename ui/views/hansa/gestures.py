"""Hansa Teutonica gestures on the shared flow (``common.gestures.TableGestures``).

The shared flow gives what every table does alike: picking up and dragging, right button,
Esc or Backspace to put down, ←/→ to walk through every legal action (Shift: ten at a
time), Enter to play the one shown or the hot button, 1-9 for the buttons, and the queue
of a gesture that is several engine actions. This module supplies the table's own:

- ``piece_at``: a cube or disc of the personal supply, a displaced piece to re-place, or a
  piece on a trading post;
- what a drop means (``_drop``): a supply piece onto a trading post places it (or
  displaces the piece there); an opponent's piece dragged off its post is displaced; an
  own piece dropped on another route (any of its posts, or the road) moves there, then
  more pieces move up to Liber Sophiae or "Stop moving" (S); with two moves left, an own
  cube and disc on two full routes swap places when one is dropped (or clicked) on the
  other, lit in blue while the first is held;
- what a click means (``_click``): a full route of your own claims it, then the lit
  office, scroll, escritoire row or Coellen space; the stock takes income; a bonus
  marker, then its target; when one place means several actions (a displacement paid two
  ways) they are offered as buttons with Cancel (the shared ``offer``);
- the table's own reasons for a drop that did nothing, and extra keys: Space plays the
  action walked to, E ends the turn, S stops moving or removing, I takes income.

When the engine splits an action (its ``Start(kind)`` before the first Place, Displace or
Move step), the gesture plays ``Start`` and queues the step (``targets.start_of``); the
engine takes a piece on any empty post of a route although it lists the first one, so
``queued_ok`` asks for the step as the engine lists it.
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
from game.hansa.text import describe_choice
from ui.views.common.buttons import Button, button_at
from ui.views.common.gestures import TableGestures
from ui.views.hansa import words as hui
from ui.views.hansa.motion import Anim
from ui.views.hansa.pieces import Held, engine_owner
from ui.views.hansa.targets import DISPLACE_PHASE, PLACE_PHASE, is_legal

LETTERS = {pygame.K_e: (EndTurn,), pygame.K_s: (StopMove, StopRemove),
           pygame.K_i: (Income,)}  # the table's extra keys: the actions each one takes


class HansaGestures(TableGestures):
    """The Hansa Teutonica half of the gesture flow (see the module docstring)."""

    view_name = "hansa"
    prior: Held | None = None  # what was held when the current press picked a piece up

    # ------------------------------------------------------------------ the shared flow's hooks
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if self.state is None or self.geo is None:
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        return super().handle_event(event)

    def after_legal(self) -> None:
        """File the new legal actions; the queued step as the engine lists it, unless it
        puts a piece where it was dropped (the engine takes that as it is)."""
        self._index()
        if self.queue and not self._lands_where_dropped(self.queue[0]):
            self.queue[0] = self._canonical(self.queue[0])

    def queued_ok(self, action: Any) -> bool:
        return is_legal(self._canonical(action), self.legal)

    def put_down(self) -> None:
        super().put_down()
        self.prior = None

    def play(self, what: Any) -> Any:
        """A list goes through the shared queue; one action is committed (``_commit``)."""
        if isinstance(what, list):
            return super().play(what)
        return self._commit(what)

    def describe(self, option: Any) -> str:
        """A button's words for ``option``, in the imperative (the rules' ``describe`` is
        the log's third person); a Displace says how its fee is paid (two buttons may
        differ only in that)."""
        text = describe_choice(option, self.ctx.lang)
        if type(option) is Displace and self.s is not None and self.s.post[option.post]:
            fee = 1 + ((self.s.post[option.post] - 1) & 1)  # 1 for a cube, 2 for a disc
            parts = []
            for n, key in ((fee - option.fee_merchants, "n_traders"),
                           (option.fee_merchants, "n_merchants")):
                if n > 0:
                    parts.append(hui.count(self.ctx.lang, key, n))
            if parts:
                text = self.w("fee", what=text, pay=self.w("and").join(parts))
        return text

    def piece_at(self, pos: tuple[int, int]) -> Held | None:
        """A piece of the private panel (supply, to re-place), or one on a trading post
        (unless something other than a piece of the map is held)."""
        s = self.s
        seat = self.decider if self.decider is not None else s.cur
        for key, rect in self.priv.get("pieces", []):
            if rect.collidepoint(pos):
                kind, shape = key
                if kind == "supply" and not self._supply_usable(shape):
                    return None
                return Held(kind, shape, self.color_of(seat), pos, None, self.mark_of(seat))
        p = self.post_at(pos)
        if p is not None and s.post[p] and (self.held is None or self.held.kind == "post"):
            v = s.post[p]
            owner, shape = engine_owner(v), v - 1 & 1
            return Held("post", shape, self.color_of(owner), pos, p, self.mark_of(owner))
        return None

    def _supply_usable(self, shape: int) -> bool:
        return any(type(a) in (PlaceAct, Displace) and a.shape == shape
                   for acts in self.by_post.values() for a in acts)

    def _button_at(self, pos: tuple[int, int]) -> Button | None:
        return button_at(self.buttons, pos, enabled_only=True)

    def _press(self, pos: tuple[int, int]) -> Any:
        b = button_at(self.buttons, pos, enabled_only=True)
        if b is not None:
            return self.press_button(b)
        if not self.legal:
            return None
        got = self.piece_at(pos)
        if got is not None:  # held from the press: a drag or a click tells what it means
            got.press = got.pos = pos
            self.prior, self.held = self.held, got
            self.ctx.play_sound("click")
            return None
        for rect, kind in self.priv.get("markers", []):
            if rect.collidepoint(pos):
                return self._pick_marker(kind)
        stock = self.priv.get("stock")
        if stock is not None and stock.collidepoint(pos):
            return self.offer([a for a in self.legal if type(a) is Income])
        return None

    def _release(self, pos: tuple[int, int]) -> Any:
        h = self.held
        if h is not None and h.press is not None:  # the piece this press picked up
            prior, self.prior = self.prior, None
            h.press = None
            if h.dragging:
                self.held = None
                return self._drop(h, pos)
            self.held = prior  # a click: it means what it means with the prior piece held
            return self._click(h, pos)
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
                return self.offer(opts)
        r = self.s.board.post_route[p] if p is not None else self.route_at(pos)
        if h.kind == "post" and (h.key in self.moves or h.key in self.swaps):  # an own piece
            opts = self._move_to(h.key, r)
            if opts:
                return self.offer(opts)
            self.status = self._why_not_move(h.key, r)
            return None
        if h.kind == "post":  # an opponent's piece dragged off: displace it
            q = h.key
            opts = [a for a in self.by_post.get(q, []) if type(a) is Displace]
            if opts and self.s.phase in (MAIN, DISPLACE_PHASE):
                return self.offer(opts)
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
                    return self.offer([self.swaps[h.key][q]])  # the two swap places
                if h is not None and not (h.kind == "post" and mine):
                    opts = self._post_options(q, h)
                    if opts:
                        return self.offer(opts)
                # claim a full route by clicking one of its pieces
                r = s.board.post_route[q]
                claim = [a for a in self.by_route.get(r, []) if type(a) is Claim]
                if claim and s.phase == MAIN:
                    return self.offer(claim)
                acts = self.by_post.get(q, [])
                if mine:  # pick up an own piece: then click where it goes
                    self.held = pr
                    self.status = self.w("p_target")
                    return None
                if s.phase in (MAIN, DISPLACE_PHASE):
                    return self.offer([a for a in acts if type(a) is Displace])
                return self.offer(list(acts))
        # a click on the map or elsewhere
        p = self.post_at(pos)
        if p is not None:
            opts = self._post_options(p, h)
            if opts:
                return self.offer(opts)
        if p is None and h is not None and h.kind == "post":  # a road of another route
            opts = self._move_to(h.key, self.route_at(pos))
            if opts:
                return self.offer(opts)
        o = self.office_at(pos)
        if o is not None and o in self.by_swap and (h is None or h.key == SWAP):
            return self.offer(self.by_swap[o])
        c = self.extra_at(pos)
        if c is not None:
            return self.offer(self.by_extra[c])
        c = self.city_at(pos)
        if c is not None and self.by_city.get(c):
            return self.offer(self.by_city[c])
        ab = self.scroll_at(pos)
        if ab is not None and self.by_ability.get(ab):
            acts = self.by_ability[ab]
            if h is not None and h.kind == "marker":
                acts = [a for a in acts if type(a) is UseUpgrade]
            elif s.phase == MAIN:
                acts = []
            return self.offer(acts)
        i = self.coellen_at(pos)
        if i is not None and self.by_coellen.get(i):
            return self.offer(self.by_coellen[i])
        r = self.anchor_at(pos)
        if r is None:
            r = self.route_at(pos)
        if r is not None and self.by_route.get(r):
            return self.offer(self.by_route[r])
        if h is not None and self.geo is not None and self.geo.rect.collidepoint(pos):
            self.held = None
            self.status = ""
        return None

    def _pick_marker(self, kind: int) -> Any:
        s = self.s
        if s.phase != MAIN:
            return None
        if kind in (ACT3, ACT4):
            return self.offer([a for a in self.legal if type(a) is UseActions
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

    def _key(self, event: pygame.event.Event) -> Any:
        """The shared keys, and the table's extras: Space plays the action walked to, E, S
        and I take the actions of ``LETTERS``."""
        k = event.key
        if k == pygame.K_SPACE:
            if 0 <= self.cursor < len(self.legal):
                a = self.legal[self.cursor]
                self.cursor = -1
                return self._commit(a)
            return None
        if k in LETTERS:
            return self.offer([a for a in self.legal if type(a) in LETTERS[k]])
        return super()._key(event)
