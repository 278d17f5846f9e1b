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

from ui import i18n, paper, text_fit, widgets
from ui import settings as settings_mod
from ui.paths import asset_path
from ui.sound import SoundBank

log = logging.getLogger(__name__)

START_SIZE = (1280, 800)
MIN_SIZE = (800, 560)  # below this the window cannot be made (the layout stays legible)
FPS = 60
TITLE_H, TASKBAR_H, SIDE_GAP = 32, 48, 20  # room kept for the window frame and the taskbar


def desktop_size() -> tuple[int, int] | None:
    """The main screen's size (None when SDL cannot tell)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except (pygame.error, AttributeError):
        return None
    if not sizes or sizes[0][0] <= 0 or sizes[0][1] <= 0:
        return None
    return tuple(sizes[0])  # type: ignore[return-value]


def fit_window(desktop: tuple[int, int] | None,
               wanted: tuple[int, int] = START_SIZE) -> tuple[int, int]:
    """The largest window up to ``wanted`` whose frame fits the usable desktop (the
    title bar on screen, the taskbar left clear), never below MIN_SIZE."""
    w, h = wanted
    if desktop is not None:
        dw, dh = desktop
        w = min(w, dw - SIDE_GAP)
        h = min(h, dh - TITLE_H - TASKBAR_H - 10)
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)


def window_place(desktop: tuple[int, int] | None, size: tuple[int, int],
                 remembered: tuple[int, int] | None) -> tuple[int, int] | None:
    """Where the window's inside goes: the remembered place when its title bar is on
    the desktop, else centred in the usable part (None: let the system choose)."""
    if desktop is None:
        return remembered
    dw, dh = desktop
    if remembered is not None:
        x, y = remembered
        if -size[0] + 120 <= x <= dw - 120 and TITLE_H <= y <= dh - TASKBAR_H - 40:
            return x, y
    return (max(0, (dw - size[0]) // 2),
            TITLE_H + max(0, (dh - TITLE_H - TASKBAR_H - size[1]) // 2))


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
                 size: tuple[int, int] | None = START_SIZE) -> None:
        """``size`` None: the last window's size and place, or one that fits the screen."""
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
        desktop = desktop_size()
        place = None
        self.remember = size is None  # a window of the player's own: kept for next time
        if size is None:
            last = self.settings.window
            size = fit_window(desktop, tuple(last[:2]) if last else START_SIZE)
            place = window_place(desktop, size, tuple(last[2:]) if last else None)
        self.windowed_size = size
        self.windowed_pos = place
        self.screen = self._set_mode(size, self.settings.fullscreen)
        if not self.settings.fullscreen:
            self._place_window()
        _set_minimum_size(MIN_SIZE)
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

    def _place_window(self) -> None:
        if self.windowed_pos is not None:
            try:
                pygame.display.set_window_position(self.windowed_pos)
            except (pygame.error, AttributeError) as exc:
                log.warning("cannot place the window: %s", exc)

    def _note_window(self) -> None:
        """Remember the window's size and place (not while full screen)."""
        if self.settings.fullscreen:
            return
        self.windowed_size = self.size
        try:
            self.windowed_pos = tuple(pygame.display.get_window_position())
        except (pygame.error, AttributeError):
            pass

    def remember_window(self) -> None:
        """Keep the last window's size and place in the settings (for the next start)."""
        self._note_window()
        w, h = self.windowed_size
        x, y = self.windowed_pos if self.windowed_pos is not None else (-1, -1)
        self.settings.window = [int(w), int(h), int(x), int(y)]

    def set_fullscreen(self, on: bool) -> None:
        self._note_window()
        self.settings.fullscreen = on
        self.screen = self._set_mode(self.windowed_size, on)
        if not on:  # back to the window as it was: its size and its place
            self._place_window()
        self.remember_window()
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

    def close_scenes(self) -> None:
        """Exit every scene, the top one first (the end of :meth:`run`; tests)."""
        for s in reversed(self.stack):
            s.exit()
        self.stack.clear()

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
        if event.type == pygame.WINDOWMOVED:
            if not self.settings.fullscreen:
                self.windowed_pos = (event.x, event.y)
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
            sheet = getattr(s, "sheet", None)
            if text_fit.on() and isinstance(sheet, pygame.Rect):
                with text_fit.within(sheet):  # a scene's words stay on its paper sheet
                    s.draw(surf)
            else:
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
        self.close_scenes()
        if self.remember and pygame.display.get_surface() is not None:
            self.remember_window()
            settings_mod.save(self.settings)
        return self.exit_code

    def screenshot(self, path: str) -> None:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(self.screen, path)
        log.info("screenshot written to %s", path)


def _set_minimum_size(size: tuple[int, int]) -> None:
    """Ask the system not to let the window shrink below ``size``."""
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = size
    except (pygame.error, AttributeError, TypeError) as exc:
        log.info("no minimum window size: %s", exc)


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
