"""The Tigris & Euphrates board view: the printed board, the pieces, and the gestures
that turn into the engine's actions (drag or click-click or keyboard).

Layers: the printed board is rendered once per size (art.render_board); the
pieces on it once per position (``_layer``); every frame only adds what moves: target
glow, the held piece, hover outlines, animations, cards. Panels and cards are drawn by
panels.py.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import Event, IllegalAction
from game.tigris import actions as A
from game.tigris.state import (
    CATASTROPHE,
    COLS,
    DOWN,
    EMPTY,
    MONUMENTS,
    NSQ,
    PH_ACTION,
    PH_BUILDING,
    PH_TREASURE,
)
from ui.theme import GLOW
from ui.views.base import BoardView, ViewContext, ease_out
from ui.views.tigris import art, panels
from ui.views.tigris.words import Button, word

try:  # read-only helpers of the engine (kingdom labels, adjacent temples)
    from game.tigris.engine import kingdoms as _kingdoms
except ImportError:  # pragma: no cover - the engine always ships them
    _kingdoms = None

SOUND_OF = (("game_over", "fanfare"), ("monument", "fanfare"), ("ziggurat", "fanfare"),
            ("conflict_resolved", "cubes"), ("conflict", "cubes"), ("treasure", "piece"),
            ("catastrophe", "tile"), ("tile_placed", "tile"), ("leader_placed", "piece"),
            ("leader_withdrawn", "piece"), ("swap", "card"), ("commit", "tile"))
BANNER_KINDS = ("conflict_resolved", "monument", "game_over", "ziggurat")


class Held:
    """A piece picked up (dragged, or selected by a click or a key)."""

    __slots__ = ("kind", "colour", "slot", "surf", "home", "targets", "withdraw", "square",
                 "dragging", "press", "again")

    def __init__(self, kind: str, colour: int, slot: int, surf: pygame.Surface,
                 home: tuple[int, int], targets: dict, withdraw: Any = None,
                 square: int = -1) -> None:
        self.kind = kind  # "tile", "leader" (from the supply), "board" (a leader on the
        # board), "catastrophe"
        self.colour = colour
        self.slot = slot
        self.surf = surf
        self.home = home
        self.targets = targets
        self.withdraw = withdraw
        self.square = square
        self.dragging = False
        self.press: tuple[int, int] | None = None
        self.again = False  # pressed a second time: a click puts it down, a drag moves it


class Anim:
    """A piece moving from ``p0`` to ``p1`` (centres) with ease-out; ``hide`` is a square
    whose piece stays off the cached layer until the animation ends."""

    __slots__ = ("surf", "p0", "p1", "t", "dur", "hide", "fade", "s0", "s1", "delay", "watch")

    def __init__(self, surf: pygame.Surface, p0: tuple, p1: tuple, dur: float, hide: int = -1,
                 fade: bool = False, s0: float = 1.0, s1: float = 1.0, delay: float = 0.0,
                 watch: bool = True) -> None:
        self.surf, self.p0, self.p1 = surf, p0, p1
        self.t, self.dur, self.hide, self.fade = 0.0, dur, hide, fade
        self.s0, self.s1, self.delay, self.watch = s0, s1, delay, watch


class TigrisView(BoardView):
    """Board view of Tigris & Euphrates (see the module docstring)."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.geo: art.Geometry | None = None
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
        self.held = None
        self.swap_mode = False
        self.swap_marks.clear()
        self._index_legal()
        if old is not None and state is not None and self.geo is not None:
            self._animate_diff(old, state, events or [])
        self._react(events or [])
        self._score_flash(old)
        self.status = ""

    def _score_flash(self, old: Any) -> None:
        """Remember the viewer's score gains so the private panel can show them rising."""
        s, seat = self.state, self.viewer
        if old is None or s is None or seat is None or seat < 0 or self.ctx.anim_speed <= 0:
            return
        if old.viewer != s.viewer or old.players != s.players:
            return
        now = [*s.scores[seat], s.treasures[seat]]
        before = [*old.scores[seat], old.treasures[seat]]
        for k in range(5):
            if now[k] > before[k]:
                self.flash[k] = (now[k] - before[k], self.time)

    def _index_legal(self) -> None:
        s = self.state
        self.legal = []
        self.t_tile, self.t_place, self.t_move = {}, {}, {}
        self.t_withdraw, self.t_cat, self.sq_decisions = {}, {}, {}
        if s is None or not self.interactive:
            self.legal_set = set()
            return
        try:
            self.legal = list(self.ctx.rules.legal_actions(s))
        except Exception:  # an observation the engine cannot expand: no targets, no crash
            self.legal = []
        self.legal_set = set(self.legal)
        for a in self.legal:
            t = type(a)
            if t is A.PlaceTile:
                self.t_tile.setdefault(a.colour, {})[a.square] = a
            elif t is A.PlaceLeader:
                self.t_place.setdefault(a.colour, {})[a.square] = a
            elif t is A.MoveLeader:
                self.t_move.setdefault(a.colour, {})[a.square] = a
            elif t is A.WithdrawLeader:
                self.t_withdraw[a.colour] = a
            elif t is A.PlaceCatastrophe:
                self.t_cat[a.square] = a
            elif t is A.TakeTreasure:
                self.sq_decisions[a.square] = a
            elif t is A.PlaceBuilding:
                # a click on the square picks it only when one colour fits there
                self.sq_decisions[a.square] = None if a.square in self.sq_decisions else a
        self.sq_decisions = {k: v for k, v in self.sq_decisions.items() if v is not None}

    def _react(self, events: list[Event]) -> None:
        kinds = {e.kind for e in events}
        marks = tuple(e.data["square"] for e in events
                      if e.kind in ("tile_placed", "leader_placed", "catastrophe")
                      and isinstance(e.data.get("square"), int))
        if marks or events:
            self.last_squares = marks
        for kind, sound in SOUND_OF:
            if kind in kinds:
                self.ctx.play_sound(sound)
                break
        for e in events:
            if e.kind == "conflict_resolved":
                self.banner = (self._conflict_text(e), 3.5)
            elif e.kind in BANNER_KINDS:
                text = None
                describe = getattr(self.ctx.rules, "describe_event", None)
                if describe is not None:
                    try:
                        text = describe(e, self.ctx.lang)
                    except Exception:
                        text = None
                if text:
                    self.banner = (text, 3.2)

    def _conflict_text(self, e: Event) -> str:
        d = e.data
        lang = self.ctx.lang
        names = self.ctx.seat_names

        def nm(x: Any) -> str:
            return names[x] if isinstance(x, int) and 0 <= x < len(names) else "?"

        c = d.get("colour", 0) if isinstance(d.get("colour"), int) else 0
        leader = art.LEADER_NAMES.get(lang, art.LEADER_NAMES["en"])[c % 4]
        a, b = d.get("attacker_total", 0), d.get("defender_total", 0)
        score = f"{max(a, b)}–{min(a, b)}"
        pts = d.get("points", 1)
        if lang == "it":
            kind = "la rivolta" if d.get("kind") == "revolt" else "la guerra"
            return (f"{nm(d.get('winner'))} vince {kind} {score} (+{pts}) · "
                    f"{leader} di {nm(d.get('loser'))} torna a casa")
        kind = "revolt" if d.get("kind") == "revolt" else "war"
        return (f"{nm(d.get('winner'))} wins the {kind} {score} (+{pts}) · "
                f"{nm(d.get('loser'))}'s {leader} goes home")

    # ================================================================== animation
    def _seat_home(self, seat: int) -> tuple[int, int]:
        r = self.public_rects.get(seat)
        if r is not None:
            return r.center
        g = self.geo
        assert g is not None
        return (g.rect.right + g.s, g.rect.y + g.s * (1 + 2 * seat))

    def _animate_diff(self, old: Any, new: Any, events: list[Event]) -> None:
        speed = self.ctx.anim_speed
        if speed <= 0 or old.players != new.players or old.board is not new.board:
            self.anims.clear()
            return
        g = self.geo
        assert g is not None
        s = g.s
        k = 1.0 / speed
        changes = sum(1 for i in range(NSQ) if old.tile[i] != new.tile[i]
                      or old.leader[i] != new.leader[i])
        if changes > 24:  # a jump (load, undo of many moves): no animation
            self.anims.clear()
            return
        winner = next((e.data.get("winner") for e in events if e.kind == "conflict_resolved"),
                      None)
        taker = next((e.data.get("seat") for e in events if e.kind == "treasure"), None)
        # leaders: arrivals, moves and departures
        for i in range(len(new.leader_pos)):
            p0, p1 = old.leader_pos[i], new.leader_pos[i]
            if p0 == p1:
                continue
            seat, colour = divmod(i, 4)
            surf = self._leader_surf(seat, colour, s - 2 * self._pad() - 2)
            home = self._seat_home(seat)
            if p1 >= 0:
                start = g.square_center(p0) if p0 >= 0 else home
                if self.held is None and self._just_dropped(p1):
                    start = self._just_dropped(p1)  # type: ignore[assignment]
                self.anims.append(Anim(surf, start, g.square_center(p1), 0.25 * k, hide=p1,
                                       s0=1.12, s1=1.0))
            else:
                self.anims.append(Anim(surf, g.square_center(p0), home, 0.45 * k, fade=True,
                                       s1=0.6, delay=0.15 * k))
        # monuments and the ziggurat come down onto their squares
        for m, tl in enumerate(new.monuments):
            if tl >= 0 and old.monuments[m] < 0:
                ms = int(s * 1.45)
                c = g.square_rect(tl).bottomright
                self.anims.append(Anim(art.monument(*MONUMENTS[m], ms), (c[0], c[1] - s), c,
                                       0.3 * k, hide=1000 + m, s0=1.25))
        zig = getattr(new, "ziggurat", -1)
        if zig is not None and zig >= 0 and getattr(old, "ziggurat", -1) != zig:
            zs = int(s * 1.3)
            c = g.square_center(zig)
            self.anims.append(Anim(art.ziggurat(zs), (c[0], c[1] - s), c, 0.3 * k, hide=2000,
                                   s0=1.25))
        # tiles and treasures
        ts = s - 2 * self._pad()
        for sq in range(NSQ):
            a, b = old.tile[sq], new.tile[sq]
            c = g.square_center(sq)
            if a != b:
                if b in (0, 1, 2, 3) or b == CATASTROPHE:
                    surf = art.tile(b, ts) if b != CATASTROPHE else art.catastrophe(ts)
                    start = self._just_dropped(sq) or (c[0], c[1] - s // 3)
                    self.anims.append(Anim(surf, start, c, 0.2 * k, hide=sq, s0=1.15))
                if a in (0, 1, 2, 3) and b in (EMPTY, CATASTROPHE):
                    dest = self._seat_home(winner) if isinstance(winner, int) else \
                        (c[0], g.rect.y - s)
                    self.anims.append(Anim(art.tile(a, ts), c, dest, 0.5 * k, fade=True,
                                           s1=0.5, delay=0.2 * k))
            if old.treasure[sq] and not new.treasure[sq]:
                dest = self._seat_home(taker if isinstance(taker, int) else new.active)
                tsz = max(6, int(s * 0.3))
                self.anims.append(Anim(art.treasure(tsz), self._treasure_pos(sq), dest, 0.5 * k,
                                       fade=True, delay=0.1 * k))
        self._drop_at = None

    _drop_at: tuple[int, tuple[int, int]] | None = None

    def _just_dropped(self, sq: int) -> tuple[int, int] | None:
        if self._drop_at and self._drop_at[0] == sq:
            return self._drop_at[1]
        return None

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.interactive and pygame.display.get_init() and pygame.mouse.get_focused():
            self.hover_pos = pygame.mouse.get_pos()  # hover works while others decide too
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left - dt > 0 else None
        keep = []
        for an in self.anims:
            if an.delay > 0:
                an.delay -= dt
                keep.append(an)
                continue
            an.t += dt
            if an.t < an.dur:
                keep.append(an)
        self.anims = keep

    def busy(self) -> bool:
        return any(a.watch for a in self.anims)

    # ================================================================== geometry
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self.geo = art.Geometry(pygame.Rect(board_rect))
        self._layer_key = None

    def _pad(self) -> int:
        assert self.geo is not None
        return max(2, self.geo.s // 18)

    def _board_surface(self) -> pygame.Surface:
        g = self.geo
        assert g is not None and self.state is not None
        b = self.state.board
        key = (g.s, b.name, self.ctx.show_coords)
        surf = self._boards.get(key)
        if surf is None:
            if len(self._boards) > 3:
                self._boards.clear()
            surf = art.render_board(g, b.river, b.temples, b.priority, self.ctx.show_coords)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            self._boards[key] = surf
        return surf

    def _leader_surf(self, seat: int, colour: int, size: int) -> pygame.Surface:
        ring = tuple(self.ctx.seat_colors[seat % len(self.ctx.seat_colors)]) \
            if self.ctx.seat_colors else (120, 90, 60)
        return art.leader(colour, seat % 4, ring, max(10, size), self.ctx.colorblind)

    def _treasure_pos(self, sq: int) -> tuple[int, int]:
        assert self.geo is not None
        r = self.geo.square_rect(sq)
        t = max(6, int(self.geo.s * 0.3))
        return (r.right - t // 2 - self._pad() - 2, r.top + t // 2 + self._pad() + 1)

    def _hidden_squares(self) -> frozenset:
        hid = {a.hide for a in self.anims if a.hide >= 0}
        if self.held is not None and self.held.kind == "board" and self.held.dragging:
            hid.add(self.held.square)
        return frozenset(hid)

    def _pieces_layer(self) -> pygame.Surface:
        g = self.geo
        assert g is not None
        hidden = self._hidden_squares()
        key = (self.version, g.s, g.rect.topleft, hidden, self.ctx.show_coords,
               self.ctx.colorblind, tuple(map(tuple, self.ctx.seat_colors or [])))
        if self._layer is not None and self._layer_key == key:
            return self._layer
        layer = self._board_surface().copy()
        self._draw_pieces(layer, (-g.rect.x, -g.rect.y), hidden)
        art.scanner_noise(layer)  # a whisper of scanner noise over board and pieces alike
        self._layer, self._layer_key = layer, key
        return layer

    def _draw_pieces(self, surf: pygame.Surface, off: tuple[int, int], hidden: frozenset) -> None:
        s_ = self.state
        g = self.geo
        assert s_ is not None and g is not None
        s, pad = g.s, self._pad()
        ts = s - 2 * pad
        blur = max(2, s // 14)
        sh = art.shadow(ts, ts, blur, 95, max(2, ts // 9))
        ox, oy = off
        tile_, leader_, treasure_ = s_.tile, s_.leader, s_.treasure
        for sq in range(NSQ):
            t = tile_[sq]
            if t == EMPTY or sq in hidden:
                continue
            r = g.square_rect(sq).move(ox, oy)
            surf.blit(sh, (r.x + pad - blur + 2, r.y + pad - blur + 3))
            if t == DOWN:
                surf.blit(art.tile_back(ts), (r.x + pad, r.y + pad))
            elif t == CATASTROPHE:
                surf.blit(art.catastrophe(ts), (r.x + pad, r.y + pad))
            else:
                surf.blit(art.tile(t, ts), (r.x + pad, r.y + pad))
        # monuments and the ziggurat stand on their face-down tiles
        for m, tl in enumerate(s_.monuments):
            if tl >= 0 and 1000 + m not in hidden:
                a, b = MONUMENTS[m]
                ms = int(s * 1.45)
                cx, cy = g.square_rect(tl).bottomright
                surf.blit(art.shadow(ms, ms, blur * 2, 120, ms // 12),
                          (cx - ms // 2 + ox - blur * 2 + 3, cy - ms // 2 + oy - blur * 2 + 5))
                surf.blit(art.monument(a, b, ms), (cx - ms // 2 + ox, cy - ms // 2 + oy))
        zig = getattr(s_, "ziggurat", -1)
        if zig is not None and zig >= 0 and 2000 not in hidden:
            zs = int(s * 1.3)
            cx, cy = g.square_center(zig)
            surf.blit(art.shadow(zs, zs, blur * 2, 120, 4),
                      (cx - zs // 2 + ox - blur * 2 + 3, cy - zs // 2 + oy - blur * 2 + 5))
            surf.blit(art.ziggurat(zs), (cx - zs // 2 + ox, cy - zs // 2 + oy))
        tsz = max(6, int(s * 0.3))
        for sq in range(NSQ):
            if treasure_[sq] and sq not in hidden:
                x, y = self._treasure_pos(sq)
                surf.blit(art.treasure(tsz, sq in s_.board.priority),
                          (x - tsz // 2 + ox, y - tsz // 2 + oy))
        for c, sq in enumerate(getattr(s_, "buildings", ())):
            if sq is not None and sq >= 0:
                bs = max(8, int(s * 0.5))
                r = g.square_rect(sq).move(ox, oy)
                surf.blit(art.building(c, bs), (r.x + pad, r.bottom - bs - pad))
        if s_.unify_sq is not None and s_.unify_sq >= 0:
            us = int(s * 0.56)
            cx, cy = g.square_center(s_.unify_sq)
            surf.blit(art.unification(us), (cx - us // 2 + ox, cy - us // 2 + oy))
        ls = s - 2 * pad - 2
        lsh = art.shadow(ls, ls, blur, 110, ls // 2)
        for sq in range(NSQ):
            i = leader_[sq]
            if i < 0 or sq in hidden:
                continue
            r = g.square_rect(sq).move(ox, oy)
            surf.blit(lsh, (r.x + pad + 1 - blur + 2, r.y + pad + 1 - blur + 3))
            surf.blit(self._leader_surf(i >> 2, i & 3, ls), (r.x + pad + 1, r.y + pad + 1))

    # ================================================================== kingdoms
    def labels(self) -> list[int]:
        """Kingdom id per square for the current position (cached)."""
        if self._lab_cache is None or self._lab_cache[0] != self.version:
            lab = _kingdoms(self.state)[0] if _kingdoms and self.state is not None else [-1] * NSQ
            self._lab_cache = (self.version, lab)
        return self._lab_cache[1]

    def kingdom_of(self, sq: int) -> list[int]:
        lab = self.labels()
        k = lab[sq]
        return [i for i in range(NSQ) if lab[i] == k] if k >= 0 else []

    def war_sides(self) -> list[list[int]]:
        """During wars: the kingdoms touching the unification tile, computed with that tile
        as a wall (each war's sides), as square lists."""
        s = self.state
        if s is None or s.unify_sq is None or s.unify_sq < 0 or _kingdoms is None:
            return []
        key = (self.version, "sides")
        got = self._outline_cache.get(key)
        if got is None:
            lab = _kingdoms(s, s.unify_sq)[0]
            ks = sorted({lab[y] for y in s.board.neigh[s.unify_sq] if lab[y] >= 0})
            got = [[i for i in range(NSQ) if lab[i] == k] for k in ks]
            self._outline_cache[key] = got
        return got

    def leader_strength(self, sq: int) -> tuple[int, list[int]]:
        """(revolt strength: adjacent face-up temples, war strength per colour: face-up
        tiles of that colour in the leader's kingdom) of the leader standing on ``sq``."""
        s = self.state
        assert s is not None
        neigh = s.board.neigh[sq]
        revolt = sum(1 for y in neigh if s.tile[y] == 1)
        war = [0, 0, 0, 0]
        for y in self.kingdom_of(sq):
            t = s.tile[y]
            if 0 <= t < 4:
                war[t] += 1
        return revolt, war

    def _outline(self, squares: list[int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        key = (self.version, tuple(squares))
        got = self._outline_cache.get(key)
        if got is not None:
            return got
        g = self.geo
        assert g is not None
        inside = set(squares)
        segs = []
        for sq in squares:
            r = g.square_rect(sq)
            row, col = divmod(sq, COLS)
            if row == 0 or sq - COLS not in inside:
                segs.append((r.topleft, r.topright))
            if row == 10 or sq + COLS not in inside:
                segs.append((r.bottomleft, r.bottomright))
            if col == 0 or sq - 1 not in inside:
                segs.append((r.topleft, r.bottomleft))
            if col == COLS - 1 or sq + 1 not in inside:
                segs.append((r.topright, r.bottomright))
        if len(self._outline_cache) > 32:
            self._outline_cache.clear()
        self._outline_cache[key] = segs
        return segs

    # ================================================================== drawing
    def draw_board(self, surf: pygame.Surface) -> None:
        if self.state is None:
            return
        if self.geo is None:
            self.layout(self.board_rect if self.board_rect.w else surf.get_rect())
        g = self.geo
        assert g is not None
        surf.blit(self._pieces_layer(), g.rect)
        s = self.state
        # the bag and the treasures left, in the bottom margin
        panels.draw_board_info(self, surf)
        hover_sq = g.square_at(self.hover_pos) if self.hover_pos else None
        hover_btn = self._hover_button()
        # legal targets of the held piece glow and pulse
        if self.held is not None:
            self._draw_glow(surf, tuple(sorted(self.held.targets)))
        elif self.interactive and self.sq_decisions and s.phase in (PH_TREASURE, PH_BUILDING):
            self._draw_glow(surf, tuple(sorted(self.sq_decisions)))
        if hover_btn is not None and hover_btn.squares:
            for a, b in self._outline(list(hover_btn.squares)):
                pygame.draw.line(surf, GLOW, a, b, 4)
        # hover: the kingdom under the pointer, and a card about it
        if hover_sq is not None and self.held is None and hover_btn is None:
            panels.draw_hover(self, surf, hover_sq)
        for sq in self.last_squares:  # the last move, marked with four small corners
            if 0 <= sq < NSQ:
                r = g.square_rect(sq).inflate(-1, -1)
                k = max(5, g.s // 5)
                for cx, cy, dx, dy in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1),
                                       (r.left, r.bottom, 1, -1), (r.right, r.bottom, -1, -1)):
                    pygame.draw.line(surf, (142, 46, 32), (cx, cy), (cx + dx * k, cy), 2)
                    pygame.draw.line(surf, (142, 46, 32), (cx, cy), (cx, cy + dy * k), 2)
        if self.held is not None and self.held.kind == "board" and not self.held.dragging:
            pygame.draw.circle(surf, GLOW, g.square_center(self.held.square), g.s // 2, 4)
        if self.cursor >= 0:
            r = g.square_rect(self.cursor)
            pulse = 0.5 + 0.5 * math.sin(self.time * 6)
            pygame.draw.rect(surf, (142, 46, 32), r.inflate(-2, -2), 2 + int(pulse * 2),
                             border_radius=4)
        for an in self.anims:
            self._draw_anim(surf, an)
        panels.draw_cards(self, surf)
        if self.held is not None and self.held.dragging:
            self._draw_held(surf)

    def _draw_glow(self, surf: pygame.Surface, squares: tuple) -> None:
        """Legal targets: a pulsing warm tint and a gold border on each square."""
        g = self.geo
        assert g is not None
        p = 0.5 + 0.5 * math.sin(self.time * 5.0)
        add = (int(12 + 22 * p), int(9 + 16 * p), int(1 + 3 * p))
        border = (int(196 + 40 * p), int(138 + 40 * p), int(36 + 20 * p))
        bw = max(2, g.s // 30)
        for sq in squares:
            r = g.square_rect(sq).inflate(-2, -2)
            surf.fill(add, r, special_flags=pygame.BLEND_RGB_ADD)
            pygame.draw.rect(surf, border, r, bw, border_radius=max(2, g.s // 10))

    def _draw_held(self, surf: pygame.Surface) -> None:
        h = self.held
        assert h is not None and self.geo is not None
        w = int(h.surf.get_width() * 1.12)
        img = pygame.transform.smoothscale(h.surf, (w, w))
        blur = max(4, w // 6)
        x, y = self.pointer
        surf.blit(art.shadow(w, w, blur, 110, w // 2 if h.kind in ("leader", "board") else w // 9),
                  (x - w // 2 - blur + 8, y - w // 2 - blur + 12))
        surf.blit(img, (x - w // 2, y - w // 2))

    def _draw_anim(self, surf: pygame.Surface, an: Anim) -> None:
        if an.delay > 0 and an.hide < 0:
            p, t = an.p0, 0.0
        else:
            t = ease_out(an.t / an.dur if an.dur > 0 else 1.0)
            p = (an.p0[0] + (an.p1[0] - an.p0[0]) * t, an.p0[1] + (an.p1[1] - an.p0[1]) * t)
        sc = an.s0 + (an.s1 - an.s0) * t
        img = an.surf
        if abs(sc - 1.0) > 0.01:
            w = max(2, int(img.get_width() * sc))
            img = pygame.transform.smoothscale(img, (w, w))
        if an.fade and t > 0.6:
            img = img.copy()
            img.set_alpha(int(255 * (1 - (t - 0.6) / 0.4)))
        surf.blit(img, (p[0] - img.get_width() // 2, p[1] - img.get_height() // 2))

    def _hover_button(self) -> Button | None:
        if self.hover_pos is None:
            return None
        for b in self.card_buttons + self.buttons:
            if b.rect.collidepoint(self.hover_pos):
                return b
        return None

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

    # ================================================================== picking pieces
    def rack_colours(self) -> list[int]:
        """The viewer's rack, one colour per slot, sorted."""
        s = self.state
        if s is None or self.viewer is None or self.viewer < 0:
            return []
        rack = s.racks[self.viewer]
        return [c for c in range(4) for _ in range(rack[c])]

    def _pick_rack(self, slot: int) -> Held | None:
        cols = self.rack_colours()
        if not (0 <= slot < len(cols)) or self.state is None or self.state.phase != PH_ACTION:
            return None
        c = cols[slot]
        size = self.geo.s - 2 * self._pad() if self.geo else 40
        home = self.priv.rack[slot].center if self.priv else self.pointer
        return Held("tile", c, slot, art.tile(c, size), home, self.t_tile.get(c, {}))

    def _pick_leader(self, colour: int) -> Held | None:
        s = self.state
        if s is None or self.viewer is None or s.phase != PH_ACTION or s.active != self.viewer:
            return None
        size = self.geo.s - 2 * self._pad() - 2 if self.geo else 40
        surf = self._leader_surf(self.viewer, colour, size)
        pos = s.leader_pos[self.viewer * 4 + colour]
        if pos < 0:
            home = self.priv.leaders[colour].center if self.priv else self.pointer
            return Held("leader", colour, colour, surf, home, self.t_place.get(colour, {}))
        assert self.geo is not None
        return Held("board", colour, colour, surf, self.geo.square_center(pos),
                    self.t_move.get(colour, {}), self.t_withdraw.get(colour), square=pos)

    def _pick_catastrophe(self) -> Held | None:
        s = self.state
        if s is None or self.viewer is None or s.phase != PH_ACTION:
            return None
        if s.catastrophes[self.viewer] <= 0:
            return None
        size = self.geo.s - 2 * self._pad() if self.geo else 40
        home = self.priv.catastrophes[0].center if self.priv and self.priv.catastrophes \
            else self.pointer
        return Held("catastrophe", -1, 0, art.catastrophe(size), home, self.t_cat)

    def _candidate(self, h: Held, sq: int) -> Any:
        if h.kind == "tile":
            return A.PlaceTile(h.colour, sq)
        if h.kind == "leader":
            return A.PlaceLeader(h.colour, sq)
        if h.kind == "board":
            return A.MoveLeader(h.colour, sq)
        return A.PlaceCatastrophe(sq)

    def why_illegal(self, action: Any) -> str:
        """The engine's reason for refusing ``action`` (tried on a copy of the state)."""
        s = self.state
        if s is None:
            return ""
        try:
            self.ctx.rules.apply(s.copy(), action)
        except IllegalAction as exc:
            return exc.text(self.ctx.lang)
        except Exception:
            return ""
        return ""

    def _piece_at(self, pos: tuple[int, int]) -> Held | None:
        """The piece of the viewer under ``pos`` (rack, supply or board), if any."""
        if self.priv is not None:
            for i, r in enumerate(self.priv.rack):
                if r.collidepoint(pos):
                    return self._pick_rack(i)
            for c, r in enumerate(self.priv.leaders):
                if r.collidepoint(pos) and self.state is not None and self.viewer is not None \
                        and self.state.leader_pos[self.viewer * 4 + c] < 0:
                    return self._pick_leader(c)
            for r in self.priv.catastrophes:
                if r.collidepoint(pos):
                    return self._pick_catastrophe()
        if self.geo is not None and self.state is not None and self.viewer is not None:
            sq = self.geo.square_at(pos)
            if sq is not None:
                i = self.state.leader[sq]
                if i >= 0 and i >> 2 == self.viewer:
                    return self._pick_leader(i & 3)
        return None

    def _drop(self, pos: tuple[int, int]) -> Any:
        """Put the held piece down at ``pos``: an action, or None (the piece goes home)."""
        h = self.held
        assert h is not None
        g = self.geo
        sq = g.square_at(pos) if g else None
        if h.kind == "board" and self.priv is not None and \
                self.priv.leaders[h.colour].collidepoint(pos) and h.withdraw is not None:
            self.held = None
            return h.withdraw
        if h.kind == "board" and sq == h.square:  # put back where it stood: nothing happens
            self.held = None
            self.status = ""
            return None
        if sq is not None and sq in h.targets:
            self.held = None
            self._drop_at = (sq, pos)
            self.status = ""
            return h.targets[sq]
        if sq is None:
            self.status = word(self.ctx.lang, "drop_board")
        else:
            self.status = self.why_illegal(self._candidate(h, sq)) or \
                word(self.ctx.lang, "drop_board")
        self._send_home(h, pos)
        return None

    def _explain_square(self, h: Held, pos: tuple[int, int]) -> None:
        """While a piece is dragged over the board, the status line says why a square
        will not take it (the engine's reason), or nothing when it will."""
        sq = self.geo.square_at(pos) if self.geo else None
        if sq is None or sq in h.targets or (h.kind == "board" and sq == h.square):
            self.status = ""
            return
        key = (self.version, h.kind, h.colour, sq)
        if self._why_cache.get("key") != key:
            self._why_cache = {"key": key, "text": self.why_illegal(self._candidate(h, sq))}
        self.status = self._why_cache["text"]

    _why_cache: dict = {}

    def _send_home(self, h: Held, pos: tuple[int, int]) -> None:
        self.held = None
        if self.ctx.anim_speed > 0:
            self.anims.append(Anim(h.surf, pos, h.home, 0.22 / self.ctx.anim_speed,
                                   hide=h.square if h.kind == "board" else -1, watch=False))

    # ================================================================== input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            self.pointer = event.pos
            h = self.held
            if h is not None and h.press is not None and not h.dragging:
                if abs(event.pos[0] - h.press[0]) + abs(event.pos[1] - h.press[1]) > 6:
                    h.dragging = True
            if h is not None and h.dragging:
                self._explain_square(h, event.pos)
            return None
        if not self.interactive or self.state is None:
            return None
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = self.hover_pos = event.pos
            return self._press(event.pos)
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            return self._release(event.pos)
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.held is not None:
                self._send_home(self.held, event.pos)
            return None
        if et == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _press(self, pos: tuple[int, int]) -> Any:
        for b in self.card_buttons + self.buttons:
            if b.rect.collidepoint(pos):
                return self._click_button(b) if b.enabled else None
        h = self.held
        if h is not None and not h.dragging:  # second click of click-click
            other = self._piece_at(pos)
            on_target = self.geo is not None and self.geo.square_at(pos) in h.targets
            if other is not None and not on_target:
                if (other.kind, other.colour, other.slot) == (h.kind, h.colour, h.slot):
                    h.press = pos
                    h.again = True
                    return None
                other.press = pos
                self.held = other
                return None
            return self._drop(pos)
        if self.swap_mode and self.priv is not None:
            for i, r in enumerate(self.priv.rack):
                if r.collidepoint(pos) and i < len(self.rack_colours()):
                    self.swap_marks ^= {i}
                    self.ctx.play_sound("click")
                    return None
        if self.state is not None and self.state.phase != PH_ACTION:
            sq = self.geo.square_at(pos) if self.geo else None
            if sq is not None and sq in self.sq_decisions:
                return self.sq_decisions[sq]
            return None
        got = self._piece_at(pos)
        if got is not None:
            self.status = ""
            got.press = pos
            self.held = got
            self.pointer = pos
            self.ctx.play_sound("click")
        return None

    def _release(self, pos: tuple[int, int]) -> Any:
        h = self.held
        if h is None:
            return None
        if h.dragging:
            return self._drop(pos)
        if h.again:  # clicked the selected piece again: put it down
            self.held = None
            self.status = ""
            return None
        h.press = None  # a click: the piece stays selected, the next click places it
        self.status = word(self.ctx.lang, "pick_square")
        return None

    def _click_button(self, b: Button) -> Any:
        self.ctx.play_sound("click")
        if b.action is not None:
            self.held = None
            return b.action
        if b.key == "swap":
            self.swap_mode = not self.swap_mode
            self.swap_marks.clear()
            self.held = None
        elif b.key == "confirm_swap":
            return self._swap_action()
        return None

    def _swap_action(self) -> Any:
        cols = self.rack_colours()
        counts = [0, 0, 0, 0]
        for i in self.swap_marks:
            if i < len(cols):
                counts[cols[i]] += 1
        a = A.SwapTiles(tuple(counts))
        if a in self.legal_set:
            self.swap_mode = False
            self.swap_marks.clear()
            return a
        self.status = self.why_illegal(a)
        return None

    KEY_LEADERS = {pygame.K_k: 0, pygame.K_p: 1, pygame.K_f: 2, pygame.K_t: 3}

    def _key(self, event: pygame.event.Event) -> Any:
        k = event.key
        s = self.state
        assert s is not None
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            if self.cursor < 0:
                self.cursor = 5 * COLS + 7
            r, c = divmod(self.cursor, COLS)
            c += (k == pygame.K_RIGHT) - (k == pygame.K_LEFT)
            r += (k == pygame.K_DOWN) - (k == pygame.K_UP)
            self.cursor = min(10, max(0, r)) * COLS + min(COLS - 1, max(0, c))
            if self.geo is not None:
                self.hover_pos = self.geo.square_center(self.cursor)
            return None
        if k == pygame.K_ESCAPE:
            if self.held is not None:
                self._send_home(self.held, self.held.home)
            self.swap_mode = False
            self.swap_marks.clear()
            return None
        if s.phase != PH_ACTION:
            digit = _digit(k)
            opts = [b for b in self.card_buttons if b.enabled]
            if digit is not None and any(isinstance(b.action, A.Commit) for b in opts):
                a = A.Commit(digit)  # a digit is the number of tiles to commit
                return a if a in self.legal_set else None
            if digit is not None and 0 <= digit - 1 < len(opts):
                return self._click_button(opts[digit - 1])
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.cursor >= 0:
                return self.sq_decisions.get(self.cursor)
            return None
        digit = _digit(k)
        if digit is not None and 1 <= digit <= 6:
            if self.swap_mode:
                if digit - 1 < len(self.rack_colours()):
                    self.swap_marks ^= {digit - 1}
                return None
            self.held = self._pick_rack(digit - 1)
            return None
        if k in self.KEY_LEADERS:
            self.held = self._pick_leader(self.KEY_LEADERS[k])
            return None
        if k == pygame.K_c:
            self.held = self._pick_catastrophe()
            return None
        if k == pygame.K_s:
            if self.swap_mode and self.swap_marks:
                return self._swap_action()
            self.swap_mode = not self.swap_mode
            self.swap_marks.clear()
            return None
        if k == pygame.K_e:
            a = A.EndTurn()
            return a if a in self.legal_set else None
        if k in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_w) and self.held is not None \
                and self.held.withdraw is not None:
            a = self.held.withdraw
            self.held = None
            return a
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.swap_mode:
                return self._swap_action()
            if self.cursor < 0:
                return None
            if self.held is None:
                i = s.leader[self.cursor]
                if i >= 0 and i >> 2 == self.viewer:
                    self.held = self._pick_leader(i & 3)
                return None
            if self.geo is not None:
                return self._drop(self.geo.square_center(self.cursor))
        return None


def _digit(key: int) -> int | None:
    if pygame.K_0 <= key <= pygame.K_9:
        return key - pygame.K_0
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None


VIEW = TigrisView
