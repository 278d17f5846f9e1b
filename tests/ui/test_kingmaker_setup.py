"""The Kingmaker set-up at the table [3.4]: each player gives his dealt Crown cards to his
nobles with the pointer (drag, or click and click, onto a noble's box in the side column),
the boxes that may take the held card are lit, a drop elsewhere is refused with a reason,
the hand-over cover comes between two humans and a computer allocates by itself."""

from __future__ import annotations

import pygame
import pytest
from test_kingmaker_view import SIZES, click, drag, make_view, screen, show  # noqa: F401
from uihelp import frames

from game import GAMES
from game.kingmaker import data as D
from game.kingmaker.actions import Allocate
from game.kingmaker.board import nobles_of
from game.kingmaker.text import card_name
from game.match import Match, Seat
from ui.scenes.computer import Computer
from ui.scenes.play import PAUSE, PlayScene
from ui.views.base import table_in
from ui.views.kingmaker.setup import WORDS, box_code

RULES = GAMES["kingmaker"]


def _allocations(state) -> dict[int, set[int]]:
    """card -> the nobles it may go to now, from the engine."""
    out: dict[int, set[int]] = {}
    for a in RULES.legal_actions(state):
        assert isinstance(a, Allocate)
        out.setdefault(a.card, set()).add(a.noble)
    return out


def test_a_dealt_card_dragged_onto_a_lit_noble_box_is_allocated(screen):  # noqa: F811
    s = RULES.new_game(2, 4)
    assert s.pending[0][0] == "setup"
    view = make_view(2)
    seat = show(view, s, screen[(1280, 800)])
    want = _allocations(s)
    assert set(view.setup_boxes) == set(nobles_of(s, seat))  # a box per noble of the seat
    assert all(view.geo.side.contains(r) for r in view.setup_boxes.values())
    c = min(want)
    got = None
    for n in sorted(view.setup_boxes):
        if n in want[c]:
            got = drag(view, view.card_rects[c].center, view.setup_boxes[n].center)
            assert got == Allocate(c, n)
            break
    assert got is not None
    RULES.apply(s, got)
    assert s.holder[c] == got.noble and c not in s.hands[seat]


def test_a_held_card_lights_exactly_the_nobles_that_may_take_it(screen):  # noqa: F811
    s = RULES.new_game(3, 4)
    view = make_view(3)
    show(view, s, screen[(1280, 800)])
    want = _allocations(s)
    for c in sorted(want):
        assert click(view, view.card_rects[c].center) is None
        assert view.held is not None and view.held.key == ("card", c)
        assert view.lit() == {box_code(n) for n in want[c]}
        view.draw_board(screen[(1280, 800)])  # a frame with the card held: its buttons first
        view.draw_private(screen[(1280, 800)], SIZES[(1280, 800)][1], view.viewer)
        first = next(b for b in view.buttons if b.action is not None)
        assert isinstance(first.action, Allocate) and first.action.card == c
        n = min(want[c])
        got = click(view, view.setup_boxes[n].center)  # click-click
        assert got == Allocate(c, n)
        break


def test_a_drop_on_a_box_that_may_not_take_the_card_is_refused_with_a_reason(screen):  # noqa: F811
    """A title goes only to an untitled noble [3.4b]: dropped on a titled one (or on the
    map) it goes back to the hand and the status says why."""
    for seed in range(1, 40):
        s = RULES.new_game(2, seed)
        view = make_view(2)
        seat = show(view, s, screen[(1280, 800)])
        want = _allocations(s)
        bad = [(c, n) for c in want for n in nobles_of(s, seat) if n not in want[c]]
        if bad:
            break
    else:
        pytest.skip("no deal with a noble that may not take a card")  # pragma: no cover
    c, n = bad[0]
    before = s.copy()
    assert drag(view, view.card_rects[c].center, view.setup_boxes[n].center) is None
    assert view.held is None and "set-up" in view.status  # which rule [3.4], not "not now"
    assert drag(view, view.card_rects[c].center, view.geo.map.center) is None
    assert view.status and s == before


def test_the_whole_set_up_of_two_seats_by_the_pointer_then_the_game_begins(screen):  # noqa: F811
    """Every dealt card goes to a noble by a drag onto his box; the set-up ends, the nobles
    stand on the map and the first player moves."""
    s = RULES.new_game(2, 7)
    view = make_view(2)
    surf = screen[(1280, 800)]
    drops = 0
    while s.pending and s.pending[0][0] == "setup":
        show(view, s, surf)
        want = _allocations(s)
        c = min(want)
        n = min(want[c])
        got = drag(view, view.card_rects[c].center, view.setup_boxes[n].center)
        assert got == Allocate(c, n)
        RULES.apply(s, got)
        drops += 1
    assert drops >= 2
    assert not any(p[0] == "setup" for p in s.pending) and s.round == 1
    show(view, s, surf)
    assert view.setup_boxes == {} and view.stacks  # the side column is the usual one again
    assert all(s.npos[n] >= 0 for n in D.NOBLES if s.faction[n] >= 0)


def test_a_hint_lights_the_card_and_the_noble_box(screen):  # noqa: F811
    s = RULES.new_game(2, 4)
    view = make_view(2)
    show(view, s, screen[(1280, 800)])
    a = RULES.legal_actions(s)[0]
    assert view.action_rects(a) == [view.card_rects[a.card], view.setup_boxes[a.noble]]


@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_set_up_words_in_every_language(screen, lang):  # noqa: F811
    W = table_in(WORDS, lang)
    assert all(W[k].strip() for k in W)
    assert (W["s_title"] == "Set-up") == (lang == "en")  # the catalog's, not the English
    s = RULES.new_game(2, 4)
    view = make_view(2, lang=lang)
    show(view, s, screen[(1280, 800)])
    c = next(iter(_allocations(s)))
    view.mouse = view.card_rects[c].center
    assert card_name(c, lang) in view.card_line(c)  # in the table's language
    assert view.sw("s_title") == W["s_title"]


def test_public_panel_counts_the_nobles_dealt_face_up(screen):  # noqa: F811
    s = RULES.new_game(3, 4)
    view = make_view(3)
    show(view, s, screen[(1280, 800)])
    for p in range(3):
        assert len(view.stats_of(p)[0]) == len(nobles_of(s, p)) > 0


@pytest.mark.parametrize("size", list(SIZES))
def test_nine_noble_boxes_fit_the_side_column_in_legible_text(screen, size, monkeypatch):  # noqa: F811
    """The largest deal of nobles (nine, two players, seed 1) at 1280x800 and 1920x1080:
    the boxes sit inside the side column, never overlap, keep three lines each, and no
    text is under 11 px."""
    from ui import theme
    from ui.views.kingmaker import side
    from ui.views.kingmaker.side import MIN_PX

    s = RULES.new_game(2, 1, {"optional_cards": False})  # a deal of nine nobles
    view = make_view(2, size)
    sizes: list[int] = []
    real = theme.render
    monkeypatch.setattr(theme, "render",
                        lambda t, sz, *a, **k: (sizes.append(sz), real(t, sz, *a, **k))[1])
    side.rendered.cache_clear()
    seat = show(view, s, screen[size], size)
    boxes = list(view.setup_boxes.values())
    assert len(boxes) == len(nobles_of(s, seat)) == 9
    for i, a in enumerate(boxes):
        assert view.geo.side.contains(a) and a.h >= 3 * MIN_PX
        assert not any(a.colliderect(b) for b in boxes[i + 1:])
    assert sizes and min(sizes) >= MIN_PX


@pytest.mark.parametrize("size", list(SIZES))
def test_a_deal_of_sixteen_cards_shows_whole_in_the_hand(screen, size):  # noqa: F811
    s = RULES.new_game(2, 41, {"optional_cards": False})  # a deal of sixteen
    view = make_view(2, size)
    seat = show(view, s, screen[size], size)
    assert len(s.hands[seat]) == 16
    assert set(view.card_rects) == set(s.hands[seat])
    private = SIZES[size][1]
    rects = list(view.card_rects.values())
    for i, a in enumerate(rects):
        assert private.contains(a) and a.w >= 70
        assert not any(a.colliderect(b) for b in rects[i + 1:])
    assert all(not a.colliderect(b.rect) for a in rects for b in view.buttons)


# ---------------------------------------------------------------------- the play scene
def _scene(app, kinds: list[str], seed: int) -> tuple[PlayScene, Match]:
    seats = [Seat(f"P{i + 1}", i, k, "easy") for i, k in enumerate(kinds)]
    match = Match(RULES, seats, seed, {})
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 2)
    return play, match


def _drag_all(app, play: PlayScene, match: Match, seat: int) -> int:
    """The human at ``seat`` drags his dealt cards onto his nobles until his set-up is
    done; the number of drags."""
    view = play.view
    k = 0
    while match.state.pending and match.state.pending[0] == ("setup", seat):
        frames(app, 1)
        c = min(view.by_card)
        target = min(p for p in view.by_card[c])  # a box code
        a, b = view.card_rects[c].center, view.setup_boxes[-1 - target].center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        for t in (0.3, 0.6, 1.0):
            pos = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                                 buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
        n = len(match.actions)
        frames(app, 1)
        assert len(match.actions) == n + 1 and isinstance(match.actions[-1], Allocate)
        k += 1
    return k


def test_two_humans_allocate_behind_the_hand_over_cover(ui_app):
    play, match = _scene(ui_app, ["human", "human"], 4)
    assert play.covered_for == 0 and match.to_act() == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=play.btn_ready.rect.center,
                                         button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=play.btn_ready.rect.center,
                                         button=1))
    frames(ui_app, 1)
    assert play.covered_for is None
    assert _drag_all(ui_app, play, match, 0) >= 1
    frames(ui_app, 1)
    assert match.state.pending[0] == ("setup", 1)
    assert play.covered_for == 1  # P2's deal stays hidden until P2 is at the screen
    play.uncover()
    frames(ui_app, 1)
    assert play.view.viewer == 1
    assert set(play.view.setup_boxes) == set(nobles_of(match.state, 1))
    assert _drag_all(ui_app, play, match, 1) >= 1
    assert not any(p[0] == "setup" for p in match.state.pending)


def test_a_computer_allocates_its_deal_by_itself(ui_app):
    play, match = _scene(ui_app, ["human", "ai"], 4)
    _drag_all(ui_app, play, match, 0)
    waits = []
    for _ in range(300):
        n = len(match.actions)
        frames(ui_app, 1, 0.1)
        if len(match.actions) > n and isinstance(match.actions[-1], Allocate):
            waits.append(play.ai_wait)
        if not any(p[0] == "setup" for p in match.state.pending):
            break
    # nothing of a computer's allocation is on the table: the shortest pause between them
    assert waits and max(waits) == PAUSE["off"]
    assert not any(p[0] == "setup" for p in match.state.pending)
    assert any(isinstance(a, Allocate) and match.state.faction[a.noble] == 1
               for a in match.actions)
    assert all(match.state.npos[n] >= 0 for n in D.NOBLES if match.state.faction[n] >= 0)
