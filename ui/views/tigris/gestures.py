"""Tigris & Euphrates gestures: pick up a tile, leader or catastrophe (drag, click-click or keys),
light its legal squares, and turn the drop into the engine's action; decisions by buttons and
keys."""

from __future__ import annotations

from typing import Any

import pygame

from game.tigris import actions as A
from game.tigris.state import COLS, PH_ACTION
from ui.views.common.buttons import Button, button_at
from ui.views.common.keys import digit as key_digit
from ui.views.common.legal import legal_actions, why_not
from ui.views.tigris import art
from ui.views.tigris.motion import Anim
from ui.views.tigris.words import word


class Held:
    """A piece picked up (dragged, or selected by a click or a key)."""

    __slots__ = ("kind", "colour", "slot", "surf", "home", "targets", "withdraw", "square",
                 "dragging", "press", "again")

    def __init__(self, kind: str, colour: int, slot: int, surf: pygame.Surface,
                 home: tuple[int, int], targets: dict, withdraw: Any = None,
                 square: int = -1) -> None:
        self.kind = kind  # "tile", "leader" (from the supply), "board" (a leader on the
        # board), "catastrophe"
        self.colour = colour
        self.slot = slot
        self.surf = surf
        self.home = home
        self.targets = targets
        self.withdraw = withdraw
        self.square = square
        self.dragging = False
        self.press: tuple[int, int] | None = None
        self.again = False  # pressed a second time: a click puts it down, a drag moves it


class TigrisGestures:
    """Tigris & Euphrates gestures: pick up a tile, leader or catastrophe (drag, click-click or
    keys), light its legal squares, and turn the drop into the engine's action; decisions by
    buttons and keys."""

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

    def _candidate(self, h: Held, sq: int) -> Any:
        if h.kind == "tile":
            return A.PlaceTile(h.colour, sq)
        if h.kind == "leader":
            return A.PlaceLeader(h.colour, sq)
        if h.kind == "board":
            return A.MoveLeader(h.colour, sq)
        return A.PlaceCatastrophe(sq)

    def why_illegal(self, action: Any) -> str:
        """The engine's reason for refusing ``action`` (tried on a copy of the state)."""
        return why_not(self.ctx.rules, self.state, action, self.ctx.lang)

    def _piece_at(self, pos: tuple[int, int]) -> Held | None:
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

    def _drop(self, pos: tuple[int, int]) -> Any:
        """Put the held piece down at ``pos``: an action, or None (the piece goes home)."""
        h = self.held
        assert h is not None
        g = self.geo
        sq = g.square_at(pos) if g else None
        if h.kind == "board" and self.priv is not None and \
                self.priv.leaders[h.colour].collidepoint(pos) and h.withdraw is not None:
            self.held = None
            return h.withdraw
        if h.kind == "board" and sq == h.square:  # put back where it stood: nothing happens
            self.held = None
            self.status = ""
            return None
        if sq is not None and sq in h.targets:
            self.held = None
            self._drop_at = (sq, pos)
            self.status = ""
            return h.targets[sq]
        if sq is None:
            self.status = word(self.ctx.lang, "drop_board")
        else:
            self.status = self.why_illegal(self._candidate(h, sq)) or \
                word(self.ctx.lang, "drop_board")
        self._send_home(h, pos)
        return None

    def _explain_square(self, h: Held, pos: tuple[int, int]) -> None:
        """While a piece is dragged over the board, the status line says why a square
        will not take it (the engine's reason), or nothing when it will."""
        sq = self.geo.square_at(pos) if self.geo else None
        if sq is None or sq in h.targets or (h.kind == "board" and sq == h.square):
            self.status = ""
            return
        key = (self.version, h.kind, h.colour, sq)
        if self._why_cache.get("key") != key:
            self._why_cache = {"key": key, "text": self.why_illegal(self._candidate(h, sq))}
        self.status = self._why_cache["text"]

    _why_cache: dict = {}

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
            self.hover_pos = event.pos
            self.pointer = event.pos
            h = self.held
            if h is not None and h.press is not None and not h.dragging:
                if abs(event.pos[0] - h.press[0]) + abs(event.pos[1] - h.press[1]) > 6:
                    h.dragging = True
            if h is not None and h.dragging:
                self._explain_square(h, event.pos)
            return None
        if not self.interactive or self.state is None:
            return None
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = self.hover_pos = event.pos
            self.cursor = -1  # the mouse takes over from the keyboard cursor
            return self._quiet(self._press(event.pos))
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            return self._quiet(self._release(event.pos))
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.held is not None:
                self._send_home(self.held, event.pos)
            return None
        if et == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _quiet(self, action: Any) -> Any:
        """A piece just put down: no hover card over it until the pointer moves."""
        if action is not None:
            self.hover_pos = None
            if pygame.display.get_init():
                self._mouse_seen = pygame.mouse.get_pos()
        return action

    def _press(self, pos: tuple[int, int]) -> Any:
        b = button_at(self.card_buttons + self.buttons, pos)
        if b is not None:
            return self._click_button(b) if b.enabled else None
        h = self.held
        if h is not None and not h.dragging:  # second click of click-click
            other = self._piece_at(pos)
            on_target = self.geo is not None and self.geo.square_at(pos) in h.targets
            if other is not None and not on_target:
                if (other.kind, other.colour, other.slot) == (h.kind, h.colour, h.slot):
                    h.press = pos
                    h.again = True
                    return None
                other.press = pos
                self.held = other
                return None
            return self._drop(pos)
        if self.swap_mode and self.priv is not None:
            for i, r in enumerate(self.priv.rack):
                if r.collidepoint(pos) and i < len(self.rack_colours()):
                    self.swap_marks ^= {i}
                    self.ctx.play_sound("click")
                    return None
        if self.state is not None and self.state.phase != PH_ACTION:
            sq = self.geo.square_at(pos) if self.geo else None
            if sq is not None and sq in self.sq_decisions:
                return self.sq_decisions[sq]
            return None
        got = self._piece_at(pos)
        if got is not None:
            self.status = ""
            got.press = pos
            self.held = got
            self.pointer = pos
            self.ctx.play_sound("click")
        return None

    def _release(self, pos: tuple[int, int]) -> Any:
        h = self.held
        if h is None:
            return None
        if h.dragging:
            return self._drop(pos)
        if h.again:  # clicked the selected piece again: put it down
            self.held = None
            self.status = ""
            return None
        h.press = None  # a click: the piece stays selected, the next click places it
        self.status = word(self.ctx.lang, "pick_square")
        return None

    def _click_button(self, b: Button) -> Any:
        self.ctx.play_sound("click")
        if b.action is not None:
            self.held = None
            return b.action
        if b.key == "swap":
            self.swap_mode = not self.swap_mode
            self.swap_marks.clear()
            self.held = None
        elif b.key == "confirm_swap":
            return self._swap_action()
        return None

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

    KEY_LEADERS = {pygame.K_k: 0, pygame.K_p: 1, pygame.K_f: 2, pygame.K_t: 3}

    def _key(self, event: pygame.event.Event) -> Any:
        k = event.key
        s = self.state
        assert s is not None
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            if self.cursor < 0:
                self.cursor = 5 * COLS + 7
            r, c = divmod(self.cursor, COLS)
            c += (k == pygame.K_RIGHT) - (k == pygame.K_LEFT)
            r += (k == pygame.K_DOWN) - (k == pygame.K_UP)
            self.cursor = min(10, max(0, r)) * COLS + min(COLS - 1, max(0, c))
            if self.geo is not None:
                self.hover_pos = self.geo.square_center(self.cursor)
            return None
        if k == pygame.K_ESCAPE:
            if self.held is not None:
                self._send_home(self.held, self.held.home)
            self.swap_mode = False
            self.swap_marks.clear()
            return None
        if s.phase != PH_ACTION:
            digit = key_digit(k)
            opts = [b for b in self.card_buttons if b.enabled]
            if digit is not None and any(isinstance(b.action, A.Commit) for b in opts):
                a = A.Commit(digit)  # a digit is the number of tiles to commit
                return a if a in self.legal_set else None
            if digit is not None and 0 <= digit - 1 < len(opts):
                return self._click_button(opts[digit - 1])
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.cursor >= 0:
                return self.sq_decisions.get(self.cursor)
            return None
        digit = key_digit(k)
        if digit is not None and 1 <= digit <= 6:
            if self.swap_mode:
                if digit - 1 < len(self.rack_colours()):
                    self.swap_marks ^= {digit - 1}
                return None
            self.held = self._pick_rack(digit - 1)
            return None
        if k in self.KEY_LEADERS:
            self.held = self._pick_leader(self.KEY_LEADERS[k])
            return None
        if k == pygame.K_c:
            self.held = self._pick_catastrophe()
            return None
        if k == pygame.K_s:
            if self.swap_mode and self.swap_marks:
                return self._swap_action()
            self.swap_mode = not self.swap_mode
            self.swap_marks.clear()
            return None
        if k == pygame.K_e:
            a = A.EndTurn()
            return a if a in self.legal_set else None
        if k in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_w) and self.held is not None \
                and self.held.withdraw is not None:
            a = self.held.withdraw
            self.held = None
            return a
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.swap_mode:
                return self._swap_action()
            if self.cursor < 0:
                return None
            if self.held is None:
                i = s.leader[self.cursor]
                if i >= 0 and i >> 2 == self.viewer:
                    self.held = self._pick_leader(i & 3)
                return None
            if self.geo is not None:
                return self._drop(self.geo.square_center(self.cursor))
        return None

    def _index_legal(self) -> None:
        s = self.state
        self.legal = []
        self.t_tile, self.t_place, self.t_move = {}, {}, {}
        self.t_withdraw, self.t_cat, self.sq_decisions = {}, {}, {}
        if s is None or not self.interactive:
            self.legal_set = set()
            return
        self.legal = legal_actions(self.ctx.rules, s)
        self.legal_set = set(self.legal)
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
