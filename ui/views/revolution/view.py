"""The Revolution board view: the wiring of its parts.

``geometry`` (where every place is, what is under the pointer), ``gestures`` (which lit
place means which action, on the shared gesture layer), ``board`` (the map, the column of
boxes and tracks, the phase strip, pieces, glows, overlays, hover cards), ``panels`` (the
factions' panels and the buttons), ``motion`` (pieces in flight after an action),
``art`` (the drawings), ``words`` (its phrases).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from game.core import Event
from game.revolution import data as D
from game.revolution.text import army_place, fname, pname, rname, sname
from ui.views.base import BoardView, ViewContext
from ui.views.common.buttons import Button
from ui.views.revolution import art
from ui.views.revolution.board import RevolutionBoard
from ui.views.revolution.geometry import Geo
from ui.views.revolution.gestures import RevolutionGestures
from ui.views.revolution.loupe import RevolutionLoupe
from ui.views.revolution.motion import RevolutionMotion
from ui.views.revolution.panels import RevolutionPanels
from ui.views.revolution.seating import arrange_seats, seat_roles
from ui.views.revolution.shows import RevolutionShows
from ui.views.revolution.words import coins, word

QUICK = frozenset(("Done", "Bid", "NewUnit", "SupportMove", "Remove", "NeutralTo", "Surplus",
                   "SurplusPiece", "Occupy", "Withdraw", "Evict", "NeutralIn", "MoveArmy",
                   "Raise", "Convert"))


class RevolutionView(RevolutionGestures, RevolutionBoard, RevolutionPanels, RevolutionMotion,
                     RevolutionShows, RevolutionLoupe, BoardView):
    """Board view of Revolution: The Dutch Revolt (see the module docstring)."""

    layout_keeps = True  # a layout holds for any position: example pictures reuse it

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.geo: Geo | None = None
        self._map: pygame.Surface | None = None
        self._regions: pygame.Surface | None = None
        self._map_key: Any = None
        self._layer: pygame.Surface | None = None
        self._layer_key: Any = None
        self.version = 0  # counts positions: the cached table layer is redrawn on a change
        self.pieces: dict = {}
        self.loose: list = []
        self.legal: list = []
        self.buttons: list[Button] = []
        self.dec_buttons: list[Button] = []
        self.ovl_buttons: list[Button] = []
        self.overlays = {"ov_counts": True}
        self.seen_phases: dict[int, set[int]] = {}
        self.mouse = (-1, -1)
        self.clock = 0.0
        self.flights: list = []
        self.fclock = 0.0
        self.shows: list = []
        self.pass_within: tuple[int, int] | None = None
        self.new_units_seen: dict[tuple[int, int], dict] = {}  # (turn, faction): the count

    def w(self, key: str, **kw: Any) -> str:
        return word(self.ctx.lang, key, **kw)

    def private_heading(self, name: str) -> str:
        """The decision panel's heading: every piece, coin and card is on the table, so
        nothing is "only for your eyes"."""
        return self.w("your_decision", name=name)

    def ui(self, n: float) -> int:
        return max(1, round(n * float(self.ctx.extra.get("ui_scale", 1.0))))

    # ------------------------------------------------------------------ state
    def set_state(self, state: Any, viewer: int | None, interactive: bool,
                  events: list[Event] | None = None) -> None:
        old = self.state
        super().set_state(state, viewer, interactive, events)
        self.version += 1
        for e in events or ():
            if e.kind == "new_units" and "sum" in e.data:
                self.new_units_seen[(state.turn, e.data["f"])] = dict(e.data)
        if events is not None:
            self.fclock = 0.0
            self.animate(old, state)
            self.queue_shows(events)
        self.faction_colours()
        if state.need is not None:
            self.seen_phases.setdefault(state.turn, set()).add(state.ph)
        self.dec_buttons = []
        self.reset_gestures()
        self.index_legal()
        self.pass_on(events is not None)
        if events and self.ctx.anim_speed > 0:
            self.ctx.play_sound("piece")

    def faction_colours(self) -> None:
        """With one faction a seat, the seat colours the scene uses (log dots, results) are
        the factions' (the scene sets them again on each layout)."""
        s = self.state
        if s is None:
            return
        seats = [[f for f in range(5) if s.seat_of[f] == k] for k in range(s.players)]
        if all(len(fs) == 1 for fs in seats):
            self.ctx.seat_colors = [art.FACTION_RGB[fs[0]] for fs in seats]

    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self.faction_colours()
        self.geo = Geo(board_rect, lang=self.ctx.lang)
        if self.state is not None:
            self.put_down()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.step_flights(dt)
        self.step_shows(dt)

    def recall(self, states: Iterable[Any]) -> None:
        """The phases each turn of a continued game reached, as if watched: the phase
        strip strikes through the ones passed without a decision."""
        for st in states:
            if st.need is not None:
                self.seen_phases.setdefault(st.turn, set()).add(st.ph)

    def track_pointer(self, pos: tuple[int, int]) -> None:
        self.mouse = pos

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.zoom_event(event):
            return None
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if self.shows:
                self.skip()  # a click or a key during a show lands everything at once
                return None
            self.flights = []  # pieces in flight land; the press counts too
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            from ui.views.common.buttons import button_at
            b = button_at(self.ovl_buttons, event.pos)
            if b is not None:
                return self.command(b.key)
        return super().handle_event(event)

    def seat_square(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> bool:
        """The faction's colour where the scene shows a seat's square: the acting faction
        when the seat acts, else its factions side by side (two in a 2-player game)."""
        s = self.state
        if s is None:
            return False
        mine = [f for f in range(5) if s.seat_of[f] == seat]
        if not mine:
            return False
        if s.need is not None and s.actor in mine:
            mine = [s.actor]
        w = rect.w // len(mine)
        for k, f in enumerate(mine):
            pc = art.piece(f, min(w, rect.h), False, self.ctx.colorblind)
            surf.blit(pc, pc.get_rect(center=(rect.x + k * w + w // 2, rect.centery)))
        return True

    def unseen(self, action: Any) -> bool:
        """A computer's move whose result the pieces' flight shows (or with nothing to
        show: a Done): the next computer waits only the shortest pause after the flight."""
        return type(action).__name__ in QUICK

    def busy(self) -> bool:
        return bool(self.shows or self.flights)

    def show_illegal(self, reason: str) -> None:
        self.status = reason
        self.queue.clear()

    def action_rects(self, action: Any) -> list[pygame.Rect]:
        """Where an action shows (lit by a lesson or a hint): the place its piece comes
        from and the place it goes to; the faction's tray stands in for the stock."""
        from ui.views.common.emphasis import square
        from ui.views.revolution.gestures import TRAY, source_target

        if self.geo is None:
            return []
        src, dst = source_target(action)
        size = self.ui(30)
        if dst is None:  # a decision of the panel: its button, and what it is about
            return [self._place_rect(p) for p in self.focus()]
        if src == TRAY:  # from the supply: one place lit, where the piece goes
            return [square(self.geo.anchor(dst), size)]
        return [square(self.geo.anchor(p), size) for p in (src, dst)]

    def _picture_places(self, actions: Iterable[Any] = ()) -> list[tuple]:
        """What a rule example is about: the places its moves ``actions`` touch, its
        armies, else the few places with pieces."""
        from ui.views.revolution.gestures import TRAY, source_target

        s = self.state
        moved = [p for a in actions for p in source_target(a) if p not in (TRAY, None)]
        armies = [("space", i) for i, f in enumerate(s.arm) if f >= 0]
        armies += [("set", c) for c in s.asiege if c >= 0]  # the city it besieges
        if armies:
            return moved + (armies if len(armies) <= 10 else [])
        held = [("prov", loc) if loc < D.P else ("set", loc - D.P)
                for loc in range(D.P + D.S) if any(s.cnt[loc * 6:loc * 6 + 6])]
        return moved + (held if len(held) <= 10 else [])

    def picture_zoom(self, actions: Iterable[Any] = ()) -> float:
        """A rule example about a few armies or places is drawn three times larger (its
        picture shows only their part of the table: :meth:`picture_part`)."""
        return 3.0 if self.state is not None and self._picture_places(actions) else 1.0

    def picture_part(self, actions: Iterable[Any] = (), aspect: float = 1.0
                     ) -> pygame.Rect | None:
        """For a rule example's picture: the part of the table that holds its pieces,
        armies and the places its moves ``actions`` touch, when they are few (inside the
        map unless a place is beside it, as the allegiance track); None: the whole
        table. ``aspect`` is left to the caller, which widens the part to it."""
        s = self.state
        if s is None or self.geo is None or self.picture_zoom(actions) <= 1.0:
            return None
        g = self.geo
        rects = [self._place_rect(p) for p in self._picture_places(actions)]
        pts = [c for q in rects for c in (q.topleft, q.bottomright)]  # a track row: all
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        pad = g.u * 8
        box = pygame.Rect(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad,
                          max(ys) - min(ys) + 2 * pad)
        least = (int(g.map.w * 0.25), int(g.map.h * 0.19))  # enough of the map to find it
        box.inflate_ip(max(0, least[0] - box.w), max(0, least[1] - box.h))
        frame = g.map if all(g.map.collidepoint(p) for p in pts) else g.rect
        return box.clamp(frame).clip(frame)

    # ------------------------------------------------------------------ words
    def prompt(self) -> str:
        s = self.state
        if s is None:
            return ""
        if s.need is None:
            return self.w("p_over")
        who = fname(s.actor, self.ctx.lang)
        if not self.interactive:
            return self.w("p_wait", who=who)
        p = s.ctx.get("p")
        prov = pname(p, self.ctx.lang) if isinstance(p, int) and 0 <= p < D.P else ""
        lang = self.ctx.lang
        army = s.ctx.get("cur") if s.need == "upkeep" else s.ctx.get("loot")
        city = s.ctx.get("city")
        br = s.ctx.get("br")
        return self.w("p_" + s.need, who=who, left=s.ctx.get("left", 0), prov=prov,
                      army=army_place(army, lang) if isinstance(army, int) else "",
                      city=sname(city, self.ctx.lang) if isinstance(city, int) else "",
                      region=rname(br, lang) if isinstance(br, int) else "",
                      m=D.UPKEEP[s.actor], d=D.DISBAND)

    def focus(self) -> list[tuple]:
        """The place the decision is about (lit on the map, named by the prompt): the army
        of an upkeep or a loot, the province of a conflict, a surplus or a move within,
        the city of a siege's conversions."""
        s = self.state
        if s is None or s.need is None:
            return []
        ctx = s.ctx
        if s.need == "upkeep" and "cur" in ctx:
            return [("space", ctx["cur"])]
        if s.need == "loot" and "loot" in ctx:
            return [("space", ctx["loot"])]
        if s.need == "siege_take" and "city" in ctx:
            return [("set", ctx["city"])]
        if s.need == "beggar_act" and "br" in ctx:
            return [("region", ctx["br"])]
        p = ctx.get("p")
        if s.need in ("remove", "surplus_piece", "within", "refill") and isinstance(p, int) \
                and 0 <= p < D.P:
            return [("prov", p)]
        return []

    def describe(self, action: Any) -> str:
        """A button's label: the upkeep choices say what they cost."""
        if type(action).__name__ == "Upkeep" and self.state is not None:
            f = self.state.actor
            lang = self.ctx.lang
            return self.w(("b_maintain", "b_disband", "b_abandon")[action.choice],
                          m=coins(lang, D.UPKEEP[f]), d=coins(lang, D.DISBAND))
        return super().describe(action)


RevolutionView.arrange_seats = staticmethod(arrange_seats)  # the new-game screen asks
RevolutionView.seat_roles = staticmethod(seat_roles)  # each seat may choose its faction

VIEW = RevolutionView
