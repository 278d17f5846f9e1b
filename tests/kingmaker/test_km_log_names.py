"""The log names players by the names they chose, not "Player N" (issue 25, item 15)."""

from game import GAMES
from game.core import Rng
from game.match import Match, Seat


def test_round_lines_name_the_player_in_both_languages():
    rules = GAMES["kingmaker"]
    match = Match(rules, [Seat("Ada", 0), Seat("Bruno", 1)], 3)
    rng = Rng(7)
    while not any("Round 2" in line.en for line in match.log) and not rules.is_over(match.state):
        match.play(rng.choice(rules.legal_actions(match.state)))
    rounds = [line for line in match.log if line.en and line.en.startswith("Round ")]
    assert rounds, "no round began"
    assert any("Ada" in line.en or "Bruno" in line.en for line in rounds)
    assert all("Player" not in line.en and "\u27e6" not in line.en for line in rounds)
    assert all(line.it.startswith("Giro ") and "\u27e6" not in line.it for line in rounds)


def test_lines_about_another_seat_use_its_name():
    """An attack or an offer names the other player ("attacks Bruno"), in both languages,
    with no "Player N" and no raw seat reference left."""
    rules = GAMES["kingmaker"]
    match = Match(rules, [Seat("Ada", 0), Seat("Bruno", 1)], 3)
    rng = Rng(11)
    about = []
    while len(about) < 3 and not rules.is_over(match.state) and len(match.actions) < 6000:
        match.play(rng.choice(rules.legal_actions(match.state)))
        about = [ln for ln in match.log if ln.en and (" to Bruno" in ln.en or " to Ada" in ln.en
                                                       or "attacks Bruno" in ln.en
                                                       or "attacks Ada" in ln.en)]
    assert about, "no line about another seat in this game"
    for line in match.log:
        assert "Player " not in line.en and "Giocatore " not in line.it
        assert "\u27e6" not in line.en and "\u27e6" not in line.it
