"""Full random games with invariants; hidden information; illegal actions."""

from __future__ import annotations

import json

import pytest

from game.core import IllegalAction, Rng, action_from_json, action_to_json
from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein.actions import Count, Defend, DraftTake, Plan
from game.wallenstein.state import EXECUTE, HIDDEN, NEUTRAL, OUT, OVER
from tests.wallenstein.positions import conserved


def check(s):
    assert conserved(s), "armies not conserved between supply, map, tower and tray"
    assert all(g >= 0 for g in s.gold), "gold went negative"
    assert all(g >= 0 for g in s.grain) and all(a >= 0 for a in s.armies)
    assert all(x >= 0 for x in s.supply) and s.green >= 0
    for p, o in enumerate(s.owner):
        if o in (NEUTRAL, OUT):
            assert s.armies[p] == 0 and s.buildings[p] == 0
        assert bin(s.buildings[p]).count("1") <= D.CITIES[p]
    c0, c1 = D.TOWER["capacity"]
    if s.options["tower"] == "ledges":
        assert len(s.tower.ledges[0]) <= c0 and len(s.tower.ledges[1]) <= c1


def play(players, seed, policy, options=None, every=1):
    s = RULES.new_game(players, seed, options)
    rng = Rng(seed)
    k = 0
    kinds = set()
    while RULES.to_act(s) is not None:
        if policy == "random":
            a = rng.choice(RULES.legal_actions(s))
        else:
            a = RULES.heuristics.rollout_action(s, rng)
            assert a in RULES.legal_actions(s)
        for e in RULES.apply(s, a):
            kinds.add(e.kind)
            json.dumps(e.data)  # events are plain data
        k += 1
        if k % every == 0:
            check(s)
    check(s)
    return s, kinds


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("policy", ["random", "policy"])
def test_full_games_keep_the_invariants(players, policy):
    for seed in range(3):
        s, kinds = play(players, seed, policy, every=1 if seed == 0 else 7)
        assert s.phase == OVER and s.year == 2
        assert all(len(w) == 2 for w in s.winters)
        out = RULES.outcome(s)
        assert out.scores == [float(x) for x in s.score]
        assert {"battle", "tower_throw", "scoring"} <= kinds


@pytest.mark.parametrize("options", [{"events": "2002"}, {"tower": "simple"}])
def test_options_play_through(options):
    for seed in range(2):
        s, _ = play(4, seed, "policy", options, every=5)
        assert s.phase == OVER


def test_observe_hides_tower_order_deck_and_plans_and_determinize_agrees():
    s = RULES.new_game(4, 17)
    rng = Rng(17)
    while not (s.phase == EXECUTE and s.slot >= 2):
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    for seat in range(4):
        obs = RULES.observe(s, seat)
        assert obs.rng.s == 0
        assert obs.order_cards[:obs.order_shown] == s.order_cards[:s.order_shown]
        assert obs.order_cards[obs.order_shown:] == sorted(s.order_cards[s.order_shown:])
        assert obs.event_deck == sorted(s.event_deck)
        for other in range(4):
            if other != seat:
                hidden = [i for i in range(10) if not s.revealed[other] >> i & 1
                          and s.plans[other][i] >= -1]
                assert all(obs.plans[other][i] == HIDDEN for i in hidden)
        assert obs.plans[seat] == s.plans[seat]
        worlds = [RULES.determinize(obs, seat, Rng(k)) for k in range(4)]
        for w in worlds:
            assert RULES.observe(w, seat) == obs
            assert w.plans[seat] == s.plans[seat]
            assert conserved(w)
            for other in range(4):  # hidden plans refilled with cards the seat could hold
                cards = [c for c in w.plans[other] if c >= 0]
                assert len(cards) == len(set(cards))
                assert set(cards) <= set(w.plan_pool[other])
                assert w.plans[other].count(-1) <= D.BLANKS
            # playable to the end
            r = Rng(3)
            while RULES.to_act(w) is not None:
                RULES.apply(w, RULES.heuristics.rollout_action(w, r))
        assert len({repr(w) for w in worlds}) > 1


def test_illegal_actions_leave_the_state_untouched():
    s = RULES.new_game(4, 9)
    rng = Rng(9)
    tried = 0
    bad_pool = [DraftTake(5), Plan(3, 0), Plan(0, 99), Count(0), Defend(-1), Count(999),
                Defend(500)]
    while RULES.to_act(s) is not None and tried < 300:
        for bad in bad_pool:
            if bad in RULES.legal_actions(s):
                continue
            before = s.copy()
            with pytest.raises(IllegalAction) as err:
                RULES.apply(s, bad)
            assert err.value.text("en") and err.value.text("it")
            assert s == before
            tried += 1
        RULES.apply(s, rng.choice(RULES.legal_actions(s)))
    assert tried >= 100


def test_actions_round_trip_through_json():
    s = RULES.new_game(3, 2)
    rng = Rng(2)
    seen = set()
    while RULES.to_act(s) is not None:
        for a in RULES.legal_actions(s)[:5]:
            assert action_from_json(RULES, json.loads(json.dumps(action_to_json(a)))) == a
            seen.add(type(a).__name__)
            assert RULES.describe(a, "en") and RULES.describe(a, "it")
        RULES.apply(s, RULES.heuristics.rollout_action(s, rng))
    assert {"DraftTake", "PlaceGroup", "Plan", "Campaign", "Count", "Defend"} <= seen


def test_plan_descriptions_do_not_reveal_the_card():
    for card in (-1, 0, 17):
        text = RULES.describe(Plan(4, card), "en")
        assert all(name not in text for name in D.NAMES)


def test_every_logged_event_is_described_in_both_languages():
    s = RULES.new_game(4, 23)
    rng = Rng(23)
    while RULES.to_act(s) is not None:
        for e in RULES.apply(s, RULES.heuristics.rollout_action(s, rng)):
            en = RULES.describe_event(e, "en")
            it = RULES.describe_event(e, "it")
            assert (en is None) == (it is None)


@pytest.mark.parametrize("seed", [3, 4])
def test_trusted_apply_matches_the_checked_one_on_offered_actions(seed):
    """The AI's unchecked apply does exactly what apply does, for the rollout policy's
    actions and for random legal ones."""
    s = RULES.new_game(3, seed)
    t = s.copy()
    rng = Rng(seed)
    n = 0
    while not RULES.is_over(s):
        if n % 3:
            a = RULES.heuristics.rollout_action(s, rng)
        else:
            acts = RULES.legal_actions(s)
            a = acts[rng.randrange(len(acts))]
        assert RULES.apply(s, a) == RULES.apply_trusted(t, a)
        assert s == t
        n += 1
    assert n > 100
