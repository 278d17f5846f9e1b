"""The decisions of the seed's notes read word for word on the Kingmaker table: the turn's
event card drawn after the hidden cards one wishes to play [H 1.a], an ally asked whether to
keep the alliance [H 1.f], the ambushed defender's French [H 2.3]. Each shows in the choice
panel with its line and a button per answer, in English and Italian, and a click plays it."""

from __future__ import annotations

import pytest
from test_kingmaker_table import _scene
from uihelp import click, frames

from game import GAMES
from game.core import Rng
from game.kingmaker.actions import DefendFrench, DrawEvent, EndAlliance, KeepAlliance

RULES = GAMES["kingmaker"]


def _button(view, action):
    return next((b for b in view.buttons if getattr(b, "action", None) == action), None)


def _show(play) -> None:
    """The table shows the match's state again after an edit, the cover lifted."""
    play.match.state._legal = None
    for _ in range(3):  # the scene takes in the actions played behind its back first
        play.refresh(None)
        if play.covered_for is not None:
            play.uncover()  # the player at the screen has pressed Ready
        frames(play.app, 1)
        if play.view.interactive:
            break
    assert play.view.interactive


def _until(play, kind: str) -> bool:
    """Random legal actions until a decision of ``kind`` is pending; shown."""
    match = play.match
    rng = Rng(3)
    for _ in range(3000):
        s = match.state
        if s.pending and s.pending[0][0] == kind:
            _show(play)
            return True
        if match.is_over():
            return False
        acts = RULES.legal_actions(s)
        match.play(acts[rng.randrange(len(acts))])
    return False


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_turns_event_card_is_drawn_from_the_panel(ui_app, lang):
    ui_app.settings.lang = lang
    play, match = _scene(ui_app, ["human", "human"], 6)
    assert _until(play, "draw")
    view = play.view
    line = view.pending_line()
    assert ("event card" in line) if lang == "en" else ("carta evento" in line)
    b = _button(view, DrawEvent())
    assert b is not None and b.label
    click(ui_app, b.rect.center)
    assert match.actions[-1] == DrawEvent()
    assert not match.state.pending or match.state.pending[0][0] != "draw"


def test_an_ally_keeps_the_alliance_and_the_ambushed_chooses_his_french(ui_app):
    play, match = _scene(ui_app, ["human", "human"], 6)
    assert _until(play, "draw")
    s = match.state
    seat = s.pending[0][1]
    other = 1 - seat
    s.alliances = [(0, 1)]
    s.pending.insert(0, ("ally", seat, other, -1, -1, True, ()))
    _show(play)
    view = play.view
    assert "alliance" in view.pending_line()
    keep, end = _button(view, KeepAlliance(other)), _button(view, EndAlliance(other))
    assert keep is not None and end is not None and keep.label != end.label
    click(ui_app, keep.rect.center)
    assert match.actions[-1] == KeepAlliance(other)
    s.pending.insert(0, ("ambush_french", seat, 0, True))
    _show(play)
    assert "French" in view.pending_line()
    yes, no = _button(view, DefendFrench(True)), _button(view, DefendFrench(False))
    assert yes is not None and no is not None and "without" in no.label
    click(ui_app, no.rect.center)
    assert match.actions[-1] == DefendFrench(False)
