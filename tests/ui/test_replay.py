"""Watching a finished match again from the final ranking: forward, back, play, close."""

from __future__ import annotations

import os

import pygame
import pytest
from uihelp import click, frames, key

from game.match import Match, Seat
from game.tigris import RULES
from ui import i18n
from ui.paths import saves_dir
from ui.scenes.play import PlayScene
from ui.scenes.replay import ReplayScene
from ui.scenes.results import ResultsScene


@pytest.fixture
def finished():
    from main import _fast_forward

    match = Match(RULES, [Seat("Ann", 0), Seat("Bea", 1, "ai", "easy")], 5)
    _fast_forward(match, None)
    assert match.is_over()
    return match


def _position(match: Match, n: int) -> Match:
    return Match(match.rules, match.seats, match.seed, dict(match.options), match.actions[:n])


def test_watch_again_steps_through_the_recorded_moves(ui_app, finished):
    app = ui_app
    app.settings.anim = "off"
    play = app.push(PlayScene(app, finished, autosave=False))
    results = app.push(ResultsScene(app, play))
    frames(app, 2)
    click(app, results.btn_replay.rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.position == 0
    assert replay.view.viewer is None  # the game is over: the whole table shows
    assert not replay.btn_undo.enabled and replay.btn_save.enabled
    n = len(finished.actions)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert replay.position == 2 and replay.match.state == _position(finished, 2).state
    assert replay.view.state == replay.match.state
    key(app, pygame.K_END)
    assert replay.position == n and replay.match.state == finished.state
    assert not replay.btn_save.enabled
    key(app, pygame.K_LEFT)
    assert replay.position == n - 1 and replay.match.state == _position(finished, n - 1).state
    key(app, pygame.K_HOME)
    assert replay.position == 0 and not replay.match.log
    key(app, pygame.K_SPACE)  # play: the moves come by themselves
    assert replay.playing
    frames(app, 30, dt=0.2)
    moved = replay.position
    assert moved >= 3
    key(app, pygame.K_SPACE)  # pause
    frames(app, 10, dt=0.2)
    assert replay.position == moved and not replay.playing
    who, keys = replay.status_text()
    assert who == f"Replay · move {moved} of {n}" and "Space" in keys
    i18n.set_lang("it")
    assert replay.status_text()[0] == f"Replica · mossa {moved} di {n}"
    i18n.set_lang("en")
    key(app, pygame.K_ESCAPE)  # close: back to the ranking, the match as it was
    assert app.top is results
    assert len(finished.actions) == n and finished.is_over()
    folder = saves_dir()
    assert not os.path.isdir(folder) or not os.listdir(folder)  # a replay writes nothing


def test_the_buttons_drive_the_replay_and_its_end_offers_the_ranking(ui_app, finished):
    app = ui_app
    app.settings.anim = "off"
    play = app.push(PlayScene(app, finished, autosave=False))
    app.push(ResultsScene(app, play))
    replay = app.push(ReplayScene(app, finished))
    frames(app, 2)
    click(app, replay.btn_save.rect.center)  # Forward
    assert replay.position == 1
    click(app, replay.btn_undo.rect.center)  # Back
    assert replay.position == 0
    click(app, replay.btn_rules.rect.center)  # Play, from the start to the end
    assert replay.playing
    for _ in range(2000):
        if not replay.playing:
            break
        frames(app, 1, dt=0.2)
    assert replay.position == len(finished.actions) and replay.match.is_over()
    assert isinstance(app.top, ReplayScene)  # the ranking is not pushed over the replay
    frames(app, 2)
    assert replay.btn_results in replay.focus.widgets
    click(app, replay.btn_results.rect.center)
    ranking = app.top
    assert isinstance(ranking, ResultsScene) and not hasattr(ranking, "btn_replay")
    key(app, pygame.K_ESCAPE)  # the ranking's Esc: back to the replay's last position
    assert app.top is replay
    click(app, replay.btn_menu.rect.center)  # Close
    assert isinstance(app.top, ResultsScene)


@pytest.mark.parametrize("game_id", ["hansa", "wallenstein"])
def test_every_game_replays_to_the_same_positions(ui_app, game_id):
    import game
    from main import _fast_forward

    rules = game.GAMES[game_id]
    seats = [Seat(f"P{i}", i, "ai", "easy") for i in range(rules.min_players)]
    source = Match(rules, seats, 9)
    _fast_forward(source, None)
    assert source.is_over()
    app = ui_app
    app.settings.anim = "off"
    replay = app.push(ReplayScene(app, source))
    frames(app, 2)
    n = len(source.actions)
    replay.go_to(n // 2)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert replay.match.state == _position(source, n // 2 + 3).state
    key(app, pygame.K_LEFT)
    assert replay.match.state == _position(source, n // 2 + 2).state
    key(app, pygame.K_END)
    assert replay.match.state == source.state and replay.match.is_over()
    frames(app, 3)  # the final position draws
