"""The Tigris & Euphrates board view: the printed board, the pieces, and the gestures
that turn into the engine's actions (drag or click-click or keyboard).

Layers: the printed board is rendered once per size (art.render_board); the
pieces on it once per position (``_layer``); every frame only adds what moves: target
glow, the held piece, hover outlines, animations, cards. Panels and cards are drawn by
panels.py.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Event
from game.tigris import actions as A
from ui.views.base import BoardView, ViewContext
from ui.views.common.buttons import Button
from ui.views.common.legal import legal_actions
from ui.views.tigris import art, panels
from ui.views.tigris.board import TigrisBoard
from ui.views.tigris.geometry import Geometry
from ui.views.tigris.gestures import Held, TigrisGestures
from ui.views.tigris.kingdoms import TigrisKingdoms
from ui.views.tigris.motion import Anim, TigrisMotion
from ui.views.tigris.words import word

SOUND_OF = (("game_over", "fanfare"), ("monument", "fanfare"), ("ziggurat", "fanfare"),
            ("conflict_resolved", "cubes"), ("conflict", "cubes"), ("treasure", "piece"),
            ("catastrophe", "tile"), ("tile_placed", "tile"), ("leader_placed", "piece"),
            ("leader_withdrawn", "piece"), ("swap", "card"), ("commit", "tile"))
BANNER_KINDS = ("conflict_resolved", "monument", "game_over", "ziggurat")


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
        self.legal = legal_actions(self.ctx.rules, s)
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


VIEW = TigrisView
