"""Every text of every lesson fits the lesson's callout in every language (German is long),
at 1366x768 and 1920x1080: what happened and what to do now, beside the Continue button,
shrunk if need be, the callout a little taller for a lesson that needs it, but never cut
(a cut would end with an ellipsis)."""

from __future__ import annotations

import pygame
import pytest
from uihelp import frames

from game.i18n import LANGS
from game.learn import scenario_paths, scenarios

GAMES = ["tigris", "hansa", "wallenstein", "revolution", "kingmaker"]


def _cases(sc, lang):
    """(before, now) as the callout pairs them: the step's words with the explanation of
    the step before, and the end with the last explanation."""
    before = ""
    for st in sc.steps:
        yield before, st.text(lang)
        before = st.explain.text(lang) if st.explain is not None else ""
    yield before, sc.end.text(lang)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game_id", [g for g in GAMES if scenario_paths(g)])
def test_every_lesson_text_fits_the_callout_in_every_language(ui_home, game_id, size):
    from ui import i18n
    from ui.app import App
    from ui.scenes.learn import LearnScene
    from ui.settings import Settings

    app = App(Settings(), size)
    try:
        app.settings.anim = "off"
        surf = pygame.Surface(app.screen.get_size())
        cut = []
        for index, sc in enumerate(scenarios(game_id)):
            scene = app.push(LearnScene(app, game_id, index))
            frames(app, 2)
            scene.reading = lambda: True  # the worst case: Continue shown in the corner
            scene._sync_focus()
            assert scene.btn_next in scene.focus.widgets
            for lang in LANGS:
                i18n.set_lang(lang)
                app.settings.lang = lang
                scene.layout(app.screen.get_size())  # the callout's height follows the language
                scene._sync_focus()
                for before, now in _cases(sc, lang):
                    scene.callout_texts = lambda b=before, n=now: ("Title", b, n)
                    scene.draw_callout(surf, scene.rects["callout"])
                    if scene.callout_cut:
                        cut.append((lang, sc.id, scene.rects["callout"], now[:40]))
            i18n.set_lang("en")
            app.settings.lang = "en"
        assert not cut, cut
    finally:
        app.close_scenes()
        i18n.set_lang("en")
        pygame.display.quit()
