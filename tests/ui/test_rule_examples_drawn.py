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


def test_show_me_works_from_the_keyboard(ui_app):
    """Tab reaches the examples switch and each "Show me"; Enter and Space play the next
    step, Right and Left step on and back, Tab scrolls a later example into view, Esc
    leaves the screen."""
    from uihelp import key

    from ui.scenes.rules import RulesScene, ShowMe

    scene = RulesScene(ui_app, "tigris")
    ui_app.push(scene)
    frames(ui_app, 1)
    while scene.focus.focused() is not scene.btn_examples:
        key(ui_app, pygame.K_TAB)
    key(ui_app, pygame.K_RETURN)
    frames(ui_app, 1)
    assert scene.examples_on
    key(ui_app, pygame.K_TAB)
    first = scene.focus.focused()
    assert isinstance(first, ShowMe) and first.show.example.id == examples("tigris")[0].id
    assert first.show.index == 0 and first.show.steps >= 2
    key(ui_app, pygame.K_RETURN)
    assert first.show.index == 1
    key(ui_app, pygame.K_SPACE)
    assert first.show.index == 2 % (first.show.steps + 1)
    key(ui_app, pygame.K_LEFT)
    key(ui_app, pygame.K_LEFT)
    assert first.show.index == 0
    key(ui_app, pygame.K_LEFT)  # back from the start: the last step
    assert first.show.index == first.show.steps
    key(ui_app, pygame.K_RIGHT)
    assert first.show.index == 0
    # the last example is below the fold: Tab to it scrolls it into view
    last = scene.show_widgets[-1]
    assert len(scene.show_widgets) >= 3
    frames(ui_app, 1)
    assert not scene.area.contains(last.rect)
    while scene.focus.focused() is not last:
        key(ui_app, pygame.K_TAB)
    frames(ui_app, 1)
    assert scene.scroll.offset > 0 and scene.area.contains(last.rect)
    assert (last.rect, last.show) in scene.show_buttons
    key(ui_app, pygame.K_RETURN)
    assert last.show.index == 1 and first.show.index == 0
    key(ui_app, pygame.K_TAB)  # past the last example: Back
    assert scene.focus.focused() is scene.btn_back
    key(ui_app, pygame.K_ESCAPE)
    assert ui_app.top is not scene


def test_kingmaker_examples_zoom_on_their_place_and_say_what_the_move_caused(ui_app):
    """Issue 36: the Kingmaker map is too small to read whole in an example's picture: the
    picture shows the part around the example's moves; after Show me the caption says
    what the move caused (the battle's result), in English and Italian."""
    from ui.example_board import DRAW_SIZE
    from ui.views import VIEWS
    from ui.views.base import ViewContext

    rules = game.GAMES["kingmaker"]
    ex = examples("kingmaker")[0]
    show = ExampleShow(rules, ex)
    show.step()
    assert "450" in show.result_text("en") and "450" in show.result_text("it")
    assert show.result_text("en") != show.result_text("it")
    view = VIEWS["kingmaker"](ViewContext(rules=rules, seat_names=["1", "2"],
                                          seat_colors=[(200, 0, 0), (0, 0, 200)]))
    big = pygame.Rect(0, 0, *DRAW_SIZE)
    view.set_state(show.frames[0][0], None, False, None)
    view.layout(big)
    z = view.picture_part([a for _s, a in show.frames if a is not None], 240 / 165)
    assert z is not None and view.geo.map.contains(z)
    assert z.w < view.geo.map.w * 0.8  # a part of the map, larger in the picture
    where = view.action_rects(show.frames[1][1])
    assert where and all(z.contains(r) for r in where)


def test_revolution_show_me_names_who_moved_and_what_it_caused(ui_app):
    """Revolution's examples play engine moves: each step's line names the faction (the
    game's own log line), and the last says the rule's result (the battle's losses, the
    track's move) without the turn's bookkeeping (every faction's score)."""
    from game.examples import example

    rules = game.GAMES["revolution"]
    show = ExampleShow(rules, example("revolution", "battle_1"))
    assert show.steps == 1
    show.step()
    assert show.action_text("en").startswith("(Burghers) raises an army in Brabant")
    assert show.action_text("it").startswith("(Borghesi)")
    assert show.result_text("en") == ("Battle in Brabant (Nobility, Burghers, Reformers): "
                                      "Nobility, Reformers destroyed")
    assert show.result_text("it").startswith("Battaglia in Brabant")
    bids = ExampleShow(rules, example("revolution", "koln_influence"))
    for _ in range(bids.steps):
        bids.step()
    assert bids.result_text("en") == "Allegiance of KÖLN: from 2 to 3, 2 coins wasted"
    assert "Victory points" not in bids.result_text("en")


def test_the_demos_show_me_stops_at_the_first_examples_last_step(ui_app):
    """`main.py --demo wallenstein --scene examples --advance 2` showed no move line: its
    first example has one step, and the second press went back to the start. The demo's
    presses now stop at the last step, where the move and what it caused are said."""
    from main import show_me

    for gid in ("wallenstein", "kingmaker", "tigris"):
        shows = [ExampleShow(game.GAMES[gid], ex) for ex in examples(gid)]
        show_me(shows, 2)
        first = shows[0]
        assert first.index == min(2, first.steps) > 0, gid
        assert first.action_text("en") and first.action_text("de"), gid
    show_me([], 3)  # a game without examples: nothing to press


def test_a_show_me_half_under_the_header_is_not_drawn_or_clickable(ui_app):
    """Scrolled so the first example's "Show me" straddles the top of the sheet, it is
    hidden (before, it was drawn over the header and took clicks there)."""
    from ui.scenes.rules import RulesScene

    scene = RulesScene(ui_app, "tigris")
    ui_app.push(scene)
    frames(ui_app, 1)
    click(ui_app, scene.btn_examples.rect.center)
    frames(ui_app, 1)
    first = scene.show_widgets[0]
    scene.scroll.scroll(first.rect.centery - scene.area.y)  # its middle on the top edge
    scene._place_examples()
    assert first.rect.top < scene.area.top < first.rect.bottom
    assert not first.on_screen
    assert (first.rect, first.show) not in scene.show_buttons
