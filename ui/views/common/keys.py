"""Keys every table reads the same way: digits for numbered buttons, Enter to play what
is shown, and a walk through a list with the arrow keys."""

from __future__ import annotations

import pygame

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
CANCEL = (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_ESCAPE)


def digit(key: int, zero: int = 0) -> int | None:
    """The digit of a number key (main row or keypad), or None; 0 reads as ``zero``, and
    keypad 0 counts only when ``zero`` is not 0."""
    if pygame.K_0 <= key <= pygame.K_9:
        return (key - pygame.K_0) or zero
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    if key == pygame.K_KP0 and zero:
        return zero
    return None


def walk(cursor: int, n: int, step: int) -> int:
    """The next position of a keyboard cursor over ``n`` items (-1: none shown yet),
    ``step`` items on, wrapping round; the first step from none goes to either end."""
    if n <= 0:
        return -1
    if cursor < 0:
        return 0 if step > 0 else n - 1
    return (cursor + step) % n
