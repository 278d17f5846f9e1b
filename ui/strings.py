"""Every interface text by key: key -> its English, the message id of the catalogs.

The translations live in locale/<lang>/LC_MESSAGES/tavola.po (``make translations``).
``NP_(context, English)`` marks an English text that needs two translations.
"""

from __future__ import annotations

from game.i18n import N_, Contextual

STRINGS: dict[str, str | Contextual] = {
    # common
    "common.back": N_("Back"),
    "common.yes": N_("Yes"),
    "common.no": N_("No"),
    "common.on": N_("On"),
    "common.off": N_("Off"),
    # levels, speeds
    "level.easy": N_("easy"),
    "level.normal": N_("normal"),
    "level.hard": N_("hard"),
    "level.random": N_("random"),
    "anim.off": N_("off"),
    "anim.normal": N_("normal"),
    "anim.fast": N_("fast"),
    # colours of the palettes
    "colour.red": N_("red"),
    "colour.blue": N_("blue"),
    "colour.green": N_("green"),
    "colour.yellow": N_("yellow"),
    "colour.purple": N_("purple"),
    "colour.black": N_("black"),
    "colour.white": N_("white"),
    "colour.vermilion": N_("vermilion"),
    "colour.bluish green": N_("bluish green"),
    "colour.reddish purple": N_("reddish purple"),
    "colour.sky blue": N_("sky blue"),
    # title menu
    "menu.subtitle": N_("Historical board games with their full rules"),
    "menu.new": N_("New game"),
    "menu.learn": N_("Learn to play"),
    "rules.examples": N_("Examples on the board"),
    "rules.text": N_("The rules' text"),
    "rules.show_me": N_("Show me ({k}/{n})"),
    "rules.again": N_("From the start"),
    "rules.keys": N_("Tab: an example · Enter or Space: show me · Left/Right: a step back or on "
                     "· Esc: back"),
    "play.hint": N_("Hint (H)"),
    "play.hint_thinking": N_("Looking for a good move…"),
    "play.hint_says": N_("Hint: {reason}"),
    "play.hint_failed": N_("No hint this time."),
    "play.hints_off": N_("Hints are off (Settings)."),
    "settings.hints": N_("Hints at the table"),
    "menu.continue": N_("Continue"),
    "menu.load": N_("Load"),
    "menu.rules": N_("Rules"),
    "menu.settings": N_("Settings"),
    "menu.quit": N_("Quit"),
    "menu.continue_off": N_("Continue is off: the last automatic save cannot be resumed: "
                            "{error} Load lists every save."),
    "menu.continue_failed": N_("The last game cannot be resumed: {error}"),
    # pause menu
    "pause.title": N_("Game paused"),
    "pause.resume": N_("Back to the table"),
    "pause.save": N_("Save a copy"),
    "pause.leave": N_("Main menu"),
    # seats
    "seat.human": N_("human"),
    "seat.computer": N_("computer, {level}"),
    "seat.default": N_("Player {n}"),
    # new game
    "newgame.title": N_("New game"),
    "newgame.players": N_("Players"),
    "newgame.range": N_("this game: {lo} to {hi} players"),
    "newgame.options": N_("Options"),
    "newgame.nooptions": N_("This game has no options."),
    "newgame.more_options": N_("More options ({page}/{pages}) ›"),
    "newgame.start": N_("Start the game"),
    "newgame.failed": N_("The game could not start: {error}"),
    "newgame.nogames": N_("No game is installed."),
    # the table
    "play.undo": N_("Undo"),
    "play.save": N_("Save"),
    "play.rules": N_("Rules"),
    "play.menu": N_("Menu"),
    "play.log": N_("Game log"),
    "play.turn": N_("{name} to play"),
    "play.thinking": N_("{name} is thinking…"),
    "play.thinking_short": N_("thinking"),
    "play.waiting": N_("Waiting for {name}…"),
    "play.private": N_("{name}, only for your eyes"),
    "play.over": N_("The game is over"),
    "play.saved": N_("Saved as {name}"),
    "play.save_failed": N_("The game could not be saved (see the log)."),
    "play.autosave_failed": N_("Automatic save failed (see the log)."),
    "play.move_failed": N_("That move could not be played (see the log)."),
    "play.ai_stuck": N_("The computer player found no move (see the log); try Undo or save."),
    "play.results": N_("Final ranking"),
    "play.planning": N_("secret plan: {done} of {total} spaces filled"),
    "play.undone": N_("Move taken back."),
    "play.offer_sent": N_("Sent: until it is answered, Undo takes it back."),
    "play.offer_undone": N_("Your offer is taken back."),
    "play.undo_refused": N_("Only your own moves of this turn can be taken back."),
    "play.fallback": N_("{name}'s computer player had a problem and played an easy move "
                        "instead."),
    # hand-over
    "handover.title": N_("Pass to {name}"),
    "handover.body": N_("The table is covered so that nobody sees another player's secrets. "
                        "{name}, take your seat and press the button when only you are looking."),
    "handover.ready": N_("I am ready"),
    # results
    "results.title": N_("Final ranking"),
    "results.place": N_("{n}."),
    "results.board": N_("Back to the board"),
    "results.menu": N_("Main menu"),
    "results.replay": N_("Watch again"),
    # the replay of a finished match
    "replay.back": N_("Back"),
    "replay.forward": N_("Forward"),
    "replay.play": N_("Play"),
    "replay.pause": N_("Pause"),
    "replay.close": N_("Close"),
    "replay.status": N_("Replay · move {k} of {n}"),
    "replay.keys": N_("Left/Right: one move · Space: play or pause · Home/End: start or end"),
    "results.unknown": N_("The result could not be computed (see the log)."),
    # rules
    "rules.title": N_("Rules"),
    "rules.missing": N_("The rules of this game are not available yet."),
    # load
    "load.title": N_("Saved games"),
    "load.none": N_("No saved games yet."),
    "load.autosave": N_("automatic save"),
    "load.cannot": N_("Cannot be loaded: {reason}"),
    "load.delete_confirm": N_("Click × again (or press Delete) to delete {name} for good."),
    "load.deleted": N_("{name} deleted."),
    "load.delete_failed": N_("{name} could not be deleted ({reason})."),
    "load.err.damaged": N_("the file is damaged or truncated."),
    "load.err.foreign": N_("this is not a Tavola save file."),
    "load.err.newer": N_("it was made by a newer Tavola; please update."),
    "load.err.unknown_game": N_("the game {game!r} is not installed."),
    # settings
    "settings.title": N_("Settings"),
    "settings.language": N_("Language"),
    "settings.volume": N_("Volume"),
    "settings.mute": N_("Mute"),
    "settings.fullscreen": N_("Full screen (F11)"),
    "settings.colorblind": N_("Colour-blind palette"),
    "settings.anim": N_("Animations"),
    "settings.coords": N_("Show coordinates"),
    "settings.no_sound": N_("No sound device was found: sound is off."),
    "settings.saved_note": N_("Changes apply at once and are remembered."),
    # the plain list view (a game without its own board view)
    "generic.watch": N_("Watch the moves in the log."),
    "generic.prompt": N_("Choose a move from the list."),
    "generic.score": N_("Score"),
}


from ui.net_strings import NET_STRINGS  # noqa: E402  (play at a distance)

STRINGS.update(NET_STRINGS)
