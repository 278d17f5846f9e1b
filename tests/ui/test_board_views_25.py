"""The board-view items of issue 25, through the real App, play scene and views."""

from __future__ import annotations

import pygame
from test_acceptance import close_app, drag, open_app
from uihelp import frames, key

from game.core import Rng
from game.match import Match, Seat
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene


def _hansa_turn_start(seed: int = 4):
    """A Hansa match (a human and two computers) at the human's second turn."""
    from game.hansa import RULES

    match = Match(RULES, [Seat("Ann", 0), Seat("Cpu1", 1, "ai"), Seat("Cpu2", 2, "ai")], seed)
    rng = Rng(seed)
    while match.to_act() == 0:
        match.play(RULES.heuristics.rollout_action(match.state, rng)
                   if hasattr(RULES, "heuristics") else RULES.legal_actions(match.state)[-1])
    while match.to_act() != 0:
        match.play(RULES.legal_actions(match.state)[-1])
    return match


def _empty_route(state) -> list[int]:
    b = state.board
    return next(b.route_posts[r] for r in b.live_routes
                if len(b.route_posts[r]) >= 3 and not any(state.post[p]
                                                          for p in b.route_posts[r]))


# ------------------------------------------------------------------ 13 and 14: Hansa
def test_hansa_a_trader_lands_on_the_post_it_is_dropped_on_and_undo_takes_the_action_back(
        ui_home):
    """Item 13: a cube dropped on a route's 3rd post stays there. Item 14: at the start of
    the turn undo does not reach the computers' turns; after the drop, undo takes back the
    whole action (not only its target), so the panel offers both actions again."""
    from game.hansa import engine
    from game.hansa.state import MAIN, TRADER

    match = _hansa_turn_start()
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 2)
        view = play.view
        assert view.interactive and match.to_act() == 0
        assert not play.btn_undo.enabled, "the computers' turns are not the human's to undo"
        n = len(match.actions)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(match.actions) == n
        posts = _empty_route(match.state)
        cube = next(r for (kind, shape), r in view.priv["pieces"]
                    if kind == "supply" and shape == TRADER)
        drag(app, cube.center, view.post_center(posts[2]))
        frames(app, 3)
        s = match.state
        assert s.post[posts[2]] and not s.post[posts[0]] and not s.post[posts[1]], \
            "the cube stays on the third post, where it was dropped"
        assert engine.actions_left(s) == 1 and play.btn_undo.enabled
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        frames(app, 2)
        s = match.state
        assert len(match.actions) == n and s.phase == MAIN and engine.actions_left(s) == 2
        assert not any(s.post[p] for p in posts)
        assert not play.btn_undo.enabled
        cube = next(r for (kind, shape), r in view.priv["pieces"]
                    if kind == "supply" and shape == TRADER)
        assert cube.w > 0, "the supply is there to pick from again"
    finally:
        close_app(app)
