"""Naval combat's house rules as the seed writes them [H 2.1]: the winner of a boarding
decides the fate of each enemy ship, prisoners taken at sea are freed only when the fleet
docks, a STORM AT SEA with one port sends both fleets there for a land battle the next
round, and stacked ships ally as nobles do.

The rules apply with the option ``naval_seed`` (on by default). Saves made before it
existed keep the earlier reading: boarded ships captured and sent to port without asking,
prisoners freed at once, no battle after a storm and one port question per ship, fleets
allied only through their nobles.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.actions import OfferAlliance, ShipFate, StormPort
from game.kingmaker.board import (
    CAPTIVE,
    LOC0,
    SEA0,
    SHIP0,
    allied,
    at,
    ctl,
    force,
    garrison,
    place_ctrl,
    rounded_ratio,
    strength,
)
from game.kingmaker.common import _tup
from game.kingmaker.events import _to_port
from game.kingmaker.losses import _sink
from game.kingmaker.placement import _nearest_port, _nearest_ports
from game.kingmaker.state import KState

OPTION = "naval_seed"
WAITING = D.N_CARDS  # carried[n] = WAITING + ship: freed, waiting aboard for the dock
_SHIPS = tuple(D.SHIPS)
_NOBLES = tuple(D.NOBLES)
_NOBODY = [-1] * D.N_CARDS  # carried when nobody is carried: compared with, never changed


def seed_rules(s: KState) -> bool:
    """Is the seed's reading of the naval rules in force [H 2.1]?"""
    return bool(s.options.get(OPTION, False))


def aboard(s: KState, ships) -> list[int]:
    """The nobles aboard ``ships``."""
    npos = s.npos
    return [n for sh in ships for n in _NOBLES if npos[n] == SHIP0 + sh]


# ------------------------------------------------------------------ boarding won


def boarding_won(s: KState, zone: int, win: list[int], lose: list[int], winner: int,
                 ev: list) -> None:
    """«in caso di vittoria per Arrembaggio spetta al vincitore scegliere la sorte delle
    navi avversarie, che possono anche essere affondate» [H 2.1]: the nobles aboard the
    beaten ships are captured as after a land battle; the winner then decides ship by
    ship (``ship_fate`` questions, asked before the prisoners' fates)."""
    from game.kingmaker.combat import _capture

    win_nobles = aboard(s, win)
    port = _nearest_port(s, zone, winner)
    losers = aboard(s, lose)
    if port >= 0:  # royal pieces aboard are taken ashore at that port, as before
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] >= SHIP0 and s.heir_pos[h] - SHIP0 in lose:
                s.heir_pos[h] = D.LOC_AREA[port]
    taker = _taker(s, win)
    first = len(s.pending)
    _capture(s, losers, winner, win_nobles or ([taker] if taker >= 0 else []), ev,
             into=D.LOC_AREA[port] if port >= 0 else -2)
    prisoners = tuple(n for n in losers if s.faction[n] >= 0 and s.npos[n] == CAPTIVE)
    todo = tuple(sh for sh in lose if s.ship_pos[sh] == SEA0 + zone)
    if todo:
        s.pending.insert(first, ("ship_fate", winner, zone, todo, (), prisoners, tuple(win)))
    else:
        _carry(s, zone, prisoners, win, (), ev)


def _taker(s: KState, win) -> int:
    """Who holds a captured ship: the strongest noble aboard the winning fleet, else the
    strongest holder of its ships (-1: none)."""
    taker = max(aboard(s, win), key=lambda n: strength(s, n), default=-1)
    if taker < 0:
        taker = max((s.holder[sh] for sh in win if s.holder[sh] >= 0),
                    key=lambda n: strength(s, n), default=-1)
    return taker


def _room(s: KState, q: tuple) -> tuple[int, int]:
    """(troops the prisoners of ship-fate question ``q`` weigh, room to carry them
    without the ship asked about): the free room of the winning fleet still at sea, the
    captured ships' capacity and the capacity of the ships still to decide."""
    _, _, zone, todo, captured, prisoners, fleet = q
    need = sum(strength(s, n) for n in prisoners if s.faction[n] >= 0)
    room = sum(D.CAPACITY[sh] - force(s, aboard(s, [sh])) for sh in fleet
               if s.ship_pos[sh] == SEA0 + zone)
    room += sum(D.CAPACITY[sh] for sh in captured + todo[1:])
    return need, room


def fate_actions(s: KState, q: tuple) -> list:
    """The winner's choices for the first ship of ``q``: capture it, or sink it while the
    other ships can still carry every prisoner («bisognerà ... garantire una capacità di
    trasporto sufficiente per tutti i Nobili coinvolti»)."""
    sh = q[3][0]
    need, room = _room(s, q)
    out = [_tup(ShipFate, (sh, False))]
    if room >= need:
        out.append(_tup(ShipFate, (sh, True)))
    return out


def apply_fate(s: KState, q: tuple, a: ShipFate, ev: list) -> None:
    """Capture (to the nearest free or friendly port, before it may be used again) or
    sink the ship asked about; after the last ship, the prisoners go aboard."""
    _, winner, zone, todo, captured, prisoners, fleet = q
    sh = todo[0]
    taker = _taker(s, fleet)
    if s.ship_pos[sh] >= 0:
        if a.sink or taker < 0:  # nobody of the winners to hold it: it sinks
            _sink(s, sh, ev)
        else:
            port = _nearest_port(s, zone, winner)
            s.holder[sh] = taker
            if port >= 0:
                s.ship_pos[sh] = LOC0 + port
            s.moved[sh] = 1
            captured += (sh,)
            ev.append(Event("ship_captured", {"ship": sh, "by": winner,
                                              "loc": port}))
    rest = todo[1:]
    if rest:
        s.pending.insert(0, ("ship_fate", winner, zone, rest, captured, prisoners, fleet))
    else:
        _carry(s, zone, prisoners, fleet, captured, ev)


def _carry(s: KState, zone: int, prisoners, fleet, captured, ev: list) -> None:
    """The prisoners go aboard the winning fleet while it has room (freed only when it
    docks), the rest aboard the captured ships, which reach port at once."""
    room = {sh: D.CAPACITY[sh] - force(s, aboard(s, [sh])) for sh in fleet
            if s.ship_pos[sh] == SEA0 + zone}
    for n in sorted(prisoners, key=lambda n: (-strength(s, n), n)):
        if s.faction[n] < 0:
            continue
        st = strength(s, n)
        sh = next((x for x in fleet if room.get(x, -1) >= st), -1)
        if sh >= 0:
            room[sh] -= st
            s.carried[n] = sh
            ev.append(Event("carried", {"noble": n, "ship": sh}))


def wait_aboard(s: KState, n: int, ev: list) -> bool:
    """A prisoner taken at sea and ransomed or pardoned «verranno liberati solo
    all'attracco della flotta in un porto»: while his ship is at sea he waits aboard
    (True); else he is released now (False)."""
    sh = s.carried[n]
    if sh < 0 or not seed_rules(s):
        return False
    sh %= WAITING
    if s.ship_pos[sh] >= SEA0:
        s.carried[n] = WAITING + sh
        ev.append(Event("freed_at_dock", {"noble": n, "ship": sh}))
        return True
    s.carried[n] = -1
    return False


def settle_carried(s: KState, ev: list) -> None:
    """After each action (``ev`` its events) while someone is carried: a freed prisoner
    whose ship docked goes free, one whose ship sank drowns with it, one whose ship left
    the board otherwise is put ashore free; an executed one is forgotten."""
    if s.carried == _NOBODY:
        return
    from game.kingmaker.losses import _kill_noble
    from game.kingmaker.offers import _release

    for n in _NOBLES:
        c = s.carried[n]
        if c < 0:
            continue
        if s.faction[n] < 0 or s.npos[n] != CAPTIVE:
            s.carried[n] = -1
        elif c >= WAITING and s.ship_pos[c - WAITING] < SEA0:
            s.carried[n] = -1
            sh = c - WAITING
            if s.ship_pos[sh] < 0 and any(e.kind == "ship_sinks" and e.data["ship"] == sh
                                          for e in ev):
                _kill_noble(s, n, ev, "drowned")
            else:
                _release(s, n, ev)


# ------------------------------------------------------------------ storm at sea


def storm(s: KState, zone: int, mine: list[int], theirs: list[int], seat: int, target: int,
          stronger: int, ev: list) -> None:
    """«le navi rientrano in porti differenti se ve ne sono due alla stessa minima
    distanza, e la scelta spetta al contendente più forte ... Qualora vi sia un solo
    porto disponibile, le navi vi faranno rientro, ed al giro successivo si risolverà la
    battaglia come terrestre» [H 2.1]."""
    ports = _nearest_ports(s, zone, -1)
    if not ports:
        return
    if len(ports) == 1:
        port = ports[0]
        for sh in mine + theirs:
            _to_port(s, sh, port, ev)
        s.storm_battles.append((s.round + 1, port, seat, target))
        ev.append(Event("storm_battle_due", {"loc": port, "a": seat, "b": target,
                                             "round": s.round + 1}))
        return
    ours, other = (mine, theirs) if stronger == seat else (theirs, mine)
    s.pending.append(("storm_port", stronger, zone, tuple(ports), tuple(ours), tuple(other)))


def port_actions(q: tuple) -> list:
    """The stronger side's choices: its own fleet's port, then (with more than two
    ports) the other fleet's among the rest."""
    _, _, _, ports, ours, _ = q
    own = bool(ours)
    return [_tup(StormPort, (loc, own)) for loc in ports]


def apply_port(s: KState, q: tuple, a: StormPort, ev: list) -> None:
    """The fleet asked about makes for the port chosen; with two ports the other fleet
    takes the other one, with more the stronger side chooses it next."""
    _, who, zone, ports, ours, other = q
    for sh in ours if a.own else other:
        if s.ship_pos[sh] >= SEA0:
            _to_port(s, sh, a.loc, ev)
    if not a.own:
        return
    rest = tuple(p for p in ports if p != a.loc)
    if len(rest) == 1:
        for sh in other:
            if s.ship_pos[sh] >= SEA0:
                _to_port(s, sh, rest[0], ev)
    elif other:
        s.pending.insert(0, ("storm_port", who, zone, rest, (), other))


def in_port(s: KState, port: int) -> list[int]:
    """Nobles at ``port``: inside it, aboard a ship docked there, or in the open of its
    area (where a land battle there is fought)."""
    from game.kingmaker.combat import field

    pos = LOC0 + port
    out = [n for n in at(s, pos)]
    for sh in _SHIPS:
        if s.ship_pos[sh] == pos:
            out += at(s, SHIP0 + sh)
    out += [n for n in field(s, D.LOC_AREA[port]) if n not in out]
    return out


def storm_battles_due(s: KState, ev: list) -> None:
    """At the start of a turn: at the attacker's turn in the next round, the fight broken
    off by the storm is resolved as a land battle in the port, its garrison fighting for
    the side that holds it («tenendo da conto l'eventuale presenza di una guarnigione nel
    porto medesimo»); until then its fleets stay in port."""
    due = [b for b in s.storm_battles if b[0] <= s.round and b[2] == s.active]
    if due:
        s.storm_battles = [b for b in s.storm_battles if b not in due]
        for _, port, a, b in due:
            _port_battle(s, port, a, b, ev)
    for _, port, a, b in s.storm_battles:
        _hold(s, port, a, b)


def _hold(s: KState, port: int, a: int, b: int) -> None:
    """Until the battle, the two sides' ships in the port and the nobles aboard them stay
    there («le navi vi faranno rientro, ed al giro successivo si risolverà la
    battaglia»): marked as moved for this turn."""
    pos = LOC0 + port
    for sh in _SHIPS:
        if s.ship_pos[sh] == pos and s.holder[sh] >= 0:
            f = s.faction[s.holder[sh]]
            if allied(s, f, a) or allied(s, f, b):
                s.moved[sh] = 1
                for n in at(s, SHIP0 + sh):
                    s.moved[n] |= 3


def _port_battle(s: KState, port: int, seat: int, target: int, ev: list) -> None:
    from game.kingmaker.combat import _capture, _draw_combat, _named_dead
    from game.kingmaker.losses import _kill_noble

    here = [n for n in in_port(s, port) if s.faction[n] >= 0]
    att = [n for n in here if allied(s, ctl(s, n), seat)]
    dfn = [n for n in here if allied(s, ctl(s, n), target) and not allied(s, ctl(s, n), seat)]
    info = {"loc": port, "a": seat, "b": target}
    if not att or not dfn:
        ev.append(Event("storm_battle", {**info, "result": "nobody"}))
        return
    g = garrison(s, port)
    c = place_ctrl(s, port)
    sa = force(s, att) + (g if allied(s, c, seat) else 0)
    sd = force(s, dfn) + (g if allied(s, c, target) and not allied(s, c, seat) else 0)
    for n in att + dfn:
        s.fought[n] = 1
    e = _draw_combat(s, ev, land=True)
    info.update(attack=sa, defence=sd, event=e)
    if D.COMBAT_RESULT[e] == "no_battle":
        ev.append(Event("storm_battle", {**info, "result": "weather"}))
        return
    for n in _named_dead(s, e, att + dfn):
        _kill_noble(s, n, ev, "battle", D.ASTERISK[e])
    if sa == sd or rounded_ratio(max(sa, sd), min(sa, sd)) < D.COMBAT_RATIO[e]:
        ev.append(Event("storm_battle", {**info, "result": "indecisive"}))
        return
    win, lose, who = (att, dfn, seat) if sa > sd else (dfn, att, target)
    ev.append(Event("storm_battle", {**info, "result": "attacker" if sa > sd else "defender"}))
    _capture(s, [n for n in lose if s.faction[n] >= 0], who,
             [n for n in win if s.faction[n] >= 0], ev)


# ------------------------------------------------------------------ fleets


def stack_of(s: KState, p: int) -> int:
    """Where a piece at position ``p`` stacks: aboard a ship, the ship's position."""
    if p >= SHIP0:
        return s.ship_pos[p - SHIP0]
    return p


def _fleet_at(s: KState, seat: int) -> set[int]:
    """Positions of ``seat``'s ships on the board."""
    sp, holder, fac = s.ship_pos, s.holder, s.faction
    out = set()
    for sh in _SHIPS:
        p = sp[sh]
        if p >= 0:
            h = holder[sh]
            if h >= 0 and fac[h] == seat:
                out.add(p)
    return out


def still_stacked(s: KState, a: int, b: int) -> bool:
    """«Un gruppo di navi è considerato flotta se le pedine sono impilate; di fatto, alle
    navi possono essere applicate tutte le regole dell'alleanza» [H 2.1]: a defensive
    alliance holds while a noble of each stands in one stack (aboard a ship: where the
    ship is) or a ship of each does."""
    fac, npos = s.faction, s.npos
    pos_a = {stack_of(s, npos[n]) for n in _NOBLES if fac[n] == a and npos[n] >= 0}
    for n in _NOBLES:
        if fac[n] == b and npos[n] >= 0 and stack_of(s, npos[n]) in pos_a:
            return True
    return bool(_fleet_at(s, a) & _fleet_at(s, b))


def fleet_offers(s: KState, seat: int, placed: list) -> list:
    """Defensive alliances the seat may offer because its ships stack with another
    seat's, at sea or in port (none to a seat already offered one by stacked nobles,
    ``placed`` as in ``turnmemo._offers``)."""
    sp, holder, fac = s.ship_pos, s.holder, s.faction
    ships = [(p, fac[h]) for p, h in zip(map(sp.__getitem__, _SHIPS),
                                         map(holder.__getitem__, _SHIPS), strict=True)
             if p >= 0 and h >= 0]
    mine = {p for p, f in ships if f == seat}
    if not mine:
        return []
    with_ = {f for p, f in ships if p in mine and f != seat and f >= 0}
    out = []
    for f in sorted(with_) if len(with_) > 1 else with_:
        if not allied(s, seat, f) and not any(f in there for _, there in placed):
            out.append(_ALLY[f])
    return out


_ALLY = tuple(_tup(OfferAlliance, (p, -1)) for p in range(7))
