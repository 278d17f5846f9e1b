"""Tigris & Euphrates on the shared gesture flow (``TableGestures``): the pieces a player may
pick up (a rack tile, a leader of the supply or on the board, a catastrophe) and the squares
their drops mean; what is its own on top: a board leader dropped on its home spot is
withdrawn, the swap mode marks rack tiles, a digit commits that many tiles to a conflict, a
click on a glowing square takes a treasure or places a building, and the letter keys
K P F T (leaders), C (catastrophe), S (swap), E (end turn), W (withdraw the held leader)."""

from __future__ import annotations

from typing import Any

import pygame

from game.tigris import actions as A
from game.tigris.state import PH_ACTION
from ui.views.common.buttons import Button, button_at
from ui.views.common.gestures import Piece, TableGestures
from ui.views.common.keys import CANCEL, ENTER
from ui.views.common.keys import digit as key_digit
from ui.views.common.legal import why_not
from ui.views.tigris import art
from ui.views.tigris.motion import Anim
from ui.views.tigris.words import word

HOME = "home"  # the place of a board leader's home spot in the private panel (withdraw)


class Held(Piece):
    """A piece picked up: ``key`` is (kind, colour, rack slot); kind "tile", "leader" (from
    the supply), "board" (a leader on the board) or "catastrophe"."""

    __slots__ = ("surf", "withdraw", "square")

    def __init__(self, kind: str, colour: int, slot: int, surf: pygame.Surface,
                 home: tuple[int, int], targets: dict, withdraw: Any = None,
                 square: int = -1) -> None:
        super().__init__((kind, colour, slot), targets, home)
        self.surf = surf
        self.withdraw = withdraw  # the board leader's WithdrawLeader, when legal
        self.square = square  # where the board leader stands

    @property
    def kind(self) -> str:
        return self.key[0]

    @property
    def colour(self) -> int:
        return self.key[1]

    @property
    def slot(self) -> int:
        return self.key[2]


class TigrisGestures(TableGestures):
    """The Tigris & Euphrates table's pieces, places and own gestures (see the module
    docstring)."""

    DRAG_SLOP = 6
    view_name = "tigris"
    explain_drag = True
    KEY_LEADERS = {pygame.K_k: 0, pygame.K_p: 1, pygame.K_f: 2, pygame.K_t: 3}

    # ================================================================== picking pieces
    def rack_colours(self) -> list[int]:
        """The viewer's rack, one colour per slot, sorted."""
        s = self.state
        if s is None or self.viewer is None or self.viewer < 0:
            return []
        rack = s.racks[self.viewer]
        return [c for c in range(4) for _ in range(rack[c])]

    def _pick_rack(self, slot: int) -> Held | None:
        cols = self.rack_colours()
        if not (0 <= slot < len(cols)) or self.state is None or self.state.phase != PH_ACTION:
            return None
        c = cols[slot]
        size = self.geo.s - 2 * self._pad() if self.geo else 40
        home = self.priv.rack[slot].center if self.priv else self.pointer
        return Held("tile", c, slot, art.tile(c, size), home, self.t_tile.get(c, {}))

    def _pick_leader(self, colour: int) -> Held | None:
        s = self.state
        if s is None or self.viewer is None or s.phase != PH_ACTION or s.active != self.viewer:
            return None
        size = self.geo.s - 2 * self._pad() - 2 if self.geo else 40
        surf = self._leader_surf(self.viewer, colour, size)
        pos = s.leader_pos[self.viewer * 4 + colour]
        if pos < 0:
            home = self.priv.leaders[colour].center if self.priv else self.pointer
            return Held("leader", colour, colour, surf, home, self.t_place.get(colour, {}))
        assert self.geo is not None
        return Held("board", colour, colour, surf, self.geo.square_center(pos),
                    self.t_move.get(colour, {}), self.t_withdraw.get(colour), square=pos)

    def _pick_catastrophe(self) -> Held | None:
        s = self.state
        if s is None or self.viewer is None or s.phase != PH_ACTION:
            return None
        if s.catastrophes[self.viewer] <= 0:
            return None
        size = self.geo.s - 2 * self._pad() if self.geo else 40
        home = self.priv.catastrophes[0].center if self.priv and self.priv.catastrophes \
            else self.pointer
        return Held("catastrophe", -1, 0, art.catastrophe(size), home, self.t_cat)

    # ================================================================== TableGestures
    def piece_at(self, pos: tuple[int, int]) -> Held | None:
        """The piece of the viewer under ``pos`` (rack, supply or board), if any."""
        if self.priv is not None:
            for i, r in enumerate(self.priv.rack):
                if r.collidepoint(pos):
                    return self._pick_rack(i)
            for c, r in enumerate(self.priv.leaders):
                if r.collidepoint(pos) and self.state is not None and self.viewer is not None \
                        and self.state.leader_pos[self.viewer * 4 + c] < 0:
                    return self._pick_leader(c)
            for r in self.priv.catastrophes:
                if r.collidepoint(pos):
                    return self._pick_catastrophe()
        if self.geo is not None and self.state is not None and self.viewer is not None:
            sq = self.geo.square_at(pos)
            if sq is not None:
                i = self.state.leader[sq]
                if i >= 0 and i >> 2 == self.viewer:
                    return self._pick_leader(i & 3)
        return None

    def place_at(self, pos: tuple[int, int]) -> Any:
        """The square under ``pos``; or ``HOME`` on the home spot of the held board leader."""
        h = self.held
        if isinstance(h, Held) and h.kind == "board" and self.priv is not None \
                and self.priv.leaders[h.colour].collidepoint(pos):
            return HOME
        return self.geo.square_at(pos) if self.geo is not None else None

    def drop_action(self, piece: Piece, place: Any) -> Any:
        if place == HOME:
            return getattr(piece, "withdraw", None)
        return super().drop_action(piece, place)

    def candidate(self, piece: Piece, place: Any) -> Any:
        if not isinstance(place, int) or not isinstance(piece, Held):
            return None
        kind = piece.kind
        if kind == "tile":
            return A.PlaceTile(piece.colour, place)
        if kind == "leader":
            return A.PlaceLeader(piece.colour, place)
        if kind == "board":  # put back where it stood: nothing to explain
            return A.MoveLeader(piece.colour, place) if place != piece.square else None
        return A.PlaceCatastrophe(place)

    def controls(self) -> list[Button]:
        """The decision card's buttons, then the private panel's."""
        return self.card_buttons + self.buttons

    def walk_list(self) -> list:
        """The held piece's moves, square by square; else every legal action."""
        if self.held is not None:
            return [self.held.targets[k] for k in sorted(self.held.targets)]
        return self.legal

    def walked(self) -> Any:
        """The action the arrow keys show now, or None."""
        steps = self.walk_list()
        return steps[self.cursor] if 0 <= self.cursor < len(steps) else None

    def hint(self, key: str) -> str:
        return word(self.ctx.lang, {"pick_place": "pick_square",
                                    "drop_lit": "drop_board"}.get(key, key))

    def command(self, key: str) -> Any:
        if key == "swap":
            self.swap_mode = not self.swap_mode
            self.swap_marks.clear()
            self.held = None
        elif key == "confirm_swap":
            return self._swap_action()
        return None

    def play(self, what: Any) -> Any:
        """As the shared flow; a piece dropped by hand lands from where it was let go."""
        h = self.held
        sq = getattr(what, "square", None)
        if h is not None and isinstance(sq, int) and self.geo is not None \
                and self.geo.square_at(self.pointer) == sq and what in h.targets.values():
            self._drop_at = (sq, self.pointer)
        return super().play(what)

    def refuse(self, h: Piece, place: Any) -> None:
        """As the shared flow, and the piece slides home; a board leader put back on its
        own square simply stays."""
        if isinstance(h, Held) and h.kind == "board" and place == h.square:
            self.held = None
            self.status = ""
            return
        super().refuse(h, place)
        self._send_home(h, self.pointer)

    def put_down(self) -> None:
        h = self.held
        super().put_down()
        if isinstance(h, Held):
            self._send_home(h, self.pointer if h.dragging else h.home)

    def _send_home(self, h: Held, pos: tuple[int, int]) -> None:
        self.held = None
        if self.ctx.anim_speed > 0:
            self.anims.append(Anim(h.surf, pos, h.home, 0.22 / self.ctx.anim_speed,
                                   hide=h.square if h.kind == "board" else -1, watch=False))

    def holding(self) -> bool:
        return self.held is not None or self.swap_mode

    def track_pointer(self, pos: tuple[int, int]) -> None:
        self.hover_pos = self.pointer = pos

    # ================================================================== input
    def handle_event(self, event: pygame.event.Event) -> Any | None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.hover_pos = self.pointer = event.pos
        elif et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and self.interactive and self.state is not None:
            self.pointer = event.pos
            if et == pygame.MOUSEBUTTONDOWN:
                self.hover_pos = event.pos
                self.cursor = -1  # the mouse takes over from the keyboard walk
            return self._quiet(super().handle_event(event))
        return super().handle_event(event)

    def _quiet(self, action: Any) -> Any:
        """A piece just put down: no hover card over it until the pointer moves."""
        if action is not None:
            self.hover_pos = None
            if pygame.display.get_init():
                self._mouse_seen = pygame.mouse.get_pos()
        return action

    def _press(self, pos: tuple[int, int]) -> Any:
        """As the shared flow; before it, a disabled button takes the click, the swap mode
        marks rack tiles, and outside the main actions a glowing square is a decision."""
        b = button_at(self.controls(), pos)
        if b is not None and not b.enabled:
            return None
        if b is None and self.held is None:
            if self.swap_mode and self.priv is not None:
                for i, r in enumerate(self.priv.rack):
                    if r.collidepoint(pos) and i < len(self.rack_colours()):
                        self.swap_marks ^= {i}
                        self.ctx.play_sound("click")
                        return None
            if self.state is not None and self.state.phase != PH_ACTION:
                sq = self.geo.square_at(pos) if self.geo else None
                return self.sq_decisions.get(sq) if sq is not None else None
        return super()._press(pos)

    def _swap_action(self) -> Any:
        cols = self.rack_colours()
        counts = [0, 0, 0, 0]
        for i in self.swap_marks:
            if i < len(cols):
                counts[cols[i]] += 1
        a = A.SwapTiles(tuple(counts))
        if a in self.legal_set:
            self.swap_mode = False
            self.swap_marks.clear()
            return a
        self.status = self.why_illegal(a)
        return None

    def why_illegal(self, action: Any) -> str:
        """The engine's reason for refusing ``action`` (tried on a copy of the state)."""
        return why_not(self.ctx.rules, self.state, action, self.ctx.lang)

    def _key(self, event: pygame.event.Event) -> Any:
        """The shared keys, with the game's own: digits commit tiles to a conflict or mark
        tiles to swap, Enter confirms a swap, Space is Enter, and the letter keys."""
        k = pygame.K_RETURN if event.key == pygame.K_SPACE else event.key
        s = self.state
        d = key_digit(k)
        if k in CANCEL:
            self.swap_mode = False
            self.swap_marks.clear()
        elif s.phase != PH_ACTION:
            if d is not None and any(isinstance(b.action, A.Commit) and b.enabled
                                     for b in self.card_buttons):
                a = A.Commit(d)  # a digit is the number of tiles to commit
                return a if a in self.legal_set else None
        elif self.swap_mode and d is not None:
            if 0 < d <= len(self.rack_colours()):
                self.swap_marks ^= {d - 1}
            return None
        elif self.swap_mode and k in ENTER:
            return self._swap_action()
        elif k in self.KEY_LEADERS or k == pygame.K_c:
            got = self._pick_catastrophe() if k == pygame.K_c \
                else self._pick_leader(self.KEY_LEADERS[k])
            self.held, self.cursor = got, -1
            return None
        elif k == pygame.K_s:
            return self.command("confirm_swap" if self.swap_mode and self.swap_marks
                                else "swap")
        elif k == pygame.K_e:
            a = A.EndTurn()
            return a if a in self.legal_set else None
        elif k == pygame.K_w and self.held is not None and self.held.withdraw is not None:
            return self.play(self.held.withdraw)
        if k != event.key:
            event = pygame.event.Event(pygame.KEYDOWN, key=k, mod=getattr(event, "mod", 0))
        return super()._key(event)

    def index_targets(self) -> None:
        """Sort the legal actions into the targets of each piece and the square decisions."""
        self.legal_set = set(self.legal)
        self.t_tile, self.t_place, self.t_move = {}, {}, {}
        self.t_withdraw, self.t_cat, self.sq_decisions = {}, {}, {}
        for a in self.legal:
            t = type(a)
            if t is A.PlaceTile:
                self.t_tile.setdefault(a.colour, {})[a.square] = a
            elif t is A.PlaceLeader:
                self.t_place.setdefault(a.colour, {})[a.square] = a
            elif t is A.MoveLeader:
                self.t_move.setdefault(a.colour, {})[a.square] = a
            elif t is A.WithdrawLeader:
                self.t_withdraw[a.colour] = a
            elif t is A.PlaceCatastrophe:
                self.t_cat[a.square] = a
            elif t is A.TakeTreasure:
                self.sq_decisions[a.square] = a
            elif t is A.PlaceBuilding:
                # a click on the square picks it only when one colour fits there
                self.sq_decisions[a.square] = None if a.square in self.sq_decisions else a
        self.sq_decisions = {k: v for k, v in self.sq_decisions.items() if v is not None}
