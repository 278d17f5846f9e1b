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
