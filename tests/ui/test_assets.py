"""Shipped look and sound, translations, and graceful behaviour when assets are missing."""

from __future__ import annotations

import logging
import os
import re
import wave

import pygame

from game.i18n import Contextual
from ui import i18n
from ui.paths import asset_path
from ui.strings import STRINGS

ROOT = asset_path()
SOUNDS = ("piece", "tile", "cubes", "card", "fanfare", "click")


def test_every_string_is_an_english_message_id():
    # the translations are in the catalogs (tests/test_catalogs.py checks them)
    for key, msg in STRINGS.items():
        assert isinstance(msg, str) or isinstance(msg, Contextual), key
        text = msg if isinstance(msg, str) else msg.message
        assert text.strip(), key


def test_every_key_used_in_the_interface_exists():
    pattern = re.compile(r"""(?:\bt|\bboth|\b_)\(\s*["']([a-z_]+\.[a-z_.]+)["']""")
    used = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "ui")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    used |= set(pattern.findall(f.read()))
    assert used, "the scan found no keys"
    missing = sorted(k for k in used if k not in STRINGS)
    assert not missing
    for level in ("easy", "normal", "hard"):
        assert f"level.{level}" in STRINGS
    from ui.theme import PLAYER_COLORS, PLAYER_COLORS_CB

    for name, _ in PLAYER_COLORS + PLAYER_COLORS_CB:
        assert f"colour.{name}" in STRINGS


def test_translation_switch_and_missing_key(caplog):
    i18n.set_lang("it")
    try:
        assert i18n.t("play.turn", name="Ada") == "Tocca a Ada"
        assert i18n.every_lang("menu.quit") == {"en": "Quit", "it": "Esci", "de": "Beenden"}
        assert i18n.lang() == "it"
        i18n.set_lang("de")
        assert i18n.t("play.turn", name="Ada") == "Ada ist am Zug"
        assert i18n.default_name("Giocatore 2") == "Spieler 2"
        with caplog.at_level(logging.ERROR):
            assert i18n.t("no.such.key") == "no.such.key"
        assert "no.such.key" in caplog.text
    finally:
        i18n.set_lang("en")


def test_sounds_are_short_and_quiet():
    for name in SOUNDS:
        path = asset_path("sounds", f"{name}.wav")
        with wave.open(path) as w:
            n = w.getnframes()
            rate = w.getframerate()
            data = w.readframes(n)
        assert 0 < n / rate <= 2.0, name
        peak = max(abs(int.from_bytes(data[i:i + 2], "little", signed=True))
                   for i in range(0, len(data), 2))
        assert peak <= 0.3 * 32767, name  # never loud (about -12 dBFS)


def test_art_and_fonts_are_shipped():
    for parts in (("art", "paper.png"), ("art", "vignette.png"), ("art", "icon.png"),
                  ("art", "icon.ico"), ("art", "fonts", "OFL.txt")):
        assert os.path.getsize(asset_path(*parts)) > 100, parts
    for style in ("Regular", "Italic", "Bold"):
        assert os.path.exists(asset_path("art", "fonts", f"EBGaramond12-{style}.otf"))
    with open(asset_path("art", "fonts", "OFL.txt"), encoding="utf-8") as f:
        assert "SIL OPEN FONT LICENSE Version 1.1" in f.read()
    icon = pygame.image.load(asset_path("art", "icon.png"))
    assert icon.get_size() == (256, 256)
    paper = pygame.image.load(asset_path("art", "paper.png"))
    w, h = paper.get_size()
    # tileable: opposite edges are close in colour
    diffs = [sum(abs(a - b) for a, b in zip(paper.get_at((0, y))[:3],
                                             paper.get_at((w - 1, y))[:3], strict=True))
             for y in range(0, h, 8)]
    assert sum(diffs) / len(diffs) < 30
    r, g, b, _ = paper.get_at((w // 2, h // 2))
    assert r > g > b and r > 180  # warm parchment, not white, not grey


def test_missing_assets_are_logged_not_fatal(monkeypatch, caplog, tmp_path):
    from ui import paper, sound

    monkeypatch.setattr(paper, "asset_path", lambda *p: str(tmp_path.joinpath(*p)))
    monkeypatch.setattr(sound, "asset_path", lambda *p: str(tmp_path.joinpath(*p)))
    paper.clear_caches()
    try:
        with caplog.at_level(logging.ERROR):
            surf = paper.sheet((40, 30))
            bank = sound.SoundBank(0.5)
            bank.play("tile")
            bank.play("tile")
        assert surf.get_size() == (40, 30)
        assert "paper.png" in caplog.text and "tile.wav" in caplog.text
        assert caplog.text.count("unreadable sound") == 1  # logged once
    finally:
        paper.clear_caches()


def test_sound_respects_mute_and_aliases():
    from ui.sound import SoundBank

    bank = SoundBank(0.0)
    bank.play("tower")
    assert bank.played[-1] == "cubes"
    bank.set_volume(3)
    assert bank.volume == 1.0


def test_generators_are_deterministic(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sounds",
                                                  os.path.join(ROOT, "tools", "make_sounds.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    import random

    a = mod.EFFECTS["click"](random.Random("tavola-click"))
    path = mod.write("click", a, str(tmp_path))
    with open(path, "rb") as f, open(asset_path("sounds", "click.wav"), "rb") as g:
        assert f.read() == g.read()


def test_bold_sets_accented_letters():
    from ui.theme import font

    pygame.font.init()
    f = font(30, "bold")
    missing = pygame.image.tobytes(f.render("\ue000", True, (0, 0, 0)), "RGBA")
    for text in ("à", "è", "ò", "ü", "–", "…"):
        assert pygame.image.tobytes(f.render(text, True, (0, 0, 0)), "RGBA") != missing, text
    assert f.size("Città")[0] > f.size("Citt")[0]


def test_missing_font_falls_back_and_is_logged(monkeypatch, caplog, tmp_path):
    from ui import theme

    monkeypatch.setattr(theme, "asset_path", lambda *p: str(tmp_path.joinpath(*p)))
    theme.font.cache_clear()
    try:
        with caplog.at_level(logging.ERROR):
            f = theme.font(21, "italic")
        assert f.render("Tavola", True, (0, 0, 0)).get_width() > 10
        assert "EBGaramond12-Italic.otf" in caplog.text
    finally:
        theme.font.cache_clear()
