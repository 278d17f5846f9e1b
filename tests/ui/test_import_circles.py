"""No import circle anywhere under ui/: every module imports only downwards.

The graph counts every import, at module level and inside functions alike (a deferred import
hides a circle, it does not remove it), of one module of ui/ by another.
"""

from __future__ import annotations

import ast
import os

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
UI = os.path.join(ROOT, "ui")


def _modules() -> dict[str, str]:
    """Dotted name -> file, for every module under ui/ (a package by its __init__)."""
    mods: dict[str, str] = {}
    for folder, _dirs, files in os.walk(UI):
        rel = os.path.relpath(folder, ROOT).replace(os.sep, ".")
        for f in files:
            if f.endswith(".py"):
                name = rel if f == "__init__.py" else f"{rel}.{f[:-3]}"
                mods[name] = os.path.join(folder, f)
    return mods


def _imports(name: str, path: str, mods: dict[str, str]) -> set[str]:
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    found: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.ImportFrom):
            base = n.module or ""
            if n.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (n.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            for a in n.names:
                sub = f"{base}.{a.name}"
                found.add(sub if sub in mods else base)
        elif isinstance(n, ast.Import):
            found |= {a.name for a in n.names}
    return {m for m in found if m in mods and m != name}


def graph() -> dict[str, set[str]]:
    mods = _modules()
    return {m: _imports(m, p, mods) for m, p in mods.items()}


def test_the_graph_is_read():
    g = graph()
    assert "ui.scenes.play" in g["ui.scenes.replay"]
    assert any(m.startswith("ui.views.common") for m in g["ui.views.kingmaker.gestures"])


def test_no_module_under_ui_imports_itself_back():
    g = graph()
    done: set[str] = set()
    circles: list[str] = []

    def visit(m: str, path: tuple[str, ...]) -> None:
        if m in path:
            circles.append(" -> ".join((*path[path.index(m):], m)))
            return
        if m in done:
            return
        for d in sorted(g[m]):
            visit(d, (*path, m))
        done.add(m)

    for m in sorted(g):
        visit(m, ())
    assert not circles, "import circles:\n" + "\n".join(sorted(set(circles)))
