"""Hansa Teutonica's worked examples (the Italian rules, seed 001) as engine positions,
for the rules screen and the rule tests (see game.examples).

Pieces put on the board here come out of the seat's stock (then its supply), and an
ability raised frees its piece into the supply, so every piece stays accounted for.
"""

from __future__ import annotations

from game.examples import Example
from game.hansa import RULES
from game.hansa.state import (
    ACTIONES,
    BURSA,
    CLAVIS_URBIS,
    DISPLACED,
    LIBER_SOPHIAE,
    MERCHANT,
    PRIVILEGIUM,
    TRADER,
    HansaState,
    code,
)
from game.i18n import N_

PIECES = (27, 4)  # cubes and discs of each colour


def city(s: HansaState, name: str) -> int:
    return s.board.city_index[name]


def _take(s: HansaState, seat: int, shape: int) -> None:
    i = 2 * seat + shape
    if s.stock[i] > 0:
        s.stock[i] -= 1
    else:
        s.supply[i] -= 1


def office(s: HansaState, name: str, index: int, seat: int) -> None:
    """An office of ``seat`` (a piece of the office's shape) in city ``name``."""
    o = s.board.city_offices[city(s, name)][index]
    shape = s.board.office_shape[o]
    _take(s, seat, shape)
    s.office[o] = code(seat, shape)


def raise_ability(s: HansaState, seat: int, ability: int, level: int) -> None:
    """Set an ability's level; each piece it uncovers goes to the supply."""
    i = 5 * seat + ability
    freed = level - s.level[i]
    s.level[i] = level
    s.supply[2 * seat + (MERCHANT if ability == LIBER_SOPHIAE else TRADER)] += freed


def pieces(s: HansaState, seat: int) -> tuple[int, int]:
    """(cubes, discs) of ``seat`` found anywhere: always :data:`PIECES`."""
    lv = s.level[5 * seat:5 * seat + 5]
    t = (5 - lv[ACTIONES]) + (4 - lv[CLAVIS_URBIS]) + (3 - lv[PRIVILEGIUM]) + (3 - lv[BURSA]) + 1
    m = 3 - lv[LIBER_SOPHIAE]
    t += s.supply[2 * seat] + s.stock[2 * seat]
    m += s.supply[2 * seat + 1] + s.stock[2 * seat + 1]
    ct, cm = code(seat, TRADER), code(seat, MERCHANT)
    everywhere = list(s.post) + list(s.office) + [v for e in s.extra for v in e]
    t += everywhere.count(ct)
    m += everywhere.count(cm)
    m += s.coellen.count(seat + 1)
    if s.phase == DISPLACED and s.pend[1] >= 0 and s.pend[3] == seat:  # in the owner's hand
        if s.pend[1] == MERCHANT:
            m += 1
        else:
            t += 1
    return t, m


def problems(s: HansaState) -> list[str]:
    """What is impossible about ``s``: pieces lost or doubled, negative supplies."""
    out = []
    for seat in range(s.players):
        if pieces(s, seat) != PIECES:
            out.append(f"seat {seat} has {pieces(s, seat)} pieces, not {PIECES}")
        if min(s.supply[2 * seat:2 * seat + 2] + s.stock[2 * seat:2 * seat + 2]) < 0:
            out.append(f"seat {seat} has a negative supply or stock")
    return out


def network_18() -> HansaState:
    """Red (seat 0) at the end of a four-player game: offices in Hamburg (two), Lübeck,
    Stade, Bremen and Hannover, which are linked, and one in Coellen, which is not;
    Clavis Urbis raised to 3, and Liber Sophiae once (Bremen's and Stade's offices are
    round: they take the two discs)."""
    s = RULES.new_game(4, 1)
    raise_ability(s, 0, LIBER_SOPHIAE, 1)
    for name, idx in (("hamburg", 0), ("hamburg", 1), ("luebeck", 0), ("stade", 0),
                      ("bremen", 0), ("hannover", 0), ("coellen", 0)):
        office(s, name, idx, 0)
    raise_ability(s, 0, CLAVIS_URBIS, 3)
    return s


EXAMPLES: list[Example] = [
    Example(
        "network", "hansa",
        N_("The network of offices"),
        N_("Red's largest network links Hamburg, Lübeck, Stade, Bremen and Hannover: 6 offices "
           "(the two in Hamburg count twice) times Clavis Urbis 3 make 18 points. The office in "
           "Coellen is cut off and does not count."),
        "seed 001, punteggio finale (rete)", network_18, (),
    ),
]
