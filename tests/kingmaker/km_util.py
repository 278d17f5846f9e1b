"""Building Kingmaker positions by hand for the rule tests (the builders are
game.kingmaker.examples', shared with the rules screen)."""

from __future__ import annotations

from game.kingmaker.examples import (
    area,
    blank,
    card,
    combat_card,
    event,
    event_of,
    loc,
    on_top,
    put,
)

__all__ = ["area", "blank", "card", "combat_card", "event", "event_of", "kinds", "loc",
           "on_top", "put"]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
