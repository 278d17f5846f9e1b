"""The arena: AI levels play each other; win rates with 95% intervals and move times.

    python -m game.ai.arena --game tigris --players 2 --seats normal,greedy --games 20
        [--time-scale 0.25] [--seed 1] [--module tests.ai.toygame] [--max-plies 3000]
        [--iterations normal=1000,hard=4000]

Seats are rotated from game to game (game g gives seat i the level
``seats[(i + g) % N]``) so no level keeps the first-player seat, and the N games
of one rotation share a match seed (the same setup and draws, as in duplicate
bridge), which takes the luck of the deal out of the comparison. A win counts 1
shared among the seats ranked first (a two-way tie gives each 0.5). Intervals are
Wilson score intervals; times are wall-clock seconds per decision.

With more than two players the report also counts, for each pair of different
levels, how often the first finished above the second (every pair of seats in a
game is one meeting; a tie is half), and each level's share of the per-seat win
rates of a pair (the AIs play to win, not to finish second).
``--iterations`` fixes a level's search to a number of iterations (per process),
which makes a run independent of the machine's load.

    python -m game.ai.arena --tally LOG [LOG ...]

adds up the game lines of arena logs (runs stopped early, or several runs of the
same match-up) and prints the win rates, pairwise meetings and shares of them all.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from game.ai import make_agent
from game.ai.adapter import mix_seed
from game.ai.parallel import close_helper, rules_table
from game.match import Match, Seat


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (``wins`` may be fractional)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    xs = sorted(values)
    k = min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))
    return xs[k]


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0
    times: list[float] = field(default_factory=list)


def play_game(
    rules: Any,
    levels: list[str],
    seed: int,
    time_scale: float,
    max_plies: int,
    iterations: dict[str, int] | None = None,
) -> tuple[list[float], list[list[float]], list[int]]:
    """One game; per-seat win shares, per-seat decision times and final ranks."""
    seats = [Seat(f"{lv} {i}", i, "ai", lv) for i, lv in enumerate(levels)]
    match = Match(rules, seats, seed)
    fixed = iterations or {}
    agents = [make_agent(lv, iterations=fixed.get(lv), time_scale=time_scale) for lv in levels]
    times: list[list[float]] = [[] for _ in levels]
    while not match.is_over() and len(match.actions) < max_plies:
        seat = match.to_act()
        assert seat is not None
        observation = rules.observe(match.state, seat)
        position = match.to_json() if getattr(agents[seat], "parallel", False) else None
        t0 = time.perf_counter()
        action = agents[seat].choose(
            rules, observation, seat, mix_seed(seed, len(match.actions), seat), position
        )
        times[seat].append(time.perf_counter() - t0)
        match.play(action)
    n = len(levels)
    if not match.is_over():
        return [1.0 / n] * n, times, [1] * n
    ranks = list(rules.outcome(match.state).ranks)
    winners = [s for s, r in enumerate(ranks) if r == 1]
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)], times, ranks


def meetings(
    levels: list[str], ranks: list[int], table: dict[tuple[str, str], list[float]]
) -> None:
    """Add one game's pairwise results to ``table[(a, b)] = [a's score, meetings]``."""
    for i, a in enumerate(levels):
        for j, b in enumerate(levels):
            if i == j or a == b:
                continue
            cell = table.setdefault((a, b), [0.0, 0])
            cell[0] += 1.0 if ranks[i] < ranks[j] else 0.5 if ranks[i] == ranks[j] else 0.0
            cell[1] += 1


def run(
    game: str,
    players: int,
    seats: list[str],
    games: int,
    time_scale: float = 1.0,
    seed: int = 1,
    modules: tuple[str, ...] = (),
    max_plies: int = 5000,
    out: Any = None,
    iterations: dict[str, int] | None = None,
) -> dict[str, Tally]:
    out = out or sys.stdout
    rules = rules_table(modules)[game]
    if len(seats) != players:
        raise SystemExit(f"--seats needs {players} levels, got {len(seats)}")
    tallies: dict[str, Tally] = {lv: Tally() for lv in seats}
    pairs: dict[tuple[str, str], list[float]] = {}
    records: list[GameRecord] = []
    for g in range(games):
        levels = [seats[(i + g) % players] for i in range(players)]
        t0 = time.perf_counter()
        shares, times, ranks = play_game(
            rules, levels, mix_seed(seed, g // players), time_scale, max_plies, iterations
        )
        meetings(levels, ranks, pairs)
        records.append((levels, shares, ranks))
        for i, lv in enumerate(levels):
            tallies[lv].games += 1
            tallies[lv].wins += shares[i]
            tallies[lv].times.extend(times[i])
        won = ", ".join(f"{lv}={shares[i]:.2g}" for i, lv in enumerate(levels))
        places = " ".join(map(str, ranks))
        took = time.perf_counter() - t0
        print(f"game {g + 1}/{games}: {won}  ranks {places}  ({took:.0f} s)", file=out)
        out.flush()
    print(report(tallies), file=out)
    if players > 2 and pairs:
        print(report_pairs(pairs, records), file=out)
        print(report_shares(tallies, records), file=out)
    return tallies


def report(tallies: dict[str, Tally]) -> str:
    lines = [
        f"{'level':8} {'games':>5} {'win rate':>8}  {'95% CI':>13}  "
        f"{'moves':>6} {'mean s':>7} {'p95 s':>6}"
    ]
    for lv, t in tallies.items():
        rate = t.wins / t.games if t.games else 0.0
        lo, hi = wilson(t.wins, t.games)
        mean = sum(t.times) / len(t.times) if t.times else 0.0
        lines.append(
            f"{lv:8} {t.games:5d} {rate:8.2f}  [{lo:.2f}, {hi:.2f}]  "
            + (
                f"{len(t.times):6d} {mean:7.3f} {percentile(t.times, 0.95):6.3f}"
                if t.times
                else f"{'-':>6} {'-':>7} {'-':>6}"
            )
        )
    return "\n".join(lines)


GameRecord = tuple[list[str], list[float], list[int] | None]  # levels, win shares, ranks


def bootstrap(
    records: list[GameRecord], statistic: Any, resamples: int = 2000, seed: int = 1
) -> tuple[float, float]:
    """A 95% percentile-bootstrap interval of ``statistic(records)``, drawing whole games.

    The seats of one game are not independent (one winner among them), so games,
    not seats or meetings, are drawn with replacement.
    """
    rng = random.Random(seed)
    n = len(records)
    values = sorted(
        statistic([records[rng.randrange(n)] for _ in range(n)]) for _ in range(resamples)
    )
    return values[int(0.025 * resamples)], values[min(resamples - 1, int(0.975 * resamples))]


def share_of(records: list[GameRecord], a: str, b: str) -> float:
    """Level ``a``'s share of the per-seat win rates of ``a`` and ``b`` in ``records``."""
    wins = {a: 0.0, b: 0.0}
    seats = {a: 0, b: 0}
    for levels, won, _ in records:
        for lv, w in zip(levels, won, strict=True):
            if lv in wins:
                wins[lv] += w
                seats[lv] += 1
    ra = wins[a] / seats[a] if seats[a] else 0.0
    rb = wins[b] / seats[b] if seats[b] else 0.0
    return ra / (ra + rb) if ra + rb > 0 else 0.5


def above_of(records: list[GameRecord], a: str, b: str) -> float:
    """How often a seat of level ``a`` finished above one of ``b`` (a tie is half)."""
    table: dict[tuple[str, str], list[float]] = {}
    for levels, _, ranks in records:
        if ranks:
            meetings(levels, ranks, table)
    score, n = table.get((a, b), (0.0, 0))
    return score / n if n else 0.5


def report_pairs(
    pairs: dict[tuple[str, str], list[float]], records: list[GameRecord] | None = None
) -> str:
    """Pairwise lines: how often one level finished above another, with a 95% interval
    (resampling games when their ``records`` are given, else Wilson's)."""
    lines = []
    ranked = [r for r in records or [] if r[2]]
    for (a, b), (score, n) in pairs.items():
        if ranked:
            lo, hi = bootstrap(ranked, lambda rs, a=a, b=b: above_of(rs, a, b))
        else:
            lo, hi = wilson(score, int(n))
        lines.append(f"{a} above {b}: {score:g}/{int(n)} = {score / n:.2f}  [{lo:.2f}, {hi:.2f}]")
    return "\n".join(lines)


def report_shares(tallies: dict[str, Tally], records: list[GameRecord] | None = None) -> str:
    """Per pair of levels, the first's share of the two per-seat win rates.

    With two players this is the head-to-head win rate; with more it says how much
    more often a seat of one level wins the game than a seat of the other (a share
    of 0.60 means 1.5 times as often), which is what each AI plays for. Given the
    games' ``records``, each share gets a 95% interval from :func:`bootstrap`.
    """
    rates = {lv: t.wins / t.games for lv, t in tallies.items() if t.games}
    lines = []
    for a, ra in rates.items():
        for b, rb in rates.items():
            if a != b and ra + rb > 0:
                line = f"{a} wins {ra:.2f} per seat, {b} {rb:.2f}: {a}'s share {ra / (ra + rb):.2f}"
                if records:
                    lo, hi = bootstrap(records, lambda rs, a=a, b=b: share_of(rs, a, b))
                    line += f"  [{lo:.2f}, {hi:.2f}]"
                lines.append(line)
    return "\n".join(lines)


_GAME_LINE = re.compile(r"game \d+/\d+: (?P<seats>[^()]*?)(?:  ranks (?P<ranks>[\d ]+))?  \(")


def tally_logs(lines: list[str]) -> str:
    """The report of the game lines among ``lines`` (printed by :func:`run`).

    Lines from logs older than the ranks column count for win rates only.
    """
    tallies: dict[str, Tally] = {}
    pairs: dict[tuple[str, str], list[float]] = {}
    records: list[GameRecord] = []
    players = 0
    for line in lines:
        m = _GAME_LINE.match(line.strip())
        if not m:
            continue
        seats = [part.rsplit("=", 1) for part in m["seats"].split(", ")]
        levels = [lv for lv, _ in seats]
        ranks = [int(r) for r in m["ranks"].split()] if m["ranks"] else None
        records.append((levels, [float(w) for _, w in seats], ranks))
        players = max(players, len(levels))
        for lv, share in seats:
            t = tallies.setdefault(lv, Tally())
            t.games += 1
            t.wins += float(share)
        if ranks:
            meetings(levels, ranks, pairs)
    if not tallies:
        return "no game lines"
    parts = [report(tallies)]
    if players > 2:
        if pairs:
            parts.append(report_pairs(pairs, records))
        parts.append(report_shares(tallies, records))
    return "\n".join(parts)


def parse_iterations(text: str) -> dict[str, int]:
    """``"normal=1000,hard=4000"`` as a dictionary."""
    out = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        level, _, count = part.partition("=")
        out[level.strip()] = int(count)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m game.ai.arena", description=__doc__.split("\n")[0])
    ap.add_argument("--game")
    ap.add_argument("--tally", nargs="+", metavar="LOG", help="add up the games of arena logs")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seats", default="", help="levels, comma-separated, one per seat")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--time-scale", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--module", action="append", default=[], help="extra module with RULES")
    ap.add_argument("--max-plies", type=int, default=5000)
    ap.add_argument("--iterations", default="", help="fixed iterations, e.g. normal=1000,hard=4000")
    args = ap.parse_args(argv)
    if args.tally:
        lines: list[str] = []
        for name in args.tally:
            try:
                with open(name, encoding="utf-8") as f:
                    lines.extend(f)
            except OSError as e:
                raise SystemExit(f"cannot read {name}: {e.strerror}") from None
        print(tally_logs(lines))
        return
    if not args.game:
        ap.error("--game is required")
    try:
        run(
            args.game,
            args.players,
            [s.strip() for s in args.seats.split(",")],
            args.games,
            args.time_scale,
            args.seed,
            tuple(args.module),
            args.max_plies,
            iterations=parse_iterations(args.iterations),
        )
    finally:
        close_helper()


if __name__ == "__main__":
    main()
