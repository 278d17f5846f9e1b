"""Hansa Teutonica (Andreas Steding, 2009): the rules engine, 2-5 players.

``RULES`` is the protocol object listed as ``game.GAMES["hansa"]``.

Modules: ``state`` (the flat, fast-copy state and its constants), ``actions`` (the
action tuples), ``board`` (both board sides from ``data/board-*.json``), ``engine``
(legal actions, apply, control, network), ``scoring`` (final score and outcome),
``text`` (the log's third-person phrases and the choices' imperative ones), ``ai``
(heuristics), ``bench`` (speed), ``rules`` (the protocol object). Edition-dependent
values (bonus-marker mixes, ability tables) live in ``data/markers.json``.

Decisions are small: Place, Displace and Move start with ``Start(kind)`` (the action is
spent) and continue with the target; the legal actions name a route's first empty post
for a piece put on it (its position on the route never matters), and ``apply`` takes any
other empty post of the route as the same decision.
"""

from game.hansa.rules import RULES, HansaRules

__all__ = ["RULES", "HansaRules"]
