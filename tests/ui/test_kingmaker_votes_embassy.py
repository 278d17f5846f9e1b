"""The Kingmaker table's Parliament vote sheet (each faction's Lords and Commons, for and
against) and the Embassy's escorted move gliding like the other moves, with real pointer
events through the play scene."""

from __future__ import annotations

import pygame
import pytest
from test_kingmaker_table import _ready, _scene
from uihelp import click, frames

from game import GAMES
from game.kingmaker import data as D

RULES = GAMES["kingmaker"]


def _a_vote(players: int):
    """A real vote's position after it and its events (the vote's result among them)."""
    from game.core import Rng
    from game.kingmaker.actions import Propose, Summon

    for seed in range(1, 40):
        s = RULES.new_game(players, seed)
        rng = Rng(seed)
        for _ in range(1500):
            if RULES.is_over(s):
                break
            acts = RULES.legal_actions(s)
            pool = [a for a in acts if isinstance(a, (Summon, Propose))] or acts
            ev = RULES.apply(s, pool[rng.randrange(len(pool))])
            if any(e.kind == "vote_result" for e in ev):
                return s, ev
    pytest.skip("no vote reached")


@pytest.mark.parametrize("players,size", [(2, (1280, 800)), (5, (1920, 1080)),
                                          (7, (1280, 800))])
def test_the_vote_sheet_lists_each_factions_votes(players, size, monkeypatch):
    """A vote's sheet has a row per faction with its Lords and Commons under For or
    Against, as the engine's event gives them; drawn on the map, in every faction's
    colour, in text no smaller than the side column's, with the reason naming each
    House's count."""
    from game.kingmaker.text import vote_totals
    from ui import theme
    from ui.theme import player_color
    from ui.views.base import ViewContext
    from ui.views.kingmaker import votes
    from ui.views.kingmaker.side import MIN_PX
    from ui.views.kingmaker.view import KingmakerView

    s, ev = _a_vote(players)
    d = next(e for e in ev if e.kind == "vote_result").data
    names = [f"Seat {i + 1}" for i in range(players)]
    colors = [player_color(i) for i in range(players)]
    view = KingmakerView(ViewContext(rules=RULES, seat_names=names, seat_colors=colors,
                                     lang="en", anim_speed=1.0))
    view.layout(pygame.Rect(0, 0, *size))
    view.set_state(RULES.observe(s, 0), 0, False, ev)
    title, lines = next(sh for sh in view.sheets if any(st == "votes" for _, st in sh[1]))
    table = next(t for t, st in lines if st == "votes")
    assert table.rows == tuple((r["seat"], r["lords"], r["commons"], r["yes"])
                               for r in d["votes"])
    assert [r[0] for r in table.rows] == list(range(players))
    for (p, lo, co, yes) in table.rows:  # in words too, for the record and the reader
        assert f"{names[p]}: Lords {lo}, Commons {co}, {'for' if yes else 'against'}" in table
    lf, la, cf, ca = vote_totals(d["votes"])
    assert any(f"{lf} to {la}" in t or f"{cf} to {ca}" in t for t, st in lines
               if st == "italic")
    view.sheets = [(title, lines)]
    sizes: list[int] = []
    real = theme.render
    monkeypatch.setattr(theme, "render",
                        lambda t, sz, *a, **k: (sizes.append(sz), real(t, sz, *a, **k))[1])
    votes._table.cache_clear()
    surf = pygame.Surface(size)
    view.draw_board(surf)
    r = view.sheet_rect
    assert r is not None and view.geo.map.contains(r)
    assert sizes and min(sizes) >= MIN_PX
    sheet = surf.subsurface(r)
    for p in range(players):  # each faction's dot is on the sheet
        found = pygame.mask.from_threshold(sheet, (*colors[p], 255), (3, 3, 3, 255))
        assert found.count() > 10, p


# ---------------------------------------------------------------------- the Embassy glides
def _embassy_match(app):
    """Two humans; an Embassy to York calls Henry VI away from London, where Percy and
    Neville of the seat at the screen stand with him: that seat chooses the escort."""
    from game.kingmaker import rules as R
    from game.kingmaker.examples import blank, loc, on_top, put

    henry = D.HEIR_ID.index("roy_henry_vi")
    york = next(e for e in range(D.N_EVENTS) if D.EVENT_KIND[e] == "embassy"
                and D.LOC_NAME[D.EVENT_DEST[e]] == "York")
    play, match = _scene(app, ["human", "human"], 5)
    _ready(app, play)
    seat = play.last_human  # the human at the screen chooses, so no cover comes between
    s = blank(2)
    s.active = 1 - seat
    percy = put(s, "nob_percy", seat, loc("london"))
    neville = put(s, "nob_neville", seat, loc("london"))
    s.heir_ctrl[henry] = seat
    on_top(s, york)
    R._event_phase(s, [])
    assert s.pending[0][0] == "embassy" and s.to_act() == seat
    match.state = s
    play.refresh(None)
    frames(app, 1)
    assert play.covered_for is None
    return play, match, henry, percy, neville


def _click_action(app, play, action) -> None:
    """Click the button of ``action`` in the private panel (opening its tab if needed)."""
    view = play.view
    for tab in [None] + [b for b in view.buttons if b.key.startswith("tab:")]:
        if tab is not None:
            click(app, tab.rect.center)
            frames(app, 1)
        b = next((b for b in view.buttons if b.action == action), None)
        if b is not None:
            click(app, b.rect.center)
            return
    raise AssertionError(f"no button for {action}")


def test_the_embassy_escort_glides_with_the_king_along_the_road(ui_app):
    """Seat 0 picks Neville to escort Henry VI with the pointer; the King and Neville
    glide from London along a land route to York, Percy stays; the pieces land."""
    from game.kingmaker.actions import Escort
    from ui.views.kingmaker.routes import land_route

    play, match, henry, percy, neville = _embassy_match(ui_app)
    view = play.view
    assert view.ctx.anim_speed > 0
    src = match.state.heir_pos[henry]
    _click_action(ui_app, play, Escort(neville))
    _click_action(ui_app, play, Escort(-1))
    dest = match.state.heir_pos[henry]
    assert match.state.npos[neville] == dest != src and match.state.npos[percy] == src
    keys = {g.key: g for g in view.glides}
    assert set(keys) == {("noble", neville), ("heir", henry)}
    route = land_route(src, dest)
    assert len(route) > 2
    for g in keys.values():
        assert len(g.pts) == len(route)
        assert g.pts[0][1] > g.pts[-1][1]  # northwards, London to York
    assert ("heir", henry) in view.gliding() and view.busy()
    g = keys[("heir", henry)]
    seen = set()
    for _ in range(90):
        if not view.glides:
            break
        seen.add(g.at(view.glide_time))
        frames(ui_app, 1, 1 / 60)
    assert not view.glides and len(seen) > 5


def test_the_embassy_does_not_glide_with_animations_off(ui_app):
    from game.kingmaker.actions import Escort

    play, match, henry, percy, neville = _embassy_match(ui_app)
    view = play.view
    view.ctx.anim_speed = 0.0
    _click_action(ui_app, play, Escort(neville))
    _click_action(ui_app, play, Escort(-1))
    assert match.state.npos[neville] == match.state.heir_pos[henry]
    assert not view.glides and not view.busy()


@pytest.mark.parametrize("speed", [0.5, 2.0])
def test_the_embassy_glide_follows_the_animation_speed(ui_app, speed):
    from game.kingmaker.actions import Escort
    from ui.views.kingmaker import motion

    play, match, henry, _percy, neville = _embassy_match(ui_app)
    play.view.ctx.anim_speed = speed
    _click_action(ui_app, play, Escort(neville))
    _click_action(ui_app, play, Escort(-1))
    g = next(g for g in play.view.glides if g.key == ("heir", henry))
    legs = len(g.pts) - 1
    base = min(motion.GLIDE_MAX, max(motion.GLIDE_MIN, motion.GLIDE_BASE
                                     + motion.GLIDE_STEP * legs))
    assert g.dur == pytest.approx(base / speed)
