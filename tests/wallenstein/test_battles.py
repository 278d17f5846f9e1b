"""Battles, revolts and devastation: the worked cases of the summary and the reference."""

from __future__ import annotations

from game.examples import example, problems
from game.wallenstein import RULES
from game.wallenstein import rules as R
from game.wallenstein.actions import Campaign, Count, Defend
from game.wallenstein.examples import HUNGER_PROVINCES
from game.wallenstein.state import CHURCH, EXECUTE, GREEN, NEUTRAL, PALACE, TRADING
from tests.wallenstein.positions import FULL, P, Rigged, bare, conserved, give

SRC, DST = P("kursachsen"), P("anhalt")  # neighbours


def attack(s, n, d, tower):
    """Seat 0 campaigns with ``n`` armies from SRC into DST; the defender throws ``d``."""
    s.tower = tower
    s.pending = ("act", 0, SRC, 8)
    RULES.apply(s, Campaign(DST))
    events = RULES.apply(s, Count(n))
    if s.pending and s.pending[0] == "defend":
        events += RULES.apply(s, Defend(d))
    return events


def test_battle_with_stuck_cubes_counts_them_for_their_owner():
    # two attacker cubes and a green and a third player's cube were stuck in the tower
    s = bare()
    give(s, 0, SRC, 4)
    give(s, 1, DST, 2, buildings=CHURCH, revolts=2)  # >= 2 markers: peasants do not help
    for c in (0, 0, 2, GREEN):
        if c == GREEN:
            s.green -= 1
        else:
            s.supply[c] -= 1
    tower = Rigged(ledges=([0, 0, 2, GREEN], []), stick=[1], release=[0, 0, 2, GREEN])
    events = attack(s, 3, 2, tower)
    battle = next(e for e in events if e.kind == "battle")
    # 3 thrown + 2 stuck = 5 attacker cubes out; 1 of 2 defenders out
    assert battle.data["attack"] == 5 and battle.data["defence"] == 1
    assert battle.data["peasants"] == 0 and battle.data["result"] == "attacker"
    # the winner loses as many as the loser had (1): 4 occupy the province
    assert s.owner[DST] == 0 and s.armies[DST] == 4
    assert s.buildings[DST] == CHURCH and s.revolts[DST] == 2  # taken over with the province
    assert s.armies[SRC] == 1
    # not involved (seat 2) and non-helping green go to the tray; the stuck defender stays
    assert sorted(s.tower.tray) == [2, GREEN]
    assert s.tower.ledges[0] == [1]
    throw = next(e for e in events if e.kind == "tower_throw")
    assert throw.reveal and len(throw.data["cubes"]) == 5
    assert conserved(s)


def test_tie_devastates_the_province():
    # (the card leaving the planning board: test_season_sequence)
    s = bare()
    give(s, 0, SRC, 3)
    give(s, 1, DST, 3, buildings=PALACE | TRADING, revolts=1)
    events = attack(s, 2, 2, Rigged())
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data["result"] == "devastated"
    assert s.owner[DST] == NEUTRAL and s.armies[DST] == 0
    assert s.buildings[DST] == 0 and s.revolts[DST] == 0
    assert s.supply[1] == FULL and s.supply[0] == FULL - 1  # one attacker stayed in SRC
    assert conserved(s)


def test_defence_with_peasants_loses_green_cubes_first():
    s = bare()
    give(s, 0, SRC, 3)
    give(s, 1, DST, 3, revolts=1)  # at most one marker: peasants help the defender
    s.green -= 1
    tower = Rigged(ledges=([GREEN], []), release=[GREEN])
    events = attack(s, 2, 2, tower)
    battle = next(e for e in events if e.kind == "battle")
    assert (battle.data["attack"], battle.data["defence"], battle.data["peasants"]) == (2, 2, 1)
    assert battle.data["result"] == "defender"
    # defender loses 2: the green cube first, then one of his own; 1 unthrown + 1 survivor
    assert s.owner[DST] == 1 and s.armies[DST] == 2
    assert s.green == 20 and s.armies[SRC] == 1
    assert conserved(s)


def test_neutral_province_defended_by_one_peasant_gets_a_revolt_marker():
    s = bare()
    give(s, 0, SRC, 5)
    events = attack(s, 4, 0, Rigged())
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data["peasants"] == 1 and battle.data["result"] == "attacker"
    assert s.owner[DST] == 0 and s.armies[DST] == 3 and s.revolts[DST] == 1
    assert s.green == 20 and conserved(s)


def test_attacker_must_leave_one_army_behind():
    s = bare()
    give(s, 0, SRC, 3)
    s.pending = ("act", 0, SRC, 8)
    RULES.apply(s, Campaign(DST))
    assert [a.n for a in RULES.legal_actions(s)] == [1, 2]


def test_church_protection_forbids_attacking_a_church():
    s = bare()
    give(s, 0, SRC, 5)
    give(s, 1, DST, 1, buildings=CHURCH)
    s.event = next(i for i, c in enumerate(R.D.EVENT_DECKS["2012"])
                   if c.kind == "church_protection")
    assert DST not in R.campaign_targets(s, 0, SRC)
    s.event = -1
    assert DST in R.campaign_targets(s, 0, SRC)


def test_winter_hunger_revolt_with_peasants_from_markers_and_table():
    # the hunger table's worked example: 9 provinces, 6 grain -> 2 revolts with 1 + 2 peasants
    # (the position the rules screen draws: game.wallenstein.examples)
    ex = example("wallenstein", "hunger")
    s = ex.build()
    assert problems(ex, s) == [] and ex.steps == (Defend(2),)
    mine = [P(x) for x in HUNGER_PROVINCES]
    assert all(s.owner[p] == 0 and s.armies[p] == 2 for p in mine)
    assert s.grain[0] == 6
    assert s.pending[0] == "revolt" and s.pending[1] == 0
    prov = s.pending[2]
    assert prov in mine and s.pending[3] == 1 + 2
    assert len(s.revolt_queue) == 1 and s.revolt_queue[0][2] == 2
    # owner throws both armies; 2 come out, 2 of 3 peasants come out: a tie, peasants win
    s.tower = Rigged(stick=[GREEN])
    s.buildings[prov] = PALACE
    events = RULES.apply(s, Defend(2))
    rev = next(e for e in events if e.kind == "revolt")
    assert (rev.data["army"], rev.data["peasants"], rev.data["crushed"]) == (2, 2, False)
    assert s.owner[prov] == NEUTRAL and s.buildings[prov] == 0
    assert s.green == 20 - 1  # emerged peasants back to the reserve, one stays in the tower
    assert conserved(s)


def test_tax_in_a_province_with_a_marker_triggers_a_revolt_then_adds_a_marker():
    s = bare()
    p = P("lausitz")
    give(s, 0, p, 4, revolts=1)
    s.slot, s.pos = 0, 0
    s.order_cards = [4, 0, 1, 2, 3, 5, 6, 7, 8, 9]
    s.turn_order = [0, 1, 2, 3]
    s.plans = [[-1] * 10 for _ in range(4)]
    s.plans[0][4] = p
    ev = []
    R._advance(s, ev)
    assert s.gold[0] == 15 + 7  # income first, kept whatever happens
    assert s.pending == ("revolt", 0, p, 1, "tax")
    s.tower = Rigged()
    RULES.apply(s, Defend(3))
    assert s.owner[p] == 0 and s.armies[p] == 4 - 1  # 3 against 1: loses 1
    assert s.revolts[p] == 2


def test_successful_harvest_revolt_devastates_and_still_adds_the_token():
    s = bare()
    p = P("lausitz")
    give(s, 0, p, 1, revolts=2)
    s.slot, s.pos = 0, 0
    s.order_cards = [3, 0, 1, 2, 4, 5, 6, 7, 8, 9]
    s.plans = [[-1] * 10 for _ in range(4)]
    s.plans[0][3] = p
    ev = []
    R._advance(s, ev)
    assert s.grain[0] == 2
    s.tower = Rigged()
    RULES.apply(s, Defend(1))  # 1 against 2 peasants
    # income kept; the province is devastated (buildings, tokens, armies gone) and, as the
    # seed says, a new revolt token is added anyway as the last step
    assert s.owner[p] == NEUTRAL and s.armies[p] == 0 and s.grain[0] == 2
    assert s.revolts[p] == (1 if R.D.MARKER_AFTER_LOST_REVOLT else 0)
    assert conserved(s)


def test_attacker_beats_defender_and_peasants_and_unthrown_defenders_go_home():
    # peasants help (one marker): they count for the defender and return to the reserve
    s = bare()
    give(s, 0, SRC, 5)
    give(s, 1, DST, 3, buildings=PALACE, revolts=1)
    s.green -= 1
    tower = Rigged(ledges=([GREEN], []), release=[GREEN])
    events = attack(s, 4, 1, tower)
    battle = next(e for e in events if e.kind == "battle")
    assert (battle.data["attack"], battle.data["defence"], battle.data["peasants"]) == (4, 1, 1)
    assert battle.data["result"] == "attacker"
    # 4 against 1 + 1: the attacker loses 2; the defender's 2 unthrown armies go home
    assert s.owner[DST] == 0 and s.armies[DST] == 2 and s.supply[0] == FULL - 5 + 2
    assert s.supply[1] == FULL and s.green == 20
    assert s.buildings[DST] == PALACE and s.revolts[DST] == 1
    assert conserved(s)


def test_tie_against_peasants_leaves_the_province_free_and_clean():
    # a neutral province still carrying a token (left by a lost tax revolt) is attacked:
    # 1 against 1 is a tie, "la provincia è devastata e torna libera"
    s = bare()
    give(s, 0, SRC, 3)
    s.revolts[DST] = 1
    events = attack(s, 1, 0, Rigged())
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data["result"] == "devastated"
    assert s.owner[DST] == NEUTRAL and s.armies[DST] == 0 and s.revolts[DST] == 0
    assert s.supply[0] == FULL - 2 and conserved(s)


def _back_to_execution(s):
    """Rewind the season cursor so that the next campaign can be played at once."""
    s.phase, s.slot, s.pos, s.pending = EXECUTE, 10, 0, ()


def test_a_devastated_province_stays_marked_until_someone_conquers_it():
    # seed: "In caso di parità la provincia è devastata e torna libera"; reference 8.3: the
    # card is set aside "until someone conquers it". The mark is public state, so it
    # survives copies, observations (saves and undo rebuild states, not events).
    s = bare()
    give(s, 0, SRC, 5)
    give(s, 1, DST, 3, buildings=PALACE, revolts=1)
    assert not any(s.devastated)
    attack(s, 2, 2, Rigged())  # 2 against 2: a tie
    assert s.owner[DST] == NEUTRAL and s.devastated[DST]
    assert sum(s.devastated) == 1
    c = s.copy()
    assert c == s and c.devastated[DST]
    c.devastated[DST] = False
    assert c != s and s.devastated[DST]  # the copy owns its own list
    for seat in range(s.players):
        assert RULES.observe(s, seat).devastated[DST]
    # the free province still defends with a peasant like any other; beating the
    # attacker does not lift the mark
    _back_to_execution(s)
    s.tower = Rigged(ledges=([GREEN], []), release=[GREEN])
    s.green -= 1
    battle = next(e for e in attack(s, 1, 0, s.tower) if e.kind == "battle")
    assert battle.data["result"] == "defender" and s.devastated[DST]
    # winter scoring and the new year leave it waste: a devastated province earns nothing
    R._finish_winter(s, [])
    assert s.devastated[DST] and s.owner[DST] == NEUTRAL and s.year == 2
    assert [w["provinces"] for w in s.winters[1]] == [0]
    # conquered again (2 against 1 peasant): the waste is over
    _back_to_execution(s)
    s.supply[0] += s.armies[SRC]
    give(s, 0, SRC, 3)
    battle = next(e for e in attack(s, 2, 0, Rigged()) if e.kind == "battle")
    assert battle.data["result"] == "attacker"
    assert s.owner[DST] == 0 and not s.devastated[DST]


def test_a_successful_revolt_marks_the_province_devastated():
    s = bare()
    p = P("lausitz")
    give(s, 0, p, 2, revolts=1)
    ev = []
    R.revolt(s, 0, p, 2, 1, "winter", ev)  # 1 army against 2 peasants
    assert s.owner[p] == NEUTRAL and s.devastated[p]
    s2 = bare()
    give(s2, 0, p, 3, revolts=1)
    R.revolt(s2, 0, p, 1, 3, "winter", [])  # 3 against 1: crushed
    assert s2.owner[p] == 0 and not s2.devastated[p]
