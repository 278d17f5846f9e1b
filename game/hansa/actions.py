"""Hansa Teutonica actions: small immutable NamedTuples (see ``game.core.action_to_json``).

Indices are those of the board in use (``state.board``): ``post`` is a global post
index, ``route`` a route index, ``city`` a city index, ``ability`` one of
``game.hansa.state.ACTIONES..BURSA``, ``shape`` TRADER (0, cube) or MERCHANT (1, disc).
Each class says in which phase it is legal.
"""

from __future__ import annotations

from typing import NamedTuple


class Income(NamedTuple):
    """MAIN, costs 1 action: move Bursa-many pieces stock -> personal supply,
    ``merchants`` of them discs and the rest cubes (as many cubes as allowed)."""

    merchants: int


class Place(NamedTuple):
    """MAIN, costs 1 action: put a piece of ``shape`` from the personal supply on an
    empty ``post``."""

    post: int
    shape: int


class Displace(NamedTuple):
    """MAIN, costs 1 action: replace the opponent's (or neutral) piece on ``post`` with
    an own piece of ``shape``; the fee (1 for a cube, 2 for a disc) goes from the
    personal supply to the stock, ``fee_merchants`` of it discs. The displaced owner
    then re-places (phase DISPLACED)."""

    post: int
    shape: int
    fee_merchants: int


class Move(NamedTuple):
    """MAIN (costs 1 action, starts phase MOVE) or MOVE: lift the own piece on ``post``
    into the hand (at most Liber Sophiae pieces per action)."""

    post: int


class Drop(NamedTuple):
    """MOVE: put a lifted piece of ``shape`` on the empty ``post``. The action ends when
    the hand is empty."""

    post: int
    shape: int


class Claim(NamedTuple):
    """MAIN, costs 1 action: claim ``route``, full of own pieces. City-control prestige
    and the bonus marker come at once; the benefit is chosen in phase CLAIM_CHOICE."""

    route: int


class Office(NamedTuple):
    """CLAIM_CHOICE: put a fitting piece from the claimed route in the leftmost empty
    office of ``city`` (one of the route's ends)."""

    city: int


class ExtraOffice(NamedTuple):
    """CLAIM_CHOICE: use an Additional Office marker: a piece of ``shape`` from the
    claimed route becomes an extra office left of ``city``'s offices."""

    city: int
    shape: int


class Upgrade(NamedTuple):
    """CLAIM_CHOICE: upgrade the ``ability`` of an end city of the claimed route."""

    ability: int


class Coellen(NamedTuple):
    """CLAIM_CHOICE (Coellen-Warburg only): a disc from the route goes on Coellen-table
    ``space`` (0 white, 1 orange, 2 pink, 3 black)."""

    space: int


class NoBenefit(NamedTuple):
    """CLAIM_CHOICE: take no benefit (or no further one); every piece left on the route
    goes to the stock."""


class Relocate(NamedTuple):
    """DISPLACED: put a piece of ``shape`` on the empty ``post`` (nearest ring of routes
    around the displacement route that has room). The first one is the displaced piece
    itself (``source`` -1); the extras come from the stock, else the personal supply
    (``source`` -1), else from an own piece on post ``source``."""

    post: int
    shape: int
    source: int


class DeclineExtras(NamedTuple):
    """DISPLACED: place no more extra pieces."""


class NeutralOffice(NamedTuple):
    """NEUTRAL_CLAIM (2 players): the route full of neutral cubes puts a neutral office
    in the leftmost empty office of ``city``."""

    city: int


class UseActions(NamedTuple):
    """MAIN, free: play a +3 or +4 actions marker (``extra`` is 3 or 4)."""

    extra: int


class UseUpgrade(NamedTuple):
    """MAIN, free: play an Upgrade 1 Ability marker on ``ability``."""

    ability: int


class UseSwap(NamedTuple):
    """MAIN, free: play a Swap Offices marker on printed offices ``index`` and
    ``index + 1`` of ``city``."""

    city: int
    index: int


class Remove(NamedTuple):
    """MAIN (plays a Remove 3 marker, starts phase REMOVE) or REMOVE: take the piece on
    ``post`` back to its owner's personal supply (up to 3 per marker)."""

    post: int


class StopRemove(NamedTuple):
    """REMOVE: remove no more pieces with this marker."""


class EndTurn(NamedTuple):
    """MAIN: end the turn (then place replacement markers, if any)."""


class PlaceMarker(NamedTuple):
    """PLACE_MARKERS: place the next tin-plate marker face up next to ``route``."""

    route: int


ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        Income, Place, Displace, Move, Drop, Claim, Office, ExtraOffice, Upgrade, Coellen,
        NoBenefit, Relocate, DeclineExtras, NeutralOffice, UseActions, UseUpgrade, UseSwap,
        Remove, StopRemove, EndTurn, PlaceMarker,
    )
}
