"""The printed map of the Empire, drawn from ``game/wallenstein/data/provinces.json``.

Where the provinces lie on screen is ``geometry.MapGeom``; ``static_layer`` renders the
printed board once per size: paper, the five regions in soft washes, fine sepia borders
with heavier region borders, city symbols, names, gold and grain values and the title
cartouche.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.wallenstein import data as D
from ui import paper
from ui.theme import INK, INK_SOFT, render, smallcaps
from ui.views.wallenstein import art, labels
from ui.views.wallenstein.geometry import MapGeom, fit_rect

LAND = (226, 212, 178)  # the country outside the Empire's provinces
SEA = (196, 206, 196)


def wasted(s: object) -> frozenset[int]:
    """The provinces the state marks as devastated (lying waste until conquered again)."""
    flags = getattr(s, "devastated", None) or ()
    return frozenset(p for p, f in enumerate(flags) if f)


# soft watercolour washes of the five regions (from the data's colour hints)
REGION_TINTS: tuple[tuple[int, int, int], ...] = tuple(
    art.mix(tuple(r["color_hint_rgb"]), (239, 227, 200), 0.58) for r in D._PROV["regions"]
)


def _wobble(pts: list[tuple[int, int]], seed: int) -> list[tuple[float, float]]:
    """Split long edges and nudge them a little, like an engraved line."""
    out: list[tuple[float, float]] = []
    n = len(pts)
    for k in range(n - 1):
        (x0, y0), (x1, y1) = pts[k], pts[k + 1]
        d = math.hypot(x1 - x0, y1 - y0)
        steps = max(1, int(d / 9))
        for j in range(steps):
            t = j / steps
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            if j:
                a = math.sin((x * 12.9898 + y * 78.233 + seed) * 0.37) * 0.8
                x += a
                y += math.cos((x * 4.1 + y * 9.7 + seed) * 0.29) * 0.8
            out.append((x, y))
    out.append(pts[-1])
    return out


@lru_cache(maxsize=6)
def static_layer(w: int, h: int, players: int) -> pygame.Surface:
    """The printed map at ``w`` x ``h``: no pieces, the same for every position."""
    geom = MapGeom(pygame.Rect(0, 0, w, h))
    u = geom.unit
    surf = pygame.Surface((w, h))
    surf.blit(paper.sheet((w, h), None, worn=True), (0, 0))
    # the lands outside the Empire: faint hatching
    hatch = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(5, int(u * 0.45))
    for k in range(-h, w, step):
        pygame.draw.line(hatch, (*INK_SOFT, 26), (k, 0), (k + h, h))
    surf.blit(hatch, (0, 0))
    # washes, a hair short of the outlines (slightly out of register)
    wash = pygame.Surface((w, h), pygame.SRCALPHA)
    for i, pts in enumerate(geom.polys):
        tint = REGION_TINTS[D.REGION[i]]
        out = players == 3 and D.EXCLUDED_3P[i]
        col = art.mix(tint, (236, 232, 222), 0.7) if out else tint
        shifted = [(x + 1, y + 1) for x, y in pts]
        pygame.draw.polygon(wash, (*col, 255), shifted)
    surf.blit(wash, (0, 0))
    paper_grain = paper.sheet((w, h), None, worn=False).copy()
    paper_grain.set_alpha(60)
    surf.blit(paper_grain, (0, 0), special_flags=0)
    # province borders in fine sepia; region borders heavier
    line = pygame.Surface((w, h), pygame.SRCALPHA)
    for i, pts in enumerate(geom.polys):
        wob = _wobble(pts, i)
        pygame.draw.aalines(line, (*INK, 200), True, wob)
    for r in range(len(D.REGIONS)):
        m = pygame.mask.from_surface(_region_surface(w, h, r), 127)
        for comp in m.connected_components(minimum=40):
            ol = comp.outline(2)
            if len(ol) > 3:
                pygame.draw.lines(line, (*INK, 235), True, ol, max(2, int(u / 7)))
    surf.blit(line, (0, 0))
    # three-player exclusion: white border and three dots
    if players == 3:
        for i, pts in enumerate(geom.polys):
            if D.EXCLUDED_3P[i]:
                pygame.draw.lines(surf, (250, 248, 240), True, pts, 2)
    # cities, names, values
    for i in range(D.N_PROVINCES):
        _print_province(surf, geom, i, players)
    _cartouche(surf, w, h, u)
    _compass(surf, int(w * 0.92), int(h * 0.08), int(u * 1.4))
    return surf


@lru_cache(maxsize=12)
def _region_surface(w: int, h: int, r: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for i, p in enumerate(D.PROVINCES):
        if D.REGION[i] == r:
            pts = [(int(x * w), int(y * h)) for x, y in p["outline"]]
            pygame.draw.polygon(s, (255, 255, 255, 255), pts)
            pygame.draw.polygon(s, (255, 255, 255, 255), pts, 3)
    return s


def _print_province(surf: pygame.Surface, geom: MapGeom, i: int, players: int) -> None:
    u = geom.unit
    ax, ay = geom.anchor[i]
    out = players == 3 and D.EXCLUDED_3P[i]
    col = INK_SOFT if out else INK
    labels.draw(surf, labels.placements(geom.rect.w, geom.rect.h, players)[i], col)
    # city symbols: small walled towns along the anchor line
    cs = max(5, int(u * 0.42))
    cx = ax + int(u * 0.35)
    for k in range(D.CITIES[i]):
        x = cx + k * (cs + 2)
        y = ay - int(u * 0.35)
        pygame.draw.rect(surf, (250, 244, 228), (x, y, cs, cs))
        pygame.draw.rect(surf, col, (x, y, cs, cs), 1)
        pygame.draw.line(surf, col, (x + cs // 2, y), (x + cs // 2, y - cs // 2), 1)
    # gold and grain values
    vs = max(9, int(u * 0.68))
    g = render(str(D.GOLD[i]), vs, col, "bold")
    gr = render(str(D.GRAIN[i]), vs, col, "bold")
    ic = max(6, int(u * 0.5))
    y = ay + int(u * 1.15)
    x = ax - (ic * 2 + g.get_width() + gr.get_width() + 8) // 2
    surf.blit(art.coin(ic), (x, y + (g.get_height() - ic) // 2))
    x += ic + 1
    surf.blit(g, (x, y))
    x += g.get_width() + 6
    surf.blit(art.sheaf(ic), (x, y + (gr.get_height() - ic) // 2))
    x += ic + 1
    surf.blit(gr, (x, y))
    if out:
        for k in range(3):
            pygame.draw.circle(surf, INK_SOFT, (ax - 6 + k * 6, ay), 2)


def _cartouche(surf: pygame.Surface, w: int, h: int, u: float) -> None:
    """The title in a scrolled frame in the empty north-west corner."""
    cw, ch = int(w * 0.25), int(h * 0.095)
    r = pygame.Rect(int(w * 0.015), int(h * 0.015), cw, ch)
    pygame.draw.rect(surf, (244, 234, 208), r, border_radius=int(u * 0.6))
    pygame.draw.rect(surf, INK, r, 2, border_radius=int(u * 0.6))
    pygame.draw.rect(surf, INK_SOFT, r.inflate(-6, -6), 1, border_radius=int(u * 0.5))
    for cx in (r.x + 3, r.right - 3):  # scroll ends
        pygame.draw.circle(surf, (244, 234, 208), (cx, r.centery), int(u * 0.45))
        pygame.draw.circle(surf, INK, (cx, r.centery), int(u * 0.45), 1)
    t = smallcaps("Wallenstein", max(12, int(ch * 0.4)), INK)
    if t.get_width() > cw - 2 * u:
        t = pygame.transform.smoothscale(t, (int(cw - 2 * u), int(t.get_height() * (cw - 2 * u)
                                                                  / t.get_width())))
    surf.blit(t, (r.centerx - t.get_width() // 2, r.y + int(ch * 0.1)))
    sub = render("Imperium Romanum · 1618", max(8, int(ch * 0.2)), INK_SOFT, "italic")
    surf.blit(sub, (r.centerx - sub.get_width() // 2, r.y + int(ch * 0.62)))


def _compass(surf: pygame.Surface, x: int, y: int, r: int) -> None:
    for ang, long in ((0, True), (90, False), (180, False), (270, False)):
        a = math.radians(ang - 90)
        k = 1 if long else 0.7
        tip = (x + math.cos(a) * r * k, y + math.sin(a) * r * k)
        left = (x + math.cos(a + 2.6) * r * 0.22, y + math.sin(a + 2.6) * r * 0.22)
        right = (x + math.cos(a - 2.6) * r * 0.22, y + math.sin(a - 2.6) * r * 0.22)
        pygame.draw.polygon(surf, INK if long else INK_SOFT, [tip, left, (x, y), right])
    pygame.draw.circle(surf, INK, (x, y), max(2, r // 6), 1)
    n = render("N", max(8, r // 2), INK, "bold")
    surf.blit(n, (x - n.get_width() // 2, y - r - n.get_height()))


__all__ = ["MapGeom", "static_layer", "fit_rect", "REGION_TINTS"]
