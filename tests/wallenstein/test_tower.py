"""The cube-tower model: long-run rates, paths, capacity, determinism, battle odds."""

from __future__ import annotations

from game.core import Rng
from game.wallenstein.tower import PARAMS, TRAY, Tower

GREEN = 5


def rates(model: str, trials: int = 160, throws: int = 25) -> tuple[float, float]:
    """(share of thrown cubes that come out, share of resting cubes knocked out) for
    5-cube throws into a tower pre-loaded as in a 4-player set-up."""
    rng = Rng(11)
    fresh = fresh_out = stuck = stuck_out = 0
    for _ in range(trials):
        t = Tower()
        t.throw([c for c in range(4) for _ in range(7)] + [GREEN] * 10, rng, model)
        for k in range(throws):
            stuck += len(t.inside())
            _, paths = t.throw([k % 4] * 5, rng, model)
            for p in paths:
                if p["start"] == "top":
                    fresh += 1
                    fresh_out += p["stop"] == TRAY
                else:
                    stuck_out += p["stop"] == TRAY
    return fresh_out / fresh, stuck_out / stuck


def test_ledge_model_long_run_rates():
    # tower_model.md: about 64 % of thrown cubes and 29 % of resting cubes come out
    fresh, stuck = rates("ledges")
    assert 0.61 <= fresh <= 0.67
    assert 0.25 <= stuck <= 0.34


def test_simple_model_long_run_rates():
    fresh, stuck = rates("simple", trials=80)
    assert abs(fresh - 2 / 3) < 0.02
    assert abs(stuck - 1 / 3) < 0.03


def test_paths_account_for_every_cube_and_capacity_holds():
    rng = Rng(5)
    t = Tower()
    cap0, cap1 = PARAMS["capacity"]
    for k in range(300):
        before = sorted(t.inside())
        thrown = [k % 3] * (1 + k % 9)
        out, paths = t.throw(thrown, rng)
        # cubes are neither created nor lost
        assert sorted(before + thrown) == sorted(out + t.inside())
        assert len(paths) == len([p for p in paths if p["start"] == "top"]) + \
            len([p for p in paths if p["start"] != "top"])
        assert sorted(p["colour"] for p in paths if p["stop"] == TRAY) == sorted(out)
        assert sum(1 for p in paths if p["start"] == "top") == len(thrown)
        for p in paths:
            assert p["stop"] in (0, 1, TRAY)
            if p["stop"] != TRAY:
                assert p["hits"][-1] == p["stop"]
        assert len(t.ledges[0]) <= cap0 and len(t.ledges[1]) <= cap1


def test_throws_are_reproducible_from_the_seed():
    def run(seed):
        rng = Rng(seed)
        t = Tower()
        return [t.throw([0, 1, 2, 5], rng)[0] for _ in range(20)]

    assert run(3) == run(3)
    assert run(3) != run(4)


def test_battle_odds_match_the_model_table():
    # tower_model.md section 4: 5 armies against a neutral province win about 90 %
    rng = Rng(2)
    wins = 0
    n = 1500
    for i in range(n):
        t = Tower()
        t.throw([c for c in range(4) for _ in range(7)] + [GREEN] * 10, rng)
        for _ in range(i % 4):
            t.throw([1, 1, 2, 2, 2], rng)
        out, _ = t.throw([0] * 5 + [GREEN], rng)
        wins += out.count(0) > out.count(GREEN)
    assert 0.85 <= wins / n <= 0.95
