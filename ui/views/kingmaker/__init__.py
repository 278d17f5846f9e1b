"""The Kingmaker table (see view.py)."""

from ui.views.kingmaker.view import VIEW

__all__ = ["VIEW"]
