"""Parliament (section 10) with the seed's procedure [H 1.e]: venues, opening, proposals, votes,
the fallback order of rejected cards.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import (
    LOC0,
    SEA0,
    all_votes,
    allied,
    area_of,
    besieged_pos,
    can_enter,
    nobles_of,
    place_ctrl,
    royal_ctrl,
    sole_king,
    strength,
    summoner,
)
from game.kingmaker.cards import _allocate, _eligible, _eligible_nobles
from game.kingmaker.common import _opt, ev_kind
from game.kingmaker.events import _writ_held
from game.kingmaker.placement import _ship_owner
from game.kingmaker.royal import _fix_heirs
from game.kingmaker.state import PARLIAMENT, KState
from game.kingmaker.turn import _end_turn


def _venues(s: KState, seat: int) -> list[int]:
    out = []
    for loc in range(D.N_LOCS):
        if D.LOC_TYPE[loc] not in D.R["parliament_venue_types"] or s.besieged[loc] >= 0:
            continue
        c = place_ctrl(s, loc)
        if c < 0 or allied(s, c, seat):
            out.append(loc)
    return out


_KIND = D.EVENT_KIND


def _can_summon(s: KState) -> bool:
    """May the active faction summon Parliament now: it is the summoner and holds a MAY
    BE SUMMONED card [H 2.5] (without the house rule: one was drawn this turn)? The
    card, the usual lack, is asked first."""
    seat = s.active
    if s.options["house_events"]:  # _opt(s, "house_events")
        held = s.held_events[seat]
        if not held:
            return False
        for e in held:
            if _KIND[e] == "parliament_may_be_summoned":  # ev_kind(e)
                break
        else:
            return False
    elif not s.parl_allowed:
        return False
    return summoner(s) == seat


def _open_parliament(s: KState, venue: int, ev: list) -> None:
    """Summon Parliament [10.2, H 1.e]: factions holding a WRIT may first delegate
    substitutes [H 2.5]; then free nobles travel to the venue and the Chancery is
    revealed."""
    seat = s.active
    if _opt(s, "house_events"):
        e = next(e for e in s.held_events[seat] if ev_kind(e) == "parliament_may_be_summoned")
        s.held_events[seat].remove(e)
        s.event_discard.append(e)
    s.parl_allowed = False
    _parl_writs(s, venue, 0, (), (), ev)


def _attends(s: KState, n: int) -> bool:
    """Does noble ``n`` travel to Parliament: free (not captured, besieged or at sea), and
    from overseas only with a ship of his faction there [10.2, H 1.e]?"""
    if s.faction[n] < 0:
        return False
    p = s.npos[n]
    if p < 0 or p >= SEA0 or besieged_pos(s, p):
        return False
    a = area_of(s, p)
    return not D.ABROAD[a] or _ship_home(s, s.faction[n], a)


def _delegations(s: KState, seat: int, stay: tuple, subs: tuple) -> list[tuple[int, int]]:
    """(noble, substitute) pairs a WRIT allows at Parliament: the substitute, another
    attending noble of the faction, at least as strong as the noble he replaces [H 2.5]."""
    mine = [n for n in nobles_of(s, seat) if n not in stay and n not in subs
            and _attends(s, n)]
    st = {n: strength(s, n) for n in mine}
    return [(n, m) for n in mine for m in mine if m != n and st[m] >= st[n]]


def _parl_writs(s: KState, venue: int, k: int, stay: tuple, subs: tuple, ev: list) -> None:
    """Ask the factions with a WRIT, from the presiding one on, whether to delegate a
    noble [H 2.5]; when nobody is left to ask, Parliament sits."""
    seat = s.active
    for i in range(k, s.players):
        p = (seat + i) % s.players
        if _writ_held(s, p) >= 0 and _delegations(s, p, stay, subs):
            s.pending.append(("writ_parl", p, venue, i, stay, subs))
            return
    _parl_sit(s, venue, stay, ev)


def _answer_writ_parl(s: KState, q: tuple, noble: int, sub: int, ev: list) -> None:
    """A faction answered its WRIT question: the replaced noble stays where he is."""
    _, p, venue, i, stay, subs = q
    if noble < 0:
        _parl_writs(s, venue, i + 1, stay, subs, ev)
        return
    w = _writ_held(s, p)
    s.held_events[p].remove(w)
    s.event_discard.append(w)
    ev.append(Event("delegate", {"noble": noble, "substitute": sub, "seat": p}))
    _parl_writs(s, venue, i, stay + (noble,), subs + (sub,), ev)


def _parl_sit(s: KState, venue: int, stay: tuple, ev: list) -> None:
    """Free nobles travel to the venue by land (those who could only go by ship stay
    away, and so do those a WRIT replaced), then the Chancery is revealed."""
    seat = s.active
    area = D.LOC_AREA[venue]
    for n in D.NOBLES:
        if n in stay or not _attends(s, n):
            continue
        p = s.npos[n]
        f = s.faction[n]
        to = LOC0 + venue if D.LOC_TYPE[venue] != "unfortified_town" and \
            can_enter(s, venue, f, strength(s, n)) else area
        for h in range(D.N_HEIRS):
            if s.heir_alive[h] and s.heir_pos[h] == p and s.heir_ctrl[h] == f:
                s.heir_pos[h] = to
        s.npos[n] = to
    _fix_heirs(s)
    if any(D.CARD_TYPE[c] in D.CHANCERY_TYPES for c in s.discard):
        s.rng.shuffle(s.discard)  # [H 1.e] first observation
        ev.append(Event("discard_shuffled", {}))
    order = {"title": 0, "office": 1, "bishop": 1}
    cards = tuple(sorted(s.chancery, key=lambda c: (order[D.CARD_TYPE[c]], c)))
    s.chancery = []
    ev.append(Event("parliament", {"seat": seat, "venue": venue, "cards": list(cards)},
                    reveal=True))
    # parl = (presider, venue, cards still to settle, proposal (card, noble) or None,
    #         (card, noble) pairs already refused, fallback (card, seats left) or None)
    s.parl = (seat, venue, cards, None, (), None)
    s.phase = PARLIAMENT
    _parl_advance(s, ev)


def _ship_home(s: KState, seat: int, area: int) -> bool:
    """Has ``seat`` a ship in a port of ``area`` (to cross to Parliament) [H 1.e]?"""
    return any(_ship_owner(s, sh) == seat and LOC0 <= s.ship_pos[sh] < SEA0
               and D.LOC_AREA[s.ship_pos[sh] - LOC0] == area for sh in D.SHIPS)


def _parl_advance(s: KState, ev: list) -> None:
    """Close Parliament when every Chancery card is settled."""
    seat, venue, cards, prop, tried, fb = s.parl
    if cards or prop or fb:
        return
    s.parl = None
    until = s.tnum + s.players * D.R["kings_peace_rounds"]
    s.peace.append((D.LOC_AREA[venue], until, -1, -1))  # the King's Peace [10.6]
    ev.append(Event("parliament_closes", {"venue": venue}))
    _end_turn(s, ev)


def _proposable(s: KState, card: int) -> list[int]:
    tried = s.parl[4]
    return [n for n in _eligible_nobles(s, card, D.NOBLES) if (card, n) not in tried]


def _parl_front(s: KState) -> list[int]:
    """Cards the presiding faction may propose now: titles first [H 1.e]."""
    cards = s.parl[2]
    titles = [c for c in cards if D.CARD_TYPE[c] == "title"]
    return titles or list(cards)


def _vote_rows(s: KState) -> list[dict]:
    """Each faction's Lords and Commons at this sitting and its vote, by seat (the votes
    cast must be indexed by seat)."""
    per_seat = all_votes(s, D.LOC_AREA[s.parl[1]])
    rows = []
    for p, v in enumerate(s.votes_cast):
        lo, co = per_seat[p]
        rows.append({"seat": p, "lords": lo, "commons": co, "yes": bool(v)})
    return rows


def _majorities(rows: list[dict]) -> bool:
    """More votes for than against in the Lords and in the Commons [10.3]."""
    yes_lords = yes_commons = no_lords = no_commons = 0
    for r in rows:
        if r["yes"]:
            yes_lords += r["lords"]
            yes_commons += r["commons"]
        else:
            no_lords += r["lords"]
            no_commons += r["commons"]
    return yes_lords > no_lords and yes_commons > no_commons


def _tally(s: KState) -> bool:
    return _majorities(_vote_rows(s))


def _start_fallback(s: KState, card: int, ev: list) -> None:
    """A card definitively rejected goes by the order a) presiding faction, b) the sole
    King's, c) the Chancellor's, then factions by votes in both Houses (Lords only for
    bishoprics) [H 1.e]."""
    seat, venue, cards, prop, tried, fb = s.parl
    order: list[int] = [seat]
    k = sole_king(s)
    if k >= 0 and royal_ctrl(s, k) >= 0:
        order.append(royal_ctrl(s, k))
    hc = s.holder[D.CHANCELLOR]
    if hc >= 0:
        order.append(s.faction[hc])
    lords_only = D.CARD_TYPE[card] == "bishop"
    tot = [lo if lords_only else lo + co for lo, co in all_votes(s)]
    rest = sorted(range(s.players), key=lambda p: (-tot[p], (p - seat) % s.players))
    for p in rest:
        if p not in order:
            order.append(p)
    seen: list[int] = []
    for p in order:
        if p not in seen and any(_eligible(s, card, n) for n in nobles_of(s, p)):
            seen.append(p)
    s.parl = (seat, venue, tuple(c for c in cards if c != card), None, tried, (card, tuple(seen)))
    _fallback_next(s, ev)


def _fallback_next(s: KState, ev: list) -> None:
    seat, venue, cards, prop, tried, fb = s.parl
    card, left = fb
    if not left:
        s.chancery.append(card)
        ev.append(Event("to_chancery", {"card": card}))
        s.parl = (seat, venue, cards, None, tried, None)
        _parl_advance(s, ev)
        return
    s.pending.append(("fallback", left[0], card))


def _close_vote(s: KState, ev: list) -> None:
    seat_p, venue, cards, prop, tried, fb = s.parl
    card, n = prop
    # votes were cast in order from the presiding seat: re-index them by seat
    cast = s.votes_cast
    s.votes_cast = [cast[(p - seat_p) % s.players] for p in range(s.players)]
    rows = _vote_rows(s)
    ok = _majorities(rows) and _eligible(s, card, n)
    s.votes_cast = []
    ev.append(Event("vote_result", {"card": card, "noble": n, "passed": ok, "votes": rows}))
    if ok:
        _allocate(s, card, n, ev)
        s.parl = (seat_p, venue, tuple(c for c in cards if c != card), None, tried, None)
        _parl_advance(s, ev)
    else:
        s.parl = (seat_p, venue, cards, None, tried + ((card, n),), None)
