"""Revolution artwork drawn by code: the printed map of the Low Countries (one cached
surface per layout: provinces, coast and sea, rivers, region arrows, names, values and
settlement symbols), the region-boundary layer, and small icons. Pieces are the wooden
cubes and discs of ``ui.views.common.wood``.
"""

from __future__ import annotations

import math
import random

import pygame

from game.i18n import N_, gettext
from game.revolution import data as D
from game.revolution.text import pname, rname, sname
from ui import paper
from ui.theme import INK, INK_SOFT, render, smallcaps
from ui.views.common.wood import cube, disc, ink_polyline, shade
from ui.views.revolution.geometry import Geo
from ui.views.revolution.printed import province_label, province_labels, small_ring, value_badges

Color = tuple[int, int, int]

FACTION_RGB: tuple[Color, ...] = ((226, 184, 46), (186, 52, 42), (72, 132, 64), (52, 94, 168),
                                  (232, 126, 36), (168, 158, 140))
FACTION_MARK = ("C", "H", "N", "B", "R", "")
SEA = (150, 182, 190)
SEA_INK = (92, 128, 140)
RIVER = (78, 128, 176)
FOREIGN = (214, 202, 172)
ORANGE = (232, 140, 40)
REGION_TINTS: tuple[Color, ...] = (
    (232, 222, 178), (214, 230, 190), (232, 212, 196), (220, 214, 232), (238, 226, 184),
    (206, 226, 214), (236, 206, 186), (222, 232, 196), (226, 214, 206), (212, 222, 230))
BISHOP_RGB = ((226, 184, 46), (240, 220, 150), (250, 200, 150), (232, 126, 36))
UNIV_RGB = ((200, 190, 170), (226, 184, 46), (232, 126, 36))


def piece(owner: int, size: int, round_: bool = False, mark: bool = False) -> pygame.Surface:
    """A resource piece (cube) or army/token (disc) of ``owner`` (5: neutral)."""
    m = FACTION_MARK[owner] if mark and owner < 5 else None
    col = FACTION_RGB[owner]
    return disc(col, size, None) if round_ else cube(col, size, None) if m is None else \
        _marked(col, size, m)


_MARKED: dict = {}
_COINS: dict = {}

# the allegiance track's spaces by the label the data file gives them
TRACK_TINTS: dict[str, Color] = {
    "strongly_catholic": (228, 196, 104), "catholic": (242, 224, 164),
    "neutral": (244, 238, 222), "reformed": (248, 212, 172),
    "strongly_reformed": (240, 176, 118)}


def track_tint(space: int) -> Color:
    """The colour of allegiance space ``space`` (1-based), from the data file: its label
    (a space without a known label takes it from its printed effects), its colour when the
    file gives one, paler when it is one of the central spaces that print nothing."""
    label = str(D.TRACK.get("labels", {}).get(str(space), ""))
    if label not in TRACK_TINTS:
        eff = D.TRACK_EFFECTS.get(space, {})
        cath = "add_catholic" in eff or "remove_anti_catholic" in eff
        ref = "add_anti_catholic" in eff or "remove_catholic" in eff
        label = "neutral"
        if cath != ref:
            side = "catholic" if cath else "reformed"
            label = f"strongly_{side}" if len(eff) > 1 else side
    colour = D.TRACK.get("colours", {}).get(str(space))
    if colour == "neutral" or label == "neutral":
        return TRACK_TINTS["neutral"]
    tint = TRACK_TINTS[label]
    if space in D.TRACK.get("central", ()):  # coloured but changing nothing
        n = TRACK_TINTS["neutral"]
        tint = tuple((a + b) // 2 for a, b in zip(tint, n, strict=True))  # type: ignore
    return tint


def coin(owner: int, size: int, mark: bool = False) -> pygame.Surface:
    """A bid coin of ``owner``: a disc in the faction's colour with a dark rim and an
    inner ring (its letter inside with colour-blind marks)."""
    size = max(6, size)
    key = (owner, size, mark)
    got = _COINS.get(key)
    if got is None:
        got = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        col = FACTION_RGB[owner]
        pygame.draw.circle(got, (40, 30, 20), (c, c), c)
        pygame.draw.circle(got, col, (c, c), c - 1)
        pygame.draw.circle(got, shade(col, 0.7), (c, c), max(1, c - 3), 1)
        if mark and owner < 5 and size >= 10:
            t = render(FACTION_MARK[owner], max(7, int(size * 0.6)), INK, "bold")
            got.blit(t, t.get_rect(center=(c, c)))
        _COINS[key] = got
    return got


def _marked(col: Color, size: int, letter: str) -> pygame.Surface:
    key = (col, size, letter)
    if key not in _MARKED:
        s = cube(col, size, None).copy()
        t = render(letter, max(8, int(size * 0.8)), INK, "bold")
        s.blit(t, t.get_rect(center=(s.get_width() // 2, size // 2)))
        _MARKED[key] = s
    return _MARKED[key]


# ============================================================================ the map

def render_map(geo: Geo) -> pygame.Surface:
    """The printed map for ``geo`` (the caller caches it per layout)."""
    m = geo.map
    surf = paper.sheet(m.size).copy()
    rnd = random.Random(19)
    _fills(surf, geo)
    _borders(surf, geo, rnd)
    _rivers(surf, geo, rnd, 2)
    _links(surf, geo)
    _labels(surf, geo)
    _settlements(surf, geo)
    _cartouche(surf, geo)
    pygame.draw.rect(surf, INK_SOFT, surf.get_rect(), 1)
    return surf


TITLE = "Revolution"
SUBTITLE = N_("The Dutch Revolt 1568–1648")


def _title_texts(geo: Geo) -> tuple[pygame.Surface, pygame.Surface]:
    fs = max(13, int(geo.u * 2.2))
    return (smallcaps(TITLE, fs, INK),
            render(gettext(SUBTITLE, geo.lang), max(9, int(fs * 0.55)), INK, "italic"))


def cartouche_rect(geo: Geo) -> pygame.Rect:
    """Where the title cartouche is printed (screen coordinates): in the North Sea, at the
    map's top left corner, as on the boxed board."""
    a, b = _title_texts(geo)
    pad = max(4, geo.u // 2 + 2)
    w = max(a.get_width(), b.get_width()) + 2 * pad + 6
    h = a.get_height() + b.get_height() + 2 * pad
    return pygame.Rect(geo.map.x + 8, geo.map.y + 6, w, h)


def _cartouche(surf: pygame.Surface, geo: Geo) -> None:
    """The title in a framed cartouche: "Revolution" and the subtitle in the language."""
    r = cartouche_rect(geo).move(-geo.map.x, -geo.map.y)
    a, b = _title_texts(geo)
    pygame.draw.rect(surf, (246, 236, 210), r, border_radius=4)
    pygame.draw.rect(surf, INK, r, 2, border_radius=4)
    pygame.draw.rect(surf, (150, 110, 60), r.inflate(-6, -6), 1, border_radius=3)
    surf.blit(a, a.get_rect(midtop=(r.centerx, r.y + max(3, geo.u // 2))))
    surf.blit(b, b.get_rect(midbottom=(r.centerx, r.bottom - max(3, geo.u // 2))))


def _fills(surf: pygame.Surface, geo: Geo) -> None:
    """Washes of sea, foreign land and each province's region tint: one pixel per grid
    cell, smoothed up to the map's size (a watercolour edge under the printed lines)."""
    c = geo.cell
    rows, cols = len(geo.grid), len(geo.grid[0])
    small = pygame.Surface((cols, rows), pygame.SRCALPHA)
    for gy, row in enumerate(geo.grid):
        for gx, v in enumerate(row):
            if v == -1:
                col = (*SEA, 210)
            elif v == -2:
                col = (*FOREIGN, 120)
            else:
                col = (*REGION_TINTS[D.PROV_REGION[v] % len(REGION_TINTS)], 190)
            small.set_at((gx, gy), col)
    wash = pygame.transform.smoothscale(small, (cols * c, rows * c))
    surf.blit(wash, (0, 0))
    rnd = random.Random(7)  # ripples on the sea
    for _ in range(int(surf.get_width() * surf.get_height() / 9000)):
        x, y = rnd.uniform(0, surf.get_width()), rnd.uniform(0, surf.get_height())
        if geo.cell_at((int(x + geo.map.x), int(y + geo.map.y))) == -1:
            pygame.draw.arc(surf, SEA_INK, (x, y, 10, 5), 0.3, 2.8, 1)


def _edge_style(v: int, w: int) -> tuple[Color, int]:
    if v == -1 or w == -1:
        return SEA_INK, 2  # the coast
    if v == -2 or w == -2:
        return INK_SOFT, 1  # the frontier
    return INK, 1


def border_segments(grid: list[list[int]], cell: int, key=lambda v: v) -> list:
    """Lines between cells of different ``key``: marching squares over the labels, so
    borders run at 45 degrees instead of in stairs. Items: (a, b, cell pair)."""
    out = []
    c = cell
    for gy in range(len(grid) - 1):
        row, nxt = grid[gy], grid[gy + 1]
        for gx in range(len(row) - 1):
            tl, tr, bl, br = row[gx], row[gx + 1], nxt[gx], nxt[gx + 1]
            ktl, ktr, kbl, kbr = key(tl), key(tr), key(bl), key(br)
            if ktl == ktr == kbl == kbr:
                continue
            cx, cy = (gx + 1) * c, (gy + 1) * c
            mids = []
            if ktl != ktr:
                mids.append(((cx, cy - c / 2), (tl, tr)))
            if kbl != kbr:
                mids.append(((cx, cy + c / 2), (bl, br)))
            if ktl != kbl:
                mids.append(((cx - c / 2, cy), (tl, bl)))
            if ktr != kbr:
                mids.append(((cx + c / 2, cy), (tr, br)))
            if len(mids) == 2:
                out.append((mids[0][0], mids[1][0], mids[0][1]))
            else:
                for m, pair in mids:
                    out.append((m, (cx, cy), pair))
    return out


def _borders(surf: pygame.Surface, geo: Geo, rnd: random.Random) -> None:
    half_c = geo.cell / 2
    for a, b, (v, w) in border_segments(geo.grid, geo.cell):
        col, wd = _edge_style(v, w)
        a = (a[0] - half_c, a[1] - half_c)
        b = (b[0] - half_c, b[1] - half_c)
        if wd == 1:
            pygame.draw.aaline(surf, col, a, b)
        else:
            pygame.draw.line(surf, col, a, b, wd)


def river_points(geo: Geo, course: list[int]) -> list[tuple[float, float]]:
    """A river's line: from its first province through the borders it crosses."""
    pts = [geo.prov[p] for p in course]
    out: list[tuple[float, float]] = []
    for i, (x, y) in enumerate(pts):
        if i == 0:
            nx, ny = pts[1]
            out.append((x + (nx - x) * 0.3, y + (ny - y) * 0.3 + geo.u))
        if i + 1 < len(pts):
            nx, ny = pts[i + 1]
            out.append(((x + nx) / 2 + geo.u * 0.6, (y + ny) / 2 + geo.u * 0.8))
        else:
            px, py = pts[i - 1]
            out.append((x + (x - px) * 0.25, y + (y - py) * 0.25 + geo.u))
    return out


def _rivers(surf: pygame.Surface, geo: Geo, rnd: random.Random, width: int) -> None:
    ox, oy = geo.map.topleft
    for course, _ in D.RIVERS:
        pts = [(x - ox, y - oy) for x, y in river_points(geo, course)]
        ink_polyline(surf, RIVER, pts, width, rnd, 0.7)


def _arrow(surf: pygame.Surface, a: tuple, b: tuple, u: int) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    s = (a[0] + ux * u * 2.2, a[1] + uy * u * 2.2)
    e = (b[0] - ux * u * 2.2, b[1] - uy * u * 2.2)
    for col, wd in ((INK_SOFT, 5), ((250, 248, 240), 3)):
        pygame.draw.line(surf, col, s, e, wd)
        for p, sgn in ((e, 1), (s, -1)):
            tip = (p[0] + ux * sgn * 2, p[1] + uy * sgn * 2)
            bx, by = p[0] - ux * sgn * u * 0.8, p[1] - uy * sgn * u * 0.8
            left = (bx - uy * u * 0.6, by + ux * u * 0.6)
            right = (bx + uy * u * 0.6, by - ux * u * 0.6)
            pygame.draw.polygon(surf, col, (tip, left, right))


def _links(surf: pygame.Surface, geo: Geo) -> None:
    ox, oy = geo.map.topleft
    done: set = set()
    for r, links in enumerate(D.REGION_LINKS):
        for q in links:
            if (q, r) in done:
                continue
            done.add((r, q))
            a = geo.region_rects[r].center
            b = geo.region_rects[q].center
            _arrow(surf, (a[0] - ox, a[1] - oy), (b[0] - ox, b[1] - oy), geo.u)
    for r, rr in enumerate(geo.region_rects):
        box = rr.move(-ox, -oy)
        pygame.draw.rect(surf, (246, 240, 222), box, border_radius=3)
        pygame.draw.rect(surf, INK_SOFT, box, 1, border_radius=3)
        for i in D.REGION_SPACES[r]:
            sr = geo.space_rects[i].move(-ox, -oy)
            pygame.draw.rect(surf, (236, 228, 206), sr)
            pygame.draw.rect(surf, ORANGE if i in D.ORANGE else INK_SOFT, sr,
                             2 if i in D.ORANGE else 1)


def limit_box(geo: Geo, p: int) -> pygame.Rect:
    """Where province ``p``'s printed limit square is on screen (the counts overlay writes
    "pieces/limit" over it)."""
    fs = max(9, max(10, int(geo.u * 1.25)) - 3)
    b = value_badges(D.LIMIT[p], D.TAX[p], D.VP[p] + D.VP_FINAL[p], fs)
    x, y = geo.prov[p]
    r = b.get_rect(midtop=(x, y + 3))
    h = fs + 4
    w = max(h, render(str(D.LIMIT[p]), fs, INK, "bold").get_width() + 6)
    return pygame.Rect(r.x, r.y + 1, w, h)


def _labels(surf: pygame.Surface, geo: Geo) -> None:
    ox, oy = geo.map.topleft
    fs = max(10, int(geo.u * 1.25))
    for p in range(D.P):
        x, y = geo.prov[p]
        name, values = province_label(geo, p, (x, y))
        surf.blit(smallcaps(pname(p, geo.lang), fs, INK), name.move(-ox, -oy))
        b = value_badges(D.LIMIT[p], D.TAX[p], D.VP[p] + D.VP_FINAL[p], max(9, fs - 3))
        surf.blit(b, b.get_rect(midtop=(x - ox, y - oy + 3)))
        if D.SMALL[p]:  # a ring round its values, under its name
            ring = small_ring(geo, p, (x, y)).move(-ox, -oy)
            pygame.draw.ellipse(surf, INK, ring, 1)


def icon(kind: str, size: int) -> pygame.Surface:
    """Small printed symbols: bishop (cross), univ (book), trade (ship)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    if kind == "bishop":
        pygame.draw.rect(s, (120, 40, 110), (c - size // 10, 1, max(2, size // 5), size - 2))
        pygame.draw.rect(s, (120, 40, 110), (2, size // 3 - 1, size - 4, max(2, size // 5)))
    elif kind == "univ":
        pygame.draw.polygon(s, (40, 80, 140), [(1, 3), (c, 5), (c, size - 1), (1, size - 3)])
        pygame.draw.polygon(s, (60, 110, 170), [(size - 1, 3), (c, 5), (c, size - 1),
                                                (size - 1, size - 3)])
        pygame.draw.line(s, (250, 246, 234), (c, 5), (c, size - 1), 1)
    else:  # trade: a little sailing ship
        pygame.draw.polygon(s, (120, 70, 30), [(1, size * 0.62), (size - 1, size * 0.62),
                                               (size * 0.78, size - 1), (size * 0.22, size - 1)])
        pygame.draw.line(s, INK, (c, 1), (c, size * 0.62), 1)
        pygame.draw.polygon(s, (246, 240, 222), [(c + 1, 2), (c + 1, size * 0.55),
                                                 (size - 2, size * 0.55)])
        pygame.draw.polygon(s, INK, [(c + 1, 2), (c + 1, size * 0.55), (size - 2, size * 0.55)],
                            1)
    return s


def _marker(geo: Geo, si: int) -> pygame.Rect:
    """A settlement's printed marker (map coordinates), its crenels included."""
    u = geo.u
    x, y = geo.sett[si][0] - geo.map.x, geo.sett[si][1] - geo.map.y
    r = pygame.Rect(0, 0, int(u * 1.9), int(u * 1.5) + 3) if D.IS_CITY[si] else \
        pygame.Rect(0, 0, int(u * 1.5), int(u * 1.5))
    r.center = (x, y - (1 if D.IS_CITY[si] else 0))
    return r


def _obstacles(geo: Geo) -> list[pygame.Rect]:
    """What a settlement's name should not cover (map coordinates): the province names
    and badges, the army rows, where the pieces, counts and icons are drawn."""
    u, ox, oy = geo.u, geo.map.x, geo.map.y
    pf = max(10, int(u * 1.25))
    out = [r.move(-ox, -oy) for r in province_labels(geo)]
    for p in range(D.P):
        x, y = geo.prov[p][0] - ox, geo.prov[p][1] - oy
        out.append(pygame.Rect(x - 3 * u, y + pf + 10 - u, 6 * u, int(u * 1.6)))  # pieces
    out += [r.move(-ox, -oy) for r in geo.region_rects]
    out.append(cartouche_rect(geo).inflate(4, 4).move(-ox, -oy))  # the title
    for si in range(D.S):
        x, y = geo.sett[si][0] - ox, geo.sett[si][1] - oy
        if D.IS_CITY[si]:  # the city's pieces stand above it
            out.append(pygame.Rect(x - 2 * u, y - int(u * 2.1), 4 * u, u))
        out.append(pygame.Rect(x + int(u * 1.1), y - int(u * 1.2), 3 * u, u))  # icons
    return out


def settlement_labels(geo: Geo, texts: list[pygame.Surface]) -> list[pygame.Rect]:
    """Where each settlement's name goes (map coordinates), placed once per layout: it
    keeps off the army rows and the provinces' names and values as off other names."""
    key = (geo.rect.topleft, geo.rect.size, tuple(t.get_size() for t in texts))
    cached = getattr(geo, "_sett_labels", None)
    if cached is not None and cached[0] == key:
        return cached[1]
    from ui.views.revolution.labels import place

    markers = [_marker(geo, si) for si in range(D.S)]
    rows = tuple(r.move(-geo.map.x, -geo.map.y) for r in geo.region_rects) + tuple(
        r.move(-geo.map.x, -geo.map.y) for r in province_labels(geo))  # names as names
    rects = place([t.get_size() for t in texts], markers, _obstacles(geo),
                  pygame.Rect((0, 0), geo.map.size), gap=1, firm=rows)
    geo._sett_labels = (key, rects)
    return rects


def settlement_texts(geo: Geo) -> list[pygame.Surface]:
    """Each settlement's printed name (a city's bold, a town's italic), in the map's
    language."""
    fs = max(9, int(geo.u * 1.05))
    return [render(sname(si, geo.lang), fs, INK, "bold") if D.IS_CITY[si] else
            render(sname(si, geo.lang), fs, INK_SOFT, "italic") for si in range(D.S)]


def _settlements(surf: pygame.Surface, geo: Geo) -> None:
    ox, oy = geo.map.topleft
    u = geo.u
    seats = {D.SIDX[x] for x in D.MAP["bishoprics"]["seats"].values()}
    texts = settlement_texts(geo)
    spots = settlement_labels(geo, texts)
    for si in range(D.S):
        x, y = geo.sett[si][0] - ox, geo.sett[si][1] - oy
        if D.IS_CITY[si]:
            r = pygame.Rect(0, 0, int(u * 1.9), int(u * 1.5))
            r.center = (x, y)
            pygame.draw.rect(surf, (250, 244, 228), r)
            pygame.draw.rect(surf, INK, r, 2)
            for k in range(3):  # crenels
                cx = r.x + 2 + k * (r.w - 4) // 2
                pygame.draw.rect(surf, INK, (cx - 2, r.y - 3, 4, 3))
        else:
            pygame.draw.circle(surf, (250, 244, 228), (x, y), int(u * 0.75))
            pygame.draw.circle(surf, INK, (x, y), int(u * 0.75), 1)
        surf.blit(texts[si], spots[si])
        ix = x + int(u * 1.1)
        isz = max(8, int(u * 0.9))
        marks = []
        if si in seats:
            marks.append("bishop")
        if si in D.UNIV:
            marks.append("univ")
        if D.TRADE[si]:
            marks.append("trade")
        for k, kind in enumerate(marks):
            surf.blit(icon(kind, isz), (ix + k * (isz + 1), y - int(u * 1.2)))


def region_layer(geo: Geo) -> pygame.Surface:
    """Region (command-section) boundaries in a strong wash, on a transparent layer."""
    m = geo.map
    layer = pygame.Surface(m.size, pygame.SRCALPHA)
    c = geo.cell
    g = geo.grid

    def reg(v: int) -> int:
        return D.PROV_REGION[v] if v >= 0 else -1

    half_c = c / 2
    for a, b, (v, w) in border_segments(g, c, reg):
        if v >= 0 and w >= 0:
            pygame.draw.line(layer, (150, 40, 110, 220), (a[0] - half_c, a[1] - half_c),
                             (b[0] - half_c, b[1] - half_c), 4)
    f = max(10, geo.rh - 4)
    for r, rr in enumerate(geo.region_rects):
        t = render(rname(r, geo.lang), f, (120, 30, 90), "italic")
        layer.blit(t, t.get_rect(midbottom=(rr.centerx - m.x, rr.y - m.y - 1)))
    return layer
