"""Drawing primitives of the Kingmaker table: the printed map (cached per size), the
symbols of castles, towns, cities and ports, noble stacks, ships, royal pieces and cards."""

from __future__ import annotations

from functools import lru_cache
from math import cos, pi, sin

import pygame

from game.i18n import gettext
from game.kingmaker import data as D
from game.kingmaker.text import card_name
from ui import paper, theme
from ui.views.kingmaker.geometry import Geo
from ui.views.kingmaker.labels import clear_open_ground, map_labels, text_surface
from ui.views.kingmaker.words import word
from ui.widgets import ellipsize

Color = tuple[int, int, int]
SEA = (150, 186, 178)
SEA_DEEP = (126, 166, 162)
LAND = (226, 214, 172)
REGION_TINT: dict[str, Color] = {
    "wales": (205, 214, 160),
    "devon_cornwall": (222, 200, 160),
    "north_of_tees": (214, 202, 176),
    "scottish_border": (206, 196, 178),
    "north_of_trent": (222, 208, 168),
    "london": (232, 196, 160),
    "calais": (200, 196, 220),
    "ireland": (196, 214, 170),
}
ROAD = (150, 70, 44)
LANCASTER_RGB = (178, 44, 44)
YORK_RGB = (236, 232, 220)
UNCONTROLLED = (150, 140, 120)


def area_tint(a: int) -> Color:
    regs = D.AREA_REGIONS[a]
    for key in ("london", "calais", "ireland", "wales", "devon_cornwall", "scottish_border",
                "north_of_tees", "north_of_trent"):
        if key in regs:
            return REGION_TINT[key]
    return LAND


def map_surface(geo: Geo, lang: str = "en") -> pygame.Surface:
    """The printed map for one layout (sea, areas, roads, places, names; the seas named
    in ``lang``); cached."""
    return _map(geo.board.x, geo.board.y, geo.board.w, geo.board.h, geo.beside, lang)


@lru_cache(maxsize=4)
def _map(x: int, y: int, w: int, h: int, beside: int, lang: str) -> pygame.Surface:
    geo = Geo(pygame.Rect(x, y, w, h), beside)
    clear_open_ground(geo, lang)
    r = geo.map
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    ox, oy = r.x, r.y
    sea = paper.sheet(r.size, SEA)
    surf.blit(sea, (0, 0))
    # faint wave lines
    for yy in range(6, r.h, max(8, geo.unit // 3)):
        for xx in range((yy * 7) % 23, r.w, 46):
            pygame.draw.arc(surf, (*SEA_DEEP, 160), (xx, yy, 12, 6), 0.3, 2.8, 1)
    # land cells: a coast shadow, the wash of each area, fine borders, the coastline
    cells = [cell.move(-ox, -oy) for cell in geo.cells]
    for c in cells:
        pygame.draw.rect(surf, (*SEA_DEEP, 255), c.inflate(6, 6), border_radius=6)
    for a, c in enumerate(cells):
        pygame.draw.rect(surf, area_tint(a), c)
    occupied = {(c.x, c.y) for c in cells}
    for a, c in enumerate(cells):
        pygame.draw.rect(surf, (*theme.INK_SOFT, 90), c, 1)
        edges = (((c.x, c.y), (c.right, c.y), (c.x, c.y - c.h)),
                 ((c.x, c.bottom), (c.right, c.bottom), (c.x, c.y + c.h)),
                 ((c.x, c.y), (c.x, c.bottom), (c.x - c.w, c.y)),
                 ((c.right, c.y), (c.right, c.bottom), (c.x + c.w, c.y)))
        grid = D.AREA_KIND[a] == "land"
        for p, q, other in edges:
            if not grid or not any(abs(ox_ - other[0]) <= 2 and abs(oy_ - other[1]) <= 2
                                   for ox_, oy_ in occupied):
                pygame.draw.line(surf, theme.INK, p, q, 2)
        for b in D.AREA_NB[a]:
            if b < a:
                continue
            bc = cells[b]
            if abs(bc.centerx - c.centerx) < c.w * 1.2 and abs(bc.centery - c.centery) < c.h * 1.2:
                continue  # neighbouring cells touch already
            _dashed(surf, (*theme.INK_SOFT, 160), c.center, bc.center, 1, 4)
    # roads: a dashed red-brown line through the areas they join
    for road in D.ROADS:
        pts = [geo.open_pt[a] for a in road]
        pts = [(px - ox, py - oy + geo.unit // 8) for px, py in pts]
        for p, q in zip(pts, pts[1:], strict=False):
            _dashed(surf, ROAD, p, q, max(1, geo.unit // 18), max(3, geo.unit // 7))
    # places
    for loc, (lx, ly) in enumerate(geo.loc_pt):
        place_symbol(surf, loc, (lx - ox, ly - oy), geo.unit)
    # names of the cities, islands, Ireland and Calais, and the sea zones
    for lab in map_labels(geo, lang):
        surf.blit(text_surface(lab.kind, lab.lines, lab.size), (lab.pos[0] - ox, lab.pos[1] - oy))
    pygame.draw.rect(surf, theme.INK, surf.get_rect(), 2)
    return surf


def _dashed(surf: pygame.Surface, col: Color, p: tuple, q: tuple, width: int, dash: int) -> None:
    dx, dy = q[0] - p[0], q[1] - p[1]
    n = max(1, int((dx * dx + dy * dy) ** 0.5 / dash))
    for i in range(0, n, 2):
        a = (p[0] + dx * i / n, p[1] + dy * i / n)
        b = (p[0] + dx * min(n, i + 1) / n, p[1] + dy * min(n, i + 1) / n)
        pygame.draw.line(surf, col, a, b, width)


def place_symbol(surf: pygame.Surface, loc: int, pt: tuple[int, int], unit: int) -> None:
    """The printed symbol of a location: a keep for castles (red roof: royal), walls for
    fortified towns, a ring for open towns, a big walled city; a cross for a cathedral,
    an anchor dot for a port."""
    symbol(surf, D.LOC_TYPE[loc], bool(D.LOC_CATHEDRAL[loc]), bool(D.LOC_PORT[loc]), pt, unit)


def symbol(surf: pygame.Surface, t: str, cathedral: bool, port: bool, pt: tuple[int, int],
           unit: int) -> None:
    """A place's symbol by its kind (also the map legend's)."""
    x, y = pt
    s = max(4, unit // 6)
    ink = theme.INK
    if t in ("royal_castle", "noble_castle"):
        body = pygame.Rect(x - s, y - s, 2 * s, 2 * s)
        fill = (196, 70, 52) if t == "royal_castle" else (214, 200, 170)
        pygame.draw.rect(surf, fill, body)
        pygame.draw.rect(surf, ink, body, 1)
        for k in (-s, 0, s - max(1, s // 2)):
            pygame.draw.rect(surf, ink, (x + k, y - s - max(2, s // 2), max(2, s // 2),
                                         max(2, s // 2)))
    elif t == "city":
        pygame.draw.circle(surf, (232, 196, 120), (x, y), s + 3)
        pygame.draw.circle(surf, ink, (x, y), s + 3, 2)
        pygame.draw.circle(surf, ink, (x, y), s, 1)
    elif t == "town":
        pygame.draw.circle(surf, (230, 214, 170), (x, y), s + 1)
        pygame.draw.circle(surf, ink, (x, y), s + 1, 2)
    elif t == "open_town":
        pygame.draw.circle(surf, (238, 228, 200), (x, y), s)
        pygame.draw.circle(surf, ink, (x, y), s, 1)
    else:  # unfortified town
        pygame.draw.circle(surf, ink, (x, y), max(2, s // 2))
    if cathedral:
        c = (x + s + 2, y - s - 1)
        pygame.draw.line(surf, ink, (c[0], c[1] - s // 2 - 1), (c[0], c[1] + s // 2 + 1), 2)
        pygame.draw.line(surf, ink, (c[0] - s // 3 - 1, c[1] - 1), (c[0] + s // 3 + 1, c[1] - 1), 2)
    if port:
        pygame.draw.circle(surf, (40, 80, 120), (x - s - 2, y + s), max(2, s // 3))


def draw_glow(surf: pygame.Surface, pt: tuple[int, int], radius: int, phase: float) -> None:
    a = int(60 + 60 * (0.5 + 0.5 * sin(phase)))
    layer = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*theme.GLOW, a), (radius + 2, radius + 2), radius)
    pygame.draw.circle(layer, (*theme.ACCENT, 200), (radius + 2, radius + 2), radius, 2)
    surf.blit(layer, (pt[0] - radius - 2, pt[1] - radius - 2))


@lru_cache(maxsize=256)
def stack_token(color: Color, count: int, size: int, mark: str | None = None,
                lifted: bool = False) -> pygame.Surface:
    """A noble stack: a wooden disc in the faction's colour with the number of nobles."""
    pad = 4
    out = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    c = (size // 2 + pad, size // 2 + pad)
    r = size // 2
    sh = 4 if lifted else 2
    pygame.draw.circle(out, (30, 20, 10, 90), (c[0] + sh // 2, c[1] + sh), r)
    dark = tuple(max(0, int(v * 0.65)) for v in color)
    pygame.draw.circle(out, dark, (c[0], c[1] + 1), r)
    pygame.draw.circle(out, color, c, r - 1)
    pygame.draw.circle(out, theme.INK, c, r, 1)
    light = sum(color) / 3 > 150
    # EB Garamond's figures are old-style (a "1" is as short as an "x"): a larger size,
    # centred on the ink rather than on the line box, keeps a count readable on a small disc
    fg = theme.INK if light else theme.PAPER
    if count == 1:  # the font's old-style 1 reads as a Roman I: a drawn 1 with its flag
        _drawn_one(out, c, max(7, int(size * 0.52)), fg)
    else:
        txt = theme.render(str(count), max(12, int(size * 1.25)), fg, "bold")
        ink = txt.get_bounding_rect()
        out.blit(txt, (c[0] - ink.centerx, c[1] - ink.centery))
    if mark:
        _mark(out, mark, (c[0] + r - 3, c[1] - r + 3), max(3, size // 6))
    return out


def _drawn_one(surf: pygame.Surface, c: tuple[int, int], h: int, color: tuple) -> None:
    """A lining figure 1 ``h`` pixels tall centred on ``c``: a stem, a long flag down to
    the left and a foot, so it is never taken for the letter I."""
    w = max(2, h // 5)  # the stroke
    top, bottom = c[1] - h // 2, c[1] + h // 2
    x = c[0] + w // 2
    pygame.draw.line(surf, color, (x, top), (x, bottom), w)
    pygame.draw.line(surf, color, (x, top), (x - h * 2 // 5, top + h * 2 // 5), w)
    foot = h // 4
    pygame.draw.line(surf, color, (x - foot, bottom), (x + foot, bottom), max(2, w - 1))


def _mark(surf: pygame.Surface, mark: str, c: tuple[int, int], s: int) -> None:
    ink = theme.INK
    pygame.draw.circle(surf, theme.PAPER, c, s + 1)
    if mark == "square":
        pygame.draw.rect(surf, ink, (c[0] - s // 2, c[1] - s // 2, s, s))
    elif mark == "triangle":
        h = s // 2
        pygame.draw.polygon(surf, ink, [(c[0], c[1] - h - 1), (c[0] - h - 1, c[1] + h),
                                        (c[0] + s // 2 + 1, c[1] + s // 2)])
    else:
        pygame.draw.circle(surf, ink, c, max(1, s // 2))


@lru_cache(maxsize=64)
def seat_dot(color: Color, size: int, mark: str | None = None) -> pygame.Surface:
    """A faction's dot in a list: its colour, an ink rim, its mark when marks are on."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    pygame.draw.circle(out, color, (r, r), r - 1)
    pygame.draw.circle(out, theme.INK, (r, r), r - 1, 1)
    if mark:
        _mark(out, mark, (r, r), max(3, size // 3))
    return out


@lru_cache(maxsize=128)
@lru_cache(maxsize=64)
def ship_token(color: Color, size: int, passengers: int) -> pygame.Surface:
    """A ship counter: a hull and sail in the owner's colour; with nobles aboard, a paper
    disc at the masthead with their number (the counter keeps its middle: the surface
    grows by the disc's radius on every side)."""
    w, h = int(size * 1.3), size
    rb = max(7, int(size * 0.34)) if passengers else 0
    out = pygame.Surface((w + 4 + 2 * rb, h + 4 + 2 * rb), pygame.SRCALPHA)
    ship = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    hull = [(2, h * 0.6), (w + 2, h * 0.6), (w * 0.8, h), (w * 0.25, h)]
    pygame.draw.polygon(ship, (110, 74, 40), hull)
    pygame.draw.polygon(ship, theme.INK, hull, 1)
    mast = w // 2 + 2
    pygame.draw.line(ship, theme.INK, (mast, 2), (mast, h * 0.6), 1)
    sail = [(mast - w * 0.28, 3), (mast + w * 0.28, 3), (mast + w * 0.24, h * 0.5),
            (mast - w * 0.24, h * 0.5)]
    pygame.draw.polygon(ship, color, sail)
    pygame.draw.polygon(ship, theme.INK, sail, 1)
    out.blit(ship, (rb, rb))
    if passengers:
        c = (rb + int(w * 0.95), rb + int(h * 0.15))
        pygame.draw.circle(out, (30, 20, 10, 90), (c[0] + 1, c[1] + 1), rb)
        pygame.draw.circle(out, theme.PAPER, c, rb)
        pygame.draw.circle(out, theme.INK, c, rb, 1)
        txt = theme.render(str(passengers), max(12, int(rb * 2 * 1.2)), theme.INK, "bold")
        ink = txt.get_bounding_rect()
        out.blit(txt, (c[0] - ink.centerx, c[1] - ink.centery))
    return out


@lru_cache(maxsize=64)
def crown_token(house: int, size: int, crowned: bool, alive: bool) -> pygame.Surface:
    """A royal piece: a shield in the house's colour (red rose / white rose), a crown if
    crowned, struck through when dead."""
    out = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    col = LANCASTER_RGB if house == D.LANCASTER else YORK_RGB
    shield = [(1, 1), (size, 1), (size, size * 0.55), (size / 2 + 0.5, size), (1, size * 0.55)]
    pygame.draw.polygon(out, col, shield)
    pygame.draw.polygon(out, theme.INK, shield, 1)
    rose = (210, 70, 70) if house == D.YORK else (250, 244, 230)
    c = (size // 2 + 1, int(size * 0.45))
    for k in range(5):
        ang = k * 2 * pi / 5
        pygame.draw.circle(out, rose, (c[0] + int(cos(ang) * size / 7),
                                       c[1] + int(sin(ang) * size / 7)), max(1, size // 8))
    pygame.draw.circle(out, (220, 180, 60), c, max(1, size // 10))
    if crowned:
        pygame.draw.polygon(out, (214, 170, 40), [(size * 0.2, 3), (size * 0.35, 0.5),
                                                  (size * 0.5, 3), (size * 0.65, 0.5),
                                                  (size * 0.8, 3)])
    if not alive:
        pygame.draw.line(out, theme.INK, (0, 0), (size, size), 2)
        pygame.draw.line(out, theme.INK, (size, 0), (0, size), 2)
    return out


CARD_TINT: dict[str, Color] = {
    "noble": (236, 226, 196), "title": (226, 206, 150), "office": (206, 214, 228),
    "bishop": (224, 206, 224), "mercenary": (214, 200, 180), "town": (216, 226, 196),
    "ship": (196, 218, 222), "special": (240, 220, 200),
}


def card_face(surf: pygame.Surface, rect: pygame.Rect, card: int, size: int, lang: str,
              lit: bool = False) -> None:
    """A Crown card: its type's tint, its name, its kind in ``lang`` and its troops or
    votes."""
    rect = pygame.Rect(rect)
    paper.shadow(surf, rect, depth=2, radius=4)
    surf.blit(paper.sheet(rect.size, CARD_TINT.get(D.CARD_TYPE[card], theme.PAPER)), rect)
    pygame.draw.rect(surf, theme.ACCENT if lit else theme.INK, rect, 2 if lit else 1,
                     border_radius=3)
    name = card_name(card, lang)
    fs = size
    t = theme.render(name, fs, theme.INK, "bold")
    while t.get_width() > rect.w - 6 and fs > 11:  # then cut with "…": never under 11 px
        fs -= 1
        t = theme.render(name, fs, theme.INK, "bold")
    if t.get_width() > rect.w - 6:  # the hover card gives the whole name
        t = theme.render(ellipsize(name, fs, rect.w - 6, "bold"), fs, theme.INK, "bold")
    surf.blit(t, (rect.x + 3, rect.y + 2), area=pygame.Rect(0, 0, rect.w - 6, t.get_height()))
    bits = [word(lang, "k_" + D.CARD_TYPE[card])]
    if D.TROOPS[card]:
        bits.append(f"{D.TROOPS[card]}")
    if D.LORDS[card] or D.COMMONS[card]:
        # Translators: a card's votes, Lords and Commons, as short as the card is
        bits.append(gettext("{lords}L {commons}C", lang, lords=D.LORDS[card],
                            commons=D.COMMONS[card]))
    t2 = theme.render("  ".join(bits), max(11, size - 3), theme.INK_SOFT)
    surf.blit(t2, (rect.x + 3, rect.bottom - t2.get_height() - 2),
              area=pygame.Rect(0, 0, rect.w - 6, t2.get_height()))
