"""The Wallenstein table (see ui/views/README.md for the roles of the modules)."""

from ui.views.wallenstein.view import VIEW, WallensteinView

__all__ = ["VIEW", "WallensteinView"]
