"""How many hints each seat asked for, kept in the match's notes so a save keeps it:
one note per seat, ``"hints used by seat 0: 3"``, rewritten in place as the count grows."""

from __future__ import annotations

from game.match import Match

PREFIX = "hints used by seat "


def hints_used(match: Match, seat: int) -> int:
    """The number of hints ``seat`` was shown (0 when none, or a note that does not parse)."""
    head = f"{PREFIX}{seat}: "
    for note in match.notes:
        if note.startswith(head):
            try:
                return max(0, int(note[len(head):]))
            except ValueError:
                return 0
    return 0


def count_hint(match: Match, seat: int) -> int:
    """One more hint for ``seat``; returns the new count."""
    n = hints_used(match, seat) + 1
    head = f"{PREFIX}{seat}: "
    for i, note in enumerate(match.notes):
        if note.startswith(head):
            match.notes[i] = f"{head}{n}"
            return n
    match.notes.append(f"{head}{n}")
    return n
