"""Tigris & Euphrates knowledge for the shared search AIs (``RULES.heuristics``).

* ``evaluate``: a rough chance of winning per seat from the weakest-colour score (with
  treasures as wildcards), the other colours, leaders on the board and their strength.
* ``rollout_action``: a fast policy that never lists every legal action: it places
  missing leaders next to temples, feeds tiles to kingdoms where its own leader of that
  colour scores, fights conflicts only when it can win, builds monuments, and so on.
* ``candidates``: prunes tile placements and catastrophes to the squares that matter
  (next to kingdoms), keeps every leader move and every sub-decision.
"""

from __future__ import annotations

import math
from typing import Any

from game.core import Rng
from game.tigris import engine
from game.tigris.actions import (
    BuildMonument,
    Commit,
    EndTurn,
    MoveLeader,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
    WithdrawLeader,
)
from game.tigris.state import (
    BLACK,
    BLUE,
    EMPTY,
    MONUMENTS,
    PH_ACTION,
    PH_COMMIT,
    PH_MONUMENT,
    RED,
    WAR,
    State,
)


def seat_value(s: State, p: int) -> float:
    """A points-like value of seat ``p``'s position (higher is better)."""
    tot = s.scores[p][:]
    for _ in range(s.treasures[p]):
        c = min(range(4), key=tot.__getitem__)
        tot[c] += 1
    tot.sort()
    v = tot[0] + 0.3 * tot[1] + 0.1 * (tot[2] + tot[3])
    for c in range(4):
        pos = s.leader_pos[p * 4 + c]
        if pos >= 0:
            v += 0.6 + 0.15 * engine.temples_next_to(s, pos)
    return v


class Heuristics:
    """The AI helpers the shared search calls (see the module docstring)."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules

    # ------------------------------------------------------------------ evaluate
    def evaluate(self, s: State) -> list[float]:
        n = s.players
        if s.over:
            out = self.rules.outcome(s)
            best = min(out.ranks)
            winners = sum(1 for r in out.ranks if r == best)
            return [1.0 / winners if r == best else 0.0 for r in out.ranks]
        vals = [seat_value(s, p) for p in range(n)]
        m = max(vals)
        ex = [math.exp((v - m) / 2.5) for v in vals]
        t = sum(ex)
        return [e / t for e in ex]

    # ------------------------------------------------------------------ rollouts
    def rollout_action(self, s: State, rng: Rng) -> Any:
        if s.phase == PH_ACTION:
            a = self._main_move(s, rng)
            if a is not None:
                return a
            return EndTurn()
        if s.phase == PH_COMMIT:
            return Commit(self._commit(s))
        acts = self.rules.legal_actions(s)
        if s.phase == PH_MONUMENT:
            builds = [a for a in acts if isinstance(a, BuildMonument)]
            if builds:
                return self._best_monument(s, builds)
        return acts[rng.randrange(len(acts))]

    def _commit(self, s: State) -> int:
        opts = engine.commit_options(s)
        if s.c_att_commit < 0:
            need = s.c_def_base - s.c_att_base + 1
            # commit enough to win (plus a small margin) when possible
            want = need + 1 if need + 1 in opts else need
        else:
            want = s.c_att_base + s.c_att_commit - s.c_def_base
        if want <= 0:
            return 0
        return want if want in opts else 0

    def _best_monument(self, s: State, builds: list) -> Any:
        seat = s.active

        def score(a: BuildMonument) -> int:
            return sum(1 for c in MONUMENTS[a.monument] if s.leader_pos[seat * 4 + c] >= 0)

        return max(builds, key=score)

    def _main_move(self, s: State, rng: Rng) -> Any:
        seat = s.active
        lab, _ = engine.kingdoms(s)
        rack = s.racks[seat]
        # 1. a missing leader (most of the time)
        missing = [c for c in range(4) if s.leader_pos[seat * 4 + c] < 0]
        if missing and rng.random() < 0.7:
            sqs = engine.leader_squares(s, lab)
            if sqs:
                return PlaceLeader(missing[rng.randrange(len(missing))],
                                   sqs[rng.randrange(len(sqs))])
        # 2. a tile where one of our leaders scores it
        if s.rack_n[seat]:
            opts = []
            for c in range(4):
                if not rack[c]:
                    continue
                pos = s.leader_pos[seat * 4 + c]
                if pos < 0:
                    pos = s.leader_pos[seat * 4 + BLACK]
                if pos >= 0:
                    opts.append((c, lab[pos]))
            rng.shuffle(opts)
            for c, k in opts:
                sq = self._square_next_to(s, lab, k, c, rng)
                if sq >= 0:
                    return PlaceTile(c, sq)
            # 3. anywhere legal with some tile
            cs = [c for c in range(4) if rack[c]]
            c = cs[rng.randrange(len(cs))]
            if rng.random() < 0.15:
                counts = tuple(rack[x] if x == c else 0 for x in range(4))
                if sum(s.bag) >= sum(counts):
                    return SwapTiles(counts)
            for _ in range(12):
                sq = rng.randrange(176)
                if self._tile_ok(s, lab, c, sq):
                    return PlaceTile(c, sq)
        if missing:
            sqs = engine.leader_squares(s, lab)
            if sqs:
                return PlaceLeader(missing[0], sqs[rng.randrange(len(sqs))])
        return None

    @staticmethod
    def _tile_ok(s: State, lab: list[int], c: int, sq: int) -> bool:
        if s.tile[sq] != EMPTY or s.leader[sq] >= 0:
            return False
        if (c == BLUE) != s.board.river[sq]:
            return False
        ks = {lab[y] for y in s.board.neigh[sq] if lab[y] >= 0}
        return len(ks) <= 1

    def _square_next_to(self, s: State, lab: list[int], k: int, c: int, rng: Rng) -> int:
        """A random empty square touching kingdom ``k`` (and no other) that takes colour c."""
        neigh, tile, leader, river = s.board.neigh, s.tile, s.leader, s.board.river
        want_river = c == BLUE
        start = rng.randrange(176)
        for i in range(176):
            sq = (start + i) % 176
            if tile[sq] != EMPTY or leader[sq] >= 0 or river[sq] != want_river:
                continue
            hit = False
            ok = True
            for y in neigh[sq]:
                ly = lab[y]
                if ly == k:
                    hit = True
                elif ly >= 0:
                    ok = False
                    break
            if hit and ok:
                return sq
        return -1

    # ------------------------------------------------------------------ pruning
    def candidates(self, s: State, actions: list) -> list:
        if s.phase != PH_ACTION or len(actions) <= 40:
            return actions
        seat = s.active
        lab, _ = engine.kingdoms(s)
        neigh = s.board.neigh
        mine = {lab[s.leader_pos[seat * 4 + c]] for c in range(4)
                if s.leader_pos[seat * 4 + c] >= 0}
        near_any: set[int] = set()
        near_mine: set[int] = set()
        for sq in range(176):
            if s.tile[sq] != EMPTY or s.leader[sq] >= 0:
                continue
            for y in neigh[sq]:
                if lab[y] >= 0:
                    near_any.add(sq)
                    if lab[y] in mine:
                        near_mine.add(sq)
        out = []
        others = []
        for a in actions:
            t = type(a)
            if t is PlaceLeader or t is MoveLeader or t is WithdrawLeader or t is EndTurn:
                out.append(a)
            elif t is PlaceTile:
                if a.square in near_mine:
                    out.append(a)
                elif a.square in near_any:
                    others.append(a)
            elif t is PlaceCatastrophe:
                sq = a.square
                if s.tile[sq] == RED and any(s.leader[y] >= 0 and (s.leader[y] >> 2) != seat
                                             for y in neigh[sq]):
                    out.append(a)
            elif t is SwapTiles:
                rack = s.racks[seat]
                if tuple(a.counts) == tuple(rack):
                    out.append(a)
                elif all(a.counts[c] in (0, rack[c]) for c in range(4)) and \
                        sum(1 for c in range(4) if a.counts[c]) == 1:
                    out.append(a)
        # a few tiles next to other kingdoms, spread deterministically
        if others:
            step = max(1, len(others) // 8)
            out.extend(others[::step])
        if not any(type(a) is PlaceTile for a in out):
            tiles = [a for a in actions if type(a) is PlaceTile]
            step = max(1, len(tiles) // 10)
            out.extend(tiles[::step])
        return out or actions


__all__ = ["Heuristics", "seat_value", "WAR"]
