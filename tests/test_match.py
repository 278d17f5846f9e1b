"""Matches: undo, saves and bad save files (game-independent, run on every game)."""

from __future__ import annotations

import json

import pytest

from game import GAMES
from game.core import Rng
from game.match import Match, SaveError, Seat, peek

GIDS = sorted(GAMES)


def _match(gid, ai_seats=(), seed=5):
    rules = GAMES[gid]
    seats = [Seat(f"P{i}", i, "ai" if i in ai_seats else "human")
             for i in range(rules.min_players)]
    return Match(rules, seats, seed=seed)


def _play(m, k, seed=1):
    rng = Rng(seed)
    for _ in range(k):
        if m.is_over():
            break
        m.play(rng.choice(m.rules.legal_actions(m.state)))


@pytest.mark.parametrize("gid", GIDS)
def test_undo_never_crosses_a_reveal(gid):
    m = _match(gid)
    _play(m, 40)
    while m.can_undo():
        n = len(m.actions)
        assert m.undo()
        assert len(m.actions) < n
        assert len(m.actions) >= m.barrier
    assert m.undo() is False


@pytest.mark.parametrize("gid", GIDS)
def test_undo_rebuilds_the_earlier_position(gid):
    m = _match(gid)
    _play(m, 3)
    target = m.undo_target()
    if target is None:
        pytest.skip("the opening revealed hidden information at once")
    ref = _match(gid)
    for a in m.actions[:target]:
        ref.play(a)
    m.undo()
    assert m.state == ref.state


@pytest.mark.parametrize("gid", GIDS)
def test_undo_takes_back_only_the_acting_seats_own_moves(gid):
    """Undo never crosses another seat's decision, a change of the seat to act, a
    computer's move or the end of the game (checked after every move of a random game)."""
    for ai_seats in ((), (1,)):
        m = _match(gid, ai_seats=ai_seats)
        rng = Rng(3)
        allowed = 0
        for _ in range(60):
            if m.is_over():
                break
            seat = m.to_act()
            last = m.actors[-1] if m.actors else None
            t = m.undo_target()
            if last != seat or m.seats[seat].is_ai or len(m.actions) <= m.barrier:
                assert t is None
            else:
                i = len(m.actions) - 1
                joins = getattr(m.rules, "undo_with_next", lambda a: False)
                while i > m.barrier and m.actors[i - 1] == seat and joins(m.actions[i - 1]):
                    i -= 1  # a step-opening action (Hansa's Start) goes with its step
                assert t == i and all(a == seat for a in m.actors[t:])
                assert m.undo_target(seat) == t
                other = (seat + 1) % m.players
                assert m.undo_target(other) is None  # only the seat at the screen
                allowed += 1
            m.play(rng.choice(m.rules.legal_actions(m.state)))
        if m.is_over():
            assert not m.can_undo()
        if not ai_seats:
            assert allowed > 0  # a seat's own moves within its turn can be taken back


def test_bad_save_files_give_clear_messages_and_stay_untouched(tmp_path):
    gid = GIDS[0]
    good = _match(gid)
    _play(good, 5)
    data = good.to_json()
    cases = {
        "truncated.json": json.dumps(data)[:50],
        "garbage.json": "\x00\x01not json",
        "foreign.json": json.dumps({"hello": "world"}),
        "newer.json": json.dumps({**data, "version": 99}),
        "unknown-game.json": json.dumps({**data, "game": "chess"}),
        "bad-action.json": json.dumps({**data, "actions": [["NoSuchMove", 1]], "progress": 1}),
        "illegal-move.json": json.dumps({**data, "actions": data["actions"] * 3,
                                         "progress": len(data["actions"]) * 3}),
        "bad-seats.json": json.dumps({**data, "seats": []}),
    }
    for name, text in cases.items():
        p = tmp_path / name
        p.write_text(text, encoding="utf-8")
        before = p.read_bytes()
        with pytest.raises(SaveError) as err:
            Match.load(p, GAMES)
        assert str(err.value)
        assert p.read_bytes() == before
    with pytest.raises(SaveError):
        peek(tmp_path / "newer.json")


def test_atomic_save_replaces_and_leaves_no_temporary_files(tmp_path):
    m = _match(GIDS[0])
    p = tmp_path / "auto.json"
    for _ in range(3):
        _play(m, 2)
        m.save(p)
    assert [f.name for f in tmp_path.iterdir()] == ["auto.json"]
    info = peek(p)
    assert info["game"] == GIDS[0] and info["progress"] == len(m.actions)


def test_an_event_that_repeats_its_action_is_logged_once():
    from game.core import Event

    class Echo:
        """A rules stub whose one event says what the action said."""

        id, min_players, max_players = "echo", 1, 1

        def new_game(self, players, seed, options=None):
            return {"n": 0}

        def to_act(self, state):
            return 0

        def apply(self, state, action):
            return [Event("same", seat=0), Event("other", seat=0)]

        def describe(self, action, lang="en"):
            return "takes the treasure"

        def describe_event(self, ev, lang="en"):
            return "takes the treasure" if ev.kind == "same" else "two kingdoms unite"

    m = Match(Echo(), [Seat("A")], seed=1)
    m.play(("x",))
    assert [line.en for line in m.log] == ["takes the treasure", "two kingdoms unite"]


def test_an_event_equal_to_the_last_move_s_line_is_still_logged():
    """Hansa's income is logged by its event ("takes income: 3 traders"); two incomes in a
    row bring the same, and the second line was dropped as an "echo" of the first."""
    from game.core import Event

    class Income:
        id, min_players, max_players = "income", 1, 1

        def new_game(self, players, seed, options=None):
            return {"n": 0}

        def to_act(self, state):
            return 0

        def apply(self, state, action):
            return [Event("income", seat=0)]

        def describe(self, action, lang="en"):
            return "takes income"

        def logs_action(self, action):
            return False

        def describe_event(self, ev, lang="en"):
            return "takes income: 3 traders"

    m = Match(Income(), [Seat("A")], seed=1)
    m.play(("x",))
    m.play(("x",))
    assert [line.en for line in m.log] == ["takes income: 3 traders"] * 2


def test_the_start_player_is_drawn_from_the_seed_and_order_is_kept():
    from game.match import random_start

    seats = [Seat(n) for n in "ABCD"]
    starts = {random_start(seats, seed)[0].name for seed in range(40)}
    assert starts == set("ABCD")
    order = [s.name for s in random_start(seats, 6)]
    assert order == ["C", "D", "A", "B"]  # clockwise order unchanged


@pytest.mark.parametrize("gid", GIDS)
def test_a_save_whose_move_list_was_cut_is_refused_and_left_untouched(gid, tmp_path):
    """Issue 39, item 2: a save whose ``actions`` list is shorter or longer than its own
    ``progress`` (a move dropped, the tail cut, the list emptied) opened silently (an
    emptied list as a brand-new game). It is refused as damaged, by the load and by the
    summary the load screen lists, and the file stays as it was."""
    m = _match(gid)
    _play(m, 12)
    data = m.to_json()
    moves = data["actions"]
    assert len(moves) == 12
    cases = {
        "dropped": moves[:5] + moves[6:],
        "tail": moves[:-3],
        "emptied": [],
        "longer": moves + moves[-1:],
    }
    for name, cut in cases.items():
        p = tmp_path / f"{name}.json"
        p.write_text(json.dumps({**data, "actions": cut}), encoding="utf-8")
        before = p.read_bytes()
        for read in (lambda q: Match.load(q, GAMES), peek):
            with pytest.raises(SaveError) as err:
                read(p)
            assert err.value.text("en").startswith("The save is damaged")
            assert err.value.text("it").startswith("Il salvataggio è danneggiato")
        assert p.read_bytes() == before
    whole = tmp_path / "whole.json"
    m.save(whole)
    assert Match.load(whole, GAMES).actions == m.actions
    old = {k: v for k, v in data.items() if k != "progress"}  # no count: nothing to compare
    assert Match.from_json(old, GAMES).actions == m.actions
