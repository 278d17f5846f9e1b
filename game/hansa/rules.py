"""The Hansa Teutonica ``Rules`` object: the common protocol over the engine."""

from __future__ import annotations

from typing import Any

from game.core import BaseRules, Event, Option, Outcome, Rng, check_action_types
from game.hansa import engine, scoring, text
from game.hansa.actions import ACTION_TYPES, Start
from game.hansa.engine import marker_mix
from game.hansa.state import HIDDEN_MARKER, HansaState
from game.i18n import N_, NP_

OPTIONS = (
    Option("extra_office_in_addition",
           N_("Additional Office marker adds to the claim's normal office"), False),
    Option("swap_any", N_("Swap Offices may swap two opponents' offices"), False),
    Option("remove3_opponents_only", N_("Remove 3 takes opponents' pieces only"), False),
    Option("neutral_claim_awards_control",
           N_("A neutral claim gives city-control prestige (2 players)"), True),
    Option("bigbox_tiebreak",
           N_("Break ties by fewer Actiones upgrades, then network (Big Box)"), False),
    Option("marker_mix", N_("Bonus-marker mix"), "4th", ("4th", "1st"),
           (("4th", N_("4th edition")), ("1st", N_("1st edition")))),
)


class HansaRules(BaseRules):
    id = "hansa"
    title = NP_("game title", "Hansa Teutonica").message
    min_players = 2
    max_players = 5
    hidden_information = True
    options = OPTIONS
    action_types = ACTION_TYPES

    def __init__(self) -> None:
        from game.hansa.ai import HansaHeuristics

        self.heuristics = HansaHeuristics(self)

    def new_game(self, players: int, seed: int, options: dict | None = None) -> HansaState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Hansa Teutonica is for 2 to 5 players, not {players}")
        return engine.new_game(players, seed, self.check_options(options))

    def to_act(self, state: HansaState) -> int | None:
        return engine.to_act(state)

    def legal_actions(self, state: HansaState) -> list:
        return engine.legal_actions(state)

    def apply(self, state: HansaState, action: Any) -> list[Event]:
        check_action_types(action)
        return engine.apply(state, action)

    def observe(self, state: HansaState, seat: int) -> HansaState:
        """Hide the draw stack and every tin plate (face-down markers)."""
        o = state.copy()
        o.stack = [HIDDEN_MARKER] * len(state.stack)
        o.plate = [(HIDDEN_MARKER,) * len(p) for p in state.plate]
        o.rng = Rng(0)
        o.viewer = seat
        return o

    def determinize(self, state: HansaState, seat: int, rng: Rng) -> HansaState:
        """Deal the unseen markers (stack and tin plates) at random."""
        d = state.copy()
        unseen = marker_mix(d.options)
        seen = [k - 1 for k in d.route_marker if k] + list(d.discarded)
        for p in range(d.players):
            seen += list(d.unused[p]) + list(d.used[p])
        for k in seen:
            unseen.remove(k)
        rng.shuffle(unseen)
        i = 0
        plates = []
        for p in d.plate:
            plates.append(tuple(unseen[i:i + len(p)]))
            i += len(p)
        d.plate = plates
        d.stack = unseen[i:]
        d.rng = Rng(rng.next64())
        d.viewer = -1
        return d

    def is_over(self, state: HansaState) -> bool:
        return engine.to_act(state) is None

    def outcome(self, state: HansaState) -> Outcome:
        return scoring.outcome(state)

    def describe(self, action: Any, lang: str = "en") -> str:
        """The log's words, in the third person ("places a trader on …"); the buttons and
        hints say it in the imperative (``text.describe_choice``)."""
        return text.describe(action, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str | None:
        return text.describe_event(event, lang)

    def logs_action(self, action: Any) -> bool:
        """"Place a piece" and the like are not logged: the placement that follows is. A
        displacement, a move, an income, a re-placed piece, a removal and a new bonus
        marker are logged by their event, which knows whose piece, from where, how many."""
        return text.logs_action(action)

    def undo_with_next(self, action: Any) -> bool:
        """A ``Start(kind)`` only opens its next step: undo takes both back at once (so
        an undo never leaves a spent action waiting for its target)."""
        return type(action) is Start

    # extras for the board view and tests
    def preview(self, state: HansaState, kind: str) -> list:
        """The second-step actions of ``Start(kind)`` ("place", "displace", "move"),
        without changing ``state`` (for lighting up targets when a piece is picked up);
        empty when that action cannot be started now."""
        if Start(kind) not in engine.legal_actions(state):
            return []
        twin = state.copy()
        engine.apply(twin, Start(kind))
        return engine.legal_actions(twin)

    def open_post(self, state: HansaState, route: int) -> int:
        """The post a piece put on ``route`` goes to (its first empty post), or -1.
        Where a piece stands on a route never matters, so actions always use this post:
        a view can map a drop anywhere on the route to it."""
        for p in state.board.route_posts[route]:
            if not state.post[p]:
                return p
        return -1

    def network(self, state: HansaState, seat: int) -> list[int]:
        """City indices of ``seat``'s largest network (the one that scores)."""
        return engine.network(state, seat)

    def control(self, state: HansaState, city: int) -> int:
        """Seat controlling ``city`` (5 = neutral, -1 = nobody)."""
        return engine.control(state, city)


RULES = HansaRules()
