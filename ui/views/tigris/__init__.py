"""The Tigris & Euphrates table (see ui/views/README.md for the roles of the modules)."""

from ui.views.tigris.view import VIEW, TigrisView

__all__ = ["VIEW", "TigrisView"]
