"""Why a drop is refused, when the engine only says that the move is not allowed now.

Revolution's and Kingmaker's engines check a move against their legal list and give a
generic reason ("Move is not allowed now."). For the moves a player makes by dragging, this
says which rule stands in the way, in the player's language, from the rule references
(Revolution: new units, conflicts, surplus, armies, influence; Kingmaker: movement
[6.2-6.4], playing cards, allocating the deal [3.4]). The lit places remain the ones the
rules allow.
"""

from __future__ import annotations

from typing import Any

from game.i18n import LANGS, N_, gettext

# the catch-all refusal in each language (Revolution's engine, Kingmaker's play)
GENERIC_MESSAGE = N_("This move is not allowed now.")

# (game id, action class name) -> the rule, an English message id
REASONS: dict[tuple[str, str], str] = {
    ("revolution", "NewUnit"): N_(
        "A new unit goes to a province where you already have pieces (at most doubling "
        "them there, unless you hold its card) or onto a support box."),
    ("revolution", "SupportMove"): N_(
        "A piece leaving a support box goes to your treasury as a coin, or to a province "
        "that box supports."),
    ("revolution", "Remove"): N_(
        "In a conflict you remove one of your own pieces from the province in conflict."),
    ("revolution", "Surplus"): N_(
        "Surplus pieces move only to a neighbouring province that has room."),
    ("revolution", "MoveArmy"): N_(
        "An army moves only to a neighbouring region."),
    ("revolution", "Bid"): N_(
        "Coins go only on a city of the allegiance track, and only while you have coins "
        "left."),
    ("kingmaker", "Move"): N_(
        "Out of reach this turn: a noble moves up to 5 areas, or any distance along a "
        "road, once a turn, and enters only a friendly place or an empty open town."),
    ("kingmaker", "Embark"): N_(
        "Nobles board a ship only in the port where it lies, if its capacity holds their "
        "troops."),
    ("kingmaker", "Sail"): N_(
        "A ship sails up to 3 sea zones and enters a friendly port, or one its troops can "
        "take."),
    ("kingmaker", "PlayCard"): N_(
        "That card cannot go to that noble: titles, offices, bishops and mercenaries go to "
        "one of your nobles on the map, and some only to nobles who qualify."),
    ("kingmaker", "Allocate"): N_(
        "At set-up the titles are given first, each to a noble without one; then the "
        "offices, each to a titled noble without one; then the rest, to any noble."),
}


def generic(reason: str) -> bool:
    """True for an engine's catch-all refusal ("... is not allowed now.")."""
    return "is not allowed now" in reason or "non è consentit" in reason \
        or any(reason == gettext(GENERIC_MESSAGE, lang) for lang in LANGS)


def explain(game_id: str, action: Any, lang: str) -> str:
    """The rule that refuses ``action`` in ``lang``, or "" when none is written here."""
    words = REASONS.get((game_id, type(action).__name__))
    if words is None:
        return ""
    return gettext(words, lang)
