"""Revolution's 2-player balance with reconstructed values changed (a measurement, not a test).

    python -m tools.revolution_ablate [--games 300]

Plays 2-player games with the fast rollout policy on both sides and prints seat 1's
(Catholics + Habsburgs) mean margin with its 95% interval and win share, first with the
data as it is, then with one reconstructed value changed in memory at a time: the old
army room, province limits +1 and -1, every province worth 1 VP, no allegiance effects.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

from game.core import Rng
from game.revolution import RULES
from game.revolution import ai as A
from game.revolution import data as D


def margin(games: int, options: dict | None = None) -> str:
    ms = []
    for seed in range(1, games + 1):
        s = RULES.new_game(2, seed, options or {})
        rng = Rng(seed)
        while s.need is not None:
            RULES.apply(s, A.rollout_action(s, rng))
        v = [sum(s.vp[f] for f in range(5) if s.seat_of[f] == st) for st in (0, 1)]
        ms.append(v[0] - v[1])
    m = sum(ms) / games
    sd = math.sqrt(sum((x - m) ** 2 for x in ms) / (games - 1))
    wins = sum(x > 0 for x in ms) / games
    return f"{m:+.2f} ±{1.96 * sd / math.sqrt(games):.2f}  seat 1 wins {wins:.0%}"


def patched(values: list, fn: Callable) -> list:
    old = values[:]
    for i in range(len(values)):
        values[i] = fn(i, values[i])
    return old


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    n = ap.parse_args(argv).games
    print("as reconstructed", margin(n), flush=True)
    print("army room of the old reconstruction", margin(n, {"army_room": "reconstructed"}),
          flush=True)
    old = patched(D.LIMIT, lambda i, v: v + 1 if v > 1 else v)
    print("province limits +1", margin(n), flush=True)
    D.LIMIT[:] = old
    old = patched(D.LIMIT, lambda i, v: v - 1 if v > 2 else v)
    print("province limits -1", margin(n), flush=True)
    D.LIMIT[:] = old
    vp, final = D.VP[:], D.VP_FINAL[:]
    patched(D.VP, lambda i, v: 1.0 if v + D.VP_FINAL[i] > 0 else v)
    patched(D.VP_FINAL, lambda i, v: 0.0)
    print("every province 1 VP", margin(n), flush=True)
    D.VP[:], D.VP_FINAL[:] = vp, final
    effects = dict(D.TRACK_EFFECTS)
    D.TRACK_EFFECTS.clear()
    print("no allegiance effects", margin(n), flush=True)
    D.TRACK_EFFECTS.update(effects)


if __name__ == "__main__":
    main()
