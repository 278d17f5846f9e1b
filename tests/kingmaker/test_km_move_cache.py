"""The movement answers and list parts kept from one legal query to the next on the same
state (``movement._move_cache``, ``turnmemo``) must give exactly what a fresh computation
gives."""

from __future__ import annotations

import pytest
from km_util import area, blank, loc, put

from game.core import IllegalAction, Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import EndPhase, Move
from game.kingmaker.legal import _legal_actions, _own_turn_extras, forget_legal
from game.kingmaker.state import COMBAT, MOVE


def test_cached_movement_lists_equal_fresh_ones_through_random_games():
    compared = reused = 0
    for seed, players in ((3, 7), (8, 4), (11, 5), (5, 2)):
        s = RULES.new_game(players, seed, {"turn_limit": 10})
        rng = Rng(seed)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            if s.phase in (MOVE, COMBAT) and not s.pending:
                fresh = _legal_actions(s.copy())  # a copy starts without the cache
                assert legal == fresh
                extras = _own_turn_extras(s.copy())  # the plain reference of the tail
                assert legal[len(legal) - len(extras) - 1:] == extras + [EndPhase()]
                compared += 1
                reused += bool(getattr(s, "_moves", None) and s._moves.cache)
            RULES.apply(s, rng.choice(legal))
    assert compared > 100 and reused > 50


def test_a_noble_entering_a_castle_leaves_less_room_for_the_next_query():
    # Percy with 280 fills Windsor (capacity 300): Neville's 50 no longer fit there
    s = blank(2)
    windsor = loc("windsor")
    s.conquered[windsor - D.LOC0] = 0
    percy = put(s, "nob_percy", 0, area("windsor"), "mrc_french_foot_9",
                "mrc_scottish_foot_10")
    neville = put(s, "nob_neville", 0, area("windsor"))
    assert Move(neville, windsor, False) in RULES.legal_actions(s)
    RULES.apply(s, Move(percy, windsor, False))
    after = RULES.legal_actions(s)
    assert s._moves.cache  # the query reused the kept answers
    assert Move(neville, windsor, False) not in after
    assert after == _legal_actions(s.copy())


def test_the_remembered_legal_list_holds_only_until_the_next_apply():
    # apply() accepts an action of the list legal_actions() gave by membership; after an
    # apply (or a hand edit followed by forget_legal) the action is checked afresh
    s = blank(2)
    neville = put(s, "nob_neville", 0, area("windsor"))
    percy = put(s, "nob_percy", 0, area("windsor"))
    legal = RULES.legal_actions(s)
    first = next(a for a in legal if isinstance(a, Move) and a.noble == neville)
    RULES.apply(s, first)
    with pytest.raises(IllegalAction):  # Neville has moved: the old list no longer holds
        RULES.apply(s, first)
    again = next(a for a in RULES.legal_actions(s) if isinstance(a, Move) and a.noble == percy)
    s.moved[percy] = 1  # edited by hand after the query
    forget_legal(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, again)


def test_kept_list_parts_follow_hand_edits_between_queries():
    # a card put in the hand, a title allocated and a noble moved by hand between two
    # queries: each kept part is rebuilt (the memo compares copies of the lists)
    from km_util import card

    from game.kingmaker.actions import Offer, PlayCard

    s = blank(2)
    neville = put(s, "nob_neville", 0, area("windsor"))
    RULES.legal_actions(s)
    kent = card("off_marshal_of_england")  # Neville is titled
    s.hands[0].append(kent)
    got = RULES.legal_actions(s)
    assert PlayCard(kent, neville) in got and Offer(1, kent, 0) in got
    assert got == _legal_actions(s.copy())
    s.hands[0].remove(kent)
    s.holder[kent] = neville
    got = RULES.legal_actions(s)
    assert PlayCard(kent, neville) not in got and Offer(1, kent, 0) not in got
    s.npos[neville] = loc("windsor")
    assert RULES.legal_actions(s) == _legal_actions(s.copy())
