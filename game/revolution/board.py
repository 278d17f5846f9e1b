"""Revolution's board queries and piece moves on a state (no phase logic).

Counts per province and location, control of towns and cities, armies in a region,
and the small moves every phase uses (stock, treasury, replacement).
"""

from __future__ import annotations

from typing import Any

from game.revolution import data as D
from game.revolution.state import RState

P, S, NEU = D.P, D.S, D.NEUTRAL


def allies(s: RState, f: int, g: int) -> bool:
    """Same player (2-player game) or the same faction."""
    return s.seat_of[f] == s.seat_of[g]


def loc_counts(s: RState, loc: int) -> list[int]:
    return s.cnt[loc * 6:loc * 6 + 6]


def is_besieged_loc(s: RState, loc: int) -> bool:
    return loc >= P and s.besieged[loc - P] != -1


_PROV_BASES = [[loc * 6 for loc in D.PROV_LOCS[p]] for p in range(P)]
_PROV_CITY_BASES = [[(loc, loc * 6) for loc in D.PROV_LOCS[p] if D.LOC_CITY[loc]]
                    for p in range(P)]
_PROV_OPEN_BASES = [[loc * 6 for loc in D.PROV_LOCS[p] if not D.LOC_CITY[loc]]
                    for p in range(P)]


def prov_counts(s: RState, p: int, excl: bool = True) -> list[int]:
    """Pieces per owner in province ``p`` (besieged cities left out when ``excl``)."""
    cnt = s.cnt
    if excl:
        bases = _PROV_OPEN_BASES[p] + [b for loc, b in _PROV_CITY_BASES[p]
                                       if s.besieged[loc - P] == -1]
    else:
        bases = _PROV_BASES[p]
    if len(bases) == 1:
        b = bases[0]
        return cnt[b:b + 6]
    return [sum(x) for x in zip(*[cnt[b:b + 6] for b in bases], strict=True)]


def town_owner(s: RState, si: int) -> int:
    b = (P + si) * 6
    cnt = s.cnt
    for o in range(6):
        if cnt[b + o]:
            return o
    return -1


def controller(s: RState, si: int) -> int:
    """A city's card holder or a town's faction occupant (-1: nobody)."""
    if D.IS_CITY[si]:
        return s.ccard[si]
    o = town_owner(s, si)
    return o if o < NEU else -1


def move_piece(s: RState, owner: int, src: int, dst: int) -> None:
    s.cnt[src * 6 + owner] -= 1
    s.cnt[dst * 6 + owner] += 1


def add_from_stock(s: RState, owner: int, loc: int) -> bool:
    if s.stock[owner] <= 0:
        return False
    s.stock[owner] -= 1
    s.cnt[loc * 6 + owner] += 1
    return True


def to_stock(s: RState, owner: int, loc: int) -> None:
    s.cnt[loc * 6 + owner] -= 1
    s.stock[owner] += 1


def replace_piece(s: RState, owner: int, loc: int, new_owner: int) -> None:
    """``owner``'s piece at ``loc`` goes to stock, replaced by ``new_owner``'s if any."""
    to_stock(s, owner, loc)
    add_from_stock(s, new_owner, loc)


def region_armies(s: RState, r: int) -> list[int]:
    """Spaces of the active (not abandoned) armies in region ``r``."""
    return [i for i in D.REGION_SPACES[r] if s.arm[i] >= 0 and not s.aband[i]]


def region_spaces(s: RState, r: int) -> tuple[int, ...]:
    """The army spaces of section ``r`` in play (option army_room: the seed's room, or the
    old reconstruction's for saves made before it)."""
    return D.ROOM_SPACES[s.options["army_room"]][r]


def first_empty(s: RState, r: int) -> int:
    for i in region_spaces(s, r):
        if s.arm[i] < 0:
            return i
    return -1


def armies_on_map(s: RState, f: int) -> int:
    return sum(1 for a in s.arm if a == f)


def vp_of_seat(s: RState, seat: int) -> float:
    return sum(s.vp[f] for f in range(5) if s.seat_of[f] == seat)


def opt(s: RState, key: str) -> Any:
    return s.options[key]
