"""Who plays which faction: the chairs of a new Revolution game.

The engine deals the factions to the chairs (at two players chair 0 holds the Catholics
and the Habsburgs, chair 1 the Burghers and the Reformers). The new-game screen lets a
player choose a faction (at two players, a pair) or a faction's colour; the chairs are
then arranged so that player sits where the faction is dealt. The arranged chairs are
the match's seats, so a save replays them as they are (old saves keep theirs).
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, message
from game.revolution import data as D
from game.revolution.text import fname

# the player palette (ui.theme.PLAYER_COLORS, and its colour-blind twin) by index: the
# faction whose pieces have that colour (red Habsburgs, blue Burghers, green Nobility,
# yellow Catholics); the other colours ask for nothing
COLOUR_FACTION = {0: D.H, 1: D.B, 2: D.N, 3: D.C}
FACTION_COLOUR = {f: c for c, f in COLOUR_FACTION.items()}
ANY = -1  # no faction chosen: the colour, or the chair left, decides

ROLE_WORDS = {
    "any": N_("Faction: any"),
}


def dealt(rules: Any, players: int, options: dict) -> list[list[int]]:
    """The factions of each chair, as the engine deals them; with three players dealt at
    random only the Catholics are sure, so only their chair is listed."""
    s = rules.new_game(players, 0, dict(options))
    chairs = [[f for f in range(5) if s.seat_of[f] == k] for k in range(players)]
    if players == 3 and options.get("three") == "random":
        return [fs for fs in chairs if D.C in fs]
    return chairs


def seat_roles(rules: Any, players: int, options: dict,
               lang: str) -> list[tuple[int, str, int | None]]:
    """The faction choices a seat has on the new-game screen: ``(value, label, colour)``,
    the first "any". A value is a faction (at two players the first of the chair's pair);
    the colour is the palette colour of its pieces (None for the Reformers' orange)."""
    out: list[tuple[int, str, int | None]] = [(ANY, message(ROLE_WORDS["any"], lang), None)]
    try:
        chairs = dealt(rules, players, options)
    except ValueError:  # options the game refuses: only "any"
        return out
    for fs in sorted(chairs):
        colour = next((FACTION_COLOUR[f] for f in fs if f in FACTION_COLOUR), None)
        out.append((fs[0], " + ".join(fname(f, lang) for f in fs), colour))
    return out


def arrange_seats(rules: Any, seats: list, seed: int, options: dict,
                  roles: list[int] | None = None) -> list:
    """The chairs of a new game. A player who chose a faction (``roles[i]``, ANY for
    none) sits at the chair it is dealt to; then each player whose colour is a faction's
    colour at that faction's chair (at two players, the chair holding it); the others
    keep their order in the chairs left. The factions' colours stay the game's own."""
    s = rules.new_game(len(seats), seed, options)
    roles = list(roles or []) + [ANY] * (len(seats) - len(roles or []))
    out: list = [None] * len(seats)
    placed = [False] * len(seats)

    def chair_of(f: int | None) -> int:
        return s.seat_of[f] if f is not None and 0 <= f < 5 and s.inplay[f] else -1

    for i, seat in enumerate(seats):  # a faction chosen by name first
        k = chair_of(roles[i] if roles[i] != ANY else None)
        if k >= 0 and out[k] is None:
            out[k], placed[i] = seat, True
    for i, seat in enumerate(seats):  # then a faction's colour
        k = chair_of(COLOUR_FACTION.get(seat.color))
        if not placed[i] and roles[i] == ANY and k >= 0 and out[k] is None:
            out[k], placed[i] = seat, True
    free = iter(i for i, x in enumerate(out) if x is None)
    for i, seat in enumerate(seats):
        if not placed[i]:
            out[next(free)] = seat
    return out
