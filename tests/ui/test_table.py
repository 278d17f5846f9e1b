"""At the table (issue 25): one autosave per match, the undo that is fair between
players, and the controls around the table, through the real App and scenes."""

from __future__ import annotations

import json
import os

import pygame
from test_acceptance import close_app, human_move, open_app, settle, start_tigris
from uihelp import click, frames, key

from game.core import Rng
from game.match import Match, Seat
from ui.paths import saves_dir
from ui.scenes.computer import Computer
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene
from ui.scenes.play import PlayScene
from ui.scenes.saves import list_saves


def _progress(path: str) -> int:
    with open(path, encoding="utf-8") as f:
        return json.load(f)["progress"]


def _leave_to_menu(app) -> MenuScene:
    key(app, pygame.K_ESCAPE)  # the pause menu
    pause = app.top
    click(app, pause.buttons[4].rect.center)  # main menu
    assert isinstance(app.top, MenuScene)
    return app.top


# ---------------------------------------------------------------------- 1. autosaves
def test_a_new_game_of_the_same_title_keeps_the_unfinished_one(ui_home):
    app = open_app()
    try:
        first = start_tigris(app, ["human", "ai:easy"])
        rng = Rng(4)
        for n in range(3):
            settle(app, first)
            human_move(app, first, rng, n)
        settle(app, first)
        kept = list(first.match.actions)
        first_file = first.autosave_file
        menu = _leave_to_menu(app)
        assert _progress(first_file) == len(kept)
        assert menu.continue_path == first_file

        second = start_tigris(app, ["human", "ai:easy"])  # the same seed, the same second
        settle(app, second)
        human_move(app, second, rng, 0)
        settle(app, second)
        assert second.autosave_file != first_file
        menu = _leave_to_menu(app)
        assert os.path.exists(first_file) and _progress(first_file) == len(kept)
        assert _progress(second.autosave_file) == len(second.match.actions)
        assert menu.continue_path == second.autosave_file  # Continue: the most recent

        click(app, menu.buttons[2].rect.center)  # Load lists both, newest first
        load = app.top
        assert isinstance(load, LoadScene)
        tigris = [r for r in load.rows if r.entry.info and r.entry.info["game"] == "tigris"]
        assert [r.entry.path for r in tigris] == [second.autosave_file, first_file]
        assert tigris[1].entry.info["progress"] == len(kept)
        assert "Ann" not in tigris[1].entry.info["seats"]  # default names, listed
        assert len(tigris[1].entry.info["seats"]) == 2
        click(app, tigris[1].rect.center)  # the first game, exactly as it was left
        play = app.top
        assert isinstance(play, PlayScene) and play.match.actions == kept
        assert play.autosave_file == first_file  # and it goes on in its own file
    finally:
        close_app(app)


def test_an_autosave_from_an_earlier_version_is_listed_and_continued(ui_app, card_game):
    app = ui_app
    seats = [Seat("Anna", 0), Seat("Bruno", 1)]
    old = Match(card_game, seats, 7, {"refill": False})
    old.play(card_game.legal_actions(old.state)[0])
    legacy = os.path.join(saves_dir(), "autosave-cards.json")  # one file per game, as before
    old.save(legacy)
    entries = list_saves()
    assert [e.path for e in entries] == [legacy] and entries[0].autosave
    assert entries[0].info["seats"] == ["Anna", "Bruno"]
    menu = app.push(MenuScene(app))
    assert menu.buttons[1].enabled and menu.continue_path == legacy
    click(app, menu.buttons[1].rect.center)
    play = app.top
    assert isinstance(play, PlayScene) and play.match.actions == old.actions
    assert play.autosave_file == legacy  # continued where it lives: nothing duplicated
    frames(app, 1)


# ---------------------------------------------------------------------- 2, 3. undo
def test_the_defender_cannot_undo_the_attackers_king(ui_home):
    """Tigris pass-and-play: the attacker may take back his own king while still to act;
    once he has committed, the defender at the screen cannot undo any of it."""
    from test_acceptance import gesture

    from game.tigris import RULES
    from game.tigris import actions as A
    from game.tigris.state import parse_square
    from ui.scenes.computer import Computer

    app = open_app()
    try:
        seats = [Seat("Bea", 0), Seat("Ann", 1)]
        match = Match(RULES, seats, 11)
        match.play(A.PlaceLeader(0, parse_square("J1")))  # Bea's king beside the temple K1
        match.play(A.EndTurn())
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 1)
        assert play.covered_for == 1
        key(app, pygame.K_RETURN)  # Ann is ready
        assert not play.btn_undo.enabled  # Bea's turn is not Ann's to take back
        king = A.PlaceLeader(0, parse_square("L1"))
        gesture(app, play, king, use_drag=True)
        assert match.to_act() == 1 and play.btn_undo.enabled  # her own move, her turn
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(match.actions) == 2
        gesture(app, play, king, use_drag=False)
        gesture(app, play, A.Commit(0), use_drag=False)
        assert match.to_act() == 0 and play.covered_for == 0  # the defender's decision
        key(app, pygame.K_z, pygame.KMOD_CTRL)  # under the sheet: nothing
        key(app, pygame.K_RETURN)  # Bea is ready
        assert play.view.viewer == 0 and play.view.interactive
        assert not play.btn_undo.enabled
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(match.actions) == 4 and match.actions[2] == king
        assert play.view.viewer == 0 and play.covered_for is None
    finally:
        close_app(app)


def test_player_two_cannot_undo_player_ones_plan(ui_home):
    """Wallenstein pass-and-play: once Player 1's secret plan is complete, Player 2 at
    the screen can take back only cards of his own plan."""
    from game.wallenstein import RULES
    from game.wallenstein.actions import Plan
    from ui.scenes.computer import Computer

    match = Match(RULES, [Seat(f"P{i + 1}", i) for i in range(3)], 5)
    rng = Rng(2)
    while True:  # the draft, then plans until one seat's plan is done
        seat = match.to_act()
        match.play(RULES.heuristics.rollout_action(match.state, rng))
        if type(match.actions[-1]) is Plan and match.to_act() != seat:
            break
    first, second = match.actors[-1], match.to_act()
    assert not match.can_undo(second) and not match.can_undo(first)
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 1)
        assert play.covered_for == second
        key(app, pygame.K_RETURN)  # ready
        assert play.view.viewer == second and not play.btn_undo.enabled
        n = len(match.actions)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(match.actions) == n and match.to_act() == second
        own = RULES.legal_actions(match.state)[0]
        assert play.play(own) and match.to_act() == second
        assert play.btn_undo.enabled
        key(app, pygame.K_z, pygame.KMOD_CTRL)  # his own card comes back, no more
        assert len(match.actions) == n and not play.btn_undo.enabled
        assert play.view.viewer == second
    finally:
        close_app(app)


# ---------------------------------------------------------------------- 5. the load list
def _many_saves(rules, n: int) -> list[int]:
    """``n`` named saves of the test game, seeds 100.., the newest (listed first) last."""
    seeds = []
    for i in range(n):
        m = Match(rules, [Seat("A", 0), Seat("B", 1)], 100 + i, {"refill": False})
        m.updated = 1_700_000_000 + i
        m.save(os.path.join(saves_dir(), f"cards-{i:02d}.json"))
        seeds.append(100 + i)
    return seeds[::-1]


def test_the_load_list_scrolls_hovers_clicks_and_keys_on_one_row(ui_app, card_game):
    app = ui_app
    seeds = _many_saves(card_game, 12)
    load = app.push(LoadScene(app))
    frames(app, 1)
    assert [r.entry.info["progress"] for r in load.rows] == [0] * 12
    pos = (load.area.centerx, load.area.bottom - 20)
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20, flipped=False))
    frames(app, 1)
    bottom = load.scroll.offset
    assert bottom > 0 and bottom == load.scroll.content - load.scroll.view
    last = load.rows[-1]
    assert last.visible and last.rect.bottom <= load.area.bottom  # the last row whole
    nudge = (pos[0] + 1, pos[1])
    pygame.mouse.set_pos(nudge)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=nudge, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert load.scroll.offset == bottom  # a mouse move never scrolls the list back
    under = [r for r in load.rows if r.rect.collidepoint(nudge)]
    assert len(under) == 1 and under[0].hover
    assert [r for r in load.rows if r.hover] == under
    want = seeds[load.rows.index(under[0])]
    click(app, nudge)
    play = app.top
    assert isinstance(play, PlayScene) and play.match.seed == want  # the row clicked
    app.pop()

    load = app.top
    assert isinstance(load, LoadScene)
    load.scroll.offset = 0
    load.layout(load.size)
    load.focus.focus_on(load.rows[0])
    for i in range(1, 12):  # Down reaches every row, each one whole in sight
        key(app, pygame.K_DOWN)
        row = load.focus.focused()
        assert row is load.rows[i]
        assert load.area.top <= row.rect.top and row.rect.bottom <= load.area.bottom
    key(app, pygame.K_DOWN)
    assert load.focus.focused() is load.btn_back
    key(app, pygame.K_UP)
    key(app, pygame.K_HOME)
    assert load.focus.focused() is load.rows[0] and load.scroll.offset == 0
    key(app, pygame.K_END)
    assert load.focus.focused() is load.rows[-1] and load.scroll.offset == bottom
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PlayScene) and app.top.match.seed == seeds[-1]


# ---------------------------------------------------------------------- 6. the window
def test_the_window_fits_a_small_screen_and_comes_back_as_it_was_left(ui_home, monkeypatch):
    from ui import settings as settings_mod
    from ui.app import MIN_SIZE, App, fit_window
    from ui.settings import Settings

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app = App(Settings(), None)  # as main.py opens it
    app.push(MenuScene(app))
    frames(app, 2)
    w, h = app.size
    assert w <= 1366 - 20 and h <= 768 - 32 - 48  # the title bar and the status line show
    assert (w, h) >= MIN_SIZE and w >= 1280
    x, y = pygame.display.get_window_position()
    assert 0 <= x and x + w <= 1366 and 32 <= y and y + h <= 768 - 48
    assert fit_window((640, 480)) == MIN_SIZE  # never below the legible minimum

    # the player makes it smaller and moves it; full screen and back restores both
    pygame.display.set_mode((1000, 620), pygame.RESIZABLE)
    pygame.display.set_window_position((60, 70))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 620), w=1000,
                                         h=620))
    pygame.event.post(pygame.event.Event(pygame.WINDOWMOVED, x=60, y=70))
    frames(app, 1)
    assert app.size == (1000, 620)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and app.size == (1000, 620)
    assert tuple(pygame.display.get_window_position()) == (60, 70)
    close_app(app)
    assert settings_mod.load().window == [1000, 620, 60, 70]

    app = App(settings_mod.load(), None)  # the next start: the same window, same place
    assert app.size == (1000, 620)
    assert tuple(pygame.display.get_window_position()) == (60, 70)
    pygame.display.quit()

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    app = App(settings_mod.load(), None)  # a smaller screen now: made to fit again
    assert app.size[1] <= 600 - 32 - 48 or app.size[1] == MIN_SIZE[1]
    assert app.size[0] <= 1024
    pygame.display.quit()


# ---------------------------------------------------------------------- 10. selectors
def test_the_selector_arrows_step_their_way(ui_app, card_game):
    from ui.scenes.newgame import NewGameScene

    app = ui_app
    scene = app.push(NewGameScene(app, "cards"))
    frames(app, 1)
    back, forward = scene.count.arrows()
    assert back.right <= forward.left and forward.right <= scene.count.rect.right
    click(app, forward.center)
    assert scene.players == 3
    click(app, scene.count.arrows()[1].center)
    assert scene.players == 4
    click(app, scene.count.arrows()[0].center)  # "‹" goes back
    assert scene.players == 3
    click(app, scene.count.rect.move(10, 0).midleft)  # the value itself: forward
    assert scene.players == 4


# ---------------------------------------------------------------------- 19, 11. names
def _type(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app, 1)


def test_a_click_on_a_default_name_selects_it_and_ctrl_a_selects_all(ui_app, card_game):
    from ui.scenes.newgame import NewGameScene

    app = ui_app
    scene = app.push(NewGameScene(app, "cards"))
    frames(app, 1)
    name = scene.seat_widgets[0]
    assert name.text == "Player 1"
    click(app, name.rect.center)
    assert name.selected
    _type(app, "Anna")  # replaces the proposal: not "Player 1Anna"
    assert name.text == "Anna" and scene.name_of(0) == "Anna"
    click(app, name.rect.center)  # a typed name is not selected by a click
    assert not name.selected
    _type(app, "!")
    assert name.text == "Anna!"
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    assert name.selected
    _type(app, "Bea")
    assert name.text == "Bea"
    other = scene.seat_widgets[3]
    click(app, other.rect.center)
    key(app, pygame.K_BACKSPACE)  # a selected proposal goes at once
    assert other.text == "" and scene.name_of(1) == "Player 2"  # empty: the default again
    click(app, scene.btn_start.rect.center)
    play = app.top
    assert sorted(s.name for s in play.match.seats) == ["Bea", "Player 2"]


def test_default_names_follow_the_language_typed_names_stay(ui_app, card_game):
    app = ui_app
    match = Match(card_game, [Seat("Anna", 0), Seat("Player 2", 1)], 3, {"refill": False})
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 1)
    app.settings.lang = "it"
    app.settings_changed()
    frames(app, 1)
    assert [s.name for s in match.seats] == ["Anna", "Giocatore 2"]
    assert play.view.ctx.seat_names == ["Anna", "Giocatore 2"]
    match.play(card_game.legal_actions(match.state)[0])
    play.refresh(None)
    assert play.status_text()[0] == "Tocca a Giocatore 2"
    app.settings.lang = "en"
    app.settings_changed()
    assert match.seats[1].name == "Player 2"


# ---------------------------------------------------------------------- 11. Continue, sound
def test_continue_says_why_a_damaged_autosave_cannot_be_resumed(ui_app, card_game):
    app = ui_app
    bad = os.path.join(saves_dir(), "autosave-cards-20260101-120000-abcdef.json")
    with open(bad, "w", encoding="utf-8") as f:
        f.write('{"format": "tavola-save", "vers')  # cut off by a crash
    menu = app.push(MenuScene(app))
    frames(app, 1)
    assert not menu.buttons[1].enabled
    assert os.path.basename(bad) in menu.buttons[1].tip
    assert "damaged" in menu.message and menu.message in menu.buttons[1].tip
    app.screenshot("/tmp/menu-damaged.png")
    os.remove(bad)
    menu.resume()
    assert menu.message == "" and not menu.buttons[1].enabled


def test_without_a_sound_device_nothing_is_printed_and_settings_says_so(ui_app, monkeypatch,
                                                                        capfd):
    from ui.scenes.settings import SettingsScene
    from ui.sound import SoundBank

    def no_device(*args, **kwargs):
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = ui_app
    app.sound = SoundBank(0.6)
    app.sound.warm()
    assert not app.sound.ok
    app.sound.play("click")  # quietly nothing
    out, err = capfd.readouterr()
    assert "ALSA" not in err and "ALSA" not in out
    scene = app.push(SettingsScene(app))
    frames(app, 1)
    assert scene.note() == "No sound device was found: sound is off."
    assert not scene.volume.enabled and not scene.mute.enabled


# ---------------------------------------------------------------------- 22. options
def test_options_show_only_where_they_apply_and_editions_read_as_editions(ui_app):
    from ui.scenes.newgame import NewGameScene

    app = ui_app
    scene = app.push(NewGameScene(app, "wallenstein"))
    frames(app, 1)
    shown = lambda: [o.key for o in scene.shown_options]  # noqa: E731
    assert scene.players == 3 and "gold5" not in shown()
    assert len(scene.option_widgets) == len(shown())
    while scene.players != 5:
        click(app, scene.count.arrows()[1].center)
    assert "gold5" in shown() and len(scene.option_widgets) == len(shown())
    click(app, scene.count.arrows()[1].center)  # wraps back to 3
    assert scene.players == 3 and "gold5" not in shown()
    events = next(w for o, w in zip(scene.shown_options, scene.option_widgets, strict=True)
                  if o.key == "events")
    assert events.show("2012") == "2012 edition (verified)"
    assert "edition" in events.label()
    from ui import i18n

    i18n.set_lang("it")
    try:
        assert events.show("2002") == "edizione 2002 (ricostruita)"
    finally:
        i18n.set_lang("en")


# ---------------------------------------------------------------------- 28. waiting
def test_the_status_line_shows_how_far_a_computers_secret_plan_is(ui_app):
    from game.wallenstein import RULES
    from game.wallenstein.actions import Plan

    seats = [Seat("Anna", 0), Seat("Bot", 1, "ai", "easy"), Seat("Cleo", 2)]
    match = Match(RULES, seats, 5)
    rng = Rng(5)
    while not (match.to_act() == 1 and type(RULES.legal_actions(match.state)[0]) is Plan):
        match.play(RULES.heuristics.rollout_action(match.state, rng))
    for _ in range(3):
        match.play(RULES.heuristics.rollout_action(match.state, rng))
    play = ui_app.push(PlayScene(ui_app, match, computer=Computer("inline")))
    who, what = play.status_text()
    assert who == "Bot is thinking…" and what == "secret plan: 3 of 10 spaces filled"
