"""Revolution asks many small questions a turn (movements within provinces, new units,
removals in conflicts): the computer spends a share of its budget on them and the whole
budget on bids and armies (issue 38, item 6)."""

from __future__ import annotations

import pytest

import game.ai.agents as agents
from game.ai.adapter import GameView
from game.core import Rng
from game.match import Match, Seat
from game.revolution import RULES
from game.revolution import ai as rai

VIEW = GameView(RULES)


class _Stop(Exception):
    pass


def _at(need: str, seed: int = 3) -> Match:
    """A five-player game played by the rollout policy up to a decision ``need`` with more
    than one candidate after pruning."""
    m = Match(RULES, [Seat(f"P{i}", i) for i in range(5)], seed)
    rng = Rng(seed)
    for _ in range(5000):
        s = m.state
        if s.need == need and len(VIEW.candidates(s, RULES.legal_actions(s))) > 1:
            return m
        m.play(RULES.heuristics.rollout_action(s.copy(), rng))
    raise AssertionError(f"no decision {need!r}")


def _asked(need: str, monkeypatch, **make) -> dict:
    seen: dict = {}

    def spy(view, observation, seat, rng, *, deadline, iterations=None, **kw):
        import time

        seen.update(seconds=deadline - time.time(), iterations=iterations)
        raise _Stop

    monkeypatch.setattr(agents, "search", spy)
    m = _at(need)
    agent = agents.make_agent("normal", **make)
    seat = m.to_act()
    with pytest.raises(_Stop):
        agent.choose(RULES, RULES.observe(m.state, seat), seat, 7)
    return seen


@pytest.mark.parametrize("need", ["within", "newunit", "remove"])
def test_small_decisions_get_a_fifth_of_the_budget(need, monkeypatch):
    assert rai.budget_share(_at(need).state) == rai.SMALL_SHARE
    seen = _asked(need, monkeypatch)
    assert seen["seconds"] <= agents.BUDGETS["normal"] * rai.SMALL_SHARE + 0.05
    assert _asked(need, monkeypatch, iterations=40)["iterations"] == 8


def test_bids_keep_the_whole_budget(monkeypatch):
    assert rai.budget_share(_at("bid").state) == 1.0
    seen = _asked("bid", monkeypatch)
    assert seen["seconds"] > agents.BUDGETS["normal"] - 0.2
    assert _asked("bid", monkeypatch, iterations=40)["iterations"] == 40


def test_a_game_without_shares_keeps_its_budget():
    from game import GAMES

    view = GameView(GAMES["kingmaker"])
    m = Match(GAMES["kingmaker"], [Seat(f"P{i}", i) for i in range(3)], 1)
    assert view.budget_share(m.state) == 1.0
