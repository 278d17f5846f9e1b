"""Full games over loopback: a host and one client per seat, every game at its largest
table. The host's final state equals a local replay of the moves the clients made, and
every byte each client received is checked: each view's state is exactly its seat's
observation at that move (never another seat's hand, rack, plan or the deck), its
events are only those that seat may read, and neither the seed nor the generator's
state appears anywhere in the text."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from netplay import easy_ai, join, play_out, remote_table, start_host

from game import GAMES
from game.core import action_from_json
from game.match import Match
from net.texts import log_line_json
from net.wire import encode_state, event_json, observation

# large seeds, so that finding their digits in the captured text means a leak
SEEDS = {"tigris": 7_340_031_977, "hansa": 5_002_419_883, "wallenstein": 9_871_204_553,
         "revolution": 6_610_093_217, "kingmaker": 8_190_552_361}
# random Hansa games last ~10,000 moves: its clients play the easy computer on the
# observation they decoded (~900 moves), which also proves the decoded state playable
PICK = {"hansa": easy_ai(GAMES)}
VIEW_KEYS = {"v", "t", "table", "move", "seat", "to_act", "over", "state", "legal", "undo",
             "seats", "log_from", "log", "events", "outcome", "patch", "epoch"}


async def _game(game: str):
    rules = GAMES[game]
    table = remote_table(game, rules.max_players, SEEDS[game])
    host = await start_host([table])
    try:
        sessions = [await join(host, c["code"]) for c in table.invitations()]
        t0 = time.perf_counter()
        actions = await play_out(sessions, SEEDS[game], pick=PICK.get(game))
        print(game, len(actions), "moves", round(time.perf_counter() - t0, 2), "s")
        for s in sessions:
            while s.view["move"] < table.move:
                await asyncio.wait_for(s.receive(), 5)
        return table, sessions, actions
    finally:
        await host.stop()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_full_game_at_max_seats_hides_what_is_not_yours(game):
    rules = GAMES[game]
    table, sessions, actions = asyncio.run(_game(game))
    assert table.match.is_over()
    m = table.match
    n = m.players

    # every view each seat received, by move
    views: dict[tuple[int, int], list[dict]] = {}
    secrets_seen = set()
    for s in sessions:
        seat = s.view["seat"]
        state = None
        for raw in s.received:
            msg = json.loads(raw)
            if msg["t"] == "view":
                assert set(msg) <= VIEW_KEYS
                assert msg["seat"] == seat
                # the first view holds the whole observation, the next ones what changed
                state = msg["state"] if "state" in msg else {**state, **msg["patch"]}
                msg["state"] = state
                views.setdefault((seat, msg["move"]), []).append(msg)
    # the local replay, move by move: the same game, and what each seat may see of it
    local = Match(rules, m.seats, m.seed, dict(m.options), [])
    hidden_somewhere = False
    for k in range(len(actions) + 1):
        events = local.play(action_from_json(rules, actions[k - 1])) if k else []
        full = encode_state(local.state)
        for seat in range(n):
            expect = encode_state(observation(rules, local.state, seat))
            hidden_somewhere |= expect != full
            for v in views.get((seat, k), []):
                assert v["state"] == expect, (game, seat, k)
                if v["events"]:
                    assert v["events"] == [event_json(e) for e in events
                                           if not e.private or e.seat == seat]
        secrets_seen.add(str(local.state.rng.s))
    assert encode_state(local.state) == full == encode_state(m.state)
    assert local.state.rng.s == m.state.rng.s
    assert hidden_somewhere or not rules.hidden_information
    for s in sessions:  # every seat saw the end and the whole log
        assert s.view["over"] and s.view["move"] == len(actions)
        assert s.log == [log_line_json(ln) for ln in local.log]
    seed = m.seed
    needles = {str(seed), hex(seed)[2:], str(seed & 0xFFFFFFFF)} | secrets_seen
    for s in sessions:
        text = "".join(s.received)
        for needle in needles:
            if len(needle) >= 9:
                assert needle not in text, (game, needle)
