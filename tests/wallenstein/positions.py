"""Helpers for Wallenstein rule tests: bare positions and a tower with a scripted result."""

from __future__ import annotations

from game.core import Rng
from game.wallenstein.examples import FULL, P, bare, conserved, give
from game.wallenstein.tower import TRAY, Tower

__all__ = ["FULL", "P", "Rigged", "bare", "conserved", "give"]


class Rigged(Tower):
    """A tower whose next throw is scripted: ``stick`` are colours of thrown cubes that
    stay inside (on ledge 0); ``release`` are colours of resting cubes that fall out."""

    def __init__(self, ledges=((), ()), stick=(), release=()) -> None:
        super().__init__()
        self.ledges = [list(ledges[0]), list(ledges[1])]
        self.stick = list(stick)
        self.release = list(release)

    def throw(self, cubes, rng: Rng, model=None, paths=True):
        out = list(cubes)
        record = []
        for c in self.stick:
            out.remove(c)
            self.ledges[0].append(c)
            record.append({"colour": c, "start": "top", "hits": [0], "stop": 0})
        for c in self.release:
            i = 0 if c in self.ledges[0] else 1
            self.ledges[i].remove(c)
            out.append(c)
            record.append({"colour": c, "start": i, "hits": [i], "stop": TRAY})
        self.stick, self.release = [], []
        return out, record
