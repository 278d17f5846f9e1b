"""Seat codes and the limit on failed joins.

A code is eight characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown
as ``ABCD-EFGH``: about 40 bits, read aloud in a breath. The host counts failed joins
per connection and per address and makes each one wait longer, so a code cannot be
guessed in a lifetime.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LENGTH = 8


def new_code() -> str:
    raw = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
    return f"{raw[:4]}-{raw[4:]}"


def normal_code(text: str) -> str:
    """A typed or pasted code as stored: upper case, blanks dropped, the dash put back."""
    t = "".join(text.upper().replace("-", "").split())
    return f"{t[:4]}-{t[4:]}" if len(t) == LENGTH else t


class JoinLimiter:
    """Failed joins per key (an address or a connection): after ``free`` failures each
    further attempt must wait ``base * 2**(k - free)`` seconds (at most ``cap``)."""

    def __init__(self, free: int = 3, base: float = 1.0, cap: float = 600.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.free, self.base, self.cap, self.clock = free, base, cap, clock
        self.failures: dict[str, tuple[int, float]] = {}  # key -> (count, last failure)

    def wait(self, key: str) -> float:
        """Seconds ``key`` must still wait before its next attempt (0: may try)."""
        count, last = self.failures.get(key, (0, 0.0))
        if count < self.free:
            return 0.0
        delay = min(self.cap, self.base * 2 ** (count - self.free))
        return max(0.0, last + delay - self.clock())

    def failed(self, key: str) -> None:
        count, _ = self.failures.get(key, (0, 0.0))
        self.failures[key] = (count + 1, self.clock())
        if len(self.failures) > 100_000:  # forget the oldest half rather than grow forever
            for k in sorted(self.failures, key=lambda k: self.failures[k][1])[:50_000]:
                del self.failures[k]

    def succeeded(self, key: str) -> None:
        self.failures.pop(key, None)
