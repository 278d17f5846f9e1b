"""Controls shared by every scene: label buttons, choices, a slider, a text field,
a focus group (Tab / Shift+Tab / Enter with a visible focus ring), a scroller and
text wrapping. Sizes follow the window through :func:`px`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ui import paper, text_fit
from ui.theme import ACCENT, INK, INK_SOFT, PLAYER_MARKS, font, player_color, render

Text = str | Callable[[], str]

text_fit.helper(__file__)  # a text fit note names the code that called in here
_scale = 1.0


def set_scale(size: tuple[int, int]) -> float:
    """Interface scale for a window of ``size`` (1.0 at 1280x800)."""
    global _scale
    w, h = size
    _scale = max(0.75, min(2.5, min(w / 1280, h / 800)))
    return _scale


def scale() -> float:
    return _scale


def px(n: float) -> int:
    """``n`` design pixels (at 1280x800) in real window pixels."""
    return max(1, round(n * _scale))


def text_of(t: Text) -> str:
    return t() if callable(t) else t


def wrap(text: str, size: int, width: int, style: str = "regular") -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (hard breaks kept)."""
    f = font(size, style)
    out: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else f"{line} {w}"
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                out.append(line)
                line = w
        out.append(line)
    if text_fit.on():
        for line in out:  # a word longer than the line spills out of it
            text_fit.note_width(line, line, width, f.size(line)[0])
    return out


def ellipsize(text: str, size: int, max_width: int, style: str = "regular") -> str:
    """``text`` cut with "…" to fit ``max_width`` pixels (at least one character kept).

    The longest fitting start is found by bisection, so a line of any length costs a
    handful of measurements."""
    f = font(size, style)
    room = 4 * max(1, max_width)  # far more characters than such a line can show
    if len(text) <= room and f.size(text)[0] <= max_width:
        if text_fit.on():
            text_fit.note_width(text, text, max_width, f.size(text)[0])
        return text
    whole, text = text, text[:room]
    lo, hi = 1, len(text)
    while lo < hi:  # the longest start (of at least 1) that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid] + "…")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    if text_fit.on():
        text_fit.note_width(whole, text[:lo] + "…", max_width, f.size(text[:lo] + "…")[0])
    return text[:lo] + "…"


def blit_text(surf: pygame.Surface, text: str, size: int, pos: tuple[int, int],
              color: tuple = INK, style: str = "regular", anchor: str = "topleft",
              max_width: int | None = None) -> pygame.Rect:
    """Draw one line; ``anchor`` is a Rect attribute name; long lines are ellipsised."""
    if max_width is not None:
        text = ellipsize(text, size, max_width, style)
    img = render(text, size, color, style)
    r = img.get_rect(**{anchor: pos})
    surf.blit(img, r)
    return r


def seat_swatch(surf: pygame.Surface, rect: pygame.Rect, color_index: int,
                colorblind: bool = False) -> None:
    """A player's colour square; with the colour-blind palette also the player's mark."""
    rect = pygame.Rect(rect)
    col = player_color(color_index, colorblind)
    pygame.draw.rect(surf, col, rect, border_radius=max(2, rect.w // 5))
    pygame.draw.rect(surf, INK, rect, width=1, border_radius=max(2, rect.w // 5))
    if colorblind:
        mark_color = (250, 246, 236) if sum(col) < 420 else INK
        draw_mark(surf, rect.center, max(3, rect.w * 3 // 10), color_index, mark_color)


def draw_mark(surf: pygame.Surface, center: tuple[int, int], r: int, index: int,
              color: tuple) -> None:
    """The shape that tells players apart without colour (ui.theme.PLAYER_MARKS)."""
    x, y = center
    kind = PLAYER_MARKS[index % len(PLAYER_MARKS)]
    if kind == "circle":
        pygame.draw.circle(surf, color, center, r)
    elif kind == "square":
        pygame.draw.rect(surf, color, (x - r, y - r, 2 * r, 2 * r))
    elif kind == "triangle":
        pygame.draw.polygon(surf, color, [(x, y - r), (x + r, y + r), (x - r, y + r)])
    elif kind == "diamond":
        pygame.draw.polygon(surf, color, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    elif kind == "cross":
        w = max(2, r // 2)
        pygame.draw.line(surf, color, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surf, color, (x - r, y + r), (x + r, y - r), w)
    elif kind == "star":
        import math

        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r if k % 2 == 0 else r * 0.45
            pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
        pygame.draw.polygon(surf, color, pts)
    else:  # bar
        pygame.draw.rect(surf, color, (x - r, y - max(1, r // 3), 2 * r, max(2, 2 * r // 3)))


class Widget:
    """Something on screen that can take the keyboard focus."""

    focusable = True
    takes_clicks = True  # False: the group leaves mouse presses on it to whoever drew it

    def __init__(self, rect: pygame.Rect | None = None) -> None:
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.enabled = True
        self.visible = True
        self.hover = False
        self.tip = ""  # text shown in a tooltip when hovered or focused (e.g. a cut label)

    def activate(self) -> None:
        """Enter / Space on the focused widget."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key while focused (besides Tab/Enter); True when used."""
        return False

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if self.rect.collidepoint(pos) and button == 1:
            self.activate()
            return True
        return False

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        raise NotImplementedError


class Button(Widget):
    """A printed label on card; ``on_click`` runs on click, Enter or Space."""

    def __init__(self, label: Text, on_click: Callable[[], Any], rect: pygame.Rect | None = None,
                 size: int = 22, sound: Callable[[], None] | None = None) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.sound = sound
        self.pressed = 0.0

    def activate(self) -> None:
        if not self.enabled:
            return
        self.pressed = 0.12
        if self.sound:
            self.sound()
        self.on_click()

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        paper.label_plate(surf, self.rect, pressed=self.pressed > 0, enabled=self.enabled,
                          hover=self.hover)
        col = INK if self.enabled else (150, 136, 116)
        r = self.rect.move(0, 1) if self.pressed > 0 else self.rect
        label = text_of(self.label)
        drawn = blit_text(surf, label, px(self.size), r.center, col, "regular", "center",
                          max_width=r.w - px(12))
        if text_fit.on():
            text_fit.note_box(label, drawn, self.rect)
        if focused:
            paper.focus_ring(surf, self.rect)


class Choice(Widget):
    """A labelled value that cycles: click, Enter or the arrow keys."""

    def __init__(self, label: Text, values: Sequence[Any], value: Any,
                 show: Callable[[Any], str], on_change: Callable[[Any], None],
                 rect: pygame.Rect | None = None, size: int = 20,
                 swatch: Callable[[Any], tuple] | None = None,
                 explain: Text | None = None) -> None:
        super().__init__(rect)
        self.explain = explain  # what the choice decides: its tooltip (after a cut label)
        self.label = label
        self.values = list(values)
        self.value = value if value in self.values else self.values[0]
        self.show = show
        self.on_change = on_change
        self.size = size
        self.swatch = swatch

    def step(self, d: int) -> None:
        if not self.enabled or not self.values:
            return
        i = self.values.index(self.value) if self.value in self.values else 0
        self.value = self.values[(i + d) % len(self.values)]
        self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where "‹" and "›" are printed: the click areas that step back and forward."""
        r = self.rect
        aw = font(px(self.size)).size("‹ ›")[0]
        half = aw // 2 + px(5)
        back = pygame.Rect(r.right - px(10) - aw - px(5), r.y, half, r.h)
        return back, pygame.Rect(back.right, r.y, r.right - back.right, r.h)

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if self.rect.collidepoint(pos) and button in (1, 3):
            back = button == 3 or self.arrows()[0].collidepoint(pos)
            self.step(-1 if back else 1)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS):
            self.step(1)
            return True
        return False

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        r = self.rect
        paper.label_plate(surf, r, enabled=self.enabled, hover=self.hover)
        col = INK if self.enabled else (150, 136, 116)
        label = text_of(self.label)
        value = self.show(self.value)
        size = px(self.size)
        arrows_w = font(size).size("‹ ›")[0] + px(16)
        value_w = font(size).size(value)[0]
        sw_w = px(26) if self.swatch is not None else 0
        x = r.x + px(10)
        self.tip = text_of(self.explain) if self.explain is not None else ""
        if label:
            room = max(px(30), r.w - px(20) - arrows_w - value_w - sw_w - px(10))
            lines = [label]
            small = size
            if font(size, "italic").size(label)[0] > room:
                self.tip = label + (": " + self.tip if self.tip else "")  # the whole text
                lines, small = _fit_lines(label, size, room, r.h)
            if len(lines) == 1:
                lr = blit_text(surf, label, small, (x, r.centery), INK_SOFT, "italic",
                               "midleft", max_width=room)
            else:
                lh = font(small, "italic").get_linesize() - px(3)
                y0 = r.centery - lh * len(lines) // 2
                lr = pygame.Rect(x, y0, 0, 0)
                for i, line in enumerate(lines):
                    lr = lr.union(blit_text(surf, line, small, (x, y0 + i * lh), INK_SOFT,
                                            "italic", max_width=room))
            x = lr.right + px(10)
        if self.swatch is not None:
            c = self.swatch(self.value)
            sw = pygame.Rect(0, 0, px(18), px(18))
            sw.midleft = (x, r.centery)
            if isinstance(c, bool):  # (index, colour-blind) style: the palette square
                seat_swatch(surf, sw, self.value, c)
            else:
                pygame.draw.rect(surf, c, sw, border_radius=px(4))
                pygame.draw.rect(surf, INK, sw, width=1, border_radius=px(4))
            x = sw.right + px(8)
        blit_text(surf, "‹ ›", size, (r.right - px(10), r.centery), INK_SOFT, anchor="midright")
        drawn = blit_text(surf, value, size, (x, r.centery), col, anchor="midleft",
                          max_width=max(10, r.right - arrows_w - x))
        if text_fit.on():
            text_fit.note_box(label, lr if label else drawn, r)
            text_fit.note_box(value, drawn, r)
        if focused:
            paper.focus_ring(surf, r)


def _fit_lines(label: str, size: int, room: int, height: int) -> tuple[list[str], int]:
    """``label`` in ``room`` pixels: one line a little smaller, else two lines, else one
    small line; failing all, the line as it is (the caller cuts it, a tooltip has it)."""
    one = size * 5 // 6
    if font(one, "italic").size(label)[0] <= room:
        return [label], one
    two = max(px(12), size * 3 // 4)
    lines = wrap(label, two, room, "italic")
    if len(lines) <= 2 and 2 * (font(two, "italic").get_linesize() - px(3)) <= height:
        return lines, two
    small = max(px(11), size * 2 // 3)
    if font(small, "italic").size(label)[0] <= room:
        return [label], small
    return [label], size


class Slider(Widget):
    """A value in [0, 1]: drag, click, or the arrow keys in tenths."""

    def __init__(self, label: Text, value: float, on_change: Callable[[float], None],
                 rect: pygame.Rect | None = None, size: int = 20) -> None:
        super().__init__(rect)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.size = size
        self.dragging = False

    def _track(self) -> pygame.Rect:
        r = self.rect
        lw = font(px(self.size), "italic").size(text_of(self.label))[0] + px(24)
        return pygame.Rect(r.x + lw, r.centery - px(3), max(10, r.w - lw - px(70)), px(6))

    def set(self, v: float) -> None:
        v = round(max(0.0, min(1.0, v)), 2)
        if v != self.value:
            self.value = v
            self.on_change(v)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.set(self.value - 0.1)
            return True
        if event.key == pygame.K_RIGHT:
            self.set(self.value + 0.1)
            return True
        return False

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if button == 1 and self.rect.collidepoint(pos):
            t = self._track()
            self.dragging = True
            self.set((pos[0] - t.x) / max(1, t.w))
            return True
        return False

    def drag(self, pos: tuple[int, int]) -> None:
        if self.dragging:
            t = self._track()
            self.set((pos[0] - t.x) / max(1, t.w))

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        r = self.rect
        paper.label_plate(surf, r, enabled=self.enabled, hover=self.hover)
        label = text_of(self.label)
        drawn = blit_text(surf, label, px(self.size), (r.x + px(10), r.centery), INK_SOFT,
                          "italic", "midleft")
        if text_fit.on():  # the label, a short track and the percentage
            text_fit.note_box(label, drawn, pygame.Rect(r.x, r.y, r.w - px(70) - 10, r.h))
        t = self._track()
        pygame.draw.rect(surf, INK_SOFT, t, width=1, border_radius=px(3))
        filled = t.copy()
        filled.w = int(t.w * self.value)
        pygame.draw.rect(surf, ACCENT, filled, border_radius=px(3))
        knob = (t.x + filled.w, t.centery)
        pygame.draw.circle(surf, INK, knob, px(8))
        pygame.draw.circle(surf, (246, 236, 214), knob, px(6))
        blit_text(surf, f"{round(self.value * 100)}%", px(self.size),
                  (r.right - px(12), r.centery), INK, anchor="midright")
        if focused:
            paper.focus_ring(surf, r)


class TextInput(Widget):
    """A single-line text field (player names). A first click on a ``default`` text
    (one the program proposed) selects it, and so does Ctrl+A: typing replaces it."""

    def __init__(self, text: str, on_change: Callable[[str], None],
                 rect: pygame.Rect | None = None, size: int = 20, max_len: int = 20,
                 default: bool = False) -> None:
        super().__init__(rect)
        self.text = text
        self.on_change = on_change
        self.size = size
        self.max_len = max_len
        self.blink = 0.0
        self.default = default  # the program's proposal, not yet touched by the player
        self.selected = False  # the whole text is selected: typing replaces it

    def key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ctrl and event.key == pygame.K_a:
            self.selected = bool(self.text)
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.text = "" if self.selected else self.text[:-1]
            self.selected = self.default = False
            self.on_change(self.text)
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False
            return True
        return False

    def type(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        if s:
            base = "" if self.selected else self.text
            self.text = unicodedata.normalize("NFC", base + s)[: self.max_len]
            self.selected = self.default = False
            self.on_change(self.text)

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if self.rect.collidepoint(pos) and button == 1:
            self.selected = self.default and bool(self.text)
            return True
        return False

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        r = self.rect
        surf.blit(paper.sheet(r.size, (252, 247, 236), worn=False), r.topleft)
        pygame.draw.line(surf, INK_SOFT, (r.x + px(4), r.bottom - px(5)),
                         (r.right - px(4), r.bottom - px(5)))
        if focused and self.selected:
            w = min(font(px(self.size)).size(self.text)[0], r.w - px(20))
            pygame.draw.rect(surf, (236, 206, 160), (r.x + px(6), r.y + px(6), w + px(4),
                                                     r.h - px(13)), border_radius=px(2))
        tr = blit_text(surf, self.text, px(self.size), (r.x + px(8), r.centery), INK,
                       anchor="midleft", max_width=r.w - px(20))
        if focused:
            if not self.selected and int(pygame.time.get_ticks() / 500) % 2 == 0:
                x = tr.right + 2
                pygame.draw.line(surf, INK, (x, r.y + px(7)), (x, r.bottom - px(9)), 2)
            paper.focus_ring(surf, r)


class FocusGroup:
    """The widgets of a scene in Tab order; routes events and draws the focus ring."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus: int | None = None
        # The table sets both off: a mouse click leaves the keyboard with the board, and
        # Tab past the last button gives the keys back to the board.
        self.mouse_focus = True
        self.stop_at_none = False

    def set(self, widgets: Sequence[Widget], keep: bool = True) -> None:
        old = self.focused()
        self.widgets = list(widgets)
        if keep and old is not None and old in self.widgets:
            self.focus = self.widgets.index(old)
        else:
            self.focus = None

    def focused(self) -> Widget | None:
        if self.focus is None or self.focus >= len(self.widgets):
            return None
        return self.widgets[self.focus]

    def focus_on(self, w: Widget | None) -> None:
        self.focus = None if w is None or w not in self.widgets else self.widgets.index(w)

    def _usable(self, w: Widget) -> bool:
        return w.focusable and w.visible and w.enabled and w.rect.w > 0

    def move(self, d: int) -> None:
        n = len(self.widgets)
        if not n:
            return
        i = self.focus if self.focus is not None else (-1 if d > 0 else n)
        for _ in range(n):
            i += d
            if self.stop_at_none and not 0 <= i < n:
                self.focus = None
                return
            i %= n
            if self._usable(self.widgets[i]):
                self.focus = i
                return

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used by the group."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            w = self.focused()
            if w is None or not self._usable(w):
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (
                event.key == pygame.K_SPACE and not isinstance(w, TextInput)
            ):
                w.activate()
                return True
            if w.key(event):
                return True
            if isinstance(w, TextInput) and event.key not in (pygame.K_ESCAPE,):
                return event.key < 256 or event.key == pygame.K_BACKSPACE
            if event.key in (pygame.K_DOWN,):
                self.move(1)
                return True
            if event.key in (pygame.K_UP,):
                self.move(-1)
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            w = self.focused()
            if isinstance(w, TextInput):
                w.type(event.text)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            for w in self.widgets:
                w.hover = w.visible and w.rect.collidepoint(event.pos)
                if isinstance(w, Slider) and w.dragging:
                    w.drag(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            for w in self.widgets:
                if isinstance(w, Slider):
                    w.dragging = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for w in self.widgets:
                if w.takes_clicks and w.visible and w.enabled and w.rect.collidepoint(event.pos):
                    if w.focusable and self.mouse_focus:
                        self.focus = self.widgets.index(w)
                    elif not self.mouse_focus:
                        self.focus = None
                    return w.click(event.pos, event.button) or True
            if isinstance(self.focused(), TextInput):
                self.focus = None
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            if isinstance(w, Button) and w.pressed > 0:
                w.pressed = max(0.0, w.pressed - dt)

    def draw(self, surf: pygame.Surface) -> None:
        f = self.focused()
        for w in self.widgets:
            if w.visible:
                w.draw(surf, w is f)
        tipped = next((w for w in self.widgets if w.visible and w.tip and w.hover), None)
        tipped = tipped or (f if f is not None and f.visible and f.tip else None)
        if tipped is not None:
            tooltip(surf, tipped.tip, tipped.rect)


def tooltip(surf: pygame.Surface, text: str, under: pygame.Rect) -> None:
    """A small paper slip with ``text`` just below (or above) ``under``."""
    size = px(17)
    lines = wrap(text, size, px(420), "italic")
    w = max(font(size, "italic").size(ln)[0] for ln in lines) + px(16)
    h = len(lines) * int(size * 1.25) + px(10)
    r = pygame.Rect(0, 0, w, h)
    r.topleft = (under.x + px(10), under.bottom + px(4))
    if r.bottom > surf.get_height():
        r.bottom = under.y - px(4)
    r.right = min(r.right, surf.get_width() - px(4))
    paper.shadow(surf, r, depth=2, radius=3)
    surf.blit(paper.sheet(r.size, (255, 250, 238), worn=False), r.topleft)
    pygame.draw.rect(surf, INK_SOFT, r, 1)
    with text_fit.within(r):  # a slip may lie beyond the sheet of its scene
        for i, ln in enumerate(lines):
            blit_text(surf, ln, size, (r.x + px(8), r.y + px(5) + i * int(size * 1.25)), INK,
                      "italic")


class Scroller:
    """Vertical scrolling of content taller than its window (wheel, keys, drag bar)."""

    def __init__(self) -> None:
        self.offset = 0
        self.content = 0
        self.view = 0
        self.stick_bottom = False

    def set_sizes(self, content: int, view: int) -> None:
        at_bottom = self.offset >= self.content - self.view - 2
        self.content, self.view = content, view
        if self.stick_bottom and at_bottom:
            self.offset = max(0, content - view)
        self.clamp()

    def clamp(self) -> None:
        self.offset = max(0, min(self.offset, max(0, self.content - self.view)))

    def scroll(self, dy: int) -> None:
        self.offset += dy
        self.clamp()

    def to_bottom(self) -> None:
        self.offset = max(0, self.content - self.view)

    def handle(self, event: pygame.event.Event, area: pygame.Rect, line: int) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if area.collidepoint(pygame.mouse.get_pos()):
                self.scroll(-event.y * line * 3)
                return True
        return False

    def draw_bar(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        if self.content <= self.view or self.view <= 0:
            return
        h = max(px(20), int(area.h * self.view / self.content))
        y = area.y + int((area.h - h) * self.offset / max(1, self.content - self.view))
        bar = pygame.Rect(area.right - px(6), y, px(4), h)
        pygame.draw.rect(surf, INK_SOFT, bar, border_radius=px(2))
