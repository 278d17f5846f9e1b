"""The offers in a legal list (picked from per-seat rows by a getter kept per set of cards
to give) must be exactly the offers written out plainly: to each other seat in turn, each
card given for nothing and for a card, a card asked for nothing, then the alliances."""

from __future__ import annotations

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD, Offer, OfferAlliance
from game.kingmaker.board import allied
from game.kingmaker.turnmemo import _offers


def _plain(s, seat: int, give: list, placed: list) -> list:
    out: list = []
    for p in range(s.players):
        if p == seat:
            continue
        for g in give:
            out += [Offer(p, g, 0), Offer(p, g, 1)]
        out.append(Offer(p, -1, 1))
        if placed and not allied(s, seat, p):
            stacked = [n for n, there in placed if p in there]
            if stacked:
                out.append(OfferAlliance(p, -1))
            out += [OfferAlliance(p, n) for n in stacked]
    return out


def _same(a: list, b: list) -> bool:
    """Equal action by action, types included (an Offer and an OfferAlliance of equal
    fields would compare equal as tuples)."""
    return len(a) == len(b) and all(type(x) is type(y) and x == y
                                    for x, y in zip(a, b, strict=True))


def test_offers_match_the_plain_list_through_random_games() -> None:
    checked = 0
    for players, seed in ((2, 5), (4, 6), (7, 7)):
        s = RULES.new_game(players, seed, {"turn_limit": 10})
        rng = Rng(seed)
        while s.to_act() is not None:
            seat = s.to_act()
            hand = sorted(set(s.hands[seat]))
            events = [EVENT_CARD + e for e in sorted(set(s.held_events[seat]))]
            for give in (hand + events, [], hand[:1], events):
                for placed in ([], [(n, {0, 1, players - 1}) for n in range(3)]):
                    got = _offers(s, seat, give, placed)
                    assert _same(got, _plain(s, seat, give, placed))
                    checked += 1
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
    assert checked > 1000


def test_every_card_and_event_card_can_be_offered_to_every_seat() -> None:
    s = RULES.new_game(7, 1)
    give = list(range(D.N_CARDS)) + [EVENT_CARD + e for e in range(D.N_EVENTS)]
    for seat in range(7):
        got = _offers(s, seat, give, [])
        assert _same(got, _plain(s, seat, give, []))
        assert len(got) == 6 * (2 * len(give) + 1)
