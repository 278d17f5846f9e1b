"""The decisions of the seed's notes in the list of choices (issue 35's, named for issue
36): a boarded ship's fate, the storm's port of each fleet, the ambushed defender's French,
an ally asked whether to keep the alliance before a turn, battle or siege, and the turn's
event card drawn after any hidden cards. Each gets a heading that says what is decided and
why now (the ship, the prisoners, the port; the strengths either way; the battle or siege),
answers that say what they do, and the places they concern, lit and clickable on the map."""

from __future__ import annotations

from typing import Any

from game.kingmaker import data as D
from game.kingmaker.text import card_name, zone_name

SEED_CHOICES = ("ShipFate", "StormPort", "DefendFrench", "KeepAlliance", "EndAlliance",
                "DrawEvent")


class KingmakerSeedChoices:
    """The seed-decision mixin of the Kingmaker view (see the module docstring)."""

    def asked(self) -> tuple | None:
        """The decision in front of the viewer, if one is pending for him."""
        s = self.state
        if s is None or not s.pending or s.pending[0][1] != self.viewer:
            return None
        return s.pending[0]

    def is_ally_answer(self, a: Any) -> bool:
        """Is ``a`` an answer to "keep or end the alliance?" (not a sheet to compose)."""
        q = self.asked()
        return q is not None and q[0] in ("ally", "ally_siege") \
            and type(a).__name__ in ("KeepAlliance", "EndAlliance") and a.other == q[2]

    def cn(self, c: int) -> str:
        return card_name(c, self.ctx.lang)

    def seed_choice(self, a: Any) -> tuple[str, str] | None:
        """(heading, label) of an answer to a seed decision (None: another action); a
        heading may hold several lines (``\\n``)."""
        q = self.asked()
        name = type(a).__name__
        if q is None or name not in SEED_CHOICES:
            return None
        kind = q[0]
        if kind == "ship_fate" and name == "ShipFate":
            return self.fate_choice(q, a)
        if kind == "storm_port" and name == "StormPort":
            return self.storm_choice(q, a)
        if kind == "ambush_french" and name == "DefendFrench":
            return self.french_choice(q, a)
        if kind in ("ally", "ally_siege") and self.is_ally_answer(a):
            return self.ally_choice(q, a)
        if kind == "draw" and name == "DrawEvent":
            return self.w("g_draw"), self.w("l_draw")
        return None

    # ------------------------------------------------------------------ at sea [H 2.1]
    def fate_port(self, q: tuple) -> int:
        """The port a captured ship of ship-fate question ``q`` goes to (-1: none)."""
        from game.kingmaker.placement import _nearest_port

        return _nearest_port(self.state, q[2], q[1])

    def fate_choice(self, q: tuple, a: Any) -> tuple[str, str]:
        _, _winner, zone, todo, _captured, prisoners, _fleet = q
        lines = [self.w("g_ship_fate", ship=self.cn(a.ship),
                        zone=zone_name(zone, self.ctx.lang))]
        held = [self.cn(n) for n in prisoners if self.state.faction[n] >= 0]
        if held:
            lines.append(self.w("g_prisoners", nobles=", ".join(held)))
        if not any(type(b).__name__ == "ShipFate" and b.sink for b in self.legal):
            lines.append(self.w("g_no_sink"))
        if len(todo) > 1:
            lines.append(self.w("g_more_ships", n=len(todo) - 1))
        if a.sink:
            return "\n".join(lines), self.w("l_sink")
        port = self.fate_port(q)
        label = self.w("l_capture_to", port=D.LOC_NAME[port]) if port >= 0 \
            else self.w("l_capture")
        return "\n".join(lines), label

    def storm_choice(self, q: tuple, a: Any) -> tuple[str, str]:
        _, _who, zone, _ports, ours, other = q
        fleet = ours if a.own else other
        ships = ", ".join(self.cn(sh) for sh in fleet)
        where = zone_name(zone, self.ctx.lang)
        if a.own:
            head = self.w("g_storm_own", ships=ships, zone=where)
        else:
            s = self.state
            owner = next((s.faction[s.holder[sh]] for sh in fleet if s.holder[sh] >= 0), -1)
            head = self.w("g_storm_other", who=self.name_of(owner), ships=ships, zone=where)
        return head, D.LOC_NAME[a.loc]

    # ------------------------------------------------------------------ an ambush [H 2.3]
    def french_sides(self, q: tuple) -> dict[bool, tuple[int, int, int]]:
        """(attack, defence, the strongest defender) with the French in (True) or out."""
        from game.kingmaker.board import allied, force, strength
        from game.kingmaker.combat import _attackers, field

        s = self.state
        _, target, area, french = q
        att = _attackers(s, area)
        fac = s.faction
        dfn = [n for n in field(s, area)
               if allied(s, fac[n], target) and not allied(s, fac[n], s.active)]
        sa = force(s, att, french)
        out = {}
        for use in (True, False):
            mine = [n for n in dfn if fac[n] == target]
            sd = force(s, mine, use) + force(s, [n for n in dfn if n not in mine])
            top = max(dfn, key=lambda n: strength(s, n, use or n not in mine), default=-1)
            out[use] = (sa, sd, top)
        return out

    def french_choice(self, q: tuple, a: Any) -> tuple[str, str]:
        try:
            sides = self.french_sides(q)
        except Exception:  # a figure is not worth a failed panel
            sides = {}
        lines = [self.w("g_french", area=self.arean[q[2]], who=self.name_of(self.state.active))]
        if sides:
            yes, no = sides[True][2], sides[False][2]
            if yes >= 0 and yes == no:
                lines.append(self.w("g_french_dies_same", noble=self.cn(yes)))
            elif yes >= 0 and no >= 0:
                lines.append(self.w("g_french_dies", yes=self.cn(yes), no=self.cn(no)))
        label = self.w("l_french_yes" if a.use else "l_french_no")
        if a.use in sides:
            sa, sd, _top = sides[a.use]
            label += f" \u2014 {sa}:{sd}"
        return "\n".join(lines), label

    # ------------------------------------------------------------------ an ally [H 1.f]
    def lent_nobles(self, q: tuple) -> list[int]:
        """The viewer's nobles the asked decision puts at stake."""
        s = self.state
        seat, partner = q[1], q[2]
        if q[0] == "ally" and q[3] >= 0:
            from game.kingmaker.combat import field

            return [n for n in field(s, q[3]) if s.faction[n] == seat]
        return [n for n in D.NOBLES if s.faction[n] == seat and s.lent[n] == partner]

    def ally_choice(self, q: tuple, a: Any) -> tuple[str, str]:
        who = self.name_of(q[2])
        if q[0] == "ally_siege":
            head = self.w("g_ally_siege", who=who, place=D.LOC_NAME[q[3]])
        elif q[3] >= 0:  # the active seat attacks; the partner may be either side
            head = self.w("g_ally_battle", who=self.name_of(self.state.active),
                          area=self.arean[q[3]],
                          target=self.name_of(q[4]))
        else:
            head = self.w("g_ally_turn", who=who)
        nobles = [self.cn(n) for n in self.lent_nobles(q)]
        if nobles:
            head += "\n" + self.w("g_ally_nobles", nobles=", ".join(nobles))
        keep = type(a).__name__ == "KeepAlliance"
        return head, self.w("l_keep_ally" if keep else "l_end_ally", who=who)

    # ------------------------------------------------------------------ on the map
    def seed_squares(self, a: Any) -> tuple | None:
        """The places an answer to a seed decision concerns (None: another action)."""
        q = self.asked()
        name = type(a).__name__
        if q is None or name not in SEED_CHOICES:
            return None
        kind = q[0]
        if name == "StormPort":
            return (D.LOC0 + a.loc,)
        if name == "ShipFate":  # capture: the port it goes to; sinking is a button only
            port = self.fate_port(q) if not a.sink and kind == "ship_fate" else -1
            return (D.LOC0 + port,) if port >= 0 else ()
        if name == "DefendFrench" and kind == "ambush_french":
            return (q[2],)
        if self.is_ally_answer(a):
            if kind == "ally_siege":
                return (D.LOC0 + q[3],)
            if q[3] >= 0:
                return (q[3],)
            npos = self.state.npos
            return tuple(sorted({npos[n] for n in self.lent_nobles(q) if npos[n] >= 0}))
        return ()
