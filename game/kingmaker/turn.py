"""The turn and the round (section 4): beginning and ending a turn, stays on the Continent [H 2.2].

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import LOC0, SEA0, SHIP0, allied, area_of, force, royal_ctrl, senior
from game.kingmaker.cards import _hand_plays
from game.kingmaker.common import _opt, _seed, _tup
from game.kingmaker.events import _event_phase
from game.kingmaker.naval import storm_battles_due
from game.kingmaker.placement import _place_noble, _port_ok
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
    if _seed(s):
        seat = s.active
        asked = False
        if s.alliances and s.lent != _NO_LENT:
            # a lender may take his nobles back before the commander moves them [H 1.f]
            for x in sorted({s.faction[n] for n in D.NOBLES if s.lent[n] == seat}):
                s.pending.append(("ally", x, seat, -1, -1, True, ()))
                asked = True
        # hidden cards may be played «in qualunque momento» of the turn, so also before
        # its event card [H 1.a]: the seat draws it when he is ready
        if asked or _hand_plays(s, seat):
            s.pending.append(("draw", seat))
            return
    begin_after_draw(s, ev)


def begin_after_draw(s: KState, ev: list) -> None:
    """The turn's event card [4.1] and the victory check after it."""
    _event_phase(s, ev)
    # _check_victory's own first exits: two heirs alive, or the one living heir not
    # crowned, nor Beaufort [12]
    alive = s.heir_alive
    dead = alive.count(0)
    if dead >= _ONE_LEFT and (dead != _ONE_LEFT or s.heir_crowned[_BEAUFORT_SLOT]
                              or s.heir_crowned[alive.index(1)]):
        _check_victory(s, ev)


_ZEROS = (0,) * D.N_CARDS
_NO_LENT = [-1] * D.N_CARDS
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


def _continent_groups(s: KState) -> None:
    """Stays on the Continent [H 2.2] read word for word: «Un Nobile, od un gruppo di
    essi in alleanza» stays INT(troops / 100) + 1 rounds, the allied nobles in an area
    counting their troops together; a noble over time loses a card each further round
    only if he is «impossibilitato ad allontanarsene» (:func:`can_leave_continent`)."""
    fac, npos = s.faction, s.npos
    by_area: dict[int, list[int]] = {}
    for n in D.NOBLES:
        if fac[n] >= 0 and _CONT_POS[npos[n]]:  # _on_continent(s, n)
            by_area.setdefault(area_of(s, npos[n]), []).append(n)
    for a, ns in sorted(by_area.items()):
        groups: list[list[int]] = []  # nobles of seats allied to each other
        for n in ns:
            f = fac[n]
            for g in groups:
                if allied(s, fac[g[0]], f):
                    g.append(n)
                    break
            else:
                groups.append([n])
        for g in groups:
            allowed = force(s, g) // 100 + 1
            for n in g:
                s.cont_rounds[n] += 1
                if s.cont_rounds[n] > allowed and not can_leave_continent(s, fac[n], a):
                    s.pending.append(("continent", fac[n], n))


def can_leave_continent(s: KState, seat: int, area: int) -> bool:
    """Can ``seat``'s nobles in continental ``area`` get away [H 2.2]? Not when no ship of
    the seat or an ally is on the board, nor when Calais is French: no port of the area
    is open to the seat (besieged, or held against it)."""
    if not any(_port_ok(s, loc, seat) for loc in D.AREA_LOCS[area] if D.LOC_PORT[loc]):
        return False
    for sh in D.SHIPS:
        h = s.holder[sh]
        if h >= 0 and s.ship_pos[sh] >= 0 and allied(s, s.faction[h], seat):
            return True
    return False


def plantagenets_return(s: KState, ev: list, round_end: bool) -> None:
    """A Plantagenet killed by an asterisked card comes back when the royal piece that
    holds him changes faction, and at the latest the round after [H 2.4]: read word
    for word (option ``seed_text``) the change is checked after every action and he is
    back by the end of the round he died in; the earlier reading looked only at the
    ends of rounds and waited a round longer."""
    seed = _seed(s)
    for n in D.NOBLES:
        if s.plant_dead[n] < 0:
            continue
        h = senior(s, D.YORK if "york" in D.CARD_ID[n] else D.LANCASTER)
        c = royal_ctrl(s, h) if h >= 0 else -1
        if c < 0:
            continue
        if c != s.plant_ctrl[n] or round_end and (seed or s.round > s.plant_dead[n]):
            s.faction[n] = c
            s.plant_dead[n] = -1
            s.plant_ctrl[n] = -1
            _place_noble(s, n, setup=True)
            ev.append(Event("plantagenet_returns", {"noble": n, "seat": c}))


def _end_round(s: KState, ev: list) -> None:
    """End of a round: stays on the Continent [H 2.2], Plantagenets' return [H 2.4],
    the turn limit."""
    if _opt(s, "continent_limit"):
        if _seed(s):
            _continent_groups(s)
        else:  # the earlier reading: each faction alone, every noble over time pays
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
        plantagenets_return(s, ev, True)
    s.round += 1
    s.start_ctrl = tuple(s.heir_ctrl)
    limit = _opt(s, "turn_limit")  # 0: none, the game goes on to its end [12]
    if limit and s.round > limit:
        s.phase = OVER
        s.pending = []
        s.end_reason = "time"
        ev.append(Event("time_up", {"round": s.round - 1}))
