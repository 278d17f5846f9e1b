"""Revolution's worked examples (seed 000 and the reference) as engine positions, for the
rules screen and the rule tests (see game.examples). Each example starts at a real
decision of the engine and its steps are the moves that lead to the rule's result (the
card awarded, the battle's losses, the siege's outcome, the track's move).

- Köln and the absolute majority [5.7]: 2 Catholics, 1 Nobility, 1 Habsburg is no
  absolute majority (2 of 4); a third Catholic piece makes 3 of 5 and wins the card.
- The new-units count [6.10]: Köln 1 + Utrecht 3, the town of Cleve 1, 8 countryside
  provinces / 5 = 1, two Jesuit boxes 2: 8 new units.
- The battles [6.5] in Brabant: Nobility, Burghers, Reformers (the Burghers survive);
  1 Catholic, 2 Habsburg, 2 Burgher armies; two Catholics against two Nobility (a
  stand-off: one of each is left).
- A siege [6.6, 6.15]: the Burghers take Antwerpen, two pieces converted, the third
  turned neutral.
- Influence on Köln [6.16]: Catholics 1, Habsburgs 1, Nobility 2, Burghers 1 coin; at
  most 3 steps a turn.
"""

from __future__ import annotations

from game.examples import Example
from game.i18n import N_
from game.revolution import RULES, engine
from game.revolution import data as D
from game.revolution.actions import Bid, Done, NewUnit, Occupy, Raise, SiegeTake
from game.revolution.board import region_spaces
from game.revolution.state import RState

P = D.P
C, H, N, B, R, NEU = 0, 1, 2, 3, 4, 5


def prov(name: str) -> int:
    """Province index by name (``"koln"`` for ``pv_koln``)."""
    return D.PIDX["pv_" + name]


def sett(sid: str) -> int:
    """Settlement index by id (``"ct_koln"``)."""
    return D.SIDX[sid]


def game(players: int = 5, seed: int = 1, **options) -> RState:
    return RULES.new_game(players, seed, options)


def clear_board(s: RState) -> None:
    """No pieces on the map and no cards (stocks refilled)."""
    for loc in range(D.NLOC):
        for o in range(6):
            k = s.cnt[loc * 6 + o]
            s.cnt[loc * 6 + o] = 0
            s.stock[o] += k
    s.ccard = [-1] * D.S
    s.pcard = [-1] * D.P


def put(s: RState, owner: int, loc: int, n: int = 1) -> None:
    """``n`` pieces of ``owner`` from the stock to location ``loc``."""
    for _ in range(n):
        s.stock[owner] -= 1
        s.cnt[loc * 6 + owner] += 1


def problems(s: RState) -> list[str]:
    """What is impossible about ``s``: a stock below zero, a negative count."""
    out = [f"stock of {o} below zero" for o, k in enumerate(s.stock) if k < 0]
    if any(k < 0 for k in s.cnt):
        out.append("a negative piece count on the map")
    return out


def koln(third: bool = False) -> RState:
    """[5.7] Köln holds 2 Catholic, 1 Nobility and 1 Habsburg piece (with ``third``, one
    more Catholic piece); every other place and every card is empty."""
    s = game(5, 1)
    clear_board(s)
    k = P + sett("ct_koln")
    put(s, C, k, 3 if third else 2)
    put(s, N, k)
    put(s, H, k)
    return s


def koln_majority() -> RState:
    return koln(third=True)


NEW_UNITS_COUNTRY = (("artois", 1), ("cleve", 2), ("koln", 3), ("utrecht", 2))


def new_units() -> RState:
    """[6.10] The Catholics hold the cards of Köln and Utrecht (a piece in Leiden, which
    the Burghers control), the town of Cleve, 8 pieces in the countryside and two Jesuit
    boxes."""
    s = game(5, 1)
    clear_board(s)
    s.box = [-1] * D.NBOXSP
    s.turn = 1
    s.ccard[sett("ct_koln")] = C
    s.ccard[sett("ct_utrecht")] = C
    put(s, C, P + sett("ct_koln"))
    put(s, C, P + sett("ct_utrecht"))
    put(s, C, P + sett("ct_leiden"))
    put(s, B, P + sett("ct_leiden"), 2)
    put(s, C, P + sett("tn_cleve"))
    for name, n in NEW_UNITS_COUNTRY:
        put(s, C, prov(name), n)
    jes = list(D.BOX_SPACES[D.BIDX["sb_jesuits"]])
    s.box[jes[0]] = s.box[jes[1]] = C
    return s


BATTLE_REGION = "rg_brabant"


def battle(armies: tuple[int, ...] = (N, B, R), players: int = 5) -> RState:
    """[6.5] Armies of these factions (in this order) in the spaces of Brabant, no others."""
    s = game(players, 1)
    s.arm = [-1] * D.NSPACES
    spaces = region_spaces(s, D.RIDX[BATTLE_REGION])
    if len(armies) > len(spaces):
        raise ValueError(f"{len(armies)} armies do not fit in {len(spaces)} army spaces")
    for i, f in zip(spaces, armies, strict=False):
        s.arm[i] = f
    return s


def battle_standoff() -> RState:
    return battle((C, C, N, N))


def battle_five() -> RState:
    """[6.5] example 2, 4 players: 1 Catholic, 2 Habsburg and 2 Burgher armies."""
    return battle((C, H, H, B, B), players=4)


# ------------------------------------------------------------------ examples as decisions
# Each builder below leaves the state at a real decision (``engine.advance`` asked for it)
# so that "Show me" plays the example's moves through the engine.


def quiet(s: RState) -> None:
    """An empty table around an example: no pieces, cards, boxes, coins or armies, every
    city on a central allegiance space (the population is left as it is)."""
    clear_board(s)
    s.box = [-1] * D.NBOXSP
    for f in range(5):
        s.stock[f] += s.treas[f]
        s.treas[f] = 0
    s.arm = [-1] * D.NSPACES
    s.allg = [D.TRACK_CENTRE if D.IS_CITY[si] else 0 for si in range(D.S)]


def at_phase(s: RState, phase: str) -> RState:
    """Start ``phase`` of the current turn and run the engine to its first decision."""
    s.ph = engine.phases(s).index(phase)
    s.fi = 0
    s.ctx = {}
    s.need = None
    s.memo = None
    engine.advance(s, [])
    return s


def coins(s: RState, f: int, n: int) -> None:
    """``n`` coins from ``f``'s stock into its treasury."""
    s.stock[f] -= n
    s.treas[f] += n


KOLN = "ct_koln"


def koln_move(third: bool) -> RState:
    """[5.7] Turn 0, movement within the province of Köln, before the award of cards.
    Köln holds 2 Catholic pieces and 1 Habsburg piece. Without ``third``: the Catholics
    hold Köln's card and the Nobility, with 3 pieces in the countryside, moves first. With
    ``third``: Köln also holds a Nobility piece and the Catholics, with a piece in the
    countryside, move first. The others then have nothing to move (Done)."""
    s = game(5, 1)
    quiet(s)
    k = P + sett(KOLN)
    put(s, C, k, 2)
    put(s, H, k)
    if third:
        put(s, N, k)
        put(s, C, prov("koln"))
    else:
        s.ccard[sett(KOLN)] = C
        put(s, N, prov("koln"), 3)
    return at_phase(s, "within")


def koln_lost() -> RState:
    return koln_move(third=False)


def koln_won() -> RState:
    return koln_move(third=True)


def new_units_turn() -> RState:
    """[6.10] The new-units phase of turn 1: the Habsburgs (first in turn order, one piece
    left in stock) place their last unit; the Catholics, as in :func:`new_units`, count
    next."""
    s = new_units()
    for f in range(5):
        s.stock[f] += s.treas[f]
        s.treas[f] = 0
    s.allg = [D.TRACK_CENTRE if D.IS_CITY[si] else 0 for si in range(D.S)]
    put(s, H, prov("luxembourg"))
    coins(s, H, s.stock[H] - 1)
    s.order = [H, C, N, B, R]
    return at_phase(s, "newunits")


def raise_battle(armies: tuple[int, ...], raiser: int, players: int = 5) -> RState:
    """[6.4, 6.5] Turn 1, raising armies: ``armies`` stand in Brabant and ``raiser``, with
    a piece in Brabant and the coins for one army, is the only faction that can raise."""
    s = game(players, 1)
    quiet(s)
    s.turn = 1
    spaces = region_spaces(s, D.RIDX[BATTLE_REGION])
    for i, f in zip(spaces, armies, strict=False):
        s.arm[i] = f
    put(s, raiser, prov("brabant"))
    coins(s, raiser, D.RAISE_COST[raiser][0])
    return at_phase(s, "raise")


def battle_1_raise() -> RState:
    return raise_battle((N, R), B)


def battle_2_raise() -> RState:
    return raise_battle((C, H, H, B), B, players=4)


def battle_3_raise() -> RState:
    return raise_battle((C, N, N), C)


SIEGE_CITY = "ct_antwerpen"


def siege() -> RState:
    """[6.6, 6.15] Turn 1, siege resolution: a Burgher army in Brabant has besieged
    Antwerpen (held by the Habsburgs: 2 Habsburg pieces and 1 Catholic piece)."""
    s = game(5, 1)
    quiet(s)
    s.turn = 1
    si = sett(SIEGE_CITY)
    put(s, H, P + si, 2)
    put(s, C, P + si)
    s.ccard[si] = H
    space = region_spaces(s, D.RIDX[BATTLE_REGION])[0]
    s.arm[space] = B
    s.asiege[space] = si
    s.besieged[si] = space
    return at_phase(s, "siegeres")


KOLN_BIDS = ((C, 1), (H, 1), (N, 2), (B, 1))


def koln_influence() -> RState:
    """[6.16] Turn 1, influence: Köln's allegiance marker on the second space from the
    Catholic end; the Catholics, Habsburgs, Nobility and Burghers have 1, 1, 2 and 1 coins
    (the Reformers none)."""
    s = game(5, 1)
    quiet(s)
    s.turn = 1
    s.allg[sett(KOLN)] = 2
    for f, n in KOLN_BIDS:
        coins(s, f, n)
    return at_phase(s, "influence")


EXAMPLES: list[Example] = [
    Example(
        "koln_no_majority", "revolution",
        N_("Köln: no absolute majority"),
        N_("Turn 0. The Catholics hold Köln's card with 2 of its 3 pieces (1 Habsburg). The "
           "Nobility moves one of its 3 countryside pieces into Köln: 2 Catholics of 4 pieces is "
           "not more than half, so at the award the city card goes to nobody (the province card "
           "goes to the Nobility's 2 countryside pieces)."),
        "seed 000, 5.7 (Colonia)", koln_lost, (Occupy(sett(KOLN)), Done(), Done(), Done()),
    ),
    Example(
        "koln_majority", "revolution",
        N_("Köln: 3 of 5 wins the card"),
        N_("Köln holds 2 Catholic, 1 Nobility and 1 Habsburg piece: nobody has its card. The "
           "Catholics move a third piece in from the countryside: 3 of 5 is more than half, so the"
           " Catholics take Köln's card at the award."),
        "seed 000, 5.7 (Colonia)", koln_won, (Occupy(sett(KOLN)), Done(), Done(), Done()),
    ),
    Example(
        "new_units", "revolution",
        N_("Counting new units: 8"),
        N_("The Habsburgs place their last new unit; then the Catholics count theirs: Köln 1 (they"
           " lack Leiden, so no more from it); Utrecht 1 plus 2 for Cleve and Köln, named on "
           "Utrecht's card; the town of Cleve 1; 8 countryside pieces / 5 = 1; two Jesuit boxes 2."
           " Total 8 new units."),
        "seed 000, 6.10", new_units_turn, (NewUnit(prov("luxembourg"), -1),),
    ),
    Example(
        "battle_1", "revolution",
        N_("Battle: the Burghers survive"),
        N_("A Nobility and a Reformer army stand in Brabant; the Burghers raise an army there. In "
           "the battle the two ends of the alignment (Nobility and Reformers) fall together; the "
           "Burgher army is left."),
        "seed 000, 6.5, esempio 1", battle_1_raise, (Raise(D.RIDX[BATTLE_REGION]),),
    ),
    Example(
        "battle_2", "revolution",
        N_("Battle: five armies"),
        N_("4 players: the Burghers raise a second army in a section with 1 Catholic and 2 "
           "Habsburg armies. The Catholic and a Burgher army fall first, then the other Burgher "
           "and a Habsburg army: one Habsburg army is left (the translation says a Burgher army; "
           "the alignment leaves a Habsburg one)."),
        "seed 000, 6.5, esempio 2", battle_2_raise, (Raise(D.RIDX[BATTLE_REGION]),),
    ),
    Example(
        "battle_3", "revolution",
        N_("Battle: a stand-off"),
        N_("The Catholics raise a second army against two Nobility armies: one of each falls, then"
           " two armies are left and the battle stops with one Catholic and one Nobility army, "
           "which keep their distance."),
        "seed 000, 6.5, esempio 3", battle_3_raise, (Raise(D.RIDX[BATTLE_REGION]),),
    ),
    Example(
        "siege", "revolution",
        N_("A siege: Antwerpen falls"),
        N_("A Burgher army besieges Antwerpen (2 Habsburg pieces, 1 Catholic; the Habsburgs hold "
           "its card). At siege resolution the Burghers convert at most 2 pieces, here the two "
           "Habsburg ones; the Catholic piece left over becomes neutral. With 2 of 3 pieces the "
           "Burghers take Antwerpen's card."),
        "seed 000, 6.6 e 6.15", siege, (SiegeTake(H), SiegeTake(H)),
    ),
    Example(
        "koln_influence", "revolution",
        N_("Influence: Köln's allegiance"),
        N_("Köln's marker is on space 2. In turn order the Catholics bid 1 coin, the Habsburgs 1, "
           "the Nobility 2 and the Burghers 1. The Catholics move it to 1; the Habsburgs cannot go"
           " further; the Burghers move it back to 2; the Nobility, always last, moves it one "
           "space toward the centre, to 3: a marker moves at most 3 spaces a turn, so its second "
           "coin is wasted (as are the Habsburgs')."),
        "seed 000, 6.16, esempio", koln_influence,
        (Bid(sett(KOLN)), Bid(sett(KOLN)), Bid(sett(KOLN)), Bid(sett(KOLN)), Bid(sett(KOLN))),
    ),
]
