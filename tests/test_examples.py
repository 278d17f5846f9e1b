"""Every registered rule example: a legal position whose moves all apply, with captions."""

from __future__ import annotations

import pytest

from game import GAMES
from game.examples import example, examples, problems, show
from game.i18n import LANGS

ALL = [ex for g in GAMES for ex in examples(g)]


def test_the_rulebook_examples_are_registered():
    ids = {g: {ex.id for ex in examples(g)} for g in GAMES}
    assert {f"example_{i}" for i in range(1, 6)} | {"first_round"} <= ids["tigris"]
    assert {"example_6a", "example_6b", "example_6c", "example_6d"} <= ids["tigris"]
    assert "network" in ids["hansa"] and "hunger" in ids["wallenstein"]
    assert {"koln_no_majority", "koln_majority", "new_units", "battle_1",
            "battle_3"} <= ids["revolution"]
    assert {"ratio_450_240", "kenilworth_edward"} <= ids["kingmaker"]
    assert len({(ex.game, ex.id) for ex in ALL}) == len(ALL)
    with pytest.raises(KeyError):
        example("tigris", "example_99")


@pytest.mark.parametrize("ex", ALL, ids=lambda ex: f"{ex.game}/{ex.id}")
def test_example_position_is_legal_and_its_steps_apply(ex):
    rules = GAMES[ex.game]
    for lang in LANGS:
        assert ex.title(lang).strip() and ex.caption(lang).strip()
    assert len({ex.caption(lang) for lang in LANGS}) == len(LANGS) and ex.source
    assert len({ex.title(lang) for lang in LANGS}) == len(LANGS)
    state = ex.build()
    assert problems(ex, state) == []
    assert ex.build() == state or ex.game == "wallenstein"  # rebuilt the same way
    before = state.copy()
    n = 0
    for after, action, events in show(ex):
        n += 1
        assert problems(ex, after) == [], f"after {action}"
        assert events, f"{action} did nothing"
    assert n == len(ex.steps)
    # show() works on its own copy: the next "show me" starts again from the example
    state2 = ex.build()
    if ex.steps:
        assert ex.steps[0] in rules.legal_actions(state2)
    assert state == before
