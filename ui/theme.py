"""Colours, fonts and the player palettes shared by every scene and board view.

LOOK.md describes the look: paper and sepia ink, one serif family (EB Garamond,
OFL, shipped in art/fonts with its licence).
"""

from __future__ import annotations

import logging
import os
import unicodedata
from functools import lru_cache

import pygame

from ui import text_fit
from ui.paths import asset_path

text_fit.helper(__file__)  # a text fit note names the code that called in here
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
        f = _SafeFont(path, 24)
        notdef = pygame.image.tobytes(f.render("\ue000", True, (0, 0, 0)), "RGBA")
        got = pygame.image.tobytes(f.render(ch, True, (0, 0, 0)), "RGBA") == notdef \
            or f.metrics(ch) == f.metrics("\ue000")  # the empty box, whatever its pixels
        _bold_missing[ch] = got
    return got


def drawable(text: str) -> str:
    """``text`` without what no font can set: control and format characters, NUL, lone
    surrogates (any string a player typed or a file held can then be measured and
    drawn)."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else " " if ch in "\t\n\r" else ""
                   for ch in text)


class _SafeFont(pygame.font.Font):
    """A font that sets any string: what it cannot set is left out, and text of zero
    width (a lone combining mark or variation selector) gives an empty image."""

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        if type(text) is not str or not text.isprintable():
            text = drawable(str(text))
        try:
            img = _font_render(self, text, antialias, color, bgcolor, wraplength)
        except pygame.error:  # "Text has zero width"
            return pygame.Surface((0, self.get_height()), pygame.SRCALPHA)
        return text_fit.remember(img, text) if text_fit.on() else img

    def size(self, text):  # type: ignore[override]
        if type(text) is not str or not text.isprintable():
            text = drawable(str(text))
        try:
            return _font_size(self, text)
        except pygame.error:
            return (0, self.get_height())


_font_render = pygame.font.Font.render
_font_size = pygame.font.Font.size


# The spacing accents the Bold cut has, for the combining marks it lacks: an accented
# letter it cannot set (ä ö ü, é...) is its bold letter with the bold accent over it.
_SPACING_ACCENT = {"\u0308": "\u00a8", "\u0301": "\u00b4", "\u0300": "`", "\u0302": "^",
                   "\u0303": "~", "\u0327": "\u00b8"}


class _BoldFont(_SafeFont):
    """The Bold cut. What it cannot set: an accented letter is built from its bold letter
    and bold accent (SDL's synthetic bold of the Regular cut would run the two dots of
    ä ö ü together into a bar); anything else (dashes, quotes) is set in that synthetic
    bold."""

    def __init__(self, path: str, size: int, regular_path: str) -> None:
        super().__init__(path, size)
        self._fallback = _SafeFont(regular_path, size)
        self._fallback.bold = True

    def _accented(self, ch: str) -> tuple[str, str] | None:
        """(bold letter, bold accent) that build ``ch``, if the Bold cut has both."""
        parts = unicodedata.normalize("NFD", ch)
        if len(parts) != 2 or parts[1] not in _SPACING_ACCENT or _bold_lacks(parts[0]):
            return None
        return parts[0], _SPACING_ACCENT[parts[1]]

    def _runs(self, text: str) -> list[tuple[str, str]]:
        """``text`` in runs of ("bold" | "accent" | "fallback", characters)."""
        runs: list[tuple[str, str]] = []
        for ch in text:
            kind = "bold" if not _bold_lacks(ch) else \
                "accent" if self._accented(ch) is not None else "fallback"
            if runs and runs[-1][0] == kind and kind != "accent":
                runs[-1] = (kind, runs[-1][1] + ch)
            else:
                runs.append((kind, ch))
        return runs

    def _run_width(self, kind: str, run: str) -> int:
        if kind == "accent":
            return super().size(self._accented(run)[0])[0]
        return (self._fallback if kind == "fallback" else super()).size(run)[0]

    def _letter(self, ch: str, antialias, color) -> pygame.Surface:
        base, accent = self._accented(ch)
        img = super().render(base, antialias, color).copy()
        mark = super().render(accent, antialias, color)
        ink, dots = img.get_bounding_rect(), mark.get_bounding_rect()
        if not base.isupper() or dots.h == 0:  # the spacing accent sits above a small letter
            img.blit(mark, (ink.centerx - dots.centerx, 0))
            return img
        # over a capital: in the rows above it (a row apart), flattened if they are few;
        # a capital reaching the line's top is made two rows shorter to make room
        if ink.top < 2 and ink.h > 4:
            glyph = img.subsurface(ink).copy()
            img.fill((0, 0, 0, 0), ink)
            ink = pygame.Rect(ink.x, 2, ink.w, ink.bottom - 2)
            img.blit(pygame.transform.smoothscale(glyph, ink.size), ink)
        h = max(1, min(dots.h, ink.top - 1))
        accent = mark.subsurface(dots)
        if h < dots.h:
            accent = pygame.transform.smoothscale(accent, (dots.w, h))
        img.blit(accent, (ink.centerx - dots.w // 2, max(0, ink.top - 1 - h)))
        return img

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        text = drawable(str(text))
        if not any(_bold_lacks(c) for c in text):
            return super().render(text, antialias, color, bgcolor, wraplength)
        runs = self._runs(text)
        if len(runs) == 1 and runs[0][0] == "fallback":
            return self._fallback.render(text, antialias, color, bgcolor, wraplength)
        parts = []
        for kind, run in runs:
            if kind == "accent":
                parts.append(self._letter(run, antialias, color))
            else:
                f = self._fallback if kind == "fallback" else super()
                parts.append(f.render(run, antialias, color))
        out = pygame.Surface((max(1, sum(p.get_width() for p in parts)), self.get_height()),
                             pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x = 0
        for p in parts:
            out.blit(p, (x, 0))
            x += p.get_width()
        return text_fit.remember(out, text) if text_fit.on() else out

    def size(self, text):  # type: ignore[override]
        text = drawable(str(text))
        if not any(_bold_lacks(c) for c in text):
            return super().size(text)
        return (sum(self._run_width(k, r) for k, r in self._runs(text)), self.get_height())


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
        return _SafeFont(path, size)
    if path not in _missing_fonts:
        _missing_fonts.add(path)
        logging.getLogger(__name__).error("missing font file %s; using the default font", path)
    return _SafeFont(None, int(size * 1.3))  # pygame's own default font


_missing_fonts: set[str] = set()


@lru_cache(maxsize=2048)
def render(text: str, size: int, color: tuple = INK, style: str = "regular") -> pygame.Surface:
    """Cached text rendering (text is drawn every frame; rendering it is slow)."""
    return font(size, style).render(text, True, color)


def _caps_runs(text: str) -> list[tuple[bool, str]]:
    """``text`` in runs of (small?, characters): lower-case letters are set small;
    combining marks and variation selectors stay with the character before them."""
    runs: list[tuple[bool, str]] = []
    for ch in drawable(text):
        small = ch.isalpha() and not ch.isupper()
        if runs and (unicodedata.category(ch)[0] == "M" or runs[-1][0] == small):
            runs[-1] = (runs[-1][0], runs[-1][1] + ch)
        else:
            runs.append((small, ch))
    return runs


@lru_cache(maxsize=512)
def smallcaps(text: str, size: int, color: tuple = INK) -> pygame.Surface:
    """Small capitals for place names: capitals at full size, the rest at 78%,
    all on one baseline (cached). Any string can be set (see :func:`drawable`)."""
    big, small = font(size), font(int(size * 0.78))
    parts = []
    for is_small, run in _caps_runs(text):
        f = small if is_small else big
        parts.append((f.render(run.upper(), True, color), f.get_ascent()))
    w = sum(p.get_width() for p, _ in parts)
    h = big.get_height()
    out = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0
    base = big.get_ascent()
    for p, ascent in parts:
        out.blit(p, (x, base - ascent))
        x += p.get_width()
    return text_fit.remember(out, text) if text_fit.on() else out


text_fit.on_start(render.cache_clear)
text_fit.on_start(smallcaps.cache_clear)
