"""Whole Revolution games through the play scene: 2 and 5 players, humans and computers
(the computers answer inline, so the tests stay fast), ending on the ranking.

The humans' moves go through the window: the first moves of each human and every
tenth one after are real pointer events on the table (a click on the lit target or on
the action's button); the others through the scene's own entry point, as the other
games' whole-game tests do.

The hand-over cover: Revolution has no hidden information (every piece, coin and card
is on the table for all to see), so the scene never covers the table between two humans
at the same screen: passing the mouse hides nothing, and a cover would only slow the game
(the rules object says so with ``hidden_information = False``). The tests check that no
cover ever appears, while two humans alternate in the 5-player game."""

from __future__ import annotations

import time

import pygame
from uihelp import click, frames

from game.core import Rng
from game.match import Match, Seat
from game.revolution import RULES
from game.revolution import actions as A
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene
from ui.scenes.results import ResultsScene
from ui.views.revolution.gestures import source_target
from ui.views.revolution.view import RevolutionView


def _pointer_spot(view: RevolutionView, action) -> tuple[int, int] | None:
    """Where one click plays ``action`` (a tray piece's lit target, or its button)."""
    for b in view.buttons:
        if b.action == action:
            return b.rect.center
    src, dst = source_target(action)
    if src == ("tray",) and dst is not None and action not in view.loose:
        return view.geo.anchor(dst)
    return None


def _whole_game(app, kinds: list[str], seed: int) -> tuple[Match, int, set[int]]:
    seats = [Seat(f"S{i + 1}", i, k.split(":")[0], (k.split(":") + ["easy"])[1])
             for i, k in enumerate(kinds)]
    match = Match(RULES, seats, seed)
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 2)
    assert isinstance(play.view, RevolutionView)
    assert not RULES.hidden_information
    rng = Rng(seed + 1)
    by_pointer = 0
    humans_moved: set[int] = set()
    per_seat: dict[int, int] = {}
    deadline = time.monotonic() + 120
    while not isinstance(app.top, ResultsScene):
        assert time.monotonic() < deadline, "the game did not end in time"
        assert play.covered_for is None  # no hidden information: never a cover
        seat = play.human_to_act()
        if seat is None or not play.view.interactive or play.view.busy():
            app.step(0.2)
            continue
        action = RULES.heuristics.rollout_action(match.state, rng)
        n = per_seat.get(seat, 0)
        per_seat[seat] = n + 1
        before = len(match.actions)
        spot = _pointer_spot(play.view, action) if (n < 3 or n % 10 == 0) else None
        if spot is not None and type(action) is not A.Done:
            click(app, spot)
            by_pointer += 1
        else:
            assert play.play(action), play.view.status
        assert len(match.actions) == before + 1 and match.actions[-1] == action
        humans_moved.add(seat)
        frames(app, 1)
    assert match.is_over()
    assert not match.notes  # the computers never had to fall back
    app.pop()
    app.pop()
    return match, by_pointer, humans_moved


def test_a_whole_two_player_game_against_the_computer(ui_app):
    match, by_pointer, humans = _whole_game(ui_app, ["human", "ai:easy"], 4)
    assert humans == {0}
    assert by_pointer >= 5  # real pointer events carried a share of the human's moves
    assert 1 in match.actors  # the computer played its factions
    assert len(RULES.outcome(match.state).ranks) == 2


def test_a_whole_five_player_game_with_two_humans_and_three_computers(ui_app):
    match, by_pointer, humans = _whole_game(
        ui_app, ["human", "ai:easy", "human", "ai:easy", "ai:easy"], 9)
    assert humans == {0, 2}  # both humans played, with no cover between them
    assert by_pointer >= 10
    assert {1, 3, 4} <= set(match.actors)
    assert len(RULES.outcome(match.state).ranks) == 5


def test_a_key_skips_a_show_while_a_computer_plays(ui_app):
    """With animations on, a battle's show holds the computer back until a key skips it."""
    from game.core import Event

    match = Match(RULES, [Seat("C1", 0, "ai", "easy"), Seat("C2", 1, "ai", "easy")], 2)
    play = ui_app.push(PlayScene(ui_app, match, computer=Computer("inline"), autosave=False))
    frames(ui_app, 2)
    view = play.view
    view.ctx.anim_speed = 1.0
    view.set_state(view.state, view.viewer, view.interactive,
                   [Event("battle", {"r": 0, "armies": [0, 1], "dead": [0, 1]})])
    assert view.busy()
    n = len(match.actions)
    for _ in range(8):  # 1.6 s: longer than the pause between computer moves
        ui_app.step(0.2)
    assert view.busy() and len(match.actions) == n  # the computer waits for the show
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    ui_app.step(0.05)
    assert not view.busy()
    for _ in range(20):
        ui_app.step(0.2)
    assert len(match.actions) > n  # then it plays on
    ui_app.pop()


def test_the_computer_thinks_while_the_table_shows_the_last_move(ui_app):
    """The request goes out at once; the answer is played only after the show and the
    pause, so thinking and showing overlap (the wait per move is the longer of the two)."""
    from game.core import Event

    match = Match(RULES, [Seat("C1", 0, "ai", "easy"), Seat("C2", 1, "ai", "easy")], 2)
    play = ui_app.push(PlayScene(ui_app, match, computer=Computer("inline"), autosave=False))
    frames(ui_app, 2)
    view = play.view
    view.ctx.anim_speed = 1.0
    play.computer.cancel()
    play.ai_seat = None
    view.set_state(view.state, view.viewer, view.interactive,
                   [Event("battle", {"r": 0, "armies": [0, 1], "dead": [0, 1]})])
    n = len(match.actions)
    ui_app.step(0.05)
    assert view.busy() and play.ai_seat is not None  # asked while the show runs
    assert len(match.actions) == n  # not played yet
    view.skip()
    for _ in range(30):
        ui_app.step(0.1)
    assert len(match.actions) > n
    ui_app.pop()


def test_a_computers_done_or_piece_move_needs_only_the_short_pause(ui_app):
    """A Done has nothing to watch and a piece's flight shows its move: the next computer
    waits the short pause; a choice of the panel (a starting army, a tax rate) the full one."""
    from game.revolution import data as D
    from ui.scenes.play import PAUSE

    match = Match(RULES, [Seat("C1", 0, "ai", "easy"), Seat("C2", 1, "ai", "easy")], 2)
    play = ui_app.push(PlayScene(ui_app, match, computer=Computer("inline"), autosave=False))
    frames(ui_app, 2)
    assert play.view.unseen(A.Done()) and play.view.unseen(A.Bid(D.CITIES[0]))
    assert not play.view.unseen(A.TaxRate(2)) and not play.view.unseen(A.Upkeep(0))
    full = PAUSE.get(ui_app.settings.anim, 0.7)
    play.computer.cancel()  # the moves below are played by hand, no request pending
    play.ai_seat = None
    first = RULES.legal_actions(match.state)[0]
    assert type(first) is A.ArmyStart
    play.play_checked(first)
    assert play.ai_wait == full
    for _ in range(200):
        legal = RULES.legal_actions(match.state)
        if A.Done() in legal:
            break
        play.play_checked(legal[0])
    play.play_checked(A.Done())
    assert play.ai_wait == PAUSE["off"] < full
    ui_app.pop()


def test_each_option_on_the_new_game_screen_explains_both_readings(ui_app):
    """The tooltip of every Revolution option says what it decides and the rulebook
    section, in English, Italian and German."""
    import re

    from game.revolution import ALL_OPTIONS
    from ui import i18n
    from ui.scenes.newgame import NewGameScene

    for o in ALL_OPTIONS:
        for lang in ("en", "it", "de"):
            text = RULES.option_help(o.key, lang)
            assert len(text) > 40 and re.search(r"\d\.\d", text), (o.key, lang)
        assert RULES.option_help(o.key, "en") != RULES.option_help(o.key, "it")
        assert RULES.option_help(o.key, "en") != RULES.option_help(o.key, "de")
    for lang in ("en", "it", "de"):
        i18n.set_lang(lang)
        ui_app.settings.lang = lang
        scene = ui_app.push(NewGameScene(ui_app, "revolution"))
        frames(ui_app, 2)
        assert scene.option_widgets
        checked = set()
        for _ in range(scene.option_pages):  # a page of options at a time
            for w, o in zip(scene.option_widgets, scene.shown_options, strict=True):
                if w.visible and w.rect.w > 0:
                    w.draw(pygame.display.get_surface(), False)
                    assert RULES.option_help(o.key, lang) in w.tip
                    checked.add(o.key)
            scene.next_option_page()
            frames(ui_app, 1)
        assert checked == {o.key for o in scene.shown_options}
        ui_app.pop()
    i18n.set_lang("en")


def test_a_player_who_picks_a_factions_colour_plays_that_faction(ui_app):
    """Yellow, red, green and blue are the Catholics', Habsburgs', Nobility's and
    Burghers' colours: the new game seats such a player at that faction's chair."""
    from game.revolution import data as D
    from ui.scenes.newgame import NewGameScene
    from ui.views.revolution.view import arrange_seats

    colours = [1, 3, 0, 4, 2]  # blue, yellow, red, purple, green
    seats = [Seat(f"P{i}", c, "human") for i, c in enumerate(colours)]
    got = arrange_seats(RULES, seats, 5, RULES.default_options())
    s = RULES.new_game(5, 5)
    for f, name in ((D.B, "P0"), (D.C, "P1"), (D.H, "P2"), (D.N, "P4")):
        assert got[s.seat_of[f]].name == name
    assert got[s.seat_of[D.R]].name == "P3"  # purple: the chair left
    two = arrange_seats(RULES, [Seat("A", 1), Seat("B", 3)], 1, RULES.default_options())
    assert [x.name for x in two] == ["B", "A"]  # yellow sits with the Catholics
    scene = ui_app.push(NewGameScene(ui_app, "revolution"))
    frames(ui_app, 2)
    scene.colors[:2] = [1, 3]
    scene.start()
    play = ui_app.stack[-1]
    assert isinstance(play, PlayScene)
    m = play.match
    assert m.seats[m.state.seat_of[D.C]].color == 3 and m.seats[m.state.seat_of[D.B]].color == 1
    ui_app.pop()
    ui_app.pop()
