"""The Hansa Teutonica view's own phrases, in English and Italian."""

from __future__ import annotations

from typing import Any

from ui.views.base import lookup

WORDS = {
    "en": {
        "actions_left": "Actions left", "of": "{left} of {total}", "supply": "Supply",
        "fee": "{what}; fee paid with {pay}", "and": " and ",
        "n_traders": "{n} trader", "n_traders_pl": "{n} traders",
        "n_merchants": "{n} merchant", "n_merchants_pl": "{n} merchants",
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
        "fee": "{what}; tassa pagata con {pay}", "and": " e ",
        "n_traders": "{n} mercante", "n_traders_pl": "{n} mercanti",
        "n_merchants": "{n} grossista", "n_merchants_pl": "{n} grossisti",
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
