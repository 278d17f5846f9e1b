"""Wallenstein (Dirk Henn, 2002): the rules through Tavola's common protocol.

``RULES`` is the module-level :class:`WallensteinRules` instance ``game.GAMES`` reads.
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
    seat_ref,
)
from game.i18n import N_, NP_, gettext, ngettext, npgettext, outcome_row
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import ACTION_TYPES
from game.wallenstein.state import (
    ANNOUNCE,
    BLANK,
    CHURCH,
    PALACE,
    PLAN,
    SEASONS,
    TRADING,
    UNSET,
    WState,
)
from game.wallenstein.texts import (
    BUILDING_NAMES,
    SEASON_NAMES,
    SPACE_NAMES,
    event_effect,
    event_name,
    province_name,
)


def armies_text(n: int, lang: str = "en") -> str:
    """"1 army" / "3 armies" ("1 armata" / "3 armate" in Italian)."""
    return ngettext("{n} army", "{n} armies", n, lang)


def peasants_text(n: int, lang: str = "en") -> str:
    """"1 peasant" / "2 peasants" ("1 contadino" / "2 contadini" in Italian)."""
    return ngettext("{n} peasant", "{n} peasants", n, lang)


# whole log messages per building, season, reason and result
BUILDS = (N_("builds a palace in {province}"), N_("builds a church in {province}"),
          N_("builds a trading house in {province}"))
SEASON_BEGINS = (N_("Spring begins"), N_("Summer begins"), N_("Autumn begins"),
                 N_("Winter begins"))
NO_RECRUIT = {"gold": N_("cannot recruit in {province}: no gold"),
              "supply": N_("cannot recruit in {province}: no army left in supply"),
              "event": N_("cannot recruit in {province}: the event forbids it")}
BATTLE = {"attacker": N_("battle for {province}: {attack} against {defence}, the attacker "
                         "wins"),
          "defender": N_("battle for {province}: {attack} against {defence}, the defence "
                         "holds"),
          "devastated": N_("battle for {province}: {attack} against {defence}, a tie: the "
                           "province is devastated and free again")}
REVOLT = (N_("revolt in {province}: {armies} against {peasants}, the revolt succeeds: the "
             "province is devastated and free again"),
          N_("revolt in {province}: {armies} against {peasants}, the revolt is crushed"))


# how a tie on points was broken, by how many of the criteria were needed (whole messages,
# so each language words its own list)
BROKEN_BY = (
    N_("Players {who} tied on {pts} points; the tie is broken by palaces."),
    N_("Players {who} tied on {pts} points; the tie is broken by palaces, then churches."),
    N_("Players {who} tied on {pts} points; the tie is broken by palaces, then churches, "
       "then trading houses."),
)
SHARED = N_("Players still equal on points, palaces, churches and trading houses ({same}) "
            "share the place.")


def tiebreak_sentences(keys: list[tuple]) -> list[tuple[str, dict]]:
    """How ties on points were broken (palaces, churches, trading houses): (message, its
    values) pairs, or []."""
    out: list[tuple[str, dict]] = []
    for pts in sorted({k[0] for k in keys}, reverse=True):
        group = [i for i, k in enumerate(keys) if k[0] == pts]
        if len(group) < 2:
            continue
        who = ", ".join(str(i + 1) for i in group)
        ordered = sorted((keys[i] for i in group), reverse=True)
        used = 0  # the last criterion needed to order the group
        shared = False
        for a, b in zip(ordered, ordered[1:], strict=False):
            diff = next((c for c in range(1, 4) if a[c] != b[c]), 0)
            shared = shared or diff == 0
            used = max(used, diff)
        if used:
            out.append((BROKEN_BY[used - 1], {"who": who, "pts": pts}))
        if shared:
            same = ", ".join(str(i + 1) for i in group
                             if any(keys[j] == keys[i] for j in group if j != i))
            out.append((SHARED, {"same": same}))
    return out


class WallensteinRules(BaseRules):
    """Wallenstein through the common protocol (see game/core.py)."""

    id = "wallenstein"
    title = NP_("game title", "Wallenstein").message
    min_players = 3
    max_players = 5
    hidden_information = True
    options = (
        Option("events", N_("Event cards: edition"), "2012",
               ("2012", "2002"),
               (("2012", N_("2012 edition (verified)")),
                ("2002", N_("2002 edition (reconstructed)")))),
        Option("tower", N_("Cube tower"), "ledges", ("ledges", "simple"),
               (("ledges", N_("two ledges")),
                ("simple", N_("simple (2/3 fall)")))),
        Option("gold5", N_("Starting gold with 5 players"),
               13, (13, 12), players=(5,)),
        # the seed: the card's recruit must happen whenever it can (rules 7.8, A3); saves
        # made before this option existed were played with the move-only choice open
        Option(R.RECRUIT1_OPTIONAL, N_("Recruit-1 card: move without recruiting by choice"),
               False, (False, True),
               ((False, N_("no")), (True, N_("yes"))),  # short: the label is long
               legacy=True),
    )
    action_types = ACTION_TYPES

    def __init__(self) -> None:
        from game.wallenstein.ai import Heuristics

        self.heuristics = Heuristics()

    # ------------------------------------------------------------------ protocol
    def new_game(self, players: int, seed: int, options: dict | None = None) -> WState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Wallenstein is for 3 to 5 players, not {players}")
        return R.new_game(players, seed, self.check_options(options))

    def to_act(self, state: WState) -> int | None:
        return state.to_act()

    def legal_actions(self, state: WState) -> list:
        return R.legal_actions(state)

    def apply(self, state: WState, action: Any) -> list[Event]:
        check_action_types(action)
        return R.apply(state, action)

    def apply_trusted(self, state: WState, action: Any) -> list[Event]:
        """``apply`` without the legality check (a fifth of the search's time)."""
        return R.apply(state, action, check=False)

    def observe(self, state: WState, seat: int) -> WState:
        return R.observe(state, seat)

    def shows_private(self, state: WState, seat: int) -> bool:
        """``seat``'s view holds something the others may not see: its planning hand
        (ANNOUNCE, PLAN) or planned cards not yet revealed. The setup draft is public,
        so pass-and-play needs no hand-over screen between its picks."""
        if state.phase in (ANNOUNCE, PLAN):
            return True
        plan, rev = state.plans[seat], state.revealed[seat]
        return any(plan[i] >= BLANK and not rev & (1 << i) for i in range(10))

    def determinize(self, state: WState, seat: int, rng: Rng) -> WState:
        return R.determinize(state, seat, rng)

    def is_over(self, state: WState) -> bool:
        return state.to_act() is None

    def outcome(self, state: WState) -> Outcome:
        n = state.players
        counts = [[0, 0, 0] for _ in range(n)]
        for p, o in enumerate(state.owner):
            if o >= 0:
                b = state.buildings[p]
                counts[o][0] += bool(b & PALACE)
                counts[o][1] += bool(b & CHURCH)
                counts[o][2] += bool(b & TRADING)
        keys = [(state.score[i], *counts[i]) for i in range(n)]
        ranks = ranks_from_keys(keys)
        breakdown = []
        for i in range(n):
            rows: list[tuple[str, dict, Any]] = []
            for w, r in enumerate(state.winters[i], start=1):
                rows += [
                    outcome_row(N_("Provinces (winter {w})"), r["provinces"], w=w),
                    outcome_row(N_("Buildings (winter {w})"), r["buildings"], w=w),
                    outcome_row(N_("Palace majorities (winter {w})"), r["palace"], w=w),
                    outcome_row(N_("Church majorities (winter {w})"), r["church"], w=w),
                    outcome_row(N_("Trading-house majorities (winter {w})"), r["trading"], w=w),
                    outcome_row(N_("Total winter {w}"), r["total"], w=w),
                ]
            rows += [outcome_row(N_("Total"), state.score[i]),
                     outcome_row(N_("Palaces"), counts[i][0]),
                     outcome_row(N_("Churches"), counts[i][1]),
                     outcome_row(N_("Trading houses"), counts[i][2])]
            breakdown.append(rows)
        tie = tiebreak_sentences(keys)
        scores = [k[0] for k in keys]
        return Outcome([float(x) for x in scores], ranks, breakdown, tie)

    # ------------------------------------------------------------------ text
    def describe(self, action: Any, lang: str = "en") -> str:
        def say(msg: str, **kw: object) -> str:
            return gettext(msg, lang, **kw)

        t = type(action).__name__
        if t == "DraftTake":
            if action.choice == 2:
                return say(N_("takes the deck's top card"))
            return say(N_("takes face-up card {n}"), n=action.choice + 1)
        if t == "DraftReplace":
            return say(N_("replaces the two face-up cards"))
        if t == "PlaceGroup":
            return ngettext("places a group of {n} army", "places a group of {n} armies",
                            action.size, lang)
        if t == "LeaveEmpty":
            return say(N_("leaves the space '{space}' empty"),
                       space=SPACE_NAMES[lang][action.space])
        if t == "Plan":  # never names the card: the plan is secret
            return say(N_("puts a card face down on '{space}'"),
                       space=SPACE_NAMES[lang][action.space])
        if t == "Campaign":
            return say(N_("marches towards {province}"), province=province_name(action.target))
        if t == "RecruitMove":
            where = province_name(action.target)
            if action.recruit and action.target >= 0:
                return say(N_("recruits 1 army and moves armies to {province}"), province=where)
            if action.recruit:
                return say(N_("recruits 1 army"))
            if action.target >= 0:
                return say(N_("moves armies to {province}"), province=where)
            return ""
        if t == "Count":
            return ngettext("marches with {n} army", "marches with {n} armies", action.n, lang)
        if t == "Defend":
            return ngettext("throws {n} army into the tower", "throws {n} armies into the tower",
                            action.n, lang)
        return str(action)

    def secret_progress(self, state: WState, seat: int) -> tuple[int, int] | None:
        """(spaces filled, spaces) of ``seat``'s secret plan while it plans, else None
        (the table shows how far a computer is while the others wait)."""
        if state.phase != PLAN or state.planner != seat:
            return None
        plan = state.plans[seat]
        return sum(1 for p in plan if p != UNSET), len(plan)

    def logs_action(self, action: Any) -> bool:
        """Recruits, moves and campaigns are logged once, by the events that follow (they
        name the provinces and the armies)."""
        return type(action).__name__ not in ("RecruitMove", "Campaign", "Count")

    def describe_event(self, event: Event, lang: str = "en") -> str | None:
        def say(msg: str, **kw: object) -> str:
            return gettext(msg, lang, **kw)

        d = event.data
        k = event.kind
        pn = province_name
        if k == "year_start":
            names = ", ".join(event_name(D.EVENT_DECKS[d["deck"]][c], lang)
                              for c in d["events"])
            return say(N_("Year {year} begins; events: {events}"), year=d["year"], events=names)
        if k == "season_start":
            return say(SEASON_BEGINS[d["season"]])
        if k == "season_event":
            if d["card"] < 0:
                return None
            card = D.EVENT_DECKS[d["deck"]][d["card"]]
            return say(N_("Event: {name}. {effect}"), name=event_name(card, lang),
                       effect=event_effect(card, lang))
        if k == "turn_order":
            return say(N_("Turn order: {seats}"),
                       seats=", ".join(seat_ref(x) for x in d["order"]))
        if k == "draft":
            return say(N_("takes {province}"), province=pn(d["province"]))
        if k == "attack":
            return ngettext("attacks {to} from {source} with {n} army",
                            "attacks {to} from {source} with {n} armies", d["armies"], lang,
                            to=pn(d["to"]), source=pn(d["from"]))
        if k == "hunger":
            provs = ", ".join(pn(q[1]) for q in d["revolts"])
            return ngettext("Hunger: revolt in {provinces}", "Hunger: revolts in {provinces}",
                            len(d["revolts"]), lang, provinces=provs)
        if k == "build":
            return say(BUILDS[d["building"]], province=pn(d["province"]))
        if k == "income":
            msg = (N_("gets {v} grain from {province}") if "grain" in d
                   else N_("gets {v} gold from {province}"))
            return say(msg, v=d["grain"] if "grain" in d else d["gold"],
                       province=pn(d["province"]))
        if k == "recruit":
            return ngettext("recruits {n} army in {province}",
                            "recruits {n} armies in {province}", d["armies"], lang,
                            province=pn(d["province"]))
        if k == "no_recruit":
            return say(NO_RECRUIT[d["reason"]], province=pn(d["province"]))
        if k == "move":
            return ngettext("moves {n} army from {source} to {to}",
                            "moves {n} armies from {source} to {to}", d["armies"], lang,
                            source=pn(d["from"]), to=pn(d["to"]))
        if k == "cancelled":
            return say(N_("action '{space}' in {province} cancelled"),
                       space=SPACE_NAMES[lang][d["space"]], province=pn(d["province"]))
        if k == "battle":
            return say(BATTLE[d["result"]], province=pn(d["province"]), attack=d["attack"],
                       defence=d["defence"] + d["peasants"])
        if k == "revolt":
            peasants = npgettext("against", "{n} peasant", "{n} peasants", d["peasants"], lang)
            return say(REVOLT[bool(d["crushed"])], province=pn(d["province"]),
                       armies=armies_text(d["army"], lang), peasants=peasants)
        if k == "grain_loss":
            return say(N_("Winter: every player loses {loss} grain"), loss=d["loss"])
        if k == "scoring":
            return say(N_("Scoring of year {year}: {points}"), year=d["year"],
                       points=", ".join(str(x) for x in d["points"]))
        return None


RULES = WallensteinRules()

__all__ = ["RULES", "WallensteinRules", "armies_text", "peasants_text", "SPACE_NAMES",
           "SEASON_NAMES", "BUILDING_NAMES", "SEASONS", "event_name", "event_effect",
           "province_name"]
