"""Hansa Teutonica's city names as the board prints them, in every language (issue 41).

The Argentum board is one board for the German and the English editions and prints its own
names (Coellen, Arnheim, Brunswick...); no German board prints them otherwise, so German and
Italian show them as printed (docs/german_terms.md)."""

from __future__ import annotations

from game.hansa import actions as A
from game.hansa import text
from game.hansa.board import side_board

PRINTED = {"Coellen", "Arnheim", "Brunswick", "Groningen", "Lübeck", "Göttingen", "Osnabrück"}


def test_both_sides_carry_the_printed_names():
    for side in ("4-5", "2-3"):
        assert PRINTED <= set(side_board(side).city_names), side


def test_every_language_names_the_city_as_printed():
    b = side_board("4-5")
    brunswick = b.city_names.index("Brunswick")
    route = next(r for r in range(b.n_routes) if brunswick in (b.route_a[r], b.route_b[r]))
    post = b.route_posts[route][0]
    for lang in ("en", "it", "de"):
        said = text.describe(A.Place(post=post, shape=0), lang)
        assert "Brunswick" in said and "Braunschweig" not in said, (lang, said)
        assert text.describe(A.Office(city=brunswick), lang).endswith("Brunswick"), lang
