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


def _warm(rng: Rng, battles: int) -> Tower:
    """A 4-player set-up fill followed by ``battles`` five-cube throws of other colours."""
    t = Tower()
    t.throw([c for c in range(4) for _ in range(7)] + [GREEN] * 10, rng)
    for k in range(battles):
        t.throw([1 + k % 3] * 5, rng)
    return t


def test_set_up_fill_keeps_about_a_third_inside():
    # tower_model.md 3: "initial fill of 38 cubes leaves on average about 12 inside"
    rng = Rng(21)
    inside = [len(_warm(rng, 0).inside()) for _ in range(1500)]
    assert 11.5 <= sum(inside) / len(inside) <= 12.5


def test_fresh_exit_rate_of_five_cube_throws_into_a_warm_tower():
    # tower_model.md 5: 10,000 fresh cubes thrown five at a time into a warmed tower come
    # out 0.64 +- 0.02 of the time; resting cubes about 29 %
    rng = Rng(22)
    fresh = stuck = stuck_out = 0
    for i in range(2000):
        t = _warm(rng, 3 + i % 4)
        stuck += len(t.inside())
        _, paths = t.throw([0] * 5, rng)
        fresh += sum(1 for p in paths if p["start"] == "top" and p["stop"] == TRAY)
        stuck_out += sum(1 for p in paths if p["start"] != "top" and p["stop"] == TRAY)
    assert 0.62 <= fresh / 10000 <= 0.66
    assert 0.26 <= stuck_out / stuck <= 0.32


def test_bigger_throws_flush_more_resting_cubes():
    # tower_model.md 3: "bigger throws flush more, smaller throws less"
    def flushed(size: int) -> float:
        rng = Rng(23)
        stuck = out = 0
        for _ in range(800):
            t = _warm(rng, 2)
            stuck += len(t.inside())
            _, paths = t.throw([0] * size, rng)
            out += sum(1 for p in paths if p["start"] != "top" and p["stop"] == TRAY)
        return out / stuck

    small, big = flushed(2), flushed(12)
    assert big > small + 0.15
