"""Revolution: The Dutch Revolt 1568-1648 (Francis Tresham): the rules through the protocol.

``RULES`` is the module-level :class:`RevolutionRules` instance ``game.GAMES`` reads.
"""

from __future__ import annotations

from typing import Any

from game.core import (
    BaseRules,
    Event,
    Option,
    Outcome,
    Rng,
    check_action_types,
    ranks_from_keys,
)
from game.i18n import N_, NP_, outcome_row
from game.revolution import engine as E
from game.revolution import text as T
from game.revolution.actions import ACTION_TYPES
from game.revolution.board import vp_of_seat
from game.revolution.state import RState

ALL_OPTIONS = (
    Option("three", N_("Factions with 3 players"), "CNR",
           ("CNR", "random", "CHN", "CHB", "CHR", "CNB", "CBR"),
           (("CNR", N_("Catholics, Nobility, Reformers (suggested)")),
            ("random", N_("Catholics and two dealt at random")),
            ("CHN", N_("Catholics, Habsburgs, Nobility")),
            ("CHB", N_("Catholics, Habsburgs, Burghers")),
            ("CHR", N_("Catholics, Habsburgs, Reformers")),
            ("CNB", N_("Catholics, Nobility, Burghers")),
            ("CBR", N_("Catholics, Burghers, Reformers"))),
           players=(3,)),
    Option("neutrals", N_("Neutral pieces in the box (A1)"),
           60, (40, 60, 80)),
    Option("besieged_limit", N_("Besieged cities in the province limit (A2)"), "everywhere",
           ("everywhere", "conflict_surplus"),
           (("everywhere", N_("left out everywhere")),
            ("conflict_surplus", N_("left out only in conflict and surplus")))),
    Option("city_majority", N_("Cities in province majorities (A3)"), "never",
           ("never", "after_turn0"),
           (("never", N_("never counted")),
            ("after_turn0", N_("counted after turn 0")))),
    Option("tax", N_("Tax larger than the stock (A4)"), "capped",
           ("capped", "exact"),
           (("capped", N_("any rate, income capped")),
            ("exact", N_("only rates that can be paid in full")))),
    Option("huguenot_coin", N_("Huguenot interception coin (A5)"), "piece", ("piece", "stock"),
           (("piece", N_("the Huguenot piece itself (FAQ)")),
            ("stock", N_("a coin from stock, the piece stays")))),
    Option("loot_scope", N_("Looting a town (A6)"), "region",
           ("region", "anywhere"),
           (("region", N_("in the army's region")),
            ("anywhere", N_("in any province")))),
    Option("besieger_influence", N_("Besiegers may use military influence (A9)"), True),
    Option("lift", N_("Water Beggars lifting sieges (A11)"),
           "one", ("one", "all"),
           (("one", N_("one siege per group")),
            ("all", N_("every siege in the region")))),
    Option("voluntary_coins", N_("New units may be taken as coins (A13)"), False),
    Option("surplus_room", N_("Room for surplus (A15)"),
           "non_neutral", ("non_neutral", "all"),
           (("non_neutral", N_("neutrals do not block")),
            ("all", N_("every piece counts")))),
    # the seed's 5.7 is the default since issue 37; saves without the key played 6.19
    Option("univ_turn0", N_("Universities in turn 0 (A17)"),
           "rule_5_7", ("rule_5_7", "rule_6_19"),
           (("rule_5_7", N_("Burghers also reform KÖLN and Leuven (5.7)")),
            ("rule_6_19", N_("as in every turn (6.19)"))),
           legacy="rule_6_19"),
    # [6.19] an empty Leuven makes its university Catholic, as an uncontrolled KÖLN does
    Option("leuven_empty", N_("Leuven university when the town is empty"), "catholic",
           ("catholic", "unchanged"),
           (("catholic", N_("becomes Catholic, as KÖLN (6.19)")),
            ("unchanged", N_("keeps its allegiance"))),
           legacy="unchanged"),
    # [6.5] example 2 has five armies in one section; saves without the key had 3-4 spaces
    Option("army_room", N_("Army spaces per command section"),
           "seed", ("seed", "reconstructed"),
           (("seed", N_("5, as the seed's battle example needs")),
            ("reconstructed", N_("3 or 4 (old reconstruction)"))),
           legacy="reconstructed"),
    Option("siege_cap", N_("Siege conversion (A18)"),
           "convert2", ("convert2", "cap2"),
           (("convert2", N_("convert 2 pieces")),
            ("cap2", N_("besieger ends with at most 2")))),
    Option("substitute", N_("Anti-Catholic substitutes (A20)"),
           "nobility_3p", ("nobility_3p", "no_nobility"),
           (("nobility_3p", N_("Nobility stands in with 3 players")),
            ("no_nobility", N_("never the Nobility")))),
    Option("card_retention", N_("Cards without a majority (A21)"), "recompute",
           ("recompute", "keep"),
           (("recompute", N_("nobody holds them")),
            ("keep", N_("the holder keeps them")))),
    Option("black_bishop", N_("Uncontrolled bishoprics (A22)"),
           "one_step", ("one_step", "direct"),
           (("one_step", N_("one step a turn")),
            ("direct", N_("straight to Catholic")))),
    Option("nobility_round", N_("Nobility VP rounding (A23)"),
           "up", ("up", "down"),
           (("up", N_("round up")), ("down", N_("round down")))),
)

OPTIONS = ALL_OPTIONS
"""Every option is on the new-game screen (a page at a time when they do not all fit)."""

# the results screen's rows of each faction (whole messages: the faction's name agrees)
SCORE_ROWS = (
    (N_("Catholics: cities"), N_("Catholics: provinces"), N_("Catholics: objective")),
    (N_("Habsburgs: cities"), N_("Habsburgs: provinces"), N_("Habsburgs: objective")),
    (N_("Nobility: cities"), N_("Nobility: provinces"), N_("Nobility: objective")),
    (N_("Burghers: cities"), N_("Burghers: provinces"), N_("Burghers: objective")),
    (N_("Reformers: cities"), N_("Reformers: provinces"), N_("Reformers: objective")),
)


class RevolutionRules(BaseRules):
    """Revolution: The Dutch Revolt through the common protocol (see game/core.py)."""

    id = "revolution"
    title = NP_("game title", "Revolution: The Dutch Revolt 1568-1648").message
    min_players = 2
    max_players = 5
    hidden_information = False
    options = OPTIONS
    action_types = ACTION_TYPES

    def __init__(self) -> None:
        from game.revolution.ai import Heuristics

        self.heuristics = Heuristics()

    def default_options(self) -> dict:
        return {o.key: o.default for o in ALL_OPTIONS}

    def check_options(self, options: dict | None) -> dict:
        """Fill defaults and reject unknown keys or values (shown and advanced options)."""
        out = self.default_options()
        for k, v in (options or {}).items():
            spec = next((o for o in ALL_OPTIONS if o.key == k), None)
            if spec is None:
                raise ValueError(f"unknown option {k!r} for {self.id}")
            if v not in spec.choices:
                raise ValueError(f"option {k!r} cannot be {v!r}")
            out[k] = v
        return out

    def new_game(self, players: int, seed: int, options: dict | None = None) -> RState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Revolution is for 2 to 5 players, not {players}")
        return E.new_game(players, seed, self.check_options(options))

    def to_act(self, state: RState) -> int | None:
        return state.to_act()

    def legal_actions(self, state: RState) -> list:
        return E.legal_actions(state)

    def apply(self, state: RState, action: Any) -> list[Event]:
        """The engine's apply; the events start with the action's own log line ("acted"),
        which names the faction that played it and what it was about (the army of an
        upkeep...), read from the position before the action."""
        check_action_types(action)  # 1.0 or True is no move, though it compares equal
        f = state.actor
        on = T.about(state, action) if state.need is not None else {}
        events = E.apply(state, action)
        if type(action).__name__ != "NewUnit":  # new units: one summary line a faction
            events.insert(0, Event("acted", {"f": f, "a": action, "on": on,
                                             "log_only": True},
                                   seat=state.seat_of[f]))
        return events

    def apply_trusted(self, state: RState, action: Any) -> list[Event]:
        return E.apply(state, action, check=False)

    def observe(self, state: RState, seat: int) -> RState:
        return state.copy()

    def determinize(self, state: RState, seat: int, rng: Rng) -> RState:
        return state.copy()

    def is_over(self, state: RState) -> bool:
        return state.need is None

    def outcome(self, state: RState) -> Outcome:
        n = state.players
        scores = [vp_of_seat(state, i) for i in range(n)]
        ranks = ranks_from_keys([(x,) for x in scores])
        breakdown = []
        rows = [dict(r) for r in state.vpd] if state.vpd else [{} for _ in range(5)]
        for seat in range(n):
            out: list[tuple[str, dict, Any]] = []
            for f in range(5):
                if state.seat_of[f] != seat or not rows[f]:
                    continue
                out += [outcome_row(label, rows[f][part])
                        for part, label in zip(("cities", "provinces", "objective"),
                                               SCORE_ROWS[f], strict=True)]
            out.append(outcome_row(N_("Total"), scores[seat]))
            breakdown.append(out)
        tie: list = []
        winners = [i for i, r in enumerate(ranks) if r == 1]
        if len(winners) > 1:
            tie = [(N_("Players {who} share the victory with equal scores."),
                    {"who": ", ".join(str(i + 1) for i in winners)})]
        return Outcome(scores, ranks, breakdown, tie)

    def logs_action(self, action: Any) -> bool:
        """Never on its own: the "acted" event that :meth:`apply` puts first is the
        action's line (it knows the faction); new units get one summary line a faction."""
        return False

    def option_help(self, key: str, lang: str = "en") -> str:
        """What option ``key`` decides, both readings and the rulebook section (the new-game
        screen's tooltip)."""
        from game.revolution.option_help import option_help

        return option_help(key, lang)

    def describe(self, action: Any, lang: str = "en") -> str:
        return T.describe(action, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str | None:
        return T.describe_event(event, lang)


RULES = RevolutionRules()

__all__ = ["ALL_OPTIONS", "OPTIONS", "RULES", "RevolutionRules"]
