"""Sound effects under the volume and mute settings; never fails without audio.

Effects are sounds/<name>.wav (made by tools/make_sounds.py): piece, tile, cubes,
card, fanfare, click. Without an audio device, or with a missing file, playing is
a no-op and the problem is logged once.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator

import pygame

from ui.paths import asset_path

log = logging.getLogger(__name__)

NAMES = ("piece", "tile", "cubes", "card", "fanfare", "click")
ALIASES = {"place": "piece", "cube": "piece", "disc": "piece", "tower": "cubes",
           "throw": "cubes", "cards": "card", "end": "fanfare", "button": "click"}


class SoundBank:
    """Loads effects lazily and plays them at the current volume."""

    def __init__(self, volume: float = 0.6) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._ok: bool | None = None  # the audio device is opened on first need
        self.played: list[str] = []  # names asked for, for tests and the log

    @property
    def ok(self) -> bool:
        if self._ok is None:
            self._ok = self._init_mixer()
        return self._ok

    def warm(self) -> None:
        """Open the audio device now (after the first frame, so start-up stays quick)."""
        _ = self.ok

    def _init_mixer(self) -> bool:
        said: list[str] = []
        try:
            if not pygame.mixer.get_init():
                with _quiet_stderr(said):
                    pygame.mixer.init(44100, -16, 1, 512)
            return True
        except pygame.error as exc:
            log.info("no audio device, sounds are off: %s", exc)  # Settings says so
            return False
        finally:
            if said:
                log.info("the audio library said: %s", said[0])

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self.sounds:
            path = asset_path("sounds", f"{name}.wav")
            try:
                self.sounds[name] = pygame.mixer.Sound(path)
            except (pygame.error, FileNotFoundError, OSError) as exc:
                log.error("missing or unreadable sound %s: %s", path, exc)
                self.sounds[name] = None
        return self.sounds[name]

    def play(self, name: str) -> None:
        name = ALIASES.get(name, name)
        self.played.append(name)
        del self.played[:-50]
        if not self.ok or self.volume <= 0.0:
            return
        snd = self._get(name)
        if snd is None:
            return
        try:
            snd.set_volume(self.volume)
            snd.play()
        except pygame.error as exc:  # pragma: no cover - device vanished mid-game
            log.warning("could not play %s: %s", name, exc)


@contextlib.contextmanager
def _quiet_stderr(said: list[str]) -> Iterator[None]:
    """Keep what C libraries print on the process's stderr while the audio device opens
    (ALSA lists every device it could not open): ``said`` receives it for the log."""
    if not sys.platform.startswith("linux"):
        yield
        return
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        tmp = tempfile.TemporaryFile()
        os.dup2(tmp.fileno(), 2)
    except (OSError, ValueError):  # no real stderr (a frozen windowed build, a test)
        yield
        return
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        tmp.seek(0)
        text = tmp.read(4000).decode("utf-8", "replace").strip()
        tmp.close()
        if text:
            said.append(text)
