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
    if lang == "it":
        return f"{n} armata" if n == 1 else f"{n} armate"
    return f"{n} army" if n == 1 else f"{n} armies"


def peasants_text(n: int, lang: str = "en") -> str:
    """"1 peasant" / "2 peasants" ("1 contadino" / "2 contadini" in Italian)."""
    if lang == "it":
        return f"{n} contadino" if n == 1 else f"{n} contadini"
    return f"{n} peasant" if n == 1 else f"{n} peasants"


def tiebreak_sentences(keys: list[tuple]) -> tuple[str, str]:
    """How ties on points were broken (palaces, churches, trading houses), or ("", "")."""
    crit_en = ("palaces", "churches", "trading houses")
    crit_it = ("palazzi", "chiese", "empori")
    en, it = [], []
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
            en.append(f"Players {who} tied on {pts} points; the tie is broken by "
                      + ", then ".join(crit_en[:used]) + ".")
            it.append(f"I giocatori {who} sono a pari merito con {pts} punti; per lo "
                      "spareggio contano " + ", poi ".join(crit_it[:used]) + ".")
        if shared:
            same = ", ".join(str(i + 1) for i in group
                             if any(keys[j] == keys[i] for j in group if j != i))
            en.append(f"Players still equal on points, palaces, churches and trading houses "
                      f"({same}) share the place.")
            it.append(f"Chi resta pari per punti, palazzi, chiese ed empori ({same}) "
                      "condivide il posto.")
    return " ".join(en), " ".join(it)


class WallensteinRules(BaseRules):
    """Wallenstein through the common protocol (see game/core.py)."""

    id = "wallenstein"
    title = "Wallenstein"
    min_players = 3
    max_players = 5
    hidden_information = True
    options = (
        Option("events", "Event cards: edition", "Carte evento: edizione", "2012",
               ("2012", "2002"),
               (("2012", "2012 edition (verified)", "edizione 2012 (verificata)"),
                ("2002", "2002 edition (reconstructed)", "edizione 2002 (ricostruita)"))),
        Option("tower", "Cube tower", "Torre dei cubi", "ledges", ("ledges", "simple"),
               (("ledges", "two ledges", "due ripiani"),
                ("simple", "simple (2/3 fall)", "semplice (cadono 2/3)"))),
        Option("gold5", "Starting gold with 5 players", "Oro iniziale con 5 giocatori",
               13, (13, 12), players=(5,)),
        # the seed: the card's recruit must happen whenever it can (rules 7.8, A3); saves
        # made before this option existed were played with the move-only choice open
        Option(R.RECRUIT1_OPTIONAL, "Recruit-1 card: move without recruiting by choice",
               "Carta Arruolare 1: muovere senza arruolare a scelta", False, (False, True),
               ((False, "no", "no"), (True, "yes", "sì")),  # short: the label is long
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
            rows: list[tuple[str, str, Any]] = []
            for w, r in enumerate(state.winters[i], start=1):
                rows += [
                    (f"Provinces (winter {w})", f"Province (inverno {w})", r["provinces"]),
                    (f"Buildings (winter {w})", f"Edifici (inverno {w})", r["buildings"]),
                    (f"Palace majorities (winter {w})", f"Maggioranze palazzi (inverno {w})",
                     r["palace"]),
                    (f"Church majorities (winter {w})", f"Maggioranze chiese (inverno {w})",
                     r["church"]),
                    (f"Trading-house majorities (winter {w})",
                     f"Maggioranze empori (inverno {w})", r["trading"]),
                    (f"Total winter {w}", f"Totale inverno {w}", r["total"]),
                ]
            rows += [("Total", "Totale", state.score[i]),
                     ("Palaces", "Palazzi", counts[i][0]),
                     ("Churches", "Chiese", counts[i][1]),
                     ("Trading houses", "Empori", counts[i][2])]
            breakdown.append(rows)
        en, it = tiebreak_sentences(keys)
        scores = [k[0] for k in keys]
        return Outcome([float(x) for x in scores], ranks, breakdown, en, it)

    # ------------------------------------------------------------------ text
    def describe(self, action: Any, lang: str = "en") -> str:
        it = lang == "it"
        t = type(action).__name__
        if t == "DraftTake":
            if action.choice == 2:
                return "prende la carta in cima al mazzo" if it else "takes the deck's top card"
            return (f"prende la carta scoperta {action.choice + 1}" if it
                    else f"takes face-up card {action.choice + 1}")
        if t == "DraftReplace":
            return ("sostituisce le due carte scoperte" if it
                    else "replaces the two face-up cards")
        if t == "PlaceGroup":
            return (f"schiera un gruppo di {armies_text(action.size, 'it')}" if it
                    else f"places a group of {armies_text(action.size)}")
        names = SPACE_NAMES["it" if it else "en"]
        if t == "LeaveEmpty":
            return (f"lascia vuoto lo spazio «{names[action.space]}»" if it
                    else f"leaves the space '{names[action.space]}' empty")
        if t == "Plan":  # never names the card: the plan is secret
            return (f"pone una carta coperta su «{names[action.space]}»" if it
                    else f"puts a card face down on '{names[action.space]}'")
        if t == "Campaign":
            return (f"marcia verso {province_name(action.target)}" if it
                    else f"marches towards {province_name(action.target)}")
        if t == "RecruitMove":
            parts_en, parts_it = [], []
            if action.recruit:
                parts_en.append("recruits 1 army")
                parts_it.append("arruola 1 armata")
            if action.target >= 0:
                parts_en.append(f"moves armies to {province_name(action.target)}")
                parts_it.append(f"sposta armate in {province_name(action.target)}")
            return " e ".join(parts_it) if it else " and ".join(parts_en)
        if t == "Count":
            return (f"fa marciare {armies_text(action.n, 'it')}" if it
                    else f"marches with {armies_text(action.n)}")
        if t == "Defend":
            return (f"getta {armies_text(action.n, 'it')} nella torre" if it
                    else f"throws {armies_text(action.n)} into the tower")
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
        it = lang == "it"
        d = event.data
        k = event.kind
        pn = province_name
        if k == "year_start":
            names = ", ".join(event_name(D.EVENT_DECKS[d["deck"]][c], "it" if it else "en")
                              for c in d["events"])
            return (f"Inizia l'anno {d['year']}; eventi: {names}" if it
                    else f"Year {d['year']} begins; events: {names}")
        if k == "season_start":
            s = SEASON_NAMES["it" if it else "en"][d["season"]]
            if it:
                return f"Inizia la {s}" if d["season"] == 0 else f"Inizia l'{s}"
            return f"{s.capitalize()} begins"
        if k == "season_event":
            if d["card"] < 0:
                return None
            card = D.EVENT_DECKS[d["deck"]][d["card"]]
            lang_ = "it" if it else "en"
            return (f"Evento: {event_name(card, lang_)}. {event_effect(card, lang_)}" if it
                    else f"Event: {event_name(card, lang_)}. {event_effect(card, lang_)}")
        if k == "turn_order":
            seats = ", ".join(seat_ref(x) for x in d["order"])
            return f"Ordine di gioco: {seats}" if it else f"Turn order: {seats}"
        if k == "draft":
            return (f"prende {pn(d['province'])}" if it else f"takes {pn(d['province'])}")
        if k == "attack":
            n = d["armies"]
            return (f"attacca {pn(d['to'])} da {pn(d['from'])} con {armies_text(n, 'it')}" if it
                    else f"attacks {pn(d['to'])} from {pn(d['from'])} with {armies_text(n)}")
        if k == "hunger":
            provs = ", ".join(pn(q[1]) for q in d["revolts"])
            one = len(d["revolts"]) == 1
            if it:
                return f"Fame: {'rivolta' if one else 'rivolte'} in {provs}"
            return f"Hunger: {'revolt' if one else 'revolts'} in {provs}"
        if k == "build":
            b = BUILDING_NAMES["it" if it else "en"][d["building"]]
            if it:
                art = "una" if b == "chiesa" else "un"
                return f"costruisce {art} {b} in {pn(d['province'])}"
            return f"builds a {b} in {pn(d['province'])}"
        if k == "income":
            what = "grain" if "grain" in d else "gold"
            v = d[what]
            if it:
                return f"riceve {v} {'grano' if what == 'grain' else 'oro'} da {pn(d['province'])}"
            return f"gets {v} {what} from {pn(d['province'])}"
        if k == "recruit":
            n = d["armies"]
            if it:
                return f"arruola {armies_text(n, 'it')} in {pn(d['province'])}"
            return f"recruits {armies_text(n)} in {pn(d['province'])}"
        if k == "no_recruit":
            why = {"gold": ("no gold", "manca l'oro"),
                   "supply": ("no army left in supply", "nessuna armata nella riserva"),
                   "event": ("the event forbids it", "l'evento lo impedisce")}[d["reason"]]
            return (f"non può arruolare in {pn(d['province'])}: {why[1]}" if it
                    else f"cannot recruit in {pn(d['province'])}: {why[0]}")
        if k == "move":
            n = d["armies"]
            return (f"sposta {armies_text(n, 'it')} da {pn(d['from'])} a {pn(d['to'])}" if it
                    else f"moves {armies_text(n)} from {pn(d['from'])} to {pn(d['to'])}")
        if k == "cancelled":
            sp = SPACE_NAMES["it" if it else "en"][d["space"]]
            return (f"azione «{sp}» in {pn(d['province'])} annullata" if it
                    else f"action '{sp}' in {pn(d['province'])} cancelled")
        if k == "battle":
            res = d["result"]
            if it:
                r = {"attacker": "vince l'attaccante", "defender": "la difesa resiste",
                     "devastated": "parità: la provincia è devastata e torna libera"}[res]
                return f"battaglia per {pn(d['province'])}: {d['attack']} contro " \
                       f"{d['defence'] + d['peasants']}, {r}"
            r = {"attacker": "the attacker wins", "defender": "the defence holds",
                 "devastated": "a tie: the province is devastated and free again"}[res]
            return (f"battle for {pn(d['province'])}: {d['attack']} against "
                    f"{d['defence'] + d['peasants']}, {r}")
        if k == "revolt":
            fight_it = f"{armies_text(d['army'], 'it')} contro {peasants_text(d['peasants'], 'it')}"
            fight_en = f"{armies_text(d['army'])} against {peasants_text(d['peasants'])}"
            if it:
                r = ("la rivolta è repressa" if d["crushed"]
                     else "la rivolta riesce: la provincia è devastata e torna libera")
                return f"rivolta in {pn(d['province'])}: {fight_it}, {r}"
            r = ("the revolt is crushed" if d["crushed"]
                 else "the revolt succeeds: the province is devastated and free again")
            return f"revolt in {pn(d['province'])}: {fight_en}, {r}"
        if k == "grain_loss":
            return (f"Inverno: ogni giocatore perde {d['loss']} grano" if it
                    else f"Winter: every player loses {d['loss']} grain")
        if k == "scoring":
            pts = ", ".join(str(x) for x in d["points"])
            return (f"Punteggio dell'anno {d['year']}: {pts}" if it
                    else f"Scoring of year {d['year']}: {pts}")
        return None


RULES = WallensteinRules()

__all__ = ["RULES", "WallensteinRules", "armies_text", "peasants_text", "SPACE_NAMES",
           "SEASON_NAMES", "BUILDING_NAMES", "SEASONS", "event_name", "event_effect",
           "province_name"]
