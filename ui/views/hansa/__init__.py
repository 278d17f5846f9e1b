"""The Hansa Teutonica table (see ui/views/README.md for the roles of the modules)."""

from ui.views.hansa.view import VIEW, HansaView

__all__ = ["VIEW", "HansaView"]
