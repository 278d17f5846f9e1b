"""The computer's set-up allocation [3.4]: no search (one candidate, so a move is instant
at every level), the most valuable card first, and a title to the noble it helps most."""

from __future__ import annotations

from game.ai import choose_action
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import Allocate
from game.kingmaker.ai import candidates, card_value, noble_promise, setup_pick
from game.kingmaker.board import area_of


def _heir_dist(s, n: int) -> int:
    home = D.LOC_AREA[D.CONTROLS[n][0]]
    return min(D.LAND_DIST[home][area_of(s, s.heir_pos[h])] for h in range(D.N_HEIRS)
               if s.heir_alive[h])


def test_every_level_allocates_without_a_search_and_legally():
    for players, seed in ((2, 4), (7, 9)):
        s = RULES.new_game(players, seed)
        seat = RULES.to_act(s)
        legal = RULES.legal_actions(s)
        assert len(legal) > 1 and all(isinstance(a, Allocate) for a in legal)
        (only,) = candidates(s, legal)
        assert only == setup_pick(s, legal)
        assert card_value(only.card) == max(card_value(a.card) for a in legal)
        obs = RULES.observe(s, seat)
        for level in ("easy", "greedy", "normal", "hard"):
            assert choose_action(RULES, obs, seat, level, 1) == only


def test_a_title_goes_to_the_noble_nearer_the_royal_pieces_troops_being_equal():
    s = RULES.new_game(2, 4)
    seat = RULES.to_act(s)
    plain = [n for n in D.NOBLES if D.CONTROLS[n] and not D.TITLED[n] and D.TROOPS[n] == 10]
    near = min(plain, key=lambda n: (_heir_dist(s, n), n))
    far = max(plain, key=lambda n: (_heir_dist(s, n), -n))
    assert _heir_dist(s, near) < min(6, _heir_dist(s, far))
    title = next(c for c in range(D.N_CARDS) if D.CARD_TYPE[c] == "title")
    for c in range(D.N_CARDS):
        if s.holder[c] in (near, far):
            s.holder[c] = -1
    s.holder[title] = -1
    for n in D.NOBLES:
        if s.faction[n] == seat:
            s.faction[n] = -1
    s.faction[near] = s.faction[far] = seat
    for p in range(s.players):
        s.hands[p] = [c for c in s.hands[p] if c != title]
    s.hands[seat] = [title]
    legal = RULES.legal_actions(s)
    assert set(legal) == {Allocate(title, near), Allocate(title, far)}
    assert noble_promise(s, near) > noble_promise(s, far)
    assert setup_pick(s, legal) == Allocate(title, near)
