"""Full games over loopback: a host and one client per seat, every game at its largest
table; the host's final state equals a local replay of the moves the clients made,
and each client's last view is exactly its seat's observation of that state."""

from __future__ import annotations

import asyncio
import time

import pytest
from netplay import easy_ai, join, play_out, remote_table, replay, start_host

from game import GAMES
from net.wire import encode_state, observation

SEEDS = {"tigris": 1, "hansa": 1, "wallenstein": 1, "revolution": 1, "kingmaker": 1}
# random Hansa games last ~10,000 moves: its clients play the easy computer on the
# observation they decoded (~900 moves), which also proves the decoded state playable
PICK = {"hansa": easy_ai(GAMES)}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_full_game_at_max_seats(game):
    rules = GAMES[game]

    async def main():
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

    table, sessions, actions = asyncio.run(main())
    assert table.match.is_over()
    local = replay(table, actions)
    assert encode_state(local.state) == encode_state(table.match.state)
    assert local.state.rng.s == table.match.state.rng.s
    for s in sessions:
        seat = s.view["seat"]
        assert s.view["over"] and s.view["move"] == len(actions)
        assert s.view["state"] == encode_state(observation(rules, local.state, seat))
        assert [tuple(x) for x in s.log] == [(ln.seat, ln.en, ln.it) for ln in local.log]
