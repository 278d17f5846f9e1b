"""Hints: the normal computer's move for the seat to act, with a reason in both languages."""

from __future__ import annotations

import re
import time

import pytest

from game import GAMES
from game.ai.hint import Hint, explain, hint
from game.ai.worker import AIWorker
from game.core import Rng, action_from_json
from game.learn import Lesson, scenarios
from game.match import Match, Seat

PLAYERS = {"tigris": 2, "hansa": 3, "wallenstein": 3, "revolution": 3, "kingmaker": 3}


def position(game_id: str, plies: int = 40, seed: int = 4):
    rules = GAMES[game_id]
    s = rules.new_game(PLAYERS.get(game_id, rules.min_players), seed)
    rng = Rng(seed)
    for _ in range(plies):
        if rules.to_act(s) is None:
            break
        rules.apply(s, rng.choice(rules.legal_actions(s)))
    return rules, s


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hint_is_a_legal_move_with_a_reason(game_id):
    rules, s = position(game_id)
    seat = rules.to_act(s)
    h = hint(rules, rules.observe(s, seat), seat, 9, iterations=20)
    assert isinstance(h, Hint)
    assert h.action in rules.legal_actions(s)
    assert h.line[0] == h.action
    assert h.text("en").strip() and h.text("it").strip() and h.text("en") != h.text("it")
    if h.text("en").endswith("%)"):  # the chances, each language writing its own percent
        assert re.search(r"\(chances \d+%", h.text("en"))
        assert re.search(r"\(Gewinnchance \d+ %", h.text("de")), h.text("de")
    assert 0.0 <= h.before <= 1.0 and 0.0 <= h.after <= 1.0
    rules.apply(s, h.action)  # and it really plays


def test_a_first_step_is_completed_to_a_whole_move():
    rules = GAMES["hansa"]
    from game.hansa.actions import Place, Start

    s = rules.new_game(3, 3)
    h = explain(rules, rules.observe(s, 0), 0, Start("place"), 1)
    assert h.action == Start("place") and len(h.line) == 2 and type(h.line[1]) is Place
    assert "Place" in h.text("en") and "Piazza" in h.text("it")  # the hint names the placement


def test_reason_names_the_points_a_move_scores():
    lesson = Lesson(scenarios("tigris")[0])
    lesson.attempt(lesson.targets()[0])  # the king on G3
    rules, s = lesson.rules, lesson.state
    from game.tigris.actions import PlaceTile

    h = explain(rules, rules.observe(s, 0), 0, PlaceTile(2, 36), 3)
    assert "+1 blue point" in h.text("en") and "blu" in h.text("it")


def test_wallenstein_hint_names_the_planned_province():
    lesson = Lesson(scenarios("wallenstein")[0])
    lesson.acknowledge()
    rules, s = lesson.rules, lesson.state
    from game.wallenstein.actions import Plan

    h = explain(rules, rules.observe(s, 0), 0, Plan(3, 6), 3)
    assert h.text("en").startswith("put Neumark on 'Harvest grain'")
    assert h.text("it").startswith("metti Neumark su «Raccolto di grano»")
    assert h.text("de").startswith("lege Neumark auf „Getreide ernten“")


def test_worker_answers_a_hint_request_without_changing_move_requests():
    from tests.ai.toygame import RULES

    worker = AIWorker(modules=("tests.ai.toygame",), time_scale=0.05)
    try:
        match = Match(RULES, [Seat("a", 0, "human"), Seat("b", 1, "ai", "normal")], 3)
        for rid, ask in ((1, worker.ask_hint), (2, worker.ask)):
            ask(rid, match.to_json(), 0, "normal")
            end = time.monotonic() + 60
            reply = None
            while reply is None and time.monotonic() < end:
                reply = worker.poll()
                time.sleep(0.01)
            assert reply is not None and reply[0] == rid and reply[2] is None
            if rid == 1:
                assert set(reply[1]) == {"action", "line", "texts", "before", "after"}
                assert set(reply[1]["texts"]) == {"en", "it", "de"}
                assert all(reply[1]["texts"].values())
                action = action_from_json(RULES, reply[1]["action"])
            else:
                action = action_from_json(RULES, reply[1])  # a plain action, as before
            assert action in RULES.legal_actions(match.state)
    finally:
        worker.close()


def test_hansa_hint_says_when_a_displacement_blocks_a_claim():
    rules = GAMES["hansa"]
    from game.hansa.actions import Displace, Start
    from game.hansa.state import TRADER, code

    s = rules.new_game(3, 3)
    r = s.board.route_index["hamburg-luebeck"]
    for p in s.board.route_posts[r]:
        s.post[p] = code(1, TRADER)  # seat 1 filled Hamburg–Lübeck
    rules.apply(s, Start("displace"))
    post = s.board.route_posts[r][1]
    h = explain(rules, rules.observe(s, 0), 0, Displace(post, TRADER, 0), 2)
    assert "blocks Player 2's claim of Hamburg–Lübeck" in h.text("en")
    assert "blocca la rotta Hamburg–Lübeck del Giocatore 2" in h.text("it")
