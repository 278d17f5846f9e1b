"""Interface pieces of the Hansa Teutonica view: its phrases (English and Italian),
paper buttons, easing, tooltips and the players' escritoires (compact and full)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.hansa.state import MERCHANT, TRADER, HansaState
from ui import paper
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, render
from ui.views.base import lookup
from ui.views.common.buttons import Button
from ui.views.hansa import art

WORDS = {
    "en": {
        "actions_left": "Actions left", "of": "{left} of {total}", "supply": "Supply",
        "stock": "Stock", "markers": "Bonus markers", "plate": "to place later",
        "prestige": "Prestige", "end_turn": "End turn", "income": "Income",
        "cancel": "Cancel", "escritoire": "Escritoire",
        "to_place": "Re-place", "extras": "up to {n} more",
        "p_main": "Take an action: drag a piece onto a trading post, click a full route "
                  "to claim it, or click the stock for income.",
        "p_claim": "Claim: choose an office, an ability, the Coellen table, or no benefit.",
        "p_displaced": "Your piece was displaced: put it on a lit trading post.",
        "p_displaced_extra": "Place compensation pieces on the lit posts (up to {n} more).",
        "p_move": "Move: drag a lit piece of yours onto another route (or onto a blue-ringed "
                  "piece of yours to swap them), or stop moving (S).",
        "stop_move": "Stop moving", "moved": "Moved {n} of {max}",
        "move_on_route": "Drop the piece on another route (a post or the road).",
        "move_same_route": "A piece moves to another route.",
        "move_full": "That route has no empty trading post.",
        "swap_move": "Swap the cube on {a} with the disc on {b}",
        "p_remove": "Remove pieces from lit posts (up to 3), or stop.",
        "p_neutral": "Neutral route: choose the city for the neutral office.",
        "p_markers": "Place your new bonus marker next to a lit route.",
        "p_over": "The game is over.",
        "p_place": "Place a piece: pick a cube or disc, then a lit empty trading post.",
        "p_displace": "Displace: pick the piece to pay with, then a lit opponent's piece.",
        "p_wait": "Waiting for {name}.",
        "p_pick": "Choose how:", "p_target": "Now choose a lit target (Backspace cancels).",
        "keys": "Keys: ←/→ choose a move, Enter plays it, 1-9 the buttons, S stops moving, "
                "Backspace cancels.",
        "controls": "{name} controls {city}", "nobody": "Nobody controls {city} yet",
        "why_most": "most offices ({n})", "why_tie": "tied at {n}; the rightmost office decides",
        "open_offices": "{n} office(s) still free", "full": "all offices taken",
        "would_score": "If claimed, +1 prestige to: {who}",
        "would_score_none": "If claimed, no city-control prestige yet",
        "claimable": "Full of {name}'s pieces", "marker_here": "Bonus marker: {m}",
        "neutral": "Neutral", "network": "network", "east_west": "East–West",
        "used": "used", "turn_of": "{name}", "none": "none", "offices": "Offices",
        "drop_on_post": "Drop the piece on a lit trading post.",
        "w_claim": "claims a route", "w_markers": "places bonus markers",
        "w_neutral": "places a neutral office", "w_displaced": "{name} re-places",
        "own_there": "Your own piece is already there.",
        "taken": "That trading post is taken; you cannot displace it with this piece now.",
        "not_there": "That trading post is not open to this piece now.",
    },
    "it": {
        "actions_left": "Azioni rimaste", "of": "{left} su {total}", "supply": "Riserva",
        "stock": "Scorta", "markers": "Gettoni bonus", "plate": "da piazzare",
        "prestige": "Prestigio", "end_turn": "Fine turno", "income": "Introiti",
        "cancel": "Annulla", "escritoire": "Scrittoio",
        "to_place": "Da ripiazzare", "extras": "fino a {n} in più",
        "p_main": "Fai un'azione: trascina un pezzo su una stazione, clicca una rotta piena "
                  "per reclamarla, o clicca la scorta per gli introiti.",
        "p_claim": "Rotta reclamata: scegli un ufficio, un'abilità, la tabella di Coellen "
                   "o nessun beneficio.",
        "p_displaced": "Il tuo pezzo è stato rimpiazzato: mettilo su una stazione illuminata.",
        "p_displaced_extra": "Piazza i pezzi di compenso sulle stazioni illuminate "
                             "(fino a {n} in più).",
        "p_move": "Sposta: trascina un tuo pezzo illuminato su un'altra rotta (o su un tuo "
                  "pezzo cerchiato di blu per scambiarli), o smetti (S).",
        "stop_move": "Smetti di spostare", "moved": "Spostati {n} su {max}",
        "move_on_route": "Lascia il pezzo su un'altra rotta (una stazione o la strada).",
        "move_same_route": "Un pezzo si sposta su un'altra rotta.",
        "move_full": "Quella rotta non ha stazioni libere.",
        "swap_move": "Scambia il cubo su {a} con il disco su {b}",
        "p_remove": "Rimuovi pezzi dalle stazioni illuminate (fino a 3), o smetti.",
        "p_neutral": "Rotta neutrale: scegli la città dell'ufficio neutrale.",
        "p_markers": "Piazza il nuovo gettone bonus accanto a una rotta illuminata.",
        "p_over": "La partita è finita.",
        "p_place": "Piazza un pezzo: scegli un cubo o un disco, poi una stazione vuota "
                   "illuminata.",
        "p_displace": "Rimpiazza: scegli il pezzo con cui pagare, poi un pezzo avversario "
                      "illuminato.",
        "p_wait": "Attesa di {name}.",
        "p_pick": "Scegli come:", "p_target": "Ora scegli un bersaglio illuminato "
                                              "(Backspace annulla).",
        "keys": "Tasti: ←/→ scegli una mossa, Invio la gioca, 1-9 i pulsanti, "
                "S smette di spostare, Backspace annulla.",
        "controls": "{name} controlla {city}", "nobody": "Nessuno controlla ancora {city}",
        "why_most": "più uffici ({n})", "why_tie": "parità a {n}; decide l'ufficio più a destra",
        "open_offices": "{n} uffici ancora liberi", "full": "tutti gli uffici occupati",
        "would_score": "Se reclamata, +1 prestigio a: {who}",
        "would_score_none": "Se reclamata, ancora nessun punto di controllo",
        "claimable": "Piena di pezzi di {name}", "marker_here": "Gettone bonus: {m}",
        "neutral": "Neutrale", "network": "catena", "east_west": "Est–Ovest",
        "used": "usati", "turn_of": "{name}", "none": "nessuno", "offices": "Uffici",
        "drop_on_post": "Lascia il pezzo su una stazione illuminata.",
        "w_claim": "reclama una rotta", "w_markers": "piazza gettoni bonus",
        "w_neutral": "piazza un ufficio neutrale", "w_displaced": "ripiazza: {name}",
        "own_there": "Lì c'è già un tuo pezzo.",
        "taken": "Quella stazione è occupata: ora non puoi rimpiazzarlo con questo pezzo.",
        "not_there": "Quella stazione ora non è disponibile per questo pezzo.",
    },
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


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
    r = pygame.Rect(pos[0] + 16, pos[1] + 16, w, h)
    if r.right > bounds.right:
        r.right = pos[0] - 10
    if r.bottom > bounds.bottom:
        r.bottom = pos[1] - 10
    r.clamp_ip(bounds)
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
                art.blit_piece(surf, color, shape, max(6, cs - 4), cell.center, mark)
        _ring(surf, row, ab in lit)
    return rows


def draw_pieces_count(surf: pygame.Surface, pos: tuple[int, int], color: art.Color, shape: int,
                      n: int, size: int, mark: str | None, fs: int) -> pygame.Rect:
    """A piece icon followed by ``×n``; returns the area used."""
    art.blit_piece(surf, color, shape, size, (pos[0] + size // 2, pos[1] + size // 2), mark)
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
