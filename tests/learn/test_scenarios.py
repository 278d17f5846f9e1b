"""Every guided game ("Learn to play") replayed to its end through the lesson validator."""

from __future__ import annotations

import json

import pytest

from game import GAMES
from game.core import action_to_json
from game.i18n import LANGS
from game.learn import (
    RIGHT,
    WRONG,
    Lesson,
    ScenarioError,
    check_scenario,
    load_scenario,
    parse_scenario,
    scenario_paths,
    scenarios,
)

PATHS = [p for g in GAMES for p in scenario_paths(g)]


def test_every_playable_game_has_a_guided_game():
    for game_id in ("tigris", "hansa", "wallenstein", "revolution", "kingmaker"):
        assert scenarios(game_id), f"no scenario for {game_id}"
    assert scenarios("no_such_game") == []


def _wrong_action(lesson: Lesson):
    """A legal action the current step does not accept (None if every legal one fits)."""
    for a in lesson.rules.legal_actions(lesson.state):
        if not lesson.check(a).ok:
            return a
    return None


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.parent.parent.parent.name + "/" + p.stem)
def test_scenario_plays_to_the_end_and_refuses_other_moves(path):
    lesson = Lesson(load_scenario(path))
    wrong_seen = 0
    while not lesson.finished:
        step = lesson.step
        if step.expect is None:
            assert lesson.targets() == []
            some = lesson.rules.legal_actions(lesson.state)[0]
            assert not lesson.attempt(some).ok  # a message step takes no move
            assert lesson.acknowledge().ok
            continue
        targets = lesson.targets()
        assert targets, f"step {lesson.index + 1}: nothing to point at"
        wrong = _wrong_action(lesson)
        if wrong is not None:
            before = (len(lesson.match.actions), lesson.index, json.dumps(
                [action_to_json(a) for a in lesson.match.actions]))
            verdict = lesson.attempt(wrong)
            said = step.wrong()
            for lang in LANGS:  # the step's "why not" and the pointer, in every language
                assert not verdict.ok and verdict.text(lang) == said.text(lang)
                assert verdict.text(lang).endswith(WRONG.text(lang))
            assert (len(lesson.match.actions), lesson.index, json.dumps(
                [action_to_json(a) for a in lesson.match.actions])) == before
            wrong_seen += 1
        index = lesson.index
        if targets[0] not in lesson.rules.legal_actions(lesson.state):  # e.g. Hansa's Start
            lead = next(a for a in lesson.rules.legal_actions(lesson.state)
                        if lesson.check(a).ok)
            assert lesson.attempt(lead).ok and lesson.index == index
        verdict = lesson.attempt(targets[0])
        assert verdict.ok and all(verdict.text(lang) == RIGHT.text(lang) for lang in LANGS)
        assert lesson.index == index + 1
        if step.explain is not None:
            assert verdict.explain == step.explain
    assert wrong_seen >= 3
    assert not lesson.attempt(lesson.rules.legal_actions(lesson.state)[0]).ok
    hand = lesson.handover()
    assert hand["game"] == lesson.scenario.game and hand["level"] == "easy"
    assert lesson.match.rules.min_players <= hand["players"] <= lesson.match.rules.max_players


def _finished(game_id: str, k: int = 0) -> Lesson:
    return check_scenario(scenarios(game_id)[k])


def test_tigris_texts_match_the_position():
    s = _finished("tigris").state
    # "You have 1 black, 3 red, 1 blue, 3 green and a treasure: that makes 1"
    assert s.scores[0] == [1, 3, 1, 3] and s.treasures[0] == 1
    from game.tigris.rules import final_totals

    assert min(final_totals(s, 0)) == 1
    assert s.monuments[0] >= 0  # the red/black monument stands


def test_hansa_texts_match_the_position():
    lesson = _finished("hansa")
    s = lesson.state
    from game.hansa.state import PRIVILEGIUM

    assert s.prestige[0] == 2  # one point from each claim touching Hamburg
    assert s.level[5 * 0 + PRIVILEGIUM] == 1
    hamburg = s.board.city_index["hamburg"]
    assert s.office[s.board.city_offices[hamburg][0]] != 0


def test_wallenstein_texts_match_the_position():
    lesson = _finished("wallenstein")
    s = lesson.state
    w = s.winters[0][0]
    assert (w["provinces"], w["buildings"], w["total"]) == (10, 6, 23)
    assert s.year == 2


def test_spring_order_named_in_the_wallenstein_lesson_is_the_real_one():
    sc = scenarios("wallenstein")[0]
    lesson = Lesson(sc)
    assert lesson.state.order_cards[:5] == [1, 4, 5, 2, 9]  # church, gold, recruit 5, ...
    assert lesson.state.order_shown == 5


def test_bad_scenarios_get_clear_messages(tmp_path):
    good = json.loads(PATHS[0].read_text(encoding="utf-8"))
    with pytest.raises(ScenarioError, match="format"):
        parse_scenario({"format": "other"})
    bad = dict(good, steps=[dict(good["steps"][0], say={"it": "solo italiano"})])
    with pytest.raises(ScenarioError, match="English"):
        parse_scenario(bad)
    bad = dict(good, steps=[dict(good["steps"][0], expect={"actions": [["NoSuchMove", 1]]})])
    with pytest.raises(ScenarioError, match="unknown action type"):
        parse_scenario(bad)
    bad = dict(good, game="chess")
    with pytest.raises(ScenarioError, match="unknown game"):
        parse_scenario(bad)
    f = tmp_path / "broken.json"
    f.write_text("{not json", encoding="utf-8")
    with pytest.raises(ScenarioError, match="not valid JSON"):
        load_scenario(f)
    # a setup that is not a legal game
    bad = dict(good, setup=dict(good["setup"], actions=[["EndTurn"], ["Commit", 9]]))
    with pytest.raises(ScenarioError, match="not a legal game"):
        Lesson(parse_scenario(bad))
    # an expected action that never becomes legal
    bad = dict(good, steps=[dict(good["steps"][0], expect={"actions": [["PlaceTile", 2, 0]]})])
    with pytest.raises(ScenarioError, match="no expected action"):
        check_scenario(parse_scenario(bad))


def test_kinds_and_any_steps_accept_every_matching_move():
    good = json.loads(PATHS[0].read_text(encoding="utf-8"))
    first = dict(good["steps"][0], expect={"kinds": ["PlaceLeader"]})
    first.pop("then", None)
    lesson = Lesson(parse_scenario(dict(good, steps=[first])))
    leaders = [a for a in lesson.rules.legal_actions(lesson.state) if type(a).__name__ ==
               "PlaceLeader"]
    assert set(lesson.targets()) == set(leaders)
    tile = next(a for a in lesson.rules.legal_actions(lesson.state)
                if type(a).__name__ == "PlaceTile")
    assert not lesson.check(tile).ok
    assert lesson.attempt(leaders[-1]).ok and lesson.finished
    anyone = dict(first, expect={"any": True})
    lesson = Lesson(parse_scenario(dict(good, steps=[anyone])))
    assert lesson.attempt(tile).ok and lesson.finished


def test_paced_lessons_play_the_script_one_action_at_a_time():
    fast = check_scenario(scenarios("tigris")[0])
    lesson = Lesson(scenarios("tigris")[0])
    while not lesson.finished:
        if lesson.step.expect is None:
            assert lesson.acknowledge(paced=True).ok
        else:
            index = lesson.index
            assert lesson.attempt(lesson.targets()[0], paced=True).ok
            while lesson.scripting():
                assert lesson.index == index  # the step waits for its script
                assert not lesson.check(lesson.rules.legal_actions(lesson.state)[0]).ok
                lesson.play_scripted()
    assert lesson.match.actions == fast.match.actions


def _events_after_setup(game_id: str, k: int = 0) -> tuple[Lesson, list]:
    """The finished lesson and every event of its steps and scripts, in order."""
    lesson = _finished(game_id, k)
    rules = lesson.rules
    n = len(lesson.scenario.setup)
    state = rules.new_game(lesson.scenario.players, lesson.scenario.seed,
                           dict(lesson.scenario.options))
    events = []
    for i, a in enumerate(lesson.match.actions):
        ev = rules.apply(state, a)
        if i >= n:
            events += ev
    return lesson, events


def test_revolution_texts_match_the_position():
    from game.revolution import data as D

    lesson, events = _events_after_setup("revolution")
    first = lambda kind, **want: next(  # noqa: E731
        e.data for e in events if e.kind == kind and all(e.data[k] == v for k, v in want.items()))
    assert first("tax", f=0) == {"f": 0, "rate": 3, "due": 17, "got": 9}  # 5 + 3 x 4, stock 9
    assert first("intercept", f=4) == {"f": 4, "from": 0, "n": 3}
    nu = first("new_units", f=0)
    assert (nu["cities"], nu["towns"], nu["countryside"], nu["support"]) == (5, 5, 1, 2)
    assert (nu["sum"], nu["total"]) == (13, 3)
    brabant = D.PIDX["pv_brabant"]
    assert D.LIMIT[brabant] == 8
    assert first("conflict", p=brabant)["loss"] == [2, 0, 1, 0, 0, 2]  # 3/6/3 -> 1/5/1
    assert first("influence", s=D.SIDX["ct_brugge"]) == {
        "s": D.SIDX["ct_brugge"], "from": 5, "to": 3, "wasted": 0}
    changes = first("cards")["changes"]
    assert ["city", D.SIDX["ct_bruxelles"], 2, -1] in changes
    assert ["city", D.SIDX["ct_haarlem"], -1, 4] in changes
    assert ["province", brabant, -1, 2] in changes
    rows = first("vp", turn=2)["rows"]
    assert rows[0] == {"cities": 4, "provinces": 2.5, "objective": 6, "total": 12.5}
    assert rows[2]["total"] == 6.0 and rows[4]["total"] == 4


def test_revolution_armies_lesson_texts_match_the_position():
    """The second Revolution lesson: what its narration says happens is what the engine
    does (costs, the battle's dead, the siege, the conversion, the card, the score)."""
    from game.revolution import data as D

    H, B, R = D.H, D.B, D.R
    scenario = scenarios("revolution")[1]
    assert scenario.id == "revolution-armies" and scenario.players == 2
    start = Lesson(scenario).state
    flanders, holland = D.RIDX["rg_flanders"], D.RIDX["rg_holland"]
    assert (start.turn, start.need, start.actor) == (1, "raise", B)
    assert start.treas[B] == 5 and start.treas[R] == 6  # "you have 5", "2 coins of your 6"
    assert [f for i, f in enumerate(start.arm) if f >= 0 and not start.aband[i]] == [H]
    assert D.SPACE_REGION[start.arm.index(H)] == flanders  # "The Habsburg army ... Flanders"
    lesson, events = _events_after_setup("revolution", 1)
    raised = [(e.data["f"], e.data["r"], e.data["cost"]) for e in events if e.kind == "raise"]
    assert raised[:3] == [(B, flanders, 2), (R, flanders, 2), (R, holland, 2)]
    battle = next(e.data for e in events if e.kind == "battle")
    assert battle == {"r": flanders, "armies": [H, B, R], "dead": [H, R]}
    brugge = D.SIDX["ct_brugge"]
    assert next(e.data for e in events if e.kind == "besiege") == {"f": B, "s": brugge}
    move = next(e.data for e in events if e.kind == "army_move")
    assert (move["f"], move["from"], move["to"]) == (R, holland, D.RIDX["rg_gelre"])
    convert = next(e.data for e in events if e.kind == "convert")
    assert convert == {"f": R, "loc": 45, "owner": H}
    assert D.SETTLEMENTS[45 - D.P]["name"] == "Nijmegen"
    assert next(e.data for e in events if e.kind == "siege") == {"s": brugge, "by": B}
    changes = next(e.data for e in events if e.kind == "cards")["changes"]
    assert ["city", brugge, -1, B] in changes  # "the award gives BRUGGE's card"
    rows = next(e.data for e in events if e.kind == "vp" and e.data["turn"] == 1)["rows"]
    assert rows[B] == {"cities": 1, "provinces": 1, "objective": 1, "total": 3}
    assert D.UPKEEP[B] == D.UPKEEP[R] == 1  # "1 coin for yours"


def test_the_armies_lesson_says_why_another_move_is_not_the_one():
    """Every move step of the armies lesson has its own "why not", in both languages, said
    with the pointer to the lit move; the move is refused and nothing changes."""
    lesson = Lesson(scenarios("revolution")[1])
    lesson.acknowledge()
    steps = [st for st in lesson.scenario.steps if st.expect is not None]
    assert all(st.why is not None for st in steps)
    from game.revolution.actions import Done

    verdict = lesson.attempt(Done())  # raising nothing in the raise step
    assert not verdict.ok and lesson.wrong_attempts == 1
    assert verdict.en.startswith("Not there: the battle will be in Flanders & Artois")
    assert verdict.text("it").startswith("Non lì: la battaglia sarà in Flanders e Artois")
    assert verdict.en.endswith(WRONG.text("en")) and verdict.text("it").endswith(WRONG.text("it"))
    assert lesson.index == 1 and lesson.state.need == "raise"


def test_kingmaker_texts_match_the_position():
    from fractions import Fraction

    from game.kingmaker import data as D

    lesson, events = _events_after_setup("kingmaker")
    s = lesson.state
    card = D.CARD_INDEX.__getitem__
    heir = D.HEIR_ID.index
    siege = next(e.data for e in events if e.kind == "siege" and e.data["seat"] == 0)
    assert (siege["loc"], siege["attack"], siege["need"], siege["result"]) == (
        D.LOC_INDEX["london"], 360, 300, "falls")  # Courtenay, Neville and Stanley
    assert any(e.kind == "noble_dies" and e.data["noble"] == card("nob_stanley") for e in events)
    battle = next(e.data for e in events if e.kind == "battle" and e.data["seat"] == 0)
    assert (battle["attack"], battle["defence"], battle["result"]) == (380, 30, "attacker")
    assert D.COMBAT_RATIO[battle["event"]] == Fraction(1, 1)  # "the card drawn read 1:1"
    assert s.faction[card("nob_stafford")] < 0 or s.npos[card("nob_stafford")] < 0
    assert s.holder[card("bsh_bishop_of_lincoln")] == card("nob_neville")
    assert s.holder[card("bsh_bishop_of_durham")] == card("nob_roos")
    # Parliament at Chester, then the coronation step: Neville (Lincoln and Norwich) takes
    # Edward, York's heir once Richard and Edmund are dead, into Bangor's cathedral
    summon = next(e.data for e in events if e.kind == "parliament" and e.data["seat"] == 0)
    assert summon["venue"] == D.LOC_INDEX["chester"]
    crowned = [e.data for e in events if e.kind == "crowned"]
    assert crowned == [{"heir": heir("roy_edward_earl_of_march"), "seat": 0,
                        "loc": D.LOC_INDEX["bangor"]}]
    assert D.LOC_CATHEDRAL[D.LOC_INDEX["bangor"]]
    assert not s.heir_alive[heir("roy_richard_duke_of_york")]
    assert not s.heir_alive[heir("roy_edmund_earl_of_rutland")]
    bishops = [c for c in range(len(s.holder)) if s.holder[c] == card("nob_neville")
               and D.CARD_TYPE[c] == "bishop"]
    assert sorted(D.CARD_ID[c] for c in bishops) == ["bsh_bishop_of_lincoln",
                                                     "bsh_bishop_of_norwich"]
    assert [D.HEIR_ID[h] for h in range(D.N_HEIRS) if s.heir_crowned[h] and s.heir_alive[h]
            ] == ["roy_henry_vi", "roy_edward_earl_of_march"]  # "two Kings, one per house"
    assert s.heir_ctrl[heir("roy_edward_prince_of_wales")] == 0
    ctrl = {D.HEIR_ID[h]: s.heir_ctrl[h] for h in range(D.N_HEIRS)}
    assert ctrl["roy_henry_vi"] == 0 and ctrl["roy_edward_earl_of_march"] == 0
    assert ctrl["roy_margaret_of_anjou"] == 1 and ctrl["roy_george_duke_of_clarence"] == 1
