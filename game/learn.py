"""Guided first games ("Learn to play"): scenarios as data, and the lesson that runs one.

A scenario is one JSON file in ``game/<id>/data/learn/`` (see ``docs/learn.md`` for the
format). It starts from a real position of the engine -- the match seed, the player count,
the options and the actions that lead there, replayed through :class:`game.match.Match`
so the position is always legal -- and then walks the learner through steps. Each step
says something (English in the file; the other languages from the gettext catalogs,
see game/i18n.py), expects one action of the learner (one exact action,
one of a set, or any action of some kinds; or nothing: a message to read), lets scripted
actions follow (the other seats' answers, or routine decisions of the learner), and
explains what just happened. The end says what comes next: a normal game against an easy
computer.

Use from the table::

    lesson = Lesson(load_scenario(path))       # or Lesson(scenarios("tigris")[0])
    lesson.match                               # the Match to draw (learner is lesson.seat)
    lesson.step.text(lang), lesson.targets()   # what to say and which actions to light
    verdict = lesson.attempt(action)           # ok -> the match moved on; else a message
    lesson.acknowledge()                       # for steps that expect no action
    lesson.finished, lesson.handover()         # the end, and the game to start next

Nothing here imports pygame; the pointers are the expected actions themselves (in engine
terms), which a board view already knows how to light as legal targets.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import Event, IllegalAction, action_from_json, action_to_json
from game.i18n import N_, lookup
from game.match import Match, Seat

FORMAT = "tavola-learn"
VERSION = 1
_ROOT = Path(__file__).resolve().parent



class ScenarioError(Exception):
    """A scenario file that cannot be used; ``str(exc)`` says what is wrong and where."""


@dataclass(frozen=True)
class Text:
    """One sentence or two: the English (a message id of the catalogs) and the file's own
    translations, ``(lang, text)`` pairs used only where a catalog lacks the message (a
    lesson written before the catalogs, or outside the tree)."""

    en: str
    own: tuple[tuple[str, str], ...] = ()

    def text(self, lang: str = "en") -> str:
        found = lookup(self.en, lang)
        if found is not None:
            return found
        return dict(self.own).get(lang) or self.en


@dataclass(frozen=True)
class Said:
    """Texts said one after the other (a step's "why not", then the pointer to the lit
    move), each in the language asked."""

    parts: tuple[Text, ...]

    @property
    def en(self) -> str:
        return self.text("en")

    def text(self, lang: str = "en") -> str:
        return " ".join(p.text(lang) for p in self.parts)


class _Refusal:
    """The engine's reason for refusing an action, in the language asked."""

    def __init__(self, exc: IllegalAction) -> None:
        self.exc = exc
        self.en = exc.text("en")

    def text(self, lang: str = "en") -> str:
        return self.exc.text(lang)


RIGHT = Text(N_("This is the move."))
WRONG = Text(N_("Try the highlighted move."))
NOT_YOURS = Text(N_("Wait: it is not your decision now."))
READ_ON = Text(N_("Read this, then continue."))
OVER = Text(N_("The lesson is over."))
SILENT = Text("")


@dataclass(frozen=True)
class Verdict:
    """The answer to an attempted action: ``ok`` (it was applied) and what to say, in
    any language (``text(lang)``; ``en`` for short)."""

    ok: bool
    said: Text | Said | _Refusal = SILENT
    events: tuple = ()  # every event of the action and of the scripted ones after it
    explain: Text | None = None  # "what just happened", when the step has one

    def text(self, lang: str = "en") -> str:
        return self.said.text(lang) if self.said.en else ""

    @property
    def en(self) -> str:
        return self.text("en")


@dataclass
class Step:
    """One decision of the learner (or one message to read, when ``expect`` is None).

    ``expect``: None (read and continue), or ``{"actions": [...]}`` (one of these exact
    actions), ``{"kinds": [...]}`` (any legal action of these classes) or ``{"any": true}``.
    ``then``: scripted actions applied after the learner's, whoever is to act; the string
    ``"easy"`` lets the easy computer decide one action for whoever acts (seeded).
    """

    say: Text
    expect: dict | None
    actions: list = field(default_factory=list)  # the exact actions, decoded
    then: list = field(default_factory=list)  # decoded actions or "easy"
    explain: Text | None = None
    point: list = field(default_factory=list)  # extra pointers, game terms, passed through
    why: Text | None = None  # "why not": said instead of WRONG when another move is tried

    def text(self, lang: str = "en") -> str:
        return self.say.text(lang)

    def wrong(self) -> Text | Said:
        """What a legal move other than the expected one gets: the step's own "why not"
        followed by the pointer to the lit move, or the plain WRONG."""
        if self.why is None:
            return WRONG
        return Said((self.why, WRONG))

    def accepts(self, action: Any) -> bool:
        if self.expect is None:
            return False
        if self.expect.get("any"):
            return True
        if "kinds" in self.expect:
            return type(action).__name__ in self.expect["kinds"]
        return action in self.actions


@dataclass
class Scenario:
    """A guided game: a start position (seed, players, options, actions) and its steps."""

    id: str
    game: str
    title: Text
    intro: Text
    seat: int
    players: int
    seed: int
    options: dict
    setup: list  # decoded actions that lead to the start position
    steps: list[Step]
    end: Text
    handover: dict  # {"level": "easy", "players": n, ...}: the game offered at the end
    path: str = ""

    def title_text(self, lang: str = "en") -> str:
        return self.title.text(lang)


# --------------------------------------------------------------------------- loading


def _text(data: Any, where: str) -> Text:
    """A text of the file: ``{"en": ...}`` (the message id), and any other language's own
    text (``"it": ...``), used where the catalogs lack the message."""
    if not isinstance(data, dict) or not (isinstance(data.get("en"), str)
                                          and data["en"].strip()):
        raise ScenarioError(f"{where}: needs an English text ('en')")
    own = tuple((lang, text.strip()) for lang, text in sorted(data.items())
                if lang != "en" and isinstance(lang, str) and isinstance(text, str)
                and text.strip())
    return Text(data["en"].strip(), own)


TEXT_FIELDS = ("say", "explain", "why")


def extract(fileobj: Any, keywords: Any, comment_tags: Any,
            options: dict) -> Any:
    """Babel extraction method: every English text of one lesson file (title, intro,
    each step's say/explain/why, the end) as a message, in the file's order."""
    data = json.load(fileobj)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return
    name = f"{data.get('game', '?')} lesson {data.get('id', '?')}"

    def text(node: Any, what: str) -> Any:
        if isinstance(node, dict) and isinstance(node.get("en"), str) and node["en"].strip():
            yield 1, None, node["en"].strip(), [f"{name}: {what}"]

    yield from text(data.get("title"), "title")
    yield from text(data.get("intro"), "intro")
    for i, st in enumerate(data.get("steps") or ()):
        for key in TEXT_FIELDS:
            if isinstance(st, dict):
                yield from text(st.get(key), f"step {i + 1} {key}")
    yield from text((data.get("end") or {}).get("say"), "end")


def _actions(rules: Any, data: Any, where: str, allow_easy: bool = False) -> list:
    if not isinstance(data, list):
        raise ScenarioError(f"{where}: expected a list of actions")
    out = []
    for i, a in enumerate(data):
        if allow_easy and a == "easy":
            out.append("easy")
            continue
        try:
            out.append(action_from_json(rules, a))
        except ValueError as exc:
            raise ScenarioError(f"{where}[{i}]: {exc}") from None
    return out


def parse_scenario(data: Any, games: dict | None = None, path: str = "") -> Scenario:
    """A :class:`Scenario` from its JSON data; raises ScenarioError on anything wrong.

    This checks the shape only; :func:`check_scenario` plays it through.
    """
    if games is None:
        from game import GAMES as games  # noqa: N811
    name = path or "scenario"
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError(f"{name}: not a Tavola lesson (format {FORMAT!r})")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise ScenarioError(f"{name}: made for a newer Tavola (version {data.get('version')})")
    rules = games.get(data.get("game"))
    if rules is None:
        raise ScenarioError(f"{name}: unknown game {data.get('game')!r}")
    try:
        setup = data["setup"]
        players = int(setup["players"])
        seed = int(setup["seed"])
        options = dict(setup.get("options") or {})
        seat = int(data.get("seat", 0))
        if not rules.min_players <= players <= rules.max_players or not 0 <= seat < players:
            raise ScenarioError(f"{name}: {players} players / seat {seat} is not possible")
        steps = []
        for i, st in enumerate(data["steps"]):
            where = f"{name} step {i + 1}"
            expect = st.get("expect")
            actions: list = []
            if expect is not None:
                if not isinstance(expect, dict) or not (
                    "actions" in expect or "kinds" in expect or expect.get("any") is True
                ):
                    raise ScenarioError(f"{where}: 'expect' needs 'actions', 'kinds' or 'any'")
                if "actions" in expect:
                    actions = _actions(rules, expect["actions"], f"{where} expect")
                    if not actions:
                        raise ScenarioError(f"{where}: no expected action")
                if "kinds" in expect:
                    unknown = [k for k in expect["kinds"] if k not in rules.action_types]
                    if unknown or not expect["kinds"]:
                        raise ScenarioError(f"{where}: unknown action kinds {unknown}")
            steps.append(
                Step(
                    say=_text(st.get("say"), f"{where} say"),
                    expect=expect,
                    actions=actions,
                    then=_actions(rules, st.get("then", []), f"{where} then", True),
                    explain=_text(st["explain"], f"{where} explain") if "explain" in st
                    else None,
                    point=list(st.get("point", [])),
                    why=_text(st["why"], f"{where} why") if "why" in st else None,
                )
            )
        if not steps:
            raise ScenarioError(f"{name}: no steps")
        end = data.get("end") or {}
        return Scenario(
            id=str(data["id"]),
            game=rules.id,
            title=_text(data.get("title"), f"{name} title"),
            intro=_text(data.get("intro"), f"{name} intro"),
            seat=seat,
            players=players,
            seed=seed,
            options=options,
            setup=_actions(rules, setup.get("actions", []), f"{name} setup actions"),
            steps=steps,
            end=_text(end.get("say"), f"{name} end"),
            handover=dict(end.get("handover") or {"level": "easy", "players": players}),
            path=path,
        )
    except ScenarioError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise ScenarioError(f"{name}: bad or missing field ({exc!r})") from None


def load_scenario(path: str | Path, games: dict | None = None) -> Scenario:
    """Read and parse one scenario file; raises ScenarioError with a readable message."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"{path}: not valid JSON ({exc})") from None
    return parse_scenario(data, games, str(path))


def scenario_paths(game_id: str) -> list[Path]:
    """The scenario files of a game, in name order (``game/<id>/data/learn/*.json``)."""
    folder = _ROOT / game_id / "data" / "learn"
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def scenarios(game_id: str, games: dict | None = None) -> list[Scenario]:
    """Every scenario of a game (the "Learn to play" entries), in file-name order."""
    return [load_scenario(p, games) for p in scenario_paths(game_id)]


# --------------------------------------------------------------------------- running


def has_lesson(game_id: str) -> bool:
    """True when ``game_id`` has a guided game (a damaged scenario file counts as none)."""
    try:
        return bool(scenario_paths(game_id))
    except OSError:
        return False


class Lesson:
    """A scenario in progress on a real :class:`Match`.

    The learner is ``seat``; the other seats are computer seats at the easy level (the
    lesson scripts their actions; the match records them as theirs). Undo is kept off by
    the match's barrier, which the lesson raises after each step.
    """

    def __init__(self, scenario: Scenario, games: dict | None = None,
                 names: list[str] | None = None) -> None:
        if games is None:
            from game import GAMES as games  # noqa: N811
        self.scenario = scenario
        self.rules = games[scenario.game]
        self.seat = scenario.seat
        seats = [
            Seat(
                (names[i] if names and i < len(names) else f"Player {i + 1}"),
                color=i,
                kind="human" if i == scenario.seat else "ai",
                level="easy",
            )
            for i in range(scenario.players)
        ]
        try:
            self.match = Match(self.rules, seats, scenario.seed, dict(scenario.options),
                               list(scenario.setup))
        except IllegalAction as exc:
            raise ScenarioError(f"{scenario.path or scenario.id}: the setup is not a legal "
                                f"game ({exc})") from None
        self.match.barrier = len(self.match.actions)
        self.index = 0
        self.wrong_attempts = 0  # legal moves that were not the one asked for
        self._queue: list = []  # scripted actions of the current step still to play
        self._skip_empty_steps_check()

    def _skip_empty_steps_check(self) -> None:
        step = self.step
        if step is not None and step.expect is not None and not self.your_turn():
            raise ScenarioError(
                f"{self.scenario.id} step {self.index + 1}: seat {self.seat} is not to act"
            )

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def finished(self) -> bool:
        return self.index >= len(self.scenario.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.scenario.steps[self.index]

    def progress(self) -> tuple[int, int]:
        """(step number from 1, number of steps)."""
        return min(self.index + 1, len(self.scenario.steps)), len(self.scenario.steps)

    def your_turn(self) -> bool:
        return self.rules.to_act(self.match.state) == self.seat

    def targets(self) -> list:
        """The actions to light now: the step's exact actions that are legal, or every
        legal action of the expected kinds (empty for a message step)."""
        step = self.step
        if step is None or step.expect is None or not self.your_turn():
            return []
        legal = self.rules.legal_actions(self.match.state)
        if step.actions:
            now = [a for a in step.actions if a in legal]
            if now:
                return now
            # reached through a first step such as Hansa's Start("place"): light the detail
            return [a for a in step.actions if any(a in after for after in self._lead_ins())]
        return [a for a in legal if step.accepts(a)]

    def _lead_ins(self) -> list[list]:
        """The legal actions after each legal lead-in (an action that leaves the learner
        to act again, as when the engine splits one gesture in two)."""
        out = []
        for a in self.rules.legal_actions(self.match.state):
            probe = self.match.state.copy()
            self.rules.apply(probe, a)
            if self.rules.to_act(probe) == self.seat:
                out.append(self.rules.legal_actions(probe))
        return out

    def _leads_in(self, action: Any) -> bool:
        """True when ``action`` is the first half of an expected action: none of the step's
        actions is legal yet, the learner acts again afterwards, and one of them is then."""
        step = self.step
        if step is None or not step.actions:
            return False
        legal = self.rules.legal_actions(self.match.state)
        if any(a in legal for a in step.actions):
            return False  # the move itself can be played: no lead-in needed
        probe = self.match.state.copy()
        self.rules.apply(probe, action)
        if self.rules.to_act(probe) != self.seat:
            return False
        return any(step.accepts(a) for a in self.rules.legal_actions(probe))

    def check(self, action: Any) -> Verdict:
        """Would ``action`` be accepted? Changes nothing."""
        step = self.step
        if step is None:
            return Verdict(False, OVER)
        if step.expect is None:
            return Verdict(False, READ_ON)
        if self._queue or not self.your_turn():
            return Verdict(False, NOT_YOURS)
        probe = self.match.state.copy()
        try:
            self.rules.apply(probe, action)
        except IllegalAction as exc:
            return Verdict(False, _Refusal(exc))
        if not step.accepts(action) and not (step.actions and self._leads_in(action)):
            return Verdict(False, step.wrong())
        return Verdict(True, RIGHT)

    # ------------------------------------------------------------------ acting
    def attempt(self, action: Any, *, paced: bool = False) -> Verdict:
        """Apply ``action`` if the step accepts it, then the step's scripted actions, and
        move to the next step. Otherwise nothing changes and the verdict says why.

        ``paced``: play only the learner's action; the table then calls
        :meth:`play_scripted` once per scripted action (to animate each) until
        :meth:`scripting` is False, and the lesson moves on after the last one."""
        verdict = self.check(action)
        if not verdict.ok:
            if self.step is not None and verdict.en == self.step.wrong().en:
                self.wrong_attempts += 1
            return verdict
        step = self.step
        assert step is not None
        events = list(self.match.play(action))
        if not step.accepts(action):  # a lead-in: the same step goes on
            return Verdict(True, RIGHT, events=tuple(events))
        self._queue = list(step.then)
        if not paced:
            events += self._drain()
        elif not self._queue:
            self._next_step()
        return Verdict(True, RIGHT, events=tuple(events), explain=step.explain)

    def acknowledge(self, *, paced: bool = False) -> Verdict:
        """Continue past a message step (one that expects no action); ``paced`` as for
        :meth:`attempt`."""
        step = self.step
        if step is None:
            return Verdict(False, OVER)
        if step.expect is not None or self._queue:
            return Verdict(False, WRONG)
        self._queue = list(step.then)
        if not paced:
            events = self._drain()
        else:
            events = []
            if not self._queue:
                self._next_step()
        return Verdict(True, SILENT, events=tuple(events), explain=step.explain)

    def scripting(self) -> bool:
        """True while scripted actions of the current step wait for :meth:`play_scripted`."""
        return bool(self._queue)

    def play_scripted(self) -> list[Event]:
        """Play the next scripted action (paced mode); after the last, the next step begins."""
        if not self._queue:
            return []
        a = self._queue.pop(0)
        events: list[Event] = []
        if self.rules.to_act(self.match.state) is not None:
            if a == "easy":
                a = self._easy_action()
            try:
                events = self.match.play(a)
            except IllegalAction as exc:
                raise ScenarioError(
                    f"{self.scenario.id} step {self.index + 1}: scripted "
                    f"{action_to_json(a)} is illegal ({exc})"
                ) from None
        if not self._queue:
            self._next_step()
        return events

    def _drain(self) -> list[Event]:
        events: list[Event] = []
        if not self._queue:
            self._next_step()
        while self._queue:
            events += self.play_scripted()
        return events

    def _next_step(self) -> None:
        self.index += 1
        self.match.barrier = len(self.match.actions)
        self._skip_empty_steps_check()

    def _easy_action(self) -> Any:
        from game.ai import choose_action
        from game.ai.adapter import mix_seed

        seat = self.rules.to_act(self.match.state)
        obs = self.rules.observe(self.match.state, seat)
        return choose_action(self.rules, obs, seat, "easy",
                             mix_seed(self.scenario.seed, len(self.match.actions), seat))

    def handover(self) -> dict:
        """The game to offer at the end: ``{"game", "players", "level", "seat", ...}``."""
        out = {"game": self.scenario.game, "players": self.scenario.players,
               "level": "easy", "seat": self.seat}
        out.update(self.scenario.handover)
        return out


def check_scenario(scenario: Scenario, games: dict | None = None) -> Lesson:
    """Play a scenario through with the first expected action of every step (raises
    ScenarioError when a step has no legal expected action); returns the finished lesson."""
    lesson = Lesson(scenario, games)
    while not lesson.finished:
        step = lesson.step
        assert step is not None
        if step.expect is None:
            lesson.acknowledge()
            continue
        targets = lesson.targets()
        if not targets:
            raise ScenarioError(
                f"{scenario.id} step {lesson.index + 1}: no expected action is legal here"
            )
        legal = lesson.rules.legal_actions(lesson.state)
        if targets[0] not in legal:  # play the lead-in first (e.g. Hansa's Start)
            lead = next(a for a in legal if lesson.check(a).ok)
            lesson.attempt(lead)
        verdict = lesson.attempt(targets[0])
        if not verdict.ok:  # pragma: no cover - targets are legal and accepted
            raise ScenarioError(f"{scenario.id} step {lesson.index + 1}: {verdict.en}")
    return lesson
