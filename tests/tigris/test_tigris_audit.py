"""Rules audit against the Italian rulebook: scoring sources, conflicts, options.

Each test quotes (in its docstring) the rulebook passage it checks.
"""

from __future__ import annotations

import pytest
from tigris_helpers import at, blank, leader, play, play_asked, rack, tiles

from game.core import IllegalAction
from game.tigris import RULES
from game.tigris.actions import (
    BuildMonument,
    BuildZiggurat,
    Commit,
    DeclineMonument,
    EndTurn,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    WithdrawLeader,
)
from game.tigris.state import (
    BLACK,
    BLUE,
    DOWN,
    GREEN,
    MONUMENTS,
    PH_ACTION,
    PH_COMMIT,
    PH_MONUMENT,
    PH_ZIGGURAT,
    RED,
)


def test_tile_point_goes_to_the_leader_of_its_colour_else_the_king():
    """"il punto vittoria viene assegnato al giocatore che possiede quel leader ... Se non
    c'è nessun leader dello stesso colore, ma c'è un re ... al giocatore in possesso del re."""
    s = blank(2)
    tiles(s, RED, at(9, 7))
    leader(s, 1, BLACK, at(10, 7))  # seat 1's king
    rack(s, 0, blue=1, green=1)
    play(s, PlaceTile(GREEN, at(11, 7)))  # no trader: the king takes the green point
    assert s.scores[1] == [0, 0, 0, 1] and s.scores[0] == [0, 0, 0, 0]
    leader(s, 0, BLUE, at(8, 7))  # now seat 0's farmer is in the kingdom
    play(s, PlaceTile(BLUE, at(8, 8)))  # the farmer, not the king, takes the blue point
    assert s.scores[0] == [0, 0, 1, 0] and s.scores[1] == [0, 0, 0, 1]


def test_black_tiles_score_only_for_a_king_and_leaderless_tiles_score_nothing():
    """"Nessun punto vittoria viene concesso se: la tessera non è piazzata in un regno,
    oppure non c'è nessun re o leader dello stesso colore"."""
    s = blank(2)
    tiles(s, RED, at(8, 3))
    leader(s, 0, RED, at(8, 4))  # a priest alone
    rack(s, 0, black=2, green=1)
    play(s, PlaceTile(BLACK, at(9, 4)))  # settlement, no king: nobody
    play(s, EndTurn())
    s.active, s.actions_left = 0, 2
    play(s, PlaceTile(GREEN, at(7, 4)))  # market, no trader, no king: nobody
    play(s, PlaceTile(BLACK, at(2, 9)))  # isolated: not in a kingdom
    assert s.scores == [[0, 0, 0, 0], [0, 0, 0, 0]]


def test_no_leader_can_be_withdrawn_to_avoid_a_conflict():
    """"In entrambi i casi, i leader non possono essere rimossi allo scopo di evitare il
    conflitto ... Non si può terminare un'azione prima della risoluzione dei conflitti."""
    s = blank(2)
    tiles(s, RED, at(1, 4), at(3, 4))
    leader(s, 1, RED, at(2, 4))
    rack(s, 0, red=1)
    rack(s, 1, red=1)
    play(s, PlaceLeader(RED, at(4, 4)))
    assert s.phase == PH_COMMIT
    legal = RULES.legal_actions(s)
    assert all(type(a) is Commit for a in legal)
    for bad in (WithdrawLeader(RED), EndTurn(), PlaceTile(RED, at(8, 3))):
        before = s.copy()
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)
        assert s == before


def test_monument_income_for_the_king_only_from_a_black_monument():
    """"Un re riceve punti vittoria soltanto quando è connesso ad un monumento nero ...
    questo non avviene per i monumenti."""
    s = blank(2)
    blue_red = MONUMENTS.index((BLUE, RED))
    tiles(s, DOWN, at(4, 4), at(5, 4), at(4, 5), at(5, 5))
    s.monuments[blue_red] = at(4, 4)
    tiles(s, RED, at(7, 4))
    leader(s, 0, BLACK, at(6, 4))
    play(s, EndTurn())
    assert s.scores[0] == [0, 0, 0, 0]
    # both colours of one monument pay two leaders of the active player
    green_black = MONUMENTS.index((GREEN, BLACK))
    tiles(s, DOWN, at(4, 6), at(5, 6), at(4, 7), at(5, 7))
    s.monuments[green_black] = at(4, 6)
    tiles(s, RED, at(6, 6))
    leader(s, 0, GREEN, at(6, 5))
    s.active, s.actions_left = 0, 2
    play(s, EndTurn())
    assert s.scores[0] == [1, 0, 0, 1]


def test_catastrophe_leaves_kingdom_split_and_orphans_only_templeless_leaders():
    """"Nel caso in cui una tessera catastrofe distrugge l'ultimo tempio adiacente ad un
    leader, quel leader va subito rimosso"; a leader with another temple stays."""
    s = blank(2)
    tiles(s, RED, at(8, 3), at(10, 3), at(9, 2))
    leader(s, 1, BLACK, at(9, 3))  # temples on three sides
    leader(s, 1, GREEN, at(8, 4))  # only temple: I4
    play(s, PlaceCatastrophe(at(8, 3)))
    assert s.leader_pos[1 * 4 + GREEN] == -1
    assert s.leader_pos[1 * 4 + BLACK] == at(9, 3)


def test_building_doubles_a_tile_that_links_it_into_the_kingdom():
    """"Quando un giocatore piazza una tessera in un regno contenente un palazzo del
    colore corrispondente, il punteggio ... è aumentato a 2 cubi": the kingdom is the one
    the tile is in once placed, including a leaderless region it links."""
    s = blank(2, options={"buildings": True})
    tiles(s, RED, at(6, 4))
    leader(s, 0, RED, at(7, 4))
    tiles(s, RED, at(2, 4), at(3, 4), at(4, 4))  # a leaderless line with the library
    s.buildings[RED] = at(3, 4)
    rack(s, 0, red=1)
    play(s, PlaceTile(RED, at(5, 4)))
    assert s.scores[0][RED] == 2


def test_ziggurat_completed_by_an_arm_is_built_on_its_centre():
    """"Voi potete erigere lo Ziggurat quando create una croce di 5 tessere": the tile
    completing the cross may be an arm; the tower goes on the centre."""
    s = blank(2, options={"ziggurat": True})
    tiles(s, BLACK, at(8, 2), at(7, 3), at(9, 3), at(8, 3))
    rack(s, 0, black=1)
    play(s, PlaceTile(BLACK, at(8, 4)))
    assert s.phase == PH_ZIGGURAT
    assert RULES.legal_actions(s) == [BuildZiggurat(at(8, 3)), BuildZiggurat(-1)]
    with pytest.raises(IllegalAction):
        RULES.apply(s, BuildZiggurat(at(8, 4)))
    play(s, BuildZiggurat(at(8, 3)))
    assert s.ziggurat == at(8, 3)
    assert all(s.tile[x] == DOWN for x in (at(8, 2), at(7, 3), at(9, 3), at(8, 3), at(8, 4)))


def test_ziggurat_choice_between_two_crosses():
    """A tile joining two crosses (as the arm of both) lets the player pick the centre."""
    s = blank(2, options={"ziggurat": True})
    # crosses centred on H4 and J4 share the arm I4 (placed last)
    tiles(s, BLACK, at(7, 2), at(6, 3), at(7, 3), at(7, 4))
    tiles(s, BLACK, at(9, 2), at(9, 3), at(10, 3), at(9, 4))
    rack(s, 0, black=1)
    play(s, PlaceTile(BLACK, at(8, 3)))
    assert s.phase == PH_ZIGGURAT
    assert {a.square for a in RULES.legal_actions(s)} == {at(7, 3), at(9, 3), -1}
    play(s, BuildZiggurat(at(9, 3)))
    assert s.ziggurat == at(9, 3) and s.tile[at(7, 3)] == BLACK
    assert s.phase == PH_ACTION


def test_face_down_tiles_give_no_strength_in_revolts_or_wars():
    """A13: "esse non contano più per altre funzioni (esempio: come sostenitori in un
    conflitto)": flipped temples beside a leader add nothing to a revolt, flipped tiles of
    the contested colour nothing to a war."""
    s = blank(2)
    tiles(s, DOWN, at(4, 3), at(5, 3), at(4, 4), at(5, 4))
    s.monuments[MONUMENTS.index((BLUE, RED))] = at(4, 3)
    tiles(s, RED, at(7, 4), at(6, 5))
    leader(s, 1, RED, at(6, 4))  # beside the flipped F5 and two temples
    tiles(s, RED, at(3, 5))
    rack(s, 0, red=1)
    play(s, PlaceLeader(RED, at(4, 5)))  # beside the flipped E5 and the temple D6
    assert (s.c_att_base, s.c_def_base) == (1, 2)
    # a war between kings: face-down tiles are no settlements
    s = blank(2)
    tiles(s, DOWN, at(1, 3), at(2, 3), at(1, 4), at(2, 4))
    s.monuments[MONUMENTS.index((GREEN, BLACK))] = at(1, 3)
    tiles(s, RED, at(4, 3))
    leader(s, 0, BLACK, at(3, 4) - 16)  # D4: beside C4 (down) and E4 (temple)
    tiles(s, BLACK, at(6, 3))
    tiles(s, RED, at(8, 3))
    leader(s, 1, BLACK, at(7, 3))
    rack(s, 0, black=1)
    rack(s, 1, black=1)
    play(s, PlaceTile(BLACK, at(5, 3)))
    assert s.phase == PH_COMMIT and (s.c_att_base, s.c_def_base) == (0, 1)


def test_a_building_tile_survives_a_lost_war_and_scores_nothing():
    """"Una tessera che contiene un palazzo viene conteggiata nei conflitti. In ogni caso,
    una tessera di questo tipo non viene mai rimossa."""
    s = blank(2, options={"buildings": True})
    tiles(s, RED, at(0, 4))
    leader(s, 0, GREEN, at(1, 4))
    tiles(s, GREEN, at(2, 4), at(3, 4))
    s.buildings[GREEN] = at(2, 4)
    tiles(s, RED, at(7, 3))
    leader(s, 1, GREEN, at(7, 4))
    tiles(s, GREEN, at(5, 4), at(6, 4), at(8, 4))
    rack(s, 0, green=1)
    play_asked(s, PlaceTile(GREEN, at(4, 4)))  # 2 markets (one with the hall) against 3
    assert s.leader_pos[0 * 4 + GREEN] == -1
    assert s.tile[at(2, 4)] == GREEN and s.tile[at(3, 4)] != GREEN
    assert s.scores[1][GREEN] == 2  # the trader and the one market removed


def test_one_tile_completing_two_squares_offers_both_and_declining_bars_both():
    """"Se il giocatore attivo che completa il quadrato non costruisce alcun monumento ...
    Nessun monumento potrà successivamente essere costruito su quel quadrato."""
    s = blank(2)
    tiles(s, GREEN, at(4, 3), at(4, 4), at(5, 3), at(6, 3), at(6, 4))
    rack(s, 0, green=1)
    play(s, PlaceTile(GREEN, at(5, 4)))
    assert s.phase == PH_MONUMENT
    opts = [a for a in RULES.legal_actions(s) if type(a) is BuildMonument]
    assert {a.square for a in opts} == {at(4, 3), at(5, 3)}
    assert {MONUMENTS[a.monument] for a in opts} == {(RED, GREEN), (GREEN, BLACK),
                                                    (GREEN, BLUE)}
    play(s, DeclineMonument())
    assert s.barred == {at(4, 3), at(5, 3)}


def test_farms_on_the_river_can_form_a_monument():
    """Blue tiles form a square on the river like any other colour."""
    s = blank(2)
    tiles(s, BLUE, at(14, 3), at(15, 3), at(14, 4))
    rack(s, 0, blue=1)
    play(s, PlaceTile(BLUE, at(15, 4)))
    assert s.phase == PH_MONUMENT
    play(s, BuildMonument(MONUMENTS.index((BLUE, BLACK)), at(14, 3)))
    assert s.tile[at(15, 4)] == DOWN and s.monuments[MONUMENTS.index((BLUE, BLACK))] \
        == at(14, 3)


def test_no_catastrophe_on_a_catastrophe():
    """§5.3 (recommended): a square holding a catastrophe is no target."""
    s = blank(2)
    play(s, PlaceCatastrophe(at(8, 3)))
    before = s.copy()
    with pytest.raises(IllegalAction):
        RULES.apply(s, PlaceCatastrophe(at(8, 3)))
    assert s == before and PlaceCatastrophe(at(8, 3)) not in RULES.legal_actions(s)


def test_ziggurat_of_temples_keeps_its_treasure_and_sends_orphans_home():
    """§17.3: "Allo Ziggurat si applicano tutte le altre regole previste per i monumenti":
    the treasure stays, a leader left without a temple returns."""
    s = blank(2, options={"ziggurat": True})
    # cross centred on I6 around the starting temple I7 (treasure)
    tiles(s, RED, at(8, 4), at(7, 5), at(9, 5))
    leader(s, 1, GREEN, at(10, 5))  # only temple: J6
    rack(s, 0, red=1)
    play(s, PlaceTile(RED, at(8, 5)))
    assert s.phase == PH_ZIGGURAT
    play(s, BuildZiggurat(at(8, 5)))
    assert s.tile[at(8, 6)] == DOWN and s.treasure[at(8, 6)] == 1
    assert s.leader_pos[1 * 4 + GREEN] == -1


def test_a_revolt_between_kings_is_fought_with_temples_for_one_red_point():
    """"Entrambi, l'attaccante ed il difensore, traggono la loro forza dai templi ... il
    vincitore riceve 1 cubo punti vittoria rosso" -- whatever the leaders' colour."""
    s = blank(2)
    tiles(s, RED, at(1, 4), at(3, 4))
    leader(s, 1, BLACK, at(2, 4))
    rack(s, 0, red=2, black=3)
    rack(s, 1, black=3)
    play_asked(s, PlaceLeader(BLACK, at(4, 4)))
    assert (s.c_att_base, s.c_def_base) == (1, 2)
    assert [a.count for a in RULES.legal_actions(s)] == [0, 1, 2]  # temples, not settlements
    play_asked(s, Commit(2))  # the defender, with no temple, is asked and adds none
    assert s.scores[0] == [0, 1, 0, 0] and s.leader_pos[1 * 4 + BLACK] == -1
    assert s.racks[1] == [3, 0, 0, 0] and s.removed[RED] == 2


def _war_over_a_square(defender_markets: int):
    """Seat 0's trader owns an L of markets E5 E6 F6; the market at F5 completes the
    square and joins seat 1's trader kingdom (G5, I5 and maybe J5)."""
    s = blank(2)
    tiles(s, RED, at(2, 4), at(7, 3))
    leader(s, 0, GREEN, at(3, 4))
    tiles(s, GREEN, at(4, 4), at(4, 5), at(5, 5))
    leader(s, 1, GREEN, at(7, 4))
    tiles(s, GREEN, *[at(6, 4), at(8, 4), at(9, 4)][:defender_markets])
    rack(s, 0, green=1)
    play_asked(s, PlaceTile(GREEN, at(5, 4)))
    return s


def test_monument_is_offered_only_after_the_war_if_the_square_survives():
    """"Se il piazzamento della tessera da avvio ad un conflitto esterno, dovrete risolvere
    il conflitto prima di girare le tessere ... Se il quadrato continua a permanere dopo la
    risoluzione del conflitto, il giocatore attivo può costruire un monumento."""
    s = _war_over_a_square(2)  # 3 markets against 2: seat 0 wins
    assert s.scores[0][GREEN] == 3 and s.leader_pos[1 * 4 + GREEN] == -1
    assert s.phase == PH_MONUMENT
    assert {a.square for a in RULES.legal_actions(s) if type(a) is BuildMonument} \
        == {at(4, 4)}
    s = _war_over_a_square(3)  # 3 against 3: the defender wins, seat 0's L is removed
    assert s.scores[1][GREEN] == 4 and s.tile[at(4, 5)] != GREEN
    assert s.tile[at(5, 4)] == GREEN  # the unifying market stays
    assert s.phase == PH_ACTION and s.barred == frozenset()
