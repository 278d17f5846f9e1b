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


def _misshapen(cls: type, sample: tuple) -> list:
    """Moves of kind ``cls`` built past the constructor (``tuple.__new__``) with one field
    too few or too many, and none at all."""
    out = [tuple.__new__(cls, (*sample, 0)), tuple.__new__(cls, (*sample, None))]
    if sample:
        out += [tuple.__new__(cls, sample[:-1]), tuple.__new__(cls, ())]
    return out


def _plain(text: str, action) -> None:
    """A refusal a player can read: no Python form of the move (its class name may be a
    word of a printed name inside the sentence: Hansa's "Remove 3" marker)."""
    for bad in ("<class", "NoneType", "(", "_"):
        assert bad not in text, (bad, text)
    assert not text.startswith(type(action).__name__ + " "), text


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_moves_of_the_wrong_length_are_refused_with_a_plain_reason(gid):
    """Issue 39, item 4: a move with the wrong number of fields raised IndexError or
    ValueError, or was accepted (Kingmaker's ``EndPhase(0,)``); anything else than a move
    (None, a class) too. The refusal never shows the internal form."""
    rules = GAMES[gid]
    rng = Rng(39)
    state = rules.new_game(rules.max_players, 39)
    seen: dict[str, int] = {}
    for _ in range(400):
        if rules.to_act(state) is None:
            break
        legal = rules.legal_actions(state)
        tries = [None, type(legal[0]), 3, (), "EndTurn"]
        for a in legal:
            if seen.get(type(a).__name__, 0) < 3:
                seen[type(a).__name__] = seen.get(type(a).__name__, 0) + 1
                tries += _misshapen(type(a), tuple(a))
        for bad in tries:
            before = state.copy()
            with pytest.raises(IllegalAction) as err:
                rules.apply(state, bad)
            assert state == before, f"{bad!r} changed the state"
            for lang in ("en", "it"):
                _plain(err.value.text(lang), bad)
        rules.apply(state, rng.choice(legal))


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_move_refused_now_is_named_in_words(gid):
    """Issue 39, item 4: "Bid(settlement=3) is not allowed now." showed the move's Python
    form; a well-formed move that is not legal now gets a sentence without it."""
    rules = GAMES[gid]
    rng = Rng(7)
    state = rules.new_game(rules.max_players, 7)
    kinds = list(rules.action_types.values())
    refused = 0
    for _ in range(300):
        if rules.to_act(state) is None:
            break
        legal = rules.legal_actions(state)
        for a in rng.choice([legal, legal[:1]]):
            for cls in kinds:
                if cls is type(a) or len(cls._fields) != len(a):
                    continue
                other = cls(*a)
                if other in legal:
                    continue
                before = state.copy()
                try:
                    rules.apply(state, other)
                except IllegalAction as err:
                    refused += 1
                    for lang in ("en", "it"):
                        _plain(err.text(lang), other)
                else:  # pragma: no cover - the assertion names the move
                    raise AssertionError(f"{other!r} was accepted")
                assert state == before
        rules.apply(state, rng.choice(legal))
    assert refused > 20
