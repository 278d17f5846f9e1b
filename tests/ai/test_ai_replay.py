"""The AI processes' match cache: replay only new actions, rebuild on anything else."""

from __future__ import annotations

from game.ai.adapter import GameView
from game.ai.parallel import rules_table
from game.ai.replay import MatchCache
from game.core import Rng
from game.match import Match, Seat
from tests.ai.toygame import RULES

GAMES = rules_table(("tests.ai.toygame",))


def played(seed: int, plies: int) -> Match:
    match = Match(RULES, [Seat("a", 0, "ai", "normal"), Seat("b", 1, "ai", "normal")], seed)
    view, rng = GameView(RULES), Rng(seed)
    for _ in range(plies):
        legal = view.legal(match.state)
        match.play(legal[rng.randrange(len(legal))])
    return match


def fields(state) -> dict:
    return {k: getattr(state, k) for k in type(state).__slots__ if k != "rng"} | {
        "rng": state.rng.copy().next64()
    }


def same_position(a: Match, b: Match) -> bool:
    return a.to_json()["actions"] == b.to_json()["actions"] and fields(a.state) == fields(
        b.state
    )


def test_extending_request_replays_only_new_actions():
    full = played(4, 6)
    data = full.to_json()
    cache = MatchCache()
    first = cache.match(dict(data, actions=data["actions"][:3], progress=3), GAMES)
    assert cache.replayed == 3 and len(first.actions) == 3
    second = cache.match(data, GAMES)
    assert cache.replayed == 3 and second is first  # three new actions, same object
    assert same_position(second, Match.from_json(data, GAMES))
    assert cache.match(data, GAMES) is first and cache.replayed == 0


def test_undo_other_match_or_other_seed_rebuilds():
    full = played(4, 6)
    data = full.to_json()
    cache = MatchCache()
    cache.match(data, GAMES)
    shorter = dict(data, actions=data["actions"][:2], progress=2)  # an undo
    m = cache.match(shorter, GAMES)
    assert cache.replayed == 2 and same_position(m, Match.from_json(shorter, GAMES))
    other = played(5, 4).to_json()  # a different seed and different moves
    m = cache.match(other, GAMES)
    assert cache.replayed == 4 and same_position(m, Match.from_json(other, GAMES))
    # same actions, other seed: the deal differs, so the cache must not be used
    reseeded = dict(other, seed=other["seed"] + 1, actions=[], progress=0)
    m = cache.match(reseeded, GAMES)
    assert m.seed == other["seed"] + 1 and cache.replayed == 0 and not m.actions
