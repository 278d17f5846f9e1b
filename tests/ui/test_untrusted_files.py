"""Nothing a save file holds or a player types may stop Tavola (issue 24): each test here
is one of the fuzzing campaign's reproductions."""

from __future__ import annotations

import json
import os
import re
import stat
import time

import pygame
import pytest
from uihelp import frames, key

import game
from game.core import Rng
from game.match import MAX_SAVE_BYTES, NAME_MAX, Match, SaveError, Seat, peek, write_save
from ui import i18n
from ui.paths import saves_dir

EXCEPTION_NAME = re.compile(r"\b[A-Z]\w*(Error|Exception|Warning)\b|Traceback")


def real_save(game_id: str = "tigris", moves: int = 12, seed: int = 3) -> dict:
    rules = game.GAMES[game_id]
    n = rules.min_players
    m = Match(rules, [Seat(f"P{i + 1}", i) for i in range(n)], seed)
    rng = Rng(seed)
    for _ in range(moves):
        if m.is_over():
            break
        m.play(rng.choice(rules.legal_actions(m.state)))
    return m.to_json()


def put(name: str, data, raw: bool = False) -> str:
    path = os.path.join(saves_dir(), name)
    with open(path, "wb" if raw else "w", **({} if raw else {"encoding": "utf-8"})) as f:
        if raw:
            f.write(data)
        else:
            json.dump(data, f)
    return path


def open_in_load_screen(app, path: str) -> str:
    """Open ``path`` the way the Load screen does; the message it shows ("" if opened)."""
    from ui.scenes.load import LoadScene

    scene = app.push(LoadScene(app))
    frames(app, 1)
    row = next(r for r in scene.rows if r.entry.path == path)
    scene.focus.focus_on(row)
    key(app, pygame.K_RETURN)
    if app.top is scene:
        return scene.message
    frames(app, 2)  # the table, then its first frame
    app.pop()
    app.pop()
    return ""


# --------------------------------------------------------------------------- items 1, 2


@pytest.mark.parametrize("updated", ["yesterday", [1], {"a": 1}])
def test_a_save_with_a_strange_date_does_not_stop_the_menu(ui_app, updated):
    from ui.scenes.menu import MenuScene
    from ui.scenes.saves import list_saves

    put("good.json", real_save())
    bad = real_save()
    bad["updated"] = updated
    put("bad.json", bad)
    entries = {e.name: e for e in list_saves()}
    assert entries["good.json"].info is not None
    assert entries["bad.json"].info is None and "damaged" in entries["bad.json"].error
    ui_app.push(MenuScene(ui_app))
    frames(ui_app, 2)


@pytest.mark.parametrize("updated", [1e300, float("inf"), float("-inf"), float("nan"), 10**30])
def test_the_load_screen_draws_a_save_with_any_date(ui_app, updated):
    from ui.scenes.load import LoadScene

    data = real_save()
    data["updated"] = updated
    put("odd.json", data)
    put("good.json", real_save())
    scene = ui_app.push(LoadScene(ui_app))
    frames(ui_app, 2)
    assert {r.entry.name for r in scene.rows} == {"odd.json", "good.json"}


# --------------------------------------------------------------------------- items 3, 4


@pytest.mark.parametrize("field,value", [
    ("color", None), ("color", 1.5), ("color", "red"), ("color", []), ("color", {}),
    ("color", 99), ("color", True), ("name", None), ("name", 3), ("name", True),
    ("name", []), ("kind", "robot"), ("level", 7)])
def test_a_bad_seat_gives_a_message_not_a_crash(ui_app, field, value):
    data = real_save()
    data["seats"][1][field] = value
    path = put("seat.json", data)
    message = open_in_load_screen(ui_app, path)
    assert message and not EXCEPTION_NAME.search(message)
    assert "player 2" in message


# --------------------------------------------------------------------------- item 5


def test_names_with_a_variation_selector_reach_the_hand_over(ui_app):
    """ "Ann❤️" and "Bob❤️" from the emoji picker, as typed on the new-game screen."""
    from ui.scenes.newgame import NewGameScene

    app = ui_app
    scene = app.push(NewGameScene(app, "tigris"))
    frames(app, 1)
    for i, name in enumerate(("Ann\u2764\ufe0f", "Bob\u2764\ufe0f")):
        scene.set_kind(i, "human")
        field = scene.seat_widgets[3 * i]
        field.text = ""
        field.type(name)
    scene.start()
    play = app.top
    assert sorted(s.name for s in play.match.seats) == ["Ann\u2764\ufe0f", "Bob\u2764\ufe0f"]
    frames(app, 2)  # the hand-over cover with the name in small capitals
    play.uncover()
    frames(app, 2)
    play.play(play.rules.legal_actions(play.match.state)[-1])  # end the turn...
    frames(app, 3)  # ... and the cover for the other player


@pytest.mark.parametrize("name", ["a\x00b", "\ud800x", "\u202eevil", "\u0301\u0301", "\ufe0f",
                                  "\u200b", "\t\n", "שלום", "😀😀"])
def test_any_name_in_a_save_is_listed_opened_and_saved_again(ui_app, name):
    data = real_save()
    data["seats"][0]["name"] = name
    path = put("names.json", data)
    info = peek(path)
    assert all(isinstance(n, str) and n.isprintable() for n in info["seats"])
    assert open_in_load_screen(ui_app, path) == ""
    m = Match.load(path, game.GAMES)
    m.save(os.path.join(saves_dir(), "again.json"))
    assert Match.load(os.path.join(saves_dir(), "again.json"), game.GAMES).seats[0].name \
        == m.seats[0].name


def test_saving_never_fails_on_a_name(tmp_path):
    rules = game.GAMES["tigris"]
    seats = [Seat("Ann"), Seat("Bob")]
    m = Match(rules, seats, 1)
    m.seats[0].name = "\ud800 lone"  # set behind the Seat's back
    m.save(tmp_path / "s.json")
    assert Match.load(tmp_path / "s.json", game.GAMES).seats[0].name == "lone"
    assert Seat("\ud800Ann\x00").name == "Ann"


# --------------------------------------------------------------------------- item 6


def test_a_ten_thousand_character_name_is_cut_in_time(ui_app, monkeypatch):
    """A name of any length costs a handful of short measurements (never one of the
    whole string), so drawing it cannot stall the table."""
    from ui import widgets

    class Counting:  # the real font, with each measured string's length noted
        def __init__(self, f):
            self.f, self.lengths = f, []

        def size(self, text):
            self.lengths.append(len(text))
            return self.f.size(text)

    real_font = widgets.font
    seen: list[Counting] = []

    def counting_font(*args, **kw):
        seen.append(Counting(real_font(*args, **kw)))
        return seen[-1]

    surf = pygame.Surface((800, 60))
    name = "Bartholomew " * 834
    monkeypatch.setattr(widgets, "font", counting_font)
    drawn = widgets.ellipsize(name, 18, 300)
    monkeypatch.undo()
    lengths = [n for c in seen for n in c.lengths]
    assert 0 < len(lengths) <= 16  # bisection over at most 1,200 characters
    assert max(lengths) <= 4 * 300 + 1 < len(name)
    assert drawn.endswith("…") and widgets.font(18).size(drawn)[0] <= 300
    widgets.blit_text(surf, name, 18, (0, 0), max_width=300)
    data = real_save()
    data["seats"][0]["name"] = name
    path = put("long.json", data)
    assert len(peek(path)["seats"][0]) <= NAME_MAX
    assert len(Match.load(path, game.GAMES).seats[0].name) <= NAME_MAX


# --------------------------------------------------------------------------- items 7, 8, 10


def test_a_huge_file_is_refused_before_it_is_read(ui_app, monkeypatch):
    data = real_save()
    data["actions"] = data["actions"] * (MAX_SAVE_BYTES // len(json.dumps(data["actions"])) + 2)
    path = put("huge.json", data)
    assert os.path.getsize(path) > MAX_SAVE_BYTES
    import game.match as match_module

    def no_open(*args, **kw):  # refused by its size: the file is never opened
        raise AssertionError("the huge file was opened")

    monkeypatch.setattr(match_module, "open", no_open, raising=False)
    with pytest.raises(SaveError) as err:
        peek(path)
    assert "too large" in err.value.text("en") and "troppo grande" in err.value.text("it")
    with pytest.raises(SaveError):
        Match.load(path, game.GAMES)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_each_damaged_field_gets_its_own_message(ui_app, lang):
    i18n.set_lang(lang)
    cases = {
        "seed": [float("inf"), "1", None, 1.5, True],
        "version": [None, "1", [], {}, float("nan"), 0, True],
        "actions": ["", {}, None, 3, [["SwapTiles", json.loads("[" * 900 + "]" * 900)]]],
        "options": [[], "x", {"no_such_option": True}, {"open_scores": 1},
                    {"open_scores": 1.0}, {"open_scores": None}],
    }
    newer = "newer" if lang == "en" else "recente"
    for field, values in cases.items():
        for value in values:
            data = real_save()
            data[field] = value
            path = put("case.json", data)
            message = open_in_load_screen(ui_app, path)
            assert message, (field, value)
            assert not EXCEPTION_NAME.search(message), message
            assert newer not in message, (field, value, message)
            assert ("danneggiato" if lang == "it" else "damaged") in message
    data = real_save()
    del data["actions"]
    assert open_in_load_screen(ui_app, put("case.json", data))
    data["actions"], data["version"] = [], 2
    assert newer in open_in_load_screen(ui_app, put("case.json", data))


# --------------------------------------------------------------------------- item 11


def test_stale_temporary_files_go_at_start_up(ui_home, monkeypatch):
    import main
    from ui.app import App

    folder = saves_dir()
    old = os.path.join(folder, ".tmp-abc123.json")
    fresh = os.path.join(folder, ".tmp-def456.json")
    other = os.path.join(folder, ".tmp-notes.txt")
    for p in (old, fresh, other):
        with open(p, "w") as f:
            f.write("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    monkeypatch.setattr(App, "run", lambda self, max_frames=None: 0)
    assert main.main(["--frames", "1"]) == 0
    assert not os.path.exists(old)  # left by a write killed before its rename
    assert os.path.exists(fresh) and os.path.exists(other)  # maybe another writer's; not ours


def test_a_save_syncs_its_folder_after_the_rename(tmp_path, monkeypatch):
    if not hasattr(os, "O_DIRECTORY"):
        pytest.skip("folders cannot be synced on this system")
    synced = []
    real = os.fsync

    def spy(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        return real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    write_save(tmp_path / "a.json", {"x": 1})
    assert synced == [False, True]  # the file's data, then the folder holding the rename
