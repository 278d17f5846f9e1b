"""The window side, headless (SDL's dummy drivers): a table hosted from a window with a
remote seat and a joined table scene, both real scenes over a real connection on
127.0.0.1; moves, refusals, chat and a dropped connection."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from game import GAMES
from game.core import action_from_json
from game.match import Match, Seat


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TAVOLA_HOME", str(tmp_path))
    monkeypatch.setenv("TAVOLA_DISCOVERY", "0")  # no multicast from tests
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ui import i18n
    from ui.app import App
    from ui.settings import Settings

    st = Settings()
    st.anim = "off"
    a = App(st, (1280, 760))
    a.remember = False
    yield a
    a.close_scenes()
    i18n.set_lang("en")
    pygame.display.quit()


def _until(app, cond, scenes=(), seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step(1 / 60)
        for s in scenes:
            s.update(1 / 60)
        if cond():
            return
        time.sleep(0.005)
    raise AssertionError("timed out")


def test_host_window_and_joined_window_play_together(app):
    from ui.scenes.hosted import HostedPlayScene
    from ui.scenes.join import JoinScene
    from ui.scenes.remote import RemotePlayScene

    rules = GAMES["tigris"]
    match = Match(rules, [Seat("Ada"), Seat("Bruno", 1)], 5)
    host = HostedPlayScene(app, match, ["here", "remote"], bind="127.0.0.1", port=0)
    app.push(host)
    assert host.app.top is not host  # the invitations open first
    app.pop()
    assert host.humans == [0] and host.covered_for is None
    code = host.table.codes[1]
    assert code and host.port
    join = JoinScene(app, f"127.0.0.1:{host.port}", code, go=True)
    holder = {}
    app.replace = lambda scene: holder.setdefault("table", scene)  # keep the host on top
    _until(app, lambda: "table" in holder, [join])
    client: RemotePlayScene = holder["table"]
    client.layout(app.size)
    assert client.my_seat == 1 and client.match.move == 0
    assert not client.btn_save.enabled
    # the client's table shows only its own rack: the host's is hidden
    assert client.match.state.racks[0] == [0, 0, 0, 0]
    assert client.match.state.racks[1] == match.state.racks[1]
    for _ in range(12):
        seat = match.to_act()
        before = len(match.actions)
        if seat == 0:
            assert host.human_to_act() == 0 and client.human_to_act() is None
            assert host.play(rules.legal_actions(match.state)[0])
        else:
            assert host.human_to_act() is None and client.human_to_act() == 1
            _until(app, lambda: client.view.interactive, [client])
            legal = [action_from_json(rules, a) for a in client.match.view["legal"]]
            assert legal == rules.legal_actions(match.state)
            assert client.play(legal[-1])
            assert client.pending is not None and not client.view.interactive
        _until(app, lambda b=before: len(match.actions) > b
               and client.match.move == len(match.actions), [client])
    assert [ln.en for ln in client.match.log] == [ln.en for ln in match.log]
    # a move made on an old position comes back refused, with the host's reason
    shown = []
    client.view.show_illegal = shown.append
    client.link.send("act", move=0, action=["EndTurn"])
    _until(app, lambda: bool(shown), [client])
    assert "older position" in shown[0] or "already" in shown[0]
    # the player switches to German (Settings): the log re-renders from the host's words,
    # and the host's refusals come in German
    from ui import i18n

    app.settings.lang = "de"
    i18n.set_lang("de")
    german = [ln.text("de") for ln in match.log]
    assert sum(d != ln.text("en") for d, ln in zip(german, match.log, strict=True)) >= 3
    wrapped = [text for text, _ in client._wrapped_log(100_000)]
    named = [d if ln.seat is None else match.seats[ln.seat].name
             + (" " if d.startswith("(") else ": ") + d
             for ln, d in zip(match.log, german, strict=True)]
    assert wrapped == named
    client.link.send("act", move=0, action=["EndTurn"])
    _until(app, lambda: len(shown) > 1, [client])
    assert "älteren Stellung" in shown[1] or "schon gespielt" in shown[1]
    # a refusal without a readable reason: a sentence of the client's own, no crash
    client._take("refused", {"t": "refused", "reason": {"de": 5, "en": None}})
    assert shown[2] == "Der Gastgeber hat das abgelehnt."
    app.settings.lang = "en"
    i18n.set_lang("en")
    # chat reaches the other table
    client.link.send("chat", text="ciao Ada")
    _until(app, lambda: bool(host.table.chat), [client])
    assert host.table.chat[-1]["text"] == "ciao Ada" and host.table.chat[-1]["name"] == "Bruno"
    _until(app, lambda: "ciao Ada" in client.toast, [client])
    # the host hands the remote seat to the computer and back
    host.hand_over(1, "easy")
    assert match.seats[1].is_ai and host.table.computer[1] == "easy"
    host.hand_over(1, None)
    assert not match.seats[1].is_ai
    # the host closes: the joined table says it is reconnecting
    app.stack.remove(host)
    host.exit()
    _until(app, lambda: client.net_status == "reconnecting", [client])
    assert client.status_text()[0].startswith("Connection lost")
    assert not client.view.interactive
    client.exit()


def test_a_hosted_table_opens_again_from_its_autosave_with_the_same_codes(app):
    from net.client import Session
    from ui.scenes.hosted import HostedPlayScene
    from ui.scenes.registry import open_match

    rules = GAMES["hansa"]
    match = Match(rules, [Seat("Ada"), Seat("Bruno", 1), Seat("Carla", 2, "ai", "easy")], 9)
    host = HostedPlayScene(app, match, ["here", "remote", "ai"], bind="127.0.0.1", port=0)
    app.push(host)
    app.pop()  # the invitations
    codes = list(host.table.codes)
    for _ in range(3):
        seat = match.to_act()
        if seat != 0:
            break
        host.play(rules.legal_actions(match.state)[0])
    path = host.autosave_file
    assert path and host.saver.flush()
    moves = len(match.actions)
    app.stack.remove(host)
    host.exit()  # the host quits (its autosave and the seats beside it stay)
    assert open_match(app, path) is None
    again = app.stack[-1]
    if not isinstance(again, HostedPlayScene):  # the invitations sheet on top
        again = app.stack[-2]
    assert isinstance(again, HostedPlayScene)
    assert again.table.codes == codes and again.kinds == ["here", "remote", "ai"]
    assert len(again.match.actions) == moves

    import asyncio

    async def rejoin():
        s = Session(f"127.0.0.1:{again.port}", codes[1])
        await s.open()
        while s.view is None:
            await s.receive()
        await s.close()
        return s.view

    import threading

    out = {}
    t = threading.Thread(target=lambda: out.setdefault("v", asyncio.run(rejoin())))
    t.start()
    _until(app, lambda: "v" in out)
    t.join(5)
    assert out["v"]["move"] == moves and out["v"]["seat"] == 1


def test_new_game_opens_a_table_on_a_club_server(app):
    import asyncio
    import threading

    from net.host import Host
    from ui.scenes.club import ClubInvitationsScene, ClubTableScene
    from ui.scenes.newgame import NewGameScene
    from ui.scenes.remote import RemotePlayScene

    loop = asyncio.new_event_loop()
    server = Host(GAMES, allow_create=True)
    ready = threading.Event()

    def serve():
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start("127.0.0.1", 0))
        ready.set()
        loop.run_forever()

    th = threading.Thread(target=serve, daemon=True)
    th.start()
    assert ready.wait(10)
    try:
        ng = NewGameScene(app, "tigris")
        app.push(ng)
        ng.set_players(3)
        assert not ng.server_input.visible
        ng.set_kind(1, "remote")
        ng.set_kind(2, "ai:easy")
        assert ng.server_input.visible
        ng.server = f"127.0.0.1:{server.port}"
        ng.start()
        assert isinstance(app.top, ClubTableScene)
        _until(app, lambda: isinstance(app.top, ClubInvitationsScene))
        table = app.stack[-2]
        assert isinstance(table, RemotePlayScene) and table.my_seat == 0
        (t,) = server.tables.values()
        assert t.kinds == ["remote", "remote", "ai"] and t.connected[0] == 1
        sheet = app.top
        codes = [x["code"] for x in sheet.invitations]
        assert codes == [c for c in t.codes if c]
        assert [r[0] for r in sheet.rows] == [1]  # the creator manages the other remote seat
        old = t.codes[1]
        sheet.rows[0][1].on_click()  # a new code for seat 1
        _until(app, lambda: sheet.invitations[1]["code"] != old)
        assert sheet.invitations[1]["code"] == t.codes[1] != old
        sheet.rows[0][2].on_click()  # the server's computer plays seat 1
        _until(app, lambda: t.computer[1] == "normal" and sheet.by_computer(1))
        sheet.rows[0][2].on_click()  # and gives it back
        _until(app, lambda: t.computer[1] is None and not sheet.by_computer(1))
        app.pop()
        _until(app, lambda: table.match.move > 0 or table.human_to_act() == 0)
    finally:
        for sc in reversed(app.stack):
            sc.exit()
        app.stack.clear()
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)

        async def drain():
            rest = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for t in rest:
                t.cancel()
            await asyncio.gather(*rest, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(drain(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        th.join(5)


def test_a_joined_table_shows_the_hosts_final_ranking_without_watch_again(app):
    from ui.scenes.hosted import HostedPlayScene
    from ui.scenes.join import JoinScene
    from ui.scenes.remote import RemotePlayScene

    rules = GAMES["tigris"]
    match = Match(rules, [Seat("Ada"), Seat("Bruno", 1)], 8)
    import random

    rnd = random.Random(3)
    while not match.is_over():  # the game is over before the remote player arrives
        match.play(rnd.choice(rules.legal_actions(match.state)))
    host = HostedPlayScene(app, match, ["here", "remote"], bind="127.0.0.1", port=0)
    app.push(host)
    app.pop()
    join = JoinScene(app, f"127.0.0.1:{host.port}", host.table.codes[1], go=True)
    holder = {}
    app.replace = lambda scene: holder.setdefault("table", scene)
    _until(app, lambda: "table" in holder, [join])
    client: RemotePlayScene = holder["table"]
    assert client.match.is_over()
    app.push(client)
    client.layout(app.size)
    client.show_results()
    results = app.top
    o = rules.outcome(match.state)
    assert results.outcome.ranks == o.ranks and results.outcome.scores == o.scores
    assert not any(getattr(b, "label", None) and "again" in str(b.label()).lower()
                   for b in results.buttons)
    app.step(1 / 60)  # it draws


def test_ctrl_t_talks_and_plain_t_stays_the_boards_key(app):
    from ui.scenes.hosted import HostedPlayScene

    match = Match(GAMES["tigris"], [Seat("Ada"), Seat("Bruno", 1)], 2)
    host = HostedPlayScene(app, match, ["here", "remote"], bind="127.0.0.1", port=0)
    app.push(host)
    app.pop()
    key = pygame.KEYDOWN
    host.handle(pygame.event.Event(key, key=pygame.K_t, mod=0, unicode="t", scancode=0))
    assert host.chat.text is None  # T picks Tigris's trader, it opens no chat
    host.handle(pygame.event.Event(key, key=pygame.K_t, mod=pygame.KMOD_LCTRL, unicode="",
                                   scancode=0))
    assert host.chat.text == ""
    host.handle(pygame.event.Event(pygame.TEXTINPUT, text="buona fortuna"))
    assert "buona fortuna" in host.status_text()[0]
    host.handle(pygame.event.Event(key, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert host.chat.text is None
    assert host.table.chat[-1]["text"] == "buona fortuna" and host.table.chat[-1]["seat"] == 0


def test_join_screen_lists_the_tables_heard_and_picks_one(app):
    from ui.scenes.join import JoinScene

    class FakeBrowser:
        closed = False

        def tables(self):
            return [{"name": "Ada Kingmaker", "address": "127.0.0.1:8765",
                     "props": {"game": "kingmaker"}}]

        def close(self):
            self.closed = True

    fake = FakeBrowser()
    join = JoinScene(app, browser=fake)
    app.push(join)
    app.step(1 / 60)
    assert [b.label() if callable(b.label) else b.label for b in join.found_buttons] \
        == ["Ada Kingmaker · 127.0.0.1:8765"]
    join.found_buttons[0].on_click()
    assert join.address == "127.0.0.1:8765" and join.in_address.text == "127.0.0.1:8765"
    join.join()  # no code yet: it asks for one
    assert join.link is None and "seat code" in join.message
    app.pop()
    join.exit()
    assert fake.closed


def test_new_game_with_a_remote_seat_hosts_the_table_here(app, monkeypatch):
    from ui.scenes.hosted import HostedPlayScene, InvitationsScene
    from ui.scenes.newgame import NewGameScene

    monkeypatch.setenv("TAVOLA_PORT", "0")
    ng = NewGameScene(app, "kingmaker")
    app.push(ng)
    ng.set_players(4)
    ng.set_name(2, "Carla")
    ng.set_kind(2, "remote")
    ng.set_kind(3, "ai:easy")
    ng.start()
    assert isinstance(app.top, InvitationsScene)
    hosted = app.stack[-2]
    assert isinstance(hosted, HostedPlayScene) and hosted.bind == "127.0.0.1"
    m = hosted.match
    # the seats were rotated for the start player: each kind stayed with its player
    (remote,) = [i for i, k in enumerate(hosted.kinds) if k == "remote"]
    assert m.seats[remote].name == "Carla" and not m.seats[remote].is_ai
    assert [m.seats[i].is_ai for i, k in enumerate(hosted.kinds) if k == "ai"] == [True, True]
    assert [m.seats[i].is_ai for i, k in enumerate(hosted.kinds) if k == "here"] == [False]
    assert hosted.table.codes[remote] and hosted.port
    app.step(1 / 60)  # the invitations draw
