"""The 27 traders and 4 merchants of every colour (seed: "27 in ognuno dei colori"), as
the engine sets them up and as the rules screen counts them (issue 25, item 12)."""

from __future__ import annotations

import os
import re

import pytest
from hansa_helpers import pieces

from game.hansa import RULES

RULES_TEXT = os.path.join(os.path.dirname(__file__), "..", "..", "ui", "rules_text")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_colour_starts_with_27_traders_and_4_merchants(players):
    s = RULES.new_game(players, 7)
    for seat in range(players):
        assert pieces(s, seat) == (27, 4)
        assert s.supply[2 * seat] + s.stock[2 * seat] == 11  # 27 - 15 covers - 1 marker
        assert (s.supply[2 * seat + 1], s.stock[2 * seat + 1]) == (1, 0)
    firsts = sorted(s.supply[2 * seat] for seat in range(players))
    assert firsts == list(range(5, 5 + players))  # 5, 6, 7... traders in supply


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_rules_screen_counts_the_same_27(lang):
    with open(os.path.join(RULES_TEXT, f"hansa.{lang}.md"), encoding="utf-8") as f:
        text = f.read()
    split = re.search(r"27 \w+ .{0,40}?15 .{0,60}?1 .{0,60}?11 ", text)
    assert split, "the rules screen says how the 27 traders start"
