"""The background autosave writer: newest snapshot wins, failures are reported, and
closing writes what is left."""

from __future__ import annotations

import json
import os
import threading

import ui.autosave as autosave_mod
from ui.autosave import AutoSaver


def _read(path) -> dict:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def test_flush_leaves_the_newest_snapshot_and_no_temporary_files(tmp_path):
    saver = AutoSaver()
    path = str(tmp_path / "saves" / "autosave-x.json")
    for n in range(5):
        saver.submit(path, {"progress": n})
    assert saver.flush()
    assert _read(path) == {"progress": 4}
    assert os.listdir(tmp_path / "saves") == ["autosave-x.json"]
    assert saver.take_error() is None
    assert saver.close()


def test_snapshots_waiting_behind_a_slow_write_collapse_into_the_newest(tmp_path, monkeypatch):
    written: list[int] = []
    started, release = threading.Event(), threading.Event()

    def slow_write(path, data):
        started.set()
        release.wait(5)
        written.append(data["progress"])

    monkeypatch.setattr(autosave_mod, "write_save", slow_write)
    saver = AutoSaver()
    saver.submit("unused", {"progress": 0})
    assert started.wait(5)  # the first write is on its way
    for n in (1, 2, 3):
        saver.submit("unused", {"progress": n})
    assert not saver.flush(timeout=0.05)  # the disk is still busy
    release.set()
    assert saver.flush()
    assert written == [0, 3]
    saver.close()


def test_a_failed_write_is_reported_once_and_the_writer_goes_on(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the saves folder should be")
    saver = AutoSaver()
    saver.submit(str(blocker / "autosave-x.json"), {"progress": 1})
    assert saver.flush()
    error = saver.take_error()
    assert error and saver.take_error() is None
    good = str(tmp_path / "autosave-x.json")
    saver.submit(good, {"progress": 2})
    assert saver.flush() and _read(good) == {"progress": 2}
    assert saver.take_error() is None
    saver.close()


def test_close_writes_what_is_left_and_a_later_submit_starts_again(tmp_path):
    path = str(tmp_path / "autosave-x.json")
    saver = AutoSaver()
    saver.submit(path, {"progress": 7})
    thread = saver._thread
    assert thread is not None and thread.is_alive()
    assert saver.close()  # as when the window closes right after a move
    assert _read(path) == {"progress": 7}
    assert not thread.is_alive()
    saver.submit(path, {"progress": 8})
    assert saver.close() and _read(path) == {"progress": 8}


def test_the_last_snapshot_is_written_even_when_nobody_closes_the_writer(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "autosave-x.json"
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    code = (
        "import time, ui.autosave as a, game.match as m\n"
        "slow = m.write_save\n"
        "def write(p, d):\n"
        "    time.sleep(0.3)\n"  # the disk is slow: the program ends before the write
        "    slow(p, d)\n"
        "a.write_save = write\n"
        f"a.AutoSaver().submit({str(path)!r}, {{'progress': 3}})\n"
        "raise SystemExit(0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert _read(path) == {"progress": 3}
