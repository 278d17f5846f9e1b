"""The cube tower, cut away: a pymunk simulation that shows exactly what the model threw.

The engine decides every cube's fate (``tower_throw`` event: per cube its colour, its
start — "top" or the ledge it rested on — and its stop — a ledge or "tray"). Here the
cubes fall for real (pymunk), and the outcome is enforced: a cube bound for a ledge is
caught when it reaches that ledge and glides into a resting slot there; a cube resting on
a ledge that the model knocks loose is released once the stream reaches it; every other
cube is left to the physics and, should it jam, is nudged on to the tray after a while.
When everything lies still the tray is sorted by colour and counted.

World units: the tower stands in a 345 x 430 box (y downwards); the view scales it.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from ui.views.wallenstein import art

WORLD_W, WORLD_H = 345.0, 430.0
TOP = 40.0  # world y of the tower's top (cubes appear above it)
CS = 14.0  # cube edge
WALL_L, WALL_R = 16.0, 188.0
# the two ledges: from the wall (x0, y0) down to the tip (x1, y1)
LEDGES = (((WALL_L, 150.0), (136.0, 205.0)), ((WALL_R, 248.0), (66.0, 303.0)))
FLOOR = ((WALL_L, 316.0), (WALL_R + 6, 380.0))
EXIT_Y = 330.0  # the right wall ends here: the cubes roll out into the tray
TRAY = pygame.Rect(192, 392, 146, 30)  # the tray floor area (world)
TRAY_FLOOR = 420.0
SLOTS = 15  # resting places per ledge drawn (capacity 9; room for displays out of step)
STEP = 1 / 120
MAX_TIME = 5.0  # after this (simulated seconds) jammed cubes are guided to their place
GREEN = 5
# collision groups: walls meet everything, falling cubes meet walls and each other, cubes
# resting on a ledge lie in its recess and let the stream pass
F_WALL = pymunk.ShapeFilter(categories=0b100)
F_FALL = pymunk.ShapeFilter(categories=0b001, mask=0b101)
F_REST = pymunk.ShapeFilter(categories=0b010, mask=0b000)


def ledge_frame(i: int) -> tuple[tuple[float, float], tuple[float, float], float]:
    """(wall point, unit vector along the board towards the tip, length) of ledge ``i``."""
    (x0, y0), (x1, y1) = LEDGES[i]
    d = math.hypot(x1 - x0, y1 - y0)
    return (x0, y0), ((x1 - x0) / d, (y1 - y0) / d), d


def slot_pos(i: int, k: int) -> tuple[float, float, float]:
    """World centre and angle (degrees) of resting slot ``k`` on ledge ``i``."""
    (x0, y0), (ux, uy), _ = ledge_frame(i)
    nx, ny = (uy, -ux) if ux > 0 else (-uy, ux)  # the normal pointing up
    rows = (5, 4, 3, 2, 1)
    r, c = 0, k
    while c >= rows[r]:
        c -= rows[r]
        r += 1
        if r >= len(rows):
            r, c = len(rows) - 1, 0
            break
    along = (c + 0.55 + r * 0.5) * CS * 1.04 + 3
    up = (0.5 + r * 0.98) * CS + 2.5
    ang = math.degrees(math.atan2(uy, ux))
    return x0 + ux * along + nx * up, y0 + uy * along + ny * up, ang


def tray_spot(k: int, n: int) -> tuple[float, float]:
    """An untidy spot in the tray for the ``k``-th of ``n`` cubes."""
    per = max(1, int(TRAY.w // (CS + 1)))
    r, c = divmod(k, per)
    return TRAY.x + 6 + c * (CS + 1) + (r % 2) * 5, TRAY_FLOOR - CS / 2 - r * (CS - 1)


def sorted_spots(colours: list[int]) -> tuple[list[tuple[float, float]], dict[int, tuple]]:
    """Tray places when sorted: one column pile per colour. Returns the places (in the
    order of ``colours``) and per colour the world point above its pile (for counts)."""
    kinds = sorted(set(colours))
    if not kinds:
        return [], {}
    colw = TRAY.w / len(kinds)
    per = max(1, min(3, int(colw // (CS + 1))))
    seen: dict[int, int] = {}
    out = []
    tops: dict[int, tuple] = {}
    for c in colours:
        k = seen.get(c, 0)
        seen[c] = k + 1
        ci = kinds.index(c)
        r, col = divmod(k, per)
        x0 = TRAY.x + ci * colw + (colw - per * (CS + 1)) / 2 + CS / 2
        out.append((x0 + col * (CS + 1), TRAY_FLOOR - CS / 2 - r * CS))
    for c in kinds:
        rows = (seen[c] + per - 1) // per
        ci = kinds.index(c)
        tops[c] = (TRAY.x + ci * colw + colw / 2, TRAY_FLOOR - rows * CS - 10)
    return out, tops


class Cube:
    """One cube of a throw: its colour, what the model says and its body."""

    __slots__ = ("colour", "start", "stop", "body", "shape", "stage", "slot", "t0",
                 "p0", "p1", "a0", "a1", "dur", "release_at", "x", "y", "angle", "stall",
                 "kicks")

    def __init__(self, colour: int, start, stop) -> None:
        self.colour = colour
        self.start = start  # "top" or a ledge index
        self.stop = stop  # a ledge index or "tray"
        self.body: pymunk.Body | None = None
        self.shape: pymunk.Poly | None = None
        self.stage = "wait"  # wait, fall, home, rest, tray, sorted
        self.slot = -1
        self.t0 = 0.0
        self.p0 = self.p1 = (0.0, 0.0)
        self.a0 = self.a1 = 0.0
        self.dur = 0.3
        self.release_at = 0.0
        self.x = self.y = self.angle = 0.0
        self.stall = 0.0  # seconds spent lying still where it should not
        self.kicks = 0


class TowerSim:
    """One throw played out. ``resting`` are the cubes lying on each ledge before it
    (as the window shows them); ``throw`` is the event's data."""

    def __init__(self, throw: dict, resting: list[list[int]], seed: int = 0) -> None:
        self.rnd = random.Random(seed)
        self.throw = throw
        self.t = 0.0
        self.phase = "fall"  # fall, sort, done
        self.sort_t = 0.0
        self.space = pymunk.Space()
        self.space.gravity = (0, 1900)
        self.space.iterations = 12
        self.space.damping = 0.85
        self._walls()
        self.cubes: list[Cube] = []
        self.still: list[Cube] = []  # cubes on the ledges that do not move this time
        paths = throw.get("cubes", [])
        used_slots: list[set[int]] = [set(), set()]
        for i in (0, 1):
            rest = list(resting[i]) if i < len(resting) else []
            knocked = [Cube(p["colour"], i, p["stop"]) for p in paths if p["start"] == i]
            for c in knocked:  # the knocked cubes are among the resting ones
                if c.colour in rest:
                    rest.remove(c.colour)
            here = knocked + [Cube(c, i, i) for c in rest]
            order = list(range(len(here)))
            self.rnd.shuffle(order)
            for k, j in enumerate(order):
                cube = here[j]
                cube.slot = k if k < SLOTS else SLOTS - 1
                used_slots[i].add(cube.slot)
                cube.x, cube.y, cube.angle = slot_pos(i, cube.slot)
                self._body(cube, kinematic=True)
                cube.stage = "rest"
                (self.cubes if j < len(knocked) else self.still).append(cube)
        self.free = [sorted(set(range(SLOTS)) - used_slots[i]) for i in (0, 1)]
        drop = [p for p in paths if p["start"] == "top"]
        self.rnd.shuffle(drop)
        for k, p in enumerate(drop):
            cube = Cube(p["colour"], "top", p["stop"])
            cube.release_at = 0.05 + k * 0.055
            cube.x = 102 + self.rnd.uniform(-22, 22)
            cube.y = TOP - 30 - self.rnd.uniform(0, 14)
            cube.angle = self.rnd.uniform(0, 90)
            self.cubes.append(cube)
        self.quiet = 0.0  # when the last cube found its place
        self.reached = [False, False]  # the stream reached ledge i (knocks loose now)
        self.counts: dict[int, int] = {}
        self.tops: dict[int, tuple] = {}

    # ------------------------------------------------------------------ set-up
    def _walls(self) -> None:
        sb = self.space.static_body
        segs = [
            ((WALL_L, TOP - 10), (WALL_L, FLOOR[0][1] + 4)),  # left wall
            ((WALL_R, TOP - 10), (WALL_R, EXIT_Y)),  # right wall (open at the bottom)
            ((WALL_L, TOP + 18), (78, TOP + 52)),  # funnel
            ((WALL_R, TOP + 18), (126, TOP + 52)),
            LEDGES[0], LEDGES[1], FLOOR,
            ((FLOOR[1][0], FLOOR[1][1]), (TRAY.x + 2, TRAY_FLOOR)),  # chute to the tray
            ((TRAY.x, TRAY_FLOOR), (TRAY.right, TRAY_FLOOR)),
            ((TRAY.right, TRAY_FLOOR), (TRAY.right + 4, TRAY_FLOOR - 26)),
            ((WALL_L, TOP - 10), (WALL_R, TOP - 10 - 400)),  # never reached; keeps shape
        ]
        for a, b in segs[:-1]:
            s = pymunk.Segment(sb, a, b, 2.5)
            s.friction = 0.22
            s.elasticity = 0.25
            s.filter = F_WALL
            self.space.add(s)

    def _body(self, c: Cube, kinematic: bool) -> None:
        if kinematic:
            body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        else:
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (CS, CS)))
        body.position = (c.x, c.y)
        body.angle = math.radians(c.angle)
        shape = pymunk.Poly.create_box(body, (CS, CS), 0.6)
        shape.friction = 0.3
        shape.elasticity = 0.3
        shape.filter = F_REST if kinematic else F_FALL
        self.space.add(body, shape)
        c.body, c.shape = body, shape

    def _make_dynamic(self, c: Cube, push: tuple[float, float] = (0, 0)) -> None:
        b = c.body
        c.shape.filter = F_FALL
        b.body_type = pymunk.Body.DYNAMIC
        b.mass = 1.0
        b.moment = pymunk.moment_for_box(1.0, (CS, CS))
        b.velocity = push
        b.angular_velocity = self.rnd.uniform(-8, 8)

    def _home(self, c: Cube, to: tuple[float, float, float], dur: float) -> None:
        b = c.body
        b.body_type = pymunk.Body.KINEMATIC
        c.shape.filter = F_REST
        c.stage = "home"
        c.t0 = self.t
        c.p0 = (b.position.x, b.position.y)
        c.a0 = math.degrees(b.angle)
        c.p1 = (to[0], to[1])
        c.a1 = to[2] + round((c.a0 - to[2]) / 90) * 90
        c.dur = dur

    # ------------------------------------------------------------------ running
    @property
    def done(self) -> bool:
        return self.phase == "done"

    def finish(self) -> None:
        """Jump to the end: every cube at its final place (skip, or animations off)."""
        while self.phase == "fall":
            self._settle_all()
            self.step(0.05)
        if self.phase == "sort":
            self.sort_t = 99.0
            self.step(0.0)
        self.phase = "done"

    def _settle_all(self) -> None:
        for c in self.cubes:
            if c.stage in ("wait", "fall", "rest", "home"):
                if c.body is None:
                    self._body(c, kinematic=True)
                self._place(c, c.stop)
                c.body.body_type = pymunk.Body.KINEMATIC
                c.body.velocity = (0, 0)
                c.body.position = (c.x, c.y)
                c.stage = "rest" if c.stop in (0, 1) else "tray"
        self.t = max(self.t, MAX_TIME)

    def _place(self, c: Cube, stop) -> None:
        """Final place for ``c`` (teleport): a free slot or a tray spot."""
        if stop in (0, 1):
            if c.slot < 0 or c.start != stop:
                c.slot = self._take_slot(stop)
            c.x, c.y, c.angle = slot_pos(stop, c.slot)
        else:
            n = sum(1 for x in self.cubes if x.stage == "tray")
            c.x, c.y = tray_spot(n, len(self.cubes))
            c.angle = 0.0

    def _take_slot(self, i: int) -> int:
        if self.free[i]:
            return self.free[i].pop(0)
        return SLOTS - 1

    def step(self, dt: float) -> None:
        """Advance by ``dt`` simulated seconds."""
        if self.phase == "fall":
            n = max(1, int(round(dt / STEP))) if dt > 0 else 0
            for _ in range(n):
                self._tick()
                if self.phase != "fall":
                    break
        elif self.phase == "sort":
            self.sort_t += dt
            k = art.ease_out(self.sort_t / 0.6)
            for c in self.cubes:
                if c.stage in ("tray", "sorted"):
                    c.x = c.p0[0] + (c.p1[0] - c.p0[0]) * k
                    c.y = c.p0[1] + (c.p1[1] - c.p0[1]) * k
                    c.angle = c.a0 + (c.a1 - c.a0) * k
            if self.sort_t >= 0.6:
                for c in self.cubes:
                    if c.stage == "tray":
                        c.stage = "sorted"
                self.phase = "done"

    def _tick(self) -> None:
        self.t += STEP
        t = self.t
        for i in (0, 1):  # a stream that is all caught above still shakes the ledges
            if t > 0.9 + 0.45 * i + 0.055 * len(self.cubes):
                self.reached[i] = True
        for c in self.cubes:
            st = c.stage
            if st == "wait":
                if t >= c.release_at:
                    self._body(c, kinematic=False)
                    c.body.velocity = (self.rnd.uniform(-30, 30), 60)
                    c.body.angular_velocity = self.rnd.uniform(-10, 10)
                    c.stage = "fall"
            elif st == "rest" and c.body.body_type == pymunk.Body.KINEMATIC and c.start in (0, 1):
                i = c.start
                if self.reached[i] and c.release_at == 0.0:
                    c.release_at = t + self.rnd.uniform(0.02, 0.35)
                if c.release_at and t >= c.release_at:
                    self.free[i].append(c.slot)
                    self.free[i].sort()
                    c.slot = -1
                    c.start = -1 - i  # released from ledge i (remember where from)
                    self._make_dynamic(c, ((1 if i == 0 else -1) * 60, 10))
                    c.stage = "fall"
            elif st == "fall":
                b = c.body
                x, y = b.position
                for i in (0, 1):
                    if not self.reached[i] and _above(i, x, y) < CS * 2.5 and _along(i, x, y):
                        self.reached[i] = True
                dest = c.stop
                if dest in (0, 1):
                    below = _above(dest, x, y)
                    if (below < CS * 1.6 and _along(dest, x, y)) or below < -CS * 2:
                        slot = self._take_slot(dest)
                        c.slot = slot
                        self._home(c, slot_pos(dest, slot), 0.28)
                elif x > TRAY.x - 4 and y > TRAY_FLOOR - 40:
                    c.stage = "tray"
                else:
                    self._unjam(c, b, x, y)
                if c.stage == "fall" and c.stop in (0, 1) and _above(c.stop, x, y) > 0:
                    self._unjam(c, b, x, y)
            elif st == "home":
                k = art.ease_out((t - c.t0) / c.dur)
                px = c.p0[0] + (c.p1[0] - c.p0[0]) * k
                py = c.p0[1] + (c.p1[1] - c.p0[1]) * k
                b = c.body
                b.velocity = ((px - b.position.x) / STEP, (py - b.position.y) / STEP)
                b.position = (px, py)
                b.angle = math.radians(c.a0 + (c.a1 - c.a0) * k)
                if k >= 1.0:
                    b.velocity = (0, 0)
                    c.stage = "rest" if c.stop in (0, 1) else "tray"
                    if c.stop == "tray":
                        c.stage = "tray"
            elif st == "tray" and c.body.body_type == pymunk.Body.DYNAMIC:
                b = c.body
                v = b.velocity
                b.velocity = (v.x * 0.96, v.y)
                b.angular_velocity *= 0.94
                if b.position.y < TRAY_FLOOR - 60 or b.position.x < TRAY.x - 10:
                    c.stage = "fall"  # bounced out again
        self.space.step(STEP)
        for c in self.cubes:
            if c.body is not None:
                c.x, c.y = c.body.position
                c.angle = math.degrees(c.body.angle)
        pending = [c for c in self.cubes if c.stage in ("wait", "fall", "home")
                   or (c.stage == "rest" and c.start in (0, 1) and c.stop != c.start)]
        moving = [c for c in self.cubes if c.stage == "tray"
                  and abs(c.body.velocity.x) + abs(c.body.velocity.y) > 8]
        if pending:
            self.quiet = t
        if (not pending and (not moving or t > self.quiet + 0.7)) or t > MAX_TIME + 6:
            if pending:
                self._settle_all()
            self._start_sort()

    def _unjam(self, c: Cube, b: pymunk.Body, x: float, y: float) -> None:
        """A cube lying still on a pile or in a corner gets a shake of the tower; after
        a few shakes it is guided to its place."""
        v = b.velocity
        if abs(v.x) + abs(v.y) > 18:
            c.stall = 0.0
            return
        c.stall += STEP
        if c.stall < 0.25:
            return
        c.stall = 0.0
        c.kicks += 1
        if c.kicks > 4 or self.t > MAX_TIME:
            if c.stop in (0, 1):
                slot = self._take_slot(c.stop)
                c.slot = slot
                self._home(c, slot_pos(c.stop, slot), 0.35)
            else:
                n = sum(1 for x2 in self.cubes if x2.stage == "tray")
                tx, ty = tray_spot(n, len(self.cubes))
                self._home(c, (tx, ty, 0.0), 0.45)
            return
        side = 1 if x < (WALL_L + WALL_R) / 2 else -1
        if y > LEDGES[1][1][1] + 10:
            side = 1
        b.velocity = (side * self.rnd.uniform(90, 150), -self.rnd.uniform(10, 40))
        b.angular_velocity = self.rnd.uniform(-12, 12)

    def _start_sort(self) -> None:
        tray = [c for c in self.cubes if c.stage == "tray"]
        tray.sort(key=lambda c: (c.colour, c.x))
        spots, self.tops = sorted_spots([c.colour for c in tray])
        for c, (x, y) in zip(tray, spots, strict=True):
            c.p0 = (c.x, c.y)
            c.p1 = (x, y)
            c.a0 = c.angle
            c.a1 = round(c.angle / 90) * 90
        self.counts = {}
        for c in tray:
            self.counts[c.colour] = self.counts.get(c.colour, 0) + 1
        self.phase = "sort"
        self.sort_t = 0.0

    # ------------------------------------------------------------------ results
    def where(self, c: Cube) -> str:
        """Where a cube lies, judged by its position only: "ledge0", "ledge1", "tray"
        or "shaft"."""
        if c.x > WALL_R + 2 and c.y > EXIT_Y - 20:
            return "tray"
        for i in (0, 1):
            if _along(i, c.x, c.y) and -2 < _above(i, c.x, c.y) < CS * 5:
                return f"ledge{i}"
        return "shaft"

    def resting_after(self) -> list[list[int]]:
        """The cubes on each ledge once the throw is over (for the next throw)."""
        out: list[list[int]] = [[], []]
        for c in self.still + self.cubes:
            w = self.where(c)
            if w.startswith("ledge"):
                out[int(w[-1])].append(c.colour)
        return out

    def drawables(self) -> list[tuple[float, float, float, int]]:
        """(x, y, angle, colour) of every cube to draw."""
        out = [(c.x, c.y, c.angle, c.colour) for c in self.still]
        out += [(c.x, c.y, c.angle, c.colour) for c in self.cubes if c.stage != "wait"
                or c.body is not None]
        return out


def _above(i: int, x: float, y: float) -> float:
    """How far above ledge ``i``'s board the point is (negative: below it)."""
    (x0, y0), (ux, uy), _ = ledge_frame(i)
    nx, ny = (uy, -ux) if ux > 0 else (-uy, ux)
    return (x - x0) * nx + (y - y0) * ny


def _along(i: int, x: float, y: float) -> bool:
    (x0, y0), (ux, uy), d = ledge_frame(i)
    a = (x - x0) * ux + (y - y0) * uy
    return -4 <= a <= d + 2


def idle_layout(resting: list[list[int]], tray: list[int]) -> list[tuple[float, float, float,
                                                                          int]]:
    """Cubes to draw when no throw is running: resting on the ledges, the tray sorted."""
    out = []
    for i in (0, 1):
        for k, c in enumerate(resting[i][:SLOTS]):
            x, y, a = slot_pos(i, k)
            out.append((x, y, a, c))
    spots, _ = sorted_spots(sorted(tray))
    for c, (x, y) in zip(sorted(tray), spots, strict=True):
        out.append((x, y, 0.0, c))
    return out


__all__ = ["TowerSim", "idle_layout", "slot_pos", "sorted_spots", "GREEN", "WORLD_W",
           "WORLD_H"]
