"""The side column beside the Kingmaker map uses the height it has: outside a Parliament
its text is set larger (a twenty-sixth of the column, 14 px or more at 1280x800 with the
hand under it) and no heir's line is cut; when a Parliament sitting would push the
Chancery out, the whole column is set again smaller and the Chancery stays."""

from __future__ import annotations

import pytest
from test_kingmaker_view import QUICK, RULES, SIZES, advance, make_view, screen, show  # noqa: F401

from ui.views.kingmaker import side


@pytest.mark.parametrize("size", list(SIZES))
def test_side_column_text_is_large_and_whole_outside_parliament(screen, size,  # noqa: F811
                                                                  monkeypatch):
    s = RULES.new_game(7, 5, QUICK)
    advance(s, 40, seed=2)
    assert s.parl is None
    view = make_view(7, size)
    show(view, s, screen[size], size)
    cuts: list[str] = []
    sizes: list[int] = []
    real_cut, real_fit = side.cut, side.fit

    def spy_cut(text, size_, width, style="regular"):
        out = real_cut(text, size_, width, style)
        if out != text:
            cuts.append(text)
        return out

    def spy_fit(surf, text, size_, *a, **k):
        sizes.append(size_)
        return real_fit(surf, text, size_, *a, **k)

    monkeypatch.setattr(side, "cut", spy_cut)
    monkeypatch.setattr(side, "fit", spy_fit)
    view.draw_side(screen[size])
    names = [n for n, _ in view.side_blocks]
    assert "chancery" in names, names
    assert min(sizes) >= side.MIN_PX and max(sizes) >= 14, sorted(set(sizes))
    assert not cuts, cuts


@pytest.mark.parametrize("lang, one, many", [("en", "1 card", "cards"),
                                             ("it", "1 carta", "carte")])
def test_a_factions_panel_counts_one_in_the_singular(screen, lang, one, many,  # noqa: F811
                                                     monkeypatch):
    s = RULES.new_game(3, 4, QUICK)
    s.hands[0] = [s.crown_deck[0]]
    view = make_view(3, lang=lang)
    show(view, s, screen[(1280, 800)])
    said: list[str] = []
    real = side.rendered
    monkeypatch.setattr("ui.views.kingmaker.panels.rendered", lambda t, *a: (
        said.append(t), real(t, *a))[1])
    view.seat_stats.clear()
    view.lay_public((900, 60), 0)
    assert said and f"{one} \u00b7" in said[0], said[0]
    assert f" {many} " not in said[0].replace(f"{one} \u00b7", "")
