"""Move the Italian of old ``(English, Italian)`` phrase tables into the Italian catalog.

Before gettext, Tavola wrote both languages into the code. This tool reads Python files
and finds, without running them:

- ``key: ("English", "Italiano")`` pairs (a dict value or a tuple of exactly two texts);
- ``{"en": X, "it": Y}`` tables, X and Y texts, tuples of texts (paired by position) or
  dicts (paired by key);
- ``"Italiano" if it else "English"`` (also ``if lang == "it"``) with two plain texts;
- with ``--calls``, ``f("English", "Italiano", ...)`` for the functions named
  (``--rewrite``: ``f(N_("English"), "", ...)``).

Each pair becomes an entry of ``locale/it/LC_MESSAGES/tavola.po``: message id the English,
translation the Italian. An English text that already has another Italian gets the pair's
dict key as its context (``msgctxt``), and ``--rewrite`` marks it ``NP_(key, English)``.
f-strings are listed, not moved: turn them into whole messages by hand.

``--rewrite`` also edits the files: each ``(English, Italian)`` pair becomes
``N_("English")``, each ``{"en": {key: ...}, "it": {key: ...}}`` table becomes one
``{key: N_("English")}`` table (the function that reads it must then translate the
message: ``game.i18n.message(msg, lang)``); conditionals and f-strings are listed for a
hand edit. Then run ``make translations`` so the catalogs follow the code. Needs Babel
(``pip install -e ".[dev]"``).

    python tools/i18n_migrate.py ui/views/tigris/words.py            # report, write it.po
    python tools/i18n_migrate.py --dry-run ui/views/*/words.py       # report only
    python tools/i18n_migrate.py --rewrite ui/strings.py             # and edit the source
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.i18n import DOMAIN, locale_dir  # noqa: E402


@dataclass
class Pair:
    en: str
    it: str
    where: str  # file:line
    key: str | None = None  # the dict key the pair is the value of, if any
    node: ast.Tuple | None = None  # the source tuple, for --rewrite
    context: str | None = None  # set when the English already has another Italian
    call: tuple[ast.AST, ast.AST] | None = None  # a call's English and Italian arguments


@dataclass
class Table:
    """A ``{"en": {key: English}, "it": {key: Italian}}`` table, for --rewrite."""

    node: ast.Dict
    keys: list[str]  # in the English table's order
    english: dict[str, ast.AST]  # key -> the English value's node
    pairs: dict[str, Pair] = field(default_factory=dict)  # key -> its pair, when plain


@dataclass
class Found:
    pairs: list[Pair] = field(default_factory=list)
    by_hand: list[str] = field(default_factory=list)  # places a person must convert
    tables: list[Table] = field(default_factory=list)


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _is_it_test(node: ast.AST) -> bool:
    """``it``, ``lang == "it"``, ``L == 'it'`` and the like."""
    if isinstance(node, ast.Name):
        return node.id in ("it", "italian")
    if isinstance(node, ast.Compare) and len(node.comparators) == 1:
        return "it" in (_text(node.left), _text(node.comparators[0]))
    return False


def scan(path: Path, calls: frozenset[str] = frozenset()) -> Found:
    """The pairs in one file, and what a person must convert by hand; ``calls`` names
    functions called as ``f("English", "Italiano", ...)`` (IllegalAction, _illegal...)."""
    src = path.read_text(encoding="utf-8")
    tree = ast.parse(src, filename=str(path))
    found = Found()
    name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    taken: set[int] = set()

    def add(en: str | None, it: str | None, node: ast.AST, key: str | None = None,
            tup: ast.Tuple | None = None) -> None:
        if en and it is not None and en.strip():
            found.pairs.append(Pair(en, it, f"{name}:{node.lineno}", key, tup))

    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = [_text(k) if k is not None else None for k in node.keys]
            if "en" in keys and "it" in keys:
                en_v, it_v = node.values[keys.index("en")], node.values[keys.index("it")]
                before = len(found.pairs)
                _table(en_v, it_v, add)
                taken.update(id(v) for v in ast.walk(node))
                if isinstance(en_v, ast.Dict) and isinstance(it_v, ast.Dict):
                    table = Table(node, [], {})
                    for k, v in zip(en_v.keys, en_v.values, strict=True):
                        if _text(k) is not None:
                            table.keys.append(_text(k))
                            table.english[_text(k)] = v
                    for pair in found.pairs[before:]:
                        if pair.key is not None:
                            table.pairs[pair.key] = pair
                    found.tables.append(table)
                else:
                    found.by_hand.append(f"{name}:{node.lineno}: en/it table of another "
                                         "shape (moved; edit the code)")
                continue
            for k, v in zip(keys, node.values, strict=True):
                if isinstance(v, ast.Tuple) and len(v.elts) == 2:
                    en, it = _text(v.elts[0]), _text(v.elts[1])
                    if en is not None and it is not None:
                        add(en, it, v, k, v)
                        taken.add(id(v))
    for node in ast.walk(tree):
        if id(node) in taken:
            continue
        if isinstance(node, ast.Tuple) and len(node.elts) == 2 \
                and not isinstance(node.ctx, ast.Store):
            en, it = _text(node.elts[0]), _text(node.elts[1])
            if en is not None and it is not None and (" " in en or en != it) \
                    and not (_IDENT.fullmatch(en) and _IDENT.fullmatch(it)):
                add(en, it, node)  # rewritten in place: (N_("English"), "")
                found.pairs[-1].call = (node.elts[0], node.elts[1])
        elif isinstance(node, ast.Call) and _callee(node) in calls and len(node.args) >= 2:
            en, it = _text(node.args[0]), _text(node.args[1])
            if en is not None and it is not None:
                add(en, it, node)
                found.pairs[-1].call = (node.args[0], node.args[1])
            elif any(isinstance(x, ast.JoinedStr) for x in node.args[:2]):
                found.by_hand.append(f"{name}:{node.lineno}: f-string pair (not moved)")
        elif isinstance(node, ast.IfExp) and _is_it_test(node.test):
            it, en = _text(node.body), _text(node.orelse)
            if en is not None and it is not None:
                add(en, it, node)
                found.by_hand.append(f"{name}:{node.lineno}: conditional (moved; edit the code)")
            elif isinstance(node.body, ast.JoinedStr) or isinstance(node.orelse, ast.JoinedStr):
                found.by_hand.append(f"{name}:{node.lineno}: f-string pair (not moved)")
    return found


_IDENT = re.compile(r"[a-z0-9_]+")  # ("defend", "revolt"): names in code, not phrases


def _callee(call: ast.Call) -> str | None:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def _table(en: ast.AST, it: ast.AST, add, key: str | None = None) -> None:
    if _text(en) is not None and _text(it) is not None:
        add(_text(en), _text(it), en, key)
    elif isinstance(en, ast.Tuple | ast.List) and isinstance(it, ast.Tuple | ast.List):
        for a, b in zip(en.elts, it.elts, strict=False):
            _table(a, b, add)
    elif isinstance(en, ast.Dict) and isinstance(it, ast.Dict):
        it_by_key = {_text(k): v for k, v in zip(it.keys, it.values, strict=True) if k}
        for k, v in zip(en.keys, en.values, strict=True):
            if k is not None and _text(k) in it_by_key:
                _table(v, it_by_key[_text(k)], add, _text(k))


def assign_contexts(pairs: list[Pair], known: dict[str, str]) -> list[str]:
    """Give a context to each pair whose English already means another Italian; the
    messages that could not get one (no key) come back for a hand edit."""
    seen = dict(known)
    trouble = []
    for p in pairs:
        if p.en not in seen:
            seen[p.en] = p.it
        elif seen[p.en] != p.it:
            if p.key:  # the key, with its file's folder when it is not dotted already
                folder = Path(p.where.rsplit(":", 1)[0]).parent.name
                p.context = p.key if "." in p.key or not folder else f"{folder}.{p.key}"
            else:
                trouble.append(f"{p.where}: {p.en!r} is {seen[p.en]!r} elsewhere, "
                               f"here {p.it!r} (give it a context by hand)")
    return trouble


def merge_into_catalog(pairs: list[Pair], po_path: Path) -> int:
    """Add the pairs to the catalog (an existing translation is kept); how many were new."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    if po_path.exists():
        with po_path.open("rb") as f:
            cat = read_po(f, locale="it")
    else:
        cat = Catalog(locale="it", domain=DOMAIN)
    added = 0
    for p in pairs:
        old = cat.get(p.en, context=p.context)
        if old is None or old.id in cat.obsolete:
            cat.add(p.en, p.it, context=p.context, locations=[(p.where.rsplit(":", 1)[0],
                                                                int(p.where.rsplit(":", 1)[1]))],
                    flags=("python-brace-format",) if "{" in p.en else ())
            added += 1
        elif not old.string:
            old.string = p.it
            added += 1
    po_path.parent.mkdir(parents=True, exist_ok=True)
    with po_path.open("wb") as f:
        write_po(f, cat, width=96)
    return added


def _literal(text: str, indent: int = 0) -> str:
    """``text`` as a double-quoted literal, split after spaces into adjacent literals when
    long (their concatenation is exactly ``text``)."""
    parts, line, width = [], "", max(40, 94 - indent)
    for token in re.split(r"(?<= )(?=\S)", text):
        if line and len(line) + len(token) > width:
            parts.append(line)
            line = token
        else:
            line += token
    parts.append(line)
    return ("\n" + " " * indent).join(json.dumps(part, ensure_ascii=False) for part in parts)


def rewrite(path: Path, pairs: list[Pair], tables: list[Table] = ()) -> int:
    """Replace each pair's tuple in the source with ``N_("English")`` (or ``NP_``), and each
    ``{"en": {...}, "it": {...}}`` table with one ``{key: N_("English")}`` table: the code
    that reads the table must then translate its message (see ui/i18n.py, game/i18n.py)."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    text = "".join(lines)

    def offset(line: int, col: int) -> int:
        return starts[line - 1] + len(lines[line - 1].encode("utf-8")[:col].decode("utf-8"))

    edits = []
    for p in pairs:
        if p.call is not None:  # f("English", "Italiano") -> f(N_("English"), ""), a tuple alike
            en_arg, it_arg = p.call
            a = offset(en_arg.lineno, en_arg.col_offset)
            b = offset(en_arg.end_lineno, en_arg.end_col_offset)
            new = (f"NP_({_literal(p.context)}, {_literal(p.en, en_arg.col_offset + 4)})"
                   if p.context else f"N_({_literal(p.en, en_arg.col_offset + 3)})")
            edits.append((a, b, new))
            edits.append((offset(it_arg.lineno, it_arg.col_offset),
                          offset(it_arg.end_lineno, it_arg.end_col_offset), '""'))
            continue
        n = p.node
        if n is None or n.end_lineno is None or n.end_col_offset is None:
            continue
        a, b = offset(n.lineno, n.col_offset), offset(n.end_lineno, n.end_col_offset)
        indent = n.col_offset + (len(f"NP_({_literal(p.context)}, ") if p.context else 3)
        body = _literal(p.en, indent)
        new = f"NP_({_literal(p.context)}, {body})" if p.context else f"N_({body})"
        edits.append((a, b, new))
    for t in tables:
        n = t.node
        if n.end_lineno is None or n.end_col_offset is None:
            continue
        a, b = offset(n.lineno, n.col_offset), offset(n.end_lineno, n.end_col_offset)
        line = lines[n.lineno - 1]
        indent = len(line) - len(line.lstrip())
        inner = " " * (indent + 4)
        rows = []
        for key in t.keys:
            pair = t.pairs.get(key)
            value = t.english[key]
            if pair is not None:
                head = f"{inner}{json.dumps(key, ensure_ascii=False)}: "
                body = (_literal(pair.en, len(head) + 4 + len(_literal(pair.context)) + 2)
                        if pair.context else _literal(pair.en, len(head) + 3))
                rows.append(f"{head}NP_({_literal(pair.context)}, {body})" if pair.context
                            else f"{head}N_({body})")
            else:  # not a plain text: kept as it is, for a hand edit
                src = ast.get_source_segment(text, value) or "None"
                rows.append(f"{inner}{json.dumps(key, ensure_ascii=False)}: {src}")
        edits.append((a, b, "{\n" + ",\n".join(rows) + ",\n" + " " * indent + "}"))
    for a, b, new in sorted(edits, reverse=True):
        text = text[:a] + new + text[b:]
    names = [n for n in ("N_", "NP_") if f"{n}(" in text]
    if edits and names and "from game.i18n import" not in text:
        future = "from __future__ import annotations\n"
        line = f"from game.i18n import {', '.join(names)}\n"
        text = (text.replace(future, future + "\n" + line, 1) if future in text
                else line + text)  # `ruff check --fix` sorts it among the imports
    path.write_text(text, encoding="utf-8")
    return len(edits)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--po", type=Path, default=locale_dir() / "it" / "LC_MESSAGES" / f"{DOMAIN}.po",
                    help="the Italian catalog to write (default: %(default)s)")
    ap.add_argument("--dry-run", action="store_true", help="report only, write nothing")
    ap.add_argument("--calls", default="",
                    help="functions called as f('English', 'Italiano', ...), comma-separated "
                         "(e.g. IllegalAction,_illegal,_ILL,SaveError)")
    ap.add_argument("--rewrite", action="store_true",
                    help="also replace each (English, Italian) pair in the source by N_()")
    args = ap.parse_args(argv)

    known: dict[str, str] = {}
    if args.po.exists():
        from babel.messages.pofile import read_po

        with args.po.open("rb") as f:
            known = {m.id: m.string for m in read_po(f) if m.id and isinstance(m.id, str)
                     and not m.context and m.string}
    calls = frozenset(c.strip() for c in args.calls.split(",") if c.strip())
    per_file = {p: scan(p.resolve(), calls) for p in args.files}
    pairs = [pair for f in per_file.values() for pair in f.pairs]
    trouble = assign_contexts(pairs, known)
    for path, found in per_file.items():
        print(f"{path}: {len(found.pairs)} pairs")
        for line in found.by_hand:
            print("  by hand:", line)
    for line in trouble:
        print("  conflict:", line)
    if args.dry_run:
        return 0
    added = merge_into_catalog(pairs, args.po)
    print(f"{args.po}: {added} messages added or filled")
    if args.rewrite:
        for path, found in per_file.items():
            n = rewrite(path.resolve(), found.pairs, found.tables)
            print(f"{path}: {n} pairs and tables rewritten"
                  + (" (the code that reads the tables now gets message ids: edit it)"
                     if found.tables else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
