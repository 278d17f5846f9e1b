"""What the map prints at each province: its values badge (limit, tax, VP) and where its
name and values stand on screen. Both the drawing (art) and the layout (geometry) read it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.revolution import data as D
from game.revolution.text import pname
from ui.theme import INK, render, smallcaps
from ui.views.common.wood import shade


def half(v: float) -> str:
    """1.5 -> "1½" (old-style prints of the board's values)."""
    whole = int(v)
    if v - whole >= 0.5:
        return f"{whole}½" if whole else "½"
    return str(whole)


def value_badges(v_limit: int, tax: float, vp: float, fs: int) -> pygame.Surface:
    """A province's printed values: limit (square), tax (coin), VP (laurel red)."""
    items = [(str(v_limit), "sq"), (half(tax), "coin"), (half(vp), "vp")]
    texts = [render(t, fs, INK, "bold") for t, _ in items]
    h = fs + 4
    ws = [max(h, t.get_width() + 6) for t in texts]
    surf = pygame.Surface((sum(ws) + 4 * len(ws), h + 2), pygame.SRCALPHA)
    x = 0
    for (_, kind), t, w in zip(items, texts, ws, strict=True):
        r = pygame.Rect(x, 1, w, h)
        if kind == "sq":
            pygame.draw.rect(surf, (250, 246, 234), r)
            pygame.draw.rect(surf, INK, r, 1)
        elif kind == "coin":
            pygame.draw.ellipse(surf, (236, 204, 110), r)
            pygame.draw.ellipse(surf, shade((236, 204, 110), 0.6), r, 1)
        else:
            pygame.draw.rect(surf, (196, 92, 70), r, border_radius=h // 2)
            t = render(t and items[2][0], fs, (252, 244, 230), "bold")
        surf.blit(t, t.get_rect(center=r.center))
        x += w + 4
    return surf


def province_labels(geo: Any) -> list[pygame.Rect]:
    """Where each province's name and its printed values (limit, tax, VP) are drawn, two
    rectangles a province in screen coordinates (the army rows keep clear of them)."""
    out = []
    for p in range(D.P):
        out += province_label(geo, p, geo.prov[p])
    return out


def small_ring(geo: Any, p: int, at: tuple[int, int]) -> pygame.Rect:
    """The ring a small province (Mechelen, Tournai, Maastricht, Venlo) is printed as, round
    its values and under its name (``at``: where its label stands)."""
    pf = max(10, int(geo.u * 1.25))
    b = value_badges(D.LIMIT[p], D.TAX[p], D.VP[p] + D.VP_FINAL[p], max(9, pf - 3))
    return b.get_rect(midtop=(at[0], at[1] + 3)).inflate(6, 4)


def province_label(geo: Any, p: int, at: tuple[int, int]) -> list[pygame.Rect]:
    """Province ``p``'s name and values (with the counts overlay's box, and a small
    province's ring) printed at ``at``."""
    pf = max(10, int(geo.u * 1.25))
    x, y = at
    # a small province's name stands on its ring, the others' on their values
    name = smallcaps(pname(p, geo.lang), pf, INK).get_rect(
        midbottom=(x, y - 1 if D.SMALL[p] else y + 2))
    b = value_badges(D.LIMIT[p], D.TAX[p], D.VP[p] + D.VP_FINAL[p], max(9, pf - 3))
    values = b.get_rect(midtop=(x, y + 3))
    if D.SMALL[p]:
        values = values.union(small_ring(geo, p, at))
    # the counts overlay writes "pieces/limit" over the limit square, growing left
    count = render(f"{D.LIMIT[p] + 1}/{D.LIMIT[p]}", max(9, pf - 3), INK, "bold")
    box = pygame.Rect(0, 0, count.get_width() + 6, values.h)
    h = pf - 3 + 4
    sq_w = max(h, render(str(D.LIMIT[p]), pf - 3, INK, "bold").get_width() + 6)
    box.topright = (values.x + sq_w, values.y + 1)
    return [name, values.union(box)]
