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
    GREEN,
    MONUMENTS,
    PH_ACTION,
    PH_COMMIT,
    PH_MONUMENT,
    RED,
    WAR,
    State,
)


def seat_value(s: State, p: int) -> float:
    """A points-like value of seat ``p``'s position (higher is better).

    When other seats' points are hidden (an observation or a world sampled from one), a
    hidden seat is guessed to have had the viewer's points, plus what it gained since."""
    tot = s.scores[p][:]
    base = s.score_base
    if base is not None and base[0] != p:
        tot = [a + b for a, b in zip(tot, base[1], strict=True)]
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
            land, water = engine.tile_squares(s, lab)
            cs = [x for x in cs if (water if x == BLUE else land)]
            if cs:
                c = cs[rng.randrange(len(cs))]
                sqs = water if c == BLUE else land
                return PlaceTile(c, sqs[rng.randrange(len(sqs))])
        if missing:
            sqs = engine.leader_squares(s, lab)
            if sqs:
                return PlaceLeader(missing[0], sqs[rng.randrange(len(sqs))])
        if s.rack_n[seat]:
            # nothing to build: swap one tile (this ends the game once the bag is empty)
            c = next(x for x in range(4) if rack[x])
            return SwapTiles(tuple(1 if x == c else 0 for x in range(4)))
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
        """Keep the moves worth searching: leader squares ranked per colour, tiles that
        score for us, unify or complete a monument square, a few others; sensible swaps
        and catastrophes; every sub-decision (commitments, wars, monuments, treasures).
        No passing while a tile would score for us."""
        if s.phase != PH_ACTION or len(actions) <= 30:
            return actions
        seat = s.active
        lab, nk = engine.kingdoms(s)
        members: list[list[int]] = [[] for _ in range(nk)]
        for i, pos in enumerate(s.leader_pos):
            if pos >= 0:
                members[lab[pos]].append(i)
        neigh, tile = s.board.neigh, s.tile
        leader_moves: dict[int, list] = {}
        scoring: dict[int, list] = {}
        unify: list = []
        others: list = []
        out: list = []
        for a in actions:
            t = type(a)
            if t is PlaceTile:
                sq, c = a.square, a.colour
                ks = {lab[y] for y in neigh[sq] if lab[y] >= 0}
                if len(ks) == 2:
                    unify.append(a)
                elif len(ks) == 1:
                    ls = members[ks.pop()]
                    who = next((j for j in ls if (j & 3) == c), None)
                    if who is None:
                        who = next((j for j in ls if (j & 3) == BLACK), None)
                    if who is not None and who >> 2 == seat:
                        near = sum(1 for y in neigh[sq] if s.leader[y] >= 0
                                   and s.leader[y] >> 2 == seat)
                        scoring.setdefault(c, []).append((near, self._squareness(s, sq, c),
                                                          a))
                    else:
                        others.append(a)
                else:
                    others.append(a)
            elif t is PlaceLeader or t is MoveLeader:
                leader_moves.setdefault(a.colour * 2 + (t is MoveLeader), []).append(
                    (self._leader_value(s, lab, members, seat, a.colour, a.square), a))
            elif t is WithdrawLeader or t is EndTurn:
                out.append(a)
            elif t is PlaceCatastrophe:
                sq = a.square
                if tile[sq] == RED and any(s.leader[y] >= 0 and (s.leader[y] >> 2) != seat
                                           for y in neigh[sq]):
                    out.append(a)
            elif t is SwapTiles:
                rack = s.racks[seat]
                if tuple(a.counts) == tuple(rack) or (
                        sum(1 for c in range(4) if a.counts[c]) == 1
                        and all(a.counts[c] in (0, rack[c]) for c in range(4))):
                    out.append(a)
        for lst in leader_moves.values():
            lst.sort(key=lambda x: -x[0])
            out.extend(a for _, a in lst[:5])
        for lst in scoring.values():
            lst.sort(key=lambda x: (-x[1], -x[0]))
            out.extend(a for _, _, a in lst[:6])
        if scoring:  # a point to take: never pass (two leaders passing never end a game)
            out = [a for a in out if type(a) is not EndTurn]
        if unify:
            step = max(1, len(unify) // 6)
            out.extend(unify[::step])
        if others:
            step = max(1, len(others) // 4)
            out.extend(others[::step])
        return out or actions

    @staticmethod
    def _squareness(s: State, sq: int, c: int) -> int:
        """How many same-coloured neighbours a tile on ``sq`` would have (monument hope)."""
        return sum(1 for y in s.board.neigh[sq] if s.tile[y] == c)

    @staticmethod
    def _leader_value(s: State, lab: list[int], members: list[list[int]], seat: int,
                      colour: int, sq: int) -> float:
        neigh, tile = s.board.neigh, s.tile
        temples = sum(1 for y in neigh[sq] if tile[y] == RED)
        v = 2.0 * temples
        ks = {lab[y] for y in neigh[sq] if lab[y] >= 0}
        for k in ks:
            for j in members[k]:
                if j >> 2 == seat:
                    continue
                if (j & 3) == colour:  # a revolt: worth it only when stronger
                    theirs = engine.temples_next_to(s, s.leader_pos[j])
                    v += 4.0 if temples + s.racks[seat][RED] > theirs + 1 else -6.0
                else:
                    v += 0.5
        # room to grow: same-coloured tiles and treasures around
        for y in neigh[sq]:
            for z in neigh[y]:
                if tile[z] == colour:
                    v += 0.3
                if colour == GREEN and s.treasure[z]:
                    v += 1.5
        return v


__all__ = ["Heuristics", "seat_value", "WAR"]
