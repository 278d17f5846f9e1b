"""How the Wallenstein table moves and sounds: the shows (tower throws, banners, scoring), marching
armies, turning cards, flashes."""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.wallenstein import data as D
from game.wallenstein.texts import event_name
from ui.views.wallenstein import tower
from ui.views.wallenstein.shows import Show, apply_throw
from ui.views.wallenstein.words import word


class WallensteinMotion:
    """How the Wallenstein table moves and sounds: the shows (tower throws, banners, scoring),
    marching armies, turning cards, flashes."""

    def _react(self, old: Any, events: list[Event]) -> None:
        """Sounds, flashes and the shows (tower throws, banners) for ``events``."""
        speed = self.ctx.anim_speed
        lang = self.lang
        rules = self.ctx.rules
        describe = getattr(rules, "describe_event", None)
        sounds: list[str] = []
        if events and self.shows:  # a later move: an earlier battle's show is over
            self._finish_shows()
        for k, e in enumerate(events):
            d = e.data
            if e.kind == "tower_throw":
                result = []
                outcome: dict = {}
                for e2 in events[k + 1:]:
                    if e2.kind in ("battle", "revolt"):
                        if describe is not None:
                            txt = describe(e2, lang)
                            if txt:
                                result = [txt[0].upper() + txt[1:]]
                        outcome = dict(e2.data)
                        break
                self.resting = apply_throw(self.resting, d.get("cubes", []))
                if speed > 0:
                    sh = Show("tower", throw=d)
                    sh.result = result
                    sh.data = outcome
                    self.shows.append(sh)
                sounds.append("cubes")
            elif e.kind == "reveal" and e.seat is not None:
                self.flash[(e.seat, d["space"])] = self.t
                sounds.append("card")
            elif e.kind in ("recruit", "move", "place_group"):
                sounds.append("piece")
                if e.kind == "move" and speed > 0 and e.seat is not None:
                    self.flights.append([d["from"], d["to"], e.seat, d["armies"], 0.0, 0.35])
            elif e.kind == "attack" and speed > 0 and e.seat is not None:
                self.flights.append([d["from"], d["to"], e.seat, d["armies"], 0.0, 0.45])
                sounds.append("piece")
            elif e.kind == "build":
                sounds.append("tile")
            elif e.kind in ("grain_loss", "hunger") and speed > 0 and describe is not None:
                txt = describe(e, lang)
                if txt:
                    self.shows.append(Show("banner", [word(lang, "winter"), txt], 1.8))
            elif e.kind == "scoring":
                if speed > 0:
                    self.shows.append(Show("scoring", dur=3.2, data=dict(d)))
                sounds.append("fanfare")
            elif e.kind == "season_event" and speed > 0 and d.get("card", -1) >= 0:
                card = D.EVENT_DECKS[d["deck"]][d["card"]]
                self.shows.append(Show("banner", [event_name(card, lang),
                                                  describe(e, lang) or ""], 1.6))
        for snd in ("cubes", "fanfare", "card", "tile", "piece"):
            if snd in sounds and not (snd == "cubes" and speed > 0):
                self.ctx.play_sound(snd)
                break
        if not self.shows and old is not None:
            self.shown = self.state

    # ================================================================== animation
    def update(self, dt: float) -> None:
        self.t += dt
        if self.flights:
            step = dt * max(0.0, self.ctx.anim_speed)
            for f in self.flights:
                f[4] += step if step > 0 else f[5]
            self.flights = [f for f in self.flights if f[4] < f[5]]
            if self.flights:
                return  # the armies arrive before the tower is thrown
        if not self.shows:
            if self.shown is not self.state:
                self.shown = self.state
            return
        speed = self.ctx.anim_speed
        if speed <= 0:
            self._finish_shows()
            return
        sh = self.shows[0]
        if sh.kind == "tower":
            if sh.sim is None:
                self.start_tower(sh)
            if not sh.sounded:
                sh.sounded = True
                self.ctx.play_sound("cubes")
            sim = sh.sim
            if not sim.done:
                sim.step(min(0.1, dt) * speed)
            else:
                sh.hold += dt * speed
                if sh.hold > 1.6:
                    self._next_show()
        else:
            sh.t += dt * speed
            if sh.t >= sh.dur:
                self._next_show()

    def start_tower(self, sh: Show) -> None:
        """The throw starts from the cubes the window showed before it."""
        paths = sh.throw.get("cubes", [])
        before = self._before_throw(sh)
        sh.sim = tower.TowerSim(sh.throw, before, seed=len(paths) * 7919 + int(self.t * 10))

    def _before_throw(self, sh: Show) -> list[list[int]]:
        """Undo this and the later throws on ``resting`` to get the ledges before ``sh``."""
        after = [list(self.resting[0]), list(self.resting[1])]
        idx = self.shows.index(sh)
        for later in reversed(self.shows[idx:]):
            if later.kind != "tower":
                continue
            paths = later.throw.get("cubes", [])
            for p in paths:
                if p["stop"] in (0, 1) and p["colour"] in after[p["stop"]]:
                    after[p["stop"]].remove(p["colour"])
            for p in paths:
                if p["start"] in (0, 1):
                    after[p["start"]].append(p["colour"])
        return after

    def _next_show(self) -> None:
        if self.shows:
            self.shows.pop(0)
        if not self.shows:
            self.shown = self.state

    def _finish_shows(self) -> None:
        self.shows = []
        self.shown = self.state

    def skip(self) -> None:
        """A click or a key during a show: jump to its end (the next show starts)."""
        self.flights = []
        if self.shows:
            self._next_show()

    def busy(self) -> bool:
        return bool(self.shows or self.flights)
