"""Tigris & Euphrates (Reiner Knizia): rules engine. ``RULES`` is the protocol object."""

from game.tigris.rules import RULES, TigrisRules

__all__ = ["RULES", "TigrisRules"]
