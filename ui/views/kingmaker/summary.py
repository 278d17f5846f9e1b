"""While you were away: what the other seats did since the player at the screen last
decided, seat by seat (how many moves, then what mattered: fights, captures, deaths,
summonses, places taken, Parliament), as a sheet at the start of his turn that stays until
he turns it away, and again on demand (the "Round" button beside the tabs)."""

from __future__ import annotations

from typing import Any

from game.core import Event

# events that say nothing a summary needs (the moves are counted, the rest is routine)
_QUIET = ("phase", "crown_draw", "turn_start", "card_played", "allocated", "combat_card",
          "ransom_offer", "crown_reshuffle", "event_reshuffle")
_MOVES = ("move", "embark", "sail")
PER_SEAT = 5  # lines of one seat at most (then "and n more")


class KingmakerSummary:
    """The round-summary mixin of the Kingmaker view (see the module docstring)."""

    away: dict | None = None  # seat -> [moves, [lines]] gathered since the viewer decided
    last_summary: Any = None  # the last summary sheet shown (shown again on demand)

    def gather(self, events: list[Event]) -> None:
        """Note the events of another seat's move for the viewer's summary."""
        old = self.before[0]
        viewer = self.viewer
        if viewer is None or old is None or not events:
            return
        actor = old.to_act()
        if actor is None:
            return
        if old.active == viewer and not any(e.kind == "turn_start" for e in events):
            return  # an answer to the viewer's own offer, during his turn: seen live
        if self.away is None:
            self.away = {}
        entry = self.away.setdefault(actor, [0, []]) if actor != viewer else [0, []]
        for e in events:
            if e.kind == "turn_start":  # what follows opens the next seat's turn
                entry = self.away.setdefault(self.state.active, [0, []])
                continue
            if e.kind in _MOVES:
                entry[0] += 1
                continue
            if e.kind in _QUIET:
                continue
            line = self.ctx.rules.describe_event(e, self.ctx.lang)
            if line:
                entry[1].append(self.named(line))

    def forced(self, events: list[Event]) -> None:
        """Set-up: the allocations the rules made by themselves after the viewer's own (a
        card only one noble may hold, a title or office none may take, to the Chancery)
        go up as a sheet that names each, instead of leaving the hand silently."""
        from ui.views.kingmaker.motion import Sheet

        old, s, viewer = self.before[0], self.state, self.viewer
        if old is None or s is None or viewer is None or old.to_act() != viewer \
                or not any(p[0] == "setup" for p in old.pending):
            return
        given = [e.data for e in events if e.kind == "allocated"
                 and e.data.get("seat") == viewer]
        gone = [c for c in old.hands[viewer] if c >= 0 and c not in s.hands[viewer]]
        lines = [(self.w("f_gave", card=self.cardn[d["card"]], noble=self.cardn[d["noble"]]),
                  "regular") for d in given[1:]]  # the first is the player's own
        placed = {d["card"] for d in given}
        lines += [(self.w("f_chancery", card=self.cardn[c]), "regular")
                  for c in gone if c not in placed]
        if lines:
            self.sheets = (self.sheets + [Sheet(self.w("f_title"), lines, hold=False)])[-5:]

    def summary_due(self, queued: int = 0) -> None:
        """At the start of the viewer's own turn, the summary goes up (if anything
        happened) and the gathering starts again; it takes the place of the first
        ``queued`` sheets, left up by the other seats' turns, which it tells again (seven
        seats would leave a click per seat), after the sheets of the viewer's own turn."""
        from game.kingmaker.state import MOVE
        from ui.views.kingmaker.motion import Sheet

        s = self.state
        if not self.interactive or s is None or s.pending or s.active != self.viewer \
                or s.phase != MOVE or not self.away:
            return
        if list(self.away) == [self.viewer] and not self.away[self.viewer][1]:
            self.away = None  # nobody else played: nothing to tell
            return
        lines: list[tuple[str, str]] = []
        n = max(1, s.players)
        for seat in sorted(self.away, key=lambda p: (p - self.viewer - 1) % n):
            moves, said = self.away[seat]
            head = self.name_of(seat)
            if moves:
                head += " \u2014 " + self.w("s_moves_1" if moves == 1 else "s_moves", n=moves)
            lines.append((head, "bold"))
            for text in said[:PER_SEAT]:
                lines.append((text, "regular"))
            if len(said) > PER_SEAT:
                lines.append((self.w("s_more", n=len(said) - PER_SEAT), "italic"))
            if not moves and not said:
                lines.append((self.w("s_nothing"), "italic"))
        self.away = None
        self.last_summary = Sheet(self.w("s_title"), lines, hold=False, stay=True)
        self.sheets = (self.sheets[queued:] + [self.last_summary])[-5:]

    def show_summary(self) -> None:
        """The last summary again (the "Round" button)."""
        if self.last_summary is not None and self.last_summary not in self.sheets:
            self.sheets = [self.last_summary] + self.sheets
