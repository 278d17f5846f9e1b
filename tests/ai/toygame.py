"""Last Stone: a tiny hidden-information card game speaking the full Tavola protocol.

A pile of stones is public. Each player holds three hidden cards valued 1-4,
drawn from a shuffled deck of four copies of each value. On your turn either
play a card no larger than the pile (take that many stones) or discard a card;
then draw (the face-up discards are reshuffled when the deck runs out). Whoever
takes the last stone wins. After ``MAX_PLIES`` decisions the game is drawn.

It exists to test the AIs: the optimal play (leave a multiple of five) needs
planning, hands are hidden and the deck order is unknown.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import BaseRules, Event, IllegalAction, Option, Outcome, Rng, ranks_from_keys

PILE = 21
HAND = 3
VALUES = (1, 2, 3, 4)
COPIES = 4
MAX_PLIES = 120
# The "big" option: larger hands and values, so tree nodes have more than eight
# actions (progressive widening and one-ply priors come into play).
BIG = {"pile": 45, "hand": 6, "values": tuple(range(1, 10)), "copies": 4}


def deck_of(options: dict) -> list[int]:
    """Every card of the game, sorted."""
    if options.get("big"):
        return [v for v in BIG["values"] for _ in range(BIG["copies"])]
    return [v for v in VALUES for _ in range(COPIES)]


HIDDEN = 0  # placeholder for a card the observer cannot see


class Play(NamedTuple):
    card: int


class Discard(NamedTuple):
    card: int


class ToyState:
    __slots__ = (
        "players",
        "options",
        "pile",
        "hands",
        "deck",
        "discards",
        "turn",
        "plies",
        "winner",
        "rng",
    )

    def copy(self) -> ToyState:
        s = ToyState.__new__(ToyState)
        s.players = self.players
        s.options = self.options
        s.pile = self.pile
        s.hands = [list(h) for h in self.hands]
        s.deck = list(self.deck)
        s.discards = list(self.discards)
        s.turn = self.turn
        s.plies = self.plies
        s.winner = self.winner
        s.rng = self.rng.copy()
        return s


class ToyHeuristics:
    """Evaluation: taking the last stone next turn is near-certain; otherwise a guess."""

    rollout_plies = 30

    def evaluate(self, s: ToyState) -> list[float]:
        n = s.players
        if s.winner is not None:
            return [1.0 if i == s.winner else 0.0 for i in range(n)]
        if s.pile in s.hands[s.turn]:
            return [0.9 if i == s.turn else 0.1 / (n - 1) for i in range(n)]
        return [1.0 / n] * n

    def rollout_action(self, s: ToyState, rng: Rng):
        if s.pile in s.hands[s.turn]:
            return Play(s.pile)
        acts = RULES.legal_actions(s)
        return acts[rng.randrange(len(acts))]

    def candidates(self, s: ToyState, actions: list) -> list:
        return actions


class ToyRules(BaseRules):
    id = "toy"
    title = "Last Stone"
    min_players = 2
    max_players = 4
    hidden_information = True
    action_types = {"Play": Play, "Discard": Discard}
    options = (Option("big", "Big hands"),)
    heuristics = ToyHeuristics()

    def new_game(self, players: int, seed: int, options: dict | None = None) -> ToyState:
        s = ToyState()
        s.players = players
        s.options = self.check_options(options)
        s.rng = Rng(seed)
        s.deck = deck_of(s.options)
        s.rng.shuffle(s.deck)
        hand = BIG["hand"] if s.options["big"] else HAND
        s.hands = [sorted(s.deck.pop() for _ in range(hand)) for _ in range(players)]
        s.discards = []
        s.pile = BIG["pile"] if s.options["big"] else PILE
        s.turn = 0
        s.plies = 0
        s.winner = None
        return s

    def to_act(self, s: ToyState) -> int | None:
        if s.winner is not None or s.plies >= MAX_PLIES:
            return None
        return s.turn

    def legal_actions(self, s: ToyState) -> list:
        if self.to_act(s) is None:
            return []
        cards = sorted(set(s.hands[s.turn]))
        return [Play(c) for c in cards if c <= s.pile] + [Discard(c) for c in cards]

    def apply(self, s: ToyState, action) -> list[Event]:
        if not any(type(a) is type(action) and a == action for a in self.legal_actions(s)):
            raise IllegalAction(f"{action} is not legal now")
        hand = s.hands[s.turn]
        hand.remove(action.card)
        s.discards.append(action.card)
        s.plies += 1
        events = [Event(type(action).__name__.lower(), {"card": action.card}, seat=s.turn)]
        if isinstance(action, Play):
            s.pile -= action.card
            if s.pile == 0:
                s.winner = s.turn
                return events
        if not s.deck:
            s.deck, s.discards = s.discards, []
            s.rng.shuffle(s.deck)
        hand.append(s.deck.pop())
        hand.sort()
        events.append(Event("draw", {}, reveal=True, seat=s.turn, private=True))
        s.turn = (s.turn + 1) % s.players
        return events

    def observe(self, s: ToyState, seat: int) -> ToyState:
        o = s.copy()
        o.hands = [list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(s.hands)]
        o.deck = [HIDDEN] * len(s.deck)
        o.rng = Rng(0)
        return o

    def determinize(self, o: ToyState, seat: int, rng: Rng) -> ToyState:
        s = o.copy()
        pool = deck_of(s.options)
        for c in s.hands[seat] + s.discards:
            pool.remove(c)
        rng.shuffle(pool)
        for i, h in enumerate(s.hands):
            if i != seat:
                s.hands[i] = sorted(pool.pop() for _ in h)
        s.deck = pool
        s.rng = Rng(rng.next64())
        return s

    def outcome(self, s: ToyState) -> Outcome:
        keys = [(1 if i == s.winner else 0,) for i in range(s.players)]
        return Outcome([float(k[0]) for k in keys], ranks_from_keys(keys))

    def describe(self, action, lang: str = "en") -> str:
        verb = (
            ("gioca" if lang == "it" else "plays")
            if isinstance(action, Play)
            else ("scarta" if lang == "it" else "discards")
        )
        return f"{verb} {action.card}"


RULES = ToyRules()
