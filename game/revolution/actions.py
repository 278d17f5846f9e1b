"""Revolution's decisions: one small NamedTuple per step, JSON-able.

Provinces, settlements, regions, support-box spaces and army spaces are indices of
:mod:`game.revolution.data`; a *location* is a countryside (province index) or a
settlement (province count + settlement index). Which is legal when is decided by
:mod:`game.revolution.engine`.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import action_registry


class ArmyStart(NamedTuple):
    """Set-up: the Habsburgs put a starting army on the orange army ``space``."""

    space: int


class SupportMove(NamedTuple):
    """Move one piece out of support-box ``space``: into the countryside of
    ``province``, or (``province`` -1) into the treasury as a coin."""

    space: int
    province: int


class Intercept(NamedTuple):
    """The Huguenots' owner intercepts ``n`` pieces leaving the Spanish Treasury."""

    n: int


class NewUnit(NamedTuple):
    """Place one new unit in the countryside of ``province`` (``space`` -1) or on
    support-box ``space`` (``province`` -1)."""

    province: int
    space: int


class Done(NamedTuple):
    """End the current multi-step decision (placements, moves, bids...)."""


class Remove(NamedTuple):
    """Conflict: remove one own piece from location ``loc``."""

    loc: int


class NeutralTo(NamedTuple):
    """Neutral shortage: the first faction in turn order gives one neutral to ``province``."""

    province: int


class Surplus(NamedTuple):
    """Move one surplus piece from province ``frm`` to the countryside of ``to``."""

    frm: int
    to: int


class SurplusPiece(NamedTuple):
    """Surplus: the piece that leaves (for another province or the stock) is the owner's
    piece at location ``loc`` of the province."""

    loc: int


class Occupy(NamedTuple):
    """Movement within a province: move one own countryside piece into ``settlement``."""

    settlement: int


class Withdraw(NamedTuple):
    """Movement within a province: move one own piece from ``settlement`` to the countryside."""

    settlement: int


class Evict(NamedTuple):
    """Movement within a province: push the neutral pieces of city ``settlement`` out."""

    settlement: int


class NeutralIn(NamedTuple):
    """Movement within a province: move one countryside neutral into ``settlement``."""

    settlement: int


class OrderPlace(NamedTuple):
    """Turn-order selection: put the faction card in gap ``gap`` of the row (0 = first)."""

    gap: int


class TaxRate(NamedTuple):
    """City tax rate (1-3 coins per city card)."""

    rate: int


class Upkeep(NamedTuple):
    """Army upkeep for the next army: 0 maintain, 1 disband, 2 abandon."""

    choice: int


class Loot(NamedTuple):
    """An abandoned army loots: ``loc`` -1 puts a neutral in ``province``'s countryside
    (a town looted); otherwise the piece of ``owner`` at ``loc`` becomes neutral."""

    province: int
    loc: int
    owner: int


class Raise(NamedTuple):
    """Raise one army in ``region`` (paying the next step of the cost table)."""

    region: int


class Besiege(NamedTuple):
    """The army on ``space`` besieges city ``settlement``."""

    space: int
    settlement: int


class Hire(NamedTuple):
    """Hire ``n`` Water Beggars (0 = decline)."""

    n: int


class BeggarTo(NamedTuple):
    """Put one hired Water Beggar in ``region``."""

    region: int


class BeggarAct(NamedTuple):
    """Water Beggars in ``region`` act: ``kind`` 0 destroy an army, 1 lift a siege of
    city ``target``, 2 sack town ``target``, 3 besiege city ``target``, 4 stay to block."""

    region: int
    kind: int
    target: int


class MoveArmy(NamedTuple):
    """Move the army on ``space`` to the neighbouring ``region``."""

    space: int
    region: int


class Convert(NamedTuple):
    """Military influence: the army on ``space`` converts ``owner``'s piece at ``loc``."""

    space: int
    loc: int
    owner: int


class SiegeTake(NamedTuple):
    """Siege resolution: the besieger converts one piece of ``owner`` in the city."""

    owner: int


class Bid(NamedTuple):
    """Influence: put one coin on city ``settlement`` of the allegiance track."""

    settlement: int


ACTION_TYPES: dict[str, type] = action_registry(
    ArmyStart, SupportMove, Intercept, NewUnit, Done, Remove, NeutralTo, Surplus, Occupy,
    Withdraw, Evict, NeutralIn, OrderPlace, TaxRate, Upkeep, Loot, Raise, Besiege, Hire, BeggarTo,
    BeggarAct, MoveArmy, Convert, SiegeTake, Bid, SurplusPiece,
)
