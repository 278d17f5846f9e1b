"""Hansa Teutonica's log narrates in the third person, in every language, while the
buttons and hints keep the imperative (a German play-through read "Clara: Setze einen
Händler auf …" and "Bruno: Zug beenden" in the log).

Seeded games of two to five players are played by the computer's own policy and every log
line is read in English, Italian and German."""

from __future__ import annotations

import re

import pytest
from hansa_helpers import office, place_from_supply, route

from game.core import Rng
from game.hansa import RULES
from game.hansa import actions as A
from game.hansa.text import describe_choice, describe_event, post_name
from game.match import Match, Seat

LANGS = ("en", "it", "de")
NAMES = ["Ada", "Bruno", "Clara", "Dora", "Emil"]
# the first words of the choices (imperative): none may open a log line
IMPERATIVE = {
    "en": re.compile(r"^(Place|Displace|Move|Re-place|Claim|Establish|Upgrade|End|Remove|"
                     r"Income|Marker:|No (benefit|more)|Merchant on|Additional office|"
                     r"Neutral office)\b"),
    "it": re.compile(r"^(Piazza|Rimpiazza|Sposta|Ripiazza|Reclama|Stabilisce|Migliora|"
                     r"Fine del|Rimuove|Introiti|Gettone:|Nessun|Grossista sulla|"
                     r"Ufficio (addizionale|neutrale))\b"),
    "de": re.compile(r"^(Setze|Verdränge|Versetze|Schließe|Errichte|Verbessere|Zug beenden|"
                     r"Entferne|Einkommen|Bonusplättchen:|Keine?|Nichts|Kaufmann auf|"
                     r"Zusätzliches|Neutrales|Lege)\b"),
}


def _played(players: int, seed: int, options: dict | None = None) -> Match:
    m = Match(RULES, [Seat(n, i) for i, n in enumerate(NAMES[:players])], seed,
              options=dict(options or {}))
    rng = Rng(seed)
    policy = RULES.heuristics.rollout_action
    while not m.is_over() and len(m.actions) < 3000:
        legal = RULES.legal_actions(m.state)
        m.play(policy(m.state, rng) if rng.random() < 0.8 else rng.choice(legal))
    return m


@pytest.mark.parametrize("players, seed, options", [
    (2, 3, {}), (3, 1, {"extra_office_in_addition": True}), (4, 2, {}),
    (5, 4, {"remove3_opponents_only": True}),
])
def test_a_seeded_game_is_told_in_the_third_person(players, seed, options):
    m = _played(players, seed, options)
    assert m.is_over()
    for line in m.log:
        for lang in LANGS:
            text = line.text(lang)
            assert not IMPERATIVE[lang].match(text), (lang, text)
            if line.seat is not None:  # "Ada: places a trader …", "Ada: +1 PP …"
                assert text[0].islower() or text[0] == "+", (lang, text)
            else:  # a sentence of its own: "Minden is completed (3/10)"
                assert text[0].isupper(), (lang, text)
    assert "the game ends" in m.log[-1].en or m.log[-1].en == "The game ends"


def test_a_displacement_is_one_line_naming_the_piece_and_its_owner():
    """Seed 001: "un giocatore può rimpiazzare un Mercante di un avversario [...] Il
    giocatore i cui pezzi sono stati rimpiazzati, deve riposizionarli. Se 1 dei propri
    Mercanti è stato rimpiazzato, egli può piazzare tale Mercante, assieme ad un proprio
    Mercante o Grossista da prendere dalla riserva generale" (Mercante: trader)."""
    m = Match(RULES, [Seat(n, i) for i, n in enumerate(NAMES[:3])], 5)
    b = m.state.board
    route = b.live_routes[0]
    post = b.route_posts[route][0]
    m.play(A.Start("place"))
    m.play(A.Place(post=post, shape=0))  # Ada's trader
    m.play(A.EndTurn())
    m.play(A.Start("displace"))
    hit = next(a for a in RULES.legal_actions(m.state)
               if type(a) is A.Displace and a.post == post and a.shape == 1)
    m.play(hit)  # Bruno's merchant takes its post
    where = post_name(post)
    line = m.log[-1]
    assert line.seat == 1
    assert line.en == f"displaces Ada's trader on {where} with a merchant"
    assert line.it == f"rimpiazza il mercante di Ada su {where} con un grossista"
    assert line.text("de") == f"verdrängt den Händler von Ada auf {where} mit einem Kaufmann"
    # Ada puts her trader back, then one more from her stock: each a line of hers
    back = next(a for a in RULES.legal_actions(m.state) if a.source < 0 and a.shape == 0)
    m.play(back)
    assert (m.log[-1].seat, m.log[-1].en) == (
        0, f"re-places the displaced trader on {post_name(back.post)}")
    extra = next(a for a in RULES.legal_actions(m.state)
                 if type(a) is A.Relocate and a.source < 0 and a.shape == 0)
    m.play(extra)
    assert m.log[-1].en == f"places a trader from the stock on {post_name(extra.post)} " \
                           f"as compensation"
    assert m.log[-1].text("de") == f"setzt als Ersatz einen Händler aus dem allgemeinen " \
                                   f"Vorrat auf {post_name(extra.post)}"
    # no second line says the displacement again ("Ada's piece is displaced")
    assert not any("piece is displaced" in ln.en for ln in m.log)


def test_income_says_what_it_brought():
    m = Match(RULES, [Seat(n, i) for i, n in enumerate(NAMES[:3])], 2)
    m.play(A.Start("place"))
    m.play(A.Place(post=m.state.board.route_posts[m.state.board.live_routes[0]][0], shape=0))
    m.play(A.EndTurn())
    before = m.state.supply[2]  # Bruno's traders in his personal supply
    m.play(A.Income(merchants=0))
    n = m.state.supply[2] - before
    assert n == 3  # Bursa 3
    assert (m.log[-1].seat, m.log[-1].en) == (1, "takes income: 3 traders")
    assert m.log[-1].it == "prende gli introiti: 3 mercanti"
    assert m.log[-1].text("de") == "nimmt Einkommen: 3 Händler"


def test_the_choices_keep_the_imperative():
    m = Match(RULES, [Seat(n, i) for i, n in enumerate(NAMES[:3])], 5)
    m.play(A.Start("place"))
    place = RULES.legal_actions(m.state)[0]
    where = post_name(place.post)
    assert describe_choice(place, "en") == f"Place a trader on {where}"
    assert describe_choice(place, "de") == f"Setze einen Händler auf {where}"
    assert describe_choice(place, "it") == f"Piazza un mercante su {where}"
    assert RULES.describe(place, "en") == f"places a trader on {where}"
    assert describe_choice(A.EndTurn(), "de") == "Zug beenden"
    assert RULES.describe(A.EndTurn(), "de") == "beendet den Zug"


def test_a_hint_names_the_move_in_the_imperative():
    from game.ai.hint import explain

    m = Match(RULES, [Seat(n, i) for i, n in enumerate(NAMES[:3])], 5)
    m.play(A.Start("place"))
    place = RULES.legal_actions(m.state)[0]
    h = explain(RULES, RULES.observe(m.state, 0), 0, place, 1)
    assert h.text("en").startswith(f"Place a trader on {post_name(place.post)}")
    assert h.text("de").startswith(f"Setze einen Händler auf {post_name(place.post)}")


def test_a_hint_for_a_move_told_by_its_event_stays_that_move():
    """Income has no log line of its own (its event says what it brought); the hint still
    takes it for a whole move, not for the first half of one (game.ai.hint asks
    ``undo_with_next``, which only Start answers True)."""
    from game.ai.hint import explain

    m = Match(RULES, [Seat(n, i) for i, n in enumerate(NAMES[:3])], 5)
    h = explain(RULES, RULES.observe(m.state, 0), 0, A.Income(merchants=0), 1)
    assert h.line == (A.Income(merchants=0),)
    assert h.text("en").startswith("Income (merchants: 0)")
    assert h.text("de").startswith("Einkommen (Kaufleute: 0)")


def test_a_seat_controlling_both_cities_reads_plus_two():
    """Seed 001: "Ogni giocatore che controlla una Città collegata alla rotta commerciale
    completata riceve 1 punto prestigio". Controlling both ends is +1 twice; the log shows
    it as one "+2 PP" line (two equal "+1 PP" lines in a row were shown once: the match
    drops an echo)."""
    s = RULES.new_game(4, 1)
    r = route(s, "hamburg", "luebeck")
    office(s, "hamburg", 0, 1)
    office(s, "luebeck", 0, 1)  # seat 1 controls both ends
    place_from_supply(s, r, 0)
    events = RULES.apply(s, A.Claim(r))
    gains = [e for e in events if e.kind == "prestige"]
    assert [(e.seat, e.data["points"]) for e in gains] == [(1, 2)]
    assert s.prestige[:2] == [0, 2]
    assert describe_event(gains[0], "en") == "+2 PP (city control)"
    assert describe_event(gains[0], "de") == "+2 PP (Stadtkontrolle)"
