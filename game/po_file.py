"""A translation catalog's ``.po`` text as the bytes of a compiled ``.mo`` (stdlib only).

The install, the packaging and the tests compile the catalogs with Babel; this is the
fallback of a source checkout where nobody has (``python main.py`` straight after a
``git pull``): game/i18n.py reads the ``.po`` itself rather than showing English. Fuzzy
and obsolete entries are left out, as ``pybabel compile`` does.
"""

from __future__ import annotations

import ast
import struct
from pathlib import Path

MAGIC = 0x950412DE


def _entries(text: str) -> dict[str, str]:
    """``.mo`` key -> value: ``context\\x04id``, ``id\\x00plural``, plural values joined
    by ``\\x00``."""
    out: dict[str, str] = {}
    entry: dict[str, str] = {}
    field = ""
    fuzzy = False

    def flush() -> None:
        nonlocal entry, fuzzy
        if "msgid" in entry and not (fuzzy and entry["msgid"]):
            key = entry["msgid"]
            if "msgid_plural" in entry:
                key += "\x00" + entry["msgid_plural"]
                forms = sorted(k for k in entry if k.startswith("msgstr["))
                value = "\x00".join(entry[k] for k in forms)
            else:
                value = entry.get("msgstr", "")
            if "msgctxt" in entry:
                key = entry["msgctxt"] + "\x04" + key
            if value.replace("\x00", ""):
                out[key] = value
        entry, fuzzy = {}, False

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#~"):
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                if "msgid" in entry:
                    flush()
                fuzzy = True
            continue
        if line.startswith('"'):
            entry[field] += ast.literal_eval(line)
            continue
        name, _, rest = line.partition(" ")
        if name in ("msgctxt", "msgid") and "msgid" in entry and (
                name == "msgctxt" or "msgstr" in entry or "msgstr[0]" in entry):
            flush()
        field = name
        entry[field] = ast.literal_eval(rest)
    flush()
    return out


def mo_bytes(po: Path) -> bytes:
    """The ``.mo`` that ``po`` compiles to (no hash table: gettext does not need one)."""
    entries = _entries(po.read_text(encoding="utf-8"))
    keys = sorted(entries)
    ids = [k.encode("utf-8") for k in keys]
    strs = [entries[k].encode("utf-8") for k in keys]
    n = len(keys)
    start = 7 * 4 + 16 * n
    table_ids, table_strs, blob = [], [], b""
    for data, table in ((ids, table_ids), (strs, table_strs)):
        for d in data:
            table.append((len(d), start + len(blob)))
            blob += d + b"\0"
    header = struct.pack("<7I", MAGIC, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    tables = b"".join(struct.pack("<2I", *t) for t in table_ids + table_strs)
    return header + tables + blob
