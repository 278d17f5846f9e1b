"""The turn and the round (section 4): beginning and ending a turn, stays on the Continent [H 2.2].

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import LOC0, SEA0, SHIP0, area_of, force, royal_ctrl, senior
from game.kingmaker.common import _opt, _tup
from game.kingmaker.events import _event_phase
from game.kingmaker.naval import storm_battles_due
from game.kingmaker.placement import _place_noble
from game.kingmaker.royal import _check_victory, _coronation
from game.kingmaker.state import MOVE, OVER, KState


def _begin_turn(s: KState, ev: list) -> None:
    """The active faction's turn starts with the event phase [4.1]."""
    s.phase = MOVE
    s.moved[:] = _ZEROS  # in place, as before: the same list objects
    s.fought[:] = _ZEROS
    s.weather = False
    s.storm = False
    s.offers_made = 0
    if s.peace:
        s.peace = [p for p in s.peace if p[1] > s.tnum]
    ev.append(_tup(Event, ("turn_start", {"seat": s.active, "round": s.round}, False, None,
                           False)))
    if s.storm_battles:  # a naval fight broken off by a storm, fought ashore [H 2.1]
        storm_battles_due(s, ev)
    _event_phase(s, ev)
    # _check_victory's own first exits: two heirs alive, or the one living heir not
    # crowned, nor Beaufort [12]
    alive = s.heir_alive
    dead = alive.count(0)
    if dead >= _ONE_LEFT and (dead != _ONE_LEFT or s.heir_crowned[_BEAUFORT_SLOT]
                              or s.heir_crowned[alive.index(1)]):
        _check_victory(s, ev)


_ZEROS = (0,) * D.N_CARDS
_BEAUFORT_SLOT = D.N_HEIRS
_ONE_LEFT = D.N_HEIRS - 1  # dead heirs (0 in heir_alive) when at most one is alive
_BEAUFORT = D.BEAUFORT
_NO_STAYS = [0] * D.N_CARDS  # cont_rounds when nobody stays on the Continent: compared with


def _end_turn(s: KState, ev: list) -> None:
    """Coronation [8.4], the Crown deck draw [4.6], then the next faction's turn."""
    if s.active in s.heir_ctrl or s.faction[_BEAUFORT] == s.active:
        _coronation(s, ev)  # else the faction controls no royal piece to crown
    alive = s.heir_alive
    dead = alive.count(0)
    if dead >= _ONE_LEFT and (dead != _ONE_LEFT or s.heir_crowned[_BEAUFORT_SLOT]
                              or s.heir_crowned[alive.index(1)]):
        _check_victory(s, ev)  # else it stops at once (as in _begin_turn)
    if s.phase == OVER:
        return
    seat = s.active
    if not s.crown_deck and s.discard:
        s.crown_deck = s.discard
        s.discard = []
        s.rng.shuffle(s.crown_deck)
        ev.append(Event("crown_reshuffle", {}))
    if s.crown_deck:
        c = s.crown_deck.pop()
        s.hands[seat].append(c)
        ev.append(_tup(Event, ("crown_draw", {"seat": seat, "card": c}, True, seat, True)))
    for n in D.NOBLES if s.cont_rounds != _NO_STAYS else ():
        # leaving the Continent starts the ban on returning [H 2.2]
        if s.cont_rounds[n] and not _CONT_POS[s.npos[n]]:  # _on_continent(s, n)
            s.cont_ban[n] = s.round + s.cont_rounds[n]
            s.cont_rounds[n] = 0
    s.active = (s.active + 1) % s.players
    s.tnum += 1
    if s.active == s.first:
        _end_round(s, ev)
        if s.phase == OVER:
            return
    _begin_turn(s, ev)


def _on_continent(s: KState, n: int) -> bool:
    p = s.npos[n]
    if p < 0 or p >= SEA0 and p < SHIP0:
        return False
    a = area_of(s, p)
    return a >= 0 and D.CONTINENT[a] and p < SHIP0


# per position (index -1 and -2: off the board, captive): on the Continent, as
# _on_continent answers (at sea and aboard a ship is not on it)
_CONT_POS = (tuple(bool(D.CONTINENT[a]) for a in range(LOC0))
             + tuple(bool(D.CONTINENT[D.LOC_AREA[loc]]) for loc in range(SEA0 - LOC0))
             + (False,) * (SHIP0 + D.N_CARDS - SEA0) + (False, False))
_NO_PLANT = [-1] * D.N_CARDS  # plant_dead when no Plantagenet is dead: compared with


def _end_round(s: KState, ev: list) -> None:
    """End of a round: stays on the Continent [H 2.2], Plantagenets' return [H 2.4],
    the turn limit."""
    if _opt(s, "continent_limit"):
        groups: dict[tuple[int, int], list[int]] = {}
        fac, npos = s.faction, s.npos
        for n in D.NOBLES:
            if fac[n] >= 0 and _CONT_POS[npos[n]]:  # _on_continent(s, n)
                groups.setdefault((fac[n], area_of(s, npos[n])), []).append(n)
        for (seat, _a), ns in sorted(groups.items()):
            allowed = force(s, ns) // 100 + 1
            for n in ns:
                s.cont_rounds[n] += 1
                if s.cont_rounds[n] > allowed:
                    s.pending.append(("continent", seat, n))
    if _opt(s, "optional_cards") and s.plant_dead != _NO_PLANT:
        for n in D.NOBLES:
            if s.plant_dead[n] < 0:
                continue
            h = senior(s, D.YORK if "york" in D.CARD_ID[n] else D.LANCASTER)
            c = royal_ctrl(s, h) if h >= 0 else -1
            if c >= 0 and (c != s.plant_ctrl[n] or s.round > s.plant_dead[n]):
                s.faction[n] = c
                s.plant_dead[n] = -1
                s.plant_ctrl[n] = -1
                _place_noble(s, n, setup=True)
                ev.append(Event("plantagenet_returns", {"noble": n, "seat": c}))
    s.round += 1
    s.start_ctrl = tuple(s.heir_ctrl)
    if s.round > _opt(s, "turn_limit"):
        s.phase = OVER
        s.pending = []
        s.end_reason = "time"
        ev.append(Event("time_up", {"round": s.round - 1}))
