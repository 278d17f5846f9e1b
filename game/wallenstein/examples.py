"""Wallenstein's worked examples (the summary sheet, seed 004) as engine positions, for
the rules screen and the rule tests (see game.examples).

The summary's one worked case is the hunger table: a player with 9 provinces and 6 grain
in winter misses 3 grain, so 2 provinces revolt, each with 2 extra peasants.
"""

from __future__ import annotations

from game.examples import Example
from game.i18n import N_
from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import Defend
from game.wallenstein.state import EXECUTE, GREEN, NEUTRAL, OUT, WState
from game.wallenstein.tower import Tower

FULL = D.ARMIES_PER_PLAYER - D.GRAIN_MARKER
"""A full supply: every army but the one marking the grain scale."""


def P(pid: str) -> int:  # noqa: N802 - a short name for positions written by hand
    """Province index by id."""
    return D.INDEX[pid]


def bare(players: int = 4, seed: int = 1) -> WState:
    """A position with an empty map, an empty tower and full supplies, between seasons
    (execution finished: applying a pending decision then starts the next season)."""
    s = RULES.new_game(players, seed)
    s.owner = [OUT if o == OUT else NEUTRAL for o in s.owner]
    n = D.N_PROVINCES
    s.armies = [0] * n
    s.buildings = [0] * n
    s.revolts = [0] * n
    s.supply = [FULL] * players
    s.green = D.GREEN_CUBES
    s.tower = Tower()
    s.groups = [[] for _ in range(players)]
    s.phase = EXECUTE
    s.year, s.season = 1, 0
    s.shown = s.event_deck[-4:]
    del s.event_deck[-4:]
    s.used = []
    s.event = -1
    s.slot, s.pos = 10, 0
    s.pending = ()
    return s


def give(s: WState, seat: int, prov: int, armies: int, buildings: int = 0,
         revolts: int = 0) -> None:
    """Hand ``prov`` to ``seat`` with that many armies (taken from the supply)."""
    s.owner[prov] = seat
    s.armies[prov] = armies
    s.supply[seat] -= armies
    s.buildings[prov] = buildings
    s.revolts[prov] = revolts


def conserved(s: WState) -> bool:
    """Every cube is somewhere: supply + map + tower + tray = 61, the 62nd marks grain
    (green: 20); armies marching against a defender still choosing count as the
    attacker's."""
    return not problems(s)


def problems(s: WState) -> list[str]:
    """What is impossible about ``s``: cubes lost or doubled, armies in nobody's land."""
    out = []
    marching = [0] * s.players
    if s.pending and s.pending[0] == "defend":
        marching[s.pending[3]] = s.pending[5]
    for seat in range(s.players):
        on_map = sum(a for p, a in enumerate(s.armies) if s.owner[p] == seat)
        if s.supply[seat] + on_map + s.tower.count(seat) + marching[seat] != FULL:
            out.append(f"seat {seat}'s cubes do not add up to {FULL}")
    if s.green + s.tower.count(GREEN) != D.GREEN_CUBES:
        out.append(f"green cubes do not add up to {D.GREEN_CUBES}")
    if any(a and s.owner[p] < 0 for p, a in enumerate(s.armies)):
        out.append("armies in a province nobody owns")
    return out


HUNGER_PROVINCES = ("altmark", "mittelmark", "neumark", "vorpommern", "mecklenburg",
                    "lueneburg", "anhalt", "kursachsen", "lausitz")


def hunger() -> WState:
    """End of the first autumn: seat 0 owns 9 provinces (2 armies and a revolt marker each)
    and, after the winter's grain loss, 6 grain. Winter begins: the first hunger revolt
    waits for the owner's decision."""
    s = bare()
    for pid in HUNGER_PROVINCES:
        give(s, 0, P(pid), 2, revolts=1)
    s.season = 2
    left = s.shown[3]
    s.used = s.shown[:3]
    s.grain[0] = 6 + R.event_card(s, left).grain_loss
    R._advance(s, [])  # the autumn is over: winter starts
    return s


EXAMPLES: list[Example] = [
    Example(
        "hunger", "wallenstein",
        N_("Hunger in winter"),
        N_("9 provinces and 6 grain: 3 grain are missing, so 2 provinces revolt, each with its "
           "revolt marker's peasant plus 2 more. The owner throws both armies into the tower."),
        "seed 004, tabella della fame", hunger, (Defend(2),),
    ),
]
