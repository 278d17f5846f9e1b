"""The third round of Kingmaker engine speed-ups must answer exactly as the plain code:
the movement part kept whole (``movelist``), the table of places sharing the turn memo's
copies (``movememo._places``), the room computed inline without alliances, the seat's
tradeable cards and nobles, the heirs' escorts and the victory check's early exit."""

from __future__ import annotations

import random

from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.board import CAPTIVE, LOC0, SEA0, SHIP0, occupancy, place_ctrl
from game.kingmaker.board import nobles_of as fast_nobles_of
from game.kingmaker.cards import _tradeable_allocated
from game.kingmaker.legal import _combat_actions, _legal_actions, forget_legal
from game.kingmaker.movememo import Places, _room_of, move_memo
from game.kingmaker.royal import _check_victory, _fix_heirs
from game.kingmaker.state import MOVE, OVER


def _games(players: int, seeds: tuple, limit: int = 10):
    """States along random games with default options (the same object, changing),
    after each query of the seat to act."""
    for seed in seeds:
        s = RULES.new_game(players, seed, {"turn_limit": limit})
        rng = Rng(seed + 17)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            yield s, legal
            RULES.apply(s, rng.choice(legal))


def _ref_tradeable(s, seat: int) -> list[int]:
    out = []
    for c in range(D.N_CARDS):
        if D.CARD_TYPE[c] not in D.SPOILS or c == D.KINGS_SHIP:
            continue
        h = s.holder[c]
        if h >= 0 and s.faction[h] == seat:
            p = s.npos[h]
            if p != CAPTIVE and not (LOC0 <= p < SEA0 and s.besieged[p - LOC0] >= 0):
                out.append(c)
    return out


def _ref_fixed_ctrl(s) -> list[int]:
    """heir_ctrl after [7.5], computed from every noble's position: an escorted piece
    keeps its controller, any other follows its place, its ship or nobody."""
    out = s.heir_ctrl[:]
    for h in range(D.N_HEIRS):
        if not s.heir_alive[h]:
            continue
        p, c = s.heir_pos[h], s.heir_ctrl[h]
        if c >= 0 and any(s.faction[n] >= 0 and s.npos[n] == p
                          and c in (s.faction[n], s.lent[n]) for n in D.NOBLES):
            continue
        if LOC0 <= p < SEA0:
            out[h] = place_ctrl(s, p - LOC0)
        elif p >= SHIP0:
            sh = p - SHIP0
            out[h] = s.faction[s.holder[sh]] if s.holder[sh] >= 0 else -1
        else:
            out[h] = -1
    return out


def test_the_kept_movement_part_and_places_equal_fresh_ones_through_random_games():
    reused = compared = 0
    for players, seeds in ((7, (1, 2)), (4, (3,)), (2, (4,))):
        for s, legal in _games(players, seeds):
            if s.phase != MOVE or s.pending:
                continue
            m = s._memo
            reused += m.part_of is not None and legal[:len(m.move_part)] == m.move_part
            assert legal == _legal_actions(s.copy())  # a copy starts without the caches
            mm = move_memo(s, s.active)  # brought up to date (the part may have been kept)
            pl = s._moves[-1]
            fresh = Places(s)
            assert (pl.ctrl, pl.facs, pl.troops) == (fresh.ctrl, fresh.facs, fresh.troops)
            assert mm.room[:-1] == [_room_of(s, pl, loc, s.active) for loc in range(D.N_LOCS)]
            compared += 1
    assert compared > 300 and reused > 100


def test_places_follow_hand_edits_after_sharing_the_turn_memo_copies():
    # the table keeps the turn memo's copies: a hand edit between two queries (a noble
    # moved, a card given, a conquest, a siege) must still be seen
    edits = random.Random(5)
    checked = 0
    for s, _legal in _games(7, (6,), limit=5):
        if s.phase != MOVE or s.pending or edits.random() > 0.2:
            continue
        t = s.copy()
        RULES.legal_actions(t)
        inplay = [n for n in D.NOBLES if t.faction[n] >= 0]
        for _ in range(4):
            k = edits.randint(0, 3)
            if k == 0 and inplay:
                t.npos[edits.choice(inplay)] = edits.randint(0, SEA0 - 1)
            elif k == 1 and inplay:
                c = edits.choice([c for c in range(D.N_CARDS) if D.CARD_TYPE[c] != "noble"])
                t.holder[c] = edits.choice(inplay + [-1])
            elif k == 2:
                t.conquered[edits.randint(0, D.N_LOCS - 1)] = edits.randint(-1, 6)
            else:
                t.besieged[edits.randint(0, D.N_LOCS - 1)] = edits.choice([-1, 0, 3])
            forget_legal(t)
            assert RULES.legal_actions(t) == _legal_actions(t.copy())
            pl = t._moves[-1]
            fresh = Places(t)
            assert (pl.ctrl, pl.facs, pl.troops) == (fresh.ctrl, fresh.facs, fresh.troops)
            checked += 1
    assert checked > 40


def test_room_inline_equals_room_of_with_and_without_alliances():
    checked = 0
    for s, _legal in _games(5, (7,), limit=5):
        if s.phase != MOVE or s.pending:
            continue
        for al in ([], [(0, 1), (2, 4)]):
            t = s.copy()
            t.alliances = list(al)
            for seat in range(t.players):
                mm = move_memo(t, seat)
                pl = t._moves[-1]
                assert mm.room[:-1] == [_room_of(t, pl, loc, seat) for loc in range(D.N_LOCS)]
                checked += 1
    assert checked > 100


def test_seat_lists_tradeable_cards_and_escorts_equal_the_plain_scans():
    checked = 0
    for s, _legal in _games(7, (8,), limit=10):
        for seat in range(s.players):
            assert fast_nobles_of(s, seat) == [n for n in D.NOBLES if s.faction[n] == seat]
            assert _tradeable_allocated(s, seat) == _ref_tradeable(s, seat)
        t = s.copy()
        _fix_heirs(t)
        assert t.heir_ctrl == _ref_fixed_ctrl(s)
        occ = occupancy(s)
        assert sorted(n for ns in occ.values() for n in ns) == [
            n for n in D.NOBLES if s.faction[n] >= 0 and s.npos[n] >= 0]
        checked += 1
    assert checked > 300


def _ref_victory(s) -> tuple:
    """The victory check without the early exit (the full rule [12], [8.6])."""
    from game.kingmaker.board import (
        BEAUFORT_SLOT,
        area_of,
        crowned,
        living_royals,
        royal_ctrl,
        royal_pos,
    )

    t = s.copy()
    alive = living_royals(t)
    if not alive and not any(t.heir_alive):
        return ("all_dead", -1)
    heirs = [h for h in alive if h != BEAUFORT_SLOT]
    if len(alive) == 1:
        cand = alive[0]
    elif (len(heirs) == 1 and BEAUFORT_SLOT in alive and D.HEIR_HOUSE[heirs[0]] == D.YORK
          and crowned(t, heirs[0])):
        cand = heirs[0]
    else:
        return ("", -1)
    c = royal_ctrl(t, cand)
    if c < 0 or not crowned(t, cand):
        return ("", -1)
    p = royal_pos(t, cand)
    a = area_of(t, p)
    if D.R["king_must_be_in_england_to_win"] and (a < 0 or D.ABROAD[a] or p >= SEA0):
        return ("", -1)
    return ("victory", c)


def test_victory_check_with_its_early_exit_equals_the_full_rule():
    # heirs killed and crowned by hand, one or none left: the check ends the game exactly
    # when the full rule does
    rng = random.Random(3)
    checked = ended = 0
    for s, _legal in _games(4, (9, 10), limit=5):
        if rng.random() > 0.3:
            continue
        t = s.copy()
        keep = rng.sample(range(D.N_HEIRS), rng.randint(0, 1))
        for h in range(D.N_HEIRS):
            t.heir_alive[h] = int(h in keep)
            t.heir_crowned[h] = int(rng.random() < 0.5)
        t.heir_crowned[D.N_HEIRS] = int(rng.random() < 0.3)
        for h in keep:
            t.heir_ctrl[h] = rng.randint(-1, t.players - 1)
        if t.phase == OVER:
            continue
        want = _ref_victory(t)
        _check_victory(t, [])
        got = (t.end_reason, t.winner) if t.phase == OVER else ("", -1)
        assert got == want
        checked += 1
        ended += t.phase == OVER
    assert checked > 100 and ended > 5


def test_the_kept_combat_list_follows_play_and_hand_edits():
    # through random games the combat list equals a fresh one; on copies edited by hand
    # between two queries (a noble moved or fought, a card given, a truce, a conquest, a
    # ship moved) it is rebuilt
    from game.kingmaker.state import COMBAT

    edits = random.Random(11)
    compared = edited = kept = 0
    for s, legal in _games(7, (12, 13), limit=10):
        if s.phase != COMBAT or s.pending:
            continue
        assert legal == _legal_actions(s.copy())
        if not s.weather:  # the plain query (no memo, as the rollout policy asks) agrees
            assert _combat_actions(s) == _combat_actions(s, s._memo) == s._memo.combat_part
        kept += s._memo.combat_part is not None
        compared += 1
        t = s.copy()
        RULES.legal_actions(t)
        inplay = [n for n in D.NOBLES if t.faction[n] >= 0]
        for _ in range(3):
            k = edits.randint(0, 5)
            if k == 0 and inplay:
                t.npos[edits.choice(inplay)] = edits.randint(0, SEA0 - 1)
            elif k == 1 and inplay:
                t.fought[edits.choice(inplay)] ^= 1
            elif k == 2 and inplay:
                c = edits.choice([c for c in range(D.N_CARDS) if D.CARD_TYPE[c] != "noble"])
                t.holder[c] = edits.choice(inplay + [-1])
            elif k == 3:
                t.peace.append((edits.randrange(D.N_AREAS), t.tnum + 5, -1, -1))
            elif k == 4:
                t.conquered[edits.randint(0, D.N_LOCS - 1)] = edits.randint(-1, 6)
            else:
                sh = edits.choice(D.SHIPS)
                t.ship_pos[sh] = edits.choice([-1, edits.randint(D.SEA0, D.SHIP0 - 1)])
            forget_legal(t)
            assert RULES.legal_actions(t) == _legal_actions(t.copy())
            edited += 1
    assert compared > 50 and edited > 150 and kept > 50


def test_inline_free_and_take_card_checks_equal_the_plain_ones():
    from game.kingmaker.turnmemo import _free, _freed, _takes_cards, _took

    rng = random.Random(2)
    for s, _legal in _games(4, (14,), limit=5):
        t = s.copy()
        for _ in range(5):
            t.besieged[rng.randrange(D.N_LOCS)] = rng.choice([-1, 0, 2])
        positions = [CAPTIVE, -1, 0, LOC0, LOC0 + 3, SEA0 - 1, SEA0, SHIP0 + 5] + [
            rng.randrange(-2, SHIP0 + D.N_CARDS) for _ in range(10)]
        for _ in range(20):
            c = rng.choice(D.NOBLES)
            p = rng.choice(positions)
            moved = [(c, p)]
            seat = t.faction[c]
            assert _freed(t, moved) == (_free(t, p) != _free(t, t.npos[c]))
            assert _took(t, moved, seat) == (
                _takes_cards(t, p) != _takes_cards(t, t.npos[c]))
