"""Cards and panels of the Wallenstein view: province cards, the planning board's ten
spaces, event and action-order cards, the grain scale and each player's public panel."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import NP_, message
from game.wallenstein import data as D
from game.wallenstein.state import BLANK, EMPTY, HIDDEN, UNSET
from game.wallenstein.texts import SPACE_NAMES, event_effect, event_name
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, render, smallcaps
from ui.views.wallenstein import art
from ui.views.wallenstein.map_art import REGION_TINTS

# a planning space's name when the card is narrow, then tiny (contexts: these shortened
# names translate apart from the same English elsewhere)
SHORT_SPACES = (
    NP_("planning space, short", "Palace"),
    NP_("planning space, short", "Church"),
    NP_("planning space, short", "Trade"),
    NP_("planning space, short", "Grain"),
    NP_("planning space, short", "Gold"),
    NP_("planning space, short", "Recruit 5"),
    NP_("planning space, short", "Recruit 3"),
    NP_("planning space, short", "Rec. 1/move"),
    NP_("planning space, short", "Campaign"),
    NP_("planning space, short", "Campaign"),
)
TINY_SPACES = (  # the last resort before a cut
    NP_("planning space, tiny", "Pal."),
    NP_("planning space, tiny", "Ch."),
    NP_("planning space, tiny", "Trade"),
    NP_("planning space, tiny", "Grain"),
    NP_("planning space, tiny", "Gold"),
    NP_("planning space, tiny", "Rec. 5"),
    NP_("planning space, tiny", "Rec. 3"),
    NP_("planning space, tiny", "R.1/M"),
    NP_("planning space, tiny", "Camp."),
    NP_("planning space, tiny", "Camp."),
)


def space_label(space: int, lang: str, size: int, width: int,
                color: tuple = INK) -> pygame.Surface:
    """A planning space's name in ``width``: on one line (down to 9 px), else on two, else
    in its shortest form; cut only if nothing else fits."""
    text = message(SHORT_SPACES[space], lang)
    for s in range(size, 8, -1):
        t = render(text, s, color)
        if t.get_width() <= width:
            return t
    head, _, tail = text.partition(" ")
    if tail:
        a, b = render(head, 9, color), render(tail, 9, color)
        if max(a.get_width(), b.get_width()) <= width:
            out = pygame.Surface((max(a.get_width(), b.get_width()),
                                  a.get_height() + b.get_height() - 2), pygame.SRCALPHA)
            out.blit(a, ((out.get_width() - a.get_width()) // 2, 0))
            out.blit(b, ((out.get_width() - b.get_width()) // 2, a.get_height() - 2))
            return out
    return art.fit_text(message(TINY_SPACES[space], lang), 9, width, color)


def space_icon(surf: pygame.Surface, space: int, center: tuple[int, int], size: int) -> None:
    """The printed symbol of a planning space."""
    x, y = center
    if space <= 2:
        b = art.building(space, size)
        surf.blit(b, (x - b.get_width() // 2, y - b.get_height() // 2))
    elif space == 3:
        s = art.sheaf(size)
        surf.blit(s, (x - size // 2, y - size // 2))
    elif space == 4:
        s = art.coin(size)
        surf.blit(s, (x - size // 2, y - size // 2))
    elif space <= 7:
        n = (5, 3, 1)[space - 5]
        cs = max(4, size // 3)
        c = art.cube(cs, (150, 120, 90), False)
        for k in range(min(n, 5)):
            surf.blit(c, (x - (min(n, 5) * (cs + 1)) // 2 + k * (cs + 1), y - cs // 2))
        if space == 7:
            pygame.draw.line(surf, INK, (x - size // 3, y + cs), (x + size // 3, y + cs), 2)
            pygame.draw.polygon(surf, INK, [(x + size // 3 + 3, y + cs), (x + size // 3 - 2,
                                                                          y + cs - 4),
                                            (x + size // 3 - 2, y + cs + 4)])
    else:  # crossed swords
        r = size // 2
        for d in (-1, 1):
            pygame.draw.line(surf, INK, (x - r * d, y - r), (x + r * d, y + r), max(2, size // 8))
        pygame.draw.line(surf, INK, (x - r // 2, y - r // 4), (x + r // 2, y - r // 4), 2)
        t = render("AB"[space - 8], max(9, size // 2), ACCENT, "bold")
        surf.blit(t, (x + r - 2, y - r - 2))


@lru_cache(maxsize=256)
def province_card(p: int, w: int, h: int) -> pygame.Surface:
    """A province card: region tint, name, gold, grain and cities."""
    tint = art.mix(REGION_TINTS[D.REGION[p]], (250, 244, 228), 0.35) if p >= 0 else \
        (244, 238, 222)
    surf = art.card_face(w, h, tint).copy()
    if p < 0:  # a blank card
        t = render("—", max(10, h // 4), INK_SOFT)
        surf.blit(t, (4 + (w - t.get_width()) // 2, 4 + (h - t.get_height()) // 2))
        return surf
    name = D.NAMES[p]
    size = max(9, min(h // 6, w // 6))
    t = smallcaps(name, size, INK)
    if t.get_width() > w - 6:
        t = pygame.transform.smoothscale(t, (w - 6, max(4, int(t.get_height() * (w - 6)
                                                                / t.get_width()))))
    surf.blit(t, (4 + (w - t.get_width()) // 2, 4 + int(h * 0.08)))
    vs = max(9, h // 5)
    ic = max(7, vs - 2)
    g = render(str(D.GOLD[p]), vs, INK, "bold")
    gr = render(str(D.GRAIN[p]), vs, INK, "bold")
    y = 4 + int(h * 0.42)
    x = 4 + w // 2 - (ic * 2 + g.get_width() + gr.get_width() + 8) // 2
    surf.blit(art.coin(ic), (x, y + (g.get_height() - ic) // 2))
    surf.blit(g, (x + ic + 1, y))
    x2 = x + ic + g.get_width() + 7
    surf.blit(art.sheaf(ic), (x2, y + (gr.get_height() - ic) // 2))
    surf.blit(gr, (x2 + ic + 1, y))
    cs = max(4, h // 10)
    cx = 4 + w // 2 - (D.CITIES[p] * (cs + 3)) // 2
    for k in range(D.CITIES[p]):
        r = pygame.Rect(cx + k * (cs + 3), 4 + int(h * 0.78), cs, cs)
        pygame.draw.rect(surf, (250, 244, 228), r)
        pygame.draw.rect(surf, INK, r, 1)
    return surf


def draw_card(surf: pygame.Surface, rect: pygame.Rect, card: int, lift: bool = False) -> None:
    """A planning card (province >= 0, BLANK, or HIDDEN/face-down) at ``rect``."""
    r = rect.move(0, -4) if lift else rect
    if card == HIDDEN:
        surf.blit(art.card_face(r.w, r.h, (150, 112, 80), back=True), (r.x - 4, r.y - 4))
    else:
        surf.blit(province_card(card, r.w, r.h), (r.x - 4, r.y - 4))


def draw_space(surf: pygame.Surface, rect: pygame.Rect, space: int, lang: str,
               card: int = UNSET, glow: bool = False, current: bool = False,
               cancelled: bool = False) -> None:
    """One space of a planning board with whatever lies on it."""
    pygame.draw.rect(surf, (232, 220, 190), rect, border_radius=4)
    pygame.draw.rect(surf, INK_SOFT, rect, 1, border_radius=4)
    label = space_label(space, lang, max(9, rect.h // 7), rect.w - 4, INK)
    surf.blit(label, (rect.centerx - label.get_width() // 2, rect.bottom - label.get_height()
                      - 1))
    inner = pygame.Rect(rect.x + 3, rect.y + 3, rect.w - 6, rect.h - label.get_height() - 6)
    if card == UNSET:
        space_icon(surf, space, inner.center, max(8, min(inner.w, inner.h) // 2))
    elif card == EMPTY:
        t = render("×", max(12, inner.h // 2), INK_SOFT)
        surf.blit(t, (inner.centerx - t.get_width() // 2, inner.centery - t.get_height() // 2))
    else:
        draw_card(surf, inner, card if card != BLANK else -1)
        if card == HIDDEN:
            pass
        if cancelled:
            pygame.draw.line(surf, ACCENT, inner.topleft, inner.bottomright, 2)
            pygame.draw.line(surf, ACCENT, inner.bottomleft, inner.topright, 2)
    if glow:
        pygame.draw.rect(surf, GLOW, rect.inflate(4, 4), 3, border_radius=5)
    if current:
        pygame.draw.rect(surf, ACCENT, rect.inflate(6, 6), 2, border_radius=6)


def event_card(surf: pygame.Surface, rect: pygame.Rect, deck: str, idx: int, lang: str,
               state: str = "shown", big: bool = False) -> None:
    """An event card; ``state`` "current" (highlighted), "used" (dimmed) or "shown"."""
    card = D.EVENT_DECKS[deck][idx]
    tint = (238, 226, 196) if state != "used" else (214, 206, 190)
    surf.blit(art.card_face(rect.w, rect.h, tint), (rect.x - 4, rect.y - 4))
    pad = 4
    size = max(9, min(rect.h // (5 if big else 4), rect.w // 11))
    name = art.fit_text(event_name(card, lang), size, rect.w - 2 * pad,
                        INK if state != "used" else INK_SOFT, "bold")
    surf.blit(name, (rect.x + pad, rect.y + pad))
    y = rect.y + pad + name.get_height()
    if big:
        from ui.widgets import wrap

        for line in wrap(event_effect(card, lang), max(9, size - 2), rect.w - 2 * pad)[:4]:
            t = render(line, max(9, size - 2), INK, "italic")
            surf.blit(t, (rect.x + pad, y))
            y += t.get_height() - 1
    loss = render(str(card.grain_loss), max(9, size), INK, "bold")
    sh = art.sheaf(max(8, size))
    bx = rect.right - pad - loss.get_width() - sh.get_width() - 2
    by = rect.bottom - pad - loss.get_height()
    surf.blit(sh, (bx, by + (loss.get_height() - sh.get_height()) // 2))
    surf.blit(render("−", max(9, size), ACCENT, "bold"), (bx - size // 2 - 1, by))
    surf.blit(loss, (bx + sh.get_width() + 2, by))
    if state == "current":
        pygame.draw.rect(surf, ACCENT, rect.inflate(6, 6), 3, border_radius=6)
    elif state == "used":
        pygame.draw.line(surf, INK_SOFT, rect.topleft, rect.bottomright, 1)


def order_card(surf: pygame.Surface, rect: pygame.Rect, space: int | None, lang: str,
               current: bool = False, done: bool = False) -> None:
    """An action-order card: face up (``space``) or face down (None)."""
    if space is None:
        surf.blit(art.card_face(rect.w, rect.h, (150, 112, 80), back=True),
                  (rect.x - 4, rect.y - 4))
        return
    tint = (236, 224, 196) if not done else (212, 204, 188)
    surf.blit(art.card_face(rect.w, rect.h, tint), (rect.x - 4, rect.y - 4))
    space_icon(surf, space, (rect.centerx, rect.y + rect.h * 2 // 5),
               max(8, min(rect.w, rect.h) // 2))
    t = space_label(space, lang, max(9, rect.h // 6), rect.w - 4, INK if not done else INK_SOFT)
    surf.blit(t, (rect.centerx - t.get_width() // 2, rect.bottom - t.get_height() - 2))
    if current:
        pygame.draw.rect(surf, ACCENT, rect.inflate(6, 6), 3, border_radius=6)


def grain_scale(surf: pygame.Surface, rect: pygame.Rect, grain: list[int],
                colours: list[tuple], label: str) -> None:
    """The grain scale along the map's edge with each player's marker disc."""
    top = max(20, max(grain, default=0) + 1)
    lab = render(label, max(10, rect.h // 2), INK, "italic")
    surf.blit(lab, (rect.x + 2, rect.centery - lab.get_height() // 2))
    x0 = rect.x + lab.get_width() + 8
    w = (rect.right - x0) / (top + 1)
    for v in range(top + 1):
        r = pygame.Rect(int(x0 + v * w), rect.y + 2, int(w) - 1, rect.h - 4)
        pygame.draw.rect(surf, (236, 222, 186) if v % 5 else (222, 200, 150), r)
        pygame.draw.rect(surf, INK_SOFT, r, 1)
        if v % 5 == 0 or w > 22:
            t = render(str(v), max(9, rect.h // 3), INK_SOFT)
            surf.blit(t, (r.x + 2, r.y + 1))
    stack: dict[int, int] = {}
    rad = max(4, min(int(w / 2.6), rect.h // 4))
    for seat, g in enumerate(grain):
        g = max(0, min(top, g))
        k = stack.get(g, 0)
        stack[g] = k + 1
        cx = int(x0 + g * w + w / 2)
        cy = rect.bottom - rad - 3 - k * (rad // 2 + 1)
        pygame.draw.circle(surf, (30, 18, 8), (cx + 1, cy + 2), rad)
        pygame.draw.circle(surf, colours[seat], (cx, cy), rad)
        pygame.draw.circle(surf, art.shade(colours[seat], 0.5), (cx, cy), rad, 1)


def stat(surf: pygame.Surface, x: int, y: int, icon: pygame.Surface, value: str,
         size: int) -> int:
    """An icon and a number; returns the x after it."""
    t = render(value, size, INK, "bold")
    surf.blit(icon, (x, y + (t.get_height() - icon.get_height()) // 2))
    x += icon.get_width() + 2
    surf.blit(t, (x, y))
    return x + t.get_width() + max(6, size // 2)


def star(size: int) -> pygame.Surface:
    return _star(max(6, size))


@lru_cache(maxsize=8)
def _star(s: int) -> pygame.Surface:
    import math

    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pts = []
    for k in range(10):
        r = s / 2 if k % 2 == 0 else s / 4.6
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((s / 2 + r * math.cos(a), s / 2 + r * math.sin(a)))
    pygame.draw.polygon(surf, (150, 46, 32), pts)
    return surf


__all__ = ["draw_space", "draw_card", "province_card", "event_card", "order_card",
           "grain_scale", "stat", "star", "space_icon", "space_label", "SHORT_SPACES",
           "SPACE_NAMES"]
