"""Fixtures for the window tests: a fresh data folder, the test card game registered,
an App on SDL's dummy drivers, and helpers that post real pygame events."""

from __future__ import annotations

import os
import sys

import pygame
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def ui_home(tmp_path, monkeypatch):
    """An empty user data folder (settings, saves, log)."""
    monkeypatch.setenv("TAVOLA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def card_game(monkeypatch):
    import cardgame

    import game

    monkeypatch.setitem(game.GAMES, "cards", cardgame.RULES)
    return cardgame.RULES


@pytest.fixture
def ui_app(ui_home, card_game):
    from ui import i18n
    from ui.app import App
    from ui.settings import Settings

    app = App(Settings())
    yield app
    app.close_scenes()
    i18n.set_lang("en")
    pygame.display.quit()


@pytest.fixture
def display():
    """A tiny window, so images can be converted (the views' drawing tests)."""
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield
    pygame.display.quit()


@pytest.fixture(scope="module")
def revolution_boards(tmp_path_factory):
    """The Revolution board rectangle by (size, players), at the three sizes the map tests
    use, for two and five players."""
    from revolution_boards import SIZES, board_rect
    from uihelp import module_home

    with module_home(tmp_path_factory):
        yield {(size, n): board_rect(size, n) for size in SIZES for n in (2, 5)}
