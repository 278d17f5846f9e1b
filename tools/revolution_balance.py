"""Revolution balance figures (a measurement, not a test): final VP per faction by source.

    python -m tools.revolution_balance [--players 2,4,5] [--games 100]
        [--policy rollout|greedy|normal] [--iterations 40] [--seed 1] [--options key=value,...]

Plays complete games with every seat on the fast rollout policy, the greedy agent or the
normal search at a fixed number of iterations (``--iterations``: the run replays), then
prints, per player count, each faction's mean final VP from cities, provinces and its
objective with a 95% interval on the total, each seat's win share (Wilson interval) and
mean margin, the seats' VP at the end of every turn and the coins each faction holds when
each turn ends. With ``--verbose`` every game prints a line as it ends.
"""

from __future__ import annotations

import argparse
import math
import time

from game.core import Rng
from game.revolution import RULES
from game.revolution import ai as A
from game.revolution import text as T

SOURCES = ("cities", "provinces", "objective", "total")


TRACE: list[dict] = []  # per game of the last collect: VP and coins at each turn's end


def play(players: int, seed: int, policy: str, options: dict,
         iterations: int = 40) -> list[dict]:
    """One full game; the final VP rows per faction ({} for factions not in play)."""
    s = RULES.new_game(players, seed, options)
    rng = Rng(seed * 7919 + players)
    agent = None
    if policy in ("greedy", "normal"):
        from game.ai.agents import make_agent

        agent = make_agent(policy, iterations=iterations if policy == "normal" else None)
    ply = 0
    turn = s.turn
    vp_by_turn: list[list[float]] = []
    coins_by_turn: list[list[int]] = []
    while s.need is not None:
        if agent is None:
            a = A.rollout_action(s, rng)
        else:
            seat = RULES.to_act(s)
            a = agent.choose(RULES, RULES.observe(s, seat), seat, seed * 1009 + ply)
        RULES.apply(s, a)
        ply += 1
        if s.turn != turn or s.need is None:
            vp_by_turn.append(list(s.vp))
            coins_by_turn.append(list(s.treas[:5]))
            turn = s.turn
    TRACE.append({"vp": vp_by_turn, "coins": coins_by_turn})
    return [dict(r) for r in s.vpd]


def mean_ci(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, 0.0
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    return m, 1.96 * sd / math.sqrt(n)


def collect(players: int, games: int, policy: str = "rollout", seed: int = 1,
            options: dict | None = None, iterations: int = 40, verbose: bool = False) -> dict:
    """Per faction the mean VP by source and the total's 95% interval; per seat the win
    share (ties count as wins) and the mean margin over the best other seat."""
    options = options or {}
    t0 = time.process_time()
    TRACE.clear()
    rows = []
    for g in range(games):
        rows.append(play(players, seed + g, policy, options, iterations))
        if verbose:
            print(f"game {seed + g}: " + " ".join(
                f"{T.fname(f, 'en')[:4]} {r['total']:.1f}" for f, r in enumerate(rows[-1]) if r)
                + f"  coins {TRACE[-1]['coins'][-1]}", flush=True)
    cpu = time.process_time() - t0
    s0 = RULES.new_game(players, seed, options)
    facs = [f for f in range(5) if s0.inplay[f]]
    factions = {}
    for f in facs:
        means = {k: sum(r[f][k] for r in rows) / games for k in SOURCES}
        means["ci"] = mean_ci([r[f]["total"] for r in rows])[1]
        factions[f] = means
    seats = sorted({s0.seat_of[f] for f in facs})
    totals = [[sum(r[f]["total"] for f in facs if s0.seat_of[f] == st) for st in seats]
              for r in rows]
    seat_rows = []
    for st in seats:
        margin, ci = mean_ci([t[st] - max(x for i, x in enumerate(t) if i != st)
                              for t in totals])
        seat_rows.append({"factions": [f for f in facs if s0.seat_of[f] == st],
                          "wins": sum(1 for t in totals if t[st] == max(t)) / games,
                          "margin": margin, "ci": ci})
    turns = min(len(t["vp"]) for t in TRACE)
    by_turn = [[sum(sum(t["vp"][k][f] for f in facs if s0.seat_of[f] == st) for t in TRACE)
                / games for st in seats] for k in range(turns)]
    coins = [[sum(t["coins"][k][f] for t in TRACE) / games for f in facs] for k in range(turns)]
    return {"players": players, "games": games, "policy": policy,
            "cpu_per_game": cpu / games, "factions": factions, "seats": seat_rows,
            "vp_by_turn": by_turn, "coins_by_turn": coins}


def report(players: int, games: int, policy: str, seed: int, options: dict,
           iterations: int = 40, verbose: bool = False) -> None:
    from game.ai.arena import wilson

    d = collect(players, games, policy, seed, options, iterations, verbose)
    if policy == "normal":
        policy = f"normal ({iterations} iterations)"
    print(f"\n{players} players, {games} games, {policy} policy "
          f"({d['cpu_per_game']:.2f} s CPU a game)")
    print(f"{'faction':10s}" + "".join(f"{k:>11s}" for k in SOURCES) + "   95% CI")
    for f, m in d["factions"].items():
        print(f"{T.fname(f, 'en'):10s}" + "".join(f"{m[k]:11.2f}" for k in SOURCES)
              + f"   ±{m['ci']:.2f}")
    for st, row in enumerate(d["seats"]):
        names = "+".join(T.fname(f, "en") for f in row["factions"])
        lo, hi = wilson(row["wins"] * games, games)
        print(f"  seat {st + 1} ({names}): wins {row['wins']:.0%} [{lo:.2f}, {hi:.2f}] "
              f"(ties shared as wins), "
              f"margin over the best other {row['margin']:+.2f} ±{row['ci']:.2f}")
    print("  seats' VP at the end of turn 0..5: " + "; ".join(
        "/".join(f"{v:.1f}" for v in vs) for vs in d["vp_by_turn"]))
    print("  coins held at the end of turn 0..5 (" + ", ".join(
        T.fname(f, "en")[:4] for f in d["factions"]) + "): " + "; ".join(
        "/".join(f"{c:.1f}" for c in cs) for cs in d["coins_by_turn"]))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="2,4,5")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--policy", choices=("rollout", "greedy", "normal"), default="rollout")
    ap.add_argument("--iterations", type=int, default=40, help="the normal search's")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="", help="key=value,... (rule options)")
    a = ap.parse_args(argv)
    options: dict = {}
    for kv in filter(None, a.options.split(",")):
        k, v = kv.split("=", 1)
        options[k] = int(v) if v.isdigit() else {"true": True, "false": False}.get(v, v)
    for n in (int(x) for x in a.players.split(",")):
        report(n, a.games, a.policy, a.seed, options, a.iterations, a.verbose)


if __name__ == "__main__":
    main()
