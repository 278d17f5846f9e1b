"""The Hansa Teutonica game state: flat lists of small ints, copied by slicing.

Pieces are coded as one int everywhere (posts, offices, extra offices):
``0`` = empty, otherwise ``1 + 2 * owner + shape`` where ``shape`` is ``TRADER``
(0, a cube) or ``MERCHANT`` (1, a disc) and ``owner`` is a seat (0-4) or ``NEUTRAL``
(5, the 2-player neutral colour, always a cube). Use :func:`owner_of` and
:func:`shape_of` to decode.

Board geometry (cities, routes, posts, offices, adjacency) lives in the shared,
immutable :class:`game.hansa.board.Board` the state points to (``state.board``);
the state only holds what changes.
"""

from __future__ import annotations

from game.core import State

TRADER = 0  # cube; fits square offices
MERCHANT = 1  # disc; fits round offices
NEUTRAL = 5  # owner id of the 2-player neutral colour

# abilities (index into a seat's row of ``level``)
ACTIONES, CLAVIS_URBIS, LIBER_SOPHIAE, PRIVILEGIUM, BURSA = range(5)
ABILITY_IDS = ("actiones", "clavis_urbis", "liber_sophiae", "privilegium", "bursa")

# bonus-marker kinds
ADD_OFFICE, SWAP, UPGRADE, REMOVE3, ACT3, ACT4 = range(6)
MARKER_IDS = (
    "additional_office", "swap_offices", "upgrade_ability", "remove_3", "actions_3", "actions_4",
)
HIDDEN_MARKER = -1  # placeholder for a face-down marker in an observation

# phases: who decides what now
MAIN = 0  # active seat: start an action, use a bonus marker or end the turn
CLAIM_CHOICE = 1  # active seat: pick the claim's benefit (office, upgrade, Coellen, nothing)
DISPLACED = 2  # displaced seat (or, for a neutral piece, the other player) re-places pieces
MOVE = 3  # active seat: move another own piece or stop (Move action)
REMOVE = 4  # active seat: remove up to 3 pieces (Remove 3 marker)
NEUTRAL_CLAIM = 5  # active seat: pick the city of a neutral office (2 players)
PLACE_MARKERS = 6  # active seat: place the replacement markers from the tin plate
OVER = 7  # the game has ended
PLACE = 8  # active seat: pick the post and shape of a Place action
DISPLACE = 9  # active seat: pick the target, own piece and fee of a Displace action

PHASE_IDS = (
    "main", "claim_choice", "displaced", "move", "remove", "neutral_claim", "place_markers", "over",
    "place", "displace",
)


def code(owner: int, shape: int) -> int:
    """The int stored on a post or office for a piece of ``owner`` and ``shape``."""
    return 1 + 2 * owner + shape


def owner_of(piece: int) -> int:
    """Owner seat (or NEUTRAL) of a non-empty piece code."""
    return (piece - 1) >> 1


def shape_of(piece: int) -> int:
    """TRADER or MERCHANT of a non-empty piece code."""
    return (piece - 1) & 1


class HansaState(State):
    """Everything that changes during a game of Hansa Teutonica.

    Shared, never copied:
      ``players``  seat count (2-5); seat 0 is the start player.
      ``options``  rule options (see ``game.hansa.RULES.options``); treat as read-only.
      ``board``    the :class:`~game.hansa.board.Board` of the side in use
                   (2-3 players: back side, 4-5: front side).

    The map (index spaces come from ``board``; routes and posts are numbered as on the
    4-5 side on both sides, the two routes missing on the 2-3 side having dead posts,
    ``board.post_live``):
      ``post``          per post (``board.route_posts[r]`` is the slice of route ``r``):
                        piece code or 0.
      ``office``        per printed office (``board.city_offices[c]`` is the slice of city
                        ``c``, left to right): piece code or 0. Offices fill left to right.
      ``extra``         per city: tuple of piece codes of extra offices (Additional Office
                        marker), in placement order; each new one sits further LEFT, so
                        ``extra[c][0]`` is nearest the printed offices.
      ``coellen``       per Coellen-table space (white, orange, pink, black): seat + 1 or 0.
      ``route_marker``  per route: bonus-marker kind + 1 lying next to it, or 0.
      ``completed``     completed-cities track (0-10).

    Per seat (flat lists; index ``2 * seat + shape`` or ``5 * seat + ability``):
      ``supply``    personal supply counts by shape (pieces that can be placed).
      ``stock``     general-supply counts by shape (each seat's own stock).
      ``level``     ability levels (0 = leftmost space); value tables in ``board``.
      ``prestige``  prestige points on the track.
      ``unused``    per seat: tuple of marker kinds owned face up (not yet used).
      ``used``      per seat: tuple of marker kinds used (face down, still scored).
      ``plate``     per seat: tuple of face-down replacement markers on the tin plate
                    (``HIDDEN_MARKER`` in observations).
      ``east_west`` per seat: East-West bonus earned (0 = not connected yet, 7/4/2, or -1
                    when connected after the three awards were gone).

    Marker supply and randomness:
      ``stack``      face-down draw stack, top = last item (``HIDDEN_MARKER`` when observed).
      ``discarded``  face-up discards: markers the neutral colour took (2 players) or that
                     found no legal route.
      ``rng``        the :class:`~game.core.Rng` (reset in observations).

    Turn and pending decision:
      ``cur``        active seat.
      ``phase``      one of MAIN, PLACE, DISPLACE, MOVE, CLAIM_CHOICE, DISPLACED, REMOVE,
                     NEUTRAL_CLAIM, PLACE_MARKERS, OVER.
      ``actions``    actions spent this turn (an action counts from its first step).
      ``bonus``      extra actions from +3/+4 markers this turn.
      ``pend``       phase data (tuple of ints):
                       CLAIM_CHOICE: (route, kind of marker gained by this claim or -1,
                                      extra office already placed 0/1)
                       DISPLACED:    (route of the displacement, shape of the displaced
                                      piece still in its owner's hand or -1 once placed,
                                      extra pieces still allowed, owner of the pieces
                                      (seat or NEUTRAL), deciding seat)
                       MOVE:         (pieces moved so far,)
                       REMOVE:       (pieces removed so far,)
                       NEUTRAL_CLAIM:(route,)
      ``ending``     an end condition fired during the current action.
      ``turn``       turns started so far (1 on the first turn).
      ``viewer``     -1 for a full state, else the seat an observation was made for.
    """

    __slots__ = (
        "players", "options", "board", "post", "office", "extra", "coellen", "route_marker",
        "completed", "supply", "stock", "level", "prestige", "unused", "used", "plate",
        "east_west", "stack", "discarded", "rng", "cur", "phase", "actions", "bonus", "pend",
        "ending", "turn", "viewer",
    )

    _LISTS = (
        "post", "office", "extra", "coellen", "route_marker", "supply", "stock", "level",
        "prestige", "unused", "used", "plate", "east_west", "stack", "discarded",
    )

    def copy(self) -> HansaState:
        s = HansaState.__new__(HansaState)
        s.players = self.players
        s.options = self.options
        s.board = self.board
        s.post = self.post[:]
        s.office = self.office[:]
        s.extra = self.extra[:]
        s.coellen = self.coellen[:]
        s.route_marker = self.route_marker[:]
        s.completed = self.completed
        s.supply = self.supply[:]
        s.stock = self.stock[:]
        s.level = self.level[:]
        s.prestige = self.prestige[:]
        s.unused = self.unused[:]
        s.used = self.used[:]
        s.plate = self.plate[:]
        s.east_west = self.east_west[:]
        s.stack = self.stack[:]
        s.discarded = self.discarded[:]
        s.rng = self.rng.copy()
        s.cur = self.cur
        s.phase = self.phase
        s.actions = self.actions
        s.bonus = self.bonus
        s.pend = self.pend
        s.ending = self.ending
        s.turn = self.turn
        s.viewer = self.viewer
        return s

    def _key(self) -> tuple:
        return (
            self.players, tuple(sorted(self.options.items())), self.board.side,
            *(tuple(getattr(self, n)) for n in self._LISTS),
            self.completed, self.rng.s, self.cur, self.phase, self.actions, self.bonus,
            self.pend, self.ending, self.turn, self.viewer,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HansaState) and self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ small read helpers

    def ability(self, seat: int, ability: int) -> int:
        """Current value of an ability (e.g. 2-5 actions, 1-4 privilege; Bursa C = 99)."""
        return self.board.ability_values[ability][self.level[5 * seat + ability]]

    def actions_left(self) -> int:
        """Actions the active seat may still take this turn."""
        return self.ability(self.cur, ACTIONES) + self.bonus - self.actions
