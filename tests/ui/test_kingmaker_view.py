"""Headless tests of the Kingmaker board view with real pointer and key events."""

from __future__ import annotations

import pygame
import pytest

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import EndPhase, Move, PlayCard
from ui.theme import player_color
from ui.views.base import ViewContext
from ui.views.kingmaker import art
from ui.views.kingmaker.view import KingmakerView

# what the play scene gives the view with a human at the table: the board (the whole left
# area: the map, and beside it the side column over the private panel), the inside of the
# private panel, and the column of the factions' panels
SIZES = {(1280, 800): (pygame.Rect(10, 10, 905, 742), pygame.Rect(576, 471, 320, 275),
                       (937, 345)),
         (1920, 1080): (pygame.Rect(14, 14, 1360, 1001), pygame.Rect(914, 635, 435, 371),
                        (1408, 500))}
_CANVAS: dict[tuple[int, int], pygame.Surface] = {}
QUICK = {"setup_choice": False}  # dealt cards allocated by the program: straight to turn 1


@pytest.fixture
def screen():
    if (not pygame.display.get_init() or pygame.display.get_surface() is None
            or not pygame.font.get_init() or not _CANVAS):
        from ui.app import clear_caches

        pygame.init()
        pygame.display.set_mode((64, 64))
        clear_caches()
    for size in SIZES:
        _CANVAS.setdefault(size, pygame.Surface(size))
    return _CANVAS


def make_view(players: int, size=(1280, 800), lang: str = "en") -> KingmakerView:
    ctx = ViewContext(rules=RULES, seat_names=[f"P{i + 1}" for i in range(players)],
                      seat_colors=[player_color(i) for i in range(players)], lang=lang,
                      anim_speed=0.0)
    view = KingmakerView(ctx)
    board, _private = view.private_beside(SIZES[size][0], 1)  # the panel beside the map
    view.layout(board)
    return view


def show(view: KingmakerView, state, surf: pygame.Surface, size=(1280, 800), events=None):
    """Give the view ``state`` as its deciding seat sees it and draw one frame."""
    board, private, (sx, sw) = SIZES[size]
    seat = RULES.to_act(state)
    view.set_state(RULES.observe(state, seat), seat, True, events)
    view.update(1 / 60)
    view.draw_board(surf)
    view.draw_private(surf, private, seat)
    h = max(30, (surf.get_height() - 20) // state.players - 6)
    for p in range(state.players):
        view.draw_public(surf, pygame.Rect(sx, 10 + p * (h + 6), sw, h), p)
    return seat


def press(view, pos):
    return view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def release(view, pos):
    return view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def motion(view, pos):
    return view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                                buttons=(1, 0, 0)))


def click(view, pos):
    a = press(view, pos)
    b = release(view, pos)
    return a if a is not None else b


def drag(view, a, b):
    out = [press(view, a)]
    for k in (0.25, 0.5, 0.75, 1.0):
        out.append(motion(view, (round(a[0] + (b[0] - a[0]) * k),
                                 round(a[1] + (b[1] - a[1]) * k))))
    out.append(release(view, b))
    got = [x for x in out if x is not None]
    assert len(got) <= 1
    return got[0] if got else None


def legal(state, action) -> bool:
    return action in RULES.legal_actions(state)


def advance(state, n: int, seed: int = 3) -> None:
    rng = Rng(seed)
    for _ in range(n):
        if RULES.is_over(state):
            return
        acts = RULES.legal_actions(state)
        RULES.apply(state, acts[rng.randrange(len(acts))])


@pytest.mark.parametrize("players", [2, 7])
@pytest.mark.parametrize("size", list(SIZES))
def test_draws_at_both_sizes(screen, players, size):
    s = RULES.new_game(players, 11)
    view = make_view(players, size)
    for k in range(4):
        show(view, s, screen[size], size)
        assert view.geo.map.right <= view.geo.side.x
        assert view.geo.side.right <= SIZES[size][0].right
        advance(s, 15, seed=k)
    # every place and area lies inside the map
    for pt in view.geo.loc_pt + view.geo.open_pt + view.geo.zone_pt:
        assert view.geo.map.collidepoint(pt)


def test_italian_words_and_prompt(screen):
    s = RULES.new_game(3, 2, QUICK)
    view = make_view(3, lang="it")
    show(view, s, screen[(1280, 800)])
    assert view.prompt().startswith("Muovi")


def _stack_of(view, noble):
    for (_p, _seat), (pt, nobles) in view.stacks.items():
        if noble in nobles:
            return pt, nobles
    raise AssertionError(noble)


def test_click_click_moves_a_noble_to_a_lit_place(screen):
    s = RULES.new_game(3, 5, QUICK)
    view = make_view(3)
    surf = screen[(1280, 800)]
    show(view, s, surf)
    moves = [a for a in RULES.legal_actions(s) if isinstance(a, Move)]
    assert moves
    n = moves[0].noble
    pt, nobles = _stack_of(view, n)
    for _ in range(len(nobles)):  # clicking the stack again picks its next noble
        assert click(view, pt) is None
        if view.held is not None and view.held.key == ("noble", n):
            break
    assert view.held is not None and view.held.key == ("noble", n)
    assert view.lit() == set(view.by_noble[n])
    dest = next(p for p in view.by_noble[n] if p < D.SHIP0)
    got = click(view, view.geo.pos_pt(dest))
    assert isinstance(got, Move) and got.noble == n and got.dest == dest
    assert legal(s, got)


def test_drag_to_an_unlit_place_is_refused_with_a_reason(screen):
    s = RULES.new_game(2, 5, QUICK)
    view = make_view(2)
    show(view, s, screen[(1280, 800)])
    n = next(a.noble for a in RULES.legal_actions(s) if isinstance(a, Move))
    pt, _ = _stack_of(view, n)
    far = next(a for a in range(D.N_AREAS) if a not in view.by_noble[n]
               and view.geo.place_at(view.geo.pos_pt(a)) == a
               and all(abs(x - view.geo.pos_pt(a)[0]) > 30 for x, _ in [pt]))
    assert drag(view, pt, view.geo.pos_pt(far)) is None
    assert view.held is None and view.status


def test_pointer_drives_turns_of_a_real_game(screen):
    """Seven seats, every decision taken with the pointer: a lit target for a piece, or a
    button of the private panel; each action the view returns is legal."""
    s = RULES.new_game(7, 9)
    view = make_view(7, (1920, 1080))
    surf = screen[(1920, 1080)]
    rng = Rng(4)
    kinds = set()
    for _ in range(80):
        if RULES.is_over(s):
            break
        show(view, s, surf, (1920, 1080))
        got = None
        pieces = [(n, t) for n, t in view.by_noble.items() if t]
        if pieces and rng.random() < 0.6:
            n, targets = pieces[rng.randrange(len(pieces))]
            pt, nobles = _stack_of(view, n)
            for _ in range(len(nobles)):
                click(view, pt)
                if view.held is not None and view.held.key == ("noble", n):
                    break
            dest = sorted(targets)[rng.randrange(len(targets))]
            tp = view.target_pt(dest)
            got = click(view, tp)
            if got is None:  # another place's symbol sits on that point: use the buttons
                view.put_down()
        if got is None:
            show(view, s, surf, (1920, 1080))
            acts = [b for b in view.buttons if b.action is not None]
            if not acts:  # another tab holds the decisions
                tab = next(b for b in view.buttons if b.key.startswith("tab:"))
                assert click(view, tab.rect.center) is None
                show(view, s, surf, (1920, 1080))
                acts = [b for b in view.buttons if b.action is not None]
            end = [b for b in acts if isinstance(b.action, EndPhase)]
            b = end[0] if end and rng.random() < 0.7 else acts[rng.randrange(len(acts))]
            got = click(view, b.rect.center)
        assert got is not None and legal(s, got), got
        kinds.add(type(got).__name__)
        RULES.apply(s, got)
    assert "Move" in kinds and "EndPhase" in kinds
    assert s.round > 1 or s.tnum > 1


def test_drag_a_card_from_the_hand_onto_a_noble(screen):
    s = RULES.new_game(2, 1, QUICK)  # a card played in a turn (the set-up has its own test)
    rng = Rng(7)
    view = make_view(2)
    surf = screen[(1280, 800)]
    for _ in range(400):
        if RULES.is_over(s):
            break
        show(view, s, surf)
        if view.by_card:
            break
        acts = RULES.legal_actions(s)
        RULES.apply(s, acts[rng.randrange(len(acts))])
    assert view.by_card, "a position where a card in hand can be allocated"
    c, targets = next(iter(view.by_card.items()))
    place, action = next(iter(targets.items()))
    assert place < D.SHIP0
    got = drag(view, view.card_rects[c].center, view.geo.pos_pt(place))
    assert isinstance(got, PlayCard) and got.card == c and legal(s, got)


def test_keyboard_walk_and_enter_play_a_legal_action(screen):
    s = RULES.new_game(3, 4, QUICK)
    view = make_view(3)
    show(view, s, screen[(1280, 800)])
    for _ in range(3):
        view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert view.status.startswith("3/")
    got = view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert got == RULES.legal_actions(s)[2]


def test_no_other_seat_hand_is_drawn(screen, monkeypatch):
    """The private panel draws the viewer's own cards only, from an observation that hides
    the others' hands; asked for another seat it draws nothing."""
    s = RULES.new_game(4, 8)
    advance(s, 30)
    drawn: list[int] = []
    real = art.card_face
    monkeypatch.setattr(art, "card_face", lambda surf, r, c, *a, **k: (drawn.append(c),
                                                                        real(surf, r, c, *a,
                                                                             **k)))
    view = make_view(4)
    surf = screen[(1280, 800)]
    private = SIZES[(1280, 800)][1]
    for _ in range(12):
        seat = RULES.to_act(s)
        obs = RULES.observe(s, seat)
        assert all(c == -1 for p in range(4) if p != seat for c in obs.hands[p])
        view.set_state(obs, seat, True, None)
        drawn.clear()
        view.draw_private(surf, private, seat)
        assert set(drawn) <= set(s.hands[seat])
        assert len(set(drawn)) == len(set(s.hands[seat]))
        drawn.clear()
        other = (seat + 1) % 4
        view.draw_private(surf, private, other)
        assert drawn == []
        advance(s, 5, seed=len(s.discard) + seat)


def test_battle_sheet_shows_sides_ratio_card_and_result(screen):
    """A real battle's events become a sheet with strengths, the ratio, the card drawn and
    its result; a click on the sheet turns it away."""
    from game.kingmaker.actions import Battle

    for seed in range(1, 40):
        s = RULES.new_game(3, seed)
        rng = Rng(seed)
        for _ in range(300):
            if RULES.is_over(s):
                break
            acts = RULES.legal_actions(s)
            fights = [a for a in acts if isinstance(a, Battle)]
            if fights:
                view = make_view(3)
                ev = RULES.apply(s, fights[0])
                surf = screen[(1280, 800)]
                show(view, s, surf, events=ev)
                assert view.sheets
                title, lines = view.sheets[0]
                text = " ".join(t for t, _ in lines)
                assert "Attack" in text and "Card drawn" in text
                battle = next(e for e in ev if e.kind == "battle")
                assert str(battle.data["attack"]) in text
                assert view.sheet_rect is not None
                press(view, view.sheet_rect.center)
                assert len(view.sheets) == 0 or view.sheets[0][0] != title or len(
                    view.sheets) < 2
                return
            RULES.apply(s, acts[rng.randrange(len(acts))])
    pytest.skip("no battle reached")


def _reach(players: int, want, limit: int = 900, seeds=range(1, 30), prefer=None):
    """A real game played at random until ``want(state)``; ``prefer`` picks the actions
    to favour (e.g. summoning Parliament) when legal."""
    for seed in seeds:
        s = RULES.new_game(players, seed)
        rng = Rng(seed)
        for _ in range(limit):
            if RULES.is_over(s):
                break
            if want(s):
                return s
            acts = RULES.legal_actions(s)
            fav = [a for a in acts if prefer is not None and prefer(a)]
            pool = fav or acts
            RULES.apply(s, pool[rng.randrange(len(pool))])
    pytest.skip("position not reached")


def test_dropping_a_stack_on_a_lit_castle_besieges_it(screen):
    from game.kingmaker.actions import Siege

    s = _reach(3, lambda s: any(isinstance(a, Siege) for a in RULES.legal_actions(s)),
               prefer=lambda a: isinstance(a, PlayCard))
    view = make_view(3)
    show(view, s, screen[(1280, 800)])
    siege = next(a for a in RULES.legal_actions(s) if isinstance(a, Siege))
    n = next(n for n, t in view.by_noble.items() if t.get(D.LOC0 + siege.loc) == siege)
    pt, nobles = _stack_of(view, n)
    for _ in range(len(nobles)):
        assert click(view, pt) is None
        if view.held is not None and view.held.key == ("noble", n):
            break
    assert D.LOC0 + siege.loc in view.lit()
    got = click(view, view.geo.pos_pt(D.LOC0 + siege.loc))
    assert got == siege and legal(s, got)


def _press_button(view, s, surf, kind):
    """Click the private panel's tabs until a button whose action is a ``kind`` shows, then
    click it; the action returned."""
    for _ in range(4):
        show(view, s, surf)
        b = next((b for b in view.buttons if isinstance(b.action, kind)), None)
        if b is not None:
            return click(view, b.rect.center)
        tabs = [b for b in view.buttons if b.key.startswith("tab:") and not b.toggled]
        if not tabs:
            break
        click(view, tabs[0].rect.center)
    raise AssertionError(f"no button for {kind.__name__}")


def test_answering_an_offer_with_a_button(screen):
    from game.kingmaker.actions import Answer, Offer

    s = _reach(3, lambda s: bool(s.pending) and s.pending[0][0] == "offer",
               prefer=lambda a: isinstance(a, Offer))
    view = make_view(3)
    surf = screen[(1280, 800)]
    show(view, s, surf)
    assert "offers you" in view.pending_line()
    got = _press_button(view, s, surf, Answer)
    assert isinstance(got, Answer) and legal(s, got)
    RULES.apply(s, got)
    assert not s.pending or s.pending[0][0] != "offer" or s.pending[0][1] != view.viewer


def test_a_parliament_sitting_proposal_and_votes_through_buttons(screen):
    from game.kingmaker.actions import Propose, Summon, Vote

    s = _reach(4, lambda s: s.parl is not None and not s.pending,
               prefer=lambda a: isinstance(a, Summon))
    view = make_view(4)
    surf = screen[(1280, 800)]
    show(view, s, surf)
    got = _press_button(view, s, surf, Propose)
    assert isinstance(got, Propose) and legal(s, got)
    RULES.apply(s, got)
    votes = 0
    while s.pending and s.pending[0][0] == "vote":
        show(view, s, surf)
        assert view.pending_line().startswith("Parliament votes")
        got = _press_button(view, s, surf, Vote)
        assert isinstance(got, Vote) and legal(s, got)
        RULES.apply(s, got)
        votes += 1
    assert votes == 4


def test_buttons_name_the_seats(screen):
    from game.kingmaker.actions import Battle, Offer

    for lang, want in (("en", "offers nothing to P2 for a card in return"),
                       ("it", "offre niente a P2 in cambio di una carta")):
        view = make_view(3, lang=lang)
        assert view.describe(Offer(1, -1, 1)) == want
        assert "P3" in view.describe(Battle(3, 2, True))


@pytest.mark.parametrize("lang,words", [("en", ("Set-up", "Crown cards to allocate")),
                                        ("it", ("Preparazione", "carte della Corona"))])
def test_setup_question_is_named_in_prompt_and_pending_line(screen, lang, words):
    """The set-up allocation question [3.4] has its own words, not the generic "an offer"."""
    state = RULES.new_game(2, 4, {"setup_choice": True})
    assert state.pending and state.pending[0][0] == "setup"
    view = make_view(2, lang=lang)
    show(view, state, screen[(1280, 800)])
    assert words[0] in view.pending_line()
    assert words[1] in view.prompt()


@pytest.mark.parametrize("lang,kind", [("en", "title"), ("it", "titolo")])
def test_card_face_names_the_kind_in_the_players_language(screen, monkeypatch, lang, kind):
    """A Crown card's face says what it is in the table's language ("titolo", not
    "title", in Italian)."""
    from ui import theme

    said: list[str] = []
    real = theme.render
    monkeypatch.setattr(theme, "render", lambda t, *a, **k: (said.append(t), real(t, *a, **k))[1])
    card = next(c for c in range(D.N_CARDS) if D.CARD_TYPE[c] == "title")
    art.card_face(screen[(1280, 800)], pygame.Rect(10, 10, 160, 60), card, 14, lang)
    assert any(t.split("  ")[0] == kind for t in said), said


@pytest.mark.parametrize("lang,controls,name", [
    ("en", "controls Berwick", "Warden of the Northern Marches"),
    ("it", "controlla Berwick", "Guardiano delle Marche del Nord")])
def test_hovering_a_hand_card_shows_its_whole_name_and_what_it_gives(screen, lang, controls,
                                                                     name):
    """A narrow card cuts a long name ("Warden of the N…"); its hover card gives the whole
    name, the places it controls and its regional bonus, in the table's language, and is
    drawn over the private panel (``draw_overlay``), not under it."""
    warden = D.CARD_NAME.index("Warden of the Northern Marches")
    s = next(g for g in (RULES.new_game(2, k, {"setup_choice": True}) for k in range(1, 60))
             if any(warden in h for h in g.hands))  # a deal that hands the Warden out
    seat = next(p for p in range(2) if warden in s.hands[p])
    while RULES.to_act(s) != seat:
        RULES.apply(s, RULES.heuristics.candidates(s, RULES.legal_actions(s))[0])
    view = make_view(2, lang=lang)
    surf = screen[(1280, 800)]
    show(view, s, surf)
    r = view.card_rects[warden]
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    lines = [t for t, _c in view.hover_lines()]
    assert lines[0] == name  # in the table's language
    assert controls in lines
    assert any(t.startswith("+100 ") for t in lines)  # the bonus beyond the Tees
    before = surf.copy()
    view.draw_overlay(surf)
    private = SIZES[(1280, 800)][1]
    assert any(surf.get_at((x, y)) != before.get_at((x, y))  # the card lies over the hand
               for x in range(private.x, private.right, 4)
               for y in range(private.y, private.bottom, 4))


def test_every_regional_bonus_has_a_name():
    from ui.views.kingmaker.words import WORDS

    regions = {b[1] for b in D.BONUS if b is not None}
    assert all(f"r_{r}" in WORDS for r in regions)  # its translations: test_catalogs
