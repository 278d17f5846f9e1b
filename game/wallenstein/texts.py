"""Names and short texts for the log, the views and help, in the language asked.

The name tables are game.i18n.ByLang: ``SPACE_NAMES[lang][k]`` in any language (the
English marked here, the others from the catalogs).
"""

from __future__ import annotations

from game.i18n import N_, ByLang, gettext
from game.wallenstein import data as D

SPACE_NAMES = ByLang((N_("Build palace"), N_("Build church"), N_("Build trading house"),
                      N_("Harvest grain"), N_("Collect gold"), N_("Recruit 5"),
                      N_("Recruit 3"), N_("Recruit 1 / move"), N_("Campaign A"),
                      N_("Campaign B")))
SEASON_NAMES = ByLang((N_("spring"), N_("summer"), N_("autumn"), N_("winter")))
BUILDING_NAMES = ByLang((N_("palace"), N_("church"), N_("trading house")))

# event kind -> (name, effect); "{r}" stands for the card's region
EVENT_TEXTS: dict[str, tuple[str, str]] = {
    "recruit_penalty": (N_("Recruiting penalty"),
                        N_("Recruit 5 places only 3 armies, recruit 3 only 2.")),
    "peasants_x2": (N_("Peasants in arms"), N_("Neutral provinces defend with 2 peasants.")),
    "harvest_max_3": (N_("Poor harvest"), N_("A harvest yields at most 3 grain.")),
    "harvest_min_4": (N_("Rich harvest"), N_("A harvest yields at least 4 grain.")),
    "tax_max_5": (N_("Empty coffers"), N_("Tax yields at most 5 gold.")),
    "tax_min_6": (N_("Full coffers"), N_("Tax yields at least 6 gold.")),
    "church_protection": (N_("Church protection"),
                          N_("Provinces of other players with a church cannot be attacked.")),
    "palace_guard": (N_("Palace guard"),
                     N_("A province with a palace defends with 1 extra army from the "
                        "supply.")),
    "trade_revolt_relief": (N_("Trade calms the land"),
                            N_("Each province with a trading house loses one revolt "
                               "token.")),
    "good_harvest": (N_("Good harvest in {r}"), N_("Harvests in {r} yield 2 more grain.")),
    "harvest_failure": (N_("Harvest failure in {r}"),
                        N_("Harvests in {r} yield 2 grain less.")),
    "lack_of_troops": (N_("Lack of troops in {r}"),
                       N_("Recruiting in {r} places 1 army less.")),
    "commercial_bonus": (N_("Commercial bonus"), N_("Buildings cost 1 gold less.")),
    "weary_peasants": (N_("Weary peasants"),
                       N_("No peasants rise against tax or harvest, none defend neutral "
                          "provinces.")),
}


def _region(card: D.EventCard) -> str:
    return D.REGION_NAMES[card.region] if card.region >= 0 else ""


def event_name(card: D.EventCard, lang: str = "en") -> str:
    """The card's title, e.g. "Good harvest in Sachsen"."""
    return gettext(EVENT_TEXTS[card.kind][0], lang, r=_region(card))


def event_effect(card: D.EventCard, lang: str = "en") -> str:
    """One sentence on what the card does during its season."""
    text = gettext(EVENT_TEXTS[card.kind][1], lang, r=_region(card))
    if card.reconstructed:
        return gettext(N_("{effect} (reconstructed)"), lang, effect=text)
    return text


def province_name(p: int) -> str:
    return D.NAMES[p] if 0 <= p < D.N_PROVINCES else "?"
