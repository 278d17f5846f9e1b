"""Scenes open each other by name, and their modules import each other only downwards."""

from __future__ import annotations

import ast
import os

from ui.app import Scene
from ui.scenes.registry import SCENES, scene

SCENES_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "ui", "scenes")


def test_every_registered_name_opens_a_scene():
    for name in SCENES:
        assert issubclass(scene(name), Scene), name


def _imports_among_scenes() -> dict[str, set[str]]:
    mods = {f[:-3] for f in os.listdir(SCENES_DIR) if f.endswith(".py")}
    graph: dict[str, set[str]] = {}
    for m in mods:
        with open(os.path.join(SCENES_DIR, f"{m}.py"), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        deps: set[str] = set()
        for n in ast.walk(tree):  # at module level and inside functions alike
            if isinstance(n, ast.ImportFrom) and n.module:
                parts = n.module.split(".")
                if parts[:2] == ["ui", "scenes"] and len(parts) > 2:
                    deps.add(parts[2])
                elif parts == ["ui", "scenes"]:
                    deps |= {a.name for a in n.names}
            elif isinstance(n, ast.Import):
                for a in n.names:
                    parts = a.name.split(".")
                    if parts[:2] == ["ui", "scenes"] and len(parts) > 2:
                        deps.add(parts[2])
        graph[m] = (deps & mods) - {m}
    return graph


def test_scene_modules_import_each_other_without_a_circle():
    graph = _imports_among_scenes()
    assert graph["replay"] >= {"play"}  # the graph is really read
    done: set[str] = set()

    def visit(m: str, path: tuple[str, ...]) -> None:
        assert m not in path, "import circle: " + " -> ".join((*path, m))
        if m in done:
            return
        for d in sorted(graph[m]):
            visit(d, (*path, m))
        done.add(m)

    for m in sorted(graph):
        visit(m, ())
