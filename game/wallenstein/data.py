"""Board, card and model data read once from ``game/wallenstein/data/*.json``.

``PROVINCES`` etc. are indexed by province number (the order of provinces.json).
Reconstructed values (tower parameters, chosen answers to ambiguities) live in
``data/reconstructed.json``; the reconstructed 2002 event deck is marked in events.json.
"""

from __future__ import annotations

import json
import os
from typing import NamedTuple

_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def _load(name: str) -> dict:
    with open(os.path.join(_DIR, name), encoding="utf-8") as fh:
        return json.load(fh)


_PROV = _load("provinces.json")
_ACTIONS = _load("actions.json")
_EVENTS = _load("events.json")
_HUNGER = _load("hunger_table.json")
RECONSTRUCTED: dict = _load("reconstructed.json")

REGIONS: tuple[str, ...] = tuple(r["id"] for r in _PROV["regions"])
REGION_NAMES: tuple[str, ...] = tuple(r["name"] for r in _PROV["regions"])
PROVINCES: tuple[dict, ...] = tuple(_PROV["provinces"])
N_PROVINCES = len(PROVINCES)
PROVINCE_IDS: tuple[str, ...] = tuple(p["id"] for p in PROVINCES)
NAMES: tuple[str, ...] = tuple(p["name"] for p in PROVINCES)
INDEX: dict[str, int] = {pid: i for i, pid in enumerate(PROVINCE_IDS)}
REGION: tuple[int, ...] = tuple(REGIONS.index(p["region"]) for p in PROVINCES)
GOLD: tuple[int, ...] = tuple(p["gold"] for p in PROVINCES)
GRAIN: tuple[int, ...] = tuple(p["grain"] for p in PROVINCES)
CITIES: tuple[int, ...] = tuple(p["cities"] for p in PROVINCES)
EXCLUDED_3P: tuple[bool, ...] = tuple(bool(p["excluded_in_3p"]) for p in PROVINCES)
NEIGHBORS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(INDEX[n] for n in p["neighbors"])) for p in PROVINCES
)

_COSTS = {a["id"]: a.get("cost_gold", 0) for a in _ACTIONS["actions"]}
BUILD_COST: tuple[int, int, int] = (
    _COSTS["build_palace"], _COSTS["build_church"], _COSTS["build_trading_house"]
)
RECRUIT_COST: dict[int, int] = {5: _COSTS["recruit_5"], 3: _COSTS["recruit_3"],
                                1: _COSTS["recruit_1_and_move"]}
_CONST = _ACTIONS["game_constants"]
ARMIES_PER_PLAYER: int = _CONST["armies_per_player"]
GRAIN_MARKER: int = 1
"""Armies of each colour that sit on the grain scale as the player's marker for the whole
game (seed: "Mettere una propria armata sulla scala del grano"): never in the supply."""
GREEN_CUBES: int = _CONST["green_cubes_total"]
BLANKS: int = _CONST["blank_cards_per_player"]
_PIECES = _CONST["buildings_in_box"]
BUILDING_PIECES: tuple[int, int, int] = (_PIECES["palace"], _PIECES["church"],
                                         _PIECES["trading_house"])
_VIC = _CONST["victory"]["region_majority"]
MAJORITY: tuple[tuple[int, int], ...] = tuple(
    (_VIC[k]["sole_leader"], _VIC[k]["tied_leaders_each"])
    for k in ("palace", "church", "trading_house")
)
SETUP: dict[int, dict] = {
    int(k): v for k, v in _ACTIONS["setup_by_player_count"].items() if k.isdigit()
}

HUNGER: tuple[tuple[int, int, int], ...] = tuple(
    (r["missing_min"], r["revolting_provinces"], r["extra_peasants"]) for r in _HUNGER["rows"]
)


def hunger(shortfall: int) -> tuple[int, int]:
    """(provinces that revolt, extra peasants each) for a grain shortfall (0 when none)."""
    out = (0, 0)
    for lo, prov, extra in HUNGER:
        if shortfall >= lo:
            out = (prov, extra)
    return out


class EventCard(NamedTuple):
    """One event card: ``kind`` says what it does, ``region`` is -1 or a region index."""

    id: str
    kind: str
    grain_loss: int
    region: int
    reconstructed: bool
    text: str


def _cards_2012() -> tuple[EventCard, ...]:
    out = []
    for c in _EVENTS["editions"]["2012"]["cards"]:
        losses = [c["grain_loss"]]
        if c.get("copies", 1) > 1:
            losses.append(c["second_copy_grain_loss"])
        for i, loss in enumerate(losses):
            cid = c["id"] if i == 0 else f"{c['id']}_{i + 1}"
            out.append(EventCard(cid, c["id"], loss, -1, False, c["effect"]))
    return tuple(out)


def _cards_2002() -> tuple[EventCard, ...]:
    out = []
    for c in _EVENTS["editions"]["2002"]["reconstructed_deck"]["cards"]:
        region = REGIONS.index(c["region"]) if "region" in c else -1
        kind = c["id"]
        if region >= 0:
            kind = kind[: -len(c["region"]) - 1]
        else:
            kind = kind.rstrip("0123456789").rstrip("_")
        out.append(EventCard(c["id"], kind, c["grain_loss"], region, True, c["effect"]))
    return tuple(out)


EVENT_DECKS: dict[str, tuple[EventCard, ...]] = {"2012": _cards_2012(), "2002": _cards_2002()}

TOWER: dict = RECONSTRUCTED["tower"]
MARKER_AFTER_LOST_REVOLT: bool = RECONSTRUCTED["answers"]["A1_revolt_succeeded_add_marker"]
STARTING_GOLD: dict[int, int] = {3: SETUP[3]["starting_gold"], 4: SETUP[4]["starting_gold"],
                                 5: SETUP[5]["starting_gold"]}
