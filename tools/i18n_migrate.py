"""Move the Italian of old ``(English, Italian)`` phrase tables into the Italian catalog.

Before gettext, Tavola wrote both languages into the code. This tool reads Python files
and finds, without running them:

- ``key: ("English", "Italiano")`` pairs (a dict value or a tuple of exactly two texts);
- ``{"en": X, "it": Y}`` tables, X and Y texts, tuples of texts (paired by position) or
  dicts (paired by key);
- ``"Italiano" if it else "English"`` (also ``if lang == "it"``) with two plain texts.

Each pair becomes an entry of ``locale/it/LC_MESSAGES/tavola.po``: message id the English,
translation the Italian. An English text that already has another Italian gets the pair's
dict key as its context (``msgctxt``), and ``--rewrite`` marks it ``NP_(key, English)``.
f-strings are listed, not moved: turn them into whole messages by hand.

``--rewrite`` also edits the files: each ``(English, Italian)`` pair becomes
``N_("English")`` (the tables and conditionals are listed for a hand edit). Then run
``make translations`` so the catalogs follow the code. Needs Babel (``pip install -e
".[dev]"``).

    python tools/i18n_migrate.py ui/views/tigris/words.py            # report, write it.po
    python tools/i18n_migrate.py --dry-run ui/views/*/words.py       # report only
    python tools/i18n_migrate.py --rewrite ui/strings.py             # and edit the source
"""

from __future__ import annotations

import argparse
import ast
import json
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


@dataclass
class Found:
    pairs: list[Pair] = field(default_factory=list)
    by_hand: list[str] = field(default_factory=list)  # places a person must convert


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


def scan(path: Path) -> Found:
    """The pairs in one file, and what a person must convert by hand."""
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
                _table(node.values[keys.index("en")], node.values[keys.index("it")], add)
                taken.update(id(v) for v in ast.walk(node))
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
            if en is not None and it is not None and (" " in en or en != it):
                add(en, it, node, None, node)
        elif isinstance(node, ast.IfExp) and _is_it_test(node.test):
            it, en = _text(node.body), _text(node.orelse)
            if en is not None and it is not None:
                add(en, it, node)
                found.by_hand.append(f"{name}:{node.lineno}: conditional (moved; edit the code)")
            elif isinstance(node.body, ast.JoinedStr) or isinstance(node.orelse, ast.JoinedStr):
                found.by_hand.append(f"{name}:{node.lineno}: f-string pair (not moved)")
    return found


def _table(en: ast.AST, it: ast.AST, add) -> None:
    if _text(en) is not None and _text(it) is not None:
        add(_text(en), _text(it), en)
    elif isinstance(en, ast.Tuple | ast.List) and isinstance(it, ast.Tuple | ast.List):
        for a, b in zip(en.elts, it.elts, strict=False):
            _table(a, b, add)
    elif isinstance(en, ast.Dict) and isinstance(it, ast.Dict):
        it_by_key = {_text(k): v for k, v in zip(it.keys, it.values, strict=True) if k}
        for k, v in zip(en.keys, en.values, strict=True):
            if k is not None and _text(k) in it_by_key:
                _table(v, it_by_key[_text(k)], add)


def assign_contexts(pairs: list[Pair], known: dict[str, str]) -> list[str]:
    """Give a context to each pair whose English already means another Italian; the
    messages that could not get one (no key) come back for a hand edit."""
    seen = dict(known)
    trouble = []
    for p in pairs:
        if p.en not in seen:
            seen[p.en] = p.it
        elif seen[p.en] != p.it:
            if p.key:
                p.context = p.key
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
    """``text`` as a double-quoted literal, split into adjacent literals when long."""
    parts, line, width = [], "", max(40, 94 - indent)
    for word in text.split(" "):
        piece = (" " if line else "") + word
        if line and len(line) + len(piece) > width:
            parts.append(line + " ")
            line = word
        else:
            line += piece
    parts.append(line)
    return ("\n" + " " * indent).join(json.dumps(part, ensure_ascii=False) for part in parts)


def rewrite(path: Path, pairs: list[Pair]) -> int:
    """Replace each pair's tuple in the source with ``N_("English")`` (or ``NP_``)."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    text = "".join(lines)

    def offset(line: int, col: int) -> int:
        return starts[line - 1] + len(lines[line - 1].encode("utf-8")[:col].decode("utf-8"))

    edits = []
    for p in pairs:
        n = p.node
        if n is None or n.end_lineno is None or n.end_col_offset is None:
            continue
        a, b = offset(n.lineno, n.col_offset), offset(n.end_lineno, n.end_col_offset)
        indent = n.col_offset + (len(f"NP_({_literal(p.context)}, ") if p.context else 3)
        body = _literal(p.en, indent)
        new = f"NP_({_literal(p.context)}, {body})" if p.context else f"N_({body})"
        edits.append((a, b, new))
    for a, b, new in sorted(edits, reverse=True):
        text = text[:a] + new + text[b:]
    path.write_text(text, encoding="utf-8")
    return len(edits)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--po", type=Path, default=locale_dir() / "it" / "LC_MESSAGES" / f"{DOMAIN}.po",
                    help="the Italian catalog to write (default: %(default)s)")
    ap.add_argument("--dry-run", action="store_true", help="report only, write nothing")
    ap.add_argument("--rewrite", action="store_true",
                    help="also replace each (English, Italian) pair in the source by N_()")
    args = ap.parse_args(argv)

    known: dict[str, str] = {}
    if args.po.exists():
        from babel.messages.pofile import read_po

        with args.po.open("rb") as f:
            known = {m.id: m.string for m in read_po(f) if m.id and isinstance(m.id, str)
                     and not m.context and m.string}
    per_file = {p: scan(p.resolve()) for p in args.files}
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
            print(f"{path}: {rewrite(path.resolve(), found.pairs)} pairs rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
