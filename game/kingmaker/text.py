"""Kingmaker's log phrases in English and Italian (names of people and places stay)."""

from __future__ import annotations

from game.core import seat_ref
from game.kingmaker import data as D
from game.kingmaker.actions import EVENT_CARD
from game.kingmaker.names_it import AREA_NAME_IT, CARD_NAME_IT

# Event cards' titles in Italian, keyed by the English title of the data file (the seed
# keeps GALE AT SEA, WRIT and MAY BE SUMMONED in English; places keep the map's names).
EVENT_TITLE_IT: dict[str, str] = {
    "Bad Weather": "Maltempo",
    "Convocation of Canterbury": "Convocazione di Canterbury",
    "Convocation of York": "Convocazione di York",
    "Cornish rising": "Rivolta in Cornovaglia",
    "Disorder in Lancashire": "Disordini nel Lancashire",
    "Irish rising": "Rivolta in Irlanda",
    "Embassy from Burgundy": "Ambasceria dalla Borgogna",
    "Embassy from France": "Ambasceria dalla Francia",
    "Embassy from Scotland": "Ambasceria dalla Scozia",
    "French fleet in the Channel": "Flotta francese nella Manica",
    "French raid on the Cinque Ports": "Incursione francese sui Cinque Porti",
    "French threaten Calais": "I francesi minacciano Calais",
    "Gale at Sea": "Burrasca in mare (GALE AT SEA)",
    "Parliament may be summoned (MAY BE SUMMONED)":
        "Il Parlamento può essere convocato (MAY BE SUMMONED)",
    "Pirates off East Anglia": "Pirati al largo dell'East Anglia",
    "Riots in London": "Tumulti a London",
    "Rising in Kent": "Rivolta nel Kent",
    "Scots army crosses the Border": "L'esercito scozzese passa il confine",
    "Scots raid on the East March": "Razzia scozzese nella Marca orientale",
    "Scots raid on the West March": "Razzia scozzese nella Marca occidentale",
    "Storm at Sea": "Tempesta in mare",
    "The realm is quiet": "Il regno è tranquillo",
    "Welsh rising in the North": "Rivolta gallese nel nord",
    "Welsh rising in the South": "Rivolta gallese nel sud",
    "Writ": "Mandato (WRIT)",
}

# How a noble or royal piece died (the ``why`` of the engine's events), in each language.
DEATH_EN = {"battle": "dies in battle", "siege": "dies in a siege", "plague": "dies of plague",
            "drowned": "drowns", "executed": "is executed",
            "continent": "dies on the Continent"}
DEATH_IT = {"battle": "muore in battaglia", "siege": "muore durante un assedio",
            "plague": "muore di peste", "drowned": "muore in mare",
            "executed": "muore per esecuzione", "continent": "muore sul Continente"}

NAVAL_EN = {"gale": "the gale sinks both fleets", "storm": "both fleets make for port",
            "weather": "the weather prevents the battle", "indecisive": "indecisive",
            "attacker": "the attacker wins", "defender": "the defender wins"}
NAVAL_IT = {"gale": "la burrasca affonda le due flotte", "storm": "le flotte riparano in porto",
            "weather": "il tempo impedisce la battaglia", "indecisive": "esito incerto",
            "attacker": "vince l'attaccante", "defender": "vince il difensore"}


# The sea zones' full names in Italian, in the order of the data file's zones.
ZONE_NAME_IT: tuple[str, ...] = (
    "Mare del Nord (nord)",
    "Mare del Nord (sud) e il Wash",
    "Estuario del Tamigi e Stretto di Dover",
    "Manica (est)",
    "Manica (ovest)",
    "Approdi occidentali (Cornovaglia)",
    "Canale di Bristol e mare di Severn",
    "Canale di San Giorgio e baia di Cardigan",
    "Mare d'Irlanda (sud)",
    "Mare d'Irlanda (nord) e Solway",
)


def zone_name(z: int, lang: str = "en") -> str:
    """Sea zone ``z``'s full name in ``lang``."""
    return ZONE_NAME_IT[z] if lang == "it" else D.ZONE_NAME[z]


def event_title(e: int, lang: str = "en") -> str:
    """The title of event card ``e`` in ``lang``."""
    title = D.EVENT_TITLE[e]
    if lang == "it":
        if title.startswith("Plague in "):
            return "Peste a " + title[len("Plague in "):].replace(" and ", " e ")
        return EVENT_TITLE_IT.get(title, title)
    return title


def card_name(c: int, lang: str = "en") -> str:
    if c >= EVENT_CARD:
        return event_title(c - EVENT_CARD, lang)
    return card_names(lang)[c] if 0 <= c < D.N_CARDS else "?"


def card_names(lang: str = "en") -> tuple[str, ...]:
    """The Crown cards' names in ``lang``, by card."""
    return CARD_NAME_IT if lang == "it" else D.CARD_NAME


def area_name(a: int, lang: str = "en") -> str:
    """Area ``a``'s name in ``lang`` (the map's, with its English words in Italian)."""
    return AREA_NAME_IT[a] if lang == "it" else D.AREA_NAME[a]


def pos_at(p: int, lang: str = "en") -> str:
    """Where position ``p`` is, after a verb of being or arriving: "a York", "in aperta
    campagna (Kent)", "in Manica (est)"; in English "at York", "in the open (Kent)"."""
    it = lang == "it"
    if 0 <= p < D.LOC0 or D.SEA0 <= p < D.SHIP0:
        return f"in {pos_name(p, lang)}"
    if p >= D.SHIP0:
        return pos_name(p, lang)
    return f"a {pos_name(p, lang)}" if it else f"at {pos_name(p, lang)}"


def death(why: str, lang: str = "en") -> str:
    """How someone died, for the log ("dies in battle", "is executed")."""
    table = DEATH_IT if lang == "it" else DEATH_EN
    return table.get(why) or (f"muore ({why})" if lang == "it" else f"dies ({why})")


def heir_name(h: int) -> str:
    return D.HEIR_NAME[h] if 0 <= h < D.N_HEIRS else "Beaufort"


def pos_name(p: int, lang: str = "en") -> str:
    it = lang == "it"
    if p < 0:
        return "?"
    if p < D.LOC0:
        return (f"aperta campagna ({area_name(p, lang)})" if it
                else f"the open ({D.AREA_NAME[p]})")
    if p < D.SEA0:
        return D.LOC_NAME[p - D.LOC0]
    if p < D.SHIP0:
        return zone_name(p - D.SEA0, lang)
    return (f"a bordo di {card_name(p - D.SHIP0, lang)}" if it
            else f"aboard {card_name(p - D.SHIP0)}")


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
    lords, commons = ("Lord", "Comuni") if lang == "it" else ("Lords", "Commons")
    return f" ({lords} {lf}\u2013{la}, {commons} {cf}\u2013{ca})"


def seat_name(p: int, lang: str = "en") -> str:
    """A seat in a phrase: the match puts the player's name in (:func:`seat_ref`)."""
    return seat_ref(p)


def _namer(lang: str):
    """``card_name`` in ``lang``."""
    return lambda c: card_name(c, lang)


def describe_choice(action, lang: str = "en") -> str:
    """``action`` as the deciding seat's own button says it: as :func:`describe`, but an
    answer names the card it gives or the noble it picks (the log, which every seat
    reads, does not: the card goes to a hidden hand)."""
    if type(action).__name__ == "Answer" and action.yes and action.card >= 0:
        name = card_name(action.card, lang)
        return f"accetta: {name}" if lang == "it" else f"accepts: {name}"
    return describe(action, lang)


def describe(action, lang: str = "en") -> str:  # noqa: C901 - one branch per action
    it = lang == "it"
    cn = _namer(lang)
    t = type(action).__name__
    a = action
    if t == "Move":
        w = (" con gli eredi" if it else " with the royal pieces") if a.heirs else ""
        return (f"muove {cn(a.noble)} {pos_at(a.dest, lang)}{w}" if it
                else f"moves {cn(a.noble)} to {pos_name(a.dest, lang)}{w}")
    if t == "Embark":
        return (f"imbarca {cn(a.noble)} su {cn(a.ship)}" if it
                else f"embarks {cn(a.noble)} on {cn(a.ship)}")
    if t == "Sail":
        return (f"naviga con {cn(a.ship)} verso {pos_name(a.dest, lang)}" if it
                else f"sails {cn(a.ship)} to {pos_name(a.dest, lang)}")
    if t == "PlayCard":
        if a.noble < 0:
            return (f"mette in gioco il nobile {cn(a.card)}" if it
                    else f"brings the noble {cn(a.card)} into play")
        return (f"assegna {cn(a.card)} a {cn(a.noble)}" if it
                else f"gives {cn(a.card)} to {cn(a.noble)}")
    if t == "ExecuteHeir":
        return f"giustizia {heir_name(a.heir)}" if it else f"executes {heir_name(a.heir)}"
    if t == "Offer":
        what = (("una carta" if it else "a card") if a.give >= 0 else
                ("niente" if it else "nothing"))
        back = ((" in cambio di una carta" if it else " for a card in return") if a.ask
                else (" in dono" if it else " as a gift"))
        return (f"offre {what} a {seat_name(a.to, lang)}{back}" if it
                else f"offers {what} to {seat_name(a.to, lang)}{back}")
    if t == "OfferAlliance":
        kind = ((f"offensiva (comandante {cn(a.commander)})" if it
                 else f"offensive alliance (commander {cn(a.commander)})")
                if a.commander >= 0 else ("difensiva" if it else "defensive alliance"))
        return (f"propone un'alleanza {kind} a {seat_name(a.to, lang)}" if it
                else f"offers a {kind} to {seat_name(a.to, lang)}")
    if t == "EndAlliance":
        return (f"rompe l'alleanza con {seat_name(a.other, lang)}" if it
                else f"ends the alliance with {seat_name(a.other, lang)}")
    if t == "Battle":
        fr = ((" senza i fanti francesi" if it else " without the French foot")
              if not a.french else "")
        return (f"attacca {seat_name(a.target, lang)} in {area_name(a.area, lang)}{fr}" if it
                else f"attacks {seat_name(a.target, lang)} in {D.AREA_NAME[a.area]}{fr}")
    if t == "Siege":
        return (f"assedia {D.LOC_NAME[a.loc]}" if it else f"besieges {D.LOC_NAME[a.loc]}")
    if t == "Sally":
        return (f"fa una sortita da {D.LOC_NAME[a.loc]}" if it
                else f"sallies out of {D.LOC_NAME[a.loc]}")
    if t == "NavalAttack":
        how = (("arrembaggio" if it else "boarding") if a.boarding
               else ("cannoneggiamento" if it else "bombardment"))
        return (f"attacca per mare {seat_name(a.target, lang)} in {zone_name(a.zone, lang)} "
                f"({how})" if it else
                f"attacks {seat_name(a.target, lang)} at sea in {D.ZONE_NAME[a.zone]} ({how})")
    if t == "EndPhase":
        return "chiude la fase" if it else "ends the phase"
    if t == "Summon":
        return (f"convoca il Parlamento a {D.LOC_NAME[a.venue]}" if it
                else f"summons Parliament at {D.LOC_NAME[a.venue]}")
    if t == "Propose":
        return (f"propone {cn(a.card)} per {cn(a.noble)}" if it
                else f"proposes {cn(a.card)} for {cn(a.noble)}")
    if t == "Withdraw":
        return (f"non propone più {cn(a.card)}" if it
                else f"proposes {cn(a.card)} no more")
    if t == "Vote":
        if it:
            return "vota a favore" if a.yes else "vota contro"
        return "votes for" if a.yes else "votes against"
    if t == "Answer":
        # every seat reads the log: the card given in return or paid goes to a hidden
        # hand, so it is not named (the two seats of the trade see it in their own view)
        if it:
            return "accetta" if a.yes else "rifiuta"
        return "accepts" if a.yes else "declines"
    if t == "Execute":
        return (f"giustizia il prigioniero {cn(a.noble)}" if it
                else f"executes the prisoner {cn(a.noble)}")
    if t == "Ransom":
        n = a.price
        return (f"offre il riscatto di {cn(a.noble)} per {n} {'carta' if n == 1 else 'carte'}"
                if it else
                f"offers {cn(a.noble)} back for {n} {'card' if n == 1 else 'cards'}")
    if t == "UseWrit":
        if a.substitute < 0:
            return "non usa il WRIT" if it else "does not use the WRIT"
        return (f"manda {cn(a.substitute)} con il WRIT" if it
                else f"sends {cn(a.substitute)} with the WRIT")
    if t == "Discard":
        return (f"perde {cn(a.card)} sul Continente" if it
                else f"loses {cn(a.card)} on the Continent")
    if t == "Delegate":
        if a.noble < 0:
            return ("non usa il WRIT per il Parlamento" if it
                    else "does not use the WRIT for Parliament")
        return (f"con il WRIT manda {cn(a.substitute)} al Parlamento al posto di "
                f"{cn(a.noble)}" if it else
                f"sends {cn(a.substitute)} to Parliament with the WRIT in place of "
                f"{cn(a.noble)}")
    if t == "Allocate":
        return (f"assegna {cn(a.card)} a {cn(a.noble)} (preparazione)" if it
                else f"gives {cn(a.card)} to {cn(a.noble)} (set-up)")
    if t == "Escort":
        if a.noble < 0:
            return ("nessun'altra scorta per l'ambasceria" if it
                    else "no more escorts for the embassy")
        return (f"{cn(a.noble)} scorta il re all'ambasceria" if it
                else f"{cn(a.noble)} escorts the King to the embassy")
    if t == "Port":
        return (f"{cn(a.ship)} ripara nel porto di {D.LOC_NAME[a.loc]}" if it
                else f"{cn(a.ship)} makes for port at {D.LOC_NAME[a.loc]}")
    if t == "KeepAlliance":
        return (f"resta alleato di {seat_name(a.other, lang)}" if it
                else f"stays allied with {seat_name(a.other, lang)}")
    if t == "DefendFrench":
        if a.use:
            return ("si difende con i fanti francesi" if it
                    else "defends with the French foot soldiers")
        return ("si difende senza i fanti francesi" if it
                else "defends without the French foot soldiers")
    if t == "DrawEvent":
        return "pesca la carta evento del turno" if it else "draws the turn's event card"
    if t == "ShipFate":
        if a.sink:
            return (f"affonda la nave abbordata {cn(a.ship)}" if it
                    else f"sinks the boarded {cn(a.ship)}")
        return (f"cattura {cn(a.ship)}: va al porto libero o amico più vicino" if it
                else f"captures {cn(a.ship)}: to the nearest free or friendly port")
    if t == "StormPort":
        loc = D.LOC_NAME[a.loc]
        if a.own:
            return (f"porta la propria flotta a {loc} (l'altra in un porto diverso)" if it
                    else f"takes its fleet into {loc} (the other fleet to a different port)")
        return (f"manda l'altra flotta a {loc}" if it
                else f"sends the other fleet into {loc}")
    if t == "Relieve":
        return (f"soccorre {D.LOC_NAME[a.loc]}: attacca gli assedianti con gli assediati"
                if it else
                f"relieves {D.LOC_NAME[a.loc]}: attacks the besiegers with the besieged")
    return str(action)


# the phase that an EndPhase starts, as the log names it (English, Italian)
PHASE_BEGINS = {"combat": ("Combat phase", "Fase di combattimento")}


def describe_event(kind: str, d: dict, lang: str = "en") -> str | None:  # noqa: C901
    it = lang == "it"
    cn = _namer(lang)
    if kind == "turn_start":
        return (f"Giro {d['round']}: turno di {seat_ref(d['seat'])}" if it
                else f"Round {d['round']}: {seat_ref(d['seat'])}'s turn")
    if kind == "event":
        title = event_title(d["event"], lang)
        return f"Evento: {title}" if it else f"Event: {title}"
    if kind == "event_kept":
        title = event_title(d["event"], lang)
        return (f"{title} resta in mano; si pesca un altro evento" if it
                else f"{title} is kept; another event is drawn")
    if kind == "combat_card":
        title = event_title(d["event"], lang)
        return (f"Carta di combattimento: {title}" if it else f"Combat card: {title}")
    if kind == "phase":  # the movement phase ended: the log says which phase begins
        en, itn = PHASE_BEGINS[d["phase"]]
        return itn if it else en
    if kind == "noble_dies":
        why = death(d["why"], lang)
        return f"{cn(d['noble'])} {why}"
    if kind == "heir_dies":
        why = death(d["why"], lang)
        return f"{heir_name(d['heir'])} {why}"
    if kind == "battle":
        r = d["result"]
        names_it = {"weather": "il tempo impedisce la battaglia", "ambush": "agguato respinto",
                    "indecisive": "esito incerto", "attacker": "vince l'attaccante",
                    "defender": "vince il difensore"}
        names_en = {"weather": "the weather prevents the battle", "ambush": "ambush beaten off",
                    "indecisive": "indecisive", "attacker": "the attacker wins",
                    "defender": "the defender wins"}
        return (f"Battaglia {d['attack']} contro {d['defence']}: {names_it[r]}" if it
                else f"Battle {d['attack']} against {d['defence']}: {names_en[r]}")
    if kind == "siege":
        loc = D.LOC_NAME[d["loc"]]
        if d["result"] == "holds":
            return f"{loc} resiste all'assedio" if it else f"{loc} holds out under siege"
        return f"{loc} cade" if it else f"{loc} falls"
    if kind == "naval":
        r = (NAVAL_IT if it else NAVAL_EN).get(d["result"], d["result"])
        return (f"Battaglia navale {d['attack']} contro {d['defence']}: {r}" if it
                else f"Naval battle {d['attack']} against {d['defence']}: {r}")
    if kind == "captured":
        return (f"{cn(d['noble'])} è catturato" if it
                else f"{cn(d['noble'])} is captured")
    if kind == "released":
        return (f"{cn(d['noble'])} è liberato" if it
                else f"{cn(d['noble'])} is released")
    if kind == "crowned":
        return (f"{heir_name(d['heir'])} è incoronato a {D.LOC_NAME[d['loc']]}" if it
                else f"{heir_name(d['heir'])} is crowned at {D.LOC_NAME[d['loc']]}")
    if kind == "parliament":
        return (f"Il Parlamento si riunisce a {D.LOC_NAME[d['venue']]}" if it
                else f"Parliament sits at {D.LOC_NAME[d['venue']]}")
    if kind == "vote_result":
        ok = d["passed"]
        return ((f"{cn(d['card'])} a {cn(d['noble'])}: "
                 + ("approvata" if ok else "respinta") + vote_counts(d, lang)) if it else
                (f"{cn(d['card'])} to {cn(d['noble'])}: "
                 + ("passed" if ok else "rejected") + vote_counts(d, lang)))
    if kind == "to_chancery":
        return (f"{cn(d['card'])} torna alla Cancelleria" if it
                else f"{cn(d['card'])} returns to the Chancery")
    if kind == "summoned":
        return (f"{cn(d['noble'])} è convocato {pos_at(d['dest'], lang)}" if it
                else f"{cn(d['noble'])} is summoned to {pos_name(d['dest'], lang)}")
    if kind == "ship_sinks":
        return f"{cn(d['ship'])} affonda" if it else f"{cn(d['ship'])} sinks"
    if kind == "victory":
        return (f"{seat_ref(d['seat'])} vince con {heir_name(d['heir'])} re" if it
                else f"{seat_ref(d['seat'])} wins with {heir_name(d['heir'])} as King")
    if kind == "all_dead":
        return ("Tutti gli eredi sono morti: nessun vincitore" if it
                else "Every royal piece is dead: nobody wins")
    if kind == "time_up":
        return (f"Limite di {d['round']} giri raggiunto" if it
                else f"The limit of {d['round']} rounds is reached")
    if kind == "plantagenet_returns":
        return (f"{cn(d['noble'])} torna in gioco" if it
                else f"{cn(d['noble'])} returns to play")
    if kind == "battle_off":
        return (f"In {area_name(d['area'], lang)} la battaglia non si combatte: gli alleati si "
                "sono ritirati" if it else
                f"No battle in {D.AREA_NAME[d['area']]}: the allies withdrew")
    if kind == "alliance_ends":
        return (f"Finisce l'alleanza tra {seat_ref(d['a'])} e {seat_ref(d['b'])}"
                if it else
                f"The alliance of {seat_ref(d['a'])} and {seat_ref(d['b'])} ends")
    if kind == "discard_shuffled":
        return ("Si mescolano gli scarti della Corona" if it
                else "The Crown discard pile is shuffled")
    if kind == "delegate":
        return (f"Con il WRIT {cn(d['substitute'])} va al Parlamento al posto di "
                f"{cn(d['noble'])}" if it else
                f"With the WRIT {cn(d['substitute'])} attends Parliament in place of "
                f"{cn(d['noble'])}")
    if kind == "embassy":
        return (f"{heir_name(d['heir'])} va all'ambasceria {pos_at(d['dest'], lang)}" if it
                else f"{heir_name(d['heir'])} goes to the embassy {pos_at(d['dest'], lang)}")
    if kind == "ship_to_port":
        return (f"{cn(d['ship'])} ripara a {D.LOC_NAME[d['loc']]}" if it
                else f"{cn(d['ship'])} makes for {D.LOC_NAME[d['loc']]}")
    if kind == "ship_captured":
        where = (f": va a {D.LOC_NAME[d['loc']]}" if it else f": taken to {D.LOC_NAME[d['loc']]}"
                 ) if d.get("loc", -1) >= 0 else ""
        return (f"{cn(d['ship'])} è catturata da {seat_ref(d['by'])}{where}" if it
                else f"{cn(d['ship'])} is captured by {seat_ref(d['by'])}{where}")
    if kind == "carried":
        return (f"{cn(d['noble'])} è prigioniero a bordo di {cn(d['ship'])}" if it
                else f"{cn(d['noble'])} is held prisoner aboard {cn(d['ship'])}")
    if kind == "freed_at_dock":
        return (f"{cn(d['noble'])} sarà liberato quando {cn(d['ship'])} entrerà in porto"
                if it else
                f"{cn(d['noble'])} will be freed when {cn(d['ship'])} docks")
    if kind == "storm_battle_due":
        loc = D.LOC_NAME[d["loc"]]
        return (f"Le flotte di {seat_ref(d['a'])} e {seat_ref(d['b'])} riparano a {loc}: "
                f"al giro {d['round']} si combatte a terra" if it else
                f"The fleets of {seat_ref(d['a'])} and {seat_ref(d['b'])} shelter at {loc}: "
                f"they fight ashore in round {d['round']}")
    if kind == "storm_battle":
        loc = D.LOC_NAME[d["loc"]]
        r = d["result"]
        if r == "nobody":
            return (f"Nessuna battaglia a {loc}: uno dei due schieramenti non c'è più" if it
                    else f"No battle at {loc}: one side is no longer there")
        res = (NAVAL_IT if it else NAVAL_EN)[r]
        return (f"Battaglia a {loc} dopo la tempesta, {d['attack']} contro "
                f"{d['defence']}: {res}" if it else
                f"Battle at {loc} after the storm, {d['attack']} against {d['defence']}: {res}")
    if kind == "ransom_paid":
        return (f"Pagata una carta del riscatto di {cn(d['noble'])}" if it
                else f"A card of {cn(d['noble'])}'s ransom is paid")
    return None
