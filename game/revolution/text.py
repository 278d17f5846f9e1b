"""Log phrases of Revolution in English and Italian (actions and events)."""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.revolution import data as D

FACTION_NAMES = {
    "en": ("Catholics", "Habsburgs", "Nobility", "Burghers", "Reformers", "neutrals"),
    "it": ("Cattolici", "Asburgo", "Nobiltà", "Borghesi", "Riformati", "neutrali"),
}
BOX_NAMES_IT = {
    "Spanish Treasury": "Tesoro spagnolo", "Jesuits": "Gesuiti",
    "Support from the Emperor": "Sostegno dell'Imperatore", "French Support": "Sostegno francese",
    "London Merchants": "Mercanti di Londra", "Huguenots": "Ugonotti", "Calvinists": "Calvinisti",
}
BISHOP_STATES = {
    "en": ("strongly Catholic", "Catholic", "Reformed", "strongly Reformed"),
    "it": ("fortemente cattolico", "cattolico", "riformato", "fortemente riformato"),
}
UNIV_STATES = {"en": ("absent", "Catholic", "Reformed"),
               "it": ("assente", "cattolica", "riformata")}
TRACK_LABEL_NAMES = {
    "en": {"strongly_catholic": "strongly Catholic", "catholic": "Catholic", "neutral": "neutral",
           "reformed": "Reformed", "strongly_reformed": "strongly Reformed"},
    "it": {"strongly_catholic": "fortemente cattolica", "catholic": "cattolica",
           "neutral": "neutra", "reformed": "riformata",
           "strongly_reformed": "fortemente riformata"},
}
CENTRAL_NAMES = {"en": "central, no effect", "it": "centrale, nessun effetto"}


def track_label(space: int, lang: str = "en") -> str:
    """An allegiance space's name ([6.16]), with "central" for the three that change nothing."""
    lg = "it" if lang == "it" else "en"
    name = TRACK_LABEL_NAMES[lg][D.TRACK_LABELS[space]]
    return f"{name} ({CENTRAL_NAMES[lg]})" if space in D.TRACK_CENTRAL else name


def piece_of(f: int, lang: str = "en") -> str:
    """"a Catholic piece", "a neutral piece" ("una pedina cattolica", "una pedina neutrale")."""
    if lang == "it":
        return ("una pedina cattolica", "una pedina asburgica", "una pedina della Nobiltà",
                "una pedina dei Borghesi", "una pedina riformata", "una pedina neutrale")[f]
    return ("a Catholic piece", "a Habsburg piece", "a Nobility piece", "a Burgher piece",
            "a Reformer piece", "a neutral piece")[f]


def fname(f: int, lang: str = "en") -> str:
    return FACTION_NAMES["it" if lang == "it" else "en"][f]


def pname(p: int, lang: str = "en") -> str:
    """A province's name; in Italian its Italian name where it has one ("Fiandre")."""
    return (D.PROV_NAMES_IT if lang == "it" else D.PROV_NAMES)[p]


def sname(si: int, lang: str = "en") -> str:
    """A settlement's name (a city's in capitals); in Italian "ANVERSA", "Lovanio"."""
    return (D.SET_NAMES_IT if lang == "it" else D.SET_NAMES)[si]


def rname(r: int, lang: str = "en") -> str:
    """A command section's name ("Zeeland & the Generality"; "Zelanda e la Generalità")."""
    return (D.REGION_NAMES_IT if lang == "it" else D.REGION_NAMES)[r]


def bname(space: int, lang: str = "en") -> str:
    n = D.BOX_NAMES[D.BOX_OF_SPACE[space]]
    return BOX_NAMES_IT.get(n, n) if lang == "it" else n


def locname(loc: int, lang: str = "en") -> str:
    if loc < D.P:
        name = pname(loc, lang)
        return f"campagna di {name}" if lang == "it" else f"{name} countryside"
    return sname(loc - D.P, lang)


def units(n: int, lang: str = "en") -> str:
    if lang == "it":
        return "1 pedina" if n == 1 else f"{n} pedine"
    return "1 piece" if n == 1 else f"{n} pieces"


def army_place(space: int, lang: str = "en") -> str:
    """Where an army stands: its command section and its space there ("Brabant, space 2
    of 4")."""
    r = D.SPACE_REGION[space]
    spaces = list(D.REGION_SPACES[r])
    k, n = spaces.index(space) + 1, len(spaces)
    return (f"{rname(r, lang)}, casella {k} di {n}" if lang == "it"
            else f"{rname(r, lang)}, space {k} of {n}")


def about(s: Any, a: Any) -> dict:
    """What an action of the position ``s`` is about when the action itself does not say:
    the army of an upkeep or a loot, the city of a siege's conversions."""
    t = type(a).__name__
    ctx = s.ctx
    if t == "Upkeep" and "cur" in ctx:
        return {"space": ctx["cur"]}
    if t == "Loot" and "loot" in ctx:
        return {"space": ctx["loot"]}
    if t == "SiegeTake" and "city" in ctx:
        return {"city": ctx["city"]}
    return {}


def describe(a: Any, lang: str = "en", on: dict | None = None) -> str:
    """The log phrase of action ``a`` (a verb phrase: the player or faction is the
    subject); ``on`` is :func:`about` the position it was played in."""
    it = lang == "it"
    t = type(a).__name__
    on = on or {}
    if t == "ArmyStart":
        r = rname(D.SPACE_REGION[a.space], lang)
        return f"schiera un esercito iniziale in {r}" if it else f"sets a starting army in {r}"
    if t == "SupportMove":
        b = bname(a.space, lang)
        if a.province < 0:
            return (f"porta una pedina da {b} alle sue monete" if it
                    else f"moves a piece from {b} to its coins")
        return (f"porta una pedina da {b} in {pname(a.province, lang)}" if it
                else f"moves a piece from {b} into {pname(a.province, lang)}")
    if t == "Intercept":
        return (f"gli Ugonotti intercettano {units(a.n, lang)}" if it
                else f"the Huguenots intercept {units(a.n, lang)}")
    if t == "NewUnit":
        if a.province >= 0:
            return (f"mette una nuova pedina in {pname(a.province, lang)}" if it
                    else f"places a new unit in {pname(a.province, lang)}")
        b = bname(a.space, lang)
        return f"mette una nuova pedina in {b}" if it else f"places a new unit in {b}"
    if t == "Done":
        return "ha finito" if it else "is done"
    if t == "Remove":
        return (f"perde una pedina ({locname(a.loc, lang)})" if it
                else f"loses a piece ({locname(a.loc, lang)})")
    if t == "NeutralTo":
        return (f"dà una pedina neutrale a {pname(a.province, lang)}" if it
                else f"gives a neutral piece to {pname(a.province, lang)}")
    if t == "Surplus":
        return (f"sposta una pedina in eccesso da {pname(a.frm, lang)} a {pname(a.to, lang)}"
                if it
                else f"moves a surplus piece from {pname(a.frm, lang)} to {pname(a.to, lang)}")
    if t == "SurplusPiece":
        return (f"sceglie la pedina in eccesso che parte: {locname(a.loc, lang)}" if it
                else f"picks the surplus piece that leaves: {locname(a.loc, lang)}")
    if t == "Occupy":
        name = sname(a.settlement, lang)
        return f"entra in {name}" if it else f"moves into {name}"
    if t == "Withdraw":
        return (f"esce da {sname(a.settlement, lang)} nella campagna" if it
                else f"moves out of {sname(a.settlement, lang)} into the countryside")
    if t == "Evict":
        return (f"caccia i neutrali da {sname(a.settlement, lang)}" if it
                else f"pushes the neutrals out of {sname(a.settlement, lang)}")
    if t == "NeutralIn":
        return (f"porta una pedina neutrale in {sname(a.settlement, lang)}" if it
                else f"moves a neutral piece into {sname(a.settlement, lang)}")
    if t == "OrderPlace":
        return (f"mette la sua carta al posto {a.gap + 1} della fila attuale" if it
                else f"puts its card in place {a.gap + 1} of the row so far")
    if t == "TaxRate":
        return (f"tassa le città a {a.rate} monete" if it
                else f"taxes its cities at {a.rate} coin{'s' if a.rate > 1 else ''}")
    if t == "Upkeep":
        if "space" in on:
            where = army_place(on["space"], lang)
            if it:
                return ("mantiene l'esercito in ", "congeda l'esercito in ",
                        "abbandona l'esercito in ")[a.choice] + where
            return ("maintains the army in ", "disbands the army in ",
                    "abandons the army in ")[a.choice] + where
        if it:
            return ("mantiene un esercito", "congeda un esercito",
                    "abbandona un esercito")[a.choice]
        return ("maintains an army", "disbands an army", "abandons an army")[a.choice]
    if t == "Loot":
        if "space" in on:
            where = army_place(on["space"], lang)
            return describe(a, lang) + (f" (l'esercito abbandonato in {where})" if it
                                        else f" (the abandoned army in {where})")
        if a.loc < 0:
            return (f"saccheggia una cittadina di {pname(a.province, lang)}" if it
                    else f"loots a town of {pname(a.province, lang)}")
        return (f"saccheggia {locname(a.loc, lang)}: {piece_of(a.owner, lang)} "
                "diventa neutrale" if it else
                f"loots {locname(a.loc, lang)}: {piece_of(a.owner, lang)} turns neutral")
    if t == "Raise":
        return (f"arruola un esercito in {rname(a.region, lang)}" if it
                else f"raises an army in {rname(a.region, lang)}")
    if t == "Besiege":
        name = sname(a.settlement, lang)
        return f"assedia {name}" if it else f"besieges {name}"
    if t == "Hire":
        if a.n == 0:
            return "non ingaggia i Pezzenti del mare" if it else "does not hire the Water Beggars"
        return (f"ingaggia {a.n} Pezzenti del mare" if it
                else f"hires {a.n} Water Beggar{'s' if a.n > 1 else ''}")
    if t == "BeggarTo":
        return (f"manda un Pezzente del mare in {rname(a.region, lang)}" if it
                else f"sends a Water Beggar to {rname(a.region, lang)}")
    if t == "BeggarAct":
        r = rname(a.region, lang)
        if a.kind == 0:
            return (f"i Pezzenti distruggono un esercito in {r}" if it
                    else f"the Beggars destroy an army in {r}")
        if a.kind == 1:
            return (f"i Pezzenti rompono l'assedio di {sname(a.target, lang)}" if it
                    else f"the Beggars lift the siege of {sname(a.target, lang)}")
        if a.kind == 2:
            return (f"i Pezzenti saccheggiano {sname(a.target, lang)}" if it
                    else f"the Beggars sack {sname(a.target, lang)}")
        if a.kind == 3:
            return (f"i Pezzenti assediano {sname(a.target, lang)}" if it
                    else f"the Beggars besiege {sname(a.target, lang)}")
        return (f"i Pezzenti restano in {r} a bloccare" if it
                else f"the Beggars stay in {r} to block")
    if t == "MoveArmy":
        fr, to = rname(D.SPACE_REGION[a.space], lang), rname(a.region, lang)
        return (f"muove un esercito da {fr} a {to}" if it
                else f"moves an army from {fr} to {to}")
    if t == "Convert":
        return (f"converte {piece_of(a.owner, lang)} ({locname(a.loc, lang)})" if it
                else f"converts {piece_of(a.owner, lang)} ({locname(a.loc, lang)})")
    if t == "SiegeTake":
        city = sname(on["city"], lang) if "city" in on else ("la città assediata" if it
                                                       else "the besieged city")
        return (f"converte {piece_of(a.owner, lang)} in {city}" if it
                else f"converts {piece_of(a.owner, lang)} in {city}")
    if t == "Bid":
        return (f"punta una moneta su {sname(a.settlement, lang)}" if it
                else f"bids a coin on {sname(a.settlement, lang)}")
    return str(a)


def _list(items: list[str], lang: str) -> str:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + (" e " if lang == "it" else " and ") + items[-1]


def describe_event(e: Event, lang: str = "en") -> str | None:
    it = lang == "it"
    d = e.data
    k = e.kind
    fn = (lambda f: fname(f, lang))  # noqa: E731
    if k == "acted":  # an action's own line, naming the faction that played it
        return f"({fn(d['f'])}) {d[lang if it else 'en']}"
    if k == "turn_start":
        return f"Inizia il turno {d['turn']}" if it else f"Turn {d['turn']} begins"
    if k == "new_units":
        if "fixed" in d:
            return (f"{fn(d['f'])}: {d['total']} nuove pedine (turno 0)" if it
                    else f"{fn(d['f'])}: {d['total']} new units (turn 0)")
        parts = (f"città {d['cities']}, cittadine {d['towns']}, campagna {d['countryside']}, "
                 f"sostegno {d['support']} = {d['sum']}" if it else
                 f"cities {d['cities']}, towns {d['towns']}, countryside {d['countryside']}, "
                 f"support {d['support']} = {d['sum']}")
        extra = ""
        if d["total"] != d["sum"]:
            extra = (f"; ne riceve {d['total']}" if it else f"; receives {d['total']}")
        return (f"{fn(d['f'])}, nuove pedine: {parts}{extra}" if it
                else f"{fn(d['f'])} new units: {parts}{extra}")
    if k == "units_placed":
        items = [f"{n} in {pname(p, lang)}" for p, n in d["provinces"]]
        if d["boxes"]:
            items.append(f"{d['boxes']} " + ("nei riquadri di sostegno" if it
                                              else "in support boxes"))
        if d["coins"]:
            items.append(f"{d['coins']} " + ("come monete" if it else "as coins"))
        if not items:
            return None
        return (f"{fn(d['f'])} piazzano: {_list(items, lang)}" if it
                else f"{fn(d['f'])} place new units: {_list(items, lang)}")
    if k == "conflict":
        losers = [f"{fn(o)} {n}" for o, n in enumerate(d["loss"]) if n]
        return (f"Conflitto in {pname(d['p'], lang)}: perdono {_list(losers, lang)}" if it
                else f"Conflict in {pname(d['p'], lang)}: losses {_list(losers, lang)}")
    if k == "neutrals":
        if not d["added"]:
            return None
        items = [f"{pname(p, lang)} {n}" for p, n in d["added"]]
        return (f"Pedine neutrali aggiunte: {', '.join(items)}" if it
                else f"Neutral pieces added: {', '.join(items)}")
    if k == "cards":
        if not d["changes"]:
            return None
        items = []
        for kind, x, _old, new in d["changes"]:
            name = sname(x, lang) if kind == "city" else pname(x, lang)
            who = fn(new) if new >= 0 else ("nessuno" if it else "nobody")
            items.append(f"{name} → {who}")
        return (f"Carte assegnate: {', '.join(items)}" if it
                else f"Cards awarded: {', '.join(items)}")
    if k == "bishoprics":
        if not d["changes"]:
            return None
        items = [f"{pname(p, lang)} {BISHOP_STATES[lang if it else 'en'][new]}"
                 for p, _, new in d["changes"]]
        return f"Vescovati: {', '.join(items)}" if it else f"Bishoprics: {', '.join(items)}"
    if k == "universities":
        if not d["changes"]:
            return None
        items = [f"{sname(u, lang)} {UNIV_STATES['it' if it else 'en'][new]}"
                 for u, _, new in d["changes"]]
        return f"Università: {', '.join(items)}" if it else f"Universities: {', '.join(items)}"
    if k == "vp":
        items = []
        for f, row in enumerate(d["rows"]):
            if not row:
                continue
            v = row["total"]
            items.append(f"{fn(f)} {v:g} ({row['cities']}+{row['provinces']:g}+"
                         f"{row['objective']})")
        return (f"Punti vittoria del turno {d['turn']} (città+province+obiettivo): "
                + ", ".join(items) if it else
                f"Victory points, turn {d['turn']} (cities+provinces+objective): "
                + ", ".join(items))
    if k == "turn_order":
        return ("Nuovo ordine di turno: " if it else "New turn order: ") + \
            ", ".join(fn(f) for f in d["order"])
    if k == "game_over":
        return "Fine della partita" if it else "The game is over"
    if k == "tax":
        return (f"{fn(d['f'])} incassano {d['got']} monete di tasse" if it
                else f"{fn(d['f'])} collect {d['got']} coins in taxes")
    if k == "intercept":
        return (f"{fn(d['f'])} intercettano {units(d['n'], lang)} dei {fn(d['from'])}" if it
                else f"{fn(d['f'])} intercept {units(d['n'], lang)} of the {fn(d['from'])}")
    if k == "battle":
        armies = ", ".join(fn(f) for f in d["armies"])
        dead = ", ".join(fn(f) for f in d["dead"])
        return (f"Battaglia in {rname(d['r'], lang)} ({armies}): cadono {dead}" if it
                else f"Battle in {rname(d['r'], lang)} ({armies}): {dead} destroyed")
    if k == "siege":
        by = fn(d["by"]) if d["by"] >= 0 else ("i Pezzenti del mare" if it else "Water Beggars")
        return (f"{sname(d['s'], lang)} cade dopo l'assedio ({by})" if it
                else f"{sname(d['s'], lang)} falls to the siege ({by})")
    if k == "influence":
        return (f"Fedeltà di {sname(d['s'], lang)}: da {d['from']} a {d['to']}, monete perse "
                f"{d['wasted']}" if it else
                f"Allegiance of {sname(d['s'], lang)}: from {d['from']} to {d['to']}, "
                f"{d['wasted']} coins wasted")
    if k == "allegiance":
        name = sname(d["s"], lang)
        return (f"{name} (casella {d['space']}): aggiustamento della popolazione" if it
                else f"{name} (space {d['space']}): population adjusted")
    if k == "blocked":
        return (f"I Pezzenti del mare bloccano un esercito dei {fn(d['f'])}" if it
                else f"The Water Beggars block a {fn(d['f'])} army")
    if k == "surplus":
        return (f"{fn(d['f'])}: una pedina in eccesso va da {locname(d['loc'], lang)} "
                f"a {pname(d['to'], lang)}" if it else
                f"{fn(d['f'])}: a surplus piece goes from {locname(d['loc'], lang)} "
                f"to {pname(d['to'], lang)}")
    if k == "surplus_stock":
        return (f"{fn(d['f'])}: una pedina in eccesso torna alla riserva da "
                f"{locname(d['loc'], lang)}" if it else
                f"{fn(d['f'])}: a surplus piece goes back to stock from "
                f"{locname(d['loc'], lang)}")
    if k == "beggars" and d["kind"] == 0:
        return (f"I Pezzenti del mare distruggono un esercito dei {fn(d['victim'])}" if it
                else f"The Water Beggars destroy a {fn(d['victim'])} army")
    return None
