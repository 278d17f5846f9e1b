"""Hidden information: what a seat observes and determinization for the AI.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import Rng
from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD
from game.kingmaker.board import nobles_of
from game.kingmaker.setup import _setup_fits, _setup_group, setup_actions
from game.kingmaker.state import KState

_TRIES = 1000  # hands drawn for the seat allocating at set-up before the fallback


def observe(s: KState, seat: int) -> KState:
    o = s.copy()
    for p in range(s.players):
        if p != seat:
            o.hands[p] = [-1] * len(s.hands[p])
    o.crown_deck = [-1] * len(s.crown_deck)
    o.chancery = [-1] * len(s.chancery)
    o.event_deck = sorted(s.event_deck)
    o.pending = [_mask_pending(s, q, seat) for q in s.pending]
    o.rng = Rng(0)
    return o


def _mask_pending(s: KState, q: tuple, seat: int) -> tuple:
    if (q[0] == "offer" and seat not in (q[1], q[2]) and 0 <= q[3] < EVENT_CARD
            and s.holder[q[3]] < 0):
        return q[:3] + (-2,) + q[4:]
    return q


def determinize(s: KState, seat: int, rng: Rng) -> KState:
    o = observe(s, seat)
    seen = set(o.hands[seat])  # known: the seat's own hand, the discard pile, the board
    seen.update(o.discard)
    holder, faction, plant_dead = o.holder, o.faction, s.plant_dead
    for c in range(D.N_CARDS):
        if holder[c] >= 0 or faction[c] >= 0 or plant_dead[c] >= 0:
            seen.add(c)
    if o.parl is not None:  # the revealed Chancery cards Parliament is settling
        seen.update(o.parl[2])
        if o.parl[5] is not None:
            seen.add(o.parl[5][0])
    offered: dict[int, list[int]] = {}  # cards the seat saw offered to it, by offerer
    for q in o.pending:
        if q[0] == "captive":
            seen.add(q[2])
        if q[0] == "offer" and 0 <= q[3] < EVENT_CARD and q[2] != seat and o.holder[q[3]] < 0:
            seen.add(q[3])
            offered.setdefault(q[2], []).append(q[3])
    use_opt = s.options["optional_cards"]
    pool = [c for c in range(D.N_CARDS) if c not in seen and D.IN_DECK[c]
            and (use_opt or not D.OPTIONAL[c])]
    rng.shuffle(pool)
    chancery_pool = [c for c in pool if D.CARD_TYPE[c] in D.CHANCERY_TYPES]
    chan = chancery_pool[:len(o.chancery)]
    rest = [c for c in pool if c not in chan]
    o.chancery = chan
    if o.pending and o.pending[0][0] == "setup":
        rest = _deal_setup_hands(s, o, seat, rest, rng)
    for p in range(s.players):
        if p != seat and o.hands[p] and o.hands[p][0] == -1:
            known = offered.get(p, [])
            k = len(o.hands[p]) - len(known)
            o.hands[p], rest = rest[:k] + known, rest[k:]
    o.crown_deck = rest[:len(o.crown_deck)]
    evd = o.event_deck[:]
    rng.shuffle(evd)
    o.event_deck = evd
    for i, q in enumerate(o.pending):
        if q[0] == "offer" and q[3] == -2:
            hand = o.hands[q[2]]
            o.pending[i] = q[:3] + ((hand[0] if hand else -1),) + q[4:]
    o.rng = Rng(rng.next64())
    return o


def _setup_ready(o: KState, p: int) -> bool:
    """Could ``p`` be asked to allocate this hand at set-up: every card of the group it
    allocates now fits one of its nobles and more than one allocation is open (a single
    one is made for it) [3.4]?"""
    mine = nobles_of(o, p)
    if not all(any(_setup_fits(o, c, n) for n in mine) for c in _setup_group(o, p)):
        return False
    return len(setup_actions(o, p)) > 1


def _deal_setup_hands(s: KState, o: KState, seat: int, pool: list[int], rng: Rng) -> list[int]:
    """The hidden hands during set-up, dealt from ``pool``; the cards left over.

    A hand holds no noble then (dealt nobles are played face up [3.4]), and the seat
    being asked holds a hand it can allocate: hands are drawn until one fits, so each
    possible hand is as likely as any other."""
    cards = [c for c in pool if D.CARD_TYPE[c] != "noble"]
    left = [c for c in pool if D.CARD_TYPE[c] == "noble"]
    asked = o.pending[0][1]
    if asked != seat:
        k = len(o.hands[asked])
        for _ in range(_TRIES):
            rng.shuffle(cards)
            o.hands[asked] = cards[:k]
            if _setup_ready(o, asked):
                break
        else:  # pragma: no cover - most hands fit; the true one always does
            o.hands[asked] = list(s.hands[asked])
        cards = [c for c in cards if c not in o.hands[asked]]
    for p in range(s.players):
        if p != seat and p != asked:
            k = len(o.hands[p])
            o.hands[p], cards = cards[:k], cards[k:]
    return cards + left
