"""Panels and cards of the Tigris & Euphrates view: the private rack panel, the public
player panels, the hover cards, the decision and conflict cards, the final scoring."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.i18n import N_, gettext, ngettext
from game.tigris import actions as A
from game.tigris.state import (
    MONUMENTS,
    PH_ACTION,
    PH_BUILDING,
    PH_COMMIT,
    PH_MONUMENT,
    PH_OVER,
    PH_TREASURE,
    PH_WAR_COLOUR,
    PH_ZIGGURAT,
    PH_ZIGGURAT_INCOME,
    REVOLT,
    square_name,
)
from ui.theme import ACCENT, GLOW, INK, INK_SOFT, render
from ui.views.common.buttons import Button
from ui.views.common.hover import place_card
from ui.views.tigris import art
from ui.views.tigris.panel_art import blit_card, draw_button
from ui.views.tigris.words import word

# The view these functions draw for: not imported, for the view imports this module.
TigrisView = Any

try:
    from game.tigris.engine import region as _region
except ImportError:  # pragma: no cover
    _region = None


@dataclass
class PrivateLayout:
    """Where the pieces of the private panel are (for drawing and for hit tests)."""

    rack: list[pygame.Rect] = field(default_factory=list)
    leaders: list[pygame.Rect] = field(default_factory=list)
    catastrophes: list[pygame.Rect] = field(default_factory=list)
    scores: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    controls: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    unit: int = 40


def _lang(v: TigrisView) -> str:
    return v.ctx.lang


def _name(v: TigrisView, seat: int) -> str:
    names = v.ctx.seat_names
    return names[seat] if 0 <= seat < len(names) else art.DYNASTY_NAMES["en"][seat % 4]


def _ring(v: TigrisView, seat: int) -> tuple[int, int, int]:
    cols = v.ctx.seat_colors
    return tuple(cols[seat % len(cols)]) if cols else (120, 90, 60)  # type: ignore[return-value]


def _fs(unit: int) -> int:
    return max(14, min(22, int(unit * 0.42)))


# =========================================================================== private panel


def private_layout(rect: pygame.Rect) -> PrivateLayout:
    pad = 6
    ctrl_w = max(120, min(180, rect.w // 6))
    head = 0
    u = int(min((rect.h - head - 2 * pad) / 2.05, (rect.w - ctrl_w - 4 * pad) / 10.4))
    u = max(22, min(84, u))
    lay = PrivateLayout(unit=u)
    x0, y0 = rect.x + pad, rect.y + pad + head
    step = int(u * 1.1)
    lay.rack = [pygame.Rect(x0 + i * step, y0, u, u) for i in range(6)]
    y1 = y0 + u + max(6, u // 6)
    d = int(u * 0.82)
    lay.leaders = [pygame.Rect(x0 + i * int(d * 1.12), y1, d, d) for i in range(4)]
    cx = lay.leaders[-1].right + u // 3
    cs = int(u * 0.72)
    lay.catastrophes = [pygame.Rect(cx + i * int(cs * 1.1), y1 + (d - cs) // 2, cs, cs)
                        for i in range(2)]
    sx = max(lay.rack[-1].right, lay.catastrophes[-1].right) + pad * 2
    lay.controls = pygame.Rect(rect.right - pad - ctrl_w, rect.y + pad, ctrl_w,
                               rect.h - 2 * pad)
    lay.scores = pygame.Rect(sx, y0, max(40, lay.controls.x - sx - pad), 2 * u)
    return lay


def draw_private(v: TigrisView, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
    s = v.state
    assert s is not None
    lang = _lang(v)
    lay = private_layout(rect)
    v.priv = lay
    u = lay.unit
    own = seat == v.viewer
    cols = v.rack_colours() if own else []
    n = s.rack_n[seat] if hasattr(s, "rack_n") else len(cols)
    h = v.held
    contested = -1
    if s.phase == PH_COMMIT and own:
        contested = 1 if s.c_kind == REVOLT else s.c_colour
    tsh = art.shadow(u, u, max(2, u // 12), 90, u // 9)
    for i, r in enumerate(lay.rack):
        if i >= (len(cols) if own else n):
            pygame.draw.rect(surf, (*INK_SOFT,), r.inflate(-4, -4), 1, border_radius=u // 9)
            continue
        if h is not None and h.kind == "tile" and h.slot == i:
            pygame.draw.rect(surf, GLOW, r.inflate(-2, -2), 2, border_radius=u // 9)
            if h.dragging:
                continue
        lift = -max(4, u // 7) if i in v.swap_marks else 0
        rr = r.move(0, lift)
        surf.blit(tsh, (rr.x - max(2, u // 12) + 2, rr.y - max(2, u // 12) + 3))
        if own:
            surf.blit(art.tile(cols[i], u), rr)
            if contested >= 0 and cols[i] == contested:
                pygame.draw.rect(surf, GLOW, rr.inflate(4, 4), 3, border_radius=u // 8)
        else:
            surf.blit(art.tile_back(u), rr)
        if i in v.swap_marks:
            pygame.draw.line(surf, ACCENT, (rr.x + 6, rr.y + 6), (rr.right - 8, rr.bottom - 8), 4)
            pygame.draw.line(surf, ACCENT, (rr.right - 8, rr.y + 6), (rr.x + 6, rr.bottom - 8), 4)
    # leaders: in the supply, or an empty home spot while on the board
    for c, r in enumerate(lay.leaders):
        on_board = s.leader_pos[seat * 4 + c] >= 0
        lifted = h is not None and h.kind == "leader" and h.colour == c and h.dragging
        if on_board or lifted:
            pygame.draw.circle(surf, INK_SOFT, r.center, r.w // 2 - 2, 1)
            dot = art.TILE_RGB[c]
            pygame.draw.circle(surf, dot, r.center, max(3, r.w // 10))
            if h is not None and h.kind == "board" and h.colour == c:
                pygame.draw.circle(surf, GLOW, r.center, r.w // 2, 4)
            continue
        surf.blit(art.shadow(r.w, r.w, 4, 100, r.w // 2), (r.x - 2, r.y - 1))
        surf.blit(v._leader_surf(seat, c, r.w), r)
        if h is not None and h.kind == "leader" and h.colour == c:
            pygame.draw.circle(surf, GLOW, r.center, r.w // 2 + 1, 3)
    for i, r in enumerate(lay.catastrophes):
        if i < s.catastrophes[seat] and not (h is not None and h.kind == "catastrophe"
                                             and h.dragging and i == s.catastrophes[seat] - 1):
            surf.blit(art.catastrophe(r.w), r)
        else:
            pygame.draw.rect(surf, INK_SOFT, r.inflate(-4, -4), 1, border_radius=r.w // 9)
    # points and treasures (the viewer's own)
    if own or not s.scores_hidden:
        _draw_scores(surf, lay.scores, s.scores[seat], s.treasures[seat], u, lang,
                     v.flash if own else None, v.time)
    # keyboard help, in the free room between the points and the controls
    if own and v.interactive and s.phase == PH_ACTION:
        hx = lay.scores.x + int(u * 3.4)
        room = lay.controls.x - hx - 10
        fsh = max(12, min(16, u // 4))
        if room > 120:
            yy = lay.scores.y
            for line in _wrap(gettext(HELP, lang), fsh, room):
                t = render(line, fsh, INK_SOFT, "italic")
                if yy + t.get_height() > rect.bottom:
                    break
                surf.blit(t, (hx, yy))
                yy += t.get_height()
    # controls
    v.buttons = []
    if own and v.interactive and s.phase == PH_ACTION:
        c = lay.controls
        room = min(c.bottom, rect.bottom - 4) - c.y - 4  # the three stay inside the panel
        gap = 6 if room >= 3 * 30 + 12 else 3
        bh = max(16, min(40, (room - 2 * gap) // 3))
        fs = max(12, min(19, bh // 2))
        y = c.y + 4
        b_swap = Button(pygame.Rect(c.x, y, c.w, bh),
                        word(lang, "cancel") if v.swap_mode else word(lang, "swap"), key="swap",
                        enabled=bool(cols), toggled=v.swap_mode)
        y += bh + gap
        k = len(v.swap_marks)
        b_conf = Button(pygame.Rect(c.x, y, c.w, bh), word(lang, "confirm_swap", n=k),
                        key="confirm_swap", enabled=v.swap_mode and k > 0)
        y += bh + gap
        end = A.EndTurn()
        label = word(lang, "pass") if s.actions_left >= 2 else word(lang, "end_turn")
        b_end = Button(pygame.Rect(c.x, y, c.w, bh), label, action=end,
                       enabled=end in v.legal_set)
        v.buttons = [b_swap, b_conf, b_end]
        for b in v.buttons:
            draw_button(surf, b, shown(v, b, v.hover_pos), fs)


def shown(v: TigrisView, b: Button, pos: tuple[int, int] | None) -> bool:
    """A button drawn as pointed at: under the pointer, or playing the action the arrow
    keys show."""
    w = v.walked()
    return (pos is not None and b.rect.collidepoint(pos)) or \
        (w is not None and type(w) is type(b.action) and w == b.action)


HELP = N_("Drag a piece onto a glowing square, or click it and then the square. Keys: arrows "
          "walk the moves, Enter plays, Esc puts down, 1–9 buttons, K P F T leaders, "
          "C catastrophe, S swap, E end turn.")


@lru_cache(maxsize=32)
def _wrap(text: str, size: int, width: int) -> tuple[str, ...]:
    lines: list[str] = []
    cur = ""
    f = render  # cached renders measure the words
    for w in text.split():
        cand = f"{cur} {w}" if cur else w
        if f(cand, size, INK_SOFT, "italic").get_width() > width and cur:
            lines.append(cur)
            cur = w
        else:
            cur = cand
    if cur:
        lines.append(cur)
    return tuple(lines)


def _draw_scores(surf: pygame.Surface, rect: pygame.Rect, scores: list[int], treasures: int,
                 u: int, lang: str, flash: dict | None = None, now: float = 0.0) -> None:
    """The four colour totals and the treasures; a "+n" rises over a total that grew."""
    fs = _fs(u)
    head = render(word(lang, "points"), max(13, fs - 3), INK_SOFT, "italic")
    surf.blit(head, (rect.x, rect.y - 2))
    head_bottom = rect.y - 2 + head.get_height()
    ic = max(14, int(u * 0.46))
    y = rect.y + fs
    x = rect.x
    colw = ic + render("88", fs).get_width() + 12
    spots = []
    for c in range(4):
        xx = x + (c % 2) * colw
        yy = y + (c // 2) * (ic + 6)
        surf.blit(art.tile(c, ic), (xx, yy))
        t = render(str(scores[c]), fs, INK, "bold")
        surf.blit(t, (xx + ic + 4, yy + (ic - t.get_height()) // 2))
        spots.append((xx + ic + 4, yy))
    xx = x + 2 * colw + 4
    yy = y + (ic + 6) // 2
    surf.blit(art.treasure(ic), (xx, yy))
    t = render(str(treasures), fs, INK, "bold")
    surf.blit(t, (xx + ic + 4, yy + (ic - t.get_height()) // 2))
    spots.append((xx + ic + 4, yy))
    for k, (delta, t0) in (flash or {}).items():
        age = now - t0
        if not 0 <= age < 1.4 or not 0 <= k < len(spots):
            continue
        img = render(f"+{delta}", fs, ACCENT, "bold").copy()
        img.set_alpha(int(255 * min(1.0, (1.4 - age) / 0.5)))
        sx, sy = spots[k]
        # it rises from the total, never over the "Points" heading
        surf.blit(img, (sx + 12, max(head_bottom, sy - int(age * 14) - 4)))


# =========================================================================== public panel


def draw_public(v: TigrisView, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
    """Two rows inside the shell's panel: badge, actions left, open scores, unification and
    rack size; then the leaders in the supply and the catastrophes left."""
    s = v.state
    assert s is not None
    lang = _lang(v)
    d = max(14, min(42, (rect.h - 6) // 2, (rect.w - 30) * 2 // 13))
    fs = max(13, min(22, d * 2 // 3))
    y = rect.y + 1
    x = rect.x
    surf.blit(art.badge(seat % 4, _ring(v, seat), d), (x, y))
    x += d + 8
    cs = max(12, int(d * 0.8))
    ic = max(10, int(d * 0.55))
    scores_w = 0 if s.scores_hidden else 5 * (ic + render("88", fs).get_width() + 8)
    if s.active == seat and s.phase != PH_OVER:
        for i in range(2):
            c = (x + 6 + i * 15, y + d // 2)
            if i < s.actions_left:
                pygame.draw.circle(surf, ACCENT, c, 6)
            pygame.draw.circle(surf, INK, c, 6, 1)
        x += 36
        t = render(word(lang, "actions"), max(12, fs - 2), INK_SOFT, "italic")
        if x + t.get_width() + scores_w < rect.right - 2 * cs - 30:
            surf.blit(t, (x, y + (d - t.get_height()) // 2))
            x += t.get_width() + 10
    # right end of the first row: the unification tile and the hidden rack
    t = render(f"×{s.rack_n[seat]}", fs, INK)
    rx = rect.right - t.get_width()
    surf.blit(t, (rx, y + (d - t.get_height()) // 2))
    rx -= cs + 3
    surf.blit(art.tile_back(cs), (rx, y + (d - cs) // 2))
    if not s.scores_hidden:  # open scoring: everyone's points
        for c in range(5):
            icon = art.tile(c, ic) if c < 4 else art.treasure(ic)
            n = s.scores[seat][c] if c < 4 else s.treasures[seat]
            t = render(str(n), fs, INK, "bold")
            if x + ic + t.get_width() + 6 > rx - 4:
                break
            surf.blit(icon, (x, y + (d - ic) // 2))
            surf.blit(t, (x + ic + 2, y + (d - t.get_height()) // 2))
            x += ic + t.get_width() + 8
    # second row: leaders in the supply, catastrophes left
    y = rect.y + d + 5
    if y + d > rect.bottom + 2:
        return
    x = rect.x
    for c in range(4):
        r = pygame.Rect(x, y, d, d)
        if s.leader_pos[seat * 4 + c] < 0:
            surf.blit(v._leader_surf(seat, c, d), r)
        else:
            pygame.draw.circle(surf, INK_SOFT, r.center, d // 2 - 2, 1)
            pygame.draw.circle(surf, art.TILE_RGB[c], r.center, max(2, d // 10))
        x += d + 3
    x += 8
    cs = int(d * 0.9)
    for i in range(2):
        r = pygame.Rect(x, y + (d - cs) // 2, cs, cs)
        if i < s.catastrophes[seat]:
            surf.blit(art.catastrophe(cs), r)
        else:
            pygame.draw.rect(surf, INK_SOFT, r.inflate(-4, -4), 1, border_radius=3)
        x += cs + 3
    # the unification tile (faded while it lies on the board)
    us = int(d * 0.8)
    uni = art.unification(us)
    if s.unify_sq >= 0 and s.active == seat:
        uni = uni.copy()
        uni.set_alpha(70)
    surf.blit(uni, (x + 8, y + (d - us) // 2))


# =========================================================================== board margin


def draw_board_info(v: TigrisView, surf: pygame.Surface) -> None:
    s, g = v.state, v.geo
    assert s is not None and g is not None
    if v.ctx.extra.get("thumbnail") or g.m < 16:
        return
    lang = _lang(v)
    fs = max(13, min(20, int(g.m * 0.5)))
    y = g.grid.bottom + max(3, (g.m - fs) // 2)
    t1 = render(word(lang, "bag", n=s.bag_size() if hasattr(s, "bag_size") else sum(s.bag)),
                fs, INK)
    t2 = render(word(lang, "treasures_left", n=sum(s.treasure)), fs, INK)
    ic = fs
    x = g.grid.right - t1.get_width() - t2.get_width() - 2 * ic - 28
    surf.blit(art.tile_back(ic), (x, y + 2))
    surf.blit(t1, (x + ic + 4, y))
    x += ic + t1.get_width() + 20
    surf.blit(art.treasure(ic - 2), (x, y + 3))
    surf.blit(t2, (x + ic + 2, y))


# =========================================================================== hover


def draw_hover(v: TigrisView, surf: pygame.Surface, sq: int) -> None:
    s, g = v.state, v.geo
    assert s is not None and g is not None
    lab = v.labels()
    lang = _lang(v)
    occupied = s.leader[sq] >= 0 or 0 <= s.tile[sq] <= 4
    if not occupied:
        return
    if lab[sq] < 0:
        if _region is None or s.tile[sq] > 4:
            return
        for a, b in v._outline(sorted(_region(s, sq))):
            pygame.draw.line(surf, INK_SOFT, a, b, 2)
        return
    squares = v.kingdom_of(sq)
    for a, b in v._outline(squares):
        pygame.draw.line(surf, (120, 36, 24), a, b, 5)
        pygame.draw.line(surf, GLOW, a, b, 2)
    fs = max(14, min(19, g.s // 3))
    ic = fs + 4
    rows: list[list[pygame.Surface]] = []
    i = s.leader[sq]
    if i >= 0:
        revolt, war = v.leader_strength(sq)
        seat, c = divmod(i, 4)
        lname = art.LEADER_NAMES.get(lang, art.LEADER_NAMES["en"])[c]
        head = [v._leader_surf(seat, c, ic + 6),
                render(f" {_name(v, seat)} · {lname}", fs, INK, "bold")]
        rows.append(head)
        rows.append([art.tile(1, ic), render(" " + word(lang, "strength", r=revolt), fs, INK)])
        row: list[pygame.Surface] = [render(word(lang, "war_strength") + " ", fs, INK)]
        for col in range(4):
            row += [art.tile(col, ic), render(f" {war[col]}   ", fs, INK, "bold")]
        rows.append(row)
    else:
        rows.append([render(word(lang, "kingdom"), fs, INK, "bold")])
        leaders = [s.leader[y] for y in squares if s.leader[y] >= 0]
        row = []
        for j in sorted(leaders, key=lambda j: (j & 3, j >> 2)):
            row += [v._leader_surf(j >> 2, j & 3, ic + 6), render(" ", fs)]
        if row:
            rows.append(row)
        tre = sum(s.treasure[y] for y in squares)
        mons = [m for m, tl in enumerate(s.monuments) if tl >= 0 and tl in squares]
        row = [art.treasure(ic - 4),
               render(" " + ngettext("{n} treasure", "{n} treasures", tre, lang) + "   ", fs, INK)]
        for m in mons:
            row.append(art.monument(*MONUMENTS[m], ic + 4))
            row.append(render(" ", fs))
        rows.append(row)
    _tooltip(surf, g, g.square_rect(sq), rows)


def _tooltip(surf: pygame.Surface, g: Any, anchor: pygame.Rect,
             rows: list[list[pygame.Surface]]) -> None:
    w = max(sum(p.get_width() for p in r) for r in rows) + 24
    hs = [max(p.get_height() for p in r) for r in rows]
    h = sum(hs) + 6 * (len(rows) - 1) + 20
    rect = place_card((w, h), anchor, g.rect)
    blit_card(surf, rect)
    y = rect.y + 10
    for r, rh in zip(rows, hs, strict=True):
        x = rect.x + 12
        for p in r:
            surf.blit(p, (x, y + (rh - p.get_height()) // 2))
            x += p.get_width()
        y += rh + 6


# =========================================================================== cards


def _focus_squares(s: Any) -> list[int]:
    if s.phase == PH_COMMIT:
        return [s.c_att_sq, s.c_def_sq]
    if s.phase == PH_MONUMENT:
        return [s.monument_sq]
    if s.phase == PH_TREASURE:
        return list(s.t_choices)
    if s.unify_sq >= 0:
        return [s.unify_sq]
    return [s.placed_sq] if s.placed_sq >= 0 else []


def _card_rect(v: TigrisView, w: int, h: int) -> pygame.Rect:
    g = v.geo
    assert g is not None and v.state is not None
    focus = [q for q in _focus_squares(v.state) if q is not None and q >= 0]
    top = not focus or all(q // 16 >= 5 for q in focus)
    rect = pygame.Rect(0, 0, min(w, g.grid.w - 20), h)
    rect.centerx = g.grid.centerx
    if top:
        rect.top = g.grid.top + max(8, g.s // 4)
    else:
        rect.bottom = g.grid.bottom - max(8, g.s // 4)
    return rect


def _label(v: TigrisView, a: Any) -> tuple[str, pygame.Surface | None, tuple]:
    """Button text, icon and highlighted squares for a decision action."""
    lang = _lang(v)
    s = v.state
    assert s is not None and v.geo is not None
    ic = max(18, min(28, v.geo.s // 2))
    t = type(a)
    if t is A.Commit:
        c = 1 if s.c_kind == REVOLT else s.c_colour
        return str(a.count), art.tile(c, ic), ()
    if t is A.ChooseWar:
        inside = {q for side in v.war_sides() for q in side}
        sq = [p for i, p in enumerate(s.leader_pos)
              if p >= 0 and i & 3 == a.colour and (not inside or p in inside)]
        return art.COLOUR_NAMES.get(lang, art.COLOUR_NAMES["en"])[a.colour], \
            art.tile(a.colour, ic), tuple(sq)
    if t is A.BuildMonument:
        tl = a.square
        sqs = (tl, tl + 1, tl + 16, tl + 17)
        return square_name(tl), art.monument(*MONUMENTS[a.monument], ic + 4), sqs
    if t is A.TakeTreasure:
        return square_name(a.square), art.treasure(ic - 4), (a.square,)
    if t is A.PlaceBuilding:
        return square_name(a.square), art.building(a.colour, ic), (a.square,)
    if t is A.ZigguratIncome:
        return art.COLOUR_NAMES.get(lang, art.COLOUR_NAMES["en"])[a.colour], \
            art.tile(a.colour, ic), ()
    if t is A.BuildZiggurat:
        if a.square < 0:
            return word(lang, "decline"), None, ()
        c = a.square
        return word(lang, "build"), art.ziggurat(ic), (c, c - 1, c + 1, c - 16, c + 16)
    if t in (A.DeclineMonument, A.DeclineBuilding):
        return word(lang, "decline"), None, ()
    try:
        return v.ctx.rules.describe(a, lang), None, ()
    except Exception:
        return type(a).__name__, None, ()


def _title(v: TigrisView) -> str:
    s = v.state
    lang = _lang(v)
    assert s is not None
    ph = s.phase
    if ph == PH_COMMIT:
        c = 1 if s.c_kind == REVOLT else s.c_colour
        tiles = art.TILES_PLURAL.get(lang, art.TILES_PLURAL["en"])[c]
        return word(lang, "commit_q", tiles=tiles)
    key = {PH_WAR_COLOUR: "choose_war", PH_MONUMENT: "monument_q", PH_TREASURE: "treasure_q",
           PH_BUILDING: "building_q", PH_ZIGGURAT: "zig_q",
           PH_ZIGGURAT_INCOME: "zig_income"}.get(ph)
    return word(lang, key) if key else ""


def draw_cards(v: TigrisView, surf: pygame.Surface) -> None:
    s, g = v.state, v.geo
    assert s is not None and g is not None
    v.card_buttons = []
    v.card_rect = None
    if s.phase == PH_OVER:
        _draw_final(v, surf)
    elif s.phase != PH_ACTION:
        _draw_decision(v, surf)
    if v.banner is not None:
        text = v.banner[0]
        fs = max(16, min(22, g.s // 3))
        t = render(text, fs, INK)
        if t.get_width() > g.grid.w - 60:
            t = render(text[:110] + "…", fs - 2, INK)
        rect = pygame.Rect(0, 0, t.get_width() + 40, t.get_height() + 20)
        rect.center = (g.grid.centerx, g.grid.centery)
        if v.card_rect is not None and rect.colliderect(v.card_rect):
            rect.top = v.card_rect.bottom + 12 if v.card_rect.centery < g.grid.centery \
                else v.card_rect.top - rect.h - 12
        blit_card(surf, rect)
        surf.blit(t, (rect.x + 20, rect.y + 10))


def _draw_decision(v: TigrisView, surf: pygame.Surface) -> None:
    s, g = v.state, v.geo
    assert s is not None and g is not None
    lang = _lang(v)
    fs = max(15, min(21, g.s // 3))
    to_act = v.ctx.rules.to_act(s)
    actions = [a for a in v.legal if type(a) not in MAIN] if v.interactive else []
    conflict = s.phase == PH_COMMIT
    sides = v.war_sides()
    if sides:  # each side of the war outlined, in its leader's player colour when known
        owner = {}
        if conflict:
            owner = {s.c_att_sq: s.c_att, s.c_def_sq: s.c_def}
        for squares in sides:
            who = next((owner[q] for q in squares if q in owner), None)
            col = _ring(v, who) if who is not None else INK_SOFT
            for a, b in v._outline(squares):
                pygame.draw.line(surf, col, a, b, 3)
    if conflict:  # the two contested leaders stand out on the board
        pulse = 3 + int(2 * abs(((v.time * 2) % 2) - 1))
        for sq in (s.c_att_sq, s.c_def_sq):
            if sq is not None and sq >= 0:
                pygame.draw.circle(surf, ACCENT, g.square_center(sq), g.s // 2 + 2, pulse)
    bh = max(30, min(42, g.s * 2 // 3))
    bfs = max(15, min(19, bh // 2))
    labels = [_label(v, a) for a in actions]
    widths = []
    for text, icon, _sq in labels:
        w = render(text, bfs).get_width() + (icon.get_width() + 8 if icon else 0) + 24
        widths.append(max(bh + 8, w))
    row_w = g.grid.w - 80
    rows: list[list[int]] = [[]]
    x = 0
    for i, w in enumerate(widths):
        if rows[-1] and x + w > row_w:
            rows.append([])
            x = 0
        rows[-1].append(i)
        x += w + 8
    conflict_h = int(fs * 5.4) + 8 if conflict else 0
    title = _title(v) if actions else word(lang, "no_decision", name=_name(v, to_act or 0))
    th = fs + 14
    h = 16 + conflict_h + th + (len(rows) * (bh + 8) if actions else 0) + 6
    w = max([sum(widths[i] + 8 for i in r) for r in rows] + [render(title, fs).get_width(),
                                                              560 if conflict else 0]) + 40
    rect = _card_rect(v, w, h)
    v.card_rect = rect
    blit_card(surf, rect)
    y = rect.y + 10
    if conflict:
        _draw_conflict(v, surf, pygame.Rect(rect.x + 14, y, rect.w - 28, conflict_h), fs)
        y += conflict_h
    t = render(title, fs, INK, "italic")
    surf.blit(t, (rect.centerx - t.get_width() // 2, y + 4))
    y += th
    hover = v.hover_pos
    for r in rows if actions else []:
        total = sum(widths[i] + 8 for i in r) - 8
        x = rect.centerx - total // 2
        for i in r:
            text, icon, sqs = labels[i]
            b = Button(pygame.Rect(x, y, widths[i], bh), text, action=actions[i], icon=icon,
                       squares=sqs)
            v.card_buttons.append(b)
            draw_button(surf, b, shown(v, b, hover), bfs)
            x += widths[i] + 8
        y += bh + 8


MAIN = (A.PlaceLeader, A.MoveLeader, A.WithdrawLeader, A.PlaceTile, A.PlaceCatastrophe,
        A.SwapTiles, A.EndTurn)


def _draw_conflict(v: TigrisView, surf: pygame.Surface, rect: pygame.Rect, fs: int) -> None:
    """Attacker and defender: who, their strength on the board, what they committed."""
    s = v.state
    assert s is not None
    lang = _lang(v)
    c = s.c_colour if s.c_colour is not None and s.c_colour >= 0 else 1
    kind = word(lang, "revolt" if s.c_kind == REVOLT else "war")
    leader_name = art.LEADER_NAMES.get(lang, art.LEADER_NAMES["en"])[c]
    head = render(f"{kind} · {leader_name}", fs + 2, INK, "bold")
    surf.blit(head, (rect.centerx - head.get_width() // 2, rect.y))
    y = rect.y + head.get_height() + 6
    vs = render("vs", fs + 2, INK_SOFT, "italic")
    d = fs * 2 + 6
    surf.blit(vs, (rect.centerx - vs.get_width() // 2, y + (d - vs.get_height()) // 2))
    strength_c = 1 if s.c_kind == REVOLT else c
    to_act = v.ctx.rules.to_act(s)
    for side in (0, 1):
        seat = s.c_att if side == 0 else s.c_def
        base = s.c_att_base if side == 0 else s.c_def_base
        if seat is None or seat < 0:
            continue
        role = word(lang, "attacker" if side == 0 else "defender")
        x = rect.x + 6 if side == 0 else rect.centerx + 26
        surf.blit(v._leader_surf(seat, c, d), (x, y))
        tx = x + d + 8
        surf.blit(render(f"{role}: {_name(v, seat)}", fs, INK, "bold"), (tx, y - 2))
        line = [art.tile(strength_c, fs + 2), render(f" {base} {word(lang, 'board')}", fs, INK)]
        xx = tx
        for p in line:
            surf.blit(p, (xx, y + fs + 4 + (fs + 2 - p.get_height()) // 2))
            xx += p.get_width()
        if side == 0 and s.c_att_commit >= 0:
            t = render(word(lang, "commits", n=s.c_att_commit) + f" = {base + s.c_att_commit}",
                       fs, ACCENT, "bold")
        elif to_act == seat:
            t = render(word(lang, "deciding"), fs, INK_SOFT, "italic")
        else:
            t = None
        if t is not None:
            surf.blit(t, (tx, y + 2 * fs + 8))


def _draw_final(v: TigrisView, surf: pygame.Surface) -> None:
    """The final scoring: each player's colours, treasures given to the weakest ones."""
    s, g = v.state, v.geo
    assert s is not None and g is not None
    lang = _lang(v)
    fs = max(15, min(21, g.s // 3))
    ic = fs + 6
    rowh = ic + 10
    colw = ic + render("88+8", fs).get_width() + 26
    w = min(g.grid.w - 20, 40 + 170 + 4 * colw + 70)
    h = 30 + fs * 2 + rowh * s.players
    rect = pygame.Rect(0, 0, w, h)
    rect.center = g.grid.center
    v.card_rect = rect
    blit_card(surf, rect)
    t = render(word(lang, "final"), fs + 3, INK, "bold")
    surf.blit(t, (rect.centerx - t.get_width() // 2, rect.y + 10))
    y = rect.y + 20 + fs * 2
    for p in range(s.players):
        x = rect.x + 20
        surf.blit(art.badge(p % 4, _ring(v, p), ic), (x, y))
        t = render(_name(v, p), fs + 1, INK, "bold")
        surf.blit(t, (x + ic + 8, y + (ic - t.get_height()) // 2))
        x += 170
        visible = not s.scores_hidden or p == s.viewer
        if not visible:
            surf.blit(render(word(lang, "hidden"), fs, INK_SOFT, "italic"), (x, y))
            y += rowh
            continue
        tot = list(s.scores[p])
        extra = [0, 0, 0, 0]
        for _ in range(s.treasures[p]):
            c = min(range(4), key=lambda k: tot[k])
            tot[c] += 1
            extra[c] += 1
        low = min(tot)
        for c in range(4):
            surf.blit(art.tile(c, ic), (x, y))
            txt = f"{s.scores[p][c]}" + (f"+{extra[c]}" if extra[c] else "")
            col = ACCENT if tot[c] == low else INK
            t = render(txt, fs + 2, col, "bold")
            surf.blit(t, (x + ic + 6, y + (ic - t.get_height()) // 2))
            if extra[c]:
                surf.blit(art.treasure(max(8, ic // 2)), (x + ic + 8 + t.get_width(), y + ic // 4))
            x += colw
        surf.blit(render(f"= {low}", fs + 2, ACCENT, "bold"), (x, y - 2))
        y += rowh
