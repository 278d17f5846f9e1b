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


def test_three_humans_pass_and_play_no_hand_drawn_but_its_owner(ui_app, monkeypatch):
    """A spy on every card face drawn through the scenes: with three humans passing the
    machine, no card of another seat's hand is ever drawn, and the hand-over cover comes
    before each seat's own."""
    from game.core import Rng
    from ui.scenes.play import PlayScene
    from ui.views.kingmaker import art

    drawn: list[int] = []
    real = art.card_face

    def spy(surf, rect, card, *a, **k):
        drawn.append(card)
        return real(surf, rect, card, *a, **k)

    monkeypatch.setattr(art, "card_face", spy)
    rules = GAMES["kingmaker"]
    seats = [Seat(f"P{i}", i, "human", "easy") for i in range(3)]
    match = Match(rules, seats, 12, {})
    play = ui_app.push(PlayScene(ui_app, match, autosave=False))
    rng = Rng(5)
    covers = 0
    own_seen = 0
    for _ in range(60):
        if match.is_over():
            break
        drawn.clear()
        frames(ui_app, 2)
        if play.covered_for is not None:
            covers += 1
            assert drawn == []  # the cover hides the table
            play.uncover()
            drawn.clear()
            frames(ui_app, 2)
        seat = rules.to_act(match.state)
        hands = match.state.hands
        others = {c for p in range(3) if p != seat for c in hands[p]}
        assert not others & set(drawn), "a card of another seat's hand was drawn"
        own_seen += len(set(drawn) & set(hands[seat]))
        acts = rules.legal_actions(match.state)
        assert play.play(acts[rng.randrange(len(acts))])
    assert covers >= 2 and own_seen > 0


def test_demo_with_seven_seats_runs(tmp_path):
    import os
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TAVOLA_HOME=str(tmp_path), PYGAME_HIDE_SUPPORT_PROMPT="1")
    shot = tmp_path / "km7.png"
    proc = subprocess.run(
        [sys.executable, os.path.join(root, "main.py"), "--demo", "kingmaker", "--players", "7",
         "--seed", "1", "--advance", "60", "--frames", "20", "--size", "1920x1080",
         "--screenshot", str(shot)], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)
