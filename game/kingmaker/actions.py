"""Kingmaker's decisions: small NamedTuples of ints and bools that go to JSON and back.

Cards and nobles are Crown-card indices, heirs royal-piece indices, places position
codes (see :mod:`game.kingmaker.data`). Held event cards (MAY BE SUMMONED, WRIT) are
offered in trades as ``EVENT_CARD + event index``.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core import action_registry

EVENT_CARD = 1000


class Move(NamedTuple):
    """Movement: noble ``noble`` goes to position ``dest`` (open ground or inside a place),
    taking the royal pieces his faction controls with him when ``heirs``."""

    noble: int
    dest: int
    heirs: bool


class Embark(NamedTuple):
    """Movement: ``noble`` boards ``ship`` in the same port area."""

    noble: int
    ship: int


class Sail(NamedTuple):
    """Movement: ``ship`` sails to ``dest`` (a port inside code or a sea zone code)."""

    ship: int
    dest: int


class PlayCard(NamedTuple):
    """Play a card from the hand: allocate it to ``noble`` (-1: a noble card placed on
    the map). Own turn only, or while Parliament sits [H 1.a]."""

    card: int
    noble: int


class ExecuteHeir(NamedTuple):
    """Execute a royal piece the faction controls (own turn only) [H 1.c]."""

    heir: int


class Offer(NamedTuple):
    """Offer ``give`` (a card from the hand, -1: nothing) to seat ``to``; ``ask`` 1 asks a
    card of their choice in return, 0 makes it a gift. The receiver answers."""

    to: int
    give: int
    ask: int


class OfferAlliance(NamedTuple):
    """Offer an alliance to seat ``to``: defensive (``commander`` -1) or offensive with the
    offerer's noble ``commander``, to whom the receiver lends his nobles stacked with him."""

    to: int
    commander: int


class EndAlliance(NamedTuple):
    """End the alliance with seat ``other`` (any member, at any moment of his decisions)."""

    other: int


class Battle(NamedTuple):
    """Combat: attack the forces of seat ``target`` in the open of ``area``
    (``french`` False keeps French Foot Soldiers out of an ambush [H 2.3])."""

    area: int
    target: int
    french: bool


class Siege(NamedTuple):
    """Combat: besiege location ``loc``."""

    loc: int


class Sally(NamedTuple):
    """Combat: the nobles besieged in ``loc`` fight the besiegers in the open."""

    loc: int


class NavalAttack(NamedTuple):
    """Combat: the faction's ships in sea zone ``zone`` attack seat ``target``'s ships,
    by boarding (True) or bombardment (False) [H 2.1]."""

    zone: int
    target: int
    boarding: bool


class EndPhase(NamedTuple):
    """End the movement or combat phase, or decline to summon Parliament."""


class Summon(NamedTuple):
    """Summon Parliament at location ``venue``."""

    venue: int


class Propose(NamedTuple):
    """Parliament: the presiding faction proposes Chancery ``card`` for ``noble`` [H 1.e]."""

    card: int
    noble: int


class Withdraw(NamedTuple):
    """Parliament: the presiding faction proposes ``card`` no more (it is assigned by the
    fallback order, or returns to the Chancery) [H 1.e]."""

    card: int


class Vote(NamedTuple):
    """Parliament: vote the current proposal with all the faction's votes."""

    yes: bool


class Answer(NamedTuple):
    """Answer an offer (trade, gift, alliance, ransom, a rejected Chancery card): ``yes``
    and the card given in return or the noble chosen (-1: none)."""

    yes: bool
    card: int


class Execute(NamedTuple):
    """The captor executes captured ``noble``."""

    noble: int


class Ransom(NamedTuple):
    """The captor offers captured ``noble`` back to his owner for ``price`` cards."""

    noble: int
    price: int


class UseWrit(NamedTuple):
    """Send ``substitute`` in place of a summoned noble with a held WRIT (-1: not)
    [H 2.5]."""

    substitute: int


class Discard(NamedTuple):
    """Give up ``card`` of a noble kept too long on the Continent [H 2.2]."""

    card: int


class Delegate(NamedTuple):
    """Parliament: with a held WRIT, ``substitute`` (at least as strong) attends in place of
    ``noble``, who stays where he is (-1, -1: the WRIT is not used) [H 2.5]."""

    noble: int
    substitute: int


class Allocate(NamedTuple):
    """Set-up: give dealt ``card`` to the faction's ``noble`` [3.4]."""

    card: int
    noble: int


class Escort(NamedTuple):
    """Embassy: ``noble`` escorts the King to the embassy (-1: no more escorts) [5]."""

    noble: int


class Port(NamedTuple):
    """Storm at sea: ``ship`` makes for port ``loc``, one of the equally near ones [5,
    H 2.1]."""

    ship: int
    loc: int


class ShipFate(NamedTuple):
    """Boarding won: the winner captures enemy ``ship`` (it goes to the nearest free or
    friendly port) or, ``sink`` True, sends it to the bottom [H 2.1]."""

    ship: int
    sink: bool


class StormPort(NamedTuple):
    """Storm at sea in a naval combat: the stronger side sends its own fleet (``own``) or
    then the other fleet to port ``loc``, one of the equally near ones; the two fleets
    make for different ports [H 2.1]."""

    loc: int
    own: bool


class Relieve(NamedTuple):
    """Combat: the faction's forces in the open attack the besiegers of ``loc``; its
    nobles besieged there join the battle and leave the place [7.6]."""

    loc: int


class KeepAlliance(NamedTuple):
    """Out of turn: keep the alliance with seat ``other`` for the action it is asked
    about (the other answer is :class:`EndAlliance`) [H 1.f]."""

    other: int


class DefendFrench(NamedTuple):
    """Out of turn: the target of an ambush defends with (True) or without (False) his
    French Foot Soldiers [H 2.3]."""

    use: bool


class DrawEvent(NamedTuple):
    """Draw the turn's event card (hidden cards may be played first) [4.1, H 1.a]."""


ACTION_TYPES: dict[str, type] = action_registry(
    Move, Embark, Sail, PlayCard, ExecuteHeir, Offer, OfferAlliance, EndAlliance, Battle,
    Siege, Sally, NavalAttack, EndPhase, Summon, Propose, Withdraw, Vote, Answer, Execute,
    Ransom, UseWrit, Discard, Delegate, Allocate, Escort, Port, Relieve, KeepAlliance,
    DefendFrench, DrawEvent, ShipFate, StormPort,
)
