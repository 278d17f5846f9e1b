"""The demo mode as a smoke test: every registered game plays computer against computer
in the window (dummy drivers), writes a screenshot and exits with code 0."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

import game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _env(home: str) -> dict:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TAVOLA_HOME=home,
               TAVOLA_TIMING="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


@pytest.mark.parametrize("game_id", sorted(game.GAMES))
def test_demo_runs_every_game(game_id, tmp_path):
    shot = tmp_path / "shot.png"
    proc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "main.py"), "--demo", game_id, "--frames", "40",
         "--advance", "6", "--screenshot", str(shot)],
        env=_env(str(tmp_path)), capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "first-frame " in proc.stdout
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 800)
    assert os.path.exists(tmp_path / "tavola.log")
    assert not [n for n in os.listdir(tmp_path / "saves")] if (tmp_path / "saves").exists() \
        else True  # the demo never writes over the player's autosave


def test_demo_unknown_game_is_refused(tmp_path):
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--demo", "nope",
                           "--frames", "2"], env=_env(str(tmp_path)), capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2 and "Unknown game" in proc.stderr


@pytest.mark.parametrize("scene", ["menu", "newgame", "results"])
def test_demo_scenes_in_process(scene, tmp_path, monkeypatch, card_game):
    import main

    monkeypatch.setenv("TAVOLA_HOME", str(tmp_path))
    shot = tmp_path / f"{scene}.png"
    code = main.main(["--demo", "cards", "--frames", "3", "--scene", scene, "--screenshot",
                      str(shot)])
    assert code == 0
    assert shot.exists()


def test_bench_prints_median_and_p95(tmp_path, monkeypatch, capsys, card_game):
    from ui import bench

    monkeypatch.setenv("TAVOLA_HOME", str(tmp_path))
    bench.main(["cards", "--frames", "5", "--size", "1280x720"])
    out = capsys.readouterr().out
    assert "High Card" in out and "median" in out and "p95" in out
    assert out.count("ms") >= 6
