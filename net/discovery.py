"""Tables on the same network find each other by themselves (zeroconf / mDNS).

A host announces ``<name>._tavola._tcp.local.`` with its port and a few public words
(the game, the seats); the Join screen lists what a :class:`Browser` hears. Neither
ever sends a seat code. Both take the zeroconf classes as arguments, so tests use fakes
and never send multicast.
"""

from __future__ import annotations

import logging
import socket
import threading
from typing import Any

log = logging.getLogger(__name__)

SERVICE = "_tavola._tcp.local."


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (read from the interfaces; nothing
    is sent), loopback last."""
    try:
        import ifaddr
    except ImportError:
        return ["127.0.0.1"]
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and ip.ip not in found:
                found.append(ip.ip)
    found.sort(key=lambda a: (a.startswith("127."), a))
    return found or ["127.0.0.1"]


def _zeroconf() -> tuple[Any, Any, Any]:
    from zeroconf import ServiceBrowser, ServiceInfo, Zeroconf

    return Zeroconf, ServiceInfo, ServiceBrowser


class Announcer:
    """Announce one hosted table while it is open."""

    def __init__(self, name: str, port: int, addresses: list[str], props: dict[str, str],
                 classes: tuple[Any, Any, Any] | None = None) -> None:
        zc_cls, info_cls, _ = classes or _zeroconf()
        label = "".join(ch for ch in name if ch.isalnum() or ch in " -_")[:40] or "Tavola"
        self.info = info_cls(SERVICE, f"{label}.{SERVICE}",
                             addresses=[socket.inet_aton(a) for a in addresses],
                             port=port, properties=props)
        self.zc = zc_cls()
        self.zc.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        try:
            self.zc.unregister_service(self.info)
        finally:
            self.zc.close()


class Browser:
    """The tables announced on the network, kept up to date in the background."""

    def __init__(self, classes: tuple[Any, Any, Any] | None = None) -> None:
        zc_cls, _, browser_cls = classes or _zeroconf()
        self.lock = threading.Lock()
        self.found: dict[str, dict] = {}
        self.zc = zc_cls()
        self.browser = browser_cls(self.zc, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        kind = getattr(state_change, "name", str(state_change))
        if kind == "Removed":
            with self.lock:
                self.found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=2000)
        if info is None:
            return
        addrs = [socket.inet_ntoa(a) for a in getattr(info, "addresses", []) if len(a) == 4]
        if not addrs:
            return
        props = {}
        for k, v in (getattr(info, "properties", None) or {}).items():
            try:
                props[k.decode() if isinstance(k, bytes) else str(k)] = \
                    v.decode() if isinstance(v, bytes) else str(v or "")
            except UnicodeDecodeError:
                continue
        entry = {"name": name[: -len(SERVICE) - 1] if name.endswith(SERVICE) else name,
                 "address": f"{addrs[0]}:{info.port}", "props": props}
        with self.lock:
            self.found[name] = entry

    def tables(self) -> list[dict]:
        with self.lock:
            return sorted(self.found.values(), key=lambda e: e["name"])

    def close(self) -> None:
        try:
            self.browser.cancel()
        finally:
            self.zc.close()
