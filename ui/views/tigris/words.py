"""The Tigris & Euphrates view's own phrases, in English and Italian."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, NP_
from ui.views.base import lookup

WORDS = {
    "rack": N_("Your tiles"),
    "leaders": N_("Leaders"),
    "points": N_("Points"),
    "swap": N_("Swap tiles"),
    "confirm_swap": N_("Swap {n}"),
    "cancel": N_("Cancel"),
    "end_turn": N_("End turn"),
    "pass": N_("Pass"),
    "bag": N_("Bag {n}"),
    "treasures_left": N_("Treasures {n}"),
    "actions": N_("actions"),
    "revolt": N_("Revolt"),
    "war": N_("War"),
    "attacker": N_("Attacker"),
    "defender": N_("Defender"),
    "board": N_("on the board"),
    "commits": N_("commits {n}"),
    "deciding": N_("deciding..."),
    "commit_q": N_("Commit how many {tiles}?"),
    "choose_war": N_("Choose the war to fight first"),
    "monument_q": N_("Build a monument?"),
    "decline": NP_("tigris.decline", "Decline"),
    "treasure_q": N_("Take a treasure"),
    "building_q": NP_("tigris.building_q", "Place a civilization building?"),
    "zig_q": N_("Build the ziggurat?"),
    "build": N_("Build"),
    "zig_income": N_("Ziggurat point: choose its colour"),
    "drop_board": N_("Drop the piece on a square of the board."),
    "pick_square": N_("Choose a square for the piece (Esc cancels)."),
    "mark_swap": N_("Mark the tiles to swap, then confirm."),
    "withdraw_hint": N_("Drop it on its home spot to withdraw it."),
    "strength": N_("revolt {r}"),
    "war_strength": N_("war"),
    "kingdom": N_("Kingdom"),
    "region": N_("Region without leaders"),
    "monuments": N_("monuments"),
    "final": N_("Final scoring"),
    "weakest": N_("weakest colour"),
    "hidden": N_("hidden"),
    "catastrophes": N_("catastrophes"),
    "in_hand": N_("in hand"),
    "no_decision": N_("Waiting for {name}."),
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)
