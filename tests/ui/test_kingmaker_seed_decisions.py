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


def _group(view, kind) -> tuple[str, list]:
    """The heading and the buttons of the list's group holding answers of ``kind``."""
    for head, items in view.choice_groups():
        if any(isinstance(it[1], kind) for it in items):
            acts = [it[1] for it in items]
            return head, [b for b in view.buttons if getattr(b, "action", None) in acts]
    raise AssertionError(f"no group of {kind.__name__}")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_each_seed_decision_is_a_named_group_with_its_place_lit(ui_app, lang):
    """Each decision says what it is about: the ally's battle (where, against whom) with
    keep / end named for the partner, the ambush with the strengths either way, the event
    card with the hidden cards that may be played first; the place is lit and a click on
    it brings its answers into the list."""
    from game.kingmaker import data as D

    ui_app.settings.lang = lang
    play, match = _scene(ui_app, ["human", "human"], 6)
    assert _until(play, "draw")
    view = play.view
    head, buttons = _group(view, DrawEvent)
    assert ("hidden cards" in head) if lang == "en" else ("carte nascoste" in head)
    s = match.state
    seat = s.pending[0][1]
    other = 1 - seat
    s.alliances = [(0, 1)]
    area = next(a for a in range(D.N_AREAS) if D.AREA_NAME[a])
    s.pending.insert(0, ("ally", seat, other, area, other, True, ()))
    _show(play)
    head, buttons = _group(view, KeepAlliance)
    who = view.name_of(other)
    assert D.AREA_NAME[area] in head and who in head
    assert {type(b.action) for b in buttons} == {KeepAlliance, EndAlliance}
    assert all(who in b.label for b in buttons) and buttons[0].label != buttons[1].label
    assert view.lit() == {area}
    click(ui_app, view.geo.pos_pt(area))  # two answers there: the list shows them
    assert str(2) in view.status and match.actions[-1] != KeepAlliance(other)
    click(ui_app, next(b for b in buttons if isinstance(b.action, KeepAlliance)).rect.center)
    assert match.actions[-1] == KeepAlliance(other)
    s.pending.insert(0, ("ambush_french", seat, area, True))
    _show(play)
    head, buttons = _group(view, DefendFrench)
    assert D.AREA_NAME[area] in head and view.lit() == {area}
    for b in buttons:  # each answer with the strengths it gives
        sa, sd, _top = view.french_sides(s.pending[0])[b.action.use]
        assert b.label.endswith(f"{sa}:{sd}")
    assert ("French" in head) if lang == "en" else ("francesi" in head)
    assert not any(w in head + buttons[0].label for w in ("the ", " with ")) or lang == "en"


def test_a_rejected_card_is_taken_for_a_named_noble_or_refused(ui_app):
    """[H 1.e] a card Parliament rejected is offered to the seats in turn: the list says
    'Take <card> for' over the player's nobles who may hold it, and 'Refuse it' (not the
    log's third person 'accepts: ...')."""
    from game.kingmaker import data as D
    from game.kingmaker.actions import Answer

    play, match = _scene(ui_app, ["human", "human"], 6)
    assert _until(play, "draw")
    s = match.state
    seat = s.pending[0][1]
    card = next(c for c in range(D.N_CARDS) if D.CARD_TYPE[c] in ("office", "title")
                and any(isinstance(a, Answer) and a.yes for a in _fallback(s, seat, c)))
    s.pending.insert(0, ("fallback", seat, card))
    _show(play)
    view = play.view
    head, items = next((h, items) for h, items in view.choice_groups()
                       if any(isinstance(it[1], Answer) and it[1].yes for it in items))
    assert head == view.w("g_fallback", card=D.CARD_NAME[card])
    takes = [b for b in view.buttons if isinstance(getattr(b, "action", None), Answer)
             and b.action.yes]
    assert takes and all(b.label == D.CARD_NAME[b.action.card] for b in takes)
    no = next(b for b in view.buttons if getattr(b, "action", None) == Answer(False, -1))
    assert no.label == view.w("l_fallback_no")
    assert all(view.list_rect.contains(b.rect) for b in takes + [no])  # all in sight


def _fallback(s, seat: int, card: int) -> list:
    s.pending.insert(0, ("fallback", seat, card))
    s._legal = None
    try:
        return RULES.legal_actions(s)
    finally:
        s.pending.pop(0)
        s._legal = None


def test_a_long_sheet_title_wraps_inside_the_map(ui_app):
    """'Evento: Il Parlamento può essere convocato (MAY BE SUMMONED)' at 1366x768 ran off
    the window's left edge: a sheet's title wraps like its lines, inside the map."""
    from ui.views.kingmaker.motion import Sheet

    ui_app.settings.lang = "it"
    play, _match = _scene(ui_app, ["human", "human"], 6)
    view = play.view
    title = "Evento: Il Parlamento può essere convocato (MAY BE SUMMONED) " * 2
    view.sheets = [Sheet(title.strip(), [("Il Parlamento può essere convocato.", "regular")])]
    view.draw_board(ui_app.screen)
    assert view.sheet_rect is not None and view.geo.map.contains(view.sheet_rect)
