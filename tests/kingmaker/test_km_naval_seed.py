"""Naval combat as the seed writes it [H 2.1] (option ``naval_seed``, on by default): the
fate of boarded ships, prisoners freed when the fleet docks, the storm with one port
ending in a land battle there, and fleets that ally. Saves made before the option keep
the earlier reading."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from game import GAMES
from game.core import Rng
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker import rules as R
from game.kingmaker.actions import (
    Answer,
    Embark,
    NavalAttack,
    OfferAlliance,
    Ransom,
    Sail,
    ShipFate,
    StormPort,
)
from game.kingmaker.ai import answer, candidates
from game.kingmaker.board import CAPTIVE
from game.kingmaker.naval import WAITING
from game.kingmaker.state import COMBAT, MOVE
from game.kingmaker.text import describe, describe_event
from game.match import Match, SaveError, Seat, saved_options
from tests.kingmaker.km_util import area, blank, card, combat_card, event_of, kinds, on_top, put

STORM = event_of("storm_at_sea")
LONDON_SHIP, NEWCASTLE, DARTMOUTH = (card("shp_01_london"), card("shp_05_newcastle"),
                                     card("shp_08_dartmouth"))


def _both_languages(action) -> None:
    en, it = describe(action, "en"), describe(action, "it")
    assert en and it and en != it and not en.startswith(type(action).__name__)


_NEW_KINDS = ("ship_captured", "carried", "freed_at_dock", "storm_battle_due", "storm_battle")


def _told(ev) -> None:
    """The log tells each new naval event in both languages, different words in each."""
    for e in ev:
        if e.kind in _NEW_KINDS:
            en, it = describe_event(e.kind, e.data, "en"), describe_event(e.kind, e.data, "it")
            assert en and it and en != it and "{" not in en + it, e.kind


def _sea(s, zone: str, *ships: int) -> int:
    z = D.ZONE_INDEX[zone]
    for sh in ships:
        s.ship_pos[sh] = D.SEA0 + z
    return z


def _boarding(full_fleet: bool = False):
    """Seat 0's fleet boards seat 1's Newcastle ship (Neville, 50, aboard) in the eastern
    Channel and wins at 1:1; ``full_fleet``: seat 0's only ship, Dartmouth's (100), is
    full with Stanley and Mowbray, else London's (300) sails empty."""
    s = blank(2)
    if full_fleet:
        st = put(s, "nob_stanley", 0, D.SHIP0 + DARTMOUTH, "shp_08_dartmouth")
        put(s, "nob_mowbray", 0, D.SHIP0 + DARTMOUTH)
        ours = DARTMOUTH
    else:
        st = put(s, "nob_percy", 0, area("london"), "shp_01_london")
        ours = LONDON_SHIP
    b = put(s, "nob_neville", 1, area("bristol"), "shp_05_newcastle")
    s.npos[b] = D.SHIP0 + NEWCASTLE
    z = _sea(s, "channel_east", ours, NEWCASTLE)
    s.phase = COMBAT
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[st, b]))
    ev = RULES.apply(s, NavalAttack(z, 1, True))
    assert next(e for e in ev if e.kind == "naval").data["result"] == "attacker"
    return s, ours, b


# ------------------------------------------------------------------ item 2: boarding won


def test_boarding_won_the_winner_decides_each_ship_capture_or_sink():
    """«in caso di vittoria per Arrembaggio spetta al vincitore scegliere la sorte delle
    navi avversarie, che possono anche essere affondate. Quelle catturate devono essere
    portate prima nel porto (libero od amico) più vicino prima di poter essere
    riutilizzate.»"""
    s, ours, b = _boarding()
    assert s.pending[0][0] == "ship_fate" and s.to_act() == 0  # before the prisoner's fate
    assert s.pending[1][:3] == ("captive", 0, b)
    acts = RULES.legal_actions(s)
    assert set(acts) == {ShipFate(NEWCASTLE, False), ShipFate(NEWCASTLE, True)}
    for a in acts:
        _both_languages(a)
    t = s.copy()
    RULES.apply(t, ShipFate(NEWCASTLE, True))
    assert t.ship_pos[NEWCASTLE] == -1 and NEWCASTLE in t.discard
    ev = RULES.apply(s, ShipFate(NEWCASTLE, False))
    port = s.ship_pos[NEWCASTLE] - D.LOC0
    assert D.LOC_PORT[port] and port in D.ZONE_PORTS[D.ZONE_INDEX["channel_east"]]
    assert R._port_ok(s, port, 0)  # free or friendly
    assert R._ship_owner(s, NEWCASTLE) == 0 and s.moved[NEWCASTLE]  # not used again now
    assert "ship_captured" in kinds(ev)
    _told(ev)


def test_boarding_prisoners_are_freed_only_when_the_fleet_docks():
    """«I Nobili subiscono lo stesso trattamento previsto per gli sconfitti di una
    battaglia terrestre; tuttavia, nel caso vengano restituiti od usufruiscano di King's
    Pardon, verranno liberati solo all'attracco della flotta in un porto.»"""
    s, ours, b = _boarding()
    ev = RULES.apply(s, ShipFate(NEWCASTLE, True))
    assert s.carried[b] == ours and "carried" in kinds(ev)  # aboard London's ship
    RULES.apply(s, Ransom(b, 0))  # given back for nothing
    ev = RULES.apply(s, Answer(True, -1))
    assert s.npos[b] == CAPTIVE and s.carried[b] == WAITING + ours  # still at sea
    assert "freed_at_dock" in kinds(ev) and "released" not in kinds(ev)
    _told(ev)
    s.phase, s.moved[ours] = MOVE, 0
    dock = next(a for a in RULES.legal_actions(s)
                if type(a) is Sail and a.ship == ours and a.dest < D.SEA0)
    ev = RULES.apply(s, dock)
    assert "released" in kinds(ev) and s.npos[b] not in (CAPTIVE, -1)
    assert s.carried[b] == -1 and s.faction[b] == 1


def test_a_freed_prisoner_aboard_drowns_if_his_ship_sinks_before_docking():
    """«I Nobili eventualmente imbarcati vengono rimossi dal gioco» (GALE AT SEA): Neville,
    given back but still aboard the winner's ship at sea, drowns with it."""
    s, ours, b = _boarding()
    RULES.apply(s, ShipFate(NEWCASTLE, True))
    RULES.apply(s, Ransom(b, 0))
    RULES.apply(s, Answer(True, -1))
    assert s.carried[b] == WAITING + ours
    s.active, s.phase = 1, COMBAT
    on_top(s, event_of("gale_at_sea"))
    ev = RULES.apply(s, R.EndPhase())  # seat 0's turn begins with the gale
    assert s.ship_pos[ours] == -1 and s.faction[b] == -1 and s.carried[b] == -1
    assert any(e.kind == "noble_dies" and e.data["noble"] == b for e in ev)


def test_boarding_the_fleet_must_carry_every_prisoner():
    """«E' ovvio che bisognerà a questo proposito garantire una capacità di trasporto
    sufficiente per tutti i Nobili coinvolti.»: the winning ship is full, so the boarded
    ship may not be sunk: it must carry Neville (to port, where he is freed if given
    back)."""
    s, ours, b = _boarding(full_fleet=True)
    assert RULES.legal_actions(s) == [ShipFate(NEWCASTLE, False)]
    RULES.apply(s, ShipFate(NEWCASTLE, False))
    assert s.carried[b] == -1  # aboard the captured ship, already in port
    RULES.apply(s, Ransom(b, 0))
    assert "released" in kinds(RULES.apply(s, Answer(True, -1)))


def test_boarding_earlier_reading_for_old_saves():
    """A save made before the option existed: the ships are captured and sent to port
    without a question, the prisoners freed at once."""
    assert saved_options(RULES, {"turn_limit": 20})["naval_seed"] is False
    assert RULES.default_options()["naval_seed"] is True
    s = blank(2, naval_seed=False)
    put(s, "nob_percy", 0, area("london"), "shp_01_london")
    b = put(s, "nob_neville", 1, D.SHIP0 + NEWCASTLE, "shp_05_newcastle")
    z = _sea(s, "channel_east", LONDON_SHIP, NEWCASTLE)
    s.phase = COMBAT
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[card("nob_percy"), b]))
    RULES.apply(s, NavalAttack(z, 1, True))
    assert s.pending[0][0] == "captive" and D.LOC0 <= s.ship_pos[NEWCASTLE] < D.SEA0


# ------------------------------------------------------------------ item 3: storm at sea


def _storm(zone: str, ours: int, theirs: int, **options):
    s = blank(2, **options)
    p = put(s, "nob_percy", 0, D.SHIP0 + ours, R.D.CARD_ID[ours])
    n = put(s, "nob_neville", 1, D.SHIP0 + theirs, R.D.CARD_ID[theirs])
    z = _sea(s, zone, ours, theirs)
    s.phase = COMBAT
    on_top(s, STORM)
    ev = RULES.apply(s, NavalAttack(z, 1, False))
    assert next(e for e in ev if e.kind == "naval").data["result"] == "storm"
    return s, p, n, ev


def test_storm_with_one_port_both_fleets_enter_it_and_fight_ashore_next_round():
    """«Qualora vi sia un solo porto disponibile, le navi vi faranno rientro, ed al giro
    successivo si risolverà la battaglia come terrestre, tenendo da conto l'eventuale
    presenza di una guarnigione nel porto medesimo.»"""
    plymouth = D.LOC_INDEX["plymouth"]  # the only port of the Western Approaches
    s, percy, neville, ev = _storm("western_approaches", DARTMOUTH, NEWCASTLE)
    assert s.ship_pos[DARTMOUTH] == s.ship_pos[NEWCASTLE] == D.LOC0 + plymouth
    assert s.storm_battles == [(s.round + 1, plymouth, 0, 1)] and not s.pending
    assert "storm_battle_due" in kinds(ev)
    _told(ev)
    # meanwhile, at seat 1's turn, its ship and Neville aboard stay in port
    s.active = 1
    on_top(s, event_of("bad_weather"))
    R._begin_turn(s, [])
    assert s.moved[NEWCASTLE] and s.moved[neville] & 1 and s.storm_battles
    assert not any(getattr(a, "ship", -1) == NEWCASTLE or getattr(a, "noble", -1) == neville
                   for a in RULES.legal_actions(s))
    # the next round, at the attacker's turn: Percy (100) against Neville (50) at 1:1
    s.active = 0
    s.round += 1
    on_top(s, event_of("bad_weather"))  # the turn's own event card
    on_top(s, combat_card(ratio=Fraction(1, 1), avoid=[percy, neville]))
    ev: list = []
    R._begin_turn(s, ev)
    fight = next(e for e in ev if e.kind == "storm_battle")
    assert (fight.data["attack"], fight.data["defence"]) == (100, 50)
    assert fight.data["result"] == "attacker" and s.npos[neville] == CAPTIVE
    assert not s.storm_battles
    _told(ev)


def test_storm_battle_in_port_counts_the_garrison():
    """«... tenendo da conto l'eventuale presenza di una guarnigione nel porto medesimo»:
    Southampton (garrison 200) is seat 1's, so Neville fights with 250."""
    s = blank(2)
    soton = D.LOC_INDEX["southampton"]
    percy = put(s, "nob_percy", 0, D.SHIP0 + DARTMOUTH, "shp_08_dartmouth")
    neville = put(s, "nob_neville", 1, D.LOC0 + soton)
    s.ship_pos[DARTMOUTH] = D.LOC0 + soton
    s.conquered[soton] = 1
    s.storm_battles = [(1, soton, 0, 1)]
    on_top(s, event_of("bad_weather"))
    on_top(s, combat_card(ratio=Fraction(2, 1), avoid=[percy, neville]))
    ev: list = []
    R._begin_turn(s, ev)
    fight = next(e for e in ev if e.kind == "storm_battle")
    assert (fight.data["attack"], fight.data["defence"]) == (100, 50 + 200)
    assert fight.data["result"] == "defender" and s.npos[percy] == CAPTIVE


def test_storm_with_equally_near_ports_the_stronger_sends_the_fleets_to_different_ports():
    """«le navi rientrano in porti differenti se ve ne sono due alla stessa minima
    distanza, e la scelta spetta al contendente più forte o, nel caso di forze pari,
    all'attaccante.»"""
    # equal forces (100 and 100): the attacker chooses, among three North Sea ports
    s, *_ = _storm("north_sea_north", NEWCASTLE, DARTMOUTH)
    assert s.pending[0][0] == "storm_port" and s.to_act() == 0
    acts = RULES.legal_actions(s)
    berwick, scarborough = D.LOC_INDEX["berwick"], D.LOC_INDEX["scarborough"]
    assert StormPort(berwick, True) in acts and len(acts) == 3
    _both_languages(StormPort(berwick, True))
    RULES.apply(s, StormPort(berwick, True))
    acts = RULES.legal_actions(s)  # then the other fleet, to another port
    assert s.to_act() == 0 and StormPort(berwick, False) not in acts and len(acts) == 2
    _both_languages(StormPort(scarborough, False))
    RULES.apply(s, StormPort(scarborough, False))
    assert s.ship_pos[NEWCASTLE] == D.LOC0 + berwick
    assert s.ship_pos[DARTMOUTH] == D.LOC0 + scarborough and not s.storm_battles
    # the defender is stronger (London's ship, 300): he chooses
    s, *_ = _storm("north_sea_north", NEWCASTLE, LONDON_SHIP)
    assert s.pending[0][0] == "storm_port" and s.to_act() == 1


def test_ai_takes_the_new_naval_decisions():
    """The computer answers a ship's fate and a storm port with legal choices, and tree
    search keeps them as candidates."""
    s, ours, b = _boarding()
    acts = RULES.legal_actions(s)
    a = answer(s, acts, Rng(1))
    assert a == ShipFate(NEWCASTLE, False) and candidates(s, acts) == acts
    s, *_ = _storm("north_sea_north", NEWCASTLE, DARTMOUTH)
    acts = RULES.legal_actions(s)
    assert answer(s, acts, Rng(1)) in acts
    assert R.apply(s, RULES.heuristics.rollout_action(s, Rng(2))) is not None


# ------------------------------------------------------------------ item 4: fleets


def test_stacked_ships_of_two_factions_may_ally_attack_and_defend_together():
    """«Un gruppo di navi è considerato flotta se le pedine sono impilate; di fatto, alle
    navi possono essere applicate tutte le regole dell'alleanza.»"""
    s = blank(3)
    put(s, "nob_percy", 0, area("london"), "shp_02_bristol")  # 200
    put(s, "nob_neville", 1, area("bristol"), "shp_05_newcastle")  # 100
    put(s, "nob_stanley", 2, area("york"), "shp_01_london")  # 300
    z = _sea(s, "channel_east", card("shp_02_bristol"), NEWCASTLE, LONDON_SHIP)
    acts = RULES.legal_actions(s)
    assert OfferAlliance(1, -1) in acts and OfferAlliance(2, -1) in acts
    RULES.apply(s, OfferAlliance(1, -1))
    RULES.apply(s, Answer(True, -1))
    assert s.alliances == [(0, 1)]  # it holds: the ships still stack
    RULES.apply(s, R.EndPhase())
    # seat 0 attacks seat 2's ship: its ally's ship attacks with it (200 + 100)
    on_top(s, combat_card(ratio=Fraction(1, 1)))  # nobody aboard: nobody to kill
    ev = RULES.apply(s, NavalAttack(z, 2, False))
    nav = next(e for e in ev if e.kind == "naval")
    assert (nav.data["attack"], nav.data["defence"]) == (200 + 100, 300)
    s.active = 2  # seat 2 attacks seat 1's ship: seat 0's defends with it
    s.fought = [0] * D.N_CARDS
    on_top(s, combat_card(ratio=Fraction(1, 1)))  # nobody aboard: nobody to kill
    ev = RULES.apply(s, NavalAttack(z, 1, False))
    nav = next(e for e in ev if e.kind == "naval")
    assert (nav.data["attack"], nav.data["defence"]) == (300, 100 + 200)
    # the earlier reading: ships alone offer no alliance
    s = blank(2, naval_seed=False)
    put(s, "nob_percy", 0, area("london"), "shp_02_bristol")
    put(s, "nob_neville", 1, area("bristol"), "shp_05_newcastle")
    _sea(s, "channel_east", card("shp_02_bristol"), NEWCASTLE)
    assert OfferAlliance(1, -1) not in RULES.legal_actions(s)


def _embarking(**options):
    """Seat 0's Percy and seat 1's Neville, allied on the open ground by London; two
    ships in London's port, one each; Neville already aboard his."""
    s = blank(2, **options)
    percy = put(s, "nob_percy", 0, area("london"), "shp_01_london")
    neville = put(s, "nob_neville", 1, area("london"), "shp_02_bristol")
    london = D.LOC0 + D.LOC_INDEX["london"]
    s.ship_pos[LONDON_SHIP] = s.ship_pos[card("shp_02_bristol")] = london
    s.alliances = [(0, 1)]
    s.npos[neville] = D.SHIP0 + card("shp_02_bristol")
    return s, percy


def test_an_alliance_does_not_end_when_its_nobles_embark_together():
    """«... alle navi possono essere applicate tutte le regole dell'alleanza»: Percy and
    Neville board two ships of one stack; their alliance holds, as on land."""
    s, percy = _embarking()
    ev = RULES.apply(s, Embark(percy, LONDON_SHIP))
    assert s.alliances == [(0, 1)] and "alliance_ends" not in kinds(ev)
    s, percy = _embarking(naval_seed=False)  # the earlier reading: it ended
    ev = RULES.apply(s, Embark(percy, LONDON_SHIP))
    assert s.alliances == [] and "alliance_ends" in kinds(ev)


def test_ai_naval_decisions_ignore_what_the_seat_cannot_see():
    """Fairness at the new decisions: every level chooses the same ship fate and storm
    port from the observation of the position and of a determinized variant of it."""
    from game.ai import choose_action

    s, *_ = _boarding()
    t, *_ = _storm("north_sea_north", NEWCASTLE, DARTMOUTH)
    for pos in (s, t):
        pos.hands[1] = pos.crown_deck[:3]  # something hidden from seat 0
        del pos.crown_deck[:3]
        seat = pos.to_act()
        other = RULES.determinize(RULES.observe(pos, seat), seat, Rng(99))
        obs, obs2 = RULES.observe(pos, seat), RULES.observe(other, seat)
        for level in ("easy", "normal", "hard"):
            a = choose_action(RULES, obs, seat, level, 42, iterations=25)
            b = choose_action(RULES, obs2, seat, level, 42, iterations=25)
            assert type(a) in (ShipFate, StormPort) and a == b, (level, a, b)


# ------------------------------------------------------------------ saves made before


def _game_with_a_boarded_ship() -> Match:
    """Random 4-seat play under the earlier reading until a boarding wins a ship (every
    game before the option existed), and a few actions more."""
    rules = GAMES["kingmaker"]
    for seed in range(1, 40):
        m = Match(rules, [Seat(f"P{i}", i) for i in range(4)], seed,
                  {"naval_seed": False, "setup_choice": False})
        rng = Rng(seed)
        while not m.is_over():
            acts = rules.legal_actions(m.state)
            ev = m.play(acts[rng.randrange(len(acts))])
            if "ship_captured" in kinds(ev):
                for _ in range(5):
                    acts = rules.legal_actions(m.state)
                    m.play(acts[rng.randrange(len(acts))])
                return m
    raise AssertionError("no boarding won a ship")


def test_old_save_without_the_option_replays_under_the_earlier_reading(tmp_path):
    m = _game_with_a_boarded_ship()
    data = m.to_json()
    del data["options"]["naval_seed"]  # as written before the option existed
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    old = Match.load(path, GAMES)
    assert old.options["naval_seed"] is False
    assert old.state == m.state and len(old.actions) == len(m.actions)
    old.rebuild(len(old.actions) - 1)  # undo rebuilds under the same rules
    assert old.options["naval_seed"] is False
    # read under the club's text, the same record breaks at the boarded ship's fate
    data["options"]["naval_seed"] = True
    with pytest.raises(SaveError) as err:
        Match.from_json(json.loads(json.dumps(data)), GAMES)
    boarding = max(i for i, a in enumerate(m.actions) if type(a) is NavalAttack)
    assert f"recorded move {boarding + 2} is not allowed" in str(err.value)
