"""The board-view items of issue 25, through the real App, play scene and views."""

from __future__ import annotations

import pygame
from test_acceptance import close_app, drag, open_app
from uihelp import frames, key

from game.core import Rng
from game.i18n import message
from game.match import Match, Seat
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene


def _hansa_turn_start(seed: int = 4):
    """A Hansa match (a human and two computers) at the human's second turn."""
    from game.hansa import RULES

    match = Match(RULES, [Seat("Ann", 0), Seat("Cpu1", 1, "ai"), Seat("Cpu2", 2, "ai")], seed)
    rng = Rng(seed)
    while match.to_act() == 0:
        match.play(RULES.heuristics.rollout_action(match.state, rng)
                   if hasattr(RULES, "heuristics") else RULES.legal_actions(match.state)[-1])
    while match.to_act() != 0:
        match.play(RULES.legal_actions(match.state)[-1])
    return match


def _empty_route(state) -> list[int]:
    b = state.board
    return next(b.route_posts[r] for r in b.live_routes
                if len(b.route_posts[r]) >= 3 and not any(state.post[p]
                                                          for p in b.route_posts[r]))


# ------------------------------------------------------------------ 13 and 14: Hansa
def test_hansa_a_trader_lands_on_the_post_it_is_dropped_on_and_undo_takes_the_action_back(
        ui_home):
    """Item 13: a cube dropped on a route's 3rd post stays there. Item 14: at the start of
    the turn undo does not reach the computers' turns; after the drop, undo takes back the
    whole action (not only its target), so the panel offers both actions again."""
    from game.hansa import engine
    from game.hansa.state import MAIN, TRADER

    match = _hansa_turn_start()
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 2)
        view = play.view
        assert view.interactive and match.to_act() == 0
        assert not play.btn_undo.enabled, "the computers' turns are not the human's to undo"
        n = len(match.actions)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(match.actions) == n
        posts = _empty_route(match.state)
        cube = next(r for (kind, shape), r in view.priv["pieces"]
                    if kind == "supply" and shape == TRADER)
        drag(app, cube.center, view.post_center(posts[2]))
        frames(app, 3)
        s = match.state
        assert s.post[posts[2]] and not s.post[posts[0]] and not s.post[posts[1]], \
            "the cube stays on the third post, where it was dropped"
        assert engine.actions_left(s) == 1 and play.btn_undo.enabled
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        frames(app, 2)
        s = match.state
        assert len(match.actions) == n and s.phase == MAIN and engine.actions_left(s) == 2
        assert not any(s.post[p] for p in posts)
        assert not play.btn_undo.enabled
        cube = next(r for (kind, shape), r in view.priv["pieces"]
                    if kind == "supply" and shape == TRADER)
        assert cube.w > 0, "the supply is there to pick from again"
    finally:
        close_app(app)


# ------------------------------------------------------------------ 17: the Wallenstein tower
def _wallenstein_before_a_throw():
    """A Wallenstein match (a human, two computers) where the human's next decision
    throws cubes into the tower; that decision."""
    from game.wallenstein import RULES

    match = Match(RULES, [Seat("Ann", 0), Seat("Cpu1", 1, "ai"), Seat("Cpu2", 2, "ai")], 5)
    rng = Rng(5)
    for _ in range(400):
        if match.to_act() == 0:
            for a in RULES.legal_actions(match.state)[:40]:
                if any(e.kind == "tower_throw" for e in RULES.apply(match.state.copy(), a)):
                    return match, a
        match.play(RULES.heuristics.rollout_action(match.state, rng))
    raise AssertionError("no throw found")


def test_wallenstein_tower_in_step_with_the_log_never_stale_never_replayed_after_load(ui_home):
    """Item 17: a loaded game shows no battle; the log gives a battle's lines once the
    cubes have fallen; the next move ends an earlier battle's show."""
    import game
    from ui.app import App
    from ui.settings import Settings

    match, throw = _wallenstein_before_a_throw()
    loaded = Match.from_json(match.to_json(), game.GAMES)
    app = App(Settings(anim="normal"))
    try:
        play = app.push(PlayScene(app, loaded, computer=Computer("inline")))
        frames(app, 3)
        view = play.view
        assert not view.busy() and not view.shows, "nothing replays after a load"
        width = 400
        before = len(play._wrapped_log(width))
        assert play.play(throw)
        frames(app, 2)
        assert view.shows and view.shows[0].kind == "tower" and view.busy()
        assert len(play._wrapped_log(width)) == before, "no result while the cubes fall"
        for _ in range(400):
            if not view.busy():
                break
            frames(app, 1, 0.1)
        assert not view.busy()
        assert len(play._wrapped_log(width)) > before, "the result is logged after the throw"
        # the same throw again (a fresh load), and at once a later move: its show ends
        app.pop()
        again = Match.from_json(match.to_json(), game.GAMES)
        play = app.push(PlayScene(app, again, computer=Computer("inline")))
        frames(app, 2)
        view = play.view
        assert play.play(throw)
        frames(app, 1)
        old = view.shows[0]
        assert old.kind == "tower"
        nxt = play.rules.legal_actions(again.state)[0]
        if again.to_act() == 0:
            assert play.play(nxt)
        else:
            play.play_checked(nxt)
        assert old not in view.shows, "a battle's show does not outlive the next move"
    finally:
        app.close_scenes()
        pygame.display.quit()


def test_wallenstein_tower_result_fits_its_panel_in_english_and_italian(ui_home):
    """Item 16: the forces, the tray and the result of a throw stay inside the panel
    beside the tower, in both languages and in a small panel too."""
    import game
    from ui.app import App
    from ui.settings import Settings
    from ui.views.wallenstein import stage

    match, throw = _wallenstein_before_a_throw()
    app = App(Settings(anim="normal"))
    try:
        play = app.push(PlayScene(app, Match.from_json(match.to_json(), game.GAMES),
                                  computer=Computer("inline")))
        frames(app, 2)
        assert play.play(throw)
        view = play.view
        sh = view.shows[0]
        for _ in range(300):
            if sh.sim is not None and sh.sim.done:
                break
            frames(app, 1, 0.05)
        assert sh.sim.done and sh.result
        for lang in ("en", "it"):
            view.ctx.lang = lang
            for w, h in ((330, 420), (190, 260), (150, 200)):
                surf = pygame.Surface((w + 40, h + 40))
                surf.fill((1, 2, 3))
                r = pygame.Rect(20, 20, w, h)
                stage.draw_throw_info(view, surf, r, sh)
                size = sh.info_size[1]
                probe = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
                bottom = stage._throw_info(view, probe, r, sh, size)
                assert bottom <= r.bottom, (lang, w, h, size)
                outside = [surf.get_at((x, y))[:3] for x in range(0, w + 40, 3)
                           for y in (5, h + 35)] + \
                    [surf.get_at((x, y))[:3] for y in range(0, h + 40, 3) for x in (5, w + 35)]
                assert all(c == (1, 2, 3) for c in outside), (lang, w, h)
                inside = pygame.mask.from_threshold(surf.subsurface(r), (1, 2, 3, 255),
                                                    (1, 1, 1, 255))
                assert inside.count() < r.w * r.h, "something is drawn"
    finally:
        app.close_scenes()
        pygame.display.quit()


# ------------------------------------------------------------------ 9 and 18: planning
def _wallenstein_planning():
    from game.wallenstein import RULES
    from game.wallenstein.state import PLAN

    match = Match(RULES, [Seat("Ann", 0), Seat("Cpu1", 1, "ai"), Seat("Cpu2", 2, "ai")], 5)
    rng = Rng(5)
    while not (match.state.phase == PLAN and match.to_act() == 0):
        match.play(RULES.heuristics.rollout_action(match.state, rng))
    return match


def test_wallenstein_plan_says_what_confirm_misses_and_warns_of_a_sure_cancellation(ui_home):
    """Item 9: while spaces are empty, Confirm is off and the table says how many are
    missing and what the blank cards are for. Item 18: a building planned where it
    already stands is flagged while planning (the space drawn cancelled, a warning)."""
    from game.wallenstein.state import BLANK, PALACE
    from ui.views.common.buttons import button_at
    from ui.views.wallenstein import panel_art

    match = _wallenstein_planning()
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 2)
        view = play.view
        cards = [c for c in view.hand() if c >= 0]
        # a card dragged onto the palace space
        drag(app, next(r for r, c in view.hand_rects if c == cards[0]).center,
             view.space_rects[0].center)
        frames(app, 1)
        assert view.local_plan.get(0) == cards[0]
        confirm = next(b for b in view.buttons if b.key == "confirm")
        assert not confirm.enabled
        status = play.status_text()[1]
        assert "9 still empty" in status and "blank cards" in status
        # the other cards and the blank ones fill the rest: Confirm comes on
        assert BLANK in view.hand()
        for sp in range(1, 10):
            drag(app, view.hand_rects[-1][0].center, view.space_rects[sp].center)
            frames(app, 1)
        assert view.plan_missing() == 0
        assert next(b for b in view.buttons if b.key == "confirm").enabled
        assert "complete" in play.status_text()[1]
        # a palace already stands in that province: the plan is flagged at once
        seen = []
        real = panel_art.draw_space

        def spy(surf, r, sp, lang, card, **kw):
            seen.append((sp, kw.get("cancelled")))
            return real(surf, r, sp, lang, card, **kw)

        match.state.buildings[cards[0]] |= PALACE
        play.refresh(events=None)
        assert view.local_plan.get(0) == cards[0]
        panel_art.draw_space = spy
        try:
            frames(app, 1)
        finally:
            panel_art.draw_space = real
        assert (0, True) in seen and (1, False) in seen
        assert "will be cancelled" in play.status_text()[1]
        assert button_at(view.buttons, confirm.rect.center) is not None
    finally:
        close_app(app)


# ------------------------------------------------------------------ 25: hand-over covers
def test_wallenstein_pass_and_play_covers_only_before_a_private_decision(ui_home):
    """Item 25: three people at one screen draft in the open (no hand-over screen between
    public picks); the first secret plan of another seat gets the cover."""
    from game.wallenstein import RULES
    from game.wallenstein.state import DRAFT, PLACE, PLAN

    match = Match(RULES, [Seat(f"P{i + 1}", i) for i in range(3)], 7)
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 1)
        assert play.covered_for is None and play.view.interactive, "the draft is public"
        seats = set()
        while match.state.phase in (DRAFT, PLACE):
            seats.add(match.to_act())
            assert play.covered_for is None and play.view.viewer == match.to_act()
            assert play.play(RULES.legal_actions(match.state)[0])
            frames(app, 1)
        assert len(seats) == 3, "every seat picked, with no hand-over screen between"
        assert match.state.phase == PLAN
        planner = match.to_act()
        if planner != play.last_human:
            assert play.covered_for == planner, "a secret plan is covered until ready"
            key(app, pygame.K_RETURN)
        assert play.view.viewer == planner and play.view.interactive
        # the next planner (another person) gets the cover again
        while match.to_act() == planner:
            assert play.play(RULES.legal_actions(match.state)[0])
        frames(app, 1)
        assert play.covered_for == match.to_act()
    finally:
        close_app(app)


# ------------------------------------------------------------------ 7: Tigris bag
def test_tigris_bag_shows_the_real_number_of_tiles_the_same_for_every_seat(ui_home,
                                                                           monkeypatch):
    """Item 7: "Bag N" is the number of tiles really in the bag (131 at the start of a
    two-player game), whichever seat looks, and it follows the draws."""
    from game.tigris import RULES
    from ui.views.tigris import panels

    said: list[str] = []
    real_render = panels.render

    def spy(text, *a, **kw):
        said.append(str(text))
        return real_render(text, *a, **kw)

    monkeypatch.setattr(panels, "render", spy)
    match = Match(RULES, [Seat("Ann", 0), Seat("Bob", 1)], 3)
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        for turn in range(3):
            bag = sum(match.state.bag)
            if turn == 0:
                assert bag == 131
            for seat in (0, 1):
                said.clear()
                play.view.set_state(RULES.observe(match.state, seat), seat, False)
                play.view.draw_board(app.screen if hasattr(app, "screen")
                                     else pygame.display.get_surface())
                assert f"Bag {bag}" in said, (seat, bag, [t for t in said if "Bag" in t])
            for _ in range(2):
                match.play(RULES.legal_actions(match.state)[0])
            play.refresh(events=None)
    finally:
        close_app(app)


# ------------------------------------------------------------------ 12: Hansa's 27 traders
def test_hansa_table_shows_the_prestige_cube_so_each_colour_counts_27_traders(ui_home,
                                                                            monkeypatch):
    """Item 12 (the table): the score marker on the prestige track and beside each
    player's prestige is a trader (cube), as the seed sets up 27 cubes per colour: 15 on
    the escritoire, 1 on the prestige track, 11 in supply and stock."""
    from game.hansa import RULES
    from game.hansa.state import MERCHANT, TRADER
    from ui.views.common import wood

    match = Match(RULES, [Seat("Ann", 0), Seat("Bob", 1, "ai"), Seat("Cid", 2, "ai")], 2)
    s = match.state
    for seat in range(3):
        assert s.supply[2 * seat + TRADER] + s.stock[2 * seat + TRADER] == 11
    drawn: list[tuple] = []
    real = wood.blit_piece

    def spy(surf, color, shape, size, pos, *a, **kw):
        drawn.append((tuple(color)[:3], shape))
        return real(surf, color, shape, size, pos, *a, **kw)

    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 1)
        view = play.view
        monkeypatch.setattr(wood, "blit_piece", spy)
        surf = pygame.display.get_surface()
        view._draw_prestige(surf)
        colours = [tuple(view.color_of(seat))[:3] for seat in range(3)]
        assert sorted(drawn) == sorted((c, TRADER) for c in colours), "one cube each"
        for seat in range(3):
            drawn.clear()
            view.draw_public(surf, pygame.Rect(930, 20 + 90 * seat, 330, 80), seat)
            assert drawn[0] == (colours[seat], TRADER), "the prestige is shown by a cube"
            assert (colours[seat], MERCHANT) not in drawn[:1]
    finally:
        close_app(app)


# ------------------------------------------------------------------ 8: choices read as choices
def test_hansa_displace_buttons_say_the_fee_and_wallenstein_buttons_read_as_choices(ui_home):
    """Item 8: two Displace buttons that differ only in how the fee is paid say it;
    Wallenstein's decision buttons are worded as choices, not as log lines."""
    from game.hansa import RULES as HANSA
    from game.hansa.actions import Displace
    from game.hansa.state import MERCHANT, TRADER
    from game.wallenstein import RULES as WALL

    match = Match(HANSA, [Seat("Ann", 0), Seat("Bob", 1, "ai"), Seat("Cid", 2, "ai")], 2)
    s = match.state
    p = _empty_route(s)[0]
    s.post[p] = 1 + 2 * 1 + MERCHANT  # Bob's disc: the fee is 2 pieces
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 1)
        view = play.view
        two_t = view.describe(Displace(p, TRADER, 0))
        mixed = view.describe(Displace(p, TRADER, 1))
        assert two_t != mixed
        assert two_t.endswith("fee paid with 2 traders")
        assert mixed.endswith("fee paid with 1 trader and 1 merchant")
        view.ctx.lang = "it"
        assert view.describe(Displace(p, TRADER, 2)).endswith("penalità pagata con 2 grossisti")
        view.ctx.lang = "en"
        app.pop()
        wall = Match(WALL, [Seat(f"P{i + 1}", i) for i in range(3)], 3)  # pass-and-play
        play = app.push(PlayScene(app, wall, computer=Computer("inline")))
        frames(app, 2)
        assert play.view.interactive
        labels = [b.label for b in play.view.buttons if b.action is not None]
        assert "Take face-up card 1" in labels and "Take the deck's top card" in labels
        assert not any(lab.startswith("Takes") for lab in labels)
    finally:
        close_app(app)


# ------------------------------------------------------------------ 23: the 800x600 rack
def test_tigris_rack_buttons_stay_inside_the_rack_panel_at_800_by_600(ui_home):
    """Item 23: at 800x600 (and at 1280x800) Swap, Confirm and End turn lie inside the
    rack panel."""
    from game.tigris import RULES

    for size in ((800, 600), (1280, 800)):
        match = Match(RULES, [Seat("Ann", 0), Seat("Bob", 1, "ai")], 3)
        app = open_app()
        try:
            pygame.display.set_mode(size)
            play = app.push(PlayScene(app, match, computer=Computer("inline")))
            frames(app, 2)
            panel = play.rects["private"]
            assert pygame.display.get_surface().get_size() == size
            keys = [b.key or type(b.action).__name__ for b in play.view.buttons]
            assert keys == ["swap", "confirm_swap", "EndTurn"], keys
            for b in play.view.buttons:
                assert panel.contains(b.rect), (size, b.label, b.rect, panel)
                assert b.rect.h >= 16
        finally:
            close_app(app)


# ------------------------------------------------------------------ 21: cut labels
def test_labels_fit_or_wrap_and_tooltips_hold_the_whole_text(ui_app, monkeypatch):
    """Item 21: Hansa's long option names fit (smaller, or on two lines) instead of a cut,
    and the tooltip has the whole name; Wallenstein's plan spaces fit on the smallest
    cards; the Italian 'thinking' is a phrase, not a cut word."""
    from ui import i18n, widgets
    from ui.scenes.newgame import NewGameScene
    from ui.theme import render
    from ui.views.wallenstein import panel_art

    i18n.set_lang("it")
    ui_app.settings.lang = "it"
    drawn: list[str] = []
    real = widgets.blit_text

    def spy(surf, text, *a, **kw):
        drawn.append(text)
        return real(surf, text, *a, **kw)

    scene = ui_app.push(NewGameScene(ui_app, "hansa"))
    frames(ui_app, 2)
    monkeypatch.setattr(widgets, "blit_text", spy)
    long_ones = 0
    for w in scene.option_widgets:
        drawn.clear()
        w.draw(pygame.display.get_surface(), False)
        label = widgets.text_of(w.label)
        shown = [t for t in drawn if t not in ("‹ ›", w.show(w.value))]
        assert " ".join(shown) == label, (label, shown)  # whole, on one or two lines
        if w.tip:
            long_ones += 1
            assert w.tip == label
    assert long_ones >= 2, "the long Italian names are the ones tested"
    # the plan spaces: on cards as narrow as the players' panels draw them
    for lang in ("en", "it", "de"):
        for space in range(10):
            for width in (24, 30, 40, 70):
                t = panel_art.space_label(space, lang, 12, width)
                assert t.get_width() <= width
                names = (message(panel_art.SHORT_SPACES[space], lang),
                         message(panel_art.TINY_SPACES[space], lang))
                assert any(render(n, 9).get_width() <= width or
                           render(n, 12).get_width() <= width for n in names) or width < 24
    assert i18n.t("play.thinking_short") == "sta pensando"


# ------------------------------------------------------------------ 27: map names
def test_map_names_are_at_least_11_px_at_1280_by_800(ui_home, monkeypatch):
    """Item 27: the city names of Hansa and the province names of Wallenstein are set at
    11 px or more at 1280x800 (small capitals only while their lower case is 11 px)."""
    import random

    from game.hansa import RULES as HANSA
    from game.wallenstein import RULES as WALL
    from game.wallenstein import data as D
    from ui.views.hansa import art as hart
    from ui.views.wallenstein import labels as wlabels
    from ui.views.wallenstein import map_art

    sizes: list[tuple[str, int]] = []

    def caps_spy(real):
        def spy(text, size, *a, **kw):
            sizes.append((text, int(size * 0.78)))  # the lower case
            return real(text, size, *a, **kw)
        return spy

    def plain_spy(real):
        def spy(text, size, *a, **kw):
            sizes.append((text, size))
            return real(text, size, *a, **kw)
        return spy

    app = open_app()
    try:
        pygame.display.set_mode((1280, 800))
        for rules, seed in ((HANSA, 2), (WALL, 3)):
            match = Match(rules, [Seat("Ann", 0), Seat("Bob", 1, "ai"), Seat("Cid", 2, "ai")],
                          seed)
            play = app.push(PlayScene(app, match, computer=Computer("inline")))
            frames(app, 1)
            view = play.view
            scratch = pygame.Surface((1280, 800))
            sizes.clear()
            if rules is HANSA:
                monkeypatch.setattr(hart, "smallcaps", caps_spy(hart.smallcaps))
                hart._draw_cities(scratch, view.geo, view.s.board, random.Random(1))
                names = set(view.s.board.raw["cities"][i]["name"]
                            for i in range(len(view.s.board.raw["cities"])))
            else:
                monkeypatch.setattr(wlabels, "smallcaps", caps_spy(wlabels.smallcaps))
                monkeypatch.setattr(wlabels, "render", plain_spy(wlabels.render))
                for i in range(D.N_PROVINCES):
                    map_art._print_province(scratch, view.geom, i, 3)
                placed = wlabels.placements(view.geom.rect.w, view.geom.rect.h, 3)
                names = {t for lab in placed for t in lab.lines}  # a name or its lines
                assert len(placed) == D.N_PROVINCES
            named = [(t, px) for t, px in sizes if t in names]
            assert {t for t, _ in named} == names, "every name is drawn"
            assert min(px for _, px in named) >= 11, sorted(named, key=lambda x: x[1])[:3]
            monkeypatch.undo()
            app.pop()
    finally:
        close_app(app)


# ------------------------------------------------------------------ 26: small things
def test_tigris_last_move_after_continue_cursor_hover_and_score_flash(ui_home):
    """Item 26: the last move stays marked after Continue; a mouse placement clears the
    keyboard cursor and hides the hover card over the piece just put down; the "+1"
    flash never covers the "Points" heading."""
    from test_acceptance import gesture

    import game
    from game.tigris import RULES
    from game.tigris import actions as A
    from game.tigris.state import parse_square
    from ui.views.tigris import panels

    match = Match(RULES, [Seat("Ann", 0), Seat("Bob", 1, "ai")], 11)
    match.play(A.PlaceLeader(0, parse_square("J1")))
    loaded = Match.from_json(match.to_json(), game.GAMES)
    app = open_app()
    try:
        play = app.push(PlayScene(app, loaded, computer=Computer("inline")))
        frames(app, 1)
        view = play.view
        assert view.last_squares == (parse_square("J1"),), "the last move, after Continue"
        # the keyboard cursor, then a placement with the mouse
        key(app, pygame.K_RIGHT)
        assert view.cursor >= 0
        tile = next(a for a in RULES.legal_actions(loaded.state) if type(a) is A.PlaceTile)
        gesture(app, play, tile, use_drag=True)
        assert len(loaded.actions) == 2 and view.cursor == -1
        frames(app, 3)  # the computer may answer meanwhile
        assert view.hover_pos is None, "no hover card over the tile just put down"
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        assert view.hover_pos == (300, 300), "the hover card comes back when the mouse moves"
        # the flash rises from a total of the top row but stays below the heading
        surf = pygame.Surface((400, 200))
        rect = pygame.Rect(20, 40, 300, 120)
        heads = []
        for flash in (None, {0: (1, 0.0)}, {1: (3, 0.0)}):
            for age in (0.0, 0.5, 1.0, 1.3):
                surf.fill((255, 255, 255))
                panels._draw_scores(surf, rect, [1, 2, 3, 4], 0, 40, "en", flash, age)
                heads.append(pygame.image.tobytes(surf.subsurface(
                    pygame.Rect(0, 0, 400, rect.y + 8)), "RGB"))
        assert all(h == heads[0] for h in heads), "the heading is never covered"
    finally:
        close_app(app)


# ------------------------------------------------------------------ 24: squares in the log
def test_hovering_a_tigris_log_line_lights_the_squares_it_names(ui_home):
    """Item 24: the log names squares ("J1"); the pointer on such a line outlines them on
    the board, and leaving the log clears it."""
    from game.tigris import RULES
    from game.tigris import actions as A
    from game.tigris.state import parse_square

    match = Match(RULES, [Seat("Ann", 0), Seat("Bob", 1, "ai")], 11)
    match.play(A.PlaceLeader(0, parse_square("J1")))
    app = open_app()
    try:
        play = app.push(PlayScene(app, match, computer=Computer("inline")))
        frames(app, 2)
        assert any("J1" in e.en for e in match.log)
        log = play.rects["log"]
        row = next(i for i, e in enumerate(play._log_owner) if "J1" in e.en)
        from ui.widgets import px

        lh = px(20)
        y = log.y + px(32) + row * lh - play.log_scroll.offset + lh // 2
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(log.x + px(40), y),
                                             rel=(1, 1), buttons=(0, 0, 0)))
        frames(app, 2)
        assert play.view.log_squares == (parse_square("J1"),)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        frames(app, 2)
        assert play.view.log_squares == ()
    finally:
        close_app(app)
