"""The guided games run to the end through the real learn scene: each step's actions glow,
a wrong legal move is refused and changes nothing, message steps continue with Enter,
the scripted seats play on their own, and the end hands over a game against the computer."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, frames, key

from game.learn import WRONG

GAMES = ["tigris", "hansa", "wallenstein", "revolution", "kingmaker"]


def open_lesson(app, game_id):
    from ui.scenes.learn import LearnScene

    app.settings.anim = "off"
    scene = LearnScene(app, game_id)
    app.push(scene)
    frames(app, 2)
    return scene


def run_to_end(app, scene) -> int:
    """Play the lesson through the scene; returns the number of learner moves."""
    lesson = scene.lesson
    rules = lesson.rules
    moves = 0
    for _ in range(2000):
        if lesson.finished:
            return moves
        if scene.reading():
            key(app, pygame.K_RETURN)
            continue
        if lesson.scripting():
            frames(app, 1, dt=0.5)
            continue
        targets = lesson.targets()
        assert targets, f"step {lesson.index + 1} lights nothing"
        assert scene.view.emphasis == targets
        frames(app, 1)  # drawn once: the glow's rectangles are on the screen
        assert scene.view.emphasis_rects(), f"step {lesson.index + 1}: no glow on screen"
        legal = rules.legal_actions(lesson.state)
        if targets[0] not in legal:  # the engine's first half of the gesture (Hansa Start)
            lead = next(a for a in legal if lesson.check(a).ok)
            assert scene.play(lead)
        index = lesson.index
        assert scene.play(targets[0])
        moves += 1
        assert lesson.index > index or lesson.scripting()
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_guided_game_runs_to_the_end_and_hands_over(ui_app, game_id):
    from ui.scenes.learn import LearnScene
    from ui.scenes.play import PlayScene

    scene = open_lesson(ui_app, game_id)
    moves = run_to_end(ui_app, scene)
    assert moves >= 8
    frames(ui_app, 2)
    assert scene.btn_play in scene.focus.widgets  # the end offers a real game
    assert scene.lesson.scenario.end.text("en") in scene.callout_texts()[2]
    click(ui_app, scene.btn_play.rect.center)
    top = ui_app.top
    assert isinstance(top, PlayScene) and not isinstance(top, LearnScene)
    assert top.rules.id == game_id
    me = scene.lesson.seat
    assert [s.is_ai for s in top.match.seats] == [i != me for i in range(top.match.players)]
    assert all(s.level == "easy" for s in top.match.seats if s.is_ai)
    assert not top.match.actions or game_id == "wallenstein"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_move_is_refused_and_changes_nothing(ui_app, game_id):
    scene = open_lesson(ui_app, game_id)
    lesson = scene.lesson
    while scene.reading() or lesson.scripting():  # Wallenstein opens with a message
        if scene.reading():
            key(ui_app, pygame.K_RETURN)
        else:
            frames(ui_app, 1, dt=0.5)
    legal = lesson.rules.legal_actions(lesson.state)
    wrong = next(a for a in legal if not lesson.check(a).ok)
    before = (len(lesson.match.actions), lesson.index)
    assert not scene.play(wrong)
    assert (len(lesson.match.actions), lesson.index) == before
    assert scene.toast == WRONG.text("en")
    assert scene.view.emphasis == lesson.targets()  # the step still glows


def test_revolution_first_lesson_ends_with_the_next_one_armies_battles_sieges(ui_app):
    """Revolution has two guided games: the end of the first offers the second (armies,
    battles and sieges), which runs to its end through the scene; a wrong raise there is
    refused with the step's own reason, in the interface language."""
    from ui.scenes.learn import LearnScene

    scene = open_lesson(ui_app, "revolution")
    assert scene.btn_more in scene.focus.widgets  # at the start: skip to the next lesson
    assert scene.btn_more.rect.right < scene.btn_next.rect.left
    key(ui_app, pygame.K_RETURN)
    frames(ui_app, 1)
    assert scene.btn_more not in scene.focus.widgets  # not in the middle of the lesson
    run_to_end(ui_app, scene)
    frames(ui_app, 2)
    assert scene.btn_more in scene.focus.widgets and scene.more
    assert scene.btn_more.rect.right < scene.btn_play.rect.left
    click(ui_app, scene.btn_more.rect.center)
    second = ui_app.top
    assert isinstance(second, LearnScene) and second.lesson.scenario.id == "revolution-armies"
    frames(ui_app, 2)
    key(ui_app, pygame.K_RETURN)  # the message that opens it
    from game.revolution.actions import Raise

    ui_app.settings.lang = "it"
    assert not second.play(Raise(1))  # Holland: not where the battle will be
    assert second.toast.startswith("Non lì") and second.toast.endswith(WRONG.text("it"))
    ui_app.settings.lang = "en"
    assert run_to_end(ui_app, second) >= 7
    frames(ui_app, 2)
    assert not second.more and second.btn_more not in second.focus.widgets
    assert second.btn_play in second.focus.widgets


def test_tigris_first_step_through_the_views_gestures(ui_app):
    """The king is picked up with its key and dropped on the glowing square by a click."""
    scene = open_lesson(ui_app, "tigris")
    lesson = scene.lesson
    (target,) = lesson.targets()
    rect = scene.view.geo.square_rect(target.square)
    key(ui_app, pygame.K_k, unicode="k")  # K: the king
    click(ui_app, rect.center)
    frames(ui_app, 2)
    assert lesson.index == 1
    assert lesson.match.actions[-1] == target


@pytest.mark.parametrize("scene,advance,kind", [("learn", 0, "LearnScene"),
                                                ("learn", 3, "LearnScene"),
                                                ("examples", 1, "RulesScene")])
def test_demo_opens_a_guided_game_or_the_drawn_examples(tmp_path, monkeypatch, scene, advance,
                                                         kind):
    import main
    from ui.app import App

    monkeypatch.setenv("TAVOLA_HOME", str(tmp_path))
    seen = {}
    real = App.screenshot

    def keep(app, path):
        seen["top"] = app.top
        real(app, path)

    monkeypatch.setattr(App, "screenshot", keep)
    shot = tmp_path / "shot.png"
    assert main.main(["--demo", "tigris", "--scene", scene, "--advance", str(advance),
                      "--frames", "3", "--screenshot", str(shot)]) == 0
    assert shot.exists() and type(seen["top"]).__name__ == kind
    if scene == "learn":
        assert seen["top"].lesson.index == advance  # at step advance + 1
        assert seen["top"].view.emphasis == seen["top"].lesson.targets() != []
    else:
        assert seen["top"].examples_on and seen["top"].examples()[0].index == advance


def test_wallenstein_plan_steps_through_the_views_gestures(ui_app):
    """A card clicked, then its action space: the step's Plan is played at once (no need
    to fill the ten spaces and Confirm during the lesson)."""
    scene = open_lesson(ui_app, "wallenstein")
    lesson = scene.lesson
    key(ui_app, pygame.K_RETURN)  # the opening message
    while lesson.scripting():
        frames(ui_app, 1, dt=0.5)
    for _ in range(2):  # Neumark on Harvest grain, Salzburg on Collect gold
        frames(ui_app, 1)
        (target,) = lesson.targets()
        index = lesson.index
        card = next(r for r, c in scene.view.hand_rects if c == target.card)
        click(ui_app, card.center)
        click(ui_app, scene.view.space_rects[target.space].center)
        frames(ui_app, 1)
        assert lesson.index == index + 1
        assert lesson.match.actions[-1] == target


@pytest.mark.parametrize("lang", ["en", "it"])
def test_wallenstein_wrong_drop_is_refused_at_the_drop(ui_app, lang):
    """A card laid on the wrong action space (or the wrong card on the lit space) goes back
    to the hand at once with "Try the highlighted move", as a wrong drop does in the other
    games; nothing is played, and the right card then goes through."""
    from game.wallenstein.state import UNSET

    ui_app.settings.lang = lang
    scene = open_lesson(ui_app, "wallenstein")
    lesson = scene.lesson
    key(ui_app, pygame.K_RETURN)  # the opening message
    while lesson.scripting():
        frames(ui_app, 1, dt=0.5)
    frames(ui_app, 1)
    (target,) = lesson.targets()
    view = scene.view
    before = (len(lesson.match.actions), lesson.index)
    plan = view.state.plans[lesson.seat]
    wrong_space = next(sp for sp in range(10) if sp != target.space and plan[sp] == UNSET)
    other = next(c for r, c in view.hand_rects if c != target.card)
    for card, space in ((target.card, wrong_space), (other, target.space)):
        rect = next(r for r, c in view.hand_rects if c == card)
        click(ui_app, rect.center)
        click(ui_app, view.space_rects[space].center)
        frames(ui_app, 1)
        assert view.tentative() == [] and view.local_plan == {}  # back in the hand
        assert card in [c for _r, c in view.hand_rects]
        assert scene.toast == WRONG.text(lang) and view.status == WRONG.text(lang)
        assert (len(lesson.match.actions), lesson.index) == before
    # dragged (not clicked) onto a wrong space: refused the same way
    rect = next(r for r, c in view.hand_rects if c == target.card)
    for ev, pos in ((pygame.MOUSEBUTTONDOWN, rect.center),
                    (pygame.MOUSEMOTION, view.space_rects[wrong_space].center),
                    (pygame.MOUSEBUTTONUP, view.space_rects[wrong_space].center)):
        data = {"pos": pos, "button": 1} if ev != pygame.MOUSEMOTION else {
            "pos": pos, "rel": (40, 40), "buttons": (1, 0, 0)}
        pygame.event.post(pygame.event.Event(ev, **data))
        ui_app.step(1 / 60)
    assert view.local_plan == {} and (len(lesson.match.actions), lesson.index) == before
    rect = next(r for r, c in view.hand_rects if c == target.card)
    click(ui_app, rect.center)
    click(ui_app, view.space_rects[target.space].center)
    frames(ui_app, 1)
    assert lesson.index == before[1] + 1 and lesson.match.actions[-1] == target
