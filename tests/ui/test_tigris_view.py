"""The Tigris & Euphrates board view driven by real pointer and key events (headless)."""

from __future__ import annotations

import pygame
import pytest

from game.core import Rng
from game.tigris import RULES
from game.tigris import actions as A
from game.tigris.state import PH_ACTION, PH_COMMIT, PH_MONUMENT, PH_OVER, parse_square
from ui.theme import player_color
from ui.views import VIEWS
from ui.views.base import ViewContext
from ui.views.tigris.view import TigrisView

BOARD = pygame.Rect(0, 0, 1000, 600)
PRIVATE = pygame.Rect(0, 610, 1000, 170)


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surf = pygame.display.set_mode((1280, 800))
    yield surf


def make_view(state, seat, sounds=None, anim=1.0):
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i}" for i in range(state.players)],
                      seat_colors=[player_color(i) for i in range(state.players)],
                      play_sound=(sounds.append if sounds is not None else (lambda n: None)),
                      anim_speed=anim, show_coords=True)
    v = TigrisView(ctx)
    v.layout(BOARD)
    v.set_state(RULES.observe(state, seat), seat, True)
    return v


def draw(v, screen, seat):
    v.draw_board(screen)
    for p in range(v.state.players):
        v.draw_public(screen, pygame.Rect(1010, 10 + p * 100, 260, 92), p)
    v.draw_private(screen, PRIVATE, seat)


def down(v, pos, button=1):
    return v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def move(v, pos):
    return v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))


def up(v, pos, button=1):
    return v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(v, k):
    return v.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def drag(v, a, b):
    assert down(v, a) is None
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    assert move(v, mid) is None
    assert move(v, b) is None
    return up(v, b)


def game():
    return RULES.new_game(2, 11)


def test_registered():
    assert VIEWS["tigris"] is TigrisView


def test_drag_tile_onto_legal_square_places_it(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    colour = v.rack_colours()[0]
    target = next(a.square for a in RULES.legal_actions(s)
                  if type(a) is A.PlaceTile and a.colour == colour)
    act = drag(v, v.priv.rack[0].center, v.geo.square_center(target))
    assert act == A.PlaceTile(colour, target)
    RULES.apply(s, act)
    assert s.tile[target] == colour


def test_drop_on_illegal_square_explains_and_sends_home(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    cols = v.rack_colours()
    slot = next(i for i, c in enumerate(cols) if c != 2)  # not a farm
    river = parse_square("E1")
    assert s.board.river[river]
    down(v, v.priv.rack[slot].center)
    move(v, v.geo.square_center(river))
    # the reason shows while the piece is still over the square
    assert v.status == "Only farms may go on river squares."
    act = up(v, v.geo.square_center(river))
    assert act is None
    assert v.held is None
    assert v.status == "Only farms may go on river squares."
    # the piece slides back home
    assert v.anims and not v.busy()


def test_drop_outside_the_board_says_so(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    act = drag(v, v.priv.rack[0].center, (1200, 700))
    assert act is None and "board" in v.status


def test_click_then_click_places_a_leader(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    target = next(a.square for a in RULES.legal_actions(s)
                  if type(a) is A.PlaceLeader and a.colour == 1)
    pos = v.priv.leaders[1].center
    assert down(v, pos) is None and up(v, pos) is None
    assert v.held is not None and target in v.held.targets
    draw(v, screen, seat)  # the targets glow while it is selected
    act = down(v, v.geo.square_center(target))
    assert act == A.PlaceLeader(1, target)
    assert up(v, v.geo.square_center(target)) is None
    RULES.apply(s, act)
    assert s.leader_pos[seat * 4 + 1] == target


def test_keyboard_walks_the_legal_actions_and_enter_plays_one(screen):
    """The keys of every table: the arrows walk the legal actions (the status names the
    one shown, the board marks its square), Enter plays it."""
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    want = next(a for a in RULES.legal_actions(s) if type(a) is A.PlaceTile)
    for _ in range(len(v.legal)):
        key(v, pygame.K_RIGHT)
        if v.walked() == want:
            break
    assert v.status.endswith(RULES.describe(want, "en"))
    draw(v, screen, seat)  # the walked square is marked
    assert key(v, pygame.K_RETURN) == want


def test_a_leader_picked_by_its_letter_walks_its_own_squares(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    key(v, pygame.K_p)  # the priest
    assert v.held is not None and v.held.colour == 1
    key(v, pygame.K_RIGHT)
    assert v.status.startswith(f"1/{len(v.held.targets)}: ")
    act = key(v, pygame.K_RETURN)
    assert type(act) is A.PlaceLeader and act.colour == 1 and v.held is None


def test_digits_press_the_buttons_and_mark_tiles_to_swap(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    assert key(v, pygame.K_1) is None and v.swap_mode  # the first button: Swap tiles
    key(v, pygame.K_2)
    key(v, pygame.K_3)
    assert v.swap_marks == {1, 2}
    assert type(key(v, pygame.K_RETURN)) is A.SwapTiles


def test_move_and_withdraw_a_leader_on_the_board(screen):
    s = game()
    seat = RULES.to_act(s)
    sq = next(a.square for a in RULES.legal_actions(s)
              if type(a) is A.PlaceLeader and a.colour == 0)
    RULES.apply(s, A.PlaceLeader(0, sq))
    v = make_view(s, seat)
    draw(v, screen, seat)
    # dropped on its home spot in the private panel: withdrawn
    act = drag(v, v.geo.square_center(sq), v.priv.leaders[0].center)
    assert act == A.WithdrawLeader(0)
    # dropped on another legal square: moved
    v = make_view(s, seat)
    draw(v, screen, seat)
    dest = next(a.square for a in RULES.legal_actions(s) if type(a) is A.MoveLeader)
    assert drag(v, v.geo.square_center(sq), v.geo.square_center(dest)) == A.MoveLeader(0, dest)


def test_swap_marks_tiles_then_confirms(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    swap = next(b for b in v.buttons if b.key == "swap")
    assert down(v, swap.rect.center) is None and v.swap_mode
    for i in (0, 1):
        c = v.priv.rack[i].center
        down(v, c)
        up(v, c)
    assert v.swap_marks == {0, 1}
    draw(v, screen, seat)
    confirm = next(b for b in v.buttons if b.key == "confirm_swap")
    act = down(v, confirm.rect.center)
    cols = v.rack_colours()
    want = [0, 0, 0, 0]
    want[cols[0]] += 1
    want[cols[1]] += 1
    assert act == A.SwapTiles(tuple(want))
    n = sum(s.racks[seat])
    RULES.apply(s, act)
    assert sum(s.racks[seat]) == n


def revolt_state():
    """Seat 0's king beside the temple K1, then seat 1 places its king on L1: a revolt."""
    s = game()
    assert RULES.to_act(s) == 0
    RULES.apply(s, A.PlaceLeader(0, parse_square("J1")))
    RULES.apply(s, A.EndTurn())
    RULES.apply(s, A.PlaceLeader(0, parse_square("L1")))
    assert s.phase == PH_COMMIT
    return s


def test_conflict_commitment_buttons(screen):
    s = revolt_state()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    assert v.card_rect is not None
    commits = [b for b in v.card_buttons if isinstance(b.action, A.Commit)]
    assert [b.action.count for b in commits] == list(range(s.racks[seat][1] + 1))
    act = down(v, commits[0].rect.center)
    assert act == A.Commit(0)
    RULES.apply(s, act)
    # the defender decides next; the keyboard works too (a digit commits that many)
    seat2 = RULES.to_act(s)
    assert s.phase == PH_COMMIT and seat2 != seat
    v = make_view(s, seat2)
    draw(v, screen, seat2)
    assert key(v, pygame.K_9) is None  # not that many temples in a rack
    key(v, pygame.K_RIGHT)  # the arrows walk the choices: the card's button is pointed at
    assert v.walked() == A.Commit(0) and v._hover_button().action == A.Commit(0)
    draw(v, screen, seat2)
    act = key(v, pygame.K_0)
    assert act == A.Commit(0)
    ev = RULES.apply(s, act)
    assert any(e.kind == "conflict_resolved" for e in ev)
    # the outcome is shown by name, and the loser's leader flies home
    v.set_state(RULES.observe(s, seat2), seat2, False, ev)
    assert v.banner is not None and "wins the revolt" in v.banner[0]
    assert v.busy()
    # a tie goes to the defender, whose red point rises in the private panel
    assert v.flash[1][0] == 1
    draw(v, screen, seat2)


def test_conflict_card_is_drawn_for_onlookers(screen):
    s = revolt_state()
    ctx_seat = 1 - RULES.to_act(s)
    ctx = ViewContext(rules=RULES, seat_names=["a", "b"], seat_colors=[player_color(0),
                                                                       player_color(1)])
    v = TigrisView(ctx)
    v.layout(BOARD)
    v.set_state(RULES.observe(s, ctx_seat), ctx_seat, False)
    v.draw_board(screen)
    assert v.card_rect is not None and v.card_buttons == []


def test_animations_follow_a_move_and_respect_the_setting(screen):
    s = game()
    seat = RULES.to_act(s)
    sounds: list[str] = []
    v = make_view(s, seat, sounds)
    draw(v, screen, seat)
    a = next(a for a in RULES.legal_actions(s) if type(a) is A.PlaceTile)
    ev = RULES.apply(s, a)
    v.set_state(RULES.observe(s, seat), seat, True, ev)
    assert v.busy() and "tile" in sounds
    for _ in range(40):
        v.update(1 / 60)
        draw(v, screen, seat)
    assert not v.busy()
    s2 = game()
    v2 = make_view(s2, seat, anim=0)
    draw(v2, screen, seat)
    ev = RULES.apply(s2, a)
    v2.set_state(RULES.observe(s2, seat), seat, True, ev)
    assert not v2.busy()


def test_every_phase_draws_and_offers_its_decisions(screen):
    """Random games: whatever the phase, the view draws, and every decision outside the
    main actions is reachable as a button (no decision can get stuck)."""
    seen = set()
    for seed in (2, 3):
        s = RULES.new_game(3, seed)
        r = Rng(seed)
        for _ in range(260):
            if s.phase == PH_OVER:
                break
            seat = RULES.to_act(s)
            acts = RULES.legal_actions(s)
            if s.phase != PH_ACTION and s.phase not in seen:
                seen.add(s.phase)
                v = make_view(s, seat)
                draw(v, screen, seat)
                offered = {b.action for b in v.card_buttons}
                assert set(acts) <= offered
            good = [a for a in acts if type(a) in (A.PlaceTile, A.PlaceLeader)]
            RULES.apply(s, r.choice(good) if good and r.random() < 0.85 else r.choice(acts))
    assert PH_COMMIT in seen


def test_hover_shows_a_leaders_strength(screen):
    s = revolt_state()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    sq = parse_square("J1")
    revolt, war = v.leader_strength(sq)
    assert revolt == 1 and war[1] == 1  # the temple K1
    move(v, v.geo.square_center(sq))
    draw(v, screen, seat)  # the kingdom outline and the card are drawn without error


def test_hidden_racks_are_not_drawn(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    assert v.rack_colours() == [c for c in range(4) for _ in range(s.racks[seat][c])]
    other = 1 - seat
    v.draw_private(screen, PRIVATE, other)  # no rack contents for a seat that is not viewing
    assert sum(v.state.racks[other]) == 0


def test_escape_and_right_click_put_the_piece_back(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    key(v, pygame.K_k)
    assert v.held is not None
    key(v, pygame.K_ESCAPE)
    assert v.held is None
    pos = v.priv.rack[0].center
    down(v, pos)
    up(v, pos)
    assert v.held is not None
    down(v, (5, 5), button=3)
    assert v.held is None


def test_spectator_and_thumbnail_views_draw_the_full_state(screen):
    """No viewer (demo, new-game thumbnail): the board draws, nothing is interactive."""
    s = RULES.new_game(3, 4)
    ctx = ViewContext(rules=RULES, seat_names=["a", "b", "c"],
                      seat_colors=[player_color(i, True) for i in range(3)], colorblind=True,
                      anim_speed=0.0, extra={"thumbnail": True})
    v = TigrisView(ctx)
    small = pygame.Surface((320, 200))
    v.layout(small.get_rect())
    v.set_state(s, None, False)
    v.draw_board(small)
    for p in range(3):
        v.draw_public(small, pygame.Rect(0, 0, 200, 60), p)
    assert v.rack_colours() == []
    assert down(v, v.geo.square_center(parse_square("H6"))) is None
    # the temples are printed on the board: the square's centre is not paper-coloured
    assert small.get_at(v.geo.square_center(s.board.temples[0]))[:3] != (239, 227, 200)


def test_drag_a_catastrophe(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    temple_with_treasure = s.board.temples[0]
    # not on a treasure: refused with the engine's reason
    act = drag(v, v.priv.catastrophes[0].center, v.geo.square_center(temple_with_treasure))
    assert act is None and "catastrophe" in v.status.lower()
    target = parse_square("H6")
    act = drag(v, v.priv.catastrophes[0].center, v.geo.square_center(target))
    assert act == A.PlaceCatastrophe(target)
    RULES.apply(s, act)
    assert s.catastrophes[seat] == 1


def test_monument_choice_by_button_and_its_animation(screen):
    s = game()
    seat = RULES.to_act(s)
    assert s.racks[seat][1] > 0
    for name in ("F5", "G5", "F6"):  # three temples of a 2x2 block, set up by hand
        s.tile[parse_square(name)] = 1
        s.bag[1] -= 1
    RULES.apply(s, A.PlaceTile(1, parse_square("G6")))
    assert s.phase == PH_MONUMENT
    v = make_view(s, seat)
    draw(v, screen, seat)
    builds = [b for b in v.card_buttons if type(b.action) is A.BuildMonument]
    assert builds and any(type(b.action) is A.DeclineMonument for b in v.card_buttons)
    assert all(len(b.squares) == 4 for b in builds)
    move(v, builds[0].rect.center)  # hovering a choice outlines its block
    draw(v, screen, seat)
    act = down(v, builds[0].rect.center)
    assert act == builds[0].action
    ev = RULES.apply(s, act)
    v.set_state(RULES.observe(s, seat), seat, True, ev)
    assert any(an.hide == 1000 + act.monument for an in v.anims)
    draw(v, screen, seat)


def test_clicking_the_selected_piece_again_puts_it_down_or_drags_it(screen):
    s = game()
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    draw(v, screen, seat)
    pos = v.priv.rack[0].center
    down(v, pos)
    up(v, pos)
    assert v.held is not None
    down(v, pos)
    up(v, pos)
    assert v.held is None and v.status == ""
    # selected by a click, then dragged after all
    colour = v.rack_colours()[0]
    target = next(iter(v.t_tile[colour]))
    down(v, pos)
    up(v, pos)
    assert drag(v, pos, v.geo.square_center(target)) == A.PlaceTile(colour, target)
