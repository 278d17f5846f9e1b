"""The Revolution board rectangles the play scene really gives, for the map tests."""

from __future__ import annotations

import pygame
from uihelp import frames

from game import GAMES
from game.match import Match, Seat

SIZES = ((1366, 768), (1280, 800), (1920, 1080))


def board_rect(size: tuple[int, int], players: int) -> pygame.Rect:
    """The board rectangle the play scene gives the Revolution view (seat 0 human)."""
    from ui.app import App
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    app = App(Settings(), size)
    kinds = ["human"] + ["ai"] * (players - 1)
    match = Match(GAMES["revolution"],
                  [Seat(f"P{i}", i, k, "easy") for i, k in enumerate(kinds)], 3, {})
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 1)
    try:
        return pygame.Rect(play.view.geo.rect)
    finally:
        app.close_scenes()
