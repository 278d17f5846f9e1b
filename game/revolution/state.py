"""The Revolution game state: flat lists indexed as in :mod:`game.revolution.data`.

Pieces
  ``cnt[loc * 6 + owner]``: pieces of owner (faction 0..4, NEUTRAL 5) at a location
  (a province's countryside or a settlement). ``stock[owner]``: unused pieces (index 5
  is the neutral supply). ``treas[f]``: coins. ``box[space]``: owner of a support-box
  space or -1. ``hug_used``: Huguenot interceptions spent this turn (option B only).

Armies (one entry per command-section space)
  ``arm``: faction or -1; ``aband``: 1 when abandoned this turn; ``asiege``: the
  settlement it besieges or -1; ``aused``: 1 when it already moved / used influence in
  the current phase. ``besieged[settlement]``: -1, the besieging army's space, or -2
  for Water Beggars. ``bgroup`` / ``bblock``: beggars per region (being used / left to
  block); ``hirer``: the faction that hired them this turn or -1.

Cards and markers
  ``ccard[settlement]`` / ``pcard[province]``: holder or -1; ``allg[city]``: allegiance
  space (1..7; 0 for towns); ``bish[province]``: bishopric state 0..3 (strongly
  Catholic .. strongly Reformed) or -1; ``univ[settlement]``: -1 no site, 0 absent,
  1 Catholic, 2 Reformed.

Flow
  ``turn`` (0..5), ``ph`` (index into the turn's phase list), ``fi`` (index into the
  turn order for per-faction phases), ``need`` (the decision awaited, or None when the
  game is over), ``actor`` (the faction deciding), ``ctx`` (phase-local progress, a
  dict whose values are never mutated in place), ``order`` (factions in turn order),
  ``vp`` (per faction, recomputed every turn), ``vpd`` (the last VP breakdown).
"""

from __future__ import annotations

from game.core import Rng, State

_SLOTS = ("players", "options", "rng", "inplay", "seat_of", "cnt", "stock", "treas", "box",
          "hug_used", "arm", "aband", "asiege", "aused", "besieged", "bgroup", "bblock",
          "hirer", "ccard", "pcard", "allg", "bish", "univ", "order", "vp", "vpd", "turn",
          "ph", "fi", "need", "actor", "ctx", "armies_max", "pieces")


class RState(State):
    """The whole game: no hidden information (``observe`` returns a copy)."""

    # ``memo``: the legal actions ``engine.advance`` found for the decision now awaited
    # (None when unknown); ``engine.apply`` clears it, copies share it (it is never
    # mutated). Not part of the position: equality and saves ignore it.
    __slots__ = _SLOTS + ("memo",)

    def copy(self) -> RState:
        n = RState.__new__(RState)
        n.players = self.players
        n.options = self.options
        n.rng = self.rng.copy()
        n.inplay = self.inplay
        n.seat_of = self.seat_of
        n.cnt = self.cnt[:]
        n.stock = self.stock[:]
        n.treas = self.treas[:]
        n.box = self.box[:]
        n.hug_used = self.hug_used
        n.arm = self.arm[:]
        n.aband = self.aband[:]
        n.asiege = self.asiege[:]
        n.aused = self.aused[:]
        n.besieged = self.besieged[:]
        n.bgroup = self.bgroup[:]
        n.bblock = self.bblock[:]
        n.hirer = self.hirer
        n.ccard = self.ccard[:]
        n.pcard = self.pcard[:]
        n.allg = self.allg[:]
        n.bish = self.bish[:]
        n.univ = self.univ[:]
        n.order = self.order[:]
        n.vp = self.vp[:]
        n.vpd = self.vpd
        n.turn = self.turn
        n.ph = self.ph
        n.fi = self.fi
        n.need = self.need
        n.actor = self.actor
        n.ctx = dict(self.ctx)
        n.armies_max = self.armies_max
        n.pieces = self.pieces
        n.memo = self.memo
        return n

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RState):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in _SLOTS if k != "rng") \
            and self.rng.s == other.rng.s

    __hash__ = None  # type: ignore[assignment]

    @property
    def scores(self) -> list[float]:
        """VP per seat at the last count (a 2-player seat adds its two factions)."""
        return [sum(self.vp[f] for f in range(5) if self.seat_of[f] == seat)
                for seat in range(self.players)]

    def to_act(self) -> int | None:
        if self.need is None:
            return None
        return self.seat_of[self.actor]


def new_state() -> RState:
    s = RState.__new__(RState)
    s.rng = Rng(0)
    s.memo = None
    return s
