"""The common protocol, checked against every game in game.GAMES."""

from __future__ import annotations

import json

import pytest

from game import GAMES
from game.core import Event, IllegalAction, Outcome, Rng, action_from_json, action_to_json
from game.match import Match, Seat

CASES = [(gid, n) for gid, r in sorted(GAMES.items())
         for n in range(r.min_players, r.max_players + 1)]
SEEDS = (1, 2)
MAX_ACTIONS = 20000
# games whose default has no round limit (Kingmaker ends with one crowned heir, which random
# play seldom brings about): played here with a limit
BOUNDED = {"kingmaker": {"turn_limit": 30}}


def random_game(rules, players: int, seed: int, keep_states: bool = False):
    """Random legal play to the end; returns (state, actions[, states])."""
    state = rules.new_game(players, seed, BOUNDED.get(rules.id))
    rng = Rng(seed * 7919 + players)
    actions, states = [], []
    while rules.to_act(state) is not None:
        legal = rules.legal_actions(state)
        assert legal, "a game that is not over must offer a legal action"
        a = rng.choice(legal)
        if keep_states:
            states.append(state.copy())
        events = rules.apply(state, a)
        assert isinstance(events, list) and all(isinstance(e, Event) for e in events)
        actions.append(a)
        assert len(actions) < MAX_ACTIONS, "the game does not end"
    return state, actions, states


@pytest.mark.parametrize("gid,players", CASES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_reaches_an_outcome(gid, players, seed):
    rules = GAMES[gid]
    state, actions, _ = random_game(rules, players, seed)
    assert rules.is_over(state)
    assert rules.legal_actions(state) == []
    out = rules.outcome(state)
    assert isinstance(out, Outcome)
    assert len(out.scores) == len(out.ranks) == players
    assert min(out.ranks) == 1
    assert all(1 <= r <= players for r in out.ranks)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_same_seed_and_actions_give_the_same_state(gid):
    rules = GAMES[gid]
    n = rules.max_players
    a, actions, _ = random_game(rules, n, 11)
    b = rules.new_game(n, 11, BOUNDED.get(rules.id))
    for act in actions:
        rules.apply(b, act)
    assert rules.observe(a, 0) == rules.observe(b, 0)
    assert rules.outcome(a).scores == rules.outcome(b).scores
    # a different seed gives a different game somewhere along the way
    c, actions_c, _ = random_game(rules, n, 12)
    assert actions_c != actions or rules.outcome(c).scores != rules.outcome(a).scores


def _illegal_candidates(rules, state):
    """Actions of the game's own types that are not legal now."""
    legal = set(rules.legal_actions(state))
    pool = []
    other = rules.new_game(rules.max_players, 99)
    rng = Rng(5)
    for _ in range(200):
        if rules.to_act(other) is None:
            break
        acts = rules.legal_actions(other)
        pool.extend(acts)
        rules.apply(other, rng.choice(acts))
    return [a for a in pool if a not in legal]


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_illegal_action_raises_and_leaves_state_unchanged(gid):
    rules = GAMES[gid]
    state = rules.new_game(rules.min_players, 3)
    rng = Rng(3)
    for _ in range(15):
        if rules.to_act(state) is None:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    bad = _illegal_candidates(rules, state)
    assert bad, "could not find an illegal action to try"
    for action in bad[:40]:
        before = state.copy()
        with pytest.raises(IllegalAction) as err:
            rules.apply(state, action)
        assert str(err.value).strip()
        assert err.value.text("it").strip()
        assert state == before, f"{action} changed the state although it was refused"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_copy_is_independent(gid):
    rules = GAMES[gid]
    state = rules.new_game(rules.max_players, 4)
    twin = state.copy()
    assert twin == state
    rules.apply(twin, rules.legal_actions(twin)[0])
    assert twin != state


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_observe_hides_and_determinize_is_consistent(gid):
    rules = GAMES[gid]
    n = rules.max_players
    _, _, states = random_game(rules, n, 21, keep_states=True)
    mid = states[len(states) // 3]
    for seat in range(n):
        obs = rules.observe(mid, seat)
        assert obs == rules.observe(obs, seat), "observe must be idempotent"
        det = rules.determinize(obs, seat, Rng(1))
        det2 = rules.determinize(mid, seat, Rng(2))
        # a determinization looks, to the seat, exactly like what it saw
        assert rules.observe(det, seat) == obs
        assert rules.observe(det2, seat) == obs
        # and it is a playable state
        if rules.to_act(det) is not None:
            assert rules.legal_actions(det)
    if rules.hidden_information:
        # some seat's view must differ from the full state, and views differ by seat
        views = [rules.observe(mid, s) for s in range(n)]
        assert any(v != mid for v in views)
        assert any(views[i] != views[j] for i in range(n) for j in range(i))


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_hidden_information_is_canonical(gid):
    """Two determinizations for seat 0 are different worlds with one observation."""
    rules = GAMES[gid]
    if not rules.hidden_information:
        pytest.skip("no hidden information")
    _, _, states = random_game(rules, rules.max_players, 31, keep_states=True)
    mid = states[len(states) // 2]
    obs = rules.observe(mid, 0)
    worlds = [rules.determinize(obs, 0, Rng(s)) for s in range(6)]
    assert all(rules.observe(w, 0) == obs for w in worlds)
    assert any(w != worlds[0] for w in worlds[1:]), "determinize never varies the hidden part"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_save_load_replay_round_trip(gid, tmp_path):
    rules = GAMES[gid]
    n = rules.min_players
    seats = [Seat(f"P{i}", i, "human") for i in range(n)]
    m = Match(rules, seats, seed=77)
    rng = Rng(77)
    for _ in range(60):
        if m.is_over():
            break
        m.play(rng.choice(rules.legal_actions(m.state)))
    for a in m.actions:
        assert action_from_json(rules, json.loads(json.dumps(action_to_json(a)))) == a
    path = tmp_path / "save.json"
    m.save(path)
    back = Match.load(path, GAMES)
    assert back.actions == m.actions
    assert back.state == m.state
    assert [line.en for line in back.log] == [line.en for line in m.log]


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_action_is_described_in_both_languages(gid):
    rules = GAMES[gid]
    _, _, states = random_game(rules, rules.max_players, 41, keep_states=True)
    seen: set[str] = set()
    for st in states[::3]:
        for a in rules.legal_actions(st)[:30]:
            kind = type(a).__name__
            en, it = rules.describe(a, "en"), rules.describe(a, "it")
            assert en.strip() and it.strip(), f"{a} has no description"
            seen.add(kind)
    assert seen


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_rules_object_is_complete(gid):
    rules = GAMES[gid]
    assert rules.id == gid and rules.title
    assert 1 <= rules.min_players <= rules.max_players <= 7
    assert rules.action_types
    for opt in rules.options:
        assert opt.label("en") and opt.label("it") and opt.default in opt.choices
        named = [v for v, _ in opt.value_names]
        assert set(named) <= set(opt.choices)
        for value in opt.choices:
            if isinstance(value, str) and not value.isdigit():  # a code word, not a number
                assert value in named, (opt.key, value)
                assert opt.value_name(value, "en") != opt.value_name(value, "it")
    assert hasattr(rules, "heuristics")
