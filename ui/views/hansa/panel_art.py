"""Drawing pieces of the Hansa Teutonica panels: paper buttons, the tooltip card, the
glow of lit targets and the players' escritoires (compact and full)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.hansa.state import MERCHANT, TRADER, HansaState
from ui import paper
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, render
from ui.views.common import wood
from ui.views.common.buttons import Button
from ui.views.common.hover import place_card
from ui.views.hansa import art

# =========================================================================== buttons


def draw_button(surf: pygame.Surface, b: Button, hover: bool, size: int, number: int = 0) -> None:
    state = "off" if not b.enabled else ("hover" if hover else ("hot" if b.hot else "up"))
    surf.blit(paper.button_face(b.rect.w, b.rect.h, state), b.rect)
    color = INK_SOFT if not b.enabled else INK
    label = f"{number}  {b.label}" if number else b.label
    t = render(label, size, color)
    if t.get_width() > b.rect.w - 10:
        t = pygame.transform.smoothscale(t, (max(1, b.rect.w - 10), t.get_height()))
    surf.blit(t, t.get_rect(center=(b.rect.centerx - 1, b.rect.centery - 2)))


def tooltip(surf: pygame.Surface, lines: list[str], pos: tuple[int, int], size: int,
            bounds: pygame.Rect) -> None:
    """A small paper note with ``lines`` near ``pos``, kept inside ``bounds``."""
    if not lines:
        return
    surfs = [render(t, size, INK, "bold" if i == 0 else "regular") for i, t in enumerate(lines)]
    w = max(s.get_width() for s in surfs) + 16
    h = sum(s.get_height() for s in surfs) + 10
    r = place_card((w, h), pygame.Rect(pos, (0, 0)), bounds, (16, 16), (10, 10))
    sh = pygame.Surface((w, h), pygame.SRCALPHA)
    sh.fill((30, 18, 6, 60))
    surf.blit(sh, r.move(3, 4))
    pygame.draw.rect(surf, (250, 242, 222), r, border_radius=4)
    pygame.draw.rect(surf, INK_SOFT, r, 1, border_radius=4)
    y = r.y + 5
    for s in surfs:
        surf.blit(s, (r.x + 8, y))
        y += s.get_height()


LIT = (255, 196, 64)  # the warm halo of a legal target
SWAP_LIT = (90, 170, 255)  # the cool halo of an own piece a held one may swap with


@lru_cache(maxsize=64)
def glow(size: int, round_: bool, color: tuple[int, int, int] = LIT) -> pygame.Surface:
    """The soft halo drawn round a legal target (its alpha pulses)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    steps = max(4, size // 4)
    for i in range(steps):
        k = i / steps
        a = int(20 + 150 * k * k)
        inset = round(k * size * 0.3)
        r = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
        if round_:
            pygame.draw.ellipse(surf, (*color, a), r)
        else:
            pygame.draw.rect(surf, (*color, a), r, border_radius=max(2, size // 5))
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


# =========================================================================== escritoire


def _ring(surf: pygame.Surface, r: pygame.Rect, lit: bool) -> None:
    if lit:
        pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 2, border_radius=4)


def draw_escritoire(surf: pygame.Surface, rect: pygame.Rect, s: HansaState, seat: int,
                    color: art.Color, mark: str | None, lit: set[int],
                    lang: str) -> dict[int, pygame.Rect]:
    """The five ability tracks of ``seat`` in ``rect`` (one row each): open spaces show
    their value, locked ones still hold their cube (a disc on Liber Sophiae). Returns the
    row rectangle of each ability (``lit`` ones are ringed: they can be chosen now)."""
    b = s.board
    rows: dict[int, pygame.Rect] = {}
    rh = rect.h // 5
    fs = max(9, int(rh * 0.5))
    label_w = max(render(t, fs, INK, "italic").get_width() for t in art.ABILITY_TITLES)
    label_w = min(rect.w // 2, label_w + rh + 8)
    pygame.draw.rect(surf, (232, 214, 178), rect, border_radius=4)
    pygame.draw.rect(surf, art.BEAM, rect, 1, border_radius=4)
    order = (0, 2, 3, 4, 1)  # as printed: Actiones, Liber Sophiae, Privilegium, Bursa, Clavis
    for i, ab in enumerate(order):
        row = pygame.Rect(rect.x + 2, rect.y + i * rh + 1, rect.w - 4, rh - 2)
        rows[ab] = row
        if ab in lit:
            pygame.draw.rect(surf, (*GLOW,), row, border_radius=3)
        ic = art.ability_icon(ab, max(8, rh - 6), art.INK)
        surf.blit(ic, (row.x + 2, row.centery - ic.get_height() // 2))
        name = render(art.ABILITY_TITLES[ab], fs, INK, "italic")
        surf.blit(name, (row.x + ic.get_width() + 5, row.centery - name.get_height() // 2 - 1))
        vals = b.ability_values[ab]
        level = s.level[5 * seat + ab]
        n = len(vals)
        x0 = row.x + label_w
        cw = min(rh + 2, (row.right - x0 - 2) // max(1, n))
        cs = min(cw - 4, rh - 6)
        for k, v in enumerate(vals):
            cell = pygame.Rect(x0 + k * cw, row.centery - cs // 2, cs, cs)
            if ab == 3:
                fill = art.PRIVILEGE_RGB[v]
            else:
                fill = (246, 236, 210)
            pygame.draw.rect(surf, fill, cell, border_radius=3)
            pygame.draw.rect(surf, INK_SOFT, cell, 1, border_radius=3)
            if k <= level:
                if ab != 3:
                    txt = "C" if v >= 99 else str(v)
                    t = render(txt, max(8, int(cs * 0.7)), INK, "bold" if k == level else
                               "regular")
                    surf.blit(t, t.get_rect(center=(cell.centerx, cell.centery - 1)))
                if k == level:
                    pygame.draw.rect(surf, ACCENT, cell.inflate(2, 2), 2, border_radius=3)
            else:
                shape = MERCHANT if ab == 2 else TRADER
                wood.blit_piece(surf, color, shape, max(6, cs - 4), cell.center, mark)
        _ring(surf, row, ab in lit)
    return rows


def draw_pieces_count(surf: pygame.Surface, pos: tuple[int, int], color: art.Color, shape: int,
                      n: int, size: int, mark: str | None, fs: int) -> pygame.Rect:
    """A piece icon followed by ``×n``; returns the area used."""
    wood.blit_piece(surf, color, shape, size, (pos[0] + size // 2, pos[1] + size // 2), mark)
    t = render(str(n), fs, INK, "bold")
    surf.blit(t, (pos[0] + size + 3, pos[1] + size // 2 - t.get_height() // 2 - 1))
    return pygame.Rect(pos[0], pos[1], size + 5 + t.get_width(), size)


def draw_markers(surf: pygame.Surface, x: int, y: int, size: int, unused: tuple, used: tuple,
                 plate: tuple, lit: set[int] | None = None,
                 rects: list | None = None, chosen: int | None = None) -> int:
    """Face-up markers, then used (face down, dimmed), then the tin plate; returns end x.
    ``lit`` kinds can be played now; the ``chosen`` one is lifted and ringed."""
    gap = size + 3
    for k in unused:
        r = pygame.Rect(x, y, size, size)
        if k == chosen:
            r.y -= max(2, size // 6)
            pygame.draw.circle(surf, (40, 24, 10), (r.centerx + 1, r.centery + size // 5),
                               size // 2)
        if lit is not None and k in lit:
            pygame.draw.circle(surf, GLOW, r.center, size // 2 + 4)
            pygame.draw.circle(surf, ACCENT, r.center, size // 2 + 3, 3 if k == chosen else 2)
        surf.blit(art.marker_token(k, size), r)
        if rects is not None:
            rects.append((r, k))
        x += gap
    for k in used:
        tok = art.marker_token(k, size).copy()
        tok.set_alpha(110)
        surf.blit(tok, (x, y))
        pygame.draw.line(surf, INK_SOFT, (x + 3, y + size - 3), (x + size - 3, y + 3), 2)
        x += gap
    for _ in plate:
        surf.blit(art.marker_token(-1, size, False), (x, y))
        x += gap
    return x
