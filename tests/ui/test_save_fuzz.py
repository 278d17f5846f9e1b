"""Mutated real saves of every game through the Load screen's own path (issue 24): no
exception escapes, the file is left byte for byte, and the player reads a message of
ours, never a Python exception's name."""

from __future__ import annotations

import json
import os
import re

import pytest
from uihelp import frames

import game
from game.core import Rng
from game.match import Match, Seat
from ui import i18n
from ui.paths import saves_dir

GAMES = ("tigris", "hansa", "wallenstein")
PER_GAME = 100
EXCEPTION_NAME = re.compile(r"\b[A-Z]\w*(Error|Exception|Warning)\b|Traceback")
JUNK = [None, True, False, 0, -1, 1, 2, 7, 1.0, 0.5, -0.0, 1e300, float("inf"), float("-inf"),
        float("nan"), 10**30, -(10**30), "", "x", "1", "yesterday", "\x00", "\ud800", "Ann❤️",
        "\u202e", "\u0301", "Z" * 300, [], {}, [1], [None], ["PlaceTile", 1.0, 2],
        {"a": 1}, {"name": 3}, [[[]]], "tigris", "tavola-save"]


def real_save(game_id: str, seed: int) -> dict:
    rules = game.GAMES[game_id]
    n = rules.max_players if seed % 2 else rules.min_players
    m = Match(rules, [Seat(f"P{i + 1}", i) for i in range(n)], seed)  # no computer to start
    rng = Rng(seed)
    for _ in range(30):
        if m.is_over():
            break
        m.play(rng.choice(rules.legal_actions(m.state)))
    return m.to_json()


def _paths(doc, here=()):
    """Every place in ``doc`` (dict keys and list items), the root excluded."""
    out = []
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) \
        else ()
    for k, v in items:
        out.append((*here, k))
        out.extend(_paths(v, (*here, k)))
    return out


def _mutate_json(doc: dict, rng: Rng) -> dict:
    doc = json.loads(json.dumps(doc))
    paths = _paths(doc)
    top = [p for p in paths if len(p) <= 3]  # the header and the seats more often
    path = rng.choice(top if rng.random() < 0.6 else paths)
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    last = path[-1]
    how = rng.randrange(4)
    if how == 0:
        del parent[last]
    elif how == 1 and isinstance(parent, list):
        parent.insert(last, rng.choice(JUNK))
    else:
        parent[last] = rng.choice(JUNK)
    return doc


def _mutate_bytes(raw: bytes, rng: Rng) -> bytes:
    how = rng.randrange(4)
    i = rng.randrange(len(raw))
    if how == 0:
        return raw[:i]
    if how == 1:
        return raw[:i] + bytes([rng.randrange(256)]) + raw[i + 1:]
    if how == 2:
        return raw[:i] + bytes(rng.randrange(256) for _ in range(1 + rng.randrange(5))) + raw[i:]
    digits = [j for j, b in enumerate(raw) if 48 <= b <= 57]
    j = rng.choice(digits)
    return raw[:j] + rng.choice([b"9" * 25, b"-", b".5", b"e999", b"1e-400"]) + raw[j + 1:]


def mutations(game_id: str, n: int):
    rng = Rng(24 * 1000 + len(game_id))
    saves = [real_save(game_id, s) for s in (1, 2)]
    for k in range(n):
        base = saves[k % 2]
        if rng.random() < 0.7:
            doc = _mutate_json(base, rng)
            yield json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
        else:
            yield _mutate_bytes(json.dumps(base).encode("utf-8"), rng)


@pytest.mark.parametrize("game_id", GAMES)
def test_mutated_saves_through_the_load_screen(ui_app, game_id):
    from ui.scenes.load import LoadScene

    app = ui_app
    load = app.push(LoadScene(app))
    path = os.path.join(saves_dir(), "fuzz.json")
    opened = refused = 0
    for k, raw in enumerate(mutations(game_id, PER_GAME)):
        i18n.set_lang("it" if k % 3 == 0 else "en")
        with open(path, "wb") as f:
            f.write(raw)
        load.refresh()
        load.layout(app.size)
        load.draw(app.screen)  # the row: its date, names, reason
        assert len(load.rows) == 1
        row = load.rows[0]
        load.message = ""
        load.open(row.entry)
        if app.top is load:
            refused += 1
            assert load.message, raw[:200]
            assert not EXCEPTION_NAME.search(load.message), (load.message, raw[:200])
            if row.entry.error:
                assert not EXCEPTION_NAME.search(row.entry.error_text(i18n.lang()))
        else:
            opened += 1
            frames(app, 1)  # the table's first frame: every seat's name and colour
            app.pop()
        with open(path, "rb") as f:
            assert f.read() == raw, "opening a save must leave it exactly as it was"
    assert opened and refused > PER_GAME // 2  # both paths were walked
