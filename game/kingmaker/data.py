"""Kingmaker's static data, loaded once from ``data/*.json`` and indexed by small ints.

Positions are one int: ``0 <= p < N_AREAS`` is the open ground of an area,
``LOC0 + l`` is inside location ``l``, ``SEA0 + z`` a sea zone (ships only) and
``SHIP0 + card`` aboard the ship of that Crown card (nobles and royal pieces).
Every reconstructed value the engine uses comes from ``data/reconstructed.json`` (``R``).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

_DIR = Path(__file__).parent / "data"


def _load(name: str) -> dict:
    with open(_DIR / name, encoding="utf-8") as f:
        return json.load(f)


R: dict = _load("reconstructed.json")
_MAP = _load("map.json")
_CARDS = _load("crown_cards.json")["cards"]
_EVENTS = _load("events.json")["events"]
_HEIRS = _load("heirs.json")["heirs"]

# ----------------------------------------------------------------- map
AREA_ID: tuple[str, ...] = tuple(a["id"] for a in _MAP["areas"])
AREA_INDEX = {a: i for i, a in enumerate(AREA_ID)}
N_AREAS = len(AREA_ID)
AREA_NAME: tuple[str, ...] = tuple(a["name"] for a in _MAP["areas"])
AREA_KIND: tuple[str, ...] = tuple(a["kind"] for a in _MAP["areas"])
AREA_NB: tuple[tuple[int, ...], ...] = tuple(
    tuple(AREA_INDEX[n] for n in a["neighbours"]) for a in _MAP["areas"])
AREA_REGIONS: tuple[frozenset, ...] = tuple(frozenset(a["regions"]) for a in _MAP["areas"])
ZONE_ID: tuple[str, ...] = tuple(z["id"] for z in _MAP["sea_zones"])
ZONE_INDEX = {z: i for i, z in enumerate(ZONE_ID)}
N_ZONES = len(ZONE_ID)
ZONE_NAME: tuple[str, ...] = tuple(z["name"] for z in _MAP["sea_zones"])
ZONE_NB: tuple[tuple[int, ...], ...] = tuple(
    tuple(ZONE_INDEX[n] for n in z["adjacent_sea_zones"]) for z in _MAP["sea_zones"])
AREA_ZONES: tuple[tuple[int, ...], ...] = tuple(
    tuple(ZONE_INDEX[z] for z in a.get("sea_zones", [])) for a in _MAP["areas"])
ABROAD: tuple[bool, ...] = tuple(k in R["abroad_area_kinds"] for k in AREA_KIND)
CONTINENT: tuple[bool, ...] = tuple(k in R["continent_area_kinds"] for k in AREA_KIND)
SUMMONS_EXEMPT: tuple[bool, ...] = tuple(k in R["summons_exempt_area_kinds"] for k in AREA_KIND)

LOC_ID: tuple[str, ...] = tuple(x["id"] for x in _MAP["locations"])
LOC_INDEX = {x: i for i, x in enumerate(LOC_ID)}
N_LOCS = len(LOC_ID)
LOC_NAME: tuple[str, ...] = tuple(x["name"] for x in _MAP["locations"])
LOC_TYPE: tuple[str, ...] = tuple(x["type"] for x in _MAP["locations"])
LOC_AREA: tuple[int, ...] = tuple(AREA_INDEX[x["area"]] for x in _MAP["locations"])
LOC_GARRISON: tuple[int, ...] = tuple(x["garrison"] or 0 for x in _MAP["locations"])
LOC_CAP: tuple[int, ...] = tuple(x["capacity"] or 10**6 for x in _MAP["locations"])
LOC_CATHEDRAL: tuple[bool, ...] = tuple(bool(x["cathedral"]) for x in _MAP["locations"])
LOC_PORT: tuple[bool, ...] = tuple(bool(x["port"]) for x in _MAP["locations"])
LOC_VOTES: tuple[int, ...] = tuple(x["commons_votes"] or 0 for x in _MAP["locations"])
LOC_ONROAD: tuple[bool, ...] = tuple(bool(x["on_road"]) for x in _MAP["locations"])
LOC_FORTIFIED: tuple[bool, ...] = tuple(
    t in ("city", "town", "royal_castle", "noble_castle", "open_town") for t in LOC_TYPE)
AREA_LOCS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(N_LOCS) if LOC_AREA[i] == a) for a in range(N_AREAS))

LOC0 = N_AREAS
SEA0 = LOC0 + N_LOCS
SHIP0 = SEA0 + N_ZONES

ROADS: tuple[tuple[int, ...], ...] = tuple(
    tuple(AREA_INDEX[a] for a in r["areas"]) for r in _MAP["roads"])
ON_ROAD: tuple[bool, ...] = tuple(any(a in r for r in ROADS) for a in range(N_AREAS))

# ----------------------------------------------------------------- Crown cards
CARD_ID: tuple[str, ...] = tuple(c["id"] for c in _CARDS)
CARD_INDEX = {c: i for i, c in enumerate(CARD_ID)}
N_CARDS = len(CARD_ID)
CARD_TYPE: tuple[str, ...] = tuple(c["type"] for c in _CARDS)
CARD_NAME: tuple[str, ...] = tuple(c["name"] for c in _CARDS)
TROOPS: tuple[int, ...] = tuple(c["troops"] or 0 for c in _CARDS)
LORDS: tuple[int, ...] = tuple(c["lords_votes"] or 0 for c in _CARDS)
COMMONS: tuple[int, ...] = tuple(c["commons_votes"] or 0 for c in _CARDS)
CONTROLS: tuple[tuple[int, ...], ...] = tuple(
    tuple(LOC_INDEX[x] for x in c["controls"] if x in LOC_INDEX) for c in _CARDS)
BONUS: tuple[tuple[int, str] | None, ...] = tuple(
    (c["regional_bonus"]["troops"], c["regional_bonus"]["region"]) if c["regional_bonus"]
    else None for c in _CARDS)
ARCHBISHOP: tuple[bool, ...] = tuple(bool(c.get("archbishop")) for c in _CARDS)
CAPACITY: tuple[int, ...] = tuple(c.get("capacity") or 0 for c in _CARDS)
HOME_PORT: tuple[int, ...] = tuple(
    LOC_INDEX.get(c.get("home_port") or "", -1) for c in _CARDS)
OPTIONAL: tuple[bool, ...] = tuple(bool(c["optional"]) for c in _CARDS)
IN_DECK: tuple[bool, ...] = tuple(c.get("in_deck", True) is not False for c in _CARDS)
NOBLES: tuple[int, ...] = tuple(i for i in range(N_CARDS) if CARD_TYPE[i] == "noble")
_NOBLE_DATA = {n["id"]: n for n in _load("nobles.json")["nobles"]}
TITLED: tuple[bool, ...] = tuple(
    bool(_NOBLE_DATA.get(c["id"], {}).get("titled")) for c in _CARDS)
PLANTAGENET: tuple[bool, ...] = tuple(c["id"].startswith("nob_plantagenet") for c in _CARDS)
FRENCH: tuple[bool, ...] = tuple(c["id"].startswith("mrc_french") for c in _CARDS)
PARDON: tuple[bool, ...] = tuple(c["id"].startswith("spc_kings_pardon") for c in _CARDS)
SHIPS: tuple[int, ...] = tuple(i for i in range(N_CARDS) if CARD_TYPE[i] == "ship")
KINGS_SHIP = CARD_INDEX["shp_kings_ship"]
ADMIRAL = CARD_INDEX["off_admiral_of_england"]
CHANCELLOR = CARD_INDEX["off_chancellor_of_england"]
BEAUFORT = CARD_INDEX["nob_beaufort"]
SPOILS = frozenset(R["spoils_types"])
CHANCERY_TYPES = frozenset(("title", "office", "bishop"))
FIRST_PLAYER_CARDS: tuple[int, ...] = tuple(CARD_INDEX[c] for c in R["first_player_fallback"])

# the place a card controls through itself (town, office, bishop, noble's home castles)
LOC_CARD: tuple[int, ...] = tuple(
    next((i for i in range(N_CARDS) if CARD_TYPE[i] != "noble" and loc in CONTROLS[i]),
         next((i for i in NOBLES if loc in CONTROLS[i]), -1))
    for loc in range(N_LOCS))

# ----------------------------------------------------------------- heirs
HEIR_ID: tuple[str, ...] = tuple(h["id"] for h in _HEIRS)
N_HEIRS = len(HEIR_ID)
HEIR_NAME: tuple[str, ...] = tuple(h["name"] for h in _HEIRS)
LANCASTER, YORK = 0, 1
HEIR_HOUSE: tuple[int, ...] = tuple(0 if h["house"] == "lancaster" else 1 for h in _HEIRS)
HEIR_RANK: tuple[int, ...] = tuple(h["succession_rank"] for h in _HEIRS)
HEIR_START: tuple[int, ...] = tuple(LOC_INDEX[h["start_location"]] for h in _HEIRS)
HEIR_CROWNED: tuple[bool, ...] = tuple(bool(h["crowned_at_start"]) for h in _HEIRS)

# ----------------------------------------------------------------- events
EVENT_ID: tuple[str, ...] = tuple(e["id"] for e in _EVENTS)
N_EVENTS = len(EVENT_ID)
EVENT_KIND: tuple[str, ...] = tuple(e["kind"] for e in _EVENTS)
EVENT_TITLE: tuple[str, ...] = tuple(e["title"] for e in _EVENTS)
EVENT_HOUSE: tuple[bool, ...] = tuple(bool(e.get("house_rule")) for e in _EVENTS)
EVENT_LOCS: tuple[tuple[int, ...], ...] = tuple(
    tuple(LOC_INDEX[x] for x in e["effect"].get("locations", [])) for e in _EVENTS)
EVENT_SUMMONED: tuple[tuple[int, ...], ...] = tuple(
    tuple(CARD_INDEX[x] for x in e["effect"].get("summoned", [])) for e in _EVENTS)
EVENT_DEST: tuple[int, ...] = tuple(
    LOC_INDEX.get(e["effect"].get("destination") or "", -1) for e in _EVENTS)
COMBAT_RESULT: tuple[str, ...] = tuple(e["combat"]["result"] for e in _EVENTS)
COMBAT_RATIO: tuple[Fraction | None, ...] = tuple(
    Fraction(*map(int, e["combat"]["ratio"].split(":"))) if e["combat"]["ratio"] else None
    for e in _EVENTS)
COMBAT_KILLED: tuple[tuple[int, ...], ...] = tuple(
    tuple(CARD_INDEX[x] for x in e["combat"]["killed"]) for e in _EVENTS)
ASTERISK: tuple[bool, ...] = tuple(bool(e["combat"]["asterisk"]) for e in _EVENTS)

LADDER: tuple[Fraction, ...] = tuple(Fraction(a, b) for a, b in R["ratio_ladder"])

AREA_COORD: tuple[tuple[float, float], ...] = tuple((a["x"], a["y"]) for a in _MAP["areas"])
ZONE_PORTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(loc for loc in range(N_LOCS) if LOC_PORT[loc] and z in AREA_ZONES[LOC_AREA[loc]])
    for z in range(N_ZONES))
ANGLESEY = AREA_INDEX[_MAP["meta"]["menai_strait"]["between"][0]]
ARFON = AREA_INDEX[_MAP["meta"]["menai_strait"]["between"][1]]


def _land_dist() -> tuple[tuple[int, ...], ...]:
    """Cross-country steps between areas (99: not by land)."""
    out = []
    for a in range(N_AREAS):
        d = [99] * N_AREAS
        d[a] = 0
        frontier = [a]
        while frontier:
            nxt = []
            for x in frontier:
                for y in AREA_NB[x]:
                    if d[y] == 99:
                        d[y] = d[x] + 1
                        nxt.append(y)
            frontier = nxt
        out.append(tuple(d))
    return tuple(out)


LAND_DIST = _land_dist()
