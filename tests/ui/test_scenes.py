"""Scene tests with real pygame events on SDL's dummy drivers (High Card test game)."""

from __future__ import annotations

import json
import os

import pygame
from uihelp import click, frames, key

from game.match import Match, Seat
from ui import i18n
from ui.paths import saves_dir
from ui.scenes.computer import Computer
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene
from ui.scenes.newgame import GameCard, NewGameScene
from ui.scenes.play import PlayScene
from ui.scenes.results import ResultsScene
from ui.scenes.settings import SettingsScene


def _match(rules, kinds=("human", "human"), seed=3, **options) -> Match:
    seats = [Seat(f"P{i}", i, k, "easy") for i, k in enumerate(kinds)]
    return Match(rules, seats, seed, options)


def test_menu_to_new_game_to_play(ui_app, card_game):
    app = ui_app
    app.push(MenuScene(app))
    frames(app, 2)
    key(app, pygame.K_RETURN)  # "New game" has the focus
    assert isinstance(app.top, NewGameScene)
    scene = app.top
    card = next(c for c in scene.cards if isinstance(c, GameCard) and c.game_id == "cards")
    click(app, card.rect.center)
    assert scene.game_id == "cards"
    assert len(scene.option_widgets) == 2  # the game's own options
    click(app, scene.option_widgets[0].rect.center)
    assert scene.options == {"double": True, "refill": True}
    name = scene.seat_widgets[0]
    click(app, name.rect.center)
    for _ in range(8):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Niccolò"))
    frames(app, 1)
    assert name.text == "Niccolò"
    click(app, scene.btn_start.rect.center)
    assert isinstance(app.top, PlayScene)
    play = app.top
    # the start player is drawn at random: the table is rotated, clockwise order kept
    seats = play.match.seats
    first = [s.name for s in seats].index("Niccolò")
    assert play.match.rules is card_game
    assert play.match.options["double"] is True
    assert [seats[(first + i) % 2].is_ai for i in range(2)] == [False, True]
    frames(app, 3)
    assert app.settings.last_game == "cards"


def test_player_count_and_tab_focus(ui_app, card_game):
    app = ui_app
    app.push(NewGameScene(app, "cards"))
    scene = app.top
    assert scene.players == 2
    scene.focus.focus_on(scene.count)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.players == 4
    key(app, pygame.K_RIGHT)  # wraps within the game's range
    assert scene.players == 2
    before = scene.focus.focused()
    key(app, pygame.K_TAB)
    assert scene.focus.focused() is not before


def test_settings_persist(ui_app, ui_home):
    from ui import settings as settings_mod

    app = ui_app
    app.push(SettingsScene(app))
    scene = app.top
    assert scene.focus.focused() is scene.lang
    key(app, pygame.K_RIGHT)  # English -> Deutsch
    assert app.settings.lang == "de"
    key(app, pygame.K_RIGHT)  # -> Italiano (English first, then the catalogs by code)
    assert app.settings.lang == "it"
    assert i18n.t("menu.new") == "Nuova partita"
    scene.focus.focus_on(scene.anim)
    key(app, pygame.K_RETURN)  # normal -> fast
    scene.focus.focus_on(scene.cb)
    key(app, pygame.K_SPACE)
    path = os.path.join(str(ui_home), "settings.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    assert data["lang"] == "it" and data["anim"] == "fast" and data["colorblind"] is True
    again = settings_mod.load()
    assert (again.lang, again.anim, again.colorblind) == ("it", "fast", True)


def test_settings_file_damaged_gives_defaults(ui_home):
    from ui import settings as settings_mod

    with open(os.path.join(str(ui_home), "settings.json"), "w") as f:
        f.write('{"lang": "xx", "volume": "loud", "anim": 3')
    assert settings_mod.load().lang == "en"
    with open(os.path.join(str(ui_home), "settings.json"), "w") as f:
        f.write('{"lang": "xx", "volume": "loud", "anim": 3}')
    st = settings_mod.load()
    assert (st.lang, st.volume, st.anim) == ("en", 0.6, "normal")


def test_load_screen_with_corrupt_save(ui_app, card_game):
    app = ui_app
    folder = saves_dir()
    good = _match(card_game)
    good.play(good.rules.legal_actions(good.state)[0])
    good.save(os.path.join(folder, "good.json"))
    bad = os.path.join(folder, "broken.json")
    raw = b'{"format": "tavola-save", "version": 1, "game": "cards", "seats": [{"na'
    with open(bad, "wb") as f:
        f.write(raw)
    newer = os.path.join(folder, "newer.json")
    with open(newer, "w") as f:
        json.dump({"format": "tavola-save", "version": 99, "game": "cards"}, f)
    data = good.to_json()
    data["actions"], data["progress"] = [["PlayCard", 99]], 1  # a move nobody could make
    illegal = os.path.join(folder, "illegal.json")
    with open(illegal, "w") as f:
        json.dump(data, f)
    with open(illegal, "rb") as f:
        illegal_raw = f.read()
    foreign = os.path.join(folder, "foreign.json")
    with open(foreign, "w") as f:
        json.dump({"hello": "world"}, f)
    app.push(MenuScene(app))
    app.push(LoadScene(app))
    scene = app.top
    frames(app, 2)
    by_name = {r.entry.name: r for r in scene.rows}
    assert set(by_name) == {"good.json", "broken.json", "newer.json", "foreign.json",
                            "illegal.json"}
    assert by_name["illegal.json"].entry.error is None  # its summary reads fine...
    scene.focus.focus_on(by_name["illegal.json"])
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, LoadScene) and "damaged" in scene.message  # ...but not its moves
    with open(illegal, "rb") as f:
        assert f.read() == illegal_raw
    assert by_name["broken.json"].entry.error and by_name["good.json"].entry.error is None
    scene.focus.focus_on(by_name["broken.json"])
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, LoadScene) and app.running
    assert "damaged" in scene.message
    scene.focus.focus_on(by_name["newer.json"])
    key(app, pygame.K_RETURN)
    assert "newer" in scene.message
    frames(app, 2)
    with open(bad, "rb") as f:
        assert f.read() == raw  # left untouched, byte for byte
    scene.focus.focus_on(by_name["good.json"])
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PlayScene)
    assert len(app.top.match.actions) == 1


def test_hand_over_between_two_humans(ui_app, card_game):
    app = ui_app
    match = _match(card_game)
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 2)
    assert play.covered_for == 0  # the table starts covered for the first player
    assert not play.view.interactive
    key(app, pygame.K_RETURN)  # "I am ready"
    assert play.covered_for is None and play.view.interactive
    # the view sees only seat 0's hand
    assert play.view.state.hands[1] == [0, 0, 0]
    assert play.view.state.hands[0] == match.state.hands[0]
    key(app, pygame.K_RETURN)  # the list view plays the selected move
    assert len(match.actions) == 1
    assert play.covered_for == 1  # now the table is covered for the second player
    frames(app, 2)
    assert not play.view.interactive
    key(app, pygame.K_RETURN)
    assert play.covered_for is None and play.view.viewer == 1
    assert play.view.state.hands[0] == [0] * len(match.state.hands[0])


def test_no_hand_over_against_the_computer(ui_app, card_game):
    app = ui_app
    match = _match(card_game, ("human", "ai"))
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 2)
    assert play.covered_for is None and play.view.interactive
    key(app, pygame.K_RETURN)
    assert len(match.actions) == 1
    frames(app, 90)  # the computer waits a moment, then plays
    assert len(match.actions) == 2 and match.actors == [0, 1]
    assert play.view.interactive and play.view.viewer == 0


def test_ctrl_z_never_takes_back_the_computers_reply(ui_app, card_game):
    app = ui_app
    match = _match(card_game, ("human", "ai"), refill=False)
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 2)
    assert not play.btn_undo.enabled
    key(app, pygame.K_RETURN)
    frames(app, 90)
    assert len(match.actions) == 2
    path = play.autosave_file
    assert play.saver.flush()
    with open(path, encoding="utf-8") as f:
        assert json.load(f)["progress"] == 2
    # the computer decided after the human's move: a barrier (no probing its answer)
    assert not play.btn_undo.enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.actions) == 2 and play.toast == i18n.t("play.undo_refused")
    assert play.btn_undo.tip == i18n.t("play.undo_refused")  # the greyed button says why
    assert play.saver.flush()
    with open(path, encoding="utf-8") as f:
        assert json.load(f)["progress"] == 2


def test_ctrl_s_saves_a_named_copy_and_continue_resumes(ui_app, card_game):
    app = ui_app
    app.push(MenuScene(app))
    menu = app.top
    assert not menu.buttons[1].enabled  # nothing to continue yet
    match = _match(card_game)
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert len(match.actions) == 1
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    copies = [n for n in os.listdir(saves_dir()) if n.startswith("cards-")]
    assert len(copies) == 1
    key(app, pygame.K_ESCAPE)  # the pause menu
    assert app.top is not play and app.top.overlay
    pause = app.top
    pause.focus.focus_on(pause.buttons[4])  # main menu
    key(app, pygame.K_RETURN)
    assert app.top is menu and menu.buttons[1].enabled
    menu.focus.focus_on(menu.buttons[1])
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PlayScene) and len(app.top.match.actions) == 1


def test_ai_failure_falls_back_to_easy(ui_app, card_game):
    class Broken(Computer):
        def _inline(self, match, seat, level):
            return None, "boom"

    app = ui_app
    match = _match(card_game, ("ai", "human"))
    app.push(PlayScene(app, match, computer=Broken("inline")))
    frames(app, 90)
    assert len(match.actions) == 1
    assert match.notes and "fell back to easy" in match.notes[0]
    assert any("easy move" in line.en for line in match.log)


def test_game_over_shows_results(ui_app, card_game):
    app = ui_app
    match = _match(card_game, ("ai", "ai"))
    play = app.push(PlayScene(app, match, demo=True, computer=Computer("inline")))
    for _ in range(2000):
        app.step(0.1)
        if isinstance(app.top, ResultsScene):
            break
    assert match.is_over() and isinstance(app.top, ResultsScene)
    assert "fanfare" in app.sound.played
    res = app.top
    assert sorted(res.order()) == [0, 1]
    frames(app, 2)
    key(app, pygame.K_ESCAPE)  # back to the final board
    assert app.top is play
    frames(app, 30)
    assert app.top is play  # the ranking does not pop up again by itself...
    click(app, play.btn_results.rect.center)  # ...but a button brings it back
    assert isinstance(app.top, ResultsScene)
    assert app.sound.played.count("fanfare") == 1


def test_resize_lays_out_at_the_new_size(ui_app, card_game):
    app = ui_app
    match = _match(card_game, ("human", "ai"))
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 1)
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000))
    frames(app, 2)
    assert app.size == (1600, 1000)
    assert play.rects["status"].bottom == 1000
    assert play.rects["side"].right <= 1600 and play.view.board_rect.w > 900


def test_rules_scene_renders_markdown(ui_app):
    from ui.scenes.rules import RulesScene, parse

    blocks = parse("# Title\n\nSome **bold** text\nwraps on.\n\n- one\n- two\n  more\n\n## Sub")
    assert blocks == [("h1", "Title", 0), ("p", "Some bold text wraps on.", 0),
                      ("li", "•\tone", 0), ("li", "•\ttwo more", 0), ("h2", "Sub", 0)]
    app = ui_app
    app.push(RulesScene(app, "cards"))
    frames(app, 1)
    assert app.top.message  # no rules text for the test game: a message, not a crash
    import game

    for gid in game.GAMES:
        if gid != "cards":
            app.top.show(gid)
            frames(app, 1)
            key(app, pygame.K_PAGEDOWN)
            assert not app.top.message and app.top._lines
            assert app.top.scroll.offset > 0
            break


def test_views_never_get_the_full_state_while_a_human_looks(ui_app, card_game, monkeypatch):
    from ui.scenes.generic_view import GenericView

    seen = []
    real = GenericView.set_state

    def spy(self, state, viewer, interactive, events=None):
        seen.append((state.viewer, viewer, interactive,
                     [e for e in (events or []) if e.private]))
        real(self, state, viewer, interactive, events)

    monkeypatch.setattr(GenericView, "set_state", spy)
    app = ui_app
    match = _match(card_game, ("human", "ai", "human"))
    app.push(PlayScene(app, match, computer=Computer("inline")))
    for _ in range(14):
        key(app, pygame.K_RETURN)  # confirm hand-overs and play the first listed move
        frames(app, 45)
    assert len(match.actions) > 6
    assert seen and all(v[0] != -1 for v in seen)  # always an observation, never the state
    assert all(v[0] == v[1] for v in seen)  # ... seen by the viewer it names
    assert all(e.seat == v[1] for v in seen for e in v[3])  # private events only to their seat


def test_every_button_is_reachable_with_tab(ui_app):
    app = ui_app
    app.push(MenuScene(app))
    menu = app.top
    reached = []
    for _ in range(len(menu.buttons) + 1):
        key(app, pygame.K_TAB)
        reached.append(menu.focus.focused())
    enabled = [b for b in menu.buttons if b.enabled]
    assert set(reached) == set(enabled)
    key(app, pygame.K_ESCAPE)
    assert menu.focus.focused() is menu.buttons[-1] and app.running
    key(app, pygame.K_RETURN)
    assert not app.running


def test_f11_toggles_fullscreen_and_is_remembered(ui_app):
    from ui import settings as settings_mod

    app = ui_app
    app.push(MenuScene(app))
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and settings_mod.load().fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and not settings_mod.load().fullscreen
    assert app.size[0] >= 800


def test_a_crash_is_logged_with_a_readable_message(ui_home, monkeypatch, capsys):
    import main
    from ui.app import App

    def boom(self, max_frames=None):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(App, "run", boom)
    assert main.main(["--frames", "2"]) == 1
    err = capsys.readouterr().err
    assert "Tavola stopped because of an error: RuntimeError: kaboom" in err
    assert "tavola.log" in err
    with open(os.path.join(str(ui_home), "tavola.log"), encoding="utf-8") as f:
        log_text = f.read()
    assert "Traceback" in log_text and "kaboom" in log_text


def test_nobody_undoes_another_humans_move(ui_app, card_game):
    app = ui_app
    match = _match(card_game, ("human", "human"), refill=False)
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    key(app, pygame.K_RETURN)  # ready, player 0
    key(app, pygame.K_RETURN)  # player 0 plays
    assert play.covered_for == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # nobody may undo under the cover
    assert len(match.actions) == 1
    key(app, pygame.K_RETURN)  # ready, player 1
    assert play.view.viewer == 1 and not play.btn_undo.enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # player 0's move is not player 1's to undo
    assert len(match.actions) == 1 and match.to_act() == 1
    assert play.view.viewer == 1 and play.view.interactive


def test_computer_thinks_in_the_worker_process(ui_app, card_game):
    app = ui_app
    match = _match(card_game, ("ai", "human"))
    match.seats[0].level = "easy"
    play = app.push(PlayScene(app, match))
    assert play.computer.mode == "worker"
    import time

    deadline = time.monotonic() + 60
    while not match.actions and time.monotonic() < deadline:
        app.step(1 / 30)
        time.sleep(0.01)
    assert match.actors == [0] and not match.notes  # answered by the worker, no fallback
    worker = play.computer._worker
    assert worker is not None and worker.pid is not None
    app.pop()  # leaving the table stops the worker process
    assert play.computer._worker is None


def test_table_buttons_leave_the_keyboard_to_the_board(ui_app, card_game):
    app = ui_app
    match = _match(card_game, ("human", "ai"), refill=False)
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 1)
    click(app, play.btn_rules.rect.center)  # opens the rules over the table
    app.pop()
    assert play.focus.focused() is None  # a click gives no keyboard focus
    assert not play.btn_undo.enabled
    for _ in range(4):  # Save, Rules, Menu, Hint (the disabled Undo is skipped)
        key(app, pygame.K_TAB)
    assert play.focus.focused() is play.btn_hint
    key(app, pygame.K_TAB)  # past the last button: the keys belong to the board again
    assert play.focus.focused() is None
    key(app, pygame.K_RETURN)
    assert len(match.actions) == 1


def test_a_failing_board_view_is_logged_once_and_the_table_runs_on(ui_app, card_game,
                                                                    monkeypatch, caplog):
    import logging

    from ui.scenes.generic_view import GenericView

    def broken(self, surf):
        raise ValueError("no ink")

    monkeypatch.setattr(GenericView, "draw_board", broken)
    app = ui_app
    match = _match(card_game, ("human", "ai"))
    app.push(PlayScene(app, match, computer=Computer("inline")))
    with caplog.at_level(logging.ERROR):
        frames(app, 20)
    assert app.running and caplog.text.count("failed drawing the board") == 1


def test_option_values_show_in_the_players_language(ui_app):
    app = ui_app
    scene = app.push(NewGameScene(app, "wallenstein"))
    scene.set_players(5)  # the starting gold with 5 players shows only then
    widgets = dict(zip((o.key for o in scene.rules.options), scene.option_widgets, strict=True))
    tower = widgets["tower"]
    i18n.set_lang("it")
    try:
        assert tower.show("simple") == "semplice (cadono 2/3)"
        assert tower.show("ledges") == "due ripiani"
    finally:
        i18n.set_lang("en")
    assert tower.show("ledges") == "two ledges"
    assert widgets["gold5"].show(13) == "13"


def test_seven_seats_fit_above_the_buttons(ui_app, card_game, monkeypatch):
    monkeypatch.setattr(type(card_game), "max_players", 7)  # as Kingmaker will need
    app = ui_app
    scene = app.push(NewGameScene(app, "cards"))
    scene.focus.focus_on(scene.count)
    while scene.players < 7:
        key(app, pygame.K_RIGHT)
    rows = [scene.seat_widgets[3 * i].rect for i in range(7)]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False))
    assert rows[-1].bottom <= scene.btn_back.rect.top
    assert min(r.h for r in rows) >= 24


def test_a_save_is_deleted_only_on_the_second_ask(ui_app, card_game):
    app = ui_app
    folder = saves_dir()
    for name in ("one.json", "two.json"):
        m = _match(card_game)
        m.play(m.rules.legal_actions(m.state)[0])
        m.save(os.path.join(folder, name))
    app.push(MenuScene(app))
    scene = app.push(LoadScene(app))
    frames(app, 2)
    rows = {r.entry.name: r for r in scene.rows}
    one = rows["one.json"]
    click(app, one.delete_rect.center)  # the ×: asks, deletes nothing
    assert os.path.exists(os.path.join(folder, "one.json")) and app.top is scene
    assert "one.json" in scene.message and scene.armed == one.entry.path
    click(app, one.delete_rect.center)  # again: gone, and gone from the list
    assert not os.path.exists(os.path.join(folder, "one.json"))
    assert [r.entry.name for r in scene.rows] == ["two.json"] and scene.armed is None
    two = scene.rows[0]
    scene.focus.focus_on(two)
    key(app, pygame.K_DELETE)  # the keyboard asks too...
    scene.focus.focus_on(two)
    key(app, pygame.K_RETURN)  # ...and opening the save instead forgets the question
    assert isinstance(app.top, PlayScene) and os.path.exists(os.path.join(folder, "two.json"))
    assert scene.armed is None


def test_the_cached_background_draws_the_same_pixels_and_follows_the_turn(ui_app, card_game):
    from ui import paper

    app = ui_app
    match = _match(card_game, ("human", "human"))
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 2)
    play.uncover()  # the first player's hand-over sheet
    surf = app.screen

    def sheet_by_sheet() -> bytes:  # every sheet and shadow drawn again, as before
        paper.table(surf)
        r = play.rects
        play.view.draw_board(surf)
        for seat, pr in enumerate(play.panel_rects):
            play.draw_public(surf, seat, pr)
        if r["private"].h > 0:
            play.draw_private(surf, r["private"])
        play.draw_log(surf, r["log"])
        play.draw_status(surf, r["status"])
        play.focus.draw(surf)
        return pygame.image.tobytes(surf, "RGB")

    play.draw(surf)
    cached = play._bg[1]
    assert pygame.image.tobytes(surf, "RGB") == sheet_by_sheet()
    play.draw(surf)
    assert play._bg[1] is cached  # the next frame reuses it
    assert play.play(card_game.legal_actions(match.state)[0])  # the other seat acts now,
    play.uncover()  # its panel is tinted
    assert match.to_act() == 1
    play.draw(surf)
    assert play._bg[1] is not cached
    assert pygame.image.tobytes(surf, "RGB") == sheet_by_sheet()


def test_options_that_do_not_fit_are_shown_a_page_at_a_time(ui_app):
    app = ui_app
    scene = app.push(NewGameScene(app, "revolution"))  # 19 rule options
    frames(app, 1)
    seen: set[str] = set()
    for _ in range(scene.option_pages):
        shown = [w for w in scene.option_widgets if w.visible]
        assert shown and all(w.rect.bottom <= scene.btn_start.rect.top for w in shown)
        assert all(a.rect.bottom <= b.rect.top for a, b in zip(shown, shown[1:], strict=False))
        assert not scene.btn_start.rect.colliderect(scene.btn_more.rect)
        seen |= {scene.shown_options[scene.option_widgets.index(w)].key for w in shown}
        click(app, scene.btn_more.rect.center)
    assert scene.option_pages > 1 and scene.option_page == 0  # round to the first page
    assert seen == {o.key for o in scene.shown_options}
    click(app, scene.btn_start.rect.center)  # Start starts: no option sits under it
    assert app.top is not scene
