"""The log keeps hands secret (issue 39, item 1): every line of the common log can be read
by every seat, so no line may name a card, tile, marker or value that some seat's
observation hides. Whole games of all five titles are played; after each move every new
line is compared with what each seat's observation (``rules.observe``) shows.

Kingmaker's answer to a trade named the card given in return ("accepts: Talbot (Earl of
Shrewsbury)") although only the two seats of the trade know it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from game import GAMES
from game.core import Rng
from game.kingmaker import data as KD
from game.kingmaker.text import card_name, zone_name
from game.match import Match, Seat
from game.wallenstein.texts import SPACE_NAMES, province_name

LANGS = ("en", "it", "de")
# Tigris & Euphrates' tile kinds and colours as its log lines say them (game/tigris/text.py)
COLOUR_EN = ("black", "red", "blue", "green")
COLOUR_IT = ("nero", "rosso", "blu", "verde")
COLOURS_IT = ("neri", "rossi", "blu", "verdi")
COLOUR_DE = ("schwarzer", "roter", "blauer", "grüner", "schwarze", "rote", "blaue", "grüne")
TILE_EN = ("settlement", "temple", "farm", "market")
TILES_EN = ("settlements", "temples", "farms", "markets")
TILE_IT = ("insediamento", "tempio", "fattoria", "mercato")
TILES_IT = ("insediamenti", "templi", "fattorie", "mercati")
TILE_DE = ("Siedlung", "Tempel", "Bauernhof", "Markt", "Siedlungen", "Bauernhöfe", "Märkte")


def _without(text: str, names: set[str]) -> str:
    """``text`` with each of ``names`` cut out, longest first (a shown card's name may
    hold a hidden one's)."""
    for n in sorted(names, key=len, reverse=True):
        text = text.replace(n, "\u2022")
    return text


def _kingmaker(state, obs, seat: int, text: str, lang: str) -> list[str]:
    """Crown cards the observation masks: other hands, the Chancery, the deck, an offered
    card the seat is not party to."""
    hidden = set(state.chancery) | set(state.crown_deck)
    for p in range(state.players):
        if p != seat:
            hidden.update(state.hands[p])
    for q, o in zip(state.pending, obs.pending, strict=True):
        if q != o and q[0] == "offer":
            hidden.add(q[3])
    # a name several cards share (mercenaries) is hidden only if no such card is shown;
    # a town's card is named as the town on the map
    shown = {card_name(c, lang) for c in range(len(state.holder)) if c not in hidden}
    shown |= set(KD.LOC_NAME) | set(KD.AREA_NAME) | {zone_name(z, lang)
                                                      for z in range(len(KD.ZONE_NAME))}
    names = {card_name(c, lang) for c in hidden} - shown
    rest = _without(text, shown)
    return [n for n in names if n in rest]


def _wallenstein(state, obs, seat: int, text: str, lang: str) -> list[str]:
    """A face-down planning card: which province went to which action."""
    out = []
    for p in range(state.players):
        for i, (true, seen) in enumerate(zip(state.plans[p], obs.plans[p], strict=True)):
            if true != seen and true >= 0:
                prov, space = province_name(true), SPACE_NAMES[lang][i]
                if prov in text and space in text:
                    out.append(f"{prov} on {space}")
    return out


_COLOURS = "|".join(COLOUR_EN + COLOUR_IT + COLOURS_IT + COLOUR_DE)
# "draws 2 farms": tiles of a kind going into or out of a hand (committed tiles are shown)
_KINDS = "|".join(TILE_EN + TILES_EN + TILE_IT + TILES_IT + TILE_DE)
_COUNTED = re.compile(rf"\b(draws|pesca|discards|scarta|swaps|scambia|zieht|tauscht)\b.*"
                      rf"\b\d+ ({_KINDS})\b")
_GAINED = re.compile(rf"\+\d+ (punt[oi] )?({_COLOURS})")


def _tigris(state, obs, seat: int, text: str, lang: str) -> list[str]:
    """The tiles of a hand (dealt, drawn, swapped) and, behind the screens, the points."""
    out = []
    if any(obs.racks[p] != state.racks[p] for p in range(state.players)):
        out += [m.group(0) for m in [_COUNTED.search(text)] if m]
    if obs.scores_hidden:
        out += [m.group(0) for m in [_GAINED.search(text)] if m]
    return out


def _hansa(state, obs, seat: int, text: str, lang: str) -> list[str]:
    """Face-down bonus markers (stack, tin plates): a line may name a kind of marker only
    if one of that kind lies face up somewhere the seat sees."""
    from game.hansa.text import MARKER

    seen = {k - 1 for k in obs.route_marker if k} | set(obs.discarded)
    for p in range(obs.players):
        seen |= set(obs.unused[p]) | set(obs.used[p])
    seen |= {k for k in obs.stack if k >= 0} | {k for pl in obs.plate for k in pl if k >= 0}
    return [name for k, name in enumerate(MARKER[lang]) if k not in seen
            and re.search(rf"(?<![\w+]){re.escape(name)}\b", text)]


def _revolution(state, obs, seat: int, text: str, lang: str) -> list[str]:
    """Everything is open (the observation is the state itself)."""
    assert obs == state
    return []


CHECKS: dict[str, Callable] = {"kingmaker": _kingmaker, "wallenstein": _wallenstein,
                               "tigris": _tigris, "hansa": _hansa, "revolution": _revolution}


def _leaks(rules, before, after, players: int, lines: list) -> list[str]:
    """What ``lines`` name that a seat saw neither before the move nor after it (a card
    rejected by Parliament was seen by all and may be named as it goes back to the
    Chancery)."""
    check = CHECKS[rules.id]
    out = []
    for seat in range(players):
        views = [(s, rules.observe(s, seat)) for s in (before, after)]
        for line in lines:
            for lang in LANGS:
                text = line.text(lang)
                named = [set(check(s, o, seat, text, lang)) for s, o in views]
                for what in sorted(named[0] & named[1]):
                    out.append(f"seat {seat} reads {text!r}: names {what!r}")
    return out


def _play(gid: str, players: int, seed: int, moves: int) -> tuple[int, list[str]]:
    rules = GAMES[gid]
    m = Match(rules, [Seat(f"Seat{i}", i) for i in range(players)], seed)
    rng = Rng(seed)
    policy = getattr(getattr(rules, "heuristics", None), "rollout_action", None)
    leaks: list[str] = []
    lines = 0
    while not m.is_over() and len(m.actions) < moves:
        n = len(m.log)
        legal = rules.legal_actions(m.state)
        # half the moves at random: trades, ransoms and rare answers come up
        a = policy(m.state, rng) if policy and rng.random() < 0.5 else rng.choice(legal)
        before = m.state.copy()
        m.play(a)
        lines += len(m.log) - n
        leaks += _leaks(rules, before, m.state, players, m.log[n:])
    return lines, leaks


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_no_log_line_names_what_a_reader_cannot_see(gid):
    rules = GAMES[gid]
    counts = sorted({rules.min_players, min(3, rules.max_players), rules.max_players})
    total = 0
    for players in counts:
        for seed in (1, 2):
            lines, leaks = _play(gid, players, seed, 700)
            total += lines
            assert not leaks, leaks[:5]
    assert total > 300


def test_the_checks_see_a_secret_when_a_line_names_it():
    """Each check flags a line that names what the observation hides (else the test
    above would pass for nothing): a card of another hand, a tile drawn, a face-down
    planning card, a marker still face down."""
    from game.core import Event
    from game.hansa.text import MARKER

    km = GAMES["kingmaker"].new_game(3, 1, {"setup_choice": False})  # after the deal,
    c = next(c for c in km.crown_deck  # which is dealt face up: a card drawn since, hidden
             if not any(p in card_name(c, "en") for p in KD.LOC_NAME)  # (not a town's,
             and KD.CARD_NAME.count(KD.CARD_NAME[c]) == 1)  # nor a name cards share)
    km.crown_deck.remove(c)
    km.hands[1].append(c)
    obs = GAMES["kingmaker"].observe(km, 0)
    assert _kingmaker(km, obs, 0, f"accepts: {card_name(c, 'en')}", "en")

    tg = GAMES["tigris"]
    ts = tg.new_game(2, 1)
    for ev in (Event("tiles_drawn", {"tiles": [1, 0, 2, 0]}, seat=1, private=True),
               Event("score", {"colour": 1, "points": 2}, seat=1, private=True)):
        for lang in LANGS:
            line = tg.describe_event(ev, lang)
            assert _tigris(ts, tg.observe(ts, 0), 0, line, lang), line

    wg = GAMES["wallenstein"]
    ws = wg.new_game(3, 1)
    rng = Rng(1)
    hidden: list = []
    while not hidden:
        wg.apply(ws, rng.choice(wg.legal_actions(ws)))
        seen = wg.observe(ws, 0).plans[1]
        hidden = [(i, p) for i, (p, q) in enumerate(zip(ws.plans[1], seen, strict=True))
                  if p >= 0 and p != q]
    i, p = hidden[0]
    line = f"puts {province_name(p)} on '{SPACE_NAMES['en'][i]}'"
    assert _wallenstein(ws, wg.observe(ws, 0), 0, line, "en")

    hg = GAMES["hansa"]
    hs = hg.new_game(2, 1)
    ho = hg.observe(hs, 0)
    seen = {k - 1 for k in ho.route_marker if k}
    down = [k for k in hs.stack if k not in seen]
    assert down and _hansa(hs, ho, 0, f"takes the {MARKER['en'][down[0]]} marker", "en")
