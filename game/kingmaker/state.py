"""The Kingmaker game state: flat lists of small ints, copied by slicing.

Cards, nobles and ships are Crown-card indices (``data.CARD_ID``); positions use the
codes of :mod:`game.kingmaker.data` (area, inside a location, sea zone, aboard a ship).
Hidden: every hand (``hands``), the Crown deck and event deck order and the Chancery.
"""

from __future__ import annotations

from operator import attrgetter

from game.core import Rng, State

# phases of the active faction's turn
MOVE, COMBAT, SUMMON, PARLIAMENT, OVER = range(5)
PHASE_IDS = ("move", "combat", "summon", "parliament", "over")
HIDDEN = -1  # a face-down card in an observation

_LISTS = ("faction", "holder", "npos", "ship_pos", "moved", "fought", "lent", "heir_pos",
          "heir_alive", "heir_crowned", "heir_ctrl", "conquered", "besieged", "crown_deck",
          "discard", "chancery", "event_deck", "event_discard", "cont_rounds", "cont_ban",
          "plant_dead", "plant_ctrl", "alliances", "peace", "pending", "votes_cast",
          "commander", "carried", "storm_battles")
_NESTED = ("hands", "held_events")
_SCALARS = ("players", "options", "phase", "active", "round", "tnum", "first", "winner",
            "end_reason", "parl_allowed", "weather", "storm", "offers_made", "parl",
            "start_ctrl", "last_event")
_FIELDS = attrgetter(*_LISTS, *_NESTED, *_SCALARS)  # every field but rng, as one tuple


class KState(State):
    """Everything that changes during a game of Kingmaker.

    Per Crown card (index ``c``): ``faction[c]`` the seat whose noble ``c`` is (-1: not in
    play); ``holder[c]`` the noble a card is allocated to (-1: none); ``npos[c]`` a noble's
    position (-1: off the board); ``ship_pos[c]`` a ship counter's position (-1: none);
    ``moved``/``fought`` this turn; ``lent[c]`` the commander's seat of a noble lent in an
    offensive alliance (-1) and ``commander[c]`` the noble commanding him (-1) [H 1.f];
    ``cont_rounds``/``cont_ban`` stays on the Continent [H 2.2];
    ``plant_dead`` the round a Plantagenet was killed (-1) [H 2.4]; ``carried[c]`` the ship
    of the winning fleet that carries noble ``c`` taken in a boarding, ``N_CARDS`` + ship
    once he is freed and waits for it to dock (-1) [H 2.1].
    Per royal piece: ``heir_pos``, ``heir_alive``, ``heir_crowned``, ``heir_ctrl`` (-1:
    uncontrolled). Per location: ``conquered`` (seat that took it by siege, -1) and
    ``besieged`` (besieging seat, -1). ``pending``: out-of-turn decisions, first one to act.
    ``parl``: the sitting Parliament (tuple) or None. ``storm_battles``: land battles due
    in a port after a storm at sea, (round, port, attacker, defender) [H 2.1].
    """

    # caches (not state): the legal list handed out, the movement and turn memos, and
    # ``board.held_by``'s kept pair (shared by copies: replaced, never changed)
    __slots__ = _LISTS + _NESTED + _SCALARS + ("rng", "_legal", "_moves", "_memo", "_held")
    # kept answers, rebuilt when the position differs from them: no part of the position
    CACHE_SLOTS = ("_legal", "_moves", "_memo", "_held")

    def copy(self) -> KState:
        s = KState.__new__(KState)
        s.faction = self.faction[:]
        s.holder = self.holder[:]
        s.npos = self.npos[:]
        s.ship_pos = self.ship_pos[:]
        s.moved = self.moved[:]
        s.fought = self.fought[:]
        s.lent = self.lent[:]
        s.heir_pos = self.heir_pos[:]
        s.heir_alive = self.heir_alive[:]
        s.heir_crowned = self.heir_crowned[:]
        s.heir_ctrl = self.heir_ctrl[:]
        s.conquered = self.conquered[:]
        s.besieged = self.besieged[:]
        s.crown_deck = self.crown_deck[:]
        s.discard = self.discard[:]
        s.chancery = self.chancery[:]
        s.event_deck = self.event_deck[:]
        s.event_discard = self.event_discard[:]
        s.cont_rounds = self.cont_rounds[:]
        s.cont_ban = self.cont_ban[:]
        s.plant_dead = self.plant_dead[:]
        s.plant_ctrl = self.plant_ctrl[:]
        s.alliances = self.alliances[:]
        s.peace = self.peace[:]
        s.pending = self.pending[:]
        s.votes_cast = self.votes_cast[:]
        s.commander = self.commander[:]
        s.carried = self.carried[:]
        s.storm_battles = self.storm_battles[:]
        s.hands = [h[:] for h in self.hands]
        s.held_events = [h[:] for h in self.held_events]
        s.players = self.players
        s.options = self.options
        s.phase = self.phase
        s.active = self.active
        s.round = self.round
        s.tnum = self.tnum
        s.first = self.first
        s.winner = self.winner
        s.end_reason = self.end_reason
        s.parl_allowed = self.parl_allowed
        s.weather = self.weather
        s.storm = self.storm
        s.offers_made = self.offers_made
        s.parl = self.parl
        s.start_ctrl = self.start_ctrl
        s.last_event = self.last_event
        s.rng = self.rng.copy()
        s._held = self._held
        return s

    def same(self, other: KState) -> bool:
        """Equal to ``other`` in every field (cheaper than comparing ``_key()``)."""
        return _FIELDS(self) == _FIELDS(other) and self.rng.s == other.rng.s

    def _key(self) -> tuple:
        return (tuple(tuple(getattr(self, k)) for k in _LISTS)
                + tuple(tuple(tuple(h) for h in getattr(self, k)) for k in _NESTED)
                + tuple(getattr(self, k) for k in _SCALARS if k != "options")
                + (tuple(sorted(self.options.items())), self.rng.s))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KState) and self._key() == other._key()

    def __hash__(self) -> int:  # pragma: no cover - states are not hashed in practice
        return hash(self._key())

    def to_act(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.pending:
            return self.pending[0][1]
        return self.active


def new_state(players: int, options: dict, seed: int) -> KState:
    """An empty state; :func:`game.kingmaker.rules.new_game` fills it."""
    from game.kingmaker import data as D

    s = KState.__new__(KState)
    nc = D.N_CARDS
    s.faction = [-1] * nc
    s.holder = [-1] * nc
    s.npos = [-1] * nc
    s.ship_pos = [-1] * nc
    s.moved = [0] * nc
    s.fought = [0] * nc
    s.lent = [-1] * nc
    s.heir_pos = [D.LOC0 + loc for loc in D.HEIR_START]
    s.heir_alive = [1] * D.N_HEIRS
    s.heir_crowned = [int(c) for c in D.HEIR_CROWNED] + [0]  # last: Beaufort [8.6]
    s.heir_ctrl = [-1] * D.N_HEIRS
    s.conquered = [-1] * D.N_LOCS
    s.besieged = [-1] * D.N_LOCS
    s.crown_deck = []
    s.discard = []
    s.chancery = []
    s.event_deck = []
    s.event_discard = []
    s.cont_rounds = [0] * nc
    s.cont_ban = [0] * nc
    s.plant_dead = [-1] * nc
    s.plant_ctrl = [-1] * nc
    s.alliances = []
    s.peace = []
    s.pending = []
    s.votes_cast = []
    s.commander = [-1] * nc
    s.carried = [-1] * nc
    s.storm_battles = []
    s.hands = [[] for _ in range(players)]
    s.held_events = [[] for _ in range(players)]
    s.players = players
    s.options = options
    s.phase = MOVE
    s.active = 0
    s.round = 1
    s.tnum = 0
    s.first = 0
    s.winner = -1
    s.end_reason = ""
    s.parl_allowed = False
    s.weather = False
    s.storm = False
    s.offers_made = 0
    s.parl = None
    s.start_ctrl = tuple([-1] * D.N_HEIRS)
    s.last_event = -1
    s.rng = Rng(seed)
    s._held = None
    return s

