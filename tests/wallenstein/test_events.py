"""Event cards: the year's four, the season's pick, the winter card and their effects."""

from __future__ import annotations

from game.core import Rng
from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import Campaign, Count, Defend
from game.wallenstein.state import PALACE, TRADING
from game.wallenstein.texts import event_effect, event_name
from tests.wallenstein.positions import FULL, P, Rigged, bare, conserved, give


def card_index(deck: str, kind: str, region: str | None = None) -> int:
    return next(i for i, c in enumerate(D.EVENT_DECKS[deck]) if c.kind == kind
                and (region is None or c.region == D.REGIONS.index(region)))


def test_decks_and_reconstructed_marks():
    new, old = D.EVENT_DECKS["2012"], D.EVENT_DECKS["2002"]
    assert len(new) == 12 and len(old) == 25
    assert sorted(c.grain_loss for c in new) == [0, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7]
    assert not any(c.reconstructed for c in new) and all(c.reconstructed for c in old)
    assert "(reconstructed)" in event_effect(old[0]) and "(ricostruita)" in event_effect(
        old[0], "it")
    assert event_name(old[card_index("2002", "good_harvest", "sachsen")]) == \
        "Good harvest in Sachsen"


def test_each_season_draws_a_different_shown_event_and_year_two_draws_new_cards():
    s = RULES.new_game(4, 12)
    rng = Rng(12)
    years: dict[int, list[int]] = {}
    seasons = []
    while RULES.to_act(s) is not None:
        for e in RULES.apply(s, RULES.heuristics.rollout_action(s, rng)):
            if e.kind == "year_start":
                years[e.data["year"]] = e.data["events"]
            if e.kind == "season_event":
                seasons.append((s.year, e.data["card"]))
            if e.kind == "grain_loss":
                shown = years[s.year]
                picked = [c for y, c in seasons if y == s.year]
                assert sorted(picked + [e.data["card"]]) == sorted(shown)
                assert e.data["loss"] == D.EVENT_DECKS["2012"][e.data["card"]].grain_loss
    assert len(seasons) == 6
    assert not set(years[1]) & set(years[2])


def test_palace_guard_adds_a_defender_from_the_supply():
    s = bare()
    src, dst = P("kursachsen"), P("anhalt")
    give(s, 0, src, 4)
    give(s, 1, dst, 1, buildings=PALACE)
    s.event = card_index("2012", "palace_guard")
    s.tower = Rigged()
    s.pending = ("act", 0, src, 8)
    RULES.apply(s, Campaign(dst))
    RULES.apply(s, Count(2))
    ev = RULES.apply(s, Defend(1))
    battle = next(e for e in ev if e.kind == "battle")
    assert battle.data["defence"] == 2 and battle.data["result"] == "devastated"
    assert conserved(s)


def test_trade_relief_removes_a_marker_where_a_trading_house_stands():
    s = bare()
    a, b = P("lausitz"), P("anhalt")
    give(s, 0, a, 1, buildings=TRADING, revolts=2)
    give(s, 0, b, 1, revolts=2)
    s.shown = [card_index("2012", "trade_revolt_relief")]
    s.used = []
    R._begin_execution(s, [])
    assert s.revolts[a] == 1 and s.revolts[b] == 2


def test_commercial_bonus_and_lack_of_troops_2002():
    s = RULES.new_game(4, 1, {"events": "2002"})
    s2 = bare()
    s2.options = s.options
    p = P("mittelmark")
    give(s2, 0, p, 1)
    s2.event = card_index("2002", "commercial_bonus")
    assert [R.build_cost(s2, k) for k in range(3)] == [2, 1, 0]
    s2.event = card_index("2002", "lack_of_troops", "brandenburg")
    assert R.recruit_size(s2, p, 5) == 4 and R.recruit_size(s2, P("lausitz"), 5) == 5


def test_peasants_x2_defend_neutral_provinces_with_two():
    s = bare()
    src, dst = P("kursachsen"), P("anhalt")
    give(s, 0, src, 4)
    s.event = card_index("2012", "peasants_x2")
    s.tower = Rigged()
    s.pending = ("act", 0, src, 8)
    RULES.apply(s, Campaign(dst))
    ev = RULES.apply(s, Count(2))
    battle = next(e for e in ev if e.kind == "battle")
    assert battle.data["peasants"] == 2 and battle.data["result"] == "devastated"
    assert s.owner[dst] == -1 and s.supply[0] == FULL - 2 and s.green == 20
