"""The map's magnifier: the wheel over the map (or + and -) shows the part under the
pointer at two or three times its size, drawn again at that scale (names and pieces
sharp, not a blown-up picture). The pointer still acts on the map beneath: the centre
of the lens is the place a click reaches."""

from __future__ import annotations

from typing import Any

import pygame

from ui.theme import INK
from ui.views.revolution import art
from ui.views.revolution.geometry import Geo

ZOOMS = (1, 2, 3)
IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)


class RevolutionLoupe:
    """Mixin: ``zoom_event`` turns the wheel and keys into a zoom, ``draw_loupe`` draws
    the lens each frame from a table drawn once per position at the zoomed scale."""

    geo: Geo | None
    zoom: int = 1
    _big: tuple | None = None  # (key, Geo at the zoomed scale, its map surface)
    _big_layer: tuple | None = None  # (key, the zoomed map with its pieces)

    def zoom_event(self, event: pygame.event.Event) -> bool:
        """True when ``event`` changed the zoom (the view then plays nothing)."""
        if self.geo is None:
            return False
        step = 0
        if event.type == pygame.MOUSEWHEEL and self.geo.map.collidepoint(self.mouse):
            step = 1 if event.y > 0 else -1 if event.y < 0 else 0
        elif event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL
                                                               | pygame.KMOD_META):
            step = 1 if event.key in IN_KEYS else -1 if event.key in OUT_KEYS else 0
        if not step:
            return False
        k = ZOOMS.index(self.zoom) if self.zoom in ZOOMS else 0
        self.zoom = ZOOMS[max(0, min(len(ZOOMS) - 1, k + step))]
        return True

    def _zoomed(self) -> tuple[Geo, pygame.Surface]:
        """The geometry and the map (with its pieces) at the zoomed scale, drawn once per
        position, zoom and overlay."""
        g = self.geo
        key = (g.rect.size, self.zoom, g.lang)
        if self._big is None or self._big[0] != key:
            z = self.zoom
            big = Geo(pygame.Rect(0, 0, g.rect.w * z, g.rect.h * z), lang=g.lang)
            self._big = (key, big, art.render_map(big))
            self._big_layer = None
        _, big, printed = self._big
        lkey = (key, self.version, tuple(sorted(self.overlays.items())), self.ctx.colorblind)
        if self._big_layer is None or self._big_layer[0] != lkey:
            layer = pygame.Surface((big.map.right, big.map.bottom))
            layer.blit(printed, big.map.topleft)
            if self.overlays.get("ov_regions"):
                layer.blit(art.region_layer(big), big.map.topleft)
            small, self.geo = self.geo, big
            try:
                if self.overlays.get("ov_rivers"):
                    self._draw_rivers(layer)
                self._draw_control(layer)
                self._draw_map_pieces(layer)
            finally:
                self.geo = small
            self._big_layer = (lkey, layer)
        return big, self._big_layer[1]

    def lens_rect(self) -> pygame.Rect | None:
        """Where the lens is drawn now (None: no lens)."""
        g = self.geo
        if self.zoom <= 1 or g is None or not g.map.collidepoint(self.mouse):
            return None
        side = int(min(g.map.w, g.map.h) * 0.5)
        r = pygame.Rect(0, 0, side, side)
        r.center = self.mouse
        return r.clamp(g.map)

    def draw_loupe(self, surf: pygame.Surface) -> None:
        r = self.lens_rect()
        if r is None:
            return
        big, layer = self._zoomed()
        cx, cy = big.pt(self.geo.norm(self.mouse))
        # the lens shows what lies round the pointer, the pointer's point where it is
        src = pygame.Rect(cx - (self.mouse[0] - r.x), cy - (self.mouse[1] - r.y), r.w, r.h)
        lens = pygame.Surface(r.size)
        lens.fill(art.SEA)
        lens.blit(layer, (0, 0), src)
        self._lens_marks(lens, big, src.topleft)
        surf.blit(lens, r.topleft)
        pygame.draw.rect(surf, INK, r, 2)
        t = self.zoom_label()
        surf.blit(t, (r.right - t.get_width() - 4, r.bottom - t.get_height() - 2))

    def _lens_marks(self, lens: pygame.Surface, big: Geo, origin: tuple[int, int]) -> None:
        """The lit places and the decision's object, outlined in the lens too."""
        from ui.theme import ACCENT

        small, self.geo = self.geo, big
        try:
            for place in set(self.lit()) | set(self.focus()):
                if place[0] not in ("prov", "set", "space", "region"):
                    continue
                rr = self._place_rect(place).move(-origin[0], -origin[1])
                col = (30, 80, 160) if place in self.focus() else ACCENT
                if place[0] in ("prov", "set"):
                    pygame.draw.ellipse(lens, col, rr, 2)
                else:
                    pygame.draw.rect(lens, col, rr, 2, border_radius=4)
        finally:
            self.geo = small

    def zoom_label(self) -> Any:
        from ui.theme import render

        return render(f"×{self.zoom}", max(11, self.ui(14)), INK, "bold")
