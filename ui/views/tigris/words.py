"""The Tigris & Euphrates view's own phrases, in English and Italian."""

from __future__ import annotations

from typing import Any

from ui.views.base import lookup

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
