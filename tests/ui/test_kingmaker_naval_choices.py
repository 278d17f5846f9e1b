"""The seed's naval decisions [H 2.1] on the Kingmaker table: a boarded ship's fate and
the fleets' ports after a storm are offered as buttons with their sheet line, under a
heading that names the ship, the prisoners and the fleet, in English and Italian; a click
takes them, and the port a ship would go to is lit on the map, where a click takes it."""

from __future__ import annotations

import os

import pytest
from test_kingmaker_view import RULES, click, make_view, screen, show  # noqa: F401

from game.kingmaker import data as D
from game.kingmaker.actions import ShipFate, StormPort
from game.kingmaker.text import zone_name
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
        heads = {h: [it[1] for it in items] for h, items in view.choice_groups()}
        head = next(h for h, acts in heads.items() if any(isinstance(a, kind) for a in acts))
        assert "{" not in head and len({b.label for b in mine}) == len(mine)
        if kind is ShipFate:  # the ship, the sea, the prisoner; capture names its port
            assert "Newcastle" in head and "Neville" in head
            assert (zone_name(state.pending[0][2], lang)) in head
            cap = next(b for b in mine if not b.action.sink)
            port = view.fate_port(state.pending[0])
            assert D.LOC_NAME[port] in cap.label and view.lit() == {D.LOC0 + port}
        else:  # each port by its name, lit on the map
            for b in mine:
                assert b.label == D.LOC_NAME[b.action.loc]
            assert view.lit() == {D.LOC0 + b.action.loc for b in mine}
            assert ("your fleet" if lang == "en" else "la tua flotta") in head
        out = os.environ.get("KM_NAVAL_SHOTS")
        if out:
            import pygame

            pygame.image.save(surf, os.path.join(out, f"{kind.__name__}_{lang}.png"))
        got = click(view, mine[0].rect.center)
        assert got == mine[0].action
        if kind is StormPort:  # a click on a lit port takes it
            view = make_view(2, lang=lang)
            show(view, state, surf)
            show(view, state, surf)
            loc = mine[-1].action.loc
            assert click(view, view.geo.pos_pt(D.LOC0 + loc)) == mine[-1].action


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
    head = next(h for h, items in view.choice_groups()
                if any(isinstance(it[1], StormPort) for it in items))
    assert "P2's fleet" in head and "Dartmouth" in head  # whose fleet, which ships
    assert {b.label for b in sends} == {D.LOC_NAME[b.action.loc] for b in sends}
