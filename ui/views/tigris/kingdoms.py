"""Reading the position for the hover cards: kingdoms, the sides of a war, a leader's strength, and
the outline of a set of squares on screen."""

from __future__ import annotations

from game.tigris.state import COLS, NSQ

try:  # read-only helpers of the engine (kingdom labels, adjacent temples)
    from game.tigris.engine import kingdoms as _kingdoms
except ImportError:  # pragma: no cover - the engine always ships them
    _kingdoms = None


class TigrisKingdoms:
    """Reading the position for the hover cards: kingdoms, the sides of a war, a leader's strength,
    and the outline of a set of squares on screen."""

    # ================================================================== kingdoms
    def labels(self) -> list[int]:
        """Kingdom id per square for the current position (cached)."""
        if self._lab_cache is None or self._lab_cache[0] != self.version:
            lab = _kingdoms(self.state)[0] if _kingdoms and self.state is not None else [-1] * NSQ
            self._lab_cache = (self.version, lab)
        return self._lab_cache[1]

    def kingdom_of(self, sq: int) -> list[int]:
        lab = self.labels()
        k = lab[sq]
        return [i for i in range(NSQ) if lab[i] == k] if k >= 0 else []

    def war_sides(self) -> list[list[int]]:
        """During wars: the kingdoms touching the unification tile, computed with that tile
        as a wall (each war's sides), as square lists."""
        s = self.state
        if s is None or s.unify_sq is None or s.unify_sq < 0 or _kingdoms is None:
            return []
        key = (self.version, "sides")
        got = self._outline_cache.get(key)
        if got is None:
            lab = _kingdoms(s, s.unify_sq)[0]
            ks = sorted({lab[y] for y in s.board.neigh[s.unify_sq] if lab[y] >= 0})
            got = [[i for i in range(NSQ) if lab[i] == k] for k in ks]
            self._outline_cache[key] = got
        return got

    def leader_strength(self, sq: int) -> tuple[int, list[int]]:
        """(revolt strength: adjacent face-up temples, war strength per colour: face-up
        tiles of that colour in the leader's kingdom) of the leader standing on ``sq``."""
        s = self.state
        assert s is not None
        neigh = s.board.neigh[sq]
        revolt = sum(1 for y in neigh if s.tile[y] == 1)
        war = [0, 0, 0, 0]
        for y in self.kingdom_of(sq):
            t = s.tile[y]
            if 0 <= t < 4:
                war[t] += 1
        return revolt, war

    def _outline(self, squares: list[int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        key = (self.version, tuple(squares))
        got = self._outline_cache.get(key)
        if got is not None:
            return got
        g = self.geo
        assert g is not None
        inside = set(squares)
        segs = []
        for sq in squares:
            r = g.square_rect(sq)
            row, col = divmod(sq, COLS)
            if row == 0 or sq - COLS not in inside:
                segs.append((r.topleft, r.topright))
            if row == 10 or sq + COLS not in inside:
                segs.append((r.bottomleft, r.bottomright))
            if col == 0 or sq - 1 not in inside:
                segs.append((r.topleft, r.bottomleft))
            if col == COLS - 1 or sq + 1 not in inside:
                segs.append((r.topright, r.bottomright))
        if len(self._outline_cache) > 32:
            self._outline_cache.clear()
        self._outline_cache[key] = segs
        return segs
