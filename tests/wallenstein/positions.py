"""Helpers for Wallenstein rule tests: bare positions and a tower with a scripted result."""

from __future__ import annotations

from game.core import Rng
from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein.state import EXECUTE, GREEN, NEUTRAL, OUT, WState
from game.wallenstein.tower import TRAY, Tower

FULL = D.ARMIES_PER_PLAYER - D.GRAIN_MARKER
"""A full supply: every army but the one marking the grain scale."""


def P(pid: str) -> int:
    """Province index by id."""
    return D.INDEX[pid]


class Rigged(Tower):
    """A tower whose next throw is scripted: ``stick`` are colours of thrown cubes that
    stay inside (on ledge 0); ``release`` are colours of resting cubes that fall out."""

    def __init__(self, ledges=((), ()), stick=(), release=()) -> None:
        super().__init__()
        self.ledges = [list(ledges[0]), list(ledges[1])]
        self.stick = list(stick)
        self.release = list(release)

    def throw(self, cubes, rng: Rng, model=None, paths=True):
        out = list(cubes)
        record = []
        for c in self.stick:
            out.remove(c)
            self.ledges[0].append(c)
            record.append({"colour": c, "start": "top", "hits": [0], "stop": 0})
        for c in self.release:
            i = 0 if c in self.ledges[0] else 1
            self.ledges[i].remove(c)
            out.append(c)
            record.append({"colour": c, "start": i, "hits": [i], "stop": TRAY})
        self.stick, self.release = [], []
        return out, record


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
    marching = [0] * s.players
    if s.pending and s.pending[0] == "defend":
        marching[s.pending[3]] = s.pending[5]
    for seat in range(s.players):
        on_map = sum(a for p, a in enumerate(s.armies) if s.owner[p] == seat)
        if s.supply[seat] + on_map + s.tower.count(seat) + marching[seat] != FULL:
            return False
    return s.green + s.tower.count(GREEN) == D.GREEN_CUBES
