"""Building Kingmaker positions by hand for the rule tests."""

from __future__ import annotations

from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.state import MOVE


def card(cid: str) -> int:
    return D.CARD_INDEX[cid]


def loc(name: str) -> int:
    """Position code of inside location ``name``."""
    return D.LOC0 + D.LOC_INDEX[name]


def area(name: str) -> int:
    """Position code of the open ground of the area of location ``name`` (or area id)."""
    if name in D.AREA_INDEX:
        return D.AREA_INDEX[name]
    return D.LOC_AREA[D.LOC_INDEX[name]]


def event(eid: str) -> int:
    return D.EVENT_ID.index(eid)


def event_of(kind: str, **want) -> int:
    for e in range(D.N_EVENTS):
        if D.EVENT_KIND[e] != kind:
            continue
        if "result" in want and D.COMBAT_RESULT[e] != want["result"]:
            continue
        if "ratio" in want and D.COMBAT_RATIO[e] != want["ratio"]:
            continue
        if "killed_none_of" in want and set(D.COMBAT_KILLED[e]) & set(want["killed_none_of"]):
            continue
        if "asterisk" in want and D.ASTERISK[e] != want["asterisk"]:
            continue
        return e
    raise LookupError(kind)


def combat_card(ratio=None, weather=False, avoid=(), asterisk=None) -> int:
    """An event card whose combat section has ``ratio`` (a Fraction) and kills none of
    ``avoid``, or a weather result."""
    for e in range(D.N_EVENTS):
        if weather:
            if D.COMBAT_RESULT[e] == "no_battle" and D.EVENT_KIND[e] != "storm_at_sea":
                return e
            continue
        if D.COMBAT_RESULT[e] != "ratio" or D.EVENT_KIND[e] == "storm_at_sea":
            continue
        if ratio is not None and D.COMBAT_RATIO[e] != ratio:
            continue
        if set(D.COMBAT_KILLED[e]) & set(avoid):
            continue
        if asterisk is not None and D.ASTERISK[e] != asterisk:
            continue
        return e
    raise LookupError(ratio)


def blank(players: int = 3, **options):
    """A game whose board is empty: no noble in play, no card allocated, empty hands,
    seat 0 in its movement phase. Royal pieces at their start, uncontrolled."""
    s = RULES.new_game(players, 1, options)
    for c in range(D.N_CARDS):
        s.faction[c] = -1
        s.holder[c] = -1
        s.npos[c] = -1
        s.ship_pos[c] = -1
        s.moved[c] = 0
        s.fought[c] = 0
    s.hands = [[] for _ in range(players)]
    s.held_events = [[] for _ in range(players)]
    s.chancery = []
    s.discard = []
    s.pending = []
    s.alliances = []
    s.peace = []
    s.crown_deck = [c for c in range(D.N_CARDS) if D.IN_DECK[c] and not D.OPTIONAL[c]]
    s.heir_ctrl = [-1] * D.N_HEIRS
    s.conquered = [-1] * D.N_LOCS
    s.besieged = [-1] * D.N_LOCS
    s.active = 0
    s.first = 0
    s.phase = MOVE
    s.weather = False
    s.storm = False
    s.parl = None
    return s


def put(s, nid: str, seat: int, pos: int, *cards: str) -> int:
    """Put noble ``nid`` of ``seat`` at ``pos`` with ``cards`` allocated."""
    n = card(nid)
    s.faction[n] = seat
    s.npos[n] = pos
    for cid in cards:
        c = card(cid)
        s.holder[c] = n
        if c in s.crown_deck:
            s.crown_deck.remove(c)
    if n in s.crown_deck:
        s.crown_deck.remove(n)
    R._fix_heirs(s)
    return n


def on_top(s, e: int) -> None:
    """Make event ``e`` the next one drawn."""
    if e in s.event_deck:
        s.event_deck.remove(e)
    s.event_deck.append(e)


def kinds(events) -> list[str]:
    return [e.kind for e in events]
