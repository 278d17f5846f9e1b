"""The Kingmaker hard level's own search shape: playouts scored at the start of a turn."""

from __future__ import annotations

from game.ai import make_agent
from game.ai.adapter import GameView
from game.ai.agents import HARD_PARAMS
from game.ai.ismcts import _Tree
from game.core import Rng
from game.kingmaker import RULES


def test_kingmaker_hard_searches_with_its_own_turn_horizon():
    own = RULES.heuristics.hard_params
    assert make_agent("hard").params_for(RULES) is own
    assert own != HARD_PARAMS and own.turn_horizon == 2
    assert make_agent("normal").params_for(RULES).turn_horizon == 0


def test_playouts_stop_when_the_second_turn_after_the_root_begins():
    view = GameView(RULES)
    rng = Rng(5)
    for seed in (1, 2, 3):
        s = RULES.new_game(2, seed, {"setup_choice": False})
        for _ in range(40 * seed):  # some way into the game
            RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
        seat = RULES.to_act(s)
        tree = _Tree(view, 2, seat, Rng(seed), RULES.heuristics.hard_params)
        assert tree.turn_horizon == 2
        for k in range(4):
            state = view.determinize(RULES.observe(s, seat), seat, Rng(seed * 10 + k))
            start = state.tnum
            tree._playout_to_turn(state, start + 2)
            # stopped at the very start of that turn (or at the end of the game)
            assert state.tnum == start + 2 or RULES.to_act(state) is None
            assert state.active == (s.active + 2) % 2


def test_hard_move_is_legal_and_repeatable():
    s = RULES.new_game(2, 7, {"setup_choice": False})
    rng = Rng(3)
    for _ in range(60):
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    seat = RULES.to_act(s)
    obs = RULES.observe(s, seat)
    a = make_agent("hard", iterations=40).choose(RULES, obs, seat, 11)
    b = make_agent("hard", iterations=40).choose(RULES, obs, seat, 11)
    assert a == b and a in RULES.legal_actions(s)
