"""The guided first game ("Learn to play"): a lesson of ``game.learn`` on the real table.

The table is the play scene's, with a callout above the board: what just happened, and
what to do now. The step's actions glow (``BoardView.emphasise``); the learner's move goes
through the lesson (any other legal move gets "Try the highlighted move" and changes
nothing); the scripted seats play with the table's pacing; at the end the callout offers a
normal game against the easy computer.
"""

from __future__ import annotations

import logging
import random
import time
from typing import Any

import pygame

from game.i18n import LANGS, N_, gettext
from game.learn import (
    NOT_YOURS,
    OVER,
    READ_ON,
    WRONG,
    Lesson,
    ScenarioError,
    Text,
    Verdict,
    scenarios,
)
from game.match import Match, Seat
from ui import i18n, paper, text_fit
from ui.app import App
from ui.scenes.computer import Computer
from ui.scenes.play import PAUSE, PlayScene
from ui.scenes.registry import scene
from ui.theme import ACCENT, INK, INK_SOFT, font, smallcaps
from ui.widgets import Button, blit_text, ellipsize, px

log = logging.getLogger(__name__)

WORDS: dict[str, str] = {
    "title": N_("Learn to play"),
    "step": N_("Step {k} of {n}"),
    "happened": N_("What happened"),
    "now": N_("Now"),
    "continue": N_("Continue"),
    "watch": N_("Watch the other players…"),
    "done": N_("Lesson complete"),
    "handover": N_("Play a game"),
    "next_lesson": N_("Next lesson"),
    "leave": N_("Menu"),
    "broken": N_("This lesson cannot go on: {error}"),
    "none": N_("No lesson for this game yet."),
}


def word(key: str, **kw: Any) -> str:
    """The scene's own words in the interface language."""
    return gettext(WORDS[key], i18n.lang(), **kw)


class LearnScene(PlayScene):
    """A guided game at the table of ``game_id`` (its first scenario unless ``index``)."""

    def __init__(self, app: App, game_id: str, index: int = 0,
                 computer: Computer | None = None) -> None:
        every = scenarios(game_id)
        self.lesson = Lesson(every[index])
        self.index = index
        self.more = index + 1 < len(every)  # a next lesson to offer at the end
        self.explained: Text | None = self.lesson.scenario.intro  # shown above the step
        self.pace_scale = 1.0
        self.broken = ""
        self.said: Verdict | None = None  # the refusal on show, said again in a new language
        super().__init__(app, self.lesson.match, autosave=False,
                         computer=computer or Computer("inline"))
        self.results_shown = True  # the lesson's end is the callout, not the results screen
        self.btn_next = Button(lambda: word("continue"), self.next_step, size=19,
                               sound=self.click)
        self.btn_play = Button(lambda: word("handover"), self.hand_over, size=19,
                               sound=self.click)
        self.btn_leave = Button(lambda: word("leave"), self.app.pop, size=19, sound=self.click)
        self.btn_more = Button(lambda: word("next_lesson"), self.next_lesson, size=19,
                               sound=self.click)

    # ------------------------------------------------------------------ the lesson
    def reading(self) -> bool:
        """A message step waits for Continue."""
        step = self.lesson.step
        return step is not None and step.expect is None and not self.lesson.scripting()

    def refresh(self, events: list | None) -> None:
        super().refresh(events)
        lesson = getattr(self, "lesson", None)
        if lesson is not None:
            self.view.emphasise([] if lesson.scripting() else lesson.targets())

    def play(self, action: Any) -> bool:
        """The learner's move: played when the step asks for it, else refused unchanged."""
        lesson = self.lesson
        lang = self.app.settings.lang
        if lesson.finished or self.broken:
            return False
        verdict = lesson.check(action)
        if not verdict.ok:
            self.refresh(events=None)  # drop the view's half-made gesture
            self.view.show_illegal(verdict.text(lang))
            self.say(verdict.text(lang))
            self.said = verdict
            return False
        index = lesson.index
        try:
            verdict = lesson.attempt(action, paced=True)
        except ScenarioError as exc:
            return self._broken(exc)
        self.last_human = lesson.seat
        if lesson.index != index or lesson.scripting():  # the step is done (not a lead-in)
            self.explained = verdict.explain
        self._pace()
        self.refresh(list(verdict.events))
        return True

    def next_step(self) -> None:
        """Continue past a message step."""
        if not self.reading():
            return
        try:
            verdict = self.lesson.acknowledge(paced=True)
        except ScenarioError as exc:
            self._broken(exc)
            return
        self.explained = verdict.explain
        self._pace()
        self.refresh(list(verdict.events))

    def _pace(self) -> None:
        """Seconds before the next scripted move: the table's pause, quicker for long
        scripts (a whole winter is seventy moves)."""
        queued = len(self.lesson._queue)
        self.pace_scale = 1.0 if queued <= 8 else 0.2
        self.ai_wait = PAUSE.get(self.app.settings.anim, 0.7) * self.pace_scale

    def _broken(self, exc: Exception) -> bool:
        log.error("lesson %s: %s", self.lesson.scenario.id, exc)
        self.broken = str(exc)  # the scenario's error; said in the language of the moment
        self.say(word("broken", error=self.broken))
        return False

    def _computer_turn(self, dt: float) -> None:
        """The scripted seats (and routine moves of the learner) play one by one."""
        lesson = self.lesson
        if not lesson.scripting() or self.broken:
            return
        if self.view.busy():
            return
        self.ai_wait -= dt
        if self.ai_wait > 0:
            return
        try:
            events = lesson.play_scripted()
        except ScenarioError as exc:
            self._broken(exc)
            return
        self.ai_wait = PAUSE.get(self.app.settings.anim, 0.7) * self.pace_scale
        self.refresh(events)

    def skip_steps(self, k: int) -> None:
        """Play the first ``k`` steps with their expected moves at once (demo mode and
        screenshots: a guided game shown at a later step)."""
        lesson = self.lesson
        for _ in range(k):
            step = lesson.step
            if step is None:
                break
            if step.expect is None:
                self.explained = lesson.acknowledge().explain
                continue
            targets = lesson.targets()
            legal = lesson.rules.legal_actions(lesson.state)
            if targets and targets[0] not in legal:  # the engine's first half (Hansa Start)
                lesson.attempt(next(a for a in legal if lesson.check(a).ok))
            if not targets or not lesson.attempt(targets[0]).ok:
                break
            self.explained = step.explain
        self.refresh(events=None)

    def hints_allowed(self) -> bool:
        return False  # the lesson lights its own moves

    def hand_over(self) -> None:
        """The game the lesson ends with: a normal game against the easy computer."""
        h = self.lesson.handover()
        rules = self.lesson.rules
        n = int(h.get("players", rules.min_players))
        me = int(h.get("seat", 0))
        seats = [Seat(self.match.seats[me].name if i == me else f"Player {i + 1}", color=i,
                      kind="human" if i == me else "ai", level=str(h.get("level", "easy")))
                 for i in range(n)]
        seed = random.randrange(1 << 62)
        match = Match(rules, seats, seed)
        self.app.replace(scene("play")(self.app, match))

    def offer_more(self) -> bool:
        """True when the scene offers the game's next lesson: at the end of this one, and
        on its first step (a learner who knows this part may go straight on)."""
        lesson = self.lesson
        return self.more and (lesson.finished or (lesson.index == 0 and not lesson.scripting()))

    def next_lesson(self) -> None:
        """The game's next guided game (Revolution: armies, battles and sieges after the
        first turn's coins and majorities)."""
        game_id = self.lesson.scenario.game
        self.app.replace(scene("learn")(self.app, game_id, self.index + 1))

    # ------------------------------------------------------------------ scene
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE) and self.reading():
            self.next_step()
            return
        before = set(self.view.tentative())
        super().handle(event)
        self._take_tentative(before)

    def _take_tentative(self, before: set | frozenset = frozenset()) -> None:
        """A move set up on the table but not sent (a card laid on a Wallenstein action
        space before Confirm) is played as soon as it is the one the step asks for; one
        just set up that the step does not take is refused at once, as a wrong drop is in
        the other games (taken back, with the lesson's reason)."""
        lesson = self.lesson
        if lesson.finished or self.broken:
            return
        tentative = self.view.tentative()
        targets = [] if lesson.scripting() else lesson.targets()
        for a in tentative:
            if any(type(a) is type(t) and a == t for t in targets):
                self.play(a)
                return
        for a in tentative:
            if a not in before:
                self.view.withdraw(a)
                self._refuse_tentative(a)
                return

    def _refuse_tentative(self, action: Any) -> None:
        """Say why a card laid on the table is not taken: the lesson's own words (read on,
        wait) or the gentle "Try the highlighted move" -- not the engine's reason, which is
        about sending a plan in order, something the table does for the player."""
        lesson = self.lesson
        verdict = lesson.check(action)
        if verdict.en not in (READ_ON.en, NOT_YOURS.en, OVER.en):
            step = lesson.step
            verdict = Verdict(False, step.wrong() if step is not None else WRONG)
            lesson.wrong_attempts += 1
        text = verdict.text(self.app.settings.lang)
        self.refresh(events=None)
        self.view.show_illegal(text)
        self.say(text)
        self.said = verdict

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        # the lesson names squares ("G3"): the board's coordinates are shown while it lasts,
        # whatever the setting (the game handed over afterwards follows the setting)
        self.view.ctx.show_coords = True
        said = getattr(self, "said", None)
        if said is not None:  # the language may have changed: the refusal on show follows
            now = said.text(self.app.settings.lang)
            shown = {said.text(lang) for lang in LANGS}
            if getattr(self.view, "status", None) in shown:
                self.view.status = now
            if self.toast in shown:
                self.toast = now
        self.btn_save.enabled = False  # a lesson is not a match to keep
        board = self.rects["board"]
        h = self.callout_height(board)
        self.rects["callout"] = pygame.Rect(board.x, board.y, board.w, h)
        rest = pygame.Rect(board.x, board.y + h + px(8), board.w, board.h - h - px(8))
        self.rects["board"] = rest
        self.view.layout(rest)
        c = self.rects["callout"]
        self.btn_next.rect = continue_rect(c)
        bw, bh = self.btn_next.rect.size
        self.btn_play.rect = pygame.Rect(c.right - 2 * bw - px(20), c.bottom - bh - px(10),
                                         bw, bh)
        self.btn_leave.rect = pygame.Rect(c.right - bw - px(12), c.bottom - bh - px(10), bw, bh)
        self._sync_focus()

    def _sync_focus(self) -> None:
        super()._sync_focus()
        if not hasattr(self, "btn_next"):
            return
        extra: list = []
        if self.reading():
            extra.append(self.btn_next)
        if self.offer_more():  # the next lesson: at the end, or to skip this one at its start
            extra.append(self.btn_more)
            k = 3 if self.lesson.finished else 2
            bw, bh = self.btn_play.rect.size
            self.btn_more.rect = pygame.Rect(self.btn_leave.rect.right - k * bw - (k - 1) * px(8),
                                             self.btn_leave.rect.y, bw, bh)
        if self.lesson.finished:
            extra += [self.btn_play, self.btn_leave]
        if extra:
            self.focus.set(extra + [w for w in self.focus.widgets if w not in extra])

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        if "callout" not in self.rects:
            return
        self.draw_callout(surf, self.rects["callout"])
        for b in (self.btn_next, self.btn_more, self.btn_play, self.btn_leave):
            if b in self.focus.widgets:
                b.draw(surf, self.focus.focused() is b)

    def callout_texts(self) -> tuple[str, str, str]:
        """(heading, what happened, what to do now) in the interface language."""
        lang = self.app.settings.lang
        lesson = self.lesson
        k, n = lesson.progress()
        title = lesson.scenario.title_text(lang)
        # "what just happened" once it has happened: the scripted replies it tells of are
        # still being played (and logged) while the lesson is scripting
        before = self.explained.text(lang) if self.explained is not None \
            and not lesson.scripting() else ""
        if self.broken:
            return title, before, word("broken", error=self.broken)
        if lesson.finished:
            return f"{title} · {word('done')}", before, lesson.scenario.end.text(lang)
        head = f"{title} · {word('step', k=k, n=n)}"
        step = lesson.step
        now = step.text(lang) if step is not None else ""
        if lesson.scripting():
            now = word("watch")
        return head, before, now

    def callout_height(self, board: pygame.Rect) -> int:
        """The callout's height for this lesson in the interface language: the least of
        CALLOUT_H in which every text of the lesson fits beside the most buttons the
        callout shows (Continue; at the end Play a game and Menu, and Next lesson when
        there is one): a lesson keeps one height, so the board does not move from step to
        step; at most the greatest of CALLOUT_H and a third of the board."""
        lang = self.app.settings.lang
        sc = self.lesson.scenario
        pairs, before = [], ""
        for st in sc.steps:
            pairs.append((before, st.text(lang)))
            before = st.explain.text(lang) if st.explain is not None else ""
        pairs.append((before, sc.end.text(lang)))
        low, high = px(CALLOUT_H[0]), max(px(CALLOUT_H[0]), min(px(CALLOUT_H[1]),
                                                                  board.h // 3))
        for h in range(low, high + 1, px(10)):
            c = pygame.Rect(board.x, board.y, board.w, h)
            left, right, whole = callout_columns(c)
            one = continue_rect(c)
            k = 3 if self.more else 2  # buttons side by side at most
            avoid = [one.union(one.move(-(k - 1) * (one.w + px(8)), 0))]
            if all((not b or fit(left, b, "italic", avoid)[2])
                   and fit(right if b else whole, n, "regular", avoid)[2]
                   for b, n in pairs):
                return h
        return high

    def draw_callout(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The lesson's sheet above the board: heading, what happened, what to do now (each
        paragraph flows around the sheet's buttons; ``self.callout_cut`` says whether a
        paragraph had to be cut, with an ellipsis, to fit)."""
        with text_fit.within(rect):
            self._draw_callout(surf, rect)

    def _draw_callout(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        paper.panel(surf, rect, tint=(255, 246, 222))
        head, before, now = self.callout_texts()
        pad = px(12)
        title = smallcaps(head, px(19), ACCENT)
        while title.get_width() > rect.w - 2 * pad and len(head) > 2:  # a long title: cut
            head = head[: max(1, len(head) * (rect.w - 2 * pad) // title.get_width() - 1)]
            head = head.rstrip(" ·…") + "…"
            title = smallcaps(head, px(19), ACCENT)
        surf.blit(title, (rect.x + pad, rect.y + px(8)))
        left, right, whole = callout_columns(rect)
        buttons = [b.rect for b in (self.btn_next, self.btn_more, self.btn_play,
                                    self.btn_leave)
                   if b in self.focus.widgets and b.rect.colliderect(rect)]
        self.callout_cut = False
        if not before:  # nothing happened yet: the instruction takes the whole width
            right = whole
        else:
            self.callout_cut |= not self._paragraph(surf, left, word("happened"), before,
                                                    INK_SOFT, "italic", buttons)
        self.callout_cut |= not self._paragraph(surf, right, word("now"), now, INK, "regular",
                                                buttons)
        if self.ai_seat is None and self.lesson.scripting():
            dots = "." * (1 + int(time.monotonic() * 2) % 3)
            blit_text(surf, dots, px(20), (right.right - px(30), right.bottom - px(20)), ACCENT)

    @staticmethod
    def _paragraph(surf: pygame.Surface, rect: pygame.Rect, label: str, text: str,
                   color: tuple, style: str, avoid: list | tuple = ()) -> bool:
        """A small label and a wrapped paragraph, shrunk until it fits ``rect``, its lines
        kept clear of the ``avoid`` rects (the buttons); False when even the smallest size
        needed cutting (the last line then ends with an ellipsis)."""
        blit_text(surf, label, px(15), (rect.x, rect.y), INK_SOFT, "bold")
        y0 = rect.y + px(20)
        size, lines, fits = fit(rect, text, style, avoid)
        lh = int(size * 1.22)
        for i, line in enumerate(lines):
            blit_text(surf, line, size, (rect.x, y0 + i * lh), color, style)
        return fits


SIZES = (18, 16, 15, 14, 13)  # the callout's text sizes, largest first (before px)
CALLOUT_H = (150, 280)  # the callout's least and greatest height (before px)


def callout_columns(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(what happened, now, now across the whole width) inside a callout at ``rect``."""
    pad = px(12)
    top = rect.y + px(8) + font(px(19), "bold").get_linesize() + px(4)
    col_w = (rect.w - 3 * pad) // 2
    h = rect.bottom - top - pad
    left = pygame.Rect(rect.x + pad, top, col_w, h)
    right = pygame.Rect(rect.x + 2 * pad + col_w, top, col_w, h)
    return left, right, pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, h)


def continue_rect(callout: pygame.Rect) -> pygame.Rect:
    """Where Continue (and Menu at the end) stands: the callout's bottom-right corner."""
    bw, bh = px(170), px(34)
    return pygame.Rect(callout.right - bw - px(12), callout.bottom - bh - px(10), bw, bh)


def fit(rect: pygame.Rect, text: str, style: str,
        avoid: list | tuple = ()) -> tuple[int, list[str], bool]:
    """(size, lines, whether they fit) of a paragraph under its label in ``rect``: the
    largest size whose lines fit, else the smallest with the lines that fit, the last one
    ending with an ellipsis."""
    y0 = rect.y + px(20)
    room = rect.bottom - y0
    for n in SIZES:
        size = px(n)
        lh = int(size * 1.22)
        widths = line_widths(rect, y0, lh, avoid, px(8))
        lines = flow(text, size, style, widths)
        if len(lines) * lh <= room:
            return size, lines, True
    keep = max(1, room // lh)
    lines = lines[:keep]
    lines[-1] = ellipsize(lines[-1] + " …", size, widths(keep - 1), style)
    return size, lines, False


def line_widths(rect: pygame.Rect, y0: int, lh: int, avoid: list | tuple,
                gap: int) -> Any:
    """The width of each line ``i`` of a paragraph at ``rect`` (lines ``lh`` apart from
    ``y0``): the whole width, or up to the first ``avoid`` rect its height meets."""

    def width(i: int) -> int:
        top, bottom = y0 + i * lh, y0 + (i + 1) * lh
        w = rect.w
        for r in avoid:
            if r.top < bottom and r.bottom > top and r.right > rect.x and r.left < rect.right:
                w = min(w, r.left - gap - rect.x)
        return max(1, w)

    return width


def flow(text: str, size: int, style: str, width: Any) -> list[str]:
    """``text`` in lines, line ``i`` no wider than ``width(i)`` pixels."""
    f = font(size, style)
    lines: list[str] = []
    line = ""
    for w in text.split():
        cand = f"{line} {w}" if line else w
        if not line or f.size(cand)[0] <= width(len(lines)):
            line = cand
        else:
            lines.append(line)
            line = w
    lines.append(line)
    return lines
