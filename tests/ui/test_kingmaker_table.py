"""The Kingmaker table through the play scene, with real pointer and key events: an offer
answered on its sheet after the hand-over cover, computers answering offers, pieces
gliding along their route, sheets that hold the computers back and a click or a key that
turns them away."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, frames, key

from game import GAMES
from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.actions import Answer, Move, Offer
from game.kingmaker.text import card_name
from game.match import Match, Seat
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene
from ui.views.base import table_in

RULES = GAMES["kingmaker"]


def _scene(app, kinds: list[str], seed: int) -> tuple[PlayScene, Match]:
    seats = [Seat(f"P{i + 1}", i, k, "easy") for i, k in enumerate(kinds)]
    match = Match(RULES, seats, seed, {"setup_choice": False})  # straight to turn 1
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 2)
    return play, match


def _ready(app, play: PlayScene) -> None:
    """The human at the screen presses "Ready" on the hand-over cover."""
    assert play.covered_for is not None
    click(app, play.btn_ready.rect.center)
    frames(app, 1)
    assert play.covered_for is None


def _click_offer_button(app, play: PlayScene, to: int) -> Offer:
    """Open the Diplomacy tab, open the offer's sheet, pick seat ``to`` and a card of the
    hand (when it has one) with the pointer and press Send; the offer sent."""
    view = play.view
    tab = next(b for b in view.buttons if b.key == "tab:diplomacy")
    click(app, tab.rect.center)
    frames(app, 1)
    opener = next(b for b in view.buttons if b.key == "compose:offer")
    click(app, opener.rect.center)
    frames(app, 1)
    assert view.compose is not None and view.compose_rect is not None
    seat = next(b for b in view.compose_buttons if b.key == f"c:to:{to}")
    click(app, seat.rect.center)
    frames(app, 1)
    cards = [b for b in view.compose_buttons if b.key.startswith("c:give:")
             and int(b.key.split(":")[2]) >= 0]
    if cards:
        click(app, cards[-1].rect.center)
        frames(app, 1)
    send = next(b for b in view.compose_buttons if b.action is not None)
    assert send.action == view.compose_action() and send.action.to == to
    sent = send.action
    before = len(play.match.actions)
    click(app, send.rect.center)
    assert len(play.match.actions) == before + 1
    return sent


def test_an_offer_between_two_humans_is_answered_on_its_sheet(ui_app):
    """P1 offers P2 a card with the pointer; the cover comes first for P2, then the offer's
    sheet with Accept and Decline; P2 accepts on the sheet and the card changes hands."""
    play, match = _scene(ui_app, ["human", "human"], 5)
    _ready(ui_app, play)
    seat = match.to_act()
    other = 1 - seat
    offer = _click_offer_button(ui_app, play, other)
    assert match.actions[-1] == offer
    assert match.to_act() == other
    frames(ui_app, 1)
    assert play.covered_for == other  # another human: the cover before the sheet
    assert play.view.offer_buttons == []  # nothing of the table shows under the cover
    _ready(ui_app, play)
    view = play.view
    assert view.offer_rect is not None and view.offer_rect.colliderect(view.geo.map)
    labels = [b.label for b in view.offer_buttons]
    assert labels[-1] == "Decline" and all(b.action in RULES.legal_actions(match.state)
                                           for b in view.offer_buttons)
    mine = list(match.state.hands[other])
    theirs = list(match.state.hands[seat])
    accept = view.offer_buttons[0]
    assert accept.action.yes
    if offer.ask:  # a card of P2's choice goes back: the button names it
        assert D.CARD_NAME[accept.action.card] in accept.label
    click(ui_app, accept.rect.center)
    assert match.actions[-1] == accept.action
    assert not match.state.pending
    if offer.give >= 0:
        assert offer.give in match.state.hands[other] and offer.give not in theirs[1:] + mine
    if offer.ask:
        assert accept.action.card in match.state.hands[seat]
    assert match.state.hands != [theirs, mine] or offer.give < 0 and not offer.ask
    frames(ui_app, 1)
    assert play.covered_for == seat  # back to the offerer, behind the cover again


def test_a_declined_offer_with_the_n_key_changes_nothing(ui_app):
    play, match = _scene(ui_app, ["human", "human"], 5)
    _ready(ui_app, play)
    seat = match.to_act()
    _click_offer_button(ui_app, play, 1 - seat)
    frames(ui_app, 1)
    _ready(ui_app, play)
    hands = [list(h) for h in match.state.hands]
    key(ui_app, pygame.K_n)
    assert match.actions[-1] == Answer(False, -1)
    assert [list(h) for h in match.state.hands] == hands


def test_a_computer_answers_an_offer_by_itself(ui_app):
    play, match = _scene(ui_app, ["human", "ai"], 6)  # a seed where seat 0 begins
    if play.covered_for is not None:
        _ready(ui_app, play)
    assert match.to_act() == 0
    _click_offer_button(ui_app, play, 1)
    assert match.to_act() == 1 and match.state.pending
    for _ in range(40):
        frames(ui_app, 1, 0.1)
        if not match.state.pending:
            break
    assert not match.state.pending and isinstance(match.actions[-1], Answer)
    assert play.covered_for is None  # one human: never a cover


# ---------------------------------------------------------------------- glides
def _first_move(match: Match) -> Move:
    return next(a for a in RULES.legal_actions(match.state) if isinstance(a, Move)
                and a.dest < D.SHIP0)


def test_a_computer_move_glides_and_the_computer_waits_for_it(ui_app):
    play, match = _scene(ui_app, ["ai", "ai"], 3)
    view = play.view
    assert play.app.settings.anim_speed > 0
    for _ in range(200):  # until a computer's move makes a noble glide
        n = len(match.actions)
        ui_app.step(0.05)
        if len(match.actions) > n and view.glides:
            break
    g = view.glides[0]
    assert g.key[0] in ("noble", "ship") and len(g.pts) >= 2
    assert view.busy() and g.key in view.gliding()
    n = len(match.actions)
    frames(ui_app, 3, 0.05)
    assert len(match.actions) == n  # the next computer waits while the piece is on its way
    mid = g.at(view.glide_time)
    assert mid != g.pts[-1]
    key(ui_app, pygame.K_SPACE)  # a key lands it at once
    assert not view.glides


def test_a_noble_glides_along_its_land_route_and_lands(ui_app):
    from ui.views.kingmaker.routes import land_route

    play, match = _scene(ui_app, ["human", "human"], 5)
    _ready(ui_app, play)
    view = play.view
    moves = [a for a in RULES.legal_actions(match.state) if isinstance(a, Move)]
    far = max(moves, key=lambda a: len(land_route(match.state.npos[a.noble], a.dest)))
    route = land_route(match.state.npos[far.noble], far.dest)
    assert route[0] == match.state.npos[far.noble] and route[-1] == far.dest
    for a, b in zip(route[1:-2], route[2:-1], strict=False):  # neighbours or a road step
        assert b in D.AREA_NB[a] or any(a in r and b in r for r in D.ROADS)
    assert play.play(far)
    g = next(g for g in view.glides if g.key == ("noble", far.noble))
    assert len(g.pts) == len(route)
    seen = set()
    for _ in range(60):
        if not view.glides:
            break
        seen.add(g.at(view.glide_time))
        frames(ui_app, 1, 1 / 60)
    assert not view.glides and len(seen) > 5  # it moved through many points, then landed
    assert ("noble", far.noble) not in view.gliding()


def test_no_glide_with_animations_off_nor_for_a_dragged_piece(ui_app):
    play, match = _scene(ui_app, ["human", "human"], 5)
    _ready(ui_app, play)
    view = play.view
    view.ctx.anim_speed = 0.0
    assert play.play(_first_move(match))
    assert not view.glides and not view.busy()
    view.ctx.anim_speed = 1.0
    frames(ui_app, 1)
    pick = None
    for pt, _nobles in view.stacks.values():  # what a press on each stack picks up
        piece = view.piece_at(pt)
        if piece is None:
            continue
        good = [p for p in piece.targets if p < D.SHIP0
                and view.place_at(view.geo.pos_pt(p)) == p]
        if good:
            pick = (pt, piece.key[1], good[0])
            break
    assert pick is not None
    pt, n, dest = pick
    to = view.geo.pos_pt(dest)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pt, button=1))
    for k in (0.3, 0.6, 1.0):
        pygame.event.post(pygame.event.Event(
            pygame.MOUSEMOTION, pos=(round(pt[0] + (to[0] - pt[0]) * k),
                                     round(pt[1] + (to[1] - pt[1]) * k)),
            rel=(1, 1), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    before = len(match.actions)
    ui_app.step(1 / 60)
    assert len(match.actions) == before + 1 and match.actions[-1].noble == n
    assert ("noble", n) not in view.gliding()  # the player carried it there himself


# ---------------------------------------------------------------------- sheets
def _an_event_sheet(view) -> None:
    view.set_state(view.state, view.viewer, view.interactive,
                   [Event("event", {"event": D.EVENT_KIND.index("plague")})])


def test_a_sheet_holds_the_computers_until_a_click(ui_app):
    play, match = _scene(ui_app, ["ai", "ai"], 2)
    view = play.view
    _an_event_sheet(view)
    assert view.sheets and view.busy()
    n = len(match.actions)
    for _ in range(12):  # 1.2 s: longer than the pause between computer moves
        ui_app.step(0.1)
    assert view.sheets and len(match.actions) == n
    title = view.sheets[0][0]
    click(ui_app, view.geo.map.topleft)  # a click anywhere, during a computer's turn
    assert all(t != title for t, _ in view.sheets)
    for _ in range(20):
        ui_app.step(0.2)
    assert len(match.actions) > n


def test_with_animations_off_a_sheet_stays_and_a_key_turns_it_away(ui_app):
    play, match = _scene(ui_app, ["ai", "ai"], 2)
    view = play.view
    ui_app.settings.anim = "off"
    view.ctx.anim_speed = 0.0
    _an_event_sheet(view)
    title = view.sheets[0][0]
    assert not view.busy()  # off: the computers do not wait for it
    key(ui_app, pygame.K_RETURN)
    assert all(t != title for t, _ in view.sheets)


# ---------------------------------------------------------------------- seven seats fit
def _seven_seat_table(size: tuple[int, int]):
    from game.core import Rng
    from game.kingmaker.actions import Summon
    from ui.app import App
    from ui.settings import Settings

    seats = [Seat(f"Seat {i + 1}", i, "human" if i < 2 else "ai", "easy") for i in range(7)]
    match = Match(RULES, seats, 4, {})
    rng = Rng(4)
    for _ in range(3000):  # on to a Parliament sitting: the fullest side column
        if match.is_over() or match.state.parl is not None:
            break
        acts = RULES.legal_actions(match.state)
        pool = [a for a in acts if isinstance(a, Summon)] or acts
        match.play(pool[rng.randrange(len(pool))])
    app = App(Settings(), size)
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    play.covered_for = None
    frames(app, 2)
    return app, play, match


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_seven_seats_fit_without_overlap_in_legible_text(ui_home, size, monkeypatch):
    """Seven factions at 1280x800 and 1920x1080: the scene's panels, the log, the buttons,
    the map and each section of the side column never overlap, each sits inside its
    column, and no text of the side column or of a faction's panel is under 11 px."""
    from ui import theme
    from ui.views.kingmaker import side
    from ui.views.kingmaker.side import MIN_PX

    app, play, match = _seven_seat_table(size)
    try:
        view = play.view
        r = play.rects
        scene = list(play.panel_rects) + [r["log"]] + [
            b.rect for b in (play.btn_undo, play.btn_save, play.btn_rules, play.btn_menu)]
        for i, a in enumerate(scene):
            assert r["board"].right < a.x and a.bottom <= r["status"].top
            for b in scene[i + 1:]:
                assert not a.colliderect(b), (a, b)
        assert r["log"].h >= 40  # the log keeps a few lines
        g = view.geo
        assert r["board"].contains(g.map) and r["board"].contains(g.side)
        assert not g.map.colliderect(g.side)
        assert match.state.parl is not None
        names = [n for n, _ in view.side_blocks]
        assert {"turn", "succession", "parliament", "chancery"} <= set(names), names
        for i, (na, a) in enumerate(view.side_blocks):
            assert g.side.contains(a), na
            for nb, b in view.side_blocks[i + 1:]:
                assert not a.colliderect(b), (na, nb)
        sizes: list[int] = []
        caps: list[int] = []
        real, real_caps = theme.render, theme.smallcaps
        monkeypatch.setattr(theme, "render",
                            lambda t, s, *a, **k: (sizes.append(s), real(t, s, *a, **k))[1])
        monkeypatch.setattr(theme, "smallcaps",
                            lambda t, s, *a, **k: (caps.append(s), real_caps(t, s, *a, **k))[1])
        surf = app.screen
        side.rendered.cache_clear()  # every line set again, under the spy
        view.draw_side(surf)
        for seat, pr in enumerate(play.panel_rects):
            play.draw_public(surf, seat, pr)
        assert sizes and min(sizes) >= MIN_PX, sorted(set(sizes))[:4]
        assert caps and min(caps) >= MIN_PX + 2
        # each faction's panel keeps room for two lines of its text
        inner = play.panel_rects[0].h - 44 * app.screen.get_height() // 800
        assert inner >= 2 * MIN_PX, play.panel_rects[0]
    finally:
        app.close_scenes()
        pygame.display.quit()


# ---------------------------------------------------------------------- why a battle went so
def _a_fight(kinds: tuple[str, ...]):
    """A real battle, siege or naval fight: the position before it, its action and events."""
    from game.core import Rng
    from game.kingmaker.actions import Battle, NavalAttack, Siege

    types = {"battle": Battle, "siege": Siege, "naval": NavalAttack}
    want = tuple(types[k] for k in kinds)
    for seed in range(1, 60):
        s = RULES.new_game(3, seed)
        rng = Rng(seed)
        for _ in range(400):
            if RULES.is_over(s):
                break
            acts = RULES.legal_actions(s)
            fights = [a for a in acts if isinstance(a, want)]
            if fights:
                before = s.copy()
                return before, RULES.apply(s, fights[0]), s
            RULES.apply(s, acts[rng.randrange(len(acts))])
    pytest.skip("no fight reached")


@pytest.mark.parametrize("kind", ["battle", "siege"])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_combat_sheet_says_why_in_both_languages(lang, kind):
    """The sheet of a real fight names the two strengths, their ratio (a battle), the card
    drawn with the ratio it asks, one line saying why, and the result, in EN and IT."""
    from fractions import Fraction

    from game.kingmaker.board import rounded_ratio
    from ui.theme import player_color
    from ui.views.base import ViewContext
    from ui.views.kingmaker import words
    from ui.views.kingmaker.view import KingmakerView

    _before, events, after = _a_fight((kind,))
    ctx = ViewContext(rules=RULES, seat_names=["A", "B", "C"],
                      seat_colors=[player_color(i) for i in range(3)], lang=lang)
    view = KingmakerView(ctx)
    view.layout(pygame.Rect(0, 0, 1200, 700))
    view.set_state(after, 0, False, events)
    fight = next(e for e in events if e.kind == kind)
    d = fight.data
    title, lines = next(sh for sh in view.sheets if sh[0] == view.w(kind) or
                        sh[0] == view.w("ambush"))
    text = "\n".join(t for t, _ in lines)
    W = table_in(words.WORDS, lang)
    assert f"{W['attack']} {d['attack']}" in text
    from game.kingmaker.text import event_title

    assert event_title(d["event"], lang) in text  # the card's title in the sheet's language
    assert W["r_" + d["result"]] in text  # the result line
    why = view.combat_why(kind, d)
    assert why and why in text  # the reason, in the sheet's language
    assert "{" not in why
    surf = pygame.Surface((1200, 700))
    view.draw_board(surf)  # the sheet is drawn over the map, every line on it
    assert view.sheet_rect is not None and view.geo.map.contains(view.sheet_rect)
    if kind == "battle":
        assert f"{W['defence']} {d['defence']}" in text
        if d["result"] in ("attacker", "defender", "indecisive") and d["attack"] != d["defence"]:
            r = rounded_ratio(max(d["attack"], d["defence"]), min(d["attack"], d["defence"]))
            need = D.COMBAT_RATIO[d["event"]]
            assert f"{r.numerator}:{r.denominator}" in text
            assert isinstance(need, Fraction)
            assert (r >= need) == (d["result"] != "indecisive")  # the reason holds
    else:
        assert f"{W['need']} {d['need']}" in text
    other = table_in(words.WORDS, "it" if lang == "en" else "en")
    assert other["attack"] not in text.split()  # no line left in the other language


def test_a_sheet_waits_under_the_hand_over_cover(ui_app):
    """A sheet's time runs only while the table is in sight: under the cover it stays for
    the player who lifts it, then goes by itself."""
    play, _match = _scene(ui_app, ["human", "human"], 7)
    assert play.covered_for is not None
    view = play.view
    _an_event_sheet(view)
    title = view.sheets[0][0]
    frames(ui_app, 40, 0.125)  # 5 s under the cover
    assert view.sheets and view.sheets[0][0] == title
    _ready(ui_app, play)
    frames(ui_app, 40, 0.125)
    assert all(t != title for t, _ in view.sheets)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_parliament_vote_shows_its_sheet(lang):
    """A real sitting: summoning shows the Chancery cards to settle, and each vote's end a
    sheet with the proposal, the rule that decided it and the result; a click turns it
    away."""
    from game.core import Rng
    from game.kingmaker.actions import Propose, Summon
    from game.kingmaker.text import vote_totals
    from ui.theme import player_color
    from ui.views.base import ViewContext
    from ui.views.kingmaker import words
    from ui.views.kingmaker.view import KingmakerView

    W = table_in(words.WORDS, lang)
    ctx = ViewContext(rules=RULES, seat_names=[f"S{i}" for i in range(4)],
                      seat_colors=[player_color(i) for i in range(4)], lang=lang,
                      anim_speed=1.0)
    view = KingmakerView(ctx)
    view.layout(pygame.Rect(0, 0, 1200, 700))
    surf = pygame.Surface((1200, 700))
    kinds: set = set()
    for seed in range(1, 30):
        if {"parliament", "vote_result"} <= kinds:
            break
        s = RULES.new_game(4, seed)
        rng = Rng(seed)
        for _ in range(900):
            if RULES.is_over(s) or {"parliament", "vote_result"} <= kinds:
                break
            acts = RULES.legal_actions(s)
            pool = [a for a in acts if isinstance(a, (Summon, Propose))] or acts
            ev = RULES.apply(s, pool[rng.randrange(len(pool))])
            if not any(e.kind in ("parliament", "vote_result") for e in ev):
                continue
            view.set_state(RULES.observe(s, 0), 0, False, ev)
            for e in ev:
                if e.kind not in ("parliament", "vote_result"):
                    continue
                kinds.add(e.kind)
                _title, lines = next(sh for sh in view.sheets if any(
                    card_name(e.data["card"], lang) in t for t, _ in sh[1])) \
                    if e.kind == "vote_result" else view.sheets[-1]
                text = "\n".join(t for t, _ in lines)
                if e.kind == "parliament":
                    assert str(len(e.data["cards"])) in text
                else:
                    key = "passed" if e.data["passed"] else "rejected"
                    assert W["r_" + key] in text
                    lf, la, cf, ca = vote_totals(e.data["votes"])
                    assert f"{lf} {'to' if lang == 'en' else 'a'} {la}" in text or \
                        f"{cf} {'to' if lang == 'en' else 'a'} {ca}" in text
            view.draw_board(surf)
            shown = view.sheets[0]
            assert view.sheet_rect is not None
            view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                                 pos=view.sheet_rect.center, button=1))
            assert not view.sheets or view.sheets[0] is not shown
            view.sheets = []
    assert kinds == {"parliament", "vote_result"}
