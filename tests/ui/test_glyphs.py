"""Every character the program can show is one the shipped font can set.

A character EB Garamond lacks is drawn as an empty box ("More □ 1/2"). The texts come
from string literals in ``ui/`` and ``game/`` (phrases, log lines, names) and the game
data files; each non-ASCII character among them must have a glyph in the Regular cut.
"""

from __future__ import annotations

import ast
import json
import os
from collections.abc import Iterator

import pygame

from ui.paths import asset_path
from ui.theme import FONT_FILES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INTERNAL = {"\u27e6", "\u27e7"}  # the seat markers put_names replaces before drawing


def _files(top: str, ext: str) -> Iterator[str]:
    for base, _dirs, names in os.walk(os.path.join(ROOT, top)):
        for n in names:
            if n.endswith(ext):
                yield os.path.join(base, n)


def _strings(obj) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)


def _shown_texts() -> Iterator[tuple[str, str]]:
    for top in ("ui", "game"):
        for path in _files(top, ".py"):
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    yield os.path.relpath(path, ROOT), node.value
    for path in _files("game", ".json"):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for s in _strings(data):
            yield os.path.relpath(path, ROOT), s
    for top, ext in (("ui", ".md"), ("locale", ".po")):  # rules texts and translations
        for path in _files(top, ext):
            with open(path, encoding="utf-8") as f:
                yield os.path.relpath(path, ROOT), f.read()


def _lacks(font: pygame.font.Font):
    """A test for a character the font would draw as its empty box."""
    box_m = font.metrics("\ue000")
    box = pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0)), "RGBA")

    def lacks(ch: str) -> bool:
        return (font.metrics(ch) == box_m
                or pygame.image.tobytes(font.render(ch, True, (0, 0, 0)), "RGBA") == box)
    return lacks


def test_the_box_test_tells_a_missing_glyph():
    pygame.font.init()
    lacks = _lacks(pygame.font.Font(asset_path("art", "fonts", FONT_FILES["regular"]), 24))
    assert lacks("\u25b8")  # a small triangle EB Garamond does not have
    assert not lacks("\u203a") and not lacks("\u00e0") and not lacks("\u2014")


def test_every_shown_character_has_a_glyph():
    pygame.font.init()
    lacks = _lacks(pygame.font.Font(asset_path("art", "fonts", FONT_FILES["regular"]), 24))
    seen: dict[str, bool] = {}
    missing: dict[str, str] = {}
    for where, text in _shown_texts():
        for ch in set(text):
            if ch <= "\x7f" or ch in INTERNAL or not ch.isprintable():
                continue
            if ch not in seen:
                seen[ch] = lacks(ch)
            if seen[ch]:
                missing.setdefault(ch, f"{where}: {text[:40]!r}")
    assert len(seen) > 20  # accents, dashes and quotes were found and checked
    assert not missing, missing
