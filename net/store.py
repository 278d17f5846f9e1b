"""The club server's tables in one SQLite file (standard ``sqlite3``).

Each table is one row of ``tables`` (its record, :meth:`net.table.Table.to_record`
without the moves: seed, options, seats, kinds, codes, the host key, chat) and one row of
``moves`` per move, written after every change, so a restart — even after ``kill -9`` —
loses nothing, and a move costs the same small transaction on move 3 and on move 3,000.
The database is in WAL mode.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from typing import Any

from game.core import action_to_json
from game.match import SaveError
from net.table import Table

log = logging.getLogger(__name__)

SCHEMA = """
create table if not exists tables (
    id text primary key,
    game text not null,
    updated real not null,
    over integer not null,
    record text not null
);
create table if not exists moves (
    tid text not null,
    n integer not null,
    action text not null,
    primary key (tid, n)
) without rowid
"""


class Store:
    """Tables kept in ``path`` (created if missing)."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = os.fspath(path)
        folder = os.path.dirname(self.path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("pragma journal_mode=wal")
        self.db.execute("pragma synchronous=normal")
        self.db.executescript(SCHEMA)

    def save(self, table: Table) -> None:
        """The table's head and the moves the store does not hold yet, in one
        transaction."""
        record = json.dumps(table.to_record(actions=False), ensure_ascii=False,
                            separators=(",", ":"))
        start, n = table.stored, table.move
        acts = table.match.actions
        rows = [(table.id, i, json.dumps(action_to_json(acts[i]), separators=(",", ":")))
                for i in range(start, n)]
        db = self.db
        db.execute("begin")
        try:
            db.execute("delete from moves where tid = ? and n >= ?", (table.id, start))
            db.executemany("insert into moves(tid, n, action) values(?, ?, ?)", rows)
            db.execute(
                "insert into tables(id, game, updated, over, record) values(?, ?, ?, ?, ?) "
                "on conflict(id) do update set updated=excluded.updated, over=excluded.over, "
                "record=excluded.record",
                (table.id, table.rules.id, time.time(), int(table.match.is_over()), record))
            db.execute("commit")
        except BaseException:
            db.execute("rollback")
            raise
        table.stored = n

    def load_all(self, games: dict[str, Any]) -> list[Table]:
        """Every stored table; a damaged one is logged and left in the file."""
        out = []
        heads = self.db.execute("select id, record from tables order by updated").fetchall()
        for tid, record in heads:
            try:
                data = json.loads(record)
                data["match"]["actions"] = [json.loads(a) for (a,) in self.db.execute(
                    "select action from moves where tid = ? order by n", (tid,))]
                table = Table.from_record(data, games)
                table.stored = table.move
                out.append(table)
            except (SaveError, ValueError, TypeError, KeyError) as exc:
                log.error("table %s cannot be loaded: %s", tid, exc)
        return out

    def count(self) -> int:
        return self.db.execute("select count(*) from tables").fetchone()[0]

    def close(self) -> None:
        self.db.close()
