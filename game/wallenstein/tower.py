"""The cube tower: a seeded stochastic model of cubes falling past two ledges.

Follows ``data/wallenstein/tower_model.md``. The parameters live in one place,
``PARAMS`` (read from ``data/reconstructed.json``). Cubes are colour numbers (seat
0..4, 5 = green peasants). Every throw returns the cubes that reached the tray plus a
path per cube (what it started as, which ledges it hit, where it stopped), which the
rules report in a ``tower_throw`` event so a window can animate exactly that.
"""

from __future__ import annotations

from game.core import Rng
from game.wallenstein.data import TOWER

PARAMS: dict = {
    "model": TOWER["model"],  # "ledges" (default) or "simple"
    "capacity": tuple(TOWER["capacity"]),  # cubes each ledge can hold
    "stick": tuple(TOWER["stick"]),  # base chance that a passing cube sticks to a ledge
    "knock": TOWER["knock"],  # per passing cube, chance to knock a resting cube loose
    "fresh_out": TOWER["simple_fresh_out"],  # simple model: a thrown cube falls out
    "stuck_out": TOWER["simple_stuck_out"],  # simple model: a stuck cube is knocked out
}

TRAY = "tray"


class Tower:
    """The tower's hidden contents (``ledges[0]`` upper, ``ledges[1]`` lower: lists of
    colours of resting cubes) and the ``tray`` (cubes that fell out and belong to nobody
    in the last battle; thrown again with the next one)."""

    __slots__ = ("ledges", "tray")

    def __init__(self) -> None:
        self.ledges: list[list[int]] = [[], []]
        self.tray: list[int] = []

    def copy(self) -> Tower:
        t = Tower.__new__(Tower)
        t.ledges = [self.ledges[0][:], self.ledges[1][:]]
        t.tray = self.tray[:]
        return t

    def key(self) -> tuple:
        return (tuple(self.ledges[0]), tuple(self.ledges[1]), tuple(self.tray))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tower) and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Tower{self.key()!r}"

    def inside(self) -> list[int]:
        """Every cube resting inside the tower (both ledges)."""
        return self.ledges[0] + self.ledges[1]

    def count(self, colour: int) -> int:
        """Cubes of ``colour`` inside the tower and in the tray."""
        return (self.ledges[0].count(colour) + self.ledges[1].count(colour)
                + self.tray.count(colour))

    # ------------------------------------------------------------------ throwing
    def throw(self, cubes: list[int], rng: Rng, model: str | None = None,
              paths: bool = True) -> tuple[list[int], list[dict]]:
        """Throw ``cubes`` into the top. Returns (cubes that came out, per-cube paths).

        A path is ``{"colour", "start", "hits", "stop"}``: ``start`` is "top" for a
        thrown cube or the ledge index it rested on; ``hits`` the ledges it touched on
        the way; ``stop`` a ledge index (it stays inside) or "tray".
        """
        if (model or PARAMS["model"]) == "simple":
            return self._throw_simple(cubes, rng, paths)
        return self._throw_ledges(cubes, rng, paths)

    def _throw_ledges(self, cubes: list[int], rng: Rng,
                      paths: bool) -> tuple[list[int], list[dict]]:
        cap = PARAMS["capacity"]
        stick = PARAMS["stick"]
        keep = 1.0 - PARAMS["knock"]
        falling = [(c, "top") for c in cubes]
        hits: list[list[int]] = [[] for _ in falling]
        record: list[dict] = []
        for i in (0, 1):
            ledge = self.ledges[i]
            n = len(falling)
            if ledge and n:
                p_loose = 1.0 - keep ** n
                stay = []
                for c in ledge:
                    if rng.random() < p_loose:
                        falling.append((c, i))
                        hits.append([])
                    else:
                        stay.append(c)
                ledge[:] = stay
            nxt, nxt_hits = [], []
            load = len(ledge)
            s, c_i = stick[i], cap[i]
            order = list(range(len(falling)))
            rng.shuffle(order)
            for j in order:
                c, start = falling[j]
                h = hits[j]
                h.append(i)  # a cube knocked loose here may catch on the same ledge again
                if load < c_i and rng.random() < s * (1.0 - load / c_i):
                    ledge.append(c)
                    load += 1
                    if paths:
                        record.append({"colour": c, "start": start, "hits": h, "stop": i})
                else:
                    nxt.append((c, start))
                    nxt_hits.append(h)
            falling, hits = nxt, nxt_hits
        out = [c for c, _ in falling]
        if paths:
            for (c, start), h in zip(falling, hits, strict=True):
                record.append({"colour": c, "start": start, "hits": h, "stop": TRAY})
        return out, record

    def _throw_simple(self, cubes: list[int], rng: Rng,
                      paths: bool) -> tuple[list[int], list[dict]]:
        fresh_out, stuck_out = PARAMS["fresh_out"], PARAMS["stuck_out"]
        out: list[int] = []
        record: list[dict] = []
        for i in (0, 1):
            stay = []
            for c in self.ledges[i]:
                if rng.random() < stuck_out:
                    out.append(c)
                    if paths:
                        record.append({"colour": c, "start": i, "hits": [], "stop": TRAY})
                else:
                    stay.append(c)
            self.ledges[i] = stay
        for c in cubes:
            if rng.random() < fresh_out:
                out.append(c)
                if paths:
                    record.append({"colour": c, "start": "top", "hits": [0, 1], "stop": TRAY})
            else:
                i = rng.randrange(2)
                self.ledges[i].append(c)
                if paths:
                    record.append({"colour": c, "start": "top", "hits": list(range(i + 1)),
                                   "stop": i})
        return out, record
