"""What follows the events of the last action: sounds, the pieces that glide along their
route (a noble stack marching, a ship sailing, a summons, a King and his escort going on an
embassy, a storm sending ships to port),
and the sheets a player reads before going on: the event card turned face up with what it
caused, and each battle, ambush, siege or naval fight with its sides, strengths, ratio,
card drawn and result. A click or a key skips a glide or turns a sheet away; while either
runs (animations on) the computers wait."""

from __future__ import annotations

from fractions import Fraction

import pygame

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import rounded_ratio
from game.kingmaker.text import event_title, vote_totals, zone_name
from ui.views.base import ease_out
from ui.views.kingmaker import art
from ui.views.kingmaker.routes import land_route, sea_route
from ui.views.kingmaker.votes import VoteTable, vote_rows

SHEET_SECONDS = 3.5
# a glide lasts this much per step of its route, within these bounds (at normal speed)
GLIDE_BASE, GLIDE_STEP, GLIDE_MIN, GLIDE_MAX = 0.16, 0.09, 0.25, 0.7
# the events that go under a sheet as what it caused
_CONSEQUENCES = ("noble_dies", "heir_dies", "captured", "summoned", "ship_to_port", "embassy",
                 "ship_sinks", "spoils", "place_taken", "ship_captured", "event_kept",
                 "to_chancery", "crowned")


_TURN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
SEA0, SHIP0 = D.SEA0, D.SHIP0


def _ratio(r: Fraction | None) -> str:
    return f"{r.numerator}:{r.denominator}" if r is not None else "\u2013"


class Glide:
    """A piece on its way: ``key`` ("noble", n), ("ship", sh) or ("heir", h), the screen
    points of its route, and how far along it is."""

    __slots__ = ("key", "pts", "dur", "seat", "aboard", "lengths", "total")

    def __init__(self, key: tuple, pts: list[tuple[int, int]], dur: float, seat: int,
                 aboard: int = 0) -> None:
        self.key, self.pts, self.dur, self.seat, self.aboard = key, pts, dur, seat, aboard
        self.lengths = [((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5
                        for a, b in zip(pts, pts[1:], strict=False)]
        self.total = sum(self.lengths)

    def at(self, t: float) -> tuple[int, int]:
        """The point reached after ``t`` seconds (eased along the whole route)."""
        if self.total <= 0 or self.dur <= 0:
            return self.pts[-1]
        d = ease_out(t / self.dur) * self.total
        for (a, b), n in zip(zip(self.pts, self.pts[1:], strict=False), self.lengths,
                             strict=False):
            if d <= n and n > 0:
                k = d / n
                return (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k))
            d -= n
        return self.pts[-1]


class Sheet(tuple):
    """A sheet shown over the map: (title, lines), and whether the computers wait while it
    is up (``hold``: it concerns the seat at the screen, or nobody human watches) and
    whether it stays until clicked once that seat decides (``stay``: another seat's move
    brought it, so the player has not seen it yet)."""

    hold: bool
    stay: bool

    def __new__(cls, title: str, lines: list, hold: bool = True, stay: bool = False
                ) -> Sheet:
        obj = super().__new__(cls, (title, lines))
        obj.hold, obj.stay = hold, stay
        return obj


class KingmakerMotion:
    """The motion mixin of the Kingmaker view."""

    sheets: list
    record: list = []
    sheet_time = 0.0
    glides: list = []
    glide_time = 0.0
    carried: tuple | None = None  # the piece the player dragged there himself (no glide)
    before: tuple = (None, {}, {})  # the previous position, its stacks and ship points

    def react(self, events: list[Event]) -> None:
        """Sounds, glides and sheets for the events of the last action."""
        self.start_glides(events)
        out: list[tuple[str, list[tuple[str, str]]]] = []
        cur: list[tuple[str, str]] | None = None
        snd = ""
        for e in events:
            k, d = e.kind, e.data
            if k == "event":
                cur = self.event_lines(d["event"])
                title = event_title(d["event"], self.ctx.lang)
                out.append((f"{self.w('event')}: {title}", cur))
                snd = snd or "card"
            elif k in ("battle", "siege", "naval"):
                cur = self.combat_lines(k, d)
                title = self.w("ambush" if d.get("ambush") else k)
                out.append((title, cur))
                snd = "cubes"
            elif k in ("parliament", "vote_result"):
                title, cur = self.parliament_sheet(k, d)
                out.append((title, cur))
                snd = snd or "card"
            elif k in _CONSEQUENCES and cur is not None:
                line = self.ctx.rules.describe_event(e, self.ctx.lang)
                if line:
                    cur.append((self.named(line), "italic"))
            elif k in ("move", "sail", "allocated"):
                snd = snd or "piece"
        if snd:
            self.ctx.play_sound(snd)
        if out:
            out = self.mark_sheets(out, events)
            self.sheets = (self.sheets + out)[-4:]
            self.record = (self.record + out)[-6:]
            self.sheet_time = 0.0

    def mark_sheets(self, out: list, events: list[Event]) -> list[Sheet]:
        """Each new sheet as a ``Sheet``: it holds the computers when nobody human watches
        (a demo) or when its events touch the seat at the screen (its nobles, its places,
        a fight it is a side of); it stays when another seat's move brought it."""
        viewer = self.viewer
        old = self.before[0]
        actor = old.to_act() if old is not None else None
        touched = viewer is None or any(self.touches(e, viewer, old) for e in events)
        stay = viewer is not None and actor is not None and actor != viewer
        return [Sheet(t, lines, hold=touched, stay=stay) for t, lines in out]

    def touches(self, e: Event, seat: int, old) -> bool:
        """Whether event ``e`` concerns ``seat``: a side of a fight, a noble of its (before
        or after the event), a place it held."""
        d = e.data
        if not isinstance(d, dict):
            return False
        if d.get("seat") == seat or d.get("target") == seat or d.get("by") == seat:
            return True
        s = self.state
        n = d.get("noble", -1)
        if isinstance(n, int) and 0 <= n < D.N_CARDS and (
                s.faction[n] == seat or (old is not None and old.faction[n] == seat)):
            return True
        loc = d.get("loc", -1)
        return e.kind == "siege" and isinstance(loc, int) and 0 <= loc < D.N_LOCS and any(
            s.npos[m] == D.LOC0 + loc and s.faction[m] == seat for m in D.NOBLES)

    def event_lines(self, e: int) -> list[tuple[str, str]]:
        kind = D.EVENT_KIND[e]
        kw = {
            "places": ", ".join(D.LOC_NAME[x] for x in D.EVENT_LOCS[e]),
            "nobles": ", ".join(self.cardn[c] for c in D.EVENT_SUMMONED[e]),
            "dest": D.LOC_NAME[D.EVENT_DEST[e]] if D.EVENT_DEST[e] >= 0 else "",
        }
        return [(self.w("ev_" + kind, **kw), "regular")]

    def combat_lines(self, kind: str, d: dict) -> list[tuple[str, str]]:
        e = d["event"]
        att = d["attack"]
        lines: list[tuple[str, str]] = []
        if kind == "siege":
            need = d["need"]
            lines.append((f"{D.LOC_NAME[d['loc']]}: {self.name_of(d['seat'])}", "bold"))
            lines.append((f"{self.w('attack')} {att}  \u00b7  {self.w('need')} {need}", "regular"))
        else:
            dfn = d["defence"]
            where = (self.arean[d["area"]] if "area" in d else
                     zone_name(d["zone"], self.ctx.lang) if "zone" in d else "")
            head = self.w("vs", a=self.name_of(d["seat"]), b=self.name_of(d["target"]))
            lines.append((f"{head}  {where}".strip(), "bold"))
            r = rounded_ratio(max(att, dfn), max(1, min(att, dfn))) if min(att, dfn) > 0 else None
            side = "" if r is None or att == dfn else " " + self.w(
                "for_att" if att > dfn else "for_def")
            lines.append((f"{self.w('attack')} {att}  \u00b7  {self.w('defence')} {dfn}  \u00b7  "
                          + self.w("ratio", r=_ratio(r)) + side, "regular"))
        card = self.w("card_drawn", name=event_title(e, self.ctx.lang))
        if D.COMBAT_RATIO[e] is not None:
            card += f" ({self.w('needs_ratio', r=_ratio(D.COMBAT_RATIO[e]))})"
        lines.append((card, "regular"))
        res = d.get("result", "")
        why = self.combat_why(kind, d)
        if why:
            lines.append((why, "italic"))
        lines.append((self.w("r_" + res), "bold"))
        return lines

    def parliament_sheet(self, kind: str, d: dict) -> tuple[str, list[tuple[str, str]]]:
        """Parliament summoned (where, and the Chancery cards it must settle), or the result
        of a vote (the proposal, passed or rejected, and the rule that decided it)."""
        if kind == "parliament":
            names = ", ".join(self.cardn[c] for c in d["cards"])
            return (self.w("parl_title", venue=D.LOC_NAME[d["venue"]]),
                    [(self.w("parl_called", name=self.name_of(d["seat"])), "bold"),
                     (self.w("to_settle", n=len(d["cards"])) + (f": {names}" if names else ""),
                      "regular")])
        parl = self.state.parl if self.state is not None else None
        venue = parl[1] if parl is not None else d.get("venue", -1)
        title = (self.w("parl_title", venue=D.LOC_NAME[venue]) if venue >= 0
                 else self.w("parliament"))
        ok = d["passed"]
        lines = [(self.w("proposal", card=self.cardn[d["card"]],
                         noble=self.cardn[d["noble"]]), "regular")]
        rows = vote_rows(d.get("votes", []))
        if rows:
            said = " \u00b7 ".join(
                f"{self.name_of(p)}: {self.w('h_lords')} {lo}, {self.w('h_commons')} {co}, "
                + self.w("v_for" if yes else "v_against").lower()
                for p, lo, co, yes in rows)
            lines.append((VoteTable(said, rows), "votes"))
        lines += [(self.vote_why(ok, rows), "italic"),
                  (self.w("r_passed" if ok else "r_rejected"), "bold")]
        return title, lines

    def vote_why(self, ok: bool, rows: tuple) -> str:
        """Why a vote went as it did: the count in each House, for and against."""
        if not rows:
            return self.w("why_passed" if ok else "why_rejected")
        lf, la, cf, ca = vote_totals([{"lords": r[1], "commons": r[2], "yes": r[3]}
                                      for r in rows])
        n = {"lf": lf, "la": la, "cf": cf, "ca": ca}
        if lf > la and cf > ca:
            return self.w("why_passed_n" if ok else "why_not_eligible", **n)
        if lf <= la and cf <= ca:
            return self.w("why_no_both", **n)
        return self.w("why_no_lords" if lf <= la else "why_no_commons", **n)

    def combat_why(self, kind: str, d: dict) -> str:
        """Why the fight went as it did, in one line: the card's weather, an ambush, or
        the ratio of the two strengths against the ratio the card asks."""
        res = d.get("result", "")
        if kind == "siege":
            return self.w("why_siege_" + res) if res in ("holds", "falls") else ""
        if res in ("weather", "gale", "storm"):
            return self.w("why_" + res)
        if res == "ambush":
            return self.w("why_ambush")
        att, dfn = d["attack"], d["defence"]
        need = D.COMBAT_RATIO[d["event"]]
        if att == dfn:
            return self.w("why_equal")
        if need is None:
            return ""
        r = _ratio(rounded_ratio(max(att, dfn), min(att, dfn)))
        return self.w("why_short" if res == "indecisive" else "why_reach", r=r,
                      need=_ratio(need))

    # ------------------------------------------------------------------ glides
    def start_glides(self, events: list[Event]) -> None:
        """A glide for each piece the events moved, from where it stood to where it is."""
        self.glides = []
        self.glide_time = 0.0
        carried, self.carried = self.carried, None
        old, old_stacks, old_ships = self.before
        speed = self.ctx.anim_speed
        if speed <= 0 or old is None or self.geo is None or self.state is None:
            return
        for e in events:
            k, d = e.kind, e.data
            if k in ("move", "summoned", "embark"):
                n = d["noble"]
                src = d.get("from", old.npos[n]) if k != "summoned" else old.npos[n]
                dest = d["to"] if k == "move" else d["dest"] if k == "summoned" \
                    else SHIP0 + d["ship"]
                key = ("noble", n)
                if key == carried or src < 0 or src == dest:
                    continue
                a = self.noble_pt(n, old_stacks, old_ships, src)
                b = self.noble_pt(n, self.stacks, self.ship_pts, dest)
                route = land_route(src, dest) if dest < SHIP0 and src < SHIP0 else [src, dest]
                self.add_glide(key, a, route, b, self.state.faction[n], speed)
            elif k == "embassy":
                self.embassy_glides(d["heir"], d["dest"], old, old_stacks, old_ships, carried,
                                    speed)
            elif k in ("sail", "ship_to_port"):
                sh = d["ship"]
                key = ("ship", sh)
                src = old.ship_pos[sh]
                dest = d["to"] if k == "sail" else D.LOC0 + d["loc"]
                if key == carried or src < 0 or src == dest or sh not in self.ship_pts:
                    continue
                a = old_ships.get(sh, self.geo.pos_pt(src))
                aboard = sum(1 for n in D.NOBLES if self.state.npos[n] == SHIP0 + sh
                             and self.state.faction[n] >= 0)
                self.add_glide(key, a, sea_route(src, dest), self.ship_pts[sh],
                               self.ship_owner(sh), speed, aboard)

    def embassy_glides(self, h: int, dest: int, old, old_stacks: dict, old_ships: dict,
                       carried: tuple | None, speed: float) -> None:
        """An Embassy: the King and the escort his controller chose go together along the
        land route to the embassy (the escort: his faction's nobles who stood with him and
        stand at the embassy now)."""
        src = old.heir_pos[h]
        if src < 0 or src >= SEA0 or src == dest:
            return
        route = land_route(src, dest)
        c = self.state.heir_ctrl[h]
        for n in D.NOBLES:
            if old.npos[n] == src and self.state.npos[n] == dest and c >= 0 \
                    and self.state.faction[n] == c and ("noble", n) != carried:
                a = self.noble_pt(n, old_stacks, old_ships, src)
                b = self.noble_pt(n, self.stacks, self.ship_pts, dest)
                self.add_glide(("noble", n), a, route, b, c, speed)
        off = self.royal_offset()  # the King rides beside his escort, as he is drawn
        a, b = self.geo.pos_pt(src), self.geo.pos_pt(dest)
        self.add_glide(("heir", h), (a[0] + off[0], a[1] + off[1]), route,
                       (b[0] + off[0], b[1] + off[1]), c, speed, off=off)

    def royal_offset(self) -> tuple[int, int]:
        """From a place's point to the middle of the first royal piece drawn beside it (see
        draw_pieces)."""
        u = self.geo.unit
        cs = max(8, int(u * 0.3))
        return int(u * 0.22) + cs // 2, -int(u * 0.42) + cs // 2

    def noble_pt(self, n: int, stacks: dict, ships: dict, code: int) -> tuple[int, int]:
        """Where noble ``n`` was (or is) drawn: his stack's point, his ship's, his place's."""
        for pt, nobles in stacks.values():
            if n in nobles:
                return pt
        if code >= SHIP0 and code - SHIP0 in ships:
            return ships[code - SHIP0]
        return self.geo.pos_pt(code)

    def add_glide(self, key: tuple, a: tuple[int, int], route: list[int], b: tuple[int, int],
                  seat: int, speed: float, aboard: int = 0,
                  off: tuple[int, int] = (0, 0)) -> None:
        mid = [self.geo.pos_pt(c) for c in route[1:-1]]
        pts = [a] + [(x + off[0], y + off[1]) for x, y in mid] + [b]
        legs = len(pts) - 1
        dur = min(GLIDE_MAX, max(GLIDE_MIN, GLIDE_BASE + GLIDE_STEP * legs)) / speed
        self.glides.append(Glide(key, pts, dur, seat, aboard))

    def gliding(self) -> set:
        """The keys of the pieces still on their way (not drawn at their new place)."""
        return {g.key for g in self.glides if self.glide_time < g.dur}

    def tick_glides(self, dt: float) -> None:
        if not self.glides:
            return
        self.glide_time += dt
        if all(self.glide_time >= g.dur for g in self.glides):
            self.glides = []
            self.glide_time = 0.0

    def draw_glides(self, surf: pygame.Surface) -> None:
        if not self.glides or self.geo is None:
            return
        u = self.geo.unit
        for g in self.glides:
            if self.glide_time >= g.dur:
                continue
            x, y = g.at(self.glide_time)
            if g.key[0] == "noble":
                t = art.stack_token(self.color_of(g.seat), 1, int(u * 0.48),
                                    self.mark_of(g.seat), True)
            elif g.key[0] == "heir":
                h = g.key[1]
                t = art.crown_token(D.HEIR_HOUSE[h], max(8, int(u * 0.3)),
                                    bool(self.state.heir_crowned[h]), True)
            else:
                t = art.ship_token(self.color_of(g.seat), int(u * 0.42), g.aboard)
            surf.blit(t, (x - t.get_width() // 2, y - t.get_height() // 2))

    # ------------------------------------------------------------------ skipping
    def skippable(self) -> bool:
        """Something a click or a key would skip: a glide, or a sheet shown."""
        return bool(self.glides or self.sheets)

    def skip(self) -> None:
        """A click or a key: the gliding pieces land at once; when none glides, the sheet
        shown is turned away."""
        if self.glides:
            self.glides = []
            self.glide_time = 0.0
        elif self.sheets:
            self.sheets = self.sheets[1:]
            self.sheet_time = 0.0

    def tick_sheets(self, dt: float) -> None:
        if not self.sheets:
            return
        if self.ctx.anim_speed <= 0:
            return  # with animations off a sheet stays until clicked or replaced
        if self.interactive and getattr(self.sheets[0], "stay", False):
            return  # another seat's news, and the player at the screen decides: his click
        self.sheet_time += dt * self.ctx.anim_speed
        if self.sheet_time >= SHEET_SECONDS:
            self.sheets = self.sheets[1:]
            self.sheet_time = 0.0

    def sheet_click(self, event: pygame.event.Event) -> bool:
        """On the deciding player's turn: a click or a key lands the gliding pieces (the
        event still counts); a click on the shown sheet, Space or Enter turns it away (the
        event is spent: True)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.glides:
            self.glides = []
            self.glide_time = 0.0
        if not self.sheets:
            return False
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.sheet_rect is not None and self.sheet_rect.collidepoint(event.pos)) \
                or (event.type == pygame.KEYDOWN and event.key in _TURN_KEYS
                    and getattr(self, "cursor", -1) < 0):
            self.sheets = self.sheets[1:]
            self.sheet_time = 0.0
            return True
        return False
