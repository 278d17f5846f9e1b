"""Every registered rule example is drawn by its game's own board view on the rules
screen, and "Show me" plays its steps one by one through the engine."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, frames

import game
from game.examples import examples
from ui.example_board import ExampleShow

ALL = [(g, ex) for g in game.GAMES for ex in examples(g)]


@pytest.mark.parametrize("game_id,ex", ALL, ids=[f"{g}-{ex.id}" for g, ex in ALL])
def test_every_example_draws_each_of_its_steps(ui_app, game_id, ex):
    show = ExampleShow(game.GAMES[game_id], ex)
    pictures = []
    for k in range(show.steps + 1):
        assert show.index == k
        pic = show.picture((240, 165), "en", False)
        assert show.error == "" and pic is not None
        # a board, not a blank sheet: the picture has many colours
        colours = {pic.get_at((x, y))[:3] for x in range(0, 240, 8) for y in range(0, 165, 8)}
        assert len(colours) > 20
        pictures.append(pygame.image.tobytes(pic, "RGB"))
        if k:
            assert show.action_text("en"), "each step says its move"
        show.step()
    assert show.index == 0  # after the last step "Show me" starts again
    if show.steps:  # the steps change the position drawn (a revolt may end as it began)
        assert any(a != b for a, b in zip(pictures, pictures[1:], strict=False))


def test_the_rules_screen_shows_the_examples_and_show_me_steps(ui_app):
    from ui.scenes.rules import RulesScene

    scene = RulesScene(ui_app, "tigris")
    ui_app.push(scene)
    frames(ui_app, 1)
    assert scene.btn_examples.enabled
    click(ui_app, scene.btn_examples.rect.center)
    frames(ui_app, 1)
    assert scene.examples_on and scene.show_buttons
    rect, first = scene.show_buttons[0]
    assert first.example.id == examples("tigris")[0].id
    click(ui_app, rect.center)
    frames(ui_app, 1)
    assert first.index == 1
    click(ui_app, scene.btn_examples.rect.center)  # back to the text
    assert not scene.examples_on
