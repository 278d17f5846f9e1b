"""Colours, fonts and the player palettes shared by every scene and board view.

LOOK.md describes the look: paper and sepia ink, one serif family (EB Garamond,
OFL, shipped in art/fonts with its licence).
"""

from __future__ import annotations

import logging
import os
from functools import lru_cache

import pygame

from ui.paths import asset_path

PAPER = (239, 227, 200)
PAPER_DARK = (222, 204, 168)
INK = (59, 42, 26)
INK_SOFT = (110, 88, 62)
ACCENT = (142, 46, 32)  # a red-brown for highlights and buttons
GLOW = (255, 236, 150)  # legal-target glow
SHADOW = (0, 0, 0, 70)

# Player colours (wooden pieces) and a colour-blind-safe alternative (Okabe-Ito based).
PLAYER_COLORS = [
    ("red", (178, 52, 40)),
    ("blue", (44, 86, 160)),
    ("green", (58, 128, 62)),
    ("yellow", (222, 176, 44)),
    ("purple", (112, 62, 140)),
    ("black", (52, 48, 46)),
    ("white", (232, 226, 210)),
]
PLAYER_COLORS_CB = [
    ("vermilion", (213, 94, 0)),
    ("blue", (0, 114, 178)),
    ("bluish green", (0, 158, 115)),
    ("yellow", (240, 228, 66)),
    ("reddish purple", (204, 121, 167)),
    ("black", (40, 40, 40)),
    ("sky blue", (86, 180, 233)),
]
# A shape per palette index, drawn on pieces when the colour-blind palette is on.
PLAYER_MARKS = ["circle", "square", "triangle", "diamond", "cross", "star", "bar"]

FONT_FILES = {
    "regular": "EBGaramond12-Regular.otf",
    "italic": "EBGaramond12-Italic.otf",
    "bold": "EBGaramond12-Bold.otf",
}


def player_color(index: int, colorblind: bool = False) -> tuple[int, int, int]:
    table = PLAYER_COLORS_CB if colorblind else PLAYER_COLORS
    return table[index % len(table)][1]


_bold_missing: dict[str, bool] = {}


def _bold_lacks(ch: str) -> bool:
    """True when EB Garamond 12 Bold has no glyph for ``ch`` (it lacks accented letters,
    dashes, curly quotes...)."""
    if ch < "\x7f":
        return False
    got = _bold_missing.get(ch)
    if got is None:
        path = asset_path("art", "fonts", FONT_FILES["bold"])
        f = pygame.font.Font(path, 24)
        notdef = pygame.image.tobytes(f.render("\ue000", True, (0, 0, 0)), "RGBA")
        got = pygame.image.tobytes(f.render(ch, True, (0, 0, 0)), "RGBA") == notdef
        _bold_missing[ch] = got
    return got


class _BoldFont(pygame.font.Font):
    """The Bold cut, with a synthetic bold of the Regular cut for text it cannot set."""

    def __init__(self, path: str, size: int, regular_path: str) -> None:
        super().__init__(path, size)
        self._fallback = pygame.font.Font(regular_path, size)
        self._fallback.bold = True

    def _pick(self, text: str) -> pygame.font.Font | None:
        return self._fallback if any(_bold_lacks(c) for c in text) else None

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        f = self._pick(text)
        if f is not None:
            return f.render(text, antialias, color, bgcolor, wraplength)
        return super().render(text, antialias, color, bgcolor, wraplength)

    def size(self, text):  # type: ignore[override]
        f = self._pick(text)
        return f.size(text) if f is not None else super().size(text)


@lru_cache(maxsize=128)
def font(size: int, style: str = "regular") -> pygame.font.Font:
    """The house serif at ``size`` pixels; style is regular, italic or bold.

    A missing font file is logged once (naming it) and pygame's default font used.
    """
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(6, size)
    path = asset_path("art", "fonts", FONT_FILES.get(style, FONT_FILES["regular"]))
    regular = asset_path("art", "fonts", FONT_FILES["regular"])
    if os.path.exists(path):
        if style == "bold" and os.path.exists(regular):
            return _BoldFont(path, size, regular)
        return pygame.font.Font(path, size)
    if path not in _missing_fonts:
        _missing_fonts.add(path)
        logging.getLogger(__name__).error("missing font file %s; using the default font", path)
    return pygame.font.Font(None, int(size * 1.3))  # pygame's own default font


_missing_fonts: set[str] = set()


@lru_cache(maxsize=2048)
def render(text: str, size: int, color: tuple = INK, style: str = "regular") -> pygame.Surface:
    """Cached text rendering (text is drawn every frame; rendering it is slow)."""
    return font(size, style).render(text, True, color)


@lru_cache(maxsize=512)
def smallcaps(text: str, size: int, color: tuple = INK) -> pygame.Surface:
    """Small capitals for place names: capitals at full size, the rest at 78%,
    all on one baseline (cached)."""
    big, small = font(size), font(int(size * 0.78))
    parts = []
    for ch in text:
        f = big if (ch.isupper() or not ch.isalpha()) else small
        parts.append((f.render(ch.upper(), True, color), f.get_ascent()))
    w = sum(p.get_width() for p, _ in parts)
    h = big.get_height()
    out = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0
    base = big.get_ascent()
    for p, ascent in parts:
        out.blit(p, (x, base - ascent))
        x += p.get_width()
    return out
