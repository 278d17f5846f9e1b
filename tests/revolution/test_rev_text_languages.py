"""Revolution's texts through the catalogs (issue 41): the log in German with its cases
and plurals, the Italian of before, the log line kept as the action (not as rendered
text), and every option worded in each language."""

from __future__ import annotations

from game.core import Rng
from game.i18n import lookup
from game.revolution import ALL_OPTIONS, RULES
from game.revolution import actions as A
from game.revolution import data as D
from game.revolution.option_help import HELP
from game.revolution.text import describe, describe_event, track_label


def test_german_names_places_in_german_and_declines_the_piece():
    assert describe(A.Bid(D.SIDX["ct_bruxelles"]), "de") == "bietet eine Münze auf BRÜSSEL"
    flanders = D.PIDX["pv_flanders"]
    # the piece as object ("einen") and as subject ("ein") of the sentence
    assert describe(A.Convert(0, flanders, 0), "de") == \
        "bekehrt einen katholischen Stein (Umland von Flandern)"
    assert describe(A.Loot(flanders, flanders, 0), "de") == \
        "plündert Umland von Flandern: ein katholischer Stein wird neutral"
    assert describe(A.Convert(0, flanders, 0), "it") == \
        "converte una pedina cattolica (campagna di Fiandre)"


def test_plurals_follow_each_language():
    assert describe(A.TaxRate(1), "en") == "taxes its cities at 1 coin"
    assert describe(A.TaxRate(2), "en") == "taxes its cities at 2 coins"
    assert describe(A.TaxRate(1), "it") == "tassa le città a 1 moneta"
    assert describe(A.TaxRate(3), "it") == "tassa le città a 3 monete"
    assert describe(A.TaxRate(3), "de") == "besteuert seine Städte mit 3 Münzen"
    assert describe(A.Hire(2), "it") == "ingaggia 2 Pezzenti del mare"
    assert describe(A.Hire(1), "de") == "heuert 1 Wassergeuse an"


def test_an_allegiance_agrees_with_its_noun():
    assert track_label(5, "it") == "riformata (centrale, nessun effetto)"
    assert track_label(5, "de") == "reformiert (Mitte, ohne Wirkung)"


def test_the_log_line_of_an_action_is_worded_in_the_language_shown():
    s = RULES.new_game(3, 4)
    rng = Rng(4)
    lines = {"en": [], "it": [], "de": []}
    for _ in range(60):
        events = RULES.apply(s, rng.choice(RULES.legal_actions(s)))
        for e in events:
            if e.kind == "acted":  # the action itself is kept, no rendered text
                assert not any(isinstance(v, str) for v in e.data.values())
                for lang, out in lines.items():
                    out.append(describe_event(e, lang))
    assert lines["en"] and len(lines["en"]) == len(lines["de"])
    assert all(a != b for a, b in zip(lines["en"], lines["de"], strict=True))
    assert any(line.startswith("(Katholiken) ") for line in lines["de"])
    assert any(line.startswith("(Cattolici) ") for line in lines["it"])


def test_every_option_label_value_and_help_has_italian_and_german():
    for o in ALL_OPTIONS:
        texts = [o.label_en] + [en for _v, en in o.value_names]
        texts += [HELP[o.key]] if o.key in HELP else []
        for text in texts:
            for lang in ("it", "de"):
                assert lookup(text, lang), (lang, text)
    three = next(o for o in ALL_OPTIONS if o.key == "three")
    assert three.label("de") == "Fraktionen bei 3 Spielern"
    assert three.value_name("CNR", "it") == "Cattolici, Nobiltà, Riformati (consigliata)"


def test_a_log_line_crosses_the_network_and_is_worded_there_alike():
    import json

    from net.wire import Decoder, event_from_json, event_json

    s = RULES.new_game(3, 4)
    rng = Rng(4)
    dec = Decoder(RULES, 3, {})
    acted = 0
    for _ in range(150):
        for e in RULES.apply(s, rng.choice(RULES.legal_actions(s))):
            back = event_from_json(dec, json.loads(json.dumps(event_json(e))))
            acted += e.kind == "acted"
            for lang in ("en", "it", "de"):
                assert describe_event(back, lang) == describe_event(e, lang)
    assert acted > 50


def test_letting_the_treasury_pass_is_worded_as_such():
    """6.2.2: "Il giocatore che può utilizzare le pedine dalla riquadro di supporto degli
    Ugonotti può, beninteso, o decidere di aspettare che la seconda fazione giochi": the
    Huguenots may intercept nothing, and that button says so (it read "intercept 0
    pieces")."""
    assert describe(A.Intercept(0), "en") == "the Huguenots let the pieces pass"
    assert describe(A.Intercept(0), "it") == "gli Ugonotti lasciano passare le pedine"
    assert describe(A.Intercept(0), "de") == "die Hugenotten lassen die Steine passieren"
    assert describe(A.Intercept(1), "en") == "the Huguenots intercept 1 piece"
    s = RULES.new_game(4, 9, RULES.default_options())
    rng = Rng(9)
    while s.need != "intercept":
        RULES.apply(s, RULES.heuristics.rollout_action(s.copy(), rng))
    labels = [describe(a, lang) for a in RULES.legal_actions(s) for lang in ("en", "de")]
    assert "the Huguenots let the pieces pass" in labels  # the seeded game's choice
    assert not [t for t in labels if " 0 " in t], labels
