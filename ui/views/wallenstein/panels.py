"""The Wallenstein panels: each player's public panel, and the private desk with the hand, the
draft, the counters and a button for every decision with no place on the map."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.i18n import ngettext
from game.wallenstein import data as D
from game.wallenstein.actions import (
    Count,
    Defend,
    DraftReplace,
    DraftTake,
    PlaceGroup,
    Plan,
    RecruitMove,
)
from game.wallenstein.state import (
    ANNOUNCE,
    BLANK,
    DRAFT,
    EXECUTE,
    HIDDEN,
    PLACE,
    PLAN,
    UNSET,
)
from ui.theme import ACCENT, INK, INK_SOFT, render
from ui.views.common.buttons import Button
from ui.views.wallenstein import art, panel_art
from ui.views.wallenstein.words import choice, word


class WallensteinPanels:
    """The Wallenstein panels: each player's public panel, and the private desk with the hand, the
    draft, the counters and a button for every decision with no place on the map."""

    # ------------------------------------------------------------------ shows
    # ================================================================== panels
    def public_panel_height(self, width: int) -> int:
        return max(70, int(92 * self._ui()))

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        s = self.shown or self.state
        if s is None or seat >= s.players:
            return
        ex = self.executing(s)
        flashing = tuple(sp for (st, sp), t0 in self.flash.items()
                         if st == seat and self.t - t0 < 1.5)
        key = (rect.size, self.lang, self.viewer, s.gold[seat], s.grain[seat], s.score[seat],
               s.supply[seat], tuple(s.owner), tuple(s.armies), tuple(s.plans[seat]),
               s.revealed[seat], ex, flashing,
               tuple(self.ctx.seat_colors), bool(self.ctx.extra.get("panel_names")))
        hit = self._pub_cache.get(seat)
        if hit is None or hit[0] != key:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._paint_public(layer, layer.get_rect(), seat, s)
            hit = (key, layer)
            self._pub_cache[seat] = hit
        surf.blit(hit[1], rect.topleft)

    def _paint_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int, s: Any) -> None:
        size = max(12, min(20, rect.h // 5))
        x, y = rect.x + 4, rect.y + 2
        if not self.ctx.extra.get("panel_names"):
            t = render(self.seat_name(seat), size, self.seat_colour(seat), "bold")
            surf.blit(t, (x, y))
            x += t.get_width() + 10
        ic = size
        x = panel_art.stat(surf, x, y, art.coin(ic), str(s.gold[seat]), size)
        x = panel_art.stat(surf, x, y, art.sheaf(ic), str(s.grain[seat]), size)
        x = panel_art.stat(surf, x, y, panel_art.star(ic), str(s.score[seat]), size)
        x = panel_art.stat(surf, x, y, art.cube(ic - 2, self.seat_colour(seat)),
                        str(s.supply[seat]), size)
        provs = sum(1 for o in s.owner if o == seat)
        on_map = sum(a for a, o in zip(s.armies, s.owner, strict=False) if o == seat)
        t = render(ngettext("{provs} prov · {n} army", "{provs} prov · {n} armies", on_map,
                            self.lang, provs=provs), int(size * 0.8),
                   INK_SOFT, "italic")
        if x + t.get_width() < rect.right:
            surf.blit(t, (x, y + 2))
        # the planning board as everyone sees it
        top = y + size + 6
        h = rect.bottom - top - 2
        if h < 14:
            return
        w = min(int(h * 0.8), (rect.w - 8 - 9 * 3) // 10)
        plan = s.plans[seat]
        rev = s.revealed[seat]
        ex = self.executing(s)
        cur_space = s.order_cards[ex[0]] if ex is not None and ex[1] == seat else -1
        for sp in range(10):
            r = pygame.Rect(rect.x + 4 + sp * (w + 3), top, w, h)
            card = plan[sp]
            cancelled = bool(rev & (1 << (10 + sp)))
            if card == HIDDEN or (card >= BLANK and self.viewer != seat and self.viewer
                                  is not None and not rev & (1 << sp)):
                card = HIDDEN
            flash = self.flash.get((seat, sp))
            glow = flash is not None and self.t - flash < 1.5
            panel_art.draw_space(surf, r, sp, self.lang, card, glow=glow,
                              current=sp == cur_space,
                              cancelled=cancelled)

    def private_panel_height(self, width: int) -> int:
        return max(140, min(200, int(width * 0.135)))

    def _card_size(self) -> tuple[int, int]:
        if self.space_rects:
            r = self.space_rects[0]
            return r.w - 6, int((r.w - 6) * 0.95)
        return 70, 66

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        s = self.state
        self.buttons = []
        self.hand_rects = []
        self.space_rects = []
        self.faceup_rects = []
        self.group_rects = []
        if s is None:
            return
        lang = self.lang
        pad = 6
        ph = s.phase
        size = max(13, min(18, rect.h // 11))
        top_h = int(rect.h * 0.56)
        if ph in (DRAFT, PLACE):  # the draft needs the whole panel (no plan yet)
            if self.interactive and not self.shows:
                bw = max(160, rect.w // 4)
                side = pygame.Rect(rect.right - bw - pad, rect.y + pad, bw, rect.h - 2 * pad)
                low = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - bw - 3 * pad,
                                  rect.h - 2 * pad)
                self._draw_draft(surf, side, low, s, seat)
                for k, b in enumerate(self.buttons):
                    art.draw_button(surf, b, self.hover is not None and
                                    b.rect.collidepoint(self.hover), size,
                                    selected=k == self.opt_sel)
                if self.drag is not None and self.drag.moved:
                    self._draw_drag(surf)
            return
        # the planning board (always: it is this seat's own)
        bw = int(rect.w * 0.66)
        sw = min((bw - 9 * 4) // 10, int(top_h * 0.9))
        plan = s.plans[seat] if seat < s.players else [UNSET] * 10
        rev = s.revealed[seat] if seat < s.players else 0
        placing = ph == PLAN and s.planner == seat and self.interactive
        ex = self.executing(s)
        cur = s.order_cards[ex[0]] if ex is not None and ex[1] == seat else -1
        doomed = {sp for sp, _ in self.doomed_spaces()} if placing else set()
        for sp in range(10):
            r = pygame.Rect(rect.x + pad + sp * (sw + 4), rect.y + pad, sw, top_h - pad)
            self.space_rects.append(r)
            card = plan[sp]
            if placing and card == UNSET and sp in self.local_plan:
                card = self.local_plan[sp]
            if self.drag is not None and self.drag.kind == "card" and self.drag.moved \
                    and self.drag.origin == sp:
                card = UNSET
            glow = placing and plan[sp] == UNSET and (self.drag is not None or
                                                      self.sel_card is not None)
            if ph == ANNOUNCE and s.planner == seat and plan[sp] == UNSET and self.interactive:
                glow = True
            flash = self.flash.get((seat, sp))
            panel_art.draw_space(surf, r, sp, lang, card,
                              glow=glow or (flash is not None and self.t - flash < 1.5),
                              current=sp == cur,
                              cancelled=bool(rev & (1 << (10 + sp))) or sp in doomed)
            if sp == self.sel_space and placing:
                pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 2, border_radius=5)
        bx = rect.x + pad + 10 * (sw + 4) + pad
        side = pygame.Rect(bx, rect.y + pad, rect.right - bx - pad, top_h - pad)
        low = pygame.Rect(rect.x + pad, rect.y + top_h + pad, rect.w - 2 * pad,
                          rect.h - top_h - 2 * pad)
        if not self.interactive or self.shows:
            return
        if ph == PLAN and s.planner == seat:
            self._draw_hand(surf, low, s, seat)
            complete = all(plan[i] != UNSET or i in self.local_plan for i in range(10))
            bh = max(28, min(40, side.h // 3))
            self.buttons.append(Button(pygame.Rect(side.x, side.y, side.w, bh),
                                       word(lang, "confirm"), key="confirm",
                                       enabled=complete, hot=True))
            self.buttons.append(Button(pygame.Rect(side.x, side.y + bh + 6, side.w, bh),
                                       word(lang, "clear"), key="clear",
                                       enabled=bool(self.local_plan)))
            if not complete:  # why Confirm is off, and what the blank cards are for
                self._note(surf, pygame.Rect(side.x, side.y + 2 * bh + 10, side.w,
                                             side.bottom - side.y - 2 * bh - 10),
                           word(lang, "plan_missing", n=self.plan_missing()))
        elif ph in (DRAFT, PLACE):
            self._draw_draft(surf, side, low, s, seat)
        elif ph == EXECUTE and s.pending:
            self._draw_controls(surf, side, s)
            self._option_buttons(low, size)
        else:
            self._option_buttons(low, size)
        hover = self.hover
        for k, b in enumerate(self.buttons):
            art.draw_button(surf, b, hover is not None and b.rect.collidepoint(hover), size,
                            selected=k == self.opt_sel)
        if self.drag is not None and self.drag.moved:
            self._draw_drag(surf)  # last, above the board and the panels

    @staticmethod
    def _note(surf: pygame.Surface, area: pygame.Rect, text: str) -> None:
        """``text`` in small italics, wrapped into ``area`` (the lines that fit)."""
        from ui.widgets import wrap

        fs = max(10, min(14, area.h // 3))
        y = area.y
        for line in wrap(text, fs, area.w, "italic"):
            t = render(line, fs, INK_SOFT, "italic")
            if y + t.get_height() > area.bottom:
                break
            surf.blit(t, (area.x, y))
            y += t.get_height()

    def _draw_hand(self, surf: pygame.Surface, low: pygame.Rect, s: Any, seat: int) -> None:
        cards = self.hand()
        cw, ch = self._card_size()
        ch = min(ch, low.h - 4)
        lab = render(word(self.lang, "hand"), max(11, low.h // 6), INK_SOFT, "italic")
        surf.blit(lab, (low.x, low.y))
        x0 = low.x + lab.get_width() + 10
        n = len(cards)
        step = cw + 6 if n * (cw + 6) <= low.right - x0 else max(12, (low.right - x0 - cw)
                                                                  // max(1, n - 1))
        for k, c in enumerate(cards):
            r = pygame.Rect(x0 + k * step, low.y + 2, cw, ch)
            if self.drag is not None and self.drag.kind == "card" and self.drag.moved \
                    and self.drag.origin == -1 and self.drag.value == c and \
                    cards.index(c) == k:
                continue
            sel = self.sel_card == c and cards.index(c) == k
            panel_art.draw_card(surf, r, c if c != BLANK else -1, lift=sel)
            if sel:
                pygame.draw.rect(surf, ACCENT, r.move(0, -4).inflate(4, 4), 2, border_radius=6)
            self.hand_rects.append((r, c))

    def _draw_draft(self, surf: pygame.Surface, side: pygame.Rect, low: pygame.Rect, s: Any,
                    seat: int) -> None:
        lang = self.lang
        ch = low.h - 22
        cw = min(int(ch * 0.95), low.w // 4)
        x = low.x
        if s.phase == DRAFT:
            for k, p in enumerate(s.faceup):
                r = pygame.Rect(x, low.y + 2, cw, ch)
                ok = DraftTake(k) in self.legal
                panel_art.draw_card(surf, r, p, lift=ok and self.hover is not None
                                 and r.collidepoint(self.hover))
                if ok:
                    self.faceup_rects.append((r, DraftTake(k)))
                x += cw + 8
            if s.deck:
                r = pygame.Rect(x, low.y + 2, cw, ch)
                panel_art.draw_card(surf, r, HIDDEN)
                t = render(f"{word(lang, 'deck')} ({len(s.deck)})", max(10, ch // 7),
                           (246, 236, 214), "bold")
                surf.blit(t, (r.centerx - t.get_width() // 2, r.bottom + 1 - t.get_height()))
                if DraftTake(2) in self.legal:
                    self.faceup_rects.append((r, DraftTake(2)))
                x += cw + 12
            if DraftReplace() in self.legal:
                self.buttons.append(Button(pygame.Rect(x, low.y + 2, max(90, cw * 2),
                                                       max(28, ch // 2)),
                                           word(lang, "replace"), action=DraftReplace()))
        else:
            sizes = sorted({a.size for a in self.legal if type(a) is PlaceGroup}, reverse=True)
            cs = max(16, min(ch // 2, 34))
            for g in sizes:
                r = pygame.Rect(x, low.y + 2, cs + 30, cs + 16)
                self.group_rects.append((r, g))
                pygame.draw.rect(surf, (236, 224, 196), r, border_radius=4)
                pygame.draw.rect(surf, INK_SOFT, r, 1, border_radius=4)
                small = max(8, cs // 2)
                img = art.cube(small, self.seat_colour(seat))
                for j in range(g):  # the group as a little pile
                    q, m = divmod(j, 3)
                    surf.blit(img, (r.x + 4 + m * (small - 2) + q * 3,
                                    r.bottom - small - 6 - q * (small // 2 + 2)))
                t = render(str(g), max(12, cs * 2 // 3), INK, "bold")
                surf.blit(t, (r.x + cs + 9, r.centery - t.get_height() // 2))
                x += r.w + 8
            if s.last_taken >= 0:
                t = render(D.NAMES[s.last_taken], max(12, cs * 2 // 3), INK, "italic")
                surf.blit(t, (x + 6, low.y + 6))
        self._option_buttons(side, 15, column=True)

    def _draw_controls(self, surf: pygame.Surface, side: pygame.Rect, s: Any) -> None:
        """The counter (and the recruit toggle) for the pending decision."""
        lang = self.lang
        kind = s.pending[0]
        lo, hi = self._count_range()
        bh = max(26, min(36, side.h // 3))
        if hi >= lo:
            bw = bh + 6
            self.buttons.append(Button(pygame.Rect(side.x, side.y, bw, bh), "−",
                                       key="minus", enabled=self.count > lo))
            t = render(str(self.count), max(16, bh - 6), INK, "bold")
            cx = side.x + bw + 8
            surf.blit(t, (cx, side.y + (bh - t.get_height()) // 2))
            self.buttons.append(Button(pygame.Rect(cx + max(30, t.get_width() + 10), side.y,
                                                   bw, bh), "+", key="plus",
                                       enabled=self.count < hi))
        y = side.y + bh + 6
        if kind in ("defend", "revolt"):
            self.buttons.append(Button(pygame.Rect(side.x, y, side.w, bh),
                                       word(lang, "throw", n=self.count),
                                       action=Defend(self.count), hot=True))
        elif kind == "count":
            self.buttons.append(Button(pygame.Rect(side.x, y, side.w, bh),
                                       word(lang, "march", n=self.count),
                                       action=Count(self.count), hot=True))
        elif kind == "act" and s.pending[3] == 7 and not all(
                type(a) is RecruitMove and a.recruit for a in self.legal):  # no toggle: forced
            can = any(type(a) is RecruitMove and a.recruit for a in self.legal)
            if can:
                self.buttons.append(Button(pygame.Rect(side.x, y, side.w, bh),
                                           word(lang, "recruit"), key="recruit",
                                           toggled=self.recruit))
            else:  # nothing to switch: say why instead of a dead button
                from ui.widgets import wrap

                fs = max(11, bh // 2)
                for line in wrap(word(lang, "recruit_off"), fs, side.w, "italic")[:3]:
                    surf.blit(render(line, fs, INK_SOFT, "italic"), (side.x, y))
                    y += render(line, fs, INK_SOFT, "italic").get_height()

    def _option_buttons(self, area: pygame.Rect, size: int, column: bool = False) -> None:
        """A button per legal decision (the rules' own words), in pages if many."""
        acts = [a for a in self.legal if type(a) is not Plan]
        if not acts:
            return
        describe = self.ctx.rules.describe
        bh = max(24, min(32, area.h // 3 if not column else area.h // 4))
        bw = area.w if column else max(120, min(300, area.w // 4))
        per_row = max(1, area.w // (bw + 6))
        rows = max(1, (area.h + 6) // (bh + 6))
        per_page = max(1, per_row * rows)
        pages = max(1, math.ceil(len(acts) / per_page))
        if pages > 1:
            per_page = max(1, per_page - 1)
            pages = math.ceil(len(acts) / per_page)
        self.page %= pages
        chunk = acts[self.page * per_page:(self.page + 1) * per_page]
        k = 0
        for a in chunk:
            r, c = divmod(k, per_row)
            rect = pygame.Rect(area.x + c * (bw + 6), area.y + r * (bh + 6), bw, bh)
            label = choice(a, self.lang) or describe(a, self.lang)  # worded as a choice
            self.buttons.append(Button(rect, label[:1].upper() + label[1:], action=a))
            k += 1
        if pages > 1:
            r, c = divmod(k, per_row)
            rect = pygame.Rect(area.x + c * (bw + 6), area.y + r * (bh + 6), bw, bh)
            self.buttons.append(Button(rect, f"{word(self.lang, 'more')} "
                                             f"({self.page + 1}/{pages})", key="page"))
