"""The small things a newcomer tripped on (issue 39): each one through the real scenes."""

from __future__ import annotations

import json
import os

import pygame
import pytest
from uihelp import frames, key

import game
from game.match import Match, Seat
from ui import i18n
from ui.paths import saves_dir


def _drawn(monkeypatch, module) -> list[str]:
    """Every text ``module`` draws with blit_text from now on."""
    out: list[str] = []
    real = module.blit_text

    def spy(surf, text, *args, **kw):
        out.append(str(text))
        return real(surf, text, *args, **kw)

    monkeypatch.setattr(module, "blit_text", spy)
    return out


def _window(app, size: tuple[int, int]) -> None:
    """The window at ``size``, as after the player resized it."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frames(app, 1)


def _tigris_save(name: str, names: list[str], cut: bool = False) -> str:
    rules = game.GAMES["tigris"]
    m = Match(rules, [Seat(n, i) for i, n in enumerate(names)], 3)
    for _ in range(4):
        m.play(rules.legal_actions(m.state)[0])
    data = m.to_json()
    if cut:
        data["actions"] = data["actions"][:-2]
    path = os.path.join(saves_dir(), name)
    os.makedirs(saves_dir(), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    return path


@pytest.mark.parametrize("lang", ["en", "it"])
def test_load_list_names_proposed_players_in_the_language(ui_app, monkeypatch, lang):
    """The Load list showed "Player 1" in Italian: proposed names follow the language,
    typed ones stay as typed."""
    import ui.scenes.load as load
    from ui.scenes.load import LoadScene

    _tigris_save("game.json", ["Player 1", "Giocatore 2", "Anna"])
    ui_app.settings.lang = lang
    i18n.set_lang(lang)
    texts = _drawn(monkeypatch, load)
    ui_app.push(LoadScene(ui_app))
    frames(ui_app, 2)
    line = next(t for t in texts if "Anna" in t)
    want = "Giocatore" if lang == "it" else "Player"
    assert line.startswith(f"{want} 1, {want} 2, Anna"), line


def test_load_list_shows_a_cut_save_as_damaged_and_leaves_it(ui_app, monkeypatch):
    """Issue 39, item 2: a save whose move list was cut is listed as damaged, not as a
    game to resume, and opening it changes nothing in the file."""
    import ui.scenes.load as load
    from ui.scenes.load import LoadScene

    path = _tigris_save("cut.json", ["Anna", "Bruno"], cut=True)
    before = open(path, "rb").read()
    texts = _drawn(monkeypatch, load)
    scene = LoadScene(ui_app)
    ui_app.push(scene)
    frames(ui_app, 2)
    (row,) = scene.rows
    assert row.entry.info is None and "damaged" in (row.entry.error or "")
    assert any("cut.json" in t for t in texts)
    assert not any("Anna" in t for t in texts)  # not listed as a game to resume
    scene.open(row.entry)
    frames(ui_app, 2)
    assert ui_app.top is scene and "damaged" in scene.message.lower()
    assert open(path, "rb").read() == before


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_menu_footer_names_every_game_whole(ui_app, monkeypatch, size):
    """The footer cut the list of games ("…Revolt 156…"): Kingmaker was never named."""
    import ui.scenes.menu as menu
    from ui.widgets import font, px

    _window(ui_app, size)
    texts = _drawn(monkeypatch, menu)
    scene = menu.MenuScene(ui_app)
    ui_app.push(scene)
    frames(ui_app, 2)
    footer = [t for t in texts if any(r.title in t for r in game.GAMES.values())]
    joined = " ".join(footer)
    for rules in game.GAMES.values():
        assert rules.title in joined, rules.title
    for line in footer:
        assert font(px(16), "italic").size(line)[0] <= scene.sheet.w - px(40), line


def test_new_game_remembers_the_seats_of_the_last_game(ui_app):
    """Seven seats chosen came back as two players next time: the last set-up of each
    game (players, typed names, person or computer, colours) is kept across runs."""
    from ui import settings as settings_mod
    from ui.app import App
    from ui.scenes.newgame import NewGameScene

    scene = NewGameScene(ui_app, "kingmaker")
    ui_app.push(scene)
    frames(ui_app, 1)
    scene.set_players(7)
    scene.set_name(1, "Anna")
    scene.set_kind(0, "ai:hard")
    scene.set_kind(3, "human")
    scene.set_color(2, 5)
    want = ([s.name for s in scene.seats()], [s.kind for s in scene.seats()],
            [s.color for s in scene.seats()])
    scene.start()
    frames(ui_app, 1)
    ui_app.close_scenes()

    again = App(settings_mod.load())  # the next run reads settings.json
    other = NewGameScene(again, "kingmaker")
    again.push(other)
    frames(again, 1)
    got = ([s.name for s in other.seats()], [s.kind for s in other.seats()],
           [s.color for s in other.seats()])
    assert other.players == 7 and got == want
    assert other.seats()[0].level == "hard" and other.typed[1] and not other.typed[0]
    fresh = NewGameScene(again, "tigris")  # a game not started yet keeps the defaults
    assert fresh.players == 2 and [s.kind for s in fresh.seats()] == ["human", "ai"]
    again.close_scenes()


def _table(ui_app, gid: str, players: int = 2, seed: int = 4, humans: int = 1):
    """A PlayScene of ``gid`` with the first ``humans`` seats people (seat 0 to act), the
    rest computers."""
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene

    rules = game.GAMES[gid]
    seats = [Seat(f"P{i}", i, "human" if i < humans else "ai") for i in range(players)]
    match = Match(rules, seats, seed)
    ui_app.settings.anim = "off"
    play = PlayScene(ui_app, match, computer=Computer("inline"))
    ui_app.push(play)
    frames(ui_app, 3)
    assert match.to_act() < humans and play.view.interactive
    return play


def test_esc_with_a_held_piece_puts_it_back_and_opens_no_menu(ui_app):
    """Esc while a piece is held cancels the piece and must not also open the pause menu;
    the next Esc (nothing held) opens it."""
    from ui.scenes.menu import PauseScene

    play = _table(ui_app, "tigris")
    view = play.view
    key(ui_app, pygame.K_k)  # the king is picked up
    assert view.held is not None and view.holding()
    key(ui_app, pygame.K_ESCAPE)
    assert view.held is None and ui_app.top is play
    key(ui_app, pygame.K_ESCAPE)
    assert isinstance(ui_app.top, PauseScene)


def test_esc_with_only_the_revolution_tray_piece_opens_the_menu(ui_app):
    """Revolution holds its tray piece from the start: that is not a piece in the hand."""
    from ui.scenes.menu import PauseScene

    play = _table(ui_app, "revolution", 3, humans=3)
    assert not play.view.holding()
    key(ui_app, pygame.K_ESCAPE)
    assert isinstance(ui_app.top, PauseScene)


POINTER = {"revolution": "mouse", "kingmaker": "mouse", "tigris": "hover_pos",
           "wallenstein": "hover"}


@pytest.mark.parametrize("gid", sorted(POINTER))
def test_hover_follows_the_pointer_while_a_computer_thinks(ui_app, gid):
    """A hover card stayed on the board while a computer thought, after the pointer had
    moved away: the view's pointer follows every move."""
    from ui.scenes.play import PlayScene

    class Slow:  # a computer that is still thinking
        def thinking(self) -> bool:
            return True

        def __getattr__(self, name):
            return lambda *a, **k: None

    rules = game.GAMES[gid]
    seats = [Seat(f"P{i}", i, "ai") for i in range(rules.min_players)]
    match = Match(rules, seats, 4)
    play = PlayScene(ui_app, match, computer=Slow())
    ui_app.push(play)
    frames(ui_app, 2)
    assert play.human_to_act() is None
    board = play.rects["board"]
    for pos in (board.center, (board.x + 3, board.y + 3), play.btn_menu.rect.center):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        frames(ui_app, 1)
        assert getattr(play.view, POINTER[gid]) == pos


def test_revolution_phase_strip_keeps_its_strike_through_when_a_game_is_continued(ui_app):
    """After Esc -> Main menu -> Continue the phase strip lost the strike-through of the
    phases passed without a decision: the table opened on a continued game shows the
    strip of the table that watched it."""
    from game.core import Rng
    from ui.scenes.play import PlayScene

    play = _table(ui_app, "revolution", 3, humans=3)
    match, view = play.match, play.view
    rng = Rng(5)
    struck: list[bool] = []
    for _ in range(400):
        s = match.state
        struck = [view.skipped(i) for i in range(s.ph)]
        if s.turn >= 1 and any(struck):
            break
        assert play.play(rng.choice(match.rules.legal_actions(s))) is not False
        frames(ui_app, 1)
    assert any(struck), "no phase passed without a decision"
    key(ui_app, pygame.K_ESCAPE)  # the pause menu, then back to the table
    ui_app.top.close()
    frames(ui_app, 2)
    assert ui_app.top is play
    assert [play.view.skipped(i) for i in range(match.state.ph)] == struck
    again = Match.from_json(match.to_json(), game.GAMES)
    ui_app.push(PlayScene(ui_app, again))
    frames(ui_app, 2)
    assert [ui_app.top.view.skipped(i) for i in range(again.state.ph)] == struck


@pytest.mark.parametrize("size", [(800, 560), (1024, 640), (1366, 768)])
def test_hansa_choice_buttons_are_readable_at_small_sizes(ui_app, size):
    """The claim's choices were squeezed unreadable at small sizes (labels shrunk into
    narrow columns) and the prompt lost "or no benefit.": every button shows its whole
    label at the panel's size, and the whole prompt is written above them."""
    from game.core import Rng
    from game.hansa import actions as act
    from ui.scenes.play import PlayScene
    from ui.widgets import font

    _window(ui_app, size)
    rules = game.GAMES["hansa"]
    match = Match(rules, [Seat("Anna", 0), Seat("Bruno", 1, "ai"), Seat("Carla", 2, "ai")], 2)
    rng = Rng(3)
    for _ in range(3000):
        legal = rules.legal_actions(match.state)
        if match.to_act() == 0 and any(type(a) is act.NoBenefit for a in legal) \
                and len(legal) >= 4:
            break
        match.play(rng.choice(legal))
    ui_app.settings.anim = "off"
    play = PlayScene(ui_app, match, computer=_Slow())
    ui_app.push(play)
    frames(ui_app, 2)
    if play.covered_for is not None:
        play.uncover()
        frames(ui_app, 2)
    view = play.view
    buttons = [b for b in view.buttons if b.action is not None]
    assert len(buttons) >= 4
    for i, b in enumerate(buttons):
        assert b.enabled, b.label
        label = f"{i + 1}  {b.label}"
        assert font(view.button_size).size(label)[0] <= b.rect.w - 10, (label, b.rect)
    prompt = view.prompt_short()
    assert " ".join(view.prompt_lines).split() == prompt.split()


class _Slow:
    """A computer that is still thinking."""

    def thinking(self) -> bool:
        return True

    def __getattr__(self, name):
        return lambda *a, **k: None


@pytest.mark.parametrize("gid", ["hansa", "tigris"])
def test_guided_game_tells_what_happened_only_once_it_is_in_the_log(ui_app, gid):
    """Hansa's guided game narrated ahead of the log: the callout told of the scripted
    replies while they were still to be played. It tells once they are all played."""
    from ui.scenes.learn import LearnScene

    ui_app.settings.anim = "off"
    scene = LearnScene(ui_app, gid)
    ui_app.push(scene)
    frames(ui_app, 2)
    lesson = scene.lesson
    told = 0
    for _ in range(3000):
        if lesson.finished:
            break
        before = scene.callout_texts()[1]
        if lesson.scripting():
            assert not before, (lesson.index, before)
            frames(ui_app, 1, dt=0.5)
            continue
        told += bool(before)
        if scene.reading():
            key(ui_app, pygame.K_RETURN)
            continue
        targets = lesson.targets()
        legal = lesson.rules.legal_actions(lesson.state)
        if targets[0] not in legal:
            assert scene.play(next(a for a in legal if lesson.check(a).ok))
        assert scene.play(targets[0])
        frames(ui_app, 1)
    assert lesson.finished and told > 0


def test_tigris_guided_game_shows_the_squares_it_names(ui_app):
    """The Tigris guided game names squares ("G3") while the coordinates overlay is off by
    default: the lesson's board shows them; the setting itself is not changed, and the
    game handed over at the end follows it."""
    import re

    from ui.scenes.learn import LearnScene

    assert ui_app.settings.show_coords is False
    scene = LearnScene(ui_app, "tigris")
    ui_app.push(scene)
    frames(ui_app, 2)
    texts = [st.text("en") for st in scene.lesson.scenario.steps]
    assert any(re.search(r"\b[A-P]\d{1,2}\b", t) for t in texts)
    assert scene.view.ctx.show_coords is True
    key(ui_app, pygame.K_RETURN)
    frames(ui_app, 2)
    assert scene.view.ctx.show_coords is True and ui_app.settings.show_coords is False
    scene.hand_over()
    frames(ui_app, 1)
    assert ui_app.top.view.ctx.show_coords is False


@pytest.mark.parametrize("gid", ["tigris", "hansa"])
def test_a_refusal_in_a_guided_game_follows_a_change_of_language(ui_app, gid):
    """"Try the highlighted move." stayed in English once the player switched to Italian
    (Esc, Settings, Italiano): what the lesson said is said again in the new language."""
    from game.learn import WRONG
    from ui.scenes.learn import LearnScene

    ui_app.settings.anim = "off"
    scene = LearnScene(ui_app, gid)
    ui_app.push(scene)
    frames(ui_app, 2)
    lesson = scene.lesson
    for _ in range(50):
        if scene.reading():
            key(ui_app, pygame.K_RETURN)
        elif lesson.scripting():
            frames(ui_app, 1, dt=0.5)
        else:
            break
    wrong = next(a for a in lesson.rules.legal_actions(lesson.state)
                 if not lesson.check(a).ok)
    assert scene.play(wrong) is False
    frames(ui_app, 1)
    assert scene.view.status == WRONG.text("en") and scene.toast == WRONG.text("en")
    ui_app.settings.lang = "it"
    ui_app.settings_changed()
    frames(ui_app, 1)
    assert scene.view.status == WRONG.text("it") and scene.toast == WRONG.text("it")
