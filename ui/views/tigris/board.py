"""Drawing the Tigris & Euphrates board: the printed board (cached per size), the pieces on it
(cached per position), and what each frame adds: glowing targets, the held piece, hover outlines,
the last move."""

from __future__ import annotations

import math

import pygame

from game.tigris.state import CATASTROPHE, DOWN, EMPTY, MONUMENTS, NSQ, PH_BUILDING, PH_TREASURE
from ui.theme import GLOW
from ui.views.common.buttons import Button, button_at
from ui.views.tigris import art, panels


class TigrisBoard:
    """Drawing the Tigris & Euphrates board: the printed board (cached per size), the pieces on it
    (cached per position), and what each frame adds: glowing targets, the held piece, hover
    outlines, the last move."""

    def _pad(self) -> int:
        assert self.geo is not None
        return max(2, self.geo.s // 18)

    def _board_surface(self) -> pygame.Surface:
        g = self.geo
        assert g is not None and self.state is not None
        b = self.state.board
        key = (g.s, b.name, self.ctx.show_coords)
        surf = self._boards.get(key)
        if surf is None:
            if len(self._boards) > 3:
                self._boards.clear()
            surf = art.render_board(g, b.river, b.temples, b.priority, self.ctx.show_coords)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            self._boards[key] = surf
        return surf

    def _leader_surf(self, seat: int, colour: int, size: int) -> pygame.Surface:
        ring = tuple(self.ctx.seat_colors[seat % len(self.ctx.seat_colors)]) \
            if self.ctx.seat_colors else (120, 90, 60)
        return art.leader(colour, seat % 4, ring, max(10, size), self.ctx.colorblind)

    def _treasure_pos(self, sq: int) -> tuple[int, int]:
        assert self.geo is not None
        r = self.geo.square_rect(sq)
        t = max(6, int(self.geo.s * 0.3))
        return (r.right - t // 2 - self._pad() - 2, r.top + t // 2 + self._pad() + 1)

    def _hidden_squares(self) -> frozenset:
        hid = {a.hide for a in self.anims if a.hide >= 0}
        if self.held is not None and self.held.kind == "board" and self.held.dragging:
            hid.add(self.held.square)
        return frozenset(hid)

    def _pieces_layer(self) -> pygame.Surface:
        g = self.geo
        assert g is not None
        hidden = self._hidden_squares()
        key = (self.version, g.s, g.rect.topleft, hidden, self.ctx.show_coords,
               self.ctx.colorblind, tuple(map(tuple, self.ctx.seat_colors or [])))
        if self._layer is not None and self._layer_key == key:
            return self._layer
        layer = self._board_surface().copy()
        self._draw_pieces(layer, (-g.rect.x, -g.rect.y), hidden)
        art.scanner_noise(layer)  # a whisper of scanner noise over board and pieces alike
        self._layer, self._layer_key = layer, key
        return layer

    def _draw_pieces(self, surf: pygame.Surface, off: tuple[int, int], hidden: frozenset) -> None:
        s_ = self.state
        g = self.geo
        assert s_ is not None and g is not None
        s, pad = g.s, self._pad()
        ts = s - 2 * pad
        blur = max(2, s // 14)
        sh = art.shadow(ts, ts, blur, 95, max(2, ts // 9))
        ox, oy = off
        tile_, leader_, treasure_ = s_.tile, s_.leader, s_.treasure
        for sq in range(NSQ):
            t = tile_[sq]
            if t == EMPTY or sq in hidden:
                continue
            r = g.square_rect(sq).move(ox, oy)
            surf.blit(sh, (r.x + pad - blur + 2, r.y + pad - blur + 3))
            if t == DOWN:
                surf.blit(art.tile_back(ts), (r.x + pad, r.y + pad))
            elif t == CATASTROPHE:
                surf.blit(art.catastrophe(ts), (r.x + pad, r.y + pad))
            else:
                surf.blit(art.tile(t, ts), (r.x + pad, r.y + pad))
        # monuments and the ziggurat stand on their face-down tiles
        for m, tl in enumerate(s_.monuments):
            if tl >= 0 and 1000 + m not in hidden:
                a, b = MONUMENTS[m]
                ms = int(s * 1.45)
                cx, cy = g.square_rect(tl).bottomright
                surf.blit(art.shadow(ms, ms, blur * 2, 120, ms // 12),
                          (cx - ms // 2 + ox - blur * 2 + 3, cy - ms // 2 + oy - blur * 2 + 5))
                surf.blit(art.monument(a, b, ms), (cx - ms // 2 + ox, cy - ms // 2 + oy))
        zig = getattr(s_, "ziggurat", -1)
        if zig is not None and zig >= 0 and 2000 not in hidden:
            zs = int(s * 1.3)
            cx, cy = g.square_center(zig)
            surf.blit(art.shadow(zs, zs, blur * 2, 120, 4),
                      (cx - zs // 2 + ox - blur * 2 + 3, cy - zs // 2 + oy - blur * 2 + 5))
            surf.blit(art.ziggurat(zs), (cx - zs // 2 + ox, cy - zs // 2 + oy))
        tsz = max(6, int(s * 0.3))
        for sq in range(NSQ):
            if treasure_[sq] and sq not in hidden:
                x, y = self._treasure_pos(sq)
                surf.blit(art.treasure(tsz, sq in s_.board.priority),
                          (x - tsz // 2 + ox, y - tsz // 2 + oy))
        for c, sq in enumerate(getattr(s_, "buildings", ())):
            if sq is not None and sq >= 0:
                bs = max(8, int(s * 0.5))
                r = g.square_rect(sq).move(ox, oy)
                surf.blit(art.building(c, bs), (r.x + pad, r.bottom - bs - pad))
        if s_.unify_sq is not None and s_.unify_sq >= 0:
            us = int(s * 0.56)
            cx, cy = g.square_center(s_.unify_sq)
            surf.blit(art.unification(us), (cx - us // 2 + ox, cy - us // 2 + oy))
        ls = s - 2 * pad - 2
        lsh = art.shadow(ls, ls, blur, 110, ls // 2)
        for sq in range(NSQ):
            i = leader_[sq]
            if i < 0 or sq in hidden:
                continue
            r = g.square_rect(sq).move(ox, oy)
            surf.blit(lsh, (r.x + pad + 1 - blur + 2, r.y + pad + 1 - blur + 3))
            surf.blit(self._leader_surf(i >> 2, i & 3, ls), (r.x + pad + 1, r.y + pad + 1))

    # ================================================================== drawing
    def draw_board(self, surf: pygame.Surface) -> None:
        if self.state is None:
            return
        if self.geo is None:
            self.layout(self.board_rect if self.board_rect.w else surf.get_rect())
        g = self.geo
        assert g is not None
        surf.blit(self._pieces_layer(), g.rect)
        s = self.state
        # the bag and the treasures left, in the bottom margin
        panels.draw_board_info(self, surf)
        hover_sq = g.square_at(self.hover_pos) if self.hover_pos else None
        hover_btn = self._hover_button()
        # legal targets of the held piece glow and pulse
        if self.held is not None:
            self._draw_glow(surf, tuple(sorted(self.held.targets)))
        elif self.interactive and self.sq_decisions and s.phase in (PH_TREASURE, PH_BUILDING):
            self._draw_glow(surf, tuple(sorted(self.sq_decisions)))
        if hover_btn is not None and hover_btn.squares:
            for a, b in self._outline(list(hover_btn.squares)):
                pygame.draw.line(surf, GLOW, a, b, 4)
        if self.log_squares:  # named by the hovered log line
            for a, b in self._outline(list(self.log_squares)):
                pygame.draw.line(surf, GLOW, a, b, 4)
        # hover: the kingdom under the pointer, and a card about it
        if hover_sq is not None and self.held is None and hover_btn is None:
            panels.draw_hover(self, surf, hover_sq)
        for sq in self.last_squares:  # the last move, marked with four small corners
            if 0 <= sq < NSQ:
                r = g.square_rect(sq).inflate(-1, -1)
                k = max(5, g.s // 5)
                for cx, cy, dx, dy in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1),
                                       (r.left, r.bottom, 1, -1), (r.right, r.bottom, -1, -1)):
                    pygame.draw.line(surf, (142, 46, 32), (cx, cy), (cx + dx * k, cy), 2)
                    pygame.draw.line(surf, (142, 46, 32), (cx, cy), (cx, cy + dy * k), 2)
        if self.held is not None and self.held.kind == "board" and not self.held.dragging:
            pygame.draw.circle(surf, GLOW, g.square_center(self.held.square), g.s // 2, 4)
        walked = getattr(self.walked(), "square", None)  # the arrow keys' action
        if isinstance(walked, int) and 0 <= walked < NSQ:
            r = g.square_rect(walked)
            pulse = 0.5 + 0.5 * math.sin(self.time * 6)
            pygame.draw.rect(surf, (142, 46, 32), r.inflate(-2, -2), 2 + int(pulse * 2),
                             border_radius=4)
        for an in self.anims:
            self._draw_anim(surf, an)
        panels.draw_cards(self, surf)
        if self.held is not None and self.held.dragging:
            self._draw_held(surf)

    def _draw_glow(self, surf: pygame.Surface, squares: tuple) -> None:
        """Legal targets: a pulsing warm tint and a gold border on each square."""
        g = self.geo
        assert g is not None
        p = 0.5 + 0.5 * math.sin(self.time * 5.0)
        add = (int(12 + 22 * p), int(9 + 16 * p), int(1 + 3 * p))
        border = (int(196 + 40 * p), int(138 + 40 * p), int(36 + 20 * p))
        bw = max(2, g.s // 30)
        for sq in squares:
            r = g.square_rect(sq).inflate(-2, -2)
            surf.fill(add, r, special_flags=pygame.BLEND_RGB_ADD)
            pygame.draw.rect(surf, border, r, bw, border_radius=max(2, g.s // 10))

    def _draw_held(self, surf: pygame.Surface) -> None:
        h = self.held
        assert h is not None and self.geo is not None
        w = int(h.surf.get_width() * 1.12)
        img = pygame.transform.smoothscale(h.surf, (w, w))
        blur = max(4, w // 6)
        x, y = self.pointer
        surf.blit(art.shadow(w, w, blur, 110, w // 2 if h.kind in ("leader", "board") else w // 9),
                  (x - w // 2 - blur + 8, y - w // 2 - blur + 12))
        surf.blit(img, (x - w // 2, y - w // 2))

    def _hover_button(self) -> Button | None:
        """The button under the pointer, else the one of the action the arrow keys show."""
        got = button_at(self.controls(), self.hover_pos) if self.hover_pos is not None else None
        return got or next((b for b in self.controls() if panels.shown(self, b, None)), None)
