"""The Tavola window: the pygame loop and the stack of scenes.

A scene handles events, updates with the frame time and draws itself at the
window's real size (``layout`` is called whenever the size changes). Scenes with
``overlay = True`` are drawn over the scene beneath them.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable

import pygame

from ui import i18n, paper, widgets
from ui import settings as settings_mod
from ui.paths import asset_path
from ui.sound import SoundBank

log = logging.getLogger(__name__)

START_SIZE = (1280, 800)
MIN_SIZE = (800, 560)
FPS = 60


class Scene:
    """One screen of the program."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.focus = widgets.FocusGroup()
        self.size = app.size

    def enter(self) -> None:
        """Pushed on the stack (after layout)."""

    def resume(self) -> None:
        """The scene above was popped; this one shows again."""

    def exit(self) -> None:
        """Removed from the stack."""

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size

    def handle(self, event: pygame.event.Event) -> None:
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        self.focus.draw(surf)

    def click(self) -> None:
        self.app.sound.play("click")


class App:
    """The window, the settings, the sounds and the scene stack."""

    def __init__(self, settings: settings_mod.Settings | None = None,
                 size: tuple[int, int] = START_SIZE) -> None:
        # Windows: ask for real pixels (no blurry bitmap scaling on high-DPI screens);
        # every scene lays itself out at the window's true size.
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        # Linux/X11: SDL would copy each frame through OpenGL, which without a GPU driver
        # (virtual machines, llvmpipe) costs ~8 ms of CPU per frame and stutters while the
        # computer thinks; the shared-memory path costs well under 1 ms everywhere.
        if sys.platform.startswith("linux"):
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        clear_caches()
        self.settings = settings or settings_mod.load()
        i18n.set_lang(self.settings.lang)
        pygame.display.set_caption("Tavola")
        icon = paper.load_image("art", "icon.png")
        if icon is not None:
            pygame.display.set_icon(icon)
        self.windowed_size = size
        self.screen = self._set_mode(size, self.settings.fullscreen)
        pygame.key.set_repeat(350, 40)
        pygame.key.start_text_input()  # player names are typed as TEXTINPUT events
        self.sound = SoundBank(self.settings.effective_volume)
        self.stack: list[Scene] = []
        self.running = True
        self.frame = 0
        self.clock = pygame.time.Clock()
        self.after_frame: list[Callable[[App], None]] = []
        self.exit_code = 0
        self.first_frame_hook: Callable[[], None] | None = None
        widgets.set_scale(self.size)

    # ------------------------------------------------------------------ window
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                log.warning("fullscreen refused: %s", exc)
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        return pygame.display.set_mode((w, h), pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        if not self.settings.fullscreen:
            self.windowed_size = self.size
        self.settings.fullscreen = on
        self.screen = self._set_mode(self.windowed_size, on)
        settings_mod.save(self.settings)
        self._relayout()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def _relayout(self) -> None:
        widgets.set_scale(self.size)
        for s in self.stack:
            s.layout(self.size)

    # ------------------------------------------------------------------ settings
    def settings_changed(self) -> None:
        """Apply and remember the settings after a scene changed them."""
        i18n.set_lang(self.settings.lang)
        self.sound.set_volume(self.settings.effective_volume)
        settings_mod.save(self.settings)
        for s in self.stack:
            s.layout(self.size)

    # ------------------------------------------------------------------ stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        scene.layout(self.size)
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        s = self.stack.pop()
        s.exit()
        if self.stack:
            self.stack[-1].layout(self.size)
            self.stack[-1].resume()
        else:
            self.running = False
        return s

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def pop_to(self, kind: type) -> None:
        """Pop scenes until one of class ``kind`` is on top (or the stack is empty)."""
        while self.stack and not isinstance(self.stack[-1], kind):
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].layout(self.size)
            self.stack[-1].resume()

    def reset(self, scene: Scene) -> Scene:
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------ loop
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface()
            if not self.settings.fullscreen:
                self.windowed_size = self.size
            self._relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.top.handle(event)

    def draw(self) -> None:
        surf = self.screen
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        for s in self.stack[max(0, start):]:
            s.draw(surf)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        if self.top is not None:
            self.top.update(dt)
        if not self.running or not self.stack:
            return
        if self.screen.get_size() != pygame.display.get_surface().get_size():
            self.screen = pygame.display.get_surface()
            self._relayout()
        self.draw()
        pygame.display.flip()
        self.frame += 1
        if self.frame == 1:
            if self.first_frame_hook is not None:
                self.first_frame_hook()
            self.sound.warm()  # open the audio device once the window shows
        for fn in list(self.after_frame):
            fn(self)

    def run(self, max_frames: int | None = None) -> int:
        """The main loop; returns the exit code."""
        last = time.perf_counter()
        while self.running and self.stack:
            now = time.perf_counter()
            dt = min(0.1, now - last)
            last = now
            self.step(dt)
            if max_frames is not None and self.frame >= max_frames:
                break
            self.clock.tick(FPS)
        for s in reversed(self.stack):
            s.exit()
        self.stack.clear()
        return self.exit_code

    def screenshot(self, path: str) -> None:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(self.screen, path)
        log.info("screenshot written to %s", path)


def clear_caches() -> None:
    """Forget cached fonts, text and paper (they die with a previous pygame session)."""
    from ui import theme

    for fn in (theme.font, theme.render, theme.smallcaps):
        cache_clear = getattr(fn, "cache_clear", None)
        if cache_clear is not None:
            cache_clear()
    paper.clear_caches()
    newgame = sys.modules.get("ui.scenes.newgame")
    if newgame is not None:
        newgame.clear_thumbnails()


def icon_path() -> str:
    return asset_path("art", "icon.png")
