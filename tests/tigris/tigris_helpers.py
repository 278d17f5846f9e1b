"""Building Tigris & Euphrates positions for tests (squares by name, e.g. "D5")."""

from __future__ import annotations

from game.tigris import RULES
from game.tigris.state import EMPTY, NSQ, State, parse_square


def sq(name: str) -> int:
    return parse_square(name)


def at(col: int, row: int) -> int:
    """0-based column and row, as in board.json."""
    return row * 16 + col


def blank(players: int = 2, seed: int = 0, options: dict | None = None,
          keep_temples: bool = True) -> State:
    """A new game with empty racks, no leaders, and (optionally) no starting temples."""
    s = RULES.new_game(players, seed, options)
    for p in range(players):
        for c in range(4):
            s.bag[c] += s.racks[p][c]
        s.racks[p] = [0, 0, 0, 0]
        s.rack_n[p] = 0
    if not keep_temples:
        for x in range(NSQ):
            s.tile[x] = EMPTY
            s.treasure[x] = 0
    return s


def tiles(s: State, colour: int, *squares: int, treasure: bool = False) -> None:
    for x in squares:
        s.tile[x] = colour
        if treasure:
            s.treasure[x] = 1


def leader(s: State, seat: int, colour: int, square: int) -> None:
    i = seat * 4 + colour
    s.leader[square] = i
    s.leader_pos[i] = square


def rack(s: State, seat: int, black: int = 0, red: int = 0, blue: int = 0,
         green: int = 0) -> None:
    s.racks[seat] = [black, red, blue, green]
    s.rack_n[seat] = black + red + blue + green


def play(s: State, *actions) -> list:
    events = []
    for a in actions:
        events.extend(RULES.apply(s, a))
    return events


def play_asked(s: State, *actions) -> list:
    """``play``, then answer each commitment that leaves its side a single choice (no
    tile of the colour): the side is still asked, as at the table."""
    from game.tigris.actions import Commit
    from game.tigris.state import PH_COMMIT

    events = []
    for a in actions:
        events.extend(RULES.apply(s, a))
        while s.phase == PH_COMMIT and len(RULES.legal_actions(s)) == 1:
            only = RULES.legal_actions(s)[0]
            assert type(only) is Commit
            events.extend(RULES.apply(s, only))
    return events
