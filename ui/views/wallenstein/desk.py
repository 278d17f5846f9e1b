"""The Wallenstein decision in the making, before anything is sent: the plan laid out on
the desk, the counter and the recruit toggle, and the provinces the acting armies may go
to (the gestures in gestures.py move them; panels.py and board.py draw them)."""

from __future__ import annotations

from typing import Any

from game.wallenstein import data as D
from game.wallenstein.actions import Campaign, Count, Plan, RecruitMove
from game.wallenstein.state import BLANK, EXECUTE, PLACE, PLAN, UNSET
from ui.views.common.legal import same_action
from ui.views.wallenstein.words import word


class WallensteinDesk:
    """The plan on the desk, the counter, the targets of the acting armies (see the module
    docstring)."""

    local_plan: dict[int, int]
    legal: list

    def _clean_plan(self) -> None:
        s, seat = self.state, self.viewer
        if s is None or seat is None or seat < 0 or s.phase != PLAN:
            return
        committed = s.plans[seat]
        pool = set(s.plan_pool[seat])
        blanks = D.BLANKS - committed.count(BLANK)
        keep: dict[int, int] = {}
        for sp, card in sorted(self.local_plan.items()):
            if committed[sp] != UNSET:
                continue
            if card == BLANK:
                if blanks <= 0:
                    continue
                blanks -= 1
            elif card not in pool or card in committed or card in keep.values():
                continue
            keep[sp] = card
        self.local_plan = keep

    def _pending_defaults(self) -> None:
        s = self.state
        if s is None or s.phase != EXECUTE or not s.pending:
            return
        kind = s.pending[0]
        prov = s.pending[2]
        if kind in ("defend", "revolt"):
            self.count = s.armies[prov]
        elif kind == "act":
            self.count = max(1, s.armies[prov] - 1)
            self.recruit = any(type(a) is RecruitMove and a.recruit for a in self.legal)
        elif kind == "count":
            self.count = max(1, s.armies[prov] - 1)
        if prov != self.last_province:
            self.last_province = prov
            self.page = 0
            self.opt_sel = -1

    def targets(self) -> dict[int, Any]:
        """Provinces that are legal targets of the current decision -> action."""
        out: dict[int, Any] = {}
        s = self.state
        if s is None or not self.legal or self.shows:
            return out
        for a in self.legal:
            t = type(a)
            if t is Campaign:
                out[a.target] = a
            elif t is RecruitMove and a.target >= 0:
                if a.recruit == self.recruit or a.target not in out:
                    out[a.target] = a
        if s.phase == PLACE and s.last_taken >= 0:
            out[s.last_taken] = None
        return out

    def source(self) -> int:
        s = self.state
        if s is None or s.phase != EXECUTE or not s.pending or not self.interactive:
            return -1
        return s.pending[2]

    def hand(self) -> list[int]:
        """The viewer's planning cards not yet on the board (provinces, then blanks)."""
        s, seat = self.state, self.viewer
        if s is None or seat is None or seat < 0 or s.phase != PLAN:
            return []
        plan = s.plans[seat]
        used = set(plan) | set(self.local_plan.values())
        cards = [p for p in s.plan_pool[seat] if p not in used]
        blanks = D.BLANKS - plan.count(BLANK) - list(self.local_plan.values()).count(BLANK)
        return cards + [BLANK] * max(0, blanks)

    def _count_range(self) -> tuple[int, int]:
        s = self.state
        if s is None or not s.pending:
            return 1, 0
        kind = s.pending[0]
        a = s.armies[s.pending[2]]
        if kind in ("defend", "revolt"):
            return 0, a
        if kind == "act":
            if s.pending[3] == 7:
                a += 1 if self.recruit else 0
            return 1, a - 1
        return 1, a - 1

    def _march(self, p: int, a: Any) -> list:
        """The actions of armies sent to ``p``: the move or campaign, then the count."""
        s = self.state
        n = s.armies[s.pending[2]] - 1
        if type(a) is RecruitMove:
            want = RecruitMove(self.recruit, p)
            if same_action(want, self.legal):
                a = want
            n += 1 if a.recruit else 0
        return [a, Count(max(1, min(self.count, n)))]

    def _put(self, sp: int, card: int, swap_from: int = -1) -> None:
        s, seat = self.state, self.viewer
        if s is None or seat is None or s.plans[seat][sp] != UNSET:
            self.status = word(self.lang, "illegal_space")
            return
        old = self.local_plan.get(sp)
        for k, v in list(self.local_plan.items()):
            if v == card and card != BLANK:
                del self.local_plan[k]
        self.local_plan[sp] = card
        if old is not None and swap_from >= 0 and swap_from != sp:
            self.local_plan[swap_from] = old
        self.status = ""
        self._clean_plan()
        self.ctx.play_sound("card")

    def command(self, key: str) -> Any | None:
        if key == "confirm":
            return self._confirm()
        if key == "clear":
            self.local_plan = {}
            if self.held is not None and self.held.kind == "card":
                self.held = None
        elif key == "plus":
            self._bump(1)
        elif key == "minus":
            self._bump(-1)
        elif key == "recruit":
            self.recruit = not self.recruit
            lo, hi = self._count_range()
            self.count = max(lo, min(hi, self.count))
        elif key == "page":
            self.page += 1
            self.opt_sel = -1
        return None

    def _bump(self, d: int) -> None:
        lo, hi = self._count_range()
        self.count = max(lo, min(hi, self.count + d))

    def _confirm(self) -> Any | None:
        s, seat = self.state, self.viewer
        if s is None or seat is None or s.phase != PLAN:
            return None
        plan = s.plans[seat]
        todo = [i for i in range(10) if plan[i] == UNSET]
        acts = [Plan(i, self.local_plan[i]) for i in todo if i in self.local_plan]
        if len(acts) < len(todo) or not acts or not same_action(acts[0], self.legal):
            self.status = word(self.lang, "plan")
            return None
        return self.play(acts)
