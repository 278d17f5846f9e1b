"""Drawing the Wallenstein table each frame: the map with its pieces (cached per position), glows,
marching armies, the held piece, and the right column (action order, events, the tower)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.wallenstein import data as D
from game.wallenstein.state import (
    BLANK,
    NEUTRAL,
)
from game.wallenstein.texts import SEASON_NAMES
from ui import paper
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, PLAYER_MARKS, render
from ui.views.wallenstein import art, labels, stage, tower, tower_art
from ui.views.wallenstein import map_art as wmap
from ui.views.wallenstein import panel_art as panels
from ui.views.wallenstein.geometry import MapGeom
from ui.views.wallenstein.words import word


class WallensteinBoard:
    """Drawing the Wallenstein table each frame: the map with its pieces (cached per position),
    glows, marching armies, the held piece, and the right column (action order, events, the
    tower)."""

    # ================================================================== drawing: board
    def draw_board(self, surf: pygame.Surface) -> None:
        s = self.shown or self.state
        if s is None or self.geom is None:
            return
        br = self.board_rect
        if self.shows and not self.flights and self.shows[0].kind == "tower" \
                and self.stage_bg is not None \
                and self.stage_bg[0] == (id(self.shows[0]), br.topleft, br.size) \
                and surf.get_rect().contains(br):
            surf.blit(self.stage_bg[1], br.topleft)  # the veiled table, taken once
            stage.draw_show(self, surf, veiled=True)
            return
        mr = self.map_rect
        paper.shadow(surf, mr)
        surf.blit(self._pieces(s), mr.topleft)
        self._draw_glows(surf, s)
        panels.grain_scale(surf, self.grain_rect, list(s.grain),
                           [self.seat_colour(i) for i in range(s.players)],
                           word(self.lang, "grain"))
        self._draw_column(surf, s)
        if self.drag is not None and self.drag.moved and not self.interactive:
            self._draw_drag(surf)
        for f in self.flights:
            self._draw_flight(surf, f)
        if self.shows and not self.flights:
            stage.draw_show(self, surf)
        elif self.drag is None and self.hover is not None and \
                self.map_rect.collidepoint(self.hover):
            stage.draw_tip(self, surf, s, self.geom.province_at(self.hover))

    def _draw_flight(self, surf: pygame.Surface, f: list) -> None:
        """Armies marching: a cube with its count sliding from province to province."""
        a = self.geom.army_pos(f[0])
        b = self.geom.army_pos(f[1])
        k = art.ease_out(f[4] / f[5])
        x = a[0] + (b[0] - a[0]) * k
        y = a[1] + (b[1] - a[1]) * k - math.sin(k * math.pi) * self.geom.unit
        cs = int(self.geom.unit * 1.3)
        surf.blit(art.cube(cs, self.seat_colour(f[2])), (int(x) - cs // 2, int(y) - cs // 2))
        t = render(str(f[3]), max(9, int(self.geom.unit * 0.9)), (250, 246, 236), "bold")
        surf.blit(t, (int(x) - t.get_width() // 2, int(y) - t.get_height() // 2 - 2))

    def _pieces(self, s: Any) -> pygame.Surface:
        mr = self.map_rect
        key = (mr.size, s.players, tuple(s.owner), tuple(s.armies), tuple(s.buildings),
               tuple(s.revolts), wmap.wasted(s), tuple(self.ctx.seat_colors),
               self.ctx.colorblind)
        if key == self._pieces_key and self._pieces_surf is not None:
            return self._pieces_surf
        base = wmap.static_layer(mr.w, mr.h, s.players)
        surf = base.copy()
        g = MapGeom(pygame.Rect(0, 0, mr.w, mr.h))
        u = g.unit
        waste = wmap.wasted(s)
        names = labels.placements(mr.w, mr.h, s.players)
        for p in range(D.N_PROVINCES):  # the owners' rings stop at the names, as printed
            o = s.owner[p]
            ax, ay = g.anchor[p]
            if o >= 0:
                col = self.seat_colour(o)
                pts = [(ax + (x - ax) * 0.93, ay + (y - ay) * 0.93) for x, y in g.polys[p]]
                pygame.draw.lines(surf, art.shade(col, 1.1), True, pts, max(2, int(u / 5)))
        for lab in names:
            for r in lab.rects:
                surf.blit(base, r.topleft, r)
        for p in range(D.N_PROVINCES):
            o = s.owner[p]
            ax, ay = g.anchor[p]
            if p in waste and o == NEUTRAL:
                self._scorch(surf, g, p)
            if o >= 0:
                col = self.seat_colour(o)
                cs = int(u * 1.15)
                cx, cy = ax - int(u * 0.55), ay + int(u * 0.55)
                cube = art.cube(cs, col)
                surf.blit(cube, (cx - cs // 2, cy - cs // 2))
                if self.ctx.colorblind:
                    art.mark(surf, PLAYER_MARKS[o % len(PLAYER_MARKS)], (cx - cs // 4,
                                                                         cy - cs // 4),
                             max(2, cs // 7))
                n = s.armies[p]
                t = render(str(n), max(9, int(u * 0.85)),
                           (250, 246, 236) if sum(col) < 480 else INK, "bold")
                surf.blit(t, (cx - t.get_width() // 2 - 1, cy - t.get_height() // 2 - 2))
            b = s.buildings[p]
            cs = max(5, int(u * 0.42))  # the printed city squares (see map_art.py)
            slot = 0
            for k in range(3):
                if b & (1 << k):  # a building stands on the next city of the province
                    img = art.building(k, int(u * 0.95))
                    cx = ax + int(u * 0.35) + slot * (cs + 2) + cs // 2
                    cy = ay - int(u * 0.35) + cs
                    surf.blit(img, (cx - img.get_width() // 2, cy - img.get_height() + 1))
                    slot += 1
            for k in range(min(4, s.revolts[p])):
                tok = art.revolt_token(int(u * 0.75))
                surf.blit(tok, (ax - int(u * 1.6) - k * int(u * 0.35), ay - int(u * 0.6)))
        self._pieces_key = key
        self._pieces_surf = surf
        return surf

    def _scorch(self, surf: pygame.Surface, g: MapGeom, p: int) -> None:
        pts = g.polys[p]
        xs = [x for x, _ in pts]
        ys = [y for _, y in pts]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(layer, (70, 44, 24, 90), [(x - box.x, y - box.y) for x, y in pts])
        step = max(4, int(g.unit * 0.4))
        for k in range(-box.h, box.w, step):
            pygame.draw.line(layer, (50, 30, 16, 70), (k, 0), (k + box.h, box.h))
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in pts])
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(layer, box.topleft)

    def _glow(self, p: int) -> tuple[pygame.Surface, tuple[int, int]]:
        key = (p, self.map_rect.w)
        hit = self._glow_cache.get(key)
        if hit is not None:
            return hit
        pts = self.geom.polys[p]
        xs = [x for x, _ in pts]
        ys = [y for _, y in pts]
        box = pygame.Rect(min(xs) - 3, min(ys) - 3, max(xs) - min(xs) + 7, max(ys) - min(ys) + 7)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        rel = [(x - box.x, y - box.y) for x, y in pts]
        pygame.draw.polygon(layer, (*GLOW, 120), rel)
        pygame.draw.lines(layer, (196, 138, 36, 255), True, rel, 3)
        out = (layer, (box.x + self.map_rect.x, box.y + self.map_rect.y))
        self._glow_cache[key] = out
        return out

    def _draw_glows(self, surf: pygame.Surface, s: Any) -> None:
        if self.shows:
            return
        pulse = 0.55 + 0.45 * math.sin(self.t * 4.0)
        for p in self.targets():
            layer, pos = self._glow(p)
            layer.set_alpha(int(120 + 135 * pulse))
            surf.blit(layer, pos)
        src = self.source()
        if src >= 0:
            ax, ay = self.geom.army_pos(src)
            art.dashed_circle(surf, ACCENT, (ax, ay), int(self.geom.unit * 1.2), 2, self.t * 2)
        if s.pending and s.pending[0] in ("defend", "revolt"):
            ax, ay = self.geom.army_pos(s.pending[2])
            art.dashed_circle(surf, ACCENT, (ax, ay), int(self.geom.unit * 1.3), 3, self.t * 2)
            if s.pending[0] == "defend":
                bx, by = self.geom.army_pos(s.pending[4])
                self._arrow(surf, (bx, by), (ax, ay), self.seat_colour(s.pending[3]))
        hp = self._hover_province()
        if hp >= 0:
            pygame.draw.lines(surf, ACCENT, True,
                              [self.geom.to_screen(q) for q in self.geom.polys[hp]], 2)

    def _arrow(self, surf: pygame.Surface, a: tuple, b: tuple, col: tuple) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        if d < 4:
            return
        ux, uy = dx / d, dy / d
        end = (b[0] - ux * 10, b[1] - uy * 10)
        pygame.draw.line(surf, INK, a, end, 5)
        pygame.draw.line(surf, col, a, end, 3)
        left = (end[0] - ux * 4 - uy * 8, end[1] - uy * 4 + ux * 8)
        right = (end[0] - ux * 4 + uy * 8, end[1] - uy * 4 - ux * 8)
        tip = (b[0], b[1])
        pygame.draw.polygon(surf, col, [tip, left, right])
        pygame.draw.polygon(surf, INK, [tip, left, right], 1)

    def _draw_drag(self, surf: pygame.Surface) -> None:
        d = self.drag
        x, y = d.pos
        if d.kind == "card":
            w, h = self._card_size()
            r = pygame.Rect(0, 0, w, h)
            r.center = (x, y)
            pygame.draw.rect(surf, (30, 18, 8), r.move(5, 8), border_radius=6)
            panels.draw_card(surf, r, d.value if d.value != BLANK else -1)
            return
        s = self.state
        u = self.geom.unit
        if d.kind == "army":
            col = self.seat_colour(s.owner[d.value])
            self._arrow(surf, self.geom.army_pos(d.value), (x, y), col)
            n = self.count
        else:
            col = self.seat_colour(self.viewer if self.viewer is not None else 0)
            n = d.value
        cs = int(u * 1.4)
        pygame.draw.rect(surf, (30, 18, 8), (x - cs // 2 + 5, y - cs // 2 + 8, cs, cs),
                         border_radius=3)
        surf.blit(art.cube(cs, col), (x - cs // 2, y - cs // 2))
        t = render(str(n), max(10, int(u)), (250, 246, 236), "bold")
        surf.blit(t, (x - t.get_width() // 2, y - t.get_height() // 2 - 2))

    # ------------------------------------------------------------------ the right column
    def _draw_column(self, surf: pygame.Surface, s: Any) -> None:
        cr = self.col_rect
        key = (cr.size, self.lang, s.year, s.season, self.executing(s),
               tuple(s.shown), tuple(s.used), s.event, s.order_shown,
               tuple(s.order_cards[:s.order_shown]), s.options.get("events", "2012"))
        if key != self._col_key or self._col_surf is None:
            layer = pygame.Surface(cr.size, pygame.SRCALPHA)
            self._paint_column(layer, s, -cr.x, -cr.y)
            self._col_surf = layer
            self._col_key = key
        surf.blit(self._col_surf, cr.topleft)
        if self.flips:
            self._draw_flips(surf, s)
        if not (self.shows and self.shows[0].kind == "tower"):
            cubes = tower.idle_layout(self.resting, list(s.tower.tray))
            tower_art.draw_tower(surf, self.tower_rect, cubes, self.colours(),
                                 marks=self.marks())

    def _draw_flips(self, surf: pygame.Surface, s: Any) -> None:
        """Action-order cards turning over: the back narrows, the face widens."""
        cr = self.col_rect
        pad = max(6, cr.w // 60)
        ow = (cr.w - 2 * pad - 9 * 4) // 10
        y = cr.y + pad + self.head_h + 6
        dur = 0.35 / max(0.2, self.ctx.anim_speed)
        for k, t0 in list(self.flips.items()):
            e = (self.t - t0) / dur
            if e >= 1 or k >= s.order_shown:
                del self.flips[k]
                continue
            r = pygame.Rect(cr.x + pad + k * (ow + 4), y, ow, self.order_h)
            under = r.inflate(10, 12)  # the bare paper where the printed card lies
            surf.blit(paper.sheet(cr.size), under.topleft, under.move(-cr.x, -cr.y))
            if e < 0:
                panels.order_card(surf, r, None, self.lang)
                continue
            layer = pygame.Surface((r.w + 8, r.h + 8), pygame.SRCALPHA)
            face = s.order_cards[k] if e >= 0.5 else None
            panels.order_card(layer, pygame.Rect(4, 4, r.w, r.h), face, self.lang)
            sx = abs(math.cos(e * math.pi))
            w = max(2, int(layer.get_width() * sx))
            img = pygame.transform.smoothscale(layer, (w, layer.get_height()))
            surf.blit(img, (r.centerx - w // 2, r.y - 4 - int(math.sin(e * math.pi) * 6)))

    def _paint_column(self, surf: pygame.Surface, s: Any, dx: int, dy: int) -> None:
        """The column's cards on a layer (``dx``, ``dy``: screen to layer offset)."""
        cr = self.col_rect.move(dx, dy)
        lang = self.lang
        surf.blit(paper.sheet(cr.size), cr.topleft)
        pygame.draw.rect(surf, INK_SOFT, cr, 1)
        pad = max(6, cr.w // 60)
        y = cr.y + pad
        season = SEASON_NAMES.get(lang, SEASON_NAMES["en"])[min(3, s.season)]
        head = render(f"{word(lang, 'year', y=s.year)} · {season.capitalize()}",
                      max(14, int(self.head_h * 0.7)), INK, "bold")
        surf.blit(head, (cr.x + pad + 4, y))
        y += self.head_h
        lsize = max(10, cr.h // 40)
        lab = render(word(lang, "order"), lsize, INK_SOFT, "italic")
        surf.blit(lab, (cr.x + pad + 4, y - lab.get_height() + 4))
        y += 6
        ow = (cr.w - 2 * pad - 9 * 4) // 10
        for k in range(10):
            r = pygame.Rect(cr.x + pad + k * (ow + 4), y, ow, self.order_h)
            face = s.order_cards[k] if k < s.order_shown else None
            ex = self.executing(s)
            panels.order_card(surf, r, face, lang, current=ex is not None and k == ex[0],
                              done=ex is not None and k < ex[0])
        er = self.events_rect.move(dx, dy)
        lab = render(word(lang, "events"), lsize, INK_SOFT, "italic")
        surf.blit(lab, (er.x, er.y - lab.get_height() - 2))
        if not self.events_grid:
            tr = self.tower_rect.move(dx, dy)
            lab = render(word(lang, "tower"), lsize, INK_SOFT, "italic")
            surf.blit(lab, (tr.x + 2, tr.y - lab.get_height() - 2))
        deck = s.options.get("events", "2012")
        n = max(4, len(s.shown))
        if self.events_grid:
            ew = (er.w - 8) // 2
            eh = (er.h - 8) // 2
        else:
            eh = (er.h - (n - 1) * 8) // n
        for k, idx in enumerate(s.shown):
            if self.events_grid:
                r = pygame.Rect(er.x + (k % 2) * (ew + 8), er.y + (k // 2) * (eh + 8), ew, eh)
            else:
                r = pygame.Rect(er.x + 4, er.y + k * (eh + 8), er.w - 8, eh)
            st = "current" if idx == s.event else "used" if idx in s.used else "shown"
            panels.event_card(surf, r, deck, idx, lang, st, big=True)
