"""tools/km_move_times.py: decisions are classified by kind and timed at a (scaled) budget."""

from __future__ import annotations

import importlib.util
import os

from game import GAMES
from game.kingmaker.state import COMBAT

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _tool():
    spec = importlib.util.spec_from_file_location(
        "tavola_km_move_times", os.path.join(ROOT, "tools", "km_move_times.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_kind_names_the_pending_decision_or_the_phase():
    tool = _tool()
    rules = GAMES["kingmaker"]
    s = rules.new_game(2, 5, {"setup_choice": True})
    assert tool.kind(s) == "pending:setup"
    t = rules.new_game(2, 5, {"setup_choice": False})
    assert tool.kind(t) == "phase:move"
    t.phase = COMBAT
    assert tool.kind(t) == "phase:combat"


def test_measure_times_the_requested_decisions_and_reports_them():
    tool = _tool()
    out = tool.measure(2, "normal", 5, seed=3, setup_choice=True, per_kind=3, max_plies=400,
                       every=2, offers=0.5, time_scale=0.01)
    assert sum(len(ts) for ts in out.values()) == 5
    assert len(out["pending:setup"]) == 3  # capped per kind and game
    assert all(wall >= 0 and cpu >= 0 for ts in out.values() for wall, cpu in ts)
    text = tool.report(out)
    assert text.splitlines()[-1].split()[:2] == ["all", "5"]
