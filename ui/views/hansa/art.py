"""Hansa Teutonica artwork drawn by code: the printed map (one cached surface per board
side and size), office boxes, bonus markers and small icons (the wooden pieces are
``ui.views.common.wood``'s).

Positions come from the board JSON (normalised 0..1 over the printed sheet, see
``game/hansa/data``); ``geometry.Geo`` turns them into pixels for one board rectangle.
Small symbols are drawn at three times their size and smoothed down.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.hansa.board import Board
from ui import paper
from ui.theme import INK, INK_SOFT, render, smallcaps
from ui.views.common.wood import SS, canvas, chaikin, dashed, shade, smoothed, soft_shadow
from ui.views.hansa.geometry import ABILITY_TITLES, Geo, Pt

Color = tuple[int, int, int]

LAND_TINT = (226, 236, 206)  # multiplies the paper into a pale green-beige
SEA = (146, 176, 168)
SEA_INK = (92, 126, 122)
RIVER = (120, 158, 166)
ROAD = (150, 66, 46)
POST_FILL = (246, 238, 214)
WALL = (238, 226, 196)
BEAM = (92, 60, 36)
ROOF = (156, 72, 50)
TRACK = (214, 200, 160)
NEUTRAL_RGB = (176, 166, 146)
STOCK_RGB = (196, 184, 160)  # pieces in the general supply, drawn in a muted tone
PRIVILEGE_RGB: dict[int, Color] = {1: (248, 246, 238), 2: (230, 146, 62), 3: (222, 132, 160),
                                   4: (54, 50, 48)}


# =========================================================================== printed bits


@lru_cache(maxsize=128)
def office_box(shape: int, level: int, coin: bool, size: int) -> pygame.Surface:
    """An empty printed office: square or round, in its privilege colour, coin mark."""
    big = canvas(size, size)
    S = size * SS
    col = PRIVILEGE_RGB.get(level, PRIVILEGE_RGB[1])
    ink = INK
    r = pygame.Rect(SS, SS, S - 2 * SS, S - 2 * SS)
    if shape:
        pygame.draw.ellipse(big, col, r)
        pygame.draw.ellipse(big, ink, r, max(2, SS * 2))
    else:
        pygame.draw.rect(big, col, r, border_radius=SS * 2)
        pygame.draw.rect(big, ink, r, max(2, SS * 2), border_radius=SS * 2)
    if coin:
        c = (S * 0.5, S * 0.5)
        gold = (214, 170, 60)
        pygame.draw.circle(big, gold, c, S * 0.24)
        pygame.draw.circle(big, shade(gold, 0.6), c, S * 0.24, SS)
        pygame.draw.circle(big, shade(gold, 0.7), c, S * 0.13, SS)
    return smoothed(big)


MARKER_FACE = (236, 204, 128)


@lru_cache(maxsize=64)
def marker_token(kind: int, size: int, face_up: bool = True) -> pygame.Surface:
    """A round cardboard bonus marker; ``kind`` as in game.hansa.state (or -1 hidden)."""
    big = canvas(size, size)
    S = size * SS
    c = (S / 2, S / 2)
    edge = (92, 52, 26)
    if not face_up or kind < 0:
        pygame.draw.circle(big, (150, 110, 70), c, S / 2 - SS)
        pygame.draw.circle(big, (110, 76, 44), c, S / 2 - SS, SS * 2)
        for k in range(3):
            pygame.draw.circle(big, (172, 132, 90), c, S * (0.14 + 0.1 * k), SS)
        return smoothed(big)
    pygame.draw.circle(big, shade(edge, 0.8), (c[0] + SS, c[1] + SS * 2), S / 2 - SS * 2)
    pygame.draw.circle(big, MARKER_FACE, c, S / 2 - SS * 2)
    pygame.draw.circle(big, edge, c, S / 2 - SS * 2, SS * 3)
    pygame.draw.circle(big, shade(edge, 1.6), c, S / 2 - SS * 6, SS)
    ink = (110, 30, 20)
    lw = max(2, S // 14)
    if kind in (4, 5):  # +3 / +4 actions
        t = pygame.transform.smoothscale_by(
            render(f"+{kind - 1}", max(8, int(size * 0.62)), ink, "bold"), SS)
        big.blit(t, t.get_rect(center=(S / 2, S / 2 - SS)))
    elif kind == 0:  # additional office: a box with a plus
        r = pygame.Rect(0, 0, S * 0.36, S * 0.36)
        r.center = (S * 0.42, S * 0.55)
        pygame.draw.rect(big, ink, r, lw)
        pygame.draw.line(big, ink, (S * 0.7, S * 0.22), (S * 0.7, S * 0.46), lw)
        pygame.draw.line(big, ink, (S * 0.58, S * 0.34), (S * 0.82, S * 0.34), lw)
    elif kind == 1:  # swap offices: two boxes and crossing arrows
        for x in (0.3, 0.7):
            r = pygame.Rect(0, 0, S * 0.22, S * 0.22)
            r.center = (S * x, S * 0.62)
            pygame.draw.rect(big, ink, r, lw)
        pygame.draw.arc(big, ink, (S * 0.3, S * 0.2, S * 0.4, S * 0.36), 0.2, math.pi - 0.2, lw)
        pygame.draw.polygon(big, ink, [(S * 0.25, S * 0.4), (S * 0.35, S * 0.4),
                                       (S * 0.3, S * 0.5)])
        pygame.draw.polygon(big, ink, [(S * 0.65, S * 0.4), (S * 0.75, S * 0.4),
                                       (S * 0.7, S * 0.5)])
    elif kind == 2:  # upgrade: an arrow up over a bar
        pygame.draw.polygon(big, ink, [(S * 0.5, S * 0.18), (S * 0.72, S * 0.45),
                                       (S * 0.58, S * 0.45), (S * 0.58, S * 0.68),
                                       (S * 0.42, S * 0.68), (S * 0.42, S * 0.45),
                                       (S * 0.28, S * 0.45)])
        pygame.draw.line(big, ink, (S * 0.3, S * 0.78), (S * 0.7, S * 0.78), lw)
    elif kind == 3:  # remove 3: three small cubes, one struck out
        for i, x in enumerate((0.3, 0.5, 0.7)):
            r = pygame.Rect(0, 0, S * 0.15, S * 0.15)
            r.center = (S * x, S * 0.5)
            pygame.draw.rect(big, ink, r, 0 if i == 1 else lw)
        pygame.draw.line(big, ink, (S * 0.22, S * 0.3), (S * 0.78, S * 0.7), lw)
    return smoothed(big)


@lru_cache(maxsize=16)
def ability_icon(ability: int, size: int, color: Color = INK) -> pygame.Surface:
    """A small printed emblem for an ability: fist, key, book, seal, purse."""
    big = canvas(size, size)
    S = size * SS
    lw = max(2, S // 12)
    if ability == 0:  # actiones: a hand with fingers (stylised as a fan of strokes)
        pygame.draw.ellipse(big, color, (S * 0.25, S * 0.45, S * 0.5, S * 0.42))
        for i in range(4):
            x = S * (0.3 + i * 0.13)
            pygame.draw.line(big, color, (x, S * 0.55), (x, S * (0.18 + abs(1.5 - i) * 0.06)),
                             lw + SS)
    elif ability == 1:  # clavis urbis: a key
        pygame.draw.circle(big, color, (S * 0.3, S * 0.5), S * 0.17, lw)
        pygame.draw.line(big, color, (S * 0.45, S * 0.5), (S * 0.88, S * 0.5), lw)
        pygame.draw.line(big, color, (S * 0.78, S * 0.5), (S * 0.78, S * 0.68), lw)
        pygame.draw.line(big, color, (S * 0.66, S * 0.5), (S * 0.66, S * 0.64), lw)
    elif ability == 2:  # liber sophiae: an open book
        pygame.draw.polygon(big, color, [(S * 0.1, S * 0.3), (S * 0.48, S * 0.36),
                                         (S * 0.48, S * 0.8), (S * 0.1, S * 0.72)], lw)
        pygame.draw.polygon(big, color, [(S * 0.9, S * 0.3), (S * 0.52, S * 0.36),
                                         (S * 0.52, S * 0.8), (S * 0.9, S * 0.72)], lw)
    elif ability == 3:  # privilegium: a seal with ribbons
        pygame.draw.circle(big, color, (S * 0.5, S * 0.42), S * 0.26)
        pygame.draw.polygon(big, color, [(S * 0.36, S * 0.6), (S * 0.3, S * 0.92),
                                         (S * 0.45, S * 0.82), (S * 0.5, S * 0.64)])
        pygame.draw.polygon(big, color, [(S * 0.64, S * 0.6), (S * 0.7, S * 0.92),
                                         (S * 0.55, S * 0.82), (S * 0.5, S * 0.64)])
    else:  # bursa: a tied purse
        pygame.draw.ellipse(big, color, (S * 0.2, S * 0.38, S * 0.6, S * 0.52))
        pygame.draw.polygon(big, color, [(S * 0.38, S * 0.42), (S * 0.3, S * 0.16),
                                         (S * 0.5, S * 0.3), (S * 0.7, S * 0.16),
                                         (S * 0.62, S * 0.42)])
    return smoothed(big)


@lru_cache(maxsize=8)
def tavern_icon(size: int) -> pygame.Surface:
    """A little inn with a hanging sign (the start-marker routes)."""
    big = canvas(size, size)
    S = size * SS
    pygame.draw.rect(big, WALL, (S * 0.18, S * 0.45, S * 0.56, S * 0.45))
    pygame.draw.polygon(big, ROOF, [(S * 0.1, S * 0.48), (S * 0.46, S * 0.14),
                                    (S * 0.82, S * 0.48)])
    pygame.draw.rect(big, BEAM, (S * 0.18, S * 0.45, S * 0.56, S * 0.45), SS * 2)
    pygame.draw.rect(big, BEAM, (S * 0.38, S * 0.64, S * 0.14, S * 0.26))
    pygame.draw.line(big, BEAM, (S * 0.74, S * 0.56), (S * 0.94, S * 0.56), SS * 2)
    pygame.draw.rect(big, (200, 150, 70), (S * 0.82, S * 0.6, S * 0.14, S * 0.14))
    pygame.draw.rect(big, BEAM, (S * 0.82, S * 0.6, S * 0.14, S * 0.14), SS)
    return smoothed(big)


# =========================================================================== the map


# A rough coastline (normalised points) for the North Sea and the Baltic.
NORTH_SEA = [(0.03, 0.05), (0.52, 0.05), (0.5, 0.07), (0.455, 0.085), (0.43, 0.11),
             (0.39, 0.12), (0.34, 0.13), (0.3, 0.122), (0.245, 0.128), (0.2, 0.14),
             (0.16, 0.138), (0.12, 0.13), (0.075, 0.142), (0.05, 0.17), (0.045, 0.24),
             (0.04, 0.3), (0.03, 0.3)]
BALTIC = [(0.8, 0.05), (0.97, 0.05), (0.97, 0.2), (0.95, 0.19), (0.935, 0.15),
          (0.918, 0.11), (0.9, 0.075), (0.86, 0.058)]
RIVERS = [
    [(0.03, 0.96), (0.06, 0.9), (0.075, 0.84), (0.1, 0.78), (0.105, 0.72), (0.1, 0.62),
     (0.088, 0.56), (0.06, 0.45), (0.045, 0.39)],  # Rhine
    [(0.52, 0.95), (0.5, 0.86), (0.47, 0.78), (0.44, 0.66), (0.46, 0.55), (0.47, 0.43),
     (0.49, 0.33), (0.47, 0.2), (0.45, 0.1)],  # Weser
    [(0.97, 0.7), (0.93, 0.72), (0.91, 0.68), (0.93, 0.58), (0.92, 0.48), (0.88, 0.4),
     (0.84, 0.34), (0.79, 0.24), (0.75, 0.17), (0.7, 0.13), (0.62, 0.1), (0.55, 0.075)],  # Elbe
]


@lru_cache(maxsize=4)
def render_map(side: str, w: int, h: int) -> pygame.Surface:
    """The printed board of ``side`` at ``w`` x ``h`` pixels (cached)."""
    from game.hansa.board import side_board

    board = side_board(side)
    area = pygame.Rect(0, 0, w, h)
    geo = Geo(board, area)
    surf = paper.sheet((geo.w, geo.h), LAND_TINT).copy()
    rnd = random.Random(7 if side == "4-5" else 11)
    _draw_water(surf, geo, rnd)
    _draw_border(surf, geo)
    _draw_routes(surf, geo, rnd)
    _draw_cities(surf, geo, board, rnd)
    _draw_specials(surf, geo, board)
    paper.crease(surf, surf.get_rect(), vertical=True)
    return surf


def _np(geo: Geo, pts: list) -> list[tuple[float, float]]:
    return [(x * geo.w, y * geo.h) for x, y in pts]


def _draw_water(surf: pygame.Surface, geo: Geo, rnd: random.Random) -> None:
    wash = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for poly in (NORTH_SEA, BALTIC):
        pts = chaikin(_np(geo, poly), 3, closed=True)
        pygame.draw.polygon(wash, (*SEA, 150), pts)
        # coastline hatching: a few parallel lines offshore
        for k in range(1, 4):
            sh = [(x, y - k * geo.h * 0.007) for x, y in pts]
            pygame.draw.lines(wash, (*SEA_INK, 70 - k * 15), True, sh, 1)
        pygame.draw.lines(wash, (*SEA_INK, 200), True, pts, max(1, geo.w // 900 + 1))
    for river in RIVERS:
        pts = chaikin(_np(geo, river), 3)
        pygame.draw.lines(wash, (*RIVER, 190), False, pts, max(2, geo.w // 420))
    surf.blit(wash, (0, 0))
    # waves in the seas
    f = max(9, geo.w // 70)
    for x, y in ((0.2, 0.085), (0.33, 0.08), (0.1, 0.1), (0.93, 0.085)):
        cx, cy = x * geo.w, y * geo.h
        for k in range(3):
            pygame.draw.arc(surf, SEA_INK, (cx + k * f * 0.8, cy, f, f * 0.6), 0.3, math.pi - 0.3,
                            1)


def _draw_border(surf: pygame.Surface, geo: Geo) -> None:
    """The prestige track round the edge and the frame inside it."""
    c = geo.corners
    x0, y0 = c[70]
    x1, y1 = c[20]
    step_x = (x1 - x0) / 30
    step_y = (y1 - y0) / 20
    cw, ch = step_x, step_y
    band = pygame.Rect(round(x0 - cw / 2), round(y0 - ch / 2), round(x1 - x0 + cw),
                       round(y1 - y0 + ch))
    inner = band.inflate(-round(cw * 2), -round(ch * 2))
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(layer, (*TRACK, 150), band)
    pygame.draw.rect(layer, (0, 0, 0, 0), inner)
    surf.blit(layer, (0, 0))
    size = max(7, round(min(cw, ch) * 0.42))
    for n in range(100):
        x, y = geo.prestige_pos(n)
        r = pygame.Rect(0, 0, round(cw) - 1, round(ch) - 1)
        r.center = (x, y)
        pygame.draw.rect(surf, INK_SOFT, r, 1)
        if n % 5 == 0:
            pygame.draw.rect(surf, (*shade(TRACK, 0.9),), r.inflate(-2, -2))
            pygame.draw.rect(surf, INK_SOFT, r, 1)
        t = render(str(n), size, INK if n % 5 == 0 else INK_SOFT,
                   "bold" if n % 5 == 0 else "regular")
        surf.blit(t, t.get_rect(center=(x, y - 1)))
    pygame.draw.rect(surf, INK, band, 2)
    pygame.draw.rect(surf, INK, inner, 2)
    pygame.draw.rect(surf, INK_SOFT, inner.inflate(-6, -6), 1)


def _draw_routes(surf: pygame.Surface, geo: Geo, rnd: random.Random) -> None:
    b = geo.board
    road_w = max(2, round(geo.w * 0.0032))
    under = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for r in b.live_routes:
        pts = chaikin([tuple(map(float, p)) for p in geo.route_path(r)], 2)
        pygame.draw.lines(under, (216, 196, 150, 150), False, pts, road_w * 4)
    surf.blit(under, (0, 0))
    for r in b.live_routes:
        pts = chaikin([tuple(map(float, p)) for p in geo.route_path(r)], 2)
        dashed(surf, ROAD, pts, road_w, road_w * 3.2, road_w * 2.2)
    pr = geo.post_r
    for p in b.live_posts:
        c = geo.post_pos[p]
        pygame.draw.circle(surf, (70, 44, 24), (c[0] + 1, c[1] + 2), pr)
        pygame.draw.circle(surf, POST_FILL, c, pr)
        pygame.draw.circle(surf, ROAD, c, pr, max(2, pr // 4))
        pygame.draw.circle(surf, (*shade(ROAD, 1.5),), c, max(1, pr // 2), 1)
    ti = tavern_icon(max(14, round(geo.box * 1.5)))
    for _r, (x, y) in geo.taverns:
        surf.blit(ti, ti.get_rect(center=(x, y)))


def _draw_cities(surf: pygame.Surface, geo: Geo, board: Board, rnd: random.Random) -> None:
    raw_cities = board.raw["cities"]
    name_size = max(15, round(geo.w * 0.0105))  # small capitals: the lower case >= 11 px
    for ci, c in enumerate(raw_cities):
        rect = geo.city_rect[ci]
        roof_h = max(5, round(geo.box * 0.55))
        # a soft ground shadow, the plaster wall, the timber frame and the roof
        sh = soft_shadow(rect.w, rect.h, False, 70)
        surf.blit(sh, (rect.x - sh.get_width() // 2 + rect.w // 2 + 2,
                       rect.y - sh.get_height() // 2 + rect.h // 2 + 3))
        pygame.draw.rect(surf, WALL, rect)
        roof = [(rect.x - 3, rect.y + 1), (rect.x + roof_h, rect.y - roof_h),
                (rect.right - roof_h, rect.y - roof_h), (rect.right + 3, rect.y + 1)]
        pygame.draw.polygon(surf, ROOF, roof)
        pygame.draw.polygon(surf, shade(ROOF, 0.6), roof, 1)
        for k in range(1, 3):
            yy = rect.y - roof_h * k // 3
            pygame.draw.line(surf, shade(ROOF, 0.8), (rect.x + k * roof_h // 3, yy),
                             (rect.right - k * roof_h // 3, yy))
        pygame.draw.rect(surf, BEAM, rect, max(2, geo.box // 8))
        offs = list(board.city_offices[ci])
        for a, b2 in zip(offs, offs[1:], strict=False):
            x = (geo.office_rect[a].right + geo.office_rect[b2].left) // 2
            pygame.draw.line(surf, BEAM, (x, rect.y), (x, rect.bottom), max(1, geo.box // 10))
        for o in offs:
            box = office_box(board.office_shape[o], board.office_level[o], board.office_coin[o],
                             geo.box)
            surf.blit(box, geo.office_rect[o])
        name = smallcaps(c["name"], name_size, INK)
        nr = name.get_rect(midtop=(rect.centerx, rect.bottom + 1))
        plate = nr.inflate(6, 0)
        pl = pygame.Surface(plate.size, pygame.SRCALPHA)
        pl.fill((246, 238, 214, 170))
        surf.blit(pl, plate)
        surf.blit(name, nr)
        if ci in (board.east, board.west):
            star_c = (rect.right + geo.box // 3, rect.y - geo.box // 3)
            _compass_star(surf, star_c, max(5, geo.box // 2))


def _compass_star(surf: pygame.Surface, c: Pt, r: int) -> None:
    pts = []
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        rr = r if i % 2 == 0 else r * 0.4
        pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
    pygame.draw.polygon(surf, (214, 170, 60), pts)
    pygame.draw.polygon(surf, INK, pts, 1)


def scroll_surface(ability: int, w: int, h: int) -> pygame.Surface:
    return _scroll(ability, w, h)


@lru_cache(maxsize=16)
def _scroll(ability: int, w: int, h: int) -> pygame.Surface:
    """A hanging parchment scroll naming an ability (printed next to its city)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    curl = max(4, w // 7)
    body = pygame.Rect(2, curl // 2, w - 4, h - curl)
    pygame.draw.rect(s, (70, 44, 20, 60), body.move(2, 2), border_radius=3)
    pygame.draw.rect(s, (244, 228, 186), body, border_radius=3)
    pygame.draw.rect(s, INK_SOFT, body, 1, border_radius=3)
    for y in (curl // 2, h - curl // 2):
        pygame.draw.ellipse(s, (226, 204, 156), (0, y - curl // 2, w, curl))
        pygame.draw.ellipse(s, INK_SOFT, (0, y - curl // 2, w, curl), 1)
    ic = ability_icon(ability, max(8, int(w * 0.42)), (96, 34, 26))
    s.blit(ic, ic.get_rect(midtop=(w // 2, body.y + curl // 2 + 1)))
    words = ABILITY_TITLES[ability].split()
    size = max(7, int(w * 0.2))
    y = body.y + curl // 2 + ic.get_height() + 1
    for word in words:
        for sz in range(size, 5, -1):  # a smaller size before a squeeze
            t = render(word, sz, INK, "italic")
            if t.get_width() <= w - 6:
                break
        if t.get_width() > w - 6:
            t = pygame.transform.smoothscale(t, (w - 6, t.get_height()))
        s.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += t.get_height() - 3
    return s


def _draw_specials(surf: pygame.Surface, geo: Geo, board: Board) -> None:
    fs = max(8, round(geo.w * 0.0085))
    # ability scrolls
    for ab, r in geo.scrolls.items():
        surf.blit(_scroll(ab, r.w, r.h), r)
    # Coellen prestige table
    sz = geo.box + 2
    rects = []
    for x, y in geo.coellen:
        r = pygame.Rect(0, 0, round(sz * 1.45), round(sz * 1.9))
        r.center = (x, y + sz // 4)
        rects.append(r)
    frame = rects[0].unionall(rects[1:]).inflate(sz // 2, sz // 2)
    frame.y -= fs
    frame.h += fs
    pygame.draw.rect(surf, (244, 230, 196), frame, border_radius=4)
    pygame.draw.rect(surf, BEAM, frame, 2, border_radius=4)
    t = render("Coellen", fs, INK, "italic")
    surf.blit(t, t.get_rect(midtop=(frame.centerx, frame.y + 2)))
    for i, r in enumerate(rects):
        lvl = board.coellen_level[i]
        box = office_box(1, lvl, False, sz)
        surf.blit(box, box.get_rect(center=(r.centerx, geo.coellen[i][1])))
        pts = render(str(board.coellen_points[i]), fs + 1, INK, "bold")
        surf.blit(pts, pts.get_rect(midtop=(r.centerx, geo.coellen[i][1] + sz // 2 + 1)))
    # completed cities track
    cs = geo.completed
    cell = max(8, round((cs[1][0] - cs[0][0]) * 0.86))
    lab = render("Civitates completae", max(7, fs - 1), INK, "italic")
    lh = lab.get_height() - 2
    row = pygame.Rect(0, 0, cs[-1][0] - cs[0][0] + cell + 8, cell + 6 + lh)
    row.midtop = ((cs[0][0] + cs[-1][0]) // 2, cs[0][1] - cell // 2 - 3 - lh)
    pygame.draw.rect(surf, (244, 230, 196), row, border_radius=4)
    pygame.draw.rect(surf, BEAM, row, 2, border_radius=4)
    surf.blit(lab, lab.get_rect(midtop=(row.centerx, row.y)))
    for i, (x, y) in enumerate(cs):
        r = pygame.Rect(0, 0, cell, cell)
        r.center = (x, y)
        fill = (214, 120, 96) if i == len(cs) - 1 else (238, 226, 196)
        pygame.draw.rect(surf, fill, r, border_radius=2)
        pygame.draw.rect(surf, INK_SOFT, r, 1, border_radius=2)
        n = render(str(i), max(7, fs - 2), INK_SOFT)
        surf.blit(n, n.get_rect(center=r.center))
    # East-West plaque near Arnheim
    x, y = geo.ew_pos
    txt = render(f"{board.city_names[board.east]} – {board.city_names[board.west]}", fs, INK,
                 "italic")
    awards = "  ".join(str(a) for a in board.east_west_awards)
    pts = render(awards, fs + 1, INK, "bold")
    pl = pygame.Rect(0, 0, max(txt.get_width(), pts.get_width()) + 14,
                     txt.get_height() + pts.get_height() + 6)
    pl.center = (x, y)
    pygame.draw.rect(surf, (244, 230, 196), pl, border_radius=4)
    pygame.draw.rect(surf, BEAM, pl, 1, border_radius=4)
    _compass_star(surf, (pl.x, pl.y), max(5, geo.box // 2))
    surf.blit(txt, txt.get_rect(midtop=(pl.centerx, pl.y + 2)))
    surf.blit(pts, pts.get_rect(midbottom=(pl.centerx, pl.bottom - 2)))
    # title cartouche, in the emptiest spot near the bottom middle
    title = smallcaps("Hansa Teutonica", max(14, round(geo.w * 0.024)), (96, 34, 26))
    taken = [frame, row, pl, *geo.scrolls.values()]
    tr = title.get_rect()
    c70, c20 = geo.corners[70], geo.corners[20]
    cell = (c20[0] - c70[0]) / 30
    inner = pygame.Rect(round(c70[0] + cell), round(c70[1] + cell),
                        round(c20[0] - c70[0] - 2 * cell), round(c20[1] - c70[1] - 2 * cell))
    best = None
    for j in range(36):
        for i in range(29):
            x, y = 0.15 + i * 0.025, 0.93 - j * 0.022
            tr.center = (round(x * geo.w), round(y * geo.h))
            if inner.contains(tr) and tr.collidelist(taken) < 0 and side_has_room(geo, tr):
                cost = abs(x - 0.5) + abs(y - 0.93) * 1.5
                if best is None or cost < best[0]:
                    best = (cost, tr.copy())
    if best is not None:
        surf.blit(title, best[1])
        rule_y = best[1].bottom + 1
        pygame.draw.line(surf, (96, 34, 26), (best[1].x + 8, rule_y), (best[1].right - 8, rule_y))


def side_has_room(geo: Geo, r: pygame.Rect) -> bool:
    """True when ``r`` (with a margin) touches no city, trading post, tavern or road."""
    big = r.inflate(geo.post_r * 2, geo.post_r * 2)
    if big.collidelist(geo.city_rect) >= 0:
        return False
    b = geo.board
    for rt in b.live_routes:
        path = geo.route_path(rt)
        for a, c in zip(path, path[1:], strict=False):
            if big.clipline(a, c):
                return False
    return all(not big.collidepoint(p) for _r, p in geo.taverns)
