"""Moves from a save file or a buggy caller must have exactly their declared field types
(issue 24, item 9): ``1.0`` or ``True`` compares equal to ``1`` but is no move."""

from __future__ import annotations

import pytest

from game import GAMES
from game.core import IllegalAction, Rng, action_from_json, action_to_json
from game.tigris.actions import Commit

# The move kinds the fuzzing campaign got accepted with a float or a bool for an int.
NAMED = {
    "tigris": {"Commit"},
    "wallenstein": {"DraftTake", "PlaceGroup", "Count", "Defend", "Plan", "LeaveEmpty",
                    "RecruitMove"},
    "hansa": {"Displace"},
}


def _wrong_typed(action) -> list:
    """Copies of ``action`` with one field of the wrong type that compares equal."""
    out = []
    for i, v in enumerate(action):
        subs = []
        if type(v) is int:
            subs.append(float(v))
            if v in (0, 1):
                subs.append(bool(v))
        elif type(v) is bool:
            subs.append(int(v))
        elif type(v) is tuple and v and all(type(x) is int for x in v):
            subs.append(tuple(float(x) for x in v))
        for w in subs:
            out.append(action._replace(**{action._fields[i]: w}))
    return out


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_wrong_typed_moves_are_refused_without_touching_the_state(gid):
    rules = GAMES[gid]
    rng = Rng(24)
    tried: dict[str, int] = {}
    state = rules.new_game(rules.max_players, 104)
    for _ in range(1500):
        if rules.to_act(state) is None:
            break
        legal = rules.legal_actions(state)
        for a in legal:
            name = type(a).__name__
            if tried.get(name, 0) >= 8:
                continue
            for bad in _wrong_typed(a):
                before = state.copy()
                with pytest.raises(IllegalAction) as err:
                    rules.apply(state, bad)
                assert err.value.text("it") != err.value.text("en")
                assert state == before, f"{bad!r} changed the state"
                with pytest.raises(ValueError):
                    action_from_json(rules, action_to_json(bad))
                tried[name] = tried.get(name, 0) + 1
        rules.apply(state, rng.choice(legal))
    assert NAMED.get(gid, set()) <= set(tried), NAMED[gid] - set(tried)


def test_decoding_a_move_checks_every_field_type():
    rules = GAMES["tigris"]
    assert action_from_json(rules, ["Commit", 1]) == Commit(1)
    for bad in (["Commit", 1.0], ["Commit", True], ["Commit", "1"], ["Commit", None],
                ["SwapTiles", [1.0, 0, 0, 0]], ["SwapTiles", [1, 0, "a", 0]],
                ["SwapTiles", 3], ["PlaceTile", 1, [2]]):
        with pytest.raises(ValueError):
            action_from_json(rules, bad)
    assert action_from_json(rules, ["SwapTiles", [1, 0, 0, 0]]).counts == (1, 0, 0, 0)
