"""The Revolution panels: each seat's factions (stock, coins, armies, VP with its
breakdown, cards; a 2-player seat shows its two factions and their sum), and the private
panel with the prompt, the new-units breakdown and a button for each decision that has
no place on the map."""

from __future__ import annotations

import pygame

from game.i18n import decimal
from game.revolution import actions as A
from game.revolution import data as D
from game.revolution.engine import new_units_count
from game.revolution.text import fname
from ui import paper
from ui.theme import INK, INK_SOFT, render
from ui.views.common.buttons import Button
from ui.views.revolution import art
from ui.widgets import ellipsize


def _fit(text: str, fs: int, w: int, col: tuple = INK,
         style: str = "regular") -> pygame.Surface:
    """``text`` in ``w`` pixels: up to three sizes smaller, then cut with an ellipsis."""
    for size in range(fs, max(8, fs - 3) - 1, -1):
        t = render(text, size, col, style)
        if t.get_width() <= w:
            return t
    return render(ellipsize(text, size, w, style), size, col, style)


class RevolutionPanels:
    """Mixin: the public panel of each seat and the private panel with its buttons."""

    def factions_of(self, seat: int) -> list[int]:
        s = self.state
        return [f for f in range(5) if s.inplay[f] and s.seat_of[f] == seat]

    def public_panel_height(self, width: int) -> int:
        n = 2 if self.state is not None and self.state.players == 2 else 1
        return self.ui(44) * n + (self.ui(18) if n > 1 else 0)

    def draw_public(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        s = self.state
        if s is None:
            return
        facs = self.factions_of(seat)
        rows = [dict(r) for r in s.vpd] if s.vpd else [{} for _ in range(5)]
        each = rect.h // max(1, len(facs) + (0.4 if len(facs) > 1 else 0))
        fs = max(10, min(int(each * 0.3), self.ui(16)))
        y = rect.y
        lang = self.ctx.lang
        for f in facs:
            r = pygame.Rect(rect.x, y, rect.w, int(each))
            acting = s.need is not None and s.actor == f
            if acting:
                pygame.draw.rect(surf, (240, 220, 168), r, border_radius=4)
            pc = art.piece(f, max(8, int(each * 0.42)), False, self.ctx.colorblind)
            surf.blit(pc, (r.x + 2, r.y + 2))
            x = r.x + pc.get_width() + 8
            name = render(fname(f, lang), fs + 1, INK, "bold")
            surf.blit(name, (x, r.y + 1))
            vp = render(f"{decimal(s.vp[f], lang)} {self.w('vp')}", fs + 1, INK, "bold")
            surf.blit(vp, (r.right - vp.get_width() - 4, r.y + 1))
            free = s.armies_max - sum(1 for a in s.arm if a == f)
            ncc = sum(1 for c in s.ccard if c == f)
            npc = sum(1 for c in s.pcard if c == f)
            line1 = (f"{self.w('stock')} {s.stock[f]} · {self.w('coins')} {s.treas[f]} · "
                     f"{self.w('armies')} {free} · {self.w('city_cards')} {ncc} · "
                     f"{self.w('prov_cards')} {npc}")
            t = _fit(line1, fs, r.right - x - 4)
            surf.blit(t, (x, r.y + fs + 4))
            row = rows[f]
            if row:
                line2 = (f"{self.w('cities')} {decimal(row.get('cities', 0), lang)} + "
                         f"{self.w('provinces')} {decimal(row.get('provinces', 0), lang)} + "
                         f"{self.w('objective')} {decimal(row.get('objective', 0), lang)}")
                t = _fit(line2, fs, r.right - x - 4, INK_SOFT, "italic")
                surf.blit(t, (x, r.y + 2 * fs + 6))
            y += int(each)
        if len(facs) > 1:
            tot = sum(s.vp[f] for f in facs)
            t = render(self.w("seat_total", v=decimal(tot, self.ctx.lang)), fs + 1, INK, "bold")
            surf.blit(t, (rect.right - t.get_width() - 4, y))

    def private_panel_height(self, width: int) -> int:
        return self.ui(110)

    def draw_private(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        s = self.state
        if s is None:
            return
        fs = max(11, self.ui(15))
        t = _fit(self.prompt(), fs + 1, rect.w - 8, INK, "bold")
        surf.blit(t, (rect.x + 4, rect.y + 2))
        y = rect.y + t.get_height() + 6
        info = self.breakdown_text()
        if info:
            t = _fit(info, fs, rect.w - 8, INK_SOFT, "italic")
            surf.blit(t, (rect.x + 4, y))
            y += t.get_height() + 4
        buttons: list[Button] = []
        if self.interactive:
            acts: list = [a for a in self.loose if type(a) is A.Done] + \
                [a for a in self.loose if type(a) is not A.Done]
            if s.need == "within" and acts and type(acts[0]) is A.Done:
                acts.insert(1, "within_rest")  # Done in every province left this turn
            bh = max(22, self.ui(30))
            x = rect.x + 4
            for a in acts:
                if a == "within_rest":
                    label = self.w("within_rest")
                else:
                    label = self.w("done") if type(a) is A.Done else self.describe(a)
                lab = render(label, fs, INK)
                bw = min(lab.get_width() + 20, rect.w // 2)
                if x + bw > rect.right - 4:
                    x = rect.x + 4
                    y += bh + 4
                if y + bh > rect.bottom:
                    break
                br = pygame.Rect(x, y, bw, bh)
                hot = type(a) is A.Done or len(acts) == 1
                buttons.append(Button(br, label, key=a) if isinstance(a, str) else
                               Button(br, label, action=a, hot=hot))
                surf.blit(paper.button_face(br.w, br.h, "hot" if hot else "up"), br.topleft)
                lab = _fit(label, fs, br.w - 10)
                surf.blit(lab, lab.get_rect(center=(br.centerx - 1, br.centery - 1)))
                x += bw + 6
        self.dec_buttons = buttons
        self.buttons = buttons + getattr(self, "ovl_buttons", [])

    def breakdown_text(self) -> str:
        """The new-units count of the faction placing them, as the log gave it when the
        placing began ("cities 4, towns 1 ... = 6", and what it receives when the minimum
        or its stock changes that); without that line (a loaded game), the count is read
        from the position only before the first piece is placed."""
        s = self.state
        if s is None or s.need != "newunit" or s.turn == 0:
            return ""
        d = getattr(self, "new_units_seen", {}).get((s.turn, s.actor))
        if d is None:
            if any(s.ctx.get("placed", ())) or s.ctx.get("boxes"):
                return ""
            parts = new_units_count(s, s.actor)
            total = sum(parts.values())
            d = {**parts, "sum": total, "total": min(max(total, D.NEW_MIN), s.stock[s.actor])}
        text = self.w("breakdown", cities=d["cities"], towns=d["towns"],
                      countryside=d["countryside"], support=d["support"], total=d["sum"])
        if d["total"] != d["sum"]:
            key = "receives_min" if d["total"] > d["sum"] else "receives_stock"
            text += self.w(key, n=d["total"], least=D.NEW_MIN)
        return text
