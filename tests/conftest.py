"""Test set-up: headless SDL, the repository on the path, English as the system's
language (the first start takes it), the translation catalogs compiled."""

import importlib.util
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def _compile_catalogs() -> None:
    """Build the .mo files a clean clone lacks (``make`` does it too). Without Babel the
    catalog checks are skipped and game/i18n.py reads each .po itself (game/po_file.py)."""
    if importlib.util.find_spec("babel") is None:
        return
    spec = importlib.util.spec_from_file_location(
        "tavola_catalogs", os.path.join(ROOT, "build", "catalogs.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.compile_catalogs(stale_only=True)


_compile_catalogs()
