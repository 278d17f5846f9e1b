"""Rule examples drawn by the game's own board view ("rule examples drawn live").

An :class:`ExampleShow` holds one example of ``game.examples``: the positions it goes
through (the built position, then one after each of its steps, played by the engine) and
a small picture of the one on show, drawn by the game's view onto an off-screen table and
scaled down. "Show me" steps through the positions.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core import put_names
from game.examples import Example, show
from game.i18n import N_, gettext
from ui import paper
from ui.i18n import text_in
from ui.theme import player_color
from ui.views import VIEWS, BoardView, ViewContext
from ui.views.common.picture import fit

log = logging.getLogger(__name__)

QUIET = frozenset({"combat_card", "acted", "vp", "turn_order", "turn_start"})
"""Events left out of an example's result: said by another line (the battle's, the move's
own) or the bookkeeping of a turn's end (the score of every faction, the next order)."""

DRAW_SIZE = (960, 660)  # the off-screen table the view draws on (then scaled down)


def seat_names(lang: str) -> list[str]:
    """The examples' seats by number ('Player 1'...) in ``lang``."""
    return [gettext(N_("Player {n}"), lang, n=i + 1) for i in range(7)]


def board_picture(rules: Any, state: Any, size: tuple[int, int], lang: str = "en",
                  colorblind: bool = False, focus: list | None = None,
                  start: Any = None) -> pygame.Surface:
    """``state`` drawn by ``rules``' board view (every piece shown), scaled to ``size``.

    A view may draw an example larger (``picture_zoom(actions)``: how many times) and
    show only the part of its table that matters (``picture_part(actions, aspect)``: a
    rectangle of the laid-out table, or None for all of it), given the example's moves
    ``focus``; the part is taken from ``start`` (the example's first position; default
    ``state``), so every step of an example shows the same part."""
    n = int(getattr(state, "players", 2) or 2)
    first = start if start is not None else state
    actions = list(focus or [])
    view = picture_view(rules, n, lang, colorblind, 1.0)
    view.set_state(first, None, False, None)
    zoom = float(getattr(view, "picture_zoom", lambda _a: 1.0)(actions))
    if zoom != 1.0:
        view = picture_view(rules, n, lang, colorblind, zoom)
        view.set_state(first, None, False, None)
    big = pygame.Surface((int(DRAW_SIZE[0] * zoom), int(DRAW_SIZE[1] * zoom)))
    paper.table(big)
    _lay_out(view, big.get_rect())
    aspect = size[0] / max(1, size[1])
    part_of = getattr(view, "picture_part", None)
    part = part_of(actions, aspect) if part_of is not None else None
    if start is not None:
        view.set_state(state, None, False, None)
        _lay_out(view, big.get_rect())
    view.update(0.0)
    view.draw_board(big)
    if part is None:
        return pygame.transform.smoothscale(big, size)
    cut = fit(part, aspect, big.get_rect())
    return pygame.transform.smoothscale(big.subsurface(cut), size)


_VIEWS: dict[tuple, BoardView] = {}  # one off-screen view per game, seats and language


def picture_view(rules: Any, n: int, lang: str, colorblind: bool, zoom: float) -> BoardView:
    """The view that draws the example pictures of ``rules`` for ``n`` seats at ``zoom``,
    made once and reused (a view that keeps its layout from one position to the next
    skips it: Revolution's map geometry takes seconds at three times the size)."""
    key = (rules.id, n, lang, colorblind, zoom)
    view = _VIEWS.get(key)
    if view is not None:
        return view
    ctx = ViewContext(rules=rules, seat_names=[f"{i + 1}" for i in range(n)],
                      seat_colors=[player_color(i, colorblind) for i in range(n)], lang=lang,
                      anim_speed=0.0, colorblind=colorblind)
    cls = VIEWS.get(rules.id)
    if cls is None:
        from ui.scenes.generic_view import GenericView

        view = GenericView(ctx)
    else:
        view = cls(ctx)
    if len(_VIEWS) >= 8:
        _VIEWS.clear()
    _VIEWS[key] = view
    return view


def _seat_names(lang: str) -> list[str]:
    """The seats' names in an example ("Player 1"... in ``lang``)."""
    return [text_in("seat.default", lang, n=i + 1) for i in range(7)]


def _lay_out(view: BoardView, rect: pygame.Rect) -> None:
    """Lay ``view`` out on ``rect``, unless it says a layout holds for any position
    (``layout_keeps``) and it was last laid out on this rect."""
    if getattr(view, "layout_keeps", False) and getattr(view, "_example_rect", None) == rect:
        return
    view.layout(rect)
    view._example_rect = pygame.Rect(rect)


class ExampleShow:
    """One example on the rules screen: its positions, the one on show, its picture."""

    def __init__(self, rules: Any, example: Example) -> None:
        self.rules = rules
        self.example = example
        self.frames: list[tuple[Any, Any]] | None = None  # (state, the action that led there)
        self.index = 0
        self.error = ""
        self._pic: tuple[tuple, pygame.Surface] | None = None

    def _load(self) -> None:
        if self.frames is not None:
            return
        try:
            self.frames = [(self.example.build(), None)]
            self.events: list[list] = [[]]
            for state, action, events in show(self.example, self.rules):
                self.frames.append((state.copy(), action))
                self.events.append(list(events or []))
        except Exception as exc:  # a broken example says so instead of closing the screen
            log.exception("example %s/%s failed", self.example.game, self.example.id)
            self.error = f"{type(exc).__name__}: {exc}"
            self.frames = self.frames or []

    @property
    def steps(self) -> int:
        self._load()
        return max(0, len(self.frames or []) - 1)

    def step(self, d: int = 1) -> None:
        """'Show me': the next step, or back to the start after the last (``d`` -1: the
        step before, or the last from the start)."""
        self._load()
        if not self.frames:
            return
        self.index = (self.index + d) % len(self.frames)

    def action_text(self, lang: str) -> str:
        """The move that led to the position on show ('' at the start): the game's own log
        line for it when it has one (an ``acted`` event, naming who played it)."""
        self._load()
        if not self.frames or self.frames[self.index][1] is None:
            return ""
        names = seat_names(lang)
        describe = getattr(self.rules, "describe_event", None)
        for e in getattr(self, "events", [[]] * len(self.frames))[self.index][:1]:
            if e.kind == "acted" and describe is not None:
                line = describe(e, lang)
                if line:
                    return put_names(line, names)
        try:
            return put_names(self.rules.describe(self.frames[self.index][1], lang), names)
        except Exception:
            return str(self.frames[self.index][1])

    def result_text(self, lang: str) -> str:
        """What the move on show caused, as the log says it (its first line: a battle's
        result, a place taken...); '' at the start or when it says nothing."""
        self._load()
        events = getattr(self, "events", [])
        if not self.frames or self.index >= len(events):
            return ""
        describe = getattr(self.rules, "describe_event", None)
        names = seat_names(lang)
        lines = []
        for e in events[self.index]:
            if e.kind in QUIET:
                continue
            try:
                line = describe(e, lang) if describe is not None and not e.private else None
            except Exception:
                line = None
            if line:
                lines.append(put_names(line, names))
        return " \u00b7 ".join(lines[:3])

    def picture(self, size: tuple[int, int], lang: str, colorblind: bool) -> pygame.Surface | None:
        """The position on show, drawn by the game's view (cached per step and size)."""
        self._load()
        if not self.frames:
            return None
        key = (self.index, size, lang, colorblind)
        if self._pic is None or self._pic[0] != key:
            try:
                focus = [a for _s, a in self.frames if a is not None]
                pic = board_picture(self.rules, self.frames[self.index][0], size, lang,
                                    colorblind, focus, self.frames[0][0])
            except Exception as exc:
                log.exception("drawing example %s failed", self.example.id)
                self.error = f"{type(exc).__name__}: {exc}"
                return None
            self._pic = (key, pic)
        return self._pic[1]
