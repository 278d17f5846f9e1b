"""Names and short texts in English and Italian, for the log, the views and help."""

from __future__ import annotations

from game.wallenstein import data as D

SPACE_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Build palace", "Build church", "Build trading house", "Harvest grain",
           "Collect gold", "Recruit 5", "Recruit 3", "Recruit 1 / move", "Campaign A",
           "Campaign B"),
    "it": ("Costruire palazzo", "Costruire chiesa", "Costruire emporio", "Raccolto di grano",
           "Riscuotere oro", "Arruolare 5", "Arruolare 3", "Arruolare 1 / muovere",
           "Campagna A", "Campagna B"),
}
SEASON_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("spring", "summer", "autumn", "winter"),
    "it": ("primavera", "estate", "autunno", "inverno"),
}
BUILDING_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("palace", "church", "trading house"),
    "it": ("palazzo", "chiesa", "emporio"),
}

# event kind -> (English name, Italian name, English effect, Italian effect);
# "{r}" stands for the card's region
EVENT_TEXTS: dict[str, tuple[str, str, str, str]] = {
    "recruit_penalty": ("Recruiting penalty", "Penalità di arruolamento",
                        "Recruit 5 places only 3 armies, recruit 3 only 2.",
                        "Arruolare 5 dà solo 3 armate, arruolare 3 solo 2."),
    "peasants_x2": ("Peasants in arms", "Contadini in armi",
                    "Neutral provinces defend with 2 peasants.",
                    "Le province libere si difendono con 2 contadini."),
    "harvest_max_3": ("Poor harvest", "Raccolto scarso", "A harvest yields at most 3 grain.",
                      "Un raccolto dà al massimo 3 grano."),
    "harvest_min_4": ("Rich harvest", "Raccolto ricco", "A harvest yields at least 4 grain.",
                      "Un raccolto dà almeno 4 grano."),
    "tax_max_5": ("Empty coffers", "Casse vuote", "Tax yields at most 5 gold.",
                  "Le tasse danno al massimo 5 oro."),
    "tax_min_6": ("Full coffers", "Casse piene", "Tax yields at least 6 gold.",
                  "Le tasse danno almeno 6 oro."),
    "church_protection": ("Church protection", "Protezione delle chiese",
                          "Provinces of other players with a church cannot be attacked.",
                          "Le province degli altri giocatori con una chiesa non possono essere "
                          "attaccate."),
    "palace_guard": ("Palace guard", "Guardia del palazzo",
                     "A province with a palace defends with 1 extra army from the supply.",
                     "Una provincia con un palazzo si difende con 1 armata in più presa dalla "
                     "riserva."),
    "trade_revolt_relief": ("Trade calms the land", "Il commercio calma il paese",
                            "Each province with a trading house loses one revolt token.",
                            "Ogni provincia con un emporio perde un gettone rivolta."),
    "good_harvest": ("Good harvest in {r}", "Buon raccolto in {r}",
                     "Harvests in {r} yield 2 more grain.",
                     "I raccolti in {r} danno 2 grano in più."),
    "harvest_failure": ("Harvest failure in {r}", "Carestia in {r}",
                        "Harvests in {r} yield 2 grain less.",
                        "I raccolti in {r} danno 2 grano in meno."),
    "lack_of_troops": ("Lack of troops in {r}", "Mancanza di truppe in {r}",
                       "Recruiting in {r} places 1 army less.",
                       "Gli arruolamenti in {r} danno 1 armata in meno."),
    "commercial_bonus": ("Commercial bonus", "Bonus commerciale",
                         "Buildings cost 1 gold less.", "Gli edifici costano 1 oro in meno."),
    "weary_peasants": ("Weary peasants", "Contadini stanchi",
                       "No peasants rise against tax or harvest, none defend neutral "
                       "provinces.",
                       "Nessuna rivolta per tasse o raccolto, nessun contadino difende le "
                       "province libere."),
}


def event_name(card: D.EventCard, lang: str = "en") -> str:
    """The card's title, e.g. "Good harvest in Sachsen"."""
    en, it, _, _ = EVENT_TEXTS[card.kind]
    region = D.REGION_NAMES[card.region] if card.region >= 0 else ""
    return (it if lang == "it" else en).format(r=region)


def event_effect(card: D.EventCard, lang: str = "en") -> str:
    """One sentence on what the card does during its season."""
    _, _, en, it = EVENT_TEXTS[card.kind]
    region = D.REGION_NAMES[card.region] if card.region >= 0 else ""
    text = (it if lang == "it" else en).format(r=region)
    if card.reconstructed:
        text += " (ricostruita)" if lang == "it" else " (reconstructed)"
    return text


def province_name(p: int) -> str:
    return D.NAMES[p] if 0 <= p < D.N_PROVINCES else "?"
