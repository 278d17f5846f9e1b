"""The worked examples of the Italian rulebook (seed 002: Esempi 1-6 and the first round)
as positions of the engine, for the rules screen and the rule tests (see game.examples).

Positions are set up on a new game: tiles placed here come out of the bag and racks are
filled from it, so every tile stays accounted for (``problems`` checks it).
"""

from __future__ import annotations

from game.examples import Example
from game.i18n import N_
from game.tigris import RULES
from game.tigris.actions import (
    BuildMonument,
    ChooseWar,
    Commit,
    EndTurn,
    PlaceBuilding,
    PlaceLeader,
    PlaceTile,
)
from game.tigris.engine import kingdoms, leaders_in
from game.tigris.state import (
    BLACK,
    BLUE,
    DOWN,
    EMPTY,
    GREEN,
    MONUMENTS,
    PH_ACTION,
    PH_OVER,
    RED,
    TILE_COUNTS,
    State,
)

# --------------------------------------------------------------------------- builders


def at(col: int, row: int) -> int:
    """0-based column and row, as in board.json."""
    return row * 16 + col


def blank(players: int = 2, seed: int = 0, options: dict | None = None) -> State:
    """A new game whose racks went back into the bag and no leader is out."""
    s = RULES.new_game(players, seed, options)
    for p in range(players):
        for c in range(4):
            s.bag[c] += s.racks[p][c]
        s.racks[p] = [0, 0, 0, 0]
        s.rack_n[p] = 0
    return s


def tiles(s: State, colour: int, *squares: int) -> None:
    """Face-up tiles of ``colour`` on ``squares``, taken from the bag."""
    for x in squares:
        old = s.tile[x]
        if old == colour:
            continue
        if 0 <= old < 4:
            s.bag[old] += 1
        s.bag[colour] -= 1
        s.tile[x] = colour


def leader(s: State, seat: int, colour: int, square: int) -> None:
    i = seat * 4 + colour
    s.leader[square] = i
    s.leader_pos[i] = square


def rack(s: State, seat: int, black: int = 0, red: int = 0, blue: int = 0,
         green: int = 0) -> None:
    """Set a rack, the tiles coming from (and the old ones going back to) the bag."""
    new = [black, red, blue, green]
    for c in range(4):
        s.bag[c] += s.racks[seat][c] - new[c]
    s.racks[seat] = new
    s.rack_n[seat] = sum(new)


def problems(s: State) -> list[str]:
    """What is impossible about ``s`` (empty for a position the rules allow)."""
    out = []
    on_board = sum(1 for t in s.tile if 0 <= t <= DOWN)
    total = on_board + sum(map(sum, s.racks)) + sum(s.bag) + sum(map(sum, s.swapped)) \
        + sum(s.removed)
    if total != sum(TILE_COUNTS):
        out.append(f"{total} tiles instead of {sum(TILE_COUNTS)}")
    for c in range(4):
        face_up = sum(1 for t in s.tile if t == c)
        held = sum(r[c] for r in s.racks) + s.bag[c] + sum(w[c] for w in s.swapped)
        if min(s.bag[c], *(r[c] for r in s.racks)) < 0:
            out.append(f"negative count of colour {c}")
        if face_up + held + s.removed[c] > TILE_COUNTS[c]:
            out.append(f"too many tiles of colour {c}")
    for i, pos in enumerate(s.leader_pos):
        if pos >= 0:
            if s.leader[pos] != i:
                out.append(f"leader {i} misplaced")
            if not any(s.tile[y] == RED for y in s.board.neigh[pos]):
                out.append(f"leader {i} has no temple beside it")
            if s.board.river[pos] or s.tile[pos] != EMPTY:
                out.append(f"leader {i} stands on a river or a tile")
    for x in range(len(s.tile)):
        t = s.tile[x]
        if 0 <= t < 4 and (t == BLUE) != s.board.river[x]:
            out.append(f"a tile of colour {t} on the wrong terrain at {x}")
    if s.phase == PH_ACTION:
        lab, n = kingdoms(s)
        for k in range(n):
            colours = [i & 3 for i in leaders_in(s, lab, k)]
            if len(colours) != len(set(colours)):
                out.append("two leaders of one colour in a kingdom")
    return out


# --------------------------------------------------------------------------- the examples


def example_1() -> State:
    """Defender (seat 1) priest with 2 adjacent temples; the attacker (seat 0) places a
    priest with 3."""
    s = blank(2)
    tiles(s, RED, at(1, 4), at(3, 4), at(4, 4), at(6, 4), at(5, 5))
    leader(s, 1, RED, at(2, 4))
    rack(s, 0, red=4)
    rack(s, 1, red=3, black=1)
    return s


def example_2() -> State:
    """Lion (seat 0, active): king + trader + 1 market; Pot (seat 1): king + trader, 2
    markets that are the only link from Pot's king to the unification square."""
    s = blank(2)
    tiles(s, RED, at(0, 4), at(2, 4), at(9, 4), at(6, 5))
    tiles(s, GREEN, at(4, 4), at(6, 4), at(7, 4))
    leader(s, 0, BLACK, at(1, 4))
    leader(s, 0, GREEN, at(3, 4))
    leader(s, 1, BLACK, at(8, 4))
    leader(s, 1, GREEN, at(7, 5))
    rack(s, 0, green=5)
    rack(s, 1, green=1)
    return s


def example_3() -> State:
    """Bull (seat 0) completes a 2x2 of temples; Lion (seat 1) has a trader whose only
    temple is in the square and a priest that keeps another temple."""
    s = blank(2)
    tiles(s, RED, at(4, 4), at(5, 4), at(4, 5), at(7, 4), at(2, 5))
    leader(s, 0, BLUE, at(6, 4))
    leader(s, 1, GREEN, at(3, 4))
    leader(s, 1, RED, at(3, 5))
    rack(s, 0, red=1, black=5)
    return s


def example_4() -> State:
    """Bull's farmer and Lion's trader share the kingdom of the corner temple B8; a
    leaderless group of temples reaches the starting temple F10 (another treasure)."""
    s = blank(2)
    leader(s, 1, BLUE, at(0, 7))
    leader(s, 0, GREEN, at(2, 7))
    tiles(s, RED, at(3, 8), at(4, 8), at(5, 8))
    rack(s, 0, blue=1)
    return s


def example_5() -> State:
    """Final scoring of four dynasties: seats 0 Pot, 1 Lion, 2 Bull, 3 Archer; points per
    colour [black, red, blue, green] and treasures."""
    s = blank(4)
    s.scores = [[11, 12, 8, 13], [12, 10, 7, 14], [10, 10, 11, 13], [22, 6, 10, 10]]
    s.treasures = [3, 3, 0, 3]
    s.phase, s.over = PH_OVER, True
    return s


def example_6a() -> State:
    """Buildings option: two farms on H9 I9; a third on J9 completes a line of three."""
    s = blank(2, options={"buildings": True})
    rack(s, 0, blue=1, red=1, green=1, black=1)
    tiles(s, BLUE, at(7, 8), at(8, 8))
    return s


def example_6b() -> State:
    """Buildings option: temples J3 J4 wait for J5 (a vertical line)."""
    s = blank(2, options={"buildings": True})
    rack(s, 0, red=1, black=1)
    tiles(s, RED, at(9, 2), at(9, 3))
    return s


def example_6c() -> State:
    """Buildings option: markets F5 G5, and G6 makes an L, not a line."""
    s = blank(2, options={"buildings": True})
    rack(s, 0, green=1, black=1)
    tiles(s, GREEN, at(5, 4), at(6, 4))
    return s


def example_6d() -> State:
    """Buildings option: settlements D10 E10, and C10 completes a line of three."""
    s = blank(2, options={"buildings": True})
    rack(s, 0, black=1, red=1)
    tiles(s, BLACK, at(3, 9), at(4, 9))
    return s


def first_round() -> State:
    """The rulebook's first round with four players: Paul, Olivia, Ben, Karen."""
    s = blank(4)
    rack(s, 0, black=3, red=2, green=1)
    rack(s, 1, blue=3, black=3)
    rack(s, 2, red=2, green=4)
    rack(s, 3, red=4, black=2)
    return s


RED_BLUE = MONUMENTS.index((BLUE, RED))

EXAMPLES: list[Example] = [
    Example(
        "example_1", "tigris",
        N_("Example 1: a revolt"),
        N_("The attacker's priest has 3 temples beside it, the defender's 2. The attacker adds 2 "
           "temples, the defender 3: 5 to 5, and a tie goes to the defender."),
        "seed 002, Esempio 1", example_1,
        (PlaceLeader(RED, at(5, 4)), Commit(2), Commit(3)),
    ),
    Example(
        "example_2", "tigris",
        N_("Example 2: a war of two colours"),
        N_("A market joins two kingdoms with kings and traders. The active player chooses the "
           "traders' war first; the loser's markets go, the kingdom splits and the kings' war "
           "never happens."),
        "seed 002, Esempio 2", example_2,
        (PlaceTile(GREEN, at(5, 4)), ChooseWar(GREEN), Commit(4), Commit(1), EndTurn()),
    ),
    Example(
        "example_3", "tigris",
        N_("Example 3: a monument"),
        N_("A temple completes a square of four: the blue and red monument is built. The trader "
           "whose only temple was in the square goes home."),
        "seed 002, Esempio 3", example_3,
        (PlaceTile(RED, at(5, 5)), BuildMonument(RED_BLUE, at(4, 4)), EndTurn(), EndTurn()),
    ),
    Example(
        "example_4", "tigris",
        N_("Example 4: points, then treasure"),
        N_("A farm joins two treasures in one kingdom. First the farmer scores the farm, then the "
           "trader's owner takes a treasure, and it must be the corner one."),
        "seed 002, Esempio 4", example_4,
        (PlaceTile(BLUE, at(3, 7)),),
    ),
    Example(
        "example_5", "tigris",
        N_("Example 5: final scoring"),
        N_("Treasures fill each player's weakest colours, then the weakest colour is the score; "
           "ties look at the next weakest colour."),
        "seed 002, Esempio 5", example_5, (),
    ),
    Example(
        "example_6a", "tigris",
        N_("Example 6: the granary"),
        N_("Three farms in a horizontal line: the granary may stand on one of them."),
        "seed 002, Esempio 6 (A)", example_6a,
        (PlaceTile(BLUE, at(9, 8)), PlaceBuilding(BLUE, at(8, 8))),
    ),
    Example(
        "example_6b", "tigris",
        N_("Example 6: the library"),
        N_("Three temples in a vertical line hold the library."),
        "seed 002, Esempio 6 (B)", example_6b,
        (PlaceTile(RED, at(9, 4)), PlaceBuilding(RED, at(9, 3))),
    ),
    Example(
        "example_6c", "tigris",
        N_("Example 6: no market hall"),
        N_("Three markets that bend into an L are not a line: no market hall."),
        "seed 002, Esempio 6 (C)", example_6c,
        (PlaceTile(GREEN, at(6, 5)),),
    ),
    Example(
        "example_6d", "tigris",
        N_("Example 6: the palace"),
        N_("A settlement completes a line of three: the palace may be placed on it."),
        "seed 002, Esempio 6 (D)", example_6d,
        (PlaceTile(BLACK, at(2, 9)), PlaceBuilding(BLACK, at(3, 9))),
    ),
    Example(
        "first_round", "tigris",
        N_("The first round"),
        N_("Four players' first turns: two kingdoms, a farm beside a priest, a king's temple, and "
           "a revolt of priests won 3 to 1."),
        "seed 002, Esempio del primo round", first_round,
        (PlaceLeader(BLACK, at(8, 5)), PlaceLeader(RED, at(5, 3)),
         PlaceLeader(BLUE, at(6, 2)), PlaceTile(BLUE, at(4, 2)),
         PlaceLeader(BLACK, at(12, 4)), PlaceTile(RED, at(12, 5)),
         PlaceLeader(RED, at(5, 1)), Commit(3), Commit(0), PlaceTile(RED, at(6, 1))),
    ),
]
