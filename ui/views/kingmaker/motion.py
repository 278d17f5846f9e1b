"""What follows the events of the last action: sounds, and the sheets a player reads
before going on: the event card turned face up with what it caused, and each battle,
ambush, siege or naval fight with its sides, strengths, ratio, card drawn and result."""

from __future__ import annotations

from fractions import Fraction

import pygame

from game.core import Event
from game.kingmaker import data as D
from game.kingmaker.board import rounded_ratio

SHEET_SECONDS = 3.5
# the events that go under a sheet as what it caused
_CONSEQUENCES = ("noble_dies", "heir_dies", "captured", "summoned", "ship_to_port", "embassy",
                 "ship_sinks", "spoils", "place_taken", "ship_captured", "event_kept")


def _ratio(r: Fraction | None) -> str:
    return f"{r.numerator}:{r.denominator}" if r is not None else "\u2013"


class KingmakerMotion:
    """The motion mixin of the Kingmaker view."""

    sheets: list
    record: list = []
    sheet_time = 0.0

    def react(self, events: list[Event]) -> None:
        """Sounds and sheets for the events of the last action."""
        out: list[tuple[str, list[tuple[str, str]]]] = []
        cur: list[tuple[str, str]] | None = None
        snd = ""
        for e in events:
            k, d = e.kind, e.data
            if k == "event":
                cur = self.event_lines(d["event"])
                out.append((f"{self.w('event')}: {D.EVENT_TITLE[d['event']]}", cur))
                snd = snd or "card"
            elif k in ("battle", "siege", "naval"):
                cur = self.combat_lines(k, d)
                title = self.w("ambush" if d.get("ambush") else k)
                out.append((title, cur))
                snd = "cubes"
            elif k in _CONSEQUENCES and cur is not None:
                line = self.ctx.rules.describe_event(e, self.ctx.lang)
                if line:
                    cur.append((self.named(line), "italic"))
            elif k in ("move", "sail", "allocated"):
                snd = snd or "piece"
        if snd:
            self.ctx.play_sound(snd)
        if out:
            self.sheets = (self.sheets + out)[-4:]
            self.record = (self.record + out)[-6:]
            self.sheet_time = 0.0

    def event_lines(self, e: int) -> list[tuple[str, str]]:
        kind = D.EVENT_KIND[e]
        kw = {
            "places": ", ".join(D.LOC_NAME[x] for x in D.EVENT_LOCS[e]),
            "nobles": ", ".join(D.CARD_NAME[c] for c in D.EVENT_SUMMONED[e]),
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
            where = (D.AREA_NAME[d["area"]] if "area" in d else
                     D.ZONE_NAME[d["zone"]] if "zone" in d else "")
            head = self.w("vs", a=self.name_of(d["seat"]), b=self.name_of(d["target"]))
            lines.append((f"{head}  {where}".strip(), "bold"))
            r = rounded_ratio(max(att, dfn), max(1, min(att, dfn))) if min(att, dfn) > 0 else None
            lines.append((f"{self.w('attack')} {att}  \u00b7  {self.w('defence')} {dfn}  \u00b7  "
                          + self.w("ratio", r=_ratio(r)), "regular"))
        card = self.w("card_drawn", name=D.EVENT_TITLE[e])
        if D.COMBAT_RATIO[e] is not None:
            card += f" ({self.w('needs_ratio', r=_ratio(D.COMBAT_RATIO[e]))})"
        lines.append((card, "regular"))
        res = d.get("result", "")
        lines.append((self.w("r_" + res), "bold"))
        return lines

    def tick_sheets(self, dt: float) -> None:
        if not self.sheets:
            return
        if self.ctx.anim_speed <= 0:
            return  # with animations off a sheet stays until clicked or replaced
        self.sheet_time += dt * self.ctx.anim_speed
        if self.sheet_time >= SHEET_SECONDS:
            self.sheets = self.sheets[1:]
            self.sheet_time = 0.0

    def sheet_click(self, event: pygame.event.Event) -> bool:
        """A click anywhere on the shown sheet turns it away; True when it did."""
        if (self.sheets and event.type == pygame.MOUSEBUTTONDOWN
                and self.sheet_rect is not None and self.sheet_rect.collidepoint(event.pos)):
            self.sheets = self.sheets[1:]
            self.sheet_time = 0.0
            return True
        return False
