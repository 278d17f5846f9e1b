"""Which target means which action in Hansa Teutonica: the legal actions of the observation filed by
post, route, city, ability and Coellen space, the look-ahead through the engine's Start(kind)
steps, and the choice among several options."""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any

from game.hansa import state as hstate
from game.hansa.actions import (
    Claim,
    Coellen,
    Displace,
    ExtraOffice,
    Move,
    NeutralOffice,
    Office,
    PlaceMarker,
    Relocate,
    Remove,
    Upgrade,
    UseSwap,
    UseUpgrade,
)
from game.hansa.actions import Place as PlaceAct
from game.hansa.state import (
    CLAIM_CHOICE,
    DISPLACED,
    MAIN,
    MOVE,
    NEUTRAL_CLAIM,
    PLACE_MARKERS,
    REMOVE,
    REMOVE3,
    SWAP,
    UPGRADE,
)
from ui.views.common.legal import after
from ui.views.common.legal import same_action as is_legal

if TYPE_CHECKING:
    from ui.views.hansa.pieces import Held

PLACE_PHASE = getattr(hstate, "PLACE", -100)  # picking the post of a started Place


DISPLACE_PHASE = getattr(hstate, "DISPLACE", -101)  # picking the target of a started Displace


SPATIAL = (PlaceAct, Displace, Move, Claim, Office, ExtraOffice, Upgrade, Coellen,
           Relocate, NeutralOffice, UseUpgrade, UseSwap, Remove, PlaceMarker)


class HansaTargets:
    """Which target means which action in Hansa Teutonica: the legal actions of the observation
    filed by post, route, city, ability and Coellen space, the look-ahead through the engine's
    Start(kind) steps, and the choice among several options."""

    def _after(self, action: Any) -> list:
        """The legal actions once ``action`` is played (a look-ahead on a copy)."""
        return after(self.ctx.rules, self.s, action)

    def _canonical(self, action: Any) -> Any:
        """``action`` as the engine offers it now (its post replaced by the route's first
        empty one: the engine plays it on the post the player chose)."""
        if is_legal(action, self.legal):
            return action
        if type(action) is PlaceAct and not self.s.post[action.post]:
            return action._replace(post=self._first_free(action.post))
        if type(action) is Move and not self.s.post[action.to]:
            return action._replace(to=self._first_free(action.to))
        p = getattr(action, "post", None)
        if p is not None and p in self.alias and hasattr(action, "_replace"):
            return action._replace(post=self.alias[p])
        return action

    def _lands_where_dropped(self, action: Any) -> bool:
        """``action`` puts a piece on an empty post the engine takes as it is."""
        t = type(action)
        return (t is PlaceAct and not self.s.post[action.post]) or \
            (t is Move and not self.s.post[action.to])

    def _first_free(self, p: int) -> int:
        """The first empty post of ``p``'s route (the one the legal actions name)."""
        b, post = self.s.board, self.s.post
        return next((q for q in b.route_posts[b.post_route[p]] if not post[q]), p)

    def _dropped_at(self, acts: list, p: int) -> list:
        """``acts`` with a Place (or plain Move) onto ``p``'s route put on the empty post
        ``p`` itself: a piece lands where it is dropped."""
        post = self.s.post
        if post[p]:
            return acts
        out = []
        for a in acts:
            if type(a) is PlaceAct and a.post != p:
                a = a._replace(post=p)
            elif type(a) is Move and not post[a.to] and a.to != p \
                    and self.s.board.post_route[a.to] == self.s.board.post_route[p]:
                a = a._replace(to=p)
            out.append(a)
        return out

    def _index(self) -> None:
        for d in (self.by_post, self.by_route, self.by_city, self.by_extra, self.by_ability,
                  self.by_coellen, self.by_swap, self.moves, self.swaps):
            d.clear()
        self.start_of = {}
        b = self.s.board
        details: list = []
        for a in self.legal:
            if type(a).__name__ == "Start":
                for d in self._after(a):
                    if type(d) in (PlaceAct, Displace, Move):
                        self.start_of.setdefault(type(d), a)
                        details.append(d)
        for a in [*self.legal, *details]:
            t = type(a)
            if t in (PlaceAct, Displace, Move, Relocate, Remove):
                self.by_post[a.post].append(a)
                if t is Move and self.s.post[a.to]:
                    self._index_swap(a)
                elif t is Move:
                    self.moves.setdefault(a.post, {})[b.post_route[a.to]] = a
            elif t in (Claim, PlaceMarker):
                self.by_route[a.route].append(a)
            elif t in (Office, NeutralOffice):
                self.by_city[a.city].append(a)
            elif t is ExtraOffice:
                self.by_extra[a.city].append(a)
            elif t in (Upgrade, UseUpgrade):
                self.by_ability[a.ability].append(a)
            elif t is Coellen:
                self.by_coellen[a.space].append(a)
            elif t is UseSwap:
                offs = b.city_offices[a.city]
                self.by_swap[offs[a.index]].append(a)
                self.by_swap[offs[a.index + 1]].append(a)
        # The engine may offer only one empty post per route (where a piece stands on its
        # route never matters): every other empty post of that route stands for it.
        self.alias = {}
        post = self.s.post
        for r in b.live_routes:
            rp = b.route_posts[r]
            canon = [q for q in rp if not post[q] and q in self.by_post]
            if len(canon) == 1:
                for p in rp:
                    if not post[p] and p != canon[0] and p not in self.by_post:
                        self.alias[p] = canon[0]

    def _index_swap(self, a: Move) -> None:
        """File the swap ``a`` under every like piece of both routes, both ways."""
        s, b = self.s, self.s.board
        cubes = [p for p in b.route_posts[b.post_route[a.post]] if s.post[p] == s.post[a.post]]
        discs = [p for p in b.route_posts[b.post_route[a.to]] if s.post[p] == s.post[a.to]]
        for c in cubes:
            for d in discs:
                self.swaps.setdefault(c, {}).setdefault(d, a)
                self.swaps.setdefault(d, {}).setdefault(c, a)

    def is_swap(self, action: Any) -> bool:
        """``action`` is a Move that swaps two own pieces."""
        return type(action) is Move and bool(self.s.post[action.to])

    # ------------------------------------------------------------------ what a gesture means
    def targets(self) -> dict[str, set]:
        """Everything to light up now: posts, routes, cities, extras, abilities, coellen,
        offices (swap), anchors (marker routes)."""
        t: dict[str, set] = defaultdict(set)
        if not self.legal:
            return t
        h = self.held
        ph = self.s.phase
        if h is not None:
            if h.kind == "post":
                t["posts"] = self._move_targets(h.key)
                t["swaps"] = set(self.swaps.get(h.key, ()))
                posts = [p for p, acts in self.by_post.items()
                         if any(type(a) is Relocate and a.source == h.key for a in acts)]
            else:
                posts = list(self.by_post)
            for p in posts:
                if self._post_options(p, h):
                    t["posts"].add(p)
            self._add_aliases(t)
            if h.kind == "marker" and h.key == UPGRADE:
                t["abilities"] = {a for a, acts in self.by_ability.items()
                                  if any(type(x) is UseUpgrade for x in acts)}
            if h.kind == "marker" and h.key == SWAP:
                t["offices"] = set(self.by_swap)
            return t
        if ph == MAIN:
            t["routes"] = {r for r, acts in self.by_route.items()
                           if any(type(a) is Claim for a in acts)}
        elif ph in (DISPLACED, REMOVE, PLACE_PHASE, DISPLACE_PHASE):
            t["posts"] = set(self.by_post)
        elif ph == MOVE:
            t["posts"] = set(self.moves) | set(self.swaps)  # own pieces that may still move
        elif ph in (CLAIM_CHOICE, NEUTRAL_CLAIM):
            t["cities"] = set(self.by_city)
            t["extras"] = set(self.by_extra)
            t["abilities"] = set(self.by_ability)
            t["coellen"] = set(self.by_coellen)
        elif ph == PLACE_MARKERS:
            t["anchors"] = set(self.by_route)
            t["routes"] = set(self.by_route)
        self._add_aliases(t)
        return t

    def _add_aliases(self, t: dict[str, set]) -> None:
        lit = t.get("posts")
        if lit:
            lit.update(p for p, q in self.alias.items() if q in lit)

    def _move_targets(self, src: int) -> set[int]:
        """Every empty post of the routes the own piece on ``src`` may move to (the
        engine uses each route's first empty post; a drop anywhere on the route means it)."""
        s = self.s
        b = s.board
        return {p for r in self.moves.get(src, {}) for p in b.route_posts[r] if not s.post[p]}

    def _move_to(self, src: int, route: int | None) -> list:
        """The Move of the own piece on ``src`` onto ``route`` (a list of 0 or 1)."""
        m = self.moves.get(src, {}).get(route) if route is not None else None
        return [m] if m is not None else []

    def _post_options(self, p: int, h: Held | None) -> list:
        """Actions a click (or drop) on post ``p`` may mean while ``h`` is held."""
        s = self.s
        if h is not None and h.kind == "post":  # a piece from the map: move or re-place it
            q = h.key
            if p == q:
                return []
            canon = self.alias.get(p, p) if p not in self.by_post else p
            relocate = [a for a in self.by_post.get(canon, [])
                        if type(a) is Relocate and a.source == q]
            swap = self.swaps.get(q, {}).get(p)
            moved = self._dropped_at(self._move_to(q, s.board.post_route[p]), p)
            return relocate + moved + ([swap] if swap else [])
        dropped = p
        if p not in self.by_post and p in self.alias:
            p = self.alias[p]
        acts = self._dropped_at(self.by_post.get(p, []), dropped)
        if h is None:
            if s.phase in (MAIN, PLACE_PHASE, DISPLACE_PHASE):
                return [a for a in acts if type(a) in (PlaceAct, Displace)]
            if s.phase == MOVE:
                return []  # pick the piece first, then its new route
            return list(acts)
        if h.kind == "supply":
            return [a for a in acts if type(a) in (PlaceAct, Displace) and a.shape == h.shape]
        if h.kind == "marker":
            return [a for a in acts if type(a) is Remove] if h.key == REMOVE3 else []
        if h.kind == "relocate":
            return [a for a in acts if type(a) is Relocate and a.shape == h.shape]
        return []

    def _commit(self, option: Any) -> Any:
        """Play ``option``: the first action now, the rest queued (see ``start_of``)."""
        self.held = None
        self.choices = []
        if not is_legal(self._canonical(option), self.legal) and type(option) in self.start_of:
            self.queue.plan([option])
            self.ctx.play_sound("piece")
            return self.start_of[type(option)]
        if type(option) in (PlaceAct, Displace, Move, Relocate, Office, ExtraOffice, Coellen,
                            NeutralOffice):
            self.ctx.play_sound("piece")
        else:
            self.ctx.play_sound("click")
        return option
