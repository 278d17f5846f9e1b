"""New game: pick the game from a picture of its board, the players (human or
computer at a level, name, colour) and the game's own options."""

from __future__ import annotations

import logging
import random
from typing import Any

import pygame

import game
from game.match import LEVELS, Match, Seat, clean_name, random_start
from ui import i18n, paper
from ui.app import App, Scene
from ui.scenes.registry import scene
from ui.theme import ACCENT, INK, INK_SOFT, PLAYER_COLORS, player_color, smallcaps
from ui.views import VIEWS, ViewContext
from ui.widgets import Button, Choice, TextInput, Widget, blit_text, px

log = logging.getLogger(__name__)

ROLE_ANY = -1  # a seat that chose no role (see a view's seat_roles)
KINDS = ("human", *(f"ai:{lv}" for lv in LEVELS), "remote")
_thumbs: dict[tuple, pygame.Surface] = {}


def clear_thumbnails() -> None:
    _thumbs.clear()


def thumbnail(game_id: str, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """The game's board drawn small from a fresh position (or a printed title card)."""
    key = (game_id, size, colorblind, i18n.lang())  # the board's and title's words
    if key in _thumbs:
        return _thumbs[key]
    w, h = size
    surf = pygame.Surface((w, h))
    paper.fill(surf)
    rules = game.GAMES[game_id]
    cls = VIEWS.get(game_id)
    drawn = False
    if cls is not None:
        try:
            n = max(rules.min_players, min(rules.max_players, 3))
            ctx = ViewContext(rules=rules, seat_names=[f"P{i + 1}" for i in range(n)],
                              seat_colors=[player_color(i, colorblind) for i in range(n)],
                              lang=i18n.lang(), anim_speed=0.0, colorblind=colorblind,
                              extra={"thumbnail": True, "ui_scale": 1.0})
            view = cls(ctx)
            # drawn as on a table-sized screen, then reduced: a true miniature of the board
            big = pygame.Surface((int(w * 3.2), int(h * 3.2)))
            paper.fill(big)
            view.layout(big.get_rect())
            view.set_state(rules.new_game(n, 1), None, False)
            view.draw_board(big)
            surf = pygame.transform.smoothscale(big, (w, h))
            drawn = True
        except Exception:
            log.exception("thumbnail of %s failed; using a title card", game_id)
            paper.fill(surf)
    if not drawn:
        paper.crease(surf, surf.get_rect(), vertical=True)
        title = smallcaps(i18n.title(rules), max(12, h // 8), INK)
        if title.get_width() > w - 16:
            title = pygame.transform.smoothscale(
                title, (w - 16, int(title.get_height() * (w - 16) / title.get_width())))
        surf.blit(title, title.get_rect(center=(w // 2, h // 2)))
        pygame.draw.rect(surf, INK_SOFT, surf.get_rect().inflate(-10, -10), 1)
    _thumbs[key] = surf
    return surf


class GameCard(Widget):
    """A game's picture and title; selecting it chooses the game."""

    def __init__(self, scene: NewGameScene, game_id: str) -> None:
        super().__init__()
        self.scene = scene
        self.game_id = game_id

    def activate(self) -> None:
        self.scene.choose(self.game_id)

    def draw(self, surf: pygame.Surface, focused: bool) -> None:
        r = self.rect
        chosen = self.scene.game_id == self.game_id
        paper.shadow(surf, r, depth=3)
        pic = r.inflate(-px(12), -px(44))
        pic.top = r.y + px(6)
        surf.blit(paper.sheet(r.size, (250, 242, 224)), r.topleft)
        surf.blit(thumbnail(self.game_id, pic.size, self.scene.app.settings.colorblind),
                  pic.topleft)
        pygame.draw.rect(surf, INK_SOFT, pic, 1)
        title = i18n.title(game.GAMES[self.game_id])
        blit_text(surf, title, px(19), (r.centerx, r.bottom - px(20)), INK,
                  "bold" if chosen else "regular", "center", max_width=r.w - px(10))
        pygame.draw.rect(surf, ACCENT if chosen else INK_SOFT, r, width=px(3) if chosen else 1,
                         border_radius=px(3))
        if focused:
            paper.focus_ring(surf, r)


class NewGameScene(Scene):
    """Choose game, players and options, then start."""

    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        ids = list(game.GAMES)
        if game_id not in game.GAMES:
            game_id = app.settings.last_game if app.settings.last_game in game.GAMES else None
        self.game_id = game_id or (ids[0] if ids else "")
        self.cards = [GameCard(self, g) for g in ids]
        self.names = [""] * 8
        self.typed = [False] * 8  # a name the player typed (else "Player N", in the language)
        self.kinds = ["human"] + ["ai:normal"] * 7
        self.colors = list(range(8))
        self.roles = [ROLE_ANY] * 8  # a game's role a seat chose (Revolution: its faction)
        self.players = 2
        self.options: dict[str, Any] = {}
        self.server = ""  # a club server's address: remote seats open a table there
        self.btn_back = Button(lambda: i18n.t("common.back"), app.pop, sound=self.click)
        self.btn_start = Button(lambda: i18n.t("newgame.start"), self.start, sound=self.click,
                                size=24)
        self.btn_learn = Button(lambda: i18n.t("menu.learn"), self.learn, sound=self.click)
        self.option_page = 0  # options are shown a page at a time when they do not all fit
        self.option_pages = 1
        self.btn_more = Button(lambda: i18n.t("newgame.more_options", page=self.option_page + 1,
                                              pages=self.option_pages),
                               self.next_option_page, sound=self.click)
        self.message = ""
        self.choose(self.game_id, relayout=False)

    # ------------------------------------------------------------------ model
    @property
    def rules(self) -> Any:
        return game.GAMES.get(self.game_id)

    def choose(self, game_id: str, relayout: bool = True) -> None:
        self.game_id = game_id
        r = self.rules
        if r is None:
            return
        self._recall_seats(game_id)
        self.players = max(r.min_players, min(r.max_players, self.players))
        self.options = {o.key: o.default for o in r.options}
        if relayout:
            self._build()
            self.layout(self.size)

    def _recall_seats(self, game_id: str) -> None:
        """The seats of the last game of ``game_id`` started here (players, names typed,
        person or computer and level, colours); anything a hand-edited settings file
        broke is left as it was."""
        saved = self.app.settings.last_seats.get(game_id)
        if not isinstance(saved, dict) or type(saved.get("players")) is not int:
            return
        seats = saved.get("seats")
        if not isinstance(seats, list) or len(seats) != saved["players"] or len(seats) > 8:
            return
        ok = [s for s in seats if isinstance(s, list) and len(s) == 3
              and isinstance(s[0], str) and s[1] in KINDS
              and type(s[2]) is int and 0 <= s[2] < len(PLAYER_COLORS)]
        if len(ok) != len(seats) or len({s[2] for s in ok}) != len(ok):
            return
        self.players = len(ok)
        rest = [c for c in range(8) if c not in {s[2] for s in ok}]
        for i, (name, kind, colour) in enumerate(ok):
            self.names[i] = clean_name(name)
            self.typed[i] = bool(self.names[i])
            self.kinds[i] = kind
            self.colors[i] = colour
        self.colors[len(ok):] = rest[:8 - len(ok)]
        roles = saved.get("roles")
        if isinstance(roles, list) and len(roles) == len(ok) \
                and all(type(x) is int for x in roles):
            self.roles[:len(ok)] = roles  # checked against the choices when they are built

    def _remember_seats(self) -> None:
        """Keep this set-up for the next New game of the same game (settings.json)."""
        self.app.settings.last_seats[self.game_id] = {
            "players": self.players,
            "seats": [[clean_name(self.names[i]) if self.typed[i] else "", self.kinds[i],
                       self.colors[i]] for i in range(self.players)],
            "roles": self.roles[:self.players]}

    def set_players(self, n: int) -> None:
        self.players = n
        self._build()
        self.focus.focus_on(self.count)  # the rebuilt counter keeps the keyboard focus
        self.layout(self.size)

    def set_kind(self, i: int, v: str) -> None:
        self.kinds[i] = v
        self.server_input.visible = "remote" in self.kinds[:self.players]

    def set_color(self, i: int, c: int) -> None:
        """Pick colour ``c`` for seat ``i``; a seat that had it takes ``i``'s old colour."""
        old = self.colors[i]
        for j in range(self.players):
            if j != i and self.colors[j] == c:
                self.colors[j] = old
        self.colors[i] = c
        for w in self.seat_widgets:
            if isinstance(w, Choice) and hasattr(w, "seat_index"):
                w.value = self.colors[w.seat_index]  # type: ignore[attr-defined]

    def role_choices(self) -> list[tuple[Any, str, int | None]]:
        """The roles a seat may choose in this game at this player count and options
        (``(value, label, colour)``, the first "any"), or [] for a game without roles."""
        hook = getattr(VIEWS.get(self.game_id), "seat_roles", None)
        if hook is None or self.rules is None:
            return []
        return hook(self.rules, self.players, dict(self.options), i18n.lang())

    def set_role(self, i: int, v: Any) -> None:
        """Seat ``i`` chooses role ``v``: a seat that had it takes ``i``'s old one, and a
        role whose pieces have a palette colour brings that colour."""
        old = self.roles[i]
        if v != ROLE_ANY:
            for j in range(self.players):
                if j != i and self.roles[j] == v:
                    self.roles[j] = old
        self.roles[i] = v
        colour = next((c for val, _, c in self.role_choices() if val == v), None)
        if colour is not None:
            self.set_color(i, colour)
        for k, w in enumerate(self.role_widgets):
            w.value = self.roles[k]

    def set_option(self, key: str, v: Any) -> None:
        self.options[key] = v
        if self.role_widgets:  # the roles may depend on the options (Revolution at 3)
            self._refresh_roles()

    def _refresh_roles(self) -> None:
        """The role choices again; a role no longer offered becomes "any"."""
        values = [v for v, _, _ in self.role_choices()]
        for k, w in enumerate(self.role_widgets):
            if self.roles[k] not in values:
                self.roles[k] = ROLE_ANY
            w.values = values
            w.value = self.roles[k]

    def _role_text(self, v: Any) -> str:
        return next((label for val, label, _ in self.role_choices() if val == v), str(v))

    def set_name(self, i: int, name: str) -> None:
        self.names[i] = name
        self.typed[i] = True

    def name_of(self, i: int) -> str:
        """Seat ``i``'s name: the one typed, or "Player N" in the current language."""
        typed = clean_name(self.names[i]) if self.typed[i] else ""
        return typed or i18n.t("seat.default", n=i + 1)

    def seats(self) -> list[Seat]:
        out = []
        for i in range(self.players):
            kind = self.kinds[i]
            name = self.name_of(i)
            if kind in ("human", "remote"):  # a remote player is a person far away
                out.append(Seat(name, self.colors[i], "human", "normal"))
            else:
                out.append(Seat(name, self.colors[i], "ai", kind.split(":", 1)[1]))
        return out

    def start(self) -> None:
        PlayScene = scene("play")

        r = self.rules
        if r is None:
            return
        seed = random.randrange(1 << 62)
        try:
            seats = random_start(self.seats(), seed)
            arrange = getattr(VIEWS.get(r.id), "arrange_seats", None)
            if arrange is not None:  # a game whose seats choose factions (Revolution)
                roles = random_start(self.roles[:self.players], seed)  # as the seats turn
                seats = arrange(r, seats, seed, dict(self.options), roles)
            match = Match(r, seats, seed, dict(self.options))
        except Exception as exc:
            log.exception("starting %s failed", r.id)
            self.message = i18n.t("newgame.failed", error=str(exc))
            return
        self.app.settings.last_game = r.id
        self._remember_seats()
        self.app.settings_changed()
        kinds = ["remote" if k == "remote" else "ai" if k.startswith("ai:") else "here"
                 for k in self.kinds[:self.players]]
        if "remote" in kinds and self.server.strip():  # a table on a club server
            self.app.replace(scene("club")(self.app, self.server.strip(), match, kinds))
            return
        if "remote" in kinds:  # the table opens to the network: seats rotate with kinds
            self.app.replace(scene("hosted")(self.app, match, random_start(kinds, seed)))
            return
        self.app.replace(PlayScene(self.app, match))

    def learn(self) -> None:
        """The guided game of the chosen game (the button is off when it has none)."""
        from game.learn import has_lesson

        if self.rules is None or not has_lesson(self.game_id):
            return
        self.app.settings.last_game = self.game_id
        self.app.settings_changed()
        self.app.replace(scene("learn")(self.app, self.game_id))

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        r = self.rules
        self.seat_widgets: list[Widget] = []
        self.role_widgets: list[Choice] = []
        self.option_widgets: list[Widget] = []
        if r is None:
            self.focus.set([self.btn_back])
            return
        self.count = Choice(lambda: i18n.t("newgame.players"),
                            list(range(r.min_players, r.max_players + 1)), self.players, str,
                            self.set_players)
        for i in range(self.players):
            name = TextInput(self.name_of(i) if not self.typed[i] else self.names[i],
                             lambda v, i=i: self.set_name(i, v), default=not self.typed[i])
            kind = Choice("", KINDS, self.kinds[i], self._kind_text,
                          lambda v, i=i: self.set_kind(i, v))
            colour = Choice("", list(range(len(PLAYER_COLORS))), self.colors[i],
                            self._colour_name, lambda v, i=i: self.set_color(i, v),
                            swatch=lambda c: self.app.settings.colorblind)
            colour.seat_index = i  # type: ignore[attr-defined]
            self.seat_widgets += [name, kind, colour]
        roles = self.role_choices()
        if roles:
            for i in range(self.players):
                self.role_widgets.append(Choice("", [v for v, _, _ in roles], self.roles[i],
                                                self._role_text,
                                                lambda v, i=i: self.set_role(i, v)))
            self._refresh_roles()
        row_focus = [w for i in range(self.players) for w in
                     (*self.seat_widgets[3 * i:3 * i + 3], *self.role_widgets[i:i + 1])]
        self.server_input = TextInput(self.server, lambda v: setattr(self, "server", v),
                                      max_len=80)
        self.server_input.visible = "remote" in self.kinds[:self.players]
        self.shown_options = [o for o in r.options if o.applies(self.players)]
        explain = getattr(r, "option_help", None)  # a game may explain its options
        for o in self.shown_options:  # only the options that matter at this player count
            ch = Choice(lambda o=o: o.label(i18n.lang()), list(o.choices), self.options[o.key],
                        lambda v, o=o: o.value_name(v, i18n.lang()) or self._option_text(v),
                        lambda v, o=o: self.set_option(o.key, v),
                        size=18, explain=None if explain is None else
                        (lambda o=o: explain(o.key, i18n.lang())))
            self.option_widgets.append(ch)
        self.focus.set([*self.cards, self.count, *row_focus, self.server_input,
                        *self.option_widgets,
                        self.btn_more, self.btn_back, self.btn_learn, self.btn_start])

    def next_option_page(self) -> None:
        """Show the next page of options (the last page goes back to the first)."""
        self.option_page = (self.option_page + 1) % max(1, self.option_pages)
        self.layout(self.size)

    @staticmethod
    def _kind_text(v: str) -> str:
        if v == "human":
            return i18n.t("seat.human")
        if v == "remote":
            return i18n.t("seat.remote")
        return i18n.t("seat.computer", level=i18n.level_name(v.split(":", 1)[1]))

    @staticmethod
    def _colour_name(c: int) -> str:
        return i18n.t(f"colour.{PLAYER_COLORS[c % len(PLAYER_COLORS)][0]}")

    @staticmethod
    def _option_text(v: Any) -> str:
        if v is True:
            return i18n.t("common.yes")
        if v is False:
            return i18n.t("common.no")
        return str(v)

    def enter(self) -> None:
        self._build()
        self.layout(self.size)
        if self.cards:
            self.focus.focus_on(self.cards[list(game.GAMES).index(self.game_id)]
                                if self.game_id in game.GAMES else self.cards[0])

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if not hasattr(self, "seat_widgets"):
            self._build()
        w, h = size
        m = px(24)
        self.sheet = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        n = max(1, len(self.cards))
        cw = min(px(300), (self.sheet.w - px(40) - (n - 1) * px(16)) // n)
        ch = int(cw * 0.72) + px(40)
        x = self.sheet.centerx - (n * cw + (n - 1) * px(16)) // 2
        y = self.sheet.y + px(70)
        for c in self.cards:
            c.rect = pygame.Rect(x, y, cw, ch)
            x += cw + px(16)
        top = y + ch + px(24)
        left = pygame.Rect(self.sheet.x + px(30), top, int(self.sheet.w * 0.6), 0)
        right_x = left.right + px(30)
        right_w = self.sheet.right - px(30) - right_x
        rh = px(38)
        if self.rules is None:
            return
        self.count.rect = pygame.Rect(left.x, top, px(240), rh)
        self.server_input.rect = pygame.Rect(left.x + px(540), top, left.w - px(540), rh)
        y = top + rh + px(14)
        self.seat_rows_top = y
        roles = bool(self.role_widgets)  # a fourth column: the seat's role
        name_w = int(left.w * (0.25 if roles else 0.36))
        kind_w = int(left.w * (0.27 if roles else 0.36))
        col_w = int(left.w * 0.17) if roles else left.w - name_w - kind_w - px(20)
        # up to 7 seats fit above the Back button: the gaps, then the rows, get smaller
        room = self.sheet.bottom - px(66) - px(10) - y
        pitch = min(rh + px(8), room // max(1, self.players))
        row_h = max(px(24), min(rh, pitch - px(3)))
        for i in range(self.players):
            name, kind, colour = self.seat_widgets[3 * i: 3 * i + 3]
            name.rect = pygame.Rect(left.x, y, name_w, row_h)
            kind.rect = pygame.Rect(left.x + name_w + px(10), y, kind_w, row_h)
            colour.rect = pygame.Rect(kind.rect.right + px(10), y, col_w, row_h)
            if roles:
                x = colour.rect.right + px(10)
                self.role_widgets[i].rect = pygame.Rect(x, y, left.right - x, row_h)
            y += pitch
        oy = top + px(36)
        bottom = self.sheet.bottom - px(66) - px(10)  # above Back, Learn and Start
        per_page = max(1, (bottom - oy) // (rh + px(8)))
        if len(self.option_widgets) > per_page:  # the last row turns the pages
            per_page = max(1, per_page - 1)
        self.option_pages = -(-len(self.option_widgets) // per_page)
        self.option_page %= max(1, self.option_pages)
        first = self.option_page * per_page
        for i, ow in enumerate(self.option_widgets):
            ow.visible = first <= i < first + per_page
            ow.rect = pygame.Rect(right_x, oy, right_w, rh if ow.visible else 0)
            if ow.visible:
                oy += rh + px(8)
            else:
                ow.rect.w = 0
        self.btn_more.visible = self.option_pages > 1
        self.btn_more.rect = (pygame.Rect(right_x, top + px(36) + per_page * (rh + px(8)),
                                          right_w, rh) if self.btn_more.visible
                              else pygame.Rect(0, 0, 0, 0))
        self.options_top = top
        bw = px(200)
        self.btn_back.rect = pygame.Rect(self.sheet.x + px(30), self.sheet.bottom - px(66), bw,
                                         px(46))
        self.btn_start.rect = pygame.Rect(self.sheet.right - px(30) - bw - px(40),
                                          self.sheet.bottom - px(66), bw + px(40), px(46))
        self.btn_learn.rect = pygame.Rect(self.btn_start.rect.x - bw - px(16),
                                          self.sheet.bottom - px(66), bw, px(46))
        from game.learn import has_lesson

        self.btn_learn.enabled = has_lesson(self.game_id)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        paper.table(surf)
        paper.panel(surf, self.sheet)
        t = smallcaps(i18n.t("newgame.title"), px(40), INK)
        surf.blit(t, t.get_rect(midtop=(self.sheet.centerx, self.sheet.y + px(14))))
        if not self.cards:
            blit_text(surf, i18n.t("newgame.nogames"), px(22), self.sheet.center, INK_SOFT,
                      "italic", "center")
            self.focus.draw(surf)
            return
        if self.rules is not None:
            r = self.rules
            blit_text(surf, i18n.t("newgame.range", lo=r.min_players, hi=r.max_players), px(17),
                      (self.count.rect.right + px(14), self.count.rect.centery), INK_SOFT,
                      "italic", "midleft")
            if self.server_input.visible:
                blit_text(surf, i18n.t("newgame.server"), px(17),
                          (self.server_input.rect.x - px(8), self.server_input.rect.centery),
                          INK_SOFT, "italic", "midright")
            blit_text(surf, i18n.t("newgame.options"), px(20),
                      (self.option_widgets[0].rect.x if self.option_widgets else
                       self.sheet.right - px(300), self.options_top), INK, "bold")
            if not self.option_widgets:
                blit_text(surf, i18n.t("newgame.nooptions"), px(18),
                          (self.sheet.right - px(300), self.options_top + px(36)), INK_SOFT,
                          "italic")
        self.focus.draw(surf)
        if self.message:
            blit_text(surf, self.message, px(18), (self.sheet.centerx, self.btn_start.rect.y
                                                   - px(30)), ACCENT, "italic", "midtop",
                      max_width=self.sheet.w - px(60))
