"""High Card: a tiny hidden-information game for the UI tests (no board view).

Each player holds three hidden cards (1-9) from a shuffled deck. On your turn play
one card: it scores its value (doubled with the "double" option) and you draw a
new one while the deck lasts (unless the "refill" option is off: then nothing is
revealed and undo works). The game ends when every hand is empty.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import BaseRules, Event, IllegalAction, Option, Outcome, Rng, ranks_from_keys

HAND = 3
DECK = [v for v in range(1, 10) for _ in range(2)]


class PlayCard(NamedTuple):
    value: int


class CardState:
    __slots__ = ("players", "options", "hands", "deck", "scores", "turn", "rng", "viewer")

    def copy(self) -> CardState:
        s = CardState.__new__(CardState)
        s.players, s.options = self.players, self.options
        s.hands = [list(h) for h in self.hands]
        s.deck = list(self.deck)
        s.scores = list(self.scores)
        s.turn, s.viewer = self.turn, self.viewer
        s.rng = self.rng.copy()
        return s


class CardRules(BaseRules):
    id = "cards"
    title = "High Card"
    min_players = 2
    max_players = 4
    hidden_information = True
    options = (Option("double", "Double scores", False),
               Option("refill", "Draw after playing", True))
    action_types = {"PlayCard": PlayCard}

    def new_game(self, players: int, seed: int, options: dict | None = None) -> CardState:
        s = CardState()
        s.players, s.options = players, self.check_options(options)
        s.rng = Rng(seed)
        s.deck = list(DECK)
        s.rng.shuffle(s.deck)
        s.hands = [[s.deck.pop() for _ in range(HAND)] for _ in range(players)]
        s.scores = [0] * players
        s.turn, s.viewer = 0, -1
        return s

    def to_act(self, s: CardState) -> int | None:
        return None if not any(s.hands) else s.turn

    def legal_actions(self, s: CardState) -> list:
        if self.to_act(s) is None:
            return []
        return [PlayCard(v) for v in sorted(set(s.hands[s.turn])) if v > 0]

    def apply(self, s: CardState, a: PlayCard) -> list[Event]:
        seat = self.to_act(s)
        if seat is None or not isinstance(a, PlayCard) or a.value not in s.hands[seat]:
            raise IllegalAction("You do not hold that card.")
        s.hands[seat].remove(a.value)
        s.scores[seat] += a.value * (2 if s.options["double"] else 1)
        events = [Event("card_played", {"value": a.value}, seat=seat)]
        if s.deck and s.options["refill"]:
            s.hands[seat].append(s.deck.pop())
            events.append(Event("card_drawn", {"value": s.hands[seat][-1]}, True, seat, True))
        for k in range(1, s.players + 1):
            nxt = (seat + k) % s.players
            if s.hands[nxt]:
                s.turn = nxt
                break
        return events

    def observe(self, s: CardState, seat: int) -> CardState:
        o = s.copy()
        for p in range(o.players):
            if p != seat:
                o.hands[p] = [0] * len(o.hands[p])
        o.deck = [0] * len(o.deck)
        o.rng = Rng(0)
        o.viewer = seat
        return o

    def determinize(self, s: CardState, seat: int, rng: Rng) -> CardState:
        o = s.copy()
        unseen = list(DECK)
        for p in range(o.players):
            for v in (o.hands[p] if p == seat else []):
                unseen.remove(v)
        played_total = sum(o.scores)  # only a rough fill: values need not match exactly
        del played_total
        rng.shuffle(unseen)
        for p in range(o.players):
            if p != seat:
                o.hands[p] = [unseen.pop() if unseen else 1 for _ in o.hands[p]]
        o.deck = [unseen.pop() if unseen else 1 for _ in o.deck]
        o.viewer = -1
        return o

    def outcome(self, s: CardState) -> Outcome:
        keys = [(sc,) for sc in s.scores]
        rows = [[("Cards played", {}, sc)] for sc in s.scores]
        return Outcome([float(x) for x in s.scores], ranks_from_keys(keys), rows)

    def describe(self, a: PlayCard, lang: str = "en") -> str:
        return f"gioca il {a.value}" if lang == "it" else f"plays a {a.value}"


RULES = CardRules()
