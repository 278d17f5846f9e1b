"""Revolution: The Dutch Revolt 1568-1648 (Francis Tresham): the rules through the protocol.

``RULES`` is the module-level :class:`RevolutionRules` instance ``game.GAMES`` reads.
"""

from __future__ import annotations

from typing import Any

from game.core import BaseRules, Event, Option, Outcome, Rng, check_action_types, ranks_from_keys
from game.revolution import engine as E
from game.revolution import text as T
from game.revolution.actions import ACTION_TYPES
from game.revolution.board import vp_of_seat
from game.revolution.state import RState

ALL_OPTIONS = (
    Option("three", "Factions with 3 players", "Fazioni con 3 giocatori", "CNR",
           ("CNR", "random", "CHN", "CHB", "CHR", "CNB", "CBR"),
           (("CNR", "Catholics, Nobility, Reformers (suggested)",
             "Cattolici, Nobiltà, Riformati (consigliata)"),
            ("random", "Catholics and two dealt at random", "Cattolici e due a caso"),
            ("CHN", "Catholics, Habsburgs, Nobility", "Cattolici, Asburgo, Nobiltà"),
            ("CHB", "Catholics, Habsburgs, Burghers", "Cattolici, Asburgo, Borghesi"),
            ("CHR", "Catholics, Habsburgs, Reformers", "Cattolici, Asburgo, Riformati"),
            ("CNB", "Catholics, Nobility, Burghers", "Cattolici, Nobiltà, Borghesi"),
            ("CBR", "Catholics, Burghers, Reformers", "Cattolici, Borghesi, Riformati")),
           players=(3,)),
    Option("neutrals", "Neutral pieces in the box (A1)", "Pedine neutrali nella scatola (A1)",
           60, (40, 60, 80)),
    Option("besieged_limit", "Besieged cities in the province limit (A2)",
           "Città assediate nel limite della provincia (A2)", "everywhere",
           ("everywhere", "conflict_surplus"),
           (("everywhere", "left out everywhere", "escluse ovunque"),
            ("conflict_surplus", "left out only in conflict and surplus",
             "escluse solo in conflitto ed eccesso"))),
    Option("city_majority", "Cities in province majorities (A3)",
           "Città nella maggioranza delle province (A3)", "never", ("never", "after_turn0"),
           (("never", "never counted", "mai contate"),
            ("after_turn0", "counted after turn 0", "contate dopo il turno 0"))),
    Option("tax", "Tax larger than the stock (A4)", "Tasse oltre la riserva (A4)", "capped",
           ("capped", "exact"),
           (("capped", "any rate, income capped", "qualsiasi aliquota, entrata limitata"),
            ("exact", "only rates that can be paid in full",
             "solo aliquote pagabili per intero"))),
    Option("huguenot_coin", "Huguenot interception coin (A5)",
           "Moneta dell'intercettazione ugonotta (A5)", "piece", ("piece", "stock"),
           (("piece", "the Huguenot piece itself (FAQ)", "la pedina ugonotta stessa (FAQ)"),
            ("stock", "a coin from stock, the piece stays",
             "una moneta dalla riserva, la pedina resta"))),
    Option("loot_scope", "Looting a town (A6)", "Saccheggio di una cittadina (A6)", "region",
           ("region", "anywhere"),
           (("region", "in the army's region", "nella regione dell'esercito"),
            ("anywhere", "in any province", "in qualsiasi provincia"))),
    Option("besieger_influence", "Besiegers may use military influence (A9)",
           "Chi assedia può usare l'influenza militare (A9)", True),
    Option("lift", "Water Beggars lifting sieges (A11)", "Pezzenti che rompono gli assedi (A11)",
           "one", ("one", "all"),
           (("one", "one siege per group", "un assedio per gruppo"),
            ("all", "every siege in the region", "tutti gli assedi della regione"))),
    Option("voluntary_coins", "New units may be taken as coins (A13)",
           "Nuove pedine prese come monete a scelta (A13)", False),
    Option("surplus_room", "Room for surplus (A15)", "Spazio per l'eccesso (A15)",
           "non_neutral", ("non_neutral", "all"),
           (("non_neutral", "neutrals do not block", "i neutrali non bloccano"),
            ("all", "every piece counts", "contano tutte le pedine"))),
    # the seed's 5.7 is the default since issue 37; saves without the key played 6.19
    Option("univ_turn0", "Universities in turn 0 (A17)", "Università nel turno 0 (A17)",
           "rule_5_7", ("rule_5_7", "rule_6_19"),
           (("rule_5_7", "Burghers also reform KÖLN and Leuven (5.7)",
             "anche i Borghesi riformano COLONIA e Lovanio (5.7)"),
            ("rule_6_19", "as in every turn (6.19)", "come in ogni turno (6.19)")),
           legacy="rule_6_19"),
    # [6.19] an empty Leuven makes its university Catholic, as an uncontrolled KÖLN does
    Option("leuven_empty", "Leuven university when the town is empty",
           "Università di Lovanio con la cittadina vuota", "catholic", ("catholic", "unchanged"),
           (("catholic", "becomes Catholic, as KÖLN (6.19)",
             "ridiventa cattolica, come COLONIA (6.19)"),
            ("unchanged", "keeps its allegiance", "mantiene la sua fedeltà")),
           legacy="unchanged"),
    # [6.5] example 2 has five armies in one section; saves without the key had 3-4 spaces
    Option("army_room", "Army spaces per command section", "Caselle esercito per sezione",
           "seed", ("seed", "reconstructed"),
           (("seed", "5, as the seed's battle example needs",
             "5, come serve all'esempio di battaglia"),
            ("reconstructed", "3 or 4 (old reconstruction)", "3 o 4 (vecchia ricostruzione)")),
           legacy="reconstructed"),
    Option("siege_cap", "Siege conversion (A18)", "Conversione dopo l'assedio (A18)",
           "convert2", ("convert2", "cap2"),
           (("convert2", "convert 2 pieces", "converte 2 pedine"),
            ("cap2", "besieger ends with at most 2", "chi assedia resta con al più 2"))),
    Option("substitute", "Anti-Catholic substitutes (A20)", "Sostituti anticattolici (A20)",
           "nobility_3p", ("nobility_3p", "no_nobility"),
           (("nobility_3p", "Nobility stands in with 3 players",
             "la Nobiltà sostituisce con 3 giocatori"),
            ("no_nobility", "never the Nobility", "mai la Nobiltà"))),
    Option("card_retention", "Cards without a majority (A21)",
           "Carte senza maggioranza (A21)", "recompute", ("recompute", "keep"),
           (("recompute", "nobody holds them", "non le tiene nessuno"),
            ("keep", "the holder keeps them", "restano a chi le aveva"))),
    Option("black_bishop", "Uncontrolled bishoprics (A22)", "Vescovati senza controllo (A22)",
           "one_step", ("one_step", "direct"),
           (("one_step", "one step a turn", "un passo per turno"),
            ("direct", "straight to Catholic", "subito cattolici"))),
    Option("nobility_round", "Nobility VP rounding (A23)", "Arrotondamento PV Nobiltà (A23)",
           "up", ("up", "down"),
           (("up", "round up", "per eccesso"), ("down", "round down", "per difetto"))),
)

OPTIONS = ALL_OPTIONS
"""Every option is on the new-game screen (a page at a time when they do not all fit)."""


class RevolutionRules(BaseRules):
    """Revolution: The Dutch Revolt through the common protocol (see game/core.py)."""

    id = "revolution"
    title = "Revolution: The Dutch Revolt 1568-1648"
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
            events.insert(0, Event("acted", {"f": f, "en": T.describe(action, "en", on),
                                             "it": T.describe(action, "it", on),
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
            out: list[tuple[str, str, Any]] = []
            for f in range(5):
                if state.seat_of[f] != seat or not rows[f]:
                    continue
                en, it = T.fname(f, "en"), T.fname(f, "it")
                out += [(f"{en}: cities", f"{it}: città", rows[f]["cities"]),
                        (f"{en}: provinces", f"{it}: province", rows[f]["provinces"]),
                        (f"{en}: objective", f"{it}: obiettivo", rows[f]["objective"])]
            out.append(("Total", "Totale", scores[seat]))
            breakdown.append(out)
        tie_en = tie_it = ""
        winners = [i for i, r in enumerate(ranks) if r == 1]
        if len(winners) > 1:
            who = ", ".join(str(i + 1) for i in winners)
            tie_en = f"Players {who} share the victory with equal scores."
            tie_it = f"I giocatori {who} condividono la vittoria a pari punti."
        return Outcome(scores, ranks, breakdown, tie_en, tie_it)

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
