"""The Wallenstein board view driven by real pointer and key events (headless), and the
cube tower's animation checked against the model's reported paths."""

from __future__ import annotations

import pygame
import pytest

from game.core import Rng
from game.wallenstein import RULES
from game.wallenstein.actions import Campaign, Count, Defend, Plan
from game.wallenstein.state import EXECUTE, PLAN, UNSET
from ui.theme import player_color
from ui.views import VIEWS
from ui.views.base import ViewContext
from ui.views.common.queue import QUEUE_EVENT
from ui.views.wallenstein.tower import TowerSim
from ui.views.wallenstein.view import WallensteinView

BOARD = pygame.Rect(0, 0, 1000, 560)
PRIVATE = pygame.Rect(0, 570, 1000, 200)


@pytest.fixture
def screen():
    """The window (made again for each test: the app tests close the display)."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 800))
    return pygame.display.get_surface()


def make_view(state, seat, sounds=None, anim=1.0, interactive=True):
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i}" for i in range(state.players)],
                      seat_colors=[player_color(i) for i in range(state.players)],
                      play_sound=(sounds.append if sounds is not None else (lambda n: None)),
                      anim_speed=anim)
    v = WallensteinView(ctx)
    v.layout(BOARD)
    v.set_state(RULES.observe(state, seat) if seat is not None else state, seat, interactive)
    return v


def draw(v, screen, seat):
    v.draw_board(screen)
    for p in range(v.state.players):
        v.draw_public(screen, pygame.Rect(1010, 10 + p * 100, 260, 92), p)
    if seat is not None:
        v.draw_private(screen, PRIVATE, seat)


def down(v, pos):
    return v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def move(v, pos):
    return v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))


def up(v, pos):
    return v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def drag(v, a, b):
    r1 = down(v, a)
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    r2 = move(v, mid)
    r3 = move(v, b)
    r4 = up(v, b)
    return [x for x in (r1, r2, r3, r4) if x is not None]


def key(v, k):
    return v.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def play_until(pred, players=4, seed=3, rseed=5, limit=4000):
    """Random play from a fresh game until ``pred(state)``; returns (state, events)."""
    s = RULES.new_game(players, seed)
    r = Rng(rseed)
    events: list = []
    for _ in range(limit):
        if pred(s, events):
            return s, events
        acts = RULES.legal_actions(s)
        events = RULES.apply(s, acts[r.randrange(len(acts))])
    raise AssertionError("position not reached")


def at_plan_start(s, ev):
    return s.phase == PLAN and all(x == UNSET for x in s.plans[s.planner]) and \
        len(s.plan_pool[s.planner]) >= 4


def feed(v, state, seat, action):
    """Apply ``action`` and give the view the new position (the play scene's job)."""
    ev = RULES.apply(state, action)
    v.set_state(RULES.observe(state, seat), seat, RULES.to_act(state) == seat, ev)
    return ev


def test_registered():
    assert VIEWS["wallenstein"] is WallensteinView


def test_planning_by_drag_and_confirm(screen):
    s, _ = play_until(at_plan_start)
    seat = s.planner
    v = make_view(s, seat)
    draw(v, screen, seat)
    wanted = {}
    for sp in range(10):
        if not v.hand_rects:
            break
        rect, card = v.hand_rects[-1]  # the last card of the hand (a blank, then provinces)
        assert drag(v, rect.center, v.space_rects[sp].center) == []
        draw(v, screen, seat)
        wanted[sp] = card
    assert set(wanted) == set(range(10)), "ten spaces filled by dragging"
    # drag one card from space 0 onto space 9: the two swap
    drag(v, v.space_rects[0].center, v.space_rects[9].center)
    wanted[0], wanted[9] = wanted[9], wanted[0]
    assert v.local_plan == wanted
    draw(v, screen, seat)
    confirm = next(b for b in v.buttons if b.key == "confirm")
    assert confirm.enabled
    pygame.event.clear()
    a = down(v, confirm.rect.center)
    assert a == Plan(0, wanted[0])
    up(v, confirm.rect.center)
    sent = [a]
    while True:
        feed(v, s, seat, a)
        if s.planner != seat or s.phase != PLAN:
            break
        posted = [e for e in pygame.event.get() if e.type == QUEUE_EVENT]
        assert posted, "the view asks for the next planning action"
        a = v.handle_event(posted[0])
        assert a is not None
        sent.append(a)
    assert sent == [Plan(i, wanted[i]) for i in range(10)]
    assert RULES.observe(s, seat).plans[seat] == [wanted[i] for i in range(10)]


def test_planning_by_click_click_and_keyboard(screen):
    s, _ = play_until(at_plan_start)
    seat = s.planner
    v = make_view(s, seat)
    draw(v, screen, seat)
    rect, card = v.hand_rects[0]
    down(v, rect.center)
    up(v, rect.center)
    assert v.sel_card == card
    draw(v, screen, seat)
    down(v, v.space_rects[4].center)
    up(v, v.space_rects[4].center)
    assert v.local_plan == {4: card}
    # Backspace with nothing held takes the last laid card back
    key(v, pygame.K_BACKSPACE)
    assert v.local_plan == {}
    # the shared keys: Right walks the legal actions (the status names the one shown),
    # Enter plays it
    key(v, pygame.K_RIGHT)
    assert v.status.startswith(f"1/{len(v.legal)}: ")
    assert key(v, pygame.K_RETURN) == v.legal[0]
    # the rest of the plan by click-click; Enter then presses Confirm (the hot button),
    # and so does 1 (the first enabled button)
    for sp in range(10):
        draw(v, screen, seat)
        rect, _card = v.hand_rects[0]
        down(v, rect.center)
        up(v, rect.center)
        down(v, v.space_rects[sp].center)
        up(v, v.space_rects[sp].center)
    assert len(v.local_plan) == 10
    draw(v, screen, seat)
    assert key(v, pygame.K_RETURN) == Plan(0, v.local_plan[0])
    v.queue.clear()
    assert key(v, pygame.K_1) == Plan(0, v.local_plan[0])


def at_campaign(s, ev):
    if s.phase != EXECUTE or not s.pending or s.pending[0] != "act" or s.pending[3] < 8:
        return False
    return s.armies[s.pending[2]] >= 3 and any(
        s.owner[t] not in (s.pending[1],) for t in
        [a.target for a in RULES.legal_actions(s)])


def test_attack_by_drag_with_count(screen):
    s, _ = play_until(at_campaign)
    seat = s.pending[1]
    src = s.pending[2]
    v = make_view(s, seat)
    draw(v, screen, seat)
    targets = v.targets()
    assert targets and all(type(a) is Campaign for a in targets.values())
    enemy = [t for t in targets if s.owner[t] != seat]
    target = enemy[0]
    # wheel down once: one army fewer than the default (all but one)
    n0 = v.count
    v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert v.count == n0 - 1 >= 1
    a = v.geom.army_pos(src)
    b = v.geom.anchor_screen(target)
    acts = drag(v, a, b)
    assert acts == [Campaign(target)]
    pygame.event.clear()
    feed(v, s, seat, acts[0])
    if s.pending and s.pending[0] == "count":
        posted = [e for e in pygame.event.get() if e.type == QUEUE_EVENT]
        assert posted
        assert v.handle_event(posted[0]) == Count(n0 - 1)


def test_illegal_drop_goes_home(screen):
    s, _ = play_until(at_campaign)
    seat = s.pending[1]
    src = s.pending[2]
    v = make_view(s, seat)
    draw(v, screen, seat)
    far = next(p for p in range(45) if p not in v.targets() and p != src)
    assert drag(v, v.geom.army_pos(src), v.geom.anchor_screen(far)) == []
    assert v.status and v.drag is None


def test_refused_march_gives_the_engines_reason_and_a_click_explains(screen):
    s, _ = play_until(at_campaign)
    seat = s.pending[1]
    src = s.pending[2]
    v = make_view(s, seat)
    draw(v, screen, seat)
    far = next(p for p in range(45) if p not in v.targets() and p != src)
    drag(v, v.geom.army_pos(src), v.geom.anchor_screen(far))
    assert v.status == engine_reason(s, seat, far)
    assert not v.holding()  # the armies are back, still ready for the next drag
    down(v, v.geom.anchor_screen(far))
    up(v, v.geom.anchor_screen(far))
    assert v.status in ("Not a province you may choose now.", "Out of play with three players.")
    target = next(iter(v.targets()))  # a click on a lit province marches at once
    assert down(v, v.geom.anchor_screen(target)) == Campaign(target)
    assert v.queue and type(v.queue[0]) is Count


def engine_reason(s, seat, far):
    """What the engine says of a march to ``far`` (English)."""
    from game.core import IllegalAction

    try:
        RULES.apply(RULES.observe(s, seat).copy(), Campaign(far))
    except IllegalAction as exc:
        return exc.text("en")
    raise AssertionError("the march was legal")


def test_shared_keys_walk_press_and_put_down(screen):
    s, _ = play_until(at_plan_start)
    seat = s.planner
    v = make_view(s, seat)
    draw(v, screen, seat)
    rect, card = v.hand_rects[0]
    down(v, rect.center)
    up(v, rect.center)
    assert v.holding() and v.sel_card == card
    key(v, pygame.K_ESCAPE)  # Esc puts the card back
    assert not v.holding() and v.sel_card is None
    down(v, rect.center)
    v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=3))
    assert not v.holding()  # so does the right button
    key(v, pygame.K_LEFT)  # Left from nothing shown: the last legal action
    last = v.legal[-1]
    assert v.status.startswith(f"{len(v.legal)}/{len(v.legal)}: Put ")
    assert key(v, pygame.K_RETURN) == last


def at_defend(s, ev):
    return s.phase == EXECUTE and bool(s.pending) and s.pending[0] == "defend" and \
        s.armies[s.pending[2]] >= 2


def test_defender_chooses_by_buttons_and_keys(screen):
    s, _ = play_until(at_defend)
    seat = s.pending[1]
    n = s.armies[s.pending[2]]
    v = make_view(s, seat)
    draw(v, screen, seat)
    assert v.count == n
    minus = next(b for b in v.buttons if b.key == "minus")
    down(v, minus.rect.center)
    up(v, minus.rect.center)
    draw(v, screen, seat)
    throw = next(b for b in v.buttons if type(b.action) is Defend and b.key == "" and
                 b.label.startswith(("Throw", "Getta")))
    assert throw.action == Defend(n - 1)
    assert down(v, throw.rect.center) == Defend(n - 1)
    # keyboard: + back to all, Enter throws
    key(v, pygame.K_PLUS)
    draw(v, screen, seat)
    assert key(v, pygame.K_RETURN) == Defend(n)


def test_every_decision_has_a_button(screen):
    """Across a game, every legal action (bar planning, done by the cards) is on a button,
    paging with "More…" where needed."""
    s = RULES.new_game(3, 11)
    r = Rng(2)
    checked = 0
    for _step in range(700):
        if RULES.is_over(s):
            break
        seat = RULES.to_act(s)
        legal = RULES.legal_actions(s)
        if s.phase != PLAN:
            v = make_view(s, seat)
            seen = set()
            for _ in range(20):
                draw(v, screen, seat)
                seen |= {b.action for b in v.buttons if b.action is not None}
                more = [b for b in v.buttons if b.key == "page"]
                if not more or v.page + 1 >= 20:
                    break
                down(v, more[0].rect.center)
                up(v, more[0].rect.center)
                if v.page == 0:
                    break
            missing = set(legal) - seen
            assert not missing, (s.phase, s.pending, missing)
            checked += 1
        RULES.apply(s, legal[r.randrange(len(legal))])
    assert checked > 80


def throws(n=12):
    out = []
    for seed in range(8):
        s = RULES.new_game(4, seed)
        r = Rng(seed + 101)
        while not RULES.is_over(s) and len(out) < n:
            before = [list(s.tower.ledges[0]), list(s.tower.ledges[1])]
            acts = RULES.legal_actions(s)
            for e in RULES.apply(s, acts[r.randrange(len(acts))]):
                if e.kind == "tower_throw":
                    out.append((e.data, before))
        if len(out) >= n:
            break
    return out


def expected(paths):
    out: dict = {}
    for p in paths:
        k = (p["colour"], "tray" if p["stop"] == "tray" else f"ledge{p['stop']}")
        out[k] = out.get(k, 0) + 1
    return out


def test_tower_animation_ends_where_the_model_says():
    for k, (data, before) in enumerate(throws()):
        sim = TowerSim(data, before, seed=k)
        frames = 0
        while not sim.done:
            sim.step(1 / 60)
            frames += 1
            assert frames < 60 * 20
        got: dict = {}
        for c in sim.cubes:
            w = sim.where(c)
            got[(c.colour, w)] = got.get((c.colour, w), 0) + 1
        assert got == expected(data["cubes"]), k
        # the tray is sorted by colour and counted
        tray = [p["colour"] for p in data["cubes"] if p["stop"] == "tray"]
        assert sim.counts == {c: tray.count(c) for c in set(tray)}
        # cubes that did not move stay where they were
        for c in sim.still:
            assert sim.where(c).startswith("ledge")


def test_view_plays_the_throw_then_settles(screen):
    sounds: list = []
    s, ev = play_until(lambda st, e: any(x.kind == "tower_throw" for x in e))
    v = make_view(s, None, sounds=sounds, interactive=False)
    v.set_state(s, None, False, ev)
    assert v.busy()
    sh = v.shows[0]
    frames = 0
    while v.shows and v.shows[0] is sh:
        v.update(1 / 30)
        v.draw_board(screen)
        frames += 1
        assert frames < 30 * 25
    assert "cubes" in sounds
    throw = next(x for x in ev if x.kind == "tower_throw")
    got: dict = {}
    for c in sh.sim.cubes:
        w = sh.sim.where(c)
        got[(c.colour, w)] = got.get((c.colour, w), 0) + 1
    assert got == expected(throw.data["cubes"])
    # the picture of the ledges afterwards holds the state's cubes
    assert sorted(v.resting[0] + v.resting[1]) == sorted(s.tower.ledges[0] + s.tower.ledges[1])


def test_click_skips_and_speed_zero_shows_nothing(screen):
    s, ev = play_until(lambda st, e: any(x.kind == "tower_throw" for x in e))
    seat = RULES.to_act(s)
    v = make_view(s, seat)
    v.set_state(RULES.observe(s, seat), seat, True, ev)
    assert v.busy()
    while v.busy():
        assert v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5),
                                                 button=1)) is None
    off = make_view(s, seat, anim=0.0)
    off.set_state(RULES.observe(s, seat), seat, True, ev)
    assert not off.busy()


def test_whole_game_through_the_view(screen):
    """A whole three-player game shown move by move (animations on, skipped by clicks),
    drawn at every step from the deciding seat's eyes: nothing may fail."""
    s = RULES.new_game(3, 21)
    r = Rng(8)
    v = make_view(s, 0)
    kinds = set()
    steps = 0
    ev: list = []
    while not RULES.is_over(s):
        seat = RULES.to_act(s)
        v.set_state(RULES.observe(s, seat), seat, True, ev or None)
        draw(v, screen, seat)
        v.update(0.3)
        draw(v, screen, seat)
        while v.busy():
            v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1))
        assert v.prompt()
        acts = RULES.legal_actions(s)
        ev = RULES.apply(s, acts[r.randrange(len(acts))])
        kinds |= {e.kind for e in ev}
        steps += 1
    v.set_state(RULES.observe(s, 0), 0, False, ev)
    v.update(0.5)
    draw(v, screen, 0)
    assert {"tower_throw", "scoring", "game_over"} <= kinds


def test_planning_in_the_play_scene_with_real_events(ui_app):
    """Through the whole window: the human plans by dragging with posted mouse events and
    confirms; the view's follow-up actions reach the match through the event queue."""
    from uihelp import click, frames

    from game.match import Match, Seat
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene

    app = ui_app
    seats = [Seat("Me", 0, "human"), Seat("B", 1, "ai", "easy"), Seat("C", 2, "ai", "easy")]
    match = Match(RULES, seats, 5)
    r = Rng(4)
    while not (match.state.phase == PLAN and match.to_act() == 0):
        acts = RULES.legal_actions(match.state)
        match.play(acts[r.randrange(len(acts))])
    play = app.push(PlayScene(app, match, computer=Computer("inline")))
    frames(app, 3)
    v = play.view
    assert isinstance(v, WallensteinView) and v.interactive
    before = len(match.actions)
    todo = [i for i in range(10) if match.state.plans[0][i] == UNSET]
    for sp in todo:
        rect, _card = v.hand_rects[0]
        a, b = rect.center, v.space_rects[sp].center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
        frames(app, 1)
    planned = dict(v.local_plan)
    assert sorted(planned) == todo
    confirm = next(b for b in v.buttons if b.key == "confirm")
    click(app, confirm.rect.center)
    frames(app, 4)
    mine = [a for a in match.actions[before:] if isinstance(a, Plan)]
    assert mine[:len(todo)] == [Plan(i, planned[i]) for i in todo]
    assert match.state.plans[0] == [planned.get(i, x) for i, x in
                                    enumerate(match.state.plans[0])]


def test_italian_and_colour_blind_marks(screen):
    s, ev = play_until(lambda st, e: any(x.kind == "tower_throw" for x in e))
    ctx = ViewContext(rules=RULES, seat_names=["A", "B", "C", "D"],
                      seat_colors=[player_color(i, True) for i in range(4)], lang="it",
                      colorblind=True)
    v = WallensteinView(ctx)
    v.layout(BOARD)
    seat = RULES.to_act(s)
    v.set_state(RULES.observe(s, seat), seat, True, ev)
    assert v.marks() == {0: "circle", 1: "square", 2: "triangle", 3: "diamond"}
    for _ in range(40):
        v.update(0.1)
        draw(v, screen, seat)
    assert v.shows and v.shows[0].kind == "tower"
    assert v.shows[0].result and ("contro" in v.shows[0].result[0])
    while v.busy():
        v.skip()
    draw(v, screen, seat)
    assert v.prompt() and not v.prompt().startswith(("Plan", "Take", "How", "Campaign"))


def test_devastation_is_drawn_from_the_state_after_a_save_is_loaded(screen, tmp_path):
    """A view that never saw the battle (a loaded save, an undo) still scorches the
    devastated province, and stops once the state says it was conquered again."""
    from game.match import Match, Seat
    from game.wallenstein.state import NEUTRAL
    from ui.views.wallenstein import map_art as wmap

    m = Match(RULES, [Seat(f"P{i}") for i in range(4)], seed=3)
    r = Rng(5)
    while not any(m.state.devastated):
        acts = RULES.legal_actions(m.state)
        m.play(acts[r.randrange(len(acts))])
    p = m.state.devastated.index(True)
    m.save(tmp_path / "w.json")
    loaded = Match.load(tmp_path / "w.json", {"wallenstein": RULES})
    assert loaded.state == m.state and loaded.state.owner[p] == NEUTRAL
    v = make_view(loaded.state, 0)  # no events at all
    assert p in wmap.wasted(v.state)
    scorched = v._pieces(v.state).copy()
    plain = loaded.state.copy()
    plain.devastated[p] = False  # as if conquered again and lost to nobody
    v.set_state(RULES.observe(plain, 0), 0, True)
    clean = v._pieces(v.state)
    ax, ay = wmap.MapGeom(pygame.Rect(0, 0, *clean.get_size())).anchor[p]
    near = [(ax + dx, ay + dy) for dx in range(-6, 7, 3) for dy in range(-6, 7, 3)]
    darker = sum(sum(scorched.get_at(q)[:3]) < sum(clean.get_at(q)[:3]) for q in near)
    assert darker >= len(near) // 2


def test_winter_scoring_draws_tied_majorities(screen):
    """Two seats tied for a region's palaces both get a disc on the scoring banner (a tie
    used to overwrite the counts it was reading and stop the drawing)."""
    from game.wallenstein import data as D
    from ui.views.wallenstein import stage
    from ui.views.wallenstein.shows import Show

    s = RULES.new_game(3, 5)
    region = D.REGION[0]
    mine = [p for p in range(D.N_PROVINCES) if D.REGION[p] == region][:3]
    for seat, p in enumerate(mine):
        s.owner[p] = seat
        s.buildings[p] = 1  # a palace each: three seats tied at the top
    v = make_view(s, None, interactive=False)
    draw(v, screen, None)
    stage.draw_scoring(v, screen, Show("scoring", dur=2.0, data={"year": 1,
                                                                 "points": [3, 3, 3]}))
    box = [screen.get_at((x, y))[:3] for x in range(0, 1000, 7) for y in range(0, 560, 7)]
    colours = {tuple(player_color(i))[:3] for i in range(3)}
    assert colours <= set(box)  # every tied seat's disc is on the board
