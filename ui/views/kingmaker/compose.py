"""The sheet where a seat composes what it sends to another seat before sending it: an
offer of a card (a gift, or a trade asking a card of the receiver's choice), an alliance
(defensive, or offensive under one of its nobles), the end of an alliance, the ransom of a
prisoner. Each part of the decision is a row of named choices (the seats with their colour,
the cards drawn as cards with their values, the kind of alliance...); the sentence under
them says what will be sent, and nothing leaves before **Send** (or Enter). Esc or Cancel
closes the sheet. Every choice comes from the legal actions of the position: the sheet
never decides legality, it only narrows the legal actions of one kind down to one."""

from __future__ import annotations

from typing import Any

import pygame

from game.kingmaker import data as D
from game.kingmaker.actions import (
    EVENT_CARD,
    EndAlliance,
    ExecuteHeir,
    Offer,
    OfferAlliance,
    Ransom,
)
from game.kingmaker.text import event_title, heir_name
from ui import paper, theme
from ui.views.common.buttons import Button, button_at
from ui.views.kingmaker import art
from ui.views.kingmaker.side import wrap

# kind -> (the action type, its fields in the order they are chosen)
KINDS: dict[str, tuple[type, tuple[str, ...]]] = {
    "offer": (Offer, ("to", "give", "ask")),
    "alliance": (OfferAlliance, ("to", "commander")),
    "end": (EndAlliance, ("other",)),
    "ransom": (Ransom, ("noble", "price")),
    "execute": (ExecuteHeir, ("heir",)),  # no going back: it too waits for a confirmation
}
SEAT_FIELDS = ("to", "other")


def kind_of(a: Any) -> str | None:
    """The composer that sends action ``a`` (None: a plain button)."""
    for k, (t, _f) in KINDS.items():
        if isinstance(a, t):
            return k
    return None


class KingmakerCompose:
    """The composing-sheet mixin of the Kingmaker view (see the module docstring)."""

    compose: dict | None = None  # {"kind": ..., field: chosen value, ...} while open
    compose_buttons: list = []
    compose_rect: pygame.Rect | None = None

    # ------------------------------------------------------------------ the choices
    def compose_open(self, kind: str, **chosen: Any) -> None:
        """Open the sheet for ``kind`` (a choice may be given, e.g. the seat)."""
        self.compose = {"kind": kind, **chosen}
        self.held = None
        self.compose_fix()

    def compose_close(self) -> None:
        self.compose = None
        self.compose_buttons = []
        self.compose_rect = None

    def compose_legal(self) -> list:
        if self.compose is None:
            return []
        t = KINDS[self.compose["kind"]][0]
        return [a for a in self.legal if isinstance(a, t)]

    def compose_options(self, field: str) -> list:
        """The values ``field`` may take, given the choices of the fields before it."""
        fields = KINDS[self.compose["kind"]][1]
        before = fields[:fields.index(field)]
        out: list = []
        for a in self.compose_legal():
            if all(getattr(a, f) == self.compose.get(f) for f in before):
                v = getattr(a, field)
                if v not in out:
                    out.append(v)
        if field == "give":  # the Crown cards first, then held events, then nothing
            out.sort(key=lambda v: (v < 0, v >= EVENT_CARD, v))
            seen: dict[str, int] = {}  # held events of one kind are one choice (x n)
            self.copies = {}
            for v in out:
                if v >= EVENT_CARD:
                    name = self.card_word(v)
                    if name in seen:
                        self.copies[seen[name]] = self.copies.get(seen[name], 1) + 1
                        continue
                    seen[name] = v
            out = [v for v in out if v < EVENT_CARD or seen.get(self.card_word(v)) == v
                   or self.compose.get(field) == v]
        return out

    def compose_fix(self) -> None:
        """Keep every choice legal: a choice the earlier ones rule out becomes the first
        that fits; the sheet closes when nothing of its kind is legal any more."""
        if self.compose is None:
            return
        if not self.compose_legal():
            self.compose_close()
            return
        for f in KINDS[self.compose["kind"]][1]:
            opts = self.compose_options(f)
            if self.compose.get(f) not in opts:
                self.compose[f] = opts[0]

    def compose_action(self) -> Any:
        """The legal action the choices make (None when they make none)."""
        if self.compose is None:
            return None
        fields = KINDS[self.compose["kind"]][1]
        for a in self.compose_legal():
            if all(getattr(a, f) == self.compose.get(f) for f in fields):
                return a
        return None

    # ------------------------------------------------------------------ the words
    def card_word(self, c: int) -> str:
        if c >= EVENT_CARD:
            return event_title(c - EVENT_CARD, self.ctx.lang)
        return self.cardn[c] if 0 <= c < D.N_CARDS else self.w("c_nothing")

    def option_label(self, field: str, v: Any) -> str:
        if field in SEAT_FIELDS:
            return self.name_of(v)
        if field == "give":
            n = getattr(self, "copies", {}).get(v, 1)
            return self.card_word(v) + (f" \u00d7{n}" if n > 1 else "")
        if field == "ask":
            return self.w("c_ask_card" if v else "c_ask_gift")
        if field == "commander":
            return self.w("c_defensive") if v < 0 else self.w("c_offensive",
                                                               noble=self.cardn[v])
        if field == "noble":
            return self.cardn[v]
        if field == "heir":
            return heir_name(v, self.ctx.lang)
        if field == "price":
            return self.w("c_free" if v == 0 else "c_cards_1" if v == 1 else "c_cards", n=v)
        return str(v)

    def compose_sentence(self, a: Any) -> str:
        """What Send will send, said in full."""
        c = self.compose
        if a is None:
            return ""
        if isinstance(a, Offer):
            who = self.name_of(a.to)
            if a.give == -1:
                return self.w("c_say_ask", who=who)
            key = "c_say_trade" if a.ask else "c_say_gift"
            return self.w(key, who=who, card=self.card_word(a.give))
        if isinstance(a, OfferAlliance):
            if a.commander < 0:
                return self.w("c_say_defensive", who=self.name_of(a.to))
            return self.w("c_say_offensive", who=self.name_of(a.to),
                          noble=self.cardn[a.commander])
        if isinstance(a, EndAlliance):
            return self.w("c_say_end", who=self.name_of(a.other))
        if isinstance(a, ExecuteHeir):
            return self.w("c_say_execute", heir=heir_name(a.heir, self.ctx.lang))
        if isinstance(a, Ransom):
            owner = self.state.faction[a.noble] if self.state is not None else -1
            return self.w("c_say_ransom" if a.price else "c_say_release",
                          noble=self.cardn[a.noble], n=a.price,
                          cards=self.w("c_cards_1" if a.price == 1 else "c_cards", n=a.price),
                          who=self.name_of(owner) if owner >= 0 else "?")
        return self.describe(a) if c else ""

    # ------------------------------------------------------------------ drawing
    def draw_compose(self, surf: pygame.Surface) -> None:
        """The sheet over the map: a row of choices per field, the sentence, Send and
        Cancel."""
        self.compose_buttons = []
        self.compose_rect = None
        g = self.geo
        if self.compose is None or g is None or not self.interactive:
            return
        self.compose_fix()
        if self.compose is None:
            return
        kind = self.compose["kind"]
        fs = max(12, min(17, g.unit // 3 + 2))
        width = max(min(g.map.w - 16, self.ui(330)), min(int(g.map.w * 0.92), self.ui(640)))
        inner = width - 40
        bh = fs + 14
        cw = max(96, min(self.ui(128), (inner - 3 * 6) // 4))
        ch = fs * 2 + 12
        title = theme.render(self.w("c_title_" + kind), fs + 3, theme.ACCENT, "bold")
        rows: list[tuple[pygame.Surface, list[tuple[str, Any, int, int]]]] = []
        for f in KINDS[kind][1]:
            opts = self.compose_options(f)
            cells = []
            for v in opts:
                if f == "give" and 0 <= v < D.N_CARDS:
                    cells.append((f, v, cw, ch))
                else:
                    lw = theme.font(fs - 1).size(self.option_label(f, v))[0] + 24
                    cells.append((f, v, min(inner, lw + (14 if f in SEAT_FIELDS else 0)), bh))
            rows.append((theme.render(self.w("c_field_" + f), fs - 1, theme.INK_SOFT,
                                      "italic"), cells))
        action = self.compose_action()
        said = [theme.render(t, fs, theme.INK, "bold")
                for t in wrap(self.compose_sentence(action), fs, inner, "bold")]
        note = [theme.render(t, fs - 2, theme.INK_SOFT, "italic")
                for t in wrap(self.w("c_note_" + (kind if kind in ("end", "execute") else "send")),
                              fs - 2, inner, "italic")]
        # lay the cells out row by row, wrapping inside the sheet
        placed: list[tuple[pygame.Rect, str, Any]] = []
        y = 14 + title.get_height() + 8
        heads: list[tuple[pygame.Surface, int]] = []
        for head, cells in rows:
            heads.append((head, y))
            y += head.get_height() + 3
            x = 0
            line_h = 0
            for f, v, w, h in cells:
                if x and x + w > inner:
                    x, y = 0, y + line_h + 6
                    line_h = 0
                placed.append((pygame.Rect(20 + x, y, w, h), f, v))
                x += w + 6
                line_h = max(line_h, h)
            y += line_h + 10
        y += 2
        said_y = y
        y += sum(t.get_height() for t in said) + 2
        note_y = y
        y += sum(t.get_height() for t in note) + 10
        buttons_y = y
        h = y + bh + 14
        rect = pygame.Rect(0, 0, width, min(h, g.map.h - 8))
        rect.midtop = (g.map.centerx, g.map.y + max(4, min(g.unit // 2, g.map.h - h) // 2))
        rect.clamp_ip(g.map)
        self.compose_rect = rect
        paper.panel(surf, rect)
        seat_bar = self.compose.get("to", self.compose.get("other"))
        pygame.draw.rect(surf, self.color_of(seat_bar) if seat_bar is not None else theme.ACCENT,
                         (rect.x + 3, rect.y + 3, 6, rect.h - 6))
        surf.blit(title, (rect.x + 20, rect.y + 14))
        for head, hy in heads:
            surf.blit(head, (rect.x + 20, rect.y + hy))
        hover = None
        for r, f, v in placed:
            r = r.move(rect.x, rect.y)
            on = self.compose.get(f) == v
            b = Button(r, self.option_label(f, v), key=f"c:{f}:{v}", toggled=on)
            self.compose_buttons.append(b)
            if r.collidepoint(self.mouse):
                hover = b
            if f == "give" and 0 <= v < D.N_CARDS:
                art.card_face(surf, r, v, fs - 1, self.ctx.lang, lit=on)
                if on:
                    pygame.draw.rect(surf, theme.ACCENT, r.inflate(6, 6), 2, border_radius=5)
                continue
            self.draw_chip(surf, b, fs - 1, hover is b,
                           self.color_of(v) if f in SEAT_FIELDS else None)
        y = rect.y + said_y
        for t in said:
            surf.blit(t, (rect.x + 20, y))
            y += t.get_height()
        y = rect.y + note_y
        for t in note:
            surf.blit(t, (rect.x + 20, y))
            y += t.get_height()
        by = min(rect.y + buttons_y, rect.bottom - bh - 10)
        send_word = self.w("c_send_execute" if kind == "execute" else "c_send")
        bw = max(self.ui(110), theme.font(fs).size(send_word)[0] + 30)
        send = Button(pygame.Rect(rect.right - 20 - bw, by, bw, bh), send_word, action,
                      enabled=action is not None, hot=True)
        cancel = Button(pygame.Rect(send.rect.x - 8 - bw, by, bw, bh), self.w("c_cancel"),
                        key="c:cancel")
        for b in (cancel, send):
            self.compose_buttons.append(b)
            self.draw_chip(surf, b, fs, b.rect.collidepoint(self.mouse), None)

    def draw_chip(self, surf: pygame.Surface, b: Button, fs: int, hover: bool,
                  dot: tuple | None) -> None:
        state = "on" if b.toggled else "hover" if hover else "hot" if b.hot else "up"
        surf.blit(paper.button_face(b.rect.w, b.rect.h, state), b.rect)
        x = b.rect.x + 10
        if dot is not None:
            pygame.draw.circle(surf, dot, (x + 5, b.rect.centery - 1), 6)
            pygame.draw.circle(surf, theme.INK, (x + 5, b.rect.centery - 1), 6, 1)
            x += 16
        ink = theme.INK if b.enabled else theme.INK_SOFT
        t = theme.render(b.label, fs, ink, "bold" if b.toggled else "regular")
        room = b.rect.right - 8 - x
        cx = x + max(0, (room - t.get_width()) // 2) if dot is None else x
        surf.blit(t, (cx, b.rect.y + (b.rect.h - 3 - t.get_height()) // 2),
                  area=pygame.Rect(0, 0, room, t.get_height()))

    # ------------------------------------------------------------------ input
    def compose_event(self, event: pygame.event.Event) -> tuple[bool, Any]:
        """(spent, action) while the sheet is open: a choice is taken, Send plays the
        composed action, Cancel or Esc closes; a click outside the sheet closes it too."""
        if self.compose is None:
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = button_at(self.compose_buttons, event.pos, enabled_only=True)
            if b is not None:
                self.ctx.play_sound("click")
                return True, self.compose_press(b)
            if self.compose_rect is not None and not self.compose_rect.collidepoint(event.pos):
                self.compose_close()
                return False, None  # the click goes on to the table
            return True, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.compose_close()
            return True, None
        if event.type == pygame.MOUSEBUTTONUP:
            return bool(self.compose_rect and self.compose_rect.collidepoint(event.pos)), None
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.compose_close()
                return True, None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                a = self.compose_action()
                if a is not None:
                    self.compose_close()
                    return True, self.play(a)
                return True, None
            return True, None  # the table's keys wait until the sheet is closed
        return False, None

    def compose_press(self, b: Button) -> Any:
        if b.action is not None:
            self.compose_close()
            return self.play(b.action)
        if b.key == "c:cancel":
            self.compose_close()
            return None
        _c, field, value = b.key.split(":", 2)
        self.compose[field] = int(value)
        self.compose_fix()
        return None
