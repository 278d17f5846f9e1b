"""Kingmaker (Andrew McNeil, 1974/1976) with the seed's house rules, through Tavola's
common protocol. ``RULES`` is the module-level :class:`KingmakerRules` ``game.GAMES`` reads.

The map and the event deck are reconstructions (``data/map.json``, ``data/events.json``);
every other reconstructed value is in ``data/reconstructed.json``.
"""

from __future__ import annotations

from typing import Any

from game.core import BaseRules, Event, Option, Outcome, Rng
from game.i18n import N_, NP_, outcome_row
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import ACTION_TYPES
from game.kingmaker.board import tournament_points, votes
from game.kingmaker.common import SEED_TEXT
from game.kingmaker.state import KState
from game.kingmaker.text import describe, describe_event


class KingmakerRules(BaseRules):
    """Kingmaker through the common protocol (see game/core.py)."""

    id = "kingmaker"
    title = NP_("game title", "Kingmaker").message
    min_players = 2
    max_players = 7
    hidden_information = True
    options = (
        # no limit by default: the game ends as the rules say, one crowned heir left [12];
        # a limit ends it by time, ranked by tournament points [H 3] or by votes
        Option("turn_limit", N_("Round limit"),
               D.R["turn_limit_default"], tuple(D.R["turn_limit_choices"]),
               ((0, N_("none (to the end)")),), legacy=30),
        Option("tournament_scoring", N_("Tournament scoring at the limit (house rule 3)"), False),
        # the club plays with the French mercenaries and the Plantagenets [H 2.3, 2.4]
        Option("optional_cards", N_("French mercenaries and Plantagenets (house rules 2.3, 2.4)"),
               True, (True, False),
               ((True, N_("Yes")), (False, N_("No (basic game)"))),
               legacy=False),
        # [3.4] each player allocates his dealt cards; off, the program deals and allocates
        # for everybody (a quick game). Games saved before the option existed allocated
        # automatically.
        Option("setup_choice", N_("Dealt cards allocated"), True,
               (True, False), ((True, N_("by each player")),
                               (False, N_("automatically (quick)"))),
               legacy=False),
        Option("house_events", N_("Writ and May Be Summoned kept (house rule 2.5)"), True),
        Option("gale_at_sea", N_("Gale at Sea card (house rule 2.5)"), True),
        Option("naval_combat", N_("Naval combat (house rule 2.1)"),
               True),
        # [H 2.1] as the seed writes it: the boarding winner decides each ship's fate,
        # prisoners freed when the fleet docks, a storm with one port ends in a land
        # battle there, stacked ships ally. Saves made before it keep the earlier reading.
        Option("naval_seed", N_("Boarding, storms, fleets (house rule 2.1)"), True, (True, False),
               ((True, N_("the club's text")),
                (False, N_("earlier reading"))),
               legacy=False),
        Option("continent_limit", N_("Stays on the Continent (house rule 2.2)"), True),
        # the seed's notes read word for word (``common.seed_text``): hidden cards at any
        # moment of the turn (1.a), an alliance's attack with its commander and ended at
        # any time (1.f), an allied group's stay (2.2), the defender's French (2.3), the
        # Plantagenets (2.4). Saves made before the option existed keep the old readings.
        Option(SEED_TEXT, N_("House rules 1.a, 1.f, 2.2-2.4 as written"), True, (True, False),
               ((True, N_("Yes")), (False, N_("No (earlier reading)"))),
               legacy=False),
    )
    action_types = ACTION_TYPES

    def __init__(self) -> None:
        from game.kingmaker.ai import Heuristics

        self.heuristics = Heuristics()

    def new_game(self, players: int, seed: int, options: dict | None = None) -> KState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Kingmaker is for 2 to 7 players, not {players}")
        return R.new_game(players, seed, self.check_options(options))

    # the engine's functions themselves (no extra call in the hot loop)
    to_act = staticmethod(KState.to_act)
    legal_actions = staticmethod(R.legal_actions)

    # the types are checked too (1.0 or True is no move, though it compares equal),
    # except for the very objects legal_actions() handed out
    apply = staticmethod(R.apply_checked)

    def apply_trusted(self, state: KState, action: Any) -> list[Event]:
        return R.apply(state, action, check=False)

    def observe(self, state: KState, seat: int) -> KState:
        return R.observe(state, seat)

    def determinize(self, state: KState, seat: int, rng: Rng) -> KState:
        return R.determinize(state, seat, rng)

    def is_over(self, state: KState) -> bool:
        return state.to_act() is None

    def outcome(self, state: KState) -> Outcome:
        n = state.players
        vv = [sum(votes(state, p)) for p in range(n)]
        tour = state.options["tournament_scoring"]
        rows = [[outcome_row(N_("Votes (both Houses)"), vv[p])] for p in range(n)]
        if state.end_reason == "victory":
            w = state.winner
            ranks = [1 if p == w else 2 for p in range(n)]
            scores = tournament_points(vv, w) if tour else [1.0 if p == w else 0.0
                                                             for p in range(n)]
            tie: list[tuple[str, dict]] = []
        elif state.end_reason == "all_dead" and not tour:
            ranks = [1] * n
            scores = [0.0] * n
            tie = [(N_("Every royal piece died: nobody wins."), {})]
        else:
            ranks = [1 + sum(1 for q in range(n) if vv[q] > vv[p]) for p in range(n)]
            scores = tournament_points(vv) if tour else [float(v) for v in vv]
            if tour:
                tie = [(N_("The game ended at the round limit: players are ranked by the "
                           "seed's tournament scoring (section 3), from their votes in both "
                           "Houses."), {})]
            else:
                tie = [(N_("The game ended at the round limit: players are ranked by their "
                           "votes in both Houses."), {})]
        for p in range(n):
            if tour:
                rows[p].append(outcome_row(N_("Tournament points"), scores[p]))
        return Outcome(scores, ranks, rows, tie)

    def describe(self, action: Any, lang: str = "en") -> str:
        return describe(action, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str | None:
        if event.private and event.kind == "crown_draw":
            return None
        return describe_event(event.kind, event.data, lang)


RULES = KingmakerRules()

__all__ = ["RULES", "KingmakerRules"]
