"""One log line per event, with plural forms right in both languages (issue 25, item 20):
whole games of every title, the log checked line by line."""

from __future__ import annotations

import re

import pytest

from game import GAMES
from game.core import Rng
from game.match import Match, Seat

# "1" before a plural noun, or a plural number before a singular one, in either language
WRONG_PLURAL = re.compile(
    r"(?<![\d.])1 (tiles|armies|temples|settlements|farms|markets|traders|merchants|"
    r"tessere|armate|templi|insediamenti|fattorie|mercati|punti)\b"
    r"|(?<![\d.])([02-9]|\d\d+) (tile|army|temple|settlement|farm|market|tessera|armata|"
    r"tempio|insediamento|fattoria|mercato)\b")


def _game(gid: str, seed: int, moves: int = 1500) -> Match:
    rules = GAMES[gid]
    n = min(rules.max_players, 3)
    m = Match(rules, [Seat(f"Seat{i}", i) for i in range(n)], seed)
    rng = Rng(seed)
    policy = getattr(getattr(rules, "heuristics", None), "rollout_action", None)
    while not m.is_over() and len(m.actions) < moves:
        legal = rules.legal_actions(m.state)
        m.play(policy(m.state, rng) if policy else rng.choice(legal))
    return m


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_each_event_is_logged_once_in_good_grammar(gid):
    for seed in (1, 2):
        m = _game(gid, seed)
        assert m.log
        for a, b in zip(m.log, m.log[1:], strict=False):
            for lang in ("en", "it"):
                x, y = a.text(lang), b.text(lang)
                if a.seat == b.seat and x != y:
                    # "recruits 1 army" then "recruits 1 army in Mähren": one event, two lines
                    assert not y.startswith(x), (x, y)
        for line in m.log:
            for text in (line.en, line.it):
                assert not WRONG_PLURAL.search(text), text
                assert "\u27e6" not in text  # every seat reference became a name
