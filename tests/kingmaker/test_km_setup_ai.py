"""The computer's set-up allocation [3.4]: no search (one candidate, so a move is instant
at every level), the card with most troops first, to the strongest noble that may take
it."""

from __future__ import annotations

from game.ai import choose_action
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.actions import Allocate
from game.kingmaker.ai import candidates, setup_pick


def test_every_level_allocates_without_a_search_and_legally():
    for players, seed in ((2, 4), (7, 9)):
        s = RULES.new_game(players, seed)
        seat = RULES.to_act(s)
        legal = RULES.legal_actions(s)
        assert len(legal) > 1 and all(isinstance(a, Allocate) for a in legal)
        (only,) = candidates(s, legal)
        assert only == setup_pick(s, legal)
        assert D.TROOPS[only.card] == max(D.TROOPS[a.card] for a in legal)
        obs = RULES.observe(s, seat)
        for level in ("easy", "greedy", "normal", "hard"):
            assert choose_action(RULES, obs, seat, level, 1) == only


def test_a_title_goes_to_the_strongest_untitled_noble():
    """Two untitled nobles of unequal troops: the title with most troops goes to the
    stronger, and the rollouts allocate as the search does."""
    from game.core import Rng
    from game.kingmaker.ai import rollout_action

    s = RULES.new_game(2, 4)
    seat = RULES.to_act(s)
    plain = sorted((n for n in D.NOBLES if not D.TITLED[n]), key=lambda n: (D.TROOPS[n], n))
    weak, strong = plain[0], plain[-1]
    assert D.TROOPS[strong] > D.TROOPS[weak]
    titles = sorted((c for c in range(D.N_CARDS) if D.CARD_TYPE[c] == "title"),
                    key=lambda c: (-D.TROOPS[c], c))
    big, small = titles[0], titles[-1]
    assert D.TROOPS[big] > D.TROOPS[small]
    for c in range(D.N_CARDS):
        if s.holder[c] in (weak, strong) or c in (big, small):
            s.holder[c] = -1
    for n in D.NOBLES:
        if s.faction[n] == seat:
            s.faction[n] = -1
    s.faction[weak] = s.faction[strong] = seat
    for p in range(s.players):
        s.hands[p] = [c for c in s.hands[p] if c not in (big, small)]
    s.hands[seat] = [small, big]
    legal = RULES.legal_actions(s)
    assert set(legal) == {Allocate(c, n) for c in (big, small) for n in (weak, strong)}
    assert setup_pick(s, legal) == Allocate(big, strong)
    assert rollout_action(s, Rng(1)) == Allocate(big, strong)
