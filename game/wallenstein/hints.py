"""Wallenstein's words for hints (see game.ai.hint): a plan names its province.

``describe`` keeps a planned card secret because the log is public; a hint is shown
only to the seat that plans, so it may say which province goes on which space.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, gettext
from game.wallenstein.actions import Plan
from game.wallenstein.texts import SPACE_NAMES, province_name


def reason(before: Any, after: Any, line: tuple | list, seat: int, events: list,
           lang: str = "en") -> str | None:
    """"put Salzburg on 'Collect gold'" for a plan; None for other actions."""
    a = line[-1]
    if type(a) is not Plan:
        return None
    space = SPACE_NAMES[lang][a.space]
    if a.card < 0:
        return gettext(N_("put a blank card on '{space}'"), lang, space=space)
    return gettext(N_("put {name} on '{space}'"), lang, name=province_name(a.card),
                   space=space)
