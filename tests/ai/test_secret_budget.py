"""A Wallenstein plan is ten secret decisions in a row while the others wait: the
computer spends a smaller budget on each (issue 25, item 28)."""

from __future__ import annotations

import time

import pytest

import game.ai.agents as agents
from game.core import Rng
from game.match import Match, Seat
from game.wallenstein import RULES
from game.wallenstein.actions import Plan


class _Stop(Exception):
    pass


def _planning(seat: int = 1) -> Match:
    m = Match(RULES, [Seat(f"P{i}", i) for i in range(3)], 5)
    rng = Rng(5)
    while not (m.to_act() == seat and type(RULES.legal_actions(m.state)[0]) is Plan):
        m.play(RULES.heuristics.rollout_action(m.state, rng))
    return m


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_secret_decisions_get_the_smaller_budget(level, monkeypatch):
    seen: list[float] = []

    def spy(view, observation, seat, rng, *, deadline, **kw):
        seen.append(deadline - time.time())
        raise _Stop

    monkeypatch.setattr(agents, "search", spy)
    m = _planning()
    agent = agents.make_agent(level)
    agent.parallel = False  # no helper process in a unit test
    obs = RULES.observe(m.state, 1)
    with pytest.raises(_Stop):
        agent.choose(RULES, obs, 1, 7)
    assert seen and seen[-1] <= agents.SECRET_BUDGETS[level] + 0.05
    # the same level in a public decision keeps its whole budget
    rng = Rng(3)
    while RULES.heuristics.secret(m.state) or len(RULES.legal_actions(m.state)) < 3:
        m.play(RULES.heuristics.rollout_action(m.state, rng))
    seat = m.to_act()
    with pytest.raises(_Stop):
        agent.choose(RULES, RULES.observe(m.state, seat), seat, 7)
    assert seen[-1] > agents.BUDGETS[level] - 0.2

