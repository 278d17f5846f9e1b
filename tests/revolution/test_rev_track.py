"""[6.16] The allegiance track's shape: seven spaces, 1-3 Catholic, 4 neutral, 5-7 Reformed,
the three central spaces 3-5 without effect (reading and reasons in the data file)."""

from __future__ import annotations

from game.revolution import data as D
from game.revolution.influence import adjust_city, step_toward
from game.revolution.text import track_label
from tests.revolution.rev_helpers import P, clear_board, game, put, sett

C, H, N, B, R = 0, 1, 2, 3, 4


def test_koln_starts_in_the_middle_of_three_catholic_spaces():
    """«L'indicatore di fedeltà della città di KÖLN è sulla casella nel mezzo delle caselle di
    fedeltà cattolica (o la seconda casella partendo dall'estremità sinistra)»."""
    catholic = [v for v in range(1, D.TRACK_SPACES + 1) if D.TRACK_COLOURS[v] == "catholic"]
    assert catholic == [1, 2, 3]
    assert D.TRACK_START[sett("ct_koln")] == 2 == catholic[len(catholic) // 2]
    reformed = [v for v in range(1, D.TRACK_SPACES + 1) if D.TRACK_COLOURS[v] == "reformed"]
    assert reformed == [5, 6, 7]


def test_one_neutral_space_at_the_centre_the_nobility_pushes_toward():
    """«La Nobiltà sposta l'indicatore di fedeltà di una casella in direzione della casella
    centrale di fedeltà neutra»: one neutral space, the middle of the track."""
    neutral = [v for v in range(1, D.TRACK_SPACES + 1) if D.TRACK_COLOURS[v] == "neutral"]
    assert neutral == [D.TRACK_CENTRE] == [4]
    assert D.TRACK_SPACES == 7
    assert [step_toward(v, N) for v in range(1, 8)] == [2, 3, 4, 4, 4, 5, 6]


def test_three_central_spaces_change_nothing_and_the_others_do():
    """«Le città di cui l'indicatore di fedeltà è localizzato su una delle tre caselle
    centrali della scala di fedeltà restano immutate»; the other coloured spaces print
    instructions."""
    assert sorted(D.TRACK_CENTRAL) == [3, 4, 5]
    assert D.TRACK_COLOURS[3] == "catholic" and D.TRACK_COLOURS[5] == "reformed"
    s = game(4, seed=3)
    clear_board(s)
    k = sett("ct_koln")
    loc = P + k
    for space in range(1, 8):
        clear_board(s)
        put(s, C, loc, 2)
        put(s, R, loc, 2)
        before = [s.cnt[loc * 6 + o] for o in range(6)]
        s.allg[k] = space
        adjust_city(s, k, [])
        after = [s.cnt[loc * 6 + o] for o in range(6)]
        assert (after == before) == (space in (3, 4, 5)), space
    assert track_label(3) == "Catholic (central, no effect)"
    assert track_label(5, "it") == "riformata (centrale, nessun effetto)"
    assert track_label(7) == "strongly Reformed"
