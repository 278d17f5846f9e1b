"""tools/fps.py keeps working: it runs the real table with a thinking computer and
prints its frame figures (the numbers themselves are never a test)."""

from __future__ import annotations

import importlib.util
import os
import re

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_tool():
    spec = importlib.util.spec_from_file_location("tavola_fps", os.path.join(ROOT, "tools",
                                                                             "fps.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_summary_reads_frame_gaps():
    fps = load_tool()
    line = fps.summary("x", [0.016] * 19 + [0.1])
    assert "median 16.0 ms (62.5 FPS)" in line and "5th percentile 10.0 FPS" in line
    assert fps.summary("y", []) == "y: no frames"


def test_fps_tool_runs_the_table_while_the_computer_thinks(ui_home, capsys):
    fps = load_tool()
    try:
        assert fps.main(["--seconds", "1.5", "--level", "easy"]) == 0
    finally:
        pygame.display.quit()
    out = capsys.readouterr().out
    assert "cap 60 FPS" in out
    m = re.search(r"all frames: (\d+) frames, median [\d.]+ ms", out)
    assert m and int(m.group(1)) > 5
    assert "while the computer thinks:" in out
