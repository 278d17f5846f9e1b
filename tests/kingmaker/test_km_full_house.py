"""Issue 20, "Done when": a full game at 2 and at 7 seats played through the protocol with
every house rule of the seed on (house rules 2.1, 2.2, 2.5, 3 and the players' own set-up
allocation [3.4]), computers (greedy) and stand-ins for humans (any legal action) at the
table, to the turn limit or a victory; the match saved, loaded and replayed to the same
position."""

from __future__ import annotations

import pytest

from game.ai import choose_action
from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import Allocate
from game.kingmaker.board import votes
from game.match import Match, Seat

EVERY_HOUSE_RULE = {"house_events": True, "gale_at_sea": True, "naval_combat": True,
                    "continent_limit": True, "setup_choice": True, "tournament_scoring": True,
                    "turn_limit": 10}


def _in_setup(s) -> bool:
    return any(p[0] == "setup" for p in s.pending)


@pytest.mark.parametrize("players", [2, 7])
def test_a_full_game_with_every_house_rule_on(players, tmp_path):
    # the computers play at the greedy level (a save records "easy", a level it knows)
    seats = [Seat(f"P{i + 1}", i, "ai" if i % 2 == 0 else "human", "easy")
             for i in range(players)]
    m = Match(RULES, seats, 20 + players, dict(EVERY_HOUSE_RULE))
    assert m.state.options == {**m.state.options, **EVERY_HOUSE_RULE}
    rng = Rng(players)
    setup_by = set()
    k = 0
    while not m.is_over():
        s = m.state
        seat = RULES.to_act(s)
        obs = RULES.observe(s, seat)
        assert all(c == -1 for p in range(players) if p != seat for c in obs.hands[p])
        if seats[seat].is_ai:
            a = choose_action(RULES, obs, seat, "greedy", k)
        else:  # a human's choice: any legal action
            a = rng.choice(RULES.legal_actions(s))
        was_setup = _in_setup(s)
        if was_setup:
            assert isinstance(a, Allocate) and s.faction[a.noble] == seat
            setup_by.add(seat)
        m.play(a)
        if was_setup and not _in_setup(m.state):  # every dealt card placed [3.4]
            assert all(h == [] for h in m.state.hands)
            assert all(m.state.npos[n] >= 0 for n in D.NOBLES if m.state.faction[n] >= 0)
        k += 1
        assert k < 20000
    s = m.state
    assert setup_by and any(seats[p].is_ai for p in setup_by)
    assert s.end_reason in ("victory", "time", "all_dead")
    out = RULES.outcome(s)
    assert all(row[-1][0] == "Tournament points" for row in out.breakdown)  # [H 3]
    vv = [sum(votes(s, p)) for p in range(players)]
    if s.end_reason == "time":
        first = max(range(players), key=lambda p: (vv[p], -p))
        assert out.scores[first] == round(vv[first] * (1 + 0.1 * players), 2)
        assert min(out.scores) >= min(vv)
    elif s.end_reason == "victory":
        assert [x > 0 for x in out.scores] == [p == s.winner for p in range(players)]
    path = tmp_path / "km.json"
    m.save(path)
    back = Match.load(path, {"kingmaker": RULES})
    assert back.actions == m.actions and back.state == s
