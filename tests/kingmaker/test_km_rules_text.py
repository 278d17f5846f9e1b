"""The rules screen texts exist in every language and say what is reconstructed."""

import pytest

from ui.rules_blocks import rules_blocks


@pytest.mark.parametrize("lang,word", [("en", "reconstruction"), ("it", "ricostruit"),
                                       ("de", "rekonstruiert")])
def test_rules_text_in_every_language(lang, word):
    blocks = rules_blocks("kingmaker", lang)
    text = "\n".join(t for _, t, _ in blocks)
    assert blocks[0] == ("h1", "Kingmaker", 0)
    assert word in text
    for ref in ("H 1.a", "H 1.c", "H 1.e", "H 2.1", "H 2.2", "H 2.5", "H 3"):
        assert ref in text
    english = rules_blocks("kingmaker", "en")
    assert [k for k, _, _ in blocks] == [k for k, _, _ in english]
