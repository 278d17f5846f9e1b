"""The Wallenstein view's own words, in English and Italian (the rules' texts, names of
spaces, seasons and buildings come from game/wallenstein/texts.py)."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, NP_
from ui.views.base import lookup

WORDS = {
    "draft": N_("Take a province card: a face-up card or the deck's top."),
    "place": N_("Put one of your army groups on {p}: drag it there or click a group."),
    "announce": N_("You are short of cards: click the spaces you leave empty."),
    "plan": N_("Plan: drag your cards onto the ten spaces (or click a card, then a space); "
               "then Confirm."),
    "plan_done": N_("Your plan is complete: Confirm it (Enter)."),
    "plan_missing": N_("Confirm needs a card on every space: {n} still empty. The blank cards "
                       "(—) fill the spaces you leave unused."),
    "plan_warn": N_("{what} in {p}: already built there, this card will be cancelled."),
    "act_campaign": N_("Campaign from {p}: drag the armies onto a lit neighbour (how many: +/- "
                       "or the wheel)."),
    "act_move": N_("Recruit 1 / move in {p}: drag to a lit neighbour, or recruit only."),
    "count": N_("How many armies march from {p}?"),
    "defend": N_("{p} is attacked: how many of its armies go into the tower?"),
    "revolt": N_("Revolt in {p}: how many armies fight the peasants?"),
    "wait": N_("{n} is deciding…"),
    "confirm": N_("Confirm plan"),
    "clear": N_("Clear"),
    "replace": N_("Replace both"),
    "deck": N_("Deck"),
    "recruit": N_("Recruit 1 army"),
    "recruit_off": N_("No army to recruit (no gold or none in supply): the card only moves."),
    "recruit_only": N_("Recruit only"),
    "march": N_("March with {n}"),
    "throw": N_("Throw {n} into the tower"),
    "events": N_("Events of the year"),
    "order": N_("Order of actions"),
    "grain": N_("Grain"),
    "tower": N_("The tower"),
    "attacker": N_("Attack"),
    "defender": N_("Defence"),
    "peasants": N_("Peasants"),
    "from_tray": N_("From the tray"),
    "battle_for": N_("Battle for {p}"),
    "revolt_in": N_("Revolt in {p}"),
    "year": N_("Year {y}"),
    "more": N_("More…"),
    "hand": N_("Your cards"),
    "skip": N_("click to skip"),
    "in_tray": N_("Fallen into the tray:"),
    "out": N_("out of play"),
    "neutral": NP_("wallenstein.neutral", "neutral"),
    "revolts": N_("revolt tokens"),
    "devastated": N_("devastated"),
    "winter": N_("Winter"),
    "scoring": N_("Scoring of year {y}"),
    "illegal_space": N_("That space is already settled."),
    "drop_lit": N_("Drop it on a lit province."),
    "out_of_play": N_("Out of play with three players."),
    "not_choosable": N_("Not a province you may choose now."),
    "page": N_("page"),
}


def word(lang: str, key: str, **kw: Any) -> str:
    return lookup(WORDS, lang, key, **kw)


CHOICES = {
    "DraftTake": N_("Take face-up card {n}"),
    "DraftTop": N_("Take the deck's top card"),
    "DraftReplace": N_("Replace the two face-up cards"),
    "PlaceGroup": N_("Place a group of {a}"),
    "LeaveEmpty": N_("Leave '{s}' empty"),
    "Campaign": N_("March towards {p}"),
    "Recruit": N_("Recruit 1 army"),
    "Move": N_("Move armies to {p}"),
    "RecruitMove": N_("Recruit 1 army and move armies to {p}"),
    "Count": N_("March with {a}"),
    "Defend": N_("Throw {a} into the tower"),
    "Plan": N_("Put {c} on '{s}'"),
    "blank": N_("a blank card"),
}


def choice(action: Any, lang: str) -> str | None:
    """A decision's button label, worded as a choice ("Take face-up card 1"), or None
    for an action without one here (the caller falls back to the rules' words)."""
    from game.wallenstein import armies_text
    from game.wallenstein import data as D
    from game.wallenstein.texts import SPACE_NAMES, province_name

    def say(key: str, **kw: Any) -> str:
        return lookup(CHOICES, lang, key, **kw)

    t = type(action).__name__
    if t == "DraftTake":
        return say("DraftTop") if action.choice == 2 else \
            say("DraftTake", n=action.choice + 1)
    if t in ("PlaceGroup", "Count", "Defend"):
        n = action.size if t == "PlaceGroup" else action.n
        return say(t, a=armies_text(n, lang))
    if t == "LeaveEmpty":
        names = SPACE_NAMES.get(lang, SPACE_NAMES["en"])
        return say(t, s=names[action.space])
    if t == "Campaign":
        return say(t, p=province_name(action.target))
    if t == "RecruitMove":
        if action.target < 0:
            return say("Recruit")
        key = "RecruitMove" if action.recruit else "Move"
        return say(key, p=province_name(action.target))
    if t == "DraftReplace":
        return say(t)
    if t == "Plan":  # the card named: the keyboard walk is the player's own desk
        names = SPACE_NAMES.get(lang, SPACE_NAMES["en"])
        card = province_name(action.card) if 0 <= action.card < len(D.NAMES) \
            else say("blank")
        return say(t, c=card, s=names[action.space])
    return None


__all__ = ["WORDS", "CHOICES", "choice", "word"]
