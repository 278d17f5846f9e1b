"""Generate Tavola's shipped images into art/: the scanned-paper look and the icon.

``python tools/make_art.py`` writes
- art/paper.png     512x512, tileable: parchment with fibre grain at two scales,
                    faint blotches and a whisper of scanner noise;
- art/vignette.png  512x512 RGBA overlay: worn darker edges and a light vignette,
                    stretched over any panel or the window at run time;
- art/icon.png      256x256 window / application icon (and art/icon.ico).
Everything comes from a fixed seed, so every run writes the same pictures.
"""

from __future__ import annotations

import math
import os
import random
import struct
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from ui.theme import INK, PAPER  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ART = os.path.join(ROOT, "art")
SIZE = 512


def _gray_noise(rng: random.Random, w: int, h: int, lo: int = 0, hi: int = 255) -> pygame.Surface:
    """A w x h surface of random grey pixels."""
    data = bytearray()
    for _ in range(w * h):
        v = rng.randint(lo, hi)
        data += bytes((v, v, v))
    return pygame.image.frombytes(bytes(data), (w, h), "RGB")


def _tileable_smooth(rng: random.Random, cells: tuple[int, int], size: tuple[int, int]
                     ) -> pygame.Surface:
    """Smooth value noise that wraps: a cw x ch lattice, smoothstep-interpolated."""
    cw, ch = cells
    w, h = size
    grid = [[rng.random() for _ in range(cw)] for _ in range(ch)]
    xs = []
    for x in range(w):
        fx = x * cw / w
        i = int(fx)
        t = fx - i
        xs.append((i % cw, (i + 1) % cw, t * t * (3 - 2 * t)))
    data = bytearray()
    for y in range(h):
        fy = y * ch / h
        j = int(fy)
        u = fy - j
        u = u * u * (3 - 2 * u)
        r0, r1 = grid[j % ch], grid[(j + 1) % ch]
        for i0, i1, t in xs:
            a = r0[i0] + (r0[i1] - r0[i0]) * t
            b = r1[i0] + (r1[i1] - r1[i0]) * t
            v = int((a + (b - a) * u) * 255)
            data += bytes((v, v, v))
    return pygame.image.frombytes(bytes(data), (w, h), "RGB")


def _blend_gray(dst: pygame.Surface, noise: pygame.Surface, strength: int) -> None:
    """Darken/lighten ``dst`` by a grey noise layer centred on 128 (+-strength levels)."""
    w, h = dst.get_size()
    up = pygame.Surface((w, h))
    down = pygame.Surface((w, h))
    # (noise - 128) scaled: positive part lightens, negative darkens.
    up.fill((128, 128, 128))
    down.fill((128, 128, 128))
    lighter = noise.copy()
    lighter.blit(up, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(0, n-128)
    darker = up.copy()
    darker.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(0, 128-n)
    k = max(1, round(128 / max(1, strength)))
    scale = pygame.Surface((w, h))
    scale.fill((k, k, k))
    # divide by k: multiply by 256/k via BLEND_RGB_MULT of a (256/k) grey, approximately
    g = max(1, min(255, round(256 / k)))
    scale.fill((g, g, g))
    lighter.blit(scale, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    darker.blit(scale, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    dst.blit(lighter, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    dst.blit(darker, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


def _fibres(rng: random.Random, surf: pygame.Surface, count: int) -> None:
    """Short pale and dark fibres, wrapped round the edges so the tile stays seamless."""
    w, h = surf.get_size()
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(count):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        ang = rng.gauss(0.0, 0.5)  # mostly along the sheet, like laid paper
        length = rng.uniform(4, 22)
        dark = rng.random() < 0.55
        col = (120, 92, 58, rng.randint(10, 26)) if dark else (255, 250, 235, rng.randint(18, 40))
        pts = []
        for k in range(5):
            t = k / 4 * length
            pts.append((x + math.cos(ang) * t + rng.uniform(-0.6, 0.6),
                        y + math.sin(ang) * t + rng.uniform(-0.6, 0.6)))
        for dx in (-w, 0, w):
            for dy in (-h, 0, h):
                pygame.draw.aalines(layer, col, False, [(px + dx, py + dy) for px, py in pts])
    surf.blit(layer, (0, 0))


def make_paper(rng: random.Random, size: int = SIZE) -> pygame.Surface:
    """The tileable parchment."""
    surf = pygame.Surface((size, size))
    surf.fill(PAPER)
    _blend_gray(surf, _tileable_smooth(rng, (4, 4), (size, size)), 9)  # blotches
    _blend_gray(surf, _tileable_smooth(rng, (16, 16), (size, size)), 6)  # cloudy grain
    _blend_gray(surf, _tileable_smooth(rng, (16, 128), (size, size)), 3)  # fibre bands
    _fibres(rng, surf, 900)
    _blend_gray(surf, _gray_noise(rng, size, size), 4)  # fine grain / scanner noise
    # a few faint foxing spots
    spots = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(7):
        x, y, r = rng.uniform(0, size), rng.uniform(0, size), rng.uniform(6, 26)
        for k in range(6):
            rr = r * (1 - k / 6)
            for dx in (-size, 0, size):
                for dy in (-size, 0, size):
                    pygame.draw.circle(spots, (150, 110, 60, 3), (x + dx, y + dy), rr)
    surf.blit(spots, (0, 0))
    return surf


def make_vignette(rng: random.Random, size: int = SIZE) -> pygame.Surface:
    """Alpha-only brown overlay: darker worn edges and corners, a light vignette."""
    # Alpha map computed small then smoothed up: distance to the edge, plus wear noise.
    n = 128
    wear = _tileable_smooth(rng, (12, 12), (n, n))
    data = bytearray()
    for y in range(n):
        for x in range(n):
            u, v = (x + 0.5) / n * 2 - 1, (y + 0.5) / n * 2 - 1
            edge = max(abs(u), abs(v))
            radial = math.hypot(u, v) / math.sqrt(2)
            a = 70 * radial ** 2.4  # soft vignette
            a += 95 * max(0.0, edge - 0.86) / 0.14  # worn band along the edges
            a += 40 * max(0.0, radial - 0.85) / 0.15  # corners rubbed darker
            w = wear.get_at((x, y))[0] / 255.0
            a *= 0.7 + 0.6 * w
            data += bytes((92, 62, 30, max(0, min(255, int(a)))))
    small = pygame.image.frombytes(bytes(data), (n, n), "RGBA")
    return pygame.transform.smoothscale(small, (size, size))


def make_icon(rng: random.Random, paper: pygame.Surface, size: int = 256) -> pygame.Surface:
    """A square of paper with a printed 'T' and three wooden discs."""
    pygame.font.init()
    from ui import theme

    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    card = pygame.Surface((size - 16, size - 16), pygame.SRCALPHA)
    card.blit(paper, (0, 0))
    vig = pygame.transform.smoothscale(make_vignette(rng, 256), card.get_size())
    card.blit(vig, (0, 0))
    mask = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=28)
    card.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (40, 25, 10, 90), (10, 14, size - 16, size - 16), border_radius=28)
    icon.blit(shadow, (0, 0))
    icon.blit(card, (8, 8))
    pygame.draw.rect(icon, INK, (8, 8, size - 16, size - 16), width=3, border_radius=28)
    pygame.draw.rect(icon, (*INK, 120), (20, 20, size - 40, size - 40), width=1, border_radius=20)
    letter = theme.font(int(size * 0.62), "bold").render("T", True, INK)
    icon.blit(letter, letter.get_rect(center=(size // 2, int(size * 0.44))))
    for i, col in enumerate((theme.player_color(0), theme.player_color(1),
                             theme.player_color(3))):
        cx, cy, r = int(size * (0.32 + 0.18 * i)), int(size * 0.78), int(size * 0.075)
        pygame.draw.circle(icon, (40, 25, 10, 80), (cx + 3, cy + 4), r)
        pygame.draw.circle(icon, tuple(max(0, c - 50) for c in col), (cx, cy + 2), r)
        pygame.draw.circle(icon, col, (cx, cy), r)
        pygame.draw.circle(icon, tuple(min(255, c + 40) for c in col), (cx - 3, cy - 3),
                           r // 2, width=2)
    return icon


def write_ico(png_path: str, ico_path: str, size: int = 256) -> None:
    """An .ico holding the PNG as its single 256x256 image (Windows Vista and later)."""
    with open(png_path, "rb") as f:
        png = f.read()
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", 0 if size >= 256 else size, 0 if size >= 256 else size,
                        0, 0, 1, 32, len(png), 6 + 16)
    with open(ico_path, "wb") as f:
        f.write(header + entry + png)


def main(folder: str = ART) -> None:
    pygame.display.init()
    pygame.font.init()
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(1568)
    paper = make_paper(rng)
    pygame.image.save(paper, os.path.join(folder, "paper.png"))
    pygame.image.save(make_vignette(rng), os.path.join(folder, "vignette.png"))
    icon_png = os.path.join(folder, "icon.png")
    pygame.image.save(make_icon(rng, paper), icon_png)
    write_ico(icon_png, os.path.join(folder, "icon.ico"))
    for name in ("paper.png", "vignette.png", "icon.png", "icon.ico"):
        print(os.path.join(folder, name))


if __name__ == "__main__":
    main()
