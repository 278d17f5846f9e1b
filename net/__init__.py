"""Play at a distance: the wire protocol, the host side of a table, the club server,
the client and table discovery (see ARCHITECTURE.md, "Play at a distance").

Only the host (a window hosting a table, or ``python main.py --serve``) holds the
``Match`` and its seed; a client receives its seat's observation and nothing else.
Nothing here imports pygame.
"""
