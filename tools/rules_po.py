"""Fill a catalog's rules-screen messages from a whole translated rules text.

A translator may find it easier to translate ``ui/rules_text/<game>.en.md`` as one
document: write ``<game>.<lang>.md`` with the same blocks in the same order (the same
headings, paragraphs, list items with the same marks and indents), then

    python tools/rules_po.py de /tmp/hansa.de.md [more files...]

aligns its blocks with the English ones and writes each as the translation of its block in
``locale/<lang>/LC_MESSAGES/tavola.po`` (clearing "fuzzy"). A file whose blocks do not line
up with the English is refused, naming the first block that differs. Run ``make
translations`` first, so the catalog has the English blocks as messages. Needs Babel.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.i18n import DOMAIN, locale_dir  # noqa: E402
from ui.rules_blocks import Block, blocks, context, source  # noqa: E402


def shape(b: Block) -> tuple[str, int, str]:
    return b.kind, b.indent, b.mark


def aligned(name: str, translated_md: str) -> list[tuple[str, str]]:
    """(English block, translated block) pairs; ValueError when the structures differ."""
    en = blocks(source(name) or "")
    tr = blocks(translated_md)
    for i, (a, b) in enumerate(zip(en, tr, strict=False)):
        if shape(a) != shape(b):
            raise ValueError(f"{name}: block {i + 1} (line {b.line}) is {shape(b)}, "
                             f"the English (line {a.line}) is {shape(a)}: {a.text[:60]!r}")
    if len(en) != len(tr):
        raise ValueError(f"{name}: {len(tr)} blocks, the English has {len(en)}")
    return [(a.text, b.text) for a, b in zip(en, tr, strict=True) if a.text]


def fill(lang: str, files: list[str]) -> int:
    po = locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with open(po, "rb") as f:
        cat = read_po(f)
    done = 0
    for path in files:
        name = os.path.basename(path).split(".")[0]
        with open(path, encoding="utf-8") as f:
            pairs = aligned(name, f.read())
        for en, tr in pairs:
            msg = cat.get(en, context=context(name))
            if msg is None:
                raise KeyError(f"{name}: not in {po} (run make translations): {en[:60]!r}")
            msg.string = tr
            msg.flags.discard("fuzzy")
            msg.previous_id = []
            done += 1
    out = io.BytesIO()
    write_po(out, cat, width=96, ignore_obsolete=True)
    po.write_bytes(out.getvalue())
    return done


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("lang")
    ap.add_argument("files", nargs="+", help="<game>.<lang>.md files")
    args = ap.parse_args()
    try:
        n = fill(args.lang, args.files)
    except (ValueError, KeyError, OSError) as exc:
        sys.exit(f"rules_po: {exc}")
    print(f"{n} blocks written to the {args.lang} catalog")


if __name__ == "__main__":
    main()
