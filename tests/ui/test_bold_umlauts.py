"""Bold German words keep the two dots of ä ö ü apart (issue 41): EB Garamond 12 Bold has
no ä ö ü, and SDL's synthetic bold of the Regular cut ran the dots together into a bar;
the Bold cut's own letter and diaeresis are set instead."""

from __future__ import annotations

import pygame
import pytest

from ui import theme


def _dot_blobs(img: pygame.Surface, rows: range) -> int:
    """How many separate runs of inked columns the ``rows`` hold (two dots: 2)."""
    inked = [any(img.get_at((x, y)).a > 60 for y in rows) for x in range(img.get_width())]
    return sum(1 for x, on in enumerate(inked) if on and (x == 0 or not inked[x - 1]))


@pytest.mark.parametrize("size", [13, 16, 20, 28])
@pytest.mark.parametrize("letter", "äöüÄÖÜ")
def test_bold_umlaut_has_two_dots(letter, size):
    pygame.font.init()
    img = theme.font(size, "bold").render(letter, True, (0, 0, 0))
    top = img.get_bounding_rect().top
    assert _dot_blobs(img, range(top, top + 2)) == 2  # the top of the letter: two dots


def test_bold_word_measures_as_drawn():
    pygame.font.init()
    for text in ("Lübeck", "Anführer – „Kämpfe“", "ÄÖÜ äöü ß", "Göttingen"):
        for size in (14, 22):
            f = theme.font(size, "bold")
            assert f.size(text)[0] == f.render(text, True, (0, 0, 0)).get_width()


def test_bold_without_umlauts_is_the_bold_cut():
    pygame.font.init()
    f = theme.font(20, "bold")
    cut = pygame.font.Font(theme.asset_path("art", "fonts", theme.FONT_FILES["bold"]), 20)
    img, want = f.render("Kontor", True, (0, 0, 0)), cut.render("Kontor", True, (0, 0, 0))
    assert pygame.image.tobytes(img, "RGBA") == pygame.image.tobytes(want, "RGBA")
