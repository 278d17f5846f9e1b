"""The translation catalogs: compile them, and check them (for the test suite).

``locale/<lang>/LC_MESSAGES/tavola.po`` is kept in git; the ``.mo`` next to it is built
(``make translations``, the install's ``make``, build.py, and the test set-up when it is
missing or older than its ``.po``). Needs Babel, a development dependency.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
DOMAIN = "tavola"
PLACEHOLDER = re.compile(r"(?<!{){([^{}:!]*)[^{}]*}(?!})")


def po_files(locale: Path = LOCALE) -> dict[str, Path]:
    """Each language's catalog, by language code."""
    return {p.parent.parent.name: p for p in sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))}


def read(po: Path):
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        return read_po(f, locale=po.parent.parent.name)


def compile_catalogs(locale: Path = LOCALE, stale_only: bool = False) -> list[str]:
    """Write each ``.mo`` (only the missing or outdated ones with ``stale_only``); one
    line of report per catalog written. Fuzzy entries are left out, as gettext does."""
    from babel.messages.mofile import write_mo

    done = []
    for lang, po in po_files(locale).items():
        mo = po.with_suffix(".mo")
        if stale_only and mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        cat = read(po)
        fd, tmp = tempfile.mkstemp(dir=mo.parent, prefix=".tmp-", suffix=".mo")
        with os.fdopen(fd, "wb") as f:
            write_mo(f, cat)
        os.replace(tmp, mo)
        done.append(f"compiled {lang}: {len(cat)} messages -> {mo}")
    return done


def placeholders(text: str) -> list[str]:
    """The ``str.format`` names in ``text``, sorted (``{{`` and ``}}`` are not names)."""
    return sorted(PLACEHOLDER.findall(text))


def problems(po: Path) -> list[str]:
    """What is wrong in one catalog: untranslated or fuzzy messages, placeholders that
    differ from the message id's, and Babel's own checks."""
    cat = read(po)
    out = []
    for msg in cat:
        if not msg.id:
            continue
        ids = msg.id if isinstance(msg.id, tuple) else (msg.id,)
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        name = f"{po.parent.parent.name}: {ids[0]!r}" + (f" ({msg.context})" if msg.context else "")
        if msg.fuzzy:
            out.append(f"{name} is fuzzy")
        if not all(strings):
            out.append(f"{name} is untranslated")
            continue
        want = sorted(set(p for i in ids for p in placeholders(i)))
        for s in strings:
            got = sorted(set(placeholders(s)))
            # a plural form may leave out {n} ("un consiglio"), never add or rename one
            if not set(got) <= set(want) or (len(strings) == 1 and got != want):
                out.append(f"{name}: placeholders {got} in {s!r}, the English has {want}")
        for _, errors in [(msg, msg.check(cat))]:
            out.extend(f"{name}: {e}" for e in errors)
    return out


def extracted_ids(root: Path = ROOT) -> set[tuple[str | None, str]]:
    """(context, message id) of every message the code marks, extracted afresh into a
    temporary template with the settings of pyproject.toml."""
    from babel.messages.frontend import CommandLineInterface

    with tempfile.TemporaryDirectory() as tmp:
        pot = Path(tmp) / "tavola.pot"
        cwd = os.getcwd()
        try:
            os.chdir(root)
            CommandLineInterface().run(["pybabel", "-q", "extract", "-o", str(pot)])
        finally:
            os.chdir(cwd)
        return catalog_ids(pot)


def catalog_ids(path: Path) -> set[tuple[str | None, str]]:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        cat = read_po(f)
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in cat if m.id}
