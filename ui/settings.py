"""The player's settings, remembered between runs in data_dir()/settings.json."""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields

from game.i18n import LANGS, system_lang
from ui.paths import data_dir

log = logging.getLogger(__name__)

ANIMS = ("off", "normal", "fast")
ANIM_SPEED = {"off": 0.0, "normal": 1.0, "fast": 2.0}


@dataclass
class Settings:
    lang: str = "en"
    volume: float = 0.6  # 0..1
    mute: bool = False
    fullscreen: bool = False
    colorblind: bool = False
    anim: str = "normal"  # off / normal / fast
    show_coords: bool = False
    hints: bool = True  # the Hint button and the H key at the table
    last_game: str = ""
    # per game, the seats of the last game started from New game: {"players": n, "seats":
    # [[name typed or "", kind, colour], ...]} (checked again by the New game screen)
    last_seats: dict = field(default_factory=dict)
    window: list = field(default_factory=list)  # the last window: [w, h, x, y], or empty

    @property
    def anim_speed(self) -> float:
        return ANIM_SPEED.get(self.anim, 1.0)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else max(0.0, min(1.0, self.volume))

    def sanitize(self) -> Settings:
        """Clamp or reset values a hand-edited file may have broken."""
        if self.lang not in LANGS:
            self.lang = "en"
        if self.anim not in ANIMS:
            self.anim = "normal"
        try:
            self.volume = max(0.0, min(1.0, float(self.volume)))
        except (TypeError, ValueError):
            self.volume = 0.6
        for name in ("mute", "fullscreen", "colorblind", "show_coords", "hints"):
            setattr(self, name, bool(getattr(self, name)))
        if not isinstance(self.last_game, str):
            self.last_game = ""
        if not isinstance(self.last_seats, dict):
            self.last_seats = {}
        ok = isinstance(self.window, list) and len(self.window) == 4 and all(
            isinstance(v, int) and not isinstance(v, bool) and abs(v) < 100_000
            for v in self.window)
        if not ok or self.window[0] <= 0 or self.window[1] <= 0:
            self.window = []
        return self


def settings_path() -> str:
    return os.path.join(data_dir(), "settings.json")


def load(path: str | None = None) -> Settings:
    """The saved settings, or defaults when the file is missing or damaged. On the first
    start (no file yet) the language is the system's when Tavola has a catalog for it."""
    path = path or settings_path()
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        return Settings(lang=system_lang())
    except (OSError, ValueError) as exc:
        log.warning("settings file %s unreadable (%s); using defaults", path, exc)
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    known = {f.name for f in fields(Settings)}
    return Settings(**{k: v for k, v in data.items() if k in known}).sanitize()


def save(settings: Settings, path: str | None = None) -> None:
    """Write atomically (temporary file, then rename); failures are logged, not raised."""
    path = path or settings_path()
    folder = os.path.dirname(path) or "."
    try:
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(asdict(settings), f, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        log.error("could not save settings to %s: %s", path, exc)
