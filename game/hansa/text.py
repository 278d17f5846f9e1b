"""Log phrases for Hansa Teutonica actions and events, in English and Italian.

Route and post numbers are the same on both board sides, so an action can be
described without the state.
"""

from __future__ import annotations

from game.core import Event, seat_ref
from game.hansa import actions as A
from game.hansa.board import side_board

SHAPE = {"en": ("trader", "merchant"), "it": ("mercante", "grossista")}
ABILITY = {
    "en": ("Actiones", "Clavis Urbis", "Liber Sophiae", "Privilegium", "Bursa"),
    "it": ("Actiones", "Clavis Urbis", "Liber Sophiae", "Privilegium", "Borsa di Monete"),
}
MARKER = {
    "en": ("Additional Office", "Swap Offices", "Upgrade 1 Ability", "Remove 3",
           "+3 Actions", "+4 Actions"),
    "it": ("Ufficio addizionale", "Scambio di posto agli Uffici", "Migliora una Abilità",
           "Rimuovi tre", "Tre azioni addizionali", "Quattro azioni addizionali"),
}
SPACE = {"en": ("white", "orange", "pink", "black"), "it": ("bianco", "arancio", "rosa", "nero")}


def _b():
    return side_board("4-5")


def city_name(c: int) -> str:
    b = _b()
    return b.city_names[c] if 0 <= c < b.n_cities else f"#{c}"


def route_name(r: int) -> str:
    b = _b()
    if not 0 <= r < b.n_routes:
        return f"#{r}"
    return f"{b.city_names[b.route_a[r]]}–{b.city_names[b.route_b[r]]}"


def post_name(p: int) -> str:
    b = _b()
    if not 0 <= p < b.n_posts:
        return f"#{p}"
    r = b.post_route[p]
    return f"{route_name(r)} ({p - b.route_posts[r][0] + 1})"


def _sh(shape: int, lang: str) -> str:
    return SHAPE[lang][shape] if shape in (0, 1) else "?"


def describe(a, lang: str = "en") -> str:
    it = lang == "it"
    L = "it" if it else "en"
    t = type(a)
    if t is A.Start:
        names = {"place": ("Piazzare un pezzo", "Place a piece"),
                 "displace": ("Rimpiazzare un pezzo avversario", "Displace an opponent's piece"),
                 "move": ("Spostare i propri pezzi", "Move own pieces")}
        n = names.get(a.kind, (str(a.kind), str(a.kind)))
        return n[0] if it else n[1]
    if t is A.Income:
        return (f"Introiti (grossisti: {a.merchants})" if it
                else f"Income (merchants: {a.merchants})")
    if t is A.Place:
        return (f"Piazza un {_sh(a.shape, L)} su {post_name(a.post)}" if it
                else f"Place a {_sh(a.shape, L)} on {post_name(a.post)}")
    if t is A.Displace:
        return (f"Rimpiazza il pezzo su {post_name(a.post)} con un {_sh(a.shape, L)}" if it
                else f"Displace the piece on {post_name(a.post)} with a {_sh(a.shape, L)}")
    if t is A.Move:
        return (f"Sposta il pezzo da {post_name(a.post)} a {post_name(a.to)}" if it
                else f"Move the piece on {post_name(a.post)} to {post_name(a.to)}")
    if t is A.StopMove:
        return "Nessun altro spostamento" if it else "Move no more pieces"
    if t is A.Claim:
        return (f"Reclama la rotta {route_name(a.route)}" if it
                else f"Claim the route {route_name(a.route)}")
    if t is A.Office:
        return (f"Stabilisce un ufficio a {city_name(a.city)}" if it
                else f"Establish an office in {city_name(a.city)}")
    if t is A.ExtraOffice:
        return (f"Ufficio addizionale a {city_name(a.city)} ({_sh(a.shape, L)})" if it
                else f"Additional office in {city_name(a.city)} ({_sh(a.shape, L)})")
    if t is A.Upgrade:
        ab = ABILITY[L][a.ability] if 0 <= a.ability < 5 else "?"
        return f"Migliora {ab}" if it else f"Upgrade {ab}"
    if t is A.Coellen:
        sp = SPACE[L][a.space] if 0 <= a.space < 4 else "?"
        return (f"Grossista sulla tabella di Coellen ({sp})" if it
                else f"Merchant on the Coellen table ({sp})")
    if t is A.NoBenefit:
        return "Nessun beneficio" if it else "No benefit"
    if t is A.Relocate:
        src = "" if a.source < 0 else (f" da {post_name(a.source)}" if it
                                       else f" from {post_name(a.source)}")
        return (f"Ripiazza un {_sh(a.shape, L)} su {post_name(a.post)}{src}" if it
                else f"Re-place a {_sh(a.shape, L)} on {post_name(a.post)}{src}")
    if t is A.DeclineExtras:
        return "Nessun altro pezzo" if it else "No more pieces"
    if t is A.NeutralOffice:
        return (f"Ufficio neutrale a {city_name(a.city)}" if it
                else f"Neutral office in {city_name(a.city)}")
    if t is A.UseActions:
        return (f"Gettone: {a.extra} azioni extra" if it
                else f"Marker: {a.extra} extra actions")
    if t is A.UseUpgrade:
        ab = ABILITY[L][a.ability] if 0 <= a.ability < 5 else "?"
        return f"Gettone: migliora {ab}" if it else f"Marker: upgrade {ab}"
    if t is A.UseSwap:
        return (f"Gettone: scambia gli uffici {a.index + 1} e {a.index + 2} a "
                f"{city_name(a.city)}" if it
                else f"Marker: swap offices {a.index + 1} and {a.index + 2} in "
                     f"{city_name(a.city)}")
    if t is A.Remove:
        return (f"Rimuove il pezzo da {post_name(a.post)}" if it
                else f"Remove the piece on {post_name(a.post)}")
    if t is A.StopRemove:
        return "Nessun'altra rimozione" if it else "Remove no more"
    if t is A.EndTurn:
        return "Fine del turno" if it else "End the turn"
    if t is A.PlaceMarker:
        return (f"Piazza un gettone bonus su {route_name(a.route)}" if it
                else f"Place a bonus marker on {route_name(a.route)}")
    return str(a)


def _who(seat, lang: str) -> str:
    """Another seat named in a log line (the line's own seat is its prefix)."""
    if seat is None or seat == 5:
        return "Neutrale" if lang == "it" else "Neutral"
    return seat_ref(seat)


def describe_event(e: Event, lang: str = "en") -> str | None:
    it = lang == "it"
    d = e.data
    k = e.kind
    if k == "prestige":
        why = {"control": ("city control", "controllo città"), "coin": ("coin", "moneta"),
               "east_west": ("East–West", "Est–Ovest")}.get(d["why"], (d["why"], d["why"]))
        return (f"+{d['points']} PP ({why[1]})" if it
                else f"+{d['points']} PP ({why[0]})")
    if k == "displaced":
        victim = _who(d["victim"], lang)
        if d["victim"] == 5:
            return ("un pezzo neutrale viene rimpiazzato" if it
                    else "a neutral piece is displaced")
        return (f"il pezzo di {victim} viene rimpiazzato" if it
                else f"{victim}'s piece is displaced")
    if k == "city_completed":
        return (f"{city_name(d['city'])} è completa ({d['completed']}/10)" if it
                else f"{city_name(d['city'])} is completed ({d['completed']}/10)")
    if k == "east_west":
        return ("collega Stendal e Arnheim" if it
                else "connects Stendal and Arnheim")
    if k == "marker_taken":
        m = MARKER["it" if it else "en"][d["kind"]]
        return (f"prende il gettone {m}" if it
                else f"takes the {m} marker")
    if k == "marker_placed":
        m = MARKER["it" if it else "en"][d["kind"]]
        return (f"Gettone {m} su {route_name(d['route'])}" if it
                else f"{m} marker placed on {route_name(d['route'])}")
    if k == "neutral_claim":
        return (f"I neutrali stabiliscono {route_name(d['route'])}" if it
                else f"Neutral pieces establish {route_name(d['route'])}")
    if k == "stack_empty":
        return "La pila dei gettoni è vuota" if it else "The marker stack is empty"
    if k == "game_end":
        return "Fine della partita" if it else "The game ends"
    return None
