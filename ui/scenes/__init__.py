"""Tavola's screens: menu, new game, table, hand-over, rules, settings, load, results."""
