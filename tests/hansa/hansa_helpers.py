"""Helpers for the Hansa Teutonica tests: set up positions by hand."""

from __future__ import annotations

from game.hansa import RULES
from game.hansa.examples import pieces
from game.hansa.state import (
    MERCHANT,
    TRADER,
    code,
)

__all__ = ["M", "R", "T", "city", "code", "fill", "game", "office", "pieces",
           "place_from_supply", "posts", "route"]

R = RULES
T, M = TRADER, MERCHANT


def game(players: int = 4, seed: int = 1, **options):
    return R.new_game(players, seed, options or None)


def city(s, name: str) -> int:
    return s.board.city_index[name]


def route(s, a: str, b: str) -> int:
    return s.board.route_index["-".join(sorted((a, b)))]


def posts(s, r: int) -> list[int]:
    return list(s.board.route_posts[r])


def fill(s, r: int, seat: int, shapes=None) -> None:
    """Put pieces of ``seat`` on every post of route ``r`` (taken from nowhere: tests
    that check conservation build their positions with :func:`place_from_supply`)."""
    ps = posts(s, r)
    shapes = shapes or [T] * len(ps)
    for p, sh in zip(ps, shapes, strict=True):
        s.post[p] = code(seat, sh)


def place_from_supply(s, r: int, seat: int, shapes=None) -> None:
    ps = posts(s, r)
    shapes = shapes or [T] * len(ps)
    for p, sh in zip(ps, shapes, strict=True):
        s.supply[2 * seat + sh] -= 1
        s.post[p] = code(seat, sh)


def office(s, name: str, index: int, seat: int, shape: int | None = None) -> None:
    c = city(s, name)
    o = s.board.city_offices[c][index]
    s.office[o] = code(seat, s.board.office_shape[o] if shape is None else shape)
