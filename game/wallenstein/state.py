"""The Wallenstein game state: every field a rules engine or a board view reads.

Indices used throughout:

* provinces are numbered 0..44 in the order of ``data/provinces.json`` (see
  :mod:`game.wallenstein.data`, ``PROVINCES``); with 3 players the 8 white-bordered
  provinces have owner :data:`OUT` and take no part in the game;
* seats are 0..players-1; cube colours are the seat numbers plus :data:`GREEN`
  (peasants);
* the ten planning spaces (and the ten action-order cards) are numbered 0..9 in the
  planning-board order of :data:`SPACES`.
"""

from __future__ import annotations

from game.core import Rng, State
from game.wallenstein.tower import Tower

# ----------------------------------------------------------------------------- constants

SPACES: tuple[str, ...] = (
    "build_palace", "build_church", "build_trading_house", "harvest_grain", "collect_tax",
    "recruit_5", "recruit_3", "recruit_1_and_move", "campaign_a", "campaign_b",
)
"""The ten action spaces of a planning board, in board order (index = space number)."""

PALACE, CHURCH, TRADING = 1, 2, 4
"""Building bits of ``State.buildings`` (one of each kind at most per province)."""
BUILDING_BITS: tuple[int, ...] = (PALACE, CHURCH, TRADING)

NEUTRAL = -1  # owner of a province nobody holds
OUT = -2  # owner of a province out of play (3 players)

GREEN = 5  # cube colour of the peasants (seats use colours 0..4)

# values of a planning-board entry (``State.plans[seat][space]``); >= 0 is a province
BLANK = -1  # a blank card: no action
EMPTY = -2  # space left empty and announced (player short of cards); public
HIDDEN = -3  # a face-down card the observing seat cannot see (observations only)
UNSET = -5  # nothing placed yet (planning still in progress)

SEASONS: tuple[str, ...] = ("spring", "summer", "autumn", "winter")

# phases (``State.phase``)
DRAFT = "draft"  # a seat takes a province card (face-up or the deck's top)
PLACE = "place"  # the seat that just took a card puts one of its army groups there
ANNOUNCE = "announce"  # a seat short of cards announces a space it leaves empty
PLAN = "plan"  # a seat fills its next planning space face down
EXECUTE = "execute"  # a planned action (or a battle, a revolt) awaits a decision
OVER = "over"  # the game has ended


class WState(State):
    """The whole game (full information). ``observe`` blanks what a seat cannot see.

    Lists are indexed by seat or by province as noted.

    General
      ``players``: number of seats (3-5). ``options``: the rule options in force (dict:
      "events" "2012"/"2002", "tower" "ledges"/"simple", "gold5" 13/12). ``rng``: the
      deterministic generator every random draw comes from (reset in observations).

    Calendar
      ``year`` (1 or 2); ``season`` (0 spring, 1 summer, 2 autumn, 3 winter: see
      SEASONS); ``phase`` (DRAFT, PLACE, ANNOUNCE, PLAN, EXECUTE or OVER);
      ``log_seasons`` (seasons and winters finished so far).

    Map, per province
      ``owner`` (seat, NEUTRAL or OUT); ``armies`` (the owner's cubes there; 0 when
      neutral); ``buildings`` (bit set of PALACE, CHURCH, TRADING); ``revolts`` (revolt
      tokens lying there); ``devastated`` (True from the tie or successful revolt that
      laid the province waste until a player conquers it again; a devastated province is
      simply neutral for the rules: no owner, no income, defended by peasants; its card is
      set aside for the next conqueror). Public.

    Players, per seat
      ``gold``; ``grain`` (the grain scale, reset to 0 every year); ``supply`` (army
      cubes off the map, outside the tower and the tray); ``score`` (victory points);
      ``groups`` (army-group sizes not yet placed in the draft); ``winters`` (one dict
      per winter scored: "provinces", "buildings", "palace", "church", "trading",
      "total").

    Cubes
      ``green``: peasant cubes in the reserve. ``tower``: the cube tower
      (:class:`game.wallenstein.tower.Tower`: ``ledges`` hidden, ``tray`` public).
      Conservation: supply + map + tower + tray = 61 per seat (62 cubes, one of them
      the grain marker: ``data.GRAIN_MARKER``; plus the armies marching in a pending
      "defend"), green reserve + tower + tray = 20.

    Draft
      ``deck`` (province cards still to draw, top = last; order hidden); ``faceup`` (the
      2 face-up cards); ``seen`` (per seat, the sorted face-up pair it saw at its previous
      draft turn, or ()); ``replaced`` (the drafter already replaced the pair this turn);
      ``drafter`` (seat drafting now); ``draft_start`` (first drafting seat);
      ``last_taken`` (the province just taken, awaiting an army group; -1 otherwise).

    Events
      ``event_deck`` (indices into ``data.EVENT_DECKS[options["events"]]``; order
      hidden); ``shown`` (the year's 4 face-up cards); ``used`` (shown cards already
      drawn as a season's event); ``event`` (the current season's card, or -1).

    Season
      ``order_cards`` (``order_cards[slot]`` is the planning space executed in that
      slot); ``order_shown`` (slots ``0..order_shown-1`` are face up, the rest hidden);
      ``turn_order`` (seats in this season's leader-card order); ``prev_order`` (the
      previous season's order: short players announce in it); ``plans`` (per seat, 10
      entries: a province, BLANK, EMPTY or UNSET; HIDDEN in observations);
      ``plan_pool`` (per seat, the provinces it held when planning began: public);
      ``revealed`` (per seat: bit ``space`` when that card is face up, bit ``10 + space``
      when the card was taken off the board because its province was conquered or
      devastated, which cancels it); ``to_empty`` (per seat, spaces it still must
      announce as empty); ``planner`` (seat planning or announcing now); ``slot`` and
      ``pos`` (execution cursor: the next action-order slot and turn-order position).

    ``pending``: the decision awaited in the EXECUTE phase, a tuple:

    * ``("act", seat, province, space)``: carry out a campaign or a recruit-1/move;
    * ``("count", seat, province, space, target, recruited)``: how many armies march;
    * ``("defend", seat, province, attacker, source, moving)``: the defender chooses
      how many of the province's armies to throw (``moving`` armies are on the way);
    * ``("revolt", seat, province, peasants, cause)``: the owner chooses how many
      armies fight a revolt (cause "tax", "harvest" or "winter");
    * ``()`` when nothing is pending.

    ``revolt_queue``: winter revolts still to fight, as (seat, province, extra peasants).
    """

    __slots__ = (
        "players", "options", "rng", "year", "season", "phase",
        "owner", "armies", "buildings", "revolts", "devastated",
        "gold", "grain", "supply", "score", "groups", "winters",
        "green", "tower",
        "deck", "faceup", "seen", "replaced", "drafter", "draft_start", "last_taken",
        "event_deck", "shown", "used", "event",
        "order_cards", "order_shown", "turn_order", "prev_order",
        "plans", "plan_pool", "revealed", "to_empty", "planner", "slot", "pos",
        "pending", "revolt_queue", "log_seasons",
    )

    def __init__(self, players: int, options: dict, seed: int) -> None:
        self.players = players
        self.options = dict(options)
        self.rng = Rng(seed)
        self.year = 1
        self.season = 0
        self.phase = DRAFT
        self.owner: list[int] = []
        self.armies: list[int] = []
        self.buildings: list[int] = []
        self.revolts: list[int] = []
        self.devastated: list[bool] = []
        self.gold = [0] * players
        self.grain = [0] * players
        self.supply = [0] * players
        self.score = [0] * players
        self.groups: list[list[int]] = [[] for _ in range(players)]
        self.winters: list[list[dict]] = [[] for _ in range(players)]
        self.green = 0
        self.tower = Tower()
        self.deck: list[int] = []
        self.faceup: list[int] = []
        self.seen: list[tuple] = [() for _ in range(players)]
        self.replaced = False
        self.drafter = 0
        self.draft_start = 0
        self.last_taken = -1
        self.event_deck: list[int] = []
        self.shown: list[int] = []
        self.used: list[int] = []
        self.event = -1
        self.order_cards: list[int] = list(range(10))
        self.order_shown = 0
        self.turn_order: list[int] = list(range(players))
        self.prev_order: list[int] = list(range(players))
        self.plans: list[list[int]] = [[UNSET] * 10 for _ in range(players)]
        self.plan_pool: list[tuple] = [() for _ in range(players)]
        self.revealed = [0] * players
        self.to_empty = [0] * players
        self.planner = 0
        self.slot = 0
        self.pos = 0
        self.pending: tuple = ()
        self.revolt_queue: list[tuple] = []
        self.log_seasons = 0

    # ------------------------------------------------------------------ copying
    def copy(self) -> WState:
        s = WState.__new__(WState)
        s.players = self.players
        s.options = self.options  # never mutated after new_game
        s.rng = self.rng.copy()
        s.year = self.year
        s.season = self.season
        s.phase = self.phase
        s.owner = self.owner[:]
        s.armies = self.armies[:]
        s.buildings = self.buildings[:]
        s.revolts = self.revolts[:]
        s.devastated = self.devastated[:]
        s.gold = self.gold[:]
        s.grain = self.grain[:]
        s.supply = self.supply[:]
        s.score = self.score[:]
        s.groups = [g[:] for g in self.groups]
        s.winters = [w[:] for w in self.winters]  # the dicts inside are never mutated
        s.green = self.green
        s.tower = self.tower.copy()
        s.deck = self.deck[:]
        s.faceup = self.faceup[:]
        s.seen = self.seen[:]
        s.replaced = self.replaced
        s.drafter = self.drafter
        s.draft_start = self.draft_start
        s.last_taken = self.last_taken
        s.event_deck = self.event_deck[:]
        s.shown = self.shown[:]
        s.used = self.used[:]
        s.event = self.event
        s.order_cards = self.order_cards[:]
        s.order_shown = self.order_shown
        s.turn_order = self.turn_order[:]
        s.prev_order = self.prev_order[:]
        s.plans = [p[:] for p in self.plans]
        s.plan_pool = self.plan_pool[:]
        s.revealed = self.revealed[:]
        s.to_empty = self.to_empty[:]
        s.planner = self.planner
        s.slot = self.slot
        s.pos = self.pos
        s.pending = self.pending
        s.revolt_queue = self.revolt_queue[:]
        s.log_seasons = self.log_seasons
        return s

    def _key(self) -> tuple:
        return tuple(
            self.rng.s if n == "rng" else self.tower.key() if n == "tower"
            else getattr(self, n) for n in self.__slots__
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, WState) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "WState(" + ", ".join(f"{n}={v!r}" for n, v in zip(self.__slots__, self._key(),
                                                               strict=True)) + ")"

    # ------------------------------------------------------------------ helpers for views
    def provinces_of(self, seat: int) -> list[int]:
        """The provinces ``seat`` owns, in index order."""
        return [p for p, o in enumerate(self.owner) if o == seat]

    def to_act(self) -> int | None:
        """The seat that must decide now (None when the game is over)."""
        ph = self.phase
        if ph == OVER:
            return None
        if ph == DRAFT or ph == PLACE:
            return self.drafter
        if ph == ANNOUNCE or ph == PLAN:
            return self.planner
        return self.pending[1]
