"""Build Tavola's standalone executable for this machine and pack it in an archive.

    python build/build.py [--entry SCRIPT] [--no-archive]

PyInstaller's work and output folders go to build/out/; the archive goes to
dist/Tavola-<version>-<os>-<arch>.zip (Windows, macOS) or .tar.gz (Linux).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(HERE, "out")
DIST = os.path.join(OUT, "dist")
NAME = "Tavola"


def version() -> str:
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)["project"]["version"]


def os_name(platform_name: str = sys.platform) -> str:
    if platform_name.startswith("win"):
        return "windows"
    if platform_name == "darwin":
        return "macos"
    return "linux"


def arch_name(machine: str | None = None) -> str:
    machine = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def archive_name(ver: str, osn: str, arch: str) -> str:
    suffix = ".tar.gz" if osn == "linux" else ".zip"
    return f"{NAME}-{ver}-{osn}-{arch}{suffix}"


def built_app(dist: str = DIST, osn: str | None = None) -> str:
    """The folder (or .app bundle on macOS) that players get."""
    if (osn or os_name()) == "macos":
        return os.path.join(dist, f"{NAME}.app")
    return os.path.join(dist, NAME)


def executable(dist: str = DIST, osn: str | None = None) -> str:
    osn = osn or os_name()
    if osn == "macos":
        return os.path.join(dist, f"{NAME}.app", "Contents", "MacOS", NAME)
    return os.path.join(dist, NAME, NAME + (".exe" if osn == "windows" else ""))


def make_icons() -> str | None:
    """Icons from art/icon.png into build/out/icons; None (with a note) if there is none."""
    source = os.path.join(ROOT, "art", "icon.png")
    if not os.path.exists(source):
        print("note: art/icon.png not found, building without a program icon")
        return None
    sys.path.insert(0, HERE)
    import icons

    folder = os.path.join(OUT, "icons")
    icons.make_icons(source, folder)
    return folder


def run_pyinstaller(entry: str, icon_dir: str | None) -> None:
    env = dict(os.environ, TAVOLA_ENTRY=entry, TAVOLA_ICON_DIR=icon_dir or "")
    cmd = [
        sys.executable, "-m", "PyInstaller", os.path.join(HERE, "tavola.spec"),
        "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", DIST, "--workpath", os.path.join(OUT, "work"),
    ]  # fmt: skip
    subprocess.run(cmd, check=True, env=env, cwd=ROOT)


def make_archive(app: str, target: str) -> str:
    """Pack `app` (a folder or .app bundle) into `target`, keeping links and modes."""
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if os.path.exists(target):
        os.remove(target)
    top = os.path.basename(app)
    if target.endswith(".tar.gz"):
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(app, arcname=top)
    elif sys.platform == "darwin" and shutil.which("ditto"):
        # ditto keeps the bundle's symbolic links and extended attributes intact.
        parent = os.path.dirname(app)
        subprocess.run(["ditto", "-c", "-k", "--keepParent", top, target], check=True, cwd=parent)
    else:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for dirpath, dirnames, filenames in os.walk(app):
                dirnames.sort()
                for name in sorted(filenames):
                    path = os.path.join(dirpath, name)
                    zf.write(path, os.path.join(top, os.path.relpath(path, app)))
    return target


def folder_size(path: str) -> int:
    total = 0
    for dirpath, _, filenames in os.walk(path):
        for name in filenames:
            full = os.path.join(dirpath, name)
            if not os.path.islink(full):
                total += os.path.getsize(full)
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entry", default=os.path.join(ROOT, "main.py"), help="entry script")
    parser.add_argument("--no-archive", action="store_true", help="skip the archive")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)  # keep our lines in order with PyInstaller's
    entry = os.path.abspath(args.entry)
    if not os.path.exists(entry):
        print(f"error: entry script {entry} not found", file=sys.stderr)
        return 2
    start = time.perf_counter()
    sys.path.insert(0, HERE)
    import catalogs

    for line in catalogs.compile_catalogs():
        print(line)
    run_pyinstaller(entry, make_icons())
    app = built_app()
    built = time.perf_counter() - start
    print(f"built {app} ({folder_size(app) / 1e6:.1f} MB) in {built:.0f} s")
    if not args.no_archive:
        name = archive_name(version(), os_name(), arch_name())
        target = make_archive(app, os.path.join(ROOT, "dist", name))
        print(f"archive {target} ({os.path.getsize(target) / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
