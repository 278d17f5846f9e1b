"""Set-up by player count, the province draft and secret planning."""

from __future__ import annotations

import pytest

from game.core import IllegalAction, Rng
from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import DraftReplace, DraftTake, LeaveEmpty, PlaceGroup, Plan
from game.wallenstein.state import (
    ANNOUNCE,
    BLANK,
    DRAFT,
    EMPTY,
    GREEN,
    HIDDEN,
    OUT,
    PLAN,
    UNSET,
)
from tests.wallenstein.positions import conserved


def draft_all(s, rng):
    while s.phase not in (PLAN, ANNOUNCE):
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))


@pytest.mark.parametrize("players,gold,provs,armies", [(3, 18, 9, 27), (4, 15, 8, 25),
                                                       (5, 13, 7, 23)])
def test_setup_by_player_count(players, gold, provs, armies):
    s = RULES.new_game(players, 5)
    assert s.gold == [gold] * players
    assert s.owner.count(OUT) == (8 if players == 3 else 0)
    # the pre-loaded tower: 7 cubes per colour and 10 green went in, the rest came back
    assert sum(s.tower.count(c) for c in range(players)) + sum(s.supply) == 61 * players
    assert s.tower.count(GREEN) + s.green == 20 and s.tower.inside()
    assert not s.tower.tray
    assert len(s.faceup) == 2 and s.phase == DRAFT
    draft_all(s, Rng(1))
    for seat in range(players):
        mine = s.provinces_of(seat)
        assert len(mine) == provs
        assert sum(s.armies[p] for p in mine) == armies
    assert all(g == 0 for g in s.grain) and len(s.shown) == 4
    assert conserved(s)


def test_army_groups_and_blank_cards_by_player_count():
    groups = {3: [5, 4, 4, 3, 3, 2, 2, 2, 2], 4: [5, 4, 4, 3, 3, 2, 2, 2], 5: [5, 4, 4, 3, 3, 2, 2]}
    for players, g in groups.items():
        s = RULES.new_game(players, 1)
        assert all(sorted(x, reverse=True) == g for x in s.groups)
    assert D.BLANKS == 5
    with pytest.raises(ValueError):
        RULES.new_game(2, 1)
    with pytest.raises(ValueError):
        RULES.new_game(6, 1)


def test_one_army_of_each_player_marks_the_grain_scale():
    # seed, Preparazione: "Mettere una propria armata sulla scala del grano."
    s = RULES.new_game(4, 6)
    for seat in range(4):
        assert s.supply[seat] + s.tower.count(seat) == 62 - 1
    assert D.GRAIN_MARKER == 1


def test_five_player_gold_option():
    assert RULES.new_game(5, 1, {"gold5": 12}).gold == [12] * 5


def test_three_players_never_touch_the_white_provinces():
    s = RULES.new_game(3, 2)
    out = {p for p, o in enumerate(s.owner) if o == OUT}
    assert {D.PROVINCE_IDS[p] for p in out} == {
        "holstein", "bremen", "luettich", "burgund", "bayern", "konstanz", "tirol",
        "steiermark"}
    assert not out & set(s.deck) and not out & set(s.faceup)


def test_draft_replace_only_after_seeing_the_same_pair_twice():
    s = RULES.new_game(3, 4)
    first = s.drafter
    assert DraftReplace() not in RULES.legal_actions(s)
    pair = sorted(s.faceup)
    for _ in range(3):  # everybody takes the deck's top card: the pair stays the same
        RULES.apply(s, DraftTake(2))
        RULES.apply(s, PlaceGroup(max(s.groups[s.to_act()])))
    assert s.drafter == first and sorted(s.faceup) == pair
    assert DraftReplace() in RULES.legal_actions(s)
    RULES.apply(s, DraftReplace())
    assert sorted(s.faceup) != pair and set(pair) <= set(s.deck[:2])
    assert DraftReplace() not in RULES.legal_actions(s)  # once per turn
    with pytest.raises(IllegalAction):
        RULES.apply(s, DraftReplace())


def test_taking_a_face_up_card_refills_it():
    s = RULES.new_game(4, 8)
    seat = s.drafter
    card = s.faceup[1]
    top = s.deck[-1]
    RULES.apply(s, DraftTake(1))
    assert s.owner[card] == seat and s.faceup[1] == top
    RULES.apply(s, PlaceGroup(5))
    assert s.armies[card] == 5 and 5 not in s.groups[seat]


def test_planning_covers_every_space_with_at_most_five_blanks():
    s = RULES.new_game(4, 3)
    draft_all(s, Rng(3))
    assert s.phase == PLAN
    seat = s.to_act()
    acts = RULES.legal_actions(s)
    assert Plan(0, BLANK) in acts and len(acts) == 1 + len(s.provinces_of(seat))
    for _ in range(5):
        RULES.apply(s, Plan(s.plans[seat].index(UNSET), BLANK))
    acts = RULES.legal_actions(s)
    assert all(a.card >= 0 for a in acts)  # no blank left
    used = s.provinces_of(seat)[0]
    RULES.apply(s, Plan(5, used))
    assert Plan(6, used) not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, Plan(6, used))
    # the other seats cannot see the cards
    obs = RULES.observe(s, (seat + 1) % 4)
    assert obs.plans[seat][:6] == [HIDDEN] * 6 and obs.plans[seat][6] == UNSET
    assert RULES.observe(s, seat).plans[seat][5] == used


def test_short_player_announces_empty_spaces_first():
    # take away all but two provinces of seat 2: 2 + 5 blanks = 7 cards, 3 spaces empty
    s2 = RULES.new_game(4, 3)
    draft_all(s2, Rng(3))
    for p in s2.provinces_of(2)[2:]:
        s2.supply[2] += s2.armies[p]
        s2.armies[p] = 0
        s2.owner[p] = -1
    R._start_season(s2, [])
    assert s2.phase == ANNOUNCE and s2.to_act() == 2 and s2.to_empty[2] == 3
    for sp in (9, 8, 7):
        RULES.apply(s2, LeaveEmpty(sp))
    assert s2.phase == PLAN and s2.plans[2][7:] == [EMPTY] * 3
    # empty spaces are public
    assert RULES.observe(s2, 0).plans[2][7:] == [EMPTY] * 3
    # seat 2 must now use every card: 7 cards for 7 spaces
    rng = Rng(4)
    while s2.phase == PLAN and s2.to_act() != 2:
        RULES.apply(s2, RULES.heuristics.rollout_action(s2, rng))
    while s2.phase == PLAN and s2.to_act() == 2:
        RULES.apply(s2, rng.choice(RULES.legal_actions(s2)))
    plan = s2.plans[2]
    assert plan.count(BLANK) == 5 and sorted(p for p in plan if p >= 0) == \
        sorted(s2.plan_pool[2])
