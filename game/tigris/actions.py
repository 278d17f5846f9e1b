"""Tigris & Euphrates actions: small immutable NamedTuples (JSON via game.core).

Squares are ints ``row * 16 + col`` (0..175; ``A1`` is square 0, ``P11`` is 175).
Colours are ints: 0 black (settlement/king), 1 red (temple/priest), 2 blue
(farm/farmer), 3 green (market/trader) -- see ``game.tigris.state.COLOURS``.

Main actions (phase ``PH_ACTION``, the active player, two per turn):
``PlaceLeader``, ``MoveLeader``, ``WithdrawLeader``, ``PlaceTile``,
``PlaceCatastrophe``, ``SwapTiles``, ``EndTurn``.
Decisions (any seat ``to_act`` returns): ``Commit``, ``ChooseWar``,
``BuildMonument``, ``DeclineMonument``, ``TakeTreasure``, and for the options
``PlaceBuilding``, ``DeclineBuilding``, ``BuildZiggurat``, ``ZigguratIncome``.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import action_registry


class PlaceLeader(NamedTuple):
    """Put one's leader of ``colour`` from the supply on empty land ``square``."""

    colour: int
    square: int


class MoveLeader(NamedTuple):
    """Move one's leader of ``colour`` (already on the board) to ``square``."""

    colour: int
    square: int


class WithdrawLeader(NamedTuple):
    """Take one's leader of ``colour`` off the board back to the supply."""

    colour: int


class PlaceTile(NamedTuple):
    """Place a civilization tile of ``colour`` from one's rack on ``square``."""

    colour: int
    square: int


class PlaceCatastrophe(NamedTuple):
    """Play one of one's catastrophe tiles on ``square``."""

    square: int


class SwapTiles(NamedTuple):
    """Discard tiles from the rack and draw as many: ``counts`` per colour (4 ints)."""

    counts: tuple[int, ...]


class EndTurn(NamedTuple):
    """Forgo the remaining action(s) of this turn."""


class Commit(NamedTuple):
    """Commit ``count`` tiles of the contested colour (red in a revolt) to a conflict."""

    count: int


class ChooseWar(NamedTuple):
    """The active player picks the contested ``colour`` to resolve next."""

    colour: int


class BuildMonument(NamedTuple):
    """Turn over the 2x2 block whose top-left square is ``square`` for ``monument``
    (index into ``state.MONUMENTS``)."""

    monument: int
    square: int


class DeclineMonument(NamedTuple):
    """Do not build a monument (those four squares can never become one)."""


class TakeTreasure(NamedTuple):
    """The trader's owner takes the treasure on ``square``."""

    square: int


class PlaceBuilding(NamedTuple):
    """Advanced: put (or move) the civilization building of ``colour`` on ``square``."""

    colour: int
    square: int


class DeclineBuilding(NamedTuple):
    """Advanced: do not place or move a civilization building."""


class BuildZiggurat(NamedTuple):
    """Ziggurat variant: build the ziggurat on the plus of 5 tiles centred on ``square``
    (``square`` = -1 declines)."""

    square: int


class ZigguratIncome(NamedTuple):
    """Ziggurat variant: the king's owner takes 1 point of ``colour`` from the ziggurat."""

    colour: int


ACTION_TYPES: dict[str, type] = action_registry(
    PlaceLeader, MoveLeader, WithdrawLeader, PlaceTile, PlaceCatastrophe, SwapTiles,
    EndTurn, Commit, ChooseWar, BuildMonument, DeclineMonument, TakeTreasure,
    PlaceBuilding, DeclineBuilding, BuildZiggurat, ZigguratIncome,
)
