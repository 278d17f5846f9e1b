"""The Wallenstein view's own words, in English and Italian (the rules' texts, names of
spaces, seasons and buildings come from game/wallenstein/texts.py)."""

from __future__ import annotations

from typing import Any

from ui.views.base import lookup

WORDS = {
    "en": {
        "draft": "Take a province card: a face-up card or the deck's top.",
        "place": "Put one of your army groups on {p}: drag it there or click a group.",
        "announce": "You are short of cards: click the spaces you leave empty.",
        "plan": "Plan: drag your cards onto the ten spaces (or click a card, then a space);"
                " then Confirm.",
        "plan_done": "Your plan is complete: Confirm it (Enter).",
        "plan_missing": "Confirm needs a card on every space: {n} still empty. The blank "
                        "cards (—) fill the spaces you leave unused.",
        "plan_warn": "{what} in {p}: already built there, this card will be cancelled.",
        "act_campaign": "Campaign from {p}: drag the armies onto a lit neighbour "
                        "(how many: +/- or the wheel).",
        "act_move": "Recruit 1 / move in {p}: drag to a lit neighbour, or recruit only.",
        "count": "How many armies march from {p}?",
        "defend": "{p} is attacked: how many of its armies go into the tower?",
        "revolt": "Revolt in {p}: how many armies fight the peasants?",
        "wait": "{n} is deciding…",
        "confirm": "Confirm plan",
        "clear": "Clear",
        "replace": "Replace both",
        "deck": "Deck",
        "recruit": "Recruit 1 army",
        "recruit_off": "No army to recruit (no gold or none in supply): the card only moves.",
        "recruit_only": "Recruit only",
        "march": "March with {n}",
        "throw": "Throw {n} into the tower",
        "armies": "armies",
        "army": "army",
        "events": "Events of the year",
        "order": "Order of actions",
        "grain": "Grain",
        "tower": "The tower",
        "attacker": "Attack",
        "defender": "Defence",
        "peasants": "Peasants",
        "from_tray": "From the tray",
        "battle_for": "Battle for {p}",
        "revolt_in": "Revolt in {p}",
        "year": "Year {y}",
        "more": "More…",
        "hand": "Your cards",
        "skip": "click to skip",
        "in_tray": "Fallen into the tray:",
        "out": "out of play",
        "neutral": "neutral",
        "revolts": "revolt tokens",
        "devastated": "devastated",
        "winter": "Winter",
        "scoring": "Scoring of year {y}",
        "illegal_space": "That space is already settled.",
        "drop_lit": "Drop it on a lit province.",
        "out_of_play": "Out of play with three players.",
        "not_choosable": "Not a province you may choose now.",
        "page": "page",
    },
    "it": {
        "draft": "Prendi una carta provincia: una scoperta o quella in cima al mazzo.",
        "place": "Metti uno dei tuoi gruppi di armate su {p}: trascinalo lì o clicca un "
                 "gruppo.",
        "announce": "Non hai abbastanza carte: clicca gli spazi che lasci vuoti.",
        "plan": "Pianifica: trascina le carte sui dieci spazi (o clicca una carta, poi uno "
                "spazio); poi Conferma.",
        "plan_done": "Il piano è completo: confermalo (Invio).",
        "plan_missing": "Per confermare serve una carta su ogni spazio: ne mancano {n}. Le "
                        "carte bianche (—) riempiono gli spazi che non usi.",
        "plan_warn": "{what} in {p}: c'è già, questa carta sarà annullata.",
        "act_campaign": "Campagna da {p}: trascina le armate su una provincia illuminata "
                        "(quante: +/- o la rotellina).",
        "act_move": "Arruola 1 / muovi in {p}: trascina su una confinante illuminata, o "
                    "arruola soltanto.",
        "count": "Quante armate marciano da {p}?",
        "defend": "{p} è attaccata: quante armate vanno nella torre?",
        "revolt": "Rivolta in {p}: quante armate combattono i contadini?",
        "wait": "{n} sta decidendo…",
        "confirm": "Conferma piano",
        "clear": "Svuota",
        "replace": "Cambia entrambe",
        "deck": "Mazzo",
        "recruit": "Arruola 1 armata",
        "recruit_off": "Nessuna armata da arruolare (niente oro o riserva vuota): la carta "
                       "sposta soltanto.",
        "recruit_only": "Arruola soltanto",
        "march": "Marcia con {n}",
        "throw": "Getta {n} nella torre",
        "armies": "armate",
        "army": "armata",
        "events": "Eventi dell'anno",
        "order": "Ordine delle azioni",
        "grain": "Grano",
        "tower": "La torre",
        "attacker": "Attacco",
        "defender": "Difesa",
        "peasants": "Contadini",
        "from_tray": "Dalla vaschetta",
        "battle_for": "Battaglia per {p}",
        "revolt_in": "Rivolta in {p}",
        "year": "Anno {y}",
        "more": "Altro…",
        "hand": "Le tue carte",
        "skip": "clicca per saltare",
        "in_tray": "Caduti nella vaschetta:",
        "out": "fuori gioco",
        "neutral": "libera",
        "revolts": "gettoni rivolta",
        "devastated": "devastata",
        "winter": "Inverno",
        "scoring": "Punteggio dell'anno {y}",
        "illegal_space": "Quello spazio è già assegnato.",
        "drop_lit": "Lascialo su una provincia illuminata.",
        "out_of_play": "Fuori gioco con tre giocatori.",
        "not_choosable": "Non è una provincia che puoi scegliere ora.",
        "page": "pagina",
    },
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


CHOICES = {
    "en": {"DraftTake": "Take face-up card {n}", "DraftTop": "Take the deck's top card",
           "DraftReplace": "Replace the two face-up cards", "PlaceGroup": "Place a group of {a}",
           "LeaveEmpty": "Leave '{s}' empty", "Campaign": "March towards {p}",
           "Recruit": "Recruit 1 army", "Move": "Move armies to {p}",
           "RecruitMove": "Recruit 1 army and move armies to {p}", "Count": "March with {a}",
           "Defend": "Throw {a} into the tower", "Plan": "Put {c} on '{s}'",
           "blank": "a blank card"},
    "it": {"DraftTake": "Prendi la carta scoperta {n}",
           "DraftTop": "Prendi la carta in cima al mazzo",
           "DraftReplace": "Sostituisci le due carte scoperte",
           "PlaceGroup": "Schiera un gruppo di {a}", "LeaveEmpty": "Lascia vuoto «{s}»",
           "Campaign": "Marcia verso {p}", "Recruit": "Arruola 1 armata",
           "Move": "Sposta armate in {p}",
           "RecruitMove": "Arruola 1 armata e sposta armate in {p}",
           "Count": "Fai marciare {a}", "Defend": "Getta {a} nella torre",
           "Plan": "Metti {c} su «{s}»", "blank": "una carta bianca"},
}


def choice(action: Any, lang: str) -> str | None:
    """A decision's button label, worded as a choice ("Take face-up card 1"), or None
    for an action without one here (the caller falls back to the rules' words)."""
    from game.wallenstein import armies_text
    from game.wallenstein import data as D
    from game.wallenstein.texts import SPACE_NAMES, province_name

    table = CHOICES.get(lang, CHOICES["en"])
    t = type(action).__name__
    if t == "DraftTake":
        return table["DraftTop"] if action.choice == 2 else \
            table["DraftTake"].format(n=action.choice + 1)
    if t in ("PlaceGroup", "Count", "Defend"):
        n = action.size if t == "PlaceGroup" else action.n
        return table[t].format(a=armies_text(n, lang))
    if t == "LeaveEmpty":
        names = SPACE_NAMES.get(lang, SPACE_NAMES["en"])
        return table[t].format(s=names[action.space])
    if t == "Campaign":
        return table[t].format(p=province_name(action.target))
    if t == "RecruitMove":
        if action.target < 0:
            return table["Recruit"]
        key = "RecruitMove" if action.recruit else "Move"
        return table[key].format(p=province_name(action.target))
    if t == "DraftReplace":
        return table[t]
    if t == "Plan":  # the card named: the keyboard walk is the player's own desk
        names = SPACE_NAMES.get(lang, SPACE_NAMES["en"])
        card = province_name(action.card) if 0 <= action.card < len(D.NAMES) \
            else table["blank"]
        return table[t].format(c=card, s=names[action.space])
    return None


__all__ = ["WORDS", "CHOICES", "choice", "word"]
