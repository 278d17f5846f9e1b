"""Hansa Teutonica's words for hints (see game.ai.hint): the move in the imperative, as
the buttons say it ("Place a trader on …"; the log tells moves in the third person), and
for a displacement whose piece it hits ("…; Clara's piece is displaced"), and when it
blocks a route its victim had filled, ready to claim."""

from __future__ import annotations

from typing import Any

from game.hansa.actions import Displace
from game.hansa.state import owner_of
from game.hansa.text import describe_choice, displaced_fact, route_name
from game.i18n import N_, gettext


def reason(before: Any, after: Any, line: tuple | list, seat: int, events: list,
           lang: str = "en") -> str | None:
    """"Displace ...: blocks Player 2's claim of Hamburg–Lübeck; Player 2's piece is
    displaced", or the move's own words."""
    a = line[-1]
    move = describe_choice(a, lang)
    if type(a) is not Displace:
        return move
    piece = before.post[a.post] if 0 <= a.post < len(before.post) else 0
    if not piece:
        return move
    victim = owner_of(piece)
    b = before.board
    r = b.post_route[a.post]
    posts = b.route_posts[r]
    if all(before.post[p] and owner_of(before.post[p]) == victim for p in posts) \
            and victim < before.players:
        move = gettext(N_("{move}: blocks Player {n}'s claim of {route}"), lang,
                       move=move, n=victim + 1, route=route_name(r))
    return f"{move}; {displaced_fact(victim, lang)}"
