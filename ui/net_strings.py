"""The interface texts of play at a distance, key -> (English, Italian); merged into
:data:`ui.strings.STRINGS`."""

from __future__ import annotations

NET_STRINGS: dict[str, tuple[str, str]] = {
    "seat.remote": ("remote player", "giocatore a distanza"),
    "menu.join": ("Join a table", "Unisciti a un tavolo"),
    "join.title": ("Join a table", "Unisciti a un tavolo"),
    "join.address": ("Address (host:port)", "Indirizzo (host:porta)"),
    "join.code": ("Seat code", "Codice del posto"),
    "join.name": ("Your name", "Il tuo nome"),
    "join.go": ("Join", "Entra"),
    "join.found": ("Tables on this network:", "Tavoli su questa rete:"),
    "join.none": ("No table found on this network yet: type its address.",
                  "Nessun tavolo trovato su questa rete: scrivi l'indirizzo."),
    "join.need": ("Type the address and the seat code you were given.",
                  "Scrivi l'indirizzo e il codice del posto che ti hanno dato."),
    "net.connecting": ("Connecting…", "Connessione…"),
    "net.reconnecting": ("Connection lost: reconnecting…", "Connessione persa: riconnessione…"),
    "net.refused": ("The host does not know this seat code.",
                    "L'host non conosce questo codice del posto."),
    "net.closed": ("The connection is closed.", "La connessione è chiusa."),
    "net.wait": ("Too many wrong codes: wait {s} seconds.",
                 "Troppi codici sbagliati: aspetta {s} secondi."),
    "net.disconnected": ("disconnected", "disconnesso"),
    "net.remote": ("remote", "a distanza"),
    "net.sent": ("Sent: waiting for the table…", "Inviata: in attesa del tavolo…"),
    "net.invitations": ("Invitations", "Inviti"),
    "net.invite_title": ("Invite the remote players", "Invita i giocatori a distanza"),
    "net.invite_body": ("Each remote player opens Tavola, chooses Join a table and types "
                        "the address and their own seat code.",
                        "Ogni giocatore a distanza apre Tavola, sceglie Unisciti a un tavolo "
                        "e scrive l'indirizzo e il proprio codice del posto."),
    "net.address": ("Address: {address}", "Indirizzo: {address}"),
    "net.renew": ("New code", "Nuovo codice"),
    "net.to_computer": ("Computer plays", "Gioca il computer"),
    "net.to_person": ("Give back", "Restituisci"),
    "net.host_failed": ("The table cannot be opened to the network: {error}",
                        "Il tavolo non si può aprire alla rete: {error}"),
    "net.chat": ("Say (Enter to send, Esc to cancel): {text}",
                 "Di' (Invio per mandare, Esc per annullare): {text}"),
    "net.chat_hint": ("T: talk to the table", "T: parla al tavolo"),
    "net.close": ("Close", "Chiudi"),
    "newgame.server": ("Club server", "Server club"),
    "net.creating": ("Opening the table on {address}…", "Apertura del tavolo su {address}…"),
    "net.create_failed": ("The club server did not open the table: {error}",
                          "Il server del club non ha aperto il tavolo: {error}"),
}
