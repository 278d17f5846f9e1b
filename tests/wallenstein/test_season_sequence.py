"""The season's sequence: action-order cards, announcements, turn order, execution and
cancellation (seed: "Svolgimento del gioco", steps a-e; reference section 6)."""

from __future__ import annotations

from game.core import Rng
from game.wallenstein import RULES
from game.wallenstein import rules as R
from game.wallenstein.actions import Campaign, Count, Defend, LeaveEmpty
from game.wallenstein.state import ANNOUNCE, BLANK, NEUTRAL, PLAN
from tests.wallenstein.positions import FULL, P, Rigged, bare, conserved, give

BRANDENBURG = ("altmark", "bremen", "holstein", "lueneburg", "mecklenburg", "mittelmark",
               "neumark", "osnabrueck", "vorpommern", "wolfenbuettel")


def season_at(s, order_cards):
    """Run the season from its first slot with these action-order cards; every seat's
    plan is blank unless the test fills it."""
    s.slot, s.pos = 0, 0
    s.order_cards = list(order_cards)
    s.turn_order = [0, 1, 2, 3]
    s.revealed = [0] * 4


def test_short_players_announce_in_the_previous_seasons_turn_order():
    # seed b: "rispettando il turno ... precedente"; reference 6b: "in the previous
    # season's turn order". Summer's announcements follow spring's leader cards.
    s = bare()
    give(s, 0, P("lausitz"), 2)
    give(s, 3, P("anhalt"), 2)  # seats 0 and 3 hold one province each: both are short
    for seat, ids in ((1, BRANDENBURG[:5]), (2, BRANDENBURG[5:])):
        for pid in ids:
            give(s, seat, P(pid), 1)
    s.turn_order = [3, 1, 2, 0]  # spring's order (the season just played)
    s.prev_order = [0, 1, 2, 3]  # the order before spring
    R._advance(s, [])  # spring ends, summer begins
    assert s.season == 1 and s.phase == ANNOUNCE
    assert s.to_act() == 3
    assert s.prev_order == [3, 1, 2, 0]
    for sp in range(4):
        RULES.apply(s, LeaveEmpty(sp))
    assert s.to_act() == 0


def test_in_a_real_game_the_announcement_order_is_the_last_seasons_order():
    s = RULES.new_game(4, 3)
    rng = Rng(3)
    orders = []
    while len(orders) < 3:
        for e in RULES.apply(s, RULES.heuristics.rollout_action(s, rng)):
            if e.kind == "turn_order":
                orders.append(e.data["order"])
            if e.kind == "season_start" and orders:
                assert s.prev_order == orders[-1]


def test_five_action_cards_face_up_and_one_more_after_each_of_the_first_five():
    s = bare()
    R._advance(s, [])  # summer begins: fresh action-order cards
    assert s.order_shown == 5
    obs = RULES.observe(s, 0)
    assert obs.order_cards[:5] == s.order_cards[:5]
    assert obs.order_cards[5:] == sorted(s.order_cards[5:])
    src, dst = P("kursachsen"), P("anhalt")
    shown = []
    for k in range(10):  # seat 0's campaign waits for a decision in slot k
        t = bare()
        give(t, 0, src, 3)
        give(t, 0, dst, 1)
        t.order_cards = [x for x in range(10) if x != 8]
        t.order_cards.insert(k, 8)
        t.order_shown = 5
        t.slot, t.pos = 0, 0
        t.turn_order = [0, 1, 2, 3]
        t.plans = [[BLANK] * 10 for _ in range(4)]
        t.plans[0][8] = src
        R._advance(t, [])
        assert t.pending == ("act", 0, src, 8)
        shown.append(t.order_shown)
    assert shown == [5, 6, 7, 8, 9, 10, 10, 10, 10, 10]


def test_actions_run_slot_by_slot_in_this_seasons_turn_order():
    s = bare()
    mine = {0: P("lausitz"), 1: P("anhalt"), 2: P("kursachsen")}
    for seat, p in mine.items():
        give(s, seat, p, 1)
    s.slot, s.pos = 0, 0
    s.order_cards = [4, 3, 0, 1, 2, 5, 6, 7, 8, 9]  # tax first, then harvest
    s.turn_order = [2, 0, 1, 3]
    s.plans = [[BLANK] * 10 for _ in range(4)]
    for seat, p in mine.items():
        s.plans[seat][4 if seat != 1 else 3] = p
    ev = []
    R._advance(s, ev)
    incomes = [(e.seat, "gold" in e.data) for e in ev if e.kind == "income"]
    # slot 1 (tax) for seats 2 then 0, slot 2 (harvest) for seat 1
    assert incomes == [(2, True), (0, True), (1, False)]


def test_conquest_takes_the_card_and_cancels_the_defenders_planned_action():
    s = bare()
    src, dst = P("kursachsen"), P("anhalt")
    give(s, 0, src, 6)
    give(s, 1, dst, 1)
    s.slot, s.pos = 0, 0
    s.order_cards = [8, 4, 0, 1, 2, 3, 5, 6, 7, 9]  # campaign A before tax
    s.turn_order = [0, 1, 2, 3]
    s.plans = [[BLANK] * 10 for _ in range(4)]
    s.plans[0][8] = src
    s.plans[1][4] = dst  # the defender planned to tax the province
    s.plans[0][9] = src  # a second campaign waits at the last slot: the season is not over
    R._advance(s, [])
    s.tower = Rigged()
    RULES.apply(s, Campaign(dst))
    RULES.apply(s, Count(4))
    ev = RULES.apply(s, Defend(1))
    assert s.owner[dst] == 0 and s.armies[dst] == 3
    # the card left the defender's board (publicly) and the tax never happens
    assert s.revealed[1] >> 14 & 1 and s.revealed[1] >> 4 & 1
    assert not any(e.kind == "income" for e in ev)
    assert s.gold == [15, 15, 15, 15] and s.revolts[dst] == 0
    assert s.pending == ("act", 0, src, 9)
    assert conserved(s)


def test_a_card_whose_province_was_lost_earlier_is_cancelled():
    s = bare()
    p = P("lausitz")
    give(s, 1, p, 1)
    s.slot, s.pos = 0, 0
    s.order_cards = [4, 0, 1, 2, 3, 5, 6, 7, 8, 9]
    s.turn_order = [0, 1, 2, 3]
    s.plans = [[BLANK] * 10 for _ in range(4)]
    s.plans[0][4] = p  # seat 0 planned it, but seat 1 holds it now
    ev = []
    R._advance(s, ev)
    assert any(e.kind == "cancelled" and e.seat == 0 for e in ev)
    assert s.gold[0] == 15 and s.revolts[p] == 0


def test_a_devastated_defender_loses_unthrown_armies_and_the_card_is_set_aside():
    s = bare()
    src, dst = P("kursachsen"), P("anhalt")
    give(s, 0, src, 5)
    give(s, 1, dst, 4)
    s.plans = [[BLANK] * 10 for _ in range(4)]
    s.plans[0][8] = src
    give(s, 0, P("lausitz"), 2)
    s.plans[0][9] = P("lausitz")  # a second campaign waits at the last slot
    s.plans[1][6] = dst
    season_at(s, [8, 6, 0, 1, 2, 3, 4, 5, 7, 9])
    R._advance(s, [])
    s.tower = Rigged()
    RULES.apply(s, Campaign(dst))
    RULES.apply(s, Count(2))
    ev = RULES.apply(s, Defend(2))  # 2 against 2: a tie
    assert s.owner[dst] == NEUTRAL and s.armies[dst] == 0
    assert s.supply[1] == FULL and s.revealed[1] >> 16 & 1  # unthrown armies home, card aside
    assert not any(e.kind == "recruit" for e in ev)  # the planned recruit is gone
    assert s.pending[0] == "act" and conserved(s)


def test_planning_starts_only_after_the_announcements():
    s = bare()
    give(s, 2, P("lausitz"), 2)
    others = [p for p in range(45) if p != P("lausitz")]
    for k, seat in enumerate((0, 1, 3)):
        for p in others[5 * k:5 * k + 5]:
            give(s, seat, p, 1)
    R._advance(s, [])
    assert s.phase == ANNOUNCE and s.to_act() == 2 and s.to_empty[2] == 4
    for sp in (0, 1, 2, 3):
        RULES.apply(s, LeaveEmpty(sp))
    assert s.phase == PLAN
