"""What Revolution's computer factions do with their money (a measurement, not a test).

    python -m tools.revolution_coins [--players 2] [--games 50] [--seed 1]
                                     [--policy greedy|rollout]

Plays complete games with every seat on the greedy agent (or the fast rollout policy)
and prints per faction: coins held at the end, coins spent per turn (bids, armies raised
and kept, Water Beggars; turns 1-5), pieces on the map at the end and final VP, plus each
seat's win share and margin. Spending is read from the treasury before and after each of
the faction's own spending actions.
"""

from __future__ import annotations

import argparse
import time

from game.core import Rng
from game.revolution import RULES
from game.revolution import ai as A
from game.revolution import text as T
from game.revolution.actions import Bid, Hire, Raise, Upkeep

SPEND = (Bid, Raise, Hire, Upkeep)
KINDS = {Bid: "bids", Raise: "armies", Hire: "beggars", Upkeep: "upkeep"}


def play(players: int, seed: int, policy: str) -> dict:
    """One full game: per faction coins at the end, coins spent by turn and by kind."""
    s = RULES.new_game(players, seed)
    rng = Rng(seed * 7919 + players)
    agent = None
    if policy == "greedy":
        from game.ai.agents import make_agent

        agent = make_agent("greedy")
    spent = [[0] * 6 for _ in range(5)]
    kinds = [dict.fromkeys(KINDS.values(), 0) for _ in range(5)]
    peak = [0] * 5
    ply = 0
    while s.need is not None:
        if agent is None:
            a = A.rollout_action(s, rng)
        else:
            seat = RULES.to_act(s)
            a = agent.choose(RULES, RULES.observe(s, seat), seat, seed * 1009 + ply)
        f, turn = s.actor, s.turn
        before = s.treas[f]
        RULES.apply(s, a)
        if type(a) in SPEND:
            paid = before - s.treas[f]
            spent[f][turn] += paid
            kinds[f][KINDS[type(a)]] += paid
        for g in range(5):
            peak[g] = max(peak[g], s.treas[g])
        ply += 1
    on_map = [sum(s.cnt[g::6]) for g in range(6)]
    return {"treas": s.treas[:], "spent": spent, "kinds": kinds, "peak": peak,
            "map": on_map, "vp": s.vp[:],
            "scores": list(s.scores), "inplay": s.inplay[:]}


def collect(players: int, games: int, policy: str = "greedy", seed: int = 1) -> dict:
    t0 = time.process_time()
    rows = [play(players, seed + g, policy) for g in range(games)]
    cpu = time.process_time() - t0
    facs = [f for f in range(5) if rows[0]["inplay"][f]]
    out = {}
    for f in facs:
        out[f] = {
            "end": sum(r["treas"][f] for r in rows) / games,
            "peak": sum(r["peak"][f] for r in rows) / games,
            "per_turn": [sum(r["spent"][f][t] for r in rows) / games for t in range(6)],
            "kinds": {k: sum(r["kinds"][f][k] for r in rows) / games for k in KINDS.values()},
            "map": sum(r["map"][f] for r in rows) / games,
            "vp": sum(r["vp"][f] for r in rows) / games,
        }
    nseat = len(rows[0]["scores"])
    seats = []
    for st in range(nseat):
        wins = sum(1 for r in rows if r["scores"][st] == max(r["scores"])) / games
        margin = sum(r["scores"][st] - max(x for i, x in enumerate(r["scores"]) if i != st)
                     for r in rows) / games
        seats.append({"wins": wins, "margin": margin})
    return {"factions": out, "seats": seats, "cpu_per_game": cpu / games}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--policy", choices=("greedy", "rollout"), default="greedy")
    a = ap.parse_args(argv)
    d = collect(a.players, a.games, a.policy, a.seed)
    print(f"{a.players} players, {a.games} games, {a.policy} (seeds {a.seed}..."
          f"{a.seed + a.games - 1}, {d['cpu_per_game']:.2f} s CPU a game)")
    print(f"{'faction':10s} {'end':>5s} {'peak':>5s}  spent per turn 1..5 (sum)"
          f"{'':8s}bids armies beggars upkeep  map    VP")
    for f, m in d["factions"].items():
        pt = m["per_turn"]
        k = m["kinds"]
        print(f"{T.fname(f, 'en'):10s} {m['end']:5.1f} {m['peak']:5.1f}  "
              + " ".join(f"{x:4.1f}" for x in pt[1:]) + f" ({sum(pt[1:]):5.1f})  "
              + f"{k['bids']:4.1f} {k['armies']:6.1f} {k['beggars']:7.1f} {k['upkeep']:6.1f}"
              + f" {m['map']:4.1f} {m['vp']:5.2f}")
    for st, row in enumerate(d["seats"]):
        print(f"  seat {st + 1}: wins {row['wins']:.0%}, margin {row['margin']:+.2f}")


if __name__ == "__main__":
    main()
