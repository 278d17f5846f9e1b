"""Discovery with fake zeroconf classes: what a host announces and what the Join
screen lists. Nothing here touches the network (no multicast is ever sent)."""

from __future__ import annotations

import socket
from types import SimpleNamespace

from net.discovery import SERVICE, Announcer, Browser


class FakeInfo:
    def __init__(self, type_, name, addresses, port, properties):
        self.type, self.name, self.addresses, self.port = type_, name, addresses, port
        self.properties = {k.encode(): v.encode() for k, v in properties.items()}


class FakeNet:
    """A pretend network: what is registered is what browsers hear."""

    def __init__(self):
        self.services: dict[str, FakeInfo] = {}
        self.handlers = []
        net = self

        class Zc:
            closed = False

            def register_service(self, info, allow_name_change=False):
                net.services[info.name] = info
                for h in net.handlers:
                    h(self, info.type, info.name, SimpleNamespace(name="Added"))

            def unregister_service(self, info):
                net.services.pop(info.name, None)
                for h in net.handlers:
                    h(self, info.type, info.name, SimpleNamespace(name="Removed"))

            def get_service_info(self, type_, name, timeout=0):
                return net.services.get(name)

            def close(self):
                self.closed = True

        class ServiceBrowser:
            def __init__(self, zc, type_, handlers):
                assert type_ == SERVICE
                net.handlers += handlers

            def cancel(self):
                pass

        self.classes = (Zc, FakeInfo, ServiceBrowser)


def test_announced_table_is_listed_and_goes_away():
    net = FakeNet()
    browser = Browser(net.classes)
    assert browser.tables() == []
    a = Announcer("Ada's table: Kingmaker!", 8765, ["127.0.0.1"],
                  {"game": "kingmaker", "seats": "3/7"}, net.classes)
    (entry,) = browser.tables()
    assert entry["address"] == "127.0.0.1:8765"
    assert entry["props"] == {"game": "kingmaker", "seats": "3/7"}
    assert entry["name"] == "Adas table Kingmaker"  # only plain characters in the label
    info = net.services[f"Adas table Kingmaker.{SERVICE}"]
    assert socket.inet_ntoa(info.addresses[0]) == "127.0.0.1"
    assert all(b"-" not in v or len(v) < 9 for v in info.properties.values())  # no code
    a.close()
    assert browser.tables() == []
    browser.close()


def test_the_suite_never_announces_nor_listens_beyond_loopback(monkeypatch):
    from ui.scenes.remote import default_bind, discovery_on

    monkeypatch.delenv("TAVOLA_DISCOVERY", raising=False)
    monkeypatch.delenv("TAVOLA_BIND", raising=False)
    assert not discovery_on()
    assert default_bind() == "127.0.0.1"
