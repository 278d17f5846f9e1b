"""The map's legend, one key away (L, or the Legend button beside the tabs): each place
symbol with what it is (royal and noble castles, city, town, open and unfortified towns,
the cross of a cathedral, the dot of a port), the stacks, ships and royal pieces; and the
places a log line names, lit on the map while the pointer is on the line."""

from __future__ import annotations

import pygame

from game.i18n import LANGS
from game.kingmaker import data as D
from game.kingmaker.names import AREA_NAMES
from ui import paper, theme
from ui.views.kingmaker import art

# (symbol kind, cathedral, port, word key)
ROWS = (("royal_castle", False, False, "lg_royal"), ("noble_castle", False, False, "lg_noble"),
        ("city", False, False, "lg_city"), ("town", False, False, "lg_town"),
        ("open_town", False, False, "lg_open"), ("unfortified_town", False, False, "lg_unfort"),
        ("", True, False, "lg_cathedral"), ("", False, True, "lg_port"))


def _names() -> list[tuple[str, int]]:
    """Every place name with its position code, the longest first (an area's name holds
    its places' names: "York & the Vale" before "York")."""
    out = [(n, D.LOC0 + i) for i, n in enumerate(D.LOC_NAME)]
    out += [(n, a) for a, n in enumerate(D.AREA_NAME)]
    for lang in LANGS[1:]:  # the log's, in each language
        out += [(n, a) for a, n in enumerate(AREA_NAMES[lang]) if n != D.AREA_NAME[a]]
    return sorted(out, key=lambda kv: -len(kv[0]))


NAMES = _names()


def places_named(text: str) -> set[int]:
    """The position codes of the places ``text`` names (each stretch of text once)."""
    found: set[int] = set()
    rest = text
    for name, code in NAMES:
        if name and name in rest:
            found.add(code)
            rest = rest.replace(name, "\0")
    return found


class KingmakerLegend:
    """The legend mixin of the Kingmaker view."""

    legend = False
    legend_rect: pygame.Rect | None = None
    log_lit: frozenset = frozenset()

    def highlight_log(self, text: str | None) -> None:
        """The play scene's log: the places the line under the pointer names glow."""
        self.log_lit = frozenset(places_named(text)) if text else frozenset()

    def draw_legend(self, surf: pygame.Surface) -> None:
        self.legend_rect = None
        g = self.geo
        if not self.legend or g is None:
            return
        fs = max(12, min(16, g.unit // 3 + 1))
        u = max(24, g.unit)
        lh = max(fs + 8, u // 2 + 6)
        texts = [theme.render(self.w(k), fs, theme.INK) for *_x, k in ROWS]
        extra = [theme.render(self.w(k), fs, theme.INK) for k in ("lg_stack", "lg_ship",
                                                                  "lg_heir")]
        title = theme.render(self.w("lg_title"), fs + 2, theme.ACCENT, "bold")
        note = theme.render(self.w("lg_close"), fs - 2, theme.INK_SOFT, "italic")
        w = max(max(t.get_width() for t in texts + extra), title.get_width(),
                note.get_width()) + u + 40
        h = 14 + title.get_height() + 6 + lh * (len(texts) + len(extra)) + note.get_height() + 14
        rect = pygame.Rect(g.map.x + 8, g.map.bottom - h - 8, w, h)
        rect.clamp_ip(g.map)
        self.legend_rect = rect
        paper.panel(surf, rect)
        y = rect.y + 12
        surf.blit(title, (rect.x + 14, y))
        y += title.get_height() + 6
        sx = rect.x + 14 + u // 2
        for (kind, cath, port, _k), t in zip(ROWS, texts, strict=True):
            pt = (sx, y + lh // 2)
            if kind:
                art.symbol(surf, kind, cath, port, pt, u)
            else:  # the cross or the dot beside a small open ring
                art.symbol(surf, "open_town", cath, port, pt, u)
            surf.blit(t, (rect.x + 24 + u, y + (lh - t.get_height()) // 2))
            y += lh
        tokens = (art.stack_token((170, 40, 40), 2, int(u * 0.5)),
                  art.ship_token((40, 80, 170), int(u * 0.42), 1),
                  art.crown_token(0, max(8, int(u * 0.3)), True, True))
        for tok, t in zip(tokens, extra, strict=True):
            surf.blit(tok, (sx - tok.get_width() // 2, y + (lh - tok.get_height()) // 2))
            surf.blit(t, (rect.x + 24 + u, y + (lh - t.get_height()) // 2))
            y += lh
        surf.blit(note, (rect.x + 14, y + 2))
