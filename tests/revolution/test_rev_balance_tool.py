"""Smoke test of tools/revolution_balance.py (the balance figures themselves are not tested)."""

from __future__ import annotations

from game.revolution import data as D
from tools.revolution_balance import collect


def test_balance_tool_sums_sources_and_seats_at_two_players():
    d = collect(2, 3, "rollout", seed=5)
    # [10] 2 players: Catholics + Habsburgs against Burghers + Reformers, no Nobility.
    assert sorted(d["factions"]) == [D.C, D.H, D.B, D.R]
    assert [row["factions"] for row in d["seats"]] == [[D.C, D.H], [D.B, D.R]]
    for m in d["factions"].values():
        assert abs(m["cities"] + m["provinces"] + m["objective"] - m["total"]) < 1e-9
    assert abs(d["seats"][0]["margin"] + d["seats"][1]["margin"]) < 1e-9
    assert 1.0 <= sum(row["wins"] for row in d["seats"]) <= 2.0
