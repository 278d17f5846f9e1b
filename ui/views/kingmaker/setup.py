"""The set-up allocation at the table [3.4]: while the dealt Crown cards wait in the hands,
the side column shows the viewer's nobles as boxes (troops, title, office, the other cards
given to them, their home castles). A card of the hand is picked up as in play (drag, or
click and click) and dropped on a noble's box; the boxes that may take it are lit. Each
box is a place of the gesture flow with the code ``box_code(noble)`` (negative, so it never
meets a place of the map)."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_
from game.kingmaker import data as D
from game.kingmaker.actions import Allocate
from game.kingmaker.board import has_title, nobles_of
from ui import paper, theme
from ui.views.base import lookup
from ui.views.kingmaker import art
from ui.views.kingmaker.side import MIN_PX, fit, rendered, wrap

WORDS: dict[str, dict[str, str]] = {
    "s_title": N_("Set-up"),
    "s_allocates": N_("{name} allocates the dealt cards"),
    "s_how": N_("Drag each card of your hand onto one of your nobles (or click the card, then "
                "the noble): first the titles, one to each untitled noble; then the offices, "
                "one to each titled noble; then the rest, to any noble. A title or office no "
                "noble can take goes to the Chancery."),
    "s_wait": N_("{name} is allocating the dealt cards. Your nobles:"),
    "s_nobles": N_("Your nobles"),
    "s_nobles_of": N_("Nobles of {name}"),
    "s_titled": N_("titled"),
    "s_no_title": N_("no title"),
    "s_no_office": N_("no office"),
    "s_home": N_("home: {places}"),
    "s_left": N_("{n} cards still to allocate"),
    "s_chancery": N_("Chancery: {n}"),
    "s_troops": N_("{n} troops"),
    "s_votes": N_("{lords} Lords, {commons} Commons"),
}


def box_code(noble: int) -> int:
    """The gesture place of a noble's set-up box."""
    return -1 - noble


def setup_word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


class KingmakerSetup:
    """The set-up mixin of the Kingmaker view (see the module docstring); it comes before
    the gesture and side-column mixins, and falls back on them outside the set-up."""

    setup_boxes: dict[int, pygame.Rect] = {}

    def setup_seat(self) -> int:
        """Whose nobles the set-up column shows (-1: the set-up is over): the viewer's, or
        the deciding seat's when nobody's eyes are set (a demo)."""
        s = self.state
        if s is None:
            return -1
        p = next((p for p in s.pending if p[0] == "setup"), None)
        if p is None:
            return -1
        v = self.viewer
        return v if v is not None and 0 <= v < s.players else p[1]

    # ------------------------------------------------------------------ gestures
    def index_legal(self) -> None:
        super().index_legal()
        for a in self.legal:
            if isinstance(a, Allocate):
                self.by_card.setdefault(a.card, {})[box_code(a.noble)] = a

    def place_at(self, pos: tuple[int, int]) -> Any:
        for n, r in self.setup_boxes.items():
            if r.collidepoint(pos):
                return box_code(n)
        return super().place_at(pos)

    def candidate(self, piece, place: Any) -> Any:
        if piece.key[0] == "card" and isinstance(place, int) and place < 0:
            return Allocate(piece.key[1], -1 - place)
        return super().candidate(piece, place)

    def button_actions(self) -> list:
        """As the shared buttons, the held card's allocations first."""
        out = super().button_actions()
        h = self.held
        if h is not None and h.key[0] == "card":
            first = [a for a in out if isinstance(a, Allocate) and a.card == h.key[1]]
            out = first + [a for a in out if a not in first]
        return out

    def squares_of(self, a) -> tuple:
        if isinstance(a, Allocate):
            return (box_code(a.noble),)
        return super().squares_of(a)

    def allocation_rects(self, action: Allocate) -> list[pygame.Rect]:
        """Where an allocation shows (a hint, a lesson): its card in the hand and its
        noble's box."""
        out = [getattr(self, "card_rects", {}).get(action.card),
               self.setup_boxes.get(action.noble)]
        return [pygame.Rect(r) for r in out if r is not None]

    def unseen(self, action: Any) -> bool:
        """A computer's set-up allocation: the table shows the viewer's nobles only, so
        there is nothing to watch."""
        return isinstance(action, Allocate) or super().unseen(action)

    # ------------------------------------------------------------------ drawing
    def draw_side(self, surf: pygame.Surface) -> None:
        self.setup_boxes = {}
        seat = self.setup_seat()
        if seat < 0:
            super().draw_side(surf)
            return
        self.draw_setup(surf, seat)

    def sw(self, key: str, **k: Any) -> str:
        return setup_word(self.ctx.lang, key, **k)

    def draw_setup(self, surf: pygame.Surface, seat: int) -> None:
        s, g = self.state, self.geo
        r = g.side
        if r.w < 60 or r.h < 60:
            return
        self.side_blocks = []
        paper.panel(surf, r)
        fs = self.side_font(r)
        x, y, w = r.x + 12, r.y + 10, r.w - 24
        bottom = r.bottom - 8
        deciding = next(p[1] for p in s.pending if p[0] == "setup")
        head = rendered(self.sw("s_title"), fs + 2, theme.INK, "bold")
        surf.blit(head, (x, y))
        dot = fs // 2
        line = self.sw("s_allocates", name=self.name_of(deciding))
        lx, ly = x + head.get_width() + 14, y + 2
        if lx + 2 * dot + 6 + theme.font(fs).size(line)[0] > x + w:  # under the title
            lx, ly = x, y + head.get_height() + 2
            y = ly + fs + 2
        pygame.draw.circle(surf, self.color_of(deciding), (lx + dot, ly + fs // 2 + 1), dot)
        self.text(surf, line, fs, (lx + 2 * dot + 6, ly), x + w - lx - 2 * dot - 6)
        y += head.get_height() + 4
        paper.rule(surf, x, x + w, y)
        y += 8
        small = max(MIN_PX, fs - 1)
        if self.interactive and deciding == seat:
            how = self.sw("s_how")
        elif deciding != seat and self.viewer is not None:
            how = self.sw("s_wait", name=self.name_of(deciding))
        else:
            how = ""
        for part in wrap(how, small, w, "italic") if how else ():
            y += self.text(surf, part, small, (x, y), w, theme.INK_SOFT, "italic")
        y += 6
        title = self.sw("s_nobles") if seat == self.viewer else \
            self.sw("s_nobles_of", name=self.name_of(seat))
        surf.blit(theme.smallcaps(title, fs + 1), (x, y))
        y += fs + 8
        foot = 2 * (small + 2) + 8
        self.draw_setup_boxes(surf, pygame.Rect(x, y, w, bottom - foot - y), seat, small)
        card = self.setup_card_shown()
        if card >= 0:
            self.text(surf, self.card_line(card), small, (x, bottom - 2 * small - 6), w,
                      theme.ACCENT, "regular")
        left = len(s.hands[seat])
        line = (self.sw("s_left", n=left) + " \u00b7 " if left else "") + \
            self.sw("s_chancery", n=len(s.chancery))
        self.text(surf, line, small, (x, bottom - small - 2), w, theme.INK_SOFT)

    def setup_card_shown(self) -> int:
        """The card of the hand held, or else under the pointer (-1: none)."""
        h = self.held
        if h is not None and h.key[0] == "card":
            return h.key[1]
        for c, r in getattr(self, "card_rects", {}).items():
            if r.collidepoint(self.mouse):
                return c
        return -1

    def card_line(self, c: int) -> str:
        """A dealt card in full (the hand's faces are cut short): name, kind, troops,
        votes and the places it controls."""
        bits = [self.w("k_" + D.CARD_TYPE[c])]
        if D.TROOPS[c]:
            bits.append(self.sw("s_troops", n=D.TROOPS[c]))
        if D.LORDS[c] or D.COMMONS[c]:
            bits.append(self.sw("s_votes", lords=D.LORDS[c], commons=D.COMMONS[c]))
        if D.CONTROLS[c]:
            bits.append(", ".join(D.LOC_NAME[loc] for loc in D.CONTROLS[c]))
        return f"{self.cardn[c]}: " + " \u00b7 ".join(bits)

    def draw_setup_boxes(self, surf: pygame.Surface, area: pygame.Rect, seat: int,
                         fs: int) -> None:
        """A box per noble of ``seat``, in as many columns as the area needs."""
        s = self.state
        mine = sorted(nobles_of(s, seat), key=lambda n: (-D.TROOPS[n], n))
        if not mine or area.h < 20:
            return
        gap = 6
        line = fs + 2
        ideal = 4 * line + 8  # name and troops, title and office, other cards, home
        need = 3 * line + 6  # the home castles may go (they glow on the map on hover)
        cols = 1
        while True:  # the fewest columns that keep three lines a box (wide boxes: whole names)
            rows = -(-len(mine) // cols)
            bh = min(ideal, (area.h - (rows - 1) * gap) // rows)
            bw = (area.w - (cols - 1) * gap) // cols
            if bh >= need or cols == 3 or (area.w - cols * gap) // (cols + 1) < 150:
                break
            cols += 1
        if bh < line + 6:
            return
        lit = self.lit()
        hover = self.hover_button()
        if hover is not None and hover.squares:
            lit = lit | set(hover.squares)
        h = self.held
        over = self.place_at(self.mouse) if h is not None and h.dragging else None
        for i, n in enumerate(mine):
            rect = pygame.Rect(area.x + (i % cols) * (bw + gap), area.y + (i // cols) * (bh + gap),
                               bw, bh)
            self.setup_boxes[n] = rect
            self.draw_noble_box(surf, rect, n, fs, box_code(n) in lit, over == box_code(n))
            if rect.collidepoint(self.mouse):  # where he will stand: his home castles
                for loc in D.CONTROLS[n]:
                    art.draw_glow(surf, self.geo.loc_pt[loc], int(self.geo.unit * 0.34),
                                  self.clock * 5)

    def draw_noble_box(self, surf: pygame.Surface, rect: pygame.Rect, n: int, fs: int,
                       lit: bool, over: bool) -> None:
        s = self.state
        tint = art.CARD_TINT["noble"]
        if over and lit:  # the box the card would drop on now
            tint = (250, 238, 200)
        surf.blit(paper.sheet(rect.size, tint), rect)
        pygame.draw.rect(surf, self.color_of(s.faction[n]), (rect.x, rect.y, 4, rect.h))
        if lit:
            k = int(80 + 60 * abs(((self.clock * 2.5) % 2) - 1))
            glow = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*theme.ACCENT, k), glow.get_rect(), 4, border_radius=5)
            surf.blit(glow, rect.inflate(8, 8).topleft)
        pygame.draw.rect(surf, theme.ACCENT if lit else theme.INK, rect,
                         3 if over and lit else 2 if lit else 1, border_radius=3)
        cards = [c for c in range(D.N_CARDS) if s.holder[c] == n]
        troops = D.TROOPS[n] + sum(D.TROOPS[c] for c in cards)
        x, w = rect.x + 8, rect.w - 14
        y = rect.y + 3
        line = fs + 2
        num = rendered(str(troops), fs, theme.INK, "bold")
        surf.blit(num, (rect.right - 6 - num.get_width(), y))
        fit(surf, self.cardn[n], fs, (x, y), w - num.get_width() - 6, theme.INK, "bold")
        y += line
        titles = [self.cardn[c] for c in cards if D.CARD_TYPE[c] == "title"]
        offices = [self.cardn[c] for c in cards if D.CARD_TYPE[c] == "office"]
        rest = [self.cardn[c] for c in cards if D.CARD_TYPE[c] not in ("title", "office")]
        tl = titles[0] if titles else self.sw("s_titled") if has_title(s, n) else \
            self.sw("s_no_title")
        ol = offices[0] if offices else self.sw("s_no_office")
        rows = [(f"{tl} \u00b7 {ol}", theme.INK)]
        if rest:
            rows.append((", ".join(rest), theme.INK))
        homes = [D.LOC_NAME[loc] for loc in D.CONTROLS[n]]
        if homes:
            rows.append((self.sw("s_home", places=", ".join(homes)), theme.INK_SOFT))
        for text, col in rows:
            if y + fs > rect.bottom - 2:
                break
            fit(surf, text, fs, (x, y), w, col, "regular")
            y += line
