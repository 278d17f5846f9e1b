"""The table: board, players' panels, the deciding human's private panel, the log,
the buttons, the status line, the hand-over cover and the computer seats.

Views only ever see ``rules.observe(state, viewer)`` while a human looks; the
full state goes to the view only in demo mode (every seat a computer).
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Iterator
from typing import Any

import pygame

from game.core import IllegalAction, State
from game.match import LogLine, Match
from ui import i18n, paper, text_fit
from ui.app import App, Scene
from ui.autosave import AutoSaver
from ui.paths import saves_dir
from ui.scenes.computer import Computer
from ui.scenes.computer_seats import PAUSE, ComputerSeats
from ui.scenes.generic_view import GenericView
from ui.scenes.hints import TableHints
from ui.scenes.registry import scene
from ui.scenes.table_log import TableLog
from ui.scenes.view_controls import view_controls
from ui.theme import ACCENT, INK, INK_SOFT, player_color, smallcaps
from ui.views import VIEWS, BoardView, ViewContext
from ui.views.common.emphasis import draw_emphasis
from ui.widgets import Button, Scroller, blit_text, px, seat_swatch, wrap

log = logging.getLogger(__name__)

OFFER_HOLD = 2.5  # seconds a computer waits before answering a human's offer (Undo)


def new_autosave_path(match: Match) -> str:
    """A file of its own for a match that has none yet: starting another game never
    writes over an unfinished one."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(match.created))
    base = f"autosave-{match.rules.id}-{stamp}-{match.seed % 0xFFFFFF:06x}"
    folder = saves_dir()
    path = os.path.join(folder, base + ".json")
    k = 2
    while os.path.exists(path):
        path = os.path.join(folder, f"{base}-{k}.json")
        k += 1
    return path


def seat_colors(match: Match, colorblind: bool) -> list[tuple[int, int, int]]:
    return [player_color(s.color, colorblind) for s in match.seats]


def make_view(match: Match, app: App) -> BoardView:
    """The game's board view (or the plain list view when the game has none)."""
    st = app.settings
    ctx = ViewContext(
        rules=match.rules,
        seat_names=[s.name for s in match.seats],
        seat_colors=seat_colors(match, st.colorblind),
        lang=st.lang,
        play_sound=app.sound.play,
        anim_speed=st.anim_speed,
        colorblind=st.colorblind,
        show_coords=st.show_coords,
    )
    cls = VIEWS.get(match.rules.id)
    if cls is not None:
        try:
            return cls(ctx)
        except Exception:
            log.exception("the board view of %s failed to start; using the list view",
                          match.rules.id)
    return GenericView(ctx)


def _positions(match: Match) -> Iterator[State]:
    """The positions ``match`` went through, replayed from its seed (the state after each
    action; one object changed in place, so read each before taking the next)."""
    rules = match.rules
    s = rules.new_game(len(match.seats), match.seed, match.options or None)
    for a in match.actions:
        rules.apply(s, a)
        yield s


class PlayScene(ComputerSeats, TableHints, TableLog, Scene):
    """One match at the table."""

    def __init__(self, app: App, match: Match, demo: bool = False,
                 computer: Computer | None = None, autosave: bool = True,
                 autosave_file: str | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.demo = demo or all(s.is_ai for s in match.seats)
        self.autosave = autosave and not demo
        self.saver = AutoSaver()
        # the match's own autosave: the file it was continued from, or (at the first
        # save) a new one
        self.autosave_file = autosave_file
        mod = type(match.rules).__module__
        extra = () if mod.startswith("game.") else (mod,)  # a game from outside game/
        self.computer = computer or Computer("inline" if demo else "worker", modules=extra)
        self.own_computer = computer is None
        self.view = make_view(match, app)
        if match.actions and type(self.view).recall is not BoardView.recall:
            self.view.recall(_positions(match))  # a continued game: what the view missed
        self.humans = [i for i, s in enumerate(match.seats) if not s.is_ai]
        self.last_human: int | None = None  # the human who decided last (whose view shows)
        self.covered_for: int | None = None  # hand-over screen shown for this seat
        self.ai_wait = 0.0
        self.ai_seat: int | None = None
        self.ai_answer: tuple | None = None  # the computer's answer, played when the show ends
        self.ai_started = 0.0
        self.results_shown = False
        self.stuck = False  # set when no move at all can be found for a computer seat
        self.over_timer = 0.0
        self.toast = ""
        self.toast_time = 0.0
        self.log_scroll = Scroller()
        self.log_scroll.stick_bottom = True
        self._log_cache: tuple | None = None
        self._bg: tuple | None = None  # (key, the table with its empty sheets), see draw
        self._log_lines: list[tuple[str, int | None]] = []
        self._log_owner: list[LogLine] = []  # the entry of each wrapped line
        self.pointer: tuple[int, int] | None = None  # where the mouse last moved
        self.log_hold: int | None = None  # log lines shown while the view shows a move
        self._wrapped: list[tuple[LogLine, list[tuple[str, int | None]]]] = []  # per entry
        self._wrap_style: tuple | None = None
        self.rects: dict[str, pygame.Rect] = {}
        self._view_errors: set[tuple] = set()
        self.btn_undo = Button(lambda: i18n.t("play.undo"), self.undo, size=19, sound=self.click)
        self.btn_save = Button(lambda: i18n.t("play.save"), self.save_copy, size=19,
                               sound=self.click)
        self.btn_rules = Button(lambda: i18n.t("play.rules"), self.open_rules, size=19,
                                sound=self.click)
        self.btn_menu = Button(lambda: i18n.t("play.menu"), self.open_menu, size=19,
                               sound=self.click)
        self.btn_results = Button(lambda: i18n.t("play.results"), self.show_results, size=18,
                                  sound=self.click)
        self.btn_ready = Button(lambda: i18n.t("handover.ready"), self.uncover, size=24,
                                sound=self.click)
        self.btn_hint = Button(lambda: i18n.t("play.hint"), self.ask_hint, size=18,
                               sound=self.click)
        self.hint_for: int | None = None  # the seat a hint is being thought out for
        self.hint_text: dict[str, str] | None = None  # the shown hint's reason, by language
        self.clock = 0.0  # seconds since the table opened (the glow's pulse)
        self.focus.mouse_focus = False
        self.focus.stop_at_none = True
        self.refresh(events=None)
        self._mark_last_move()

    def _mark_last_move(self) -> None:
        """After Continue or Load the view marks the last move again (views with
        ``mark_last(events)``; no sound, no show): its events come from a replay."""
        mark = getattr(self.view, "mark_last", None)
        m = self.match
        if mark is None or not m.actions:
            return
        try:
            before = Match(m.rules, m.seats, m.seed, dict(m.options), list(m.actions[:-1]))
            events = before.play(m.actions[-1])
            viewer = self.viewer()
            mark([e for e in events if not e.private or e.seat == viewer])
        except Exception:  # a mark is not worth a failed table
            log.exception("the last move could not be marked")

    # ------------------------------------------------------------------ who sees what
    def to_act(self) -> int | None:
        return self.match.to_act()

    def human_to_act(self) -> int | None:
        seat = self.to_act()
        if seat is not None and not self.match.seats[seat].is_ai:
            return seat
        return None

    def needs_cover(self, seat: int) -> bool:
        """Hand-over: another human than the last human decider must now decide, and the
        table would show that seat something private (rules' optional
        ``shows_private(state, seat)``: not before a public draft pick)."""
        private = getattr(self.rules, "shows_private", None)
        return (
            not self.demo
            and bool(getattr(self.rules, "hidden_information", False))
            and len(self.humans) > 1
            and seat != self.last_human
            and (private is None or bool(private(self.match.state, seat)))
        )

    def viewer(self) -> int | None:
        """The seat whose eyes the table shows (None: everything, demo only)."""
        if self.demo:
            return None
        seat = self.human_to_act()
        if seat is not None and self.covered_for is None:
            return seat
        if self.last_human is not None:
            return self.last_human
        return self.humans[0] if self.humans else None

    def refresh(self, events: list | None) -> None:
        """Give the view the position as the current viewer may see it."""
        seat = self.human_to_act()
        if seat is not None and self.covered_for is None and self.needs_cover(seat):
            self.covered_for = seat
        viewer = self.viewer()
        interactive = seat is not None and self.covered_for is None and viewer == seat
        if viewer is None:
            state = self.match.state.copy()  # a snapshot: the match's state changes in place
        else:
            state = self.rules.observe(self.match.state, viewer)
        if events:
            events = [e for e in events if not e.private or e.seat == viewer]
        if interactive and not self.view.interactive:
            self.log_scroll.to_bottom()  # a player sits down: the log at its newest line
        self.view.set_state(state, viewer, interactive, events or None)
        self._drop_hint()
        self.btn_undo.enabled = self.undo_seat() is not None or self.offer_sent() is not None
        self.btn_undo.tip = "" if self.btn_undo.enabled or self.demo or not self.match.actions \
            else i18n.t("play.undo_refused")  # why it is off

    def uncover(self) -> None:
        if self.covered_for is None:
            return
        self.last_human = self.covered_for
        self.covered_for = None
        self.refresh(events=None)

    # ------------------------------------------------------------------ playing
    def play(self, action: Any) -> bool:
        """Play ``action`` for the seat to act; False (and the reason shown) if illegal."""
        seat = self.to_act()
        hold = len(self.match.log)
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            self.view.show_illegal(exc.text(self.app.settings.lang))
            return False
        except Exception:  # a bug in a game's rules must not close the window
            log.exception("playing %r failed", action)
            self.view.show_illegal(i18n.t("play.move_failed"))
            return False
        if seat is not None and not self.match.seats[seat].is_ai:
            self.last_human = seat
        self.log_hold = hold
        self.ai_wait = PAUSE.get(self.app.settings.anim, 0.7)
        if self.offer_sent() is not None:  # a computer receiver waits a moment: Undo
            self.ai_wait = max(self.ai_wait, OFFER_HOLD)
            self.say(i18n.t("play.offer_sent"))
        self._autosave()
        self.refresh(events)
        return True

    def undo_seat(self) -> int | None:
        """The seat at the screen when it may take back its last move, else None.

        Only the human now deciding, with the table uncovered, undoes; the match
        decides what (see :meth:`Match.undo_target`): never another seat's move."""
        if self.demo or self.covered_for is not None:
            return None  # under the hand-over cover nobody knows who is at the screen
        seat = self.human_to_act()
        if seat is None or not self.match.can_undo(seat):
            return None
        return seat

    def offer_sent(self) -> int | None:
        """The seat that may take back the offer it just sent, still unanswered (the view's
        ``answerable(action)`` names such actions): the last action is that human seat's
        offer, and the receiver now to act has not answered nor sat down at the screen."""
        answerable = getattr(self.view, "answerable", None)
        m = self.match
        if answerable is None or self.demo or not m.actions or len(m.actions) <= m.barrier:
            return None
        sender = m.actors[-1]
        receiver = self.to_act()
        if m.seats[sender].is_ai or receiver is None or receiver == sender \
                or not answerable(m.actions[-1]):
            return None
        if not m.seats[receiver].is_ai and self.covered_for != receiver:
            return None  # the receiver is at the screen now
        return sender

    def undo(self) -> None:
        seat = self.undo_seat()
        sender = self.offer_sent() if seat is None else None
        if sender is not None:  # an offer not yet answered goes back to its sender
            self.computer.cancel()
            self.ai_seat = None
            self.ai_answer = None
            self.match.rebuild(len(self.match.actions) - 1)
            self.covered_for = None
            self.last_human = sender
            self._autosave()
            self.refresh(events=None)
            self.say(i18n.t("play.offer_undone"))
            return
        if seat is None:
            if not self.demo and self.covered_for is None and self.match.actions:
                self.say(i18n.t("play.undo_refused"))
            return
        self.computer.cancel()
        self.ai_seat = None
        self.ai_answer = None
        self.match.undo(seat)
        self.last_human = seat
        self.results_shown = False
        self.stuck = False
        self._autosave()
        self.refresh(events=None)
        self.say(i18n.t("play.undone"))

    def save_copy(self) -> str | None:
        """Ctrl+S: a named copy of the match in the saves folder."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = os.path.join(saves_dir(), f"{self.rules.id}-{stamp}.json")
        try:
            self.match.save(path)
        except OSError as exc:
            log.error("save failed: %s", exc)
            self.say(i18n.t("play.save_failed"))
            return None
        self.say(i18n.t("play.saved", name=os.path.basename(path)))
        return path

    def say(self, text: str) -> None:
        self.toast, self.toast_time = text, 3.0

    def open_rules(self) -> None:
        RulesScene = scene("rules")

        self.app.push(RulesScene(self.app, self.rules.id))

    def open_menu(self) -> None:
        PauseScene = scene("pause")

        self.app.push(PauseScene(self.app, self))

    def show_results(self) -> None:
        ResultsScene = scene("results")

        if not self.results_shown:
            self.app.sound.play("fanfare")
        self.results_shown = True
        self.app.push(ResultsScene(self.app, self))

    def _autosave(self) -> None:
        """Hand the match to the background writer (a failure shows on a later frame)."""
        if not self.autosave:
            return
        if self.autosave_file is None:
            try:
                self.autosave_file = new_autosave_path(self.match)
            except OSError as exc:
                log.error("no folder for the autosave: %s", exc)
                self.say(i18n.t("play.autosave_failed"))
                return
        self.saver.submit(self.autosave_file, self.match.to_json())

    # ------------------------------------------------------------------ scene
    def exit(self) -> None:
        self.computer.cancel()
        if self.own_computer:
            self.computer.close()
        if not self.saver.close():
            log.error("the last autosave was not written in time")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        st = self.app.settings
        ctx = self.view.ctx
        ctx.lang = st.lang
        ctx.anim_speed = st.anim_speed
        ctx.colorblind = st.colorblind
        ctx.show_coords = st.show_coords
        ctx.seat_colors = seat_colors(self.match, st.colorblind)
        for seat in self.match.seats:  # "Player 1" follows the language; typed names stay
            seat.name = i18n.default_name(seat.name)
        ctx.seat_names = [s.name for s in self.match.seats]
        ctx.extra["ui_scale"] = px(1000) / 1000
        ctx.extra["panel_names"] = True  # the scene prints each seat's name above its panel
        w, h = size
        m = px(10)
        status_h = px(38)
        side_w = max(px(290), min(px(400), int(w * 0.27)))
        side = pygame.Rect(w - side_w - m, m, side_w, h - status_h - 2 * m)
        board_w = w - side_w - 3 * m
        priv_h = 0
        if not self.demo and self.humans:
            priv_h = self.view.private_panel_height(board_w - px(20)) + px(40)
            priv_h = min(priv_h, int(h * 0.4))
        board = pygame.Rect(m, m, board_w, h - status_h - 2 * m - (priv_h + m if priv_h else 0))
        private = pygame.Rect(m, board.bottom + m, board_w, priv_h)
        board, private = self.view.private_beside(board.union(private), priv_h) or (board, private)
        self.rects = {
            "side": side,
            "board": board,
            "private": private,
            "status": pygame.Rect(0, h - status_h, w, status_h),
        }
        bh = px(34)
        gap = px(6)
        bw = (side.w - px(16) - gap) // 2
        by = side.bottom - 2 * bh - gap - px(8)
        x0 = side.x + px(8)
        self.btn_undo.rect = pygame.Rect(x0, by, bw, bh)
        self.btn_save.rect = pygame.Rect(x0 + bw + gap, by, bw, bh)
        self.btn_rules.rect = pygame.Rect(x0, by + bh + gap, bw, bh)
        self.btn_menu.rect = pygame.Rect(x0 + bw + gap, by + bh + gap, bw, bh)
        self.btn_save.enabled = not self.demo
        # public panels
        y = side.y
        header = px(28)
        n = self.match.players
        panels_room = int(side.h * getattr(self.view, "panels_share", 0.62))
        inner_w = side.w - px(20)
        each = [self.view.public_panel_height(inner_w) + header + px(14) for _ in range(n)]
        if sum(each) + (n - 1) * gap > panels_room:
            k = (panels_room - (n - 1) * gap) / max(1, sum(each))
            each = [max(header + px(10), int(e * k)) for e in each]
        self.panel_rects = []
        for e in each:
            self.panel_rects.append(pygame.Rect(side.x, y, side.w, e))
            y += e + gap
        self.rects["log"] = pygame.Rect(side.x, y, side.w, by - y - px(8))
        self.view.layout(board)
        st_r = self.rects["status"]
        self.btn_results.rect = pygame.Rect(0, 0, px(190), st_r.h - px(8))
        self.btn_results.rect.midright = (st_r.right - px(10), st_r.centery)
        self.btn_hint.rect = pygame.Rect(0, 0, px(130), st_r.h - px(8))
        self.btn_hint.rect.midright = (st_r.right - px(10), st_r.centery)
        self.btn_ready.rect = pygame.Rect(0, 0, px(300), px(50))
        self.btn_ready.rect.center = (w // 2, int(h * 0.62))
        self._sync_focus()
        self._log_cache = None

    def _sync_focus(self) -> None:
        if self.covered_for is not None:
            self.focus.set([self.btn_ready])
            self.focus.focus_on(self.btn_ready)
        else:
            buttons = [self.btn_undo, self.btn_save, self.btn_rules, self.btn_menu]
            if self.view.interactive and self.human_to_act() is not None:
                buttons = view_controls(self.view, self._press_view_button) + buttons
            if self.match.is_over() and self.results_shown:
                buttons.append(self.btn_results)  # the ranking again, after a look at the board
            elif self.hints_allowed():
                buttons.append(self.btn_hint)
            self.focus.set(buttons)

    def _press_view_button(self, button: Any) -> None:
        """Enter on a table button reached with Tab: as if it were clicked."""
        press = getattr(self.view, "press_button", None)
        action = press(button) if press is not None else button.action
        if action is not None:
            self.play(action)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            # hover cards follow the pointer while a computer thinks or over the buttons
            self.view.track_pointer(event.pos)
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_ESCAPE:
                if self.covered_for is None and self.view.interactive \
                        and self.human_to_act() is not None and self.view.holding():
                    self.view.handle_event(event)  # Esc puts the held piece back, only that
                    return
                modal = getattr(self.view, "modal", None)
                if not (modal is not None and modal()):  # a sheet open: Esc is the view's
                    self.open_menu()
                    return
            if ctrl and event.key == pygame.K_z:
                self.undo()
                return
            if ctrl and event.key == pygame.K_s:
                if not self.demo:
                    self.save_copy()
                return
            if event.key == pygame.K_h and not ctrl and self.covered_for is None \
                    and self.human_to_act() is not None:
                self.ask_hint()
                return
        if self.covered_for is not None:
            self.focus.handle(event)
            return
        if self.focus.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL and self.rects.get("log", pygame.Rect(0, 0, 0, 0)) \
                .collidepoint(pygame.mouse.get_pos()):
            self.log_scroll.scroll(-event.y * px(22) * 3)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.view.skippable() \
                and self.human_to_act() is None and hasattr(self.view, "skip"):
            self.view.skip()  # a show during a computer's turn: a click or a key skips it
            return
        if self.view.interactive and self.human_to_act() is not None:
            try:
                action = self.view.handle_event(event)
            except Exception:
                self._view_failed(f"handling {pygame.event.event_name(event.type)}")
                action = None
            if action is not None:
                self.play(action)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.toast_time > 0:
            self.toast_time -= dt
        if self.saver.take_error() is not None:
            self.say(i18n.t("play.autosave_failed"))
        self._sync_focus()
        self.clock += dt
        self._poll_hint()
        self.view.update(dt)
        if self.match.is_over():
            if not self.results_shown and not self.view.busy():
                self.over_timer += dt
                if self.over_timer > 0.8:
                    self.show_results()
            return
        self.over_timer = 0.0
        self._computer_turn(dt)

    def _view_failed(self, what: str) -> None:
        """Log a board view's error once per kind (a broken draw would repeat every frame)."""
        exc = sys.exc_info()[1]
        key = (what, type(exc).__name__, str(exc))
        if key not in self._view_errors:
            self._view_errors.add(key)
            log.exception("the board view failed %s", what)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        if self.covered_for is not None:
            paper.table(surf)
            self.draw_cover(surf)
            return
        surf.blit(self._background(surf.get_size()), (0, 0))
        text_fit.new_frame()
        r = self.rects
        try:
            self.view.draw_board(surf)
        except Exception:
            self._view_failed("drawing the board")
            paper.panel(surf, r["board"])
        for seat, pr in enumerate(self.panel_rects):
            self.draw_public(surf, seat, pr, sheet=False)
        if r["private"].h > 0:
            self.draw_private(surf, r["private"], sheet=False)
        self.draw_log(surf, r["log"], sheet=False)
        self.draw_status(surf, r["status"], sheet=False)
        try:
            self.view.draw_overlay(surf)
        except Exception:
            self._view_failed("drawing over the panels")
        text_fit.check_buttons(self.view)
        self.focus.draw(surf)
        if self.view.emphasis:
            try:
                draw_emphasis(surf, self.view.emphasis_rects(), self.clock)
            except Exception:
                self._view_failed("lighting a hint")

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        """The table with every empty sheet and its shadow on it, drawn once per layout
        and acting seat (its panel is tinted): a frame then blits one surface instead
        of a dozen soft shadows and sheets."""
        r = self.rects
        key = (size, tuple(map(tuple, self.panel_rects)), self.to_act(),
               tuple(tuple(r[k]) for k in ("private", "log", "status")))
        if self._bg is None or self._bg[0] != key:
            bg = pygame.Surface(size)
            display = pygame.display.get_surface()
            if display is not None:
                bg = bg.convert(display)
            paper.table(bg)
            for seat, pr in enumerate(self.panel_rects):
                self._public_sheet(bg, seat, pr)
            if r["private"].h > 0:
                paper.panel(bg, r["private"])
            if r["log"].h >= px(40):
                paper.panel(bg, r["log"])
            self._status_sheet(bg, r["status"])
            self._bg = (key, bg)
        return self._bg[1]

    def _public_sheet(self, surf: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        paper.panel(surf, rect, tint=(255, 248, 230) if self.to_act() == seat else None)

    def draw_public(self, surf: pygame.Surface, seat: int, rect: pygame.Rect,
                    sheet: bool = True) -> None:
        s = self.match.seats[seat]
        acting = self.to_act() == seat
        if sheet:
            self._public_sheet(surf, seat, rect)
        head = pygame.Rect(rect.x + px(10), rect.y + px(6), rect.w - px(20), px(24))
        sw = pygame.Rect(head.x, head.y + px(4), px(16), px(16))
        self._swatch(surf, sw, seat)
        name_r = blit_text(surf, s.name, px(20), (sw.right + px(8), head.centery), INK, "bold",
                           "midleft", max_width=head.w // 2)
        who = self.seat_kind_text(seat)
        if acting and s.is_ai and self.ai_seat == seat and self.ai_answer is None:
            dots = "." * (1 + int(time.monotonic() * 2) % 3)
            who = i18n.t("play.thinking_short") + dots
        blit_text(surf, who, px(16), (head.right, head.centery), ACCENT if acting else INK_SOFT,
                  "italic", "midright", max_width=head.right - name_r.right - px(10))
        if acting:
            tri = [(rect.x - px(2), rect.y + px(10)), (rect.x + px(6), rect.y + px(18)),
                   (rect.x - px(2), rect.y + px(26))]
            pygame.draw.polygon(surf, ACCENT, tri)
            pygame.draw.line(surf, ACCENT, (rect.x + px(2), rect.y + px(3)),
                             (rect.x + px(2), rect.bottom - px(3)), px(3))
        inner = pygame.Rect(rect.x + px(10), head.bottom + px(4), rect.w - px(20),
                            rect.bottom - head.bottom - px(10))
        if inner.h > 4:
            clip = surf.get_clip()
            surf.set_clip(inner.inflate(px(6), px(4)))
            try:
                with text_fit.within(inner.inflate(px(6), px(4))):
                    self.view.draw_public(surf, inner, seat)
            except Exception:
                self._view_failed("drawing a public panel")
            surf.set_clip(clip)

    def seat_kind_text(self, seat: int) -> str:
        """Who plays ``seat``, for its panel's header (a remote table says more)."""
        s = self.match.seats[seat]
        return i18n.t("seat.computer", level=i18n.level_name(s.level)) if s.is_ai \
            else i18n.t("seat.human")

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, sheet: bool = True) -> None:
        if sheet:
            paper.panel(surf, rect)
        seat = self.human_to_act()
        inner = pygame.Rect(rect.x + px(10), rect.y + px(30), rect.w - px(20),
                            rect.h - px(36))
        if seat is None or not self.view.interactive:
            waiting = self.to_act()
            if waiting is not None:
                name = self.match.seats[waiting].name
                blit_text(surf, i18n.t("play.waiting", name=name), px(20), rect.center,
                          INK_SOFT, "italic", "center")
            return
        name = self.match.seats[seat].name
        # a view may head the panel itself (Revolution: nothing hidden, no secret to keep)
        heading = getattr(self.view, "private_heading", None)
        text = heading(name) if heading is not None else i18n.t("play.private", name=name)
        blit_text(surf, text, px(17),
                  (rect.x + px(12), rect.y + px(8)), INK_SOFT, "italic")
        try:
            with text_fit.within(rect):
                self.view.draw_private(surf, inner, seat)
        except Exception:
            self._view_failed("drawing the private panel")

    def status_text(self) -> tuple[str, str]:
        """(who acts, what they are asked) for the status line."""
        seat = self.to_act()
        if seat is None:
            return i18n.t("play.over"), ""
        s = self.match.seats[seat]
        if s.is_ai:
            progress = getattr(self.rules, "secret_progress", None)
            done = progress(self.match.state, seat) if progress is not None else None
            if done is not None:  # a secret plan, card by card: how far it is
                return (i18n.t("play.thinking", name=s.name),
                        i18n.t("play.planning", done=done[0], total=done[1]))
            if self.ai_seat == seat and self.ai_answer is None:
                return i18n.t("play.thinking", name=s.name), ""
            return i18n.t("play.turn", name=s.name), ""
        hint = self.view.status or self.view.prompt()
        if self.hint_for == seat:
            hint = i18n.t("play.hint_thinking")
        elif self.hint_text is not None:
            reason = self.hint_text.get(self.app.settings.lang) or self.hint_text.get("en", "")
            hint = i18n.t("play.hint_says", reason=reason)
        return i18n.t("play.turn", name=s.name), hint

    def _swatch(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """The seat's colour square, or what the view draws instead (``seat_square``: a
        game whose seats play factions shows the faction's colour)."""
        own = getattr(self.view, "seat_square", None)
        if own is None or not own(surf, rect, seat):
            seat_swatch(surf, rect, self.match.seats[seat].color, self.app.settings.colorblind)

    @staticmethod
    def _status_sheet(surf: pygame.Surface, rect: pygame.Rect) -> None:
        surf.blit(paper.sheet(rect.size, (226, 212, 182)), rect.topleft)
        pygame.draw.line(surf, INK_SOFT, rect.topleft, rect.topright)

    def draw_status(self, surf: pygame.Surface, rect: pygame.Rect, sheet: bool = True) -> None:
        if sheet:
            self._status_sheet(surf, rect)
        who, hint = self.status_text()
        seat = self.to_act()
        x = rect.x + px(14)
        if seat is not None:
            self._swatch(surf, pygame.Rect(x, rect.centery - px(8), px(16), px(16)), seat)
            x += px(24)
        wr = blit_text(surf, who, px(19), (x, rect.centery), INK, "bold", "midleft",
                       max_width=rect.w // 3)
        text = self.toast if self.toast_time > 0 else hint
        right = rect.right
        if self.btn_results in self.focus.widgets:
            right = self.btn_results.rect.x
        elif self.btn_hint in self.focus.widgets:
            right = self.btn_hint.rect.x
        if text:
            blit_text(surf, text, px(19), (wr.right + px(20), rect.centery),
                      ACCENT if self.toast_time > 0 else INK, "italic", "midleft",
                      max_width=right - wr.right - px(40))

    def draw_cover(self, surf: pygame.Surface) -> None:
        """The hand-over sheet: nobody sees the next player's secrets before they confirm."""
        w, h = surf.get_size()
        sheet = pygame.Rect(0, 0, min(w - px(80), px(720)), min(h - px(80), px(420)))
        sheet.center = (w // 2, h // 2)
        paper.panel(surf, sheet)
        paper.crease(surf, sheet, vertical=False)
        seat = self.covered_for if self.covered_for is not None else 0
        name = self.match.seats[seat].name
        title = smallcaps(i18n.t("handover.title", name=name), px(40), INK)
        surf.blit(title, title.get_rect(center=(sheet.centerx, sheet.y + px(90))))
        col = self.view.ctx.seat_colors[seat]
        pygame.draw.circle(surf, col, (sheet.centerx, sheet.y + px(160)), px(18))
        pygame.draw.circle(surf, INK, (sheet.centerx, sheet.y + px(160)), px(18), 2)
        for i, line in enumerate(wrap(i18n.t("handover.body", name=name), px(20),
                                      sheet.w - px(100))):
            blit_text(surf, line, px(20), (sheet.centerx, sheet.y + px(200) + i * px(26)),
                      INK_SOFT, "italic", "midtop")
        self.btn_ready.rect.center = (sheet.centerx, sheet.bottom - px(60))
        self.focus.draw(surf)
