"""The rulebooks' worked examples as engine positions ("rule examples drawn live").

Each game package may hold a module ``examples`` with a list ``EXAMPLES`` of
:class:`Example`: a builder that sets up the example's position on a real state of the
engine, the example's moves (applied in order by the "show me" button) and a title and
short caption in English, marked ``N_`` (the other languages are in the gettext
catalogs). The same builders are used by the rule tests (``tests/<game>/``), so an
example can never disagree with the rules. A package may also offer
``problems(state) -> list[str]``: what is impossible about a position (pieces counted
twice, a leader away from a temple...), empty for a legal one.

    for ex in examples("tigris"):
        state = ex.build()                     # draw it with the game's view
        for state, action, events in show(ex):  # step by step
            ...
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from game.i18n import gettext


@dataclass(frozen=True)
class Example:
    """One worked example: ``build()`` gives its position, ``steps`` are its moves."""

    id: str
    game: str
    title_en: str  # message ids of the catalogs
    caption_en: str
    source: str  # where the example is in the rule texts, e.g. "seed 002, Esempio 1"
    build: Callable[[], Any]
    steps: tuple = field(default=())

    def title(self, lang: str = "en") -> str:
        return gettext(self.title_en, lang)

    def caption(self, lang: str = "en") -> str:
        return gettext(self.caption_en, lang)


def _module(game_id: str) -> Any:
    try:
        return importlib.import_module(f"game.{game_id}.examples")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.{game_id}.examples":
            raise
        return None


def examples(game_id: str) -> list[Example]:
    """The registered examples of a game, in rulebook order (empty if it has none)."""
    mod = _module(game_id)
    return list(getattr(mod, "EXAMPLES", ())) if mod is not None else []


def example(game_id: str, example_id: str) -> Example:
    """One example by id; KeyError if there is none."""
    for ex in examples(game_id):
        if ex.id == example_id:
            return ex
    raise KeyError(f"{game_id} has no example {example_id!r}")


def problems(ex: Example, state: Any) -> list[str]:
    """What is impossible about ``state`` by the game's own checks (empty when fine)."""
    mod = _module(ex.game)
    check = getattr(mod, "problems", None) if mod is not None else None
    return list(check(state)) if check is not None else []


def show(ex: Example, rules: Any = None) -> Iterator[tuple[Any, Any, list]]:
    """Play the example's steps on a fresh position: yields (state after, action, events)
    per step. Raises IllegalAction if a step does not apply (a broken example)."""
    if rules is None:
        from game import GAMES

        rules = GAMES[ex.game]
    state = ex.build()
    for action in ex.steps:
        events = rules.apply(state, action)
        yield state, action, events
