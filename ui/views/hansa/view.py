"""The Hansa Teutonica board view: the printed map with its pieces, the players'
escritoires, and every decision of the engine by drag, click-click, keyboard or
button.

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
first Place, Displace or Move step), the view returns the first and queues the rest:
``set_state`` posts ``QUEUE_EVENT`` so that ``handle_event`` is called again and hands
over the next one while it is legal.
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Any

import pygame

from game.core import Event
from game.hansa import engine
from game.hansa import state as hstate
from game.hansa import text as htext
from game.hansa.actions import (
    Claim,
    Coellen,
    DeclineExtras,
    Displace,
    EndTurn,
    ExtraOffice,
    Income,
    Move,
    NeutralOffice,
    NoBenefit,
    Office,
    PlaceMarker,
    Relocate,
    Remove,
    StopMove,
    StopRemove,
    Upgrade,
    UseActions,
    UseSwap,
    UseUpgrade,
)
from game.hansa.actions import Place as PlaceAct
from game.hansa.state import (
    ACT3,
    ACT4,
    CLAIM_CHOICE,
    DISPLACED,
    LIBER_SOPHIAE,
    MAIN,
    MERCHANT,
    MOVE,
    NEUTRAL,
    NEUTRAL_CLAIM,
    OVER,
    PLACE_MARKERS,
    REMOVE,
    REMOVE3,
    SWAP,
    TRADER,
    UPGRADE,
    HansaState,
)
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, render
from ui.views.base import BoardView, ViewContext, ease_out
from ui.views.hansa import art
from ui.views.hansa import words as hui
from ui.widgets import wrap

PLACE_PHASE = getattr(hstate, "PLACE", -100)  # picking the post of a started Place
DISPLACE_PHASE = getattr(hstate, "DISPLACE", -101)  # picking the target of a started Displace
QUEUE_EVENT = pygame.USEREVENT + 7  # wakes the view to play the second half of a move
DRAG_SLOP = 5
SPATIAL = (PlaceAct, Displace, Move, Claim, Office, ExtraOffice, Upgrade, Coellen,
           Relocate, NeutralOffice, UseUpgrade, UseSwap, Remove, PlaceMarker)


class Anim:
    """A piece flying from ``p0`` to ``p1`` (board-local or screen coordinates)."""

    def __init__(self, color: art.Color, shape: int, p0: tuple, p1: tuple, dur: float,
                 hide: tuple | None = None, fade: bool = False, size: int = 16,
                 mark: str | None = None, delay: float = 0.0) -> None:
        self.color, self.shape, self.p0, self.p1 = color, shape, p0, p1
        self.dur, self.t, self.hide, self.fade = max(0.01, dur), -delay, hide, fade
        self.size, self.mark = size, mark

    def pos(self) -> tuple[float, float]:
        k = ease_out(max(0.0, self.t) / self.dur)
        return (self.p0[0] + (self.p1[0] - self.p0[0]) * k,
                self.p0[1] + (self.p1[1] - self.p0[1]) * k)


class Held:
    """What the pointer holds (a drag in progress or a click selection)."""

    def __init__(self, kind: str, shape: int, color: art.Color, start: tuple[int, int],
                 key: Any = None, mark: str | None = None) -> None:
        self.kind = kind  # "supply", "post", "relocate", "marker"
        self.shape, self.color, self.start, self.key, self.mark = shape, color, start, key, mark
        self.pos = start
        self.dragging = False


class HansaView(BoardView):
    """Board view of Hansa Teutonica (see the module docstring)."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.geo: art.Geo | None = None
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
        self.press: Held | None = None
        self.choices: list = []
        self.queue: list = []
        self.anims: list[Anim] = []
        self.buttons: list[hui.Button] = []
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
        return art.mark_of(self.color_of(owner)) or art.PLAYER_MARKS[owner % 7]

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
        self.legal = list(self.ctx.rules.legal_actions(state)) if interactive else []
        self._index()
        self.held = self.press = None
        self.choices = []
        self.cursor = -1
        self.status = ""
        if events is not None and old is not None and old.board is state.board:
            self._react(events)
            self._animate(old, state)
        if self.queue:
            self.queue[0] = self._canonical(self.queue[0])
            if interactive and is_legal(self.queue[0], self.legal):
                try:
                    pygame.event.post(pygame.event.Event(QUEUE_EVENT, {"hansa": True}))
                except pygame.error:
                    pass
            else:
                self.queue = []

    def _after(self, action: Any) -> list:
        """The legal actions once ``action`` is played (a look-ahead on a copy)."""
        c = self.s.copy()
        c.viewer = -1  # a private copy: the engine refuses to play on observations
        try:
            self.ctx.rules.apply(c, action)
            return list(self.ctx.rules.legal_actions(c))
        except Exception:  # noqa: BLE001 - a look-ahead must never break the view
            return []

    def _canonical(self, action: Any) -> Any:
        """``action`` as the engine offers it now (its post replaced by the route's)."""
        if is_legal(action, self.legal):
            return action
        p = getattr(action, "post", None)
        if p is not None and p in self.alias and hasattr(action, "_replace"):
            return action._replace(post=self.alias[p])
        return action

    def _index(self) -> None:
        for d in (self.by_post, self.by_route, self.by_city, self.by_extra, self.by_ability,
                  self.by_coellen, self.by_swap, self.moves, self.swaps):
            d.clear()
        self.start_of = {}
        b = self.s.board
        details: list = []
        for a in self.legal:
            if type(a).__name__ == "Start":
                for d in self._after(a):
                    if type(d) in (PlaceAct, Displace, Move):
                        self.start_of.setdefault(type(d), a)
                        details.append(d)
        for a in [*self.legal, *details]:
            t = type(a)
            if t in (PlaceAct, Displace, Move, Relocate, Remove):
                self.by_post[a.post].append(a)
                if t is Move and self.s.post[a.to]:
                    self._index_swap(a)
                elif t is Move:
                    self.moves.setdefault(a.post, {})[b.post_route[a.to]] = a
            elif t in (Claim, PlaceMarker):
                self.by_route[a.route].append(a)
            elif t in (Office, NeutralOffice):
                self.by_city[a.city].append(a)
            elif t is ExtraOffice:
                self.by_extra[a.city].append(a)
            elif t in (Upgrade, UseUpgrade):
                self.by_ability[a.ability].append(a)
            elif t is Coellen:
                self.by_coellen[a.space].append(a)
            elif t is UseSwap:
                offs = b.city_offices[a.city]
                self.by_swap[offs[a.index]].append(a)
                self.by_swap[offs[a.index + 1]].append(a)
        # The engine may offer only one empty post per route (where a piece stands on its
        # route never matters): every other empty post of that route stands for it.
        self.alias = {}
        post = self.s.post
        for r in b.live_routes:
            rp = b.route_posts[r]
            canon = [q for q in rp if not post[q] and q in self.by_post]
            if len(canon) == 1:
                for p in rp:
                    if not post[p] and p != canon[0] and p not in self.by_post:
                        self.alias[p] = canon[0]

    def _index_swap(self, a: Move) -> None:
        """File the swap ``a`` under every like piece of both routes, both ways."""
        s, b = self.s, self.s.board
        cubes = [p for p in b.route_posts[b.post_route[a.post]] if s.post[p] == s.post[a.post]]
        discs = [p for p in b.route_posts[b.post_route[a.to]] if s.post[p] == s.post[a.to]]
        for c in cubes:
            for d in discs:
                self.swaps.setdefault(c, {}).setdefault(d, a)
                self.swaps.setdefault(d, {}).setdefault(c, a)

    def is_swap(self, action: Any) -> bool:
        """``action`` is a Move that swaps two own pieces."""
        return type(action) is Move and bool(self.s.post[action.to])

    def show_illegal(self, reason: str) -> None:
        self.status = reason
        self.queue = []

    # ------------------------------------------------------------------ layout
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self._relayout()

    def _relayout(self) -> None:
        if self.state is None or self.board_rect.w < 50 or self.board_rect.h < 50:
            return
        self.geo = art.Geo(self.s.board, self.board_rect)
        self.map_surf = art.render_map(self.s.board.side, self.board_rect.w, self.board_rect.h)

    def to_screen(self, p: tuple) -> tuple[int, int]:
        g = self.geo
        assert g is not None
        return round(p[0] + g.rect.x), round(p[1] + g.rect.y)

    def post_center(self, post: int) -> tuple[int, int]:
        """Screen position of a trading post (for tests and animations)."""
        assert self.geo is not None
        return self.to_screen(self.geo.post_pos[post])  # type: ignore[arg-type]

    def office_center(self, office: int) -> tuple[int, int]:
        assert self.geo is not None
        return self.to_screen(self.geo.office_rect[office].center)

    def city_target(self, city: int) -> tuple[int, int]:
        """Screen position of the office a claim would fill in ``city``."""
        o = engine.first_empty_office(self.s, city)
        if o < 0:
            o = self.s.board.city_offices[city][0]
        return self.office_center(o)

    def route_center(self, route: int) -> tuple[int, int]:
        """A point on the road of ``route`` between two posts (clicking it claims)."""
        assert self.geo is not None
        posts = self.s.board.route_posts[route]
        a = self.geo.post_pos[posts[0]]
        b = self.geo.post_pos[posts[1]] if len(posts) > 1 else self.geo.city_pos[
            self.s.board.route_b[route]]
        return self.to_screen(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))  # type: ignore[index]

    # ------------------------------------------------------------------ hit tests
    def _local(self, pos: tuple[int, int]) -> tuple[int, int]:
        g = self.geo
        assert g is not None
        return pos[0] - g.rect.x, pos[1] - g.rect.y

    def post_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None or not g.rect.collidepoint(pos):
            return None
        x, y = self._local(pos)
        best, bd = None, g.post_r * 1.5
        for p in self.s.board.live_posts:
            px, py = g.post_pos[p]  # type: ignore[misc]
            d = math.hypot(px - x, py - y)
            if d < bd:
                best, bd = p, d
        return best

    def route_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None or not g.rect.collidepoint(pos):
            return None
        lp = self._local(pos)
        best, bd = None, g.post_r * 1.2
        for r in self.s.board.live_routes:
            path = g.route_path(r)
            for a, b in zip(path, path[1:], strict=False):
                d = art.seg_dist(lp, a, b)
                if d < bd:
                    best, bd = r, d
        return best

    def anchor_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        x, y = self._local(pos)
        rad = g.box * 0.8
        for r in self.s.board.live_routes:
            a = g.anchor[r]
            if a is not None and math.hypot(a[0] - x, a[1] - y) < rad:
                return r
        return None

    def office_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        lp = self._local(pos)
        for o, r in enumerate(g.office_rect):
            if r.inflate(2, 2).collidepoint(lp):
                return o
        return None

    def city_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        lp = self._local(pos)
        for c, r in enumerate(g.city_rect):
            if r.inflate(0, g.box).collidepoint(lp):
                return c
        return None

    def extra_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        lp = self._local(pos)
        for c in self.by_extra:
            if g.extra_rect(c, len(self.s.extra[c])).inflate(4, 4).collidepoint(lp):
                return c
        return None

    def scroll_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        lp = self._local(pos)
        for ab, r in g.scrolls.items():
            if r.collidepoint(lp):
                return ab
        for ab, r in self.priv.get("abilities", {}).items():
            if r.collidepoint(pos):
                return ab
        return None

    def coellen_at(self, pos: tuple[int, int]) -> int | None:
        g = self.geo
        if g is None:
            return None
        x, y = self._local(pos)
        for i, (cx, cy) in enumerate(g.coellen):
            if abs(cx - x) < g.box * 0.8 and abs(cy - y) < g.box * 0.9:
                return i
        return None

    # ------------------------------------------------------------------ what a gesture means
    def targets(self) -> dict[str, set]:
        """Everything to light up now: posts, routes, cities, extras, abilities, coellen,
        offices (swap), anchors (marker routes)."""
        t: dict[str, set] = defaultdict(set)
        if not self.legal:
            return t
        h = self.held
        ph = self.s.phase
        if h is not None:
            if h.kind == "post":
                t["posts"] = self._move_targets(h.key)
                t["swaps"] = set(self.swaps.get(h.key, ()))
                posts = [p for p, acts in self.by_post.items()
                         if any(type(a) is Relocate and a.source == h.key for a in acts)]
            else:
                posts = list(self.by_post)
            for p in posts:
                if self._post_options(p, h):
                    t["posts"].add(p)
            self._add_aliases(t)
            if h.kind == "marker" and h.key == UPGRADE:
                t["abilities"] = {a for a, acts in self.by_ability.items()
                                  if any(type(x) is UseUpgrade for x in acts)}
            if h.kind == "marker" and h.key == SWAP:
                t["offices"] = set(self.by_swap)
            return t
        if ph == MAIN:
            t["routes"] = {r for r, acts in self.by_route.items()
                           if any(type(a) is Claim for a in acts)}
        elif ph in (DISPLACED, REMOVE, PLACE_PHASE, DISPLACE_PHASE):
            t["posts"] = set(self.by_post)
        elif ph == MOVE:
            t["posts"] = set(self.moves) | set(self.swaps)  # own pieces that may still move
        elif ph in (CLAIM_CHOICE, NEUTRAL_CLAIM):
            t["cities"] = set(self.by_city)
            t["extras"] = set(self.by_extra)
            t["abilities"] = set(self.by_ability)
            t["coellen"] = set(self.by_coellen)
        elif ph == PLACE_MARKERS:
            t["anchors"] = set(self.by_route)
            t["routes"] = set(self.by_route)
        self._add_aliases(t)
        return t

    def _add_aliases(self, t: dict[str, set]) -> None:
        lit = t.get("posts")
        if lit:
            lit.update(p for p, q in self.alias.items() if q in lit)

    def _move_targets(self, src: int) -> set[int]:
        """Every empty post of the routes the own piece on ``src`` may move to (the
        engine uses each route's first empty post; a drop anywhere on the route means it)."""
        s = self.s
        b = s.board
        return {p for r in self.moves.get(src, {}) for p in b.route_posts[r] if not s.post[p]}

    def _move_to(self, src: int, route: int | None) -> list:
        """The Move of the own piece on ``src`` onto ``route`` (a list of 0 or 1)."""
        m = self.moves.get(src, {}).get(route) if route is not None else None
        return [m] if m is not None else []

    def _post_options(self, p: int, h: Held | None) -> list:
        """Actions a click (or drop) on post ``p`` may mean while ``h`` is held."""
        s = self.s
        if h is not None and h.kind == "post":  # a piece from the map: move or re-place it
            q = h.key
            if p == q:
                return []
            canon = self.alias.get(p, p) if p not in self.by_post else p
            relocate = [a for a in self.by_post.get(canon, [])
                        if type(a) is Relocate and a.source == q]
            swap = self.swaps.get(q, {}).get(p)
            return relocate + self._move_to(q, s.board.post_route[p]) + ([swap] if swap else [])
        if p not in self.by_post and p in self.alias:
            p = self.alias[p]
        acts = self.by_post.get(p, [])
        if h is None:
            if s.phase in (MAIN, PLACE_PHASE, DISPLACE_PHASE):
                return [a for a in acts if type(a) in (PlaceAct, Displace)]
            if s.phase == MOVE:
                return []  # pick the piece first, then its new route
            return list(acts)
        if h.kind == "supply":
            return [a for a in acts if type(a) in (PlaceAct, Displace) and a.shape == h.shape]
        if h.kind == "marker":
            return [a for a in acts if type(a) is Remove] if h.key == REMOVE3 else []
        if h.kind == "relocate":
            return [a for a in acts if type(a) is Relocate and a.shape == h.shape]
        return []

    def _resolve(self, options: list) -> Any:
        """One option: play it; several: offer them as buttons; none: nothing."""
        if not options:
            return None
        if len(options) == 1:
            return self._commit(options[0])
        self.choices = options
        self.status = self.w("p_pick")
        return None

    def _commit(self, option: Any) -> Any:
        """Play ``option``: the first action now, the rest queued (see ``start_of``)."""
        self.held = None
        self.choices = []
        if not is_legal(option, self.legal) and type(option) in self.start_of:
            self.queue = [option]
            self.ctx.play_sound("piece")
            return self.start_of[type(option)]
        if type(option) in (PlaceAct, Displace, Move, Relocate, Office, ExtraOffice, Coellen,
                            NeutralOffice):
            self.ctx.play_sound("piece")
        else:
            self.ctx.play_sound("click")
        return option

    def describe(self, option: Any) -> str:
        return self.ctx.rules.describe(option, self.ctx.lang)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if self.state is None or self.geo is None:
            return None
        if self.queue and is_legal(self.queue[0], self.legal):
            return self.queue.pop(0)  # the next step of a gesture (set_state drops stale ones)
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

    def cancel(self) -> None:
        self.held = self.press = None
        self.choices = []
        self.status = ""

    def _supply_usable(self, shape: int) -> bool:
        return any(type(a) in (PlaceAct, Displace) and a.shape == shape
                   for acts in self.by_post.values() for a in acts)

    def _button_at(self, pos: tuple[int, int]) -> hui.Button | None:
        for b in self.buttons:
            if b.enabled and b.rect.collidepoint(pos):
                return b
        return None

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

    def _click_button(self, b: hui.Button) -> Any:
        if b.key == "cancel":
            self.ctx.play_sound("click")
            self.cancel()
            return None
        if b.action is not None:
            return self._commit(b.action)
        return None

    def _key(self, event: pygame.event.Event) -> Any:
        k = event.key
        if k in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.cancel()
            self.cursor = -1
            return None
        if k in (pygame.K_RIGHT, pygame.K_LEFT) and self.legal:
            step = 10 if event.mod & pygame.KMOD_SHIFT else 1
            d = step if k == pygame.K_RIGHT else -step
            self.cursor = (self.cursor + d) % len(self.legal) if self.cursor >= 0 else (
                0 if d > 0 else len(self.legal) - 1)
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

    # ------------------------------------------------------------------ sounds and motion
    def _react(self, events: list[Event]) -> None:
        kinds = {e.kind for e in events}
        if kinds & {"placed", "moved", "office", "extra_office", "relocated", "displaced",
                    "claimed"}:
            self.ctx.play_sound("piece")
        elif kinds & {"marker_taken", "marker_placed", "marker_used", "marker_drawn"}:
            self.ctx.play_sound("card")
        elif "income" in kinds:
            self.ctx.play_sound("cubes")

    def _anchor(self, seat: int) -> tuple[int, int]:
        g = self.geo
        if seat in self.anchors:
            return self.anchors[seat]
        assert g is not None
        return g.rect.right, g.rect.y + g.rect.h // 2

    def _animate(self, old: HansaState, new: HansaState) -> None:
        speed = self.ctx.anim_speed
        g = self.geo
        if speed <= 0 or g is None:
            return
        dur = 0.24 / speed
        gone: dict[int, tuple] = {}  # code -> list of board-local points it left
        for p in new.board.live_posts:
            if old.post[p] and old.post[p] != new.post[p]:
                gone.setdefault(old.post[p], []).append(self.to_screen(g.post_pos[p]))
        for o in range(new.board.n_offices):
            if old.office[o] and old.office[o] != new.office[o]:
                gone.setdefault(old.office[o], []).append(self.to_screen(g.office_rect[o].center))
        used: set = set()
        dests = []
        for p in new.board.live_posts:
            v = new.post[p]
            if v and v != old.post[p]:
                dests.append((v, self.to_screen(g.post_pos[p]), ("post", p), g.piece))
        for o in range(new.board.n_offices):
            v = new.office[o]
            if v and v != old.office[o]:
                dests.append((v, self.to_screen(g.office_rect[o].center), ("office", o),
                              g.box - 2))
        for v, to, hide, size in dests:
            owner, shape = engine_owner(v), v - 1 & 1
            src = None
            for i, pt in enumerate(gone.get(v, [])):
                if (v, i) not in used:
                    used.add((v, i))
                    src = pt
                    break
            if src is None:
                src = self._anchor(owner)
            self.anims.append(Anim(self.color_of(owner), shape, src, to, dur, hide,
                                   size=size, mark=self.mark_of(owner)))
        for v, pts in gone.items():
            owner, shape = engine_owner(v), v - 1 & 1
            for i, pt in enumerate(pts):
                if (v, i) not in used:
                    self.anims.append(Anim(self.color_of(owner), shape, pt, self._anchor(owner),
                                           dur * 1.3, None, fade=True, size=g.piece,
                                           mark=self.mark_of(owner)))

    def update(self, dt: float) -> None:
        self.clock += dt
        for a in self.anims:
            a.t += dt
        self.anims = [a for a in self.anims if a.t < a.dur]
        if pygame.display.get_init() and pygame.mouse.get_focused():
            self.mouse = pygame.mouse.get_pos()

    def busy(self) -> bool:
        return bool(self.anims)

    # ------------------------------------------------------------------ drawing: the board
    def draw_board(self, surf: pygame.Surface) -> None:
        if self.state is None:
            return
        if self.geo is None or self.map_surf is None:
            self._relayout()
            if self.geo is None:
                return
        g = self.geo
        s = self.s
        b = s.board
        ox, oy = g.rect.topleft
        surf.blit(self.map_surf, g.rect)
        hidden = {a.hide for a in self.anims if a.hide is not None}
        tg = self.targets()
        pulse = 0.65 + 0.35 * math.sin(self.clock * 5.0)
        cur_target = self._cursor_target()
        net = self._networks() if s.phase == OVER else {}
        # route glows (claimable routes, marker routes)
        lit_routes = set(tg.get("routes", ()))
        if s.phase in (CLAIM_CHOICE, NEUTRAL_CLAIM) or (s.phase == DISPLACED and self.legal):
            lit_routes.add(s.pend[0])
        for r in lit_routes:
            pts = [(x + ox, y + oy) for x, y in g.route_path(r)]
            pygame.draw.lines(surf, hui.LIT, False, pts, max(4, round(g.post_r * 1.6)))
            pygame.draw.lines(surf, ACCENT, False, pts, 2)
            for p in b.route_posts[r]:
                c = (g.post_pos[p][0] + ox, g.post_pos[p][1] + oy)
                pygame.draw.circle(surf, art.POST_FILL, c, g.post_r)
                pygame.draw.circle(surf, art.ROAD, c, g.post_r, max(2, g.post_r // 4))
        # bonus markers next to routes
        msize = max(12, round(g.box * 1.45))
        for r in b.live_routes:
            k = s.route_marker[r]
            a = g.anchor[r]
            if a is None:
                continue
            if r in tg.get("anchors", ()):
                self._glow(surf, (a[0] + ox, a[1] + oy), msize + 10, True, pulse)
                pygame.draw.circle(surf, ACCENT, (a[0] + ox, a[1] + oy), msize // 2 + 2, 2)
            if k:
                tok = art.marker_token(k - 1, msize)
                surf.blit(tok, (a[0] + ox - msize // 2, a[1] + oy - msize // 2))
        # trading posts
        for p in tg.get("posts", ()):
            c = g.post_pos[p]
            self._glow(surf, (c[0] + ox, c[1] + oy), round(g.post_r * 3.4), True, pulse)
            pygame.draw.circle(surf, ACCENT, (c[0] + ox, c[1] + oy),
                               g.post_r + 2 + round(2 * pulse), 2)
        for p in tg.get("swaps", ()):  # own pieces a held one may swap with: a cool halo
            c = g.post_pos[p]
            self._glow(surf, (c[0] + ox, c[1] + oy), round(g.post_r * 4.2), True, pulse,
                       hui.SWAP_LIT)
        for p in b.live_posts:
            v = s.post[p]
            if not v or ("post", p) in hidden:
                continue
            if self.held is not None and self.held.kind == "post" and self.held.key == p \
                    and self.held.dragging:
                continue
            c = g.post_pos[p]
            owner = engine_owner(v)
            lifted = 0.6 if (self.held is not None and self.held.kind == "post"
                             and self.held.key == p) else 0.0
            art.blit_piece(surf, self.color_of(owner), v - 1 & 1, g.piece,
                           (c[0] + ox, c[1] + oy), self.mark_of(owner), lifted)
        for p in tg.get("swaps", ()):  # ... and a double ring over the piece
            c = (g.post_pos[p][0] + ox, g.post_pos[p][1] + oy)
            rad = g.piece // 2 + 4 + round(2 * pulse)
            pygame.draw.circle(surf, hui.SWAP_LIT, c, rad + 3, 2)
            pygame.draw.circle(surf, INK, c, rad, 1)
        # offices
        for c in tg.get("cities", ()):
            o = engine.first_empty_office(s, c)
            if o >= 0:
                r = g.office_rect[o].move(ox, oy)
                self._glow(surf, r.center, g.box * 2, b.office_shape[o] == 1, pulse)
                pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 2, border_radius=3)
        for o in tg.get("offices", ()):
            r = g.office_rect[o].move(ox, oy)
            pygame.draw.rect(surf, ACCENT, r.inflate(6, 6), 2, border_radius=3)
        for o in range(b.n_offices):
            v = s.office[o]
            if v and ("office", o) not in hidden:
                owner = engine_owner(v)
                r = g.office_rect[o]
                art.blit_piece(surf, self.color_of(owner), v - 1 & 1, g.box - 2,
                               (r.centerx + ox, r.centery + oy), self.mark_of(owner))
        for c in range(b.n_cities):
            ex = s.extra[c]
            lit = c in tg.get("extras", ())
            for k in range(len(ex) + (1 if lit else 0)):
                r = g.extra_rect(c, k).move(ox, oy)
                if k < len(ex):
                    pygame.draw.rect(surf, art.WALL, r.inflate(4, 4), border_radius=3)
                    pygame.draw.rect(surf, art.BEAM, r.inflate(4, 4), 1, border_radius=3)
                    owner = engine_owner(ex[k])
                    art.blit_piece(surf, self.color_of(owner), ex[k] - 1 & 1, g.box - 2,
                                   r.center, self.mark_of(owner))
                else:
                    self._glow(surf, r.center, g.box * 2, False, pulse)
                    pygame.draw.rect(surf, ACCENT, r, 2, border_radius=3)
        # abilities (scrolls) and Coellen
        for ab in tg.get("abilities", ()):
            r = g.scrolls.get(ab)
            if r is not None:
                rr = r.move(ox, oy)
                self._glow(surf, rr.center, max(rr.w, rr.h) + 16, False, pulse)
                pygame.draw.rect(surf, ACCENT, rr.inflate(4, 4), 2, border_radius=4)
        for i, (cx, cy) in enumerate(g.coellen):
            if i in tg.get("coellen", ()):
                self._glow(surf, (cx + ox, cy + oy), g.box * 2, True, pulse)
                pygame.draw.circle(surf, ACCENT, (cx + ox, cy + oy), g.box // 2 + 4, 2)
            if s.coellen[i]:
                owner = s.coellen[i] - 1
                art.blit_piece(surf, self.color_of(owner), MERCHANT, g.box,
                               (cx + ox, cy + oy), self.mark_of(owner))
        # completed cities and the prestige track
        cc = g.completed[min(s.completed, len(g.completed) - 1)]
        art.blit_piece(surf, (214, 170, 60), TRADER, max(8, g.box - 6), (cc[0] + ox, cc[1] + oy))
        self._draw_prestige(surf)
        self._draw_east_west(surf)
        for seat, cities in net.items():
            for c in cities:
                r = g.city_rect[c].move(ox, oy).inflate(6 + 5 * seat, 6 + 5 * seat)
                pygame.draw.rect(surf, self.color_of(seat), r, 3, border_radius=6)
        if cur_target is not None:
            pygame.draw.circle(surf, ACCENT, cur_target, g.box, 3)
        if self.held is None or not self.held.dragging:
            kind, what = self._hover_target(self.mouse)
            if kind == "city":
                pygame.draw.rect(surf, INK, g.city_rect[what].move(ox, oy).inflate(4, 4), 2,
                                 border_radius=4)
            elif kind == "route":
                pts = [(x + ox, y + oy) for x, y in g.route_path(what)]
                pygame.draw.lines(surf, INK, False, pts, 1)
        self._draw_actions_plaque(surf)
        # flying pieces, the held piece, the tooltip
        for a in self.anims:
            if a.t < 0:
                continue
            x, y = a.pos()
            if a.fade:
                sp = art.piece(a.color, a.shape, a.size, a.mark).copy()
                sp.set_alpha(int(255 * (1 - max(0.0, a.t) / a.dur)))
                surf.blit(sp, (x - a.size // 2, y - a.size // 2))
            else:
                art.blit_piece(surf, a.color, a.shape, a.size, (x, y), a.mark, 0.5)
        h = self.held
        if h is not None and (h.dragging or h.kind in ("supply", "relocate")):
            pos = h.pos if h.dragging else self.mouse
            if h.dragging or g.rect.collidepoint(pos):
                art.blit_piece(surf, h.color, h.shape, round(g.piece * 1.15), pos, h.mark, 1.0)
        self._draw_hover(surf)

    def _glow(self, surf: pygame.Surface, c: tuple, size: int, round_: bool,
              pulse: float, color: tuple[int, int, int] = hui.LIT) -> None:
        """A pulsing halo of ``size`` round ``c`` (warm unless ``color`` says otherwise)."""
        gl = hui.glow(max(8, size), round_, color)
        gl.set_alpha(int(255 * pulse))
        surf.blit(gl, (c[0] - gl.get_width() // 2, c[1] - gl.get_height() // 2))

    def _networks(self) -> dict[int, list[int]]:
        fn = getattr(self.ctx.rules, "network", None)
        if fn is None:
            return {}
        key = ("net", id(self.state))
        if self.priv.get("net_key") != key:
            self.priv["net_key"] = key
            self.priv["net"] = {seat: fn(self.s, seat) for seat in range(self.s.players)}
        return self.priv["net"]

    def _draw_prestige(self, surf: pygame.Surface) -> None:
        g = self.geo
        assert g is not None
        s = self.s
        ox, oy = g.rect.topleft
        size = max(7, round(g.box * 0.72))
        seen: dict[int, int] = defaultdict(int)
        for seat in range(s.players):
            n = s.prestige[seat] % 100
            k = seen[n]
            seen[n] += 1
            x, y = g.prestige_pos(n)
            dx = (k % 3 - 1) * size * 0.55
            dy = (k // 3) * size * 0.5 - size * 0.2
            art.blit_piece(surf, self.color_of(seat), MERCHANT, size,
                           (x + ox + dx, y + oy + dy), self.mark_of(seat))

    def _draw_east_west(self, surf: pygame.Surface) -> None:
        g = self.geo
        assert g is not None
        s = self.s
        x, y = g.ew_pos
        size = max(7, round(g.box * 0.7))
        k = 0
        for seat in range(s.players):
            if s.east_west[seat]:
                art.blit_piece(surf, self.color_of(seat), TRADER, size,
                               (g.rect.x + x + g.box * 2.4 + k * (size + 2), g.rect.y + y),
                               self.mark_of(seat))
                k += 1

    def _draw_actions_plaque(self, surf: pygame.Surface) -> None:
        """Whose turn, and how many actions remain: a plaque at the top of the map."""
        g = self.geo
        assert g is not None
        s = self.s
        if s.phase == OVER:
            return
        seat = s.cur
        total = engine.value(s, seat, 0) + s.bonus
        left = max(0, total - s.actions)
        fs = max(12, round(g.w * 0.0145))
        name = render(self.name_of(seat), fs, INK, "bold")
        doing = {CLAIM_CHOICE: "w_claim", PLACE_MARKERS: "w_markers",
                 NEUTRAL_CLAIM: "w_neutral"}.get(s.phase)
        if s.phase == DISPLACED:
            who = self.decider if self.decider is not None else seat
            lab = render(self.w("w_displaced", name=self.name_of(who)), fs, INK, "italic")
        elif doing:
            lab = render(self.w(doing), fs, INK, "italic")
        else:
            lab = render(self.w("actions_left") + f": {left}", fs, INK)
        pip = max(6, fs // 2 + 2)
        w = max(name.get_width(), lab.get_width()) + 24 + pip * 2
        w = max(w, total * (pip + 4) + 30)
        h = name.get_height() + lab.get_height() + pip + 12
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (g.rect.x + round(g.w * 0.405), g.rect.y + round(g.h * 0.055))
        pygame.draw.rect(surf, (250, 242, 222), r, border_radius=5)
        pygame.draw.rect(surf, self.color_of(seat), r, 3, border_radius=5)
        pygame.draw.rect(surf, INK_SOFT, r.inflate(-6, -6), 1, border_radius=3)
        surf.blit(name, name.get_rect(midtop=(r.centerx, r.y + 3)))
        surf.blit(lab, lab.get_rect(midtop=(r.centerx, r.y + 3 + name.get_height() - 2)))
        x0 = r.centerx - (total * (pip + 4)) // 2
        y = r.bottom - pip - 5
        for i in range(total):
            c = (x0 + i * (pip + 4) + pip // 2, y + pip // 2)
            if i < left:
                pygame.draw.circle(surf, self.color_of(seat), c, pip // 2 + 1)
                pygame.draw.circle(surf, INK, c, pip // 2 + 1, 1)
            else:
                pygame.draw.circle(surf, INK_SOFT, c, pip // 2, 1)

    def _cursor_target(self) -> tuple[int, int] | None:
        if not 0 <= self.cursor < len(self.legal):
            return None
        a = self.legal[self.cursor]
        t = type(a)
        if t is Move:
            return self.post_center(a.to)
        if hasattr(a, "post") and t is not Income:
            return self.post_center(a.post)
        if t in (Claim, PlaceMarker):
            return self.route_center(a.route)
        if t in (Office, NeutralOffice, ExtraOffice):
            return self.city_target(a.city)
        if t in (Upgrade, UseUpgrade) and self.geo is not None:
            r = self.geo.scrolls.get(a.ability)
            return self.to_screen(r.center) if r else None
        if t is Coellen and self.geo is not None:
            return self.to_screen(self.geo.coellen[a.space])
        if t is UseSwap:
            return self.office_center(self.s.board.city_offices[a.city][a.index])
        return None

    # ------------------------------------------------------------------ hover notes
    def _hover_target(self, pos: tuple[int, int]) -> tuple[str, int]:
        """("city", c), ("route", r) or ("", -1) under ``pos`` (cached per position)."""
        key = (pos, id(self.state), self.geo.rect.topleft if self.geo else None)
        if self.priv.get("hover_key") == key:
            return self.priv["hover"]
        out: tuple[str, int] = ("", -1)
        if self.geo is not None and self.state is not None and self.geo.rect.collidepoint(pos):
            c = self.city_at(pos)
            if c is not None:
                out = ("city", c)
            else:
                r = self.route_at(pos)
                if r is None:
                    p = self.post_at(pos)
                    r = self.s.board.post_route[p] if p is not None else None
                if r is not None:
                    out = ("route", r)
        self.priv["hover_key"], self.priv["hover"] = key, out
        return out

    def hover_lines(self, pos: tuple[int, int]) -> list[str]:
        """What the note under the pointer says (city control, route scoring)."""
        kind, what = self._hover_target(pos)
        if kind == "city":
            return self._city_lines(what)
        if kind != "route":
            return []
        s = self.s
        b = s.board
        r = what
        name = f"{b.city_names[b.route_a[r]]} – {b.city_names[b.route_b[r]]}"
        lines = [name]
        full = engine.route_full_of(s, r)
        if full >= 0:
            lines.append(self.w("claimable", name=self.name_of(full)))
        who = []
        for cc in (b.route_a[r], b.route_b[r]):
            ctl = engine.control(s, cc)
            if 0 <= ctl < s.players:
                who.append(f"{self.name_of(ctl)} ({b.city_names[cc]})")
        lines.append(self.w("would_score", who=", ".join(who)) if who
                     else self.w("would_score_none"))
        if s.route_marker[r]:
            from game.hansa.text import MARKER
            lines.append(self.w("marker_here", m=MARKER[self.lang() if self.lang() in MARKER
                                                           else "en"][s.route_marker[r] - 1]))
        return lines

    def _city_lines(self, c: int) -> list[str]:
        s = self.s
        b = s.board
        city = b.city_names[c]
        ctl = engine.control(s, c)
        free = sum(1 for o in b.city_offices[c] if not s.office[o])
        extra = self.w("open_offices", n=free) if free else self.w("full")
        if ctl < 0:
            return [self.w("nobody", city=city), extra]
        counts = [engine.offices_of(s, seat, c) for seat in range(s.players)]
        if ctl == NEUTRAL:
            n = sum(1 for o in b.city_offices[c] if s.office[o] and engine_owner(s.office[o])
                    == NEUTRAL)
        else:
            n = counts[ctl]
        tie = sum(1 for k in counts if k == n) > 1 or (ctl != NEUTRAL and n == sum(
            1 for o in b.city_offices[c] if s.office[o] and engine_owner(s.office[o]) == NEUTRAL))
        why = self.w("why_tie", n=n) if tie else self.w("why_most", n=n)
        head = self.w("controls", name=self.name_of(ctl), city=city)
        parts = [f"{self.name_of(seat)}: {k}" for seat, k in enumerate(counts) if k]
        return [head, why, self.w("offices") + " — " + ", ".join(parts), extra]

    def _draw_hover(self, surf: pygame.Surface) -> None:
        if self.held is not None and self.held.dragging:
            return
        lines = self.hover_lines(self.mouse)
        if lines:
            hui.tooltip(surf, lines, self.mouse, max(12, self.ui(15)), self.board_rect)

    # ------------------------------------------------------------------ panels
    def public_panel_height(self, width: int) -> int:
        return max(60, int(width * 0.24))

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """Prestige, personal supply, stock, abilities in brief and bonus markers; three
        rows when there is room, else two (abilities and markers share the second)."""
        if self.state is None:
            return
        s = self.s
        self.anchors[seat] = rect.center
        color, mark = self.color_of(seat), self.mark_of(seat)
        three = rect.h >= 3 * self.ui(19)
        row_h = max(14, min(rect.h // (3 if three else 2), self.ui(26)))
        fs = max(12, int(row_h * 0.64))
        ps = max(11, int(row_h * 0.8))
        x, y = rect.x, rect.y
        mid = y + row_h // 2
        # prestige, supply, stock
        star = render(f"{s.prestige[seat]}", fs + 4, ACCENT, "bold")
        art.blit_piece(surf, color, MERCHANT, ps, (x + ps // 2, mid), mark)
        surf.blit(star, (x + ps + 4, mid - star.get_height() // 2 - 1))
        x += ps + star.get_width() + self.ui(12)
        lab = render(self.w("supply"), fs - 1, INK_SOFT, "italic")
        surf.blit(lab, (x, mid - lab.get_height() // 2 - 1))
        x += lab.get_width() + 4
        for shape in (TRADER, MERCHANT):
            r = hui.draw_pieces_count(surf, (x, mid - ps // 2), color, shape,
                                      s.supply[2 * seat + shape], ps, mark, fs)
            x = r.right + self.ui(6)
        lab = render(self.w("stock"), fs - 1, INK_SOFT, "italic")
        x += self.ui(6)
        surf.blit(lab, (x, mid - lab.get_height() // 2 - 1))
        x += lab.get_width() + 4
        small = ps * 3 // 4
        for shape in (TRADER, MERCHANT):
            r = hui.draw_pieces_count(surf, (x, mid - small // 2), art.STOCK_RGB, shape,
                                      s.stock[2 * seat + shape], small, None, fs - 1)
            x = r.right + self.ui(6)
        if seat == s.cur and self.decider == seat and s.phase != OVER:
            t = render(str(engine.actions_left(s)), fs + 2, ACCENT, "bold")
            tr = t.get_rect(midright=(rect.right - 6, mid - 1))
            if tr.x > x:
                pygame.draw.circle(surf, ACCENT, tr.center, max(tr.w, tr.h) // 2 + 2, 1)
                surf.blit(t, tr)
        # abilities in brief
        y += row_h + 1
        mid = y + row_h // 2
        x = rect.x
        b = s.board
        cw = rect.w // 5 if three else min(rect.w // 8, self.ui(40))
        isz = max(10, ps - 2)
        for ab in (0, 2, 3, 4, 1):
            ic = art.ability_icon(ab, isz, INK)
            surf.blit(ic, (x, mid - isz // 2))
            v = engine.value(s, seat, ab)
            if ab == 3:
                box = pygame.Rect(x + isz + 2, mid - isz // 2 + 1, isz - 2, isz - 2)
                pygame.draw.rect(surf, art.PRIVILEGE_RGB[v], box, border_radius=2)
                pygame.draw.rect(surf, INK, box, 1, border_radius=2)
            else:
                t = render("C" if v >= 99 else str(v), fs + 1, INK, "bold")
                surf.blit(t, (x + isz + 2, mid - t.get_height() // 2 - 1))
            if three:
                lvl, mx = s.level[5 * seat + ab], b.ability_max[ab]
                for k in range(mx + 1):
                    pc = (x + isz + 4 + k * 5, y + row_h - 2)
                    if k <= lvl:
                        pygame.draw.circle(surf, INK, pc, 2)
                    else:
                        pygame.draw.circle(surf, INK_SOFT, pc, 2, 1)
            x += cw
        # bonus markers (and the East-West award)
        if three:
            y += row_h + 1
            x = rect.x
        else:
            x += self.ui(4)
        ms = max(10, row_h - 3)
        end = hui.draw_markers(surf, x, y + (row_h - ms) // 2, ms, s.unused[seat], s.used[seat],
                               s.plate[seat])
        if s.east_west[seat]:
            t = render(f"{self.w('east_west')} +{s.east_west[seat]}", fs - 1, INK, "italic")
            surf.blit(t, (end + 6, y + row_h // 2 - t.get_height() // 2))

    def private_panel_height(self, width: int) -> int:
        return self.ui(168)

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        if self.state is None:
            return
        s = self.s
        self.anchors.setdefault(seat, rect.center)
        color, mark = self.color_of(seat), self.mark_of(seat)
        gap = self.ui(10)
        esc_w = min(int(rect.w * 0.36), self.ui(330))
        esc = pygame.Rect(rect.x, rect.y, esc_w, rect.h)
        lit = {a for a in self.by_ability}
        if self.held is not None and self.held.kind == "marker" and self.held.key != UPGRADE:
            lit = set()
        if s.phase == MAIN and (self.held is None or self.held.kind != "marker"):
            lit = set()
        rows = hui.draw_escritoire(surf, esc, s, seat, color, mark, lit, self.lang())
        self.priv = {"abilities": {a: r for a, r in rows.items() if a in lit},
                     "pieces": [], "markers": [], "stock": None,
                     "net_key": self.priv.get("net_key"), "net": self.priv.get("net"),
                     "hover_key": self.priv.get("hover_key"), "hover": self.priv.get("hover")}
        # middle: supply, stock, markers, pieces moved / to re-place
        mid = pygame.Rect(esc.right + gap, rect.y, int(rect.w * 0.3), rect.h)
        fs = max(12, self.ui(15))
        ps = max(14, self.ui(24))
        y = mid.y
        t = render(self.w("supply"), fs, INK_SOFT, "italic")
        surf.blit(t, (mid.x, y))
        y += t.get_height()
        x = mid.x
        for shape in (TRADER, MERCHANT):
            n = s.supply[2 * seat + shape]
            r = pygame.Rect(x, y, ps + 6, ps + 6)
            can = self._supply_usable(shape)
            if can:
                pygame.draw.rect(surf, GLOW, r.inflate(6, 6), border_radius=6)
            held_here = self.held is not None and self.held.kind == "supply" and \
                self.held.shape == shape
            if n:
                art.blit_piece(surf, color, shape, ps, r.center, mark, 0.7 if held_here else 0.0)
            else:
                pygame.draw.rect(surf, INK_SOFT, r.inflate(-4, -4), 1, border_radius=4)
            if held_here:
                pygame.draw.rect(surf, ACCENT, r.inflate(6, 6), 2, border_radius=6)
            c = render(str(n), fs + 2, INK, "bold")
            surf.blit(c, (r.right + 3, r.centery - c.get_height() // 2))
            self.priv["pieces"].append((("supply", shape), r))
            x = r.right + c.get_width() + self.ui(16)
        # stock (click for income)
        st = pygame.Rect(x, y - 2, max(self.ui(96), mid.right - x), ps + 10)
        income = any(type(a) is Income for a in self.legal)
        pygame.draw.rect(surf, GLOW if income else (232, 218, 186), st, border_radius=5)
        pygame.draw.rect(surf, ACCENT if income else INK_SOFT, st, 1, border_radius=5)
        t = render(self.w("stock"), fs, INK)
        surf.blit(t, t.get_rect(midleft=(st.x + 6, st.centery - 1)))
        sx = st.x + 12 + t.get_width()
        for shape in (TRADER, MERCHANT):
            r = hui.draw_pieces_count(surf, (sx, st.centery - ps * 3 // 8), color, shape,
                                      s.stock[2 * seat + shape], ps * 3 // 4, mark, fs)
            sx = r.right + self.ui(8)
        if income:
            self.priv["stock"] = st
        y += ps + self.ui(14)
        t = render(self.w("markers"), fs, INK_SOFT, "italic")
        surf.blit(t, (mid.x, y))
        y += t.get_height()
        ms = max(16, self.ui(28))
        usable = set()
        if s.phase == MAIN and seat == s.cur:
            types = {type(a) for a in self.legal}
            for k, tp in ((ACT3, UseActions), (ACT4, UseActions), (UPGRADE, UseUpgrade),
                          (SWAP, UseSwap), (REMOVE3, Remove)):
                if tp in types:
                    usable.add(k)
        chosen = self.held.key if self.held is not None and self.held.kind == "marker" else None
        hui.draw_markers(surf, mid.x, y, ms, s.unused[seat], s.used[seat], s.plate[seat],
                         usable, self.priv["markers"], chosen)
        self.priv["markers"] = [(r, k) for r, k in self.priv["markers"] if k in usable]
        y += ms + self.ui(8)
        self._draw_tray(surf, mid.x, y, ps, fs, seat)
        # right: actions left and the buttons
        right = pygame.Rect(mid.right + gap, rect.y, rect.right - mid.right - gap, rect.h)
        self._draw_buttons(surf, right, seat, fs)

    def _draw_tray(self, surf: pygame.Surface, x: int, y: int, ps: int, fs: int,
                   seat: int) -> None:
        """Pieces moved so far (Move) or waiting to be re-placed (displaced)."""
        s = self.s
        if s.phase == MOVE and s.pend and seat == s.cur:
            n, most = s.pend[0], s.ability(seat, LIBER_SOPHIAE)
            t = render(self.w("moved", n=n, max=most), fs, INK_SOFT, "italic")
            surf.blit(t, (x, y + ps // 2 - t.get_height() // 2))
            x += t.get_width() + 8
            for k in range(most):
                c = (x + k * (ps // 2 + 4) + ps // 4, y + ps // 2)
                if k < n:
                    art.blit_piece(surf, self.color_of(seat), TRADER, ps // 2, c,
                                   self.mark_of(seat))
                else:
                    pygame.draw.circle(surf, INK_SOFT, c, ps // 4, 1)
        elif s.phase == DISPLACED and self.legal:
            route, shape, extras, owner, _ = s.pend
            t = render(self.w("to_place"), fs, INK_SOFT, "italic")
            surf.blit(t, (x, y + ps // 2 - t.get_height() // 2))
            x += t.get_width() + 8
            shapes = sorted({a.shape for a in self.legal if type(a) is Relocate})
            for sh in shapes:
                r = pygame.Rect(x, y, ps + 6, ps + 6)
                pygame.draw.rect(surf, GLOW, r.inflate(4, 4), border_radius=5)
                art.blit_piece(surf, self.color_of(owner), sh, ps, r.center, self.mark_of(owner))
                self.priv["pieces"].append((("relocate", sh), r))
                x += ps + 12
            if shape < 0:
                t = render(self.w("extras", n=extras), fs, INK, "italic")
                surf.blit(t, (x, y + ps // 2 - t.get_height() // 2))

    def _buttons_for(self) -> list[hui.Button]:
        """The decisions offered as buttons now (always including the non-map ones)."""
        z = pygame.Rect(0, 0, 0, 0)
        out: list[hui.Button] = []
        if self.choices:
            out = [hui.Button(z, self.describe(a), a) for a in self.choices]
            out.append(hui.Button(z, self.w("cancel"), key="cancel"))
            return out
        s = self.s
        acts = self.legal
        few = len(acts) <= 8 and s.phase != MAIN
        for a in acts:
            swap = self.is_swap(a)
            if few or swap or not isinstance(a, SPATIAL):
                label = self.describe(a)
                if swap:  # always a button: the gesture is not an obvious one
                    cube, disc = (a.post, a.to) if s.post[a.post] & 1 else (a.to, a.post)
                    label = self.w("swap_move", a=htext.post_name(cube),
                                   b=htext.post_name(disc))
                elif type(a) is EndTurn:
                    label = self.w("end_turn")
                elif type(a) is StopMove:
                    label = self.w("stop_move")
                hot = type(a) is EndTurn and engine.actions_left(s) <= 0
                hot = hot or type(a) is StopMove
                hot = hot or type(a) in (NoBenefit, DeclineExtras, StopRemove) and len(acts) == 1
                out.append(hui.Button(z, label, a, hot=hot))
        if self.held is not None:
            out.append(hui.Button(z, self.w("cancel"), key="cancel"))
        return out

    def _draw_buttons(self, surf: pygame.Surface, area: pygame.Rect, seat: int, fs: int) -> None:
        s = self.s
        y = area.y
        if seat == s.cur and s.phase in (MAIN, MOVE, REMOVE, PLACE_PHASE, DISPLACE_PHASE):
            total = engine.value(s, seat, 0) + s.bonus
            left = max(0, total - s.actions)
            t = render(f"{self.w('actions_left')}: {left} / {total}", fs + 4, ACCENT, "bold")
            surf.blit(t, (area.x, y))
            y += t.get_height() + 2
        else:
            for line in wrap(self.prompt_short(), fs, area.w, "italic")[:2]:
                t = render(line, fs, INK, "italic")
                surf.blit(t, (area.x, y))
                y += t.get_height()
            y += 2
        self.buttons = self._buttons_for()
        bh = max(22, self.ui(28))
        cols = 1 if area.w < self.ui(300) else 2
        bw = (area.w - (cols - 1) * 6) // cols
        rows_fit = max(1, (area.bottom - y) // (bh + 4))
        if len(self.buttons) > rows_fit * cols:
            cols = max(cols, (len(self.buttons) + rows_fit - 1) // rows_fit)
            bw = (area.w - (cols - 1) * 6) // cols
        hover = self._button_at(self.mouse)
        for i, b in enumerate(self.buttons):
            r, c = i % rows_fit, i // rows_fit
            b.rect = pygame.Rect(area.x + c * (bw + 6), y + r * (bh + 4), bw, bh)
            if b.rect.bottom > area.bottom + 2:
                b.enabled = False
                continue
            n = i + 1 if i < 9 else 0
            hui.draw_button(surf, b, b is hover, max(11, fs - 1), n)

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


def is_legal(action: Any, legal: list) -> bool:
    """``action`` is in ``legal`` (same class too: actions are tuples, and tuples of
    different classes with equal fields compare equal)."""
    return any(type(a) is type(action) and a == action for a in legal)


def engine_owner(code: int) -> int:
    """Owner seat (or NEUTRAL) of a non-empty piece code."""
    return (code - 1) >> 1


VIEW = HansaView
