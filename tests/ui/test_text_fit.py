"""Text that does not fit never overlaps (issue 41): every screen of every game drawn in
German at 1366x768 and 1920x1080 with ui/text_fit.py checking, and no button, label or
panel text cut without an ellipsis, squeezed, or spilling out of its box."""

from __future__ import annotations

import os

import pygame
import pytest

import game
from game.match import Match, Seat
from ui import i18n, text_fit, theme
from ui.widgets import blit_text, wrap

SIZES = [(1366, 768), (1920, 1080)]
LANG = os.environ.get("TAVOLA_FIT_LANG", "de")  # German: the longest of the languages
NAMES = ["Ada", "Bruno", "Clara", "Dario", "Elsa", "Franz", "Greta"]


# ------------------------------------------------------------------ the checker itself
def test_checker_tells_fit_ellipsis_and_failure():
    pygame.font.init()
    screen = text_fit.CheckedScreen((300, 100))
    with text_fit.checking() as got:
        blit_text(screen, "Handelshaus", 20, (0, 0), max_width=280)
        blit_text(screen, "Handelshaus " * 10, 20, (0, 30), max_width=280)
        wrap("Donaudampfschifffahrtsgesellschaftskapitän", 20, 60)
        screen.blit(theme.render("Kontor und Privileg", 20), (250, 60))  # the window's edge
        screen.set_clip(pygame.Rect(0, 0, 100, 100))
        screen.blit(theme.render("Kontor und Privileg", 20), (10, 60))  # cut by the clip
        screen.set_clip(None)
        with text_fit.within(pygame.Rect(0, 0, 300, 40)):
            screen.blit(theme.render("Anführer", 20), (0, 50))  # out of its panel
        pygame.transform.smoothscale(theme.render("Katastrophe", 20), (30, 24))
    outcomes = [(r.outcome, r.what.split(" ")[0]) for r in got]
    assert outcomes[:2] == [("fit", ""), ("ellipsis", "")]
    fails = text_fit.failures(got)
    assert [f.what.split(" ")[0] for f in fails] == ["spills", "cut", "cut", "out", "squeezed"]
    assert fails[0].text == "Donaudampfschifffahrtsgesellschaftskapitän"
    assert all(f.place.startswith("tests/ui/test_text_fit.py:") for f in fails)
    assert pygame.transform.smoothscale is not None and not text_fit.on()


def test_checker_sees_a_button_label_out_of_its_button():
    from ui.views.common.buttons import Button

    class View:
        def __init__(self) -> None:
            self.buttons = [Button(pygame.Rect(120, 10, 60, 24), "Katastrophe auslösen")]

    pygame.font.init()
    screen = text_fit.CheckedScreen((300, 100))
    view = View()
    with text_fit.checking() as got:
        img = theme.render("Katastrophe auslösen", 18)
        screen.blit(img, img.get_rect(center=view.buttons[0].rect.center))
        text_fit.check_buttons(view)
    assert [f.what.split(" ")[:3] for f in text_fit.failures(got)] == [["out", "of", "its"]]


# ------------------------------------------------------------------ every screen in German
def _reset(app) -> None:
    app.close_scenes()


def _quick_moves(match: Match, n: int) -> None:
    """``n`` moves of the games' rollout policy (main.py's demo fast-forward)."""
    import main

    main._fast_forward(match, n)


def _screens(app):
    """(name, a function that puts the screen up): every scene, every game."""
    from ui.scenes.learn import LearnScene
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MenuScene
    from ui.scenes.newgame import NewGameScene
    from ui.scenes.play import PlayScene
    from ui.scenes.results import ResultsScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene

    yield "menu", lambda: app.push(MenuScene(app))
    yield "settings", lambda: app.push(SettingsScene(app))
    yield "load", lambda: app.push(LoadScene(app))
    for gid, rules in game.GAMES.items():
        if gid == "cards":  # the test suite's own card game
            continue
        yield f"new game {gid}", lambda gid=gid: app.push(NewGameScene(app, gid))
        yield f"rules {gid}", lambda gid=gid: app.push(RulesScene(app, gid))

        def examples(gid=gid):
            scene = app.push(RulesScene(app, gid))
            scene.toggle_examples()
            for show in scene.examples()[:1]:
                show.step()

        yield f"examples {gid}", examples
        yield f"learn {gid}", lambda gid=gid: app.push(LearnScene(app, gid, 0))

        def learn_later(gid=gid):
            scene = LearnScene(app, gid, 0)
            scene.skip_steps(4)  # a prompt further in: its buttons and sheets
            app.push(scene)

        yield f"learn {gid} at step 5", learn_later
        n = max(rules.min_players, min(rules.max_players, 3))
        match = Match(rules, [Seat(NAMES[i], i, "human", "easy") for i in range(n)], 5)
        for moves in (6, 40, 120):
            def play(match=match, moves=moves):
                _quick_moves(match, moves - len(match.actions))
                scene = app.push(PlayScene(app, match))
                scene.uncover()  # the hand-over sheet confirmed: the private panel shows

            yield f"play {gid} after {moves} moves", play
        if gid == "tigris":
            def results(rules=rules):
                m = Match(rules, [Seat(NAMES[i], i, "ai", "easy") for i in range(2)], 2)
                _quick_moves(m, None)
                play = app.push(PlayScene(app, m))
                play.results_shown = True
                app.push(ResultsScene(app, play))

            yield "results", results


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def german_failures(request, tmp_path_factory):
    """{screen: its text failures} with every screen drawn in German (or LANG) at one
    size."""
    from ui.app import App
    from ui.scenes.menu import MenuScene
    from ui.settings import Settings

    mp = pytest.MonkeyPatch()
    mp.setenv("TAVOLA_HOME", str(tmp_path_factory.mktemp("home")))
    app = App(Settings(lang=LANG), request.param)
    app.screen = text_fit.CheckedScreen(request.param)  # same size: App keeps it
    out: dict[str, list[text_fit.Fit]] = {}
    try:
        with text_fit.checking() as got:
            for name, show in _screens(app):
                app.push(MenuScene(app))
                show()
                del got[:]
                for _ in range(3):
                    app.step(1 / 60)
                out[name] = text_fit.failures(got)
                _reset(app)
    finally:
        _reset(app)
        i18n.set_lang("en")
        pygame.display.quit()
        mp.undo()
    return out


def test_german_screens_fit(german_failures):
    assert len(german_failures) > 30  # every scene of every game was drawn
    bad = [f"{name}: {f}" for name, fails in german_failures.items()
           for f in fails]
    assert not bad, "texts that do not fit:\n" + "\n".join(bad)


def test_lesson_paragraph_too_long_ends_with_an_ellipsis():
    """The learn screen's sheet shrinks a long paragraph; when even its smallest size is
    too long the last line ends with "…" (it used to drop the rest silently)."""
    from ui.scenes.learn import LearnScene

    pygame.font.init()
    screen = text_fit.CheckedScreen((400, 200))
    box = pygame.Rect(10, 10, 200, 80)
    text = "Ziehe einen Anführer auf ein leuchtendes Feld neben einem Tempel. " * 8
    with text_fit.checking() as got, text_fit.within(box):
        LearnScene._paragraph(screen, box, "Jetzt", text, (0, 0, 0), "regular")
    drawn = [r for r in got if r.text.endswith("…")]
    assert drawn and drawn[-1].outcome in ("fit", "ellipsis")
    assert text_fit.failures(got) == []


def test_example_caption_cut_says_so():
    """A rule example's caption (or its result) longer than its card ends with "…"
    where it used to stop without a sign."""
    from ui.scenes.rules import _cut

    pygame.font.init()
    lines = ["Ein Anführer zieht", "neben den Tempel und", "löst einen Konflikt aus."]
    assert _cut(lines, 3, 400) == lines
    assert _cut(lines, 2, 400) == ["Ein Anführer zieht", "neben den Tempel und …"]
    assert _cut(lines, 0, 400) == []
    assert _cut(lines, 1, 40)[0].endswith("…")
