"""Search shapes per level: the hard level's parameters and the levelled playout horizon."""

from __future__ import annotations

import dataclasses

from game.ai import make_agent
from game.ai.adapter import GameView, mix_seed
from game.ai.agents import HARD_PARAMS
from game.ai.ismcts import HORIZON_CYCLE, Params, playout_plies, search
from game.core import Rng
from tests.ai.toygame import RULES, ToyHeuristics, ToyRules


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


class _OwnShapeHeuristics(ToyHeuristics):
    hard_params = Params(exploration_scale=2.0, rollout_plies=4)


class _OwnShapeRules(ToyRules):
    """The toy game with heuristics that give their own hard-level search shape."""

    heuristics = _OwnShapeHeuristics()


def test_a_game_may_give_its_own_hard_shape_and_the_others_keep_hard_params():
    from game import GAMES

    hard = make_agent("hard", iterations=60)
    own = _OwnShapeRules()
    assert hard.params_for(own) == own.heuristics.hard_params
    assert make_agent("normal").params_for(own) == Params()  # only the hard level reads it
    for game, rules in GAMES.items():
        mine = getattr(rules.heuristics, "hard_params", None)
        assert hard.params_for(rules) == (mine or HARD_PARAMS), game
    for game in ("tigris", "hansa", "wallenstein", "revolution"):
        if game in GAMES:
            assert hard.params_for(GAMES[game]) is HARD_PARAMS

    # the search runs with the game's shape: the same statistics as a search given it
    s = own.new_game(2, 3, {"big": True})
    obs = own.observe(s, 0)
    hard.choose(own, obs, 0, 9)
    direct = search(GameView(own), obs, 0, Rng(mix_seed(9, 0, 17)), iterations=60,
                    params=own.heuristics.hard_params)
    assert hard.last_stats is not None
    assert hard.last_stats.visits == direct.visits
    assert hard.last_stats.value_sums == direct.value_sums


def test_rollout_plies_in_params_replace_the_games():
    view = GameView(RULES)
    s = RULES.new_game(2, 3, {"big": True})
    obs = RULES.observe(s, 0)
    base = search(view, obs, 0, Rng(4), iterations=200)
    same = search(view, obs, 0, Rng(4), iterations=200,
                  params=Params(rollout_plies=view.rollout_plies))
    short = search(view, obs, 0, Rng(4), iterations=200, params=Params(rollout_plies=1))
    assert (same.visits, same.value_sums) == (base.visits, base.value_sums)
    assert short.value_sums != base.value_sums


def test_turn_horizon_needs_a_game_that_numbers_its_turns():
    view = GameView(RULES)  # the toy game gives no turn_index: the playout length stands
    assert not view.has_turn_index
    s = RULES.new_game(2, 3, {"big": True})
    obs = RULES.observe(s, 0)
    base = search(view, obs, 0, Rng(4), iterations=150)
    turned = search(view, obs, 0, Rng(4), iterations=150, params=Params(turn_horizon=2))
    assert (turned.visits, turned.value_sums) == (base.visits, base.value_sums)
