"""Placeholder while the engine is written."""
from game.core import BaseRules
from game.tigris.actions import ACTION_TYPES


class TigrisRules(BaseRules):
    id = "tigris"
    title = "Tigris & Euphrates"
    action_types = ACTION_TYPES


RULES = TigrisRules()
