"""Drawing the column beside the Revolution map: the turn and order boxes, the allegiance
track with the coins bid on it, the bishoprics, universities and the Water Beggars, and the
fitting of their labels into the column's width."""

from __future__ import annotations

import pygame

from game.revolution import data as D
from game.revolution.text import bname, fname, pname, sname
from ui import paper
from ui.theme import ACCENT, INK, INK_SOFT, render, smallcaps
from ui.views.revolution import art
from ui.views.revolution.geometry import Geo

ORDINALS = ("first", "second", "third", "fourth", "fifth")


class RevolutionColumn:
    """Mixin of the board: the column's boxes and tracks."""

    geo: Geo | None

    def _label(self, surf: pygame.Surface, text: str, row: pygame.Rect, fs: int,
               style: str = "regular", col: tuple = INK) -> None:
        t = render(text, fs, col, style)
        if t.get_width() > self.geo.label_w - 4:
            t = pygame.transform.smoothscale(t, (self.geo.label_w - 4, t.get_height()))
        surf.blit(t, (row.x + 2, row.centery - t.get_height() // 2))

    @staticmethod
    def _fit_name(text: str, width: int, fs: int, col: tuple = INK,
                  style: str = "regular") -> pygame.Surface:
        """``text`` whole in ``width``: a smaller size (down to 8 px) before a squeeze."""
        for size in range(fs, 7, -1):
            t = render(text, size, col, style)
            if t.get_width() <= width:
                return t
        if width > 8:
            t = pygame.transform.smoothscale(t, (width, t.get_height()))
        return t

    def _draw_column(self, surf: pygame.Surface) -> None:
        s, g = self.state, self.geo
        col = g.col
        paper.panel(surf, col)
        rh = g.rh
        fs = max(10, int(rh * 0.62))
        lang = self.ctx.lang
        # turns
        sec = g.sections["turns"]
        self._label(surf, self.w("turns"), sec, fs, "bold")
        for i, c in enumerate(g.turn_cells):
            cur = i == s.turn
            pygame.draw.rect(surf, (236, 206, 140) if cur else (246, 240, 224), c)
            pygame.draw.rect(surf, ACCENT if cur else INK_SOFT, c, 2 if cur else 1)
            t = render(str(i), fs, INK, "bold" if cur else "regular")
            surf.blit(t, t.get_rect(center=c.center))
        # turn order
        sec = g.sections["order"]
        self._label(surf, self.w("order"), sec, fs, "bold")
        row = list(s.ctx.get("row", s.order)) if s.need == "order" else list(s.order)
        factions = sum(1 for f in range(5) if s.inplay[f])
        for i, c in enumerate(g.order_cells[:factions]):  # no slot for a faction not in play
            pygame.draw.rect(surf, (246, 240, 224), c)
            pygame.draw.rect(surf, INK_SOFT, c, 1)
            if i < len(row):
                f = row[i]
                pygame.draw.rect(surf, art.FACTION_RGB[f], c.inflate(-4, -4))
                t = render(fname(f, lang)[:4], max(9, fs - 2), INK, "bold")
            else:
                t = render(self.w(ORDINALS[i]), max(9, fs - 2), INK_SOFT, "italic")
            surf.blit(t, t.get_rect(center=c.center))
        # allegiance
        sec = g.sections["allegiance"]
        self._label(surf, self.w("allegiance"), pygame.Rect(sec.x, sec.y, sec.w, rh), fs, "bold")
        bids = self.bids_by_city()
        for si, row_r in g.track_rows.items():
            t = smallcaps(sname(si, self.ctx.lang).title(), max(9, fs - 1), INK)
            nw = g.track_cells[si][0].x - row_r.x - 3
            if t.get_width() > nw:
                t = pygame.transform.smoothscale(t, (nw, t.get_height()))
            surf.blit(t, (row_r.x + 2, row_r.centery - t.get_height() // 2))
            for j, c in enumerate(g.track_cells[si]):
                v = j + 1
                pygame.draw.rect(surf, art.track_tint(v), c)
                pygame.draw.rect(surf, INK_SOFT, c, 1)
                if s.allg[si] == v:
                    pygame.draw.circle(surf, INK, c.center, max(3, min(c.w, c.h) // 2 - 1))
                    pygame.draw.circle(surf, (250, 246, 234), c.center,
                                       max(2, min(c.w, c.h) // 2 - 3))
            self._draw_bids(surf, g.bid_zones[si], bids.get(si, []))
        # support boxes
        sec = g.sections["boxes"]
        for bi, row_r in enumerate(g.box_rows):
            users = D.BOX_USERS[bi]
            name = bname(D.BOX_SPACES[bi][0], lang)
            self._label(surf, name, row_r, max(9, fs - 1))
            ux = g.box_cells[D.BOX_SPACES[bi][-1]].right + 6
            for k, f in enumerate(users):
                pygame.draw.rect(surf, art.FACTION_RGB[f],
                                 (ux + k * (rh // 2 + 2), row_r.y + rh // 4, rh // 2, rh // 2))
            for i in D.BOX_SPACES[bi]:
                c = g.box_cells[i]
                kind = D.BOX_SPACE_KIND[i]
                pygame.draw.rect(surf, (236, 226, 200) if kind == "filled" else (248, 244, 232), c)
                if kind == "diagonal":
                    pygame.draw.line(surf, INK_SOFT, c.bottomleft, c.topright, 1)
                pygame.draw.rect(surf, INK_SOFT, c, 1)
                if s.box[i] >= 0:
                    pc = art.piece(s.box[i], max(6, c.h - 4), False, self.ctx.colorblind)
                    surf.blit(pc, pc.get_rect(center=c.center))
        t = render(self.w("beggars") + ":", max(9, fs - 1), INK, "bold")
        # water beggars
        br = g.beggar_row
        self._label(surf, self.w("beggars"), br, max(9, fs - 1), "bold")
        on_map = sum(s.bgroup) + sum(s.bblock)
        for k in range(D.BEGGARS):
            c = (br.x + g.label_w + k * (rh + 4) + rh // 2, br.centery)
            if k >= on_map:
                self._beggar(surf, c, rh - 4)
        if s.hirer >= 0:
            t = render(fname(s.hirer, lang), max(9, fs - 2), art.FACTION_RGB[s.hirer], "bold")
            surf.blit(t, (br.x + g.label_w + D.BEGGARS * (rh + 4) + 6, br.y))
        # bishoprics and universities
        self._label(surf, self.w("bishoprics"), g.bishop_row, max(9, fs - 1), "bold")
        for k, p in enumerate(D.BISHOP_PROVS):
            c = g.bishop_cells[k]
            st = s.bish[p]
            pygame.draw.rect(surf, art.BISHOP_RGB[st] if st >= 0 else (230, 230, 230), c,
                             border_radius=3)
            pygame.draw.rect(surf, INK_SOFT, c, 1, border_radius=3)
            t = self._fit_name(pname(p, self.ctx.lang), c.w - 4, max(8, fs - 3))
            surf.blit(t, t.get_rect(center=c.center))
        self._label(surf, self.w("universities"), g.univ_row, max(9, fs - 1), "bold")
        for k, si in enumerate(D.UNIV):
            c = g.univ_cells[k]
            st = s.univ[si]
            pygame.draw.rect(surf, art.UNIV_RGB[max(0, st)], c, border_radius=3)
            pygame.draw.rect(surf, INK_SOFT, c, 1, border_radius=3)
            t = self._fit_name(sname(si, self.ctx.lang).title(), c.w - 4, max(8, fs - 3))
            surf.blit(t, t.get_rect(center=c.center))
        # score track
        sr = g.score_row
        self._label(surf, self.w("score"), sr, max(9, fs - 1), "bold")
        x0 = sr.x + g.label_w
        w = sr.right - x0 - 8
        top = max(20.0, max(s.vp) if s.vp else 0.0)
        pygame.draw.line(surf, INK_SOFT, (x0, sr.centery), (x0 + w, sr.centery), 2)
        for k in range(0, int(top) + 1, 5):
            xx = x0 + int(w * k / top)
            pygame.draw.line(surf, INK_SOFT, (xx, sr.centery - 4), (xx, sr.centery + 4), 1)
        for f in range(5):
            if not s.inplay[f]:
                continue
            xx = x0 + int(w * s.vp[f] / top)
            pc = art.piece(f, max(6, rh // 2), True, self.ctx.colorblind)
            surf.blit(pc, pc.get_rect(center=(xx, sr.centery - (f % 2) * 4)))
        self._draw_tray(surf)
        self._draw_switches(surf, fs)
        del t

    def bids_by_city(self) -> dict[int, list[int]]:
        """The coins bid so far this turn, city by city: each coin's owner, grouped by
        faction in the order the bids are resolved ([6.16])."""
        s = self.state
        out: dict[int, list[int]] = {}
        if s is None or s.need != "bid":
            return out
        for f, si in s.ctx.get("bids", ()):
            out.setdefault(si, []).append(f)
        for owners in out.values():
            owners.sort(key=lambda f: (f == D.N, s.order.index(f) if f in s.order else 9))
        return out

    def _draw_bids(self, surf: pygame.Surface, zone: pygame.Rect, owners: list[int]) -> None:
        """One coin for each bid, in its owner's colour, overlapping when many."""
        if not owners or zone.w < 6:
            return
        d = max(8, zone.h - 2)
        n = len(owners)
        step = d + 1 if n == 1 else min(d + 1, (zone.w - d) / (n - 1))
        for k, f in enumerate(owners):
            c = art.coin(f, d, self.ctx.colorblind)
            surf.blit(c, (int(zone.x + k * step), zone.centery - d // 2))

