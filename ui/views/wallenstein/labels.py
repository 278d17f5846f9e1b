"""Where each province's name is printed on the Wallenstein map, as a printed board sets it:
inside its own borders, clear of its cities, values, army and revolt tokens; on one line
near the anchor when it fits, else moved a little, else in two lines (at a hyphen, a space
or a syllable), else shortened (the full name is in the hover card). ``placements(w, h)``
answers for a whole map size, once.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import pygame

from game.wallenstein import data as D
from ui.theme import render, smallcaps
from ui.views.wallenstein.geometry import MapGeom

MIN_LABEL = 11  # px: no map name is set smaller (issue 25)

# where a long single word may break into two lines (the first part keeps a hyphen)
SYLLABLES: tuple[str, ...] = (
    "Ober|österreich", "Nieder|österreich", "Wolfen|büttel", "Mecklen|burg", "Württem|berg",
    "Vor|pommern", "Loth|ringen", "Kur|sachsen", "Mittel|mark", "Regens|burg", "Steier|mark",
    "Zwei|brücken", "Alt|mark", "Neu|mark", "Ober|pfalz", "Vogt|land", "Lüne|burg", "Salz|burg",
    "Strass|burg", "Augs|burg", "Würz|burg", "Osna|brück", "Pader|born", "Darm|stadt", "Breis|gau",
    "Hol|stein", "Kon|stanz", "Kärn|ten",
)
UNDER = 10.0  # the cost of a name where a piece may stand (more than shortening it); three
# times that on a printed symbol (only on a map too small for anything else)
# the last resort where nothing else fits (the hover card names the province in full)
SHORT: dict[str, tuple[str, ...]] = {
    "Hessen-Darmstadt": ("H.-Darmstadt",),
    "Hessen-Kassel": ("H.-Kassel",),
    "Oberösterreich": ("Oberöst.",),
    "Niederösterreich": ("Niederöst.",),
    "Bm. Zweibrücken": ("Zweibrücken", "Zweibr."),
    "Bm. Konstanz": ("Konstanz",),
    "Hm. Paderborn": ("Paderborn",),
    "Erzbm. Köln": ("Köln",),
    "Erzbm. Trier": ("Trier",),
    "Bm. Lüttich": ("Lüttich",),
    "Fm. Bayern": ("Bayern",),
    "Sächs. Lande": ("Sachsen",),
    "Vogtland": ("Vogtl.",),
}


class Label(NamedTuple):
    """A province's printed name: its lines, their size in px and their rectangles (map
    coordinates, one per line)."""

    lines: tuple[str, ...]
    size: int
    rects: tuple[pygame.Rect, ...]
    inks: tuple[pygame.Rect, ...]  # where the letters are in each rectangle
    inside: bool  # False only when no placement fits (then the one least out is kept)


def label_size(u: float) -> int:
    return max(9, int(u * 0.74))


def map_label(text: str, size: int, color: tuple) -> pygame.Surface:
    """A place name: small capitals while their lower case stays at least MIN_LABEL px,
    else plain letters at MIN_LABEL px (as narrow, and legible on a small map)."""
    if int(size * 0.78) >= MIN_LABEL:
        return smallcaps(text, size, color)
    return render(text, MIN_LABEL, color)


def _breaks(name: str) -> list[tuple[str, str]]:
    """The ways ``name`` goes into two lines: at a space, after a hyphen, at a syllable."""
    out = []
    for k, ch in enumerate(name):
        if ch == " ":
            out.append((name[:k], name[k + 1:]))
        elif ch == "-":
            out.append((name[:k + 1], name[k + 1:]))
    for cut in SYLLABLES:
        a, b = cut.split("|")
        k = name.find(a + b)
        if k >= 0:
            out.append((name[:k] + a + "-", b + name[k + len(a + b):]))
    return out


def _variants(name: str) -> list[tuple[tuple[str, ...], float]]:
    """The forms of a name with what each costs (in map units): one line, two lines,
    shortened."""
    out: list[tuple[tuple[str, ...], float]] = [((name,), 0.0)]
    out += [((a, b), 1.2) for a, b in _breaks(name)]
    for k, short in enumerate(SHORT.get(name, ())):
        out.append(((short,), 8.0 + 2 * k))
        out += [((a, b), 9.0 + 2 * k) for a, b in _breaks(short)]
    return out


def obstacles(geom: MapGeom, i: int, players: int = 4
              ) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What a province shows besides its name (map coordinates): what is printed (the city
    symbols, the gold and grain values, the three dots of a province out of a three-player
    game), and where pieces may stand in a game of ``players`` (the buildings on the
    cities, the army cube, the revolt tokens)."""
    u = geom.unit
    ax, ay = geom.anchor[i]
    cs = max(5, int(u * 0.42))
    n = max(1, D.CITIES[i])
    x0, y0 = ax + int(u * 0.35), ay - int(u * 0.35)
    cities = pygame.Rect(x0, y0 - cs // 2, n * (cs + 2) - 1, cs + cs // 2 + 1)
    bw = int(u * 0.95)  # a building's picture, standing on its city
    buildings = pygame.Rect(x0 - (bw - cs) // 2, y0 + cs - bw, n * (cs + 2) + bw - cs, bw + 1)
    vs = max(9, int(u * 0.68))
    vh = render("0", vs, (0, 0, 0), "bold").get_height()
    ic = max(6, int(u * 0.5))
    vw = ic * 2 + 2 * render("8", vs, (0, 0, 0), "bold").get_width() + 8
    values = pygame.Rect(ax - vw // 2, ay + int(u * 1.15), vw, vh)
    c = int(u * 1.15)
    cube = pygame.Rect(ax - int(u * 0.55) - c // 2, ay + int(u * 0.55) - c // 2,
                       c + c // 4, c + c // 4)  # with its shadow (art.cube)
    t = int(u * 0.75)
    revolts = pygame.Rect(ax - int(u * 1.6) - 3 * int(u * 0.35), ay - int(u * 0.6),
                          3 * int(u * 0.35) + t, t)
    printed = [cities.inflate(2, 2), values.inflate(2, 2)]
    if players == 3 and D.EXCLUDED_3P[i]:  # out of the game: three dots and no pieces
        return [*printed, pygame.Rect(ax - 8, ay - 2, 17, 5)], []
    return printed, [buildings, cube, revolts]


def room(geom: MapGeom, i: int, gap: int = 1) -> tuple[pygame.mask.Mask, tuple[int, int]]:
    """Where a name of province ``i`` may lie: inside its outline, the border's width (and
    ``gap`` pixels) away from it; a mask and its top left. (The owner's ring is broken where it
    meets a name: ``WallensteinBoard`` prints the names again over the rings.)"""
    u = geom.unit
    poly = geom.polys[i]
    xs = [x for x, _ in poly]
    ys = [y for _, y in poly]
    box = pygame.Rect(min(xs) - 2, min(ys) - 2, max(xs) - min(xs) + 5, max(ys) - min(ys) + 5)
    rel = [(x - box.x, y - box.y) for x, y in poly]
    s = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(s, (255, 255, 255, 255), rel)
    inside = pygame.mask.from_surface(s, 127)
    band = pygame.Surface(box.size, pygame.SRCALPHA)
    border = max(2, int(u / 7)) + gap  # the heavy region border or a fine one wobbled
    pygame.draw.lines(band, (255, 255, 255, 255), True, rel, 2 * border)
    inside.erase(pygame.mask.from_surface(band, 127), (0, 0))
    return inside, box.topleft


def _stack(lines: tuple[str, ...], size: int, cx: int, bottom: int) -> tuple[pygame.Rect, ...]:
    """The rectangles of ``lines`` centred on ``cx``, the last ending at ``bottom``."""
    imgs = [map_label(t, size, (0, 0, 0)) for t in lines]
    step = int(imgs[0].get_height() * 0.82)
    rects = []
    y = bottom - imgs[-1].get_height() - step * (len(imgs) - 1)
    for img in imgs:
        rects.append(pygame.Rect(cx - img.get_width() // 2, y, img.get_width(),
                                 img.get_height()))
        y += step
    return tuple(rects)


def _ink(lines: tuple[str, ...], size: int, rects: tuple[pygame.Rect, ...]
         ) -> tuple[pygame.Rect, ...]:
    """Where the letters of each line are (a font's box has room above the capitals and
    below the line for descenders, where a border may pass)."""
    return tuple(map_label(t, size, (0, 0, 0)).get_bounding_rect().move(r.topleft)
                 for t, r in zip(lines, rects, strict=True))


class _Room:
    """Where an ink rectangle of a given size fits (map coordinates): the room less the
    printed symbols, and less the pieces' places too (``Mask.convolve`` answers every
    position of one size at once)."""

    def __init__(self, room: pygame.mask.Mask, at: tuple[int, int],
                 blocks: list[pygame.Rect]) -> None:
        self.at = at
        self.size = room.get_size()
        self.blocked = room.copy()
        for b in blocks:
            self.blocked.erase(pygame.mask.Mask(b.size, True), (b.x - at[0], b.y - at[1]))
        self.blocked.invert()
        self._conv: dict[tuple[int, int], pygame.mask.Mask] = {}

    def _conv_of(self, size: tuple[int, int]) -> pygame.mask.Mask:
        conv = self._conv.get(size)
        if conv is None:
            conv = self._conv[size] = self.blocked.convolve(pygame.mask.Mask(size, True))
        return conv

    def fits(self, r: pygame.Rect) -> bool:
        x, y = r.x - self.at[0], r.y - self.at[1]
        if x < 0 or y < 0 or x + r.w > self.size[0] or y + r.h > self.size[1]:
            return False
        return not self._conv_of(r.size).get_at((x + r.w - 1, y + r.h - 1))

    def where(self, size: tuple[int, int]) -> pygame.mask.Mask:
        """Every top left (room coordinates) where a rectangle of ``size`` fits."""
        w, h = size
        out = pygame.mask.Mask(self.size)
        span = (self.size[0] - w + 1, self.size[1] - h + 1)
        if span[0] > 0 and span[1] > 0:
            free = self._conv_of(size).copy()
            free.invert()
            out.draw(free, (1 - w, 1 - h))
            out = out.overlap_mask(pygame.mask.Mask(span, True), (0, 0))
        return out


def _anchors(rooms: tuple[_Room, ...], inks: list[pygame.Rect], margin: int
             ) -> pygame.mask.Mask:
    """Where a stack of lines may be anchored (room coordinates plus ``margin``) with every
    line's letters fitting one of ``rooms``."""
    size = (rooms[0].size[0] + 2 * margin, rooms[0].size[1] + 2 * margin)
    out: pygame.mask.Mask | None = None
    for r in inks:
        line = pygame.mask.Mask(size)
        for room_ in rooms:
            line.draw(room_.where(r.size), (margin - r.x, margin - r.y))
        out = line if out is None else out.overlap_mask(line, (0, 0))
    assert out is not None
    return out


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def place(geom: MapGeom, i: int, players: int = 4) -> Label:
    """The cheapest placement of province ``i``'s name whose letters lie in its room, clear
    of its printed symbols and of its pieces if it can be: cost is the distance from the
    printed spot (above the cities) in map units plus what the form costs."""
    u = geom.unit
    ax, ay = geom.anchor[i]
    mask, at = room(geom, i)
    printed, pieces = obstacles(geom, i, players)
    within, clear = _Room(mask, at, []), _Room(mask, at, printed)
    free = _Room(mask, at, printed + pieces)
    close = _Room(*room(geom, i, 0), printed)  # nearer the border
    size = label_size(u)
    home = int(ay - u * 1.55) + map_label("Ag", size, (0, 0, 0)).get_height()
    xs = [x for x, _ in geom.polys[i]]
    ys = [y for _, y in geom.polys[i]]
    step = 1 if u < 12 else 2  # a small map leaves room to the pixel
    offsets = sorted(((abs(dx) + abs(dy) * 1.3) / u, dx, dy)
                     for dx in range(min(xs) - ax, max(xs) - ax + 1, step)
                     for dy in range(min(ys) - home, max(ys) - home + 1, step))
    wide = max(xs) - min(xs)
    best: tuple[float, Label] | None = None
    for lines, cost in _variants(D.NAMES[i]):
        rel = _stack(lines, size, 0, 0)
        rel_inks = _ink(lines, size, rel)
        if max(r.w for r in rel_inks) > wide:
            continue
        margin = max(max(abs(r.x), abs(r.y), r.w, r.h) for r in rel_inks) + 1
        ok = _anchors((within, close), rel_inks, margin)
        if not ok.count():
            continue
        ox, oy = ax - at[0] + margin, home - at[1] + margin
        ow, oh = ok.get_size()
        for far, dx, dy in offsets:
            if best is not None and cost + far >= best[0]:
                break
            if not (0 <= ox + dx < ow and 0 <= oy + dy < oh and ok.get_at((ox + dx, oy + dy))):
                continue
            inks = [r.move(ax + dx, home + dy) for r in rel_inks]
            if all(free.fits(r) for r in inks):
                c = cost + far
            elif all(clear.fits(r) for r in inks):
                c = cost + far + UNDER
            elif all(close.fits(r) for r in inks):
                c = cost + far + 2 * UNDER
            else:  # the letters touch a printed symbol: the least they can
                c = cost + far + 3 * UNDER + sum(_area(r.clip(b)) for r in inks for b in printed)
            if best is None or c < best[0]:
                best = (c, Label(lines, size, tuple(r.move(ax + dx, home + dy) for r in rel),
                                 tuple(inks), True))
    if best is not None:
        return best[1]
    # nothing fits (a very small map): the name at its printed spot, marked as out
    rects = _stack((D.NAMES[i],), size, ax, home)
    return Label((D.NAMES[i],), size, rects, _ink((D.NAMES[i],), size, rects), False)


@lru_cache(maxsize=8)
def placements(w: int, h: int, players: int) -> tuple[Label, ...]:
    """Every province's name placed for a map of ``w`` x ``h`` in a game of ``players``."""
    geom = MapGeom(pygame.Rect(0, 0, w, h))
    return tuple(place(geom, i, players) for i in range(D.N_PROVINCES))


def draw(surf: pygame.Surface, label: Label, color: tuple) -> None:
    for text, r in zip(label.lines, label.rects, strict=True):
        surf.blit(map_label(text, label.size, color), r.topleft)
