"""Search shapes per level: the hard level's parameters and the levelled playout horizon."""

from __future__ import annotations

import dataclasses

from game.ai import make_agent
from game.ai.adapter import GameView
from game.ai.agents import HARD_PARAMS
from game.ai.ismcts import HORIZON_CYCLE, Params, playout_plies, search
from game.core import Rng
from tests.ai.toygame import RULES


def test_every_leaf_is_scored_at_the_same_horizon():
    plies = 12
    ends = {depth + playout_plies(plies, depth) for depth in range(1, plies + 2)}
    assert ends == {plies + 1}
    for depth in range(plies + 2, plies + 12):  # deeper leaves keep the turn phase
        n = playout_plies(plies, depth)
        assert 0 <= n < HORIZON_CYCLE and (depth + n - plies - 1) % HORIZON_CYCLE == 0


def test_levels_get_their_search_shapes():
    assert make_agent("normal").params == Params()
    hard = make_agent("hard").params
    assert hard == HARD_PARAMS and hard.level_horizon and hard.exploration_scale < 1
    # the helper process receives the shape as JSON-able data
    assert Params(**dataclasses.asdict(hard)) == hard


def test_hard_shape_is_deterministic_and_changes_the_search():
    view = GameView(RULES)
    s = RULES.new_game(2, 3, {"big": True})
    obs = RULES.observe(s, 0)
    a = search(view, obs, 0, Rng(4), iterations=300, params=HARD_PARAMS)
    b = search(view, obs, 0, Rng(4), iterations=300, params=HARD_PARAMS)
    c = search(view, obs, 0, Rng(4), iterations=300)
    assert a.visits == b.visits and a.value_sums == b.value_sums
    assert a.visits != c.visits
