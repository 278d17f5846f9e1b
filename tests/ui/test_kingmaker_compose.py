"""The Kingmaker sheets of issue 36, with real pointer and key events through the play
scene: an offer composed on its sheet (seat, card, what is asked back) leaves only with
Send, Esc closes the sheet without sending, Undo takes back an offer not yet answered (a
computer's or a covered human's), an alliance is composed the same way, and the choices
of a tab are one list with no pages, a lit venue on the map being a choice itself."""

from __future__ import annotations

import pygame
from uihelp import click, frames, key

from game import GAMES
from game.core import Rng
from game.kingmaker import data as D
from game.kingmaker.actions import Offer, OfferAlliance, Summon
from game.match import Match, Seat
from ui.scenes.computer import Computer
from ui.scenes.play import PlayScene

RULES = GAMES["kingmaker"]


def _scene(app, kinds: list[str], seed: int, actions: list | None = None
           ) -> tuple[PlayScene, Match]:
    seats = [Seat(f"P{i + 1}", i, k, "easy") for i, k in enumerate(kinds)]
    match = Match(RULES, seats, seed, {"setup_choice": False}, list(actions or []))
    play = app.push(PlayScene(app, match, computer=Computer("inline"), autosave=False))
    frames(app, 2)
    if play.covered_for is not None:
        click(app, play.btn_ready.rect.center)
        frames(app, 1)
    for _ in range(600):  # the computers seated before the human play first
        if play.view.interactive or match.is_over():
            break
        frames(app, 1)
        if play.covered_for is not None:
            click(app, play.btn_ready.rect.center)
    played = len(match.actions)
    if played:  # the player has read what the computers' opening turns brought
        play.view.sheets = []
    s = match.state
    if s.pending and s.pending[0][0] == "draw":  # the turn's event card first [H 1.a]
        draw = next(b for b in play.view.buttons if type(b.action).__name__ == "DrawEvent")
        click(app, draw.rect.center)
        frames(app, 2)
    return play, match


def _open(app, play: PlayScene, kind: str) -> None:
    view = play.view
    tab = next(b for b in view.buttons if b.key == "tab:diplomacy")
    click(app, tab.rect.center)
    frames(app, 1)
    opener = next(b for b in view.buttons if b.key == "compose:" + kind)
    click(app, opener.rect.center)
    frames(app, 1)
    assert view.compose is not None and view.compose_rect.colliderect(view.geo.map)


def _choose(app, view, field: str, value: int) -> None:
    b = next(b for b in view.compose_buttons if b.key == f"c:{field}:{value}")
    click(app, b.rect.center)
    frames(app, 1)
    assert view.compose[field] == value


def test_no_offer_leaves_before_send_and_esc_closes_the_sheet(ui_app):
    play, match = _scene(ui_app, ["human", "ai", "ai"], 7)
    view = play.view
    n = len(match.actions)
    _open(ui_app, play, "offer")
    _choose(ui_app, view, "to", 2)
    assert len(match.actions) == n  # choosing sends nothing
    assert "P3" in view.compose_sentence(view.compose_action())
    key(ui_app, pygame.K_ESCAPE)
    assert view.compose is None and len(match.actions) == n
    assert play.app.stack[-1] is play  # Esc closed the sheet, not the table


def test_a_composed_gift_is_sent_and_undo_takes_it_back_before_the_computer_answers(ui_app):
    play, match = _scene(ui_app, ["human", "ai"], 7)
    view = play.view
    hand = list(match.state.hands[0])
    _open(ui_app, play, "offer")
    gives = [int(b.key.split(":")[2]) for b in view.compose_buttons
             if b.key.startswith("c:give:")]
    card = next(c for c in gives if 0 <= c < D.N_CARDS)
    _choose(ui_app, view, "give", card)
    _choose(ui_app, view, "ask", 0)
    assert D.CARD_NAME[card] in view.compose_sentence(view.compose_action())
    send = next(b for b in view.compose_buttons if b.action is not None)
    click(ui_app, send.rect.center)
    assert match.actions[-1] == Offer(1, card, 0) and match.to_act() == 1
    frames(ui_app, 3)
    assert play.btn_undo.enabled  # the computer waits a moment before it answers
    click(ui_app, play.btn_undo.rect.center)
    assert not any(isinstance(a, Offer) for a in match.actions[-1:])
    assert match.to_act() == 0 and list(match.state.hands[0]) == hand


def test_undo_takes_back_an_offer_under_the_receivers_cover(ui_app):
    play, match = _scene(ui_app, ["human", "human"], 5)
    seat = match.to_act()
    other = 1 - seat
    _open(ui_app, play, "offer")
    _choose(ui_app, play.view, "to", other)
    key(ui_app, pygame.K_RETURN)  # Enter sends, as Send does
    assert isinstance(match.actions[-1], Offer) and match.to_act() == other
    frames(ui_app, 1)
    assert play.covered_for == other and play.btn_undo.enabled
    key(ui_app, pygame.K_z, pygame.KMOD_CTRL)
    assert not any(isinstance(a, Offer) for a in match.actions[-1:])
    assert match.to_act() == seat and play.covered_for is None


def _position(kind: type, seed: int, players: int) -> tuple[list, list[str]]:
    """The actions of a rollout game up to a seat's first ``kind`` decision, and the seats'
    kinds with that seat the human."""
    m = Match(RULES, [Seat(f"P{i}", i, "ai", "easy") for i in range(players)], seed,
              {"setup_choice": False})
    rng = Rng(seed)
    while not m.is_over():
        if any(isinstance(a, kind) for a in RULES.legal_actions(m.state)):
            return list(m.actions), ["human" if i == m.to_act() else "ai"
                                     for i in range(players)]
        m.play(RULES.heuristics.rollout_action(m.state, rng))
    raise AssertionError("no such position")


def test_an_alliance_is_composed_with_its_commander(ui_app):
    actions, kinds = _position(OfferAlliance, 5, 3)
    play, match = _scene(ui_app, kinds, 5, actions)
    view = play.view
    _open(ui_app, play, "alliance")
    legal = [a for a in RULES.legal_actions(match.state) if isinstance(a, OfferAlliance)]
    pick = legal[-1]
    _choose(ui_app, view, "to", pick.to)
    _choose(ui_app, view, "commander", pick.commander)
    assert view.compose_action() == pick
    send = next(b for b in view.compose_buttons if b.action is not None)
    click(ui_app, send.rect.center)
    assert match.actions[-1] == pick


def test_every_summons_is_listed_at_once_and_a_lit_venue_takes_a_click(ui_app):
    actions, kinds = _position(Summon, 3, 7)
    play, match = _scene(ui_app, kinds, 3, actions)
    view = play.view
    venues = [a for a in RULES.legal_actions(match.state) if isinstance(a, Summon)]
    listed = [b.action for b in view.buttons if isinstance(b.action, Summon)]
    hidden = len(venues) - len(listed)
    assert not any(b.key == "more" for b in view.buttons)  # no pages
    assert hidden == 0 or view.list_height > view.list_rect.h  # the rest is scrolled to
    assert {D.LOC0 + a.venue for a in venues} <= view.lit()
    last = venues[-1]
    click(ui_app, view.geo.pos_pt(D.LOC0 + last.venue))
    assert match.actions[-1] == last


# ---------------------------------------------------------------------- sheets and waiting
def _handed_over(app) -> tuple[PlayScene, Match, object, object]:
    """A human (seat 0) and a computer: the position just before the computer's move that
    hands the turn to the human, and the one after it."""
    play, match = _scene(app, ["human", "ai"], 5)
    m = Match(RULES, match.seats, 5, {"setup_choice": False})
    rng = Rng(5)
    while not (m.to_act() == 1 and not m.state.pending):
        m.play(RULES.heuristics.rollout_action(m.state, rng))
    while m.to_act() == 1:
        before = RULES.observe(m.state, 0)
        m.play(RULES.heuristics.rollout_action(m.state, rng))
    return play, match, before, RULES.observe(m.state, 0)


def test_a_sheet_another_seat_brought_stays_until_the_player_clicks_it(ui_app):
    """'Rising in Kent' drawn as the turn comes to the player: it stays while he decides
    (no timer), and a click on it turns it away."""
    from game.core import Event

    play, _match, before, after = _handed_over(ui_app)
    view = play.view
    view.set_state(before, 0, False, None)
    view.set_state(after, 0, True, [Event("event", {"event": D.EVENT_KIND.index("plague")})])
    assert view.sheets and view.sheets[0].stay
    for _ in range(60):  # 12 s, far beyond a sheet's time
        view.seen = True
        view.update(0.2)
    assert view.sheets
    first = view.sheets[0]
    view.draw_board(ui_app.screen)
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=view.sheet_rect.center,
                                         button=1))
    assert first not in view.sheets
    assert [sh[0] for sh in view.sheets] == [view.w("s_title")]  # then the round's summary


def test_a_sheet_about_other_seats_does_not_hold_the_computers(ui_app):
    """With a human at the table, a battle between two other seats is shown while the
    computers go on; one the human fights in holds them a moment."""
    from game.core import Event

    play, _match = _scene(ui_app, ["human", "ai", "ai"], 5)
    view = play.view
    fight = {"area": 0, "seat": 1, "target": 2, "attack": 10, "defence": 5,
             "event": next(e for e in range(len(D.COMBAT_RATIO)) if D.COMBAT_RATIO[e]),
             "result": "attacker"}
    view.set_state(view.state, view.viewer, False, [Event("battle", fight)])
    assert view.sheets and not view.sheets[0].hold and not view.busy()
    view.sheets = []
    view.set_state(view.state, view.viewer, False, [Event("battle", {**fight, "target": 0})])
    assert view.sheets and view.sheets[0].hold and view.busy()
    for _ in range(15):  # the hold is shorter than the sheet
        view.seen = True
        view.update(0.2)
    assert view.sheets and not view.busy()


def test_the_round_summary_tells_what_the_computers_did_and_comes_back_on_demand(ui_app):
    """Seven seats: when the player's turn comes, 'While you were away' names each other
    seat that played, stays until clicked, and the Round button shows it again."""
    kinds = ["human"] + ["ai"] * 6
    play, match = _scene(ui_app, kinds, 5)
    view = play.view
    view.last_summary = None  # the seats before the player's opened the game: a full round
    rng = Rng(5)
    played: set = set()  # the other seats that moved since the player's last move
    for _ in range(60 * 300):
        if view.last_summary is not None:
            break
        if play.human_to_act() == 0 and view.interactive:
            play.play(RULES.heuristics.rollout_action(match.state, rng))
            played.clear()
        seat, n = match.to_act(), len(match.actions)
        ui_app.step(1 / 30)
        if len(match.actions) > n and seat not in (None, 0):
            played.add(seat)
    summary = view.last_summary
    assert summary is not None and summary in view.sheets and summary.stay
    # it takes the place of the six seats' own sheets: only the player's turn's go first
    own = [sh for sh in view.sheets if sh is not summary]
    assert view.sheets[-1] is summary and len(own) <= 2, [sh[0] for sh in own]
    heads = [t for t, style in summary[1] if style == "bold"]
    assert played and all(any(t.startswith(f"P{seat + 1}") for t in heads) for seat in played)
    view.sheets = []
    tab_row = next(b for b in view.buttons if b.key == "summary")
    click(ui_app, tab_row.rect.center)
    assert view.sheets and view.sheets[0] is summary


def test_a_forced_set_up_allocation_is_named_on_a_sheet(ui_app):
    """Set-up: when the player's allocation leaves a card that only one noble may hold,
    the rules give it at once, and a sheet names it (the hand does not shift silently)."""
    from game.kingmaker.actions import Allocate

    seats = [Seat(f"P{i + 1}", i, "human", "easy") for i in range(2)]
    for seed in range(1, 60):
        m = Match(RULES, seats, seed, {})
        seat = m.to_act()
        for a in RULES.legal_actions(m.state):
            if not isinstance(a, Allocate):
                break
            probe = Match(RULES, seats, seed, {})
            events = probe.play(a)
            if sum(1 for e in events if e.kind == "allocated" and e.data["seat"] == seat) < 2:
                continue
            play = ui_app.push(PlayScene(ui_app, m, computer=Computer("inline"),
                                         autosave=False))
            frames(ui_app, 2)
            if play.covered_for is not None:
                click(ui_app, play.btn_ready.rect.center)
            view = play.view
            assert view.interactive and m.to_act() == seat
            play.play(a)
            sheet = next(sh for sh in view.sheets if sh[0] == view.w("f_title"))
            assert sheet[1] and all(D.CARD_NAME[a.card] + " goes" not in t for t, _ in sheet[1])
            return
    raise AssertionError("no forced allocation found")


def test_a_dragged_stack_names_the_exact_place_it_would_land_on(ui_app):
    """Issue 36: where a stack lands inside a square is the player's: while it is dragged
    the hover card names the move a drop there makes (the place under the pointer)."""
    play, match = _scene(ui_app, ["human", "ai"], 7)
    view = play.view
    piece = next(iter(view.by_noble))
    start = next(pt for (_p, seat), (pt, nobles) in view.stacks.items() if piece in nobles)
    dest, action = next((d, a) for d, a in view.by_noble[piece].items() if d < D.SEA0)
    to = view.geo.pos_pt(dest)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    ui_app.step(1 / 60)
    for p in (start, ((start[0] + to[0]) // 2, (start[1] + to[1]) // 2), to):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        ui_app.step(1 / 60)
    assert view.held is not None and view.held.dragging
    held = view.held.targets[view.place_at(to)]
    lines = [t for t, _c in view.hover_lines()]
    said = view.describe(held)
    assert lines and lines[0].lower() == said.lower()
    assert isinstance(action, type(held))


def test_a_log_line_under_the_pointer_lights_the_places_it_names(ui_app):
    """Issue 36: every place the log names can be found on the map: pointing at the line
    lights it (the longest name first: an area's name before its places')."""
    from ui.views.kingmaker.legend import places_named

    play, _match = _scene(ui_app, ["human", "ai"], 5)
    view = play.view
    york = D.LOC0 + D.LOC_NAME.index("York")
    area = D.AREA_NAME.index("York & the Vale")
    line = f"P1: moves Neville to the open ({D.AREA_NAME[area]})"
    assert places_named(line) == {area}  # not York as well: the longer name holds it
    view.highlight_log(f"Parliament sits at York; {line}")
    assert view.log_lit == {york, area}
    view.highlight_log(None)
    assert not view.log_lit


def test_a_noble_card_of_the_hand_is_brought_into_play_by_a_click_on_it(ui_app):
    """Issue 36 (learn to play): a highlighted card can be taken where it is drawn: a noble
    card in the hand, whose only play is to come into play, goes with a click on it."""
    from game.kingmaker.actions import PlayCard

    actions, kinds = _position(PlayCard, 7, 2)
    m = Match(RULES, [Seat("a", 0, "ai"), Seat("b", 1, "ai")], 7, {"setup_choice": False},
              list(actions))
    rng = Rng(11)
    while not any(isinstance(a, PlayCard) and a.noble < 0
                  for a in RULES.legal_actions(m.state)):
        m.play(RULES.heuristics.rollout_action(m.state, rng))
    kinds = ["human" if i == m.to_act() else "ai" for i in range(2)]
    play, match = _scene(ui_app, kinds, 7, list(m.actions))
    view = play.view
    frames(ui_app, 1)
    card = next(a.card for a in RULES.legal_actions(match.state)
                if isinstance(a, PlayCard) and a.noble < 0)
    click(ui_app, view.card_rects[card].center)
    assert match.actions[-1] == PlayCard(card, -1)


def test_a_ransom_is_paid_by_a_click_on_the_card_drawn_on_its_sheet(ui_app):
    """Issue 36: a newcomer answers a ransom: the cards that may pay it are drawn as cards
    on the offer's sheet (name, kind, values), and a click on one pays with it."""
    from game.kingmaker.actions import Answer

    m = Match(RULES, [Seat(f"P{i}", i, "ai", "easy") for i in range(7)], 3,
              {"setup_choice": False})
    rng = Rng(3)
    while not (m.state.pending and m.state.pending[0][0] == "ransom"
               and sum(1 for a in RULES.legal_actions(m.state)
                       if isinstance(a, Answer) and a.yes) > 1):
        m.play(RULES.heuristics.rollout_action(m.state, rng))
    kinds = ["human" if i == m.to_act() else "ai" for i in range(7)]
    play, match = _scene(ui_app, kinds, 3, list(m.actions))
    view = play.view
    frames(ui_app, 1)
    faces = [b for b in view.offer_buttons if "face" in b.extra]
    assert len(faces) > 1 and all(view.offer_rect.contains(b.rect) for b in faces)
    pick = faces[-1]
    assert pick.action == Answer(True, pick.extra["face"])
    click(ui_app, pick.rect.center)
    assert match.actions[-1] == pick.action


def test_a_computers_answer_during_the_players_turn_is_no_round_summary(ui_app):
    """A gift the computer answers while the player's turn goes on: the answer is in the
    log, and no 'While you were away' goes up (the player was not away)."""
    play, match = _scene(ui_app, ["human", "ai"], 5)
    view = play.view
    view.sheets = []
    _open(ui_app, play, "offer")
    gives = [int(b.key.split(":")[2]) for b in view.compose_buttons
             if b.key.startswith("c:give:")]
    _choose(ui_app, view, "give", next(c for c in gives if 0 <= c < D.N_CARDS))
    send = next(b for b in view.compose_buttons if b.action is not None)
    click(ui_app, send.rect.center)
    n = len(match.actions)
    for _ in range(600):  # the computer answers
        frames(ui_app, 1)
        if len(match.actions) > n:
            break
    assert len(match.actions) > n and match.to_act() == 0
    frames(ui_app, 5)
    assert not any(sh[0] == view.w("s_title") for sh in view.sheets)


def test_executing_a_royal_heir_waits_for_its_confirmation(ui_app):
    """A royal heir the player holds: one click on the list opened a death with no way
    back; now it opens a sheet that names him, and only Execute does it (Esc: nothing)."""
    from game.kingmaker.actions import ExecuteHeir

    actions, kinds = _position(ExecuteHeir, 5, 3)
    play, match = _scene(ui_app, kinds, 5, actions)
    view = play.view
    assert not any(isinstance(b.action, ExecuteHeir) for b in view.buttons)
    n = len(match.actions)
    _open(ui_app, play, "execute")
    pick = view.compose_action()
    assert isinstance(pick, ExecuteHeir) and len(match.actions) == n
    assert D.HEIR_NAME[pick.heir] in view.compose_sentence(pick)
    key(ui_app, pygame.K_ESCAPE)
    assert view.compose is None and len(match.actions) == n
    _open(ui_app, play, "execute")
    send = next(b for b in view.compose_buttons if b.action is not None)
    assert send.label == view.w("c_send_execute")
    click(ui_app, send.rect.center)
    assert match.actions[-1] == pick
