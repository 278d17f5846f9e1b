"""Log and prompt phrases for Tigris & Euphrates, in the language asked (game/i18n.py).

Each phrase is a whole message per leader, tile or colour (indexed by colour: black,
red, blue, green), so that a translation puts its own articles and cases around the
noun ("piazza l'agricoltore", "setzt den Bauern").
"""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.i18n import N_, NN_, gettext, ngettext
from game.tigris.actions import (
    BuildMonument,
    BuildZiggurat,
    ChooseWar,
    Commit,
    DeclineBuilding,
    DeclineMonument,
    EndTurn,
    MoveLeader,
    PlaceBuilding,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
    TakeTreasure,
    WithdrawLeader,
    ZigguratIncome,
)
from game.tigris.state import (
    MONUMENTS,
    PH_BUILDING,
    PH_COMMIT,
    PH_MONUMENT,
    PH_OVER,
    PH_TREASURE,
    PH_WAR_COLOUR,
    PH_ZIGGURAT,
    PH_ZIGGURAT_INCOME,
    REVOLT,
    State,
    square_name,
)

PLACE_LEADER = (N_("places the king on {square}"), N_("places the priest on {square}"),
                N_("places the farmer on {square}"), N_("places the trader on {square}"))
MOVE_LEADER = (N_("moves the king to {square}"), N_("moves the priest to {square}"),
               N_("moves the farmer to {square}"), N_("moves the trader to {square}"))
WITHDRAW_LEADER = (N_("withdraws the king"), N_("withdraws the priest"),
                   N_("withdraws the farmer"), N_("withdraws the trader"))
PLACE_TILE = (N_("places a settlement on {square}"), N_("places a temple on {square}"),
              N_("places a farm on {square}"), N_("places a market on {square}"))
CHOOSE_WAR = (N_("resolves the black war first"), N_("resolves the red war first"),
              N_("resolves the blue war first"), N_("resolves the green war first"))
# in the order of state.MONUMENTS
BUILD_MONUMENT = (N_("builds the red/black monument on {square}"),
                  N_("builds the red/green monument on {square}"),
                  N_("builds the blue/black monument on {square}"),
                  N_("builds the blue/red monument on {square}"),
                  N_("builds the green/black monument on {square}"),
                  N_("builds the green/blue monument on {square}"))
PLACE_BUILDING = (N_("puts the palace on {square}"), N_("puts the library on {square}"),
                  N_("puts the granary on {square}"), N_("puts the market hall on {square}"))
ZIGGURAT_POINT = (N_("takes a black point from the ziggurat"),
                  N_("takes a red point from the ziggurat"),
                  N_("takes a blue point from the ziggurat"),
                  N_("takes a green point from the ziggurat"))
REVOLT_LINE = (
    N_("Revolt of kings (adjacent temples): attacker {attacker}, defender {defender}"),
    N_("Revolt of priests (adjacent temples): attacker {attacker}, defender {defender}"),
    N_("Revolt of farmers (adjacent temples): attacker {attacker}, defender {defender}"),
    N_("Revolt of traders (adjacent temples): attacker {attacker}, defender {defender}"))
WAR_LINE = (N_("Black war (settlements): attacker {attacker}, defender {defender}"),
            N_("Red war (temples): attacker {attacker}, defender {defender}"),
            N_("Blue war (farms): attacker {attacker}, defender {defender}"),
            N_("Green war (markets): attacker {attacker}, defender {defender}"))
COMMIT_LINE = (NN_("commits {n} settlement", "commits {n} settlements"),
               NN_("commits {n} temple", "commits {n} temples"),
               NN_("commits {n} farm", "commits {n} farms"),
               NN_("commits {n} market", "commits {n} markets"))
WON_LINE = (N_("wins the black conflict {score}; the loser's leader goes home"),
            N_("wins the red conflict {score}; the loser's leader goes home"),
            N_("wins the blue conflict {score}; the loser's leader goes home"),
            N_("wins the green conflict {score}; the loser's leader goes home"))
REMOVED_LINE = (NN_("{n} settlement removed from the board",
                    "{n} settlements removed from the board"),
                NN_("{n} temple removed from the board", "{n} temples removed from the board"),
                NN_("{n} farm removed from the board", "{n} farms removed from the board"),
                NN_("{n} market removed from the board", "{n} markets removed from the board"))
NO_TEMPLE_LINE = (N_("The king on {square} has no temple left and goes home"),
                  N_("The priest on {square} has no temple left and goes home"),
                  N_("The farmer on {square} has no temple left and goes home"),
                  N_("The trader on {square} has no temple left and goes home"))
POINTS = (NN_("+{n} black point", "+{n} black points"), NN_("+{n} red point", "+{n} red points"),
          NN_("+{n} blue point", "+{n} blue points"),
          NN_("+{n} green point", "+{n} green points"))
TILES = (NN_("{n} settlement", "{n} settlements"), NN_("{n} temple", "{n} temples"),
         NN_("{n} farm", "{n} farms"), NN_("{n} market", "{n} markets"))
# the conflict prompt: [colour][0 attacker, 1 defender]
HOW_MANY = (
    (N_("Conflict: how many settlements does the attacker commit?"),
     N_("Conflict: how many settlements does the defender commit?")),
    (N_("Conflict: how many temples does the attacker commit?"),
     N_("Conflict: how many temples does the defender commit?")),
    (N_("Conflict: how many farms does the attacker commit?"),
     N_("Conflict: how many farms does the defender commit?")),
    (N_("Conflict: how many markets does the attacker commit?"),
     N_("Conflict: how many markets does the defender commit?")))
PHASE_PROMPT = {
    PH_OVER: N_("Game over"),
    PH_WAR_COLOUR: N_("Choose which war to resolve first"),
    PH_MONUMENT: N_("Build a monument?"),
    PH_BUILDING: N_("Place a civilization building?"),
    PH_ZIGGURAT: N_("Build the ziggurat?"),
    PH_ZIGGURAT_INCOME: N_("Choose the colour of the ziggurat point"),
}
POINTS_ROW = (N_("Black points"), N_("Red points"), N_("Blue points"), N_("Green points"))
assert len(BUILD_MONUMENT) == len(MONUMENTS)


def _c(c: Any) -> int:
    return c if isinstance(c, int) and 0 <= c < 4 else 0


def _sq(sq: Any) -> str:
    return square_name(sq) if isinstance(sq, int) and 0 <= sq < 176 else "?"


def _tiles(counts: Any, lang: str) -> str:
    parts = [ngettext(*TILES[c], n, lang) for c, n in enumerate(counts or ()) if n]
    return ", ".join(parts) or gettext(N_("nothing"), lang)


def describe(a: Any, lang: str = "en") -> str:
    t = type(a)
    if t is PlaceLeader:
        return gettext(PLACE_LEADER[_c(a.colour)], lang, square=_sq(a.square))
    if t is MoveLeader:
        return gettext(MOVE_LEADER[_c(a.colour)], lang, square=_sq(a.square))
    if t is WithdrawLeader:
        return gettext(WITHDRAW_LEADER[_c(a.colour)], lang)
    if t is PlaceTile:
        return gettext(PLACE_TILE[_c(a.colour)], lang, square=_sq(a.square))
    if t is PlaceCatastrophe:
        return gettext(N_("plays a catastrophe on {square}"), lang, square=_sq(a.square))
    if t is SwapTiles:
        n = sum(a.counts) if isinstance(a.counts, tuple) else 0
        return ngettext("swaps {n} tile", "swaps {n} tiles", n, lang)
    if t is EndTurn:
        return gettext(N_("passes"), lang)
    if t is Commit:
        return ngettext("commits {n} tile to the conflict", "commits {n} tiles to the conflict",
                        a.count, lang)
    if t is ChooseWar:
        return gettext(CHOOSE_WAR[_c(a.colour)], lang)
    if t is BuildMonument:
        m = a.monument if isinstance(a.monument, int) and 0 <= a.monument < 6 else 0
        return gettext(BUILD_MONUMENT[m], lang, square=_sq(a.square))
    if t is DeclineMonument:
        return gettext(N_("declines the monument"), lang)
    if t is TakeTreasure:
        return gettext(N_("takes the treasure on {square}"), lang, square=_sq(a.square))
    if t is PlaceBuilding:
        return gettext(PLACE_BUILDING[_c(a.colour)], lang, square=_sq(a.square))
    if t is DeclineBuilding:
        return gettext(N_("declines the building"), lang)
    if t is BuildZiggurat:
        if a.square < 0:
            return gettext(N_("declines the ziggurat"), lang)
        return gettext(N_("builds the ziggurat at {square}"), lang, square=_sq(a.square))
    if t is ZigguratIncome:
        return gettext(ZIGGURAT_POINT[_c(a.colour)], lang)
    return "?"


def describe_event(e: Event, lang: str = "en") -> str | None:
    """A log line for the events worth a line of their own (scores only when private)."""
    d = e.data
    k = e.kind
    if k == "conflict":
        c = _c(d.get("colour"))
        lines = REVOLT_LINE if d.get("kind") == "revolt" else WAR_LINE
        return gettext(lines[c], lang, attacker=d["attacker_strength"],
                       defender=d["defender_strength"])
    if k == "commit":
        return ngettext(*COMMIT_LINE[_c(d.get("colour"))], d.get("count", 0), lang)
    if k == "conflict_resolved":
        score = f"{d['attacker_total']}-{d['defender_total']}"
        return gettext(WON_LINE[_c(d.get("colour"))], lang, score=score)
    if k == "removed":
        return ngettext(*REMOVED_LINE[_c(d.get("colour"))], len(d.get("squares", ())), lang)
    if k == "leader_removed" and d.get("reason") == "no_temple":
        return gettext(NO_TEMPLE_LINE[_c(d.get("colour"))], lang, square=_sq(d.get("square")))
    if k == "monument":  # the BuildMonument line already says it, with the square
        return None
    if k == "treasure":
        return gettext(N_("takes the treasure on {square}"), lang, square=_sq(d.get("square")))
    if k == "unification":
        return gettext(N_("two kingdoms unite at {square}"), lang, square=_sq(d.get("square")))
    if k == "score" and e.private:
        return ngettext(*POINTS[_c(d.get("colour"))], d.get("points", 1), lang)
    if k == "tiles_drawn" and e.private:
        return gettext(N_("draws {tiles}"), lang, tiles=_tiles(d.get("tiles"), lang))
    if k == "game_over":
        if d.get("reason") == "bag":
            return gettext(N_("The bag is empty: the game ends"), lang)
        return gettext(N_("Only two treasures are left: the game ends"), lang)
    return None


def prompt(s: State, lang: str = "en") -> str:
    ph = s.phase
    if ph == PH_COMMIT:
        colour = 1 if s.c_kind == REVOLT else s.c_colour
        return gettext(HOW_MANY[colour][0 if s.c_att_commit < 0 else 1], lang)
    if ph == PH_TREASURE:
        return ngettext("Choose {n} treasure(s) to take", "Choose {n} treasure(s) to take",
                        s.t_take, lang)
    if ph in PHASE_PROMPT:
        return gettext(PHASE_PROMPT[ph], lang)
    return gettext(N_("Actions left: {n}"), lang, n=s.actions_left)
