"""Combat (section 7): battles, ambush, capture, sieges and naval combat [H 2.1].

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from itertools import compress
from operator import is_not

from game.core import Event
from game.kingmaker import data as D
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
    held,
    is_ambush,
    occupants,
    place_ctrl,
    rounded_ratio,
    strength,
)
from game.kingmaker.common import _opt, _seed, ev_kind
from game.kingmaker.events import _draw_event, _storm_to_port
from game.kingmaker.losses import _gale, _kill_noble, _sink
from game.kingmaker.placement import _nearest_port, _ship_owner
from game.kingmaker.royal import _fix_heirs
from game.kingmaker.state import KState


def _peaceful(s: KState, area: int, a: int, b: int) -> bool:
    for pa, until, x, y in s.peace:
        if pa == area and until > s.tnum and (x < 0 or {x, y} == {a, b}):
            return True
    return False


def field(s: KState, area: int) -> list[int]:
    """Nobles who fight in the open of ``area``: in the open or in an unfortified town
    there, which gives no protection [6.4]."""
    out = at(s, area)
    for loc in D.AREA_UNFORTIFIED[area]:
        out += at(s, LOC0 + loc)
    return out


def _attackers(s: KState, area: int) -> list[int]:
    seat = s.active
    att = [n for n in field(s, area) if ctl(s, n) == seat and not s.fought[n]]
    return with_commander(s, att) if s.lent != _NO_LENT else att


def with_commander(s: KState, att: list[int]) -> list[int]:
    """The attackers without the lent nobles whose commander does not attack with them:
    an alliance «per realizzare un attacco, al quale però deve partecipare il Nobile
    scelto come comandante» [H 1.f] (option ``seed_text``; ``att`` unchanged without)."""
    if not _seed(s):
        return att
    lent, cmd = s.lent, s.commander
    return [n for n in att if lent[n] < 0 or cmd[n] in att]


_NO_LENT = [-1] * D.N_CARDS  # compared with, never changed nor handed out


def _draw_combat(s: KState, ev: list, land: bool) -> int:
    """Draw an Event card for its combat section; GALE AT SEA sinks every ship at sea and,
    in a land fight, another card is drawn [H 2.5]."""
    while True:
        e = _draw_event(s, ev)
        s.event_discard.append(e)
        ev.append(Event("combat_card", {"event": e}, reveal=True))
        if D.COMBAT_RESULT[e] == "gale":
            _gale(s, ev)
            if land:
                continue
        return e


def _named_dead(s: KState, e: int, nobles: list[int]) -> list[int]:
    out = [n for n in nobles if n in D.COMBAT_KILLED[e]]
    if D.ASTERISK[e] and _opt(s, "optional_cards"):  # Plantagenets [H 2.4]
        out += [n for n in nobles if D.PLANTAGENET[n] and n not in out]
    return out


def _battle(s: KState, att: list[int], dfn: list[int], target: int, ev: list,
            french: bool = True, where: str = "battle", def_french: bool = True) -> None:
    """A battle in the open [7.2] or an ambush [7.3]; ``french``/``def_french`` False:
    the attacker's / the target's French Foot Soldiers stay out of an ambush [H 2.3]."""
    seat = s.active
    sa = force(s, att)
    sd = force(s, dfn)
    ambush = is_ambush(sa, sd)
    if ambush and not french:
        sa = force(s, att, french=False)
    no_french = ()  # the defenders whose French stay out
    if ambush and not def_french:
        no_french = [n for n in dfn if s.faction[n] == target]
        sd = force(s, no_french, french=False) + force(s, [n for n in dfn
                                                            if n not in no_french])
    for n in att:
        s.fought[n] = 1
    e = _draw_combat(s, ev, land=True)
    res = D.COMBAT_RESULT[e]
    info = {"attack": sa, "defence": sd, "event": e, "ambush": ambush, "seat": seat,
            "target": target, "kind": where}
    if res == "no_battle":
        ev.append(Event("battle", {**info, "result": "weather"}))
        return
    ast = D.ASTERISK[e]
    if ambush:
        for n in _named_dead(s, e, att):
            _kill_noble(s, n, ev, "battle", ast)
        dead = [n for n in dfn if n in D.COMBAT_KILLED[e]]
        if dead:  # the strongest named defender, reckoned without French left out
            _kill_noble(s, max(dead, key=lambda n: strength(s, n, n not in no_french)), ev,
                        "battle", ast)
        if ast and _seed(s):  # a Plantagenet defending dies too [H 2.4]
            for n in _named_dead(s, e, dfn):
                if D.PLANTAGENET[n] and s.faction[n] >= 0:
                    _kill_noble(s, n, ev, "battle", ast)
        ev.append(Event("battle", {**info, "result": "ambush"}))
        survivors = [n for n in dfn if s.faction[n] >= 0]
        _capture(s, [n for n in att if s.faction[n] >= 0], target, survivors, ev,
                 keep_french=not french)
        return
    decisive = sa != sd and rounded_ratio(max(sa, sd), min(sa, sd)) >= D.COMBAT_RATIO[e]
    for n in _named_dead(s, e, att + dfn):
        _kill_noble(s, n, ev, "battle", ast)
    if not decisive:
        ev.append(Event("battle", {**info, "result": "indecisive"}))
        return
    if sa > sd:
        ev.append(Event("battle", {**info, "result": "attacker"}))
        _capture(s, [n for n in dfn if s.faction[n] >= 0], seat,
                 [n for n in att if s.faction[n] >= 0], ev)
    else:
        ev.append(Event("battle", {**info, "result": "defender"}))
        _capture(s, [n for n in att if s.faction[n] >= 0], target,
                 [n for n in dfn if s.faction[n] >= 0], ev)


def battle_step(s: KState, area: int, target: int, french: bool, asked: tuple,
                ev: list) -> None:
    """A battle declared with the seed's notes read word for word: first each seat
    whose nobles would fight in it through an alliance may end that alliance
    («in qualunque momento» [H 1.f]), then the target of an ambush chooses whether
    his French Foot Soldiers fight (also «in difesa» [H 2.3]); then it is fought.
    ``asked``: the seats already asked about their alliance."""
    seat = s.active
    att = _attackers(s, area)
    fac = s.faction
    dfn = [n for n in field(s, area) if allied(s, fac[n], target) and not allied(s, fac[n],
                                                                                   seat)]
    for n in att + dfn:
        x = fac[n]
        if x not in (seat, target) and x not in asked:
            partner = seat if n in att else target
            s.pending.insert(0, ("ally", x, partner, area, target, french, asked + (x,)))
            return
    if not att or not dfn:  # the allies withdrew: nobody left to fight
        ev.append(Event("battle_off", {"area": area, "seat": seat, "target": target}))
        return
    if is_ambush(force(s, att), force(s, dfn)) and any(
            D.FRENCH[c] and s.holder[c] in dfn and fac[s.holder[c]] == target
            for c in _FRENCH_CARDS):
        s.pending.insert(0, ("ambush_french", target, area, french))
        return
    _battle(s, att, dfn, target, ev, french)


def siege_step(s: KState, loc: int, asked: tuple, ev: list) -> None:
    """A siege declared with the seed's notes read word for word: each seat whose nobles
    are lent to the besieger may first end the alliance [H 1.f] (allies inside the place
    share its fate whatever they choose: they are not asked); then the place is besieged
    if the besiegers are still strong enough [7.4]."""
    seat = s.active
    att = _attackers(s, D.LOC_AREA[loc])
    inside = occupants(s, loc)
    fac = s.faction
    holder = place_ctrl(s, loc)
    for n in att:
        x = fac[n]
        if x != seat and x not in asked:
            s.pending.insert(0, ("ally_siege", x, seat, loc, asked + (x,)))
            return
    if not att or any(allied(s, fac[o], seat) for o in inside) \
            or force(s, att) < garrison(s, loc) + force(s, inside):
        ev.append(Event("battle_off", {"area": D.LOC_AREA[loc], "seat": seat,
                                       "target": holder}))
        return
    _siege(s, loc, ev)


def ambush_french(s: KState, area: int, target: int, french: bool, use: bool,
                  ev: list) -> None:
    """The ambush's target has chosen about his French Foot Soldiers [H 2.3]: fight."""
    seat = s.active
    fac = s.faction
    att = _attackers(s, area)
    dfn = [n for n in field(s, area) if allied(s, fac[n], target) and not allied(s, fac[n],
                                                                                   seat)]
    _battle(s, att, dfn, target, ev, french, def_french=use)


_FRENCH_CARDS = tuple(c for c in range(D.N_CARDS) if D.FRENCH[c])


def _lift_sieges(s: KState) -> None:
    """A siege is lifted when the besiegers' strength in the open drops below the
    garrison and the nobles inside [7.4] (``movement._check_sieges``, visiting only the
    besieged places)."""
    besieged = s.besieged
    fac, lent, al = s.faction, s.lent, s.alliances
    for loc in compress(_LOCS, map(is_not, besieged, _NO_SIEGE)):  # -1 is a cached int
        g = besieged[loc]
        att = []  # the besiegers: the nobles in the open of the besieging side
        for n in at(s, D.LOC_AREA[loc]):
            c = lent[n]
            if c < 0:
                c = fac[n]
            if c == g or c >= 0 and al and allied(s, c, g):
                att.append(n)
        if not att:
            besieged[loc] = -1
            continue
        inside = at(s, LOC0 + loc)  # occupants(s, loc)
        need = (_OPEN_TOWN_GARRISON if inside else 0) if _LOC_OPEN_TOWN[loc] else \
            D.LOC_GARRISON[loc]  # garrison(s, loc)
        if force(s, att) < need + (force(s, inside) if inside else 0):
            besieged[loc] = -1


def any_siege(s: KState) -> bool:
    """Is any place besieged? (``besieged`` compared with a list of -1: pointer checks
    in C, a tenth of ``max(besieged) >= 0``)."""
    return s.besieged != _NO_SIEGE


_NO_SIEGE = [-1] * D.N_LOCS  # compared with, never changed nor handed out
_LOCS = range(D.N_LOCS)
_LOC_OPEN_TOWN = tuple(t == "open_town" for t in D.LOC_TYPE)
_OPEN_TOWN_GARRISON = D.R["open_town_garrison_when_occupied"]


def _relievers_inside(s: KState, loc: int, seat: int) -> list[int]:
    """Nobles besieged in ``loc`` of ``seat`` or its allies who may join a relief."""
    return [n for n in occupants(s, loc) if allied(s, ctl(s, n), seat) and not s.fought[n]]


def _relieve(s: KState, loc: int, ev: list) -> None:
    """Relief [7.6]: the active faction's forces in the open attack the besiegers of
    ``loc`` in a normal battle; its and its allies' nobles besieged there join it and
    so leave the place, and the siege is lifted."""
    seat = s.active
    g = s.besieged[loc]
    a = D.LOC_AREA[loc]
    joiners = _relievers_inside(s, loc, seat)
    for n in joiners:
        s.npos[n] = a
    s.besieged[loc] = -1
    att = _attackers(s, a)
    att += [n for n in joiners if n not in att]
    dfn = [n for n in field(s, a) if allied(s, s.faction[n], g)
           and not allied(s, s.faction[n], seat)]
    _battle(s, att, dfn, g, ev, where="relief")
    _fix_heirs(s)


def _capture(s: KState, losers: list[int], captor: int, winners: list[int], ev: list,
             keep_french: bool = False, into: int = -2) -> None:
    """Captured nobles [7.7]: their royal pieces go to the captor, their transferable
    cards are the spoils of the captor's strongest noble present; the captor must
    ransom or execute each (decisions follow)."""
    if not losers:
        return
    taker = max((n for n in winners if s.faction[n] == captor), key=lambda n: strength(s, n),
                default=max(winners, key=lambda n: strength(s, n), default=-1))
    dest = s.npos[taker] if taker >= 0 and into == -2 else into
    for n in losers:
        p = s.npos[n]
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == p and s.heir_ctrl[h] == s.faction[n]:
                s.heir_ctrl[h] = captor
                if dest >= 0:
                    s.heir_pos[h] = dest
    for n in losers:
        for c in held(s, n):
            if D.CARD_TYPE[c] in D.SPOILS and taker >= 0 and not (keep_french and D.FRENCH[c]):
                s.holder[c] = taker
                ev.append(Event("spoils", {"card": c, "to": taker}))
        s.npos[n] = CAPTIVE
        s.lent[n] = -1
        s.commander[n] = -1
        ev.append(Event("captured", {"noble": n, "by": captor}))
        s.pending.append(("captive", captor, n))
    _fix_heirs(s)


def _siege(s: KState, loc: int, ev: list) -> None:
    """A siege [7.4]: weather leaves the place under siege, any other result takes it."""
    seat = s.active
    a = D.LOC_AREA[loc]
    att = _attackers(s, a)
    inside = occupants(s, loc)
    for n in att:
        s.fought[n] = 1
    e = _draw_combat(s, ev, land=True)
    info = {"loc": loc, "attack": force(s, att), "need": garrison(s, loc) + force(s, inside),
            "event": e, "seat": seat}
    if D.COMBAT_RESULT[e] == "no_battle":
        s.besieged[loc] = seat
        ev.append(Event("siege", {**info, "result": "holds"}))
        return
    ast = D.ASTERISK[e]
    for n in _named_dead(s, e, att + inside):
        _kill_noble(s, n, ev, "siege", ast)
    ev.append(Event("siege", {**info, "result": "falls"}))
    s.besieged[loc] = -1
    prev = place_ctrl(s, loc)
    card = D.LOC_CARD[loc]
    survivors = [n for n in att if s.faction[n] >= 0]
    losers = [n for n in inside if s.faction[n] >= 0]
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == LOC0 + loc:
            s.heir_ctrl[h] = seat
    _capture(s, losers, seat, survivors, ev, into=LOC0 + loc)
    if D.LOC_TYPE[loc] != "open_town":
        s.conquered[loc] = seat
    if (card >= 0 and D.CARD_TYPE[card] == "town" and s.holder[card] >= 0
            and s.faction[s.holder[card]] not in (-1, seat) and survivors):
        s.holder[card] = max(survivors, key=lambda n: strength(s, n))
        ev.append(Event("spoils", {"card": card, "to": s.holder[card]}))
    room = D.LOC_CAP[loc]
    for n in sorted(survivors, key=lambda n: strength(s, n)):
        st = strength(s, n)
        if st <= room:
            room -= st
            s.npos[n] = LOC0 + loc
    if prev != seat:
        ev.append(Event("place_taken", {"loc": loc, "seat": seat}))
    _fix_heirs(s)


def _naval(s: KState, zone: int, target: int, boarding: bool, ev: list) -> None:
    """Naval combat [H 2.1]: bombardment (capacities) or boarding (capacity + troops)."""
    seat = s.active
    mine = [sh for sh in D.SHIPS if s.ship_pos[sh] == SEA0 + zone
            and allied(s, _ship_owner(s, sh), seat) and not s.fought[sh]]
    theirs = [sh for sh in D.SHIPS if s.ship_pos[sh] == SEA0 + zone
              and allied(s, _ship_owner(s, sh), target) and not allied(s, _ship_owner(s, sh),
                                                                          seat)]

    def power(ships: list[int]) -> int:
        v = sum(D.CAPACITY[sh] for sh in ships)
        if boarding:
            v += sum(force(s, [n for n in D.NOBLES if s.npos[n] == SHIP0 + sh]) for sh in ships)
        return v

    sa, sd = power(mine), power(theirs)
    for sh in mine:
        s.fought[sh] = 1
    e = _draw_combat(s, ev, land=False)
    info = {"zone": zone, "attack": sa, "defence": sd, "event": e, "seat": seat,
            "target": target, "boarding": boarding}
    res = D.COMBAT_RESULT[e]
    if res == "gale":  # both fleets sink with everyone aboard
        ev.append(Event("naval", {**info, "result": "gale"}))
        return
    if ev_kind(e) == "storm_at_sea":  # both fleets make for port; the stronger chooses
        who = seat if sa >= sd else target  # [H 2.1] the attacker if equal
        if _opt(s, "naval_seed"):  # one port: a land battle there next round
            from game.kingmaker.naval import storm

            storm(s, zone, mine, theirs, seat, target, who, ev)
            ev.append(Event("naval", {**info, "result": "storm"}))
            return
        for sh in mine + theirs:
            _storm_to_port(s, sh, zone, who, ev)
        ev.append(Event("naval", {**info, "result": "storm"}))
        return
    if res == "no_battle":
        ev.append(Event("naval", {**info, "result": "weather"}))
        return
    aboard = [n for sh in mine + theirs for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    for n in _named_dead(s, e, aboard):
        _kill_noble(s, n, ev, "battle", D.ASTERISK[e])
    if sa == sd or rounded_ratio(max(sa, sd), min(sa, sd)) < D.COMBAT_RATIO[e]:
        ev.append(Event("naval", {**info, "result": "indecisive"}))
        return
    win, lose = (mine, theirs) if sa > sd else (theirs, mine)
    winner = seat if sa > sd else target
    ev.append(Event("naval", {**info, "result": "attacker" if sa > sd else "defender"}))
    if not boarding:  # the beaten fleet is removed as by a gale
        for sh in lose:
            _sink(s, sh, ev)
        return
    if _opt(s, "naval_seed"):  # the winner decides ship by ship [H 2.1]
        from game.kingmaker.naval import boarding_won

        boarding_won(s, zone, win, lose, winner, ev)
        return
    # boarding, the earlier reading: the winner takes the ships (to the nearest free or
    # friendly port) and captures the nobles aboard, who are released ashore if ransomed
    win_nobles = [n for sh in win for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    taker = max(win_nobles, key=lambda n: strength(s, n), default=-1)
    if taker < 0:
        taker = max((s.holder[sh] for sh in win if s.holder[sh] >= 0),
                    key=lambda n: strength(s, n), default=-1)
    port = _nearest_port(s, zone, winner)
    losers = [n for sh in lose for n in D.NOBLES if s.npos[n] == SHIP0 + sh]
    if port >= 0:
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] >= SHIP0 and s.heir_pos[h] - SHIP0 in lose:
                s.heir_pos[h] = D.LOC_AREA[port]
    _capture(s, losers, winner, win_nobles or ([taker] if taker >= 0 else []), ev,
             into=D.LOC_AREA[port] if port >= 0 else -2)
    for sh in lose:
        if taker >= 0:
            s.holder[sh] = taker
            s.ship_pos[sh] = LOC0 + port if port >= 0 else s.ship_pos[sh]
            s.moved[sh] = 1
            ev.append(Event("ship_captured", {"ship": sh, "by": winner}))
        else:
            _sink(s, sh, ev)
