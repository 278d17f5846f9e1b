"""The Hansa Teutonica panels: each player's public escritoire, the private panel with the supply
tray, and the buttons for decisions with no place on the map."""

from __future__ import annotations

import pygame

from game.hansa import actions as act
from game.hansa import engine
from game.hansa import text as htext
from game.hansa.state import (
    ACT3,
    ACT4,
    DISPLACED,
    LIBER_SOPHIAE,
    MAIN,
    MERCHANT,
    MOVE,
    OVER,
    REMOVE,
    REMOVE3,
    SWAP,
    TRADER,
    UPGRADE,
)
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, font, render
from ui.views.common import wood
from ui.views.common.buttons import Button
from ui.views.common.gestures import CANCEL_KEY
from ui.views.hansa import art
from ui.views.hansa import panel_art as hpa
from ui.views.hansa.targets import DISPLACE_PHASE, PLACE_PHASE, SPATIAL
from ui.widgets import wrap


def button_grid(widths: list[int], width: int, height: int, bh: int, cols: int
                ) -> tuple[int, int, int]:
    """(columns, button width, button height) for buttons whose labels need ``widths``
    pixels, in a ``width`` x ``height`` area: ``cols`` columns, fewer while a label does
    not fit, lower rows (down to 20 pixels) before another column; squeezed as before
    only when nothing else shows every button."""
    n = max(1, len(widths))
    need = max(widths, default=0)

    def col_w(c: int) -> int:
        return (width - (c - 1) * 6) // c

    c = cols
    while c > 1 and col_w(c) < need:
        c -= 1
    while True:
        h = min(bh, height // -(-n // c) - 4)
        if h >= 20:
            return c, col_w(c), h
        if c >= n or col_w(c + 1) < need:
            break
        c += 1
    c = max(cols, -(-n // max(1, height // (bh + 4))))
    return c, col_w(c), bh


class HansaPanels:
    """The Hansa Teutonica panels: each player's public escritoire, the private panel with the
    supply tray, and the buttons for decisions with no place on the map."""

    # ------------------------------------------------------------------ panels
    def public_panel_height(self, width: int) -> int:
        return max(60, int(width * 0.24))

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """Prestige, personal supply, stock, abilities in brief and bonus markers; three
        rows when there is room, else two (abilities and markers share the second)."""
        if self.state is None:
            return
        s = self.s
        self.anchors[seat] = rect.center
        color, mark = self.color_of(seat), self.mark_of(seat)
        three = rect.h >= 3 * self.ui(19)
        row_h = max(14, min(rect.h // (3 if three else 2), self.ui(26)))
        fs = max(12, int(row_h * 0.64))
        ps = max(11, int(row_h * 0.8))
        x, y = rect.x, rect.y
        mid = y + row_h // 2
        # prestige, supply, stock
        star = render(f"{s.prestige[seat]}", fs + 4, ACCENT, "bold")
        wood.blit_piece(surf, color, TRADER, ps, (x + ps // 2, mid), mark)  # the score cube
        surf.blit(star, (x + ps + 4, mid - star.get_height() // 2 - 1))
        x += ps + star.get_width() + self.ui(12)
        lab = render(self.w("supply"), fs - 1, INK_SOFT, "italic")
        surf.blit(lab, (x, mid - lab.get_height() // 2 - 1))
        x += lab.get_width() + 4
        for shape in (TRADER, MERCHANT):
            r = hpa.draw_pieces_count(surf, (x, mid - ps // 2), color, shape,
                                      s.supply[2 * seat + shape], ps, mark, fs)
            x = r.right + self.ui(6)
        lab = render(self.w("stock"), fs - 1, INK_SOFT, "italic")
        x += self.ui(6)
        surf.blit(lab, (x, mid - lab.get_height() // 2 - 1))
        x += lab.get_width() + 4
        small = ps * 3 // 4
        for shape in (TRADER, MERCHANT):
            r = hpa.draw_pieces_count(surf, (x, mid - small // 2), art.STOCK_RGB, shape,
                                      s.stock[2 * seat + shape], small, None, fs - 1)
            x = r.right + self.ui(6)
        if seat == s.cur and self.decider == seat and s.phase != OVER:
            t = render(str(engine.actions_left(s)), fs + 2, ACCENT, "bold")
            tr = t.get_rect(midright=(rect.right - 6, mid - 1))
            if tr.x > x:
                pygame.draw.circle(surf, ACCENT, tr.center, max(tr.w, tr.h) // 2 + 2, 1)
                surf.blit(t, tr)
        # abilities in brief
        y += row_h + 1
        mid = y + row_h // 2
        x = rect.x
        b = s.board
        cw = rect.w // 5 if three else min(rect.w // 8, self.ui(40))
        isz = max(10, ps - 2)
        for ab in (0, 2, 3, 4, 1):
            ic = art.ability_icon(ab, isz, INK)
            surf.blit(ic, (x, mid - isz // 2))
            v = engine.value(s, seat, ab)
            if ab == 3:
                box = pygame.Rect(x + isz + 2, mid - isz // 2 + 1, isz - 2, isz - 2)
                pygame.draw.rect(surf, art.PRIVILEGE_RGB[v], box, border_radius=2)
                pygame.draw.rect(surf, INK, box, 1, border_radius=2)
            else:
                t = render("C" if v >= 99 else str(v), fs + 1, INK, "bold")
                surf.blit(t, (x + isz + 2, mid - t.get_height() // 2 - 1))
            if three:
                lvl, mx = s.level[5 * seat + ab], b.ability_max[ab]
                for k in range(mx + 1):
                    pc = (x + isz + 4 + k * 5, y + row_h - 2)
                    if k <= lvl:
                        pygame.draw.circle(surf, INK, pc, 2)
                    else:
                        pygame.draw.circle(surf, INK_SOFT, pc, 2, 1)
            x += cw
        # bonus markers (and the East-West award)
        if three:
            y += row_h + 1
            x = rect.x
        else:
            x += self.ui(4)
        ms = max(10, row_h - 3)
        end = hpa.draw_markers(surf, x, y + (row_h - ms) // 2, ms, s.unused[seat], s.used[seat],
                               s.plate[seat])
        if s.east_west[seat]:
            t = render(f"{self.w('east_west')} +{s.east_west[seat]}", fs - 1, INK, "italic")
            surf.blit(t, (end + 6, y + row_h // 2 - t.get_height() // 2))

    def private_panel_height(self, width: int) -> int:
        return self.ui(168)

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        if self.state is None:
            return
        s = self.s
        self.anchors.setdefault(seat, rect.center)
        color, mark = self.color_of(seat), self.mark_of(seat)
        gap = self.ui(10)
        esc_w = min(int(rect.w * 0.36), self.ui(330))
        esc = pygame.Rect(rect.x, rect.y, esc_w, rect.h)
        lit = {a for a in self.by_ability}
        if self.held is not None and self.held.kind == "marker" and self.held.key != UPGRADE:
            lit = set()
        if s.phase == MAIN and (self.held is None or self.held.kind != "marker"):
            lit = set()
        rows = hpa.draw_escritoire(surf, esc, s, seat, color, mark, lit, self.lang())
        self.priv = {"abilities": {a: r for a, r in rows.items() if a in lit},
                     "pieces": [], "markers": [], "stock": None,
                     "net_key": self.priv.get("net_key"), "net": self.priv.get("net"),
                     "hover_key": self.priv.get("hover_key"), "hover": self.priv.get("hover")}
        # middle: supply, stock, markers, pieces moved / to re-place
        mid = pygame.Rect(esc.right + gap, rect.y, int(rect.w * 0.3), rect.h)
        fs = max(12, self.ui(15))
        ps = max(14, self.ui(24))
        y = mid.y
        t = render(self.w("supply"), fs, INK_SOFT, "italic")
        surf.blit(t, (mid.x, y))
        y += t.get_height()
        x = mid.x
        for shape in (TRADER, MERCHANT):
            n = s.supply[2 * seat + shape]
            r = pygame.Rect(x, y, ps + 6, ps + 6)
            can = self._supply_usable(shape)
            if can:
                pygame.draw.rect(surf, GLOW, r.inflate(6, 6), border_radius=6)
            held_here = self.held is not None and self.held.kind == "supply" and \
                self.held.shape == shape
            if n:
                wood.blit_piece(surf, color, shape, ps, r.center, mark, 0.7 if held_here else 0.0)
            else:
                pygame.draw.rect(surf, INK_SOFT, r.inflate(-4, -4), 1, border_radius=4)
            if held_here:
                pygame.draw.rect(surf, ACCENT, r.inflate(6, 6), 2, border_radius=6)
            c = render(str(n), fs + 2, INK, "bold")
            surf.blit(c, (r.right + 3, r.centery - c.get_height() // 2))
            self.priv["pieces"].append((("supply", shape), r))
            x = r.right + c.get_width() + self.ui(16)
        # stock (click for income)
        st = pygame.Rect(x, y - 2, max(self.ui(96), mid.right - x), ps + 10)
        income = any(type(a) is act.Income for a in self.legal)
        pygame.draw.rect(surf, GLOW if income else (232, 218, 186), st, border_radius=5)
        pygame.draw.rect(surf, ACCENT if income else INK_SOFT, st, 1, border_radius=5)
        t = render(self.w("stock"), fs, INK)
        surf.blit(t, t.get_rect(midleft=(st.x + 6, st.centery - 1)))
        sx = st.x + 12 + t.get_width()
        for shape in (TRADER, MERCHANT):
            r = hpa.draw_pieces_count(surf, (sx, st.centery - ps * 3 // 8), color, shape,
                                      s.stock[2 * seat + shape], ps * 3 // 4, mark, fs)
            sx = r.right + self.ui(8)
        if income:
            self.priv["stock"] = st
        y += ps + self.ui(14)
        t = render(self.w("markers"), fs, INK_SOFT, "italic")
        surf.blit(t, (mid.x, y))
        y += t.get_height()
        ms = max(16, self.ui(28))
        usable = set()
        if s.phase == MAIN and seat == s.cur:
            types = {type(a) for a in self.legal}
            for k, tp in ((ACT3, act.UseActions), (ACT4, act.UseActions), (UPGRADE, act.UseUpgrade),
                          (SWAP, act.UseSwap), (REMOVE3, act.Remove)):
                if tp in types:
                    usable.add(k)
        chosen = self.held.key if self.held is not None and self.held.kind == "marker" else None
        hpa.draw_markers(surf, mid.x, y, ms, s.unused[seat], s.used[seat], s.plate[seat],
                         usable, self.priv["markers"], chosen)
        self.priv["markers"] = [(r, k) for r, k in self.priv["markers"] if k in usable]
        y += ms + self.ui(8)
        self._draw_tray(surf, mid.x, y, ps, fs, seat)
        # right: actions left and the buttons
        right = pygame.Rect(mid.right + gap, rect.y, rect.right - mid.right - gap, rect.h)
        self._draw_buttons(surf, right, seat, fs)

    def _draw_tray(self, surf: pygame.Surface, x: int, y: int, ps: int, fs: int,
                   seat: int) -> None:
        """Pieces moved so far (Move) or waiting to be re-placed (displaced)."""
        s = self.s
        if s.phase == MOVE and s.pend and seat == s.cur:
            n, most = s.pend[0], s.ability(seat, LIBER_SOPHIAE)
            t = render(self.w("moved", n=n, max=most), fs, INK_SOFT, "italic")
            surf.blit(t, (x, y + ps // 2 - t.get_height() // 2))
            x += t.get_width() + 8
            for k in range(most):
                c = (x + k * (ps // 2 + 4) + ps // 4, y + ps // 2)
                if k < n:
                    wood.blit_piece(surf, self.color_of(seat), TRADER, ps // 2, c,
                                   self.mark_of(seat))
                else:
                    pygame.draw.circle(surf, INK_SOFT, c, ps // 4, 1)
        elif s.phase == DISPLACED and self.legal:
            route, shape, extras, owner, _ = s.pend
            t = render(self.w("to_place"), fs, INK_SOFT, "italic")
            surf.blit(t, (x, y + ps // 2 - t.get_height() // 2))
            x += t.get_width() + 8
            shapes = sorted({a.shape for a in self.legal if type(a) is act.Relocate})
            for sh in shapes:
                r = pygame.Rect(x, y, ps + 6, ps + 6)
                pygame.draw.rect(surf, GLOW, r.inflate(4, 4), border_radius=5)
                wood.blit_piece(surf, self.color_of(owner), sh, ps, r.center, self.mark_of(owner))
                self.priv["pieces"].append((("relocate", sh), r))
                x += ps + 12
            if shape < 0:
                t = render(self.w("extras", n=extras), fs, INK, "italic")
                surf.blit(t, (x, y + ps // 2 - t.get_height() // 2))

    def _buttons_for(self) -> list[Button]:
        """The decisions offered as buttons now (always including the non-map ones)."""
        z = pygame.Rect(0, 0, 0, 0)
        out: list[Button] = []
        if self.choices:
            out = [Button(z, self.describe(a), a) for a in self.choices]
            out.append(Button(z, self.w("cancel"), key=CANCEL_KEY))
            return out
        s = self.s
        acts = self.legal
        few = len(acts) <= 8 and s.phase != MAIN
        for a in acts:
            swap = self.is_swap(a)
            if few or swap or not isinstance(a, SPATIAL):
                label = self.describe(a)
                if swap:  # always a button: the gesture is not an obvious one
                    cube, disc = (a.post, a.to) if s.post[a.post] & 1 else (a.to, a.post)
                    label = self.w("swap_move", a=htext.post_name(cube),
                                   b=htext.post_name(disc))
                elif type(a) is act.EndTurn:
                    label = self.w("end_turn")
                elif type(a) is act.StopMove:
                    label = self.w("stop_move")
                hot = type(a) is act.EndTurn and engine.actions_left(s) <= 0
                hot = hot or type(a) is act.StopMove
                hot = hot or type(a) in (act.NoBenefit, act.DeclineExtras,
                                         act.StopRemove) and len(acts) == 1
                out.append(Button(z, label, a, hot=hot))
        if self.held is not None:
            out.append(Button(z, self.w("cancel"), key=CANCEL_KEY))
        return out

    def _draw_buttons(self, surf: pygame.Surface, area: pygame.Rect, seat: int, fs: int) -> None:
        s = self.s
        y = area.y
        if seat == s.cur and s.phase in (MAIN, MOVE, REMOVE, PLACE_PHASE, DISPLACE_PHASE):
            total = engine.value(s, seat, 0) + s.bonus
            left = max(0, total - s.actions)
            t = render(f"{self.w('actions_left')}: {left} / {total}", fs + 4, ACCENT, "bold")
            surf.blit(t, (area.x, y))
            y += t.get_height() + 2
        else:
            # the whole prompt: its last words ("or no benefit.") were cut at small sizes
            self.prompt_lines = wrap(self.prompt_short(), fs, area.w, "italic")[:3]
            for line in self.prompt_lines:
                t = render(line, fs, INK, "italic")
                surf.blit(t, (area.x, y))
                y += t.get_height()
            y += 2
        self.buttons = self._buttons_for()
        self.button_size = size = max(11, fs - 1)
        widths = [font(size).size(f"0  {b.label}")[0] + 12 for b in self.buttons]
        cols, bw, bh = button_grid(widths, area.w, area.bottom - y, max(22, self.ui(28)),
                                   2 if area.w >= self.ui(300) else 1)
        rows_fit = max(1, (area.bottom - y) // (bh + 4))
        hover = self._button_at(self.mouse)
        for i, b in enumerate(self.buttons):
            r, c = i % rows_fit, i // rows_fit
            b.rect = pygame.Rect(area.x + c * (bw + 6), y + r * (bh + 4), bw, bh)
            if b.rect.bottom > area.bottom + 2:
                b.enabled = False
                continue
            n = i + 1 if i < 9 else 0
            hpa.draw_button(surf, b, b is hover, size, n)
