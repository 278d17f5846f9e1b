"""Hints at the table: the H key and the Hint button light the move the normal-level
computer would choose for the human to act, with its one-line reason on the status line.
The move is thought out by the table's computer (the worker process), so the window keeps
drawing; the count of hints each seat was shown is kept in the match's notes."""

from __future__ import annotations

import logging
from typing import Any

from game.core import action_from_json, put_names
from ui import i18n
from ui.hint_notes import count_hint

log = logging.getLogger(__name__)


class TableHints:
    """Mixin of the play scene: asks, shows and drops hints (``self`` is the table)."""

    app: Any
    match: Any
    rules: Any
    view: Any
    computer: Any
    demo: bool
    covered_for: int | None
    hint_for: int | None
    hint_text: dict[str, str] | None  # the shown hint's reason, by language

    def hints_allowed(self) -> bool:
        """A hint may be asked: hints are on, a human decides at an uncovered table."""
        return (bool(getattr(self.app.settings, "hints", True)) and not self.demo
                and self.covered_for is None and self.human_to_act() is not None
                and self.view.interactive and not self.match.is_over())

    def ask_hint(self) -> None:
        """H or the Hint button: the normal computer thinks for the human to act (in the
        worker process); its move then glows, with the reason on the status line."""
        if not self.hints_allowed():
            if not getattr(self.app.settings, "hints", True):
                self.say(i18n.t("play.hints_off"))
            return
        seat = self.human_to_act()
        if seat is None or self.hint_for is not None:
            return
        self.hint_for = seat
        self.computer.ask_hint(self.match, seat)

    def _poll_hint(self) -> None:
        if self.hint_for is None:
            return
        answer = self.computer.poll()
        if answer is None:
            return
        seat, self.hint_for = self.hint_for, None
        found, error = answer
        if error is not None or not isinstance(found, dict) or seat != self.human_to_act():
            log.warning("no hint for seat %s: %s", seat, error)
            self.say(i18n.t("play.hint_failed"))
            return
        try:
            line = [action_from_json(self.rules, a) for a in found.get("line") or
                    [found["action"]]]
        except (ValueError, KeyError, TypeError) as exc:
            log.warning("a hint that cannot be read: %s", exc)
            self.say(i18n.t("play.hint_failed"))
            return
        self.view.emphasise(line)
        names = [s.name for s in self.match.seats]  # a seat in the reason reads as its name
        texts = found.get("texts") if isinstance(found.get("texts"), dict) else {}
        self.hint_text = {lang: put_names(str(texts.get(lang) or texts.get("en", "")), names)
                          for lang in i18n.LANGS}
        count_hint(self.match, seat)
        self._autosave()

    def _drop_hint(self) -> None:
        """A new position: the hint shown (or being thought out) is stale."""
        if self.hint_for is not None:
            self.computer.cancel()
            self.hint_for = None
        self.hint_text = None
        self.view.emphasise([])
