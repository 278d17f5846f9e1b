"""The interface texts of play at a distance, key -> English message id; merged into
:data:`ui.strings.STRINGS`."""

from __future__ import annotations

from game.i18n import N_, Contextual

NET_STRINGS: dict[str, str | Contextual] = {
    "seat.remote": N_("remote player"),
    "menu.join": N_("Join a table"),
    "join.title": N_("Join a table"),
    "join.address": N_("Address (host:port)"),
    "join.code": N_("Seat code"),
    "join.name": N_("Your name"),
    "join.go": N_("Join"),
    "join.found": N_("Tables on this network:"),
    "join.none": N_("No table found on this network yet: type its address."),
    "join.need": N_("Type the address and the seat code you were given."),
    "net.connecting": N_("Connecting…"),
    "net.reconnecting": N_("Connection lost: reconnecting…"),
    "net.refused": N_("The host does not know this seat code."),
    "net.unreachable": N_("{address} does not answer: trying again…"),
    "net.closed": N_("The connection is closed."),
    "net.wait": N_("Too many wrong codes: wait {s} seconds."),
    "net.disconnected": N_("disconnected"),
    "net.remote": N_("remote"),
    "net.sent": N_("Sent: waiting for the table…"),
    "net.host_refused": N_("The host refused this."),
    "net.invitations": N_("Invitations"),
    "net.invite_title": N_("Invite the remote players"),
    "net.invite_body": N_("Each remote player opens Tavola, chooses Join a table and types the "
                          "address and their own seat code."),
    "net.address": N_("Address: {address}"),
    "net.renew": N_("New code"),
    "net.to_computer": N_("Computer plays"),
    "net.to_person": N_("Give back"),
    "net.host_failed": N_("The table cannot be opened to the network: {error}"),
    "net.chat": N_("Say (Enter to send, Esc to cancel): {text}"),
    "net.chat_hint": N_("Ctrl+T: talk to the table"),
    "net.keys": N_("Ctrl+I: invitations · Ctrl+T: talk to the table"),
    "net.close": N_("Close"),
    "newgame.server": N_("Club server"),
    "net.creating": N_("Opening the table on {address}…"),
    "net.create_failed": N_("The club server did not open the table: {error}"),
}
