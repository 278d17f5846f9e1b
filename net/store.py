"""The club server's tables in one SQLite file (standard ``sqlite3``).

Each table is one row: its record (:meth:`net.table.Table.to_record`, JSON: the match's
save, seat kinds, codes, the host key, chat) written after every change, so a restart —
even after ``kill -9`` — loses nothing. The database is in WAL mode: a move costs one
small transaction.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from typing import Any

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
)
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
        self.db.execute(SCHEMA)

    def save(self, table: Table) -> None:
        record = json.dumps(table.to_record(), ensure_ascii=False, separators=(",", ":"))
        self.db.execute(
            "insert into tables(id, game, updated, over, record) values(?, ?, ?, ?, ?) "
            "on conflict(id) do update set updated=excluded.updated, over=excluded.over, "
            "record=excluded.record",
            (table.id, table.rules.id, time.time(), int(table.match.is_over()), record))

    def load_all(self, games: dict[str, Any]) -> list[Table]:
        """Every stored table; a damaged one is logged and left in the file."""
        out = []
        for tid, record in self.db.execute("select id, record from tables order by updated"):
            try:
                out.append(Table.from_record(json.loads(record), games))
            except (SaveError, ValueError, TypeError, KeyError) as exc:
                log.error("table %s cannot be loaded: %s", tid, exc)
        return out

    def count(self) -> int:
        return self.db.execute("select count(*) from tables").fetchone()[0]

    def close(self) -> None:
        self.db.close()
