"""The Revolution view's own phrases, English and Italian."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, NP_, gettext, ngettext
from ui.views.base import lookup

PHASES = {
    "setup_armies": N_("Starting armies"),
    "support": N_("Support"),
    "newunits": N_("New units"),
    "conflict": N_("Conflicts"),
    "neutral": N_("Neutrals"),
    "surplus": N_("Surplus"),
    "within": N_("Within provinces"),
    "award0": N_("Cards & seats"),
    "final": N_("Scoring"),
    "taxes": N_("Taxes"),
    "upkeep": N_("Upkeep"),
    "raise": N_("Raise armies"),
    "battles": N_("Battles"),
    "sieges": N_("Sieges"),
    "beggars": N_("Water Beggars"),
    "movement": N_("Army moves"),
    "milinf": N_("Military influence"),
    "siegeres": N_("Siege results"),
    "influence": N_("Bids"),
    "award": N_("Cards"),
    "bishops": N_("Bishoprics"),
    "univs": N_("Universities"),
}

WORDS: dict[str, dict[str, str]] = {
    "turn": N_("Turn {n}"),
    "acts": N_("{who} acts"),
    "over": N_("Game over"),
    "skipped": N_("skipped"),
    "stock": N_("stock"),
    "coins": N_("coins"),
    "armies": N_("armies"),
    "vp": N_("VP"),
    "cities": N_("cities"),
    "provinces": N_("provinces"),
    "objective": N_("objective"),
    "cards": N_("cards"),
    "city_cards": N_("city cards"),
    "prov_cards": N_("province cards"),
    "done": N_("Done"),
    "within_rest": N_("Done in every province left"),
    "your_decision": N_("{name}, your decision"),
    "ov_counts": N_("Counts"),
    "ov_control": N_("Control"),
    "ov_regions": N_("Regions"),
    "ov_rivers": N_("Rivers"),
    "allegiance": N_("Allegiance"),
    "order": N_("Turn order"),
    "score": N_("Score"),
    "bishoprics": N_("Bishoprics"),
    "universities": N_("Universities"),
    "beggars": N_("Water Beggars"),
    "turns": N_("Turns"),
    "supply": N_("{who}: supply"),
    "first": N_("First"),
    "second": N_("Second"),
    "third": N_("Third"),
    "fourth": N_("Fourth"),
    "fifth": N_("Fifth"),
    "p_wait": N_("{who} is deciding."),
    "p_over": N_("The game is over."),
    "skip_hint": N_("click or press a key to skip"),
    "p_army_start": N_("Habsburgs: put a starting army on an orange army space."),
    "p_support": N_("{who}: move a piece out of a support box (drag it to a lit province, or "
                    "to your tray to take it as a coin), or Done."),
    "p_intercept": N_("Huguenots: how many pieces leaving the Spanish Treasury to intercept?"),
    "p_newunit": N_("{who}: place new units ({left} left) on lit provinces or support spaces."),
    "p_remove": N_("{who}: conflict in {prov}: remove one of your pieces."),
    "p_neutral_to": N_("{who}: neutral pieces are short: choose where one goes."),
    "p_surplus": N_("{who}: move surplus pieces to a neighbouring province, or Done."),
    "p_surplus_piece": N_("{who}: choose which of your pieces in {prov} leaves (countryside, "
                          "town or city)."),
    "p_within": N_("{who}: move pieces in {prov} between countryside and settlements, or Done."),
    "p_refill": N_("{who}: refill the empty settlements of {prov} with neutrals."),
    "p_order": N_("{who}: choose your place in the turn order."),
    "p_tax": N_("{who}: choose the city tax rate."),
    "p_upkeep": N_("{who}: your army in {army} (ringed in blue): maintain it, disband it or "
                   "abandon it."),
    "b_maintain": N_("Maintain: {m}"),
    "b_disband": N_("Disband: {d}"),
    "b_abandon": N_("Abandon: it loots"),
    "p_loot": N_("{who}: the abandoned army in {army} loots: choose a lit piece or town."),
    "p_raise": N_("{who}: raise armies in a lit region, or Done."),
    "p_siege": N_("{who}: besiege a city with an army (drag one of your framed armies to a lit "
                  "city), or Done."),
    "p_hire": N_("{who}: hire Water Beggars?"),
    "p_beggar_to": N_("{who}: put a Water Beggar in a lit region."),
    "p_beggar_act": N_("{who}: the Water Beggars in {region} (ringed in blue) act: choose what "
                       "they do."),
    "p_move": N_("{who}: move an army to a neighbouring region (drag one of your framed armies "
                 "to a lit region), or Done."),
    "p_milinf": N_("{who}: an army converts a piece in its region (drag one of your framed "
                   "armies to a lit piece), or Done."),
    "p_siege_take": N_("{who}: the siege of {city} succeeds: choose a piece to convert."),
    "p_bid": N_("{who}: put coins on cities of the allegiance track, or Done."),
    "breakdown": N_("new units: cities {cities}, towns {towns}, countryside {countryside}, "
                    "support {support} = {total}"),
    "receives_min": N_("; receives {n} (at least {least})"),
    "receives_stock": N_("; receives {n} (all its stock)"),
    "limit": N_("limit {n}"),
    "tax": N_("tax {t}"),
    "vpv": N_("VP {v}"),
    "holder": N_("card: {who}"),
    "nobody": N_("nobody"),
    "region": N_("region: {r}"),
    "bishop": N_("bishopric: {st}"),
    "univ": N_("university: {st}"),
    "trade": N_("trade town"),
    "city": NP_("revolution.city", "city"),
    "town": NP_("revolution.town", "town"),
    "pieces": N_("pieces: {p}"),
    "besieged": N_("besieged"),
    "allg": N_("allegiance {n}/{of}: {label}"),
    "bids": N_("bids this turn: {b}"),
    "no_bids": N_("none yet"),
    "strongly_catholic": N_("strongly Catholic"),
    "catholic": N_("Catholic"),
    "neutral_space": N_("neutral"),
    "reformed": N_("Reformed"),
    "strongly_reformed": N_("strongly Reformed"),
    "box_users": N_("for: {who}"),
    "box_provs": N_("into: {p}"),
    "box_kinds": N_("plain, filled = treasury only, diagonal = new units"),
    "region_armies": N_("armies: {a}"),
    "beggars_here": N_("Water Beggars here: {n}"),
    "neutral": NP_("revolution.neutral", "neutral"),
    "counts": N_("{n}/{lim} pieces"),
    "tray": N_("{who}: {stock} in stock, {coins} coins, {armies} armies free"),
    "seat_total": N_("together {v} VP"),
    "hired": N_("hired by: {who}"),
    "reconstructed": N_("reconstructed map"),
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


def coins(lang: str, n: int) -> str:
    """"1 coin", "2 coins" ("1 moneta", "2 monete")."""
    return ngettext("{n} coin", "{n} coins", n, lang)


def phase_name(lang: str, ph: str) -> str:
    return lookup(PHASES, lang, ph)


def state_name(table: Any, i: int, lang: str) -> str:
    """Entry ``i`` of one of game.revolution.text's state tables in ``lang``: a table by
    language (``{"en": (...), ...}``, a ByLang) or a tuple of English message ids."""
    if isinstance(table, dict):
        return (table.get(lang) or table["en"])[i]
    return gettext(table[i], lang)
