"""Hansa Teutonica's phrases, in the language asked: the log's and the choices'.

Two voices, as the other games' log and buttons use them:

- :func:`describe` and :func:`describe_event` narrate for the log, in the third person
  after the player's name ("Ada: places a trader on Hamburg–Lübeck (1)"). Where an event
  knows more than its action (whose piece was displaced, where a re-placed piece came
  from, how many of each shape an income brought), the action is not logged on its own
  (``rules.logs_action``) and its event says the whole sentence; such events are marked
  ``log_only`` by the engine, so a hint does not repeat them as a consequence.
- :func:`describe_choice` speaks to the player deciding, in the imperative, for the
  buttons, the arrow walk's status line and the hints ("Place a trader on …").

Route and post numbers are the same on both board sides, so an action can be
described without the state.
"""

from __future__ import annotations

from game.core import Event, seat_ref
from game.hansa import actions as A
from game.hansa.board import side_board
from game.hansa.state import NEUTRAL, REMOVE3
from game.i18n import N_, NN_, ByLang, gettext, ngettext

# names indexed by language, for the views too (MARKER["de"][k])
ABILITY = ByLang((N_("Actiones"), N_("Clavis Urbis"), N_("Liber Sophiae"), N_("Privilegium"),
                  N_("Bursa")))
MARKER = ByLang((N_("Additional Office"), N_("Swap Offices"), N_("Upgrade 1 Ability"),
                 N_("Remove 3"), N_("+3 Actions"), N_("+4 Actions")))
SPACE = ByLang((N_("white"), N_("orange"), N_("pink"), N_("black")))

# ------------------------------------------------------------------ choices (imperative)
# whole messages per piece shape: [0] trader (cube), [1] merchant (disc)
PLACE = (N_("Place a trader on {post}"), N_("Place a merchant on {post}"))
DISPLACE = (N_("Displace the piece on {post} with a trader"),
            N_("Displace the piece on {post} with a merchant"))
EXTRA_OFFICE = (N_("Additional office in {city} (trader)"),
                N_("Additional office in {city} (merchant)"))
RELOCATE = (N_("Re-place a trader on {post}"), N_("Re-place a merchant on {post}"))
RELOCATE_FROM = (N_("Re-place a trader on {post} from {source}"),
                 N_("Re-place a merchant on {post} from {source}"))
START = {"place": N_("Place a piece"), "displace": N_("Displace an opponent's piece"),
         "move": N_("Move own pieces")}

# ------------------------------------------------------------------ the log (third person)
PLACES = (N_("places a trader on {post}"), N_("places a merchant on {post}"))
DISPLACES = (N_("displaces the piece on {post} with a trader"),
             N_("displaces the piece on {post} with a merchant"))
# [victim's shape][own shape]; a neutral piece is always a cube
DISPLACES_OF = ((N_("displaces {victim}'s trader on {post} with a trader"),
                 N_("displaces {victim}'s trader on {post} with a merchant")),
                (N_("displaces {victim}'s merchant on {post} with a trader"),
                 N_("displaces {victim}'s merchant on {post} with a merchant")))
DISPLACES_NEUTRAL = (N_("displaces the neutral piece on {post} with a trader"),
                     N_("displaces the neutral piece on {post} with a merchant"))
EXTRA_OFFICES = (N_("opens an additional office in {city} with a trader"),
                 N_("opens an additional office in {city} with a merchant"))
MOVES = (N_("moves a trader from {post} to {to}"), N_("moves a merchant from {post} to {to}"))
RELOCATES = (N_("re-places a trader on {post}"), N_("re-places a merchant on {post}"))
RELOCATES_FROM = (N_("re-places a trader on {post} from {source}"),
                  N_("re-places a merchant on {post} from {source}"))
# a "relocated" event by where the piece came from
RELOCATED = {
    "displaced": (N_("re-places the displaced trader on {post}"),
                  N_("re-places the displaced merchant on {post}")),
    "stock": (N_("places a trader from the stock on {post} as compensation"),
              N_("places a merchant from the stock on {post} as compensation")),
    "supply": (N_("places a trader from the supply on {post} as compensation"),
               N_("places a merchant from the supply on {post} as compensation")),
    "board": (N_("moves a trader from {source} to {post} as compensation"),
              N_("moves a merchant from {source} to {post} as compensation")),
}
NO_ROOM = (N_("puts the displaced trader back in the stock (no free post)"),
           N_("puts the displaced merchant back in the stock (no free post)"))
REMOVES = (N_("removes {owner}'s trader from {post}"),
           N_("removes {owner}'s merchant from {post}"))
STARTS = {"place": N_("places a piece"), "displace": N_("displaces an opponent's piece"),
          "move": N_("moves own pieces")}
INCOME = {"traders": NN_("takes income: {n} trader", "takes income: {n} traders"),
          "merchants": NN_("takes income: {n} merchant", "takes income: {n} merchants")}
PIECES = (NN_("{n} trader", "{n} traders"), NN_("{n} merchant", "{n} merchants"))
PRESTIGE = {"control": N_("+{points} PP (city control)"), "coin": N_("+{points} PP (coin)"),
            "east_west": N_("+{points} PP (East–West)")}
# why the game ends, when the lines before do not say it ("stack": "The marker stack is
# empty" was logged when it happened)
GAME_END = {"prestige": N_("{name} has {points} prestige points: the game ends"),
            "cities": N_("Ten cities are complete: the game ends")}

# actions whose event tells the whole story (see the module's docstring)
TOLD_BY_EVENT = frozenset((A.Start, A.Income, A.Displace, A.Move, A.Relocate, A.Remove,
                           A.NeutralOffice, A.PlaceMarker))


def _b():
    return side_board("4-5")


def city_name(c: int) -> str:
    b = _b()
    return b.city_names[c] if 0 <= c < b.n_cities else f"#{c}"


def route_name(r: int) -> str:
    b = _b()
    if not 0 <= r < b.n_routes:
        return f"#{r}"
    return f"{b.city_names[b.route_a[r]]}–{b.city_names[b.route_b[r]]}"


def post_name(p: int) -> str:
    b = _b()
    if not 0 <= p < b.n_posts:
        return f"#{p}"
    r = b.post_route[p]
    return f"{route_name(r)} ({p - b.route_posts[r][0] + 1})"


def _sh(shape: object) -> int:
    return shape if shape in (0, 1) and type(shape) is int else 0


def _ability(ab: int, lang: str) -> str:
    return ABILITY[lang][ab] if 0 <= ab < 5 else "?"


def _marker(k: int, lang: str) -> str:
    return MARKER[lang][k] if 0 <= k < 6 else "?"


def _space(sp: int, lang: str) -> str:
    return SPACE[lang][sp] if 0 <= sp < 4 else "?"


def _who(seat, lang: str) -> str:
    """Another seat named in a log line (the line's own seat is its prefix)."""
    if seat is None or seat == NEUTRAL:
        return gettext(N_("Neutral"), lang)
    return seat_ref(seat)


def describe_choice(a, lang: str = "en") -> str:  # noqa: C901 - one branch per action
    """``a`` as the deciding player's button says it, in the imperative."""
    def say(msg: str, **kw: object) -> str:
        return gettext(msg, lang, **kw)

    t = type(a)
    if t is A.Start:
        return say(START[a.kind]) if a.kind in START else str(a.kind)
    if t is A.Income:
        return say(N_("Income (merchants: {merchants})"), merchants=a.merchants)
    if t is A.Place:
        return say(PLACE[_sh(a.shape)], post=post_name(a.post))
    if t is A.Displace:
        return say(DISPLACE[_sh(a.shape)], post=post_name(a.post))
    if t is A.Move:
        return say(N_("Move the piece on {post} to {to}"), post=post_name(a.post),
                   to=post_name(a.to))
    if t is A.StopMove:
        return say(N_("Move no more pieces"))
    if t is A.Claim:
        return say(N_("Claim the route {route}"), route=route_name(a.route))
    if t is A.Office:
        return say(N_("Establish an office in {city}"), city=city_name(a.city))
    if t is A.ExtraOffice:
        return say(EXTRA_OFFICE[_sh(a.shape)], city=city_name(a.city))
    if t is A.Upgrade:
        return say(N_("Upgrade {ability}"), ability=_ability(a.ability, lang))
    if t is A.Coellen:
        return say(N_("Merchant on the Coellen table ({space})"), space=_space(a.space, lang))
    if t is A.NoBenefit:
        return say(N_("No benefit"))
    if t is A.Relocate:
        if a.source < 0:
            return say(RELOCATE[_sh(a.shape)], post=post_name(a.post))
        return say(RELOCATE_FROM[_sh(a.shape)], post=post_name(a.post),
                   source=post_name(a.source))
    if t is A.DeclineExtras:
        return say(N_("No more pieces"))
    if t is A.NeutralOffice:
        return say(N_("Neutral office in {city}"), city=city_name(a.city))
    if t is A.UseActions:
        return say(N_("Marker: {extra} extra actions"), extra=a.extra)
    if t is A.UseUpgrade:
        return say(N_("Marker: upgrade {ability}"), ability=_ability(a.ability, lang))
    if t is A.UseSwap:
        return say(N_("Marker: swap offices {a} and {b} in {city}"), a=a.index + 1,
                   b=a.index + 2, city=city_name(a.city))
    if t is A.Remove:
        return say(N_("Remove the piece on {post}"), post=post_name(a.post))
    if t is A.StopRemove:
        return say(N_("Remove no more"))
    if t is A.EndTurn:
        return say(N_("End the turn"))
    if t is A.PlaceMarker:
        return say(N_("Place a bonus marker on {route}"), route=route_name(a.route))
    return str(a)


def displaced_fact(victim: int, lang: str = "en") -> str:
    """"Ada's piece is displaced": what a displacement does, as a hint's reason says it."""
    if victim == NEUTRAL:
        return gettext(N_("a neutral piece is displaced"), lang)
    return gettext(N_("{victim}'s piece is displaced"), lang, victim=_who(victim, lang))


def describe(a, lang: str = "en") -> str:  # noqa: C901 - one branch per action
    """``a`` as the log tells it, after the player's name."""
    def say(msg: str, **kw: object) -> str:
        return gettext(msg, lang, **kw)

    t = type(a)
    if t is A.Start:
        return say(STARTS[a.kind]) if a.kind in STARTS else str(a.kind)
    if t is A.Income:
        return say(N_("takes income (merchants: {merchants})"), merchants=a.merchants)
    if t is A.Place:
        return say(PLACES[_sh(a.shape)], post=post_name(a.post))
    if t is A.Displace:
        return say(DISPLACES[_sh(a.shape)], post=post_name(a.post))
    if t is A.Move:
        return say(N_("moves the piece on {post} to {to}"), post=post_name(a.post),
                   to=post_name(a.to))
    if t is A.StopMove:
        return say(N_("moves no more pieces"))
    if t is A.Claim:
        return say(N_("claims the route {route}"), route=route_name(a.route))
    if t is A.Office:
        return say(N_("establishes an office in {city}"), city=city_name(a.city))
    if t is A.ExtraOffice:
        return say(EXTRA_OFFICES[_sh(a.shape)], city=city_name(a.city))
    if t is A.Upgrade:
        return say(N_("upgrades {ability}"), ability=_ability(a.ability, lang))
    if t is A.Coellen:
        return say(N_("puts a merchant on the Coellen table ({space})"),
                   space=_space(a.space, lang))
    if t is A.NoBenefit:
        return say(N_("takes no benefit"))
    if t is A.Relocate:
        if a.source < 0:
            return say(RELOCATES[_sh(a.shape)], post=post_name(a.post))
        return say(RELOCATES_FROM[_sh(a.shape)], post=post_name(a.post),
                   source=post_name(a.source))
    if t is A.DeclineExtras:
        return say(N_("places no more compensation pieces"))
    if t is A.NeutralOffice:
        return say(N_("puts the neutral office in {city}"), city=city_name(a.city))
    if t is A.UseActions:
        return say(N_("plays the {marker} marker"),
                   marker=_marker(4 if a.extra == 3 else 5, lang))
    if t is A.UseUpgrade:
        return say(N_("plays the {marker} marker on {ability}"), marker=_marker(2, lang),
                   ability=_ability(a.ability, lang))
    if t is A.UseSwap:
        return say(N_("plays the {marker} marker: swaps offices {a} and {b} in {city}"),
                   marker=_marker(1, lang), a=a.index + 1, b=a.index + 2,
                   city=city_name(a.city))
    if t is A.Remove:
        return say(N_("removes the piece on {post}"), post=post_name(a.post))
    if t is A.StopRemove:
        return say(N_("removes no more pieces"))
    if t is A.EndTurn:
        return say(N_("ends the turn"))
    if t is A.PlaceMarker:
        return say(N_("places a bonus marker on {route}"), route=route_name(a.route))
    return str(a)


def logs_action(a) -> bool:
    """Whether ``a`` has a log line of its own (else its event says it all)."""
    return type(a) not in TOLD_BY_EVENT


def _income(d: dict, lang: str) -> str:
    t, m = d.get("traders", 0), d.get("merchants", 0)
    if t and m:
        return gettext(N_("takes income: {traders} and {merchants}"), lang,
                       traders=ngettext(*PIECES[0], t, lang),
                       merchants=ngettext(*PIECES[1], m, lang))
    if m:
        return ngettext(*INCOME["merchants"], m, lang)
    return ngettext(*INCOME["traders"], t, lang)


def _displaced(d: dict, lang: str) -> str:
    own, post = _sh(d.get("shape")), post_name(d["post"])
    if d["victim"] == NEUTRAL:
        return gettext(DISPLACES_NEUTRAL[own], lang, post=post)
    return gettext(DISPLACES_OF[_sh(d.get("victim_shape"))][own], lang,
                   victim=_who(d["victim"], lang), post=post)


def _relocated(e: Event, lang: str) -> str:
    d = e.data
    shape, post, src = _sh(d.get("shape")), post_name(d["post"]), d.get("source")
    if e.seat is None:  # a neutral piece, placed by the other player
        if src == "displaced":
            return gettext(N_("The displaced neutral piece is placed on {post}"), lang,
                           post=post)
        return gettext(N_("An extra neutral piece is placed on {post}"), lang, post=post)
    msgs = RELOCATED.get(src, RELOCATED["stock"])
    return gettext(msgs[shape], lang, post=post, source=post_name(d.get("from", -1)))


def _game_end(d: dict, lang: str) -> str:
    why = d.get("why")
    if why == "prestige" and "seat" in d:
        return gettext(GAME_END[why], lang, name=seat_ref(d["seat"]), points=d["points"])
    if why == "cities":
        return gettext(GAME_END[why], lang)
    return gettext(N_("The game ends"), lang)


def describe_event(e: Event, lang: str = "en") -> str | None:  # noqa: C901 - one per kind
    """The log line of an event worth one (None: its action's line says it)."""
    def say(msg: str, **kw: object) -> str:
        return gettext(msg, lang, **kw)

    d = e.data
    k = e.kind
    if k == "prestige":
        if d["why"] in PRESTIGE:
            return say(PRESTIGE[d["why"]], points=d["points"])
        return say(N_("+{points} PP ({why})"), points=d["points"], why=d["why"])
    if k == "income":
        return _income(d, lang)
    if k == "displaced":
        return _displaced(d, lang)
    if k == "relocated":
        return _relocated(e, lang)
    if k == "returned_to_stock":
        return say(NO_ROOM[_sh(d.get("shape"))])
    if k == "moved":
        if d.get("swap"):  # two events, cube first: one line says both
            if _sh(d.get("shape")):
                return None
            return say(N_("swaps a trader on {post} with a merchant on {to}"),
                       post=post_name(d["post"]), to=post_name(d["to"]))
        return say(MOVES[_sh(d.get("shape"))], post=post_name(d["post"]),
                   to=post_name(d["to"]))
    if k == "removed":
        post = post_name(d["post"])
        if d["owner"] == NEUTRAL:
            return say(N_("removes the neutral piece from {post}"), post=post)
        return say(REMOVES[_sh(d.get("shape"))], owner=_who(d["owner"], lang), post=post)
    if k == "marker_used":  # the other markers' actions say it themselves
        if d["kind"] == REMOVE3:
            return say(N_("plays the {marker} marker"), marker=_marker(REMOVE3, lang))
        return None
    if k == "city_completed":
        return say(N_("{city} is completed ({completed}/10)"), city=city_name(d["city"]),
                   completed=d["completed"])
    if k == "east_west":
        return say(N_("connects Stendal and Arnheim"))
    if k == "marker_taken":
        return say(N_("takes the {marker} marker"), marker=_marker(d["kind"], lang))
    if k == "marker_placed":
        return say(N_("places the {marker} marker on {route}"),
                   marker=_marker(d["kind"], lang), route=route_name(d["route"]))
    if k == "marker_discarded":
        return say(N_("The {marker} marker is discarded"), marker=_marker(d["kind"], lang))
    if k == "neutral_claim":
        return say(N_("The neutral pieces claim {route}"), route=route_name(d["route"]))
    if k == "office" and d.get("seat") == NEUTRAL:
        return say(N_("A neutral office opens in {city}"), city=city_name(d["city"]))
    if k == "neutral_placed":
        return say(N_("A neutral piece is placed on {post}"), post=post_name(d["post"]))
    if k == "stack_empty":
        return say(N_("The marker stack is empty"))
    if k == "game_end":
        return _game_end(d, lang)
    return None
