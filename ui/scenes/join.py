"""Join a table: the tables announced on this network (zeroconf), or an address and a
seat code; then the joined table (:class:`ui.scenes.remote.RemotePlayScene`)."""

from __future__ import annotations

import logging
from typing import Any

import pygame

import game
from net.client import Background
from net.wire import WireError
from ui import i18n, paper
from ui.app import App, Scene
from ui.scenes.remote import RemoteMatch, RemotePlayScene, discovery_on
from ui.theme import ACCENT, INK, INK_SOFT, smallcaps
from ui.widgets import Button, TextInput, blit_text, px, wrap

log = logging.getLogger(__name__)


# --------------------------------------------------------------------------- joining


class JoinScene(Scene):
    """Join a table: the tables heard on this network, or an address and a seat code."""

    def __init__(self, app: App, address: str = "", code: str = "", go: bool = False,
                 browser: Any = None) -> None:
        super().__init__(app)
        self.address, self.code = address, code
        self.name = ""
        self.in_address = TextInput(address, lambda v: setattr(self, "address", v), max_len=80)
        self.in_code = TextInput(code, lambda v: setattr(self, "code", v), max_len=12)
        self.btn_join = Button(lambda: i18n.t("join.go"), self.join, size=24, sound=self.click)
        self.btn_back = Button(lambda: i18n.t("common.back"), self.back, sound=self.click)
        self.link: Background | None = None
        self.first: list[tuple[str, dict]] = []
        self.message = ""
        self.browser: Any = browser  # what lists the tables heard (tests give a fake)
        self.found: list[dict] = []
        self.found_buttons: list[Button] = []
        if browser is None and discovery_on() and not go:
            try:
                from net.discovery import Browser

                self.browser = Browser()
            except Exception:
                log.exception("tables on this network cannot be listed")
        self.focus.set([self.in_address, self.in_code, self.btn_join, self.btn_back])
        if go:
            self.join()

    def back(self) -> None:
        self._drop()
        self.app.pop()

    def _drop(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None

    def join(self) -> None:
        if not self.address.strip() or not self.code.strip():
            self.message = i18n.t("join.need")
            return
        self._drop()
        self.first = []
        self.message = i18n.t("net.connecting")
        self.link = Background(self.address, self.code)

    def update(self, dt: float) -> None:
        if self.browser is not None:
            found = self.browser.tables()
            if [f["address"] for f in found] != [f["address"] for f in self.found]:
                self.found = found
                self.found_buttons = [
                    Button(f"{f['name']} · {f['address']}",
                           lambda a=f["address"]: self._pick(a), size=17, sound=self.click)
                    for f in found[:5]]
                self.focus.set([*self.found_buttons, self.in_address, self.in_code,
                                self.btn_join, self.btn_back])
                self.layout(self.size)
        if self.link is None:
            return
        for kind, msg in self.link.poll():
            if kind == "status" and msg.get("s") in ("refused", "closed"):
                self.message = i18n.t(f"net.{msg['s']}")
                self._drop()
                return
            if kind == "status" and msg.get("s") == "reconnecting":
                self.message = i18n.t("net.unreachable", address=self.address.strip())
            if kind == "wait":
                self.message = i18n.t("net.wait", s=msg.get("seconds", "?"))
            self.first.append((kind, msg))
            if kind == "view":
                self._open()
                return

    def _pick(self, address: str) -> None:
        self.address = self.in_address.text = address
        self.focus.focus_on(self.in_code)

    def _open(self) -> None:
        link, first = self.link, self.first
        assert link is not None
        welcome = next((m for k, m in first if k == "welcome"), None)
        if welcome is None or welcome.get("game") not in game.GAMES:
            self.message = i18n.t("net.closed")
            self._drop()
            return
        try:
            match = RemoteMatch(welcome)
        except (WireError, KeyError, TypeError, ValueError):
            log.exception("the table's welcome cannot be read")
            self.message = i18n.t("net.closed")
            self._drop()
            return
        self.link = None  # the table scene owns it now
        scene = RemotePlayScene(self.app, link, match, first)
        self.app.replace(scene)

    def exit(self) -> None:
        if self.browser is not None:
            try:
                self.browser.close()
            except Exception:
                log.exception("closing the table listing failed")
            self.browser = None
        self._drop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(640)), min(h - px(40), px(620)))
        self.sheet.center = (w // 2, h // 2)
        x = self.sheet.x + px(50)
        fw = self.sheet.w - px(100)
        y = self.sheet.y + px(110)
        for b in self.found_buttons:
            b.rect = pygame.Rect(x, y, fw, px(36))
            y += px(42)
        y = max(y, self.sheet.y + px(160)) + px(30)
        self.in_address.rect = pygame.Rect(x, y + px(26), fw, px(42))
        self.in_code.rect = pygame.Rect(x, y + px(110), px(220), px(42))
        self.btn_join.rect = pygame.Rect(0, 0, px(220), px(50))
        self.btn_join.rect.bottomright = (self.sheet.right - px(50), self.sheet.bottom - px(24))
        self.btn_back.rect = pygame.Rect(0, 0, px(180), px(50))
        self.btn_back.rect.bottomleft = (self.sheet.x + px(50), self.sheet.bottom - px(24))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.focus.focused in (self.in_address, self.in_code):
            self.join()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("join.title"), px(40), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(16))))
        x = sh.x + px(50)
        blit_text(surf, i18n.t("join.found") if self.found else
                  (i18n.t("join.none") if self.browser is not None else ""), px(18),
                  (x, sh.y + px(78)), INK_SOFT, "italic", max_width=sh.w - px(100))
        blit_text(surf, i18n.t("join.address"), px(19),
                  (x, self.in_address.rect.y - px(26)), INK, "bold")
        blit_text(surf, i18n.t("join.code"), px(19), (x, self.in_code.rect.y - px(26)), INK,
                  "bold")
        self.focus.draw(surf)
        if self.message:
            for i, line in enumerate(wrap(self.message, px(18), sh.w - px(100))):
                blit_text(surf, line, px(18), (sh.centerx, self.in_code.rect.bottom + px(24)
                                               + i * px(22)), ACCENT, "italic", "midtop")
