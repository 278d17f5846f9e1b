"""Applying an action: the checked entry point and the end of a phase.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event, check_action_types
from game.i18n import N_
from game.kingmaker import data as D
from game.kingmaker.actions import (
    EVENT_CARD,
    Battle,
    Embark,
    EndAlliance,
    EndPhase,
    ExecuteHeir,
    Move,
    NavalAttack,
    Offer,
    OfferAlliance,
    PlayCard,
    Propose,
    Relieve,
    Sail,
    Sally,
    Siege,
    Summon,
    Withdraw,
)
from game.kingmaker.board import (
    BEAUFORT_SLOT,
    CAPTIVE,
    LOC0,
    SEA0,
    SHIP0,
    allied,
    at,
    ctl,
    occupants,
)
from game.kingmaker.cards import _IS_SPOIL, _play_card
from game.kingmaker.combat import (
    _attackers,
    _battle,
    _lift_sieges,
    _naval,
    _relieve,
    _siege,
    battle_step,
    field,
    siege_step,
    with_commander,
)
from game.kingmaker.common import _ILL, _seed, _tup
from game.kingmaker.legal import _is_legal
from game.kingmaker.movement import _move, _sail
from game.kingmaker.naval import settle_carried
from game.kingmaker.offers import _apply_pending, _check_alliances, _end_alliance, _stacked
from game.kingmaker.parliament import _can_summon, _open_parliament, _start_fallback
from game.kingmaker.royal import _check_victory, _fix_heirs, _kill_heir
from game.kingmaker.state import COMBAT, MOVE, OVER, SUMMON, KState
from game.kingmaker.turn import _end_turn, plantagenets_return


def apply(s: KState, action, check: bool = True, types: bool = False) -> list[Event]:
    """Carry out ``action`` for the seat to act. ``check``: refuse an action that is not
    legal now; ``types`` also refuses one whose fields are not exactly of their declared
    types (not needed for the very objects :func:`legal_actions` handed out)."""
    known = False
    t = type(action)
    if check:
        got = getattr(s, "_legal", None)
        if got is not None:
            if t is Offer and _offer_ok(s, action):
                known = True  # of the right types and allowed by the rules (_is_legal)
            else:
                # the very object handed out, found without calling __eq__: moves lead
                # the movement phase's list, the turn's extras and EndPhase end it
                for x in got if t is Move else reversed(got):
                    if x is action:
                        known = True
                        break
        if types and not known:
            check_action_types(action)  # 1.0 or True is no move, though it compares equal
    if s.phase == OVER:
        raise _ILL(N_("The game is over."))
    if check and not known and not (got is not None and action in got) \
            and not _is_legal(s, action):
        raise _ILL(N_("This move is not allowed now."))
    s._legal = None  # the list legal_actions() gave holds until now [legal.legal_actions]
    ev: list[Event] = []
    # where allies stand together, for a round of peace if they part [H 1.f]
    stacked = _stacked(s) if s.alliances and _seed(s) else None
    pending = s.pending
    seat = pending[0][1] if pending else s.active  # s.to_act(): the game is not over
    if t is PlayCard:
        _play_card(s, seat, action.card, action.noble, ev)
    elif t is EndAlliance:
        _end_alliance(s, seat, action.other, ev)
        if pending and pending[0][0] in _ALLY_KINDS and pending[0][2] == action.other:
            _apply_pending(s, action, ev)  # the answer to the question asked [H 1.f]
    elif pending:
        _apply_pending(s, action, ev)
    else:
        do = _DO.get(t)
        if do is None:  # pragma: no cover
            raise _ILL(N_("Unknown action."))
        do(s, action, seat, ev)
    # the checks after every action, each skipped when it could find nothing: no siege
    # to lift, no alliance to end, two heirs alive (no winner yet)
    if s.besieged != _NO_SIEGE:  # any_siege(s)
        _lift_sieges(s)
    if s.alliances:
        _check_alliances(s, ev, stacked)
    if s.carried != _NOBODY:  # prisoners taken at sea, freed when the fleet docks
        settle_carried(s, ev)
    if s.plant_dead != _NO_PLANT and s.phase != OVER and s.options["optional_cards"] \
            and _seed(s):
        plantagenets_return(s, ev, False)  # the royal piece changed faction [H 2.4]
    alive = s.heir_alive
    if alive.count(0) >= _ONE_LEFT and s.phase != OVER:
        # _check_victory's own early exits: two heirs alive (above), or the one living
        # heir not crowned, nor Beaufort
        if _ONE_LEFT == alive.count(0) and not s.heir_crowned[BEAUFORT_SLOT] \
                and not s.heir_crowned[alive.index(1)]:
            return ev
        _check_victory(s, ev)
    return ev


_NO_SIEGE = [-1] * D.N_LOCS  # compared with, never changed nor handed out
_NO_PLANT = [-1] * D.N_CARDS  # plant_dead when no Plantagenet is dead
_ALLY_KINDS = ("ally", "ally_siege")  # an ally asked whether he keeps the alliance
_NOBODY = [-1] * D.N_CARDS  # carried when nobody is: compared with, never changed
_ONE_LEFT = D.N_HEIRS - 1  # dead heirs (0 in heir_alive) when at most one is alive


def _offer_ok(s: KState, a: Offer) -> bool:
    """Is ``a`` an Offer with int fields that :func:`legal._is_legal` allows, a card of the
    hand or a held event given (else False: the caller looks the action up in the list)?
    The rules' answer without the scan of the list (offers sit in its middle)."""
    if len(a) != 3:  # built past the constructor: check_action_types refuses it
        return False
    to, give, ask = a
    if type(to) is not int or type(give) is not int or type(ask) is not int \
            or s.pending or s.phase > COMBAT:
        return False
    seat = s.active
    if s.offers_made >= _OFFERS or to == seat or not 0 <= to < s.players:
        return False
    if give == -1:
        return ask == 1
    if ask != 0 and ask != 1:
        return False
    if give >= EVENT_CARD:
        return give - EVENT_CARD in s.held_events[seat]
    if give in s.hands[seat]:
        return True
    # cards._tradeable_allocated(s, seat) holds it: a spoil of a free noble of the seat
    if not 0 <= give < D.N_CARDS or not _IS_SPOIL[give]:
        return False
    h = s.holder[give]
    if not 0 <= h < _N_NOBLES or s.faction[h] != seat:
        return False
    p = s.npos[h]
    return p != CAPTIVE and not (LOC0 <= p < SEA0 and s.besieged[p - LOC0] >= 0)


_OFFERS = D.R["offers_per_turn"]
_N_NOBLES = len(D.NOBLES)
assert tuple(D.NOBLES) == tuple(range(_N_NOBLES))  # the nobles are the first cards
assert MOVE < COMBAT < SUMMON  # the phases in which offers are made come first


def apply_checked(s: KState, action) -> list[Event]:
    """:func:`apply` with the legality and the types checks: the protocol's ``apply``
    (a plain call, cheaper in the hot loop than a ``partial`` with a keyword)."""
    return apply(s, action, True, True)


def _embark(s: KState, action: Embark, seat: int, ev: list) -> None:
    n, sh = action
    src = s.npos[n]
    for h in range(D.N_HEIRS):
        if s.heir_alive[h] and s.heir_pos[h] == src and s.heir_ctrl[h] == seat and not \
                any(m != n and s.faction[m] == seat for m in at(s, src)):
            s.heir_pos[h] = SHIP0 + sh
    s.npos[n] = SHIP0 + sh
    s.moved[n] |= 1
    ev.append(Event("embark", {"noble": n, "ship": sh}))
    _fix_heirs(s)  # apply then lifts the sieges this ended


def _offer(s: KState, action: Offer, seat: int, ev: list) -> None:
    s.offers_made += 1
    s.pending.append(("offer", action.to, seat, action.give, action.ask))
    ev.append(_tup(Event, ("offer", {"from": seat, "to": action.to, "ask": action.ask}, False,
                           None, False)))


def _offer_alliance(s: KState, action: OfferAlliance, seat: int, ev: list) -> None:
    s.offers_made += 1
    s.pending.append(("alliance", action.to, seat, action.commander))
    ev.append(Event("alliance_offer", {"from": seat, "to": action.to,
                                       "commander": action.commander}))


def _battle_action(s: KState, action: Battle, seat: int, ev: list) -> None:
    a = action.area
    if _seed(s):  # allies may withdraw, the ambushed may leave his French out first
        battle_step(s, a, action.target, action.french, (), ev)
        return
    att = _attackers(s, a)
    dfn = [n for n in field(s, a) if allied(s, s.faction[n], action.target)
           and not allied(s, s.faction[n], seat)]
    _battle(s, att, dfn, action.target, ev, action.french)


def _sally(s: KState, action: Sally, seat: int, ev: list) -> None:
    loc = action.loc
    g = s.besieged[loc]
    out = with_commander(s, [n for n in occupants(s, loc)
                             if ctl(s, n) == seat and not s.fought[n]])
    area = D.LOC_AREA[loc]
    for n in out:
        s.npos[n] = area
    s.besieged[loc] = -1
    dfn = [n for n in at(s, area) if allied(s, s.faction[n], g)]
    _battle(s, out, dfn, g, ev, where="sally")


def _propose(s: KState, action: Propose, seat: int, ev: list) -> None:
    seat_p, venue, cards, prop, tried, fb = s.parl
    s.parl = (seat_p, venue, cards, (action.card, action.noble), tried, fb)
    s.votes_cast = []
    ev.append(Event("proposal", {"card": action.card, "noble": action.noble}))
    order = [(seat_p + i) % s.players for i in range(s.players)]
    s.pending.extend(("vote", p) for p in order)


def _withdraw(s: KState, action: Withdraw, seat: int, ev: list) -> None:
    ev.append(Event("withdrawn", {"card": action.card}))
    _start_fallback(s, action.card, ev)


def _end_phase(s: KState, ev: list) -> None:
    """The active faction ends its movement or combat phase, or its turn."""
    _end_phase_action(s, None, -1, ev)


def _end_phase_action(s: KState, a: EndPhase | None, seat: int, ev: list) -> None:
    """:func:`_end_phase` (apply's handler for EndPhase: one call less)."""
    if s.phase == MOVE:
        s.phase = COMBAT
        ev.append(_tup(Event, ("phase", {"phase": "combat"}, False, None, False)))
        return
    if s.phase == COMBAT:
        # _can_summon(s) asked only when the faction holds an event card or the house
        # rule is off (with it, no card held means no Parliament)
        if (s.held_events[s.active] or not s.options["house_events"]) and _can_summon(s):
            s.phase = SUMMON
            return
        _end_turn(s, ev)
        return
    if s.phase == SUMMON:
        _end_turn(s, ev)


# what each action does when no out-of-turn decision is pending (PlayCard and
# EndAlliance are handled first, at any time)
_DO = {
    Move: _move,
    Embark: _embark,
    Sail: _sail,
    ExecuteHeir: lambda s, a, seat, ev: _kill_heir(s, a.heir, ev, "executed"),
    Offer: _offer,
    OfferAlliance: _offer_alliance,
    EndPhase: _end_phase_action,
    Battle: _battle_action,
    Siege: lambda s, a, seat, ev: (siege_step(s, a.loc, (), ev) if _seed(s)
                                   else _siege(s, a.loc, ev)),
    Sally: _sally,
    Relieve: lambda s, a, seat, ev: _relieve(s, a.loc, ev),
    NavalAttack: lambda s, a, seat, ev: _naval(s, a.zone, a.target, a.boarding, ev),
    Summon: lambda s, a, seat, ev: _open_parliament(s, a.venue, ev),
    Propose: _propose,
    Withdraw: _withdraw,
}
