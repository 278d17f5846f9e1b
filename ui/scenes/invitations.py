"""The invitations sheet of a table played at a distance: the address to connect to, each
remote seat's name and code (and whether it is connected), and, for whoever runs the
table, a new code or the computer for a seat (and back). A window that hosts the table
and a club server's table each say where these come from."""

from __future__ import annotations

import pygame

from ui import i18n, paper
from ui.app import App, Scene
from ui.theme import INK, INK_SOFT, smallcaps
from ui.widgets import Button, blit_text, px, wrap

ROW = 56  # the height of a seat's line, unscaled


class InvitationsSheet(Scene):
    """The sheet; a subclass gives the address, the seats' lines and the two controls."""

    def __init__(self, app: App, managed: list[int]) -> None:
        super().__init__(app)
        self.rows: list[tuple[int, Button, Button]] = []  # (seat, new code, computer)
        for seat in managed:
            renew = Button(lambda: i18n.t("net.renew"), lambda s=seat: self.renew(s), size=17,
                           sound=self.click)
            comp = Button(lambda s=seat: i18n.t("net.to_person") if self.by_computer(s)
                          else i18n.t("net.to_computer"),
                          lambda s=seat: self.hand_over(s, not self.by_computer(s)),
                          size=17, sound=self.click)
            self.rows.append((seat, renew, comp))
        self.btn_close = Button(lambda: i18n.t("net.close"), app.pop, size=22, sound=self.click)
        self.focus.set([w for _, a, b in self.rows for w in (a, b)] + [self.btn_close])
        self.line_y: list[int] = []

    # ------------------------------------------------------------------ the subclass's
    def address(self) -> str:
        raise NotImplementedError

    def lines(self) -> list[tuple[int, str, str, str]]:
        """(seat, name, code, state: "" when unknown) for each invited seat."""
        raise NotImplementedError

    def renew(self, seat: int) -> None:
        raise NotImplementedError

    def by_computer(self, seat: int) -> bool:
        raise NotImplementedError

    def hand_over(self, seat: int, to_computer: bool) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ the sheet
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        lines = self.lines()
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(860)),
                                 min(h - px(40), px(250) + px(ROW) * len(lines)))
        self.sheet.center = (w // 2, h // 2)
        buttons = {seat: (a, b) for seat, a, b in self.rows}
        y = self.sheet.y + px(190)
        self.line_y = []
        for seat, *_ in lines:
            self.line_y.append(y)
            pair = buttons.get(seat)
            if pair is not None:
                pair[0].rect = pygame.Rect(self.sheet.right - px(390), y - px(20), px(170),
                                           px(40))
                pair[1].rect = pygame.Rect(self.sheet.right - px(210), y - px(20), px(190),
                                           px(40))
            y += px(ROW)
        self.btn_close.rect = pygame.Rect(0, 0, px(200), px(46))
        self.btn_close.rect.midbottom = (self.sheet.centerx, self.sheet.bottom - px(16))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("net.invite_title"), px(34), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(14))))
        blit_text(surf, i18n.t("net.address", address=self.address()), px(21),
                  (sh.centerx, sh.y + px(66)), INK, "bold", "midtop", max_width=sh.w - px(40))
        for i, line in enumerate(wrap(i18n.t("net.invite_body"), px(17), sh.w - px(80))):
            blit_text(surf, line, px(17), (sh.centerx, sh.y + px(100) + i * px(22)), INK_SOFT,
                      "italic", "midtop")
        for (_seat, name, code, state), y in zip(self.lines(), self.line_y, strict=False):
            blit_text(surf, name, px(20), (sh.x + px(24), y), INK, "bold", "midleft",
                      max_width=px(180))
            blit_text(surf, code, px(24), (sh.x + px(220), y), INK, "bold", "midleft")
            if state:
                blit_text(surf, state, px(16), (sh.right - px(402), y), INK_SOFT, "italic",
                          "midright")
        self.focus.draw(surf)
