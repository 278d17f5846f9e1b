"""Program icons for Windows (.ico) and macOS (.icns), made from art/icon.png.

Both formats may hold plain PNG images, so no imaging library beyond pygame (which
scales the picture) is needed. PyInstaller would otherwise need Pillow to convert.
"""

from __future__ import annotations

import io
import os
import struct

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types that hold a PNG of the given pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", data[16:24])


def scaled_pngs(source: str, sizes: set[int]) -> dict[int, bytes]:
    """The picture at `source` as square PNGs of each size in `sizes`."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    picture = pygame.image.load(source)
    if picture.get_bitsize() < 24:
        picture = picture.convert(32, 0)
    out: dict[int, bytes] = {}
    for size in sorted(sizes):
        surface = pygame.transform.smoothscale(picture, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(surface, buffer, "icon.png")
        out[size] = buffer.getvalue()
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding each PNG (sizes up to 256)."""
    sizes = sorted(s for s in pngs if s <= 256)
    offset = 6 + 16 * len(sizes)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 stands for 256 in the directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file holding each PNG under every element type of its size."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(source: str, out_dir: str) -> dict[str, str]:
    """Write tavola.ico and tavola.icns into `out_dir`; returns {'ico': path, 'icns': path}."""
    with open(source, "rb") as f:
        largest = min(png_size(f.read(32)))
    # Sizes above the picture's own would only be blurred copies: leave them to the system.
    sizes = {s for s in set(ICO_SIZES) | {s for _, s in ICNS_TYPES} if s <= largest}
    pngs = scaled_pngs(source, sizes or {largest})
    os.makedirs(out_dir, exist_ok=True)
    paths = {kind: os.path.join(out_dir, f"tavola.{kind}") for kind in ("ico", "icns")}
    with open(paths["ico"], "wb") as f:
        f.write(ico_bytes(pngs))
    with open(paths["icns"], "wb") as f:
        f.write(icns_bytes(pngs))
    return paths
