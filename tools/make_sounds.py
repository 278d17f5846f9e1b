"""Synthesise Tavola's sound effects into sounds/*.wav with the standard library only.

Every effect is short and quiet (peak at most -12 dBFS). A fixed seed makes the
output identical on every run: ``python tools/make_sounds.py``.
"""

from __future__ import annotations

import math
import os
import random
import struct
import wave

RATE = 44100
PEAK = 0.25  # -12 dBFS
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "sounds")


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _mix(buf: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    for i, v in enumerate(sound):
        j = start + i
        if j >= len(buf):
            break
        buf[j] += v * gain


def _lowpass(sig: list[float], alpha: float) -> list[float]:
    out, y = [], 0.0
    for v in sig:
        y += alpha * (v - y)
        out.append(y)
    return out


def _knock(rng: random.Random, freq: float, length: float, decay: float,
           noise: float = 0.4, partials: tuple = (1.0, 2.3, 3.9)) -> list[float]:
    """A struck-wood tone: a few damped inharmonic partials and a burst of noise."""
    n = int(RATE * length)
    out = []
    phase = [rng.random() * 6.28 for _ in partials]
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * decay)
        v = sum(math.sin(2 * math.pi * freq * p * t + ph) / (k + 1)
                for k, (p, ph) in enumerate(zip(partials, phase, strict=True)))
        v *= env
        v += noise * (rng.random() * 2 - 1) * math.exp(-t * decay * 4)
        out.append(v)
    return out


def piece(rng: random.Random) -> list[float]:
    """A wooden piece set down on a board: a low knock with a tiny second bounce."""
    buf = _silence(0.22)
    _mix(buf, _lowpass(_knock(rng, 190, 0.18, 38, 0.6), 0.35), 0.0)
    _mix(buf, _lowpass(_knock(rng, 205, 0.08, 60, 0.5), 0.35), 0.045, 0.3)
    return buf


def tile(rng: random.Random) -> list[float]:
    """A cardboard tile laid: a dull, papery tap."""
    buf = _silence(0.16)
    tap = _knock(rng, 320, 0.12, 55, 1.2, partials=(1.0, 1.7))
    _mix(buf, _lowpass(tap, 0.22), 0.0)
    return buf


def cubes(rng: random.Random) -> list[float]:
    """Cubes rattling down the tower: many small clicks thinning out."""
    length = 1.1
    buf = _silence(length + 0.1)
    t = 0.0
    while t < length:
        click = _knock(rng, rng.uniform(900, 1900), 0.03, rng.uniform(120, 200), 0.8,
                       partials=(1.0, 2.7))
        _mix(buf, _lowpass(click, 0.5), t, rng.uniform(0.25, 0.8) * (1.1 - t / length))
        t += rng.expovariate(28 if t < 0.6 else 12)
    for _ in range(3):  # a few heavier thuds inside the tower
        _mix(buf, _lowpass(_knock(rng, 140, 0.12, 30, 0.5), 0.3), rng.uniform(0.05, 0.7), 0.5)
    return buf


def card(rng: random.Random) -> list[float]:
    """A card turned over: a short swish of filtered noise that rises and falls."""
    n = int(RATE * 0.2)
    out, y, y2 = [], 0.0, 0.0
    for i in range(n):
        t = i / n
        env = math.sin(math.pi * t) ** 2 * (1 - 0.4 * t)
        v = rng.random() * 2 - 1
        y += 0.35 * (v - y)
        y2 += 0.1 * (y - y2)  # band-pass: a low-pass minus a lower one
        out.append((y - y2) * env * 1.6)
    return out


def fanfare(rng: random.Random) -> list[float]:
    """A short soft end-of-game flourish: three plucked notes and a chord."""
    buf = _silence(1.6)
    notes = [(0.0, 392.0), (0.14, 493.9), (0.28, 587.3)]
    for at, f in notes:
        _mix(buf, _pluck(f, 0.5), at, 0.5)
    for f in (392.0, 493.9, 587.3, 784.0):
        _mix(buf, _pluck(f, 1.15), 0.46, 0.3)
    return buf


def _pluck(freq: float, length: float) -> list[float]:
    n = int(RATE * length)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t * 200) * math.exp(-t * 4.0)
        v = (math.sin(2 * math.pi * freq * t) + 0.35 * math.sin(4 * math.pi * freq * t)
             + 0.12 * math.sin(6 * math.pi * freq * t))
        out.append(v * env)
    return out


def click(rng: random.Random) -> list[float]:
    """A button pressed: a tiny dry tick."""
    return _lowpass(_knock(rng, 1400, 0.04, 140, 0.5, partials=(1.0,)), 0.5)


EFFECTS = {
    "piece": piece,
    "tile": tile,
    "cubes": cubes,
    "card": card,
    "fanfare": fanfare,
    "click": click,
}


def write(name: str, samples: list[float], folder: str = OUT) -> str:
    """Normalise to PEAK, fade the last 5 ms and write 16-bit mono WAV."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    fade = int(RATE * 0.005)
    data = bytearray()
    for i, v in enumerate(samples):
        g = min(1.0, (len(samples) - i) / fade)
        data += struct.pack("<h", int(v / top * PEAK * g * 32767))
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{name}.wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))
    return path


def main(folder: str = OUT) -> None:
    for name, make in EFFECTS.items():
        rng = random.Random(f"tavola-{name}")
        print(write(name, make(rng), folder))


if __name__ == "__main__":
    main()
