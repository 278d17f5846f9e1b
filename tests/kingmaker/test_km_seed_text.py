"""The seed's notes 1.a, 1.f and rules 2.2-2.4 read word for word (option ``seed_text``,
on by default; saves made before it keep the earlier readings), and the seed's game by
default. Each test quotes the seed's sentence it checks."""

from __future__ import annotations

from fractions import Fraction

from km_util import area, blank, card, combat_card, kinds, loc, on_top, put

from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import (
    Answer,
    Battle,
    DefendFrench,
    Discard,
    DrawEvent,
    EndAlliance,
    KeepAlliance,
    OfferAlliance,
    PlayCard,
    Siege,
)
from game.kingmaker.state import COMBAT, MOVE
from game.match import saved_options


def _offensive(s, frm_noble: int, to: int) -> None:
    """Seat of ``frm_noble`` offers an offensive alliance with him as commander; accepted."""
    RULES.apply(s, OfferAlliance(to, frm_noble))
    RULES.apply(s, Answer(True, -1))


def test_defaults_are_the_seeds_game_and_old_saves_keep_their_reading():
    """«Il gioco ... ha come obbiettivo il controllo dell'ultimo degli Eredi»: no round
    limit by default; the club plays with the French (2.3) and the Plantagenets (2.4)."""
    opts = RULES.default_options()
    assert opts["turn_limit"] == 0 and opts["optional_cards"] and opts["seed_text"]
    s = RULES.new_game(3, 5, {})
    for _ in range(3):  # no round limit: rounds go on past any old limit
        R._end_round(s, [])
    s.round = 500
    R._end_round(s, [])
    assert s.end_reason != "time"
    # a save from before these options: the earlier readings and its own limit
    old = saved_options(RULES, {"house_events": True})
    assert old["seed_text"] is False and old["optional_cards"] is False
    assert old["turn_limit"] == 30
    labels = " ".join(o.label_en for o in RULES.options)
    for number in ("2.1", "2.2", "2.3", "2.4", "2.5", "1.a", "1.f", "rule 3"):
        assert number in labels


def test_time_ending_says_how_it_is_ranked():
    """«Stabilito di chiudere la sessione di gioco nella forma a tempo ... sarà necessario
    calcolare i punteggi» (section 3): the results say which ranking was used."""
    for tour, word in ((True, "tournament scoring (section 3)"), (False, "votes")):
        s = RULES.new_game(3, 8, {"turn_limit": 5, "tournament_scoring": tour})
        s.round = 5
        R._end_round(s, [])
        assert s.end_reason == "time"
        assert word in RULES.outcome(s).tiebreak_text("en")


def test_1f_an_alliances_attack_must_include_its_commander():
    """1.f: «o per realizzare un attacco, al quale però deve partecipare il Nobile
    scelto come comandante»."""
    s = blank(3)
    york, london = area("york"), area("london")
    percy = put(s, "nob_percy", 0, york)
    neville = put(s, "nob_neville", 1, york, "mrc_burgundian_crossbowmen_1")
    put(s, "nob_stanley", 2, london)
    _offensive(s, percy, 1)
    assert s.lent[neville] == 0 and s.commander[neville] == percy
    s.npos[neville] = london  # the lent noble goes on alone
    s._legal = None
    s.phase = COMBAT
    assert not any(isinstance(a, Battle) and a.area == london for a in RULES.legal_actions(s))
    s.npos[percy] = london  # with his commander he may attack
    s._legal = None
    assert Battle(london, 2, True) in RULES.legal_actions(s)
    # the earlier reading let him attack alone
    old = blank(3, seed_text=False)
    put(old, "nob_percy", 0, york)
    nev = put(old, "nob_neville", 1, york, "mrc_burgundian_crossbowmen_1")
    put(old, "nob_stanley", 2, london)
    _offensive(old, card("nob_percy"), 1)
    old.npos[nev] = london
    old.phase = COMBAT
    old._legal = None
    assert Battle(london, 2, True) in RULES.legal_actions(old)


def test_1f_a_member_ends_the_alliance_out_of_turn_before_a_battle():
    """1.f: «l'alleanza può essere terminata da un singolo giocatore in qualunque momento,
    inibendo così istantaneamente la partecipazione del proprio Nobile/i alle azioni
    comuni dell'alleanza»."""
    s = blank(3)
    a = area("york")
    put(s, "nob_percy", 0, a, "off_marshal_of_england")  # 200
    neville = put(s, "nob_neville", 1, a)  # 50
    put(s, "nob_stanley", 2, a)  # 50, allied to Neville
    s.alliances = [(1, 2)]
    s.phase = COMBAT
    ev = RULES.apply(s, Battle(a, 1, True))
    assert "battle" not in kinds(ev)
    assert s.to_act() == 2 and s.pending[0][0] == "ally"  # Stanley's seat is asked
    assert set(RULES.legal_actions(s)) >= {KeepAlliance(1), EndAlliance(1)}
    on_top(s, combat_card(ratio=Fraction(2, 1), avoid=[card("nob_percy"), neville,
                                                      card("nob_stanley")]))
    ev = RULES.apply(s, EndAlliance(1))  # out of seat 0's turn, the alliance ends
    b = next(e for e in ev if e.kind == "battle")
    assert b.data["defence"] == 50  # Neville alone: Stanley left before the battle
    assert s.faction[card("nob_stanley")] == 2 and s.npos[card("nob_stanley")] == a


def test_1f_a_lender_is_asked_when_the_commanders_turn_begins():
    """1.f: «l'alleanza può essere terminata da un singolo giocatore in qualunque
    momento» — also in another seat's turn, before his nobles are moved."""
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a)
    neville = put(s, "nob_neville", 1, a)
    _offensive(s, percy, 1)
    s.active, s.first = 1, 0
    R._end_turn(s, [])  # seat 0's turn begins
    assert s.pending[0] == ("ally", 1, 0, -1, -1, True, ())
    RULES.apply(s, EndAlliance(0))
    assert s.lent[neville] == -1 and not s.alliances
    assert s.to_act() == 0 and s.pending[0][0] == "draw"
    RULES.apply(s, DrawEvent())
    assert not s.pending or s.pending[0][0] != "draw"


def test_1f_peace_round_also_when_a_defensive_alliance_unstacks():
    """1.f: «L'alleanza cessa quando le Pedine non risultano più impilate» and «nella
    casella dell'alleanza vale il Giro di Pace»."""
    s = blank(2)
    a = area("york")
    percy = put(s, "nob_percy", 0, a)
    put(s, "nob_neville", 1, a)
    s.alliances = [(0, 1)]
    dest = next(m.dest for m in RULES.legal_actions(s)
                if type(m).__name__ == "Move" and m.noble == percy and m.dest != a
                and m.dest < D.LOC0)
    ev = RULES.apply(s, next(m for m in RULES.legal_actions(s)
                             if type(m).__name__ == "Move" and m.noble == percy
                             and m.dest == dest))
    assert "alliance_ends" in kinds(ev) and not s.alliances
    assert R._peaceful(s, a, 0, 1)


def test_1a_hidden_cards_before_the_event_and_while_answering_own_decisions():
    """1.a: «Le carte nascoste possono essere giocate da ciascun giocatore solo al
    proprio turno, ed in qualunque momento nel corso di questo, oppure nel caso di
    convocazione del Parlamento»."""
    s = blank(2)
    percy = put(s, "nob_percy", 1, area("york"))
    put(s, "nob_neville", 0, area("london"))
    ship = card("mrc_burgundian_crossbowmen_1")
    s.hands[1] = [ship]
    s.active, s.first = 0, 0
    R._end_turn(s, [])  # seat 1's turn: the event card waits for him
    assert s.phase == MOVE and s.pending == [("draw", 1)]
    assert PlayCard(ship, percy) in RULES.legal_actions(s)
    RULES.apply(s, PlayCard(ship, percy))
    assert s.holder[ship] == percy and s.pending == [("draw", 1)]
    ev = RULES.apply(s, DrawEvent())
    assert "event" in kinds(ev)
    # own decisions in his turn: a prisoner to decide on, a card still playable
    s.pending = [("captive", 1, card("nob_neville"))]
    s.hands[1] = [card("mrc_flemish_crossbowmen_3")]
    s._legal = None
    assert PlayCard(card("mrc_flemish_crossbowmen_3"), percy) in RULES.legal_actions(s)


def test_2_2_allied_group_counts_troops_together_and_loss_only_if_unable_to_leave():
    """2.2: «Un Nobile, od un gruppo di essi in alleanza, potrà rimanere in continente per
    un numero di giri pari al valore ottenuto con la formula INT(Truppe al Seguito / 100)
    + 1. Se il Nobile/i è impossibilitato ad allontanarsene (indisponibilità di navi e/o
    Calais divenuta francese) perderà, ad ogni ulteriore giro, una delle carte»."""
    s = blank(2)
    cal = loc("calais")
    percy = put(s, "nob_audley", 0, cal, "mrc_burgundian_crossbowmen_1")  # 10 + 30
    put(s, "nob_neville", 1, cal, "mrc_flemish_crossbowmen_3")  # 50 + 20: 110 together
    s.alliances = [(0, 1)]
    for _ in range(2):  # alone each would have 1 round; together INT(110/100)+1 = 2
        R._end_round(s, [])
    assert not s.pending
    R._end_round(s, [])
    assert ("continent", 0, percy) in s.pending  # no ship: unable to leave
    # with a ship on the board he could leave: staying costs no card
    t = blank(2)
    p2 = put(t, "nob_percy", 0, cal, "shp_07_sandwich")
    t.ship_pos[card("shp_07_sandwich")] = loc("sandwich")
    for _ in range(3):
        R._end_round(t, [])
    assert t.cont_rounds[p2] == 3 and not t.pending
    t.ship_pos[card("shp_07_sandwich")] = -1  # the ship is lost: now he must pay
    R._end_round(t, [])
    assert t.pending == [("continent", 0, p2)]
    assert set(RULES.legal_actions(t)) == {Discard(card("shp_07_sandwich"))}


def test_2_3_the_ambushed_defender_may_leave_his_french_out():
    """2.3: «È possibile non utilizzarli in attacco o in difesa se questo si qualifica
    come Agguato»."""
    s = blank(2)
    a = area("york")
    audley = put(s, "nob_audley", 0, a)  # 10: an ambush
    percy = put(s, "nob_percy", 1, a)  # 100
    cromwell = put(s, "nob_cromwell", 1, a, "mrc_french_foot_9")  # 100 with the French
    s.phase = COMBAT
    # a card naming both defenders: only the strongest named one dies in an ambush [7.3]
    e = next(e for e in range(D.N_EVENTS) if {percy, cromwell} <= set(D.COMBAT_KILLED[e])
             and audley not in D.COMBAT_KILLED[e])
    ev = RULES.apply(s, Battle(a, 1, True))
    assert "battle" not in kinds(ev) and s.pending == [("ambush_french", 1, a, True)]
    assert s.to_act() == 1  # the defender decides, out of his turn
    assert set(RULES.legal_actions(s)) == {DefendFrench(True), DefendFrench(False)}
    t = s.copy()
    on_top(s, e)
    on_top(t, e)
    ev = RULES.apply(s, DefendFrench(False))
    b = next(x for x in ev if x.kind == "battle")
    strong = D.TROOPS[cromwell]  # without the French, Cromwell is the weaker
    assert b.data["ambush"] and b.data["defence"] == D.TROOPS[percy] + strong
    assert s.faction[percy] == -1 and s.faction[cromwell] == 1
    RULES.apply(t, DefendFrench(True))  # with them he is the strongest, and falls
    assert t.faction[cromwell] == -1 and t.faction[percy] == 1


def test_2_4_a_plantagenet_defending_an_ambush_dies_by_an_asterisked_card():
    """2.4: «Essi vengono chiamati, e considerati uccisi, in combattimento dalla Carta
    Evento, se quest'ultima e asteriscata»."""
    s = blank(2)
    a = area("york")
    put(s, "nob_audley", 0, a)  # 10 against 200: an ambush
    py = put(s, "nob_plantagenet_york", 1, a, "off_marshal_of_england")
    s.phase = COMBAT
    on_top(s, combat_card(asterisk=True, avoid=[py, card("nob_audley")]))
    RULES.apply(s, Battle(a, 1, True))
    assert s.faction[py] == -1 and s.plant_dead[py] >= 0


def test_2_4_a_plantagenet_returns_when_his_royal_piece_changes_faction_or_next_round():
    """2.4: «Il Plantageneta rientra in gioco se il pezzo reale che ne garantisce il
    possesso cambia di fazione; peraltro deve comunque rientrare in gioco al Giro
    successivo a quello di acquisizione»."""
    s = blank(2)
    a = area("york")
    py = put(s, "nob_plantagenet_york", 0, a, "off_marshal_of_england")
    put(s, "nob_audley", 1, a)
    richard = D.HEIR_ID.index("roy_richard_duke_of_york")
    s.heir_pos[richard] = a
    s.heir_ctrl[richard] = 0
    s.phase = COMBAT
    on_top(s, combat_card(asterisk=True, avoid=[py, card("nob_audley")]))
    RULES.apply(s, Battle(a, 1, True))
    assert s.faction[py] == -1
    s.heir_ctrl[richard] = 1  # the royal piece changes faction: back at the next action
    RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.faction[py] == 1
    # unchanged faction: back by the end of the round he died in (the next round)
    t = blank(2)
    py2 = put(t, "nob_plantagenet_york", 0, a, "off_marshal_of_england")
    t.heir_pos[richard] = a
    t.heir_ctrl[richard] = 0
    R._kill_noble(t, py2, [], "battle", True)
    t.heir_ctrl[richard] = 0
    R._end_round(t, [])
    assert t.faction[py2] == 0


def test_a_seven_seat_default_game_runs_to_one_crowned_heir():
    """«i giocatori dovranno, con i propri Nobili, sbaragliare tutta la concorrenza,
    impossessandosi, od eventualmente eliminando, tutti gli altri Eredi»: with the default
    options (no round limit) seven computers, each move checked by the protocol, play on
    until the only surviving royal piece is crowned in the winner's hands."""
    from game.core import Rng
    from game.kingmaker.board import crowned, living_royals, royal_ctrl

    s = RULES.new_game(7, 7)
    rng = Rng(7)
    plies = 0
    while not RULES.is_over(s):
        a = RULES.heuristics.rollout_action(s, rng)
        assert a in RULES.legal_actions(s)
        RULES.apply(s, a)
        plies += 1
        assert plies < 20000
    assert s.end_reason == "victory"
    alive = living_royals(s)
    assert len(alive) == 1 and crowned(s, alive[0]) and royal_ctrl(s, alive[0]) == s.winner
    out = RULES.outcome(s)
    assert out.ranks[s.winner] == 1 and out.ranks.count(1) == 1


def test_1f_a_lender_may_end_the_alliance_before_a_siege():
    """1.f: «l'alleanza può essere terminata da un singolo giocatore in qualunque momento,
    inibendo così istantaneamente la partecipazione del proprio Nobile/i alle azioni
    comuni dell'alleanza» — a siege is one of them."""
    s = blank(2)
    field = area("coventry")
    percy = put(s, "nob_percy", 0, field, "mrc_burgundian_crossbowmen_1")  # 130
    neville = put(s, "nob_neville", 1, field, "off_marshal_of_england")  # 150
    _offensive(s, percy, 1)
    place = D.LOC_INDEX["coventry"]  # a town: garrison 200
    assert D.LOC_GARRISON[place] == 200
    s.phase = COMBAT
    s._legal = None
    assert Siege(place) in RULES.legal_actions(s)  # 280 together
    ev = RULES.apply(s, Siege(place))
    assert "siege" not in kinds(ev) and s.pending[0][:3] == ("ally_siege", 1, 0)
    ev = RULES.apply(s, EndAlliance(0))  # Neville goes back: 200 are too few
    assert "battle_off" in kinds(ev) and "siege" not in kinds(ev)
    assert s.lent[neville] == -1 and not s.fought[percy]
