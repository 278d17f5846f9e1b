"""Board and setup data of Revolution, loaded once into index tables.

``data/setup.json`` holds the values the rulebook states (pieces, costs, phases);
``data/map_reconstructed.json`` holds the board: every reconstructed value (province
limits, taxes, VP, adjacency, rivers, regions, support boxes, allegiance-track effects)
lives there, tagged with its confidence, so a corrected board changes data, not code.

Indices: factions 0..4 in alignment order (Catholics..Reformers) and NEUTRAL 5;
provinces, settlements, regions, support-box spaces and army spaces are numbered in
file order. A *location* is a province's countryside (0..P-1) or a settlement (P+s).
"""

from __future__ import annotations

import json
from pathlib import Path

_DIR = Path(__file__).parent / "data"
MAP = json.loads((_DIR / "map_reconstructed.json").read_text(encoding="utf-8"))
SETUP = json.loads((_DIR / "setup.json").read_text(encoding="utf-8"))

FACTIONS: tuple[str, ...] = tuple(SETUP["alignment_order"])
C, H, N, B, R = range(5)
NEUTRAL = 5
OWNERS = 6

PROVINCES: list[dict] = MAP["provinces"]
SETTLEMENTS: list[dict] = MAP["settlements"]
REGIONS: list[dict] = MAP["regions"]
BOXES: list[dict] = MAP["support_boxes"]

P = len(PROVINCES)
S = len(SETTLEMENTS)
NLOC = P + S
PIDX = {p["id"]: i for i, p in enumerate(PROVINCES)}
SIDX = {s["id"]: i for i, s in enumerate(SETTLEMENTS)}
RIDX = {r["id"]: i for i, r in enumerate(REGIONS)}
BIDX = {b["id"]: i for i, b in enumerate(BOXES)}
FIDX = {f: i for i, f in enumerate(FACTIONS)}

LIMIT = [p["limit"] for p in PROVINCES]
TAX = [float(p["tax"]) for p in PROVINCES]
VP = [float(p["vp"]) for p in PROVINCES]
VP_FINAL = [float(p.get("vp_final_only", 0)) for p in PROVINCES]
SMALL = [bool(p["small"]) for p in PROVINCES]
PROV_REGION = [RIDX[p["region"]] for p in PROVINCES]
PROV_SETTLEMENTS = [[SIDX[x] for x in p["settlements"]] for p in PROVINCES]
PROV_LOCS = [[i] + [P + s for s in PROV_SETTLEMENTS[i]] for i in range(P)]

ADJ: list[set[int]] = [set() for _ in range(P)]
for _e in MAP["adjacency"]:
    ADJ[PIDX[_e["a"]]].add(PIDX[_e["b"]])
    ADJ[PIDX[_e["b"]]].add(PIDX[_e["a"]])
for _i, _p in enumerate(PROVINCES):
    for _q in _p["adjacent"]:
        ADJ[_i].add(PIDX[_q])
        ADJ[PIDX[_q]].add(_i)

IS_CITY = [s["type"] == "city" for s in SETTLEMENTS]
SET_PROV = [PIDX[s["province"]] for s in SETTLEMENTS]
TRADE = [bool(s["trade"]) for s in SETTLEMENTS]
CITIES = [i for i in range(S) if IS_CITY[i]]
TOWNS = [i for i in range(S) if not IS_CITY[i]]
CITY_CARD = [[SIDX[x] for x in (s.get("city_card") or [])] for s in SETTLEMENTS]
LOC_PROV = list(range(P)) + SET_PROV
LOC_CITY = [False] * P + IS_CITY
LOC_TOWN = [False] * P + [not c for c in IS_CITY]

REGION_PROVS = [[PIDX[x] for x in r["provinces"]] for r in REGIONS]
# Army spaces: the reconstruction's first spaces of each section keep the numbers they had
# (saves name spaces by number); the room the seed's battle example 2 needs (army_spaces,
# issue 37) is numbered after all of them. Each section's spaces run left to right.
REGION_SPACES: list[tuple[int, ...]] = []
SPACE_REGION: list[int] = []
ORANGE: list[int] = []
for _ri, _r in enumerate(REGIONS):
    _start = len(SPACE_REGION)
    REGION_SPACES.append(tuple(range(_start, _start + _r["army_spaces_reconstructed"])))
    SPACE_REGION.extend([_ri] * _r["army_spaces_reconstructed"])
    ORANGE.extend(_start + k for k in _r["orange_spaces"])
for _ri, _r in enumerate(REGIONS):
    _extra = _r["army_spaces"] - _r["army_spaces_reconstructed"]
    _start = len(SPACE_REGION)
    REGION_SPACES[_ri] += tuple(range(_start, _start + _extra))
    SPACE_REGION.extend([_ri] * _extra)
NSPACES = len(SPACE_REGION)
# the spaces in play under each reading of the option army_room
ROOM_SPACES = {
    "seed": REGION_SPACES,
    "reconstructed": [sp[:r["army_spaces_reconstructed"]] for sp, r in zip(REGION_SPACES, REGIONS,
                                                                            strict=True)],
}
REGION_LINKS: list[set[int]] = [set() for _ in REGIONS]
for _e in MAP["region_links"]:
    REGION_LINKS[RIDX[_e["a"]]].add(RIDX[_e["b"]])
    REGION_LINKS[RIDX[_e["b"]]].add(RIDX[_e["a"]])
REGION_LOCS = [[loc for p in REGION_PROVS[r] for loc in PROV_LOCS[p]] for r in range(len(REGIONS))]
NREG = len(REGIONS)

# support boxes: flat list of spaces
BOX_SPACE_KIND: list[str] = []  # "plain" | "filled" | "diagonal"
BOX_OF_SPACE: list[int] = []
BOX_SPACES: list[range] = []
for _bi, _b in enumerate(BOXES):
    _start = len(BOX_OF_SPACE)
    BOX_SPACES.append(range(_start, _start + len(_b["spaces"])))
    BOX_OF_SPACE.extend([_bi] * len(_b["spaces"]))
    BOX_SPACE_KIND.extend(_b["spaces"])
NBOXSP = len(BOX_OF_SPACE)
BOX_USERS = [[FIDX[f] for f in b["factions"]] for b in BOXES]
BOX_PROVS = [[PIDX[x] for x in b["provinces"]] for b in BOXES]
BOX_EXCLUSIVE = [bool(b.get("exclusive")) for b in BOXES]
SPANISH = BIDX["sb_spanish_treasury"]
HUGUENOTS = BIDX["sb_huguenots"]

WB = MAP["water_beggars"]
BEGGARS = int(WB["pieces"])
BEGGAR_COST = int(WB["cost_per_beggar"])
BEGGAR_RANGE = {PIDX[x] for x in WB["range_provinces"]}
BEGGAR_REGIONS = sorted({PROV_REGION[p] for p in BEGGAR_RANGE})

BISHOP_PROVS = [PIDX[x] for x in MAP["bishoprics"]["provinces"]]
UNIV = [SIDX[x] for x in MAP["universities"]["settlements"]]
UNIV_START = {SIDX[x] for x in MAP["universities"]["existing_at_start"]}
KOLN = SIDX["ct_koln"]
LEUVEN = SIDX["tn_leuven"]

TRACK = MAP["allegiance_track"]
TRACK_SPACES = int(TRACK["spaces"])
TRACK_CENTRE = int(TRACK["centre"])
TRACK_EFFECTS = {int(k): v for k, v in TRACK["effects"].items()}
TRACK_START = {SIDX[k]: v for k, v in TRACK["start"].items()}
TRACK_MAX_STEPS = int(TRACK["max_total_steps_per_city_per_turn"])
# [6.16] the track's shape (reading in allegiance_track.shape_reading): each space's label
# ("strongly_catholic" ... "strongly_reformed"), colour ("catholic", "neutral", "reformed")
# and the three central spaces, which print no instructions.
TRACK_LABELS = {int(k): v for k, v in TRACK["labels"].items()}
TRACK_COLOURS = {int(k): v for k, v in TRACK["colours"].items()}
TRACK_CENTRAL = frozenset(int(k) for k in TRACK["central"])

# rivers: list of (province list, blocking settlements per position)
RIVERS: list[tuple[list[int], list[list[int]]]] = []
for _rv in MAP["rivers"]:
    RIVERS.append(([PIDX[c["province"]] for c in _rv["course"]],
                   [[SIDX[x] for x in c["blocking"]] for c in _rv["course"]]))

COUNTS = SETUP["player_counts"]
START = SETUP["starting_pieces"]
TURN0_UNITS = [SETUP["turn0_new_units"][f] for f in FACTIONS]
RAISE_COST = [SETUP["army_raise_cost"][f] for f in FACTIONS]
UPKEEP = [SETUP["army_upkeep"]["maintain"][f] for f in FACTIONS]
DISBAND = int(SETUP["army_upkeep"]["disband"])
NEW_MIN = int(SETUP["new_units_minimum"])
COUNTRY_DIV = int(SETUP["new_units_countryside_divisor"])

PROV_NAMES = [p["name"] for p in PROVINCES]
SET_NAMES = [s["name"] for s in SETTLEMENTS]
REGION_NAMES = [r["name"] for r in REGIONS]
BOX_NAMES = [b["name"] for b in BOXES]
