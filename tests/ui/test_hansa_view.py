"""Headless tests of the Hansa Teutonica board view with real pointer events."""

from __future__ import annotations

import pygame
import pytest

from game.core import Rng
from game.hansa import RULES
from game.hansa.actions import (
    Claim,
    DeclineExtras,
    Displace,
    EndTurn,
    Income,
    Move,
    Office,
    Place,
    Relocate,
    Start,
    StopMove,
)
from game.hansa.state import (
    CLAIM_CHOICE,
    DISPLACED,
    LIBER_SOPHIAE,
    MAIN,
    MERCHANT,
    MOVE,
    TRADER,
    code,
)
from ui.theme import player_color
from ui.views.base import ViewContext
from ui.views.common.queue import QUEUE_EVENT
from ui.views.hansa import words as hui
from ui.views.hansa.view import HansaView

BOARD = pygame.Rect(10, 10, 1240, 560)
PRIVATE = pygame.Rect(10, 590, 1240, 200)


_CANVAS: list[pygame.Surface] = []


@pytest.fixture
def screen():
    """An off-screen canvas (the display only has to exist for events and fonts).

    Other test modules quit pygame; cached fonts die with it, so they are dropped."""
    if (not pygame.display.get_init() or pygame.display.get_surface() is None
            or not pygame.font.get_init() or not _CANVAS):
        from ui.app import clear_caches

        pygame.init()
        pygame.display.set_mode((64, 64))
        clear_caches()
    if not _CANVAS:
        _CANVAS.append(pygame.Surface((1280, 800)))
    return _CANVAS[0]


def make_view(players: int, colorblind: bool = False,
              anim: float = 0.0) -> tuple[HansaView, list[str]]:
    sounds: list[str] = []
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i + 1}" for i in range(players)],
                      seat_colors=[player_color(i, colorblind) for i in range(players)],
                      play_sound=sounds.append, anim_speed=anim, colorblind=colorblind)
    view = HansaView(ctx)
    view.layout(BOARD)
    return view, sounds


def show(view: HansaView, state, screen: pygame.Surface) -> int:
    """Give the view ``state`` as its deciding seat sees it and draw one frame."""
    seat = RULES.to_act(state)
    view.set_state(RULES.observe(state, seat), seat, True, None)
    view.draw_board(screen)
    view.draw_private(screen, PRIVATE, seat)
    for s in range(state.players):
        view.draw_public(screen, pygame.Rect(900, 10 + 120 * s, 300, 100), s)
    return seat


def press(view: HansaView, pos) -> object:
    return view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def release(view: HansaView, pos) -> object:
    return view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def motion(view: HansaView, pos) -> object:
    return view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                                buttons=(1, 0, 0)))


def drag(view: HansaView, a, b) -> object:
    """Press at ``a``, move in steps to ``b``, release: the action returned, if any."""
    out = [press(view, a)]
    for k in (0.25, 0.5, 0.75, 1.0):
        out.append(motion(view, (round(a[0] + (b[0] - a[0]) * k),
                                 round(a[1] + (b[1] - a[1]) * k))))
    out.append(release(view, b))
    got = [x for x in out if x is not None]
    assert len(got) <= 1
    return got[0] if got else None


def click(view: HansaView, pos) -> object:
    a = press(view, pos)
    b = release(view, pos)
    return a if a is not None else b


def _offered(s, a):
    """``a`` as the legal actions name it: a Place or Move onto any empty post of a route
    is offered on the route's first empty post (the engine plays it where it says)."""
    if type(a) is Place and not s.post[a.post]:
        return a._replace(post=_first_empty(s, a.post))
    if type(a) is Move and not s.post[a.to]:
        return a._replace(to=_first_empty(s, a.to))
    return a


def play_out(view: HansaView, s, first, screen) -> list:
    """Apply ``first`` and whatever the view queued after it (a two-step action: the
    engine's ``Start`` then its details), showing each new state; the actions played."""
    played = []
    a = first
    while a is not None:
        assert key(_offered(s, a)) in {key(x) for x in RULES.legal_actions(s)}, a
        RULES.apply(s, a)
        played.append(a)
        show(view, s, screen)
        a = None
        if view.queue:
            assert pygame.event.get(QUEUE_EVENT), "the view wakes itself for the next step"
            a = view.handle_event(pygame.event.Event(QUEUE_EVENT, {"hansa": True}))
    return played


def supply_rect(view: HansaView, shape: int) -> pygame.Rect:
    return next(r for key, r in view.priv["pieces"] if key == ("supply", shape))


def key(action) -> tuple:
    """Actions are tuples: ``EndTurn() == NoBenefit()``; compare them with their class."""
    return (type(action).__name__, *action)


def button_for(view: HansaView, action) -> pygame.Rect:
    """The button of ``action`` as drawn in the next frame."""
    view.draw_private(_CANVAS[0], PRIVATE, view.decider)
    return next(b.rect for b in view.buttons
                if b.action is not None and key(b.action) == key(action))


def empty_route(state, min_posts: int = 2) -> int:
    b = state.board
    return next(r for r in b.live_routes if len(b.route_posts[r]) >= min_posts
                and not any(state.post[p] for p in b.route_posts[r])
                and r not in b.start_routes)


# --------------------------------------------------------------------------- placing


def test_drag_cube_from_supply_onto_post_places_it(screen):
    s = RULES.new_game(4, 11)
    view, sounds = make_view(4)
    show(view, s, screen)
    r = empty_route(s)
    p = s.board.route_posts[r][0]
    a = drag(view, supply_rect(view, TRADER).center, view.post_center(p))
    played = play_out(view, s, a, screen)
    assert key(played[-1]) == key(Place(p, TRADER))
    assert s.post[p] == code(0, TRADER) and s.phase == MAIN and s.actions == 1
    assert "piece" in sounds


def _first_empty(s, p: int) -> int:
    """The first empty post of ``p``'s route (the engine may only offer that one)."""
    b = s.board
    return next(q for q in b.route_posts[b.post_route[p]] if not s.post[q])


def _place_actions(s, p: int, shape: int) -> list:
    """The engine actions of placing a piece on ``p``'s route now (one or two steps)."""
    legal = {key(x) for x in RULES.legal_actions(s)}
    for q in (p, _first_empty(s, p)):
        if key(Place(q, shape)) in legal:
            return [Place(q, shape)]
    from game.hansa.actions import Start

    s2 = s.copy()
    RULES.apply(s2, Start("place"))
    legal = {key(x) for x in RULES.legal_actions(s2)}
    q = p if key(Place(p, shape)) in legal else _first_empty(s, p)
    return [Start("place"), Place(q, shape)]


def _place(s, p: int, shape: int) -> int:
    """Place a piece on ``p``'s route; the post it went to."""
    acts = _place_actions(s, p, shape)
    for a in acts:
        RULES.apply(s, a)
    return acts[-1].post


def test_a_placed_piece_flies_in_then_settles(screen):
    s = RULES.new_game(3, 12)
    view, sounds = make_view(3, anim=1.0)
    show(view, s, screen)
    p = s.board.route_posts[empty_route(s)][0]
    events = []
    for a in _place_actions(s, p, TRADER):
        events = RULES.apply(s, a)
    view.set_state(RULES.observe(s, 0), 0, True, events)
    assert view.busy() and any(a.hide == ("post", p) for a in view.anims)
    view.draw_board(screen)
    view.update(0.15)
    assert view.busy()
    view.update(0.5)
    assert not view.busy()
    assert "piece" in sounds
    # a drop on a city instead of a trading post slides back and says why
    show(view, s, screen)
    view.update(1.0)
    assert drag(view, supply_rect(view, TRADER).center, view.office_center(0)) is None
    assert "lit trading post" in view.status and view.busy()
    fast, _ = make_view(3, anim=0.0)
    show(fast, s, screen)
    fast.set_state(RULES.observe(s, 0), 0, True, events)
    assert not fast.busy(), "animation speed 0 turns motion off"


def test_click_click_places_a_disc_and_drop_off_board_does_nothing(screen):
    s = RULES.new_game(3, 5)
    view, _ = make_view(3)
    show(view, s, screen)
    first, p = s.board.route_posts[empty_route(s)][:2]
    # a drag ending outside the map and the panel gives nothing back
    assert drag(view, supply_rect(view, MERCHANT).center, (5, 795)) is None
    assert "lit trading post" in view.status
    assert click(view, supply_rect(view, MERCHANT).center) is None
    assert view.targets()["posts"], "legal posts light up once a piece is picked"
    assert {first, p} <= view.targets()["posts"], "every empty post of a route is lit"
    played = play_out(view, s, click(view, view.post_center(p)), screen)
    assert type(played[-1]) is Place and played[-1].shape == MERCHANT
    # the piece lands on the post it was dropped on (the 2nd), not the route's first
    assert played[-1].post == p
    assert s.post[p] == code(0, MERCHANT) and not s.post[first]


def _own_turn_again(s) -> None:
    """Seat 0 ends its turn; the others end theirs until seat 0 is in MAIN again."""
    RULES.apply(s, EndTurn())
    while RULES.to_act(s) != 0 or s.phase != MAIN:
        RULES.apply(s, RULES.legal_actions(s)[-1] if s.phase != MAIN else EndTurn())


def test_drag_own_piece_onto_another_route_starts_a_move_then_stop_button(screen):
    s = RULES.new_game(3, 2)
    b = s.board
    view, sounds = make_view(3)
    p = _place(s, b.route_posts[empty_route(s)][0], TRADER)
    _own_turn_again(s)
    other = b.route_posts[empty_route(s)]
    show(view, s, screen)
    # the drop on the route's last post lands there (the legal action names its first)
    a = drag(view, view.post_center(p), view.post_center(other[-1]))
    assert key(a) == key(Start("move")), "the gesture starts the Move action first"
    assert [key(x) for x in view.queue] == [key(Move(p, other[-1]))]
    played = play_out(view, s, a, screen)
    assert [key(x) for x in played] == [key(Start("move")), key(Move(p, other[-1]))]
    assert s.phase == MOVE and s.post[other[-1]] == code(0, TRADER) and not s.post[p]
    assert not s.post[other[0]]
    assert "piece" in sounds
    # still in the Move action (Liber Sophiae 2): the piece that may move is lit
    assert view.targets()["posts"] == {other[-1]}
    assert view.prompt() == hui.word("en", "p_move")
    stop = next(bt for bt in view.buttons if bt.enabled and type(bt.action) is StopMove)
    assert stop.label == "Stop moving" and stop.hot
    got = click(view, stop.rect.center)
    assert key(got) == key(StopMove())
    RULES.apply(s, got)
    assert s.phase == MAIN and s.actions == 1 and s.cur == 0


def test_click_piece_then_route_moves_pieces_up_to_liber_sophiae(screen):
    s = RULES.new_game(3, 4)
    b = s.board
    r = empty_route(s, 3)
    p = _place(s, b.route_posts[r][0], TRADER)
    q = _place(s, b.route_posts[r][1], MERCHANT)
    _own_turn_again(s)
    assert s.ability(0, LIBER_SOPHIAE) == 2
    view, _ = make_view(3)
    show(view, s, screen)
    # a click picks the piece up: every empty post of the other routes is lit, not its own
    assert click(view, view.post_center(p)) is None
    lit = view.targets()["posts"]
    dest = b.route_posts[empty_route(s, 2)]
    assert set(dest) <= lit and not lit & set(b.route_posts[r])
    # a drop on its own route does nothing and says why
    assert drag(view, view.post_center(q), view.post_center(b.route_posts[r][2])) is None
    assert "another route" in view.status
    # click the piece, then the road between two posts of another route
    assert click(view, view.post_center(p)) is None
    mid = view.to_screen(tuple((u + v) / 2 for u, v in zip(
        view.geo.post_pos[dest[0]], view.geo.post_pos[dest[1]], strict=True)))
    assert view.route_at(mid) == b.post_route[dest[0]] and view.post_at(mid) is None
    played = play_out(view, s, click(view, mid), screen)
    assert [key(x) for x in played] == [key(Start("move")), key(Move(p, dest[0]))]
    assert s.phase == MOVE and s.pend == (1,)
    assert view.targets()["posts"] == {q, dest[0]}, "the own pieces that may move are lit"
    got = view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0,
                                               unicode="s"))
    assert key(got) == key(StopMove()), "S stops moving"
    # the second piece is dropped on the first one: it joins that route's first empty post
    got = drag(view, view.post_center(q), view.post_center(dest[0]))
    assert key(got) == key(Move(q, dest[1]))
    RULES.apply(s, got)
    assert s.post[dest[1]] == code(0, MERCHANT) and not s.post[q]
    assert s.phase == MAIN, "Liber Sophiae 2 reached: the Move action ends by itself"
    assert s.actions == 1


# --------------------------------------------------------------------------- displacing


def test_displace_then_compensation_on_lit_posts(screen):
    s = RULES.new_game(3, 7)
    view, _ = make_view(3)
    r = empty_route(s, 3)
    target = _place(s, s.board.route_posts[r][1], TRADER)  # seat 0
    RULES.apply(s, EndTurn())
    while RULES.to_act(s) != 1:
        RULES.apply(s, RULES.legal_actions(s)[0])
    seat = show(view, s, screen)
    assert seat == 1
    a = drag(view, supply_rect(view, TRADER).center, view.post_center(target))
    if a is None:  # the fee may be paid in cubes or with the disc: pick from the buttons
        assert view.choices and all(type(c) is Displace for c in view.choices)
        a = click(view, button_for(view, Displace(target, TRADER, 0)).center)
    if key(a) != key(Displace(target, TRADER, 0)):  # a two-step action: Start, then this
        RULES.apply(s, a)
        show(view, s, screen)
        a = view.handle_event(pygame.event.Event(QUEUE_EVENT, {"hansa": True}))
    assert key(a) == key(Displace(target, TRADER, 0))
    RULES.apply(s, a)
    assert s.post[target] == code(1, TRADER)
    assert s.phase == DISPLACED
    seat = show(view, s, screen)
    assert seat == 0, "the displaced player decides"
    lit = view.targets()["posts"]
    assert lit and target not in lit
    placed = 0
    while s.phase == DISPLACED:
        lit = sorted(view.targets()["posts"])
        if not lit:
            a = click(view, button_for(view, DeclineExtras()).center)
        else:
            a = click(view, view.post_center(lit[0]))
            if a is None:  # several ways to fill this post: the buttons offer them
                a = click(view, button_for(view, view.choices[0]).center)
            assert type(a) is Relocate and a.post == lit[0]
            placed += 1
        assert key(a) in {key(x) for x in RULES.legal_actions(s)}
        RULES.apply(s, a)
        if s.phase == DISPLACED:
            show(view, s, screen)
    assert placed >= 1
    assert RULES.to_act(s) == 1 and s.phase == MAIN
    own = sum(1 for p in s.board.live_posts if s.post[p] and (s.post[p] - 1) >> 1 == 0)
    assert own == placed


def _two_full_routes(s) -> tuple[list[int], list[int]]:
    """Seat 0 fills Hamburg-Luebeck with cubes and Hamburg-Stade with a disc and two
    cubes (as the engine's audit does): the disc and any of the first route's cubes may
    swap. The posts of both routes."""
    b = s.board
    r1 = b.route_index["hamburg-luebeck"]
    r2 = b.route_index["hamburg-stade"]
    for r, shapes in ((r1, (TRADER,) * 3), (r2, (MERCHANT, TRADER, TRADER))):
        for p, sh in zip(b.route_posts[r], shapes, strict=True):
            s.supply[sh] -= 1
            s.post[p] = code(0, sh)
    s.supply[0] += 5  # keep the count of pieces
    s.stock[0] -= 5
    return list(b.route_posts[r1]), list(b.route_posts[r2])


def test_drag_a_disc_onto_a_lit_own_cube_swaps_them(screen):
    s = RULES.new_game(4, 11)
    cubes, other = _two_full_routes(s)
    disc = other[0]
    view, _ = make_view(4)
    show(view, s, screen)
    # hold the disc: every cube of the other full route lights up as a swap target
    assert press(view, view.post_center(disc)) is None
    mid = view.post_center(cubes[2])
    for pos in ((mid[0] - 30, mid[1] - 30), (mid[0] - 5, mid[1] - 5), mid):
        assert motion(view, pos) is None
    lit = view.targets()
    assert lit["swaps"] == set(cubes)
    assert not lit["posts"] & set(cubes + other), "full routes have no empty post to light"
    view.draw_board(screen)  # the blue halos draw
    # drop it on the last cube (not the engine's first one): Start, then the swap
    a = release(view, mid)
    swap = Move(cubes[0], disc)
    assert key(a) == key(Start("move"))
    assert [key(x) for x in view.queue] == [key(swap)]
    played = play_out(view, s, a, screen)
    assert [key(x) for x in played] == [key(Start("move")), key(swap)]
    assert s.post[disc] == code(0, TRADER) and s.post[cubes[0]] == code(0, MERCHANT)
    assert s.phase == MAIN and s.actions == 1, "the swap used both moves of Liber Sophiae 2"


def test_click_click_swaps_either_way_and_a_button_offers_it(screen):
    s = RULES.new_game(4, 11)
    cubes, other = _two_full_routes(s)
    disc = other[0]
    RULES.apply(s, Start("move"))
    view, _ = make_view(4)
    show(view, s, screen)
    swap = Move(cubes[0], disc)
    assert key(swap) in {key(x) for x in RULES.legal_actions(s)}
    assert {disc, *cubes} <= view.targets()["posts"], "pieces that can swap are lit to pick"
    # cube first, then the disc
    assert click(view, view.post_center(cubes[1])) is None
    assert view.targets()["swaps"] == {disc}, "only discs swap with a cube"
    assert key(click(view, view.post_center(disc))) == key(swap)
    # disc first, then a cube; a cube on its own route is no swap partner
    assert click(view, view.post_center(disc)) is None
    assert view.targets()["swaps"] == set(cubes)
    assert click(view, view.post_center(other[1])) is None
    assert click(view, view.post_center(disc)) is None
    assert key(click(view, view.post_center(cubes[2]))) == key(swap)
    # the fallback button names the swap; pressing it plays it
    rect = button_for(view, swap)
    label = next(bt.label for bt in view.buttons if bt.rect == rect)
    assert label.startswith("Swap the cube on")
    got = click(view, rect.center)
    assert key(got) == key(swap)
    RULES.apply(s, got)
    assert s.post[disc] == code(0, TRADER) and s.post[cubes[0]] == code(0, MERCHANT)
    assert s.post[cubes[1]] == s.post[cubes[2]] == code(0, TRADER)


# --------------------------------------------------------------------------- claiming


def _fill_route(s, r: int) -> None:
    """Seat 0 fills route ``r`` (the others end their turns)."""
    for p in s.board.route_posts[r]:
        while RULES.to_act(s) != 0 or s.phase != MAIN:
            RULES.apply(s, EndTurn() if s.phase == MAIN else RULES.legal_actions(s)[0])
        if s.supply[0] == 0:
            RULES.apply(s, Income(0))
            continue
        _place(s, p, TRADER)
    while RULES.to_act(s) != 0 or s.phase != MAIN or s.actions >= 2:
        RULES.apply(s, EndTurn() if s.phase == MAIN else RULES.legal_actions(s)[0])


def test_click_full_route_claims_then_office_is_picked_on_the_map(screen):
    s = RULES.new_game(4, 3)
    b = s.board
    r = next(r for r in b.live_routes if len(b.route_posts[r]) == 3
             and r not in b.start_routes
             and b.office_shape[b.city_offices[b.route_a[r]][0]] == TRADER)
    _fill_route(s, r)
    view, _ = make_view(4)
    show(view, s, screen)
    assert r in view.targets()["routes"], "a claimable route is lit"
    a = click(view, view.route_center(r))
    assert key(a) == key(Claim(r))
    RULES.apply(s, a)
    assert s.phase == CLAIM_CHOICE
    show(view, s, screen)
    city = b.route_a[r]
    assert city in view.targets()["cities"]
    a = click(view, view.city_target(city))
    assert key(a) == key(Office(city))
    RULES.apply(s, a)
    assert s.office[b.city_offices[city][0]] == code(0, TRADER)


def test_claim_choice_buttons_cover_every_decision(screen):
    s = RULES.new_game(4, 3)
    b = s.board
    r = next(r for r in b.live_routes if len(b.route_posts[r]) == 3
             and r not in b.start_routes)
    _fill_route(s, r)
    RULES.apply(s, Claim(r))
    view, _ = make_view(4)
    show(view, s, screen)
    offered = {key(bt.action) for bt in view.buttons if bt.enabled and bt.action is not None}
    assert {key(a) for a in RULES.legal_actions(s)} <= offered


# --------------------------------------------------------------------------- every decision


def test_keyboard_and_buttons_reach_every_decision(screen):
    """Along a computer-played game: each legal action is reachable with ←/→ + Enter,
    and each decision that has no place on the map has a numbered button."""
    s = RULES.new_game(2, 9)
    view, _ = make_view(2)
    rng = Rng(4)
    seen_phases = set()
    for _ in range(160):
        if RULES.to_act(s) is None:
            break
        show(view, s, screen)
        legal = RULES.legal_actions(s)
        seen_phases.add(s.phase)
        offered = {key(bt.action) for bt in view.buttons if bt.enabled and bt.action is not None}
        for a in legal:
            if type(a).__name__ in ("EndTurn", "Income", "NoBenefit", "DeclineExtras",
                                    "StopRemove", "UseActions"):
                assert key(a) in offered, a
        k = rng.randrange(len(legal))
        for _ in range(k + 1):
            view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                                 unicode=""))
        got = view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                   unicode=""))
        assert key(got) == key(legal[k])
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    assert {MAIN, CLAIM_CHOICE} <= seen_phases


def _key_event(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_the_shared_table_keys(screen):
    """The keys every table reads alike (common.gestures.TableGestures): a keypad digit
    presses a button as the main-row digit does, Esc and the right button put a picked
    piece down, and the table's own letters stay (E ends the turn)."""
    from ui.views.common.gestures import TableGestures

    assert issubclass(HansaView, TableGestures)
    s = RULES.new_game(2, 3)
    view, _ = make_view(2)
    show(view, s, screen)
    first = next(b for b in view.buttons if b.enabled)
    assert key(view.handle_event(_key_event(pygame.K_KP1))) == key(first.action)
    show(view, s, screen)
    assert key(view.handle_event(_key_event(pygame.K_1))) == key(first.action)
    for put_down in (_key_event(pygame.K_ESCAPE),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(600, 300), button=3)):
        show(view, s, screen)
        assert click(view, supply_rect(view, TRADER).center) is None and view.holding()
        assert view.handle_event(put_down) is None and not view.holding()
        assert not view.targets()["posts"], "nothing is lit once the piece is put down"
    show(view, s, screen)
    assert type(view.handle_event(_key_event(pygame.K_e))) is EndTurn


def test_draws_both_sides_with_hover_notes(screen):
    for players in (2, 5):
        s = RULES.new_game(players, 1)
        rng = Rng(players)
        for _ in range(120):
            if RULES.to_act(s) is None:
                break
            RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
        view, _ = make_view(players, colorblind=True)
        show(view, s, screen)
        assert view.geo.side == ("2-3" if players == 2 else "4-5")
        b = s.board
        c = next((c for c in range(b.n_cities) if s.office[b.city_offices[c][0]]), 0)
        lines = view.hover_lines(view.office_center(b.city_offices[c][0]))
        assert lines and b.city_names[c] in lines[0]
        r = b.live_routes[0]
        lines = view.hover_lines(view.route_center(r))
        assert any("prestige" in t for t in lines)


# --------------------------------------------------------------------------- pointer reach


def _marker_rect(view: HansaView, kind: int) -> pygame.Rect:
    return next(r for r, k in view.priv["markers"] if k == kind)


def _finish(view: HansaView, got, action):
    """If the gesture left a choice open, press the button of ``action``."""
    if got is None and view.choices:
        assert key(action) in {key(c) for c in view.choices}, (action, view.choices)
        got = click(view, button_for(view, action).center)
    return got


def rng_bit(a) -> bool:
    """A fixed coin flip per action, to try both gestures."""
    return sum(a) % 2 == 0


def gesture(view: HansaView, s, a):
    """Play ``a`` with the pointer the way a player would; the action the view gives."""
    from game.hansa import actions as A
    from game.hansa.state import ACT3, ACT4, REMOVE3, SWAP, UPGRADE

    t = type(a)
    if t.__name__ == "Start":  # a two-step action: the map gesture plays Start + details
        details = [d for acts in view.by_post.values() for d in acts
                   if type(d).__name__ == a.kind.capitalize()]
        assert details, a
        d = details[len(details) // 2]
        if a.kind == "move":
            got = drag(view, view.post_center(d.post), view.post_center(d.to))
            assert [key(x) for x in view.queue] == [key(d)]
        else:
            got = drag(view, supply_rect(view, d.shape).center, view.post_center(d.post))
            got = _finish(view, got, d)
            assert len(view.queue) == 1 and type(view.queue[0]) is type(d)
        return got
    if t is A.Place:
        click(view, supply_rect(view, a.shape).center)
        return _finish(view, click(view, view.post_center(a.post)), a)
    if t is A.Displace:
        got = drag(view, supply_rect(view, a.shape).center, view.post_center(a.post))
        return _finish(view, got, a)
    if t is A.Move:  # click-click half the time, else a drag
        if rng_bit(a):
            assert click(view, view.post_center(a.post)) is None
            return click(view, view.post_center(a.to))
        return drag(view, view.post_center(a.post), view.post_center(a.to))
    if t in (A.Relocate,):
        return _finish(view, click(view, view.post_center(a.post)), a)
    if t is A.Remove:
        if s.phase == MAIN:
            click(view, _marker_rect(view, REMOVE3).center)
        return _finish(view, click(view, view.post_center(a.post)), a)
    if t in (A.Claim,):
        return click(view, view.route_center(a.route))
    if t is A.PlaceMarker:
        g = view.geo
        return _finish(view, click(view, view.to_screen(g.anchor[a.route])), a)
    if t in (A.Office, A.NeutralOffice):
        return _finish(view, click(view, view.city_target(a.city)), a)
    if t is A.ExtraOffice:
        r = view.geo.extra_rect(a.city, len(s.extra[a.city]))
        return _finish(view, click(view, view.to_screen(r.center)), a)
    if t is A.Upgrade:
        return _finish(view, click(view, view.to_screen(view.geo.scrolls[a.ability].center)), a)
    if t is A.Coellen:
        return _finish(view, click(view, view.to_screen(view.geo.coellen[a.space])), a)
    if t is A.UseUpgrade:
        click(view, _marker_rect(view, UPGRADE).center)
        return _finish(view, click(view, view.to_screen(view.geo.scrolls[a.ability].center)), a)
    if t is A.UseSwap:
        click(view, _marker_rect(view, SWAP).center)
        o = s.board.city_offices[a.city][a.index]
        return _finish(view, click(view, view.office_center(o)), a)
    if t is A.UseActions:
        return click(view, _marker_rect(view, ACT3 if a.extra == 3 else ACT4).center)
    if t is A.Income:
        return _finish(view, click(view, view.priv["stock"].center), a)
    return click(view, button_for(view, a).center)


@pytest.mark.parametrize("players,seed", [(2, 21), (4, 8)])
def test_every_sampled_decision_is_reachable_by_pointer(screen, players, seed):
    s = RULES.new_game(players, seed)
    view, _ = make_view(players)
    rng = Rng(seed)
    kinds = set()
    for _ in range(220):
        if RULES.to_act(s) is None:
            break
        legal = RULES.legal_actions(s)
        by_type: dict = {}
        for a in legal:
            by_type.setdefault(type(a), []).append(a)
        for group in by_type.values():
            a = group[rng.randrange(len(group))]
            show(view, s, screen)
            got = gesture(view, s, a)
            assert got is not None and key(got) == key(a), (s.phase, a, got, view.status)
            kinds.add(type(a).__name__)
            if key(a) == key(Start("move")) and "StopMove" not in kinds:
                _reach_move_phase(view, s, rng, kinds, screen)
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    assert {"Claim", "EndTurn", "Income", "Office", "Move", "StopMove"} <= kinds


def _reach_move_phase(view: HansaView, s, rng, kinds: set, screen) -> None:
    """On a copy: the queued first Move, then every sampled MOVE decision by pointer."""
    s = s.copy()
    play_out(view, s, gesture(view, s, Start("move")), screen)
    while s.phase == MOVE:
        legal = RULES.legal_actions(s)
        for a in (legal[rng.randrange(len(legal) - 1)], legal[-1]):  # a Move, StopMove
            show(view, s, screen)
            got = gesture(view, s, a)
            assert got is not None and key(got) == key(a), (a, got, view.status)
            kinds.add(type(a).__name__)
        RULES.apply(s, legal[0])


# --------------------------------------------------------------------------- in the play scene


def test_play_scene_drives_the_view_with_posted_events(ui_app):
    from uihelp import frames

    from game.match import Match, Seat
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene

    app = ui_app
    match = Match(RULES, [Seat("Ada", 0, "human", "easy"), Seat("Bo", 1, "ai", "easy")], 3)
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 2)
    view = play.view
    assert isinstance(view, HansaView) and view.interactive
    p = match.state.board.route_posts[empty_route(match.state)][0]
    a, b = supply_rect(view, TRADER).center, view.post_center(p)
    for ev in (pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=((a[0] + b[0]) // 2, (a[1] + b[1]) // 2),
                                  rel=(1, 1), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)):
        pygame.event.post(ev)
    frames(app, 4)
    assert match.actions and key(match.actions[-1]) == key(Place(p, TRADER))
    assert match.state.post[p] == code(0, TRADER)
