"""Hansa Teutonica actions: small immutable NamedTuples (see ``game.core.action_to_json``).

Indices are those of the board in use (``state.board``): ``post`` is a global post
index, ``route`` a route index, ``city`` a city index, ``ability`` one of
``game.hansa.state.ACTIONES..BURSA``, ``shape`` TRADER (0, cube) or MERCHANT (1, disc).
Each class says in which phase it is legal.

API note (09:00 UTC): a Move action is ``Start("move")`` followed by one to Liber
Sophiae ``Move(post, to)`` steps (each moves one piece to another route's first empty
post) and an optional ``StopMove()``; the earlier lift-then-``Drop`` pair is gone (it
made random games too long for the protocol test). The legal actions put a piece on a
route's first empty post (``RULES.open_post``), and any other empty post of it is
accepted; ``RULES.preview(state, kind)`` lists the second steps of a ``Start(kind)``
without changing the state.

Rules audit (09:25 UTC), same shapes, two meanings added: ``Move(cube post, disc post)``
swaps an own cube and disc on two full routes (2 moves; ``engine.swap_pairs``), and in
phase DISPLACED the extras of the other shape (or from the board) may be placed before
the displaced piece, which ``Relocate(post, its shape, -1)`` places.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import action_registry


class Start(NamedTuple):
    """MAIN, costs 1 action: begin a Place (``kind`` "place", phase PLACE), Displace
    ("displace", phase DISPLACE) or Move ("move", phase MOVE) action. Splitting these
    actions in two keeps every list of decisions short."""

    kind: str


class Income(NamedTuple):
    """MAIN, costs 1 action: move Bursa-many pieces stock -> personal supply,
    ``merchants`` of them discs and the rest cubes (as many cubes as allowed)."""

    merchants: int


class Place(NamedTuple):
    """PLACE: put a piece of ``shape`` from the personal supply on an empty ``post``."""

    post: int
    shape: int


class Displace(NamedTuple):
    """DISPLACE: replace the opponent's (or neutral) piece on ``post`` with an own piece
    of ``shape``; the fee (1 for a cube, 2 for a disc) goes from the
    personal supply to the stock, ``fee_merchants`` of it discs. The displaced owner
    then re-places (phase DISPLACED)."""

    post: int
    shape: int
    fee_merchants: int


class Move(NamedTuple):
    """MOVE: move the own piece on ``post`` to the open post ``to`` of another route
    (at most Liber Sophiae pieces per action, at least one). A post vacated earlier in
    the same action is open again, so two pieces can trade places. When ``to`` holds
    an own disc and ``post`` an own cube, both on full routes, the two swap places,
    which counts as 2 moves (``engine.swap_pairs``)."""

    post: int
    to: int = -1


class StopMove(NamedTuple):
    """MOVE: move no more pieces with this action."""


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
    around the displacement route that has room). While the displaced piece is in hand,
    ``Relocate(post, its shape, -1)`` places it; the extras (in any order with it) come
    from the stock, else the personal supply (``source`` -1), else from an own piece on
    post ``source``."""

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


class Drop(NamedTuple):
    """Legacy name kept so older importers load; never legal (see the API note)."""

    post: int
    shape: int


ACTION_TYPES: dict[str, type] = action_registry(
    Start, Income, Place, Displace, Move, StopMove, Claim, Office, ExtraOffice, Upgrade,
    Coellen, NoBenefit, Relocate, DeclineExtras, NeutralOffice, UseActions, UseUpgrade, UseSwap,
    Remove, StopRemove, EndTurn, PlaceMarker,
)
