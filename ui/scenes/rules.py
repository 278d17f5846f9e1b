"""The rules of each game, readable in the program: ui/rules_text/<game>.en.md, each
block in the player's language through the catalogs (ui/rules_blocks.py), rendered as
simple markdown (headings, paragraphs, bullet lists), wrapped and scrollable."""

from __future__ import annotations

import logging

import pygame

import game
from ui import i18n, paper
from ui.app import App, Scene
from ui.example_board import ExampleShow
from ui.rules_blocks import parse, plain, rules_blocks  # noqa: F401 (parse, plain: for callers)
from ui.theme import ACCENT, INK, INK_SOFT, font, smallcaps
from ui.widgets import Button, Scroller, Widget, blit_text, px, wrap

log = logging.getLogger(__name__)

class Tab(Widget):
    def __init__(self, scene: RulesScene, game_id: str) -> None:
        super().__init__()
        self.scene = scene
        self.game_id = game_id

    def activate(self) -> None:
        self.scene.show(self.game_id)

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        on = self.scene.game_id == self.game_id
        paper.label_plate(surf, self.rect, pressed=on, hover=self.hover)
        blit_text(surf, i18n.title(game.GAMES[self.game_id]), px(18), self.rect.center,
                  ACCENT if on else INK, "bold" if on else "regular", "center",
                  max_width=self.rect.w - px(10))
        if focused:
            paper.focus_ring(surf, self.rect)


class ShowMe(Widget):
    """The "Show me" button of one drawn example: click, Enter or Space plays the next
    step; with the focus, Left and Right step back and on."""

    def __init__(self, scene: RulesScene, show: ExampleShow) -> None:
        super().__init__()
        self.scene = scene
        self.show = show
        self.on_screen = False  # drawn and clickable only while its example is in view

    def activate(self) -> None:
        self.scene.click()
        self.show.step()

    def key(self, event: pygame.event.Event) -> bool:
        d = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}.get(event.key)
        if d is None:
            return False
        self.scene.click()
        self.show.step(d)
        return True

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if button == 1 and self.on_screen and self.rect.collidepoint(pos) \
                and self.scene.area.collidepoint(pos):
            self.activate()
            return True
        return False

    def label(self) -> str:
        ex = self.show
        if ex.index < ex.steps:
            return i18n.t("rules.show_me", k=ex.index + 1, n=ex.steps)
        return i18n.t("rules.again")

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        if not self.on_screen:
            return
        clip = surf.get_clip()
        surf.set_clip(self.scene.area)
        paper.label_plate(surf, self.rect, hover=self.hover)
        blit_text(surf, self.label(), px(18), self.rect.center, INK, "bold", "center",
                  max_width=self.rect.w - px(10))
        if focused:
            paper.focus_ring(surf, self.rect)
        surf.set_clip(clip)


class RulesScene(Scene):
    """Tabs for the games, the chosen game's rules below."""

    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        ids = list(game.GAMES)
        self.game_id = game_id if game_id in game.GAMES else (ids[0] if ids else "")
        self.tabs = [Tab(self, g) for g in ids]
        self.btn_back = Button(lambda: i18n.t("common.back"), app.pop, sound=self.click)
        self.btn_examples = Button(
            lambda: i18n.t("rules.text" if self.examples_on else "rules.examples"),
            self.toggle_examples, sound=self.click)
        self.examples_on = False  # the area shows the drawn examples instead of the text
        self.shows: dict[str, list[ExampleShow]] = {}
        self.show_buttons: list[tuple[pygame.Rect, ExampleShow]] = []  # "Show me" on screen
        self.show_widgets: list[ShowMe] = []  # the focusable "Show me" of the game shown
        self.focus.set([*self.tabs, self.btn_examples, self.btn_back])
        self.scroll = Scroller()
        self._cache: tuple | None = None
        self._lines: list[tuple[str, str, int, int, tuple]] = []  # text, style, size, x, colour
        self.message = ""
        self.pages_down = 0  # pages to scroll once the text is drawn (demo --advance)

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll.offset = 0
        self._cache = None
        self.btn_examples.enabled = bool(self.examples())
        if not self.btn_examples.enabled:
            self.examples_on = False
        self._sync_focus()

    def examples(self) -> list[ExampleShow]:
        """The game's rule examples, each ready to be drawn by the game's own view."""
        if self.game_id not in self.shows:
            from game.examples import examples

            rules = game.GAMES.get(self.game_id)
            try:
                found = examples(self.game_id) if rules is not None else []
            except ModuleNotFoundError:  # a game from outside game/ (no examples module)
                found = []
            except Exception:
                log.exception("the examples of %s cannot be read", self.game_id)
                found = []
            self.shows[self.game_id] = [ExampleShow(rules, ex) for ex in found]
        return self.shows[self.game_id]

    def toggle_examples(self) -> None:
        """Between the rules' text and their examples drawn on the board."""
        self.examples_on = not self.examples_on and bool(self.examples())
        self.scroll.offset = 0
        self._sync_focus()

    def _sync_focus(self) -> None:
        """Tab order: the tabs, the examples switch, each example's "Show me", Back."""
        shows = [ex for ex in self.examples() if ex.steps] if self.examples_on else []
        old = {w.show: w for w in self.show_widgets}
        self.show_widgets = [old.get(ex) or ShowMe(self, ex) for ex in shows]
        self.focus.set([*self.tabs, self.btn_examples, *self.show_widgets, self.btn_back])
        self._place_examples()

    def _card_size(self) -> tuple[int, int, int]:
        """(picture width, picture height, gap) of one example on the sheet."""
        pw = min(px(380), self.area.w * 2 // 5)
        return pw, pw * 660 // 960, px(22)

    def _place_examples(self) -> None:
        """Where each "Show me" is for the current scroll (shown only while wholly in view:
        a button half under the header would be drawn over it)."""
        if not hasattr(self, "area"):
            return
        pw, ph, gap = self._card_size()
        self.show_buttons = []
        by_show = {w.show: w for w in self.show_widgets}
        y = self.area.y - self.scroll.offset
        for ex in self.examples():
            w = by_show.get(ex)
            if w is not None:
                w.rect = pygame.Rect(self.area.x + pw + px(20), y + ph - px(40), px(220), px(36))
                w.on_screen = self.examples_on and self.area.contains(w.rect)
                if w.on_screen:
                    self.show_buttons.append((w.rect, ex))
            y += ph + gap

    def _reveal_focused(self) -> None:
        """Scroll so that the focused "Show me" (and its picture) is on screen."""
        w = self.focus.focused()
        if not isinstance(w, ShowMe):
            return
        pw, ph, gap = self._card_size()
        top = w.rect.bottom - ph + px(40) - px(4)
        if top < self.area.y:
            self.scroll.scroll(top - self.area.y)
        elif w.rect.bottom > self.area.bottom:
            self.scroll.scroll(w.rect.bottom - self.area.bottom + px(8))
        self._place_examples()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(40), px(1100)), h - px(40))
        self.sheet.center = (w // 2, h // 2)
        n = max(1, len(self.tabs))
        tw = min(px(260), (self.sheet.w - px(60)) // n - px(8))
        x = self.sheet.x + px(30)
        for t in self.tabs:
            t.rect = pygame.Rect(x, self.sheet.y + px(70), tw, px(38))
            x += tw + px(8)
        self._place_buttons()
        self.btn_examples.enabled = bool(self.examples())
        self.area = pygame.Rect(self.sheet.x + px(50), self.sheet.y + px(124),
                                self.sheet.w - px(100), self.sheet.h - px(150))
        self._cache = None
        self._sync_focus()

    def _place_buttons(self) -> None:
        """Back at the top right, the examples switch beside it, as wide as its longer
        label in the language shown (German is long) but clear of the title."""
        self.btn_back.rect = pygame.Rect(self.sheet.right - px(190), self.sheet.y + px(18),
                                         px(160), px(40))
        f = font(px(self.btn_examples.size))
        need = max(f.size(i18n.t(k))[0] for k in ("rules.examples", "rules.text")) + px(24)
        w = max(px(230), min(need, self.btn_back.rect.x - self.sheet.x - px(300)))
        self.btn_examples.rect = pygame.Rect(self.btn_back.rect.x - px(20) - w,
                                             self.sheet.y + px(18), w, px(40))

    def _build(self) -> None:
        lang = i18n.lang()
        key = (self.game_id, lang, self.area.w, px(100))
        if key == self._cache:
            return
        self._cache = key
        self._place_buttons()  # the language may have changed
        self._lines = []
        try:
            found = rules_blocks(self.game_id, lang) if self.game_id else None
        except (OSError, UnicodeDecodeError) as exc:
            log.error("cannot read the rules of %s: %s", self.game_id, exc)
            found = None
        if found is None:
            self.message = i18n.t("rules.missing")
            return
        self.message = ""
        width = self.area.w - px(16)
        sizes = {"h1": (px(34), "bold"), "h2": (px(27), "bold"), "h3": (px(22), "bold"),
                 "p": (px(19), "regular"), "li": (px(19), "regular")}
        lines = self._lines
        for kind, text, indent in found:
            if kind == "hr":
                lines.append(("", "hr", px(10), 0, INK_SOFT))
                continue
            size, style = sizes[kind]
            if kind.startswith("h"):
                lines.append(("", "gap", px(12 if kind == "h1" else 8), 0, INK))
            x = 0
            if kind == "li":
                bullet, _, text = text.partition("\t")
                x = px(22) * (indent + 1)
                # a number ("20.") takes the room it needs: its text never touches it
                bw = max(px(22), font(size).size(f"{bullet} ")[0] + px(4))
                parts = wrap(text, size, width - x - bw, style)
                for i, part in enumerate(parts):
                    lines.append((f"{bullet} " if i == 0 else "", "bullet", size,
                                  x, INK_SOFT))
                    lines.append((part, style, size, x + bw, INK))
                continue
            colour = ACCENT if kind in ("h1", "h2") else INK
            for part in wrap(text, size, width - x, style):
                lines.append((part, style, size, x, colour))
            if kind == "p":
                lines.append(("", "gap", px(8), 0, INK))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            step = {pygame.K_DOWN: px(30), pygame.K_UP: -px(30),
                    pygame.K_PAGEDOWN: self.area.h - px(40),
                    pygame.K_PAGEUP: -(self.area.h - px(40)),
                    pygame.K_HOME: -10**7, pygame.K_END: 10**7}.get(event.key)
            if step is not None:
                self.scroll.scroll(step)
                self._place_examples()
                return
        if self.scroll.handle(event, self.area, px(30)):
            self._place_examples()
            return
        self.focus.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self._reveal_focused()

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("rules.title"), px(40), INK)
        surf.blit(t, t.get_rect(topleft=(sh.x + px(30), sh.y + px(14))))
        paper.rule(surf, sh.x + px(30), sh.right - px(30), self.area.y - px(10))
        if self.examples_on:
            self.draw_examples(surf)
            self.focus.draw(surf)
            return
        self.focus.draw(surf)
        self._build()
        if self.message:
            blit_text(surf, self.message, px(20), (self.area.centerx, self.area.y + px(40)),
                      INK_SOFT, "italic", "midtop")
            return
        clip = surf.get_clip()
        surf.set_clip(self.area)
        y = self.area.y - self.scroll.offset
        total = 0
        for text, style, size, x, colour in self._lines:
            if style == "bullet":
                if self.area.y - size * 2 < y < self.area.bottom:
                    blit_text(surf, text, size, (self.area.x + x, y), colour)
                continue
            if style in ("gap", "hr"):
                if style == "hr":
                    pygame.draw.line(surf, INK_SOFT, (self.area.x, y + size // 2),
                                     (self.area.right - px(20), y + size // 2))
                y += size
                total += size
                continue
            lh = int(size * 1.32)
            if self.area.y - lh < y < self.area.bottom:
                blit_text(surf, text, size, (self.area.x + x, y), colour, style)
            y += lh
            total += lh
        surf.set_clip(clip)
        self.scroll.set_sizes(total + px(20), self.area.h)
        if self.pages_down:
            self.scroll.scroll(self.pages_down * (self.area.h - px(40)))
            self.pages_down = 0
        self.scroll.draw_bar(surf, self.area.inflate(px(20), 0))

    def draw_examples(self, surf: pygame.Surface) -> None:
        """Each example: its position drawn by the game's view, its caption, "Show me"
        (a focusable widget, drawn with the others)."""
        lang = i18n.lang()
        cb = self.app.settings.colorblind
        area = self.area
        pw, ph, gap = self._card_size()
        clip = surf.get_clip()
        surf.set_clip(area)
        y = area.y - self.scroll.offset
        for ex in self.examples():
            card_h = ph + gap
            if area.y - card_h < y < area.bottom:  # drawn only when on screen
                pic_r = pygame.Rect(area.x, y, pw, ph)
                pic = ex.picture(pic_r.size, lang, cb)
                if pic is not None:
                    surf.blit(pic, pic_r)
                pygame.draw.rect(surf, INK_SOFT, pic_r, 1)
                x = pic_r.right + px(20)
                tw = area.right - x - px(20)
                ty = y
                for line in wrap(ex.example.title(lang), px(21), tw, "bold"):
                    blit_text(surf, line, px(21), (x, ty), ACCENT, "bold")
                    ty += px(27)
                result = ex.result_text(lang) if not ex.error else ""
                said = _cut(wrap(result, px(17), tw, "italic"), 2, tw, "italic") \
                    if result else []
                limit = y + ph - px(80 + 22 * len(said))  # the caption's last line's top
                room = (limit - ty) // px(22) + 1 if ty <= limit else 0
                for line in _cut(wrap(ex.example.caption(lang), px(17), tw), room, tw):
                    blit_text(surf, line, px(17), (x, ty), INK)
                    ty += px(22)
                for k, line in enumerate(said):  # what the move caused, over the move
                    blit_text(surf, line, px(17), (x, y + ph - px(70 + 22 * (len(said) - k))),
                              ACCENT, "italic", max_width=tw)
                did = ex.action_text(lang)
                if ex.error:
                    did = ex.error
                if did:
                    blit_text(surf, f"{ex.index}. {did}", px(17), (x, y + ph - px(70)),
                              INK_SOFT, "italic", max_width=tw)
            y += card_h
        surf.set_clip(clip)
        self.scroll.set_sizes(y + self.scroll.offset - area.y, area.h)
        self.scroll.draw_bar(surf, area.inflate(px(20), 0))
        self._place_examples()  # the buttons themselves are drawn with the focus group
        blit_text(surf, i18n.t("rules.keys"), px(15), (self.sheet.centerx, area.bottom + px(4)),
                  INK_SOFT, "italic", "midtop", max_width=self.sheet.w - px(60))


def _cut(lines: list[str], n: int, width: int, style: str = "regular") -> list[str]:
    """The first ``n`` of ``lines`` (17 px text), the last ending with "…" when some are
    left out."""
    if len(lines) <= n:
        return lines
    if n <= 0:
        return []
    from ui.widgets import ellipsize

    return lines[: n - 1] + [ellipsize(lines[n - 1].rstrip() + " …", px(17), width, style)]
