"""How well a game's evaluation predicts the winner, by stage of the game (a figure).

    python tools/calibrate_eval.py GAME PLAYERS [GAMES] [--greedy]

Plays GAMES self-play games with the rollout policy, or with ``--greedy`` the
ladder's greedy agent (one ply on the evaluation), with 5% random moves mixed in.
Positions are sampled and grouped into fifths of the game by ply. For each fifth it
prints the evaluation's log-loss against the actual result (a flat guess scores
log(players)), how often its favourite won, and its calibration scale: the power k
for which p_i^k / sum_j p_j^k fits the results best. k = 1 means calibrated; k > 1
means the evaluation is too cautious (values too close to 1/players), k < 1 that it
is too sure of itself. The search's values mix evaluations with real results, so a
well-calibrated evaluation keeps them on one scale.
"""

from __future__ import annotations

import math
import sys

from game import GAMES
from game.ai.adapter import GameView
from game.ai.agents import GreedyAgent
from game.bench import BOUNDED
from game.core import Rng

RANDOM_MOVES = 0.05
SAMPLE = 0.08
BUCKETS = 5

Sample = tuple[int, list[float]]  # ply, evaluation


def play(view: GameView, players: int, seed: int, greedy: bool) -> list[tuple]:
    """(fifth of the game, evaluation, result) for the sampled positions of one game."""
    rng = Rng(seed * 7919 + players)
    rules = view.rules
    state = rules.new_game(players, seed, BOUNDED.get(rules.id))  # games that end
    agent = GreedyAgent()
    kept: list[Sample] = []
    ply = 0
    while view.to_act(state) is not None:
        if rng.random() < SAMPLE:
            kept.append((ply, view.values(state)))
        if rng.random() < RANDOM_MOVES:
            legal = view.legal(state)
            action = legal[rng.randrange(len(legal))]
        elif greedy:
            seat = view.to_act(state)
            action = agent.choose(rules, rules.observe(state, seat), seat, seed * 1000 + ply)
        else:
            action = view.rollout_action(state, None, rng)
        view.apply(state, action)
        ply += 1
    result = view.values(state)
    return [(min(BUCKETS - 1, p * BUCKETS // max(1, ply)), ev, result) for p, ev in kept]


def _log_loss(probs: list[float], result: list[float]) -> float:
    return -sum(y * math.log(max(p, 1e-12)) for p, y in zip(probs, result, strict=True))


def _powered(ev: list[float], k: float) -> list[float]:
    logs = [k * math.log(max(p, 1e-12)) for p in ev]
    top = max(logs)
    e = [math.exp(x - top) for x in logs]
    t = sum(e)
    return [x / t for x in e]


def calibration_scale(rows: list[tuple[list[float], list[float]]], steps: int = 40) -> float:
    """The power k maximising the likelihood of the results (Newton's method in k)."""
    k = 1.0
    for _ in range(steps):
        grad = hess = 0.0
        for ev, y in rows:
            z = [math.log(max(p, 1e-12)) for p in ev]
            p = _powered(ev, k)
            mean = sum(pi * zi for pi, zi in zip(p, z, strict=True))
            var = sum(pi * (zi - mean) ** 2 for pi, zi in zip(p, z, strict=True))
            grad += sum(yi * (zi - mean) for yi, zi in zip(y, z, strict=True))
            hess += var
        if hess <= 1e-12:
            break
        step = grad / hess
        k = max(0.0, k + step)
        if abs(step) < 1e-6:
            break
    return k


def report(game: str, players: int, games: int, greedy: bool) -> list[dict]:
    """One dict per fifth of the game: positions, log-losses, favourite-won rate, scale."""
    view = GameView(GAMES[game])
    groups: dict[int, list[tuple[list[float], list[float]]]] = {}
    for seed in range(1, games + 1):
        for bucket, ev, result in play(view, players, seed, greedy):
            groups.setdefault(bucket, []).append((ev, result))
    out = []
    for bucket in sorted(groups):
        rows = groups[bucket]
        flat = [1.0 / players] * players
        out.append({
            "fifth": bucket + 1,
            "positions": len(rows),
            "log_loss": sum(_log_loss(ev, y) for ev, y in rows) / len(rows),
            "flat_log_loss": sum(_log_loss(flat, y) for _ev, y in rows) / len(rows),
            "favourite_won": sum(y[max(range(players), key=ev.__getitem__)]
                                 for ev, y in rows) / len(rows),
            "scale": calibration_scale(rows),
        })
    return out


def main(argv: list[str]) -> None:
    greedy = "--greedy" in argv
    args = [a for a in argv if a != "--greedy"]
    game, players = args[0], int(args[1])
    games = int(args[2]) if len(args) > 2 else 500
    play_kind = "one-ply greedy" if greedy else "rollout policy"
    print(f"{game}, {players} players, {games} games of {play_kind}:")
    for r in report(game, players, games, greedy):
        print(f"  fifth {r['fifth']}: {r['positions']:6d} positions  log-loss "
              f"{r['log_loss']:.3f} (flat {r['flat_log_loss']:.3f})  favourite won "
              f"{r['favourite_won']:.2f}  scale {r['scale']:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
