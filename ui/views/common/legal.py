"""The legal actions of an observation, seen from a view: listed without ever crashing,
explained when refused, and looked through when the engine splits one move in steps."""

from __future__ import annotations

from typing import Any

from game.core import IllegalAction, Rules, State
from ui.views.common.why import explain, generic


def legal_actions(rules: Rules, state: State | None) -> list:
    """``rules.legal_actions(state)``; an empty list when there is no state or the engine
    cannot expand this observation (no targets lit, no crash)."""
    if state is None:
        return []
    try:
        return list(rules.legal_actions(state))
    except Exception:  # noqa: BLE001 - a view must survive an observation it cannot expand
        return []


def why_not(rules: Rules, state: State | None, action: Any, lang: str) -> str:
    """The engine's own reason for refusing ``action`` (tried on a copy of ``state``),
    or "" when it would be accepted or no reason can be given."""
    if state is None:
        return ""
    try:
        rules.apply(state.copy(), action)
    except IllegalAction as exc:
        reason = exc.text(lang)
        if generic(reason):  # "... is not allowed now": say which rule is in the way
            reason = explain(getattr(rules, "id", ""), action, lang) or reason
        return reason
    except Exception:  # noqa: BLE001 - an explanation must never break the view
        return ""
    return ""


def after(rules: Rules, state: State, action: Any) -> list:
    """The legal actions once ``action`` is played: a look-ahead on a private copy (the
    engine refuses to play on observations), empty when it cannot be played."""
    c = state.copy()
    c.viewer = -1
    try:
        rules.apply(c, action)
        return list(rules.legal_actions(c))
    except Exception:  # noqa: BLE001 - a look-ahead must never break the view
        return []


def same_action(action: Any, legal: list) -> bool:
    """``action`` is in ``legal``, of the same class too (actions are named tuples, and
    tuples of different classes with equal fields compare equal)."""
    return any(type(a) is type(action) and a == action for a in legal)
