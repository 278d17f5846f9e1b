"""The small sheet an offer puts in front of the seat that receives it: a trade or a gift
of a card, an alliance, a ransom asked for a captured noble, a pardon. It says who offers
what, shows the card offered when the receiver may see it, and has a button for each
answer the engine allows (Accept, or one Accept per card that may be given back; Decline).
Y and N answer too when there is one way to accept. The pass-and-play cover before it is
the play scene's; a computer receiver answers by itself."""

from __future__ import annotations

from typing import Any

import pygame

from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD, Answer
from game.kingmaker.text import event_title
from ui import paper, theme
from ui.views.common.buttons import Button, button_at
from ui.views.kingmaker import art
from ui.views.kingmaker.side import wrap

SHEET_KINDS = ("offer", "alliance", "ransom", "pardon")


class KingmakerOffers:
    """The offer-sheet mixin of the Kingmaker view."""

    offer_buttons: list = []
    offer_rect: pygame.Rect | None = None

    def offer_pending(self) -> tuple | None:
        """The offer the viewer must answer now, if the table shows him one."""
        s = self.state
        if (s is None or not self.interactive or not s.pending
                or s.pending[0][1] != self.viewer or s.pending[0][0] not in SHEET_KINDS):
            return None
        return s.pending[0]

    def offer_answers(self) -> list[Answer]:
        """The legal answers, the ways to accept first and Decline last."""
        answers = [a for a in self.legal if isinstance(a, Answer)]
        return [a for a in answers if a.yes] + [a for a in answers if not a.yes]

    def answer_label(self, p: tuple, a: Answer, several: bool) -> str:
        if not a.yes:
            return self.w("o_decline")
        if not several or a.card < 0:
            return self.w("o_accept")
        name = (event_title(a.card - EVENT_CARD, self.ctx.lang) if a.card >= EVENT_CARD
                else self.cardn[a.card])
        return self.w("o_pay" if p[0] == "ransom" else "o_give", card=name)

    def offer_title(self, p: tuple) -> str:
        kind = p[0]
        if kind == "pardon":
            return self.w("o_title_pardon")
        return self.w("o_title_" + kind, who=self.name_of(p[2]))

    def offered_card(self, p: tuple) -> int:
        """The Crown card an offer hands over, when it is one the viewer may see."""
        if p[0] == "offer" and 0 <= p[3] < EVENT_CARD:
            return p[3]
        return -1

    # ------------------------------------------------------------------ drawing
    def draw_offer(self, surf: pygame.Surface) -> None:
        """The sheet, laid out over the top of the map; its buttons for the next click."""
        self.offer_buttons = []
        self.offer_rect = None
        p = self.offer_pending()
        g = self.geo
        if p is None or g is None or self.sheets:
            return  # a battle or event sheet is read first
        answers = self.offer_answers()
        if not answers:
            return
        fs = max(12, min(18, g.unit // 3 + 2))
        width = max(self.ui(300), min(int(g.map.w * 0.72), self.ui(560)))
        several = any(a.yes and a.card >= 0 for a in answers)  # a card goes back: name it
        title = theme.render(self.offer_title(p), fs + 3, theme.ACCENT, "bold")
        lines = [theme.render(t, fs, theme.INK) for t in
                 wrap(self.pending_line(), fs, width - 40)]
        card = self.offered_card(p)
        card_h = fs * 2 + 10 if card >= 0 else 0
        bh = fs + 14
        # the cards that may go back, drawn as cards (name, kind, values): a click on one
        # answers with it; the other answers (Accept, Decline) as buttons under them
        faces = [a for a in answers if a.yes and 0 <= a.card < D.N_CARDS] if several else []
        answers = [a for a in answers if a not in faces]
        per = max(1, min(len(faces), 3))
        fw = max(96, min(self.ui(190), (width - 40 - (per - 1) * 6) // per))
        face_rows = -(-len(faces) // per)
        hint = theme.render(self.w("o_pick_card"), fs - 2, theme.INK_SOFT, "italic") \
            if faces else None
        faces_h = face_rows * (fs * 2 + 16) + (hint.get_height() + 4 if hint else 0)
        cols = 2 if len(answers) > 3 else 1
        rows = -(-len(answers) // cols)
        h = (20 + title.get_height() + 6 + sum(t.get_height() for t in lines)
             + (card_h + 8 if card_h else 0) + 8 + faces_h + rows * (bh + 6) + 12)
        rect = pygame.Rect(0, 0, width, h)
        rect.midtop = (g.map.centerx, g.map.y + max(8, g.unit // 2))
        rect.clamp_ip(g.map)
        self.offer_rect = rect
        paper.panel(surf, rect)
        pygame.draw.rect(surf, self.color_of(p[2]) if p[0] != "pardon" else theme.ACCENT,
                         (rect.x + 3, rect.y + 3, 6, rect.h - 6))
        y = rect.y + 14
        surf.blit(title, (rect.x + 20, y))
        y += title.get_height() + 6
        for t in lines:
            surf.blit(t, (rect.x + 20, y))
            y += t.get_height()
        if card_h:
            cr = pygame.Rect(rect.x + 20, y + 6, max(90, self.ui(140)), card_h)
            art.card_face(surf, cr, card, fs - 1, self.ctx.lang)
            y = cr.bottom + 2
        y += 10
        if hint is not None:
            surf.blit(hint, (rect.x + 20, y))
            y += hint.get_height() + 4
        for i, a in enumerate(faces):
            r = pygame.Rect(rect.x + 20 + (i % per) * (fw + 6), y + (i // per) * (fs * 2 + 16),
                            fw, fs * 2 + 10)
            self.offer_buttons.append(Button(r, self.answer_label(p, a, True), a,
                                             extra={"face": a.card}))
        y += faces_h - (hint.get_height() + 4 if hint else 0)
        bw = (rect.w - 40 - (cols - 1) * 8) // cols
        for i, a in enumerate(answers):
            r = pygame.Rect(rect.x + 20 + (i % cols) * (bw + 8), y + (i // cols) * (bh + 6),
                            bw, bh)
            self.offer_buttons.append(Button(r, self.answer_label(p, a, several), a,
                                             hot=a.yes and len(answers) == 2))
        hover = button_at(self.offer_buttons, self.mouse)
        for b in self.offer_buttons:
            if "face" in b.extra:
                art.card_face(surf, b.rect, b.extra["face"], fs - 1, self.ctx.lang,
                              lit=b is hover)
                continue
            state = "hover" if b is hover else "hot" if b.hot else "up"
            surf.blit(paper.button_face(b.rect.w, b.rect.h, state), b.rect)
            f = fs - 1
            t = theme.render(b.label, f, theme.INK)
            while t.get_width() > b.rect.w - 12 and f > 11:
                f -= 1
                t = theme.render(b.label, f, theme.INK)
            surf.blit(t, (b.rect.centerx - min(t.get_width(), b.rect.w - 12) // 2,
                          b.rect.y + (b.rect.h - 3 - t.get_height()) // 2),
                      area=pygame.Rect(0, 0, b.rect.w - 12, t.get_height()))

    # ------------------------------------------------------------------ input
    def offer_event(self, event: pygame.event.Event) -> tuple[bool, Any]:
        """(spent, action): a click on an answer plays it, a click elsewhere on the sheet
        is spent on it; Y accepts (one way to accept), N declines."""
        if not self.offer_buttons or self.offer_pending() is None:
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = button_at(self.offer_buttons, event.pos)
            if b is not None:
                self.ctx.play_sound("click")
                return True, self.play(b.action)
            if self.offer_rect is not None and self.offer_rect.collidepoint(event.pos):
                return True, None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_y, pygame.K_n):
            yes = [b for b in self.offer_buttons if b.action.yes]
            no = [b for b in self.offer_buttons if not b.action.yes]
            pick = no if event.key == pygame.K_n else yes if len(yes) == 1 else []
            if pick:
                return True, self.play(pick[0].action)
        return False, None
