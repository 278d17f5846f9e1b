"""Drawing the Kingmaker table each frame: the printed map (cached per layout), the noble
stacks, ships and royal pieces (placed once per position), the glow of the held piece's
targets, the side column (turn, succession, Parliament, Chancery and discards), the hover
card and the event and combat sheets."""

from __future__ import annotations

import pygame

from game.kingmaker import data as D
from game.kingmaker.board import (
    BEAUFORT_SLOT,
    area_of,
    ctl,
    garrison,
    place_ctrl,
    royal_ctrl,
    royal_pos,
    strength,
)
from game.kingmaker.text import heir_name, pos_name, zone_name
from ui import paper, theme
from ui.views.common.hover import place_card
from ui.views.kingmaker import art
from ui.views.kingmaker.side import wrap
from ui.views.kingmaker.votes import VoteTable, table_surface

LOC0, SEA0, SHIP0 = D.LOC0, D.SEA0, D.SHIP0


class KingmakerBoard:
    """The drawing mixin of the Kingmaker view."""

    # ------------------------------------------------------------------ placement
    def place_pieces(self) -> None:
        """Screen points of every stack and ship for the current position."""
        s, g = self.state, self.geo
        self.stacks: dict[tuple[int, int], tuple[tuple[int, int], list[int]]] = {}
        self.stack_size: dict[tuple[int, int], int] = {}  # a crowded place's smaller tokens
        self.seat_stats = {}
        self.ctrl = [place_ctrl(self.state, loc) for loc in range(D.N_LOCS)] \
            if self.state is not None else []
        self.ship_pts: dict[int, tuple[int, int]] = {}
        if s is None or g is None:
            return
        u = g.unit
        by_pos: dict[int, dict[int, list[int]]] = {}
        for n in D.NOBLES:
            p = s.npos[n]
            if s.faction[n] < 0 or p < 0 or p >= SHIP0:
                continue
            by_pos.setdefault(p, {}).setdefault(ctl(s, n), []).append(n)
        step = int(u * 0.42)
        inside = g.map.inflate(-int(u * 0.6), -int(u * 0.6))
        half = int(u * 0.24) + 1  # half a stack token
        for p, seats in by_pos.items():
            x, y = g.pos_pt(p)
            area = p if p < LOC0 else D.LOC_AREA[p - LOC0] if p < SEA0 else -1
            box = g.cells[area] if 0 <= area < len(g.cells) else inside
            box = box.inflate(-2 * half, -2 * half)  # the points that keep a token inside
            order = sorted(seats)
            if len(order) > 2:  # a crowd (a Parliament's venue): a grid of smaller tokens
                self.crowd(p, (x, y), order, seats, g.cells[area] if area >= 0 else inside)
                continue
            # a row of stacks, side by side; five factions or more in two rows
            per_row = len(order) if len(order) <= 4 else (len(order) + 1) // 2
            for i, seat in enumerate(order):
                row, k = divmod(i, per_row)
                n_row = min(per_row, len(order) - row * per_row)
                gap = step if n_row < 2 else max(int(u * 0.22),
                                                 min(step, box.w // (n_row - 1)))
                x0 = x - gap * (n_row - 1) // 2
                x0 = max(box.left, min(x0, box.right - gap * (n_row - 1)))
                y0 = max(box.top, min(y + row * step, box.bottom))
                self.stacks[(p, seat)] = ((x0 + k * gap, y0), seats[seat])
        at_port: dict[int, int] = {}
        afloat: dict[int, int] = {}
        for sh in D.SHIPS:
            if SEA0 <= s.ship_pos[sh] < SHIP0:
                afloat[s.ship_pos[sh]] = afloat.get(s.ship_pos[sh], 0) + 1
        for sh in D.SHIPS:
            p = s.ship_pos[sh]
            if p < 0:
                continue
            if LOC0 <= p < SEA0:
                k = at_port.get(p, 0)
                at_port[p] = k + 1
                lx, ly = g.pos_pt(p)
                self.ship_pts[sh] = (lx - int(u * 0.32) - k * int(u * 0.2), ly + int(u * 0.3))
            elif SEA0 <= p < SHIP0:
                k = at_port.get(p, 0)
                at_port[p] = k + 1
                self.ship_pts[sh] = g.ship_slot(p - SEA0, k, afloat[p])

    def crowd(self, p: int, pt: tuple[int, int], order: list[int], seats: dict,
              cell: pygame.Rect) -> None:
        """Three factions' stacks or more at one place: a grid of tokens small enough
        (never under 12 px) that the grid stays inside the place's square."""
        n = len(order)
        cols = 2 if n <= 4 else 3
        rows = -(-n // cols)
        size = max(12, min(int(self.geo.unit * 0.52), (cell.w - 2) // cols,
                           (cell.h - 2) // rows))
        gx, gy = min(size, (cell.w - size) // max(1, cols - 1)), size
        w, h = gx * (cols - 1), gy * (rows - 1)
        lo, hi = size // 2, size - size // 2  # a disc's reach either side of its point
        x0 = max(cell.left + lo, min(pt[0] - w // 2, cell.right - hi - w))
        y0 = max(cell.top + lo, min(pt[1] - h // 2, cell.bottom - hi - h))
        for i, seat in enumerate(order):
            r, k = divmod(i, cols)
            self.stacks[(p, seat)] = ((x0 + k * gx, y0 + r * gy), seats[seat])
            self.stack_size[(p, seat)] = size

    def ship_owner(self, sh: int) -> int:
        h = self.state.holder[sh]
        return self.state.faction[h] if h >= 0 else -1

    # ------------------------------------------------------------------ the frame
    def draw_board(self, surf: pygame.Surface) -> None:
        self.seen = True
        if self.state is None or self.geo is None:
            return
        g = self.geo
        surf.blit(art.map_surface(g, self.ctx.lang), g.map.topleft)
        self.draw_control(surf)
        lit = self.lit()
        hover_b = self.hover_button()
        if hover_b is not None and hover_b.squares:
            lit = lit | set(hover_b.squares)
        lit = lit | self.log_lit
        if self.sheets and self.sheet_rect is not None \
                and self.sheet_rect.collidepoint(self.mouse):  # the places a sheet names
            from ui.views.kingmaker.legend import places_named

            title, lines = self.sheets[0]
            lit = lit | places_named(" \n ".join([title] + [t for t, _s in lines
                                                           if isinstance(t, str)]))
        for p in lit:
            pt = self.target_pt(p)
            if pt is not None:
                art.draw_glow(surf, pt, int(g.unit * 0.34), self.clock * 5)
        self.draw_pieces(surf)
        self.draw_glides(surf)
        self.draw_side(surf)
        h = self.held
        if h is not None and h.dragging and h.key[0] != "card":
            self.blit_piece(surf, h.key, h.pos, lifted=True)
        self.draw_legend(surf)
        self.draw_offer(surf)
        self.draw_compose(surf)
        self.draw_sheet(surf)

    def draw_overlay(self, surf: pygame.Surface) -> None:
        """The hover card, over the panels (a card of the hand lies under the map's)."""
        if not self.sheets:
            self.draw_hover(surf)

    def target_pt(self, p: int) -> tuple[int, int] | None:
        if p >= SHIP0:
            return self.ship_pts.get(p - SHIP0)
        return self.geo.pos_pt(p) if p >= 0 else None

    def draw_control(self, surf: pygame.Surface) -> None:
        """A ring in the controller's colour round each held place; sieges hatched."""
        s, g = self.state, self.geo
        r = max(5, g.unit // 5)
        for loc in range(D.N_LOCS):
            c = self.ctrl[loc]
            x, y = g.loc_pt[loc]
            if c >= 0:
                pygame.draw.circle(surf, self.color_of(c), (x, y), r + 3, 2)
            b = s.besieged[loc]
            if b >= 0:
                pygame.draw.line(surf, self.color_of(b), (x - r - 2, y - r - 2),
                                 (x + r + 2, y + r + 2), 3)
                pygame.draw.line(surf, self.color_of(b), (x + r + 2, y - r - 2),
                                 (x - r - 2, y + r + 2), 3)

    def blit_piece(self, surf: pygame.Surface, key: tuple, pt: tuple[int, int],
                   lifted: bool = False) -> None:
        u = self.geo.unit
        kind, x = key
        if kind == "noble":
            t = art.stack_token(self.color_of(self.state.faction[x]), 1, int(u * 0.48),
                                self.mark_of(self.state.faction[x]), lifted)
        else:
            t = art.ship_token(self.color_of(self.ship_owner(x)), int(u * 0.42), 0)
        surf.blit(t, (pt[0] - t.get_width() // 2, pt[1] - t.get_height() // 2))

    def draw_pieces(self, surf: pygame.Surface) -> None:
        s, g = self.state, self.geo
        u = g.unit
        h = self.held
        held_noble = h.key[1] if h is not None and h.key[0] == "noble" else -1
        away = self.gliding() if self.glides else set()
        for sh, pt in self.ship_pts.items():
            if h is not None and h.dragging and h.key == ("ship", sh) or ("ship", sh) in away:
                continue
            aboard = sum(1 for n in D.NOBLES if s.npos[n] == SHIP0 + sh and s.faction[n] >= 0)
            t = art.ship_token(self.color_of(self.ship_owner(sh)), int(u * 0.42), aboard)
            surf.blit(t, (pt[0] - t.get_width() // 2, pt[1] - t.get_height() // 2))
        size = int(u * 0.52)
        for (_p, seat), (pt, nobles) in self.stacks.items():
            size = self.stack_size.get((_p, seat), int(u * 0.52))
            count = len(nobles) - (1 if held_noble in nobles and h.dragging else 0)
            if away:
                count -= sum(1 for n in nobles if ("noble", n) in away)
            if count <= 0:
                continue
            lifted = held_noble in nobles and not h.dragging
            t = art.stack_token(self.color_of(seat), count, size, self.mark_of(seat), lifted)
            surf.blit(t, (pt[0] - t.get_width() // 2, pt[1] - t.get_height() // 2))
            if lifted:
                pygame.draw.circle(surf, theme.ACCENT, pt, size // 2 + 3, 2)
        # royal pieces beside their place
        cs = max(8, int(u * 0.3))
        seen: dict[int, int] = {}
        for h_ in list(range(D.N_HEIRS)) + [BEAUFORT_SLOT]:
            if h_ == BEAUFORT_SLOT:
                continue
            if not s.heir_alive[h_] or ("heir", h_) in away:
                continue
            p = royal_pos(s, h_)
            if p >= SHIP0:
                pt = self.ship_pts.get(p - SHIP0)
            elif p >= 0:
                pt = g.pos_pt(p)
            else:
                pt = None
            if pt is None:
                continue
            k = seen.get(p, 0)
            seen[p] = k + 1
            t = art.crown_token(D.HEIR_HOUSE[h_], cs, bool(s.heir_crowned[h_]), True)
            if p >= SHIP0:  # on board: over the ship's sail, inside its slot at sea
                x, y = pt[0] - cs // 2 + k * (cs // 2), pt[1] - int(u * 0.18) - cs
            else:
                x, y = pt[0] + int(u * 0.22) + k * (cs // 2), pt[1] - int(u * 0.42)
            surf.blit(t, (x, y))
            c = royal_ctrl(s, h_)
            if c >= 0:
                pygame.draw.rect(surf, self.color_of(c), (x, y + cs + 1, cs, 3))

    # ------------------------------------------------------------------ hover
    def hover_lines(self) -> list[tuple[str, tuple]]:
        """What the hover card says about the thing under the pointer."""
        s, g = self.state, self.geo
        pos = self.mouse
        for rects in (getattr(self, "card_rects", {}), getattr(self, "discard_rects", {})):
            card = next((c for c, r in rects.items() if r.collidepoint(pos)), None)
            if card is not None:
                return self.card_lines(card)
        if not g.map.collidepoint(pos):
            return []
        h = self.held
        if h is not None and h.dragging and h.key[0] in ("noble", "ship"):
            place = self.place_at(pos)  # where the drop lands, exactly: named
            if place is None:
                return []
            if place in h.targets:
                a = h.targets[place]
                text = self.describe(a[0] if isinstance(a, list) else a)
                return [(text[:1].upper() + text[1:], theme.ACCENT)]
            return [(pos_name(place, self.ctx.lang), theme.INK_SOFT)]
        for sh, pt in self.ship_pts.items():
            if abs(pt[0] - pos[0]) <= g.unit * 0.3 and abs(pt[1] - pos[1]) <= g.unit * 0.3:
                own = self.ship_owner(sh)
                out = [(self.cardn[sh], theme.INK),
                       (self.w("held_by", name=self.name_of(own)) if own >= 0 else "",
                        theme.INK_SOFT),
                       (self.w("capacity", n=D.CAPACITY[sh]), theme.INK_SOFT)]
                for n in D.NOBLES:
                    if s.npos[n] == SHIP0 + sh and s.faction[n] >= 0:
                        out.append((f"{self.cardn[n]} ({strength(s, n)})",
                                    self.color_of(s.faction[n])))
                return out
        for (_p, seat), (pt, nobles) in self.stacks.items():
            if abs(pt[0] - pos[0]) <= g.unit * 0.25 and abs(pt[1] - pos[1]) <= g.unit * 0.25:
                out = [(f"{self.name_of(seat)} \u2014 {pos_name(_p, self.ctx.lang)}",
                        self.color_of(seat))]
                total = 0
                for n in nobles:
                    st = strength(s, n)
                    total += st
                    moved = f" \u2013 {self.w('moved')}" if s.moved[n] else ""
                    out.append((f"{self.cardn[n]}  {st}{moved}", theme.INK))
                    cards = [f"{self.cardn[c]} +{D.TROOPS[c]}" if D.TROOPS[c] else self.cardn[c]
                             for c in range(D.N_CARDS) if s.holder[c] == n]
                    for k in range(0, len(cards), 3):
                        out.append(("   " + ", ".join(cards[k:k + 3]), theme.INK_SOFT))
                out.append((self.w("total", n=total), theme.ACCENT))
                return out
        place = g.place_at(pos)
        if place is None:
            return []
        if LOC0 <= place < SEA0:
            loc = place - LOC0
            bits = [self.w("ct_" + D.LOC_TYPE[loc])]
            if D.LOC_GARRISON[loc]:
                bits.append(self.w("garrison", n=garrison(s, loc)))
            if D.LOC_CATHEDRAL[loc]:
                bits.append(self.w("cathedral"))
            if D.LOC_PORT[loc]:
                bits.append(self.w("port"))
            if D.LOC_ONROAD[loc]:
                bits.append(self.w("on_road"))
            out = [(D.LOC_NAME[loc], theme.INK), (", ".join(bits), theme.INK_SOFT)]
            if D.LOC_VOTES[loc]:
                out.append((self.w("commons", n=D.LOC_VOTES[loc]), theme.INK_SOFT))
            royals = [heir_name(h, self.ctx.lang) for h in range(D.N_HEIRS)
                      if s.heir_alive[h] and s.heir_pos[h] == place]
            if royals:
                out.append((self.w("heirs_here", names=", ".join(royals)), theme.ACCENT))
            c = place_ctrl(s, loc)
            out.append((self.w("held_by", name=self.name_of(c)), self.color_of(c)) if c >= 0
                       else (self.w("held_by_none"), theme.INK))
            if s.besieged[loc] >= 0:
                by = self.name_of(s.besieged[loc])
                out.append((self.w("besieged_by", name=by), theme.ACCENT))
            return out
        if 0 <= place < LOC0:
            extra = [self.w("on_road")] if D.ON_ROAD[place] else []
            return [(self.arean[place], theme.INK)] + [(e, theme.INK_SOFT) for e in extra]
        if SEA0 <= place < SHIP0:
            return [(zone_name(place - SEA0, self.ctx.lang), theme.INK)]
        return []

    def card_lines(self, card: int) -> list[tuple[str, tuple]]:
        """The hover card of a Crown card: its whole name (a narrow card cuts it), kind,
        troops, votes, the places it controls, a bonus and a ship's capacity."""
        bits = [self.w("k_" + D.CARD_TYPE[card])]
        if D.TROOPS[card]:
            bits.append(self.w("troops_n", n=D.TROOPS[card]))
        out = [(self.cardn[card], theme.INK), (", ".join(bits), theme.INK_SOFT)]
        if D.LORDS[card] or D.COMMONS[card]:
            out.append((self.w("votes_lc", lords=D.LORDS[card], commons=D.COMMONS[card]),
                        theme.INK_SOFT))
        if D.CONTROLS[card]:
            out.append((self.w("controls_places",
                               places=", ".join(D.LOC_NAME[x] for x in D.CONTROLS[card])),
                        theme.INK_SOFT))
        if D.BONUS[card] is not None:
            n, region = D.BONUS[card]
            out.append((self.w("bonus_in", n=n, region=self.w("r_" + region)), theme.INK_SOFT))
        if D.CAPACITY[card]:
            out.append((self.w("capacity", n=D.CAPACITY[card]), theme.INK_SOFT))
        return out

    def draw_hover(self, surf: pygame.Surface) -> None:
        dragging = self.held is not None and self.held.dragging
        if dragging and self.held.key[0] == "card":
            return
        for r in (self.offer_rect, self.compose_rect, self.legend_rect):
            if r is not None and r.collidepoint(self.mouse):
                return
        lines = [(t, c) for t, c in self.hover_lines() if t]
        if not lines:
            return
        fs = max(12, min(16, self.geo.unit // 3))
        rows = [theme.render(t, fs, c if sum(c) < 600 else theme.INK,
                             "bold" if i == 0 else "regular")
                for i, (t, c) in enumerate(lines)]
        w = max(r.get_width() for r in rows) + 20
        h = sum(r.get_height() for r in rows) + 14
        grow = int(self.geo.unit * 0.4) if dragging else 6  # beside the carried piece
        anchor = pygame.Rect(self.mouse[0] - grow, self.mouse[1] - grow, 2 * grow, 2 * grow)
        rect = place_card((w, h), anchor, surf.get_rect())
        paper.panel(surf, rect, border=False)
        pygame.draw.rect(surf, theme.INK, rect, 1)
        y = rect.y + 7
        for r in rows:
            surf.blit(r, (rect.x + 10, y))
            y += r.get_height()

    # ------------------------------------------------------------------ sheets
    def vote_table(self, table: VoteTable, fs: int) -> pygame.Surface:
        """The per-faction votes of a Parliament vote, as a table."""
        n = max(len(self.ctx.seat_names), 1 + max(r[0] for r in table.rows))
        return table_surface(table.rows, fs, self.w, tuple(self.name_of(p) for p in range(n)),
                             tuple(self.color_of(p) for p in range(n)),
                             tuple(self.mark_of(p) for p in range(n)))

    def sheet_rows(self, title: str, lines: list, fs: int, width: int) -> list:
        """The rendered rows of a sheet: its title and lines wrapped to ``width`` (a long
        Italian title on two lines, never wider than the map), the click-to-go-on line."""
        rows = [theme.render(t, fs + 4, theme.ACCENT, "bold")
                for t in wrap(title, fs + 4, width, "bold")]
        for text, style in lines:
            if isinstance(text, VoteTable):
                rows.append(self.vote_table(text, fs))
                continue
            rows += [theme.render(t, fs, theme.INK, style) for t in wrap(text, fs, width, style)]
        rows.append(theme.render(self.w("click_on"), fs - 3, theme.INK_SOFT, "italic"))
        return rows

    def draw_sheet(self, surf: pygame.Surface) -> None:
        if not self.sheets:
            return
        title, lines = self.sheets[0]
        g = self.geo
        fs = max(13, min(20, g.unit // 2))
        width = int(g.map.w * 0.8)
        rows = self.sheet_rows(title, lines, fs, width)
        while sum(r.get_height() + 3 for r in rows) + 30 > g.map.h and fs > 11:
            fs -= 1  # a long sheet (the round's summary at seven seats) sets smaller
            rows = self.sheet_rows(title, lines, fs, width)
        w = max(r.get_width() for r in rows) + 40
        h = sum(r.get_height() + 3 for r in rows) + 30
        rect = pygame.Rect(0, 0, w, h)
        rect.center = g.map.center
        self.sheet_rect = rect
        paper.panel(surf, rect)
        y = rect.y + 15
        for r in rows:
            surf.blit(r, (rect.centerx - r.get_width() // 2, y))
            y += r.get_height() + 3


__all__ = ["KingmakerBoard", "area_of"]
