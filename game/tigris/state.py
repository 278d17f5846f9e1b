"""Tigris & Euphrates game state: flat lists indexed by square, cheap to copy.

Board encoding
--------------
Squares are ints ``sq = row * 16 + col`` (16 columns A..P, 11 rows 1..11; 176 squares).
``board`` is a shared immutable :class:`Board` (river squares, starting temples,
priority treasure squares, neighbours); it is never copied.

Per square (lists of 176 ints):

* ``tile[sq]``: ``EMPTY`` (-1), a face-up tile colour 0..3 (``BLACK``, ``RED``, ``BLUE``,
  ``GREEN``), ``DOWN`` (4: a face-down tile under a monument or the ziggurat) or
  ``CATASTROPHE`` (5).
* ``leader[sq]``: -1, or the leader standing there as ``seat * 4 + colour``.
* ``treasure[sq]``: 1 when a treasure stands on the (temple) tile there, else 0.

Per leader (``seat * 4 + colour``): ``leader_pos[i]`` = its square, or -1 when it is in its
owner's supply.

Pieces beside the board
-----------------------
* ``monuments[m]``: top-left square of monument ``m`` (colours ``MONUMENTS[m]``) on the
  board, or -1 while still available. A built monument covers ``sq, sq+1, sq+16, sq+17``.
* ``barred``: frozenset of top-left squares of 2x2 blocks whose monument was declined.
* ``buildings[c]`` (advanced option): square of the civilization building of colour ``c``
  or -1. ``ziggurat``: centre square of the ziggurat (variant) or -1.

Players (seat-indexed lists)
----------------------------
* ``racks[p]``: tile counts per colour ``[black, red, blue, green]`` (a rack holds at most
  6). ``rack_n[p]`` = the rack's size (kept even when an observation hides the contents).
* ``scores[p]``: points per colour ``[black, red, blue, green]``; ``treasures[p]``: treasures
  collected (wild points). In an observation, other seats' ``scores`` are zeros and
  ``scores_hidden`` is True.
* ``catastrophes[p]``: catastrophe tiles left (2 at the start).
* ``swapped[p]``: tiles per colour the seat discarded by swapping (hidden from others);
  ``swapped_n[p]``: how many (public).
* ``bag``: tile counts per colour in the bag (drawn at random with ``rng`` at draw time).
  In an observation the bag holds every tile the viewer cannot locate (the real bag, other
  racks, other seats' swap discards).
* ``removed``: tiles per colour publicly out of the game (catastrophes, wars, commitments).
  Invariant: tiles on the board (either face) + racks + bag + swapped + removed = 153
  (per colour at most the box count ``TILE_COUNTS``: face-down tiles lose their colour).

Turn and pending decisions
--------------------------
* ``active``: seat whose turn it is; ``actions_left``: main actions left this turn (2, 1).
* ``turn``: turns started so far (1 at the start).
* ``phase``: what is being decided now; ``to_act`` follows from it. ``PH_ACTION`` a main
  action of ``active``; ``PH_COMMIT`` a conflict commitment (attacker, then defender);
  ``PH_WAR_COLOUR`` ``active`` picks the next war; ``PH_MONUMENT`` build or decline;
  ``PH_TREASURE`` ``t_seat`` takes a treasure; ``PH_BUILDING`` / ``PH_ZIGGURAT`` /
  ``PH_ZIGGURAT_INCOME`` the options' decisions of ``active``; ``PH_OVER`` the end.
* Conflict in progress (``PH_COMMIT``): ``c_kind`` (``REVOLT`` or ``WAR``), ``c_colour``,
  ``c_att`` / ``c_def`` (seats), ``c_att_sq`` / ``c_def_sq`` (their leaders' squares),
  ``c_att_base`` / ``c_def_base`` (strength on the board), ``c_att_commit`` (-1 until the
  attacker has committed; the defender decides next). ``unify_sq``: square of the tile
  carrying the unification marker during wars, else -1.
* ``placed_sq``: the square of the tile placed by the current action (monument/building
  checks), else -1. ``monument_sq``: the square whose completed 2x2 blocks are offered
  (``PH_MONUMENT``), else -1.
* Treasure choice (``PH_TREASURE``): ``t_seat`` chooses ``t_take`` more treasures among
  ``t_choices`` (a tuple of squares).
* ``over``: True when the game has ended; ``end_reason``: "treasures", "bag" or "".
* ``viewer``: -1 for a full state, else the seat this observation was made for.
* ``rng``: the game's :class:`game.core.Rng` (tile draws); a fixed value in observations.
* ``score_base``: None in a full state; in an observation with hidden scores (and in the
  states determinized from it) ``(seat, points)``: the viewer and its own points per
  colour when it observed. The AI evaluation uses them as its guess of what each hidden
  opponent had then (other seats' ``scores`` only count what they gained afterwards).
"""

from __future__ import annotations

import json
from pathlib import Path

from game.core import Rng
from game.core import State as CoreState

COLS, ROWS, NSQ = 16, 11, 176
EMPTY, BLACK, RED, BLUE, GREEN, DOWN, CATASTROPHE = -1, 0, 1, 2, 3, 4, 5
COLOURS = ("black", "red", "blue", "green")
TILE_COUNTS = (30, 57, 36, 30)  # per colour, 153 in the box
RACK_SIZE = 6
# Six monuments: every pair of colours once.
MONUMENTS = ((RED, BLACK), (RED, GREEN), (BLUE, BLACK), (BLUE, RED), (GREEN, BLACK),
             (GREEN, BLUE))

REVOLT, WAR = 0, 1
PH_ACTION, PH_COMMIT, PH_WAR_COLOUR, PH_MONUMENT, PH_TREASURE = 0, 1, 2, 3, 4
PH_BUILDING, PH_ZIGGURAT, PH_ZIGGURAT_INCOME, PH_OVER = 5, 6, 7, 8

DATA = Path(__file__).with_name("data") / "board.json"


def square_name(sq: int) -> str:
    """``0`` -> ``"A1"``, ``175`` -> ``"P11"``."""
    return f"{chr(65 + sq % COLS)}{sq // COLS + 1}"


def parse_square(name: str) -> int:
    """``"D5"`` -> its square index."""
    return (int(name[1:]) - 1) * COLS + ord(name[0].upper()) - 65


class Board:
    """One side of the board (immutable, shared by every state)."""

    __slots__ = ("name", "river", "temples", "priority", "neigh")

    def __init__(self, name: str, river: list, temples: list, priority: list) -> None:
        self.name = name
        riv = [False] * NSQ
        for c, r in river:
            riv[r * COLS + c] = True
        self.river: tuple[bool, ...] = tuple(riv)
        self.temples: tuple[int, ...] = tuple(r * COLS + c for c, r in temples)
        self.priority: frozenset[int] = frozenset(r * COLS + c for c, r in priority)
        neigh = []
        for sq in range(NSQ):
            r, c = divmod(sq, COLS)
            n = []
            if r > 0:
                n.append(sq - COLS)
            if c > 0:
                n.append(sq - 1)
            if c < COLS - 1:
                n.append(sq + 1)
            if r < ROWS - 1:
                n.append(sq + COLS)
            neigh.append(tuple(n))
        self.neigh: tuple[tuple[int, ...], ...] = tuple(neigh)


def _load_boards() -> dict[str, Board]:
    d = json.loads(DATA.read_text(encoding="utf-8"))
    adv = d["advanced_board"]
    return {
        "standard": Board("standard", d["river"], d["temples_with_treasure"],
                          d["corner_treasures"]),
        "advanced": Board("advanced", adv["river"], adv["temples_with_treasure"],
                          adv["corner_treasures"]),
    }


BOARDS = _load_boards()


class State(CoreState):
    """A full (or observed) Tigris & Euphrates position. See the module docstring."""

    __slots__ = (
        "players", "options", "board", "tile", "leader", "treasure", "leader_pos",
        "monuments", "barred", "buildings", "ziggurat",
        "racks", "rack_n", "scores", "treasures", "catastrophes", "swapped", "swapped_n",
        "bag", "removed",
        "active", "actions_left", "phase", "turn",
        "c_kind", "c_colour", "c_att", "c_def", "c_att_sq", "c_def_sq", "c_att_base",
        "c_def_base", "c_att_commit", "unify_sq", "placed_sq", "monument_sq",
        "t_seat", "t_take", "t_choices", "over", "end_reason", "viewer", "scores_hidden",
        "score_base",
        "rng",
    )

    def copy(self) -> State:
        s = State.__new__(State)
        s.players = self.players
        s.options = self.options
        s.board = self.board
        s.tile = self.tile[:]
        s.leader = self.leader[:]
        s.treasure = self.treasure[:]
        s.leader_pos = self.leader_pos[:]
        s.monuments = self.monuments[:]
        s.barred = self.barred
        s.buildings = self.buildings[:]
        s.ziggurat = self.ziggurat
        s.racks = [r[:] for r in self.racks]
        s.rack_n = self.rack_n[:]
        s.scores = [r[:] for r in self.scores]
        s.treasures = self.treasures[:]
        s.catastrophes = self.catastrophes[:]
        s.swapped = [r[:] for r in self.swapped]
        s.swapped_n = self.swapped_n[:]
        s.bag = self.bag[:]
        s.removed = self.removed[:]
        s.active = self.active
        s.actions_left = self.actions_left
        s.phase = self.phase
        s.turn = self.turn
        s.c_kind = self.c_kind
        s.c_colour = self.c_colour
        s.c_att = self.c_att
        s.c_def = self.c_def
        s.c_att_sq = self.c_att_sq
        s.c_def_sq = self.c_def_sq
        s.c_att_base = self.c_att_base
        s.c_def_base = self.c_def_base
        s.c_att_commit = self.c_att_commit
        s.unify_sq = self.unify_sq
        s.placed_sq = self.placed_sq
        s.monument_sq = self.monument_sq
        s.t_seat = self.t_seat
        s.t_take = self.t_take
        s.t_choices = self.t_choices
        s.over = self.over
        s.end_reason = self.end_reason
        s.viewer = self.viewer
        s.scores_hidden = self.scores_hidden
        s.score_base = self.score_base
        s.rng = self.rng.copy()
        return s

    # ------------------------------------------------------------------ comparisons
    def key(self) -> tuple:
        """Everything that defines the position, as one comparable value."""
        out = []
        for name in State.__slots__:
            v = getattr(self, name)
            if name == "rng":
                v = v.s
            elif name == "board":
                v = v.name
            elif name == "options":
                v = tuple(sorted(v.items()))
            elif isinstance(v, list):
                v = tuple(tuple(x) if isinstance(x, list) else x for x in v)
            out.append(v)
        return tuple(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ helpers for views
    def leader_square(self, seat: int, colour: int) -> int:
        """Square of ``seat``'s leader of ``colour``, or -1 when in the supply."""
        return self.leader_pos[seat * 4 + colour]

    def treasures_on_board(self) -> int:
        return sum(self.treasure)

    def bag_size(self) -> int:
        """Tiles in the bag: public (it decides the end), the same for every seat. An
        observation's ``bag`` also holds the others' racks and swap discards, whose sizes
        are public, so they are taken out again."""
        n = sum(self.bag)
        if self.viewer >= 0:
            n -= sum(self.rack_n[p] + self.swapped_n[p] for p in range(self.players)
                     if p != self.viewer)
        return n

    def __repr__(self) -> str:
        return (f"<tigris State p={self.players} turn={self.turn} active={self.active} "
                f"ph={self.phase}>")


def new_state(players: int, seed: int, options: dict) -> State:
    """A fresh game before the racks are drawn (the rules module deals them)."""
    board = BOARDS["advanced" if options.get("advanced_board") else "standard"]
    s = State.__new__(State)
    s.players = players
    s.options = options
    s.board = board
    s.tile = [EMPTY] * NSQ
    s.leader = [-1] * NSQ
    s.treasure = [0] * NSQ
    for sq in board.temples:
        s.tile[sq] = RED
        s.treasure[sq] = 1
    s.leader_pos = [-1] * (4 * players)
    s.monuments = [-1] * len(MONUMENTS)
    s.barred = frozenset()
    s.buildings = [-1, -1, -1, -1]
    s.ziggurat = -1
    s.racks = [[0, 0, 0, 0] for _ in range(players)]
    s.rack_n = [0] * players
    s.scores = [[0, 0, 0, 0] for _ in range(players)]
    s.treasures = [0] * players
    s.catastrophes = [2] * players
    s.swapped = [[0, 0, 0, 0] for _ in range(players)]
    s.swapped_n = [0] * players
    bag = list(TILE_COUNTS)
    bag[RED] -= len(board.temples)
    s.bag = bag
    s.removed = [0, 0, 0, 0]
    s.active = 0
    s.actions_left = 2
    s.phase = PH_ACTION
    s.turn = 1
    s.c_kind = REVOLT
    s.c_colour = -1
    s.c_att = s.c_def = -1
    s.c_att_sq = s.c_def_sq = -1
    s.c_att_base = s.c_def_base = 0
    s.c_att_commit = -1
    s.unify_sq = -1
    s.placed_sq = -1
    s.monument_sq = -1
    s.t_seat = -1
    s.t_take = 0
    s.t_choices = ()
    s.over = False
    s.end_reason = ""
    s.viewer = -1
    s.scores_hidden = False
    s.score_base = None
    s.rng = Rng(seed)
    return s
