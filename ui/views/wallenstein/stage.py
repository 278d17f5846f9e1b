"""What the Wallenstein view draws over the table: the tower on its stage during a throw
(with the forces, the running tally and the result), the winter scoring with the
majorities per region, banners, and the label by the pointer on the map."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.i18n import ngettext
from game.wallenstein import data as D
from game.wallenstein.state import GREEN, OUT
from ui import paper
from ui.theme import ACCENT, INK, INK_SOFT, render
from ui.views.wallenstein import art, tower, tower_art
from ui.views.wallenstein import map_art as wmap
from ui.views.wallenstein.geometry import MapGeom
from ui.views.wallenstein.shows import Show
from ui.views.wallenstein.words import word


class Table(Protocol):
    """What the stage reads of the Wallenstein view (named here, so that this module
    does not import the view that imports it)."""

    lang: str
    state: Any
    shown: Any
    shows: list[Show]
    geom: MapGeom | None
    hover: tuple[int, int] | None
    board_rect: pygame.Rect
    map_rect: pygame.Rect
    stage_rect: pygame.Rect
    stage_bg: tuple | None

    def seat_name(self, seat: int) -> str: ...

    def seat_colour(self, seat: int) -> tuple: ...

    def colours(self) -> dict[int, tuple]: ...

    def marks(self) -> dict[int, str] | None: ...

    def start_tower(self, sh: Show) -> None: ...


def draw_tip(view: Table, surf: pygame.Surface, s: Any, p: int) -> None:
    """A small label by the pointer: the province, its owner, armies and buildings."""
    if p < 0:
        return
    lang = view.lang
    o = s.owner[p]
    if o >= 0:
        n = s.armies[p]
        who = ngettext("{name} · {n} army", "{name} · {n} armies", n, lang,
                       name=view.seat_name(o))
    elif o == OUT:
        who = word(lang, "out")
    else:
        who = word(lang, "neutral")
    region = D.REGION_NAMES[D.REGION[p]]
    lines = [(D.NAMES[p], "bold"), (f"{region} · {who}", "regular")]
    extra = []
    if s.buildings[p]:
        from game.wallenstein.texts import BUILDING_NAMES

        names = BUILDING_NAMES.get(lang, BUILDING_NAMES["en"])
        extra.append(", ".join(names[k] for k in range(3) if s.buildings[p] & (1 << k)))
    if s.revolts[p]:
        extra.append(f"{word(lang, 'revolts')}: {s.revolts[p]}")
    if p in wmap.wasted(s):
        extra.append(word(lang, "devastated"))
    if extra:
        lines.append(("; ".join(extra), "italic"))
    size = max(12, int(view.geom.unit * 0.95))
    ts = [render(t, size, INK, st) for t, st in lines]
    w = max(t.get_width() for t in ts) + 12
    h = sum(t.get_height() for t in ts) + 8
    x, y = view.hover[0] + 16, view.hover[1] + 18
    br = view.board_rect
    x = min(x, br.right - w - 2)
    y = min(y, br.bottom - h - 2)
    box = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surf, (40, 24, 10), box.move(2, 3), border_radius=4)
    pygame.draw.rect(surf, (250, 243, 224), box, border_radius=4)
    pygame.draw.rect(surf, view.seat_colour(o) if o >= 0 else INK_SOFT, box, 2,
                     border_radius=4)
    yy = y + 4
    for t in ts:
        surf.blit(t, (x + 6, yy))
        yy += t.get_height()


def draw_show(view: Table, surf: pygame.Surface, veiled: bool = False) -> None:
    sh = view.shows[0]
    lang = view.lang
    br = view.board_rect
    if sh.kind == "banner":
        a = min(1.0, sh.t / 0.2, max(0.0, (sh.dur - sh.t) / 0.3))
        art.banner(surf, (view.map_rect.centerx, view.map_rect.y + view.map_rect.h // 3),
                   sh.lines, max(18, br.h // 26), int(255 * a))
        return
    if sh.kind == "scoring":
        draw_scoring(view, surf, sh)
        return
    if sh.sim is None:
        view.start_tower(sh)
    sim = sh.sim
    st = view.stage_rect
    if not veiled:
        surf.blit(_veil(br.size), br.topleft)
        paper.panel(surf, st)
        if surf.get_rect().contains(br):
            view.stage_bg = ((id(sh), br.topleft, br.size), surf.subsurface(br).copy())
    pad = max(10, st.w // 50)
    th = st.h - 2 * pad
    tw = int(th * tower.WORLD_W / tower.WORLD_H)
    tr = pygame.Rect(st.x + pad, st.y + pad, min(tw, st.w * 2 // 3), th)
    tower_art.draw_tower(surf, tr, sim.drawables(), view.colours(),
                     sim.tops if sim.phase in ("sort", "done") else None,
                     sim.counts if sim.phase in ("sort", "done") else None,
                     marks=view.marks())
    info = pygame.Rect(tr.right + pad, st.y + pad * 2, st.right - tr.right - 2 * pad,
                       st.h - 4 * pad)
    draw_throw_info(view, surf, info, sh)
    hint = render(word(lang, "skip"), max(10, st.h // 50), INK_SOFT, "italic")
    surf.blit(hint, (st.right - hint.get_width() - pad, st.bottom - hint.get_height() - 6))


def draw_throw_info(view: Table, surf: pygame.Surface, r: pygame.Rect, sh: Show) -> None:
    """The forces, the tray and the result beside the tower, in a type size that keeps
    all of it inside ``r`` (chosen once per panel size, language and stage of the throw)."""
    done = sh.sim is not None and sh.sim.done
    key = (r.size, view.lang, done)
    fit = sh.info_size
    if fit is None or fit[0] != key:
        size = max(14, r.h // 22)
        scratch = pygame.Surface(r.size, pygame.SRCALPHA)
        while size > 9 and _throw_info(view, scratch, scratch.get_rect(), sh, size) > r.h:
            size -= 1
        fit = sh.info_size = (key, size)
    clip = surf.get_clip()
    surf.set_clip(r.clip(clip) if clip else r)
    _throw_info(view, surf, r, sh, fit[1])
    surf.set_clip(clip)


def _throw_info(view: Table, surf: pygame.Surface, r: pygame.Rect, sh: Show,
                size: int) -> int:
    """Draw the throw's information at type ``size``; the y where it ends."""
    lang = view.lang
    d = sh.throw
    prov = d.get("province", -1)
    name = D.NAMES[prov] if 0 <= prov < D.N_PROVINCES else ""
    title = word(lang, "revolt_in" if d.get("battle") == "revolt" else "battle_for", p=name)
    t = art.fit_text(title, int(size * 1.3), r.w, INK, "bold")
    surf.blit(t, (r.x, r.y))
    y = r.y + t.get_height() + size // 2
    thrown = d.get("thrown", [])
    tray_n = d.get("from_tray", 0)
    fresh = thrown[:len(thrown) - tray_n] if tray_n else thrown
    rows: list[tuple[str, int, int]] = []
    if d.get("battle") == "revolt":
        rows.append((view.seat_name(d["owner"]), d["owner"], fresh.count(d["owner"])))
        rows.append((word(lang, "peasants"), GREEN, fresh.count(GREEN)))
    else:
        att = d.get("attacker", 0)
        rows.append((f"{word(lang, 'attacker')}: {view.seat_name(att)}", att,
                     fresh.count(att)))
        if d.get("battle") == "player":
            dfd = d.get("defender", 0)
            rows.append((f"{word(lang, 'defender')}: {view.seat_name(dfd)}", dfd,
                         fresh.count(dfd)))
        else:
            rows.append((word(lang, "peasants"), GREEN, fresh.count(GREEN)))
    cols = view.colours()
    cs = max(10, size)
    small = max(8, int(size * 0.62))
    for label, col, n in rows:
        surf.blit(art.cube(cs, cols.get(col, (128, 128, 128))), (r.x, y + 2))
        tt = art.fit_text(f"{label} — {n}", size, r.w - cs - 8, INK)
        surf.blit(tt, (r.x + cs + 8, y))
        y += tt.get_height() + 2
        per = max(1, (r.w - cs - 8) // (small + 2))
        img = art.cube(small, cols.get(col, (128, 128, 128)))
        for j in range(min(n, per * 3)):
            q, m = divmod(j, per)
            surf.blit(img, (r.x + cs + 8 + m * (small + 2), y + q * (small + 2)))
        y += ((min(n, per * 3) + per - 1) // per) * (small + 2) + 6
    if tray_n:
        tt = render(f"{word(lang, 'from_tray')}: {tray_n}", int(size * 0.85), INK_SOFT,
                    "italic")
        surf.blit(tt, (r.x, y))
        y += tt.get_height() + 4
    sim = sh.sim
    if sim is None:
        return y
    y += size // 3
    paper.rule(surf, r.x, r.right, y)
    y += size // 2
    live: dict[int, int] = {}
    for c in sim.cubes:
        if c.stage in ("tray", "sorted") or sim.phase != "fall" and sim.where(c) == "tray":
            live[c.colour] = live.get(c.colour, 0) + 1
    tt = render(word(lang, "in_tray"), int(size * 0.85), INK_SOFT, "italic")
    surf.blit(tt, (r.x, y))
    y += tt.get_height() + 2
    x = r.x
    for col in sorted(live):
        tt = render(str(live[col]), int(size * 1.2), INK, "bold")
        if x > r.x and x + cs + 4 + tt.get_width() > r.right:  # the next row
            x = r.x
            y += int(size * 1.6)
        surf.blit(art.cube(cs, cols.get(col, (128, 128, 128))), (x, y + 2))
        surf.blit(tt, (x + cs + 4, y - 2))
        x += cs + tt.get_width() + 14
    y += int(size * 1.6)
    bd = sh.data or {}
    if sim.done and bd:
        if "attack" in bd:
            a_col = bd["attacker"]
            left, right = bd["attack"], bd["defence"] + bd["peasants"]
            r_col = bd["defender"] if bd["defender"] >= 0 else GREEN
        else:
            a_col, left = bd["owner"], bd["army"]
            right, r_col = bd["peasants"], GREEN
        big = int(size * 2.2)
        t1 = render(str(left), big, art.shade(cols.get(a_col, INK), 0.8), "bold")
        t2 = render(":", big, INK, "bold")
        t3 = render(str(right), big, art.shade(cols.get(r_col, INK), 0.8), "bold")
        x = r.x
        for t in (t1, t2, t3):
            surf.blit(t, (x, y))
            x += t.get_width() + 10
        y += t1.get_height()
    if sim.done and sh.result:
        from ui.widgets import wrap

        for line in wrap(sh.result[0], size, r.w, "bold"):  # measured as drawn
            tt = render(line, size, ACCENT, "bold")
            surf.blit(tt, (r.x, y))
            y += tt.get_height()
    return y


def draw_scoring(view: Table, surf: pygame.Surface, sh: Show) -> None:
    s = view.shown or view.state
    lang = view.lang
    d = sh.data or {}
    mr = view.map_rect
    # the majorities per region, shown on the map
    counts = [[[0] * s.players for _ in range(3)] for _ in D.REGIONS]
    for p, o in enumerate(s.owner):
        if o >= 0:
            for k in range(3):
                if s.buildings[p] & (1 << k):
                    counts[D.REGION[p]][k][o] += 1
    u = view.geom.unit
    for r in range(len(D.REGIONS)):
        members = [p for p in range(D.N_PROVINCES) if D.REGION[p] == r]
        cx = sum(view.geom.anchor_screen(p)[0] for p in members) // len(members)
        cy = sum(view.geom.anchor_screen(p)[1] for p in members) // len(members)
        box = pygame.Rect(0, 0, int(u * 6.4), int(u * 4.1))
        box.center = (cx, cy)
        pygame.draw.rect(surf, (250, 242, 222), box, border_radius=6)
        pygame.draw.rect(surf, INK, box, 1, border_radius=6)
        for k in range(3):
            c = counts[r][k]
            top = max(c)
            y = box.y + 4 + k * int(u * 1.3)
            surf.blit(art.building(k, int(u * 1.1)), (box.x + 4, y))
            x = box.x + int(u * 1.7)
            if top > 0:
                for i in range(s.players):
                    if c[i] == top:  # every seat tied at the top gets a disc
                        at = (x + int(u * 0.5), y + int(u * 0.55))
                        pygame.draw.circle(surf, view.seat_colour(i), at, int(u * 0.5))
                        pygame.draw.circle(surf, INK, at, int(u * 0.5), 1)
                        x += int(u * 1.15)
    lines = [word(lang, "scoring", y=d.get("year", s.year))]
    pts = d.get("points", [])
    lines.append("   ".join(f"{view.seat_name(i)} +{p}" for i, p in enumerate(pts)))
    a = min(1.0, sh.t / 0.2, max(0.0, (sh.dur - sh.t) / 0.3))
    art.banner(surf, (mr.centerx, mr.y + int(mr.h * 0.12)), lines,
               max(18, view.board_rect.h // 28), int(255 * a))


_VEILS: dict[tuple[int, int], pygame.Surface] = {}


def _veil(size: tuple[int, int]) -> pygame.Surface:
    v = _VEILS.get(size)
    if v is None:
        v = pygame.Surface(size, pygame.SRCALPHA)
        v.fill((24, 14, 6, 150))
        _VEILS.clear()
        _VEILS[size] = v
    return v
