"""Why a drop is refused, when the engine only says that the move is not allowed now.

Revolution's and Kingmaker's engines check a move against their legal list and give a
generic reason ("Move is not allowed now."). For the moves a player makes by dragging, this
says which rule stands in the way, in English and Italian, from the rule references
(Revolution: new units, conflicts, surplus, armies, influence; Kingmaker: movement
[6.2-6.4], playing cards, allocating the deal [3.4]). The lit places remain the ones the
rules allow.
"""

from __future__ import annotations

from typing import Any

GENERIC = ("is not allowed now", "non è consentit")

# (game id, action class name) -> (English, Italian)
REASONS: dict[tuple[str, str], tuple[str, str]] = {
    ("revolution", "NewUnit"): (
        "A new unit goes to a province where you already have pieces (at most doubling "
        "them there, unless you hold its card) or onto a support box.",
        "Una nuova pedina va in una provincia dove hai già pezzi (al massimo "
        "raddoppiandoli, se non hai la sua carta) o su una casella di sostegno."),
    ("revolution", "SupportMove"): (
        "A piece leaving a support box goes to your treasury as a coin, or to a province "
        "that box supports.",
        "Un pezzo che lascia una casella di sostegno va nel tuo tesoro come moneta, o in "
        "una provincia sostenuta da quella casella."),
    ("revolution", "Remove"): (
        "In a conflict you remove one of your own pieces from the province in conflict.",
        "In un conflitto togli uno dei tuoi pezzi dalla provincia in conflitto."),
    ("revolution", "Surplus"): (
        "Surplus pieces move only to a neighbouring province that has room.",
        "I pezzi in eccesso vanno solo in una provincia vicina che ha posto."),
    ("revolution", "MoveArmy"): (
        "An army moves only to a neighbouring region.",
        "Un esercito si muove solo in una regione vicina."),
    ("revolution", "Bid"): (
        "Coins go only on a city of the allegiance track, and only while you have coins "
        "left.",
        "Le monete vanno solo su una città della scala di fedeltà, e solo finché ne hai."),
    ("kingmaker", "Move"): (
        "Out of reach this turn: a noble moves up to 5 areas, or any distance along a "
        "road, once a turn, and enters only a friendly place or an empty open town.",
        "Fuori portata in questo turno: un nobile si muove fino a 5 aree, o di quante vuole "
        "lungo una strada, una volta per turno, ed entra solo in un luogo amico o in una "
        "città aperta vuota."),
    ("kingmaker", "Embark"): (
        "Nobles board a ship only in the port where it lies, if its capacity holds their "
        "troops.",
        "I nobili salgono su una nave solo nel porto dove si trova, se la sua capienza "
        "basta per le loro truppe."),
    ("kingmaker", "Sail"): (
        "A ship sails up to 3 sea zones and enters a friendly port, or one its troops can "
        "take.",
        "Una nave naviga fino a 3 zone di mare ed entra in un porto amico, o in uno che le "
        "sue truppe possono prendere."),
    ("kingmaker", "PlayCard"): (
        "That card cannot go to that noble: titles, offices, bishops and mercenaries go "
        "to one of your nobles on the map, and some only to nobles who qualify.",
        "Quella carta non può andare a quel nobile: titoli, cariche, vescovi e mercenari "
        "vanno a un tuo nobile sulla mappa, e alcuni solo a chi ne ha diritto."),
    ("kingmaker", "Allocate"): (
        "At set-up the titles are given first, each to a noble without one; then the "
        "offices, each to a titled noble without one; then the rest, to any noble.",
        "Nella preparazione si danno prima i titoli, ciascuno a un nobile che non ne ha; "
        "poi le cariche, ciascuna a un nobile titolato che non ne ha; poi il resto, a "
        "qualunque nobile."),
}


def generic(reason: str) -> bool:
    """True for an engine's catch-all refusal ("... is not allowed now.")."""
    return any(g in reason for g in GENERIC)


def explain(game_id: str, action: Any, lang: str) -> str:
    """The rule that refuses ``action`` in ``lang``, or "" when none is written here."""
    words = REASONS.get((game_id, type(action).__name__))
    if words is None:
        return ""
    return words[1] if lang == "it" else words[0]
