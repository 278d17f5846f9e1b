"""Drawing the Revolution table each frame: the printed map (cached per layout), the
phase strip, the boxes and tracks of the column, the pieces, the glows of the lit places,
the held piece, the overlays and the hover card."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.i18n import decimal
from game.revolution import data as D
from game.revolution.board import prov_counts
from game.revolution.engine import phases
from game.revolution.text import (
    BISHOP_STATES,
    UNIV_STATES,
    bname,
    fname,
    pname,
    rname,
    sname,
    track_label,
)
from ui import paper
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, render
from ui.views.common.buttons import Button
from ui.views.revolution import art, printed
from ui.views.revolution.column import RevolutionColumn
from ui.views.revolution.geometry import Geo
from ui.views.revolution.words import phase_name, state_name

P = D.P


class RevolutionBoard(RevolutionColumn):
    """Mixin: everything drawn on the board rectangle (the column's boxes and tracks: column.py)."""

    geo: Geo | None
    overlays: dict

    # ------------------------------------------------------------------ caches
    def map_surface(self) -> pygame.Surface:
        if self.geo.lang != self.ctx.lang:  # the language changed: the names move too
            self.geo = Geo(self.geo.rect, lang=self.ctx.lang)
            self.put_down()
        key = (self.geo.rect.topleft, self.geo.rect.size, self.geo.lang)
        if self._map_key != key:
            self._map = art.render_map(self.geo).convert() if pygame.display.get_surface() \
                else art.render_map(self.geo)
            self._regions = art.region_layer(self.geo)
            self._map_key = key
        return self._map

    # ------------------------------------------------------------------ frame
    def draw_board(self, surf: pygame.Surface) -> None:
        if self.geo is None or self.state is None:
            return
        g = self.geo
        held = self.held.key if self.held is not None else None
        key = (self.version, self._map_key, tuple(sorted(self.overlays.items())),
               self.ctx.lang, self.ctx.colorblind, held, g.rect.topleft, g.rect.size)
        if self._layer_key != key:  # the table at this position, drawn once
            self.map_surface()
            key = key[:1] + (self._map_key,) + key[2:]
            size = (g.rect.right, g.rect.bottom)
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size).convert() if pygame.display.get_surface() \
                    else pygame.Surface(size)
            layer = self._layer
            layer.blit(surf, g.rect.topleft, g.rect)
            self._draw_static(layer)
            self._layer_key = key
        surf.blit(self._layer, g.rect.topleft, g.rect)
        self.buttons = self.dec_buttons + self.ovl_buttons
        self._draw_glows(surf)
        self.draw_flights(surf)
        self.draw_shows(surf)
        self.draw_loupe(surf)
        self._draw_held(surf)
        if self.lens_rect() is None:
            self._draw_hover(surf)

    def _draw_static(self, surf: pygame.Surface) -> None:
        g = self.geo
        paper.shadow(surf, g.map)
        surf.blit(self.map_surface(), g.map.topleft)
        if self.overlays.get("ov_regions"):
            surf.blit(self._regions, g.map.topleft)
        if self.overlays.get("ov_rivers"):
            self._draw_rivers(surf)
        self._draw_control(surf)
        self._draw_map_pieces(surf)
        self._draw_strip(surf)
        self._draw_column(surf)

    # ------------------------------------------------------------------ strip
    def _draw_strip(self, surf: pygame.Surface) -> None:
        s, g = self.state, self.geo
        r = g.strip
        paper.panel(surf, r, border=False)
        pygame.draw.rect(surf, INK_SOFT, r, 1)
        fs = max(11, int(r.h * 0.42))
        x = r.x + 6
        if s.need is None:
            label = self.w("over")
        else:
            label = self.w("turn", n=s.turn)
        t = render(label, fs + 2, INK, "bold")
        surf.blit(t, (x, r.centery - t.get_height() // 2))
        x += t.get_width() + 10
        if s.need is not None:  # who acts now
            f = s.actor
            pc = art.piece(f, max(8, r.h - 12), False, self.ctx.colorblind)
            surf.blit(pc, (x, r.y + 4))
            x += pc.get_width() + 4
            t = render(fname(f, self.ctx.lang), fs, INK, "bold")
            surf.blit(t, (x, r.centery - t.get_height() // 2))
            x += t.get_width() + 10
        # the phases of the turn
        names = phases(s) if s.need is not None else ()
        room = r.right - x - 6
        if not names or room <= 0:
            return
        # at narrow widths a window of the phases round the current one, "..." either side
        fsp = max(10, fs - 1)
        need = max(render(phase_name(self.ctx.lang, ph) + " …", fsp, INK, "bold").get_width()
                   for ph in names) + 6  # every name whole at a readable size
        fit = max(3, int(room // max(60, need)))
        lo = 0 if len(names) <= fit else max(0, min(s.ph - fit // 2, len(names) - fit))
        shown = list(range(lo, min(len(names), lo + fit)))
        cw = room / len(shown)
        for k, i in enumerate(shown):
            ph = names[i]
            cr = pygame.Rect(int(x + k * cw), r.y + 4, int(cw) - 2, r.h - 8)
            if i == s.ph:
                pygame.draw.rect(surf, (236, 206, 140), cr, border_radius=3)
                pygame.draw.rect(surf, ACCENT, cr, 2, border_radius=3)
            elif i < s.ph:
                pygame.draw.rect(surf, (240, 236, 226) if self.skipped(i) else (232, 224, 204),
                                 cr, border_radius=3)
            name = phase_name(self.ctx.lang, ph)
            if (k == 0 and i > 0) or (k == len(shown) - 1 and i < len(names) - 1):
                name = ("… " + name) if k == 0 else (name + " …")
            col = INK if i >= s.ph else INK_SOFT
            style = "bold" if i == s.ph else "regular"
            t = self._fit_name(name, cr.w - 4, fsp, col, style)
            surf.blit(t, t.get_rect(center=cr.center))
            if i < s.ph and self.skipped(i):
                pygame.draw.line(surf, INK_SOFT, (cr.x + 3, cr.centery), (cr.right - 3, cr.centery))

    def _draw_switches(self, surf: pygame.Surface, fs: int) -> None:
        """The overlay switches, at the foot of the column."""
        row = self.geo.switches
        ovl = []
        if row.h >= 12:
            bw = (row.w - 5 * 4) // 4
            for k, key in enumerate(("ov_counts", "ov_control", "ov_regions", "ov_rivers")):
                br = pygame.Rect(row.x + 4 + k * (bw + 4), row.y + 2, bw, row.h - 4)
                on = bool(self.overlays.get(key))
                ovl.append(Button(br, self.w(key), key=key, toggled=on))
                surf.blit(paper.button_face(br.w, br.h, "on" if on else "up"), br.topleft)
                tt = self._fit_name(self.w(key), br.w - 8, max(9, min(fs, br.h - 6)),
                                    INK if on else INK_SOFT, "bold" if on else "regular")
                surf.blit(tt, tt.get_rect(center=(br.centerx - 1, br.centery - 1)))
        self.ovl_buttons = ovl
        self.buttons = self.dec_buttons + ovl

    def skipped(self, i: int) -> bool:
        """A phase of this turn passed without a decision, between two that had one."""
        seen = self.seen_phases.get(self.state.turn, set())
        return bool(seen) and min(seen) < i < max(seen | {self.state.ph}) and i not in seen

    # ------------------------------------------------------------------ map pieces
    def _count_blit(self, surf: pygame.Surface, owner: int, n: int, x: int, y: int,
                    size: int, round_: bool = False, place: tuple = ()) -> int:
        pc = art.piece(owner, size, round_, self.ctx.colorblind)
        self.drawn.append((place, surf.blit(pc, (x, y - size // 2))))
        w = pc.get_width()
        if n > 1:
            t = render(str(n), max(9, int(size * 0.95)), INK, "bold")
            self.drawn.append((place, surf.blit(t, (x + w, y - t.get_height() // 2))))
            w += t.get_width()
        return w + 2

    def _draw_map_pieces(self, surf: pygame.Surface) -> None:
        """The pieces, counts and armies on the map (``self.drawn``: where each landed, so
        a test can check that none covers a printed name)."""
        s, g = self.state, self.geo
        self.drawn: list[tuple[tuple, pygame.Rect]] = []
        u = g.u
        cnt = s.cnt
        fs = max(10, int(u * 1.25))
        show_counts = self.overlays.get("ov_counts")
        for p in range(P):
            x, y = g.prov[p]
            owners = [(o, cnt[p * 6 + o]) for o in range(6) if cnt[p * 6 + o]]
            yy = y + fs + 10
            if owners:
                total = sum(self._piece_w(o, n, u) for o, n in owners)
                xx, yy = self._row_spot(x - total // 2, yy, total, u, ("prov", p))
                for o, n in owners:
                    xx += self._count_blit(surf, o, n, xx, yy, u, place=("prov", p))
            if show_counts:  # "pieces/limit" written over the printed limit square
                have = sum(prov_counts(s, p, excl=False))
                full = have >= D.LIMIT[p]
                sq = art.limit_box(g, p)
                t = render(f"{have}/{D.LIMIT[p]}", max(9, fs - 3), ACCENT if full else INK,
                           "bold")
                bg = pygame.Rect(0, 0, max(sq.w, t.get_width() + 6), sq.h)
                bg.topright = sq.topright  # grows to the left, the tax coin stays clear
                self.drawn.append((("count", p), pygame.draw.rect(surf, (252, 248, 236), bg)))
                pygame.draw.rect(surf, ACCENT if full else INK, bg, 2 if full else 1)
                surf.blit(t, t.get_rect(center=bg.center))
        for si in range(D.S):
            x, y = g.sett[si]
            loc = P + si
            owners = [(o, cnt[loc * 6 + o]) for o in range(6) if cnt[loc * 6 + o]]
            if not D.IS_CITY[si]:
                if owners:
                    o = owners[0][0]
                    pc = art.piece(o, int(u * 1.15), False, self.ctx.colorblind)
                    self.drawn.append((("set", si), surf.blit(pc, pc.get_rect(center=(x, y)))))
            else:
                sz = max(6, int(u * 0.85))
                total = sum(self._piece_w(o, n, sz) for o, n in owners)
                xx, yy = self._row_spot(x - total // 2, y - int(u * 1.55), total, sz,
                                        ("set", si))
                for o, n in owners:
                    xx += self._count_blit(surf, o, n, xx, yy, sz, True, place=("set", si))
            if s.besieged[si] != -1:
                pygame.draw.circle(surf, (150, 30, 30), (x, y), int(u * 1.45), 2)
        # armies
        for i, r in enumerate(g.space_rects):
            f = s.arm[i]
            if f < 0:
                continue
            pc = art.piece(f, r.w - 2, True, self.ctx.colorblind)
            self.drawn.append((("space", i), surf.blit(pc, pc.get_rect(center=r.center))))
            if s.aband[i]:
                pygame.draw.line(surf, INK, r.topleft, r.bottomright, 2)
            if s.asiege[i] >= 0:
                pygame.draw.line(surf, (150, 30, 30), r.center, g.sett[s.asiege[i]], 2)
        for reg, rr in enumerate(g.region_rects):
            nb = s.bgroup[reg] + s.bblock[reg]
            for k in range(nb):
                self._beggar(surf, (rr.right + 6 + k * (u + 3), rr.centery), u)

    def printed_names(self) -> list[tuple[tuple, pygame.Rect]]:
        """What pieces keep off (screen coordinates, once per layout): each province's
        name and printed values, each settlement's name and marker, the army rows and the
        title cartouche, each with what it is (("set", 3, "name")...)."""
        g = self.geo
        key = (g.rect.topleft, g.rect.size, g.lang)
        cached = getattr(self, "_printed", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        out: list[tuple[tuple, pygame.Rect]] = []
        for k, r in enumerate(printed.province_labels(g)):
            out.append((("prov", k // 2, "name" if k % 2 == 0 else "values"), r))
        spots = art.settlement_labels(g, art.settlement_texts(g))
        for si, r in enumerate(spots):
            out.append((("set", si, "name"), r.move(g.map.topleft)))
            out.append((("set", si, "marker"), art._marker(g, si).move(g.map.topleft)))
        out += [(("region", k), r) for k, r in enumerate(g.region_rects)]
        out.append((("title",), art.cartouche_rect(g)))
        self._printed = (key, out)
        return out

    def _row_spot(self, x: int, y: int, w: int, h: int, owner: tuple) -> tuple[int, int]:
        """Where a row of pieces ``w`` wide and ``h`` high, meant to start at ``x`` on the
        line ``y``, goes: there, or the nearest shift (sideways first, then a little lower
        or higher) that covers no printed name, marker or army row (but its own province's
        values, or its own city's marker, under them); if every shift covers one, the one
        that covers least, a name counting far more than the rest."""
        u = self.geo.u
        h = max(h, render("0", max(9, int(h * 0.95)), INK, "bold").get_height())
        mine = (*owner, "values" if owner[0] == "prov" else "marker")  # the row's own
        avoid = [(50 if place[2:] == ("name",) else 1, r)
                 for place, r in self.printed_names() if place != mine]
        best, best_cost = (x, y), None
        for dy in (0, u // 2, -(u // 2), u, -u, 3 * u // 2):
            for k in sorted(range(-12, 13), key=abs):  # half a piece at a time
                dx = k * u // 2
                r = pygame.Rect(x + dx, y + dy - h // 2, w, h)
                if not self.geo.map.contains(r):
                    continue
                cost = sum(wt * r.clip(a).w * r.clip(a).h for wt, a in avoid
                           if r.colliderect(a))
                if cost == 0:
                    return (x + dx, y + dy)
                if best_cost is None or cost < best_cost:
                    best, best_cost = (x + dx, y + dy), cost
        return best

    def _piece_w(self, owner: int, n: int, size: int) -> int:
        w = size + 2
        if n > 1:
            w += render(str(n), max(9, int(size * 0.95)), INK, "bold").get_width()
        return w

    def _beggar(self, surf: pygame.Surface, c: tuple[int, int], u: int) -> None:
        x, y = c
        hull = [(x - u // 2, y), (x + u // 2, y), (x + u // 3, y + u // 3),
                (x - u // 3, y + u // 3)]
        pygame.draw.polygon(surf, (40, 70, 120), hull)
        pygame.draw.line(surf, INK, (x, y), (x, y - u // 2), 1)
        pygame.draw.polygon(surf, (246, 240, 222), [(x + 1, y - u // 2), (x + 1, y - 1),
                                                    (x + u // 2, y - 1)])

    def _draw_control(self, surf: pygame.Surface) -> None:
        if not self.overlays.get("ov_control"):
            return
        s, g = self.state, self.geo
        u = g.u
        for p in range(P):
            h = s.pcard[p]
            if h < 0:
                continue
            x, y = g.prov[p]
            ring = pygame.Rect(0, 0, int(u * 7), int(u * 3.6))
            ring.center = (x, y + u // 2)
            pygame.draw.ellipse(surf, art.FACTION_RGB[h], ring, 4)
        for si in D.CITIES:
            h = s.ccard[si]
            if h >= 0:
                pygame.draw.circle(surf, art.FACTION_RGB[h], g.sett[si], int(u * 1.3), 3)

    def _draw_rivers(self, surf: pygame.Surface) -> None:
        g = self.geo
        for (course, blocking) in D.RIVERS:
            pts = art.river_points(g, course)
            pygame.draw.lines(surf, art.RIVER, False, pts, 5)
            for blk in blocking:
                for si in blk:
                    pygame.draw.circle(surf, art.RIVER, g.sett[si], int(g.u * 1.3), 2)

    def _draw_tray(self, surf: pygame.Surface) -> None:
        s, g = self.state, self.geo
        r = g.tray
        if r.h < 10:
            return
        f = s.actor if s.need is not None else -1
        lit = self.held is not None and self.held.key == ("tray",)
        pygame.draw.rect(surf, (250, 244, 226), r, border_radius=6)
        pygame.draw.rect(surf, ACCENT if lit else INK_SOFT, r, 2 if lit else 1, border_radius=6)
        fs = max(10, int(g.rh * 0.62))
        if f < 0:
            t = render(self.w("over") + " · " + ", ".join(
                f"{fname(x, self.ctx.lang)} {decimal(s.vp[x], self.ctx.lang)}" for x in sorted(
                    (x for x in range(5) if s.inplay[x]), key=lambda x: -s.vp[x])),
                fs, INK, "bold")
            if t.get_width() > r.w - 16:
                t = pygame.transform.smoothscale(t, (r.w - 16, t.get_height()))
            surf.blit(t, (r.x + 8, r.centery - t.get_height() // 2))
            return
        pc = art.piece(f, max(8, int(r.h * 0.45)), False, self.ctx.colorblind)
        surf.blit(pc, (r.x + 8, r.centery - pc.get_height() // 2))
        free = s.armies_max - sum(1 for a in s.arm if a == f)
        text = self.w("tray", who=fname(f, self.ctx.lang), stock=s.stock[f], coins=s.treas[f],
                      armies=free)
        t = render(text, fs, INK, "bold")
        if t.get_width() > r.w - pc.get_width() - 20:
            t = pygame.transform.smoothscale(t, (r.w - pc.get_width() - 20, t.get_height()))
        surf.blit(t, (r.x + pc.get_width() + 14, r.y + 4))
        extra = self.breakdown_text()
        if extra:
            t = render(extra, max(9, fs - 1), INK_SOFT, "italic")
            if t.get_width() > r.w - pc.get_width() - 20:
                t = pygame.transform.smoothscale(t, (r.w - pc.get_width() - 20, t.get_height()))
            surf.blit(t, (r.x + pc.get_width() + 14, r.bottom - t.get_height() - 4))

    # ------------------------------------------------------------------ glows, held, hover
    def _place_rect(self, place: tuple) -> pygame.Rect:
        g = self.geo
        k = place[0]
        u = g.u
        if k == "space":
            return g.space_rects[place[1]].inflate(4, 4)
        if k == "region":
            return g.region_rects[place[1]].inflate(4, 4)
        if k == "box":
            return g.box_cells[place[1]].inflate(4, 4)
        if k == "track":
            return g.track_rows[place[1]].inflate(2, 2)
        if k == "order":
            return g.order_cells[place[1]].inflate(4, 4)
        if k == "tray":
            return g.tray
        c = g.anchor(place)
        size = int(u * 3.2) if k == "set" else int(u * 4.4)
        r = pygame.Rect(0, 0, size, size)
        r.center = c
        return r

    def _reprint_names(self, surf: pygame.Surface, lit: Iterable[tuple]) -> None:
        """The printed names the glows and rings drawn this frame cross, printed again
        over them (but a lit province's own, which its ring goes round under a faint
        wash): a lit target never hides a name."""
        g = self.geo
        washed = {place[:2] for place in lit if place[0] == "prov"}
        for place, r in self.printed_names():
            if place[2:] != ("name",) or place[:2] in washed:
                continue
            if any(ring.colliderect(r) and (own[:2] != place[:2] or own[0] == "set")
                   for ring, own in self._rings):
                surf.blit(self.map_surface(), r.topleft, r.move(-g.map.x, -g.map.y))

    def _prov_block(self, p: int) -> pygame.Rect:
        """Province ``p``'s printed name and values, with a small margin: where its lit
        ring goes."""
        name, values = (r for place, r in self.printed_names()
                        if place[0] == "prov" and place[1] == p)
        return name.union(values).inflate(self.ui(4), 0)

    def _draw_focus(self, surf: pygame.Surface, pulse: float) -> None:
        """A ring round the place the decision is about (:meth:`focus`)."""
        for place in self.focus():
            r = self._place_rect(place).inflate(self.ui(8), self.ui(8))
            width = max(2, self.ui(3))
            col = (30, 80, 160) if pulse > 0.25 else (70, 120, 200)
            if place[0] == "space":
                pygame.draw.circle(surf, col, r.center, r.w // 2 + 1, width)
            elif place[0] == "prov":  # round the province's own name and values
                r = self._prov_block(place[1]).inflate(self.ui(6), self.ui(6))
                pygame.draw.rect(surf, col, r, width, border_radius=r.h // 3)
            else:
                pygame.draw.ellipse(surf, col, r, width)
            if place[0] in ("prov", "set"):
                self._rings.append((r, place))

    def _draw_glows(self, surf: pygame.Surface) -> None:
        lit = self.lit()
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        self._rings: list[tuple[pygame.Rect, tuple]] = []
        self._draw_focus(surf, pulse)
        col = (*GLOW, int(90 + 80 * pulse))
        for place in lit:
            r = self._place_rect(place)
            if place[0] == "prov":  # round its own name and values, clear of the others'
                r = self._prov_block(place[1])
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            if place[0] == "track":  # the names stay readable: a frame, no wash
                pygame.draw.rect(surf, ACCENT, r, 2, border_radius=3)
                continue
            if place[0] == "prov":  # a ring round the name, a faint wash: the name reads
                rad = r.h // 3
                pygame.draw.rect(glow, (*GLOW, int(25 + 30 * pulse)), glow.get_rect(),
                                 border_radius=rad)
                pygame.draw.rect(glow, (*ACCENT, int(150 + 90 * pulse)), glow.get_rect(),
                                 max(2, self.ui(2)), border_radius=rad)
            elif place[0] == "set":
                pygame.draw.ellipse(glow, col, glow.get_rect())
                pygame.draw.ellipse(glow, (*ACCENT, 200), glow.get_rect(), 2)
            else:
                glow.fill(col)
                pygame.draw.rect(glow, (*ACCENT, 220), glow.get_rect(), 2)
            surf.blit(glow, r.topleft)
            if place[0] in ("prov", "set"):
                self._rings.append((r, place))
        # sources that may be picked up
        if self.held is None or self.held.key == ("tray",):
            for place in self.pieces:
                if place == ("tray",):
                    continue
                r = self._place_rect(place)
                pygame.draw.rect(surf, ACCENT, r, 1, border_radius=4)
        if 0 <= self.cursor < len(self.legal):
            from ui.views.revolution.gestures import source_target
            src, dst = source_target(self.legal[self.cursor])
            for place in (src, dst):
                if place is not None:
                    pygame.draw.rect(surf, (40, 90, 170), self._place_rect(place), 3,
                                     border_radius=4)
        self._reprint_names(surf, lit)

    def _draw_held(self, surf: pygame.Surface) -> None:
        h = self.held
        if h is None or not h.dragging or self.state.need is None:
            return
        owner = self.state.actor
        pc = art.piece(owner, int(self.geo.u * 1.5), h.key[0] == "space", self.ctx.colorblind)
        surf.blit(pc, pc.get_rect(center=h.pos))

    def _draw_hover(self, surf: pygame.Surface) -> None:
        if self.held is not None and self.held.dragging:
            return
        lines = self.hover_lines(self.mouse)
        if not lines:
            return
        from ui.views.common.hover import place_card
        fs = max(11, int(self.geo.rh * 0.6))
        texts = [render(t, fs + (2 if i == 0 else 0), INK, "bold" if i == 0 else "regular")
                 for i, t in enumerate(lines)]
        w = max(t.get_width() for t in texts) + 16
        h = sum(t.get_height() for t in texts) + 12
        rect = place_card((w, h), pygame.Rect(*self.mouse, 0, 0), self.geo.rect.inflate(0, 0),
                          (18, 18), (8, 8))
        paper.panel(surf, rect, border=False)
        pygame.draw.rect(surf, INK_SOFT, rect, 1)
        y = rect.y + 6
        for t in texts:
            surf.blit(t, (rect.x + 8, y))
            y += t.get_height()

    def hover_lines(self, pos: tuple[int, int]) -> list[str]:
        """Everything the rules use at the place under ``pos`` (hover card lines)."""
        if self.geo is None or self.state is None or pos[0] < 0:
            return []
        hits = self.geo.hits(pos)
        if not hits:
            return []
        s = self.state
        lang = self.ctx.lang
        place = hits[0]
        if place[0] == "space" and len(hits) > 1:
            place = hits[1]
        k = place[0]
        w = self.w

        def who(f: int) -> str:
            return fname(f, lang) if f >= 0 else w("nobody")

        def pieces(loc: int) -> str:
            c = s.cnt[loc * 6:loc * 6 + 6]
            return ", ".join(f"{fname(o, lang)} {c[o]}" for o in range(6) if c[o]) or "-"

        if k == "prov":
            p = place[1]
            have = sum(prov_counts(s, p, excl=False))
            out = [pname(p, lang),
                   f"{w('limit', n=D.LIMIT[p])} · {w('tax', t=printed.half(D.TAX[p]))} · "
                   f"{w('vpv', v=printed.half(D.VP[p] + D.VP_FINAL[p]))} · "
                   f"{w('counts', n=have, lim=D.LIMIT[p])}",
                   w("holder", who=who(s.pcard[p])),
                   w("pieces", p=pieces(p)),
                   w("region", r=rname(D.PROV_REGION[p], lang))]
            if s.bish[p] >= 0:
                out.append(w("bishop", st=state_name(BISHOP_STATES, s.bish[p], lang)))
            return out
        if k in ("set", "track"):
            si = place[1]
            kind = w("city") if D.IS_CITY[si] else w("town")
            out = [sname(si, lang) + " — " + kind,
                   pname(D.SET_PROV[si], lang), w("pieces", p=pieces(P + si))]
            if D.IS_CITY[si]:
                out.append(w("holder", who=who(s.ccard[si])))
                out.append(w("allg", n=s.allg[si], of=D.TRACK_SPACES,
                             label=track_label(s.allg[si], lang)))
                bids = self.bids_by_city().get(si, [])
                if s.need == "bid":
                    tally = [f"{fname(f, lang)} {bids.count(f)}" for f in dict.fromkeys(bids)]
                    out.append(w("bids", b=", ".join(tally) or w("no_bids")))
                if D.CITY_CARD[si]:
                    out.append("+ " + ", ".join(sname(x, lang) for x in D.CITY_CARD[si]))
            if D.TRADE[si]:
                out.append(w("trade"))
            if s.univ[si] >= 0:
                out.append(w("univ", st=state_name(UNIV_STATES, s.univ[si], lang)))
            if s.besieged[si] != -1:
                out.append(w("besieged"))
            return out
        if k == "region":
            r = place[1]
            arm = [fname(s.arm[i], lang) for i in D.REGION_SPACES[r] if s.arm[i] >= 0]
            provs = ", ".join(pname(p, lang) for p in D.REGION_PROVS[r])
            out = [rname(r, lang), provs,
                   w("region_armies", a=", ".join(arm) or "-")]
            if s.bgroup[r] + s.bblock[r]:
                out.append(w("beggars_here", n=s.bgroup[r] + s.bblock[r]))
            return out
        if k == "bish":
            p = D.BISHOP_PROVS[place[1]]
            seat = D.MAP["bishoprics"]["seats"].get(D.PROVINCES[p]["id"])
            st = state_name(BISHOP_STATES, s.bish[p], lang) if s.bish[p] >= 0 \
                else "-"
            return [self.w("bishoprics") + ": " + pname(p, lang),
                    w("bishop", st=st), sname(D.SIDX[seat], lang) if seat else ""]
        if k == "univ":
            si = D.UNIV[place[1]]
            st = state_name(UNIV_STATES, max(0, s.univ[si]), lang)
            return [self.w("universities") + ": " + sname(si, lang), w("univ", st=st)]
        if k == "beggars":
            on_map = sum(s.bgroup) + sum(s.bblock)
            return [self.w("beggars"), w("beggars_here", n=on_map),
                    w("hired", who=who(s.hirer)),
                    ", ".join(pname(p, lang) for p in sorted(D.BEGGAR_RANGE))]
        if k == "box":
            bi = D.BOX_OF_SPACE[place[1]]
            return [bname(place[1], lang),
                    w("box_users", who=", ".join(fname(f, lang) for f in D.BOX_USERS[bi])),
                    w("box_provs",
                      p=", ".join(pname(p, lang) for p in D.BOX_PROVS[bi]) or "-"),
                    w("box_kinds")]
        return []
