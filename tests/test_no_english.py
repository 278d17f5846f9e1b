"""No English left in German (issue 41): seeded games of all five titles, every text a
player reads put into words in English and in German, and a German text that is its
English (or carries an English phrase of three words or more) is a leak.

Catalog checks (tests/test_catalogs.py) see only the messages the code marks; this sees
what the code assembles around them: f-strings, ``lookup(...) or english``,
``translated(en, it, lang)``, names taken straight from the data files.

What is read: every log line, ``rules.describe`` of the legal actions, the refusal of
actions that were legal a move ago (``IllegalAction.text``), the game's own status
prompt, the hints' reasons, the new-game options; and, drawn by the real play scene
(headless), every text of the table and the view's prompt."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import game
from game.core import IllegalAction, Rng, row_label
from game.match import Match, Seat

WORD = re.compile(r"[A-Za-zÀ-ÿ']+")
# English words no German sentence uses: a shared run of words holding one is English
# ("in", "an", "will", "was", "her", "all" are German words too, so they are not here)
ENGLISH = frozenset(
    "the of to and you your is are has have with from for on at by be may can cannot not "
    "this that its his their when only who which there here no or into onto out up down "
    "any each every must".split())
# Kingmaker's cards keep their printed English name in capitals («WRIT» in the seed; "Sturm
# auf See (GALE AT SEA)"): a word in capitals is that name, no leak
PRINTED_NAME = re.compile(r"\b[A-Z][A-Z']+\b")
# names that are the same in every language (Hansa's Latin abilities)
NAMES = ("Clavis Urbis", "Liber Sophiae")
# the small words of place names ("Newcastle upon Tyne", "Bergen op Zoom", "Ashby de la
# Zouch"): a text of capitalised words and these is a name, the same in every language
NAME_LINKS = frozenset("upon under op de la".split())

# (game, players, options, seed): several player counts and the main options
PLAYS: list[tuple[str, int, dict, int]] = [
    ("tigris", 2, {}, 1),
    ("tigris", 3, {"open_scores": True}, 3),
    ("tigris", 4, {"advanced_board": True, "buildings": True, "ziggurat": True,
                   "english_variant": True}, 2),
    ("hansa", 2, {"extra_office_in_addition": True, "bigbox_tiebreak": True}, 3),
    ("hansa", 3, {}, 1),
    ("hansa", 4, {"remove3_opponents_only": True, "neutral_claim_awards_control": True}, 4),
    ("hansa", 5, {"marker_mix": "1st", "swap_any": True}, 2),
    ("wallenstein", 3, {}, 1),
    ("wallenstein", 4, {}, 3),
    ("wallenstein", 5, {"events": "2002", "tower": "simple", "gold5": 12,
                        "recruit1_optional": True}, 2),
    ("revolution", 3, {"three": "random"}, 1),
    ("revolution", 2, {"tax": "exact", "voluntary_coins": True}, 3),
    ("revolution", 4, {"neutrals": 80, "huguenot_coin": "stock"}, 4),
    ("revolution", 5, {}, 2),
    ("kingmaker", 2, {"turn_limit": 5, "naval_combat": True, "gale_at_sea": True}, 1),
    ("kingmaker", 4, {"house_events": True, "tournament_scoring": True,
                      "setup_choice": False}, 2),
    ("kingmaker", 6, {"optional_cards": False, "continent_limit": True,
                      "seed_text": False}, 3),
    ("kingmaker", 7, {"naval_seed": False}, 4),
]
MOVES = 2500  # at most, per game (each ends before)


def shared_english(en: str, de: str) -> str | None:
    """Why ``de`` (shown where ``en`` is in English) is English, or None when it is not."""
    if not en or not de:
        return None
    en_words = _words(en)
    de_words = _words(de)
    if not any(len(w) > 2 and not w.isupper() for w in de_words):
        return None  # numbers, initials, a score
    if en == de:
        if all(w[0].isupper() or w in NAME_LINKS for w in de_words):
            return None  # a place's or a person's name
        return "the same as in English"
    de_runs = {tuple(de_words[i:i + 3]) for i in range(len(de_words) - 2)}
    for i in range(len(en_words) - 2):
        run = tuple(en_words[i:i + 3])
        if run in de_runs and ENGLISH & {w.lower() for w in run}:
            return f"English words {' '.join(run)!r}"
    return None


def _words(text: str) -> list[str]:
    text = PRINTED_NAME.sub(" ", text)
    for name in NAMES:
        text = text.replace(name, " ")
    return WORD.findall(text)


def leaks(pairs: Iterator[tuple[str, str, str]]) -> list[str]:
    """Each leak once: where it was read, the German and why it is English."""
    out: dict[str, str] = {}
    for where, en, de in pairs:
        why = shared_english(en, de)
        if why:
            out.setdefault(f"{where}: {de!r}", why)
    return [f"{k} ({v})" for k, v in out.items()]


# ------------------------------------------------------------------ the detector itself
def test_detector_tells_english_from_german_and_names():
    assert shared_english("executes Edward, Earl of March",
                          "richtet Edward, Earl of March hin") == "English words 'Edward Earl of'"
    assert shared_english("That card cannot go there.", "That card cannot go there.")
    assert shared_english("moves to Bergen op Zoom", "zieht nach Bergen op Zoom") is None
    assert shared_english("Event: Gale at sea (GALE AT SEA)",
                          "Ereignis: Sturm auf See (GALE AT SEA)") is None
    assert shared_english("Clavis Urbis", "Clavis Urbis") is None
    assert shared_english("Newcastle upon Tyne", "Newcastle upon Tyne") is None
    assert shared_english("North Devon (Barnstaple)", "North Devon (Barnstaple)") is None
    assert shared_english("Edward, Earl of March", "Edward, Earl of March")
    assert shared_english("12 - 7", "12 - 7") is None
    assert shared_english("builds a palace in Hessen-Kassel",
                          "baut einen Palast in Hessen-Kassel") is None


# ------------------------------------------------------------------ game texts
def _play(gid: str, players: int, options: dict, seed: int) -> Iterator[tuple[str, str, str]]:
    """(where, English, German) of every text of one seeded game."""
    from game.ai.hint import explain

    rules = game.GAMES[gid]
    m = Match(rules, [Seat(f"Spieler{i + 1}", i) for i in range(players)], seed,
              options=dict(options))
    rng = Rng(seed)
    policy = getattr(getattr(rules, "heuristics", None), "rollout_action", None)
    prompt = getattr(rules, "prompt", None)
    before: list = []
    while not m.is_over() and len(m.actions) < MOVES:
        legal = rules.legal_actions(m.state)
        for a in legal[:25]:
            yield "describe", rules.describe(a, "en"), rules.describe(a, "de")
        for a in before[:12]:  # what was legal a move ago, now mostly refused
            if a in legal:
                continue
            try:
                rules.apply(m.state.copy(), a)
            except IllegalAction as exc:
                yield "refusal", exc.text("en"), exc.text("de")
        if prompt is not None:
            yield "prompt", prompt(m.state, "en"), prompt(m.state, "de")
        before = legal
        action = policy(m.state, rng) if policy and rng.random() < 0.75 else rng.choice(legal)
        if len(m.actions) % 97 == 5:
            seat = m.to_act()
            h = explain(rules, rules.observe(m.state, seat), seat, action, seed)
            yield "hint", h.text("en"), h.text("de")
        m.play(action)
    for line in m.log:
        yield "log", line.text("en"), line.text("de")
    if m.is_over():  # the results screen's rows and tie-break sentences
        out = rules.outcome(m.state)
        for rows in out.breakdown:
            for row in rows:
                yield "score row", row_label(row, "en"), row_label(row, "de")
        yield "tie-break", out.tiebreak_text("en"), out.tiebreak_text("de")


@pytest.mark.parametrize("gid, players, options, seed", PLAYS,
                         ids=[f"{p[0]}-{p[1]}p-{p[3]}" for p in PLAYS])
def test_a_german_game_reads_german(gid, players, options, seed):
    found = [f"{gid}: {x}" for x in leaks(_play(gid, players, options, seed))]
    assert not found, "English in German:\n" + "\n".join(found)


def test_options_read_german():
    def pairs():
        for gid, rules in game.GAMES.items():
            for o in rules.options:
                yield f"{gid} option {o.key}", o.label("en"), o.label("de")
                for v in o.choices:
                    yield (f"{gid} option {o.key}={v}", o.value_name(v, "en") or "",
                           o.value_name(v, "de") or "")

    found = leaks(pairs())
    assert not found, "English in German:\n" + "\n".join(found)


# ------------------------------------------------------------------ the table, drawn
TABLES = (("tigris", 3), ("hansa", 4), ("wallenstein", 4), ("revolution", 3), ("kingmaker", 4))
TABLE_MOVES = 400  # at most, per game
DRAW_EVERY = 60  # moves between two drawn frames
HOVER_STEP = 23  # pixels between two points of the hover cards' grid


def _refused(rules, m: Match, action) -> bool:
    try:
        rules.apply(m.state.copy(), action)
    except IllegalAction:
        return True
    return False


def _hover_cards(view) -> list[str]:
    """What the hover cards say with the pointer on a grid over the table (the views that
    say it without drawing: Hansa, Revolution, Kingmaker), one text per point."""
    lines = getattr(view, "hover_lines", None)
    if lines is None:
        return []
    takes_pos = "pos" in lines.__code__.co_varnames[:lines.__code__.co_argcount]
    out = []
    for x in range(0, 1366, HOVER_STEP):
        for y in range(0, 768, HOVER_STEP):
            view.track_pointer((x, y))
            got = lines((x, y)) if takes_pos else lines()
            out.append(" / ".join(t if isinstance(t, str) else t[0] for t in got))
    return out


def _table(app, gid: str, players: int) -> tuple[list[str], set[str]]:
    """A seeded game played through the play scene (every seat at the screen): the view's
    prompt after each move and after a refused one, and every ``DRAW_EVERY`` moves its
    hover cards; and every text drawn."""
    from ui import text_fit
    from ui.scenes.menu import MenuScene
    from ui.scenes.play import PlayScene

    rules = game.GAMES[gid]
    m = Match(rules, [Seat(f"Spieler{i + 1}", i) for i in range(players)], 5)
    rng = Rng(5)
    policy = getattr(getattr(rules, "heuristics", None), "rollout_action", None)
    prompts: list[str] = []
    before: list = []
    with text_fit.checking():
        app.push(MenuScene(app))
        scene = app.push(PlayScene(app, m))
        while not m.is_over() and len(m.actions) < TABLE_MOVES:
            scene.uncover()  # the hand-over sheet confirmed: the private panel shows
            legal = rules.legal_actions(m.state)
            wrong = next((a for a in before if a not in legal and _refused(rules, m, a)), None)
            if wrong is not None:
                assert not scene.play(wrong)  # refused: the view says why
                prompts += [str(getattr(scene.view, "status", "")), scene.view.prompt()]
            before = legal
            action = policy(m.state, rng) if policy and rng.random() < 0.75 \
                else rng.choice(legal)
            assert scene.play(action)
            scene.uncover()
            prompts.append(scene.view.prompt())
            if len(m.actions) % DRAW_EVERY == 1:
                for _ in range(2):
                    app.step(1 / 60)
                prompts.extend(_hover_cards(scene.view))
        drawn = text_fit.rendered()
    for s in reversed(app.stack):
        s.exit()
    app.stack.clear()
    return prompts, drawn


@pytest.mark.parametrize("gid, players", TABLES, ids=[t[0] for t in TABLES])
def test_the_german_table_shows_no_english(gid, players, tmp_path, monkeypatch):
    """A game played through the real play scene in English, then the same game in
    German: each prompt against its English, and any text the table drew in both
    languages that holds English words."""
    import pygame

    from ui import i18n, text_fit
    from ui.app import App
    from ui.settings import Settings

    monkeypatch.setenv("TAVOLA_HOME", str(tmp_path))
    got = {}
    try:
        for lang in ("en", "de"):
            app = App(Settings(lang=lang), (1366, 768))
            app.screen = text_fit.CheckedScreen((1366, 768))
            got[lang] = _table(app, gid, players)
    finally:
        i18n.set_lang("en")
        pygame.display.quit()
    (prompts_en, drawn_en), (prompts_de, drawn_de) = got["en"], got["de"]
    assert len(prompts_en) == len(prompts_de)  # the same game in both
    found = leaks((f"{gid} prompt", en, de)
                  for en, de in zip(prompts_en, prompts_de, strict=True))
    for text in sorted(drawn_de & drawn_en):
        words = {w.lower() for w in _words(text)}
        if len(words) > 1 and words & ENGLISH and shared_english(text, text):
            found.append(f"{gid} drawn: {text!r}")
    assert not found, "English on the German table:\n" + "\n".join(found)


def test_german_points_take_a_decimal_comma():
    """Revolution's half points: "12.5" is English; German (and Italian) write 12,5."""
    from game.core import Event
    from game.i18n import decimal

    assert [decimal(12.5, lang) for lang in ("en", "it", "de")] == ["12.5", "12,5", "12,5"]
    assert decimal(3.0, "de") == "3"
    rows = [{"total": 10.5, "cities": 2, "provinces": 2.5, "objective": 6}]
    ev = Event("vp", {"turn": 1, "rows": rows})
    rules = game.GAMES["revolution"]
    assert "10.5 (2+2.5+6)" in rules.describe_event(ev, "en")
    assert "10,5 (2+2,5+6)" in rules.describe_event(ev, "de")
