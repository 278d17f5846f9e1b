"""Play at a distance in every language: the host sends each refusal and log line worded
in every language of the catalogs (``{lang: text}``, net/texts.py), a German client shows
German, and a malformed or missing field falls back to English, never a crash.
All on 127.0.0.1."""

from __future__ import annotations

import asyncio

import pytest
from netplay import join, remote_table, start_host

from game.core import IllegalAction, action_from_json
from game.i18n import LANGS
from game.match import LogLine
from net.client import Session
from net.texts import every_language, in_language, log_line_from_json, log_line_json


async def _next(s: Session, kind: str) -> dict:
    async def go() -> dict:
        while True:
            msg = await s.receive()
            if msg["t"] == kind:
                return msg
    return await asyncio.wait_for(go(), 5)


def test_a_german_client_gets_german_refusals_and_german_log_lines():
    async def main() -> None:
        table = remote_table("tigris", 2, 11)
        host = await start_host([table])
        try:
            sessions = [await join(host, code) for code in table.codes]
            seat = table.match.to_act()
            me, other = sessions[seat], sessions[1 - seat]
            # another seat's move: refused, in every language
            await other.act(me.view["legal"][0], 0)
            reason = (await _next(other, "refused"))["reason"]
            assert in_language(reason, "de") == "Du bist nicht am Zug."
            assert in_language(reason, "it") == "Non è il tuo turno."
            assert in_language(reason, "en") == "It is not your turn."
            # the engine's own reason, in the words of each catalog
            bad = ["PlaceLeader", 0, 0]
            assert bad not in me.view["legal"]
            await me.act(bad, 0)
            refused = await _next(me, "refused")
            assert refused["code"] == "illegal"
            with pytest.raises(IllegalAction) as engine:
                table.rules.apply(table.match.state.copy(), action_from_json(table.rules, bad))
            for lang in LANGS:
                assert in_language(refused["reason"], lang) == engine.value.text(lang)
            assert in_language(refused["reason"], "de") != engine.value.text("en")
            # a move on a position not reached yet: German with its number
            await me.act(me.view["legal"][0], 5)
            stale = await _next(me, "refused")
            assert in_language(stale["reason"], "de") == "Zug 6 ist noch nicht erreicht."
            # a few moves: every client's log, read back, is the host's in every language
            for _ in range(6):
                v = sessions[0].view
                s = sessions[v["to_act"]]
                await s.act(s.view["legal"][0], v["move"])
                for c in sessions:
                    while c.view["move"] != v["move"] + 1:
                        await _next(c, "view")
            local = table.match.log
            assert len(local) >= 6
            for s in sessions:
                got = [log_line_from_json(x, 2) for x in s.log]
                assert all(isinstance(ln, LogLine) for ln in got)
                for lang in LANGS:
                    assert [ln.text(lang) for ln in got] == [ln.text(lang) for ln in local]
                assert [ln.seat for ln in got] == [ln.seat for ln in local]
            german = [ln.text("de") for ln in got]
            assert sum(d != ln.text("en") for d, ln in zip(german, local, strict=True)) >= 3
        finally:
            await host.stop()

    asyncio.run(main())


def test_a_language_that_repeats_the_english_is_not_sent_and_reads_as_english():
    line = LogLine(1, render=lambda lang: {"it": "passa"}.get(lang, "passes"))
    sent = log_line_json(line)
    assert sent == [1, {"en": "passes", "it": "passa"}]
    back = log_line_from_json(sent, 2)
    assert back is not None
    assert (back.seat, back.text("de"), back.text("it")) == (1, "passes", "passa")
    assert every_language(lambda lang: "3") == {"en": "3"}


def test_malformed_texts_fall_back_to_english_and_never_raise():
    assert in_language({"en": "No.", "de": 5}, "de") == "No."
    assert in_language({"de": "Nein."}, "it") == "Nein."  # no English: any text it has
    for bad in (None, 3, "text", ["en", "x"], {}, {1: "x"}, {"en": None}):
        assert in_language(bad, "de", "fallback") == "fallback"
    for bad in (None, 3, "x", [], [0], [0, 1, 2, 3], [0, "text"], [0, {}], [0, {"en": 5}],
                [0, {"de": None}], {"seat": 0}):
        assert log_line_from_json(bad, 3) is None, bad
    # a seat that is not one of the table's reads as no seat: the line stays
    for seat in ("1", -1, 3, True, None, 1.0):
        line = log_line_from_json([seat, {"en": "moves", "de": "zieht"}], 3)
        assert line is not None and line.seat is None and line.text("de") == "zieht"
    # a missing language shows the English; no English: the text there is
    line = log_line_from_json([2, {"en": "moves", "de": 7}], 3)
    assert line is not None and (line.seat, line.text("de")) == (2, "moves")
    line = log_line_from_json([0, {"it": "muove"}], 3)
    assert line is not None and line.text("de") == line.text("en") == "muove"
    # the older [seat, en, it] form still reads
    line = log_line_from_json([0, "moves", "muove"], 3)
    assert line is not None and (line.text("it"), line.text("de")) == ("muove", "moves")


def test_a_joined_table_keeps_the_lines_it_has_and_skips_a_malformed_one():
    from net.wire import encode_value
    from ui.scenes.remote import RemoteMatch

    m = RemoteMatch({"game": "tigris", "players": 2, "seat": 1,
                     "options": encode_value({})})
    first = [[0, {"en": "places a temple", "de": "setzt einen Tempel"}], "garbage"]
    m.take_log(first)
    assert [(ln.seat, ln.text("de")) for ln in m.log] == [(0, "setzt einen Tempel")]
    kept = m.log[0]
    m.take_log(first + [[1, {"en": "passes"}], [1, None]])
    assert m.log[0] is kept  # not made again: the log panel re-wraps only new lines
    assert [ln.text("de") for ln in m.log] == ["setzt einen Tempel", "passes"]
    m.take_log({"not": "a list"})
    assert m.log == []


def test_a_club_servers_refusals_come_in_every_language():
    from websockets.asyncio.client import connect

    async def main() -> None:
        host = await start_host([], allow_create=True)
        try:
            c = Session(f"127.0.0.1:{host.port}", "")
            c.ws = await connect(c.url, compression=None)
            await c.send("create", game="tigris", players=2, seats=[{"kind": "here"}] * 2)
            bad = await _next(c, "refused")
            assert (bad["code"], in_language(bad["reason"], "de")) == (
                "table", "Dieser Tisch lässt sich nicht aufbauen.")
            await c.send("create", game="tigris", players=2,
                         seats=[{"name": "A", "kind": "remote"}, {"name": "B", "kind": "ai"}])
            key = (await _next(c, "created"))["key"]
            asks = {("renew", 1): "Nur ein Platz, der aus der Ferne gespielt wird, hat "
                                  "einen Code.",
                    ("person", 1): "Nur ein Platz, der aus der Ferne gespielt wird, kann "
                                   "seinem Spieler zurückgegeben werden.",
                    ("swap", 0): "Der Server kennt diese Anfrage nicht.",
                    ("renew", 4): "Dieser Tisch hat keinen Platz 5."}
            for (op, seat), german in asks.items():
                await c.send("admin", key=key, op=op, seat=seat)
                got = await _next(c, "refused")
                assert got["code"] == "admin" and in_language(got["reason"], "de") == german
                assert in_language(got["reason"], "en") != german
            await c.close()
        finally:
            await host.stop()

    asyncio.run(main())
