"""Wallenstein's words for hints (see game.ai.hint): a plan names its province.

``describe`` keeps a planned card secret because the log is public; a hint is shown
only to the seat that plans, so it may say which province goes on which space.
"""

from __future__ import annotations

from typing import Any

from game.wallenstein.actions import Plan
from game.wallenstein.texts import SPACE_NAMES, province_name


def reason(before: Any, after: Any, line: tuple | list, seat: int, events: list,
           lang: str = "en") -> str | None:
    """"put Salzburg on 'Collect gold'" for a plan; None for other actions."""
    a = line[-1]
    if type(a) is not Plan:
        return None
    space = SPACE_NAMES["it" if lang == "it" else "en"][a.space]
    if a.card < 0:
        return (f"metti una carta bianca su «{space}»" if lang == "it"
                else f"put a blank card on '{space}'")
    name = province_name(a.card)
    return f"metti {name} su «{space}»" if lang == "it" else f"put {name} on '{space}'"
