"""The Kingmaker board view: the wiring of its parts.

``KingmakerView`` keeps the state of the table and answers the play scene; each job lives
in its own module of this package: ``geometry`` (where every place of the map is),
``gestures`` (which piece and target means which action), ``setup`` (allocating the
dealt cards: the nobles' boxes the hand's cards are dropped on), ``board`` (the map, pieces,
hover card and sheets), ``side`` (the column beside the map), ``panels`` (factions, the
hand, the grouped list of choices), ``offers`` (the sheet of an offer to answer),
``compose`` (the sheet where an offer is composed before Send), ``summary`` (the round's
summary), ``legend``, ``motion`` (sounds, glides and sheets after each action), ``routes``
(the way a piece glides), ``art`` (the drawings), ``words``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Event, put_names
from game.kingmaker.state import COMBAT, MOVE, OVER, PARLIAMENT, SUMMON
from game.kingmaker.text import describe_choice
from ui.theme import PLAYER_MARKS
from ui.views.base import BoardView, ViewContext
from ui.views.common.queue import ActionQueue
from ui.views.kingmaker import words as kw
from ui.views.kingmaker.board import KingmakerBoard
from ui.views.kingmaker.compose import KingmakerCompose
from ui.views.kingmaker.geometry import Geo
from ui.views.kingmaker.gestures import KingmakerGestures
from ui.views.kingmaker.labels import clear_open_ground
from ui.views.kingmaker.legend import KingmakerLegend
from ui.views.kingmaker.motion import KingmakerMotion
from ui.views.kingmaker.names import AREA_NAMES, card_names
from ui.views.kingmaker.offers import KingmakerOffers
from ui.views.kingmaker.panels import KingmakerPanels
from ui.views.kingmaker.seed_choices import KingmakerSeedChoices
from ui.views.kingmaker.setup import KingmakerSetup
from ui.views.kingmaker.side import KingmakerSide
from ui.views.kingmaker.summary import KingmakerSummary

SHEET_HOLD = 2.0  # seconds a sheet about the seat at the screen holds the computers
PRIVATE_SHARE = 0.42  # of the height beside the map, for the private panel under the side

_PENDING_WORD = {"offer": "w_offer", "alliance": "w_alliance", "captive": "w_captive",
                 "ransom": "w_ransom", "vote": "w_vote", "writ": "w_writ",
                 "continent": "w_discard", "fallback": "w_rejected",
                 "pardon": "w_pardon", "setup": "w_setup", "embassy": "w_embassy",
                 "port": "w_port", "writ_parl": "w_writ_parl", "ally": "w_ally",
                 "ally_siege": "w_ally", "ambush_french": "w_french", "draw": "w_draw",
                 "ship_fate": "w_ship_fate", "storm_port": "w_storm_port"}


class KingmakerView(KingmakerSetup, KingmakerGestures, KingmakerBoard, KingmakerSide,
                    KingmakerPanels, KingmakerOffers, KingmakerCompose, KingmakerSummary,
                    KingmakerLegend, KingmakerMotion, KingmakerSeedChoices, BoardView):
    """Board view of Kingmaker (see the module docstring)."""

    def __init__(self, ctx: ViewContext) -> None:
        super().__init__(ctx)
        self.geo: Geo | None = None
        self.queue = ActionQueue()
        self.buttons = []
        self.legal = []
        self.by_noble: dict = {}
        self.by_ship: dict = {}
        self.by_card: dict = {}
        self.stacks: dict = {}
        self.ship_pts: dict = {}
        self.card_rects: dict = {}
        self.discard_rects: dict = {}  # the Crown discards shown in the side column
        self.sheets: list = []
        self.record: list = []
        self.seat_stats: dict = {}
        self.ctrl: list = []
        self.sheet_rect: pygame.Rect | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.clock = 0.0
        self.seen = False  # the table was drawn since the last update
        self.beside = 0  # the height of the private panel under the side column (0: none)

    # ------------------------------------------------------------------ helpers
    def w(self, key: str, **k: Any) -> str:
        return kw.word(self.ctx.lang, key, **k)

    def color_of(self, seat: int) -> tuple[int, int, int]:
        if 0 <= seat < len(self.ctx.seat_colors):
            return tuple(self.ctx.seat_colors[seat])  # type: ignore[return-value]
        return (150, 140, 120)

    def mark_of(self, seat: int) -> str | None:
        return PLAYER_MARKS[seat % len(PLAYER_MARKS)] if self.ctx.colorblind and seat >= 0 \
            else None

    @property
    def cardn(self) -> tuple[str, ...]:
        """The Crown cards' names in the table's language, by card."""
        return card_names(self.ctx.lang)

    @property
    def arean(self) -> tuple[str, ...]:
        """The areas' names in the table's language, by area."""
        return AREA_NAMES[self.ctx.lang]

    def name_of(self, seat: int) -> str:
        if 0 <= seat < len(self.ctx.seat_names):
            return self.ctx.seat_names[seat]
        return f"#{seat + 1}"

    def ui(self, n: float) -> int:
        return max(1, round(n * float(self.ctx.extra.get("ui_scale", 1.0))))

    def describe(self, action: Any) -> str:
        """The engine's phrase for ``action`` on the viewer's own buttons (an answer names
        its card, as the log does not), with the seats' own names."""
        return self.named(describe_choice(action, self.ctx.lang))

    def named(self, text: str) -> str:
        """``text`` with each seat reference (game.core.seat_ref) as that seat's name."""
        return put_names(text, self.ctx.seat_names)

    # ------------------------------------------------------------------ contract
    def set_state(self, state: Any, viewer: int | None, interactive: bool,
                  events: list[Event] | None = None) -> None:
        self.before = (self.state, self.stacks, self.ship_pts)
        super().set_state(state, viewer, interactive, events)
        self.reset_gestures()
        self.index_legal()
        self.list_scroll = 0  # a new decision: its list from the top
        self.compose_fix()
        self.place_pieces()
        queued = len(self.sheets)  # the sheets the other seats' turns left up
        if events:
            self.react(events)
            self.gather(events)
            self.forced(events)
        self.summary_due(queued)
        self.before = (None, {}, {})

    def private_beside(self, area: pygame.Rect, priv_h: int
                       ) -> tuple[pygame.Rect, pygame.Rect] | None:
        """With a human at the table: the map the whole height of ``area``, the side
        column at its top right and the private panel under the side column."""
        self.beside = int(area.h * PRIVATE_SHARE) if priv_h else 0
        if not priv_h:
            return None
        g = Geo(area, self.beside)
        gap = g.board.bottom - g.side.bottom - self.beside
        return pygame.Rect(area), pygame.Rect(g.side.x, g.side.bottom + gap, g.side.w,
                                              area.bottom - g.side.bottom - gap)

    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self.geo = Geo(self.board_rect, self.beside)
        clear_open_ground(self.geo, self.ctx.lang)
        self.glides = []  # their points belong to the old size
        self.place_pieces()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.tick_glides(dt)
        if self.seen:  # a sheet's time runs only while it is in sight (not under a cover)
            self.tick_sheets(dt)
        self.seen = False

    def busy(self) -> bool:
        """A glide, or a sheet that concerns the seat at the screen (or any sheet when
        nobody human watches), with animations on: the computers wait. The other sheets
        are shown while they go on."""
        first = self.sheets[0] if self.sheets else None
        hold = first is not None and getattr(first, "hold", True) \
            and (self.viewer is None or self.sheet_time < SHEET_HOLD) \
            and not (self.interactive and getattr(first, "stay", False))  # it waits for him
        return (hold or bool(self.glides)) and self.ctx.anim_speed > 0

    def unseen(self, action: Any) -> bool:
        """A computer's move whose show is its glide (the glide holds the next one) or
        that shows little (the end of a phase, a vote, an answer, a card given): the next
        computer waits only the shortest pause. Fights, a summons and executions get the
        whole pause."""
        from game.kingmaker import actions as A

        return not isinstance(action, (A.Battle, A.Siege, A.Sally, A.NavalAttack, A.Relieve,
                                       A.Summon, A.Execute, A.ExecuteHeir))

    def track_pointer(self, pos: tuple[int, int]) -> None:
        self.mouse = pos

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and self.compose is None:
            self.legend = not self.legend  # the map's legend, one key away
            return None
        if self.legend and event.type == pygame.MOUSEBUTTONDOWN and self.legend_rect \
                and self.legend_rect.collidepoint(event.pos):
            self.legend = False
            return None
        if self.sheet_click(event):
            return None
        spent, action = self.compose_event(event)
        if spent:
            return action
        if event.type == pygame.MOUSEWHEEL and self.scroll_list(-event.y * self.ui(30)):
            return None
        spent, action = self.offer_event(event)
        if spent:
            return action
        return super().handle_event(event)

    def action_rects(self, action: Any) -> list[pygame.Rect]:
        """Where an action shows (lit by a lesson or a hint): the moving noble and where he
        goes, the card played and its noble, the field of a battle, the place besieged, the
        venue of a Parliament, the noble proposed or executed, a set-up allocation's card
        and noble box."""
        from game.kingmaker import actions as A
        from game.kingmaker import data as D
        from ui.views.common.emphasis import square

        geo = getattr(self, "geo", None)
        s = self.state
        if geo is None or s is None:
            return []
        size = max(8, int(geo.unit * 0.6))
        codes: list[int] = []
        out: list[pygame.Rect] = []
        if isinstance(action, A.Allocate):
            return self.allocation_rects(action)
        if isinstance(action, (A.Move, A.Embark)):
            codes.append(s.npos[action.noble])
            if isinstance(action, A.Move):
                codes.append(action.dest)
        elif isinstance(action, A.PlayCard):
            r = getattr(self, "card_rects", {}).get(action.card)
            if r is not None:
                out.append(pygame.Rect(r))
            if action.noble >= 0:
                codes.append(s.npos[action.noble])
        elif isinstance(action, A.Battle):
            codes.append(action.area)
        elif isinstance(action, A.Siege):
            codes.append(D.LOC0 + action.loc)
        elif isinstance(action, A.Summon):
            codes.append(D.LOC0 + action.venue)
        elif isinstance(action, (A.Propose, A.Execute)):
            codes.append(s.npos[action.noble])
        out += [square(geo.pos_pt(c), size) for c in codes if 0 <= c < D.SHIP0]
        return out

    def picture_part(self, actions: list, aspect: float) -> pygame.Rect | None:
        """The rules screen's examples show the part of the map where their moves
        ``actions`` happen (the whole map is too small to read there), inside the map
        when it fits; None: the moves name no place."""
        from ui.views.common.picture import frame_around

        rects: list[pygame.Rect] = []
        for a in actions:
            try:
                rects += self.action_rects(a)
            except Exception:  # a place the view cannot find is simply left out
                continue
        frame = pygame.Rect(self.geo.map) if self.geo is not None else self.board_rect
        return frame_around(rects, frame, aspect, pygame.Rect(self.board_rect))

    def answerable(self, action: Any) -> bool:
        """An action another seat must answer (an offer, an alliance, a ransom): Undo may
        take it back until it is answered."""
        from game.kingmaker.actions import Offer, OfferAlliance, Ransom

        return isinstance(action, (Offer, OfferAlliance, Ransom))

    def modal(self) -> bool:
        """A sheet being composed takes Esc (it closes the sheet, not the table)."""
        return self.compose is not None

    def show_illegal(self, reason: str) -> None:
        self.status = reason
        self.queue.clear()

    def prompt(self) -> str:
        s = self.state
        if s is None:
            return ""
        if s.phase == OVER:
            return self.w("p_over")
        if not self.interactive:
            who = s.to_act()
            return self.w("p_wait", name=self.name_of(who if who is not None else s.active))
        if s.pending:
            return self.w("p_pending", what=self.w(_PENDING_WORD.get(s.pending[0][0], "w_offer")))
        return self.w({MOVE: "p_move", COMBAT: "p_combat", SUMMON: "p_summon",
                       PARLIAMENT: "p_parliament"}.get(s.phase, "p_move"))


VIEW = KingmakerView
