"""Game titles through the catalogs (issue 41): the German edition of Tigris & Euphrates
is «Euphrat & Tigris», and every screen that names a game says so in German; Italian
keeps the titles it showed; a save keeps the game's id, never a title."""

from __future__ import annotations

import json

import pygame
import pytest

import game
from game.i18n import game_title
from game.match import Match, Seat
from ui import text_fit

GERMAN, ENGLISH = "Euphrat & Tigris", "Tigris & Euphrates"


def test_titles_in_each_language():
    tigris = game.GAMES["tigris"]
    assert game_title(tigris, "en") == ENGLISH
    assert game_title(tigris, "it") == ENGLISH  # the Italian screens' title until now
    assert game_title(tigris, "de") == GERMAN
    for gid in ("hansa", "wallenstein", "revolution", "kingmaker"):
        rules = game.GAMES[gid]  # published in German under their own titles
        assert game_title(rules, "de") == game_title(rules, "it") == rules.title


def test_a_save_keeps_the_game_id_not_a_title(tmp_path):
    match = Match(game.GAMES["tigris"], [Seat("Ada", 0, "human"), Seat("Bruno", 1, "ai")], 3)
    path = tmp_path / "t.json"
    match.save(path)
    text = path.read_text(encoding="utf-8")
    assert json.loads(text)["game"] == "tigris"
    assert GERMAN not in text and ENGLISH not in text
    assert Match.load(path, game.GAMES).rules is game.GAMES["tigris"]


def _shown(app, push) -> list[str]:
    """The texts drawn on the window by the screen ``push`` puts up (two frames)."""
    from ui.scenes.menu import MenuScene

    app.close_scenes()
    app.push(MenuScene(app))
    push()
    with text_fit.checking():
        for _ in range(2):
            text_fit.new_frame()
            app.step(1 / 60)
        return text_fit.drawn()


@pytest.fixture
def german_app(ui_home):
    from ui import i18n
    from ui.app import App
    from ui.settings import Settings

    app = App(Settings(lang="de"), (1366, 768))
    app.screen = text_fit.CheckedScreen((1366, 768))
    yield app
    app.close_scenes()
    i18n.set_lang("en")
    pygame.display.quit()


def test_every_screen_naming_the_game_says_it_in_german(german_app):
    from ui.paths import saves_dir
    from ui.scenes.load import LoadScene
    from ui.scenes.newgame import NewGameScene
    from ui.scenes.play import PlayScene
    from ui.scenes.results import ResultsScene
    from ui.scenes.rules import RulesScene

    app = german_app
    rules = game.GAMES["tigris"]
    Match(rules, [Seat("Ada", 0, "human"), Seat("Bruno", 1, "ai")], 4).save(
        f"{saves_dir()}/tigris.json")

    def results():
        import main

        m = Match(rules, [Seat("Ada", 0, "ai"), Seat("Bruno", 1, "ai")], 2)
        main._fast_forward(m, None)
        play = app.push(PlayScene(app, m))
        play.results_shown = True
        app.push(ResultsScene(app, play))

    screens = {"menu": lambda: None,
               "new game": lambda: app.push(NewGameScene(app, "tigris")),
               "rules": lambda: app.push(RulesScene(app, "tigris")),
               "saved games": lambda: app.push(LoadScene(app)),
               "results": results}
    for name, push in screens.items():
        shown = _shown(app, push)
        assert any(GERMAN in t for t in shown), (name, shown)
        assert not any(ENGLISH in t for t in shown), (name, shown)
