"""Log phrases for Hansa Teutonica actions and events, in the language asked.

Route and post numbers are the same on both board sides, so an action can be
described without the state.
"""

from __future__ import annotations

from game.core import Event, seat_ref
from game.hansa import actions as A
from game.hansa.board import side_board
from game.i18n import N_, ByLang, gettext

# names indexed by language, for the views too (MARKER["de"][k])
ABILITY = ByLang((N_("Actiones"), N_("Clavis Urbis"), N_("Liber Sophiae"), N_("Privilegium"),
                  N_("Bursa")))
MARKER = ByLang((N_("Additional Office"), N_("Swap Offices"), N_("Upgrade 1 Ability"),
                 N_("Remove 3"), N_("+3 Actions"), N_("+4 Actions")))
SPACE = ByLang((N_("white"), N_("orange"), N_("pink"), N_("black")))

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
PRESTIGE = {"control": N_("+{points} PP (city control)"), "coin": N_("+{points} PP (coin)"),
            "east_west": N_("+{points} PP (East–West)")}


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


def _sh(shape: int) -> int:
    return shape if shape in (0, 1) else 0


def _ability(ab: int, lang: str) -> str:
    return ABILITY[lang][ab] if 0 <= ab < 5 else "?"


def describe(a, lang: str = "en") -> str:
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
        sp = SPACE[lang][a.space] if 0 <= a.space < 4 else "?"
        return say(N_("Merchant on the Coellen table ({space})"), space=sp)
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


def _who(seat, lang: str) -> str:
    """Another seat named in a log line (the line's own seat is its prefix)."""
    if seat is None or seat == 5:
        return gettext(N_("Neutral"), lang)
    return seat_ref(seat)


def describe_event(e: Event, lang: str = "en") -> str | None:
    def say(msg: str, **kw: object) -> str:
        return gettext(msg, lang, **kw)

    d = e.data
    k = e.kind
    if k == "prestige":
        if d["why"] in PRESTIGE:
            return say(PRESTIGE[d["why"]], points=d["points"])
        return say(N_("+{points} PP ({why})"), points=d["points"], why=d["why"])
    if k == "displaced":
        if d["victim"] == 5:
            return say(N_("a neutral piece is displaced"))
        return say(N_("{victim}'s piece is displaced"), victim=_who(d["victim"], lang))
    if k == "city_completed":
        return say(N_("{city} is completed ({completed}/10)"), city=city_name(d["city"]),
                   completed=d["completed"])
    if k == "east_west":
        return say(N_("connects Stendal and Arnheim"))
    if k == "marker_taken":
        return say(N_("takes the {marker} marker"), marker=MARKER[lang][d["kind"]])
    if k == "marker_placed":
        return say(N_("{marker} marker placed on {route}"), marker=MARKER[lang][d["kind"]],
                   route=route_name(d["route"]))
    if k == "neutral_claim":
        return say(N_("Neutral pieces establish {route}"), route=route_name(d["route"]))
    if k == "stack_empty":
        return say(N_("The marker stack is empty"))
    if k == "game_end":
        return say(N_("The game ends"))
    return None
