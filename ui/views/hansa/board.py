"""Drawing the Hansa Teutonica map each frame: the cached printed map, the pieces, lit targets, the
prestige and East-West tracks, the actions plaque and the keyboard cursor."""

from __future__ import annotations

import math
from collections import defaultdict

import pygame

from game.hansa import engine
from game.hansa.actions import (
    Claim,
    Coellen,
    ExtraOffice,
    Income,
    Move,
    NeutralOffice,
    Office,
    PlaceMarker,
    Upgrade,
    UseSwap,
    UseUpgrade,
)
from game.hansa.state import (
    CLAIM_CHOICE,
    DISPLACED,
    MERCHANT,
    NEUTRAL_CLAIM,
    OVER,
    PLACE_MARKERS,
    TRADER,
)
from ui.theme import ACCENT, INK, INK_SOFT, render
from ui.views.common import wood
from ui.views.hansa import art
from ui.views.hansa import panel_art as hpa
from ui.views.hansa.geometry import Geo
from ui.views.hansa.pieces import engine_owner


class HansaBoard:
    """Drawing the Hansa Teutonica map each frame: the cached printed map, the pieces, lit targets,
    the prestige and East-West tracks, the actions plaque and the keyboard cursor."""

    # ------------------------------------------------------------------ layout
    def layout(self, board_rect: pygame.Rect) -> None:
        super().layout(board_rect)
        self._relayout()

    def _relayout(self) -> None:
        if self.state is None or self.board_rect.w < 50 or self.board_rect.h < 50:
            return
        self.geo = Geo(self.s.board, self.board_rect)
        self.map_surf = art.render_map(self.s.board.side, self.board_rect.w, self.board_rect.h)

    # ------------------------------------------------------------------ drawing: the board
    def draw_board(self, surf: pygame.Surface) -> None:
        if self.state is None:
            return
        if self.geo is None or self.map_surf is None:
            self._relayout()
            if self.geo is None:
                return
        g = self.geo
        s = self.s
        b = s.board
        ox, oy = g.rect.topleft
        surf.blit(self.map_surf, g.rect)
        hidden = {a.hide for a in self.anims if a.hide is not None}
        tg = self.targets()
        pulse = 0.65 + 0.35 * math.sin(self.clock * 5.0)
        cur_target = self._cursor_target()
        net = self._networks() if s.phase == OVER else {}
        # route glows (claimable routes, marker routes)
        lit_routes = set(tg.get("routes", ()))
        if s.phase in (CLAIM_CHOICE, NEUTRAL_CLAIM) or (s.phase == DISPLACED and self.legal):
            lit_routes.add(s.pend[0])
        for r in lit_routes:
            pts = [(x + ox, y + oy) for x, y in g.route_path(r)]
            pygame.draw.lines(surf, hpa.LIT, False, pts, max(4, round(g.post_r * 1.6)))
            pygame.draw.lines(surf, ACCENT, False, pts, 2)
            for p in b.route_posts[r]:
                c = (g.post_pos[p][0] + ox, g.post_pos[p][1] + oy)
                pygame.draw.circle(surf, art.POST_FILL, c, g.post_r)
                pygame.draw.circle(surf, art.ROAD, c, g.post_r, max(2, g.post_r // 4))
        # bonus markers next to routes
        msize = max(12, round(g.box * 1.45))
        for r in b.live_routes:
            k = s.route_marker[r]
            a = g.anchor[r]
            if a is None:
                continue
            if r in tg.get("anchors", ()):
                self._glow(surf, (a[0] + ox, a[1] + oy), msize + 10, True, pulse)
                pygame.draw.circle(surf, ACCENT, (a[0] + ox, a[1] + oy), msize // 2 + 2, 2)
            if k:
                tok = art.marker_token(k - 1, msize)
                surf.blit(tok, (a[0] + ox - msize // 2, a[1] + oy - msize // 2))
        # trading posts
        for p in tg.get("posts", ()):
            c = g.post_pos[p]
            self._glow(surf, (c[0] + ox, c[1] + oy), round(g.post_r * 3.4), True, pulse)
            pygame.draw.circle(surf, ACCENT, (c[0] + ox, c[1] + oy),
                               g.post_r + 2 + round(2 * pulse), 2)
        for p in tg.get("swaps", ()):  # own pieces a held one may swap with: a cool halo
            c = g.post_pos[p]
            self._glow(surf, (c[0] + ox, c[1] + oy), round(g.post_r * 4.2), True, pulse,
                       hpa.SWAP_LIT)
        for p in b.live_posts:
            v = s.post[p]
            if not v or ("post", p) in hidden:
                continue
            if self.held is not None and self.held.kind == "post" and self.held.key == p \
                    and self.held.dragging:
                continue
            c = g.post_pos[p]
            owner = engine_owner(v)
            lifted = 0.6 if (self.held is not None and self.held.kind == "post"
                             and self.held.key == p) else 0.0
            wood.blit_piece(surf, self.color_of(owner), v - 1 & 1, g.piece,
                           (c[0] + ox, c[1] + oy), self.mark_of(owner), lifted)
        for p in tg.get("swaps", ()):  # ... and a double ring over the piece
            c = (g.post_pos[p][0] + ox, g.post_pos[p][1] + oy)
            rad = g.piece // 2 + 4 + round(2 * pulse)
            pygame.draw.circle(surf, hpa.SWAP_LIT, c, rad + 3, 2)
            pygame.draw.circle(surf, INK, c, rad, 1)
        # offices
        for c in tg.get("cities", ()):
            o = engine.first_empty_office(s, c)
            if o >= 0:
                r = g.office_rect[o].move(ox, oy)
                self._glow(surf, r.center, g.box * 2, b.office_shape[o] == 1, pulse)
                pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 2, border_radius=3)
        for o in tg.get("offices", ()):
            r = g.office_rect[o].move(ox, oy)
            pygame.draw.rect(surf, ACCENT, r.inflate(6, 6), 2, border_radius=3)
        for o in range(b.n_offices):
            v = s.office[o]
            if v and ("office", o) not in hidden:
                owner = engine_owner(v)
                r = g.office_rect[o]
                wood.blit_piece(surf, self.color_of(owner), v - 1 & 1, g.box - 2,
                               (r.centerx + ox, r.centery + oy), self.mark_of(owner))
        for c in range(b.n_cities):
            ex = s.extra[c]
            lit = c in tg.get("extras", ())
            for k in range(len(ex) + (1 if lit else 0)):
                r = g.extra_rect(c, k).move(ox, oy)
                if k < len(ex):
                    pygame.draw.rect(surf, art.WALL, r.inflate(4, 4), border_radius=3)
                    pygame.draw.rect(surf, art.BEAM, r.inflate(4, 4), 1, border_radius=3)
                    owner = engine_owner(ex[k])
                    wood.blit_piece(surf, self.color_of(owner), ex[k] - 1 & 1, g.box - 2,
                                   r.center, self.mark_of(owner))
                else:
                    self._glow(surf, r.center, g.box * 2, False, pulse)
                    pygame.draw.rect(surf, ACCENT, r, 2, border_radius=3)
        # abilities (scrolls) and Coellen
        for ab in tg.get("abilities", ()):
            r = g.scrolls.get(ab)
            if r is not None:
                rr = r.move(ox, oy)
                self._glow(surf, rr.center, max(rr.w, rr.h) + 16, False, pulse)
                pygame.draw.rect(surf, ACCENT, rr.inflate(4, 4), 2, border_radius=4)
        for i, (cx, cy) in enumerate(g.coellen):
            if i in tg.get("coellen", ()):
                self._glow(surf, (cx + ox, cy + oy), g.box * 2, True, pulse)
                pygame.draw.circle(surf, ACCENT, (cx + ox, cy + oy), g.box // 2 + 4, 2)
            if s.coellen[i]:
                owner = s.coellen[i] - 1
                wood.blit_piece(surf, self.color_of(owner), MERCHANT, g.box,
                               (cx + ox, cy + oy), self.mark_of(owner))
        # completed cities and the prestige track
        cc = g.completed[min(s.completed, len(g.completed) - 1)]
        wood.blit_piece(surf, (214, 170, 60), TRADER, max(8, g.box - 6), (cc[0] + ox, cc[1] + oy))
        self._draw_prestige(surf)
        self._draw_east_west(surf)
        for seat, cities in net.items():
            for c in cities:
                r = g.city_rect[c].move(ox, oy).inflate(6 + 5 * seat, 6 + 5 * seat)
                pygame.draw.rect(surf, self.color_of(seat), r, 3, border_radius=6)
        if cur_target is not None:
            pygame.draw.circle(surf, ACCENT, cur_target, g.box, 3)
        if self.held is None or not self.held.dragging:
            kind, what = self._hover_target(self.mouse)
            if kind == "city":
                pygame.draw.rect(surf, INK, g.city_rect[what].move(ox, oy).inflate(4, 4), 2,
                                 border_radius=4)
            elif kind == "route":
                pts = [(x + ox, y + oy) for x, y in g.route_path(what)]
                pygame.draw.lines(surf, INK, False, pts, 1)
        self._draw_actions_plaque(surf)
        # flying pieces, the held piece, the tooltip
        for a in self.anims:
            if a.t < 0:
                continue
            x, y = a.pos()
            if a.fade:
                sp = wood.piece(a.color, a.shape, a.size, a.mark).copy()
                sp.set_alpha(int(255 * (1 - max(0.0, a.t) / a.dur)))
                surf.blit(sp, (x - a.size // 2, y - a.size // 2))
            else:
                wood.blit_piece(surf, a.color, a.shape, a.size, (x, y), a.mark, 0.5)
        h = self.held
        if h is not None and (h.dragging or h.kind in ("supply", "relocate")):
            pos = h.pos if h.dragging else self.mouse
            if h.dragging or g.rect.collidepoint(pos):
                wood.blit_piece(surf, h.color, h.shape, round(g.piece * 1.15), pos, h.mark, 1.0)
        self._draw_hover(surf)

    def _glow(self, surf: pygame.Surface, c: tuple, size: int, round_: bool,
              pulse: float, color: tuple[int, int, int] = hpa.LIT) -> None:
        """A pulsing halo of ``size`` round ``c`` (warm unless ``color`` says otherwise)."""
        gl = hpa.glow(max(8, size), round_, color)
        gl.set_alpha(int(255 * pulse))
        surf.blit(gl, (c[0] - gl.get_width() // 2, c[1] - gl.get_height() // 2))

    def _networks(self) -> dict[int, list[int]]:
        fn = getattr(self.ctx.rules, "network", None)
        if fn is None:
            return {}
        key = ("net", id(self.state))
        if self.priv.get("net_key") != key:
            self.priv["net_key"] = key
            self.priv["net"] = {seat: fn(self.s, seat) for seat in range(self.s.players)}
        return self.priv["net"]

    def _draw_prestige(self, surf: pygame.Surface) -> None:
        g = self.geo
        assert g is not None
        s = self.s
        ox, oy = g.rect.topleft
        size = max(7, round(g.box * 0.72))
        seen: dict[int, int] = defaultdict(int)
        for seat in range(s.players):
            n = s.prestige[seat] % 100
            k = seen[n]
            seen[n] += 1
            x, y = g.prestige_pos(n)
            dx = (k % 3 - 1) * size * 0.55
            dy = (k // 3) * size * 0.5 - size * 0.2
            wood.blit_piece(surf, self.color_of(seat), TRADER, size,  # the score cube
                           (x + ox + dx, y + oy + dy), self.mark_of(seat))

    def _draw_east_west(self, surf: pygame.Surface) -> None:
        g = self.geo
        assert g is not None
        s = self.s
        x, y = g.ew_pos
        size = max(7, round(g.box * 0.7))
        k = 0
        for seat in range(s.players):
            if s.east_west[seat]:
                wood.blit_piece(surf, self.color_of(seat), TRADER, size,
                               (g.rect.x + x + g.box * 2.4 + k * (size + 2), g.rect.y + y),
                               self.mark_of(seat))
                k += 1

    def _draw_actions_plaque(self, surf: pygame.Surface) -> None:
        """Whose turn, and how many actions remain: a plaque at the top of the map."""
        g = self.geo
        assert g is not None
        s = self.s
        if s.phase == OVER:
            return
        seat = s.cur
        total = engine.value(s, seat, 0) + s.bonus
        left = max(0, total - s.actions)
        fs = max(12, round(g.w * 0.0145))
        name = render(self.name_of(seat), fs, INK, "bold")
        doing = {CLAIM_CHOICE: "w_claim", PLACE_MARKERS: "w_markers",
                 NEUTRAL_CLAIM: "w_neutral"}.get(s.phase)
        if s.phase == DISPLACED:
            who = self.decider if self.decider is not None else seat
            lab = render(self.w("w_displaced", name=self.name_of(who)), fs, INK, "italic")
        elif doing:
            lab = render(self.w(doing), fs, INK, "italic")
        else:
            lab = render(self.w("actions_left") + f": {left}", fs, INK)
        pip = max(6, fs // 2 + 2)
        w = max(name.get_width(), lab.get_width()) + 24 + pip * 2
        w = max(w, total * (pip + 4) + 30)
        h = name.get_height() + lab.get_height() + pip + 12
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (g.rect.x + round(g.w * 0.405), g.rect.y + round(g.h * 0.055))
        pygame.draw.rect(surf, (250, 242, 222), r, border_radius=5)
        pygame.draw.rect(surf, self.color_of(seat), r, 3, border_radius=5)
        pygame.draw.rect(surf, INK_SOFT, r.inflate(-6, -6), 1, border_radius=3)
        surf.blit(name, name.get_rect(midtop=(r.centerx, r.y + 3)))
        surf.blit(lab, lab.get_rect(midtop=(r.centerx, r.y + 3 + name.get_height() - 2)))
        x0 = r.centerx - (total * (pip + 4)) // 2
        y = r.bottom - pip - 5
        for i in range(total):
            c = (x0 + i * (pip + 4) + pip // 2, y + pip // 2)
            if i < left:
                pygame.draw.circle(surf, self.color_of(seat), c, pip // 2 + 1)
                pygame.draw.circle(surf, INK, c, pip // 2 + 1, 1)
            else:
                pygame.draw.circle(surf, INK_SOFT, c, pip // 2, 1)

    def _cursor_target(self) -> tuple[int, int] | None:
        if not 0 <= self.cursor < len(self.legal):
            return None
        a = self.legal[self.cursor]
        t = type(a)
        if t is Move:
            return self.post_center(a.to)
        if hasattr(a, "post") and t is not Income:
            return self.post_center(a.post)
        if t in (Claim, PlaceMarker):
            return self.route_center(a.route)
        if t in (Office, NeutralOffice, ExtraOffice):
            return self.city_target(a.city)
        if t in (Upgrade, UseUpgrade) and self.geo is not None:
            r = self.geo.scrolls.get(a.ability)
            return self.to_screen(r.center) if r else None
        if t is Coellen and self.geo is not None:
            return self.to_screen(self.geo.coellen[a.space])
        if t is UseSwap:
            return self.office_center(self.s.board.city_offices[a.city][a.index])
        return None
