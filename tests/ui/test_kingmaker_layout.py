"""The Kingmaker table with a human seat at 1280x800 and 1920x1080: the map takes (nearly)
the whole height of the left area, the side column and the private panel (hand and
decisions) sit beside it one over the other, nothing overlaps, the rectangles the view
tests draw in are the scene's own, and the hand and the buttons stay inside the panel."""

from __future__ import annotations

import pygame
import pytest
from test_kingmaker_view import SIZES
from uihelp import frames

from game.kingmaker import RULES
from game.match import Match, Seat
from ui.widgets import px


def _table(size: tuple[int, int], options: dict):
    from ui.app import App
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene
    from ui.settings import Settings

    app = App(Settings(), size)
    seats = [Seat("Anna", 0, "human", "easy")] + [Seat(f"C{i}", i, "ai", "easy")
                                                  for i in range(1, 4)]
    match = Match(RULES, seats, 7, options)  # a seed where Anna begins
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    play.covered_for = None
    frames(app, 2)
    return app, play


@pytest.mark.parametrize("options", [{"setup_choice": False}, {}])  # turn 1; the set-up
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_map_takes_the_height_beside_the_side_column_and_the_hand(ui_home, size, options):
    app, play = _table(size, options)
    try:
        r, g = play.rects, play.view.geo
        left = r["board"]
        priv = r["private"]
        assert left.h == r["status"].top - 2 * px(10)  # the whole height above the status
        assert g.map.h >= 0.7 * left.h, (g.map, left)
        assert g.map.w >= 0.55 * left.w, (g.map, left)
        parts = [g.map, g.side, priv, r["side"]]
        for i, a in enumerate(parts):
            for b in parts[i + 1:]:
                assert not a.colliderect(b), (a, b)
        assert left.contains(g.map) and left.contains(g.side) and left.contains(priv)
        assert priv.x == g.side.x and priv.w == g.side.w and priv.top > g.side.bottom
        assert priv.h >= px(230)  # hand and buttons keep room
        inner = pygame.Rect(priv.x + px(10), priv.y + px(30), priv.w - px(20), priv.h - px(36))
        assert (left, inner) == SIZES[size][:2]  # the view tests draw where the scene does
        frames(app, 1)
        shown = list(play.view.card_rects.values()) + [b.rect for b in play.view.buttons]
        assert shown, "neither a card nor a button in the private panel"
        for i, a in enumerate(shown):
            assert inner.contains(a), a
            assert not any(a.colliderect(b) for b in shown[i + 1:]), a
    finally:
        app.close_scenes()
        pygame.display.quit()
