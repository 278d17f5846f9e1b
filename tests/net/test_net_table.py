"""The host side of a table without a network: every refusal, codes, limits, undo,
chat and records; the observation codec on positions of every game."""

from __future__ import annotations

import json
import random

import pytest
from netplay import remote_table

from game import GAMES
from game.core import action_to_json
from game.i18n import LANGS
from net import protocol
from net.codes import ALPHABET, JoinLimiter, new_code, normal_code
from net.table import Refused, Table
from net.wire import Decoder, WireError, encode_state, observation


def _refusal(table, seat, move, action) -> Refused:
    with pytest.raises(Refused) as info:
        table.act(seat, move, action)
    return info.value


def test_every_kind_of_bad_action_is_refused_and_changes_nothing():
    t = remote_table("tigris", 3, 11)
    rules = t.rules
    seat = t.match.to_act()
    other = (seat + 1) % 3
    legal = [action_to_json(a) for a in rules.legal_actions(t.match.state)]
    before = encode_state(t.match.state)
    assert _refusal(t, other, 0, legal[0]).code == "turn"  # another seat's turn
    assert _refusal(t, seat, 1, legal[0]).code == "stale"  # a move not reached
    assert _refusal(t, seat, 0, ["NoSuchMove"]).code == "malformed"
    bad = [legal[0][0]] + [float(x) if type(x) is int else x for x in legal[0][1:]]
    assert _refusal(t, seat, 0, bad).code == "malformed"  # 1.0 is not 1
    # an action of the right form the rules forbid: the engine's own reason
    illegal = next(a for a in ([legal[0][0], 0, 0], [legal[0][0], 15, 9])
                   if a not in legal)
    r = _refusal(t, seat, 0, illegal)
    assert r.code in ("illegal", "malformed") and all(r.text(lang) for lang in LANGS)
    assert encode_state(t.match.state) == before and t.move == 0
    t.act(seat, 0, legal[0])
    assert t.move == 1
    assert _refusal(t, seat, 0, legal[0]).code == "duplicate"  # sent twice
    assert _refusal(t, seat, 0, legal[-1]).code in ("stale", "duplicate")
    assert t.move == 1


def test_illegal_move_is_refused_with_the_engines_reason():
    t = remote_table("wallenstein", 3, 5)
    rules = t.rules
    seat = t.match.to_act()
    legal = rules.legal_actions(t.match.state)
    kind = type(legal[0])
    probe = None
    for fields in ((0,) * len(kind._fields), (99,) * len(kind._fields)):
        try:
            a = kind(*fields)
        except TypeError:
            continue
        if a not in legal:
            probe = a
            break
    assert probe is not None
    try:
        rules.apply(t.match.state.copy(), probe)
        pytest.skip("the probe happens to be legal")
    except Exception as exc:  # the engine's reason, word for word
        reason = str(exc)
    r = _refusal(t, seat, 0, action_to_json(probe))
    assert r.code == "illegal" and r.text("en") == reason


def test_a_computer_seat_and_a_handed_seat_refuse_the_client():
    t = remote_table("tigris", 2, 3)
    seat = t.match.to_act()
    t.hand_to_computer(seat, "easy")
    legal = action_to_json(t.rules.legal_actions(t.match.state)[0])
    assert _refusal(t, seat, 0, legal).code == "seat"
    assert t.ai_to_play() == seat
    t.hand_to_computer(seat, None)
    assert t.ai_to_play() is None
    t.act(seat, 0, legal)


def test_view_holds_legal_moves_only_for_the_seat_to_act_and_never_the_seed():
    t = remote_table("kingmaker", 4, 123_456_789_012)
    seat = t.match.to_act()
    for s in range(4):
        v = t.view(s)
        text = protocol.dumps("view", **v)
        assert "123456789012" not in text
        assert (len(v["legal"]) > 0) == (s == seat)
        assert v["state"] == encode_state(observation(t.rules, t.match.state, s))
        for other in range(4):  # others' hands are masked
            if other != s:
                assert set(v["state"]["hands"][other]) <= {-1}


def test_seat_codes_are_readable_distinct_and_renewable():
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    for c in list(codes)[:50]:
        assert len(c) == 9 and c[4] == "-"
        assert set(c.replace("-", "")) <= set(ALPHABET)
        assert normal_code(c.lower().replace("-", " ")) == c
    t = remote_table("hansa", 3, 1)
    old = t.codes[1]
    assert t.seat_of_code(old.lower()) == 1
    new = t.renew_code(1)
    assert new != old and t.seat_of_code(old) is None and t.seat_of_code(new) == 1


def test_failed_joins_wait_longer_and_longer():
    now = [0.0]
    lim = JoinLimiter(free=3, base=1.0, cap=60.0, clock=lambda: now[0])
    for _ in range(3):
        assert lim.wait("a") == 0
        lim.failed("a")
    waits = []
    for _ in range(5):
        waits.append(lim.wait("a"))
        now[0] += waits[-1]
        lim.failed("a")
    assert waits == [1.0, 2.0, 4.0, 8.0, 16.0]
    assert lim.wait("b") == 0  # another address is not held back
    lim.succeeded("a")
    assert lim.wait("a") == 0


def test_undo_follows_the_table_rule_and_only_for_ones_own_moves():
    t = remote_table("wallenstein", 3, 9)
    rules = t.rules
    rnd = random.Random(2)
    for _ in range(200):  # find a position where the acting seat may take back a move
        seat = t.match.to_act()
        if t.move and t.can_undo(seat):
            break
        t.act(seat, t.move, action_to_json(rnd.choice(rules.legal_actions(t.match.state))))
    seat = t.match.to_act()
    assert t.can_undo(seat)
    other = (seat + 1) % 3
    with pytest.raises(Refused):
        t.undo(other, t.move)
    with pytest.raises(Refused):
        t.undo(seat, t.move - 1)  # stale
    n = t.move
    t.undo(seat, n)
    assert t.move < n


def test_records_round_trip_with_codes_and_chat():
    t = remote_table("revolution", 3, 77)
    rnd = random.Random(1)
    for _ in range(30):
        seat = t.match.to_act()
        t.act(seat, t.move, action_to_json(rnd.choice(t.rules.legal_actions(t.match.state))))
    t.say(0, "  ciao\u0000 a tutti  ")
    t.hand_to_computer(2, "easy")
    back = Table.from_record(json.loads(json.dumps(t.to_record())), GAMES)
    assert back.codes == t.codes and back.host_key == t.host_key
    assert back.computer == t.computer and back.chat[-1]["text"] == "ciao a tutti"
    assert encode_state(back.match.state) == encode_state(t.match.state)
    assert back.move == t.move


@pytest.mark.parametrize("game", sorted(GAMES))
def test_codec_rebuilds_observations_the_rules_accept(game):
    rules = GAMES[game]
    s = rules.new_game(rules.max_players, 4)
    dec = Decoder(rules, rules.max_players, dict(s.options))
    rnd = random.Random(4)
    for k in range(400):
        if rules.is_over(s):
            break
        seat = rules.to_act(s)
        if k % 25 == 0:
            o = observation(rules, s, seat)
            data = json.loads(json.dumps(encode_state(o)))
            d = dec.state(data)
            assert encode_state(d) == data
            assert rules.legal_actions(d) == rules.legal_actions(o)
            assert d.rng.s == 0
        rules.apply(s, rnd.choice(rules.legal_actions(s)))


def test_codec_refuses_foreign_data():
    rules = GAMES["tigris"]
    dec = Decoder(rules, 2, {})
    for bad in ([], {"nope": 1}, {"racks": {"n": "os.system", "v": []}},
                {"racks": {"o": {}}}, {"racks": {"t": 5}}, {"_legal": 1}, {"rng": 5}):
        with pytest.raises(WireError):
            dec.state(bad)
    deep: object = 1
    for _ in range(100):
        deep = {"t": [deep]}
    with pytest.raises(WireError):
        dec.state({"racks": deep})


def test_protocol_checks_kind_fields_types_version_and_size():
    ok = protocol.parse(protocol.dumps("act", move=3, action=["Pass"]))
    assert ok["move"] == 3
    for raw in ("{", "[]", '{"v": 2, "t": "ping"}', '{"v": 1}', '{"v": 1, "t": "nope"}',
                '{"v": 1, "t": "act", "move": "3", "action": []}',
                '{"v": 1, "t": "act", "move": true, "action": []}',
                '{"v": 1, "t": "act", "move": 3}',
                '{"v": 1, "t": "ping", "extra": 1}', b"\xff\xfe",
                '{"v": true, "t": "ping"}',
                protocol.dumps("chat", text="x" * (protocol.MAX_MESSAGE + 10))):
        with pytest.raises(protocol.ProtocolError):
            protocol.parse(raw)


def test_store_keeps_every_move_once_through_undo_and_restart(tmp_path):
    from net.store import Store

    store = Store(tmp_path / "t.sqlite")
    t = remote_table("wallenstein", 3, 21)
    rules = t.rules
    rnd = random.Random(5)
    undone = False
    for _ in range(150):
        seat = t.match.to_act()
        if not undone and t.move > 20 and t.can_undo(seat):
            t.undo(seat, t.move)  # the stored tail is rewritten at the next save
            undone = True
        else:
            t.act(seat, t.move, action_to_json(rnd.choice(rules.legal_actions(t.match.state))))
        store.save(t)
    assert undone
    t.say(1, "a presto")
    store.save(t)
    store.close()
    again = Store(tmp_path / "t.sqlite")
    (back,) = again.load_all(GAMES)
    mine, theirs = back.to_record(), t.to_record()
    assert mine.pop("epoch") > theirs.pop("epoch")  # after a restart clients take the log anew
    assert mine == theirs
    assert encode_state(back.match.state) == encode_state(t.match.state)
    assert again.db.execute("select count(*) from moves").fetchone()[0] == t.move
    again.close()
