"""Kingmaker's worked examples (the rules reference, sections 7.2 and 7.4) as engine
positions, for the rules screen and the rule tests (see game.examples).

- 450 against 240 [7.2]: Percy, Neville, Stanley and Mowbray (450) attack eight nobles
  (240) at Kenilworth; 1.875 rounds down to 3:2, and the drawn card's combat line is 3:2,
  so the attackers win and capture every loser.
- Kenilworth and Edward [7.4]: the unoccupied royal castle holding Edward, Prince of Wales
  needs a force of 200; Percy and Neville with the Scots archers have exactly 200, and the
  castle falls with Edward to them.
"""

from __future__ import annotations

from fractions import Fraction

from game.examples import Example
from game.i18n import N_
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import Battle, Siege
from game.kingmaker.state import COMBAT, MOVE, KState


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
    s._legal = None  # a legal list asked for before this edit no longer holds
    return n


def on_top(s, e: int) -> None:
    """Make event ``e`` the next one drawn."""
    if e in s.event_deck:
        s.event_deck.remove(e)
    s.event_deck.append(e)


ATT = ("nob_percy", "nob_neville", "nob_stanley", "nob_mowbray")
DEF = ("nob_talbot", "nob_stafford", "nob_pole", "nob_fitzalan", "nob_courtenay", "nob_grey",
       "nob_holland", "nob_roos")


def battle_450_240(ratio: Fraction = Fraction(3, 2)) -> KState:
    """[7.2] Seat 0's four nobles (450) and seat 1's eight (240) at Kenilworth, seat 0 to
    fight; the next event card's combat line is ``ratio``."""
    s = blank(2)
    a = area("kenilworth")
    put(s, "nob_percy", 0, a, "off_marshal_of_england", "mrc_burgundian_crossbowmen_1",
        "mrc_burgundian_crossbowmen_2", "mrc_flemish_crossbowmen_3",
        "mrc_flemish_crossbowmen_4")
    for n in ATT[1:]:
        put(s, n, 0, a)
    put(s, "nob_talbot", 1, a, "mrc_scots_archers_7", "mrc_saxon_foot_5")
    for n in DEF[1:]:
        put(s, n, 1, a)
    s.phase = COMBAT
    on_top(s, combat_card(ratio=ratio, avoid=[card(n) for n in ATT + DEF]))
    return s


def kenilworth() -> KState:
    """[7.4] Percy and Neville (with the Burgundian crossbowmen and the Scots archers: 200)
    outside Kenilworth, where Edward, Prince of Wales is; seat 0 to fight, a 1:1 card next."""
    s = blank(2)
    a = area("kenilworth")
    percy = put(s, "nob_percy", 0, a)
    neville = put(s, "nob_neville", 0, a, "mrc_burgundian_crossbowmen_1",
                  "mrc_scots_archers_7")
    s.phase = COMBAT
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[percy, neville]))
    return s


def problems(s: KState) -> list[str]:
    """What is impossible about ``s``: a card held by a noble not in play, a noble in play
    without a faction."""
    out = []
    for c in range(D.N_CARDS):
        h = s.holder[c]
        if h >= 0 and s.faction[h] < 0:
            out.append(f"card {D.CARD_ID[c]} held by a noble out of play")
        if c in D.NOBLES and s.npos[c] >= 0 and s.faction[c] < 0:
            out.append(f"{D.CARD_ID[c]} on the map without a faction")
    return out


EXAMPLES: list[Example] = [
    Example(
        "ratio_450_240", "kingmaker",
        N_("450 against 240"),
        N_("Strength 450 attacks 240: 450/240 = 1.875, rounded down to 3:2. The card drawn shows "
           "3:2, so the attackers win; at 2:1 the battle would be indecisive."),
        "reference 7.2", battle_450_240, (Battle(D.LOC_AREA[D.LOC_INDEX["kenilworth"]], 1,
                                                  True),),
    ),
    Example(
        "kenilworth_edward", "kingmaker",
        N_("Kenilworth and Edward: 200 needed"),
        N_("An unoccupied royal castle must be besieged by at least 200. Percy and Neville with "
           "their troops make exactly 200: the castle falls and Edward, Prince of Wales, with it."),
        "reference 7.4", kenilworth, (Siege(D.LOC_INDEX["kenilworth"]),),
    ),
]
