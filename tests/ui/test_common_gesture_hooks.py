"""The hooks of the shared gesture flow a game may change (lifted from the Tigris table for
the one table grammar, issue 40), on the made-up row game of test_common_gestures: their
defaults keep the flow as it was, and a game that sets them gets the behaviour."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.test_common_gestures import SUPPLY, Pass, Put, Row, RowRules, RowView, cell, ev
from ui.views.base import ViewContext


class ExplainingRow(RowView):
    """The row game with the hooks set: why-not while dragging, a home place that passes,
    the arrows walking only the held stone's places."""

    explain_drag = True

    def place_at(self, pos):
        if pygame.Rect(0, 300, 40, 40).collidepoint(pos):
            return "home"
        return super().place_at(pos)

    def drop_action(self, piece, place):
        return Pass() if place == "home" else super().drop_action(piece, place)

    def walk_list(self):
        return sorted(self.held.targets.values()) if self.held is not None else self.legal

    def hint(self, key):
        return {"pick_place": "Choose a cell."}.get(key, super().hint(key))


def make(cls):
    pygame.display.init()
    v = cls(ViewContext(rules=RowRules(), seat_names=["A"], seat_colors=[(200, 0, 0)]))
    v.set_state(Row(), 0, True)
    return v


def press(v, pos):
    return v.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def release(v, pos):
    return v.handle_event(ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def motion(v, pos):
    return v.handle_event(ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))


def key(v, k):
    return v.handle_event(ev(pygame.KEYDOWN, key=k, mod=0, unicode=""))


@pytest.mark.parametrize("cls", [RowView, ExplainingRow])
def test_the_reason_shows_while_dragging_only_where_a_game_asks_for_it(cls):
    v = make(cls)
    press(v, SUPPLY)
    motion(v, (SUPPLY[0] + 20, SUPPLY[1]))
    motion(v, cell(3))
    assert v.status == ("No such square." if cls is ExplainingRow else "")
    motion(v, cell(4))  # a lit place: nothing to explain
    assert v.status == ""
    assert release(v, cell(4)) == Put(4)


def test_the_held_piece_pressed_again_can_still_be_dragged():
    v = make(RowView)
    press(v, SUPPLY)
    release(v, SUPPLY)
    assert v.held is not None
    press(v, SUPPLY)  # pressed again, then dragged after all
    motion(v, (SUPPLY[0] + 20, SUPPLY[1]))
    motion(v, cell(2))
    assert release(v, cell(2)) == Put(2)


def test_a_game_names_a_drop_place_the_walk_and_its_phrases():
    v = make(ExplainingRow)
    press(v, SUPPLY)
    release(v, SUPPLY)
    assert v.status == "Choose a cell."
    assert press(v, (20, 320)) == Pass()  # the game's own place, not a target key
    press(v, SUPPLY)
    release(v, SUPPLY)
    key(v, pygame.K_LEFT)  # the walk goes through the held stone's places only
    assert v.status == "5/5: put on 8"
    assert key(v, pygame.K_RETURN) == Put(8)
