"""The rules screen in German (and Italian) at 1366x768: nothing cut or spilling."""

from __future__ import annotations

import pygame
import pytest
from uihelp import frames

import game
from ui import i18n
from ui.theme import font
from ui.widgets import px


def _at_1366(app) -> None:
    pygame.display.set_mode((1366, 768), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768))
    frames(app, 2)
    assert app.size == (1366, 768)


@pytest.mark.parametrize("lang", ["de", "it"])
def test_every_game_s_rules_fit_the_sheet(ui_app, lang):
    from ui.scenes.rules import RulesScene

    app = ui_app
    i18n.set_lang(lang)
    scene = app.push(RulesScene(app, "hansa"))
    _at_1366(app)
    for gid in game.GAMES:
        if gid == "cards":
            continue
        scene.show(gid)
        frames(app, 1)
        assert not scene.message and scene._lines
        lines = scene._lines
        for i, (text, style, size, x, _) in enumerate(lines):
            if style == "bullet" and text:  # "20." ends before its item's text begins
                assert x + font(size).size(text.rstrip())[0] < lines[i + 1][3], (gid, text)
            elif style not in ("gap", "hr", "bullet"):
                width = font(size, style).size(text)[0]
                assert scene.area.x + x + width <= scene.area.right, (gid, text)
    for k in ("rules.examples", "rules.text"):  # the button's label whole, not ellipsized
        need = font(px(scene.btn_examples.size)).size(i18n.t(k))[0]
        assert need <= scene.btn_examples.rect.w - 12, i18n.t(k)
    assert scene.btn_examples.rect.right < scene.btn_back.rect.x


def test_the_german_screen_shows_german(ui_app):
    from ui.scenes.rules import RulesScene

    i18n.set_lang("de")
    scene = ui_app.push(RulesScene(ui_app, "tigris"))
    frames(ui_app, 1)
    texts = [t for t, *_ in scene._lines]
    assert "Euphrat & Tigris" in texts and "Ziel des Spiels" in texts
    assert "Tasten am Tisch" in texts  # the shared keys close every game's rules
