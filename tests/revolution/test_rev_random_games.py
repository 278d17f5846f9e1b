"""Random full games at every player count keep every piece accounted for."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.revolution import RULES
from game.revolution import data as D


def _check(s) -> None:
    for f in range(5):
        if not s.inplay[f]:
            continue
        on_map = sum(s.cnt[loc * 6 + f] for loc in range(D.NLOC))
        boxed = sum(1 for x in s.box if x == f)
        assert on_map + boxed + s.stock[f] + s.treas[f] == s.pieces
        assert s.stock[f] >= 0 and s.treas[f] >= 0
        assert sum(1 for a in s.arm if a == f) <= s.armies_max
    assert sum(s.cnt[loc * 6 + 5] for loc in range(D.NLOC)) + s.stock[5] == s.options["neutrals"]
    assert min(s.cnt) >= 0
    for si in D.TOWNS:
        assert sum(s.cnt[(D.P + si) * 6:(D.P + si) * 6 + 6]) <= 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_are_consistent(players):
    for seed in (5, 6):
        s = RULES.new_game(players, seed)
        rng = Rng(seed)
        turns = set()
        while RULES.to_act(s) is not None:
            turns.add(s.turn)
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
            _check(s)
        assert turns == {0, 1, 2, 3, 4, 5}
        out = RULES.outcome(s)
        assert len(out.scores) == players
        best = max(out.scores)
        assert [r == 1 for r in out.ranks] == [x == best for x in out.scores]


def test_three_player_random_factions_come_from_the_seed():
    seen = set()
    for seed in range(8):
        s = RULES.new_game(3, seed, {"three": "random"})
        assert s.inplay[0]
        assert sum(s.inplay) == 3
        assert RULES.new_game(3, seed, {"three": "random"}).inplay == s.inplay
        seen.add(s.inplay)
    assert len(seen) > 1


def test_two_player_seats_sum_their_factions():
    s = RULES.new_game(2, 9)
    rng = Rng(9)
    while RULES.to_act(s) is not None:
        RULES.apply(s, rng.choice(RULES.legal_actions(s)))
    out = RULES.outcome(s)
    assert out.scores == [s.vp[0] + s.vp[1], s.vp[3] + s.vp[4]]
