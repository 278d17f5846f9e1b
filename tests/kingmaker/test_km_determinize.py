"""Determinization gives positions the game could be in (issue 39, item 3): at set-up a
seat that was not to act sampled a hand the acting seat could do nothing with (13% of
``new_game(5, 4)`` determinized from seat 3)."""

from __future__ import annotations

import pytest

from game import GAMES
from game.core import Rng
from game.kingmaker import data as D

RULES = GAMES["kingmaker"]


def _check(s, seat: int, rng: Rng) -> None:
    d = RULES.determinize(s, seat, rng)
    who = RULES.to_act(s)
    assert RULES.to_act(d) == who
    assert RULES.legal_actions(d), f"seat {who} has no move in a determinization by {seat}"
    assert d.hands[seat] == s.hands[seat]  # the seat's own hand is what it knows
    assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
    if s.pending and s.pending[0][0] == "setup":
        # "nothing may be kept in hand during set-up" and nobles are played face up [3.4]
        assert not any(D.CARD_TYPE[c] == "noble" for h in d.hands for c in h)


def test_set_up_determinized_by_a_seat_not_to_act_leaves_the_acting_seat_a_move():
    s = RULES.new_game(5, 4)
    assert s.pending[0][0] == "setup" and RULES.to_act(s) == 0
    for i in range(200):
        _check(s, 3, Rng(i))


@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_every_position_of_random_games_determinizes_to_a_possible_one(players):
    for seed in range(2):
        s = RULES.new_game(players, seed)
        rng = Rng(seed)
        for step in range(150):
            who = RULES.to_act(s)
            if who is None:
                break
            for seat in range(players):
                if seat != who:
                    _check(s, seat, Rng(step * 8 + seat))
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
