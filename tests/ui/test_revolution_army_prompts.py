"""The army decisions say how they are made (seen in the real window, issue 38): a siege,
an army's move and military influence are made by dragging one of the player's framed
armies to a lit city, region or piece; the prompt says so and the table frames those
armies and lights the targets of the army picked up."""

from __future__ import annotations

import random

from test_revolution_view import click, make_view, new, screen, show  # noqa: F401

from game.revolution import RULES
from ui.views.revolution.gestures import source_target


def test_siege_move_and_military_influence_prompts_say_drag_and_the_table_agrees(screen):  # noqa: F811
    found: dict[str, bool] = {}
    for players, seed in ((2, 21), (5, 22), (3, 23)):
        rnd = random.Random(seed)
        s = new(players, seed=seed)
        view = make_view(players, (1366, 768), "it" if seed % 2 == 0 else "en")
        for _ in range(4000):
            if s.need is None or len(found) == 3:
                break
            acts = RULES.legal_actions(s)
            kinds = {"siege": "Besiege", "move": "MoveArmy", "milinf": "Convert"}
            if s.need in kinds and s.need not in found:
                moves = [a for a in acts if type(a).__name__ == kinds[s.need]]
                if moves:
                    show(view, s, screen)
                    word = "trascina" if view.ctx.lang == "it" else "drag"
                    assert word in view.prompt(), view.prompt()
                    src, dst = source_target(moves[0])
                    assert src in view.pieces  # the army is framed: it may be picked up
                    assert click(view, view.geo.anchor(src)) is None  # picked up
                    assert dst in view.lit(), (s.need, dst)
                    found[s.need] = True
            RULES.apply(s, rnd.choice(acts))
    assert set(found) == {"siege", "move", "milinf"}
