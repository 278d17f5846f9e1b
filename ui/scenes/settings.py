"""Settings: language, sound, fullscreen, colour-blind palette, animation speed,
coordinates. Each change applies at once and is remembered (ui/settings.py)."""

from __future__ import annotations

import pygame

from ui import i18n, paper
from ui.app import App, Scene
from ui.settings import ANIMS, LANGS
from ui.theme import INK, INK_SOFT, PLAYER_COLORS, PLAYER_COLORS_CB, smallcaps
from ui.widgets import Button, Choice, Slider, blit_text, px, seat_swatch


def _yes_no(v: bool) -> str:
    return i18n.t("common.on") if v else i18n.t("common.off")


class SettingsScene(Scene):
    overlay = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        st = app.settings
        self.lang = Choice(lambda: i18n.t("settings.language"), LANGS, st.lang,
                           lambda v: i18n.LANG_NAMES[v], lambda v: self.change("lang", v))
        self.volume = Slider(lambda: i18n.t("settings.volume"), st.volume,
                             lambda v: self.change("volume", v))
        self.mute = Choice(lambda: i18n.t("settings.mute"), (False, True), st.mute, _yes_no,
                           lambda v: self.change("mute", v))
        self.full = Choice(lambda: i18n.t("settings.fullscreen"), (False, True), st.fullscreen,
                           _yes_no, self.set_fullscreen)
        self.cb = Choice(lambda: i18n.t("settings.colorblind"), (False, True), st.colorblind,
                         _yes_no, lambda v: self.change("colorblind", v))
        self.anim = Choice(lambda: i18n.t("settings.anim"), ANIMS, st.anim,
                           lambda v: i18n.t(f"anim.{v}"), lambda v: self.change("anim", v))
        self.coords = Choice(lambda: i18n.t("settings.coords"), (False, True), st.show_coords,
                             _yes_no, lambda v: self.change("show_coords", v))
        self.hints = Choice(lambda: i18n.t("settings.hints"), (False, True), st.hints,
                            _yes_no, lambda v: self.change("hints", v))
        self.btn_back = Button(lambda: i18n.t("common.back"), app.pop, sound=self.click)
        self.controls = [self.lang, self.volume, self.mute, self.full, self.cb, self.anim,
                         self.coords, self.hints]
        self.focus.set([*self.controls, self.btn_back])
        self.focus.focus = 0
        self.sound_off = not app.sound.ok  # no audio device: said, and its controls off
        if self.sound_off:
            self.volume.enabled = self.mute.enabled = False
            self.volume.tip = i18n.t("settings.no_sound")

    def note(self) -> str:
        """The line under the palette: why sound is off, else that changes are kept."""
        return i18n.t("settings.no_sound") if self.sound_off else i18n.t("settings.saved_note")

    def change(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        self.app.settings_changed()
        if name in ("volume", "mute"):
            self.app.sound.play("click")

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.sheet = pygame.Rect(0, 0, min(w - px(60), px(680)), min(h - px(40), px(700)))
        self.sheet.center = (w // 2, h // 2)
        cw, ch, gap = self.sheet.w - px(120), px(44), px(12)
        y = self.sheet.y + px(96)
        for c in self.controls:
            c.rect = pygame.Rect(self.sheet.x + px(60), y, cw, ch)
            y += ch + gap
        self.swatch_y = y + px(6)
        self.btn_back.rect = pygame.Rect(0, 0, px(220), px(46))
        self.btn_back.rect.midbottom = (self.sheet.centerx, self.sheet.bottom - px(22))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        sh = self.sheet
        paper.panel(surf, sh)
        t = smallcaps(i18n.t("settings.title"), px(40), INK)
        surf.blit(t, t.get_rect(midtop=(sh.centerx, sh.y + px(22))))
        self.focus.draw(surf)
        # the palette in use, so the colour-blind choice can be judged at once
        table = PLAYER_COLORS_CB if self.app.settings.colorblind else PLAYER_COLORS
        n = len(table)
        size, gap = px(26), px(10)
        x = sh.centerx - (n * size + (n - 1) * gap) // 2
        for i in range(n):
            seat_swatch(surf, pygame.Rect(x, self.swatch_y, size, size), i,
                        self.app.settings.colorblind)
            x += size + gap
        blit_text(surf, self.note(), px(16),
                  (sh.centerx, self.swatch_y + size + px(10)), INK_SOFT, "italic", "midtop",
                  max_width=sh.w - px(40))
