"""Log phrases of Revolution (actions and events), through the catalogs: English message
ids here, Italian and German in locale/<lang>/LC_MESSAGES/tavola.po."""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.i18n import N_, NP_, ByLang, Contextual, decimal, gettext, message, ngettext
from game.revolution import data as D
from game.revolution import names
from game.revolution.names import Words

FACTION_NAMES = ByLang((N_("Catholics"), N_("Habsburgs"), N_("Nobility"), N_("Burghers"),
                        N_("Reformers"), N_("neutrals")))
# an allegiance agrees with its noun: «vescovado cattolico», «università cattolica»
BISHOP_STATES = Words((
    NP_("bishopric", "strongly Catholic"), NP_("bishopric", "Catholic"),
    NP_("bishopric", "Reformed"), NP_("bishopric", "strongly Reformed")))
UNIV_STATES = Words((
    NP_("university", "absent"), NP_("university", "Catholic"),
    NP_("university", "Reformed")))
TRACK_LABEL_NAMES: dict[str, Contextual] = {
    "strongly_catholic": NP_("allegiance", "strongly Catholic"),
    "catholic": NP_("allegiance", "Catholic"), "neutral": NP_("allegiance", "neutral"),
    "reformed": NP_("allegiance", "Reformed"),
    "strongly_reformed": NP_("allegiance", "strongly Reformed"),
}
# a piece as a sentence's subject, and as its object (German: «ein» / «einen»)
PIECE_SUBJECT = (
    NP_("subject", "a Catholic piece"), NP_("subject", "a Habsburg piece"),
    NP_("subject", "a Nobility piece"), NP_("subject", "a Burgher piece"),
    NP_("subject", "a Reformer piece"), NP_("subject", "a neutral piece"))
PIECE_OBJECT = (
    NP_("object", "a Catholic piece"), NP_("object", "a Habsburg piece"),
    NP_("object", "a Nobility piece"), NP_("object", "a Burgher piece"),
    NP_("object", "a Reformer piece"), NP_("object", "a neutral piece"))
UPKEEP_IN = (N_("maintains the army in {where}"), N_("disbands the army in {where}"),
             N_("abandons the army in {where}"))
UPKEEP_ANY = (N_("maintains an army"), N_("disbands an army"), N_("abandons an army"))


def track_label(space: int, lang: str = "en") -> str:
    """An allegiance space's name ([6.16]), with "central" for the three that change nothing."""
    name = message(TRACK_LABEL_NAMES[D.TRACK_LABELS[space]], lang)
    if space in D.TRACK_CENTRAL:
        return gettext("{allegiance} (central, no effect)", lang, allegiance=name)
    return name


def piece_of(f: int, lang: str = "en", subject: bool = False) -> str:
    """"a Catholic piece", "a neutral piece" ("una pedina cattolica", "una pedina neutrale");
    ``subject``: as the sentence's subject (German declines it)."""
    return message((PIECE_SUBJECT if subject else PIECE_OBJECT)[f], lang)


def fname(f: int, lang: str = "en") -> str:
    return FACTION_NAMES[lang][f]


def pname(p: int, lang: str = "en") -> str:
    """A province's name in ``lang`` ("Fiandre", "Flandern"), else as printed."""
    return names.PROVINCES[lang][p]


def sname(si: int, lang: str = "en") -> str:
    """A settlement's name (a city's in capitals): "ANVERSA", "Lovanio"; "BRÜSSEL"."""
    return names.SETTLEMENTS[lang][si]


def rname(r: int, lang: str = "en") -> str:
    """A command section's name ("Zeeland & the Generality"; "Zelanda e la Generalità")."""
    return names.REGIONS[lang][r]


def bname(space: int, lang: str = "en") -> str:
    return names.BOXES[lang][D.BOX_OF_SPACE[space]]


def locname(loc: int, lang: str = "en") -> str:
    if loc < D.P:
        return gettext("{province} countryside", lang, province=pname(loc, lang))
    return sname(loc - D.P, lang)


def units(n: int, lang: str = "en") -> str:
    return ngettext("{n} piece", "{n} pieces", n, lang)


def army_place(space: int, lang: str = "en") -> str:
    """Where an army stands: its command section and its space there ("Brabant, space 2
    of 4")."""
    r = D.SPACE_REGION[space]
    spaces = list(D.REGION_SPACES[r])
    return gettext("{region}, space {k} of {count}", lang, region=rname(r, lang),
                   k=spaces.index(space) + 1, count=len(spaces))


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
    t = type(a).__name__
    on = on or {}

    def _(msg: str, **kw: object) -> str:
        return gettext(msg, lang, **kw)

    if t == "ArmyStart":
        return _("sets a starting army in {region}",
                 region=rname(D.SPACE_REGION[a.space], lang))
    if t == "SupportMove":
        b = bname(a.space, lang)
        if a.province < 0:
            return _("moves a piece from {box} to its coins", box=b)
        return _("moves a piece from {box} into {province}", box=b,
                 province=pname(a.province, lang))
    if t == "Intercept":
        if a.n == 0:  # 6.2.2: the Huguenots may wait for the next faction's move
            return _("the Huguenots let the pieces pass")
        return _("the Huguenots intercept {pieces}", pieces=units(a.n, lang))
    if t == "NewUnit":
        if a.province >= 0:
            return _("places a new unit in {province}", province=pname(a.province, lang))
        return _("places a new unit in {box}", box=bname(a.space, lang))
    if t == "Done":
        return _("is done")
    if t == "Remove":
        return _("loses a piece ({place})", place=locname(a.loc, lang))
    if t == "NeutralTo":
        return _("gives a neutral piece to {province}", province=pname(a.province, lang))
    if t == "Surplus":
        return _("moves a surplus piece from {source} to {target}",
                 source=pname(a.frm, lang), target=pname(a.to, lang))
    if t == "SurplusPiece":
        return _("picks the surplus piece that leaves: {place}", place=locname(a.loc, lang))
    if t == "Occupy":
        return _("moves into {settlement}", settlement=sname(a.settlement, lang))
    if t == "Withdraw":
        return _("moves out of {settlement} into the countryside",
                 settlement=sname(a.settlement, lang))
    if t == "Evict":
        return _("pushes the neutrals out of {settlement}",
                 settlement=sname(a.settlement, lang))
    if t == "NeutralIn":
        return _("moves a neutral piece into {settlement}",
                 settlement=sname(a.settlement, lang))
    if t == "OrderPlace":
        return _("puts its card in place {place} of the row so far", place=a.gap + 1)
    if t == "TaxRate":
        return ngettext("taxes its cities at {n} coin", "taxes its cities at {n} coins",
                        a.rate, lang)
    if t == "Upkeep":
        if "space" in on:
            return _(UPKEEP_IN[a.choice], where=army_place(on["space"], lang))
        return _(UPKEEP_ANY[a.choice])
    if t == "Loot":
        if "space" in on:
            return _("{action} (the abandoned army in {where})", action=describe(a, lang),
                     where=army_place(on["space"], lang))
        if a.loc < 0:
            return _("loots a town of {province}", province=pname(a.province, lang))
        return _("loots {place}: {piece} turns neutral", place=locname(a.loc, lang),
                 piece=piece_of(a.owner, lang, subject=True))
    if t == "Raise":
        return _("raises an army in {region}", region=rname(a.region, lang))
    if t == "Besiege":
        return _("besieges {settlement}", settlement=sname(a.settlement, lang))
    if t == "Hire":
        if a.n == 0:
            return _("does not hire the Water Beggars")
        return ngettext("hires {n} Water Beggar", "hires {n} Water Beggars", a.n, lang)
    if t == "BeggarTo":
        return _("sends a Water Beggar to {region}", region=rname(a.region, lang))
    if t == "BeggarAct":
        r = rname(a.region, lang)
        if a.kind == 0:
            return _("the Beggars destroy an army in {region}", region=r)
        if a.kind in (1, 2, 3):
            msg = (N_("the Beggars lift the siege of {settlement}"),
                   N_("the Beggars sack {settlement}"),
                   N_("the Beggars besiege {settlement}"))[a.kind - 1]
            return _(msg, settlement=sname(a.target, lang))
        return _("the Beggars stay in {region} to block", region=r)
    if t == "MoveArmy":
        return _("moves an army from {source} to {target}",
                 source=rname(D.SPACE_REGION[a.space], lang), target=rname(a.region, lang))
    if t == "Convert":
        return _("converts {piece} ({place})", piece=piece_of(a.owner, lang),
                 place=locname(a.loc, lang))
    if t == "SiegeTake":
        if "city" in on:
            return _("converts {piece} in {city}", piece=piece_of(a.owner, lang),
                     city=sname(on["city"], lang))
        return _("converts {piece} in the besieged city", piece=piece_of(a.owner, lang))
    if t == "Bid":
        return _("bids a coin on {settlement}", settlement=sname(a.settlement, lang))
    return str(a)


def _list(items: list[str], lang: str) -> str:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return gettext("{items} and {last}", lang, items=", ".join(items[:-1]), last=items[-1])


def describe_event(e: Event, lang: str = "en") -> str | None:
    d = e.data
    k = e.kind

    def _(msg: str, **kw: object) -> str:
        return gettext(msg, lang, **kw)

    def fn(f: int) -> str:
        return fname(f, lang)

    if k == "acted":  # an action's own line, naming the faction that played it
        return f"({fn(d['f'])}) {describe(d['a'], lang, d.get('on'))}"
    if k == "turn_start":
        return _("Turn {turn} begins", turn=d["turn"])
    if k == "new_units":
        if "fixed" in d:
            return _("{faction}: {total} new units (turn 0)", faction=fn(d["f"]),
                     total=d["total"])
        parts = _("cities {cities}, towns {towns}, countryside {countryside}, "
                  "support {support} = {sum}", cities=d["cities"], towns=d["towns"],
                  countryside=d["countryside"], support=d["support"], sum=d["sum"])
        if d["total"] != d["sum"]:
            return _("{faction} new units: {parts}; receives {total}", faction=fn(d["f"]),
                     parts=parts, total=d["total"])
        return _("{faction} new units: {parts}", faction=fn(d["f"]), parts=parts)
    if k == "units_placed":
        items = [_("{n} in {province}", n=n, province=pname(p, lang))
                 for p, n in d["provinces"]]
        if d["boxes"]:
            items.append(_("{n} in support boxes", n=d["boxes"]))
        if d["coins"]:
            items.append(_("{n} as coins", n=d["coins"]))
        if not items:
            return None
        return _("{faction} place new units: {items}", faction=fn(d["f"]),
                 items=_list(items, lang))
    if k == "conflict":
        losers = [f"{fn(o)} {n}" for o, n in enumerate(d["loss"]) if n]
        return _("Conflict in {province}: losses {losers}", province=pname(d["p"], lang),
                 losers=_list(losers, lang))
    if k == "neutrals":
        if not d["added"]:
            return None
        items = [f"{pname(p, lang)} {n}" for p, n in d["added"]]
        return _("Neutral pieces added: {items}", items=", ".join(items))
    if k == "cards":
        if not d["changes"]:
            return None
        items = []
        for kind, x, _old, new in d["changes"]:
            name = sname(x, lang) if kind == "city" else pname(x, lang)
            who = fn(new) if new >= 0 else _("nobody")
            items.append(f"{name} → {who}")
        return _("Cards awarded: {items}", items=", ".join(items))
    if k == "bishoprics":
        if not d["changes"]:
            return None
        items = [f"{pname(p, lang)} {BISHOP_STATES[lang][new]}" for p, _w, new in d["changes"]]
        return _("Bishoprics: {items}", items=", ".join(items))
    if k == "universities":
        if not d["changes"]:
            return None
        items = [f"{sname(u, lang)} {UNIV_STATES[lang][new]}" for u, _w, new in d["changes"]]
        return _("Universities: {items}", items=", ".join(items))
    if k == "vp":
        items = []
        for f, row in enumerate(d["rows"]):
            if not row:
                continue
            items.append(f"{fn(f)} {decimal(row['total'], lang)} ({row['cities']}+"
                         f"{decimal(row['provinces'], lang)}+{row['objective']})")
        return _("Victory points, turn {turn} (cities+provinces+objective): {items}",
                 turn=d["turn"], items=", ".join(items))
    if k == "turn_order":
        return _("New turn order: {order}", order=", ".join(fn(f) for f in d["order"]))
    if k == "game_over":
        return message(NP_("Revolution log", "The game is over"), lang)
    if k == "tax":
        return ngettext("{faction} collect {n} coin in taxes",
                        "{faction} collect {n} coins in taxes", d["got"], lang,
                        faction=fn(d["f"]))
    if k == "intercept":
        return _("{faction} intercept {pieces} of the {victim}", faction=fn(d["f"]),
                 pieces=units(d["n"], lang), victim=fn(d["from"]))
    if k == "battle":
        return _("Battle in {region} ({armies}): {dead} destroyed",
                 region=rname(d["r"], lang), armies=", ".join(fn(f) for f in d["armies"]),
                 dead=", ".join(fn(f) for f in d["dead"]))
    if k == "siege":
        if d["by"] >= 0:
            return _("{settlement} falls to the siege ({faction})",
                     settlement=sname(d["s"], lang), faction=fn(d["by"]))
        return _("{settlement} falls to the siege (Water Beggars)",
                 settlement=sname(d["s"], lang))
    if k == "influence":
        return _("Allegiance of {settlement}: from {old} to {new}, {wasted} coins wasted",
                 settlement=sname(d["s"], lang), old=d["from"], new=d["to"],
                 wasted=d["wasted"])
    if k == "allegiance":
        return _("{settlement} (space {space}): population adjusted",
                 settlement=sname(d["s"], lang), space=d["space"])
    if k == "blocked":
        return _("The Water Beggars block a {faction} army", faction=fn(d["f"]))
    if k == "surplus":
        return _("{faction}: a surplus piece goes from {place} to {province}",
                 faction=fn(d["f"]), place=locname(d["loc"], lang),
                 province=pname(d["to"], lang))
    if k == "surplus_stock":
        return _("{faction}: a surplus piece goes back to stock from {place}",
                 faction=fn(d["f"]), place=locname(d["loc"], lang))
    if k == "beggars" and d["kind"] == 0:
        return _("The Water Beggars destroy a {faction} army",
                 faction=fn(d["victim"]))
    return None
