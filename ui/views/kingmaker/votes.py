"""The table of a Parliament vote on its sheet: each faction's Lords and Commons under
"For" or "Against", and the totals of each House (from the engine's ``vote_result``
event, which carries every faction's votes)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.kingmaker.text import vote_totals
from ui import theme
from ui.views.kingmaker import art

Row = tuple[int, int, int, bool]  # seat, Lords, Commons, voted for


class VoteTable(str):
    """A sheet line that is a table: the votes in words (what the record and a reader
    get) and the rows drawn on the sheet."""

    rows: tuple[Row, ...]

    def __new__(cls, text: str, rows: tuple[Row, ...]) -> VoteTable:
        obj = super().__new__(cls, text)
        obj.rows = tuple(rows)
        return obj


def vote_rows(votes: list[dict]) -> tuple[Row, ...]:
    """The event's per-faction votes as table rows."""
    return tuple((int(r["seat"]), int(r["lords"]), int(r["commons"]), bool(r["yes"]))
                 for r in votes)


def table_surface(rows: tuple[Row, ...], fs: int, word: Callable[[str], str],
                  names: tuple[str, ...], colors: tuple, marks: tuple) -> pygame.Surface:
    """The vote table drawn at text size ``fs`` (``word`` gives the headers)."""
    return _table(rows, fs, tuple(word(k) for k in _HEADS), names, colors, marks)


_HEADS = ("v_for", "v_against", "h_lords", "h_commons", "v_total")


@lru_cache(maxsize=16)
def _table(rows: tuple[Row, ...], fs: int, heads: tuple[str, ...], names: tuple[str, ...],
           colors: tuple, marks: tuple) -> pygame.Surface:
    w_for, w_against, w_lords, w_commons, w_total = heads
    sub = max(11, fs - 2)
    f, fb = theme.font(fs), theme.font(fs, "bold")
    num_w = max(theme.font(sub, "italic").size(w_lords)[0],
                theme.font(sub, "italic").size(w_commons)[0], fb.size("888")[0]) + fs
    dot = fs
    name_cap = 9 * fs
    label_w = max([min(name_cap, f.size(names[r[0]])[0]) for r in rows]
                  + [fb.size(w_total)[0] - dot - 6])
    x_num = dot + 6 + label_w + fs  # the first number column
    gap = fs  # between the For and the Against columns
    cols = [x_num, x_num + num_w, x_num + 2 * num_w + gap, x_num + 3 * num_w + gap]
    width = cols[3] + num_w
    row_h = fs + 7
    height = 2 * row_h + len(rows) * row_h + row_h + 8
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    ink, soft = theme.INK, theme.INK_SOFT

    def put(t: pygame.Surface, cx: int, y: int) -> None:
        out.blit(t, (cx - t.get_width() // 2, y + (row_h - t.get_height()) // 2))

    y = 0
    for k, title in ((0, w_for), (2, w_against)):  # "For" over Lords and Commons, ...
        t = theme.render(title, fs, ink, "bold")
        put(t, cols[k] + num_w, y)
        pygame.draw.line(out, soft, (cols[k] + 4, y + row_h - 1),
                         (cols[k] + 2 * num_w - 4, y + row_h - 1), 1)
    y += row_h
    for k in range(4):
        put(theme.render(w_lords if k % 2 == 0 else w_commons, sub, soft, "italic"),
            cols[k] + num_w // 2, y)
    y += row_h
    for i, (seat, lords, commons, yes) in enumerate(rows):
        if i % 2 == 0:
            pygame.draw.rect(out, (*soft, 28), (0, y, width, row_h))
        c = (dot // 2, y + row_h // 2)
        out.blit(art.seat_dot(tuple(colors[seat]), dot, marks[seat]),
                 (c[0] - dot // 2, c[1] - dot // 2))
        name = names[seat]
        while len(name) > 1 and f.size(name)[0] > name_cap:
            name = name[:-1]
        t = theme.render(name, fs, ink)
        out.blit(t, (dot + 6, y + (row_h - t.get_height()) // 2))
        k = 0 if yes else 2
        put(theme.render(str(lords), fs, ink), cols[k] + num_w // 2, y)
        put(theme.render(str(commons), fs, ink), cols[k + 1] + num_w // 2, y)
        y += row_h
    pygame.draw.line(out, ink, (0, y + 2), (width, y + 2), 1)
    y += 5
    out.blit(theme.render(w_total, fs, ink, "bold"), (0, y + (row_h - fb.get_height()) // 2))
    lf, la, cf, ca = vote_totals([{"lords": r[1], "commons": r[2], "yes": r[3]} for r in rows])
    for k, (mine, other) in enumerate(((lf, la), (cf, ca), (la, lf), (ca, cf))):
        col = theme.ACCENT if mine > other else ink  # the side that carries each House
        put(theme.render(str(mine), fs, col, "bold"), cols[k] + num_w // 2, y)
    return out
