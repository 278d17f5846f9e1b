"""Kingmaker's log phrases in the language asked (names of people and places stay).

Each phrase is a whole message per kind of place (a town, the open country of an area,
a sea zone, aboard a ship), so each language puts its own preposition and case there
("a York", "in aperta campagna", "an Bord von ..."). The names themselves come from the
catalogs too (game/kingmaker/names.py).
"""

from __future__ import annotations

from game.core import seat_ref
from game.i18n import N_, NN_, NP_, Contextual, gettext, message, ngettext
from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD
from game.kingmaker.names import AREA_NAMES, CARD_NAMES, EVENT_TITLES, HEIR_NAMES, ZONE_NAMES

# How a noble or royal piece died (the ``why`` of the engine's events).
DEATH = {"battle": N_("{name} dies in battle"), "siege": N_("{name} dies in a siege"),
         "plague": N_("{name} dies of plague"), "drowned": N_("{name} drowns"),
         "executed": N_("{name} is executed"),
         "continent": N_("{name} dies on the Continent")}
NAVAL = {"gale": N_("the gale sinks both fleets"), "storm": N_("both fleets make for port"),
         "weather": N_("the weather prevents the battle"), "indecisive": N_("indecisive"),
         "attacker": N_("the attacker wins"), "defender": N_("the defender wins")}
BATTLE = {"weather": N_("the weather prevents the battle"), "ambush": N_("ambush beaten off"),
          "indecisive": N_("indecisive"), "attacker": N_("the attacker wins"),
          "defender": N_("the defender wins")}
# the phase that an EndPhase starts, as the log names it
PHASE_BEGINS = {"combat": N_("Combat phase")}

# a position: [0] a town or castle, [1] the open country of an area, [2] a sea zone,
# [3] aboard a ship; each message names it with {place}
WHERE = (N_("{place}"), N_("the open ({place})"), NP_("sea zone", "{place}"),
         N_("aboard {place}"))
AT = (N_("at {place}"), N_("in the open ({place})"), N_("in {place}"), N_("aboard {place}"))
# (a town and a sea zone read alike in English: the sea zone's message has a context)
MOVE = (N_("moves {noble} to {place}"), N_("moves {noble} to the open ({place})"),
        NP_("sea zone", "moves {noble} to {place}"), N_("moves {noble} to aboard {place}"))
MOVE_HEIRS = (N_("moves {noble} to {place} with the royal pieces"),
              N_("moves {noble} to the open ({place}) with the royal pieces"),
              NP_("sea zone", "moves {noble} to {place} with the royal pieces"),
              N_("moves {noble} to aboard {place} with the royal pieces"))
SAIL = (N_("sails {ship} to {place}"), N_("sails {ship} to the open ({place})"),
        NP_("sea zone", "sails {ship} to {place}"), N_("sails {ship} to aboard {place}"))
SUMMONED = (N_("{noble} is summoned to {place}"), N_("{noble} is summoned to the open ({place})"),
            NP_("sea zone", "{noble} is summoned to {place}"),
            N_("{noble} is summoned to aboard {place}"))
EMBASSY = (N_("{heir} goes to the embassy at {place}"),
           N_("{heir} goes to the embassy in the open ({place})"),
           N_("{heir} goes to the embassy in {place}"),
           N_("{heir} goes to the embassy aboard {place}"))
OFFER = {(True, True): N_("offers a card to {seat} for a card in return"),
         (True, False): N_("offers a card to {seat} as a gift"),
         (False, True): N_("offers nothing to {seat} for a card in return"),
         (False, False): N_("offers nothing to {seat} as a gift")}
RANSOM = NN_("offers {noble} back for {n} card", "offers {noble} back for {n} cards")


def zone_name(z: int, lang: str = "en") -> str:
    """Sea zone ``z``'s full name in ``lang``."""
    return ZONE_NAMES[lang][z]


def event_title(e: int, lang: str = "en") -> str:
    """The title of event card ``e`` in ``lang``."""
    return EVENT_TITLES[lang][e]


def card_name(c: int, lang: str = "en") -> str:
    if c >= EVENT_CARD:
        return event_title(c - EVENT_CARD, lang)
    return card_names(lang)[c] if 0 <= c < D.N_CARDS else "?"


def card_names(lang: str = "en") -> tuple[str, ...]:
    """The Crown cards' names in ``lang``, by card."""
    return CARD_NAMES[lang]


def area_name(a: int, lang: str = "en") -> str:
    """Area ``a``'s name in ``lang`` (the map's, its English words translated)."""
    return AREA_NAMES[lang][a]


def _pos(p: int, lang: str) -> tuple[int, str]:
    """(kind, name) of position ``p``: kind 0 a town (also an unknown place, named "?"),
    1 the open country of an area, 2 a sea zone, 3 aboard a ship."""
    if p < 0:
        return 0, "?"
    if p < D.LOC0:
        return 1, area_name(p, lang)
    if p < D.SEA0:
        return 0, D.LOC_NAME[p - D.LOC0]
    if p < D.SHIP0:
        return 2, zone_name(p - D.SEA0, lang)
    return 3, card_name(p - D.SHIP0, lang)


def pos_name(p: int, lang: str = "en") -> str:
    """Position ``p`` as a name: "York", "the open (Kent)", "aboard ..."."""
    kind, place = _pos(p, lang)
    return "?" if p < 0 else message(WHERE[kind], lang, place=place)


def pos_at(p: int, lang: str = "en") -> str:
    """Where position ``p`` is, after a verb of being or arriving: "at York", "in the open
    (Kent)"; in Italian "a York", "in aperta campagna (Kent)", "in Manica (est)"."""
    kind, place = _pos(p, lang)
    return gettext(AT[kind], lang, place=place)


def death(why: str, name: str, lang: str = "en") -> str:
    """How ``name`` died, for the log ("... dies in battle", "... is executed")."""
    if why in DEATH:
        return gettext(DEATH[why], lang, name=name)
    return gettext(N_("{name} dies ({why})"), lang, name=name, why=why)


def heir_name(h: int, lang: str = "en") -> str:
    """Royal heir ``h`` by name in ``lang`` (Beaufort past the eight)."""
    return HEIR_NAMES[lang][h] if 0 <= h < D.N_HEIRS else "Beaufort"


def vote_totals(rows: list[dict]) -> tuple[int, int, int, int]:
    """Lords for, Lords against, Commons for, Commons against of a vote's rows."""
    def tot(house: str, yes: bool) -> int:
        return sum(r[house] for r in rows if r["yes"] == yes)

    return tot("lords", True), tot("lords", False), tot("commons", True), tot("commons", False)


def vote_counts(d: dict, lang: str = "en") -> str:
    """`` (Lords 9–3, Commons 8–5)``: for and against in each House, when the event has
    the votes."""
    rows = d.get("votes")
    if not rows:
        return ""
    lf, la, cf, ca = vote_totals(rows)
    return " " + gettext(N_("(Lords {lf}–{la}, Commons {cf}–{ca})"), lang, lf=lf, la=la, cf=cf,
                         ca=ca)


def seat_name(p: int, lang: str = "en") -> str:
    """A seat in a phrase: the match puts the player's name in (:func:`seat_ref`)."""
    return seat_ref(p)


def describe_choice(action, lang: str = "en") -> str:
    """``action`` as the deciding seat's own button says it: as :func:`describe`, but an
    answer names the card it gives or the noble it picks (the log, which every seat
    reads, does not: the card goes to a hidden hand)."""
    if type(action).__name__ == "Answer" and action.yes and action.card >= 0:
        return gettext(N_("accepts: {card}"), lang, card=card_name(action.card, lang))
    return describe(action, lang)


def describe(action, lang: str = "en") -> str:  # noqa: C901 - one branch per action
    def say(msg: str | Contextual, **kw: object) -> str:
        return message(msg, lang, **kw)

    def cn(c: int) -> str:
        return card_name(c, lang)

    t = type(action).__name__
    a = action
    if t == "Move":
        kind, place = _pos(a.dest, lang)
        return say((MOVE_HEIRS if a.heirs else MOVE)[kind], noble=cn(a.noble), place=place)
    if t == "Embark":
        return say(N_("embarks {noble} on {ship}"), noble=cn(a.noble), ship=cn(a.ship))
    if t == "Sail":
        kind, place = _pos(a.dest, lang)
        return say(SAIL[kind], ship=cn(a.ship), place=place)
    if t == "PlayCard":
        if a.noble < 0:
            return say(N_("brings the noble {card} into play"), card=cn(a.card))
        return say(N_("gives {card} to {noble}"), card=cn(a.card), noble=cn(a.noble))
    if t == "ExecuteHeir":
        return say(N_("executes {heir}"), heir=heir_name(a.heir, lang))
    if t == "Offer":
        return say(OFFER[(a.give >= 0, bool(a.ask))], seat=seat_name(a.to, lang))
    if t == "OfferAlliance":
        if a.commander >= 0:
            return say(N_("offers a offensive alliance (commander {noble}) to {seat}"),
                       noble=cn(a.commander), seat=seat_name(a.to, lang))
        return say(N_("offers a defensive alliance to {seat}"), seat=seat_name(a.to, lang))
    if t == "EndAlliance":
        return say(N_("ends the alliance with {seat}"), seat=seat_name(a.other, lang))
    if t == "Battle":
        msg = (N_("attacks {seat} in {area}") if a.french
               else N_("attacks {seat} in {area} without the French foot"))
        return say(msg, seat=seat_name(a.target, lang), area=area_name(a.area, lang))
    if t == "Siege":
        return say(N_("besieges {place}"), place=D.LOC_NAME[a.loc])
    if t == "Sally":
        return say(N_("sallies out of {place}"), place=D.LOC_NAME[a.loc])
    if t == "NavalAttack":
        msg = (N_("attacks {seat} at sea in {zone} (boarding)") if a.boarding
               else N_("attacks {seat} at sea in {zone} (bombardment)"))
        return say(msg, seat=seat_name(a.target, lang), zone=zone_name(a.zone, lang))
    if t == "EndPhase":
        return say(N_("ends the phase"))
    if t == "Summon":
        return say(N_("summons Parliament at {place}"), place=D.LOC_NAME[a.venue])
    if t == "Propose":
        return say(N_("proposes {card} for {noble}"), card=cn(a.card), noble=cn(a.noble))
    if t == "Withdraw":
        return say(N_("proposes {card} no more"), card=cn(a.card))
    if t == "Vote":
        return say(N_("votes for") if a.yes else N_("votes against"))
    if t == "Answer":
        # every seat reads the log: the card given in return or paid goes to a hidden
        # hand, so it is not named (the two seats of the trade see it in their own view)
        return say(N_("accepts") if a.yes else N_("declines"))
    if t == "Execute":
        return say(N_("executes the prisoner {noble}"), noble=cn(a.noble))
    if t == "Ransom":
        return ngettext(*RANSOM, a.price, lang, noble=cn(a.noble))
    if t == "UseWrit":
        if a.substitute < 0:
            return say(N_("does not use the WRIT"))
        return say(N_("sends {noble} with the WRIT"), noble=cn(a.substitute))
    if t == "Discard":
        return say(N_("loses {card} on the Continent"), card=cn(a.card))
    if t == "Delegate":
        if a.noble < 0:
            return say(N_("does not use the WRIT for Parliament"))
        return say(N_("sends {substitute} to Parliament with the WRIT in place of {noble}"),
                   substitute=cn(a.substitute), noble=cn(a.noble))
    if t == "Allocate":
        return say(N_("gives {card} to {noble} (set-up)"), card=cn(a.card), noble=cn(a.noble))
    if t == "Escort":
        if a.noble < 0:
            return say(N_("no more escorts for the embassy"))
        return say(N_("{noble} escorts the King to the embassy"), noble=cn(a.noble))
    if t == "Port":
        return say(N_("{ship} makes for port at {place}"), ship=cn(a.ship),
                   place=D.LOC_NAME[a.loc])
    if t == "KeepAlliance":
        return say(N_("stays allied with {seat}"), seat=seat_name(a.other, lang))
    if t == "DefendFrench":
        return say(N_("defends with the French foot soldiers") if a.use
                   else N_("defends without the French foot soldiers"))
    if t == "DrawEvent":
        return say(N_("draws the turn's event card"))
    if t == "ShipFate":
        if a.sink:
            return say(N_("sinks the boarded {ship}"), ship=cn(a.ship))
        return say(N_("captures {ship}: to the nearest free or friendly port"), ship=cn(a.ship))
    if t == "StormPort":
        msg = (N_("takes its fleet into {place} (the other fleet to a different port)")
               if a.own else N_("sends the other fleet into {place}"))
        return say(msg, place=D.LOC_NAME[a.loc])
    if t == "Relieve":
        return say(N_("relieves {place}: attacks the besiegers with the besieged"),
                   place=D.LOC_NAME[a.loc])
    return str(action)


def describe_event(kind: str, d: dict, lang: str = "en") -> str | None:  # noqa: C901
    def say(msg: str | Contextual, **kw: object) -> str:
        return message(msg, lang, **kw)

    def cn(c: int) -> str:
        return card_name(c, lang)

    if kind == "turn_start":
        return say(N_("Round {round}: {seat}'s turn"), round=d["round"], seat=seat_ref(d["seat"]))
    if kind == "event":
        return say(N_("Event: {title}"), title=event_title(d["event"], lang))
    if kind == "event_kept":
        return say(N_("{title} is kept; another event is drawn"),
                   title=event_title(d["event"], lang))
    if kind == "combat_card":
        return say(N_("Combat card: {title}"), title=event_title(d["event"], lang))
    if kind == "phase":  # the movement phase ended: the log says which phase begins
        return say(PHASE_BEGINS[d["phase"]])
    if kind == "noble_dies":
        return death(d["why"], cn(d["noble"]), lang)
    if kind == "heir_dies":
        return death(d["why"], heir_name(d["heir"], lang), lang)
    if kind == "battle":
        return say(N_("Battle {attack} against {defence}: {result}"), attack=d["attack"],
                   defence=d["defence"], result=say(BATTLE[d["result"]]))
    if kind == "siege":
        msg = N_("{place} holds out under siege") if d["result"] == "holds" else N_("{place} falls")
        return say(msg, place=D.LOC_NAME[d["loc"]])
    if kind == "naval":
        r = d["result"]
        return say(N_("Naval battle {attack} against {defence}: {result}"), attack=d["attack"],
                   defence=d["defence"], result=say(NAVAL[r]) if r in NAVAL else r)
    if kind == "captured":
        return say(N_("{noble} is captured"), noble=cn(d["noble"]))
    if kind == "released":
        return say(N_("{noble} is released"), noble=cn(d["noble"]))
    if kind == "crowned":
        return say(N_("{heir} is crowned at {place}"), heir=heir_name(d["heir"], lang),
                   place=D.LOC_NAME[d["loc"]])
    if kind == "parliament":
        return say(N_("Parliament sits at {place}"), place=D.LOC_NAME[d["venue"]])
    if kind == "vote_result":
        msg = N_("{card} to {noble}: passed{votes}") if d["passed"] \
            else N_("{card} to {noble}: rejected{votes}")
        return say(msg, card=cn(d["card"]), noble=cn(d["noble"]), votes=vote_counts(d, lang))
    if kind == "to_chancery":
        return say(N_("{card} returns to the Chancery"), card=cn(d["card"]))
    if kind == "summoned":
        k, place = _pos(d["dest"], lang)
        return say(SUMMONED[k], noble=cn(d["noble"]), place=place)
    if kind == "ship_sinks":
        return say(N_("{ship} sinks"), ship=cn(d["ship"]))
    if kind == "victory":
        return say(N_("{seat} wins with {heir} as King"), seat=seat_ref(d["seat"]),
                   heir=heir_name(d["heir"], lang))
    if kind == "all_dead":
        return say(N_("Every royal piece is dead: nobody wins"))
    if kind == "time_up":
        return say(N_("The limit of {round} rounds is reached"), round=d["round"])
    if kind == "plantagenet_returns":
        return say(N_("{noble} returns to play"), noble=cn(d["noble"]))
    if kind == "battle_off":
        return say(N_("No battle in {area}: the allies withdrew"),
                   area=area_name(d["area"], lang))
    if kind == "alliance_ends":
        return say(N_("The alliance of {a} and {b} ends"), a=seat_ref(d["a"]),
                   b=seat_ref(d["b"]))
    if kind == "discard_shuffled":
        return say(N_("The Crown discard pile is shuffled"))
    if kind == "delegate":
        return say(N_("With the WRIT {substitute} attends Parliament in place of {noble}"),
                   substitute=cn(d["substitute"]), noble=cn(d["noble"]))
    if kind == "embassy":
        k, place = _pos(d["dest"], lang)
        return say(EMBASSY[k], heir=heir_name(d["heir"], lang), place=place)
    if kind == "ship_to_port":
        return say(N_("{ship} makes for {place}"), ship=cn(d["ship"]), place=D.LOC_NAME[d["loc"]])
    if kind == "ship_captured":
        if d.get("loc", -1) >= 0:
            return say(N_("{ship} is captured by {seat}: taken to {place}"), ship=cn(d["ship"]),
                       seat=seat_ref(d["by"]), place=D.LOC_NAME[d["loc"]])
        return say(N_("{ship} is captured by {seat}"), ship=cn(d["ship"]), seat=seat_ref(d["by"]))
    if kind == "carried":
        return say(N_("{noble} is held prisoner aboard {ship}"), noble=cn(d["noble"]),
                   ship=cn(d["ship"]))
    if kind == "freed_at_dock":
        return say(N_("{noble} will be freed when {ship} docks"), noble=cn(d["noble"]),
                   ship=cn(d["ship"]))
    if kind == "storm_battle_due":
        return say(N_("The fleets of {a} and {b} shelter at {place}: they fight ashore in round "
                      "{round}"), a=seat_ref(d["a"]), b=seat_ref(d["b"]),
                   place=D.LOC_NAME[d["loc"]], round=d["round"])
    if kind == "storm_battle":
        place = D.LOC_NAME[d["loc"]]
        if d["result"] == "nobody":
            return say(N_("No battle at {place}: one side is no longer there"), place=place)
        return say(N_("Battle at {place} after the storm, {attack} against {defence}: {result}"),
                   place=place, attack=d["attack"], defence=d["defence"],
                   result=say(NAVAL[d["result"]]))
    if kind == "ransom_paid":
        return say(N_("A card of {noble}'s ransom is paid"), noble=cn(d["noble"]))
    return None
