"""Kingmaker opens in its board view and plays through the play scene, and the new-game
screen offers its 7 seats."""

from __future__ import annotations

import pygame
from uihelp import frames, key

from game import GAMES
from game.match import Match, Seat


def test_kingmaker_plays_in_its_board_view(ui_app):
    from ui.scenes.play import PlayScene
    from ui.views.kingmaker.view import KingmakerView

    rules = GAMES["kingmaker"]
    seats = [Seat(f"P{i}", i, "human", "easy") for i in range(2)]
    match = Match(rules, seats, 5, {})
    app = ui_app
    play = app.push(PlayScene(app, match, autosave=False))
    frames(app, 3)
    assert isinstance(play.view, KingmakerView)
    before = len(match.actions)
    for _ in range(6):  # moves through the match as the view would (first legal action)
        if match.is_over():
            break
        match.play(rules.legal_actions(match.state)[0])
        frames(app, 2)
    assert len(match.actions) > before
    img = pygame.display.get_surface()
    assert img is not None and img.get_size()[0] > 0


def test_new_game_screen_offers_seven_seats(ui_app):
    from ui.scenes.newgame import NewGameScene

    app = ui_app
    scene = app.push(NewGameScene(app, "kingmaker"))
    scene.focus.focus_on(scene.count)
    for _ in range(10):
        if scene.players == 7:
            break
        key(app, pygame.K_RIGHT)
    assert scene.players == 7
    rows = [scene.seat_widgets[3 * i].rect for i in range(7)]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False))
    assert rows[-1].bottom <= scene.btn_back.rect.top
