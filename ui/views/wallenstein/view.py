"""The Wallenstein board view: the map of the Empire, the planning boards, the event and
action-order cards, and the cube tower where every battle is thrown.

Layers: the printed map is rendered once per size (board.static_layer), the
pieces once per position (``_pieces``); each frame adds only glows, the held piece, the
tower and the panels. Gestures: drag (or click a card, then a space) to plan; drag the
armies from the acting province to a lit neighbour (or click the neighbour); counters by
+/-, the mouse wheel or the buttons; every legal decision is also a button labelled by
the rules' own description, reachable by the keyboard (arrows, Enter).

A plan is arranged freely and sent on "Confirm" as the engine's space-by-space ``Plan``
actions; a march sends ``Campaign`` and then the chosen ``Count``. Such follow-up actions
wait in ``queue`` and go out one per event (the view posts itself a USEREVENT).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import Event
from game.wallenstein import data as D
from game.wallenstein.actions import (
    Campaign,
    Count,
    Defend,
    DraftReplace,
    DraftTake,
    LeaveEmpty,
    PlaceGroup,
    Plan,
    RecruitMove,
)
from game.wallenstein.state import (
    ANNOUNCE,
    BLANK,
    DRAFT,
    EXECUTE,
    GREEN,
    HIDDEN,
    NEUTRAL,
    OUT,
    PLACE,
    PLAN,
    SEASONS,
    UNSET,
)
from game.wallenstein.texts import SEASON_NAMES, SPACE_NAMES, event_name
from ui import paper
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, PLAYER_MARKS, render
from ui.views.base import BoardView, ViewContext
from ui.views.wallenstein import art, panels, stage, tower, tower_art
from ui.views.wallenstein import board as wmap
from ui.views.wallenstein.shows import Show, apply_throw, same_cubes, split_inside
from ui.views.wallenstein.words import word

QUEUE_EVENT = pygame.USEREVENT + 7  # "send the next queued action"

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


class WallensteinView(BoardView):
    """Board view of Wallenstein (see the module docstring)."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.shown: Any = None  # the position drawn (the last one before a running throw)
        self.legal: list = []
        self.geom: wmap.MapGeom | None = None
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.grain_rect = pygame.Rect(0, 0, 0, 0)
        self.col_rect = pygame.Rect(0, 0, 0, 0)
        self.tower_rect = pygame.Rect(0, 0, 0, 0)
        self.stage_rect = pygame.Rect(0, 0, 0, 0)
        self.t = 0.0
        self.local_plan: dict[int, int] = {}
        self.sel_card: int | None = None
        self.sel_space = -1
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        self.space_rects: list[pygame.Rect] = []
        self.faceup_rects: list[tuple[pygame.Rect, Any]] = []
        self.group_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons: list[art.Button] = []
        self.opt_sel = -1
        self.page = 0
        self.count = 1
        self.recruit = True
        self.drag: Drag | None = None
        self.hover: tuple[int, int] | None = None
        self.queue: list = []
        self.queue_seat: int | None = None
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
        self.drag = None
        self.status = ""
        self._index_legal()
        if state is None:
            return
        owner = (viewer, state.year, state.season, state.planner)
        if state.phase not in (PLAN, ANNOUNCE) or owner != self._plan_owner:
            self.local_plan = {}  # a plan in the making belongs to one seat and season
            self.sel_card = None
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
        if self.queue:
            if (self.queue_seat == self.ctx.rules.to_act(state) and interactive
                    and self.queue[0] in self.legal):
                self._post_queue()
            else:
                self.queue = []

    def _post_queue(self) -> None:
        try:
            pygame.event.post(pygame.event.Event(QUEUE_EVENT, {"view": "wallenstein"}))
        except pygame.error:
            pass

    def _index_legal(self) -> None:
        self.legal = []
        if self.state is None or not self.interactive:
            return
        try:
            self.legal = list(self.ctx.rules.legal_actions(self.state))
        except Exception:  # an observation the engine cannot expand: no targets, no crash
            self.legal = []

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

    def _react(self, old: Any, events: list[Event]) -> None:
        """Sounds, flashes and the shows (tower throws, banners) for ``events``."""
        speed = self.ctx.anim_speed
        lang = self.lang
        rules = self.ctx.rules
        describe = getattr(rules, "describe_event", None)
        sounds: list[str] = []
        for k, e in enumerate(events):
            d = e.data
            if e.kind == "tower_throw":
                result = []
                outcome: dict = {}
                for e2 in events[k + 1:]:
                    if e2.kind in ("battle", "revolt"):
                        if describe is not None:
                            txt = describe(e2, lang)
                            if txt:
                                result = [txt[0].upper() + txt[1:]]
                        outcome = dict(e2.data)
                        break
                self.resting = apply_throw(self.resting, d.get("cubes", []))
                if speed > 0:
                    sh = Show("tower", throw=d)
                    sh.result = result
                    sh.data = outcome
                    self.shows.append(sh)
                sounds.append("cubes")
            elif e.kind == "reveal" and e.seat is not None:
                self.flash[(e.seat, d["space"])] = self.t
                sounds.append("card")
            elif e.kind in ("recruit", "move", "place_group"):
                sounds.append("piece")
                if e.kind == "move" and speed > 0 and e.seat is not None:
                    self.flights.append([d["from"], d["to"], e.seat, d["armies"], 0.0, 0.35])
            elif e.kind == "attack" and speed > 0 and e.seat is not None:
                self.flights.append([d["from"], d["to"], e.seat, d["armies"], 0.0, 0.45])
                sounds.append("piece")
            elif e.kind == "build":
                sounds.append("tile")
            elif e.kind in ("grain_loss", "hunger") and speed > 0 and describe is not None:
                txt = describe(e, lang)
                if txt:
                    self.shows.append(Show("banner", [word(lang, "winter"), txt], 1.8))
            elif e.kind == "scoring":
                if speed > 0:
                    self.shows.append(Show("scoring", dur=3.2, data=dict(d)))
                sounds.append("fanfare")
            elif e.kind == "season_event" and speed > 0 and d.get("card", -1) >= 0:
                card = D.EVENT_DECKS[d["deck"]][d["card"]]
                self.shows.append(Show("banner", [event_name(card, lang),
                                                  describe(e, lang) or ""], 1.6))
        for snd in ("cubes", "fanfare", "card", "tile", "piece"):
            if snd in sounds and not (snd == "cubes" and speed > 0):
                self.ctx.play_sound(snd)
                break
        if not self.shows and old is not None:
            self.shown = self.state

    # ================================================================== animation
    def update(self, dt: float) -> None:
        self.t += dt
        if self.flights:
            step = dt * max(0.0, self.ctx.anim_speed)
            for f in self.flights:
                f[4] += step if step > 0 else f[5]
            self.flights = [f for f in self.flights if f[4] < f[5]]
            if self.flights:
                return  # the armies arrive before the tower is thrown
        if not self.shows:
            if self.shown is not self.state:
                self.shown = self.state
            return
        speed = self.ctx.anim_speed
        if speed <= 0:
            self._finish_shows()
            return
        sh = self.shows[0]
        if sh.kind == "tower":
            if sh.sim is None:
                self.start_tower(sh)
            if not sh.sounded:
                sh.sounded = True
                self.ctx.play_sound("cubes")
            sim = sh.sim
            if not sim.done:
                sim.step(min(0.1, dt) * speed)
            else:
                sh.hold += dt * speed
                if sh.hold > 1.6:
                    self._next_show()
        else:
            sh.t += dt * speed
            if sh.t >= sh.dur:
                self._next_show()

    def start_tower(self, sh: Show) -> None:
        """The throw starts from the cubes the window showed before it."""
        paths = sh.throw.get("cubes", [])
        before = self._before_throw(sh)
        sh.sim = tower.TowerSim(sh.throw, before, seed=len(paths) * 7919 + int(self.t * 10))

    def _before_throw(self, sh: Show) -> list[list[int]]:
        """Undo this and the later throws on ``resting`` to get the ledges before ``sh``."""
        after = [list(self.resting[0]), list(self.resting[1])]
        idx = self.shows.index(sh)
        for later in reversed(self.shows[idx:]):
            if later.kind != "tower":
                continue
            paths = later.throw.get("cubes", [])
            for p in paths:
                if p["stop"] in (0, 1) and p["colour"] in after[p["stop"]]:
                    after[p["stop"]].remove(p["colour"])
            for p in paths:
                if p["start"] in (0, 1):
                    after[p["start"]].append(p["colour"])
        return after

    def _next_show(self) -> None:
        if self.shows:
            self.shows.pop(0)
        if not self.shows:
            self.shown = self.state

    def _finish_shows(self) -> None:
        self.shows = []
        self.shown = self.state

    def skip(self) -> None:
        """A click or a key during a show: jump to its end (the next show starts)."""
        self.flights = []
        if self.shows:
            self._next_show()

    def busy(self) -> bool:
        return bool(self.shows or self.flights)

    # ================================================================== layout
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        br = self.board_rect
        gs = max(20, int(br.h * 0.05))
        area = pygame.Rect(br.x, br.y, int(br.w * 0.6), br.h - gs - 4)
        mr = wmap.fit_rect(area)
        mr.topleft = (br.x, br.y)
        self.map_rect = mr
        self.geom = wmap.MapGeom(mr)
        self.grain_rect = pygame.Rect(mr.x, mr.bottom + 4, mr.w, gs)
        gap = max(8, br.w // 120)
        self.col_rect = pygame.Rect(mr.right + gap, br.y, br.right - mr.right - gap, br.h)
        cr = self.col_rect
        pad = max(6, cr.w // 60)
        self.head_h = max(22, cr.h // 16)
        ow = (cr.w - 2 * pad - 9 * 4) // 10
        self.order_h = min(int(ow * 1.3), int(cr.h * 0.2))
        top = cr.y + pad + self.head_h + self.order_h + max(14, cr.h // 28) + 8
        area = pygame.Rect(cr.x + pad, top, cr.w - 2 * pad, cr.bottom - pad - top)
        aspect = tower.WORLD_W / tower.WORLD_H
        self.events_grid = area.h > area.w * 0.95  # a tall column: events above the tower
        if self.events_grid:
            eh = min(int(area.h * 0.36), int(area.w * 0.5))
            self.events_rect = pygame.Rect(area.x, area.y, area.w, eh)
            rest = pygame.Rect(area.x, area.y + eh + 2 * pad, area.w, area.h - eh - 2 * pad)
            th = min(rest.h, int(rest.w / aspect))
            self.tower_rect = pygame.Rect(rest.x, rest.bottom - th, rest.w, th)
        else:
            tw = min(int(area.w * 0.6), int(area.h * aspect))
            self.tower_rect = pygame.Rect(area.x, area.y, tw, area.h)
            self.events_rect = pygame.Rect(area.x + tw + pad, area.y,
                                           area.right - area.x - tw - pad, area.h)
        self._col_key = None
        self._col_surf: pygame.Surface | None = None
        sh = int(br.h * 0.94)
        sw = min(br.w - 20, int((sh - 20) * tower.WORLD_W / tower.WORLD_H + sh * 0.5))
        self.stage_rect = pygame.Rect(0, 0, sw, sh)
        self.stage_rect.center = br.center
        self._pieces_key = None
        self._glow_cache.clear()

    # ================================================================== drawing: board
    def draw_board(self, surf: pygame.Surface) -> None:
        s = self.shown or self.state
        if s is None or self.geom is None:
            return
        br = self.board_rect
        if self.shows and not self.flights and self.shows[0].kind == "tower" \
                and self.stage_bg is not None \
                and self.stage_bg[0] == (id(self.shows[0]), br.topleft, br.size) \
                and surf.get_rect().contains(br):
            surf.blit(self.stage_bg[1], br.topleft)  # the veiled table, taken once
            stage.draw_show(self, surf, veiled=True)
            return
        mr = self.map_rect
        paper.shadow(surf, mr)
        surf.blit(self._pieces(s), mr.topleft)
        self._draw_glows(surf, s)
        panels.grain_scale(surf, self.grain_rect, list(s.grain),
                           [self.seat_colour(i) for i in range(s.players)],
                           word(self.lang, "grain"))
        self._draw_column(surf, s)
        if self.drag is not None and self.drag.moved and not self.interactive:
            self._draw_drag(surf)
        for f in self.flights:
            self._draw_flight(surf, f)
        if self.shows and not self.flights:
            stage.draw_show(self, surf)
        elif self.drag is None and self.hover is not None and \
                self.map_rect.collidepoint(self.hover):
            stage.draw_tip(self, surf, s, self.geom.province_at(self.hover))

    def _draw_flight(self, surf: pygame.Surface, f: list) -> None:
        """Armies marching: a cube with its count sliding from province to province."""
        a = self.geom.army_pos(f[0])
        b = self.geom.army_pos(f[1])
        k = art.ease_out(f[4] / f[5])
        x = a[0] + (b[0] - a[0]) * k
        y = a[1] + (b[1] - a[1]) * k - math.sin(k * math.pi) * self.geom.unit
        cs = int(self.geom.unit * 1.3)
        surf.blit(art.cube(cs, self.seat_colour(f[2])), (int(x) - cs // 2, int(y) - cs // 2))
        t = render(str(f[3]), max(9, int(self.geom.unit * 0.9)), (250, 246, 236), "bold")
        surf.blit(t, (int(x) - t.get_width() // 2, int(y) - t.get_height() // 2 - 2))

    def _pieces(self, s: Any) -> pygame.Surface:
        mr = self.map_rect
        key = (mr.size, s.players, tuple(s.owner), tuple(s.armies), tuple(s.buildings),
               tuple(s.revolts), wmap.wasted(s), tuple(self.ctx.seat_colors),
               self.ctx.colorblind)
        if key == self._pieces_key and self._pieces_surf is not None:
            return self._pieces_surf
        base = wmap.static_layer(mr.w, mr.h, s.players)
        surf = base.copy()
        g = wmap.MapGeom(pygame.Rect(0, 0, mr.w, mr.h))
        u = g.unit
        waste = wmap.wasted(s)
        for p in range(D.N_PROVINCES):
            o = s.owner[p]
            ax, ay = g.anchor[p]
            if p in waste and o == NEUTRAL:
                self._scorch(surf, g, p)
            if o >= 0:
                col = self.seat_colour(o)
                pts = [(ax + (x - ax) * 0.93, ay + (y - ay) * 0.93) for x, y in g.polys[p]]
                pygame.draw.lines(surf, art.shade(col, 1.1), True, pts, max(2, int(u / 5)))
                cs = int(u * 1.15)
                cx, cy = ax - int(u * 0.55), ay + int(u * 0.55)
                cube = art.cube(cs, col)
                surf.blit(cube, (cx - cs // 2, cy - cs // 2))
                if self.ctx.colorblind:
                    art.mark(surf, PLAYER_MARKS[o % len(PLAYER_MARKS)], (cx - cs // 4,
                                                                         cy - cs // 4),
                             max(2, cs // 7))
                n = s.armies[p]
                t = render(str(n), max(9, int(u * 0.85)),
                           (250, 246, 236) if sum(col) < 480 else INK, "bold")
                surf.blit(t, (cx - t.get_width() // 2 - 1, cy - t.get_height() // 2 - 2))
            b = s.buildings[p]
            cs = max(5, int(u * 0.42))  # the printed city squares (see board.py)
            slot = 0
            for k in range(3):
                if b & (1 << k):  # a building stands on the next city of the province
                    img = art.building(k, int(u * 0.95))
                    cx = ax + int(u * 0.35) + slot * (cs + 2) + cs // 2
                    cy = ay - int(u * 0.35) + cs
                    surf.blit(img, (cx - img.get_width() // 2, cy - img.get_height() + 1))
                    slot += 1
            for k in range(min(4, s.revolts[p])):
                tok = art.revolt_token(int(u * 0.75))
                surf.blit(tok, (ax - int(u * 1.6) - k * int(u * 0.35), ay - int(u * 0.6)))
        self._pieces_key = key
        self._pieces_surf = surf
        return surf

    def _scorch(self, surf: pygame.Surface, g: wmap.MapGeom, p: int) -> None:
        pts = g.polys[p]
        xs = [x for x, _ in pts]
        ys = [y for _, y in pts]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(layer, (70, 44, 24, 90), [(x - box.x, y - box.y) for x, y in pts])
        step = max(4, int(g.unit * 0.4))
        for k in range(-box.h, box.w, step):
            pygame.draw.line(layer, (50, 30, 16, 70), (k, 0), (k + box.h, box.h))
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in pts])
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(layer, box.topleft)

    def _glow(self, p: int) -> tuple[pygame.Surface, tuple[int, int]]:
        key = (p, self.map_rect.w)
        hit = self._glow_cache.get(key)
        if hit is not None:
            return hit
        pts = self.geom.polys[p]
        xs = [x for x, _ in pts]
        ys = [y for _, y in pts]
        box = pygame.Rect(min(xs) - 3, min(ys) - 3, max(xs) - min(xs) + 7, max(ys) - min(ys) + 7)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        rel = [(x - box.x, y - box.y) for x, y in pts]
        pygame.draw.polygon(layer, (*GLOW, 120), rel)
        pygame.draw.lines(layer, (196, 138, 36, 255), True, rel, 3)
        out = (layer, (box.x + self.map_rect.x, box.y + self.map_rect.y))
        self._glow_cache[key] = out
        return out

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

    def _draw_glows(self, surf: pygame.Surface, s: Any) -> None:
        if self.shows:
            return
        pulse = 0.55 + 0.45 * math.sin(self.t * 4.0)
        for p in self.targets():
            layer, pos = self._glow(p)
            layer.set_alpha(int(120 + 135 * pulse))
            surf.blit(layer, pos)
        src = self.source()
        if src >= 0:
            ax, ay = self.geom.army_pos(src)
            art.dashed_circle(surf, ACCENT, (ax, ay), int(self.geom.unit * 1.2), 2, self.t * 2)
        if s.pending and s.pending[0] in ("defend", "revolt"):
            ax, ay = self.geom.army_pos(s.pending[2])
            art.dashed_circle(surf, ACCENT, (ax, ay), int(self.geom.unit * 1.3), 3, self.t * 2)
            if s.pending[0] == "defend":
                bx, by = self.geom.army_pos(s.pending[4])
                self._arrow(surf, (bx, by), (ax, ay), self.seat_colour(s.pending[3]))
        hp = self._hover_province()
        if hp >= 0:
            pygame.draw.lines(surf, ACCENT, True,
                              [self.geom.to_screen(q) for q in self.geom.polys[hp]], 2)

    def _hover_province(self) -> int:
        if self.hover is None or self.geom is None or self.shows:
            return -1
        b = self._button_at(self.hover)
        if b is not None:
            a = b.action
            if type(a) in (Campaign, RecruitMove) and a.target >= 0:
                return a.target
            return -1
        if self.map_rect.collidepoint(self.hover):
            p = self.geom.province_at(self.hover)
            if p in self.targets() or p == self.source():
                return p
        return -1

    def _arrow(self, surf: pygame.Surface, a: tuple, b: tuple, col: tuple) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        if d < 4:
            return
        ux, uy = dx / d, dy / d
        end = (b[0] - ux * 10, b[1] - uy * 10)
        pygame.draw.line(surf, INK, a, end, 5)
        pygame.draw.line(surf, col, a, end, 3)
        left = (end[0] - ux * 4 - uy * 8, end[1] - uy * 4 + ux * 8)
        right = (end[0] - ux * 4 + uy * 8, end[1] - uy * 4 - ux * 8)
        tip = (b[0], b[1])
        pygame.draw.polygon(surf, col, [tip, left, right])
        pygame.draw.polygon(surf, INK, [tip, left, right], 1)

    def _draw_drag(self, surf: pygame.Surface) -> None:
        d = self.drag
        x, y = d.pos
        if d.kind == "card":
            w, h = self._card_size()
            r = pygame.Rect(0, 0, w, h)
            r.center = (x, y)
            pygame.draw.rect(surf, (30, 18, 8), r.move(5, 8), border_radius=6)
            panels.draw_card(surf, r, d.value if d.value != BLANK else -1)
            return
        s = self.state
        u = self.geom.unit
        if d.kind == "army":
            col = self.seat_colour(s.owner[d.value])
            self._arrow(surf, self.geom.army_pos(d.value), (x, y), col)
            n = self.count
        else:
            col = self.seat_colour(self.viewer if self.viewer is not None else 0)
            n = d.value
        cs = int(u * 1.4)
        pygame.draw.rect(surf, (30, 18, 8), (x - cs // 2 + 5, y - cs // 2 + 8, cs, cs),
                         border_radius=3)
        surf.blit(art.cube(cs, col), (x - cs // 2, y - cs // 2))
        t = render(str(n), max(10, int(u)), (250, 246, 236), "bold")
        surf.blit(t, (x - t.get_width() // 2, y - t.get_height() // 2 - 2))

    # ------------------------------------------------------------------ the right column
    def _draw_column(self, surf: pygame.Surface, s: Any) -> None:
        cr = self.col_rect
        key = (cr.size, self.lang, s.year, s.season, self.executing(s),
               tuple(s.shown), tuple(s.used), s.event, s.order_shown,
               tuple(s.order_cards[:s.order_shown]), s.options.get("events", "2012"))
        if key != self._col_key or self._col_surf is None:
            layer = pygame.Surface(cr.size, pygame.SRCALPHA)
            self._paint_column(layer, s, -cr.x, -cr.y)
            self._col_surf = layer
            self._col_key = key
        surf.blit(self._col_surf, cr.topleft)
        if self.flips:
            self._draw_flips(surf, s)
        if not (self.shows and self.shows[0].kind == "tower"):
            cubes = tower.idle_layout(self.resting, list(s.tower.tray))
            tower_art.draw_tower(surf, self.tower_rect, cubes, self.colours(),
                                 marks=self.marks())

    def _draw_flips(self, surf: pygame.Surface, s: Any) -> None:
        """Action-order cards turning over: the back narrows, the face widens."""
        cr = self.col_rect
        pad = max(6, cr.w // 60)
        ow = (cr.w - 2 * pad - 9 * 4) // 10
        y = cr.y + pad + self.head_h + 6
        dur = 0.35 / max(0.2, self.ctx.anim_speed)
        for k, t0 in list(self.flips.items()):
            e = (self.t - t0) / dur
            if e >= 1 or k >= s.order_shown:
                del self.flips[k]
                continue
            r = pygame.Rect(cr.x + pad + k * (ow + 4), y, ow, self.order_h)
            under = r.inflate(10, 12)  # the bare paper where the printed card lies
            surf.blit(paper.sheet(cr.size), under.topleft, under.move(-cr.x, -cr.y))
            if e < 0:
                panels.order_card(surf, r, None, self.lang)
                continue
            layer = pygame.Surface((r.w + 8, r.h + 8), pygame.SRCALPHA)
            face = s.order_cards[k] if e >= 0.5 else None
            panels.order_card(layer, pygame.Rect(4, 4, r.w, r.h), face, self.lang)
            sx = abs(math.cos(e * math.pi))
            w = max(2, int(layer.get_width() * sx))
            img = pygame.transform.smoothscale(layer, (w, layer.get_height()))
            surf.blit(img, (r.centerx - w // 2, r.y - 4 - int(math.sin(e * math.pi) * 6)))

    def _paint_column(self, surf: pygame.Surface, s: Any, dx: int, dy: int) -> None:
        """The column's cards on a layer (``dx``, ``dy``: screen to layer offset)."""
        cr = self.col_rect.move(dx, dy)
        lang = self.lang
        surf.blit(paper.sheet(cr.size), cr.topleft)
        pygame.draw.rect(surf, INK_SOFT, cr, 1)
        pad = max(6, cr.w // 60)
        y = cr.y + pad
        season = SEASON_NAMES.get(lang, SEASON_NAMES["en"])[min(3, s.season)]
        head = render(f"{word(lang, 'year', y=s.year)} · {season.capitalize()}",
                      max(14, int(self.head_h * 0.7)), INK, "bold")
        surf.blit(head, (cr.x + pad + 4, y))
        y += self.head_h
        lsize = max(10, cr.h // 40)
        lab = render(word(lang, "order"), lsize, INK_SOFT, "italic")
        surf.blit(lab, (cr.x + pad + 4, y - lab.get_height() + 4))
        y += 6
        ow = (cr.w - 2 * pad - 9 * 4) // 10
        for k in range(10):
            r = pygame.Rect(cr.x + pad + k * (ow + 4), y, ow, self.order_h)
            face = s.order_cards[k] if k < s.order_shown else None
            ex = self.executing(s)
            panels.order_card(surf, r, face, lang, current=ex is not None and k == ex[0],
                              done=ex is not None and k < ex[0])
        er = self.events_rect.move(dx, dy)
        lab = render(word(lang, "events"), lsize, INK_SOFT, "italic")
        surf.blit(lab, (er.x, er.y - lab.get_height() - 2))
        if not self.events_grid:
            tr = self.tower_rect.move(dx, dy)
            lab = render(word(lang, "tower"), lsize, INK_SOFT, "italic")
            surf.blit(lab, (tr.x + 2, tr.y - lab.get_height() - 2))
        deck = s.options.get("events", "2012")
        n = max(4, len(s.shown))
        if self.events_grid:
            ew = (er.w - 8) // 2
            eh = (er.h - 8) // 2
        else:
            eh = (er.h - (n - 1) * 8) // n
        for k, idx in enumerate(s.shown):
            if self.events_grid:
                r = pygame.Rect(er.x + (k % 2) * (ew + 8), er.y + (k // 2) * (eh + 8), ew, eh)
            else:
                r = pygame.Rect(er.x + 4, er.y + k * (eh + 8), er.w - 8, eh)
            st = "current" if idx == s.event else "used" if idx in s.used else "shown"
            panels.event_card(surf, r, deck, idx, lang, st, big=True)

    # ------------------------------------------------------------------ shows
    # ================================================================== panels
    def public_panel_height(self, width: int) -> int:
        return max(70, int(92 * self._ui()))

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        s = self.shown or self.state
        if s is None or seat >= s.players:
            return
        ex = self.executing(s)
        flashing = tuple(sp for (st, sp), t0 in self.flash.items()
                         if st == seat and self.t - t0 < 1.5)
        key = (rect.size, self.lang, self.viewer, s.gold[seat], s.grain[seat], s.score[seat],
               s.supply[seat], tuple(s.owner), tuple(s.armies), tuple(s.plans[seat]),
               s.revealed[seat], ex, flashing,
               tuple(self.ctx.seat_colors), bool(self.ctx.extra.get("panel_names")))
        hit = self._pub_cache.get(seat)
        if hit is None or hit[0] != key:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._paint_public(layer, layer.get_rect(), seat, s)
            hit = (key, layer)
            self._pub_cache[seat] = hit
        surf.blit(hit[1], rect.topleft)

    def _paint_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int, s: Any) -> None:
        size = max(12, min(20, rect.h // 5))
        x, y = rect.x + 4, rect.y + 2
        if not self.ctx.extra.get("panel_names"):
            t = render(self.seat_name(seat), size, self.seat_colour(seat), "bold")
            surf.blit(t, (x, y))
            x += t.get_width() + 10
        ic = size
        x = panels.stat(surf, x, y, art.coin(ic), str(s.gold[seat]), size)
        x = panels.stat(surf, x, y, art.sheaf(ic), str(s.grain[seat]), size)
        x = panels.stat(surf, x, y, panels.star(ic), str(s.score[seat]), size)
        x = panels.stat(surf, x, y, art.cube(ic - 2, self.seat_colour(seat)),
                        str(s.supply[seat]), size)
        provs = sum(1 for o in s.owner if o == seat)
        on_map = sum(a for a, o in zip(s.armies, s.owner, strict=False) if o == seat)
        many = word(self.lang, "army" if on_map == 1 else "armies")
        t = render(f"{provs} prov · {on_map} {many}", int(size * 0.8),
                   INK_SOFT, "italic")
        if x + t.get_width() < rect.right:
            surf.blit(t, (x, y + 2))
        # the planning board as everyone sees it
        top = y + size + 6
        h = rect.bottom - top - 2
        if h < 14:
            return
        w = min(int(h * 0.8), (rect.w - 8 - 9 * 3) // 10)
        plan = s.plans[seat]
        rev = s.revealed[seat]
        ex = self.executing(s)
        cur_space = s.order_cards[ex[0]] if ex is not None and ex[1] == seat else -1
        for sp in range(10):
            r = pygame.Rect(rect.x + 4 + sp * (w + 3), top, w, h)
            card = plan[sp]
            cancelled = bool(rev & (1 << (10 + sp)))
            if card == HIDDEN or (card >= BLANK and self.viewer != seat and self.viewer
                                  is not None and not rev & (1 << sp)):
                card = HIDDEN
            flash = self.flash.get((seat, sp))
            glow = flash is not None and self.t - flash < 1.5
            panels.draw_space(surf, r, sp, self.lang, card, glow=glow,
                              current=sp == cur_space,
                              cancelled=cancelled)

    def private_panel_height(self, width: int) -> int:
        return max(140, min(200, int(width * 0.135)))

    def _card_size(self) -> tuple[int, int]:
        if self.space_rects:
            r = self.space_rects[0]
            return r.w - 6, int((r.w - 6) * 0.95)
        return 70, 66

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        s = self.state
        self.buttons = []
        self.hand_rects = []
        self.space_rects = []
        self.faceup_rects = []
        self.group_rects = []
        if s is None:
            return
        lang = self.lang
        pad = 6
        ph = s.phase
        size = max(13, min(18, rect.h // 11))
        top_h = int(rect.h * 0.56)
        if ph in (DRAFT, PLACE):  # the draft needs the whole panel (no plan yet)
            if self.interactive and not self.shows:
                bw = max(160, rect.w // 4)
                side = pygame.Rect(rect.right - bw - pad, rect.y + pad, bw, rect.h - 2 * pad)
                low = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - bw - 3 * pad,
                                  rect.h - 2 * pad)
                self._draw_draft(surf, side, low, s, seat)
                for k, b in enumerate(self.buttons):
                    art.draw_button(surf, b, self.hover is not None and
                                    b.rect.collidepoint(self.hover), size,
                                    selected=k == self.opt_sel)
                if self.drag is not None and self.drag.moved:
                    self._draw_drag(surf)
            return
        # the planning board (always: it is this seat's own)
        bw = int(rect.w * 0.66)
        sw = min((bw - 9 * 4) // 10, int(top_h * 0.9))
        plan = s.plans[seat] if seat < s.players else [UNSET] * 10
        rev = s.revealed[seat] if seat < s.players else 0
        placing = ph == PLAN and s.planner == seat and self.interactive
        ex = self.executing(s)
        cur = s.order_cards[ex[0]] if ex is not None and ex[1] == seat else -1
        for sp in range(10):
            r = pygame.Rect(rect.x + pad + sp * (sw + 4), rect.y + pad, sw, top_h - pad)
            self.space_rects.append(r)
            card = plan[sp]
            if placing and card == UNSET and sp in self.local_plan:
                card = self.local_plan[sp]
            if self.drag is not None and self.drag.kind == "card" and self.drag.moved \
                    and self.drag.origin == sp:
                card = UNSET
            glow = placing and plan[sp] == UNSET and (self.drag is not None or
                                                      self.sel_card is not None)
            if ph == ANNOUNCE and s.planner == seat and plan[sp] == UNSET and self.interactive:
                glow = True
            flash = self.flash.get((seat, sp))
            panels.draw_space(surf, r, sp, lang, card,
                              glow=glow or (flash is not None and self.t - flash < 1.5),
                              current=sp == cur,
                              cancelled=bool(rev & (1 << (10 + sp))))
            if sp == self.sel_space and placing:
                pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 2, border_radius=5)
        bx = rect.x + pad + 10 * (sw + 4) + pad
        side = pygame.Rect(bx, rect.y + pad, rect.right - bx - pad, top_h - pad)
        low = pygame.Rect(rect.x + pad, rect.y + top_h + pad, rect.w - 2 * pad,
                          rect.h - top_h - 2 * pad)
        if not self.interactive or self.shows:
            return
        if ph == PLAN and s.planner == seat:
            self._draw_hand(surf, low, s, seat)
            complete = all(plan[i] != UNSET or i in self.local_plan for i in range(10))
            bh = max(28, min(40, side.h // 3))
            self.buttons.append(art.Button(pygame.Rect(side.x, side.y, side.w, bh),
                                           word(lang, "confirm"), key="confirm",
                                           enabled=complete))
            self.buttons.append(art.Button(pygame.Rect(side.x, side.y + bh + 6, side.w, bh),
                                           word(lang, "clear"), key="clear",
                                           enabled=bool(self.local_plan)))
        elif ph in (DRAFT, PLACE):
            self._draw_draft(surf, side, low, s, seat)
        elif ph == EXECUTE and s.pending:
            self._draw_controls(surf, side, s)
            self._option_buttons(low, size)
        else:
            self._option_buttons(low, size)
        hover = self.hover
        for k, b in enumerate(self.buttons):
            art.draw_button(surf, b, hover is not None and b.rect.collidepoint(hover), size,
                            selected=k == self.opt_sel)
        if self.drag is not None and self.drag.moved:
            self._draw_drag(surf)  # last, above the board and the panels

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

    def _draw_hand(self, surf: pygame.Surface, low: pygame.Rect, s: Any, seat: int) -> None:
        cards = self.hand()
        cw, ch = self._card_size()
        ch = min(ch, low.h - 4)
        lab = render(word(self.lang, "hand"), max(11, low.h // 6), INK_SOFT, "italic")
        surf.blit(lab, (low.x, low.y))
        x0 = low.x + lab.get_width() + 10
        n = len(cards)
        step = cw + 6 if n * (cw + 6) <= low.right - x0 else max(12, (low.right - x0 - cw)
                                                                  // max(1, n - 1))
        for k, c in enumerate(cards):
            r = pygame.Rect(x0 + k * step, low.y + 2, cw, ch)
            if self.drag is not None and self.drag.kind == "card" and self.drag.moved \
                    and self.drag.origin == -1 and self.drag.value == c and \
                    cards.index(c) == k:
                continue
            sel = self.sel_card == c and cards.index(c) == k
            panels.draw_card(surf, r, c if c != BLANK else -1, lift=sel)
            if sel:
                pygame.draw.rect(surf, ACCENT, r.move(0, -4).inflate(4, 4), 2, border_radius=6)
            self.hand_rects.append((r, c))

    def _draw_draft(self, surf: pygame.Surface, side: pygame.Rect, low: pygame.Rect, s: Any,
                    seat: int) -> None:
        lang = self.lang
        ch = low.h - 22
        cw = min(int(ch * 0.95), low.w // 4)
        x = low.x
        if s.phase == DRAFT:
            for k, p in enumerate(s.faceup):
                r = pygame.Rect(x, low.y + 2, cw, ch)
                ok = DraftTake(k) in self.legal
                panels.draw_card(surf, r, p, lift=ok and self.hover is not None
                                 and r.collidepoint(self.hover))
                if ok:
                    self.faceup_rects.append((r, DraftTake(k)))
                x += cw + 8
            if s.deck:
                r = pygame.Rect(x, low.y + 2, cw, ch)
                panels.draw_card(surf, r, HIDDEN)
                t = render(f"{word(lang, 'deck')} ({len(s.deck)})", max(10, ch // 7),
                           (246, 236, 214), "bold")
                surf.blit(t, (r.centerx - t.get_width() // 2, r.bottom + 1 - t.get_height()))
                if DraftTake(2) in self.legal:
                    self.faceup_rects.append((r, DraftTake(2)))
                x += cw + 12
            if DraftReplace() in self.legal:
                self.buttons.append(art.Button(pygame.Rect(x, low.y + 2, max(90, cw * 2),
                                                           max(28, ch // 2)),
                                               word(lang, "replace"), action=DraftReplace()))
        else:
            sizes = sorted({a.size for a in self.legal if type(a) is PlaceGroup}, reverse=True)
            cs = max(16, min(ch // 2, 34))
            for g in sizes:
                r = pygame.Rect(x, low.y + 2, cs + 30, cs + 16)
                self.group_rects.append((r, g))
                pygame.draw.rect(surf, (236, 224, 196), r, border_radius=4)
                pygame.draw.rect(surf, INK_SOFT, r, 1, border_radius=4)
                small = max(8, cs // 2)
                img = art.cube(small, self.seat_colour(seat))
                for j in range(g):  # the group as a little pile
                    q, m = divmod(j, 3)
                    surf.blit(img, (r.x + 4 + m * (small - 2) + q * 3,
                                    r.bottom - small - 6 - q * (small // 2 + 2)))
                t = render(str(g), max(12, cs * 2 // 3), INK, "bold")
                surf.blit(t, (r.x + cs + 9, r.centery - t.get_height() // 2))
                x += r.w + 8
            if s.last_taken >= 0:
                t = render(D.NAMES[s.last_taken], max(12, cs * 2 // 3), INK, "italic")
                surf.blit(t, (x + 6, low.y + 6))
        self._option_buttons(side, 15, column=True)

    def _draw_controls(self, surf: pygame.Surface, side: pygame.Rect, s: Any) -> None:
        """The counter (and the recruit toggle) for the pending decision."""
        lang = self.lang
        kind = s.pending[0]
        lo, hi = self._count_range()
        bh = max(26, min(36, side.h // 3))
        if hi >= lo:
            bw = bh + 6
            self.buttons.append(art.Button(pygame.Rect(side.x, side.y, bw, bh), "−",
                                           key="minus", enabled=self.count > lo))
            t = render(str(self.count), max(16, bh - 6), INK, "bold")
            cx = side.x + bw + 8
            surf.blit(t, (cx, side.y + (bh - t.get_height()) // 2))
            self.buttons.append(art.Button(pygame.Rect(cx + max(30, t.get_width() + 10), side.y,
                                                       bw, bh), "+", key="plus",
                                           enabled=self.count < hi))
        y = side.y + bh + 6
        if kind in ("defend", "revolt"):
            self.buttons.append(art.Button(pygame.Rect(side.x, y, side.w, bh),
                                           word(lang, "throw", n=self.count),
                                           action=Defend(self.count)))
        elif kind == "count":
            self.buttons.append(art.Button(pygame.Rect(side.x, y, side.w, bh),
                                           word(lang, "march", n=self.count),
                                           action=Count(self.count)))
        elif kind == "act" and s.pending[3] == 7:
            can = any(type(a) is RecruitMove and a.recruit for a in self.legal)
            self.buttons.append(art.Button(pygame.Rect(side.x, y, side.w, bh),
                                           word(lang, "recruit"), key="recruit",
                                           enabled=can, toggled=self.recruit and can))

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

    def _option_buttons(self, area: pygame.Rect, size: int, column: bool = False) -> None:
        """A button per legal decision (the rules' own words), in pages if many."""
        acts = [a for a in self.legal if type(a) is not Plan]
        if not acts:
            return
        describe = self.ctx.rules.describe
        bh = max(24, min(32, area.h // 3 if not column else area.h // 4))
        bw = area.w if column else max(120, min(300, area.w // 4))
        per_row = max(1, area.w // (bw + 6))
        rows = max(1, (area.h + 6) // (bh + 6))
        per_page = max(1, per_row * rows)
        pages = max(1, math.ceil(len(acts) / per_page))
        if pages > 1:
            per_page = max(1, per_page - 1)
            pages = math.ceil(len(acts) / per_page)
        self.page %= pages
        chunk = acts[self.page * per_page:(self.page + 1) * per_page]
        k = 0
        for a in chunk:
            r, c = divmod(k, per_row)
            rect = pygame.Rect(area.x + c * (bw + 6), area.y + r * (bh + 6), bw, bh)
            label = describe(a, self.lang)
            self.buttons.append(art.Button(rect, label[:1].upper() + label[1:], action=a))
            k += 1
        if pages > 1:
            r, c = divmod(k, per_row)
            rect = pygame.Rect(area.x + c * (bw + 6), area.y + r * (bh + 6), bw, bh)
            self.buttons.append(art.Button(rect, f"{word(self.lang, 'more')} "
                                                 f"({self.page + 1}/{pages})", key="page"))

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
            done = all(s.plans[seat][i] != UNSET or i in self.local_plan for i in range(10))
            return word(lang, "plan_done" if done else "plan")
        if s.pending:
            kind = s.pending[0]
            p = D.NAMES[s.pending[2]]
            if kind == "act":
                return word(lang, "act_move" if s.pending[3] == 7 else "act_campaign", p=p)
            return word(lang, kind, p=p)
        return ""

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
        if not self.queue or self.shows:
            return None
        a = self.queue[0]
        if self.interactive and a in self.legal:
            self.queue.pop(0)
            return a
        return None  # not yet: set_state drops the queue if the position refuses it

    def _button_at(self, pos: tuple[int, int]) -> art.Button | None:
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b
        return None

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
            self.queue = [Count(max(1, min(self.count, n)))]
        else:
            self.queue = [Count(max(1, min(self.count, s.armies[s.pending[2]] - 1)))]
        self.queue_seat = self.viewer
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

    def _activate(self, b: art.Button) -> Any | None:
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
        self.queue = acts[1:]
        self.queue_seat = seat
        return acts[0]

    def _key(self, event: pygame.event.Event) -> Any | None:
        k = event.key
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
            digit = _digit(k)
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


def _digit(key: int) -> int | None:
    if pygame.K_0 <= key <= pygame.K_9:
        return (key - pygame.K_0) or 10
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    if key == pygame.K_KP0:
        return 10
    return None


VIEW = WallensteinView

__all__ = ["WallensteinView", "VIEW", "SEASONS", "SPACE_NAMES", "word"]
