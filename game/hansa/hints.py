"""Hansa Teutonica's words for hints (see game.ai.hint): say when a displacement blocks
a route its victim had filled, ready to claim."""

from __future__ import annotations

from typing import Any

from game.hansa.actions import Displace
from game.hansa.state import NEUTRAL, owner_of
from game.hansa.text import describe, route_name
from game.i18n import N_, gettext


def reason(before: Any, after: Any, line: tuple | list, seat: int, events: list,
           lang: str = "en") -> str | None:
    """"Displace ...: blocks Player 2's claim of Hamburg–Lübeck", or None."""
    a = line[-1]
    if type(a) is not Displace:
        return None
    b = before.board
    piece = before.post[a.post]
    if not piece:
        return None
    victim = owner_of(piece)
    if victim == NEUTRAL:
        return None
    r = b.post_route[a.post]
    posts = b.route_posts[r]
    if not all(before.post[p] and owner_of(before.post[p]) == victim for p in posts):
        return None
    return gettext(N_("{move}: blocks Player {n}'s claim of {route}"), lang,
                   move=describe(a, lang), n=victim + 1, route=route_name(r))
