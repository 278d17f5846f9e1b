"""Set-up (section 3): the deal, allocation of the starting cards, placing pieces, the first player.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.actions import Allocate
from game.kingmaker.board import has_office, has_title, held, nobles_of
from game.kingmaker.cards import _eligible
from game.kingmaker.common import _tup, ev_kind
from game.kingmaker.placement import _place_noble, _place_ship
from game.kingmaker.royal import _fix_heirs
from game.kingmaker.state import KState, new_state
from game.kingmaker.turn import _begin_turn


def new_game(players: int, seed: int, options: dict) -> KState:
    s = new_state(players, options, seed)
    rng = s.rng
    use_opt = options["optional_cards"]
    deck = [c for c in range(D.N_CARDS) if D.IN_DECK[c] and (use_opt or not D.OPTIONAL[c])]
    rng.shuffle(deck)
    evs = [e for e in range(D.N_EVENTS) if options["gale_at_sea"] or ev_kind(e) != "gale_at_sea"]
    rng.shuffle(evs)
    s.event_deck = evs
    deals, s.crown_deck = deal(players, deck)
    choose = options["setup_choice"]
    for seat in range(players):
        cards = deals[seat]
        if not any(D.CARD_TYPE[c] == "noble" for c in cards):
            drawn = []  # draw until a noble turns up; the rest is shuffled back [3.5]
            while s.crown_deck:
                c = s.crown_deck.pop()
                if D.CARD_TYPE[c] == "noble":
                    cards.append(c)
                    break
                drawn.append(c)
            s.crown_deck.extend(drawn)
            rng.shuffle(s.crown_deck)
        if choose:  # nobles face up; the rest is allocated by the player [3.4]
            for c in cards:
                if D.CARD_TYPE[c] == "noble":
                    s.faction[c] = seat
                else:
                    s.hands[seat].append(c)
        else:
            _setup_allocate(s, seat, cards)
    if choose:
        _setup_next(s, 0, [])
    else:
        _finish_setup(s, [])
    return s


def _finish_setup(s: KState, ev: list) -> None:
    """Place nobles and ships, find the first player, and begin his turn [3.6-3.9]."""
    for n in D.NOBLES:
        if s.faction[n] >= 0:
            _place_noble(s, n, setup=True)
    if s.holder[D.ADMIRAL] >= 0:  # the Admiral of England brings the King's ship
        s.holder[D.KINGS_SHIP] = s.holder[D.ADMIRAL]
    for sh in D.SHIPS:
        if s.holder[sh] >= 0:
            _place_ship(s, sh)
    s.first = _first_player(s)
    s.active = s.first
    _fix_heirs(s)
    _begin_turn(s, ev)


def _setup_fits(s: KState, c: int, n: int) -> bool:
    """May dealt card ``c`` go to noble ``n``: one title to an untitled noble, one office
    to a titled one, anything else to any noble [3.4]."""
    t = D.CARD_TYPE[c]
    if t == "title":
        return not has_title(s, n)
    if t == "office":
        return has_title(s, n) and not has_office(s, n)
    return True


def _setup_group(s: KState, seat: int) -> list[int]:
    """The dealt cards to allocate now: titles first, then offices, then the rest."""
    hand = s.hands[seat]
    for kind in ("title", "office"):
        g = sorted({c for c in hand if D.CARD_TYPE[c] == kind})
        if g:
            return g
    return sorted(set(hand))


def setup_actions(s: KState, seat: int) -> list:
    """The allocations open to ``seat`` in the set-up [3.4]."""
    mine = nobles_of(s, seat)
    return [_tup(Allocate, (c, n)) for c in _setup_group(s, seat) for n in mine
            if _setup_fits(s, c, n)]


def _setup_give(s: KState, c: int, n: int, ev: list) -> None:
    seat = s.faction[n]
    s.hands[seat].remove(c)
    s.holder[c] = n
    ev.append(Event("allocated", {"card": c, "noble": n, "seat": seat}))


def _setup_auto(s: KState, seat: int, ev: list) -> None:
    """Make the forced allocations of ``seat``: a title or office no noble can take goes
    to the Chancery, a card with one possible noble goes to him [3.4]."""
    hand = s.hands[seat]
    while hand:
        for c in [c for c in hand if D.CARD_TYPE[c] == "noble"]:  # only in a sampled hand
            hand.remove(c)
            s.faction[c] = seat
        mine = nobles_of(s, seat)
        stuck = [c for c in _setup_group(s, seat)
                 if not any(_setup_fits(s, c, n) for n in mine)]
        if stuck:
            for c in stuck:
                hand.remove(c)
                if D.CARD_TYPE[c] in D.CHANCERY_TYPES:
                    s.chancery.append(c)
                else:  # pragma: no cover - every faction has a noble at set-up
                    s.discard.append(c)
            continue
        acts = setup_actions(s, seat)
        if len(acts) != 1:
            return
        _setup_give(s, acts[0].card, acts[0].noble, ev)


def _setup_next(s: KState, seat: int, ev: list) -> None:
    """Ask the next faction from ``seat`` on with a choice left; then the game begins."""
    for p in range(seat, s.players):
        _setup_auto(s, p, ev)
        if s.hands[p]:
            s.pending.append(("setup", p))
            return
    _finish_setup(s, ev)


def _answer_setup(s: KState, seat: int, c: int, n: int, ev: list) -> None:
    """``seat`` gave ``c`` to ``n``; go on with its forced cards, then the next seat."""
    _setup_give(s, c, n, ev)
    _setup_auto(s, seat, ev)
    if s.hands[seat]:
        s.pending.insert(0, ("setup", seat))
    else:
        _setup_next(s, seat + 1, ev)


def deal(players: int, deck: list[int]) -> tuple[list[list[int]], list[int]]:
    """Deal 36 Crown cards as evenly as possible; the cards that cannot be dealt evenly
    go back into the deck [3.3] (7 players: 5 each, 1 returned)."""
    deck = deck[:]
    each = D.R["deal_size"] // players
    deals = [[deck.pop() for _ in range(each)] for _ in range(players)]
    return deals, deck


def _setup_allocate(s: KState, seat: int, cards: list[int]) -> None:
    """Allocate a deal as the set-up requires [3.4]: nobles face up, titles to different
    untitled nobles, offices to different titled nobles, the rest to any noble; titles
    and offices that cannot be placed go to the Chancery."""
    nobles = sorted((c for c in cards if D.CARD_TYPE[c] == "noble"), key=lambda n: -D.TROOPS[n])
    for n in nobles:
        s.faction[n] = seat
    for kind in ("title", "office"):
        for c in sorted((c for c in cards if D.CARD_TYPE[c] == kind), key=lambda c: -D.TROOPS[c]):
            ok = [n for n in nobles if _eligible(s, c, n, setup=True)]
            if ok:
                s.holder[c] = ok[0]
            else:
                s.chancery.append(c)
    for c in cards:
        if D.CARD_TYPE[c] in ("noble", "title", "office"):
            continue
        if nobles:
            s.holder[c] = nobles[0]
        else:  # pragma: no cover - every faction draws a noble at set-up
            s.discard.append(c)


def _first_player(s: KState) -> int:
    for c in D.FIRST_PLAYER_CARDS:
        h = s.holder[c]
        if h >= 0:
            return s.faction[h]
    troops = [sum(_strength_static(s, n) for n in nobles_of(s, p)) for p in range(s.players)]
    return max(range(s.players), key=lambda p: (troops[p], -p))


def _strength_static(s: KState, n: int) -> int:
    return D.TROOPS[n] + sum(D.TROOPS[c] for c in held(s, n))
