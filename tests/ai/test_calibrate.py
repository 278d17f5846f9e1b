"""tools/calibrate_eval.py: the calibration scale recovers a known power, and the
report runs on a real game."""

from __future__ import annotations

import importlib.util
import math
import os

from game.core import Rng

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _tool():
    spec = importlib.util.spec_from_file_location(
        "tavola_calibrate", os.path.join(ROOT, "tools", "calibrate_eval.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _synthetic(tool, true_k: float, n: int = 3000) -> list:
    """Evaluations whose winners are drawn from the evaluation raised to ``true_k``."""
    rng = Rng(5)
    rows = []
    for _ in range(n):
        raw = [0.2 + rng.random() for _ in range(3)]
        ev = [x / sum(raw) for x in raw]
        truth = tool._powered(ev, true_k)
        r, acc, winner = rng.random(), 0.0, 2
        for i, p in enumerate(truth):
            acc += p
            if r < acc:
                winner = i
                break
        rows.append((ev, [1.0 if i == winner else 0.0 for i in range(3)]))
    return rows


def test_scale_recovers_the_power_the_results_were_drawn_with():
    tool = _tool()
    assert abs(tool.calibration_scale(_synthetic(tool, 1.0)) - 1.0) < 0.25
    assert abs(tool.calibration_scale(_synthetic(tool, 3.0)) - 3.0) < 0.5
    assert tool.calibration_scale(_synthetic(tool, 0.3)) < 0.6


def test_report_on_wallenstein_covers_the_whole_game():
    tool = _tool()
    rows = tool.report("wallenstein", 3, 4, greedy=False)
    rows += tool.report("wallenstein", 3, 2, greedy=True)
    assert [r["fifth"] for r in rows] == [1, 2, 3, 4, 5] * 2
    for r in rows:
        assert r["positions"] > 0
        assert math.isclose(r["flat_log_loss"], math.log(3))
        assert 0.0 <= r["favourite_won"] <= 1.0
        assert r["log_loss"] > 0.0
