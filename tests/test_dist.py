"""The packaging helpers in build/: what goes into the executable, icons, archive names.

PyInstaller itself is not run here (see build/smoke.py after `make dist`).
"""

from __future__ import annotations

import importlib.util
import os
import re
import struct
import tarfile
import zipfile
from types import SimpleNamespace

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")


def _load(name: str):
    path = os.path.join(BUILD, f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"tavola_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


assets = _load("assets")
icons = _load("icons")
builder = _load("build")


def test_data_files_mirror_the_repository_layout():
    files = assets.data_files()
    by_rel = {os.path.relpath(src, ROOT).replace(os.sep, "/"): dest for src, dest in files}
    assert "art/fonts/OFL.txt" in by_rel
    assert by_rel["art/fonts/EBGaramond12-Regular.otf"] == os.path.join("art", "fonts")
    assert by_rel["game/tigris/data/board.json"] == os.path.join("game", "tigris", "data")
    for rel, dest in by_rel.items():
        assert not rel.endswith((".py", ".pyc")), rel
        assert dest == os.path.dirname(rel).replace("/", os.sep)


def test_data_globs_pick_up_new_files(tmp_path):
    for rel in ("art/a.png", "sounds/click.wav", "game/x/data/b.json", "ui/rules_text/x.en.md"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    (tmp_path / "art" / "make.py").write_text("x")
    (tmp_path / "game" / "x" / "rules.json").write_text("x")  # not under data/
    dests = sorted(dest for _, dest in assets.data_files(str(tmp_path)))
    assert dests == sorted(
        os.path.join(*d.split("/")) for d in ("art", "sounds", "game/x/data", "ui/rules_text")
    )


def test_every_module_of_our_packages_is_bundled():
    names = assets.our_modules()
    assert {"game", "game.core", "game.match", "game.tigris", "ui", "ui.paths"} <= set(names)
    assert not [n for n in names if n.split(".")[-1].startswith("test_")]


def test_version_numbers_for_windows():
    assert assets.version_numbers("0.1.0") == (0, 1, 0, 0)
    assert assets.version_numbers("1.2.3rc1") == (1, 2, 3, 0)
    assert assets.version_numbers("2.0.1.7.9") == (2, 0, 1, 7)


def test_windows_version_info_names_the_program():
    made = []

    def record(kind):
        def make(*args, **kwargs):
            made.append((kind, args, kwargs))
            return (kind, args, kwargs)

        return make

    vi = SimpleNamespace(
        **{k: record(k) for k in ("VSVersionInfo", "FixedFileInfo", "StringFileInfo",
                                  "StringTable", "StringStruct", "VarFileInfo", "VarStruct")}
    )  # fmt: skip
    assets.windows_version_info(vi, "0.3.1")
    strings = {a[0]: a[1] for k, a, _ in made if k == "StringStruct"}
    assert strings["OriginalFilename"] == "Tavola.exe"
    assert strings["ProductVersion"] == "0.3.1"
    ffi = next(kw for k, _, kw in made if k == "FixedFileInfo")
    assert ffi["filevers"] == (0, 3, 1, 0)


def _png(tmp_path, size: int) -> str:
    pygame = pytest.importorskip("pygame")
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((200, 30, 30, 255))
    path = str(tmp_path / "icon.png")
    pygame.image.save(surface, path)
    return path


def test_icons_hold_pngs_no_larger_than_the_source(tmp_path):
    paths = icons.make_icons(_png(tmp_path, 64), str(tmp_path / "out"))
    ico = open(paths["ico"], "rb").read()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i]
        )
        image = ico[offset : offset + length]
        assert icons.png_size(image) == (w or 256, h or 256)
        sizes.append(w)
    assert sizes == [16, 24, 32, 48, 64]

    icns = open(paths["icns"], "rb").read()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kind, length = icns[pos : pos + 4], struct.unpack(">I", icns[pos + 4 : pos + 8])[0]
        assert icons.png_size(icns[pos + 8 : pos + length])[0] == dict(icons.ICNS_TYPES)[kind]
        kinds.append(kind)
        pos += length
    assert pos == len(icns) and b"ic12" in kinds and b"ic07" not in kinds


def test_png_size_rejects_other_files():
    with pytest.raises(ValueError):
        icons.png_size(b"GIF89a" + bytes(30))


def test_archive_names_and_paths_per_system():
    assert builder.archive_name("0.1.0", "linux", "x86_64") == "Tavola-0.1.0-linux-x86_64.tar.gz"
    assert builder.archive_name("0.1.0", "windows", "x86_64") == "Tavola-0.1.0-windows-x86_64.zip"
    assert builder.os_name("win32") == "windows" and builder.os_name("darwin") == "macos"
    assert builder.arch_name("AMD64") == "x86_64" and builder.arch_name("aarch64") == "arm64"
    exe = builder.executable("d", "macos")
    assert exe == os.path.join("d", "Tavola.app", "Contents", "MacOS", "Tavola")
    assert builder.executable("d", "windows").endswith("Tavola.exe")
    assert re.fullmatch(r"\d+\.\d+.*", builder.version())


@pytest.mark.parametrize("suffix", [".tar.gz", ".zip"])
def test_archive_keeps_the_top_folder_and_the_executable_bit(tmp_path, suffix):
    app = tmp_path / "Tavola"
    (app / "_internal").mkdir(parents=True)
    (app / "_internal" / "data.txt").write_text("data")
    (app / "Tavola").write_text("#!/bin/sh\n")
    os.chmod(app / "Tavola", 0o755)
    target = builder.make_archive(str(app), str(tmp_path / "dist" / f"T{suffix}"))
    if suffix == ".tar.gz":
        with tarfile.open(target) as tar:
            members = {m.name: m for m in tar.getmembers()}
            assert members["Tavola/Tavola"].mode & 0o111
            assert "Tavola/_internal/data.txt" in members
    else:
        with zipfile.ZipFile(target) as zf:
            assert set(zf.namelist()) >= {"Tavola/Tavola", "Tavola/_internal/data.txt"}
    assert builder.folder_size(str(app)) == len("data") + len("#!/bin/sh\n")


def test_spec_file_is_valid_python():
    with open(os.path.join(BUILD, "tavola.spec"), encoding="utf-8") as f:
        compile(f.read(), "tavola.spec", "exec")


def test_frozen_program_reads_assets_from_the_bundle(monkeypatch, tmp_path):
    from ui import paths

    monkeypatch.setattr("sys.frozen", True, raising=False)
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert paths.asset_path("art", "icon.png") == os.path.join(str(tmp_path), "art", "icon.png")


@pytest.mark.parametrize("filters", [True, False])
def test_smoke_unpacks_on_pythons_with_and_without_tar_filters(tmp_path, monkeypatch, filters):
    # Python 3.11.0-3.11.3 (Debian 12 ships 3.11.2) has no extraction filters: the smoke
    # test must still measure the unpacked archive there instead of crashing
    smoke = _load("smoke")
    folder = tmp_path / "Tavola"
    folder.mkdir()
    (folder / "a.bin").write_bytes(b"x" * 1000)
    (folder / "b.bin").write_bytes(b"y" * 234)
    archive = str(tmp_path / "Tavola-0.1.0-linux-x86_64.tar.gz")
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(folder, arcname="Tavola")
    if not filters:
        monkeypatch.delattr(tarfile, "tar_filter")
        plain = tarfile.TarFile.extractall

        def old_extractall(self, path=".", members=None, *, numeric_owner=False):
            return plain(self, path, members, numeric_owner=numeric_owner)

        monkeypatch.setattr(tarfile.TarFile, "extractall", old_extractall)
    assert smoke.unpacked_size(archive) == 1234
