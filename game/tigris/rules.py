"""The Tigris & Euphrates protocol object (``RULES``): setup, observation, outcome."""

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
from game.tigris import engine, text
from game.tigris.actions import ACTION_TYPES, Commit
from game.tigris.state import (
    COLOURS,
    PH_COMMIT,
    PH_MONUMENT,
    PH_OVER,
    PH_TREASURE,
    RACK_SIZE,
    State,
    new_state,
)

OBSERVE_SEED = 0x7167726973  # fixed rng value of every observation (canonical)

OPTIONS = (
    Option("english_variant", N_("English variant (conflict commitments)")),
    Option("open_scores", N_("Open scoring (everyone sees all points)")),
    Option("advanced_board", N_("Advanced board (14 treasures)")),
    Option("buildings", N_("Civilization buildings")),
    Option("ziggurat", N_("Ziggurat variant")),
)


def final_totals(s: State, seat: int) -> list[int]:
    """Colour totals after the seat's treasures are assigned, one at a time, to the
    currently weakest colour (this maximises the sorted totals lexicographically)."""
    tot = s.scores[seat][:]
    for _ in range(s.treasures[seat]):
        c = min(range(4), key=lambda x: tot[x])
        tot[c] += 1
    return tot


class TigrisRules(BaseRules):
    """Tigris & Euphrates (Reiner Knizia, 1997) for 2 to 4 players."""

    id = "tigris"
    title = NP_("game title", "Tigris & Euphrates").message
    min_players = 2
    max_players = 4
    hidden_information = True
    options = OPTIONS
    action_types = ACTION_TYPES

    def __init__(self) -> None:
        from game.tigris.ai import Heuristics

        self.heuristics = Heuristics(self)

    # ------------------------------------------------------------------ protocol
    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Tigris & Euphrates is for 2-4 players, not {players}")
        opts = self.check_options(options)
        s = new_state(players, seed, opts)
        ev: list[Event] = []
        for p in range(players):
            engine._draw(s, p, RACK_SIZE, ev)
        return s

    def to_act(self, s: State) -> int | None:
        ph = s.phase
        if ph == PH_OVER:
            return None
        if ph == PH_COMMIT:
            return s.c_att if s.c_att_commit < 0 else s.c_def
        if ph == PH_TREASURE:
            return s.t_seat
        return s.active

    def legal_actions(self, s: State) -> list:
        return engine.legal_actions(s)

    def apply(self, s: State, action: Any) -> list[Event]:
        check_action_types(action)
        return engine.apply(s, action)

    def is_over(self, s: State) -> bool:
        return s.phase == PH_OVER

    # ------------------------------------------------------------------ hidden information
    def observe(self, s: State, seat: int) -> State:
        o = s.copy()
        pool = o.bag
        # Scores are hidden behind the screens until the game ends, then shown to all.
        hide_scores = not o.options.get("open_scores") and self.to_act(s) is not None
        for p in range(o.players):
            if p == seat:
                continue
            for c in range(4):
                pool[c] += o.racks[p][c] + o.swapped[p][c]
            o.racks[p] = [0, 0, 0, 0]
            o.swapped[p] = [0, 0, 0, 0]
            if hide_scores:
                o.scores[p] = [0, 0, 0, 0]
        o.scores_hidden = hide_scores
        o.score_base = (seat, tuple(o.scores[seat])) if o.scores_hidden else None
        o.viewer = seat
        o.rng = Rng(OBSERVE_SEED)
        return o

    def determinize(self, s: State, seat: int, rng: Rng) -> State:
        """A full state consistent with what ``seat`` sees in ``s`` (a state or an
        observation): other racks and swap discards are dealt from the unseen tiles."""
        o = self.observe(s, seat) if s.viewer != seat else s.copy()
        pool = o.bag
        total = sum(pool)

        def take(n: int) -> list[int]:
            nonlocal total
            got = [0, 0, 0, 0]
            for _ in range(n):
                r = rng.randrange(total)
                c = 0
                while r >= pool[c]:
                    r -= pool[c]
                    c += 1
                pool[c] -= 1
                got[c] += 1
                total -= 1
            return got

        for p in range(o.players):
            if p == seat:
                continue
            o.racks[p] = take(o.rack_n[p])
            o.swapped[p] = take(o.swapped_n[p])
        o.viewer = -1
        o.rng = Rng(rng.next64())
        return o

    # ------------------------------------------------------------------ end
    def outcome(self, s: State) -> Outcome:
        keys, scores, breakdown = [], [], []
        for p in range(s.players):
            tot = final_totals(s, p)
            key = tuple(sorted(tot))
            keys.append(key)
            scores.append(float(key[0]))
            rows = []
            for c in range(4):
                rows.append(outcome_row(text.POINTS_ROW[c], s.scores[p][c]))
            rows.append(outcome_row(N_("Treasures"), s.treasures[p]))
            rows.append(outcome_row(N_("Final score (weakest colour)"), key[0]))
            breakdown.append(rows)
        ranks = ranks_from_keys(keys)
        rule = N_("Each player's score is his weakest colour, treasures counted where they "
                  "help most; ties are broken by the next weakest colour, and so on.")
        tie = [] if len(set(scores)) == len(scores) else [(rule, {})]
        return Outcome(scores, ranks, breakdown, tie)

    # ------------------------------------------------------------------ text
    def describe(self, action: Any, lang: str = "en") -> str:
        return text.describe(action, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str | None:
        return text.describe_event(event, lang)

    def logs_action(self, action: Any) -> bool:
        """A commitment is logged once, by its event, which names the tiles."""
        return type(action) is not Commit

    def prompt(self, s: State, lang: str = "en") -> str:
        """What the seat to act is deciding, for the status line."""
        return text.prompt(s, lang)


RULES = TigrisRules()

__all__ = ["RULES", "TigrisRules", "final_totals", "COLOURS", "PH_MONUMENT"]
