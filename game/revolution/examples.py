"""Revolution's worked examples (seed 000 and the reference) as engine positions, for the
rules screen and the rule tests (see game.examples).

- Köln and the absolute majority [5.7]: 2 Catholics, 1 Nobility, 1 Habsburg is no
  absolute majority (2 of 4); a third Catholic piece makes 3 of 5 and wins the card.
- The new-units count [6.10]: Köln 1 + Utrecht 3, the town of Cleve 1, 8 countryside
  provinces / 5 = 1, two Jesuit boxes 2: 8 new units.
- The battles [6.5] in Brabant: Nobility, Burghers, Reformers (the Burghers survive);
  two Catholics against two Nobility (a stand-off: one of each is left).
"""

from __future__ import annotations

from game.examples import Example
from game.revolution import RULES
from game.revolution import data as D
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


EXAMPLES: list[Example] = [
    Example(
        "koln_no_majority", "revolution", "Köln: no absolute majority",
        "Köln: nessuna maggioranza assoluta",
        "In Köln the Catholics have 2 pieces, the Nobility 1 and the Habsburgs 1: 2 of 4 is "
        "not more than half, so nobody takes the card.",
        "A Köln i Cattolici hanno 2 pezzi, la Nobiltà 1 e gli Asburgo 1: 2 su 4 non è più "
        "della metà, quindi nessuno prende la carta.",
        "seed 000, 5.7 (Colonia)", koln,
    ),
    Example(
        "koln_majority", "revolution", "Köln: 3 of 5 wins the card",
        "Köln: 3 su 5 vince la carta",
        "With a third Catholic piece the count is 3 of 5, more than half: the Catholics take "
        "Köln's card.",
        "Con un terzo pezzo cattolico il conto è 3 su 5, più della metà: i Cattolici prendono "
        "la carta di Köln.",
        "seed 000, 5.7 (Colonia)", koln_majority,
    ),
    Example(
        "new_units", "revolution", "Counting new units: 8", "Contare le nuove unità: 8",
        "Catholics: Köln 1 (they lack Leiden, so no more from it); Utrecht 1 plus 2 for "
        "Cleve and Köln, named on Utrecht's card; the town of Cleve 1; 8 countryside pieces "
        "/ 5 = 1; two Jesuit boxes 2. Total 8 new units.",
        "Cattolici: Köln 1 (non controllano Leiden, quindi nient'altro da lì); Utrecht 1 "
        "più 2 per Cleve e Köln, nominate sulla carta di Utrecht; la cittadina di Cleve 1; "
        "8 pezzi in campagna / 5 = 1; due caselle dei Gesuiti 2. Totale 8 nuove unità.",
        "seed 000, 6.10", new_units,
    ),
    Example(
        "battle_1", "revolution", "Battle: the Burghers survive", "Battaglia: restano i Borghesi",
        "Nobility, Burghers and Reformers in Brabant: the two ends of the alignment (Nobility "
        "and Reformers) fall together; the Burgher army is left.",
        "Nobiltà, Borghesi e Riformati nel Brabante: le due estremità dell'allineamento "
        "(Nobiltà e Riformati) cadono insieme; resta l'armata dei Borghesi.",
        "seed 000, 6.5, esempio 1", battle,
    ),
    Example(
        "battle_2", "revolution", "Battle: five armies", "Battaglia: cinque armate",
        "4 players: 1 Catholic, 2 Habsburg and 2 Burgher armies in one section. The Catholic "
        "and a Burgher army fall first, then the other Burgher and a Habsburg army: one "
        "Habsburg army is left (the translation says a Burgher army; the alignment leaves a "
        "Habsburg one). A section holds five armies, as this example needs.",
        "4 giocatori: 1 armata cattolica, 2 degli Asburgo e 2 dei Borghesi in una sezione. "
        "Cadono prima l'armata cattolica e una dei Borghesi, poi l'altra dei Borghesi e una "
        "degli Asburgo: resta un'armata degli Asburgo (la traduzione dice dei Borghesi; "
        "l'allineamento lascia quella degli Asburgo). Una sezione tiene cinque armate, come "
        "serve a questo esempio.",
        "seed 000, 6.5, esempio 2", battle_five,
    ),
    Example(
        "battle_3", "revolution", "Battle: a stand-off", "Battaglia: uno stallo",
        "Two Catholic and two Nobility armies: one of each falls, then two armies are left "
        "and the battle stops with one Catholic and one Nobility army.",
        "Due armate cattoliche e due della Nobiltà: ne cade una per parte, poi restano due "
        "armate e la battaglia si ferma con un'armata cattolica e una della Nobiltà.",
        "seed 000, 6.5, esempio 3", battle_standoff,
    ),
]
