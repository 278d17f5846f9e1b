"""Wallenstein's worked examples (the summary sheet, seed 004) as engine positions, for
the rules screen and the rule tests (see game.examples).

The summary's one worked case is the hunger table: a player with 9 provinces and 6 grain
in winter misses 3 grain, so 2 provinces revolt, each with 2 extra peasants. The others
play the summary's rules from a season's last planned cards: a battle through the tower,
peasants revolting against a tax, a palace that wins a region's majority in winter. The
tower is the real one, pre-loaded as at the start of a game: what comes out is what the
seeded engine gives, and the captions say it.
"""

from __future__ import annotations

from game.examples import Example
from game.i18n import N_
from game.wallenstein import RULES
from game.wallenstein import data as D
from game.wallenstein import rules as R
from game.wallenstein.actions import Campaign, Count, Defend
from game.wallenstein.state import (
    CHURCH,
    EMPTY,
    EXECUTE,
    GREEN,
    NEUTRAL,
    OUT,
    PALACE,
    TRADING,
    WState,
)
from game.wallenstein.tower import Tower

FULL = D.ARMIES_PER_PLAYER - D.GRAIN_MARKER
"""A full supply: every army but the one marking the grain scale."""


def P(pid: str) -> int:  # noqa: N802 - a short name for positions written by hand
    """Province index by id."""
    return D.INDEX[pid]


def bare(players: int = 4, seed: int = 1) -> WState:
    """A position with an empty map, an empty tower and full supplies, between seasons
    (execution finished: applying a pending decision then starts the next season)."""
    s = RULES.new_game(players, seed)
    s.owner = [OUT if o == OUT else NEUTRAL for o in s.owner]
    n = D.N_PROVINCES
    s.armies = [0] * n
    s.buildings = [0] * n
    s.revolts = [0] * n
    s.supply = [FULL] * players
    s.green = D.GREEN_CUBES
    s.tower = Tower()
    s.groups = [[] for _ in range(players)]
    s.phase = EXECUTE
    s.year, s.season = 1, 0
    s.shown = s.event_deck[-4:]
    del s.event_deck[-4:]
    s.used = []
    s.event = -1
    s.slot, s.pos = 10, 0
    s.pending = ()
    return s


def give(s: WState, seat: int, prov: int, armies: int, buildings: int = 0,
         revolts: int = 0) -> None:
    """Hand ``prov`` to ``seat`` with that many armies (taken from the supply)."""
    s.owner[prov] = seat
    s.armies[prov] = armies
    s.supply[seat] -= armies
    s.buildings[prov] = buildings
    s.revolts[prov] = revolts


def conserved(s: WState) -> bool:
    """Every cube is somewhere: supply + map + tower + tray = 61, the 62nd marks grain
    (green: 20); armies marching against a defender still choosing count as the
    attacker's."""
    return not problems(s)


def problems(s: WState) -> list[str]:
    """What is impossible about ``s``: cubes lost or doubled, armies in nobody's land."""
    out = []
    marching = [0] * s.players
    if s.pending and s.pending[0] == "defend":
        marching[s.pending[3]] = s.pending[5]
    for seat in range(s.players):
        on_map = sum(a for p, a in enumerate(s.armies) if s.owner[p] == seat)
        if s.supply[seat] + on_map + s.tower.count(seat) + marching[seat] != FULL:
            out.append(f"seat {seat}'s cubes do not add up to {FULL}")
    if s.green + s.tower.count(GREEN) != D.GREEN_CUBES:
        out.append(f"green cubes do not add up to {D.GREEN_CUBES}")
    if any(a and s.owner[p] < 0 for p, a in enumerate(s.armies)):
        out.append("armies in a province nobody owns")
    return out


def loaded_tower(s: WState) -> None:
    """The tower of a new game of the same seed (pre-loaded: some cubes of every colour on
    its ledges), its cubes taken from the supplies."""
    s.tower = RULES.new_game(s.players, 1).tower.copy()
    for seat in range(s.players):
        s.supply[seat] -= s.tower.count(seat)
    s.green -= s.tower.count(GREEN)


def last_cards(s: WState, season: int, cards: dict[tuple[int, int], int],
               spaces: tuple[int, ...], order: tuple[int, ...]) -> None:
    """The season's execution reaches its last slots: ``spaces`` are the planning spaces
    of those slots (in order), ``cards[(seat, space)]`` the province planned there (every
    other space is empty), ``order`` the leader cards' order. The engine then carries the
    cards out up to the first decision."""
    s.season = season
    rest = [k for k in range(10) if k not in spaces]
    s.order_cards = rest + list(spaces)
    s.order_shown = 10
    s.turn_order = list(order)
    s.plans = [[EMPTY] * 10 for _ in range(s.players)]
    for (seat, space), prov in cards.items():
        s.plans[seat][space] = prov
    s.revealed = [0] * s.players
    s.slot, s.pos = 10 - len(spaces), 0
    R._advance(s, [])


CAMPAIGN = 8  # the first campaign space of the planning board
TAX = 4  # collect tax


def battle() -> WState:
    """Spring: Red's campaign card for Kursachsen (8 armies) is turned up and he marches
    on Böhmen, Blue's, held by 4 armies: how many go?"""
    s = bare()
    loaded_tower(s)
    give(s, 0, P("kursachsen"), 8)
    give(s, 1, P("boehmen"), 4)
    last_cards(s, 0, {(0, CAMPAIGN): P("kursachsen")}, (CAMPAIGN,), (0, 1, 2, 3))
    R.apply(s, Campaign(P("boehmen")))
    return s


RECRUIT5 = 5  # recruit 5 armies


def order() -> WState:
    """Spring's last two slots: the campaign space, then recruiting 5. Blue (first in the
    leader order) marches from Kursachsen (7 armies) on Red's Anhalt (2), where Red has
    planned to recruit 5 in the next slot: how many go?"""
    s = bare()
    loaded_tower(s)
    give(s, 1, P("kursachsen"), 7)
    give(s, 0, P("anhalt"), 2)
    last_cards(s, 0, {(1, CAMPAIGN): P("kursachsen"), (0, RECRUIT5): P("anhalt")},
               (CAMPAIGN, RECRUIT5), (1, 0, 2, 3))
    R.apply(s, Campaign(P("anhalt")))
    return s


def tax_revolt() -> WState:
    """Spring: Red collects tax in Anhalt (3 armies, 2 revolt markers): 2 peasants rise."""
    s = bare()
    loaded_tower(s)
    give(s, 0, P("anhalt"), 3, revolts=2)
    last_cards(s, 0, {(0, TAX): P("anhalt")}, (TAX,), (0, 1, 2, 3))
    return s


def palace() -> WState:
    """Autumn's last two slots: Blue's campaign (a march from Mecklenburg into his own
    Holstein: how many go?), then Red's palace in Mittelmark. Brandenburg holds a palace
    of Red (Altmark, with a church) and one of Blue (Mecklenburg, with a trading house);
    Blue has a church in Holstein, Green a trading house in Vorpommern. Everyone has the
    grain for winter."""
    s = bare()
    loaded_tower(s)
    give(s, 0, P("altmark"), 2, PALACE | CHURCH)
    give(s, 0, P("mittelmark"), 2)
    give(s, 1, P("mecklenburg"), 3, PALACE | TRADING)
    give(s, 1, P("holstein"), 2, CHURCH)
    give(s, 2, P("vorpommern"), 2, TRADING)
    s.gold = [5] * s.players
    s.used = s.shown[:3]
    loss = R.event_card(s, s.shown[3]).grain_loss
    s.grain = [5 + loss] * s.players
    last_cards(s, 2, {(1, CAMPAIGN): P("mecklenburg"), (0, 0): P("mittelmark")},
               (CAMPAIGN, 0), (1, 0, 2, 3))
    R.apply(s, Campaign(P("holstein")))
    return s


HUNGER_PROVINCES = ("altmark", "mittelmark", "neumark", "vorpommern", "mecklenburg",
                    "lueneburg", "anhalt", "kursachsen", "lausitz")


def hunger() -> WState:
    """End of the first autumn: seat 0 owns 9 provinces (2 armies and a revolt marker each)
    and, after the winter's grain loss, 6 grain. Winter begins: the first hunger revolt
    waits for the owner's decision."""
    s = bare()
    for pid in HUNGER_PROVINCES:
        give(s, 0, P(pid), 2, revolts=1)
    s.season = 2
    left = s.shown[3]
    s.used = s.shown[:3]
    s.grain[0] = 6 + R.event_card(s, left).grain_loss
    R._advance(s, [])  # the autumn is over: winter starts
    return s


EXAMPLES: list[Example] = [
    Example(
        "hunger", "wallenstein",
        N_("Hunger in winter"),
        N_("9 provinces and 6 grain: 3 grain are missing, so 2 provinces revolt, each with its "
           "revolt marker's peasant plus 2 more. The owner throws both armies into the tower."),
        "seed 004, tabella della fame", hunger, (Defend(2),),
    ),
    Example(
        "battle", "wallenstein",
        N_("A battle through the tower"),
        N_("Red marches 6 of Kursachsen's 8 armies into Blue's Böhmen; Blue throws all 4 of "
           "his. Out of the tower come 6 red cubes (2 had waited inside) and 3 blue: Red "
           "wins, loses 3 and keeps 3 armies in Böhmen, whose card he takes. Cubes of other "
           "colours stay in the tray."),
        "seed 004, «Tra i contendenti, chi ne ha più vince, ma perde tante unità quante sono "
        "quelle dello sconfitto»", battle, (Count(6), Defend(4)),
    ),
    Example(
        "order", "wallenstein",
        N_("The order of the action cards"),
        N_("Blue's campaign comes before Red's recruiting in Anhalt. Blue marches 6 armies from "
           "Kursachsen, Red throws his 2; out come 3 blue and 2 red. Blue wins Anhalt with 1 "
           "army and takes its card: Red's planned recruit there is cancelled."),
        "seed 004, «vengono eseguite secondo l'ordine delle carte azione e secondo l'ordine "
        "di gioco nel turno»; «Se vince l'attaccante, si impossessa della carta provincia "
        "(azione cancellata)»", order, (Count(6), Defend(2)),
    ),
    Example(
        "tax_revolt", "wallenstein",
        N_("Taxes and a peasant revolt"),
        N_("Red collects 5 gold in Anhalt, which has 2 revolt markers: 2 peasants rise. Red "
           "throws his 3 armies in with them; out come 4 red cubes and 1 peasant. The revolt is "
           "crushed, 3 armies stay, and Anhalt gets a third revolt marker."),
        "seed 004, «Se è presente almeno un gettone rivolta, se ne verifica una. Aggiungere "
        "sempre un gettone rivolta alla provincia (ultimo passo)»", tax_revolt, (Defend(3),),
    ),
    Example(
        "palace", "wallenstein",
        N_("A palace and the winter majorities"),
        N_("After Blue's march, Red builds a palace in Mittelmark for 3 gold: 2 red palaces to "
           "1 blue in Brandenburg. Winter: Red scores 2 provinces, 3 buildings, 3 for the most "
           "palaces and 1 for the tied churches (9); Blue 2 + 3 + 1 (6); Green 2. Tied trading "
           "houses give nothing."),
        "seed 004, «Punti vittoria: 1 per ogni provincia e ogni edificio. Per ogni "
        "macroregione, 3 (2 in caso di parità) punti per la maggioranza palazzi, 2 (1) per la "
        "maggioranza di chiese, 1 (0) per la maggioranza di empori»", palace,
        (Count(1),),
    ),
]
