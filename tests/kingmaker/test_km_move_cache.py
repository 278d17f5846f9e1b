"""The movement answers kept from one legal-move query to the next on the same state
(``movement._move_cache``) must give exactly what a fresh computation gives."""

from __future__ import annotations

import pytest
from km_util import area, blank, loc, put

from game.core import IllegalAction, Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import Move
from game.kingmaker.legal import _legal_actions, forget_legal
from game.kingmaker.state import MOVE


def test_cached_movement_lists_equal_fresh_ones_through_random_games():
    compared = reused = 0
    for seed, players in ((3, 7), (8, 4), (11, 5)):
        s = RULES.new_game(players, seed, {"turn_limit": 10})
        rng = Rng(seed)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            if s.phase == MOVE and not s.pending:
                fresh = _legal_actions(s.copy())  # a copy starts without the cache
                assert legal == fresh
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
