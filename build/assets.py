"""What goes into the executable besides the code PyInstaller finds by itself.

Shared by the spec file and the tests. Data files are found by globbing, so a new
image, sound, font, board or rules file is picked up without touching the build.
"""

from __future__ import annotations

import glob
import os
import re
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Folders of data files the program reads at run time, as globs under the repository.
DATA_GLOBS = (
    "art/**/*",
    "sounds/**/*",
    "game/*/data/**/*",
    "ui/rules_text/**/*",
    "locale/*/LC_MESSAGES/*.mo",  # compiled by build.py (catalogs.compile_catalogs)
)

# Our own packages: every module is bundled, since games and views are imported by name.
PACKAGES = ("game", "ui", "net")

# Never needed by the program; some are pulled in by optional imports of our dependencies.
EXCLUDES = (
    "tkinter",
    "_tkinter",
    "turtle",
    "numpy",
    "pytest",
    "_pytest",
    "unittest",
    "doctest",
    "pydoc",
    "lib2to3",
    "setuptools",
    "pkg_resources",
    "distutils",
    "cffi",
    "pycparser",
    "PyInstaller",
    # An offline program: no TLS. Without OpenSSL, hashlib and hmac use Python's own
    # digests (multiprocessing's handshake with the AI worker included).
    "ssl",
    "_ssl",
    "_hashlib",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame.__pyinstaller",
    "pymunk.examples",
    "pymunk.tests",
    "pymunk.pymunk_extension_build",
    "pymunk.matplotlib_util",
    "pymunk.pyglet_util",
    "pymunk._pyglet15_util",
    "matplotlib",
    "pyglet",
)

_SKIP_SUFFIXES = (".py", ".pyc", ".pyo")


def _wanted(path: str) -> bool:
    name = os.path.basename(path)
    return (
        os.path.isfile(path)
        and "__pycache__" not in path.split(os.sep)
        and not name.endswith(_SKIP_SUFFIXES)
        and not name.startswith(".")
    )


def data_files(root: str = ROOT) -> list[tuple[str, str]]:
    """(source file, folder inside the bundle) for every data file, sorted."""
    found: set[str] = set()
    for pattern in DATA_GLOBS:
        for path in glob.glob(os.path.join(root, pattern), recursive=True):
            if _wanted(path):
                found.add(os.path.normpath(path))
    return [(path, os.path.relpath(os.path.dirname(path), root)) for path in sorted(found)]


def our_modules(root: str = ROOT) -> list[str]:
    """Dotted names of every module in our packages, tests left out."""
    names: list[str] = []
    for package in PACKAGES:
        base = os.path.join(root, package)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and d != "tests")
            rel = os.path.relpath(dirpath, root).replace(os.sep, ".")
            if "__init__.py" not in filenames:
                continue
            for name in sorted(filenames):
                if not name.endswith(".py") or name.startswith("test_"):
                    continue
                stem = name[:-3]
                names.append(rel if stem == "__init__" else f"{rel}.{stem}")
    return names


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """'1.2.3rc1' -> (1, 2, 3, 0): the four numbers of a Windows file version."""
    nums = [int(m.group()) for part in version.split(".") if (m := re.match(r"\d+", part))]
    return tuple((nums + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def windows_version_info(vi: Any, version: str, name: str = "Tavola") -> Any:
    """The version resource Windows shows in Explorer and Task Manager.

    `vi` is ``PyInstaller.utils.win32.versioninfo`` (importable only on Windows).
    """
    nums = version_numbers(version)
    strings = {
        "CompanyName": name,
        "FileDescription": name,
        "FileVersion": version,
        "InternalName": name,
        "OriginalFilename": f"{name}.exe",
        "ProductName": name,
        "ProductVersion": version,
    }
    table = vi.StringTable("040904B0", [vi.StringStruct(k, v) for k, v in strings.items()])
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=nums, prodvers=nums),
        kids=[
            vi.StringFileInfo([table]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
