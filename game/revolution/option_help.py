"""What each Revolution option decides, for the new-game screen's tooltips: the question
in plain words, both readings, and the rulebook section it is about (the seed keeps the
rulebook's numbers)."""

from __future__ import annotations

HELP: dict[str, tuple[str, str]] = {
    "three": (
        "Which three factions play in a 3-player game (4.2). The Catholics always play.",
        "Quali tre fazioni giocano in tre (4.2). I Cattolici giocano sempre."),
    "neutrals": (
        "How many neutral pieces the box holds: the count is lost from the rulebook. When "
        "they run short, the shortage rules of 6.12, 6.15 and 6.16 apply.",
        "Quante pedine neutrali ha la scatola: il numero manca dal regolamento. Quando "
        "finiscono valgono le regole della mancanza di 6.12, 6.15 e 6.16."),
    "besieged_limit": (
        "Whether the pieces in a besieged city count towards the province limit. 6.11 and "
        "6.13 leave them out for conflict and surplus; 'everywhere' leaves them out in every "
        "count as well.",
        "Se le pedine di una città assediata contano nel limite della provincia. 6.11 e 6.13 "
        "le escludono per conflitto ed eccesso; 'ovunque' le esclude anche da ogni altro "
        "conteggio."),
    "city_majority": (
        "Whether pieces in cities count for a province's majority. 5.7 (turn 0) leaves them "
        "out; 6.17 does not repeat it: 'never' keeps them out every turn, the other reading "
        "counts them after turn 0.",
        "Se le pedine nelle città contano per la maggioranza di una provincia. 5.7 (turno 0) "
        "le esclude; 6.17 non lo ripete: 'mai' le esclude sempre, l'altra lettura le conta "
        "dopo il turno 0."),
    "tax": (
        "A tax rate whose total is larger than the stock (6.1): any rate with the income "
        "capped by the stock, or only the rates that can be paid in full.",
        "Un'aliquota che rende più della riserva (6.1): qualsiasi aliquota con l'entrata "
        "limitata dalla riserva, oppure solo le aliquote pagabili per intero."),
    "huguenot_coin": (
        "Which coin the Huguenots get when they intercept the Spanish Treasury (6.2.2): the "
        "Huguenot piece itself leaves the box (the publisher's FAQ), or it stays and a coin "
        "comes from the Huguenot player's stock.",
        "Quale moneta ricevono gli Ugonotti quando intercettano il Tesoro spagnolo (6.2.2): "
        "la pedina ugonotta stessa lascia il riquadro (FAQ dell'editore), oppure resta e la "
        "moneta viene dalla riserva di chi intercetta."),
    "loot_scope": (
        "Where an abandoned army loots a town (6.3): in the army's own command section, as "
        "the text says, or in any province.",
        "Dove saccheggia una cittadina un esercito abbandonato (6.3): nella sua sezione di "
        "comando, come dice il testo, oppure in qualsiasi provincia."),
    "besieger_influence": (
        "Whether an army besieging a city may still use military influence (6.9); the "
        "rulebook does not say.",
        "Se un esercito che assedia una città può ancora usare l'influenza militare (6.9); il "
        "regolamento non lo dice."),
    "lift": (
        "How many sieges a group of Water Beggars lifts (6.7): one per group, the hirer's "
        "choice, or every siege in the region.",
        "Quanti assedi rompe un gruppo di Pezzenti del mare (6.7): uno per gruppo, a scelta "
        "di chi li ha assoldati, oppure tutti quelli della regione."),
    "voluntary_coins": (
        "New units (6.10): only those that cannot be placed go to the treasury, or a faction "
        "may also take some as coins by choice.",
        "Nuove pedine (6.10): vanno al tesoro solo quelle che non si possono piazzare, "
        "oppure una fazione può prenderne come monete a scelta."),
    "surplus_room": (
        "Room for surplus pieces in a neighbouring province (6.13): the limit minus the "
        "faction pieces (neutrals do not block), or minus every piece.",
        "Spazio per le pedine in eccesso in una provincia vicina (6.13): il limite meno le "
        "pedine delle fazioni (i neutrali non bloccano), oppure meno tutte le pedine."),
    "univ_turn0": (
        "The universities in turn 0: 5.7 lets the Burghers reform KÖLN or Leuven as well, "
        "6.19 lets only the Reformers.",
        "Le università nel turno 0: 5.7 fa riformare COLONIA o Lovanio anche ai Borghesi, 6.19 "
        "solo ai Riformati."),
    "leuven_empty": (
        "Leuven's university when nobody holds the town (6.19): it turns Catholic again, as "
        "KÖLN's does when KÖLN is uncontrolled (the seed: its allegiance depends on the "
        "faction in Leuven), or it keeps the allegiance it had.",
        "L'università di Lovanio quando nessuno tiene la cittadina (6.19): ridiventa "
        "cattolica, come quella di COLONIA quando COLONIA è senza controllo (il seme: la sua "
        "fedeltà dipende dalla fazione che occupa Lovanio), oppure mantiene quella che aveva."),
    "army_room": (
        "How many armies a command section holds (6.5): five, the room the rulebook's "
        "battle example 2 needs (1 Catholic, 2 Habsburg and 2 Burgher armies in one "
        "section), or the 3 or 4 spaces of the earlier reconstructed map.",
        "Quanti eserciti contiene una sezione di comando (6.5): cinque, il posto che serve "
        "all'esempio di battaglia 2 del regolamento (1 esercito cattolico, 2 asburgici e 2 "
        "borghesi in una sezione), oppure le 3 o 4 caselle della mappa ricostruita prima."),
    "siege_cap": (
        "A successful siege (6.15): the besieger converts 2 pieces of the others, or ends "
        "with at most 2 pieces of its own in the city.",
        "Un assedio riuscito (6.15): chi assedia converte 2 pedine altrui, oppure resta con "
        "al più 2 pedine sue nella città."),
    "substitute": (
        "Who stands in when an anti-Catholic piece is to be added and none is left (6.16): "
        "Reformers, Burghers, then the Nobility in a 3-player game, or never the Nobility.",
        "Chi sostituisce quando va aggiunta una pedina anticattolica e non ce ne sono (6.16): "
        "Riformati, Borghesi, poi la Nobiltà in tre, oppure mai la Nobiltà."),
    "card_retention": (
        "A card whose holder loses the absolute majority (6.17): nobody holds it, or the "
        "holder keeps it.",
        "Una carta il cui titolare perde la maggioranza assoluta (6.17): non la tiene "
        "nessuno, oppure resta al titolare."),
    "black_bishop": (
        "A bishopric without a controller (6.18): it moves one step a turn towards Catholic, "
        "or becomes Catholic at once.",
        "Un vescovado senza controllo (6.18): si sposta di un passo a turno verso cattolico, "
        "oppure diventa subito cattolico."),
    "nobility_round": (
        "The Nobility's VP for its pieces (4.3.2, 5.8): rounded up, as 5.8 says, or down.",
        "I PV della Nobiltà per le sue pedine (4.3.2, 5.8): arrotondati per eccesso, come "
        "dice 5.8, oppure per difetto."),
}


def option_help(key: str, lang: str = "en") -> str:
    """The tooltip of option ``key`` ('' for an option without one)."""
    en_it = HELP.get(key)
    if en_it is None:
        return ""
    return en_it[1] if lang == "it" else en_it[0]
