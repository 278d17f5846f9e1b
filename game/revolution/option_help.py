"""What each Revolution option decides, for the new-game screen's tooltips: the question
in plain words, both readings, and the rulebook section it is about (the seed keeps the
rulebook's numbers)."""

from __future__ import annotations

from game.i18n import N_, gettext

HELP: dict[str, str] = {
    "three": N_(
        "Which three factions play in a 3-player game (4.2). The Catholics always play."),
    "neutrals": N_(
        "How many neutral pieces the box holds: the count is lost from the rulebook. When "
        "they run short, the shortage rules of 6.12, 6.15 and 6.16 apply."),
    "besieged_limit": N_(
        "Whether the pieces in a besieged city count towards the province limit. 6.11 and "
        "6.13 leave them out for conflict and surplus; 'everywhere' leaves them out in "
        "every count as well."),
    "city_majority": N_(
        "Whether pieces in cities count for a province's majority. 5.7 (turn 0) leaves them "
        "out; 6.17 does not repeat it: 'never' keeps them out every turn, the other reading "
        "counts them after turn 0."),
    "tax": N_(
        "A tax rate whose total is larger than the stock (6.1): any rate with the income "
        "capped by the stock, or only the rates that can be paid in full."),
    "huguenot_coin": N_(
        "Which coin the Huguenots get when they intercept the Spanish Treasury (6.2.2): the "
        "Huguenot piece itself leaves the box (the publisher's FAQ), or it stays and a coin "
        "comes from the Huguenot player's stock."),
    "loot_scope": N_(
        "Where an abandoned army loots a town (6.3): in the army's own command section, as "
        "the text says, or in any province."),
    "besieger_influence": N_(
        "Whether an army besieging a city may still use military influence (6.9); the "
        "rulebook does not say."),
    "lift": N_(
        "How many sieges a group of Water Beggars lifts (6.7): one per group, the hirer's "
        "choice, or every siege in the region."),
    "voluntary_coins": N_(
        "New units (6.10): only those that cannot be placed go to the treasury, or a "
        "faction may also take some as coins by choice."),
    "surplus_room": N_(
        "Room for surplus pieces in a neighbouring province (6.13): the limit minus the "
        "faction pieces (neutrals do not block), or minus every piece."),
    "univ_turn0": N_(
        "The universities in turn 0: 5.7 lets the Burghers reform KÖLN or Leuven as well, "
        "6.19 lets only the Reformers."),
    "leuven_empty": N_(
        "Leuven's university when nobody holds the town (6.19): it turns Catholic again, as "
        "KÖLN's does when KÖLN is uncontrolled (the seed: its allegiance depends on the "
        "faction in Leuven), or it keeps the allegiance it had."),
    "army_room": N_(
        "How many armies a command section holds (6.5): five, the room the rulebook's "
        "battle example 2 needs (1 Catholic, 2 Habsburg and 2 Burgher armies in one "
        "section), or the 3 or 4 spaces of the earlier reconstructed map."),
    "siege_cap": N_(
        "A successful siege (6.15): the besieger converts 2 pieces of the others, or ends "
        "with at most 2 pieces of its own in the city."),
    "substitute": N_(
        "Who stands in when an anti-Catholic piece is to be added and none is left (6.16): "
        "Reformers, Burghers, then the Nobility in a 3-player game, or never the Nobility."),
    "card_retention": N_(
        "A card whose holder loses the absolute majority (6.17): nobody holds it, or the "
        "holder keeps it."),
    "black_bishop": N_(
        "A bishopric without a controller (6.18): it moves one step a turn towards "
        "Catholic, or becomes Catholic at once."),
    "nobility_round": N_(
        "The Nobility's VP for its pieces (4.3.2, 5.8): rounded up, as 5.8 says, or down."),
}

def option_help(key: str, lang: str = "en") -> str:
    """The tooltip of option ``key`` ('' for an option without one)."""
    msg = HELP.get(key)
    return gettext(msg, lang) if msg else ""
