"""Whole games with invariants checked at every step, hidden information, texts."""

from __future__ import annotations

import pytest
from hansa_helpers import R, game, pieces

from game.core import IllegalAction, Rng
from game.hansa.actions import ACTION_TYPES, Claim, Income, Place, Start
from game.hansa.state import HIDDEN_MARKER, MAIN, OVER
from game.match import Match, Seat


def _check(s, before_prestige):
    for seat in range(s.players):
        assert pieces(s, seat) == (27, 4), f"seat {seat} lost pieces"
        assert s.prestige[seat] >= before_prestige[seat], "prestige never decreases"
        assert min(s.supply[2 * seat:2 * seat + 2] + s.stock[2 * seat:2 * seat + 2]) >= 0
    b = s.board
    for c in range(b.n_cities):
        filled = [bool(s.office[o]) for o in b.city_offices[c]]
        assert filled == sorted(filled, reverse=True), "offices fill left to right"
    assert s.completed == sum(1 for c in range(b.n_cities) if s.office[b.city_offices[c][-1]])
    assert len(s.stack) + sum(len(u) + len(v) + len(p) for u, v, p in
                              zip(s.unused, s.used, s.plate, strict=True)) + \
        sum(1 for k in s.route_marker if k) + len(s.discarded) == 16


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("policy", [True, False])
def test_full_games_keep_the_invariants(players, policy):
    s = game(players, seed=100 + players)
    rng = Rng(players)
    n = 0
    while R.to_act(s) is not None:
        before = list(s.prestige)
        if policy:
            a = R.heuristics.rollout_action(s, rng)
        else:
            a = rng.choice(R.legal_actions(s))
        R.apply(s, a)
        _check(s, before)
        n += 1
        assert n < 30000
    out = R.outcome(s)
    assert len(out.breakdown) == players and min(out.ranks) == 1
    assert s.phase == OVER


def test_policy_games_end_and_somebody_scores():
    for seed in range(6):
        s = game(2 + seed % 4, seed=seed)
        rng = Rng(seed)
        while R.to_act(s) is not None:
            R.apply(s, R.heuristics.rollout_action(s, rng))
        assert max(R.outcome(s).scores) > 10
        assert s.prestige and (max(s.prestige) >= 20 or s.completed >= 10 or not s.stack)


def test_illegal_actions_leave_the_state_unchanged():
    s = game(4)
    R.apply(s, Start("place"))
    bad = [Income(0), Claim(3), Place(-1, 0), Place(10_000, 0), Place(0, 7), Start("fly")]
    for a in bad:
        before = s.copy()
        with pytest.raises(IllegalAction) as err:
            R.apply(s, a)
        assert err.value.text("it") and str(err.value)
        assert s == before


def test_observation_hides_the_stack_and_determinize_reshuffles():
    s = game(4, seed=3)
    obs = R.observe(s, 1)
    assert set(obs.stack) == {HIDDEN_MARKER} and len(obs.stack) == len(s.stack)
    assert obs != s and R.observe(s, 2) != obs
    worlds = [R.determinize(obs, 1, Rng(k)) for k in range(5)]
    assert all(R.observe(w, 1) == obs for w in worlds)
    assert len({tuple(w.stack) for w in worlds}) > 1
    assert all(sorted(w.stack) == sorted(s.stack) for w in worlds)
    twin = obs.copy()  # an observation can still be played on (greedy look-ahead)
    R.apply(twin, R.legal_actions(twin)[0])
    assert twin != obs


def test_every_action_type_is_described_in_both_languages():
    examples = {name: cls(*([0] * len(cls._fields))) for name, cls in ACTION_TYPES.items()}
    examples["Start"] = Start("place")
    for a in examples.values():
        en, it = R.describe(a, "en"), R.describe(a, "it")
        assert en and it and en != str(a)


def test_events_of_a_game_have_log_lines():
    s = game(3, seed=9)
    rng = Rng(9)
    kinds = set()
    while R.to_act(s) is not None:
        for e in R.apply(s, R.heuristics.rollout_action(s, rng)):
            kinds.add(e.kind)
            if e.kind in ("prestige", "city_completed", "marker_taken", "game_end"):
                assert R.describe_event(e, "en") and R.describe_event(e, "it")
    assert {"claimed", "prestige", "office", "game_end"} <= kinds
    assert s.phase != MAIN


def test_heuristics_evaluate_and_candidates():
    s = game(4, seed=2)
    rng = Rng(2)
    for _ in range(120):
        R.apply(s, R.heuristics.rollout_action(s, rng))
    v = R.heuristics.evaluate(s)
    assert len(v) == 4 and all(0 <= x <= 1 for x in v) and abs(sum(v) - 1) < 1e-6
    legal = R.legal_actions(s)
    cand = R.heuristics.candidates(s, legal)
    assert cand and all(a in legal for a in cand)


def test_preview_lists_targets_without_changing_the_state():
    s = game(4)
    before = s.copy()
    targets = R.preview(s, "place")
    assert targets and all(type(a) is Place for a in targets)
    assert s == before
    assert R.preview(s, "displace") == []  # nobody to displace yet
    r = s.board.live_routes[0]
    assert R.open_post(s, r) == s.board.route_posts[r][0]


def test_a_placement_is_one_log_line():
    m = Match(R, [Seat("Ada", 0), Seat("Bruno", 1)], seed=5)
    seat = m.to_act()
    m.play(Start("place"))
    place = next(a for a in R.legal_actions(m.state) if type(a) is Place)
    m.play(place)
    lines = [line.en for line in m.log if line.seat == seat]
    assert lines == [R.describe(place, "en")]
    assert "Place a piece" not in lines and len(m.actions) == 2
