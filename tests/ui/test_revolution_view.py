"""Headless tests of the Revolution board view with real pointer and key events.

Revolution has no hidden information, so every test may look at the whole state."""

from __future__ import annotations

import random

import pygame
import pytest

from game.revolution import RULES
from game.revolution import actions as A
from game.revolution import data as D
from ui.views.base import ViewContext
from ui.views.revolution.gestures import TRAY, source_target
from ui.views.revolution.view import RevolutionView

_CANVAS: list[pygame.Surface] = []


@pytest.fixture
def screen():
    """An off-screen canvas (the display only has to exist for events and fonts)."""
    if (not pygame.display.get_init() or pygame.display.get_surface() is None
            or not pygame.font.get_init() or not _CANVAS):
        from ui.app import clear_caches

        pygame.init()
        pygame.display.set_mode((64, 64))
        clear_caches()
    if not _CANVAS:
        _CANVAS.append(pygame.Surface((1920, 1080)))
    return _CANVAS[0]


def make_view(players: int, size=(1280, 800), lang: str = "en") -> RevolutionView:
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i + 1}" for i in range(players)],
                      seat_colors=[(200, 0, 0)] * players, lang=lang, anim_speed=0.0)
    view = RevolutionView(ctx)
    view.layout(pygame.Rect(10, 10, int(size[0] * 0.7), int(size[1] * 0.78)))
    view.private = pygame.Rect(10, int(size[1] * 0.8), int(size[0] * 0.7), int(size[1] * 0.18))
    return view


def show(view: RevolutionView, s, screen: pygame.Surface) -> None:
    view.set_state(s, s.to_act(), True, [])
    draw(view, screen)


def draw(view: RevolutionView, screen: pygame.Surface) -> None:
    view.update(1 / 60)
    view.draw_board(screen)
    for seat in range(view.state.players):
        view.draw_public(screen, pygame.Rect(1400, 10 + seat * 120, 400, 110), seat)
    view.draw_private(screen, view.private, view.viewer or 0)


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def click(view, pos):
    """Motion, press, release; the action played (``Done()`` is falsy: compare to None)."""
    out = None
    for e in (ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              ev(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        got = view.handle_event(e)
        if got is not None:
            out = got
    return out


def drag(view, a, b):
    view.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    view.handle_event(ev(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
    view.handle_event(ev(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)))
    return view.handle_event(ev(pygame.MOUSEBUTTONUP, pos=b, button=1))


def by_pointer(view: RevolutionView, a, screen) -> object:
    """Play ``a`` the way a player would: a button, a click on a lit place (the tray's
    piece is held from the start), or a drag from the piece to its target."""
    src, dst = source_target(a)
    if dst is None or a in view.loose:
        for b in view.buttons:
            if b.action == a:
                return click(view, b.rect.center)
        return None  # more choices than buttons: the keyboard walk reaches them
    g = view.geo
    if src == TRAY:
        return click(view, g.anchor(dst))
    _TURNS[0] += 1
    if _TURNS[0] % 2:  # click-click: the piece, then its target
        assert click(view, g.anchor(src)) is None
        assert dst in view.lit()
        return click(view, g.anchor(dst))
    return drag(view, g.anchor(src), g.anchor(dst))


_TURNS = [0]


def new(players: int, seed: int = 3):
    return RULES.new_game(players, seed, RULES.default_options())


@pytest.mark.parametrize("players,size,lang", [(2, (1280, 800), "en"), (5, (1920, 1080), "it"),
                                               (4, (1920, 1080), "en")])
def test_the_table_draws_at_both_sizes_with_hover_cards(screen, players, size, lang):
    view = make_view(players, size, lang)
    s = new(players)
    show(view, s, screen)
    p = D.PIDX["pv_holland"]
    lines = view.hover_lines(view.geo.prov[p])
    assert lines[0] == ("Olanda" if lang == "it" else "Holland") and any("12" in x for x in lines)
    si = D.SIDX["ct_amsterdam"]
    assert "AMSTERDAM" in view.hover_lines(view.geo.sett[si])[0]
    box = view.geo.box_cells[D.BOX_SPACES[D.SPANISH][0]].center
    assert view.hover_lines(box)
    assert "Utrecht" in " ".join(view.hover_lines(view.geo.bishop_cells[-1].center))
    assert view.hover_lines(view.geo.univ_cells[0].center)
    view.mouse = view.geo.prov[p]
    for key in ("ov_control", "ov_regions", "ov_rivers"):
        view.overlays[key] = True
    draw(view, screen)
    assert view.prompt()


def test_a_game_played_through_pointer_events_reaches_later_phases(screen):
    """Every decision through the pointer: clicks on lit places, drags, buttons; each
    returned action is the one aimed at, and the engine accepts it."""
    view = make_view(4, (1920, 1080))
    s = new(4, seed=5)
    rnd = random.Random(1)
    needs, by_mouse, by_button = set(), 0, 0
    for _ in range(700):
        if s.need is None or (s.turn >= 2 and len(needs) > 12):
            break
        show(view, s, screen)
        legal = RULES.legal_actions(s)
        pick = [a for a in legal if type(a) is not A.Done] or legal
        if type(legal[0]) is A.Done and rnd.random() < 0.35:
            pick = [legal[0]]
        a = rnd.choice(pick)
        got = by_pointer(view, a, screen)
        if got is None:  # walk to it with the arrow keys and play it with Enter
            k = legal.index(a)
            for _ in range(k + 1):
                view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
            got = view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
        else:
            if source_target(a)[1] is None or a in view.loose:
                by_button += 1
            else:
                by_mouse += 1
        assert got == a, (s.need, a, got)
        needs.add(s.need)
        RULES.apply(s, got)
    assert s.turn >= 1
    assert {"newunit", "support", "order"} <= needs
    assert by_mouse > 30 and by_button > 3


def _advance_to(s, need: str, rnd: random.Random):
    while s.need is not None and s.need != need:
        legal = RULES.legal_actions(s)
        RULES.apply(s, rnd.choice(legal))
    return s


def test_a_refused_drop_says_why_and_plays_nothing(screen):
    view = make_view(4, (1920, 1080))
    s = _advance_to(new(4), "newunit", random.Random(2))
    show(view, s, screen)
    lit = view.lit()
    assert lit and all(place in view.pieces[TRAY].values() or True for place in lit)
    dark = [p for p in range(D.P) if ("prov", p) not in lit]
    assert dark, "every province lit"
    got = click(view, view.geo.prov[dark[0]])
    assert got is None
    assert view.status  # the engine's reason, or the hint to drop on a lit place
    assert view.held is not None and view.held.key == TRAY  # the supply is held again
    good = next(iter(p for p in lit if p[0] == "prov"))
    got = click(view, view.geo.anchor(good))
    assert type(got) is A.NewUnit and got.province == good[1]


def test_a_bid_on_the_allegiance_track_and_done(screen):
    view = make_view(4, (1920, 1080))
    rnd = random.Random(4)
    s = new(4, seed=4)
    for _ in range(40):
        _advance_to(s, "bid", rnd)
        if s.need == "bid":
            break
    assert s.need == "bid"
    show(view, s, screen)
    si = D.CITIES[3]
    got = click(view, view.geo.track_rows[si].center)
    assert got == A.Bid(si)
    RULES.apply(s, got)
    if s.need == "bid":
        show(view, s, screen)
        done = [b for b in view.buttons if b.action == A.Done()]
        assert done and done[0].hot
        assert click(view, done[0].rect.center) == A.Done()
        # Enter presses the hot button too
        got = view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
        assert got == A.Done()


def test_overlay_switches_toggle_without_playing(screen):
    view = make_view(5, (1920, 1080))
    s = new(5)
    show(view, s, screen)
    b = next(b for b in view.buttons if b.key == "ov_regions")
    assert click(view, b.rect.center) is None
    assert view.overlays["ov_regions"]
    draw(view, screen)
    b = next(b for b in view.buttons if b.key == "ov_regions")
    assert b.toggled


def test_two_humans_play_through_the_play_scene_without_a_cover(ui_app):
    """Through the real scene and window events. Revolution has no hidden information
    (``hidden_information`` is False), so no hand-over cover comes between the humans:
    everything on the table is public and nothing needs hiding."""
    from uihelp import click as app_click
    from uihelp import frames

    from game.match import Match, Seat
    from ui.scenes.play import PlayScene

    match = Match(RULES, [Seat("A", 0, "human"), Seat("B", 1, "human")], 6)
    scene = PlayScene(ui_app, match, autosave=False)
    ui_app.push(scene)
    frames(ui_app, 2)
    view = scene.view
    assert isinstance(view, RevolutionView)
    seats = set()
    for _ in range(25):
        assert scene.covered_for is None
        legal = RULES.legal_actions(match.state)
        a = next((x for x in legal if type(x) is not A.Done
                  and source_target(x)[0] == TRAY and source_target(x)[1] is not None), None)
        if a is None:
            a = next((x for x in legal if any(b.action == x for b in view.buttons)), None)
        if a is None:
            break
        seats.add(match.to_act())
        src, dst = source_target(a)
        pos = view.geo.anchor(dst) if dst is not None and a not in view.loose else \
            next(b.rect.center for b in view.buttons if b.action == a)
        before = len(match.actions)
        app_click(ui_app, pos)
        frames(ui_app, 2)
        assert len(match.actions) == before + 1, (match.state.need, a)
        assert match.actions[-1] == a
    assert len(seats) == 2  # both humans played
    ui_app.pop()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_every_place_is_on_the_map_and_answers_under_the_pointer(screen, size):
    view = make_view(4, size)
    g = view.geo
    for si in range(D.S):
        assert g.map.collidepoint(g.sett[si]), D.SET_NAMES[si]
        assert ("set", si) in g.hits(g.sett[si]), D.SET_NAMES[si]
    for p in range(D.P):
        assert ("prov", p) in g.hits(g.prov[p]), D.PROV_NAMES[p]
    for r, rr in enumerate(g.region_rects):
        assert g.map.contains(rr), D.REGION_NAMES[r]
    for i in range(D.NBOXSP):
        assert g.hits(g.box_cells[i].center) == [("box", i)]


def test_every_phrase_is_in_the_catalogs():
    from game.i18n import Contextual, translation
    from ui.views.revolution.words import PHASES, WORDS

    for lang in ("it", "de"):
        catalog = translation(lang)._catalog
        for msg in [*WORDS.values(), *PHASES.values()]:
            key = f"{msg.context}\x04{msg.message}" if isinstance(msg, Contextual) else msg
            assert catalog.get(key), (lang, msg)


def test_moved_pieces_fly_and_settle_and_stay_put_with_animations_off(screen):
    view = make_view(4, (1920, 1080))
    view.ctx.anim_speed = 1.0
    s = _advance_to(new(4), "newunit", random.Random(2))
    view.set_state(s, s.to_act(), True, [])
    draw(view, screen)
    a = next(x for x in RULES.legal_actions(s) if type(x) is A.NewUnit and x.province >= 0)
    s2 = s.copy()
    events = RULES.apply(s2, a)
    view.set_state(s2, s2.to_act(), True, events)
    assert view.busy()  # the new unit flies from the supply to its province
    f = view.flights[0]
    assert f.a == view.geo.tray.center and f.b == view.geo.prov[a.province]
    for _ in range(60):
        view.update(1 / 30)
        draw(view, screen)
    assert not view.busy()
    view.ctx.anim_speed = 0.0
    view.set_state(s, s.to_act(), True, [])
    view.set_state(s2, s2.to_act(), True, events)
    assert not view.busy()


def test_italian_faction_names_in_bold_keep_their_accents(screen):
    """EB Garamond Bold has no "à" (Nobiltà, Fedeltà, Università): the letter is built
    from the bold "a" and the bold grave accent instead of showing an empty box."""
    from ui import theme

    assert theme._bold_lacks("à")
    assert not theme._bold_lacks("a")
    assert theme.font(20, "bold")._runs("Nobiltà") == [("bold", "Nobilt"), ("accent", "à")]


def test_conflicts_and_battles_are_shown_piece_by_piece_and_a_click_skips(screen):
    """The engine's own events drive the shows: a conflict sends its losses to the supply
    one by one, a battle pairs the region's armies; a click lands everything; with the
    animations off nothing is shown."""
    from game.core import Event

    view = make_view(5, (1280, 800))
    view.ctx.anim_speed = 1.0
    s = new(5)
    view.set_state(s, s.to_act(), True, [])
    conflict = Event("conflict", {"p": 3, "loss": [0, 2, 0, 0, 0, 1]})
    battle = Event("battle", {"r": 0, "armies": [1, 2, 2], "dead": [1, 2]})
    view.set_state(s, s.to_act(), True, [conflict, battle])
    assert [sh.kind for sh in view.shows] == ["conflict", "battle"]
    assert view.busy()
    assert "Conflict in" in view.shows[0].caption
    draw(view, screen)
    for _ in range(int(view.shows[0].dur * 30) + 2):  # the conflict runs to its end
        view.update(1 / 30)
    assert [sh.kind for sh in view.shows] == ["battle"]
    view.update(0.5)
    draw(view, screen)
    assert view.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)) is None
    assert not view.busy()  # the click skipped to the end and played nothing
    view.ctx.anim_speed = 0.0
    view.set_state(s, s.to_act(), True, [conflict, battle])
    assert not view.busy()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_settlement_names_touch_no_other_name_or_marker(screen, size):
    """The greedy placer keeps the crowded centre (Antwerpen, Mechelen, Bruxelles)
    readable: no name overlaps another name or another settlement's marker."""
    from ui.views.revolution import art

    view = make_view(5, size)
    view.map_surface()
    rects = view.geo._sett_labels[1]
    markers = [art._marker(view.geo, si) for si in range(D.S)]
    assert len(rects) == D.S
    for i, r in enumerate(rects):
        others = [o for j, o in enumerate(rects) if j != i]
        assert r.collidelist(others) < 0, (D.SET_NAMES[i], D.SET_NAMES[rects.index(
            others[r.collidelist(others)])])
        assert r.collidelist([m for j, m in enumerate(markers) if j != i]) < 0, D.SET_NAMES[i]


def test_the_seat_square_shows_the_faction_colour(screen):
    """Where the scene shows a seat's square the table shows its faction's colour; with one
    faction a seat, the seat colours (log dots) are the factions' too."""
    from ui.views.revolution.art import FACTION_RGB

    view = make_view(5)
    s = new(5)
    view.set_state(s, s.to_act(), True, [])
    seat = 2
    f = next(f for f in range(5) if s.seat_of[f] == seat)
    surf = pygame.Surface((40, 40))
    surf.fill((0, 0, 0))
    assert view.seat_square(surf, pygame.Rect(10, 10, 20, 20), seat)
    px = tuple(surf.get_at((16, 16)))[:3]  # the cube is shaded: its nearest faction colour
    near = min(range(5), key=lambda g: sum((a - b) ** 2 for a, b in zip(px, FACTION_RGB[g],
                                                                         strict=True)))
    assert near == f, (px, FACTION_RGB[f])
    assert view.ctx.seat_colors[seat] == FACTION_RGB[f]
    view.ctx.seat_colors = [(200, 0, 0)] * 5  # the scene sets its palette on a new layout
    view.layout(view.board_rect)
    assert view.ctx.seat_colors[seat] == FACTION_RGB[f]
    two = make_view(2)
    s2 = new(2)
    two.set_state(s2, s2.to_act(), True, [])
    assert two.ctx.seat_colors == [(200, 0, 0)] * 2  # two factions a seat: seat colours stay


def test_the_player_picks_which_surplus_piece_leaves_with_the_pointer(screen):
    from game.revolution import engine as E
    from game.revolution.examples import clear_board, prov, put, sett

    s = new(4)
    clear_board(s)
    u, hol = prov("utrecht"), prov("holland")
    city = D.P + sett("ct_utrecht")
    put(s, 0, u, 3)
    put(s, 0, city, 2)  # the Catholics alone in Utrecht, 5 pieces for a limit of 4
    s.turn, s.ph, s.fi, s.ctx, s.need = 1, E.STANDARD.index("surplus"), 0, {}, None
    s.order = [0] + [f for f in s.order if f != 0]
    E.advance(s, [])
    assert s.need == "surplus" and s.actor == 0
    view = make_view(4, (1920, 1080))
    show(view, s, screen)
    got = by_pointer(view, A.Surplus(u, hol), screen)
    assert got == A.Surplus(u, hol)
    RULES.apply(s, got)
    assert s.need == "surplus_piece"
    show(view, s, screen)
    assert "Utrecht" in view.prompt()
    assert ("prov", u) in view.lit() and ("set", city - D.P) in view.lit()
    got = click(view, view.geo.anchor(("set", city - D.P)))  # the city's piece goes
    assert got == A.SurplusPiece(city)
    RULES.apply(s, got)
    assert s.cnt[city * 6] == 1 and s.cnt[u * 6] == 3 and s.cnt[hol * 6] == 1


def _bid_state(min_bids: int, players: int = 5, seed: int = 4):
    """A bid decision with at least ``min_bids`` coins already bid this turn."""
    rnd = random.Random(seed)
    s = new(players, seed=seed)
    while s.need is not None:
        if s.need == "bid":
            legal = RULES.legal_actions(s)
            if len(s.ctx.get("bids", ())) >= min_bids:
                return s
            RULES.apply(s, next(a for a in legal if type(a) is A.Bid))
            continue
        RULES.apply(s, rnd.choice(RULES.legal_actions(s)))
    raise AssertionError("no bid phase reached")


@pytest.mark.parametrize("size,lang", [((1366, 768), "en"), ((1280, 800), "it")])
def test_every_bid_shows_as_a_coin_in_its_owners_colour_and_in_the_hover_card(
        screen, size, lang):
    """[6.16] the coins bid so far are on the table before the next faction bids: one
    coin each on the city's row of the allegiance track, and the hover card tallies them."""
    from game.revolution.text import fname
    from ui.views.revolution import art

    s = _bid_state(3)
    view = make_view(5, size, lang)
    show(view, s, screen)
    bids = s.ctx["bids"]
    for si in {c for _, c in bids}:
        owners = [f for f, c in bids if c == si]
        assert sorted(view.bids_by_city()[si]) == sorted(owners)
        zone = view.geo.bid_zones[si]
        assert zone.left > view.geo.track_cells[si][-1].right  # beside the spaces
        d = max(8, zone.h - 2)
        step = d + 1 if len(owners) == 1 else min(d + 1, (zone.w - d) / (len(owners) - 1))
        for k, f in enumerate(view.bids_by_city()[si]):
            centre = (int(zone.x + k * step) + d // 2, zone.centery)
            if k + 1 < len(owners):  # an overlapped coin shows its left edge
                centre = (int(zone.x + k * step) + max(2, int(step) // 2), zone.centery)
            assert screen.get_at(centre)[:3] == art.FACTION_RGB[f], (si, k, f)
        lines = view.hover_lines(view.geo.track_rows[si].center)
        tally = next(x for x in lines if x.startswith(view.w("bids", b="")))
        for f in set(owners):
            assert f"{fname(f, lang)} {owners.count(f)}" in tally
    quiet = next(si for si in D.CITIES if all(c != si for _, c in bids))
    zone = view.geo.bid_zones[quiet]
    assert screen.get_at(zone.center)[:3] not in art.FACTION_RGB


def test_the_allegiance_track_draws_the_spaces_the_data_file_gives(screen, monkeypatch):
    """The track's shape comes from the data (7 spaces today; 9 is the alternative)."""
    view = make_view(5, (1366, 768))
    assert all(len(c) == D.TRACK_SPACES for c in view.geo.track_cells.values())
    monkeypatch.setattr(D, "TRACK_SPACES", 9)
    view.layout(view.geo.rect)
    for si, cells in view.geo.track_cells.items():
        assert len(cells) == 9
        row = view.geo.track_rows[si]
        assert row.contains(cells[0].union(cells[-1])) and cells[-1].right < \
            view.geo.bid_zones[si].left
    s = new(5)
    show(view, s, screen)  # draws with nine spaces, colours from labels or effects


def test_the_upkeep_prompt_names_and_rings_its_army_and_the_log_says_which(screen):
    """[6.3] each army is maintained, disbanded or abandoned in turn: the prompt names the
    army's command section and space, a ring lights it, the buttons say what each choice
    costs, and the log line names the faction and the army."""
    from game.match import Match, Seat
    from game.revolution.text import army_place

    match = Match(RULES, [Seat("Anna", 0), Seat("Bruno", 1)], 3)
    rnd = random.Random(3)
    while match.state.need != "upkeep":
        match.play(rnd.choice(RULES.legal_actions(match.state)))
    s = match.state
    space = s.ctx["cur"]
    view = make_view(2, (1366, 768))
    show(view, s, screen)
    where = army_place(space)
    assert where.startswith(D.REGION_NAMES[D.SPACE_REGION[space]]) and where in view.prompt()
    assert view.focus() == [("space", space)]
    ring = view._place_rect(("space", space)).inflate(view.ui(8), view.ui(8))
    assert screen.get_at((ring.centerx, ring.top + 1))[:3] in ((30, 80, 160), (70, 120, 200))
    labels = [b.label for b in view.buttons if b.action is not None]
    assert any(x.startswith("Maintain: ") and "coin" in x for x in labels)
    upkeep = next(b.action for b in view.buttons if b.action is not None)
    assert view.action_rects(upkeep)  # a lesson or a hint lights the army too
    fac = s.actor
    match.play(upkeep)
    line = match.log[-1] if match.log[-1].en.startswith("(") else match.log[-2]
    from game.revolution.text import fname
    assert line.en.startswith(f"({fname(fac)}) maintains the army in {where}") or \
        line.en.startswith(f"({fname(fac)}) disbands the army in {where}") or \
        line.en.startswith(f"({fname(fac)}) abandons the army in {where}")
    assert line.it.startswith(f"({fname(fac, 'it')}) ") and "esercito in" in line.it
    assert line.seat == s.seat_of[fac]


def test_done_in_every_province_left_answers_the_rest_of_the_phase(screen):
    """One press instead of a Done for each province: the queue sends Done while the same
    faction is asked within provinces this turn, and stops at any other decision."""
    from ui.views.common.queue import QUEUE_EVENT

    s = _advance_to(new(2, seed=7), "within", random.Random(5))
    view = make_view(2, (1366, 768))
    show(view, s, screen)
    fac, turn = s.actor, s.turn
    b = next(b for b in view.buttons if b.key == "within_rest")
    got = click(view, b.rect.center)
    assert got == A.Done()
    passes = 1
    RULES.apply(s, got)
    pygame.event.clear(QUEUE_EVENT)
    for _ in range(400):
        if s.need != "within":
            break
        view.set_state(s, s.to_act(), True, [])
        if s.actor == fac:
            assert view.queue == [A.Done()]
            got = view.handle_event(ev(QUEUE_EVENT, view="revolution"))
            assert got == A.Done()
            passes += 1
        else:
            assert not view.queue
            got = next((a for a in RULES.legal_actions(s) if type(a) is not A.Done),
                       A.Done())
        RULES.apply(s, got)
    assert s.need != "within" and s.turn == turn and passes > 1
    view.set_state(s, s.to_act(), True, [])
    assert not view.queue  # the next phase is the player's own again


def test_the_new_units_line_adds_up_and_matches_the_log_while_pieces_go_down(screen):
    """[6.10] the count is fixed when the faction starts placing: the line beside the map
    keeps the log's figures (their sum, and what the faction receives) as pieces go down."""
    from game.revolution.text import describe_event

    rnd = random.Random(8)
    s = new(3, seed=8)
    view = make_view(3, (1366, 768))
    events: list = []
    while not (s.need == "newunit" and s.turn >= 1):
        events = RULES.apply(s, rnd.choice(RULES.legal_actions(s)))
    view.set_state(s, s.to_act(), True, events)
    got = next(e for e in events if e.kind == "new_units" and e.data["f"] == s.actor)
    d = got.data
    line = view.breakdown_text()
    assert f"= {d['sum']}" in line and d["sum"] == sum(
        d[k] for k in ("cities", "towns", "countryside", "support"))
    assert (str(d["total"]) in line.split(";")[1]) if d["total"] != d["sum"] else ";" not in line
    assert describe_event(got).split("new units: ")[1].split(";")[0] == \
        line.split("new units: ")[1].split(";")[0]
    f = s.actor
    events = RULES.apply(s, next(a for a in RULES.legal_actions(s) if type(a) is A.NewUnit))
    if s.need == "newunit" and s.actor == f:
        view.set_state(s, s.to_act(), True, events)
        assert view.breakdown_text() == line  # unchanged by the pieces placed


def test_the_wheel_over_the_map_opens_a_sharp_lens_and_minus_closes_it(screen):
    view = make_view(2, (1366, 768))
    s = new(2)
    show(view, s, screen)
    centre = view.geo.prov[D.PIDX["pv_utrecht"]]
    view.handle_event(ev(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    before = screen.copy()
    assert view.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)) is None
    assert view.zoom == 2
    draw(view, screen)
    lens = view.lens_rect()
    assert lens is not None and lens.collidepoint(centre) and view.geo.map.contains(lens)
    changed = sum(1 for x in range(lens.x, lens.right, 7) for y in range(lens.y, lens.bottom, 7)
                  if screen.get_at((x, y)) != before.get_at((x, y)))
    assert changed > 100  # the lens shows the map drawn again, larger
    big, _ = view._zoomed()
    assert big.u >= 2 * view.geo.u - 1  # pieces and names drawn at twice the size
    view.handle_event(ev(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode="-"))
    assert view.zoom == 1 and view.lens_rect() is None
    assert view.hover_lines(centre)  # the hover card is back


def test_a_rule_example_picture_shows_its_part_of_the_map_larger(screen):
    """The Köln example's picture is Köln and its neighbours drawn three times larger, not
    the whole table shrunk to a thumbnail."""
    from game.revolution import examples as E
    from ui.example_board import board_picture

    ctx = ViewContext(rules=RULES, seat_names=["a"] * 5, seat_colors=[(0, 0, 0)] * 5,
                      lang="en", anim_speed=0.0)
    view = RevolutionView(ctx)
    view.set_state(E.koln(), None, False, None)
    assert view.picture_zoom() == 3.0
    view.layout(pygame.Rect(0, 0, 960 * 3, 660 * 3))
    part = view.picture_part([], 364 / 250)
    koln = view.geo.sett[D.SIDX["ct_koln"]]
    assert part.collidepoint(koln)
    assert part.w < 0.5 * 2880  # a part of the table, not all of it
    view.set_state(RULES.new_game(5, 1), None, False, None)
    assert view.picture_zoom() == 1.0  # a full board stays whole
    pic = board_picture(RULES, E.koln(), (364, 250))
    assert pic.get_size() == (364, 250)


def test_every_prompt_about_one_place_names_it_and_rings_it(screen):
    """Upkeep and loot (an army), a conflict, a surplus, a move within or a refill (a
    province), a siege's conversions (a city), the Water Beggars' deed (a section): the
    prompt names the place and the view rings it, in both languages."""
    from game.revolution.text import army_place, pname, rname, sname

    seen = set()
    for players, seed in ((2, 11), (5, 12), (3, 13), (4, 14)):
        rnd = random.Random(seed)
        s = new(players, seed=seed)
        view = make_view(players, (1366, 768), "it" if seed % 2 else "en")
        for _ in range(3000):
            if s.need is None or s.turn > 3:
                break
            ctx, lang = s.ctx, view.ctx.lang
            name = None
            if s.need in ("upkeep", "loot"):
                name = army_place(ctx["cur" if s.need == "upkeep" else "loot"], lang)
            elif s.need in ("remove", "surplus_piece", "within", "refill"):
                name = pname(ctx["p"], lang)
            elif s.need == "siege_take":
                name = sname(ctx["city"], lang)
            elif s.need == "beggar_act":
                name = rname(ctx["br"], lang)
            if name is not None and s.need not in seen:
                show(view, s, screen)
                assert name in view.prompt(), (s.need, name, view.prompt())
                assert view.focus(), s.need
                seen.add(s.need)
            RULES.apply(s, rnd.choice(RULES.legal_actions(s)))
    assert {"upkeep", "remove", "within"} <= seen


def test_the_counts_overlay_writes_pieces_over_the_limit_square(screen):
    """'pieces/limit' sits on the province's printed limit square (no badge of its own
    beside the name to crowd the map at laptop sizes)."""
    from ui.views.revolution import art

    view = make_view(5, (1366, 768))
    s = new(5)
    show(view, s, screen)
    p = D.PIDX["pv_holland"]
    sq = art.limit_box(view.geo, p)
    assert sq.top > view.geo.prov[p][1] and sq.right <= view.geo.prov[p][0]  # under the name

    def fills() -> set:
        return {screen.get_at((x, y))[:3] for x in range(sq.x + 1, sq.right - 1)
                for y in range(sq.y + 1, sq.bottom - 1)}

    assert (252, 248, 236) in fills()  # the overlay's box over the square
    view.overlays["ov_counts"] = False
    draw(view, screen)
    got = fills()
    assert (252, 248, 236) not in got and (250, 246, 234) in got  # the printed square


def test_the_track_colours_follow_the_data_files_labels_colours_and_central_spaces(
        monkeypatch):
    """Labels, colours and the central spaces that print nothing come from the data
    file: a coloured central space is paler than its side's other spaces."""
    from ui.views.revolution import art

    labels = {"1": "strongly_catholic", "2": "catholic", "3": "catholic", "4": "neutral",
              "5": "reformed", "6": "reformed", "7": "strongly_reformed"}
    monkeypatch.setitem(D.TRACK, "labels", labels)
    monkeypatch.setitem(D.TRACK, "colours", {k: v.replace("strongly_", "")
                                             for k, v in labels.items()})
    monkeypatch.setitem(D.TRACK, "central", [3, 4, 5])
    tints = [art.track_tint(v) for v in range(1, 8)]
    neutral = art.TRACK_TINTS["neutral"]
    assert tints[3] == neutral and tints[0] != tints[1] != neutral
    assert tints[2] not in (tints[1], neutral) and tints[4] not in (tints[5], neutral)
    assert sum(tints[2]) > sum(tints[1]) and sum(tints[4]) > sum(tints[5])  # paler
