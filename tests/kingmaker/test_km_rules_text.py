"""The rules screen texts exist in both languages and say what is reconstructed."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rules_text_in_both_languages():
    en = (ROOT / "ui/rules_text/kingmaker.en.md").read_text(encoding="utf-8")
    it = (ROOT / "ui/rules_text/kingmaker.it.md").read_text(encoding="utf-8")
    assert en.startswith("# Kingmaker") and it.startswith("# Kingmaker")
    assert "reconstruction" in en and "ricostruit" in it
    for ref in ("H 1.a", "H 1.c", "H 1.e", "H 2.1", "H 2.2", "H 2.5", "H 3"):
        assert ref in en and ref in it
    assert en.count("\n## ") == it.count("\n## ")
