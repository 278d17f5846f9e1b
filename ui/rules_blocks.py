"""The rules screens' texts, block by block through the catalogs (no pygame).

Each game's rules are written once, in English, in ``ui/rules_text/<game>.en.md`` (a small
markdown subset: ``#`` headings, paragraphs, ``-`` and ``1.`` list items, ``|`` table rows,
``---`` rules, inline ``**bold**``); ``table_keys.en.md`` closes every game's screen. Each
block is a message of the catalogs, its inline markup kept inside the message, its context
``rules <file>`` (the same English heading may read differently in two games). Babel reads
the blocks with :func:`extract` (pyproject.toml maps ``ui/rules_text/*.en.md`` to it); the
rules screen shows :func:`rules_blocks`, each block in the language asked, a block with no
translation in English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any, NamedTuple

from game.i18n import translation
from ui.paths import asset_path

KEYS = "table_keys"  # the shared keys, appended to every game's rules

_INLINE = [
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),  # links: keep the words
    (re.compile(r"\*\*(.+?)\*\*"), r"\1"),
    (re.compile(r"__(.+?)__"), r"\1"),
    (re.compile(r"(?<!\w)\*(?!\s)(.+?)(?<!\s)\*(?!\w)"), r"\1"),
    (re.compile(r"(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)"), r"\1"),
    (re.compile(r"`([^`]*)`"), r"\1"),
]


class Block(NamedTuple):
    """One block as written: kind (h1 h2 h3 p li tr hr), its markdown text (the message),
    list indent, list mark (``-`` or ``1.``) and the line it starts on."""

    kind: str
    text: str
    indent: int = 0
    mark: str = ""
    line: int = 0


def plain(text: str) -> str:
    """Inline markdown marks removed (emphasis, code, links)."""
    for pat, rep in _INLINE:
        text = pat.sub(rep, text)
    return text.replace("\\", "")


def blocks(md: str) -> list[Block]:
    """The blocks of a markdown text, inline markup kept."""
    out: list[Block] = []
    para: list[str] = []
    start = 0

    def flush() -> None:
        if para:
            out.append(Block("p", " ".join(para), line=start))
            para.clear()

    for n, raw in enumerate(md.splitlines(), 1):
        line = raw.rstrip()
        stripped = line.lstrip()
        indent = (len(line) - len(stripped)) // 2
        if not stripped:
            flush()
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        if m:
            flush()
            level = min(3, len(m.group(1)))
            out.append(Block(f"h{level}", m.group(2).strip("# "), line=n))
            continue
        if re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            out.append(Block("hr", "", line=n))
            continue
        m = re.match(r"^([-*+]|\d+[.)])\s+(.*)$", stripped)
        if m:
            flush()
            out.append(Block("li", m.group(2), indent, m.group(1), n))
            continue
        if stripped.startswith("|"):
            flush()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if not all(re.match(r"^:?-+:?$", c) for c in cells if c):
                out.append(Block("tr", stripped, line=n))
            continue
        if stripped.startswith(">"):
            stripped = stripped.lstrip("> ")
        if out and out[-1].kind == "li" and not para and indent > 0:
            last = out.pop()
            out.append(last._replace(text=f"{last.text} {stripped}"))
            continue
        if not para:
            start = n
        para.append(stripped)
    flush()
    return out


def shown(block: Block) -> tuple[str, str, int]:
    """What the screen draws of a block: (kind, plain text, indent); a list item's text is
    its bullet, a tab and its words; a table row's cells are joined by dots."""
    if block.kind == "li":
        bullet = "•" if block.mark in "-*+" else block.mark
        return "li", f"{bullet}\t{plain(block.text)}", block.indent
    if block.kind == "tr":
        cells = [c.strip() for c in block.text.strip().strip("|").split("|")]
        return "p", plain("   ·   ".join(cells)), 0
    return block.kind, plain(block.text), block.indent


def parse(md: str) -> list[tuple[str, str, int]]:
    """Blocks of (kind, text, indent) as drawn: kinds h1 h2 h3 p li hr."""
    return [shown(b) for b in blocks(md)]


def context(name: str) -> str:
    """The catalogs' context of the blocks of ``<name>.en.md``."""
    return f"rules {name}"


def source(name: str) -> str | None:
    """The English rules text of ``name`` (a game id or :data:`KEYS`), or None."""
    path = asset_path("ui", "rules_text", f"{name}.en.md")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return f.read()


def translate(block: Block, name: str, lang: str) -> Block:
    """The block in ``lang`` (its English when the catalog has no translation)."""
    if not block.text:
        return block
    return block._replace(text=translation(lang).pgettext(context(name), block.text))


def rules_blocks(game_id: str, lang: str) -> list[tuple[str, str, int]] | None:
    """The rules screen of a game in ``lang``, the table's keys at the end, as drawn
    blocks; None when the game has no rules text. Raises OSError when it cannot be read."""
    md = source(game_id)
    if md is None:
        return None
    out = [shown(translate(b, game_id, lang)) for b in blocks(md)]
    keys = source(KEYS)
    if keys is not None:
        out += [shown(translate(b, KEYS, lang)) for b in blocks(keys)]
    return out


def extract(fileobj: Any, keywords: Any, comment_tags: Any,
            options: dict) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel extraction method: each block of one ``<name>.en.md`` as a message, in the
    context of its file."""
    path = getattr(fileobj, "name", "")
    base = os.path.basename(path if isinstance(path, str) else "")
    if not base.endswith(".en.md"):
        return
    name = base[: -len(".en.md")]
    md = fileobj.read().decode("utf-8")
    kinds = {"h1": "heading", "h2": "heading", "h3": "heading", "p": "paragraph",
             "li": "list item", "tr": "table row"}
    for b in blocks(md):
        if b.text:
            note = f"Rules screen ({name}), {kinds[b.kind]}"
            if "**" in b.text:
                note += "; keep the **bold** marks"
            if b.kind == "tr":
                note += "; keep the | between the cells"
            yield b.line, "pgettext", (context(name), b.text), [note]
