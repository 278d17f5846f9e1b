"""Which lit place means which legal Revolution action, on the shared gesture layer.

Each legal action is given a *source* (what the player picks up: a support-box space, a
province's countryside, a city, an army, or the acting faction's supply tray) and a
*target* place. Actions that have no place on the map (tax rates, hiring, Water Beggar
deeds, upkeep, siege takes...) or that share a source and target with another become
buttons. The tray's piece is held from the start, so its targets glow at once and a
single click on one plays it.
"""

from __future__ import annotations

from typing import Any

from game.revolution import actions as A
from game.revolution import data as D
from ui.views.common.gestures import Piece, TableGestures

P = D.P
TRAY = ("tray",)


def loc_place(loc: int) -> tuple:
    return ("prov", loc) if loc < P else ("set", loc - P)


def source_target(a: Any) -> tuple[tuple, tuple | None]:
    """(source place, target place) of an action; target None: a button."""
    t = type(a)
    if t is A.ArmyStart:
        return TRAY, ("space", a.space)
    if t is A.SupportMove:
        return ("box", a.space), (TRAY if a.province < 0 else ("prov", a.province))
    if t is A.NewUnit:
        return TRAY, (("prov", a.province) if a.province >= 0 else ("box", a.space))
    if t is A.Remove:
        return TRAY, loc_place(a.loc)
    if t is A.NeutralTo:
        return TRAY, ("prov", a.province)
    if t is A.Surplus:
        return ("prov", a.frm), ("prov", a.to)
    if t is A.SurplusPiece:
        return TRAY, loc_place(a.loc)
    if t is A.Occupy:
        return ("prov", D.SET_PROV[a.settlement]), ("set", a.settlement)
    if t is A.Withdraw:
        return ("set", a.settlement), ("prov", D.SET_PROV[a.settlement])
    if t is A.OrderPlace:
        return TRAY, ("order", a.gap)
    if t is A.Loot:
        return TRAY, (("prov", a.province) if a.loc < 0 else loc_place(a.loc))
    if t is A.Raise:
        return TRAY, ("region", a.region)
    if t is A.Besiege:
        return ("space", a.space), ("set", a.settlement)
    if t is A.BeggarTo:
        return TRAY, ("region", a.region)
    if t is A.MoveArmy:
        return ("space", a.space), ("region", a.region)
    if t is A.Convert:
        return ("space", a.space), loc_place(a.loc)
    if t is A.Bid:
        return TRAY, ("track", a.settlement)
    return TRAY, None


class RevolutionGestures(TableGestures):
    """The Revolution-specific half of the gesture flow (see the module docstring)."""

    view_name = "revolution"
    pieces: dict
    loose: list  # legal actions shown as buttons

    def index_legal(self) -> None:
        """Sort the legal actions into pieces with targets, and buttons."""
        self.pieces = {}
        self.loose = []
        for a in self.legal:
            src, dst = source_target(a)
            if dst is None:
                self.loose.append(a)
                continue
            targets = self.pieces.setdefault(src, {})
            if dst in targets:
                self.loose.append(a)  # two actions, one drop: the second is a button
                continue
            targets[dst] = a
            if type(a) is A.Bid:  # the city on the map takes a bid as well
                targets[("set", a.settlement)] = a
        self.rehold()

    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        if self.geo is None:
            return None
        for place in self.geo.hits(pos):
            if place in self.pieces:
                return Piece(place, self.pieces[place], pos)
        return None

    def place_at(self, pos: tuple[int, int]) -> Any:
        if self.geo is None:
            return None
        hits = self.geo.hits(pos)
        if self.held is not None:
            for h in hits:
                if h in self.held.targets:
                    return h
        return hits[0] if hits else None

    def candidate(self, piece: Piece, place: Any) -> Any:
        """What a refused drop would have meant, so the engine can say why not."""
        need = self.state.need
        kind, val = place[0], place[-1]
        src = piece.key
        if need == "newunit" and src == TRAY:
            if kind == "prov":
                return A.NewUnit(val, -1)
            if kind == "box":
                return A.NewUnit(-1, val)
        if need == "bid" and kind in ("track", "set"):
            return A.Bid(val)
        if need == "raise" and kind == "region":
            return A.Raise(val)
        if need == "support" and src[0] == "box":
            return A.SupportMove(src[1], val if kind == "prov" else -1)
        if need == "surplus" and src[0] == "prov" and kind == "prov":
            return A.Surplus(src[1], val)
        if need == "move" and src[0] == "space" and kind == "region":
            return A.MoveArmy(src[1], val)
        return None

    def rehold(self) -> None:
        """Hold the tray's piece again (its targets glow while nothing else is held)."""
        if self.held is None and TRAY in getattr(self, "pieces", {}):
            self.held = Piece(TRAY, self.pieces[TRAY], self.geo.tray.center if self.geo else
                              (0, 0))

    def put_down(self) -> None:
        super().put_down()
        self.rehold()

    def holding(self) -> bool:
        """The tray's piece, held from the start, is not in the player's hand."""
        return self.held is not None and self.held.key != TRAY

    def refuse(self, h: Piece, place: Any) -> None:
        super().refuse(h, place)
        self.rehold()

    def _press(self, pos: tuple[int, int]) -> Any:
        h = self.held
        if h is not None and h.key == TRAY and h.press is None and self.geo is not None \
                and self.geo.tray.collidepoint(pos):
            h.press = h.pos = pos  # a drag out of the tray may start here
            return None
        return super()._press(pos)

    def command(self, key: str) -> Any:
        if key.startswith("ov_"):
            self.overlays[key] = not self.overlays.get(key, False)
        if key == "within_rest" and self.state is not None and self.state.need == "within":
            self.pass_within = (self.state.turn, self.state.actor)
            return self.play(A.Done())
        return None

    def pass_on(self, fresh: bool) -> None:
        """After "Done in every province left": the faction's next moves within provinces
        this turn are Done, sent one by one through the queue. An undo (no fresh move)
        forgets the choice."""
        s = self.state
        mark = getattr(self, "pass_within", None)
        if mark is None:
            return
        if not fresh or s is None or mark[0] != s.turn:
            self.pass_within = None
            return
        if s.need == "within" and s.actor == mark[1] and self.interactive \
                and A.Done() in self.legal and not self.queue:
            self.queue.plan([A.Done()], self.viewer)
            self.queue.wake(self.view_name)
