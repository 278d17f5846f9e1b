"""Scenes by name: the one place that knows which module holds which scene.

A scene that opens another asks for it here (``scene("rules")``) instead of importing
its module, so no scene file imports a scene that may open it back: each imports only
what lies below it (widgets, the computer seats, the save list), and this module imports
the scenes only when one is opened.
"""

from __future__ import annotations

import importlib
import logging
import os
from typing import TYPE_CHECKING

import game
from game.match import Match, SaveError
from ui import i18n

if TYPE_CHECKING:
    from ui.app import App, Scene

log = logging.getLogger(__name__)

SCENES: dict[str, str] = {  # name -> module.Class
    "menu": "ui.scenes.menu.MenuScene",
    "pause": "ui.scenes.menu.PauseScene",
    "newgame": "ui.scenes.newgame.NewGameScene",
    "load": "ui.scenes.load.LoadScene",
    "play": "ui.scenes.play.PlayScene",
    "learn": "ui.scenes.learn.LearnScene",
    "replay": "ui.scenes.replay.ReplayScene",
    "results": "ui.scenes.results.ResultsScene",
    "rules": "ui.scenes.rules.RulesScene",
    "settings": "ui.scenes.settings.SettingsScene",
    "join": "ui.scenes.join.JoinScene",
    "hosted": "ui.scenes.hosted.HostedPlayScene",
    "club": "ui.scenes.club.ClubTableScene",
    "club_invitations": "ui.scenes.club.ClubInvitationsScene",
}


def scene(name: str) -> type[Scene]:
    """The scene class registered as ``name`` (its module is imported on first use)."""
    module, cls = SCENES[name].rsplit(".", 1)
    return getattr(importlib.import_module(module), cls)


def open_match(app: App, path: str) -> str | None:
    """Load a save and go to the table; the error message (in the interface language)
    when it cannot be loaded. Nothing in the file can raise past this: building the table
    from the save is inside the same protection as reading it.

    A match continued from its autosave keeps writing that file; one opened from a
    named copy gets an autosave of its own (the copy stays as it was)."""
    table = None
    try:
        match = Match.load(path, game.GAMES)
        own = path if os.path.basename(path).startswith("autosave-") else None
        if own is not None:  # a hosted table's autosave opens to its remote seats again
            table = scene("hosted").from_save(app, match, own)  # type: ignore[attr-defined]
        if table is None:
            table = scene("play")(app, match, autosave_file=own)
        app.push(table)
    except SaveError as exc:
        log.warning("cannot load %s: %s", path, exc)
        return exc.text(i18n.lang())
    except Exception:  # a bug in a game's replay must not take the program down
        log.exception("loading %s failed", path)
        if table is not None and app.stack and app.stack[-1] is table:
            app.stack.pop()
        if table is not None:
            try:
                table.exit()
            except Exception:
                log.exception("closing the table of %s failed", path)
        return i18n.t("load.err.damaged")
    return None
