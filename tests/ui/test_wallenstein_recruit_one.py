"""The table at the recruit-1/move card (issue 23): its buttons and drags come from the
legal actions, so with gold and supply nothing on the table moves without recruiting;
with the older reading's option both are offered."""

from __future__ import annotations

import pygame
import pytest

from game.wallenstein import RULES
from game.wallenstein import rules as R
from game.wallenstein.actions import RecruitMove
from tests.wallenstein.positions import P, bare, give
from tests.wallenstein.test_actions import run
from ui.theme import player_color
from ui.views import VIEWS, ViewContext

SRC, OWN = P("kursachsen"), P("anhalt")


@pytest.fixture
def screen():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 800))
    return pygame.display.get_surface()


def table(screen, gold: int, optional: bool):
    """Seat 0 at its recruit-1/move card in Kursachsen (4 armies, Anhalt its own)."""
    s = bare()
    give(s, 0, SRC, 4)
    give(s, 0, OWN, 1)
    s.gold[0] = gold
    s.options = {**s.options, R.RECRUIT1_OPTIONAL: optional}
    run(s, 0, 7, SRC)
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i}" for i in range(4)],
                      seat_colors=[player_color(i) for i in range(4)],
                      play_sound=lambda n: None, anim_speed=0.0)
    v = VIEWS["wallenstein"](ctx)
    v.layout(pygame.Rect(0, 0, 1000, 560))
    v.set_state(RULES.observe(s, 0), 0, True)
    v.draw_board(screen)
    v.draw_private(screen, pygame.Rect(0, 570, 1000, 200), 0)
    return s, v


def offered(v) -> set:
    return {b.action for b in v.buttons if b.action is not None} | set(v.targets().values())


def toggle(v):
    return next((b for b in v.buttons if b.key == "recruit"), None)


def drag(v, a, b) -> list:
    out = []
    for ev in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)):
        r = v.handle_event(ev)
        if r is not None:
            out.append(r)
    return out


def test_with_gold_and_supply_the_table_offers_no_move_only_choice(screen):
    s, v = table(screen, 14, False)
    assert offered(v) == {RecruitMove(True, -1), RecruitMove(True, OWN)}
    assert toggle(v) is None  # recruiting is not a choice: no toggle to switch it off
    assert drag(v, v.geom.army_pos(SRC), v.geom.anchor_screen(OWN)) == [RecruitMove(True, OWN)]


def test_without_gold_the_table_offers_the_move(screen):
    s, v = table(screen, 0, False)
    assert offered(v) == {RecruitMove(False, OWN)}
    assert toggle(v) is None, "no dead toggle: nothing can be recruited"
    assert all(b.enabled for b in v.buttons if b.key not in ("minus", "plus"))


def test_with_the_option_the_table_offers_both(screen):
    s, v = table(screen, 14, True)
    assert offered(v) == {RecruitMove(True, -1), RecruitMove(False, OWN), RecruitMove(True, OWN)}
    t = toggle(v)
    assert t is not None and t.enabled and t.toggled
    v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=t.rect.center, button=1))
    v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=t.rect.center, button=1))
    assert not v.recruit
    assert drag(v, v.geom.army_pos(SRC), v.geom.anchor_screen(OWN)) == [RecruitMove(False, OWN)]
