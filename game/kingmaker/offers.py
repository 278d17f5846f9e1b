"""Offers, alliances and other out-of-turn decisions [H 1.d, 1.f]: answers, ransoms, votes, writs.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.actions import Execute
from game.kingmaker.board import LOC0, area_of, at
from game.kingmaker.cards import _allocate, _transfer
from game.kingmaker.combat import ambush_french, battle_step, siege_step
from game.kingmaker.common import _opt, _tup
from game.kingmaker.events import _answer_escort, _go_summoned, _to_port, _writ_held
from game.kingmaker.losses import _give_up, _kill_noble
from game.kingmaker.naval import apply_fate, apply_port, still_stacked, wait_aboard
from game.kingmaker.parliament import (
    _answer_writ_parl,
    _close_vote,
    _fallback_next,
    _parl_advance,
)
from game.kingmaker.placement import _home_spots, _nearest_friendly
from game.kingmaker.royal import _fix_heirs
from game.kingmaker.setup import _answer_setup
from game.kingmaker.state import COMBAT, KState
from game.kingmaker.turn import begin_after_draw


def _stacked(s: KState) -> dict:
    """Per alliance, the areas where its members' nobles stand together."""
    out: dict = {}
    fac, npos = s.faction, s.npos
    for key in s.alliances:
        a, b = key
        pos_a = {npos[n] for n in _NOBLES if fac[n] == a and npos[n] >= 0}
        out[key] = sorted({area_of(s, npos[n]) for n in _NOBLES
                           if fac[n] == b and npos[n] in pos_a} - {-1})
    return out


def _check_alliances(s: KState, ev: list, stacked: dict | None = None) -> None:
    """A defensive alliance (no lent nobles) ends when its nobles no longer stack
    [H 1.f], or with the seed's naval rules when neither its nobles (aboard: where the
    ship is) nor its ships stack [H 2.1]; with ``stacked`` (where the allies stood together
    before the action, the seed read word for word) a round of peace follows there: «nella
    casella dell'alleanza vale il Giro di Pace»."""
    fac, lent, npos = s.faction, s.lent, s.npos
    lending = lent != _NO_LENT  # nobody lent (the usual case): no alliance is offensive
    for key in list(s.alliances):
        a, b = key
        if lending and [n for n in _NOBLES if lent[n] in key and fac[n] in key]:
            continue
        if s.options["naval_seed"]:  # nobles aboard and fleets stack too [H 2.1]
            together = still_stacked(s, a, b)
        else:
            pos_a = {npos[n] for n in _NOBLES if fac[n] == a and npos[n] >= 0}
            together = bool([n for n in _NOBLES if fac[n] == b and npos[n] in pos_a])
        if not together:
            s.alliances.remove(key)
            if stacked:
                until = s.tnum + s.players * D.R["alliance_peace_rounds"]
                for area in stacked.get(key, ()):
                    s.peace.append((area, until, a, b))
            ev.append(Event("alliance_ends", {"a": a, "b": b}))


_NOBLES = tuple(D.NOBLES)
_NO_LENT = [-1] * D.N_CARDS  # compared with, never changed nor handed out


def _end_alliance(s: KState, seat: int, other: int, ev: list) -> None:
    """Any member ends an alliance at any moment; lent nobles go back; a round of
    peace follows where the allies stood together [H 1.f]."""
    key = (min(seat, other), max(seat, other))
    if key in s.alliances:
        s.alliances.remove(key)
    areas = set()
    for n in D.NOBLES:
        if s.faction[n] in key and s.lent[n] in key:
            s.lent[n] = -1
            s.commander[n] = -1
        if s.faction[n] == seat and s.npos[n] >= 0:
            if any(s.faction[m] == other for m in at(s, s.npos[n])):
                areas.add(area_of(s, s.npos[n]))
    until = s.tnum + s.players * D.R["alliance_peace_rounds"]
    for a in sorted(areas):
        if a >= 0:
            s.peace.append((a, until, key[0], key[1]))
    ev.append(Event("alliance_ends", {"a": seat, "b": other}))
    _fix_heirs(s)


def _apply_pending(s: KState, a, ev: list) -> None:
    p = s.pending.pop(0)
    kind = p[0]
    if kind == "offer":
        _, to, frm, give, ask = p
        if a.yes:
            if give >= 0:
                _transfer(s, frm, to, give)
            if ask and a.card >= 0:
                _transfer(s, to, frm, a.card)
        ev.append(_tup(Event, ("offer_answer", {"from": frm, "to": to, "yes": a.yes}, False, None,
                           False)))
    elif kind == "ally":  # KeepAlliance, or EndAlliance already applied [H 1.f]
        _, x, partner, area, target, french, asked = p
        if area >= 0 and s.phase == COMBAT:
            battle_step(s, area, target, french, asked, ev)
    elif kind == "ally_siege":
        _, x, partner, loc, asked = p
        if s.phase == COMBAT:
            siege_step(s, loc, asked, ev)
    elif kind == "ambush_french":
        _, target, area, french = p
        ambush_french(s, area, target, french, a.use, ev)
    elif kind == "draw":
        begin_after_draw(s, ev)
    elif kind == "alliance":
        _, to, frm, cmd = p
        if a.yes:
            key = (min(to, frm), max(to, frm))
            if key not in s.alliances:
                s.alliances.append(key)
            if cmd >= 0 and s.faction[cmd] == frm:
                for m in at(s, s.npos[cmd]):
                    if s.faction[m] == to:
                        s.lent[m] = frm
                        s.commander[m] = cmd
                        s.moved[m] = 0  # lent nobles may move and fight again [H 1.f]
                        s.fought[m] = 0
        ev.append(Event("alliance_answer", {"from": frm, "to": to, "yes": a.yes,
                                            "commander": cmd}))
    elif kind == "captive":
        _, captor, n = p
        owner = s.faction[n]
        if type(a) is Execute:
            pardon = next((c for c in s.hands[owner] if D.PARDON[c]), -1)
            if pardon >= 0 and _opt(s, "optional_cards"):
                s.pending.insert(0, ("pardon", owner, captor, n))
            else:
                _kill_noble(s, n, ev, "executed")
        else:
            s.pending.insert(0, ("ransom", owner, captor, n, a.price, 0))
            ev.append(Event("ransom_offer", {"noble": n, "price": a.price, "by": captor}))
    elif kind == "ransom":
        _, owner, captor, n, price, paid = p
        if a.yes:
            if price and a.card >= 0:  # one card of the price [7.7]
                _transfer(s, owner, captor, a.card)
                paid += 1
                ev.append(Event("ransom_paid", {"noble": n, "seat": owner, "paid": paid}))
                if paid < price:
                    s.pending.insert(0, ("ransom", owner, captor, n, price, paid))
                    return
            _release(s, n, ev)
        else:
            _kill_noble(s, n, ev, "executed")
    elif kind == "pardon":
        _, owner, captor, n = p
        if a.yes:
            c = next(c for c in s.hands[owner] if D.PARDON[c])
            s.hands[owner].remove(c)
            s.discard.append(c)
            ev.append(Event("pardon", {"noble": n}, reveal=True))
            _release(s, n, ev)
        else:
            _kill_noble(s, n, ev, "executed")
    elif kind == "writ":
        _, seat, n, dest, e = p
        if s.faction[n] < 0:
            pass
        elif a.substitute >= 0:
            w = _writ_held(s, seat)
            s.held_events[seat].remove(w)
            s.event_discard.append(w)
            ev.append(Event("writ", {"noble": n, "substitute": a.substitute}))
            _go_summoned(s, a.substitute, dest, ev, e)
        else:
            _go_summoned(s, n, dest, ev, e)
    elif kind == "embassy":
        _answer_escort(s, p, a.noble, ev)
    elif kind == "port":
        _to_port(s, a.ship, a.loc, ev)
    elif kind == "ship_fate":
        apply_fate(s, p, a, ev)
    elif kind == "storm_port":
        apply_port(s, p, a, ev)
    elif kind == "setup":
        _answer_setup(s, p[1], a.card, a.noble, ev)
    elif kind == "writ_parl":
        _answer_writ_parl(s, p, a.noble, a.substitute, ev)
    elif kind == "continent":
        _, seat, n = p
        c = a.card
        if c == n:
            _kill_noble(s, n, ev, "continent")
        else:
            _give_up(s, c, ev)
            ev.append(Event("continent_loss", {"noble": n, "card": c}))
    elif kind == "vote":
        s.votes_cast.append(a.yes)
        if len(s.votes_cast) == s.players:
            _close_vote(s, ev)
    elif kind == "fallback":
        seat_p, venue, cards, prop, tried, fb = s.parl
        card, left = fb
        if a.yes:
            _allocate(s, card, a.card, ev)
            s.parl = (seat_p, venue, cards, None, tried, None)
            _parl_advance(s, ev)
        else:
            s.parl = (seat_p, venue, cards, None, tried, (card, left[1:]))
            _fallback_next(s, ev)


def _release(s: KState, n: int, ev: list) -> None:
    """A ransomed noble returns with title and office to the nearest friendly place,
    his home castle, or the area [7.7]; one taken at sea waits aboard until the fleet
    docks [H 2.1]."""
    if s.carried[n] >= 0 and wait_aboard(s, n, ev):
        return
    seat = s.faction[n]
    spots = _home_spots(s, n)
    if spots:
        s.npos[n] = LOC0 + spots[0]
    else:
        home = D.CONTROLS[n][0] if D.CONTROLS[n] else D.HEIR_START[0]
        loc = _nearest_friendly(s, seat, D.LOC_AREA[home])
        s.npos[n] = LOC0 + loc if loc >= 0 else D.LOC_AREA[home]
    s.moved[n] = 3
    s.fought[n] = 1
    ev.append(Event("released", {"noble": n}))
