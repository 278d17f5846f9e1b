"""How long the searching levels take per Kingmaker decision, by kind of decision.

    python tools/km_move_times.py --players 2 --level normal --decisions 40 [--seed 1]
                                  [--setup-choice] [--per-kind 6] [--max-plies 1500]
                                  [--every 8] [--offers 0.2] [--time-scale 1]

Games are played by greedy seats; at decision points the chosen level (at its real
time budget, no fixed iterations) also decides, from the same observation, and its
wall-clock and CPU time are recorded (the greedy move is played, so the games stay
cheap). Decision points are picked kind by kind (the pending out-of-turn decision —
set-up, offer, captive, ransom, … — or else the turn's phase): every out-of-turn or
Parliament decision, one in ``--every`` of the others, at most ``--per-kind`` of each
kind per game, until ``--decisions`` are timed. With ``--offers P`` a seat that may make
an offer or propose an alliance does so (a random one) with chance P, as a human
might, so that answers to offers are timed too (the AIs never make offers). Prints the mean, 95th
percentile and maximum per kind and overall. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import GAMES  # noqa: E402
from game.ai import make_agent  # noqa: E402
from game.ai.adapter import mix_seed  # noqa: E402
from game.ai.arena import percentile  # noqa: E402
from game.ai.parallel import close_helper  # noqa: E402
from game.core import Rng  # noqa: E402
from game.kingmaker.actions import Offer, OfferAlliance  # noqa: E402
from game.kingmaker.state import PHASE_IDS  # noqa: E402
from game.match import Match, Seat  # noqa: E402


def kind(state) -> str:
    """The kind of the decision ``state`` asks for."""
    if state.pending:
        return "pending:" + str(state.pending[0][0])
    name = PHASE_IDS[state.phase]
    if name == "parliament" and state.parl is not None:
        return "parliament:" + ("settling" if state.parl[5] is not None else "cards")
    return "phase:" + name


def measure(players: int, level: str, decisions: int, seed: int, setup_choice: bool,
            per_kind: int, max_plies: int, every: int = 8,
            offers: float = 0.0, time_scale: float = 1.0) -> dict[str, list[tuple[float, float]]]:
    """``{kind: [(wall s, cpu s), ...]}`` over games until ``decisions`` are timed."""
    rules = GAMES["kingmaker"]
    greedy = make_agent("greedy")
    agent = make_agent(level, time_scale=time_scale)
    out: dict[str, list[tuple[float, float]]] = {}
    timed = 0
    g = 0
    pick = Rng(seed)
    while timed < decisions:
        g += 1
        options = {"setup_choice": setup_choice}
        match = Match(rules, [Seat(f"P{i}", i, "ai", "greedy") for i in range(players)],
                      seed * 1000 + g, options)
        per_game: dict[str, int] = {}
        while not match.is_over() and len(match.actions) < max_plies and timed < decisions:
            seat = match.to_act()
            obs = rules.observe(match.state, seat)
            k = kind(match.state)
            dseed = mix_seed(seed, g, len(match.actions))
            rare = not k.startswith("phase:")
            if (per_game.get(k, 0) < per_kind and (rare or pick.randrange(every) == 0)
                    and len(rules.legal_actions(match.state)) > 1):
                position = match.to_json() if getattr(agent, "parallel", False) else None
                w0, c0 = time.perf_counter(), time.process_time()
                agent.choose(rules, obs, seat, dseed, position)
                wall, cpu = time.perf_counter() - w0, time.process_time() - c0
                out.setdefault(k, []).append((wall, cpu))
                per_game[k] = per_game.get(k, 0) + 1
                timed += 1
                print(f"game {g} ply {len(match.actions)} {k}: {wall:.2f} s wall, "
                      f"{cpu:.2f} s cpu", flush=True)
            legal = rules.legal_actions(match.state)
            bids = [a for a in legal if isinstance(a, (Offer, OfferAlliance))]
            if bids and pick.random() < offers:
                match.play(bids[pick.randrange(len(bids))])
            else:
                match.play(greedy.choose(rules, obs, seat, dseed))
    return out


def report(out: dict[str, list[tuple[float, float]]]) -> str:
    lines = [f"{'kind':28} {'n':>4} {'mean s':>7} {'p95 s':>6} {'max s':>6} {'cpu mean':>8}"]
    every = [t for ts in out.values() for t in ts]
    for k, ts in sorted(out.items()) + [("all", every)]:
        walls = [w for w, _ in ts]
        lines.append(f"{k:28} {len(ts):4d} {sum(walls) / len(walls):7.3f} "
                     f"{percentile(walls, 0.95):6.3f} {max(walls):6.3f} "
                     f"{sum(c for _, c in ts) / len(ts):8.3f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--setup-choice", action="store_true")
    ap.add_argument("--per-kind", type=int, default=6)
    ap.add_argument("--max-plies", type=int, default=1500)
    ap.add_argument("--every", type=int, default=8)
    ap.add_argument("--offers", type=float, default=0.0)
    ap.add_argument("--time-scale", type=float, default=1.0, help="budget multiplier")
    a = ap.parse_args(argv)
    try:
        out = measure(a.players, a.level, a.decisions, a.seed, a.setup_choice, a.per_kind,
                      a.max_plies, a.every, a.offers, a.time_scale)
    finally:
        close_helper()
    print(report(out))


if __name__ == "__main__":
    main()
