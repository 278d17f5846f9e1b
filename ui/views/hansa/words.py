"""The Hansa Teutonica view's own phrases (English message ids; locale/ translates them)."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, NN_, ngettext
from ui.views.base import lookup

WORDS = {
    "actions_left": N_("Actions left"),
    "of": N_("{left} of {total}"),
    "supply": N_("Supply"),
    "fee": N_("{what}; fee paid with {pay}"),
    "and": N_(" and "),
    "stock": N_("Stock"),
    "markers": N_("Bonus markers"),
    "plate": N_("to place later"),
    "prestige": N_("Prestige"),
    "end_turn": N_("End turn"),
    "income": N_("Income"),
    "cancel": N_("Cancel"),
    "escritoire": N_("Escritoire"),
    "to_place": N_("Re-place"),
    "extras": N_("up to {n} more"),
    "p_main": N_("Take an action: drag a piece onto a trading post, click a full route to "
                 "claim it, or click the stock for income."),
    "p_claim": N_("Claim: choose an office, an ability, the Coellen table, or no benefit."),
    "p_displaced": N_("Your piece was displaced: put it on a lit trading post."),
    "p_displaced_extra": N_("Place compensation pieces on the lit posts (up to {n} more)."),
    "p_move": N_("Move: drag a lit piece of yours onto another route (or onto a blue-ringed "
                 "piece of yours to swap them), or stop moving (S)."),
    "stop_move": N_("Stop moving"),
    "moved": N_("Moved {n} of {max}"),
    "move_on_route": N_("Drop the piece on another route (a post or the road)."),
    "move_same_route": N_("A piece moves to another route."),
    "move_full": N_("That route has no empty trading post."),
    "swap_move": N_("Swap the cube on {a} with the disc on {b}"),
    "p_remove": N_("Remove pieces from lit posts (up to 3), or stop."),
    "p_neutral": N_("Neutral route: choose the city for the neutral office."),
    "p_markers": N_("Place your new bonus marker next to a lit route."),
    "p_over": N_("The game is over."),
    "p_place": N_("Place a piece: pick a cube or disc, then a lit empty trading post."),
    "p_displace": N_("Displace: pick the piece to pay with, then a lit opponent's piece."),
    "p_wait": N_("Waiting for {name}."),
    "p_pick": N_("Choose how:"),
    "p_target": N_("Now choose a lit target (Backspace cancels)."),
    "keys": N_("Keys: ←/→ choose a move, Enter plays it, 1-9 the buttons, S stops moving, "
               "Backspace cancels."),
    "controls": N_("{name} controls {city}"),
    "nobody": N_("Nobody controls {city} yet"),
    "why_most": N_("most offices ({n})"),
    "why_tie": N_("tied at {n}; the rightmost office decides"),
    "full": N_("all offices taken"),
    "would_score": N_("If claimed, +1 prestige to: {who}"),
    "would_score_none": N_("If claimed, no city-control prestige yet"),
    "claimable": N_("Full of {name}'s pieces"),
    "marker_here": N_("Bonus marker: {m}"),
    "neutral": N_("Neutral"),
    "network": N_("network"),
    "east_west": N_("East–West"),
    "used": N_("used"),
    "turn_of": N_("{name}"),
    "none": N_("none"),
    "offices": N_("Offices"),
    "drop_on_post": N_("Drop the piece on a lit trading post."),
    "w_claim": N_("claims a route"),
    "w_markers": N_("places bonus markers"),
    "w_neutral": N_("places a neutral office"),
    "w_displaced": N_("{name} re-places"),
    "own_there": N_("Your own piece is already there."),
    "taken": N_("That trading post is taken; you cannot displace it with this piece now."),
    "not_there": N_("That trading post is not open to this piece now."),
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


# counted phrases: the form for n by each language's plural rule
COUNTS = {
    "n_traders": NN_("{n} trader", "{n} traders"),
    "n_merchants": NN_("{n} merchant", "{n} merchants"),
    "open_offices": NN_("{n} office still free", "{n} offices still free"),
}


def count(lang: str, key: str, n: int) -> str:
    """A counted phrase: "1 trader", "2 traders"."""
    return ngettext(*COUNTS[key], n, lang)
