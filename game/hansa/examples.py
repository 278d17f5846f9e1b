"""Hansa Teutonica's worked examples (the Italian rules, seed 001) as engine positions,
for the rules screen and the rule tests (see game.examples).

Pieces put on the board here come out of the seat's stock (then its supply), and an
ability raised frees its piece into the supply, so every piece stays accounted for.
"""

from __future__ import annotations

from game.examples import Example
from game.hansa import RULES
from game.hansa.actions import (
    Claim,
    Coellen,
    Displace,
    EndTurn,
    Office,
    PlaceMarker,
    Relocate,
    Start,
    Upgrade,
)
from game.hansa.state import (
    ACTIONES,
    BURSA,
    CLAVIS_URBIS,
    DISPLACED,
    LIBER_SOPHIAE,
    MERCHANT,
    PRIVILEGIUM,
    TRADER,
    HansaState,
    code,
)
from game.i18n import N_

PIECES = (27, 4)  # cubes and discs of each colour


def city(s: HansaState, name: str) -> int:
    return s.board.city_index[name]


def _take(s: HansaState, seat: int, shape: int) -> None:
    i = 2 * seat + shape
    if s.stock[i] > 0:
        s.stock[i] -= 1
    else:
        s.supply[i] -= 1


def office(s: HansaState, name: str, index: int, seat: int) -> None:
    """An office of ``seat`` (a piece of the office's shape) in city ``name``."""
    o = s.board.city_offices[city(s, name)][index]
    shape = s.board.office_shape[o]
    _take(s, seat, shape)
    s.office[o] = code(seat, shape)


def route(s: HansaState, a: str, b: str) -> int:
    """Route index between cities ``a`` and ``b``."""
    return s.board.route_index["-".join(sorted((a, b)))]


def post_of(s: HansaState, a: str, b: str, i: int) -> int:
    """Post ``i`` (from 0) of the route between ``a`` and ``b``."""
    return s.board.route_posts[route(s, a, b)][i]


def on_post(s: HansaState, post: int, seat: int, shape: int = TRADER) -> None:
    """A piece of ``seat`` from its personal supply on ``post``."""
    s.supply[2 * seat + shape] -= 1
    s.post[post] = code(seat, shape)


def fill_route(s: HansaState, a: str, b: str, seat: int, shapes: tuple = ()) -> None:
    """Every post of the route between ``a`` and ``b`` holds a piece of ``seat`` (traders,
    or the ``shapes`` given post by post)."""
    posts = s.board.route_posts[route(s, a, b)]
    for p, shape in zip(posts, shapes or (TRADER,) * len(posts), strict=True):
        on_post(s, p, seat, shape)


def raise_ability(s: HansaState, seat: int, ability: int, level: int) -> None:
    """Set an ability's level; each piece it uncovers goes to the supply."""
    i = 5 * seat + ability
    freed = level - s.level[i]
    s.level[i] = level
    s.supply[2 * seat + (MERCHANT if ability == LIBER_SOPHIAE else TRADER)] += freed


def pieces(s: HansaState, seat: int) -> tuple[int, int]:
    """(cubes, discs) of ``seat`` found anywhere: always :data:`PIECES`."""
    lv = s.level[5 * seat:5 * seat + 5]
    t = (5 - lv[ACTIONES]) + (4 - lv[CLAVIS_URBIS]) + (3 - lv[PRIVILEGIUM]) + (3 - lv[BURSA]) + 1
    m = 3 - lv[LIBER_SOPHIAE]
    t += s.supply[2 * seat] + s.stock[2 * seat]
    m += s.supply[2 * seat + 1] + s.stock[2 * seat + 1]
    ct, cm = code(seat, TRADER), code(seat, MERCHANT)
    everywhere = list(s.post) + list(s.office) + [v for e in s.extra for v in e]
    t += everywhere.count(ct)
    m += everywhere.count(cm)
    m += s.coellen.count(seat + 1)
    if s.phase == DISPLACED and s.pend[1] >= 0 and s.pend[3] == seat:  # in the owner's hand
        if s.pend[1] == MERCHANT:
            m += 1
        else:
            t += 1
    return t, m


def problems(s: HansaState) -> list[str]:
    """What is impossible about ``s``: pieces lost or doubled, negative supplies."""
    out = []
    for seat in range(s.players):
        if pieces(s, seat) != PIECES:
            out.append(f"seat {seat} has {pieces(s, seat)} pieces, not {PIECES}")
        if min(s.supply[2 * seat:2 * seat + 2] + s.stock[2 * seat:2 * seat + 2]) < 0:
            out.append(f"seat {seat} has a negative supply or stock")
    return out


def network_18() -> HansaState:
    """Red (seat 0) at the end of a four-player game: offices in Hamburg (two), Lübeck,
    Stade, Bremen and Hannover, which are linked, and one in Coellen, which is not;
    Clavis Urbis raised to 3, and Liber Sophiae once (Bremen's and Stade's offices are
    round: they take the two discs)."""
    s = RULES.new_game(4, 1)
    raise_ability(s, 0, LIBER_SOPHIAE, 1)
    for name, idx in (("hamburg", 0), ("hamburg", 1), ("luebeck", 0), ("stade", 0),
                      ("bremen", 0), ("hannover", 0), ("coellen", 0)):
        office(s, name, idx, 0)
    raise_ability(s, 0, CLAVIS_URBIS, 3)
    return s


DISPLACE_ROUTE = ("hannover", "minden")
DISPLACE_RING = (("bremen", "hannover"), ("hannover", "lueneburg"))


def displace() -> HansaState:
    """Red has begun a Displace action (his first): Blue's trader stands on the middle post
    of Hannover–Minden, Red has traders in his supply."""
    s = RULES.new_game(4, 1)
    on_post(s, post_of(s, *DISPLACE_ROUTE, 1), 1)
    RULES.apply(s, Start("displace"))
    return s


def _displace_steps() -> tuple:
    s = displace()
    target = post_of(s, *DISPLACE_ROUTE, 1)
    first, extra = (post_of(s, a, b, 0) for a, b in DISPLACE_RING)
    return (Displace(target, TRADER, 0), Relocate(first, TRADER, -1),
            Relocate(extra, TRADER, -1))


def claim_office() -> HansaState:
    """Red's three traders fill Hamburg-Lübeck; Blue holds Hamburg's first office."""
    s = RULES.new_game(4, 1)
    office(s, "hamburg", 0, 1)
    fill_route(s, "hamburg", "luebeck", 0)
    return s


def privilegium() -> HansaState:
    """Red's three traders fill Hamburg-Stade; Blue holds Hamburg's white office and
    Stade's only one, so the first free office in Hamburg is orange."""
    s = RULES.new_game(4, 1)
    office(s, "hamburg", 0, 1)
    office(s, "stade", 0, 1)
    fill_route(s, "hamburg", "stade", 0)
    return s


def coellen() -> HansaState:
    """Red has raised Privilegium once (white and orange) and fills Coellen-Warburg with
    a merchant and three traders."""
    s = RULES.new_game(4, 1)
    raise_ability(s, 0, PRIVILEGIUM, 1)
    fill_route(s, "coellen", "warburg", 0, (TRADER, MERCHANT, TRADER, TRADER))
    return s


def marker() -> HansaState:
    """Red's three traders fill Bremen-Osnabrück, which has a bonus marker by it."""
    s = RULES.new_game(4, 1)
    fill_route(s, "bremen", "osnabrueck", 0)
    return s


def _claim(a: str, b: str) -> Claim:
    return Claim(route(RULES.new_game(4, 1), a, b))


def _city(name: str) -> int:
    return RULES.new_game(4, 1).board.city_index[name]


EXAMPLES: list[Example] = [
    Example(
        "network", "hansa",
        N_("The network of offices"),
        N_("Red's largest network links Hamburg, Lübeck, Stade, Bremen and Hannover: 6 offices "
           "(the two in Hamburg count twice) times Clavis Urbis 3 make 18 points. The office in "
           "Coellen is cut off and does not count."),
        "seed 001, punteggio finale (rete)", network_18, (),
    ),
    Example(
        "displace", "hansa",
        N_("Displacing a trader"),
        N_("Red replaces Blue's trader on Hannover–Minden with one of his own and pays 1 trader "
           "to his stock. Blue puts the displaced trader, and 1 more from his stock, on routes "
           "next to it: Bremen–Hannover and Hannover–Lüneburg."),
        "seed 001, «Se 1 dei propri Mercanti è stato rimpiazzato, egli può piazzare tale "
        "Mercante, assieme ad un proprio Mercante o Grossista da prendere dalla riserva "
        "generale, su una o più rotte commerciali adiacenti»", displace, _displace_steps(),
    ),
    Example(
        "claim_office", "hansa",
        N_("Claiming a route for an office"),
        N_("Red claims Hamburg–Lübeck. Blue controls Hamburg and scores 1 point. Red puts a "
           "trader in Lübeck's leftmost office, a white one with a coin: 1 more point. The "
           "other two traders go back to his stock."),
        "seed 001, «Ogni giocatore che controlla una Città collegata alla rotta commerciale "
        "completata riceve 1 punto prestigio»; «se l'Ufficio che il giocatore occupa ha "
        "raffigurata sopra una Moneta, il giocatore riceve anche immediatamente 1 Punto "
        "Prestigio»", claim_office, (_claim("hamburg", "luebeck"), Office(_city("luebeck"))),
    ),
    Example(
        "privilegium", "hansa",
        N_("No office without Privilegium: an upgrade instead"),
        N_("Red claims Hamburg–Stade; Blue controls both cities and scores 2. Hamburg's next "
           "office is orange, but Red's Privilegium allows only white ones, and Stade is full. "
           "Red upgrades Privilegium (Stade's ability): orange offices are open to him now, and "
           "the trader it uncovers joins his supply."),
        "seed 001, «deve essere eleggibile per occupare tale Ufficio in base al colore di "
        "quest'ultimo»; «il giocatore può scegliere di migliorare tale Abilità sul suo "
        "Scrittoio anziché occupare un nuovo Ufficio»", privilegium,
        (_claim("hamburg", "stade"), Upgrade(PRIVILEGIUM)),
    ),
    Example(
        "coellen", "hansa",
        N_("The Coellen table"),
        N_("Red claims Coellen–Warburg. Instead of an office he puts the route's merchant on "
           "the table above it: his Privilegium allows white and orange, and he picks orange, "
           "worth 8 points at the end of the game. His traders go back to the stock."),
        "seed 001, «il giocatore anziché occupare un Ufficio come al solito, può mettere 1 "
        "Grossista dalla rotta commerciale reclamata su qualsiasi spazio Bonus presente nella "
        "tabella»", coellen, (_claim("coellen", "warburg"), Coellen(1)),
    ),
    Example(
        "marker", "hansa",
        N_("A bonus marker"),
        N_("Red claims Bremen–Osnabrück and takes its bonus marker (an additional office), "
           "usable from his next action on. A replacement is drawn face down onto his plate. "
           "At the end of his turn Red lays it by Bremen–Hannover: an empty route without a "
           "marker, with a free office in a city."),
        "seed 001, «I giocatori possono usare i gettoni Bonus in qualsiasi momento eccetto che "
        "come parte della stessa Azione con cui l'hanno guadagnato»; «la rotta commerciale "
        "deve essere vuota; deve avere una Città collegata con almeno 1 Ufficio libero; non "
        "deve contenere già un gettone Bonus»", marker,
        (_claim("bremen", "osnabrueck"), Office(_city("osnabrueck")), EndTurn(),
         PlaceMarker(_claim("bremen", "hannover").route)),
    ),
]
