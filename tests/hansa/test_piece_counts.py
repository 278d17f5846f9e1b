"""The 27 traders and 4 merchants of every colour (seed: "27 in ognuno dei colori"), as
the engine sets them up and as the rules screen counts them (issue 25, item 12)."""

from __future__ import annotations

import re

import pytest
from hansa_helpers import pieces

from game.hansa import RULES


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_colour_starts_with_27_traders_and_4_merchants(players):
    s = RULES.new_game(players, 7)
    for seat in range(players):
        assert pieces(s, seat) == (27, 4)
        assert s.supply[2 * seat] + s.stock[2 * seat] == 11  # 27 - 15 covers - 1 marker
        assert (s.supply[2 * seat + 1], s.stock[2 * seat + 1]) == (1, 0)
    firsts = sorted(s.supply[2 * seat] for seat in range(players))
    assert firsts == list(range(5, 5 + players))  # 5, 6, 7... traders in supply


@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_the_rules_screen_counts_the_same_27(lang):
    from ui.rules_blocks import rules_blocks

    text = "\n".join(t for _, t, _ in rules_blocks("hansa", lang))
    split = re.search(r"27 \w+ .{0,40}?15 .{0,60}?1 .{0,60}?11 ", text)
    assert split, "the rules screen says how the 27 traders start"


def test_the_log_names_the_displaced_player_by_name():
    """Issue 25, item 15: the log said "Player 2: Player 2 is displaced" when Player 3's
    piece was displaced (the seats are rotated for a random start player)."""
    from game.core import Rng
    from game.hansa import actions as A
    from game.match import Match, Seat

    names = ["Player 3", "Player 1", "Player 2"]  # a table rotated by random_start
    m = Match(RULES, [Seat(n, i) for i, n in enumerate(names)], 4)
    rng = Rng(1)
    for _ in range(3000):
        legal = RULES.legal_actions(m.state)
        displace = [a for a in legal if type(a) is A.Displace]
        events = m.play(displace[0] if displace else RULES.heuristics.rollout_action(m.state,
                                                                                     rng))
        hit = [e for e in events if e.kind == "displaced" and e.data["victim"] < 3]
        if hit:
            break
    else:
        raise AssertionError("no displacement in 3000 moves")
    actor, victim = hit[0].seat, hit[0].data["victim"]
    line = next(ln for ln in reversed(m.log) if ln.en.startswith("displaces "))
    assert line.seat == actor != victim
    assert line.en.startswith(f"displaces {names[victim]}'s ")
    assert f" di {names[victim]} su " in line.it
    assert all("\u27e6" not in ln.en + ln.it for ln in m.log)
    assert not any(ln.en.startswith(f"{m.seats[ln.seat].name}:") for ln in m.log
                   if ln.seat is not None)  # the prefix names the seat once, not twice
