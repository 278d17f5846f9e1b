"""Cross-check the engine against a deliberately naive restatement of the placement rules
on positions reached by random games (legal squares, tile points, conflict strengths)."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.tigris import RULES
from game.tigris.actions import (
    MoveLeader,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
)
from game.tigris.engine import kingdoms
from game.tigris.state import BLACK, BLUE, CATASTROPHE, COLS, DOWN, EMPTY, NSQ, PH_ACTION, RED


def neighbours(sq: int) -> list[int]:
    r, c = divmod(sq, COLS)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 11 and 0 <= cc < COLS:
            out.append(rr * COLS + cc)
    return out


def naive_regions(tile: list[int], leaders: dict[int, int]) -> dict[int, int]:
    """Region id per occupied square (tiles of either face and leaders connect)."""
    occupied = {x for x in range(NSQ) if 0 <= tile[x] <= DOWN} | set(leaders)
    rid: dict[int, int] = {}
    n = 0
    for x in sorted(occupied):
        if x in rid:
            continue
        todo = [x]
        rid[x] = n
        while todo:
            y = todo.pop()
            for z in neighbours(y):
                if z in occupied and z not in rid:
                    rid[z] = n
                    todo.append(z)
        n += 1
    return rid


def kingdoms_touching(tile, leaders, sq, rid: dict[int, int] | None = None) -> set[int]:
    if rid is None:
        rid = naive_regions(tile, leaders)
    with_leader = {rid[p] for p in leaders}
    return {rid[y] for y in neighbours(sq) if y in rid and rid[y] in with_leader}


def naive_leader_squares(s, lifted: int = -1) -> set[int]:
    leaders = {p: i for i, p in enumerate(s.leader_pos) if p >= 0 and i != lifted}
    rid = naive_regions(s.tile, leaders)
    out = set()
    for sq in range(NSQ):
        if s.tile[sq] != EMPTY or sq in leaders or s.board.river[sq]:
            continue
        if sq == (s.leader_pos[lifted] if lifted >= 0 else -1):
            continue
        if not any(s.tile[y] == RED for y in neighbours(sq)):
            continue
        if len(kingdoms_touching(s.tile, leaders, sq, rid)) <= 1:
            out.add(sq)
    return out


def naive_tile_squares(s, colour: int) -> set[int]:
    leaders = {p: i for i, p in enumerate(s.leader_pos) if p >= 0}
    rid = naive_regions(s.tile, leaders)
    out = set()
    for sq in range(NSQ):
        if s.tile[sq] != EMPTY or sq in leaders:
            continue
        if (colour == BLUE) != s.board.river[sq]:
            continue
        if len(kingdoms_touching(s.tile, leaders, sq, rid)) <= 2:
            out.add(sq)
    return out


def naive_tile_point(s, colour: int, sq: int) -> tuple[int, int] | None:
    """(seat, colour) that scores the tile, or None."""
    leaders = {p: i for i, p in enumerate(s.leader_pos) if p >= 0}
    ks = kingdoms_touching(s.tile, leaders, sq)
    if len(ks) != 1:
        return None
    tile = s.tile[:]
    tile[sq] = colour
    rid = naive_regions(tile, leaders)
    inside = [i for p, i in leaders.items() if rid[p] == rid[sq]]
    for want in (colour, BLACK):
        for i in inside:
            if i % 4 == want:
                return i // 4, colour
    return None


def positions(players: int, seed: int, every: int):
    s = RULES.new_game(players, seed)
    rng = Rng(seed)
    step = 0
    while not RULES.is_over(s):
        if s.phase == PH_ACTION and step % every == 0:
            yield s
        acts = RULES.legal_actions(s)
        build = [a for a in acts if type(a) in (PlaceLeader, PlaceTile, MoveLeader)]
        a = rng.choice(build if build and rng.random() < 0.95 else acts)
        RULES.apply(s, a)
        step += 1


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_legal_squares_and_tile_points_match_a_naive_reading(players, seed):
    checked = 0
    for s in positions(players, seed, 10):
        seat = s.active
        acts = RULES.legal_actions(s)
        for c in range(4):
            i = seat * 4 + c
            if s.leader_pos[i] < 0:
                got = {a.square for a in acts if type(a) is PlaceLeader and a.colour == c}
                assert got == naive_leader_squares(s)
            else:
                got = {a.square for a in acts if type(a) is MoveLeader and a.colour == c}
                assert got == naive_leader_squares(s, lifted=i)
            if s.racks[seat][c]:
                got = {a.square for a in acts if type(a) is PlaceTile and a.colour == c}
                assert got == naive_tile_squares(s, c)
        if s.catastrophes[seat]:
            got = {a.square for a in acts if type(a) is PlaceCatastrophe}
            want = {x for x in range(NSQ) if s.tile[x] not in (DOWN, CATASTROPHE)
                    and s.leader[x] < 0 and not s.treasure[x]}
            assert got == want
        # every tile placement scores as the rulebook says
        leaders = {p: i for i, p in enumerate(s.leader_pos) if p >= 0}
        placements = [a for a in acts if type(a) is PlaceTile]
        for k in range(min(30, len(placements))):
            a = placements[(k * 7919) % len(placements)]
            t = s.copy()
            t.actions_left = 2  # keep the turn (and its monument income) from ending
            ev = RULES.apply(t, a)
            gained = [(p, c, t.scores[p][c] - s.scores[p][c]) for p in range(players)
                      for c in range(4) if t.scores[p][c] != s.scores[p][c]]
            if len(kingdoms_touching(s.tile, leaders, a.square)) == 2:
                if not any(e.kind == "conflict" for e in ev):
                    assert gained == []  # a unifying tile never scores
                continue
            want = naive_tile_point(s, a.colour, a.square)
            assert gained == ([] if want is None else [(want[0], want[1], 1)])
            checked += 1
    assert checked > 30


def naive_side(s, leader_sq: int) -> set[int]:
    """The squares of the leader's own side during a war (the unification square is a
    wall)."""
    tile = s.tile[:]
    tile[s.unify_sq] = EMPTY
    leaders = {p: i for i, p in enumerate(s.leader_pos) if p >= 0}
    rid = naive_regions(tile, leaders)
    return {x for x, r in rid.items() if r == rid[leader_sq]}


@pytest.mark.parametrize("players,seed", [(3, 21), (4, 22), (2, 23)])
def test_conflict_strengths_and_war_losses_match_a_naive_reading(players, seed):
    s = RULES.new_game(players, seed, {"english_variant": False})
    rng = Rng(seed)
    revolts = wars = 0
    while not RULES.is_over(s):
        acts = RULES.legal_actions(s)
        if s.phase == 1 and s.c_att_commit < 0:  # a conflict has just started
            if s.c_kind == 0:
                revolts += 1
                for sq, base in ((s.c_att_sq, s.c_att_base), (s.c_def_sq, s.c_def_base)):
                    assert base == sum(1 for y in neighbours(sq) if s.tile[y] == RED)
            else:
                wars += 1
                for sq, base in ((s.c_att_sq, s.c_att_base), (s.c_def_sq, s.c_def_base)):
                    side = naive_side(s, sq)
                    assert base == sum(1 for x in side if s.tile[x] == s.c_colour)
        if s.phase == 1 and s.c_att_commit >= 0 and s.c_kind == 1:
            # the defender decides: predict what the loser's side loses
            a = rng.choice(acts)
            att = s.c_att_base + s.c_att_commit
            dfn = s.c_def_base + a.count
            lose_sq = s.c_def_sq if att > dfn else s.c_att_sq
            colour = s.c_colour
            side = naive_side(s, lose_sq)
            others = {p for p in s.leader_pos if p >= 0 and p != lose_sq}
            want = sorted(x for x in side if s.tile[x] == colour and not (
                colour == RED and (s.treasure[x] or any(y in others for y in neighbours(x)))))
            ev = RULES.apply(s, a)
            gone = next((e.data["squares"] for e in ev if e.kind == "removed"), [])
            assert sorted(gone) == want
            res = next(e for e in ev if e.kind == "conflict_resolved")
            assert res.data["points"] == 1 + len(want)
            continue
        if s.phase == PH_ACTION and rng.random() < 0.5:
            # seek wars: tiles that join two kingdoms
            lab, _ = kingdoms(s)
            joins = [a for a in acts if type(a) is PlaceTile
                     and len({lab[y] for y in neighbours(a.square) if lab[y] >= 0}) == 2]
            if joins:
                RULES.apply(s, rng.choice(joins))
                continue
        build = [a for a in acts if type(a) in (PlaceLeader, PlaceTile, MoveLeader)]
        RULES.apply(s, rng.choice(build if build and rng.random() < 0.95 else acts))
    assert revolts >= 3 and wars >= 3
