"""Hansa Teutonica (Andreas Steding, 2009): rules engine, 2-5 players.

``RULES`` is the protocol object ``game.GAMES["hansa"]``.
"""

from game.hansa.rules import RULES, HansaRules

__all__ = ["RULES", "HansaRules"]
