"""Helpers for the Hansa Teutonica tests: set up positions by hand."""

from __future__ import annotations

from game.hansa import RULES
from game.hansa.state import (
    ACTIONES,
    BURSA,
    CLAVIS_URBIS,
    DISPLACED,
    LIBER_SOPHIAE,
    MERCHANT,
    PRIVILEGIUM,
    TRADER,
    code,
)

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


def pieces(s, seat: int) -> tuple[int, int]:
    """(traders, merchants) of ``seat`` found anywhere: must always be (27, 4)."""
    lv = s.level[5 * seat:5 * seat + 5]
    t = (5 - lv[ACTIONES]) + (4 - lv[CLAVIS_URBIS]) + (3 - lv[PRIVILEGIUM]) + (3 - lv[BURSA]) + 1
    m = 3 - lv[LIBER_SOPHIAE]
    t += s.supply[2 * seat] + s.stock[2 * seat]
    m += s.supply[2 * seat + 1] + s.stock[2 * seat + 1]
    ct, cm = code(seat, T), code(seat, M)
    everywhere = list(s.post) + list(s.office) + [v for e in s.extra for v in e]
    t += everywhere.count(ct)
    m += everywhere.count(cm)
    m += s.coellen.count(seat + 1)
    if s.phase == DISPLACED and s.pend[1] >= 0 and s.pend[3] == seat:  # in the owner's hand
        if s.pend[1] == M:
            m += 1
        else:
            t += 1
    return t, m
