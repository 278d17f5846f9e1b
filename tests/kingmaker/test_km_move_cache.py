"""The movement answers and list parts kept from one legal query to the next on the same
state (``movememo``, ``turnmemo``) must give exactly what a fresh computation gives."""

from __future__ import annotations

import random

import pytest
from km_util import area, blank, loc, put

from game.core import IllegalAction, Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import Embark, EndPhase, Move, Sail
from game.kingmaker.board import ctl
from game.kingmaker.legal import _legal_actions, _own_turn_extras, forget_legal
from game.kingmaker.movement import _embark_ok, _land_dests, _ship_dests
from game.kingmaker.state import COMBAT, MOVE


def test_cached_movement_lists_equal_fresh_ones_through_random_games():
    compared = reused = 0
    for seed, players in ((3, 7), (8, 4), (11, 5), (5, 2)):
        s = RULES.new_game(players, seed, {"turn_limit": 10})
        rng = Rng(seed)
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            if s.phase in (MOVE, COMBAT) and not s.pending:
                fresh = _legal_actions(s.copy())  # a copy starts without the cache
                assert legal == fresh
                extras = _own_turn_extras(s.copy())  # the plain reference of the tail
                assert legal[len(legal) - len(extras) - 1:] == extras + [EndPhase()]
                compared += 1
                reused += bool(getattr(s, "_moves", None) and s._moves[s.active].land)
            RULES.apply(s, rng.choice(legal))
    assert compared > 100 and reused > 50


def test_a_noble_entering_a_castle_leaves_less_room_for_the_next_query():
    # Percy with 280 fills Windsor (capacity 300): Neville's 50 no longer fit there
    s = blank(2)
    windsor = loc("windsor")
    s.conquered[windsor - D.LOC0] = 0
    percy = put(s, "nob_percy", 0, area("windsor"), "mrc_french_foot_9",
                "mrc_scottish_foot_10")
    neville = put(s, "nob_neville", 0, area("windsor"))
    assert Move(neville, windsor, False) in RULES.legal_actions(s)
    RULES.apply(s, Move(percy, windsor, False))
    after = RULES.legal_actions(s)
    assert s._moves[0].land  # the query reused the kept answers
    assert Move(neville, windsor, False) not in after
    assert after == _legal_actions(s.copy())


def test_the_remembered_legal_list_holds_only_until_the_next_apply():
    # apply() accepts an action of the list legal_actions() gave by membership; after an
    # apply (or a hand edit followed by forget_legal) the action is checked afresh
    s = blank(2)
    neville = put(s, "nob_neville", 0, area("windsor"))
    percy = put(s, "nob_percy", 0, area("windsor"))
    legal = RULES.legal_actions(s)
    first = next(a for a in legal if isinstance(a, Move) and a.noble == neville)
    RULES.apply(s, first)
    with pytest.raises(IllegalAction):  # Neville has moved: the old list no longer holds
        RULES.apply(s, first)
    again = next(a for a in RULES.legal_actions(s) if isinstance(a, Move) and a.noble == percy)
    s.moved[percy] = 1  # edited by hand after the query
    forget_legal(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, again)


def test_kept_list_parts_follow_hand_edits_between_queries():
    # a card put in the hand, a title allocated and a noble moved by hand between two
    # queries: each kept part is rebuilt (the memo compares copies of the lists)
    from km_util import card

    from game.kingmaker.actions import Offer, PlayCard

    s = blank(2)
    neville = put(s, "nob_neville", 0, area("windsor"))
    RULES.legal_actions(s)
    kent = card("off_marshal_of_england")  # Neville is titled
    s.hands[0].append(kent)
    got = RULES.legal_actions(s)
    assert PlayCard(kent, neville) in got and Offer(1, kent, 0) in got
    assert got == _legal_actions(s.copy())
    s.hands[0].remove(kent)
    s.holder[kent] = neville
    got = RULES.legal_actions(s)
    assert PlayCard(kent, neville) not in got and Offer(1, kent, 0) not in got
    s.npos[neville] = loc("windsor")
    assert RULES.legal_actions(s) == _legal_actions(s.copy())


def _plain_movement_list(s) -> list:
    """The movement phase's legal list built from the plain functions alone (nothing
    kept): each noble's moves, each ship's sails and embarkings, then the turn's extras."""
    seat = s.active
    mine = [n for n in D.NOBLES if s.faction[n] >= 0 and ctl(s, n) == seat]
    esc = {s.heir_pos[h] for h in range(D.N_HEIRS)
           if s.heir_alive[h] and s.heir_ctrl[h] == seat}
    out: list = []
    for n in mine:
        for d in _land_dests(s, n):
            out.append(Move(n, d, False))
            if s.npos[n] in esc:
                out.append(Move(n, d, True))
    for sh in D.SHIPS:
        if s.ship_pos[sh] < 0 or s.holder[sh] < 0 or s.faction[s.holder[sh]] != seat:
            continue
        out += [Sail(sh, d) for d in _ship_dests(s, sh)]
        out += [Embark(n, sh) for n in mine if _embark_ok(s, n, sh, seat)]
    return out + _own_turn_extras(s) + [EndPhase()]


def _edit(s, rng: random.Random) -> str:
    """One random change by hand of what the movement lists depend on."""
    inplay = [n for n in D.NOBLES if s.faction[n] >= 0]
    k = rng.randint(0, 9)
    if k <= 2 and inplay:  # a noble to another land position
        s.npos[rng.choice(inplay)] = rng.randint(0, D.SEA0 - 1)
        return "npos"
    if k == 9 and inplay:  # a noble aboard one of the seat's ships; later, his cards change
        aboard = [n for n in inplay if s.npos[n] >= D.SHIP0]
        if aboard:
            s.holder[rng.choice([c for c in range(D.N_CARDS) if D.TROOPS[c]
                                 and D.CARD_TYPE[c] != "noble"])] = rng.choice(aboard)
            return "holder aboard"
        ships = [sh for sh in D.SHIPS if s.ship_pos[sh] >= 0 and s.holder[sh] >= 0
                 and s.faction[s.holder[sh]] == s.active]
        if ships:
            s.npos[rng.choice(inplay)] = D.SHIP0 + rng.choice(ships)
        return "aboard"
    if k == 3 and inplay:  # a card to another noble
        c = rng.choice([c for c in range(D.N_CARDS) if D.CARD_TYPE[c] != "noble"])
        s.holder[c] = rng.choice(inplay + [-1])
        return "holder"
    if k == 4:
        s.conquered[rng.randint(0, D.N_LOCS - 1)] = rng.randint(-1, s.players - 1)
        return "conquered"
    if k == 5:
        s.besieged[rng.randint(0, D.N_LOCS - 1)] = rng.choice([-1, -1, rng.randint(0,
                                                                                s.players - 1)])
        return "besieged"
    if k == 6:
        s.weather = not s.weather
        return "weather"
    if k == 7 and s.players > 2:
        a, b = sorted(rng.sample(range(s.players), 2))
        if (a, b) in s.alliances:
            s.alliances.remove((a, b))
        else:
            s.alliances.append((a, b))
        return "alliances"
    if k == 8 and rng.randint(0, 1):  # what the kept movement part reads beyond positions
        h = rng.randrange(D.N_HEIRS)
        what = rng.randint(0, 4)
        if what == 0 and inplay:  # a royal piece joins a noble of the seat, or leaves
            s.heir_pos[h] = s.npos[rng.choice(inplay)]
            s.heir_ctrl[h] = rng.choice([s.active, -1])
        elif what == 1:
            s.heir_alive[h] ^= 1
        elif what == 2 and inplay:  # a stay on the Continent ends later or sooner
            s.cont_ban[rng.choice(inplay)] = s.round + rng.randint(-1, 2)
        elif what == 3:
            s.storm = not s.storm
        else:
            s.round += 1
        return "part"
    if inplay:  # a noble's moved flag, or a ship to another port or zone
        if rng.randint(0, 1):
            s.moved[rng.choice(inplay)] ^= 1
        else:
            sh = rng.choice(D.SHIPS)
            s.ship_pos[sh] = rng.choice([-1, rng.randint(D.LOC0, D.SHIP0 - 1)])
    return "other"


@pytest.mark.parametrize("players", [2, 4, 7])
def test_kept_movement_lists_equal_a_rebuild_from_scratch(players):
    # through random games (the seats' memos live across turns), and on copies edited by
    # hand between queries, every movement list equals one built from the plain functions
    rng = Rng(40 + players)
    edits = random.Random(players)
    compared = edited = 0
    for seed in (1, 2, 3):  # random choices, then the rollout policy's (it sails more)
        s = RULES.new_game(players, 100 * players + seed, {"turn_limit": 10,
                                                            "setup_choice": False})
        while s.to_act() is not None:
            legal = RULES.legal_actions(s)
            if s.phase == COMBAT and not s.pending:  # its queries read the memos too
                assert legal == _legal_actions(s.copy())
            if s.phase == MOVE and not s.pending:
                assert legal == _plain_movement_list(s)
                compared += 1
                if compared % 5 == 0:
                    t = s.copy()
                    RULES.legal_actions(t)
                    for _ in range(6):
                        _edit(t, edits)
                        forget_legal(t)
                        assert RULES.legal_actions(t) == _plain_movement_list(t)
                        edited += 1
            RULES.apply(s, rng.choice(legal) if seed < 3
                        else RULES.heuristics.rollout_action(s, rng))
    assert compared > 60 and edited > 60
