"""Hints: the move the normal-level computer would choose, with a one-line reason.

``hint(rules, observation, seat, seed)`` runs the agent of a level (``"normal"`` by
default) on what ``seat`` sees and explains its choice from the game's own knowledge:

- what the move does (``rules.describe``) and what it caused for that seat, from the
  events of the move played on a few samples of the hidden part (``describe_event``:
  "+1 blue point", "+1 PP (city control)", "battle for Kärnten: 3 against 1 ...");
- how the game's evaluation (a chance of winning per seat) moves: "chances 41% → 47%",
  or only where it ends when it does not rise (spending an action often lowers it).

When the chosen action is only the first half of a gesture (``rules.undo_with_next`` is
True, as with Hansa's ``Start("place")``; for rules without it, ``rules.logs_action`` is
False), the easy level picks the second half so the hint names, and the table can light, a
whole move (``Hint.line``). An action logged by its events instead (Hansa's income) is a
whole move: ``undo_with_next`` tells the two apart.

A game may refine the words with a module ``game.<id>.hints`` offering
``reason(before, after, line, seat, events, lang) -> str | None`` (for instance, to name
the province on a secret Wallenstein plan, which ``describe`` keeps hidden).

The window asks for hints through :class:`game.ai.worker.AIWorker.ask_hint`, so the search
runs in the worker process; ``python tools/hint_timing.py`` measures how long they take.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from game.ai.adapter import GameView, mix_seed
from game.core import Event, IllegalAction, Rng, State, action_to_json
from game.i18n import LANGS, N_, gettext

SAMPLES = 3  # samples of the hidden part the reason is computed on
MAX_FACTS = 3  # event phrases at most in one reason


@dataclass(frozen=True)
class Hint:
    """A suggested move for ``seat``: ``action`` to play now, ``line`` the whole gesture
    (``action`` first), the reason in every language (``texts``, by code), and the seat's
    estimated chance of winning before and after the line (0..1)."""

    action: Any
    texts: dict
    before: float
    after: float
    line: tuple = field(default=())

    def text(self, lang: str = "en") -> str:
        return self.texts.get(lang) or self.texts.get("en", "")

    def to_json(self) -> dict:
        return {
            "action": action_to_json(self.action),
            "line": [action_to_json(a) for a in self.line],
            "texts": dict(self.texts),
            "before": self.before,
            "after": self.after,
        }


def hint(
    rules: Any,
    observation: State,
    seat: int,
    seed: int,
    *,
    level: str = "normal",
    iterations: int | None = None,
    time_scale: float = 1.0,
    position: dict | None = None,
    cancelled: Any = None,
) -> Hint:
    """The move ``level``'s computer would play for ``seat``, with its reason."""
    from game.ai import choose_action

    action = choose_action(rules, observation, seat, level, seed, iterations=iterations,
                           time_scale=time_scale, position=position, cancelled=cancelled)
    return explain(rules, observation, seat, action, seed)


def _complete(rules: Any, state: State, seat: int, action: Any, seed: int) -> list:
    """``action`` plus its second half when it is only the first step of a gesture."""
    line = [action]
    opens = getattr(rules, "undo_with_next", None)  # "only opens the next step"
    if opens is not None:
        if not opens(action):
            return line
    else:
        logs = getattr(rules, "logs_action", None)
        if logs is None or logs(action):
            return line
    from game.ai import choose_action

    probe = state.copy()
    rules.apply(probe, action)
    if rules.to_act(probe) == seat:
        line.append(choose_action(rules, probe, seat, "greedy", mix_seed(seed, 1)))
    return line


def _facts(rules: Any, events: list[Event], seat: int, lang: str) -> list[str]:
    describe = getattr(rules, "describe_event", None)
    if describe is None:
        return []
    out: list[str] = []
    for ev in events:
        if ev.seat is None or (ev.private and ev.seat != seat):
            continue  # seat-less news (a season begins, events shown) is no reason
        if ev.data.get("log_only"):
            continue  # the move's own log line restates the move: no reason either
        if ev.reveal and ev.kind in ("tiles_drawn", "marker_drawn"):
            continue  # what a sample draws is a guess, not a reason
        line = describe(ev, lang)
        if line and line not in out:
            out.append(line)
    return out[:MAX_FACTS]


def _hook(rules: Any) -> Any:
    try:
        mod = importlib.import_module(f"game.{rules.id}.hints")
    except ModuleNotFoundError:
        return None
    return getattr(mod, "reason", None)


def _pct(x: float, lang: str) -> str:
    """A chance as a percentage the language writes (34 % in German)."""
    return gettext(N_("{pct}%"), lang, pct=round(100 * x))


def explain(rules: Any, observation: State, seat: int, action: Any, seed: int) -> Hint:
    """The reason for ``action`` (played by ``seat`` from ``observation``) as a Hint."""
    view = GameView(rules)
    line = _complete(rules, observation, seat, action, seed)
    before = after = 0.0
    facts: dict[str, list[str]] = {"en": [], "it": []}
    first: tuple[State, State, list[Event]] | None = None
    done = 0
    for k in range(SAMPLES):
        state = view.determinize(observation, seat, Rng(mix_seed(seed, k, 7)))
        start = state.copy()
        events: list[Event] = []
        try:
            for a in line:
                if rules.to_act(state) != seat:
                    break
                events += rules.apply(state, a)
        except IllegalAction:  # a sample in which the line is impossible: skip it
            continue
        before += view.values(start)[seat]
        after += view.values(state)[seat]
        done += 1
        if first is None:
            first = (start, state, events)
            for lang in LANGS:
                facts[lang] = _facts(rules, events, seat, lang)
    if done:
        before, after = before / done, after / done
    hook = _hook(rules)
    words = {}
    for lang in LANGS:
        head = None
        if hook is not None and first is not None:
            head = hook(first[0], first[1], line, seat, first[2], lang)
        if not head:
            head = rules.describe(line[-1], lang)
        parts = [head, *facts[lang]]
        if done and round(100 * after) > round(100 * before):
            tail = " " + gettext(N_("(chances {before} → {after})"), lang,
                                 before=_pct(before, lang), after=_pct(after, lang))
        elif done:  # within a turn the evaluation may dip while an action is spent
            tail = " " + gettext(N_("(chances {now})"), lang, now=_pct(after, lang))
        else:
            tail = ""
        words[lang] = "; ".join(parts) + tail
    return Hint(action, words, before, after, tuple(line))
