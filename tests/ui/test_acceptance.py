"""Acceptance: a new user's evening with Tavola, through the real App, scenes and board
view, with real pygame events only (SDL dummy drivers, a fresh TAVOLA_HOME).

- a whole Tigris & Euphrates game against the computer, from the title page to the
  ranking, the human's moves made with the mouse on the board;
- pass-and-play for three: the hand-over sheet, and no seat ever sees another's rack;
- closing the window mid-game and continuing from the title page;
- Ctrl+Z taking back the human's own move, never the computer's reply.

The human's moves are picked from the rules' legal actions and turned into gestures at
the positions the view's own layout gives (rack slots, squares, buttons).
"""

from __future__ import annotations

import json
import os
import random
import time

import pygame
import pytest
from uihelp import click, frames, key

from game.core import Rng
from game.match import Match, Seat
from game.tigris import RULES
from game.tigris import actions as A
from game.tigris.state import parse_square
from ui import i18n
from ui.scenes.menu import MenuScene
from ui.scenes.newgame import GameCard, NewGameScene
from ui.scenes.play import PlayScene
from ui.scenes.results import ResultsScene
from ui.settings import Settings
from ui.views.tigris.view import TigrisView

SHOTS = os.environ.get("TAVOLA_SHOTS", "")  # a folder: screenshots at key moments


def shot(app, name: str) -> None:
    if SHOTS:
        app.screenshot(os.path.join(SHOTS, name))


# ---------------------------------------------------------------------- the window
def open_app():
    """The program as main.py opens it (title page), animations off to keep tests fast."""
    from ui.app import App

    app = App(Settings(anim="off"))
    app.push(MenuScene(app))
    frames(app, 2)
    return app


def close_app(app) -> None:
    """The window's close button: a QUIT event, then the main loop winds down."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not app.stack
    pygame.display.quit()


def start_tigris(app, kinds: list[str]) -> PlayScene:
    play = start_game(app, "tigris", kinds)
    assert play.rules is RULES and isinstance(play.view, TigrisView)
    return play


def start_game(app, game_id: str, kinds: list[str], seed: int = 2026) -> PlayScene:
    """Title page -> New game -> the game's card, players, seat kinds -> Start.

    The new-game screen draws the match seed from ``random``: seeded here, so every
    run plays the same games."""
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons[0].rect.center)  # New game
    scene = app.top
    assert isinstance(scene, NewGameScene)
    card = next(c for c in scene.cards if isinstance(c, GameCard) and c.game_id == game_id)
    click(app, card.rect.center)
    assert scene.game_id == game_id
    while scene.players != len(kinds):
        click(app, scene.count.rect.center)
    for i, want in enumerate(kinds):
        kind = scene.seat_widgets[3 * i + 1]
        for _ in range(5):
            if scene.kinds[i] == want:
                break
            click(app, kind.rect.center, button=3)  # right click: one value back
        assert scene.kinds[i] == want
    random.seed(seed)
    click(app, scene.btn_start.rect.center)
    play = app.top
    assert isinstance(play, PlayScene) and play.rules.id == game_id
    frames(app, 2)
    return play


# ---------------------------------------------------------------------- gestures
def press(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.step(1 / 60)


def release(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 60)


def drag(app, a, b) -> None:
    """Press at ``a``, move through the middle to ``b`` with the button held, release."""
    press(app, a)
    for t in (0.3, 0.7, 1.0):
        p = (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    app.step(1 / 60)
    release(app, b)


def click_click(app, a, b) -> None:
    """Click a piece (it stays selected and its targets glow), then click the square."""
    click(app, a)
    click(app, b)


def button_for(view: TigrisView, action) -> pygame.Rect:
    for b in view.card_buttons + view.buttons:
        if b.action == action and b.enabled:
            return b.rect
    raise AssertionError(f"no button offers {action!r}")


def gesture(app, play: PlayScene, action, use_drag: bool) -> None:
    """Make ``action`` with the mouse on the board view, as a person would."""
    view: TigrisView = play.view
    frames(app, 1)  # the view has drawn the current position (rack, buttons laid out)
    assert view.interactive and view.priv is not None
    sq = view.geo.square_center
    move = drag if use_drag else click_click
    t = type(action)
    if t is A.PlaceTile:
        slot = view.rack_colours().index(action.colour)
        move(app, view.priv.rack[slot].center, sq(action.square))
    elif t is A.PlaceLeader:
        move(app, view.priv.leaders[action.colour].center, sq(action.square))
    elif t is A.MoveLeader:
        here = view.state.leader_pos[view.viewer * 4 + action.colour]
        drag(app, sq(here), sq(action.square))
    elif t is A.WithdrawLeader:
        here = view.state.leader_pos[view.viewer * 4 + action.colour]
        drag(app, sq(here), view.priv.leaders[action.colour].center)
    elif t is A.PlaceCatastrophe:
        move(app, view.priv.catastrophes[0].center, sq(action.square))
    elif t is A.SwapTiles:
        click(app, next(b for b in view.buttons if b.key == "swap").rect.center)
        cols = view.rack_colours()
        for c in range(4):
            slots = [i for i, x in enumerate(cols) if x == c][: action.counts[c]]
            for i in slots:
                click(app, view.priv.rack[i].center)
        click(app, next(b for b in view.buttons if b.key == "confirm_swap").rect.center)
    else:  # EndTurn and every decision (commit, war colour, monument, treasure...)
        click(app, button_for(view, action).center)


def choose(match: Match, rng: Rng):
    """A sensible move for the human, now and then any legal move (catastrophes,
    swaps, leader moves) so every kind of gesture gets used."""
    legal = RULES.legal_actions(match.state)
    if A.EndTurn() in legal and rng.random() < 0.05:
        return A.EndTurn()  # the button in the rack panel
    if rng.random() < 0.12:
        odd = [a for a in legal if type(a) is not A.EndTurn]
        if odd:
            return odd[rng.randrange(len(odd))]
    return RULES.heuristics.rollout_action(match.state, rng)


def check_autosave(play: PlayScene) -> None:
    """The autosave on disk holds the whole match (once the background writer is done)."""
    match = play.match
    assert play.saver.flush()
    with open(play.autosave_file, encoding="utf-8") as f:
        data = json.load(f)
    assert data["game"] == match.rules.id and data["progress"] == len(match.actions)


def settle(app, play: PlayScene, timeout: float = 120.0, check=None) -> None:
    """Run frames until a human can act with the table uncovered, or the game is over
    and the ranking shows. ``check`` runs after every new action."""
    match = play.match
    seen = len(match.actions)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if len(match.actions) != seen:
            seen = len(match.actions)
            if check is not None:
                check(play)
        if isinstance(app.top, ResultsScene):
            return
        if app.top is play and play.human_to_act() is not None:
            if play.covered_for is not None or play.view.interactive:
                return
        app.step(0.2)  # long frames: the pause between computer moves passes quickly
    raise AssertionError(f"no human turn and no result within {timeout} s")


def human_move(app, play: PlayScene, rng: Rng, n: int) -> object:
    """Pick a move for the human at the table and make it with the mouse."""
    match = play.match
    action = choose(match, rng)
    before = len(match.actions)
    gesture(app, play, action, use_drag=n % 2 == 0)
    assert len(match.actions) == before + 1, (action, play.view.status)
    assert match.actions[-1] == action
    return action


# ---------------------------------------------------------------------- 1. vs computer
def test_whole_tigris_game_against_the_computer(ui_home):
    app = open_app()
    try:
        play = start_tigris(app, ["human", "ai:easy"])
        match = play.match
        assert play.computer.mode == "worker"  # the computer thinks in its own process
        human = next(i for i, s in enumerate(match.seats) if not s.is_ai)
        rng = Rng(7)
        kinds: set[str] = set()
        n = 0
        while not isinstance(app.top, ResultsScene):
            settle(app, play, check=check_autosave)
            if isinstance(app.top, ResultsScene):
                break
            assert play.covered_for is None  # one human: never a hand-over sheet
            assert play.view.viewer == human and match.to_act() == human
            kinds.add(type(human_move(app, play, rng, n)).__name__)
            check_autosave(play)
            n += 1
            assert n < 400
        assert match.is_over()
        assert {"PlaceTile", "PlaceLeader", "EndTurn", "Commit"} <= kinds, kinds
        res = app.top
        shot(app, "tigris-results.png")
        outcome = RULES.outcome(match.state)
        order = res.order()
        assert sorted(order) == [0, 1]
        assert [outcome.ranks[s] for s in order] == sorted(outcome.ranks)
        assert res.outcome is not None and res.outcome.scores == outcome.scores
        with open(play.autosave_file, encoding="utf-8") as f:
            assert json.load(f)["over"] is True
        worker = play.computer._worker
        assert worker is not None and not match.notes  # every computer move came from it
        if hasattr(os, "getpriority"):  # it thinks at a lower priority than the window
            assert os.getpriority(os.PRIO_PROCESS, worker.pid) >= 10
        key(app, pygame.K_ESCAPE)  # back to the final board, then to the title page
        assert app.top is play
        key(app, pygame.K_ESCAPE)
        pause = app.top
        click(app, pause.buttons[4].rect.center)  # leave the table
        assert isinstance(app.top, MenuScene)
        assert play.computer._worker is None  # the worker process was stopped
        assert not app.top.buttons[1].enabled  # a finished game is not offered to continue
    finally:
        close_app(app)


# ---------------------------------------------------------------------- 2. pass and play
def test_pass_and_play_for_three_covers_the_table_between_players(ui_home, monkeypatch):
    seen: list[tuple] = []
    real = TigrisView.set_state

    def spy(self, state, viewer, interactive, events=None):
        hidden = [sum(state.racks[p]) for p in range(state.players) if p != viewer]
        if not self.ctx.extra.get("thumbnail"):  # the new-game card draws a fresh board
            seen.append((state.viewer, viewer, interactive, hidden))
        real(self, state, viewer, interactive, events)

    monkeypatch.setattr(TigrisView, "set_state", spy)
    app = open_app()
    try:
        play = start_tigris(app, ["human", "human", "human"])
        match = play.match
        first = match.to_act()
        assert play.covered_for == first and not play.view.interactive
        frames(app, 1)
        shot(app, "tigris-handover.png")
        rng = Rng(3)
        last = None
        covers = 0
        n = 0
        while len(match.actions) < 40 or (last == match.to_act() and len(match.actions) < 60):
            seat = match.to_act()
            settle(app, play)
            if seat != last:
                # another player decides: the sheet hides the table until they confirm
                assert play.covered_for == seat and not play.view.interactive
                assert play.view.viewer != seat or last is None
                key(app, pygame.K_z, pygame.KMOD_CTRL)  # nobody may undo under the sheet
                assert play.covered_for == seat
                click(app, play.btn_ready.rect.center)
                covers += 1
            assert play.covered_for is None and play.view.viewer == seat
            human_move(app, play, rng, n)
            last = seat
            n += 1
        assert covers >= 12
        assert len(set(match.actors)) == 3
        # the view never held another seat's rack, and always an observation
        assert seen and all(v[0] == v[1] for v in seen)
        assert all(h == 0 for v in seen for h in v[3])
        seat = match.to_act()
        close_app(app)  # closed mid-game; the next start continues behind the sheet
        app = open_app()
        click(app, app.top.buttons[1].rect.center)
        play = app.top
        assert isinstance(play, PlayScene) and play.match.to_act() == seat
        assert play.covered_for == seat and not play.view.interactive
        click(app, play.btn_ready.rect.center)
        assert play.view.viewer == seat and play.view.interactive
    finally:
        close_app(app)


# ---------------------------------------------------------------------- 3. close, continue
def test_close_mid_game_and_continue(ui_home):
    app = open_app()
    play = start_tigris(app, ["human", "ai:easy"])
    match = play.match
    rng = Rng(11)
    for n in range(8):
        settle(app, play, check=check_autosave)
        human_move(app, play, rng, n)
        check_autosave(play)
    settle(app, play, check=check_autosave)
    actions = list(match.actions)
    state = match.state.copy()
    seats = [(s.name, s.kind, s.level) for s in match.seats]
    close_app(app)  # the window's close button, mid-game
    with open(play.autosave_file, encoding="utf-8") as f:
        assert json.load(f)["progress"] == len(actions)

    app = open_app()  # the next evening: same data folder
    try:
        menu = app.top
        assert menu.buttons[1].enabled and "Tigris" in menu.buttons[1].tip
        click(app, menu.buttons[1].rect.center)  # Continue
        play = app.top
        assert isinstance(play, PlayScene)
        again = play.match
        assert again.actions == actions and again.state == state
        assert [(s.name, s.kind, s.level) for s in again.seats] == seats
        frames(app, 2)
        human = next(i for i, s in enumerate(again.seats) if not s.is_ai)
        assert play.view.viewer == human and play.view.interactive
        for n in range(6):  # and the game goes on: the human's turn, the computer's reply
            human_move(app, play, rng, n)
            settle(app, play, check=check_autosave)
            if any(again.seats[a].is_ai for a in again.actors[len(actions):]):
                break
        assert any(again.seats[a].is_ai for a in again.actors[len(actions):])
    finally:
        close_app(app)


# ---------------------------------------------------------------------- 4. undo
def test_ctrl_z_takes_back_the_own_king_but_never_the_computers_reply(ui_home):
    """The human's king causes a revolt: Ctrl+Z takes the king back (the human's own
    move, the human still to act). Once the human commits and the computer (defender)
    answers, the computer's decision is a barrier: no probing its hidden tiles."""
    from ui.scenes.computer import Computer

    app = open_app()
    try:
        seats = [Seat("Computer", 0, "ai", "easy"), Seat("Ann", 1, "human", "normal")]
        match = Match(RULES, seats, 11)
        assert match.to_act() == 0
        match.play(A.PlaceLeader(0, parse_square("J1")))  # beside the temple K1
        match.play(A.EndTurn())  # refills the computer's rack: nothing before is undone
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 2)
        assert match.to_act() == 1 and play.view.interactive
        assert not play.btn_undo.enabled
        start = match.state.copy()
        gesture(app, play, A.PlaceLeader(0, parse_square("L1")), use_drag=True)
        assert len(match.actions) == 3 and match.to_act() == 1  # the attacker commits first
        assert play.btn_undo.enabled
        key(app, pygame.K_z, pygame.KMOD_CTRL)  # the king goes back to the rack
        assert len(match.actions) == 2 and match.state == start
        assert play.view.interactive and play.view.state == RULES.observe(start, 1)
        check_autosave(play)
        assert not play.btn_undo.enabled  # the computer's refill is not taken back
        gesture(app, play, A.PlaceLeader(0, parse_square("L1")), use_drag=False)
        frames(app, 1)
        shot(app, "tigris-conflict.png")
        commit = max((a for a in RULES.legal_actions(match.state) if type(a) is A.Commit),
                     key=lambda a: a.count)
        gesture(app, play, commit, use_drag=False)
        settle(app, play)
        assert match.actors[3:5] == [1, 0]  # the human's commitment, the computer's reply
        assert type(match.actions[4]) is A.Commit
        n = len(match.actions)
        assert not play.btn_undo.enabled
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(match.actions) == n and play.toast == i18n.t("play.undo_refused")
        check_autosave(play)
    finally:
        close_app(app)


def test_ctrl_z_while_the_computer_thinks_changes_nothing(ui_home):
    """Ctrl+Z while the computer (normal, in its worker process) is still thinking about
    its reply: the human's commitment is handed over and stays; the answer is played."""
    app = open_app()
    try:
        seats = [Seat("Computer", 0, "ai", "normal"), Seat("Ann", 1, "human", "normal")]
        match = Match(RULES, seats, 11)
        match.play(A.PlaceLeader(0, parse_square("J1")))
        match.play(A.EndTurn())
        play = app.push(PlayScene(app, match))
        assert play.computer.mode == "worker"
        frames(app, 2)
        gesture(app, play, A.PlaceLeader(0, parse_square("L1")), use_drag=False)
        gesture(app, play, A.Commit(0), use_drag=False)
        assert len(match.actions) == 4 and match.to_act() == 0
        deadline = time.monotonic() + 30
        while play.ai_seat is None and time.monotonic() < deadline:
            app.step(0.2)
        assert play.ai_seat == 0 and len(match.actions) == 4  # asked, not answered yet
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(match.actions) == 4 and play.ai_seat == 0
        settle(app, play)
        assert match.actors[4] == 0 and type(match.actions[4]) is A.Commit
        assert not match.notes
    finally:
        close_app(app)


# ---------------------------------------------------------------------- other games
@pytest.mark.parametrize("game_id,kinds", [
    ("hansa", ["human", "ai:easy"]),
    ("wallenstein", ["human", "ai:easy", "ai:easy"]),
])
def test_whole_game_of_the_other_games_through_the_scenes(ui_home, game_id, kinds):
    """Title page to ranking against the computer (worker process). The human's moves
    go through the play scene's own entry point (the board views' gestures have their
    own tests); every frame draws the real board view."""
    app = open_app()
    try:
        play = start_game(app, game_id, kinds)
        match = play.match
        assert type(play.view).__name__ != "GenericView"
        rules = match.rules
        rng = Rng(5)
        n = 0
        while not isinstance(app.top, ResultsScene):
            settle(app, play, check=check_autosave)
            if isinstance(app.top, ResultsScene):
                break
            assert play.covered_for is None and play.view.interactive
            action = rules.heuristics.rollout_action(match.state, rng)
            assert play.play(action), play.view.status
            frames(app, 1)
            n += 1
            assert n < 1500
        shot(app, f"{game_id}-results.png")
        outcome = rules.outcome(match.state)
        res = app.top
        assert sorted(res.order()) == list(range(len(kinds)))
        assert [outcome.ranks[s] for s in res.order()] == sorted(outcome.ranks)
        assert not match.notes  # the computer never had to fall back
    finally:
        close_app(app)


def test_the_log_wraps_only_new_lines_and_follows_an_undo(ui_home, monkeypatch):
    """A long game's log is not re-wrapped on every move (it used to cost a long frame
    per move late in a game), and what an undo took back leaves the log."""
    from ui.scenes import table_log as play_mod  # the log panel wraps its entries
    from ui.scenes.computer import Computer

    calls: list[str] = []
    real = play_mod.wrap

    def counting(text, size, width):
        calls.append(text)
        return real(text, size, width)

    monkeypatch.setattr(play_mod, "wrap", counting)
    app = open_app()
    try:
        seats = [Seat("Ann", 0, "human", "normal"), Seat("Computer", 1, "ai", "easy")]
        match = Match(RULES, seats, 11)
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        rng = Rng(2)
        for n in range(6):
            settle(app, play)
            human_move(app, play, rng, n)
        settle(app, play)
        frames(app, 1)
        calls.clear()
        human_move(app, play, rng, 0)
        frames(app, 2)
        assert 1 <= len(calls) <= 3 and "Ann" in calls[0]  # the new entry only
        def fresh(width: int) -> list[str]:
            out = []
            for e in match.log:
                text = e.en if e.seat is None else f"{match.seats[e.seat].name}: {e.en}"
                out += real(text, play_mod.px(16), width)
            return out

        width = play.rects["log"].w - play_mod.px(44)
        assert [t for t, _ in play._wrapped_log(width)] == fresh(width)
        for n in range(20):  # a move after which the human still acts (undo is hers)
            if match.to_act() == 0 and play.btn_undo.enabled:
                break
            settle(app, play)
            human_move(app, play, rng, n)
        assert play.btn_undo.enabled
        before = len(match.log)
        key(app, pygame.K_z, pygame.KMOD_CTRL)  # the human's last move leaves the log
        frames(app, 1)
        assert len(match.log) < before
        assert [t for t, _ in play._wrapped_log(width)] == fresh(width)
    finally:
        close_app(app)
