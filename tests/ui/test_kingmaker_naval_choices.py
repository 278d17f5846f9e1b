"""The seed's naval decisions [H 2.1] on the Kingmaker table: a boarded ship's fate and
the fleets' ports after a storm are offered as buttons with their sheet line, in English
and Italian, and a click takes them."""

from __future__ import annotations

import os

import pytest
from test_kingmaker_view import RULES, click, make_view, screen, show  # noqa: F401

from game.kingmaker.actions import ShipFate, StormPort
from game.kingmaker.text import describe
from tests.kingmaker.test_km_naval_seed import DARTMOUTH, NEWCASTLE, _boarding, _storm


@pytest.mark.parametrize("lang", ["en", "it"])
def test_ship_fate_and_storm_port_buttons(screen, lang):  # noqa: F811
    surf = screen[(1280, 800)]
    for state, kind in ((_boarding()[0], ShipFate),
                        (_storm("north_sea_north", NEWCASTLE, DARTMOUTH)[0], StormPort)):
        view = make_view(2, lang=lang)
        show(view, state, surf)
        show(view, state, surf)  # the buttons are laid out by the first frame
        line = view.pending_line()
        assert line and ("{" not in line)
        mine = [b for b in view.buttons if isinstance(b.action, kind)]
        assert {b.action for b in mine} == set(RULES.legal_actions(state))
        for b in mine:  # the button reads the action's sheet line
            assert b.label.casefold() == describe(b.action, lang).casefold()
        out = os.environ.get("KM_NAVAL_SHOTS")
        if out:
            import pygame

            pygame.image.save(surf, os.path.join(out, f"{kind.__name__}_{lang}.png"))
        got = click(view, mine[0].rect.center)
        assert got == mine[0].action


def test_storm_second_question_names_the_other_fleet(screen):  # noqa: F811
    """With three equally near ports, after its own fleet's port the stronger side is
    asked the other fleet's: the sheet says so and the buttons send that fleet."""
    surf = screen[(1280, 800)]
    state = _storm("north_sea_north", NEWCASTLE, DARTMOUTH)[0]
    view = make_view(2)
    show(view, state, surf)
    first = view.pending_line()
    RULES.apply(state, RULES.legal_actions(state)[0])
    show(view, state, surf)
    show(view, state, surf)
    assert view.pending_line() and view.pending_line() != first
    sends = [b for b in view.buttons if isinstance(b.action, StormPort)]
    assert len(sends) == 2 and not any(b.action.own for b in sends)
    assert all(b.label.casefold().startswith("sends the other fleet") for b in sends)
