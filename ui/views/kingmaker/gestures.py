"""Which lit place means which legal Kingmaker action, and the pieces a player may pick up:
a noble (moves, embarking, and in combat the battle or siege a drop there starts), a ship
(sailing) and a Crown card of the hand (allocating it to a noble of the stack it is dropped
on). Everything else is a button, grouped in tabs (decisions, cards, diplomacy)."""

from __future__ import annotations

from typing import Any

from game.kingmaker import data as D
from game.kingmaker.actions import (
    Battle,
    Embark,
    EndAlliance,
    ExecuteHeir,
    Move,
    Offer,
    OfferAlliance,
    PlayCard,
    Sail,
    Siege,
)
from game.kingmaker.board import area_of
from game.kingmaker.text import pos_name
from ui.views.common.buttons import button_at
from ui.views.common.gestures import Piece, TableGestures

MAP_KINDS = (Move, Embark, Sail)
TABS = ("decide", "cards", "diplomacy")


def ends_asked_alliance(a: Any, pending: tuple | None) -> bool:
    """Is ``a`` ending the alliance an ally is asked about (``pending``)? Then it is one
    of that decision's two answers, beside keeping it, not a sheet to compose."""
    return pending is not None and pending[0] in ("ally", "ally_siege") \
        and isinstance(a, EndAlliance) and a.other == pending[2]


def tab_of(a: Any, pending: tuple | None = None) -> str:
    """The tab of the private panel a button for action ``a`` sits in."""
    if isinstance(a, PlayCard):
        return "cards"
    if ends_asked_alliance(a, pending):
        return "decide"
    if isinstance(a, (Offer, OfferAlliance, EndAlliance, ExecuteHeir)):
        return "diplomacy"
    return "decide"


class KingmakerGestures(TableGestures):
    """Pieces and targets of the Kingmaker table (see the module docstring)."""

    view_name = "kingmaker"
    with_heirs = True
    tab = "decide"

    def index_legal(self) -> None:
        """Sort the legal actions into the targets of each piece."""
        self.by_noble: dict[int, dict[int, Any]] = {}
        self.by_ship: dict[int, dict[int, Any]] = {}
        self.by_card: dict[int, dict[int, Any]] = {}
        s = self.state
        for a in self.legal:
            if isinstance(a, Move):
                t = self.by_noble.setdefault(a.noble, {})
                if a.heirs == self.with_heirs or a.dest not in t:
                    t[a.dest] = a
            elif isinstance(a, Embark):
                self.by_noble.setdefault(a.noble, {})[D.SHIP0 + a.ship] = a
            elif isinstance(a, Sail):
                self.by_ship.setdefault(a.ship, {})[a.dest] = a
            elif isinstance(a, PlayCard) and a.noble >= 0 and s.npos[a.noble] >= 0:
                self.by_card.setdefault(a.card, {}).setdefault(self.noble_place(a.noble), a)
            elif isinstance(a, (Battle, Siege)):
                area = a.area if isinstance(a, Battle) else D.LOC_AREA[a.loc]
                place = area if isinstance(a, Battle) else D.LOC0 + a.loc
                for n in self.my_nobles_at_area(area):
                    self.by_noble.setdefault(n, {}).setdefault(place, a)
        self.pick_order: dict[int, int] = {}

    def noble_place(self, n: int) -> int:
        """Where a noble's stack is drawn: his position, or his ship's when aboard."""
        p = self.state.npos[n]
        return p if p < D.SHIP0 else p

    def my_nobles_at_area(self, area: int) -> list[int]:
        s = self.state
        seat = self.viewer
        return [n for n in D.NOBLES if s.faction[n] == seat and 0 <= s.npos[n] < D.SEA0
                and area_of(s, s.npos[n]) == area]

    # ------------------------------------------------------------------ TableGestures
    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        for c, r in getattr(self, "card_rects", {}).items():
            if r.collidepoint(pos) and c in self.by_card:
                return Piece(("card", c), self.by_card[c], r.center)
        for sh, pt in getattr(self, "ship_pts", {}).items():
            if self._near(pos, pt) and sh in self.by_ship:
                return Piece(("ship", sh), self.by_ship[sh], pt)
        stacks = sorted(getattr(self, "stacks", {}).items(),  # the nearest first (a crowd)
                        key=lambda kv: (kv[1][0][0] - pos[0]) ** 2 + (kv[1][0][1] - pos[1]) ** 2)
        for (_p, seat), (pt, nobles) in stacks:
            if seat != self.viewer or not self._near(pos, pt):
                continue
            movable = [n for n in nobles if n in self.by_noble]
            if not movable:
                continue
            h = self.held
            k = 0
            if h is not None and h.key[0] == "noble" and h.key[1] in movable:
                k = (movable.index(h.key[1]) + 1) % len(movable)  # clicked again: the next
            n = movable[k]
            return Piece(("noble", n), self.by_noble[n], pt)
        return None

    # ------------------------------------------------------------------ places as choices
    def place_choices(self) -> dict[int, list]:
        """The decisions that have a place on the map but no piece to drop there (a venue
        to summon Parliament at, a place to besiege, a field to attack in, a sea to fight
        at): place code -> its actions."""
        out: dict[int, list] = {}
        for a in self.legal:
            if isinstance(a, MAP_KINDS):
                continue
            for p in self.squares_of(a):
                if type(a).__name__ in ("PlayCard", "Propose"):
                    continue  # a noble's stack: his card goes on it by the hand
                out.setdefault(p, []).append(a)
        return out

    def lit(self) -> set:
        """The held piece's targets; with nothing held, the places that are decisions
        themselves (a venue, a siege, a battlefield) when there are no moves to make."""
        if self.held is not None:
            return set(self.held.targets)
        if self.compose is not None or any(isinstance(a, MAP_KINDS) for a in self.legal):
            return set()
        return set(self.place_choices())

    def _press(self, pos: tuple[int, int]) -> Any:
        """As the shared flow; and a click on a lit place that is a decision by itself
        takes it (one choice there), or shows its choices in the list (several)."""
        if self.held is None:
            for c, r in getattr(self, "card_rects", {}).items():
                plays = [a for a in self.legal if isinstance(a, PlayCard) and a.card == c]
                if r.collidepoint(pos) and c not in self.by_card and len(plays) == 1 \
                        and plays[0].noble < 0:  # a noble card: a click brings him in
                    self.ctx.play_sound("click")
                    return self.play(plays[0])
        if self.held is None and button_at(self.buttons, pos, enabled_only=True) is None \
                and self.piece_at(pos) is None:
            got = self.choices_at(pos)
            if len(got) == 1:
                self.ctx.play_sound("click")
                return self.play(got[0])
            if got:
                self.tab = tab_of(got[0])
                self.scroll_to = got[0]
                place = self.place_at(pos)
                self.status = self.w("place_choices", n=len(got),
                                     place=pos_name(place, self.ctx.lang))
                return None
        return super()._press(pos)

    def choices_at(self, pos: tuple[int, int]) -> list:
        """The place decisions of the place under ``pos`` (a place symbol, else its area)."""
        place = self.place_at(pos)
        if place is None:
            return []
        by = self.place_choices()
        got = by.get(place, [])
        if not got and D.LOC0 <= place < D.SEA0:
            got = by.get(D.LOC_AREA[place - D.LOC0], [])
        return got

    def _near(self, pos: tuple[int, int], pt: tuple[int, int]) -> bool:
        r = self.geo.unit * 0.3
        return abs(pos[0] - pt[0]) <= r and abs(pos[1] - pt[1]) <= r

    def place_at(self, pos: tuple[int, int]) -> Any:
        if self.geo is None:
            return None
        extra = {D.SHIP0 + sh: pt for sh, pt in getattr(self, "ship_pts", {}).items()}
        return self.geo.place_at(pos, extra)

    def candidate(self, piece: Piece, place: Any) -> Any:
        kind, x = piece.key
        if kind == "noble":
            if place >= D.SHIP0:
                return Embark(x, place - D.SHIP0)
            return Move(x, place, False)
        if kind == "ship":
            return Sail(x, place)
        return None

    def play(self, what: Any) -> Any:
        """As the shared flow; a piece the player dragged onto its place does not glide
        there again."""
        h = self.held
        self.carried = h.key if h is not None and h.dragging else None
        return super().play(what)

    def command(self, key: str) -> Any:
        if key.startswith("tab:"):
            self.tab = key[4:]
            self.list_scroll = 0
        elif key == "summary":
            self.show_summary()
        elif key == "legend":
            self.legend = not self.legend
        elif key.startswith("compose:"):
            self.compose_open(key[8:])
        elif key == "heirs":
            self.with_heirs = not self.with_heirs
            self.index_legal()
        elif key == "sheet":
            self.sheets = self.sheets[1:]
        return None

    def button_actions(self) -> list:
        """The legal actions that get a button in the current tab (the held card's
        allocations first when a card is held)."""
        h = self.held
        out = []
        if h is not None and h.key[0] == "card":
            out = [a for a in self.legal if isinstance(a, PlayCard) and a.card == h.key[1]]
        asked = self.state.pending[0] if self.state is not None and self.state.pending \
            else None
        rest = [a for a in self.legal if not isinstance(a, MAP_KINDS)
                and tab_of(a, asked) == self.tab and a not in out]
        return out + rest
