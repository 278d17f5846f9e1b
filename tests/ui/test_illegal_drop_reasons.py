"""Every game says WHY an illegal drop is refused, in the player's language: a piece is
dragged with real mouse events onto a place the rules forbid, at the table of a normal
game (the position of each guided game's first moves), and the status line gives a
reason in English and another in Italian; nothing is played."""

from __future__ import annotations

import pygame
import pytest
from uihelp import frames

from game.learn import Lesson, scenarios
from ui.views.common.why import generic

GAMES = ["tigris", "hansa", "wallenstein", "revolution", "kingmaker"]
START = {"tigris": 0, "hansa": 1, "wallenstein": 1, "revolution": 4, "kingmaker": 1}


def lesson_at(game_id: str) -> Lesson:
    """The guided game's match after its first ``START`` steps (played as expected)."""
    lesson = Lesson(scenarios(game_id)[0])
    while lesson.index < START[game_id]:
        if lesson.step.expect is None:
            lesson.acknowledge()
            continue
        legal = lesson.rules.legal_actions(lesson.state)
        target = lesson.targets()[0]
        if target not in legal:  # Hansa's Start before its Place
            lesson.attempt(next(a for a in legal if lesson.check(a).ok))
        assert lesson.attempt(target).ok
    return lesson


def drop(app, a: tuple[int, int], b: tuple[int, int]) -> None:
    """Press at ``a``, drag to ``b`` and release there, one frame per event."""
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.step(1 / 60)
    for p in (mid, b):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(5, 5),
                                             buttons=(1, 0, 0)))
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    app.step(1 / 60)


def gesture(game_id: str, view, lesson: Lesson) -> tuple[tuple, tuple]:
    """(where the piece is, a place the rules forbid for it) on the screen."""
    s = lesson.state
    target = lesson.targets()[0]
    if game_id == "tigris":  # the king onto the river: leaders stand on land
        river = next(x for x in range(len(s.board.river)) if s.board.river[x]
                     and s.tile[x] < 0)
        return view.priv.leaders[target.colour].center, view.geo.square_center(river)
    if game_id == "hansa":  # a trader onto the post the learner already holds
        piece = next(r for key, r in view.priv["pieces"] if key == ("supply", target.shape))
        return piece.center, view.post_center(68)
    if game_id == "wallenstein":  # a card onto an action space planned already
        card = next(r for r, c in view.hand_rects if c == target.card)
        return card.center, view.space_rects[0].center
    if game_id == "revolution":  # a new unit into a province where Catholics do not stand
        from game.revolution import data as D

        tray = view.geo.tray.center
        legal = {a.province for a in lesson.rules.legal_actions(s) if hasattr(a, "province")}
        far = next(p for p in range(D.P) if p not in legal
                   and view.place_at(view.geo.anchor(("prov", p))) == ("prov", p))
        return tray, view.geo.anchor(("prov", far))
    if game_id == "kingmaker":  # Courtenay to the far north, out of his reach
        from game.kingmaker import data as D

        here = view.action_rects(target)[0]
        far = D.LOC0 + D.LOC_INDEX["carlisle"]
        assert far not in {a.dest for a in lesson.rules.legal_actions(s)
                           if type(a).__name__ == "Move"}
        return here.center, view.geo.pos_pt(far)
    raise AssertionError(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_an_illegal_drop_says_why_in_english_and_italian(ui_app, game_id):
    from ui import i18n
    from ui.scenes.computer import Computer
    from ui.scenes.play import PlayScene

    lesson = lesson_at(game_id)
    match = lesson.match
    scene = PlayScene(ui_app, match, autosave=False, computer=Computer("inline"))
    ui_app.push(scene)
    reasons = {}
    for lang in ("en", "it"):  # the language switched as the settings screen does
        ui_app.settings.lang = lang
        i18n.set_lang(lang)
        scene.layout(pygame.display.get_surface().get_size())
        frames(ui_app, 3)
        assert scene.view.interactive and scene.human_to_act() == lesson.seat
        before = list(match.actions)
        src, dst = gesture(game_id, scene.view, lesson)
        drop(ui_app, src, dst)
        assert match.actions == before, "an illegal drop played something"
        reason = scene.view.status
        assert reason.strip(), f"{game_id} ({lang}): no reason given"
        assert scene.status_text()[1] == reason  # on the status line
        reasons[lang] = reason
    assert reasons["en"] != reasons["it"], reasons  # the Italian is not the English
    for reason in reasons.values():  # a rule, not the engine's catch-all
        assert not generic(reason) and "=" not in reason, reason
