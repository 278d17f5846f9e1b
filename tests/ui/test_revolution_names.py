"""Revolution's place names in Italian (issue 38, items 4 and 10) and German (issue 41):
the map, the hover cards, the prompts and the log read the language's names where it has
one (messages of the catalogs, context "Revolution map"), and the map carries its title
cartouche."""

from __future__ import annotations

from test_revolution_view import make_view, new, screen, show  # noqa: F401

from game.core import Event
from game.revolution import RULES
from game.revolution import actions as A
from game.revolution import data as D
from game.revolution.text import describe, describe_event, pname, rname, sname
from ui.views.revolution import art


def test_the_place_names_are_catalog_messages_and_name_known_places():
    from game.i18n import lookup, translation
    from game.revolution import names

    for table in (names.PROVINCES, names.SETTLEMENTS, names.REGIONS, names.BOXES):
        for lang in ("it", "de"):  # every printed name has its message in each catalog
            cat = getattr(translation(lang), "_catalog", {})
            assert all(f"{names.CONTEXT}\x04{n}" in cat for n in table["en"]), lang
    assert lookup("Holland", "it") == "Holland"  # Kingmaker's family keeps its name...
    assert pname(D.PIDX["pv_holland"], "it") == "Olanda"  # ...Revolution's province not
    de = {sname(D.SIDX[k], "de") for k in ("ct_bruxelles", "ct_liege", "tn_leuven", "ct_koln")}
    assert de == {"BRÜSSEL", "LÜTTICH", "Löwen", "KÖLN"}
    assert pname(D.PIDX["pv_flanders"], "de") == "Flandern"
    it = {sname(D.SIDX[k], "it") for k in ("ct_antwerpen", "ct_gent", "ct_brugge", "ct_koln",
                                             "ct_aachen", "ct_liege", "tn_leuven")}
    assert it == {"ANVERSA", "GAND", "BRUGES", "COLONIA", "AQUISGRANA", "LIEGI", "Lovanio"}
    assert sname(D.SIDX["ct_antwerpen"], "en") == "ANTWERPEN"  # English keeps the board's
    assert pname(D.PIDX["pv_flanders"], "it") == "Fiandre"
    assert pname(D.PIDX["pv_utrecht"], "it") == "Utrecht"  # no Italian name: as printed
    assert rname(D.RIDX["rg_zeeland"], "it") == "Zelanda e la Generalità"


def test_the_log_names_places_in_the_language():
    gent = D.SIDX["ct_gent"]
    assert describe(A.Bid(gent), "it") == "punta una moneta su GAND"
    assert describe(A.Bid(gent), "en") == "bids a coin on GENT"
    line = describe_event(Event("conflict", {"p": D.PIDX["pv_holland"], "loss": [1, 0, 0, 0,
                                                                                    0, 0]}), "it")
    assert line == "Conflitto in Olanda: perdono Cattolici 1"


def test_the_italian_map_prints_italian_names_and_the_title(screen):  # noqa: F811
    view = make_view(5, (1366, 768), "it")
    s = new(5)
    show(view, s, screen)
    assert view.geo.lang == "it"
    si = D.SIDX["ct_antwerpen"]
    assert view.hover_lines(view.geo.sett[si])[0].startswith("ANVERSA")
    p = D.PIDX["pv_brabant"]
    assert view.hover_lines(view.geo.prov[p])[0] == "Brabante"
    # the printed province names are measured in the language: "Fiandre" is not "Flanders"
    en = art.province_labels(make_view(5, (1366, 768), "en").geo)
    it = art.province_labels(view.geo)
    f = D.PIDX["pv_flanders"]
    assert it[2 * f].w < en[2 * f].w
    # the cartouche: inside the map, on the sea, clear of every printed name
    cart = art.cartouche_rect(view.geo)
    assert view.geo.map.contains(cart)
    assert view.geo.cell_at(cart.center) == -1  # the sea
    names = art.settlement_labels(view.geo, art.settlement_texts(view.geo))
    m = view.geo.map.topleft
    assert not any(r.move(m).colliderect(cart) for r in names)
    assert not any(r.colliderect(cart) for r in it)


def test_changing_the_language_reprints_the_map(screen):  # noqa: F811
    view = make_view(2, (1280, 800), "en")
    show(view, RULES.new_game(2, 4), screen)
    assert view.geo.lang == "en"
    view.ctx.lang = "it"
    view.draw_board(screen)
    assert view.geo.lang == "it" and view._map_key[-1] == "it"
