"""Does the text fit its box? A checking mode for the text helpers.

Off by default (one boolean test per drawn line). Inside :func:`checking`, every text
drawn with a width or a box it must keep to (``blit_text(max_width=...)``, ``wrap``,
``ellipsize``, the label of a button or a choice) is noted as a :class:`Fit`: it fit,
it was shortened with an ellipsis (fine), or it did not fit — cut without an ellipsis,
squeezed, or spilling out of its box — a failure, with the text and the place in the
code that drew it. tests/ui/test_text_fit.py draws every screen in German with it on.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame

FIT, ELLIPSIS, FAIL = "fit", "ellipsis", "fail"

_HERE = {os.path.abspath(__file__)}
_records: list[Fit] | None = None
_texts: dict[int, tuple[pygame.Surface, str]] = {}  # text images made while checking
_drawn: list[tuple[str, pygame.Rect]] = []  # text blitted on a CheckedScreen this frame
_boxes: list[pygame.Rect] = []  # the boxes the text drawn now must stay in
_on_start: list[Callable[[], None]] = []  # caches to empty (their images unknown)
SLACK = 2  # pixels a glyph may overhang its box (italic tails, antialiasing)


@dataclass(frozen=True)
class Fit:
    """One text drawn with a width (or box) to keep to."""

    outcome: str  # FIT, ELLIPSIS or FAIL
    what: str  # how it failed (or "" when it did not)
    text: str
    width: int  # the room it had, in pixels
    used: int  # the pixels it took
    place: str  # file:line of the code that drew it (outside the text helpers)

    def __str__(self) -> str:
        return f"{self.place}: {self.what or self.outcome} {self.text!r} ({self.used}>{self.width})"


def on() -> bool:
    """True while :func:`checking` records."""
    return _records is not None


def helper(path: str) -> None:
    """Count ``path`` (a module's ``__file__``) among the text helpers: a note's place is
    the first caller outside them."""
    _HERE.add(os.path.abspath(path))


def _place() -> str:
    f = sys._getframe(2)
    while f is not None and os.path.abspath(f.f_code.co_filename) in _HERE:
        f = f.f_back
    if f is None:
        return "?"
    name = os.path.relpath(f.f_code.co_filename)
    return f"{name}:{f.f_lineno}"


def note(outcome: str, text: str, width: int, used: int, what: str = "") -> None:
    """Record one text (only while checking)."""
    if _records is not None:
        _records.append(Fit(outcome, what, text, width, used, _place()))


def note_width(text: str, shown: str, width: int, used: int) -> None:
    """A line given ``width`` pixels, drawn as ``shown`` taking ``used`` pixels."""
    if _records is None:
        return
    if used > width:
        note(FAIL, text, width, used, "spills out of its width")
    elif shown != text:
        note(ELLIPSIS if shown.endswith("…") else FAIL, text, width, used,
             "" if shown.endswith("…") else "cut without an ellipsis")
    else:
        note(FIT, text, width, used)


def note_box(text: str, drawn, box) -> None:
    """A text drawn at rect ``drawn`` that must stay inside rect ``box``."""
    if _records is None:
        return
    if box.contains(drawn) or drawn.w == 0:
        note(FIT, text, box.w, drawn.w)
    else:
        note(FAIL, text, box.w, drawn.w, f"spills out of its box {tuple(box)} at {tuple(drawn)}")


def note_squeezed(text: str, width: int, natural: int) -> None:
    """A text image squeezed from ``natural`` to ``width`` pixels (a failure)."""
    note(FAIL, text, width, natural, "squeezed")


def remember(img: pygame.Surface, text: str) -> pygame.Surface:
    """Know ``img`` as the image of ``text`` (only while checking): where it is blitted
    on a :class:`CheckedScreen` is then checked."""
    if _records is not None and text.strip():
        _texts[id(img)] = (img, text)
    return img


def text_in(img: pygame.Surface) -> str | None:
    got = _texts.get(id(img))
    return got[1] if got is not None and got[0] is img else None


def rendered() -> set[str]:
    """Every text made into an image since checking started (what a player reads)."""
    return {text for _img, text in _texts.values()}


def on_start(fn: Callable[[], None]) -> None:
    """Call ``fn`` when checking starts (a cache of text images empties itself, so that
    every image drawn while checking is made, and known, anew)."""
    _on_start.append(fn)


@contextlib.contextmanager
def within(box: pygame.Rect) -> Iterator[None]:
    """Text drawn inside the block must stay inside ``box`` (a panel)."""
    if _records is None:
        yield
        return
    _boxes.append(pygame.Rect(box))
    try:
        yield
    finally:
        _boxes.pop()


class CheckedScreen(pygame.Surface):
    """A surface that checks every known text image blitted on it: cut by the clip (or
    the window's edge) across its width, or out of the box it is drawn in, is a
    failure."""

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        got = super().blit(source, dest, area, special_flags)
        if _records is not None:
            text = text_in(source)
            if text is not None:
                at = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
                size = pygame.Rect(area).size if area is not None else source.get_size()
                _check_blit(self, text, pygame.Rect(at, size))
        return got

    def blits(self, blit_sequence, doreturn=True):  # type: ignore[override]
        out = [self.blit(*b) for b in blit_sequence]
        return out if doreturn else None


def _check_blit(surf: pygame.Surface, text: str, drawn: pygame.Rect) -> None:
    _drawn.append((text, drawn))
    clip = surf.get_clip()
    whole = surf.get_rect()
    if drawn.left < clip.left - SLACK or drawn.right > clip.right + SLACK:
        note(FAIL, text, clip.w, drawn.w, f"cut across by {tuple(clip)} at {tuple(drawn)}")
    elif clip == whole and not whole.inflate(2 * SLACK, 2 * SLACK).contains(drawn):
        note(FAIL, text, whole.w, drawn.w, f"cut by the window's edge at {tuple(drawn)}")
    elif _boxes and not _boxes[-1].inflate(2 * SLACK, 2 * SLACK).contains(drawn) \
            and drawn.clip(clip).w > 0 and drawn.clip(clip).h > 0:
        box = _boxes[-1]
        note(FAIL, text, box.w, drawn.w, f"out of its panel {tuple(box)} at {tuple(drawn)}")


def new_frame() -> None:
    """Forget the text drawn so far (a frame starts)."""
    _drawn.clear()


def drawn() -> list[str]:
    """The texts blitted on a :class:`CheckedScreen` since the frame started (tests ask
    which words a screen shows)."""
    return [text for text, _ in _drawn]


def _labels(label: str, text: str) -> bool:
    """Is ``text`` (what an image shows) ``label``, shortened or numbered?"""
    if text.endswith("…"):
        return label.startswith(text[:-1]) or text[:-1] in label
    return text == label or text.endswith(label)


def check_buttons(owner: object) -> None:
    """The label of every button of ``owner`` (its attributes named ``*buttons``: lists of
    things with a ``rect`` and a ``label``) drawn this frame stays inside the button."""
    if _records is None:
        return
    for name, value in vars(owner).items():
        if not name.endswith("buttons") or not isinstance(value, list):
            continue
        for b in value:
            rect, label = getattr(b, "rect", None), getattr(b, "label", None)
            if not isinstance(rect, pygame.Rect) or not isinstance(label, str) or not label:
                continue
            for text, drawn in _drawn:
                if rect.collidepoint(drawn.center) and _labels(label, text):
                    if not rect.inflate(2 * SLACK, 2 * SLACK).contains(drawn):
                        note(FAIL, text, rect.w, drawn.w,
                             f"out of its button {tuple(rect)} at {tuple(drawn)}")
                    break


def squeezed(img: pygame.Surface, out: pygame.Surface) -> pygame.Surface:
    """``out`` scaled from ``img``: a text image made narrower is squeezed (a failure)."""
    text = text_in(img)
    if text is not None:
        if out.get_width() < img.get_width() - SLACK and out.get_height() >= img.get_height():
            note_squeezed(text, out.get_width(), img.get_width())
        remember(out, text)
    return out


@contextlib.contextmanager
def checking() -> Iterator[list[Fit]]:
    """Record every note made inside the block into the list it yields; scaling of text
    images is watched too (pygame.transform's scale and smoothscale)."""
    global _records
    before = _records
    _records = got = []
    for fn in _on_start:
        fn()
    scale, smooth = pygame.transform.scale, pygame.transform.smoothscale
    pygame.transform.scale = lambda img, size, *a: squeezed(img, scale(img, size, *a))
    pygame.transform.smoothscale = lambda img, size, *a: squeezed(img, smooth(img, size, *a))
    try:
        yield got
    finally:
        _records = before
        pygame.transform.scale, pygame.transform.smoothscale = scale, smooth
        if before is None:
            _texts.clear()
            _drawn.clear()


def failures(records: list[Fit]) -> list[Fit]:
    """The failed notes, each (text, what, place) once."""
    seen: set[tuple[str, str, str]] = set()
    out = []
    for r in records:
        if r.outcome == FAIL and (r.text, r.what, r.place) not in seen:
            seen.add((r.text, r.what, r.place))
            out.append(r)
    return out
