"""The public panel of each faction (nobles, troops, places, cards in hand, votes, offices
and titles) and the private panel of the deciding seat (its hand, held events, and a button
for each decision that has no place on the map, in three tabs)."""

from __future__ import annotations

import pygame

from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD
from game.kingmaker.board import nobles_of, strength, votes
from game.kingmaker.text import event_title, heir_name
from ui import paper, theme
from ui.views.common.buttons import Button, button_at
from ui.views.kingmaker import art
from ui.views.kingmaker.gestures import TABS, tab_of
from ui.views.kingmaker.side import MIN_PX, cut, fitting, rendered, wrap


class KingmakerPanels:
    """The panel mixin of the Kingmaker view."""

    # seven factions: the panels may take this share of the scene's side column (the log
    # the rest), so each keeps two lines of legible text at 1280x800
    panels_share = 0.72

    def public_panel_height(self, width: int) -> int:
        return self.ui(44)

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """The faction's figures on the first line, its crowns and dignities on the lines
        left; the text compresses (never under ``MIN_PX``) and then is cut with an ellipsis.
        The lines are laid out once per position and panel size."""
        s = self.state
        if s is None:
            return
        key = (seat, rect.size)
        laid = self.seat_stats.get(key)
        if laid is None:
            laid = self.seat_stats[key] = self.lay_public(rect.size, seat)
        dot, fs, lines = laid
        x, y = rect.x + 2, rect.y + 1
        pygame.draw.circle(surf, self.color_of(seat), (x + dot, y + fs // 2 + 1), dot)
        for t, dx, dy in lines:
            surf.blit(t, (x + dx, y + dy))

    def lay_public(self, size: tuple[int, int], seat: int) -> tuple:
        """(dot radius, text size, [(line, dx, dy)]) of a faction's panel of ``size``."""
        w, h = size
        fs = max(MIN_PX, min(self.ui(14), h // 2 - 1))
        stats = self.seat_stats.get(seat)
        if stats is None:
            stats = self.seat_stats[seat] = self.stats_of(seat)
        mine, troops, places, lords, commons, line = stats
        dot = max(4, fs // 2 - 1)
        tx = 2 * dot + 5
        room = w - 2 - tx - 2
        counts = ((len(mine), "nobles"), (troops, "troops"), (places, "places"),
                  (len(self.state.hands[seat]), "cards"))
        text = " \u00b7 ".join([f"{n} {self.w(key + '_1' if n == 1 else key)}"
                                 for n, key in counts] + [f"{self.w('votes')} {lords}/{commons}"])
        f = fitting(text, fs, room)
        t = rendered(cut(text, f, room), f, theme.INK, "regular")
        out = [(t, tx, 0)]
        y = t.get_height()
        if line:
            small = max(MIN_PX, fs - 1)
            rows = max(0, (h + 1 - y) // small)
            parts = wrap(line, small, room, "italic")
            for i, part in enumerate(parts[:rows]):
                if i == rows - 1 and len(parts) > rows:
                    part += " \u2026"
                t = rendered(cut(part, small, room, "italic"), small, theme.INK_SOFT, "italic")
                out.append((t, tx, y))
                y += t.get_height()
        return dot, fs, out

    def stats_of(self, seat: int) -> tuple:
        """A faction's public figures for the current position (kept until it changes)."""
        s = self.state
        dealt = any(p[0] == "setup" for p in s.pending)  # set-up: nobles face up, not placed
        mine = [n for n in nobles_of(s, seat) if s.npos[n] >= 0 or dealt]
        troops = sum(strength(s, n) for n in mine)
        places = sum(1 for loc in range(D.N_LOCS) if self.ctrl[loc] == seat)
        lords, commons = votes(s, seat)
        dignities = [self.cardn[c] for c in range(D.N_CARDS)
                     if D.CARD_TYPE[c] in ("office", "title", "bishop") and s.holder[c] >= 0
                     and s.faction[s.holder[c]] == seat]
        crowns = [heir_name(h, self.ctx.lang).split(",")[0] for h in range(D.N_HEIRS)
                  if s.heir_alive[h] and s.heir_ctrl[h] == seat]
        return mine, troops, places, lords, commons, " \u00b7 ".join(crowns + dignities)

    def private_panel_height(self, width: int) -> int:
        return self.ui(190)

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        s = self.state
        self.buttons = []
        self.card_rects = {}
        if s is None or self.viewer != seat:
            return  # a hand is drawn only for the seat that observes it
        fs = max(11, self.ui(14))
        hand_w = int(rect.w * 0.42)
        x, y = rect.x, rect.y
        surf.blit(theme.smallcaps(self.w("hand"), fs + 1), (x, y))
        y += fs + 8
        hand = s.hands[seat]
        cards = sorted(c for c in hand if c >= 0)
        if not cards:
            surf.blit(theme.render(self.w("hand_empty"), fs, theme.INK_SOFT, "italic"), (x, y))
        chh = fs * 2 + 10
        if rect.w < 2 * rect.h:  # a tall panel beside the map: the hand over the buttons
            cw, cols, hand_bottom = self.lay_tall_hand(rect, y, len(cards), fs, chh)
            hand_w = rect.w
        else:
            cw = max(70, min(self.ui(130), (hand_w - 8) // 3))
            cols = max(1, (hand_w + 6) // (cw + 6))
            rows = max(1, (rect.bottom - y - fs + 6) // (chh + 6))
            if len(cards) > rows * cols:  # a big hand (the deal at set-up): narrower cards,
                need = -(-len(cards) // rows)  # and the hand takes room from the buttons
                hand_w = max(hand_w, min(int(rect.w * 0.62), need * (70 + 6) - 6))
                cw = max(70, min(cw, (hand_w + 6) // need - 6))
                cols = max(1, (hand_w + 6) // (cw + 6))
            hand_bottom = rect.bottom
        held = self.held.key if self.held is not None else None
        for i, c in enumerate(cards):
            r = pygame.Rect(x + (i % cols) * (cw + 6), y + (i // cols) * (chh + 6), cw, chh)
            if r.bottom > hand_bottom:
                break
            self.card_rects[c] = r
            if held == ("card", c) and self.held.dragging:
                continue
            art.card_face(surf, r, c, fs - 1, self.ctx.lang,
                          lit=held == ("card", c) or c in self.by_card)
        ev = s.held_events[seat]
        ev_y = rect.bottom if hand_w < rect.w else hand_bottom + 2
        if ev:
            names = ", ".join(event_title(e, self.ctx.lang) for e in ev)
            t = theme.render(self.w("held_events", names=names),
                             max(MIN_PX, fs - 2), theme.INK_SOFT, "italic")
            ev_y = hand_bottom + 2 if hand_w == rect.w else rect.bottom - t.get_height()
            surf.blit(t, (rect.x, ev_y), area=pygame.Rect(0, 0, rect.w, t.get_height()))
            ev_y += t.get_height()
        if hand_w == rect.w:
            self.lay_buttons(surf, pygame.Rect(rect.x, ev_y + 6, rect.w, rect.bottom - ev_y - 6),
                             fs)
        else:
            self.lay_buttons(surf, pygame.Rect(rect.x + hand_w + 12, rect.y,
                                               rect.w - hand_w - 12, rect.h), fs)
        h = self.held
        if h is not None and h.dragging and h.key[0] == "card":
            r = pygame.Rect(0, 0, cw, chh)
            r.center = h.pos
            art.card_face(surf, r, h.key[1], fs - 1, self.ctx.lang, lit=True)

    def lay_tall_hand(self, rect: pygame.Rect, y: int, n: int, fs: int, chh: int
                      ) -> tuple[int, int, int]:
        """(card width, columns, bottom) of the hand over the buttons in a tall panel: the
        cards as wide as three fit, narrower when the hand needs more rows than leave
        room for the decision's line, the tabs and a row of buttons, and never over the
        tabs and a row of buttons (the line of the decision gives way)."""
        if n == 0:
            return 70, 1, y + fs + 4
        bh = fs + 14
        least = keep = 0  # the tabs and a row of buttons; and the line of a decision
        if self.interactive and self.legal:
            line = self.pending_line()
            rows = 1  # at set-up the hand is the decision: the tabs and a row
            if not any(type(a).__name__ == "Allocate" for a in self.legal):
                groups = self.choice_groups()  # else the tabs and up to three rows
                rows = sum(len(items) + (1 if h else 0) for h, items in groups)
            least = (1 + max(1, min(3, rows))) * (bh + 4) + 12
            lh = theme.font(fs, "bold").get_height()
            keep = least + (len(wrap(line, fs, rect.w, "bold")[:2]) * lh if line else 0)
        cw = max(70, min(self.ui(130), (rect.w - 12) // 3))
        cols = max(1, (rect.w + 6) // (cw + 6))
        room = max(chh, rect.bottom - y - keep)
        if -(-n // cols) * (chh + 6) - 6 > room:
            cols = max(1, (rect.w + 6) // (70 + 6))
            cw = (rect.w + 6) // cols - 6
        most = max(1, (rect.bottom - y - least + 6) // (chh + 6))
        rows = min(most, max(1, -(-n // cols)))
        return cw, cols, y + rows * (chh + 6) - 6

    def lay_buttons(self, surf: pygame.Surface, area: pygame.Rect, fs: int) -> None:
        """Tabs, the hot End button and a button per legal action of the current tab."""
        if not self.interactive or not self.legal:
            return
        bh = fs + 14
        x, y = area.x, area.y
        ctx = self.pending_line()
        lines = wrap(ctx, fs, area.w, "bold")[:2] if ctx else ()  # two lines at most, and
        lh = theme.font(fs, "bold").get_height()
        if area.h < len(lines) * lh + 4 + 2 * (bh + 4):  # none in a short panel
            lines = ()
        for part in lines:
            t = rendered(cut(part, fs, area.w, "bold"), fs, theme.ACCENT, "bold")
            surf.blit(t, (x, y))
            y += t.get_height()
        y += 4 if lines else 0
        counts = self.tab_counts()
        for t in TABS:
            if not counts[t]:
                continue
            label = f"{self.w('tab_' + t)} ({counts[t]})"
            w = theme.font(fs - 1).size(label)[0] + 18
            if x + w > area.right and x > area.x:  # a narrow panel: the tabs on two rows
                x, y = area.x, y + bh + 2
            self.buttons.append(Button(pygame.Rect(x, y, w, bh - 2), label, key="tab:" + t,
                                       toggled=self.tab == t))
            x += w + 4
        for key, shown in (("summary", self.last_summary is not None), ("legend", True)):
            if not shown:
                continue
            label = self.w("b_" + key)
            w = theme.font(fs - 1).size(label)[0] + 18
            if x + w > area.right and x > area.x:
                x, y = area.x, y + bh + 2
            self.buttons.append(Button(pygame.Rect(x, y, w, bh - 2), label, key=key,
                                       toggled=key == "legend" and self.legend))
            x += w + 4
        if any(type(a).__name__ == "Move" and a.heirs for a in self.legal):
            label = self.w("with_heirs")
            w = theme.font(fs - 1).size(label)[0] + 18
            if x + w > area.right and x > area.x:
                x, y = area.x, y + bh + 2
            self.buttons.append(Button(pygame.Rect(x, y, w, bh - 2), label, key="heirs",
                                       toggled=self.with_heirs))
        y += bh + 4
        pygame.draw.line(surf, theme.INK_SOFT, (area.x, y - 3), (area.right, y - 3), 1)
        groups = self.choice_groups()
        if not any(items for _h, items in groups):
            self.tab = next((t for t in TABS if counts[t]), "decide")
            groups = self.choice_groups()
        self.lay_choices(surf, pygame.Rect(area.x, y, area.w, area.bottom - y), fs, groups)
        hover = button_at(self.buttons, self.mouse)
        for b in self.buttons:
            state = "on" if b.toggled else "hot" if b.hot else "up"
            if b is hover:
                state = "hover"
            if b.key.startswith("tab:"):
                self.draw_tab(surf, b, fs, state)
                continue
            surf.blit(paper.button_face(b.rect.w, b.rect.h, state), b.rect)
            f = fs - 1
            t = rendered(b.label, f, theme.INK, "regular")
            while t.get_width() > b.rect.w - 10 and f > MIN_PX:
                f -= 1
                t = rendered(b.label, f, theme.INK, "regular")
            surf.blit(t, (b.rect.x + 6, b.rect.y + (b.rect.h - 3 - t.get_height()) // 2),
                      area=pygame.Rect(0, 0, b.rect.w - 10, t.get_height()))
        for t, pos, clip in self.list_heads:
            old = surf.get_clip()
            surf.set_clip(clip)
            surf.blit(t, pos)
            surf.set_clip(old)
        self.draw_scrollbar(surf)

    def tab_counts(self) -> dict[str, int]:
        """How many choices each tab lists (a sheet to compose counts once)."""
        from ui.views.kingmaker.compose import kind_of

        counts = dict.fromkeys(TABS, 0)
        kinds: set = set()
        st = self.state
        asked = st.pending[0] if st is not None and st.pending else None
        for a in self.legal:
            if type(a).__name__ in ("Move", "Embark", "Sail"):
                continue
            k = None if self.is_ally_answer(a) else kind_of(a)
            if k is not None:
                if k in kinds:
                    continue
                kinds.add(k)
            counts[tab_of(a, asked)] += 1
        return counts

    def draw_tab(self, surf: pygame.Surface, b: Button, fs: int, state: str) -> None:
        """A tab of the decisions: a card-index tab standing on the rule under the row,
        the open one on paper, the others greyed."""
        r = b.rect
        on = b.toggled
        fill = theme.PAPER if on else tuple(max(0, c - 22) for c in theme.PAPER)
        if state == "hover" and not on:
            fill = tuple(max(0, c - 10) for c in theme.PAPER)
        pygame.draw.rect(surf, fill, r.inflate(0, 4).move(0, 2), border_top_left_radius=6,
                         border_top_right_radius=6)
        pygame.draw.rect(surf, theme.ACCENT if on else theme.INK_SOFT, r.inflate(0, 4).move(0, 2),
                         2 if on else 1, border_top_left_radius=6, border_top_right_radius=6)
        t = rendered(b.label, fs - 1, theme.INK if on else theme.INK_SOFT,
                     "bold" if on else "regular")
        surf.blit(t, (r.centerx - t.get_width() // 2, r.y + (r.h - t.get_height()) // 2 + 1))

    def choice_groups(self) -> list[tuple[str, list[tuple[str, object, str]]]]:
        """The choices of the current tab, grouped and named: (heading, [(label, action,
        key)]); the heading "" holds the phase's end, the sheets to compose and the
        answers. Attacks go by place and target, sieges by place, Chancery proposals and
        allocations by card, executions by noble, a summons by venue."""
        from game.kingmaker.text import zone_name
        from ui.views.kingmaker.compose import kind_of

        groups: dict[str, list] = {"": []}
        openers: list[str] = []
        offer = self.offer_pending()
        asked = self.asked()
        nm = self.cardn
        for a in self.button_actions():
            name = type(a).__name__
            k = None if self.is_ally_answer(a) else kind_of(a)
            if k is not None:
                if k not in openers:
                    openers.append(k)
                continue
            head, label = "", ""
            seed = self.seed_choice(a)
            if seed is not None:
                head, label = seed
            elif name == "Battle":
                head = self.w("g_battle", place=self.arean[a.area])
                label = self.w("l_battle" if a.french else "l_battle_nofrench",
                               who=self.name_of(a.target)) + self.odds(a)
            elif name in ("Siege", "Sally", "Relieve"):
                head, label = self.w("g_" + name.lower()), D.LOC_NAME[a.loc]
            elif name == "NavalAttack":
                head = self.w("g_naval", place=zone_name(a.zone, self.ctx.lang))
                label = self.describe(a)
            elif name == "Summon":
                head, label = self.w("g_summon"), D.LOC_NAME[a.venue]
            elif name == "Port":
                head, label = self.w("g_port", ship=nm[a.ship]), D.LOC_NAME[a.loc]
            elif name == "Propose":  # whose noble it is: the vote may hang on it
                head, label = self.w("g_propose", card=nm[a.card]), nm[a.noble]
                owner = self.state.faction[a.noble]
                if owner >= 0:
                    label += f" \u2014 {self.name_of(owner)}"
            elif name == "Withdraw":
                head, label = self.w("g_withdraw"), nm[a.card]
            elif name == "PlayCard":
                if a.noble >= 0:
                    head, label = self.w("g_play", card=nm[a.card]), nm[a.noble]
                else:
                    head, label = self.w("g_play_noble"), nm[a.card]
            elif name == "Execute":
                head, label = self.w("g_execute"), nm[a.noble]
            elif name == "Vote":
                parl = self.state.parl
                prop = parl[3] if parl is not None else None
                head = self.w("g_vote", card=nm[prop[0]], noble=nm[prop[1]]) if prop else ""
                label = self.w("l_vote_yes" if a.yes else "l_vote_no")
            elif name == "EndPhase":
                label = self.w({0: "l_end_move", 1: "l_end_combat", 2: "l_end_summon"}.get(
                    self.state.phase, "l_end"))
            elif name == "Answer" and offer is not None:
                label = self.answer_label(offer, a, a.card >= 0)
            elif name == "Answer" and asked is not None and asked[0] == "fallback":
                if a.yes:  # a rejected card taken for one of the seat's nobles [H 1.e]
                    head, label = self.w("g_fallback", card=nm[asked[2]]), nm[a.card]
                else:
                    label = self.w("l_fallback_no")
            else:
                label = self.describe(a)
                label = label[:1].upper() + label[1:]
            groups.setdefault(head, []).append((label, a, ""))
        if name_sorted := groups.get(self.w("g_summon")):
            name_sorted.sort(key=lambda it: it[0])
        ends = [it for it in groups[""] if type(it[1]).__name__ == "EndPhase"]
        groups[""] = ends + [(self.w("b_" + k), None, "compose:" + k) for k in openers] + \
            [it for it in groups[""] if it not in ends]
        return [(h, items) for h, items in groups.items() if items]

    def odds(self, a) -> str:
        """A battle's strengths as the rules count them now, and who the ratio favours."""
        from game.kingmaker.board import force, is_ambush, rounded_ratio
        from game.kingmaker.combat import _attackers, field

        s = self.state
        try:
            sa = force(s, _attackers(s, a.area), a.french)
            sd = force(s, [n for n in field(s, a.area) if s.faction[n] == a.target])
        except Exception:  # a figure is not worth a failed panel
            return ""
        if is_ambush(sa, sd):
            return " \u2014 " + self.w("l_ambush", a=sa, d=sd)
        if sa == sd or min(sa, sd) <= 0:
            return f" \u2014 {sa}:{sd}"
        r = rounded_ratio(max(sa, sd), min(sa, sd))
        side = self.w("l_for_you" if sa > sd else "l_for_them")
        return f" \u2014 {sa}:{sd}, {r.numerator}:{r.denominator} {side}"

    list_scroll = 0
    list_rect: pygame.Rect | None = None
    list_heads: list = []
    list_height = 0
    scroll_to: object = None

    def lay_choices(self, surf: pygame.Surface, area: pygame.Rect, fs: int,
                    groups: list) -> None:
        """Every choice at once in ``area``: each group under its heading, its buttons in
        as many columns as their labels allow; a list taller than the area scrolls (wheel,
        or the bar at its right), and the buttons out of sight take no click."""
        bh = fs + 14
        head_f = max(MIN_PX, fs - 2)
        self.list_rect = pygame.Rect(area)
        self.list_heads = []
        inner = area.w - 10
        laid: list[tuple[pygame.Rect, str, object, str]] = []
        heads: list[tuple[str, int]] = []
        y = 0
        head_h = theme.font(head_f, "italic").get_height()
        for head, items in groups:
            for line in head.split("\n") if head else ():  # a heading may be several lines
                for part in wrap(line, head_f, inner, "italic")[:3]:
                    heads.append((part, y))
                    y += head_h + 1
            widest = max(theme.font(fs - 1).size(lb)[0] for lb, _a, _k in items) + 20
            cols = 1 if not head else max(1, min(3, (inner + 6) // (widest + 6)))
            if not head and inner > max(360, 30 * fs):
                cols = 2
            bw = (inner - (cols - 1) * 6) // cols
            for i, (label, a, k) in enumerate(items):
                r = pygame.Rect((i % cols) * (bw + 6), y + (i // cols) * (bh + 3), bw, bh)
                laid.append((r, label, a, k))
            y += -(-len(items) // cols) * (bh + 3) + 4
        self.list_height = y
        most = max(0, y - area.h)
        if self.scroll_to is not None:
            for r, _lb, a, _k in laid:
                if a == self.scroll_to:
                    self.list_scroll = max(0, r.y - (area.h - bh) // 2)
            self.scroll_to = None
        shown = [e for e in getattr(self, "emphasis", ()) or ()]  # a lesson's or a hint's
        for r, _lb, a, _k in laid:
            if a is not None and any(type(e) is type(a) and e == a for e in shown):
                if r.y < self.list_scroll or r.bottom > self.list_scroll + area.h:
                    self.list_scroll = max(0, r.bottom - area.h)  # the lit choice in sight
                break
        self.list_scroll = max(0, min(self.list_scroll, most))
        dy = area.y - self.list_scroll
        for head, hy in heads:
            t = rendered(cut(head, head_f, inner, "italic"), head_f, theme.ACCENT, "italic")
            self.list_heads.append((t, (area.x, hy + dy), area))
        for r, label, a, k in laid:
            r = r.move(area.x, dy)
            if r.bottom <= area.y or r.y >= area.bottom:
                continue
            hot = type(a).__name__ == "EndPhase"
            b = Button(r, label, a, key=k, hot=hot, squares=self.squares_of(a) if a else ())
            if not area.contains(r):  # half in sight: drawn, cut, but takes no click
                self.list_heads.append((paper.button_face(r.w, r.h, "up"), r.topleft, area))
                continue
            self.buttons.append(b)

    def draw_scrollbar(self, surf: pygame.Surface) -> None:
        r = self.list_rect
        if r is None or self.list_height <= r.h:
            return
        bar = pygame.Rect(r.right - 5, r.y, 4, r.h)
        pygame.draw.rect(surf, theme.INK_SOFT, bar, 1, border_radius=2)
        k = r.h / self.list_height
        thumb = pygame.Rect(bar.x, r.y + int(self.list_scroll * k), 4, max(12, int(r.h * k)))
        pygame.draw.rect(surf, theme.ACCENT, thumb, border_radius=2)
        if self.list_scroll + r.h < self.list_height:  # more below: a small arrow
            x, y = bar.x - 8, r.bottom - 6
            pygame.draw.polygon(surf, theme.ACCENT, [(x - 5, y - 5), (x + 5, y - 5), (x, y)])

    def scroll_list(self, dy: int) -> bool:
        """The mouse wheel over the list of choices scrolls it (True: spent)."""
        r = self.list_rect
        if r is None or not r.collidepoint(self.mouse) or self.list_height <= r.h:
            return False
        self.list_scroll = max(0, min(self.list_height - r.h, self.list_scroll + dy))
        return True

    def pending_line(self) -> str:
        """What the out-of-turn decision in front of the viewer is about."""
        s = self.state
        if not s.pending or s.pending[0][1] != self.viewer:
            return ""
        p = s.pending[0]
        kind = p[0]

        def nm(c: int) -> str:
            return self.cardn[c] if 0 <= c < D.N_CARDS else "?"
        if kind == "offer":
            give = p[3]
            what = (self.w("x_nothing") if give == -1 else
                    event_title(give - EVENT_CARD, self.ctx.lang) if give >= EVENT_CARD else
                    nm(give) if give >= 0 else self.w("x_a_card"))
            back = self.w("x_back_card") if p[4] else self.w("x_gift")
            return self.w("x_offer", who=self.name_of(p[2]), what=what, back=back)
        if kind == "alliance":
            if p[3] < 0:
                return self.w("x_alliance_def", who=self.name_of(p[2]))
            return self.w("x_alliance_off", who=self.name_of(p[2]), noble=nm(p[3]))
        if kind == "captive":
            return self.w("x_captive", noble=nm(p[2]))
        if kind == "ransom":
            return self.w("x_ransom", who=self.name_of(p[2]), noble=nm(p[3]),
                          cards=self.w("c_cards_1" if p[4] == 1 else "c_cards", n=p[4]))
        if kind == "pardon":
            return self.w("x_pardon", noble=nm(p[3]))
        if kind == "vote" and s.parl is not None and s.parl[3] is not None:
            card, noble = s.parl[3]
            return self.w("x_vote", card=nm(card), noble=nm(noble))
        if kind == "fallback":
            return self.w("x_fallback", card=nm(p[2]))
        if kind == "writ":
            return self.w("x_writ", noble=nm(p[2]))
        if kind == "continent":
            return self.w("x_continent", noble=nm(p[2]))
        if kind == "setup":
            return self.w("x_setup")
        if kind == "embassy":
            return self.w("x_embassy", heir=heir_name(p[2], self.ctx.lang))
        if kind == "port":
            return self.w("x_port", ship=nm(p[2]))
        if kind == "writ_parl":
            return self.w("x_writ_parl")
        if kind == "ally":
            if p[3] < 0:
                return self.w("x_ally_turn", who=self.name_of(p[2]))
            return self.w("x_ally_battle", who=self.name_of(s.active), area=self.arean[p[3]])
        if kind == "ally_siege":
            return self.w("x_ally_siege", who=self.name_of(s.active), place=D.LOC_NAME[p[3]])
        if kind == "ambush_french":
            return self.w("x_ambush_french", area=self.arean[p[2]])
        if kind == "draw":
            return self.w("x_draw")
        if kind == "ship_fate":  # [H 2.1]
            return self.w("x_ship_fate", ship=nm(p[3][0]))
        if kind == "storm_port":
            return self.w("x_storm_own" if p[4] else "x_storm_other")
        return ""

    def squares_of(self, a) -> tuple:
        """The places a button's action concerns, lit while it is hovered."""
        seed = self.seed_squares(a)
        if seed is not None:
            return seed
        name = type(a).__name__
        if name in ("Siege", "Sally"):
            return (D.LOC0 + a.loc,)
        if name == "Summon":
            return (D.LOC0 + a.venue,)
        if name == "Port":
            return (D.LOC0 + a.loc,)
        if name == "Battle":
            return (a.area,)
        if name == "NavalAttack":
            return (D.SEA0 + a.zone,)
        if name in ("PlayCard", "Propose") and a.noble >= 0 and self.state.npos[a.noble] >= 0:
            return (self.state.npos[a.noble],)
        return ()

    def hover_button(self) -> Button | None:
        return button_at(self.buttons, self.mouse) if self.buttons else None
