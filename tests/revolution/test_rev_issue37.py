"""[5.7] and [6.19] The universities of KÖLN and Leuven (issue 37, rules 1 and 2), and old
saves that keep the readings they were played with."""

from __future__ import annotations

import json

from game import GAMES
from game.core import Rng
from game.match import Match, Seat
from game.revolution import ALL_OPTIONS
from game.revolution import engine as E
from tests.revolution.rev_helpers import P, clear_board, game, put, sett

C, H, N, B, R, NEU = 0, 1, 2, 3, 4, 5


def _univ_after(s, si: int) -> int:
    E.award_universities(s, [])
    return s.univ[si]


def test_turn0_a_burgher_or_reformer_reforms_koln_and_leuven_by_default():
    """[5.7] «Le università di KÖLN e Leuven sono sempre cattoliche a meno che la città o la
    cittadina non siano controllate dai Borghesi o dai Riformisti nel qual caso diventano
    riformate»."""
    lv, kn = sett("tn_leuven"), sett("ct_koln")
    for f in (B, R):
        s = game(5, 1)
        assert s.turn == 0 and s.options["univ_turn0"] == "rule_5_7"
        clear_board(s)
        put(s, f, P + lv)
        assert _univ_after(s, lv) == 2
        s = game(5, 1)
        s.ccard[kn] = f
        assert _univ_after(s, kn) == 2
    for f in (C, H, N):  # «sempre cattoliche»
        s = game(5, 1)
        clear_board(s)
        put(s, f, P + lv)
        s.ccard[kn] = f
        assert _univ_after(s, lv) == 1 and s.univ[kn] == 1


def test_after_turn0_burghers_do_not_reform_them():
    """[6.19] «Il controllo o l'occupazione di città e cittadina per la Nobiltà o i Borghesi
    non modificano la fedeltà di un'università» (from turn 1 on)."""
    s = game(5, 1)
    s.turn = 1
    clear_board(s)
    lv = sett("tn_leuven")
    put(s, B, P + lv)
    assert _univ_after(s, lv) == 1


def test_a_reformed_leuven_whose_town_is_empty_turns_catholic():
    """[6.19] KÖLN «resterà riformata a meno che ... diventa senza controllo, in questi casi
    ridiviene cattolica. Allo stesso modo, la fedeltà dell'università di Leuven dipende dalla
    fazione che occupa la città di Leuven»."""
    lv = sett("tn_leuven")
    for value, after in (("catholic", 1), ("unchanged", 2)):
        s = game(5, 1, leuven_empty=value)
        s.turn = 2
        clear_board(s)
        s.univ[lv] = 2
        assert _univ_after(s, lv) == after, value
    s = game(5, 1)  # KÖLN without a controller, for comparison: Catholic again
    s.turn = 2
    kn = sett("ct_koln")
    s.univ[kn], s.ccard[kn] = 2, -1
    assert _univ_after(s, kn) == 1


def _played(n: int, options: dict) -> Match:
    m = Match(GAMES["revolution"], [Seat(f"P{i}", i) for i in range(2)], 5, options)
    rng = Rng(5)
    for _ in range(n):
        acts = m.rules.legal_actions(m.state)
        m.play(acts[rng.randrange(len(acts))])
    return m


def test_old_saves_keep_the_readings_they_were_played_with(tmp_path):
    """A save made before issue 37 has no leuven_empty or army_room key (it kept Leuven
    unchanged and had 3-4 army spaces a section) and, at most, no univ_turn0 (6.19 then)."""
    legacy = {o.key: o.legacy for o in ALL_OPTIONS if o.legacy is not None}
    assert legacy == {"univ_turn0": "rule_6_19", "leuven_empty": "unchanged",
                      "army_room": "reconstructed"}
    assert Match(GAMES["revolution"], [Seat("a", 0), Seat("b", 1)], 5).options["univ_turn0"] \
        == "rule_5_7"
    m = _played(400, legacy)  # a game as it was played before
    data = m.to_json()
    for key in legacy:
        del data["options"][key]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    old = Match.load(path, GAMES)
    assert {k: old.options[k] for k in legacy} == legacy
    assert len(old.actions) == 400 and old.state == m.state
    assert old.to_json()["options"]["army_room"] == "reconstructed"
