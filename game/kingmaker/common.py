"""Small helpers shared by the rule modules: options, event kinds, fast tuples.

Section numbers refer to ``shared/rules/kingmaker.md``; [H x] to the seed's house rules.
"""

from __future__ import annotations

from game.core import IllegalAction
from game.kingmaker import data as D
from game.kingmaker.state import KState

_ILL = IllegalAction


def _opt(s: KState, key: str):
    return s.options[key]


def ev_kind(e: int) -> str:
    return D.EVENT_KIND[e]


# builds an action, or an Event with all five fields, without its Python-level __new__
_tup = tuple.__new__
