"""Saves made before the seed's notes were read word for word (option ``seed_text``) and
before the defaults changed (no round limit, the optional cards) load and replay exactly as
they were played: the file holds two saves written by that engine (commit 7d84fdd) with
what their replay gave then (a hash of every event, the final round, pieces and hands)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game import GAMES
from game.match import Match

RULES = GAMES["kingmaker"]
SAVES = json.loads((Path(__file__).parent / "data/saves_before_seed_text.json")
                   .read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(SAVES))
def test_an_old_save_keeps_its_reading_and_replays_exactly(name):
    data = dict(SAVES[name])
    want = data.pop("_expect")
    assert "seed_text" not in data["options"]
    m = Match.from_json(data, GAMES)  # loads: every move replays legally
    assert m.options["seed_text"] is False and m.options["turn_limit"] == 30
    fresh = Match(RULES, m.seats, m.seed, dict(m.options), [])
    h = hashlib.sha256()
    for a in m.actions:
        ev = fresh.play(a)
        h.update(repr([(e.kind, e.data) for e in ev]).encode())
    s = fresh.state
    assert h.hexdigest()[:16] == want["events"]
    assert (s.round, s.npos, s.faction, s.hands, s.end_reason) == (
        want["round"], want["npos"], want["faction"], want["hands"], want["end_reason"])
    assert [list(x) for x in s.alliances] == want["alliances"]
