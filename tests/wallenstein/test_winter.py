"""Year start and winter: grain reset, grain loss, the hunger table, revolt order
(seed: "1 - Inizio anno" and "5 - Inverno"; reference sections 5 and 9)."""

from __future__ import annotations

from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import Defend
from game.wallenstein.state import GREEN, NEUTRAL
from tests.wallenstein.positions import P, Rigged, bare, conserved, give


def test_hunger_table_rows():
    # board table: missing 1 -> 1 province, +1; 2 -> 1, +2; 3-4 -> 2, +2; 5-6 -> 2, +3; 7+ -> 3, +3
    got = [D.hunger(k) for k in range(0, 10)]
    assert got == [(0, 0), (1, 1), (1, 2), (2, 2), (2, 2), (2, 3), (2, 3), (3, 3), (3, 3),
                   (3, 3)]
    assert D.hunger(-4) == (0, 0)


def _to_winter(s, loss: int) -> None:
    """End autumn with a shown card of that grain loss left over (the 2012 deck)."""
    s.season = 2
    left = next(i for i, c in enumerate(D.EVENT_DECKS["2012"]) if c.grain_loss == loss)
    s.event_deck = [c for c in s.event_deck + s.shown if c != left]
    s.shown = [left] + s.event_deck[:3]
    del s.event_deck[:3]
    s.used = s.shown[1:]


def test_grain_loss_never_below_zero_and_enough_grain_means_no_revolt():
    s = bare()
    give(s, 0, P("lausitz"), 1)
    give(s, 1, P("anhalt"), 1)
    give(s, 1, P("kursachsen"), 1)
    _to_winter(s, 4)
    s.grain = [2, 6, 0, 0]
    ev = []
    R._advance(s, ev)
    loss = next(e for e in ev if e.kind == "grain_loss")
    assert loss.data["loss"] == 4
    # seat 0 had 2 - 4 -> 0 grain for 1 province: one revolt; seat 1 kept 2 for 2 provinces
    assert s.grain[:2] == [0, 2]
    hunger = next(e for e in ev if e.kind == "hunger")
    assert hunger.data["revolts"] == [[0, P("lausitz"), 1]]


def test_winter_revolts_follow_autumns_turn_order():
    s = bare()
    for seat, pid in enumerate(("lausitz", "anhalt", "kursachsen", "vogtland")):
        give(s, seat, P(pid), 3)
    _to_winter(s, 0)
    s.grain = [0, 0, 0, 0]
    s.turn_order = [2, 0, 3, 1]
    s.tower = Rigged()
    ev = []
    R._advance(s, ev)
    hunger = next(e for e in ev if e.kind == "hunger")
    assert [q[0] for q in hunger.data["revolts"]] == [2, 0, 3, 1]
    assert s.pending[:2] == ("revolt", 2)


def test_two_missing_grain_one_revolt_with_two_extra_peasants():
    s = bare()
    mine = [P("lausitz"), P("anhalt")]
    for p in mine:
        give(s, 0, p, 1)
    _to_winter(s, 0)
    s.grain = [0, 9, 9, 9]  # 2 missing: 1 revolt with 2 extra peasants
    R._advance(s, [])
    assert s.revolt_queue == [] and s.pending[2] in mine and s.pending[3] == 2


def test_crushed_revolt_costs_as_many_armies_as_peasants_came_out():
    s = bare()
    p = P("lausitz")
    give(s, 0, p, 5, revolts=1)
    _to_winter(s, 0)
    s.grain = [0, 9, 9, 9]  # 1 missing: 1 revolt, 1 marker + 1 extra = 2 peasants
    R._advance(s, [])
    assert s.pending == ("revolt", 0, p, 2, "winter")
    s.tower = Rigged()
    ev = RULES.apply(s, Defend(4))
    rev = next(e for e in ev if e.kind == "revolt")
    assert (rev.data["army"], rev.data["peasants"], rev.data["crushed"]) == (4, 2, True)
    assert s.owner[p] == 0 and s.armies[p] == 5 - 2
    assert s.green == 20 and s.tower.tray == []
    assert s.revolts[p] == 0  # winter removes every token after scoring
    assert conserved(s)


def test_revolt_with_stuck_peasants_and_a_tray():
    # peasants stuck in the tower from earlier throws and the tray's cubes join the revolt
    s = bare()
    p = P("lausitz")
    give(s, 0, p, 3)
    s.green -= 2
    s.supply[1] -= 1
    tower = Rigged(ledges=([GREEN, GREEN], []), release=[GREEN])
    tower.tray = [1]
    s.tower = tower
    _to_winter(s, 0)
    s.grain = [0, 9, 9, 9]
    R._advance(s, [])
    ev = RULES.apply(s, Defend(2))  # 2 thrown against 1 peasant + 1 stuck one
    rev = next(e for e in ev if e.kind == "revolt")
    throw = next(e for e in ev if e.kind == "tower_throw")
    assert throw.data["from_tray"] == 1
    assert rev.data["peasants"] == 2 and not rev.data["crushed"]  # a tie: peasants win
    assert s.owner[p] == NEUTRAL and s.tower.tray == [1]
    assert s.green == 20 - 1 and conserved(s)


def test_year_two_starts_with_grain_at_zero_and_four_new_events():
    s = bare()
    give(s, 0, P("lausitz"), 1)
    _to_winter(s, 0)
    s.grain = [9, 9, 9, 9]
    year1 = list(s.shown)
    ev = []
    R._advance(s, ev)
    assert s.year == 2 and s.season == 0
    assert s.grain == [0, 0, 0, 0]
    assert len(s.shown) == 4 and not set(s.shown) & set(year1) and s.used == []
