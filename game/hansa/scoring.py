"""Final scoring of Hansa Teutonica and the outcome with its tie-breaks."""

from __future__ import annotations

from game.core import Outcome, ranks_from_keys
from game.hansa.board import marker_data
from game.hansa.engine import control, network_offices, value
from game.hansa.state import ACTIONES, BURSA, CLAVIS_URBIS, LIBER_SOPHIAE, PRIVILEGIUM, HansaState
from game.i18n import N_, outcome_row

DEVELOPED = (ACTIONES, LIBER_SOPHIAE, PRIVILEGIUM, BURSA)  # Clavis Urbis scores nothing


def marker_points(n: int) -> int:
    """Points for owning ``n`` bonus markers (1/3/6/10/15/21)."""
    table = marker_data()["marker_score"]
    return table[min(n, len(table) - 1)]


def score_parts(s: HansaState, seat: int) -> list[tuple[str, dict, int]]:
    """(label, values, points) rows of one seat's final score (game.i18n.outcome_row)."""
    b = s.board
    dev = sum(4 for a in DEVELOPED if s.level[5 * seat + a] >= b.ability_max[a])
    markers = marker_points(len(s.unused[seat]) + len(s.used[seat]))
    coellen = sum(b.coellen_points[i] for i in range(4) if s.coellen[i] == seat + 1)
    cities = sum(2 for c in range(b.n_cities) if control(s, c) == seat)
    net = network_offices(s, seat) * value(s, seat, CLAVIS_URBIS)
    return [
        outcome_row(N_("Prestige track"), s.prestige[seat]),
        outcome_row(N_("Fully developed abilities"), dev),
        outcome_row(N_("Bonus markers"), markers),
        outcome_row(N_("Coellen table"), coellen),
        outcome_row(N_("Controlled cities"), cities),
        outcome_row(N_("Network (Clavis Urbis)"), net),
    ]


def outcome(s: HansaState) -> Outcome:
    parts = [score_parts(s, seat) for seat in range(s.players)]
    scores = [float(sum(v for _, _, v in rows)) for rows in parts]
    breakdown = [[*rows, outcome_row(N_("Total"), int(sc))] for rows, sc in zip(parts, scores,
                                                                             strict=True)]
    if s.options.get("bigbox_tiebreak"):
        keys = [(scores[i], -s.level[5 * i + ACTIONES], parts[i][5][2])
                for i in range(s.players)]
        tie = [(N_("Ties go to the player who developed Actiones less, then to the larger "
                   "network score."), {})]
    else:
        keys = [(sc,) for sc in scores]
        tie = [(N_("Tied players share their place."), {})] if len(set(scores)) < len(
            scores) else []
    return Outcome(scores, ranks_from_keys(keys), breakdown, tie)
