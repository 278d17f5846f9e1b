"""Tavola's screens: menu, new game, table, hand-over, rules, settings, load, results.

A scene opens another by name through ``registry.scene(name)``, never by importing it, so
the scene modules import each other only downwards (replay builds on play)."""
