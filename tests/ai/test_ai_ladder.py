"""The AI ladder on the toy game: strength ordering, obvious moves, determinism."""

from __future__ import annotations

import multiprocessing
import time

from game.ai import choose_action, fallback_action, make_agent
from game.ai.adapter import GameView, mix_seed, outcome_values
from game.ai.arena import (
    Tally,
    meetings,
    parse_iterations,
    percentile,
    report_pairs,
    report_shares,
    run,
    tally_logs,
    wilson,
)
from game.ai.ismcts import RootStats, search
from game.ai.parallel import close_helper
from game.core import Rng
from game.match import Match, Seat
from tests.ai import toygame
from tests.ai.toygame import RULES, Discard, Play


def play(
    levels: list[str], seed: int, iterations: int | None = None, options: dict | None = None
) -> list[int]:
    s = RULES.new_game(len(levels), seed, options)
    k = 0
    while RULES.to_act(s) is not None:
        p = RULES.to_act(s)
        obs = RULES.observe(s, p)
        a = choose_action(RULES, obs, p, levels[p], seed * 1000 + k, iterations=iterations)
        RULES.apply(s, a)
        k += 1
    return RULES.outcome(s).ranks


def wins_of(
    level: str,
    opponent: str,
    games: int,
    players: int = 2,
    iterations: int = 150,
    options: dict | None = None,
) -> float:
    won = 0.0
    for g in range(games):
        levels = [opponent] * players
        levels[g % players] = level
        ranks = play(levels, 100 + g, iterations, options)
        me = g % players
        if ranks[me] == 1:
            won += 1.0 / ranks.count(1)
    return won


def same(a, b) -> bool:
    """Equal actions of the same type (NamedTuples of different types can compare equal)."""
    return type(a) is type(b) and a == b


def position(pile: int, hand: list[int], players: int = 2) -> toygame.ToyState:
    s = RULES.new_game(players, 7)
    pool = [v for v in toygame.VALUES for _ in range(toygame.COPIES)]
    for c in hand:
        pool.remove(c)
    s.hands[0] = sorted(hand)
    for i in range(1, players):
        s.hands[i] = [pool.pop(), pool.pop(), pool.pop()]
    s.deck = pool
    s.pile = pile
    return s


def test_mcts_beats_random_clearly():
    assert wins_of("normal", "random", 20) >= 17


def test_mcts_beats_two_randoms_at_three_players():
    assert wins_of("normal", "random", 12, players=3, iterations=200) >= 8


def test_mcts_beats_greedy_with_wide_nodes():
    # Nine values, six-card hands: nodes are widened progressively, the root ordered
    # by one-ply values.
    assert len(RULES.legal_actions(RULES.new_game(2, 1, {"big": True}))) > 8
    assert wins_of("normal", "greedy", 10, iterations=250, options={"big": True}) >= 7


def test_greedy_beats_random():
    assert wins_of("greedy", "random", 20) >= 13


def test_levels_take_an_obviously_winning_move():
    s = position(3, [1, 3, 4])
    obs = RULES.observe(s, 0)
    for level in ("easy", "greedy", "normal", "hard"):
        assert same(choose_action(RULES, obs, 0, level, 5, iterations=200), Play(3)), level
    assert same(fallback_action(RULES, obs, 0, 5), Play(3))


def test_mcts_does_not_hand_over_the_last_stone():
    # Pile 5: playing 1 or 4 leaves a pile the opponent may finish; a discard is safe.
    s = position(5, [1, 4, 4])
    for seed in range(3):
        a = choose_action(RULES, RULES.observe(s, 0), 0, "normal", seed, iterations=1000)
        assert isinstance(a, Discard), a


def test_single_legal_action_returns_at_once():
    s = position(1, [2, 2, 2])
    assert RULES.legal_actions(s) == [Discard(2)]
    t0 = time.perf_counter()
    a = choose_action(RULES, RULES.observe(s, 0), 0, "hard", 1, time_scale=100.0)
    assert same(a, Discard(2))
    assert time.perf_counter() - t0 < 5.0  # a 400 s budget was not spent


def test_search_is_time_bounded_without_iterations():
    s = RULES.new_game(2, 3)
    t0 = time.perf_counter()
    choose_action(RULES, RULES.observe(s, 0), 0, "normal", 1, time_scale=0.05)
    assert time.perf_counter() - t0 < 3.0


def test_same_seed_same_choice_and_statistics():
    s = RULES.new_game(3, 11)
    obs = RULES.observe(s, 0)
    view = GameView(RULES)
    a = search(view, obs, 0, Rng(9), iterations=300)
    b = search(view, obs, 0, Rng(9), iterations=300)
    assert a.visits == b.visits and a.actions == b.actions
    assert sum(a.visits) == 300
    c = search(view, obs, 0, Rng(10), iterations=300)
    assert c.visits != a.visits  # another seed explores differently


def test_root_stats_merge_adds_counts():
    a = RootStats([Play(1), Play(2)], [3, 5], [1.0, 4.0], 8)
    b = RootStats([Play(2), Discard(1)], [4, 1], [2.0, 0.0], 5)
    m = a.merge(b)
    assert [type(a) for a in m.actions] == [Play, Play, Discard]
    assert m.visits == [3, 9, 1] and m.value_sums == [1.0, 6.0, 0.0] and m.iterations == 13
    assert same(m.best(), Play(2))


def test_hard_uses_a_helper_process_and_stays_deterministic():
    seats = [Seat("a", 0, "ai", "hard"), Seat("b", 1, "ai", "hard")]
    match = Match(RULES, seats, 21)
    obs = RULES.observe(match.state, 0)
    try:
        agent = make_agent("hard", iterations=200)
        one = agent.choose(RULES, obs, 0, 4, match.to_json())
        two = agent.choose(RULES, obs, 0, 4, match.to_json())
        assert agent.last_stats is not None and agent.last_stats.iterations == 400
        assert same(one, two) and any(same(one, a) for a in RULES.legal_actions(match.state))
        assert any(p.name == "tavola-ai-helper" for p in multiprocessing.active_children())
    finally:
        close_helper()
    assert not [p for p in multiprocessing.active_children() if p.name == "tavola-ai-helper"]


def test_outcome_values_share_a_draw():
    s = RULES.new_game(3, 1)
    s.plies = toygame.MAX_PLIES
    assert outcome_values(RULES, s) == [1 / 3] * 3
    s.winner = 2
    assert outcome_values(RULES, s) == [0.0, 0.0, 1.0]


def test_wilson_and_percentile():
    lo, hi = wilson(5, 10)
    assert abs(lo - 0.2366) < 1e-3 and abs(hi - 0.7634) < 1e-3
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert percentile([float(x) for x in range(1, 101)], 0.95) == 95.0


def test_arena_rotates_seats_and_counts_games(capsys):
    tallies = run("toy", 2, ["greedy", "random"], 4, modules=("tests.ai.toygame",))
    assert tallies["greedy"].games == 4 and tallies["random"].games == 4
    assert abs(tallies["greedy"].wins + tallies["random"].wins - 4) < 1e-9
    assert "win rate" in capsys.readouterr().out


def test_pairwise_meetings_count_each_pair_of_seats():
    table: dict = {}
    # hard first, one normal second, the other normal third
    meetings(["normal", "hard", "normal"], [2, 1, 3], table)
    assert table[("hard", "normal")] == [2.0, 2]
    assert table[("normal", "hard")] == [0.0, 2]
    # a tie for first between hard and a normal is half a win each
    meetings(["hard", "normal", "normal"], [1, 1, 3], table)
    assert table[("hard", "normal")] == [3.5, 4]
    assert table[("normal", "hard")] == [0.5, 4]
    assert "hard above normal: 3.5/4 = 0.88" in report_pairs(table)


def test_win_shares_compare_per_seat_win_rates():
    # 3 players, one hard and two normal seats a game: hard won 6 of 12 games,
    # the normal seats the other 6 of their 24 seat-games
    tallies = {"hard": Tally(12, 6.0), "normal": Tally(24, 6.0)}
    text = report_shares(tallies)
    assert "hard wins 0.50 per seat, normal 0.25: hard's share 0.67" in text
    assert "normal's share 0.33" in text


def test_iterations_option_is_parsed_per_level():
    assert parse_iterations("normal=1000, hard=4000") == {"normal": 1000, "hard": 4000}
    assert parse_iterations("") == {}


def test_mix_seed_is_stable():
    assert mix_seed(1, 2, 3) == mix_seed(1, 2, 3) != mix_seed(3, 2, 1)


def test_each_rotation_of_seats_shares_one_match_seed(monkeypatch):
    import game.ai.arena as arena

    seen = []

    def fake_game(rules, levels, seed, *args):
        seen.append((tuple(levels), seed))
        return [0.5, 0.5], [[0.0], [0.0]], [1, 1]

    monkeypatch.setattr(arena, "play_game", fake_game)
    run("toy", 2, ["greedy", "random"], 4, modules=("tests.ai.toygame",))
    assert [lv for lv, _ in seen] == [("greedy", "random"), ("random", "greedy")] * 2
    assert seen[0][1] == seen[1][1] != seen[2][1] == seen[3][1]


def test_tally_adds_up_arena_logs_old_and_new(capsys):
    import io

    log = io.StringIO()
    run("toy", 3, ["greedy", "random", "random"], 3, modules=("tests.ai.toygame",), out=log)
    printed = log.getvalue().splitlines()
    assert all(" ranks " in line for line in printed if line.startswith("game "))
    older = [
        "game 1/9: hard=1, normal=0, normal=0  (150 s)",
        "game 2/9: normal=0.5, hard=0.5, normal=0  (120 s)",
        "some other line",
    ]
    newer = ["game 3/9: normal=0, normal=1, hard=0  ranks 3 1 2  (140 s)"]
    text = tally_logs(older + newer)
    # hard: 1 + 0.5 + 0 over 3 games; pairs only from the line with ranks
    assert "hard         3     0.50" in text
    assert "hard above normal: 1/2 = 0.50" in text
    assert "normal wins 0.25 per seat" in text
    assert tally_logs(["nothing here"]) == "no game lines"
    own = tally_logs(printed)
    assert "greedy       3" in own and "random       6" in own


def test_search_applies_through_the_trusted_path_when_a_game_offers_it():
    import tests.ai.toygame as toy

    calls = {"trusted": 0}

    class Trusting(type(toy.RULES)):
        def apply_trusted(self, state, action):
            calls["trusted"] += 1
            return self.apply(state, action)

    rules = Trusting()
    s = rules.new_game(2, 1)
    view = GameView(rules)
    search(view, rules.observe(s, 0), 0, Rng(1), iterations=30)
    assert calls["trusted"] > 30  # tree moves and playouts alike
    assert GameView(toy.RULES)._apply_trusted == toy.RULES.apply  # the checked one


def test_share_and_pairwise_intervals_resample_whole_games():
    from game.ai.arena import above_of, bootstrap, share_of

    # 3 players, one hard seat a game: hard wins 12 of 20 games, a normal seat the rest
    records = []
    for g in range(20):
        if g < 12:
            records.append((["hard", "normal", "normal"], [1.0, 0.0, 0.0], [1, 2, 3]))
        else:
            records.append((["hard", "normal", "normal"], [0.0, 1.0, 0.0], [3, 1, 2]))
    assert abs(share_of(records, "hard", "normal") - 0.6 / (0.6 + 0.2)) < 1e-9
    assert above_of(records, "hard", "normal") == 24 / 40
    lo, hi = bootstrap(records, lambda rs: share_of(rs, "hard", "normal"))
    assert lo < 0.75 < hi and hi - lo > 0.1
    assert (lo, hi) == bootstrap(records, lambda rs: share_of(rs, "hard", "normal"))
    # four times the games: a narrower interval around the same share
    lo4, hi4 = bootstrap(records * 4, lambda rs: share_of(rs, "hard", "normal"))
    assert lo < lo4 < 0.75 < hi4 < hi
    text = tally_logs([
        f"game {g + 1}/20: hard={int(w[0])}, normal={int(w[1])}, normal=0  "
        f"ranks {' '.join(map(str, r))}  (1 s)"
        for g, (_, w, r) in enumerate(records)
    ])
    assert "hard's share 0.75  [" in text and "hard above normal: 24/40 = 0.60  [" in text
