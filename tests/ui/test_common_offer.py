"""The shared flow's ``offer``: one gesture that may mean several actions (lifted from the
Hansa table, where a displacement may be paid two ways) puts them to the player as
buttons with Cancel, instead of playing one of them silently."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.test_common_gestures import Pass, Put, Row, RowRules, RowView, ev
from ui.views.base import ViewContext
from ui.views.common.buttons import Button
from ui.views.common.gestures import CANCEL_KEY


@pytest.fixture
def view():
    pygame.display.init()
    v = RowView(ViewContext(rules=RowRules(), seat_names=["A"], seat_colors=[(200, 0, 0)],
                            play_sound=lambda _name: None))
    v.set_state(Row(), 0, True)
    return v


def test_one_option_is_played_none_does_nothing(view):
    assert view.offer([]) is None and not view.holding()
    assert view.offer([Put(2)]) == Put(2) and not view.holding()


def test_several_options_wait_for_a_pick_and_esc_forgets_them(view):
    assert view.offer([Put(0), Put(2)]) is None
    assert view.choices == [Put(0), Put(2)] and view.holding()
    assert view.status == "Choose how:"
    view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert view.choices == [] and not view.holding() and view.status == ""


def test_the_cancel_button_and_a_new_position_forget_the_choices(view):
    view.ctx.lang = "it"
    view.offer([Put(0), Put(2)])
    assert view.status == "Scegli come:"
    view.buttons = [Button(pygame.Rect(0, 300, 80, 30), "Annulla", key=CANCEL_KEY),
                    Button(pygame.Rect(0, 200, 80, 30), "Pass", action=Pass())]
    assert view.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 310), button=1)) is None
    assert not view.holding()
    view.offer([Put(0), Put(2)])
    view.set_state(Row(), 0, True)
    assert view.choices == [] and not view.holding()
