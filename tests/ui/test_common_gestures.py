"""The shared gesture layer (ui/views/common) driven by real pointer and key events on a
tiny made-up game: one stone to put on a row of ten cells, odd cells refused by the rules."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame
import pytest

from game.core import IllegalAction
from ui.views.base import BoardView, ViewContext
from ui.views.common.buttons import Button
from ui.views.common.gestures import Piece, TableGestures
from ui.views.common.keys import digit, walk
from ui.views.common.queue import QUEUE_EVENT

CELL = 40  # cells are CELL x CELL squares in a row at the top; the supply sits below


class Put(NamedTuple):
    cell: int


class Ready(NamedTuple):
    pass


class Pass(NamedTuple):
    pass


class Row:
    def __init__(self, ready: bool = True) -> None:
        self.ready = ready
        self.stones: list[int] = []
        self.viewer = 0

    def copy(self) -> Row:
        c = Row(self.ready)
        c.stones = list(self.stones)
        c.viewer = self.viewer
        return c


class RowRules:
    """Even cells only; with ``ready`` False a Ready step comes before every Put."""

    def legal_actions(self, s: Row) -> list:
        if not s.ready:
            return [Ready(), Pass()]
        return [Put(c) for c in range(0, 10, 2) if c not in s.stones] + [Pass()]

    def apply(self, s: Row, a: Any) -> list:
        if type(a) is Put and a.cell % 2:
            raise IllegalAction("No such square.")  # a message the catalogs hold
        if a not in self.legal_actions(s):
            raise IllegalAction("Not now.")
        if type(a) is Ready:
            s.ready = True
        elif type(a) is Put:
            s.stones.append(a.cell)
            s.ready = False
        return []

    def describe(self, a: Any, lang: str = "en") -> str:
        return f"put on {a.cell}" if type(a) is Put else type(a).__name__.lower()


class RowView(TableGestures, BoardView):
    """All a game supplies: what may be picked up, where places are, what a drop means."""

    view_name = "row"

    def set_state(self, state, viewer, interactive, events=None) -> None:
        super().set_state(state, viewer, interactive, events)
        self.reset_gestures()
        self.buttons = [Button(pygame.Rect(0, 200, 80, 30), "Pass", action=Pass(), hot=True)]

    def piece_at(self, pos):
        if pygame.Rect(0, 100, CELL, CELL).collidepoint(pos):
            if self.state.ready:
                targets = {a.cell: a for a in self.legal if type(a) is Put}
            else:  # one gesture, two engine steps
                targets = {c: [Ready(), Put(c)] for c in range(0, 10, 2)
                           if c not in self.state.stones}
            return Piece("stone", targets, home=(CELL // 2, 120))
        return None

    def place_at(self, pos):
        x, y = pos
        return x // CELL if 0 <= y < CELL and 0 <= x < 10 * CELL else None

    def candidate(self, piece, place):
        return Put(place)


def cell(c: int) -> tuple[int, int]:
    return (c * CELL + CELL // 2, CELL // 2)


SUPPLY = (CELL // 2, 120)


def ev(kind: int, **kw: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, kw)


@pytest.fixture
def view():
    pygame.display.init()
    sounds: list[str] = []
    v = RowView(ViewContext(rules=RowRules(), seat_names=["A"], seat_colors=[(200, 0, 0)],
                            play_sound=sounds.append))
    v.set_state(Row(), 0, True)
    return v


def drag(v: RowView, a: tuple[int, int], b: tuple[int, int]) -> Any:
    assert v.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1)) is None
    v.handle_event(ev(pygame.MOUSEMOTION, pos=((a[0] + b[0]) // 2, (a[1] + b[1]) // 2),
                      rel=(0, 0), buttons=(1, 0, 0)))
    v.handle_event(ev(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)))
    return v.handle_event(ev(pygame.MOUSEBUTTONUP, pos=b, button=1))


def click(v: RowView, pos: tuple[int, int]) -> Any:
    a = v.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    b = v.handle_event(ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    return a if a is not None else b


def test_picking_up_lights_the_legal_places(view):
    view.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=SUPPLY, button=1))
    assert view.lit() == {0, 2, 4, 6, 8}


def test_drag_onto_a_lit_place_plays_its_action(view):
    assert drag(view, SUPPLY, cell(4)) == Put(4)
    assert view.held is None


def test_an_illegal_drop_says_the_engines_reason_and_plays_nothing(view):
    assert drag(view, SUPPLY, cell(3)) is None
    assert view.status == "No such square."
    assert view.held is None
    view.ctx.lang = "it"
    assert drag(view, SUPPLY, cell(5)) is None
    assert view.status == "Casella inesistente."


def test_a_drop_off_the_places_asks_for_a_lit_place(view):
    assert drag(view, SUPPLY, (300, 300)) is None
    assert view.status == "Drop it on a lit place."


def test_click_click(view):
    assert click(view, SUPPLY) is None
    assert view.held is not None and view.status.startswith("Now choose a lit place")
    assert click(view, cell(8)) == Put(8)


def test_clicking_the_held_piece_again_puts_it_down(view):
    click(view, SUPPLY)
    assert click(view, SUPPLY) is None
    assert view.held is None


def test_right_button_cancels(view):
    click(view, SUPPLY)
    view.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3))
    assert view.held is None


def test_keyboard_walk_and_enter(view):
    right = ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)
    assert view.handle_event(right) is None
    assert view.status == "1/6: put on 0"
    view.handle_event(right)
    assert view.status == "2/6: put on 2"
    view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    assert view.status == "6/6: pass"
    assert view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)) == Pass()


def test_enter_presses_the_hot_button_and_digits_the_numbered_ones(view):
    assert view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)) == Pass()
    assert view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_1, mod=0)) == Pass()
    assert view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_2, mod=0)) is None
    assert click(view, (10, 210)) == Pass()


def test_one_gesture_of_two_engine_steps_goes_out_through_the_queue(view):
    rules = view.ctx.rules
    s = Row(ready=False)
    view.set_state(s, 0, True)
    assert drag(view, SUPPLY, cell(6)) == Ready()
    assert list(view.queue) == [Put(6)]
    rules.apply(s, Ready())
    pygame.event.clear()
    view.set_state(s, 0, True)
    assert pygame.event.get(QUEUE_EVENT), "the view wakes itself for the next step"
    assert view.handle_event(ev(QUEUE_EVENT, view="row")) == Put(6)
    assert not view.queue


def test_a_queued_step_the_new_position_refuses_is_dropped(view):
    view.set_state(Row(ready=False), 0, True)
    drag(view, SUPPLY, cell(2))
    view.set_state(Row(ready=False), 0, True)  # the first step did not happen
    assert not view.queue


def test_keys_helpers():
    assert digit(pygame.K_3) == 3 and digit(pygame.K_KP7) == 7
    assert digit(pygame.K_0) == 0 and digit(pygame.K_KP0) is None
    assert digit(pygame.K_0, zero=10) == 10 and digit(pygame.K_KP0, zero=10) == 10
    assert digit(pygame.K_a) is None
    assert walk(-1, 4, 1) == 0 and walk(-1, 4, -1) == 3 and walk(3, 4, 1) == 0
    assert walk(0, 0, 1) == -1


def test_hover_cards_sit_beside_their_anchor_and_stay_on_the_table():
    from ui.views.common.hover import place_card

    bounds = pygame.Rect(0, 0, 400, 300)
    assert place_card((100, 50), pygame.Rect(10, 10, 20, 20), bounds) == (38, 34, 100, 50)
    right = place_card((100, 50), pygame.Rect(350, 10, 20, 20), bounds)
    assert right.right == 342  # flipped to the left of the anchor
    low = place_card((100, 50), pygame.Rect(10, 280, 20, 20), bounds, (16, 16), (10, 10))
    assert low.bottom == 270  # flipped above
    corner = place_card((100, 50), pygame.Rect(395, 295, 0, 0), bounds)
    assert corner == (287, 241, 100, 50) and bounds.contains(corner)
