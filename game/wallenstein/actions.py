"""Wallenstein's decisions: small immutable values that go to JSON and back.

Provinces are indices into ``data.PROVINCES``; spaces are indices into
``state.SPACES``. Which action is legal when is decided by the rules
(:func:`game.wallenstein.rules.legal_actions`).
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import action_registry


class DraftTake(NamedTuple):
    """Draft: take face-up card ``choice`` (0 or 1) or, with ``choice`` 2, the deck's top."""

    choice: int


class DraftReplace(NamedTuple):
    """Draft: the drafter sees the same two face-up cards as at his previous turn and
    replaces both with the next two cards of the deck (the old ones go under it)."""


class PlaceGroup(NamedTuple):
    """Draft: put the army group of ``size`` armies on the province just taken."""

    size: int


class LeaveEmpty(NamedTuple):
    """Planning, short of cards: announce that planning ``space`` stays empty (public)."""

    space: int


class Plan(NamedTuple):
    """Planning: put a card face down on ``space``: a province card (``card`` >= 0) or a
    blank card (``card`` == -1). Spaces are filled in board order."""

    space: int
    card: int


class Campaign(NamedTuple):
    """Execute a planned campaign: march from the planned province into ``target``
    (own: a move; neutral or another player's: a battle). The count follows."""

    target: int


class RecruitMove(NamedTuple):
    """Execute a planned recruit-1/move: ``recruit`` one army (1 gold) and/or move to the
    own neighbour ``target`` (-1: no move). At least one part must happen, and the recruit
    whenever it can (unless the rule option ``recruit1_optional`` is on)."""

    recruit: bool
    target: int


class Count(NamedTuple):
    """How many armies march (campaign or move), from 1 to armies-1."""

    n: int


class Defend(NamedTuple):
    """A defender (battle) or an owner (revolt) throws ``n`` of the province's armies."""

    n: int


ACTION_TYPES: dict[str, type] = action_registry(
    DraftTake, DraftReplace, PlaceGroup, LeaveEmpty, Plan, Campaign, RecruitMove, Count, Defend,
)
