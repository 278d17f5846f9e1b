"""Tigris & Euphrates (Reiner Knizia, 1997): the rules engine.

``RULES`` is the protocol object listed in ``game.GAMES``. Modules:

* ``state``   -- the ``State`` (flat lists by square ``row * 16 + col``), the two boards,
  colour and phase constants, square names ("A1".."P11");
* ``actions`` -- the action NamedTuples (main actions and every sub-decision);
* ``engine``  -- kingdoms, legality, applying actions, conflicts, monuments, treasures,
  turn end; ``leader_strengths`` for views;
* ``rules``   -- setup, ``to_act``, observation/determinization, outcome;
* ``text``    -- English and Italian phrases for actions, events and prompts;
* ``ai``      -- heuristics for the shared search (evaluate, rollouts, pruning);
* ``bench``   -- ``bench(seconds)``: speed figures.
"""

from game.tigris.rules import RULES, TigrisRules

__all__ = ["RULES", "TigrisRules"]
