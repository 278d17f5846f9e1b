"""Secret decisions: the search never lets another seat answer a choice it cannot see."""

from __future__ import annotations

from typing import NamedTuple

from game.ai.adapter import GameView
from game.ai.ismcts import Params, _Tree, search
from game.core import Outcome, Rng
from game.wallenstein import RULES as WALLENSTEIN
from game.wallenstein.state import PLAN, UNSET


class Pick(NamedTuple):
    choice: str


class AmbushState:
    """Seat 0 picks A or B face down, then seat 1 picks X, Y or Z face down."""

    players = 2

    def __init__(self) -> None:
        self.picks: list[str] = []

    def copy(self) -> AmbushState:
        s = AmbushState()
        s.picks = list(self.picks)
        return s


class AmbushHeuristics:
    rollout_plies = 4

    def rollout_action(self, s: AmbushState, rng: Rng) -> Pick:
        acts = AMBUSH.legal_actions(s)
        return acts[rng.randrange(len(acts))]

    def secret(self, s: AmbushState) -> bool:
        return True


class AmbushRules:
    """A beats X and Y but loses to Z; B always ties. Against a seat that cannot see
    seat 0's pick, A is worth 2/3 and B 1/2; against one that could, A is worth 0."""

    hidden_information = True
    heuristics = AmbushHeuristics()

    def to_act(self, s: AmbushState) -> int | None:
        return len(s.picks) if len(s.picks) < 2 else None

    def legal_actions(self, s: AmbushState) -> list[Pick]:
        return [Pick(c) for c in (("A", "B") if not s.picks else ("X", "Y", "Z"))]

    def apply(self, s: AmbushState, a: Pick) -> list:
        s.picks.append(a.choice)
        return []

    def determinize(self, s: AmbushState, seat: int, rng: Rng) -> AmbushState:
        return s.copy()  # seat 0 decides first: nothing is hidden from it yet

    def outcome(self, s: AmbushState) -> Outcome:
        mine, theirs = s.picks
        if mine == "B":
            return Outcome(scores=[1, 1], ranks=[1, 1])
        lost = theirs == "Z"
        return Outcome(scores=[0, 1] if lost else [1, 0], ranks=[2, 1] if lost else [1, 2])


AMBUSH = AmbushRules()


def _means(fuse: bool) -> dict[str, float]:
    stats = search(
        GameView(AMBUSH),
        AmbushState(),
        0,
        Rng(5),
        iterations=3000,
        params=Params(fuse_secrets=fuse),
    )
    return {
        a.choice: s / n
        for a, n, s in zip(stats.actions, stats.visits, stats.value_sums, strict=True)
    }


def test_the_other_seat_answers_a_plan_it_cannot_see_by_its_policy():
    fused = _means(True)
    assert abs(fused["A"] - 2 / 3) < 0.05 and abs(fused["B"] - 0.5) < 0.01
    # Without fusion the tree lets seat 1 see A and answer Z: A looks lost.
    seen = _means(False)
    assert seen["A"] < 0.3 and seen["B"] > seen["A"]


def _last_plan_space(seed: int):
    s = WALLENSTEIN.new_game(3, seed)
    rng = Rng(seed)
    h = WALLENSTEIN.heuristics
    while not (s.phase == PLAN and WALLENSTEIN.to_act(s) == 0 and s.plans[0].count(UNSET) == 1):
        WALLENSTEIN.apply(s, h.rollout_action(s, rng))
    return s


def _plan_nodes_below_root(fuse: bool) -> int:
    """Plan nodes one level below the root after a search of seat 0's last plan card."""
    obs = WALLENSTEIN.observe(_last_plan_space(4), 0)
    view = GameView(WALLENSTEIN)
    rng = Rng(2)
    tree = _Tree(view, 3, 0, rng, Params(fuse_secrets=fuse))
    for _ in range(400):
        state = view.determinize(obs, 0, rng)
        if tree.root_actions is None:
            tree.root_actions = view.candidates(state, view.legal(state))
        tree.iterate(state)
    return sum(
        1
        for child in tree.root.children.values()
        for k in child.children
        if k[0].__name__ == "Plan"
    )


def test_wallenstein_plans_of_other_seats_get_no_tree_nodes():
    assert WALLENSTEIN.heuristics.secret(_last_plan_space(4))
    assert _plan_nodes_below_root(False) > 0  # seat 1's plan cards, answering ours
    assert _plan_nodes_below_root(True) == 0
