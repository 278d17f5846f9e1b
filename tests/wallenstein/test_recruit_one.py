"""The recruit-1/move card recruits whenever it can (issue 23, rules 7.8 and A3).

The seed (Azioni 3): "Rinforzi: arruola nuovi mercenari (5,3,1). Una delle carte (1)
ammette anche un movimento verso una provincia amica", and for every planned action
"Se possibile, ogni azione pianificata deve essere eseguita". The move is the extra the
card *also* allows; moving without recruiting by choice is the older reading, kept as the
option ``recruit1_optional`` (off by default).
"""

from __future__ import annotations

import json

import pytest

from game import GAMES
from game.core import Rng
from game.match import Match, SaveError, Seat
from game.wallenstein import RULES
from game.wallenstein import ai as AI
from game.wallenstein import rules as R
from game.wallenstein.actions import Count, RecruitMove
from game.wallenstein.state import OUT
from tests.wallenstein.positions import P, bare, conserved, give
from tests.wallenstein.test_actions import run
from tests.wallenstein.test_events import card_index

SRC, OWN, OTHER = P("kursachsen"), P("anhalt"), P("lausitz")


def at_card(gold: int = 14, optional: bool | None = None, armies: int = 4):
    """Seat 0 reveals the recruit-1/move card in Kursachsen (``armies`` armies there),
    next to its own Anhalt; Lausitz next door belongs to seat 1."""
    s = bare()
    give(s, 0, SRC, armies)
    give(s, 0, OWN, 1)
    give(s, 1, OTHER, 1)
    s.gold[0] = gold
    if optional is not None:
        s.options = {**s.options, R.RECRUIT1_OPTIONAL: optional}
    run(s, 0, 7, SRC)
    return s


def move_only(acts) -> list:
    return [a for a in acts if type(a) is RecruitMove and not a.recruit]


def test_option_is_off_by_default_and_named_in_both_languages():
    opt = next(o for o in RULES.options if o.key == R.RECRUIT1_OPTIONAL)
    assert RULES.default_options()[R.RECRUIT1_OPTIONAL] is False
    assert opt.label("en") == "Recruit-1 card: move without recruiting by choice"
    assert opt.label("it") != opt.label("en") and "arruolare" in opt.label("it")
    assert [opt.value_name(v, "en") for v in (False, True)] == ["no", "yes"]
    assert [opt.value_name(v, "it") for v in (False, True)] == ["no", "sì"]
    assert RULES.new_game(4, 1).options[R.RECRUIT1_OPTIONAL] is False


def test_with_gold_and_supply_every_choice_recruits():
    s = at_card()
    acts = RULES.legal_actions(s)
    assert s.pending[0] == "act" and acts
    assert not move_only(acts)
    assert set(acts) == {RecruitMove(True, -1), RecruitMove(True, OWN)}
    assert all(a.recruit for a in acts)  # the move stays optional, the recruit does not
    with pytest.raises(Exception) as err:
        RULES.apply(s, RecruitMove(False, OWN))
    assert "recruit or move is not possible" in str(err.value)
    assert s.pending[0] == "act" and s.gold[0] == 14  # nothing lost


def test_without_gold_the_card_only_moves_and_the_log_says_why():
    s = at_card(gold=0)
    acts = RULES.legal_actions(s)
    assert set(acts) == {RecruitMove(False, OWN)}
    ev = RULES.apply(s, RecruitMove(False, OWN))
    why = [e for e in ev if e.kind == "no_recruit"]
    assert len(why) == 1 and why[0].data == {"province": SRC, "reason": "gold"}
    assert RULES.describe_event(why[0], "en") == "cannot recruit in Kursachsen: no gold"
    assert RULES.describe_event(why[0], "it") == "non può arruolare in Kursachsen: manca l'oro"
    RULES.apply(s, Count(3))
    assert s.armies[SRC] == 1 and s.armies[OWN] == 4 and s.gold[0] == 0
    assert conserved(s)


def test_without_supply_or_under_lack_of_troops_the_card_only_moves():
    s = bare()
    give(s, 0, SRC, 4)
    give(s, 0, OWN, 1)
    s.supply[0] = 0
    run(s, 0, 7, SRC)
    assert set(RULES.legal_actions(s)) == {RecruitMove(False, OWN)}
    assert R.recruit1_obstacle(s, 0, SRC) == "supply"
    # 2002 deck, lack of troops in Kursachsen's region: recruiting 1 places nobody
    s = bare()
    s.options = {**s.options, "events": "2002"}
    give(s, 0, SRC, 4)
    give(s, 0, OWN, 1)
    s.event = card_index("2002", "lack_of_troops", "sachsen")
    assert R.recruit_size(s, SRC, 1) == 0
    run(s, 0, 7, SRC)
    assert set(RULES.legal_actions(s)) == {RecruitMove(False, OWN)}
    ev = RULES.apply(s, RecruitMove(False, OWN))
    assert RULES.describe_event(next(e for e in ev if e.kind == "no_recruit"), "en") == (
        "cannot recruit in Kursachsen: the event forbids it")


def test_neither_part_possible_cancels_the_card():
    s = at_card(gold=0, armies=1)  # no gold, and one army cannot move
    assert not s.pending
    assert s.armies[SRC] == 1 and s.gold[0] == 0


def test_one_army_and_gold_recruit_alone_or_recruit_then_move():
    s = at_card(armies=1)
    assert set(RULES.legal_actions(s)) == {RecruitMove(True, -1), RecruitMove(True, OWN)}


def test_with_the_option_both_are_offered():
    s = at_card(optional=True)
    acts = RULES.legal_actions(s)
    assert set(acts) == {RecruitMove(True, -1), RecruitMove(False, OWN), RecruitMove(True, OWN)}
    ev = RULES.apply(s, RecruitMove(False, OWN))  # a choice, not a lack: nothing to explain
    assert not [e for e in ev if e.kind in ("no_recruit", "recruit")]
    RULES.apply(s, Count(2))
    assert s.gold[0] == 14 and s.armies[SRC] == 2 and s.armies[OWN] == 3
    assert RULES.new_game(3, 2, {R.RECRUIT1_OPTIONAL: True}).options[R.RECRUIT1_OPTIONAL]


def test_ai_rollout_and_pruning_pick_legal_choices():
    rng = Rng(4)
    for gold, opt in ((14, False), (0, False), (14, True)):
        s = at_card(gold=gold, optional=opt)
        acts = RULES.legal_actions(s)
        assert AI.rollout_action(s, rng) in acts
        assert set(AI.candidates(s, acts)) <= set(acts)
    # many own neighbours with the option on: the pruned list keeps recruiting choices first
    s = bare()
    s.options = {**s.options, R.RECRUIT1_OPTIONAL: True}
    give(s, 0, SRC, 4)
    for t in R.NB[SRC]:
        if s.owner[t] != OUT:
            give(s, 0, t, 1)
    run(s, 0, 7, SRC)
    acts = RULES.legal_actions(s)
    assert len(acts) > 8
    cand = AI.candidates(s, acts)
    assert len(cand) == 8 and RecruitMove(True, -1) in cand
    assert sum(a.recruit for a in cand) == min(8, sum(a.recruit for a in acts))


# ------------------------------------------------------------------ saves made before


def _game_with_a_chosen_move_only(seed: int = 7) -> Match:
    """Random play with the option on until a seat moves without recruiting although it
    could recruit (what every game could do before the option existed)."""
    rules = GAMES["wallenstein"]
    m = Match(rules, [Seat(f"P{i}", i) for i in range(3)], seed, {R.RECRUIT1_OPTIONAL: True})
    rng = Rng(seed)
    while not m.is_over():
        acts = rules.legal_actions(m.state)
        chosen = [a for a in acts if type(a) is RecruitMove and not a.recruit]
        if chosen and RecruitMove(True, -1) in acts:
            m.play(chosen[0])  # (how many march may follow: it stays to decide)
            return m
        m.play(acts[rng.randrange(len(acts))])
    raise AssertionError("no move-only choice came up")


def test_old_save_without_the_option_loads_with_the_move_only_choice(tmp_path):
    m = _game_with_a_chosen_move_only()
    data = m.to_json()
    assert data["options"][R.RECRUIT1_OPTIONAL] is True
    del data["options"][R.RECRUIT1_OPTIONAL]  # as written before the option existed
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    old = Match.load(path, GAMES)
    assert old.options[R.RECRUIT1_OPTIONAL] is True  # the game goes on as it was played
    assert old.state == m.state and len(old.actions) == len(m.actions)
    assert old.to_json()["options"][R.RECRUIT1_OPTIONAL] is True  # and is saved so
    old.rebuild(len(old.actions) - 1)  # replays and undo rebuild under the same rules
    assert old.options[R.RECRUIT1_OPTIONAL] is True


def test_the_same_game_under_the_seed_rule_is_refused_with_a_message():
    data = _game_with_a_chosen_move_only().to_json()
    data["options"][R.RECRUIT1_OPTIONAL] = False
    with pytest.raises(SaveError) as err:
        Match.from_json(json.loads(json.dumps(data)), GAMES)
    assert "recorded move 85 is not allowed" in str(err.value)
    assert "recruit or move is not possible" in str(err.value)


def test_new_saves_record_the_option():
    m = Match(GAMES["wallenstein"], [Seat(f"P{i}", i) for i in range(3)], 3)
    data = m.to_json()
    assert data["options"][R.RECRUIT1_OPTIONAL] is False
    assert Match.from_json(data, GAMES).options[R.RECRUIT1_OPTIONAL] is False
