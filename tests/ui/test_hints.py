"""Hints at the table: H or the Hint button lights the normal computer's move for the human
to act, with its reason; it is thought out in the worker process while the window keeps
drawing; a setting turns hints off; the count is kept with the match and shown at the end."""

from __future__ import annotations

import time

import pygame
import pytest
from uihelp import click, frames, key

import game
from game.match import Match, Seat
from ui.hint_notes import count_hint, hints_used


def table(app, game_id="tigris", mode="inline", seed=4):
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene

    rules = game.GAMES[game_id]
    seats = [Seat("Ann", 0)] + [Seat(f"AI {i}", i, "ai", "easy")
                                for i in range(1, rules.min_players)]
    match = Match(rules, seats, seed)
    scene = PlayScene(app, match, computer=Computer(mode, time_scale=0.2), autosave=False)
    app.push(scene)
    frames(app, 2)
    assert scene.human_to_act() == 0
    return scene


@pytest.mark.parametrize("game_id,seed", [("tigris", 4), ("revolution", 4), ("kingmaker", 2)])
def test_h_lights_a_legal_move_with_its_reason_and_counts_it(ui_app, game_id, seed):
    scene = table(ui_app, game_id, seed=seed)  # a seed where the human acts first
    key(ui_app, pygame.K_h, unicode="h")
    frames(ui_app, 2)
    lit = scene.view.emphasis
    assert lit, "the hint lights its move"
    assert lit[0] in scene.rules.legal_actions(scene.match.state)
    assert scene.view.emphasis_rects(), "the move shows on the board"
    who, line = scene.status_text()
    assert line.startswith("Hint: ") and len(line) > len("Hint: ")
    assert hints_used(scene.match, 0) == 1
    # the move played: the hint is gone
    assert scene.play(lit[0])
    assert scene.view.emphasis == [] and scene.hint_text is None


def test_the_hint_button_sits_on_the_status_line_and_asks_too(ui_app):
    scene = table(ui_app, "hansa")
    assert scene.btn_hint in scene.focus.widgets
    click(ui_app, scene.btn_hint.rect.center)
    frames(ui_app, 2)
    assert scene.view.emphasis
    assert hints_used(scene.match, 0) == 1


def test_the_worker_thinks_while_the_window_keeps_drawing(ui_app):
    scene = table(ui_app, "tigris", mode="worker")
    key(ui_app, pygame.K_h, unicode="h")
    assert scene.status_text()[1] == "Looking for a good move…"
    slowest, drawn, start = 0.0, 0, time.monotonic()
    while not scene.view.emphasis and time.monotonic() - start < 60:
        t = time.monotonic()
        frames(ui_app, 1)
        drawn += 1
        slowest = max(slowest, time.monotonic() - t)
        time.sleep(0.01)
    thought = time.monotonic() - start
    assert scene.view.emphasis, "the worker answered"
    # The window went on drawing while the worker thought: several frames, none of them
    # waiting for the search (relative to the thinking time, so a loaded machine that
    # slows both does not fail it).
    assert drawn >= 3, f"only {drawn} frame(s) while the hint was thought out"
    assert slowest < thought / 2, f"a frame took {slowest:.2f} s of {thought:.2f} s"
    assert hints_used(scene.match, 0) == 1


def test_hints_off_in_settings(ui_app):
    ui_app.settings.hints = False
    scene = table(ui_app)
    assert scene.btn_hint not in scene.focus.widgets
    key(ui_app, pygame.K_h, unicode="h")
    frames(ui_app, 2)
    assert scene.view.emphasis == [] and hints_used(scene.match, 0) == 0
    assert scene.toast == "Hints are off (Settings)."


def test_the_count_survives_a_save_and_the_results_say_it(ui_app, tmp_path, monkeypatch):
    from ui.scenes import results

    scene = table(ui_app)
    for _ in range(3):
        count_hint(scene.match, 0)
    count_hint(scene.match, 1)
    path = str(tmp_path / "m.json")
    scene.match.save(path)
    loaded = Match.load(path, game.GAMES)
    assert (hints_used(loaded, 0), hints_used(loaded, 1)) == (3, 1)
    said: list[str] = []
    real = results.blit_text
    monkeypatch.setattr(results, "blit_text",
                        lambda surf, text, *a, **k: (said.append(text), real(surf, text, *a,
                                                                             **k))[1])
    ui_app.push(results.ResultsScene(ui_app, scene))
    frames(ui_app, 1)
    assert any(t.endswith("· 3 hints") for t in said)
    assert any(t.endswith("· 1 hint") for t in said)
