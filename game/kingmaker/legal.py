"""Legal-move generation: every action a seat may take now, and legality checks of a given action.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from itertools import compress
from operator import is_not

from game.kingmaker import data as D
from game.kingmaker.actions import (
    EVENT_CARD,
    Answer,
    Battle,
    DefendFrench,
    Delegate,
    Discard,
    DrawEvent,
    EndAlliance,
    EndPhase,
    Escort,
    Execute,
    ExecuteHeir,
    KeepAlliance,
    Move,
    NavalAttack,
    Offer,
    PlayCard,
    Port,
    Propose,
    Ransom,
    Relieve,
    Sail,
    Sally,
    Siege,
    Summon,
    UseWrit,
    Vote,
    Withdraw,
)
from game.kingmaker.board import (
    LOC0,
    SEA0,
    allied,
    ctl,
    force,
    held,
    is_ambush,
    nobles_of,
    occupancy,
    occupants,
    place_ctrl,
)
from game.kingmaker.cards import _eligible, _hand_plays, _ransom_payable, _tradeable_allocated
from game.kingmaker.combat import _attackers, _peaceful, _relievers_inside, with_commander
from game.kingmaker.common import _opt, _seed, _tup
from game.kingmaker.events import _escorts_left, _writ_held, _writ_subs
from game.kingmaker.movelist import move_phase_actions
from game.kingmaker.movememo import land_dests, ship_dests
from game.kingmaker.naval import fate_actions, fleet_offers, port_actions
from game.kingmaker.parliament import _delegations, _parl_front, _proposable, _venues
from game.kingmaker.placement import _ship_owner
from game.kingmaker.setup import setup_actions
from game.kingmaker.state import COMBAT, MOVE, OVER, PARLIAMENT, SUMMON, KState
from game.kingmaker.turnmemo import (
    TurnMemo,
    _offers,
    memo_occ,
    own_turn_extras,
    turn_memo,
)


def _any_time(s: KState, seat: int) -> list:
    """Decisions open to a seat whenever it acts: ending an alliance [H 1.f]."""
    if not s.alliances:
        return []
    return [EndAlliance(b if a == seat else a) for a, b in s.alliances if seat in (a, b)]


def _own_turn_extras(s: KState, occ: dict | None = None) -> list:
    seat = s.active
    out = _hand_plays(s, seat)
    out += [ExecuteHeir(h) for h in range(D.N_HEIRS)
            if s.heir_alive[h] and s.heir_ctrl[h] == seat]
    if s.offers_made < D.R["offers_per_turn"]:
        if occ is None:
            occ = occupancy(s)
        give = sorted(set(s.hands[seat])) + _tradeable_allocated(s, seat) + [
            EVENT_CARD + e for e in sorted(set(s.held_events[seat]))]
        # for each placed noble of the seat: the factions with a noble (not lent) there
        placed = [(n, {s.faction[m] for m in occ.get(s.npos[n], ()) if s.lent[m] < 0})
                  for n in nobles_of(s, seat) if s.npos[n] >= 0]
        placed = [(n, there) for n, there in placed if len(there) > 1 or seat not in there]
        out += _offers(s, seat, give, placed)
        if s.options["naval_seed"]:  # stacked ships ally as nobles do [H 2.1]
            out += fleet_offers(s, seat, placed)
    out += _any_time(s, seat)
    return out


def legal_actions(s: KState) -> list:
    """Every legal decision of the seat to act; remembered on the state so that
    :func:`apply` checks a chosen action by membership. The contract: the remembered list
    holds until the next :func:`apply`, which forgets it before changing anything; code
    that changes a state by hand after asking for its legal actions (tests, position
    builders) must call :func:`forget_legal` (``s._legal = None``) or ask again."""
    if not s.pending:
        # the most frequent query, one call less
        out = move_phase_actions(s) if s.phase == MOVE else _legal_actions(s)
    elif s.phase != OVER:  # a decision pending (_legal_actions' second case)
        out = _pending_actions(s)
    else:
        out = []
    s._legal = tuple(out)
    return out


def forget_legal(s: KState) -> None:
    """Drop the legal list remembered by :func:`legal_actions` (after editing ``s``)."""
    s._legal = None


def _legal_actions(s: KState) -> list:
    if s.phase == OVER:
        return []
    if s.pending:
        return _pending_actions(s)
    seat = s.active
    if s.phase == MOVE:
        return move_phase_actions(s)
    if s.phase == COMBAT:
        out = []
        memo = turn_memo(s)
        if not s.weather:
            out += _combat_part(s, *memo)
        out += own_turn_extras(s, *memo)
        out.append(_END)
        return out
    if s.phase == SUMMON:
        out = []
        for v in _venues(s, seat):
            out.append(_tup(Summon, (v,)))
        return out + _hand_plays(s, seat) + [_END]
    if s.phase == PARLIAMENT:
        seat_p, venue, cards, prop, tried, fb = s.parl
        out = []
        for c in _parl_front(s):
            for n in _proposable(s, c):
                out.append(_tup(Propose, (c, n)))
            out.append(_tup(Withdraw, (c,)))
        return out + _hand_plays(s, seat)
    return []  # pragma: no cover


def _combat_part(s: KState, m: TurnMemo, moved: list | None, held: bool) -> list:
    """:func:`_combat_actions` kept on the turn memo while nothing it reads changed: no
    noble moved and no card changed hands since the last query (``turn_memo``'s
    answer; factions, loans, sieges and alliances renew the memo), and the fought flags,
    truces, conquests and ships are equal to the copies kept with it."""
    part = m.combat_part
    if part is not None and moved is None and not held:
        fought, peace, conquered, ship_pos = m.combat_of
        if (fought == s.fought and peace == s.peace and conquered == s.conquered
                and ship_pos == s.ship_pos):
            return part
    part = m.combat_part = _combat_actions(s, m)
    m.combat_of = (s.fought[:], s.peace[:], s.conquered[:], s.ship_pos[:])
    return part


def _combat_actions(s: KState, m: TurnMemo | None = None) -> list:
    """Battles, sieges, sallies, reliefs and naval attacks open to the active seat; ``m``:
    the seat's turn memo, up to date (its occupancy and nobles are read). Alliances and
    garrisons are written out from per-area tables; the attackers' strength
    is summed only when a target or a place to besiege needs it."""
    seat = s.active
    out: list = []
    fac, npos, lent, fought = s.faction, s.npos, s.lent, s.fought
    if m is None:  # a plain query (the rollout policy's)
        occ = occupancy(s)
        mine = [n for n in D.NOBLES
                if fac[n] >= 0 and (lent[n] if lent[n] >= 0 else fac[n]) == seat]
    else:
        occ = memo_occ(s, m)  # nobles by position, as board.occupancy gives them
        mine = m.mine
    areas = set()  # where the seat has nobles in the open who have not fought
    for n in mine:
        if not fought[n]:
            a = _FIELD_AREA[npos[n]]
            if a >= 0:
                areas.add(a)
    peace, al, holder = s.peace, s.alliances, s.holder
    for a in sorted(areas) if len(areas) > 1 else areas:
        here = occ.get(a, ())  # field(s, a)
        for pos in _AREA_UNF_POS[a]:
            got = occ.get(pos)
            if got:
                here = here + got if here else got
        att = []  # _attackers(s, a)
        tset = None  # the factions of the nobles there not allied to the seat
        for n in here:
            f = fac[n]
            c = lent[n]
            if c < 0:
                c = f
            if c == seat:
                if not fought[n]:
                    att.append(n)
            elif f != seat and (not al or not allied(s, f, seat)):
                if tset is None:
                    tset = {f}
                else:
                    tset.add(f)
        if lent != _NO_LENT and att:
            att = with_commander(s, att)  # an alliance attacks with its commander [H 1.f]
            if not att:
                continue
        sa = -1  # force(s, att), summed when first needed
        if tset is not None:
            has_french = None
            for t in sorted(tset) if len(tset) > 1 else tset:
                if peace and _peaceful(s, a, seat, t):
                    continue
                out.append(_tup(Battle, (a, t, True)))
                if has_french is None:
                    has_french = False
                    for c in _FRENCH_CARDS:
                        if holder[c] in att:
                            has_french = True
                            break
                    sa = force(s, att)
                if has_french and is_ambush(sa, force(s, [n for n in here
                                                           if allied(s, fac[n], t)])):
                    out.append(_tup(Battle, (a, t, False)))
        for loc, pos, open_town, need in _AREA_FORTS[a]:
            c = place_ctrl(s, loc, occ)
            inside = occ.get(pos)
            if c == seat or c >= 0 and al and allied(s, c, seat) \
                    or peace and _peaceful(s, a, seat, c):
                continue
            if inside:
                if al:
                    if any(allied(s, fac[o], seat) for o in inside):
                        continue
                elif seat in [fac[o] for o in inside]:
                    continue
                if sa < 0:
                    sa = force(s, att)
                if sa >= need + force(s, inside):
                    out.append(_tup(Siege, (loc,)))
            elif not open_town:  # an empty open town cannot be besieged
                if sa < 0:
                    sa = force(s, att)
                if sa >= need:
                    out.append(_tup(Siege, (loc,)))
    besieged = s.besieged
    # the besieged places (any_siege(s) first): -1 is a cached int, compared by identity
    for loc in compress(_LOCS, map(is_not, besieged, _NO_SIEGE)) \
            if besieged != _NO_SIEGE else ():
        g = besieged[loc]
        if g >= 0 and not allied(s, g, seat):
            if with_commander(s, [n for n in occupants(s, loc)
                                  if ctl(s, n) == seat and not fought[n]]):
                out.append(Sally(loc))
            a = D.LOC_AREA[loc]
            if (_relievers_inside(s, loc, seat) and _attackers(s, a)
                    and not _peaceful(s, a, seat, g)):
                out.append(Relieve(loc))
    ship_pos = s.ship_pos
    zones = None
    for sh in _SHIPS:  # the seat's ships at sea that have not fought
        p = ship_pos[sh]
        if p >= SEA0 and not fought[sh]:
            h = holder[sh]  # _ship_owner(s, sh)
            if h >= 0 and fac[h] == seat:
                if zones is None:
                    zones = {p - SEA0}
                else:
                    zones.add(p - SEA0)
    if zones and _opt(s, "naval_combat"):
        for z in sorted(zones) if len(zones) > 1 else zones:
            pos = SEA0 + z
            targets = set()  # the owners of the ships there not allied to the seat
            for sh in _SHIPS:
                if ship_pos[sh] == pos:
                    h = holder[sh]  # _ship_owner(s, sh)
                    o = fac[h] if h >= 0 else -1
                    if o >= 0 and o != seat and (not al or not allied(s, o, seat)):
                        targets.add(o)
            for t in sorted(targets) if len(targets) > 1 else targets:
                out.append(_tup(NavalAttack, (z, t, False)))
                out.append(_tup(NavalAttack, (z, t, True)))
    return out


_LOC_UNFORTIFIED = tuple(t == "unfortified_town" for t in D.LOC_TYPE)
_LOC_OPEN_TOWN = tuple(t == "open_town" for t in D.LOC_TYPE)
_OPEN_TOWN_GARRISON = D.R["open_town_garrison_when_occupied"]
_FRENCH_CARDS = tuple(c for c in range(D.N_CARDS) if D.FRENCH[c])
_SHIPS = tuple(D.SHIPS)
_NO_SIEGE = [-1] * D.N_LOCS  # compared with, never changed nor handed out
_NO_LENT = [-1] * D.N_CARDS
_LOCS = range(D.N_LOCS)
_END = EndPhase()  # handed out in every list (equal to a fresh one: actions are values)
# per position (index -1 and -2: off the board, captive): the area whose field a noble
# there fights in, open ground or an unfortified town (-1: none)
_FIELD_AREA = (tuple(range(LOC0))
               + tuple(D.LOC_AREA[loc] if _LOC_UNFORTIFIED[loc] else -1
                       for loc in range(D.N_LOCS))
               + (-1,) * (D.SHIP0 + D.N_CARDS - SEA0) + (-1, -1))
# per area: the positions of its unfortified towns, and of each fortified place (place,
# position, open town, garrison: ``garrison``)
_AREA_UNF_POS = tuple(tuple(LOC0 + loc for loc in D.AREA_UNFORTIFIED[a])
                      for a in range(len(D.AREA_LOCS)))
_AREA_FORTS = tuple(tuple((loc, LOC0 + loc, _LOC_OPEN_TOWN[loc],
                           _OPEN_TOWN_GARRISON if _LOC_OPEN_TOWN[loc] else D.LOC_GARRISON[loc])
                          for loc in D.AREA_LOCS[a] if D.LOC_FORTIFIED[loc])
                    for a in range(len(D.AREA_LOCS)))


def _pending_actions(s: KState) -> list:
    p = s.pending[0]
    kind, seat = p[0], p[1]
    if kind == "offer":
        _, to, frm, give, ask = p
        extra = _any_time(s, seat) if s.alliances else []
        if ask:  # a card of the hand or a held event card in return, or no
            hand, held_ev = s.hands[to], s.held_events[to]
            back = _yes_to(sorted(set(hand))) if hand else []
            if held_ev:
                back += _yes_to([EVENT_CARD + e for e in sorted(set(held_ev))])
            back.append(_NO)
            return back + extra if extra else back
        return [_YES, _NO] + extra
    extra = _any_time(s, seat) if s.alliances else []  # ending an alliance
    if kind == "alliance":
        return [_YES, _NO] + extra
    if kind in _SEED_KINDS:
        return _seed_pending(s, p, extra)
    if _seed(s) and seat == s.active and kind in _OWN_KINDS:
        # hidden cards at any moment of one's own turn, also answering [H 1.a]
        return _pending_core(s, p) + _hand_plays(s, seat)
    return _pending_core(s, p)


def _seed_pending(s: KState, p: tuple, extra: list) -> list:
    """The decisions the seed's notes read word for word ask for [H 1.a, 1.f, 2.3]."""
    kind, seat = p[0], p[1]
    if kind == "ally" or kind == "ally_siege":  # keep the alliance for this, or end it
        keep = _tup(KeepAlliance, (p[2],))
        return [keep] + extra if allied(s, seat, p[2]) else [keep]
    if kind == "ambush_french":
        return [_FRENCH_YES, _FRENCH_NO] + extra
    return [_DRAW] + _hand_plays(s, seat) + extra  # "draw": the turn's event card


_SEED_KINDS = ("ally", "ally_siege", "ambush_french", "draw")
# the decisions a seat may take during its own turn, playing hidden cards too [H 1.a]
_OWN_KINDS = ("captive", "ransom", "pardon", "writ", "embassy", "port")
_FRENCH_YES, _FRENCH_NO, _DRAW = DefendFrench(True), DefendFrench(False), DrawEvent()


def _pending_core(s: KState, p: tuple) -> list:
    """The answers to the pending decisions of the base game and the other house rules."""
    kind, seat = p[0], p[1]
    if kind == "captive":
        n = p[2]
        most = len(_ransom_payable(s, s.faction[n]))
        return [Execute(n)] + [Ransom(n, r) for r in D.R["ransom_prices"] if r <= most]
    if kind == "ransom":  # paid one card at a time; refused only before the first [7.7]
        _, owner, captor, n, price, paid = p
        if price:
            pay = _yes_to(_ransom_payable(s, owner))
            return pay if paid else pay + [_NO]
        return [_YES, _NO]
    if kind == "pardon":
        return [_YES, _NO]
    if kind == "writ":
        _, seat, n, dest, e = p
        if _writ_held(s, seat) < 0 or s.faction[n] < 0:
            return [UseWrit(-1)]
        return [UseWrit(m) for m in _writ_subs(s, n, [])] + [UseWrit(-1)]
    if kind == "setup":
        return setup_actions(s, seat)
    if kind == "embassy":
        left = _escorts_left(s, p)
        done = [Escort(-1)] if p[4] or not left else []  # none left: the King goes alone
        return done + [Escort(n) for n in left]
    if kind == "port":
        return [_tup(Port, (p[2], loc)) for loc in p[3]]
    if kind == "ship_fate":
        return fate_actions(s, p)
    if kind == "storm_port":
        return port_actions(p)
    if kind == "writ_parl":
        _, seat, venue, i, stay, subs = p
        out = [Delegate(-1, -1)] + [_tup(Delegate, d) for d in _delegations(s, seat, stay,
                                                                              subs)]
        # hidden cards may be played when Parliament is summoned [H 1.a]
        return out + _hand_plays(s, seat) if _seed(s) else out
    if kind == "continent":
        n = p[2]
        cards = held(s, n)
        return [Discard(c) for c in cards] if cards else [Discard(n)]
    if kind == "vote":
        extra = _any_time(s, seat) if s.alliances else []
        return [_VOTE_YES, _VOTE_NO] + _hand_plays(s, seat) + extra
    if kind == "fallback":
        card = p[2]
        return ([Answer(True, n) for n in nobles_of(s, seat) if _eligible(s, card, n)]
                + [Answer(False, -1)] + _hand_plays(s, seat))
    return []  # pragma: no cover


# answers handed out by the pending lists, built once (equal to fresh ones: actions are
# values)
_YES, _NO = Answer(True, -1), Answer(False, -1)
# by card given: each Crown card, each event card (EVENT_CARD + event)
_YES_OF = {c: Answer(True, c) for c in [*range(D.N_CARDS),
                                        *range(EVENT_CARD, EVENT_CARD + D.N_EVENTS)]}


def _yes_to(cards: list[int]) -> list:
    """``Answer(True, c)`` for each of ``cards``, the ones built once (all built afresh
    when one is not in the table, such as a hidden card, -1, of an observation)."""
    out = list(map(_YES_OF.get, cards))
    return out if all(out) else [Answer(True, c) for c in cards]
_VOTE_YES, _VOTE_NO = Vote(True), Vote(False)


def _known_legal(s: KState, a) -> bool:
    """``a`` is in the list :func:`legal_actions` gave for this state since the last
    :func:`apply`."""
    got = getattr(s, "_legal", None)
    if got is None:
        return False
    for x in got:  # the very object handed out, found without calling __eq__
        if x is a:
            return True
    return a in got


def _is_legal(s: KState, a) -> bool:
    """``a in legal_actions(s)``, answered cheaply for the common movement actions."""
    t = type(a)
    if t is Move and not s.pending and s.phase == MOVE:
        n = a.noble
        if not (0 <= n < D.N_CARDS) or s.faction[n] < 0 or ctl(s, n) != s.active:
            return False
        if a.heirs and not any(s.heir_alive[h] and s.heir_pos[h] == s.npos[n]
                               and s.heir_ctrl[h] == s.active for h in range(D.N_HEIRS)):
            return False
        return a.dest in land_dests(s, n)
    if s.pending:
        return t not in (Move, Sail, EndPhase) and a in _pending_actions(s) or (
            t is PlayCard and a in _hand_plays(s, s.pending[0][1])
            and s.pending[0][0] in ("vote", "fallback"))
    if t is EndPhase:
        return s.phase in (MOVE, COMBAT, SUMMON)
    if t is PlayCard and s.phase in (MOVE, COMBAT, PARLIAMENT):
        return a in _hand_plays(s, s.active)
    if t is Offer and s.phase in (MOVE, COMBAT):
        seat = s.active
        if s.offers_made >= D.R["offers_per_turn"] or a.to == seat or not 0 <= a.to < s.players:
            return False
        if a.give == -1:
            return a.ask == 1
        if a.ask not in (0, 1):
            return False
        if a.give >= EVENT_CARD:
            return a.give - EVENT_CARD in s.held_events[seat]
        return a.give in s.hands[seat] or a.give in _tradeable_allocated(s, seat)
    if t is PlayCard and s.phase == SUMMON:
        return a in _hand_plays(s, s.active)
    if t in (Battle, Siege, Sally, NavalAttack, Relieve):
        return s.phase == COMBAT and not s.weather and a in _combat_actions(s)
    if t is Sail and not s.pending and s.phase == MOVE:
        sh = a.ship
        return (0 <= sh < D.N_CARDS and sh in D.SHIPS and _ship_owner(s, sh) == s.active
                and a.dest in ship_dests(s, sh))
    return a in legal_actions(s)
