"""The Revolution view's own phrases, English and Italian."""

from __future__ import annotations

from typing import Any

from ui.views.base import lookup

PHASES = {
    "en": {
        "setup_armies": "Starting armies", "support": "Support", "newunits": "New units",
        "conflict": "Conflicts", "neutral": "Neutrals", "surplus": "Surplus",
        "within": "Within provinces", "award0": "Cards & seats", "final": "Scoring",
        "taxes": "Taxes", "upkeep": "Upkeep", "raise": "Raise armies", "battles": "Battles",
        "sieges": "Sieges", "beggars": "Water Beggars", "movement": "Army moves",
        "milinf": "Military influence", "siegeres": "Siege results", "influence": "Bids",
        "award": "Cards", "bishops": "Bishoprics", "univs": "Universities",
    },
    "it": {
        "setup_armies": "Eserciti iniziali", "support": "Sostegno", "newunits": "Nuove pedine",
        "conflict": "Conflitti", "neutral": "Neutrali", "surplus": "Eccedenze",
        "within": "Dentro le province", "award0": "Carte e sedi", "final": "Punteggio",
        "taxes": "Tasse", "upkeep": "Mantenimento", "raise": "Leva eserciti",
        "battles": "Battaglie", "sieges": "Assedi", "beggars": "Pezzenti del mare",
        "movement": "Movimento eserciti", "milinf": "Influenza militare",
        "siegeres": "Esito assedi", "influence": "Offerte", "award": "Carte",
        "bishops": "Vescovadi", "univs": "Università",
    },
}

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "turn": "Turn {n}", "acts": "{who} acts", "over": "Game over",
        "skipped": "skipped", "stock": "stock", "coins": "coins", "armies": "armies",
        "vp": "VP", "cities": "cities", "provinces": "provinces", "objective": "objective",
        "cards": "cards", "city_cards": "city cards", "prov_cards": "province cards",
        "done": "Done", "within_rest": "Done in every province left",
        "your_decision": "{name}, your decision",
        "ov_counts": "Counts", "ov_control": "Control",
        "ov_regions": "Regions", "ov_rivers": "Rivers",
        "allegiance": "Allegiance", "order": "Turn order", "score": "Score",
        "bishoprics": "Bishoprics", "universities": "Universities", "beggars": "Water Beggars",
        "turns": "Turns", "supply": "{who}: supply",
        "first": "First", "second": "Second", "third": "Third", "fourth": "Fourth",
        "fifth": "Fifth",
        "p_wait": "{who} is deciding.", "p_over": "The game is over.",
        "skip_hint": "click or press a key to skip",
        "p_army_start": "Habsburgs: put a starting army on an orange army space.",
        "p_support": "{who}: move a piece out of a support box (drag it to a lit province, "
                     "or to your tray to take it as a coin), or Done.",
        "p_intercept": "Huguenots: how many pieces leaving the Spanish Treasury to intercept?",
        "p_newunit": "{who}: place new units ({left} left) on lit provinces or support spaces.",
        "p_remove": "{who}: conflict in {prov}: remove one of your pieces.",
        "p_neutral_to": "{who}: neutral pieces are short: choose where one goes.",
        "p_surplus": "{who}: move surplus pieces to a neighbouring province, or Done.",
        "p_surplus_piece": "{who}: choose which of your pieces in {prov} leaves (countryside, "
                           "town or city).",
        "p_within": "{who}: move pieces in {prov} between countryside and settlements, or Done.",
        "p_refill": "{who}: refill the empty settlements of {prov} with neutrals.",
        "p_order": "{who}: choose your place in the turn order.",
        "p_tax": "{who}: choose the city tax rate.",
        "p_upkeep": "{who}: your army in {army} (ringed in blue): maintain it, disband it or "
                    "abandon it.",
        "b_maintain": "Maintain: {m}", "b_disband": "Disband: {d}",
        "b_abandon": "Abandon: it loots",
        "p_loot": "{who}: the abandoned army in {army} loots: choose a lit piece or town.",
        "p_raise": "{who}: raise armies in a lit region, or Done.",
        "p_siege": ("{who}: besiege a city with an army (drag one of your framed armies to a "
                    "lit city), or Done."),
        "p_hire": "{who}: hire Water Beggars?",
        "p_beggar_to": "{who}: put a Water Beggar in a lit region.",
        "p_beggar_act": "{who}: the Water Beggars in {region} (ringed in blue) act: choose what "
                        "they do.",
        "p_move": ("{who}: move an army to a neighbouring region (drag one of your framed "
                   "armies to a lit region), or Done."),
        "p_milinf": ("{who}: an army converts a piece in its region (drag one of your framed "
                     "armies to a lit piece), or Done."),
        "p_siege_take": "{who}: the siege of {city} succeeds: choose a piece to convert.",
        "p_bid": "{who}: put coins on cities of the allegiance track, or Done.",
        "breakdown": "new units: cities {cities}, towns {towns}, countryside {countryside}, "
                     "support {support} = {total}",
        "receives_min": "; receives {n} (at least {least})",
        "receives_stock": "; receives {n} (all its stock)",
        "limit": "limit {n}", "tax": "tax {t}", "vpv": "VP {v}",
        "holder": "card: {who}", "nobody": "nobody", "region": "region: {r}",
        "bishop": "bishopric: {st}", "univ": "university: {st}", "trade": "trade town",
        "city": "city", "town": "town", "pieces": "pieces: {p}", "besieged": "besieged",
        "allg": "allegiance {n}/{of}: {label}",
        "bids": "bids this turn: {b}", "no_bids": "none yet",
        "strongly_catholic": "strongly Catholic", "catholic": "Catholic",
        "neutral_space": "neutral", "reformed": "Reformed",
        "strongly_reformed": "strongly Reformed",
        "box_users": "for: {who}", "box_provs": "into: {p}",
        "box_kinds": "plain, filled = treasury only, diagonal = new units",
        "region_armies": "armies: {a}", "beggars_here": "Water Beggars here: {n}",
        "neutral": "neutral", "counts": "{n}/{lim} pieces",
        "tray": "{who}: {stock} in stock, {coins} coins, {armies} armies free",
        "seat_total": "together {v} VP", "hired": "hired by: {who}",
        "reconstructed": "reconstructed map",
    },
    "it": {
        "turn": "Turno {n}", "acts": "agisce: {who}", "over": "Partita finita",
        "skipped": "saltata", "stock": "riserva", "coins": "monete", "armies": "eserciti",
        "vp": "PV", "cities": "città", "provinces": "province", "objective": "obiettivo",
        "cards": "carte", "city_cards": "carte città", "prov_cards": "carte provincia",
        "done": "Fatto", "within_rest": "Fatto in tutte le province restanti",
        "your_decision": "{name}, la tua decisione",
        "ov_counts": "Conteggi", "ov_control": "Controllo",
        "ov_regions": "Regioni", "ov_rivers": "Fiumi",
        "allegiance": "Fedeltà", "order": "Ordine di turno", "score": "Punti",
        "bishoprics": "Vescovadi", "universities": "Università",
        "beggars": "Pezzenti del mare", "turns": "Turni", "supply": "{who}: riserva",
        "first": "Primo", "second": "Secondo", "third": "Terzo", "fourth": "Quarto",
        "fifth": "Quinto",
        "p_wait": "Decide: {who}.", "p_over": "La partita è finita.",
        "skip_hint": "clic o un tasto per saltare",
        "p_army_start": "Asburgo: metti un esercito iniziale su una casella arancione.",
        "p_support": "{who}: porta una pedina fuori da un riquadro di sostegno (trascinala "
                     "su una provincia illuminata, o sul tuo vassoio per prenderla come "
                     "moneta), oppure Fatto.",
        "p_intercept": "Ugonotti: quante pedine in uscita dal Tesoro spagnolo intercettare?",
        "p_newunit": "{who}: piazza le nuove pedine ({left} rimaste) su province o caselle "
                     "di sostegno illuminate.",
        "p_remove": "{who}: conflitto in {prov}: togli una tua pedina.",
        "p_neutral_to": "{who}: mancano neutrali: scegli dove ne va uno.",
        "p_surplus": "{who}: sposta le pedine in eccedenza in una provincia vicina, "
                     "oppure Fatto.",
        "p_surplus_piece": "{who}: scegli quale tua pedina lascia {prov} (campagna, "
                           "cittadina o città).",
        "p_within": "{who}: sposta pedine in {prov} tra campagna e insediamenti, oppure Fatto.",
        "p_refill": "{who}: riempi di neutrali gli insediamenti vuoti di {prov}.",
        "p_order": "{who}: scegli il tuo posto nell'ordine di turno.",
        "p_tax": "{who}: scegli l'aliquota delle tasse cittadine.",
        "p_upkeep": "{who}: il tuo esercito in {army} (cerchiato in blu): mantienilo, "
                    "congedalo o abbandonalo.",
        "b_maintain": "Mantieni: {m}", "b_disband": "Congeda: {d}",
        "b_abandon": "Abbandona: saccheggia",
        "p_loot": "{who}: l'esercito abbandonato in {army} saccheggia: scegli una pedina o "
                  "una cittadina illuminata.",
        "p_raise": "{who}: leva eserciti in una regione illuminata, oppure Fatto.",
        "p_siege": ("{who}: assedia una città con un esercito (trascina uno dei tuoi eserciti "
                    "incorniciati su una città illuminata), oppure Fatto."),
        "p_hire": "{who}: assoldi i Pezzenti del mare?",
        "p_beggar_to": "{who}: metti un Pezzente del mare in una regione illuminata.",
        "p_beggar_act": "{who}: i Pezzenti del mare in {region} (cerchiata in blu) agiscono: "
                        "scegli che cosa fanno.",
        "p_move": ("{who}: sposta un esercito in una regione vicina (trascina uno dei tuoi "
                   "eserciti incorniciati su una regione illuminata), oppure Fatto."),
        "p_milinf": ("{who}: un esercito converte una pedina nella sua regione (trascina uno dei "
                     "tuoi eserciti incorniciati su una pedina illuminata), oppure Fatto."),
        "p_siege_take": "{who}: l'assedio di {city} riesce: scegli una pedina da convertire.",
        "p_bid": "{who}: metti monete sulle città della tabella di fedeltà, oppure Fatto.",
        "breakdown": "nuove pedine: città {cities}, cittadine {towns}, campagna {countryside}, "
                     "sostegno {support} = {total}",
        "receives_min": "; ne riceve {n} (almeno {least})",
        "receives_stock": "; ne riceve {n} (tutta la riserva)",
        "limit": "limite {n}", "tax": "tasse {t}", "vpv": "PV {v}",
        "holder": "carta: {who}", "nobody": "nessuno", "region": "regione: {r}",
        "bishop": "vescovado: {st}", "univ": "università: {st}", "trade": "centro commerciale",
        "city": "città", "town": "cittadina", "pieces": "pedine: {p}", "besieged": "assediata",
        "allg": "fedeltà {n}/{of}: {label}", "bids": "offerte di questo turno: {b}",
        "no_bids": "ancora nessuna",
        "strongly_catholic": "fortemente cattolica", "catholic": "cattolica",
        "neutral_space": "neutra", "reformed": "riformata",
        "strongly_reformed": "fortemente riformata",
        "box_users": "per: {who}", "box_provs": "verso: {p}",
        "box_kinds": "semplice, piena = solo tesoro, diagonale = nuove pedine",
        "region_armies": "eserciti: {a}", "beggars_here": "Pezzenti del mare qui: {n}",
        "neutral": "neutrale", "counts": "{n}/{lim} pedine",
        "tray": "{who}: {stock} in riserva, {coins} monete, {armies} eserciti liberi",
        "seat_total": "insieme {v} PV", "hired": "assoldati da: {who}",
        "reconstructed": "mappa ricostruita",
    },
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


def coins(lang: str, n: int) -> str:
    """"1 coin", "2 coins" ("1 moneta", "2 monete")."""
    if lang == "it":
        return "1 moneta" if n == 1 else f"{n} monete"
    return "1 coin" if n == 1 else f"{n} coins"


def phase_name(lang: str, ph: str) -> str:
    return PHASES.get(lang, PHASES["en"]).get(ph) or PHASES["en"].get(ph, ph)
