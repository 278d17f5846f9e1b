"""The UI's AI worker process: ask, poll, cancel, errors, close."""

from __future__ import annotations

import multiprocessing
import time

import pytest

from game.ai.worker import AIWorker
from game.core import action_from_json
from game.match import Match, Seat
from tests.ai.toygame import RULES


def wait(worker: AIWorker, timeout: float = 60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        reply = worker.poll()
        if reply is not None:
            return reply
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


@pytest.fixture(scope="module")
def worker():
    w = AIWorker(modules=("tests.ai.toygame",), time_scale=0.05)
    yield w
    w.close()


def toy_match(seed: int = 3) -> Match:
    return Match(RULES, [Seat("a", 0, "ai", "normal"), Seat("b", 1, "ai", "hard")], seed)


def test_ask_and_poll_returns_a_legal_action(worker):
    match = toy_match()
    assert worker.poll() is None  # nothing asked yet
    worker.ask(1, match.to_json(), 0, "normal")
    rid, action_json, error = wait(worker)
    assert rid == 1 and error is None
    action = action_from_json(RULES, action_json)
    match.play(action)  # legal, or IllegalAction fails the test
    worker.ask(2, match.to_json(), 1, "hard")  # the hard level starts its own helper
    rid, action_json, error = wait(worker)
    assert rid == 2 and error is None
    match.play(action_from_json(RULES, action_json))


def test_cancel_drops_the_request(worker):
    match = toy_match(5)
    worker.ask(10, match.to_json(), 0, "hard")
    worker.cancel()
    assert not worker.busy()
    time.sleep(0.3)
    assert worker.poll() is None  # the dropped answer never arrives
    worker.ask(11, match.to_json(), 0, "easy")
    rid, action_json, error = wait(worker)
    assert rid == 11 and error is None and action_json is not None


def test_errors_are_reported(worker):
    match = toy_match()
    worker.ask(20, match.to_json(), 1, "normal")  # seat 1 is not to act
    rid, action_json, error = wait(worker)
    assert rid == 20 and action_json is None and "not the one to act" in error
    worker.ask(21, match.to_json(), 0, "grandmaster")
    rid, action_json, error = wait(worker)
    assert rid == 21 and action_json is None and "unknown AI level" in error


def test_a_dead_worker_is_reported_and_replaced():
    w = AIWorker(modules=("tests.ai.toygame",), time_scale=0.05)
    try:
        w.ask(1, toy_match().to_json(), 0, "easy")
        assert wait(w)[2] is None
        w._proc.kill()  # simulate a crash
        w._proc.join(5)
        w.ask(2, toy_match().to_json(), 0, "easy")  # the worker restarts for the new request
        rid, action_json, error = wait(w)
        assert rid == 2 and error is None
        w.ask(3, toy_match().to_json(), 0, "normal")
        w._proc.kill()
        rid, action_json, error = wait(w)
        assert rid == 3 and action_json is None and "stopped" in error
    finally:
        w.close()


def test_close_leaves_no_process_behind():
    before = set(multiprocessing.active_children())
    w = AIWorker(modules=("tests.ai.toygame",), time_scale=0.05)
    pid = w.pid
    w.ask(1, toy_match().to_json(), 0, "hard")
    w.close()
    w.close()  # idempotent
    left = [p for p in multiprocessing.active_children() if p not in before]
    assert left == [] and pid is not None
    with pytest.raises(RuntimeError):
        w.ask(2, toy_match().to_json(), 0, "easy")


def _read_flag_forever(flag) -> None:
    while True:
        flag.is_set()


def test_cancel_never_waits_on_a_reader_killed_mid_read():
    """A worker killed while it reads the cancel flag (it reads it every search iteration)
    must not leave the flag locked: cancel() and close() in the window's process would
    then wait forever."""
    import threading

    from game.ai.worker import CancelFlag

    ctx = multiprocessing.get_context("spawn")
    flag = CancelFlag(ctx)
    assert not hasattr(flag._v, "get_lock")  # a raw shared byte: nothing a reader could hold
    for _ in range(3):
        p = ctx.Process(target=_read_flag_forever, args=(flag,), daemon=True)
        p.start()
        time.sleep(0.5)
        p.kill()
        p.join(5)
        done = threading.Event()
        t = threading.Thread(target=lambda d=done: (flag.set(), flag.clear(), d.set()),
                             daemon=True)
        t.start()
        t.join(2.0)
        assert done.is_set(), "setting the flag waited on a dead reader's lock"
    flag.set()
    assert flag.is_set()
