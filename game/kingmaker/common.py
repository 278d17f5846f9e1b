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


# the option for the seed's notes and rules read word for word (1.a, 1.f, 2.2-2.4); off in
# saves made before it existed, which keep the earlier readings
SEED_TEXT = "seed_text"


def _seed(s: KState) -> bool:
    """Are the seed's notes 1.a, 1.f and rules 2.2-2.4 read word for word?"""
    return s.options.get(SEED_TEXT, False)


def ev_kind(e: int) -> str:
    return D.EVENT_KIND[e]


# builds an action, or an Event with all five fields, without its Python-level __new__
_tup = tuple.__new__
