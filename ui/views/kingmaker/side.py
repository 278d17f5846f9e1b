"""The side column beside the map: whose turn and phase it is, the succession (both houses'
heirs in order, alive or dead, where they are, who holds them, and the winning condition),
Parliament while it sits (each faction's Lords and Commons and its vote), the Chancery and
the decks, the last Crown discards and the record of the last events and battles.

It compresses rather than shrinks: the text never goes under ``MIN_PX`` pixels; a narrow
column sets the heirs one under the other, a wide one in two columns, and the sections
at the bottom give way (fewer discards, fewer records) when the column is short. Each
section's rectangle is kept in ``side_blocks`` (the layout test checks they never
overlap)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import N_, ByLang, gettext
from game.kingmaker import data as D
from game.kingmaker.board import BEAUFORT_SLOT, CAPTIVE, royal_ctrl, royal_pos, senior, votes
from game.kingmaker.state import PHASE_IDS
from game.kingmaker.text import pos_name
from ui import paper, theme
from ui.views.kingmaker import art

MIN_PX = 11  # the smallest text of the side column and the faction panels
# the heirs as the succession names them, short (their order in heirs.json)
HEIR_SHORT = ByLang((
    N_("Henry VI"), N_("Margaret of Anjou"), N_("Edward, Prince of Wales"),
    # Translators: the short names of the York heirs in Kingmaker's succession column
    N_("Richard, York"), N_("Edward, March"), N_("Edmund, Rutland"), N_("George, Clarence"),
    N_("Richard, Gloucester")))


@lru_cache(maxsize=512)
def wrap(text: str, size: int, width: int, style: str = "regular") -> tuple[str, ...]:
    """``text`` in lines no wider than ``width`` at ``size`` (a long word stays whole)."""
    f = theme.font(size, style)
    out: list[str] = []
    line = ""
    for wd in text.split():
        cand = f"{line} {wd}".strip()
        if f.size(cand)[0] > width and line:
            out.append(line)
            line = wd
        else:
            line = cand
    return tuple(out + [line] if line else out or [""])


@lru_cache(maxsize=512)
def cut(text: str, size: int, width: int, style: str = "regular") -> str:
    """``text`` as it fits in ``width`` pixels: whole, or cut with an ellipsis."""
    f = theme.font(size, style)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


@lru_cache(maxsize=512)
def fitting(text: str, size: int, width: int, style: str = "regular") -> int:
    """The largest size from ``size`` down to ``MIN_PX`` at which ``text`` fits."""
    while size > MIN_PX and theme.font(size, style).size(text)[0] > width:
        size -= 1
    return size


@lru_cache(maxsize=2048)
def rendered(text: str, size: int, color: tuple, style: str) -> pygame.Surface:
    """A line of the side column or a faction panel, set once (the same lines come back
    every frame)."""
    return theme.render(text, size, color, style)


def fit(surf: pygame.Surface, text: str, size: int, pos: tuple[int, int], width: int,
        color: tuple = theme.INK, style: str = "regular") -> int:
    """One line at ``size`` (never under ``MIN_PX``), cut with an ellipsis to ``width``;
    its height."""
    size = max(MIN_PX, size)
    t = rendered(cut(text, size, max(0, width), style), size, tuple(color), style)
    surf.blit(t, pos)
    return t.get_height()


class KingmakerSide:
    """The side-column mixin of the Kingmaker view."""

    side_blocks: list = []

    def side_font(self, r: pygame.Rect, compact: bool = False) -> int:
        """The text size of the side column: a thirtieth of its height when ``compact``
        (a Parliament sitting fills it), else a twenty-sixth."""
        return max(MIN_PX + 1, min(self.ui(17), r.w // 16, r.h // (30 if compact else 26)))

    def text(self, surf: pygame.Surface, s: str, size: int, pos: tuple[int, int], width: int,
             color: tuple = theme.INK, style: str = "regular") -> int:
        return fit(surf, s, size, pos, width, color, style)

    def draw_side(self, surf: pygame.Surface) -> None:
        g = self.geo
        r = g.side
        self.side_blocks = []
        self.discard_rects = {}
        if r.w < 60 or r.h < 60:
            return
        paper.panel(surf, r)
        clip = surf.get_clip()
        surf.set_clip(r.clip(clip))  # never over the private panel under the column
        try:
            self.draw_column(surf, r, self.side_font(r))
            if not any(n == "chancery" for n, _ in self.side_blocks):
                self.side_blocks = []  # the Chancery did not fit: all again, smaller
                self.discard_rects = {}
                paper.panel(surf, r)
                self.draw_column(surf, r, self.side_font(r, compact=True))
        finally:
            surf.set_clip(clip)

    def draw_column(self, surf: pygame.Surface, r: pygame.Rect, fs: int) -> None:
        s = self.state
        x, y = r.x + 12, r.y + 10
        w = r.w - 24
        bottom = r.bottom - 8
        top = y
        head = rendered(self.w("round", n=s.round), fs + 2, theme.INK, "bold")
        surf.blit(head, (x, y))
        phase = self.w("phase_" + PHASE_IDS[s.phase])
        if s.to_act() is not None:
            line = self.w("turn_of", phase=phase, name=self.name_of(s.active))
            dot = fs // 2
            lw = theme.font(fs).size(line)[0]
            if head.get_width() + 26 + lw <= w:  # beside the round, or under it
                lx, ly = x + head.get_width() + 14, y + 2
                y += head.get_height() + 4
            else:
                lx, ly = x, y + head.get_height() + 2
                y = ly + fs + 6
            pygame.draw.circle(surf, self.color_of(s.active), (lx + dot, ly + fs // 2 + 1), dot)
            self.text(surf, line, fs, (lx + 2 * dot + 6, ly), x + w - lx - 2 * dot - 6)
        else:
            self.text(surf, phase, fs, (x + head.get_width() + 14, y + 2),
                      w - head.get_width() - 14)
            y += head.get_height() + 4
        self.side_blocks.append(("turn", pygame.Rect(x, top, w, y - top)))
        paper.rule(surf, x, x + w, y)
        y += 8
        top = y
        y = self.draw_succession(surf, x, y, w, fs)
        self.side_blocks.append(("succession", pygame.Rect(x, top, w, y - top)))
        paper.rule(surf, x, x + w, y)
        y += 8
        if s.parl is not None:
            top = y
            y = self.draw_parliament(surf, x, y, w, fs)
            self.side_blocks.append(("parliament", pygame.Rect(x, top, w, y - top)))
            paper.rule(surf, x, x + w, y)
            y += 8
        self.draw_chancery(surf, x, y, w, fs, bottom)

    # ------------------------------------------------------------------ succession
    def draw_succession(self, surf: pygame.Surface, x: int, y: int, w: int, fs: int) -> int:
        s = self.state
        surf.blit(theme.smallcaps(self.w("succession"), fs + 1), (x, y))
        y += fs + 8
        two = w >= 24 * fs  # two houses side by side, or one under the other
        col_w = w // 2 if two else w
        bottom = y
        for house, key in ((D.LANCASTER, "lancaster"), (D.YORK, "york")):
            cx = x + (col_w if two and house == D.YORK else 0)
            yy = y if two else bottom
            yy += self.text(surf, self.w(key), fs, (cx, yy), col_w, theme.ACCENT, "bold") + 2
            top = senior(s, house)
            heirs = sorted((h for h in range(D.N_HEIRS) if D.HEIR_HOUSE[h] == house),
                           key=lambda h: D.HEIR_RANK[h])
            if house == D.LANCASTER and s.faction[D.BEAUFORT] >= 0:
                heirs.append(BEAUFORT_SLOT)
            for h in heirs:
                yy = self.draw_heir(surf, h, h == top, cx, yy, col_w, fs)
            bottom = max(bottom, yy + (0 if two else 4))
        y = bottom + 2
        for line in wrap(self.w("win_line"), fs - 1, w, "italic"):
            y += self.text(surf, line, fs - 1, (x, y), w, theme.INK, "italic")
        return y + 4

    def draw_heir(self, surf: pygame.Surface, h: int, top: bool, x: int, y: int, w: int,
                  fs: int) -> int:
        """One heir: crown, name (bold for the senior), and under it where he is and who
        holds him, or "dead"; the y below him."""
        s = self.state
        house = D.HEIR_HOUSE[h] if h < D.N_HEIRS else D.LANCASTER
        alive = s.heir_alive[h] if h < D.N_HEIRS else top
        cs = fs + 2
        surf.blit(art.crown_token(house, cs, bool(s.heir_crowned[h]), bool(alive)), (x, y))
        name = HEIR_SHORT[self.ctx.lang][h] if h < D.N_HEIRS else "Beaufort"
        tx = x + cs + 5
        if not alive:
            her = h < D.N_HEIRS and D.HEIR_NAME[h].startswith("Margaret")
            dead = self.w("dead_f" if her else "dead")  # her gender
            line = f"{name} \u2014 {dead}"
            return y + self.text(surf, line, fs - 1, (tx, y), x + w - tx, theme.INK_SOFT,
                                 "italic") + 3
        y += self.text(surf, name, fs - 1, (tx, y), x + w - tx, theme.INK,
                       "bold" if top else "regular")
        p = royal_pos(s, h)
        where = pos_name(p, self.ctx.lang) if p >= 0 and p != CAPTIVE else "?"
        c = royal_ctrl(s, h)
        sx = tx + 4
        if c >= 0:
            d = max(3, fs // 3)
            pygame.draw.circle(surf, self.color_of(c), (tx + d, y + fs // 2), d)
            sx = tx + 2 * d + 5
        return y + self.text(surf, where, fs - 1, (sx, y), x + w - sx, theme.INK_SOFT) + 3

    # ------------------------------------------------------------------ Parliament
    def draw_parliament(self, surf: pygame.Surface, x: int, y: int, w: int, fs: int) -> int:
        s = self.state
        seat, venue, cards, prop, _tried, _fb = s.parl
        y += self.text(surf, self.w("parl_title", venue=D.LOC_NAME[venue]), fs, (x, y), w,
                       theme.INK, "bold") + 2
        y += self.text(surf, self.w("to_settle", n=len(cards)), fs - 1, (x, y), w)
        if prop is not None:
            line = self.w("proposal", card=self.cardn[prop[0]], noble=self.cardn[prop[1]])
            for part in wrap(line, fs - 1, w):
                y += self.text(surf, part, fs - 1, (x, y), w, theme.ACCENT)
        y += 2
        # the Lords and Commons each faction brings to this sitting, and its vote so far
        area = D.LOC_AREA[venue]
        n = s.players
        cols = 2 if w >= 260 and n > 3 else 1
        cw = w // cols
        row = fs + 2
        for p in range(n):
            lo, co = votes(s, p, area)
            k = (p - seat) % n
            cast = s.votes_cast[k] if prop is not None and k < len(s.votes_cast) else None
            mark = "" if cast is None else f"  {self.w('yes' if cast else 'no')}"
            cx = x + (p % cols) * cw
            cy = y + (p // cols) * row
            pygame.draw.circle(surf, self.color_of(p), (cx + fs // 3, cy + fs // 2), fs // 3)
            votes_line = gettext("{name}  L {lords} · C {commons}", self.ctx.lang,
                                 name=self.name_of(p), lords=lo, commons=co)
            self.text(surf, votes_line + mark, fs - 1,
                      (cx + fs - 2, cy), cw - fs)
        y += -(-n // cols) * row
        return y + 4

    # ------------------------------------------------------------------ Chancery, record
    def draw_chancery(self, surf: pygame.Surface, x: int, y: int, w: int, fs: int,
                      bottom: int) -> None:
        s = self.state
        small = fs - 1
        line = (f"{self.w('chancery')}: {len(s.chancery)} \u00b7 {self.w('deck')}: "
                f"{len(s.crown_deck)} \u00b7 {len(s.event_deck)} {self.w('events_left')}")
        top = y
        for part in wrap(line, small, w):
            if y + small > bottom:
                return
            y += self.text(surf, part, small, (x, y), w)
        y += 4
        self.side_blocks.append(("chancery", pygame.Rect(x, top, w, y - top)))
        cols = 3 if w >= 3 * 80 else 2
        cw = (w - (cols - 1) * 4) // cols
        chh = fs + MIN_PX + 8
        if s.discard and y + fs + 8 + chh <= bottom:
            top = y
            surf.blit(theme.smallcaps(self.w("discard"), fs + 1), (x, y))
            y += fs + 6
            col = 0
            for c in reversed(s.discard[-2 * cols:]):
                if y + chh > bottom:
                    break
                cr = pygame.Rect(x + col * (cw + 4), y, cw, chh)
                self.discard_rects[c] = cr
                art.card_face(surf, cr, c, fs, self.ctx.lang)
                col += 1
                if col == cols:
                    col = 0
                    y += chh + 4
            if col:
                y += chh + 4
            self.side_blocks.append(("discard", pygame.Rect(x, top, w, y - top)))
        if not self.record or y + 3 * (small + 2) + 14 > bottom:
            return
        y += 4
        paper.rule(surf, x, x + w, y)
        y += 8
        top = y
        surf.blit(theme.smallcaps(self.w("record"), fs + 1), (x, y))
        y += fs + 6
        for title, lines in reversed(self.record):
            rows = [(part, theme.ACCENT, "bold") for part in wrap(title, small, w, "bold")]
            for t, st in lines:
                if st == "votes":  # the sheet's table; the record keeps its reason line
                    continue
                rows += [(part, theme.INK, st) for part in wrap(t, small, w, st)]
            if y + (small + 1) * 2 > bottom:
                break
            for text, col_, st in rows:
                if y + small + 1 > bottom:
                    break
                y += self.text(surf, text, small, (x, y), w, col_, st)
            y += 6
        self.side_blocks.append(("record", pygame.Rect(x, top, w, min(y, bottom) - top)))
