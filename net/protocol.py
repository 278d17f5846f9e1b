"""The messages between a host and its clients: JSON objects with a version field.

Every message is one JSON object ``{"v": VERSION, "t": kind, ...}`` of at most
:data:`MAX_MESSAGE` bytes. :func:`parse` checks a message from a client and raises
:class:`ProtocolError` (with the reason the host logs) for anything else: the host
then closes that connection and the table goes on.
"""

from __future__ import annotations

import json
from typing import Any

VERSION = 1
MAX_MESSAGE = 64 * 1024  # from a client: an action or a chat line is far smaller
# from the host: the largest view is a whole log, each line in every language: ~300 kB
# for a long game (490 kB: 2819 random Kingmaker moves; 830 kB: 6000 random Hansa moves)
MAX_VIEW = 2 * 1024 * 1024
CHAT_MAX = 200  # characters in a chat line
NAME_MAX = 20

# kind -> {field: (type, required)} of the messages a client may send
CLIENT_MESSAGES: dict[str, dict[str, tuple[type | tuple[type, ...], bool]]] = {
    # since: the log lines the client has, as of log epoch ``epoch`` (an undo starts a new one)
    "hello": {"code": (str, True), "name": (str, False), "since": (int, False),
              "epoch": (int, False)},
    "act": {"move": (int, True), "action": (list, True)},
    "undo": {"move": (int, True)},
    "chat": {"text": (str, True)},
    "ping": {},
    # the club server: a new table (its answer holds every seat's code and the host key)
    "create": {"game": (str, True), "players": (int, True), "options": (dict, False),
               "seats": (list, True), "name": (str, False)},
    # a table's host (with its host key): renew a seat's code, hand a seat to a computer
    "admin": {"key": (str, True), "op": (str, True), "seat": (int, True),
              "level": (str, False)},
}


class ProtocolError(Exception):
    """A message that is not one of ours; ``str(exc)`` is the reason the host logs."""


def dumps(kind: str, **fields: Any) -> str:
    """One message as text."""
    return json.dumps({"v": VERSION, "t": kind, **fields}, ensure_ascii=False,
                      separators=(",", ":"))


def loads(raw: str | bytes, limit: int = MAX_MESSAGE) -> dict:
    """A message's JSON object, checked for size, form and version only."""
    if len(raw) > limit:
        raise ProtocolError(f"message too large ({len(raw)} bytes)")
    try:
        if isinstance(raw, bytes):
            raw = raw.decode("utf-8")
        msg = json.loads(raw)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("not JSON") from None
    if type(msg) is not dict:
        raise ProtocolError("not a JSON object")
    if msg.get("v") != VERSION or type(msg.get("v")) is not int:
        raise ProtocolError(f"unknown protocol version {msg.get('v')!r}")
    if type(msg.get("t")) is not str:
        raise ProtocolError("no message kind")
    return msg


def parse(raw: str | bytes) -> dict:
    """A client's message, checked against :data:`CLIENT_MESSAGES`."""
    msg = loads(raw)
    spec = CLIENT_MESSAGES.get(msg["t"])
    if spec is None:
        raise ProtocolError(f"unknown message kind {msg['t'][:40]!r}")
    for key in msg:
        if key not in spec and key not in ("v", "t"):
            raise ProtocolError(f"unknown field {key[:40]!r} in {msg['t']!r}")
    for key, (kind, required) in spec.items():
        if key not in msg:
            if required:
                raise ProtocolError(f"{msg['t']!r} without {key!r}")
            continue
        value = msg[key]
        if type(value) is bool or not isinstance(value, kind):
            raise ProtocolError(f"{key!r} of {msg['t']!r} has the wrong type")
    return msg
