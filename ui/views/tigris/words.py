"""Small interface pieces of the Tigris & Euphrates view: buttons, paper cards, easing,
and the view's own phrases in English and Italian."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from ui import paper
from ui.theme import INK, INK_SOFT, render
from ui.views.base import lookup
from ui.views.common.buttons import Button
from ui.views.tigris import art

WORDS = {
    "en": {
        "rack": "Your tiles", "leaders": "Leaders", "points": "Points", "swap": "Swap tiles",
        "confirm_swap": "Swap {n}", "cancel": "Cancel", "end_turn": "End turn", "pass": "Pass",
        "bag": "Bag {n}", "treasures_left": "Treasures {n}", "actions": "actions",
        "revolt": "Revolt", "war": "War", "attacker": "Attacker", "defender": "Defender",
        "board": "on the board", "commits": "commits {n}", "deciding": "deciding...",
        "commit_q": "Commit how many {tiles}?", "choose_war": "Choose the war to fight first",
        "monument_q": "Build a monument?", "decline": "Decline", "treasure_q": "Take a treasure",
        "building_q": "Place a civilization building?", "zig_q": "Build the ziggurat?",
        "build": "Build", "zig_income": "Ziggurat point: choose its colour",
        "drop_board": "Drop the piece on a square of the board.",
        "pick_square": "Choose a square for the piece (Esc cancels).",
        "mark_swap": "Mark the tiles to swap, then confirm.",
        "withdraw_hint": "Drop it on its home spot to withdraw it.",
        "strength": "revolt {r}", "war_strength": "war",
        "kingdom": "Kingdom", "region": "Region without leaders", "treasure": "treasures",
        "treasure1": "treasure",
        "monuments": "monuments", "final": "Final scoring", "weakest": "weakest colour",
        "hidden": "hidden", "catastrophes": "catastrophes", "in_hand": "in hand",
        "no_decision": "Waiting for {name}.",
    },
    "it": {
        "rack": "Le tue tessere", "leaders": "Leader", "points": "Punti",
        "swap": "Cambia tessere", "confirm_swap": "Cambia {n}", "cancel": "Annulla",
        "end_turn": "Fine turno", "pass": "Passa", "bag": "Sacchetto {n}",
        "treasures_left": "Tesori {n}", "actions": "azioni", "revolt": "Rivolta",
        "war": "Guerra", "attacker": "Attaccante", "defender": "Difensore",
        "board": "sul tabellone", "commits": "aggiunge {n}", "deciding": "decide...",
        "commit_q": "Quante tessere ({tiles}) aggiungere?",
        "choose_war": "Scegli la guerra da combattere",
        "monument_q": "Costruire un monumento?", "decline": "Rinuncia",
        "treasure_q": "Prendi un tesoro", "building_q": "Piazzare un palazzo?",
        "zig_q": "Costruire lo ziggurat?", "build": "Costruisci",
        "zig_income": "Punto dello ziggurat: scegli il colore",
        "drop_board": "Lascia il pezzo su una casella del tabellone.",
        "pick_square": "Scegli una casella per il pezzo (Esc annulla).",
        "mark_swap": "Segna le tessere da cambiare, poi conferma.",
        "withdraw_hint": "Lascialo sul suo posto per ritirarlo.",
        "strength": "rivolta {r}", "war_strength": "guerra",
        "kingdom": "Regno", "region": "Regione senza leader", "treasure": "tesori",
        "treasure1": "tesoro",
        "monuments": "monumenti", "final": "Punteggio finale", "weakest": "colore più debole",
        "hidden": "nascosto", "catastrophes": "catastrofi", "in_hand": "in mano",
        "no_decision": "Attesa di {name}.",
    },
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


def draw_button(surf: pygame.Surface, b: Button, hover: bool, size: int = 18) -> None:
    state = "off" if not b.enabled else ("on" if b.toggled else ("hover" if hover else "up"))
    surf.blit(paper.button_face(b.rect.w, b.rect.h, state, radius=6), b.rect)
    color = INK_SOFT if not b.enabled else INK
    t = render(b.label, size, color) if b.label else None
    iw = b.icon.get_width() + (6 if t else 0) if b.icon else 0
    tw = t.get_width() if t else 0
    x = b.rect.centerx - (iw + tw) // 2 - 1
    if b.icon:
        surf.blit(b.icon, (x, b.rect.centery - b.icon.get_height() // 2 - 1))
    if t:
        surf.blit(t, (x + iw, b.rect.centery - t.get_height() // 2 - 2))


@lru_cache(maxsize=1)
def _card_paper() -> pygame.Surface:
    return art.make_paper(900, 600, seed=17)


@lru_cache(maxsize=64)
def card(w: int, h: int) -> pygame.Surface:
    """A small paper card with an ink border and a soft shadow (cached per size)."""
    w, h = max(8, w), max(8, h)
    pad = 8
    surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    surf.blit(art.shadow(w, h, pad, 110, 8), (2, 4))
    big = _card_paper()
    if w <= big.get_width() and h <= big.get_height():
        paper = big.subsurface((0, 0, w, h))
    else:
        paper = pygame.transform.smoothscale(big, (w, h))
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    face.blit(paper, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=8)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(face, (pad, pad))
    pygame.draw.rect(surf, INK, (pad, pad, w, h), 2, border_radius=8)
    pygame.draw.rect(surf, (*INK_SOFT, 120), (pad + 4, pad + 4, w - 8, h - 8), 1,
                     border_radius=6)
    return surf


def blit_card(surf: pygame.Surface, rect: pygame.Rect) -> None:
    surf.blit(card(rect.w, rect.h), (rect.x - 8, rect.y - 8))
