"""Tab reaches the table's own buttons, and Enter presses the one with the focus ring."""

from __future__ import annotations

import pygame
import pytest

import game
from game.match import Match, Seat
from tests.ui.uihelp import frames, key
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene
from ui.scenes.view_controls import ViewControl


@pytest.fixture
def app(ui_home):
    from ui import widgets
    from ui.app import App
    from ui.settings import Settings

    a = App(Settings(), (1366, 768))
    widgets.set_scale((1366, 768))
    return a


def _table(app, game_id: str) -> PlayScene:
    rules = game.GAMES[game_id]
    match = Match(rules, [Seat(f"P{i + 1}", i, "human") for i in range(rules.min_players)], 3)
    scene = PlayScene(app, match, computer=Computer("inline"), autosave=False)
    scene.covered_for = None
    scene.last_human = match.to_act()
    scene.refresh(None)
    app.push(scene)
    frames(app, 2)
    return scene


def test_tab_reaches_the_views_buttons_before_the_scenes(app):
    scene = _table(app, "hansa")
    first = scene.focus.widgets[0]
    assert isinstance(first, ViewControl)
    assert first.button.label.startswith("Income")
    key(app, pygame.K_TAB)
    assert scene.focus.focused() == first


def test_enter_on_a_focused_table_button_plays_its_action(app):
    scene = _table(app, "hansa")
    income = scene.focus.widgets[0].button.action
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert scene.match.actions[-1:] == [income]


def test_a_click_on_a_table_button_still_goes_to_the_view(app):
    scene = _table(app, "hansa")
    end = next(w for w in scene.focus.widgets
               if isinstance(w, ViewControl) and w.button.label == "End turn")
    assert scene.focus.handle(pygame.event.Event(
        pygame.MOUSEBUTTONDOWN, pos=end.rect.center, button=1)) is False
